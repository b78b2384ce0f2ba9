#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The Relax VM on hand-made executables with stand-in kernels (no native code): TVM's
//! semantics on a small program, and every kind of bad index or size giving a typed fault that
//! names the function and instruction — never a panic — also under a 1 GiB address-space limit.

use crate::support;

use modlink::module::relax::{Constant, InstrArg, VmExecutable, VmFunctionKind, opcode};
use modlink::runtime::vm::{FaultKind, VirtualMachine, VmError, VmOptions, VmValue};
use std::process::Command;
use std::rc::Rc;
use std::sync::Arc;
use support::relax_vm::*;

const W: [f32; 32] = [
    0.5, -1.0, 0.25, 2.0, 1.5, 0.0, -0.5, 1.0, -2.0, 0.75, 1.0, -0.25, 0.125, 0.5, -1.5, 0.0, 1.0,
    1.0, -1.0, 0.5, -0.75, 0.25, 2.0, -0.5, 0.0, -0.125, 0.5, 1.25, 0.3, -0.3, 0.6, -0.6,
];
const B: [f32; 4] = [0.1, -0.2, 0.3, -4.0];

/// The program of spec §8.2: `relu(x @ W + b)` for x: f32[2, 8], with storage 1 reused for the
/// result after the matmul output dies.
fn mlp() -> VmExecutable {
    let mut a = Asm::default();
    let c0 = a.constant(Constant::Shape(vec![32]));
    let c1 = a.constant(Constant::DataType(U8));
    let c2 = a.constant(Constant::Str("global".into()));
    let c3 = a.constant(Constant::Shape(vec![2, 4]));
    let c4 = a.constant(Constant::DataType(F32));
    let c5 = a.constant(f32_tensor_constant(&[8, 4], &W));
    let c6 = a.constant(f32_tensor_constant(&[4], &B));
    a.begin("main", &["x"], 6);
    a.call_named(
        1,
        "vm.builtin.alloc_storage",
        &[VM, c(c0), imm(0), c(c1), c(c2)],
    );
    a.call_named(2, "vm.builtin.alloc_tensor", &[r(1), imm(0), c(c3), c(c4)]);
    a.call_named(VOID, "matmul", &[r(0), c(c5), r(2)]);
    a.call_named(
        3,
        "vm.builtin.alloc_storage",
        &[VM, c(c0), imm(0), c(c1), c(c2)],
    );
    a.call_named(4, "vm.builtin.alloc_tensor", &[r(3), imm(0), c(c3), c(c4)]);
    a.call_named(VOID, "add", &[r(2), c(c6), r(4)]);
    a.call_named(5, "vm.builtin.alloc_tensor", &[r(1), imm(0), c(c3), c(c4)]);
    a.call_named(VOID, "relu", &[r(4), r(5)]);
    a.ret(5);
    a.end();
    a.build()
}

const VOID: i64 = modlink::module::relax::VOID_REGISTER;

fn vm(exe: VmExecutable) -> Result<VirtualMachine, VmError> {
    vm_with(exe, VmOptions::default())
}

fn vm_with(exe: VmExecutable, options: VmOptions) -> Result<VirtualMachine, VmError> {
    let kernels = stand_in_kernels();
    VirtualMachine::from_executable(
        Arc::new(exe),
        &|name: &str| kernels.get(name).cloned(),
        options,
    )
}

fn x_values() -> Vec<f32> {
    (0..16).map(|i| (i as f32 - 7.5) * 0.25).collect()
}

fn reference(x: &[f32]) -> Vec<f32> {
    let mut out = vec![0f32; 8];
    for i in 0..2 {
        for j in 0..4 {
            let dot: f32 = (0..8).map(|p| x[i * 8 + p] * W[p * 4 + j]).sum();
            out[i * 4 + j] = (dot + B[j]).max(0.0);
        }
    }
    out
}

#[test]
fn runs_the_minimal_program_with_stand_in_kernels() {
    let mut vm = vm(mlp()).unwrap();
    let x = f32_input(&[2, 8], &x_values());
    // Twice: the second call reuses pooled storages and frames.
    for _ in 0..2 {
        let out = vm.call("main", std::slice::from_ref(&x)).unwrap();
        assert_eq!(f32_output(&out), reference(&x_values()));
        assert_eq!(out.as_tensor().unwrap().shape(), &[2, 4]);
    }
    assert_eq!(vm.param_names("main").unwrap(), &["x".to_string()]);
}

/// `main(c)`: `If c` → 10 else 20, then bytecode `helper(v)` = tuple (v, (v,)) getitem.
fn branchy() -> VmExecutable {
    let mut a = Asm::default();
    a.packed("vm.builtin.copy");
    a.packed("vm.builtin.make_tuple");
    // helper follows main in the table.
    let main = a.begin("main", &["c"], 4);
    a.if_(0, 3);
    a.call_named(1, "vm.builtin.copy", &[imm(10)]);
    a.goto(2);
    a.call_named(1, "vm.builtin.copy", &[imm(20)]);
    a.call(2, main + 1, &[r(1)]);
    a.ret(2);
    a.end();
    a.begin("helper", &["v"], 3);
    a.call_named(1, "vm.builtin.make_tuple", &[r(0)]);
    a.call_named(2, "vm.builtin.make_tuple", &[r(0), r(1)]);
    a.ret(2);
    a.end();
    a.build()
}

#[test]
fn branches_calls_and_nested_tuples() {
    let mut vm = vm(branchy()).unwrap();
    for (cond, expected) in [(VmValue::Int(1), 10), (VmValue::Bool(false), 20)] {
        let out = vm.call("main", &[cond]).unwrap();
        let fields = out.as_tuple().unwrap();
        assert!(matches!(fields[0], VmValue::Int(v) if v == expected));
        let inner = fields[1].as_tuple().unwrap();
        assert!(matches!(inner[0], VmValue::Int(v) if v == expected));
    }
    assert_eq!(vm.function_names(), vec!["main", "helper"]);
}

/// The word index of field `k` of instruction `i`.
fn word(exe: &VmExecutable, i: usize, k: usize) -> usize {
    exe.instr_offsets[i] as usize + k
}

fn expect_fault(
    name: &str,
    result: Result<VmValue, VmError>,
    kind: FaultKind,
    function: &str,
    instruction: usize,
) {
    match result {
        Err(VmError::Fault {
            function: f,
            instruction: i,
            kind: k,
            message,
        }) => {
            assert_eq!(
                (k, f.as_str(), i),
                (kind, function, instruction),
                "{name}: {message}"
            );
            assert!(!message.is_empty(), "{name}");
        }
        other => panic!("{name}: expected a {kind:?} fault, got {other:?}"),
    }
}

fn run_mutated(mutate: impl FnOnce(&mut VmExecutable)) -> Result<VmValue, VmError> {
    let mut exe = mlp();
    mutate(&mut exe);
    let mut vm = vm(exe)?;
    vm.call("main", &[f32_input(&[2, 8], &x_values())])
}

fn run_program(
    exe: VmExecutable,
    options: VmOptions,
    args: &[VmValue],
) -> Result<VmValue, VmError> {
    vm_with(exe, options)?.call("main", args)
}

#[test]
fn every_bad_index_gives_a_typed_fault() {
    // Register read outside the frame, and a negative register.
    expect_fault(
        "register",
        run_mutated(|e| {
            let w = word(e, 2, 4);
            e.instr_data[w] = r(99).encode();
        }),
        FaultKind::Register,
        "main",
        2,
    );
    expect_fault(
        "negative register",
        run_mutated(|e| {
            let w = word(e, 2, 4);
            e.instr_data[w] = r(-5).encode();
        }),
        FaultKind::Register,
        "main",
        2,
    );
    // Destination outside the frame.
    expect_fault(
        "dst",
        run_mutated(|e| {
            let w = word(e, 1, 1);
            e.instr_data[w] = 6;
        }),
        FaultKind::Register,
        "main",
        1,
    );
    // Constant index outside the pool.
    expect_fault(
        "constant",
        run_mutated(|e| {
            let w = word(e, 2, 5);
            e.instr_data[w] = c(7).encode();
        }),
        FaultKind::Constant,
        "main",
        2,
    );
    // Callee index outside the table, and a FuncIdx argument outside it.
    expect_fault(
        "callee",
        run_mutated(|e| {
            let w = word(e, 2, 2);
            e.instr_data[w] = 1 << 40;
        }),
        FaultKind::Function,
        "main",
        2,
    );
    expect_fault(
        "func arg",
        run_mutated(|e| {
            let w = word(e, 2, 5);
            e.instr_data[w] = InstrArg::FuncIdx(42).encode();
        }),
        FaultKind::Function,
        "main",
        2,
    );
    // A kernel handed a value it cannot take (a function reference).
    expect_fault(
        "kernel arg kind",
        run_mutated(|e| {
            let w = word(e, 2, 5);
            e.instr_data[w] = InstrArg::FuncIdx(0).encode();
        }),
        FaultKind::Type,
        "main",
        2,
    );
    // A builtin given the wrong kind (a tensor where a storage belongs).
    expect_fault(
        "builtin arg kind",
        run_mutated(|e| {
            let w = word(e, 1, 4);
            e.instr_data[w] = r(0).encode();
        }),
        FaultKind::Type,
        "main",
        1,
    );
    // A view past its storage (offset 8 in a 32-byte storage for 32 bytes).
    expect_fault(
        "view",
        run_mutated(|e| {
            let w = word(e, 1, 5);
            e.instr_data[w] = imm(8).encode();
        }),
        FaultKind::Memory,
        "main",
        1,
    );
    // Ret replaced by a Goto out of the function, then the function ending before its Ret.
    expect_fault(
        "goto",
        run_mutated(|e| {
            let w = word(e, 8, 0);
            e.instr_data[w] = opcode::GOTO;
            e.instr_data[w + 1] = 100;
        }),
        FaultKind::Jump,
        "main",
        8,
    );
    expect_fault(
        "fall through",
        run_mutated(|e| e.functions[0].end_instr = 8),
        FaultKind::Jump,
        "main",
        8,
    );
    // Undecodable instructions: offset outside the words, argument count past the end,
    // unknown opcode, unknown argument kind.
    expect_fault(
        "offset",
        run_mutated(|e| e.instr_offsets[3] = 1 << 50),
        FaultKind::Decode,
        "main",
        3,
    );
    expect_fault(
        "argument count",
        run_mutated(|e| {
            let w = word(e, 7, 3);
            e.instr_data[w] = 1 << 40;
        }),
        FaultKind::Decode,
        "main",
        7,
    );
    expect_fault(
        "opcode",
        run_mutated(|e| {
            let w = word(e, 4, 0);
            e.instr_data[w] = 9;
        }),
        FaultKind::Decode,
        "main",
        4,
    );
    expect_fault(
        "argument kind",
        run_mutated(|e| {
            let w = word(e, 4, 4);
            e.instr_data[w] = 7 << 56;
        }),
        FaultKind::Decode,
        "main",
        4,
    );
    // Arity of a builtin.
    expect_fault(
        "builtin arity",
        run_mutated(|e| {
            let w = word(e, 0, 3);
            e.instr_data[w] = 3;
        }),
        FaultKind::ArgCount,
        "main",
        0,
    );
    // Storage sizes: over the VM's limit, overflowing, and too large for the allocator.
    for (name, dims) in [
        ("limit", vec![1i64 << 50]),
        ("overflow", vec![i64::MAX, 4]),
        ("negative", vec![-32]),
    ] {
        expect_fault(
            name,
            run_mutated(|e| e.constants[0] = Constant::Shape(dims)),
            FaultKind::Memory,
            "main",
            0,
        );
    }
    expect_fault(
        "allocator",
        {
            let mut exe = mlp();
            exe.constants[0] = Constant::Shape(vec![1 << 45]);
            let options = VmOptions {
                max_storage_bytes: usize::MAX / 2,
                ..VmOptions::default()
            };
            run_program(exe, options, &[f32_input(&[2, 8], &x_values())])
        },
        FaultKind::Memory,
        "main",
        0,
    );
    // The wrong input: a shape where the kernel expects a tensor is caught before the call.
    expect_fault(
        "input kind",
        vm(mlp())
            .unwrap()
            .call("main", &[VmValue::Shape(Rc::from([2i64, 8].as_slice()))]),
        FaultKind::Type,
        "main",
        2,
    );
    branch_and_call_faults();
    heap_and_tuple_faults();
}

fn branch_and_call_faults() {
    // If with a false offset outside the function; a backward Goto out of it.
    let mut exe = branchy();
    let w = word(&exe, 0, 2);
    exe.instr_data[w] = 100;
    expect_fault(
        "if",
        run_program(exe, VmOptions::default(), &[VmValue::Int(0)]),
        FaultKind::Jump,
        "main",
        0,
    );
    let mut exe = branchy();
    let w = word(&exe, 2, 1);
    exe.instr_data[w] = -5;
    expect_fault(
        "goto back",
        run_program(exe, VmOptions::default(), &[VmValue::Int(1)]),
        FaultKind::Jump,
        "main",
        2,
    );
    // If on a tensor.
    expect_fault(
        "if kind",
        run_program(branchy(), VmOptions::default(), &[f32_input(&[1], &[1.0])]),
        FaultKind::Type,
        "main",
        0,
    );
    // A bytecode callee given two arguments for one parameter.
    let mut exe = branchy();
    let w = word(&exe, 4, 3);
    exe.instr_data[w] = 2;
    exe.instr_data.insert(w + 2, r(1).encode());
    for offset in &mut exe.instr_offsets[5..] {
        *offset += 1;
    }
    expect_fault(
        "callee arity",
        run_program(exe, VmOptions::default(), &[VmValue::Int(1)]),
        FaultKind::ArgCount,
        "main",
        4,
    );
    // The top-level arity.
    assert!(matches!(
        vm(branchy()).unwrap().call("main", &[]),
        Err(VmError::ArgCount {
            expected: 1,
            given: 0,
            ..
        })
    ));
    assert!(matches!(
        vm(branchy()).unwrap().call("nope", &[]),
        Err(VmError::UnknownFunction { .. })
    ));
    // An endless loop stops at the budget; endless recursion at the depth limit.
    let mut a = Asm::default();
    a.begin("main", &[], 1);
    a.call_named(0, "vm.builtin.null_value", &[]);
    a.goto(-1);
    a.end();
    let options = VmOptions {
        instruction_budget: Some(10_000),
        ..VmOptions::default()
    };
    let budget = run_program(a.build(), options, &[]);
    assert!(
        matches!(
            budget,
            Err(VmError::Fault {
                kind: FaultKind::Budget,
                ..
            })
        ),
        "{budget:?}"
    );
    let mut a = Asm::default();
    let main = a.begin("main", &[], 1);
    a.call(0, main, &[]);
    a.ret(0);
    a.end();
    expect_fault(
        "depth",
        run_program(a.build(), VmOptions::default(), &[]),
        FaultKind::CallDepth,
        "main",
        0,
    );
}

fn heap_and_tuple_faults() {
    let heap_program = |code: &[(i64, &[InstrArg])]| {
        let mut a = Asm::default();
        a.begin("main", &[], 3);
        a.call_named(1, "vm.builtin.alloc_shape_heap", &[VM, imm(2)]);
        for (dst, args) in code {
            let name = if args.len() == 2 {
                "vm.builtin.tuple_getitem"
            } else if matches!(args.first(), Some(InstrArg::Immediate(_))) {
                "vm.builtin.make_tuple"
            } else {
                "vm.builtin.make_shape"
            };
            a.call_named(*dst, name, args);
        }
        a.ret(2);
        a.end();
        a.build()
    };
    // make_shape loading heap slot 7 of a 2-slot heap.
    expect_fault(
        "heap slot",
        run_program(
            heap_program(&[(2, &[r(1), imm(1), imm(1), imm(7)])]),
            VmOptions::default(),
            &[],
        ),
        FaultKind::HeapSlot,
        "main",
        1,
    );
    // make_shape claiming more dims than it has arguments.
    expect_fault(
        "make_shape count",
        run_program(
            heap_program(&[(2, &[r(1), imm(1 << 40), imm(0), imm(7)])]),
            VmOptions::default(),
            &[],
        ),
        FaultKind::ArgCount,
        "main",
        1,
    );
    // tuple_getitem past the end.
    expect_fault(
        "tuple index",
        run_program(
            heap_program(&[(0, &[imm(1), imm(2), imm(3)]), (2, &[r(0), imm(3)])]),
            VmOptions::default(),
            &[],
        ),
        FaultKind::TupleIndex,
        "main",
        2,
    );
    // A heap of 2^40 slots.
    let mut exe = heap_program(&[]);
    let w = word(&exe, 0, 5);
    exe.instr_data[w] = imm(1 << 40).encode();
    expect_fault(
        "heap size",
        run_program(exe, VmOptions::default(), &[]),
        FaultKind::Memory,
        "main",
        0,
    );
    // match_shape storing into slot 5 of a 2-slot heap.
    let mut a = Asm::default();
    a.begin("main", &["x"], 3);
    a.call_named(1, "vm.builtin.alloc_shape_heap", &[VM, imm(2)]);
    let ctx = a.constant(Constant::Str("ErrorContext(x) ".into()));
    a.call_named(
        VOID,
        "vm.builtin.match_shape",
        &[r(0), r(1), imm(2), imm(1), imm(5), imm(0), imm(8), c(ctx)],
    );
    a.ret(1);
    a.end();
    expect_fault(
        "match_shape slot",
        run_program(
            a.build(),
            VmOptions::default(),
            &[f32_input(&[2, 8], &x_values())],
        ),
        FaultKind::HeapSlot,
        "main",
        1,
    );
}

#[test]
fn bad_function_tables_fail_when_the_vm_is_made() {
    let named = |exe: VmExecutable| match vm(exe) {
        Err(error) => error,
        Ok(_) => panic!("the VM was made"),
    };
    // A kernel neither the library nor the builtins provide (TVM: "Cannot find ffi::Function").
    let mut exe = mlp();
    exe.functions
        .iter_mut()
        .find(|f| f.name == "relu")
        .unwrap()
        .name = "gelu".into();
    let error = named(exe);
    assert!(
        matches!(&error, VmError::MissingFunction { name, .. } if name == "gelu"),
        "{error}"
    );
    assert!(error.to_string().contains("`gelu`"));
    let mut exe = mlp();
    exe.functions[1].name = "vm.builtin.alloc_storage_v2".into();
    assert!(matches!(named(exe), VmError::MissingFunction { .. }));
    // Compiled-mode functions without room for their result, unknown kinds, bad ranges, absurd
    // register files.
    for (mutate, needle) in [
        (
            Box::new(|e: &mut VmExecutable| {
                e.functions[0].kind = VmFunctionKind::Tir;
                e.functions[0].register_file_size = e.functions[0].num_args;
            }) as Box<dyn Fn(&mut VmExecutable)>,
            "compiled function with",
        ),
        (
            Box::new(|e: &mut VmExecutable| e.functions[0].kind = VmFunctionKind::Unknown(7)),
            "unknown function kind 7",
        ),
        (
            Box::new(|e: &mut VmExecutable| e.functions[0].end_instr = 1 << 40),
            "instruction range",
        ),
        (
            Box::new(|e: &mut VmExecutable| e.functions[0].start_instr = -1),
            "negative",
        ),
        (
            Box::new(|e: &mut VmExecutable| e.functions[0].register_file_size = 1 << 60),
            "registers",
        ),
        (
            Box::new(|e: &mut VmExecutable| e.functions[0].num_args = 7),
            "registers",
        ),
    ] {
        let mut exe = mlp();
        mutate(&mut exe);
        let error = named(exe);
        assert!(
            matches!(&error, VmError::Unsupported { name, index: 0, message } if name == "main" && message.contains(needle)),
            "{error}"
        );
    }
    // A tensor constant on a GPU.
    let mut exe = mlp();
    if let Constant::Tensor(t) = &mut exe.constants[5] {
        t.device_type = 2;
    }
    assert!(matches!(named(exe), VmError::Constant { index: 5, .. }));
}

/// The hostile cases again in a child process limited to 1 GiB of address space: sizes from
/// the bytecode must be refused or fail as errors, never abort the process.
#[test]
fn hostile_cases_run_under_a_1_gib_address_space_limit() {
    if std::env::var_os("MODLINK_UNDER_ULIMIT").is_some() {
        return;
    }
    let me = std::env::current_exe().unwrap();
    for test in [
        "every_bad_index_gives_a_typed_fault",
        "bad_function_tables_fail_when_the_vm_is_made",
        "runs_the_minimal_program_with_stand_in_kernels",
    ] {
        let out = Command::new("sh")
            .arg("-c")
            .arg("ulimit -v 1048576 && exec \"$0\" --exact \"$1\" --test-threads=1")
            .arg(&me)
            .arg(format!("relax_vm_hostile::{test}"))
            .env("MODLINK_UNDER_ULIMIT", "1")
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.contains("1 passed"),
            "{test} under ulimit: {}\n{stdout}\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
