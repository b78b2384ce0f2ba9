//! Everything that executes code: the only layer that runs what it reads.
//!
//! * [`host`] — the FFI host: `dlopen` and binding, the context symbols and C entry points a
//!   library calls back into, the one call path from a value to the packed ABI, the thread pool.
//! * [`device`] — the devices' room: the [`Device`] value, device memory ([`device::DeviceBuffer`],
//!   its one owner), device tensors and calls, launch planning, the device backend trait, each
//!   device API's driver in a file of its own ([`device::cuda`], [`device::nvrtc`]) and a
//!   recording backend for tests; run on an H200 by `ci/gpu-check.sh`.
//! * [`value`] — the safe value model: tensors with aligned storage, call arguments and returned
//!   values, `.npy` files.
//! * executors over a loaded library: [`graph_executor`] (TVM ≤ 0.20 model libraries), [`vm`]
//!   (the Relax VM).
//!
//! `unsafe` code lives in [`host`] and in the drivers' files of [`device`] (docs/architecture.md,
//! "Rules beyond the table").
//!
//! Reading a file without running it is the [`crate::inspect`] layer's job, which never depends on
//! this one.

pub mod device;
pub mod graph_executor;

pub use graph_executor::GraphExecutor;
pub mod host;
mod loaders;
pub mod value;
pub mod vm;

pub use device::{Device, DeviceCall, DeviceParseError, DeviceTensor, DeviceTensorError};
pub use host::{
    Abi, CTX_SYMBOL, CallError, DeviceModuleStub, FUNCTION_PREFIX, Function, KNOWN_DEVICE_KINDS,
    Library, Loader, LoaderError, LoaderInput, MAX_POOL_THREADS, NUM_THREADS_ENV, NativeFn,
    OpenOptions, RUNTIME_EXPORTS, RaisedError, RuntimeModule, TVM_NUM_THREADS_ENV, WORKSPACE_ALIGN,
    host_arch, num_threads, pool_size_from_env, set_num_threads, take_last_error, tasks_per_slot,
};
pub use host::{ArrayTensor, PackedArg, PackedArgError, PackedCallBuffers, RawStorage, view_bytes};
pub use loaders::{register_loader, unregister_loader};
pub use value::npy;
pub use value::{Arg, Element, TENSOR_ALIGN, Tensor, TensorError, TensorView, Value};
pub use value::{npz, params_file};

use thiserror::Error;

/// An error opening a library or finding a function in it.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum RuntimeError {
    /// The file could not be read.
    #[error("{path}: {source}")]
    Io {
        /// The library.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The file is not a shared library modlink can open.
    #[error("{path}: not a loadable library: {message}")]
    NotALibrary {
        /// The library.
        path: String,
        /// What is wrong.
        message: String,
    },
    /// The library is for another architecture.
    #[error("{path}: built for {file_arch}, but this host is {host_arch}")]
    ArchMismatch {
        /// The library.
        path: String,
        /// The file's architecture.
        file_arch: String,
        /// This host's architecture.
        host_arch: String,
    },
    /// A segment is both writable and executable.
    #[error(
        "{path}: refusing to load: segment {segment} (address {address:#x}) is both writable and executable"
    )]
    WritableExecutable {
        /// The library.
        path: String,
        /// Index of the segment (program header, Mach-O segment or PE section).
        segment: usize,
        /// Its virtual address.
        address: u64,
    },
    /// The library imports a runtime entry point that nothing in this process provides.
    #[error(
        "{path}: imports `{symbol}`, which neither this process's global scope nor modlink's runtime provides"
    )]
    UnresolvableImport {
        /// The library.
        path: String,
        /// The missing symbol.
        symbol: String,
    },
    /// The library needs non-weak symbols that nothing will provide: not modlink's runtime, not
    /// this process's global scope, not the libraries it needs (`DT_NEEDED`), not libc/libm.
    /// Refused before `dlopen`, where the dynamic loader would stop the process at their first
    /// use (`crate::inspect::unresolved`, the analysis `modlink check` reports from).
    #[error(
        "{path}: refusing to load: undefined symbol(s) nothing provides: {} (not modlink's runtime, not this process, not the libraries it needs, not libc/libm)",
        symbols.join(", ")
    )]
    UnresolvedSymbols {
        /// The library.
        path: String,
        /// The unresolved symbols, sorted.
        symbols: Vec<String>,
    },
    /// The blob does not match its digest symbol (a corrupted library is never opened).
    #[error(transparent)]
    Integrity(#[from] crate::blob::digest::IntegrityError),
    /// dlopen failed.
    #[error("{path}: cannot open library: {message}")]
    Open {
        /// The library.
        path: String,
        /// The loader's message.
        message: String,
    },
    /// The blob could not be read.
    #[error("{path}: {source}")]
    Blob {
        /// The library.
        path: String,
        /// The blob error.
        source: crate::blob::BlobError,
    },
    /// A module's kind has no loader (TVM: "a loader of that name is not registered").
    #[error(
        "{path}: module {index} was created using `{kind}`, but a loader of that name is not registered (register_loader(\"{kind}\", ..) or OpenOptions::keep_unknown_opaque)"
    )]
    UnknownKind {
        /// The library.
        path: String,
        /// The module kind.
        kind: String,
        /// The module's index in the blob.
        index: usize,
    },
    /// The file changed (another device, inode, modification time or size) since the library
    /// still open from it, or under its name, was loaded: the dynamic loader would hand back
    /// the old code (docs/runtime.md, "A rebuilt library").
    #[error(
        "{path}: the file changed since it was opened as {opened}, which is still open in this \
         process, and the dynamic loader would give back that old code; drop every Library and \
         Function of the old one first, or open the new build under another file name"
    )]
    FileReplaced {
        /// The library asked for.
        path: String,
        /// The name the still-open library was loaded under.
        opened: String,
    },
    /// A module loader tried to open a library while one is being opened.
    #[error("{path}: a library cannot be opened from inside a module loader")]
    ReentrantOpen {
        /// The library asked for.
        path: String,
    },
    /// A registered loader failed.
    #[error("{path}: loader for `{kind}` failed on module {index}: {message}")]
    Loader {
        /// The library.
        path: String,
        /// The module kind.
        kind: String,
        /// The module's index in the blob.
        index: usize,
        /// The loader's message.
        message: String,
    },
    /// The file's headers or blob symbol could not be read.
    #[error(transparent)]
    Locate(#[from] crate::inspect::locate::LocateError),
    /// A `--arg` specification is malformed or names an impossible tensor.
    #[error("argument `{spec}`: {message}")]
    ArgSpec {
        /// The specification as given.
        spec: String,
        /// What is wrong.
        message: String,
    },
    /// Calling a function failed.
    #[error(transparent)]
    Call(#[from] CallError),
    /// Reading or writing a `.npy` file failed.
    #[error(transparent)]
    Npy(#[from] npy::NpyError),
    /// A call on a device could not copy its tensors there or back, or wait for the device.
    #[error(transparent)]
    DeviceTensor(#[from] DeviceTensorError),
    /// A thread count from the environment that cannot be used.
    #[error("{variable}={value:?}: {message}")]
    ThreadCount {
        /// `MODLINK_NUM_THREADS` or `TVM_NUM_THREADS`.
        variable: &'static str,
        /// The value as set.
        value: String,
        /// What is wrong with it.
        message: String,
    },
    /// No module of the library has the function.
    #[error("{path}: function `{name}` not found in the module or its imports")]
    FunctionNotFound {
        /// The library.
        path: String,
        /// The function name asked for.
        name: String,
    },
}
