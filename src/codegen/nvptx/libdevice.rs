//! Where libdevice (`libdevice.10.bc`, NVIDIA's bitcode math library) is found, and which
//! kernel needs it.
//!
//! The precedence, first match wins:
//! 1. the path given (`--libdevice PATH`, `NvptxOptions::libdevice`): used as given, never
//!    replaced by another file when missing;
//! 2. `$MODLINK_LIBDEVICE` (a path to the file);
//! 3. `$CUDA_PATH/nvvm/libdevice/libdevice.10.bc`, then the same under `$CUDA_HOME`;
//! 4. the pip package `nvidia-cuda-nvcc-cu12` in the active virtual environment
//!    (`$VIRTUAL_ENV/lib/python3.*/site-packages/nvidia/cuda_nvcc/nvvm/libdevice/`): an
//!    environment the user activated, not a guess at some Python on `PATH`;
//! 5. `/usr/local/cuda/nvvm/libdevice/libdevice.10.bc`, the toolkit's default place.

use std::path::{Path, PathBuf};

use crate::ir::{Expr, Intrinsic, Program, Stmt};

/// The environment variable naming libdevice's file.
pub const LIBDEVICE_ENV: &str = "MODLINK_LIBDEVICE";

/// libdevice inside a CUDA toolkit or the pip package's `cuda_nvcc` directory.
const IN_TOOLKIT: &str = "nvvm/libdevice/libdevice.10.bc";

/// The places [`find_libdevice`] looks at, in order.
pub fn libdevice_candidates(explicit: Option<&Path>) -> Vec<PathBuf> {
    if let Some(path) = explicit {
        return vec![path.to_path_buf()];
    }
    let mut candidates = Vec::new();
    if let Some(path) = std::env::var_os(LIBDEVICE_ENV).filter(|p| !p.is_empty()) {
        candidates.push(PathBuf::from(path));
    }
    for variable in ["CUDA_PATH", "CUDA_HOME"] {
        if let Some(root) = std::env::var_os(variable).filter(|p| !p.is_empty()) {
            candidates.push(Path::new(&root).join(IN_TOOLKIT));
        }
    }
    if let Some(venv) = std::env::var_os("VIRTUAL_ENV").filter(|p| !p.is_empty()) {
        let lib = Path::new(&venv).join("lib");
        let mut pythons: Vec<PathBuf> = std::fs::read_dir(&lib)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|entry| entry.path())
                    .filter(|path| {
                        path.file_name()
                            .is_some_and(|name| name.to_string_lossy().starts_with("python3"))
                    })
                    .collect()
            })
            .unwrap_or_default();
        pythons.sort();
        candidates.extend(pythons.into_iter().map(|python| {
            python
                .join("site-packages/nvidia/cuda_nvcc")
                .join(IN_TOOLKIT)
        }));
    }
    candidates.push(Path::new("/usr/local/cuda").join(IN_TOOLKIT));
    candidates
}

/// The first of [`libdevice_candidates`] that is a file; otherwise every place looked at.
pub fn find_libdevice(explicit: Option<&Path>) -> Result<PathBuf, Vec<PathBuf>> {
    let candidates = libdevice_candidates(explicit);
    candidates
        .iter()
        .find(|path| path.is_file())
        .cloned()
        .ok_or(candidates)
}

/// The first device kernel of `program` that calls a math function libdevice provides.
pub(super) fn first_caller(program: &Program) -> Option<String> {
    program
        .kernels
        .iter()
        .find(|kernel| kernel.body.iter().any(stmt_calls_libdevice))
        .map(|kernel| kernel.name.clone())
}

fn stmt_calls_libdevice(stmt: &Stmt) -> bool {
    match stmt {
        Stmt::For {
            start, end, body, ..
        } => {
            expr_calls_libdevice(start)
                || expr_calls_libdevice(end)
                || body.iter().any(stmt_calls_libdevice)
        }
        Stmt::Var { init: value, .. } | Stmt::Let { value, .. } | Stmt::Assign { value, .. } => {
            expr_calls_libdevice(value)
        }
        Stmt::Store { indices, value, .. } => {
            indices.iter().any(expr_calls_libdevice) || expr_calls_libdevice(value)
        }
        Stmt::If {
            cond,
            then_body,
            else_body,
        } => {
            expr_calls_libdevice(cond)
                || then_body.iter().chain(else_body).any(stmt_calls_libdevice)
        }
        Stmt::Local { .. } | Stmt::Shared { .. } | Stmt::Barrier => false,
    }
}

fn expr_calls_libdevice(expr: &Expr) -> bool {
    match expr {
        Expr::Call { intrinsic, args } => {
            matches!(
                intrinsic,
                Intrinsic::Exp | Intrinsic::Log | Intrinsic::Tanh | Intrinsic::Pow
            ) || args.iter().any(expr_calls_libdevice)
        }
        Expr::Int { .. } | Expr::Float { .. } | Expr::Bool(_) | Expr::Var(_) => false,
        Expr::Load { indices, .. } => indices.iter().any(expr_calls_libdevice),
        Expr::Binary { lhs, rhs, .. } => expr_calls_libdevice(lhs) || expr_calls_libdevice(rhs),
        Expr::Unary { operand: inner, .. } | Expr::Cast { value: inner, .. } => {
            expr_calls_libdevice(inner)
        }
        Expr::Select {
            cond,
            then_value,
            else_value,
        } => [cond, then_value, else_value]
            .into_iter()
            .any(|e| expr_calls_libdevice(e)),
    }
}
