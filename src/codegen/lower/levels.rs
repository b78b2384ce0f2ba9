//! Multi-level kernels: per CPU level a body `<name>_c.<level>` compiled for that level
//! (function attributes `target-cpu` / `target-features`), and the dispatch that picks one.
//!
//! The exported `<name>_c` is a stub that loads a function pointer and tail-calls it. The
//! pointer starts out at a resolver, which asks `__modlink_cpu_select` for the level index,
//! stores the chosen body in the pointer and calls it: the first call resolves, every later
//! call costs one load and one indirect call. No GNU ifunc, no constructor, no libc beyond
//! the weak `getenv`/`getauxval`, so it works the same in shared libraries, static archives,
//! ELF, Mach-O and PE. The selection (cpuid and XGETBV on x86-64, `getauxval(AT_HWCAP)` on
//! Linux AArch64, the baseline elsewhere; `MODLINK_CPU_LEVEL` may lower it) runs once per
//! object and is cached.

use inkwell::AtomicOrdering;
use inkwell::IntPredicate;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Linkage;
use inkwell::types::FunctionType;
use inkwell::values::{BasicMetadataValueEnum, BasicValue, FunctionValue, IntValue};

use super::unit::{Lowered, Unit, unsupported};
use crate::codegen::llvm::version;
use crate::ir::Kernel;
use crate::target::Arch;
use crate::target::cpu_levels::{CpuLevel, FORCE_LEVEL_ENV, QUERY_SYMBOL};

/// The per-object level selection (internal): returns the index of the chosen level.
const SELECT: &str = "__modlink_cpu_select";
/// Its cache: -1 until the first selection.
const SELECTED: &str = "__modlink_cpu_select.cache";

/// The symbol of `kernel`'s body for `level` (an alias where the level runs another level's body).
pub(super) fn level_symbol(kernel: &str, level: CpuLevel) -> String {
    format!("{kernel}_c.{}", level.name())
}

/// One level's body of a kernel: found again by name after the pipeline.
pub(super) struct LevelBody {
    pub(super) level: CpuLevel,
    /// `<name>_c.<level>`.
    pub(super) symbol: String,
    /// Its parallel closures, in the order the body creates them; `None` while not lowered.
    pub(super) closures: Option<Vec<String>>,
}

/// Every level's body of one kernel, lowest level first.
pub(super) struct KernelBodies<'k> {
    pub(super) kernel: &'k Kernel,
    pub(super) bodies: Vec<LevelBody>,
}

impl<'k> KernelBodies<'k> {
    /// The bodies of `kernel` at `levels`, none lowered yet.
    pub(super) fn new(kernel: &'k Kernel, levels: &[CpuLevel]) -> KernelBodies<'k> {
        let bodies = levels
            .iter()
            .map(|&level| LevelBody {
                level,
                symbol: level_symbol(&kernel.name, level),
                closures: None,
            })
            .collect();
        KernelBodies { kernel, bodies }
    }
}

impl<'ctx> Unit<'ctx> {
    /// Gives a kernel body (or one of its parallel closures) the code-generation attributes of
    /// `level` (`None`: the target machine's CPU). On x86-64 every body of a level or of a named
    /// CPU prefers 512-bit vectors: LLVM's tuning for Intel server parts otherwise keeps loops at 256 bits even
    /// where AVX-512 is there, which costs the scheduled matmul half its speed on Sapphire
    /// Rapids; on CPUs without AVX-512 the attribute changes nothing.
    pub(super) fn apply_level(&self, function: FunctionValue<'ctx>, level: Option<CpuLevel>) {
        let add = |key: &str, value: &str| {
            let attribute: Attribute = self.context.create_string_attribute(key, value);
            function.add_attribute(AttributeLoc::Function, attribute);
        };
        let named_cpu = !matches!(self.target.cpu(), "generic" | "x86-64");
        if self.target.arch() == Arch::X86_64 && (level.is_some() || named_cpu) {
            add("prefer-vector-width", "512");
        }
        let Some(level) = level else {
            return;
        };
        add("target-cpu", level.llvm_cpu());
        add("tune-cpu", "generic");
        let mut features: Vec<&str> = Vec::new();
        if self.target.arch() == Arch::X86_64 {
            // A function's feature string replaces the target machine's, which states the ISA.
            features.push("+64bit");
        }
        let user = self.target.llvm_features();
        if !user.is_empty() {
            features.push(&user);
        }
        if !level.llvm_features().is_empty() {
            features.push(level.llvm_features());
        }
        if !features.is_empty() {
            add("target-features", &features.join(","));
        }
    }

    /// The exported `<name>_c` of a multi-level kernel: loads the chosen body from its slot and
    /// tail-calls it; the slot starts at a resolver that fills it on the first call. `bodies`
    /// holds, per level of the build, the body that level runs.
    pub(super) fn emit_dispatch_stub(
        &self,
        kernel: &Kernel,
        fn_type: FunctionType<'ctx>,
        bodies: &[FunctionValue<'ctx>],
    ) -> Lowered<FunctionValue<'ctx>> {
        let c = self.context;
        let pointer = self.pointer();
        let name = format!("{}_c", kernel.name);
        let stub = match self.module.get_function(&name) {
            Some(existing) if existing.count_basic_blocks() > 0 => {
                return unsupported(format!("function `{name}` is defined twice"));
            }
            // Declared by the packed entries of this module.
            Some(declared) => declared,
            None => {
                let stub = self
                    .module
                    .add_function(&name, fn_type, Some(Linkage::External));
                self.export(stub);
                self.add_c_param_attributes(kernel, stub);
                stub
            }
        };
        let levels = self.plan.levels;
        let bodies: Vec<_> = bodies
            .iter()
            .map(|body| version::generic_constant(body.as_global_value().as_pointer_value()))
            .collect();
        let table_value = pointer.const_array(&bodies);
        let table = self.module.add_global(
            table_value.get_type(),
            None,
            &format!("{}_c.levels", kernel.name),
        );
        table.set_linkage(Linkage::Private);
        table.set_constant(true);
        table.set_initializer(&table_value);

        let resolver = self.module.add_function(
            &format!("{}_c.resolve", kernel.name),
            fn_type,
            Some(Linkage::Internal),
        );
        // Runs once per process: compiled by the fast instruction selector, like the
        // level selection it calls.
        self.mark_run_once(resolver);
        let slot = self
            .module
            .add_global(pointer, None, &format!("{}_c.slot", kernel.name));
        slot.set_linkage(Linkage::Internal);
        slot.set_alignment(self.target.pointer_width() / 8);
        slot.set_initializer(&version::generic_constant(
            resolver.as_global_value().as_pointer_value(),
        ));

        let align = self.target.pointer_width() / 8;
        let b = c.create_builder();
        b.position_at_end(c.append_basic_block(stub, "entry"));
        let chosen = version::load(&b, pointer, slot.as_pointer_value(), "chosen")?;
        atomic(chosen.as_instruction_value(), align)?;
        let args: Vec<BasicMetadataValueEnum<'ctx>> =
            stub.get_param_iter().map(|p| p.into()).collect();
        self.tail_call_returning(&b, fn_type, chosen.into_pointer_value(), &args)?;

        b.position_at_end(c.append_basic_block(resolver, "entry"));
        let select = self.cpu_select_function(levels)?;
        let index = version::call(&b, select, &[], "level")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| super::unit::Failure::Unsupported("level selection".to_string()))?
            .into_int_value();
        let index = b.build_int_z_extend(index, c.i64_type(), "level.index")?;
        // SAFETY: the selection returns an index below the table's length.
        let entry = unsafe {
            version::in_bounds_gep(
                &b,
                pointer,
                table.as_pointer_value(),
                &[index],
                "level.entry",
            )?
        };
        let body = version::load(&b, pointer, entry, "body")?.into_pointer_value();
        let store = version::store(&b, slot.as_pointer_value(), body)?;
        atomic(Some(store), align)?;
        let args: Vec<BasicMetadataValueEnum<'ctx>> =
            resolver.get_param_iter().map(|p| p.into()).collect();
        self.tail_call_returning(&b, fn_type, body, &args)?;
        Ok(stub)
    }

    fn tail_call_returning(
        &self,
        b: &inkwell::builder::Builder<'ctx>,
        fn_type: FunctionType<'ctx>,
        callee: inkwell::values::PointerValue<'ctx>,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Lowered<()> {
        let call = version::indirect_call(b, fn_type, callee, args, "status")?;
        call.set_tail_call(true);
        let Some(status) = call.try_as_basic_value().basic() else {
            return unsupported("a kernel body returned no value");
        };
        b.build_return(Some(&status))?;
        Ok(())
    }

    /// `i32 __modlink_cpu_select()` (internal, once per module): the index of the highest
    /// level in `levels` the running CPU supports, lowered to the level `MODLINK_CPU_LEVEL`
    /// names if that one is lower; computed on the first call and cached.
    fn cpu_select_function(&self, levels: &[CpuLevel]) -> Lowered<FunctionValue<'ctx>> {
        if let Some(existing) = self.module.get_function(SELECT) {
            return Ok(existing);
        }
        let c = self.context;
        let i32_type = c.i32_type();
        let select = self.module.add_function(
            SELECT,
            i32_type.fn_type(&[], false),
            Some(Linkage::Internal),
        );
        self.mark_run_once(select);
        let cache = self.module.add_global(i32_type, None, SELECTED);
        cache.set_linkage(Linkage::Internal);
        cache.set_alignment(4);
        cache.set_initializer(&i32_type.const_all_ones());
        let b = c.create_builder();
        let entry = c.append_basic_block(select, "entry");
        let compute = c.append_basic_block(select, "compute");
        let done = c.append_basic_block(select, "cached");
        b.position_at_end(entry);
        let cached = version::load(&b, i32_type, cache.as_pointer_value(), "cached")?;
        atomic(cached.as_instruction_value(), 4)?;
        let cached = cached.into_int_value();
        let known =
            b.build_int_compare(IntPredicate::SGE, cached, i32_type.const_zero(), "known")?;
        b.build_conditional_branch(known, done, compute)?;
        b.position_at_end(done);
        b.build_return(Some(&cached))?;

        b.position_at_end(compute);
        let detect = self.detect_function()?;
        let bits = version::call(&b, detect, &[], "bits")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| super::unit::Failure::Unsupported("cpu detection".to_string()))?
            .into_int_value();
        // Levels are sorted and each needs a superset of the bits of those below it, so the
        // last one whose bits are all present is the best.
        let mut best = i32_type.const_zero();
        for (index, level) in levels.iter().enumerate().skip(1) {
            let required = i32_type.const_int(u64::from(level.required_bits()), false);
            let present = b.build_and(bits, required, "present")?;
            let supported =
                b.build_int_compare(IntPredicate::EQ, present, required, "supported")?;
            best = b
                .build_select(
                    supported,
                    i32_type.const_int(index as u64, false),
                    best,
                    "best",
                )?
                .into_int_value();
        }
        let forced = self.forced_level_index(&b, levels)?;
        let usable = b.build_int_compare(IntPredicate::SGE, forced, i32_type.const_zero(), "f")?;
        let lower = b.build_int_compare(IntPredicate::SLE, forced, best, "forced.lower")?;
        let honoured = b.build_and(usable, lower, "forced.ok")?;
        let chosen = b
            .build_select(honoured, forced, best, "chosen")?
            .into_int_value();
        let store = version::store(&b, cache.as_pointer_value(), chosen)?;
        atomic(Some(store), 4)?;
        b.build_return(Some(&chosen))?;
        Ok(select)
    }

    /// The index of the level `MODLINK_CPU_LEVEL` names, or -1 (unset, unknown, no `getenv`).
    fn forced_level_index(
        &self,
        b: &inkwell::builder::Builder<'ctx>,
        levels: &[CpuLevel],
    ) -> Lowered<IntValue<'ctx>> {
        let c = self.context;
        let i32_type = c.i32_type();
        let none = i32_type.const_all_ones();
        // Windows has no weak undefined symbols to fall back on when the CRT lacks `getenv`.
        if self.target.is_windows() {
            return Ok(none);
        }
        let p = self.pointer();
        let getenv = self.declare_function(
            "getenv",
            p.fn_type(&[p.into()], false),
            Linkage::ExternalWeak,
        );
        let function = b
            .get_insert_block()
            .and_then(|block| block.get_parent())
            .ok_or_else(|| super::unit::Failure::Unsupported("no insertion point".to_string()))?;
        let start = b
            .get_insert_block()
            .ok_or_else(|| super::unit::Failure::Unsupported("no insertion point".to_string()))?;
        let read = c.append_basic_block(function, "env.read");
        let compare = c.append_basic_block(function, "env.compare");
        let done = c.append_basic_block(function, "env.done");
        let missing = b.build_is_null(getenv.as_global_value().as_pointer_value(), "no.getenv")?;
        b.build_conditional_branch(missing, done, read)?;
        b.position_at_end(read);
        let value = version::call(b, getenv, &[self.c_string(FORCE_LEVEL_ENV).into()], "env")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| super::unit::Failure::Unsupported("getenv".to_string()))?
            .into_pointer_value();
        let unset = b.build_is_null(value, "env.unset")?;
        b.build_conditional_branch(unset, done, compare)?;
        b.position_at_end(compare);
        let equal = self.string_equal_function()?;
        let mut index = none;
        for (position, level) in levels.iter().enumerate() {
            let same = version::call(
                b,
                equal,
                &[value.into(), self.c_string(level.name()).into()],
                "same",
            )?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| super::unit::Failure::Unsupported("string compare".to_string()))?
            .into_int_value();
            index = b
                .build_select(
                    same,
                    i32_type.const_int(position as u64, false),
                    index,
                    "named",
                )?
                .into_int_value();
        }
        b.build_unconditional_branch(done)?;
        b.position_at_end(done);
        let result = b.build_phi(i32_type, "forced")?;
        result.add_incoming(&[(&none, start), (&none, read), (&index, compare)]);
        Ok(result.as_basic_value().into_int_value())
    }

    /// `i1 __modlink_str_eq(ptr, ptr)`: C string equality without libc.
    fn string_equal_function(&self) -> Lowered<FunctionValue<'ctx>> {
        const NAME: &str = "__modlink_str_eq";
        if let Some(existing) = self.module.get_function(NAME) {
            return Ok(existing);
        }
        let c = self.context;
        let (i8_type, i64_type, p) = (c.i8_type(), c.i64_type(), self.pointer());
        let function = self.module.add_function(
            NAME,
            c.bool_type().fn_type(&[p.into(), p.into()], false),
            Some(Linkage::Internal),
        );
        let (Some(left), Some(right)) = (function.get_nth_param(0), function.get_nth_param(1))
        else {
            return unsupported("string compare lacks its parameters");
        };
        let (left, right) = (left.into_pointer_value(), right.into_pointer_value());
        self.mark_run_once(function);
        let b = c.create_builder();
        let entry = c.append_basic_block(function, "entry");
        let step = c.append_basic_block(function, "step");
        let next = c.append_basic_block(function, "next");
        let differ = c.append_basic_block(function, "differ");
        let equal = c.append_basic_block(function, "equal");
        b.position_at_end(entry);
        b.build_unconditional_branch(step)?;
        b.position_at_end(step);
        let at = b.build_phi(i64_type, "at")?;
        let at_value = at.as_basic_value().into_int_value();
        // SAFETY: reads stop at the first difference or the terminating NUL of both strings.
        let (left_at, right_at) = unsafe {
            (
                version::in_bounds_gep(&b, i8_type, left, &[at_value], "l.at")?,
                version::in_bounds_gep(&b, i8_type, right, &[at_value], "r.at")?,
            )
        };
        let l = version::load(&b, i8_type, left_at, "l")?.into_int_value();
        let r = version::load(&b, i8_type, right_at, "r")?.into_int_value();
        let same = b.build_int_compare(IntPredicate::EQ, l, r, "same")?;
        b.build_conditional_branch(same, next, differ)?;
        b.position_at_end(next);
        let end = b.build_int_compare(IntPredicate::EQ, l, i8_type.const_zero(), "end")?;
        let after = b.build_int_add(at_value, i64_type.const_int(1, false), "after")?;
        at.add_incoming(&[(&i64_type.const_zero(), entry), (&after, next)]);
        b.build_conditional_branch(end, equal, step)?;
        b.position_at_end(differ);
        b.build_return(Some(&c.bool_type().const_zero()))?;
        b.position_at_end(equal);
        b.build_return(Some(&c.bool_type().const_all_ones()))?;
        Ok(function)
    }

    /// The weak exported `const char *__modlink_cpu_level(void)`: the chosen level's name (the
    /// first call also makes the choice).
    pub(super) fn emit_level_query(&self, levels: &[CpuLevel]) -> Lowered<()> {
        if self.module.get_function(QUERY_SYMBOL).is_some() {
            return Ok(());
        }
        let c = self.context;
        let pointer = self.pointer();
        let query = self.module.add_function(
            QUERY_SYMBOL,
            pointer.fn_type(&[], false),
            Some(Linkage::WeakAny),
        );
        self.export(query);
        let names: Vec<_> = levels
            .iter()
            .map(|level| version::generic_constant(self.c_string(level.name())))
            .collect();
        let table_value = pointer.const_array(&names);
        let table =
            self.module
                .add_global(table_value.get_type(), None, "__modlink_cpu_level.names");
        table.set_linkage(Linkage::Private);
        table.set_constant(true);
        table.set_initializer(&table_value);
        let select = self.cpu_select_function(levels)?;
        let b = c.create_builder();
        b.position_at_end(c.append_basic_block(query, "entry"));
        let index = version::call(&b, select, &[], "level")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| super::unit::Failure::Unsupported("level selection".to_string()))?
            .into_int_value();
        let index = b.build_int_z_extend(index, c.i64_type(), "level.index")?;
        // SAFETY: the selection returns an index below the table's length.
        let entry = unsafe {
            version::in_bounds_gep(&b, pointer, table.as_pointer_value(), &[index], "name.at")?
        };
        let name = version::load(&b, pointer, entry, "name")?;
        b.build_return(Some(&name))?;
        Ok(())
    }
}

/// Makes a load or store of a pointer-sized slot atomic (monotonic): threads racing through
/// the first call all store the same value, and each sees either the resolver or a body.
fn atomic(instruction: Option<inkwell::values::InstructionValue<'_>>, align: u32) -> Lowered<()> {
    let Some(instruction) = instruction else {
        return unsupported("atomic access: not an instruction");
    };
    instruction
        .set_alignment(align)
        .and_then(|()| instruction.set_atomic_ordering(AtomicOrdering::Monotonic))
        .map_err(|e| super::unit::Failure::Unsupported(format!("atomic access: {e}")))
}
