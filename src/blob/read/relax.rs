//! Decoding the Relax payloads: the `relax.VMExecutable` executable (`VMExecutable::LoadFromBytes`)
//! and the `const_loader` module (`ConstLoaderModuleObj::LoadFromBytes`).
//!
//! Every count is checked against the bytes left before anything is allocated, and every field
//! error names the module, the field and its absolute blob offset. Indices inside the executable
//! (registers, constants, functions, jumps) are not checked here: that is
//! [`crate::module::relax::VmExecutable::verify`]'s job, before anything runs.

use super::cursor::{Cursor, capacity_for, malformed};
use crate::abi::DLDevice;
use crate::blob::BlobError;
use crate::blob::ConstantKind;
use crate::module::DLDataType;
use crate::module::relax::{
    ConstLoader, Constant, ConstantTags, ConstantTensor, ExecutableMagic, MAGIC_V1, MAGIC_V2,
    TENSOR_MAGIC, VM_VERSION, VmExecutable, VmFunction, VmFunctionKind,
};
use std::collections::HashSet;

// Smallest encodings, used to bound counts before allocating.
const MIN_STR: usize = 8;
/// `i32 kind; str name; i64 start, end, num_args, regs; u64 n_params`.
const MIN_FUNC_INFO: usize = 4 + MIN_STR + 4 * 8 + 8;
/// `i64 const_index; str scope`.
const MIN_SCOPE: usize = 8 + MIN_STR;
/// `i32 tag` + the smallest body (an empty string, shape, int or float: 8 bytes; a DataType: 4).
const MIN_CONSTANT: usize = 4 + 4;

fn dtype(c: &mut Cursor<'_>, field: impl Fn() -> String + Copy) -> Result<DLDataType, BlobError> {
    Ok(DLDataType {
        code: c.u8(field)?,
        bits: c.u8(field)?,
        lanes: c.u16(field)?,
    })
}

fn i64_field(c: &mut Cursor<'_>, field: impl Fn() -> String) -> Result<i64, BlobError> {
    Ok(c.u64(field)? as i64)
}

/// `u64 n; str[n]`.
fn string_list(c: &mut Cursor<'_>, of: &dyn Fn() -> String) -> Result<Vec<String>, BlobError> {
    let n = c.count(MIN_STR, || format!("{} count", of()))?;
    let mut out = Vec::with_capacity(capacity_for(n));
    for k in 0..n {
        out.push(c.string(|| format!("{}[{k}]", of()))?);
    }
    Ok(out)
}

/// `u64 n; i64[n]`.
fn i64_list(c: &mut Cursor<'_>, of: &dyn Fn() -> String) -> Result<Vec<i64>, BlobError> {
    let n = c.count(8, || format!("{} count", of()))?;
    let mut out = Vec::with_capacity(n);
    for k in 0..n {
        out.push(i64_field(c, || format!("{}[{k}]", of()))?);
    }
    Ok(out)
}

/// A serialized tensor (`SaveDLTensor`), with the checks of TVM's `Tensor::Load`: the magic, a
/// CPU device and `nbytes == prod(shape) * ceil(bits / 8)` (lanes not counted, as TVM does).
pub(crate) fn tensor(
    c: &mut Cursor<'_>,
    of: &dyn Fn() -> String,
) -> Result<ConstantTensor, BlobError> {
    let at = c.pos();
    let magic = c.u64(|| format!("tensor magic of {}", of()))?;
    if magic != TENSOR_MAGIC {
        return Err(malformed(
            at,
            || format!("tensor magic of {}", of()),
            format!("{magic:#018x} is not the tensor magic {TENSOR_MAGIC:#018x}"),
        ));
    }
    let at = c.pos();
    let reserved = c.u64(|| format!("reserved word of {}", of()))?;
    if reserved != 0 {
        return Err(malformed(
            at,
            || format!("reserved word of {}", of()),
            format!("{reserved:#x}: TVM writes 0 here and modlink keeps only that form"),
        ));
    }
    let at = c.pos();
    let device_type = c.i32(|| format!("device type of {}", of()))?;
    if device_type != DLDevice::CPU.device_type {
        return Err(malformed(
            at,
            || format!("device type of {}", of()),
            format!("device type {device_type}: a stored tensor must be a CPU (1) tensor"),
        ));
    }
    let device_id = c.i32(|| format!("device id of {}", of()))?;
    let at = c.pos();
    let ndim = c.i32(|| format!("ndim of {}", of()))?;
    let dtype = dtype(c, || format!("dtype of {}", of()))?;
    let ndim = usize::try_from(ndim)
        .ok()
        .filter(|&n| n.checked_mul(8).is_some_and(|b| b <= c.remaining()))
        .ok_or_else(|| {
            malformed(
                at,
                || format!("ndim of {}", of()),
                format!(
                    "{ndim} dimensions: negative or more than the {} bytes left can hold",
                    c.remaining()
                ),
            )
        })?;
    let shape_at = c.pos();
    let mut shape = Vec::with_capacity(ndim);
    for d in 0..ndim {
        shape.push(i64_field(c, || format!("shape[{d}] of {}", of()))?);
    }
    let expected = ConstantTensor::data_len_for(dtype, &shape).ok_or_else(|| {
        malformed(
            shape_at,
            || format!("shape of {}", of()),
            format!("shape {shape:?} has a negative dimension or overflows"),
        )
    })?;
    let at = c.pos();
    let nbytes = i64_field(c, || format!("data length of {}", of()))?;
    if nbytes != expected {
        return Err(malformed(
            at,
            || format!("data length of {}", of()),
            format!(
                "{nbytes} bytes, but shape {shape:?} of {}-bit elements needs {expected}",
                dtype.bits
            ),
        ));
    }
    // `expected` is non-negative here; `split` checks it against the bytes left.
    let data = c
        .split(expected as usize, || format!("data of {}", of()))?
        .rest_bytes();
    Ok(ConstantTensor {
        device_type,
        device_id,
        dtype,
        shape,
        data,
    })
}

fn constant(
    c: &mut Cursor<'_>,
    tags: ConstantTags,
    index: usize,
    label: &str,
) -> Result<Constant, BlobError> {
    let of = || format!("constant {index} of {label}");
    let at = c.pos();
    let tag = c.i32(|| format!("tag of {}", of()))?;
    let kind = tags.kind_of(tag).ok_or_else(|| {
        malformed(
            at,
            || format!("tag of {}", of()),
            format!("unknown constant tag {tag} in the {tags:?} tag table"),
        )
    })?;
    Ok(match kind {
        ConstantKind::Tensor => Constant::Tensor(tensor(c, &of)?),
        ConstantKind::Shape => Constant::Shape(i64_list(c, &|| format!("shape of {}", of()))?),
        ConstantKind::Str => Constant::Str(c.string(|| format!("string of {}", of()))?),
        ConstantKind::Int => Constant::Int(i64_field(c, || format!("value of {}", of()))?),
        ConstantKind::Float => {
            Constant::Float(f64::from_bits(c.u64(|| format!("value of {}", of()))?))
        }
        ConstantKind::DataType => Constant::DataType(dtype(c, || format!("value of {}", of()))?),
    })
}

fn function(c: &mut Cursor<'_>, index: usize, label: &str) -> Result<VmFunction, BlobError> {
    let of = || format!("function {index} of {label}");
    let kind = VmFunctionKind::from_code(c.i32(|| format!("kind of {}", of()))?);
    let name = c.string(|| format!("name of {}", of()))?;
    let of = || format!("function {index} (`{name}`) of {label}");
    Ok(VmFunction {
        kind,
        start_instr: i64_field(c, || format!("start_instr of {}", of()))?,
        end_instr: i64_field(c, || format!("end_instr of {}", of()))?,
        num_args: i64_field(c, || format!("num_args of {}", of()))?,
        register_file_size: i64_field(c, || format!("register_file_size of {}", of()))?,
        param_names: string_list(c, &|| format!("param_names of {}", of()))?,
        name,
    })
}

/// The whole executable payload (the current layout's length-prefixed bytes, or the contents of
/// the legacy layout's dmlc string). Bytes after the code section are kept, as TVM ignores them.
pub(crate) fn vm_executable(
    c: &mut Cursor<'_>,
    tags: ConstantTags,
    label: &str,
) -> Result<VmExecutable, BlobError> {
    let at = c.pos();
    let magic = match c.u64(|| format!("magic of {label}"))? {
        MAGIC_V1 => ExecutableMagic::V1,
        MAGIC_V2 => ExecutableMagic::V2,
        other => {
            return Err(malformed(
                at,
                || format!("magic of {label}"),
                format!(
                    "{other:#018x} is neither executable magic ({MAGIC_V1:#018x}, {MAGIC_V2:#018x})"
                ),
            ));
        }
    };
    let at = c.pos();
    let version = c.string(|| format!("version of {label}"))?;
    if version != VM_VERSION {
        return Err(malformed(
            at,
            || format!("version of {label}"),
            format!("version `{version}`: TVM's loader accepts only `{VM_VERSION}`"),
        ));
    }
    let nfuncs = c.count(MIN_FUNC_INFO, || format!("function count of {label}"))?;
    let mut functions = Vec::with_capacity(capacity_for(nfuncs));
    for f in 0..nfuncs {
        functions.push(function(c, f, label)?);
    }
    let mut memory_scopes = Vec::new();
    if magic == ExecutableMagic::V2 {
        let n = c.count(MIN_SCOPE, || format!("memory scope count of {label}"))?;
        memory_scopes.reserve(capacity_for(n));
        for s in 0..n {
            let index = i64_field(c, || {
                format!("constant index of memory scope {s} of {label}")
            })?;
            let scope = c.string(|| format!("memory scope {s} of {label}"))?;
            memory_scopes.push((index, scope));
        }
    }
    let nconsts = c.count(MIN_CONSTANT, || format!("constant count of {label}"))?;
    let mut constants = Vec::with_capacity(capacity_for(nconsts));
    for k in 0..nconsts {
        constants.push(constant(c, tags, k, label)?);
    }
    let instr_offsets = i64_list(c, &|| format!("instruction offsets of {label}"))?;
    let instr_data = i64_list(c, &|| format!("instruction words of {label}"))?;
    let trailing = c.rest_bytes();
    c.skip(trailing.len(), "")?;
    Ok(VmExecutable {
        magic,
        version,
        functions,
        memory_scopes,
        constants,
        instr_offsets,
        instr_data,
        trailing,
    })
}

/// A `const_loader` payload: `vec<str> variables; u64 n; Tensor[n]; vec<str> symbols; u64 m;
/// vec<str>[m]`, with TVM's checks (the counts agree, no variable twice, every name a symbol
/// lists is a variable). Unlike the executable it has no trailing slack: in the legacy layout
/// its end is where the next entry starts.
pub(crate) fn const_loader(c: &mut Cursor<'_>, label: &str) -> Result<ConstLoader, BlobError> {
    let variables = string_list(c, &|| format!("variable names of {label}"))?;
    let at = c.pos();
    let n = c.count(8 * 4, || format!("tensor count of {label}"))?;
    if n != variables.len() {
        return Err(malformed(
            at,
            || format!("tensor count of {label}"),
            format!("{n} tensors for {} variable names", variables.len()),
        ));
    }
    let mut constants: Vec<(String, ConstantTensor)> = Vec::with_capacity(capacity_for(n));
    let mut seen = HashSet::with_capacity(capacity_for(n));
    for (k, name) in variables.into_iter().enumerate() {
        let at = c.pos();
        let value = tensor(c, &|| format!("tensor {k} (`{name}`) of {label}"))?;
        if !seen.insert(name.clone()) {
            return Err(malformed(
                at,
                || format!("tensor {k} of {label}"),
                format!("variable `{name}` is stored twice"),
            ));
        }
        constants.push((name, value));
    }
    let symbols = string_list(c, &|| format!("symbols of {label}"))?;
    let at = c.pos();
    let m = c.count(8, || format!("symbol list count of {label}"))?;
    if m != symbols.len() {
        return Err(malformed(
            at,
            || format!("symbol list count of {label}"),
            format!("{m} constant lists for {} symbols", symbols.len()),
        ));
    }
    let mut constants_by_symbol = Vec::with_capacity(capacity_for(m));
    for (k, symbol) in symbols.into_iter().enumerate() {
        let at = c.pos();
        let names = string_list(c, &|| {
            format!("constants of symbol {k} (`{symbol}`) of {label}")
        })?;
        if let Some(missing) = names.iter().find(|n| !seen.contains(n.as_str())) {
            return Err(malformed(
                at,
                || format!("constants of symbol {k} (`{symbol}`) of {label}"),
                format!("`{missing}` is not one of the stored variables"),
            ));
        }
        constants_by_symbol.push((symbol, names));
    }
    Ok(ConstLoader {
        constants,
        constants_by_symbol,
    })
}
