//! The safe value model: owned [`Tensor`]s with 64-byte aligned storage, [`Arg`]s a call takes,
//! [`Value`]s it returns, `.npy` files, and [`DeviceTensor`]s in a device backend's memory.

mod arg;
mod device_tensor;
pub mod npy;
mod tensor;

pub use arg::{Arg, TensorView, Value};
pub use device_tensor::{Device, DeviceParseError, DeviceTensor, DeviceTensorError};
pub use tensor::{Element, TENSOR_ALIGN, Tensor, TensorError, dtype_size};
