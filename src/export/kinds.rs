//! What an export can be asked for: the packer ([`Packer`]) and the output kind ([`OutputKind`],
//! chosen by the output's extension).

use super::error::ExportError;
use crate::pack::PackOptions;
use crate::target::TargetSpec;
use std::path::Path;

/// Which packer turns the blob into an object, or whether the blob skips the linker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Packer {
    /// The blob written straight into the linked ELF shared library, Mach-O dylib or PE DLL: the
    /// linker only sees a reserved, empty section (docs/export.md, "Direct blob"). Other outputs and formats, and
    /// system libraries, take [`Packer::Object`] (system libraries: [`Packer::Llvm`] when built
    /// with LLVM), as does a library whose linked layout does not allow it.
    Direct,
    /// LLVM global constant (TVM's `PackImportsToLLVM`); needs the `llvm` feature.
    Llvm,
    /// C source compiled by a C compiler (TVM's `PackImportsToC`).
    C,
    /// The object written directly (no LLVM, no compiler); not for system libraries.
    Object,
}

impl Default for Packer {
    /// [`Packer::Direct`]: the blob's bytes are written once, into the final file.
    fn default() -> Self {
        Packer::Direct
    }
}

impl Packer {
    /// The packer that writes the blob object when the blob does not go straight into the
    /// library ([`Packer::Direct`] resolves to the streaming object writer, or to LLVM for a
    /// system library, which needs a constructor).
    pub(super) fn for_object(self, options: &PackOptions) -> Packer {
        match self {
            Packer::Direct if options.is_system_lib() && cfg!(feature = "llvm") => Packer::Llvm,
            Packer::Direct => Packer::Object,
            other => other,
        }
    }
}

/// The kind of file an export writes, chosen by the output's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutputKind {
    /// `.so`, `.dylib`, `.dll`.
    SharedLibrary,
    /// `.a`: a static (system) library.
    StaticLibrary,
    /// `.tar`: the objects, uncompressed.
    Tar,
    /// `.o`: one relocatable object.
    Object,
}

impl OutputKind {
    /// The kind for `out` on `target`; a shared-library suffix that is not the target's
    /// (`.so` for a Windows target) is an error.
    pub fn for_path(out: &Path, target: &TargetSpec) -> Result<OutputKind, ExportError> {
        let extension = out
            .extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase())
            .unwrap_or_default();
        let bad = |message: String| ExportError::OutputKind {
            path: out.display().to_string(),
            message,
        };
        match extension.as_str() {
            "a" => Ok(OutputKind::StaticLibrary),
            "tar" => Ok(OutputKind::Tar),
            "o" | "obj" => Ok(OutputKind::Object),
            "so" | "dylib" | "dll" | "wasm" => {
                if !target.supports_shared_library() {
                    return Err(bad(format!(
                        "{target} cannot have a shared library (use {})",
                        output_suffixes(target)
                    )));
                }
                if extension != target.dylib_suffix() {
                    return Err(bad(format!(
                        "a shared library for {target} ends in `.{}`, not `.{extension}`",
                        target.dylib_suffix()
                    )));
                }
                Ok(OutputKind::SharedLibrary)
            }
            "" => Err(bad(format!(
                "the output kind is chosen by the extension, and this name has none (use {})",
                output_suffixes(target)
            ))),
            _ => Err(bad(format!(
                "unknown output extension `.{extension}` (use {})",
                output_suffixes(target)
            ))),
        }
    }
}

/// The output suffixes `target` supports, for error messages. wasm32 gets no `.wasm` module:
/// a wasm32 module cannot load another at run time, and TVM's own web flow links the kernel
/// objects into the one module that also holds the runtime, so objects are what it needs.
fn output_suffixes(target: &TargetSpec) -> String {
    if target.supports_shared_library() {
        format!(".{}, .a, .tar or .o", target.dylib_suffix())
    } else {
        ".o or .tar, then link the objects into your module with wasm-ld or emcc".to_string()
    }
}
