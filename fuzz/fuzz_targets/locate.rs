//! Fuzz target for the locator: any bytes given as a library file must give a `Located` or a
//! typed error naming the file, never a panic, and a located blob must read or fail cleanly.
//!
//! * Under `cargo +nightly fuzz` (`--cfg fuzzing`) it exports libFuzzer's C entry point
//!   `LLVMFuzzerTestOneInput` itself (as `blob_read` does, see `fuzz/seed.sh`). Good seeds are
//!   the fixture libraries themselves:
//!   `cargo +nightly fuzz run locate ../../shared/fixtures/tvm-0.27`.
//! * Otherwise it is a plain binary: `locate FILE|DIR...` replays inputs (the fixtures, a corpus,
//!   a crash artifact); with no argument it reads one input from stdin.
#![cfg_attr(fuzzing, no_main)]

use modlink::load::locate::locate_bytes;

const NAME: &str = "fuzz-input";

fn fuzz_one(data: &[u8]) {
    match locate_bytes(data.to_vec().into(), NAME) {
        Ok(located) => {
            if let Some(blob) = &located.blob {
                let nbytes = blob.get(..8).map(|h| {
                    let mut raw = [0u8; 8];
                    raw.copy_from_slice(h);
                    u64::from_le_bytes(raw)
                });
                assert_eq!(
                    nbytes.map(|n| n + 8),
                    Some(blob.len() as u64),
                    "a located blob is exactly 8 + nbytes long"
                );
            }
            if let Err(error) = located.tree() {
                assert!(error.to_string().starts_with(NAME), "{error}");
            }
        }
        Err(error) => assert!(error.to_string().starts_with(NAME), "{error}"),
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
    let result = if args.is_empty() {
        use std::io::Read;
        let mut input = Vec::new();
        std::io::stdin()
            .read_to_end(&mut input)
            .map(|_| fuzz_one(&input))
    } else {
        replay(&args)
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("locate: {err}");
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
        for file in files.iter().filter(|file| file.is_file()) {
            fuzz_one(&std::fs::read(file)?);
            count += 1;
        }
    }
    println!("replayed {count} inputs, no failure");
    Ok(())
}
