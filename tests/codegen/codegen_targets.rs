//! Objects for every supported triple (read back with the `object` crate), the other emit
//! kinds, system-library mode and per-kernel parallel compilation.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::{CodegenOptions, Emit, compile, compile_parallel};
use modlink::ir::Program;
use modlink::target::TargetSpec;
use object::{Architecture, BinaryFormat, Endianness, Object, ObjectSection, ObjectSymbol};
use support::kernels::*;

fn vadd_program() -> Program {
    let program = kernels_program();
    Program {
        kernels: program
            .kernels
            .into_iter()
            .filter(|k| k.name == "vadd" || k.name == "saxpy")
            .collect(),
    }
}

#[test]
fn objects_for_every_triple_have_the_right_format_and_symbols() {
    let cases = [
        (
            "x86_64-unknown-linux-gnu",
            BinaryFormat::Elf,
            Architecture::X86_64,
            Endianness::Little,
        ),
        (
            "aarch64-unknown-linux-gnu",
            BinaryFormat::Elf,
            Architecture::Aarch64,
            Endianness::Little,
        ),
        (
            "riscv64gc-unknown-linux-gnu",
            BinaryFormat::Elf,
            Architecture::Riscv64,
            Endianness::Little,
        ),
        (
            "armv7-unknown-linux-gnueabihf",
            BinaryFormat::Elf,
            Architecture::Arm,
            Endianness::Little,
        ),
        (
            "x86_64-apple-darwin",
            BinaryFormat::MachO,
            Architecture::X86_64,
            Endianness::Little,
        ),
        (
            "aarch64-apple-darwin",
            BinaryFormat::MachO,
            Architecture::Aarch64,
            Endianness::Little,
        ),
        (
            "x86_64-pc-windows-msvc",
            BinaryFormat::Coff,
            Architecture::X86_64,
            Endianness::Little,
        ),
        (
            "i686-unknown-linux-gnu",
            BinaryFormat::Elf,
            Architecture::I386,
            Endianness::Little,
        ),
        (
            "powerpc64le-unknown-linux-gnu",
            BinaryFormat::Elf,
            Architecture::PowerPc64,
            Endianness::Little,
        ),
        (
            "s390x-unknown-linux-gnu",
            BinaryFormat::Elf,
            Architecture::S390x,
            Endianness::Big,
        ),
        (
            "wasm32-unknown-unknown",
            BinaryFormat::Wasm,
            Architecture::Wasm32,
            Endianness::Little,
        ),
    ];
    let program = vadd_program();
    for (triple, format, architecture, endianness) in cases {
        let target = TargetSpec::parse(triple).unwrap();
        let code = compile(&program, &target, &CodegenOptions::default())
            .unwrap_or_else(|e| panic!("{triple}: {e}"));
        assert_eq!(code.functions, vec!["vadd", "saxpy"]);
        if format == BinaryFormat::Wasm {
            // modlink's `object` build has no wasm reader: check the header and that the
            // linking section's symbol table names the entries.
            assert_eq!(&code.bytes[..8], b"\0asm\x01\0\0\0", "{triple}");
            let _ = (architecture, endianness);
            for name in ["__tvm_ffi_vadd", "vadd_c", "__tvm_ffi_saxpy", "saxpy_c"] {
                assert!(
                    code.bytes.windows(name.len()).any(|w| w == name.as_bytes()),
                    "{triple}: {name}"
                );
            }
            continue;
        }
        let file = object::File::parse(&*code.bytes).unwrap();
        assert_eq!(file.format(), format, "{triple}");
        assert_eq!(file.architecture(), architecture, "{triple}");
        assert_eq!(file.endianness(), endianness, "{triple}");
        let prefix = target.symbol_prefix();
        for name in ["__tvm_ffi_vadd", "vadd_c", "__tvm_ffi_saxpy", "saxpy_c"] {
            let symbol = format!("{prefix}{name}");
            let found = file
                .symbols()
                .find(|s| s.name() == Ok(symbol.as_str()))
                .unwrap_or_else(|| panic!("{triple}: {symbol} missing"));
            assert!(found.is_definition(), "{triple}: {symbol}");
            assert!(found.is_global(), "{triple}: {symbol}");
        }
        let raise = format!("{prefix}TVMFFIErrorSetRaisedFromCStrParts");
        let raise = file
            .symbols()
            .find(|s| s.name() == Ok(raise.as_str()))
            .unwrap_or_else(|| panic!("{triple}: error entry missing"));
        if format == BinaryFormat::Coff {
            // COFF spells extern_weak as a weak external with a null default.
            assert!(raise.is_weak(), "{triple}");
        } else {
            assert!(raise.is_undefined(), "{triple}");
        }
        if format == BinaryFormat::Elf {
            assert!(raise.is_weak(), "{triple}: the error entry must be weak");
            let launch = file
                .symbols()
                .find(|s| s.name() == Ok("__TVMBackendParallelLaunch"))
                .unwrap();
            assert!(launch.is_weak() && launch.is_definition(), "{triple}");
            assert_eq!(launch.size(), u64::from(target.pointer_width() / 8));
        }
        if triple.starts_with("riscv64") {
            let flags = match file.flags() {
                object::FileFlags::Elf { e_flags, .. } => e_flags,
                other => panic!("{other:?}"),
            };
            // EF_RISCV_FLOAT_ABI_DOUBLE (lp64d), as the Debian cross toolchain expects.
            assert_eq!(flags.0 & 0x6, 0x4, "riscv64 float ABI flags {:#x}", flags.0);
        }
        if format == BinaryFormat::Coff {
            let directives = file.section_by_name(".drectve").unwrap();
            let text = String::from_utf8_lossy(directives.data().unwrap()).into_owned();
            assert!(text.contains("__tvm_ffi_vadd"), "dllexport: {text}");
        }
    }
}

#[test]
fn llvm_ir_names_values_after_the_source() {
    let program = vadd_program();
    let target = TargetSpec::host().unwrap();
    let options = CodegenOptions {
        emit: Emit::LlvmIr,
        opt_level: modlink::codegen::OptLevel::O0,
        ..CodegenOptions::default()
    };
    let code = compile(&program, &target, &options).unwrap();
    assert_eq!(code.emit, Emit::LlvmIr);
    let ir = String::from_utf8(code.bytes).unwrap();
    assert!(ir.contains("define"), "{ir}");
    // The generic pointer is `ptr` from LLVM 15, `i8*` in LLVM 14 (typed pointers).
    let pointer = if cfg!(feature = "llvm14") {
        "i8*"
    } else {
        "ptr"
    };
    assert!(
        ir.contains(&format!("@__tvm_ffi_vadd({pointer} %self")),
        "{ir}"
    );
    assert!(ir.contains(&format!("@vadd_c({pointer} ")), "{ir}");
    for name in [
        "%A",
        "%B",
        "%C",
        "%n",
        "%args",
        "%num_args",
        "%a",
        "%task_id",
        "%cdata",
    ] {
        assert!(ir.contains(name), "value name {name} missing");
    }
    assert!(
        ir.contains("!{!\"llvm.loop.vectorize.width\", i32 8}"),
        "vectorize hint: {ir}"
    );
    assert!(ir.contains("!{!\"llvm.loop.vectorize.enable\", i1 true}"));
    // After O2 the loop has been vectorized (LLVM marks it so).
    let optimized = compile(
        &program,
        &target,
        &CodegenOptions {
            emit: Emit::LlvmIr,
            ..CodegenOptions::default()
        },
    )
    .unwrap();
    let optimized = String::from_utf8(optimized.bytes).unwrap();
    assert!(optimized.contains("llvm.loop.isvectorized"));
    assert!(optimized.contains("<8 x float>") || optimized.contains("<4 x float>"));
    assert!(
        ir.contains(&format!(
            "@__TVMBackendParallelLaunch = linkonce global {pointer} null, align 8"
        )),
        "{ir}"
    );
    assert!(
        ir.contains("declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts"),
        "{ir}"
    );
    assert!(ir.contains("kernel `vadd`: argument 1 (`B`): "));

    // softmax_rows' `unroll(4)` loop carries the unroll count.
    let all = compile(&kernels_program(), &target, &options).unwrap();
    let all = String::from_utf8(all.bytes).unwrap();
    assert!(
        all.contains("!{!\"llvm.loop.unroll.count\", i32 4}"),
        "unroll hint missing"
    );
}

#[test]
fn assembly_and_bitcode_are_emitted_to_memory() {
    let program = vadd_program();
    let target = TargetSpec::parse("aarch64-unknown-linux-gnu").unwrap();
    let asm = compile(
        &program,
        &target,
        &CodegenOptions {
            emit: Emit::Assembly,
            ..CodegenOptions::default()
        },
    )
    .unwrap();
    let asm = String::from_utf8(asm.bytes).unwrap();
    assert!(asm.contains("__tvm_ffi_vadd:"), "{asm}");
    assert!(asm.contains(".globl\t__tvm_ffi_vadd"), "{asm}");
    let bitcode = compile(
        &program,
        &target,
        &CodegenOptions {
            emit: Emit::Bitcode,
            ..CodegenOptions::default()
        },
    )
    .unwrap();
    assert_eq!(&bitcode.bytes[..4], b"BC\xC0\xDE");
}

#[test]
fn native_cpu_and_bad_features_are_handled() {
    let target = TargetSpec::host().unwrap().with_cpu("native");
    let code = compile(&vadd_program(), &target, &CodegenOptions::default()).unwrap();
    assert!(object::File::parse(&*code.bytes).is_ok());
    let target = TargetSpec::parse("x86_64-unknown-linux-gnu")
        .unwrap()
        .with_cpu("no-such-cpu-at-all");
    // LLVM warns and falls back on unknown CPUs; it must not crash and still produce code.
    let result = compile(&vadd_program(), &target, &CodegenOptions::default());
    if let Err(error) = result {
        assert!(error.to_string().contains("x86_64"), "{error}");
    }
}

#[test]
fn invalid_programs_are_rejected_with_the_verifier_message() {
    let program = modlink::ir::parse(
        "kernel bad(A: f32[n]) { for i in 0..n { A[i] = 1; x = 2; } }",
        "bad.kir",
    )
    .unwrap();
    let target = TargetSpec::host().unwrap();
    let error = compile(&program, &target, &CodegenOptions::default()).unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("bad") && message.contains('x'),
        "{message}"
    );
}

const REGISTRY_SHIM: &str = r#"
#include <string.h>
static const char* names[64];
static void* pointers[64];
static int count;
int TVMFFIEnvModRegisterSystemLibSymbol(const char* name, void* ptr) {
    if (count < 64) { names[count] = name; pointers[count] = ptr; count++; }
    return 0;
}
int registered_count(void) { return count; }
const char* registered_name(int i) { return names[i]; }
void* registered_pointer(int i) { return pointers[i]; }
"#;

#[test]
fn system_lib_registers_every_function_from_a_constructor() {
    let program = Program {
        kernels: vec![
            kernels_program()
                .kernels
                .into_iter()
                .find(|k| k.name == "saxpy")
                .unwrap(),
        ],
    };
    let target = TargetSpec::host().unwrap();
    let options = CodegenOptions {
        system_lib_prefix: Some("mylib_".to_string()),
        ..CodegenOptions::default()
    };
    let code = compile(&program, &target, &options).unwrap();
    assert_eq!(code.functions, vec!["saxpy", "main"]);
    let file = object::File::parse(&*code.bytes).unwrap();
    let launch = file
        .symbols()
        .find(|s| s.name() == Ok("TVMBackendParallelLaunch"))
        .unwrap();
    assert!(launch.is_undefined() && launch.is_weak());
    assert!(
        !file
            .symbols()
            .any(|s| s.name() == Ok("__TVMBackendParallelLaunch")),
        "system-lib mode calls the launcher directly"
    );
    let ctx = file
        .symbols()
        .find(|s| s.name() == Ok("mylib___tvm_ffi__library_ctx"))
        .unwrap();
    assert!(ctx.is_weak() && ctx.is_definition());

    // Link with a registry shim and run the constructor by loading the library.
    let dir = tempfile::tempdir().unwrap();
    let object_path = dir.path().join("lib0.o");
    std::fs::write(&object_path, &code.bytes).unwrap();
    let shim = dir.path().join("registry.c");
    std::fs::write(&shim, REGISTRY_SHIM).unwrap();
    let library_path = dir.path().join("libsys.so");
    run_cc(&[
        "-shared".as_ref(),
        "-fPIC".as_ref(),
        "-o".as_ref(),
        library_path.as_os_str(),
        object_path.as_os_str(),
        shim.as_os_str(),
        "-lm".as_ref(),
    ]);
    let library = load_now(&library_path);
    // SAFETY: the shim's accessors; pointers registered by the constructor.
    unsafe {
        let count: libloading::Symbol<unsafe extern "C" fn() -> i32> =
            library.get(b"registered_count").unwrap();
        let name: libloading::Symbol<unsafe extern "C" fn(i32) -> *const std::ffi::c_char> =
            library.get(b"registered_name").unwrap();
        let pointer: libloading::Symbol<unsafe extern "C" fn(i32) -> *mut std::ffi::c_void> =
            library.get(b"registered_pointer").unwrap();
        let names: Vec<String> = (0..count())
            .map(|i| {
                std::ffi::CStr::from_ptr(name(i))
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        assert_eq!(
            names,
            vec![
                "mylib___tvm_ffi__library_ctx",
                "__tvm_ffi_saxpy",
                "__tvm_ffi_main"
            ]
        );
        let saxpy: PackedFn = std::mem::transmute(pointer(1));
        let mut x = Tensor::new(vec![1.0f32, 2.0, 3.0], &[3]);
        let mut y = Tensor::new(vec![1.0f32, 1.0, 1.0], &[3]);
        let mut out = Tensor::<f32>::zeros(&[3]);
        let args = [TVMFFIAny::float(2.0), x.any(), y.any(), out.any()];
        let mut result = TVMFFIAny::raw(TYPE_NONE, 0);
        let status = saxpy(std::ptr::null_mut(), args.as_ptr(), 4, &mut result);
        assert_eq!(status, 0);
        assert_eq!(out.data, vec![3.0, 5.0, 7.0]);
        let ctx_symbol: libloading::Symbol<*mut *mut std::ffi::c_void> =
            library.get(b"mylib___tvm_ffi__library_ctx").unwrap();
        assert_eq!(pointer(0), *ctx_symbol as *mut std::ffi::c_void);
    }
}

#[test]
fn compile_parallel_gives_one_linkable_object_per_kernel() {
    let program = kernels_program();
    let target = TargetSpec::host().unwrap();
    let outputs = compile_parallel(&program, &target, &CodegenOptions::default()).unwrap();
    assert_eq!(outputs.len(), program.kernels.len());
    let dir = tempfile::tempdir().unwrap();
    let mut args: Vec<std::ffi::OsString> = vec!["-shared".into(), "-o".into()];
    let library_path = dir.path().join("libmany.so");
    args.push(library_path.clone().into_os_string());
    for (output, kernel) in outputs.iter().zip(&program.kernels) {
        assert_eq!(output.functions, vec![kernel.name.clone()]);
        let file = object::File::parse(&*output.bytes).unwrap();
        let own = format!("__tvm_ffi_{}", kernel.name);
        assert!(file.symbols().any(|s| s.name() == Ok(own.as_str())));
        let path = dir.path().join(format!("{}.o", kernel.name));
        std::fs::write(&path, &output.bytes).unwrap();
        args.push(path.into_os_string());
    }
    args.push("-lm".into());
    let arg_refs: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_os_str()).collect();
    run_cc(&arg_refs);
    let library = load_now(&library_path);
    let mut a = Tensor::new(vec![1.0f32, 2.0], &[2]);
    let mut b = Tensor::new(vec![3.0f32, 4.0], &[2]);
    let mut c = Tensor::<f32>::zeros(&[2]);
    assert_eq!(
        call_packed(&library, "vadd", &[a.any(), b.any(), c.any()]),
        0
    );
    assert_eq!(c.data, vec![4.0, 6.0]);
    let mut out = Tensor::<f32>::zeros(&[2]);
    assert_eq!(
        call_packed(
            &library,
            "saxpy",
            &[TVMFFIAny::float(10.0), a.any(), b.any(), out.any()]
        ),
        0
    );
    assert_eq!(out.data, vec![13.0, 24.0]);
}

/// Windows and macOS objects link into a DLL / dylib with LLVM's linkers, export the packed
/// entries, and leave nothing unresolved but the C runtime's own symbols (the weak error entry
/// resolves to null).
#[test]
fn windows_and_macos_objects_link_into_libraries_that_export_the_kernels() {
    let program = vadd_program();
    let dir = tempfile::tempdir().unwrap();

    let windows = TargetSpec::parse("x86_64-pc-windows-msvc").unwrap();
    let code = compile(&program, &windows, &CodegenOptions::default()).unwrap();
    let object_path = dir.path().join("kernels.obj");
    std::fs::write(&object_path, &code.bytes).unwrap();
    let dll = dir.path().join("kernels.dll");
    let mut out_arg = std::ffi::OsString::from("/out:");
    out_arg.push(&dll);
    let output = std::process::Command::new("lld-link-19")
        .args(["/dll", "/noentry", "/nodefaultlib", "/force:unresolved"])
        .arg(out_arg)
        .arg(&object_path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    for line in stderr.lines().filter(|l| l.contains("undefined symbol")) {
        // `_fltused` is the MSVC CRT's marker for floating-point use.
        assert!(line.ends_with("_fltused"), "unexpected: {line}");
    }
    let bytes = std::fs::read(&dll).unwrap();
    let file = object::File::parse(&*bytes).unwrap();
    let exports: Vec<String> = file
        .exports()
        .unwrap()
        .filter_map(|e| {
            e.unwrap()
                .name()
                .name()
                .map(|n| String::from_utf8_lossy(n).into_owned())
        })
        .collect();
    for name in [
        "__tvm_ffi_vadd",
        "__tvm_ffi_saxpy",
        "vadd_c",
        "__TVMBackendParallelLaunch",
    ] {
        assert!(
            exports.iter().any(|e| e == name),
            "{name} not in {exports:?}"
        );
    }

    let macos = TargetSpec::parse("aarch64-apple-darwin").unwrap();
    let code = compile(&program, &macos, &CodegenOptions::default()).unwrap();
    let object_path = dir.path().join("kernels.o");
    std::fs::write(&object_path, &code.bytes).unwrap();
    let dylib = dir.path().join("libkernels.dylib");
    let output = std::process::Command::new("ld64.lld-19")
        .args([
            "-dylib",
            "-arch",
            "arm64",
            "-platform_version",
            "macos",
            "11.0",
            "11.0",
        ])
        .args(["-undefined", "dynamic_lookup", "-o"])
        .arg(&dylib)
        .arg(&object_path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let bytes = std::fs::read(&dylib).unwrap();
    let file = object::File::parse(&*bytes).unwrap();
    let exports: Vec<String> = file
        .exports()
        .unwrap()
        .filter_map(|e| {
            e.unwrap()
                .name()
                .name()
                .map(|n| String::from_utf8_lossy(n).into_owned())
        })
        .collect();
    for name in ["___tvm_ffi_vadd", "___tvm_ffi_saxpy", "_vadd_c"] {
        assert!(
            exports.iter().any(|e| e == name),
            "{name} not in {exports:?}"
        );
    }
}

/// Same program, target and options → the same bytes (codegen units can be content-addressed
/// and cached), also when kernels are compiled on several threads.
#[test]
fn output_is_deterministic() {
    let program = kernels_program();
    let target = TargetSpec::parse("aarch64-unknown-linux-gnu").unwrap();
    let options = CodegenOptions::default();
    let first = compile(&program, &target, &options).unwrap();
    let second = compile(&program, &target, &options).unwrap();
    assert!(
        first.bytes == second.bytes,
        "object bytes differ between runs"
    );
    let parallel_first = compile_parallel(&program, &target, &options).unwrap();
    let parallel_second = compile_parallel(&program, &target, &options).unwrap();
    assert_eq!(parallel_first.len(), parallel_second.len());
    for (a, b) in parallel_first.iter().zip(&parallel_second) {
        let first_difference = a.bytes.iter().zip(&b.bytes).position(|(x, y)| x != y);
        assert!(
            a == b,
            "{:?}: {} vs {} bytes, first difference at {:?}",
            a.functions,
            a.bytes.len(),
            b.bytes.len(),
            first_difference
        );
    }
}

/// LLVM's warnings come back in `HostCode::diagnostics` instead of going to stderr.
#[test]
fn llvm_warnings_are_collected_not_printed() {
    let program = vadd_program();
    // riscv64gc has no vector unit: the forced vectorize(8) loop stays scalar, and LLVM says so.
    let riscv = TargetSpec::parse("riscv64gc-unknown-linux-gnu").unwrap();
    let code = compile(&program, &riscv, &CodegenOptions::default()).unwrap();
    assert!(
        code.diagnostics
            .iter()
            .any(|d| d.contains("loop not vectorized")),
        "{:?}",
        code.diagnostics
    );
    let x86 = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let code = compile(&program, &x86, &CodegenOptions::default()).unwrap();
    assert!(code.diagnostics.is_empty(), "{:?}", code.diagnostics);
}
