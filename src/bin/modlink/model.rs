//! Model commands that compile: `modlink demo` (the main job), `build-model` and `link-mlf`.

use crate::device_args::DeviceCodeArgs;
use crate::inspect;
use crate::run_model::graph_error;
use modlink::codegen::{CodegenOptions, OptLevel};
use modlink::export::ExportOptions;
use modlink::inspect::locate::LocateOptions;
use modlink::model::export::{
    Executor, ModelBuild, compile_model_cuda, compile_model_for, compile_model_opencl, export_mlf,
    export_model, link_mlf, source_date_epoch,
};
use modlink::model::device_code::ModelKernels;
use modlink::model::relax::StoragePlan;
use modlink::model::{ModelSpec, SplitMix64, reference};
use modlink::runtime::graph_executor::GraphExecutor;
use modlink::runtime::vm::{VirtualMachine, VmOptions, VmValue, leaf_tensor};
use modlink::runtime::{Device, Library, Tensor};
use modlink::target::TargetSpec;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The executor module at the root of a model library.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ExecutorArg {
    /// `relax.VMExecutable`: what TVM 0.20 and later load (the default).
    Relax,
    /// `GraphExecutorFactory`: what TVM up to 0.20 loads (static shapes only).
    Graph,
}

impl From<ExecutorArg> for Executor {
    fn from(arg: ExecutorArg) -> Executor {
        match arg {
            ExecutorArg::Relax => Executor::Relax,
            ExecutorArg::Graph => Executor::Graph,
        }
    }
}

/// Where a model's kernels run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum DeviceArg {
    /// Host kernels compiled for the target's CPU (the default).
    #[default]
    Cpu,
    /// Device kernels (PTX) for an NVIDIA GPU, launched by host wrappers in `_lib`; the Relax
    /// VM runs on devices [cuda:0, cpu].
    Cuda,
    /// Device kernels (OpenCL C 1.2) for any OpenCL device, launched by host wrappers in
    /// `_lib`; the Relax VM runs on devices [opencl:0, cpu].
    Opencl,
}

impl DeviceArg {
    /// Its `--device` value.
    fn name(self) -> &'static str {
        match self {
            DeviceArg::Cpu => "cpu",
            DeviceArg::Cuda => "cuda",
            DeviceArg::Opencl => "opencl",
        }
    }

    /// The device a model built so runs on in the VM.
    fn run_device(self) -> Device {
        match self {
            DeviceArg::Cpu => Device::Cpu,
            DeviceArg::Cuda => Device::Cuda(0),
            DeviceArg::Opencl => Device::OpenCl(0),
        }
    }
}

/// Compiles `spec` for `device`: host kernels for the target, or device kernels as the
/// device-code options say (`--gpu`, `--libdevice`, `--cuda-code`).
fn compile_for(
    spec: &ModelSpec,
    target: &TargetSpec,
    codegen: &CodegenOptions,
    executor: Executor,
    device: DeviceArg,
    device_code: &DeviceCodeArgs,
) -> modlink::Result<ModelBuild> {
    Ok(match device {
        DeviceArg::Cpu => compile_model_for(spec, target, codegen, executor)?,
        DeviceArg::Cuda => {
            let nvptx_options = device_code.nvptx_options()?;
            // Before anything is compiled: a cubin without a ptxas fails now.
            let code = device_code.cuda_code(&nvptx_options.gpu)?;
            let mut build = compile_model_cuda(spec, target, codegen, &nvptx_options, executor)?;
            if let Some(ModelKernels::Cuda { device, .. }) =
                build.device.as_mut().map(|device| &mut device.kernels)
            {
                device.code = code;
            }
            build
        }
        DeviceArg::Opencl => {
            if let Some(given) = crate::build_device::cuda_options_given(device_code).first() {
                return Err(modlink::export::ExportError::Argument {
                    argument: given.clone(),
                    message: "a model for OpenCL has OpenCL C kernels, which the driver compiles \
                              for the device it runs on: the CUDA code options do not apply; \
                              drop it, or build with --device cuda"
                        .into(),
                }
                .into());
            }
            compile_model_opencl(spec, target, codegen, executor)?
        }
    })
}

/// Arguments of `modlink demo`.
#[derive(clap::Args)]
pub struct DemoArgs {
    /// Where to write demo.so and demo.tar.
    #[arg(long, default_value = ".")]
    dir: PathBuf,
    /// The executor at the root of demo.so.
    #[arg(long, value_enum, default_value = "relax")]
    executor: ExecutorArg,
    /// Where the model runs: `cpu`, `cuda` or `opencl` (device kernels; running needs an NVIDIA
    /// driver, or an OpenCL driver such as PoCL: without one the demo stops with an error after
    /// building and printing the library).
    #[arg(long, value_enum, default_value = "cpu")]
    device: DeviceArg,
    /// With `--device cuda`.
    #[command(flatten)]
    device_code: DeviceCodeArgs,
}

/// Arguments of `modlink build-model`.
#[derive(clap::Args)]
pub struct BuildModelArgs {
    /// Model description (JSON): name, input_shape, layers, seed.
    model: PathBuf,
    /// Output: a library (.so/.dylib/.dll/.a) or a Model Library Format tarball (.tar).
    #[arg(short, long)]
    output: PathBuf,
    /// Target triple (default: this host).
    #[arg(long)]
    target: Option<String>,
    /// The executor at the root of a library (a .tar always describes the graph executor).
    #[arg(long, value_enum, default_value = "relax")]
    executor: ExecutorArg,
    /// Where the model runs: `cpu`, `cuda` or `opencl` (a library of device kernels: Relax
    /// executable → `_lib` → `cuda` or `opencl`; not a .tar).
    #[arg(long, value_enum, default_value = "cpu")]
    device: DeviceArg,
    /// With `--device cuda`.
    #[command(flatten)]
    device_code: DeviceCodeArgs,
}

/// Arguments of `modlink link-mlf`.
#[derive(clap::Args)]
pub struct LinkMlfArgs {
    /// A Model Library Format tarball.
    tarball: PathBuf,
    /// The library to write.
    #[arg(short, long)]
    output: PathBuf,
}

fn host() -> modlink::Result<TargetSpec> {
    Ok(TargetSpec::host()?)
}

/// Runs `modlink demo`: build the MLP into demo.so and demo.tar, print its tree, reopen it,
/// run one inference and check it against a plain-Rust evaluation.
pub fn demo(args: DemoArgs) -> modlink::Result<ExitCode> {
    // As `run`: a bad thread count is refused before anything is built.
    modlink::runtime::pool_size_from_env()?;
    let spec = ModelSpec::demo_mlp();
    let target = host()?;
    let dir = crate::output_dir::OutputDir::prepare(&args.dir)?;
    let library = args.dir.join("demo.so");
    let tarball = args.dir.join("demo.tar");

    let started = Instant::now();
    let codegen = CodegenOptions {
        opt_level: OptLevel::O3,
        ..CodegenOptions::default()
    };
    let build = compile_for(
        &spec,
        &target,
        &codegen,
        args.executor.into(),
        args.device,
        &args.device_code,
    )?;
    export_model(&build, &library, &ExportOptions::new(target))?;
    dir.keep();
    let on_device = build.device.is_some();
    if !on_device {
        export_mlf(&build, &tarball, source_date_epoch())?;
    }
    let build_time = started.elapsed();

    println!(
        "built model `{}` ({} layers, {} parameters, {} bytes of weights) for {}",
        spec.name,
        spec.layers.len(),
        build.artifacts.params.entries.len(),
        build
            .artifacts
            .params
            .entries
            .iter()
            .map(|(_, t)| t.data.len())
            .sum::<usize>(),
        build.target
    );
    match &build.device {
        Some(device) => crate::status::status(format_args!(
            "wrote {} (device kernels for {}; no Model Library Format tarball: it describes a \
             CPU graph executor)",
            library.display(),
            match &device.kernels {
                ModelKernels::Cuda { gpu, .. } => gpu.to_string(),
                ModelKernels::OpenCl(_) => "OpenCL (OpenCL C 1.2)".to_string(),
            }
        )),
        None => crate::status::status(format_args!(
            "wrote {} and {} (Model Library Format)",
            library.display(),
            tarball.display()
        )),
    }
    println!();
    let (located, tree) = inspect::locate_and_read(&library, &LocateOptions::default())?;
    print!(
        "{}",
        inspect::human(
            &located,
            &modlink::inspect::report::module_entries(&located, &tree),
        )
    );

    if let Some(relax) = &build.relax {
        println!("\n{}", plan_summary(&relax.plan));
    }

    let count: i64 = spec.input_shape.iter().product();
    let input = SplitMix64(spec.seed ^ 0x5eed).f32_vec(count as usize, 1.0);
    let device = args.device.run_device();
    let (output, load_time, run_time) = match build.executor {
        Executor::Relax => run_relax(&library, &spec.input_shape, &input, device)?,
        Executor::Graph => {
            let started = Instant::now();
            let mut executor = GraphExecutor::open(&library)?;
            let load_time = started.elapsed();
            executor.set_input_f32(&spec.input_name, &input)?;
            let started = Instant::now();
            executor.run()?;
            let run_time = started.elapsed();
            (executor.get_output_f32(0)?, load_time, run_time)
        }
    };
    let expected = reference::evaluate(&spec, &build.artifacts, &input);
    let max_error = output
        .iter()
        .zip(&expected)
        .map(|(a, b)| (a - b).abs() / b.abs().max(1e-6))
        .fold(0.0f32, f32::max);

    println!("\ninference on a generated input {:?}:", spec.input_shape);
    for (row, probabilities) in output
        .chunks(*build.artifacts.output_shape.last().unwrap_or(&1) as usize)
        .enumerate()
    {
        let best = probabilities
            .iter()
            .enumerate()
            .fold(
                (0, f32::MIN),
                |acc, (i, &p)| if p > acc.1 { (i, p) } else { acc },
            );
        println!("  row {row}: class {} (p = {:.4})", best.0, best.1);
    }
    println!(
        "\ntimes: build {:.1} ms, load {:.2} ms, one inference {:.3} ms",
        build_time.as_secs_f64() * 1e3,
        load_time.as_secs_f64() * 1e3,
        run_time.as_secs_f64() * 1e3
    );
    if output.len() == expected.len() && max_error <= 1e-4 {
        println!(
            "check: output matches the plain-Rust evaluation (max relative error {max_error:.2e}): OK"
        );
        Ok(ExitCode::SUCCESS)
    } else {
        println!(
            "check: output DIFFERS from the plain-Rust evaluation (max relative error {max_error:.2e})"
        );
        Ok(ExitCode::FAILURE)
    }
}

/// One line on the storage plan: planned bytes against the naive sum.
fn plan_summary(plan: &StoragePlan) -> String {
    let unit = if plan.per_sample { " per sample" } else { "" };
    let storages = plan.storage_bytes.len();
    let tensors = plan.storage_of_layer.len();
    format!(
        "storage plan: {storages} {} for {tensors} intermediate {}, {} bytes{unit} planned vs {} \
         bytes{unit} as the naive sum ({:.0}%)",
        plural(storages, "storage", "storages"),
        plural(tensors, "tensor", "tensors"),
        plan.planned_bytes,
        plan.naive_bytes,
        100.0 * plan.planned_bytes as f64 / plan.naive_bytes.max(1) as f64
    )
}

/// `one` for a count of 1, else `many`.
fn plural(count: usize, one: &'static str, many: &'static str) -> &'static str {
    if count == 1 { one } else { many }
}

/// Opens a Relax library and runs `main` on one float32 input in modlink's VM, on `device`
/// (on a GPU the input is copied there and the result back, both within the run time; without
/// an NVIDIA driver making the VM fails, naming the driver).
fn run_relax(
    library: &Path,
    shape: &[i64],
    input: &[f32],
    device: Device,
) -> modlink::Result<(Vec<f32>, Duration, Duration)> {
    let started = Instant::now();
    let opened = Library::open(library)?;
    let mut vm = VirtualMachine::with_options(&opened, VmOptions::default().with_device(device))?;
    let load_time = started.elapsed();
    let value = VmValue::tensor(
        &Tensor::from_slice(shape, input).map_err(|e| graph_error(library, e.to_string()))?,
    )
    .map_err(|e| graph_error(library, e.to_string()))?;
    let started = Instant::now();
    let result = vm.call_host("main", &[value])?;
    let run_time = started.elapsed();
    let tensor = leaf_tensor(&result)?;
    let output = tensor
        .as_slice::<f32>()
        .map_err(|e| graph_error(library, e.to_string()))?
        .to_vec();
    Ok((output, load_time, run_time))
}

/// Runs `modlink build-model`.
pub fn build_model(args: BuildModelArgs) -> modlink::Result<ExitCode> {
    let mut spec = ModelSpec::from_file(&args.model)?;
    // A relative params file is relative to the description.
    if let (Some(file), Some(dir)) = (&spec.params_file, args.model.parent()) {
        spec.params_file = Some(dir.join(file).display().to_string());
    }
    let target = match &args.target {
        Some(triple) => TargetSpec::parse(triple)?,
        None => host()?,
    };
    // Before anything is compiled: an output that cannot be written or has no known kind.
    modlink::export::check_output_file(&args.output)?;
    modlink::export::OutputKind::for_path(&args.output, &target)?;
    let is_tar = args.output.extension().is_some_and(|e| e == "tar");
    if is_tar && args.device != DeviceArg::Cpu {
        return Err(graph_error(
            &args.output,
            format!(
                "a Model Library Format tarball describes a CPU graph executor: build a model for \
                 --device {} into a library (.so)",
                args.device.name()
            ),
        ));
    }
    let executor = if is_tar {
        Executor::Graph
    } else {
        args.executor.into()
    };
    let build = compile_for(
        &spec,
        &target,
        &CodegenOptions::default(),
        executor,
        args.device,
        &args.device_code,
    )
    // What lowering finds wrong with the description (a shape that does not fit, a layer
    // without a device kernel) is an error in the user's file, as its JSON errors are.
    .map_err(|error| match error {
        modlink::Error::Model(model) => model.in_file(&args.model.display().to_string()).into(),
        other => other,
    })?;
    if let Some(relax) = &build.relax {
        crate::status::status(format_args!("{}", plan_summary(&relax.plan)));
    }
    if is_tar {
        export_mlf(&build, &args.output, source_date_epoch())?;
    } else {
        export_model(&build, &args.output, &ExportOptions::new(target))?;
    }
    crate::status::status(format_args!("wrote {}", args.output.display()));
    Ok(ExitCode::SUCCESS)
}

/// Runs `modlink link-mlf`.
pub fn link(args: LinkMlfArgs) -> modlink::Result<ExitCode> {
    let target = host()?;
    modlink::export::check_output_file(&args.output)?;
    modlink::export::OutputKind::for_path(&args.output, &target)?;
    let report = link_mlf(&args.tarball, &args.output, &ExportOptions::new(target))?;
    crate::status::status(format_args!(
        "wrote {} from {}",
        report.output.display(),
        args.tarball.display()
    ));
    Ok(ExitCode::SUCCESS)
}
