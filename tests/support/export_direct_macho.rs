//! Helpers for tests/export/export_direct_macho.rs: Mach-O layout checks (object crate and
//! llvm-readobj), an independent code-signature verifier in Python, digest verification.

use super::{modlink_bin, python};
use object::{Object, ObjectSection, ObjectSegment, ObjectSymbol};
use std::path::Path;
use std::process::Command;

/// The segment ranges of a Mach-O file.
#[derive(Debug, PartialEq)]
pub struct SegmentRange {
    pub name: String,
    pub vmaddr: u64,
    pub vmsize: u64,
    pub fileoff: u64,
    pub filesize: u64,
}

/// The segments as the object crate reads them.
pub fn segments_by_object(bytes: &[u8]) -> Vec<SegmentRange> {
    let file = object::File::parse(bytes).unwrap();
    file.segments()
        .map(|segment| SegmentRange {
            name: segment.name().unwrap().unwrap().to_string(),
            vmaddr: segment.address(),
            vmsize: segment.size(),
            fileoff: segment.file_range().0,
            filesize: segment.file_range().1,
        })
        .collect()
}

/// The segments as `llvm-readobj-19 --macho-segment` prints them (independent of the object
/// crate).
pub fn segments_by_readobj(path: &Path) -> Vec<SegmentRange> {
    let output = Command::new("llvm-readobj-19")
        .arg("--macho-segment")
        .arg(path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "llvm-readobj-19 {}",
        path.display()
    );
    let text = String::from_utf8(output.stdout).unwrap();
    let number = |value: &str| match value.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).unwrap(),
        None => value.parse().unwrap(),
    };
    text.split("Segment {")
        .skip(1)
        .map(|block| {
            let field = |name: &str| {
                block
                    .lines()
                    .find_map(|line| line.trim().strip_prefix(&format!("{name}: ")))
                    .unwrap_or_else(|| panic!("no {name} in {block}"))
                    .to_string()
            };
            SegmentRange {
                name: field("Name"),
                vmaddr: number(&field("vmaddr")),
                vmsize: number(&field("vmsize")),
                fileoff: number(&field("fileoff")),
                filesize: number(&field("filesize")),
            }
        })
        .collect()
}

/// The layout rules a loader relies on, from the object crate and from llvm-readobj: segments
/// do not overlap in the file or in memory, each has its file bytes inside the file, offsets
/// congruent to addresses, `__LINKEDIT` last and ending the file; the blob symbol's section is a
/// regular `__DATA_CONST,__modlink_blob` whose file bytes are the located blob, in a segment with
/// file bytes for all of its memory.
pub fn check_macho_layout(path: &Path, page: u64) {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).unwrap();
    let segments = segments_by_object(&bytes);
    assert_eq!(
        segments,
        segments_by_readobj(path),
        "{name}: object vs readobj"
    );
    for (index, a) in segments.iter().enumerate() {
        assert!(a.filesize <= a.vmsize, "{name}: {a:?}");
        assert!(
            a.fileoff + a.filesize <= bytes.len() as u64,
            "{name}: {a:?}"
        );
        assert_eq!(a.fileoff % page, a.vmaddr % page, "{name}: {a:?}");
        for b in &segments[index + 1..] {
            let disjoint = |s1: u64, l1: u64, s2: u64, l2: u64| s1 + l1 <= s2 || s2 + l2 <= s1;
            assert!(
                a.filesize == 0
                    || b.filesize == 0
                    || disjoint(a.fileoff, a.filesize, b.fileoff, b.filesize),
                "{name}: {a:?} and {b:?} overlap in the file"
            );
            assert!(
                disjoint(a.vmaddr, a.vmsize, b.vmaddr, b.vmsize),
                "{name}: {a:?} and {b:?} overlap in memory"
            );
        }
    }
    let linkedit = segments.last().unwrap();
    assert_eq!(linkedit.name, "__LINKEDIT", "{name}");
    assert_eq!(
        linkedit.fileoff + linkedit.filesize,
        bytes.len() as u64,
        "{name}: __LINKEDIT does not end the file"
    );
    assert!(
        segments
            .iter()
            .all(|s| s.fileoff <= linkedit.fileoff && s.vmaddr <= linkedit.vmaddr)
    );

    let file = object::File::parse(&*bytes).unwrap();
    let section = file
        .section_by_name("__modlink_blob")
        .unwrap_or_else(|| panic!("{name}: no blob section"));
    // `llvm-objcopy --strip-all` empties the symbol table; the export trie keeps the symbol.
    if let Some(symbol) = file
        .symbols()
        .find(|s| s.name() == Ok("___tvm_ffi__library_bin"))
    {
        assert_eq!(symbol.address(), section.address(), "{name}");
    }
    assert_eq!(section.name().unwrap(), "__modlink_blob", "{name}");
    assert_eq!(
        section.segment_name().unwrap(),
        Some("__DATA_CONST"),
        "{name}"
    );
    let object::SectionFlags::MachO { flags, .. } = section.flags() else {
        panic!("{name}: not Mach-O section flags")
    };
    assert_eq!(
        flags.0 & 0xff,
        0,
        "{name}: the blob section is not S_REGULAR"
    );
    let located = modlink::inspect::locate::locate_file(path).unwrap();
    let blob = located.blob.clone().unwrap();
    assert_eq!(section.size(), blob.len() as u64, "{name}: section size");
    let (offset, size) = section.file_range().unwrap();
    assert_eq!(size, blob.len() as u64, "{name}");
    assert_eq!(Some(offset), located.blob_file_offset, "{name}");
    assert!(
        bytes[offset as usize..(offset + size) as usize] == blob[..],
        "{name}"
    );
    let home = segments
        .iter()
        .find(|s| s.vmaddr <= section.address() && section.address() < s.vmaddr + s.vmsize)
        .unwrap();
    assert_eq!(home.name, "__DATA_CONST", "{name}");
    assert_eq!(home.filesize, home.vmsize, "{name}: {home:?}");
    assert_eq!(
        home.fileoff + (section.address() - home.vmaddr),
        offset,
        "{name}: the segment maps other bytes than the blob"
    );

    // The exports trie, as llvm-objdump decodes it, exports the blob at the section's address.
    let trie = Command::new("llvm-objdump-19")
        .args(["--macho", "--exports-trie"])
        .arg(path)
        .output()
        .unwrap();
    let trie = String::from_utf8_lossy(&trie.stdout);
    let address = format!("0x{:08X}  ___tvm_ffi__library_bin", section.address());
    assert!(trie.contains(&address), "{name}: {trie}");
}

/// An independent check of the embedded ad-hoc signature: the SuperBlob and CodeDirectory
/// parsed with `struct`, every page hash recomputed with hashlib.
pub const CODESIGN_PY: &str = r#"
import hashlib, json, struct, sys

data = open(sys.argv[1], "rb").read()
magic, cputype, _, filetype, ncmds, sizeofcmds, _, _ = struct.unpack_from("<8I", data, 0)
assert magic == 0xfeedfacf, hex(magic)
at = 32
signature = None
linkedit = None
for _ in range(ncmds):
    cmd, size = struct.unpack_from("<2I", data, at)
    if cmd == 0x1d:
        signature = struct.unpack_from("<2I", data, at + 8)
    if cmd == 0x19 and data[at + 8:at + 24].rstrip(b"\0") == b"__LINKEDIT":
        linkedit = struct.unpack_from("<4Q", data, at + 24)
    at += size
result = {"signed": signature is not None}
if signature is not None:
    dataoff, datasize = signature
    vmaddr, vmsize, fileoff, filesize = linkedit
    assert dataoff + datasize <= fileoff + filesize == len(data), (dataoff, datasize, fileoff, filesize, len(data))
    assert vmsize >= filesize
    sb_magic, sb_len, count = struct.unpack_from(">3I", data, dataoff)
    assert sb_magic == 0xfade0cc0 and sb_len <= datasize, (hex(sb_magic), sb_len, datasize)
    slots = [struct.unpack_from(">2I", data, dataoff + 12 + 8 * i) for i in range(count)]
    cd = dataoff + dict(slots)[0]
    (cd_magic, cd_len, version, flags, hash_offset, ident_offset, n_special, n_code,
     code_limit, hash_size, hash_type, platform, page_shift) = struct.unpack_from(">9I4B", data, cd)
    assert cd_magic == 0xfade0c02, hex(cd_magic)
    assert hash_type == 2 and hash_size == 32
    assert code_limit == dataoff, (code_limit, dataoff)
    page = 1 << page_shift
    assert n_code == (code_limit + page - 1) // page, (n_code, code_limit)
    assert cd + cd_len <= dataoff + sb_len
    bad = []
    for i in range(n_code):
        want = data[cd + hash_offset + 32 * i:cd + hash_offset + 32 * (i + 1)]
        got = hashlib.sha256(data[i * page:min((i + 1) * page, code_limit)]).digest()
        if want != got:
            bad.append(i)
    ident = data[cd + ident_offset:data.index(b"\0", cd + ident_offset)].decode()
    result.update(pages=n_code, bad_pages=bad, identifier=ident, flags=flags)
print(json.dumps(result))
"#;

pub fn code_signature(dir: &Path, path: &Path) -> serde_json::Value {
    let script = dir.join("codesign_check.py");
    std::fs::write(&script, CODESIGN_PY).unwrap();
    let output = Command::new(python())
        .arg(&script)
        .arg(path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}: {}",
        path.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The signature covers every page of the final file. ld64.lld signs arm64 dylibs (and others
/// on request, `-adhoc_codesign`); x86_64 dylibs are not signed by default.
pub fn check_signature(dir: &Path, path: &Path, arch: &str) {
    check_signature_is(dir, path, arch == "arm64");
}

pub fn check_signature_is(dir: &Path, path: &Path, signed: bool) {
    let checked = code_signature(dir, path);
    let name = path.display();
    if signed {
        assert_eq!(checked["signed"], true, "{name}");
        assert_eq!(
            checked["bad_pages"],
            serde_json::json!([]),
            "{name}: {checked}"
        );
        let pages = checked["pages"].as_u64().unwrap();
        let len = std::fs::metadata(path).unwrap().len();
        assert!(
            pages * 4096 >= len.saturating_sub(64 * 1024),
            "{name}: {pages} pages"
        );
    } else {
        assert_eq!(checked["signed"], false, "{name}");
    }
}

pub fn verify_digest(path: &Path) {
    let verify = Command::new(modlink_bin())
        .args(["inspect", "--verify"])
        .arg(path)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&verify.stdout);
    assert!(verify.status.success(), "{}: {stdout}", path.display());
    assert!(
        stdout.contains("blob matches"),
        "{}: {stdout}",
        path.display()
    );
}
