//! `default<O2>` in its two halves, so that a multi-level build simplifies a kernel body once
//! and vectorises it once per level (`docs/cpu-levels.md`, "One simplification for every
//! level").
//!
//! LLVM's per-module pipeline is the module simplification pipeline (inlining, SROA, the
//! scalar and loop clean-ups, `indvars`, full unrolling) followed by the module optimisation
//! pipeline (loop and SLP vectorisation, runtime unrolling and their clean-ups). LLVM-C can
//! run a textual pipeline but cannot build either half on its own, so the halves are LLVM 19's
//! `default<O2>` as `opt-19 -passes='default<O2>' -print-pipeline-passes` prints it (loop and
//! SLP vectorisation and unrolling on, as modlink runs it), cut before the optimisation
//! pipeline's first pass (`deadargelim`), without the trailing `verify` `opt` adds. One half
//! after the other gives the code `default<O2>` gives: the test
//! `the_halves_optimise_as_the_whole_pipeline_does` compares them on kernels, so an LLVM whose
//! pipeline moved fails it. Other LLVM versions and optimisation levels have no halves
//! ([`halves`] is `None`): there every level's body runs the whole pipeline.

use inkwell::module::Module;
use inkwell::targets::TargetMachine;

use crate::codegen::OptLevel;
use crate::codegen::llvm::version;

/// The two halves of one `default<On>` pipeline.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Halves {
    /// The module simplification pipeline.
    pub(crate) simplification: &'static str,
    /// The module optimisation pipeline: everything after the simplification.
    pub(crate) optimisation: &'static str,
}

/// The halves of `default<On>` at `opt_level`, where this LLVM's are known.
pub(crate) fn halves(opt_level: OptLevel) -> Option<Halves> {
    match opt_level {
        #[cfg(feature = "llvm19")]
        OptLevel::O2 => Some(Halves {
            simplification: O2_SIMPLIFICATION,
            optimisation: O2_OPTIMISATION,
        }),
        _ => None,
    }
}

/// Runs `pipeline` (one of [`Halves`]) with the options `default<On>` runs with.
pub(crate) fn run(
    module: &Module<'_>,
    machine: &TargetMachine,
    pipeline: &str,
) -> Result<(), String> {
    module
        .run_passes(pipeline, machine, version::default_pipeline_options(true))
        .map_err(|e| e.to_string())
}

/// LLVM 19's `default<O2>` up to its optimisation pipeline.
#[cfg(feature = "llvm19")]
const O2_SIMPLIFICATION: &str = concat!(
    "annotation2metadata,forceattrs,inferattrs,coro-early,",
    "function<eager-inv>(ee-instrument<>,lower-expect,simplifycfg<bonus-inst-threshold=1;",
    "no-forward-switch-cond;no-switch-range-to-icmp;no-switch-to-lookup;keep-loops;",
    "no-hoist-common-insts;no-sink-common-insts;speculate-blocks;simplify-cond-branch;",
    "no-speculate-unpredictables>,sroa<modify-cfg>,early-cse<>),openmp-opt,ipsccp,",
    "called-value-propagation,globalopt,function<eager-inv>(mem2reg,",
    "instcombine<max-iterations=1;no-use-loop-info;no-verify-fixpoint>,",
    "simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;",
    "no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-sink-common-insts;",
    "speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>),always-inline,",
    "require<globals-aa>,function(invalidate<aa>),require<profile-summary>,",
    "cgscc(devirt<4>(inline,function-attrs<skip-non-recursive-function-attrs>,",
    "openmp-opt-cgscc,function<eager-inv;no-rerun>(sroa<modify-cfg>,early-cse<memssa>,",
    "speculative-execution<only-if-divergent-target>,jump-threading,",
    "correlated-propagation,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;",
    "switch-range-to-icmp;no-switch-to-lookup;keep-loops;no-hoist-common-insts;",
    "no-sink-common-insts;speculate-blocks;simplify-cond-branch;",
    "no-speculate-unpredictables>,instcombine<max-iterations=1;no-use-loop-info;",
    "no-verify-fixpoint>,aggressive-instcombine,libcalls-shrinkwrap,tailcallelim,",
    "simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;",
    "no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-sink-common-insts;",
    "speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,reassociate,",
    "constraint-elimination,loop-mssa(loop-instsimplify,loop-simplifycfg,",
    "licm<no-allowspeculation>,loop-rotate<header-duplication;no-prepare-for-lto>,",
    "licm<allowspeculation>,simple-loop-unswitch<no-nontrivial;trivial>),",
    "simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;",
    "no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-sink-common-insts;",
    "speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,",
    "instcombine<max-iterations=1;no-use-loop-info;no-verify-fixpoint>,loop(loop-idiom,",
    "indvars,simple-loop-unswitch<no-nontrivial;trivial>,loop-deletion,loop-unroll-full),",
    "sroa<modify-cfg>,vector-combine,mldst-motion<no-split-footer-bb>,gvn<>,sccp,bdce,",
    "instcombine<max-iterations=1;no-use-loop-info;no-verify-fixpoint>,jump-threading,",
    "correlated-propagation,adce,memcpyopt,dse,move-auto-init,",
    "loop-mssa(licm<allowspeculation>),coro-elide,simplifycfg<bonus-inst-threshold=1;",
    "no-forward-switch-cond;switch-range-to-icmp;no-switch-to-lookup;keep-loops;",
    "hoist-common-insts;sink-common-insts;speculate-blocks;simplify-cond-branch;",
    "no-speculate-unpredictables>,instcombine<max-iterations=1;no-use-loop-info;",
    "no-verify-fixpoint>),function-attrs,",
    "function(require<should-not-run-function-passes>),coro-split))",
);

/// LLVM 19's `default<O2>` from its optimisation pipeline on.
#[cfg(feature = "llvm19")]
const O2_OPTIMISATION: &str = concat!(
    "deadargelim,coro-cleanup,globalopt,globaldce,elim-avail-extern,rpo-function-attrs,",
    "recompute-globalsaa,function<eager-inv>(float2int,lower-constant-intrinsics,",
    "loop(loop-rotate<header-duplication;no-prepare-for-lto>,loop-deletion),",
    "loop-distribute,inject-tli-mappings,loop-vectorize<no-interleave-forced-only;",
    "no-vectorize-forced-only;>,infer-alignment,loop-load-elim,",
    "instcombine<max-iterations=1;no-use-loop-info;no-verify-fixpoint>,",
    "simplifycfg<bonus-inst-threshold=1;forward-switch-cond;switch-range-to-icmp;",
    "switch-to-lookup;no-keep-loops;hoist-common-insts;sink-common-insts;",
    "speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,slp-vectorizer,",
    "vector-combine,instcombine<max-iterations=1;no-use-loop-info;no-verify-fixpoint>,",
    "loop-unroll<O2>,transform-warning,sroa<preserve-cfg>,infer-alignment,",
    "instcombine<max-iterations=1;no-use-loop-info;no-verify-fixpoint>,",
    "loop-mssa(licm<allowspeculation>),alignment-from-assumptions,loop-sink,instsimplify,",
    "div-rem-pairs,tailcallelim,simplifycfg<bonus-inst-threshold=1;",
    "no-forward-switch-cond;switch-range-to-icmp;no-switch-to-lookup;keep-loops;",
    "no-hoist-common-insts;no-sink-common-insts;speculate-blocks;simplify-cond-branch;",
    "speculate-unpredictables>),globaldce,constmerge,cg-profile,",
    "rel-lookup-table-converter,function(annotation-remarks)",
);

#[cfg(all(test, feature = "llvm19"))]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::codegen::{CodegenOptions, Emit, compile};
    use crate::target::TargetSpec;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;
    use inkwell::values::InstructionOpcode;

    /// Kernels with what the halves must carry over: a vectorised loop, a loop hint, a
    /// reduction, a conversion, a parallel loop (a closure), a fully unrolled local array.
    const KERNELS: &str = "
kernel vadd(A: f32[n], B: f32[n], C: f32[n]) { for i in 0..n vectorize(8) { C[i] = A[i] + B[i]; } }
kernel rowsum(A: f64[m, n], S: f64[m]) {
  parallel for i in 0..m { var acc: f64 = 0.0; for j in 0..n { acc = acc + A[i, j]; } S[i] = acc; }
}
kernel widen(A: i8[n], B: i32[n]) { for i in 0..n { B[i] = i32(A[i]) * 3; } }
kernel tile(A: f32[n], B: f32[n]) {
  for io in 0..n / 8 {
    local t: f32[8];
    for ii in 0..8 unroll(8) { t[ii] = A[io * 8 + ii] * 2.0; }
    for ii in 0..8 unroll(8) { B[io * 8 + ii] = t[ii]; }
  }
}
";

    /// The kernels lowered (`-O0`, whose pipeline leaves the lowering's code) into a module
    /// of `context`.
    fn lowered(context: &Context) -> Module<'_> {
        let program = crate::ir::parse(KERNELS, "halves.kir").unwrap();
        let options = CodegenOptions {
            opt_level: OptLevel::O0,
            emit: Emit::LlvmIr,
            ..CodegenOptions::default()
        };
        let code = compile(&program, &TargetSpec::host().unwrap(), &options).unwrap();
        let buffer = MemoryBuffer::create_from_memory_range_copy(&code.bytes, "halves.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        // `-O0` marks what it compiles `optnone`, which would keep the pipelines from it.
        for function in module.get_functions() {
            let kind = inkwell::attributes::Attribute::get_named_enum_kind_id("optnone");
            function.remove_enum_attribute(inkwell::attributes::AttributeLoc::Function, kind);
        }
        module
    }

    /// The module's text with its local values and blocks unnamed, so that they print
    /// numbered in order: the pipelines name the values they make after what a function's
    /// names were before, which two runs of the same code need not share.
    fn unnamed_text(module: &Module<'_>) -> String {
        for function in module.get_functions() {
            for param in function.get_param_iter() {
                param.set_name("");
            }
            for block in function.get_basic_block_iter() {
                block.set_name("");
                let mut next = block.get_first_instruction();
                while let Some(instruction) = next {
                    if instruction.get_opcode() != InstructionOpcode::Store {
                        let _ = instruction.set_name("");
                    }
                    next = instruction.get_next_instruction();
                }
            }
        }
        module.print_to_string().to_string()
    }

    #[test]
    fn the_halves_optimise_as_the_whole_pipeline_does() {
        let halves = halves(OptLevel::O2).unwrap();
        let target = TargetSpec::host().unwrap();
        let machine = crate::codegen::llvm::target_machine::create_target_machine(
            &target,
            OptLevel::O2,
            true,
        )
        .unwrap();
        let context = Context::create();
        let whole = lowered(&context);
        let split = crate::codegen::llvm::version::clone_module(&whole);
        crate::codegen::llvm::version::run_default_pipeline(&whole, &machine, OptLevel::O2)
            .unwrap();
        run(&split, &machine, halves.simplification).unwrap();
        run(&split, &machine, halves.optimisation).unwrap();
        let (whole, split) = (unnamed_text(&whole), unnamed_text(&split));
        // The pipelines did their work: vectors, and the closure of the parallel loop.
        assert!(whole.contains("<8 x float>"), "{whole}");
        assert!(whole.contains("define internal"), "{whole}");
        if let Some((line, (split_line, whole_line))) = split
            .lines()
            .zip(whole.lines())
            .enumerate()
            .find(|(_, (a, b))| a != b)
        {
            panic!(
                "line {}: the halves give\n{split_line}\nthe whole pipeline\n{whole_line}",
                line + 1
            );
        }
        assert_eq!(split.lines().count(), whole.lines().count());
    }

    #[test]
    fn only_o2_is_split() {
        assert!(halves(OptLevel::O2).is_some());
        for level in [OptLevel::O0, OptLevel::O1, OptLevel::O3] {
            assert!(halves(level).is_none(), "{level:?}");
        }
    }
}
