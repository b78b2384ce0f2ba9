//! The containers an object can come in that need unpacking before they are read: gzip
//! streams and tar files. Shared by the locator and the digest verifier, which read the same
//! files through different object parsers (goblin and `object`) on purpose, but must unpack
//! them the same bounded way.

use std::io::Read;
use std::ops::Range;

/// Decompresses a gzip stream. Grows with the data actually decompressed, never with a size
/// read from the file, and reserves fallibly: a compression bomb under a memory limit is an
/// error naming the size reached, not an allocation abort.
pub(crate) fn gunzip(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let mut decoder = flate2::read::GzDecoder::new(bytes);
    let mut out = Vec::new();
    let mut chunk = vec![0u8; 1 << 20];
    loop {
        let read = decoder.read(&mut chunk).map_err(|e| e.to_string())?;
        if read == 0 {
            return Ok(out);
        }
        out.try_reserve(read).map_err(|_| {
            format!(
                "decompresses to more than {} bytes, more memory than is available",
                out.len()
            )
        })?;
        out.extend_from_slice(&chunk[..read]);
    }
}

/// A regular file inside a tar stream.
pub(crate) struct TarMember {
    /// Its path as stored.
    pub(crate) name: String,
    /// Its bytes' range in the tar stream.
    pub(crate) range: Range<usize>,
}

/// Why a tar stream could not be listed: the field and offset, and what was wrong.
pub(crate) struct TarError {
    pub(crate) field: String,
    pub(crate) offset: u64,
    pub(crate) message: String,
}

/// The regular files of a tar stream, in order, each checked to lie inside the stream.
pub(crate) fn tar_members(tar: &[u8]) -> Result<Vec<TarMember>, TarError> {
    // The tar crate words a header that is not one as `numeric field was not a number: … when
    // getting cksum for …`: say what it means, where.
    let malformed = |field: &str, offset: u64, error: std::io::Error| TarError {
        field: field.into(),
        offset,
        message: if error.to_string().contains("cksum") {
            "not a tar header (its checksum field is not an octal number): the data is not a \
             tar stream, or it is damaged here"
                .to_string()
        } else {
            format!("damaged tar stream: {error}")
        },
    };
    let mut archive = tar::Archive::new(tar);
    let entries = archive
        .entries()
        .map_err(|error| malformed("tar headers", 0, error))?;
    let mut members = Vec::new();
    // Where the next header starts: after the last member's data, in 512-byte blocks.
    let mut next_header = 0u64;
    for entry in entries {
        let entry = entry.map_err(|error| malformed("tar entry header", next_header, error))?;
        next_header = entry
            .raw_file_position()
            .saturating_add(entry.size().div_ceil(512) * 512);
        if !entry.header().entry_type().is_file() {
            continue;
        }
        let name = entry.path().map_or_else(
            |_| String::from_utf8_lossy(&entry.path_bytes()).into_owned(),
            |path| path.display().to_string(),
        );
        let start = entry.raw_file_position();
        let size = entry.size();
        match start.checked_add(size) {
            Some(end) if end <= tar.len() as u64 => members.push(TarMember {
                name,
                range: start as usize..end as usize,
            }),
            _ => {
                return Err(TarError {
                    field: format!("size of tar member `{name}`"),
                    offset: start,
                    message: format!("{size} bytes run past the end of the tar stream"),
                });
            }
        }
    }
    Ok(members)
}

/// The member at the root of a Model Library Format tarball that says what it is.
const MLF_METADATA: &str = "metadata.json";

/// Whether tar members named `names` make a Model Library Format tarball: `metadata.json` at
/// the root and code under `codegen/` (an object tar of `export_library` has neither).
pub(crate) fn is_model_library_format<'a>(names: impl IntoIterator<Item = &'a str>) -> bool {
    let (mut metadata, mut codegen) = (false, false);
    for name in names {
        let name = name.trim_start_matches("./");
        metadata |= name == MLF_METADATA;
        codegen |= name.starts_with("codegen/");
    }
    metadata && codegen
}

#[cfg(test)]
mod tests {
    use super::is_model_library_format;

    #[test]
    fn a_model_library_format_tar_has_metadata_and_codegen() {
        assert!(is_model_library_format([
            "./metadata.json",
            "./codegen/host/lib/lib0.o",
            "executor-config/graph/graph.json"
        ]));
        assert!(!is_model_library_format(["lib0.o", "devc.o"]));
        assert!(!is_model_library_format(["metadata.json", "lib0.o"]));
        assert!(!is_model_library_format([
            "sub/metadata.json",
            "codegen/host/lib/lib0.o"
        ]));
    }
}
