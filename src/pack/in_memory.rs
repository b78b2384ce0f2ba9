//! The direct object writer: the blob symbol written with the `object` crate, no LLVM, no
//! compiler. The result matches what LLVM emits for TVM's `PackImportsToLLVM` global in every
//! way the loader can see (spec §3.1): section `.rodata` (ELF; `.lrodata` with
//! `SHF_X86_64_LARGE` for huge blobs on x86_64), `__TEXT,__const` (Mach-O, `_`-prefixed name) or
//! `.rdata` plus a `.drectve` ` /EXPORT:<sym>,DATA` (COFF, LLVM's `dllexport`); a global,
//! defined data symbol of size `8 + nbytes`, align 1.
//!
//! The blob is borrowed, not copied: the object crate keeps section data as a `Cow`, so a caller
//! holding the blob once (in memory or memory-mapped) packs it without a second copy.
//! [`write_imports_object`] streams the file out; the blob itself must be addressable as one
//! slice (a memory map is enough). `write_imports_object_from` / `write_imports_object_streamed`
//! write the same bytes with the blob streamed from a producer or a reader instead.

use super::{PackError, PackOptions, check_blob};
use crate::object_file::write::SHF_X86_64_LARGE;
use crate::target::{Arch, ObjectFormat, TargetSpec};
use object::write::{Object, StandardSection, Symbol, SymbolSection};
use object::{BinaryFormat, SectionFlags, SectionKind, SymbolFlags, SymbolKind, SymbolScope, elf};
use std::io::Write;

/// Above this many bytes an x86_64 ELF blob goes to `.lrodata` (LLVM's large-data threshold for
/// the default code model, and what TVM's `codegen_blob.cc` does): `.rodata` must stay within
/// ±2 GiB of the code that references it.
pub const LARGE_DATA_THRESHOLD: usize = 1 << 30;

/// Packs the blob into an object file in memory (see the module doc for its shape).
pub fn pack_imports_to_object(
    blob: &[u8],
    target: &TargetSpec,
    options: &PackOptions,
) -> Result<Vec<u8>, PackError> {
    let object = build_object(blob, target, options, LARGE_DATA_THRESHOLD)?;
    object.write().map_err(|e| PackError::Object {
        target: target.triple(),
        message: e.to_string(),
    })
}

/// Packs the blob into an object file written to `out`, without building the file in memory.
pub fn write_imports_object<W: Write>(
    blob: &[u8],
    target: &TargetSpec,
    options: &PackOptions,
    out: W,
) -> Result<(), PackError> {
    write_imports_object_with(blob, target, options, LARGE_DATA_THRESHOLD, out)
}

/// [`write_imports_object`] with the size above which an x86_64 ELF blob goes to `.lrodata`
/// given explicitly (tests use a small one instead of allocating more than 1 GiB).
pub fn write_imports_object_with<W: Write>(
    blob: &[u8],
    target: &TargetSpec,
    options: &PackOptions,
    large_data_threshold: usize,
    out: W,
) -> Result<(), PackError> {
    let object = build_object(blob, target, options, large_data_threshold)?;
    object.write_stream(out).map_err(|e| PackError::Object {
        target: target.triple(),
        message: e.to_string(),
    })
}

fn build_object<'a>(
    blob: &'a [u8],
    target: &TargetSpec,
    options: &PackOptions,
    large_data_threshold: usize,
) -> Result<Object<'a>, PackError> {
    check_blob(blob)?;
    let symbol_name = options.blob_symbol();
    if options.is_system_lib() {
        return Err(PackError::SystemLibNeedsCode {
            symbol: symbol_name,
            target: target.triple(),
        });
    }
    let mut object = target
        .new_object()
        .map_err(|_| PackError::UnsupportedFormat {
            target: target.triple(),
            format: "wasm".into(),
            packer: "object",
        })?;
    let format = object.format();

    let section = if uses_large_data(target, blob.len() as u64, large_data_threshold as u64) {
        let id = object.add_section(Vec::new(), b".lrodata".to_vec(), SectionKind::ReadOnlyData);
        object.section_mut(id).flags = SectionFlags::Elf {
            sh_type: elf::SHT_PROGBITS,
            sh_flags: elf::SectionFlags(elf::SHF_ALLOC.0 | SHF_X86_64_LARGE),
        };
        id
    } else {
        object.section_id(StandardSection::ReadOnlyData)
    };
    object.set_section_data(section, blob, 1);
    object.add_symbol(Symbol {
        name: symbol_name.clone().into_bytes(),
        value: 0,
        size: blob.len() as u64,
        kind: SymbolKind::Data,
        scope: SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Section(section),
        flags: SymbolFlags::None,
    });

    match format {
        BinaryFormat::Elf => {
            // Without this note GNU ld marks the library as needing an executable stack, which
            // newer glibc refuses to dlopen.
            let note =
                object.add_section(Vec::new(), b".note.GNU-stack".to_vec(), SectionKind::Other);
            object.section_mut(note).flags = SectionFlags::Elf {
                sh_type: elf::SHT_PROGBITS,
                sh_flags: elf::SectionFlags(0),
            };
        }
        BinaryFormat::Coff => {
            // LLVM's form of `dllexport` on data; written by hand to get LLVM's exact text
            // (the object crate quotes the name).
            let directive = format!(" /EXPORT:{symbol_name},DATA");
            let drectve = object.add_section(Vec::new(), b".drectve".to_vec(), SectionKind::Linker);
            object.append_section_data(drectve, directive.as_bytes(), 1);
        }
        _ => {}
    }
    Ok(object)
}

/// Whether the blob goes to `.lrodata`: x86_64 ELF above the threshold.
pub(super) fn uses_large_data(target: &TargetSpec, blob_len: u64, threshold: u64) -> bool {
    target.object_format() == ObjectFormat::Elf
        && target.arch() == Arch::X86_64
        && blob_len > threshold
}
