//! Reading the legacy layout (TVM ≤ 0.21): payloads without length, `_import_tree` entry.

use super::cursor::{Cursor, malformed};
use super::payload::{self, InfoForm};
use super::relax;
use super::{csr_to_imports, is_executable_kind, module_label, tags_for_kind};
use crate::blob::{
    BlobError, IMPORT_TREE_KEY, KIND_METAL, KIND_STATIC_LIBRARY, KIND_VULKAN, PayloadRegistry,
    SINGLE_CODE_DEVICE_KINDS,
};
use crate::module::relax::{ConstantTags, KIND_CONST_LOADER};
use crate::module::{LIB_KEY, ModuleTree, Node, Payload};
use bytes::Bytes;

struct ImportTree {
    row_ptr: Vec<u64>,
    child: Vec<u64>,
    row_ptr_start: usize,
    child_start: usize,
}

/// One TVM version wrote the whole blob, so one `FunctionInfo` form holds for all of it: parse
/// the blob with each form in turn and keep the first complete reading (see
/// [`super::read_with`]); if none parses, report the error of the reading that got furthest.
pub(super) fn read_legacy(
    blob: &Bytes,
    end: usize,
    tags: ConstantTags,
    registry: &PayloadRegistry,
) -> Result<ModuleTree, BlobError> {
    let mut furthest: Option<BlobError> = None;
    for form in [
        InfoForm::WithExtraTagPerArg,
        InfoForm::WithoutExtraTags,
        InfoForm::WithExtraTags,
    ] {
        match read_legacy_as(blob, end, tags, registry, form) {
            Ok(tree) => return Ok(tree),
            Err(err) => {
                if furthest
                    .as_ref()
                    .is_none_or(|old| offset_of(&err) > offset_of(old))
                {
                    furthest = Some(err);
                }
            }
        }
    }
    Err(furthest.unwrap_or_else(|| malformed(8, "entry count", "no FunctionInfo form parses")))
}

fn offset_of(err: &BlobError) -> u64 {
    match err {
        BlobError::Malformed { offset, .. } => *offset,
        _ => 0,
    }
}

fn read_legacy_as(
    blob: &Bytes,
    end: usize,
    tags: ConstantTags,
    registry: &PayloadRegistry,
    form: InfoForm,
) -> Result<ModuleTree, BlobError> {
    let mut c = Cursor::new(blob, 8, end);
    let count = c.count(8, "entry count")?;
    let mut nodes: Vec<Node> = Vec::new();
    let mut tree: Option<ImportTree> = None;
    let mut lib_seen = false;
    for entry in 0..count {
        let key_at = c.pos();
        let kind = c.string(|| format!("key of entry {entry}"))?;
        if kind == LIB_KEY {
            if lib_seen {
                return Err(malformed(
                    key_at,
                    || format!("key of entry {entry}"),
                    "a second `_lib` entry (TVM 0.20 refuses: multiple dso modules)",
                ));
            }
            lib_seen = true;
            nodes.push(Node {
                kind,
                payload: Payload::Lib,
            });
        } else if kind == IMPORT_TREE_KEY {
            if tree.is_some() {
                return Err(malformed(
                    key_at,
                    || format!("key of entry {entry}"),
                    "a second `_import_tree` entry",
                ));
            }
            tree = Some(import_tree(&mut c)?);
        } else {
            let label = module_label(nodes.len(), &kind);
            let payload = decode_legacy_payload(&kind, &mut c, tags, registry, &label, form)?;
            nodes.push(Node { kind, payload });
        }
    }

    match tree {
        Some(tree) if !tree.row_ptr.is_empty() => {
            if nodes.is_empty() {
                return Err(malformed(
                    tree.row_ptr_start - 8,
                    "_import_tree row_ptr count",
                    "an import tree is present but the blob holds no modules",
                ));
            }
            if tree.row_ptr.len() != nodes.len() + 1 {
                return Err(malformed(
                    tree.row_ptr_start - 8,
                    "_import_tree row_ptr count",
                    format!(
                        "{} row pointers for {} modules (expected modules + 1)",
                        tree.row_ptr.len(),
                        nodes.len()
                    ),
                ));
            }
            let imports = csr_to_imports(
                &tree.row_ptr,
                &tree.child,
                tree.row_ptr_start,
                tree.child_start,
            )?;
            Ok(ModuleTree { nodes, imports })
        }
        // Old libraries have no import tree: TVM makes a fresh library module the root and
        // imports every loaded module in order.
        _ => {
            let mut imports = vec![(1..=nodes.len()).collect::<Vec<_>>()];
            imports.extend(std::iter::repeat_with(Vec::new).take(nodes.len()));
            let mut all = Vec::with_capacity(nodes.len() + 1);
            all.push(Node {
                kind: LIB_KEY.to_owned(),
                payload: Payload::Lib,
            });
            all.extend(nodes);
            Ok(ModuleTree {
                nodes: all,
                imports,
            })
        }
    }
}

fn import_tree(c: &mut Cursor<'_>) -> Result<ImportTree, BlobError> {
    let n = c.count(8, "_import_tree row_ptr count")?;
    let row_ptr_start = c.pos();
    let mut row_ptr = Vec::with_capacity(n);
    for i in 0..n {
        row_ptr.push(c.u64(|| format!("_import_tree row_ptr[{i}]"))?);
    }
    let m = c.count(8, "_import_tree child count")?;
    let child_start = c.pos();
    let mut child = Vec::with_capacity(m);
    for j in 0..m {
        child.push(c.u64(|| format!("_import_tree child[{j}]"))?);
    }
    Ok(ImportTree {
        row_ptr,
        child,
        row_ptr_start,
        child_start,
    })
}

fn decode_legacy_payload(
    kind: &str,
    c: &mut Cursor<'_>,
    tags: ConstantTags,
    registry: &PayloadRegistry,
    label: &str,
    form: InfoForm,
) -> Result<Payload, BlobError> {
    let start = c.pos();
    if let Some(parser) = registry.get(kind) {
        let available = c.remaining();
        let spanned = parser(c.rest())
            .map_err(|message| malformed(start, || format!("payload of {label}"), message))?;
        if spanned > available {
            return Err(malformed(
                start,
                || format!("payload of {label}"),
                format!("the registered parser claims {spanned} bytes but only {available} remain"),
            ));
        }
        let body = c.split(spanned, || format!("payload of {label}"))?;
        return Ok(Payload::Opaque(body.rest_bytes()));
    }
    if SINGLE_CODE_DEVICE_KINDS.contains(&kind) {
        payload::single_code_device(c, form, payload::Trailer::None, label).map(Payload::Device)
    } else if kind == KIND_METAL {
        payload::metal_legacy(c, form, label).map(Payload::Device)
    } else if kind == KIND_VULKAN {
        let mut probe = c.clone();
        payload::vulkan_legacy_extent(&mut probe, form, label)?;
        let body = c.split(probe.pos() - start, || format!("payload of {label}"))?;
        Ok(Payload::Opaque(body.rest_bytes()))
    } else if kind == KIND_STATIC_LIBRARY {
        payload::static_library(c, label).map(Payload::StaticLibrary)
    } else if is_executable_kind(kind) {
        // TVM ≤ 0.21 wrote the executable as one dmlc string, so this entry has a length.
        let mut body = c.length_prefixed(|| format!("payload length of {label}"))?;
        let tags = tags_for_kind(kind, tags);
        relax::vm_executable(&mut body, tags, label)
            .map(|exe| Payload::RelaxExecutable(Box::new(exe)))
    } else if kind == KIND_CONST_LOADER {
        relax::const_loader(c, label).map(Payload::ConstLoader)
    } else {
        Err(malformed(
            start,
            || format!("payload of {label}"),
            format!(
                "kind `{kind}` has no known payload parser: the legacy layout stores payloads \
                 without a length, so it cannot be skipped (register a parser in a PayloadRegistry)"
            ),
        ))
    }
}
