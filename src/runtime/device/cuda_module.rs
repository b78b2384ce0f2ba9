//! A `cuda` module ready to launch: its payload, and per device the loaded image and the
//! kernels found in it, loaded on first use and cached (TVM `CUDAModuleNode`,
//! `CUDAWrappedFunc`; shared/spec/cuda.md §3).

use super::backend::{DeviceBackend, DeviceError, FunctionHandle, ModuleHandle};
use super::launch::{DEFAULT_MAX_DYNAMIC_SHARED_BYTES, LaunchError, LaunchPlan, plan_launch};
use crate::abi::TVMFFIAny;
use crate::module::{DeviceCode, DeviceModule, FunctionInfo};
pub use crate::module::{SourceSettings, SourceTarget};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use thiserror::Error;

/// Compiles the CUDA C++ source of a fmt `cuda` module to PTX, as TVM's loader does through its
/// `tvm_callback_cuda_compile` hook. modlink's is NVRTC opened at run time
/// ([`super::nvrtc`]); tests may give their own.
pub trait CudaSourceCompiler: Send + Sync {
    /// PTX (ending with a NUL) for `target`'s virtual architecture and options, or why not (a
    /// missing compiler says how to provide one; a failed compilation carries its log).
    fn compile_to_ptx(&self, source: &str, target: &SourceTarget) -> Result<Vec<u8>, String>;
}

/// What the module hands the driver.
enum Code {
    /// cubin, fatbin or PTX, ready for `cuModuleLoadData`.
    Image(Vec<u8>),
    /// CUDA C++ source, compiled to PTX on first use on a device, for what the build settings
    /// and the device's compute capability give ([`SourceSettings::target_for`]).
    Source {
        source: String,
        /// The build settings read, or why they could not be (reported at the first launch,
        /// as a missing NVRTC is: the library still opens and shows its kernels).
        settings: Result<SourceSettings, String>,
        compiler: Arc<dyn CudaSourceCompiler>,
        /// PTX already compiled, by virtual architecture.
        compiled: Mutex<HashMap<String, Vec<u8>>>,
    },
}

/// Why a kernel of a `cuda` module could not be launched.
#[derive(Debug, Error, PartialEq, Eq)]
#[non_exhaustive]
pub enum KernelError {
    /// The module has no kernel of that name (TVM's `GetFunction` answers only names in the
    /// map).
    #[error("cuda module ({fmt}): no kernel `{kernel}` (it has {})", known.join(", "))]
    UnknownKernel {
        /// The name asked for.
        kernel: String,
        /// The module's fmt.
        fmt: String,
        /// The kernels it has.
        known: Vec<String>,
    },
    /// The module cannot be loaded by this runtime.
    #[error("cuda module ({fmt}): {message}")]
    Unloadable {
        /// The module's fmt.
        fmt: String,
        /// Why.
        message: String,
    },
    /// The packed call does not make a launch.
    #[error(transparent)]
    Launch(#[from] LaunchError),
    /// The device refused.
    #[error("kernel `{kernel}` ({fmt}, {arch}): {source}")]
    Device {
        /// The kernel.
        kernel: String,
        /// The module's fmt.
        fmt: String,
        /// The code's architecture (`sm_90`, the PTX target, `fatbin`).
        arch: String,
        /// The device error.
        source: Box<DeviceError>,
    },
}

/// What one device has of the module: the image and the kernels found so far, with the
/// dynamic shared memory limit each was given.
#[derive(Default)]
struct Loaded {
    image: Option<ModuleHandle>,
    functions: HashMap<String, (FunctionHandle, u32)>,
}

/// A `cuda` module whose kernels launch on a [`DeviceBackend`].
pub struct CudaModule {
    fmt: String,
    arch: String,
    code: Code,
    functions: HashMap<String, FunctionInfo>,
    loaded: Mutex<HashMap<i32, Loaded>>,
}

/// The bytes `cuModuleLoadData` takes: PTX is a C string, so it gets the NUL that NVRTC's PTX
/// carries and LLVM's lacks (spec §2); cubin and fatbin go as they are.
pub fn driver_image<'a>(fmt: &str, code: &'a [u8]) -> Cow<'a, [u8]> {
    if fmt == "ptx" && code.last() != Some(&0) {
        let mut with_nul = code.to_vec();
        with_nul.push(0);
        Cow::Owned(with_nul)
    } else {
        Cow::Borrowed(code)
    }
}

impl CudaModule {
    /// Prepares a typed `cuda` payload. fmt `cuda` (CUDA C++ source, which needs a compiler:
    /// see [`CudaModule::with_source_compiler`]) and unknown fmts are refused.
    pub fn new(payload: &DeviceModule) -> Result<CudaModule, KernelError> {
        CudaModule::build(payload, None)
    }

    /// Prepares a typed `cuda` payload; a fmt `cuda` module's source is compiled with
    /// `compiler` for each device's compute capability when a kernel first runs there.
    pub fn with_source_compiler(
        payload: &DeviceModule,
        compiler: Arc<dyn CudaSourceCompiler>,
    ) -> Result<CudaModule, KernelError> {
        CudaModule::build(payload, Some(compiler))
    }

    fn build(
        payload: &DeviceModule,
        compiler: Option<Arc<dyn CudaSourceCompiler>>,
    ) -> Result<CudaModule, KernelError> {
        let unloadable = |message: String| KernelError::Unloadable {
            fmt: payload.fmt.clone(),
            message,
        };
        let target = payload
            .cuda_target()
            .map_err(|error| unloadable(error.to_string()))?;
        let DeviceCode::Single(bytes) = &payload.code else {
            return Err(unloadable("per-kernel code in a cuda module".to_string()));
        };
        let code = if payload.fmt == "cuda" {
            let compiler = compiler.ok_or_else(|| {
                unloadable(
                    "the code is CUDA C++ source, which needs NVRTC to compile; this runtime \
                     was given no source compiler"
                        .to_string(),
                )
            })?;
            let source = String::from_utf8(bytes.to_vec())
                .map_err(|e| unloadable(format!("the CUDA source is not UTF-8: {e}")))?;
            let settings = SourceSettings::parse(payload.build_settings.as_deref());
            Code::Source {
                source,
                settings,
                compiler,
                compiled: Mutex::new(HashMap::new()),
            }
        } else {
            Code::Image(driver_image(&payload.fmt, bytes).into_owned())
        };
        Ok(CudaModule {
            fmt: payload.fmt.clone(),
            arch: target.arch(),
            code,
            functions: payload
                .functions
                .iter()
                .map(|(key, info)| (key.clone(), info.clone()))
                .collect(),
            loaded: Mutex::new(HashMap::new()),
        })
    }

    /// Loads the module's image on `device`: the image itself, or for CUDA source the PTX
    /// compiled for the device's compute capability (compiled once per capability).
    fn load_on(
        &self,
        backend: &dyn DeviceBackend,
        device: i32,
    ) -> Result<ModuleHandle, DeviceError> {
        match &self.code {
            Code::Image(image) => backend.load_module(device, &self.fmt, &self.arch, image),
            Code::Source {
                source,
                settings,
                compiler,
                compiled,
            } => {
                let compute = backend.compute_capability(device)?;
                let unsupported = |message: String| DeviceError::Unsupported {
                    operation: format!(
                        "compiling the CUDA source for device {device} (sm_{}{})",
                        compute.0, compute.1
                    ),
                    message,
                };
                let target = settings
                    .as_ref()
                    .map_err(|error| unsupported(error.clone()))?
                    .target_for(compute)
                    .map_err(unsupported)?;
                let ptx = {
                    let mut compiled = compiled
                        .lock()
                        .unwrap_or_else(|poisoned| poisoned.into_inner());
                    match compiled.get(&target.arch) {
                        Some(ptx) => ptx.clone(),
                        None => {
                            let ptx = compiler
                                .compile_to_ptx(source, &target)
                                .map_err(unsupported)?;
                            let ptx = driver_image("ptx", &ptx).into_owned();
                            compiled.insert(target.arch.clone(), ptx.clone());
                            ptx
                        }
                    }
                };
                backend.load_module(device, "ptx", &target.arch, &ptx)
            }
        }
    }

    /// The code's fmt.
    pub fn fmt(&self) -> &str {
        &self.fmt
    }

    /// The code's architecture (`sm_90`, the PTX target, `fatbin`).
    pub fn arch(&self) -> &str {
        &self.arch
    }

    /// The kernel's function table entry.
    pub fn kernel(&self, name: &str) -> Result<&FunctionInfo, KernelError> {
        self.functions
            .get(name)
            .ok_or_else(|| KernelError::UnknownKernel {
                kernel: name.to_string(),
                fmt: self.fmt.clone(),
                known: {
                    let mut known: Vec<String> = self.functions.keys().cloned().collect();
                    known.sort();
                    known
                },
            })
    }

    /// Runs kernel `name` for one packed call (`k` kernel arguments, then the launch values) on
    /// `device`: plans the launch, loads the image and finds the kernel on first use there, raises
    /// the dynamic shared memory limit when the launch needs ≥ 48 KiB, launches. Does not wait.
    /// An empty launch ([`super::LaunchConfig::empty`]) does none of this.
    pub fn call(
        &self,
        backend: &dyn DeviceBackend,
        device: i32,
        name: &str,
        raw: &[TVMFFIAny],
    ) -> Result<LaunchPlan, KernelError> {
        let info = self.kernel(name)?;
        let plan = plan_launch(info, raw)?;
        if plan.config.empty {
            // No thread would run: nothing to load or launch.
            return Ok(plan);
        }
        let device_error = |source: DeviceError| KernelError::Device {
            kernel: info.name.clone(),
            fmt: self.fmt.clone(),
            arch: self.arch.clone(),
            source: Box::new(source),
        };
        let function = {
            // A poisoned lock only means another launch panicked; the cache itself is whole.
            let mut loaded = self
                .loaded
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            let on_device = loaded.entry(device).or_default();
            let image = match on_device.image {
                Some(image) => image,
                None => {
                    let image = self.load_on(backend, device).map_err(device_error)?;
                    on_device.image = Some(image);
                    image
                }
            };
            let entry = match on_device.functions.get_mut(name) {
                Some(entry) => entry,
                None => {
                    let function = backend
                        .get_function(device, image, &info.name)
                        .map_err(device_error)?;
                    on_device
                        .functions
                        .entry(name.to_string())
                        .or_insert((function, DEFAULT_MAX_DYNAMIC_SHARED_BYTES - 1))
                }
            };
            let dynamic = plan.config.dynamic_shared_bytes;
            // TVM sets the attribute on the first call only; raising it whenever a launch needs
            // more than the kernel was given also serves later, larger launches.
            if dynamic >= DEFAULT_MAX_DYNAMIC_SHARED_BYTES && dynamic > entry.1 {
                backend
                    .set_max_dynamic_shared(device, entry.0, dynamic)
                    .map_err(device_error)?;
                entry.1 = dynamic;
            }
            entry.0
        };
        backend
            .launch(device, function, &info.name, &plan.config, &plan.args)
            .map_err(device_error)?;
        Ok(plan)
    }
}
