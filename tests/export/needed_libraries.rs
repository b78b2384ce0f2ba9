//! Libraries declare the C runtime libraries they call into (`DT_NEEDED libm.so.6 libc.so.6`
//! on glibc Linux, with every linker flavour), so they load into any process, and `check` and
//! `Library::open` judge what a file declares, not what the checking process happens to have
//! loaded (docs/export.md, "Libraries name what they call"; docs/runtime.md, "What a library
//! must declare").
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::path::{Path, PathBuf};
use std::process::Command;
use support::cross::run_ok;
use support::{modlink_bin, modlink_in};

/// An elementwise kernel calling libm twice (`tanhf`, `expf`).
const ACTIVATION_KIR: &str = "kernel act(X: f32[n], Y: f32[n]) {\n  for i in 0..n {\n    Y[i] = \
                              tanh(X[i]) + exp(X[i]);\n  }\n}\n";

/// The inputs the C program of the qemu recipe feeds `act_c` (see [`RECIPE_APP_C`]).
const RECIPE_INPUTS: [f32; 6] = [-2.5, -1.0, -0.125, 0.0, 0.75, 3.0];

/// The `app.c` of docs/cross.md's qemu recipe: dlopens the library, calls one kernel's C entry.
const RECIPE_APP_C: &str = r#"#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
int main(int argc, char **argv) {
  if (argc < 2) return 2;
  void *library = dlopen(argv[1], RTLD_NOW);
  if (!library) { printf("dlopen: %s\n", dlerror()); return 1; }
  int32_t (*act_c)(float *, float *, int64_t) =
      (int32_t (*)(float *, float *, int64_t))dlsym(library, "act_c");
  if (!act_c) { printf("dlsym: %s\n", dlerror()); return 1; }
  float x[6] = {-2.5f, -1.0f, -0.125f, 0.0f, 0.75f, 3.0f}, y[6];
  if (act_c(x, y, 6) != 0) return 1;
  for (int i = 0; i < 6; i++) printf("%.9g\n", y[i]);
  return 0;
}
"#;

fn needed_of(path: &Path) -> Vec<String> {
    let bytes = std::fs::read(path).unwrap();
    let elf = goblin::elf::Elf::parse(&bytes).unwrap();
    elf.libraries.iter().map(|name| name.to_string()).collect()
}

fn build_kir(dir: &Path, triple: Option<&str>, linker: Option<&str>, out: &str) -> PathBuf {
    let source = dir.join("act.kir");
    std::fs::write(&source, ACTIVATION_KIR).unwrap();
    let mut command = Command::new(modlink_bin());
    command.current_dir(dir).arg("build").arg(&source);
    if let Some(triple) = triple {
        command.args(["--target", triple]);
    }
    if let Some(linker) = linker {
        command.args(["--linker", linker]);
    }
    command.args(["-o", out]);
    run_ok(&mut command);
    dir.join(out)
}

/// Host libraries name libm.so.6 and libc.so.6 whether linked by `ld` without a driver (the
/// default for host objects), through `cc`, or by `ld.lld`; before, the default link named none.
#[test]
fn host_libraries_declare_libm_and_libc_with_every_linker() {
    let dir = tempfile::tempdir().unwrap();
    for (linker, out) in [
        (None, "default.so"),
        (Some("cc"), "cc.so"),
        (Some("ld.lld-19"), "lld.so"),
    ] {
        let library = build_kir(dir.path(), None, linker, out);
        let needed = needed_of(&library);
        for name in ["libm.so.6", "libc.so.6"] {
            assert!(needed.iter().any(|n| n == name), "{out}: {needed:?}");
        }
    }
}

/// The cargo project at tests/rust_app, built once per target dir (a subfolder of cargo's
/// test scratch directory, so later runs are incremental).
fn rust_app() -> PathBuf {
    let target_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("rust-app-target");
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rust_app/Cargo.toml");
    run_ok(
        Command::new(env!("CARGO"))
            .args(["build", "--offline", "--quiet", "--manifest-path"])
            .arg(&manifest)
            .env("CARGO_TARGET_DIR", &target_dir),
    );
    target_dir.join("debug/modlink-rust-app")
}

/// (a) A Rust program using modlink's runtime with `default-features = false` runs the
/// library `modlink demo` writes (softmax: `expf`) and a `build-model` library with GELU
/// (`tanhf`). The program itself neither links libm nor defines or imports those functions, so
/// the libraries must bring libm themselves: before, the first call died with `symbol lookup
/// error: undefined symbol: expf` (exit 127).
#[test]
fn a_runtime_only_rust_program_runs_modlink_libraries() {
    let app = rust_app();
    let app_bytes = std::fs::read(&app).unwrap();
    let elf = goblin::elf::Elf::parse(&app_bytes).unwrap();
    assert!(
        !elf.libraries.iter().any(|name| name.starts_with("libm.")),
        "the app must not bring libm itself: {:?}",
        elf.libraries
    );
    let dynamic = elf
        .dynsyms
        .iter()
        .filter_map(|symbol| elf.dynstrtab.get_at(symbol.st_name));
    let static_ = elf
        .syms
        .iter()
        .filter_map(|symbol| elf.strtab.get_at(symbol.st_name));
    for name in dynamic.chain(static_) {
        let bare = name.split('@').next().unwrap_or(name);
        assert!(
            !["expf", "tanhf"].contains(&bare),
            "the app defines or imports {name} itself"
        );
    }

    let dir = tempfile::tempdir().unwrap();
    let demo = modlink_in(dir.path(), &["demo", "--dir", "."]);
    assert!(demo.status.success(), "{demo:?}");

    // demo.so: `main(x: f32[4, 64])` ends in a softmax, so each output row sums to 1; the
    // values equal what `modlink run-model` computes in its own process.
    let x: Vec<f32> = (0..256)
        .map(|i| ((i * 37 % 101) as f32 - 50.0) / 25.0)
        .collect();
    let tensor = modlink::runtime::Tensor::from_slice(&[4, 64], &x).unwrap();
    modlink::runtime::npy::write(&dir.path().join("x.npy"), &tensor).unwrap();
    let output = Command::new(&app)
        .current_dir(dir.path())
        .args(["demo.so", "x.npy", "app.npy"])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "the app failed on demo.so ({}): {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    let reference = modlink_in(
        dir.path(),
        &[
            "run-model",
            "demo.so",
            "--input",
            "x=x.npy",
            "--output",
            "ref.npy",
        ],
    );
    assert!(reference.status.success(), "{reference:?}");
    let app_out = modlink::runtime::npy::read(&dir.path().join("app.npy")).unwrap();
    let cli_out = modlink::runtime::npy::read(&dir.path().join("ref.npy")).unwrap();
    assert_eq!(app_out.shape(), &[4, 10]);
    assert_eq!(app_out.as_bytes(), cli_out.as_bytes());
    for row in app_out.as_slice::<f32>().unwrap().chunks(10) {
        let sum: f32 = row.iter().sum();
        assert!((sum - 1.0).abs() < 1e-5, "softmax row sums to {sum}");
    }

    // A GELU model (tanh form), against the formula in f64.
    std::fs::write(
        dir.path().join("gelu.json"),
        r#"{"name": "gelu", "input_shape": [2, 8], "layers": ["gelu"]}"#,
    )
    .unwrap();
    let built = modlink_in(dir.path(), &["build-model", "gelu.json", "-o", "gelu.so"]);
    assert!(built.status.success(), "{built:?}");
    let x: Vec<f32> = (0..16).map(|i| (i as f32 - 7.5) * 0.45).collect();
    let tensor = modlink::runtime::Tensor::from_slice(&[2, 8], &x).unwrap();
    modlink::runtime::npy::write(&dir.path().join("g.npy"), &tensor).unwrap();
    let output = Command::new(&app)
        .current_dir(dir.path())
        .args(["gelu.so", "g.npy", "gelu_out.npy"])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "the app failed on gelu.so ({}): {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    let out = modlink::runtime::npy::read(&dir.path().join("gelu_out.npy")).unwrap();
    let c = (2.0 / std::f64::consts::PI).sqrt();
    for (input, got) in x.iter().zip(out.as_slice::<f32>().unwrap()) {
        let v = f64::from(*input);
        let expected = 0.5 * v * (1.0 + (c * (v + 0.044715 * v * v * v)).tanh());
        assert!(
            (f64::from(*got) - expected).abs() <= 1e-5 * expected.abs().max(1.0),
            "gelu({v}) = {got}, expected {expected}"
        );
    }
}

struct QemuTarget {
    triple: &'static str,
    gcc: &'static str,
    qemu: &'static str,
    sysroot: &'static str,
}

/// (b) docs/cross.md's recipe, as written: `<gcc> -O1 app.c -o app -rdynamic -ldl -lpthread
/// -lm` (the program uses no libm, so `--as-needed` drops `-lm`) and `qemu-<arch> -L <sysroot>
/// ./app ./libk.so`, with the library linked by the cross gcc (the default) and by ld.lld. The
/// outputs match `tanh(x) + exp(x)` in f64.
fn recipe_runs_as_written(target: &QemuTarget) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("app.c"), RECIPE_APP_C).unwrap();
    run_ok(Command::new(target.gcc).current_dir(dir.path()).args([
        "-O1",
        "app.c",
        "-o",
        "app",
        "-rdynamic",
        "-ldl",
        "-lpthread",
        "-lm",
    ]));
    for (linker, out) in [(None, "libk.so"), (Some("ld.lld-19"), "libk-lld.so")] {
        let library = build_kir(dir.path(), Some(target.triple), linker, out);
        let needed = needed_of(&library);
        assert_eq!(
            needed,
            ["libm.so.6", "libc.so.6"],
            "{} {out}",
            target.triple
        );
        let stdout = run_ok(
            Command::new(target.qemu)
                .current_dir(dir.path())
                .args(["-L", target.sysroot, "./app"])
                .arg(format!("./{out}")),
        );
        let values: Vec<f64> = stdout.lines().map(|l| l.parse().unwrap()).collect();
        assert_eq!(values.len(), RECIPE_INPUTS.len(), "{stdout}");
        for (x, got) in RECIPE_INPUTS.iter().zip(values) {
            let x = f64::from(*x);
            let expected = x.tanh() + x.exp();
            assert!(
                (got - expected).abs() <= 1e-6 * expected.abs().max(1.0),
                "{} {out}: act({x}) = {got}, expected {expected}",
                target.triple
            );
        }
    }
}

#[test]
fn qemu_recipe_of_docs_cross_runs_on_aarch64() {
    recipe_runs_as_written(&QemuTarget {
        triple: "aarch64-unknown-linux-gnu",
        gcc: "aarch64-linux-gnu-gcc",
        qemu: "qemu-aarch64",
        sysroot: "/usr/aarch64-linux-gnu",
    });
}

#[test]
fn qemu_recipe_of_docs_cross_runs_on_riscv64() {
    recipe_runs_as_written(&QemuTarget {
        triple: "riscv64gc-unknown-linux-gnu",
        gcc: "riscv64-linux-gnu-gcc",
        qemu: "qemu-riscv64",
        sysroot: "/usr/riscv64-linux-gnu",
    });
}

/// (c) A library a real linker made that calls `expf` without naming libm: `check` fails it,
/// naming the symbol and what the file declares, and `Library::open` refuses it by the same
/// analysis; linked with `-lm` both accept it. Before, both said libm "provides" it because
/// the checking process had libm loaded.
#[test]
fn check_and_open_fail_a_library_calling_libm_without_declaring_it() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("scaled.c");
    std::fs::write(
        &source,
        "#include <math.h>\nfloat scaled_exp(float x) { return expf(x) * 2.0f; }\n",
    )
    .unwrap();
    for (out, libm) in [("undeclared.so", false), ("declared.so", true)] {
        let mut cc = Command::new("cc");
        cc.current_dir(dir.path())
            .args(["-shared", "-fPIC", "-O1", "-o", out])
            .arg(&source);
        if libm {
            cc.args(["-Wl,--no-as-needed", "-lm"]);
        }
        run_ok(&mut cc);
    }
    assert!(!needed_of(&dir.path().join("undeclared.so")).contains(&"libm.so.6".to_string()));

    let check = modlink_in(
        dir.path(),
        &["check", "undeclared.so", "--runtime", "modlink"],
    );
    let stdout = String::from_utf8_lossy(&check.stdout);
    assert_eq!(check.status.code(), Some(1), "{stdout}");
    let finding = stdout
        .lines()
        .find(|line| line.contains("`expf`"))
        .unwrap_or_else(|| panic!("no finding for expf: {stdout}"));
    assert!(finding.starts_with("FAIL"), "{finding}");
    assert!(finding.contains("-lm"), "{finding}");
    assert!(stdout.contains("will NOT load"), "{stdout}");

    let error = match modlink::runtime::Library::open(dir.path().join("undeclared.so")) {
        Ok(_) => panic!("undeclared.so opened"),
        Err(error) => error.to_string(),
    };
    assert!(error.contains("expf"), "{error}");

    let check = modlink_in(
        dir.path(),
        &["check", "declared.so", "--runtime", "modlink"],
    );
    let stdout = String::from_utf8_lossy(&check.stdout);
    assert_eq!(check.status.code(), Some(0), "{stdout}");
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("ok") && l.contains("`expf`") && l.contains("libm.so.6")),
        "{stdout}"
    );
    modlink::runtime::Library::open(dir.path().join("declared.so")).unwrap();
}

/// Mach-O dylibs linked by ld64.lld (no SDK) load libSystem, as every macOS library does: a
/// text stub gives ld64.lld the install name; before, the dylib named no library at all.
#[test]
fn darwin_dylibs_load_libsystem() {
    let dir = tempfile::tempdir().unwrap();
    for (triple, out) in [
        ("aarch64-apple-darwin", "arm64.dylib"),
        ("x86_64-apple-darwin", "x86_64.dylib"),
    ] {
        let library = build_kir(dir.path(), Some(triple), None, out);
        let bytes = std::fs::read(&library).unwrap();
        let macho = goblin::mach::MachO::parse(&bytes, 0).unwrap();
        // goblin lists the file's own install name first ("self").
        let loaded: Vec<&str> = macho.libs.iter().skip(1).copied().collect();
        assert_eq!(loaded, ["/usr/lib/libSystem.B.dylib"], "{triple}");
    }
}
