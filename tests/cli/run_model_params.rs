//! `run-model --params` on a graph-executor library: the file's arrays set inputs by name, as
//! `--input NAME=FILE.npy` does; a name that is no input and a wrong dtype or shape are errors
//! naming the input.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

const ARRAYS: &str = r#"
import os, sys
import numpy as np
os.chdir(sys.argv[1])
x = (np.arange(12, dtype="float32") / 4.0 - 1.0).reshape(2, 6)
np.save("x.npy", x)
np.savez("inputs.npz", x=x)
np.savez("unknown.npz", x=x, nope=np.zeros(3, "float32"))
np.savez("shape.npz", x=x.reshape(3, 4))
np.savez("dtype.npz", x=x.astype("float64"))
"#;

#[test]
fn graph_inputs_come_from_a_weights_file_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let model = r#"{"name": "tiny", "input_shape": [2, 6], "seed": 3,
                    "layers": [{"dense": {"units": 4, "relu": true}}, {"dense": {"units": 3}}, "softmax"]}"#;
    std::fs::write(dir.path().join("tiny.json"), model).unwrap();
    let built = support::modlink_in(
        dir.path(),
        &[
            "build-model",
            "tiny.json",
            "-o",
            "tiny.so",
            "--executor",
            "graph",
        ],
    );
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    support::run_python(ARRAYS, dir.path(), &[dir.path().as_os_str()]);

    let run = |args: &[&str]| {
        support::modlink_in(dir.path(), &[&["run-model", "tiny.so"], args].concat())
    };
    for args in [
        ["--input", "x=x.npy", "--output", "by_npy.npy"],
        ["--params", "inputs.npz", "--output", "by_params.npy"],
    ] {
        let ran = run(&args);
        assert!(
            ran.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&ran.stderr)
        );
    }
    let by_params = std::fs::read(dir.path().join("by_params.npy")).unwrap();
    assert_eq!(
        by_params,
        std::fs::read(dir.path().join("by_npy.npy")).unwrap()
    );

    for (args, needle) in [
        (vec!["--params", "unknown.npz"], "input `nope`"),
        (
            vec!["--params", "shape.npz"],
            "the graph takes f32 [2, 6], the array is f32 [3, 4]",
        ),
        (vec!["--params", "dtype.npz"], "the array is f64 [2, 6]"),
        (
            vec!["--input", "x=x.npy", "--params", "inputs.npz"],
            "input `x` is given by --input and by --params",
        ),
    ] {
        let ran = run(&args);
        let stderr = String::from_utf8_lossy(&ran.stderr);
        assert!(!ran.status.success(), "{args:?} succeeded");
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
    }
}
