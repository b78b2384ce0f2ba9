//! The `export_library` pipeline: pack the module tree's blob, link it with the host objects,
//! write the output atomically.
//!
//! Output kinds by extension (TVM's `export_library`, spec §6):
//! * `.so` / `.dylib` / `.dll`: a shared library (the suffix must be the target's);
//! * `.a`: a static system library, members `lib0.o`… and `<P>devc.o` (link it with
//!   `--whole-archive` so the constructors stay);
//! * `.tar`: the same objects in an uncompressed tar (TVM writes gzip under the same name; its
//!   loader untars either);
//! * `.o`: one relocatable object (the host object itself, or all objects merged with `-r`).
//!
//! Everything is built in a temporary work directory; the final file is written to a temporary
//! file in the output's own directory and renamed into place, so a failed or killed export
//! leaves the previous file untouched. Equal inputs give byte-identical outputs: members in a
//! fixed order, tar mtime from `SOURCE_DATE_EPOCH` (else 0) with uid/gid 0, `ar` in
//! deterministic mode, the link done to a file that already has its final name (no temporary
//! path recorded), `/Brepro` for lld-link and `-install_name @rpath/NAME` for Mach-O.

mod blob_object;
#[cfg(feature = "llvm")]
mod codegen_bridge;
#[cfg(feature = "llvm")]
mod cuda_library;
mod direct_path;
mod error;
#[cfg(feature = "llvm")]
pub mod host_inputs;
mod inputs;
mod kinds;
mod library;
pub mod manifest;
#[cfg(feature = "llvm")]
mod opencl_library;
mod output;
mod plan;
mod sized_tree;
mod work_dir;

#[cfg(feature = "llvm")]
pub use cuda_library::{
    CUBIN_FORMAT, CUDA_MODULE_KIND, CudaCode, DeviceKernels, PTX_FORMAT, cuda_module,
    export_cuda_library, function_info,
};
pub use error::ExportError;
pub use inputs::{ExportInputs, ExportOptions, ExportReport};
pub use kinds::{OutputKind, Packer};
pub use library::export_library;
#[cfg(feature = "llvm")]
pub use opencl_library::{OPENCL_MODULE_KIND, export_opencl_library, opencl_module};
pub use output::{check_output_file, prepare_output_dir, write_atomically, write_bytes_atomically};
