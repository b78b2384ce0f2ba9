//! Diagnostics for the misuses of device-kernel constructs (issue: GPU kernels, item 1):
//! each one an error at the file, line and column of its culprit, as the rest of `.kir`
//! reports them (`ir::check_sources`, what `modlink check` and `modlink build` print).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::ir::{self, MAX_STATIC_SHARED_BYTES, Severity, SourceFile, check_sources};

/// `(line, column, message)` of every error of `text`.
fn errors(text: &str) -> Vec<(usize, usize, String)> {
    let file = SourceFile {
        name: "gpu.kir".to_string(),
        text: text.to_string(),
    };
    check_sources(&[file])
        .diagnostics
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| {
            let at = d.primary.expect("every error here has a place");
            assert_eq!(at.file, "gpu.kir");
            (at.line, at.column, d.message)
        })
        .collect()
}

/// Asserts `text` has exactly one error, at `line`:`column`, whose message holds `needle`.
fn assert_one_error(text: &str, line: usize, column: usize, needle: &str) {
    let found = errors(text);
    assert_eq!(found.len(), 1, "{text}\n{found:?}");
    let (at_line, at_column, message) = &found[0];
    assert_eq!((*at_line, *at_column), (line, column), "{message}");
    assert!(message.contains(needle), "`{needle}` not in: {message}");
}

#[test]
fn a_thread_bound_loop_outside_a_device_kernel_is_an_error_at_the_loop() {
    assert_one_error(
        "kernel k(A: f32[n]) {\n  for t in 0..n threadIdx.x {\n    A[t] = 0.0;\n  }\n}\n",
        2,
        3,
        "loop `t` is bound to `threadIdx.x` outside a device kernel",
    );
}

#[test]
fn a_barrier_under_divergent_control_flow_is_an_error_at_the_barrier() {
    // The condition reads a thread index.
    assert_one_error(
        "device kernel k(A: f32[256]) {
  for t in 0..256 threadIdx.x {
    if t < 128 {
      barrier;
    }
  }
}
",
        4,
        7,
        "`barrier` under divergent control flow: the `if` condition depends on `t`",
    );
    // Through a `let` computed from one, in a loop whose bounds differ between threads.
    assert_one_error(
        "device kernel k(A: f32[256]) {
  for t in 0..256 threadIdx.x {
    let half = t / 2;
    for i in 0..half {
      A[i] = 0.0;
      barrier;
    }
  }
}
",
        6,
        7,
        "the bounds of loop `i` depend on `half`",
    );
    // Through a `var` assigned under divergent control flow.
    assert_one_error(
        "device kernel k(A: f32[256]) {
  for t in 0..256 threadIdx.x {
    var limit: i64 = 4;
    if t == 0 {
      limit = 8;
    }
    for i in 0..limit {
      barrier;
    }
  }
}
",
        8,
        7,
        "depend on `limit`",
    );
    // Uniform conditions (block index, scalar parameter) and uniform loops are fine.
    let fine = "device kernel k(A: f32[n], flag: i32) {
  for b in 0..4 blockIdx.x {
    for t in 0..256 threadIdx.x {
      if b == 0 && flag > 0 {
        barrier;
      }
      for i in 0..n {
        barrier;
      }
    }
  }
}
";
    assert_eq!(errors(fine), []);
}

#[test]
fn shared_memory_over_the_device_limit_is_an_error_at_the_array() {
    let floats = MAX_STATIC_SHARED_BYTES / 4;
    let at_limit = format!(
        "device kernel k(A: f32[n]) {{\n  shared a: f32[{}];\n  shared b: f32[{}];\n}}\n",
        floats / 2,
        floats / 2
    );
    assert_eq!(errors(&at_limit), []);
    let over = format!(
        "device kernel k(A: f32[n]) {{\n  shared a: f32[{}];\n  shared b: f32[{}];\n}}\n",
        floats / 2,
        floats / 2 + 1
    );
    assert_one_error(
        &over,
        3,
        3,
        &format!(
            "brings the kernel's static shared memory to {} bytes, over the 49152 bytes",
            MAX_STATIC_SHARED_BYTES + 4
        ),
    );
    // Sized at launch, an array has no static limit, but a kernel has at most one.
    assert_eq!(
        errors("device kernel k(A: f32[n]) {\n  shared big: f32[n, 1024];\n}\n"),
        []
    );
    assert_one_error(
        "device kernel k(A: f32[n], w: i32) {\n  shared a: f32[n];\n  shared b: f32[w];\n}\n",
        3,
        3,
        "a kernel has at most one dynamic shared array",
    );
    assert_one_error(
        "device kernel k(A: f32[n], x: f32) {\n  shared a: f32[x];\n}\n",
        2,
        3,
        "extent `x` of shared array `a` is not an integer scalar parameter or a dim",
    );
}

#[test]
fn device_constructs_outside_a_device_kernel_are_errors_at_their_place() {
    assert_one_error(
        "kernel k(A: f32[n]) {\n  barrier;\n}\n",
        2,
        3,
        "`barrier` outside a device kernel",
    );
    assert_one_error(
        "kernel k(A: f32[n]) {\n  shared s: f32[4];\n}\n",
        2,
        3,
        "shared array `s` outside a device kernel",
    );
    assert_one_error(
        "kernel k(A: f32[n]) {\n  A[0] = shfl_xor(A[1], 1);\n}\n",
        2,
        10,
        "`shfl_xor` is a warp shuffle: only device kernels may call it",
    );
}

#[test]
fn bound_loops_must_nest_only_in_bound_loops_once_per_axis_with_launch_time_extents() {
    assert_one_error(
        "device kernel k(A: f32[n]) {
  for i in 0..4 {
    for t in 0..n threadIdx.x {
      A[t] = 0.0;
    }
  }
}
",
        3,
        5,
        "may only be nested in other bound loops",
    );
    assert_one_error(
        "device kernel k(A: f32[n]) {
  for t in 0..n threadIdx.x {
    for u in 0..n threadIdx.x {
      A[t] = 0.0;
    }
  }
}
",
        3,
        5,
        "binds `threadIdx.x` a second time",
    );
    // The extent reads the enclosing bound loop's variable: error at that variable.
    assert_one_error(
        "device kernel k(A: f32[n]) {
  for b in 0..n blockIdx.x {
    for t in 0..b + 1 threadIdx.x {
      A[t] = 0.0;
    }
  }
}
",
        3,
        17,
        "bound of loop `t` (bound to `threadIdx.x`) reads `b`",
    );
    assert_one_error(
        "device kernel k(A: f32[n]) {\n  parallel for i in 0..n {\n    A[i] = 0.0;\n  }\n}\n",
        2,
        3,
        "`parallel` loop `i` in a device kernel",
    );
}

#[test]
fn device_scalars_are_i32_i64_f32_or_f64_and_shuffles_take_f32_or_i32() {
    assert_one_error(
        "device kernel k(A: f32[n], s: i8) {\n  A[0] = f32(s);\n}\n",
        1,
        28,
        "scalar parameter `s` of a device kernel is i8",
    );
    assert_one_error(
        "device kernel k(A: f64[32]) {
  for t in 0..32 threadIdx.x {
    A[t] = shfl_down(A[t], 1);
  }
}
",
        3,
        12,
        "`shfl_down` shuffles an f32 or i32 value, found f64",
    );
    // The whole warp takes part in a shuffle: not under divergent control flow.
    assert_one_error(
        "device kernel k(A: f32[32]) {
  for t in 0..32 threadIdx.x {
    if t < 16 {
      A[t] = shfl_xor(A[t], 1);
    }
  }
}
",
        4,
        14,
        "`shfl_xor` under divergent control flow: the `if` condition depends on `t`",
    );
    assert_eq!(
        errors(
            "device kernel k(A: f32[32], B: i32[32]) {
  for t in 0..32 threadIdx.x {
    A[t] = shfl_down(A[t], 1);
    B[t] = shfl_xor(B[t], i32(t % 32));
  }
}
"
        ),
        []
    );
}

#[test]
fn the_verifier_error_names_the_kernel_too() {
    let program = ir::parse(
        "device kernel gpu_k(A: f32[n]) {\n  for t in 0..n threadIdx.x {\n    if t < 3 {\n      barrier;\n    }\n  }\n}\n",
        "gpu.kir",
    )
    .unwrap();
    let error = ir::verify_program(&program).unwrap_err().to_string();
    assert!(error.contains("gpu_k"), "{error}");
    assert!(error.contains("divergent"), "{error}");
}
