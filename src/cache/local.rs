//! The local directory store: one file per entry, `<dir>/units/<2 hex>/<64 hex>.unit`.
//!
//! Safe under concurrent builds sharing the directory: an entry is written to a temporary file
//! beside its final path and renamed into place, so a reader sees a whole entry or none (two
//! builds writing the same key write the same bytes; the last rename wins). A read refreshes
//! the entry's modification time, which eviction uses as its last-use time: when the entries
//! exceed the size limit, the least recently used go first until they fill at most
//! [`EVICT_TO_PERCENT`] of it. Entries written by one build often share a modification time
//! (the file system's clock is coarse); among those the largest go first, then by path, so
//! eviction frees the space with the fewest removals and does not depend on directory order.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use super::{CacheError, UnitKey, UnitStore};
use crate::file_output::{
    AtomicOptions, CreationMode, FileOutputError, plain_io_error, replace_atomically,
};

/// Eviction stops when the entries fill at most this share of the size limit (not at the
/// limit itself, so the next build's writes do not evict again straight away).
pub const EVICT_TO_PERCENT: u64 = 90;

/// Temporary files older than this were left by a killed build and are removed by eviction.
const STALE_TEMPORARY: Duration = Duration::from_secs(3600);

const UNITS_DIR: &str = "units";
const ENTRY_SUFFIX: &str = "unit";
const TEMPORARY_PREFIX: &str = ".tmp-";

/// A cache directory with a size limit.
#[derive(Clone, Debug)]
pub struct LocalStore {
    dir: PathBuf,
    size_limit: u64,
}

/// What a cache directory holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LocalStats {
    /// Entries.
    pub entries: u64,
    /// Their total size in bytes.
    pub bytes: u64,
}

struct EntryFile {
    path: PathBuf,
    bytes: u64,
    last_use: SystemTime,
}

impl LocalStore {
    /// A store in `dir` (created on the first write) holding at most `size_limit` bytes.
    pub fn new(dir: impl Into<PathBuf>, size_limit: u64) -> LocalStore {
        LocalStore {
            dir: dir.into(),
            size_limit,
        }
    }

    /// The cache directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The size limit in bytes.
    pub fn size_limit(&self) -> u64 {
        self.size_limit
    }

    /// The file holding the entry for `key`.
    pub fn entry_path(&self, key: &UnitKey) -> PathBuf {
        let hex = key.to_hex();
        self.dir
            .join(UNITS_DIR)
            .join(&hex[..2])
            .join(format!("{hex}.{ENTRY_SUFFIX}"))
    }

    /// Counts the entries and their bytes.
    pub fn stats(&self) -> Result<LocalStats, CacheError> {
        let entries = self.entry_files()?;
        Ok(LocalStats {
            entries: entries.len() as u64,
            bytes: entries.iter().map(|e| e.bytes).sum(),
        })
    }

    /// Removes every entry (the directory itself stays).
    pub fn clear(&self) -> Result<LocalStats, CacheError> {
        let before = self.stats()?;
        let units = self.dir.join(UNITS_DIR);
        match std::fs::remove_dir_all(&units) {
            Ok(()) => Ok(before),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(before),
            Err(source) => Err(io_error(&units, source)),
        }
    }

    /// Removes the least recently used entries while they exceed the size limit, and stale
    /// temporary files; returns how many entries went.
    pub fn evict(&self) -> Result<u64, CacheError> {
        let mut entries = self.entry_files()?;
        let mut total: u64 = entries.iter().map(|e| e.bytes).sum();
        if total <= self.size_limit {
            return Ok(0);
        }
        let goal = self.size_limit / 100 * EVICT_TO_PERCENT;
        entries.sort_by(|a, b| {
            a.last_use
                .cmp(&b.last_use)
                .then(b.bytes.cmp(&a.bytes))
                .then_with(|| a.path.cmp(&b.path))
        });
        let mut evicted = 0;
        for entry in entries {
            if total <= goal {
                break;
            }
            match std::fs::remove_file(&entry.path) {
                Ok(()) => {
                    total = total.saturating_sub(entry.bytes);
                    evicted += 1;
                }
                // Another build evicted it first.
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    total = total.saturating_sub(entry.bytes);
                }
                Err(source) => return Err(io_error(&entry.path, source)),
            }
        }
        Ok(evicted)
    }

    /// Every entry file with its size and last use; removes stale temporary files on the way.
    fn entry_files(&self) -> Result<Vec<EntryFile>, CacheError> {
        let units = self.dir.join(UNITS_DIR);
        let mut found = Vec::new();
        let shards = match std::fs::read_dir(&units) {
            Ok(shards) => shards,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(found),
            Err(source) => return Err(io_error(&units, source)),
        };
        let now = SystemTime::now();
        for shard in shards {
            let shard = shard.map_err(|source| io_error(&units, source))?.path();
            if !shard.is_dir() {
                continue;
            }
            let files = match std::fs::read_dir(&shard) {
                Ok(files) => files,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                Err(source) => return Err(io_error(&shard, source)),
            };
            for file in files {
                let Ok(file) = file else { continue };
                let path = file.path();
                // Gone between listing and stat: another build evicted or cleared it.
                let Ok(metadata) = file.metadata() else {
                    continue;
                };
                let last_use = metadata.modified().unwrap_or(SystemTime::UNIX_EPOCH);
                let name = file.file_name();
                let name = name.to_string_lossy();
                if name.starts_with(TEMPORARY_PREFIX) {
                    if now.duration_since(last_use).unwrap_or_default() > STALE_TEMPORARY {
                        let _ = std::fs::remove_file(&path);
                    }
                    continue;
                }
                if metadata.is_file() && name.ends_with(ENTRY_SUFFIX) {
                    found.push(EntryFile {
                        path,
                        bytes: metadata.len(),
                        last_use,
                    });
                }
            }
        }
        Ok(found)
    }
}

impl UnitStore for LocalStore {
    fn describe(&self) -> String {
        format!("cache directory {}", self.dir.display())
    }

    fn get(&self, key: &UnitKey) -> Result<Option<Vec<u8>>, CacheError> {
        let path = self.entry_path(key);
        match std::fs::read(&path) {
            Ok(bytes) => {
                // The last-use time for eviction; a read-only cache still serves hits.
                if let Ok(file) = std::fs::File::options().append(true).open(&path) {
                    let _ = file.set_modified(SystemTime::now());
                }
                Ok(Some(bytes))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(source) => Err(io_error(&path, source)),
        }
    }

    fn put(&self, key: &UnitKey, entry: &[u8]) -> Result<(), CacheError> {
        let path = self.entry_path(key);
        let shard = path.parent().unwrap_or(&self.dir);
        std::fs::create_dir_all(shard).map_err(|source| io_error(shard, source))?;
        // Entries stay private to the cache's owner (`rw-------`), like the temporary file.
        let options = AtomicOptions {
            prefix: TEMPORARY_PREFIX,
            suffix: "",
            mode: CreationMode::Private,
            // The store removes its own leftovers by age when it trims.
            sweep_leftovers: false,
        };
        replace_atomically(&path, options, |file| {
            std::io::Write::write_all(file, entry).map_err(|source| FileOutputError::Write {
                path: path.display().to_string(),
                source,
            })
        })
        .map_err(|error: FileOutputError| match error {
            FileOutputError::Create { dir, source, .. } => io_error(Path::new(&dir), source),
            other => {
                let source = plain_io_error(other.io_error());
                io_error(&path, source)
            }
        })?;
        Ok(())
    }
}

fn io_error(path: &Path, source: std::io::Error) -> CacheError {
    CacheError::Io {
        path: path.display().to_string(),
        source,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn eviction_drops_the_least_recently_used_first() {
        let dir = tempfile::tempdir().unwrap();
        let store = LocalStore::new(dir.path(), 1000);
        let keys: Vec<UnitKey> = (0..5).map(|i| UnitKey::from_bytes([i; 32])).collect();
        for (age, key) in keys.iter().enumerate() {
            store.put(key, &[0u8; 300]).unwrap();
            // Oldest first: key 0 was used longest ago.
            let file = std::fs::File::options()
                .append(true)
                .open(store.entry_path(key))
                .unwrap();
            let used = SystemTime::now() - Duration::from_secs(1000 - age as u64 * 10);
            file.set_modified(used).unwrap();
        }
        // A read makes key 0 the most recently used.
        assert!(store.get(&keys[0]).unwrap().is_some());
        assert_eq!(store.stats().unwrap().bytes, 1500);
        assert_eq!(store.evict().unwrap(), 2);
        let left: Vec<bool> = keys
            .iter()
            .map(|k| store.get(k).unwrap().is_some())
            .collect();
        assert_eq!(left, [true, false, false, true, true]);
        assert_eq!(store.clear().unwrap().entries, 3);
        assert_eq!(store.stats().unwrap(), LocalStats::default());
    }

    #[test]
    fn entries_used_at_the_same_time_go_largest_first() {
        let dir = tempfile::tempdir().unwrap();
        let store = LocalStore::new(dir.path(), 1000);
        let used = SystemTime::now() - Duration::from_secs(100);
        // Key order differs from size order, so directory order cannot pass for the rule.
        let sizes = [200usize, 900, 100, 300];
        let keys: Vec<UnitKey> = (0..4).map(|i| UnitKey::from_bytes([i; 32])).collect();
        for (key, size) in keys.iter().zip(sizes) {
            store.put(key, &vec![0u8; size]).unwrap();
            let file = std::fs::File::options()
                .append(true)
                .open(store.entry_path(key))
                .unwrap();
            file.set_modified(used).unwrap();
        }
        // 1500 bytes over a 1000-byte limit: removing the 900-byte entry alone reaches 90%.
        assert_eq!(store.evict().unwrap(), 1);
        assert!(store.get(&keys[1]).unwrap().is_none());
        assert_eq!(store.stats().unwrap().bytes, 600);
    }
}
