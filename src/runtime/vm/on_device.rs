//! Calling a VM whose first device is a GPU: [`VirtualMachine::call`] passes its arguments as
//! they are (TVM's `vm["main"](x)`), so a CUDA executable wants device tensors there
//! ([`VirtualMachine::to_device`]) and returns device tensors; [`VirtualMachine::call_host`]
//! copies host tensors in and the result out (TVM's `set_input` / `invoke_stateful` copy
//! arguments the same way).

use super::devices::device_failure;
use super::error::VmError;
use super::interp::{VirtualMachine, VmOptions};
use super::value::VmValue;
use crate::module::device::KIND_CUDA;
use crate::runtime::device::KIND_OPENCL;
use crate::runtime::{Device, Library};

impl VmOptions {
    /// These options with `device` first and the CPU as the host device (TVM's
    /// `VirtualMachine(exe, device)`).
    pub fn with_device(mut self, device: Device) -> VmOptions {
        self.devices = vec![device];
        self
    }
}

/// Refuses a device of `options` that `library` has no module for: its kernels run on the CPU,
/// which would refuse the device's tensors at the first call (or, for OpenCL, read device
/// memory), after the constants were copied there for nothing.
pub(super) fn check_devices_have_kernels(
    library: &Library,
    options: &VmOptions,
) -> Result<(), VmError> {
    let kinds = library.module_kinds();
    for &device in &options.devices {
        let kind = match device {
            Device::Cpu => continue,
            Device::Cuda(_) => KIND_CUDA,
            Device::OpenCl(_) => KIND_OPENCL,
        };
        if !kinds.iter().any(|k| k == kind) {
            let instead = match [KIND_CUDA, KIND_OPENCL]
                .into_iter()
                .find(|other| kinds.iter().any(|k| k == other))
            {
                Some(other) => format!(
                    "its kernels run on {other}: run it there (`--device {other}`, \
                     `device=\"{other}\"` in Python)"
                ),
                None => "its kernels run on the CPU: run it there (no `--device`, \
                         `device=\"cpu\"` in Python)"
                    .to_owned(),
            };
            return Err(VmError::Device {
                what: format!("running {} on {device}", library.path().display()),
                message: format!(
                    "the library holds no `{kind}` module (its modules: {}); {instead}",
                    kinds.join(", ")
                ),
            });
        }
    }
    Ok(())
}

impl VirtualMachine {
    /// The VM's devices: those asked for, the CPU (the host device) last.
    pub fn devices(&self) -> &[Device] {
        self.context.devices.list()
    }

    /// `value` with every tensor (through tuples) copied to the VM's first device, where a
    /// CUDA executable's kernels want them; tensors already there are not copied.
    pub fn to_device(&self, value: &VmValue) -> Result<VmValue, VmError> {
        let first = self.context.devices.first();
        self.context
            .devices
            .place(value, first)
            .map_err(|error| device_failure(format!("copying an input to {first}"), error))
    }

    /// `value` with every device tensor (through tuples) copied to host memory.
    pub fn to_host(&self, value: &VmValue) -> Result<VmValue, VmError> {
        self.context
            .devices
            .place(value, Device::Cpu)
            .map_err(|error| device_failure("copying a result to the host".to_owned(), error))
    }

    /// Waits until every CUDA device of the VM has finished the kernels launched on it (a
    /// launch returns before its kernel has run).
    pub fn synchronize(&self) -> Result<(), VmError> {
        self.context
            .devices
            .synchronize()
            .map_err(|(device, error)| VmError::Device {
                what: format!("synchronizing {device}"),
                message: error.to_string(),
            })
    }

    /// Calls bytecode function `name` with host values: tensor arguments are copied to the
    /// VM's first device, the result's tensors copied back to the host after the device has
    /// finished. On a CPU-only VM this is [`VirtualMachine::call`].
    pub fn call_host(&mut self, name: &str, args: &[VmValue]) -> Result<VmValue, VmError> {
        let placed = args
            .iter()
            .map(|arg| self.to_device(arg))
            .collect::<Result<Vec<_>, _>>()?;
        let result = self.call(name, &placed)?;
        self.synchronize()?;
        self.to_host(&result)
    }
}
