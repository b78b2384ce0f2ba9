//! Host code the user brings as LLVM IR text (`.ll`) or bitcode (`.bc`): parsed with modlink's
//! LLVM, checked against the target, retargeted (triple, data layout, ABI flag), verified,
//! optimised at the chosen level and emitted like modlink's own kernels.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;

use crate::codegen::llvm::{emit, target_machine};
use crate::codegen::{CodegenError, CodegenOptions, HostCode};
use crate::target::TargetSpec;

/// Bitcode files start with `BC 0xC0DE`; wrapped bitcode (Darwin) with `0x0B17C0DE`.
fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

fn failure(stage: &'static str, name: &str, target: &TargetSpec, message: String) -> CodegenError {
    CodegenError::Llvm {
        stage,
        triple: target.llvm_triple(),
        module: name.to_string(),
        message,
    }
}

/// Compiles an LLVM module given as IR text or bitcode (`name` is the file it came from, for
/// messages). A module whose explicit triple names another architecture or object format than
/// `target` is refused; one without a triple, or with a compatible one, is retargeted.
pub fn compile_llvm_module(
    bytes: &[u8],
    name: &str,
    target: &TargetSpec,
    options: &CodegenOptions,
) -> Result<HostCode, CodegenError> {
    let machine = target_machine::create_target_machine(target, options.opt_level, options.pic)?;
    let context = Context::create();
    let module = parse_module(&context, bytes, name, target)?;
    check_triple(&module, name, target)?;
    emit::configure_module(&module, &machine, target);
    let functions = exported_functions(&module);
    let bytes = emit::optimize_and_emit(&module, &machine, options.opt_level, options.emit)?;
    Ok(HostCode {
        bytes,
        emit: options.emit,
        functions,
        diagnostics: Vec::new(),
    })
}

fn parse_module<'ctx>(
    context: &'ctx Context,
    bytes: &[u8],
    name: &str,
    target: &TargetSpec,
) -> Result<Module<'ctx>, CodegenError> {
    if is_bitcode(bytes) {
        let buffer = MemoryBuffer::create_from_memory_range_copy(bytes, name);
        Module::parse_bitcode_from_buffer(&buffer, context)
            .map_err(|e| failure("parse bitcode", name, target, e.to_string()))
    } else {
        // A copied buffer is NUL-terminated, as the IR parser wants.
        let buffer = MemoryBuffer::create_from_memory_range_copy(bytes, name);
        context
            .create_module_from_ir(buffer)
            .map_err(|e| failure("parse IR", name, target, e.to_string()))
    }
}

/// Refuses a module whose explicit triple contradicts the target (architecture or object
/// format); vendor, OS version and environment spellings may differ.
fn check_triple(module: &Module<'_>, name: &str, target: &TargetSpec) -> Result<(), CodegenError> {
    let triple = module.get_triple();
    let triple = triple.as_str().to_string_lossy().into_owned();
    if triple.is_empty() {
        return Ok(());
    }
    let contradiction = |why: String| {
        failure(
            "check target",
            name,
            target,
            format!("the module's triple `{triple}` contradicts the target {target}: {why}"),
        )
    };
    let theirs = TargetSpec::parse(&triple).map_err(|e| contradiction(e.to_string()))?;
    if theirs.arch() != target.arch() {
        return Err(contradiction(format!(
            "architecture {} vs {}",
            theirs.arch(),
            target.arch()
        )));
    }
    if theirs.object_format() != target.object_format() {
        return Err(contradiction(format!(
            "object format {:?} vs {:?}",
            theirs.object_format(),
            target.object_format()
        )));
    }
    Ok(())
}

/// Packed functions the module defines under TVM's convention (`__tvm_ffi_<name>`), without
/// the prefix.
fn exported_functions(module: &Module<'_>) -> Vec<String> {
    module
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .filter_map(|f| {
            let name = f.get_name().to_string_lossy().into_owned();
            let rest = name.strip_prefix("__tvm_ffi_")?;
            (!rest.starts_with('_')).then(|| rest.to_string())
        })
        .collect()
}
