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

/// The tiny model by numpy: x (the input file) through dense + relu, dense and softmax with the
/// weights TVM's parameter reader takes from `tiny.tar`; compared with `by_params.npy`.
const REFERENCE: &str = r#"
import json, os, tarfile
import numpy as np
import tvm
d = os.path.dirname(os.path.abspath(__file__))
with tarfile.open(os.path.join(d, "tiny.tar")) as t:
    params = tvm.runtime.load_param_dict(t.extractfile("parameters/tiny.params").read())
w = {k: v.numpy() for k, v in params.items()}
x = np.load(os.path.join(d, "x.npy"))
h = np.maximum(x @ w["dense0_w"].T + w["dense0_b"], 0.0)
z = h @ w["dense1_w"].T + w["dense1_b"]
e = np.exp(z - z.max(axis=1, keepdims=True))
want = e / e.sum(axis=1, keepdims=True)
got = np.load(os.path.join(d, "by_params.npy"))
print(json.dumps({"shape": list(got.shape), "max_err": float(np.abs(got - want).max())}))
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
    // And against a reference outside modlink: the model's weights as TVM reads them from the
    // same model's Model Library Format tarball, the layers computed by numpy.
    let tarball = support::modlink_in(dir.path(), &["build-model", "tiny.json", "-o", "tiny.tar"]);
    assert!(
        tarball.status.success(),
        "{}",
        String::from_utf8_lossy(&tarball.stderr)
    );
    let reference = support::run_python_json(REFERENCE, dir.path());
    assert_eq!(reference["shape"], serde_json::json!([2, 3]), "{reference}");
    assert!(
        reference["max_err"].as_f64().unwrap() <= 1e-5,
        "run-model --params against numpy: {reference}"
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
