//! A small file system made by the test: a tmpfs of a chosen size, mounted in a mount
//! namespace of its own (`unshare --mount`), so it is private to one shell script and gone when
//! the script ends, however the test ends. For a full disk and for a second file system.

use std::ffi::OsStr;
use std::path::Path;
use std::process::{Command, Output};

/// The exit status of the script when the tmpfs could not be mounted.
const MOUNT_FAILED: i32 = 97;

/// Runs the shell `script` with a tmpfs of `size_kib` KiB mounted at `mount_point` (an
/// existing, empty directory), in a mount namespace of its own: `$MNT` is the mount point and
/// `args` are `$1`…. The mount exists only for the script, so the script records what the test
/// checks afterwards (listings, contents) in files outside it. `None` when this machine cannot
/// make one, after [`super::skip`] (which fails the test under CI) for `test`.
pub fn run_with_tmpfs(
    test: &str,
    mount_point: &Path,
    size_kib: u64,
    script: &str,
    args: &[&OsStr],
) -> Option<Output> {
    let mut command = Command::new("unshare");
    // root mounts in a new mount namespace; anyone else needs a user namespace too.
    if !is_root() {
        command.arg("--map-root-user");
    }
    command.args(["--mount", "--propagation", "private", "sh", "-c"]);
    command
        .arg(format!(
            "mount -t tmpfs -o size={size_kib}k modlink-test \"$MNT\" || exit {MOUNT_FAILED}\n{script}"
        ))
        .arg("sh")
        .args(args)
        .env("MNT", mount_point);
    let fix = "run the tests as root, or let users make user namespaces \
               (sysctl kernel.unprivileged_userns_clone=1); util-linux's unshare is needed";
    let output = match command.output() {
        Ok(output) => output,
        Err(error) => {
            super::skip(test, &format!("cannot run unshare: {error}"), fix);
            return None;
        }
    };
    if output.status.code() == Some(MOUNT_FAILED) || unshare_refused(&output) {
        super::skip(
            test,
            &format!(
                "cannot mount a tmpfs in a private mount namespace: {}",
                String::from_utf8_lossy(&output.stderr).trim()
            ),
            fix,
        );
        return None;
    }
    Some(output)
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// `unshare` itself failed (no permission for the namespace): it says so before the script runs.
fn unshare_refused(output: &Output) -> bool {
    !output.status.success() && String::from_utf8_lossy(&output.stderr).starts_with("unshare:")
}
