//! The rules of device kernels (`device kernel`): where loops may be bound to `blockIdx` /
//! `threadIdx`, what their extents may read, shared arrays and their size, barriers outside
//! divergent control flow, warp shuffles, and the scalar types a kernel launch can pass.
//!
//! Divergence is tracked by name: a `threadIdx`-bound loop variable differs between the threads
//! of a block, and so does every `let`/`var` computed from one, from a warp shuffle or inside
//! control flow that already diverges. An `if` whose condition, or a loop whose bounds, read
//! such a name runs in some threads and not others; a barrier there is refused. That is what
//! can be seen statically; a condition that differs through memory contents is not.

use super::{Binding, Checker, Failure, Outcome, fail};
use crate::abi::DType;
use crate::ir::ast::{Dim, Expr, Intrinsic, LoopKind};

/// Static shared memory one block may declare: 48 KiB on every GPU architecture modlink
/// compiles for (sm_50 to sm_90; more needs dynamic shared memory and an opt-in at launch).
pub const MAX_STATIC_SHARED_BYTES: u64 = 48 * 1024;

/// What entering a loop or an `if` pushed, for the matching leave.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entered {
    unbound: bool,
    divergent: bool,
}

impl Checker {
    /// A device kernel's scalar parameters are passed by value in the launch: `i32`, `i64`,
    /// `f32` and `f64` only (what TVM's launch packs).
    pub(super) fn check_device_scalar(&self, name: &str, dtype: DType) -> Outcome<()> {
        if self.device.device && !matches!(dtype, DType::I32 | DType::I64 | DType::F32 | DType::F64)
        {
            return fail(format!(
                "scalar parameter `{name}` of a device kernel is {dtype}: a launch passes i32, i64, f32 or f64 only"
            ));
        }
        Ok(())
    }

    /// Whether a loop of `kind` may stand here: a bound loop only in a device kernel, only
    /// inside other bound loops, each axis once, with bounds the host can compute before the
    /// launch; no `parallel` loop in a device kernel.
    pub(super) fn check_loop_placement(
        &mut self,
        var: &str,
        kind: LoopKind,
        start: &Expr,
        end: &Expr,
    ) -> Outcome<()> {
        let axis = match kind {
            LoopKind::Bind(axis) => axis,
            LoopKind::Parallel if self.device.device => {
                return fail(format!(
                    "`parallel` loop `{var}` in a device kernel: bind it to `blockIdx` or `threadIdx` instead"
                ));
            }
            _ => return Ok(()),
        };
        if !self.device.device {
            return fail(format!(
                "loop `{var}` is bound to `{axis}` outside a device kernel (declare the kernel with `device kernel`)"
            ));
        }
        if self.device.unbound_nesting > 0 {
            return fail(format!(
                "loop `{var}` is bound to `{axis}` inside a serial loop or an `if`: a bound loop may only be nested in other bound loops, since its extent is the launch's"
            ));
        }
        if !self.device.bound_axes.insert(axis) {
            return fail(format!(
                "loop `{var}` binds `{axis}` a second time: each axis is bound by one loop per kernel"
            ));
        }
        for bound in [start, end] {
            if let Some((culprit, message)) = self.launch_time_culprit(bound) {
                return Err(self.report_at(
                    culprit,
                    format!(
                        "bound of loop `{var}` (bound to `{axis}`) {message}: the launch's extent is computed before the kernel runs, from scalar parameters and dims only"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The first part of `expr` the host cannot evaluate before a launch, with why.
    fn launch_time_culprit<'e>(&self, expr: &'e Expr) -> Option<(&'e Expr, String)> {
        match expr {
            Expr::Int { .. } | Expr::Float { .. } | Expr::Bool(_) => None,
            Expr::Var(name) => match self.lookup(name) {
                Some(Binding::Scalar(_) | Binding::Dim | Binding::Invalid) | None => None,
                Some(_) => Some((expr, format!("reads `{name}`"))),
            },
            Expr::Load { buffer, .. } => Some((expr, format!("loads from `{buffer}`"))),
            Expr::Call { intrinsic, .. } if intrinsic.is_warp_shuffle() => {
                Some((expr, format!("calls `{}`", intrinsic.name())))
            }
            Expr::Call { args, .. } => args.iter().find_map(|a| self.launch_time_culprit(a)),
            Expr::Binary { lhs, rhs, .. } => self
                .launch_time_culprit(lhs)
                .or_else(|| self.launch_time_culprit(rhs)),
            Expr::Unary { operand: inner, .. } | Expr::Cast { value: inner, .. } => {
                self.launch_time_culprit(inner)
            }
            Expr::Select {
                cond,
                then_value,
                else_value,
            } => [cond, then_value, else_value]
                .into_iter()
                .find_map(|e| self.launch_time_culprit(e)),
        }
    }

    /// Enters a loop's body: a `threadIdx` variable differs between threads; a loop that is
    /// not bound nests, and diverges when its bounds differ between threads.
    pub(super) fn enter_loop(
        &mut self,
        var: &str,
        kind: LoopKind,
        start: &Expr,
        end: &Expr,
    ) -> Entered {
        if let LoopKind::Bind(axis) = kind {
            if axis.is_thread() {
                self.device.varying.insert(var.to_string());
            } else {
                self.device.varying.remove(var);
            }
            return Entered {
                unbound: false,
                divergent: false,
            };
        }
        self.device.unbound_nesting += 1;
        let reason = self
            .first_varying(start)
            .or_else(|| self.first_varying(end))
            .map(|name| format!("the bounds of loop `{var}` depend on {name}"));
        let divergent = reason.is_some();
        self.device.divergence.extend(reason);
        // The loop variable takes the same values in every thread unless the loop diverges.
        if divergent {
            self.device.varying.insert(var.to_string());
        } else {
            self.device.varying.remove(var);
        }
        Entered {
            unbound: true,
            divergent,
        }
    }

    /// Leaves what [`Checker::enter_loop`] or [`Checker::enter_branch`] entered.
    pub(super) fn leave_loop(&mut self, entered: Entered) {
        if entered.unbound {
            self.device.unbound_nesting -= 1;
        }
        if entered.divergent {
            self.device.divergence.pop();
        }
    }

    /// Enters both branches of an `if`: divergent when the condition differs between threads.
    pub(super) fn enter_branch(&mut self, cond: &Expr) -> Entered {
        self.device.unbound_nesting += 1;
        let reason = self
            .first_varying(cond)
            .map(|name| format!("the `if` condition depends on {name}"));
        let divergent = reason.is_some();
        self.device.divergence.extend(reason);
        Entered {
            unbound: true,
            divergent,
        }
    }

    /// Leaves an `if` entered with [`Checker::enter_branch`].
    pub(super) fn leave_branch(&mut self, entered: Entered) {
        self.leave_loop(entered);
    }

    /// Records whether `name`, just given the value `value`, may differ between threads.
    pub(super) fn track_varying(&mut self, name: &str, value: &Expr) {
        if !self.device.device {
            return;
        }
        let varying = self.first_varying(value).is_some() || !self.device.divergence.is_empty();
        if varying {
            self.device.varying.insert(name.to_string());
        } else if self
            .lookup(name)
            .is_some_and(|b| !matches!(b, Binding::Local { .. }))
        {
            // A `let` computed from uniform values is uniform; a `var` keeps what earlier
            // assignments made it.
            self.device.varying.remove(name);
        }
    }

    /// How `expr` comes to differ between threads: the first such name it reads (described
    /// for a message), or a warp shuffle.
    fn first_varying(&self, expr: &Expr) -> Option<String> {
        match expr {
            Expr::Int { .. } | Expr::Float { .. } | Expr::Bool(_) => None,
            Expr::Var(name) => self
                .device
                .varying
                .contains(name)
                .then(|| format!("`{name}`, which differs between the threads of a block")),
            Expr::Call { intrinsic, .. } if intrinsic.is_warp_shuffle() => {
                Some(format!("`{}`, a warp shuffle", intrinsic.name()))
            }
            Expr::Load { indices: args, .. } | Expr::Call { args, .. } => {
                args.iter().find_map(|a| self.first_varying(a))
            }
            Expr::Binary { lhs, rhs, .. } => {
                self.first_varying(lhs).or_else(|| self.first_varying(rhs))
            }
            Expr::Unary { operand: inner, .. } | Expr::Cast { value: inner, .. } => {
                self.first_varying(inner)
            }
            Expr::Select {
                cond,
                then_value,
                else_value,
            } => [cond, then_value, else_value]
                .into_iter()
                .find_map(|e| self.first_varying(e)),
        }
    }

    /// `barrier;`: only in a device kernel, and not where the threads of a block can be seen
    /// to take different paths.
    pub(super) fn check_barrier(&self) -> Outcome<()> {
        if !self.device.device {
            return fail(
                "`barrier` outside a device kernel (declare the kernel with `device kernel`)"
                    .to_string(),
            );
        }
        if let Some(reason) = self.device.divergence.last() {
            return fail(format!(
                "`barrier` under divergent control flow: {reason}; threads that skip the barrier leave the others of their block waiting"
            ));
        }
        Ok(())
    }

    /// `shared name: dtype[shape];`: in a device kernel, extents ≥ 1 or integer scalar
    /// parameters or dims, at most one dynamic array, static bytes within the limit.
    pub(super) fn check_shared(&mut self, name: &str, dtype: DType, shape: &[Dim]) -> Outcome<()> {
        if !self.device.device {
            return fail(format!(
                "shared array `{name}` outside a device kernel (declare the kernel with `device kernel`)"
            ));
        }
        let mut elements: u64 = 1;
        let mut dynamic = false;
        for dim in shape {
            match dim {
                Dim::Const(extent) => {
                    let Some(extent) = u64::try_from(*extent).ok().filter(|e| *e > 0) else {
                        return fail(format!("shared array `{name}` has an extent of {extent}"));
                    };
                    elements = elements.saturating_mul(extent);
                }
                Dim::Var(size) => {
                    match self.lookup(size) {
                        Some(Binding::Dim | Binding::Scalar(DType::I32 | DType::I64)) => {}
                        Some(Binding::Invalid) => return Err(Failure::Reported),
                        _ => {
                            return fail(format!(
                                "extent `{size}` of shared array `{name}` is not an integer scalar parameter or a dim"
                            ));
                        }
                    }
                    dynamic = true;
                }
            }
        }
        if dynamic {
            if let Some(first) = &self.device.dynamic_shared {
                return fail(format!(
                    "shared array `{name}` is sized at launch, and so is `{first}`: a kernel has at most one dynamic shared array"
                ));
            }
            self.device.dynamic_shared = Some(name.to_string());
            return Ok(());
        }
        let bytes = elements.saturating_mul(dtype.size_bytes() as u64);
        self.device.static_shared_bytes = self.device.static_shared_bytes.saturating_add(bytes);
        if self.device.static_shared_bytes > MAX_STATIC_SHARED_BYTES {
            return fail(format!(
                "shared array `{name}` brings the kernel's static shared memory to {} bytes, over the {MAX_STATIC_SHARED_BYTES} bytes a block may declare on every GPU (size a larger array at launch with a dim or scalar extent)",
                self.device.static_shared_bytes
            ));
        }
        Ok(())
    }

    /// `shfl_xor(value, lane_mask)` / `shfl_down(value, delta)`: device kernels only, where
    /// every lane of the warp gets to (the whole warp takes part), an `f32` or `i32` value and
    /// an `i32` lane operand; the result has the value's type.
    pub(super) fn warp_shuffle(
        &mut self,
        intrinsic: Intrinsic,
        args: &[Expr],
        wanted: Option<DType>,
    ) -> Outcome<(Expr, DType)> {
        let name = intrinsic.name();
        let [value, lane] = args else {
            return fail(format!("`{name}` takes 2 arguments, got {}", args.len()));
        };
        let value_wanted = self
            .natural_type(value)
            .or(wanted.filter(|t| matches!(t, DType::F32 | DType::I32)))
            .unwrap_or(DType::I32);
        let checked_value = self.expr(value, Some(value_wanted));
        let checked_lane = self.expr(lane, Some(DType::I32));
        if !self.device.device {
            return fail(format!(
                "`{name}` is a warp shuffle: only device kernels may call it"
            ));
        }
        if let Some(reason) = self.device.divergence.last() {
            return fail(format!(
                "`{name}` under divergent control flow: {reason}; every lane of the warp must reach a shuffle"
            ));
        }
        let (value, value_type) = checked_value?;
        let (lane, lane_type) = checked_lane?;
        if !matches!(value_type, DType::F32 | DType::I32) {
            return fail(format!(
                "`{name}` shuffles an f32 or i32 value, found {value_type}"
            ));
        }
        if lane_type != DType::I32 {
            return fail(format!(
                "the lane operand of `{name}` must be i32, found {lane_type}"
            ));
        }
        Ok((
            Expr::Call {
                intrinsic,
                args: vec![value, lane],
            },
            value_type,
        ))
    }
}
