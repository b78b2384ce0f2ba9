//! The inverse of [`ImportManifest::add_to_graph`]: manifests describing the imports of a
//! module tree's host module, so that `modlink extract` output can be rebuilt with
//! `modlink build --import-manifest` into the same blob, byte for byte.

use super::{ImportManifest, ManifestFunction, parse_dtype};
use crate::export::ExportError;
use crate::module::{DLDataType, DeviceCode, LIB_KEY, ModuleTree, Payload};
use bytes::Bytes;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The manifest type name of a DLDataType (`handle`, `bool`, `uint1`, `int32`, `float16x4`,
/// …), or `None` when no name parses back to it.
pub fn dtype_name(dtype: DLDataType) -> Option<String> {
    let name = dtype.to_string();
    (parse_dtype(&name) == Some(dtype)).then_some(name)
}

/// Manifests for the imports of `tree`'s root, which must be the host module `_lib`, each
/// module appearing once. `save(name, bytes)` stores a code file and returns the path the
/// manifest should name; `name` is derived from the module's index and kind.
pub fn manifests_from_tree(
    tree: &ModuleTree,
    save: &mut dyn FnMut(&str, &Bytes) -> Result<PathBuf, ExportError>,
) -> Result<Vec<ImportManifest>, ExportError> {
    let refuse = |message: String| ExportError::Manifest {
        path: "<module tree>".into(),
        message,
    };
    match tree.root() {
        Some(root) if root.kind == LIB_KEY => {}
        Some(root) => {
            return Err(refuse(format!(
                "the root module is `{}`, not the host module `{LIB_KEY}`",
                root.kind
            )));
        }
        None => return Err(refuse("the tree has no modules".into())),
    }
    let mut parents = vec![0usize; tree.nodes.len()];
    for children in &tree.imports {
        for &child in children {
            if let Some(count) = parents.get_mut(child) {
                *count += 1;
            }
        }
    }
    if let Some(shared) = parents.iter().position(|&count| count > 1) {
        return Err(refuse(format!(
            "module {shared} is imported by several modules; a manifest describes a tree"
        )));
    }
    // The serializer numbers a module's imports from a LIFO stack (see
    // `ModuleGraph::to_tree`): the last import gets the lowest index. Listing children by
    // falling index gives back the import order that numbers them the same way.
    let children = tree.imports.first().cloned().unwrap_or_default();
    children
        .into_iter()
        .rev()
        .map(|child| manifest_of(tree, child, 1, save))
        .collect()
}

fn manifest_of(
    tree: &ModuleTree,
    index: usize,
    depth: usize,
    save: &mut dyn FnMut(&str, &Bytes) -> Result<PathBuf, ExportError>,
) -> Result<ImportManifest, ExportError> {
    let refuse = |message: String| ExportError::Manifest {
        path: "<module tree>".into(),
        message: format!("module {index}: {message}"),
    };
    // A cycle or an absurd depth cannot come from a valid blob; refuse rather than recurse.
    if depth > 1000 {
        return Err(refuse("imports nested deeper than 1000 levels".into()));
    }
    let node = tree
        .nodes
        .get(index)
        .ok_or_else(|| refuse("out of range".into()))?;
    let stem = format!("{index}_{}", file_part(&node.kind));
    let mut manifest = ImportManifest {
        kind: node.kind.clone(),
        ..ImportManifest::default()
    };
    match &node.payload {
        Payload::Lib => return Err(refuse("a second host module".into())),
        Payload::RelaxExecutable(_) | Payload::ConstLoader(_) => {
            return Err(refuse(format!(
                "a `{}` module, which a manifest cannot describe yet",
                node.kind
            )));
        }
        Payload::Opaque(bytes) => manifest.raw = Some(save(&format!("{stem}.raw"), bytes)?),
        Payload::StaticLibrary(library) => {
            manifest.code = Some(save(&format!("{stem}.o"), &library.data)?);
            manifest.functions = library
                .function_names
                .iter()
                .cloned()
                .map(ManifestFunction::Name)
                .collect();
        }
        Payload::Device(device) => {
            if device.legacy_version.is_some() {
                return Err(refuse(
                    "a legacy metal version string, which a manifest cannot carry".into(),
                ));
            }
            // The manifest schema has no place for TIRx's v2 fields yet: refusing keeps a
            // rebuild from silently dropping them.
            if device.build_settings.is_some() {
                return Err(refuse(
                    "TIRx build settings, which a manifest cannot carry".into(),
                ));
            }
            if let Some((key, _)) = device.functions.iter().find(|(_, i)| i.tirx.is_some()) {
                return Err(refuse(format!(
                    "function `{key}` is a TIRx FunctionInfo v2 record, which a manifest cannot \
                     carry"
                )));
            }
            manifest.fmt = Some(device.fmt.clone());
            for (key, info) in &device.functions {
                if *key != info.name {
                    return Err(refuse(format!(
                        "function key `{key}` differs from its name `{}`",
                        info.name
                    )));
                }
                let arg_types = info
                    .arg_types
                    .iter()
                    .map(|&t| {
                        dtype_name(t).ok_or_else(|| {
                            refuse(format!("function `{key}`: a type with no name ({t:?})"))
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                manifest.functions.push(ManifestFunction::Info {
                    name: info.name.clone(),
                    arg_types,
                    launch_param_tags: info.launch_param_tags.clone(),
                    arg_extra_tags: info.arg_extra_tags.clone(),
                });
            }
            match &device.code {
                DeviceCode::Single(code) => {
                    manifest.code = Some(save(&format!("{stem}.code"), code)?);
                }
                DeviceCode::PerKernel(sources) => {
                    // A manifest's `sources` map is read back in name order.
                    if sources.windows(2).any(|pair| pair[0].0 >= pair[1].0) {
                        return Err(refuse(
                            "per-kernel sources not in name order, which a manifest cannot keep"
                                .into(),
                        ));
                    }
                    let mut files = BTreeMap::new();
                    for (position, (name, code)) in sources.iter().enumerate() {
                        let file = save(&format!("{stem}.{position}.code"), code)?;
                        files.insert(name.clone(), file);
                    }
                    manifest.sources = Some(files);
                }
            }
        }
    }
    for &child in tree
        .imports
        .get(index)
        .map(Vec::as_slice)
        .unwrap_or(&[])
        .iter()
        .rev()
    {
        manifest
            .imports
            .push(manifest_of(tree, child, depth + 1, save)?);
    }
    Ok(manifest)
}

/// A kind as a file-name part: anything but letters, digits, `.`, `-`, `_` becomes `_`.
pub fn file_part(kind: &str) -> String {
    kind.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .collect()
}
