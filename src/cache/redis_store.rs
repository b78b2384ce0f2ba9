//! The shared store: entries as Redis strings under `modlink:unit:<64 hex>`, read with one
//! `MGET` and written with one pipeline of `SET`s per build.
//!
//! The connection is opened on first use with [`CONNECT_TIMEOUT`] and every command is bounded
//! by [`IO_TIMEOUT`], so an unreachable or stalled server costs a build at most a few seconds;
//! the caller ([`UnitCache`](super::UnitCache)) then stops using it for the rest of the build.
//! Expiry and memory limits are the server's (`maxmemory` with an LRU policy suits it).

use std::sync::Mutex;
use std::time::Duration;

use super::{CacheError, UnitKey, UnitStore};

/// How long connecting to the server may take.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(1);

/// How long one read or write on the connection may take.
pub const IO_TIMEOUT: Duration = Duration::from_secs(5);

const KEY_PREFIX: &str = "modlink:unit:";

/// A Redis server holding cache entries.
pub struct RedisStore {
    client: redis::Client,
    shown: String,
    connection: Mutex<Option<redis::Connection>>,
}

impl std::fmt::Debug for RedisStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisStore")
            .field("server", &self.shown)
            .finish_non_exhaustive()
    }
}

impl RedisStore {
    /// A store on the server at `url` (`redis://[user:password@]host[:port][/db]`); nothing is
    /// connected yet. `variable` names where the URL came from, for the error.
    pub fn open(url: &str, variable: &'static str) -> Result<RedisStore, CacheError> {
        let client = redis::Client::open(url).map_err(|e| CacheError::Env {
            variable,
            message: format!(
                "not a Redis URL (redis://[user:password@]host[:port][/db]): {}",
                e.detail().unwrap_or("unparsable")
            ),
        })?;
        Ok(RedisStore {
            client,
            shown: without_password(url),
            connection: Mutex::new(None),
        })
    }

    /// The server's URL without its password, for messages.
    pub fn shown_url(&self) -> &str {
        &self.shown
    }

    /// Runs `work` on the connection, connecting first if needed; a failed command drops the
    /// connection so the next call reconnects.
    fn with_connection<T>(
        &self,
        work: impl FnOnce(&mut redis::Connection) -> redis::RedisResult<T>,
    ) -> Result<T, CacheError> {
        let mut slot = self
            .connection
            .lock()
            .map_err(|_| self.failure("poisoned"))?;
        if slot.is_none() {
            let connection = self
                .client
                .get_connection_with_timeout(CONNECT_TIMEOUT)
                .and_then(|c| {
                    c.set_read_timeout(Some(IO_TIMEOUT))?;
                    c.set_write_timeout(Some(IO_TIMEOUT))?;
                    Ok(c)
                })
                .map_err(|e| self.failure(&e.to_string()))?;
            *slot = Some(connection);
        }
        let Some(connection) = slot.as_mut() else {
            return Err(self.failure("no connection"));
        };
        work(connection).map_err(|e| {
            *slot = None;
            self.failure(&e.to_string())
        })
    }

    fn failure(&self, message: &str) -> CacheError {
        CacheError::Remote {
            server: self.shown.clone(),
            message: message.to_string(),
        }
    }
}

impl UnitStore for RedisStore {
    fn describe(&self) -> String {
        format!("shared cache {}", self.shown)
    }

    fn get(&self, key: &UnitKey) -> Result<Option<Vec<u8>>, CacheError> {
        Ok(self.get_many(std::slice::from_ref(key))?.pop().flatten())
    }

    fn get_many(&self, keys: &[UnitKey]) -> Result<Vec<Option<Vec<u8>>>, CacheError> {
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        let names: Vec<String> = keys.iter().map(redis_key).collect();
        let values: Vec<Option<Vec<u8>>> =
            self.with_connection(|c| redis::cmd("MGET").arg(&names).query(c))?;
        if values.len() != keys.len() {
            return Err(self.failure(&format!(
                "MGET of {} keys answered {} values",
                keys.len(),
                values.len()
            )));
        }
        Ok(values)
    }

    fn put(&self, key: &UnitKey, entry: &[u8]) -> Result<(), CacheError> {
        self.put_many(&[(*key, entry)])
    }

    fn put_many(&self, entries: &[(UnitKey, &[u8])]) -> Result<(), CacheError> {
        if entries.is_empty() {
            return Ok(());
        }
        let mut pipeline = redis::pipe();
        for (key, entry) in entries {
            pipeline.cmd("SET").arg(redis_key(key)).arg(*entry).ignore();
        }
        self.with_connection(|c| pipeline.query::<()>(c))
    }
}

fn redis_key(key: &UnitKey) -> String {
    format!("{KEY_PREFIX}{}", key.to_hex())
}

/// `url` with the password of its user information replaced by `***`.
fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    match authority.rsplit_once('@') {
        Some((user_info, host)) => {
            let user = user_info
                .split_once(':')
                .map_or(user_info, |(user, _)| user);
            format!("{scheme}://{user}:***@{host}{path}")
        }
        None => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_stay_out_of_messages() {
        assert_eq!(
            without_password("redis://ci:s3cret@cache.example:6380/2"),
            "redis://ci:***@cache.example:6380/2"
        );
        assert_eq!(
            without_password("redis://127.0.0.1:6379"),
            "redis://127.0.0.1:6379"
        );
    }
}
