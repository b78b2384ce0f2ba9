//! The C entry points generated kernels call back into: error reporting (current and legacy)
//! and workspace memory (spec §4.1, §4.2, §11). Parallel launch lives in [`super::pool`].
//!
//! Errors are kept per thread, like TVM's: a kernel raises on the thread that runs it, and the
//! caller takes the error after the kernel returned non-zero.

use crate::abi::DLDevice;
use crate::abi::device::device_type;
use crate::runtime::device::Device;
use crate::runtime::device::current::{
    alloc_device_workspace, device_index_from_slot, free_device_workspace, set_device_from_slot,
};
use std::alloc::Layout;
use std::cell::RefCell;
use std::ffi::{CStr, c_char, c_int, c_void};

/// An error a kernel raised through `TVMFFIErrorSetRaisedFromCStr[Parts]` or `TVMAPISetLastError`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind}: {message}")]
pub struct RaisedError {
    /// The error kind, e.g. `ValueError` (empty when the legacy ABI gave none).
    pub kind: String,
    /// The message.
    pub message: String,
}

thread_local! {
    static LAST_ERROR: RefCell<Option<RaisedError>> = const { RefCell::new(None) };
}

/// Records `error` as this thread's last raised error.
pub(crate) fn set_last_error(error: RaisedError) {
    LAST_ERROR.with(|slot| *slot.borrow_mut() = Some(error));
}

/// Takes (and clears) the error the last failing library call raised on this thread through
/// `TVMFFIErrorSetRaisedFromCStr[Parts]` or `TVMAPISetLastError` — for callers that invoke
/// library entry points directly instead of through [`super::Function::call`].
pub fn take_last_error() -> Option<RaisedError> {
    LAST_ERROR.with(|slot| slot.borrow_mut().take())
}

/// The error a library raised through TVM's own `TVMFFIErrorSetRaisedFromCStrParts`. In a
/// process that loaded TVM's `libtvm_ffi.so` into the global scope (a Python that imported TVM),
/// a library resolves that entry point to TVM's, which keeps the error in its own thread-local
/// store; tvm-ffi's `TVMFFIErrorMoveFromRaised` hands it over as an `ErrorObj` (the object
/// header, then `TVMFFIErrorCell`: kind, message, …), released with `TVMFFIObjectDecRef`.
#[cfg(unix)]
pub(crate) fn take_global_raised_error() -> Option<RaisedError> {
    #[repr(C)]
    struct ByteArray {
        data: *const c_char,
        size: usize,
    }
    #[repr(C)]
    struct ErrorCellHead {
        kind: ByteArray,
        message: ByteArray,
    }
    type MoveFromRaised = unsafe extern "C" fn(*mut *mut c_void);
    type DecRef = unsafe extern "C" fn(*mut c_void) -> c_int;
    // SAFETY: dlsym only looks the NUL-terminated names up in the global scope.
    let (take, dec_ref) = unsafe {
        (
            libc::dlsym(libc::RTLD_DEFAULT, c"TVMFFIErrorMoveFromRaised".as_ptr()),
            libc::dlsym(libc::RTLD_DEFAULT, c"TVMFFIObjectDecRef".as_ptr()),
        )
    };
    if take.is_null() || dec_ref.is_null() {
        return None;
    }
    // SAFETY: tvm-ffi's C API (c_api.h) declares both functions with these signatures.
    let (take, dec_ref) = unsafe {
        (
            std::mem::transmute::<*mut c_void, MoveFromRaised>(take),
            std::mem::transmute::<*mut c_void, DecRef>(dec_ref),
        )
    };
    let mut object: *mut c_void = std::ptr::null_mut();
    // SAFETY: the function writes an owned error handle, or NULL when none was raised.
    unsafe { take(&mut object) };
    if object.is_null() {
        return None;
    }
    let text = |bytes: &ByteArray| {
        if bytes.data.is_null() {
            return String::new();
        }
        // SAFETY: tvm-ffi's byte arrays hold `size` bytes at `data` while the object lives.
        let slice = unsafe { std::slice::from_raw_parts(bytes.data.cast::<u8>(), bytes.size) };
        String::from_utf8_lossy(slice).into_owned()
    };
    let header = crate::abi::tensor::OBJECT_HEADER_SIZE as usize;
    // SAFETY: an error object is the object header followed by a `TVMFFIErrorCell`, alive until
    // the reference taken above is released below.
    let cell = unsafe { &*object.cast::<u8>().add(header).cast::<ErrorCellHead>() };
    let error = RaisedError {
        kind: text(&cell.kind),
        message: text(&cell.message),
    };
    // SAFETY: releases the reference `TVMFFIErrorMoveFromRaised` handed over.
    unsafe { dec_ref(object) };
    Some(error)
}

/// No global TVM runtime to ask outside Unix.
#[cfg(not(unix))]
pub(crate) fn take_global_raised_error() -> Option<RaisedError> {
    None
}

/// Reads a C string that may be NULL, replacing invalid UTF-8.
///
/// # Safety
/// `text` is NULL or points at a NUL-terminated string alive for the call.
unsafe fn c_text(text: *const c_char) -> String {
    if text.is_null() {
        return String::new();
    }
    // SAFETY: non-null, and the caller promises a NUL-terminated string.
    unsafe { CStr::from_ptr(text) }
        .to_string_lossy()
        .into_owned()
}

/// Splits a legacy `"Kind: message"` text; the legacy ABI had no separate kind.
fn split_legacy_message(text: &str) -> RaisedError {
    if let Some((kind, message)) = text.split_once(": ")
        && kind.ends_with("Error")
        && kind.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    {
        return RaisedError {
            kind: kind.to_owned(),
            message: message.to_owned(),
        };
    }
    RaisedError {
        kind: String::new(),
        message: text.to_owned(),
    }
}

/// tvm-ffi `TVMFFIErrorSetRaisedFromCStr(kind, message)`.
///
/// # Safety
/// `kind` and `message` are NULL or NUL-terminated strings.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMFFIErrorSetRaisedFromCStr(kind: *const c_char, message: *const c_char) {
    // SAFETY: forwarded caller contract.
    let (kind, message) = unsafe { (c_text(kind), c_text(message)) };
    set_last_error(RaisedError { kind, message });
}

/// tvm-ffi `TVMFFIErrorSetRaisedFromCStrParts(kind, parts, n)`: the message is the
/// concatenation of the non-NULL parts.
///
/// # Safety
/// `kind` is NULL or a NUL-terminated string; `parts` is NULL or points at `num_parts`
/// pointers, each NULL or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMFFIErrorSetRaisedFromCStrParts(
    kind: *const c_char,
    parts: *const *const c_char,
    num_parts: i32,
) {
    // SAFETY: forwarded caller contract.
    let kind = unsafe { c_text(kind) };
    let mut message = String::new();
    if !parts.is_null() {
        for index in 0..usize::try_from(num_parts).unwrap_or(0) {
            // SAFETY: `parts` holds `num_parts` pointers; each is NULL or a C string.
            message.push_str(&unsafe { c_text(*parts.add(index)) });
        }
    }
    set_last_error(RaisedError { kind, message });
}

/// Legacy (TVM ≤ 0.20) `TVMAPISetLastError(message)`.
///
/// # Safety
/// `message` is NULL or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMAPISetLastError(message: *const c_char) {
    // SAFETY: forwarded caller contract.
    let text = unsafe { c_text(message) };
    set_last_error(split_legacy_message(&text));
}

/// Alignment of workspace memory (TVM promises 64 bytes, one cache line).
pub const WORKSPACE_ALIGN: usize = 64;

/// The device a workspace of `device_type` and `device_id` lives on, `None` for host memory
/// and for device types modlink does not run.
fn raise_runtime_error(message: String) -> c_int {
    set_last_error(RaisedError {
        kind: "RuntimeError".into(),
        message,
    });
    -1
}

/// `TVMBackendSetDevice`: makes a device current on this thread for the kernels and device
/// workspaces that follow (TIRx's host code calls it through its context slot); 0 ok, -1 with
/// an error raised.
#[unsafe(no_mangle)]
pub extern "C" fn TVMBackendSetDevice(device_type: c_int, device_index: c_int) -> c_int {
    match set_device_from_slot(device_type, device_index) {
        Ok(()) => 0,
        Err(message) => raise_runtime_error(message),
    }
}

/// `TVMBackendGetDeviceIndex`: writes the device index current on this thread for
/// `device_type` into `out_device_index` (left unchanged on failure); 0 ok, -1 with an error
/// raised.
///
/// # Safety
/// `out_device_index` is NULL or points to a writable `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMBackendGetDeviceIndex(
    device_type: c_int,
    out_device_index: *mut c_int,
) -> c_int {
    if out_device_index.is_null() {
        return raise_runtime_error(format!(
            "{}: the output pointer is NULL",
            crate::abi::entry_points::entry::TVMBackendGetDeviceIndex.name
        ));
    }
    match device_index_from_slot(device_type) {
        Ok(index) => {
            // SAFETY: caller contract: a writable int.
            unsafe { out_device_index.write(index) };
            0
        }
        Err(message) => raise_runtime_error(message),
    }
}

fn device_of(device_type: c_int, device_id: c_int) -> Option<Device> {
    Device::from_dl(DLDevice {
        device_type,
        device_id,
    })
    .filter(|device| *device != Device::Cpu)
}

/// `TVMBackendAllocWorkspace`: 64-byte aligned host memory, memory of the current device
/// backend for device types 2 (CUDA; spec shared/spec/cuda.md §4) and 4 (OpenCL), or NULL (with
/// an error raised).
///
/// The block starts with a 64-byte header holding its total size, so that free needs no table.
#[unsafe(no_mangle)]
pub extern "C" fn TVMBackendAllocWorkspace(
    device_type: c_int,
    device_id: c_int,
    nbytes: u64,
    _dtype_code_hint: c_int,
    _dtype_bits_hint: c_int,
) -> *mut c_void {
    if let Some(device) = device_of(device_type, device_id) {
        return match alloc_device_workspace(device, nbytes) {
            Ok(data) => data,
            Err(message) => {
                set_last_error(RaisedError {
                    kind: "RuntimeError".into(),
                    message,
                });
                std::ptr::null_mut()
            }
        };
    }
    if device_type != device_type::CPU {
        set_last_error(RaisedError {
            kind: "RuntimeError".into(),
            message: format!(
                "TVMBackendAllocWorkspace: device type {device_type} (id {device_id}) is not host memory; modlink's runtime only has CPU, CUDA and OpenCL workspaces"
            ),
        });
        return std::ptr::null_mut();
    }
    let total = usize::try_from(nbytes)
        .ok()
        .and_then(|n| n.checked_add(WORKSPACE_ALIGN));
    let Some(layout) = total.and_then(|t| Layout::from_size_align(t, WORKSPACE_ALIGN).ok()) else {
        set_last_error(RaisedError {
            kind: "RuntimeError".into(),
            message: format!("TVMBackendAllocWorkspace: {nbytes} bytes is too large"),
        });
        return std::ptr::null_mut();
    };
    // SAFETY: the layout has a non-zero size (at least the header).
    let base = unsafe { std::alloc::alloc(layout) };
    if base.is_null() {
        set_last_error(RaisedError {
            kind: "RuntimeError".into(),
            message: format!("TVMBackendAllocWorkspace: out of memory for {nbytes} bytes"),
        });
        return std::ptr::null_mut();
    }
    // SAFETY: the block is at least WORKSPACE_ALIGN (>= 8) bytes and 64-byte aligned.
    unsafe { base.cast::<usize>().write(layout.size()) };
    // SAFETY: the header is inside the allocation, so base + 64 is in bounds (or one past it).
    unsafe { base.add(WORKSPACE_ALIGN).cast() }
}

/// `TVMBackendFreeWorkspace`: frees a block from [`TVMBackendAllocWorkspace`]; 0 ok, -1 error.
///
/// # Safety
/// `ptr` is NULL or a pointer [`TVMBackendAllocWorkspace`] returned and not yet freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMBackendFreeWorkspace(
    device_type: c_int,
    device_id: c_int,
    ptr: *mut c_void,
) -> c_int {
    if ptr.is_null() {
        return 0;
    }
    if let Some(device) = device_of(device_type, device_id) {
        return match free_device_workspace(device, ptr) {
            Ok(()) => 0,
            Err(message) => {
                set_last_error(RaisedError {
                    kind: "RuntimeError".into(),
                    message,
                });
                -1
            }
        };
    }
    if device_type != device_type::CPU {
        set_last_error(RaisedError {
            kind: "RuntimeError".into(),
            message: format!(
                "TVMBackendFreeWorkspace: device type {device_type} is not host memory"
            ),
        });
        return -1;
    }
    // SAFETY: by contract `ptr` came from TVMBackendAllocWorkspace, 64 bytes after the block start.
    let base = unsafe { ptr.cast::<u8>().sub(WORKSPACE_ALIGN) };
    // SAFETY: the header written at allocation holds the block's size.
    let size = unsafe { base.cast::<usize>().read() };
    match Layout::from_size_align(size, WORKSPACE_ALIGN) {
        Ok(layout) => {
            // SAFETY: same pointer and layout as the allocation.
            unsafe { std::alloc::dealloc(base, layout) };
            0
        }
        Err(_) => {
            set_last_error(RaisedError {
                kind: "RuntimeError".into(),
                message:
                    "TVMBackendFreeWorkspace: pointer was not allocated by TVMBackendAllocWorkspace"
                        .into(),
            });
            -1
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use std::ffi::CString;

    #[test]
    fn raised_parts_are_concatenated_skipping_null() {
        let kind = CString::new("ValueError").unwrap();
        let a = CString::new("Mismatched ").unwrap();
        let b = CString::new("A.shape").unwrap();
        let parts = [a.as_ptr(), std::ptr::null(), b.as_ptr()];
        // SAFETY: valid strings and a 3-element array.
        unsafe { TVMFFIErrorSetRaisedFromCStrParts(kind.as_ptr(), parts.as_ptr(), 3) };
        assert_eq!(
            take_last_error(),
            Some(RaisedError {
                kind: "ValueError".into(),
                message: "Mismatched A.shape".into()
            })
        );
        assert_eq!(take_last_error(), None);
    }

    #[test]
    fn legacy_messages_keep_their_kind() {
        assert_eq!(
            split_legacy_message("ValueError: bad ndim").kind,
            "ValueError"
        );
        assert_eq!(split_legacy_message("bad: thing").kind, "");
        assert_eq!(split_legacy_message("bad: thing").message, "bad: thing");
    }

    #[test]
    fn workspace_is_aligned_and_freed() {
        for size in [0u64, 1, 63, 64, 4097] {
            let ptr = TVMBackendAllocWorkspace(device_type::CPU, 0, size, 2, 32);
            assert!(!ptr.is_null());
            assert_eq!(ptr as usize % WORKSPACE_ALIGN, 0);
            // SAFETY: the block has `size` writable bytes.
            unsafe { std::ptr::write_bytes(ptr.cast::<u8>(), 0xab, size as usize) };
            assert_eq!(
                // SAFETY: allocated above, freed once.
                unsafe { TVMBackendFreeWorkspace(device_type::CPU, 0, ptr) },
                0
            );
        }
        assert!(TVMBackendAllocWorkspace(2, 0, 16, 2, 32).is_null());
        assert!(take_last_error().unwrap().message.contains("device type 2"));
        assert!(TVMBackendAllocWorkspace(device_type::CPU, 0, u64::MAX, 2, 32).is_null());
        assert!(take_last_error().unwrap().message.contains("too large"));
    }
}
