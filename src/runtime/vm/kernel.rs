//! Packed functions the bytecode calls that are not builtins: a library's kernels, or stand-ins
//! (tests, the fuzz target) that never run native code.

use crate::runtime::{Function, PackedArg, PackedArgError, PackedCallBuffers};

/// A packed function callable from bytecode. Kernels write their outputs into the tensors
/// the bytecode allocated (destination passing) and return nothing.
pub trait Kernel {
    /// Calls the kernel; `Err` carries the kernel's message.
    fn call(&self, args: &[PackedArg<'_>], buffers: &mut PackedCallBuffers) -> Result<(), String>;
}

impl Kernel for Function {
    fn call(&self, args: &[PackedArg<'_>], buffers: &mut PackedCallBuffers) -> Result<(), String> {
        match self.call_packed(args, buffers) {
            Ok(Ok(())) => Ok(()),
            Ok(Err(PackedArgError::OutOfStorage {
                index,
                needed,
                byte_offset,
                storage,
            })) => Err(format!(
                "argument {index}: a view of {needed:?} bytes at offset {byte_offset} does not fit its storage of {storage} bytes"
            )),
            Ok(Err(PackedArgError::TooManyDims { index })) => {
                Err(format!("argument {index} has too many dimensions"))
            }
            Err(error) => Err(error.to_string()),
        }
    }
}

/// A kernel implemented by a Rust closure (for tests and fuzzing: no native code runs).
pub struct StandInKernel<F>(pub F);

impl<F> Kernel for StandInKernel<F>
where
    F: Fn(&[PackedArg<'_>]) -> Result<(), String>,
{
    fn call(&self, args: &[PackedArg<'_>], _buffers: &mut PackedCallBuffers) -> Result<(), String> {
        (self.0)(args)
    }
}
