//! The module tree of one export, checked and measured once.

use crate::blob::{self, BlobError, Layout};
use crate::module::ModuleTree;
use std::io::Write;

/// A module tree that [`blob::encoded_len`] has checked for its layout and measured: every step
/// of an export after that (the reserved object, the streaming packer, the direct writer, the
/// fallback) takes this instead of the tree, so none checks or sizes it again.
#[derive(Clone, Copy, Debug)]
pub(super) struct SizedTree<'a> {
    tree: &'a ModuleTree,
    layout: Layout,
    blob_len: u64,
}

impl<'a> SizedTree<'a> {
    /// Checks `tree` for `layout` and measures its blob.
    pub(super) fn new(tree: &'a ModuleTree, layout: Layout) -> Result<SizedTree<'a>, BlobError> {
        let blob_len = blob::encoded_len(tree, layout)?;
        Ok(SizedTree {
            tree,
            layout,
            blob_len,
        })
    }

    /// The blob's length in bytes (`8 + nbytes`).
    pub(super) fn blob_len(&self) -> u64 {
        self.blob_len
    }

    /// Streams the blob into `out`.
    pub(super) fn write_to(&self, out: &mut impl Write) -> Result<u64, BlobError> {
        blob::write_to(self.tree, self.layout, out)
    }

    /// The blob in memory, for the packers that need it as one slice (LLVM, C): written into
    /// a buffer of the measured size, so the tree is not measured again for it.
    pub(super) fn encode(&self) -> Result<Vec<u8>, BlobError> {
        let capacity = usize::try_from(self.blob_len).map_err(|_| {
            BlobError::Write(format!(
                "a {}-byte blob does not fit in memory; use write_to",
                self.blob_len
            ))
        })?;
        let mut out = Vec::with_capacity(capacity);
        blob::write_to(self.tree, self.layout, &mut out)?;
        Ok(out)
    }
}
