#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A warm VM call allocates only what the bytecode asks for: with a counting allocator, each
//! fixture's `main` (after a first call filled the storage pool) makes at most two heap
//! allocations per allocating builtin it executes (`alloc_storage`: the storage handle;
//! `make_shape`, `make_tuple`: the value; `alloc_shape_heap`: its handle), counting what the
//! kernels themselves request (workspaces, parallel launches); frames, registers and kernel
//! argument buffers are reused. Figures (mlp / cnn / dyn n=5): 5 / 7 / 18 allocations per call.

use crate::support;

use modlink::module::relax::Instruction;
use modlink::runtime::Library;
use modlink::runtime::vm::VirtualMachine;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards to the system allocator unchanged; only counts.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract, forwarded.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, forwarded.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract, forwarded.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract, forwarded.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn a_warm_call_allocates_only_for_allocating_builtins() {
    let _alone = support::whole_process();
    let dir = support::relax_fixtures_dir();
    for (model, input) in [
        ("mlp", "mlp.main.0.x.npy"),
        ("cnn", "cnn.main.0.x.npy"),
        ("dyn", "dyn.main.2.x.npy"),
    ] {
        let library = Library::open(dir.join(format!("{model}.so"))).unwrap();
        let mut vm = VirtualMachine::new(&library).unwrap();
        let x = vm.input_from_npy("main", 0, &dir.join(input)).unwrap();
        // Straight-line code: every instruction of main runs once per call.
        let exe = vm.executable();
        let main = &exe.functions[exe.function_index("main").unwrap()];
        let mut allocating = 0;
        let mut kernels = 0;
        for pc in main.start_instr as usize..main.end_instr as usize {
            if let Ok(Instruction::Call { func_idx, .. }) = exe.instruction(pc) {
                let name = exe.functions[func_idx as usize].name.as_str();
                match name {
                    "vm.builtin.alloc_storage"
                    | "vm.builtin.alloc_shape_heap"
                    | "vm.builtin.make_shape"
                    | "vm.builtin.make_tuple" => allocating += 1,
                    n if !n.starts_with("vm.builtin.") => kernels += 1,
                    _ => {}
                }
            }
        }
        let args = std::slice::from_ref(&x);
        drop(vm.call("main", args).unwrap());
        let before = ALLOCATIONS.load(Ordering::Relaxed);
        let result = vm.call("main", args).unwrap();
        let used = ALLOCATIONS.load(Ordering::Relaxed) - before;
        drop(result);
        println!(
            "{model}: {used} allocations per warm call ({allocating} allocating builtins, {kernels} kernel calls)"
        );
        assert!(
            used <= 2 * allocating,
            "{model}: {used} allocations for {allocating} allocating builtins"
        );
    }
}
