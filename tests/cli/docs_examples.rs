//! The documentation's own examples, taken from the files a user reads: every layer
//! docs/relax.md spells (its JSON, as written) builds into a model library; the README's
//! `helper.c`, built with `modlink build` and called wrongly from TVM 0.27, raises a Python
//! exception and the process lives on (its error is set before the non-zero return), and
//! modlink's runtime reports the same error.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::path::Path;

fn read_doc(relative: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(relative)).unwrap()
}

/// The JSON of each layer in docs/relax.md's "Layers" table: every backquoted value of its
/// first column that is JSON (`{"dense": …}`, `"relu"`).
fn documented_layers() -> Vec<serde_json::Value> {
    let doc = read_doc("docs/relax.md");
    let table = doc
        .split("\n## Layers\n")
        .nth(1)
        .expect("docs/relax.md has a `## Layers` section");
    let mut layers = Vec::new();
    for row in table.lines().filter(|line| line.starts_with("| `")) {
        let first_column = row.split(" | ").next().unwrap();
        for (index, piece) in first_column.split('`').enumerate() {
            // Odd pieces are inside backquotes.
            if index % 2 == 1
                && let Ok(layer) = serde_json::from_str::<serde_json::Value>(piece)
            {
                layers.push(layer);
            }
        }
    }
    layers
}

/// A model around `layer` whose input suits it: NCHW for the image layers, rank 2 for the rest,
/// earlier layers for a residual add that reads one.
fn model_around(layer: &serde_json::Value) -> serde_json::Value {
    let name = match layer {
        serde_json::Value::String(name) => name.clone(),
        serde_json::Value::Object(map) => map.keys().next().unwrap().clone(),
        other => panic!("a layer is a string or an object: {other}"),
    };
    let image = [
        "conv2d",
        "conv2d_3x3",
        "max_pool",
        "avg_pool",
        "global_avg_pool",
        "batch_norm",
        "flatten",
    ]
    .contains(&name.as_str());
    let input_shape = if image {
        serde_json::json!([1, 2, 8, 8])
    } else {
        serde_json::json!([2, 16])
    };
    let mut layers = Vec::new();
    if name == "residual_add" {
        // `"from": k` reads layer k's output, which must come before.
        let from = layer["residual_add"]["from"].as_u64().unwrap_or(0);
        layers.extend(std::iter::repeat_n(
            serde_json::json!("relu"),
            from as usize + 1,
        ));
    }
    layers.push(layer.clone());
    serde_json::json!({"name": "doc", "input_shape": input_shape, "layers": layers})
}

#[test]
fn every_layer_the_docs_spell_builds() {
    let layers = documented_layers();
    // The table has 12 rows, two of which name two layers.
    assert!(layers.len() >= 14, "{layers:?}");
    let dir = tempfile::tempdir().unwrap();
    for (index, layer) in layers.iter().enumerate() {
        let model = model_around(layer);
        let file = format!("layer{index}.json");
        std::fs::write(dir.path().join(&file), model.to_string()).unwrap();
        let output = support::modlink_in(
            dir.path(),
            &["build-model", &file, "-o", &format!("layer{index}.so")],
        );
        assert!(
            output.status.success(),
            "the docs' layer {layer} does not build ({model}):\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

/// The README's `helper.c`, as printed.
fn readme_helper_c() -> String {
    let readme = read_doc("README.md");
    let start = readme
        .find("```c\n// helper.c")
        .expect("the README shows helper.c");
    let code = &readme[start + "```c\n".len()..];
    code[..code.find("```").unwrap()].to_string()
}

#[test]
fn the_readme_helper_raises_a_python_exception_when_called_wrongly_from_tvm() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("helper.c"), readme_helper_c()).unwrap();
    let built = support::modlink_in(dir.path(), &["build", "helper.c", "-o", "lib.so"]);
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let script = r#"
import json, sys, tvm
mul3 = tvm.runtime.load_module(sys.argv[1])["mul3"]
report = {"right": mul3(14), "wrong": []}
for args in [("x",), (1, 2), (2.5,)]:
    try:
        mul3(*args)
        report["wrong"].append("no error")
    except Exception as error:
        report["wrong"].append([type(error).__name__, str(error)])
report["alive"] = True
print(json.dumps(report))
"#;
    let library = dir.path().join("lib.so");
    let stdout = support::run_python(script, dir.path(), &[library.as_os_str()]);
    let report: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(report["right"], 42);
    assert_eq!(report["alive"], true);
    for wrong in report["wrong"].as_array().unwrap() {
        assert_eq!(
            wrong,
            &serde_json::json!(["TypeError", "mul3(x): x must be one int"]),
            "{report}"
        );
    }

    // modlink's runtime reports the same error.
    let output = support::modlink_in(dir.path(), &["run", "lib.so", "mul3", "--arg", "f32:2.5"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .starts_with("modlink: error: mul3: TypeError: mul3(x): x must be one int"),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}
