//! Probes for the LLVM the chosen Cargo feature needs and reports, in one line, how to get it.
//! It never downloads or builds LLVM.

use std::path::{Path, PathBuf};
use std::process::Command;

/// (feature, major, llvm-sys prefix variable, Debian package)
const LLVM_VERSIONS: &[(&str, u32, &str, &str)] = &[
    ("LLVM14", 14, "LLVM_SYS_140_PREFIX", "llvm-14-dev"),
    ("LLVM15", 15, "LLVM_SYS_150_PREFIX", "llvm-15-dev"),
    ("LLVM16", 16, "LLVM_SYS_160_PREFIX", "llvm-16-dev"),
    ("LLVM19", 19, "LLVM_SYS_191_PREFIX", "llvm-19-dev"),
    ("LLVM22", 22, "LLVM_SYS_221_PREFIX", "llvm-22-dev"),
];

// The ABI's table of the runtime's C entry points (`modlink::abi::entry_points`), which the
// library expands too: the symbols the `modlink` binary exports are its `provided` rows.
include!("src/abi/entry_table.rs");

/// The names of a table's `provided` rows.
macro_rules! provided_names {
    (
        provided {
            $( $name:ident ( $($arg:ident : $ty:ty),* $(,)? ) -> $ret:ty, [$($slot:ident)*]; )*
        }
        called_only { $($rest:tt)* }
    ) => {
        &[$(stringify!($name),)*]
    };
}

/// C entry points of `modlink::runtime` that libraries resolve from the global scope.
const RUNTIME_EXPORTS: &[&str] = foreach_entry_point!(provided_names);

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/abi/entry_table.rs");
    export_runtime_symbols();
    let enabled: Vec<_> = LLVM_VERSIONS
        .iter()
        .filter(|(feature, ..)| std::env::var_os(format!("CARGO_FEATURE_{feature}")).is_some())
        .collect();
    if enabled.len() > 1 {
        let names: Vec<String> = enabled.iter().map(|(f, ..)| f.to_lowercase()).collect();
        fail(&format!(
            "enable exactly one LLVM feature, not {} (use --no-default-features --features llvmNN)",
            names.join(" + ")
        ));
    }
    let Some(&&(_, major, prefix_var, package)) = enabled.first() else {
        return; // reader-only build: no LLVM needed
    };
    println!("cargo::rerun-if-env-changed={prefix_var}");
    let candidates: Vec<PathBuf> = match std::env::var_os(prefix_var) {
        Some(prefix) => vec![Path::new(&prefix).join("bin/llvm-config")],
        None => vec![
            PathBuf::from(format!("/usr/lib/llvm-{major}/bin/llvm-config")),
            PathBuf::from(format!("llvm-config-{major}")),
        ],
    };
    for candidate in &candidates {
        if let Ok(out) = Command::new(candidate).arg("--version").output() {
            let version = String::from_utf8_lossy(&out.stdout);
            if out.status.success() && version.trim().starts_with(&format!("{major}.")) {
                // Part of every codegen cache key: another LLVM may emit other bytes.
                println!("cargo::rustc-env=MODLINK_LLVM_VERSION={}", version.trim());
                write_cpu_tables(candidate);
                if major == SELF_LINKED_MAJOR {
                    link_llvm(candidate);
                }
                return;
            }
        }
    }
    fail(&format!(
        "LLVM {major} not found (looked for {}): install the Debian package {package} or set {prefix_var} to an LLVM {major} prefix",
        candidates
            .iter()
            .map(|c| c.display().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    ));
}

/// The LLVM major whose libraries this script links itself (its Cargo feature turns llvm-sys's
/// linking off); the other majors, used by the LLVM matrix only, keep llvm-sys's dynamic link.
const SELF_LINKED_MAJOR: u32 = 19;

/// Overrides how LLVM is linked: `static` or `dynamic`.
const LINK_MODE_VAR: &str = "MODLINK_LLVM_LINK";

/// Links LLVM: statically into release builds for x86_64 Linux, dynamically otherwise.
///
/// Why static in release: a build of one kernel is a short process, and loading the shared
/// libLLVM (348 k relocations, libz3 and libxml2 with it, ~2,600 page faults before `main`)
/// took a quarter of it. Statically linked into a position-dependent `modlink-llvm`, the
/// relocations are resolved at link time and only the pages that run are read (docs/export.md,
/// "Where a small build's time goes"). Debug builds, which every test binary is, keep the
/// shared library: 90 test binaries each holding LLVM would take minutes and gigabytes to link.
///
/// Only where rustc links with its own lld by default (x86_64 Linux): Cargo places a
/// library's native libraries before its dependencies' rlibs, which GNU ld's one pass over
/// archives cannot resolve, while lld resolves archive members in any order.
/// `MODLINK_LLVM_LINK=static|dynamic` chooses explicitly.
fn link_llvm(llvm_config: &Path) {
    println!("cargo::rerun-if-env-changed={LINK_MODE_VAR}");
    let query = |args: &[&str]| llvm_config_output(llvm_config, args);
    let Some(libdir) = query(&["--libdir"]) else {
        fail(&format!("{} --libdir failed", llvm_config.display()));
    };
    let target = std::env::var("TARGET").unwrap_or_default();
    let release = std::env::var("PROFILE").is_ok_and(|profile| profile == "release");
    let static_wanted = match std::env::var(LINK_MODE_VAR).as_deref() {
        Ok("static") => true,
        Ok("dynamic") => false,
        Ok(other) => fail(&format!(
            "{LINK_MODE_VAR}={other:?}: expected `static` or `dynamic`"
        )),
        Err(_) => release && target == "x86_64-unknown-linux-gnu",
    };
    let static_libs = static_wanted
        .then(|| query(&["--libnames", "--link-static"]))
        .flatten();
    println!("cargo::rustc-link-search=native={libdir}");
    let Some(static_libs) = static_libs else {
        let Some(names) = query(&["--libnames", "--link-shared"]) else {
            fail(&format!(
                "{} lists no shared LLVM library",
                llvm_config.display()
            ));
        };
        link_libraries(&names, "dylib", &query(&["--system-libs", "--link-shared"]));
        return;
    };
    link_libraries(
        &static_libs,
        "static:-bundle",
        &query(&["--system-libs", "--link-static"]),
    );
    if target.contains("-linux-") {
        // Position-dependent: LLVM's ~300 k pointers in static data need no relocation at start.
        println!("cargo::rustc-link-arg-bin=modlink-llvm=-no-pie");
    }
    if target == "x86_64-unknown-linux-gnu" {
        // lld options (rustc's default linker here): the code a build runs, packed together
        // (fewer pages and TLB entries to touch in a fresh process), and static constructors
        // kept in one `.text.startup` run.
        let order = Path::new("src/bin/modlink-llvm/hot-symbols.txt");
        println!("cargo::rerun-if-changed={}", order.display());
        if order.is_file() {
            let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
            println!(
                "cargo::rustc-link-arg-bin=modlink-llvm=-Wl,--symbol-ordering-file={},--no-warn-symbol-ordering",
                Path::new(&manifest).join(order).display()
            );
        }
        println!("cargo::rustc-link-arg-bin=modlink-llvm=-Wl,-z,keep-text-section-prefix");
    }
}

/// What `llvm-config ARGS` prints, trimmed; `None` if it cannot run or fails.
fn llvm_config_output(llvm_config: &Path, args: &[&str]) -> Option<String> {
    let out = Command::new(llvm_config).args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// `cargo::rustc-link-lib` for each of llvm-config's library file names (`libLLVMCore.a`,
/// `libLLVM-19.so`) as `kind`, then its system libraries (`-lz`, or a path such as
/// `/usr/lib/x86_64-linux-gnu/libz3.so`) and the C++ runtime, as shared libraries.
fn link_libraries(names: &str, kind: &str, system: &Option<String>) {
    for file in names.split_whitespace() {
        let stem = file.strip_prefix("lib").unwrap_or(file);
        let name = stem
            .strip_suffix(".a")
            .or_else(|| stem.strip_suffix(".so"))
            .or_else(|| stem.strip_suffix(".dylib"))
            .unwrap_or(stem);
        println!("cargo::rustc-link-lib={kind}={name}");
    }
    for flag in system.as_deref().unwrap_or_default().split_whitespace() {
        if let Some(name) = flag.strip_prefix("-l") {
            println!("cargo::rustc-link-lib=dylib={name}");
        } else if let Some(file) = Path::new(flag).file_name().and_then(|f| f.to_str()) {
            if let Some(dir) = Path::new(flag).parent() {
                println!("cargo::rustc-link-search=native={}", dir.display());
            }
            let stem = file.strip_prefix("lib").unwrap_or(file);
            let name = stem.split(".so").next().unwrap_or(stem);
            println!("cargo::rustc-link-lib=dylib={name}");
        }
    }
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let cxx = if matches!(os.as_str(), "macos" | "ios" | "freebsd" | "openbsd") {
        "c++"
    } else {
        "stdc++"
    };
    println!("cargo::rustc-link-lib=dylib={cxx}");
}

/// Executables do not export their own symbols dynamically; the `modlink` binary exports the
/// runtime's entry points so that every library it dlopens resolves them from the global scope
/// (even one linked with `-z now`). Tests and benches do not: the runtime binds a library's
/// imports directly there, and other layers' tests need a process without these symbols.
fn export_runtime_symbols() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if matches!(
        os.as_str(),
        "linux" | "android" | "freebsd" | "netbsd" | "openbsd" | "dragonfly"
    ) {
        for symbol in RUNTIME_EXPORTS {
            println!("cargo::rustc-link-arg-bins=-Wl,--export-dynamic-symbol={symbol}");
        }
    }
}

/// modlink's architectures (`Arch::name`) and a triple `llc` accepts for each.
const CPU_TABLE_TRIPLES: [(&str, &str); 8] = [
    ("x86_64", "x86_64-unknown-linux-gnu"),
    ("x86", "i686-unknown-linux-gnu"),
    ("aarch64", "aarch64-unknown-linux-gnu"),
    ("arm", "armv7-unknown-linux-gnueabihf"),
    ("riscv64", "riscv64-unknown-linux-gnu"),
    ("powerpc64le", "powerpc64le-unknown-linux-gnu"),
    ("s390x", "s390x-unknown-linux-gnu"),
    ("wasm32", "wasm32-unknown-unknown"),
];

/// Writes `$OUT_DIR/llvm_cpus.rs`: per architecture, the CPU names and features of the LLVM
/// being linked, as its `llc -mcpu=help` lists them, so that `--cpu` and `--features` can be
/// checked (and listed) without LLVM printing warnings. An architecture `llc` cannot list
/// gets empty lists, which the codegen layer treats as "not checked".
fn write_cpu_tables(llvm_config: &Path) {
    let bindir = llvm_config_output(llvm_config, &["--bindir"]).unwrap_or_default();
    let llc = Path::new(&bindir).join("llc");
    let mut table = String::from("&[\n");
    for (arch, triple) in CPU_TABLE_TRIPLES {
        let help = Command::new(&llc)
            .args([&format!("-mtriple={triple}"), "-mcpu=help"])
            .output()
            .map(|out| {
                let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
                text.push_str(&String::from_utf8_lossy(&out.stderr));
                text
            })
            .unwrap_or_default();
        let (cpus, features) = parse_mcpu_help(&help);
        table.push_str(&format!("    ({arch:?}, &{cpus:?}, &{features:?}),\n"));
    }
    table.push_str("]\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default()).join("llvm_cpus.rs");
    if let Err(error) = std::fs::write(&out, table) {
        fail(&format!("cannot write {}: {error}", out.display()));
    }
}

/// The names under "Available CPUs" and "Available features" of `llc -mcpu=help`.
fn parse_mcpu_help(help: &str) -> (Vec<String>, Vec<String>) {
    let (mut cpus, mut features) = (Vec::new(), Vec::new());
    let mut section = 0;
    for line in help.lines() {
        if line.starts_with("Available CPUs") {
            section = 1;
        } else if line.starts_with("Available features") {
            section = 2;
        } else if line.starts_with("Use +feature") {
            section = 0;
        } else if let Some((name, _)) = line.trim().split_once(" - ") {
            let name = name.trim().to_string();
            match section {
                1 => cpus.push(name),
                2 => features.push(name),
                _ => {}
            }
        }
    }
    (cpus, features)
}

fn fail(message: &str) -> ! {
    eprintln!("error: modlink: {message}");
    std::process::exit(1);
}
