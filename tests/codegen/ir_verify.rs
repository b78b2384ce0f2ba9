//! The verifier: one test per error class (checked by message fragment), and the typing rules
//! that codegen relies on (literal inference, scoping, parallel-loop captures).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::ir::{self, DType, Expr, IrError, Kernel, Program, Stmt};

fn parse(source: &str) -> Kernel {
    ir::parse_kernel(source, "verify.kir").unwrap()
}

/// Verifies `source`, which must fail; returns the message after checking the kernel name.
fn error_of(source: &str) -> String {
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

fn assert_rejected(source: &str, fragment: &str) {
    let message = error_of(source);
    assert!(
        message.contains(fragment),
        "message {message:?} lacks {fragment:?}"
    );
}

fn assert_accepted(source: &str) -> Kernel {
    match ir::verify(&parse(source)) {
        Ok(kernel) => kernel,
        Err(error) => panic!("expected {source:?} to verify, got: {error}"),
    }
}

#[test]
fn undefined_variable() {
    assert_rejected(
        "kernel k(A: f32[n]) { A[0] = x; }",
        "undefined variable `x`",
    );
    assert_rejected("kernel k(A: f32[n]) { y = 1.0; }", "undefined variable `y`");
    assert_rejected(
        "kernel k(A: f32[n]) { A[0] = B[0]; }",
        "undefined buffer `B`",
    );
}

#[test]
fn type_mismatch_in_binary_operator() {
    assert_rejected(
        "kernel k(a: f32, b: i32, A: f32[n]) { A[0] = a + b; }",
        "type mismatch in `+`: f32 vs i32",
    );
    assert_rejected(
        "kernel k(a: f32, b: f64) { let c = a < b; }",
        "type mismatch in `<`: f32 vs f64",
    );
    assert_rejected(
        "kernel k(a: f32, A: f64[n]) { A[0] = a; }",
        "type mismatch in store to `A`: buffer is f64, value is f32",
    );
    assert_rejected(
        "kernel k(a: f32) { var x: f64 = a; }",
        "declared f64, found f32",
    );
    assert_rejected(
        "kernel k(a: f32) { var x: f64 = 0.0; x = a; }",
        "type mismatch in assignment to `x`: f64 vs f32",
    );
    assert_rejected(
        "kernel k(a: f32, b: i32) { let c = select(true, a, b); }",
        "type mismatch in `select`: f32 vs i32",
    );
    assert_rejected(
        "kernel k(a: f32, b: f64) { let c = max(a, b); }",
        "type mismatch in `max`: f32 vs f64",
    );
}

#[test]
fn operators_need_operands_of_the_right_kind() {
    assert_rejected(
        "kernel k(a: i32) { let c = (a < 1) + 1; }",
        "`+` needs numeric operands, found bool",
    );
    assert_rejected(
        "kernel k() { var x: f32 = 1 << 2; }",
        "declared f32, found i64",
    );
    assert_rejected(
        "kernel k(a: f32) { let c = a & a; }",
        "`&` needs integer operands, found f32",
    );
    assert_rejected(
        "kernel k(a: i32) { let c = a && a; }",
        "`&&` needs bool operands, found i32",
    );
    assert_rejected(
        "kernel k(a: i32) { let c = !a; }",
        "`!` needs a bool operand, found i32",
    );
    assert_rejected(
        "kernel k() { let c = true + false; }",
        "`+` needs numeric operands, found bool",
    );
    assert_rejected(
        "kernel k() { let c = -true; }",
        "`-` needs a number, found bool",
    );
    assert_rejected(
        "kernel k() { let c = true < false; }",
        "`<` needs numeric operands, found bool",
    );
}

#[test]
fn wrong_rank() {
    assert_rejected(
        "kernel k(A: f32[m, n]) { A[0] = 1.0; }",
        "buffer `A` has rank 2 but is indexed with 1 index",
    );
    assert_rejected(
        "kernel k(A: f32[n], B: f32[n]) { B[0] = A[0, 1]; }",
        "buffer `A` has rank 1 but is indexed with 2 indices",
    );
}

#[test]
fn indices_must_be_integers() {
    assert_rejected(
        "kernel k(A: f32[n]) { A[0.5] = 1.0; }",
        "index 0 of `A` must be an integer, found f64",
    );
    assert_rejected(
        "kernel k(A: f32[n]) { A[true] = 1.0; }",
        "index 0 of `A` must be an integer, found bool",
    );
}

#[test]
fn store_to_scalar_parameter() {
    assert_rejected(
        "kernel k(a: f32) { a[0] = 1.0; }",
        "cannot store to scalar parameter `a`",
    );
    assert_rejected(
        "kernel k() { var x: f32 = 0.0; x[0] = 1.0; }",
        "cannot store to `x`: it is not a buffer",
    );
    assert_rejected(
        "kernel k(A: f32[n]) { C[0] = 1.0; }",
        "store to undefined buffer `C`",
    );
}

#[test]
fn assignment_only_to_var_locals() {
    assert_rejected(
        "kernel k() { let x = 1; x = 2; }",
        "cannot assign to `let` binding `x`",
    );
    assert_rejected(
        "kernel k(a: f32) { a = 1.0; }",
        "cannot assign to parameter `a`",
    );
    assert_rejected(
        "kernel k(A: f32[n]) { for i in 0..n { i = 0; } }",
        "cannot assign to loop variable `i`",
    );
    assert_rejected("kernel k(A: f32[n]) { n = 3; }", "cannot assign to dim `n`");
    assert_rejected(
        "kernel k(A: f32[n]) { A = 1.0; }",
        "cannot assign to buffer `A`",
    );
}

#[test]
fn conditions_must_be_bool() {
    assert_rejected(
        "kernel k(a: i32) { if a { } }",
        "`if` condition must be bool, found i32",
    );
    assert_rejected(
        "kernel k(a: f32) { let x = select(a, a, a); }",
        "`select` condition must be bool, found f32",
    );
    assert_rejected(
        "kernel k() { if 1 { } }",
        "integer literal `1` used where bool is expected",
    );
}

#[test]
fn float_intrinsic_on_integers() {
    assert_rejected(
        "kernel k(a: i32) { let x = exp(a); }",
        "`exp` needs float arguments, found i32",
    );
    assert_rejected(
        "kernel k(a: u32) { let x = abs(a); }",
        "`abs` needs float or signed integer arguments, found u32",
    );
    assert_rejected(
        "kernel k(a: bool) { let x = min(a, a); }",
        "`min` needs numeric arguments, found bool",
    );
}

#[test]
fn intrinsic_arity() {
    assert_rejected(
        "kernel k(a: f32) { let x = exp(a, a); }",
        "`exp` takes 1 argument, got 2",
    );
    assert_rejected(
        "kernel k(a: f32) { let x = fma(a, a); }",
        "`fma` takes 3 arguments, got 2",
    );
    assert_rejected(
        "kernel k(a: f32) { let x = max(a); }",
        "`max` takes 2 arguments, got 1",
    );
}

#[test]
fn redeclaration_while_visible() {
    assert_rejected(
        "kernel k() { let x = 1; let x = 2; }",
        "`x` is already declared as a `let` binding",
    );
    assert_rejected(
        "kernel k(A: f32[n]) { for i in 0..n { for i in 0..n { } } }",
        "`i` is already declared as a loop variable",
    );
    assert_rejected(
        "kernel k(a: f32) { var a: f32 = 0.0; }",
        "`a` is already declared as a parameter",
    );
    assert_rejected(
        "kernel k(A: f32[n]) { let n = 1; }",
        "`n` is already declared as a dim",
    );
    assert_rejected(
        "kernel k() { var x: i32 = 0; if true { let x = 1; } }",
        "`x` is already declared as a `var` local",
    );
}

#[test]
fn sibling_blocks_may_reuse_names() {
    assert_accepted(
        "kernel k(A: f32[n]) { for j in 0..n { let t = 1; } for j in 0..n { let t = 2; } if true { let u = 1; } else { let u = 2; } }",
    );
}

#[test]
fn assignment_to_outer_var_inside_parallel_loop() {
    assert_rejected(
        "kernel k(A: f32[n]) { var acc: f32 = 0.0; parallel for i in 0..n { acc = acc + A[i]; } }",
        "cannot assign to `acc` inside parallel loop: declared outside it",
    );
    // Nested serial loops inside the parallel one do not lift the restriction.
    assert_rejected(
        "kernel k(A: f32[n]) { var acc: f32 = 0.0; for i in 0..n parallel { for j in 0..n { acc = 1.0; } } }",
        "cannot assign to `acc` inside parallel loop",
    );
    // Reading it, and assigning a var declared inside the parallel body, are fine.
    assert_accepted(
        "kernel k(A: f32[n]) { var s: f32 = 2.0; parallel for i in 0..n { var t: f32 = s; for j in 0..n { t = t + s; } A[i] = t; } }",
    );
    // A var of an enclosing parallel loop, assigned inside an inner parallel loop, is outside it.
    assert_rejected(
        "kernel k(A: f32[n]) { parallel for i in 0..n { var t: f32 = 0.0; parallel for j in 0..n { t = 1.0; } } }",
        "cannot assign to `t` inside parallel loop",
    );
}

#[test]
fn unknown_dim_in_the_body() {
    // Only dims named in some buffer's shape exist; `m` is not one of them.
    assert_rejected(
        "kernel k(A: f32[n]) { for i in 0..m { A[i] = 0.0; } }",
        "undefined variable `m`",
    );
}

#[test]
fn dims_must_be_consistent_names() {
    assert_rejected(
        "kernel k(n: i64, A: f32[n]) { }",
        "dim `n` of buffer `A` has the same name as a parameter",
    );
    let negative = Kernel {
        name: "k".to_string(),
        params: vec![modlink::ir::Param::Buffer {
            name: "A".to_string(),
            dtype: DType::F32,
            shape: vec![modlink::ir::Dim::Const(-2)],
        }],
        body: vec![],
        device: false,
    };
    let error = ir::verify(&negative).unwrap_err().to_string();
    assert!(error.contains("buffer `A` has negative dim -2"), "{error}");
}

#[test]
fn duplicate_parameter_names() {
    assert_rejected(
        "kernel k(a: f32, A: f32[n], a: i32) { }",
        "duplicate parameter `a`",
    );
}

#[test]
fn duplicate_kernel_names() {
    let program = ir::parse(
        "kernel k() { }\nkernel j() { }\nkernel k(a: f32) { }",
        "dup.kir",
    )
    .unwrap();
    match ir::verify_program(&program) {
        Err(IrError::Verify { kernel, message }) => {
            assert_eq!(kernel, "k");
            assert_eq!(message, "duplicate kernel name `k`");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn kernel_names_must_be_c_identifiers() {
    for bad in ["1abc", "a-b", "", "ké"] {
        let kernel = Kernel {
            name: bad.to_string(),
            params: vec![],
            body: vec![],
            device: false,
        };
        let message = match ir::verify(&kernel) {
            Err(IrError::Verify { message, .. }) => message,
            other => panic!("{bad:?}: {other:?}"),
        };
        assert_eq!(
            message,
            format!("kernel name `{bad}` is not a C identifier")
        );
    }
    let program = Program {
        kernels: vec![Kernel {
            name: "ok_9".to_string(),
            params: vec![],
            body: vec![],
            device: false,
        }],
    };
    assert!(ir::verify_program(&program).is_ok());
    // A leading `_` is reserved (docs/kir.md, "Kernel names"): `_library_ctx` would export
    // TVM's library context symbol `__tvm_ffi__library_ctx`.
    let reserved = Program {
        kernels: vec![Kernel {
            name: "_ok9".to_string(),
            params: vec![],
            body: vec![],
            device: false,
        }],
    };
    match ir::verify_program(&reserved) {
        Err(IrError::Verify { message, .. }) => {
            assert!(message.contains("starts with `_`"), "{message}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn loop_factors_and_bounds() {
    assert_rejected(
        "kernel k(A: f32[n]) { for i in 0..n vectorize(0) { } }",
        "vectorize(0) on loop `i`",
    );
    assert_rejected(
        "kernel k(A: f32[n]) { for i in 0..n unroll(5000) { } }",
        "unroll(5000) on loop `i`",
    );
    assert_rejected(
        "kernel k(a: f32) { for i in 0..a { } }",
        "end bound of loop `i` must be an integer, found f32",
    );
    assert_rejected(
        "kernel k() { for i in true..4 { } }",
        "start bound of loop `i` must be an integer, found bool",
    );
    // Any integer type is accepted (codegen widens to i64); untyped literal bounds are i64.
    let kernel = assert_accepted("kernel k(a: i32) { for i in 0..a { } }");
    let Stmt::For { start, .. } = &kernel.body[0] else {
        panic!()
    };
    assert_eq!(*start, typed_int(0, DType::I64));
    assert_rejected(
        "kernel k() { for i in 0.5..4 { } }",
        "float literal `0.5` used where i64 is expected",
    );
    assert_accepted(
        "kernel k(a: i32, A: f32[n]) { for i in 0..i64(a) unroll(1) { } for i in 1..n vectorize(1) { } }",
    );
}

#[test]
fn literals_must_fit_their_inferred_type() {
    assert_rejected(
        "kernel k(A: u8[n]) { A[0] = 256; }",
        "integer literal `256` does not fit in u8",
    );
    assert_rejected(
        "kernel k(A: u32[n]) { A[0] = -1; }",
        "integer literal `-1` does not fit in u32",
    );
    assert_rejected(
        "kernel k(A: i32[n]) { A[0] = 1.5; }",
        "float literal `1.5` used where i32 is expected",
    );
    assert_rejected(
        "kernel k(A: f32[n]) { A[0] = 1e300; }",
        "float literal `1e300` overflows f32",
    );
    assert_rejected("kernel k(A: f16[n]) { A[0] = 70000.0; }", "overflows f16");
    assert_rejected(
        "kernel k() { let x = 3i8 + 1000; }",
        "integer literal `1000` does not fit in i8",
    );
    assert_rejected(
        "kernel k() { let x = 1.5i32; }",
        "float literal `1.5` used where i32 is expected",
    );
    assert_accepted("kernel k(A: u8[n], B: i8[n]) { A[0] = 255; B[0] = -128; }");
}

#[test]
fn non_finite_literals_are_rejected() {
    let mut kernel = parse("kernel k(A: f32[n]) { A[0] = 1.0; }");
    let Stmt::Store { value, .. } = &mut kernel.body[0] else {
        panic!()
    };
    *value = Expr::Float {
        value: f64::INFINITY,
        dtype: None,
    };
    let error = ir::verify(&kernel).unwrap_err().to_string();
    assert!(
        error.contains("float literal `inf` is not finite"),
        "{error}"
    );
}

#[test]
fn buffers_are_not_values_and_values_are_not_buffers() {
    assert_rejected(
        "kernel k(A: f32[n], B: f32[n]) { let x = A; }",
        "buffer `A` used as a value",
    );
    assert_rejected(
        "kernel k(a: f32) { let x = a[0]; }",
        "`a` is not a buffer and cannot be indexed",
    );
}

/// The type of `let x = ...` after verification, found through a store of `x` into buffers.
fn let_value(source: &str) -> Expr {
    let kernel = assert_accepted(source);
    kernel
        .body
        .into_iter()
        .find_map(|s| {
            if let Stmt::Let { value, .. } = s {
                Some(value)
            } else {
                None
            }
        })
        .unwrap()
}

fn typed_int(value: i64, dtype: DType) -> Expr {
    Expr::Int {
        value,
        dtype: Some(dtype),
    }
}

fn typed_float(value: f64, dtype: DType) -> Expr {
    Expr::Float {
        value,
        dtype: Some(dtype),
    }
}

fn bin(op: ir::BinOp, lhs: Expr, rhs: Expr) -> Expr {
    Expr::Binary {
        op,
        lhs: Box::new(lhs),
        rhs: Box::new(rhs),
    }
}

#[test]
fn literal_inference_follows_the_context() {
    use ir::BinOp::{Add, Lt, Mul};
    // Alone: i64 and f64.
    assert_eq!(
        let_value("kernel k() { let x = 3; }"),
        typed_int(3, DType::I64)
    );
    assert_eq!(
        let_value("kernel k() { let x = 2.5; }"),
        typed_float(2.5, DType::F64)
    );
    // From the other operand, on either side; an int literal in a float context becomes a float.
    assert_eq!(
        let_value("kernel k(a: f32) { let x = 2 * a; }"),
        bin(Mul, typed_float(2.0, DType::F32), Expr::Var("a".into()))
    );
    assert_eq!(
        let_value("kernel k(a: u16) { let x = a + 7; }"),
        bin(Add, Expr::Var("a".into()), typed_int(7, DType::U16))
    );
    // Literal-only subexpressions take the type of the rest of the expression.
    assert_eq!(
        let_value("kernel k(a: f32) { let x = (1 + 2) * a; }"),
        bin(
            Mul,
            bin(
                Add,
                typed_float(1.0, DType::F32),
                typed_float(2.0, DType::F32)
            ),
            Expr::Var("a".into())
        )
    );
    // Mixed int and float literals with no context default to f64.
    assert_eq!(
        let_value("kernel k() { let x = 1 + 0.5; }"),
        bin(
            Add,
            typed_float(1.0, DType::F64),
            typed_float(0.5, DType::F64)
        )
    );
    // Comparisons type their operands from each other, not from the bool result.
    assert_eq!(
        let_value("kernel k(a: i8) { let x = 3 < a; }"),
        bin(Lt, typed_int(3, DType::I8), Expr::Var("a".into()))
    );
    // Float-only intrinsics default untyped arguments to f64.
    assert_eq!(
        let_value("kernel k() { let x = exp(1); }"),
        Expr::Call {
            intrinsic: ir::Intrinsic::Exp,
            args: vec![typed_float(1.0, DType::F64)]
        }
    );
    // The declared type of a var and the buffer dtype of a store.
    let kernel = assert_accepted("kernel k(A: f16[n]) { var v: f32 = 1; A[0] = 3; }");
    assert_eq!(
        kernel.body[0],
        Stmt::Var {
            name: "v".into(),
            dtype: DType::F32,
            init: typed_float(1.0, DType::F32)
        }
    );
    let Stmt::Store { indices, value, .. } = &kernel.body[1] else {
        panic!()
    };
    assert_eq!(
        (indices[0].clone(), value.clone()),
        (typed_int(0, DType::I64), typed_float(3.0, DType::F16))
    );
    // Select branches and intrinsic arguments type each other.
    assert_eq!(
        let_value("kernel k(a: i16) { let x = select(a < 0, 0, a); }"),
        Expr::Select {
            cond: Box::new(bin(Lt, Expr::Var("a".into()), typed_int(0, DType::I16))),
            then_value: Box::new(typed_int(0, DType::I16)),
            else_value: Box::new(Expr::Var("a".into())),
        }
    );
    // Casts do not pass their target type inward: `f64(3)` converts an i64.
    assert_eq!(
        let_value("kernel k() { let x = f64(3); }"),
        Expr::Cast {
            dtype: DType::F64,
            value: Box::new(typed_int(3, DType::I64))
        }
    );
}

#[test]
fn verification_is_idempotent_and_keeps_names_and_params() {
    let source = include_str!("../../examples/kernels.kir");
    let program = ir::parse(source, "kernels.kir").unwrap();
    let once = ir::verify_program(&program).unwrap();
    let twice = ir::verify_program(&once).unwrap();
    assert_eq!(once, twice);
    for (original, verified) in program.kernels.iter().zip(&once.kernels) {
        assert_eq!(original.name, verified.name);
        assert_eq!(original.params, verified.params);
    }
}

#[test]
fn deep_asts_built_in_rust_are_an_error_not_a_stack_overflow() {
    let mut value = Expr::Var("a".into());
    for _ in 0..100_000 {
        value = Expr::Binary {
            op: ir::BinOp::Add,
            lhs: Box::new(value),
            rhs: Box::new(Expr::Int {
                value: 1,
                dtype: None,
            }),
        };
    }
    let kernel = Kernel {
        name: "deep".into(),
        params: vec![ir::Param::Scalar {
            name: "a".into(),
            dtype: DType::I32,
        }],
        body: vec![Stmt::Let {
            name: "x".into(),
            value,
        }],
        device: false,
    };
    let message = ir::verify(&kernel).unwrap_err().to_string();
    assert!(
        message.contains("nested") && message.contains("at most 800"),
        "{message}"
    );
    // Dropping a 100 000-deep Box chain recurses too; unwind it iteratively.
    let mut body = kernel.body;
    let Some(Stmt::Let { value, .. }) = body.pop() else {
        panic!()
    };
    let mut next = Some(value);
    while let Some(Expr::Binary { lhs, .. }) = next {
        next = Some(*lhs);
    }
    // A 700-deep chain (within the limit) verifies.
    let mut value = Expr::Var("a".into());
    for _ in 0..700 {
        value = Expr::Binary {
            op: ir::BinOp::Add,
            lhs: Box::new(value),
            rhs: Box::new(Expr::Int {
                value: 1,
                dtype: None,
            }),
        };
    }
    let kernel = Kernel {
        name: "ok".into(),
        params: vec![ir::Param::Scalar {
            name: "a".into(),
            dtype: DType::I32,
        }],
        body: vec![Stmt::Let {
            name: "x".into(),
            value,
        }],
        device: false,
    };
    assert!(ir::verify(&kernel).is_ok());
}
