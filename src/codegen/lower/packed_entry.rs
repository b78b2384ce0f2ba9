//! The lowering state of one packed entry and the symbolic dims its tensor checks bind, shared by
//! the entry's argument checks (`abi.rs`), tensor checks (`tensor_args.rs`) and error messages
//! (`errors.rs`).

use crate::codegen::kernel_api::KernelApi;
use inkwell::builder::Builder;
use inkwell::values::{FunctionValue, IntValue};

use super::unit::Unit;
use crate::codegen::Abi;
use crate::ir::Kernel;

/// Lowering state of one packed entry.
pub(super) struct PackedEntry<'u, 'ctx> {
    pub(super) unit: &'u Unit<'ctx>,
    pub(super) kernel: &'u Kernel,
    pub(super) function: FunctionValue<'ctx>,
    pub(super) builder: Builder<'ctx>,
    /// Number of checks emitted so far (names their blocks).
    pub(super) checks: usize,
    /// Which calling convention the entry follows.
    pub(super) flavor: Abi,
    /// Where the entry's tensors must live.
    pub(super) device: TensorDevice,
    /// The device id of the first tensor, once checked (device entries: every tensor shares it).
    pub(super) device_id: Option<DimOrigin<'ctx>>,
}

/// Where a packed entry's tensors must live: host memory for a CPU kernel, one device of the
/// kernel's API (CUDA, OpenCL) for the host wrapper of a device kernel (which launches it there).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum TensorDevice {
    /// `kDLCPU` tensors.
    Cpu,
    /// Tensors of the API's device type, all with the same device id.
    Device(KernelApi),
}

/// Where a symbolic dim (or a CUDA entry's device id) was first bound: value, argument index
/// and name, dimension.
pub(super) struct DimOrigin<'ctx> {
    pub(super) value: IntValue<'ctx>,
    pub(super) argument: usize,
    pub(super) name: String,
    pub(super) axis: usize,
}
