//! The VM's one error type: failures when a VM is made (names that do not resolve, functions
//! modlink cannot run) and faults while running, each naming the function and instruction.

use thiserror::Error;

/// What went wrong at an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FaultKind {
    /// The instruction could not be decoded (offset, words, opcode or argument kind).
    Decode,
    /// A register number outside the frame (or a special register where none is allowed).
    Register,
    /// A constant index outside the pool.
    Constant,
    /// A function index outside the table.
    Function,
    /// A jump outside the function, or a fall-through past its end.
    Jump,
    /// A callee got the wrong number of arguments.
    ArgCount,
    /// A tuple index outside the tuple.
    TupleIndex,
    /// A shape-heap slot outside the heap.
    HeapSlot,
    /// A value of the wrong kind (TVM's TypeError).
    Type,
    /// A shape, dtype or value check failed (TVM's ValueError / RuntimeError).
    Check,
    /// A size, shape or view that cannot be allocated or does not fit its storage.
    Memory,
    /// A kernel failed or raised.
    Kernel,
    /// Frames nested deeper than the VM allows.
    CallDepth,
    /// The instruction budget ran out.
    Budget,
}

/// An error of the Relax VM.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum VmError {
    /// The library's root module is not a Relax executable.
    #[error("{path}: the root module is `{kind}`, not a relax.VMExecutable")]
    NotAnExecutable {
        /// The library.
        path: String,
        /// The root module's kind.
        kind: String,
    },
    /// A packed function of the table is neither a kernel of the imports nor a builtin
    /// (TVM: "Cannot find ffi::Function ...").
    #[error(
        "cannot find function `{name}` (function table entry {index}) in either the executable's kernel library or modlink's VM builtins"
    )]
    MissingFunction {
        /// The name.
        name: String,
        /// Its index in the function table.
        index: usize,
    },
    /// A function-table entry modlink cannot run.
    #[error("function `{name}` (function table entry {index}): {message}")]
    Unsupported {
        /// The name.
        name: String,
        /// Its index in the function table.
        index: usize,
        /// What is unsupported.
        message: String,
    },
    /// A `const_loader`'s `__init_<symbol>` failed or returned non-zero (TVM's
    /// `InitSubModule` checks it returns 0).
    #[error("const_loader initialisation of `{symbol}` by `__init_{symbol}`: {message}")]
    ConstantInit {
        /// The kernel whose constants were being handed over.
        symbol: String,
        /// What went wrong.
        message: String,
    },
    /// A constant could not be prepared.
    #[error("constant {index}: {message}")]
    Constant {
        /// Its index in the pool.
        index: usize,
        /// What is wrong.
        message: String,
    },
    /// No bytecode function has that name.
    #[error("no VM function named `{name}` (the executable has: {available})")]
    UnknownFunction {
        /// The name asked for.
        name: String,
        /// The VM functions there are.
        available: String,
    },
    /// A function was called with the wrong number of arguments.
    #[error("function `{function}` takes {expected} arguments, {given} given")]
    ArgCount {
        /// The function.
        function: String,
        /// Its parameter count.
        expected: usize,
        /// Arguments given.
        given: usize,
    },
    /// A fault while running an instruction.
    #[error("function `{function}`, instruction {instruction}: {message}")]
    Fault {
        /// The function running.
        function: String,
        /// The instruction's index in the code section.
        instruction: usize,
        /// The class of fault.
        kind: FaultKind,
        /// What went wrong.
        message: String,
    },
    /// A fault while the host code of a compiled-mode function ran: a builtin's (with its
    /// class) or a kernel's.
    #[error("function `{function}` (compiled mode): {message}")]
    CompiledFault {
        /// The function called.
        function: String,
        /// The class of fault.
        kind: FaultKind,
        /// What went wrong.
        message: String,
    },
    /// An input file does not fit its parameter.
    #[error("{path}: {message}")]
    Input {
        /// The file.
        path: String,
        /// What is wrong.
        message: String,
    },
    /// Two inputs name the same parameter (neither overrides the other).
    #[error("parameter `{parameter}` is given twice: by {first} and by {second}")]
    DuplicateInput {
        /// The parameter.
        parameter: String,
        /// Where the first came from.
        first: String,
        /// Where the second came from.
        second: String,
    },
    /// An input names no parameter of the function (an extra entry of a weights file).
    #[error("{origin}: `{function}` has no parameter `{name}` (parameters: {parameters})")]
    UnknownParameter {
        /// The function.
        function: String,
        /// The input's name.
        name: String,
        /// Where the input came from.
        origin: String,
        /// The function's parameters (the first few).
        parameters: String,
    },
    /// Parameters without an input.
    #[error("{}", missing_inputs_message(function, parameters))]
    MissingInputs {
        /// The function.
        function: String,
        /// The parameters without an input, in order.
        parameters: Vec<String>,
    },
    /// An input's dtype, ndim or shape differs from what the function checks of its parameter.
    #[error("{origin}: parameter `{parameter}` of `{function}`: {field} {message}")]
    InputMismatch {
        /// The function.
        function: String,
        /// The parameter.
        parameter: String,
        /// Where the input came from.
        origin: String,
        /// `dtype`, `ndim` or `shape`.
        field: &'static str,
        /// What the input holds, what the function expects, and the check (builtin and TVM's
        /// error context) that expects it.
        message: String,
    },
    /// A weights file (`.npz` or TVM parameter dictionary) could not be read.
    #[error(transparent)]
    ParamsFile(#[from] crate::runtime::params_file::ParamsFileError),
    /// A result could not be written.
    #[error("writing the result: {message}")]
    Output {
        /// What is wrong.
        message: String,
    },
    /// A device refused an allocation, a copy or a synchronisation outside an instruction.
    #[error("{what}: {message}")]
    Device {
        /// What was being done, naming the device.
        what: String,
        /// The device's error.
        message: String,
    },
    /// Reading or writing a `.npy` file.
    #[error(transparent)]
    Npy(#[from] crate::runtime::npy::NpyError),
    /// Opening the library failed.
    #[error(transparent)]
    Runtime(#[from] crate::runtime::RuntimeError),
}

/// `parameter `x` of `main` has no input`, or for several, `parameters `a`, `b` of `main` have
/// no input`.
fn missing_inputs_message(function: &str, parameters: &[String]) -> String {
    let names = parameters
        .iter()
        .map(|p| format!("`{p}`"))
        .collect::<Vec<_>>()
        .join(", ");
    match parameters {
        [_] => format!("parameter {names} of `{function}` has no input"),
        _ => format!("parameters {names} of `{function}` have no input"),
    }
}

impl VmError {
    /// The fault class, for errors raised while running.
    pub fn fault_kind(&self) -> Option<FaultKind> {
        match self {
            VmError::Fault { kind, .. } | VmError::CompiledFault { kind, .. } => Some(*kind),
            _ => None,
        }
    }
}

/// A fault before the function and instruction are attached.
#[derive(Debug)]
pub(crate) struct Fault {
    pub(crate) kind: FaultKind,
    pub(crate) message: String,
}

impl Fault {
    pub(crate) fn new(kind: FaultKind, message: impl Into<String>) -> Fault {
        Fault {
            kind,
            message: message.into(),
        }
    }
}

/// Shorthand for a fault result.
pub(crate) fn fault<T>(kind: FaultKind, message: impl Into<String>) -> Result<T, Fault> {
    Err(Fault::new(kind, message))
}
