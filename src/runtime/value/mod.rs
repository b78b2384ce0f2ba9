//! The safe value model: owned [`Tensor`]s with 64-byte aligned storage, [`Arg`]s a call takes,
//! [`Value`]s it returns, `.npy` files, `.npz` archives and
//! named-array files (`.npz` or TVM parameter dictionaries), and [`DeviceTensor`]s in a device backend's memory.

mod arg;
mod device_tensor;
pub mod npy;
pub mod npz;
pub mod params_file;
mod tensor;

pub use arg::{Arg, TensorView, Value};
pub use device_tensor::{Device, DeviceParseError, DeviceTensor, DeviceTensorError};
pub(crate) use tensor::dl_dtype;
pub use tensor::{Element, TENSOR_ALIGN, Tensor, TensorError, dtype_size};
