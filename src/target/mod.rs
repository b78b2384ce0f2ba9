//! Target triples parsed once into a typed [`TargetSpec`].
//!
//! Every later choice that depends on the target — object format, symbol prefix, dylib suffix,
//! LLVM triple and ABI, default CPU features, linker flavour — is a method here, so no other
//! layer tests triple strings.

pub mod cpu_levels;
mod object;
pub mod windows;

use std::fmt;
use std::str::FromStr;
use target_lexicon::{
    Architecture, BinaryFormat, Endianness as LexEndianness, OperatingSystem, Triple,
};
use thiserror::Error;

/// An error parsing or using a target.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum TargetError {
    /// The triple could not be parsed or is not supported.
    #[error("target `{triple}`: {message}")]
    Unsupported {
        /// The triple as given.
        triple: String,
        /// Why.
        message: String,
    },
    /// A `--cpu-levels` list names a level the architecture does not have.
    #[error("CPU levels `{list}`: {message}")]
    CpuLevels {
        /// The list as given.
        list: String,
        /// Why it was rejected.
        message: String,
    },
}

/// The object file format a target uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ObjectFormat {
    /// Linux and other Unix-likes.
    Elf,
    /// Apple platforms.
    MachO,
    /// Windows (PE images, COFF objects).
    Coff,
    /// WebAssembly.
    Wasm,
}

/// Byte order of the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Endianness {
    /// Least significant byte first.
    Little,
    /// Most significant byte first.
    Big,
}

impl Endianness {
    /// `little` or `big`.
    pub fn as_str(self) -> &'static str {
        match self {
            Endianness::Little => "little",
            Endianness::Big => "big",
        }
    }
}

/// The architecture families modlink generates code for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arch {
    /// x86-64.
    X86_64,
    /// 32-bit x86.
    X86,
    /// 64-bit Arm.
    Aarch64,
    /// 32-bit Arm (v7, hard float).
    Arm,
    /// 64-bit RISC-V.
    Riscv64,
    /// 64-bit little-endian POWER.
    Powerpc64le,
    /// IBM Z (big-endian).
    S390x,
    /// 32-bit WebAssembly.
    Wasm32,
}

/// The triples modlink builds for (docs/cross.md), as listed in errors and by `modlink targets`:
/// the single gate for every `--target` (build, check, targets, models). A triple is accepted
/// when it names one of these ([`TargetSpec::parse`]: same architecture, byte order, operating
/// system and environment; the vendor, a `riscv64`/`riscv64gc` or `arm64`/`aarch64` spelling
/// and a macOS version do not matter), and refused otherwise, naming this list.
pub const SUPPORTED_TRIPLES: [&str; 13] = [
    "x86_64-unknown-linux-gnu",
    "aarch64-unknown-linux-gnu",
    "riscv64gc-unknown-linux-gnu",
    "armv7-unknown-linux-gnueabihf",
    "i686-unknown-linux-gnu",
    "powerpc64le-unknown-linux-gnu",
    "s390x-unknown-linux-gnu",
    "x86_64-apple-darwin",
    "aarch64-apple-darwin",
    "x86_64-pc-windows-msvc",
    "aarch64-pc-windows-msvc",
    "i686-pc-windows-msvc",
    "wasm32-unknown-unknown",
];

/// What makes two triples the same target for modlink: architecture (with the byte order it
/// implies and RISC-V's extension letters dropped), operating system (macOS versions
/// dropped), environment and object format. The vendor says nothing modlink uses.
fn target_identity(
    triple: &Triple,
) -> (
    Architecture,
    Option<OperatingSystem>,
    target_lexicon::Environment,
    BinaryFormat,
) {
    let architecture = match triple.architecture {
        Architecture::Riscv64(_) => {
            Architecture::Riscv64(target_lexicon::Riscv64Architecture::Riscv64)
        }
        other => other,
    };
    let operating_system = match triple.operating_system {
        // `darwin`, `macos`, `macosx11.0`: one platform, whose version the linker is told.
        OperatingSystem::Darwin(_) | OperatingSystem::MacOSX(_) => None,
        other => Some(other),
    };
    let environment = match (&triple.operating_system, triple.environment) {
        // `x86_64-unknown-linux` (as some LLVM modules spell it): glibc, Linux's default.
        (OperatingSystem::Linux, target_lexicon::Environment::Unknown) => {
            target_lexicon::Environment::Gnu
        }
        (_, environment) => environment,
    };
    (
        architecture,
        operating_system,
        environment,
        triple.binary_format,
    )
}

/// The entry of [`SUPPORTED_TRIPLES`] that `triple` names, if any.
fn supported_entry(triple: &Triple) -> Option<&'static str> {
    let wanted = target_identity(triple);
    SUPPORTED_TRIPLES.iter().copied().find(|entry| {
        Triple::from_str(entry).is_ok_and(|supported| target_identity(&supported) == wanted)
    })
}

impl Arch {
    /// The short name modlink prints (`x86_64`, `aarch64`, `riscv64`, `arm`, …).
    pub fn name(self) -> &'static str {
        match self {
            Arch::X86_64 => "x86_64",
            Arch::X86 => "x86",
            Arch::Aarch64 => "aarch64",
            Arch::Arm => "arm",
            Arch::Riscv64 => "riscv64",
            Arch::Powerpc64le => "powerpc64le",
            Arch::S390x => "s390x",
            Arch::Wasm32 => "wasm32",
        }
    }

    /// The architecture this process runs on, if modlink supports it.
    pub fn host() -> Option<Arch> {
        Arch::from_family(std::env::consts::ARCH, cfg!(target_endian = "little"))
    }

    /// The architecture of a family name as Rust's `std::env::consts::ARCH` and the locator
    /// spell it (`x86_64`, `aarch64`, `powerpc64`, …) and a byte order; `None` for families
    /// modlink does not generate code for (big-endian Arm and POWER among them).
    pub fn from_family(family: &str, little_endian: bool) -> Option<Arch> {
        match (family, little_endian) {
            ("x86_64", true) => Some(Arch::X86_64),
            ("x86", true) => Some(Arch::X86),
            ("aarch64", true) => Some(Arch::Aarch64),
            ("arm", true) => Some(Arch::Arm),
            ("riscv64", true) => Some(Arch::Riscv64),
            ("powerpc64", true) => Some(Arch::Powerpc64le),
            ("s390x", false) => Some(Arch::S390x),
            ("wasm32", true) => Some(Arch::Wasm32),
            _ => None,
        }
    }
}

impl fmt::Display for Arch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A code generation target: a parsed triple plus CPU and feature choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetSpec {
    triple: Triple,
    arch: Arch,
    cpu: String,
    features: String,
}

impl TargetSpec {
    /// Parses a target triple such as `aarch64-unknown-linux-gnu` or `x86_64-pc-windows-msvc`.
    pub fn parse(triple: &str) -> Result<TargetSpec, TargetError> {
        // Every refusal names the table: the one place to look for what works.
        let unsupported = |message: String| TargetError::Unsupported {
            triple: triple.to_string(),
            message: format!(
                "{message}; supported (`modlink targets`): {}",
                SUPPORTED_TRIPLES.join(", ")
            ),
        };
        let parsed = Triple::from_str(triple).map_err(|e| unsupported(e.to_string()))?;
        let arch = match parsed.architecture {
            Architecture::X86_64 => Arch::X86_64,
            Architecture::X86_32(_) => Arch::X86,
            Architecture::Aarch64(_) => Arch::Aarch64,
            Architecture::Arm(arm) if !arm.is_thumb() => Arch::Arm,
            Architecture::Riscv64(_) => Arch::Riscv64,
            Architecture::Powerpc64le => Arch::Powerpc64le,
            Architecture::S390x => Arch::S390x,
            Architecture::Wasm32 => Arch::Wasm32,
            other => {
                return Err(unsupported(format!(
                    "architecture `{other}` is not supported"
                )));
            }
        };
        if supported_entry(&parsed).is_none() {
            return Err(unsupported(
                "this target is not supported (big-endian Arm, soft-float Arm, iOS, musl, \
                 Android, MinGW and the BSDs are not: their C library, loader or platform differ \
                 from what modlink links and writes)"
                    .to_string(),
            ));
        }
        Ok(TargetSpec {
            triple: parsed,
            arch,
            cpu: "generic".to_string(),
            features: String::new(),
        })
    }

    /// The target this process runs on.
    pub fn host() -> Result<TargetSpec, TargetError> {
        let host = Triple::host();
        TargetSpec::parse(&host.to_string())
    }

    /// The same target with another CPU name (`native` is resolved by the codegen layer).
    pub fn with_cpu(mut self, cpu: impl Into<String>) -> TargetSpec {
        self.cpu = cpu.into();
        self
    }

    /// The same target with extra LLVM features (`+avx2,-fma`), added to the defaults.
    pub fn with_features(mut self, features: impl Into<String>) -> TargetSpec {
        self.features = features.into();
        self
    }

    /// The triple as modlink spells it (target-lexicon's canonical form).
    pub fn triple(&self) -> String {
        self.triple.to_string()
    }

    /// The triple LLVM expects (`riscv64gc-…` becomes `riscv64-…`).
    pub fn llvm_triple(&self) -> String {
        let canonical = self.triple.to_string();
        match self.arch {
            Arch::Riscv64 => canonical.replacen("riscv64gc", "riscv64", 1),
            _ => canonical,
        }
    }

    /// The CPU name (`generic` unless set).
    pub fn cpu(&self) -> &str {
        &self.cpu
    }

    /// The LLVM feature string: the target's defaults followed by the user's.
    pub fn llvm_features(&self) -> String {
        let defaults = match self.arch {
            // riscv64gc = rv64imafdc; the Debian toolchains use the lp64d ABI.
            Arch::Riscv64 => "+m,+a,+f,+d,+c",
            Arch::Arm => "+v7,+vfp3,+neon,+d32",
            _ => "",
        };
        match (defaults.is_empty(), self.features.is_empty()) {
            (true, _) => self.features.clone(),
            (false, true) => defaults.to_string(),
            (false, false) => format!("{defaults},{}", self.features),
        }
    }

    /// The ABI name LLVM needs as module flag `target-abi`, where the default would not match
    /// the platform's C compiler.
    pub fn llvm_abi(&self) -> Option<&'static str> {
        match self.arch {
            Arch::Riscv64 => Some("lp64d"),
            _ => None,
        }
    }

    /// The architecture.
    pub fn arch(&self) -> Arch {
        self.arch
    }

    /// Whether the host code of a CUDA library can be built for this target: a 64-bit host the
    /// CUDA driver runs on (x86_64, aarch64, powerpc64le), whose host wrappers pass 64-bit device
    /// pointers and shape values, and for which TVM's CUDA runtime exists.
    pub fn hosts_cuda(&self) -> bool {
        matches!(self.arch, Arch::X86_64 | Arch::Aarch64 | Arch::Powerpc64le)
    }

    /// The object file format.
    pub fn object_format(&self) -> ObjectFormat {
        match self.triple.binary_format {
            BinaryFormat::Macho => ObjectFormat::MachO,
            BinaryFormat::Coff => ObjectFormat::Coff,
            BinaryFormat::Wasm => ObjectFormat::Wasm,
            _ => ObjectFormat::Elf,
        }
    }

    /// Byte order.
    pub fn endianness(&self) -> Endianness {
        match self.triple.endianness() {
            Ok(LexEndianness::Big) => Endianness::Big,
            _ => Endianness::Little,
        }
    }

    /// Pointer width in bits.
    pub fn pointer_width(&self) -> u32 {
        self.triple
            .pointer_width()
            .map(|w| u32::from(w.bits()))
            .unwrap_or(64)
    }

    /// True for Apple targets.
    pub fn is_darwin(&self) -> bool {
        matches!(
            self.triple.operating_system,
            OperatingSystem::Darwin(_) | OperatingSystem::MacOSX(_) | OperatingSystem::IOS(_)
        )
    }

    /// True for Windows targets.
    pub fn is_windows(&self) -> bool {
        self.triple.operating_system == OperatingSystem::Windows
    }

    /// True for Linux targets.
    pub fn is_linux(&self) -> bool {
        self.triple.operating_system == OperatingSystem::Linux
    }

    /// True when code for this target can run in this process.
    pub fn is_host(&self) -> bool {
        TargetSpec::host().is_ok_and(|host| {
            host.arch == self.arch
                && host.triple.operating_system == self.triple.operating_system
                && host.triple.binary_format == self.triple.binary_format
        })
    }

    /// Can a shared library be produced for this target (wasm32 is packing-only)?
    pub fn supports_shared_library(&self) -> bool {
        self.object_format() != ObjectFormat::Wasm
    }

    /// The shared-library file extension, without the dot.
    pub fn dylib_suffix(&self) -> &'static str {
        match self.object_format() {
            ObjectFormat::MachO => "dylib",
            ObjectFormat::Coff => "dll",
            ObjectFormat::Wasm => "wasm",
            ObjectFormat::Elf => "so",
        }
    }

    /// The prefix of the Debian/Ubuntu GNU cross toolchain for this target
    /// (`aarch64-linux-gnu`, `arm-linux-gnueabihf`, …); `None` outside Linux.
    pub fn gnu_toolchain_prefix(&self) -> Option<&'static str> {
        if !self.is_linux() {
            return None;
        }
        Some(match self.arch {
            Arch::X86_64 => "x86_64-linux-gnu",
            Arch::X86 => "i686-linux-gnu",
            Arch::Aarch64 => "aarch64-linux-gnu",
            Arch::Arm => "arm-linux-gnueabihf",
            Arch::Riscv64 => "riscv64-linux-gnu",
            Arch::Powerpc64le => "powerpc64le-linux-gnu",
            Arch::S390x => "s390x-linux-gnu",
            Arch::Wasm32 => return None,
        })
    }

    /// The shared libraries a linked library of this target names (`DT_NEEDED`,
    /// `LC_LOAD_DYLIB`), because the code LLVM emits calls into them (`expf`, `memset`, …):
    /// glibc's libm and libc on Linux, as TVM's own libraries name them; libSystem on Darwin;
    /// none elsewhere (Windows imports through modlink's import libraries).
    pub fn needed_libraries(&self) -> &'static [&'static str] {
        if self.is_linux() && self.object_format() == ObjectFormat::Elf {
            &["libm.so.6", "libc.so.6"]
        } else if self.is_darwin() {
            &["/usr/lib/libSystem.B.dylib"]
        } else {
            &[]
        }
    }

    /// What the object format puts in front of C symbol names (`_` on Mach-O and 32-bit Windows).
    pub fn symbol_prefix(&self) -> &'static str {
        match (self.object_format(), self.arch) {
            (ObjectFormat::MachO, _) => "_",
            (ObjectFormat::Coff, Arch::X86) => "_",
            _ => "",
        }
    }
}

impl fmt::Display for TargetSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.triple())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn cuda_hosts_are_the_64_bit_hosts_of_the_cuda_driver() {
        let hosts = |triple: &str| TargetSpec::parse(triple).unwrap().hosts_cuda();
        assert!(hosts("x86_64-unknown-linux-gnu"));
        assert!(hosts("aarch64-unknown-linux-gnu"));
        assert!(hosts("powerpc64le-unknown-linux-gnu"));
        assert!(!hosts("i686-unknown-linux-gnu"));
        assert!(!hosts("armv7-unknown-linux-gnueabihf"));
        assert!(!hosts("riscv64gc-unknown-linux-gnu"));
    }

    #[test]
    fn parses_every_supported_triple() {
        let cases = [
            (
                "x86_64-unknown-linux-gnu",
                Arch::X86_64,
                ObjectFormat::Elf,
                "so",
                "x86_64-unknown-linux-gnu",
            ),
            (
                "aarch64-unknown-linux-gnu",
                Arch::Aarch64,
                ObjectFormat::Elf,
                "so",
                "aarch64-unknown-linux-gnu",
            ),
            (
                "riscv64gc-unknown-linux-gnu",
                Arch::Riscv64,
                ObjectFormat::Elf,
                "so",
                "riscv64-unknown-linux-gnu",
            ),
            (
                "armv7-unknown-linux-gnueabihf",
                Arch::Arm,
                ObjectFormat::Elf,
                "so",
                "armv7-unknown-linux-gnueabihf",
            ),
            (
                "x86_64-apple-darwin",
                Arch::X86_64,
                ObjectFormat::MachO,
                "dylib",
                "x86_64-apple-darwin",
            ),
            (
                "aarch64-apple-darwin",
                Arch::Aarch64,
                ObjectFormat::MachO,
                "dylib",
                "aarch64-apple-darwin",
            ),
            (
                "x86_64-pc-windows-msvc",
                Arch::X86_64,
                ObjectFormat::Coff,
                "dll",
                "x86_64-pc-windows-msvc",
            ),
            (
                "i686-unknown-linux-gnu",
                Arch::X86,
                ObjectFormat::Elf,
                "so",
                "i686-unknown-linux-gnu",
            ),
            (
                "powerpc64le-unknown-linux-gnu",
                Arch::Powerpc64le,
                ObjectFormat::Elf,
                "so",
                "powerpc64le-unknown-linux-gnu",
            ),
            (
                "s390x-unknown-linux-gnu",
                Arch::S390x,
                ObjectFormat::Elf,
                "so",
                "s390x-unknown-linux-gnu",
            ),
            (
                "wasm32-unknown-unknown",
                Arch::Wasm32,
                ObjectFormat::Wasm,
                "wasm",
                "wasm32-unknown-unknown",
            ),
        ];
        for (triple, arch, format, suffix, llvm) in cases {
            let spec = TargetSpec::parse(triple).unwrap();
            assert_eq!(spec.arch(), arch, "{triple}");
            assert_eq!(spec.object_format(), format, "{triple}");
            assert_eq!(spec.dylib_suffix(), suffix, "{triple}");
            assert_eq!(spec.llvm_triple(), llvm, "{triple}");
        }
        let s390x = TargetSpec::parse("s390x-unknown-linux-gnu").unwrap();
        assert_eq!(s390x.endianness(), Endianness::Big);
        assert_eq!(
            TargetSpec::parse("x86_64-apple-darwin")
                .unwrap()
                .symbol_prefix(),
            "_"
        );
        assert!(
            TargetSpec::parse("x86_64-pc-windows-msvc")
                .unwrap()
                .is_windows()
        );
        assert_eq!(
            TargetSpec::parse("armv7-unknown-linux-gnueabihf")
                .unwrap()
                .pointer_width(),
            32
        );
        assert_eq!(
            TargetSpec::parse("riscv64gc-unknown-linux-gnu")
                .unwrap()
                .llvm_abi(),
            Some("lp64d")
        );
    }

    #[test]
    fn rejects_unknown_and_unsupported_triples() {
        let err = TargetSpec::parse("not-a-triple-at-all")
            .unwrap_err()
            .to_string();
        assert!(err.contains("not-a-triple-at-all"), "{err}");
        let err = TargetSpec::parse("mips-unknown-linux-gnu")
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("mips") && err.contains("not supported"),
            "{err}"
        );
    }

    /// The table is the gate: triples close to a supported one but for another byte order,
    /// float ABI or platform are refused, each naming the supported list; other spellings of a
    /// supported target are accepted.
    #[test]
    fn triples_outside_the_table_are_refused_naming_it() {
        for triple in [
            "aarch64-apple-ios",
            "aarch64_be-unknown-linux-gnu",
            "armv7-unknown-linux-gnueabi",
            "x86_64-unknown-linux-musl",
            "aarch64-linux-android",
            "x86_64-pc-windows-gnu",
            "x86_64-unknown-freebsd",
            "armv6-unknown-linux-gnueabihf",
        ] {
            let error = TargetSpec::parse(triple).unwrap_err().to_string();
            assert!(error.starts_with(&format!("target `{triple}`")), "{error}");
            for supported in SUPPORTED_TRIPLES {
                assert!(error.contains(supported), "{triple}: {error}");
            }
        }
        for (spelling, arch) in [
            ("arm64-apple-darwin", Arch::Aarch64),
            ("x86_64-apple-macosx11.0", Arch::X86_64),
            ("riscv64-unknown-linux-gnu", Arch::Riscv64),
            ("x86_64-linux-gnu", Arch::X86_64),
            ("x86_64-unknown-linux", Arch::X86_64),
            ("i686-pc-windows-msvc", Arch::X86),
        ] {
            assert_eq!(
                TargetSpec::parse(spelling).unwrap().arch(),
                arch,
                "{spelling}"
            );
        }
        for supported in SUPPORTED_TRIPLES {
            TargetSpec::parse(supported).unwrap();
        }
    }

    #[test]
    fn host_is_host() {
        let host = TargetSpec::host().unwrap();
        assert!(host.is_host());
        assert_eq!(Some(host.arch()), Arch::host());
    }

    #[test]
    fn user_features_follow_the_defaults() {
        let spec = TargetSpec::parse("riscv64gc-unknown-linux-gnu")
            .unwrap()
            .with_features("+v");
        assert_eq!(spec.llvm_features(), "+m,+a,+f,+d,+c,+v");
        let spec = TargetSpec::parse("x86_64-unknown-linux-gnu")
            .unwrap()
            .with_features("+avx2");
        assert_eq!(spec.llvm_features(), "+avx2");
    }
}
