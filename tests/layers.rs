//! The layer check: every `crate::<layer>` a file of the library names must be a layer its row
//! of the table in docs/architecture.md allows. A layer that starts using one above it fails
//! here, naming the file, the line and the rule.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The `| layer | may use | owns |` table of docs/architecture.md.
fn allowed_uses() -> BTreeMap<String, BTreeSet<String>> {
    let doc = std::fs::read_to_string(Path::new(ROOT).join("docs/architecture.md")).unwrap();
    let mut table = BTreeMap::new();
    let mut in_table = false;
    for line in doc.lines() {
        if line.starts_with("| layer | may use |") {
            in_table = true;
            continue;
        }
        if !in_table || line.starts_with("|---") {
            continue;
        }
        if !line.starts_with('|') {
            break;
        }
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let uses = match cells[2] {
            "-" => BTreeSet::new(),
            list => list.split(',').map(|s| s.trim().to_string()).collect(),
        };
        table.insert(cells[1].to_string(), uses);
    }
    assert!(!table.is_empty(), "no layer table in docs/architecture.md");
    table
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level module a file of `src/` belongs to (`None` for the crate root, the join error
/// and the CLI binary).
fn layer_of(path: &Path) -> Option<String> {
    let relative = path.strip_prefix(Path::new(ROOT).join("src")).ok()?;
    let first = relative.components().next()?.as_os_str().to_str()?;
    let layer = first.strip_suffix(".rs").unwrap_or(first);
    (!matches!(layer, "lib" | "error" | "bin")).then(|| layer.to_string())
}

/// The lower-case names after `crate::` on a line of code (comments skipped).
fn layers_named(line: &str) -> Vec<String> {
    let code = line.trim_start();
    if code.starts_with("//") {
        return Vec::new();
    }
    let code = code.split(" //").next().unwrap_or(code);
    let mut names = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
            .collect();
        // `crate::Error` / `crate::Result` are the crate-wide join, shared by every layer.
        if !name.is_empty() {
            names.push(name);
        }
    }
    names
}

#[test]
fn no_layer_uses_one_its_row_does_not_allow() {
    let allowed = allowed_uses();
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("src"), &mut files);
    files.sort();
    let mut violations = Vec::new();
    let mut seen_layers = BTreeSet::new();
    for file in &files {
        let Some(layer) = layer_of(file) else {
            continue;
        };
        seen_layers.insert(layer.clone());
        let Some(uses) = allowed.get(&layer) else {
            violations.push(format!(
                "{}: layer `{layer}` has no row in docs/architecture.md",
                file.display()
            ));
            continue;
        };
        let text = std::fs::read_to_string(file).unwrap();
        for (number, line) in text.lines().enumerate() {
            for named in layers_named(line) {
                if named != layer && !uses.contains(&named) {
                    violations.push(format!(
                        "{}:{}: layer `{layer}` uses `crate::{named}`, which its row does not allow",
                        file.display(),
                        number + 1
                    ));
                }
            }
        }
    }
    assert!(violations.is_empty(), "{}", violations.join("\n"));
    let documented: BTreeSet<String> = allowed.keys().cloned().collect();
    assert_eq!(
        documented, seen_layers,
        "docs/architecture.md's table and src/ list different layers"
    );
}

#[test]
fn the_layer_table_has_no_cycle() {
    let allowed = allowed_uses();
    // Depth-first search for a back edge.
    fn visit(
        layer: &str,
        allowed: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) {
        if done.contains(layer) {
            return;
        }
        assert!(
            !path.iter().any(|l| l == layer),
            "layer cycle: {} -> {layer}",
            path.join(" -> ")
        );
        path.push(layer.to_string());
        for next in allowed.get(layer).into_iter().flatten() {
            assert!(
                allowed.contains_key(next),
                "`{layer}` may use unknown layer `{next}`"
            );
            visit(next, allowed, path, done);
        }
        path.pop();
        done.insert(layer.to_string());
    }
    let mut done = BTreeSet::new();
    for layer in allowed.keys() {
        visit(layer, &allowed, &mut Vec::new(), &mut done);
    }
}

#[test]
fn the_check_sees_an_upward_use() {
    // The scanner itself: a read-only layer naming the runtime is reported.
    assert_eq!(
        layers_named("use crate::runtime::Library; // opens"),
        vec!["runtime".to_string()]
    );
    assert!(layers_named("//! see [`crate::runtime`]").is_empty());
    assert!(layers_named("    let e: crate::Result<()> = Ok(());").is_empty());
    let allowed = allowed_uses();
    assert!(!allowed["inspect"].contains("runtime"));
    assert!(!allowed["blob"].contains("pack"));
}

// Rule: the ABI layer (`src/abi`) is the one definition of the TVM/DLPack contract — the
// `TVMFFIAny` type indices and legacy type codes, `DLDataType` with its names and parser,
// `DLDevice` and its device types, the `DLTensor` struct — and `module::relax` the one
// definition of the Relax VM instruction set. A second definition anywhere else fails here.

/// Values of the ABI tables (type indices, legacy type codes, dtype codes, device types): a
/// constant outside `src/abi` with an ABI-style name and one of these values redefines one.
fn is_abi_value(value: i64) -> bool {
    (0..=18).contains(&value) || (64..=74).contains(&value) || value == 128 || value == 129
}

/// True for a TVM dtype name as a string literal: `"float32"`, `"uint8"`, `"bfloat16"`,
/// `"int32x4"`, `"bool"`, `"handle"`.
fn is_dtype_literal(token: &str) -> bool {
    let Some(name) = token
        .trim()
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
    else {
        return false;
    };
    if matches!(name, "bool" | "handle") {
        return true;
    }
    let base = name.split_once('x').map_or(name, |(base, _)| base);
    ["bfloat", "float", "uint", "int"].iter().any(|prefix| {
        base.strip_prefix(prefix)
            .is_some_and(|bits| !bits.is_empty() && bits.chars().all(|c| c.is_ascii_digit()))
    })
}

/// Second definitions of the ABI or of the Relax instruction set in the text of `file` (a path
/// relative to the repository root), one message per line found.
fn second_abi_definitions(file: &str, text: &str) -> Vec<String> {
    let in_abi = file.starts_with("src/abi/");
    let relax_home = file == "src/module/relax.rs";
    let mut found = Vec::new();
    let mut report = |number: usize, what: &str| {
        found.push(format!(
            "{file}:{number}: {what}, defined outside its one home"
        ))
    };
    // (line number, variants seen) of the enum being read, if any.
    let mut open_enum: Option<(usize, Vec<String>)> = None;
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        let line = raw.trim();
        if line.starts_with("//") {
            continue;
        }
        let code = line.split(" //").next().unwrap_or(line);
        if !in_abi {
            for item in [
                "struct DLDataType",
                "struct DLDevice",
                "struct DLTensor",
                "struct TVMFFIAny",
                "union AnyValue",
                "mod type_index",
                "mod type_code",
                "mod legacy_type_code",
                "mod device_type",
            ] {
                let at_word_end = code.find(item).is_some_and(|at| {
                    !code[at + item.len()..]
                        .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
                });
                if at_word_end {
                    report(number, &format!("`{item}` (the ABI layer's)"));
                }
            }
            if let Some(rest) = code
                .split_once("const ")
                .map(|(_, rest)| rest)
                .filter(|rest| {
                    ["TYPE_", "LEGACY_", "DL_", "KDL", "DEVICE_"]
                        .iter()
                        .any(|prefix| rest.starts_with(prefix))
                })
                && let Some((_, value)) = rest.split_once('=')
                && let Ok(value) = value.trim().trim_end_matches(';').trim().parse::<i64>()
                && is_abi_value(value)
            {
                report(
                    number,
                    &format!(
                        "an ABI constant `{}`",
                        rest.split(':').next().unwrap_or(rest)
                    ),
                );
            }
            let dtype_bases = ["\"int\"", "\"uint\"", "\"float\"", "\"bfloat\""];
            if dtype_bases
                .iter()
                .any(|base| code.contains(&format!("({base},")))
            {
                report(number, "a dtype-name prefix table (`DLDataType`'s parser)");
            }
            if let Some((left, right)) = code.split_once("=>") {
                let left_names = left
                    .split('|')
                    .any(|token| is_dtype_literal(token) || dtype_bases.contains(&token.trim()));
                let right_base = right
                    .trim()
                    .trim_end_matches(',')
                    .trim_matches('"')
                    .to_string();
                let right_names = (right.trim().starts_with('"')
                    && matches!(right_base.as_str(), "int" | "uint" | "float" | "bfloat"))
                    || ["\"int{", "\"uint{", "\"float{", "\"bfloat{"]
                        .iter()
                        .any(|printer| right.contains(printer));
                if left_names || right_names {
                    report(
                        number,
                        "a dtype-name match arm (`DLDataType`'s parser or names)",
                    );
                }
            }
        }
        if !relax_home {
            if code.contains("mod opcode") {
                report(number, "the Relax opcode table");
            }
            if code.contains("enum ") && code.ends_with('{') {
                open_enum = Some((number, Vec::new()));
            } else if let Some((_, variants)) = open_enum.as_mut() {
                if code == "}" {
                    let (at, variants) = open_enum.take().unwrap_or_default();
                    let has = |v: &str| variants.iter().any(|name| name == v);
                    if has("Call") && has("Ret") && has("Goto") && has("If") {
                        report(at, "a Relax instruction enum (Call / Ret / Goto / If)");
                    }
                } else {
                    let name: String = code
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    if !name.is_empty() {
                        variants.push(name);
                    }
                }
            }
        }
    }
    found
}

#[test]
fn the_abi_and_the_relax_instruction_set_are_defined_once() {
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("src"), &mut files);
    files.sort();
    let mut found = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(ROOT).unwrap().to_string_lossy();
        let relative = relative.trim_start_matches('/').replace('\\', "/");
        let text = std::fs::read_to_string(file).unwrap();
        found.extend(second_abi_definitions(&relative, &text));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // The homes themselves are seen (a moved file would make the check vacuous).
    let abi = std::fs::read_to_string(Path::new(ROOT).join("src/abi/tensor.rs")).unwrap();
    assert!(abi.contains("pub struct DLTensor"));
    let relax = std::fs::read_to_string(Path::new(ROOT).join("src/module/relax.rs")).unwrap();
    assert!(relax.contains("pub mod opcode") && relax.contains("pub enum Instruction"));
}

#[test]
fn the_check_sees_a_second_abi_definition() {
    let planted = [
        ("src/runtime/x.rs", "pub struct DLTensor {"),
        ("src/codegen/x.rs", "pub(super) mod type_index {"),
        ("src/runtime/host/x.rs", "const TYPE_DATATYPE: i32 = 5;"),
        ("src/params.rs", "pub const DEVICE_CPU: i32 = 1;"),
        ("src/runtime/x.rs", "        \"float32\" => DType::F32,"),
        ("src/export/x.rs", "        \"bool\" | \"uint1\" => {"),
        ("src/runtime/vm/x.rs", "        0 => \"int\","),
        (
            "src/export/x.rs",
            "    let (code, bits) = [(\"bfloat\", 4u8), (\"float\", 2), (\"uint\", 1)]",
        ),
        ("src/graph/x.rs", "        \"int\" => 0,"),
        (
            "src/module/x.rs",
            "        (0, _) => format!(\"int{bits}\"),",
        ),
        ("src/runtime/vm/x.rs", "pub mod opcode {"),
        (
            "src/runtime/vm/x.rs",
            "pub(crate) enum Decoded {\n    Call {\n        dst: i64,\n    },\n    Ret { result: i64 },\n    Goto { offset: i64 },\n    If {\n        cond: i64,\n    },\n}",
        ),
    ];
    for (file, text) in planted {
        assert_eq!(
            second_abi_definitions(file, text).len(),
            1,
            "{file}: {text}"
        );
    }
    // Not definitions: uses, comments, other constants, the homes themselves.
    let clean = [
        ("src/runtime/x.rs", "use crate::abi::DLTensor;"),
        ("src/runtime/x.rs", "// struct DLTensor was here"),
        (
            "src/runtime/x.rs",
            "pub const LEGACY_MAIN_SYMBOL: &str = \"__tvm_main__\";",
        ),
        ("src/codegen/x.rs", "const LEGACY_MESSAGE_SIZE: u32 = 1024;"),
        ("src/runtime/x.rs", "    TYPE_BOOL => \"bool\","),
        ("src/runtime/x.rs", "pub struct DLTensorView {"),
        ("src/abi/tensor.rs", "pub struct DLTensor {"),
        ("src/module/relax.rs", "pub mod opcode {"),
    ];
    for (file, text) in clean {
        assert!(
            second_abi_definitions(file, text).is_empty(),
            "{file}: {text}"
        );
    }
}

// Rule: raw object-format constants are defined only in the object-format home, src/object_file/.

/// What defines a raw object-format value: a `const` of one of these families, or a magic
/// number of ELF or Mach-O spelled out.
const RAW_OBJECT_CONSTANTS: [&str; 13] = [
    "const LC_",
    "const CPU_TYPE_",
    "const IMAGE_",
    "const SHT_",
    "const SHF_",
    "const PT_",
    "const MH_",
    "const S_ZEROFILL",
    "0xfeedfacf",
    "0xfeedface",
    "0xcafebabe",
    "0x7f454c46",
    "0x464c457f",
];

/// The raw object-format constant a line of code defines, if any (comments skipped; digits
/// compared without `_` separators and case-blind, so `0xFEED_FACF` counts).
fn raw_object_constant(line: &str) -> Option<&'static str> {
    let code = line.trim_start();
    if code.starts_with("//") {
        return None;
    }
    let code = code.split(" //").next().unwrap_or(code);
    let normalized = code.replace('_', "").to_ascii_lowercase();
    RAW_OBJECT_CONSTANTS.into_iter().find(|pattern| {
        if pattern.starts_with("0x") {
            normalized.contains(pattern)
        } else {
            code.contains(pattern)
        }
    })
}

#[test]
fn raw_object_format_constants_live_in_object_file() {
    let home = Path::new(ROOT).join("src/object_file");
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("src"), &mut files);
    files.sort();
    let mut found = Vec::new();
    for file in files.iter().filter(|file| !file.starts_with(&home)) {
        let text = std::fs::read_to_string(file).unwrap();
        for (number, line) in text.lines().enumerate() {
            if let Some(pattern) = raw_object_constant(line) {
                found.push(format!(
                    "{}:{}: `{pattern}` outside src/object_file/ (take it from the object or \
                     goblin crate there): {}",
                    file.display(),
                    number + 1,
                    line.trim()
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_raw_constant_check_sees_a_planted_definition() {
    assert_eq!(
        raw_object_constant("const LC_SEGMENT_64: u32 = 0x19;"),
        Some("const LC_")
    );
    assert_eq!(
        raw_object_constant("    pub(super) const CPU_TYPE_ARM64: u32 = 0x0100_000c;"),
        Some("const CPU_TYPE_")
    );
    assert_eq!(
        raw_object_constant("const PT_LOAD: u32 = 1; // loadable"),
        Some("const PT_")
    );
    assert_eq!(
        raw_object_constant("    if magic == 0xFEED_FACF {"),
        Some("0xfeedfacf")
    );
    assert_eq!(
        raw_object_constant("let elf = 0x7f45_4c46u32;"),
        Some("0x7f454c46")
    );
    assert_eq!(raw_object_constant("// const SHT_NOBITS: u32 = 8;"), None);
    assert_eq!(
        raw_object_constant("use object::macho::{LC_SEGMENT_64, MH_MAGIC_64};"),
        None
    );
    assert_eq!(raw_object_constant("let kind = elf::SHT_NOBITS.0;"), None);
}
