//! The `cuda` module payload (spec/cuda.md §2) of every library real TVM 0.27 exported for CUDA
//! (shared/fixtures/tvm-0.27/cuda: 8 fixtures × {cubin, ptx}): typed, written back byte for byte,
//! found inside each library, checked against the fixture JSONs and SHA-256 sums TVM's side
//! wrote; the target read from the code; hostile payloads and images give typed errors.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use bytes::Bytes;
use modlink::blob::{self, BlobError, Layout};
use modlink::inspect::locate::locate_file;
use modlink::module::{
    CudaTarget, CudaTargetError, DeviceCode, DeviceModule, Node, Payload, SINGLE_CODE_DEVICE_KINDS,
};
use serde_json::Value;
use std::path::PathBuf;
use support::sha256_hex;

const FIXTURES: [&str; 8] = [
    "vadd",
    "vadd_dyn",
    "saxpy",
    "rowsum_smem",
    "rowsum_dynsmem",
    "softmax",
    "two_kernels",
    "mlp",
];
const VARIANTS: [&str; 2] = ["cubin", "ptx"];

fn cuda_dir() -> PathBuf {
    support::fixtures_dir().join("cuda")
}

fn description(fixture: &str) -> Value {
    let text = std::fs::read_to_string(cuda_dir().join(format!("{fixture}.json"))).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn payload_bin(fixture: &str, variant: &str) -> Bytes {
    Bytes::from(std::fs::read(cuda_dir().join(format!("{fixture}.{variant}.payload.bin"))).unwrap())
}

fn read_device(payload: &Bytes) -> DeviceModule {
    match blob::read_payload("cuda", payload).unwrap() {
        Payload::Device(device) => device,
        other => panic!("a cuda payload read as {other:?}"),
    }
}

fn cuda_node(device: DeviceModule) -> Node {
    Node {
        kind: "cuda".to_string(),
        payload: Payload::Device(device),
    }
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect()
}

/// The typed value against the fixture JSON (written by `gen.py` from TVM's own objects):
/// fmt, code bytes and hash, and each kernel looked up by its key.
fn assert_matches_description(device: &DeviceModule, json: &Value, fixture: &str, variant: &str) {
    let what = format!("{fixture}.{variant}");
    let info = &json["variants"][variant];
    assert_eq!(device.fmt, info["fmt"].as_str().unwrap(), "{what}");
    assert_eq!(device.fmt, variant, "{what}");
    let DeviceCode::Single(code) = &device.code else {
        panic!("{what}: per-kernel code in a cuda module")
    };
    assert_eq!(
        code.len() as u64,
        info["code_bytes"].as_u64().unwrap(),
        "{what}"
    );
    assert_eq!(
        sha256_hex(code),
        info["code_sha256"].as_str().unwrap(),
        "{what}"
    );
    let code_file = std::fs::read(cuda_dir().join(info["code"].as_str().unwrap())).unwrap();
    assert_eq!(&code[..], &code_file[..], "{what}");

    let kernels = json["kernels"].as_array().unwrap();
    assert_eq!(device.functions.len(), kernels.len(), "{what}");
    for kernel in kernels {
        let name = kernel["name"].as_str().unwrap();
        let (key, function) = device
            .functions
            .iter()
            .find(|(key, _)| key == name)
            .unwrap_or_else(|| panic!("{what}: no function table entry keyed {name}"));
        assert_eq!(key, &function.name, "{what}");
        let arg_types: Vec<String> = function.arg_types.iter().map(|t| t.to_string()).collect();
        assert_eq!(arg_types, strings(&kernel["arg_types"]), "{what} {name}");
        assert_eq!(
            function.launch_param_tags,
            strings(&kernel["launch_param_tags"]),
            "{what} {name}"
        );
        let extra: Vec<i32> = kernel["arg_extra_tags"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_i64().unwrap() as i32)
            .collect();
        assert_eq!(function.arg_extra_tags, Some(extra), "{what} {name}");
        // TVM's parameter names count the kernel's parameters independently of arg_types.
        assert_eq!(
            function.arg_types.len(),
            kernel["params"].as_array().unwrap().len(),
            "{what} {name}"
        );
    }
}

#[test]
fn cuda_every_fixture_payload_reads_typed_and_writes_back_byte_for_byte() {
    for fixture in FIXTURES {
        let json = description(fixture);
        for variant in VARIANTS {
            let what = format!("{fixture}.{variant}");
            let payload = payload_bin(fixture, variant);
            let info = &json["variants"][variant];
            assert_eq!(
                sha256_hex(&payload),
                info["payload_sha256"].as_str().unwrap()
            );
            let device = read_device(&payload);
            assert_matches_description(&device, &json, fixture, variant);
            let written = blob::write_payload(&cuda_node(device), Layout::Current).unwrap();
            assert!(written == payload[..], "{what}: written payload differs");
        }
    }
}

#[test]
fn cuda_payload_inside_each_library_equals_its_payload_bin() {
    for fixture in FIXTURES {
        let json = description(fixture);
        for variant in VARIANTS {
            let what = format!("{fixture}.{variant}");
            let info = &json["variants"][variant];
            let library = cuda_dir().join(info["library"].as_str().unwrap());
            let tree = locate_file(&library).unwrap().tree().unwrap();
            // The tree's shape from the fixture's module_tree (modlink extract's tree.json).
            let expected_tree = info["module_tree"].as_array().unwrap();
            let kinds: Vec<&str> = tree.nodes.iter().map(|n| n.kind.as_str()).collect();
            let expected_kinds: Vec<&str> = expected_tree
                .iter()
                .map(|m| m["kind"].as_str().unwrap())
                .collect();
            assert_eq!(kinds, expected_kinds, "{what}");
            let cuda: Vec<&Node> = tree.nodes.iter().filter(|n| n.kind == "cuda").collect();
            assert_eq!(
                cuda.len(),
                1,
                "{what}: one cuda module per library (spec §1)"
            );
            let payload = payload_bin(fixture, variant);
            assert_eq!(
                cuda[0].payload,
                Payload::Device(read_device(&payload)),
                "{what}"
            );
            let written = blob::write_payload(cuda[0], Layout::Current).unwrap();
            assert_eq!(
                written.len() as u64,
                info["payload_bytes"].as_u64().unwrap()
            );
            assert!(written == payload[..], "{what}: library payload differs");
        }
    }
}

#[test]
fn cuda_target_of_every_fixture_matches_the_build_target() {
    for fixture in FIXTURES {
        let json = description(fixture);
        // gen.py built with Target({"kind": "cuda", "arch": "sm_90"}).
        let arch = json["made_with"]["target"]["arch"].as_str().unwrap();
        assert_eq!(arch, "sm_90");
        let cubin = read_device(&payload_bin(fixture, "cubin"));
        let target = cubin.cuda_target().unwrap();
        assert_eq!(
            target,
            CudaTarget::Cubin {
                sm: 90,
                arch_specific: false,
                abi_version: 7
            },
            "{fixture}"
        );
        assert_eq!(target.arch(), arch, "{fixture}");
        // NVRTC 12.9 writes `.version 8.8` / `.target sm_90` (spec §2, fixture README).
        let ptx = read_device(&payload_bin(fixture, "ptx"));
        let target = ptx.cuda_target().unwrap();
        assert_eq!(
            target,
            CudaTarget::Ptx {
                version: "8.8".into(),
                target: "sm_90".into()
            },
            "{fixture}"
        );
        assert_eq!(target.arch(), arch, "{fixture}");
    }
}

fn malformed(error: BlobError) -> (u64, String, String) {
    match error {
        BlobError::Malformed {
            offset,
            field,
            message,
        } => (offset, field, message),
        other => panic!("expected a Malformed error, got {other:?}"),
    }
}

/// `vadd_dyn.ptx.payload.bin`'s fields, by offset (spec §2's worked header).
const FMAP_COUNT_AT: usize = 11;
const KEY_AT: usize = 19;
const ARG_COUNT_AT: usize = 65;
const TAG_COUNT_AT: usize = 89;
const EXTRA_COUNT_AT: usize = 134;
const CODE_LEN_AT: usize = 158;

fn vadd_dyn_payload() -> Vec<u8> {
    let payload = payload_bin("vadd_dyn", "ptx").to_vec();
    // The offsets above, checked against the bytes they point at.
    assert_eq!(&payload[KEY_AT + 8..KEY_AT + 8 + 15], b"vadd_dyn_kernel");
    assert_eq!(payload[ARG_COUNT_AT], 4);
    assert_eq!(payload[TAG_COUNT_AT], 2);
    assert_eq!(
        &payload[TAG_COUNT_AT + 16..TAG_COUNT_AT + 26],
        b"blockIdx.x"
    );
    assert_eq!(payload[EXTRA_COUNT_AT], 4);
    assert_eq!(
        u64::from_le_bytes(payload[CODE_LEN_AT..CODE_LEN_AT + 8].try_into().unwrap()),
        22219
    );
    payload
}

#[test]
fn cuda_payload_truncated_at_every_offset_is_a_typed_error_inside_the_bytes() {
    let payload = vadd_dyn_payload();
    let header_fields = [
        (0, "fmt of payload of kind `cuda`"),
        (
            FMAP_COUNT_AT,
            "function table count of payload of kind `cuda`",
        ),
        // (A cut inside the first key is caught by the function count: one entry needs 32
        // bytes.)
        (
            ARG_COUNT_AT,
            "arg_types count of function 0 of payload of kind `cuda`",
        ),
        (
            TAG_COUNT_AT,
            "launch_param_tags count of function 0 of payload of kind `cuda`",
        ),
        (
            EXTRA_COUNT_AT,
            "arg_extra_tags count of function 0 of payload of kind `cuda`",
        ),
        (CODE_LEN_AT, "code of payload of kind `cuda`"),
    ];
    for len in 0..payload.len() {
        let cut = Bytes::copy_from_slice(&payload[..len]);
        let (offset, field, message) = malformed(blob::read_payload("cuda", &cut).unwrap_err());
        assert!(offset <= len as u64, "cut at {len}: offset {offset}");
        assert!(!field.is_empty() && !message.is_empty(), "cut at {len}");
        // A cut inside a length or count field is reported at that field.
        if let Some((at, name)) = header_fields
            .iter()
            .find(|(at, _)| (*at..*at + 8).contains(&len))
        {
            assert_eq!(
                (offset, field.as_str()),
                (*at as u64, *name),
                "cut at {len}"
            );
        }
    }
}

fn with_u64(mut payload: Vec<u8>, at: usize, value: u64) -> Bytes {
    payload[at..at + 8].copy_from_slice(&value.to_le_bytes());
    Bytes::from(payload)
}

#[test]
fn cuda_payload_huge_counts_and_lengths_are_refused_before_allocating() {
    let payload = vadd_dyn_payload();
    let cases = [
        (
            FMAP_COUNT_AT,
            "function table count of payload of kind `cuda`",
        ),
        (KEY_AT, "key of function 0 of payload of kind `cuda`"),
        (
            ARG_COUNT_AT,
            "arg_types count of function 0 of payload of kind `cuda`",
        ),
        (
            TAG_COUNT_AT,
            "launch_param_tags count of function 0 of payload of kind `cuda`",
        ),
        (
            EXTRA_COUNT_AT,
            "arg_extra_tags count of function 0 of payload of kind `cuda`",
        ),
        (CODE_LEN_AT, "code of payload of kind `cuda`"),
    ];
    for (at, name) in cases {
        for huge in [u64::MAX, u64::MAX / 4 + 1, 1 << 40, payload.len() as u64] {
            let hostile = with_u64(payload.clone(), at, huge);
            let (offset, field, message) =
                malformed(blob::read_payload("cuda", &hostile).unwrap_err());
            assert_eq!((offset, field.as_str()), (at as u64, name), "{huge}");
            assert!(message.contains(&huge.to_string()), "{name}: {message}");
        }
    }
}

#[test]
fn cuda_payload_bad_utf8_names_and_extra_bytes_are_typed_errors() {
    let payload = vadd_dyn_payload();
    let mut bad_key = payload.clone();
    bad_key[KEY_AT + 8] = 0xff;
    let (offset, field, message) =
        malformed(blob::read_payload("cuda", &Bytes::from(bad_key)).unwrap_err());
    assert_eq!(offset, KEY_AT as u64);
    assert_eq!(field, "key of function 0 of payload of kind `cuda`");
    assert!(message.contains("not UTF-8"), "{message}");

    let mut bad_tag = payload.clone();
    bad_tag[TAG_COUNT_AT + 16] = 0xc3; // a lead byte with no continuation
    let (offset, field, _) =
        malformed(blob::read_payload("cuda", &Bytes::from(bad_tag)).unwrap_err());
    assert_eq!(offset, (TAG_COUNT_AT + 8) as u64);
    assert_eq!(
        field,
        "launch_param_tags[0] of function 0 of payload of kind `cuda`"
    );

    let mut longer = payload.clone();
    longer.push(0);
    // In a `cuda` payload, bytes after the code are TIRx's build settings string (spec
    // tirx.md); one byte cannot hold its length.
    let (offset, field, _) =
        malformed(blob::read_payload("cuda", &Bytes::from(longer.clone())).unwrap_err());
    assert_eq!(offset, payload.len() as u64);
    assert_eq!(field, "build settings of payload of kind `cuda`");
    // Every other single-code device kind shares the reader, and has no such trailer.
    assert!(SINGLE_CODE_DEVICE_KINDS.contains(&"opencl"));
    let (offset, field, message) =
        malformed(blob::read_payload("opencl", &Bytes::from(longer)).unwrap_err());
    assert_eq!(offset, payload.len() as u64);
    assert_eq!(field, "payload of payload of kind `opencl`");
    assert!(message.contains("1 bytes left over"), "{message}");
}

fn with_code(fmt: &str, code: Vec<u8>) -> DeviceModule {
    let mut device = read_device(&payload_bin("vadd", "cubin"));
    device.fmt = fmt.to_string();
    device.code = DeviceCode::Single(Bytes::from(code));
    device
}

fn cubin_code() -> Vec<u8> {
    std::fs::read(cuda_dir().join("vadd.cubin")).unwrap()
}

fn elf_error(device: &DeviceModule) -> (usize, &'static str, String) {
    match device.cuda_target().unwrap_err() {
        CudaTargetError::Elf {
            offset,
            field,
            message,
        } => (offset, field, message),
        other => panic!("expected an ELF header error, got {other:?}"),
    }
}

#[test]
fn cuda_target_of_a_broken_cubin_header_names_the_field() {
    let code = cubin_code();
    // Truncated anywhere before e_flags ends.
    for len in [0, 3, 17, 51] {
        let (offset, field, _) = elf_error(&with_code("cubin", code[..len].to_vec()));
        assert_eq!((offset, field), (len, "ELF header"), "cut at {len}");
    }
    let mut not_elf = code.clone();
    not_elf[1] = b'X';
    assert_eq!(elf_error(&with_code("cubin", not_elf)).1, "e_ident magic");
    let mut elf32 = code.clone();
    elf32[4] = 1;
    assert_eq!(elf_error(&with_code("cubin", elf32)).0, 4);
    let mut big_endian = code.clone();
    big_endian[5] = 2;
    assert_eq!(elf_error(&with_code("cubin", big_endian)).1, "EI_DATA");
    let mut x86 = code.clone();
    x86[18..20].copy_from_slice(&62u16.to_le_bytes());
    let (offset, field, message) = elf_error(&with_code("cubin", x86));
    assert_eq!((offset, field), (18, "e_machine"));
    assert!(
        message.contains("62") && message.contains("190"),
        "{message}"
    );
    let mut abi9 = code.clone();
    abi9[8] = 9;
    assert_eq!(elf_error(&with_code("cubin", abi9)).1, "EI_ABIVERSION");
    let mut no_sm = code.clone();
    no_sm[48..52].copy_from_slice(&0x0005_0500u32.to_le_bytes());
    assert_eq!(elf_error(&with_code("cubin", no_sm)).0, 48);
}

#[test]
fn cuda_target_reads_both_elf_abi_versions_fatbins_and_source() {
    let code = cubin_code();
    // ABI version 8 (Blackwell on) keeps the SM in bits 8..16 and marks arch-specific images
    // with 0x8 (LLVM ELF.h EF_CUDA_SM_MASK, EF_CUDA_SM_OFFSET, EF_CUDA_ACCELERATORS); nvcc
    // 12.8+ writes 0x06005a04 for sm_90.
    for (flags, sm, arch) in [(0x0600_5a04u32, 90, "sm_90"), (0x0600_6408, 100, "sm_100a")] {
        let mut v2 = code.clone();
        v2[8] = 8;
        v2[48..52].copy_from_slice(&flags.to_le_bytes());
        let target = with_code("cubin", v2).cuda_target().unwrap();
        assert_eq!(target.arch(), arch);
        assert!(matches!(target, CudaTarget::Cubin { sm: s, abi_version: 8, .. } if s == sm));
    }
    // ABI version 7 marks sm_90a with 0x800.
    let mut accelerated = code.clone();
    accelerated[49] |= 0x08;
    let target = with_code("cubin", accelerated).cuda_target().unwrap();
    assert_eq!(target.arch(), "sm_90a");
    // nvcc's fatbin, which TVM labels `cubin` (spec §2), and an explicit fatbin.
    let fatbin = vec![0x50, 0xed, 0x55, 0xba, 1, 0, 0x10, 0];
    assert_eq!(
        with_code("cubin", fatbin.clone()).cuda_target(),
        Ok(CudaTarget::Fatbin)
    );
    assert_eq!(
        with_code("fatbin", fatbin).cuda_target(),
        Ok(CudaTarget::Fatbin)
    );
    // CUDA C++ source (the older add_cuda.so fixture's fmt).
    assert_eq!(
        with_code("cuda", b"extern \"C\" __global__ void k() {}".to_vec()).cuda_target(),
        Ok(CudaTarget::Source)
    );
    assert_eq!(
        with_code("sass", vec![]).cuda_target(),
        Err(CudaTargetError::UnknownFormat { fmt: "sass".into() })
    );
}

#[test]
fn cuda_target_of_ptx_without_its_directives_is_a_typed_error() {
    let ptx = |text: &[u8]| with_code("ptx", text.to_vec()).cuda_target();
    // LLVM's PTX has no trailing NUL; NVRTC's has one (spec §2): both read.
    assert_eq!(
        ptx(b"//\n.version 7.8\n.target sm_90, debug\n.address_size 64\n"),
        Ok(CudaTarget::Ptx {
            version: "7.8".into(),
            target: "sm_90, debug".into()
        })
    );
    assert_eq!(
        ptx(b".version 8.0\n.target sm_80\n\0").map(|t| t.arch()),
        Ok("sm_80".to_string())
    );
    let field_of = |result: Result<CudaTarget, CudaTargetError>| match result {
        Err(CudaTargetError::Ptx { field, message }) => (field, message),
        other => panic!("expected a PTX error, got {other:?}"),
    };
    assert_eq!(field_of(ptx(b".target sm_90\n")).0, ".version");
    assert_eq!(field_of(ptx(b".version 8.8\n")).0, ".target");
    assert_eq!(field_of(ptx(b"")).0, ".version");
    let (field, message) = field_of(ptx(b".version 8.8\n.target sm_\xff\n"));
    assert_eq!(field, ".target");
    assert!(
        message.contains("line 2") && message.contains("UTF-8"),
        "{message}"
    );
    let (field, message) = field_of(ptx(b".version \n.target sm_90\n"));
    assert_eq!(field, ".version");
    assert!(message.contains("line 1"), "{message}");
}

#[test]
fn cuda_target_of_per_kernel_code_is_refused() {
    let mut device = with_code("ptx", Vec::new());
    device.code = DeviceCode::PerKernel(vec![("k".into(), Bytes::from_static(b"x"))]);
    assert_eq!(
        device.cuda_target(),
        Err(CudaTargetError::NotSingleCode { fmt: "ptx".into() })
    );
}
