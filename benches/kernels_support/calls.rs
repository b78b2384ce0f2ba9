//! What the kernel benches share: 64-byte aligned tensors, a 2-thread parallel launcher, and
//! best-of timing (alternated when two things are compared on a shared machine).
#![allow(dead_code)]

use super::common::*;
use std::ffi::c_void;
use std::time::{Duration, Instant};

#[repr(C)]
pub struct ParallelGroupEnv {
    pub sync_handle: *mut c_void,
    pub num_task: i32,
}

pub type Lambda = unsafe extern "C" fn(i32, *mut ParallelGroupEnv, *mut c_void) -> i32;
pub type Launch = unsafe extern "C" fn(Lambda, *mut c_void, i32) -> i32;

/// A minimal 2-thread launcher: task 1 on a scoped thread, task 0 on the caller.
pub unsafe extern "C" fn two_thread_launch(
    lambda: Lambda,
    cdata: *mut c_void,
    _num_task: i32,
) -> i32 {
    let cdata = cdata as usize;
    let run = move |task: i32| {
        let mut env = ParallelGroupEnv {
            sync_handle: std::ptr::null_mut(),
            num_task: 2,
        };
        // SAFETY: the parallel protocol: lambda(task_id, penv, cdata).
        unsafe { lambda(task, &mut env, cdata as *mut c_void) }
    };
    let (first, second) = std::thread::scope(|scope| {
        let helper = scope.spawn(move || run(1));
        (run(0), helper.join().unwrap_or(-1))
    });
    if first == 0 && second == 0 { 0 } else { -1 }
}

/// A host tensor whose first element is 64-byte aligned, as TVM allocates them (a `Vec<f32>`
/// is only 16-byte aligned, which splits every zmm access across two cache lines): the data
/// starts `pad` elements into the vector and the DLTensor reaches it through `byte_offset`.
pub struct Aligned {
    pub tensor: Box<Tensor<f32>>,
    pub pad: usize,
}

impl Aligned {
    pub const ALIGN: usize = 64;

    pub fn new(values: Vec<f32>, dims: &[i64]) -> Aligned {
        let lanes = Self::ALIGN / 4;
        let mut data: Vec<f32> = Vec::with_capacity(values.len() + lanes);
        let misalignment = (data.as_ptr() as usize % Self::ALIGN) / 4;
        let pad = (lanes - misalignment) % lanes;
        data.resize(pad, 0.0);
        data.extend_from_slice(&values);
        assert_eq!((data.as_ptr() as usize + 4 * pad) % Self::ALIGN, 0);
        let length = data.len() as i64;
        let mut tensor = Tensor::new(data, &[length]);
        tensor.shape = dims.to_vec();
        tensor.dl.ndim = dims.len() as i32;
        tensor.dl.byte_offset = 4 * pad as u64;
        Aligned { tensor, pad }
    }

    pub fn zeros(dims: &[i64]) -> Aligned {
        Aligned::new(vec![0.0; dims.iter().product::<i64>() as usize], dims)
    }

    pub fn values(&self) -> &[f32] {
        &self.tensor.data[self.pad..]
    }

    pub fn values_mut(&mut self) -> &mut [f32] {
        &mut self.tensor.data[self.pad..]
    }

    pub fn any(&mut self) -> TVMFFIAny {
        self.tensor.any()
    }
}

pub fn set_launcher(library: &libloading::Library, launch: Option<Launch>) {
    // SAFETY: a pointer-sized data variable in the library.
    unsafe {
        let slot: libloading::Symbol<*mut Option<Launch>> =
            library.get(b"__TVMBackendParallelLaunch").unwrap();
        (*slot).write(launch);
    }
}

pub fn best_of(runs: usize, mut f: impl FnMut()) -> Duration {
    f();
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap()
}

/// Times `first` and `second` alternately, `runs` times each after one warm-up each, and
/// returns the best time of each: on a shared machine both then see the same bursts of load,
/// so their ratio is measured in the same conditions.
pub fn best_of_interleaved(
    runs: usize,
    mut first: impl FnMut(),
    mut second: impl FnMut(),
) -> (Duration, Duration) {
    first();
    second();
    let mut best = (Duration::MAX, Duration::MAX);
    for _ in 0..runs {
        let start = Instant::now();
        first();
        best.0 = best.0.min(start.elapsed());
        let start = Instant::now();
        second();
        best.1 = best.1.min(start.elapsed());
    }
    best
}
