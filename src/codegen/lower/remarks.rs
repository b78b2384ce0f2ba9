//! LLVM's warnings about the generated code (`loop not vectorized` where a `vectorize(N)` hint
//! could not be honoured) know no source place, and LLVM repeats them for every copy of a loop
//! (the C entry, the packed entry it is inlined into). Loops with hints carry their kernel and
//! statement index in their metadata (see `version::attach_loop_hints`); after optimisation
//! the loops whose hint is still pending tell which kernels and loops a warning is about.

use std::collections::HashMap;

use crate::codegen::llvm::loops::UnhonouredLoop;
use crate::ir::diagnostics::loop_remark;
use crate::ir::{Kernel, Stmt};

/// The pre-order index (as `ir::check_sources` numbers statements) of every `for` statement
/// of `kernels`, by address.
pub(super) fn loop_statements(kernels: &[Kernel]) -> HashMap<*const Stmt, u32> {
    fn walk(body: &[Stmt], next: &mut u32, found: &mut HashMap<*const Stmt, u32>) {
        for stmt in body {
            let index = *next;
            *next = next.saturating_add(1);
            match stmt {
                Stmt::For { body, .. } => {
                    found.insert(std::ptr::from_ref(stmt), index);
                    walk(body, next, found);
                }
                Stmt::If {
                    then_body,
                    else_body,
                    ..
                } => {
                    walk(then_body, next, found);
                    walk(else_body, next, found);
                }
                _ => {}
            }
        }
    }
    let mut found = HashMap::new();
    for kernel in kernels {
        walk(&kernel.body, &mut 0, &mut found);
    }
    found
}

/// Each distinct warning once, without LLVM's `<unknown>:0:0: ` place; a warning about a
/// vectorize or unroll hint once per loop in `unhonoured` of its kind, as
/// [`loop_remark`] writes it.
pub(super) fn attribute(
    messages: impl Iterator<Item = String>,
    unhonoured: &[UnhonouredLoop],
) -> Vec<String> {
    let mut remarks: Vec<String> = Vec::new();
    let mut add = |remark: String| {
        if !remarks.contains(&remark) {
            remarks.push(remark);
        }
    };
    for message in messages {
        let message = message
            .strip_prefix("<unknown>:0:0: ")
            .unwrap_or(&message)
            .to_string();
        let vectorize = message.starts_with("loop not vectorized");
        let unroll = message.starts_with("loop not unrolled");
        let loops: Vec<&UnhonouredLoop> = unhonoured
            .iter()
            .filter(|l| (vectorize && l.vectorize) || (unroll && !l.vectorize))
            .collect();
        if loops.is_empty() {
            add(message);
            continue;
        }
        for place in loops {
            add(loop_remark(
                &place.kernel,
                place.statement as usize,
                &message,
            ));
        }
    }
    remarks
}
