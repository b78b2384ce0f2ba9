//! Where the ELF dynamic loader (glibc's `ld.so`) finds a library named in `DT_NEEDED`, and
//! which symbols a found library defines, read from the file without loading it.
//!
//! The search follows `ld.so(8)`: a name with a slash is a path; otherwise `DT_RPATH` (only
//! when there is no `DT_RUNPATH`), `LD_LIBRARY_PATH`, `DT_RUNPATH`, `/etc/ld.so.cache`, then the
//! default directories. `$ORIGIN` is the directory of the object naming the library. A
//! candidate of another machine or class is skipped, as the loader skips it.

use super::locate::map_file;
use goblin::elf::Elf;
use goblin::elf::section_header::SHN_UNDEF;
use goblin::elf::sym::{STB_GLOBAL, STB_GNU_UNIQUE, STB_WEAK, STV_DEFAULT, STV_PROTECTED};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::SystemTime;

/// The directories `ld.so` searches last, multiarch ones first (Debian's layout).
const DEFAULT_DIRS: &[&str] = &[
    "/lib/x86_64-linux-gnu",
    "/usr/lib/x86_64-linux-gnu",
    "/lib/aarch64-linux-gnu",
    "/usr/lib/aarch64-linux-gnu",
    "/lib64",
    "/usr/lib64",
    "/lib",
    "/usr/lib",
];

/// The cache `ldconfig` writes.
const LD_SO_CACHE: &str = "/etc/ld.so.cache";
/// Magic of the cache format glibc has written since 2.32 (alone, or after the old format).
const CACHE_MAGIC: &[u8] = b"glibc-ld.so.cache1.1";
/// Size of the new format's header and of one of its entries.
const CACHE_HEADER_LEN: usize = 48;
const CACHE_ENTRY_LEN: usize = 24;
/// A library larger than this is not read for its symbols (no real one comes close).
const MAX_LIBRARY_BYTES: u64 = 1 << 31;

/// What a found library contributes to symbol resolution.
#[derive(Debug)]
pub(crate) struct LibrarySymbols {
    /// Where it was found.
    pub(crate) path: PathBuf,
    /// Its defined, exported dynamic symbols.
    pub(crate) defined: HashSet<String>,
    /// Its own `DT_NEEDED` libraries.
    pub(crate) needed: Vec<String>,
    /// Its own `DT_RPATH` and `DT_RUNPATH` directories.
    pub(crate) rpath: Vec<String>,
    pub(crate) runpath: Vec<String>,
    /// ELF `e_machine` and whether the class is 64-bit.
    pub(crate) machine: (u16, bool),
}

/// The object a library name is searched for: its search-path entries and its directory.
pub(crate) struct Requester<'a> {
    /// `DT_RPATH` directories.
    pub(crate) rpath: &'a [String],
    /// `DT_RUNPATH` directories.
    pub(crate) runpath: &'a [String],
    /// The object's own directory (`$ORIGIN`).
    pub(crate) origin: &'a Path,
}

/// Finds library `name` for `requester` as `ld.so` would, among files of ELF `machine` and
/// class (`is_64`); returns its symbols, or `None` when no candidate fits.
pub(crate) fn find_library(
    name: &str,
    requester: &Requester<'_>,
    machine: (u16, bool),
) -> Option<Arc<LibrarySymbols>> {
    let expand = |dir: &str| -> PathBuf {
        let origin = requester.origin.display().to_string();
        PathBuf::from(
            dir.replace("${ORIGIN}", &origin)
                .replace("$ORIGIN", &origin),
        )
    };
    if name.contains('/') {
        return read_library(&expand(name), machine);
    }
    let mut candidates: Vec<PathBuf> = Vec::new();
    if requester.runpath.is_empty() {
        candidates.extend(requester.rpath.iter().map(|dir| expand(dir).join(name)));
    }
    if let Some(paths) = std::env::var_os("LD_LIBRARY_PATH") {
        let paths = paths.to_string_lossy().into_owned();
        candidates.extend(
            paths
                .split([':', ';'])
                .filter(|dir| !dir.is_empty())
                .map(|dir| expand(dir).join(name)),
        );
    }
    candidates.extend(requester.runpath.iter().map(|dir| expand(dir).join(name)));
    candidates.extend(
        ld_so_cache()
            .iter()
            .filter(|(key, _)| key == name)
            .map(|(_, path)| path.clone()),
    );
    candidates.extend(DEFAULT_DIRS.iter().map(|dir| Path::new(dir).join(name)));
    candidates
        .iter()
        .find_map(|candidate| read_library(candidate, machine))
}

/// Libraries already read, by path, size and modification time.
type LibraryCache = HashMap<(PathBuf, u64, Option<SystemTime>), Option<Arc<LibrarySymbols>>>;

/// The symbols of the library at `path` if it is an ELF shared object of `machine`; read once
/// per process (system libraries are consulted for every library checked or opened).
fn read_library(path: &Path, machine: (u16, bool)) -> Option<Arc<LibrarySymbols>> {
    static CACHE: OnceLock<Mutex<LibraryCache>> = OnceLock::new();
    let metadata = std::fs::metadata(path).ok()?;
    if !metadata.is_file() || metadata.len() > MAX_LIBRARY_BYTES {
        return None;
    }
    let key = (path.to_path_buf(), metadata.len(), metadata.modified().ok());
    let cache = CACHE.get_or_init(Default::default);
    let cached = cache
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .get(&key)
        .cloned();
    let symbols = match cached {
        Some(symbols) => symbols,
        None => {
            let symbols = parse_library(path).map(Arc::new);
            cache
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .insert(key, symbols.clone());
            symbols
        }
    };
    symbols.filter(|library| library.machine == machine)
}

fn parse_library(path: &Path) -> Option<LibrarySymbols> {
    let bytes = map_file(path).ok()?;
    let elf = Elf::parse(&bytes).ok()?;
    if elf.header.e_type != goblin::elf::header::ET_DYN {
        return None;
    }
    let defined = elf
        .dynsyms
        .iter()
        .filter(|symbol| {
            symbol.st_shndx != SHN_UNDEF as usize
                && matches!(symbol.st_bind(), STB_GLOBAL | STB_WEAK | STB_GNU_UNIQUE)
                && matches!(symbol.st_visibility(), STV_DEFAULT | STV_PROTECTED)
        })
        .filter_map(|symbol| elf.dynstrtab.get_at(symbol.st_name))
        .filter(|name| !name.is_empty())
        .map(str::to_string)
        .collect();
    let split = |entries: &[&str]| -> Vec<String> {
        entries
            .iter()
            .flat_map(|entry| entry.split(':'))
            .filter(|dir| !dir.is_empty())
            .map(str::to_string)
            .collect()
    };
    Some(LibrarySymbols {
        path: path.to_path_buf(),
        defined,
        needed: elf.libraries.iter().map(|name| name.to_string()).collect(),
        rpath: split(&elf.rpaths),
        runpath: split(&elf.runpaths),
        machine: (elf.header.e_machine, elf.is_64),
    })
}

/// The (name, path) entries of `/etc/ld.so.cache`, read once; empty when it is absent or in a
/// format older than glibc 2.32's.
fn ld_so_cache() -> &'static [(String, PathBuf)] {
    static ENTRIES: OnceLock<Vec<(String, PathBuf)>> = OnceLock::new();
    ENTRIES.get_or_init(|| {
        std::fs::read(LD_SO_CACHE)
            .map(|bytes| parse_ld_so_cache(&bytes))
            .unwrap_or_default()
    })
}

/// Parses the new cache format: a header (magic, `nlibs`, …), `nlibs` entries of (flags, key,
/// value, osversion, hwcap), and strings whose offsets count from the header's start.
fn parse_ld_so_cache(bytes: &[u8]) -> Vec<(String, PathBuf)> {
    let Some(start) = bytes
        .windows(CACHE_MAGIC.len())
        .position(|window| window == CACHE_MAGIC)
    else {
        return Vec::new();
    };
    let cache = &bytes[start..];
    let u32_at = |offset: usize| -> Option<usize> {
        let field = cache.get(offset..offset.checked_add(4)?)?;
        Some(u32::from_le_bytes(field.try_into().ok()?) as usize)
    };
    let string_at = |offset: usize| -> Option<&str> {
        let rest = cache.get(offset..)?;
        let end = rest.iter().position(|&byte| byte == 0)?;
        std::str::from_utf8(&rest[..end]).ok()
    };
    let Some(count) = u32_at(CACHE_MAGIC.len()) else {
        return Vec::new();
    };
    (0..count)
        .map_while(|index| {
            let entry = CACHE_HEADER_LEN.checked_add(index.checked_mul(CACHE_ENTRY_LEN)?)?;
            let key = string_at(u32_at(entry + 4)?)?;
            let value = string_at(u32_at(entry + 8)?)?;
            Some((key.to_string(), PathBuf::from(value)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_truncated_or_foreign_cache_gives_no_entries() {
        assert!(parse_ld_so_cache(b"").is_empty());
        assert!(parse_ld_so_cache(b"ld.so-1.7.0\0\0\0\0\0").is_empty());
        let mut header = CACHE_MAGIC.to_vec();
        header.extend_from_slice(&u32::MAX.to_le_bytes());
        assert!(parse_ld_so_cache(&header).is_empty());
    }

    #[test]
    fn entries_name_their_library_and_path() {
        let mut cache = CACHE_MAGIC.to_vec();
        cache.extend_from_slice(&1u32.to_le_bytes());
        cache.resize(CACHE_HEADER_LEN, 0);
        let strings = CACHE_HEADER_LEN + CACHE_ENTRY_LEN;
        let key = strings as u32;
        let value = (strings + "libq.so.1\0".len()) as u32;
        for field in [0x303u32, key, value, 0] {
            cache.extend_from_slice(&field.to_le_bytes());
        }
        cache.extend_from_slice(&0u64.to_le_bytes());
        cache.extend_from_slice(b"libq.so.1\0/opt/q/libq.so.1\0");
        assert_eq!(
            parse_ld_so_cache(&cache),
            [("libq.so.1".to_string(), PathBuf::from("/opt/q/libq.so.1"))]
        );
    }
}
