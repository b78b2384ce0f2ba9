//! `modlink.load(path)`: a [`Library`] of host functions, called with numpy arrays, DLPack
//! tensors and Python scalars.

use crate::errors::{Class, class_of, to_py};
use crate::foreign::{
    ForeignArray, ForeignError, Place, SameThread, in_place_tensor, is_numpy_array,
};
use modlink::abi::ffi::type_index;
use modlink::abi::{AnyValue, DLTensor, TVMFFIAny};
use modlink::runtime::device::DeviceBackend;
use modlink::runtime::{Arg, Device, DeviceTensor, TENSOR_ALIGN, Tensor, Value};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt, PyString, PyTuple};
use smallvec::SmallVec;
use std::sync::Arc;

mod device_call;

/// Calls whose arrays hold at least this many bytes release the GIL while they run; below it a
/// kernel's work is shorter than releasing and taking back the GIL (about as long as the
/// rest of a call), and other threads gain nothing.
const RELEASE_GIL_BYTES: usize = 64 * 1024;

/// Calls with at most this many arguments take the in-place path (`Function::call_in_place`).
const DIRECT_ARGS: usize = 8;

/// The arguments of one call, inline up to eight (TVM's kernels rarely take more).
type Arguments<T> = SmallVec<[T; 8]>;

/// The bytes of aligned stand-ins an in-place call keeps on its stack for misaligned numpy
/// arrays (numpy aligns small arrays to 16 bytes, TVM's kernels may load with 64-byte-aligned
/// vector instructions). Calls with more go down the general path, whose heap copies cost
/// about as much as copying this many bytes twice.
const STAND_IN_BYTES: usize = 8 * 1024;

/// The stack memory of an in-place call's stand-ins, aligned as tensors are.
#[repr(C, align(64))]
struct StandInBytes(std::mem::MaybeUninit<[u8; STAND_IN_BYTES]>);

// A tensor's alignment and the stand-ins' must agree.
const _: () = assert!(std::mem::align_of::<StandInBytes>() == TENSOR_ALIGN);

/// A library opened with `modlink.load`: its file was checked (architecture, writable and
/// executable segments, digest, undefined symbols) before it was loaded.
#[pyclass(module = "modlink", frozen)]
pub struct Library {
    pub(crate) inner: modlink::runtime::Library,
}

impl Library {
    /// The device module kinds among the library's modules (`cuda`, `opencl`).
    fn device_kinds(&self) -> Vec<&'static str> {
        let kinds = self.inner.module_kinds();
        ["cuda", "opencl"]
            .into_iter()
            .filter(|kind| kinds.iter().any(|k| k == kind))
            .collect()
    }
}

#[pymethods]
impl Library {
    /// The names `lib[name]` finds: the root's functions, then its imports' depth first.
    #[getter]
    fn functions(&self) -> Vec<String> {
        self.inner.functions()
    }

    /// The file the library was opened from.
    #[getter]
    fn path(&self) -> String {
        self.inner.path().display().to_string()
    }

    /// The kind of each module of the tree, in blob order (`relax.VMExecutable`, `_lib`, …).
    #[getter]
    fn module_kinds(&self) -> Vec<String> {
        self.inner.module_kinds()
    }

    fn __getitem__(&self, name: &str) -> PyResult<Function> {
        self.get_function(name, None)
    }

    fn __contains__(&self, name: &str) -> bool {
        self.inner.get_function(name).is_ok()
    }

    /// The function `name` (raises `FunctionNotFoundError`, a `KeyError`, when there is none).
    /// With `device` (`cuda[:N]`, `opencl[:N]`), each call copies its host arrays to that device,
    /// runs there and copies them back, as `modlink run --device` does: the way to call a
    /// device library's kernels with numpy arrays.
    #[pyo3(signature = (name, device = None))]
    fn get_function(&self, name: &str, device: Option<&str>) -> PyResult<Function> {
        let on_device = match device {
            None => None,
            Some(text) => match text.parse::<Device>() {
                Ok(Device::Cpu) => None,
                Ok(device) => {
                    let kind = match device {
                        Device::OpenCl(_) => "opencl",
                        _ => "cuda",
                    };
                    let kinds = self.device_kinds();
                    if !kinds.contains(&kind) {
                        let instead = match kinds.first() {
                            Some(other) => {
                                format!("its kernels run on {other}: device=\"{other}\"")
                            }
                            None => "its functions run on the CPU: no `device`".to_owned(),
                        };
                        return Err(Class::DeviceError.err(format!(
                            "{name}: device={text:?}: the library holds no `{kind}` module \
                             (its modules: {}); {instead}",
                            self.inner.module_kinds().join(", ")
                        )));
                    }
                    Some((device, self.inner.backend_for(device)))
                }
                Err(e) => {
                    return Err(Class::DeviceError.err(format!(
                        "device={text:?}: {e}; modlink calls functions on cpu, cuda[:N] and opencl[:N]"
                    )));
                }
            },
        };
        let function = self.inner.get_function(name).map_err(to_py)?;
        Ok(Function {
            inner: function,
            backend: self.inner.device_backend(),
            on_device,
            device_kinds: self.device_kinds(),
        })
    }

    fn __repr__(&self) -> String {
        format!(
            "<modlink.Library {:?}: {}>",
            self.inner.path().display().to_string(),
            self.inner.module_kinds().join(" → ")
        )
    }
}

/// A function of a library. Calling it passes numpy arrays and DLPack tensors in place (kernels
/// write their outputs into them, as in TVM) and returns the function's scalar result, if any.
#[pyclass(module = "modlink", frozen)]
pub struct Function {
    inner: modlink::runtime::Function,
    backend: Arc<dyn DeviceBackend>,
    /// The device each call copies host arrays to, with its backend
    /// (`get_function(name, device=…)`); `None` passes them in place.
    on_device: Option<(Device, Arc<dyn DeviceBackend>)>,
    /// The device module kinds of the library (`cuda`, `opencl`), for the hint when their
    /// kernels are given host arrays.
    device_kinds: Vec<&'static str>,
}

/// How one argument reaches the kernel.
enum Prepared {
    Int(i64),
    Float(f64),
    Bool(bool),
    /// Host memory passed in place.
    InPlace(ForeignArray),
    /// Host memory passed as an aligned copy: misaligned memory is copied back after the call,
    /// read-only memory is checked to be unchanged.
    Copied {
        array: ForeignArray,
        copy: Tensor,
    },
    /// CUDA memory passed in place (the array keeps the producer's memory alive).
    Device {
        tensor: DeviceTensor,
        _array: ForeignArray,
    },
}

impl Prepared {
    #[inline(always)]
    fn arg(&mut self) -> PyResult<Arg<'_>> {
        Ok(match self {
            Prepared::Int(value) => Arg::Int(*value),
            Prepared::Float(value) => Arg::Float(*value),
            Prepared::Bool(value) => Arg::Bool(*value),
            Prepared::InPlace(array) => Arg::View(array.view().map_err(to_py)?),
            Prepared::Copied { copy, .. } => Arg::Tensor(copy),
            Prepared::Device { tensor, .. } => Arg::Device(tensor),
        })
    }
}

/// Reads argument `index` of a call of `function`.
#[inline(always)]
pub(crate) fn read_array(
    object: &Bound<'_, PyAny>,
    what: &dyn Fn() -> String,
) -> PyResult<ForeignArray> {
    ForeignArray::from_object(object).map_err(|error| match error {
        ForeignError::NotAnArray => Class::ArgumentTypeError.err(format!(
            "{}: a `{}` is not an array (pass a numpy array, an object with __dlpack__, an int, a float or a bool)",
            what(),
            object.get_type().name().map(|n| n.to_string()).unwrap_or_default()
        )),
        ForeignError::Unsupported(message) => {
            Class::ArgumentError.err(format!("{}: {message}", what()))
        }
        ForeignError::Producer(error) => error,
    })
}

impl Function {
    /// The common call, packed straight from the arguments: every argument a scalar or an array
    /// [`in_place_tensor`] takes as it is, at most [`DIRECT_ARGS`] of them, and a function in
    /// the packed ABI. `None` leaves the call to the general path (copies, device tensors,
    /// argument errors), which reads the arguments again.
    fn call_in_place(
        &self,
        py: Python<'_>,
        args: &Bound<'_, PyTuple>,
    ) -> Option<PyResult<Py<PyAny>>> {
        let count = args.len();
        if count > DIRECT_ARGS || !self.inner.takes_packed_values() {
            return None;
        }
        let mut tensors = [DLTensor::EMPTY; DIRECT_ARGS];
        let mut packed = [TVMFFIAny::NONE; DIRECT_ARGS];
        let mut bytes = 0usize;
        // Misaligned arrays: each copied into an aligned stand-in, (offset, array data, size).
        let mut stand_in_bytes = StandInBytes(std::mem::MaybeUninit::uninit());
        let stand_in_base = stand_in_bytes.0.as_mut_ptr().cast::<u8>();
        let mut stand_ins = [(0usize, std::ptr::null_mut::<u8>(), 0usize); DIRECT_ARGS];
        let (mut stand_in_count, mut stand_in_used) = (0usize, 0usize);
        // Borrowed items: the tuple holds every argument for the call, so no reference counts.
        for (index, object) in args.iter_borrowed().enumerate() {
            // Scalars first: their checks are a type compare or a flag test each (a float's
            // subclasses, numpy's float64 among them, are tested after the arrays: that test
            // walks the type's MRO).
            let (type_index, value) = if object.is_instance_of::<PyBool>() {
                let flag = object.extract::<bool>().ok()?;
                let value = AnyValue {
                    v_int64: i64::from(flag),
                };
                (type_index::BOOL, value)
            } else if object.is_instance_of::<PyInt>() {
                let int = object.extract::<i64>().ok()?;
                (type_index::INT, AnyValue { v_int64: int })
            } else if object.is_exact_instance_of::<PyFloat>() {
                let float = object.extract::<f64>().ok()?;
                (type_index::FLOAT, AnyValue { v_float64: float })
            } else if let Some((mut tensor, size)) = in_place_tensor(&object) {
                let data = tensor.data.cast::<u8>();
                if !(data as usize).is_multiple_of(TENSOR_ALIGN) {
                    let start = stand_in_used;
                    let end = start
                        .checked_add(size)
                        .filter(|&end| end <= STAND_IN_BYTES)?;
                    let stand_in = stand_in_base.wrapping_add(start);
                    // SAFETY: the array is compact, so its `size` bytes at `data` are its
                    // elements, alive with the argument tuple; `start..end` lies within the
                    // stand-ins' memory and overlaps no other stand-in.
                    unsafe { std::ptr::copy_nonoverlapping(data, stand_in, size) };
                    stand_ins[stand_in_count] = (start, data, size);
                    stand_in_count += 1;
                    stand_in_used = end.next_multiple_of(TENSOR_ALIGN);
                    tensor.data = stand_in.cast();
                }
                bytes = bytes.saturating_add(size);
                tensors[index] = tensor;
                let pointer = (&mut tensors[index] as *mut DLTensor).cast();
                (type_index::DLTENSOR_PTR, AnyValue { v_ptr: pointer })
            } else if object.is_instance_of::<PyFloat>() {
                let float = object.extract::<f64>().ok()?;
                (type_index::FLOAT, AnyValue { v_float64: float })
            } else {
                return None;
            };
            packed[index] = TVMFFIAny {
                type_index,
                zero_padding: 0,
                value,
            };
        }
        let job = SameThread((&self.inner, &packed[..count]));
        let run = move || {
            // The whole wrapper moves in (a pattern would capture only its fields).
            let whole = job;
            let SameThread((function, packed)) = whole;
            // SAFETY: each `DLTensor*` points into `tensors`, which outlives the call; each
            // tensor is a writable, compact host array (numpy's, or a tvm-ffi tensor's) whose
            // data and extents the argument tuple keeps alive for the call, or its aligned
            // stand-in on this stack frame.
            unsafe { function.call_packed_values(packed) }
        };
        let outcome = if bytes >= RELEASE_GIL_BYTES {
            py.detach(run)
        } else {
            run()
        };
        // Stand-ins go back into their arrays whatever the kernel did, in argument order, as
        // the general path's copies do.
        for &(start, data, size) in &stand_ins[..stand_in_count] {
            // SAFETY: the stand-in's `size` bytes were written before the call (and perhaps by
            // the kernel); `data` is the writable array's own memory, alive with the tuple.
            unsafe { std::ptr::copy_nonoverlapping(stand_in_base.wrapping_add(start), data, size) };
        }
        Some(
            outcome
                .map_err(|error| self.call_error(error))
                .and_then(|value| value_to_python(py, value)),
        )
    }

    #[inline(always)]
    fn prepare(&self, index: usize, object: &Bound<'_, PyAny>) -> PyResult<Prepared> {
        let what = || format!("argument {index} of `{}`", self.inner.name());
        if is_numpy_array(object) {
            return self.prepare_array(read_array(object, &what)?, &what);
        }
        // bool before int: Python's bool is an int.
        if object.is_instance_of::<PyBool>() {
            return Ok(Prepared::Bool(object.extract()?));
        }
        if object.is_instance_of::<PyInt>() {
            return object.extract::<i64>().map(Prepared::Int).map_err(|_| {
                Class::ArgumentError.err(format!("{}: {object} does not fit in 64 bits", what()))
            });
        }
        if object.is_instance_of::<PyFloat>() {
            return Ok(Prepared::Float(object.extract()?));
        }
        if object.is_instance_of::<PyString>() {
            return Err(Class::ArgumentTypeError.err(format!(
                "{}: a str is not an argument a kernel takes (arrays, ints, floats, bools)",
                what()
            )));
        }
        self.prepare_array(read_array(object, &what)?, &what)
    }

    #[inline(always)]
    fn prepare_array(&self, array: ForeignArray, what: &dyn Fn() -> String) -> PyResult<Prepared> {
        match array.place {
            Place::Cuda(device) => {
                let tensor = DeviceTensor::borrowed(
                    Arc::clone(&self.backend),
                    device,
                    array.address(),
                    array.dtype,
                    &array.shape,
                )
                .map_err(|e| Class::ArgumentError.err(format!("{}: {e}", what())))?;
                Ok(Prepared::Device {
                    tensor,
                    _array: array,
                })
            }
            Place::Host if array.read_only || !array.is_aligned(TENSOR_ALIGN) => {
                let copy = array
                    .to_tensor()
                    .map_err(|e| Class::ArgumentError.err(format!("{}: {e}", what())))?;
                Ok(Prepared::Copied { array, copy })
            }
            Place::Host => Ok(Prepared::InPlace(array)),
        }
    }
}

#[pymethods]
impl Function {
    /// The function's name.
    #[getter]
    fn name(&self) -> String {
        self.inner.name().to_owned()
    }

    /// Calls the function; the GIL is released while it runs.
    #[pyo3(signature = (*args))]
    fn __call__(&self, py: Python<'_>, args: &Bound<'_, PyTuple>) -> PyResult<Py<PyAny>> {
        if let Some((device, backend)) = &self.on_device {
            return self.call_on_device(py, args, *device, backend);
        }
        if let Some(result) = self.call_in_place(py, args) {
            return result;
        }
        let mut prepared: Arguments<Prepared> = SmallVec::with_capacity(args.len());
        let mut bytes = 0usize;
        for (index, object) in args.iter().enumerate() {
            let argument = self.prepare(index, &object)?;
            bytes += match &argument {
                Prepared::InPlace(array) | Prepared::Copied { array, .. } => array.byte_len(),
                Prepared::Device { .. } => RELEASE_GIL_BYTES,
                _ => 0,
            };
            prepared.push(argument);
        }
        let mut job = SameThread((&self.inner, &mut prepared));
        let mut run = move || {
            let SameThread((function, prepared)) = &mut job;
            let mut call_args: Arguments<Arg<'_>> = SmallVec::with_capacity(prepared.len());
            for p in prepared.iter_mut() {
                match p.arg() {
                    Ok(arg) => call_args.push(arg),
                    Err(error) => return Err(CallFailure::Python(SameThread(error))),
                }
            }
            let result = function.call(&mut call_args).map_err(CallFailure::Call);
            drop(call_args);
            // Stand-in copies of misaligned arrays go back into them whatever the kernel did.
            for p in prepared.iter() {
                if let Prepared::Copied { array, copy } = p
                    && !array.read_only
                {
                    array.write_back(copy.as_bytes());
                }
            }
            result
        };
        let outcome = if bytes >= RELEASE_GIL_BYTES {
            py.detach(run)
        } else {
            run()
        };
        let value = match outcome {
            Ok(value) => value,
            Err(failure) => return Err(self.failure(failure)),
        };
        for (index, p) in prepared.iter().enumerate() {
            if let Prepared::Copied { array, copy } = p
                && array.read_only
                && array.bytes() != copy.as_bytes()
            {
                return Err(Class::ReadOnlyArrayError.err(format!(
                    "argument {index} of `{}`: the function wrote into a read-only array (left unchanged); pass a writable array for an output",
                    self.inner.name()
                )));
            }
        }
        drop(prepared);
        value_to_python(py, value)
    }

    /// The device calls run on (`cpu` unless `get_function(name, device=…)` chose one).
    #[getter]
    fn device(&self) -> String {
        self.on_device
            .as_ref()
            .map_or(Device::Cpu, |(device, _)| *device)
            .to_string()
    }

    fn __repr__(&self) -> String {
        match &self.on_device {
            Some((device, _)) => format!("<modlink.Function {} on {device}>", self.inner.name()),
            None => format!("<modlink.Function {}>", self.inner.name()),
        }
    }
}

impl Function {
    /// Why a call gave no value, as a Python exception.
    fn failure(&self, failure: CallFailure) -> PyErr {
        match failure {
            CallFailure::Call(error) => self.call_error(error),
            CallFailure::Python(SameThread(error)) => error,
            CallFailure::Device(error) => Class::DeviceError.err(format!(
                "after the call of `{}`: {error}",
                self.inner.name()
            )),
        }
    }

    /// A failed call as the Python exception of its kind; where a device library's kernel
    /// refused host memory, with the way to run it on its device.
    fn call_error(&self, error: modlink::runtime::CallError) -> PyErr {
        let error = modlink::Error::from(error);
        let mut message = error.to_string();
        const DEVICE_CHECKS: [(&str, &str); 4] = [
            ("expected cuda", "cuda"),
            ("expected a CUDA tensor", "cuda"),
            ("expected opencl", "opencl"),
            ("expected an OpenCL tensor", "opencl"),
        ];
        let refused = DEVICE_CHECKS
            .iter()
            .find(|(check, kind)| message.contains(check) && self.device_kinds.contains(kind));
        if let (None, Some((_, kind))) = (&self.on_device, refused) {
            let name = self.inner.name();
            message.push_str(&match *kind {
                "cuda" => format!(
                    "\nhint: this library's kernels run on a CUDA GPU (it holds a `cuda` module) \
                     and the arrays are in host memory: pass CUDA tensors (torch, cupy, …), or \
                     get the function with `lib.get_function({name:?}, device=\"cuda\")`, which \
                     copies host arrays in and out"
                ),
                _ => format!(
                    "\nhint: this library's kernels run on an OpenCL device (it holds an `opencl` \
                     module) and the arrays are in host memory: get the function with \
                     `lib.get_function({name:?}, device=\"opencl\")`, which copies host arrays \
                     in and out"
                ),
            });
        }
        class_of(&error).err(message)
    }
}

/// Why a call did not give a value.
enum CallFailure {
    Call(modlink::runtime::CallError),
    Python(SameThread<PyErr>),
    /// Waiting for the device or copying a result back failed.
    Device(modlink::runtime::DeviceTensorError),
}

/// A function's result as a Python value.
fn value_to_python(py: Python<'_>, value: Option<Value>) -> PyResult<Py<PyAny>> {
    Ok(match value {
        None => py.None(),
        Some(Value::Int(v)) => v.into_pyobject(py)?.into_any().unbind(),
        Some(Value::Float(v)) => v.into_pyobject(py)?.into_any().unbind(),
        Some(Value::Bool(v)) => PyBool::new(py, v).to_owned().into_any().unbind(),
        Some(Value::Str(v)) => v.into_pyobject(py)?.into_any().unbind(),
        Some(Value::OpaquePtr(v)) => v.into_pyobject(py)?.into_any().unbind(),
        Some(other) => {
            return Err(Class::KernelError.err(format!(
                "the function returned {other:?}, which has no Python form"
            )));
        }
    })
}

/// `modlink.load(path)`: opens a library.
#[pyfunction]
pub fn load(py: Python<'_>, path: std::path::PathBuf) -> PyResult<Library> {
    let inner = py
        .detach(|| modlink::runtime::Library::open(&path))
        .map_err(to_py)?;
    Ok(Library { inner })
}
