//! What a `cuda` module's code targets ([`CudaTarget`]): the SM of a cubin, the PTX ISA version
//! and target of PTX text, or that it is a fatbin or CUDA C++ source (shared/spec/cuda.md §2);
//! and the reading of PTX text's directives. `DeviceModule::cuda_target` reads it from the code
//! (in `inspect`, because a cubin's header is an object format, which only `object_file` reads).

use serde::Serialize;
use thiserror::Error;

/// What a `cuda` module's code is built for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CudaTarget {
    /// A cubin (an `EM_CUDA` ELF image) for one SM.
    Cubin {
        /// The SM number, major × 10 + minor (90 for `sm_90`).
        sm: u32,
        /// Built for the arch-specific features (`sm_90a`), which load on that SM only.
        arch_specific: bool,
        /// The image's `EI_ABIVERSION` (7 or 8), which decides where `e_flags` keeps the SM.
        abi_version: u8,
    },
    /// PTX text: its `.version` (PTX ISA) and `.target` directives as written.
    Ptx {
        /// The PTX ISA version, e.g. `8.8`.
        version: String,
        /// The target, e.g. `sm_90` (it may list options after a comma).
        target: String,
    },
    /// A fatbin (several images; the driver picks one), whatever its `fmt` says.
    Fatbin,
    /// CUDA C++ source (`fmt` `cuda`), compiled when the module is loaded.
    Source,
}

impl CudaTarget {
    /// The architecture name: `sm_90`, `sm_90a`, the PTX target, `fatbin` or `source`.
    pub fn arch(&self) -> String {
        match self {
            CudaTarget::Cubin {
                sm, arch_specific, ..
            } => format!("sm_{sm}{}", if *arch_specific { "a" } else { "" }),
            CudaTarget::Ptx { target, .. } => target.clone(),
            CudaTarget::Fatbin => "fatbin".to_string(),
            CudaTarget::Source => "source".to_string(),
        }
    }
}

impl std::fmt::Display for CudaTarget {
    /// `sm_90 (cubin, ELF ABI version 7)`, `sm_90 (PTX ISA 8.8)`, `fatbin`, `CUDA C++ source`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CudaTarget::Cubin { abi_version, .. } => {
                write!(f, "{} (cubin, ELF ABI version {abi_version})", self.arch())
            }
            CudaTarget::Ptx { version, target } => write!(f, "{target} (PTX ISA {version})"),
            CudaTarget::Fatbin => f.write_str("fatbin"),
            CudaTarget::Source => f.write_str("CUDA C++ source"),
        }
    }
}

/// Why a `cuda` module's target could not be read from its code.
#[derive(Debug, Error, PartialEq, Eq)]
#[non_exhaustive]
pub enum CudaTargetError {
    /// The module holds per-kernel code, which no `cuda` module does.
    #[error("fmt `{fmt}`: the code is a per-kernel map, a `cuda` module holds one code blob")]
    NotSingleCode {
        /// The module's fmt.
        fmt: String,
    },
    /// The fmt is none of `cubin`, `ptx`, `fatbin`, `cuda`.
    #[error("fmt `{fmt}` is not a CUDA code format (cubin, ptx, fatbin, cuda)")]
    UnknownFormat {
        /// The module's fmt.
        fmt: String,
    },
    /// A field of the cubin's ELF header is missing or wrong.
    #[error("cubin offset {offset}: {field}: {message}")]
    Elf {
        /// Byte offset of the field in the code.
        offset: usize,
        /// The ELF header field, e.g. `e_machine`.
        field: &'static str,
        /// What was wrong.
        message: String,
    },
    /// A `.version` or `.target` directive of the PTX is missing or not text.
    #[error("PTX {field}: {message}")]
    Ptx {
        /// The directive, `.version` or `.target`.
        field: &'static str,
        /// What was wrong, with the line it was on when there was one.
        message: String,
    },
}

/// Reads the first `.version` and `.target` directives of PTX text (which may end with the NUL
/// NVRTC counts in its length).
pub(crate) fn ptx_target(code: &[u8]) -> Result<CudaTarget, CudaTargetError> {
    let mut version = None;
    let mut target = None;
    for (index, line) in code.split(|&b| b == b'\n').enumerate() {
        let line = line.trim_ascii();
        let (slot, field, rest) = if let Some(rest) = line.strip_prefix(b".version") {
            (&mut version, ".version", rest)
        } else if let Some(rest) = line.strip_prefix(b".target") {
            (&mut target, ".target", rest)
        } else {
            continue;
        };
        // `.versionX` is another word; a later repeat of a directive is not the header's.
        if slot.is_some() || rest.first().is_some_and(|b| !b.is_ascii_whitespace()) {
            continue;
        }
        let value = std::str::from_utf8(rest.trim_ascii()).map_err(|err| CudaTargetError::Ptx {
            field,
            message: format!("line {}: not UTF-8: {err}", index + 1),
        })?;
        if value.is_empty() {
            return Err(CudaTargetError::Ptx {
                field,
                message: format!("line {}: the directive has no value", index + 1),
            });
        }
        *slot = Some(value.to_string());
        if version.is_some() && target.is_some() {
            break;
        }
    }
    match (version, target) {
        (Some(version), Some(target)) => Ok(CudaTarget::Ptx { version, target }),
        (None, _) => Err(CudaTargetError::Ptx {
            field: ".version",
            message: "no `.version` line in the PTX".to_string(),
        }),
        (_, None) => Err(CudaTargetError::Ptx {
            field: ".target",
            message: "no `.target` line in the PTX".to_string(),
        }),
    }
}
