//! The minimum for calling a CUDA library's host function from Rust: a [`Device`] (where a
//! tensor's memory lives, DLPack's `DLDevice`) and a [`DeviceTensor`], memory of a
//! [`DeviceBackend`] filled from and read back into host [`Tensor`]s. A host function receives it
//! as a `DLTensor` whose device is `cuda:N` and whose data pointer is the device address.

use super::backend::{DeviceBackend, DeviceError, DevicePtr};
use crate::abi::DLDevice;
use crate::abi::DLTensor;
use crate::abi::DType;
use crate::abi::device::device_type;
use crate::runtime::value::{Tensor, TensorError, checked_size, dl_dtype};
use std::ffi::c_void;
use std::sync::Arc;
use thiserror::Error;

/// Where a tensor's memory lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Device {
    /// Host memory (`kDLCPU`, ordinal 0).
    Cpu,
    /// Memory of CUDA device `n` (`kDLCUDA`).
    Cuda(i32),
}

impl Device {
    /// The DLPack device.
    pub fn to_dl(self) -> DLDevice {
        match self {
            Device::Cpu => DLDevice::CPU,
            Device::Cuda(id) => DLDevice {
                device_type: device_type::CUDA,
                device_id: id,
            },
        }
    }

    /// The device a DLPack device names, `None` for device types modlink does not run.
    pub fn from_dl(device: DLDevice) -> Option<Device> {
        match device.device_type {
            device_type::CPU => Some(Device::Cpu),
            device_type::CUDA => Some(Device::Cuda(device.device_id)),
            _ => None,
        }
    }
}

impl std::fmt::Display for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Device::Cpu => write!(f, "cpu:0"),
            Device::Cuda(id) => write!(f, "cuda:{id}"),
        }
    }
}

/// A device name that is not `cpu`, `cpu:0`, `cuda` or `cuda:N`.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("`{text}` is not a device: expected `cpu`, `cuda` or `cuda:N` (N a device ordinal)")]
pub struct DeviceParseError {
    /// The text given.
    pub text: String,
}

impl std::str::FromStr for Device {
    type Err = DeviceParseError;

    /// `cpu` (or `cpu:0`), `cuda` (device 0) or `cuda:N`, as TVM and `Display` write them.
    fn from_str(text: &str) -> Result<Device, DeviceParseError> {
        let refuse = || DeviceParseError {
            text: text.to_owned(),
        };
        let (kind, ordinal) = match text.split_once(':') {
            Some((kind, ordinal)) => (kind, Some(ordinal)),
            None => (text, None),
        };
        // Digits only: `cuda:+1` and `cuda:-1` are not ordinals.
        let ordinal = match ordinal {
            None => 0,
            Some(digits) if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
                digits.parse::<i32>().map_err(|_| refuse())?
            }
            Some(_) => return Err(refuse()),
        };
        match kind {
            "cpu" if ordinal == 0 => Ok(Device::Cpu),
            "cuda" => Ok(Device::Cuda(ordinal)),
            _ => Err(refuse()),
        }
    }
}

/// Why a device tensor could not be made or read.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum DeviceTensorError {
    /// The shape and dtype do not make a tensor.
    #[error(transparent)]
    Tensor(#[from] TensorError),
    /// The device refused the allocation or a copy.
    #[error("device tensor on cuda:{device}: {source}")]
    Device {
        /// The CUDA ordinal.
        device: i32,
        /// The device error.
        source: DeviceError,
    },
}

/// A compact row-major tensor in the memory of one CUDA device of a [`DeviceBackend`]: memory
/// it allocated (freed when dropped), or memory its caller owns ([`DeviceTensor::borrowed`],
/// never freed here). Passed to a function as [`crate::runtime::Arg::Device`].
pub struct DeviceTensor {
    backend: Arc<dyn DeviceBackend>,
    device: i32,
    ptr: DevicePtr,
    bytes: usize,
    dtype: DType,
    shape: Vec<i64>,
    /// Whether dropping the tensor frees its memory.
    owned: bool,
}

impl std::fmt::Debug for DeviceTensor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceTensor")
            .field("device", &self.device())
            .field("ptr", &format_args!("{:#x}", self.ptr))
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
        let (_, bytes) = checked_size(dtype, shape)?;
        let ptr = backend
            .alloc(device, bytes)
            .map_err(|source| DeviceTensorError::Device { device, source })?;
        Ok(DeviceTensor {
            backend,
            device,
            ptr,
            bytes,
            dtype,
            shape: shape.to_vec(),
            owned: true,
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
        let (_, bytes) = checked_size(dtype, shape)?;
        Ok(DeviceTensor {
            backend,
            device,
            ptr,
            bytes,
            dtype,
            shape: shape.to_vec(),
            owned: false,
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
            .backend
            .copy_to_device(device, tensor.ptr, host.as_bytes())
            .map_err(|source| DeviceTensorError::Device { device, source })?;
        Ok(tensor)
    }

    /// Copies the tensor back into a new host tensor.
    pub fn to_host(&self) -> Result<Tensor, DeviceTensorError> {
        let mut host = Tensor::zeros(self.dtype, &self.shape)?;
        self.backend
            .copy_to_host(self.device, host.as_bytes_mut(), self.ptr)
            .map_err(|source| DeviceTensorError::Device {
                device: self.device,
                source,
            })?;
        Ok(host)
    }

    /// The device the memory belongs to.
    pub fn device(&self) -> Device {
        Device::Cuda(self.device)
    }

    /// The device address of the first element.
    pub fn ptr(&self) -> DevicePtr {
        self.ptr
    }

    /// The size in bytes.
    pub fn byte_len(&self) -> usize {
        self.bytes
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
            data: self.ptr as usize as *mut c_void,
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

impl Drop for DeviceTensor {
    fn drop(&mut self) {
        if self.owned {
            // Nothing to report to: a failed free leaves the memory to the context's teardown.
            let _ = self.backend.free(self.device, self.ptr);
        }
    }
}
