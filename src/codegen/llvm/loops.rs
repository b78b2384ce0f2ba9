//! Where a hinted loop comes from, recorded in its `!llvm.loop` metadata, and which hinted
//! loops LLVM left untransformed: LLVM's "loop not vectorized" warning names no place for
//! generated code, so these tell the kernel and the loop it is about.

use inkwell::llvm_sys;
use inkwell::module::Module;
use inkwell::values::AsValueRef;

/// The kernel and the pre-order statement index of a loop with hints, recorded in its loop
/// metadata as `!{!"modlink.loop.origin", !"KERNEL", i32 INDEX}` (LLVM keeps attributes it
/// does not know and never emits them into the object).
#[derive(Clone, Copy, Debug)]
pub(crate) struct LoopOrigin<'a> {
    pub kernel: &'a str,
    pub statement: u32,
}

/// The loop-origin attribute's name.
pub(crate) const LOOP_ORIGIN: &str = "modlink.loop.origin";

/// A loop whose `vectorize(N)` or `unroll(N)` hint is still pending after optimisation: LLVM
/// warned about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct UnhonouredLoop {
    pub kernel: String,
    pub statement: u32,
    /// A vectorize hint, else an unroll hint.
    pub vectorize: bool,
}

/// The loops of `module` (after optimisation) whose forced `vectorize`/`unroll` hint LLVM did
/// not carry out, as their origin attributes say: the loops its "loop not vectorized" and
/// "loop not unrolled" warnings are about (LLVM itself only knows `<unknown>:0:0`).
pub(crate) fn unhonoured_loop_hints(module: &Module<'_>) -> Vec<UnhonouredLoop> {
    use llvm_sys::core::{LLVMGetMDKindIDInContext, LLVMGetMetadata};
    let context = module.get_context();
    let kind_name = "llvm.loop";
    // SAFETY: the context is alive with the module; the name is a valid buffer of that length.
    let kind = unsafe {
        LLVMGetMDKindIDInContext(
            context.raw(),
            kind_name.as_ptr().cast(),
            u32::try_from(kind_name.len()).unwrap_or(u32::MAX),
        )
    };
    let mut found = Vec::new();
    for function in module.get_functions() {
        for block in function.get_basic_blocks() {
            let mut next = block.get_first_instruction();
            while let Some(instruction) = next {
                next = instruction.get_next_instruction();
                // SAFETY: the instruction belongs to the live module; a null result means no
                // `!llvm.loop` attachment.
                let loop_id = unsafe { LLVMGetMetadata(instruction.as_value_ref(), kind) };
                if loop_id.is_null() {
                    continue;
                }
                // SAFETY: `loop_id` is the metadata-as-value of a loop ID node of this module.
                let unhonoured = unsafe { read_loop_id(loop_id) };
                if let Some(unhonoured) = unhonoured.filter(|u| !found.contains(u)) {
                    found.push(unhonoured);
                }
            }
        }
    }
    found
}

/// Reads a loop ID node: its origin, when it still asks for a transformation LLVM did not do.
///
/// # Safety
/// `loop_id` must be a live `MetadataAsValue` wrapping an `MDNode`.
unsafe fn read_loop_id(loop_id: llvm_sys::prelude::LLVMValueRef) -> Option<UnhonouredLoop> {
    use llvm_sys::core::{
        LLVMConstIntGetZExtValue, LLVMGetMDNodeNumOperands, LLVMGetMDNodeOperands, LLVMGetMDString,
        LLVMIsAConstantInt, LLVMIsAMDNode, LLVMIsAMDString,
    };
    // SAFETY: (for the whole block) every value passed on is an operand LLVM just returned for a
    // node of the same module, checked to be a node or string before being read as one.
    unsafe {
        let operands = |node| {
            let count = LLVMGetMDNodeNumOperands(node) as usize;
            let mut values = vec![std::ptr::null_mut(); count];
            LLVMGetMDNodeOperands(node, values.as_mut_ptr());
            values
        };
        let string = |value: llvm_sys::prelude::LLVMValueRef| {
            if value.is_null() || LLVMIsAMDString(value).is_null() {
                return None;
            }
            let mut length = 0;
            let text = LLVMGetMDString(value, &mut length);
            (!text.is_null()).then(|| {
                let bytes = std::slice::from_raw_parts(text.cast::<u8>(), length as usize);
                String::from_utf8_lossy(bytes).into_owned()
            })
        };
        let mut names = Vec::new();
        let mut origin = None;
        // Operand 0 is the node itself.
        for attribute in operands(loop_id).into_iter().skip(1) {
            if attribute.is_null() || LLVMIsAMDNode(attribute).is_null() {
                continue;
            }
            let parts = operands(attribute);
            let Some(name) = parts.first().and_then(|&first| string(first)) else {
                continue;
            };
            if name == LOOP_ORIGIN {
                let kernel = parts.get(1).and_then(|&value| string(value));
                let statement = parts
                    .get(2)
                    .filter(|value| !value.is_null() && !LLVMIsAConstantInt(**value).is_null())
                    .map(|&value| LLVMConstIntGetZExtValue(value));
                if let (Some(kernel), Some(statement)) = (kernel, statement) {
                    origin = Some((kernel, u32::try_from(statement).unwrap_or(u32::MAX)));
                }
            }
            names.push(name);
        }
        let has = |wanted: &str| names.iter().any(|name| name == wanted);
        let vectorize = has("llvm.loop.vectorize.enable") && !has("llvm.loop.isvectorized");
        let unroll = has("llvm.loop.unroll.count") && !has("llvm.loop.unroll.disable");
        let (kernel, statement) = origin?;
        (vectorize || unroll).then_some(UnhonouredLoop {
            kernel,
            statement,
            vectorize,
        })
    }
}
