//! The read half: blob bytes → [`ModuleTree`], both layouts.

mod cursor;
mod legacy;
mod payload;
mod relax;

use super::{BlobError, KIND_METAL, KIND_STATIC_LIBRARY, Layout, PayloadRegistry};
use crate::module::relax::{
    ConstantTags, KIND_CONST_LOADER, KIND_VM_EXECUTABLE, KIND_VM_EXECUTABLE_OLD,
};
use crate::module::{LIB_KEY, ModuleTree, Node, Payload};
use bytes::Bytes;
use cursor::{Cursor, malformed};
use payload::InfoForm;
use std::ops::Range;

/// Reads a blob (starting at its 8-byte `nbytes` header) in the given layout.
///
/// Payload bytes in the result are zero-copy slices of `blob`. Kinds modlink does not type are
/// carried as [`Payload::Opaque`]; in the legacy layout they cannot be skipped, so reading one is
/// an error naming the kind (use [`read_with`] and a [`PayloadRegistry`]).
pub fn read(blob: &Bytes, layout: Layout) -> Result<ModuleTree, BlobError> {
    read_with(blob, layout, &PayloadRegistry::new())
}

/// Reads a blob like [`read`], consulting `registry` for kinds modlink does not type itself.
///
/// Legacy `FunctionInfo` records have 4 fields from TVM 0.21 and 3 before, and nothing in the
/// blob says which. One TVM version writes a whole blob, so the legacy reader parses the whole
/// blob with one form at a time and keeps the first complete reading, in this order: 4-field
/// records with one extra tag per argument (what TVM ≥ 0.21 always writes), 3-field records,
/// then 4-field records with any number of extra tags. A wrong form derails quickly: a 3-field
/// record is followed by a string (the next map key or the code), whose length would have to
/// equal the argument count, and whose bytes would then have to line up with every later field,
/// key and the import tree for a 4-field reading to succeed. When no reading succeeds, the
/// error of the reading that got furthest is reported.
///
/// Relax executables are decoded with the constant-tag table of the layout's usual TVM
/// generation ([`ConstantTags::for_layout`]); a TVM 0.21 blob (legacy layout under
/// [`super::SYMBOL_TRANSITION`]) needs [`read_with_tags`].
pub fn read_with(
    blob: &Bytes,
    layout: Layout,
    registry: &PayloadRegistry,
) -> Result<ModuleTree, BlobError> {
    read_with_tags(blob, layout, ConstantTags::for_layout(layout), registry)
}

/// Reads a blob like [`read_with`], decoding Relax executable constant pools with `tags`. The
/// tags changed between TVM releases under the same payload version, so they follow from the
/// blob symbol ([`ConstantTags::for_symbol`]), never from the payload. A `relax.Executable`
/// module (TVM ≤ 0.19) always uses [`ConstantTags::Tvm016`].
pub fn read_with_tags(
    blob: &Bytes,
    layout: Layout,
    tags: ConstantTags,
    registry: &PayloadRegistry,
) -> Result<ModuleTree, BlobError> {
    read_with_payload_ranges(blob, layout, tags, registry).map(|read| read.tree)
}

/// A blob's module tree, and where each module's payload bytes lie in the blob.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadBlob {
    /// The module tree.
    pub tree: ModuleTree,
    /// Per module, the range of its payload after its length prefix (what a loader is handed,
    /// exactly as the writer wrote it); `None` for `_lib` and for every module of the legacy
    /// layout, whose payloads carry no length.
    pub payload_ranges: Vec<Option<Range<usize>>>,
}

/// Reads a blob like [`read_with_tags`], and says where each module's payload bytes lie.
pub fn read_with_payload_ranges(
    blob: &Bytes,
    layout: Layout,
    tags: ConstantTags,
    registry: &PayloadRegistry,
) -> Result<ReadBlob, BlobError> {
    let end = region_end(blob)?;
    match layout {
        Layout::Current => read_current(blob, end, tags, registry, None),
        Layout::Legacy => {
            let tree = legacy::read_legacy(blob, end, tags, registry)?;
            let payload_ranges = vec![None; tree.nodes.len()];
            Ok(ReadBlob {
                tree,
                payload_ranges,
            })
        }
    }
}

/// A blob's module tree read with its unreadable payloads kept as opaque bytes.
#[derive(Debug)]
pub struct PartialRead {
    /// The tree; a module whose payload could not be decoded is [`Payload::Opaque`].
    pub tree: ModuleTree,
    /// Per module that could not be decoded, its index and why.
    pub unreadable: Vec<(usize, BlobError)>,
}

/// Reads a blob like [`read_with_tags`], except that a payload that cannot be decoded does not
/// end the reading: one broken (or newer) module must not hide the rest of the tree from
/// `inspect`. Only the current layout can do this, since its payloads carry their length; the
/// legacy layout, and a broken header, import tree or key, still fail as a whole.
pub fn read_keeping_unreadable(
    blob: &Bytes,
    layout: Layout,
    tags: ConstantTags,
    registry: &PayloadRegistry,
) -> Result<PartialRead, BlobError> {
    let end = region_end(blob)?;
    match layout {
        Layout::Current => {
            let mut unreadable = Vec::new();
            let read = read_current(blob, end, tags, registry, Some(&mut unreadable))?;
            Ok(PartialRead {
                tree: read.tree,
                unreadable,
            })
        }
        Layout::Legacy => Ok(PartialRead {
            tree: legacy::read_legacy(blob, end, tags, registry)?,
            unreadable: Vec::new(),
        }),
    }
}

/// The constant-tag table for a Relax executable of `kind`: the pre-0.20 kind name fixes it.
fn tags_for_kind(kind: &str, tags: ConstantTags) -> ConstantTags {
    if kind == KIND_VM_EXECUTABLE_OLD {
        ConstantTags::Tvm016
    } else {
        tags
    }
}

/// Whether `kind` names a Relax executable (either name).
fn is_executable_kind(kind: &str) -> bool {
    kind == KIND_VM_EXECUTABLE || kind == KIND_VM_EXECUTABLE_OLD
}

/// Checks the `nbytes` header and returns the end of the bounded region, `8 + nbytes`.
fn region_end(blob: &Bytes) -> Result<usize, BlobError> {
    let mut header = Cursor::new(blob, 0, blob.len());
    let nbytes = header.u64("nbytes header")?;
    let available = blob.len() - 8;
    match usize::try_from(nbytes).ok().filter(|&n| n <= available) {
        Some(n) => Ok(8 + n),
        None => Err(malformed(
            0,
            "nbytes header",
            format!("claims {nbytes} bytes after the header but only {available} are present"),
        )),
    }
}

fn module_label(index: usize, kind: &str) -> String {
    format!("module {index} ({kind})")
}

fn read_current(
    blob: &Bytes,
    end: usize,
    tags: ConstantTags,
    registry: &PayloadRegistry,
    mut unreadable: Option<&mut Vec<(usize, BlobError)>>,
) -> Result<ReadBlob, BlobError> {
    let mut c = Cursor::new(blob, 8, end);
    let indptr_at = c.pos();
    let n_indptr = c.count(8, "indptr count")?;
    if n_indptr < 2 {
        return Err(malformed(
            indptr_at,
            "indptr count",
            format!("{n_indptr} row pointers: a blob must hold at least one module (count >= 2)"),
        ));
    }
    let indptr_start = c.pos();
    let mut indptr = Vec::with_capacity(n_indptr);
    for i in 0..n_indptr {
        indptr.push(c.u64(|| format!("indptr[{i}]"))?);
    }
    let n_child = c.count(8, "child count")?;
    let child_start = c.pos();
    let mut child = Vec::with_capacity(n_child);
    for j in 0..n_child {
        child.push(c.u64(|| format!("child[{j}]"))?);
    }
    let num_modules = n_indptr - 1;
    if num_modules > c.remaining() / 8 {
        return Err(malformed(
            indptr_at,
            "indptr count",
            format!(
                "{num_modules} modules need at least {} bytes of keys but only {} remain",
                num_modules as u128 * 8,
                c.remaining()
            ),
        ));
    }
    let imports = csr_to_imports(&indptr, &child, indptr_start, child_start)?;

    let mut nodes = Vec::with_capacity(cursor::capacity_for(num_modules));
    let mut ranges = Vec::with_capacity(cursor::capacity_for(num_modules));
    for i in 0..num_modules {
        let kind = c.string(|| format!("key of module {i}"))?;
        let (payload, range) = if kind == LIB_KEY {
            (Payload::Lib, None)
        } else {
            let label = module_label(i, &kind);
            let mut body = c.length_prefixed(|| format!("payload length of {label}"))?;
            let range = body.unread();
            let payload = match decode_current_payload(&kind, &mut body, tags, registry, &label) {
                Ok(payload) => payload,
                Err(error) => match unreadable.as_deref_mut() {
                    Some(list) => {
                        list.push((i, error));
                        Payload::Opaque(blob.slice(range.clone()))
                    }
                    None => return Err(error),
                },
            };
            (payload, Some(range))
        };
        nodes.push(Node { kind, payload });
        ranges.push(range);
    }
    Ok(ReadBlob {
        tree: ModuleTree { nodes, imports },
        payload_ranges: ranges,
    })
}

/// Checks a CSR import tree and turns it into per-module child lists; errors point at the
/// offending `indptr`/`child` entry.
pub(crate) fn csr_to_imports(
    indptr: &[u64],
    child: &[u64],
    indptr_start: usize,
    child_start: usize,
) -> Result<Vec<Vec<usize>>, BlobError> {
    let num_modules = indptr.len().saturating_sub(1);
    let mut imports = Vec::with_capacity(cursor::capacity_for(num_modules));
    if indptr.first().copied().unwrap_or(0) != 0 {
        return Err(malformed(
            indptr_start,
            "indptr[0]",
            "the first row pointer must be 0",
        ));
    }
    for (i, pair) in indptr.windows(2).enumerate() {
        let (lo, hi) = (pair[0], pair[1]);
        let at = indptr_start + 8 * (i + 1);
        if hi < lo || hi > child.len() as u64 {
            return Err(malformed(
                at,
                || format!("indptr[{}]", i + 1),
                format!(
                    "row pointer {hi} must lie in [{lo}, {}] (previous row pointer, child count)",
                    child.len()
                ),
            ));
        }
        let mut row = Vec::with_capacity((hi - lo) as usize);
        for (j, &index) in child.iter().enumerate().take(hi as usize).skip(lo as usize) {
            if index >= num_modules as u64 {
                return Err(malformed(
                    child_start + 8 * j,
                    || format!("child[{j}] (an import of module {i})"),
                    format!("module index {index} is not below the module count {num_modules}"),
                ));
            }
            row.push(index as usize);
        }
        imports.push(row);
    }
    if let Some(&last) = indptr.last()
        && last != child.len() as u64
    {
        return Err(malformed(
            indptr_start + 8 * num_modules,
            || format!("indptr[{num_modules}]"),
            format!(
                "the last row pointer {last} must equal the child count {}",
                child.len()
            ),
        ));
    }
    Ok(imports)
}

/// Decodes one payload of `kind` as the current layout stores it (the bytes after the length
/// prefix), with the 0.22+ constant tags: typed kinds give their typed value, other kinds their
/// bytes. What `build --import-raw KIND=FILE` checks a file with before it goes into a blob, so
/// a payload TVM and modlink could not read back is refused at build time.
pub fn read_payload(kind: &str, payload: &Bytes) -> Result<Payload, BlobError> {
    let mut body = Cursor::new(payload, 0, payload.len());
    let label = format!("payload of kind `{kind}`");
    let value = decode_current_payload(
        kind,
        &mut body,
        ConstantTags::Tvm022,
        &PayloadRegistry::new(),
        &label,
    )?;
    Ok(value)
}

/// The kernels of a `webgpu` or (current layout) `vulkan` payload, which modlink carries as
/// opaque bytes and writes back unchanged: read for `inspect` only, as a device module with
/// per-kernel code (WGSL text, packed SPIR-V). `None` for other kinds.
pub fn read_inspect_only_device(
    kind: &str,
    payload: &Bytes,
) -> Option<Result<crate::module::DeviceModule, BlobError>> {
    let mut body = Cursor::new(payload, 0, payload.len());
    payload::inspect_only_device(&mut body, kind, &format!("payload of kind `{kind}`"))
}

fn decode_current_payload(
    kind: &str,
    body: &mut Cursor<'_>,
    tags: ConstantTags,
    registry: &PayloadRegistry,
    label: &str,
) -> Result<Payload, BlobError> {
    if let Some(parser) = registry.get(kind) {
        let len = body.remaining();
        let spanned = parser(body.rest())
            .map_err(|message| malformed(body.pos(), || format!("payload of {label}"), message))?;
        if spanned != len {
            return Err(malformed(
                body.pos(),
                || format!("payload of {label}"),
                format!("the registered parser accounted for {spanned} of its {len} bytes"),
            ));
        }
        return Ok(Payload::Opaque(body.rest_bytes()));
    }
    let payload = if super::SINGLE_CODE_DEVICE_KINDS.contains(&kind) {
        Payload::Device(payload::single_code_device(
            body,
            InfoForm::WithExtraTags,
            payload::Trailer::for_current(kind),
            label,
        )?)
    } else if kind == KIND_METAL {
        Payload::Device(payload::metal_current(body, label)?)
    } else if kind == KIND_STATIC_LIBRARY {
        Payload::StaticLibrary(payload::static_library(body, label)?)
    } else if is_executable_kind(kind) {
        let tags = tags_for_kind(kind, tags);
        Payload::RelaxExecutable(Box::new(relax::vm_executable(body, tags, label)?))
    } else if kind == KIND_CONST_LOADER {
        Payload::ConstLoader(relax::const_loader(body, label)?)
    } else {
        return Ok(Payload::Opaque(body.rest_bytes()));
    };
    if body.remaining() != 0 {
        return Err(malformed(
            body.pos(),
            || format!("payload of {label}"),
            format!("{} bytes left over after the last field", body.remaining()),
        ));
    }
    Ok(payload)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn slices_follow_length_prefixes() {
        let mut blob = Vec::new();
        let body: Vec<u8> = [
            &3u64.to_le_bytes()[..],
            &0u64.to_le_bytes(),
            &1u64.to_le_bytes(),
            &1u64.to_le_bytes(),
            &1u64.to_le_bytes(),
            &1u64.to_le_bytes(),
            &4u64.to_le_bytes(),
            b"_lib",
            &2u64.to_le_bytes(),
            b"xy",
            &3u64.to_le_bytes(),
            b"abc",
        ]
        .concat();
        blob.extend_from_slice(&(body.len() as u64).to_le_bytes());
        blob.extend_from_slice(&body);
        let blob = Bytes::from(blob);
        let read = |blob: &Bytes| {
            read_with_payload_ranges(
                blob,
                Layout::Current,
                ConstantTags::Tvm022,
                &PayloadRegistry::new(),
            )
        };
        let payloads: Vec<Option<Bytes>> = read(&blob)
            .unwrap()
            .payload_ranges
            .into_iter()
            .map(|range| range.map(|range| blob.slice(range)))
            .collect();
        assert_eq!(payloads, vec![None, Some(Bytes::from_static(b"abc"))]);
        // A truncated blob does not walk.
        assert!(read(&blob.slice(..blob.len() - 1)).is_err());
    }
}
