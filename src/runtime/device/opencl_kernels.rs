//! The runtime module of an `opencl` blob entry (shared/spec/opencl.md): its kernels are packed
//! functions taking the FunctionInfo's `k` arguments then the launch values, as a `cuda`
//! module's do, and launch on the OpenCL device current on the calling thread (the one the host
//! code's `__tvm_set_device(4, N)` chose).
//!
//! As TVM's `OpenCLModuleNode` does, the OpenCL C source (fmt `cl`) is split at its
//! `// Function: NAME` lines and each kernel's section built as a program of its own, on a
//! device at the kernel's first launch there; the kernel is kept per device. Arguments follow
//! the FunctionInfo: a `handle` is a buffer of [`OpenClBackend`] (the tensor's data pointer),
//! every other type goes at its own width (an `int32` the low 32 bits of the packed integer, a
//! `float32` the packed double narrowed). The NDRange is TVM's: global = grid × block, local =
//! block, from the launch tags.

use super::current::current_device;
use super::launch::LaunchLayout;
use super::opencl::{
    ArgValue, Buffer, Kernel, KernelArgument, NdRange, push_kernel_arguments, split_kernel_sources,
};
use super::opencl_backend::OpenClBackend;
use crate::abi::TVMFFIAny;
use crate::abi::dtype::type_code;
use crate::abi::ffi::type_index;
use crate::module::{DeviceCode, FunctionInfo, Node, Payload};
use crate::runtime::host::{Function, RaisedError, RuntimeModule};
use bytes::Bytes;
use smallvec::SmallVec;
use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The module kind of OpenCL kernels in a library's tree.
pub const KIND_OPENCL: &str = "opencl";

/// The code format modlink builds: OpenCL C source, what TVM writes.
const FMT_SOURCE: &str = "cl";

/// An `opencl` module whose kernels run on the devices of an [`OpenClBackend`].
pub struct OpenClKernels {
    module: Arc<OpenClModule>,
    backend: Arc<OpenClBackend>,
    names: Vec<String>,
    payload: Payload,
    raw: Bytes,
}

/// The kernels' sources and function table, and the kernels built so far.
struct OpenClModule {
    fmt: String,
    /// `library.so`, for messages.
    library: String,
    /// Each kernel's section of the source, or why the code cannot be built.
    sources: Result<HashMap<String, String>, String>,
    functions: HashMap<String, FunctionInfo>,
    /// Kernels by device ordinal, then name (looked up by `&str`: a launch allocates no key).
    built: Mutex<HashMap<i32, HashMap<String, Kernel>>>,
}

impl OpenClKernels {
    /// The kernels of an `opencl` node of the library at `library` (named in errors), launching
    /// on `backend`; `None` for another kind. Code this runtime cannot build (a fmt other than
    /// `cl`, source that is not UTF-8) still loads: calling a kernel says why it cannot run.
    pub(crate) fn for_node(
        node: &Node,
        raw: &Bytes,
        backend: &Arc<OpenClBackend>,
        library: &str,
    ) -> Option<OpenClKernels> {
        let Payload::Device(payload) = &node.payload else {
            return None;
        };
        if node.kind != KIND_OPENCL {
            return None;
        }
        let sources = match (&payload.code, payload.fmt.as_str()) {
            (DeviceCode::Single(bytes), FMT_SOURCE) => std::str::from_utf8(bytes)
                .map_err(|error| format!("the OpenCL C source is not UTF-8: {error}"))
                .map(|source| {
                    let sections = split_kernel_sources(source);
                    if sections.is_empty() {
                        // Source without TVM's delimiters: every kernel from the whole of it.
                        payload
                            .functions
                            .iter()
                            .map(|(_, info)| (info.name.clone(), source.to_string()))
                            .collect()
                    } else {
                        sections
                            .into_iter()
                            .map(|(name, section)| (name.to_string(), section.to_string()))
                            .collect()
                    }
                }),
            (DeviceCode::Single(_), fmt) => Err(format!(
                "the code is fmt `{fmt}`; modlink builds OpenCL C source (fmt `{FMT_SOURCE}`) only"
            )),
            (DeviceCode::PerKernel(_), _) => Err("per-kernel code in an opencl module".to_string()),
        };
        let names = payload
            .functions
            .iter()
            .map(|(name, _)| name.clone())
            .collect();
        Some(OpenClKernels {
            module: Arc::new(OpenClModule {
                fmt: payload.fmt.clone(),
                library: library.to_string(),
                sources,
                functions: payload
                    .functions
                    .iter()
                    .map(|(key, info)| (key.clone(), info.clone()))
                    .collect(),
                built: Mutex::new(HashMap::new()),
            }),
            backend: Arc::clone(backend),
            names,
            payload: node.payload.clone(),
            raw: raw.clone(),
        })
    }

    /// The code's fmt (`cl`).
    pub fn fmt(&self) -> &str {
        &self.module.fmt
    }

    /// The payload as modlink's blob reader understood it.
    pub fn payload(&self) -> &Payload {
        &self.payload
    }

    /// The exact payload bytes.
    pub fn raw(&self) -> &Bytes {
        &self.raw
    }
}

impl OpenClModule {
    /// Kernel `name` (a function table key) built for `device`, built now on first use there.
    fn kernel(
        &self,
        backend: &OpenClBackend,
        device: i32,
        name: &str,
        info: &FunctionInfo,
    ) -> Result<Kernel, String> {
        // A poisoned lock only means another launch panicked; the cache is whole.
        let mut built = self
            .built
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(kernel) = built.get(&device).and_then(|kernels| kernels.get(name)) {
            return Ok(kernel.clone());
        }
        let sources = self.sources.as_ref().map_err(|message| {
            format!(
                "kernel `{}` of {} (opencl module, fmt `{}`): {message}",
                info.name, self.library, self.fmt
            )
        })?;
        let label = format!("kernel `{}` of {}", info.name, self.library);
        let source = sources.get(&info.name).ok_or_else(|| {
            let mut present: Vec<&str> = sources.keys().map(String::as_str).collect();
            present.sort_unstable();
            format!(
                "{label}: the OpenCL source has no `// Function: {}` section (it has {})",
                info.name,
                present.join(", ")
            )
        })?;
        let opened = backend
            .device(device)
            .map_err(|error| format!("{label}: {error}"))?;
        let program = opened
            .build_program(source, &label)
            .map_err(|error| error.to_string())?;
        let kernel = program
            .kernel(&info.name)
            .map_err(|error| error.to_string())?;
        built
            .entry(device)
            .or_default()
            .insert(name.to_string(), kernel.clone());
        Ok(kernel)
    }
}

/// One kernel as its packed function launches it: what its FunctionInfo says, read once when
/// the function is looked up (the launch layout), and the kernel built on each device so far,
/// so that a launch hashes no name and re-reads no tag.
struct KernelEntry {
    /// The function table key.
    key: String,
    info: FunctionInfo,
    /// The launch tags read, or why they cannot be (said at every call, as TVM would fail).
    layout: Result<LaunchLayout, String>,
    /// Kernels by device ordinal (few devices: a scan beats hashing).
    built: Mutex<Vec<(i32, Kernel)>>,
}

/// Arguments of most kernels fit without allocating: TVM's kernels take a few buffers and
/// shape values.
const INLINE_ARGS: usize = 12;

impl KernelEntry {
    fn kernel(
        &self,
        module: &OpenClModule,
        backend: &OpenClBackend,
        device: i32,
    ) -> Result<Kernel, String> {
        // A poisoned lock only means another launch panicked; the list is whole.
        let mut built = self
            .built
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some((_, kernel)) = built.iter().find(|(ordinal, _)| *ordinal == device) {
            return Ok(kernel.clone());
        }
        let kernel = module.kernel(backend, device, &self.key, &self.info)?;
        built.push((device, kernel.clone()));
        Ok(kernel)
    }

    /// Launches the kernel for one packed call on `device`, without waiting for it.
    fn call(
        &self,
        module: &OpenClModule,
        backend: &OpenClBackend,
        device: i32,
        raw: &[TVMFFIAny],
    ) -> Result<(), String> {
        let info = &self.info;
        let layout = self.layout.as_ref().map_err(Clone::clone)?;
        // The launch values are read as TVM reads them for CUDA; the FunctionInfo's argument
        // types and the count are checked there too.
        let config = layout
            .config(info, raw)
            .map_err(|error| error.to_string())?;
        if config.empty {
            // No work item would run: nothing to build or enqueue.
            return Ok(());
        }
        let kernel = self.kernel(module, backend, device)?;
        let arguments = &raw[..layout.kernel_args()];
        let mut buffers: SmallVec<[Option<Buffer>; INLINE_ARGS]> = SmallVec::new();
        let mut table = backend.kernel_buffers();
        for (index, (dtype, value)) in info.arg_types.iter().zip(arguments).enumerate() {
            let buffer = if dtype.code == type_code::OPAQUE_HANDLE
                && value.type_index == type_index::OPAQUE_PTR
            {
                let pointer = value.value_bits() as u64;
                Some(
                    table
                        .get(device, pointer)
                        .map_err(|error| argument_error(&info.name, index, &format!("{error}")))?,
                )
            } else {
                None
            };
            buffers.push(buffer);
        }
        // Released before launching: the launch needs no buffer table.
        drop(table);
        let values: SmallVec<[ArgValue<'_>; INLINE_ARGS]> = info
            .arg_types
            .iter()
            .zip(arguments)
            .zip(&buffers)
            .map(|((dtype, value), buffer)| match buffer {
                Some(buffer) => ArgValue::Buffer(buffer),
                None if value.type_index == type_index::NONE => ArgValue::Null,
                // TVM reads the union as the parameter's type says, whatever the type index.
                None if dtype.code == type_code::FLOAT => {
                    ArgValue::Float(f64::from_bits(value.value_bits() as u64))
                }
                None => ArgValue::Int(value.value_bits()),
            })
            .collect();
        let local = layout
            .dynamic_shared()
            .then_some(config.dynamic_shared_bytes as usize);
        let mut kernel_args: SmallVec<[KernelArgument<'_>; INLINE_ARGS]> = SmallVec::new();
        push_kernel_arguments(info, &values, local, &mut kernel_args)
            .map_err(|error| error.to_string())?;
        kernel
            .launch(&kernel_args, &NdRange::from_config(&config))
            .map_err(|error| {
                format!(
                    "{error} (device opencl:{device}, library {})",
                    module.library
                )
            })
    }
}

fn argument_error(kernel: &str, index: usize, message: &str) -> String {
    format!("OpenCL kernel `{kernel}` argument {index}: {message}")
}

impl RuntimeModule for OpenClKernels {
    fn kind(&self) -> &str {
        KIND_OPENCL
    }

    fn get_function(&self, name: &str) -> Option<Function> {
        let info = self.module.functions.get(name)?;
        let entry = KernelEntry {
            key: name.to_string(),
            info: info.clone(),
            layout: LaunchLayout::new(info).map_err(|error| error.to_string()),
            built: Mutex::new(Vec::new()),
        };
        let module = Arc::clone(&self.module);
        let backend = Arc::clone(&self.backend);
        Some(Function::raw(name, move |args: &[TVMFFIAny]| {
            entry
                .call(&module, &backend, current_device(), args)
                .map_err(|message| RaisedError {
                    kind: "RuntimeError".into(),
                    message: format!("OpenCL launch error: {message}"),
                })
        }))
    }

    fn function_names(&self) -> Vec<String> {
        self.names.clone()
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
