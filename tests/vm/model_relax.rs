//! Models lowered to Relax executables (the default form): every model the front describes —
//! the demo MLP, a CNN with pooling and batch_norm, a transformer MLP block, and a model with a
//! dynamic batch at three batch sizes — run by TVM 0.27's Relax VM and by modlink's VM from the
//! library modlink writes, against the plain-Rust reference; the storage plan against a
//! hand-computed one.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::CodegenOptions;
use modlink::export::ExportOptions;
use modlink::model::export::{compile_model, export_model};
use modlink::model::{ModelSpec, SplitMix64, reference};
use modlink::target::TargetSpec;
use support::relax_write::{assert_close, run_in_modlink_vm, run_in_tvm};

const CNN: &str = r#"{"name": "cnn_pool", "input_shape": [2, 3, 16, 16], "seed": 11, "layers": [
  {"conv2d": {"channels": 6, "kernel": 5, "stride": 2, "padding": 2}},
  {"batch_norm": {}}, "relu",
  {"max_pool": {"size": 3, "stride": 2, "padding": 1}},
  {"conv2d": {"channels": 4, "kernel": 3, "padding": 1, "relu": true}},
  {"avg_pool": {"size": 2, "padding": 1}},
  "flatten",
  {"dense": {"units": 5}}]}"#;

const TRANSFORMER: &str = r#"{"name": "block", "input_shape": [6, 16], "seed": 3, "layers": [
  {"layer_norm": {}},
  {"dense": {"units": 32}}, "gelu", {"dense": {"units": 16}},
  {"residual_add": {}},
  {"layer_norm": {"epsilon": 1e-3}},
  {"residual_add": {"from": 4}},
  "softmax"]}"#;

const DYNAMIC: &str = r#"{"name": "dyn", "input_shape": ["n", 12], "seed": 9, "layers": [
  {"dense": {"units": 24, "relu": true}},
  {"layer_norm": {}},
  {"dense": {"units": 12}}, "gelu",
  {"residual_add": {}},
  {"dense": {"units": 4}}, "softmax"]}"#;

/// Builds `spec` into a Relax library and checks TVM 0.27 and modlink's VM against the
/// reference at each batch size.
fn check(spec: &ModelSpec, batches: &[i64]) {
    let target = TargetSpec::host().unwrap();
    let build = compile_model(spec, &target, &CodegenOptions::default()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join(format!("{}.so", spec.name));
    export_model(&build, &lib, &ExportOptions::new(target)).unwrap();
    let mut inputs = Vec::new();
    for &batch in batches {
        let mut shape = spec.input_shape.clone();
        shape[0] = batch;
        let count: i64 = shape.iter().product();
        inputs.push((
            shape,
            SplitMix64(batch as u64 + 17).f32_vec(count as usize, 1.0),
        ));
    }
    let tvm = run_in_tvm(&support::python(), &lib, &inputs, dir.path());
    for ((shape, x), got) in inputs.iter().zip(&tvm) {
        let want = reference::evaluate(spec, &build.artifacts, x);
        assert_close(
            got,
            &want,
            &format!("{} batch {} in TVM 0.27", spec.name, shape[0]),
        );
        let ours = run_in_modlink_vm(&lib, shape, x);
        assert_close(
            &ours,
            &want,
            &format!("{} batch {} in modlink's VM", spec.name, shape[0]),
        );
    }
}

#[test]
fn demo_mlp_runs_in_tvm_and_modlink_vm() {
    check(&ModelSpec::demo_mlp(), &[4]);
}

#[test]
fn cnn_with_pooling_and_batch_norm_runs_in_tvm_and_modlink_vm() {
    check(&ModelSpec::from_json(CNN).unwrap(), &[2]);
}

#[test]
fn transformer_block_runs_in_tvm_and_modlink_vm() {
    check(&ModelSpec::from_json(TRANSFORMER).unwrap(), &[6]);
}

#[test]
fn dynamic_batch_runs_at_three_batch_sizes() {
    check(&ModelSpec::from_json(DYNAMIC).unwrap(), &[1, 3, 8]);
}

/// The CNN's plan worked by hand: a chain where each output is read only by the next layer
/// alternates between two storages sized for the largest tensor; the result gets its own.
#[test]
fn storage_plan_of_the_cnn_and_the_demo() {
    use modlink::model::relax::plan_storage;
    let spec = ModelSpec::from_json(CNN).unwrap();
    let plan = plan_storage(&spec.lower().unwrap(), false);
    // Bytes per layer output: 3072 ×3, 768, 512, 288, 288, 40 (the result).
    assert_eq!(plan.storage_of_layer, vec![0, 1, 0, 1, 0, 1, 0, 2]);
    assert_eq!(plan.storage_bytes, vec![3072, 3072, 40]);
    assert_eq!(plan.planned_bytes, 6184);
    assert_eq!(plan.naive_bytes, 3 * 3072 + 768 + 512 + 288 + 288 + 40);
    // The demo MLP: dense0 [4,128], dense1 [4,10], softmax [4,10] (the result): nothing is free
    // to share in a three-layer chain.
    let plan = plan_storage(&ModelSpec::demo_mlp().lower().unwrap(), false);
    assert_eq!(plan.storage_bytes, vec![2048, 160, 160]);
    assert_eq!((plan.planned_bytes, plan.naive_bytes), (2368, 2368));
    // A residual keeps its source alive: layer 6 reads layer 4's output, so layer 4's storage
    // (0) and layer 5's (1) are both busy at layer 6, which takes a third; layer 2 grows
    // storage 0 from 384 to 768 bytes rather than opening a new one.
    let spec = ModelSpec::from_json(TRANSFORMER).unwrap();
    let plan = plan_storage(&spec.lower().unwrap(), false);
    assert_eq!(plan.storage_of_layer, vec![0, 1, 0, 1, 0, 1, 2, 3]);
    assert_eq!(plan.storage_bytes, vec![768, 768, 384, 384]);
}

/// The start of `main` as TVM's compiler emits it: check_tensor_info then match_shape, with the
/// batch stored to the shape heap when it is dynamic; every parameter a tensor constant.
#[test]
fn executable_checks_the_input_like_tvm() {
    use modlink::model::relax::lower_to_relax;
    use modlink::module::relax::{Constant, InstrArg, Instruction};
    let spec = ModelSpec::from_json(DYNAMIC).unwrap();
    let art = spec.lower().unwrap();
    let exe = lower_to_relax(&spec, &art).unwrap().executable;
    let name = |i: usize| match exe.instruction(i).unwrap() {
        Instruction::Call { func_idx, args, .. } => {
            (exe.functions[func_idx as usize].name.clone(), args)
        }
        other => panic!("{other:?}"),
    };
    assert_eq!(name(0).0, "vm.builtin.alloc_shape_heap");
    assert_eq!(name(1).0, "vm.builtin.check_tensor_info");
    let (callee, args) = name(2);
    assert_eq!(callee, "vm.builtin.match_shape");
    // x, heap, ndim 2, (StoreToHeap, 0), (AssertEqualToImm, 12), err_ctx.
    assert_eq!(
        &args[..7],
        &[
            InstrArg::Register(0),
            InstrArg::Register(1),
            InstrArg::Immediate(2),
            InstrArg::Immediate(1),
            InstrArg::Immediate(0),
            InstrArg::Immediate(0),
            InstrArg::Immediate(12),
        ]
    );
    let InstrArg::ConstIdx(ctx) = args[7] else {
        panic!("{args:?}")
    };
    assert_eq!(
        exe.constants[ctx as usize],
        Constant::Str(
            "ErrorContext(fn=main, loc=param[0], param=x, annotation=R.Tensor((n, 12), dtype=\"float32\")) ".into()
        )
    );
    let tensors: Vec<_> = exe
        .constants
        .iter()
        .filter_map(|c| match c {
            Constant::Tensor(t) => Some(t.data.clone()),
            _ => None,
        })
        .collect();
    let params: Vec<_> = art
        .params
        .entries
        .iter()
        .map(|(_, t)| t.data.clone())
        .collect();
    assert_eq!(tensors, params);
}

/// The library writer's payload for a model is the bytes of the independent encoder of
/// `tests/support/relax_write.rs` (written from the spec).
#[test]
fn library_payload_matches_the_independent_encoder() {
    use modlink::blob::Layout;
    use modlink::model::export::relax_model_tree;
    use modlink::model::relax::lower_to_relax;
    let spec = ModelSpec::from_json(CNN).unwrap();
    let exe = lower_to_relax(&spec, &spec.lower().unwrap())
        .unwrap()
        .executable;
    let blob = modlink::blob::write(&relax_model_tree(&exe).unwrap(), Layout::Current).unwrap();
    let payload = support::relax_write::encode_payload(&exe);
    assert!(
        blob.windows(payload.len()).any(|w| w == payload.as_slice()),
        "the blob holds the payload byte for byte"
    );
}

/// `modlink build-model` with `params_file` (relative to the description): the library holds
/// those weights; a dynamic batch with `--executor graph` is refused with the reason.
#[test]
fn build_model_reads_a_params_file_and_refuses_a_dynamic_graph() {
    use modlink::params::{ParamDict, ParamTensor};
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("m")).unwrap();
    let json = r#"{"name": "pf", "input_shape": [2, 3], "params_file": "w.params",
                   "layers": [{"dense": {"units": 2}}, {"batch_norm": {"epsilon": 1e-12}}]}"#;
    std::fs::write(dir.path().join("m/pf.json"), json).unwrap();
    let t = |shape: Vec<i64>, v: &[f32]| ParamTensor::from_f32(shape, v).unwrap();
    let dict = ParamDict {
        entries: vec![
            (
                "dense0_w".into(),
                t(vec![2, 3], &[1.0, 2.0, 3.0, -1.0, 0.5, 0.0]),
            ),
            ("dense0_b".into(), t(vec![2], &[0.5, -0.5])),
            ("bn1_gamma".into(), t(vec![2], &[2.0, 1.0])),
            ("bn1_beta".into(), t(vec![2], &[0.0, 1.0])),
            ("bn1_mean".into(), t(vec![2], &[1.0, 0.0])),
            ("bn1_var".into(), t(vec![2], &[4.0, 1.0])),
        ],
    };
    std::fs::write(
        dir.path().join("m/w.params"),
        modlink::params::write(&dict).unwrap(),
    )
    .unwrap();
    let out = std::process::Command::new(support::modlink_bin())
        .args(["build-model", "m/pf.json", "-o", "pf.so"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let x = [1.0f32, 0.0, -1.0, 2.0, 1.0, 0.0];
    // By hand: dense rows [1-3+0.5, -1+0-0.5] = [-1.5, -1.5] and [2+2+0.5, -2+0.5-0.5] = [4.5, -2];
    // batch_norm (ε = 1e-12 vanishes next to the variances in f32): ch0 (v-1)/2*2, ch1 (v-0)/1*1+1.
    let want = [-2.5f32, -0.5, 3.5, -1.0];
    let got = run_in_modlink_vm(&dir.path().join("pf.so"), &[2, 3], &x);
    assert_close(&got, &want, "params file model");

    let json = r#"{"name": "dg", "input_shape": ["n", 3], "layers": ["relu"]}"#;
    std::fs::write(dir.path().join("dg.json"), json).unwrap();
    let out = std::process::Command::new(support::modlink_bin())
        .args([
            "build-model",
            "dg.json",
            "-o",
            "dg.so",
            "--executor",
            "graph",
        ])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        // Named in the description's file, as every error the description causes.
        "modlink: error: dg.json: model `dg`: the graph executor needs static shapes; the batch dim `n` is dynamic (use the Relax executor)"
    );
}
