//! The runtime module of a `cuda` blob entry: its kernels are packed functions (spec
//! shared/spec/cuda.md §3.2: `k` kernel arguments then the launch values, nothing returned)
//! that launch on the library's device backend, on the device current on the calling thread;
//! and TVM's `__tvm_set_device` global, which makes a device of that backend current.

use super::backend::DeviceBackend;
use super::cuda_module::{CudaModule, CudaSourceCompiler};
use super::current::{current_device, make_current};
use super::ordinal::Device;
use crate::abi::TVMFFIAny;
use crate::abi::device::device_type;
use crate::abi::entry_points::SET_DEVICE_GLOBAL;
use crate::abi::ffi::type_index;
use crate::module::device::KIND_CUDA;
use crate::module::{Node, Payload};
use crate::runtime::host::{Function, RaisedError, RuntimeModule};
use bytes::Bytes;
use std::any::Any;
use std::sync::Arc;

/// A `cuda` module whose kernels run on a [`DeviceBackend`] (the CUDA driver by default).
pub struct CudaKernels {
    module: Arc<CudaModule>,
    backend: Arc<dyn DeviceBackend>,
    names: Vec<String>,
    payload: Payload,
    raw: Bytes,
}

impl CudaKernels {
    /// The kernels of a `cuda` node of a library's tree, launching on `backend`: code the
    /// driver loads (cubin, fatbin, PTX) or CUDA source that `compiler` turns into PTX on first
    /// use. `None` for another kind, or a payload this runtime cannot load (it stays a module
    /// stub: it can be inspected, and its kernels are not found).
    pub(crate) fn for_node(
        node: &Node,
        raw: &Bytes,
        backend: &Arc<dyn DeviceBackend>,
        compiler: Arc<dyn CudaSourceCompiler>,
    ) -> Option<CudaKernels> {
        let Payload::Device(payload) = &node.payload else {
            return None;
        };
        if node.kind != KIND_CUDA {
            return None;
        }
        let module = CudaModule::with_source_compiler(payload, compiler).ok()?;
        let names = payload
            .functions
            .iter()
            .map(|(name, _)| name.clone())
            .collect();
        Some(CudaKernels::new(
            module,
            Arc::clone(backend),
            names,
            node.payload.clone(),
            raw.clone(),
        ))
    }

    /// The kernels of `module`, launching on `backend`; `payload` and `raw` are the blob
    /// entry's, kept for inspection.
    fn new(
        module: CudaModule,
        backend: Arc<dyn DeviceBackend>,
        names: Vec<String>,
        payload: Payload,
        raw: Bytes,
    ) -> CudaKernels {
        CudaKernels {
            module: Arc::new(module),
            backend,
            names,
            payload,
            raw,
        }
    }

    /// The loadable module (fmt, arch, function table).
    pub fn module(&self) -> &CudaModule {
        &self.module
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

impl RuntimeModule for CudaKernels {
    fn kind(&self) -> &str {
        KIND_CUDA
    }

    fn get_function(&self, name: &str) -> Option<Function> {
        self.module.kernel(name).ok()?;
        let module = Arc::clone(&self.module);
        let backend = Arc::clone(&self.backend);
        let kernel = name.to_string();
        Some(Function::raw(name, move |args: &[TVMFFIAny]| {
            module
                .call(backend.as_ref(), current_device(), &kernel, args)
                .map(drop)
                .map_err(|error| RaisedError {
                    kind: "RuntimeError".into(),
                    message: format!("CUDALaunch Error: {error}"),
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

fn raised(message: String) -> RaisedError {
    RaisedError {
        kind: "RuntimeError".into(),
        message,
    }
}

/// TVM's `__tvm_set_device(device_type, device_id)` for a library whose CUDA kernels launch on
/// `cuda` and OpenCL kernels on `opencl`: the device of that backend becomes the thread's
/// current one (kernels launch there, device workspaces come from it).
pub(crate) fn set_device_function(
    cuda: Arc<dyn DeviceBackend>,
    opencl: Arc<dyn DeviceBackend>,
) -> Function {
    Function::raw(SET_DEVICE_GLOBAL, move |args: &[TVMFFIAny]| {
        let [kind, id] = args else {
            return Err(raised(format!(
                "{SET_DEVICE_GLOBAL}: expected 2 arguments (device type, device id), got {}",
                args.len()
            )));
        };
        if kind.type_index != type_index::INT || id.type_index != type_index::INT {
            return Err(raised(format!(
                "{SET_DEVICE_GLOBAL}: the device type and id must be Int (type indices {} and {})",
                kind.type_index, id.type_index
            )));
        }
        let (kind, id) = (kind.value_bits(), id.value_bits());
        let ordinal = i32::try_from(id).map_err(|_| {
            raised(format!(
                "{SET_DEVICE_GLOBAL}: device id {id} is out of range"
            ))
        })?;
        let (backend, device) = if kind == i64::from(device_type::CUDA) {
            (&cuda, Device::Cuda(ordinal))
        } else if kind == i64::from(device_type::OPENCL) {
            (&opencl, Device::OpenCl(ordinal))
        } else {
            return Err(raised(format!(
                "{SET_DEVICE_GLOBAL}: device type {kind} is neither CUDA ({}) nor OpenCL ({}); modlink runs CUDA and OpenCL devices only",
                device_type::CUDA,
                device_type::OPENCL
            )));
        };
        backend
            .set_device(ordinal)
            .map_err(|error| raised(format!("{SET_DEVICE_GLOBAL}({device}): {error}")))?;
        make_current(Arc::clone(backend), device);
        Ok(())
    })
}

// The workspace test calls the runtime's C entry points, as generated code does.
#[cfg(test)]
#[allow(clippy::unwrap_used)]
#[allow(unsafe_code)]
mod tests {
    use super::*;
    use crate::runtime::device::{RecordedMemoryOp, RecordingBackend};
    use crate::runtime::host::backend::{
        TVMBackendAllocWorkspace, TVMBackendFreeWorkspace, TVMBackendGetDeviceIndex,
        TVMBackendSetDevice, take_last_error,
    };
    use crate::runtime::value::Arg;

    fn int(value: i64) -> Arg<'static> {
        Arg::Int(value)
    }

    #[test]
    fn set_device_refuses_what_tvm_would_not_pass() {
        let backend = Arc::new(RecordingBackend::new());
        let set_device = set_device_function(backend.clone(), backend.clone());
        let message = |args: &mut [Arg<'_>]| match set_device.call(args).unwrap_err() {
            crate::runtime::CallError::Raised { message, .. } => message,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            message(&mut [int(1), int(0)]),
            "__tvm_set_device: device type 1 is neither CUDA (2) nor OpenCL (4); modlink runs CUDA and OpenCL devices only"
        );
        assert_eq!(
            message(&mut [int(2)]),
            "__tvm_set_device: expected 2 arguments (device type, device id), got 1"
        );
        assert_eq!(
            message(&mut [int(2), Arg::Float(0.0)]),
            format!(
                "__tvm_set_device: the device type and id must be Int (type indices 1 and {})",
                type_index::FLOAT
            )
        );
        assert_eq!(
            message(&mut [int(2), int(1 << 40)]),
            "__tvm_set_device: device id 1099511627776 is out of range"
        );
        assert_eq!(backend.current_devices(), Vec::<i32>::new());
    }

    #[test]
    fn set_device_picks_the_backend_of_the_device_type_and_workspaces_follow_it() {
        let (cuda, opencl) = (
            Arc::new(RecordingBackend::new()),
            Arc::new(RecordingBackend::new()),
        );
        let set_device = set_device_function(cuda.clone(), opencl.clone());
        set_device.call(&mut [int(4), int(1)]).unwrap();
        assert_eq!(
            (cuda.current_devices(), opencl.current_devices()),
            (vec![], vec![1])
        );
        assert_eq!(current_device(), 1);
        // Generated code for OpenCL asks for device type 4's workspace: the OpenCL backend's.
        let ptr = TVMBackendAllocWorkspace(4, 1, 64, 2, 32);
        assert!(!ptr.is_null());
        assert_eq!(cuda.memory_ops().len(), 0);
        assert_eq!(opencl.memory_ops().len(), 1);
        // SAFETY: a device workspace of this thread's backend, freed once.
        assert_eq!(unsafe { TVMBackendFreeWorkspace(4, 1, ptr) }, 0);
        set_device.call(&mut [int(2), int(0)]).unwrap();
        assert_eq!(cuda.current_devices(), [0]);
    }

    #[test]
    fn device_workspaces_come_from_the_current_backend_and_go_back_once() {
        let backend = Arc::new(RecordingBackend::new());
        set_device_function(backend.clone(), backend.clone())
            .call(&mut [int(2), int(3)])
            .unwrap();
        assert_eq!(backend.current_devices(), [3]);
        assert_eq!(current_device(), 3);
        let ptr = TVMBackendAllocWorkspace(2, 3, 516, 2, 32);
        assert!(!ptr.is_null());
        let [
            RecordedMemoryOp::Alloc {
                device,
                bytes,
                ptr: address,
            },
        ] = backend.memory_ops()[..]
        else {
            panic!("{:?}", backend.memory_ops());
        };
        assert_eq!((device, bytes, address), (3, 516, ptr as usize as u64));
        // SAFETY: a device workspace of this thread's backend, freed once.
        assert_eq!(unsafe { TVMBackendFreeWorkspace(2, 3, ptr) }, 0);
        assert_eq!(
            backend.memory_ops()[1],
            RecordedMemoryOp::Free {
                device: 3,
                ptr: address
            }
        );
        // SAFETY: a stale pointer is refused by the table, never dereferenced.
        assert_eq!(unsafe { TVMBackendFreeWorkspace(2, 3, ptr) }, -1);
        assert_eq!(
            take_last_error().unwrap().message,
            format!(
                "TVMBackendFreeWorkspace(cuda:3): {address:#x} was not allocated by TVMBackendAllocWorkspace"
            )
        );
    }

    #[test]
    fn tirx_device_slots_set_and_read_the_threads_device() {
        let backend = Arc::new(RecordingBackend::new());
        // A backend already current on the thread is the one the slot switches devices on.
        make_current(backend.clone(), Device::Cuda(0));
        assert_eq!(TVMBackendSetDevice(2, 5), 0);
        assert_eq!(backend.current_devices(), [5]);
        assert_eq!(current_device(), 5);
        let mut out = -1;
        // SAFETY: a writable int.
        assert_eq!(unsafe { TVMBackendGetDeviceIndex(2, &mut out) }, 0);
        assert_eq!(out, 5);
        // SAFETY: as above.
        assert_eq!(unsafe { TVMBackendGetDeviceIndex(1, &mut out) }, 0);
        assert_eq!(out, 0);
        // Refusals raise and leave the output alone (c_backend_api.h: written only on success).
        let mut untouched = 7;
        // SAFETY: as above.
        assert_eq!(unsafe { TVMBackendGetDeviceIndex(7, &mut untouched) }, -1);
        assert_eq!(untouched, 7);
        assert_eq!(
            take_last_error().unwrap().message,
            "TVMBackendGetDeviceIndex: device type 7 is not one modlink runs (CPU 1, CUDA 2, \
             OpenCL 4)"
        );
        assert_eq!(TVMBackendSetDevice(2, -1), -1);
        assert!(take_last_error().unwrap().message.contains("negative"));
        // SAFETY: NULL is checked before any write.
        let null_out = unsafe { TVMBackendGetDeviceIndex(2, std::ptr::null_mut()) };
        assert_eq!(null_out, -1);
        assert_eq!(backend.current_devices(), [5]);

        // An OpenCL device through the slot: the backend current for OpenCL switches, and the
        // CUDA one is left alone.
        let opencl = Arc::new(RecordingBackend::new());
        make_current(opencl.clone(), Device::OpenCl(0));
        assert_eq!(TVMBackendSetDevice(4, 1), 0);
        assert_eq!(opencl.current_devices(), [1]);
        // SAFETY: as above.
        assert_eq!(unsafe { TVMBackendGetDeviceIndex(4, &mut out) }, 0);
        assert_eq!(out, 1);
        assert_eq!(backend.current_devices(), [5]);
    }
}
