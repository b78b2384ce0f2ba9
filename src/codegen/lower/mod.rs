//! Lowering verified kernel IR to LLVM functions.

use crate::codegen::{CodegenError, CodegenOptions, HostCode};
use crate::ir::Program;
use crate::target::TargetSpec;

/// Compiles every kernel of `program` into one output for `target` (see the module docs).
pub fn compile(
    _program: &Program,
    _target: &TargetSpec,
    _options: &CodegenOptions,
) -> Result<HostCode, CodegenError> {
    Err(CodegenError::Lowering {
        kernel: String::new(),
        message: "kernel lowering is not available yet".to_string(),
    })
}

/// Compiles each kernel into its own output, on up to one thread per core, each with its own
/// LLVM context.
pub fn compile_parallel(
    _program: &Program,
    _target: &TargetSpec,
    _options: &CodegenOptions,
) -> Result<Vec<HostCode>, CodegenError> {
    Err(CodegenError::Lowering {
        kernel: String::new(),
        message: "kernel lowering is not available yet".to_string(),
    })
}
