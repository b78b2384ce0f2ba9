//! Helpers for tests/export/export_direct.rs: payloads, stripped copies, ELF layout checks, TVM and
//! qemu runs of exported libraries.

use super::{Rng, modlink_bin, run_python};
use std::path::{Path, PathBuf};
use std::process::Command;

/// One kernel for every target: `B[i] = A[i] + 1`.
pub const ADD_ONE_KIR: &str =
    "kernel add_one(A: f32[n], B: f32[n]) { for i in 0..n { B[i] = A[i] + 1.0; } }\n";

/// `len` seeded random bytes in `dir/payload-<seed>.bin`.
pub fn random_payload(dir: &Path, len: usize, seed: u64) -> PathBuf {
    let mut rng = Rng::new(seed);
    let bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
    let path = dir.join(format!("payload-{seed}.bin"));
    std::fs::write(&path, bytes).unwrap();
    path
}

/// An import manifest with one `static_library` module: an object file for `triple` whose data
/// section holds `payload` (a `static_library` carries object code for the target, so the
/// payload travels inside one; [`located_payload`] takes it out again).
pub fn payload_manifest(dir: &Path, payload: &Path, triple: &str) -> PathBuf {
    let stem = payload.file_stem().unwrap().to_string_lossy().into_owned();
    let object_path = dir.join(format!("{stem}-{triple}.o"));
    let target = modlink::target::TargetSpec::parse(triple).unwrap();
    let mut object = target.new_object().unwrap();
    let section = object.section_id(object::write::StandardSection::Data);
    object.append_section_data(section, &std::fs::read(payload).unwrap(), 16);
    std::fs::write(&object_path, object.write().unwrap()).unwrap();
    let path = dir.join(format!("{stem}.json"));
    let manifest = serde_json::json!({
        "kind": "static_library",
        "code": object_path,
        "functions": ["modlink_payload_function"],
    });
    std::fs::write(&path, manifest.to_string()).unwrap();
    path
}

/// The bytes of the first `static_library` module of the library's blob, as `modlink inspect`
/// locates them.
pub fn located_payload(library: &Path) -> Vec<u8> {
    let located = modlink::inspect::locate::locate_file(library).unwrap();
    let tree = located.tree().unwrap();
    tree.nodes
        .iter()
        .find_map(|node| match &node.payload {
            modlink::module::Payload::StaticLibrary(library) => Some(data_section(&library.data)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("{}: no static_library module", library.display()))
}

/// The data section of the object [`payload_manifest`] wrote: the payload.
fn data_section(object_bytes: &[u8]) -> Vec<u8> {
    use object::{Object, ObjectSection};
    let file = object::File::parse(object_bytes).unwrap();
    let section = file
        .sections()
        .find(|section| section.kind() == object::SectionKind::Data)
        .expect("the static_library object has a data section");
    section.data().unwrap().to_vec()
}

/// Where the payload starts inside the blob.
pub fn payload_offset_in_blob(library: &Path) -> u64 {
    let located = modlink::inspect::locate::locate_file(library).unwrap();
    let blob = located.blob.clone().unwrap();
    let payload = located_payload(library);
    let at = blob
        .windows(payload.len())
        .position(|window| window == payload.as_slice())
        .unwrap();
    at as u64
}

/// `modlink build` of [`ADD_ONE_KIR`] with a `static_library` import holding `payload` (in an
/// object for the `--target` of `extra`, else the host), `extra` arguments after; returns
/// modlink's stderr.
pub fn build_with_payload(dir: &Path, payload: &Path, out: &Path, extra: &[&str]) -> String {
    let kir = dir.join("add.kir");
    std::fs::write(&kir, ADD_ONE_KIR).unwrap();
    let target = extra
        .iter()
        .position(|arg| *arg == "--target")
        .map(|at| extra[at + 1].to_string())
        .unwrap_or_else(|| {
            modlink::target::TargetSpec::host()
                .unwrap()
                .triple()
                .to_string()
        });
    let output = Command::new(modlink_bin())
        .arg("build")
        .arg(&kir)
        .arg("--import-manifest")
        .arg(payload_manifest(dir, payload, &target))
        .args(extra)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "modlink build {extra:?}: {stderr}");
    stderr
}

/// Copies of `library` through `strip`, `llvm-strip`, `llvm-objcopy` (plain and
/// `--strip-all`) and GNU `objcopy`.
pub fn stripped_variants(dir: &Path, library: &Path) -> Vec<PathBuf> {
    rewritten_copies(
        dir,
        library,
        &[
            ("strip", &["-o"], true),
            ("llvm-strip-19", &["-o"], true),
            ("llvm-objcopy-19", &[], false),
            ("llvm-objcopy-19", &["--strip-all"], false),
            ("objcopy", &[], false),
        ],
    )
}

/// A rewriting tool: program, arguments before the files, and whether the output file comes
/// before the input.
pub type Rewriter<'a> = (&'a str, &'a [&'a str], bool);

/// Copies of `file` in `dir`, one per rewriting tool (each must succeed), named
/// `copy<index>-<tool>.<file's extension>`.
pub fn rewritten_copies(dir: &Path, file: &Path, tools: &[Rewriter<'_>]) -> Vec<PathBuf> {
    let extension = file.extension().and_then(|e| e.to_str()).unwrap_or("bin");
    tools
        .iter()
        .enumerate()
        .map(|(index, (tool, args, output_first))| {
            let out = dir.join(format!("copy{index}-{tool}.{extension}"));
            let mut command = Command::new(tool);
            command.args(*args);
            if *output_first {
                command.arg(&out).arg(file);
            } else {
                command.arg(file).arg(&out);
            }
            let output = command.output().unwrap();
            assert!(
                output.status.success(),
                "{tool} {args:?}: {}",
                String::from_utf8_lossy(&output.stderr)
            );
            out
        })
        .collect()
}

/// congruent to its address, and the blob's bytes are where its segment maps them.
pub fn check_elf_layout(library: &Path) {
    let bytes = std::fs::read(library).unwrap();
    let elf = goblin::elf::Elf::parse(&bytes).unwrap();
    let name = library.display();
    for header in elf.program_headers.iter().filter(|h| h.p_type == 1) {
        let align = header.p_align.max(1);
        assert_eq!(header.p_offset % align, header.p_vaddr % align, "{name}");
        assert!(
            header.p_offset + header.p_filesz <= bytes.len() as u64,
            "{name}"
        );
    }
    let located = modlink::inspect::locate::locate_file(library).unwrap();
    let offset = located.blob_file_offset.unwrap();
    let blob_len = located.blob.unwrap().len() as u64;
    let symbol = elf
        .dynsyms
        .iter()
        .find(|s| elf.dynstrtab.get_at(s.st_name) == Some("__tvm_ffi__library_bin"))
        .unwrap_or_else(|| panic!("{name}: no dynamic blob symbol"));
    assert_eq!(symbol.st_size, blob_len, "{name}: symbol size");
    let home = elf
        .program_headers
        .iter()
        .find(|h| {
            h.p_type == 1
                && h.p_vaddr <= symbol.st_value
                && symbol.st_value + blob_len <= h.p_vaddr + h.p_filesz
        })
        .unwrap_or_else(|| panic!("{name}: no segment maps the blob from the file"));
    assert_eq!(
        home.p_offset + (symbol.st_value - home.p_vaddr),
        offset,
        "{name}: the segment maps other bytes than the located blob"
    );
}

/// The GNU build-id bytes, when the file has one.
pub fn build_id(bytes: &[u8]) -> Option<Vec<u8>> {
    let elf = goblin::elf::Elf::parse(bytes).unwrap();
    let mut notes = elf.iter_note_sections(bytes, Some(".note.gnu.build-id"))?;
    let note = notes.next()?.ok()?;
    Some(note.desc.to_vec())
}

const TVM_CHECK_PY: &str = r#"
import json, sys
import numpy as np
import tvm

out = {}
for path in json.load(open(sys.argv[1])):
    m = tvm.runtime.load_module(path)
    a = np.arange(64, dtype="float32") * 0.25
    B = tvm.runtime.tensor(np.zeros(64, dtype="float32"))
    m["add_one"](tvm.runtime.tensor(a), B)
    out[path] = {"kinds": [i.kind for i in m.imports], "err": float(np.abs(B.numpy() - (a + 1)).max())}
print(json.dumps(out))
"#;

/// Loads every library with TVM 0.27: one `static_library` import, and `add_one` matches
/// numpy.
pub fn check_in_tvm(dir: &Path, libraries: &[PathBuf]) {
    let list = dir.join("tvm-libraries.json");
    let paths: Vec<String> = libraries
        .iter()
        .map(|p| p.to_str().unwrap().to_string())
        .collect();
    std::fs::write(&list, serde_json::to_string(&paths).unwrap()).unwrap();
    let stdout = run_python(TVM_CHECK_PY, dir, &[list.as_os_str()]);
    let results: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    for path in &paths {
        let result = &results[path];
        assert_eq!(
            result["kinds"],
            serde_json::json!(["static_library"]),
            "{path}"
        );
        assert_eq!(result["err"].as_f64(), Some(0.0), "{path}");
    }
}

/// An ELF target, with the cross C compiler and qemu that run a dlopen harness on it.
pub struct CrossTarget {
    /// The triple given to `modlink build --target`.
    pub triple: &'static str,
    /// C compiler and `qemu-user` program with its sysroot (`None`: the host runs it).
    pub runner: Option<(&'static str, Option<(&'static str, &'static str)>)>,
}

/// Every ELF architecture modlink targets.
pub const CROSS_TARGETS: &[CrossTarget] = &[
    CrossTarget {
        triple: "x86_64-unknown-linux-gnu",
        runner: Some(("cc", None)),
    },
    CrossTarget {
        triple: "aarch64-unknown-linux-gnu",
        runner: Some((
            "aarch64-linux-gnu-gcc",
            Some(("qemu-aarch64", "/usr/aarch64-linux-gnu")),
        )),
    },
    CrossTarget {
        triple: "armv7-unknown-linux-gnueabihf",
        runner: Some((
            "arm-linux-gnueabihf-gcc",
            Some(("qemu-arm", "/usr/arm-linux-gnueabihf")),
        )),
    },
    CrossTarget {
        triple: "riscv64gc-unknown-linux-gnu",
        runner: Some((
            "riscv64-linux-gnu-gcc",
            Some(("qemu-riscv64", "/usr/riscv64-linux-gnu")),
        )),
    },
    CrossTarget {
        triple: "powerpc64le-unknown-linux-gnu",
        runner: None,
    },
    CrossTarget {
        triple: "s390x-unknown-linux-gnu",
        runner: None,
    },
    CrossTarget {
        triple: "i686-unknown-linux-gnu",
        runner: None,
    },
];

/// dlopens a library, finds the blob with dlsym and prints the 8-byte-word checksum of the
/// payload at the given offset inside the blob (the same as [`word_checksum`]).
const BLOB_CHECK_C: &str = r#"
#include <dlfcn.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc != 4) return 2;
  uint64_t offset = strtoull(argv[2], NULL, 10), len = strtoull(argv[3], NULL, 10);
  void *library = dlopen(argv[1], RTLD_LAZY | RTLD_LOCAL);
  if (!library) { fprintf(stderr, "dlopen: %s\n", dlerror()); return 1; }
  const unsigned char *blob = dlsym(library, "__tvm_ffi__library_bin");
  if (!blob) { fprintf(stderr, "dlsym: %s\n", dlerror()); return 1; }
  uint64_t nbytes;
  memcpy(&nbytes, blob, 8);
  printf("nbytes %" PRIu64 "\n", nbytes);
  if (offset + len > 8 + nbytes || len % 8 != 0) return 1;
  uint64_t hash = 0xcbf29ce484222325ull;
  for (uint64_t at = 0; at < len; at += 8) {
    uint64_t word;
    memcpy(&word, blob + offset + at, 8);
    hash = (hash ^ word) * 0x100000001b3ull;
  }
  printf("checksum %016" PRIx64 "\n", hash);
  return 0;
}
"#;

/// The checksum [`BLOB_CHECK_C`] prints, over little-endian 8-byte words.
pub fn word_checksum(bytes: &[u8]) -> u64 {
    bytes.chunks(8).fold(0xcbf29ce484222325, |hash, word| {
        let word = u64::from_le_bytes(word.try_into().unwrap());
        (hash ^ word).wrapping_mul(0x100000001b3)
    })
}

/// Runs the dlopen harness for `target` on `library` (natively or under qemu); `None` when
/// there is no runner for the target. Fails the test when the harness fails.
pub fn run_blob_check(dir: &Path, target: &CrossTarget, library: &Path) -> Option<String> {
    let (compiler, qemu) = target.runner?;
    let harness = dir.join(format!("blob_check-{}", target.triple));
    if !harness.exists() {
        let source = dir.join("blob_check.c");
        std::fs::write(&source, BLOB_CHECK_C).unwrap();
        let output = Command::new(compiler)
            .args(["-O2", "-std=c11", "-o"])
            .arg(&harness)
            .arg(&source)
            .arg("-ldl")
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{compiler}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let payload_len = located_payload(library).len() as u64;
    let offset = payload_offset_in_blob(library);
    let mut command = match qemu {
        Some((program, sysroot)) => {
            let mut command = Command::new(program);
            command.args(["-L", sysroot]).arg(&harness);
            command
        }
        None => Command::new(&harness),
    };
    let output = command
        .arg(library)
        .arg(offset.to_string())
        .arg(payload_len.to_string())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{}: {stdout}{}",
        library.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    Some(stdout)
}
