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

    /// A dylib linked by ld64.lld-19 from the reserved object alone (`None` without the linker).
    fn linked_dylib(arch: &str, triple: &str, blob_len: u64) -> Option<Vec<u8>> {
        let dir = tempfile::tempdir().unwrap();
        let target = TargetSpec::parse(triple).unwrap();
        let object =
            crate::pack::reserved_blob_object(blob_len, &target, &PackOptions::default()).unwrap();
        let object_path = dir.path().join("devc.o");
        std::fs::write(&object_path, object).unwrap();
        let out = dir.path().join("libk.dylib");
        let status = std::process::Command::new("ld64.lld-19")
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
            .status();
        match status {
            Ok(status) if status.success() => Some(std::fs::read(out).unwrap()),
            _ => {
                println!("skipped: ld64.lld-19 is not installed (ci/setup.sh installs it)");
                None
            }
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

    /// Damaged linked Mach-O files (every header and load-command byte flipped, every
    /// truncation) are planned or refused, never a panic or a runaway allocation.
    #[test]
    fn damaged_linked_dylibs_are_refused_without_panicking() {
        let symbol = PackOptions::default().blob_symbol();
        for (arch, triple) in [
            ("x86_64", "x86_64-apple-darwin"),
            ("arm64", "aarch64-apple-darwin"),
        ] {
            let Some(linked) = linked_dylib(arch, triple, 100_000) else {
                return;
            };
            let splice = plan(linked.clone(), &symbol, 100_000, None).unwrap();
            assert_eq!(splice.blob_len(), 100_000);
            let refused = plan(linked.clone(), &symbol, 99_999, None).err().unwrap();
            assert!(
                refused.contains("not a zero-fill of 99999 bytes"),
                "{refused}"
            );
            let commands_end = 32 + read_u32(&linked, 20).unwrap() as usize;
            for at in 0..commands_end {
                for flip in [0x01u8, 0x80, 0xff] {
                    let mut damaged = linked.clone();
                    damaged[at] ^= flip;
                    let _ = plan(damaged, &symbol, 100_000, Some("__modlink_blob_digest"));
                }
            }
            for len in (0..linked.len()).step_by(97) {
                let truncated = plan(linked[..len].to_vec(), &symbol, 100_000, None);
                assert!(len >= commands_end || truncated.is_err(), "{len}");
            }
        }
    }
}
