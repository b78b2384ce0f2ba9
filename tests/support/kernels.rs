//! Shared helpers for the codegen tests: compile kernels for the host, link them with the
//! system C compiler, load them, and call them with DLTensors packed in `TVMFFIAny` arrays.
//!
//! The DLPack and tvm-ffi structs below are written from DLPack's and tvm-ffi's C headers on
//! purpose, independently of `modlink::runtime::ffi_abi`: the codegen tests check the kernels'
//! ABI against this independent declaration, so a mistake in the runtime's structs cannot hide
//! the same mistake in the generated code.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::ffi::c_void;
use std::path::{Path, PathBuf};
use std::process::Command;

use modlink::codegen::{CodegenOptions, compile};
use modlink::ir::Program;
use modlink::target::TargetSpec;

/// A CNN model with a layer of every kind the model front lowers to kernels (convolutions,
/// pooling, batch and layer norm, dense, GELU, softmax): the "real-model kernels" of the CPU
/// levels' tests and bench.
pub const CNN_MODEL: &str = r#"{"name": "cnn", "input_shape": [2, 3, 32, 32], "seed": 7,
 "layers": [{"conv2d": {"channels": 16, "kernel": 3, "padding": 1, "relu": true}},
            {"batch_norm": {}}, {"max_pool": {"size": 2}},
            {"conv2d": {"channels": 32, "kernel": 3, "padding": 1}}, "relu",
            {"avg_pool": {"size": 2}}, {"residual_add": {"from": 5}}, "global_avg_pool",
            {"dense": {"units": 64, "relu": true}}, {"layer_norm": {}}, "gelu",
            {"dense": {"units": 10}}, "softmax"]}"#;

/// `DLDevice`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLDevice {
    pub device_type: i32,
    pub device_id: i32,
}

/// `DLDataType`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLDataType {
    pub code: u8,
    pub bits: u8,
    pub lanes: u16,
}

/// `DLTensor` (dlpack 1.x), 48 bytes on 64-bit hosts.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLTensor {
    pub data: *mut c_void,
    pub device: DLDevice,
    pub ndim: i32,
    pub dtype: DLDataType,
    pub shape: *mut i64,
    pub strides: *mut i64,
    pub byte_offset: u64,
}

/// `TVMFFIAny`, 16 bytes.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct TVMFFIAny {
    pub type_index: i32,
    pub zero_padding: u32,
    pub value: u64,
}

pub const TYPE_NONE: i32 = 0;
pub const TYPE_INT: i32 = 1;
pub const TYPE_BOOL: i32 = 2;
pub const TYPE_FLOAT: i32 = 3;
pub const TYPE_OPAQUE_PTR: i32 = 4;
pub const TYPE_DLTENSOR_PTR: i32 = 7;
pub const TYPE_RAW_STR: i32 = 8;
pub const TYPE_TENSOR: i32 = 70;

impl TVMFFIAny {
    pub fn int(v: i64) -> Self {
        TVMFFIAny {
            type_index: TYPE_INT,
            zero_padding: 0,
            value: v as u64,
        }
    }
    pub fn boolean(v: bool) -> Self {
        TVMFFIAny {
            type_index: TYPE_BOOL,
            zero_padding: 0,
            value: u64::from(v),
        }
    }
    pub fn float(v: f64) -> Self {
        TVMFFIAny {
            type_index: TYPE_FLOAT,
            zero_padding: 0,
            value: v.to_bits(),
        }
    }
    pub fn tensor(t: &mut DLTensor) -> Self {
        TVMFFIAny {
            type_index: TYPE_DLTENSOR_PTR,
            zero_padding: 0,
            value: t as *mut DLTensor as u64,
        }
    }
    pub fn raw(type_index: i32, value: u64) -> Self {
        TVMFFIAny {
            type_index,
            zero_padding: 0,
            value,
        }
    }
}

/// An element type a test buffer can hold, with its DLPack code and bits.
pub trait Element: Copy + Default {
    const CODE: u8;
    const BITS: u8;
}
impl Element for f32 {
    const CODE: u8 = 2;
    const BITS: u8 = 32;
}
impl Element for f64 {
    const CODE: u8 = 2;
    const BITS: u8 = 64;
}
impl Element for i32 {
    const CODE: u8 = 0;
    const BITS: u8 = 32;
}
impl Element for i64 {
    const CODE: u8 = 0;
    const BITS: u8 = 64;
}
impl Element for u32 {
    const CODE: u8 = 1;
    const BITS: u8 = 32;
}
impl Element for u8 {
    const CODE: u8 = 1;
    const BITS: u8 = 8;
}
impl Element for i8 {
    const CODE: u8 = 0;
    const BITS: u8 = 8;
}
impl Element for u16 {
    const CODE: u8 = 1;
    const BITS: u8 = 16;
}

/// A host tensor: owned data and shape, and a `DLTensor` describing them.
pub struct Tensor<T: Element> {
    pub data: Vec<T>,
    pub shape: Vec<i64>,
    pub strides: Option<Vec<i64>>,
    pub dl: DLTensor,
}

impl<T: Element> Tensor<T> {
    pub fn new(data: Vec<T>, shape: &[i64]) -> Box<Self> {
        assert_eq!(
            data.len() as i64,
            shape.iter().product::<i64>(),
            "test tensor data/shape mismatch"
        );
        let mut tensor = Box::new(Tensor {
            data,
            shape: shape.to_vec(),
            strides: None,
            dl: DLTensor {
                data: std::ptr::null_mut(),
                device: DLDevice {
                    device_type: 1,
                    device_id: 0,
                },
                ndim: shape.len() as i32,
                dtype: DLDataType {
                    code: T::CODE,
                    bits: T::BITS,
                    lanes: 1,
                },
                shape: std::ptr::null_mut(),
                strides: std::ptr::null_mut(),
                byte_offset: 0,
            },
        });
        tensor.refresh();
        tensor
    }

    pub fn zeros(shape: &[i64]) -> Box<Self> {
        let n = shape.iter().product::<i64>() as usize;
        Tensor::new(vec![T::default(); n], shape)
    }

    /// Re-points the DLTensor at the owned vectors (after they moved or changed).
    pub fn refresh(&mut self) {
        self.dl.data = self.data.as_mut_ptr().cast();
        self.dl.shape = self.shape.as_mut_ptr();
        self.dl.strides = match &mut self.strides {
            Some(s) => s.as_mut_ptr(),
            None => std::ptr::null_mut(),
        };
    }

    pub fn any(&mut self) -> TVMFFIAny {
        self.refresh();
        TVMFFIAny::tensor(&mut self.dl)
    }
}

/// The seeded test generator (xorshift64*), so failures reproduce.
#[allow(unused_imports)]
pub use super::Rng;

/// The five acceptance kernels' source.
pub fn kernels_source() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir")).unwrap()
}

pub fn kernels_program() -> Program {
    modlink::ir::parse(&kernels_source(), "examples/kernels.kir").unwrap()
}

/// Compiles `program` for the host, links it into a shared library with `cc` and returns the
/// directory (kept alive by the caller) and the library path.
pub fn build_library(program: &Program, options: &CodegenOptions) -> (tempfile::TempDir, PathBuf) {
    let target = TargetSpec::host().unwrap();
    let code = compile(program, &target, options).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let object = dir.path().join("kernels.o");
    std::fs::write(&object, &code.bytes).unwrap();
    let library = dir.path().join("libkernels.so");
    run_cc(&[
        "-shared".as_ref(),
        "-o".as_ref(),
        library.as_os_str(),
        object.as_os_str(),
        "-lm".as_ref(),
    ]);
    (dir, library)
}

pub fn run_cc(args: &[&std::ffi::OsStr]) {
    let output = Command::new(std::env::var_os("CC").unwrap_or_else(|| "cc".into()))
        .args(args)
        .output()
        .expect("run cc");
    assert!(
        output.status.success(),
        "cc {:?} failed: {}",
        args,
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Loads a library with RTLD_NOW (RTLD_LOCAL).
pub fn load_now(path: &Path) -> libloading::Library {
    // SAFETY: test libraries built above; their constructors are ours.
    unsafe {
        libloading::os::unix::Library::open(Some(path), libloading::os::unix::RTLD_NOW)
            .unwrap()
            .into()
    }
}

pub type PackedFn = unsafe extern "C" fn(*mut c_void, *const TVMFFIAny, i32, *mut TVMFFIAny) -> i32;

/// Calls `__tvm_ffi_<name>` with `args`.
pub fn call_packed(library: &libloading::Library, name: &str, args: &[TVMFFIAny]) -> i32 {
    call_packed_count(library, name, args, args.len() as i32)
}

/// Calls `__tvm_ffi_<name>` with `args` but claims `num_args`.
pub fn call_packed_count(
    library: &libloading::Library,
    name: &str,
    args: &[TVMFFIAny],
    num_args: i32,
) -> i32 {
    let symbol = format!("__tvm_ffi_{name}");
    // SAFETY: the symbol has the TVMFFISafeCallType signature; args outlive the call.
    unsafe {
        let function: libloading::Symbol<PackedFn> = library.get(symbol.as_bytes()).unwrap();
        let mut result = TVMFFIAny::raw(TYPE_NONE, 0);
        let status = function(std::ptr::null_mut(), args.as_ptr(), num_args, &mut result);
        assert_eq!(result.type_index, TYPE_NONE, "kernels return nothing");
        status
    }
}

/// Asserts `actual` is within `rel` relative error (or 1e-6 absolute near 0) of `expected`.
pub fn assert_close_f32(actual: &[f32], expected: &[f32], rel: f32, what: &str) {
    assert_eq!(actual.len(), expected.len(), "{what}: length");
    for (i, (a, e)) in actual.iter().zip(expected).enumerate() {
        let tolerance = rel * e.abs().max(1e-1);
        assert!(
            (a - e).abs() <= tolerance,
            "{what}[{i}]: got {a}, expected {e}"
        );
    }
}

/// C source of the error shim: records the last raised error per thread.
pub const ERROR_SHIM: &str = r#"
#include <stdint.h>
#include <string.h>
static __thread char last[4096];
static __thread int32_t count;
void TVMFFIErrorSetRaisedFromCStrParts(const char* kind, const char** parts, int32_t n) {
    size_t used = 0;
    last[0] = 0;
    count += 1;
    #define APPEND(s) do { size_t l = strlen(s); if (used + l < sizeof last) { memcpy(last + used, s, l); used += l; last[used] = 0; } } while (0)
    APPEND(kind);
    APPEND(": ");
    for (int32_t i = 0; i < n; ++i) { if (parts[i]) APPEND(parts[i]); }
}
const char* last_error(void) { return last; }
int32_t error_count(void) { return count; }
void clear_error(void) { last[0] = 0; }
"#;

/// Builds the error shim and loads it RTLD_NOW | RTLD_GLOBAL, so kernel libraries loaded after
/// it resolve `TVMFFIErrorSetRaisedFromCStrParts` to it.
pub fn load_error_shim(dir: &Path) -> libloading::Library {
    let source = dir.join("shim.c");
    std::fs::write(&source, ERROR_SHIM).unwrap();
    let library = dir.join("libshim.so");
    run_cc(&[
        "-shared".as_ref(),
        "-fPIC".as_ref(),
        "-o".as_ref(),
        library.as_os_str(),
        source.as_os_str(),
    ]);
    // SAFETY: the shim has no constructors.
    unsafe {
        libloading::os::unix::Library::open(
            Some(&library),
            libloading::os::unix::RTLD_NOW | libloading::os::unix::RTLD_GLOBAL,
        )
        .unwrap()
        .into()
    }
}

/// The last error raised on this thread. A test binary of this package also exports modlink's
/// runtime entry points (build.rs), and the executable's definitions win over the shim's, so the
/// runtime's record is read first and the shim's is the fallback.
pub fn last_error(shim: &libloading::Library) -> String {
    if let Some(raised) = modlink::runtime::take_last_error() {
        return format!("{}: {}", raised.kind, raised.message);
    }
    // SAFETY: `last_error` returns a NUL-terminated thread-local buffer.
    unsafe {
        let f: libloading::Symbol<unsafe extern "C" fn() -> *const std::ffi::c_char> =
            shim.get(b"last_error").unwrap();
        std::ffi::CStr::from_ptr(f()).to_string_lossy().into_owned()
    }
}

pub fn clear_error(shim: &libloading::Library) {
    modlink::runtime::take_last_error();
    // SAFETY: no arguments, thread-local state only.
    unsafe {
        let f: libloading::Symbol<unsafe extern "C" fn()> = shim.get(b"clear_error").unwrap();
        f();
    }
}
