//! Statements: the lexical environment, loops (serial, vectorised, unrolled), locals, stores
//! and branches. Parallel loops are handed to [`super::parallel`].

use std::collections::HashMap;

use inkwell::IntPredicate;
use inkwell::basic_block::BasicBlock;
use inkwell::types::BasicType;
use inkwell::values::{BasicValue, FunctionValue, IntValue, PointerValue};

use super::function::{Binding, FnLowering};
use super::parallel;
use super::unit::{Lowered, Unit, unsupported};
use crate::codegen::llvm::loops::LoopOrigin;
use crate::codegen::llvm::version::{self, LoopHint};
use crate::ir::{DType, Dim, Kernel, LoopKind, Param, Stmt};

impl<'u, 'ctx> FnLowering<'u, 'ctx> {
    /// Starts lowering into `function`, which must have no blocks yet.
    pub(super) fn new(
        unit: &'u Unit<'ctx>,
        kernel: &'u Kernel,
        function: FunctionValue<'ctx>,
        in_parallel: bool,
    ) -> Self {
        let allocas = unit.context.append_basic_block(function, "entry");
        let body = unit.context.append_basic_block(function, "body");
        let builder = unit.context.create_builder();
        builder.position_at_end(body);
        FnLowering {
            unit,
            kernel,
            function,
            builder,
            allocas,
            scopes: vec![HashMap::new()],
            fail_block: None,
            in_parallel,
        }
    }

    /// Closes the alloca block (branch to the body); call once the body has its returns.
    pub(super) fn finish(&self) -> Lowered<()> {
        let builder = self.unit.context.create_builder();
        builder.position_at_end(self.allocas);
        if let Some(body) = self.allocas.get_next_basic_block() {
            builder.build_unconditional_branch(body)?;
        }
        Ok(())
    }

    /// An alloca in the entry block, where mem2reg can promote it.
    pub(super) fn entry_alloca<T: BasicType<'ctx>>(
        &self,
        ty: T,
        name: &str,
    ) -> Lowered<PointerValue<'ctx>> {
        let builder = self.unit.context.create_builder();
        builder.position_at_end(self.allocas);
        Ok(builder.build_alloca(ty, name)?)
    }

    pub(super) fn bind(&mut self, name: &str, binding: Binding<'ctx>) {
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(name.to_string(), binding);
        }
    }

    pub(super) fn lookup(&self, name: &str) -> Lowered<Binding<'ctx>> {
        match self.scopes.iter().rev().find_map(|scope| scope.get(name)) {
            Some(binding) => Ok(binding.clone()),
            None => unsupported(format!("`{name}` is not defined here")),
        }
    }

    /// A block that returns -1 (a parallel launch failed), created on first use.
    pub(super) fn fail_block(&mut self) -> Lowered<BasicBlock<'ctx>> {
        if let Some(block) = self.fail_block {
            return Ok(block);
        }
        let block = self
            .unit
            .context
            .append_basic_block(self.function, "launch_failed");
        let builder = self.unit.context.create_builder();
        builder.position_at_end(block);
        builder.build_return(Some(
            &self.unit.context.i32_type().const_int(u64::MAX, true),
        ))?;
        self.fail_block = Some(block);
        Ok(block)
    }

    pub(super) fn block(&mut self, stmts: &[Stmt]) -> Lowered<()> {
        self.scopes.push(HashMap::new());
        let result = stmts.iter().try_for_each(|stmt| self.stmt(stmt));
        self.scopes.pop();
        result
    }

    pub(super) fn stmt(&mut self, stmt: &Stmt) -> Lowered<()> {
        match stmt {
            Stmt::For {
                var,
                start,
                end,
                kind,
                body,
            } => {
                let start = self.index_value(start)?;
                let end = self.index_value(end)?;
                // Loops with hints carry where they come from, so that LLVM's warnings about
                // a hint it could not honour name the kernel and the loop.
                let origin = self
                    .unit
                    .loop_statements
                    .get(&std::ptr::from_ref(stmt))
                    .map(|&index| LoopOrigin {
                        kernel: &self.kernel.name,
                        statement: index,
                    });
                match kind {
                    LoopKind::Bind(axis) => self.bound_loop(var, start, end, *axis, body),
                    LoopKind::Parallel if !self.in_parallel => {
                        parallel::lower_parallel_for(self, var, start, end, body)
                    }
                    LoopKind::Parallel | LoopKind::Serial => {
                        self.counted_loop(var, start, end, &[], None, body)
                    }
                    LoopKind::Vectorize(lanes) if *lanes > 1 => self.counted_loop(
                        var,
                        start,
                        end,
                        &[
                            LoopHint {
                                name: "llvm.loop.vectorize.enable",
                                value: None,
                            },
                            LoopHint {
                                name: "llvm.loop.vectorize.width",
                                value: Some(*lanes),
                            },
                        ],
                        origin,
                        body,
                    ),
                    LoopKind::Unroll(count) if *count > 1 => self.counted_loop(
                        var,
                        start,
                        end,
                        &[LoopHint {
                            name: "llvm.loop.unroll.count",
                            value: Some(*count),
                        }],
                        origin,
                        body,
                    ),
                    LoopKind::Vectorize(_) | LoopKind::Unroll(_) => {
                        self.counted_loop(var, start, end, &[], None, body)
                    }
                }
            }
            Stmt::Var { name, dtype, init } => {
                let (value, _) = self.expr(init)?;
                let pointer = self.entry_alloca(self.unit.register_type(*dtype), name)?;
                version::store(&self.builder, pointer, value)?;
                self.bind(
                    name,
                    Binding::Slot {
                        pointer,
                        dtype: *dtype,
                    },
                );
                Ok(())
            }
            Stmt::Local { name, dtype, shape } => self.local_array(name, *dtype, shape),
            Stmt::Shared { name, dtype, shape } => self.shared_array(name, *dtype, shape),
            Stmt::Barrier => self.barrier(),
            Stmt::Let { name, value } => {
                let (value, dtype) = self.expr(value)?;
                if value.as_instruction_value().is_some() {
                    value.set_name(name);
                }
                self.bind(name, Binding::Value { value, dtype });
                Ok(())
            }
            Stmt::Assign { name, value } => {
                let Binding::Slot { pointer, .. } = self.lookup(name)? else {
                    return unsupported(format!("`{name}` is not a `var` local"));
                };
                let (value, _) = self.expr(value)?;
                version::store(&self.builder, pointer, value)?;
                Ok(())
            }
            Stmt::Store {
                buffer,
                indices,
                value,
            } => {
                let (address, dtype) = self.element_pointer(buffer, indices)?;
                let (value, _) = self.expr(value)?;
                let value = if dtype == DType::Bool {
                    self.builder
                        .build_int_z_extend(
                            value.into_int_value(),
                            self.unit.context.i8_type(),
                            "byte",
                        )?
                        .into()
                } else {
                    value
                };
                version::store(&self.builder, address, value)?;
                Ok(())
            }
            Stmt::If {
                cond,
                then_body,
                else_body,
            } => {
                let (cond, _) = self.expr(cond)?;
                let context = self.unit.context;
                let then_block = context.append_basic_block(self.function, "then");
                let else_block = context.append_basic_block(self.function, "else");
                let merge = context.append_basic_block(self.function, "endif");
                self.builder.build_conditional_branch(
                    cond.into_int_value(),
                    then_block,
                    else_block,
                )?;
                self.builder.position_at_end(then_block);
                self.block(then_body)?;
                self.builder.build_unconditional_branch(merge)?;
                self.builder.position_at_end(else_block);
                self.block(else_body)?;
                self.builder.build_unconditional_branch(merge)?;
                self.builder.position_at_end(merge);
                Ok(())
            }
        }
    }

    /// `for var in start..end` with an `i64` counter; bounds are evaluated once, before the
    /// loop. `hints` go on the latch branch as `!llvm.loop` metadata, with `origin` when
    /// there are hints.
    pub(super) fn counted_loop(
        &mut self,
        var: &str,
        start: IntValue<'ctx>,
        end: IntValue<'ctx>,
        hints: &[LoopHint<'_>],
        origin: Option<LoopOrigin<'_>>,
        body: &[Stmt],
    ) -> Lowered<()> {
        let context = self.unit.context;
        let i64_type = context.i64_type();
        let counter = self.entry_alloca(i64_type, &format!("{var}.addr"))?;
        version::store(&self.builder, counter, start)?;
        let header = context.append_basic_block(self.function, &format!("for.{var}"));
        let body_block = context.append_basic_block(self.function, &format!("for.{var}.body"));
        let latch = context.append_basic_block(self.function, &format!("for.{var}.next"));
        let exit = context.append_basic_block(self.function, &format!("for.{var}.end"));
        self.builder.build_unconditional_branch(header)?;

        self.builder.position_at_end(header);
        let index = version::load(&self.builder, i64_type, counter, var)?.into_int_value();
        let more = self
            .builder
            .build_int_compare(IntPredicate::SLT, index, end, "more")?;
        self.builder
            .build_conditional_branch(more, body_block, exit)?;

        self.builder.position_at_end(body_block);
        self.scopes.push(HashMap::new());
        self.bind(
            var,
            Binding::Value {
                value: index.into(),
                dtype: DType::I64,
            },
        );
        let lowered = body.iter().try_for_each(|stmt| self.stmt(stmt));
        self.scopes.pop();
        lowered?;
        self.builder.build_unconditional_branch(latch)?;

        self.builder.position_at_end(latch);
        let next = self.builder.build_int_nsw_add(
            index,
            i64_type.const_int(1, false),
            &format!("{var}.next"),
        )?;
        version::store(&self.builder, counter, next)?;
        let back_edge = self.builder.build_unconditional_branch(header)?;
        version::attach_loop_hints(context, back_edge, hints, origin);
        self.builder.position_at_end(exit);
        Ok(())
    }
}

/// Lowers `kernel`'s body into its C entry `function` (parameters in `_c` order: buffers'
/// data pointers and scalars in parameter order, then the symbolic dims `dims`).
pub(super) fn lower_body<'ctx>(
    unit: &Unit<'ctx>,
    kernel: &Kernel,
    function: FunctionValue<'ctx>,
    dims: &[String],
) -> Lowered<()> {
    let mut lowering = FnLowering::new(unit, kernel, function, false);
    lowering.bind_c_params(dims)?;
    lowering.block(&kernel.body)?;
    lowering
        .builder
        .build_return(Some(&unit.context.i32_type().const_zero()))?;
    lowering.finish()
}

impl<'ctx> FnLowering<'_, 'ctx> {
    /// Binds the parameters of a function with the C entry's leading parameters (buffers' data
    /// pointers and scalars in parameter order, then the symbolic dims `dims`) to the kernel's
    /// names, so expressions over them lower; further parameters are left to the caller.
    pub(super) fn bind_c_params(&mut self, dims: &[String]) -> Lowered<()> {
        let (unit, kernel, function) = (self.unit, self.kernel, self.function);
        let lowering = self;
        let params = function.get_params();
        let param_count = kernel.params.len();
        let i64_type = unit.context.i64_type();
        let mut dim_values: HashMap<&str, IntValue<'ctx>> = HashMap::new();
        for (position, name) in dims.iter().enumerate() {
            let Some(value) = params.get(param_count + position) else {
                return unsupported(format!("missing dim argument `{name}`"));
            };
            value.set_name(name);
            let value = value.into_int_value();
            dim_values.insert(name, value);
            lowering.bind(
                name,
                Binding::Value {
                    value: value.into(),
                    dtype: DType::I64,
                },
            );
        }
        for (param, value) in kernel.params.iter().zip(&params) {
            value.set_name(param.name());
            match param {
                Param::Buffer { name, dtype, shape } => {
                    let mut extents = Vec::with_capacity(shape.len());
                    for dim in shape {
                        extents.push(match dim {
                            Dim::Const(extent) => i64_type.const_int(*extent as u64, true),
                            Dim::Var(dim) => match dim_values.get(dim.as_str()) {
                                Some(value) => *value,
                                None => return unsupported(format!("unknown dim `{dim}`")),
                            },
                        });
                    }
                    lowering.bind(
                        name,
                        Binding::Buffer {
                            data: value.into_pointer_value(),
                            dtype: *dtype,
                            dims: extents,
                        },
                    );
                }
                Param::Scalar { name, dtype } => lowering.bind(
                    name,
                    Binding::Value {
                        value: *value,
                        dtype: *dtype,
                    },
                ),
            }
        }
        Ok(())
    }
}
