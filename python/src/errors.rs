//! modlink's errors as Python exceptions: each error becomes the class of `modlink.errors` that
//! names its kind, with modlink's own message (which names the file, argument or function).

use modlink::inspect::locate::LocateError;
use modlink::runtime::vm::{FaultKind, VmError};
use modlink::runtime::{CallError, RuntimeError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;

/// The exception classes of `modlink.errors`, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Error,
    FileError,
    MissingFileError,
    FormatError,
    ArchitectureError,
    LoadError,
    FunctionNotFoundError,
    ArgumentError,
    ArgumentTypeError,
    ReadOnlyArrayError,
    KernelError,
    KernelValueError,
    KernelTypeError,
    VMError,
    DeviceError,
    ExportError,
}

impl Class {
    fn name(self) -> &'static str {
        match self {
            Class::Error => "Error",
            Class::FileError => "FileError",
            Class::MissingFileError => "MissingFileError",
            Class::FormatError => "FormatError",
            Class::ArchitectureError => "ArchitectureError",
            Class::LoadError => "LoadError",
            Class::FunctionNotFoundError => "FunctionNotFoundError",
            Class::ArgumentError => "ArgumentError",
            Class::ArgumentTypeError => "ArgumentTypeError",
            Class::ReadOnlyArrayError => "ReadOnlyArrayError",
            Class::KernelError => "KernelError",
            Class::KernelValueError => "KernelValueError",
            Class::KernelTypeError => "KernelTypeError",
            Class::VMError => "VMError",
            Class::DeviceError => "DeviceError",
            Class::ExportError => "ExportError",
        }
    }

    /// The exception `message` of this class.
    pub fn err(self, message: impl Into<String>) -> PyErr {
        let message = message.into();
        Python::attach(|py| match class_object(py, self) {
            Ok(class) => PyErr::from_type(class, message),
            Err(error) => error,
        })
    }
}

fn class_object(py: Python<'_>, class: Class) -> PyResult<Bound<'_, PyType>> {
    static MODULE: PyOnceLock<Py<PyModule>> = PyOnceLock::new();
    let module = MODULE.get_or_try_init(py, || py.import("modlink.errors").map(Bound::unbind))?;
    Ok(module
        .bind(py)
        .getattr(class.name())?
        .cast_into::<PyType>()?)
}

/// The class of an I/O error: a missing file or another failure.
fn io_class(error: &std::io::Error) -> Class {
    if error.kind() == std::io::ErrorKind::NotFound {
        Class::MissingFileError
    } else {
        Class::FileError
    }
}

/// The class of a runtime error.
pub fn runtime_class(error: &RuntimeError) -> Class {
    match error {
        RuntimeError::Io { source, .. } => io_class(source),
        RuntimeError::ArchMismatch { .. } => Class::ArchitectureError,
        RuntimeError::NotALibrary { .. }
        | RuntimeError::Blob { .. }
        | RuntimeError::Integrity(_)
        | RuntimeError::Npy(_) => Class::FormatError,
        RuntimeError::Locate(locate) => locate_class(locate),
        RuntimeError::FunctionNotFound { .. } => Class::FunctionNotFoundError,
        RuntimeError::Call(call) => call_class(call),
        RuntimeError::ArgSpec { .. } => Class::ArgumentError,
        RuntimeError::DeviceTensor(_) => Class::DeviceError,
        RuntimeError::ThreadCount { .. } => Class::Error,
        _ => Class::LoadError,
    }
}

/// The class of a locate error: I/O, or a file that is not what it should be.
pub fn locate_class(error: &LocateError) -> Class {
    match error {
        LocateError::Io { source, .. } => io_class(source),
        _ => Class::FormatError,
    }
}

/// The class of a failed call: the kernel's own kind where Python has one.
pub fn call_class(error: &CallError) -> Class {
    match error {
        CallError::Raised { kind, .. } if kind == "ValueError" => Class::KernelValueError,
        CallError::Raised { kind, .. } if kind == "TypeError" => Class::KernelTypeError,
        CallError::TooManyArgs { .. } => Class::ArgumentError,
        CallError::NotPackedAbi { .. } => Class::KernelError,
        _ => Class::KernelError,
    }
}

/// The class of a VM error.
pub fn vm_class(error: &VmError) -> Class {
    match error {
        VmError::NotAnExecutable { .. } | VmError::Constant { .. } | VmError::Npy(_) => {
            Class::FormatError
        }
        VmError::MissingFunction { .. } | VmError::ConstantInit { .. } => Class::LoadError,
        VmError::UnknownFunction { .. } => Class::FunctionNotFoundError,
        VmError::ArgCount { .. } | VmError::MissingInputs { .. } => Class::ArgumentTypeError,
        VmError::Input { .. }
        | VmError::DuplicateInput { .. }
        | VmError::UnknownParameter { .. }
        | VmError::InputMismatch { .. } => Class::ArgumentError,
        VmError::ParamsFile(params) => match params {
            modlink::runtime::params_file::ParamsFileError::Io { source, .. } => io_class(source),
            _ => Class::FormatError,
        },
        VmError::Fault { kind, .. } | VmError::CompiledFault { kind, .. }
            if *kind == FaultKind::Kernel =>
        {
            Class::KernelError
        }
        VmError::Device { .. } => Class::DeviceError,
        VmError::Runtime(runtime) => runtime_class(runtime),
        _ => Class::VMError,
    }
}

/// The class of any modlink error.
pub fn class_of(error: &modlink::Error) -> Class {
    use modlink::Error as E;
    match error {
        E::Runtime(runtime) => runtime_class(runtime),
        E::Locate(locate) => locate_class(locate),
        E::Blob(_) | E::Integrity(_) | E::Params(_) | E::Graph(_) | E::Npy(_) => Class::FormatError,
        E::Vm(vm) => vm_class(vm),
        E::Call(call) => call_class(call),
        E::Tensor(_) => Class::ArgumentError,
        E::Export(_) | E::Link(_) | E::Pack(_) | E::Target(_) | E::Module(_) => Class::ExportError,
        E::Io(io) => io_class(io),
        _ => Class::Error,
    }
}

/// A modlink error as the Python exception of its kind.
pub fn to_py(error: impl Into<modlink::Error>) -> PyErr {
    let error = error.into();
    class_of(&error).err(error.to_string())
}
