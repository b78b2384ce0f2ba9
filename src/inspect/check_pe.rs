//! `check` on a Windows DLL: its import table (whether a runtime provides the `TVM*` imports is
//! `check`'s symbol finding, as for every format), read with the `object` crate, against the DLLs a
//! library may import from ([`crate::target::windows`]: the C runtime, ntdll, kernel32 and TVM's
//! two runtime DLLs), and the trace a link with unresolved symbols leaves in x86 code.
//!
//! COFF has no lazy "resolve at load time": a DLL linked with `/FORCE:UNRESOLVED` (as modlink
//! did before it made import libraries) has no import for the missing functions at all; lld-link
//! points their calls at address 0, so a `call rel32` lands on an address whose low 32 bits are
//! zero, outside the image. That is what [`unresolved_calls`] looks for (x86 and x86_64; an
//! aarch64 `bl` to nowhere is not detected).

use super::finding::{Finding, Severity};
use super::locate::{FileFormat, Located};
use crate::target::windows::{IMPORT_LISTS, import_list};
use object::{Object, ObjectSection};
use std::collections::BTreeMap;

/// The findings about a PE file's imports (none for other formats).
pub(crate) fn import_findings(located: &Located, file: &[u8]) -> Vec<Finding> {
    let mut out = Vec::new();
    if located.object_format != FileFormat::Pe {
        return out;
    }
    let image = match object::File::parse(file) {
        Ok(image) => image,
        Err(error) => {
            push(
                &mut out,
                Severity::Fail,
                format!("imports: unreadable PE file: {error}"),
            );
            return out;
        }
    };
    let mut by_dll: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let imports = image.imports().and_then(|imports| {
        for import in imports {
            let import = import?;
            by_dll
                .entry(String::from_utf8_lossy(import.library()).into_owned())
                .or_default()
                .push(match import.name() {
                    object::read::NameOrOrdinal::Name(name) => {
                        String::from_utf8_lossy(name).into_owned()
                    }
                    object::read::NameOrOrdinal::Ordinal(ordinal) => format!("#{ordinal}"),
                });
        }
        Ok(())
    });
    if let Err(error) = imports {
        push(
            &mut out,
            Severity::Fail,
            format!("imports: unreadable import table: {error}"),
        );
        return out;
    }
    if by_dll.is_empty() {
        push(
            &mut out,
            Severity::Ok,
            "imports: none (the DLL calls no other DLL)".into(),
        );
    }
    for (dll, names) in &by_dll {
        check_dll(dll, names, &mut out);
    }
    let calls = unresolved_calls(&image);
    if !calls.is_empty() {
        let shown: Vec<String> = calls.iter().take(8).map(|va| format!("{va:#x}")).collect();
        push(
            &mut out,
            Severity::Fail,
            format!(
                "calls: {} call(s) or jump(s) at {}{} go to an address outside the image: the \
                 DLL was linked with unresolved symbols (/FORCE:UNRESOLVED); build it again \
                 with this modlink, which imports them or names them",
                calls.len(),
                shown.join(", "),
                if calls.len() > shown.len() {
                    ", …"
                } else {
                    ""
                }
            ),
        );
    }
    out
}

fn check_dll(dll: &str, names: &[String], out: &mut Vec<Finding>) {
    let Some(list) = import_list(dll) else {
        let known: Vec<&str> = IMPORT_LISTS.iter().map(|l| l.dll).collect();
        push(
            out,
            Severity::Fail,
            format!(
                "imports `{}` from {dll}, which is not a system DLL or runtime modlink knows \
                 ({}): nothing is known to provide them",
                names.join("`, `"),
                known.join(", ")
            ),
        );
        return;
    };
    let mut provided = Vec::new();
    for name in names {
        if !list.exports(name) {
            push(
                out,
                Severity::Fail,
                format!("import `{name}` from {dll}: {dll} does not export it"),
            );
        } else {
            provided.push(name.as_str());
        }
    }
    if !provided.is_empty() {
        push(
            out,
            Severity::Ok,
            format!("imports from {dll}: {}", provided.join(", ")),
        );
    }
}

/// The addresses of x86 `call`/`jmp` instructions (rel32, or through a memory operand) whose
/// destination has its low 32 bits zero and lies outside the image: where lld-link's
/// `/FORCE:UNRESOLVED` sends a call to a symbol nothing defined. A byte pattern, not a
/// disassembly, but an unrelated byte sequence hits such a destination with odds of 2^-32.
pub(crate) fn unresolved_calls(image: &object::File<'_>) -> Vec<u64> {
    let is_64 = match image.architecture() {
        object::Architecture::X86_64 => true,
        object::Architecture::I386 => false,
        _ => return Vec::new(),
    };
    let sections: Vec<_> = image.sections().collect();
    let start = sections.iter().map(|s| s.address()).min().unwrap_or(0);
    let end = sections
        .iter()
        .map(|s| s.address().saturating_add(s.size()))
        .max()
        .unwrap_or(0);
    let base = image.relative_address_base().min(start);
    let outside = |target: u64| target & 0xffff_ffff == 0 && (target < base || target >= end);
    let mut found = Vec::new();
    for section in sections
        .iter()
        .filter(|s| s.kind() == object::SectionKind::Text)
    {
        let Ok(code) = section.data() else { continue };
        for at in 0..code.len() {
            let va = section.address().wrapping_add(at as u64);
            let disp = |from: usize| {
                code.get(from..from + 4)
                    .and_then(|b| <[u8; 4]>::try_from(b).ok())
                    .map(i32::from_le_bytes)
            };
            let target = match code[at] {
                // call rel32 / jmp rel32
                0xE8 | 0xE9 => {
                    disp(at + 1).map(|d| va.wrapping_add(5).wrapping_add(d as i64 as u64))
                }
                // call [mem] / jmp [mem]: rip-relative on x86_64, absolute on i686
                0xFF if matches!(code.get(at + 1), Some(0x15 | 0x25)) => disp(at + 2).map(|d| {
                    if is_64 {
                        va.wrapping_add(6).wrapping_add(d as i64 as u64)
                    } else {
                        u64::from(d as u32)
                    }
                }),
                _ => None,
            };
            if target.is_some_and(outside) {
                found.push(va);
            }
        }
    }
    found
}

fn push(out: &mut Vec<Finding>, severity: Severity, text: String) {
    out.push(Finding { severity, text });
}
