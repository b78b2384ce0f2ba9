//! The blob object written by the streaming packer, for an export whose blob is linked as an
//! object (and for the direct blob's fallback).

use super::error::ExportError;
use super::inputs::ExportOptions;
use super::sized_tree::SizedTree;
use crate::pack;
use std::path::Path;

/// The object packer without the blob ever in memory: the tree is serialized straight through
/// the streaming object writer into the object file, so memory stays flat for multi-GiB trees
/// (payloads memory-mapped by the caller are read once, in order).
pub(super) fn pack_blob_streamed(
    sized: &SizedTree<'_>,
    object: &Path,
    options: &ExportOptions,
) -> crate::Result<crate::blob::digest::StreamHashes> {
    let blob_len = sized.blob_len();
    let out = std::fs::File::create(object).map_err(|source| ExportError::Io {
        path: object.display().to_string(),
        source,
    })?;
    let mut blob_error = None;
    // The digest (when asked for) is taken on the way into the object: the one pass over the
    // payloads serves both.
    let mut hashes = None;
    let mut source = |sink: &mut dyn std::io::Write| -> std::io::Result<()> {
        let mut hashing = crate::blob::digest::HashingWriter::new(sink, options.digest);
        let written = sized.write_to(&mut hashing).map(drop).map_err(|e| {
            let message = e.to_string();
            blob_error = Some(e);
            std::io::Error::other(message)
        });
        hashes = Some(hashing.finish());
        written
    };
    let mut progress = |done: u64| {
        if let Some(progress) = &options.progress {
            progress.report(crate::progress::Stage::Pack, done, blob_len);
        }
    };
    let packed = pack::write_imports_object_observed(
        blob_len,
        &mut source,
        &options.target,
        &options.pack,
        pack::LARGE_DATA_THRESHOLD as u64,
        out,
        &mut progress,
    );
    if let Some(e) = blob_error {
        return Err(e.into());
    }
    packed?;
    let hashes = hashes.ok_or_else(|| ExportError::Output {
        path: object.display().to_string(),
        message: "the object writer did not ask for the blob".into(),
    })?;
    // The object writer has already refused a blob of any other length than `blob_len`.
    Ok(hashes)
}
