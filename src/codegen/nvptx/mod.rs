//! Device code for NVIDIA GPUs: the `device kernel`s of a program compiled to PTX for one
//! `sm_XX`, with the launch each kernel's bound loops imply.
//!
//! The module is built for `nvptx64-nvidia-cuda` with the target machine's data layout;
//! every kernel is an `.entry` through calling convention 71 (see
//! `codegen::llvm::version::mark_ptx_kernel`); libdevice is linked only when a kernel calls
//! one of its functions (`exp`, `log`, `tanh`, `pow`), then everything but the kernels is
//! internalised and the `default<O3>` pipeline runs with the NVPTX target machine, whose
//! passes fold libdevice's `__nvvm_reflect` queries (`nvvm-reflect-ftz` = 0: no flush to
//! zero).
//!
//! ```
//! use modlink::codegen::nvptx::{self, NvptxOptions};
//!
//! let source = "device kernel twice(X: f32[n]) {
//!   for b in 0..(n + 255) / 256 blockIdx.x {
//!     for t in 0..256 threadIdx.x {
//!       let i = b * 256 + t;
//!       if i < n { X[i] = X[i] * 2.0; }
//!     }
//!   }
//! }";
//! let program = modlink::ir::parse(source, "twice.kir")?;
//! let code = nvptx::compile(&program, &NvptxOptions::default())?;
//! assert!(code.ptx.contains(".visible .entry twice("));
//! assert_eq!(code.kernels[0].shape_vars(), ["n"]);
//! assert_eq!(code.payload_code().last(), Some(&0));
//! # Ok::<(), modlink::Error>(())
//! ```

mod libdevice;

use std::fmt;
use std::path::PathBuf;

use inkwell::module::{FlagBehavior, Linkage, Module};
use inkwell::targets::{FileType, RelocMode, Target, TargetMachine, TargetTriple};

use crate::codegen::llvm::version;
use crate::codegen::lower::device::{LIBDEVICE_PREFIX, NVPTX_TRIPLE, lower_device_kernels};
use crate::codegen::{CodegenError, OptLevel, initialize_llvm};
use crate::ir::{self, LaunchBindings, Program};

pub use libdevice::{
    LIBDEVICE_ENV, PTXAS_ENV, cuda_roots, find_libdevice, find_ptxas, libdevice_candidates,
    ptxas_candidates,
};

/// The GPU architectures modlink compiles for: those LLVM 19's NVPTX back end knows, from
/// Maxwell (`sm_50`) to Hopper (`sm_90`).
pub const KNOWN_GPUS: [u32; 14] = [50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90];

/// A GPU architecture, `sm_XX`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GpuArch(u32);

impl GpuArch {
    /// `sm_80`, the default: PTX for an architecture loads, through the driver's JIT, on that
    /// GPU and every newer one, so `sm_80` PTX runs on A100, the Ada and Hopper GPUs
    /// (H100/H200) and later alike, and `sm_80` has every feature the device kernels use
    /// (`shfl.sync`, 163 KiB of shared memory per block).
    pub const DEFAULT: GpuArch = GpuArch(80);

    /// Parses `sm_80` (or `80`); refuses architectures LLVM's NVPTX back end does not know.
    pub fn parse(text: &str) -> Result<GpuArch, CodegenError> {
        let number = text.strip_prefix("sm_").unwrap_or(text);
        let known = || {
            KNOWN_GPUS
                .iter()
                .map(|n| format!("sm_{n}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match number.parse::<u32>() {
            Ok(sm) if KNOWN_GPUS.contains(&sm) => Ok(GpuArch(sm)),
            _ => Err(CodegenError::Gpu {
                gpu: text.to_string(),
                message: format!(
                    "not a GPU architecture modlink compiles for (known: {})",
                    known()
                ),
            }),
        }
    }

    /// The compute capability times ten (80 for `sm_80`).
    pub fn sm(self) -> u32 {
        self.0
    }

    /// The most shared memory (static plus dynamic) one block may use on this architecture,
    /// with the opt-in above 48 KiB that launches of larger dynamic arrays need.
    pub fn max_shared_bytes_per_block(self) -> u64 {
        let kib = match self.0 {
            70 => 96,
            75 => 64,
            80 | 87 => 163,
            86 | 89 => 99,
            90 => 227,
            _ => 48,
        };
        kib * 1024
    }
}

impl Default for GpuArch {
    fn default() -> Self {
        GpuArch::DEFAULT
    }
}

impl fmt::Display for GpuArch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "sm_{}", self.0)
    }
}

/// Options for [`compile`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NvptxOptions {
    /// The architecture the PTX is for (`.target sm_XX`).
    pub gpu: GpuArch,
    /// libdevice (`libdevice.10.bc`), when the kernels need it; `None` looks where
    /// [`find_libdevice`] says.
    pub libdevice: Option<PathBuf>,
    /// Also keep the optimised LLVM IR the PTX was generated from ([`PtxCode::llvm_ir`]).
    pub keep_llvm_ir: bool,
}

/// The device half of a program: PTX text and each kernel's launch.
#[derive(Clone, Debug, PartialEq)]
pub struct PtxCode {
    /// The PTX module, one `.visible .entry` per device kernel (no trailing NUL).
    pub ptx: String,
    /// The launch of each device kernel, in source order.
    pub kernels: Vec<LaunchBindings>,
    /// The architecture the PTX is for.
    pub gpu: GpuArch,
    /// The libdevice file linked in, if any kernel needed it.
    pub libdevice: Option<PathBuf>,
    /// The optimised LLVM IR, with [`NvptxOptions::keep_llvm_ir`].
    pub llvm_ir: Option<String>,
}

impl PtxCode {
    /// The bytes a `cuda` module's payload carries as its code: the PTX with a trailing NUL,
    /// as NVRTC's PTX has and `cuModuleLoadData` reads a PTX image (a C string).
    pub fn payload_code(&self) -> Vec<u8> {
        let mut code = Vec::with_capacity(self.ptx.len() + 1);
        code.extend_from_slice(self.ptx.as_bytes());
        code.push(0);
        code
    }
}

/// Splits a program into its host kernels and its device kernels, each in source order.
pub fn split_program(program: &Program) -> (Program, Program) {
    let (device, host): (Vec<_>, Vec<_>) = program.kernels.iter().cloned().partition(|k| k.device);
    (Program { kernels: host }, Program { kernels: device })
}

/// Compiles the device kernels of `program` (verified first; host kernels are left out) to
/// PTX for `options.gpu`. A program without device kernels is an error.
pub fn compile(program: &Program, options: &NvptxOptions) -> Result<PtxCode, CodegenError> {
    if let Some(reason) = version::nvptx_unsupported() {
        return Err(CodegenError::Gpu {
            gpu: options.gpu.to_string(),
            message: reason.to_string(),
        });
    }
    let program = ir::verify_program(program)?;
    let (_, device) = split_program(&program);
    if device.kernels.is_empty() {
        return Err(CodegenError::NoDeviceKernels);
    }
    let kernels: Vec<LaunchBindings> = device
        .kernels
        .iter()
        .filter_map(LaunchBindings::of)
        .collect();
    let machine = nvptx_target_machine(options.gpu)?;
    let (ptx, libdevice, llvm_ir) = lower_device_kernels(&device.kernels, &machine, |module| {
        let libdevice = link_libdevice_if_needed(module, &device, options)?;
        internalize_all_but_kernels(module);
        let failure = |stage: &'static str, message: String| CodegenError::Llvm {
            stage,
            triple: NVPTX_TRIPLE.to_string(),
            module: module.get_name().to_string_lossy().into_owned(),
            message,
        };
        module
            .verify()
            .map_err(|e| failure("verify", e.to_string()))?;
        version::run_default_pipeline(module, &machine, OptLevel::O3)
            .map_err(|message| failure("optimize", message))?;
        let buffer = machine
            .write_to_memory_buffer(module, FileType::Assembly)
            .map_err(|e| failure("emit", e.to_string()))?;
        let ptx = String::from_utf8_lossy(buffer.as_slice())
            .trim_end_matches('\0')
            .to_string();
        let llvm_ir = options
            .keep_llvm_ir
            .then(|| module.print_to_string().to_string());
        Ok((ptx, libdevice, llvm_ir))
    })?;
    Ok(PtxCode {
        ptx,
        kernels,
        gpu: options.gpu,
        libdevice,
        llvm_ir,
    })
}

/// The NVPTX target machine for `gpu` at O3.
fn nvptx_target_machine(gpu: GpuArch) -> Result<TargetMachine, CodegenError> {
    initialize_llvm();
    let cpu = gpu.to_string();
    let failure = |message: String| CodegenError::TargetMachine {
        triple: NVPTX_TRIPLE.to_string(),
        cpu: cpu.clone(),
        features: String::new(),
        message,
    };
    let triple = TargetTriple::create(NVPTX_TRIPLE);
    let target = Target::from_triple(&triple).map_err(|e| failure(e.to_string()))?;
    version::create_target_machine(
        &target,
        &triple,
        &cpu,
        "",
        inkwell::OptimizationLevel::Aggressive,
        RelocMode::Default,
        None,
    )
    .ok_or_else(|| failure("LLVM could not create a target machine".to_string()))
}

/// Links libdevice into `module` when the kernels call one of its functions; returns the
/// file linked. Missing libdevice is an error naming the function, its kernel and the
/// ways to provide the file.
fn link_libdevice_if_needed(
    module: &Module<'_>,
    device: &Program,
    options: &NvptxOptions,
) -> Result<Option<PathBuf>, CodegenError> {
    let needed: Vec<String> = module
        .get_functions()
        .filter(|f| f.count_basic_blocks() == 0)
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(LIBDEVICE_PREFIX))
        .collect();
    let Some(first) = needed.first() else {
        return Ok(None);
    };
    let kernel = libdevice::first_caller(device).unwrap_or_default();
    let path = find_libdevice(options.libdevice.as_deref()).map_err(|searched| {
        CodegenError::Libdevice {
            function: first.clone(),
            kernel: kernel.clone(),
            message: format!(
                "libdevice (libdevice.10.bc) was not found; give it with `--libdevice PATH` (NvptxOptions::libdevice) or ${LIBDEVICE_ENV}, or set CUDA_PATH/CUDA_HOME to a CUDA toolkit, or activate a virtual environment with the pip package nvidia-cuda-nvcc-cu12 (looked at: {})",
                searched
                    .iter()
                    .map(|p| p.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    })?;
    let bytes = std::fs::read(&path).map_err(|error| CodegenError::Libdevice {
        function: first.clone(),
        kernel: kernel.clone(),
        message: format!("reading {}: {error}", path.display()),
    })?;
    let context = module.get_context();
    let buffer =
        inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(&bytes, "libdevice");
    let library = Module::parse_bitcode_from_buffer(&buffer, context).map_err(|error| {
        CodegenError::Libdevice {
            function: first.clone(),
            kernel: kernel.clone(),
            message: format!("{} is not LLVM bitcode: {error}", path.display()),
        }
    })?;
    // libdevice names a triple of its own (`nvptx64-nvidia-gpulibs`); linking it as ours
    // keeps the linker from warning about the mismatch.
    library.set_triple(&module.get_triple());
    library.set_data_layout(&module.get_data_layout());
    version::link_in_module(module, library).map_err(|error| CodegenError::Libdevice {
        function: first.clone(),
        kernel,
        message: format!("linking {}: {error}", path.display()),
    })?;
    let no_flush_to_zero = module.get_context().i32_type().const_zero();
    module.add_basic_value_flag("nvvm-reflect-ftz", FlagBehavior::Override, no_flush_to_zero);
    Ok(Some(path))
}

/// Gives every function and initialised global but the kernels internal linkage, so that
/// the optimiser inlines libdevice and drops what no kernel calls.
fn internalize_all_but_kernels(module: &Module<'_>) {
    for function in module.get_functions() {
        let is_kernel = function.get_call_conventions() == version::PTX_KERNEL_CALL_CONV;
        if function.count_basic_blocks() > 0 && !is_kernel {
            function.set_linkage(Linkage::Internal);
        }
    }
    for global in module.get_globals() {
        if global.get_initializer().is_some() {
            global.set_linkage(Linkage::Internal);
        }
    }
}
