//! One simplification for every level (`docs/cpu-levels.md`, "One simplification for every
//! level").
//!
//! Where this LLVM's `default<On>` comes in two halves (`split_pipeline`), a multi-level
//! build lowers each kernel's body once, for the baseline, and runs the first half (the
//! simplification: inlining, SROA, the scalar and loop clean-ups, full unrolling) on the
//! unit's baseline bodies. Every level's body is then a clone of the simplified baseline body,
//! renamed `<name>_c.<level>` (its closures renumbered) and given the level's attributes, and
//! the clones run the second half (loop and SLP vectorisation and unrolling, with the level's
//! costs). A level's body used to run the whole pipeline from its own lowering; the
//! simplification, a third of the pipeline's time on loop kernels, is now paid once per kernel.
//! It does not depend on the level: the lowering is the same at every level but for the
//! attributes, and every level is tuned alike (`tune-cpu` `generic`), so the scalar passes see
//! the same costs.
//!
//! Every level's body is a fresh clone, the baseline's too: a function's clone numbers the
//! values the optimisation names afresh, so that the same code prints the same at every level,
//! which the level choice compares (`level_choice`).

use inkwell::module::Module;
use inkwell::targets::TargetMachine;
use inkwell::values::FunctionValue;

use super::levels::KernelBodies;
use super::unit::{LevelPart, Unit};
use crate::codegen::CodegenError;
use crate::codegen::llvm::split_pipeline::{self, Halves};
use crate::codegen::llvm::{emit, version};

/// A unit's baseline bodies after the simplification: what every level's body is cloned from.
pub(super) struct Simplified<'ctx> {
    module: Module<'ctx>,
    halves: Halves,
}

impl<'ctx> Unit<'ctx> {
    /// The halves of the pipeline this unit's bodies share, when they do: the bodies part of
    /// a multi-level build, with an LLVM and optimisation level whose halves are known. (A
    /// build into one module, entries and bodies together, as `--emit asm` makes, runs the
    /// whole pipeline on every level's body: the same code at a higher cost.)
    pub(super) fn shared_halves(&self) -> Option<Halves> {
        if self.plan.dispatches() && self.plan.part == LevelPart::Bodies {
            split_pipeline::halves(self.options.opt_level)
        } else {
            None
        }
    }

    /// After the baseline bodies of `kernels` are lowered: simplifies them, and makes the
    /// unit's module their optimised clones at the baseline and at the top level. Returns the
    /// simplified bodies, from which the levels between are cloned
    /// ([`Unit::optimised_level_clones`]).
    pub(super) fn optimise_from_baseline(
        &mut self,
        kernels: &mut [KernelBodies<'_>],
        halves: Halves,
        machine: &TargetMachine,
    ) -> Result<Simplified<'ctx>, CodegenError> {
        emit::optimize_half(&self.module, machine, halves.simplification)?;
        let wanted: Vec<(usize, usize)> = kernels
            .iter()
            .enumerate()
            .flat_map(|(index, kernel)| [(index, 0), (index, kernel.bodies.len() - 1)])
            .collect();
        let name = self.module.get_name().to_string_lossy().into_owned();
        let placeholder = self.context.create_module(&name);
        let simplified = Simplified {
            module: std::mem::replace(&mut self.module, placeholder),
            halves,
        };
        // The strings the lowering interned stay in the simplified module.
        self.strings.borrow_mut().clear();
        self.module = self.optimised_level_clones(&simplified, kernels, &wanted, machine)?;
        Ok(simplified)
    }

    /// A module of `wanted` level bodies (pairs of an index into `kernels` and an index into
    /// its bodies), each cloned from `simplified`, optimised by the second half. Records each
    /// cloned body's closures in its [`super::levels::LevelBody`].
    pub(super) fn optimised_level_clones(
        &self,
        simplified: &Simplified<'ctx>,
        kernels: &mut [KernelBodies<'_>],
        wanted: &[(usize, usize)],
        machine: &TargetMachine,
    ) -> Result<Module<'ctx>, CodegenError> {
        let mut levels: Vec<usize> = wanted.iter().map(|&(_, level)| level).collect();
        levels.sort_unstable();
        levels.dedup();
        let mut linked: Option<Module<'ctx>> = None;
        for level in levels {
            let clone = version::clone_module(&simplified.module);
            for (index, kernel) in kernels.iter_mut().enumerate() {
                let keep = wanted.contains(&(index, level));
                self.make_level_body(&clone, kernel, level, keep)?;
            }
            match &linked {
                None => linked = Some(clone),
                Some(base) => {
                    version::link_in_module(base, clone).map_err(|message| CodegenError::Llvm {
                        stage: "link",
                        triple: self.target.llvm_triple(),
                        module: base.get_name().to_string_lossy().into_owned(),
                        message,
                    })?
                }
            }
        }
        let module = linked.ok_or_else(|| CodegenError::Lowering {
            kernel: String::new(),
            message: "no level bodies to optimise".to_string(),
        })?;
        emit::optimize_half(&module, machine, simplified.halves.optimisation)?;
        Ok(module)
    }

    /// In `clone` (of the simplified baseline bodies), turns `kernel`'s baseline body and its
    /// closures into its body at level `level` (index into its bodies), or deletes them where
    /// the clone is not to hold it.
    fn make_level_body(
        &self,
        clone: &Module<'ctx>,
        kernel: &mut KernelBodies<'_>,
        level: usize,
        keep: bool,
    ) -> Result<(), CodegenError> {
        let name = &kernel.kernel.name;
        let baseline = &kernel.bodies[0];
        let closures: Vec<FunctionValue<'ctx>> = baseline
            .closures
            .iter()
            .flatten()
            .filter_map(|closure| clone.get_function(closure))
            .collect();
        let body = clone
            .get_function(&baseline.symbol)
            .ok_or_else(|| CodegenError::Lowering {
                kernel: name.clone(),
                message: format!("the simplified module lost `{}`", baseline.symbol),
            })?;
        if !keep {
            // SAFETY: nothing in the clone refers to a kernel's body, and its closures are
            // referred to by that body alone: deleting the body first leaves them unused.
            unsafe { body.delete() };
            for closure in closures {
                // SAFETY: as above: its only user, the body, is gone.
                unsafe { closure.delete() };
            }
            return Ok(());
        }
        if level == 0 {
            // The baseline's own clone: its names and attributes are the lowering's.
            return Ok(());
        }
        let target = &mut kernel.bodies[level];
        body.as_global_value().set_name(&target.symbol);
        self.apply_level(body, Some(target.level));
        let mut renamed = Vec::with_capacity(closures.len());
        for closure in closures {
            let closure_name = self.next_closure_name(name);
            closure.as_global_value().set_name(&closure_name);
            self.apply_level(closure, Some(target.level));
            renamed.push(closure_name);
        }
        target.closures = Some(renamed);
        Ok(())
    }
}
