//! `lib.get_function(name, device=…)`: a call on a CUDA or OpenCL device with host arrays
//! copied in and out, as `modlink run --device` makes it.

use super::{Arguments, CallFailure, Function, Prepared, value_to_python};
use crate::errors::Class;
use crate::foreign::SameThread;
use modlink::runtime::device::DeviceBackend;
use modlink::runtime::{Arg, Device, DeviceTensor, DeviceTensorError, Tensor};
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use smallvec::SmallVec;
use std::sync::Arc;

impl Function {
    /// A call on `device`: each host array is copied to a tensor of the device, the function
    /// runs there, and the copies come back into the arrays (a read-only array must come back
    /// unchanged). Device arrays (CUDA DLPack tensors) and scalars pass as they are.
    pub(super) fn call_on_device(
        &self,
        py: Python<'_>,
        args: &Bound<'_, PyTuple>,
        device: Device,
        backend: &Arc<dyn DeviceBackend>,
    ) -> PyResult<Py<PyAny>> {
        let name = self.inner.name();
        let mut prepared: Arguments<Prepared> = SmallVec::with_capacity(args.len());
        let mut copies: Arguments<Option<DeviceTensor>> = SmallVec::with_capacity(args.len());
        for (index, object) in args.iter().enumerate() {
            let argument = self.prepare(index, &object)?;
            let copy = match &argument {
                Prepared::InPlace(array) | Prepared::Copied { array, .. } => {
                    let copy = DeviceTensor::empty_on(
                        Arc::clone(backend),
                        device,
                        array.dtype,
                        &array.shape,
                    )
                    .and_then(|tensor| {
                        tensor
                            .buffer()
                            .write(0, array.bytes())
                            .map_err(|source| DeviceTensorError::Device { device, source })?;
                        Ok(tensor)
                    })
                    .map_err(|e| {
                        Class::DeviceError.err(format!("argument {index} of `{name}`: {e}"))
                    })?;
                    Some(copy)
                }
                _ => None,
            };
            prepared.push(argument);
            copies.push(copy);
        }
        let mut job = SameThread((&self.inner, &mut prepared, &mut copies));
        let run = move || {
            let SameThread((function, prepared, copies)) = &mut job;
            let mut call_args: Arguments<Arg<'_>> = SmallVec::with_capacity(prepared.len());
            for (p, copy) in prepared.iter_mut().zip(copies.iter_mut()) {
                match copy {
                    Some(tensor) => call_args.push(Arg::Device(tensor)),
                    None => match p.arg() {
                        Ok(arg) => call_args.push(arg),
                        Err(error) => return Err(CallFailure::Python(SameThread(error))),
                    },
                }
            }
            let result = function.call(&mut call_args).map_err(CallFailure::Call)?;
            drop(call_args);
            let ordinal = match device {
                Device::Cuda(ordinal) | Device::OpenCl(ordinal) => ordinal,
                Device::Cpu => 0,
            };
            backend.synchronize(ordinal).map_err(|source| {
                CallFailure::Device(DeviceTensorError::Device { device, source })
            })?;
            let results = copies
                .iter()
                .map(|copy| copy.as_ref().map(DeviceTensor::to_host).transpose())
                .collect::<Result<Arguments<Option<Tensor>>, _>>()
                .map_err(CallFailure::Device)?;
            Ok((result, results))
        };
        let (value, results) = py.detach(run).map_err(|failure| self.failure(failure))?;
        // Every writable array gets its result, then read-only ones are checked (as the host
        // path does with its stand-ins).
        let returned =
            prepared
                .iter()
                .zip(&results)
                .enumerate()
                .filter_map(|(index, (p, result))| match (p, result) {
                    (Prepared::InPlace(array) | Prepared::Copied { array, .. }, Some(result)) => {
                        Some((index, array, result))
                    }
                    _ => None,
                });
        for (_, array, result) in returned.clone().filter(|(_, array, _)| !array.read_only) {
            array.write_back(result.as_bytes());
        }
        for (index, array, result) in returned.filter(|(_, array, _)| array.read_only) {
            if array.bytes() != result.as_bytes() {
                return Err(Class::ReadOnlyArrayError.err(format!(
                    "argument {index} of `{name}`: the function wrote into a read-only array (left unchanged); pass a writable array for an output"
                )));
            }
        }
        drop(prepared);
        value_to_python(py, value)
    }
}
