//! [`Library`]: a library opened on the host, its module tree restored (spec §1.4) and its
//! context symbols filled (spec §1.5, §4.2).

#[cfg(unix)]
use super::bind;
use super::context::{self, Abi, CtxRecord, ImportLookup};
use super::dynlib::{DynLib, globally_visible};
use super::function::{Callee, Function};
use super::modules::{DeviceModuleStub, KNOWN_DEVICE_KINDS, LoaderInput, RuntimeModule};
use super::open_files::{OPEN_LIBRARIES, OpenEntry, dlopen_name, file_identity};
use super::pool;
use super::preflight::{check_library, check_resolvable, compiled_mode_reason};
use crate::abi::entry_points::{SET_DEVICE_GLOBAL, is_runtime_api};
use crate::blob::Layout;
use crate::inspect::locate::locate_bytes;
use crate::module::device::KIND_CUDA;
use crate::module::{LIB_KEY, ModuleTree, Payload};
use crate::runtime::RuntimeError;
use crate::runtime::device::current::LibraryBackends;
use crate::runtime::device::{
    CudaKernels, CudaSourceCompiler, Device, DeviceBackend, OpenClBackend, OpenClKernels,
    default_device_backend, default_opencl_backend, set_device_function,
};
use crate::runtime::loaders::loader_for;
use bytes::Bytes;
use std::any::Any;
use std::cell::Cell;
use std::collections::HashSet;
use std::ffi::c_void;
use std::path::{Path, PathBuf};
use std::sync::{Arc, PoisonError, Weak};

/// Symbol prefix of exported functions in the current ABI.
pub const FUNCTION_PREFIX: &str = "__tvm_ffi_";
/// The current ABI's context variable (after the system-lib prefix, if any).
pub const CTX_SYMBOL: &str = "__tvm_ffi__library_ctx";
/// TVM 0.21's context variable (one underscore after `ffi`).
pub const TRANSITION_CTX_SYMBOL: &str = "__tvm_ffi_library_ctx";
/// The legacy ABI's context variable.
pub const LEGACY_CTX_SYMBOL: &str = "__tvm_module_ctx";
/// The legacy entry-name constant.
pub const LEGACY_MAIN_SYMBOL: &str = "__tvm_main__";

/// Options for [`Library::open_with`].
#[derive(Clone, Default)]
pub struct OpenOptions {
    keep_unknown_opaque: bool,
    abi: Option<Abi>,
    device_backend: Option<Arc<dyn DeviceBackend>>,
    cuda_source_compiler: Option<Arc<dyn CudaSourceCompiler>>,
}

impl std::fmt::Debug for OpenOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenOptions")
            .field("keep_unknown_opaque", &self.keep_unknown_opaque)
            .field("abi", &self.abi)
            .field(
                "device_backend",
                &self.device_backend.as_ref().map_or("default", |_| "given"),
            )
            .field(
                "cuda_source_compiler",
                &self
                    .cuda_source_compiler
                    .as_ref()
                    .map_or("default", |_| "given"),
            )
            .finish()
    }
}

impl OpenOptions {
    /// Default options: unknown module kinds fail the open, the ABI is detected.
    pub fn new() -> OpenOptions {
        OpenOptions::default()
    }

    /// Keep modules of kinds no loader is registered for as opaque [`DeviceModuleStub`]s
    /// instead of failing (TVM fails).
    pub fn keep_unknown_opaque(mut self, keep: bool) -> OpenOptions {
        self.keep_unknown_opaque = keep;
        self
    }

    /// The device backend the library's `cuda` kernels, its `__tvm_set_device` calls and its
    /// device workspaces use (e.g. a [`crate::runtime::device::RecordingBackend`]). By default
    /// the CUDA driver, opened at the first launch: a CUDA library opens (and can be inspected)
    /// on a machine without one, and fails only when a kernel runs, with the driver's error.
    pub fn device_backend(mut self, backend: Arc<dyn DeviceBackend>) -> OpenOptions {
        self.device_backend = Some(backend);
        self
    }

    /// What compiles the CUDA C++ source of a fmt `cuda` module to PTX for the device a kernel
    /// first runs on. By default NVRTC, opened then ([`crate::runtime::device::nvrtc`]): a library of CUDA
    /// source opens anywhere, and its first launch on a machine without NVRTC fails saying how
    /// to provide it.
    pub fn cuda_source_compiler(mut self, compiler: Arc<dyn CudaSourceCompiler>) -> OpenOptions {
        self.cuda_source_compiler = Some(compiler);
        self
    }

    /// Forces the function ABI; by default the blob symbol decides, or for a library without
    /// a blob the presence of legacy context symbols (`__tvm_module_ctx`, `__tvm_main__`).
    pub fn abi(mut self, abi: Abi) -> OpenOptions {
        self.abi = Some(abi);
        self
    }
}

/// The host-code module (`_lib`): functions are the library's exported symbols.
struct HostModule {
    library: Weak<LibraryShared>,
    abi: Abi,
    prefix: String,
    /// The exported functions as [`HostModule::get_function`] finds them (the locator's
    /// `host_functions`).
    functions: Vec<String>,
    /// The kernels of the library's `opencl` modules: a function that launches none of them
    /// is host code, which must not be given OpenCL tensors ([`crate::module::launches_kernel`]).
    opencl_kernels: Arc<[String]>,
}

/// The kernel names of every `opencl` module of `tree`.
fn opencl_kernel_names(tree: &crate::module::ModuleTree) -> Vec<String> {
    tree.nodes
        .iter()
        .filter(|node| node.kind == crate::runtime::device::KIND_OPENCL)
        .filter_map(|node| match &node.payload {
            crate::module::Payload::Device(module) => Some(module),
            _ => None,
        })
        .flat_map(|module| {
            module
                .functions
                .iter()
                .flat_map(|(key, info)| [key.clone(), info.name.clone()])
        })
        .collect()
}

impl HostModule {
    /// The host function that runs for `name` when it launches none of the library's OpenCL
    /// kernels (it computes on the CPU), else `None`. `main` is the library's one other
    /// function under a second name (TVM and modlink write it only then): it launches what
    /// that one does, and is named by it; with several others nothing is known of it.
    fn computes_on_the_cpu<'a>(&'a self, name: &'a str) -> Option<&'a str> {
        let kernels = || self.opencl_kernels.iter().map(String::as_str);
        let host = if name == "main" {
            let mut others = self.functions.iter().filter(|other| *other != "main");
            match (others.next(), others.next()) {
                (Some(only), None) => only.as_str(),
                _ => return None,
            }
        } else {
            name
        };
        (!crate::module::launches_kernel(host, kernels())).then_some(host)
    }

    fn symbol_names(&self, name: &str) -> Vec<String> {
        match self.abi {
            Abi::Current if self.prefix.is_empty() => vec![format!("{FUNCTION_PREFIX}{name}")],
            // System library: `__tvm_ffi_` + P + name, then `__tvm_ffi_` + name (spec §1.6).
            Abi::Current => vec![
                format!("{FUNCTION_PREFIX}{}{name}", self.prefix),
                format!("{FUNCTION_PREFIX}{name}"),
            ],
            Abi::Legacy | Abi::Transition => vec![name.to_owned()],
        }
    }
}

impl RuntimeModule for HostModule {
    fn kind(&self) -> &str {
        "library"
    }

    fn get_function(&self, name: &str) -> Option<Function> {
        let library = self.library.upgrade()?;
        let address = self
            .symbol_names(name)
            .iter()
            .find_map(|symbol| library.dynlib.symbol(symbol))?;
        let callee = match self.abi {
            Abi::Current | Abi::Transition => Callee::SafeCall {
                // SAFETY: an exported function of this ABI has exactly this signature (spec §4.1).
                ptr: unsafe {
                    std::mem::transmute::<*mut c_void, crate::abi::ffi::SafeCallFn>(address)
                },
                handle: 0,
            },
            Abi::Legacy => Callee::Legacy {
                // SAFETY: a legacy packed function has exactly this signature (spec §4.2).
                ptr: unsafe {
                    std::mem::transmute::<*mut c_void, crate::abi::ffi::LegacyPackedFn>(address)
                },
            },
        };
        let device_backends = library.device_backends.clone();
        let owner: Arc<dyn Any + Send + Sync> = library;
        let mut function = Function::from_callee(name, callee, Some(owner));
        if let Some(backends) = device_backends {
            function = function.with_device_backends(backends);
        }
        Some(match self.computes_on_the_cpu(name) {
            Some(host_function) => function.refusing_opencl_tensors(host_function),
            None => function,
        })
    }

    fn function_names(&self) -> Vec<String> {
        self.functions.clone()
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Everything a loaded library owns; functions hold it alive.
pub(crate) struct LibraryShared {
    path: PathBuf,
    abi: Abi,
    /// Declared before `dynlib` so modules drop before the code they may point into.
    modules: Vec<Arc<dyn RuntimeModule>>,
    imports: Vec<Vec<usize>>,
    /// The objects `__tvm_ffi__library_ctx` points at, one per `_lib` node (never resized
    /// after construction, so their addresses are stable).
    pub(crate) ctx_records: Vec<CtxRecord>,
    /// Where the `cuda` kernels launch and `__tvm_set_device` makes devices current.
    device_backend: Arc<dyn DeviceBackend>,
    /// Where the `opencl` kernels launch: the process's OpenCL devices.
    opencl_backend: Arc<OpenClBackend>,
    /// Both backends, for a library with `cuda` or `opencl` modules: its host functions set
    /// devices there through the `__TVMBackendSetDevice` slot.
    device_backends: Option<Arc<LibraryBackends>>,
    dynlib: DynLib,
}

impl Drop for LibraryShared {
    fn drop(&mut self) {
        context::unregister_contexts(&self.ctx_records);
    }
}

impl ImportLookup for LibraryShared {
    fn find_function(&self, index: usize, name: &str, skip_self: bool) -> Option<Function> {
        let mut stack = vec![index];
        let mut seen = HashSet::new();
        while let Some(current) = stack.pop() {
            if !seen.insert(current) {
                continue;
            }
            if (current != index || !skip_self)
                && let Some(function) = self.modules.get(current).and_then(|m| m.get_function(name))
            {
                return Some(function);
            }
            if let Some(children) = self.imports.get(current) {
                stack.extend(children.iter().rev());
            }
        }
        None
    }

    fn global_function(&self, name: &str) -> Option<Function> {
        (name == SET_DEVICE_GLOBAL)
            .then(|| {
                let opencl: Arc<dyn DeviceBackend> = self.opencl_backend.clone();
                set_device_function(Arc::clone(&self.device_backend), opencl)
            })
            // Compiled-mode Relax host code looks the VM's builtins up as globals.
            .or_else(|| super::any_list::builtin_function(name))
    }

    fn reachable_kinds(&self, index: usize) -> Vec<String> {
        let mut kinds = Vec::new();
        let mut stack: Vec<usize> = self.imports.get(index).cloned().unwrap_or_default();
        let mut seen = HashSet::new();
        while let Some(current) = stack.pop() {
            if !seen.insert(current) {
                continue;
            }
            if let Some(module) = self.modules.get(current) {
                kinds.push(module.kind().to_owned());
            }
            stack.extend(self.imports.get(current).into_iter().flatten());
        }
        kinds
    }
}

/// A library opened on this host: its module tree restored, its kernels callable.
#[derive(Clone)]
pub struct Library {
    shared: Arc<LibraryShared>,
}

impl std::fmt::Debug for Library {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Library")
            .field("path", &self.shared.path)
            .field("abi", &self.shared.abi)
            .field("modules", &self.module_kinds())
            .finish()
    }
}

/// A module restored from a blob before the library object exists.
enum Restored {
    Host,
    Module(Arc<dyn RuntimeModule>),
}

impl Library {
    /// Opens a library for this host with default [`OpenOptions`].
    pub fn open(path: impl AsRef<Path>) -> Result<Library, RuntimeError> {
        Library::open_with(path, &OpenOptions::default())
    }

    /// Opens a library: checks its architecture and segments, reads its blob, dlopens it,
    /// fills its context symbols and restores its module tree.
    ///
    /// A file that is already open in this process (same device, inode, modification time and
    /// size) gives back the same library, whatever `options` say: `dlopen` shares one image,
    /// whose single context variable cannot point at two module trees. A file that changed
    /// since a still-open library was loaded from it (or under its name) is refused
    /// ([`RuntimeError::FileReplaced`]): `dlopen` would return the old code. Opens are
    /// serialised; a module loader must not open a library itself
    /// ([`RuntimeError::ReentrantOpen`]).
    pub fn open_with(
        path: impl AsRef<Path>,
        options: &OpenOptions,
    ) -> Result<Library, RuntimeError> {
        let path = path.as_ref();
        if OPENING.with(Cell::get) {
            return Err(RuntimeError::ReentrantOpen {
                path: path.display().to_string(),
            });
        }
        let identity = file_identity(path)?;
        let dlopen_name = dlopen_name(path);
        let mut open = OPEN_LIBRARIES
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        open.retain(|entry| entry.library.strong_count() > 0);
        if let Some(shared) = open
            .iter()
            .find(|entry| entry.identity == identity)
            .and_then(|entry| entry.library.upgrade())
            .and_then(|shared| shared.downcast::<LibraryShared>().ok())
        {
            return Ok(Library { shared });
        }
        // dlopen finds a loaded library by the name it was opened under, then by device and
        // inode: while an older build stays open under either, it would hand back the old
        // code for the new file (docs/runtime.md, "A rebuilt library").
        if let Some(stale) = open.iter().find(|entry| {
            entry.library.strong_count() > 0
                && (entry.dlopen_name == dlopen_name || entry.identity.same_file(&identity))
        }) {
            return Err(RuntimeError::FileReplaced {
                path: path.display().to_string(),
                opened: stale.dlopen_name.display().to_string(),
            });
        }
        OPENING.with(|flag| flag.set(true));
        let opened = Library::open_fresh(path, options);
        OPENING.with(|flag| flag.set(false));
        let library = opened?;
        open.push(OpenEntry {
            identity,
            dlopen_name,
            library: Arc::downgrade(&library.shared) as Weak<dyn Any + Send + Sync>,
        });
        Ok(library)
    }

    fn open_fresh(path: &Path, options: &OpenOptions) -> Result<Library, RuntimeError> {
        // Mapped once and parsed once: the preflight checks, the digest check and the import
        // binding all use what the locator read; no other code here sees the file's bytes.
        let located = {
            let file =
                crate::inspect::locate::map_file(path).map_err(|source| RuntimeError::Io {
                    path: path.display().to_string(),
                    source,
                })?;
            locate_bytes(file, &path.display().to_string())?
        };
        check_library(path, &located)?;
        crate::inspect::verify::verify_located(&located)?;
        let resolved = unbound_imports(path, &located)
            .and_then(|unbound| check_resolvable(path, &located).map(|()| unbound));
        // A Relax executable of an unknown function kind may import runtime functions modlink
        // lacks; the reason it cannot run is its kind, which `modlink check` names too.
        let unbound = resolved.map_err(|error| {
            compiled_mode_reason(&located).map_or(error, |message| RuntimeError::NotALibrary {
                path: path.display().to_string(),
                message,
            })
        })?;
        let blob = match (&located.blob, located.layout) {
            (Some(bytes), Some(layout)) => Some(FoundBlob {
                layout,
                symbol: located.symbol.clone().unwrap_or_default(),
                bytes: bytes.clone(),
            }),
            _ => None,
        };
        let tree = match &blob {
            Some(blob) => Some(read_tree(path, blob)?),
            None => None,
        };
        let device_backend = options
            .device_backend
            .clone()
            .unwrap_or_else(default_device_backend);
        let opencl_backend = default_opencl_backend();
        // Loaders run before dlopen: a tree modlink cannot restore never executes the file.
        let (restored, imports) = match &tree {
            Some((tree, payloads)) => (
                restore_modules(
                    path,
                    tree,
                    payloads,
                    options,
                    &device_backend,
                    &opencl_backend,
                )?,
                tree.imports.clone(),
            ),
            _ => (vec![Restored::Host], vec![Vec::new()]),
        };
        let dynlib = DynLib::open(path)?;
        if !unbound.is_empty() {
            #[cfg(unix)]
            if let Some(image) = &located.image {
                bind::bind_imports(path, image, &dynlib, &unbound)?;
            }
        }
        let abi = options
            .abi
            .unwrap_or_else(|| detect_abi(blob.as_ref(), &dynlib));
        let prefix = located.prefix.clone().unwrap_or_default();
        let host_functions = located.host_functions.clone();
        let has_device_code = tree.as_ref().is_some_and(|(tree, _)| {
            tree.nodes.iter().any(|node| {
                node.kind == KIND_CUDA || node.kind == crate::runtime::device::KIND_OPENCL
            })
        });
        let device_backends = has_device_code.then(|| {
            let opencl: Arc<dyn DeviceBackend> = opencl_backend.clone();
            Arc::new(LibraryBackends {
                cuda: Arc::clone(&device_backend),
                opencl,
            })
        });
        let opencl_kernels: Arc<[String]> = match &tree {
            Some((tree, _)) => opencl_kernel_names(tree).into(),
            None => Arc::from(Vec::new()),
        };
        context::fill_context_pointers(&dynlib, abi);

        let shared = Arc::new_cyclic(|weak: &Weak<LibraryShared>| {
            let mut ctx_records = Vec::new();
            let modules = restored
                .into_iter()
                .enumerate()
                .map(|(index, module)| match module {
                    Restored::Module(module) => module,
                    Restored::Host => {
                        ctx_records.push(CtxRecord::new(weak.clone(), index));
                        Arc::new(HostModule {
                            library: weak.clone(),
                            abi,
                            prefix: prefix.clone(),
                            functions: host_functions.clone(),
                            opencl_kernels: Arc::clone(&opencl_kernels),
                        }) as Arc<dyn RuntimeModule>
                    }
                })
                .collect();
            LibraryShared {
                path: path.to_path_buf(),
                abi,
                modules,
                imports,
                ctx_records,
                device_backend,
                opencl_backend,
                device_backends,
                dynlib,
            }
        });
        // As TVM: with several `_lib` nodes the context points at the last one.
        if let Some(record) = shared.ctx_records.last() {
            let ctx_name = match abi {
                Abi::Current => format!("{prefix}{CTX_SYMBOL}"),
                Abi::Legacy => format!("{prefix}{LEGACY_CTX_SYMBOL}"),
                Abi::Transition => format!("{prefix}{TRANSITION_CTX_SYMBOL}"),
            };
            if let Some(slot) = shared.dynlib.symbol(&ctx_name) {
                let record: &CtxRecord = record;
                context::register_context(record);
                // SAFETY: the context symbol is a pointer-sized, pointer-aligned writable
                // variable (spec §1.5); the record lives as long as the library is loaded.
                unsafe { slot.cast::<*const CtxRecord>().write(record) };
            }
        }
        // Start the pool now rather than inside the first parallel kernel.
        pool::num_threads();
        Ok(Library { shared })
    }

    /// Finds `name` in the imports of module `index` (not in the module itself), depth first,
    /// as TVM's `GetFuncFromImports` does for a Relax executable's kernels.
    pub fn find_in_imports(&self, index: usize, name: &str) -> Option<Function> {
        self.shared.find_function(index, name, true)
    }

    /// The path the library was opened from.
    pub fn path(&self) -> &Path {
        &self.shared.path
    }

    /// The ABI its functions use.
    pub fn abi(&self) -> Abi {
        self.shared.abi
    }

    /// Kinds of the modules of the tree in blob order (`library` for host code).
    pub fn module_kinds(&self) -> Vec<String> {
        self.shared
            .modules
            .iter()
            .map(|m| m.kind().to_owned())
            .collect()
    }

    /// The module at blob index `index` (0 is the root).
    pub fn module(&self, index: usize) -> Option<&dyn RuntimeModule> {
        self.shared.modules.get(index).map(|m| m.as_ref())
    }

    /// The imports of module `index`, as blob indices.
    pub fn imports(&self, index: usize) -> &[usize] {
        self.shared.imports.get(index).map_or(&[], Vec::as_slice)
    }

    /// The names [`Library::get_function`] finds, in the order it searches: the root module's
    /// functions, then depth first its imports' (a name two modules define is listed once, for
    /// the first). Host code lists its exported functions (`__tvm_ffi_add` is `add`); a
    /// registered loader's module lists what its [`RuntimeModule::function_names`] says. A
    /// Relax executable's bytecode functions run on a `VirtualMachine` and are listed by
    /// `VirtualMachine::function_names`, not here.
    pub fn functions(&self) -> Vec<String> {
        let mut names = Vec::new();
        let mut listed = HashSet::new();
        let mut stack = vec![0];
        let mut seen = HashSet::new();
        while let Some(current) = stack.pop() {
            if !seen.insert(current) {
                continue;
            }
            if let Some(module) = self.shared.modules.get(current) {
                for name in module.function_names() {
                    if listed.insert(name.clone()) {
                        names.push(name);
                    }
                }
            }
            if let Some(children) = self.shared.imports.get(current) {
                stack.extend(children.iter().rev());
            }
        }
        names
    }

    /// The backend this library's `cuda` kernels launch on (the one [`OpenOptions::device_backend`]
    /// gave, else the process's CUDA driver): device tensors for its functions belong there.
    pub fn device_backend(&self) -> Arc<dyn DeviceBackend> {
        Arc::clone(&self.shared.device_backend)
    }

    /// The backend device tensors on `device` belong to for this library's functions: the
    /// process's OpenCL devices for `opencl:N`, [`Library::device_backend`] otherwise.
    pub fn backend_for(&self, device: Device) -> Arc<dyn DeviceBackend> {
        match device {
            Device::OpenCl(_) => self.shared.opencl_backend.clone(),
            Device::Cpu | Device::Cuda(_) => Arc::clone(&self.shared.device_backend),
        }
    }

    /// Finds function `name` in the root module, then depth first in its imports.
    pub fn get_function(&self, name: &str) -> Result<Function, RuntimeError> {
        self.shared
            .find_function(0, name, false)
            .ok_or_else(|| RuntimeError::FunctionNotFound {
                path: self.shared.path.display().to_string(),
                name: name.to_owned(),
            })
    }
}

/// The runtime entry points `located` imports that the global scope lacks, with modlink's
/// address for each; refuses an import modlink does not provide.
fn unbound_imports(
    path: &Path,
    located: &crate::inspect::locate::Located,
) -> Result<Vec<(&'static str, usize)>, RuntimeError> {
    let entry_points = context::runtime_entry_points();
    let mut unbound = Vec::new();
    for symbol in located
        .undefined_symbols
        .iter()
        .filter(|s| is_runtime_api(s) && !globally_visible(s))
    {
        match entry_points.iter().find(|(entry, _)| entry.name == symbol) {
            Some(&(entry, address)) => unbound.push((entry.name, address as usize)),
            // A weak import modlink lacks stays null, which the library expects of it.
            None if located.weak_undefined_symbols.contains(symbol) => {}
            None => {
                return Err(RuntimeError::UnresolvableImport {
                    path: path.display().to_string(),
                    symbol: symbol.clone(),
                });
            }
        }
    }
    Ok(unbound)
}

/// The blob of a library and the layout its symbol name says.
struct FoundBlob {
    layout: Layout,
    symbol: String,
    bytes: Bytes,
}

thread_local! {
    /// Set while this thread runs `open_fresh` (module loaders included).
    static OPENING: Cell<bool> = const { Cell::new(false) };
}

/// The library's module tree and, per module, its exact payload bytes as a zero-copy slice of
/// the mapped blob (`None` for `_lib` and for legacy payloads, which carry no length).
fn read_tree(
    path: &Path,
    blob: &FoundBlob,
) -> Result<(ModuleTree, Vec<Option<Bytes>>), RuntimeError> {
    let tags = crate::module::relax::ConstantTags::for_symbol(&blob.symbol)
        .unwrap_or(crate::module::relax::ConstantTags::for_layout(blob.layout));
    let registry = crate::blob::PayloadRegistry::new();
    let read = crate::blob::read_with_payload_ranges(&blob.bytes, blob.layout, tags, &registry)
        .map_err(|source| RuntimeError::Blob {
            path: path.display().to_string(),
            source,
        })?;
    let payloads = read
        .payload_ranges
        .into_iter()
        .map(|range| range.map(|range| blob.bytes.slice(range)))
        .collect();
    Ok((read.tree, payloads))
}

fn detect_abi(blob: Option<&FoundBlob>, dynlib: &DynLib) -> Abi {
    match blob.map(|b| b.layout) {
        Some(Layout::Legacy)
            if blob.is_some_and(|b| b.symbol.ends_with(crate::blob::SYMBOL_TRANSITION)) =>
        {
            Abi::Transition
        }
        Some(Layout::Legacy) => Abi::Legacy,
        Some(Layout::Current) => Abi::Current,
        None if dynlib.symbol(CTX_SYMBOL).is_none()
            && (dynlib.symbol(LEGACY_CTX_SYMBOL).is_some()
                || dynlib.symbol(LEGACY_MAIN_SYMBOL).is_some()) =>
        {
            Abi::Legacy
        }
        None => Abi::Current,
    }
}

fn restore_modules(
    path: &Path,
    tree: &ModuleTree,
    payloads: &[Option<Bytes>],
    options: &OpenOptions,
    device_backend: &Arc<dyn DeviceBackend>,
    opencl_backend: &Arc<OpenClBackend>,
) -> Result<Vec<Restored>, RuntimeError> {
    let mut restored = Vec::with_capacity(tree.nodes.len());
    for (index, node) in tree.nodes.iter().enumerate() {
        if node.kind == LIB_KEY {
            restored.push(Restored::Host);
            continue;
        }
        let raw = match &node.payload {
            Payload::Opaque(bytes) => bytes.clone(),
            _ => payloads.get(index).cloned().flatten().unwrap_or_default(),
        };
        // A registered loader, else the Relax VM's default for executables and const_loaders.
        if let Some(loader) = loader_for(&node.kind) {
            let input = LoaderInput {
                kind: &node.kind,
                index,
                payload: raw,
                typed: &node.payload,
            };
            let module = loader(&input).map_err(|error| RuntimeError::Loader {
                path: path.display().to_string(),
                kind: node.kind.clone(),
                index,
                message: error.to_string(),
            })?;
            restored.push(Restored::Module(Arc::from(module)));
            continue;
        }
        let compiler = options
            .cuda_source_compiler
            .clone()
            .unwrap_or_else(crate::runtime::device::nvrtc::default_source_compiler);
        if let Some(kernels) = CudaKernels::for_node(node, &raw, device_backend, compiler) {
            restored.push(Restored::Module(Arc::new(kernels)));
            continue;
        }
        let label = path.display().to_string();
        if let Some(kernels) = OpenClKernels::for_node(node, &raw, opencl_backend, &label) {
            restored.push(Restored::Module(Arc::new(kernels)));
            continue;
        }
        let known = KNOWN_DEVICE_KINDS.contains(&node.kind.as_str());
        let needs_loader = matches!(
            node.payload,
            Payload::Opaque(_) | Payload::RelaxExecutable(_) | Payload::ConstLoader(_)
        );
        if !known && !options.keep_unknown_opaque && needs_loader {
            return Err(RuntimeError::UnknownKind {
                path: path.display().to_string(),
                kind: node.kind.clone(),
                index,
            });
        }
        restored.push(Restored::Module(Arc::new(DeviceModuleStub::new(
            node.kind.clone(),
            node.payload.clone(),
            raw,
        ))));
    }
    Ok(restored)
}
