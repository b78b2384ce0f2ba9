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
