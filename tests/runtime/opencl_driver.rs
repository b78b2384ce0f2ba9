//! The OpenCL driver (issue #35, item 1) on PoCL: the ICD loader opened at run time (a missing
//! loader, a library that is not one and a loader without platforms each give one error saying
//! what is missing and how to install a driver), platforms chosen by index or name, buffers and
//! sub-buffers (bounds, zero sizes, alignment, copies), programs with the build log in the error,
//! kernels missing from a program, arguments checked against what the driver says of each
//! parameter and against a FunctionInfo, launches that are empty or too large for a work-group,
//! and a library TVM 0.27 wrote for OpenCL: its payload's source split and built per kernel as
//! TVM's runtime builds it, and run with its FunctionInfo.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::ffi::OsString;
use std::process::Command;

use crate::support;
use crate::support::opencl::pocl;

use bytes::Bytes;
use modlink::abi::DLDataType;
use modlink::blob::{self, Layout};
use modlink::module::{DeviceCode, FunctionInfo, Payload};
use modlink::runtime::device::opencl::{
    ArgSpace, ArgValue, KernelArgument, NdRange, OpenCl, OpenClConfig, OpenClError, PLATFORM_ENV,
    PlatformChoice, ScalarValue, kernel_arguments, split_kernel_sources,
};

/// A kernel that adds `a` to each of `n` floats: a buffer, a float and a long.
const ADD: &str = "__kernel void add(__global float* x, float a, long n, __local float* scratch) {
  size_t i = get_global_id(0);
  scratch[get_local_id(0)] = a;
  if ((long)i < n) { x[i] = x[i] + scratch[get_local_id(0)]; }
}";

fn floats(bytes: &[u8]) -> Vec<f32> {
    bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn float_bytes(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

#[test]
fn pocl_is_found_by_index_and_by_name_and_reports_its_device() {
    for choice in [
        PlatformChoice::Named("PoCL".into()),
        PlatformChoice::Named("portable".into()),
    ] {
        let opencl = OpenCl::open(&OpenClConfig {
            library: None,
            platform: Some(choice),
        })
        .unwrap();
        assert!(opencl.device_count() >= 1);
        let index = opencl
            .platforms()
            .iter()
            .position(|p| p.vendor.contains("pocl"))
            .unwrap();
        let by_index = OpenCl::open(&OpenClConfig {
            library: None,
            platform: Some(PlatformChoice::Index(index)),
        })
        .unwrap();
        assert_eq!(by_index.device_infos()[0], opencl.device_infos()[0]);
    }
    let info = pocl().info();
    assert!(
        !info.name.is_empty() && info.opencl_c_version.starts_with("OpenCL C"),
        "{info:?}"
    );
    assert!(info.max_work_group_size >= 256, "{info:?}");
    assert!(info.local_mem_bytes >= 32 * 1024, "{info:?}");
    assert!(info.base_address_alignment.is_power_of_two(), "{info:?}");
    assert!(info.has_extension("cl_khr_fp64"), "{info:?}");
    assert!(info.available);

    let error = OpenCl::open(&OpenClConfig {
        library: None,
        platform: Some(PlatformChoice::Named("no such vendor".into())),
    })
    .unwrap_err()
    .to_string();
    assert!(
        error.contains("no OpenCL platform matches `no such vendor` (MODLINK_OPENCL_PLATFORM)")
            && error.contains("Portable Computing Language"),
        "{error}"
    );
    let opencl = OpenCl::open(&OpenClConfig::default()).unwrap();
    let error = opencl
        .device(opencl.device_count())
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with(&format!("no OpenCL device {}", opencl.device_count())),
        "{error}"
    );
}

#[test]
fn a_missing_loader_or_a_library_that_is_not_one_says_how_to_get_a_driver() {
    let missing = OpenCl::open(&OpenClConfig {
        library: Some(OsString::from("/nonexistent/libOpenCL.so.1")),
        platform: None,
    })
    .unwrap_err();
    assert!(
        matches!(missing, OpenClError::NoLoader { .. }),
        "{missing:?}"
    );
    let text = missing.to_string();
    assert!(text.contains("`/nonexistent/libOpenCL.so.1`"), "{text}");
    assert!(
        text.contains("apt install ocl-icd-libopencl1 pocl-opencl-icd"),
        "{text}"
    );
    let not_a_loader = OpenCl::open(&OpenClConfig {
        library: Some(OsString::from("libm.so.6")),
        platform: None,
    })
    .unwrap_err()
    .to_string();
    assert!(
        not_a_loader.contains("entry point `clGetPlatformIDs` not found"),
        "{not_a_loader}"
    );
}

/// In a child process (the loader reads `OCL_ICD_VENDORS` once per process), with the vendors
/// directory empty: one error, naming what is missing and how to install a driver.
#[test]
fn a_loader_without_platforms_gives_one_error_naming_the_vendors_directory() {
    if std::env::var_os("MODLINK_OPENCL_CHILD").is_some() {
        let error = OpenCl::open(&OpenClConfig::from_env()).unwrap_err();
        assert!(matches!(error, OpenClError::NoPlatform { .. }), "{error:?}");
        let text = error.to_string();
        assert!(text.starts_with("no OpenCL platform: the ICD loader `libOpenCL.so.1` found no driver (OCL_ICD_VENDORS="), "{text}");
        assert!(text.contains("pocl-opencl-icd"), "{text}");
        let global = modlink::runtime::device::opencl::global().unwrap_err();
        assert_eq!(global, error);
        return;
    }
    let vendors = tempfile::tempdir().unwrap();
    let output = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "opencl_driver::a_loader_without_platforms_gives_one_error_naming_the_vendors_directory",
            "--test-threads=1",
        ])
        .env("MODLINK_OPENCL_CHILD", "1")
        .env("OCL_ICD_VENDORS", vendors.path())
        .env_remove(PLATFORM_ENV)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success() && stdout.contains("1 passed"),
        "{}\n{stdout}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn buffers_read_and_write_in_bounds_and_empty_ones_cost_nothing() {
    let device = pocl();
    let buffer = device.alloc(64).unwrap();
    let data: Vec<u8> = (0..64).collect();
    buffer.write(0, &data).unwrap();
    buffer.write(8, &[200; 4]).unwrap();
    let mut back = vec![0u8; 64];
    buffer.read(0, &mut back).unwrap();
    let mut want = data.clone();
    want[8..12].fill(200);
    assert_eq!(back, want);
    let mut tail = [0u8; 3];
    buffer.read(61, &mut tail).unwrap();
    assert_eq!(tail, [61, 62, 63]);
    let outside = buffer.write(60, &[0; 8]).unwrap_err().to_string();
    assert_eq!(
        outside,
        "OpenCL write: 8 bytes at offset 60 do not fit in a buffer of 64 bytes"
    );
    assert!(buffer.read(usize::MAX, &mut [0; 2]).is_err());

    let empty = device.alloc(0).unwrap();
    assert!(empty.is_empty());
    empty.write(0, &[]).unwrap();
    empty.read(0, &mut []).unwrap();
    assert_eq!(empty.to_vec().unwrap(), Vec::<u8>::new());
    assert!(empty.sub_buffer(0, 0).unwrap().is_empty());
    buffer.copy_from(0, &empty, 0, 0).unwrap();

    let other = device.alloc(64).unwrap();
    other.copy_from(16, &buffer, 0, 32).unwrap();
    let copied = other.to_vec().unwrap();
    assert_eq!(&copied[16..48], &want[..32]);
    let overlap = buffer.copy_from(4, &buffer, 0, 8).unwrap_err().to_string();
    assert!(overlap.contains("overlap"), "{overlap}");
}

#[test]
fn sub_buffers_are_ranges_at_the_device_alignment() {
    let device = pocl();
    let align = device.info().base_address_alignment;
    let storage = device.alloc(align * 4).unwrap();
    storage.write(0, &vec![0u8; align * 4]).unwrap();
    let second = storage.sub_buffer(align, align * 2).unwrap();
    assert_eq!((second.origin(), second.size()), (align, align * 2));
    second.write(0, &vec![7u8; align * 2]).unwrap();
    let whole = storage.to_vec().unwrap();
    assert!(whole[..align].iter().all(|b| *b == 0));
    assert!(whole[align..align * 3].iter().all(|b| *b == 7));
    assert!(whole[align * 3..].iter().all(|b| *b == 0));
    // A range of a range is a range of the storage.
    let inner = second.sub_buffer(align, align).unwrap();
    assert_eq!(inner.origin(), align * 2);
    inner.write(0, &vec![9u8; align]).unwrap();
    assert!(
        storage.to_vec().unwrap()[align * 2..align * 3]
            .iter()
            .all(|b| *b == 9)
    );

    let misaligned = storage.sub_buffer(4, 16).unwrap_err().to_string();
    assert!(
        misaligned.contains(&format!("multiple of {align} bytes"))
            && misaligned.contains("CL_DEVICE_MEM_BASE_ADDR_ALIGN")
            && misaligned.contains("not at 4"),
        "{misaligned}"
    );
    assert!(storage.sub_buffer(align * 4, 1).is_err());
    // An empty range anywhere in bounds needs no alignment.
    assert!(storage.sub_buffer(3, 0).unwrap().is_empty());

    // A kernel writes through a sub-buffer: a tensor at an offset inside one storage.
    let before = storage.to_vec().unwrap();
    let program = device.build_program(ADD, "kernel `add`").unwrap();
    let add = program.kernel("add").unwrap();
    let view = storage.sub_buffer(align * 3, align).unwrap();
    let count = align / 4;
    add.launch(
        &[
            KernelArgument::Buffer(&view),
            KernelArgument::Scalar(ScalarValue::F32(1.5)),
            KernelArgument::Scalar(ScalarValue::I64(count as i64)),
            KernelArgument::Local(4 * 8),
        ],
        &NdRange {
            grid: [count.div_ceil(8), 1, 1],
            block: [8, 1, 1],
        },
    )
    .unwrap();
    let after = storage.to_vec().unwrap();
    assert_eq!(after[..align * 3], before[..align * 3]);
    assert_eq!(floats(&after[align * 3..]), vec![1.5; count]);
}

#[test]
fn a_failed_build_gives_the_log_and_names_the_program() {
    let error = pocl()
        .build_program(
            "__kernel void broken(__global float* x) { x[0] = undefined_name; }",
            "kernel `broken` of lib.so",
        )
        .unwrap_err();
    assert!(matches!(error, OpenClError::Build { .. }), "{error:?}");
    let text = error.to_string();
    assert!(
        text.starts_with("OpenCL program for kernel `broken` of lib.so failed to build on `"),
        "{text}"
    );
    assert!(text.contains("CL_BUILD_PROGRAM_FAILURE"), "{text}");
    assert!(text.contains("undefined_name"), "{text}");
}

#[test]
fn kernels_are_found_by_name_and_launches_are_checked_argument_by_argument() {
    let device = pocl();
    let program = device.build_program(ADD, "kernel `add`").unwrap();
    assert_eq!(program.kernel_names(), ["add"]);
    let missing = program.kernel("sub").unwrap_err().to_string();
    assert_eq!(
        missing,
        "OpenCL program for kernel `add` has no kernel `sub` (its kernels: `add`)"
    );
    let add = program.kernel("add").unwrap();
    let spaces: Vec<ArgSpace> = add.params().iter().map(|p| p.space).collect();
    assert_eq!(
        spaces,
        [
            ArgSpace::Global,
            ArgSpace::Private,
            ArgSpace::Private,
            ArgSpace::Local
        ]
    );
    assert_eq!(add.params()[2].name.as_deref(), Some("n"));

    let x = device.alloc(40).unwrap();
    x.write(0, &float_bytes(&[1.0; 10])).unwrap();
    let range = NdRange {
        grid: [3, 1, 1],
        block: [4, 1, 1],
    };
    let good = [
        KernelArgument::Buffer(&x),
        KernelArgument::Scalar(ScalarValue::F32(0.25)),
        KernelArgument::Scalar(ScalarValue::I64(10)),
        KernelArgument::Local(16),
    ];
    add.launch(&good, &range).unwrap();
    assert_eq!(floats(&x.to_vec().unwrap()), [1.25; 10]);

    let count = add.launch(&good[..2], &range).unwrap_err().to_string();
    assert_eq!(count, "OpenCL kernel `add` takes 4 arguments, got 2");
    let mut narrow = good;
    narrow[2] = KernelArgument::Scalar(ScalarValue::I32(10));
    let width = add.launch(&narrow, &range).unwrap_err().to_string();
    assert_eq!(
        width,
        "OpenCL kernel `add` argument 2 (`n`): the parameter is `long` (8 bytes), given a value of i32 (4 bytes)"
    );
    let mut swapped = good;
    swapped[1] = KernelArgument::Buffer(&x);
    let kind = add.launch(&swapped, &range).unwrap_err().to_string();
    assert!(kind.starts_with("OpenCL kernel `add` argument 1 (`a`): the parameter is `float` and takes a value, given a buffer"), "{kind}");
    let mut no_local = good;
    no_local[3] = KernelArgument::Local(0);
    assert!(
        add.launch(&no_local, &range)
            .unwrap_err()
            .to_string()
            .contains("0 bytes")
    );
    let too_big = add
        .launch(
            &good,
            &NdRange {
                grid: [1, 1, 1],
                block: [device.info().max_work_group_size + 1, 1, 1],
            },
        )
        .unwrap_err()
        .to_string();
    assert!(
        too_big.starts_with("OpenCL kernel `add`: a block of"),
        "{too_big}"
    );
    // A range without work-items queues nothing.
    add.launch(
        &good,
        &NdRange {
            grid: [0, 1, 1],
            block: [4, 1, 1],
        },
    )
    .unwrap();
    assert_eq!(floats(&x.to_vec().unwrap()), [1.25; 10]);
    // A NULL global pointer is a valid argument (an empty tensor); nothing reads it here.
    let null = [
        KernelArgument::NullBuffer,
        KernelArgument::Scalar(ScalarValue::F32(1.0)),
        KernelArgument::Scalar(ScalarValue::I64(0)),
        KernelArgument::Local(16),
    ];
    add.launch(&null, &range).unwrap();
    device.finish().unwrap();
}

#[test]
fn function_info_arg_types_set_each_argument_at_its_width() {
    let device = pocl();
    let buffer = device.alloc(8).unwrap();
    let info = FunctionInfo {
        name: "k".to_string(),
        arg_types: vec![
            DLDataType::HANDLE,
            DLDataType::INT32,
            DLDataType::FLOAT32,
            DLDataType::INT64,
            DLDataType::scalar(2, 64),
            DLDataType::scalar(1, 32),
            DLDataType::HANDLE,
        ],
        launch_param_tags: vec![
            "blockIdx.x".into(),
            "threadIdx.x".into(),
            "tirx.use_dyn_shared_memory".into(),
        ],
        arg_extra_tags: Some(vec![0; 7]),
        tirx: None,
    };
    let values = [
        ArgValue::Buffer(&buffer),
        ArgValue::Int(0x1_0000_0007),
        ArgValue::Float(0.1),
        ArgValue::Int(-5),
        ArgValue::Float(0.1),
        ArgValue::Int(-1),
        ArgValue::Null,
    ];
    let arguments = kernel_arguments(&info, &values, 512).unwrap();
    let describe: Vec<String> = arguments
        .iter()
        .map(|argument| match argument {
            KernelArgument::Buffer(b) => format!("buffer {}", b.size()),
            KernelArgument::NullBuffer => "null".to_string(),
            KernelArgument::Local(bytes) => format!("local {bytes}"),
            KernelArgument::Scalar(value) => format!("{value:?}"),
        })
        .collect();
    assert_eq!(
        describe,
        [
            "buffer 8",
            "I32(7)",
            &format!("F32({:?})", 0.1f32),
            "I64(-5)",
            "F64(0.1)",
            &format!("U32({})", u32::MAX),
            "null",
            "local 512"
        ]
    );
    let count = kernel_arguments(&info, &values[..3], 0)
        .unwrap_err()
        .to_string();
    assert_eq!(count, "OpenCL kernel `k` takes 7 arguments, got 3");
    let mut wrong = values;
    wrong[1] = ArgValue::Float(1.0);
    let kind = kernel_arguments(&info, &wrong, 0).unwrap_err().to_string();
    assert_eq!(
        kind,
        "OpenCL kernel `k` argument 1: expects an integer (int32), got a float"
    );
    let mut wrong = values;
    wrong[0] = ArgValue::Int(4096);
    let handle = kernel_arguments(&info, &wrong, 0).unwrap_err().to_string();
    assert_eq!(
        handle,
        "OpenCL kernel `k` argument 0: expects a buffer (handle), got an integer"
    );
    let mut half = info.clone();
    half.arg_types[2] = DLDataType::scalar(2, 16);
    let refused = kernel_arguments(&half, &values, 0).unwrap_err().to_string();
    assert_eq!(
        refused,
        "OpenCL kernel `k` argument 2: cannot handle float16 as device function argument"
    );
}

#[test]
fn spir_v_is_refused_by_name_where_the_device_takes_no_il() {
    let device = pocl();
    if device.info().il_version.is_some() {
        return;
    }
    let error = device
        .build_program_from_il(&[0x03, 0x02, 0x23, 0x07], "kernel `k`")
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with(&format!(
            "OpenCL device `{}` cannot take kernel `k` as intermediate language (SPIR-V)",
            device.info().name
        )) && error.contains("CL_DEVICE_IL_VERSION"),
        "{error}"
    );
}

/// `add_opencl.so`, written by TVM 0.27 for `opencl`: its payload's source split as TVM's
/// runtime splits it, each section built on PoCL, and `add_kernel` run with the FunctionInfo
/// TVM wrote (three handles; launch tags blockIdx.x, threadIdx.x with 64 threads), against the
/// sum computed here.
#[test]
fn a_tvm_written_opencl_library_runs_on_pocl_with_its_function_info() {
    let tree = blob::read(
        &Bytes::from(support::blob::fixture_blob("add_opencl.so")),
        Layout::Current,
    )
    .unwrap();
    let node = tree
        .nodes
        .iter()
        .find(|node| node.kind == "opencl")
        .unwrap();
    let Payload::Device(module) = &node.payload else {
        panic!("the opencl module has a device payload")
    };
    assert_eq!(module.fmt, "cl");
    let DeviceCode::Single(code) = &module.code else {
        panic!("one source")
    };
    let source = std::str::from_utf8(code).unwrap();
    let sections = split_kernel_sources(source);
    assert_eq!(sections.len(), module.functions.len());
    let (key, info) = &module.functions[0];
    let (name, section) = sections.iter().find(|(name, _)| name == key).unwrap();
    let device = pocl();
    let program = device
        .build_program(section, &format!("kernel `{name}` of add_opencl.so"))
        .unwrap();
    let kernel = program.kernel(name).unwrap();

    let n = 1024;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 3.0 - i as f32).collect();
    let buffers: Vec<_> = [&a, &b, &vec![0.0; n]]
        .iter()
        .map(|values| {
            let buffer = device.alloc(n * 4).unwrap();
            buffer.write(0, &float_bytes(values)).unwrap();
            buffer
        })
        .collect();
    // TVM's kernel takes A, B and C, in FunctionInfo order: C = A + B.
    let values: Vec<ArgValue> = buffers.iter().map(ArgValue::Buffer).collect();
    let arguments = kernel_arguments(info, &values, 0).unwrap();
    assert_eq!(info.launch_param_tags, ["blockIdx.x", "threadIdx.x"]);
    kernel
        .launch(
            &arguments,
            &NdRange {
                grid: [n / 64, 1, 1],
                block: [64, 1, 1],
            },
        )
        .unwrap();
    let sum: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    assert_eq!(floats(&buffers[2].to_vec().unwrap()), sum, "{section}");
}
