//! TVM's `PackImportsToLLVM` (`src/target/llvm/codegen_blob.cc`, spec §3.1): the blob as one
//! constant `[N x i8]` global for the target's triple and data layout, with an optional
//! system-library constructor that registers it.

use inkwell::context::Context;
use inkwell::module::Linkage;
use inkwell::values::BasicValue;
use inkwell::{AddressSpace, DLLStorageClass};

use crate::abi::entry_points::entry;
use crate::codegen::llvm::{self, emit, target_machine, version};
use crate::codegen::{Abi, CodegenError, Emit, OptLevel, SystemLibRegistration};
use crate::target::{Arch, ObjectFormat, TargetSpec};

/// Blobs larger than this (1 GiB) go to `.lrodata` on x86_64 ELF, out of reach of the small
/// code model's 2 GiB relocations, as TVM does.
pub const LARGE_DATA_THRESHOLD: u64 = 1 << 30;

/// The explicit section for a blob of `len` bytes on `target`: `.lrodata` above `threshold` on
/// x86_64 ELF, otherwise none (LLVM's `.rodata`/`__const`/`.rdata`).
pub fn blob_section(target: &TargetSpec, len: u64, threshold: u64) -> Option<&'static str> {
    let large = len > threshold;
    (large && target.arch() == Arch::X86_64 && target.object_format() == ObjectFormat::Elf)
        .then_some(".lrodata")
}

pub(crate) fn emit_blob(
    blob: &[u8],
    symbol: &str,
    target: &TargetSpec,
    system_lib: Option<&SystemLibRegistration>,
    emit_kind: Emit,
    large_data_threshold: u64,
) -> Result<Vec<u8>, CodegenError> {
    if symbol.is_empty() || symbol.contains('\0') {
        return Err(CodegenError::InvalidSymbol {
            symbol: symbol.to_string(),
            message: "a blob symbol must be non-empty and contain no NUL byte".to_string(),
        });
    }
    let prefix = system_lib.map_or("", |s| s.prefix.as_str());
    let machine = target_machine::create_target_machine(target, OptLevel::O0, true)?;
    let context = Context::create();
    let module = context.create_module(&format!("{prefix}devc"));
    emit::configure_module(&module, &machine, target);

    let data = context.const_string(blob, false);
    let global = module.add_global(data.get_type(), Some(AddressSpace::default()), symbol);
    global.set_initializer(&data);
    global.set_constant(true);
    global.set_linkage(Linkage::External);
    global.set_alignment(1);
    let len = u64::try_from(blob.len()).unwrap_or(u64::MAX);
    if let Some(section) = blob_section(target, len, large_data_threshold) {
        global.set_section(Some(section));
    }
    if target.is_windows() {
        global.set_dll_storage_class(DLLStorageClass::Export);
    }

    if let Some(registration) = system_lib {
        let build_failure = |e: inkwell::builder::BuilderError| CodegenError::Llvm {
            stage: "build",
            triple: target.llvm_triple(),
            module: format!("{prefix}devc"),
            message: e.to_string(),
        };
        let i32_type = context.i32_type();
        let pointer = llvm::version::opaque_pointer(&context);
        let reg = module.add_global(i32_type, None, &format!("{symbol}_reg_"));
        reg.set_linkage(Linkage::Internal);
        reg.set_initializer(&i32_type.const_zero());
        reg.set_alignment(4);

        let name_bytes = context.const_string(symbol.as_bytes(), true);
        let name = module.add_global(name_bytes.get_type(), None, &format!("{symbol}.str"));
        name.set_linkage(Linkage::Private);
        name.set_constant(true);
        name.set_initializer(&name_bytes);
        name.set_alignment(1);

        let register_name = match registration.abi {
            Abi::Current => entry::TVMFFIEnvModRegisterSystemLibSymbol.name,
            Abi::Legacy => entry::TVMBackendRegisterSystemLibSymbol.name,
        };
        let register = module.add_function(
            register_name,
            i32_type.fn_type(&[pointer.into(), pointer.into()], false),
            Some(Linkage::External),
        );
        let void_fn = context.void_type().fn_type(&[], false);
        let init = module.add_function("__cxx_global_var_init", void_fn, Some(Linkage::Internal));
        let ctor = module.add_function(
            &format!("_GLOBAL__sub_I_{prefix}devc"),
            void_fn,
            Some(Linkage::Internal),
        );
        if let Some(section) = llvm::startup_section(target) {
            init.set_section(Some(section));
            ctor.set_section(Some(section));
        }
        let builder = context.create_builder();
        builder.position_at_end(context.append_basic_block(init, "entry"));
        let status = version::call(
            &builder,
            register,
            &[
                name.as_pointer_value().into(),
                global.as_pointer_value().into(),
            ],
            "status",
        )
        .map_err(build_failure)?
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| CodegenError::Llvm {
            stage: "build",
            triple: target.llvm_triple(),
            module: format!("{prefix}devc"),
            message: format!("{register_name} returned no value"),
        })?;
        version::store(
            &builder,
            reg.as_pointer_value(),
            status.as_basic_value_enum(),
        )
        .map_err(build_failure)?;
        builder.build_return(None).map_err(build_failure)?;
        builder.position_at_end(context.append_basic_block(ctor, "entry"));
        version::call(&builder, init, &[], "").map_err(build_failure)?;
        builder.build_return(None).map_err(build_failure)?;
        llvm::append_global_ctor(&module, ctor, llvm::STARTUP_CTOR_PRIORITY, target);
    }
    emit::optimize_and_emit(&module, &machine, OptLevel::O0, emit_kind)
}
