//! The context a library's generated code reaches through its weak pointer variables
//! (spec §1.5, §4.2): filling them at open time, and the entry points behind the three that
//! call into imports (`TVMFFIEnvModLookupFromImports`, `TVMFFIFunctionCall`,
//! `TVMFFIHandleInitOnce`, plus the legacy `TVMBackendGetFuncFromEnv` / `TVMFuncCall`).

use super::backend::{RaisedError, set_last_error};
use super::dynlib::DynLib;
use super::function::{Function, forward_packed_call};
use crate::abi::AnyValue;
use crate::abi::TVMFFIAny;
use crate::abi::entry_points::{EntryPoint, entry, foreach_entry_point};
use crate::abi::ffi::legacy_type_code;
use crate::abi::ffi::type_index_of_legacy;
use std::ffi::{CStr, c_char, c_int, c_void};
use std::sync::atomic::{AtomicPtr, Ordering};
use std::sync::{Mutex, PoisonError, Weak};

/// Tells a genuine context record from a stray pointer handed back by generated code.
const CTX_MAGIC: u64 = u64::from_le_bytes(*b"mlctx\0\0\x01");

/// Addresses of the [`CtxRecord`]s of open libraries.
static LIVE_CONTEXTS: Mutex<Vec<usize>> = Mutex::new(Vec::new());

/// Marks `record` as the live context of an open library.
pub(crate) fn register_context(record: &CtxRecord) {
    LIVE_CONTEXTS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(record as *const CtxRecord as usize);
}

/// Forgets the records of a library being closed; must run before their memory is freed.
pub(crate) fn unregister_contexts(records: &[CtxRecord]) {
    let mut live = LIVE_CONTEXTS.lock().unwrap_or_else(PoisonError::into_inner);
    live.retain(|&address| {
        !records
            .iter()
            .any(|r| r as *const CtxRecord as usize == address)
    });
}

/// Which calling convention a library's functions use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Abi {
    /// tvm-ffi (TVM 0.22+): `__tvm_ffi_<name>` with `TVMFFISafeCallType`.
    Current,
    /// TVM ≤ 0.20: raw `<name>` with `TVMBackendPackedCFunc`.
    Legacy,
    /// TVM 0.21 (blob `__tvm_ffi_library_bin` in the legacy layout): raw `<name>` with
    /// `TVMFFISafeCallType`, context variable `__tvm_ffi_library_ctx`.
    Transition,
}

/// What a context record asks of its open library: the lookups generated code makes through
/// its imports. The library implements it; a trait keeps this file from knowing the library.
pub(crate) trait ImportLookup: Send + Sync {
    /// Finds `name` in module `index` or, depth first, its imports (TVM's `query_imports`).
    fn find_function(&self, index: usize, name: &str, skip_self: bool) -> Option<Function>;
    /// A runtime global the library's generated code may look up when its imports lack the
    /// name (TVM's fall-through to the global registry): `__tvm_set_device` on the library's
    /// device backend.
    fn global_function(&self, name: &str) -> Option<Function>;
    /// The kinds of the modules `index` imports, for the error when a lookup fails.
    fn reachable_kinds(&self, index: usize) -> Vec<String>;
}

/// What `__tvm_ffi__library_ctx` points at: one `_lib` module of a loaded library.
pub(crate) struct CtxRecord {
    magic: u64,
    library: Weak<dyn ImportLookup>,
    module: usize,
}

impl CtxRecord {
    pub(crate) fn new(library: Weak<dyn ImportLookup>, module: usize) -> CtxRecord {
        CtxRecord {
            magic: CTX_MAGIC,
            library,
            module,
        }
    }
}

/// Expands the ABI's entry-point table into the address of each function modlink defines,
/// checking each definition against the table's C signature (a mismatch does not compile).
macro_rules! entry_point_addresses {
    (
        provided {
            $( $name:ident ( $($arg:ident : $ty:ty),* $(,)? ) -> $ret:ty, [$($slot:ident)*]; )*
        }
        called_only { $($rest:tt)* }
    ) => {
        vec![$(
            (entry::$name, {
                let function: unsafe extern "C" fn($($ty),*) -> $ret = $name;
                function as *const c_void
            }),
        )*]
    };
}

/// Every C entry point modlink defines ([`crate::abi::entry_points::RUNTIME_EXPORTS`]) with
/// its address.
pub(crate) fn runtime_entry_points() -> Vec<(EntryPoint, *const c_void)> {
    use super::any_list::{
        TVMBackendAnyListMoveFromPackedReturn, TVMBackendAnyListResetItem,
        TVMBackendAnyListSetPackedArg,
    };
    use super::backend::{
        TVMAPISetLastError, TVMBackendAllocWorkspace, TVMBackendFreeWorkspace,
        TVMBackendGetDeviceIndex, TVMBackendSetDevice, TVMFFIErrorSetRaisedFromCStr,
        TVMFFIErrorSetRaisedFromCStrParts,
    };
    use super::pool::{TVMBackendParallelBarrier, TVMBackendParallelLaunch};
    use crate::abi::ffi::{HandleInitFn, ParallelLambda, TVMParallelGroupEnv};
    foreach_entry_point!(entry_point_addresses)
}

/// Writes each context slot of `abi` the library defines (found by dlsym), leaving others
/// alone.
pub(crate) fn fill_context_pointers(dynlib: &DynLib, abi: Abi) {
    for (entry, address) in runtime_entry_points() {
        let has_slot = match abi {
            Abi::Current | Abi::Transition => entry.current_slot,
            Abi::Legacy => entry.legacy_slot,
        };
        if !has_slot {
            continue;
        }
        if let Some(slot) = dynlib.symbol(entry.slot) {
            // SAFETY: these names are pointer-sized, pointer-aligned writable variables the
            // codegen emits for exactly this purpose (spec §1.5).
            unsafe { slot.cast::<*const c_void>().write(address) };
        }
    }
}

fn raise(message: String) {
    set_last_error(RaisedError {
        kind: "RuntimeError".into(),
        message,
    });
}

/// Resolves `name` from the imports of the `_lib` module `ctx` stands for.
///
/// # Safety
/// `ctx` is NULL or a value modlink wrote into a library's context variable; `name` is NULL
/// or a C string.
unsafe fn lookup_from_imports(
    ctx: *mut c_void,
    name: *const c_char,
) -> Result<*mut c_void, String> {
    if ctx.is_null() || name.is_null() {
        return Err("function lookup from imports: the library context or the name is NULL (was the library opened by modlink?)".into());
    }
    // SAFETY: caller contract: C string.
    let name = unsafe { CStr::from_ptr(name) }
        .to_string_lossy()
        .into_owned();
    let (library, module) = {
        // Only records of open libraries are dereferenced: a library opened twice shares one
        // context variable, which may still point at the record of a closed `Library`.
        let live = LIVE_CONTEXTS.lock().unwrap_or_else(PoisonError::into_inner);
        if !live.contains(&(ctx as usize)) {
            return Err(format!(
                "function lookup of `{name}`: the library context is not an open modlink library"
            ));
        }
        // SAFETY: registered records stay alive until their library unregisters them, which
        // needs this lock.
        let record = unsafe { &*ctx.cast::<CtxRecord>() };
        if record.magic != CTX_MAGIC {
            return Err(format!(
                "function lookup of `{name}`: the library context is not modlink's"
            ));
        }
        let library = record
            .library
            .upgrade()
            .ok_or_else(|| format!("function lookup of `{name}`: the library was closed"))?;
        (library, record.module)
    };
    let found = library
        .find_function(module, &name, true)
        .or_else(|| library.global_function(&name));
    let Some(function) = found else {
        let kinds = library.reachable_kinds(module);
        return Err(if kinds.is_empty() {
            format!("Cannot find function `{name}`: the library module has no imports")
        } else {
            format!(
                "Cannot find function `{name}` in the imported modules [{}] or the runtime's globals (modlink runs the kernels of cuda modules of cubin, fatbin and PTX; other device modules are described, not run)",
                kinds.join(", ")
            )
        });
    };
    let boxed = Box::new(Function::unowned(&function));
    let handle = (&raw const *boxed).cast_mut().cast::<c_void>();
    FUNCTION_HANDLES
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(boxed);
    Ok(handle)
}

/// Functions handed to generated code by [`TVMFFIEnvModLookupFromImports`], for the life of
/// the process: the code caches them in its own statics (`TVMFFIHandleInitOnce`), and those
/// outlive a [`super::Library`] whenever the image stays loaded (another `dlopen` of the same
/// file elsewhere in the process). One entry per call site and load; the entries do not keep
/// any library loaded. Boxed so their addresses survive the vector growing.
#[allow(clippy::vec_box)]
static FUNCTION_HANDLES: Mutex<Vec<Box<Function>>> = Mutex::new(Vec::new());

/// tvm-ffi `TVMFFIEnvModLookupFromImports(library_ctx, func_name, out)`.
///
/// # Safety
/// `ctx` is the library's context value, `func_name` a C string, `out` writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMFFIEnvModLookupFromImports(
    ctx: *mut c_void,
    func_name: *const c_char,
    out: *mut *mut c_void,
) -> c_int {
    // SAFETY: forwarded caller contract.
    match unsafe { lookup_from_imports(ctx, func_name) } {
        Ok(handle) if !out.is_null() => {
            // SAFETY: caller contract: `out` is writable.
            unsafe { out.write(handle) };
            0
        }
        Ok(_) => {
            raise("TVMFFIEnvModLookupFromImports: `out` is NULL".into());
            -1
        }
        Err(message) => {
            raise(message);
            -1
        }
    }
}

/// tvm-ffi `TVMFFIFunctionCall(func, args, num_args, result)` for handles from
/// [`TVMFFIEnvModLookupFromImports`].
///
/// # Safety
/// `func` came from the lookup; `args` has `num_args` values; `result` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMFFIFunctionCall(
    func: *mut c_void,
    args: *const TVMFFIAny,
    num_args: i32,
    result: *mut TVMFFIAny,
) -> c_int {
    if func.is_null() {
        raise("TVMFFIFunctionCall: the function handle is NULL".into());
        return -1;
    }
    // SAFETY: handles are boxed Functions in FUNCTION_HANDLES, never freed.
    let function = unsafe { &*func.cast::<Function>() };
    // SAFETY: forwarded caller contract.
    unsafe { forward_packed_call(function, args, num_args, result) }
}

static INIT_ONCE: Mutex<()> = Mutex::new(());

/// tvm-ffi `TVMFFIHandleInitOnce(handle_addr, init)`: runs `init` once per handle.
///
/// # Safety
/// `handle_addr` is a pointer-aligned `void*` variable; `init` stores a handle through its
/// argument and returns 0, or raises and returns non-zero.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMFFIHandleInitOnce(
    handle_addr: *mut *mut c_void,
    init: Option<unsafe extern "C" fn(*mut *mut c_void) -> c_int>,
) -> c_int {
    if handle_addr.is_null() {
        raise("TVMFFIHandleInitOnce: handle address is NULL".into());
        return -1;
    }
    // SAFETY: caller contract: an aligned pointer variable, accessed atomically by all users.
    let slot = unsafe { AtomicPtr::from_ptr(handle_addr) };
    if !slot.load(Ordering::Acquire).is_null() {
        return 0;
    }
    let _guard = INIT_ONCE.lock().unwrap_or_else(PoisonError::into_inner);
    if !slot.load(Ordering::Acquire).is_null() {
        return 0;
    }
    let Some(init) = init else {
        raise("TVMFFIHandleInitOnce: init function is NULL".into());
        return -1;
    };
    let mut result: *mut c_void = std::ptr::null_mut();
    // SAFETY: caller contract on `init`.
    let code = unsafe { init(&mut result) };
    if code != 0 {
        return code;
    }
    if result.is_null() {
        raise("TVMFFIHandleInitOnce: init_func must store non-NULL handle".into());
        return -1;
    }
    slot.store(result, Ordering::Release);
    0
}

/// Legacy `TVMBackendGetFuncFromEnv(mod_node, func_name, out)`.
///
/// # Safety
/// As [`TVMFFIEnvModLookupFromImports`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMBackendGetFuncFromEnv(
    mod_node: *mut c_void,
    func_name: *const c_char,
    out: *mut *mut c_void,
) -> c_int {
    // SAFETY: forwarded caller contract.
    unsafe { TVMFFIEnvModLookupFromImports(mod_node, func_name, out) }
}

/// Legacy `TVMFuncCall(func, values, type_codes, num_args, ret_val, ret_type_code)`.
///
/// # Safety
/// `func` came from [`TVMBackendGetFuncFromEnv`]; arrays hold `num_args` entries; the
/// return slots are writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMFuncCall(
    func: *mut c_void,
    values: *mut AnyValue,
    type_codes: *mut c_int,
    num_args: c_int,
    ret_val: *mut AnyValue,
    ret_type_code: *mut c_int,
) -> c_int {
    if func.is_null() {
        raise("TVMFuncCall: the function handle is NULL".into());
        return -1;
    }
    // SAFETY: handles are boxed Functions in FUNCTION_HANDLES, never freed.
    let function = unsafe { &*func.cast::<Function>() };
    if let super::function::Callee::Legacy { ptr } = &function.callee {
        // SAFETY: same legacy ABI on both sides; forwarded caller contract.
        return unsafe {
            ptr(
                values,
                type_codes,
                num_args,
                ret_val,
                ret_type_code,
                std::ptr::null_mut(),
            )
        };
    }
    let count = usize::try_from(num_args).unwrap_or(0);
    let mut anys = Vec::with_capacity(count);
    for index in 0..count {
        // SAFETY: both arrays hold `num_args` entries.
        let (value, code) = unsafe { (*values.add(index), *type_codes.add(index)) };
        anys.push(TVMFFIAny {
            type_index: type_index_of_legacy(code),
            zero_padding: 0,
            value,
        });
    }
    let mut result = TVMFFIAny::NONE;
    // SAFETY: `anys` holds `num_args` converted values.
    let code = unsafe { forward_packed_call(function, anys.as_ptr(), num_args, &mut result) };
    if code == 0 && !ret_type_code.is_null() {
        // SAFETY: caller contract: writable return slots. Only "no value" is passed back.
        unsafe { *ret_type_code = legacy_type_code::NULLPTR };
    }
    code
}
