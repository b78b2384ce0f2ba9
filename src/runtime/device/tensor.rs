//! A [`DeviceTensor`]: a compact row-major tensor whose elements live in a [`DeviceBuffer`],
//! filled from and read back into host [`Tensor`]s. A host function receives it as a `DLTensor`
//! whose device is `cuda:N` and whose data pointer is the device pointer.

use super::backend::{DeviceBackend, DeviceError, DevicePtr};
use super::buffer::DeviceBuffer;
use super::ordinal::Device;
use crate::abi::DLTensor;
use crate::abi::DType;
use crate::runtime::value::{Tensor, TensorError, checked_size, dl_dtype};
use std::sync::Arc;
use thiserror::Error;

/// Why a device tensor could not be made or read.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum DeviceTensorError {
    /// The shape and dtype do not make a tensor.
    #[error(transparent)]
    Tensor(#[from] TensorError),
    /// The device refused the allocation or a copy.
    #[error("device tensor on {device}: {source}")]
    Device {
        /// The device.
        device: Device,
        /// The device error.
        source: DeviceError,
    },
}

/// A compact row-major tensor in the memory of one CUDA device of a [`DeviceBackend`]: memory
/// it allocated (freed when dropped), or memory its caller owns ([`DeviceTensor::borrowed`],
/// never freed here). Passed to a function as [`crate::runtime::Arg::Device`].
pub struct DeviceTensor {
    buffer: DeviceBuffer,
    dtype: DType,
    shape: Vec<i64>,
}

impl std::fmt::Debug for DeviceTensor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceTensor")
            .field("device", &self.device())
            .field("ptr", &format_args!("{:#x}", self.ptr()))
            .field("dtype", &self.dtype)
            .field("shape", &self.shape)
            .finish()
    }
}

impl DeviceTensor {
    /// Allocates an uninitialised `dtype` × `shape` tensor on CUDA device `device`.
    pub fn empty(
        backend: Arc<dyn DeviceBackend>,
        device: i32,
        dtype: DType,
        shape: &[i64],
    ) -> Result<DeviceTensor, DeviceTensorError> {
        let device = Device::Cuda(device);
        let (_, bytes) = checked_size(dtype, shape)?;
        let buffer = DeviceBuffer::alloc(&backend, device, bytes)
            .map_err(|source| DeviceTensorError::Device { device, source })?;
        Ok(DeviceTensor {
            buffer,
            dtype,
            shape: shape.to_vec(),
        })
    }

    /// A compact row-major `dtype` × `shape` tensor at device address `ptr` of CUDA device
    /// `device`, memory its caller owns and keeps alive while the tensor is used (DLPack's
    /// hand-over: a framework's tensor, e.g. torch's `data_ptr()`, passes without a copy).
    /// Dropping it frees nothing. modlink never dereferences the address on the host: kernels
    /// read it on the device, and copies go through the backend, which checks them.
    pub fn borrowed(
        backend: Arc<dyn DeviceBackend>,
        device: i32,
        ptr: DevicePtr,
        dtype: DType,
        shape: &[i64],
    ) -> Result<DeviceTensor, DeviceTensorError> {
        let device = Device::Cuda(device);
        let (_, bytes) = checked_size(dtype, shape)?;
        let buffer = DeviceBuffer::borrowed(backend, device, ptr, bytes)
            .map_err(|source| DeviceTensorError::Device { device, source })?;
        Ok(DeviceTensor {
            buffer,
            dtype,
            shape: shape.to_vec(),
        })
    }

    /// Allocates a tensor like `host` on CUDA device `device` and copies `host` into it.
    pub fn from_host(
        backend: Arc<dyn DeviceBackend>,
        device: i32,
        host: &Tensor,
    ) -> Result<DeviceTensor, DeviceTensorError> {
        let tensor = DeviceTensor::empty(backend, device, host.dtype(), host.shape())?;
        tensor
            .buffer
            .write(0, host.as_bytes())
            .map_err(|source| tensor.error(source))?;
        Ok(tensor)
    }

    /// Copies the tensor back into a new host tensor.
    pub fn to_host(&self) -> Result<Tensor, DeviceTensorError> {
        let mut host = Tensor::zeros(self.dtype, &self.shape)?;
        self.buffer
            .read(0, host.as_bytes_mut())
            .map_err(|source| self.error(source))?;
        Ok(host)
    }

    fn error(&self, source: DeviceError) -> DeviceTensorError {
        DeviceTensorError::Device {
            device: self.device(),
            source,
        }
    }

    /// The device the memory belongs to.
    pub fn device(&self) -> Device {
        self.buffer.device()
    }

    /// The device address of the first element.
    pub fn ptr(&self) -> DevicePtr {
        self.buffer.ptr()
    }

    /// The memory the elements live in.
    pub fn buffer(&self) -> &DeviceBuffer {
        &self.buffer
    }

    /// The size in bytes.
    pub fn byte_len(&self) -> usize {
        self.buffer.len()
    }

    /// The element type.
    pub fn dtype(&self) -> DType {
        self.dtype
    }

    /// The shape.
    pub fn shape(&self) -> &[i64] {
        &self.shape
    }

    pub(crate) fn dl_tensor(&mut self) -> DLTensor {
        DLTensor {
            data: self.buffer.data_pointer(),
            device: self.device().to_dl(),
            // checked_size refused more dimensions than i32 holds.
            ndim: self.shape.len() as i32,
            dtype: dl_dtype(self.dtype),
            shape: self.shape.as_mut_ptr(),
            strides: std::ptr::null_mut(),
            byte_offset: 0,
        }
    }
}
