//! Shared by the OpenCL tests: PoCL (OpenCL on the CPU) through modlink's own driver, clang's
//! OpenCL C check, and running one device kernel of `codegen::opencl` on PoCL or, with its bound
//! loops made serial, as a host kernel of modlink's CPU code generation: the same `.kir`, two
//! independent paths.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use modlink::codegen::CodegenOptions;
use modlink::codegen::opencl::OpenClCode;
use modlink::ir::{BinOp, DType, Dim, Expr, Param, Program, UnOp};
use modlink::runtime::device::opencl::{
    Buffer, KernelArgument, NdRange, OpenCl, OpenClConfig, OpenClDevice, PlatformChoice,
    ScalarValue,
};

use super::kernels::{DLDataType, DLDevice, DLTensor, TVMFFIAny, call_packed, load_now};

/// PoCL's device, opened once per test process through modlink's driver.
pub fn pocl() -> &'static OpenClDevice {
    static DEVICE: OnceLock<OpenClDevice> = OnceLock::new();
    DEVICE.get_or_init(|| {
        let config = OpenClConfig {
            library: None,
            platform: Some(PlatformChoice::Named("pocl".to_string())),
        };
        let opencl = OpenCl::open(&config).unwrap_or_else(|error| {
            panic!(
                "PoCL (OpenCL on the CPU) is needed here; `bash ci/setup.sh` installs it: {error}"
            )
        });
        opencl.device(0).unwrap()
    })
}

/// clang for OpenCL C: `$CLANG`, else `clang-19`, else LLVM 19's own.
pub fn clang() -> PathBuf {
    if let Some(clang) = std::env::var_os("CLANG") {
        return PathBuf::from(clang);
    }
    let versioned = Path::new("/usr/bin/clang-19");
    if versioned.exists() {
        return versioned.to_path_buf();
    }
    PathBuf::from("/usr/lib/llvm-19/bin/clang")
}

/// Asserts `clang -x cl -cl-std=CL1.2 -fsyntax-only -Werror` accepts `source`.
pub fn assert_clang_accepts(source: &str, what: &str) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(format!("{what}.cl"));
    std::fs::write(&file, source).unwrap();
    let output = Command::new(clang())
        .args(["-x", "cl", "-cl-std=CL1.2", "-fsyntax-only", "-Werror"])
        .arg(&file)
        .output()
        .expect("run clang for OpenCL C");
    assert!(
        output.status.success(),
        "clang -cl-std=CL1.2 refused {what}:\n{}\n{source}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// `kir` with its device kernels made host kernels: `device kernel` becomes `kernel` and bound
/// loops serial loops (one iteration per block or thread, one after another; the same result
/// for kernels without shared memory, barriers or shuffles).
pub fn serial(kir: &str) -> String {
    let mut text = kir.replace("device kernel ", "kernel ");
    for axis in ["blockIdx", "threadIdx"] {
        for dim in ["x", "y", "z"] {
            text = text.replace(&format!(" {axis}.{dim} {{"), " {");
        }
    }
    text
}

/// The value of a launch expression for the scalars and dims in `values`.
pub fn eval(expr: &Expr, values: &HashMap<String, i64>) -> i64 {
    match expr {
        Expr::Int { value, .. } => *value,
        Expr::Var(name) => *values
            .get(name)
            .unwrap_or_else(|| panic!("no value for `{name}`")),
        Expr::Cast { value, .. } => eval(value, values),
        Expr::Unary {
            op: UnOp::Neg,
            operand,
        } => eval(operand, values).wrapping_neg(),
        Expr::Binary { op, lhs, rhs } => {
            let (l, r) = (eval(lhs, values), eval(rhs, values));
            match op {
                BinOp::Add => l.wrapping_add(r),
                BinOp::Sub => l.wrapping_sub(r),
                BinOp::Mul => l.wrapping_mul(r),
                BinOp::Div => l.checked_div(r).unwrap_or(0),
                BinOp::Rem => l.checked_rem(r).unwrap_or(0),
                other => panic!("operator {other:?} in a launch expression"),
            }
        }
        other => panic!("{other:?} in a launch expression"),
    }
}

/// A buffer argument: its dtype, shape and bytes (little-endian elements).
#[derive(Clone, Debug, PartialEq)]
pub struct Data {
    pub dtype: DType,
    pub shape: Vec<i64>,
    pub bytes: Vec<u8>,
}

impl Data {
    pub fn f32(shape: &[i64], values: &[f32]) -> Data {
        Data::of(
            DType::F32,
            shape,
            values.iter().flat_map(|v| v.to_le_bytes()).collect(),
        )
    }
    pub fn f64(shape: &[i64], values: &[f64]) -> Data {
        Data::of(
            DType::F64,
            shape,
            values.iter().flat_map(|v| v.to_le_bytes()).collect(),
        )
    }
    pub fn zeros(dtype: DType, shape: &[i64]) -> Data {
        let count: i64 = shape.iter().product();
        Data::of(dtype, shape, vec![0; count as usize * dtype.size_bytes()])
    }
    pub fn of(dtype: DType, shape: &[i64], bytes: Vec<u8>) -> Data {
        let count: i64 = shape.iter().product();
        assert_eq!(
            bytes.len(),
            count as usize * dtype.size_bytes(),
            "data of {shape:?}"
        );
        Data {
            dtype,
            shape: shape.to_vec(),
            bytes,
        }
    }
    pub fn as_f32(&self) -> Vec<f32> {
        self.bytes
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }
    pub fn as_f64(&self) -> Vec<f64> {
        self.bytes
            .chunks_exact(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }
}

/// A scalar argument.
#[derive(Clone, Copy, Debug)]
pub enum Scalar {
    I32(i32),
    I64(i64),
    F32(f32),
    F64(f64),
}

/// The buffers of `params` paired with `buffers` (in parameter order), and the values of the
/// scalars and dims the launch expressions read.
fn launch_values(
    params: &[Param],
    buffers: &[Data],
    scalars: &[(&str, Scalar)],
) -> HashMap<String, i64> {
    let mut values = HashMap::new();
    let mut data = buffers.iter();
    for param in params {
        match param {
            Param::Buffer { shape, name, .. } => {
                let buffer = data
                    .next()
                    .unwrap_or_else(|| panic!("no data for `{name}`"));
                assert_eq!(buffer.shape.len(), shape.len(), "rank of `{name}`");
                for (dim, extent) in shape.iter().zip(&buffer.shape) {
                    if let Dim::Var(var) = dim {
                        values.insert(var.clone(), *extent);
                    }
                }
            }
            Param::Scalar { name, .. } => {
                let (_, value) = scalars
                    .iter()
                    .find(|(scalar, _)| scalar == name)
                    .unwrap_or_else(|| panic!("no value for scalar `{name}`"));
                if let Scalar::I32(v) = value {
                    values.insert(name.clone(), i64::from(*v));
                } else if let Scalar::I64(v) = value {
                    values.insert(name.clone(), *v);
                }
            }
        }
    }
    values
}

/// Runs kernel `name` of `code` on PoCL through modlink's driver: its section built as a
/// program of its own (as TVM's runtime builds it), the buffers uploaded, the arguments in the
/// kernel's FunctionInfo order plus the dynamic `__local` size, global = grid × block and local =
/// block from the kernel's launch bindings, an extent of 0 raised to 1 as TVM's launcher does;
/// the buffers are read back into `buffers`.
pub fn run_on_pocl(
    code: &OpenClCode,
    name: &str,
    buffers: &mut [Data],
    scalars: &[(&str, Scalar)],
) {
    let device = pocl();
    let kernel = code
        .kernel(name)
        .unwrap_or_else(|| panic!("no kernel `{name}`"));
    let values = launch_values(&kernel.bindings.params, buffers, scalars);
    let extents = |slots: &[Option<Expr>; 3]| {
        slots.clone().map(|slot| {
            let extent = slot.map_or(1, |expr| eval(&expr, &values));
            usize::try_from(extent).unwrap().max(1)
        })
    };
    let range = NdRange {
        grid: extents(&kernel.bindings.grid),
        block: extents(&kernel.bindings.block),
    };
    let program = device
        .build_program(code.section(name).unwrap(), &format!("kernel `{name}`"))
        .unwrap_or_else(|error| panic!("{error}"));
    let compiled = program.kernel(name).unwrap();
    let device_buffers: Vec<Buffer> = buffers
        .iter()
        .map(|data| {
            let buffer = device.alloc(data.bytes.len()).unwrap();
            buffer.write(0, &data.bytes).unwrap();
            buffer
        })
        .collect();
    let mut next_buffer = 0;
    let mut arguments = Vec::new();
    for argument in &kernel.arguments {
        use modlink::codegen::DeviceKernelArgument as A;
        arguments.push(match argument {
            A::Buffer(_) => {
                next_buffer += 1;
                KernelArgument::Buffer(&device_buffers[next_buffer - 1])
            }
            A::Scalar(scalar, _) => {
                let (_, value) = scalars.iter().find(|(n, _)| n == scalar).unwrap();
                KernelArgument::Scalar(match value {
                    Scalar::I32(v) => ScalarValue::I32(*v),
                    Scalar::I64(v) => ScalarValue::I64(*v),
                    Scalar::F32(v) => ScalarValue::F32(*v),
                    Scalar::F64(v) => ScalarValue::F64(*v),
                })
            }
            A::Dim(dim) => KernelArgument::Scalar(ScalarValue::I64(values[dim])),
        });
    }
    if kernel.dynamic_local.is_some() {
        let bytes = eval(
            kernel.bindings.dynamic_shared_bytes.as_ref().unwrap(),
            &values,
        );
        arguments.push(KernelArgument::Local(bytes as usize));
    }
    compiled
        .launch(&arguments, &range)
        .unwrap_or_else(|error| panic!("{error}"));
    for (data, buffer) in buffers.iter_mut().zip(&device_buffers) {
        buffer.read(0, &mut data.bytes).unwrap();
    }
}

/// A host library of `program` (host kernels), loaded.
pub struct HostKernels {
    _dir: tempfile::TempDir,
    library: libloading::Library,
}

/// Compiles `program` for the host with modlink's CPU code generation and loads it.
pub fn host_kernels(program: &Program) -> HostKernels {
    let (dir, path) = super::kernels::build_library(program, &CodegenOptions::default());
    HostKernels {
        library: load_now(&path),
        _dir: dir,
    }
}

impl HostKernels {
    /// Calls host kernel `name` (its packed entry) on `buffers` (parameter order) and `scalars`.
    pub fn run(
        &self,
        params: &[Param],
        name: &str,
        buffers: &mut [Data],
        scalars: &[(&str, Scalar)],
    ) {
        let mut shapes: Vec<Vec<i64>> = buffers.iter().map(|b| b.shape.clone()).collect();
        let mut tensors: Vec<DLTensor> = buffers
            .iter_mut()
            .zip(shapes.iter_mut())
            .map(|(data, shape)| {
                let (code, bits) = data.dtype.dlpack();
                DLTensor {
                    data: data.bytes.as_mut_ptr().cast(),
                    device: DLDevice {
                        device_type: 1,
                        device_id: 0,
                    },
                    ndim: shape.len() as i32,
                    dtype: DLDataType {
                        code,
                        bits,
                        lanes: 1,
                    },
                    shape: shape.as_mut_ptr(),
                    strides: std::ptr::null_mut(),
                    byte_offset: 0,
                }
            })
            .collect();
        let mut args = Vec::new();
        let mut next = 0;
        for param in params {
            match param {
                Param::Buffer { .. } => {
                    args.push(TVMFFIAny::tensor(&mut tensors[next]));
                    next += 1;
                }
                Param::Scalar { name, .. } => {
                    let (_, value) = scalars.iter().find(|(n, _)| n == name).unwrap();
                    args.push(match value {
                        Scalar::I32(v) => TVMFFIAny::int(i64::from(*v)),
                        Scalar::I64(v) => TVMFFIAny::int(*v),
                        Scalar::F32(v) => TVMFFIAny::float(f64::from(*v)),
                        Scalar::F64(v) => TVMFFIAny::float(*v),
                    });
                }
            }
        }
        let status = call_packed(&self.library, name, &args);
        assert_eq!(status, 0, "host kernel `{name}` failed");
    }
}

/// Half-precision bits of `value` (which must be exactly representable as a half).
pub fn f16_bits(value: f32) -> u16 {
    if value == 0.0 {
        return if value.is_sign_negative() { 0x8000 } else { 0 };
    }
    if value.is_nan() {
        return 0x7e00;
    }
    if value.is_infinite() {
        return if value < 0.0 { 0xfc00 } else { 0x7c00 };
    }
    let sign = if value < 0.0 { 0x8000u16 } else { 0 };
    let magnitude = value.abs();
    let exponent = magnitude.log2().floor() as i32;
    let bits = if exponent < -14 {
        (magnitude / 2f32.powi(-24)) as u16
    } else {
        let fraction = magnitude / 2f32.powi(exponent) - 1.0;
        (((exponent + 15) as u16) << 10) | (fraction * 1024.0) as u16
    };
    assert_eq!(f16_value(sign | bits), value, "{value} is not a half");
    sign | bits
}

/// The value of half-precision `bits`.
pub fn f16_value(bits: u16) -> f32 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exponent = i32::from((bits >> 10) & 0x1f);
    let fraction = f32::from(bits & 0x3ff);
    sign * match exponent {
        0 => fraction * 2f32.powi(-24),
        31 if fraction == 0.0 => f32::INFINITY,
        31 => f32::NAN,
        _ => (1.0 + fraction / 1024.0) * 2f32.powi(exponent - 15),
    }
}

/// Whether `a` and `b` are within `ulps` units in the last place of an f32 (NaN equals NaN).
pub fn close_f32(a: f32, b: f32, ulps: u32) -> bool {
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    if a == b {
        return true;
    }
    if a.is_sign_negative() != b.is_sign_negative() {
        return false;
    }
    a.to_bits().abs_diff(b.to_bits()) <= ulps
}

/// Whether `a` and `b` are within `ulps` units in the last place of an f64 (NaN equals NaN).
pub fn close_f64(a: f64, b: f64, ulps: u64) -> bool {
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    if a == b {
        return true;
    }
    if a.is_sign_negative() != b.is_sign_negative() {
        return false;
    }
    a.to_bits().abs_diff(b.to_bits()) <= ulps
}
