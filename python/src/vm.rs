//! `modlink.VirtualMachine(lib, device="cpu", params=None)`: a Relax model run by modlink's VM.
//!
//! Weights given as `params` (a dict of arrays, or a `.npz` / TVM parameter dictionary file) are
//! bound once per function, by parameter name, with the VM's own checks
//! (`VirtualMachine::bind_input`); a call's positional arguments fill the other parameters in
//! order, keyword arguments by name.

use crate::errors::{Class, to_py};
use crate::foreign::{OwnedTensor, SameThread, ThreadBound};
use crate::library::{Library, read_array};
use modlink::runtime::Device;
use modlink::runtime::vm::{
    InputSet, NamedInput, ParamKind, VirtualMachine as Vm, VmError, VmOptions, VmValue, leaf_tensor,
};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use std::collections::HashMap;
use std::rc::Rc;

/// One function's parameters: the values bound from `params`, and which positions a call fills.
struct Binding {
    names: Vec<String>,
    bound: Vec<Option<VmValue>>,
}

struct State {
    vm: Vm,
    device: Device,
    params: InputSet,
    bindings: HashMap<String, Binding>,
}

/// A Relax virtual machine over a loaded library; `vm["main"](x)` runs function `main`.
#[pyclass(module = "modlink", name = "VirtualMachine")]
pub struct VirtualMachine {
    state: ThreadBound<State>,
    library: Py<Library>,
}

fn wrong_thread() -> PyErr {
    Class::VMError.err(
        "a VirtualMachine runs on the thread that made it (its values are not shared between threads); make one per thread from the same Library",
    )
}

/// `params` as named inputs: a dict of arrays, or a path to a `.npz` / parameter dictionary.
fn read_params(params: &Bound<'_, PyAny>) -> PyResult<InputSet> {
    if let Ok(dict) = params.cast::<PyDict>() {
        let mut set = InputSet::new();
        for (key, value) in dict.iter() {
            let name: String = key.extract().map_err(|_| {
                Class::ArgumentTypeError.err(format!("params: key {key} is not a str"))
            })?;
            let origin = format!("params[{name:?}]");
            let array = read_array(&value, &|| origin.clone())?;
            if array.place != crate::foreign::Place::Host {
                return Err(Class::ArgumentError.err(format!(
                    "{origin}: weights are read from host arrays (the VM copies them to its device)"
                )));
            }
            let tensor = array
                .to_tensor()
                .map_err(|e| Class::ArgumentError.err(format!("{origin}: {e}")))?;
            set.insert(name, tensor, origin).map_err(to_py)?;
        }
        return Ok(set);
    }
    let path: std::path::PathBuf = params.extract().map_err(|_| {
        Class::ArgumentTypeError.err(format!(
            "params: a `{}` is neither a dict of arrays nor the path of a .npz or TVM parameter file",
            params.get_type().name().map(|n| n.to_string()).unwrap_or_default()
        ))
    })?;
    InputSet::from_file(&path).map_err(to_py)
}

impl State {
    /// The binding of `function`, made on its first call.
    fn binding(&mut self, function: &str) -> Result<&Binding, VmError> {
        if !self.bindings.contains_key(function) {
            let names = self
                .vm
                .param_names(function)
                .ok_or_else(|| VmError::UnknownFunction {
                    name: function.to_owned(),
                    available: self.vm.function_names().join(", "),
                })?
                .to_vec();
            let mut bound = Vec::with_capacity(names.len());
            for (index, name) in names.iter().enumerate() {
                bound.push(match self.params.get(name) {
                    Some(input) => Some(self.vm.bind_input(function, index, input)?),
                    None => None,
                });
            }
            self.bindings
                .insert(function.to_owned(), Binding { names, bound });
        }
        Ok(&self.bindings[function])
    }
}

/// An argument of a VM call as a VM value: arrays go through the VM's checks, scalars and
/// shapes pass as they are.
fn vm_input(
    vm: &Vm,
    function: &str,
    index: usize,
    name: &str,
    object: &Bound<'_, PyAny>,
) -> PyResult<VmValue> {
    let origin = format!("argument `{name}` of `{function}`");
    if object.is_instance_of::<PyBool>() {
        return Ok(VmValue::Bool(object.extract()?));
    }
    if object.is_instance_of::<PyInt>() {
        return object.extract::<i64>().map(VmValue::Int).map_err(|_| {
            Class::ArgumentError.err(format!("{origin}: {object} does not fit in 64 bits"))
        });
    }
    if object.is_instance_of::<PyFloat>() {
        return Ok(VmValue::Float(object.extract()?));
    }
    if vm.param_kind(function, index) == ParamKind::Shape
        && (object.is_instance_of::<PyTuple>() || object.is_instance_of::<PyList>())
    {
        let dims: Vec<i64> = object.extract().map_err(|_| {
            Class::ArgumentTypeError.err(format!("{origin}: a shape is a sequence of ints"))
        })?;
        return Ok(VmValue::Shape(Rc::from(dims)));
    }
    if object.is_instance_of::<PyString>() {
        return Err(Class::ArgumentTypeError.err(format!(
            "{origin}: a str is not a model input (arrays, ints, floats, bools, shapes)"
        )));
    }
    let array = read_array(object, &|| origin.clone())?;
    if array.place != crate::foreign::Place::Host {
        return Err(Class::ArgumentError.err(format!(
            "{origin}: the VM takes host arrays and copies them to its device"
        )));
    }
    let tensor = array
        .to_tensor()
        .map_err(|e| Class::ArgumentError.err(format!("{origin}: {e}")))?;
    let input = NamedInput {
        name: name.to_owned(),
        tensor,
        origin,
    };
    vm.bind_input(function, index, &input).map_err(to_py)
}

/// A VM result as Python values: tensors as numpy arrays, tuples as tuples.
fn result_to_python(py: Python<'_>, value: &VmValue) -> PyResult<Py<PyAny>> {
    Ok(match value {
        VmValue::None => py.None(),
        VmValue::Int(v) => v.into_pyobject(py)?.into_any().unbind(),
        VmValue::Float(v) => v.into_pyobject(py)?.into_any().unbind(),
        VmValue::Bool(v) => PyBool::new(py, *v).to_owned().into_any().unbind(),
        VmValue::Str(v) => v.as_ref().into_pyobject(py)?.into_any().unbind(),
        VmValue::Shape(dims) => PyTuple::new(py, dims.iter())?.into_any().unbind(),
        VmValue::Tuple(fields) => {
            let items = fields
                .iter()
                .map(|field| result_to_python(py, field))
                .collect::<PyResult<Vec<_>>>()?;
            PyTuple::new(py, items)?.into_any().unbind()
        }
        VmValue::Tensor(_) => {
            let tensor = leaf_tensor(value).map_err(to_py)?;
            let owned = Bound::new(py, OwnedTensor::new(tensor))?;
            py.import("numpy")?
                .call_method1("from_dlpack", (owned,))?
                .unbind()
        }
        other => {
            return Err(Class::VMError.err(format!(
                "the function returned a {}, which has no Python form",
                other.kind()
            )));
        }
    })
}

#[pymethods]
impl VirtualMachine {
    #[new]
    #[pyo3(signature = (library, device = "cpu", params = None))]
    fn new(
        py: Python<'_>,
        library: &Bound<'_, PyAny>,
        device: &str,
        params: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<VirtualMachine> {
        let library: Py<Library> = match library.cast::<Library>() {
            Ok(library) => library.clone().unbind(),
            Err(_) => {
                let path: std::path::PathBuf = library.extract().map_err(|_| {
                    Class::ArgumentTypeError.err(
                        "VirtualMachine(library): pass a modlink.Library (modlink.load) or a path",
                    )
                })?;
                Py::new(py, crate::library::load(py, path)?)?
            }
        };
        let device: Device = device
            .parse()
            .map_err(|e: modlink::runtime::DeviceParseError| {
                Class::DeviceError.err(format!(
                    "device={device:?}: {e}; modlink runs models on cpu, cuda[:N] and opencl[:N]"
                ))
            })?;
        let params = match params {
            Some(params) => read_params(params)?,
            None => InputSet::new(),
        };
        let options = VmOptions::default().with_device(device);
        let vm = Vm::with_options(&library.get().inner, options).map_err(to_py)?;
        // A weight that names no parameter of any function is a mistake in the dict or file.
        let functions: Vec<String> = vm.function_names().iter().map(|f| f.to_string()).collect();
        for input in params.iter() {
            let known = functions.iter().any(|f| {
                vm.param_names(f)
                    .is_some_and(|names| names.contains(&input.name))
            });
            if !known {
                let main = functions.first().cloned().unwrap_or_default();
                return Err(to_py(VmError::UnknownParameter {
                    parameters: vm.param_names(&main).unwrap_or(&[]).join(", "),
                    function: main,
                    name: input.name.clone(),
                    origin: input.origin.clone(),
                }));
            }
        }
        Ok(VirtualMachine {
            state: ThreadBound::new(State {
                vm,
                device,
                params,
                bindings: HashMap::new(),
            }),
            library,
        })
    }

    /// The functions a caller may run.
    #[getter]
    fn functions(&self) -> PyResult<Vec<String>> {
        let state = self.state.get().ok_or_else(wrong_thread)?;
        Ok(state
            .vm
            .function_names()
            .iter()
            .map(|f| f.to_string())
            .collect())
    }

    /// The library the VM runs.
    #[getter]
    fn library(&self, py: Python<'_>) -> Py<Library> {
        self.library.clone_ref(py)
    }

    /// The parameter names of function `name`.
    fn param_names(&self, name: &str) -> PyResult<Vec<String>> {
        let state = self.state.get().ok_or_else(wrong_thread)?;
        state
            .vm
            .param_names(name)
            .map(<[String]>::to_vec)
            .ok_or_else(|| {
                to_py(VmError::UnknownFunction {
                    name: name.to_owned(),
                    available: state.vm.function_names().join(", "),
                })
            })
    }

    fn __getitem__(slf: &Bound<'_, Self>, name: &str) -> PyResult<VmFunction> {
        {
            let this = slf.borrow();
            let state = this.state.get().ok_or_else(wrong_thread)?;
            if state.vm.param_names(name).is_none() {
                return Err(to_py(VmError::UnknownFunction {
                    name: name.to_owned(),
                    available: state.vm.function_names().join(", "),
                }));
            }
        }
        Ok(VmFunction {
            vm: slf.clone().unbind(),
            name: name.to_owned(),
        })
    }

    /// Runs function `name` with `args` (and keyword arguments by parameter name); the GIL is
    /// released while it runs.
    #[pyo3(signature = (name, *args, **kwargs))]
    fn invoke(
        &mut self,
        py: Python<'_>,
        name: &str,
        args: &Bound<'_, PyTuple>,
        kwargs: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Py<PyAny>> {
        let state = self.state.get_mut().ok_or_else(wrong_thread)?;
        let binding = state.binding(name).map_err(to_py)?;
        let names = binding.names.clone();
        let mut values: Vec<Option<VmValue>> = binding.bound.clone();
        let free: Vec<usize> = (0..names.len()).filter(|&i| values[i].is_none()).collect();
        if args.len() > free.len() {
            let free_names: Vec<&str> = free.iter().map(|&i| names[i].as_str()).collect();
            return Err(Class::ArgumentTypeError.err(format!(
                "`{name}` takes {} argument(s) ({}) beyond those bound by params, {} given",
                free.len(),
                free_names.join(", "),
                args.len()
            )));
        }
        for (position, object) in free.iter().zip(args.iter()) {
            values[*position] = Some(vm_input(
                &state.vm,
                name,
                *position,
                &names[*position],
                &object,
            )?);
        }
        if let Some(kwargs) = kwargs {
            for (key, object) in kwargs.iter() {
                let key: String = key.extract()?;
                let Some(position) = names.iter().position(|n| *n == key) else {
                    return Err(Class::ArgumentTypeError.err(format!(
                        "`{name}` has no parameter `{key}` (parameters: {})",
                        names.join(", ")
                    )));
                };
                if values[position].is_some() {
                    return Err(Class::ArgumentTypeError.err(format!(
                        "parameter `{key}` of `{name}` is given twice (by position or params, and by keyword)"
                    )));
                }
                values[position] = Some(vm_input(&state.vm, name, position, &key, &object)?);
            }
        }
        let missing: Vec<String> = names
            .iter()
            .zip(&values)
            .filter(|(_, v)| v.is_none())
            .map(|(n, _)| n.clone())
            .collect();
        if !missing.is_empty() {
            return Err(to_py(VmError::MissingInputs {
                function: name.to_owned(),
                parameters: missing,
            }));
        }
        let values: Vec<VmValue> = values.into_iter().flatten().collect();
        let on_device = state.device != Device::Cpu;
        let mut job = SameThread((&mut state.vm, values));
        let result = py
            .detach(move || {
                let SameThread((vm, values)) = &mut job;
                let result = if on_device {
                    vm.call_host(name, values)
                } else {
                    vm.call(name, values)
                };
                SameThread(result)
            })
            .0
            .map_err(to_py)?;
        result_to_python(py, &result)
    }

    fn __repr__(&self) -> String {
        match self.state.get() {
            Some(state) => format!(
                "<modlink.VirtualMachine on {} of {:?}>",
                state.device,
                state.vm.function_names()
            ),
            None => "<modlink.VirtualMachine (of another thread)>".into(),
        }
    }
}

/// `vm[name]`: a VM function, called like a Python function.
#[pyclass(module = "modlink", frozen)]
pub struct VmFunction {
    vm: Py<VirtualMachine>,
    name: String,
}

#[pymethods]
impl VmFunction {
    #[pyo3(signature = (*args, **kwargs))]
    fn __call__(
        &self,
        py: Python<'_>,
        args: &Bound<'_, PyTuple>,
        kwargs: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Py<PyAny>> {
        let mut vm = self.vm.bind(py).try_borrow_mut().map_err(|_| {
            Class::VMError.err("the VirtualMachine is already running a call (one call at a time)")
        })?;
        vm.invoke(py, &self.name, args, kwargs)
    }

    /// The function's parameter names.
    #[getter]
    fn param_names(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        self.vm.bind(py).borrow().param_names(&self.name)
    }

    fn __repr__(&self) -> String {
        format!("<modlink.VmFunction {}>", self.name)
    }
}
