//! The device-code options, one group for every command that compiles device kernels
//! (`build`, `build-model`, `demo`): the same flags, defaults and lookups everywhere.

use std::path::PathBuf;

/// The API a program's device kernels are built for (`build --device`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum KernelApiArg {
    /// CUDA: PTX (or a cubin) in a `cuda` module.
    Cuda,
    /// OpenCL: OpenCL C 1.2 in an `opencl` module, compiled by the driver when the library
    /// loads.
    Opencl,
}

#[cfg(feature = "llvm")]
impl KernelApiArg {
    /// The API it names.
    pub fn api(self) -> modlink::codegen::KernelApi {
        match self {
            KernelApiArg::Cuda => modlink::codegen::KernelApi::Cuda,
            KernelApiArg::Opencl => modlink::codegen::KernelApi::OpenCl,
        }
    }
}

/// What a library's `cuda` module holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CudaCodeArg {
    /// PTX text, compiled by the driver for the GPU the library runs on.
    Ptx,
    /// A cubin that ptxas assembles for the --gpu SM.
    Cubin,
}

/// Options for device kernels' code (`device kernel` in `.kir`, or a model's layers with
/// `--device cuda`).
#[derive(Clone, Debug, clap::Args)]
pub struct DeviceCodeArgs {
    /// GPU architecture of the device kernels' PTX: sm_50 … sm_90. Default sm_80: its PTX
    /// also runs, compiled by the driver, on every newer GPU (H100, H200).
    #[arg(long, value_name = "SM")]
    pub gpu: Option<String>,
    /// libdevice.10.bc, for device kernels that call exp, log, tanh or pow (softmax, gelu).
    /// Default: the first of $MODLINK_LIBDEVICE, then nvvm/libdevice/ under $CUDA_PATH,
    /// $CUDA_HOME, the pip package nvidia-cuda-nvcc-cu12 of the active virtual environment
    /// ($VIRTUAL_ENV) and /usr/local/cuda.
    #[arg(long, value_name = "PATH")]
    pub libdevice: Option<PathBuf>,
    /// What a library's `cuda` module holds: `ptx` (the default: the driver compiles it when
    /// the library loads, for whichever GPU that is, so one library runs on every GPU at least
    /// as new as --gpu) or `cubin` (ptxas assembles it for the --gpu SM: no compile at load,
    /// but only GPUs of that SM load it). ptxas is $PTXAS, else bin/ptxas where libdevice is
    /// looked for ($CUDA_PATH, $CUDA_HOME, the virtual environment's nvidia-cuda-nvcc-cu12),
    /// else on PATH, else /usr/local/cuda/bin.
    #[arg(long = "cuda-code", value_enum, default_value_t = CudaCodeArg::Ptx)]
    pub cuda_code: CudaCodeArg,
}

#[cfg(feature = "llvm")]
impl DeviceCodeArgs {
    /// The options of `nvptx::compile`: `--gpu` (default sm_80) and `--libdevice`.
    pub fn nvptx_options(&self) -> modlink::Result<modlink::codegen::nvptx::NvptxOptions> {
        use modlink::codegen::nvptx::{GpuArch, NvptxOptions};
        Ok(NvptxOptions {
            gpu: match &self.gpu {
                Some(gpu) => GpuArch::parse(gpu)?,
                None => GpuArch::DEFAULT,
            },
            libdevice: self.libdevice.clone(),
            keep_llvm_ir: false,
        })
    }

    /// `--cuda-code`: PTX, or a cubin for `gpu` from the ptxas found (none found is an error
    /// naming where it was looked for).
    pub fn cuda_code(
        &self,
        gpu: &modlink::codegen::nvptx::GpuArch,
    ) -> modlink::Result<modlink::export::CudaCode> {
        use modlink::export::CudaCode;
        Ok(match self.cuda_code {
            CudaCodeArg::Ptx => CudaCode::Ptx,
            CudaCodeArg::Cubin => CudaCode::cubin(
                &gpu.to_string(),
                &modlink::link::discover::process_env,
            )?,
        })
    }
}
