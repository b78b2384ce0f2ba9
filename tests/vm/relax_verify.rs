//! `VmExecutable::verify`: the executables TVM 0.27 wrote pass; a hand-made executable (the
//! minimal program of spec §8.2, which TVM runs) passes; and one bad index of each kind gives
//! the typed error naming the function, the instruction and the fault.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::module::DLDataType;
use modlink::module::relax::{
    Constant, ConstantTensor, ExecutableMagic, InstrArg, VM_REGISTER, VOID_REGISTER, VmExecutable,
    VmFunction, VmFunctionKind,
};
use modlink::module::relax_verify::{InstructionFault, MAX_REGISTERS, VerifyError};
use support::relax::{MODELS, executable, tree};

const F32: DLDataType = DLDataType {
    code: 2,
    bits: 32,
    lanes: 1,
};
const U8: DLDataType = DLDataType {
    code: 1,
    bits: 8,
    lanes: 1,
};

fn packed(name: &str) -> VmFunction {
    VmFunction {
        kind: VmFunctionKind::Packed,
        name: name.to_string(),
        start_instr: 0,
        end_instr: 0,
        num_args: -2,
        register_file_size: 0,
        param_names: Vec::new(),
    }
}

fn reg(r: i64) -> i64 {
    InstrArg::Register(r).encode()
}
fn imm(v: i64) -> i64 {
    InstrArg::Immediate(v).encode()
}
fn cst(c: i64) -> i64 {
    InstrArg::ConstIdx(c).encode()
}

/// Spec §8.2: `main(x)` = relu(x @ W + b) with alloc_storage/alloc_tensor, 9 instructions,
/// then a second bytecode function `twice(x)` that calls `main` and jumps over a dead call.
fn minimal() -> VmExecutable {
    let tensor = |shape: Vec<i64>| {
        let n: i64 = shape.iter().product();
        Constant::Tensor(ConstantTensor {
            device_type: 1,
            device_id: 0,
            dtype: F32,
            shape,
            data: vec![0u8; (n * 4) as usize].into(),
        })
    };
    let constants = vec![
        Constant::Shape(vec![32]),
        Constant::DataType(U8),
        Constant::Str("global".into()),
        Constant::Shape(vec![2, 4]),
        Constant::DataType(F32),
        tensor(vec![8, 4]),
        tensor(vec![4]),
    ];
    let functions = vec![
        VmFunction {
            kind: VmFunctionKind::Bytecode,
            name: "main".into(),
            start_instr: 0,
            end_instr: 9,
            num_args: 1,
            register_file_size: 6,
            param_names: vec!["x".into()],
        },
        packed("vm.builtin.alloc_storage"),
        packed("vm.builtin.alloc_tensor"),
        packed("matmul"),
        packed("add"),
        packed("relu"),
        VmFunction {
            kind: VmFunctionKind::Bytecode,
            name: "twice".into(),
            start_instr: 9,
            end_instr: 13,
            num_args: 1,
            register_file_size: 2,
            param_names: vec!["x".into()],
        },
    ];
    let void = VOID_REGISTER;
    let vm = reg(VM_REGISTER);
    let program: Vec<Vec<i64>> = vec![
        vec![1, 1, 1, 5, vm, cst(0), imm(0), cst(1), cst(2)],
        vec![1, 2, 2, 4, reg(1), imm(0), cst(3), cst(4)],
        vec![1, void, 3, 3, reg(0), cst(5), reg(2)],
        vec![1, 3, 1, 5, vm, cst(0), imm(0), cst(1), cst(2)],
        vec![1, 4, 2, 4, reg(3), imm(0), cst(3), cst(4)],
        vec![1, void, 4, 3, reg(2), cst(6), reg(4)],
        vec![1, 5, 2, 4, reg(1), imm(0), cst(3), cst(4)],
        vec![1, void, 5, 2, reg(4), reg(5)],
        vec![2, 5],
        // twice: %1 = main(%0); goto +2; (dead) %1 = main(%1); ret %1
        vec![1, 1, 0, 1, reg(0)],
        vec![3, 2],
        vec![1, 1, 0, 1, reg(1)],
        vec![2, 1],
    ];
    let mut instr_offsets = Vec::new();
    let mut instr_data = Vec::new();
    for words in program {
        instr_offsets.push(instr_data.len() as i64);
        instr_data.extend(words);
    }
    VmExecutable {
        magic: ExecutableMagic::V2,
        version: "0.14".into(),
        functions,
        memory_scopes: Vec::new(),
        constants,
        instr_offsets,
        instr_data,
        trailing: bytes::Bytes::new(),
    }
}

/// Sets word `word` of instruction `index`.
fn patch(exe: &mut VmExecutable, index: usize, word: usize, value: i64) {
    let at = exe.instr_offsets[index] as usize + word;
    exe.instr_data[at] = value;
}

fn fault_of(exe: &VmExecutable) -> (String, usize, InstructionFault) {
    match exe.verify().unwrap_err() {
        VerifyError::Instruction {
            name,
            instruction,
            fault,
            ..
        } => (name, instruction, fault),
        other => panic!("not an instruction fault: {other:?}"),
    }
}

#[test]
fn tvm_executables_and_the_minimal_program_pass() {
    for model in MODELS {
        let tree = tree(model);
        executable(&tree).verify().unwrap();
    }
    minimal().verify().unwrap();
}

#[test]
fn a_bad_destination_register() {
    let mut exe = minimal();
    patch(&mut exe, 3, 1, 6);
    let (name, instruction, fault) = fault_of(&exe);
    assert_eq!((name.as_str(), instruction), ("main", 3));
    assert!(matches!(
        &fault,
        InstructionFault::Register { role, register: 6, registers: 6, .. } if role == "dst"
    ));
    // %vm is not a destination; a negative register is nothing.
    patch(&mut exe, 3, 1, VM_REGISTER);
    assert!(matches!(
        fault_of(&exe).2,
        InstructionFault::Register { .. }
    ));
    patch(&mut exe, 3, 1, -1);
    assert!(matches!(
        fault_of(&exe).2,
        InstructionFault::Register { register: -1, .. }
    ));
}

#[test]
fn a_bad_argument_register() {
    let mut exe = minimal();
    patch(&mut exe, 2, 4, reg(6));
    let (name, instruction, fault) = fault_of(&exe);
    assert_eq!((name.as_str(), instruction), ("main", 2));
    assert!(matches!(
        &fault,
        InstructionFault::Register { role, register: 6, .. } if role == "argument 0"
    ));
    let text = VerifyError::Instruction {
        index: 0,
        name,
        instruction,
        fault,
    }
    .to_string();
    assert!(
        text.contains("`main`") && text.contains("instruction 2") && text.contains("argument 0"),
        "{text}"
    );
}

#[test]
fn a_bad_return_and_condition_register() {
    let mut exe = minimal();
    patch(&mut exe, 8, 1, 99);
    assert!(matches!(
        fault_of(&exe),
        (_, 8, InstructionFault::Register { ref role, register: 99, .. }) if role == "result"
    ));
    let mut exe = minimal();
    // Turn twice's goto into `If %7, 2`.
    let at = exe.instr_offsets[10] as usize;
    exe.instr_data.splice(at..at + 2, [4, 7, 2]);
    for offset in &mut exe.instr_offsets[11..] {
        *offset += 1;
    }
    assert!(matches!(
        fault_of(&exe),
        (ref n, 10, InstructionFault::Register { ref role, register: 7, .. }) if n == "twice" && role == "cond"
    ));
    patch(&mut exe, 10, 1, 1);
    exe.verify().unwrap();
    patch(&mut exe, 10, 2, 1);
    assert_eq!(fault_of(&exe).2, InstructionFault::FalseOffset(1));
    patch(&mut exe, 10, 2, 3);
    assert!(matches!(
        fault_of(&exe).2,
        InstructionFault::Jump {
            what: "if",
            target: 13,
            ..
        }
    ));
}

#[test]
fn a_bad_constant_index() {
    let mut exe = minimal();
    patch(&mut exe, 2, 5, cst(7));
    assert_eq!(
        fault_of(&exe),
        (
            "main".to_string(),
            2,
            InstructionFault::Constant {
                arg: 1,
                index: 7,
                count: 7
            }
        )
    );
    patch(&mut exe, 2, 5, cst(-1));
    assert!(matches!(
        fault_of(&exe).2,
        InstructionFault::Constant { index: -1, .. }
    ));
}

#[test]
fn a_bad_function_index() {
    let mut exe = minimal();
    patch(&mut exe, 5, 2, 7);
    assert!(matches!(
        fault_of(&exe),
        (_, 5, InstructionFault::Function { ref role, index: 7, count: 7 }) if role == "callee"
    ));
    let mut exe = minimal();
    patch(&mut exe, 5, 6, InstrArg::FuncIdx(70).encode());
    assert!(matches!(
        fault_of(&exe),
        (_, 5, InstructionFault::Function { ref role, index: 70, .. }) if role == "argument 2"
    ));
}

#[test]
fn a_call_with_the_wrong_argument_count() {
    let mut exe = minimal();
    exe.functions[0].num_args = 2;
    exe.functions[0].param_names.push("y".into());
    assert_eq!(
        fault_of(&exe),
        (
            "twice".to_string(),
            9,
            InstructionFault::ArgumentCount {
                callee: "main".into(),
                expected: 2,
                given: 1
            }
        )
    );
}

#[test]
fn a_goto_outside_its_function() {
    for offset in [3, -10, i64::MAX] {
        let mut exe = minimal();
        patch(&mut exe, 10, 1, offset);
        assert!(
            matches!(
                fault_of(&exe),
                (_, 10, InstructionFault::Jump { what: "goto", .. })
            ),
            "{offset}"
        );
    }
}

#[test]
fn control_falling_off_the_end() {
    let mut exe = minimal();
    exe.functions[0].end_instr = 8;
    assert_eq!(
        fault_of(&exe),
        ("main".to_string(), 7, InstructionFault::FallsThrough)
    );
}

#[test]
fn malformed_instructions() {
    let mut exe = minimal();
    patch(&mut exe, 4, 0, 9);
    assert!(
        matches!(fault_of(&exe), (_, 4, InstructionFault::Malformed(ref m)) if m.contains("opcode 9"))
    );
    let mut exe = minimal();
    patch(&mut exe, 4, 5, 7 << 56);
    assert!(
        matches!(fault_of(&exe), (_, 4, InstructionFault::Malformed(ref m)) if m.contains("unknown kind 7"))
    );
    let mut exe = minimal();
    patch(&mut exe, 12, 0, 1);
    // A call whose header runs past the last word.
    assert!(matches!(
        fault_of(&exe),
        (_, 12, InstructionFault::Malformed(_))
    ));
    let mut exe = minimal();
    exe.instr_offsets[4] = 1 << 40;
    assert!(matches!(
        fault_of(&exe),
        (_, 4, InstructionFault::NotContiguous { .. })
    ));
    let mut exe = minimal();
    exe.instr_offsets[0] = -5;
    assert!(matches!(
        fault_of(&exe),
        (_, 0, InstructionFault::Malformed(_))
    ));
}

#[test]
fn bad_function_headers() {
    let header = |exe: &VmExecutable| match exe.verify().unwrap_err() {
        VerifyError::Function { name, message, .. } => (name, message),
        other => panic!("{other:?}"),
    };
    let mut exe = minimal();
    exe.functions[0].end_instr = 14;
    assert_eq!(header(&exe).0, "main");
    let mut exe = minimal();
    exe.functions[0].start_instr = -1;
    assert!(header(&exe).1.contains("[-1, 9)"));
    let mut exe = minimal();
    exe.functions[0].register_file_size = MAX_REGISTERS + 1;
    assert!(header(&exe).1.contains("registers"));
    let mut exe = minimal();
    exe.functions[0].num_args = 7;
    assert!(header(&exe).1.contains("7 arguments"));
    let mut exe = minimal();
    exe.functions[0].num_args = -1;
    assert!(header(&exe).1.contains("negative"));
    let mut exe = minimal();
    // twice now starts inside main (at its `ret %5`, valid with 6 registers): the ranges overlap.
    exe.functions[6].start_instr = 8;
    exe.functions[6].register_file_size = 6;
    let (name, message) = header(&exe);
    assert_eq!(name, "twice", "{message}");
    assert!(
        message.contains("overlap") && message.contains("`main`"),
        "{message}"
    );
}

#[test]
fn unknown_kinds_are_unsupported_by_name_and_compiled_headers_are_checked() {
    let mut exe = minimal();
    exe.functions[6].kind = VmFunctionKind::Unknown(7);
    let err = exe.verify().unwrap_err();
    assert!(
        matches!(&err, VerifyError::Unsupported { index: 6, name, .. } if name == "twice"),
        "{err:?}"
    );
    assert!(err.to_string().contains("unknown kind 7"), "{err}");
    assert!(err.to_string().contains("unsupported"), "{err}");
    // A compiled-mode function runs its host code: its register file must hold its arguments
    // and, after them, the result.
    let mut exe = minimal();
    exe.functions[6].kind = VmFunctionKind::Tir;
    exe.verify().unwrap();
    for registers in [exe.functions[6].num_args, -1, 1 << 40] {
        exe.functions[6].register_file_size = registers;
        let err = exe.verify().unwrap_err();
        assert!(
            matches!(&err, VerifyError::Function { index: 6, name, message }
                if name == "twice" && message.contains("compiled function")),
            "{registers}: {err:?}"
        );
    }
}
