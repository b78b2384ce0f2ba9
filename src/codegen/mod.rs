//! Lowering kernel IR to host code through LLVM. All `unsafe` and every LLVM version
//! difference live in this layer; no LLVM type appears in its public API.
//!
//! * [`compile`] turns a [`Program`](crate::ir::Program) into one object (or assembly, IR,
//!   bitcode) holding, per kernel, the packed entry `__tvm_ffi_<name>` (TVM 0.27's
//!   `TVMFFISafeCallType`) and the unchecked C entry `<name>_c`; the ABI is documented in
//!   `docs/abi.md`.
//! * [`compile_parallel`] does the same with one object per kernel, compiled on several threads.
//! * [`compile_partitioned`] splits many kernels into a few objects (where a unit ends depends
//!   only on the kernels' names, so the output does not depend on the machine or `jobs`)
//!   compiled on `jobs` threads, one LLVM context per object; the export of many kernels uses
//!   it, and [`compile_partitioned_cached`] takes the units it can from a codegen cache.
//! * [`compile_launch_wrappers`] writes the host wrappers of device kernels: the packed
//!   functions of a CUDA library's `_lib` that check their CUDA tensors and launch the kernels
//!   of its `cuda` module the way TVM's host code does.
//! * [`emit_blob_object`] is TVM's `PackImportsToLLVM`: a blob as one constant global.
//!
//! ```
//! use modlink::codegen::{CodegenOptions, Emit, compile};
//! use modlink::target::TargetSpec;
//!
//! let source = "kernel scale(X: f32[n], s: f32) { for i in 0..n { X[i] = X[i] * s; } }";
//! let program = modlink::ir::parse(source, "scale.kir")?;
//! let target = TargetSpec::parse("aarch64-unknown-linux-gnu")?;
//! let options = CodegenOptions { emit: Emit::LlvmIr, ..CodegenOptions::default() };
//! let code = compile(&program, &target, &options)?;
//! assert_eq!(code.functions, ["scale", "main"]);
//! let ir = String::from_utf8_lossy(&code.bytes);
//! assert!(ir.contains("@__tvm_ffi_scale(") && ir.contains("@scale_c("));
//! # Ok::<(), modlink::Error>(())
//! ```
#![allow(unsafe_code)]

mod blob;
mod cached;
mod external;
mod kernel_api;
mod llvm;
mod lower;
pub mod nvptx;
pub mod opencl;
mod partitioned;

use std::sync::OnceLock;
use thiserror::Error;

use crate::ir::IrError;
use crate::target::TargetSpec;
use crate::target::cpu_levels::CpuLevels;

pub use blob::{LARGE_DATA_THRESHOLD, blob_section};
pub use cached::{CODEGEN_VERSION, compile_partitioned_cached, unit_key};
pub use external::compile_llvm_module;
pub use kernel_api::KernelApi;
pub use llvm::cpus::{check_cpu_and_features, cpus, features};
pub use lower::{
    DEVICE_SCALAR_DTYPES, DeviceKernelArgument, compile, compile_launch_wrappers,
    device_kernel_arguments, launch_tags,
};
pub use partitioned::{
    KERNELS_PER_OBJECT, MAX_KERNELS_PER_OBJECT, MIN_KERNELS_TO_SPLIT, compile_parallel,
    compile_partitioned, object_count, split_units, thread_count,
};

/// An error generating code.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum CodegenError {
    /// The program failed verification.
    #[error("kernel IR: {0}")]
    Ir(#[from] IrError),
    /// The kernel uses something this code generator cannot lower (a bug in the verifier if it
    /// accepted it).
    #[error("kernel `{kernel}`: {message}")]
    Lowering {
        /// The kernel's name.
        kernel: String,
        /// What could not be lowered.
        message: String,
    },
    /// LLVM has no target machine for the triple, CPU and features asked for.
    #[error("target `{triple}` (cpu `{cpu}`, features `{features}`): {message}")]
    TargetMachine {
        /// The LLVM triple.
        triple: String,
        /// The CPU name given to LLVM.
        cpu: String,
        /// The feature string given to LLVM.
        features: String,
        /// LLVM's message.
        message: String,
    },
    /// LLVM rejected the module, the optimisation pipeline or the emission.
    #[error("LLVM ({stage}) for `{triple}` in module `{module}`: {message}")]
    Llvm {
        /// What was being done: `verify`, `optimize`, `emit`, `build`.
        stage: &'static str,
        /// The LLVM triple.
        triple: String,
        /// The LLVM module (kernel or blob name).
        module: String,
        /// LLVM's message.
        message: String,
    },
    /// A GPU architecture modlink does not compile for, or a program with nothing for a GPU.
    #[error("GPU `{gpu}`: {message}")]
    Gpu {
        /// The architecture as given (`sm_80`).
        gpu: String,
        /// What is wrong.
        message: String,
    },
    /// PTX was asked of a program without device kernels.
    #[error(
        "the program has no device kernels (`device kernel NAME(...)`), so there is no PTX to write"
    )]
    NoDeviceKernels,
    /// A device kernel calls a libdevice function and libdevice is missing or unusable.
    #[error("kernel `{kernel}` calls `{function}` from libdevice: {message}")]
    Libdevice {
        /// The libdevice function (`__nv_expf`).
        function: String,
        /// The first device kernel that calls a libdevice function.
        kernel: String,
        /// What went wrong and how to provide libdevice.
        message: String,
    },
    /// A device kernel needs something the device API's language cannot express (or not for
    /// this kernel): the kernel and the feature are named, with why and what would work.
    #[error("kernel `{kernel}`: {api} cannot express {feature}: {reason}")]
    DeviceFeature {
        /// The kernel (empty for a program-wide problem).
        kernel: String,
        /// The device language (`OpenCL C 1.2`).
        api: &'static str,
        /// The feature, as `.kir` names it.
        feature: String,
        /// Why it cannot be expressed, and what would work instead.
        reason: String,
    },
    /// A symbol name the object format cannot carry.
    #[error("symbol `{symbol}`: {message}")]
    InvalidSymbol {
        /// The symbol as given.
        symbol: String,
        /// Why it was rejected.
        message: String,
    },
}

/// How hard LLVM optimises (`default<On>` pipeline and code generation level).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OptLevel {
    /// No optimisation (allocas stay; fastest compile).
    O0,
    /// Light optimisation.
    O1,
    /// The default.
    #[default]
    O2,
    /// Aggressive optimisation.
    O3,
}

/// What [`compile`] produces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Emit {
    /// A relocatable object file for the target's format.
    #[default]
    Object,
    /// Target assembly text.
    Assembly,
    /// Textual LLVM IR (after optimisation).
    LlvmIr,
    /// LLVM bitcode (after optimisation).
    Bitcode,
}

/// Which host-function ABI the kernels follow.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Abi {
    /// tvm-ffi (TVM 0.22 to 0.27): `__tvm_ffi_<name>` with `TVMFFIAny` arguments.
    #[default]
    Current,
    /// TVM ≤ 0.20 `TVMBackendPackedCFunc`: each kernel is exported under its own name with
    /// `TVMValue` arguments and a separate type-code array, errors go to `TVMAPISetLastError`,
    /// and `__tvm_main__` names the entry of a single-kernel program. Not combinable with
    /// system-library mode in [`compile`]; the blob emitter registers with
    /// `TVMBackendRegisterSystemLibSymbol`.
    Legacy,
}

/// Options for [`compile`] and [`compile_parallel`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodegenOptions {
    /// Optimisation level.
    pub opt_level: OptLevel,
    /// Output kind.
    pub emit: Emit,
    /// `Some(P)` builds a system library: kernels register themselves with
    /// `TVMFFIEnvModRegisterSystemLibSymbol` from a constructor and `P__tvm_ffi__library_ctx` is
    /// defined; parallel loops call `TVMBackendParallelLaunch` directly.
    pub system_lib_prefix: Option<String>,
    /// Host ABI.
    pub abi: Abi,
    /// Position-independent code (needed for shared libraries).
    pub pic: bool,
    /// The CPU levels every kernel is compiled for (empty: the target's CPU only). With two
    /// or more, `__tvm_ffi_<name>` and `<name>_c` dispatch to the best level the running CPU
    /// supports (see `docs/cpu-levels.md`); with one, that level replaces the target's CPU.
    pub cpu_levels: CpuLevels,
}

impl Default for CodegenOptions {
    fn default() -> Self {
        CodegenOptions {
            opt_level: OptLevel::O2,
            emit: Emit::Object,
            system_lib_prefix: None,
            abi: Abi::Current,
            pic: true,
            cpu_levels: CpuLevels::default(),
        }
    }
}

/// The output of [`compile`]: bytes plus what they export.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostCode {
    /// Object file, assembly text, IR text or bitcode, as asked by [`CodegenOptions::emit`].
    pub bytes: Vec<u8>,
    /// What `bytes` holds.
    pub emit: Emit,
    /// Packed function names without the `__tvm_ffi_` prefix (the legacy ABI exports them
    /// under exactly these names), in kernel order, then `main` when the program has exactly
    /// one kernel (not repeated when that kernel is itself named `main`).
    pub functions: Vec<String>,
    /// LLVM's warnings for this output (e.g. `loop not vectorized` where the target has no
    /// vector unit for a `vectorize(N)` loop), collected instead of printed, each once; one
    /// about a hinted loop once per such loop, as ``kernel `NAME`, statement N: MESSAGE``
    /// ([`crate::ir::diagnostics::loop_remark`]; `place_codegen_remarks` places it).
    pub diagnostics: Vec<String>,
}

/// How a blob object registers itself in system-library mode (TVM `codegen_blob.cc`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SystemLibRegistration {
    /// The system-library prefix `P`: names the constructor `_GLOBAL__sub_I_<P>devc`.
    pub prefix: String,
    /// `Current` registers with `TVMFFIEnvModRegisterSystemLibSymbol`, `Legacy` with
    /// `TVMBackendRegisterSystemLibSymbol`.
    pub abi: Abi,
}

/// Emits an object for `target` holding `blob` as the constant `[N x i8]` global `symbol`
/// (TVM's `PackImportsToLLVM`, spec §3.1), optionally with a constructor registering it as a
/// system-library symbol.
pub fn emit_blob_object(
    blob: &[u8],
    symbol: &str,
    target: &TargetSpec,
    system_lib: Option<SystemLibRegistration>,
) -> Result<Vec<u8>, CodegenError> {
    blob::emit_blob(
        blob,
        symbol,
        target,
        system_lib.as_ref(),
        Emit::Object,
        LARGE_DATA_THRESHOLD,
    )
}

/// Like [`emit_blob_object`] but emitting `emit` (e.g. LLVM IR text to inspect) and with the
/// size above which the blob goes to `.lrodata` on x86_64 ELF given explicitly.
pub fn emit_blob_with(
    blob: &[u8],
    symbol: &str,
    target: &TargetSpec,
    system_lib: Option<&SystemLibRegistration>,
    emit: Emit,
    large_data_threshold: u64,
) -> Result<Vec<u8>, CodegenError> {
    blob::emit_blob(blob, symbol, target, system_lib, emit, large_data_threshold)
}

/// Initialises LLVM's targets exactly once per process; safe to call from parallel threads.
pub(crate) fn initialize_llvm() {
    static INITIALIZED: OnceLock<()> = OnceLock::new();
    INITIALIZED.get_or_init(|| {
        inkwell::targets::Target::initialize_all(&inkwell::targets::InitializationConfig::default());
    });
}
