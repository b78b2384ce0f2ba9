//! One finding of `check` and how much it matters: shared by the checks of every format
//! (`check`, and `check_pe` for a Windows DLL's imports), so none of them depends on another.

use std::fmt;

/// How much a finding matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// Fine.
    Ok,
    /// Loads, but worth knowing.
    Note,
    /// Will not load.
    Fail,
}

/// One fact about the library and the runtime.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// How much it matters.
    pub severity: Severity,
    /// What was found, in one line.
    pub text: String,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tag = match self.severity {
            Severity::Ok => "ok   ",
            Severity::Note => "note ",
            Severity::Fail => "FAIL ",
        };
        write!(f, "{tag} {}", self.text)
    }
}
