//! A callable function: a library's packed symbol (current or legacy ABI) or a Rust closure a
//! module loader provides, called with [`Arg`]s.

use super::backend::{RaisedError, take_last_error};
use super::pack::{PackedValue, legacy_arguments, pack};
use crate::abi::ffi::{
    LegacyPackedFn, SafeCallFn, ffi_type_name, legacy_type_code, legacy_type_name, type_index,
};
use crate::abi::{AnyValue, DLTensor, TVMFFIAny};
use crate::runtime::device::current::{LibraryBackends, calling_library};
use crate::runtime::value::{Arg, Value};
use std::any::Any;
use std::ffi::{CStr, c_char, c_int, c_void};
use std::sync::Arc;
use thiserror::Error;

/// An error calling a function.
#[derive(Debug, Error, Clone, PartialEq)]
#[non_exhaustive]
pub enum CallError {
    /// The function returned non-zero after raising an error (TVM's kind and message).
    #[error("{function}: {kind}: {message}")]
    Raised {
        /// The function called.
        function: String,
        /// Error kind, e.g. `ValueError` (empty if the legacy ABI gave none).
        kind: String,
        /// The message the kernel raised.
        message: String,
    },
    /// The function returned non-zero without raising an error.
    #[error("{function}: failed with code {code} and raised no error")]
    Failed {
        /// The function called.
        function: String,
        /// Its return code.
        code: i32,
    },
    /// The function returned a value modlink cannot represent (e.g. a TVM object).
    #[error(
        "{function}: returned a value of type `{type_name}` ({abi} type {type_index}), which modlink cannot hold"
    )]
    UnsupportedReturn {
        /// The function called.
        function: String,
        /// The returned type index (or legacy type code).
        type_index: i32,
        /// The type's name in that ABI (`ffi.Array`, `DLTensor*`, `str`, …).
        type_name: &'static str,
        /// Which ABI numbered it: `tvm-ffi` (a type index) or `legacy` (a type code).
        abi: &'static str,
    },
    /// An OpenCL tensor given to a function that launches no OpenCL kernel: its host code
    /// would read the tensor's device memory on the CPU. TVM builds a function without thread
    /// bindings (one dlight left unscheduled) for `opencl` as such host code.
    #[error(
        "{function}: argument {argument} is an OpenCL tensor, but `{function}`{alias} launches no \
         OpenCL kernel (the library has no kernel `{host_function}` or `{host_function}_kernel…`): \
         it is host code, which would read the tensor's device memory on the CPU. TVM builds a \
         function without thread bindings for `opencl` so: schedule it (e.g. dlight's \
         gpu.Fallback) or bind its loops to blockIdx/threadIdx, or call it with CPU tensors",
        alias = if host_function == function { String::new() } else { format!(" (the library's `{host_function}`)") }
    )]
    HostCodeGivenOpenClTensor {
        /// The function called.
        function: String,
        /// The host function that runs: `function` itself, or the one `main` stands for.
        host_function: String,
        /// The index of the first OpenCL tensor argument.
        argument: usize,
    },
    /// [`Function::call_packed_values`] of a function implemented in Rust over [`Arg`]s, which has
    /// no packed-ABI entry.
    #[error("{function}: a function implemented in Rust takes `Arg`s, not packed arguments")]
    NotPackedAbi {
        /// The function called.
        function: String,
    },
    /// More arguments than the ABI's `int32_t num_args` holds.
    #[error("{function}: {count} arguments is more than the ABI allows")]
    TooManyArgs {
        /// The function called.
        function: String,
        /// Arguments given.
        count: usize,
    },
}

/// Calls with at most this many arguments pack them on the stack.
const INLINE_ARGS: usize = 8;

/// The signature of a function implemented in Rust by a module loader.
pub type NativeFn = dyn Fn(&mut [Arg<'_>]) -> Result<Option<Value>, CallError> + Send + Sync;

#[derive(Clone)]
pub(crate) enum Callee {
    /// `TVMFFISafeCallType` with its `handle` argument.
    SafeCall { ptr: SafeCallFn, handle: usize },
    /// `TVMBackendPackedCFunc`.
    Legacy { ptr: LegacyPackedFn },
    /// A Rust closure.
    Native(Arc<NativeFn>),
    /// A Rust closure over the raw packed arguments (a device module's kernels, runtime
    /// globals), callable from generated code.
    Raw(Arc<RawFn>),
}

/// A function over the raw `TVMFFIAny` arguments of a packed call; it returns nothing.
pub(crate) type RawFn = dyn Fn(&[TVMFFIAny]) -> Result<(), RaisedError> + Send + Sync;

/// A function that can be called with [`Arg`]s; cheap to clone. It keeps the library it
/// came from loaded.
#[derive(Clone)]
pub struct Function {
    name: Arc<str>,
    pub(crate) callee: Callee,
    /// Host code of a library that launches none of its OpenCL kernels: OpenCL tensors are
    /// refused before the call ([`CallError::HostCodeGivenOpenClTensor`]). The name of the
    /// host function that runs (the function's own, or the one `main` stands for).
    refuses_opencl_tensors: Option<Arc<str>>,
    /// Host code of a library with device kernels: the backends its device-setting slot
    /// reaches while the function runs ([`crate::runtime::device::current::calling_library`]).
    device_backends: Option<Arc<LibraryBackends>>,
    /// Keeps the code alive (the dlopen handle) while the function exists.
    _owner: Option<Arc<dyn Any + Send + Sync>>,
}

impl std::fmt::Debug for Function {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let abi = match self.callee {
            Callee::SafeCall { .. } => "tvm-ffi",
            Callee::Legacy { .. } => "legacy",
            Callee::Native(_) => "native",
            Callee::Raw(_) => "raw",
        };
        f.debug_struct("Function")
            .field("name", &self.name)
            .field("abi", &abi)
            .finish()
    }
}

impl Function {
    /// A function implemented in Rust (for module loaders whose modules can run code).
    pub fn native(
        name: impl Into<String>,
        body: impl Fn(&mut [Arg<'_>]) -> Result<Option<Value>, CallError> + Send + Sync + 'static,
    ) -> Function {
        Function {
            name: Arc::from(name.into()),
            callee: Callee::Native(Arc::new(body)),
            refuses_opencl_tensors: None,
            device_backends: None,
            _owner: None,
        }
    }

    /// A function over the raw packed arguments, which generated code can call through its
    /// imports; it returns nothing.
    pub(crate) fn raw(
        name: impl Into<String>,
        body: impl Fn(&[TVMFFIAny]) -> Result<(), RaisedError> + Send + Sync + 'static,
    ) -> Function {
        Function {
            name: Arc::from(name.into()),
            callee: Callee::Raw(Arc::new(body)),
            refuses_opencl_tensors: None,
            device_backends: None,
            _owner: None,
        }
    }

    /// A function behind a raw `TVMFFISafeCallType` pointer and its `handle` argument, for
    /// loaders whose modules wrap native code; generated code can call it through imports.
    ///
    /// # Safety
    /// `ptr` must be callable with `handle` and the packed ABI for as long as the returned
    /// function (or a clone) exists.
    pub unsafe fn from_safe_call(
        name: impl Into<String>,
        ptr: SafeCallFn,
        handle: *mut c_void,
    ) -> Function {
        Function {
            name: Arc::from(name.into()),
            callee: Callee::SafeCall {
                ptr,
                handle: handle as usize,
            },
            refuses_opencl_tensors: None,
            device_backends: None,
            _owner: None,
        }
    }

    pub(crate) fn from_callee(
        name: &str,
        callee: Callee,
        owner: Option<Arc<dyn Any + Send + Sync>>,
    ) -> Function {
        Function {
            name: Arc::from(name),
            callee,
            refuses_opencl_tensors: None,
            device_backends: None,
            _owner: owner,
        }
    }

    /// This function, setting devices on `backends` while it runs: host code of a library with
    /// device kernels.
    pub(crate) fn with_device_backends(mut self, backends: Arc<LibraryBackends>) -> Function {
        self.device_backends = Some(backends);
        self
    }

    /// This function, refusing OpenCL tensors: host code that launches no OpenCL kernel, the
    /// host function `host_function` (its own name, or the one `main` stands for).
    pub(crate) fn refusing_opencl_tensors(mut self, host_function: &str) -> Function {
        self.refuses_opencl_tensors = Some(Arc::from(host_function));
        self
    }

    /// The first argument among `packed` that is an OpenCL tensor, for a function that refuses
    /// them.
    fn check_no_opencl_tensor(&self, packed: &[TVMFFIAny]) -> Result<(), CallError> {
        let Some(host_function) = &self.refuses_opencl_tensors else {
            return Ok(());
        };
        let opencl = packed.iter().position(|value| {
            if value.type_index != type_index::DLTENSOR_PTR {
                return false;
            }
            // SAFETY: a DLTensor* argument points at a DLTensor the caller keeps alive for the
            // call, or is NULL (no tensor to read).
            let tensor = unsafe { (value.value.v_ptr as *const DLTensor).as_ref() };
            tensor.is_some_and(|tensor| {
                tensor.device.device_type == crate::abi::device::device_type::OPENCL
            })
        });
        match opencl {
            Some(argument) => Err(CallError::HostCodeGivenOpenClTensor {
                function: self.name.to_string(),
                host_function: host_function.to_string(),
                argument,
            }),
            None => Ok(()),
        }
    }

    /// The function's name (without the `__tvm_ffi_` symbol prefix).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// A copy that does not keep its library loaded (for handles generated code caches).
    pub(crate) fn unowned(&self) -> Function {
        Function {
            name: Arc::clone(&self.name),
            callee: self.callee.clone(),
            refuses_opencl_tensors: self.refuses_opencl_tensors.clone(),
            device_backends: self.device_backends.clone(),
            _owner: None,
        }
    }

    /// Calls the function. Tensor arguments become `DLTensor*` (type index 7), integers type 1,
    /// booleans 2, floats 3 (legacy ABI: type codes 7, 0, 15, 2).
    pub fn call(&self, args: &mut [Arg<'_>]) -> Result<Option<Value>, CallError> {
        match &self.callee {
            Callee::Native(body) => body(args),
            Callee::SafeCall { ptr, handle } => self.call_safe(*ptr, *handle, args),
            Callee::Legacy { ptr } => self.call_legacy(*ptr, args),
            Callee::Raw(body) => self.call_raw(body.as_ref(), args),
        }
    }

    /// Whether [`call_packed_values`](Self::call_packed_values) can call the function: compiled code (either
    /// packed ABI) and runtime functions over raw packed arguments; not a Rust closure over
    /// [`Arg`]s.
    pub fn takes_packed_values(&self) -> bool {
        !matches!(self.callee, Callee::Native(_))
    }

    /// Calls the function with arguments already in the packed ABI, for bindings that read
    /// their callers' arrays straight into `DLTensor`s (modlink's Python package): integers,
    /// booleans and floats by type index (1, 2, 3), tensors as `DLTensor*` (7). A function that
    /// does not [`takes_packed_values`](Self::takes_packed_values) is refused
    /// ([`CallError::NotPackedAbi`]).
    ///
    /// # Safety
    /// Each `DLTensor*` in `packed` must point at a `DLTensor` that stays valid for the call,
    /// whose `shape` (and `strides`, unless null) hold `ndim` entries and whose `data` plus
    /// `byte_offset` spans the tensor's bytes in memory the callee may read and write: host
    /// memory, or device memory on a device the library's code runs on. Other entries must be
    /// values of their type index.
    pub unsafe fn call_packed_values(
        &self,
        packed: &[TVMFFIAny],
    ) -> Result<Option<Value>, CallError> {
        match &self.callee {
            Callee::SafeCall { ptr, handle } => {
                let result = self.invoke_safe(*ptr, *handle, packed)?;
                self.convert_result(&result)
            }
            Callee::Legacy { ptr } => self.call_legacy_packed(*ptr, packed),
            Callee::Raw(body) => self.invoke_raw(body.as_ref(), packed),
            Callee::Native(_) => Err(CallError::NotPackedAbi {
                function: self.name.to_string(),
            }),
        }
    }

    fn call_raw(&self, body: &RawFn, args: &mut [Arg<'_>]) -> Result<Option<Value>, CallError> {
        let mut tensors = vec![DLTensor::EMPTY; args.len()];
        let mut packed = vec![TVMFFIAny::NONE; args.len()];
        pack(args.iter_mut().map(packed_value), &mut tensors, &mut packed);
        self.invoke_raw(body, &packed)
    }

    fn invoke_raw(&self, body: &RawFn, packed: &[TVMFFIAny]) -> Result<Option<Value>, CallError> {
        body(packed).map_err(|error| CallError::Raised {
            function: self.name.to_string(),
            kind: error.kind,
            message: error.message,
        })?;
        Ok(None)
    }

    fn num_args(&self, count: usize) -> Result<i32, CallError> {
        i32::try_from(count).map_err(|_| CallError::TooManyArgs {
            function: self.name.to_string(),
            count,
        })
    }

    /// The error of a call that returned `code` (non-zero): the error it raised, if any.
    pub(super) fn raised(&self, code: i32) -> CallError {
        // A library bound to TVM's runtime (TVM loaded globally in this process) raised there.
        match take_last_error().or_else(super::backend::take_global_raised_error) {
            Some(error) => CallError::Raised {
                function: self.name.to_string(),
                kind: error.kind,
                message: error.message,
            },
            None => CallError::Failed {
                function: self.name.to_string(),
                code,
            },
        }
    }

    fn call_safe(
        &self,
        ptr: SafeCallFn,
        handle: usize,
        args: &mut [Arg<'_>],
    ) -> Result<Option<Value>, CallError> {
        let count = args.len();
        let values = args.iter_mut().map(packed_value);
        // Small calls (the common case) pack on the stack: no allocation per call.
        let result = if count <= INLINE_ARGS {
            let mut tensors = [DLTensor::EMPTY; INLINE_ARGS];
            let mut packed = [TVMFFIAny::NONE; INLINE_ARGS];
            pack(values, &mut tensors[..count], &mut packed[..count]);
            self.invoke_safe(ptr, handle, &packed[..count])?
        } else {
            let mut tensors = vec![DLTensor::EMPTY; count];
            let mut packed = vec![TVMFFIAny::NONE; count];
            pack(values, &mut tensors, &mut packed);
            self.invoke_safe(ptr, handle, &packed)?
        };
        self.convert_result(&result)
    }

    /// Calls a `TVMFFISafeCallType` function with packed arguments whose tensors the caller
    /// keeps alive for the call; the result slot, or the error the callee raised.
    pub(super) fn invoke_safe(
        &self,
        ptr: SafeCallFn,
        handle: usize,
        packed: &[TVMFFIAny],
    ) -> Result<TVMFFIAny, CallError> {
        let num_args = self.num_args(packed.len())?;
        self.check_no_opencl_tensor(packed)?;
        let mut result = TVMFFIAny::NONE;
        take_last_error();
        let _calling = self.device_backends.as_ref().map(calling_library);
        // SAFETY: `ptr` is a `__tvm_ffi_<name>` symbol of a library kept loaded by `self` (or a
        // loader's function under the same contract); `packed` holds `num_args` values whose
        // tensor pointers point at DLTensors the caller keeps alive for the call, whose data
        // pointers point at buffers alive for the call (host memory the arguments borrow, or
        // device memory only the kernel dereferences).
        let code = unsafe {
            ptr(
                handle as *mut c_void,
                packed.as_ptr(),
                num_args,
                &mut result,
            )
        };
        if code != 0 {
            return Err(self.raised(code));
        }
        Ok(result)
    }

    fn convert_result(&self, result: &TVMFFIAny) -> Result<Option<Value>, CallError> {
        // SAFETY: each arm reads the union member the type index says is set.
        let value = unsafe {
            match result.type_index {
                type_index::NONE => return Ok(None),
                type_index::INT => Value::Int(result.value.v_int64),
                type_index::BOOL => Value::Bool(result.value.v_int64 != 0),
                type_index::FLOAT => Value::Float(result.value.v_float64),
                type_index::OPAQUE_PTR => Value::OpaquePtr(result.value.v_ptr as usize),
                other => {
                    return Err(CallError::UnsupportedReturn {
                        function: self.name.to_string(),
                        type_index: other,
                        type_name: ffi_type_name(other),
                        abi: "tvm-ffi",
                    });
                }
            }
        };
        Ok(Some(value))
    }

    fn call_legacy(
        &self,
        ptr: LegacyPackedFn,
        args: &mut [Arg<'_>],
    ) -> Result<Option<Value>, CallError> {
        let mut tensors = vec![DLTensor::EMPTY; args.len()];
        let mut packed = vec![TVMFFIAny::NONE; args.len()];
        pack(args.iter_mut().map(packed_value), &mut tensors, &mut packed);
        self.call_legacy_packed(ptr, &packed)
    }

    /// Calls a legacy-ABI function with packed arguments whose tensors the caller keeps alive.
    fn call_legacy_packed(
        &self,
        ptr: LegacyPackedFn,
        packed: &[TVMFFIAny],
    ) -> Result<Option<Value>, CallError> {
        let num_args = self.num_args(packed.len())?;
        self.check_no_opencl_tensor(packed)?;
        let (mut values, mut codes) = legacy_arguments(packed);
        let mut ret = AnyValue { v_int64: 0 };
        let mut ret_code: c_int = legacy_type_code::NULLPTR;
        take_last_error();
        let _calling = self.device_backends.as_ref().map(calling_library);
        // SAFETY: `ptr` is a legacy packed symbol of a library kept loaded by `self`; `values`
        // and `codes` hold `num_args` entries; tensor handles point at DLTensors the caller
        // keeps alive for the call.
        let code = unsafe {
            ptr(
                values.as_mut_ptr(),
                codes.as_mut_ptr(),
                num_args,
                &mut ret,
                &mut ret_code,
                std::ptr::null_mut(),
            )
        };
        if code != 0 {
            return Err(self.raised(code));
        }
        // SAFETY: each arm reads the union member the legacy type code says is set.
        let value = unsafe {
            match ret_code {
                legacy_type_code::NULLPTR => return Ok(None),
                legacy_type_code::INT => Value::Int(ret.v_int64),
                legacy_type_code::BOOL => Value::Bool(ret.v_int64 != 0),
                legacy_type_code::FLOAT => Value::Float(ret.v_float64),
                legacy_type_code::STR if !ret.v_ptr.is_null() => Value::Str(
                    CStr::from_ptr(ret.v_ptr.cast::<c_char>())
                        .to_string_lossy()
                        .into_owned(),
                ),
                other => {
                    return Err(CallError::UnsupportedReturn {
                        function: self.name.to_string(),
                        type_index: other,
                        type_name: legacy_type_name(other),
                        abi: "legacy",
                    });
                }
            }
        };
        Ok(Some(value))
    }
}

/// What a call argument packs as: a tensor its `DLTensor` (passed as `DLTensor*`, type index
/// 7), an integer type 1, a boolean 2, a float 3.
fn packed_value(arg: &mut Arg<'_>) -> PackedValue {
    match arg {
        Arg::Tensor(tensor) => PackedValue::Tensor(tensor.dl_tensor()),
        Arg::View(view) => PackedValue::Tensor(view.dl_tensor()),
        Arg::Device(tensor) => PackedValue::Tensor(tensor.dl_tensor()),
        Arg::Int(v) => PackedValue::Int(*v),
        Arg::Bool(v) => PackedValue::Bool(*v),
        Arg::Float(v) => PackedValue::Float(*v),
    }
}

/// Forwards a packed call arriving through the C ABI (`TVMFFIFunctionCall`) to `function`.
///
/// # Safety
/// `args` points at `num_args` values and `result` at a writable `TVMFFIAny`.
pub(crate) unsafe fn forward_packed_call(
    function: &Function,
    args: *const TVMFFIAny,
    num_args: i32,
    result: *mut TVMFFIAny,
) -> i32 {
    match &function.callee {
        // SAFETY: forwarded caller contract; the same ABI on both sides.
        Callee::SafeCall { ptr, handle } => unsafe {
            ptr(*handle as *mut c_void, args, num_args, result)
        },
        Callee::Legacy { ptr } => {
            let count = usize::try_from(num_args).unwrap_or(0);
            let packed: &[TVMFFIAny] = if count == 0 || args.is_null() {
                &[]
            } else {
                // SAFETY: caller contract: `args` points at `num_args` values.
                unsafe { std::slice::from_raw_parts(args, count) }
            };
            let (mut values, mut codes) = legacy_arguments(packed);
            let mut ret = AnyValue { v_int64: 0 };
            let mut ret_code: c_int = legacy_type_code::NULLPTR;
            // SAFETY: legacy packed symbol with `count` prepared arguments.
            let code = unsafe {
                ptr(
                    values.as_mut_ptr(),
                    codes.as_mut_ptr(),
                    num_args,
                    &mut ret,
                    &mut ret_code,
                    std::ptr::null_mut(),
                )
            };
            if code == 0 && !result.is_null() {
                // SAFETY: the caller gave a writable result slot.
                unsafe { *result = TVMFFIAny::NONE };
            }
            code
        }
        Callee::Raw(body) => {
            let count = usize::try_from(num_args).unwrap_or(0);
            let packed: &[TVMFFIAny] = if count == 0 || args.is_null() {
                &[]
            } else {
                // SAFETY: caller contract: `args` points at `num_args` values.
                unsafe { std::slice::from_raw_parts(args, count) }
            };
            // No panic may unwind into generated code: a panic becomes a raised error.
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| body(packed)))
                .unwrap_or_else(|_| {
                    Err(RaisedError {
                        kind: "RuntimeError".into(),
                        message: format!("function `{}` panicked", function.name()),
                    })
                });
            match outcome {
                Ok(()) => {
                    if !result.is_null() {
                        // SAFETY: caller contract: a writable result slot.
                        unsafe { *result = TVMFFIAny::NONE };
                    }
                    0
                }
                Err(error) => {
                    super::backend::set_last_error(error);
                    -1
                }
            }
        }
        Callee::Native(_) => {
            super::backend::set_last_error(super::backend::RaisedError {
                kind: "RuntimeError".into(),
                message: format!(
                    "function `{}` is implemented in Rust and cannot be called from generated code",
                    function.name()
                ),
            });
            -1
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// A `TVMFFISafeCallType` function returning an `ffi.Array` (type index 71).
    unsafe extern "C" fn returns_array(
        _handle: *mut c_void,
        _args: *const TVMFFIAny,
        _num_args: i32,
        result: *mut TVMFFIAny,
    ) -> i32 {
        // SAFETY: the caller passes a writable result slot.
        unsafe {
            (*result).type_index = 71;
        }
        0
    }

    /// A legacy packed function returning an `NDArrayContainer` (type code 13).
    unsafe extern "C" fn returns_ndarray(
        _args: *mut AnyValue,
        _codes: *mut c_int,
        _num_args: c_int,
        _ret: *mut AnyValue,
        ret_code: *mut c_int,
        _resource: *mut c_void,
    ) -> c_int {
        // SAFETY: the caller passes a writable return-code slot.
        unsafe {
            *ret_code = 13;
        }
        0
    }

    #[test]
    fn unsupported_returns_name_the_type() {
        // SAFETY: `returns_array` ignores its handle and follows the packed ABI.
        let current =
            unsafe { Function::from_safe_call("make_array", returns_array, std::ptr::null_mut()) };
        assert_eq!(
            current.call(&mut []).unwrap_err().to_string(),
            "make_array: returned a value of type `ffi.Array` (tvm-ffi type 71), which modlink \
             cannot hold"
        );
        let legacy = Function::from_callee(
            "make_ndarray",
            Callee::Legacy {
                ptr: returns_ndarray,
            },
            None,
        );
        assert_eq!(
            legacy.call(&mut []).unwrap_err().to_string(),
            "make_ndarray: returned a value of type `NDArrayContainer` (legacy type 13), which \
             modlink cannot hold"
        );
    }
}
