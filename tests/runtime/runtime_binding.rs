//! In a process whose executable does not export modlink's entry points (every test binary),
//! the runtime binds a library's imports of them directly: lazily bound PLT slots and weak
//! GOT slots, inside RELRO too. The `modlink` binary exports them instead (tests/runtime/runtime_cli.rs).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::runtime::{Arg, CallError, Library, RuntimeError};
use support::runtime::build_c_library;

const TYPES: &str = "#include <stdint.h>\n\
typedef struct { int32_t type_index; uint32_t pad; union { int64_t v_int64; double v_float64; void* v_ptr; }; } TVMFFIAny;\n";

fn process_exports(symbol: &str) -> bool {
    let this = libloading::os::unix::Library::this();
    // SAFETY: only the symbol's presence is checked.
    unsafe { this.get::<*mut std::ffi::c_void>(symbol) }.is_ok()
}

fn raising_library(
    dir: &std::path::Path,
    name: &str,
    declaration: &str,
    flags: &[&str],
) -> std::path::PathBuf {
    let source = format!(
        "{TYPES}{declaration}\n\
         int __tvm_ffi_fail(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {{\n\
           if (TVMFFIErrorSetRaisedFromCStr) TVMFFIErrorSetRaisedFromCStr(\"IndexError\", \"bound by modlink\");\n\
           return -1;\n\
         }}\n\
         int __tvm_ffi_ok(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {{ return 0; }}\n"
    );
    build_c_library(dir, name, &source, "cc", flags)
}

#[test]
fn imports_are_bound_without_global_exports() {
    assert!(
        !process_exports("TVMFFIErrorSetRaisedFromCStr"),
        "this test needs a process that does not export the runtime's entry points"
    );
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        // Strong import through the PLT, bound lazily (what TVM's generated code does).
        (
            "lazy_plt",
            "void TVMFFIErrorSetRaisedFromCStr(const char*, const char*);",
            vec![],
        ),
        // Weak import in a RELRO GOT resolved at load (what modlink's codegen does), -z now.
        (
            "weak_relro_now",
            "extern void TVMFFIErrorSetRaisedFromCStr(const char*, const char*) __attribute__((weak));",
            vec!["-Wl,-z,relro", "-Wl,-z,now"],
        ),
    ];
    for (name, declaration, flags) in cases {
        let library =
            Library::open(raising_library(dir.path(), name, declaration, &flags)).unwrap();
        assert_eq!(
            library.get_function("ok").unwrap().call(&mut []).unwrap(),
            None,
            "{name}"
        );
        let error = library
            .get_function("fail")
            .unwrap()
            .call(&mut [Arg::Int(1)])
            .unwrap_err();
        assert_eq!(
            error,
            CallError::Raised {
                function: "fail".into(),
                kind: "IndexError".into(),
                message: "bound by modlink".into()
            },
            "{name}"
        );
    }
}

#[test]
fn strong_imports_of_a_bind_now_library_need_global_exports() {
    let dir = tempfile::tempdir().unwrap();
    let lib = raising_library(
        dir.path(),
        "strong_now",
        "void TVMFFIErrorSetRaisedFromCStr(const char*, const char*);",
        &["-Wl,-z,now"],
    );
    let error = Library::open(&lib).unwrap_err();
    match &error {
        RuntimeError::Open { message, .. } => {
            assert!(
                message.contains("undefined symbol: TVMFFIErrorSetRaisedFromCStr"),
                "{message}"
            )
        }
        other => panic!("expected the loader's error, got {other:?}"),
    }
}
