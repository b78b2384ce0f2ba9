//! What a call takes and gives back: [`Arg`]s (owned tensors, [`TensorView`]s over a caller's
//! slice, scalars) and returned [`Value`]s.

use super::tensor::{Element, Tensor, TensorError, checked_size, dl_dtype};
use crate::abi::DLDevice;
use crate::abi::DLTensor;
use crate::abi::DType;
use crate::abi::device::device_type;
use crate::runtime::device::DeviceTensor;
use smallvec::SmallVec;
use std::ffi::c_void;
use std::marker::PhantomData;
use std::ptr::NonNull;

/// A borrowed tensor over a caller's `&mut [T]`, compact row-major with `shape`.
pub struct TensorView<'a> {
    data: NonNull<u8>,
    dtype: DType,
    /// Inline up to six dimensions: a view costs no allocation per call.
    shape: SmallVec<[i64; 6]>,
    _borrow: PhantomData<&'a mut [u8]>,
}

impl<'a> TensorView<'a> {
    /// The same memory, borrowed again for as long as `self` is (to pass a view on without
    /// giving it up).
    pub fn reborrow(&mut self) -> TensorView<'_> {
        TensorView {
            data: self.data,
            dtype: self.dtype,
            shape: self.shape.clone(),
            _borrow: PhantomData,
        }
    }

    /// Views `data` with `shape`; the element count must match.
    pub fn new<T: Element>(
        data: &'a mut [T],
        shape: &[i64],
    ) -> Result<TensorView<'a>, TensorError> {
        let (elements, _) = checked_size(T::DTYPE, shape)?;
        if elements != data.len() {
            return Err(TensorError::LengthMismatch {
                shape: shape.to_vec(),
                expected: elements,
                actual: data.len(),
            });
        }
        Ok(TensorView {
            data: NonNull::from(data).cast::<u8>(),
            dtype: T::DTYPE,
            shape: SmallVec::from_slice(shape),
            _borrow: PhantomData,
        })
    }

    /// The shape.
    pub fn shape(&self) -> &[i64] {
        &self.shape
    }

    /// A view of `dtype` × `shape` at `data` with no borrow behind it: the host runtime's
    /// `unsafe` [`TensorView::from_raw`] is the one caller and states what the memory must be.
    pub(crate) fn from_raw_parts(
        data: NonNull<u8>,
        dtype: DType,
        shape: &[i64],
    ) -> Result<TensorView<'a>, TensorError> {
        checked_size(dtype, shape)?;
        Ok(TensorView {
            data,
            dtype,
            shape: SmallVec::from_slice(shape),
            _borrow: PhantomData,
        })
    }

    pub(crate) fn dl_tensor(&mut self) -> DLTensor {
        DLTensor {
            data: self.data.as_ptr().cast::<c_void>(),
            device: DLDevice {
                device_type: device_type::CPU,
                device_id: 0,
            },
            ndim: self.shape.len() as i32,
            dtype: dl_dtype(self.dtype),
            shape: self.shape.as_mut_ptr(),
            strides: std::ptr::null_mut(),
            byte_offset: 0,
        }
    }
}

/// One argument of a call.
pub enum Arg<'a> {
    /// An owned tensor, borrowed for the call (the kernel may write to it).
    Tensor(&'a mut Tensor),
    /// A view over a caller's slice.
    View(TensorView<'a>),
    /// A tensor in device memory, passed as a `DLTensor` on its device (`cuda:N`).
    Device(&'a mut DeviceTensor),
    /// An integer (TVM passes every integer width as 64 bits).
    Int(i64),
    /// A float (passed as f64).
    Float(f64),
    /// A boolean.
    Bool(bool),
}

impl<'a> From<&'a mut Tensor> for Arg<'a> {
    fn from(tensor: &'a mut Tensor) -> Self {
        Arg::Tensor(tensor)
    }
}

impl<'a> From<&'a mut DeviceTensor> for Arg<'a> {
    fn from(tensor: &'a mut DeviceTensor) -> Self {
        Arg::Device(tensor)
    }
}

impl<'a> From<TensorView<'a>> for Arg<'a> {
    fn from(view: TensorView<'a>) -> Self {
        Arg::View(view)
    }
}

impl From<i64> for Arg<'_> {
    fn from(value: i64) -> Self {
        Arg::Int(value)
    }
}

impl From<i32> for Arg<'_> {
    fn from(value: i32) -> Self {
        Arg::Int(i64::from(value))
    }
}

impl From<f64> for Arg<'_> {
    fn from(value: f64) -> Self {
        Arg::Float(value)
    }
}

impl From<f32> for Arg<'_> {
    fn from(value: f32) -> Self {
        Arg::Float(f64::from(value))
    }
}

impl From<bool> for Arg<'_> {
    fn from(value: bool) -> Self {
        Arg::Bool(value)
    }
}

/// A value a function returned.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Value {
    /// An integer.
    Int(i64),
    /// A float.
    Float(f64),
    /// A boolean.
    Bool(bool),
    /// An opaque pointer, as an address.
    OpaquePtr(usize),
    /// A string.
    Str(String),
}
