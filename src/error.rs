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

/// `Result` with modlink's [`enum@Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;
