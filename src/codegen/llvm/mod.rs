//! The LLVM side of code generation: target machines, the optimisation pipeline, emission to
//! memory, and the few LLVM-C calls inkwell does not wrap (in [`version`]).

pub(crate) mod cpus;
pub(crate) mod emit;
pub(crate) mod loops;
pub(crate) mod split_pipeline;
pub(crate) mod target_machine;
pub(crate) mod version;

use inkwell::module::{Linkage, Module};
use inkwell::values::FunctionValue;

use crate::target::{ObjectFormat, TargetSpec};

/// TVM registers its startup constructors with the lowest priority (run last).
pub(crate) const STARTUP_CTOR_PRIORITY: u64 = 65535;

/// Makes `function` a constructor with `priority` (lower runs first; 65535 = default).
///
/// Through `llvm.global_ctors` (LLVM's `appendToGlobalCtors`) everywhere but ELF: there,
/// target machines made through LLVM-C keep `UseInitArray` off and would put the entry in
/// `.ctors`, which lld and modern crt files ignore, so the entry goes straight into
/// `.init_array` (suffixed by priority when not 65535), kept alive by `llvm.used`.
pub(crate) fn append_global_ctor<'ctx>(
    module: &Module<'ctx>,
    function: FunctionValue<'ctx>,
    priority: u64,
    target: &TargetSpec,
) {
    let context = module.get_context();
    let pointer = version::opaque_pointer_in(&context);
    let function_pointer = function.as_global_value().as_pointer_value();
    if target.object_format() == ObjectFormat::Elf {
        let entry = module.add_global(
            pointer,
            None,
            &format!("{}.init_array", function.get_name().to_string_lossy()),
        );
        entry.set_linkage(Linkage::Private);
        entry.set_initializer(&version::generic_constant(function_pointer));
        entry.set_alignment(target.pointer_width() / 8);
        let section = if priority == STARTUP_CTOR_PRIORITY {
            ".init_array".to_string()
        } else {
            format!(".init_array.{priority:05}")
        };
        entry.set_section(Some(&section));
        let used_list = pointer.const_array(&[version::generic_constant(entry.as_pointer_value())]);
        let used = module.add_global(used_list.get_type(), None, "llvm.used");
        used.set_linkage(Linkage::Appending);
        used.set_section(Some("llvm.metadata"));
        used.set_initializer(&used_list);
        return;
    }
    let entry_type = context.struct_type(
        &[
            context.i32_type().into(),
            version::function_pointer_type(function.get_type()).into(),
            pointer.into(),
        ],
        false,
    );
    let entry = entry_type.const_named_struct(&[
        context.i32_type().const_int(priority, false).into(),
        function_pointer.into(),
        pointer.const_null().into(),
    ]);
    let array = entry_type.const_array(&[entry]);
    let ctors = module.add_global(array.get_type(), None, "llvm.global_ctors");
    ctors.set_linkage(Linkage::Appending);
    ctors.set_initializer(&array);
}

/// The section TVM gives startup code: `.text.startup` on Linux, `__StaticInit` on Darwin,
/// none elsewhere.
pub(crate) fn startup_section(target: &TargetSpec) -> Option<&'static str> {
    if target.is_darwin() {
        Some("__TEXT,__StaticInit,regular,pure_instructions")
    } else if target.is_linux() {
        Some(".text.startup")
    } else {
        None
    }
}
