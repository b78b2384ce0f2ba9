//! Fuzz target for `blob::read`, both layouts (the first input byte picks: even = current,
//! odd = legacy; the rest is the blob).
//!
//! * Under `cargo +nightly fuzz` (`--cfg fuzzing`) it exports libFuzzer's C entry point
//!   `LLVMFuzzerTestOneInput` itself, so it needs no crate from the registry; the libFuzzer
//!   runtime is linked in by the toolchain (see `fuzz/seed.sh` for the command).
//! * Otherwise it is a plain binary: `blob_read FILE|DIR...` replays inputs (e.g. the corpus or
//!   a crash artifact), and `blob_read --seed OUT_DIR LIBRARY...` writes a seed corpus from the
//!   blobs of real libraries, in both layouts.
#![cfg_attr(fuzzing, no_main)]

use bytes::Bytes;
use modlink::blob::{self, Layout};

/// One input: any bytes must give an error or a tree that writes back and reads back equal.
fn fuzz_one(data: &[u8]) {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let layout = if selector % 2 == 0 {
        Layout::Current
    } else {
        Layout::Legacy
    };
    let Ok(tree) = blob::read(&Bytes::copy_from_slice(rest), layout) else {
        return;
    };
    assert!(tree.validate().is_ok(), "a parsed tree must be valid");
    let written = blob::write(&tree, Layout::Current);
    assert!(
        written.is_ok(),
        "a parsed tree must be writable: {written:?}"
    );
    if let Ok(bytes) = written {
        let back = blob::read(&Bytes::from(bytes), Layout::Current);
        assert!(
            back.as_ref().is_ok_and(|b| *b == tree),
            "write/read changed the tree"
        );
    }
}

#[cfg(fuzzing)]
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn LLVMFuzzerTestOneInput(data: *const u8, size: usize) -> i32 {
    let input = if data.is_null() || size == 0 {
        &[][..]
    } else {
        // SAFETY: libFuzzer passes a readable buffer of `size` bytes that stays alive and
        // unmodified for the duration of this call.
        unsafe { std::slice::from_raw_parts(data, size) }
    };
    fuzz_one(input);
    0
}

#[cfg(not(fuzzing))]
fn main() -> std::process::ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let result = match args.first().and_then(|a| a.to_str()) {
        Some("--seed") if args.len() >= 2 => seed::write_corpus(&args[1], &args[2..]),
        Some(_) => replay(&args),
        None => {
            use std::io::Read;
            let mut input = Vec::new();
            std::io::stdin()
                .read_to_end(&mut input)
                .map(|_| fuzz_one(&input))
        }
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("blob_read: {err}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(not(fuzzing))]
fn replay(paths: &[std::ffi::OsString]) -> std::io::Result<()> {
    let mut count = 0usize;
    for path in paths {
        let path = std::path::Path::new(path);
        let files: Vec<std::path::PathBuf> = if path.is_dir() {
            std::fs::read_dir(path)?
                .map(|e| e.map(|e| e.path()))
                .collect::<Result<_, _>>()?
        } else {
            vec![path.to_path_buf()]
        };
        for file in files {
            fuzz_one(&std::fs::read(&file)?);
            count += 1;
        }
    }
    println!("replayed {count} inputs, no failure");
    Ok(())
}

#[cfg(not(fuzzing))]
mod seed {
    use super::{Bytes, Layout, blob};
    use object::{Object, ObjectSection, ObjectSymbol};
    use std::ffi::OsString;
    use std::io::{Error, ErrorKind};

    fn invalid(message: String) -> Error {
        Error::new(ErrorKind::InvalidData, message)
    }

    /// Writes `current-<name>` and `legacy-<name>` seeds for every library that has a blob.
    pub fn write_corpus(out_dir: &OsString, libraries: &[OsString]) -> std::io::Result<()> {
        std::fs::create_dir_all(out_dir)?;
        for library in libraries {
            let path = std::path::Path::new(library);
            let data = std::fs::read(path)?;
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let blobs = if name.ends_with(".a") {
                archive_blobs(&data)?
            } else {
                object_blob(&data)?.into_iter().collect()
            };
            for (i, raw) in blobs.into_iter().enumerate() {
                let tree = blob::read(&Bytes::from(raw.clone()), Layout::Current)
                    .map_err(|e| invalid(format!("{name}: {e}")))?;
                let legacy = blob::write(&tree, Layout::Legacy)
                    .map_err(|e| invalid(format!("{name}: {e}")))?;
                for (prefix, selector, bytes) in [("current", 0u8, raw), ("legacy", 1u8, legacy)] {
                    let mut seed = vec![selector];
                    seed.extend(bytes);
                    let file = std::path::Path::new(out_dir).join(format!("{prefix}-{i}-{name}"));
                    std::fs::write(file, seed)?;
                }
            }
        }
        Ok(())
    }

    fn archive_blobs(data: &[u8]) -> std::io::Result<Vec<Vec<u8>>> {
        let archive =
            object::read::archive::ArchiveFile::parse(data).map_err(|e| invalid(e.to_string()))?;
        let mut blobs = Vec::new();
        for member in archive.members() {
            let member = member.map_err(|e| invalid(e.to_string()))?;
            let bytes = member.data(data).map_err(|e| invalid(e.to_string()))?;
            blobs.extend(object_blob(bytes)?);
        }
        Ok(blobs)
    }

    fn object_blob(data: &[u8]) -> std::io::Result<Option<Vec<u8>>> {
        let file = object::File::parse(data).map_err(|e| invalid(e.to_string()))?;
        let Some(symbol) = file
            .symbols()
            .chain(file.dynamic_symbols())
            .find(|s| s.name().is_ok_and(|n| n.ends_with(blob::SYMBOL_CURRENT)))
        else {
            return Ok(None);
        };
        let section = symbol
            .section_index()
            .and_then(|i| file.section_by_index(i).ok())
            .ok_or_else(|| invalid("blob symbol has no section".into()))?;
        let bytes = section.data().map_err(|e| invalid(e.to_string()))?;
        let base = if file.kind() == object::ObjectKind::Relocatable {
            0
        } else {
            section.address()
        };
        let start = usize::try_from(symbol.address() - base).map_err(|e| invalid(e.to_string()))?;
        let header: [u8; 8] = bytes
            .get(start..start + 8)
            .and_then(|h| h.try_into().ok())
            .ok_or_else(|| invalid("blob header out of its section".into()))?;
        let end = usize::try_from(u64::from_le_bytes(header))
            .ok()
            .and_then(|n| n.checked_add(start + 8));
        end.and_then(|end| bytes.get(start..end))
            .map(|b| Some(b.to_vec()))
            .ok_or_else(|| invalid("blob runs past its section".into()))
    }
}
