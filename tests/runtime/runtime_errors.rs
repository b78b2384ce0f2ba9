//! Libraries modlink must refuse to open, and calls that must fail with TVM's own errors.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::inspect::locate::LocateError;
use modlink::ir::DType;
use modlink::runtime::{CallError, Library, RuntimeError, Tensor, host_arch};
use support::runtime::{build_c_library, fixture};

const TRIVIAL_C: &str = "int answer(void) { return 42; }\n";

#[test]
fn refuses_a_library_for_another_architecture() {
    assert_eq!(host_arch(), "x86_64", "these checks assume an x86_64 host");
    let dir = tempfile::tempdir().unwrap();
    let lib = build_c_library(dir.path(), "arm64", TRIVIAL_C, "aarch64-linux-gnu-gcc", &[]);
    let error = Library::open(&lib).unwrap_err();
    match &error {
        RuntimeError::ArchMismatch {
            file_arch,
            host_arch,
            path,
        } => {
            assert_eq!(file_arch, "aarch64");
            assert_eq!(host_arch, "x86_64");
            assert!(path.ends_with("arm64.so"));
        }
        other => panic!("expected ArchMismatch, got {other:?}"),
    }
    let text = error.to_string();
    assert!(
        text.contains("aarch64") && text.contains("x86_64"),
        "{text}"
    );
}

#[test]
fn refuses_a_writable_and_executable_segment() {
    let dir = tempfile::tempdir().unwrap();
    // `-N` (omagic) links text and data into one RWX segment; `-nostdlib` because omagic
    // implies static linking of the C runtime.
    let lib = build_c_library(dir.path(), "rwx", TRIVIAL_C, "cc", &["-nostdlib", "-Wl,-N"]);
    let readelf = std::process::Command::new("readelf")
        .args(["-lW"])
        .arg(&lib)
        .output()
        .unwrap();
    let segments = String::from_utf8_lossy(&readelf.stdout);
    assert!(
        segments
            .lines()
            .any(|l| l.contains("LOAD") && l.contains("RWE")),
        "fixture has no RWX segment:\n{segments}"
    );
    let error = Library::open(&lib).unwrap_err();
    assert!(
        matches!(error, RuntimeError::WritableExecutable { segment: 0, .. }),
        "{error:?}"
    );
    assert!(
        error.to_string().contains("both writable and executable"),
        "{error}"
    );
}

#[test]
fn refuses_files_that_are_not_libraries() {
    let dir = tempfile::tempdir().unwrap();
    let text = dir.path().join("notes.so");
    std::fs::write(&text, b"just some text, not an ELF file").unwrap();
    let error = Library::open(&text).unwrap_err();
    assert!(
        matches!(error, RuntimeError::Locate(LocateError::NotAnObject { .. })),
        "{error:?}"
    );
    assert!(error.to_string().contains("notes.so"), "{error}");
    // A static archive holds objects TVM would link first; it cannot be dlopened.
    let error = Library::open(fixture("syslib_noprefix.a")).unwrap_err();
    assert!(
        matches!(error, RuntimeError::NotALibrary { .. }),
        "{error:?}"
    );
    assert!(
        error.to_string().contains("archive holds objects"),
        "{error}"
    );
    let missing = dir.path().join("missing.so");
    let error = Library::open(&missing).unwrap_err();
    assert!(matches!(error, RuntimeError::Io { .. }), "{error:?}");
    assert!(error.to_string().contains("missing.so"), "{error}");
}

#[test]
fn refuses_a_library_importing_an_entry_point_nobody_provides() {
    let dir = tempfile::tempdir().unwrap();
    let source = "int TVMFFIEnvModRegisterSystemLibSymbol(const char*, void*);\n\
                  int __tvm_ffi_reg(void* h, const void* a, int n, void* r) { return TVMFFIEnvModRegisterSystemLibSymbol(\"x\", h); }\n";
    let lib = build_c_library(dir.path(), "needs_syslib", source, "cc", &[]);
    let error = Library::open(&lib).unwrap_err();
    match &error {
        RuntimeError::UnresolvableImport { symbol, .. } => {
            assert_eq!(symbol, "TVMFFIEnvModRegisterSystemLibSymbol")
        }
        other => panic!("expected UnresolvableImport, got {other:?}"),
    }
    assert!(
        error
            .to_string()
            .contains("imports `TVMFFIEnvModRegisterSystemLibSymbol`, which neither"),
        "{error}"
    );
}

#[test]
fn missing_function_names_the_function_and_library() {
    let library = Library::open(fixture("add.so")).unwrap();
    let error = library.get_function("subtract").unwrap_err();
    assert!(
        matches!(&error, RuntimeError::FunctionNotFound { name, .. } if name == "subtract"),
        "{error:?}"
    );
    let text = error.to_string();
    assert!(
        text.contains("`subtract`") && text.contains("add.so"),
        "{text}"
    );
}

#[test]
fn wrong_argument_count_raises_tvms_type_error() {
    let library = Library::open(fixture("add.so")).unwrap();
    let add = library.get_function("add").unwrap();
    let mut a = Tensor::zeros(DType::F32, &[1024]).unwrap();
    let mut b = Tensor::zeros(DType::F32, &[1024]).unwrap();
    let error = add
        .call(&mut [(&mut a).into(), (&mut b).into()])
        .unwrap_err();
    match &error {
        CallError::Raised {
            function,
            kind,
            message,
        } => {
            assert_eq!(function, "add");
            assert_eq!(kind, "TypeError");
            assert!(
                message.starts_with("Expected 3 arguments when calling:"),
                "{message}"
            );
        }
        other => panic!("expected a raised TypeError, got {other:?}"),
    }
    // A scalar where a tensor belongs is refused by TVM's binder too.
    let mut c = Tensor::zeros(DType::F32, &[1024]).unwrap();
    let error = add
        .call(&mut [(&mut a).into(), 3i64.into(), (&mut c).into()])
        .unwrap_err();
    assert!(
        matches!(&error, CallError::Raised { kind, message, .. } if kind == "TypeError" && message.contains("argument #1")),
        "{error:?}"
    );
}
