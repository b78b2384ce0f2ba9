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
