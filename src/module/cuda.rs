//! What a `cuda` module's code targets, read from the code itself: the SM of a cubin (its ELF
//! header), the PTX ISA version and target of PTX text, or that it is a fatbin or CUDA C++
//! source (shared/spec/cuda.md §2).

use super::device::{DeviceCode, DeviceModule};
use serde::Serialize;
use thiserror::Error;

/// `e_machine` of an NVIDIA CUDA ELF image (`EM_CUDA`).
pub const EM_CUDA: u16 = 190;
/// `EI_ABIVERSION` of CUDA ELF images before Blackwell: the SM sits in `e_flags`' low byte.
pub const CUDA_ABI_VERSION_V1: u8 = 7;
/// `EI_ABIVERSION` from Blackwell on: the SM sits in `e_flags` bits 8..16.
pub const CUDA_ABI_VERSION_V2: u8 = 8;
/// The first four bytes of a fatbin (`0xba55ed50`, little-endian), which nvcc writes and TVM
/// labels `cubin` (spec §2: any output not starting with `/`).
pub const FATBIN_MAGIC: [u8; 4] = [0x50, 0xed, 0x55, 0xba];

const ELF_MAGIC: &[u8; 4] = b"\x7fELF";
const ELFCLASS64: u8 = 2;
const ELFDATA2LSB: u8 = 1;
/// Offsets of the ELF64 header fields read here.
const EI_CLASS: usize = 4;
const EI_DATA: usize = 5;
const EI_ABIVERSION: usize = 8;
const E_MACHINE: usize = 18;
const E_FLAGS: usize = 48;
/// Bytes of an ELF64 header up to and including `e_flags`.
const ELF_HEADER_THROUGH_FLAGS: usize = E_FLAGS + 4;
/// `e_flags` bit marking an arch-specific (`sm_90a`) image, per ABI version (LLVM `ELF.h`
/// `EF_CUDA_ACCELERATORS_V1` / `EF_CUDA_ACCELERATORS`).
const ACCELERATORS_V1: u32 = 0x800;
const ACCELERATORS_V2: u32 = 0x8;

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

impl DeviceModule {
    /// What this `cuda` module's code is built for, read from the code: a cubin's ELF header
    /// (`EM_CUDA`, the SM from `e_flags`), PTX's `.version`/`.target` lines; a fmt `cubin` whose
    /// code is a fatbin (nvcc's output, spec §2) is reported as [`CudaTarget::Fatbin`].
    pub fn cuda_target(&self) -> Result<CudaTarget, CudaTargetError> {
        let DeviceCode::Single(code) = &self.code else {
            return Err(CudaTargetError::NotSingleCode {
                fmt: self.fmt.clone(),
            });
        };
        match self.fmt.as_str() {
            "cubin" if code.starts_with(&FATBIN_MAGIC) => Ok(CudaTarget::Fatbin),
            "cubin" => cubin_target(code),
            "ptx" => ptx_target(code),
            "fatbin" => Ok(CudaTarget::Fatbin),
            "cuda" => Ok(CudaTarget::Source),
            other => Err(CudaTargetError::UnknownFormat {
                fmt: other.to_string(),
            }),
        }
    }
}

fn elf_error(offset: usize, field: &'static str, message: impl Into<String>) -> CudaTargetError {
    CudaTargetError::Elf {
        offset,
        field,
        message: message.into(),
    }
}

/// Reads the SM of an `EM_CUDA` ELF64 image from its header (LLVM's `getNVPTXCPUName`).
fn cubin_target(code: &[u8]) -> Result<CudaTarget, CudaTargetError> {
    if code.len() < ELF_HEADER_THROUGH_FLAGS {
        return Err(elf_error(
            code.len(),
            "ELF header",
            format!(
                "the code has {} bytes, an ELF64 header through e_flags needs {ELF_HEADER_THROUGH_FLAGS}",
                code.len()
            ),
        ));
    }
    if &code[..4] != ELF_MAGIC {
        return Err(elf_error(
            0,
            "e_ident magic",
            format!(
                "{:02x?} is neither an ELF image (7f 45 4c 46) nor a fatbin (50 ed 55 ba)",
                &code[..4]
            ),
        ));
    }
    if code[EI_CLASS] != ELFCLASS64 {
        return Err(elf_error(
            EI_CLASS,
            "EI_CLASS",
            format!("class {}: a cubin is ELF64 (2)", code[EI_CLASS]),
        ));
    }
    if code[EI_DATA] != ELFDATA2LSB {
        return Err(elf_error(
            EI_DATA,
            "EI_DATA",
            format!("encoding {}: a cubin is little-endian (1)", code[EI_DATA]),
        ));
    }
    let machine = u16::from_le_bytes([code[E_MACHINE], code[E_MACHINE + 1]]);
    if machine != EM_CUDA {
        return Err(elf_error(
            E_MACHINE,
            "e_machine",
            format!("machine {machine} is not EM_CUDA ({EM_CUDA})"),
        ));
    }
    let flags = u32::from_le_bytes([
        code[E_FLAGS],
        code[E_FLAGS + 1],
        code[E_FLAGS + 2],
        code[E_FLAGS + 3],
    ]);
    let abi_version = code[EI_ABIVERSION];
    let (sm, arch_specific) = match abi_version {
        CUDA_ABI_VERSION_V1 => (flags & 0xff, flags & ACCELERATORS_V1 != 0),
        CUDA_ABI_VERSION_V2 => ((flags >> 8) & 0xff, flags & ACCELERATORS_V2 != 0),
        other => {
            return Err(elf_error(
                EI_ABIVERSION,
                "EI_ABIVERSION",
                format!(
                    "ABI version {other}: CUDA images use {CUDA_ABI_VERSION_V1} or \
                     {CUDA_ABI_VERSION_V2}, which say where e_flags keeps the SM"
                ),
            ));
        }
    };
    if sm == 0 {
        return Err(elf_error(
            E_FLAGS,
            "e_flags",
            format!("flags {flags:#x} name no SM (ABI version {abi_version})"),
        ));
    }
    Ok(CudaTarget::Cubin {
        sm,
        arch_specific,
        abi_version,
    })
}

/// Reads the first `.version` and `.target` directives of PTX text (which may end with the NUL
/// NVRTC counts in its length).
fn ptx_target(code: &[u8]) -> Result<CudaTarget, CudaTargetError> {
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
