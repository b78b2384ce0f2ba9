//! Which names a kernel and a system-library prefix may have: the symbols a kernel exports
//! (`__tvm_ffi_<name>`, `<name>_c`, `<name>` under the legacy ABI, `__tvm_ffi_<name>` strings
//! in system-library mode) must not collide with TVM's, modlink's or the C runtime's, and
//! `inspect` must be able to list the kernel back under its own name. The rule is stated in
//! `docs/kir.md` ("Kernel names").

use super::is_c_identifier;
use crate::ir::ast::Intrinsic;

/// Prefixes of the C API symbols of TVM and tvm-ffi (`TVMFFIErrorSetRaisedFromCStrParts`,
/// `TVMBackendAllocWorkspace`, ...) and of modlink's own (`modlink_...`): a legacy-ABI kernel
/// exports its bare name, so one of these would replace a runtime function.
const RESERVED_PREFIXES: [&str; 3] = ["TVM", "tvm_", "modlink_"];

/// C runtime functions LLVM calls on its own (zeroing and copying loops become these) and
/// that a legacy-ABI kernel of the same name would replace.
const C_RUNTIME_NAMES: [&str; 6] = ["memset", "memcpy", "memmove", "memcmp", "abort", "main_c"];

/// Checks a kernel name against the rule in `docs/kir.md`.
pub fn check_kernel_name(name: &str) -> Result<(), String> {
    if !is_c_identifier(name) {
        return Err(format!("kernel name `{name}` is not a C identifier"));
    }
    if name.starts_with('_') {
        return Err(format!(
            "kernel name `{name}` starts with `_`: such names are reserved (TVM's and modlink's symbols such as `__tvm_ffi__library_ctx` and `__tvm_ffi__library_bin` are `__tvm_ffi_` plus a name starting with `_`)"
        ));
    }
    if let Some(prefix) = RESERVED_PREFIXES.iter().find(|p| name.starts_with(**p)) {
        return Err(format!(
            "kernel name `{name}` starts with `{prefix}`, which is reserved for TVM's and modlink's runtime symbols"
        ));
    }
    let math = name.strip_suffix('f').unwrap_or(name);
    if C_RUNTIME_NAMES.contains(&name) || Intrinsic::from_name(math).is_some() {
        return Err(format!(
            "kernel name `{name}` is the name of a C runtime function that compiled code may call"
        ));
    }
    Ok(())
}

/// Checks a system-library prefix: empty, or a C identifier (it starts symbol names such as
/// `<prefix>__tvm_ffi__library_ctx`).
pub fn check_system_lib_prefix(prefix: &str) -> Result<(), String> {
    if prefix.is_empty() || is_c_identifier(prefix) {
        Ok(())
    } else {
        Err(format!(
            "system-library prefix `{}` is not a C identifier (letters, digits and `_`, not starting with a digit)",
            prefix.escape_debug()
        ))
    }
}
