//! Runtime modules restored from a blob and the registry of per-kind loaders, the counterpart of
//! TVM's `ffi.Module.load_from_bytes.<kind>` globals (spec §1.4).

use super::function::Function;
use crate::module::Payload;
use bytes::Bytes;
use std::any::Any;

/// A module of a loaded library: the host `_lib` module, a device module, or whatever a
/// registered loader builds.
pub trait RuntimeModule: Send + Sync {
    /// The module kind (`library` for host code, else the blob key, e.g. `cuda`).
    fn kind(&self) -> &str;
    /// The function `name` of this module itself (not of its imports), if it has one.
    fn get_function(&self, name: &str) -> Option<Function>;
    /// The names [`RuntimeModule::get_function`] finds in this module itself, for
    /// `Library::functions`; none by default (a module that cannot list them).
    fn function_names(&self) -> Vec<String> {
        Vec::new()
    }
    /// The concrete module, for callers that know its type (e.g. [`DeviceModuleStub`]).
    fn as_any(&self) -> &dyn Any;
}

/// What a loader receives for one blob entry.
#[derive(Debug)]
pub struct LoaderInput<'a> {
    /// The blob key (module kind).
    pub kind: &'a str,
    /// The module's index in the blob.
    pub index: usize,
    /// The exact payload bytes of the entry (a zero-copy slice of the blob). Empty for a kind
    /// modlink parses in a legacy-layout blob, whose payloads carry no length of their own.
    pub payload: Bytes,
    /// The payload as modlink's blob reader understood it.
    pub typed: &'a Payload,
}

/// An error a loader reports; modlink adds the library path, kind and index.
pub type LoaderError = Box<dyn std::error::Error + Send + Sync>;

/// A per-kind module loader.
pub type Loader =
    dyn Fn(&LoaderInput<'_>) -> Result<Box<dyn RuntimeModule>, LoaderError> + Send + Sync;

/// Kinds whose payloads modlink understands but cannot execute on a CPU host: by default they
/// load as [`DeviceModuleStub`]s exposing the typed payload (the list `modlink check --runtime
/// modlink` judges libraries by).
pub use crate::inspect::check::MODLINK_DEVICE_KINDS as KNOWN_DEVICE_KINDS;

/// A module modlink can describe but not run: a device module (its typed payload), a
/// `static_library`, or an unknown kind kept opaque.
#[derive(Debug)]
pub struct DeviceModuleStub {
    kind: String,
    payload: Payload,
    raw: Bytes,
}

impl DeviceModuleStub {
    /// A stub for a blob entry.
    pub fn new(kind: impl Into<String>, payload: Payload, raw: Bytes) -> DeviceModuleStub {
        DeviceModuleStub {
            kind: kind.into(),
            payload,
            raw,
        }
    }

    /// The payload as modlink's blob reader understood it.
    pub fn payload(&self) -> &Payload {
        &self.payload
    }

    /// The exact payload bytes.
    pub fn raw(&self) -> &Bytes {
        &self.raw
    }
}

impl RuntimeModule for DeviceModuleStub {
    fn kind(&self) -> &str {
        &self.kind
    }

    fn get_function(&self, _name: &str) -> Option<Function> {
        // No device runtime: kernels of device modules are listed, never run.
        None
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
