//! `emit_blob_object`: the blob constant lands byte-exact under its symbol in ELF, Mach-O and
//! COFF objects, with TVM's section and registration choices.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::codegen::{
    Abi, Emit, LARGE_DATA_THRESHOLD, SystemLibRegistration, blob_section, emit_blob_object,
    emit_blob_with,
};
use modlink::target::TargetSpec;
use object::{Object, ObjectSection, ObjectSymbol, SectionKind};

fn sample_blob(len: usize) -> Vec<u8> {
    // Include NULs and high bytes so a C-string shortcut would be caught.
    (0..len).map(|i| (i * 131 % 256) as u8).collect()
}

fn symbol_bytes<'a>(file: &'a object::File<'a>, name: &str, len: usize) -> &'a [u8] {
    let symbol = file
        .symbols()
        .find(|s| s.name() == Ok(name))
        .unwrap_or_else(|| panic!("symbol {name} missing"));
    assert!(symbol.is_definition(), "{name} must be defined");
    assert!(symbol.is_global(), "{name} must be global");
    let section = file
        .section_by_index(symbol.section_index().unwrap())
        .unwrap();
    let data = section.data().unwrap();
    let offset = (symbol.address() - section.address()) as usize;
    &data[offset..offset + len]
}

/// The IR text LLVM prints for the same construct: `opaque` with opaque pointers (LLVM 15+),
/// `typed` with LLVM 14's typed pointers (where modlink's generic pointer is `i8*`).
fn by_pointer_model<'a>(opaque: &'a str, typed: &'a str) -> &'a str {
    if cfg!(feature = "llvm14") {
        typed
    } else {
        opaque
    }
}

#[test]
fn blob_is_stored_byte_exact_for_elf_macho_and_coff() {
    let blob = sample_blob(1000);
    let cases = [
        (
            "x86_64-unknown-linux-gnu",
            object::BinaryFormat::Elf,
            "P__tvm_ffi__library_bin",
        ),
        (
            "aarch64-unknown-linux-gnu",
            object::BinaryFormat::Elf,
            "P__tvm_ffi__library_bin",
        ),
        (
            "aarch64-apple-darwin",
            object::BinaryFormat::MachO,
            "_P__tvm_ffi__library_bin",
        ),
        (
            "x86_64-pc-windows-msvc",
            object::BinaryFormat::Coff,
            "P__tvm_ffi__library_bin",
        ),
    ];
    for (triple, format, symbol_name) in cases {
        let target = TargetSpec::parse(triple).unwrap();
        let bytes = emit_blob_object(&blob, "P__tvm_ffi__library_bin", &target, None).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        assert_eq!(file.format(), format, "{triple}");
        assert_eq!(
            symbol_bytes(&file, symbol_name, blob.len()),
            &blob[..],
            "{triple}"
        );
        let symbol = file
            .symbols()
            .find(|s| s.name() == Ok(symbol_name))
            .unwrap();
        let section = file
            .section_by_index(symbol.section_index().unwrap())
            .unwrap();
        assert_eq!(section.kind(), SectionKind::ReadOnlyData, "{triple}");
        if format == object::BinaryFormat::Elf {
            assert_eq!(section.name().unwrap(), ".rodata", "{triple}");
            assert_eq!(symbol.size(), blob.len() as u64);
        }
        if format == object::BinaryFormat::Coff {
            let directives = file.section_by_name(".drectve").unwrap();
            let text = String::from_utf8_lossy(directives.data().unwrap()).into_owned();
            assert!(
                text.contains("P__tvm_ffi__library_bin") && text.to_lowercase().contains("export"),
                "COFF blob must be dllexport: {text}"
            );
        }
    }
}

#[test]
fn empty_blob_is_allowed() {
    let target = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let bytes = emit_blob_object(&[], "__tvm_ffi__library_bin", &target, None).unwrap();
    let file = object::File::parse(&*bytes).unwrap();
    assert!(
        file.symbols()
            .any(|s| s.name() == Ok("__tvm_ffi__library_bin"))
    );
}

#[test]
fn bad_symbol_is_a_typed_error() {
    let target = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let err = emit_blob_object(b"x", "", &target, None).unwrap_err();
    assert!(err.to_string().contains("non-empty"), "{err}");
    let err = emit_blob_object(b"x", "a\0b", &target, None).unwrap_err();
    assert!(err.to_string().contains("NUL"), "{err}");
}

#[test]
fn large_blobs_go_to_lrodata_only_on_x86_64_elf() {
    let x86 = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let arm = TargetSpec::parse("aarch64-unknown-linux-gnu").unwrap();
    let mac = TargetSpec::parse("x86_64-apple-darwin").unwrap();
    assert_eq!(LARGE_DATA_THRESHOLD, 1 << 30);
    assert_eq!(
        blob_section(&x86, (1 << 30) + 1, LARGE_DATA_THRESHOLD),
        Some(".lrodata")
    );
    assert_eq!(blob_section(&x86, 1 << 30, LARGE_DATA_THRESHOLD), None);
    assert_eq!(blob_section(&arm, 3 << 30, LARGE_DATA_THRESHOLD), None);
    assert_eq!(blob_section(&mac, 3 << 30, LARGE_DATA_THRESHOLD), None);

    // The emitter applies it: with a 16-byte threshold a 17-byte blob is "large".
    let blob = sample_blob(17);
    let ir = emit_blob_with(&blob, "big", &x86, None, Emit::LlvmIr, 16).unwrap();
    let ir = String::from_utf8(ir).unwrap();
    let line = ir.lines().find(|l| l.starts_with("@big =")).unwrap();
    assert!(line.contains("section \".lrodata\""), "{line}");
    assert!(line.contains("constant [17 x i8]"), "{line}");
    assert!(line.contains("align 1"), "{line}");
    let object = emit_blob_with(&blob, "big", &x86, None, Emit::Object, 16).unwrap();
    let file = object::File::parse(&*object).unwrap();
    assert!(file.section_by_name(".lrodata").is_some());
    assert_eq!(symbol_bytes(&file, "big", blob.len()), &blob[..]);

    let small = emit_blob_with(&blob, "big", &x86, None, Emit::LlvmIr, 17).unwrap();
    assert!(!String::from_utf8(small).unwrap().contains(".lrodata"));
}

#[test]
fn system_lib_variant_registers_the_blob_from_a_ctor() {
    let blob = sample_blob(64);
    let registration = SystemLibRegistration {
        prefix: "mylib_".to_string(),
        abi: Abi::Current,
    };
    let linux = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let ir = emit_blob_with(
        &blob,
        "mylib___tvm_ffi__library_bin",
        &linux,
        Some(&registration),
        Emit::LlvmIr,
        LARGE_DATA_THRESHOLD,
    )
    .unwrap();
    let ir = String::from_utf8(ir).unwrap();
    assert!(ir.contains("; ModuleID = 'mylib_devc'"), "{ir}");
    // ELF: the constructor pointer sits in `.init_array` itself (see `append_global_ctor`).
    assert!(
        ir.contains(by_pointer_model(
            "ptr @_GLOBAL__sub_I_mylib_devc, section \".init_array\", align 8",
            "i8* bitcast (void ()* @_GLOBAL__sub_I_mylib_devc to i8*), section \".init_array\", align 8"
        )),
        "{ir}"
    );
    assert!(
        ir.contains(by_pointer_model(
            "call i32 @TVMFFIEnvModRegisterSystemLibSymbol(ptr @mylib___tvm_ffi__library_bin.str, ptr @mylib___tvm_ffi__library_bin)",
            "call i32 @TVMFFIEnvModRegisterSystemLibSymbol(i8* getelementptr inbounds ([29 x i8], [29 x i8]* @mylib___tvm_ffi__library_bin.str, i32 0, i32 0), i8* getelementptr inbounds ([64 x i8], [64 x i8]* @mylib___tvm_ffi__library_bin, i32 0, i32 0))"
        )),
        "{ir}"
    );
    assert!(ir.contains("section \".text.startup\""), "{ir}");
    assert!(
        ir.contains("@mylib___tvm_ffi__library_bin_reg_ = internal global i32 0, align 4"),
        "{ir}"
    );
    assert!(ir.contains("c\"mylib___tvm_ffi__library_bin\\00\""), "{ir}");

    let object = emit_blob_object(
        &blob,
        "mylib___tvm_ffi__library_bin",
        &linux,
        Some(registration.clone()),
    )
    .unwrap();
    let file = object::File::parse(&*object).unwrap();
    let init_array = file.section_by_name(".init_array").unwrap();
    assert_eq!(init_array.size(), 8);
    assert!(file.section_by_name(".ctors").is_none());
    let register = file
        .symbols()
        .find(|s| s.name() == Ok("TVMFFIEnvModRegisterSystemLibSymbol"))
        .unwrap();
    assert!(register.is_undefined());
    assert_eq!(
        symbol_bytes(&file, "mylib___tvm_ffi__library_bin", blob.len()),
        &blob[..]
    );

    let darwin = TargetSpec::parse("aarch64-apple-darwin").unwrap();
    let legacy = SystemLibRegistration {
        prefix: String::new(),
        abi: Abi::Legacy,
    };
    let ir = emit_blob_with(
        &blob,
        "__tvm_dev_mblob",
        &darwin,
        Some(&legacy),
        Emit::LlvmIr,
        LARGE_DATA_THRESHOLD,
    )
    .unwrap();
    let ir = String::from_utf8(ir).unwrap();
    assert!(ir.contains("@TVMBackendRegisterSystemLibSymbol("), "{ir}");
    assert!(
        ir.contains("section \"__TEXT,__StaticInit,regular,pure_instructions\""),
        "{ir}"
    );
    assert!(
        ir.contains(by_pointer_model(
            "@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_devc, ptr null }]",
            "@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_devc, i8* null }]"
        )),
        "{ir}"
    );
}

/// The ELF constructor placed in `.init_array` really runs at load time and registers the blob.
#[test]
fn system_lib_blob_constructor_runs_when_loaded() {
    let blob = sample_blob(300);
    let target = TargetSpec::host().unwrap();
    let object = emit_blob_object(
        &blob,
        "hx___tvm_ffi__library_bin",
        &target,
        Some(SystemLibRegistration {
            prefix: "hx_".to_string(),
            abi: Abi::Current,
        }),
    )
    .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let object_path = dir.path().join("hx_devc.o");
    std::fs::write(&object_path, &object).unwrap();
    let shim = dir.path().join("registry.c");
    std::fs::write(
        &shim,
        r#"
static const char* last_name;
static void* last_pointer;
static int calls;
int TVMFFIEnvModRegisterSystemLibSymbol(const char* name, void* ptr) {
    last_name = name; last_pointer = ptr; calls++; return 0;
}
const char* registered_name(void) { return last_name; }
void* registered_pointer(void) { return last_pointer; }
int registered_calls(void) { return calls; }
"#,
    )
    .unwrap();
    let library_path = dir.path().join("libblob.so");
    let status = std::process::Command::new("cc")
        .arg("-shared")
        .arg("-fPIC")
        .arg("-o")
        .arg(&library_path)
        .arg(&object_path)
        .arg(&shim)
        .status()
        .unwrap();
    assert!(status.success());
    // SAFETY: the library's only constructor is the one under test; accessors take no input.
    unsafe {
        let library = libloading::Library::new(&library_path).unwrap();
        let calls: libloading::Symbol<unsafe extern "C" fn() -> i32> =
            library.get(b"registered_calls").unwrap();
        let name: libloading::Symbol<unsafe extern "C" fn() -> *const std::ffi::c_char> =
            library.get(b"registered_name").unwrap();
        let pointer: libloading::Symbol<unsafe extern "C" fn() -> *const u8> =
            library.get(b"registered_pointer").unwrap();
        assert_eq!(calls(), 1);
        assert_eq!(
            std::ffi::CStr::from_ptr(name()).to_str().unwrap(),
            "hx___tvm_ffi__library_bin"
        );
        let registered = std::slice::from_raw_parts(pointer(), blob.len());
        assert_eq!(registered, &blob[..]);
        let symbol: libloading::Symbol<*const u8> =
            library.get(b"hx___tvm_ffi__library_bin").unwrap();
        assert_eq!(*symbol, pointer());
    }
}
