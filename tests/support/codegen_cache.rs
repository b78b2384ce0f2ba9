//! Helpers of the codegen cache tests: a real `redis-server` on loopback, `modlink build` with
//! a given cache configuration, and the cache's summary line parsed.

use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::Duration;

/// A `redis-server` started on 127.0.0.1 at a free port, without persistence; stopped on drop.
pub struct RedisServer {
    child: Option<Child>,
    port: u16,
    _dir: tempfile::TempDir,
}

impl RedisServer {
    /// Starts the server and waits (bounded) until it answers `PING`. Fails the test, never
    /// skips, when `redis-server` is missing (ci/setup.sh installs it).
    pub fn start() -> RedisServer {
        let mut last_error = String::new();
        for _ in 0..5 {
            let port = free_port();
            let dir = tempfile::tempdir().unwrap();
            let child = Command::new("redis-server")
                .args(["--bind", "127.0.0.1", "--port", &port.to_string()])
                .args(["--save", "", "--appendonly", "no", "--protected-mode", "no"])
                .arg("--dir")
                .arg(dir.path())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap_or_else(|e| {
                    panic!("redis-server: {e} (install it: bash ci/setup.sh, Debian redis-server)")
                });
            let mut server = RedisServer {
                child: Some(child),
                port,
                _dir: dir,
            };
            // At most 10 s for the server to come up.
            for _ in 0..200 {
                if server.answers_ping() {
                    return server;
                }
                if let Some(child) = server.child.as_mut()
                    && let Ok(Some(status)) = child.try_wait()
                {
                    last_error = format!("redis-server on port {port} exited: {status}");
                    break;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            server.stop();
        }
        panic!("redis-server did not start: {last_error}");
    }

    /// `redis://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    /// Kills the server and waits for it to exit.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// How many keys the server holds (`DBSIZE`).
    pub fn key_count(&self) -> usize {
        let reply = self.command(b"*1\r\n$6\r\nDBSIZE\r\n").unwrap();
        reply
            .trim()
            .strip_prefix(':')
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("DBSIZE answered {reply:?}"))
    }

    fn answers_ping(&self) -> bool {
        self.command(b"*1\r\n$4\r\nPING\r\n")
            .is_ok_and(|reply| reply.starts_with("+PONG"))
    }

    /// Sends one RESP command and returns the first reply line.
    fn command(&self, request: &[u8]) -> std::io::Result<String> {
        use std::io::{Read, Write};
        let mut stream = TcpStream::connect(("127.0.0.1", self.port))?;
        stream.set_read_timeout(Some(Duration::from_secs(5)))?;
        stream.write_all(request)?;
        let mut reply = Vec::new();
        let mut byte = [0u8; 1];
        while !reply.ends_with(b"\r\n") && reply.len() < 4096 {
            if stream.read(&mut byte)? == 0 {
                break;
            }
            reply.push(byte[0]);
        }
        Ok(String::from_utf8_lossy(&reply).into_owned())
    }
}

impl Drop for RedisServer {
    fn drop(&mut self) {
        self.stop();
    }
}

fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

/// `modlink build KIR -o OUT ARGS…` with the cache in `cache_dir` and, when given, the shared
/// Redis server `redis`; nothing else of the caller's cache configuration leaks in.
pub fn build(
    kir: &Path,
    out: &Path,
    cache_dir: &Path,
    redis: Option<&str>,
    args: &[&str],
) -> Command {
    let mut command = Command::new(super::modlink_bin());
    command
        .arg("build")
        .arg(kir)
        .arg("-o")
        .arg(out)
        // One CPU: the unit counts the tests expect are those of the kernel split alone (host
        // builds default to every CPU level, one more unit per level).
        .args(["--cpu", "generic"])
        .args(args)
        .env("MODLINK_CACHE_DIR", cache_dir)
        .env_remove("MODLINK_CACHE_SIZE")
        .env_remove("MODLINK_CACHE_REDIS");
    if let Some(url) = redis {
        command.env("MODLINK_CACHE_REDIS", url);
    }
    command
}

/// Runs `command`, fails the test with its stderr unless it succeeds, returns its stderr.
pub fn succeed(command: &mut Command) -> String {
    let output: Output = command.output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "{command:?} failed:\n{stderr}");
    stderr
}

/// The object counts of the `codegen cache: K kernels: T from the cache, C compiled; N objects:
/// L local hits, S shared hits, C compiled` line: `[N, L, S, C]`.
pub fn cache_counts(stderr: &str) -> [usize; 4] {
    let line = summary_line(stderr);
    let objects = line
        .split_once("; ")
        .unwrap_or_else(|| panic!("no object counts in {line:?}"))
        .1;
    numbers(objects)
        .try_into()
        .unwrap_or_else(|n| panic!("summary {line:?} has not 4 object counts: {n:?}"))
}

/// The kernel counts of the same line: `[K, T, C]` (kernels, from the cache, compiled).
pub fn kernel_counts(stderr: &str) -> [usize; 3] {
    let line = summary_line(stderr);
    let kernels = line
        .split_once("; ")
        .unwrap_or_else(|| panic!("no kernel counts in {line:?}"))
        .0;
    numbers(kernels)
        .try_into()
        .unwrap_or_else(|n| panic!("summary {line:?} has not 3 kernel counts: {n:?}"))
}

/// The line after `modlink: codegen cache: `.
pub fn summary_line(stderr: &str) -> &str {
    stderr
        .lines()
        .find_map(|l| l.strip_prefix("modlink: codegen cache: "))
        .unwrap_or_else(|| panic!("no cache summary in:\n{stderr}"))
}

fn numbers(line: &str) -> Vec<usize> {
    line.split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

/// The warning lines of a modlink run.
pub fn warnings(stderr: &str) -> Vec<&str> {
    stderr
        .lines()
        .filter(|l| l.starts_with("modlink: warning:"))
        .collect()
}
