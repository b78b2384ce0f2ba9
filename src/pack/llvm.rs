//! `PackImportsToLLVM`: a thin wrapper over the codegen layer's blob emitter.

use super::{PackError, PackOptions, check_blob};
use crate::blob::Layout;
use crate::codegen::{Abi, SystemLibRegistration, emit_blob_object};
use crate::target::TargetSpec;

/// Packs the blob into an object through LLVM (TVM's `PackImportsToLLVM`, spec §3.1): the
/// constant global `P__tvm_ffi__library_bin` and, in system-lib mode, the constructor that
/// registers it with the runtime.
pub fn pack_imports_to_llvm(
    blob: &[u8],
    target: &TargetSpec,
    options: &PackOptions,
) -> Result<Vec<u8>, PackError> {
    check_blob(blob)?;
    let system_lib = options
        .system_lib_prefix
        .as_ref()
        .map(|prefix| SystemLibRegistration {
            prefix: prefix.clone(),
            abi: match options.layout {
                Layout::Current => Abi::Current,
                Layout::Legacy => Abi::Legacy,
            },
        });
    Ok(emit_blob_object(
        blob,
        &options.blob_symbol(),
        target,
        system_lib,
    )?)
}
