//! Lowering a model to a Relax VM executable (`relax.VMExecutable`), the form TVM 0.20+ loads:
//! the parameters in the constant pool, the input checked as TVM's compiler checks it
//! (`check_tensor_info`, `match_shape`), intermediate tensors in storages planned by liveness,
//! one `_lib` kernel call per layer.
//!
//! Storage plan (what TVM's `StaticPlanBlockMemory` does for a straight-line function): layer
//! outputs are visited in order; an output takes a storage none of whose tensors is read by
//! this or a later layer (best fit by size; the largest free one grows if none is big enough),
//! else a new storage. The model's result gets a storage of its own, so that the returned tensor
//! never aliases anything. With a dynamic batch every size is per sample, times the batch read
//! from the shape heap.

use super::ModelArtifacts;
use super::ModelSpec;
use crate::module::relax::VmExecutable;
use crate::module::relax_builder::{
    Arg, BuildError, ExecutableBuilder, FunctionEmitter, Reg, dtype,
};

/// A model lowered to a Relax executable, with its storage plan.
#[derive(Clone, Debug, PartialEq)]
pub struct RelaxModel {
    /// The executable (`main(x)`).
    pub executable: VmExecutable,
    /// The storage plan.
    pub plan: StoragePlan,
}

/// Which storage each intermediate tensor lives in, and what that saves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoragePlan {
    /// Per layer output (in layer order): the storage index it is placed in.
    pub storage_of_layer: Vec<usize>,
    /// Per storage: bytes (per sample when the batch is dynamic).
    pub storage_bytes: Vec<u64>,
    /// Bytes of all planned storages (per sample when the batch is dynamic).
    pub planned_bytes: u64,
    /// Bytes if every layer output had its own storage (the naive sum).
    pub naive_bytes: u64,
    /// Whether the byte counts are per sample (dynamic batch).
    pub per_sample: bool,
}

/// `float32` bytes of a shape, or per sample (dim 0 left out).
fn tensor_bytes(shape: &[i64], per_sample: bool) -> u64 {
    let dims = if per_sample { &shape[1..] } else { shape };
    dims.iter().map(|&d| d.max(0) as u64).product::<u64>() * 4
}

/// Plans storages for the layer outputs of `artifacts` (see the module docs).
pub fn plan_storage(artifacts: &ModelArtifacts, per_sample: bool) -> StoragePlan {
    let layers = &artifacts.layers;
    let count = layers.len();
    // Last layer reading value `v` (value 0 = input, k + 1 = output of layer k).
    let mut last_use = vec![0usize; count + 1];
    for (index, layer) in layers.iter().enumerate() {
        for &value in &layer.inputs {
            if let Some(slot) = last_use.get_mut(value) {
                *slot = (*slot).max(index);
            }
        }
    }
    let mut storage_bytes: Vec<u64> = Vec::new();
    // For each storage, the last layer that reads a tensor placed in it.
    let mut busy_until: Vec<usize> = Vec::new();
    let mut storage_of_layer = Vec::with_capacity(count);
    let mut naive_bytes = 0;
    for (index, layer) in layers.iter().enumerate() {
        let bytes = tensor_bytes(&layer.output_shape, per_sample);
        naive_bytes += bytes;
        let last = last_use[index + 1].max(index);
        let chosen = if index + 1 == count {
            None
        } else {
            let free: Vec<usize> = (0..storage_bytes.len())
                .filter(|&s| busy_until[s] < index)
                .collect();
            let fit = free
                .iter()
                .copied()
                .filter(|&s| storage_bytes[s] >= bytes)
                .min_by_key(|&s| storage_bytes[s]);
            fit.or_else(|| free.iter().copied().max_by_key(|&s| storage_bytes[s]))
        };
        let storage = match chosen {
            Some(s) => {
                storage_bytes[s] = storage_bytes[s].max(bytes);
                busy_until[s] = last;
                s
            }
            None => {
                storage_bytes.push(bytes);
                // The result's storage is never handed out again.
                busy_until.push(if index + 1 == count { usize::MAX } else { last });
                storage_bytes.len() - 1
            }
        };
        storage_of_layer.push(storage);
    }
    StoragePlan {
        storage_of_layer,
        planned_bytes: storage_bytes.iter().sum(),
        storage_bytes,
        naive_bytes,
        per_sample,
    }
}

/// `R.Tensor((4, 64), dtype="float32")` / `R.Tensor((n, 64), …)` as TVM prints annotations.
fn annotation(shape: &[i64], batch: &str) -> String {
    let dims: Vec<String> = shape
        .iter()
        .enumerate()
        .map(|(axis, d)| {
            if axis == 0 {
                batch.to_string()
            } else {
                d.to_string()
            }
        })
        .collect();
    let tuple = if dims.len() == 1 {
        format!("({},)", dims[0])
    } else {
        format!("({})", dims.join(", "))
    };
    format!("R.Tensor({tuple}, dtype=\"float32\")")
}

/// `make_shape(heap, …)`: dim 0 loaded from `heap[0]` (the batch), the rest immediates.
fn make_shape(f: &mut FunctionEmitter<'_>, heap: Reg, dims: &[i64]) -> Result<Reg, BuildError> {
    let mut args = vec![
        Arg::Reg(heap),
        Arg::Imm(dims.len() as i64),
        Arg::Imm(1),
        Arg::Imm(0),
    ];
    for &d in dims.iter().skip(1) {
        args.extend([Arg::Imm(0), Arg::Imm(d)]);
    }
    let reg = f.new_register();
    f.call_packed("vm.builtin.make_shape", &args, Some(reg))?;
    Ok(reg)
}

/// Lowers a model (already lowered to kernels) to a Relax executable with one VM function,
/// `main(<input name>)`, calling the kernels by name (they go into `_lib`).
pub fn lower_to_relax(
    spec: &ModelSpec,
    artifacts: &ModelArtifacts,
) -> Result<RelaxModel, BuildError> {
    let dynamic = spec.batch_symbol.is_some();
    let batch = spec.batch_text();
    let plan = plan_storage(artifacts, dynamic);
    let mut b = ExecutableBuilder::new();
    let f32c = b.dtype(dtype::FLOAT32);
    let u8c = b.dtype(dtype::UINT8);
    let global = b.string("global");
    let input_name = artifacts.input.0.clone();
    let input_shape = &artifacts.input.1;
    let err_ctx = b.string(&format!(
        "ErrorContext(fn=main, loc=param[0], param={input_name}, annotation={}) ",
        annotation(input_shape, &batch)
    ));
    // Parameters as constant-pool tensors, in layer order.
    let mut layer_params = Vec::with_capacity(artifacts.layers.len());
    for layer in &artifacts.layers {
        let mut ids = Vec::with_capacity(layer.params.len());
        for (_, tensor) in &layer.params {
            ids.push(b.tensor(tensor.dtype, &tensor.shape, tensor.data.clone())?);
        }
        layer_params.push(ids);
    }
    let static_shapes: Vec<_> = artifacts
        .layers
        .iter()
        .map(|l| b.shape(&l.output_shape))
        .collect();
    let storage_sizes: Vec<_> = plan
        .storage_bytes
        .iter()
        .map(|&bytes| b.shape(&[bytes as i64]))
        .collect();

    let mut f = b.begin_function("main", &[input_name.as_str()])?;
    let x = f.param(0).ok_or_else(|| BuildError::Function {
        function: "main".into(),
        message: "has no input parameter".into(),
    })?;
    let heap = if dynamic {
        let heap = f.new_register();
        f.call_packed(
            "vm.builtin.alloc_shape_heap",
            &[Arg::Vm, Arg::Imm(1)],
            Some(heap),
        )?;
        Some(heap)
    } else {
        None
    };
    let rank = input_shape.len() as i64;
    f.call_packed(
        "vm.builtin.check_tensor_info",
        &[x.into(), Arg::Imm(rank), f32c.into(), err_ctx.into()],
        None,
    )?;
    // match_shape: the batch dim stored to heap[0] when dynamic, every other dim asserted.
    let mut match_args = vec![
        Arg::Reg(x),
        heap.map_or(Arg::Void, Arg::Reg),
        Arg::Imm(rank),
    ];
    for (axis, &dim) in input_shape.iter().enumerate() {
        if axis == 0 && dynamic {
            match_args.extend([Arg::Imm(1), Arg::Imm(0)]);
        } else {
            match_args.extend([Arg::Imm(0), Arg::Imm(dim)]);
        }
    }
    match_args.push(err_ctx.into());
    f.call_packed("vm.builtin.match_shape", &match_args, None)?;

    let mut storages: Vec<Option<Reg>> = vec![None; plan.storage_bytes.len()];
    let mut values: Vec<Reg> = vec![x];
    for (index, layer) in artifacts.layers.iter().enumerate() {
        let storage_index = plan.storage_of_layer[index];
        let storage = match storages[storage_index] {
            Some(reg) => reg,
            None => {
                let size = match heap {
                    // [n, bytes per sample] with the uint8 hint: n·bytes.
                    Some(heap) => Arg::Reg(make_shape(
                        &mut f,
                        heap,
                        &[0, plan.storage_bytes[storage_index] as i64],
                    )?),
                    None => storage_sizes[storage_index].into(),
                };
                let reg = f.new_register();
                f.call_packed(
                    "vm.builtin.alloc_storage",
                    &[Arg::Vm, size, Arg::Imm(0), u8c.into(), global.into()],
                    Some(reg),
                )?;
                storages[storage_index] = Some(reg);
                reg
            }
        };
        let shape = match heap {
            Some(heap) => Arg::Reg(make_shape(&mut f, heap, &layer.output_shape)?),
            None => static_shapes[index].into(),
        };
        let out = f.new_register();
        f.call_packed(
            "vm.builtin.alloc_tensor",
            &[storage.into(), Arg::Imm(0), shape, f32c.into()],
            Some(out),
        )?;
        let mut args: Vec<Arg> = layer.inputs.iter().map(|&v| Arg::Reg(values[v])).collect();
        args.extend(layer_params[index].iter().map(|&c| Arg::Const(c)));
        args.push(out.into());
        f.call_packed(&layer.kernel_name, &args, None)?;
        values.push(out);
    }
    let result = values.last().copied().unwrap_or(x);
    f.ret(result)?;
    f.end()?;
    Ok(RelaxModel {
        executable: b.finish()?,
        plan,
    })
}
