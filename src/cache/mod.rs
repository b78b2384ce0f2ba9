//! The codegen cache: compiled units (objects) stored by a key that covers everything that
//! determines their bytes, so a build compiles only the units that changed since any earlier
//! build — its own or, through a shared Redis server, another machine's.
//!
//! * [`UnitKey`]: SHA-256 of the unit's canonical encoding (made by
//!   `codegen::unit_key`: kernel IR, target, options, LLVM and codegen versions).
//! * [`UnitStore`]: where entries live — [`LocalStore`] (a directory, the default) and
//!   [`RedisStore`] (a shared server); both move opaque entry bytes.
//! * [`UnitCache`]: one build's view: read-through (local, then shared; a shared hit is copied
//!   to the local store), write-back (a compiled unit goes to both), the digest of every entry
//!   checked on every read (a corrupt entry is a miss and one warning, never a wrong library),
//!   a store that fails (unreachable server, unwritable directory) is dropped for the rest of
//!   the build with one warning, and the local store's size limit enforced at the end of every
//!   build that uses it (hits only too: the limit may have been lowered since the entries
//!   were written) and by `modlink cache trim`.
//!
//! Configuration ([`UnitCache::from_env`]): `MODLINK_CACHE_DIR` (default: the platform cache
//! directory + `modlink`), `MODLINK_CACHE_SIZE` (default [`DEFAULT_SIZE_LIMIT`]; bytes, or
//! with a `K`/`M`/`G` suffix), `MODLINK_CACHE_REDIS` (`redis://host:port`, none by default).

mod entry;
mod local;
mod redis_store;

pub use local::{EVICT_TO_PERCENT, LocalStats, LocalStore};
pub use redis_store::{CONNECT_TIMEOUT, IO_TIMEOUT, RedisStore};

use std::path::PathBuf;
use thiserror::Error;

/// The local cache's size limit when `MODLINK_CACHE_SIZE` is not set: 2 GiB.
pub const DEFAULT_SIZE_LIMIT: u64 = 2 << 30;

/// The variable naming the local cache directory.
pub const DIR_VARIABLE: &str = "MODLINK_CACHE_DIR";
/// The variable holding the local cache's size limit.
pub const SIZE_VARIABLE: &str = "MODLINK_CACHE_SIZE";
/// The variable holding the shared Redis server's URL.
pub const REDIS_VARIABLE: &str = "MODLINK_CACHE_REDIS";

/// An error configuring or using the cache.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum CacheError {
    /// An environment variable has a value the cache cannot use.
    #[error("${variable}: {message}")]
    Env {
        /// The variable.
        variable: &'static str,
        /// What is wrong with its value.
        message: String,
    },
    /// No cache directory: `MODLINK_CACHE_DIR` is unset and the platform has none.
    #[error("no cache directory: set ${DIR_VARIABLE}")]
    NoDirectory,
    /// A cache file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file or directory.
        path: String,
        /// The OS error.
        source: std::io::Error,
    },
    /// The shared store failed (unreachable, timed out, refused the command).
    #[error("{server}: {message}")]
    Remote {
        /// The server's URL without password.
        server: String,
        /// What failed.
        message: String,
    },
}

/// The key of one codegen unit: SHA-256 of its canonical encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnitKey([u8; 32]);

impl UnitKey {
    /// The key whose digest is `bytes`.
    pub fn from_bytes(bytes: [u8; 32]) -> UnitKey {
        UnitKey(bytes)
    }

    /// The key of a canonical encoding.
    pub fn of(encoding: &[u8]) -> UnitKey {
        use sha2::Digest;
        UnitKey(sha2::Sha256::digest(encoding).into())
    }

    /// The digest.
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.0
    }

    /// The digest in lower-case hex (the entry's file and Redis key name).
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// What an entry holds: a unit's compiled object and what codegen said about it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CachedUnit {
    /// The object file.
    pub object: Vec<u8>,
    /// Its packed functions, in order (as `HostCode::functions`).
    pub functions: Vec<String>,
    /// LLVM's warnings when it was compiled.
    pub diagnostics: Vec<String>,
}

/// Where entries live. Stores move entry bytes; [`UnitCache`] encodes and checks them.
pub trait UnitStore: Send + Sync {
    /// The store for messages (`cache directory …`, `shared cache redis://…`).
    fn describe(&self) -> String;
    /// The entry stored under `key`, if any.
    fn get(&self, key: &UnitKey) -> Result<Option<Vec<u8>>, CacheError>;
    /// Stores `entry` under `key`, replacing any entry there.
    fn put(&self, key: &UnitKey, entry: &[u8]) -> Result<(), CacheError>;
    /// The entries of `keys`, in order (a store with round trips does them at once).
    fn get_many(&self, keys: &[UnitKey]) -> Result<Vec<Option<Vec<u8>>>, CacheError> {
        keys.iter().map(|key| self.get(key)).collect()
    }
    /// Stores every entry (a store with round trips does them at once).
    fn put_many(&self, entries: &[(UnitKey, &[u8])]) -> Result<(), CacheError> {
        entries
            .iter()
            .try_for_each(|(key, entry)| self.put(key, entry))
    }
}

/// What the cache did during one build.
///
/// Kernels are compiled in groups (about four kernels, cut by name); each group is one object,
/// or two in a build with CPU levels (the packed entries; every level's body and the
/// dispatch). The cache stores and finds objects; a group is compiled again as a whole.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CacheReport {
    /// Kernels of the build.
    pub kernels: usize,
    /// Kernels compiled in this build (the others came from the cache): every kernel of a
    /// group with an object that was not in the cache.
    pub kernels_compiled: usize,
    /// Objects looked up.
    pub units: usize,
    /// Objects found in the local store.
    pub local_hits: usize,
    /// Objects found in the shared store (and copied to the local one).
    pub remote_hits: usize,
    /// Objects compiled (and stored).
    pub compiled: usize,
    /// Local entries evicted at the end of the build.
    pub evicted: u64,
    /// One line per problem: a corrupt entry, a store that failed.
    pub warnings: Vec<String>,
}

impl CacheReport {
    /// One line, kernels first, then the objects they are compiled into:
    /// `3 kernels: 2 from the cache, 1 compiled; 4 objects: 2 local hits, 0 shared hits, 2
    /// compiled`, or `no kernels: nothing to compile`.
    pub fn summary(&self) -> String {
        if self.kernels == 0 && self.units == 0 {
            return "no kernels: nothing to compile".to_string();
        }
        format!(
            "{}: {} from the cache, {} compiled; {}: {}, {}, {} compiled",
            counted(self.kernels, "kernel"),
            self.kernels.saturating_sub(self.kernels_compiled),
            self.kernels_compiled,
            counted(self.units, "object"),
            counted(self.local_hits, "local hit"),
            counted(self.remote_hits, "shared hit"),
            self.compiled
        )
    }
}

/// `1 kernel`, `2 kernels`, `0 kernels`.
fn counted(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// One build's codegen cache: a local store, an optional shared one, and what happened.
pub struct UnitCache {
    local: Option<LocalStore>,
    remote: Option<Box<dyn UnitStore>>,
    report: CacheReport,
}

impl std::fmt::Debug for UnitCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UnitCache")
            .field("local", &self.local)
            .field("remote", &self.remote.as_ref().map(|r| r.describe()))
            .field("report", &self.report)
            .finish()
    }
}

impl UnitCache {
    /// A cache over `local` and `remote` (either may be absent).
    pub fn new(local: Option<LocalStore>, remote: Option<Box<dyn UnitStore>>) -> UnitCache {
        UnitCache {
            local,
            remote,
            report: CacheReport::default(),
        }
    }

    /// The cache the environment configures (see the module doc): always a local store,
    /// plus the Redis store when `MODLINK_CACHE_REDIS` is set.
    pub fn from_env() -> Result<UnitCache, CacheError> {
        let local = local_store_from_env()?;
        let remote = match non_empty_var(REDIS_VARIABLE) {
            Some(url) => Some(Box::new(RedisStore::open(&url, REDIS_VARIABLE)?) as Box<_>),
            None => None,
        };
        Ok(UnitCache::new(Some(local), remote))
    }

    /// The local store.
    pub fn local(&self) -> Option<&LocalStore> {
        self.local.as_ref()
    }

    /// What happened so far.
    pub fn report(&self) -> &CacheReport {
        &self.report
    }

    /// The units of `keys`, in order: from the local store, else from the shared one (copied
    /// to the local store). A corrupt or unreadable entry is a miss with a warning; a shared
    /// store that fails gets one warning and is not asked again.
    pub fn get_many(&mut self, keys: &[UnitKey]) -> Vec<Option<CachedUnit>> {
        self.report.units += keys.len();
        let mut found: Vec<Option<CachedUnit>> = Vec::with_capacity(keys.len());
        for key in keys {
            let local = self.local.clone();
            let unit = match local.as_ref().map(|l| l.get(key)) {
                Some(Ok(Some(bytes))) => {
                    let path = local
                        .as_ref()
                        .map(|l| l.entry_path(key).display().to_string())
                        .unwrap_or_default();
                    self.decode(key, &bytes, &path)
                }
                Some(Err(error)) => {
                    self.drop_local(&error);
                    None
                }
                Some(Ok(None)) | None => None,
            };
            found.push(unit);
        }
        self.report.local_hits += found.iter().filter(|f| f.is_some()).count();

        let missing: Vec<UnitKey> = keys
            .iter()
            .zip(&found)
            .filter(|(_, unit)| unit.is_none())
            .map(|(key, _)| *key)
            .collect();
        if missing.is_empty() {
            return found;
        }
        let Some(remote) = self.remote.take() else {
            return found;
        };
        let fetched = match remote.get_many(&missing) {
            Ok(fetched) => fetched,
            Err(error) => {
                self.drop_remote(&error);
                return found;
            }
        };
        let described = remote.describe();
        self.remote = Some(remote);
        let mut from_remote = missing.iter().zip(fetched);
        for slot in found.iter_mut().filter(|slot| slot.is_none()) {
            let Some((key, Some(bytes))) = from_remote.next() else {
                continue;
            };
            let name = format!("{described} key {}", key.to_hex());
            if let Some(unit) = self.decode(key, &bytes, &name) {
                self.report.remote_hits += 1;
                if let Some(local) = self.local.clone()
                    && let Err(error) = local.put(key, &bytes)
                {
                    self.drop_local(&error);
                }
                *slot = Some(unit);
            }
        }
        found
    }

    /// Stores compiled units in the local store and the shared one.
    pub fn put_many(&mut self, units: &[(UnitKey, CachedUnit)]) {
        self.report.compiled += units.len();
        let entries: Vec<(UnitKey, Vec<u8>)> = units
            .iter()
            .map(|(key, unit)| (*key, entry::encode(key, unit)))
            .collect();
        for (key, bytes) in &entries {
            let Some(local) = self.local.clone() else {
                break;
            };
            if let Err(error) = local.put(key, bytes) {
                self.drop_local(&error);
            }
        }
        if let Some(remote) = &self.remote {
            let borrowed: Vec<(UnitKey, &[u8])> =
                entries.iter().map(|(k, b)| (*k, b.as_slice())).collect();
            if let Err(error) = remote.put_many(&borrowed) {
                self.drop_remote(&error);
            }
        }
    }

    /// Records how many kernels the build has and how many of them were compiled (for the
    /// report; objects alone do not say, as a build with CPU levels has two per group).
    pub fn count_kernels(&mut self, kernels: usize, compiled: usize) {
        self.report.kernels += kernels;
        self.report.kernels_compiled += compiled;
    }

    /// Enforces the local size limit, whether or not this build stored anything (the limit
    /// may have been lowered since the entries were written), and returns what the build's
    /// cache did.
    pub fn finish(mut self) -> CacheReport {
        if let Some(local) = &self.local {
            match local.evict() {
                Ok(evicted) => self.report.evicted = evicted,
                Err(error) => self
                    .report
                    .warnings
                    .push(format!("codegen cache: eviction: {error}")),
            }
        }
        self.report
    }

    fn decode(&mut self, key: &UnitKey, bytes: &[u8], name: &str) -> Option<CachedUnit> {
        match entry::decode(key, bytes) {
            Ok(unit) => Some(unit),
            Err(problem) => {
                self.report.warnings.push(format!(
                    "codegen cache: {name}: corrupt entry ({problem}): recompiled"
                ));
                None
            }
        }
    }

    fn drop_local(&mut self, error: &CacheError) {
        self.report.warnings.push(format!(
            "codegen cache: {error}: continuing without the local cache"
        ));
        self.local = None;
    }

    fn drop_remote(&mut self, error: &CacheError) {
        self.report.warnings.push(format!(
            "codegen cache: {error}: continuing with the local cache only"
        ));
        self.remote = None;
    }
}

/// The local store `MODLINK_CACHE_DIR` and `MODLINK_CACHE_SIZE` configure.
pub fn local_store_from_env() -> Result<LocalStore, CacheError> {
    let dir = match std::env::var_os(DIR_VARIABLE).filter(|v| !v.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => dirs::cache_dir()
            .ok_or(CacheError::NoDirectory)?
            .join("modlink"),
    };
    let size_limit = match non_empty_var(SIZE_VARIABLE) {
        Some(value) => parse_size(&value).map_err(|message| CacheError::Env {
            variable: SIZE_VARIABLE,
            message,
        })?,
        None => DEFAULT_SIZE_LIMIT,
    };
    Ok(LocalStore::new(dir, size_limit))
}

fn non_empty_var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

/// `1234`, `64K`, `500M`, `2G` (powers of 1024; an optional `B`/`iB` after the letter).
pub fn parse_size(text: &str) -> Result<u64, String> {
    let trimmed = text.trim();
    let upper = trimmed.to_ascii_uppercase();
    let number = upper
        .trim_end_matches("IB")
        .trim_end_matches('B')
        .trim_end();
    let (digits, shift) = match number.chars().last() {
        Some('K') => (&number[..number.len() - 1], 10),
        Some('M') => (&number[..number.len() - 1], 20),
        Some('G') => (&number[..number.len() - 1], 30),
        Some('T') => (&number[..number.len() - 1], 40),
        _ => (number, 0),
    };
    let bad = || format!("`{trimmed}` is not a size (bytes, or a number with K, M, G or T)");
    let value: u64 = digits.trim().parse().map_err(|_| bad())?;
    value.checked_mul(1u64 << shift).ok_or_else(bad)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_counts_in_words() {
        let one = CacheReport {
            kernels: 1,
            kernels_compiled: 0,
            units: 1,
            local_hits: 1,
            remote_hits: 0,
            compiled: 0,
            ..CacheReport::default()
        };
        assert_eq!(
            one.summary(),
            "1 kernel: 1 from the cache, 0 compiled; 1 object: 1 local hit, 0 shared hits, 0 compiled"
        );
        let many = CacheReport {
            kernels: 3,
            kernels_compiled: 1,
            units: 8,
            local_hits: 4,
            remote_hits: 2,
            compiled: 2,
            ..CacheReport::default()
        };
        assert_eq!(
            many.summary(),
            "3 kernels: 2 from the cache, 1 compiled; 8 objects: 4 local hits, 2 shared hits, 2 compiled"
        );
        assert_eq!(
            CacheReport::default().summary(),
            "no kernels: nothing to compile"
        );
    }

    #[test]
    fn sizes_parse_with_binary_suffixes() {
        assert_eq!(parse_size("1234"), Ok(1234));
        assert_eq!(parse_size("64K"), Ok(64 << 10));
        assert_eq!(parse_size("500M"), Ok(500 << 20));
        assert_eq!(parse_size(" 2gib "), Ok(2 << 30));
        assert_eq!(parse_size("3GB"), Ok(3 << 30));
        for bad in ["", "M", "1.5G", "-1", "2X", "99999999999T"] {
            assert!(parse_size(bad).unwrap_err().contains("not a size"), "{bad}");
        }
    }

    #[test]
    fn corrupt_local_entries_are_misses_with_one_warning_each() {
        let dir = tempfile::tempdir().unwrap();
        let store = LocalStore::new(dir.path(), DEFAULT_SIZE_LIMIT);
        let mut cache = UnitCache::new(Some(store.clone()), None);
        let keys = [UnitKey::from_bytes([1; 32]), UnitKey::from_bytes([2; 32])];
        let unit = CachedUnit {
            object: vec![1, 2, 3],
            functions: vec!["f".into()],
            diagnostics: Vec::new(),
        };
        assert_eq!(cache.get_many(&keys), vec![None, None]);
        cache.put_many(&[(keys[0], unit.clone()), (keys[1], unit.clone())]);
        let path = store.entry_path(&keys[1]);
        let mut bytes = std::fs::read(&path).unwrap();
        bytes.truncate(bytes.len() - 1);
        std::fs::write(&path, bytes).unwrap();
        assert_eq!(cache.get_many(&keys), vec![Some(unit), None]);
        let report = cache.finish();
        assert_eq!(
            (report.units, report.local_hits, report.compiled),
            (4, 1, 2)
        );
        assert_eq!(report.warnings.len(), 1, "{:?}", report.warnings);
        assert!(report.warnings[0].contains(&path.display().to_string()));
        assert!(report.warnings[0].contains("truncated"));
    }
}
