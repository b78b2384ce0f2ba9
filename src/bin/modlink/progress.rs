//! Terminal progress bars (indicatif, on stderr) for exports and loads of large files. Drawn only
//! when stderr is a terminal, the work is over [`THRESHOLD`] bytes and `--quiet` is not given:
//! piped or redirected output stays exactly as without them.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use modlink::progress::{Progress, Stage};
use std::io::IsTerminal;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// Work below this many bytes finishes too fast for a bar to help.
pub const THRESHOLD: u64 = 256 << 20;

/// A bar on stderr, if one should be drawn for `bytes` of work; cleared when dropped.
pub struct Bar {
    bar: ProgressBar,
    stage: Arc<Mutex<Option<Stage>>>,
}

impl Bar {
    /// A bar for `bytes` of work, or `None` when stderr is not a terminal, the work is small
    /// or `--quiet` was given.
    pub fn for_bytes(bytes: u64) -> Option<Bar> {
        if bytes <= THRESHOLD || !std::io::stderr().is_terminal() || crate::status::quiet() {
            return None;
        }
        let bar = ProgressBar::with_draw_target(Some(bytes), ProgressDrawTarget::stderr());
        Some(Bar {
            bar,
            stage: Arc::new(Mutex::new(None)),
        })
    }

    /// The library-side observer that moves this bar.
    pub fn observer(&self) -> Progress {
        let bar = self.bar.clone();
        let current = Arc::clone(&self.stage);
        Progress::new(move |stage, done, total| {
            let mut current = current.lock().unwrap_or_else(PoisonError::into_inner);
            if *current != Some(stage) {
                *current = Some(stage);
                show_stage(&bar, stage, total);
            }
            if total > 0 {
                bar.set_position(done);
            }
        })
    }

    /// Shows an indeterminate stage (a spinner with the stage's label).
    pub fn spin(&self, stage: Stage, what: &str) {
        show_stage(&self.bar, stage, 0);
        self.bar.set_message(what.to_string());
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

fn show_stage(bar: &ProgressBar, stage: Stage, total: u64) {
    if total > 0 {
        let style = ProgressStyle::with_template(
            "{prefix:>8} [{bar:40}] {bytes}/{total_bytes} {bytes_per_sec} eta {eta}",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ");
        bar.disable_steady_tick();
        bar.set_style(style);
        bar.set_length(total);
    } else {
        let style = ProgressStyle::with_template("{prefix:>8} {spinner} {msg} {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_spinner());
        bar.set_style(style);
        bar.enable_steady_tick(Duration::from_millis(100));
    }
    bar.set_prefix(stage.label());
}

/// The file's size for deciding on a progress bar; 0 when it cannot be read (open reports why).
pub fn file_len(path: &std::path::Path) -> u64 {
    std::fs::metadata(path).map(|m| m.len()).unwrap_or(0)
}
