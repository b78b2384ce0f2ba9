//! A call on a device with host arguments: each host tensor argument is copied to a
//! [`DeviceTensor`] of the device, the function called with [`Arg::Device`], and the tensors
//! copied back. What `modlink run --device cuda:N` does; on [`Device::Cpu`] the arguments pass
//! through as they are.

use super::backend::DeviceBackend;
use super::ordinal::Device;
use super::tensor::{DeviceTensor, DeviceTensorError};
use crate::runtime::host::{CallError, Function};
use crate::runtime::value::{Arg, Value};
use std::sync::Arc;

/// The device copies of one call's host tensor arguments, kept between calls so that repeated
/// calls (a benchmark) copy nothing.
pub struct DeviceCall {
    backend: Arc<dyn DeviceBackend>,
    device: Device,
    /// Per argument, the device copy of an [`Arg::Tensor`]; `None` for anything else.
    tensors: Vec<Option<DeviceTensor>>,
}

impl DeviceCall {
    /// Copies every [`Arg::Tensor`] of `args` to `device` of `backend` (nothing for
    /// [`Device::Cpu`]). Views, device tensors and scalars are passed as they are.
    pub fn upload(
        backend: Arc<dyn DeviceBackend>,
        device: Device,
        args: &[Arg<'_>],
    ) -> Result<DeviceCall, DeviceTensorError> {
        let tensors = args
            .iter()
            .map(|arg| match (device, arg) {
                (Device::Cuda(ordinal), Arg::Tensor(host)) => {
                    DeviceTensor::from_host(Arc::clone(&backend), ordinal, host).map(Some)
                }
                _ => Ok(None),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(DeviceCall {
            backend,
            device,
            tensors,
        })
    }

    /// The device the tensors live on.
    pub fn device(&self) -> Device {
        self.device
    }

    /// Calls `function` with `args`, each uploaded tensor replaced by its device copy. `args` must
    /// be the arguments given to [`DeviceCall::upload`] (their host tensors are not read here).
    pub fn call(
        &mut self,
        function: &Function,
        args: &mut [Arg<'_>],
    ) -> Result<Option<Value>, CallError> {
        let mut call_args: Vec<Arg<'_>> = args
            .iter_mut()
            .zip(
                self.tensors
                    .iter_mut()
                    .map(Some)
                    .chain(std::iter::repeat_with(|| None)),
            )
            .map(
                |(arg, device)| match (device.and_then(Option::as_mut), arg) {
                    (Some(device), _) => Arg::Device(device),
                    (None, Arg::Tensor(tensor)) => Arg::Tensor(tensor),
                    (None, Arg::View(view)) => Arg::View(view.reborrow()),
                    (None, Arg::Device(tensor)) => Arg::Device(tensor),
                    (None, Arg::Int(value)) => Arg::Int(*value),
                    (None, Arg::Float(value)) => Arg::Float(*value),
                    (None, Arg::Bool(value)) => Arg::Bool(*value),
                },
            )
            .collect();
        function.call(&mut call_args)
    }

    /// Waits until the device has finished everything launched on it (kernel launches return
    /// before the kernel has run); nothing to wait for on the CPU.
    pub fn synchronize(&self) -> Result<(), DeviceTensorError> {
        match self.device {
            Device::Cpu => Ok(()),
            Device::Cuda(ordinal) => {
                self.backend
                    .synchronize(ordinal)
                    .map_err(|source| DeviceTensorError::Device {
                        device: self.device,
                        source,
                    })
            }
        }
    }

    /// Copies each device copy back into its host tensor in `args` (the arguments given to
    /// [`DeviceCall::upload`]).
    pub fn download(&self, args: &mut [Arg<'_>]) -> Result<(), DeviceTensorError> {
        for (arg, device) in args.iter_mut().zip(&self.tensors) {
            if let (Arg::Tensor(host), Some(device)) = (arg, device) {
                **host = device.to_host()?;
            }
        }
        Ok(())
    }
}
