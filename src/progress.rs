//! Progress reporting for long exports and loads: the library tells an optional observer how far
//! each stage is; drawing (a terminal progress bar) is the caller's business, so the library
//! stays free of any terminal code.

use std::sync::Arc;

/// A stage of a long-running export or load.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Stage {
    /// Streaming the blob into its object file (`done`/`total` in bytes).
    Pack,
    /// Running the external linker or archiver (no byte count: `total` is 0).
    Link,
    /// Writing the output file into place (no byte count: `total` is 0).
    Write,
    /// Mapping and parsing a library (no byte count: `total` is 0).
    Load,
}

impl Stage {
    /// A short lowercase label for display.
    pub fn label(self) -> &'static str {
        match self {
            Stage::Pack => "packing",
            Stage::Link => "linking",
            Stage::Write => "writing",
            Stage::Load => "loading",
        }
    }
}

/// An observer of progress: called with the stage, units done and total (0 when unknown).
#[derive(Clone)]
pub struct Progress(Arc<dyn Fn(Stage, u64, u64) + Send + Sync>);

impl Progress {
    /// An observer calling `report(stage, done, total)`.
    pub fn new(report: impl Fn(Stage, u64, u64) + Send + Sync + 'static) -> Progress {
        Progress(Arc::new(report))
    }

    /// Tells the observer that `stage` has done `done` of `total` units.
    pub fn report(&self, stage: Stage, done: u64, total: u64) {
        (self.0)(stage, done, total);
    }
}

impl std::fmt::Debug for Progress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Progress(..)")
    }
}
