//! What a `cuda` module's code is built for, read from the code: a cubin's ELF header (through
//! `object_file`, the one reader of object formats), PTX's `.version`/`.target` directives, or
//! that it is a fatbin or CUDA C++ source (shared/spec/cuda.md §2). `check`, `inspect`, the
//! runtime and the CUDA library exporter all ask this.

use crate::module::cuda::ptx_target;
use crate::module::{CudaTarget, CudaTargetError, DeviceCode, DeviceModule};
use crate::object_file::read::cubin::{cubin_arch, is_fatbin};

impl DeviceModule {
    /// What this `cuda` module's code is built for, read from the code: a cubin's ELF header
    /// (`EM_CUDA`, the SM from `e_flags`), PTX's `.version`/`.target` lines; a fmt `cubin` whose
    /// code is a fatbin (nvcc's output, spec §2) is reported as [`CudaTarget::Fatbin`].
    pub fn cuda_target(&self) -> Result<CudaTarget, CudaTargetError> {
        let DeviceCode::Single(code) = &self.code else {
            return Err(CudaTargetError::NotSingleCode {
                fmt: self.fmt.clone(),
            });
        };
        match self.fmt.as_str() {
            "cubin" if is_fatbin(code) => Ok(CudaTarget::Fatbin),
            "cubin" => cubin_arch(code)
                .map(|arch| CudaTarget::Cubin {
                    sm: arch.sm,
                    arch_specific: arch.arch_specific,
                    abi_version: arch.abi_version,
                })
                .map_err(|bad| CudaTargetError::Elf {
                    offset: bad.offset,
                    field: bad.field,
                    message: bad.message,
                }),
            "ptx" => ptx_target(code),
            "fatbin" => Ok(CudaTarget::Fatbin),
            "cuda" => Ok(CudaTarget::Source),
            other => Err(CudaTargetError::UnknownFormat {
                fmt: other.to_string(),
            }),
        }
    }
}
