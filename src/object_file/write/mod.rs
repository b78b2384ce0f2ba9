//! The write half: objects written around a streamed blob ([`stream`]), the blob written into a
//! linked library ([`linked`]), corrections to another writer's ELF header (`elf_flags`), and
//! the names of the reserved blob sections both sides agree on
//! ([`reserved`]).

// Only LLVM 14's objects need a header correction.
#[cfg(any(feature = "llvm14", test))]
pub(crate) mod elf_flags;
pub(crate) mod linked;
pub(crate) mod reserved;
pub(crate) mod stream;

/// `SHF_X86_64_LARGE` (x86-64 psABI): the section may lie beyond 2 GiB from code. Neither the
/// `object` nor the `goblin` crate names this flag.
pub(crate) const SHF_X86_64_LARGE: u64 = 0x1000_0000;
