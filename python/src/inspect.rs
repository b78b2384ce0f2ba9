//! `modlink.inspect(path)`: the record `modlink inspect --json` prints, built by the same
//! library function (`modlink::inspect::report`).

use crate::errors::{locate_class, to_py};
use modlink::inspect::locate::{LocateOptions, locate_file_with};
use modlink::inspect::report::Report;
use pyo3::prelude::*;

/// The inspection record of `path` as JSON text (the Python side parses it into a dict).
#[pyfunction]
#[pyo3(signature = (path, *, arch = None, prefix = None, disasm = false))]
pub fn inspect_json(
    py: Python<'_>,
    path: std::path::PathBuf,
    arch: Option<String>,
    prefix: Option<String>,
    disasm: bool,
) -> PyResult<String> {
    let options = LocateOptions { arch, prefix };
    let report = py.detach(|| {
        let located = locate_file_with(&path, &options)?;
        let tree = located.tree()?;
        let report = Report::new(&located, &tree);
        Ok::<_, modlink::inspect::locate::LocateError>(if disasm {
            report.with_disassembly(&tree)
        } else {
            report
        })
    });
    let report = report.map_err(|error| locate_class(&error).err(error.to_string()))?;
    serde_json::to_string(&report).map_err(|e| to_py(std::io::Error::other(e)))
}
