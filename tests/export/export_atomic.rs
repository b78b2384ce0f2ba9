#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Atomic and deterministic output: a killed or failing export leaves the previous file intact
//! and no temporary file in the output directory; equal inputs give byte-identical outputs,
//! whatever the working directory.

use crate::support;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;
use support::export::*;

const SLOW: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fake-linker/slow-linker.sh"
);
const FAILING: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fake-linker/failing-linker.sh"
);

fn dir_entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A `modlink build` child with its own TMPDIR (so work directories of killed runs are
/// removed with the test's temporary directory).
fn build_command(tmp: &Path) -> Command {
    let mut command = Command::new(modlink_bin());
    command.arg("build").env("TMPDIR", tmp);
    command
}

struct Setup {
    _root: tempfile::TempDir,
    inputs: PathBuf,
    out_dir: PathBuf,
    tmp: PathBuf,
}

fn setup() -> Setup {
    let root = tempfile::tempdir().unwrap();
    let inputs = root.path().join("inputs");
    let out_dir = root.path().join("out");
    let tmp = root.path().join("tmp");
    for dir in [&inputs, &out_dir, &tmp] {
        std::fs::create_dir(dir).unwrap();
    }
    compile_c(HOST_C, None, &inputs, "host");
    compile_c(STATIC_C, None, &inputs, "helper");
    std::fs::write(
        inputs.join("imports.json"),
        r#"{"kind": "static_library", "code": "helper.o", "functions": ["modlink_static_helper"]}"#,
    )
    .unwrap();
    Setup {
        _root: root,
        inputs,
        out_dir,
        tmp,
    }
}

#[test]
fn killed_export_leaves_the_previous_output_and_no_temp_files() {
    let s = setup();
    let out = s.out_dir.join("lib.so");
    std::fs::write(&out, "previous library").unwrap();
    let started = s.tmp.join("linker-started");
    let mut child = build_command(&s.tmp)
        .arg("--object")
        .arg(s.inputs.join("host.o"))
        .arg("--linker")
        .arg(SLOW)
        .arg("-o")
        .arg(&out)
        .env("FAKE_LINKER_STARTED", &started)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Until the linker says it runs (it then sleeps 30 s); modlink ending first fails the test.
    while !started.exists() {
        assert!(
            child.try_wait().unwrap().is_none(),
            "modlink exited before linking"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap(); // SIGKILL
    let status = child.wait().unwrap();
    assert!(!status.success());
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "previous library");
    assert_eq!(dir_entries(&s.out_dir), ["lib.so"]);
}

#[test]
fn failing_linker_reports_command_and_stderr_and_keeps_the_previous_output() {
    let s = setup();
    let out = s.out_dir.join("lib.so");
    std::fs::write(&out, "previous library").unwrap();
    let run = |verbose: bool| {
        let mut command = build_command(&s.tmp);
        command
            .arg("--object")
            .arg(s.inputs.join("host.o"))
            .arg("--import-manifest")
            .arg(s.inputs.join("imports.json"))
            .args(["--pack", "object", "--linker", FAILING, "-o"])
            .arg(&out);
        if verbose {
            command.arg("--verbose");
        }
        command.output().unwrap()
    };
    // The linker's stderr is the error: the CLI prints the command and all of it, without
    // needing --verbose.
    let brief = run(false);
    assert!(!brief.status.success());
    let brief = String::from_utf8_lossy(&brief.stderr);
    assert!(brief.contains("linker failed"), "{brief}");
    assert!(
        brief.contains(&format!("{FAILING} -shared -fPIC -o ")),
        "{brief}"
    );
    assert!(!brief.contains("more lines"), "{brief}");
    assert!(
        brief.contains("undefined symbol: missing_function_for_test"),
        "{brief}"
    );
    let output = run(true);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("linker failed"), "{stderr}");
    assert!(
        stderr.contains(&format!("{FAILING} -shared -fPIC -o ")),
        "{stderr}"
    );
    assert!(
        stderr.contains("lib0.o") && stderr.contains("devc.o"),
        "{stderr}"
    );
    assert!(
        stderr.contains("undefined symbol: missing_function_for_test"),
        "{stderr}"
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "previous library");
    assert_eq!(dir_entries(&s.out_dir), ["lib.so"]);
    // The work directory was removed even though the link failed.
    assert_eq!(dir_entries(&s.tmp), Vec::<String>::new());
}

#[test]
fn equal_inputs_give_identical_outputs_from_any_working_directory() {
    let s = setup();
    for (name, extra) in [
        ("lib.so", &["--pack", "object"][..]),
        ("lib_c.so", &["--pack", "c"][..]),
        ("lib_llvm.so", &["--pack", "llvm"][..]),
        (
            "lib.a",
            &["--system-lib", "--prefix", "mylib_", "--pack", "llvm"][..],
        ),
        ("lib.tar", &["--pack", "object"][..]),
    ] {
        let mut outputs = Vec::new();
        for run in ["a", "b"] {
            // Different working directories, relative input paths, different output dirs.
            let cwd = s.out_dir.join(format!("{name}-{run}"));
            std::fs::create_dir_all(cwd.join("nested")).unwrap();
            let inputs = pathdiff(&s.inputs, &cwd.join("nested"));
            let status = build_command(&s.tmp)
                .current_dir(cwd.join("nested"))
                .arg("--object")
                .arg(inputs.join("host.o"))
                .arg("--import-manifest")
                .arg(inputs.join("imports.json"))
                .args(extra)
                .arg("-o")
                .arg(Path::new("..").join(name))
                .output()
                .unwrap();
            assert!(
                status.status.success(),
                "{name}: {}",
                String::from_utf8_lossy(&status.stderr)
            );
            outputs.push(std::fs::read(cwd.join(name)).unwrap());
        }
        assert!(!outputs[0].is_empty(), "{name}");
        assert!(outputs[0] == outputs[1], "{name}: two exports differ");
        let text = String::from_utf8_lossy(&outputs[0]);
        assert!(
            !text.contains("modlink-export-"),
            "{name}: a work path leaked into the output"
        );
        assert!(
            !text.contains(s.tmp.to_str().unwrap()),
            "{name}: TMPDIR leaked into the output"
        );
    }
}

#[test]
fn tar_members_have_fixed_order_and_metadata() {
    let s = setup();
    let out = s.out_dir.join("objects.tar");
    let status = build_command(&s.tmp)
        .arg("--object")
        .arg(s.inputs.join("host.o"))
        .arg("--import-manifest")
        .arg(s.inputs.join("imports.json"))
        .args(["--pack", "object", "-o"])
        .arg(&out)
        .env("SOURCE_DATE_EPOCH", "1700000000")
        .output()
        .unwrap();
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    let host = std::fs::read(s.inputs.join("host.o")).unwrap();
    let mut archive = tar::Archive::new(std::fs::File::open(&out).unwrap());
    let mut members = Vec::new();
    for entry in archive.entries().unwrap() {
        let mut entry = entry.unwrap();
        let header = entry.header().clone();
        let mut data = Vec::new();
        std::io::Read::read_to_end(&mut entry, &mut data).unwrap();
        members.push((
            entry.path().unwrap().to_string_lossy().into_owned(),
            header.mtime().unwrap(),
            header.uid().unwrap(),
            header.gid().unwrap(),
            header.mode().unwrap(),
            data,
        ));
    }
    assert_eq!(members.len(), 2);
    assert_eq!(members[0].0, "lib0.o");
    assert_eq!(members[1].0, "devc.o");
    assert_eq!(members[0].5, host);
    for member in &members {
        assert_eq!(
            (member.1, member.2, member.3, member.4),
            (1_700_000_000, 0, 0, 0o644),
            "{}",
            member.0
        );
    }
}

/// `target` relative to `base` (both absolute), for relative command-line paths.
fn pathdiff(target: &Path, base: &Path) -> PathBuf {
    let target: Vec<_> = target.components().collect();
    let base: Vec<_> = base.components().collect();
    let common = target.iter().zip(&base).take_while(|(a, b)| a == b).count();
    let mut relative = PathBuf::new();
    for _ in common..base.len() {
        relative.push("..");
    }
    for component in &target[common..] {
        relative.push(component);
    }
    relative
}

/// The linked library is renamed out of the work directory when both are on one file system,
/// and copied when they are not (a TMPDIR on another file system: a tmpfs the test mounts): the
/// result, its mode and the replaced previous file are the same either way.
#[test]
fn linked_library_reaches_the_output_from_the_same_or_another_file_system() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let s = setup();
    let build = |tmp: &Path, out: &Path| {
        let mut command = Command::new(modlink_bin());
        command
            .arg("build")
            .env("TMPDIR", tmp)
            .arg("--object")
            .arg(s.inputs.join("host.o"))
            .arg("--import-manifest")
            .arg(s.inputs.join("imports.json"))
            .args(["--pack", "object", "-o"])
            .arg(out);
        command
    };
    let same = s.out_dir.join("same.so");
    std::fs::write(&same, b"previous").unwrap();
    let output = build(&s.tmp, &same).output().unwrap();
    assert!(
        output.status.success(),
        "same: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        dir_entries(&s.tmp),
        Vec::<String>::new(),
        "same: work dir left"
    );

    // The work directory on a tmpfs of its own: the script records what the test checks, as
    // the mount ends with it.
    let mount = s.tmp.parent().unwrap().join("other-fs");
    let results = s.tmp.parent().unwrap().join("results");
    std::fs::create_dir(&mount).unwrap();
    std::fs::create_dir(&results).unwrap();
    let other = s.out_dir.join("other.so");
    std::fs::write(&other, b"previous").unwrap();
    let command = build(Path::new("$MNT"), &other);
    let mut script = String::from("R=\"$1\"\nTMPDIR=\"$MNT\" \"$2\"");
    for arg in command.get_args() {
        script.push_str(&format!(" '{}'", arg.to_str().unwrap()));
    }
    script.push_str(
        " 2> \"$R/err\"; echo $? > \"$R/rc\"\n\
         ls -A \"$MNT\" > \"$R/left\"\nstat -c %d \"$MNT\" > \"$R/dev\"\n",
    );
    let Some(_) = support::small_fs::run_with_tmpfs(
        "linked_library_reaches_the_output_from_the_same_or_another_file_system",
        &mount,
        64 << 10,
        &script,
        &[results.as_os_str(), modlink_bin().as_os_str()],
    ) else {
        return;
    };
    let read = |name: &str| std::fs::read_to_string(results.join(name)).unwrap();
    assert_eq!(read("rc").trim(), "0", "other: {}", read("err"));
    assert_eq!(read("left"), "", "other: work dir left");
    let work_dev: u64 = read("dev").trim().parse().unwrap();

    for out in [&same, &other] {
        let metadata = std::fs::metadata(out).unwrap();
        assert_eq!(metadata.permissions().mode() & 0o777, 0o755, "{out:?}");
    }
    assert_ne!(
        work_dev,
        std::fs::metadata(&other).unwrap().dev(),
        "the work directory was on another file system"
    );
    let (same, other) = (
        std::fs::read(&same).unwrap(),
        std::fs::read(&other).unwrap(),
    );
    assert_ne!(same, b"previous");
    assert_eq!(same, other, "same bytes through rename and copy");
    assert_eq!(
        dir_entries(&s.out_dir),
        vec!["other.so".to_string(), "same.so".to_string()]
    );
}

// The file_output layer every writer goes through (export, model, cache, .npy).

#[cfg(unix)]
fn mode_of(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[cfg(unix)]
#[test]
fn atomic_replacement_gives_each_kind_of_file_its_mode_and_keeps_the_old_file_on_failure() {
    use modlink::file_output::{
        AtomicOptions, CreationMode, FileOutputError, OutputFile, replace_atomically,
    };
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    // The reference: what any program's new data file gets under this process's umask.
    let reference = dir.path().join("reference");
    std::fs::File::create(&reference).unwrap();
    let data_mode = mode_of(&reference);
    let write = |bytes: &'static [u8]| {
        move |file: &mut OutputFile<'_>| {
            file.write_all(bytes)
                .map_err(|source| FileOutputError::Write {
                    path: "unused".into(),
                    source,
                })
        }
    };

    let npy = dir.path().join("tensor.so");
    replace_atomically(&npy, AtomicOptions::DATA, write(b"data")).unwrap();
    assert_eq!(mode_of(&npy), data_mode, "data files are never executable");
    let library = dir.path().join("lib.so");
    replace_atomically(&library, AtomicOptions::OUTPUT, write(b"lib")).unwrap();
    // rwxrwxrwx less the umask: the read/write bits of a data file, plus x where r is allowed.
    assert_eq!(mode_of(&library), data_mode | ((data_mode & 0o444) >> 2));
    let entry = dir.path().join("entry");
    let private = AtomicOptions {
        prefix: ".tmp-",
        suffix: "",
        mode: CreationMode::Private,
        sweep_leftovers: false,
    };
    replace_atomically(&entry, private, write(b"entry")).unwrap();
    assert_eq!(mode_of(&entry), 0o600);
    assert_eq!(std::fs::read(&entry).unwrap(), b"entry");

    // A failing writer leaves the previous contents and no temporary file.
    let before = dir_entries(dir.path());
    let failed = replace_atomically(&library, AtomicOptions::OUTPUT, |_file| {
        Err::<(), FileOutputError>(FileOutputError::Write {
            path: library.display().to_string(),
            source: std::io::Error::other("disk on fire"),
        })
    })
    .unwrap_err();
    assert_eq!(
        failed.to_string(),
        format!("{}: cannot write: disk on fire", library.display())
    );
    assert_eq!(std::fs::read(&library).unwrap(), b"lib");
    assert_eq!(dir_entries(dir.path()), before);

    // No directory: the error names the output and its directory, not a temporary file.
    let nowhere = dir.path().join("missing").join("out.bin");
    let error = replace_atomically(&nowhere, AtomicOptions::OUTPUT, write(b"x")).unwrap_err();
    let text = error.to_string();
    let expected_start = format!(
        "{}: cannot create a file in `{}`: ",
        nowhere.display(),
        dir.path().join("missing").display()
    );
    assert!(text.starts_with(&expected_start), "{text}");
    assert!(!text.contains(".modlink-"), "{text}");
    assert!(matches!(error, FileOutputError::Create { .. }), "{error:?}");
    assert_eq!(error.io_error().kind(), std::io::ErrorKind::NotFound);
}

#[test]
fn deterministic_tar_members_carry_fixed_metadata_in_order() {
    use modlink::file_output::DeterministicTar;
    let write = || {
        let mut archive = DeterministicTar::new(Vec::new(), 1_700_000_000);
        archive.append("b.txt", 3, &b"bee"[..]).unwrap();
        archive.append("a/a.txt", 1, &b"a"[..]).unwrap();
        archive.finish().unwrap()
    };
    let bytes = write();
    assert_eq!(bytes, write(), "equal members give equal bytes");
    let mut read = tar::Archive::new(&bytes[..]);
    let members: Vec<(String, u32, u64, u64, u64, Vec<u8>)> = read
        .entries()
        .unwrap()
        .map(|entry| {
            let mut entry = entry.unwrap();
            let header = entry.header().clone();
            let mut data = Vec::new();
            std::io::Read::read_to_end(&mut entry, &mut data).unwrap();
            (
                entry.path().unwrap().display().to_string(),
                header.mode().unwrap(),
                header.mtime().unwrap(),
                header.uid().unwrap(),
                header.gid().unwrap(),
                data,
            )
        })
        .collect();
    assert_eq!(
        members,
        vec![
            ("b.txt".into(), 0o644, 1_700_000_000, 0, 0, b"bee".to_vec()),
            ("a/a.txt".into(), 0o644, 1_700_000_000, 0, 0, b"a".to_vec()),
        ]
    );
}
