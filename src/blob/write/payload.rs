//! Encoding typed payloads (device modules, `static_library`) in either layout.

use super::{Counter, Sink, relax};
use crate::blob::{BlobError, KIND_METAL, LEGACY_METAL_VERSION, Layout};
use crate::module::relax::{ConstantTags, KIND_VM_EXECUTABLE_OLD};
use crate::module::{
    DeviceCode, DeviceModule, FUNCTION_INFO_V2_MARKER, FunctionInfo, ModuleTree, Node, Payload,
    device::KIND_CUDA,
};

/// Encodes a node's payload (nothing for `_lib`, the exact bytes for opaque kinds). Relax
/// executable constants use `tags` (a `relax.Executable` node always the TVM ≤ 0.19 table).
pub(super) fn encode(
    sink: &mut impl Sink,
    node: &Node,
    layout: Layout,
    tags: ConstantTags,
) -> Result<(), BlobError> {
    match &node.payload {
        Payload::Lib => {}
        Payload::Opaque(bytes) => sink.put(bytes)?,
        Payload::RelaxExecutable(exe) => {
            let tags = if node.kind == KIND_VM_EXECUTABLE_OLD {
                ConstantTags::Tvm016
            } else {
                tags
            };
            let label = format!("module `{}`", node.kind);
            if layout == Layout::Legacy {
                // TVM ≤ 0.21 wrote the executable as one dmlc string.
                let mut counter = Counter::default();
                relax::vm_executable(&mut counter, exe, tags, &label)?;
                sink.put_u64(counter.0)?;
            }
            relax::vm_executable(sink, exe, tags, &label)?;
        }
        Payload::ConstLoader(loader) => {
            relax::const_loader(sink, loader, &format!("module `{}`", node.kind))?
        }
        Payload::StaticLibrary(lib) => {
            sink.put_bytes(&lib.data)?;
            sink.put_u64(lib.function_names.len() as u64)?;
            for name in &lib.function_names {
                sink.put_bytes(name.as_bytes())?;
            }
        }
        Payload::Device(device) => match (node.kind == KIND_METAL, layout) {
            (true, Layout::Legacy) => {
                let version = device
                    .legacy_version
                    .as_deref()
                    .unwrap_or(LEGACY_METAL_VERSION);
                sink.put_bytes(version.as_bytes())?;
                code_map(sink, &device.code)?;
                function_table(sink, device, layout)?;
                sink.put_bytes(device.fmt.as_bytes())?;
            }
            (true, Layout::Current) => {
                sink.put_bytes(device.fmt.as_bytes())?;
                function_table(sink, device, layout)?;
                code_map(sink, &device.code)?;
            }
            (false, _) => {
                sink.put_bytes(device.fmt.as_bytes())?;
                function_table(sink, device, layout)?;
                match &device.code {
                    DeviceCode::Single(code) => sink.put_bytes(code)?,
                    DeviceCode::PerKernel(_) => {
                        return Err(BlobError::Write(format!(
                            "a `{}` module needs a single code blob, not per-kernel code",
                            node.kind
                        )));
                    }
                }
                if let Some(settings) = &device.build_settings {
                    sink.put_bytes(settings.as_bytes())?;
                }
            }
        },
    }
    Ok(())
}

fn code_map(sink: &mut impl Sink, code: &DeviceCode) -> Result<(), BlobError> {
    match code {
        DeviceCode::PerKernel(map) => {
            sink.put_u64(map.len() as u64)?;
            for (name, bytes) in map {
                sink.put_bytes(name.as_bytes())?;
                sink.put_bytes(bytes)?;
            }
            Ok(())
        }
        DeviceCode::Single(_) => Err(BlobError::Write(
            "a `metal` module needs per-kernel code, not a single code blob".into(),
        )),
    }
}

/// The current layout always writes 4-field records: a 3-field record (read from a legacy blob)
/// gets one "none" extra tag per argument, which is what TVM ≥ 0.21 assumes for such kernels.
/// The legacy layout writes the form the record has.
fn function_table(
    sink: &mut impl Sink,
    device: &DeviceModule,
    layout: Layout,
) -> Result<(), BlobError> {
    sink.put_u64(device.functions.len() as u64)?;
    for (key, info) in &device.functions {
        sink.put_bytes(key.as_bytes())?;
        function_info(sink, info, layout)?;
    }
    Ok(())
}

fn function_info(
    sink: &mut impl Sink,
    info: &FunctionInfo,
    layout: Layout,
) -> Result<(), BlobError> {
    if info.tirx.is_some() {
        sink.put_bytes(FUNCTION_INFO_V2_MARKER.as_bytes())?;
    }
    sink.put_bytes(info.name.as_bytes())?;
    sink.put_u64(info.arg_types.len() as u64)?;
    for dtype in &info.arg_types {
        sink.put(&[dtype.code, dtype.bits])?;
        sink.put(&dtype.lanes.to_le_bytes())?;
    }
    sink.put_u64(info.launch_param_tags.len() as u64)?;
    for tag in &info.launch_param_tags {
        sink.put_bytes(tag.as_bytes())?;
    }
    match (&info.arg_extra_tags, layout) {
        (Some(tags), _) => {
            sink.put_u64(tags.len() as u64)?;
            for tag in tags {
                sink.put(&tag.to_le_bytes())?;
            }
        }
        (None, Layout::Current) => {
            sink.put_u64(info.arg_types.len() as u64)?;
            for _ in &info.arg_types {
                sink.put(&0i32.to_le_bytes())?;
            }
        }
        (None, Layout::Legacy) => {}
    }
    if let Some(tirx) = &info.tirx {
        sink.put_u64(tirx.cuda_launch_fields.len() as u64)?;
        for field in &tirx.cuda_launch_fields {
            sink.put_bytes(field.as_bytes())?;
        }
        sink.put_u64(tirx.cuda_kernel_attrs.len() as u64)?;
        for (key, value) in &tirx.cuda_kernel_attrs {
            sink.put_bytes(key.as_bytes())?;
            sink.put(&value.to_le_bytes())?;
        }
    }
    Ok(())
}

/// Rejects what only TIRx writes and only the current layout can hold: v2 FunctionInfo records
/// and a `cuda` payload's build settings (a legacy payload has no length, so a reader could not
/// tell the settings from the next key), and build settings on a kind other than `cuda`, whose
/// reader stops after the code.
pub(super) fn check_tirx_fields(tree: &ModuleTree, layout: Layout) -> Result<(), BlobError> {
    for (index, node) in tree.nodes.iter().enumerate() {
        let Payload::Device(device) = &node.payload else {
            continue;
        };
        if device.build_settings.is_some() && (layout == Layout::Legacy || node.kind != KIND_CUDA) {
            return Err(BlobError::Write(format!(
                "module {index} ({}) has TIRx build settings, which only a `cuda` payload of the \
                 current layout holds",
                node.kind
            )));
        }
        if layout == Layout::Legacy
            && let Some((key, _)) = device
                .functions
                .iter()
                .find(|(_, info)| info.tirx.is_some())
        {
            return Err(BlobError::Write(format!(
                "function `{key}` of module {index} ({}) is a TIRx FunctionInfo v2 record, which \
                 the legacy layout cannot hold",
                node.kind
            )));
        }
    }
    Ok(())
}

/// Rejects what the legacy reader could not read back: function records with and without
/// `arg_extra_tags` in one blob (the reader picks one form per blob, as one TVM version wrote
/// it), or extra tags that are not one per argument (the shape the reader tries first).
pub(super) fn check_legacy(tree: &ModuleTree) -> Result<(), BlobError> {
    let mut forms = tree.nodes.iter().enumerate().flat_map(|(index, node)| {
        let functions = match &node.payload {
            Payload::Device(device) => device.functions.as_slice(),
            _ => &[],
        };
        functions
            .iter()
            .map(move |(key, info)| (index, node, key, info))
    });
    let first_has_tags = forms
        .clone()
        .next()
        .map(|(_, _, _, info)| info.arg_extra_tags.is_some());
    for (index, node, key, info) in &mut forms {
        if Some(info.arg_extra_tags.is_some()) != first_has_tags {
            return Err(BlobError::Write(format!(
                "function `{key}` of module {index} ({}) differs from the blob's other FunctionInfo \
                 records in having arg_extra_tags; a legacy blob uses one form throughout",
                node.kind
            )));
        }
        if let Some(tags) = &info.arg_extra_tags
            && tags.len() != info.arg_types.len()
        {
            return Err(BlobError::Write(format!(
                "function `{key}` of module {index} ({}) has {} extra tags for {} arguments; \
                 the legacy layout needs one per argument",
                node.kind,
                tags.len(),
                info.arg_types.len()
            )));
        }
    }
    Ok(())
}
