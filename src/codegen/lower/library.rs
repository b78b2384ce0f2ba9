//! Library-level symbols: the weak `__tvm_ffi_main` of single-kernel programs and, in
//! system-library mode, the constructor registering every packed function (spec §1.6).

use inkwell::module::Linkage;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue};

use super::{Lowered, Unit, unsupported};
use crate::abi::entry_points::entry;
use crate::codegen::llvm::{self, version};

impl<'ctx> Unit<'ctx> {
    /// The weak `__tvm_ffi_main`, which tail-calls the program's only kernel (as TVM's
    /// `AddMainFunction`).
    pub(super) fn emit_main(&self, packed: FunctionValue<'ctx>) -> Lowered<FunctionValue<'ctx>> {
        let main = self.declare_packed("__tvm_ffi_main", Linkage::WeakAny)?;
        let builder = self.context.create_builder();
        builder.position_at_end(self.context.append_basic_block(main, "entry"));
        let args: Vec<BasicMetadataValueEnum<'ctx>> =
            main.get_param_iter().map(|p| p.into()).collect();
        let call = version::call(&builder, packed, &args, "status")?;
        call.set_tail_call(true);
        let Some(status) = call.try_as_basic_value().basic() else {
            return unsupported("the packed entry returned no value");
        };
        builder.build_return(Some(&status))?;
        Ok(main)
    }

    /// System-library mode (spec §1.6): defines `P__tvm_ffi__library_ctx` and a constructor
    /// registering it and every `__tvm_ffi_<fn>` (names without P, as TVM does).
    pub(super) fn emit_system_lib_registration(
        &self,
        prefix: &str,
        entries: &[(String, FunctionValue<'ctx>)],
    ) -> Lowered<()> {
        let ctx_name = format!("{prefix}__tvm_ffi__library_ctx");
        let library_ctx = self.context_pointer(&ctx_name, Linkage::WeakAny);
        let p = self.pointer();
        let register = self.declare_function(
            entry::TVMFFIEnvModRegisterSystemLibSymbol.name,
            self.context
                .i32_type()
                .fn_type(&[p.into(), p.into()], false),
            Linkage::External,
        );
        let ctor = self.module.add_function(
            "__tvm_module_startup",
            self.context.void_type().fn_type(&[], false),
            Some(Linkage::Internal),
        );
        if let Some(section) = llvm::startup_section(self.target) {
            ctor.set_section(Some(section));
        }
        let builder = self.context.create_builder();
        builder.position_at_end(self.context.append_basic_block(ctor, "entry"));
        version::call(
            &builder,
            register,
            &[
                self.c_string(&ctx_name).into(),
                library_ctx.as_pointer_value().into(),
            ],
            "",
        )?;
        for (name, function) in entries {
            version::call(
                &builder,
                register,
                &[
                    self.c_string(&format!("__tvm_ffi_{name}")).into(),
                    function.as_global_value().as_pointer_value().into(),
                ],
                "",
            )?;
        }
        builder.build_return(None)?;
        llvm::append_global_ctor(&self.module, ctor, llvm::STARTUP_CTOR_PRIORITY, self.target);
        Ok(())
    }

    /// TVM ≤ 0.20's `__tvm_main__`: a weak constant C string naming the entry function.
    pub(super) fn emit_legacy_main_name(&self, entry: &str) {
        let name = self.context.const_string(entry.as_bytes(), true);
        let global = self
            .module
            .add_global(name.get_type(), None, "__tvm_main__");
        global.set_linkage(Linkage::WeakAny);
        global.set_constant(true);
        global.set_alignment(1);
        global.set_initializer(&name);
        if self.target.is_windows() {
            global.set_dll_storage_class(inkwell::DLLStorageClass::Export);
        }
    }
}
