//! The temporary file an atomic write fills, and its commit over the output.
//!
//! On Linux the file has no name until it is complete: it is opened with `O_TMPFILE` in the
//! output's directory (so it is on the output's file system, and a killed writer's blocks go
//! back to the file system with its last descriptor), and at commit it is linked into the
//! directory under a temporary name that is at once renamed over the output. Elsewhere, and on
//! a Linux file system without `O_TMPFILE`, it is a named `.modlink-*.tmp` file from the start.
//!
//! Either way the writer holds an exclusive lock on its file while it lives: a named temporary
//! whose lock can be taken has no writer any more, which is what [`super::sweep`] removes.

use super::sweep;
use std::fs::File;
use std::io;
use std::path::Path;

/// How many times a named temporary is made again when a sweep took it between its creation
/// and its lock (each time the sweep removed it: far fewer tries than this ever happen).
const NAMED_ATTEMPTS: usize = 16;

/// How temporary files are named: `<prefix>XXXXXX<suffix>` (the `X`s random).
#[derive(Clone, Copy, Debug)]
pub(super) struct TemporaryName {
    pub(super) prefix: &'static str,
    pub(super) suffix: &'static str,
}

/// A temporary file in the output's directory, locked by this process.
pub(super) enum Temporary {
    /// Not in any directory yet (Linux `O_TMPFILE`).
    #[cfg(target_os = "linux")]
    Unnamed(File),
    /// A `.modlink-*.tmp` file, registered as in flight so that this process's own sweeps
    /// leave it alone whatever the file system does with locks.
    Named {
        /// The file; removed on drop unless committed.
        file: tempfile::NamedTempFile,
        /// Unregisters the name when the write ends.
        _in_flight: sweep::InFlight,
    },
}

impl Temporary {
    /// Creates the temporary file in `dir` with `mode` (before the umask; `None`: `rw-------`).
    pub(super) fn create(
        dir: &Path,
        name: TemporaryName,
        mode: Option<u32>,
    ) -> io::Result<Temporary> {
        #[cfg(target_os = "linux")]
        if let Some(file) = unnamed::create(dir, mode)? {
            return Ok(Temporary::Unnamed(file));
        }
        create_named(dir, name, mode)
    }

    /// The file to write.
    pub(super) fn file(&mut self) -> &mut File {
        match self {
            #[cfg(target_os = "linux")]
            Temporary::Unnamed(file) => file,
            Temporary::Named { file, .. } => file.as_file_mut(),
        }
    }

    /// Puts the finished file at `out`, replacing what was there, in one rename.
    #[cfg_attr(not(target_os = "linux"), allow(unused_variables))]
    pub(super) fn commit(self, dir: &Path, out: &Path, name: TemporaryName) -> io::Result<()> {
        match self {
            #[cfg(target_os = "linux")]
            Temporary::Unnamed(file) => unnamed::commit(&file, dir, out, name),
            Temporary::Named { file, _in_flight } => {
                file.persist(out).map(drop).map_err(|e| e.error)
            }
        }
    }
}

/// A named temporary file, locked. The lock is taken after the file exists, so a sweep can
/// find it unlocked in between and remove it: the name is checked to still be this file once
/// the lock is held, and the file is made again if it is not.
fn create_named(dir: &Path, name: TemporaryName, mode: Option<u32>) -> io::Result<Temporary> {
    let mut builder = tempfile::Builder::new();
    builder.prefix(name.prefix).suffix(name.suffix);
    #[cfg(unix)]
    if let Some(mode) = mode {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(mode));
    }
    #[cfg(not(unix))]
    let _ = mode;
    for _ in 0..NAMED_ATTEMPTS {
        let file = builder.tempfile_in(dir)?;
        let in_flight = sweep::InFlight::register(file.path());
        match file.as_file().try_lock() {
            Ok(()) if sweep::still_names(file.path(), file.as_file()) => {
                return Ok(Temporary::Named {
                    file,
                    _in_flight: in_flight,
                });
            }
            // A sweep holds it, or removed it before the lock: make another.
            Ok(()) | Err(std::fs::TryLockError::WouldBlock) => continue,
            // A file system without locks: the file is written unlocked, and sweeps (which
            // cannot lock it either) leave it alone.
            Err(std::fs::TryLockError::Error(_)) => {
                return Ok(Temporary::Named {
                    file,
                    _in_flight: in_flight,
                });
            }
        }
    }
    // Every file made was taken by a sweep before its lock: the directory is busy.
    Err(io::Error::from(io::ErrorKind::ResourceBusy))
}

#[cfg(target_os = "linux")]
mod unnamed {
    use super::TemporaryName;
    use rustix::fs::{AtFlags, CWD, Mode, OFlags};
    use rustix::io::Errno;
    use std::fs::File;
    use std::io;
    use std::os::fd::AsRawFd;
    use std::path::Path;

    /// Opens an unnamed file in `dir`, locked; `None` where the file system (or the kernel)
    /// has no `O_TMPFILE`, for the caller to make a named one.
    pub(super) fn create(dir: &Path, mode: Option<u32>) -> io::Result<Option<File>> {
        let flags = OFlags::TMPFILE | OFlags::RDWR | OFlags::CLOEXEC;
        let mode = Mode::from_raw_mode(mode.unwrap_or(0o600));
        match rustix::fs::openat(CWD, dir, flags, mode) {
            Ok(fd) => {
                let file = File::from(fd);
                // Nobody else can reach the file before it is linked at commit; the lock
                // covers the moment it has a temporary name.
                match file.try_lock() {
                    Ok(()) | Err(std::fs::TryLockError::Error(_)) => Ok(Some(file)),
                    // Nothing else can have opened an unnamed file.
                    Err(std::fs::TryLockError::WouldBlock) => {
                        Err(io::Error::from(io::ErrorKind::ResourceBusy))
                    }
                }
            }
            // EOPNOTSUPP: the file system has no O_TMPFILE; EISDIR: a kernel before 3.11
            // took the flag for O_DIRECTORY alone.
            Err(e) if e == Errno::OPNOTSUPP || e == Errno::ISDIR || e == Errno::INVAL => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// Links the finished file into `dir` under a fresh temporary name (one `linkat`), then
    /// renames that over `out`. A kill between the two leaves a complete, unlocked temporary
    /// file, which the next write into `dir` sweeps.
    pub(super) fn commit(
        file: &File,
        dir: &Path,
        out: &Path,
        name: TemporaryName,
    ) -> io::Result<()> {
        let named = tempfile::Builder::new()
            .prefix(name.prefix)
            .suffix(name.suffix)
            .make_in(dir, |path| link(file, path))?;
        named.persist(out).map(drop).map_err(|e| e.error)
    }

    /// Gives the unnamed `file` the name `path`, through `/proc/self/fd` (what an unprivileged
    /// process may link), else with `AT_EMPTY_PATH` where `/proc` is not mounted (which needs
    /// `CAP_DAC_READ_SEARCH`).
    fn link(file: &File, path: &Path) -> io::Result<()> {
        let by_proc = format!("/proc/self/fd/{}", file.as_raw_fd());
        match rustix::fs::linkat(CWD, by_proc.as_str(), CWD, path, AtFlags::SYMLINK_FOLLOW) {
            Err(e) if e == Errno::NOENT && !Path::new("/proc/self/fd").exists() => {
                rustix::fs::linkat(file, "", CWD, path, AtFlags::EMPTY_PATH).map_err(Into::into)
            }
            result => result.map_err(Into::into),
        }
    }
}

#[cfg(test)]
impl Temporary {
    /// The named kind, whatever the platform: how the fallback is tested on Linux, where every
    /// writable file system has `O_TMPFILE`.
    pub(super) fn create_named(
        dir: &Path,
        name: TemporaryName,
        mode: Option<u32>,
    ) -> io::Result<Temporary> {
        create_named(dir, name, mode)
    }
}
