//! What a target means for object files: the `object` crate's format, architecture and byte
//! order, the ELF machine and `e_flags`, and a new writable object carrying them. The blob
//! packer, the digest writer and the streaming writers all start from here, so an object
//! modlink writes always links with the objects LLVM emits for the same target.

use super::{Arch, Endianness, ObjectFormat, TargetError, TargetSpec};
use object::write::{MachOBuildVersion, Object};
use object::{FileFlags, elf, macho, pe};

impl TargetSpec {
    /// The `object` crate's binary format; `None` for wasm, which modlink's object writers do
    /// not produce.
    pub fn object_binary_format(&self) -> Option<object::BinaryFormat> {
        match self.object_format() {
            ObjectFormat::Elf => Some(object::BinaryFormat::Elf),
            ObjectFormat::MachO => Some(object::BinaryFormat::MachO),
            ObjectFormat::Coff => Some(object::BinaryFormat::Coff),
            ObjectFormat::Wasm => None,
        }
    }

    /// The `object` crate's architecture.
    pub fn object_architecture(&self) -> object::Architecture {
        match self.arch() {
            Arch::X86_64 => object::Architecture::X86_64,
            Arch::X86 => object::Architecture::I386,
            Arch::Aarch64 => object::Architecture::Aarch64,
            Arch::Arm => object::Architecture::Arm,
            Arch::Riscv64 => object::Architecture::Riscv64,
            Arch::Powerpc64le => object::Architecture::PowerPc64,
            Arch::S390x => object::Architecture::S390x,
            Arch::Wasm32 => object::Architecture::Wasm32,
        }
    }

    /// The `object` crate's byte order.
    pub fn object_endianness(&self) -> object::Endianness {
        match self.endianness() {
            Endianness::Little => object::Endianness::Little,
            Endianness::Big => object::Endianness::Big,
        }
    }

    /// The ELF `e_machine`; `None` for wasm.
    pub fn elf_machine(&self) -> Option<elf::Machine> {
        Some(match self.arch() {
            Arch::X86_64 => elf::EM_X86_64,
            Arch::X86 => elf::EM_386,
            Arch::Aarch64 => elf::EM_AARCH64,
            Arch::Arm => elf::EM_ARM,
            Arch::Riscv64 => elf::EM_RISCV,
            Arch::Powerpc64le => elf::EM_PPC64,
            Arch::S390x => elf::EM_S390,
            Arch::Wasm32 => return None,
        })
    }

    /// The COFF `Machine` field; `None` where Windows has no such target.
    pub fn coff_machine(&self) -> Option<pe::Machine> {
        Some(match self.arch() {
            Arch::X86_64 => pe::IMAGE_FILE_MACHINE_AMD64,
            Arch::X86 => pe::IMAGE_FILE_MACHINE_I386,
            Arch::Aarch64 => pe::IMAGE_FILE_MACHINE_ARM64,
            Arch::Arm => pe::IMAGE_FILE_MACHINE_ARMNT,
            _ => return None,
        })
    }

    /// The 64-bit Mach-O `(cputype, cpusubtype)`; `None` where Apple has no such target.
    pub fn macho_cpu(&self) -> Option<(u32, u32)> {
        self.arch().macho_cpu()
    }

    /// Whether modlink writes this target's objects itself, without LLVM (every format but
    /// wasm).
    pub fn can_write_objects_directly(&self) -> bool {
        self.object_binary_format().is_some()
    }

    /// Whether modlink's streaming object writers cover this target: ELF, COFF and 64-bit
    /// Mach-O, so a blob of any size is packed without being held in memory.
    pub fn can_stream_objects(&self) -> bool {
        match self.object_format() {
            ObjectFormat::Elf | ObjectFormat::Coff => true,
            ObjectFormat::MachO => self.pointer_width() == 64,
            ObjectFormat::Wasm => false,
        }
    }

    /// Whether modlink can write the blob straight into a shared library linked for this
    /// target (docs/export.md, "Direct blob"): ELF, PE, and Mach-O on the architectures Apple
    /// ships (the writer needs their page size).
    pub fn can_write_linked_directly(&self) -> bool {
        match self.object_format() {
            ObjectFormat::Elf | ObjectFormat::Coff => true,
            ObjectFormat::MachO => self.arch().darwin_page_size().is_some(),
            ObjectFormat::Wasm => false,
        }
    }

    /// The ELF `e_flags` LLVM writes for the target's default ABI (ld.lld refuses to link
    /// objects whose float-ABI flags differ from the codegen objects'); `None` off ELF.
    pub fn elf_e_flags(&self) -> Option<u32> {
        if self.object_format() != ObjectFormat::Elf {
            return None;
        }
        Some(match self.arch() {
            // lp64d (TargetSpec::llvm_abi) with compressed instructions (riscv64gc).
            Arch::Riscv64 => elf::EF_RISCV_RVC.0 | elf::EF_RISCV_FLOAT_ABI_DOUBLE.0,
            Arch::Arm => elf::EF_ARM_EABI_VER5.0 | elf::EF_ARM_ABI_FLOAT_HARD,
            // ELFv2 ABI, as LLVM writes for powerpc64le.
            Arch::Powerpc64le => 2,
            _ => 0,
        })
    }

    /// A new, empty object for this target: format, architecture, byte order, ELF `e_flags`
    /// and, on Mach-O, a macOS 11 build version (ld64 warns about objects without a platform;
    /// it matches the linker's `-platform_version`). Wasm is refused.
    pub fn new_object<'a>(&self) -> Result<Object<'a>, TargetError> {
        let format = self
            .object_binary_format()
            .ok_or_else(|| TargetError::Unsupported {
                triple: self.triple(),
                message: "modlink writes no wasm objects itself (LLVM does)".into(),
            })?;
        let mut object = Object::new(format, self.object_architecture(), self.object_endianness());
        if let Some(e_flags) = self.elf_e_flags() {
            object.flags = FileFlags::Elf {
                os_abi: elf::ELFOSABI_NONE,
                abi_version: 0,
                e_flags: elf::FileFlags(e_flags),
            };
        }
        if format == object::BinaryFormat::MachO {
            let mut build_version = MachOBuildVersion::default();
            build_version.platform = macho::PLATFORM_MACOS;
            build_version.minos = macho::Version(11 << 16);
            build_version.sdk = macho::Version(11 << 16);
            object.set_macho_build_version(build_version);
        }
        Ok(object)
    }
}

impl Arch {
    /// The architecture of a 64-bit Mach-O `cputype`; `None` for CPU types modlink does not
    /// target.
    pub fn from_macho_cpu(cputype: u32) -> Option<Arch> {
        [Arch::X86_64, Arch::Aarch64]
            .into_iter()
            .find(|arch| arch.macho_cpu().is_some_and(|(cpu, _)| cpu == cputype))
    }

    /// The 64-bit Mach-O `(cputype, cpusubtype)`; `None` where Apple has no such target.
    pub fn macho_cpu(self) -> Option<(u32, u32)> {
        match self {
            Arch::X86_64 => Some((macho::CPU_TYPE_X86_64.0, macho::CPU_SUBTYPE_X86_64_ALL.0)),
            Arch::Aarch64 => Some((macho::CPU_TYPE_ARM64.0, macho::CPU_SUBTYPE_ARM64_ALL.0)),
            _ => None,
        }
    }

    /// The page size of Apple's platforms on this architecture (4 KiB on x86_64, 16 KiB on
    /// arm64): segments of a linked Mach-O file start on it. `None` where Apple has no such
    /// target.
    pub fn darwin_page_size(self) -> Option<u64> {
        match self {
            Arch::X86_64 => Some(4096),
            Arch::Aarch64 => Some(16384),
            _ => None,
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// The CPU types of `<mach/machine.h>` (`CPU_TYPE_X86 | CPU_ARCH_ABI64`,
    /// `CPU_TYPE_ARM | CPU_ARCH_ABI64`, `CPU_TYPE_POWERPC`) and the page sizes of macOS on each.
    #[test]
    fn macho_cpu_types_map_to_arches_and_page_sizes() {
        assert_eq!(Arch::from_macho_cpu(0x0100_0007), Some(Arch::X86_64));
        assert_eq!(Arch::from_macho_cpu(0x0100_000c), Some(Arch::Aarch64));
        assert_eq!(Arch::from_macho_cpu(0x12), None);
        assert_eq!(Arch::from_macho_cpu(7), None);
        assert_eq!(Arch::X86_64.darwin_page_size(), Some(4096));
        assert_eq!(Arch::Aarch64.darwin_page_size(), Some(16384));
        assert_eq!(Arch::Riscv64.darwin_page_size(), None);
        for arch in [Arch::X86_64, Arch::Aarch64] {
            let (cputype, _) = arch.macho_cpu().unwrap();
            assert_eq!(Arch::from_macho_cpu(cputype), Some(arch));
        }
    }

    /// What modlink writes itself, per docs/export.md: every object format but wasm; streamed
    /// objects for ELF, COFF and 64-bit Mach-O; the direct blob into ELF `.so`, 64-bit Mach-O
    /// `.dylib` and PE `.dll`.
    #[test]
    fn capabilities_follow_the_object_format() {
        for (triple, objects, streams, direct) in [
            ("x86_64-unknown-linux-gnu", true, true, true),
            ("i686-unknown-linux-gnu", true, true, true),
            ("s390x-unknown-linux-gnu", true, true, true),
            ("x86_64-apple-darwin", true, true, true),
            ("aarch64-apple-darwin", true, true, true),
            ("x86_64-pc-windows-msvc", true, true, true),
            ("wasm32-unknown-unknown", false, false, false),
        ] {
            let target = TargetSpec::parse(triple).unwrap();
            assert_eq!(target.can_write_objects_directly(), objects, "{triple}");
            assert_eq!(target.can_stream_objects(), streams, "{triple}");
            assert_eq!(target.can_write_linked_directly(), direct, "{triple}");
        }
    }
}
