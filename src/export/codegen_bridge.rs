//! The bridge to the codegen layer: host objects compiled from a kernel program, added to an
//! export's inputs (the "compile" step of TVM's `export_library`).

use super::inputs::ExportInputs;
use crate::target::TargetSpec;

impl ExportInputs {
    /// Compiles `program` for `target` with the codegen layer, on one thread per core, and adds
    /// the objects to the host objects (the "compile" step of TVM's `export_library`).
    #[cfg(feature = "llvm")]
    pub fn compile(
        &mut self,
        program: &crate::ir::Program,
        target: &TargetSpec,
        options: &crate::codegen::CodegenOptions,
    ) -> crate::Result<()> {
        self.compile_with_jobs(program, target, options, None)
    }

    /// Like [`ExportInputs::compile`] on `jobs` threads (`None`: one per core). Many kernels
    /// become several objects compiled in parallel (see
    /// [`compile_partitioned`](crate::codegen::compile_partitioned)), the same objects for
    /// any `jobs`.
    #[cfg(feature = "llvm")]
    pub fn compile_with_jobs(
        &mut self,
        program: &crate::ir::Program,
        target: &TargetSpec,
        options: &crate::codegen::CodegenOptions,
        jobs: Option<std::num::NonZeroUsize>,
    ) -> crate::Result<()> {
        let options = crate::codegen::CodegenOptions {
            emit: crate::codegen::Emit::Object,
            ..options.clone()
        };
        let outputs = crate::codegen::compile_partitioned(program, target, &options, jobs)?;
        self.host_objects
            .extend(outputs.into_iter().map(|host| host.bytes));
        Ok(())
    }

    /// Like [`ExportInputs::compile_with_jobs`], taking the units it can from `cache` and
    /// storing the others (see
    /// [`compile_partitioned_cached`](crate::codegen::compile_partitioned_cached)); the
    /// objects, and so the library, are the same bytes as without the cache.
    #[cfg(feature = "llvm")]
    pub fn compile_cached(
        &mut self,
        program: &crate::ir::Program,
        target: &TargetSpec,
        options: &crate::codegen::CodegenOptions,
        jobs: Option<std::num::NonZeroUsize>,
        cache: &mut crate::cache::UnitCache,
    ) -> crate::Result<()> {
        let options = crate::codegen::CodegenOptions {
            emit: crate::codegen::Emit::Object,
            ..options.clone()
        };
        let outputs =
            crate::codegen::compile_partitioned_cached(program, target, &options, jobs, cache)?;
        self.host_objects
            .extend(outputs.into_iter().map(|host| host.bytes));
        Ok(())
    }
}
