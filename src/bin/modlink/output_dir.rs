//! An output directory of a command (`run --out`, `run-model --output-dir`, `extract -o`,
//! `demo --dir`): checked, and created when missing, before any work; a directory the command
//! created is removed again when the command fails before writing into it, so a failure leaves
//! nothing behind.

use std::path::{Path, PathBuf};

/// An output directory being written; dropped without [`OutputDir::keep`] (the command
/// failed), a directory this command created that is still empty is removed.
pub struct OutputDir {
    path: PathBuf,
    created: bool,
    kept: bool,
}

impl OutputDir {
    /// Checks `path` (`modlink::export::prepare_output_dir`: created when missing, and able to
    /// take new files), remembering whether it was created here.
    pub fn prepare(path: &Path) -> modlink::Result<OutputDir> {
        let existed = path.exists();
        modlink::export::prepare_output_dir(path)?;
        Ok(OutputDir {
            path: path.to_path_buf(),
            created: !existed,
            kept: false,
        })
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The command succeeded: the directory stays, empty or not.
    pub fn keep(mut self) {
        self.kept = true;
    }
}

impl Drop for OutputDir {
    fn drop(&mut self) {
        if self.created && !self.kept {
            // `remove_dir` removes an empty directory only: whatever the command did write
            // before it failed stays for the user to see. Failing to remove it changes nothing
            // about the error being reported.
            let _ = std::fs::remove_dir(&self.path);
        }
    }
}
