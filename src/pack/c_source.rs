//! `PackImportsToC`: the blob as a C array, in TVM's exact text shape (spec §3.2).

use super::PackOptions;
use crate::target::TargetSpec;
use std::fmt::Write as _;

/// Items per line of the array initializer, as TVM writes them.
const BYTES_PER_LINE: usize = 20;

/// Writes the blob as C source that defines `P__tvm_ffi__library_bin` (TVM's `PackImportsToC`).
///
/// The normal form is byte-for-byte TVM's. The system-lib form differs on purpose: TVM's uses a
/// non-constant static initializer that only compiles as C++, so here the registration is a
/// static constructor function (`__attribute__((constructor(65535)))`, or a `.CRT$XCU` pointer
/// under MSVC) that compiles as C and as C++. `target` is accepted for symmetry with the other
/// packers: the text is target-independent (`TVM_EXPORT` switches on `_WIN32`).
pub fn pack_imports_to_c(blob: &[u8], target: &TargetSpec, options: &PackOptions) -> String {
    let _ = target;
    let symbol = options.blob_symbol();
    // Six characters per byte ("0xNN,"), a newline and indent per line, plus the fixed text.
    let mut out = String::with_capacity(blob.len() * 5 + blob.len() / BYTES_PER_LINE * 3 + 1024);
    out.push_str(
        "#ifdef _WIN32\n#define TVM_EXPORT __declspec(dllexport)\n#else\n#define TVM_EXPORT\n#endif\n",
    );
    out.push_str("#ifdef __cplusplus\nextern \"C\" {\n#endif\n");
    let _ = writeln!(out, "TVM_EXPORT extern const unsigned char {symbol}[];");
    let _ = writeln!(out, "const unsigned char {symbol}[{}] = {{", blob.len());
    // One formatted item per byte value, looked up instead of formatted per byte: the text
    // is five times the blob, so this loop dominates for large blobs.
    let items: Vec<String> = (0..=255u8).map(|b| format!("0x{b:02x},")).collect();
    for line in blob.chunks(BYTES_PER_LINE) {
        out.push_str("  ");
        for &byte in line {
            out.push_str(&items[usize::from(byte)]);
        }
        out.push('\n');
    }
    out.push_str("};\n");
    if options.is_system_lib() {
        push_system_lib_constructor(&mut out, &symbol, options);
    }
    out.push_str("#ifdef __cplusplus\n}\n#endif\n");
    out
}

/// The registration as a constructor function; priority 65535 like TVM's LLVM packer.
fn push_system_lib_constructor(out: &mut String, symbol: &str, options: &PackOptions) {
    let register = options.registration_function();
    let ctor = format!("{symbol}_register_");
    let _ = writeln!(out, "extern int {register}(const char*, void*);");
    let _ = writeln!(out, "static int {symbol}_reg_;");
    let _ = write!(
        out,
        "#if defined(_MSC_VER) && !defined(__clang__)\n\
         static void __cdecl {ctor}(void);\n\
         #pragma section(\".CRT$XCU\", read)\n\
         __declspec(allocate(\".CRT$XCU\")) static void (__cdecl *{ctor}ptr_)(void) = {ctor};\n\
         static void __cdecl {ctor}(void) {{\n\
         #else\n\
         __attribute__((constructor(65535))) static void {ctor}(void) {{\n\
         #endif\n  \
         {symbol}_reg_ = {register}(\"{symbol}\", (void*){symbol});\n\
         }}\n"
    );
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::blob::Layout;

    #[test]
    fn normal_form_is_tvms_text() {
        let blob: Vec<u8> = (0u8..25).collect();
        let target = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
        let text = pack_imports_to_c(&blob, &target, &PackOptions::default());
        let expected = [
            "#ifdef _WIN32",
            "#define TVM_EXPORT __declspec(dllexport)",
            "#else",
            "#define TVM_EXPORT",
            "#endif",
            "#ifdef __cplusplus",
            "extern \"C\" {",
            "#endif",
            "TVM_EXPORT extern const unsigned char __tvm_ffi__library_bin[];",
            "const unsigned char __tvm_ffi__library_bin[25] = {",
            "  0x00,0x01,0x02,0x03,0x04,0x05,0x06,0x07,0x08,0x09,0x0a,0x0b,0x0c,0x0d,0x0e,0x0f,0x10,0x11,0x12,0x13,",
            "  0x14,0x15,0x16,0x17,0x18,",
            "};",
            "#ifdef __cplusplus",
            "}",
            "#endif",
            "",
        ]
        .join("\n");
        assert_eq!(text, expected);
    }

    #[test]
    fn system_lib_form_names_prefix_and_registration() {
        let target = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
        let options = PackOptions {
            layout: Layout::Legacy,
            system_lib_prefix: Some("mylib_".into()),
        };
        let text = pack_imports_to_c(&[1, 0, 0, 0, 0, 0, 0, 0, 7], &target, &options);
        assert!(text.contains("const unsigned char mylib___tvm_dev_mblob[9] = {\n"));
        assert!(text.contains(
            "mylib___tvm_dev_mblob_reg_ = TVMBackendRegisterSystemLibSymbol(\"mylib___tvm_dev_mblob\", (void*)mylib___tvm_dev_mblob);"
        ));
        assert!(text.contains("__attribute__((constructor(65535)))"));
    }
}
