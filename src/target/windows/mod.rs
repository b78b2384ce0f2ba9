//! What a Windows DLL may import when it is linked without an SDK: the functions of the system
//! DLLs and of TVM's runtime DLLs that code modlink builds calls, kept as `.def` lists next to
//! this file (each names its source). `link` turns them into import libraries at link time;
//! `inspect` checks a DLL's import table against them.

use super::Arch;

/// One DLL and the functions modlink lets a library import from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImportList {
    /// The DLL's file name (`ucrtbase.dll`).
    pub dll: &'static str,
    /// The `.def` text: `LIBRARY <dll>`, `EXPORTS`, one undecorated C name a line.
    pub def: &'static str,
}

impl ImportList {
    /// The DLL's file name without `.dll` (`ucrtbase`), used to name the import library.
    pub fn stem(&self) -> &'static str {
        self.dll.strip_suffix(".dll").unwrap_or(self.dll)
    }

    /// The undecorated C names the list holds, in file order.
    pub fn symbols(&self) -> impl Iterator<Item = &'static str> {
        self.def
            .lines()
            .skip_while(|line| line.trim() != "EXPORTS")
            .skip(1)
            .map(str::trim)
            .filter(|line| !line.is_empty() && !line.starts_with(';'))
    }

    /// Whether the list holds the undecorated C name `name`.
    pub fn exports(&self, name: &str) -> bool {
        self.symbols().any(|symbol| symbol == name)
    }
}

/// Every list, in the order the linker is given them. ucrtbase.dll (not `api-ms-win-crt-*.dll`
/// or vcruntime140.dll) serves the C library: it is part of every Windows since 10 and of wine,
/// exports memset/memcpy as well as the math functions, and needs no redistributable.
pub const IMPORT_LISTS: &[ImportList] = &[
    ImportList {
        dll: "ucrtbase.dll",
        def: include_str!("ucrtbase.def"),
    },
    ImportList {
        dll: "ntdll.dll",
        def: include_str!("ntdll.def"),
    },
    ImportList {
        dll: "kernel32.dll",
        def: include_str!("kernel32.def"),
    },
    ImportList {
        dll: "tvm_ffi.dll",
        def: include_str!("tvm_ffi.def"),
    },
    ImportList {
        dll: "tvm_runtime.dll",
        def: include_str!("tvm_runtime.def"),
    },
];

/// The list for a DLL name (case-insensitive, as Windows compares them).
pub fn import_list(dll: &str) -> Option<&'static ImportList> {
    IMPORT_LISTS
        .iter()
        .find(|list| list.dll.eq_ignore_ascii_case(dll))
}

/// The DLL whose list holds the undecorated C name `name`.
pub fn provider(name: &str) -> Option<&'static str> {
    IMPORT_LISTS
        .iter()
        .find(|list| list.exports(name))
        .map(|list| list.dll)
}

/// The undecorated C name of a COFF symbol: without the `__imp_` of a `dllimport` reference and,
/// on i686, without the `_` every cdecl name carries. A stdcall or fastcall name (`_f@8`,
/// `@f@8`) keeps its decoration, so it matches no list: the lists hold cdecl functions only.
pub fn c_name(symbol: &str, arch: Arch) -> &str {
    let symbol = symbol.strip_prefix("__imp_").unwrap_or(symbol);
    if arch == Arch::X86 {
        symbol.strip_prefix('_').unwrap_or(symbol)
    } else {
        symbol
    }
}

/// The `/MACHINE:` name of an architecture modlink links Windows DLLs for.
pub fn machine(arch: Arch) -> Option<&'static str> {
    match arch {
        Arch::X86_64 => Some("x64"),
        Arch::Aarch64 => Some("arm64"),
        Arch::X86 => Some("x86"),
        _ => None,
    }
}

/// The C name of the marker MSVC's C runtime defines and LLVM references from any object that
/// passes floating-point values (`_fltused`): modlink defines it itself (nothing reads it).
pub const FLTUSED: &str = "_fltused";

/// Symbols lld-link defines itself when an object refers to them (undecorated C names).
pub const LINKER_DEFINED: &[&str] = &[
    "__ImageBase",
    "__safe_se_handler_table",
    "__safe_se_handler_count",
    "__guard_fids_table",
    "__guard_fids_count",
    "__guard_flags",
    "__guard_iat_table",
    "__guard_iat_count",
    "__guard_longjmp_table",
    "__guard_longjmp_count",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_list_names_its_dll_and_holds_functions() {
        for list in IMPORT_LISTS {
            assert!(
                list.def.contains(&format!("LIBRARY {}", list.dll)),
                "{}",
                list.dll
            );
            assert!(list.symbols().count() > 5, "{}", list.dll);
            assert!(list.symbols().all(|s| !s.contains(char::is_whitespace)));
        }
        assert_eq!(provider("expf"), Some("ucrtbase.dll"));
        assert_eq!(provider("memset"), Some("ucrtbase.dll"));
        assert_eq!(provider("__chkstk"), Some("ntdll.dll"));
        assert_eq!(
            provider("TVMFFIErrorSetRaisedFromCStrParts"),
            Some("tvm_ffi.dll")
        );
        assert_eq!(
            provider("TVMBackendParallelLaunch"),
            Some("tvm_runtime.dll")
        );
        assert_eq!(provider("no_such_function"), None);
    }

    #[test]
    fn i686_names_lose_their_cdecl_underscore_only() {
        assert_eq!(c_name("__imp__expf", Arch::X86), "expf");
        assert_eq!(c_name("_expf", Arch::X86), "expf");
        assert_eq!(c_name("_Sleep@4", Arch::X86), "Sleep@4");
        assert_eq!(c_name("__imp_expf", Arch::X86_64), "expf");
        assert_eq!(c_name("_fltused", Arch::X86_64), "_fltused");
    }
}
