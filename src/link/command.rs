//! A recorded external command: program and arguments kept as `OsString`, one by one, never
//! joined into a shell string except to show them.

use super::LinkError;
use std::ffi::{OsStr, OsString};
use std::fmt;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A linker (or archiver, or compiler) invocation, recorded before it runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkCommand {
    program: OsString,
    args: Vec<OsString>,
    env: Vec<(OsString, OsString)>,
    current_dir: Option<PathBuf>,
    /// What the program is, for the failure message (`linker`, `C compiler`, `archiver`).
    tool: &'static str,
}

impl LinkCommand {
    /// A command running `program` with no arguments and `LC_ALL=C` (so diagnostics are in a
    /// stable language for error messages and tests).
    pub fn new(program: impl Into<OsString>) -> LinkCommand {
        LinkCommand {
            program: program.into(),
            args: Vec::new(),
            env: vec![("LC_ALL".into(), "C".into())],
            current_dir: None,
            tool: "linker",
        }
    }

    /// Names what the program is in its failure message (default: `linker`).
    pub fn tool(&mut self, tool: &'static str) -> &mut LinkCommand {
        self.tool = tool;
        self
    }

    /// Appends one argument.
    pub fn arg(&mut self, arg: impl Into<OsString>) -> &mut LinkCommand {
        self.args.push(arg.into());
        self
    }

    /// Appends several arguments.
    pub fn args<I, S>(&mut self, args: I) -> &mut LinkCommand
    where
        I: IntoIterator<Item = S>,
        S: Into<OsString>,
    {
        self.args.extend(args.into_iter().map(Into::into));
        self
    }

    /// Appends `prefix` immediately followed by `value` as one argument (`/OUT:` + path).
    pub fn arg_joined(&mut self, prefix: &str, value: &OsStr) -> &mut LinkCommand {
        let mut joined = OsString::from(prefix);
        joined.push(value);
        self.args.push(joined);
        self
    }

    /// Sets an environment variable for the child.
    pub fn env(
        &mut self,
        key: impl Into<OsString>,
        value: impl Into<OsString>,
    ) -> &mut LinkCommand {
        self.env.push((key.into(), value.into()));
        self
    }

    /// Runs the child in `dir`.
    pub fn current_dir(&mut self, dir: impl Into<PathBuf>) -> &mut LinkCommand {
        self.current_dir = Some(dir.into());
        self
    }

    /// The program.
    pub fn program(&self) -> &OsStr {
        &self.program
    }

    /// The arguments, in order.
    pub fn get_args(&self) -> &[OsString] {
        &self.args
    }

    /// The extra environment of the child.
    pub fn get_env(&self) -> &[(OsString, OsString)] {
        &self.env
    }

    /// A `std::process::Command` ready to spawn.
    pub fn to_command(&self) -> Command {
        let mut command = Command::new(&self.program);
        command.args(&self.args);
        for (key, value) in &self.env {
            command.env(key, value);
        }
        if let Some(dir) = &self.current_dir {
            command.current_dir(dir);
        }
        command
    }

    /// Runs the command to completion; a non-zero exit is [`LinkError::Failed`] with the full
    /// command line and the child's stderr.
    ///
    /// A command line too long for the OS (`E2BIG`) is retried once with the arguments in a
    /// response file (`@file`), which every supported linker and driver reads.
    pub fn run(&self) -> Result<(), LinkError> {
        let spawn_error = |source| LinkError::Spawn {
            command: self.to_string(),
            source,
        };
        let output = match self.to_command().output() {
            Err(error) if error.raw_os_error() == Some(ARGUMENT_LIST_TOO_LONG) => {
                let response = self.write_response_file().map_err(spawn_error)?;
                let mut command = Command::new(&self.program);
                let mut arg = OsString::from("@");
                arg.push(response.path());
                command.arg(arg);
                for (key, value) in &self.env {
                    command.env(key, value);
                }
                if let Some(dir) = &self.current_dir {
                    command.current_dir(dir);
                }
                command.output().map_err(spawn_error)?
            }
            other => other.map_err(spawn_error)?,
        };
        if output.status.success() {
            return Ok(());
        }
        let mut stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        if stderr.trim().is_empty() {
            stderr = String::from_utf8_lossy(&output.stdout).into_owned();
        }
        Err(LinkError::Failed {
            tool: self.tool,
            command: self.to_string(),
            status: output.status.to_string(),
            stderr,
        })
    }
}

/// The OS's "argument list too long" error (`E2BIG`); Windows reports none.
#[cfg(unix)]
const ARGUMENT_LIST_TOO_LONG: i32 = libc::E2BIG;
#[cfg(not(unix))]
const ARGUMENT_LIST_TOO_LONG: i32 = i32::MIN;

impl LinkCommand {
    /// The arguments one per line, each double-quoted with `\` and `"` escaped: the syntax
    /// GNU tools (libiberty), clang and lld all read.
    fn write_response_file(&self) -> std::io::Result<tempfile::NamedTempFile> {
        use std::io::Write;
        let mut file = tempfile::Builder::new()
            .prefix("modlink-link-")
            .suffix(".rsp")
            .tempfile()?;
        let mut writer = std::io::BufWriter::new(file.as_file_mut());
        for arg in &self.args {
            // The argument's own bytes: a path that is not UTF-8 must reach the linker intact.
            let mut quoted = vec![b'"'];
            for &byte in arg_bytes(arg)?.iter() {
                if matches!(byte, b'\\' | b'"') {
                    quoted.push(b'\\');
                }
                quoted.push(byte);
            }
            quoted.extend_from_slice(b"\"\n");
            writer.write_all(&quoted)?;
        }
        writer.flush()?;
        drop(writer);
        Ok(file)
    }
}

/// An argument's bytes as the OS holds them (Unix), or its UTF-8 (Windows, where a response
/// file is text and an argument that is not valid Unicode cannot be written to one).
fn arg_bytes(arg: &OsStr) -> std::io::Result<std::borrow::Cow<'_, [u8]>> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        Ok(std::borrow::Cow::Borrowed(arg.as_bytes()))
    }
    #[cfg(not(unix))]
    {
        arg.to_str()
            .map(|text| std::borrow::Cow::Borrowed(text.as_bytes()))
            .ok_or_else(|| {
                std::io::Error::new(
                    std::io::ErrorKind::InvalidInput,
                    format!("argument {arg:?} is not valid Unicode"),
                )
            })
    }
}

/// Quotes one word for a POSIX shell, only when it needs it.
fn shell_quote(word: &OsStr) -> String {
    let text = word.to_string_lossy();
    let plain = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_=+/.,:@%".contains(c));
    if plain {
        text.into_owned()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

impl fmt::Display for LinkCommand {
    /// The command as a shell-quoted line, for messages (never executed through a shell).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&shell_quote(&self.program))?;
        for arg in &self.args {
            write!(f, " {}", shell_quote(arg))?;
        }
        Ok(())
    }
}

/// The path as an `OsString` argument, never through `to_str`.
pub(crate) fn path_arg(path: &Path) -> OsString {
    path.as_os_str().to_owned()
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn display_quotes_only_what_needs_it() {
        let mut command = LinkCommand::new("/usr/bin/cc");
        command.args(["-shared", "-o", "out dir/lib.so", "it's.o", ""]);
        assert_eq!(
            command.to_string(),
            "/usr/bin/cc -shared -o 'out dir/lib.so' 'it'\\''s.o' ''"
        );
        assert_eq!(command.get_args().len(), 5);
        assert_eq!(
            command.get_env(),
            &[(OsString::from("LC_ALL"), OsString::from("C"))]
        );
    }

    #[cfg(unix)]
    #[test]
    fn response_files_keep_arguments_that_are_not_utf8() {
        use std::os::unix::ffi::OsStrExt;
        let mut command = LinkCommand::new("cc");
        // A Latin-1 file name and a quote and backslash to escape.
        command.arg(OsStr::from_bytes(b"caf\xe9.o"));
        command.arg(OsStr::from_bytes(b"a\"b\\c"));
        let file = command.write_response_file().expect("response file");
        let written = std::fs::read(file.path()).expect("read back");
        assert_eq!(written, b"\"caf\xe9.o\"\n\"a\\\"b\\\\c\"\n".to_vec());
    }
}
