//! An `ffi::Array<ffi::Tensor>` made by modlink and passed to a library function as TVM
//! passes one: what `const_loader` hands to an external module's `__init_<symbol>`
//! (`const_loader_module.cc` `InitSubModule`).
//!
//! The objects follow tvm-ffi's C layout (`c_api.h`): a `TVMFFIObject` header (combined
//! strong/weak reference count, type index, deleter), then for an Array (type index 71) a
//! `TVMFFISeqCell` pointing at `TVMFFIAny` items, and for a Tensor (type index 70) a `DLTensor`.
//! Each starts with one strong and one weak reference, held by modlink; the callee may keep
//! references (incrementing the count atomically, as tvm-ffi's inline `IncRef` does), and the
//! deleter frees an object when the last one goes, whoever drops it.

use super::RawStorage;
use super::function::{Callee, Function};
use super::take_last_error;
use crate::abi::AnyValue;
use crate::abi::DLDataType;
use crate::abi::DLDevice;
use crate::abi::DLTensor;
use crate::abi::TVMFFIAny;
use crate::abi::device::device_type;
use crate::abi::ffi::type_index;
use crate::runtime::CallError;
use std::ffi::{c_int, c_void};
use std::sync::atomic::{AtomicU64, Ordering, fence};

/// `kCombinedRefCountStrongOne`, `kCombinedRefCountWeakOne`, both, and the strong half.
const STRONG_ONE: u64 = 1;
const WEAK_ONE: u64 = 1 << 32;
const BOTH_ONE: u64 = STRONG_ONE | WEAK_ONE;
const STRONG_MASK: u64 = WEAK_ONE - 1;
/// `kTVMFFIObjectDeleterFlagBitMaskStrong` / `…Weak`.
const DELETE_STRONG: c_int = 1;
const DELETE_WEAK: c_int = 2;

type Deleter = unsafe extern "C" fn(object: *mut c_void, flags: c_int);

/// `TVMFFIObject`.
#[repr(C)]
struct ObjectHeader {
    combined_ref_count: AtomicU64,
    type_index: i32,
    padding: u32,
    deleter: Option<Deleter>,
}

/// tvm-ffi's `TensorObj` (header then `DLTensor`), followed by what modlink owns for it.
#[repr(C)]
struct TensorObject {
    header: ObjectHeader,
    tensor: DLTensor,
    storage: RawStorage,
    shape: Box<[i64]>,
}

/// tvm-ffi's `ArrayObj` (header then `TVMFFISeqCell`), followed by its items.
#[repr(C)]
struct ArrayObject {
    header: ObjectHeader,
    data: *mut TVMFFIAny,
    size: i64,
    capacity: i64,
    data_deleter: Option<unsafe extern "C" fn(*mut c_void)>,
    items: Box<[TVMFFIAny]>,
}

/// One tensor of the array: its element type, extents and bytes (copied into 64-byte aligned
/// storage the tensor object owns).
#[derive(Clone, Copy, Debug)]
pub struct ArrayTensor<'a> {
    /// Element type.
    pub dtype: DLDataType,
    /// Extents.
    pub shape: &'a [i64],
    /// Row-major bytes.
    pub data: &'a [u8],
}

fn header(type_index: i32, deleter: Deleter) -> ObjectHeader {
    ObjectHeader {
        combined_ref_count: AtomicU64::new(BOTH_ONE),
        type_index,
        padding: 0,
        deleter: Some(deleter),
    }
}

unsafe extern "C" fn delete_tensor(object: *mut c_void, flags: c_int) {
    if flags & DELETE_WEAK != 0 {
        // SAFETY: `object` is a `TensorObject` leaked by `tensor_object`; the weak flag comes
        // once, after the last reference went, so nobody reads it any more.
        drop(unsafe { Box::from_raw(object.cast::<TensorObject>()) });
    }
}

unsafe extern "C" fn delete_array(object: *mut c_void, flags: c_int) {
    let array = object.cast::<ArrayObject>();
    if flags & DELETE_STRONG != 0 {
        // SAFETY: `object` is a live `ArrayObject` from `array_object`; its last strong
        // reference is gone, so its items' references are released exactly once here.
        for item in unsafe { (*array).items.iter() } {
            // SAFETY: every item is a tensor object holding the reference the array took.
            unsafe { dec_ref(item.value.v_ptr) };
        }
    }
    if flags & DELETE_WEAK != 0 {
        // SAFETY: as for tensors: the last reference of either kind is gone.
        drop(unsafe { Box::from_raw(array) });
    }
}

/// tvm-ffi's `Object::DecRef` (non-MSVC branch).
///
/// # Safety
/// `object` points at a live object with an `ObjectHeader` whose reference the caller owns.
unsafe fn dec_ref(object: *mut c_void) {
    // SAFETY: the caller guarantees a live header.
    let header = unsafe { &*object.cast::<ObjectHeader>() };
    let before = header
        .combined_ref_count
        .fetch_sub(STRONG_ONE, Ordering::Release);
    let Some(deleter) = header.deleter else {
        return;
    };
    if before == BOTH_ONE {
        fence(Ordering::Acquire);
        // SAFETY: the last strong and weak references are gone: the deleter frees it.
        unsafe { deleter(object, DELETE_STRONG | DELETE_WEAK) };
    } else if before & STRONG_MASK == STRONG_ONE {
        fence(Ordering::Acquire);
        // SAFETY: the last strong reference is gone; weak ones keep the memory.
        unsafe { deleter(object, DELETE_STRONG) };
        if header
            .combined_ref_count
            .fetch_sub(WEAK_ONE, Ordering::Release)
            == WEAK_ONE
        {
            fence(Ordering::Acquire);
            // SAFETY: the last weak reference is gone too.
            unsafe { deleter(object, DELETE_WEAK) };
        }
    }
}

fn tensor_object(tensor: &ArrayTensor<'_>) -> Option<*mut c_void> {
    let storage = RawStorage::zeroed(tensor.data.len())?;
    if !storage.write(0, tensor.data) {
        return None;
    }
    let ndim = i32::try_from(tensor.shape.len()).ok()?;
    let mut object = Box::new(TensorObject {
        header: header(type_index::TENSOR, delete_tensor),
        tensor: DLTensor {
            data: std::ptr::null_mut(),
            device: DLDevice {
                device_type: device_type::CPU,
                device_id: 0,
            },
            ndim,
            dtype: tensor.dtype,
            shape: std::ptr::null_mut(),
            strides: std::ptr::null_mut(),
            byte_offset: 0,
        },
        storage,
        shape: tensor.shape.into(),
    });
    // The boxed storage and shape do not move with the object: point the DLTensor at them.
    object.tensor.data = object.storage.base_ptr().cast();
    object.tensor.shape = object.shape.as_mut_ptr();
    Some(Box::into_raw(object).cast())
}

/// An Array of tensor objects holding copies of `tensors`; `None` if memory runs out.
fn array_object(tensors: &[ArrayTensor<'_>]) -> Option<*mut c_void> {
    let mut items = Vec::with_capacity(tensors.len());
    for tensor in tensors {
        match tensor_object(tensor) {
            Some(object) => items.push(TVMFFIAny {
                type_index: type_index::TENSOR,
                zero_padding: 0,
                value: AnyValue { v_ptr: object },
            }),
            None => {
                for item in &items {
                    // SAFETY: each was made just above and is referenced only here.
                    unsafe { dec_ref(item.value.v_ptr) };
                }
                return None;
            }
        }
    }
    let size = i64::try_from(items.len()).ok()?;
    let mut array = Box::new(ArrayObject {
        header: header(type_index::ARRAY, delete_array),
        data: std::ptr::null_mut(),
        size,
        capacity: size,
        data_deleter: None,
        items: items.into_boxed_slice(),
    });
    array.data = array.items.as_mut_ptr();
    Some(Box::into_raw(array).cast())
}

impl Function {
    /// Calls a tvm-ffi function with one argument, an `ffi::Array` of tensors holding copies of
    /// `tensors` (type index 71, items of type index 70), and returns its Int result: how
    /// TVM's `const_loader` calls `__init_<symbol>`. The callee may keep the array.
    pub fn call_with_tensor_array(&self, tensors: &[ArrayTensor<'_>]) -> Result<i64, CallError> {
        let Callee::SafeCall { ptr, handle } = &self.callee else {
            return Err(CallError::Failed {
                function: self.name().to_owned(),
                code: -1,
            });
        };
        let array = array_object(tensors).ok_or_else(|| CallError::Failed {
            function: self.name().to_owned(),
            code: -1,
        })?;
        let args = [TVMFFIAny {
            type_index: type_index::ARRAY,
            zero_padding: 0,
            value: AnyValue { v_ptr: array },
        }];
        let mut result = TVMFFIAny::NONE;
        take_last_error();
        // SAFETY: `ptr` is a `__tvm_ffi_<name>` symbol of a library `self` keeps loaded; the
        // one argument is a live Array object whose reference modlink holds for the call.
        let code = unsafe { ptr(*handle as *mut c_void, args.as_ptr(), 1, &mut result) };
        // SAFETY: modlink's own reference, taken when the array was made.
        unsafe { dec_ref(array) };
        if code != 0 {
            return Err(self.raised(code));
        }
        if result.type_index != type_index::INT {
            return Err(CallError::UnsupportedReturn {
                function: self.name().to_owned(),
                type_index: result.type_index,
                type_name: crate::abi::ffi::ffi_type_name(result.type_index),
                abi: "tvm-ffi",
            });
        }
        // SAFETY: an Int result holds `v_int64`.
        Ok(unsafe { result.value.v_int64 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::mem::{offset_of, size_of};

    #[test]
    fn objects_have_tvm_ffi_layouts() {
        let header = crate::abi::tensor::OBJECT_HEADER_SIZE as usize;
        assert_eq!(size_of::<ObjectHeader>(), header);
        assert_eq!(offset_of!(TensorObject, tensor), header);
        assert_eq!(offset_of!(ArrayObject, data), header);
        assert_eq!(offset_of!(ArrayObject, size), 32);
        assert_eq!(offset_of!(ArrayObject, capacity), 40);
        assert_eq!(offset_of!(ArrayObject, data_deleter), 48);
    }
}
