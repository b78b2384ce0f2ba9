//! User-registered parsers for module kinds modlink does not type itself.
//!
//! Design: a parser only has to say how many bytes a payload spans. That is all the legacy layout
//! needs (its payloads carry no length, so the reader cannot find the next key without parsing),
//! and in the current layout it validates the payload: the parser must account for exactly the
//! payload's length-prefixed bytes. Either way the module is carried as
//! [`crate::module::Payload::Opaque`] with the exact bytes, so writing it back is lossless and the
//! registry never has to produce a typed value. A registered kind takes precedence over modlink's
//! own handling of that kind (which is how a caller keeps e.g. `cuda` payloads opaque).

use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// A payload parser: given the bytes from the start of a payload (in the legacy layout: up to the
/// end of the blob; in the current layout: exactly the payload), returns how many bytes the
/// payload spans, or a message saying why the bytes are not a valid payload.
pub type PayloadParser = Arc<dyn Fn(&[u8]) -> Result<usize, String> + Send + Sync>;

/// Parsers for custom module kinds, consulted by [`super::read_with`].
#[derive(Clone, Default)]
pub struct PayloadRegistry {
    parsers: HashMap<String, PayloadParser>,
}

impl PayloadRegistry {
    /// An empty registry: only the kinds modlink types itself can be read from legacy blobs.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers (or replaces) the parser for `kind`.
    pub fn register(
        &mut self,
        kind: impl Into<String>,
        parser: impl Fn(&[u8]) -> Result<usize, String> + Send + Sync + 'static,
    ) -> &mut Self {
        self.parsers.insert(kind.into(), Arc::new(parser));
        self
    }

    /// The parser registered for `kind`, if any.
    pub fn get(&self, kind: &str) -> Option<&PayloadParser> {
        self.parsers.get(kind)
    }

    /// Whether a parser is registered for `kind`.
    pub fn contains(&self, kind: &str) -> bool {
        self.parsers.contains_key(kind)
    }
}

impl fmt::Debug for PayloadRegistry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut kinds: Vec<&String> = self.parsers.keys().collect();
        kinds.sort();
        f.debug_struct("PayloadRegistry")
            .field("kinds", &kinds)
            .finish()
    }
}
