//! One device kernel as a section of OpenCL C: the pragmas it needs, its helpers, the
//! `__kernel` function with TVM's argument order, `__local` arrays at the function's scope (where
//! OpenCL C 1.2 wants them), and the statements.

use std::fmt::Write as _;

use super::code::{DynamicLocal, FUNCTION_DELIMITER, OpenClOptions};
use super::ctype::{array_element_type, memory_type, register_type};
use super::expr::{expr, index_value, store};
use super::names::c_name;
use super::scope::{Space, Symbol};
use super::shuffle;
use super::state::{KernelState, ShuffleSupport, WriteError, internal, refused};
use crate::ir::{DType, Dim, Kernel, LaunchBindings, LoopKind, Param, Stmt};

/// The extension doubles need in OpenCL C 1.2.
pub const FP64_EXTENSION: &str = "cl_khr_fp64";

/// A written kernel: its section and what the caller records about it.
pub(super) struct WrittenKernel {
    /// The section, from its delimiter line to its end (a blank line).
    pub(super) section: String,
    /// The dynamic `__local` argument, if any.
    pub(super) dynamic_local: Option<DynamicLocal>,
    /// Static `__local` bytes.
    pub(super) static_local_bytes: u64,
    /// Extensions needed.
    pub(super) extensions: Vec<&'static str>,
}

/// A `shared` array, hoisted to the kernel's scope.
struct SharedArray {
    symbol: Symbol,
    /// Its declaration, for a static array; `None` for the dynamic one (an argument).
    declaration: Option<String>,
}

/// The statement writer of one kernel.
struct Writer {
    state: KernelState,
    /// The kernel's `shared` arrays in the order the statements declare them.
    shared: Vec<SharedArray>,
    next_shared: usize,
    out: String,
    indent: usize,
}

/// Writes `kernel` (verified, a device kernel) with its launch `bindings`.
pub(super) fn write_kernel(
    kernel: &Kernel,
    bindings: &LaunchBindings,
    argument_count: usize,
    options: &OpenClOptions,
) -> Result<WrittenKernel, WriteError> {
    let mut state = KernelState::new(shuffle::support(bindings));
    state.scopes.push();
    let mut parameters = Vec::new();
    for param in &kernel.params {
        let name = c_name(param.name());
        match param {
            Param::Buffer { dtype, shape, .. } => {
                state.note(*dtype);
                parameters.push(format!("__global {}* {name}", memory_type(*dtype)));
                let extents = shape
                    .iter()
                    .map(|dim| match dim {
                        Dim::Const(extent) => format!("{extent}L"),
                        Dim::Var(dim) => c_name(dim),
                    })
                    .collect();
                state.scopes.bind(
                    param.name(),
                    Symbol::Array {
                        c_name: name,
                        dtype: *dtype,
                        extents,
                        space: Space::Global,
                        halves_as_ushort: false,
                    },
                );
            }
            Param::Scalar { dtype, .. } => {
                state.note(*dtype);
                parameters.push(format!("{} {name}", register_type(*dtype)));
                state.scopes.bind(
                    param.name(),
                    Symbol::Value {
                        c_name: name,
                        dtype: *dtype,
                    },
                );
            }
        }
    }
    for dim in crate::ir::symbolic_dims(&kernel.params) {
        let name = c_name(&dim);
        parameters.push(format!("long {name}"));
        state.scopes.bind(
            &dim,
            Symbol::Value {
                c_name: name,
                dtype: DType::I64,
            },
        );
    }
    let (shared, dynamic_local, static_local_bytes) =
        hoist_shared(&mut state, kernel, &mut parameters)?;
    let mut writer = Writer {
        state,
        shared,
        next_shared: 0,
        out: String::new(),
        indent: 1,
    };
    writer.block(&kernel.body)?;
    let Writer {
        state,
        shared,
        out: body,
        ..
    } = writer;

    let mut local_bytes = static_local_bytes;
    let mut prologue = String::new();
    for array in &shared {
        if let Some(declaration) = &array.declaration {
            let _ = writeln!(prologue, "  {declaration}");
        }
    }
    if state.shuffled
        && let ShuffleSupport::Scratch(threads) = state.shuffles
    {
        local_bytes = local_bytes.saturating_add(threads.saturating_mul(4));
        prologue.push_str(&shuffle::declarations(threads));
    }
    if local_bytes > options.max_local_bytes {
        return refused(
            format!("{local_bytes} bytes of `__local` memory"),
            format!(
                "the kernel's static `shared` arrays{} take {local_bytes} bytes, more than the {} \
                 bytes of `__local` memory every OpenCL 1.2 device has (OpenClOptions::max_local_bytes \
                 raises the limit for a device known to have more)",
                if state.shuffled {
                    " and shuffle scratch"
                } else {
                    ""
                },
                options.max_local_bytes
            ),
        );
    }

    let mut section = format!("{FUNCTION_DELIMITER}{}\n", kernel.name);
    // No contraction of `a * b + c` into fma: the host code does not contract either.
    section.push_str("#pragma OPENCL FP_CONTRACT OFF\n");
    let uses_double = state.uses_double || state.helpers.use_double();
    let mut extensions = Vec::new();
    if uses_double {
        extensions.push(FP64_EXTENSION);
        let _ = write!(
            section,
            "#ifdef {FP64_EXTENSION}\n#pragma OPENCL EXTENSION {FP64_EXTENSION} : enable\n#else\n\
             #error \"kernel `{}` computes with f64, which needs the OpenCL extension \
             {FP64_EXTENSION}; this device does not have it\"\n#endif\n",
            kernel.name
        );
    }
    section.push_str(&state.helpers.definitions());
    let signature = format!("__kernel void {}({})", kernel.name, parameters.join(", "));
    let _ = write!(
        section,
        "{signature};\n{signature} {{\n{prologue}{body}}}\n\n"
    );
    let dynamic_local = dynamic_local.map(|(array, dtype)| DynamicLocal {
        index: argument_count,
        array,
        dtype,
    });
    Ok(WrittenKernel {
        section,
        dynamic_local,
        static_local_bytes: local_bytes,
        extensions,
    })
}

type Hoisted = (Vec<SharedArray>, Option<(String, DType)>, u64);

/// Collects the kernel's `shared` arrays in statement order: static ones become `__local`
/// arrays declared at the kernel's scope (a second array of a name gets a made-up one), the
/// dynamic one the last parameter, a `__local` pointer.
fn hoist_shared(
    state: &mut KernelState,
    kernel: &Kernel,
    parameters: &mut Vec<String>,
) -> Result<Hoisted, WriteError> {
    let mut found = Vec::new();
    collect_shared(&kernel.body, &mut found);
    let mut arrays = Vec::new();
    let mut dynamic = None;
    let mut static_bytes: u64 = 0;
    let mut names_taken: Vec<String> = Vec::new();
    for (index, (name, dtype, shape)) in found.into_iter().enumerate() {
        state.note(dtype);
        let is_dynamic = shape.iter().any(|dim| matches!(dim, Dim::Var(_)));
        let extents: Vec<String> = shape
            .iter()
            .map(|dim| match dim {
                Dim::Const(extent) => Ok(format!("{extent}L")),
                Dim::Var(size) => match state.scopes.lookup(size) {
                    Some(Symbol::Value { c_name, dtype }) if dtype.is_int() => {
                        Ok(super::expr::widened(c_name, *dtype)?)
                    }
                    _ => internal(format!(
                        "extent `{size}` of shared array `{name}` is not an integer scalar or dim"
                    )),
                },
            })
            .collect::<Result<_, _>>()?;
        let mut c = c_name(&name);
        if names_taken.contains(&c) {
            c = format!("modlink_shared{index}");
        }
        names_taken.push(c.clone());
        let symbol = Symbol::Array {
            c_name: c.clone(),
            dtype,
            extents,
            space: Space::Local,
            halves_as_ushort: !is_dynamic && dtype == DType::F16,
        };
        if is_dynamic {
            if dynamic.is_some() {
                return internal("a kernel has at most one dynamic shared array");
            }
            parameters.push(format!("__local {}* {c}", memory_type(dtype)));
            dynamic = Some((name.clone(), dtype));
            arrays.push(SharedArray {
                symbol,
                declaration: None,
            });
            continue;
        }
        let count: u64 = shape
            .iter()
            .map(|dim| match dim {
                Dim::Const(extent) => u64::try_from(*extent).unwrap_or(0),
                Dim::Var(_) => 0,
            })
            .product();
        static_bytes = static_bytes.saturating_add(count.saturating_mul(dtype.size_bytes() as u64));
        arrays.push(SharedArray {
            symbol,
            declaration: Some(format!(
                "__local {} {c}[{count}];",
                array_element_type(dtype)
            )),
        });
    }
    Ok((arrays, dynamic, static_bytes))
}

/// The `shared` statements of `body`, in the order the writer meets them.
fn collect_shared(body: &[Stmt], found: &mut Vec<(String, DType, Vec<Dim>)>) {
    for stmt in body {
        match stmt {
            Stmt::Shared { name, dtype, shape } => {
                found.push((name.clone(), *dtype, shape.clone()))
            }
            Stmt::For { body, .. } => collect_shared(body, found),
            Stmt::If {
                then_body,
                else_body,
                ..
            } => {
                collect_shared(then_body, found);
                collect_shared(else_body, found);
            }
            _ => {}
        }
    }
}

impl Writer {
    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn lines(&mut self, lines: Vec<String>) {
        for line in lines {
            self.line(&line);
        }
    }

    fn block(&mut self, body: &[Stmt]) -> Result<(), WriteError> {
        self.state.scopes.push();
        let written = body.iter().try_for_each(|stmt| self.stmt(stmt));
        self.state.scopes.pop();
        written
    }

    /// Writes `body` inside `{` … `}` at one more indentation.
    fn braced(&mut self, opening: &str, body: &[Stmt]) -> Result<(), WriteError> {
        self.line(&format!("{opening} {{"));
        self.indent += 1;
        self.block(body)?;
        self.indent -= 1;
        Ok(())
    }

    fn stmt(&mut self, stmt: &Stmt) -> Result<(), WriteError> {
        let mut pre = Vec::new();
        match stmt {
            Stmt::For {
                var,
                start,
                end,
                kind,
                body,
            } => {
                let start = index_value(&mut self.state, start, &mut pre)?;
                let end = index_value(&mut self.state, end, &mut pre)?;
                self.lines(pre);
                self.for_loop(var, &start, &end, *kind, body)?;
            }
            Stmt::Var { name, dtype, init } => {
                let (value, _) = expr(&mut self.state, init, &mut pre)?;
                self.state.note(*dtype);
                let c = c_name(name);
                self.lines(pre);
                self.line(&format!("{} {c} = {value};", register_type(*dtype)));
                self.state.scopes.bind(
                    name,
                    Symbol::Value {
                        c_name: c,
                        dtype: *dtype,
                    },
                );
            }
            Stmt::Let { name, value } => {
                let (value, dtype) = expr(&mut self.state, value, &mut pre)?;
                let c = c_name(name);
                self.lines(pre);
                self.line(&format!("const {} {c} = {value};", register_type(dtype)));
                self.state
                    .scopes
                    .bind(name, Symbol::Value { c_name: c, dtype });
            }
            Stmt::Assign { name, value } => {
                let (value, _) = expr(&mut self.state, value, &mut pre)?;
                let Some(Symbol::Value { c_name, .. }) = self.state.scopes.lookup(name).cloned()
                else {
                    return internal(format!("`{name}` is not a local"));
                };
                self.lines(pre);
                self.line(&format!("{c_name} = {value};"));
            }
            Stmt::Store {
                buffer,
                indices,
                value,
            } => {
                let text = store(&mut self.state, buffer, indices, value, &mut pre)?;
                self.lines(pre);
                self.line(&text);
            }
            Stmt::Local { name, dtype, shape } => {
                self.state.note(*dtype);
                let count: i64 = shape.iter().product();
                let c = c_name(name);
                // Zeroed each time the declaration runs, as `.kir` says.
                self.line(&format!(
                    "{} {c}[{count}] = {{0}};",
                    array_element_type(*dtype)
                ));
                self.state.scopes.bind(
                    name,
                    Symbol::Array {
                        c_name: c,
                        dtype: *dtype,
                        extents: shape.iter().map(|extent| format!("{extent}L")).collect(),
                        space: Space::Private,
                        halves_as_ushort: *dtype == DType::F16,
                    },
                );
            }
            Stmt::Shared { name, .. } => {
                let Some(array) = self.shared.get(self.next_shared) else {
                    return internal(format!("shared array `{name}` was not collected"));
                };
                self.next_shared += 1;
                let symbol = array.symbol.clone();
                self.state.scopes.bind(name, symbol);
            }
            Stmt::Barrier => {
                // `bar.sync` also orders global memory between the block's threads.
                self.line("barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);");
            }
            Stmt::If {
                cond,
                then_body,
                else_body,
            } => {
                let (cond, _) = expr(&mut self.state, cond, &mut pre)?;
                self.lines(pre);
                self.braced(&format!("if ({cond})"), then_body)?;
                if else_body.is_empty() {
                    self.line("}");
                } else {
                    self.line("} else {");
                    self.indent += 1;
                    self.block(else_body)?;
                    self.indent -= 1;
                    self.line("}");
                }
            }
        }
        Ok(())
    }

    fn for_loop(
        &mut self,
        var: &str,
        start: &str,
        end: &str,
        kind: LoopKind,
        body: &[Stmt],
    ) -> Result<(), WriteError> {
        let c = c_name(var);
        self.line("{");
        self.indent += 1;
        self.state.scopes.push();
        self.state.scopes.bind(
            var,
            Symbol::Value {
                c_name: c.clone(),
                dtype: DType::I64,
            },
        );
        let written = match kind {
            LoopKind::Bind(axis) => {
                // One iteration per work-group or work-item; the guard makes a launch whose
                // extent of 0 was raised to 1 do nothing.
                let id = if axis.is_thread() {
                    "get_local_id"
                } else {
                    "get_group_id"
                };
                self.line(&format!(
                    "const long {c} = {start} + (long){id}({});",
                    axis.dimension()
                ));
                self.braced(&format!("if ({c} < {end})"), body)
            }
            LoopKind::Serial | LoopKind::Vectorize(_) | LoopKind::Unroll(_) => {
                // The bounds are evaluated once, before the loop.
                let limit = self.state.temporary("end");
                self.line(&format!("const long {limit} = {end};"));
                if let LoopKind::Unroll(factor) = kind {
                    self.line(&format!("#pragma unroll {factor}"));
                }
                self.braced(
                    &format!("for (long {c} = {start}; {c} < {limit}; ++{c})"),
                    body,
                )
            }
            LoopKind::Parallel => refused(
                format!("`parallel` loop `{var}`"),
                "a device kernel runs its work-items in parallel already: bind the loop to \
                 `blockIdx` or `threadIdx`",
            ),
        };
        self.state.scopes.pop();
        written?;
        self.line("}");
        self.indent -= 1;
        self.line("}");
        Ok(())
    }
}
