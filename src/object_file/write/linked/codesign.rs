//! Mach-O's ad-hoc code signature, laid out again for the spliced file and its page hashes taken
//! while the file streams out.
//!
//! ld64.lld signs arm64 output ad hoc: `LC_CODE_SIGNATURE` points at an embedded-signature
//! SuperBlob at the end of `__LINKEDIT` holding one CodeDirectory: a SHA-256 per page (4 KiB) of
//! the file up to the signature (`codeLimit`). macOS on arm64 refuses to map code whose pages do
//! not match, so the splice rewrites the CodeDirectory for the final file (its `codeLimit`,
//! `nCodeSlots` and lengths; everything else, the identifier included, stays as lld wrote it)
//! and computes every page hash of the final bytes. All multi-byte fields are big-endian.

use sha2::{Digest, Sha256};

const CSMAGIC_EMBEDDED_SIGNATURE: u32 = 0xfade_0cc0;
const CSMAGIC_CODEDIRECTORY: u32 = 0xfade_0c02;
const CSSLOT_CODEDIRECTORY: u32 = 0;
const CS_HASHTYPE_SHA256: u8 = 2;
const HASH_LEN: u64 = 32;
/// The CodeDirectory version that has `codeLimit64` (which must be 0: 32-bit limits only).
const CD_VERSION_CODE_LIMIT_64: u32 = 0x20300;
const CD_VERSION_EXEC_SEGMENT: u32 = 0x20400;

/// Where the final file's signature is and what it covers: enough to fill in its page hashes.
#[derive(Debug)]
pub(super) struct CodeSignature {
    /// Final file offset of the first page hash.
    hashes_offset: u64,
    /// The signed bytes: the final file up to the signature.
    code_limit: u64,
    page_size: u64,
    page_count: u64,
}

/// lld's signature rewritten for a final file whose signature starts at `new_offset`.
pub(super) struct Relaid {
    /// The new signature with zero page hashes: the file's new tail.
    pub(super) bytes: Vec<u8>,
    pub(super) signature: CodeSignature,
    /// The end of the executable segment the CodeDirectory names (it must not move).
    pub(super) exec_segment_end: u64,
}

fn be32(bytes: &[u8], at: u64) -> Result<u32, String> {
    let at = usize::try_from(at).map_err(|e| e.to_string())?;
    bytes
        .get(at..at + 4)
        .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
        .ok_or_else(|| format!("the code signature ends before its field at byte {at}"))
}

fn be64(bytes: &[u8], at: u64) -> Result<u64, String> {
    Ok((u64::from(be32(bytes, at)?) << 32) | u64::from(be32(bytes, at + 4)?))
}

fn put_be32(bytes: &mut [u8], at: u64, value: u64) -> Result<(), String> {
    let value = u32::try_from(value)
        .map_err(|_| format!("{value} does not fit the code signature's 32-bit field"))?;
    let at = usize::try_from(at).map_err(|e| e.to_string())?;
    bytes
        .get_mut(at..at + 4)
        .ok_or_else(|| format!("the code signature ends before its field at byte {at}"))?
        .copy_from_slice(&value.to_be_bytes());
    Ok(())
}

/// Checks `old` is the signature lld writes (one SHA-256 CodeDirectory, no special slots, no
/// scatter, 32-bit limit equal to `old_offset`) and lays it out for `new_offset`.
pub(super) fn relay(old: &[u8], old_offset: u64, new_offset: u64) -> Result<Relaid, String> {
    if be32(old, 0)? != CSMAGIC_EMBEDDED_SIGNATURE || be32(old, 8)? != 1 {
        return Err("the code signature is not one embedded-signature blob".into());
    }
    let super_len = u64::from(be32(old, 4)?);
    if be32(old, 12)? != CSSLOT_CODEDIRECTORY {
        return Err("the code signature's only blob is not a CodeDirectory".into());
    }
    let cd = u64::from(be32(old, 16)?);
    if be32(old, cd)? != CSMAGIC_CODEDIRECTORY {
        return Err("bad CodeDirectory magic".into());
    }
    let cd_len = u64::from(be32(old, cd + 4)?);
    let version = be32(old, cd + 8)?;
    let hash_offset = u64::from(be32(old, cd + 16)?);
    let special_slots = be32(old, cd + 24)?;
    let code_slots = u64::from(be32(old, cd + 28)?);
    let code_limit = u64::from(be32(old, cd + 32)?);
    let field = |at: u64| -> Result<u8, String> {
        old.get(usize::try_from(cd + at).map_err(|e| e.to_string())?)
            .copied()
            .ok_or_else(|| "the CodeDirectory is truncated".to_string())
    };
    let (hash_size, hash_type, page_shift) = (field(36)?, field(37)?, field(39)?);
    if special_slots != 0
        || u64::from(hash_size) != HASH_LEN
        || hash_type != CS_HASHTYPE_SHA256
        || !(12..=16).contains(&page_shift)
        || be32(old, cd + 44)? != 0
    {
        return Err(
            "the CodeDirectory is not a plain SHA-256 ad-hoc one (special slots, scatter, \
             hash type or page size)"
                .into(),
        );
    }
    if version < CD_VERSION_EXEC_SEGMENT || be64(old, cd + 56)? != 0 {
        return Err(format!(
            "CodeDirectory version {version:#x} (expected {CD_VERSION_EXEC_SEGMENT:#x} or later, \
             with a 32-bit code limit; {CD_VERSION_CODE_LIMIT_64:#x} added the 64-bit one)"
        ));
    }
    let page_size = 1u64 << page_shift;
    if code_limit != old_offset
        || code_slots != code_limit.div_ceil(page_size)
        || hash_offset + code_slots * HASH_LEN != cd_len
        || cd + cd_len != super_len
        || super_len > old.len() as u64
    {
        return Err("the code signature's lengths or code limit do not match its file".into());
    }
    let exec_segment_end = be64(old, cd + 64)? + be64(old, cd + 72)?;

    let page_count = new_offset.div_ceil(page_size);
    let new_cd_len = hash_offset + page_count * HASH_LEN;
    let head = usize::try_from(cd + hash_offset).map_err(|e| e.to_string())?;
    let mut bytes = old
        .get(..head)
        .ok_or("the CodeDirectory's hashes start past the signature")?
        .to_vec();
    put_be32(&mut bytes, 4, cd + new_cd_len)?;
    put_be32(&mut bytes, cd + 4, new_cd_len)?;
    put_be32(&mut bytes, cd + 28, page_count)?;
    put_be32(&mut bytes, cd + 32, new_offset)?;
    bytes.resize(bytes.len() + (page_count * HASH_LEN) as usize, 0);
    Ok(Relaid {
        bytes,
        signature: CodeSignature {
            hashes_offset: new_offset + cd + hash_offset,
            code_limit: new_offset,
            page_size,
            page_count,
        },
        exec_segment_end,
    })
}

impl CodeSignature {
    /// Final file offset of the page hashes.
    pub(super) fn hashes_offset(&self) -> u64 {
        self.hashes_offset
    }

    /// A hasher for the final file's bytes, in order from offset 0. Pages overlapping
    /// `patched` (final offsets and lengths of bytes rewritten after the stream) are kept and
    /// hashed at [`PageHasher::finish`], once patched.
    pub(super) fn page_hasher(&self, patched: Vec<(u64, u64)>) -> PageHasher {
        PageHasher {
            code_limit: self.code_limit,
            page_size: self.page_size,
            page_count: self.page_count,
            patched,
            position: 0,
            page: Vec::with_capacity(self.page_size as usize),
            hashes: Vec::with_capacity((self.page_count * HASH_LEN) as usize),
            kept: Vec::new(),
        }
    }
}

/// SHA-256 of each signed page of the final file, taken as the file is written.
pub(super) struct PageHasher {
    code_limit: u64,
    page_size: u64,
    page_count: u64,
    patched: Vec<(u64, u64)>,
    /// File offset of the next byte.
    position: u64,
    /// The current page's bytes so far.
    page: Vec<u8>,
    hashes: Vec<u8>,
    /// Pages hashed only once patched: index and bytes.
    kept: Vec<(u64, Vec<u8>)>,
}

impl PageHasher {
    /// Takes the next bytes of the file (anything past the code limit is not signed).
    pub(super) fn update(&mut self, mut bytes: &[u8]) {
        while !bytes.is_empty() && self.position < self.code_limit {
            let page_end =
                ((self.position / self.page_size + 1) * self.page_size).min(self.code_limit);
            let take = ((page_end - self.position) as usize).min(bytes.len());
            let (now, rest) = bytes.split_at(take);
            self.position += take as u64;
            if self.page.is_empty() && self.position == page_end && !self.is_patched(page_end) {
                // A whole page in one slice: hash it without a copy.
                self.hashes.extend_from_slice(&Sha256::digest(now));
            } else {
                self.page.extend_from_slice(now);
                if self.position == page_end {
                    self.end_page(page_end);
                }
            }
            bytes = rest;
        }
    }

    fn is_patched(&self, page_end: u64) -> bool {
        let start = (page_end - 1) / self.page_size * self.page_size;
        self.patched
            .iter()
            .any(|&(offset, len)| offset < page_end && start < offset + len)
    }

    fn end_page(&mut self, page_end: u64) {
        let page = std::mem::take(&mut self.page);
        if self.is_patched(page_end) {
            self.kept.push(((page_end - 1) / self.page_size, page));
            self.hashes.extend_from_slice(&[0; HASH_LEN as usize]);
        } else {
            self.hashes.extend_from_slice(&Sha256::digest(&page));
            self.page = page;
            self.page.clear();
        }
    }

    /// The page hashes once the file is written and `patches` (final offset, bytes) applied.
    pub(super) fn finish(mut self, patches: &[(u64, Vec<u8>)]) -> Result<Vec<u8>, String> {
        if self.position != self.code_limit || !self.page.is_empty() {
            return Err(format!(
                "{} of the {} signed bytes were written",
                self.position, self.code_limit
            ));
        }
        for (index, mut page) in std::mem::take(&mut self.kept) {
            let start = index * self.page_size;
            for (offset, bytes) in patches {
                for (at, byte) in bytes.iter().enumerate() {
                    let position = offset + at as u64;
                    if let Some(slot) = position
                        .checked_sub(start)
                        .and_then(|i| page.get_mut(usize::try_from(i).ok()?))
                    {
                        *slot = *byte;
                    }
                }
            }
            let at = (index * HASH_LEN) as usize;
            self.hashes[at..at + HASH_LEN as usize].copy_from_slice(&Sha256::digest(&page));
        }
        if self.hashes.len() as u64 != self.page_count * HASH_LEN {
            return Err(format!(
                "{} page hashes for {} pages",
                self.hashes.len() as u64 / HASH_LEN,
                self.page_count
            ));
        }
        Ok(self.hashes)
    }
}

/// A writer that also feeds a [`PageHasher`], when there is one.
pub(super) struct Tee<'a> {
    pub(super) inner: &'a mut dyn std::io::Write,
    pub(super) pages: Option<&'a mut PageHasher>,
}

impl std::io::Write for Tee<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let written = self.inner.write(bytes)?;
        if let Some(pages) = self.pages.as_deref_mut() {
            pages.update(&bytes[..written]);
        }
        Ok(written)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// An lld-shaped ad-hoc signature for a file whose first `code_limit` bytes are signed.
    fn lld_signature(code_limit: u64) -> Vec<u8> {
        let slots = code_limit.div_ceil(4096);
        let ident = b"libk.dylib\0";
        let hash_offset = (88 + ident.len() as u64).next_multiple_of(16);
        let cd_len = hash_offset + slots * HASH_LEN;
        let mut bytes = Vec::new();
        for word in [
            CSMAGIC_EMBEDDED_SIGNATURE,
            (24 + cd_len) as u32,
            1,
            0,
            24,
            0,
        ] {
            bytes.extend_from_slice(&word.to_be_bytes());
        }
        let cd = [
            CSMAGIC_CODEDIRECTORY,
            cd_len as u32,
            CD_VERSION_EXEC_SEGMENT,
            0x20002,
            hash_offset as u32,
            88,
            0,
            slots as u32,
            code_limit as u32,
        ];
        for word in cd {
            bytes.extend_from_slice(&word.to_be_bytes());
        }
        bytes.extend_from_slice(&[32, CS_HASHTYPE_SHA256, 0, 12]);
        bytes.extend_from_slice(&[0; 16]); // spare2, scatter, team, spare3
        bytes.extend_from_slice(&0u64.to_be_bytes()); // codeLimit64
        bytes.extend_from_slice(&0u64.to_be_bytes()); // execSegBase
        bytes.extend_from_slice(&16384u64.to_be_bytes()); // execSegLimit
        bytes.extend_from_slice(&0u64.to_be_bytes()); // execSegFlags
        bytes.extend_from_slice(ident);
        bytes.resize(24 + hash_offset as usize, 0);
        bytes.resize(bytes.len() + (slots * HASH_LEN) as usize, 0xab);
        bytes
    }

    #[test]
    fn relay_resizes_the_code_directory_for_the_new_limit() {
        let old = lld_signature(40_000);
        let relaid = relay(&old, 40_000, 40_000 + (1 << 20)).unwrap();
        let limit = 40_000 + (1 << 20);
        let slots = (limit as u64).div_ceil(4096);
        assert_eq!(be32(&relaid.bytes, 24 + 28).unwrap() as u64, slots);
        assert_eq!(be32(&relaid.bytes, 24 + 32).unwrap(), limit);
        let cd_len = u64::from(be32(&relaid.bytes, 24 + 4).unwrap());
        assert_eq!(be32(&relaid.bytes, 4).unwrap() as u64, 24 + cd_len);
        assert_eq!(relaid.bytes.len() as u64, 24 + cd_len);
        assert_eq!(relaid.exec_segment_end, 16384);
        assert_eq!(relaid.signature.code_limit, limit as u64);
        // The identifier is kept.
        assert_eq!(&relaid.bytes[24 + 88..24 + 98], b"libk.dylib");
    }

    #[test]
    fn relay_refuses_signatures_it_does_not_know() {
        let good = lld_signature(40_000);
        assert!(relay(&good, 40_001, 50_000).is_err(), "wrong code limit");
        let mut two_blobs = good.clone();
        two_blobs[11] = 2;
        assert!(relay(&two_blobs, 40_000, 50_000).is_err());
        let mut sha1 = good.clone();
        sha1[24 + 37] = 1;
        assert!(relay(&sha1, 40_000, 50_000).is_err());
        let mut special = good;
        special[24 + 27] = 2;
        assert!(relay(&special, 40_000, 50_000).is_err());
        assert!(relay(&[0xfa, 0xde], 0, 0).is_err());
    }

    #[test]
    fn page_hashes_cover_the_streamed_bytes_with_late_patches() {
        let mut state = 0x1234_5678_u64;
        let mut data: Vec<u8> = (0..3 * 4096 + 1000)
            .map(|_| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
                (state >> 33) as u8
            })
            .collect();
        let signature = CodeSignature {
            hashes_offset: 0,
            code_limit: data.len() as u64,
            page_size: 4096,
            page_count: 4,
        };
        let patches = vec![(9u64, vec![1u8; 7]), (2 * 4096 - 3, vec![2u8; 10])];
        let mut pages = signature.page_hasher(vec![(9, 7), (2 * 4096 - 3, 10)]);
        // Written before the patches, in uneven pieces (with bytes past the limit).
        let mut written = data.clone();
        written.extend_from_slice(&[9; 100]);
        let mut at = 0;
        for size in [1usize, 4095, 4096, 5000, 3, 10_000].iter().cycle() {
            if at == written.len() {
                break;
            }
            let end = (at + size).min(written.len());
            pages.update(&written[at..end]);
            at = end;
        }
        for (offset, bytes) in &patches {
            data[*offset as usize..*offset as usize + bytes.len()].copy_from_slice(bytes);
        }
        let hashes = pages.finish(&patches).unwrap();
        let expected: Vec<u8> = data.chunks(4096).flat_map(Sha256::digest).collect();
        assert_eq!(hashes, expected);
    }
}
