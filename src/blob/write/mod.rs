//! The write half: [`ModuleTree`] → blob bytes, both layouts, streamed.
//!
//! Every encoder is written once against [`Sink`]; running it against a byte counter gives the
//! lengths (the `nbytes` header and the current layout's payload prefixes) without building a
//! second copy of a multi-GiB payload.

mod payload;
mod relax;

use super::{BlobError, HEADER_LEN, IMPORT_TREE_KEY, Layout};
use crate::module::relax::ConstantTags;
use crate::module::{LIB_KEY, ModuleTree, Node, Payload};
use bytes::Bytes;
use std::io::Write;

/// Where encoded bytes go: a counter or a real writer.
pub(crate) trait Sink {
    fn put(&mut self, bytes: &[u8]) -> std::io::Result<()>;

    fn put_u64(&mut self, value: u64) -> std::io::Result<()> {
        self.put(&value.to_le_bytes())
    }

    /// `u64 len` + the bytes.
    fn put_bytes(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.put_u64(bytes.len() as u64)?;
        self.put(bytes)
    }
}

/// Counts bytes instead of writing them.
#[derive(Default)]
pub(crate) struct Counter(pub(crate) u64);

impl Sink for Counter {
    fn put(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.0 += bytes.len() as u64;
        Ok(())
    }
}

struct Stream<'w, W: Write> {
    out: &'w mut W,
}

impl<W: Write> Sink for Stream<'_, W> {
    fn put(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.out.write_all(bytes)
    }
}

/// Writes a tree as a blob in the given layout, `nbytes` header included. Relax executables get
/// the constant tags of the layout's own generation ([`ConstantTags::for_layout`]).
pub fn write(tree: &ModuleTree, layout: Layout) -> Result<Vec<u8>, BlobError> {
    write_with_tags(tree, layout, ConstantTags::for_layout(layout))
}

/// Writes a tree like [`write()`], encoding Relax executable constants with `tags` (e.g.
/// [`ConstantTags::Tvm021`] for a TVM 0.21 blob under [`super::SYMBOL_TRANSITION`]).
pub fn write_with_tags(
    tree: &ModuleTree,
    layout: Layout,
    tags: ConstantTags,
) -> Result<Vec<u8>, BlobError> {
    let total = encoded_len_with_tags(tree, layout, tags)?;
    let capacity = usize::try_from(total).map_err(|_| {
        BlobError::Write(format!(
            "a {total}-byte blob does not fit in memory; use write_to"
        ))
    })?;
    let mut out = Vec::with_capacity(capacity);
    write_to_with_tags(tree, layout, tags, &mut out)?;
    Ok(out)
}

/// Streams a tree as a blob into `out`, `nbytes` header included; returns the bytes written.
pub fn write_to(tree: &ModuleTree, layout: Layout, out: &mut impl Write) -> Result<u64, BlobError> {
    write_to_with_tags(tree, layout, ConstantTags::for_layout(layout), out)
}

/// Streams a tree like [`write_to`], encoding Relax executable constants with `tags`.
pub fn write_to_with_tags(
    tree: &ModuleTree,
    layout: Layout,
    tags: ConstantTags,
    out: &mut impl Write,
) -> Result<u64, BlobError> {
    check(tree, layout)?;
    let mut counter = Counter::default();
    body(&mut counter, tree, layout, tags)?;
    let mut stream = Stream { out };
    stream.put_u64(counter.0)?;
    body(&mut stream, tree, layout, tags)?;
    Ok(HEADER_LEN + counter.0)
}

/// The size [`write()`] would produce, `nbytes` header included, without encoding anything.
pub fn encoded_len(tree: &ModuleTree, layout: Layout) -> Result<u64, BlobError> {
    encoded_len_with_tags(tree, layout, ConstantTags::for_layout(layout))
}

fn encoded_len_with_tags(
    tree: &ModuleTree,
    layout: Layout,
    tags: ConstantTags,
) -> Result<u64, BlobError> {
    check(tree, layout)?;
    let mut counter = Counter::default();
    body(&mut counter, tree, layout, tags)?;
    Ok(HEADER_LEN + counter.0)
}

/// Bytes of module `index`'s payload as serialized in `layout` (without the current layout's
/// length prefix; 0 for `_lib`); `None` for a bad index or an unencodable payload.
pub fn payload_len(tree: &ModuleTree, index: usize, layout: Layout) -> Option<u64> {
    payload_encoded_len(tree.nodes.get(index)?, layout).ok()
}

/// One module's payload as `layout` serializes it (without the current layout's length prefix;
/// empty for `_lib`): the inverse of [`super::read_payload`] for the current layout, e.g. the
/// bytes of a `cuda` module's `SaveToBytes`.
pub fn write_payload(node: &Node, layout: Layout) -> Result<Vec<u8>, BlobError> {
    let mut out = Vec::new();
    payload::encode(
        &mut Stream { out: &mut out },
        node,
        layout,
        ConstantTags::for_layout(layout),
    )?;
    Ok(out)
}

/// Module `index`'s payload as `layout` encodes it (without the current layout's length
/// prefix): exactly the bytes the blob of `tree` holds for it. Empty for `_lib` and for a bad
/// index; an opaque payload is its own bytes. `modlink extract` writes one file of these per
/// module.
pub fn payload_bytes(tree: &ModuleTree, index: usize, layout: Layout) -> Result<Bytes, BlobError> {
    let Some(node) = tree.nodes.get(index) else {
        return Ok(Bytes::new());
    };
    match &node.payload {
        Payload::Lib => return Ok(Bytes::new()),
        Payload::Opaque(bytes) => return Ok(bytes.clone()),
        _ => {}
    }
    // Checked as the one-module tree it would be written as, so a payload the layout cannot
    // hold fails as writing it would.
    let single = ModuleTree {
        nodes: vec![node.clone()],
        imports: vec![Vec::new()],
    };
    check(&single, layout)?;
    write_payload(node, layout).map(Bytes::from)
}

fn payload_encoded_len(node: &Node, layout: Layout) -> Result<u64, BlobError> {
    let mut counter = Counter::default();
    payload::encode(&mut counter, node, layout, ConstantTags::for_layout(layout))?;
    Ok(counter.0)
}

fn check(tree: &ModuleTree, layout: Layout) -> Result<(), BlobError> {
    tree.validate()?;
    payload::check_tirx_fields(tree, layout)?;
    if layout == Layout::Legacy {
        let libs = tree.nodes.iter().filter(|n| n.kind == LIB_KEY).count();
        if libs > 1 {
            return Err(BlobError::Write(format!(
                "the legacy layout allows one `_lib` module, the tree has {libs}"
            )));
        }
        if let Some(index) = tree.nodes.iter().position(|n| n.kind == IMPORT_TREE_KEY) {
            return Err(BlobError::Write(format!(
                "module {index} has kind `{IMPORT_TREE_KEY}`, which the legacy layout reserves"
            )));
        }
        payload::check_legacy(tree)?;
    }
    Ok(())
}

fn body(
    sink: &mut impl Sink,
    tree: &ModuleTree,
    layout: Layout,
    tags: ConstantTags,
) -> Result<(), BlobError> {
    let (indptr, child) = tree.to_csr();
    match layout {
        Layout::Current => {
            sink.put_u64(indptr.len() as u64)?;
            for value in &indptr {
                sink.put_u64(*value)?;
            }
            sink.put_u64(child.len() as u64)?;
            for value in &child {
                sink.put_u64(*value)?;
            }
            for node in &tree.nodes {
                sink.put_bytes(node.kind.as_bytes())?;
                if !matches!(node.payload, Payload::Lib) {
                    let mut counter = Counter::default();
                    payload::encode(&mut counter, node, layout, tags)?;
                    sink.put_u64(counter.0)?;
                    payload::encode(sink, node, layout, tags)?;
                }
            }
        }
        Layout::Legacy => {
            sink.put_u64(tree.nodes.len() as u64 + 1)?;
            for node in &tree.nodes {
                sink.put_bytes(node.kind.as_bytes())?;
                payload::encode(sink, node, layout, tags)?;
            }
            sink.put_bytes(IMPORT_TREE_KEY.as_bytes())?;
            sink.put_u64(indptr.len() as u64)?;
            for value in &indptr {
                sink.put_u64(*value)?;
            }
            sink.put_u64(child.len() as u64)?;
            for value in &child {
                sink.put_u64(*value)?;
            }
        }
    }
    Ok(())
}
