//! Fuzz target for the `.kir` parser: any input must give a program or a parse error, never a
//! panic or a stack overflow; whatever parses must print and re-parse to the same AST, and
//! verifying it must not panic (a verified program must round-trip through text as well).
//!
//! * Under `cargo +nightly fuzz` (`--cfg fuzzing`) it exports libFuzzer's C entry point
//!   `LLVMFuzzerTestOneInput` itself, so it needs no crate from the registry.
//! * Otherwise it is a plain binary: `kir_parse FILE|DIR...` replays inputs (for a seed corpus,
//!   use `examples/*.kir`), and with no argument it reads one input from stdin.
#![cfg_attr(fuzzing, no_main)]

use modlink::ir;

/// One input: arbitrary bytes, parsed as `.kir` text when they are UTF-8.
fn fuzz_one(data: &[u8]) {
    let Ok(source) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(program) = ir::parse(source, "<fuzz>") else {
        return;
    };
    let printed = ir::print(&program);
    let reparsed = ir::parse(&printed, "<printed>");
    assert!(
        reparsed.as_ref().is_ok_and(|p| *p == program),
        "print/parse changed the program: {reparsed:?}\n{printed}"
    );
    if let Ok(verified) = ir::verify_program(&program) {
        let typed = ir::print(&verified);
        let reparsed = ir::parse(&typed, "<typed>");
        assert!(
            reparsed.as_ref().is_ok_and(|p| *p == verified),
            "print/parse changed the verified program: {reparsed:?}\n{typed}"
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
            eprintln!("kir_parse: {err}");
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
                .map(|entry| entry.map(|e| e.path()))
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
