//! Compiled-mode Relax functions (`exec_mode="compiled"`, function kind 2) on the host's side:
//! the `TVMBackendAnyList*` entry points their host code imports, the `vm.builtin.*` globals it
//! looks up through its imports, and the call of `__vmtir__<name>(ctx_ptr, registers,
//! constants, functions)` (TVM's `VirtualMachineImpl::GetClosure` and the AnyList C API of its
//! `builtin.cc`).
//!
//! The three lists are `TVMFFIAny` arrays this module owns for one call. The VM's values are not
//! TVM objects: a tensor travels as a borrowed `DLTensor*` (type index 7, which every kernel
//! accepts) whose descriptor this module keeps until the call ends; every other value (a shape,
//! storage, tuple, string) travels under its TVM object type index carrying the VM's number for
//! it, which only the builtins read (the VM's, through [`CompiledCallHost`]). The host code moves
//! values between the lists and argument stacks without looking inside, so the AnyList entry
//! points copy 16 bytes, as TVM's do, after checking the list and index against the running
//! call. The values live until the call returns (TVM frees a killed register's object early).

use super::backend::{RaisedError, set_last_error, take_last_error};
use super::function::{CallError, Function, forward_packed_call};
use super::packed::{RawStorage, view_bytes};
use crate::abi::AnyValue;
use crate::abi::DLDevice;
use crate::abi::DLTensor;
use crate::abi::TVMFFIAny;
use crate::abi::device::device_type;
use crate::abi::ffi::type_index;
use crate::module::DLDataType;
use crate::module::relax::{FUNCTION_TABLE_BUILTINS, VM_BUILTINS};
use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::{CStr, CString, c_char, c_int, c_void};

/// A value crossing between the VM and compiled host code, decoded.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum AnyItem {
    /// None (a null handle).
    None,
    /// An integer.
    Int(i64),
    /// A boolean.
    Bool(bool),
    /// A float.
    Float(f64),
    /// A data type held by value.
    DataType(DLDataType),
    /// The VM context (`ctx_ptr`, the builtins' `%vm` argument).
    Context,
    /// A C string the host code passed itself (e.g. a memory scope).
    Str(String),
    /// A value the VM holds, by its number in the call ([`CompiledCallHost::view`]).
    Value(usize),
    /// A value neither side made, under this type index.
    Foreign(i32),
}

/// How a VM value is laid out for compiled code.
pub(crate) enum ValueView<'a> {
    /// A tensor, passed as a `DLTensor*` to its view.
    Tensor {
        /// The memory it views.
        storage: &'a RawStorage,
        /// Where its first element is.
        byte_offset: usize,
        /// Its extents.
        shape: &'a [i64],
        /// Its element type.
        dtype: DLDataType,
    },
    /// Anything else, passed under this TVM object type index (`ffi.Shape`, `ffi.Array`, …).
    Object(i32),
}

/// What the VM provides to a compiled call: its builtins and its values.
pub(crate) trait CompiledCallHost {
    /// Runs builtin `name` (one of [`VM_BUILTINS`]) on decoded arguments.
    fn call_builtin(&mut self, name: &str, args: &[AnyItem]) -> Result<AnyItem, RaisedError>;
    /// The layout of value `id`, `None` if the VM has no such value.
    fn view(&self, id: usize) -> Option<ValueView<'_>>;
}

/// The lists one compiled call starts with.
pub(crate) struct CompiledLists<'a> {
    /// The arguments, registers `0..inputs.len()`.
    pub(crate) inputs: &'a [AnyItem],
    /// The register file's size (the result lands in register `inputs.len()`).
    pub(crate) registers: usize,
    /// The constant pool.
    pub(crate) constants: &'a [AnyItem],
    /// The function table.
    pub(crate) functions: &'a [AnyItem],
}

/// The address compiled code gets as `ctx_ptr`: it only hands it back to builtins.
static CONTEXT_MARKER: u8 = 0;

fn context_address() -> *mut c_void {
    (&raw const CONTEXT_MARKER).cast_mut().cast()
}

/// Descriptors and encodings of one call's values.
#[derive(Default)]
struct Codec {
    /// Tensor descriptors handed out; boxed so their addresses stay put.
    #[allow(clippy::vec_box)]
    descriptors: Vec<Box<DLTensor>>,
    /// Descriptor address → value number.
    tensor_ids: HashMap<usize, usize>,
    /// Value number → its encoding (one descriptor per value).
    encoded: HashMap<usize, TVMFFIAny>,
    /// C strings handed out.
    strings: Vec<CString>,
}

fn any(type_index: i32, value: AnyValue) -> TVMFFIAny {
    TVMFFIAny {
        type_index,
        zero_padding: 0,
        value,
    }
}

impl Codec {
    fn encode(&mut self, item: &AnyItem, host: &dyn CompiledCallHost) -> Result<TVMFFIAny, String> {
        Ok(match item {
            AnyItem::None => TVMFFIAny::NONE,
            AnyItem::Int(v) => any(type_index::INT, AnyValue { v_int64: *v }),
            AnyItem::Bool(v) => any(
                type_index::BOOL,
                AnyValue {
                    v_int64: i64::from(*v),
                },
            ),
            AnyItem::Float(v) => any(type_index::FLOAT, AnyValue { v_float64: *v }),
            AnyItem::DataType(d) => {
                let word =
                    u64::from(d.code) | (u64::from(d.bits) << 8) | (u64::from(d.lanes) << 16);
                any(
                    type_index::DATA_TYPE,
                    AnyValue {
                        v_int64: word as i64,
                    },
                )
            }
            AnyItem::Context => any(
                type_index::OPAQUE_PTR,
                AnyValue {
                    v_ptr: context_address(),
                },
            ),
            AnyItem::Str(text) => {
                let c_string = CString::new(text.as_str())
                    .map_err(|_| format!("the string {text:?} holds a NUL byte"))?;
                let v_ptr = c_string.as_ptr().cast_mut().cast();
                self.strings.push(c_string);
                any(type_index::RAW_STR, AnyValue { v_ptr })
            }
            AnyItem::Value(id) => {
                if let Some(encoded) = self.encoded.get(id) {
                    return Ok(*encoded);
                }
                let encoded = match host.view(*id) {
                    Some(ValueView::Tensor {
                        storage,
                        byte_offset,
                        shape,
                        dtype,
                    }) => {
                        let fits = view_bytes(shape, dtype.bits, dtype.lanes)
                            .and_then(|bytes| bytes.checked_add(byte_offset))
                            .is_some_and(|end| end <= storage.len());
                        let ndim = i32::try_from(shape.len())
                            .ok()
                            .filter(|_| fits)
                            .ok_or_else(|| format!("tensor value {id} does not fit its storage"))?;
                        let descriptor = Box::new(DLTensor {
                            data: storage.data_ptr(),
                            device: DLDevice {
                                device_type: device_type::CPU,
                                device_id: 0,
                            },
                            ndim,
                            dtype,
                            // Kernels only read the extents; the cast is what the C struct wants.
                            shape: shape.as_ptr().cast_mut(),
                            strides: std::ptr::null_mut(),
                            byte_offset: byte_offset as u64,
                        });
                        let address = (&raw const *descriptor) as usize;
                        self.descriptors.push(descriptor);
                        self.tensor_ids.insert(address, *id);
                        any(
                            type_index::DLTENSOR_PTR,
                            AnyValue {
                                v_ptr: address as *mut c_void,
                            },
                        )
                    }
                    Some(ValueView::Object(object_type)) => any(
                        object_type,
                        AnyValue {
                            v_int64: *id as i64,
                        },
                    ),
                    None => return Err(format!("the VM has no value {id}")),
                };
                self.encoded.insert(*id, encoded);
                encoded
            }
            AnyItem::Foreign(index) => {
                return Err(format!(
                    "a value of type index {index} cannot be handed to compiled code"
                ));
            }
        })
    }

    fn decode(&self, value: &TVMFFIAny) -> AnyItem {
        // SAFETY: every field of the union is 8 plain bytes that compiled code or this module
        // wrote; any bit pattern is a valid i64 or f64, and a pointer is only compared.
        let (word, float) = unsafe { (value.value.v_int64, value.value.v_float64) };
        match value.type_index {
            type_index::NONE => AnyItem::None,
            type_index::INT => AnyItem::Int(word),
            type_index::BOOL => AnyItem::Bool(word != 0),
            type_index::FLOAT => AnyItem::Float(float),
            type_index::DATA_TYPE => AnyItem::DataType(DLDataType {
                code: word as u8,
                bits: (word >> 8) as u8,
                lanes: (word >> 16) as u16,
            }),
            type_index::OPAQUE_PTR if word as usize == context_address() as usize => {
                AnyItem::Context
            }
            type_index::DLTENSOR_PTR => self
                .tensor_ids
                .get(&(word as usize))
                .map_or(AnyItem::Foreign(value.type_index), |id| AnyItem::Value(*id)),
            type_index::RAW_STR if word != 0 => {
                // SAFETY: a raw string is a NUL-terminated C string the host code keeps alive
                // for the call it passes it to (a literal of its own).
                let text = unsafe { CStr::from_ptr(word as usize as *const c_char) };
                AnyItem::Str(text.to_string_lossy().into_owned())
            }
            type_index::SMALL_STR => {
                let len = (value.zero_padding as usize).min(8);
                AnyItem::Str(String::from_utf8_lossy(&word.to_le_bytes()[..len]).into_owned())
            }
            object if object >= type_index::STATIC_OBJECT_BEGIN => {
                let id = word as usize;
                match self.encoded.get(&id) {
                    Some(known) if known.type_index == object => AnyItem::Value(id),
                    _ => AnyItem::Foreign(object),
                }
            }
            other => AnyItem::Foreign(other),
        }
    }
}

/// One running compiled call: its lists (base address, length) and who serves it.
struct ActiveCall {
    registers: (usize, usize),
    read_only: [(usize, usize); 2],
    codec: *mut Codec,
    host: *mut (dyn CompiledCallHost + 'static),
}

thread_local! {
    /// Compiled calls running on this thread, innermost last.
    static ACTIVE: RefCell<Vec<ActiveCall>> = const { RefCell::new(Vec::new()) };
}

/// Pops the innermost active call when the call ends, however it ends.
struct ActiveGuard;

impl Drop for ActiveGuard {
    fn drop(&mut self) {
        ACTIVE.with(|active| active.borrow_mut().pop());
    }
}

fn runtime_error(message: String) -> RaisedError {
    RaisedError {
        kind: "RuntimeError".into(),
        message,
    }
}

/// Calls the host code of a compiled function with its lists and returns the value its result
/// register holds afterwards.
pub(crate) fn call_compiled(
    function: &Function,
    lists: CompiledLists<'_>,
    host: &mut dyn CompiledCallHost,
) -> Result<AnyItem, CallError> {
    let failed = |message: String| CallError::Raised {
        function: function.name().to_owned(),
        kind: "ValueError".into(),
        message,
    };
    if lists.registers <= lists.inputs.len() {
        return Err(failed(format!(
            "{} registers cannot hold {} arguments and the result",
            lists.registers,
            lists.inputs.len()
        )));
    }
    let mut codec = Codec::default();
    let mut registers = vec![TVMFFIAny::NONE; lists.registers];
    for (slot, item) in registers.iter_mut().zip(lists.inputs) {
        *slot = codec.encode(item, host).map_err(&failed)?;
    }
    let encode_all = |codec: &mut Codec, items: &[AnyItem]| {
        items
            .iter()
            .map(|item| codec.encode(item, host))
            .collect::<Result<Vec<_>, _>>()
    };
    let constants = encode_all(&mut codec, lists.constants).map_err(&failed)?;
    let functions = encode_all(&mut codec, lists.functions).map_err(&failed)?;
    let list = |base: *const TVMFFIAny, len: usize| (base as usize, len);
    let pointer = |v_ptr: *mut c_void| any(type_index::OPAQUE_PTR, AnyValue { v_ptr });
    let args = [
        pointer(context_address()),
        pointer(registers.as_mut_ptr().cast()),
        pointer(constants.as_ptr().cast_mut().cast()),
        pointer(functions.as_ptr().cast_mut().cast()),
    ];
    let host: *mut (dyn CompiledCallHost + '_) = host;
    // SAFETY: only the lifetime bound changes; the pointer is used while the call below runs,
    // during which `host` is borrowed by this function, and popped (ActiveGuard) before it
    // returns.
    let host: *mut (dyn CompiledCallHost + 'static) = unsafe { std::mem::transmute(host) };
    ACTIVE.with(|active| {
        active.borrow_mut().push(ActiveCall {
            registers: list(registers.as_ptr(), registers.len()),
            read_only: [
                list(constants.as_ptr(), constants.len()),
                list(functions.as_ptr(), functions.len()),
            ],
            codec: &raw mut codec,
            host,
        })
    });
    let code = {
        let _guard = ActiveGuard;
        let mut result = TVMFFIAny::NONE;
        take_last_error();
        // SAFETY: `function` is a packed symbol of a loaded library; `args` holds the four
        // pointers its prologue checks; the lists and the descriptors they point at stay alive
        // and unmoved until it returns (nothing here touches them meanwhile).
        unsafe { forward_packed_call(function, args.as_ptr(), 4, &mut result) }
    };
    if code != 0 {
        return Err(function.raised(code));
    }
    Ok(codec.decode(&registers[lists.inputs.len()]))
}

/// The slot `index` of `list` in the innermost running call; `writable` asks for the register
/// file (constants and functions are read-only).
fn list_slot(list: *mut c_void, index: c_int, writable: bool) -> Result<*mut TVMFFIAny, String> {
    let address = list as usize;
    ACTIVE.with(|active| {
        let active = active.borrow();
        let call = active
            .last()
            .ok_or("an AnyList entry point was called outside a compiled-mode VM call")?;
        let (base, len) = if address == call.registers.0 {
            call.registers
        } else if let Some(&found) = call.read_only.iter().find(|(base, _)| *base == address) {
            if writable {
                return Err("compiled code wrote to the constant or function list".to_string());
            }
            found
        } else {
            return Err(format!(
                "{list:p} is not a list of the running compiled-mode call"
            ));
        };
        let slot = usize::try_from(index)
            .ok()
            .filter(|&i| i < len)
            .ok_or_else(|| format!("index {index} is outside a list of {len} values"))?;
        Ok((base as *mut TVMFFIAny).wrapping_add(slot))
    })
}

fn report(outcome: Result<(), String>) -> c_int {
    match outcome {
        Ok(()) => 0,
        Err(message) => {
            set_last_error(runtime_error(message));
            -1
        }
    }
}

/// The argument slot `offset` of a packed call's stack.
fn stack_slot(args: *mut TVMFFIAny, offset: c_int) -> Result<*mut TVMFFIAny, String> {
    let offset = usize::try_from(offset)
        .ok()
        .filter(|_| !args.is_null())
        .ok_or_else(|| format!("argument stack {args:p} at offset {offset}"))?;
    Ok(args.wrapping_add(offset))
}

/// TVM's `TVMBackendAnyListSetPackedArg(anylist, index, args, arg_offset)`: `args[arg_offset]
/// = anylist[index]`.
///
/// # Safety
/// `args` points at a packed call's argument stack with more than `arg_offset` slots.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMBackendAnyListSetPackedArg(
    anylist: *mut c_void,
    index: c_int,
    args: *mut TVMFFIAny,
    arg_offset: c_int,
) -> c_int {
    report(list_slot(anylist, index, false).and_then(|slot| {
        let target = stack_slot(args, arg_offset)?;
        // SAFETY: `slot` is inside a list of the running call (checked); `target` is the
        // caller's stack slot (caller contract).
        unsafe { target.write(slot.read()) };
        Ok(())
    }))
}

/// TVM's `TVMBackendAnyListResetItem(anylist, index)`: `anylist[index] = None`.
///
/// # Safety
/// None beyond the C signature: the list and index are checked.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMBackendAnyListResetItem(anylist: *mut c_void, index: c_int) -> c_int {
    report(list_slot(anylist, index, true).map(|slot| {
        // SAFETY: a register of the running call (checked).
        unsafe { slot.write(TVMFFIAny::NONE) }
    }))
}

/// TVM's `TVMBackendAnyListMoveFromPackedReturn(anylist, index, args, ret_offset)`:
/// `anylist[index] = args[ret_offset]`, leaving None behind.
///
/// # Safety
/// `args` points at a packed call's stack with more than `ret_offset` slots.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMBackendAnyListMoveFromPackedReturn(
    anylist: *mut c_void,
    index: c_int,
    args: *mut TVMFFIAny,
    ret_offset: c_int,
) -> c_int {
    report(list_slot(anylist, index, true).and_then(|slot| {
        let source = stack_slot(args, ret_offset)?;
        // SAFETY: `slot` is a register of the running call (checked); `source` is the
        // caller's stack slot (caller contract).
        unsafe {
            slot.write(source.read());
            source.write(TVMFFIAny::NONE);
        }
        Ok(())
    }))
}

/// The `vm.builtin.*` global `name` for compiled host code (found through its imports, as TVM
/// finds it in the global registry); `None` for other names.
pub(crate) fn builtin_function(name: &str) -> Option<Function> {
    // Closures and `call_tir_dyn` need the function table, which compiled code passes as
    // opaque values: not found, as TVM's lookup of an unknown global reports.
    if FUNCTION_TABLE_BUILTINS.contains(&name) {
        return None;
    }
    let index = VM_BUILTINS.iter().position(|builtin| *builtin == name)?;
    // SAFETY: `call_vm_builtin` follows the packed ABI and reads its handle as a number only.
    Some(unsafe { Function::from_safe_call(name, call_vm_builtin, index as *mut c_void) })
}

unsafe extern "C" fn call_vm_builtin(
    handle: *mut c_void,
    args: *const TVMFFIAny,
    num_args: i32,
    result: *mut TVMFFIAny,
) -> i32 {
    let name = VM_BUILTINS.get(handle as usize).copied().unwrap_or("?");
    // No panic may unwind into generated code: a panic becomes a raised error.
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let count = usize::try_from(num_args).unwrap_or(0);
        let packed: &[TVMFFIAny] = if count == 0 || args.is_null() {
            &[]
        } else {
            // SAFETY: packed ABI: `args` points at `num_args` values.
            unsafe { std::slice::from_raw_parts(args, count) }
        };
        run_builtin(name, packed)
    }))
    .unwrap_or_else(|_| Err(runtime_error(format!("builtin `{name}` panicked"))));
    match outcome {
        Ok(value) => {
            if !result.is_null() {
                // SAFETY: packed ABI: a writable result slot.
                unsafe { result.write(value) };
            }
            0
        }
        Err(error) => {
            set_last_error(error);
            -1
        }
    }
}

fn run_builtin(name: &str, packed: &[TVMFFIAny]) -> Result<TVMFFIAny, RaisedError> {
    let (codec, host) = ACTIVE
        .with(|active| active.borrow().last().map(|call| (call.codec, call.host)))
        .ok_or_else(|| {
            runtime_error(format!(
                "builtin `{name}` was called outside a compiled-mode VM call"
            ))
        })?;
    // SAFETY: both point at the codec and host of the innermost running `call_compiled`,
    // which lend them for its duration and use neither until the host code returns; a
    // builtin never re-enters that call's host code.
    let (codec, host) = unsafe { (&mut *codec, &mut *host) };
    let items: Vec<AnyItem> = packed.iter().map(|value| codec.decode(value)).collect();
    let returned = host.call_builtin(name, &items)?;
    codec.encode(&returned, host).map_err(runtime_error)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// A VM with no values of its own; its one builtin returns 42.
    struct ScalarHost;

    impl CompiledCallHost for ScalarHost {
        fn call_builtin(&mut self, name: &str, args: &[AnyItem]) -> Result<AnyItem, RaisedError> {
            assert_eq!(name, "vm.builtin.copy");
            assert_eq!(args, &[AnyItem::Int(7)]);
            Ok(AnyItem::Int(42))
        }

        fn view(&self, _id: usize) -> Option<ValueView<'_>> {
            None
        }
    }

    fn last_message() -> String {
        take_last_error().unwrap().message
    }

    /// Host code of a function of one argument and two registers: it probes the entry points'
    /// checks, then moves the argument through `vm.builtin.copy`'s result into register 1.
    unsafe extern "C" fn probing_host_code(
        _handle: *mut c_void,
        args: *const TVMFFIAny,
        num_args: i32,
        _result: *mut TVMFFIAny,
    ) -> i32 {
        assert_eq!(num_args, 4);
        // SAFETY: `call_compiled` passes four opaque pointers: ctx, registers, constants,
        // functions.
        let (registers, constants) =
            unsafe { ((*args.add(1)).value.v_ptr, (*args.add(2)).value.v_ptr) };
        let mut stack = [TVMFFIAny::NONE; 2];
        let stack_ptr = stack.as_mut_ptr();
        // SAFETY: for every call below, `stack` has two slots and every offset is 0 or 1.
        unsafe {
            assert_eq!(
                TVMBackendAnyListSetPackedArg(registers, 2, stack_ptr, 0),
                -1
            );
            assert!(last_message().contains("index 2 is outside a list of 2 values"));
            assert_eq!(TVMBackendAnyListResetItem(constants, 0), -1);
            assert!(last_message().contains("wrote to the constant or function list"));
            let stray = stack_ptr.cast::<c_void>();
            assert_eq!(TVMBackendAnyListResetItem(stray, 0), -1);
            assert!(last_message().contains("is not a list of the running compiled-mode call"));
            assert_eq!(TVMBackendAnyListSetPackedArg(registers, 0, stack_ptr, 0), 0);
            let copy = builtin_function("vm.builtin.copy").unwrap();
            let code = forward_packed_call(&copy, stack_ptr, 1, stack_ptr.add(1));
            assert_eq!(code, 0);
            assert_eq!(
                TVMBackendAnyListMoveFromPackedReturn(registers, 1, stack_ptr, 1),
                0
            );
            assert_eq!((*stack_ptr.add(1)).type_index, type_index::NONE);
        }
        0
    }

    #[test]
    fn the_entry_points_check_lists_and_indices_and_serve_builtins() {
        // SAFETY: `probing_host_code` follows the packed ABI and ignores its handle.
        let function = unsafe {
            Function::from_safe_call("__vmtir__probe", probing_host_code, std::ptr::null_mut())
        };
        let lists = CompiledLists {
            inputs: &[AnyItem::Int(7)],
            registers: 2,
            constants: &[AnyItem::Float(0.5)],
            functions: &[],
        };
        let result = call_compiled(&function, lists, &mut ScalarHost).unwrap();
        assert_eq!(result, AnyItem::Int(42));
    }

    #[test]
    fn outside_a_compiled_call_the_entry_points_and_builtins_raise() {
        let mut list = [TVMFFIAny::NONE; 1];
        let mut stack = [TVMFFIAny::NONE; 1];
        take_last_error();
        // SAFETY: `stack` has one slot.
        let code = unsafe {
            TVMBackendAnyListSetPackedArg(list.as_mut_ptr().cast(), 0, stack.as_mut_ptr(), 0)
        };
        assert_eq!(code, -1);
        assert!(last_message().contains("outside a compiled-mode VM call"));
        let null_value = builtin_function("vm.builtin.null_value").unwrap();
        let mut result = TVMFFIAny::NONE;
        // SAFETY: no arguments; a writable result slot.
        let code = unsafe { forward_packed_call(&null_value, std::ptr::null(), 0, &mut result) };
        assert_eq!(code, -1);
        assert!(last_message().contains("`vm.builtin.null_value` was called outside"));
        assert!(builtin_function("vm.builtin.invoke_closure").is_none());
        assert!(builtin_function("matmul").is_none());
    }

    #[test]
    fn scalars_and_strings_round_trip_through_the_codec() {
        let mut codec = Codec::default();
        let items = [
            AnyItem::None,
            AnyItem::Int(-3),
            AnyItem::Bool(true),
            AnyItem::Float(2.5),
            AnyItem::DataType(DLDataType {
                code: 2,
                bits: 16,
                lanes: 4,
            }),
            AnyItem::Context,
            AnyItem::Str("global.texture".into()),
        ];
        for item in items {
            let encoded = codec.encode(&item, &ScalarHost).unwrap();
            assert_eq!(codec.decode(&encoded), item);
        }
        // The VM has no value 3, and a foreign value cannot be handed out.
        assert!(codec.encode(&AnyItem::Value(3), &ScalarHost).is_err());
        assert!(codec.encode(&AnyItem::Foreign(70), &ScalarHost).is_err());
        // An object index the call never handed out is foreign.
        let forged = any(type_index::SHAPE, AnyValue { v_int64: 3 });
        assert_eq!(codec.decode(&forged), AnyItem::Foreign(type_index::SHAPE));
    }
}
