//! `modlink.export_library`'s native half: TVM's host objects and serialized import tree,
//! gathered by the Python half from the TVM module, packed and linked by modlink's export
//! pipeline (the blob written straight into the linked library).

use crate::errors::{Class, to_py};
use crate::foreign::{ForeignArray, Place, PythonBytes};
use bytes::Bytes;
use modlink::blob::Layout;
use modlink::export::{ExportInputs, ExportOptions, Packer, export_library};
use modlink::target::TargetSpec;
use pyo3::prelude::*;
use std::path::PathBuf;

/// Writes the library at `path` from `host_objects` (object files of the target) and `blob`
/// (a uint8 array holding the serialized import tree with its 8-byte length header, as TVM's
/// `ModulePackImportsToTensor` makes it; `None` for a module without imports). Returns the
/// external commands run.
#[pyfunction]
#[pyo3(signature = (path, host_objects, blob, *, target, system_lib_prefix = None, digest = false, linker = None))]
#[allow(clippy::too_many_arguments)]
pub fn export_native(
    py: Python<'_>,
    path: PathBuf,
    host_objects: Vec<PathBuf>,
    blob: Option<Bound<'_, PyAny>>,
    target: &str,
    system_lib_prefix: Option<String>,
    digest: bool,
    linker: Option<PathBuf>,
) -> PyResult<Vec<String>> {
    let target = TargetSpec::parse(target).map_err(to_py)?;
    let mut objects = Vec::with_capacity(host_objects.len());
    for object in &host_objects {
        objects.push(std::fs::read(object).map_err(|e| {
            let class = if e.kind() == std::io::ErrorKind::NotFound {
                Class::MissingFileError
            } else {
                Class::FileError
            };
            class.err(format!("{}: {e}", object.display()))
        })?);
    }
    let tree = match blob {
        Some(blob) => {
            let array = crate::library::read_array(&blob, &|| "the import blob".to_owned())?;
            if array.place != Place::Host {
                return Err(Class::ExportError.err("the import blob must be in host memory"));
            }
            let bytes = Bytes::from_owner(PythonBytes::new(&array, blob.clone().unbind()));
            drop::<ForeignArray>(array);
            modlink::blob::read(&bytes, Layout::Current)
                .map_err(|e| Class::ExportError.err(format!("the serialized import tree: {e}")))?
        }
        None => ExportInputs::host_only().tree,
    };
    let inputs = ExportInputs {
        tree,
        host_objects: objects,
    };
    let mut options = ExportOptions::new(target);
    options.digest = digest;
    options.linker = linker;
    if system_lib_prefix.is_some() {
        // A system library registers its blob from a constructor: the C packer writes one
        // without LLVM.
        options.packer = Packer::C;
        options.pack.system_lib_prefix = system_lib_prefix;
    }
    let report = py
        .detach(|| export_library(&inputs, &path, &options))
        .map_err(to_py)?;
    drop(inputs);
    Ok(report.commands)
}
