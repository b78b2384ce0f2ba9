//! Every public error type converts into `modlink::Error`, so `?` works on any of them in a
//! function returning `modlink::Result` (README, "Using the library"). The list below names
//! each type with a conversion the compiler checks; the test scans `src/` for the error types
//! the library declares (a `pub` enum or struct named `…Error`, deriving `Error` or implementing
//! `std::error::Error`), so a new one missing here — and so, likely, its `From` — fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

/// Compiles only when `E` converts into `modlink::Error`.
fn converts<E: Into<modlink::Error>>() {}

/// Every public error type, by name, with its conversion checked at compile time.
fn listed() -> Vec<(&'static str, fn())> {
    let mut list: Vec<(&'static str, fn())> = vec![
        ("Shortfall", converts::<modlink::abi::Shortfall>),
        ("BlobError", converts::<modlink::blob::BlobError>),
        (
            "IntegrityError",
            converts::<modlink::blob::digest::IntegrityError>,
        ),
        ("CacheError", converts::<modlink::cache::CacheError>),
        ("ExportError", converts::<modlink::export::ExportError>),
        (
            "FileOutputError",
            converts::<modlink::file_output::FileOutputError>,
        ),
        ("GraphError", converts::<modlink::graph::GraphError>),
        (
            "GpuArchError",
            converts::<modlink::inspect::check::GpuArchError>,
        ),
        (
            "LocateError",
            converts::<modlink::inspect::locate::LocateError>,
        ),
        ("IrError", converts::<modlink::ir::IrError>),
        ("LinkError", converts::<modlink::link::LinkError>),
        ("ModelError", converts::<modlink::model::ModelError>),
        ("ModuleError", converts::<modlink::module::ModuleError>),
        (
            "CudaTargetError",
            converts::<modlink::module::CudaTargetError>,
        ),
        (
            "PtxEntryError",
            converts::<modlink::module::ptx_entries::PtxEntryError>,
        ),
        (
            "InstructionError",
            converts::<modlink::module::relax::InstructionError>,
        ),
        (
            "BuildError",
            converts::<modlink::module::relax_builder::BuildError>,
        ),
        (
            "VerifyError",
            converts::<modlink::module::relax_verify::VerifyError>,
        ),
        (
            "InstructionFault",
            converts::<modlink::module::relax_verify::InstructionFault>,
        ),
        ("PackError", converts::<modlink::pack::PackError>),
        ("ParamsError", converts::<modlink::params::ParamsError>),
        ("RuntimeError", converts::<modlink::runtime::RuntimeError>),
        ("CallError", converts::<modlink::runtime::CallError>),
        (
            "PackedArgError",
            converts::<modlink::runtime::PackedArgError>,
        ),
        ("RaisedError", converts::<modlink::runtime::RaisedError>),
        ("TensorError", converts::<modlink::runtime::TensorError>),
        (
            "DeviceParseError",
            converts::<modlink::runtime::DeviceParseError>,
        ),
        (
            "DeviceTensorError",
            converts::<modlink::runtime::DeviceTensorError>,
        ),
        ("NpyError", converts::<modlink::runtime::npy::NpyError>),
        ("NpzError", converts::<modlink::runtime::npz::NpzError>),
        (
            "ParamsFileError",
            converts::<modlink::runtime::params_file::ParamsFileError>,
        ),
        (
            "DeviceError",
            converts::<modlink::runtime::device::DeviceError>,
        ),
        (
            "OpenClError",
            converts::<modlink::runtime::device::opencl::OpenClError>,
        ),
        (
            "KernelError",
            converts::<modlink::runtime::device::KernelError>,
        ),
        (
            "LaunchError",
            converts::<modlink::runtime::device::LaunchError>,
        ),
        ("VmError", converts::<modlink::runtime::vm::VmError>),
        (
            "StorageError",
            converts::<modlink::runtime::vm::StorageError>,
        ),
        ("TargetError", converts::<modlink::target::TargetError>),
        ("IoError", converts::<std::io::Error>),
    ];
    #[cfg(feature = "llvm")]
    list.extend([
        (
            "CodegenError",
            converts::<modlink::codegen::CodegenError> as fn(),
        ),
        (
            "HostInputError",
            converts::<modlink::export::host_inputs::HostInputError>,
        ),
    ]);
    list
}

/// The error types `src/` declares: `pub enum|struct NAME` named `…Error`, or deriving `Error`,
/// or with an `impl std::error::Error for NAME` (`src/bin` is the command line, not the
/// library; `Error` itself is the target of the conversions).
fn declared(dir: &Path, found: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if path.file_name().unwrap() != "bin" {
                declared(&path, found);
            }
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let mut implemented: Vec<&str> = Vec::new();
        for line in &lines {
            for prefix in ["impl std::error::Error for ", "impl Error for "] {
                if let Some(rest) = line.trim().strip_prefix(prefix) {
                    implemented.push(
                        rest.split(|c: char| !c.is_alphanumeric() && c != '_')
                            .next()
                            .unwrap(),
                    );
                }
            }
        }
        for (index, line) in lines.iter().enumerate() {
            let declaration = ["pub enum ", "pub struct "]
                .iter()
                .find_map(|prefix| line.trim_start().strip_prefix(prefix));
            let Some(rest) = declaration else { continue };
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            // The attributes and docs above the declaration.
            let derives_error = lines[..index]
                .iter()
                .rev()
                .take_while(|l| {
                    let l = l.trim_start();
                    l.starts_with("#[")
                        || l.starts_with("///")
                        || l.starts_with(')')
                        || l.starts_with('"')
                        || l.starts_with("//")
                })
                .any(|l| {
                    l.contains("derive(")
                        && l.split(|c: char| !c.is_alphanumeric() && c != ':')
                            .any(|word| word == "Error" || word.ends_with("::Error"))
                });
            let is_error =
                name.ends_with("Error") || derives_error || implemented.contains(&name.as_str());
            if is_error && name != "Error" {
                found.push((name, path.display().to_string()));
            }
        }
    }
}

#[test]
fn every_public_error_type_converts_into_modlink_error() {
    let mut found = Vec::new();
    declared(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    let listed = listed();
    for (_, check) in &listed {
        check();
    }
    let mut listed_names: Vec<&str> = listed
        .iter()
        .map(|(name, _)| *name)
        .filter(|name| *name != "IoError")
        .collect();
    listed_names.sort_unstable();
    let mut found_names: Vec<&str> = found.iter().map(|(name, _)| name.as_str()).collect();
    found_names.sort_unstable();
    let missing: Vec<&(String, String)> = found
        .iter()
        .filter(|(name, _)| !listed_names.contains(&name.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "error types without a checked conversion into modlink::Error (add a From in \
         src/error.rs and list them here): {missing:?}"
    );
    assert_eq!(
        listed_names, found_names,
        "the list names a type src/ no longer declares, or declares twice"
    );
}

#[test]
fn question_mark_works_on_the_errors_the_readme_shows() -> modlink::Result<()> {
    // A device name that does not parse, through `?`, is modlink's error with the parser's text.
    fn parse(text: &str) -> modlink::Result<modlink::runtime::Device> {
        Ok(text.parse::<modlink::runtime::Device>()?)
    }
    assert_eq!(parse("cuda:1")?, modlink::runtime::Device::Cuda(1));
    let error = parse("cuda:x").unwrap_err();
    assert!(matches!(error, modlink::Error::DeviceName(_)), "{error:?}");
    assert_eq!(
        error.to_string(),
        "`cuda:x` is not a device: expected `cpu`, `cuda` or `cuda:N` (N a device ordinal)"
    );

    // A device tensor that cannot be made, through `?`: a shape with a negative dim.
    fn upload(shape: &[i64]) -> modlink::Result<modlink::runtime::DeviceTensor> {
        use modlink::runtime::{DeviceTensor, Tensor};
        let backend = std::sync::Arc::new(modlink::runtime::device::RecordingBackend::new());
        let host = Tensor::from_slice(&[2], &[1f32, 2.])?;
        let uploaded = DeviceTensor::from_host(backend.clone(), 0, &host)?;
        Ok(DeviceTensor::borrowed(
            backend,
            0,
            uploaded.ptr(),
            modlink::ir::DType::F32,
            shape,
        )?)
    }
    let error = upload(&[-2]).unwrap_err();
    assert!(
        matches!(error, modlink::Error::DeviceTensor(_)),
        "{error:?}"
    );
    Ok(())
}
