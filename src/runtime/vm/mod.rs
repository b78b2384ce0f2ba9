//! The Relax virtual machine: runs the bytecode of a `relax.VMExecutable` (spec
//! `relax-vm.md` §5) with TVM's semantics, builtins implemented natively and kernels called
//! through the packed ABI.
//!
//! A [`VirtualMachine`] resolves every function-table entry when it is made (a name that is
//! neither a kernel of the executable's imports nor a builtin is an error then, as in TVM),
//! copies tensor constants to aligned storage once (to the GPU when the first of
//! [`VmOptions::devices`] is one), and decodes the code section. Running
//! checks every register, constant and function index, jump, argument count, tuple index and
//! heap slot before use, and counts instructions against an optional budget. Frames live on
//! one register stack and one frame stack that calls reuse, so a call allocates only what the
//! bytecode asks for (storages come from a pool, as with TVM's pooled allocator).
//!
//! The VM is single-threaded: [`VirtualMachine`] and [`VmValue`] are not `Send`, because
//! registers and tensors share storages through `Rc` reference counts (no atomic per copy).
//! Share the [`Library`] (`Send + Sync`) and make one VM per thread; host [`crate::runtime::Tensor`]s
//! cross threads.
//!
//! ```compile_fail
//! fn needs_send<T: Send>() {}
//! needs_send::<modlink::runtime::vm::VirtualMachine>();
//! ```
//!
//! ```compile_fail
//! fn needs_send<T: Send>() {}
//! needs_send::<modlink::runtime::vm::VmValue>();
//! ```
//!
//! ```
//! fn needs_send_sync<T: Send + Sync>() {}
//! needs_send_sync::<modlink::runtime::Library>();
//! needs_send_sync::<modlink::runtime::Function>();
//! needs_send_sync::<modlink::runtime::Tensor>();
//! ```

mod builtins;
mod closure;
mod compiled;
mod const_init;
mod devices;
mod error;
mod interp;
mod io;
mod kernel;
mod loader;
mod on_device;
mod params_binding;
mod value;

pub use builtins::{BUILTIN_PREFIX, Builtin};
pub use compiled::VMTIR_PREFIX;
pub use error::{FaultKind, VmError};
pub use interp::{VirtualMachine, VmOptions};
pub use io::{ParamKind, leaf_tensor, result_leaves, write_result};
pub use kernel::{Kernel, StandInKernel};
pub(crate) use loader::default_loader;
pub use loader::{ConstLoaderModule, ExecutableModule, register_loaders};
pub use params_binding::{InputSet, NamedInput, ParamCheck};
pub use value::{Storage, StorageError, VmClosure, VmTensor, VmValue};

use crate::module::relax::{VmExecutable, VmFunctionKind};
use crate::runtime::device::DeviceBackend;
use crate::runtime::{Library, PackedCallBuffers};
use builtins::BuiltinContext;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;
use value::StoragePool;

/// Whether a function of the table is one a caller runs by name.
fn is_callable(kind: VmFunctionKind) -> bool {
    matches!(kind, VmFunctionKind::Bytecode | VmFunctionKind::Tir)
}

impl std::fmt::Debug for VirtualMachine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VirtualMachine")
            .field("functions", &self.function_names())
            .finish_non_exhaustive()
    }
}

impl VirtualMachine {
    /// A VM for a library whose root module is a Relax executable, with default options.
    pub fn new(library: &Library) -> Result<VirtualMachine, VmError> {
        VirtualMachine::with_options(library, VmOptions::default())
    }

    /// A VM for a library whose root module is a Relax executable.
    pub fn with_options(library: &Library, options: VmOptions) -> Result<VirtualMachine, VmError> {
        let root = library.module(0);
        let exe = root
            .and_then(|m| m.as_any().downcast_ref::<ExecutableModule>())
            .map(|m| Arc::clone(m.executable()))
            .ok_or_else(|| VmError::NotAnExecutable {
                path: library.path().display().to_string(),
                kind: root.map(|m| m.kind().to_owned()).unwrap_or_default(),
            })?;
        on_device::check_devices_have_kernels(library, &options)?;
        let lookup = |name: &str| -> Option<Rc<dyn Kernel>> {
            let function = library.find_in_imports(0, name)?;
            function
                .accepts_packed()
                .then(|| Rc::new(function) as Rc<dyn Kernel>)
        };
        let mut vm = VirtualMachine::from_executable_with_backend(
            Arc::clone(&exe),
            &lookup,
            options,
            library.device_backend(),
        )?;
        // Compiled-mode functions run their host code, found in the imports as TVM finds it.
        for (index, callee) in vm.callees.iter_mut().enumerate() {
            if let interp::Callee::Compiled(function) = callee {
                function
                    .bind(&vm.exe.functions[index].name, library)
                    .map_err(|name| VmError::MissingFunction { name, index })?;
            }
        }
        const_init::initialize_kernels(library, &exe)?;
        vm._library = Some(library.clone());
        Ok(vm)
    }

    /// A VM over `exe` whose packed functions come from `kernels` (consulted first, as TVM
    /// searches imports before the global registry) or modlink's builtins; CUDA memory, if
    /// `options` names a CUDA device, comes from the process's CUDA driver.
    pub fn from_executable(
        exe: Arc<VmExecutable>,
        kernels: &dyn Fn(&str) -> Option<Rc<dyn Kernel>>,
        options: VmOptions,
    ) -> Result<VirtualMachine, VmError> {
        VirtualMachine::from_executable_with_backend(
            exe,
            kernels,
            options,
            devices::default_backend(),
        )
    }

    /// [`VirtualMachine::from_executable`] with CUDA memory from `backend` (the one the
    /// kernels launch on). Tensor constants are copied to the first device here.
    pub fn from_executable_with_backend(
        exe: Arc<VmExecutable>,
        kernels: &dyn Fn(&str) -> Option<Rc<dyn Kernel>>,
        options: VmOptions,
        backend: Arc<dyn DeviceBackend>,
    ) -> Result<VirtualMachine, VmError> {
        let callees = interp::resolve_functions(&exe, kernels, &options)?;
        let code = interp::decode_code(&exe);
        let devices = devices::VmDevices::new(&options.devices, backend);
        let mut constants = interp::prepare_constants(&exe)?;
        devices::place_constants(&mut constants, &devices)?;
        Ok(VirtualMachine {
            exe,
            callees,
            code,
            constants,
            context: BuiltinContext {
                pool: Rc::new(RefCell::new(StoragePool::default())),
                max_storage_bytes: options.max_storage_bytes,
                devices,
            },
            registers: Vec::new(),
            frames: Vec::new(),
            scratch: Vec::new(),
            buffers: PackedCallBuffers::default(),
            options,
            _library: None,
        })
    }

    /// The executable.
    pub fn executable(&self) -> &VmExecutable {
        &self.exe
    }

    /// Names of the bytecode and compiled-mode functions (callable with
    /// [`VirtualMachine::call`]).
    pub fn function_names(&self) -> Vec<&str> {
        self.exe
            .functions
            .iter()
            .filter(|f| is_callable(f.kind))
            .map(|f| f.name.as_str())
            .collect()
    }

    /// The parameter names of function `name`.
    pub fn param_names(&self, name: &str) -> Option<&[String]> {
        let index = self.bytecode_index(name)?;
        Some(&self.exe.functions[index].param_names)
    }

    fn bytecode_index(&self, name: &str) -> Option<usize> {
        self.exe
            .function_index(name)
            .filter(|&i| is_callable(self.exe.functions[i].kind))
    }

    /// Sets (or clears) the instruction budget of later calls.
    pub fn set_instruction_budget(&mut self, budget: Option<u64>) {
        self.options.instruction_budget = budget;
    }

    /// Calls function `name` (bytecode or compiled mode) with `args` (one per parameter) and returns its result.
    /// Tensor arguments are used in place, as TVM does: make them once with
    /// [`VmValue::tensor`] and pass clones to avoid a copy per call.
    pub fn call(&mut self, name: &str, args: &[VmValue]) -> Result<VmValue, VmError> {
        let index = self
            .bytecode_index(name)
            .ok_or_else(|| VmError::UnknownFunction {
                name: name.to_owned(),
                available: self.function_names().join(", "),
            })?;
        let result = self.invoke(index, args);
        // A failed call leaves no frame behind; storages go back to the pool.
        self.registers.clear();
        self.frames.clear();
        self.scratch.clear();
        result
    }
}
