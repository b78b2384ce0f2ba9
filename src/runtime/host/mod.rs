//! Opening a library on the host and calling its kernels: the only part of modlink that runs
//! the code it reads.
//!
//! [`Library::open`] first checks the file's bytes (architecture = host, no writable+executable
//! segment, blob located and parsed), then `dlopen`s it with TVM's `RTLD_LAZY | RTLD_LOCAL`,
//! fills the context variables the library defines (spec §1.5: `__tvm_ffi__library_ctx` and
//! the weak `__TVMFFI*` / `__TVMBackend*` function pointers; legacy `__tvm_module_ctx`,
//! `__TVMAPISetLastError`, …) and restores the module tree: `_lib` nodes become host modules
//! whose functions are the exported `__tvm_ffi_<name>` symbols (legacy: raw names with the
//! legacy packed ABI), every other node goes through the loader registered for its kind
//! ([`crate::runtime::register_loader`]), `cuda` modules of cubin, fatbin or PTX become [`crate::runtime::device::CudaKernels`] launching
//! on the device backend of [`OpenOptions::device_backend`] (default: the CUDA driver, loaded on
//! first launch), other known device kinds default to a [`DeviceModuleStub`], and an
//! unknown kind fails the open unless [`OpenOptions::keep_unknown_opaque`].
//!
//! # Runtime entry points and how libraries find them
//!
//! TVM-generated code calls `TVMFFIErrorSetRaisedFromCStrParts` directly: the library leaves
//! it undefined (no `DT_NEEDED`) and expects the dynamic loader to resolve it from the
//! process's global scope (under Python, from `libtvm_ffi.so` loaded `RTLD_GLOBAL`). modlink
//! defines it, and the other entry points of [`RUNTIME_EXPORTS`], as `#[no_mangle] extern "C"`
//! functions. An executable does not put its own symbols in its dynamic symbol table by
//! default, so two mechanisms cooperate:
//!
//! 1. **Direct binding (always on, ELF x86_64/aarch64).** At open time modlink lists the runtime
//!    entry points the library imports (from the file's dynamic symbols, via the locator) and
//!    checks which ones the global scope lacks. After `dlopen(RTLD_LAZY | RTLD_LOCAL)` it writes
//!    its own functions' addresses into the library's GOT slots for exactly those imports
//!    (lazily bound `JUMP_SLOT`s, and `GLOB_DAT`s of weak references, lifting RELRO for the
//!    write). This needs nothing from the executable, so any binary linking modlink can open
//!    TVM libraries. It cannot help a library linked with `-z now` whose strong import is
//!    unresolvable at `dlopen` time: that fails with the loader's "undefined symbol" message.
//! 2. **Global export (the `modlink` binary).** modlink's `build.rs` links the `modlink`
//!    executable with `-Wl,--export-dynamic-symbol=<name>` for each entry point, so libraries
//!    resolve them the ordinary way, `-z now` libraries included. Another executable can do
//!    the same in its own `build.rs`:
//!    `println!("cargo::rustc-link-arg-bins=-Wl,--export-dynamic-symbol=TVMFFIErrorSetRaisedFromCStrParts")`
//!    for each name in [`RUNTIME_EXPORTS`]. Tests and benches are deliberately not linked this
//!    way: other layers' tests need a process without these symbols, and mechanism 1 covers ours.
//!
//! Entry points reached through the weak pointer variables need neither: they are written at
//! open time. A library importing a `TVMFFI*`/`TVMBackend*` function modlink does not provide
//! (e.g. `TVMFFIEnvModRegisterSystemLibSymbol`) is refused at open time with
//! [`crate::runtime::RuntimeError::UnresolvableImport`] rather than aborting the process at its first call. If
//! TVM's own `libtvm_ffi.so` is loaded `RTLD_GLOBAL` in the same process, its definitions are
//! already global and modlink leaves them in place: errors raised by kernels then go to TVM's
//! error slot, not modlink's. Don't mix the two runtimes in one process.
//!
//! Errors raised by a kernel are kept per thread (like TVM's) and returned as
//! [`CallError::Raised`] with the kernel's kind and message. Parallel loops run on a
//! persistent pool ([`set_num_threads`], env `MODLINK_NUM_THREADS` / `TVM_NUM_THREADS`).
#![allow(unsafe_code)]

mod any_list;
pub(crate) mod backend;
#[cfg(unix)]
mod bind;
mod context;
mod dynlib;
mod foreign_view;
mod function;
mod library;
mod modules;
mod open_files;
mod pack;
mod packed;
mod pool;
mod preflight;
mod tensor_array;

pub(crate) use any_list::{AnyItem, CompiledCallHost, CompiledLists, ValueView, call_compiled};
pub use backend::{RaisedError, WORKSPACE_ALIGN, take_last_error};
pub use context::Abi;
pub use function::{CallError, Function, NativeFn};
pub use library::{CTX_SYMBOL, FUNCTION_PREFIX, Library, OpenOptions};
pub use modules::{
    DeviceModuleStub, KNOWN_DEVICE_KINDS, Loader, LoaderError, LoaderInput, RuntimeModule,
};
pub use packed::{PackedArg, PackedArgError, PackedCallBuffers, RawStorage, view_bytes};
pub use pool::{
    MAX_POOL_THREADS, NUM_THREADS_ENV, TVM_NUM_THREADS_ENV, num_threads, pool_size_from_env,
    set_num_threads, tasks_per_slot,
};
pub use preflight::host_arch;
pub use tensor_array::ArrayTensor;

pub use crate::abi::entry_points::RUNTIME_EXPORTS;
