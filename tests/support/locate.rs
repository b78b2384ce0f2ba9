//! Shared by the locator tests: small objects of every format written with the `object`
//! crate's writer (an implementation independent of goblin, which the locator reads with),
//! and hand-written universal binaries and `ar` archives.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use bytes::Bytes;
use object::write::{Mangling, Object, Symbol, SymbolSection};
use object::{Architecture, BinaryFormat, Endianness, SymbolFlags, SymbolKind, SymbolScope};

/// A blob with a made-up body: `nbytes` then that many bytes.
pub fn blob(body: &[u8]) -> Vec<u8> {
    let mut bytes = (body.len() as u64).to_le_bytes().to_vec();
    bytes.extend_from_slice(body);
    bytes
}

/// An object being written: add data, functions, undefined and zero-fill symbols, then take
/// its bytes.
pub struct Built {
    object: Object<'static>,
}

impl Built {
    pub fn new(format: BinaryFormat, arch: Architecture, endian: Endianness) -> Self {
        let mut object = Object::new(format, arch, endian);
        // Names are given exactly as they must appear in the file (Mach-O underscore included).
        object.set_mangling(Mangling::None);
        Built { object }
    }

    pub fn data(&mut self, name: &str, bytes: &[u8]) -> &mut Self {
        // Padding before the blob so that a wrong section-offset mapping cannot read it by luck.
        let section = self
            .object
            .section_id(object::write::StandardSection::ReadOnlyData);
        self.object.append_section_data(section, &[0xee; 24], 1);
        let symbol = self.object.add_symbol(Symbol {
            name: name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Data,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        self.object.add_symbol_data(symbol, section, bytes, 1);
        self
    }

    pub fn function(&mut self, name: &str) -> &mut Self {
        let section = self.object.section_id(object::write::StandardSection::Text);
        let symbol = self.object.add_symbol(Symbol {
            name: name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Text,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        self.object.add_symbol_data(symbol, section, &[0xc3; 4], 4);
        self
    }

    pub fn undefined(&mut self, name: &str) -> &mut Self {
        self.object.add_symbol(Symbol {
            name: name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Text,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        self
    }

    /// An undefined symbol referenced weakly (ELF `STB_WEAK`, Mach-O `N_WEAK_REF`, COFF weak
    /// external).
    pub fn weak_undefined(&mut self, name: &str) -> &mut Self {
        self.object.add_symbol(Symbol {
            name: name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Text,
            scope: SymbolScope::Dynamic,
            weak: true,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        self
    }

    pub fn bss(&mut self, name: &str, size: u64) -> &mut Self {
        let section = self
            .object
            .section_id(object::write::StandardSection::UninitializedData);
        let symbol = self.object.add_symbol(Symbol {
            name: name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Data,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        self.object.add_symbol_bss(symbol, section, size, 8);
        self
    }

    pub fn bytes(&self) -> Bytes {
        Bytes::from(self.object.write().unwrap())
    }
}

/// The symbol name a C compiler gives `name` in `format` (Mach-O adds an underscore).
pub fn c_name(format: BinaryFormat, name: &str) -> String {
    match format {
        BinaryFormat::MachO => format!("_{name}"),
        _ => name.to_string(),
    }
}

/// A universal binary: big-endian fat header, one 20-byte entry per slice, slices 4096-aligned.
pub fn fat(slices: &[(u32, &[u8])]) -> Bytes {
    let mut out = Vec::new();
    out.extend_from_slice(&0xcafe_babe_u32.to_be_bytes());
    out.extend_from_slice(&(slices.len() as u32).to_be_bytes());
    let mut offset = 4096u32;
    let mut bodies = Vec::new();
    for (cputype, body) in slices {
        out.extend_from_slice(&cputype.to_be_bytes());
        out.extend_from_slice(&3u32.to_be_bytes());
        out.extend_from_slice(&offset.to_be_bytes());
        out.extend_from_slice(&(body.len() as u32).to_be_bytes());
        out.extend_from_slice(&12u32.to_be_bytes());
        bodies.push((offset, *body));
        offset += (body.len() as u32).div_ceil(4096) * 4096;
    }
    for (offset, body) in bodies {
        out.resize(offset as usize, 0);
        out.extend_from_slice(body);
    }
    Bytes::from(out)
}

/// A System V `ar` archive, written by hand: global header, then 60-byte member headers.
pub fn archive(members: &[(&str, &[u8])]) -> Bytes {
    let mut out = b"!<arch>\n".to_vec();
    for (name, body) in members {
        let header = format!(
            "{:<16}{:<12}{:<6}{:<6}{:<8}{:<10}`\n",
            format!("{name}/"),
            0,
            0,
            0,
            644,
            body.len()
        );
        assert_eq!(header.len(), 60);
        out.extend_from_slice(header.as_bytes());
        out.extend_from_slice(body);
        if out.len() % 2 == 1 {
            out.push(b'\n');
        }
    }
    Bytes::from(out)
}
