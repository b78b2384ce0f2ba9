//! Where NVIDIA's CUDA tools are found — libdevice (`libdevice.10.bc`, NVIDIA's bitcode math
//! library) and `ptxas` (which assembles PTX into a cubin) — and which kernel needs libdevice.
//!
//! Both are looked for in the same CUDA roots, in order ([`cuda_roots`]):
//! 1. `$CUDA_PATH`, then `$CUDA_HOME` (a CUDA toolkit);
//! 2. the pip package `nvidia-cuda-nvcc-cu12` in the active virtual environment
//!    (`$VIRTUAL_ENV/lib/python3.*/site-packages/nvidia/cuda_nvcc/`, which `ci/setup.sh`
//!    installs into `.venv`): an environment the user activated, not a guess at some Python on
//!    `PATH`;
//! 3. `/usr/local/cuda`, the toolkit's default place.
//!
//! libdevice, first match wins: the path given (`--libdevice PATH`, `NvptxOptions::libdevice`),
//! used as given and never replaced by another file when missing; `$MODLINK_LIBDEVICE` (a path
//! to the file); `nvvm/libdevice/libdevice.10.bc` under each root.
//!
//! ptxas, first match wins: `$PTXAS`; `bin/ptxas` under each root but the last; `ptxas` on
//! `PATH`; `/usr/local/cuda/bin/ptxas`.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use crate::ir::{Expr, Intrinsic, Program, Stmt};

/// The environment variable naming libdevice's file.
pub const LIBDEVICE_ENV: &str = "MODLINK_LIBDEVICE";

/// The environment variable naming the `ptxas` program.
pub const PTXAS_ENV: &str = "PTXAS";

/// libdevice inside a CUDA root.
const LIBDEVICE_IN_ROOT: &str = "nvvm/libdevice/libdevice.10.bc";

/// ptxas inside a CUDA root.
const PTXAS_IN_ROOT: &str = "bin/ptxas";

/// The CUDA toolkit's default place, searched last.
const DEFAULT_CUDA_ROOT: &str = "/usr/local/cuda";

/// The directories that hold NVIDIA's CUDA tools, in the order they are searched (module doc),
/// with the environment read through `env` (`std::env::var_os` for the process's).
pub fn cuda_roots(env: &dyn Fn(&str) -> Option<OsString>) -> Vec<PathBuf> {
    let set = |name: &str| env(name).filter(|value| !value.is_empty());
    let mut roots: Vec<PathBuf> = ["CUDA_PATH", "CUDA_HOME"]
        .into_iter()
        .filter_map(set)
        .map(PathBuf::from)
        .collect();
    if let Some(venv) = set("VIRTUAL_ENV") {
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
        roots.extend(
            pythons
                .into_iter()
                .map(|python| python.join("site-packages/nvidia/cuda_nvcc")),
        );
    }
    roots.push(PathBuf::from(DEFAULT_CUDA_ROOT));
    roots
}

fn process_env(name: &str) -> Option<OsString> {
    std::env::var_os(name)
}

/// The places [`find_libdevice`] looks at, in order.
pub fn libdevice_candidates(explicit: Option<&Path>) -> Vec<PathBuf> {
    if let Some(path) = explicit {
        return vec![path.to_path_buf()];
    }
    let mut candidates = Vec::new();
    if let Some(path) = std::env::var_os(LIBDEVICE_ENV).filter(|p| !p.is_empty()) {
        candidates.push(PathBuf::from(path));
    }
    candidates.extend(
        cuda_roots(&process_env)
            .into_iter()
            .map(|root| root.join(LIBDEVICE_IN_ROOT)),
    );
    candidates
}

/// The places a `ptxas` is looked for, in order (module doc), with the environment read
/// through `env`.
pub fn ptxas_candidates(env: &dyn Fn(&str) -> Option<OsString>) -> Vec<PathBuf> {
    let mut candidates: Vec<PathBuf> = env(PTXAS_ENV)
        .filter(|value| !value.is_empty())
        .map(PathBuf::from)
        .into_iter()
        .collect();
    let mut roots = cuda_roots(env);
    let default_root = roots.pop();
    candidates.extend(roots.into_iter().map(|root| root.join(PTXAS_IN_ROOT)));
    if let Some(path) = env("PATH") {
        candidates.extend(std::env::split_paths(&path).map(|dir| dir.join("ptxas")));
    }
    candidates.extend(default_root.map(|root| root.join(PTXAS_IN_ROOT)));
    candidates
}

/// The first of [`ptxas_candidates`] that is a file; otherwise every place looked at.
pub fn find_ptxas(env: &dyn Fn(&str) -> Option<OsString>) -> Result<PathBuf, Vec<PathBuf>> {
    let candidates = ptxas_candidates(env);
    candidates
        .iter()
        .find(|path| path.is_file())
        .cloned()
        .ok_or(candidates)
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
