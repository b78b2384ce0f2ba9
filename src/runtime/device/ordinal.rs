//! The [`Device`] value: where memory lives and which device a call runs on, as an ordinal of
//! one device API (the typed form of DLPack's `DLDevice`), and its parsing from `cpu`, `cuda` and
//! `cuda:N`. Everything above a backend names devices with it; a backend receives the ordinal
//! of its own API.

use crate::abi::DLDevice;
use crate::abi::device::device_type;
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

impl Device {
    /// The ordinal of the device among its API's devices, the number a [`super::DeviceBackend`]
    /// takes; `None` for host memory, which no backend holds.
    pub fn ordinal(self) -> Option<i32> {
        match self {
            Device::Cpu => None,
            Device::Cuda(ordinal) => Some(ordinal),
        }
    }
}
