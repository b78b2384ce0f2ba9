// The C entry points of TVM's runtimes that generated code reaches, in one table: codegen
// (which names it calls and which context slots it defines), the runtime (which it defines,
// each checked against the signature here, and which slots it fills), `check` (what modlink's
// runtime provides) and build.rs (which symbols the `modlink` binary exports) all expand it,
// as wasmtime-environ's `foreach_builtin_function!` is expanded by its compiler and runtime.
//
// This file holds the macro only, so that build.rs can `include!` it; `abi::entry_points`
// expands it into the contract's values. Each row:
//
//   NAME(argument: C type, ...) -> return type, [slots];
//
// `slots` lists the ABIs whose libraries reach the entry point through a weak pointer variable
// named `__NAME` (a context slot, spec §1.5 and legacy §4.2), which the loader fills:
// `current` (tvm-ffi libraries, TVM 0.21+), `legacy` (TVM ≤ 0.20). `provided` rows are defined
// by modlink's runtime (and exported by the `modlink` binary); `called_only` rows are called by
// generated code but left to TVM's runtime (static linking of a system library).

/// Expands `$m!` with every C entry point of the table (see the comment at the top of
/// `src/abi/entry_table.rs` for the row format).
macro_rules! foreach_entry_point {
    ($m:ident) => {
        $m! {
            provided {
                TVMFFIErrorSetRaisedFromCStrParts(
                    kind: *const c_char,
                    parts: *const *const c_char,
                    num_parts: i32
                ) -> (), [];
                TVMFFIErrorSetRaisedFromCStr(
                    kind: *const c_char,
                    message: *const c_char
                ) -> (), [current];
                TVMFFIFunctionCall(
                    func: *mut c_void,
                    args: *const TVMFFIAny,
                    num_args: i32,
                    result: *mut TVMFFIAny
                ) -> c_int, [current];
                TVMFFIEnvModLookupFromImports(
                    library_ctx: *mut c_void,
                    func_name: *const c_char,
                    out: *mut *mut c_void
                ) -> c_int, [current];
                TVMFFIHandleInitOnce(
                    handle_addr: *mut *mut c_void,
                    init: Option<HandleInitFn>
                ) -> c_int, [current];
                TVMBackendParallelLaunch(
                    flambda: Option<ParallelLambda>,
                    cdata: *mut c_void,
                    num_task: c_int
                ) -> c_int, [current legacy];
                TVMBackendParallelBarrier(
                    task_id: c_int,
                    penv: *mut TVMParallelGroupEnv
                ) -> c_int, [current legacy];
                TVMBackendAllocWorkspace(
                    device_type: c_int,
                    device_id: c_int,
                    nbytes: u64,
                    dtype_code_hint: c_int,
                    dtype_bits_hint: c_int
                ) -> *mut c_void, [current legacy];
                TVMBackendFreeWorkspace(
                    device_type: c_int,
                    device_id: c_int,
                    ptr: *mut c_void
                ) -> c_int, [current legacy];
                TVMBackendSetDevice(device_type: c_int, device_index: c_int) -> c_int, [current];
                TVMBackendGetDeviceIndex(
                    device_type: c_int,
                    out_device_index: *mut c_int
                ) -> c_int, [current];
                TVMAPISetLastError(message: *const c_char) -> (), [legacy];
                TVMBackendGetFuncFromEnv(
                    mod_node: *mut c_void,
                    func_name: *const c_char,
                    out: *mut *mut c_void
                ) -> c_int, [legacy];
                TVMFuncCall(
                    func: *mut c_void,
                    values: *mut AnyValue,
                    type_codes: *mut c_int,
                    num_args: c_int,
                    ret_val: *mut AnyValue,
                    ret_type_code: *mut c_int
                ) -> c_int, [legacy];
                TVMBackendAnyListSetPackedArg(
                    anylist: *mut c_void,
                    index: c_int,
                    args: *mut TVMFFIAny,
                    arg_offset: c_int
                ) -> c_int, [];
                TVMBackendAnyListResetItem(anylist: *mut c_void, index: c_int) -> c_int, [];
                TVMBackendAnyListMoveFromPackedReturn(
                    anylist: *mut c_void,
                    index: c_int,
                    args: *mut TVMFFIAny,
                    ret_offset: c_int
                ) -> c_int, [];
            }
            called_only {
                TVMFFIEnvModRegisterSystemLibSymbol(
                    name: *const c_char,
                    symbol: *mut c_void
                ) -> c_int, [];
                TVMBackendRegisterSystemLibSymbol(
                    name: *const c_char,
                    symbol: *mut c_void
                ) -> c_int, [];
            }
        }
    };
}
