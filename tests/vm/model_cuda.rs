//! Models built for CUDA (`compile_model_cuda`, `build-model --device cuda`) without a GPU: the
//! demo MLP's library is a Relax executable → `_lib` → `cuda`, and modlink's VM on devices
//! [cuda:0, cpu] over the recording backend uploads the weights byte for byte, copies `x` in,
//! takes one device block per planned storage and launches one kernel per layer with the grid
//! and block the model's sizes imply and pointers to the right tensors; a dynamic batch passes
//! its dim to the kernels and sizes the grid by it; a layer without a device kernel is refused
//! by name. The recording backend runs no kernel: the per-element and dense kernels are checked
//! against the plain-Rust evaluation run serially on the CPU, softmax on a GPU
//! (`modlink demo --device cuda`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::CodegenOptions;
use modlink::codegen::nvptx::NvptxOptions;
use modlink::model::device_code::ModelKernels;
use modlink::model::export::{Executor, ModelBuild, compile_model_cuda, export_model};
use modlink::model::{ModelError, ModelSpec};
use modlink::runtime::device::{KernelArg, RecordedMemoryOp, RecordingBackend};
use modlink::runtime::vm::{VirtualMachine, VmOptions, VmValue};
use modlink::runtime::{Device, Library, OpenOptions, Tensor};
use modlink::target::TargetSpec;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// libdevice from the venv's `nvidia-cuda-nvcc-cu12` (softmax calls `exp`).
pub(crate) fn libdevice() -> PathBuf {
    let lib = support::python()
        .parent()
        .and_then(Path::parent)
        .unwrap()
        .join("lib");
    std::fs::read_dir(&lib)
        .unwrap()
        .filter_map(Result::ok)
        .map(|entry| {
            entry
                .path()
                .join("site-packages/nvidia/cuda_nvcc/nvvm/libdevice/libdevice.10.bc")
        })
        .find(|path| path.is_file())
        .expect("libdevice of nvidia-cuda-nvcc-cu12 in the venv (ci/setup.sh)")
}

pub(crate) fn build_cuda(spec: &ModelSpec, gpu: &str) -> Result<ModelBuild, ModelError> {
    let options = NvptxOptions {
        gpu: modlink::codegen::nvptx::GpuArch::parse(gpu).unwrap(),
        libdevice: Some(libdevice()),
        keep_llvm_ir: false,
    };
    compile_model_cuda(
        spec,
        &TargetSpec::host().unwrap(),
        &CodegenOptions::default(),
        &options,
        Executor::Relax,
    )
}

fn export(build: &ModelBuild, dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(format!("{name}.so"));
    export_model(
        build,
        &path,
        &modlink::export::ExportOptions::new(TargetSpec::host().unwrap()),
    )
    .unwrap();
    path
}

fn allocations(ops: &[RecordedMemoryOp]) -> Vec<(usize, u64)> {
    ops.iter()
        .filter_map(|op| match op {
            RecordedMemoryOp::Alloc {
                device: 0,
                bytes,
                ptr,
            } => Some((*bytes, *ptr)),
            _ => None,
        })
        .collect()
}

fn pointer(ptr: u64) -> KernelArg {
    KernelArg::InPlace(ptr.to_le_bytes())
}

fn device_bytes(backend: &RecordingBackend, ptr: u64, len: usize) -> Vec<u8> {
    let mut bytes = vec![0u8; len];
    modlink::runtime::device::DeviceBackend::copy_to_host(backend, 0, &mut bytes, ptr).unwrap();
    bytes
}

fn blocks_for(threads: usize) -> u32 {
    threads.div_ceil(256) as u32
}

#[test]
fn the_demo_mlp_for_cuda_uploads_its_weights_and_launches_one_kernel_per_layer() {
    let spec = ModelSpec::demo_mlp();
    let (batch, features, hidden, classes) = (4usize, 64usize, 128usize, 10usize);
    let build = build_cuda(&spec, "sm_80").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = export(&build, dir.path(), "mlp_cuda");

    let backend = Arc::new(RecordingBackend::new());
    let library =
        Library::open_with(&path, &OpenOptions::new().device_backend(backend.clone())).unwrap();
    let mut vm =
        VirtualMachine::with_options(&library, VmOptions::default().with_device(Device::Cuda(0)))
            .unwrap();
    assert_eq!(vm.devices(), [Device::Cuda(0), Device::Cpu]);

    // The weights, uploaded when the VM was made, in layer order: dense0's W and b, dense1's.
    let weights: Vec<(&str, &modlink::params::ParamTensor)> = build
        .artifacts
        .layers
        .iter()
        .flat_map(|layer| layer.params.iter().map(|(name, t)| (name.as_str(), t)))
        .collect();
    let names: Vec<&str> = weights.iter().map(|(name, _)| *name).collect();
    assert_eq!(names, ["dense0_w", "dense0_b", "dense1_w", "dense1_b"]);
    let shapes: Vec<Vec<i64>> = weights.iter().map(|(_, t)| t.shape.clone()).collect();
    assert_eq!(
        shapes,
        [
            vec![hidden as i64, features as i64],
            vec![hidden as i64],
            vec![classes as i64, hidden as i64],
            vec![classes as i64]
        ]
    );
    let uploads = allocations(&backend.memory_ops());
    assert_eq!(uploads.len(), weights.len(), "{uploads:?}");
    for ((bytes, ptr), (name, tensor)) in uploads.iter().zip(&weights) {
        assert_eq!(*bytes, tensor.data.len(), "{name}");
        assert_eq!(
            device_bytes(&backend, *ptr, *bytes),
            tensor.data.as_ref(),
            "{name}"
        );
    }

    let x: Vec<f32> = (0..batch * features).map(|i| i as f32 / 256.0).collect();
    let ops = backend.memory_ops().len();
    let x_tensor = Tensor::from_slice(&[batch as i64, features as i64], &x).unwrap();
    let x_device = vm.to_device(&VmValue::tensor(&x_tensor).unwrap()).unwrap();
    let result = vm.call("main", std::slice::from_ref(&x_device)).unwrap();
    // x's copy, then the storages: dense0's output (4×128 f32), dense1's (4×10), the result's.
    let blocks = allocations(&backend.memory_ops()[ops..]);
    let sizes: Vec<usize> = blocks.iter().map(|(bytes, _)| *bytes).collect();
    assert_eq!(
        sizes,
        [
            batch * features * 4,
            batch * hidden * 4,
            batch * classes * 4,
            batch * classes * 4
        ]
    );
    let x_bytes: Vec<u8> = x.iter().flat_map(|v| v.to_le_bytes()).collect();
    assert_eq!(device_bytes(&backend, blocks[0].1, x_bytes.len()), x_bytes);

    let launches = backend.launches();
    let summary: Vec<(&str, [u32; 3], [u32; 3], u32)> = launches
        .iter()
        .map(|l| {
            (
                l.kernel.as_str(),
                l.config.grid,
                l.config.block,
                l.config.dynamic_shared_bytes,
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            ("dense0", [blocks_for(batch * hidden), 1, 1], [256, 1, 1], 0),
            (
                "dense1",
                [blocks_for(batch * classes), 1, 1],
                [256, 1, 1],
                0
            ),
            ("softmax2", [batch as u32, 1, 1], [256, 1, 1], 0),
        ]
    );
    let (x_ptr, hidden_ptr, logits_ptr, out_ptr) =
        (blocks[0].1, blocks[1].1, blocks[2].1, blocks[3].1);
    let (w0, b0, w1, b1) = (uploads[0].1, uploads[1].1, uploads[2].1, uploads[3].1);
    assert_eq!(
        launches[0].args,
        [
            pointer(x_ptr),
            pointer(w0),
            pointer(b0),
            pointer(hidden_ptr)
        ]
    );
    assert_eq!(
        launches[1].args,
        [
            pointer(hidden_ptr),
            pointer(w1),
            pointer(b1),
            pointer(logits_ptr)
        ]
    );
    assert_eq!(launches[2].args, [pointer(logits_ptr), pointer(out_ptr)]);
    // The code image: the build's PTX and its NUL, loaded once, at the first launch.
    let modules = backend.modules();
    assert_eq!(modules.len(), 1);
    assert_eq!(modules[0].fmt, "ptx");
    let Some(ModelKernels::Cuda { device, .. }) = build.device.as_ref().map(|d| &d.kernels) else {
        panic!("a CUDA build has CUDA kernels");
    };
    assert_eq!(modules[0].image, [device.ptx.as_bytes(), b"\0"].concat());
    // Independently of the build: NVIDIA's ptxas assembles the loaded image, and its entry
    // functions are exactly the kernels launched.
    assert_eq!(
        ptxas_entries(&modules[0].image),
        ["dense0", "dense1", "softmax2"]
    );
    // Each wrapper made device 0 current before its launch.
    assert_eq!(backend.current_devices(), [0, 0, 0]);
    // The result stays in its block on the device until copied out (zero: nothing ran).
    assert_eq!(
        result.as_tensor().unwrap().storage().device_address(),
        Some(out_ptr)
    );
    let host = vm.to_host(&result).unwrap();
    let out = host.as_tensor().unwrap();
    assert_eq!(out.device(), Device::Cpu);
    assert_eq!(out.shape(), [batch as i64, classes as i64]);
    assert_eq!(out.to_bytes(), vec![0u8; batch * classes * 4]);
}

#[test]
fn a_dynamic_batch_passes_its_dim_and_sizes_the_grid_by_it() {
    let spec = ModelSpec::from_json(
        r#"{"name": "dyn", "input_shape": ["n", 16], "seed": 7,
            "layers": [{"dense": {"units": 300, "relu": true}}, "gelu",
                       {"dense": {"units": 5}}, "softmax"]}"#,
    )
    .unwrap();
    let build = build_cuda(&spec, "sm_90").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = export(&build, dir.path(), "dyn_cuda");
    let backend = Arc::new(RecordingBackend::new());
    let library =
        Library::open_with(&path, &OpenOptions::new().device_backend(backend.clone())).unwrap();
    let mut vm =
        VirtualMachine::with_options(&library, VmOptions::default().with_device(Device::Cuda(0)))
            .unwrap();
    for batch in [3usize, 1] {
        let before = backend.launches().len();
        let x = vec![0.5f32; batch * 16];
        let result = vm
            .call_host(
                "main",
                &[VmValue::tensor(&Tensor::from_slice(&[batch as i64, 16], &x).unwrap()).unwrap()],
            )
            .unwrap();
        assert_eq!(result.as_tensor().unwrap().shape(), [batch as i64, 5]);
        let launches = &backend.launches()[before..];
        let summary: Vec<(&str, u32, usize)> = launches
            .iter()
            .map(|l| (l.kernel.as_str(), l.config.grid[0], l.args.len()))
            .collect();
        // Each kernel takes its buffers, then the batch dim `n` as an i64.
        assert_eq!(
            summary,
            [
                ("dense0", blocks_for(batch * 300), 5),
                ("gelu1", blocks_for(batch * 300), 3),
                ("dense2", blocks_for(batch * 5), 5),
                ("softmax3", batch as u32, 3),
            ],
            "batch {batch}"
        );
        for launch in launches {
            assert_eq!(
                launch.args.last(),
                Some(&KernelArg::InPlace((batch as i64).to_le_bytes())),
                "{}",
                launch.kernel
            );
        }
    }
}

#[test]
fn a_layer_without_a_device_kernel_is_refused_by_name() {
    let error = build_cuda(&ModelSpec::demo_cnn(), "sm_80").unwrap_err();
    let message = error.to_string();
    assert!(
        matches!(error, ModelError::Layer { layer: 0, .. }),
        "{error:?}"
    );
    assert!(
        message.contains("model `cnn`: layer 0: conv2d_3x3 has no device kernel"),
        "{message}"
    );
    assert!(message.contains("dense, relu, gelu, softmax"), "{message}");
    // The graph executor runs on the CPU only.
    let options = NvptxOptions {
        libdevice: Some(libdevice()),
        ..NvptxOptions::default()
    };
    let graph = compile_model_cuda(
        &ModelSpec::demo_mlp(),
        &TargetSpec::host().unwrap(),
        &CodegenOptions::default(),
        &options,
        Executor::Graph,
    )
    .unwrap_err();
    assert!(
        graph.to_string().contains("needs the Relax executor"),
        "{graph}"
    );
}

/// The device kernels of flatten, dense, gelu, residual add, reshape and relu, their bound loops made serial (a thread per
/// iteration, run one after another: the same result for kernels without shared memory,
/// barriers or shuffles), compiled for the CPU in place of the host kernels of the same names
/// and parameters: the model's result is the plain-Rust evaluation's. Softmax's reductions
/// across threads have no serial form; a GPU checks it (`modlink demo --device cuda`).
#[test]
fn dense_and_elementwise_device_kernels_run_serially_match_the_reference() {
    use modlink::model::export::compile_model_for;
    use modlink::model::{SplitMix64, device_kernels, reference};
    use modlink::runtime::vm::leaf_tensor;

    let spec = ModelSpec::from_json(
        r#"{"name": "serial", "input_shape": [3, 2, 12], "seed": 11,
            "layers": ["flatten", {"dense": {"units": 300, "relu": true}}, "gelu",
                       {"dense": {"units": 24}}, {"residual_add": {"from": 0}},
                       {"reshape": {"shape": [4, 6]}}, "relu"]}"#,
    )
    .unwrap();
    let target = TargetSpec::host().unwrap();
    let mut build =
        compile_model_for(&spec, &target, &CodegenOptions::default(), Executor::Relax).unwrap();
    let device_kir = device_kernels::device_kir(&spec, &build.artifacts).unwrap();
    assert_eq!(device_kir.matches("device kernel ").count(), 7);
    let serial = device_kir
        .replace("device kernel ", "kernel ")
        .replace(" blockIdx.x {", " {")
        .replace(" threadIdx.x {", " {");
    let program = modlink::ir::parse(&serial, "serial.kir").unwrap();
    build.host_object = modlink::codegen::compile(&program, &target, &CodegenOptions::default())
        .unwrap()
        .bytes;
    let dir = tempfile::tempdir().unwrap();
    let path = export(&build, dir.path(), "serial");

    let input = SplitMix64(5).f32_vec(3 * 2 * 12, 1.0);
    let library = Library::open(&path).unwrap();
    let mut vm = VirtualMachine::new(&library).unwrap();
    let result = vm
        .call(
            "main",
            &[VmValue::tensor(&Tensor::from_slice(&[3, 2, 12], &input).unwrap()).unwrap()],
        )
        .unwrap();
    let got = leaf_tensor(&result)
        .unwrap()
        .as_slice::<f32>()
        .unwrap()
        .to_vec();
    let want = reference::evaluate(&spec, &build.artifacts, &input);
    assert_eq!(got.len(), want.len());
    assert!(
        want.iter().any(|v| *v > 0.0),
        "a result that is not all zero"
    );
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert!(
            (g - w).abs() <= 1e-5 * w.abs().max(1.0),
            "element {i}: {g} vs {w}"
        );
    }
}

/// The entry functions ptxas (the venv's, NVIDIA's own parser) compiles from a loaded PTX image
/// (text and its NUL) for the image's own `.target`, sorted; the test fails if ptxas refuses it.
fn ptxas_entries(image: &[u8]) -> Vec<String> {
    let (nul, text) = image.split_last().expect("an empty image");
    assert_eq!(*nul, 0, "a PTX image ends with its NUL");
    let text = std::str::from_utf8(text).expect("PTX is text");
    let target = text
        .lines()
        .find_map(|line| line.trim().strip_prefix(".target "))
        .expect("a .target line")
        .split(',')
        .next()
        .unwrap()
        .trim()
        .to_string();
    let dir = tempfile::tempdir().unwrap();
    let ptx = dir.path().join("image.ptx");
    std::fs::write(&ptx, text).unwrap();
    let output = std::process::Command::new(support::cuda::ptxas())
        .args(["--gpu-name", &target, "-v", "-o"])
        .arg(dir.path().join("image.cubin"))
        .arg(&ptx)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "ptxas refused the image: {report}");
    let mut entries: Vec<String> = report
        .lines()
        .filter_map(|line| line.split("Compiling entry function '").nth(1))
        .filter_map(|rest| rest.split('\'').next())
        .map(str::to_string)
        .collect();
    entries.sort();
    entries
}
