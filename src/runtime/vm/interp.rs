//! The run loop: frames on one register stack, Call / Ret / Goto / If, every index checked
//! before use (TVM's `InvokeBytecode` / `RunLoop` / `RunInstrCall`).

use super::builtins::BuiltinContext;
use super::builtins::{self, Builtin};
use super::compiled::{self, CompiledCall, CompiledFunction};
use super::error::{Fault, FaultKind, VmError, fault};
use super::kernel::Kernel;
use super::value::{Storage, VmTensor, VmValue};
use crate::abi::device::device_type;
use crate::module::relax::{
    BEGIN_SPECIAL_REG, Constant, InstrArg, Instruction, InstructionError, VM_REGISTER,
    VOID_REGISTER, VmExecutable, VmFunctionKind,
};
use crate::runtime::{Device, Library, PackedArg, PackedCallBuffers};
use std::rc::Rc;
use std::sync::Arc;

/// Limits a VM runs under.
#[derive(Clone, Debug)]
pub struct VmOptions {
    /// Instructions one top-level call may execute (`None`: unlimited, as TVM).
    pub instruction_budget: Option<u64>,
    /// Frames that may be nested (bytecode calling bytecode).
    pub max_call_depth: usize,
    /// Registers all live frames may hold together.
    pub max_registers: usize,
    /// Largest single storage `alloc_storage` may make.
    pub max_storage_bytes: usize,
    /// The devices `alloc_storage`'s device index names, as TVM's `VirtualMachine(exe, ...)`
    /// takes them; the CPU is appended as the host device when the list does not end with it.
    pub devices: Vec<Device>,
}

impl Default for VmOptions {
    fn default() -> VmOptions {
        VmOptions {
            instruction_budget: None,
            max_call_depth: 1024,
            max_registers: 1 << 20,
            max_storage_bytes: 1 << 40,
            devices: vec![Device::Cpu],
        }
    }
}

/// A Relax VM over one executable (declared beside the run loop that drives it; constructed
/// and called through the methods in `vm/mod.rs`).
pub struct VirtualMachine {
    pub(super) exe: Arc<VmExecutable>,
    pub(super) callees: Vec<Callee>,
    pub(super) code: Vec<Decoded>,
    pub(super) constants: Vec<VmValue>,
    pub(super) context: BuiltinContext,
    pub(super) registers: Vec<VmValue>,
    pub(super) frames: Vec<Frame>,
    pub(super) scratch: Vec<VmValue>,
    pub(super) buffers: PackedCallBuffers,
    pub(super) options: VmOptions,
    /// Keeps the kernels' code loaded.
    pub(super) _library: Option<Library>,
}

/// Arguments a kernel call packs on the stack; longer calls use a vector.
const INLINE_KERNEL_ARGS: usize = 16;

/// What a function-table entry runs.
pub(crate) enum Callee {
    Builtin(Builtin),
    Kernel(Rc<dyn Kernel>),
    Bytecode {
        start: usize,
        end: usize,
        num_args: usize,
        registers: usize,
    },
    /// A compiled-mode function: its host code runs it.
    Compiled(CompiledFunction),
}

/// One instruction as the executable's reader decodes it, decoded once when the VM is made;
/// a decoding error becomes a fault only if the instruction is ever reached (TVM loads such code
/// too).
pub(crate) type Decoded = Result<Instruction, InstructionError>;

/// A bytecode function being run.
pub(crate) struct Frame {
    func: usize,
    pc: usize,
    start: usize,
    end: usize,
    /// First register of the frame on the register stack.
    base: usize,
    size: usize,
    /// The caller's destination register for the result.
    ret_dst: i64,
}

pub(crate) fn resolve_functions(
    exe: &VmExecutable,
    kernels: &dyn Fn(&str) -> Option<Rc<dyn Kernel>>,
    options: &VmOptions,
) -> Result<Vec<Callee>, VmError> {
    let n_instr = exe.instr_offsets.len();
    exe.functions
        .iter()
        .enumerate()
        .map(|(index, function)| {
            let unsupported = |message: String| VmError::Unsupported {
                name: function.name.clone(),
                index,
                message,
            };
            match function.kind {
                VmFunctionKind::Packed => {
                    if let Some(kernel) = kernels(&function.name) {
                        return Ok(Callee::Kernel(kernel));
                    }
                    Builtin::from_name(&function.name)
                        .map(Callee::Builtin)
                        .ok_or_else(|| VmError::MissingFunction {
                            name: function.name.clone(),
                            index,
                        })
                }
                VmFunctionKind::Bytecode => {
                    let start = usize::try_from(function.start_instr).ok();
                    let end = usize::try_from(function.end_instr).ok();
                    let (Some(start), Some(end)) = (start, end) else {
                        return Err(unsupported(format!(
                            "instruction range {}..{} is negative",
                            function.start_instr, function.end_instr
                        )));
                    };
                    if start > end || end > n_instr {
                        return Err(unsupported(format!(
                            "instruction range {start}..{end} is not inside the {n_instr} instructions"
                        )));
                    }
                    let num_args = usize::try_from(function.num_args).ok();
                    let registers = usize::try_from(function.register_file_size).ok();
                    match (num_args, registers) {
                        (Some(num_args), Some(registers))
                            if num_args <= registers && registers <= options.max_registers =>
                        {
                            Ok(Callee::Bytecode {
                                start,
                                end,
                                num_args,
                                registers,
                            })
                        }
                        _ => Err(unsupported(format!(
                            "{} parameters and {} registers (at most {} registers, no fewer than parameters)",
                            function.num_args, function.register_file_size, options.max_registers
                        ))),
                    }
                }
                VmFunctionKind::Tir => CompiledFunction::new(function, options.max_registers)
                    .map(Callee::Compiled)
                    .map_err(unsupported),
                VmFunctionKind::Unknown(code) => {
                    Err(unsupported(format!("unknown function kind {code}")))
                }
            }
        })
        .collect()
}

pub(crate) fn decode_code(exe: &VmExecutable) -> Vec<Decoded> {
    (0..exe.instr_offsets.len())
        .map(|index| exe.instruction(index))
        .collect()
}

pub(crate) fn prepare_constants(exe: &VmExecutable) -> Result<Vec<VmValue>, VmError> {
    exe.constants
        .iter()
        .enumerate()
        .map(|(index, constant)| {
            Ok(match constant {
                Constant::Tensor(tensor) => {
                    let error = |message: String| VmError::Constant { index, message };
                    if tensor.device_type != device_type::CPU {
                        return Err(error(format!(
                            "tensor on device type {}: only CPU constants run on the host",
                            tensor.device_type
                        )));
                    }
                    // Copied once to 64-byte aligned storage: kernels assume aligned data.
                    let storage =
                        Storage::new(tensor.data.len()).map_err(|e| error(e.to_string()))?;
                    storage.raw().write(0, &tensor.data);
                    let view =
                        VmTensor::view(storage, 0, Rc::from(tensor.shape.as_slice()), tensor.dtype)
                            .map_err(|e| error(e.to_string()))?;
                    VmValue::Tensor(view)
                }
                Constant::Shape(dims) => VmValue::Shape(Rc::from(dims.as_slice())),
                Constant::Str(text) => VmValue::Str(Rc::from(text.as_str())),
                Constant::Int(v) => VmValue::Int(*v),
                Constant::Float(v) => VmValue::Float(*v),
                Constant::DataType(dtype) => VmValue::DataType(*dtype),
            })
        })
        .collect()
}

fn packed_arg<'a>(value: &'a VmValue, index: usize) -> Result<PackedArg<'a>, Fault> {
    Ok(match value {
        VmValue::Tensor(tensor) => match tensor.storage.device_buffer() {
            Some(buffer) => PackedArg::DeviceTensor {
                buffer,
                byte_offset: tensor.byte_offset,
                shape: &tensor.shape,
                dtype: tensor.dtype,
            },
            None => PackedArg::Tensor {
                storage: tensor.storage.raw(),
                byte_offset: tensor.byte_offset,
                shape: &tensor.shape,
                dtype: tensor.dtype,
            },
        },
        VmValue::Int(v) => PackedArg::Int(*v),
        VmValue::Bool(v) => PackedArg::Bool(*v),
        VmValue::Float(v) => PackedArg::Float(*v),
        VmValue::DataType(d) => PackedArg::DataType(*d),
        VmValue::None => PackedArg::None,
        other => {
            return fault(
                FaultKind::Type,
                format!(
                    "argument {index} is a {}, which modlink cannot pass to a kernel",
                    other.kind()
                ),
            );
        }
    })
}

pub(super) fn call_kernel(
    kernel: &dyn Kernel,
    args: &[VmValue],
    buffers: &mut PackedCallBuffers,
) -> Result<(), Fault> {
    let run = |packed: &[PackedArg<'_>], buffers: &mut PackedCallBuffers| {
        kernel
            .call(packed, buffers)
            .map_err(|message| Fault::new(FaultKind::Kernel, message))
    };
    if args.len() <= INLINE_KERNEL_ARGS {
        let mut packed = [PackedArg::None; INLINE_KERNEL_ARGS];
        for (index, (slot, value)) in packed.iter_mut().zip(args).enumerate() {
            *slot = packed_arg(value, index)?;
        }
        run(&packed[..args.len()], buffers)
    } else {
        let packed = args
            .iter()
            .enumerate()
            .map(|(index, value)| packed_arg(value, index))
            .collect::<Result<Vec<_>, _>>()?;
        run(&packed, buffers)
    }
}

impl VirtualMachine {
    fn function_name(&self, index: usize) -> String {
        self.exe
            .functions
            .get(index)
            .map_or_else(|| format!("#{index}"), |f| f.name.clone())
    }

    /// Pushes a frame for bytecode function `func` with the values in `self.scratch`.
    pub(super) fn push_frame(&mut self, func: usize, ret_dst: i64) -> Result<(), Fault> {
        let Some(Callee::Bytecode {
            start,
            end,
            num_args,
            registers,
        }) = self.callees.get(func)
        else {
            return fault(
                FaultKind::Function,
                format!("function {func} is not bytecode"),
            );
        };
        let (start, end, num_args, size) = (*start, *end, *num_args, *registers);
        if self.scratch.len() != num_args {
            return fault(
                FaultKind::ArgCount,
                format!(
                    "`{}` takes {num_args} arguments, {} given",
                    self.function_name(func),
                    self.scratch.len()
                ),
            );
        }
        if self.frames.len() >= self.options.max_call_depth {
            return fault(
                FaultKind::CallDepth,
                format!("more than {} nested calls", self.options.max_call_depth),
            );
        }
        let base = self.registers.len();
        if base + size > self.options.max_registers {
            return fault(
                FaultKind::CallDepth,
                format!(
                    "live frames would hold more than {} registers",
                    self.options.max_registers
                ),
            );
        }
        self.registers.append(&mut self.scratch);
        self.registers.resize(base + size, VmValue::None);
        self.frames.push(Frame {
            func,
            pc: start,
            start,
            end,
            base,
            size,
            ret_dst,
        });
        Ok(())
    }

    fn read_register(&self, frame: &Frame, register: i64) -> Result<VmValue, Fault> {
        match register {
            VOID_REGISTER => Ok(VmValue::None),
            VM_REGISTER => Ok(VmValue::Vm),
            r => usize::try_from(r)
                .ok()
                .filter(|&r| r < frame.size)
                .map(|r| self.registers[frame.base + r].clone())
                .ok_or_else(|| {
                    Fault::new(
                        FaultKind::Register,
                        format!(
                            "register {r} is outside the frame of {} registers",
                            frame.size
                        ),
                    )
                }),
        }
    }

    pub(super) fn write_register(
        &mut self,
        frame_index: usize,
        register: i64,
        value: VmValue,
    ) -> Result<(), Fault> {
        if register >= BEGIN_SPECIAL_REG {
            return Ok(());
        }
        let frame = &self.frames[frame_index];
        let slot = usize::try_from(register)
            .ok()
            .filter(|&r| r < frame.size)
            .ok_or_else(|| {
                Fault::new(
                    FaultKind::Register,
                    format!(
                        "destination register {register} is outside the frame of {} registers",
                        frame.size
                    ),
                )
            })?;
        self.registers[frame.base + slot] = value;
        Ok(())
    }

    fn resolve_arg(&self, frame: &Frame, arg: InstrArg) -> Result<VmValue, Fault> {
        match arg {
            InstrArg::Register(r) => self.read_register(frame, r),
            InstrArg::Immediate(v) => Ok(VmValue::Int(v)),
            InstrArg::ConstIdx(c) => usize::try_from(c)
                .ok()
                .and_then(|c| self.constants.get(c))
                .cloned()
                .ok_or_else(|| {
                    Fault::new(
                        FaultKind::Constant,
                        format!(
                            "constant index {c} is outside the pool of {} constants",
                            self.constants.len()
                        ),
                    )
                }),
            InstrArg::FuncIdx(f) => usize::try_from(f)
                .ok()
                .filter(|&f| f < self.callees.len())
                .map(VmValue::Function)
                .ok_or_else(|| {
                    Fault::new(
                        FaultKind::Function,
                        format!(
                            "function index {f} is outside the table of {} functions",
                            self.callees.len()
                        ),
                    )
                }),
        }
    }

    fn jump(frame: &Frame, pc: usize, offset: i64) -> Result<usize, Fault> {
        i64::try_from(pc)
            .ok()
            .and_then(|pc| pc.checked_add(offset))
            .and_then(|target| usize::try_from(target).ok())
            .filter(|&target| target >= frame.start && target < frame.end)
            .ok_or_else(|| {
                Fault::new(
                    FaultKind::Jump,
                    format!(
                        "jump by {offset} from {pc} leaves the function's instructions {}..{}",
                        frame.start, frame.end
                    ),
                )
            })
    }

    /// Runs bytecode function `func` to completion.
    pub(crate) fn invoke(&mut self, func: usize, args: &[VmValue]) -> Result<VmValue, VmError> {
        if let Some(Callee::Compiled(function)) = self.callees.get(func) {
            if function.num_args() != args.len() {
                return Err(VmError::ArgCount {
                    function: self.function_name(func),
                    expected: function.num_args(),
                    given: args.len(),
                });
            }
            return compiled::run(function, args, self.compiled_call()).map_err(|f| {
                VmError::CompiledFault {
                    function: self.function_name(func),
                    kind: f.kind,
                    message: f.message,
                }
            });
        }
        self.scratch.clear();
        self.scratch.extend_from_slice(args);
        if let Some(Callee::Bytecode { num_args, .. }) = self.callees.get(func)
            && *num_args != args.len()
        {
            return Err(VmError::ArgCount {
                function: self.function_name(func),
                expected: *num_args,
                given: args.len(),
            });
        }
        self.push_frame(func, VOID_REGISTER)
            .map_err(|f| self.located(func, 0, f))?;
        let mut executed: u64 = 0;
        loop {
            let frame_index = self.frames.len() - 1;
            let (func, pc) = {
                let frame = &self.frames[frame_index];
                (frame.func, frame.pc)
            };
            if let Some(budget) = self.options.instruction_budget
                && executed >= budget
            {
                {
                    return Err(self.located(
                        func,
                        pc,
                        Fault::new(
                            FaultKind::Budget,
                            format!("the instruction budget of {budget} ran out"),
                        ),
                    ));
                }
            }
            executed += 1;
            match self.step(frame_index) {
                Ok(Some(result)) => return Ok(result),
                Ok(None) => {}
                Err(f) => return Err(self.located(func, pc, f)),
            }
        }
    }

    pub(crate) fn compiled_call(&self) -> CompiledCall<'_> {
        CompiledCall {
            constants: &self.constants,
            functions: self.callees.len(),
            context: &self.context,
        }
    }

    fn located(&self, func: usize, instruction: usize, f: Fault) -> VmError {
        VmError::Fault {
            function: self.function_name(func),
            instruction,
            kind: f.kind,
            message: f.message,
        }
    }

    /// Executes one instruction of the top frame; `Some` when the outermost frame returned.
    fn step(&mut self, frame_index: usize) -> Result<Option<VmValue>, Fault> {
        let frame = &self.frames[frame_index];
        let pc = frame.pc;
        if pc >= frame.end {
            return fault(
                FaultKind::Jump,
                format!("ran past the function's last instruction {}", frame.end),
            );
        }
        match &self.code[pc] {
            Err(error) => fault(FaultKind::Decode, error.to_string()),
            Ok(Instruction::Goto { offset }) => {
                let target = VirtualMachine::jump(frame, pc, *offset)?;
                self.frames[frame_index].pc = target;
                Ok(None)
            }
            Ok(Instruction::If { cond, false_offset }) => {
                let taken = match self.read_register(frame, *cond)? {
                    VmValue::Int(v) => v != 0,
                    VmValue::Bool(v) => v,
                    other => {
                        return fault(
                            FaultKind::Type,
                            format!("If condition is a {}, not an Int or Bool", other.kind()),
                        );
                    }
                };
                let target = if taken {
                    VirtualMachine::jump(frame, pc, 1)?
                } else {
                    VirtualMachine::jump(frame, pc, *false_offset)?
                };
                self.frames[frame_index].pc = target;
                Ok(None)
            }
            Ok(Instruction::Ret { result }) => {
                let value = self.read_register(frame, *result)?;
                let (base, ret_dst) = (frame.base, frame.ret_dst);
                self.frames.pop();
                self.registers.truncate(base);
                if self.frames.is_empty() {
                    return Ok(Some(value));
                }
                self.write_register(frame_index - 1, ret_dst, value)?;
                Ok(None)
            }
            Ok(Instruction::Call {
                dst,
                func_idx,
                args,
            }) => {
                let dst = *dst;
                let callee_index = usize::try_from(*func_idx)
                    .ok()
                    .filter(|&f| f < self.callees.len())
                    .ok_or_else(|| {
                        Fault::new(
                            FaultKind::Function,
                            format!(
                                "callee index {func_idx} is outside the table of {} functions",
                                self.callees.len()
                            ),
                        )
                    })?;
                let mut scratch = std::mem::take(&mut self.scratch);
                scratch.clear();
                for &arg in args.iter() {
                    match self.resolve_arg(frame, arg) {
                        Ok(value) => scratch.push(value),
                        Err(f) => {
                            self.scratch = scratch;
                            return Err(f);
                        }
                    }
                }
                self.scratch = scratch;
                self.frames[frame_index].pc = pc + 1;
                let result = match &self.callees[callee_index] {
                    Callee::Builtin(builtin) if builtin.uses_function_table() => {
                        let builtin = *builtin;
                        return self.run_function_builtin(builtin, frame_index, dst);
                    }
                    Callee::Builtin(builtin) => {
                        builtins::run(*builtin, &self.scratch, &self.context)?
                    }
                    Callee::Kernel(kernel) => {
                        call_kernel(kernel.as_ref(), &self.scratch, &mut self.buffers)
                            .map_err(|f| self.context.devices.explain(f))?;
                        VmValue::None
                    }
                    Callee::Compiled(function) => {
                        compiled::run(function, &self.scratch, self.compiled_call())?
                    }
                    Callee::Bytecode { .. } => {
                        // The callee's Ret writes `dst` of this frame.
                        self.push_frame(callee_index, dst)?;
                        return Ok(None);
                    }
                };
                self.scratch.clear();
                self.write_register(frame_index, dst, result)?;
                Ok(None)
            }
        }
    }
}
