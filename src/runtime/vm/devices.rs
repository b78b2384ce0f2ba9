//! The VM's devices, as TVM sets them (shared/spec/cuda.md §5): a list whose last entry is the
//! host device (the shape heap lives there), `alloc_storage`'s device index into it, tensor
//! constants copied to the first device when the VM is made, and `vm.builtin.to_device`.
//!
//! A storage on a CUDA device holds a [`DeviceBuffer`] of the backend the library's kernels
//! launch on; kernels receive such tensors as `DLTensor`s whose device is `{2, N}` and whose data
//! pointer is the device address, as TVM passes them.

use super::error::{Fault, FaultKind, VmError, fault};
use super::value::{Storage, StorageError, StoragePool, VmTensor, VmValue};
use crate::abi::DLDevice;
use crate::runtime::device::{DeviceBackend, DeviceBuffer, DeviceError, default_opencl_backend};
use crate::runtime::{Device, view_bytes};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use std::sync::Arc;

/// A device error as a storage error of `device`.
fn on(device: Device) -> impl Fn(DeviceError) -> StorageError {
    move |source| StorageError::Device { device, source }
}

/// The VM's devices and the backends their memory comes from.
pub(crate) struct VmDevices {
    list: Vec<Device>,
    /// CUDA memory's.
    backend: Arc<dyn DeviceBackend>,
    /// OpenCL memory's: the process's OpenCL devices, which every library's kernels share.
    opencl: Arc<dyn DeviceBackend>,
}

impl VmDevices {
    /// `requested` with the CPU appended when it does not end with it, as TVM's Python
    /// `VirtualMachine(exe, tvm.cuda())` appends `tvm.cpu()`: the last device is the host's.
    pub(crate) fn new(requested: &[Device], backend: Arc<dyn DeviceBackend>) -> VmDevices {
        let mut list = requested.to_vec();
        if list.last() != Some(&Device::Cpu) {
            list.push(Device::Cpu);
        }
        VmDevices {
            list,
            backend,
            opencl: default_opencl_backend(),
        }
    }

    pub(crate) fn list(&self) -> &[Device] {
        &self.list
    }

    /// `devices[0]`, where constants and `call_host`'s inputs go.
    pub(crate) fn first(&self) -> Device {
        self.list[0]
    }

    fn has_device(&self) -> bool {
        self.list.iter().any(|d| *d != Device::Cpu)
    }

    /// The backend memory of `device` comes from.
    fn backend(&self, device: Device) -> &Arc<dyn DeviceBackend> {
        match device {
            Device::OpenCl(_) => &self.opencl,
            Device::Cpu | Device::Cuda(_) => &self.backend,
        }
    }

    /// The device `alloc_storage`'s device index names: an index into the list, -1 the host.
    pub(crate) fn by_index(&self, index: i64) -> Result<Device, Fault> {
        if index == -1 {
            return Ok(self.list[self.list.len() - 1]);
        }
        usize::try_from(index)
            .ok()
            .and_then(|i| self.list.get(i))
            .copied()
            .ok_or_else(|| {
                Fault::new(
                    FaultKind::Check,
                    format!(
                        "device index {index} is outside the VM's devices {}",
                        self.describe()
                    ),
                )
            })
    }

    fn describe(&self) -> String {
        let names: Vec<String> = self.list.iter().map(Device::to_string).collect();
        format!("[{}]", names.join(", "))
    }

    /// A fresh storage of `bytes` on `device`, not pooled (constants, copies).
    fn fresh_storage(&self, device: Device, bytes: usize) -> Result<Storage, StorageError> {
        match device {
            Device::Cpu => Storage::new(bytes),
            device => DeviceBuffer::alloc(self.backend(device), device, bytes)
                .map(|memory| Storage::from_device(memory, Weak::new()))
                .map_err(on(device)),
        }
    }

    /// A compact copy of `tensor` on `to`.
    fn copy_tensor(&self, tensor: &VmTensor, to: Device) -> Result<VmTensor, StorageError> {
        let bytes = view_bytes(&tensor.shape, tensor.dtype.bits, tensor.dtype.lanes).ok_or(
            StorageError::OutOfBounds {
                needed: None,
                offset: tensor.byte_offset,
                storage: tensor.storage.len(),
            },
        )?;
        let storage = self.fresh_storage(to, bytes)?;
        match (tensor.storage.device_buffer(), storage.device_buffer()) {
            (Some(src), Some(dst)) if src.device() == dst.device() => dst
                .copy_from(src, tensor.byte_offset, bytes)
                .map_err(on(dst.device()))?,
            (_, Some(dst)) => dst
                .write(0, &tensor.read_bytes()?)
                .map_err(on(dst.device()))?,
            (_, None) => {
                storage.raw().write(0, &tensor.read_bytes()?);
            }
        }
        VmTensor::view(storage, 0, Rc::clone(&tensor.shape), tensor.dtype)
    }

    /// `value` with every tensor (through tuples) on `to`; tensors already there stay as they
    /// are, without a copy.
    pub(crate) fn place(&self, value: &VmValue, to: Device) -> Result<VmValue, StorageError> {
        Ok(match value {
            VmValue::Tensor(tensor) if tensor.device() != to => {
                VmValue::Tensor(self.copy_tensor(tensor, to)?)
            }
            VmValue::Tuple(fields) => VmValue::Tuple(
                fields
                    .iter()
                    .map(|field| self.place(field, to))
                    .collect::<Result<Vec<_>, _>>()?
                    .into(),
            ),
            other => other.clone(),
        })
    }

    /// A kernel's fault with a hint where a CUDA or OpenCL kernel's device check refused a
    /// tensor in host memory: TVM's generated host code ("expected cuda", "expected opencl") or
    /// modlink's host wrappers ("expected a CUDA tensor", "expected an OpenCL tensor").
    pub(crate) fn explain(&self, mut fault: Fault) -> Fault {
        const CUDA_CHECKS: [&str; 2] = ["expected cuda", "expected a CUDA tensor"];
        const OPENCL_CHECKS: [&str; 2] = ["expected opencl", "expected an OpenCL tensor"];
        let says = |checks: &[&str]| checks.iter().any(|check| fault.message.contains(check));
        let (opencl, cuda) = (says(&OPENCL_CHECKS), says(&CUDA_CHECKS));
        if fault.kind != FaultKind::Kernel || !(opencl || cuda) {
            return fault;
        }
        let (api, article, flag) = if opencl {
            ("OpenCL", "an", "opencl")
        } else {
            ("CUDA", "a", "cuda")
        };
        let hint = if self.has_device() {
            "an argument is in host memory: pass tensors made with VirtualMachine::to_device, or call with call_host, which copies them in".to_owned()
        } else {
            format!(
                "this executable's kernels run on {api} and the VM's devices are {}: run it on {article} {api} device (`--device {flag}` on the command line, `device=\"{flag}\"` in Python, VmOptions::devices in Rust)",
                self.describe(),
            )
        };
        fault.message.push_str("\nhint: ");
        fault.message.push_str(&hint);
        fault
    }

    /// `alloc_storage` on `device`: a block of `pool`, as TVM's pooled allocator keeps one pool
    /// per device, or a new one.
    pub(crate) fn alloc_storage(
        &self,
        pool: &Rc<RefCell<StoragePool>>,
        device: Device,
        bytes: usize,
    ) -> Result<Storage, Fault> {
        let reused = pool.borrow_mut().take_device(device, bytes);
        let memory = match reused {
            Some(memory) => memory,
            None => DeviceBuffer::alloc(self.backend(device), device, bytes)
                .map_err(|source| Fault::new(FaultKind::Memory, format!("{device}: {source}")))?,
        };
        Ok(Storage::from_device(memory, Rc::downgrade(pool)))
    }

    /// Waits for every device of the list.
    pub(crate) fn synchronize(&self) -> Result<(), (Device, DeviceError)> {
        for device in &self.list {
            if let Some(ordinal) = device.ordinal() {
                self.backend(*device)
                    .synchronize(ordinal)
                    .map_err(|error| (*device, error))?;
            }
        }
        Ok(())
    }
}

/// `vm.builtin.to_device(data, device_type, device_id)`: a copy of `data` on that device.
pub(crate) fn to_device_builtin(args: &[VmValue], devices: &VmDevices) -> Result<VmValue, Fault> {
    let [data, device_type, device_id] = args else {
        return fault(
            FaultKind::ArgCount,
            format!(
                "vm.builtin.to_device takes 3 arguments, {} given",
                args.len()
            ),
        );
    };
    let VmValue::Tensor(tensor) = data else {
        return fault(
            FaultKind::Type,
            format!("data (argument 0) must be a Tensor, got {}", data.kind()),
        );
    };
    let (VmValue::Int(device_type), VmValue::Int(device_id)) = (device_type, device_id) else {
        return fault(
            FaultKind::Type,
            format!(
                "device type and id (arguments 1, 2) must be Ints, got {} and {}",
                device_type.kind(),
                device_id.kind()
            ),
        );
    };
    let device = i32::try_from(*device_type)
        .ok()
        .zip(i32::try_from(*device_id).ok())
        .and_then(|(device_type, device_id)| {
            Device::from_dl(DLDevice {
                device_type,
                device_id,
            })
        })
        .filter(|device| *device != Device::Cpu || *device_id == 0)
        .ok_or_else(|| {
            Fault::new(
                FaultKind::Check,
                format!(
                    "device ({device_type}, {device_id}) is not one modlink runs (cpu:0, cuda:N or opencl:N)"
                ),
            )
        })?;
    devices
        .copy_tensor(tensor, device)
        .map(VmValue::Tensor)
        .map_err(|e| Fault::new(FaultKind::Memory, e.to_string()))
}

/// Copies the tensor constants to `devices[0]`, as TVM's `Init` does (they are stored as CPU
/// tensors); nothing to do when that is the CPU.
pub(crate) fn place_constants(
    constants: &mut [VmValue],
    devices: &VmDevices,
) -> Result<(), VmError> {
    let first = devices.first();
    if first == Device::Cpu {
        return Ok(());
    }
    for (index, constant) in constants.iter_mut().enumerate() {
        if let VmValue::Tensor(tensor) = constant {
            let placed = devices.copy_tensor(tensor, first).map_err(|error| {
                device_failure(format!("copying constant {index} to {first}"), error)
            })?;
            *constant = VmValue::Tensor(placed);
        }
    }
    Ok(())
}

/// A VM error for a failed copy; `what` names the device, so a device error's own prefix is
/// left out.
pub(crate) fn device_failure(what: String, error: StorageError) -> VmError {
    let message = match error {
        StorageError::Device { source, .. } => source.to_string(),
        other => other.to_string(),
    };
    VmError::Device { what, message }
}

/// The backend a VM made without a library uses: the process's CUDA driver, opened at its
/// first use.
pub(crate) fn default_backend() -> Arc<dyn DeviceBackend> {
    crate::runtime::device::default_device_backend()
}
