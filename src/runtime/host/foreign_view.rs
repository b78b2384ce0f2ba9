//! Tensors in memory another runtime owns (a numpy array, a DLPack tensor of torch or jax):
//! a [`TensorView`] over a raw address, so a binding passes a framework's array to a kernel
//! without a copy.

use crate::abi::element::DType;
use crate::runtime::{TensorError, TensorView};
use std::ptr::NonNull;

impl<'a> TensorView<'a> {
    /// A compact row-major `dtype` × `shape` view of the memory at `data`, for a kernel to read
    /// and write; any dtype (`bool` and `float16` included), unlike [`TensorView::new`].
    /// Several views may cover the same memory (a kernel may get one array twice, as TVM allows):
    /// no Rust reference to the memory is made.
    ///
    /// # Safety
    ///
    /// `data` must point at `dtype` × `shape` bytes of host memory, valid for reads and writes
    /// and not freed or moved for `'a`, which the caller chooses as short as the call that uses
    /// the view.
    pub unsafe fn from_raw(
        data: NonNull<u8>,
        dtype: DType,
        shape: &[i64],
    ) -> Result<TensorView<'a>, TensorError> {
        TensorView::from_raw_parts(data, dtype, shape)
    }
}
