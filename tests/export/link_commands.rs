#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Linker command lines per flavour (recorded by a fake linker) and discovery precedence
//! (through an environment map, never the test process's own environment).

use modlink::link::{
    CcDriver, CrossGcc, Ld64Lld, LdLld, LinkError, LinkRequest, Linker, LinkerFlavor, LldLink,
    archive_command, discover_linker,
};
use modlink::target::TargetSpec;
use std::collections::HashMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

const RECORDER: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fake-linker/record-linker.sh"
);

fn target(triple: &str) -> TargetSpec {
    TargetSpec::parse(triple).unwrap()
}

/// A bin directory holding the recorder under each of `names`.
fn bin_dir(names: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for name in names {
        std::os::unix::fs::symlink(RECORDER, dir.path().join(name)).unwrap();
    }
    dir
}

/// Runs the linker's command for `request` through the recorder and returns the argv it saw
/// (after the LC_ALL line) and the LC_ALL value.
fn recorded(linker: &dyn Linker, request: &LinkRequest<'_>) -> (String, Vec<String>) {
    let log_dir = tempfile::tempdir().unwrap();
    let log = log_dir.path().join("argv");
    let mut command = linker.shared_library_command(request).unwrap();
    command.env("FAKE_LINKER_LOG", &log);
    command.run().unwrap();
    let text = std::fs::read_to_string(&log).unwrap();
    let mut lines = text.lines().map(str::to_string);
    let lc_all = lines.next().unwrap();
    (lc_all, lines.collect())
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn every_flavour_records_its_command_line() {
    let bin = bin_dir(&[
        "cc",
        "clang-19",
        "aarch64-linux-gnu-gcc",
        "ld.lld-19",
        "ld64.lld-19",
        "lld-link-19",
    ]);
    let out_dir = tempfile::tempdir().unwrap();
    let objects = vec![PathBuf::from("/w/lib0.o"), PathBuf::from("/w/devc.o")];
    let extra = vec![OsString::from("-Wl,-z,now")];
    let program = |name: &str| bin.path().join(name);
    let output = out_dir.path().join("out.so");
    let out = output.to_str().unwrap().to_string();

    let linux = target("x86_64-unknown-linux-gnu");
    let request = LinkRequest {
        target: &linux,
        objects: &objects,
        output: &output,
        final_name: "lib.so".as_ref(),
        exports: &[],
        extra_args: &extra,
    };
    let (lc_all, argv) = recorded(
        &CcDriver {
            program: program("cc"),
        },
        &request,
    );
    assert_eq!(lc_all, "LC_ALL=C");
    assert_eq!(
        argv,
        strings(&[
            "-shared",
            "-fPIC",
            "-o",
            &out,
            "-Wl,-z,now",
            "/w/lib0.o",
            "/w/devc.o"
        ])
    );
    let (_, argv) = recorded(
        &CcDriver {
            program: program("clang-19"),
        },
        &request,
    );
    assert_eq!(
        argv,
        strings(&[
            "--target=x86_64-unknown-linux-gnu",
            "-shared",
            "-fPIC",
            "-o",
            &out,
            "-Wl,-z,now",
            "/w/lib0.o",
            "/w/devc.o"
        ])
    );

    let aarch64 = target("aarch64-unknown-linux-gnu");
    let request = LinkRequest {
        target: &aarch64,
        extra_args: &[],
        ..request.clone()
    };
    let (_, argv) = recorded(
        &CrossGcc {
            program: program("aarch64-linux-gnu-gcc"),
        },
        &request,
    );
    assert_eq!(
        argv,
        strings(&["-shared", "-fPIC", "-o", &out, "/w/lib0.o", "/w/devc.o"])
    );
    let (_, argv) = recorded(
        &LdLld {
            program: program("ld.lld-19"),
        },
        &request,
    );
    assert_eq!(
        argv,
        strings(&["-shared", "-o", &out, "/w/lib0.o", "/w/devc.o"])
    );

    let darwin = target("aarch64-apple-darwin");
    let dylib = out_dir.path().join("out.dylib");
    let request = LinkRequest {
        target: &darwin,
        output: &dylib,
        final_name: "kernels.dylib".as_ref(),
        ..request.clone()
    };
    let (_, argv) = recorded(
        &Ld64Lld {
            program: program("ld64.lld-19"),
        },
        &request,
    );
    assert_eq!(
        argv,
        strings(&[
            "-dylib",
            "-arch",
            "arm64",
            "-platform_version",
            "macos",
            "11.0",
            "11.0",
            "-undefined",
            "dynamic_lookup",
            "-install_name",
            "@rpath/kernels.dylib",
            "-o",
            dylib.to_str().unwrap(),
            "/w/lib0.o",
            "/w/devc.o"
        ])
    );

    let windows = target("x86_64-pc-windows-msvc");
    let dll = out_dir.path().join("out.dll");
    let exports = vec!["__tvm_ffi_add".to_string()];
    let request = LinkRequest {
        target: &windows,
        output: &dll,
        exports: &exports,
        ..request.clone()
    };
    let (_, argv) = recorded(
        &LldLink {
            program: program("lld-link-19"),
        },
        &request,
    );
    assert_eq!(
        argv,
        strings(&[
            "/DLL",
            "/NOENTRY",
            "/NODEFAULTLIB",
            // No /FORCE:UNRESOLVED: undefined symbols are resolved through import libraries
            // (tests/export/export_windows.rs) or are a link error.
            "/Brepro",
            &format!("/OUT:{}", dll.to_str().unwrap()),
            "/w/lib0.o",
            "/w/devc.o",
            "/EXPORT:__tvm_ffi_add"
        ])
    );
    assert_eq!(std::fs::read_to_string(&dll).unwrap(), "fake library\n");
}

#[test]
fn flavours_refuse_foreign_formats_and_archives_are_deterministic() {
    let objects = vec![PathBuf::from("lib0.o")];
    let windows = target("x86_64-pc-windows-msvc");
    let request = LinkRequest {
        target: &windows,
        objects: &objects,
        output: Path::new("x.dll"),
        final_name: "x.dll".as_ref(),
        exports: &[],
        extra_args: &[],
    };
    let err = LdLld {
        program: "ld.lld".into(),
    }
    .shared_library_command(&request)
    .unwrap_err();
    assert!(matches!(err, LinkError::Unsupported { .. }), "{err}");
    assert!(err.to_string().contains("x86_64-pc-windows-msvc"), "{err}");

    let command = archive_command(Path::new("ar"), &objects, Path::new("out.a"));
    assert_eq!(command.to_string(), "ar crsD out.a lib0.o");
}

#[test]
fn flavour_follows_the_program_name() {
    for (name, flavor) in [
        ("cc", LinkerFlavor::CcDriver),
        ("/usr/bin/gcc", LinkerFlavor::CcDriver),
        ("clang-19", LinkerFlavor::CcDriver),
        ("aarch64-linux-gnu-gcc", LinkerFlavor::CrossGcc),
        ("riscv64-linux-gnu-gcc-12", LinkerFlavor::CrossGcc),
        ("ld.lld", LinkerFlavor::LdLld),
        ("/usr/bin/ld.lld-19", LinkerFlavor::LdLld),
        ("ld64.lld-19", LinkerFlavor::Ld64Lld),
        ("lld-link.exe", LinkerFlavor::LldLink),
    ] {
        assert_eq!(
            LinkerFlavor::from_program(Path::new(name)),
            flavor,
            "{name}"
        );
    }
}

/// Discovery with `vars` as the whole environment (PATH included).
fn discover<K: AsRef<str>>(
    triple: &str,
    vars: &[(K, OsString)],
) -> Result<(PathBuf, LinkerFlavor), LinkError> {
    let map: HashMap<String, OsString> = vars
        .iter()
        .map(|(k, v)| (k.as_ref().to_string(), v.clone()))
        .collect();
    let env = move |name: &str| map.get(name).cloned();
    discover_linker(&target(triple), &env)
        .map(|linker| (linker.program().to_path_buf(), linker.flavor()))
}

#[test]
fn discovery_precedence() {
    let bin = bin_dir(&[
        "cc",
        "aarch64-linux-gnu-gcc",
        "ld.lld",
        "ld.lld-19",
        "ld64.lld-19",
        "lld-link",
        "mylinker-a",
        "mylinker-b",
        "mylinker-c",
        "mycc",
        "mycc2",
        "mycc-u",
    ]);
    let path = bin.path().as_os_str().to_owned();
    let p = |name: &str| bin.path().join(name);
    let host = "x86_64-unknown-linux-gnu";
    let arm = "aarch64-unknown-linux-gnu";

    // MODLINK_LINKER_<triple> > MODLINK_LINKER_<triple_underscored> > MODLINK_LINKER > CC_*.
    let mut vars: Vec<(String, OsString)> = vec![
        ("PATH".into(), path.clone()),
        (format!("MODLINK_LINKER_{host}"), "mylinker-a".into()),
        (
            format!("MODLINK_LINKER_{}", host.replace('-', "_")),
            "mylinker-b".into(),
        ),
        ("MODLINK_LINKER".into(), "mylinker-c".into()),
        (format!("CC_{host}"), "mycc".into()),
        (format!("CC_{}", host.replace('-', "_")), "mycc-u".into()),
        ("CC".into(), "mycc2".into()),
    ];
    assert_eq!(discover(host, &vars).unwrap().0, p("mylinker-a"));
    vars.remove(1);
    assert_eq!(discover(host, &vars).unwrap().0, p("mylinker-b"));
    vars.remove(1);
    assert_eq!(discover(host, &vars).unwrap().0, p("mylinker-c"));
    vars.remove(1);
    assert_eq!(
        discover(host, &vars).unwrap(),
        (p("mycc"), LinkerFlavor::CcDriver)
    );
    vars.remove(1);
    assert_eq!(discover(host, &vars).unwrap().0, p("mycc-u"));
    vars.remove(1);
    assert_eq!(
        discover(host, &vars).unwrap().0,
        p("mycc2"),
        "CC for the host"
    );

    // Plain CC is not used for a foreign target unless it is a cross compiler.
    let vars = vec![("PATH", path.clone()), ("CC", "mycc".into())];
    assert_eq!(
        discover(arm, &vars).unwrap(),
        (p("aarch64-linux-gnu-gcc"), LinkerFlavor::CrossGcc)
    );
    let vars = vec![
        ("PATH", path.clone()),
        ("CC", p("aarch64-linux-gnu-gcc").into()),
    ];
    assert_eq!(discover(arm, &vars).unwrap().0, p("aarch64-linux-gnu-gcc"));

    // CROSS_COMPILE prefix.
    let vars = vec![
        ("PATH", path.clone()),
        ("CROSS_COMPILE", "aarch64-linux-gnu-".into()),
    ];
    assert_eq!(discover(arm, &vars).unwrap().1, LinkerFlavor::CrossGcc);

    // Defaults by target.
    let vars = vec![("PATH", path.clone())];
    assert_eq!(
        discover(host, &vars).unwrap(),
        (p("cc"), LinkerFlavor::CcDriver)
    );
    assert_eq!(
        discover(arm, &vars).unwrap(),
        (p("aarch64-linux-gnu-gcc"), LinkerFlavor::CrossGcc)
    );
    assert_eq!(
        discover("riscv64gc-unknown-linux-gnu", &vars).unwrap(),
        (p("ld.lld"), LinkerFlavor::LdLld)
    );
    assert_eq!(
        discover("x86_64-apple-darwin", &vars).unwrap(),
        (p("ld64.lld-19"), LinkerFlavor::Ld64Lld)
    );
    assert_eq!(
        discover("x86_64-pc-windows-msvc", &vars).unwrap(),
        (p("lld-link"), LinkerFlavor::LldLink)
    );
}

#[test]
fn not_found_names_what_was_searched_and_how_to_fix_it() {
    let empty = tempfile::tempdir().unwrap();
    let vars = vec![("PATH", empty.path().as_os_str().to_owned())];
    let err = discover("aarch64-unknown-linux-gnu", &vars).unwrap_err();
    assert!(matches!(err, LinkError::NotFound { .. }), "{err:?}");
    let text = err.to_string();
    for needle in [
        "no linker found for aarch64-unknown-linux-gnu",
        "$MODLINK_LINKER_aarch64-unknown-linux-gnu (unset)",
        "$MODLINK_LINKER_aarch64_unknown_linux_gnu (unset)",
        "$MODLINK_LINKER (unset)",
        "$CROSS_COMPILE (unset)",
        "aarch64-linux-gnu-gcc on PATH",
        "ld.lld on PATH",
        "ld.lld-19 on PATH",
        "set MODLINK_LINKER",
        "install ld.lld",
    ] {
        assert!(text.contains(needle), "missing `{needle}` in: {text}");
    }

    let vars = vec![
        ("PATH", empty.path().as_os_str().to_owned()),
        ("MODLINK_LINKER", "/nonexistent/linker".into()),
    ];
    let text = discover("x86_64-unknown-linux-gnu", &vars)
        .unwrap_err()
        .to_string();
    assert!(
        text.contains("$MODLINK_LINKER=/nonexistent/linker (not found)"),
        "{text}"
    );
    assert!(text.contains("does not exist"), "{text}");
}

#[test]
fn failed_link_carries_command_and_stderr() {
    let failing = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fake-linker/failing-linker.sh"
    );
    let dir = tempfile::tempdir().unwrap();
    let objects = vec![PathBuf::from("lib0.o")];
    let linux = target("x86_64-unknown-linux-gnu");
    let output = dir.path().join("x.so");
    let request = LinkRequest {
        target: &linux,
        objects: &objects,
        output: &output,
        final_name: "x.so".as_ref(),
        exports: &[],
        extra_args: &[],
    };
    let linker = CcDriver {
        program: failing.into(),
    };
    let err = linker.link_shared(&request).unwrap_err();
    let LinkError::Failed {
        tool,
        command,
        status,
        stderr,
    } = &err
    else {
        panic!("expected Failed, got {err:?}");
    };
    assert_eq!(
        command,
        &format!("{failing} -shared -fPIC -o {} lib0.o", output.display())
    );
    assert!(command.contains("lib0.o"), "{command}");
    assert!(status.contains('3'), "{status}");
    assert_eq!(*tool, "linker");
    assert!(
        stderr.contains("undefined symbol: missing_function_for_test"),
        "{stderr}"
    );
}

/// A command line longer than the OS allows goes through a response file.
#[test]
fn too_long_command_lines_use_a_response_file() {
    let bin = bin_dir(&["ld.lld"]);
    let log_dir = tempfile::tempdir().unwrap();
    let log = log_dir.path().join("argv");
    // 40 000 arguments of ~100 bytes: about 4 MB, beyond Linux's default 2 MB limit.
    let objects: Vec<PathBuf> = (0..40_000)
        .map(|i| PathBuf::from(format!("/w/{}/obj{i:05}.o", "d".repeat(88))))
        .collect();
    let linux = target("aarch64-unknown-linux-gnu");
    let output = log_dir.path().join("x.so");
    let request = LinkRequest {
        target: &linux,
        objects: &objects,
        output: &output,
        final_name: "x.so".as_ref(),
        exports: &[],
        extra_args: &[OsString::from("say \"hi\"")],
    };
    let mut command = LdLld {
        program: bin.path().join("ld.lld"),
    }
    .shared_library_command(&request)
    .unwrap();
    command.env("FAKE_LINKER_LOG", &log);
    command.run().unwrap();
    let text = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "LC_ALL=C");
    assert!(
        lines[1].starts_with('@') && lines[1].ends_with(".rsp"),
        "{}",
        lines[1]
    );
    assert_eq!(lines[2], "\"-shared\"");
    assert_eq!(lines[3], "\"-o\"");
    assert_eq!(lines[5], "\"say \\\"hi\\\"\"");
    assert_eq!(lines[6], format!("\"{}\"", objects[0].display()));
    assert_eq!(lines.len(), 2 + 4 + objects.len());
    assert_eq!(
        *lines.last().unwrap(),
        format!("\"{}\"", objects[39_999].display())
    );
}
