//! Helpers for tests/export/export_direct_pe.rs: a freestanding Windows program that loads an exported
//! DLL and hashes its blob through `GetProcAddress`, run under wine64 (`support::wine`); PE
//! layout checks.

use super::wine;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// FNV-1a 64 of `bytes`: the hash the Windows program prints.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The Windows program (tests/support/pe_blob_host.c) and wine64, once per test process:
/// built with `support::wine` (clang-19 + lld-link-19, kernel32 through an import library
/// from modlink's own `.def` list) in a directory that lives as long as the process.
fn host_exe() -> &'static (PathBuf, PathBuf) {
    static HOST: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    HOST.get_or_init(|| {
        let wine64 = wine::wine64().expect("wine64");
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("export-direct-pe-host-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let kernel32 =
            wine::import_library(&wine::modlink_def("kernel32"), "x64", &dir, "kernel32");
        let exe = wine::build_exe(HOST_C, &dir, "host", &[kernel32]);
        (wine64, exe)
    })
}

const HOST_C: &str = include_str!("pe_blob_host.c");

/// Whether wine64 is installed; when it is not, the test's wine part is skipped by the one rule
/// ([`wine::require`]: a failure under CI).
pub fn have_wine(test: &str) -> bool {
    wine::require(test).is_some()
}

/// Loads `dll` under wine64 with the Windows program (copied next to it as `lib.dll`) and
/// returns what it read through `GetProcAddress`: the blob's `nbytes` and the FNV-1a 64 of its
/// `8 + nbytes` bytes.
pub fn load_under_wine(dll: &Path, run_dir: &Path) -> (u64, u64) {
    let fields = run_under_wine(dll, run_dir);
    assert_eq!(fields.len(), 2, "{fields:?}");
    let number = |field: &str| u64::from_str_radix(field, 16).unwrap();
    (number(&fields[0]), number(&fields[1]))
}

/// What the Windows program prints for `dll`, split at white space.
pub fn run_under_wine(dll: &Path, run_dir: &Path) -> Vec<String> {
    let (wine64, host) = host_exe();
    std::fs::create_dir_all(run_dir).unwrap();
    std::fs::copy(dll, run_dir.join("lib.dll")).unwrap();
    let exe = run_dir.join("host.exe");
    std::fs::copy(host, &exe).unwrap();
    let output = wine::run(wine64, &exe);
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{}: exit {:?}, stdout {stdout:?}, stderr {}",
        dll.display(),
        output.status.code(),
        String::from_utf8_lossy(&output.stderr)
    );
    std::fs::remove_dir_all(run_dir).unwrap();
    stdout.split_whitespace().map(str::to_string).collect()
}

/// One section of a PE image as its header says.
#[derive(Debug)]
pub struct PeSection {
    /// The section's name.
    pub name: String,
    /// RVA and size in memory.
    pub memory: (u64, u64),
    /// File offset and size in the file.
    pub file: (u64, u64),
    /// The characteristics flags.
    pub characteristics: u32,
}

/// The sections of a PE image, read with the object crate.
fn pe_sections(table: &object::read::pe::SectionTable<'_>) -> Vec<PeSection> {
    use object::LittleEndian as LE;
    table
        .iter()
        .map(|header| PeSection {
            name: String::from_utf8_lossy(header.raw_name())
                .trim_end_matches('\0')
                .to_string(),
            memory: (
                u64::from(header.virtual_address.get(LE)),
                u64::from(header.virtual_size.get(LE)),
            ),
            file: (
                u64::from(header.pointer_to_raw_data.get(LE)),
                u64::from(header.size_of_raw_data.get(LE)),
            ),
            characteristics: header.characteristics.get(LE).0,
        })
        .collect()
}

/// The rules a Windows loader relies on, checked on the file (PE32+ or PE32): no two sections
/// overlap in the file or in memory, raw data lies within the file at `FileAlignment`
/// multiples, and the exported blob symbol's RVA maps to file bytes equal to `blob`. Returns
/// the blob's file offset.
pub fn check_pe_layout(path: &Path, blob: &[u8]) -> u64 {
    let image = std::fs::read(path).unwrap();
    match object::FileKind::parse(&*image).unwrap() {
        object::FileKind::Pe64 => check_layout::<object::pe::ImageNtHeaders64>(path, &image, blob),
        object::FileKind::Pe32 => check_layout::<object::pe::ImageNtHeaders32>(path, &image, blob),
        other => panic!("{}: {other:?}, not PE", path.display()),
    }
}

fn check_layout<Pe: object::read::pe::ImageNtHeaders>(
    path: &Path,
    image: &[u8],
    blob: &[u8],
) -> u64 {
    use object::read::pe::ImageOptionalHeader;
    let name = path.display();
    let pe = object::read::pe::PeFile::<Pe>::parse(image).unwrap();
    let optional = pe.nt_headers().optional_header();
    let file_alignment = u64::from(optional.file_alignment());
    let section_alignment = u64::from(optional.section_alignment());
    let size_of_image = u64::from(optional.size_of_image());
    let sections = pe_sections(&pe.section_table());
    for (index, section) in sections.iter().enumerate() {
        let (offset, size) = section.file;
        assert!(
            offset + size <= image.len() as u64,
            "{name}: {} past the end",
            section.name
        );
        assert_eq!(offset % file_alignment, 0, "{name}: {}", section.name);
        let (rva, memory) = section.memory;
        assert_eq!(rva % section_alignment, 0, "{name}: {}", section.name);
        assert!(rva + memory <= size_of_image, "{name}: {}", section.name);
        for other in &sections[index + 1..] {
            let apart = |a: (u64, u64), b: (u64, u64)| a.1 == 0 || b.1 == 0 || a.0 + a.1 <= b.0;
            assert!(
                apart(section.file, other.file),
                "{name}: {} and {} overlap in the file",
                section.name,
                other.name
            );
            assert!(
                apart(section.memory, other.memory),
                "{name}: {} and {} overlap in memory",
                section.name,
                other.name
            );
        }
    }
    let rva = pe
        .export_table()
        .unwrap()
        .unwrap()
        .exports()
        .unwrap()
        .into_iter()
        .find(|export| export.name == Some(b"__tvm_ffi__library_bin".as_slice()))
        .map(|export| match export.target {
            object::read::pe::ExportTarget::Address(rva) => u64::from(rva),
            _ => panic!("{name}: the blob export is a forwarder"),
        })
        .unwrap_or_else(|| panic!("{name}: no blob export"));
    let home = sections
        .iter()
        .find(|s| s.memory.0 <= rva && rva + blob.len() as u64 <= s.memory.0 + s.file.1)
        .unwrap_or_else(|| panic!("{name}: no section has the blob's bytes in the file"));
    let offset = home.file.0 + (rva - home.memory.0);
    assert_eq!(
        &image[offset as usize..offset as usize + blob.len()],
        blob,
        "{name}: the bytes at the blob's RVA"
    );
    offset
}

/// A section as llvm-readobj prints it: (name, RawDataSize, PointerToRawData, VirtualSize,
/// VirtualAddress).
pub type ReadobjSection = (String, u64, u64, u64, u64);

/// `llvm-readobj-19 --file-headers --sections` of `path`, read independently: each section's
/// (name, RawDataSize, PointerToRawData, VirtualSize, VirtualAddress) and the header's
/// (TimeDateStamp, CheckSum).
pub fn readobj_sections(path: &Path) -> (Vec<ReadobjSection>, (u64, u64)) {
    let output = Command::new("llvm-readobj-19")
        .args(["--file-headers", "--sections"])
        .arg(path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "llvm-readobj-19 {}",
        path.display()
    );
    let text = String::from_utf8_lossy(&output.stdout);
    // `Field: 1536`, `Field: 0x400` or `Field: 2015-05-19 02:21:23 (0x555A9E23)`.
    let number = |line: &str| -> u64 {
        let value = line.split_once(':').unwrap().1.trim();
        let value = match value.rfind("(0x") {
            Some(at) => value[at + 1..].trim_end_matches(')'),
            None => value,
        };
        match value.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).unwrap(),
            None => value.parse().unwrap(),
        }
    };
    let mut sections = Vec::new();
    let mut header = (0, 0);
    let mut current: Option<ReadobjSection> = None;
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("Name: ") {
            if let Some(done) = current.take() {
                sections.push(done);
            }
            let name = rest.split_whitespace().next().unwrap().to_string();
            current = Some((name, 0, 0, 0, 0));
        } else if let Some(section) = current.as_mut() {
            if line.starts_with("RawDataSize:") {
                section.1 = number(line);
            } else if line.starts_with("PointerToRawData:") {
                section.2 = number(line);
            } else if line.starts_with("VirtualSize:") {
                section.3 = number(line);
            } else if line.starts_with("VirtualAddress:") {
                section.4 = number(line);
            }
        } else if line.starts_with("TimeDateStamp:") {
            header.0 = number(line);
        } else if line.starts_with("CheckSum:") {
            header.1 = number(line);
        }
    }
    sections.extend(current);
    (sections, header)
}
