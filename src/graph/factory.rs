//! The `GraphExecutorFactory` payload, as TVM's `GraphExecutorFactory::SaveToBinary` writes it
//! (TVM v0.20 `src/runtime/graph_executor/graph_executor_factory.cc`):
//!
//! ```text
//! str  graph_json                       u64 length + UTF-8 bytes
//! u64  count                            number of parameters
//! u64  count, count × str name          parameter names (dmlc vector<string>)
//! count × tensor                        SaveDLTensor records, same order (see crate::params)
//! str  module_name                      name of the function that creates the executor ("default")
//! ```

use super::GraphError;
use crate::params::{self, ParamDict};
use bytes::Bytes;

/// The module kind (blob key) of an executor module.
pub const KIND: &str = "GraphExecutorFactory";

/// An executor module: the graph, its bound parameters and the model's name.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphExecutorFactory {
    /// TVM graph JSON text.
    pub graph_json: String,
    /// Parameters bound to the graph's input nodes by name.
    pub params: ParamDict,
    /// The model name (TVM's default is `default`).
    pub module_name: String,
}

impl GraphExecutorFactory {
    /// Parses a payload; returns the factory and how many bytes it spans (the legacy blob layout
    /// has no length prefix, so the reader needs the end).
    pub fn read(payload: &Bytes) -> Result<(GraphExecutorFactory, usize), GraphError> {
        let mut at = 0usize;
        let graph_json = read_str(payload, &mut at, "graph_json")?;
        let count_at = at;
        let count = read_u64(payload, &mut at, "parameter count")?;
        let names_at = at;
        let name_count = read_u64(payload, &mut at, "parameter name count")?;
        if name_count != count {
            return Err(payload_error(
                names_at,
                "parameter name count",
                format!("{name_count} names for {count} parameters"),
            ));
        }
        // Every name takes at least 8 bytes and every tensor at least 40: bound the count.
        let remaining = (payload.len() - at) as u64;
        if count > remaining / 48 {
            return Err(payload_error(
                count_at,
                "parameter count",
                format!("{count} parameters cannot fit in the {remaining} bytes that remain"),
            ));
        }
        let mut names = Vec::with_capacity(count as usize);
        for i in 0..count {
            names.push(read_str(payload, &mut at, &format!("parameter name {i}"))?);
        }
        let mut entries = Vec::with_capacity(names.len());
        for name in names {
            let (tensor, next) =
                params::read_tensor_at(payload, at, &name).map_err(|e| match e {
                    params::ParamsError::Malformed {
                        offset,
                        field,
                        message,
                    } => payload_error(offset as usize, &field, message),
                    other => GraphError::Params(other),
                })?;
            at = next;
            entries.push((name, tensor));
        }
        let module_name = read_str(payload, &mut at, "module_name")?;
        Ok((
            GraphExecutorFactory {
                graph_json,
                params: ParamDict { entries },
                module_name,
            },
            at,
        ))
    }

    /// Serializes the payload.
    pub fn to_bytes(&self) -> Result<Vec<u8>, GraphError> {
        let mut out = Vec::new();
        write_str(&mut out, &self.graph_json);
        let count = self.params.entries.len() as u64;
        out.extend_from_slice(&count.to_le_bytes());
        out.extend_from_slice(&count.to_le_bytes());
        for (name, _) in &self.params.entries {
            write_str(&mut out, name);
        }
        for (name, tensor) in &self.params.entries {
            params::write_tensor(&mut out, name, tensor)?;
        }
        write_str(&mut out, &self.module_name);
        Ok(out)
    }
}

fn payload_error(offset: usize, field: &str, message: String) -> GraphError {
    GraphError::Payload {
        offset: offset as u64,
        field: field.to_string(),
        message,
    }
}

fn read_u64(bytes: &Bytes, at: &mut usize, field: &str) -> Result<u64, GraphError> {
    let remaining = bytes.len().saturating_sub(*at);
    if remaining < 8 {
        return Err(payload_error(
            *at,
            field,
            format!("needs 8 bytes but only {remaining} remain"),
        ));
    }
    let mut word = [0u8; 8];
    word.copy_from_slice(&bytes[*at..*at + 8]);
    *at += 8;
    Ok(u64::from_le_bytes(word))
}

fn read_str(bytes: &Bytes, at: &mut usize, field: &str) -> Result<String, GraphError> {
    let len_at = *at;
    let len = read_u64(bytes, at, field)?;
    let remaining = (bytes.len() - *at) as u64;
    if len > remaining {
        return Err(payload_error(
            len_at,
            field,
            format!("length {len} exceeds the {remaining} bytes that remain"),
        ));
    }
    let end = *at + len as usize;
    let text = std::str::from_utf8(&bytes[*at..end])
        .map_err(|e| payload_error(*at, field, format!("not UTF-8: {e}")))?
        .to_string();
    *at = end;
    Ok(text)
}

fn write_str(out: &mut Vec<u8>, text: &str) {
    out.extend_from_slice(&(text.len() as u64).to_le_bytes());
    out.extend_from_slice(text.as_bytes());
}

/// How many bytes a `GraphExecutorFactory` payload at the start of `bytes` spans, found by
/// walking its fields without copying them (the legacy blob layout has no length prefix).
pub fn payload_span(bytes: &[u8]) -> Result<usize, String> {
    let mut at = 0usize;
    let u64_at = |at: &mut usize, field: &str| -> Result<u64, String> {
        let word = bytes
            .get(*at..*at + 8)
            .ok_or_else(|| format!("{field} at offset {at} runs past the end"))?;
        *at += 8;
        let mut raw = [0u8; 8];
        raw.copy_from_slice(word);
        Ok(u64::from_le_bytes(raw))
    };
    let skip = |at: &mut usize, len: u64, field: &str| -> Result<(), String> {
        let end = usize::try_from(len)
            .ok()
            .and_then(|len| at.checked_add(len))
            .filter(|end| *end <= bytes.len())
            .ok_or_else(|| format!("{field} of {len} bytes at offset {at} runs past the end"))?;
        *at = end;
        Ok(())
    };
    let len = u64_at(&mut at, "graph_json length")?;
    skip(&mut at, len, "graph_json")?;
    let count = u64_at(&mut at, "parameter count")?;
    let names = u64_at(&mut at, "parameter name count")?;
    if names != count || count > (bytes.len() / 48) as u64 {
        return Err(format!("bad parameter counts {count} / {names}"));
    }
    for i in 0..count {
        let len = u64_at(&mut at, "parameter name length")?;
        skip(&mut at, len, &format!("parameter name {i}"))?;
    }
    for i in 0..count {
        // magic, reserved, device (2 × i32), ndim (i32), dtype (4 bytes)
        skip(&mut at, 8 + 8 + 8, &format!("tensor {i} header"))?;
        let ndim_raw = bytes
            .get(at..at + 4)
            .ok_or_else(|| format!("tensor {i} ndim runs past the end"))?;
        let ndim = i32::from_le_bytes([ndim_raw[0], ndim_raw[1], ndim_raw[2], ndim_raw[3]]);
        if !(0..=crate::params::MAX_NDIM).contains(&ndim) {
            return Err(format!("tensor {i} has ndim {ndim}"));
        }
        skip(
            &mut at,
            8 + 8 * ndim as u64,
            &format!("tensor {i} dtype and shape"),
        )?;
        let size = u64_at(&mut at, "tensor data size")?;
        skip(&mut at, size, &format!("tensor {i} data"))?;
    }
    let len = u64_at(&mut at, "module_name length")?;
    skip(&mut at, len, "module_name")?;
    Ok(at)
}

/// The module kind older TVM releases wrote for the same payload.
pub const LEGACY_KIND: &str = "GraphRuntimeFactory";

/// A blob payload registry that knows the executor kinds, so legacy-layout model libraries
/// (payloads without length prefixes) can be read.
pub fn payload_registry() -> crate::blob::PayloadRegistry {
    let mut registry = crate::blob::PayloadRegistry::new();
    registry.register(KIND, payload_span);
    registry.register(LEGACY_KIND, payload_span);
    registry
}
