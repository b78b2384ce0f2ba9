//! `parallel for`: the body is outlined into an internal closure
//! `i32 body(i32 task_id, TVMParallelGroupEnv* penv, void* cdata)` that runs one contiguous
//! chunk of the range; values it reads from outside travel by copy in a struct at `cdata`.
//! The launch goes through the weak `__TVMBackendParallelLaunch` pointer the loader fills (or,
//! in system-library mode, the weak `TVMBackendParallelLaunch` function); when neither is
//! there the closure runs once as task 0 of 1.

use std::collections::BTreeSet;

use inkwell::IntPredicate;
use inkwell::module::Linkage;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};

use super::function::{Binding, FnLowering};
use super::unit::{Lowered, unsupported};
use crate::abi::entry_points::entry;
use crate::codegen::llvm::version;
use crate::ir::{DType, Expr, Stmt};

/// The name of TVM's context pointer for the parallel launcher (spec §1.5).
const LAUNCH_POINTER: &str = entry::TVMBackendParallelLaunch.slot;
/// The launcher itself, called directly in system-library mode (spec §11).
const LAUNCH_FUNCTION: &str = entry::TVMBackendParallelLaunch.name;

/// How one captured name is rebuilt inside the closure.
enum Capture<'ctx> {
    /// A scalar: one struct field.
    Value { name: String, dtype: DType },
    /// A buffer: its data pointer, then one field per non-constant extent.
    Buffer {
        name: String,
        dtype: DType,
        dims: Vec<Option<IntValue<'ctx>>>,
    },
}

/// Lowers `parallel for var in start..end { body }` at the builder's position in `outer`.
pub(super) fn lower_parallel_for<'ctx>(
    outer: &mut FnLowering<'_, 'ctx>,
    var: &str,
    start: IntValue<'ctx>,
    end: IntValue<'ctx>,
    body: &[Stmt],
) -> Lowered<()> {
    let unit = outer.unit;
    let c = unit.context;
    let (i32_type, i64_type) = (c.i32_type(), c.i64_type());
    let pointer = unit.pointer();

    // Fields: start, end, then every outer name the body reads, by copy.
    let mut names = BTreeSet::new();
    collect_names(body, &mut names);
    let mut field_types: Vec<BasicTypeEnum<'ctx>> = vec![i64_type.into(), i64_type.into()];
    let mut field_values: Vec<BasicValueEnum<'ctx>> = vec![start.into(), end.into()];
    let mut captures = Vec::new();
    for name in names {
        let Ok(binding) = outer.lookup(&name) else {
            continue; // declared inside the body
        };
        match binding {
            Binding::Value { value, dtype } => {
                field_types.push(unit.register_type(dtype));
                field_values.push(value);
                captures.push(Capture::Value { name, dtype });
            }
            Binding::Slot {
                pointer: slot,
                dtype,
            } => {
                let ty = unit.register_type(dtype);
                field_types.push(ty);
                field_values.push(version::load(&outer.builder, ty, slot, &name)?);
                captures.push(Capture::Value { name, dtype });
            }
            Binding::Buffer { data, dtype, dims } => {
                field_types.push(pointer.into());
                field_values.push(data.into());
                let mut kept = Vec::with_capacity(dims.len());
                for extent in dims {
                    if extent.is_const() {
                        kept.push(Some(extent));
                    } else {
                        field_types.push(i64_type.into());
                        field_values.push(extent.into());
                        kept.push(None);
                    }
                }
                captures.push(Capture::Buffer {
                    name,
                    dtype,
                    dims: kept,
                });
            }
        }
    }
    let closure_data = c.struct_type(&field_types, false);
    let cdata = outer.entry_alloca(closure_data, "closure.data")?;
    for (index, value) in field_values.iter().enumerate() {
        let field = version::struct_gep(
            &outer.builder,
            closure_data,
            cdata,
            u32::try_from(index).unwrap_or(u32::MAX),
            "field",
        )?;
        version::store(&outer.builder, field, *value)?;
    }

    let closure = emit_closure(outer, var, body, closure_data, &captures)?;

    // Launch: through the loader-filled pointer, or serially when nobody filled it.
    let closure_type = i32_type.fn_type(&[i32_type.into(), pointer.into(), pointer.into()], false);
    let launch_type = i32_type.fn_type(&[pointer.into(), pointer.into(), i32_type.into()], false);
    let launcher: PointerValue<'ctx> = if unit.options.system_lib_prefix.is_some() {
        unit.declare_function(LAUNCH_FUNCTION, launch_type, Linkage::ExternalWeak)
            .as_global_value()
            .as_pointer_value()
    } else {
        let slot = unit.context_pointer(LAUNCH_POINTER, Linkage::LinkOnceAny);
        version::load(&outer.builder, pointer, slot.as_pointer_value(), "launch")?
            .into_pointer_value()
    };
    let missing = outer.builder.build_is_null(launcher, "no_pool")?;
    let threaded = c.append_basic_block(outer.function, "parallel.launch");
    let serial = c.append_basic_block(outer.function, "parallel.serial");
    let joined = c.append_basic_block(outer.function, "parallel.done");
    let closure_pointer = closure.as_global_value().as_pointer_value();
    outer
        .builder
        .build_conditional_branch(missing, serial, threaded)?;

    outer.builder.position_at_end(threaded);
    let launched = version::indirect_call(
        &outer.builder,
        launch_type,
        launcher,
        &[
            closure_pointer.into(),
            cdata.into(),
            i32_type.const_zero().into(),
        ],
        "launched",
    )?
    .try_as_basic_value()
    .basic()
    .ok_or_else(|| super::unit::Failure::Unsupported("launcher returned no value".to_string()))?;
    outer.builder.build_unconditional_branch(joined)?;

    outer.builder.position_at_end(serial);
    let env_type = unit.parallel_env_type();
    let env = outer.entry_alloca(env_type, "serial.env")?;
    let sync = version::struct_gep(&outer.builder, env_type, env, 0, "sync")?;
    version::store(&outer.builder, sync, pointer.const_null())?;
    let tasks = version::struct_gep(&outer.builder, env_type, env, 1, "tasks")?;
    version::store(&outer.builder, tasks, i32_type.const_int(1, false))?;
    let ran = version::indirect_call(
        &outer.builder,
        closure_type,
        closure_pointer,
        &[i32_type.const_zero().into(), env.into(), cdata.into()],
        "ran",
    )?
    .try_as_basic_value()
    .basic()
    .ok_or_else(|| super::unit::Failure::Unsupported("closure returned no value".to_string()))?;
    outer.builder.build_unconditional_branch(joined)?;

    outer.builder.position_at_end(joined);
    let status = outer.builder.build_phi(i32_type, "parallel.status")?;
    status.add_incoming(&[(&launched, threaded), (&ran, serial)]);
    let failed = outer.builder.build_int_compare(
        IntPredicate::NE,
        status.as_basic_value().into_int_value(),
        i32_type.const_zero(),
        "failed",
    )?;
    let fail = outer.fail_block()?;
    let after = c.append_basic_block(outer.function, "parallel.after");
    outer
        .builder
        .build_conditional_branch(failed, fail, after)?;
    outer.builder.position_at_end(after);
    Ok(())
}

/// Builds the closure: unpacks `cdata`, computes this task's chunk and runs the loop on it.
fn emit_closure<'ctx>(
    outer: &FnLowering<'_, 'ctx>,
    var: &str,
    body: &[Stmt],
    closure_data: inkwell::types::StructType<'ctx>,
    captures: &[Capture<'ctx>],
) -> Lowered<FunctionValue<'ctx>> {
    let unit = outer.unit;
    let c = unit.context;
    let (i32_type, i64_type) = (c.i32_type(), c.i64_type());
    let pointer = unit.pointer();
    let closure = unit.module.add_function(
        &unit.next_closure_name(&outer.kernel.name),
        i32_type.fn_type(&[i32_type.into(), pointer.into(), pointer.into()], false),
        Some(Linkage::Internal),
    );
    let [task_id, penv, cdata] = [0, 1, 2].map(|n| closure.get_nth_param(n));
    let (Some(task_id), Some(penv), Some(cdata)) = (task_id, penv, cdata) else {
        return unsupported("closure lacks its parameters");
    };
    task_id.set_name("task_id");
    penv.set_name("penv");
    cdata.set_name("cdata");
    let cdata = cdata.into_pointer_value();
    let mut inner = FnLowering::new(unit, outer.kernel, closure, true);
    let mut field = 0u32;
    let mut next_field =
        |inner: &FnLowering<'_, 'ctx>, name: &str| -> Lowered<BasicValueEnum<'ctx>> {
            let ty = closure_data.get_field_type_at_index(field).ok_or_else(|| {
                super::unit::Failure::Unsupported("closure field out of range".to_string())
            })?;
            let at = version::struct_gep(&inner.builder, closure_data, cdata, field, "field.at")?;
            field += 1;
            Ok(version::load(&inner.builder, ty, at, name)?)
        };
    let start = next_field(&inner, "start")?.into_int_value();
    let end = next_field(&inner, "end")?.into_int_value();
    for capture in captures {
        match capture {
            Capture::Value { name, dtype } => {
                let value = next_field(&inner, name)?;
                inner.bind(
                    name,
                    Binding::Value {
                        value,
                        dtype: *dtype,
                    },
                );
            }
            Capture::Buffer { name, dtype, dims } => {
                let data = next_field(&inner, name)?.into_pointer_value();
                let mut extents = Vec::with_capacity(dims.len());
                for dim in dims {
                    extents.push(match dim {
                        Some(constant) => *constant,
                        None => next_field(&inner, "extent")?.into_int_value(),
                    });
                }
                inner.bind(
                    name,
                    Binding::Buffer {
                        data,
                        dtype: *dtype,
                        dims: extents,
                    },
                );
            }
        }
    }

    // Chunk [start, end) into num_task contiguous pieces: task t runs
    // [start + t*chunk, min(start + (t+1)*chunk, end)) with chunk = ceil(total / num_task).
    let b = &inner.builder;
    let env_type = unit.parallel_env_type();
    let tasks_at = version::struct_gep(b, env_type, penv.into_pointer_value(), 1, "num_task.at")?;
    let num_task = version::load(b, i32_type, tasks_at, "num_task")?.into_int_value();
    let num_task = b.build_int_s_extend(num_task, i64_type, "num_task")?;
    let one = i64_type.const_int(1, false);
    let tasks_positive = b.build_int_compare(IntPredicate::SGT, num_task, one, "several")?;
    let num_task = b
        .build_select(tasks_positive, num_task, one, "num_task")?
        .into_int_value();
    let span = b.build_int_sub(end, start, "span")?;
    let nonempty =
        b.build_int_compare(IntPredicate::SGT, span, i64_type.const_zero(), "nonempty")?;
    let total = b
        .build_select(nonempty, span, i64_type.const_zero(), "total")?
        .into_int_value();
    let rounded = b.build_int_add(total, b.build_int_sub(num_task, one, "")?, "rounded")?;
    let chunk = b.build_int_signed_div(rounded, num_task, "chunk")?;
    let task = b.build_int_s_extend(task_id.into_int_value(), i64_type, "task")?;
    let offset = b.build_int_mul(task, chunk, "offset")?;
    let low = b.build_int_add(start, offset, "low")?;
    let high = b.build_int_add(low, chunk, "high")?;
    let before_end = b.build_int_compare(IntPredicate::SLT, high, end, "before_end")?;
    let high = b
        .build_select(before_end, high, end, "high")?
        .into_int_value();
    inner.counted_loop(var, low, high, &[], None, body)?;
    inner.builder.build_return(Some(&i32_type.const_zero()))?;
    inner.finish()?;
    Ok(closure)
}

/// Every name an expression or statement in `stmts` mentions (variables and buffers).
fn collect_names(stmts: &[Stmt], names: &mut BTreeSet<String>) {
    for stmt in stmts {
        match stmt {
            Stmt::For {
                start, end, body, ..
            } => {
                collect_expr(start, names);
                collect_expr(end, names);
                collect_names(body, names);
            }
            Stmt::Local { .. } | Stmt::Barrier => {}
            Stmt::Shared { shape, .. } => {
                for dim in shape {
                    if let crate::ir::Dim::Var(name) = dim {
                        names.insert(name.clone());
                    }
                }
            }
            Stmt::Var { init, .. } => collect_expr(init, names),
            Stmt::Let { value, .. } => collect_expr(value, names),
            Stmt::Assign { name, value } => {
                names.insert(name.clone());
                collect_expr(value, names);
            }
            Stmt::Store {
                buffer,
                indices,
                value,
            } => {
                names.insert(buffer.clone());
                indices.iter().for_each(|i| collect_expr(i, names));
                collect_expr(value, names);
            }
            Stmt::If {
                cond,
                then_body,
                else_body,
            } => {
                collect_expr(cond, names);
                collect_names(then_body, names);
                collect_names(else_body, names);
            }
        }
    }
}

fn collect_expr(expr: &Expr, names: &mut BTreeSet<String>) {
    match expr {
        Expr::Int { .. } | Expr::Float { .. } | Expr::Bool(_) => {}
        Expr::Var(name) => {
            names.insert(name.clone());
        }
        Expr::Load { buffer, indices } => {
            names.insert(buffer.clone());
            indices.iter().for_each(|i| collect_expr(i, names));
        }
        Expr::Binary { lhs, rhs, .. } => {
            collect_expr(lhs, names);
            collect_expr(rhs, names);
        }
        Expr::Unary { operand, .. } => collect_expr(operand, names),
        Expr::Cast { value, .. } => collect_expr(value, names),
        Expr::Select {
            cond,
            then_value,
            else_value,
        } => {
            collect_expr(cond, names);
            collect_expr(then_value, names);
            collect_expr(else_value, names);
        }
        Expr::Call { args, .. } => args.iter().for_each(|a| collect_expr(a, names)),
    }
}
