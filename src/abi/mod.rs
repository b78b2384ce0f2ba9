//! The contract that generated code, payloads and the runtime all read: the packed-function
//! ABIs' `TVMFFIAny` (type indices, layout) and legacy type codes, DLPack's `DLDataType` with its
//! TVM names and their one parser, `DLDevice` with the named device types, the `DLTensor` layout,
//! and the bounds-checked byte cursor every binary format reader is built on.
//!
//! This is the bottom layer: it uses no other layer, and no other layer defines these values
//! again (`tests/layers.rs` fails on a second definition). It is safe code; the `unsafe` that
//! reads a union or follows a pointer lives with its caller (`runtime::host`, `codegen`).

pub mod cursor;
pub mod device;
pub mod dtype;
pub mod element;
pub mod entry_points;
pub mod ffi;
pub mod launch;
pub mod tensor;

pub use cursor::{ByteCursor, Shortfall};
pub use device::DLDevice;
pub use dtype::DLDataType;
pub use element::DType;
pub use ffi::{AnyValue, TVMFFIAny};
pub use tensor::DLTensor;
