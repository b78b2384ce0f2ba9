//! `vm.builtin.*` implemented natively with TVM's semantics (`src/runtime/vm/builtin.cc`,
//! spec §6). Every argument is checked before use: kinds, counts, heap slots, tuple indices,
//! sizes.

use super::devices::{self, VmDevices};
use super::error::{Fault, FaultKind, fault};
use super::value::{Storage, StoragePool, VmTensor, VmValue};
use crate::abi::dtype::type_code::{BFLOAT, BOOL, FLOAT, INT, UINT};
use crate::module::DLDataType;
use crate::runtime::Device;
use crate::runtime::{RawStorage, view_bytes};
use std::cell::RefCell;
use std::rc::Rc;

/// Largest shape heap `alloc_shape_heap` makes (the compiler needs a few slots per symbol).
const MAX_SHAPE_HEAP: i64 = 1 << 16;

macro_rules! builtins {
    ($($variant:ident => $name:literal),* $(,)?) => {
        /// A builtin the VM implements.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Builtin { $(
            #[doc = concat!("`vm.builtin.", $name, "`")]
            $variant,
        )* }

        impl Builtin {
            /// Every builtin, in a stable order.
            pub const ALL: &'static [Builtin] = &[$(Builtin::$variant),*];

            /// The name without the `vm.builtin.` prefix.
            pub fn short_name(self) -> &'static str {
                match self { $(Builtin::$variant => $name),* }
            }
        }
    };
}

builtins! {
    AllocStorage => "alloc_storage",
    AllocTensor => "alloc_tensor",
    NullValue => "null_value",
    CheckTensorInfo => "check_tensor_info",
    MatchShape => "match_shape",
    AllocShapeHeap => "alloc_shape_heap",
    MakeShape => "make_shape",
    MakePrimValue => "make_prim_value",
    Reshape => "reshape",
    Copy => "copy",
    ReadIfCond => "read_if_cond",
    MakeTuple => "make_tuple",
    TupleGetitem => "tuple_getitem",
    CheckShapeInfo => "check_shape_info",
    CheckTupleInfo => "check_tuple_info",
    CheckPrimValueInfo => "check_prim_value_info",
    ShapeOf => "shape_of",
    MatchPrimValue => "match_prim_value",
    TensorToShape => "tensor_to_shape",
    CheckFuncInfo => "check_func_info",
    MakeClosure => "make_closure",
    InvokeClosure => "invoke_closure",
    CallTirDyn => "call_tir_dyn",
    ToDevice => "to_device",
}

mod matching;

/// The prefix of every builtin's global name.
pub const BUILTIN_PREFIX: &str = "vm.builtin.";

impl Builtin {
    /// The builtin registered as `name` (e.g. `vm.builtin.alloc_storage`).
    pub fn from_name(name: &str) -> Option<Builtin> {
        let short = name.strip_prefix(BUILTIN_PREFIX)?;
        Builtin::ALL
            .iter()
            .copied()
            .find(|b| b.short_name() == short)
    }

    /// Whether the builtin calls or names other entries of the function table, so the VM runs
    /// it (`closure.rs`) rather than [`run`].
    pub(crate) fn uses_function_table(self) -> bool {
        crate::module::relax::FUNCTION_TABLE_BUILTINS
            .iter()
            .any(|name| name.strip_prefix(BUILTIN_PREFIX) == Some(self.short_name()))
    }
}

/// What builtins share: the storage pool, the allocation cap and the VM's devices.
pub(crate) struct BuiltinContext {
    pub(crate) pool: Rc<RefCell<StoragePool>>,
    pub(crate) max_storage_bytes: usize,
    pub(crate) devices: VmDevices,
}

fn type_error<T>(what: &str, value: &VmValue) -> Result<T, Fault> {
    fault(
        FaultKind::Type,
        format!("{what} must be {}", value_expectation(what, value)),
    )
}

fn value_expectation(_what: &str, value: &VmValue) -> String {
    format!("of another kind, got {}", value.kind())
}

fn int_arg(args: &[VmValue], index: usize, what: &str) -> Result<i64, Fault> {
    match args.get(index) {
        Some(VmValue::Int(v)) => Ok(*v),
        Some(VmValue::Bool(v)) => Ok(i64::from(*v)),
        Some(other) => fault(
            FaultKind::Type,
            format!(
                "{what} (argument {index}) must be an Int, got {}",
                other.kind()
            ),
        ),
        None => missing(index, what),
    }
}

fn missing<T>(index: usize, what: &str) -> Result<T, Fault> {
    fault(
        FaultKind::ArgCount,
        format!("argument {index} ({what}) is missing"),
    )
}

fn arg<'a>(args: &'a [VmValue], index: usize, what: &str) -> Result<&'a VmValue, Fault> {
    args.get(index).map_or_else(|| missing(index, what), Ok)
}

fn exact_count(args: &[VmValue], counts: &[usize], name: &str) -> Result<(), Fault> {
    if counts.contains(&args.len()) {
        return Ok(());
    }
    fault(
        FaultKind::ArgCount,
        format!(
            "vm.builtin.{name} takes {counts:?} arguments, {} given",
            args.len()
        ),
    )
}

fn shape_arg<'a>(args: &'a [VmValue], index: usize, what: &str) -> Result<&'a Rc<[i64]>, Fault> {
    match arg(args, index, what)? {
        VmValue::Shape(shape) => Ok(shape),
        other => fault(
            FaultKind::Type,
            format!(
                "{what} (argument {index}) must be a Shape, got {}",
                other.kind()
            ),
        ),
    }
}

fn dtype_arg(args: &[VmValue], index: usize, what: &str) -> Result<DLDataType, Fault> {
    match arg(args, index, what)? {
        VmValue::DataType(dtype) => Ok(*dtype),
        other => fault(
            FaultKind::Type,
            format!(
                "{what} (argument {index}) must be a DataType, got {}",
                other.kind()
            ),
        ),
    }
}

fn tensor_arg<'a>(args: &'a [VmValue], index: usize, what: &str) -> Result<&'a VmTensor, Fault> {
    match arg(args, index, what)? {
        VmValue::Tensor(tensor) => Ok(tensor),
        other => fault(
            FaultKind::Type,
            format!(
                "{what} (argument {index}) must be a Tensor, got {}",
                other.kind()
            ),
        ),
    }
}

fn err_context(args: &[VmValue], index: usize) -> String {
    match args.get(index) {
        Some(VmValue::Str(text)) => text.trim_end().to_owned(),
        _ => String::new(),
    }
}

/// The shape heap argument: a heap tensor or `%void` (None).
fn heap_arg(args: &[VmValue], index: usize) -> Result<Option<&VmTensor>, Fault> {
    match arg(args, index, "shape heap")? {
        VmValue::Tensor(tensor) => Ok(Some(tensor)),
        VmValue::None => Ok(None),
        other => type_error("the shape heap", other),
    }
}

fn heap_slot(heap: Option<&VmTensor>, slot: i64) -> Result<(&VmTensor, usize), Fault> {
    let Some(heap) = heap else {
        return fault(
            FaultKind::HeapSlot,
            format!("shape heap slot {slot} used without a shape heap"),
        );
    };
    let elements = heap.elements().unwrap_or(0);
    match usize::try_from(slot).ok().filter(|&s| s < elements) {
        Some(index) => Ok((heap, index)),
        None => fault(
            FaultKind::HeapSlot,
            format!("shape heap slot {slot} is outside the heap of {elements} slots"),
        ),
    }
}

fn heap_load(heap: Option<&VmTensor>, slot: i64) -> Result<i64, Fault> {
    let (heap, index) = heap_slot(heap, slot)?;
    heap.read_i64(index).map_or_else(
        || {
            fault(
                FaultKind::HeapSlot,
                format!("shape heap slot {slot} cannot be read (heap is not int64)"),
            )
        },
        Ok,
    )
}

fn heap_store(heap: Option<&VmTensor>, slot: i64, value: i64) -> Result<(), Fault> {
    let (heap, index) = heap_slot(heap, slot)?;
    let offset = heap.byte_offset / 8 + index;
    if heap.dtype.bits == 64
        && heap.byte_offset.is_multiple_of(8)
        && heap.storage.raw().write_i64(offset, value)
    {
        return Ok(());
    }
    fault(
        FaultKind::HeapSlot,
        format!("shape heap slot {slot} cannot be written"),
    )
}

fn check_storage_cap(ctx: &BuiltinContext, bytes: usize) -> Result<(), Fault> {
    if bytes > ctx.max_storage_bytes {
        return fault(
            FaultKind::Memory,
            format!(
                "storage of {bytes} bytes is larger than the VM's limit of {} bytes",
                ctx.max_storage_bytes
            ),
        );
    }
    Ok(())
}

fn alloc(ctx: &BuiltinContext, bytes: usize) -> Result<Storage, Fault> {
    check_storage_cap(ctx, bytes)?;
    let reused = ctx.pool.borrow_mut().take(bytes);
    let raw = match reused {
        Some(raw) => raw,
        None => RawStorage::zeroed(bytes).ok_or_else(|| {
            Fault::new(FaultKind::Memory, format!("cannot allocate {bytes} bytes"))
        })?,
    };
    Ok(Storage::from_raw(raw, Rc::downgrade(&ctx.pool)))
}

/// Runs `builtin` on resolved arguments.
pub(crate) fn run(
    builtin: Builtin,
    args: &[VmValue],
    ctx: &BuiltinContext,
) -> Result<VmValue, Fault> {
    match builtin {
        Builtin::AllocStorage => {
            exact_count(args, &[5], "alloc_storage")?;
            let size = shape_arg(args, 1, "size")?;
            let device = ctx.devices.by_index(int_arg(args, 2, "device_index")?)?;
            let hint = dtype_arg(args, 3, "dtype_hint")?;
            let bytes = view_bytes(size, hint.bits, hint.lanes).ok_or_else(|| {
                Fault::new(
                    FaultKind::Memory,
                    format!("storage size {size:?} × {} overflows", hint),
                )
            })?;
            match device {
                Device::Cpu => alloc(ctx, bytes),
                device => {
                    check_storage_cap(ctx, bytes)?;
                    ctx.devices.alloc_storage(&ctx.pool, device, bytes)
                }
            }
            .map(VmValue::Storage)
        }
        Builtin::AllocTensor => {
            exact_count(args, &[4, 5], "alloc_tensor")?;
            let storage = match arg(args, 0, "storage")? {
                VmValue::Storage(storage) => storage.clone(),
                other => {
                    return fault(
                        FaultKind::Type,
                        format!(
                            "storage (argument 0) must be a Storage, got {}",
                            other.kind()
                        ),
                    );
                }
            };
            let offset = int_arg(args, 1, "offset")?;
            let shape = shape_arg(args, 2, "shape")?.clone();
            let dtype = dtype_arg(args, 3, "dtype")?;
            let offset = usize::try_from(offset)
                .map_err(|_| Fault::new(FaultKind::Memory, format!("negative offset {offset}")))?;
            VmTensor::view(storage, offset, shape, dtype)
                .map(VmValue::Tensor)
                .map_err(|e| Fault::new(FaultKind::Memory, e.to_string()))
        }
        Builtin::NullValue => Ok(VmValue::None),
        Builtin::CheckTensorInfo => {
            exact_count(args, &[3, 4], "check_tensor_info")?;
            let (ndim, dtype, ctx_index) = if args.len() == 4 {
                let dtype = match &args[2] {
                    VmValue::DataType(d) => Some(*d),
                    VmValue::None => None,
                    other => return type_error("the dtype", other),
                };
                (int_arg(args, 1, "ndim")?, dtype, 3)
            } else {
                (int_arg(args, 1, "ndim")?, None, 2)
            };
            let context = err_context(args, ctx_index);
            let VmValue::Tensor(tensor) = &args[0] else {
                return fault(
                    FaultKind::Type,
                    format!("{context}: expect a Tensor but get {}", args[0].kind()),
                );
            };
            if ndim != -1 && usize::try_from(ndim).ok() != Some(tensor.shape.len()) {
                return fault(
                    FaultKind::Check,
                    format!(
                        "{context}: expect Tensor with ndim {ndim} but get {}",
                        tensor.shape.len()
                    ),
                );
            }
            if let Some(dtype) = dtype
                && dtype != tensor.dtype
            {
                return fault(
                    FaultKind::Check,
                    format!(
                        "{context}: expect Tensor with dtype {} but get {}",
                        dtype, tensor.dtype
                    ),
                );
            }
            Ok(VmValue::None)
        }
        Builtin::MatchShape => {
            let n = int_arg(args, 2, "n")?;
            let count = usize::try_from(n)
                .ok()
                .filter(|&c| c.checked_mul(2).and_then(|w| w.checked_add(4)) == Some(args.len()))
                .ok_or_else(|| {
                    Fault::new(
                        FaultKind::ArgCount,
                        format!("match_shape of {n} dims has {} arguments", args.len()),
                    )
                })?;
            let context = err_context(args, args.len() - 1);
            let shape: &[i64] = match &args[0] {
                VmValue::Tensor(tensor) => &tensor.shape,
                VmValue::Shape(shape) => shape,
                other => {
                    return fault(
                        FaultKind::Type,
                        format!(
                            "{context}: expect a Tensor or Shape but get {}",
                            other.kind()
                        ),
                    );
                }
            };
            let heap = heap_arg(args, 1)?;
            if shape.len() != count {
                return fault(
                    FaultKind::Check,
                    format!("{context}: expect ndim {count} but get {}", shape.len()),
                );
            }
            for (dim, &extent) in shape.iter().enumerate() {
                let code = int_arg(args, 3 + 2 * dim, "match code")?;
                let value = int_arg(args, 4 + 2 * dim, "match value")?;
                match code {
                    0 if extent != value => {
                        return fault(
                            FaultKind::Check,
                            format!("{context}: dim {dim} is {extent}, expected {value}"),
                        );
                    }
                    1 => heap_store(heap, value, extent)?,
                    3 => {
                        let expected = heap_load(heap, value)?;
                        if extent != expected {
                            return fault(
                                FaultKind::Check,
                                format!("{context}: dim {dim} is {extent}, expected {expected}"),
                            );
                        }
                    }
                    0 | 2 => {}
                    other => {
                        return fault(
                            FaultKind::Check,
                            format!("unknown match_shape code {other} for dim {dim}"),
                        );
                    }
                }
            }
            Ok(VmValue::None)
        }
        Builtin::AllocShapeHeap => {
            exact_count(args, &[2], "alloc_shape_heap")?;
            let size = int_arg(args, 1, "size")?;
            if !(0..=MAX_SHAPE_HEAP).contains(&size) {
                return fault(
                    FaultKind::Memory,
                    format!("shape heap of {size} slots (at most {MAX_SHAPE_HEAP})"),
                );
            }
            let storage = alloc(ctx, size as usize * 8)?;
            VmTensor::view(storage, 0, Rc::from([size].as_slice()), DLDataType::INT64)
                .map(VmValue::Tensor)
                .map_err(|e| Fault::new(FaultKind::Memory, e.to_string()))
        }
        Builtin::MakeShape => {
            let n = int_arg(args, 1, "n")?;
            let count = usize::try_from(n)
                .ok()
                .filter(|&c| c.checked_mul(2).and_then(|w| w.checked_add(2)) == Some(args.len()))
                .ok_or_else(|| {
                    Fault::new(
                        FaultKind::ArgCount,
                        format!("make_shape of {n} dims has {} arguments", args.len()),
                    )
                })?;
            let heap = heap_arg(args, 0)?;
            let dim = |index: usize| -> Result<i64, Fault> {
                let code = int_arg(args, 2 + 2 * index, "make_shape code")?;
                let value = int_arg(args, 3 + 2 * index, "make_shape value")?;
                match code {
                    0 => Ok(value),
                    1 => heap_load(heap, value),
                    other => fault(
                        FaultKind::Check,
                        format!("unknown make_shape code {other} for dim {index}"),
                    ),
                }
            };
            // Shapes are short: build on the stack so the Shape is the call's one allocation.
            const INLINE_DIMS: usize = 8;
            if count <= INLINE_DIMS {
                let mut dims = [0i64; INLINE_DIMS];
                for (index, slot) in dims.iter_mut().take(count).enumerate() {
                    *slot = dim(index)?;
                }
                Ok(VmValue::Shape(Rc::from(&dims[..count])))
            } else {
                let dims = (0..count).map(dim).collect::<Result<Vec<_>, _>>()?;
                Ok(VmValue::Shape(Rc::from(dims)))
            }
        }
        Builtin::MakePrimValue => {
            exact_count(args, &[3], "make_prim_value")?;
            let heap = heap_arg(args, 0)?;
            let code = int_arg(args, 1, "code")?;
            let value = int_arg(args, 2, "value")?;
            match code {
                0 => Ok(VmValue::Int(value)),
                1 => heap_load(heap, value).map(VmValue::Int),
                other => fault(
                    FaultKind::Check,
                    format!("unknown make_prim_value code {other}"),
                ),
            }
        }
        Builtin::Reshape => {
            exact_count(args, &[2], "reshape")?;
            let tensor = tensor_arg(args, 0, "data")?;
            let shape = shape_arg(args, 1, "shape")?;
            let old = view_bytes(&tensor.shape, tensor.dtype.bits, tensor.dtype.lanes);
            let new = view_bytes(shape, tensor.dtype.bits, tensor.dtype.lanes);
            if new.is_none() || new != old {
                return fault(
                    FaultKind::Check,
                    format!(
                        "cannot reshape a tensor of shape {:?} to {:?}",
                        tensor.shape, shape
                    ),
                );
            }
            VmTensor::view(
                tensor.storage.clone(),
                tensor.byte_offset,
                shape.clone(),
                tensor.dtype,
            )
            .map(VmValue::Tensor)
            .map_err(|e| Fault::new(FaultKind::Memory, e.to_string()))
        }
        Builtin::Copy => {
            exact_count(args, &[1], "copy")?;
            Ok(args[0].clone())
        }
        Builtin::ReadIfCond => {
            exact_count(args, &[1], "read_if_cond")?;
            match &args[0] {
                VmValue::Bool(v) => Ok(VmValue::Bool(*v)),
                VmValue::Int(v) => Ok(VmValue::Bool(*v != 0)),
                VmValue::Tensor(tensor) => read_tensor_cond(tensor).map(VmValue::Bool),
                other => type_error("the condition", other),
            }
        }
        Builtin::MakeTuple => Ok(VmValue::Tuple(Rc::from(args))),
        Builtin::TupleGetitem => {
            exact_count(args, &[2], "tuple_getitem")?;
            let index = int_arg(args, 1, "index")?;
            let VmValue::Tuple(fields) = &args[0] else {
                return type_error("the tuple", &args[0]);
            };
            usize::try_from(index)
                .ok()
                .and_then(|i| fields.get(i))
                .cloned()
                .ok_or_else(|| {
                    Fault::new(
                        FaultKind::TupleIndex,
                        format!("index {index} of a tuple of {} fields", fields.len()),
                    )
                })
        }
        Builtin::CheckShapeInfo => {
            exact_count(args, &[3], "check_shape_info")?;
            let ndim = int_arg(args, 1, "ndim")?;
            let context = err_context(args, 2);
            match &args[0] {
                VmValue::Shape(shape)
                    if ndim == -1 || usize::try_from(ndim).ok() == Some(shape.len()) =>
                {
                    Ok(VmValue::None)
                }
                VmValue::Shape(shape) => fault(
                    FaultKind::Check,
                    format!(
                        "{context}: expect Shape with ndim {ndim} but get {}",
                        shape.len()
                    ),
                ),
                other => fault(
                    FaultKind::Type,
                    format!("{context}: expect a Shape but get {}", other.kind()),
                ),
            }
        }
        Builtin::CheckTupleInfo => {
            exact_count(args, &[3], "check_tuple_info")?;
            let size = int_arg(args, 1, "size")?;
            let context = err_context(args, 2);
            match &args[0] {
                VmValue::Tuple(fields)
                    if size == -1 || usize::try_from(size).ok() == Some(fields.len()) =>
                {
                    Ok(VmValue::None)
                }
                VmValue::Tuple(fields) => fault(
                    FaultKind::Check,
                    format!(
                        "{context}: expect a Tuple of {size} fields but get {}",
                        fields.len()
                    ),
                ),
                other => fault(
                    FaultKind::Type,
                    format!("{context}: expect a Tuple but get {}", other.kind()),
                ),
            }
        }
        Builtin::CheckPrimValueInfo => {
            exact_count(args, &[3], "check_prim_value_info")?;
            let context = err_context(args, 2);
            let expected = match &args[1] {
                VmValue::DataType(d) => Some(*d),
                VmValue::None => None,
                other => return type_error("the dtype", other),
            };
            let ok = matches!(
                (&args[0], expected.map(|d| d.code)),
                (VmValue::Int(_), None | Some(INT | UINT))
                    | (VmValue::Bool(_), None | Some(BOOL | INT | UINT))
                    | (VmValue::Float(_), None | Some(FLOAT | BFLOAT))
            );
            if ok {
                Ok(VmValue::None)
            } else {
                fault(
                    FaultKind::Type,
                    format!(
                        "{context}: expect a prim value{} but get {}",
                        expected.map(|d| format!(" of {d}")).unwrap_or_default(),
                        args[0].kind()
                    ),
                )
            }
        }
        Builtin::ShapeOf => {
            exact_count(args, &[1], "shape_of")?;
            Ok(VmValue::Shape(tensor_arg(args, 0, "data")?.shape.clone()))
        }
        Builtin::MatchPrimValue => matching::match_prim_value(args),
        Builtin::TensorToShape => matching::tensor_to_shape(args),
        Builtin::CheckFuncInfo => matching::check_func_info(args),
        Builtin::MakeClosure | Builtin::InvokeClosure | Builtin::CallTirDyn => fault(
            FaultKind::Function,
            format!(
                "vm.builtin.{} needs the VM's function table",
                builtin.short_name()
            ),
        ),
        Builtin::ToDevice => devices::to_device_builtin(args, &ctx.devices),
    }
}

fn read_tensor_cond(tensor: &VmTensor) -> Result<bool, Fault> {
    let d = tensor.dtype;
    if !matches!(d.code, INT | UINT | BOOL) || !matches!(d.bits, 1 | 8 | 16 | 32 | 64) {
        return fault(FaultKind::Type, format!("read_if_cond of a {} tensor", d));
    }
    if tensor.elements() == Some(0) {
        return fault(FaultKind::Check, "read_if_cond of an empty tensor");
    }
    let width = usize::from(d.bits).div_ceil(8);
    let mut bytes = [0u8; 8];
    if let Some(memory) = tensor.storage.device_buffer() {
        // A condition on a device is read back to the host, as TVM copies it.
        memory
            .read(tensor.byte_offset, &mut bytes[..width])
            .map_err(|e| Fault::new(FaultKind::Memory, format!("{}: {e}", memory.device())))?;
    } else if !tensor
        .storage
        .raw()
        .read(tensor.byte_offset, &mut bytes[..width])
    {
        return fault(FaultKind::Memory, "condition tensor outside its storage");
    }
    Ok(bytes.iter().any(|&b| b != 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for &builtin in Builtin::ALL {
            let name = format!("{BUILTIN_PREFIX}{}", builtin.short_name());
            assert_eq!(Builtin::from_name(&name), Some(builtin));
        }
        assert_eq!(Builtin::from_name("vm.builtin.nope"), None);
        assert_eq!(Builtin::from_name("alloc_storage"), None);
    }

    #[test]
    fn the_module_layer_lists_exactly_these_builtins() {
        // `inspect` flags names outside `VM_BUILTINS` as unresolved: it must be this VM's set.
        let ours: Vec<String> = Builtin::ALL
            .iter()
            .map(|b| format!("{BUILTIN_PREFIX}{}", b.short_name()))
            .collect();
        assert_eq!(ours, crate::module::relax::VM_BUILTINS);
    }
}
