//! Hand-made Relax executables and stand-in kernels for the VM tests: an assembler over
//! `module::relax` types and f32 kernels computed in plain Rust (no native code).

use modlink::module::DLDataType;
use modlink::module::relax::{
    Constant, ConstantTensor, ExecutableMagic, InstrArg, VM_VERSION, VmExecutable, VmFunction,
    VmFunctionKind, opcode,
};
use modlink::runtime::PackedArg;
use modlink::runtime::vm::{Kernel, StandInKernel, VmTensor, VmValue};
use std::collections::HashMap;
use std::rc::Rc;

pub const F32: DLDataType = DLDataType {
    code: 2,
    bits: 32,
    lanes: 1,
};
pub const U8: DLDataType = DLDataType {
    code: 1,
    bits: 8,
    lanes: 1,
};

/// `%vm` as an argument.
pub const VM: InstrArg = InstrArg::Register(modlink::module::relax::VM_REGISTER);

pub fn r(n: i64) -> InstrArg {
    InstrArg::Register(n)
}
pub fn imm(n: i64) -> InstrArg {
    InstrArg::Immediate(n)
}
pub fn c(n: i64) -> InstrArg {
    InstrArg::ConstIdx(n)
}

/// Builds an executable instruction by instruction.
#[derive(Default)]
pub struct Asm {
    pub functions: Vec<VmFunction>,
    pub constants: Vec<Constant>,
    pub offsets: Vec<i64>,
    pub words: Vec<i64>,
}

impl Asm {
    /// Index of the packed function `name`, declared on first use.
    pub fn packed(&mut self, name: &str) -> i64 {
        if let Some(i) = self.functions.iter().position(|f| f.name == name) {
            return i as i64;
        }
        self.functions.push(VmFunction {
            kind: VmFunctionKind::Packed,
            name: name.into(),
            start_instr: 0,
            end_instr: 0,
            num_args: -2,
            register_file_size: 0,
            param_names: vec![],
        });
        self.functions.len() as i64 - 1
    }

    pub fn constant(&mut self, constant: Constant) -> i64 {
        self.constants.push(constant);
        self.constants.len() as i64 - 1
    }

    /// Starts bytecode function `name`; returns its table index.
    pub fn begin(&mut self, name: &str, params: &[&str], registers: i64) -> i64 {
        self.functions.push(VmFunction {
            kind: VmFunctionKind::Bytecode,
            name: name.into(),
            start_instr: self.offsets.len() as i64,
            end_instr: self.offsets.len() as i64,
            num_args: params.len() as i64,
            register_file_size: registers,
            param_names: params.iter().map(|p| p.to_string()).collect(),
        });
        self.functions.len() as i64 - 1
    }

    /// Ends the function started last.
    pub fn end(&mut self) {
        let count = self.offsets.len() as i64;
        let f = self
            .functions
            .iter_mut()
            .rev()
            .find(|f| f.kind == VmFunctionKind::Bytecode)
            .unwrap();
        f.end_instr = count;
    }

    fn emit(&mut self, words: &[i64]) {
        self.offsets.push(self.words.len() as i64);
        self.words.extend_from_slice(words);
    }

    pub fn call(&mut self, dst: i64, func: i64, args: &[InstrArg]) {
        let mut words = vec![opcode::CALL, dst, func, args.len() as i64];
        words.extend(args.iter().map(|a| a.encode()));
        self.emit(&words);
    }

    pub fn call_named(&mut self, dst: i64, name: &str, args: &[InstrArg]) {
        let func = self.packed(name);
        self.call(dst, func, args);
    }

    pub fn ret(&mut self, reg: i64) {
        self.emit(&[opcode::RET, reg]);
    }

    pub fn goto(&mut self, offset: i64) {
        self.emit(&[opcode::GOTO, offset]);
    }

    pub fn if_(&mut self, cond: i64, false_offset: i64) {
        self.emit(&[opcode::IF, cond, false_offset]);
    }

    pub fn build(self) -> VmExecutable {
        VmExecutable {
            magic: ExecutableMagic::V2,
            version: VM_VERSION.into(),
            functions: self.functions,
            memory_scopes: vec![],
            constants: self.constants,
            instr_offsets: self.offsets,
            instr_data: self.words,
            trailing: Default::default(),
        }
    }
}

pub fn f32_tensor_constant(shape: &[i64], values: &[f32]) -> Constant {
    Constant::Tensor(ConstantTensor {
        device_type: 1,
        device_id: 0,
        dtype: F32,
        shape: shape.to_vec(),
        data: values
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect::<Vec<_>>()
            .into(),
    })
}

/// The f32 elements of a tensor argument.
pub fn read_f32(arg: &PackedArg<'_>) -> Result<(Vec<f32>, Vec<i64>), String> {
    let PackedArg::Tensor {
        storage,
        byte_offset,
        shape,
        dtype,
    } = arg
    else {
        return Err("not a tensor".into());
    };
    if dtype.code != 2 || dtype.bits != 32 {
        return Err("not f32".into());
    }
    let n: i64 = shape.iter().product();
    let mut bytes = vec![0u8; n as usize * 4];
    if !storage.read(*byte_offset, &mut bytes) {
        return Err("view outside storage".into());
    }
    let values = bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    Ok((values, shape.to_vec()))
}

pub fn write_f32(arg: &PackedArg<'_>, values: &[f32]) -> Result<(), String> {
    let PackedArg::Tensor {
        storage,
        byte_offset,
        ..
    } = arg
    else {
        return Err("not a tensor".into());
    };
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    storage
        .write(*byte_offset, &bytes)
        .then_some(())
        .ok_or_else(|| "write outside storage".to_string())
}

/// Stand-in kernels: `matmul(a[m,k], b[k,n], out[m,n])`, `add(a, b[n], out)` (row broadcast),
/// `relu(a, out)`, `scale(a, s: Int, out)`.
pub fn stand_in_kernels() -> HashMap<&'static str, Rc<dyn Kernel>> {
    let mut map: HashMap<&'static str, Rc<dyn Kernel>> = HashMap::new();
    map.insert(
        "matmul",
        Rc::new(StandInKernel(|args: &[PackedArg<'_>]| {
            let (a, sa) = read_f32(&args[0])?;
            let (b, sb) = read_f32(&args[1])?;
            let (m, k, n) = (sa[0] as usize, sa[1] as usize, sb[1] as usize);
            let mut out = vec![0f32; m * n];
            for i in 0..m {
                for j in 0..n {
                    out[i * n + j] = (0..k).map(|p| a[i * k + p] * b[p * n + j]).sum();
                }
            }
            write_f32(&args[2], &out)
        })),
    );
    map.insert(
        "add",
        Rc::new(StandInKernel(|args: &[PackedArg<'_>]| {
            let (a, _) = read_f32(&args[0])?;
            let (b, _) = read_f32(&args[1])?;
            let out: Vec<f32> = a
                .iter()
                .enumerate()
                .map(|(i, v)| v + b[i % b.len()])
                .collect();
            write_f32(&args[2], &out)
        })),
    );
    map.insert(
        "relu",
        Rc::new(StandInKernel(|args: &[PackedArg<'_>]| {
            let (a, _) = read_f32(&args[0])?;
            write_f32(&args[1], &a.iter().map(|v| v.max(0.0)).collect::<Vec<_>>())
        })),
    );
    map.insert(
        "scale",
        Rc::new(StandInKernel(|args: &[PackedArg<'_>]| {
            let (a, _) = read_f32(&args[0])?;
            let PackedArg::Int(s) = args[1] else {
                return Err("scale is not an Int".into());
            };
            write_f32(
                &args[2],
                &a.iter().map(|v| v * s as f32).collect::<Vec<_>>(),
            )
        })),
    );
    map
}

/// The VM tensor of an f32 host array.
pub fn f32_input(shape: &[i64], values: &[f32]) -> VmValue {
    let tensor = modlink::runtime::Tensor::from_slice(shape, values).unwrap();
    VmValue::Tensor(VmTensor::from_tensor(&tensor).unwrap())
}

pub fn f32_output(value: &VmValue) -> Vec<f32> {
    value
        .as_tensor()
        .expect("a tensor")
        .to_tensor()
        .unwrap()
        .as_slice::<f32>()
        .unwrap()
        .to_vec()
}
