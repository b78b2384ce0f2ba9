//! NVRTC (`libnvrtc`) opened at run time: compiles the CUDA C++ source of a fmt `cuda` module
//! to PTX for the device it is about to run on, as TVM's loader does through its
//! `tvm_callback_cuda_compile` hook (shared/spec/cuda.md §2.1). Nothing of CUDA is needed to
//! build modlink; a machine without NVRTC gets an error saying how to provide it.
//!
//! Where things are looked for:
//! * the library: `MODLINK_NVRTC` (a path), then the dynamic loader's search for
//!   `libnvrtc.so.13`, `libnvrtc.so.12`, `libnvrtc.so`, then `lib64/` of the CUDA roots below;
//! * the headers TVM's source includes under NVRTC (`cuda/std/cstdint`, CCCL): the directories of
//!   `MODLINK_NVRTC_INCLUDE` (`:`-separated), then `include/`, `include/cccl/`,
//!   `targets/*/include/` and their `cccl/` of each CUDA root: `$CUDA_PATH`, `$CUDA_HOME`,
//!   `/usr/local/cuda`.
#![allow(unsafe_code)]

use super::cuda_module::{CudaSourceCompiler, SourceTarget};
use std::ffi::{CStr, CString, c_char, c_int, c_void};
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

/// The sonames tried, newest first.
const NVRTC_SONAMES: [&str; 3] = ["libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"];
/// `NVRTC_SUCCESS`.
const NVRTC_SUCCESS: c_int = 0;

type NvrtcResult = c_int;
type NvrtcProgram = *mut c_void;

#[derive(Clone, Copy)]
struct Api {
    version: unsafe extern "C" fn(*mut c_int, *mut c_int) -> NvrtcResult,
    create_program: unsafe extern "C" fn(
        *mut NvrtcProgram,
        *const c_char,
        *const c_char,
        c_int,
        *const *const c_char,
        *const *const c_char,
    ) -> NvrtcResult,
    compile_program: unsafe extern "C" fn(NvrtcProgram, c_int, *const *const c_char) -> NvrtcResult,
    get_ptx_size: unsafe extern "C" fn(NvrtcProgram, *mut usize) -> NvrtcResult,
    get_ptx: unsafe extern "C" fn(NvrtcProgram, *mut c_char) -> NvrtcResult,
    get_log_size: unsafe extern "C" fn(NvrtcProgram, *mut usize) -> NvrtcResult,
    get_log: unsafe extern "C" fn(NvrtcProgram, *mut c_char) -> NvrtcResult,
    destroy_program: unsafe extern "C" fn(*mut NvrtcProgram) -> NvrtcResult,
    get_error_string: unsafe extern "C" fn(NvrtcResult) -> *const c_char,
}

/// An opened NVRTC.
pub struct Nvrtc {
    api: Api,
    path: String,
    // Last: the entry points above point into it.
    _library: libloading::Library,
}

/// The CUDA installation roots searched for NVRTC and its headers.
fn cuda_roots() -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = ["CUDA_PATH", "CUDA_HOME"]
        .iter()
        .filter_map(std::env::var_os)
        .filter(|value| !value.is_empty())
        .map(PathBuf::from)
        .collect();
    roots.push(PathBuf::from("/usr/local/cuda"));
    roots
}

/// The include directories handed to NVRTC (see the module docs), existing ones only.
pub fn include_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var_os("MODLINK_NVRTC_INCLUDE")
        .map(|value| std::env::split_paths(&value).collect())
        .unwrap_or_default();
    for root in cuda_roots() {
        let mut candidates = vec![root.join("include"), root.join("include/cccl")];
        if let Ok(targets) = std::fs::read_dir(root.join("targets")) {
            for target in targets.flatten() {
                candidates.push(target.path().join("include"));
                candidates.push(target.path().join("include/cccl"));
            }
        }
        dirs.extend(candidates);
    }
    let mut seen = std::collections::HashSet::new();
    dirs.retain(|dir| dir.is_dir() && seen.insert(dir.clone()));
    dirs
}

/// libloading keeps dlerror()'s text in the source, not in its own message.
fn loader_message(error: &libloading::Error) -> String {
    match std::error::Error::source(error) {
        Some(source) => format!("{error}: {source}"),
        None => error.to_string(),
    }
}

/// What to say when NVRTC is missing.
const HOW_TO_PROVIDE: &str = "install the CUDA toolkit's NVRTC (or `pip install \
     nvidia-cuda-nvrtc-cu12`) and set MODLINK_NVRTC to the libnvrtc.so path, or CUDA_PATH to \
     the toolkit";

impl Nvrtc {
    /// Opens NVRTC from the places the module docs list.
    pub fn open() -> Result<Nvrtc, String> {
        let mut candidates: Vec<String> = Vec::new();
        if let Some(path) = std::env::var_os("MODLINK_NVRTC").filter(|v| !v.is_empty()) {
            // An explicit path is the only one tried: a typo must not fall back silently.
            candidates.push(path.to_string_lossy().into_owned());
        } else {
            candidates.extend(NVRTC_SONAMES.iter().map(|s| s.to_string()));
            for root in cuda_roots() {
                for soname in NVRTC_SONAMES {
                    let path = root.join("lib64").join(soname);
                    if path.is_file() {
                        candidates.push(path.display().to_string());
                    }
                }
            }
        }
        let mut failures = Vec::new();
        for candidate in &candidates {
            // SAFETY: loading NVRTC runs its initialisers, which only set up the library.
            match unsafe { libloading::Library::new(candidate) } {
                Ok(library) => return Nvrtc::from_library(library, candidate),
                Err(error) => failures.push(loader_message(&error)),
            }
        }
        Err(format!(
            "NVRTC, which compiles a fmt `cuda` module's CUDA C++ source, was not found ({}); {HOW_TO_PROVIDE}",
            failures.last().map_or("nothing to try", String::as_str)
        ))
    }

    /// Opens the NVRTC library at `path` (and nothing else).
    pub fn open_path(path: &std::path::Path) -> Result<Nvrtc, String> {
        let shown = path.display().to_string();
        // SAFETY: loading NVRTC runs its initialisers, which only set up the library.
        match unsafe { libloading::Library::new(path) } {
            Ok(library) => Nvrtc::from_library(library, &shown),
            Err(error) => Err(format!(
                "NVRTC could not be opened from {shown} ({}); {HOW_TO_PROVIDE}",
                loader_message(&error)
            )),
        }
    }

    fn from_library(library: libloading::Library, path: &str) -> Result<Nvrtc, String> {
        /// # Safety
        /// `T` must be the entry point's C signature.
        unsafe fn entry<T: Copy>(
            library: &libloading::Library,
            path: &str,
            symbol: &str,
        ) -> Result<T, String> {
            let name = format!("{symbol}\0");
            // SAFETY: the caller guarantees `T`; the pointer is used while `library` lives.
            let found = unsafe { library.get::<T>(name.as_bytes()) };
            found
                .map(|symbol| *symbol)
                .map_err(|error| format!("{path} lacks `{symbol}`: {}", loader_message(&error)))
        }
        // SAFETY: each `T` below is the signature nvrtc.h declares for that name.
        let api = unsafe {
            Api {
                version: entry(&library, path, "nvrtcVersion")?,
                create_program: entry(&library, path, "nvrtcCreateProgram")?,
                compile_program: entry(&library, path, "nvrtcCompileProgram")?,
                get_ptx_size: entry(&library, path, "nvrtcGetPTXSize")?,
                get_ptx: entry(&library, path, "nvrtcGetPTX")?,
                get_log_size: entry(&library, path, "nvrtcGetProgramLogSize")?,
                get_log: entry(&library, path, "nvrtcGetProgramLog")?,
                destroy_program: entry(&library, path, "nvrtcDestroyProgram")?,
                get_error_string: entry(&library, path, "nvrtcGetErrorString")?,
            }
        };
        Ok(Nvrtc {
            api,
            path: path.to_string(),
            _library: library,
        })
    }

    /// The library that was opened.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// NVRTC's version, e.g. `(12, 9)`.
    pub fn version(&self) -> Result<(i32, i32), String> {
        let (mut major, mut minor) = (0, 0);
        // SAFETY: two valid out pointers.
        let code = unsafe { (self.api.version)(&mut major, &mut minor) };
        self.check(code, "nvrtcVersion")?;
        Ok((major, minor))
    }

    fn error_text(&self, code: NvrtcResult) -> String {
        // SAFETY: nvrtcGetErrorString returns a static C string for any value.
        let text = unsafe { (self.api.get_error_string)(code) };
        if text.is_null() {
            format!("NVRTC error {code}")
        } else {
            // SAFETY: non-null static C string.
            unsafe { CStr::from_ptr(text) }
                .to_string_lossy()
                .into_owned()
        }
    }

    fn check(&self, code: NvrtcResult, call: &str) -> Result<(), String> {
        if code == NVRTC_SUCCESS {
            Ok(())
        } else {
            Err(format!("{call}: {}", self.error_text(code)))
        }
    }

    /// Compiles `source` to PTX for `target`'s virtual architecture (`compute_90`), with the
    /// options TVM's NVRTC hook passes (`-default-device`, `--device-int128`), then the
    /// target's own (a TIRx library's build settings), and the include directories of
    /// [`include_dirs`]. The PTX ends with NVRTC's NUL. A failed compilation's error carries
    /// NVRTC's log.
    pub fn compile_to_ptx(
        &self,
        source: &str,
        target: &SourceTarget,
        include_dirs: &[PathBuf],
    ) -> Result<Vec<u8>, String> {
        let source_c =
            CString::new(source).map_err(|_| "the CUDA source holds a NUL byte".to_string())?;
        let name = c"modlink_cuda_module.cu";
        let mut options = vec![
            format!("--gpu-architecture={}", target.arch),
            "-default-device".to_string(),
            "--device-int128".to_string(),
        ];
        options.extend(target.options.iter().cloned());
        options.extend(
            include_dirs
                .iter()
                .map(|dir| format!("-I{}", dir.display())),
        );
        let options: Vec<CString> = options
            .into_iter()
            .map(|option| {
                CString::new(option).map_err(|_| "an NVRTC option or include path holds a NUL byte")
            })
            .collect::<Result<_, _>>()?;
        let option_ptrs: Vec<*const c_char> = options.iter().map(|o| o.as_ptr()).collect();
        let mut program: NvrtcProgram = std::ptr::null_mut();
        // SAFETY: valid out pointer and C strings; no headers are passed (count 0, NULL lists).
        let code = unsafe {
            (self.api.create_program)(
                &mut program,
                source_c.as_ptr(),
                name.as_ptr(),
                0,
                std::ptr::null(),
                std::ptr::null(),
            )
        };
        self.check(code, "nvrtcCreateProgram")?;
        let result = self.compile_created(program, &option_ptrs, &target.arch);
        // SAFETY: `program` was created above and is destroyed once.
        unsafe { (self.api.destroy_program)(&mut program) };
        result
    }

    fn compile_created(
        &self,
        program: NvrtcProgram,
        options: &[*const c_char],
        arch: &str,
    ) -> Result<Vec<u8>, String> {
        let count = c_int::try_from(options.len()).map_err(|_| "too many NVRTC options")?;
        // SAFETY: `program` is live; `options` holds `count` C strings that outlive the call.
        let code = unsafe { (self.api.compile_program)(program, count, options.as_ptr()) };
        if code != NVRTC_SUCCESS {
            let log = self.log(program).unwrap_or_default();
            return Err(format!(
                "NVRTC could not compile the module for {arch}: {}{}",
                self.error_text(code),
                if log.trim().is_empty() {
                    String::new()
                } else {
                    format!("\n{}", log.trim_end())
                }
            ));
        }
        let mut size = 0usize;
        // SAFETY: live program, valid out pointer.
        let code = unsafe { (self.api.get_ptx_size)(program, &mut size) };
        self.check(code, "nvrtcGetPTXSize")?;
        let mut ptx = vec![0u8; size];
        // SAFETY: `ptx` holds the `size` bytes nvrtcGetPTXSize asked for.
        let code = unsafe { (self.api.get_ptx)(program, ptx.as_mut_ptr().cast()) };
        self.check(code, "nvrtcGetPTX")?;
        if ptx.last() != Some(&0) {
            ptx.push(0);
        }
        Ok(ptx)
    }

    fn log(&self, program: NvrtcProgram) -> Option<String> {
        let mut size = 0usize;
        // SAFETY: live program, valid out pointer.
        let code = unsafe { (self.api.get_log_size)(program, &mut size) };
        if code != NVRTC_SUCCESS || size == 0 {
            return None;
        }
        let mut log = vec![0u8; size];
        // SAFETY: `log` holds the `size` bytes asked for.
        let code = unsafe { (self.api.get_log)(program, log.as_mut_ptr().cast()) };
        (code == NVRTC_SUCCESS).then(|| {
            let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
            String::from_utf8_lossy(&log[..end]).into_owned()
        })
    }
}

/// An opened NVRTC with the include directories it compiles with.
pub struct NvrtcCompiler {
    nvrtc: Nvrtc,
    include_dirs: Vec<PathBuf>,
}

impl NvrtcCompiler {
    /// Compiles with `nvrtc`, searching `include_dirs` for headers.
    pub fn new(nvrtc: Nvrtc, include_dirs: Vec<PathBuf>) -> NvrtcCompiler {
        NvrtcCompiler {
            nvrtc,
            include_dirs,
        }
    }
}

impl CudaSourceCompiler for NvrtcCompiler {
    fn compile_to_ptx(&self, source: &str, target: &SourceTarget) -> Result<Vec<u8>, String> {
        self.nvrtc
            .compile_to_ptx(source, target, &self.include_dirs)
    }
}

/// NVRTC opened on first use, once per process: the default [`CudaSourceCompiler`].
#[derive(Default)]
pub struct LazyNvrtc {
    opened: OnceLock<Result<Nvrtc, String>>,
}

impl LazyNvrtc {
    fn nvrtc(&self) -> Result<&Nvrtc, String> {
        self.opened
            .get_or_init(Nvrtc::open)
            .as_ref()
            .map_err(Clone::clone)
    }
}

impl CudaSourceCompiler for LazyNvrtc {
    fn compile_to_ptx(&self, source: &str, target: &SourceTarget) -> Result<Vec<u8>, String> {
        self.nvrtc()?
            .compile_to_ptx(source, target, &include_dirs())
    }
}

/// The process's default source compiler: one [`LazyNvrtc`].
pub fn default_source_compiler() -> Arc<dyn CudaSourceCompiler> {
    static NVRTC: OnceLock<Arc<LazyNvrtc>> = OnceLock::new();
    let compiler: Arc<dyn CudaSourceCompiler> = NVRTC.get_or_init(Default::default).clone();
    compiler
}
