//! A bounded walk of a Mach-O export trie.
//!
//! goblin's own walker recurses without a depth limit and indexes the dylib list with an
//! unchecked ordinal, so a crafted trie can overflow the stack or panic; this one uses an
//! explicit stack, visits each node once and caps the names it builds.

use goblin::mach::MachO;
use goblin::mach::exports::{
    EXPORT_SYMBOL_FLAGS_KIND_ABSOLUTE, EXPORT_SYMBOL_FLAGS_KIND_MASK, EXPORT_SYMBOL_FLAGS_REEXPORT,
};
use goblin::mach::load_command::CommandVariant;

/// An export with an address in this image (re-exports and absolute symbols are left out).
pub(super) struct TrieExport {
    /// The symbol name as stored (with Mach-O's leading underscore).
    pub(super) name: String,
    /// Offset from the image's mach header.
    pub(super) address: u64,
}

/// A bad trie: the offset (from the start of the Mach-O image) and what is wrong there.
pub(super) struct TrieError {
    pub(super) offset: u64,
    pub(super) message: String,
}

/// Names may repeat shared prefixes, so they can outgrow the trie; this caps how much.
const NAME_BYTES_PER_TRIE_BYTE: usize = 64;
const NAME_BYTES_FLOOR: usize = 64 << 20;

/// Where the export trie lies in the image, from `LC_DYLD_INFO[_ONLY]` or
/// `LC_DYLD_EXPORTS_TRIE`.
pub(super) fn location(macho: &MachO<'_>) -> Option<(usize, usize)> {
    macho
        .load_commands
        .iter()
        .find_map(|command| match &command.command {
            CommandVariant::DyldInfo(info) | CommandVariant::DyldInfoOnly(info)
                if info.export_size > 0 =>
            {
                Some((info.export_off as usize, info.export_size as usize))
            }
            CommandVariant::DyldExportsTrie(data) if data.datasize > 0 => {
                Some((data.dataoff as usize, data.datasize as usize))
            }
            _ => None,
        })
}

struct Reader<'a> {
    trie: &'a [u8],
    base: usize,
}

impl Reader<'_> {
    fn error(&self, at: usize, message: impl Into<String>) -> TrieError {
        TrieError {
            offset: (self.base + at) as u64,
            message: message.into(),
        }
    }

    fn uleb(&self, at: &mut usize) -> Result<u64, TrieError> {
        let start = *at;
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let Some(&byte) = self.trie.get(*at) else {
                return Err(self.error(start, "ULEB128 number runs past the end of the trie"));
            };
            *at += 1;
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(self.error(start, "ULEB128 number longer than 64 bits"))
    }

    fn label(&self, at: &mut usize) -> Result<&[u8], TrieError> {
        let rest = self.trie.get(*at..).unwrap_or_default();
        let Some(len) = rest.iter().position(|&b| b == 0) else {
            return Err(self.error(*at, "edge label has no NUL terminator"));
        };
        let label = &rest[..len];
        *at += len + 1;
        Ok(label)
    }
}

/// Walks the trie at `start..start + size` of `image`.
pub(super) fn walk(image: &[u8], start: usize, size: usize) -> Result<Vec<TrieExport>, TrieError> {
    let trie = start
        .checked_add(size)
        .and_then(|end| image.get(start..end))
        .ok_or_else(|| TrieError {
            offset: start as u64,
            message: format!(
                "{size} bytes of export trie run past the end of the image ({} bytes)",
                image.len()
            ),
        })?;
    let reader = Reader { trie, base: start };
    let budget = NAME_BYTES_FLOOR.max(trie.len().saturating_mul(NAME_BYTES_PER_TRIE_BYTE));
    let mut name_bytes = 0usize;
    // One flag per trie byte: the trie is inside the file, so this is bounded by the file.
    let mut visited = vec![false; trie.len()];
    if trie.is_empty() {
        return Ok(Vec::new());
    }
    visited[0] = true;
    let mut exports = Vec::new();
    let mut stack: Vec<(usize, Vec<u8>)> = vec![(0, Vec::new())];
    while let Some((node, name)) = stack.pop() {
        let mut at = node;
        let terminal_size = reader.uleb(&mut at)?;
        let info_start = at;
        if terminal_size > 0 {
            let flags = reader.uleb(&mut at)?;
            let kind = flags & EXPORT_SYMBOL_FLAGS_KIND_MASK;
            // Re-exports live in another dylib; absolute symbols have no bytes in the image.
            if flags & EXPORT_SYMBOL_FLAGS_REEXPORT == 0
                && kind != EXPORT_SYMBOL_FLAGS_KIND_ABSOLUTE
            {
                // For a stub-and-resolver export the first number is the stub's address.
                let address = reader.uleb(&mut at)?;
                exports.push(TrieExport {
                    name: String::from_utf8_lossy(&name).into_owned(),
                    address,
                });
            }
        }
        let mut at = usize::try_from(terminal_size)
            .ok()
            .and_then(|size| info_start.checked_add(size))
            .ok_or_else(|| reader.error(node, "terminal size runs past the end of the trie"))?;
        let Some(&children) = trie.get(at) else {
            return Err(reader.error(at, "child count runs past the end of the trie"));
        };
        at += 1;
        for _ in 0..children {
            let label = reader.label(&mut at)?;
            let child = reader.uleb(&mut at)?;
            let child = usize::try_from(child)
                .ok()
                .filter(|&child| child < trie.len())
                .ok_or_else(|| {
                    reader.error(at, format!("child node {child:#x} is outside the trie"))
                })?;
            if std::mem::replace(&mut visited[child], true) {
                return Err(reader.error(
                    at,
                    format!("node {child:#x} is reached twice (the trie has a cycle)"),
                ));
            }
            name_bytes = name_bytes.saturating_add(name.len() + label.len());
            if name_bytes > budget {
                return Err(reader.error(
                    at,
                    format!(
                        "export names grow past {budget} bytes for a {}-byte trie",
                        trie.len()
                    ),
                ));
            }
            let mut child_name = name.clone();
            child_name.extend_from_slice(label);
            stack.push((child, child_name));
        }
    }
    // The stack pops the last child first; list exports in trie order.
    exports.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(exports)
}
