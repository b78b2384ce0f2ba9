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
    // The runtime reads the element types from the contract, never the kernel IR.
    assert!(!allowed["runtime"].contains("ir"));
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

// Rule: the contract's items keep their owner's names: no file outside `src/abi` imports one
// under another name (`legacy_type_code as type_code`, `CPU as DEVICE_CPU`), which would hide
// where it is defined and let two spellings of one constant live side by side.

/// A `use` of an ABI item renamed with `as` on a line of `file` outside `src/abi`.
fn renamed_abi_import(file: &str, line: &str) -> Option<String> {
    let code = line.trim_start();
    if file.starts_with("src/abi/") || code.starts_with("//") {
        return None;
    }
    let renames = (code.starts_with("use ")
        || code.starts_with("pub use ")
        || code.starts_with("pub(crate) use "))
        && code.contains("abi::")
        && code.contains(" as ");
    renames.then(|| code.to_string())
}

#[test]
fn abi_items_are_imported_under_their_own_names() {
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("src"), &mut files);
    files.sort();
    let mut found = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(ROOT).unwrap().to_string_lossy();
        let relative = relative.trim_start_matches('/').replace('\\', "/");
        let text = std::fs::read_to_string(file).unwrap();
        for (index, line) in text.lines().enumerate() {
            if let Some(code) = renamed_abi_import(&relative, line) {
                found.push(format!(
                    "{relative}:{}: renames an ABI item: {code}",
                    index + 1
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_rename_check_sees_a_planted_alias() {
    for line in [
        "use crate::abi::ffi::{legacy_type_code as type_code, type_index};",
        "pub use crate::abi::device::device_type::CPU as DEVICE_CPU;",
        "pub(crate) use crate::abi::ffi::type_index::INT as TYPE_INT;",
    ] {
        assert!(
            renamed_abi_import("src/runtime/x.rs", line).is_some(),
            "{line}"
        );
    }
    for (file, line) in [
        (
            "src/runtime/x.rs",
            "use crate::abi::ffi::{legacy_type_code, type_index};",
        ),
        (
            "src/runtime/x.rs",
            "// use crate::abi::ffi::type_index::INT as TYPE_INT;",
        ),
        (
            "src/runtime/x.rs",
            "use crate::inspect::locate::{FileFormat as Format};",
        ),
        ("src/abi/mod.rs", "pub use dtype::DLDataType as DataType;"),
    ] {
        assert!(renamed_abi_import(file, line).is_none(), "{file}: {line}");
    }
}

// Rule: the names of the contract — the runtime's C entry points and their context slots
// (`src/abi/entry_table.rs`), the runtime global `__tvm_set_device` and the launch tags
// (`src/abi/entry_points.rs`, `src/abi/launch.rs`) — are spelled once, in `src/abi`; everything
// else takes them from there. Messages may mention a name inside longer text, tests may spell
// what they check.

/// The names the ABI layer spells, read from its source: each row of the entry-point table
/// (and its `__` context slot), the runtime globals and the launch tags.
fn abi_names() -> BTreeSet<String> {
    let read = |file: &str| std::fs::read_to_string(Path::new(ROOT).join(file)).unwrap();
    let mut names = BTreeSet::new();
    for line in read("src/abi/entry_table.rs").lines() {
        let line = line.trim_start();
        if let Some((name, _)) = line.split_once('(')
            && name.starts_with("TVM")
            && name.chars().all(|c| c.is_ascii_alphanumeric())
        {
            names.insert(name.to_string());
            names.insert(format!("__{name}"));
        }
    }
    for line in read("src/abi/entry_points.rs")
        .lines()
        .filter(|line| line.starts_with("pub const") && line.contains("_GLOBAL: &str"))
        .chain(
            read("src/abi/launch.rs")
                .lines()
                .filter(|line| line.contains("LaunchTag::") && line.contains("=> \"")),
        )
    {
        if let Some(name) = line.split('"').nth(1) {
            names.insert(name.to_string());
        }
    }
    names
}

/// The line numbers (1-based) of `text` inside `#[cfg(test)]` modules, their attributes included
/// (the `cfg` may be followed by others before the `mod`).
fn test_lines(text: &str) -> BTreeSet<usize> {
    let code = code_only(text);
    let lines: Vec<&str> = code.lines().collect();
    let mut inside = BTreeSet::new();
    let mut index = 0;
    while index < lines.len() {
        let line = lines[index].trim();
        let opens_module =
            (line.starts_with("mod ") || line.starts_with("pub mod ")) && line.ends_with('{');
        let attributes = lines[..index]
            .iter()
            .rev()
            .take_while(|line| line.trim_start().starts_with("#["));
        if !opens_module || !attributes.clone().any(|line| line.trim() == "#[cfg(test)]") {
            index += 1;
            continue;
        }
        // The module's attributes belong to it.
        let start = index - attributes.count();
        let mut depth = 0i32;
        loop {
            depth += lines[index].matches('{').count() as i32;
            depth -= lines[index].matches('}').count() as i32;
            index += 1;
            if depth <= 0 || index >= lines.len() {
                break;
            }
        }
        inside.extend(start + 1..=index);
    }
    inside
}

/// The string literals of one line of code (byte strings included), escapes left as written.
fn string_literals(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut chars = line.char_indices();
    while let Some((_, c)) = chars.next() {
        if c == '\'' {
            // A char literal such as '"' is not a string (a lifetime has no closing quote).
            let ahead: Vec<char> = chars.clone().take(2).map(|(_, c)| c).collect();
            if ahead.first() == Some(&'\\') {
                chars.next();
                chars.next();
                for (_, c) in chars.by_ref() {
                    if c == '\'' {
                        break;
                    }
                }
            } else if ahead.get(1) == Some(&'\'') {
                chars.next();
                chars.next();
            }
            continue;
        }
        if c != '"' {
            continue;
        }
        let mut literal = String::new();
        while let Some((_, c)) = chars.next() {
            match c {
                '\\' => {
                    literal.push(c);
                    if let Some((_, escaped)) = chars.next() {
                        literal.push(escaped);
                    }
                }
                '"' => break,
                other => literal.push(other),
            }
        }
        found.push(literal);
    }
    found
}

/// Second spellings of the ABI's names in `file` (a path relative to the repository root): a
/// string literal that is exactly one of `names` (a trailing `\0` allowed), outside `src/abi`,
/// comments and test modules.
fn second_spellings(file: &str, text: &str, names: &BTreeSet<String>) -> Vec<String> {
    if file.starts_with("src/abi/") {
        return Vec::new();
    }
    let tests = test_lines(text);
    let mut found = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let code = line.trim_start();
        if tests.contains(&(index + 1)) || code.starts_with("//") {
            continue;
        }
        for literal in string_literals(code) {
            let name = literal.strip_suffix("\\0").unwrap_or(&literal);
            if names.contains(name) {
                found.push(format!(
                    "{file}:{}: `{name}` spelled again (take it from crate::abi::entry_points or \
                     crate::abi::launch): {}",
                    index + 1,
                    line.trim()
                ));
            }
        }
    }
    found
}

#[test]
fn entry_points_slots_and_launch_tags_are_spelled_once() {
    let names = abi_names();
    // The table is read: a moved or reformatted table would make the check vacuous.
    for expected in [
        "TVMBackendAllocWorkspace",
        "__TVMBackendAllocWorkspace",
        "TVMFFIEnvModRegisterSystemLibSymbol",
        "__tvm_set_device",
        "blockIdx.x",
        "tirx.use_dyn_shared_memory",
    ] {
        assert!(names.contains(expected), "{expected} not read from src/abi");
    }
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("src"), &mut files);
    files.push(Path::new(ROOT).join("build.rs"));
    files.sort();
    let mut found = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(ROOT).unwrap().to_string_lossy();
        let relative = relative.trim_start_matches('/').replace('\\', "/");
        let text = std::fs::read_to_string(file).unwrap();
        found.extend(second_spellings(&relative, &text, &names));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_spelling_check_sees_a_planted_second_spelling() {
    let names = abi_names();
    let planted = [
        "const SLOT: &str = \"__TVMBackendAllocWorkspace\";",
        "    let tags = [\"blockIdx.x\", \"threadIdx.x\"];",
        "pub const SET_DEVICE: &str = \"__tvm_set_device\";",
        "    library.get(b\"TVMFuncCall\\0\")",
        "        Layout::Current => \"TVMFFIEnvModRegisterSystemLibSymbol\",",
    ];
    for text in planted {
        assert!(
            !second_spellings("src/runtime/x.rs", text, &names).is_empty(),
            "{text}"
        );
    }
    assert_eq!(
        second_spellings("src/codegen/x.rs", planted[1], &names).len(),
        2
    );
    let clean = [
        // A message naming the entry point, a comment, a char literal, the home itself.
        (
            "src/runtime/x.rs",
            "    format!(\"TVMBackendAllocWorkspace: {n} bytes\")",
        ),
        (
            "src/runtime/x.rs",
            "// \"__tvm_set_device\" is looked up by name",
        ),
        (
            "src/runtime/x.rs",
            "    let quote = '\"'; let tag = \"blockIdx\";",
        ),
        (
            "src/abi/launch.rs",
            "            LaunchTag::BlockIdx(X) => \"blockIdx.x\",",
        ),
        (
            "src/runtime/x.rs",
            "#[cfg(test)]\nmod tests {\n    const TAG: &str = \"blockIdx.x\";\n}",
        ),
    ];
    for (file, text) in clean {
        assert!(
            second_spellings(file, text, &names).is_empty(),
            "{file}: {text}"
        );
    }
}

// Rule: a device API's driver lives in one file of the device room, src/runtime/device/: its
// library names and entry points (`libcuda.so.1`, `cuMemAlloc_v2`, `nvrtcCompileProgram`, next
// `libOpenCL.so.1`, `clEnqueueNDRangeKernel`) are spelled there only, and only the driver files
// (and a few named others) may allow `unsafe` code.

/// The drivers' files: each device API's driver, opened at run time. A new device API adds its
/// file here (and allows `unsafe` in it alone).
const DRIVER_FILES: [&str; 7] = [
    "src/runtime/device/cuda.rs",
    "src/runtime/device/nvrtc.rs",
    // OpenCL's driver: the ICD loader's entry points and the safe wrappers that call them.
    "src/runtime/device/opencl/ffi.rs",
    "src/runtime/device/opencl/handles.rs",
    "src/runtime/device/opencl/driver.rs",
    "src/runtime/device/opencl/buffer.rs",
    "src/runtime/device/opencl/program.rs",
];

/// The files, besides the drivers', that may allow `unsafe` code outside their tests (each
/// justified in docs/architecture.md, "Rules beyond the table"): the FFI host
/// and codegen by directory, the locator's memory map, and the value union's one read.
const UNSAFE_HOMES: [&str; 4] = [
    "src/runtime/host/mod.rs",
    "src/codegen/mod.rs",
    "src/inspect/locate/mapped.rs",
    "src/abi/ffi.rs",
];

/// Whether a string literal names a device driver: its library, or an entry point of the CUDA
/// driver (`cu…`), NVRTC (`nvrtc…`) or OpenCL (`cl…`).
fn is_driver_symbol(literal: &str) -> bool {
    let name = literal.strip_suffix("\\0").unwrap_or(literal);
    let library = [
        "libcuda",
        "libnvrtc",
        "libOpenCL",
        "nvcuda.dll",
        "OpenCL.dll",
    ]
    .iter()
    .any(|stem| name.starts_with(stem))
        && !name.contains(char::is_whitespace);
    let entry_point = ["cu", "nvrtc", "cl"].iter().any(|prefix| {
        name.strip_prefix(prefix).is_some_and(|rest| {
            rest.starts_with(|c: char| c.is_ascii_uppercase())
                && rest.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
    });
    library || entry_point
}

/// Driver symbols spelled, or `unsafe` allowed, outside their homes in `file` (a path relative
/// to the repository root); test modules and comments are left out.
fn driver_rule_breaches(file: &str, text: &str) -> Vec<String> {
    let tests = test_lines(text);
    let driver = DRIVER_FILES.contains(&file);
    let mut found = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let code = line.trim_start();
        if tests.contains(&(index + 1)) || code.starts_with("//") {
            continue;
        }
        if !driver
            && let Some(symbol) = string_literals(code)
                .into_iter()
                .find(|literal| is_driver_symbol(literal))
        {
            found.push(format!(
                "{file}:{}: driver symbol `{symbol}` outside a driver file of src/runtime/device",
                index + 1
            ));
        }
        if code.contains("allow(unsafe_code)") && !driver && !UNSAFE_HOMES.contains(&file) {
            found.push(format!(
                "{file}:{}: `unsafe` allowed outside a driver file and the named homes",
                index + 1
            ));
        }
    }
    found
}

#[test]
fn drivers_live_in_their_files_of_the_device_room() {
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("src"), &mut files);
    files.sort();
    let mut found = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(ROOT).unwrap().to_string_lossy();
        let relative = relative.trim_start_matches('/').replace('\\', "/");
        let text = std::fs::read_to_string(file).unwrap();
        found.extend(driver_rule_breaches(&relative, &text));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // The drivers are where the rule says: a moved driver would make the check vacuous.
    let names_a_symbol = |driver: &str| {
        let text = std::fs::read_to_string(Path::new(ROOT).join(driver)).unwrap();
        assert!(
            text.starts_with("//!") && text.contains("#![allow(unsafe_code)]"),
            "{driver}"
        );
        string_literals(&text.replace('\n', " "))
            .iter()
            .any(|literal| is_driver_symbol(literal))
    };
    // CUDA's driver and NVRTC are a file each; OpenCL's is its entry points and their wrappers.
    for driver in [&DRIVER_FILES[..1], &DRIVER_FILES[1..2], &DRIVER_FILES[2..]] {
        let named: Vec<bool> = driver.iter().map(|file| names_a_symbol(file)).collect();
        assert!(named.contains(&true), "{driver:?} name no driver symbol");
    }
}

#[test]
fn the_driver_check_sees_a_planted_breach() {
    let planted = [
        (
            "src/runtime/host/x.rs",
            "const LIBRARY: &str = \"libcuda.so.1\";",
        ),
        (
            "src/runtime/vm/x.rs",
            "    entry(&handle, library, \"cuMemAlloc_v2\")?,",
        ),
        (
            "src/runtime/device/launch.rs",
            "    let name = b\"nvrtcCompileProgram\\0\";",
        ),
        (
            "src/runtime/device/x.rs",
            "    open(\"libOpenCL.so.1\", \"clGetPlatformIDs\")",
        ),
        ("src/runtime/device/launch.rs", "#![allow(unsafe_code)]"),
        ("src/runtime/vm/x.rs", "#[allow(unsafe_code)]"),
    ];
    for (file, text) in planted {
        assert!(
            !driver_rule_breaches(file, text).is_empty(),
            "{file}: {text}"
        );
    }
    assert_eq!(driver_rule_breaches(planted[3].0, planted[3].1).len(), 1);
    let clean = [
        // The drivers themselves, a message naming the driver, other names that start alike.
        (
            "src/runtime/device/cuda.rs",
            "pub const CUDA_DRIVER_LIBRARY: &str = \"libcuda.so.1\";",
        ),
        ("src/runtime/device/nvrtc.rs", "#![allow(unsafe_code)]"),
        (
            "src/runtime/device/x.rs",
            "    \"no CUDA driver: cannot open libcuda.so.1 ({message})\"",
        ),
        (
            "src/runtime/x.rs",
            "    let kinds = [\"cuda\", \"cubin\", \"clusterCtaIdx.x\"];",
        ),
        (
            "src/runtime/x.rs",
            "#[cfg(test)]\n#[allow(unsafe_code)]\nmod tests {\n}",
        ),
        ("src/codegen/mod.rs", "#![allow(unsafe_code)]"),
    ];
    for (file, text) in clean {
        assert!(
            driver_rule_breaches(file, text).is_empty(),
            "{file}: {text}"
        );
    }
}

// Rule: raw object-format constants are defined only in the object-format home, src/object_file/.

/// What defines a raw object-format value: a `const` of one of these families (ELF header
/// fields, machines and flags among them), or a magic number of ELF, Mach-O or a CUDA fatbin
/// spelled out (as a number or as the bytes of a string).
const RAW_OBJECT_CONSTANTS: [&str; 22] = [
    "const LC_",
    "const CPU_TYPE_",
    "const IMAGE_",
    "const SHT_",
    "const SHF_",
    "const PT_",
    "const MH_",
    "const S_ZEROFILL",
    "const EM_",
    "const EI_",
    "const EF_",
    "const ET_",
    "const ELF",
    "const E_",
    "const FATBIN",
    "0xfeedfacf",
    "0xfeedface",
    "0xcafebabe",
    "0x7f454c46",
    "0x464c457f",
    "0xba55ed50",
    "\\x7felf",
];

/// The raw object-format constant a line of code defines, if any (comments skipped; magic
/// numbers and escaped magic bytes compared without `_` separators and case-blind, so
/// `0xFEED_FACF` and `b"\x7fELF"` count).
fn raw_object_constant(line: &str) -> Option<&'static str> {
    let code = line.trim_start();
    if code.starts_with("//") {
        return None;
    }
    let code = code.split(" //").next().unwrap_or(code);
    let normalized = code.replace('_', "").to_ascii_lowercase();
    RAW_OBJECT_CONSTANTS.into_iter().find(|pattern| {
        if pattern.starts_with("0x") || pattern.starts_with('\\') {
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
    // The cubin header check and the RISC-V flag patch that once lived outside object_file.
    assert_eq!(
        raw_object_constant("pub const EM_CUDA: u16 = 190;"),
        Some("const EM_")
    );
    assert_eq!(
        raw_object_constant("const EI_ABIVERSION: usize = 8;"),
        Some("const EI_")
    );
    assert_eq!(
        raw_object_constant("    const EF_RISCV_FLOAT_ABI: u32 = 0x6;"),
        Some("const EF_")
    );
    assert_eq!(
        raw_object_constant("const E_FLAGS: usize = 48;"),
        Some("const E_")
    );
    assert_eq!(
        raw_object_constant("const ELF_MAGIC: &[u8; 4] = b\"\\x7fELF\";"),
        Some("const ELF")
    );
    assert_eq!(
        raw_object_constant("    if bytes.get(..4) != Some(b\"\\x7fELF\".as_slice()) {"),
        Some("\\x7felf")
    );
    assert_eq!(
        raw_object_constant("pub const FATBIN_MAGIC: [u8; 4] = [0x50, 0xed, 0x55, 0xba];"),
        Some("const FATBIN")
    );
    assert_eq!(
        raw_object_constant("use object::elf::{EM_CUDA, ELFMAG};"),
        None
    );
}

// Rule: no import cycle between the files of one layer (docs/architecture.md, "Accepted cycles").

/// A module's path inside its crate (`["runtime", "host", "library"]`; `[]` is the crate root).
type ModulePath = Vec<String>;

/// A module file as shown, its module path and its text.
type ModuleFile = (String, ModulePath, String);

/// One `use` or path of a file that names another file of its layer.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct FileEdge {
    from: String,
    to: String,
    line: usize,
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `text` with comments removed and string and character literals emptied, line breaks kept, so
/// paths are found in code only and line numbers still match the file.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                    continue;
                }
                if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                    continue;
                }
                if chars[i] == '\n' {
                    out.push('\n');
                }
                i += 1;
            }
            continue;
        }
        let starts_raw =
            c == 'r' && matches!(next, Some('"' | '#')) && (i == 0 || !is_ident_char(chars[i - 1]));
        if starts_raw || c == '"' {
            let mut j = if starts_raw { i + 1 } else { i };
            let mut hashes = 0;
            while starts_raw && chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) == Some(&'"') {
                j += 1;
                while j < chars.len() {
                    if !starts_raw && chars[j] == '\\' {
                        j += 2;
                        continue;
                    }
                    if chars[j] == '"' && (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) {
                        j += 1 + hashes;
                        break;
                    }
                    if chars[j] == '\n' {
                        out.push('\n');
                    }
                    j += 1;
                }
                out.push_str("\"\"");
                i = j;
                continue;
            }
        }
        if c == '\'' {
            if next == Some('\\') {
                let mut j = i + 2;
                while j < chars.len() && chars[j] != '\'' {
                    j += 1;
                }
                out.push_str("' '");
                i = j + 1;
                continue;
            }
            if chars.get(i + 2) == Some(&'\'') {
                out.push_str("' '");
                i += 3;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    out
}

/// `code` with every character outside `range` made a space (line breaks kept).
fn keep_only(code: &str, range: std::ops::Range<usize>) -> String {
    code.char_indices()
        .map(|(at, c)| {
            if range.contains(&at) || c == '\n' {
                c
            } else {
                ' '
            }
        })
        .collect()
}

/// Where the word `word` starts in `code` (not inside a longer identifier or path).
fn word_starts(code: &str, word: &str) -> Vec<usize> {
    code.match_indices(word)
        .map(|(at, _)| at)
        .filter(|&at| {
            let before = code[..at].chars().next_back();
            let after = code[at + word.len()..].chars().next();
            !before.is_some_and(|c| is_ident_char(c) || c == ':')
                && !after.is_some_and(is_ident_char)
        })
        .collect()
}

/// The inline modules (`mod name { .. }`) directly in `code`: name, body range, and whether it is
/// test code (`#[cfg(test)]`).
fn inline_modules(code: &str) -> Vec<(String, std::ops::Range<usize>, bool)> {
    let mut found = Vec::new();
    let mut from = 0;
    for at in word_starts(code, "mod") {
        if at < from {
            continue;
        }
        let rest = &code[at + 3..];
        let name: String = rest
            .trim_start()
            .chars()
            .take_while(|&c| is_ident_char(c))
            .collect();
        let after_name = rest.trim_start()[name.len()..].trim_start();
        if name.is_empty() || !after_name.starts_with('{') {
            continue;
        }
        let open = code.len() - after_name.len();
        let mut depth = 0;
        let mut close = code.len();
        for (offset, c) in code[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        close = open + offset + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        let before = code[..at].trim_end();
        let before = before.strip_suffix("pub").unwrap_or(before).trim_end();
        let test = before.ends_with("#[cfg(test)]");
        found.push((name, open..close, test));
        from = close;
    }
    found
}

/// The paths a `use` tree names (`a::{b, c::{self, D}}` → `a::b`, `a::c`, `a::c::D`), as segments.
fn expand_use_tree(tree: &str) -> Vec<Vec<String>> {
    fn expand(tree: &str, prefix: &[String], out: &mut Vec<Vec<String>>) {
        let tree = tree.trim().trim_start_matches("::");
        let (head, group) = match tree.find('{') {
            Some(open) => (
                &tree[..open],
                Some(&tree[open + 1..tree.rfind('}').unwrap_or(tree.len())]),
            ),
            None => (tree, None),
        };
        let mut path = prefix.to_vec();
        for segment in head.split("::").map(str::trim) {
            let segment = segment.split_whitespace().next().unwrap_or("");
            if !segment.is_empty() && segment != "self" && segment != "*" {
                path.push(segment.to_string());
            }
        }
        let Some(group) = group else {
            out.push(path);
            return;
        };
        let mut depth = 0;
        let mut start = 0;
        for (at, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand(&group[start..at], &path, out);
                    start = at + 1;
                }
                _ => {}
            }
        }
        if !group[start..].trim().is_empty() {
            expand(&group[start..], &path, out);
        }
    }
    let mut out = Vec::new();
    expand(tree, &[], &mut out);
    out
}

/// The module a path starting at `module` names: the longest prefix of it that is a module file
/// (`crate::runtime::host::Library` → `runtime::host`). `None` for paths out of the crate.
fn module_named(
    module: &ModulePath,
    segments: &[String],
    modules: &BTreeMap<ModulePath, String>,
) -> Option<ModulePath> {
    let mut path = module.clone();
    let mut rest = segments;
    match segments.first().map(String::as_str) {
        Some("crate") => {
            path.clear();
            rest = &segments[1..];
        }
        Some("self") => rest = &segments[1..],
        Some("super") => {
            while rest.first().is_some_and(|s| s == "super") {
                path.pop()?;
                rest = &rest[1..];
            }
        }
        Some(first) => {
            // A relative path: only a child module of this one counts (anything else is an
            // outside crate or a name in scope).
            let mut child = module.clone();
            child.push(first.to_string());
            if !modules.contains_key(&child) {
                return None;
            }
        }
        None => return None,
    }
    let mut named = path.clone();
    for segment in rest {
        path.push(segment.clone());
        if modules.contains_key(&path) {
            named = path.clone();
        }
    }
    Some(named)
}

/// The file-to-file edges inside each layer of one crate. `files` maps a file (as shown) to its
/// module path and text; the layer is the first segment of the module path (`layer_depth` 1), or
/// the whole crate (`layer_depth` 0, the CLI). A parent re-exporting (`pub use`) or declaring its
/// own descendants is its table of contents, not an edge; test code (`#[cfg(test)] mod`) is left
/// out.
fn file_edges(files: &[ModuleFile], layer_depth: usize) -> Vec<FileEdge> {
    let mut modules = BTreeMap::new();
    for (file, module, _) in files {
        modules
            .entry(module.clone())
            .or_insert_with(|| file.clone());
    }
    let mut edges = BTreeSet::new();
    for (file, module, text) in files {
        let code = code_only(text);
        let mut blocks = vec![(module.clone(), code)];
        while let Some((block_module, code)) = blocks.pop() {
            let mut outer = code.clone();
            for (name, range, test) in inline_modules(&code) {
                outer = outer
                    .char_indices()
                    .map(|(at, c)| {
                        if range.contains(&at) && c != '\n' {
                            ' '
                        } else {
                            c
                        }
                    })
                    .collect();
                if !test {
                    let mut inner_module = block_module.clone();
                    inner_module.push(name);
                    blocks.push((inner_module, keep_only(&code, range)));
                }
            }
            let line_of = |at: usize| outer[..at].matches('\n').count() + 1;
            let mut named: Vec<(Vec<String>, usize, bool)> = Vec::new();
            let mut use_ranges = Vec::new();
            for at in word_starts(&outer, "use") {
                let Some(end) = outer[at..].find(';').map(|e| at + e) else {
                    continue;
                };
                let before = outer[..at].trim_end();
                let reexport = before.ends_with("pub")
                    || (before.ends_with(')')
                        && before
                            .rfind("pub(")
                            .is_some_and(|p| !before[p..].contains('\n')));
                for path in expand_use_tree(&outer[at + 3..end]) {
                    named.push((path, line_of(at), reexport));
                }
                use_ranges.push(at..end);
            }
            let mut anchors: Vec<String> = vec!["crate".into(), "super".into(), "self".into()];
            for child in modules.keys() {
                if child.len() == block_module.len() + 1 && child.starts_with(&block_module) {
                    anchors.push(child.last().unwrap().clone());
                }
            }
            for anchor in &anchors {
                for at in word_starts(&outer, anchor) {
                    if use_ranges.iter().any(|r| r.contains(&at))
                        || !outer[at + anchor.len()..].starts_with("::")
                    {
                        continue;
                    }
                    let path: Vec<String> = outer[at..]
                        .split("::")
                        .map_while(|segment| {
                            let ident: String =
                                segment.chars().take_while(|&c| is_ident_char(c)).collect();
                            (ident.len() == segment.len() || !ident.is_empty()).then_some(ident)
                        })
                        .scan(true, |go_on, ident| {
                            // Stop after the first segment that does not continue with `::`.
                            if !*go_on {
                                return None;
                            }
                            *go_on = !ident.is_empty();
                            Some(ident)
                        })
                        .filter(|s| !s.is_empty())
                        .collect();
                    named.push((path, line_of(at), false));
                }
            }
            for (path, line, reexport) in named {
                let Some(target) = module_named(&block_module, &path, &modules) else {
                    continue;
                };
                let same_layer = target.len() >= layer_depth
                    && module.len() >= layer_depth
                    && target[..layer_depth] == module[..layer_depth];
                let own_descendant = target.len() > module.len() && target.starts_with(module);
                if target == *module || !same_layer || (own_descendant && reexport) {
                    continue;
                }
                let to = modules[&target].clone();
                if to != *file {
                    edges.insert(FileEdge {
                        from: file.clone(),
                        to,
                        line,
                    });
                }
            }
        }
    }
    edges.into_iter().collect()
}

/// The groups of files that reach each other (strongly connected components of two or more).
fn file_cycles(edges: &[FileEdge]) -> Vec<BTreeSet<String>> {
    let mut next: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for edge in edges {
        next.entry(&edge.from).or_default().insert(&edge.to);
    }
    let reach = |start: &str| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![start];
        while let Some(file) = stack.pop() {
            for &to in next.get(file).into_iter().flatten() {
                if seen.insert(to) {
                    stack.push(to);
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&str, BTreeSet<&str>> =
        next.keys().map(|&file| (file, reach(file))).collect();
    let mut cycles: Vec<BTreeSet<String>> = Vec::new();
    for (&file, reached) in &reaches {
        if !reached.contains(file) || cycles.iter().any(|c| c.contains(file)) {
            continue;
        }
        let group = reached
            .iter()
            .filter(|&&other| reaches.get(other).is_some_and(|r| r.contains(file)))
            .map(|s| s.to_string())
            .collect();
        cycles.push(group);
    }
    cycles
}

/// The library's and the CLI's module files with their module paths and text.
fn crate_files() -> (Vec<ModuleFile>, Vec<ModuleFile>) {
    let src = Path::new(ROOT).join("src");
    let mut paths = Vec::new();
    rust_files(&src, &mut paths);
    paths.sort();
    let (mut library, mut cli) = (Vec::new(), Vec::new());
    for path in paths {
        let relative = path.strip_prefix(&src).unwrap();
        let mut module: ModulePath = relative
            .with_extension("")
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let shown = format!("src/{}", relative.display());
        let text = std::fs::read_to_string(&path).unwrap();
        if module.first().is_some_and(|m| m == "bin") {
            // Both binaries include the modules of src/bin/modlink as children of their root.
            let name = module.last().unwrap().clone();
            module = match name.as_str() {
                "main" | "modules" => Vec::new(),
                _ => vec![name],
            };
            cli.push((shown, module, text));
            continue;
        }
        if module.last().is_some_and(|m| m == "mod") {
            module.pop();
        }
        if matches!(module.as_slice(), [only] if only == "lib") {
            module.clear();
        }
        library.push((shown, module, text));
    }
    (library, cli)
}

/// The cycles docs/architecture.md accepts: each line of its "Accepted cycles" section names the
/// files of one cycle in backticks, then its reason.
fn accepted_cycles() -> Vec<BTreeSet<String>> {
    let doc = std::fs::read_to_string(Path::new(ROOT).join("docs/architecture.md")).unwrap();
    let Some(section) = doc.split("\n## Accepted cycles").nth(1) else {
        return Vec::new();
    };
    let section = section.split("\n## ").next().unwrap_or(section);
    section
        .lines()
        .filter(|line| line.starts_with("* ") || line.starts_with("- "))
        .map(|line| {
            line.split('`')
                .skip(1)
                .step_by(2)
                .filter(|name| name.starts_with("src/") && name.ends_with(".rs"))
                .map(str::to_string)
                .collect::<BTreeSet<String>>()
        })
        .filter(|files| !files.is_empty())
        .collect()
}

fn describe_cycle(cycle: &BTreeSet<String>, edges: &[FileEdge]) -> String {
    let inside: Vec<String> = edges
        .iter()
        .filter(|e| cycle.contains(&e.from) && cycle.contains(&e.to))
        .map(|e| format!("  {}:{} -> {}", e.from, e.line, e.to))
        .collect();
    format!(
        "import cycle between {}:\n{}",
        cycle.iter().cloned().collect::<Vec<_>>().join(", "),
        inside.join("\n")
    )
}

#[test]
fn no_import_cycle_between_the_files_of_a_layer() {
    let (library, cli) = crate_files();
    let mut edges = file_edges(&library, 1);
    edges.extend(file_edges(&cli, 0));
    let cycles = file_cycles(&edges);
    let accepted = accepted_cycles();
    let unlisted: Vec<String> = cycles
        .iter()
        .filter(|cycle| !accepted.contains(cycle))
        .map(|cycle| describe_cycle(cycle, &edges))
        .collect();
    assert!(
        unlisted.is_empty(),
        "break these cycles, or list each in docs/architecture.md's \"Accepted cycles\" with its reason:\n{}",
        unlisted.join("\n")
    );
    let stale: Vec<String> = accepted
        .iter()
        .filter(|listed| !cycles.contains(listed))
        .map(|listed| format!("{listed:?}"))
        .collect();
    assert!(
        stale.is_empty(),
        "docs/architecture.md accepts cycles that no longer exist: {}",
        stale.join("; ")
    );
}

#[test]
fn the_cycle_check_finds_a_planted_cycle_and_only_it() {
    let file = |name: &str, module: &[&str], text: &str| {
        (
            name.to_string(),
            module.iter().map(|s| s.to_string()).collect::<ModulePath>(),
            text.to_string(),
        )
    };
    let files = vec![
        // The parent declares and re-exports its children: not an edge.
        file(
            "src/demo/mod.rs",
            &["demo"],
            "mod a;\nmod b;\nmod c;\npub use a::Alpha;\npub(crate) use self::b::{Beta, helper};\npub struct DemoError;\n",
        ),
        // a -> b (grouped use) and b -> a (inline path): the planted cycle.
        file(
            "src/demo/a.rs",
            &["demo", "a"],
            "use super::{DemoError, b::{self, Beta}};\npub struct Alpha;\n",
        ),
        file(
            "src/demo/b.rs",
            &["demo", "b"],
            "pub struct Beta;\npub fn helper() { let _ = crate::demo::a::Alpha; }\n",
        ),
        // c uses its parent's item and mentions `b` only in a comment, a string and a test.
        file(
            "src/demo/c.rs",
            &["demo", "c"],
            "// uses super::b::Beta\nfn f() -> super::DemoError { let _ = \"crate::demo::b\"; super::DemoError }\n#[cfg(test)]\nmod tests {\n    use crate::demo::b::Beta;\n}\n",
        ),
        // Another layer's file naming `demo` is not inside the layer.
        file(
            "src/other/mod.rs",
            &["other"],
            "use crate::demo::a::Alpha;\n",
        ),
    ];
    let edges = file_edges(&files, 1);
    let shown: Vec<(String, String)> = edges
        .iter()
        .map(|e| (e.from.clone(), e.to.clone()))
        .collect();
    assert_eq!(
        shown,
        vec![
            ("src/demo/a.rs".to_string(), "src/demo/b.rs".to_string()),
            ("src/demo/a.rs".to_string(), "src/demo/mod.rs".to_string()),
            ("src/demo/b.rs".to_string(), "src/demo/a.rs".to_string()),
            ("src/demo/c.rs".to_string(), "src/demo/mod.rs".to_string()),
        ]
    );
    assert_eq!(edges[2].line, 2, "b's edge is on its second line");
    let cycles = file_cycles(&edges);
    assert_eq!(
        cycles,
        vec![BTreeSet::from([
            "src/demo/a.rs".to_string(),
            "src/demo/b.rs".to_string()
        ])]
    );
    assert!(describe_cycle(&cycles[0], &edges).contains("src/demo/b.rs:2 -> src/demo/a.rs"));
}

// Rule: no test asserts on time (docs/testing.md): the machines are shared and noisy, so a time
// belongs in a benchmark, and a test bounds the work instead (a resource limit, a count).

/// Words that make an assertion's arguments about time.
const TIME_WORDS: [&str; 8] = [
    "elapsed",
    "Instant",
    "Duration",
    "SystemTime",
    "as_secs",
    "as_millis",
    "as_micros",
    "as_nanos",
];

/// `line: macro` of each assertion macro (`assert!`, `assert_eq!`, `prop_assert!`, …) in `text`
/// whose arguments mention time (comments and string literals left out).
fn timed_assertions(text: &str) -> Vec<String> {
    let code = code_only(text);
    let bytes = code.as_bytes();
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(offset) = code[at..].find("assert") {
        let start = at + offset;
        at = start + "assert".len();
        // The whole identifier the word is in, which must be a macro call: `…assert…!(`.
        let mut name_start = start;
        while name_start > 0
            && (bytes[name_start - 1].is_ascii_alphanumeric() || bytes[name_start - 1] == b'_')
        {
            name_start -= 1;
        }
        let mut name_end = at;
        while name_end < bytes.len()
            && (bytes[name_end].is_ascii_alphanumeric() || bytes[name_end] == b'_')
        {
            name_end += 1;
        }
        if !code[name_end..].starts_with("!(") {
            continue;
        }
        let open = name_end + 1;
        let mut depth = 0usize;
        let mut close = open;
        for (index, c) in code[open..].char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        close = open + index;
                        break;
                    }
                }
                _ => {}
            }
        }
        let arguments = &code[open..=close];
        if TIME_WORDS.iter().any(|word| arguments.contains(word)) {
            let line = code[..start].matches('\n').count() + 1;
            found.push(format!("{line}: {}!", &code[name_start..name_end]));
        }
        at = name_end;
    }
    found
}

#[test]
fn no_test_asserts_on_time() {
    let mut files = Vec::new();
    for dir in ["tests", "src", "llvm-tests"] {
        rust_files(&Path::new(ROOT).join(dir), &mut files);
    }
    files.sort();
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        // This file names the words it looks for.
        if file.ends_with("tests/layers.rs") {
            continue;
        }
        for hit in timed_assertions(&text) {
            found.push(format!(
                "{}:{hit} asserts on time: bound the work instead, or measure it in a benchmark",
                file.display()
            ));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_time_check_sees_a_planted_timed_assertion() {
    let planted = "fn t() {\n    let started = Instant::now();\n    work();\n    assert!(started.elapsed().as_secs() < 60);\n    assert!(\n        Instant::now() < deadline,\n        \"late\"\n    );\n    prop_assert_eq!(took, Duration::ZERO);\n}\n";
    assert_eq!(
        timed_assertions(planted),
        ["4: assert!", "5: assert!", "9: prop_assert_eq!"]
    );
    // Time in a message, a comment or plain code is not an assertion on it.
    let fine = "fn t() {\n    // assert!(started.elapsed() < limit)\n    let took = started.elapsed();\n    eprintln!(\"{took:?}\");\n    assert!(ok, \"took {:?}\", \"elapsed\");\n    assert_eq!(rows.len(), 4);\n}\n";
    assert_eq!(timed_assertions(fine), Vec::<String>::new());
}
