//! The public Relax executable builder: the structure it produces (words written out by hand
//! from `shared/spec/relax-vm.md` §3 and §8.2) and the errors it reports.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::module::relax::{
    Constant, ExecutableMagic, Instruction, VM_REGISTER, VOID_REGISTER, VmFunctionKind,
};
use modlink::module::relax_builder::{Arg, BuildError, ExecutableBuilder, dtype};

const REG: i64 = 0;
const IMM: i64 = 1 << 56;
const CONST: i64 = 2 << 56;
const FUNC: i64 = 3 << 56;

/// The minimal program of spec §8.2, emitted in the same order.
#[test]
fn minimal_program_has_the_spec_words() {
    let mut b = ExecutableBuilder::new();
    let size = b.shape(&[32]);
    let u8c = b.dtype(dtype::UINT8);
    let global = b.string("global");
    let shape = b.shape(&[2, 4]);
    let f32c = b.dtype(dtype::FLOAT32);
    let w = b.tensor_f32(&[8, 4], &[0.5; 32]).unwrap();
    let bias = b.tensor_f32(&[4], &[0.25; 4]).unwrap();
    let mut f = b.begin_function("main", &["x"]).unwrap();
    let x = f.param(0).unwrap();
    let s1 = f.new_register();
    let t2 = f.new_register();
    let s3 = f.new_register();
    let t4 = f.new_register();
    let t5 = f.new_register();
    f.call_packed(
        "vm.builtin.alloc_storage",
        &[Arg::Vm, size.into(), Arg::Imm(0), u8c.into(), global.into()],
        Some(s1),
    )
    .unwrap();
    f.call_packed(
        "vm.builtin.alloc_tensor",
        &[s1.into(), Arg::Imm(0), shape.into(), f32c.into()],
        Some(t2),
    )
    .unwrap();
    f.call_packed("matmul", &[x.into(), w.into(), t2.into()], None)
        .unwrap();
    f.call_packed(
        "vm.builtin.alloc_storage",
        &[Arg::Vm, size.into(), Arg::Imm(0), u8c.into(), global.into()],
        Some(s3),
    )
    .unwrap();
    f.call_packed(
        "vm.builtin.alloc_tensor",
        &[s3.into(), Arg::Imm(0), shape.into(), f32c.into()],
        Some(t4),
    )
    .unwrap();
    f.call_packed("add", &[t2.into(), bias.into(), t4.into()], None)
        .unwrap();
    f.call_packed(
        "vm.builtin.alloc_tensor",
        &[s1.into(), Arg::Imm(0), shape.into(), f32c.into()],
        Some(t5),
    )
    .unwrap();
    f.call_packed("relu", &[t4.into(), t5.into()], None)
        .unwrap();
    f.ret(t5).unwrap();
    f.end().unwrap();
    let exe = b.finish().unwrap();

    assert_eq!(exe.magic, ExecutableMagic::V2);
    assert_eq!(exe.version, "0.14");
    let names: Vec<&str> = exe.functions.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "main",
            "vm.builtin.alloc_storage",
            "vm.builtin.alloc_tensor",
            "matmul",
            "add",
            "relu"
        ]
    );
    let main = &exe.functions[0];
    assert_eq!(main.kind, VmFunctionKind::Bytecode);
    assert_eq!(
        (
            main.start_instr,
            main.end_instr,
            main.num_args,
            main.register_file_size
        ),
        (0, 9, 1, 6)
    );
    assert_eq!(main.param_names, ["x"]);
    for packed in &exe.functions[1..] {
        assert_eq!(packed.kind, VmFunctionKind::Packed);
        assert_eq!(
            (
                packed.start_instr,
                packed.end_instr,
                packed.num_args,
                packed.register_file_size
            ),
            (0, 0, -2, 0)
        );
        assert!(packed.param_names.is_empty());
    }
    assert_eq!(exe.constants.len(), 7);
    assert_eq!(exe.constants[0], Constant::Shape(vec![32]));
    assert_eq!(exe.constants[2], Constant::Str("global".into()));
    let vm = VM_REGISTER;
    #[rustfmt::skip]
    let expected: Vec<i64> = vec![
        1, 1, 1, 5, vm, CONST, IMM, CONST | 1, CONST | 2,
        1, 2, 2, 4, REG | 1, IMM, CONST | 3, CONST | 4,
        1, VOID_REGISTER, 3, 3, REG, CONST | 5, REG | 2,
        1, 3, 1, 5, vm, CONST, IMM, CONST | 1, CONST | 2,
        1, 4, 2, 4, REG | 3, IMM, CONST | 3, CONST | 4,
        1, VOID_REGISTER, 4, 3, REG | 2, CONST | 6, REG | 4,
        1, 5, 2, 4, REG | 1, IMM, CONST | 3, CONST | 4,
        1, VOID_REGISTER, 5, 2, REG | 4, REG | 5,
        2, 5,
    ];
    assert_eq!(exe.instr_data, expected);
    assert_eq!(exe.instr_offsets, [0, 9, 17, 24, 33, 41, 48, 56, 62]);
    // The special register encodings of spec §3.
    assert_eq!(vm, 0x0040_0000_0000_0001);
    assert_eq!(FUNC, 0x0300_0000_0000_0000);
}

#[test]
fn constants_are_deduplicated_structurally() {
    let mut b = ExecutableBuilder::new();
    let a = b.shape(&[2, 4]);
    let s = b.string("global");
    assert_eq!(b.shape(&[2, 4]), a);
    assert_eq!(b.string("global"), s);
    assert_ne!(b.shape(&[4, 2]), a);
    let t = b.tensor_f32(&[2], &[1.0, 2.0]).unwrap();
    assert_eq!(b.tensor_f32(&[2], &[1.0, 2.0]).unwrap(), t);
    assert_ne!(b.tensor_f32(&[2], &[1.0, 3.0]).unwrap(), t);
    assert_ne!(b.tensor_f32(&[1, 2], &[1.0, 2.0]).unwrap(), t);
    let zero = b.float(0.0);
    assert_eq!(b.float(0.0), zero);
    assert_ne!(b.float(-0.0), zero, "-0.0 and 0.0 differ in bits");
    assert_eq!(b.dtype(dtype::FLOAT32), b.dtype(dtype::FLOAT32));
    // Integers that fit 56 bits become immediates; larger ones become Int constants.
    assert_eq!(b.int(-3), Arg::Imm(-3));
    assert_eq!(b.int((1 << 55) - 1), Arg::Imm((1 << 55) - 1));
    let Arg::Const(big) = b.int(1 << 60) else {
        panic!("a 61-bit integer must be a constant")
    };
    assert_eq!(b.int(1 << 60), Arg::Const(big));
    let mut f = b.begin_function("main", &["x"]).unwrap();
    let x = f.param(0).unwrap();
    f.ret(x).unwrap();
    f.end().unwrap();
    let exe = b.finish().unwrap();
    assert_eq!(exe.constants[big.0], Constant::Int(1 << 60));
    assert_eq!(exe.constants.len(), 10);
}

#[test]
fn tensor_bytes_must_match_shape_and_dtype() {
    let mut b = ExecutableBuilder::new();
    let err = b
        .tensor(dtype::FLOAT32, &[2, 3], vec![0u8; 20])
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "constant: tensor of shape [2, 3] and 32 bits needs 24 bytes, got 20"
    );
    let err = b.tensor(dtype::FLOAT32, &[-1], vec![]).unwrap_err();
    assert!(err.to_string().contains("negative"), "{err}");
}

/// A loop and an if/else with forward and backward labels: offsets are relative to the jump.
#[test]
fn labels_resolve_to_relative_offsets() {
    let mut b = ExecutableBuilder::new();
    let helper = b.declare_function("helper").unwrap();
    let mut f = b.begin_function("main", &["c", "x"]).unwrap();
    let c = f.param(0).unwrap();
    let x = f.param(1).unwrap();
    let cond = f.new_register();
    let out = f.new_register();
    let else_ = f.new_label();
    let join = f.new_label();
    f.call_packed("vm.builtin.read_if_cond", &[c.into()], Some(cond))
        .unwrap(); // 0
    f.if_else(cond, else_).unwrap(); // 1
    f.call(helper, &[x.into()], Some(out)).unwrap(); // 2
    f.goto(join).unwrap(); // 3
    f.bind(else_).unwrap();
    f.call_packed("vm.builtin.copy", &[x.into()], Some(out))
        .unwrap(); // 4
    f.bind(join).unwrap();
    f.ret(out).unwrap(); // 5
    f.end().unwrap();
    let mut h = b.begin_function("helper", &["y"]).unwrap();
    let y = h.param(0).unwrap();
    h.ret(y).unwrap();
    assert_eq!(h.end().unwrap(), helper);
    let exe = b.finish().unwrap();
    assert_eq!(
        exe.instruction(1).unwrap(),
        Instruction::If {
            cond: 2,
            false_offset: 3
        }
    );
    assert_eq!(exe.instruction(3).unwrap(), Instruction::Goto { offset: 2 });
    assert_eq!(
        exe.instruction(2).unwrap(),
        Instruction::Call {
            dst: 3,
            func_idx: 0,
            args: vec![modlink::module::relax::InstrArg::Register(1)]
        }
    );
    let helper_entry = &exe.functions[0];
    assert_eq!(helper_entry.name, "helper");
    assert_eq!(
        (
            helper_entry.start_instr,
            helper_entry.end_instr,
            helper_entry.num_args
        ),
        (6, 7, 1)
    );
    assert_eq!(exe.functions[1].register_file_size, 4);
}

fn expect_instruction_error(err: BuildError, function: &str, instruction: usize, text: &str) {
    match &err {
        BuildError::Instruction {
            function: f,
            instruction: i,
            message,
        } => {
            assert_eq!((f.as_str(), *i), (function, instruction), "{err}");
            assert!(message.contains(text), "{err}");
        }
        other => panic!("expected an instruction error, got {other:?}"),
    }
}

#[test]
fn errors_name_function_and_instruction() {
    let mut b = ExecutableBuilder::new();
    let mut f = b.begin_function("main", &["x"]).unwrap();
    let x = f.param(0).unwrap();
    f.call_packed("vm.builtin.copy", &[x.into()], None).unwrap();
    let err = f
        .call_packed(
            "vm.builtin.copy",
            &[modlink::module::relax_builder::Reg(7).into()],
            None,
        )
        .unwrap_err();
    expect_instruction_error(err, "main", 1, "argument 0 register %7 was not allocated");
    let err = f
        .call_packed("vm.builtin.copy", &[Arg::Imm(1 << 55)], None)
        .unwrap_err();
    expect_instruction_error(err, "main", 1, "does not fit 56 bits");
    let err = f
        .call_packed(
            "k",
            &[Arg::Const(modlink::module::relax_builder::ConstId(3))],
            None,
        )
        .unwrap_err();
    expect_instruction_error(err, "main", 1, "constant 3 is not in the pool");
    assert!(f.param(1).is_none());
    // Falling off the end.
    let err = f.end().unwrap_err();
    expect_instruction_error(err, "main", 0, "must be Ret or Goto");

    // If whose else label is the next instruction.
    let mut b = ExecutableBuilder::new();
    let mut f = b.begin_function("g", &["c"]).unwrap();
    let c = f.param(0).unwrap();
    let l = f.new_label();
    f.if_else(c, l).unwrap();
    f.bind(l).unwrap();
    f.ret(c).unwrap();
    expect_instruction_error(f.end().unwrap_err(), "g", 0, "at least 2 ahead");

    // Unbound label, jump past the end, jump to self.
    let mut b = ExecutableBuilder::new();
    let mut f = b.begin_function("g", &["c"]).unwrap();
    let c = f.param(0).unwrap();
    let l = f.new_label();
    f.ret(c).unwrap();
    f.goto(l).unwrap();
    expect_instruction_error(f.end().unwrap_err(), "g", 1, "never bound");
    let mut b = ExecutableBuilder::new();
    let mut f = b.begin_function("g", &["c"]).unwrap();
    let c = f.param(0).unwrap();
    let l = f.new_label();
    f.ret(c).unwrap();
    f.goto(l).unwrap();
    f.bind(l).unwrap();
    expect_instruction_error(f.end().unwrap_err(), "g", 1, "past the last instruction");
    let mut b = ExecutableBuilder::new();
    let mut f = b.begin_function("g", &["c"]).unwrap();
    let l = f.new_label();
    f.bind(l).unwrap();
    f.goto(l).unwrap();
    expect_instruction_error(f.end().unwrap_err(), "g", 0, "jumps to itself");

    // Declared, never defined; defined twice; a name both packed and bytecode.
    let mut b = ExecutableBuilder::new();
    b.declare_function("later").unwrap();
    let err = b.finish().unwrap_err();
    assert_eq!(
        err.to_string(),
        "function `later`: declared as a bytecode function but its body was never emitted"
    );
    let mut b = ExecutableBuilder::new();
    let mut f = b.begin_function("g", &["c"]).unwrap();
    let c = f.param(0).unwrap();
    f.ret(c).unwrap();
    f.end().unwrap();
    let err = b.begin_function("g", &["c"]).unwrap_err();
    assert_eq!(err.to_string(), "function `g`: its body is emitted twice");
    let err = b.declare_packed("g").unwrap_err();
    assert!(
        err.to_string().starts_with("function `g`: declared as"),
        "{err}"
    );
    let mut f = b.begin_function("h", &[]).unwrap();
    let r = f.new_register();
    let err = f.call_packed("g", &[], Some(r)).unwrap_err();
    expect_instruction_error(err, "h", 0, "declared as Bytecode and as Packed");
}

/// What only the whole executable shows is left to the reader's own check
/// (`VmExecutable::verify`): here a call to a bytecode function with the wrong argument count.
#[test]
fn finish_runs_the_readers_verifier() {
    let mut b = ExecutableBuilder::new();
    let helper = b.declare_function("helper").unwrap();
    let mut f = b.begin_function("main", &["x"]).unwrap();
    let x = f.param(0).unwrap();
    let y = f.new_register();
    f.call(helper, &[x.into(), x.into()], Some(y)).unwrap();
    f.ret(y).unwrap();
    f.end().unwrap();
    let mut h = b.begin_function("helper", &["a"]).unwrap();
    let a = h.param(0).unwrap();
    h.ret(a).unwrap();
    h.end().unwrap();
    let err = b.finish().unwrap_err();
    assert!(matches!(err, BuildError::Verify(_)), "{err:?}");
    let text = err.to_string();
    assert!(
        text.starts_with(
            "the finished executable does not verify: function 1 (`main`), instruction 0:"
        ),
        "{text}"
    );
}
