#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A full disk: every command that writes a file, writing it onto a file system with no space
//! left (a small tmpfs the test mounts), fails with an error that names the user's path and
//! the cause, and leaves the directory as it was: no partial file, no temporary file, and a
//! previous file of that name intact. The work directory is on another file system, so the
//! linked library is copied into place (the issue's `<temp dir>/…/out/x.so: cannot copy`).
#![cfg(target_os = "linux")]

use crate::support;

use std::collections::BTreeSet;

const KERNELS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir");
const MODEL: &str = r#"{"name": "tiny", "input_shape": [2, 6], "seed": 3,
    "layers": [{"dense": {"units": 4, "relu": true}}, {"dense": {"units": 3}}, "softmax"]}"#;

/// Each writer: a name, the arguments (`$MNT` stands for the full file system) and the path
/// its error must name.
const WRITERS: [(&str, &[&str], &str); 9] = [
    (
        "build-linked",
        &["build", "k.kir", "-o", "$MNT/x.so"],
        "$MNT/x.so",
    ),
    (
        "build-direct",
        &[
            "build",
            "k.kir",
            "--import-raw",
            "big_kind=payload.bin",
            "-o",
            "$MNT/old.so",
        ],
        "$MNT/old.so",
    ),
    (
        "build-tar",
        &["build", "k.kir", "-o", "$MNT/x.tar"],
        "$MNT/x.tar",
    ),
    (
        "build-emit",
        &["build", "k.kir", "--emit", "obj", "-o", "$MNT/k.o"],
        "$MNT/k.o",
    ),
    (
        "model-so",
        &["build-model", "tiny.json", "-o", "$MNT/c.so"],
        "$MNT/c.so",
    ),
    (
        "model-tar",
        &["build-model", "tiny.json", "-o", "$MNT/c.tar"],
        "$MNT/c.tar",
    ),
    (
        "run-npy",
        &[
            "run",
            "add.so",
            "add",
            "--arg",
            "f32[1024]:ones",
            "--arg",
            "f32[1024]:ones",
            "--arg",
            "f32[1024]:zeros",
            "--out",
            "$MNT/npy",
        ],
        "$MNT/npy/arg0.npy",
    ),
    (
        "run-model-npy",
        &[
            "run-model",
            "tiny.so",
            "--input",
            "x=x.npy",
            "--output",
            "$MNT/y.npy",
        ],
        "$MNT/y.npy",
    ),
    (
        "extract",
        &["extract", "direct.so", "-o", "$MNT/ex"],
        "$MNT/ex/",
    ),
];

fn ok(output: std::process::Output) {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn a_full_disk_is_reported_naming_the_output_and_leaves_nothing() {
    let root = tempfile::tempdir().unwrap();
    let (inputs, mount, results, tmp) = (
        root.path().join("inputs"),
        root.path().join("full"),
        root.path().join("results"),
        root.path().join("tmp"),
    );
    for dir in [&inputs, &mount, &results, &tmp] {
        std::fs::create_dir(dir).unwrap();
    }
    std::fs::copy(KERNELS, inputs.join("k.kir")).unwrap();
    std::fs::copy(support::fixture("add.so"), inputs.join("add.so")).unwrap();
    std::fs::write(inputs.join("tiny.json"), MODEL).unwrap();
    let x: Vec<f32> = (0..12u8).map(|i| f32::from(i) / 4.0 - 1.0).collect();
    let x = modlink::runtime::Tensor::from_slice(&[2, 6], &x).unwrap();
    modlink::runtime::npy::write(&inputs.join("x.npy"), &x).unwrap();
    // A payload larger than any space left, for the direct blob.
    let payload: Vec<u8> = (0..1u32 << 20).map(|i| (i * 7 + 3) as u8).collect();
    std::fs::write(inputs.join("payload.bin"), &payload).unwrap();
    for args in [
        &["build-model", "tiny.json", "-o", "tiny.so"][..],
        &[
            "build",
            "k.kir",
            "--import-raw",
            "big_kind=payload.bin",
            "-o",
            "direct.so",
        ],
    ] {
        ok(support::modlink_in(&inputs, args));
    }

    // Inside the mount's own namespace: the previous file, then the disk filled up, then every
    // writer; what each said and left is recorded outside the mount.
    let mut script = String::from(
        "set -u\nR=\"$1\"; M=\"$2\"; cd \"$3\"; export TMPDIR=\"$4\"\n\
         printf 'previous library' > \"$MNT/old.so\"\n\
         dd if=/dev/zero of=\"$MNT/filler\" bs=4096 2>/dev/null\n\
         df -k \"$MNT\" | tail -1 | awk '{print $4}' > \"$R/free\"\n",
    );
    for (name, args, _) in WRITERS {
        let quoted: Vec<String> = args.iter().map(|a| format!("\"{a}\"")).collect();
        script.push_str(&format!(
            "\"$M\" {} 2> \"$R/{name}.err\"; echo $? > \"$R/{name}.rc\"\n\
             find \"$MNT\" -mindepth 1 | sort > \"$R/{name}.ls\"\n",
            quoted.join(" ")
        ));
    }
    script.push_str("cat \"$MNT/old.so\" > \"$R/old.so\"\n");
    let Some(output) = support::small_fs::run_with_tmpfs(
        "a_full_disk_is_reported_naming_the_output_and_leaves_nothing",
        &mount,
        256,
        &script,
        &[
            results.as_os_str(),
            support::modlink_bin().as_os_str(),
            inputs.as_os_str(),
            tmp.as_os_str(),
        ],
    ) else {
        return;
    };
    let read = |name: &str| {
        std::fs::read_to_string(results.join(name)).unwrap_or_else(|e| {
            panic!(
                "{name}: {e}\nscript stderr: {}",
                String::from_utf8_lossy(&output.stderr)
            )
        })
    };
    assert_eq!(read("free").trim(), "0", "the file system is full");
    let mnt = mount.display().to_string();
    // What the directory may hold: what was there before, and the directories `--out` and
    // `extract -o` create (empty).
    let allowed: BTreeSet<String> = ["old.so", "filler", "npy", "ex"]
        .iter()
        .map(|name| format!("{mnt}/{name}"))
        .collect();
    for (name, _, path) in WRITERS {
        let path = path.replace("$MNT", &mnt);
        let error = read(&format!("{name}.err"));
        assert_ne!(read(&format!("{name}.rc")).trim(), "0", "{name} succeeded");
        assert!(
            error.contains(&path) && error.contains("No space left on device"),
            "{name}: the error does not name {path} and the cause:\n{error}"
        );
        for internal in [".modlink-", "modlink-export-", tmp.to_str().unwrap()] {
            assert!(
                !error.contains(internal),
                "{name}: an internal path in the error:\n{error}"
            );
        }
        let left: BTreeSet<String> = read(&format!("{name}.ls"))
            .lines()
            .map(str::to_string)
            .collect();
        assert!(
            left.is_subset(&allowed),
            "{name} left {:?}",
            left.difference(&allowed).collect::<Vec<_>>()
        );
    }
    assert_eq!(read("old.so"), "previous library");
}
