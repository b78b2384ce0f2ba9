//! The direct blob's path through an export (docs/export.md, "Direct blob"): the library is
//! linked with a reserved blob object, then the object-format writer
//! ([`crate::object_file::write::linked`]) plans the final file and the blob is streamed into
//! it; when the linked layout does not allow that, the blob object is written and the library
//! linked again the usual way.

use super::blob_object::pack_blob_streamed;
use super::error::ExportError;
use super::inputs::ExportOptions;
use super::sized_tree::SizedTree;
use crate::file_output::{AtomicOptions, FileOutputError, replace_atomically};
use crate::object_file::write::linked::{Splice, SpliceError};
use std::path::{Path, PathBuf};

/// The blob object and digest object of an export whose blob goes straight into the library.
pub(super) struct DirectBlob {
    /// The blob's length, reserved in the linked library.
    pub(super) blob_len: u64,
    /// The reserved blob object, linked in; replaced by the blob object when the splice is
    /// refused.
    pub(super) object: PathBuf,
    /// The placeholder digest object, when `--digest` asked for one.
    pub(super) digest_object: Option<PathBuf>,
}

/// What became of a library linked with the reserved blob object.
pub(super) enum Spliced {
    /// The final library is written, with the blob in it.
    Written,
    /// The linked layout does not take the blob (the reason): link it the usual way.
    Refused(String),
}

/// Plans the final library from `linked` (the library linked with the reserved blob object)
/// and, when the plan succeeds, writes it to `out` with the blob streamed in.
pub(super) fn write_into_linked(
    direct: &DirectBlob,
    linked: &Path,
    sized: &SizedTree<'_>,
    out: &Path,
    options: &ExportOptions,
) -> crate::Result<Spliced> {
    let linked_bytes = std::fs::read(linked).map_err(|source| ExportError::Io {
        path: linked.display().to_string(),
        source,
    })?;
    let digest_symbol = options.digest.then(|| {
        crate::blob::digest::digest_symbol(options.pack.system_lib_prefix.as_deref().unwrap_or(""))
    });
    match Splice::plan(
        linked_bytes,
        &options.pack.blob_symbol(),
        direct.blob_len,
        digest_symbol.as_deref(),
    ) {
        Ok(splice) => {
            write_direct(&splice, sized, out, options)?;
            Ok(Spliced::Written)
        }
        Err(reason) => Ok(Spliced::Refused(reason)),
    }
}

/// Writes the final library from the planned splice, the blob streamed from the tree (hashed
/// on the way for the digest record and build-id), atomically. A failed write names `out`.
fn write_direct(
    splice: &Splice,
    sized: &SizedTree<'_>,
    out: &Path,
    options: &ExportOptions,
) -> crate::Result<()> {
    let layout = options.pack.layout;
    let written = replace_atomically(out, AtomicOptions::OUTPUT, |file| {
        let result = splice.write(file, layout, |sink| {
            let mut observed = ObservedWriter {
                inner: sink,
                done: 0,
                total: sized.blob_len(),
                options,
            };
            let mut hashing =
                crate::blob::digest::HashingWriter::new(&mut observed, options.digest);
            sized.write_to(&mut hashing)?;
            Ok(hashing.finish())
        });
        match result {
            Ok(_) => Ok(()),
            Err(SpliceError::Output(message)) => Err(DirectFailure::Output(ExportError::Output {
                path: out.display().to_string(),
                message,
            })),
            Err(SpliceError::Source(error)) => Err(DirectFailure::Source(error)),
        }
    });
    match written {
        Ok(()) => Ok(()),
        Err(DirectFailure::Output(error)) => Err(error.into()),
        Err(DirectFailure::Source(error)) => Err(error),
    }
}

/// Why the direct write failed: the output (a failed write, which
/// [`replace_atomically`] reports naming the output, or a splice that could not be finished),
/// or the blob's producer (a payload that cannot be read, a tree that cannot be written).
enum DirectFailure {
    Output(ExportError),
    Source(crate::Error),
}

impl From<FileOutputError> for DirectFailure {
    fn from(error: FileOutputError) -> Self {
        DirectFailure::Output(error.into())
    }
}

/// Tells the progress observer how many blob bytes have been written (every 4 MiB).
struct ObservedWriter<'a, 'b> {
    inner: &'a mut dyn std::io::Write,
    done: u64,
    total: u64,
    options: &'b ExportOptions,
}

impl std::io::Write for ObservedWriter<'_, '_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(bytes)?;
        let before = self.done;
        self.done += n as u64;
        if let Some(progress) = &self.options.progress
            && (before >> 22 != self.done >> 22 || self.done == self.total)
        {
            progress.report(crate::progress::Stage::Pack, self.done, self.total);
        }
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// Replaces the reserved blob object (and placeholder digest) by the streamed blob object and
/// the real digest, for a link the usual way.
pub(super) fn relink_with_blob_object(
    direct: &DirectBlob,
    sized: &SizedTree<'_>,
    options: &ExportOptions,
) -> crate::Result<()> {
    let hashes = pack_blob_streamed(sized, &direct.object, options)?;
    if let (Some(path), Some(digest)) = (&direct.digest_object, hashes.digest(options.pack.layout))
    {
        let bytes = crate::pack::digest_record_object(&digest, &options.target, &options.pack)?;
        std::fs::write(path, bytes).map_err(|source| ExportError::Io {
            path: path.display().to_string(),
            source,
        })?;
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use crate::object_file::write::linked::Splice;
    use crate::pack::PackOptions;
    use crate::target::TargetSpec;
    use std::ffi::OsString;

    /// The linker the Mach-O tests need (ci/setup.sh installs it with lld-19).
    const LD64: &str = "ld64.lld-19";

    /// A dylib linked by ld64.lld-19 from the reserved object alone. A missing linker or a
    /// failed link fails the test, saying which and how to fix it: the test cannot do its job
    /// without the file.
    fn linked_dylib(arch: &str, triple: &str, blob_len: u64) -> Vec<u8> {
        let dir = tempfile::tempdir().unwrap();
        let target = TargetSpec::parse(triple).unwrap();
        let object =
            crate::pack::reserved_blob_object(blob_len, &target, &PackOptions::default()).unwrap();
        let object_path = dir.path().join("devc.o");
        std::fs::write(&object_path, object).unwrap();
        let out = dir.path().join("libk.dylib");
        let linked = std::process::Command::new(LD64)
            .args([
                "-dylib",
                "-arch",
                arch,
                "-platform_version",
                "macos",
                "11.0",
                "11.0",
            ])
            .args(["-install_name", "@rpath/libk.dylib", "-o"])
            .arg(&out)
            .arg(&object_path)
            .output();
        match linked {
            Ok(output) if output.status.success() => std::fs::read(out).unwrap(),
            Ok(output) => panic!(
                "{LD64} failed to link the reserved {arch} object ({}): {}",
                output.status,
                String::from_utf8_lossy(&output.stderr)
            ),
            Err(error) => panic!(
                "cannot run {LD64} ({error}): install lld-19 (`bash ci/setup.sh` does); this \
                 test needs its Mach-O linker"
            ),
        }
    }

    fn plan(
        linked: Vec<u8>,
        blob_symbol: &str,
        blob_len: u64,
        digest_symbol: Option<&str>,
    ) -> Result<Splice, String> {
        Splice::plan(linked, blob_symbol, blob_len, digest_symbol)
    }

    fn read_u32(image: &[u8], at: usize) -> Option<u32> {
        Some(u32::from_le_bytes(image.get(at..at + 4)?.try_into().ok()?))
    }

    /// File offsets of the reserved blob's `section_64` and of the `segment_command_64` holding
    /// it, found with goblin (a parser the planner does not use).
    fn blob_headers(linked: &[u8]) -> (usize, usize) {
        use goblin::mach::load_command::CommandVariant;
        let macho = goblin::mach::MachO::parse(linked, 0).unwrap();
        for command in &macho.load_commands {
            let CommandVariant::Segment64(segment) = &command.command else {
                continue;
            };
            for index in 0..segment.nsects as usize {
                let at = command.offset + 72 + 80 * index;
                if linked[at..at + 16].starts_with(b"__modlink_blob") {
                    return (at, command.offset);
                }
            }
        }
        panic!("no __modlink_blob section in the linked dylib")
    }

    /// Damaged linked Mach-O files (every header and load-command byte flipped, every
    /// truncation) are planned or refused, never a panic or a runaway allocation; the bytes
    /// the plan depends on are refused with the reason.
    #[test]
    fn damaged_linked_dylibs_are_refused_without_panicking() {
        let symbol = PackOptions::default().blob_symbol();
        for (arch, triple) in [
            ("x86_64", "x86_64-apple-darwin"),
            ("arm64", "aarch64-apple-darwin"),
        ] {
            let linked = linked_dylib(arch, triple, 100_000);
            let splice = plan(linked.clone(), &symbol, 100_000, None).unwrap();
            assert_eq!(splice.blob_len(), 100_000);
            let refused = plan(linked.clone(), &symbol, 99_999, None).err().unwrap();
            assert!(
                refused.contains("not a zero-fill of 99999 bytes"),
                "{refused}"
            );
            let (section, segment) = blob_headers(&linked);
            // The magic, the blob section's size and its type (the low byte of `flags`), and
            // the blob segment's `vmsize`: a flip in any of them must be refused.
            let must_refuse: Vec<std::ops::Range<usize>> = vec![
                0..4,
                section + 40..section + 48,
                section + 64..section + 65,
                segment + 32..segment + 40,
            ];
            let commands_end = 32 + read_u32(&linked, 20).unwrap() as usize;
            let mut accepted_where_refusal_is_due = Vec::new();
            for at in 0..commands_end {
                for flip in [0x01u8, 0x80, 0xff] {
                    let mut damaged = linked.clone();
                    damaged[at] ^= flip;
                    match plan(damaged, &symbol, 100_000, Some("__modlink_blob_digest")) {
                        Err(reason) => assert!(!reason.is_empty(), "{arch}: byte {at}"),
                        Ok(_) if must_refuse.iter().any(|range| range.contains(&at)) => {
                            accepted_where_refusal_is_due.push((at, flip));
                        }
                        Ok(_) => {}
                    }
                }
            }
            assert_eq!(
                accepted_where_refusal_is_due,
                [],
                "{arch}: damaged bytes planned (section at {section}, segment at {segment})"
            );
            for len in (0..linked.len()).step_by(97) {
                let truncated = plan(linked[..len].to_vec(), &symbol, 100_000, None);
                assert!(len >= commands_end || truncated.is_err(), "{len}");
            }
        }
    }

    /// The linker is not optional for the test above: with a failing `ld64.lld-19` first on
    /// PATH, or none, it fails instead of passing untested.
    #[test]
    fn the_damage_test_fails_without_a_working_linker() {
        let dir = tempfile::tempdir().unwrap();
        let failing = dir.path().join("failing");
        std::fs::create_dir(&failing).unwrap();
        let fake = failing.join(LD64);
        std::fs::write(
            &fake,
            "#!/bin/sh\necho 'ld64.lld: error: planted failure' >&2\nexit 1\n",
        )
        .unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        let empty = dir.path().join("empty");
        std::fs::create_dir(&empty).unwrap();
        let mut with_failing = OsString::from(failing.as_os_str());
        with_failing.push(":");
        with_failing.push(std::env::var_os("PATH").unwrap_or_default());
        for (path, expected) in [
            (with_failing, "planted failure"),
            (empty.into_os_string(), "install lld-19"),
        ] {
            let run = std::process::Command::new(std::env::current_exe().unwrap())
                .args([
                    "--exact",
                    "export::direct_path::tests::damaged_linked_dylibs_are_refused_without_panicking",
                    "--nocapture",
                ])
                .env("PATH", &path)
                .output()
                .unwrap();
            let output = format!(
                "{}{}",
                String::from_utf8_lossy(&run.stdout),
                String::from_utf8_lossy(&run.stderr)
            );
            assert!(!run.status.success(), "passed without a linker:\n{output}");
            assert!(output.contains(expected), "{output}");
            assert!(output.contains("1 failed"), "{output}");
        }
    }
}
