//! The crate-wide error: one variant per layer, each layer's own error carrying its context.

use thiserror::Error;

/// Any error modlink returns; each variant wraps the error of the layer it came from.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum Error {
    /// Reading or writing a blob.
    #[error(transparent)]
    Blob(#[from] crate::blob::BlobError),
    /// Building or indexing a module tree.
    #[error(transparent)]
    Module(#[from] crate::module::ModuleError),
    /// Parsing or verifying kernel IR.
    #[error(transparent)]
    Ir(#[from] crate::ir::IrError),
    /// Locating a blob in a file.
    #[error(transparent)]
    Locate(#[from] crate::inspect::locate::LocateError),
    /// Opening a library or calling into it.
    #[error(transparent)]
    Runtime(#[from] crate::runtime::RuntimeError),
    /// Parsing a target triple.
    #[error(transparent)]
    Target(#[from] crate::target::TargetError),
    /// Generating code with LLVM.
    #[cfg(feature = "llvm")]
    #[error(transparent)]
    Codegen(#[from] crate::codegen::CodegenError),
    /// Turning a blob into an object or source file.
    #[error(transparent)]
    Pack(#[from] crate::pack::PackError),
    /// Running a linker.
    #[error(transparent)]
    Link(#[from] crate::link::LinkError),
    /// Reading or writing a parameter dictionary.
    #[error(transparent)]
    Params(#[from] crate::params::ParamsError),
    /// Reading or running a model graph.
    #[error(transparent)]
    Graph(#[from] crate::graph::GraphError),
    /// A model description or its lowering.
    #[error(transparent)]
    Model(Box<crate::model::ModelError>),
    /// Running a Relax VM executable.
    #[error(transparent)]
    Vm(Box<crate::runtime::vm::VmError>),
    /// A host input (LLVM IR, bitcode, C, object) that cannot join the library.
    #[cfg(feature = "llvm")]
    #[error(transparent)]
    HostInput(#[from] crate::export::host_inputs::HostInputError),
    /// A blob that does not match its digest symbol.
    #[error(transparent)]
    Integrity(Box<crate::blob::digest::IntegrityError>),
    /// The export pipeline.
    #[error(transparent)]
    Export(#[from] crate::export::ExportError),
    /// Configuring or using the codegen cache.
    #[error(transparent)]
    Cache(#[from] crate::cache::CacheError),
    /// Calling a function of a loaded library.
    #[error(transparent)]
    Call(#[from] crate::runtime::CallError),
    /// Building or reading a host tensor.
    #[error(transparent)]
    Tensor(#[from] crate::runtime::TensorError),
    /// Reading or writing a `.npy` file.
    #[error(transparent)]
    Npy(#[from] crate::runtime::npy::NpyError),
    /// Reading a file of named arrays (`.npz` or TVM parameter dictionary).
    #[error(transparent)]
    ParamsFile(#[from] crate::runtime::params_file::ParamsFileError),
    /// Making or reading a Relax VM storage (e.g. `VmValue::tensor`).
    #[error(transparent)]
    Storage(#[from] crate::runtime::vm::StorageError),
    /// A device name that does not parse (`"cuda:x".parse::<Device>()`).
    #[error(transparent)]
    DeviceName(#[from] crate::runtime::DeviceParseError),
    /// Making, filling or reading a tensor in device memory.
    #[error(transparent)]
    DeviceTensor(#[from] crate::runtime::DeviceTensorError),
    /// A device operation (allocation, copy, module load, launch) that failed.
    #[error(transparent)]
    Device(#[from] crate::runtime::device::DeviceError),
    /// An OpenCL driver operation (loader, platform, program build, launch) that failed.
    #[error(transparent)]
    OpenCl(#[from] crate::runtime::device::opencl::OpenClError),
    /// A kernel of a `cuda` module that could not be launched.
    #[error(transparent)]
    DeviceKernel(Box<crate::runtime::device::KernelError>),
    /// A packed call that cannot become a device launch.
    #[error(transparent)]
    Launch(Box<crate::runtime::device::LaunchError>),
    /// An error a kernel raised (`runtime::take_last_error`, a native function's `Err`).
    #[error(transparent)]
    Raised(#[from] crate::runtime::RaisedError),
    /// A tensor view that cannot be passed as a packed argument.
    #[error(transparent)]
    PackedArg(#[from] crate::runtime::PackedArgError),
    /// Reading a `.npz` archive.
    #[error(transparent)]
    Npz(Box<crate::runtime::npz::NpzError>),
    /// Writing an output file (atomic replacement, the deterministic tar).
    #[error(transparent)]
    FileOutput(#[from] crate::file_output::FileOutputError),
    /// A GPU architecture that does not parse (`sm_XY`).
    #[error(transparent)]
    GpuArch(#[from] crate::inspect::check::GpuArchError),
    /// The target of a `cuda` module's code that cannot be read.
    #[error(transparent)]
    CudaTarget(#[from] crate::module::CudaTargetError),
    /// PTX whose entries do not match the kernels a `cuda` module lists.
    #[error(transparent)]
    PtxEntry(Box<crate::module::ptx_entries::PtxEntryError>),
    /// Building a Relax executable (`module::relax_builder`).
    #[error(transparent)]
    RelaxBuild(Box<crate::module::relax_builder::BuildError>),
    /// A Relax executable the bytecode check refuses.
    #[error(transparent)]
    RelaxVerify(Box<crate::module::relax_verify::VerifyError>),
    /// One Relax instruction the bytecode check refuses.
    #[error(transparent)]
    InstructionFault(Box<crate::module::relax_verify::InstructionFault>),
    /// A Relax instruction word that does not decode.
    #[error(transparent)]
    RelaxInstruction(Box<crate::module::relax::InstructionError>),
    /// A byte reader that ran out of bytes (`abi::ByteCursor`).
    #[error(transparent)]
    Shortfall(#[from] crate::abi::Shortfall),
    /// An I/O error of the caller's own code (`std::fs::read_to_string(..)?` in a function
    /// returning [`Result`]); modlink's own I/O errors carry their path in their layer's variant.
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

impl From<crate::model::ModelError> for Error {
    fn from(error: crate::model::ModelError) -> Self {
        // Boxed: a Relax build error carries the verifier's fault, and every `Result` pays for
        // the largest variant.
        Error::Model(Box::new(error))
    }
}

impl From<crate::runtime::vm::VmError> for Error {
    fn from(error: crate::runtime::vm::VmError) -> Self {
        // Boxed: its faults carry two strings, and every `Result` pays for the largest variant.
        Error::Vm(Box::new(error))
    }
}

impl From<crate::blob::digest::IntegrityError> for Error {
    fn from(error: crate::blob::digest::IntegrityError) -> Self {
        // Boxed: the mismatch report carries five strings, and every `Result` pays for the
        // largest variant.
        Error::Integrity(Box::new(error))
    }
}

/// Boxed conversions: these errors carry several strings, and every `Result` pays for the
/// largest variant.
macro_rules! boxed_from {
    ($($variant:ident($error:ty)),* $(,)?) => {$(
        impl From<$error> for Error {
            fn from(error: $error) -> Self {
                Error::$variant(Box::new(error))
            }
        }
    )*};
}

boxed_from!(
    DeviceKernel(crate::runtime::device::KernelError),
    Launch(crate::runtime::device::LaunchError),
    Npz(crate::runtime::npz::NpzError),
    PtxEntry(crate::module::ptx_entries::PtxEntryError),
    RelaxBuild(crate::module::relax_builder::BuildError),
    RelaxVerify(crate::module::relax_verify::VerifyError),
    InstructionFault(crate::module::relax_verify::InstructionFault),
    RelaxInstruction(crate::module::relax::InstructionError),
);

/// `Result` with modlink's [`enum@Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;
