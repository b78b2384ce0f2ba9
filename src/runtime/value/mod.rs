//! The safe value model: owned [`Tensor`]s with 64-byte aligned storage, [`Arg`]s a call takes,
//! [`Value`]s it returns, and `.npy` files.

mod arg;
pub mod npy;
mod tensor;

pub use arg::{Arg, TensorView, Value};
pub use tensor::{Element, TENSOR_ALIGN, Tensor, TensorError, dtype_size};
