//! Encoding the Relax payloads: `relax.VMExecutable` (`VMExecutable::SaveToBytes`) and
//! `const_loader` (`ConstLoaderModuleObj::SaveToBytes`), the exact inverse of the reader.
//!
//! What the reader (and TVM's loader) would refuse is refused here too, so every payload written
//! reads back equal: a version other than [`VM_VERSION`], memory scopes under the V1 magic, a
//! tensor whose data length does not match its shape, a const_loader naming an unknown
//! variable.

use super::Sink;
use crate::abi::DLDevice;
use crate::blob::BlobError;
use crate::blob::ConstantKind;
use crate::module::relax::{
    ConstLoader, Constant, ConstantTags, ConstantTensor, ExecutableMagic, MAGIC_V1, MAGIC_V2,
    TENSOR_MAGIC, VM_VERSION, VmExecutable,
};
use std::collections::HashSet;

fn put_i32(sink: &mut impl Sink, value: i32) -> std::io::Result<()> {
    sink.put(&value.to_le_bytes())
}

fn put_i64(sink: &mut impl Sink, value: i64) -> std::io::Result<()> {
    sink.put(&value.to_le_bytes())
}

fn put_dtype(sink: &mut impl Sink, dtype: crate::module::DLDataType) -> std::io::Result<()> {
    sink.put(&[dtype.code, dtype.bits])?;
    sink.put(&dtype.lanes.to_le_bytes())
}

fn put_strings(sink: &mut impl Sink, items: &[String]) -> std::io::Result<()> {
    sink.put_u64(items.len() as u64)?;
    for item in items {
        sink.put_bytes(item.as_bytes())?;
    }
    Ok(())
}

fn put_i64s(sink: &mut impl Sink, items: &[i64]) -> std::io::Result<()> {
    sink.put_u64(items.len() as u64)?;
    for &item in items {
        put_i64(sink, item)?;
    }
    Ok(())
}

/// `SaveDLTensor`: magic, reserved 0, device, ndim, dtype, shape, nbytes, data.
pub(super) fn tensor(sink: &mut impl Sink, t: &ConstantTensor, of: &str) -> Result<(), BlobError> {
    let expected = ConstantTensor::data_len_for(t.dtype, &t.shape);
    if expected != i64::try_from(t.data.len()).ok() {
        return Err(BlobError::Write(format!(
            "{of}: {} data bytes do not match shape {:?} of {}-bit elements",
            t.data.len(),
            t.shape,
            t.dtype.bits
        )));
    }
    if t.device_type != DLDevice::CPU.device_type {
        return Err(BlobError::Write(format!(
            "{of}: device type {} (a stored tensor must be a CPU (1) tensor)",
            t.device_type
        )));
    }
    let ndim = i32::try_from(t.shape.len())
        .map_err(|_| BlobError::Write(format!("{of}: {} dimensions", t.shape.len())))?;
    sink.put_u64(TENSOR_MAGIC)?;
    sink.put_u64(0)?;
    put_i32(sink, t.device_type)?;
    put_i32(sink, t.device_id)?;
    put_i32(sink, ndim)?;
    put_dtype(sink, t.dtype)?;
    for &dim in &t.shape {
        put_i64(sink, dim)?;
    }
    sink.put_u64(t.data.len() as u64)?;
    sink.put(&t.data)?;
    Ok(())
}

/// The executable payload (without the legacy layout's string length).
pub(super) fn vm_executable(
    sink: &mut impl Sink,
    exe: &VmExecutable,
    tags: ConstantTags,
    label: &str,
) -> Result<(), BlobError> {
    if exe.version != VM_VERSION {
        return Err(BlobError::Write(format!(
            "{label}: version `{}` (TVM's loader accepts only `{VM_VERSION}`)",
            exe.version
        )));
    }
    if exe.magic == ExecutableMagic::V1 && !exe.memory_scopes.is_empty() {
        return Err(BlobError::Write(format!(
            "{label}: {} memory scopes, but the V1 magic has no memory-scope section",
            exe.memory_scopes.len()
        )));
    }
    sink.put_u64(match exe.magic {
        ExecutableMagic::V1 => MAGIC_V1,
        ExecutableMagic::V2 => MAGIC_V2,
    })?;
    sink.put_bytes(exe.version.as_bytes())?;
    sink.put_u64(exe.functions.len() as u64)?;
    for f in &exe.functions {
        put_i32(sink, f.kind.code())?;
        sink.put_bytes(f.name.as_bytes())?;
        put_i64(sink, f.start_instr)?;
        put_i64(sink, f.end_instr)?;
        put_i64(sink, f.num_args)?;
        put_i64(sink, f.register_file_size)?;
        put_strings(sink, &f.param_names)?;
    }
    if exe.magic == ExecutableMagic::V2 {
        sink.put_u64(exe.memory_scopes.len() as u64)?;
        for (index, scope) in &exe.memory_scopes {
            put_i64(sink, *index)?;
            sink.put_bytes(scope.as_bytes())?;
        }
    }
    sink.put_u64(exe.constants.len() as u64)?;
    for (index, constant) in exe.constants.iter().enumerate() {
        match constant {
            Constant::Tensor(t) => {
                put_i32(sink, tags.tag(ConstantKind::Tensor))?;
                tensor(sink, t, &format!("constant {index} of {label}"))?;
            }
            Constant::Shape(dims) => {
                put_i32(sink, tags.tag(ConstantKind::Shape))?;
                put_i64s(sink, dims)?;
            }
            Constant::Str(text) => {
                put_i32(sink, tags.tag(ConstantKind::Str))?;
                sink.put_bytes(text.as_bytes())?;
            }
            Constant::Int(value) => {
                put_i32(sink, tags.tag(ConstantKind::Int))?;
                put_i64(sink, *value)?;
            }
            Constant::Float(value) => {
                put_i32(sink, tags.tag(ConstantKind::Float))?;
                sink.put(&value.to_le_bytes())?;
            }
            Constant::DataType(dtype) => {
                put_i32(sink, tags.tag(ConstantKind::DataType))?;
                put_dtype(sink, *dtype)?;
            }
        }
    }
    put_i64s(sink, &exe.instr_offsets)?;
    put_i64s(sink, &exe.instr_data)?;
    sink.put(&exe.trailing)?;
    Ok(())
}

/// The `const_loader` payload.
pub(super) fn const_loader(
    sink: &mut impl Sink,
    loader: &ConstLoader,
    label: &str,
) -> Result<(), BlobError> {
    let mut names = HashSet::with_capacity(loader.constants.len());
    for (name, _) in &loader.constants {
        if !names.insert(name.as_str()) {
            return Err(BlobError::Write(format!(
                "{label}: variable `{name}` is stored twice (TVM's loader refuses it)"
            )));
        }
    }
    for (symbol, vars) in &loader.constants_by_symbol {
        if let Some(missing) = vars.iter().find(|v| !names.contains(v.as_str())) {
            return Err(BlobError::Write(format!(
                "{label}: symbol `{symbol}` needs `{missing}`, which is not a stored variable"
            )));
        }
    }
    sink.put_u64(loader.constants.len() as u64)?;
    for (name, _) in &loader.constants {
        sink.put_bytes(name.as_bytes())?;
    }
    sink.put_u64(loader.constants.len() as u64)?;
    for (name, value) in &loader.constants {
        tensor(sink, value, &format!("constant `{name}` of {label}"))?;
    }
    sink.put_u64(loader.constants_by_symbol.len() as u64)?;
    for (symbol, _) in &loader.constants_by_symbol {
        sink.put_bytes(symbol.as_bytes())?;
    }
    sink.put_u64(loader.constants_by_symbol.len() as u64)?;
    for (_, vars) in &loader.constants_by_symbol {
        put_strings(sink, vars)?;
    }
    Ok(())
}
