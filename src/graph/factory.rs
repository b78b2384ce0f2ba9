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
use crate::abi::ByteCursor;
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
        let mut cursor = ByteCursor::whole(payload);
        let graph_json = read_str(&mut cursor, "graph_json")?;
        let count_at = cursor.pos();
        let count = read_u64(&mut cursor, "parameter count")?;
        let names_at = cursor.pos();
        let name_count = read_u64(&mut cursor, "parameter name count")?;
        if name_count != count {
            return Err(payload_error(
                names_at,
                "parameter name count",
                format!("{name_count} names for {count} parameters"),
            ));
        }
        // Every name takes at least 8 bytes and every tensor at least 40: bound the count.
        let remaining = cursor.remaining() as u64;
        if count > remaining / 48 {
            return Err(payload_error(
                count_at,
                "parameter count",
                format!("{count} parameters cannot fit in the {remaining} bytes that remain"),
            ));
        }
        let mut names = Vec::with_capacity(count as usize);
        for i in 0..count {
            names.push(read_str(&mut cursor, &format!("parameter name {i}"))?);
        }
        let mut entries = Vec::with_capacity(names.len());
        for name in names {
            let (tensor, next) =
                params::read_tensor_at(payload, cursor.pos(), &name).map_err(|e| match e {
                    params::ParamsError::Malformed {
                        offset,
                        field,
                        message,
                    } => payload_error(offset as usize, &field, message),
                    other => GraphError::Params(other),
                })?;
            cursor = ByteCursor::new(payload, next, payload.len());
            entries.push((name, tensor));
        }
        let module_name = read_str(&mut cursor, "module_name")?;
        Ok((
            GraphExecutorFactory {
                graph_json,
                params: ParamDict { entries },
                module_name,
            },
            cursor.pos(),
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

fn read_u64(cursor: &mut ByteCursor<'_>, field: &str) -> Result<u64, GraphError> {
    let at = cursor.pos();
    cursor.u64().map_err(|short| {
        payload_error(
            at,
            field,
            format!("needs 8 bytes but only {} remain", short.remaining),
        )
    })
}

fn read_str(cursor: &mut ByteCursor<'_>, field: &str) -> Result<String, GraphError> {
    let len_at = cursor.pos();
    let len = read_u64(cursor, field)?;
    let remaining = cursor.remaining() as u64;
    let at = cursor.pos();
    let text = usize::try_from(len)
        .ok()
        .and_then(|len| cursor.take(len).ok())
        .ok_or_else(|| {
            payload_error(
                len_at,
                field,
                format!("length {len} exceeds the {remaining} bytes that remain"),
            )
        })?;
    std::str::from_utf8(text)
        .map(str::to_string)
        .map_err(|e| payload_error(at, field, format!("not UTF-8: {e}")))
}

fn write_str(out: &mut Vec<u8>, text: &str) {
    out.extend_from_slice(&(text.len() as u64).to_le_bytes());
    out.extend_from_slice(text.as_bytes());
}

/// How many bytes a `GraphExecutorFactory` payload at the start of `bytes` spans, found by
/// walking its fields without copying them (the legacy blob layout has no length prefix).
pub fn payload_span(bytes: &[u8]) -> Result<usize, String> {
    let mut cursor = ByteCursor::whole(bytes);
    let u64_at = |cursor: &mut ByteCursor<'_>, field: &str| -> Result<u64, String> {
        let at = cursor.pos();
        cursor
            .u64()
            .map_err(|_| format!("{field} at offset {at} runs past the end"))
    };
    let skip = |cursor: &mut ByteCursor<'_>, len: u64, field: &str| -> Result<(), String> {
        let at = cursor.pos();
        usize::try_from(len)
            .ok()
            .and_then(|len| cursor.skip(len).ok())
            .ok_or_else(|| format!("{field} of {len} bytes at offset {at} runs past the end"))
    };
    let len = u64_at(&mut cursor, "graph_json length")?;
    skip(&mut cursor, len, "graph_json")?;
    let count = u64_at(&mut cursor, "parameter count")?;
    let names = u64_at(&mut cursor, "parameter name count")?;
    if names != count || count > (bytes.len() / 48) as u64 {
        return Err(format!("bad parameter counts {count} / {names}"));
    }
    for i in 0..count {
        let len = u64_at(&mut cursor, "parameter name length")?;
        skip(&mut cursor, len, &format!("parameter name {i}"))?;
    }
    for i in 0..count {
        // magic, reserved, device (2 × i32), ndim (i32), dtype (4 bytes)
        skip(&mut cursor, 8 + 8 + 8, &format!("tensor {i} header"))?;
        let ndim = cursor
            .i32()
            .map_err(|_| format!("tensor {i} ndim runs past the end"))?;
        if !(0..=crate::params::MAX_NDIM).contains(&ndim) {
            return Err(format!("tensor {i} has ndim {ndim}"));
        }
        // ndim itself was read: dtype (4 bytes) and the shape remain of the 8 + 8 × ndim.
        skip(
            &mut cursor,
            4 + 8 * ndim as u64,
            &format!("tensor {i} dtype and shape"),
        )?;
        let size = u64_at(&mut cursor, "tensor data size")?;
        skip(&mut cursor, size, &format!("tensor {i} data"))?;
    }
    let len = u64_at(&mut cursor, "module_name length")?;
    skip(&mut cursor, len, "module_name")?;
    Ok(cursor.pos())
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
