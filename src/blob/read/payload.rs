//! Decoding the typed payloads (device modules, `static_library`) in either layout.

use super::cursor::{Cursor, capacity_for, malformed};
use crate::blob::BlobError;
use crate::module::{
    DLDataType, DeviceCode, DeviceModule, FUNCTION_INFO_V2_MARKER, FunctionInfo, StaticLibrary,
    TirxLaunchInfo, device::KIND_CUDA,
};

/// Which `FunctionInfo` record a payload uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum InfoForm {
    /// Four fields (current layout, legacy ≥ 0.21), any number of extra tags.
    WithExtraTags,
    /// Four fields with one extra tag per argument, as TVM always writes them: the legacy
    /// reader tries this stricter shape first so a 3-field record is not mistaken for it.
    WithExtraTagPerArg,
    /// Three fields (legacy ≤ 0.20): no `arg_extra_tags`.
    WithoutExtraTags,
}

// Smallest encodings, used to bound counts before allocating.
const MIN_STR: usize = 8;
const MIN_FUNCTION_INFO: usize = 3 * 8;
const MIN_FMAP_ENTRY: usize = MIN_STR + MIN_FUNCTION_INFO;

fn function_info(c: &mut Cursor<'_>, form: InfoForm, of: &str) -> Result<FunctionInfo, BlobError> {
    // A TIRx v2 record starts with the marker where a v1 record has the name; no TVM kernel is
    // named like the marker, so the first string tells the two apart.
    let first = c.string(|| format!("name of {of}"))?;
    let v2 = first == FUNCTION_INFO_V2_MARKER && form == InfoForm::WithExtraTags;
    let name = if v2 {
        c.string(|| format!("name of {of} (FunctionInfo v2)"))?
    } else {
        first
    };
    let n_args = c.count(4, || format!("arg_types count of {of}"))?;
    let mut arg_types = Vec::with_capacity(n_args);
    for a in 0..n_args {
        let field = || format!("arg_types[{a}] of {of}");
        arg_types.push(DLDataType {
            code: c.u8(field)?,
            bits: c.u8(field)?,
            lanes: c.u16(field)?,
        });
    }
    let n_tags = c.count(MIN_STR, || format!("launch_param_tags count of {of}"))?;
    let mut launch_param_tags = Vec::with_capacity(capacity_for(n_tags));
    for t in 0..n_tags {
        launch_param_tags.push(c.string(|| format!("launch_param_tags[{t}] of {of}"))?);
    }
    let arg_extra_tags = match form {
        InfoForm::WithoutExtraTags => None,
        InfoForm::WithExtraTags | InfoForm::WithExtraTagPerArg => {
            let at = c.pos();
            let n_extra = c.count(4, || format!("arg_extra_tags count of {of}"))?;
            if form == InfoForm::WithExtraTagPerArg && n_extra != n_args {
                return Err(malformed(
                    at,
                    || format!("arg_extra_tags count of {of}"),
                    format!("{n_extra} extra tags for {n_args} arguments"),
                ));
            }
            let mut tags = Vec::with_capacity(n_extra);
            for e in 0..n_extra {
                tags.push(c.i32(|| format!("arg_extra_tags[{e}] of {of}"))?);
            }
            Some(tags)
        }
    };
    let tirx = if v2 {
        Some(tirx_launch_info(c, of)?)
    } else {
        None
    };
    Ok(FunctionInfo {
        name,
        arg_types,
        launch_param_tags,
        arg_extra_tags,
        tirx,
    })
}

/// The v2 fields after `arg_extra_tags`: `cuda_launch_fields` (strings), then
/// `cuda_kernel_attrs` (string → i64 pairs).
fn tirx_launch_info(c: &mut Cursor<'_>, of: &str) -> Result<TirxLaunchInfo, BlobError> {
    let n_fields = c.count(MIN_STR, || format!("cuda_launch_fields count of {of}"))?;
    let mut cuda_launch_fields = Vec::with_capacity(capacity_for(n_fields));
    for f in 0..n_fields {
        cuda_launch_fields.push(c.string(|| format!("cuda_launch_fields[{f}] of {of}"))?);
    }
    let n_attrs = c.count(MIN_STR + 8, || format!("cuda_kernel_attrs count of {of}"))?;
    let mut cuda_kernel_attrs = Vec::with_capacity(capacity_for(n_attrs));
    for a in 0..n_attrs {
        let key = c.string(|| format!("cuda_kernel_attrs key {a} of {of}"))?;
        let value = c.i64(|| format!("cuda_kernel_attrs value {a} ({key}) of {of}"))?;
        cuda_kernel_attrs.push((key, value));
    }
    Ok(TirxLaunchInfo {
        cuda_launch_fields,
        cuda_kernel_attrs,
    })
}

/// `Map<str, FunctionInfo>` in serialized order.
pub(crate) fn function_table(
    c: &mut Cursor<'_>,
    form: InfoForm,
    label: &str,
) -> Result<Vec<(String, FunctionInfo)>, BlobError> {
    let count = c.count(MIN_FMAP_ENTRY, || {
        format!("function table count of {label}")
    })?;
    let mut table = Vec::with_capacity(capacity_for(count));
    for f in 0..count {
        let key = c.string(|| format!("key of function {f} of {label}"))?;
        let info = function_info(c, form, &format!("function {f} of {label}"))?;
        table.push((key, info));
    }
    Ok(table)
}

/// `Map<str, bytes>` (and legacy `map<str, str>`, whose values are carried as raw bytes).
fn code_map(c: &mut Cursor<'_>, label: &str) -> Result<Vec<(String, bytes::Bytes)>, BlobError> {
    let count = c.count(2 * MIN_STR, || format!("source map count of {label}"))?;
    let mut map = Vec::with_capacity(capacity_for(count));
    for k in 0..count {
        let key = c.string(|| format!("source map key {k} of {label}"))?;
        let code = c.bytes(|| format!("source map value {k} of {label}"))?;
        map.push((key, code));
    }
    Ok(map)
}

/// Whether a single-code payload may end with TIRx's build settings: only a `cuda` payload of
/// the current layout, whose length prefix says where it ends (a legacy payload has none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Trailer {
    /// `cuda`, current layout: a string after the code is the build settings.
    BuildSettings,
    /// Anything else: the code is the last field.
    None,
}

impl Trailer {
    /// The trailer a payload of `kind` in the current layout may have.
    pub(crate) fn for_current(kind: &str) -> Trailer {
        if kind == KIND_CUDA {
            Trailer::BuildSettings
        } else {
            Trailer::None
        }
    }
}

/// cuda / opencl / rocm / hip, both layouts: `str fmt; fmap; bytes code`, and for a TIRx `cuda`
/// payload `str build_settings` after the code.
pub(crate) fn single_code_device(
    c: &mut Cursor<'_>,
    form: InfoForm,
    trailer: Trailer,
    label: &str,
) -> Result<DeviceModule, BlobError> {
    let fmt = c.string(|| format!("fmt of {label}"))?;
    let functions = function_table(c, form, label)?;
    let code = c.bytes(|| format!("code of {label}"))?;
    // TIRx writes the settings whatever the records' version, so their presence is read from
    // the bytes left in the payload, not from the records.
    let build_settings = if trailer == Trailer::BuildSettings && c.remaining() > 0 {
        Some(c.string(|| format!("build settings of {label}"))?)
    } else {
        None
    };
    Ok(DeviceModule {
        fmt,
        functions,
        code: DeviceCode::Single(code),
        legacy_version: None,
        build_settings,
    })
}

/// Current metal: `str fmt; fmap; Map<str, bytes> smap`.
pub(crate) fn metal_current(c: &mut Cursor<'_>, label: &str) -> Result<DeviceModule, BlobError> {
    let fmt = c.string(|| format!("fmt of {label}"))?;
    let functions = function_table(c, InfoForm::WithExtraTags, label)?;
    let smap = code_map(c, label)?;
    Ok(DeviceModule {
        fmt,
        functions,
        code: DeviceCode::PerKernel(smap),
        legacy_version: None,
        build_settings: None,
    })
}

/// Kind of a WebGPU module (TVM 0.27 `webgpu_fallback_module.cc`: `fmap; smap`, no fmt).
pub(crate) const KIND_WEBGPU: &str = "webgpu";
/// The fmt a `webgpu` payload implies: TVM writes WGSL only and stores no fmt.
pub(crate) const WEBGPU_FMT: &str = "wgsl";

/// A device payload modlink carries opaque, read for inspection only: `webgpu` (`fmap;
/// Map<str, bytes> smap`, WGSL per kernel) and the current layout's `vulkan` (`str fmt; fmap;
/// Map<str, bytes> smap`, each value a packed SPIR-V shader: `u32 flag; vec<u32> words`; TVM
/// 0.27 `vulkan_fallback_module.cc`). `None` for other kinds.
pub(crate) fn inspect_only_device(
    c: &mut Cursor<'_>,
    kind: &str,
    label: &str,
) -> Option<Result<DeviceModule, BlobError>> {
    let read = |c: &mut Cursor<'_>, fmt: Option<String>| {
        let fmt = match fmt {
            Some(fmt) => fmt,
            None => c.string(|| format!("fmt of {label}"))?,
        };
        let functions = function_table(c, InfoForm::WithExtraTags, label)?;
        let smap = code_map(c, label)?;
        if c.remaining() != 0 {
            return Err(malformed(
                c.pos(),
                || format!("payload of {label}"),
                format!("{} bytes left over after the last field", c.remaining()),
            ));
        }
        Ok(DeviceModule {
            fmt,
            functions,
            code: DeviceCode::PerKernel(smap),
            legacy_version: None,
            build_settings: None,
        })
    };
    match kind {
        KIND_WEBGPU => Some(read(c, Some(WEBGPU_FMT.to_string()))),
        crate::module::KIND_VULKAN => Some(read(c, None)),
        _ => None,
    }
}

/// Legacy metal: `str version; map<str, str> smap; fmap; str fmt`. The usual version
/// (`"0.1.0"`) is recorded as `None` so that a tree read from the current layout, written
/// legacy and read back compares equal.
pub(crate) fn metal_legacy(
    c: &mut Cursor<'_>,
    form: InfoForm,
    label: &str,
) -> Result<DeviceModule, BlobError> {
    let version = c.string(|| format!("version of {label}"))?;
    let smap = code_map(c, label)?;
    let functions = function_table(c, form, label)?;
    let fmt = c.string(|| format!("fmt of {label}"))?;
    Ok(DeviceModule {
        fmt,
        functions,
        code: DeviceCode::PerKernel(smap),
        legacy_version: (version != crate::blob::LEGACY_METAL_VERSION).then_some(version),
        build_settings: None,
    })
}

/// Legacy vulkan: `str fmt; fmap; map<str, VulkanShader{u32 flag; vec<u32> data}>`; only its
/// extent matters (the module is carried opaque).
pub(crate) fn vulkan_legacy_extent(
    c: &mut Cursor<'_>,
    form: InfoForm,
    label: &str,
) -> Result<(), BlobError> {
    c.string(|| format!("fmt of {label}"))?;
    function_table(c, form, label)?;
    let count = c.count(MIN_STR + 4 + 8, || format!("shader map count of {label}"))?;
    for k in 0..count {
        c.string(|| format!("shader map key {k} of {label}"))?;
        c.u32(|| format!("shader flag {k} of {label}"))?;
        let words = c.count(4, || format!("shader word count {k} of {label}"))?;
        c.skip(words * 4, || format!("shader words {k} of {label}"))?;
    }
    Ok(())
}

/// `static_library`, both layouts: `bytes data; Array<str> function_names`.
pub(crate) fn static_library(c: &mut Cursor<'_>, label: &str) -> Result<StaticLibrary, BlobError> {
    let data = c.bytes(|| format!("object bytes of {label}"))?;
    let count = c.count(MIN_STR, || format!("function name count of {label}"))?;
    let mut function_names = Vec::with_capacity(capacity_for(count));
    for f in 0..count {
        function_names.push(c.string(|| format!("function name {f} of {label}"))?);
    }
    Ok(StaticLibrary {
        data,
        function_names,
    })
}
