//! The header of a CUDA ELF image (a cubin), read with the `object` crate's raw ELF structs:
//! the SM it is built for and whether it uses the arch-specific features (LLVM's
//! `getNVPTXCPUName`), and the magic of a fatbin, which nvcc writes and TVM labels `cubin`
//! (shared/spec/cuda.md §2).

use object::LittleEndian;
use object::elf::{ELFCLASS64, ELFDATA2LSB, ELFMAG, EM_CUDA, FileHeader64, Ident};
use std::mem::{offset_of, size_of};

/// The first four bytes of a fatbin (`0xba55ed50`, little-endian).
const FATBIN_MAGIC: [u8; 4] = [0x50, 0xed, 0x55, 0xba];
/// `EI_ABIVERSION` of CUDA ELF images before Blackwell: the SM sits in `e_flags`' low byte.
const CUDA_ABI_VERSION_V1: u8 = 7;
/// `EI_ABIVERSION` from Blackwell on: the SM sits in `e_flags` bits 8..16.
const CUDA_ABI_VERSION_V2: u8 = 8;
/// `e_flags` bit marking an arch-specific (`sm_90a`) image, per ABI version (LLVM `ELF.h`
/// `EF_CUDA_ACCELERATORS_V1` / `EF_CUDA_ACCELERATORS`); neither crate names them.
const ACCELERATORS_V1: u32 = 0x800;
const ACCELERATORS_V2: u32 = 0x8;

/// What a cubin's header says it runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CubinArch {
    /// The SM number, major × 10 + minor (90 for `sm_90`).
    pub(crate) sm: u32,
    /// Built for the arch-specific features (`sm_90a`), which load on that SM only.
    pub(crate) arch_specific: bool,
    /// The image's `EI_ABIVERSION` (7 or 8), which decides where `e_flags` keeps the SM.
    pub(crate) abi_version: u8,
}

/// A header field of a cubin that is missing or wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BadField {
    /// Byte offset of the field in the image.
    pub(crate) offset: usize,
    /// The ELF header field, e.g. `e_machine`.
    pub(crate) field: &'static str,
    /// What was wrong.
    pub(crate) message: String,
}

fn bad(offset: usize, field: &'static str, message: String) -> BadField {
    BadField {
        offset,
        field,
        message,
    }
}

/// Whether `code` is a fatbin (several images; the driver picks one).
pub(crate) fn is_fatbin(code: &[u8]) -> bool {
    code.starts_with(&FATBIN_MAGIC)
}

/// Reads the SM of an `EM_CUDA` ELF64 image from its header.
pub(crate) fn cubin_arch(code: &[u8]) -> Result<CubinArch, BadField> {
    type Header = FileHeader64<LittleEndian>;
    let flags_at = offset_of!(Header, e_flags);
    // The header up to and including `e_flags`: all that is read.
    let needed = flags_at + size_of::<u32>();
    if code.len() < needed {
        return Err(bad(
            code.len(),
            "ELF header",
            format!(
                "the code has {} bytes, an ELF64 header through e_flags needs {needed}",
                code.len()
            ),
        ));
    }
    let mut bytes = [0u8; size_of::<Header>()];
    let available = code.len().min(bytes.len());
    bytes[..available].copy_from_slice(&code[..available]);
    let Ok((header, _)) = object::pod::from_bytes::<Header>(&bytes) else {
        return Err(bad(0, "ELF header", "cannot be read".to_string()));
    };
    let ident = &header.e_ident;
    if ident.magic != ELFMAG {
        return Err(bad(
            0,
            "e_ident magic",
            format!(
                "{:02x?} is neither an ELF image (7f 45 4c 46) nor a fatbin (50 ed 55 ba)",
                ident.magic
            ),
        ));
    }
    if ident.class != ELFCLASS64 {
        return Err(bad(
            offset_of!(Ident, class),
            "EI_CLASS",
            format!("class {}: a cubin is ELF64 (2)", ident.class.0),
        ));
    }
    if ident.data != ELFDATA2LSB {
        return Err(bad(
            offset_of!(Ident, data),
            "EI_DATA",
            format!("encoding {}: a cubin is little-endian (1)", ident.data.0),
        ));
    }
    let machine = header.e_machine.get(LittleEndian);
    if machine != EM_CUDA {
        return Err(bad(
            offset_of!(Header, e_machine),
            "e_machine",
            format!("machine {} is not EM_CUDA ({})", machine.0, EM_CUDA.0),
        ));
    }
    let flags = header.e_flags.get(LittleEndian).0;
    let abi_version = ident.abi_version;
    let (sm, arch_specific) = match abi_version {
        CUDA_ABI_VERSION_V1 => (flags & 0xff, flags & ACCELERATORS_V1 != 0),
        CUDA_ABI_VERSION_V2 => ((flags >> 8) & 0xff, flags & ACCELERATORS_V2 != 0),
        other => {
            return Err(bad(
                offset_of!(Ident, abi_version),
                "EI_ABIVERSION",
                format!(
                    "ABI version {other}: CUDA images use {CUDA_ABI_VERSION_V1} or \
                     {CUDA_ABI_VERSION_V2}, which say where e_flags keeps the SM"
                ),
            ));
        }
    };
    if sm == 0 {
        return Err(bad(
            flags_at,
            "e_flags",
            format!("flags {flags:#x} name no SM (ABI version {abi_version})"),
        ));
    }
    Ok(CubinArch {
        sm,
        arch_specific,
        abi_version,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_fields_sit_where_the_elf64_header_has_them() {
        assert_eq!(offset_of!(Ident, class), 4);
        assert_eq!(offset_of!(Ident, abi_version), 8);
        assert_eq!(offset_of!(FileHeader64<LittleEndian>, e_machine), 18);
        assert_eq!(offset_of!(FileHeader64<LittleEndian>, e_flags), 48);
        let mut image = vec![0u8; 52];
        image[..4].copy_from_slice(&ELFMAG);
        image[4] = 2;
        image[5] = 1;
        image[8] = CUDA_ABI_VERSION_V2;
        image[18..20].copy_from_slice(&190u16.to_le_bytes());
        image[48..52].copy_from_slice(&(0x5a08u32).to_le_bytes());
        assert_eq!(
            cubin_arch(&image),
            Ok(CubinArch {
                sm: 90,
                arch_specific: true,
                abi_version: 8
            })
        );
        assert!(is_fatbin(&[0x50, 0xed, 0x55, 0xba, 1]));
    }
}
