//! The exact payload bytes of each entry of a current-layout blob, as zero-copy slices, for
//! the loaders of [`super::modules`]. The blob's meaning is parsed by [`crate::blob::read`];
//! this walk only skips length prefixes, so it can hand a loader bytes modlink did not parse.

use crate::module::LIB_KEY;
use bytes::Bytes;

/// Reads one little-endian u64 at `*offset`, advancing it; `None` past `end`.
fn read_u64(blob: &[u8], offset: &mut usize, end: usize) -> Option<u64> {
    let next = offset.checked_add(8).filter(|&n| n <= end)?;
    let mut word = [0u8; 8];
    word.copy_from_slice(blob.get(*offset..next)?);
    *offset = next;
    Some(u64::from_le_bytes(word))
}

/// Reads a `u64 length` + bytes field, returning its byte range.
fn read_field(blob: &[u8], offset: &mut usize, end: usize) -> Option<std::ops::Range<usize>> {
    let len = usize::try_from(read_u64(blob, offset, end)?).ok()?;
    let start = *offset;
    let stop = start.checked_add(len).filter(|&s| s <= end)?;
    *offset = stop;
    Some(start..stop)
}

/// For each module of a current-layout blob (`nbytes` header included): its exact payload
/// bytes, `None` for `_lib`. `None` overall if the blob does not walk cleanly (the blob reader
/// reports why).
pub(crate) fn current_payloads(blob: &Bytes) -> Option<Vec<Option<Bytes>>> {
    let mut offset = 0;
    let nbytes = usize::try_from(read_u64(blob, &mut offset, blob.len())?).ok()?;
    let end = nbytes.checked_add(8).filter(|&e| e <= blob.len())?;
    let n_indptr = usize::try_from(read_u64(blob, &mut offset, end)?).ok()?;
    offset = offset
        .checked_add(n_indptr.checked_mul(8)?)
        .filter(|&o| o <= end)?;
    let n_child = usize::try_from(read_u64(blob, &mut offset, end)?).ok()?;
    offset = offset
        .checked_add(n_child.checked_mul(8)?)
        .filter(|&o| o <= end)?;
    let modules = n_indptr.checked_sub(1)?;
    // Each entry takes at least 8 bytes, which bounds the vector by the blob's size.
    let mut payloads = Vec::with_capacity(modules.min((end - offset) / 8));
    for _ in 0..modules {
        let key = read_field(blob, &mut offset, end)?;
        if blob.get(key)? == LIB_KEY.as_bytes() {
            payloads.push(None);
        } else {
            let payload = read_field(blob, &mut offset, end)?;
            payloads.push(Some(blob.slice(payload)));
        }
    }
    Some(payloads)
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
        let payloads = current_payloads(&blob).unwrap();
        assert_eq!(payloads, vec![None, Some(Bytes::from_static(b"abc"))]);
        // A truncated blob does not walk.
        assert_eq!(current_payloads(&blob.slice(..blob.len() - 1)), None);
    }
}
