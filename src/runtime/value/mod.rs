//! The safe value model: owned [`Tensor`]s with 64-byte aligned storage, [`Arg`]s a call takes,
//! [`Value`]s it returns, `.npy` files, `.npz` archives and
//! named-array files (`.npz` or TVM parameter dictionaries). Tensors in a device's memory are
//! [`crate::runtime::device::DeviceTensor`]s.

mod arg;
pub mod npy;
pub mod npz;
pub mod params_file;
mod tensor;

pub use arg::{Arg, TensorView, Value};
pub use tensor::{Element, TENSOR_ALIGN, Tensor, TensorError, dtype_size};
pub(crate) use tensor::{checked_size, dl_dtype};
