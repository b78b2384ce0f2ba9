//! Schedule features of the IR: `local` arrays (parse, print, verify) and the builder's
//! `local`, `for_split` and `for_tiles` helpers (structure here; values in
//! tests/codegen/codegen_schedule.rs).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::ir::{
    self, BlockBuilder, DType, Dim, IrError, Kernel, KernelBuilder, LoopKind, Stmt, Tile, load, var,
};

const TILED: &str = "kernel tiled(A: f32[m, 32], C: f32[m, 32]) {
  parallel for i in 0..m {
    local acc: f32[2, 32];
    local flags: bool[4];
    for j in 0..32 unroll(32) {
      acc[0, j] = A[i, j];
      acc[1, j] = acc[0, j] * 2.0;
    }
    flags[1] = true;
    for j in 0..32 {
      C[i, j] = select(flags[1], acc[1, j], acc[0, j]);
    }
  }
}
";

fn parse(source: &str) -> Kernel {
    ir::parse_kernel(source, "schedule.kir").unwrap()
}

fn verify_error(source: &str) -> String {
    let kernel = parse(source);
    match ir::verify(&kernel) {
        Err(IrError::Verify {
            kernel: name,
            message,
        }) => {
            assert_eq!(name, kernel.name);
            message
        }
        other => panic!("expected a verify error for {source:?}, got {other:?}"),
    }
}

fn parse_error(source: &str) -> (usize, usize, String) {
    match ir::parse(source, "bad.kir") {
        Err(IrError::Parse {
            file,
            line,
            column,
            message,
        }) => {
            assert_eq!(file, "bad.kir");
            (line, column, message)
        }
        other => panic!("expected a parse error for {source:?}, got {other:?}"),
    }
}

#[test]
fn local_arrays_parse_to_the_ast_and_print_canonically() {
    let kernel = parse(TILED);
    let Stmt::For { body, .. } = &kernel.body[0] else {
        panic!("expected the parallel loop, got {:?}", kernel.body[0]);
    };
    assert_eq!(
        body[0],
        Stmt::Local {
            name: "acc".to_string(),
            dtype: DType::F32,
            shape: vec![2, 32],
        }
    );
    assert_eq!(
        body[1],
        Stmt::Local {
            name: "flags".to_string(),
            dtype: DType::Bool,
            shape: vec![4],
        }
    );
    // The source is written in canonical form, so printing gives it back byte for byte.
    assert_eq!(ir::print_kernel(&kernel), TILED);
    assert_eq!(parse(&ir::print_kernel(&kernel)), kernel);
    ir::verify(&kernel).unwrap();
}

#[test]
fn local_array_syntax_errors_name_the_array_and_position() {
    let (line, column, message) = parse_error("kernel k(n: i64) {\n  local a: f32[n];\n}");
    assert_eq!((line, column), (2, 16));
    assert_eq!(
        message,
        "expected a constant extent for local array `a`, found `n`"
    );
    let (_, _, message) = parse_error("kernel k() { local a: f32[4i32]; }");
    assert!(
        message.contains("constant extent for local array `a`"),
        "{message}"
    );
    let (_, _, message) = parse_error("kernel k() { local a: f32[4] }");
    assert_eq!(message, "expected `;` after the statement, found `}`");
    let (_, _, message) = parse_error("kernel k() { local a f32[4]; }");
    assert!(
        message.starts_with("expected `:` after the local array name"),
        "{message}"
    );
    let (_, _, message) = parse_error("kernel k() { local for: f32[4]; }");
    assert_eq!(
        message,
        "`for` is a reserved word and cannot be used as a local array name"
    );
    // `local` itself is now reserved.
    let (_, _, message) = parse_error("kernel k(local: f32) { }");
    assert_eq!(
        message,
        "`local` is a reserved word and cannot be used as a parameter name"
    );
    let (_, _, message) = parse_error("kernel k() { local a: f32[99999999999999999999]; }");
    assert!(message.contains("99999999999999999999"), "{message}");
}

#[test]
fn verifier_rejects_bad_local_arrays_with_typed_messages() {
    let cases = [
        (
            "kernel k() { local a: f32[4, 0]; }",
            "local array `a` has an extent of 0",
        ),
        (
            "kernel k() { local big: f32[256, 256]; }",
            "local array `big` takes 262144 bytes (at most 131072)",
        ),
        (
            "kernel k() { local huge: f64[4294967296, 4294967296, 4294967296]; }",
            "local array `huge` is too large: its size in bytes does not fit in 64 bits (at most 131072)",
        ),
        (
            "kernel k(X: f32[n]) { local acc: f32[4]; parallel for i in 0..n { acc[0] = X[i]; } }",
            "cannot store to local array `acc` inside parallel loop: declared outside it",
        ),
        (
            "kernel k(X: f32[n]) { local acc: f32[4]; parallel for i in 0..n { for j in 0..4 { acc[j] = 1.0; } } }",
            "cannot store to local array `acc` inside parallel loop: declared outside it",
        ),
        (
            "kernel k() { local acc: f32[4]; acc = 1.0; }",
            "cannot assign to local array `acc`; store to an element with `acc[...] = ...`",
        ),
        (
            "kernel k() { local acc: f32[4]; let x = acc; }",
            "local array `acc` used as a value; index it as `acc[...]`",
        ),
        (
            "kernel k() { local acc: f32[4, 4]; acc[1] = 1.0; }",
            "buffer `acc` has rank 2 but is indexed with 1 index",
        ),
        (
            "kernel k() { local acc: i32[4]; acc[1] = 1.5; }",
            "float literal `1.5` used where i32 is expected",
        ),
        (
            "kernel k() { local acc: f32[4]; var x: f64 = acc[0]; }",
            "type mismatch in initialiser of `x`: declared f64, found f32",
        ),
        (
            "kernel k(acc: f32) { local acc: f32[4]; }",
            "`acc` is already declared as a parameter in an enclosing scope (no shadowing)",
        ),
        (
            "kernel k() { local acc: f32[4]; for i in 0..2 { var acc: f32 = 0.0; } }",
            "`acc` is already declared as a `local` array in an enclosing scope (no shadowing)",
        ),
        (
            "kernel k() { local acc: f32[4]; acc[1.0] = 1.0; }",
            "index 0 of `acc` must be an integer, found f64",
        ),
        (
            "kernel k() { local acc: f32[4, 8]; acc[1, 8] = 1.0; }",
            "index 1 of local array `acc` is 8, outside 0..8",
        ),
        (
            "kernel k() { local acc: f32[4]; let x = acc[-1]; }",
            "index 0 of local array `acc` is -1, outside 0..4",
        ),
    ];
    for (source, expected) in cases {
        assert_eq!(verify_error(source), expected, "for {source}");
    }
    // A negative extent cannot be written in text; a builder can still produce one.
    let kernel = KernelBuilder::new("neg")
        .body(|b| {
            b.local("a", DType::F32, [2, -3]);
        })
        .build_unchecked();
    match ir::verify(&kernel) {
        Err(IrError::Verify { kernel, message }) => {
            assert_eq!(kernel, "neg");
            assert_eq!(message, "local array `a` has negative extent -3");
        }
        other => panic!("expected a verify error, got {other:?}"),
    }
    // Exactly at the limit is fine.
    ir::verify(&parse("kernel k() { local a: f32[128, 256]; }")).unwrap();
}

#[test]
fn local_arrays_follow_scoping_and_parallel_rules() {
    // Declared inside the parallel body: each worker owns it and may store to it; sibling
    // blocks may reuse the name; an outer local may be read inside a parallel loop.
    let source = "kernel k(X: f32[n], Y: f32[n]) {
  local lut: f32[4];
  lut[2] = 3.0;
  parallel for i in 0..n {
    local t: f32[4];
    t[0] = X[i] * lut[2];
    Y[i] = t[0];
  }
  for i in 0..n {
    local t: f32[1];
    t[0] = 1.0;
  }
}
";
    let verified = ir::verify(&parse(source)).unwrap();
    // Literals in stores and indices are typed from the array's dtype and as i64.
    let Stmt::Store { indices, value, .. } = &verified.body[1] else {
        panic!("expected a store, got {:?}", verified.body[1]);
    };
    assert_eq!(indices[0], ir::int_of(2, DType::I64));
    assert_eq!(*value, ir::float_of(3.0, DType::F32));
    // Out of scope after its block.
    assert_eq!(
        verify_error(
            "kernel k() { for i in 0..2 { local t: f32[1]; } local u: f32[1]; u[0] = t[0]; }"
        ),
        "undefined buffer `t`"
    );
}

#[test]
fn builder_local_matches_the_parsed_text() {
    let built = KernelBuilder::new("tiled")
        .buffer("A", DType::F32, [Dim::var("m"), Dim::Const(32)])
        .buffer("C", DType::F32, [Dim::var("m"), Dim::Const(32)])
        .body(|b| {
            b.for_("i", 0, var("m"), LoopKind::Parallel, |b| {
                let acc = b.local("acc", DType::F32, [2, 32]);
                let flags = b.local("flags", DType::Bool, [4]);
                b.for_("j", 0, 32, LoopKind::Unroll(32), |b| {
                    b.store(&acc, [0.into(), var("j")], load("A", ["i", "j"]));
                    b.store(
                        &acc,
                        [1.into(), var("j")],
                        load(&acc, [0.into(), var("j")]) * 2.0,
                    );
                });
                b.store(&flags, [1], true);
                b.for_("j", 0, 32, LoopKind::Serial, |b| {
                    b.store(
                        "C",
                        ["i", "j"],
                        ir::select(
                            load(&flags, [1]),
                            load(&acc, [1.into(), var("j")]),
                            load(&acc, [0.into(), var("j")]),
                        ),
                    );
                });
            });
        })
        .build()
        .unwrap();
    assert_eq!(built, parse(TILED));
}

#[test]
fn for_split_emits_outer_and_clamped_inner_loops() {
    let mut block = BlockBuilder::new();
    block.for_split(
        "i",
        3,
        var("n"),
        8,
        LoopKind::Parallel,
        LoopKind::Vectorize(8),
        |b| b.store("Y", ["i"], load("X", ["i"]) * 2.0),
    );
    let text: Vec<String> = block.finish().iter().map(|s| s.to_string()).collect();
    assert_eq!(
        text.join("\n"),
        "parallel for i_o in 0..(n - 3 + 7) / 8 {
  let i_base = 3 + i_o * 8;
  for i_i in 0..min(8, n - i_base) vectorize(8) {
    let i = i_base + i_i;
    Y[i] = X[i] * 2.0;
  }
}"
    );
    // A factor below 1 is treated as 1 rather than dividing by zero.
    let mut block = BlockBuilder::new();
    block.for_split("i", 0, 5, 0, LoopKind::Serial, LoopKind::Serial, |_| {});
    let Stmt::For { end, .. } = &block.finish()[0] else {
        panic!("expected a loop");
    };
    assert_eq!(end.to_string(), "(5 - 0 + 0) / 1");
}

#[test]
fn for_tiles_calls_the_body_for_full_tiles_and_for_the_tail() {
    let mut seen: Vec<Tile> = Vec::new();
    let kernel = KernelBuilder::new("tiles")
        .buffer("X", DType::F32, ["n"])
        .body(|b| {
            b.for_tiles("i", 1, var("n"), 4, LoopKind::Parallel, |b, tile| {
                seen.push(tile.clone());
                let kind = if tile.full {
                    LoopKind::Unroll(4)
                } else {
                    LoopKind::Serial
                };
                let base = tile.base.clone();
                b.for_("u", 0, tile.extent, kind, |b| {
                    b.store("X", [&base + var("u")], 1.0);
                });
            });
        })
        .build()
        .unwrap();
    assert_eq!(seen.len(), 2);
    assert!(seen[0].full && !seen[1].full);
    assert_eq!(seen[0].extent, ir::int(4));
    assert_eq!(seen[1].extent.to_string(), "n - i");
    assert_eq!(
        ir::print_kernel(&kernel),
        "kernel tiles(X: f32[n]) {
  let i_tiles_0 = (n - 1) / 4;
  parallel for i_t in 0..i_tiles_0 {
    let i = 1 + i_t * 4;
    for u in 0..4 unroll(4) {
      X[i + u] = 1.0;
    }
  }
  let i_rest_1 = 1 + max(i_tiles_0, 0) * 4;
  if i_rest_1 < n {
    let i = i_rest_1;
    for u in 0..n - i {
      X[i + u] = 1.0;
    }
  }
}
"
    );
}
