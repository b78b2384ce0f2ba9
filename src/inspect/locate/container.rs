//! Splits a file into the objects it holds: one for a plain object or library, one per member
//! of a static archive or object tar, the chosen slice of a universal Mach-O file.

use super::{FileFormat, LocateError, LocateOptions};
use crate::object_file::read::view::ObjectView;
use crate::object_file::read::{Malformed, describe_parse_error, elf, macho, pe};
use bytes::Bytes;
use goblin::{Hint, Object};

/// One object inside the file.
pub(super) struct Unit {
    /// The archive or tar member name.
    pub(super) member: Option<String>,
    /// The object's bytes (a slice of the file, or of the uncompressed tar stream).
    pub(super) object: Bytes,
    /// Where `object` starts in the file (or in the uncompressed tar stream).
    pub(super) base: u64,
    /// The parsed object.
    pub(super) view: ObjectView,
}

/// The objects of a file and what kind of container held them.
pub(super) struct Contents {
    /// The outer format.
    pub(super) format: FileFormat,
    /// The objects, in file order.
    pub(super) units: Vec<Unit>,
    /// The slices of a universal Mach-O file (empty otherwise).
    pub(super) fat_arches: Vec<String>,
    /// A tar laid out as Model Library Format (`crate::inspect::unpack::is_model_library_format`).
    pub(super) model_library_format: bool,
}

const GZIP_MAGIC: [u8; 2] = [0x1f, 0x8b];
const USTAR_MAGIC_OFFSET: usize = 257;
const WASM_MAGIC: [u8; 4] = *b"\0asm";
const THIN_ARCHIVE_MAGIC: &[u8] = b"!<thin>\n";

/// The outer format's name as goblin's first 16 bytes suggest it, for error messages.
fn hint_name(bytes: &[u8]) -> Option<&'static str> {
    let head: [u8; 16] = bytes.get(..16)?.try_into().ok()?;
    match goblin::peek_bytes(&head).ok()? {
        Hint::Elf(_) => Some("ELF"),
        Hint::Mach(_) | Hint::MachFat(_) => Some("Mach-O"),
        Hint::PE | Hint::TE => Some("PE"),
        Hint::COFF => Some("COFF"),
        Hint::Archive => Some("archive"),
        _ => None,
    }
}

fn parse_error(display: &str, bytes: &[u8], error: goblin::error::Error) -> LocateError {
    match hint_name(bytes) {
        Some(format) => LocateError::Malformed {
            path: display.to_string(),
            offset: 0,
            field: format!("{format} headers"),
            message: describe_parse_error(&error, bytes.len()),
        },
        None => LocateError::NotAnObject {
            path: display.to_string(),
            message: error.to_string(),
        },
    }
}

/// A reader's complaint about a field, in the file (or member) `display`.
fn malformed_in(display: &str) -> impl Fn(Malformed) -> LocateError + '_ {
    move |malformed| LocateError::Malformed {
        path: display.to_string(),
        offset: malformed.offset,
        field: malformed.field,
        message: malformed.message,
    }
}

fn not_an_object(display: &str, bytes: &[u8]) -> LocateError {
    let shown = bytes.len().min(8);
    let magic: String = bytes[..shown].iter().map(|b| format!("{b:02x}")).collect();
    LocateError::NotAnObject {
        path: display.to_string(),
        message: if bytes.is_empty() {
            "the file is empty".into()
        } else {
            format!("unrecognised magic bytes {magic}")
        },
    }
}

fn gunzip(bytes: &Bytes, display: &str) -> Result<Vec<u8>, LocateError> {
    crate::inspect::unpack::gunzip(bytes).map_err(|message| LocateError::Malformed {
        path: display.to_string(),
        offset: 0,
        field: "gzip stream".into(),
        message,
    })
}

/// Splits `bytes` into objects.
pub(super) fn split(
    bytes: &Bytes,
    display: &str,
    options: &LocateOptions,
) -> Result<Contents, LocateError> {
    if bytes.is_empty() {
        return Err(not_an_object(display, bytes));
    }
    if bytes.starts_with(&GZIP_MAGIC) {
        let tar = gunzip(bytes, display)?;
        return split_tar(&Bytes::from(tar), display);
    }
    if bytes.get(USTAR_MAGIC_OFFSET..USTAR_MAGIC_OFFSET + 5) == Some(b"ustar") {
        return split_tar(bytes, display);
    }
    if bytes.starts_with(&WASM_MAGIC) {
        return Err(LocateError::NotAnObject {
            path: display.to_string(),
            message: "a WebAssembly module; modlink reads ELF, Mach-O, PE/COFF, archives and tars"
                .into(),
        });
    }
    if bytes.starts_with(THIN_ARCHIVE_MAGIC) {
        return Err(LocateError::NotAnObject {
            path: display.to_string(),
            message: "a GNU thin archive, whose members live in separate files; inspect those"
                .into(),
        });
    }
    let object = Object::parse(bytes).map_err(|error| parse_error(display, bytes, error))?;
    match object {
        Object::Archive(archive) => {
            let units = archive_units(&archive, bytes, 0, display)?;
            Ok(Contents {
                format: FileFormat::Archive,
                units,
                fat_arches: Vec::new(),
                model_library_format: false,
            })
        }
        Object::Mach(goblin::mach::Mach::Fat(fat)) => split_fat(&fat, bytes, display, options),
        Object::Unknown(_) => Err(not_an_object(display, bytes)),
        Object::TE(_) => Err(LocateError::NotAnObject {
            path: display.to_string(),
            message: "a TE (terse executable) image, which cannot hold a TVM library".into(),
        }),
        other => {
            let view =
                view_of(&other, bytes, display)?.ok_or_else(|| not_an_object(display, bytes))?;
            Ok(Contents {
                format: view.format,
                units: vec![Unit {
                    member: None,
                    object: bytes.clone(),
                    base: 0,
                    view,
                }],
                fat_arches: Vec::new(),
                model_library_format: false,
            })
        }
    }
}

/// The view of a single object; `None` for containers and unknown formats.
fn view_of(
    object: &Object<'_>,
    bytes: &[u8],
    display: &str,
) -> Result<Option<ObjectView>, LocateError> {
    Ok(match object {
        Object::Elf(elf) => Some(elf::view(elf)),
        Object::Mach(goblin::mach::Mach::Binary(macho)) => {
            Some(macho::view(macho, bytes).map_err(malformed_in(display))?)
        }
        Object::PE(image) => Some(pe::view_image(image)),
        Object::COFF(coff) => Some(pe::view_object(coff)),
        _ => None,
    })
}

/// Parses one member of an archive or tar; members that are not objects (symbol indexes,
/// sources, bitcode) are skipped.
fn member_unit(
    object: Bytes,
    base: u64,
    member: String,
    display: &str,
) -> Result<Option<Unit>, LocateError> {
    let member_display = format!("{display}({member})");
    if hint_name(&object).is_none() {
        return Ok(None);
    }
    let parsed =
        Object::parse(&object).map_err(|error| parse_error(&member_display, &object, error))?;
    let view = view_of(&parsed, &object, &member_display)?;
    // The parse borrows `object`, which moves into the unit below.
    drop(parsed);
    Ok(view.map(|view| Unit {
        member: Some(member),
        object,
        base,
        view,
    }))
}

fn archive_units(
    archive: &goblin::archive::Archive<'_>,
    bytes: &Bytes,
    base: u64,
    display: &str,
) -> Result<Vec<Unit>, LocateError> {
    let mut units = Vec::new();
    for index in 0..archive.len() {
        let Some(member) = archive.get_at(index) else {
            continue;
        };
        let name = member.extended_name();
        // The symbol index and long-name table are archive bookkeeping, not objects.
        if name.is_empty() || name.starts_with('/') || name.starts_with("__.SYMDEF") {
            continue;
        }
        let start = member.offset;
        let end = start.checked_add(member.size() as u64);
        let object = match end {
            Some(end) if end <= bytes.len() as u64 => bytes.slice(start as usize..end as usize),
            _ => {
                return Err(LocateError::Malformed {
                    path: display.to_string(),
                    offset: member.header_offset,
                    field: format!("size of archive member `{name}`"),
                    message: format!(
                        "{} bytes from offset {start} run past the end of the file ({} bytes)",
                        member.size(),
                        bytes.len()
                    ),
                });
            }
        };
        if let Some(unit) = member_unit(object, base + start, name.to_string(), display)? {
            units.push(unit);
        }
    }
    Ok(units)
}

fn split_fat(
    fat: &goblin::mach::MultiArch<'_>,
    bytes: &Bytes,
    display: &str,
    options: &LocateOptions,
) -> Result<Contents, LocateError> {
    let arches = fat.arches().map_err(|error| LocateError::Malformed {
        path: display.to_string(),
        offset: 8,
        field: "universal binary architecture table".into(),
        message: error.to_string(),
    })?;
    let names: Vec<String> = arches
        .iter()
        .map(|arch| macho::arch_name(arch.cputype))
        .collect();
    let chosen = match &options.arch {
        Some(wanted) => names
            .iter()
            .position(|name| name == wanted)
            .ok_or_else(|| LocateError::NoSuchArch {
                path: display.to_string(),
                arch: wanted.clone(),
                available: names.clone(),
            })?,
        None => 0,
    };
    let Some(arch) = arches.get(chosen) else {
        return Err(LocateError::NotAnObject {
            path: display.to_string(),
            message: "a universal binary with no architectures".into(),
        });
    };
    let start = u64::from(arch.offset);
    let end = start + u64::from(arch.size);
    if end > bytes.len() as u64 {
        return Err(LocateError::Malformed {
            path: display.to_string(),
            offset: start,
            field: format!("size of the `{}` slice", names[chosen]),
            message: format!(
                "{} bytes run past the end of the file ({} bytes)",
                arch.size,
                bytes.len()
            ),
        });
    }
    let slice = bytes.slice(start as usize..end as usize);
    let slice_display = format!("{display}[{}]", names[chosen]);
    let parsed =
        Object::parse(&slice).map_err(|error| parse_error(&slice_display, &slice, error))?;
    let (format, units) = match &parsed {
        Object::Archive(archive) => (
            FileFormat::Archive,
            archive_units(archive, &slice, start, display)?,
        ),
        Object::Mach(goblin::mach::Mach::Binary(image)) => (
            FileFormat::MachO,
            vec![Unit {
                member: None,
                object: slice.clone(),
                base: start,
                view: macho::view(image, &slice).map_err(malformed_in(&slice_display))?,
            }],
        ),
        _ => {
            return Err(LocateError::NotAnObject {
                path: slice_display,
                message: "a universal binary slice that is neither Mach-O nor an archive".into(),
            });
        }
    };
    Ok(Contents {
        format,
        units,
        fat_arches: names,
        model_library_format: false,
    })
}

fn split_tar(tar: &Bytes, display: &str) -> Result<Contents, LocateError> {
    let members =
        crate::inspect::unpack::tar_members(tar).map_err(|error| LocateError::Malformed {
            path: display.to_string(),
            offset: error.offset,
            field: error.field,
            message: error.message,
        })?;
    let model_library_format = crate::inspect::unpack::is_model_library_format(
        members.iter().map(|member| member.name.as_str()),
    );
    let mut units = Vec::new();
    for member in members {
        let start = member.range.start as u64;
        if let Some(unit) = member_unit(tar.slice(member.range), start, member.name, display)? {
            units.push(unit);
        }
    }
    Ok(Contents {
        format: FileFormat::Tar,
        units,
        fat_arches: Vec::new(),
        model_library_format,
    })
}
