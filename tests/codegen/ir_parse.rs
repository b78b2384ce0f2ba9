//! `.kir` parsing: the acceptance kernels parse into the expected AST, print and re-parse to the
//! same AST, verify with every literal typed; malformed text reports line, column and cause.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::ir::{
    self, BinOp, DType, Dim, Expr, Intrinsic, IrError, Kernel, LoopKind, Param, Program, Stmt, UnOp,
};

const KERNELS: &str = include_str!("../../examples/kernels.kir");

fn program() -> Program {
    ir::parse(KERNELS, "examples/kernels.kir").unwrap()
}

fn kernel(name: &str) -> Kernel {
    program()
        .kernels
        .into_iter()
        .find(|k| k.name == name)
        .unwrap()
}

fn v(name: &str) -> Expr {
    Expr::Var(name.to_string())
}

fn int(value: i64) -> Expr {
    Expr::Int { value, dtype: None }
}

fn ld(buffer: &str, indices: Vec<Expr>) -> Expr {
    Expr::Load {
        buffer: buffer.to_string(),
        indices,
    }
}

fn bin(op: BinOp, lhs: Expr, rhs: Expr) -> Expr {
    Expr::Binary {
        op,
        lhs: Box::new(lhs),
        rhs: Box::new(rhs),
    }
}

fn buffer(name: &str, dtype: DType, dims: &[&str]) -> Param {
    Param::Buffer {
        name: name.to_string(),
        dtype,
        shape: dims.iter().map(|d| Dim::Var(d.to_string())).collect(),
    }
}

fn scalar(name: &str, dtype: DType) -> Param {
    Param::Scalar {
        name: name.to_string(),
        dtype,
    }
}

fn store(buffer: &str, indices: Vec<Expr>, value: Expr) -> Stmt {
    Stmt::Store {
        buffer: buffer.to_string(),
        indices,
        value,
    }
}

#[test]
fn the_five_acceptance_kernels_parse_in_source_order() {
    let names: Vec<String> = program().kernels.into_iter().map(|k| k.name).collect();
    assert_eq!(
        names,
        ["vadd", "saxpy", "matmul", "softmax_rows", "clamp_scale"]
    );
}

#[test]
fn vadd_parses_into_the_expected_ast() {
    let expected = Kernel {
        name: "vadd".to_string(),
        params: vec![
            buffer("A", DType::F32, &["n"]),
            buffer("B", DType::F32, &["n"]),
            buffer("C", DType::F32, &["n"]),
        ],
        body: vec![Stmt::For {
            var: "i".to_string(),
            start: int(0),
            end: v("n"),
            kind: LoopKind::Vectorize(8),
            body: vec![store(
                "C",
                vec![v("i")],
                bin(BinOp::Add, ld("A", vec![v("i")]), ld("B", vec![v("i")])),
            )],
        }],
        device: false,
    };
    assert_eq!(kernel("vadd"), expected);
}

#[test]
fn clamp_scale_parses_into_the_expected_ast() {
    let xi = || ld("X", vec![v("i")]);
    let select = |cond: Expr, a: Expr, b: Expr| Expr::Select {
        cond: Box::new(cond),
        then_value: Box::new(a),
        else_value: Box::new(b),
    };
    let expected = Kernel {
        name: "clamp_scale".to_string(),
        params: vec![
            scalar("lo", DType::F64),
            scalar("hi", DType::F64),
            scalar("k", DType::I32),
            buffer("X", DType::F64, &["n"]),
            buffer("Y", DType::F64, &["n"]),
            buffer("Mask", DType::I32, &["n"]),
        ],
        body: vec![Stmt::For {
            var: "i".to_string(),
            start: int(0),
            end: v("n"),
            kind: LoopKind::Serial,
            body: vec![
                Stmt::Let {
                    name: "v".to_string(),
                    value: bin(
                        BinOp::Mul,
                        xi(),
                        Expr::Cast {
                            dtype: DType::F64,
                            value: Box::new(v("k")),
                        },
                    ),
                },
                store(
                    "Y",
                    vec![v("i")],
                    select(
                        bin(BinOp::Lt, v("v"), v("lo")),
                        v("lo"),
                        select(bin(BinOp::Gt, v("v"), v("hi")), v("hi"), v("v")),
                    ),
                ),
                Stmt::If {
                    cond: bin(
                        BinOp::Or,
                        bin(BinOp::Lt, v("v"), v("lo")),
                        bin(BinOp::Gt, v("v"), v("hi")),
                    ),
                    then_body: vec![store("Mask", vec![v("i")], int(1))],
                    else_body: vec![store("Mask", vec![v("i")], int(0))],
                },
            ],
        }],
        device: false,
    };
    assert_eq!(kernel("clamp_scale"), expected);
}

#[test]
fn saxpy_matmul_and_softmax_have_the_expected_structure() {
    let saxpy = kernel("saxpy");
    assert_eq!(saxpy.params[0], scalar("a", DType::F32));
    let Stmt::For { kind, body, .. } = &saxpy.body[0] else {
        panic!("saxpy body is not a loop")
    };
    assert_eq!(*kind, LoopKind::Parallel);
    // `a * X[i] + Y[i]` is `(a * X[i]) + Y[i]`.
    assert_eq!(
        body[0],
        store(
            "Out",
            vec![v("i")],
            bin(
                BinOp::Add,
                bin(BinOp::Mul, v("a"), ld("X", vec![v("i")])),
                ld("Y", vec![v("i")])
            )
        )
    );

    let matmul = kernel("matmul");
    assert_eq!(
        matmul.params,
        vec![
            buffer("A", DType::F32, &["m", "k"]),
            buffer("B", DType::F32, &["k", "n"]),
            buffer("C", DType::F32, &["m", "n"])
        ]
    );
    let Stmt::For {
        body: rows,
        kind: LoopKind::Parallel,
        ..
    } = &matmul.body[0]
    else {
        panic!()
    };
    let Stmt::For {
        body: cols,
        kind: LoopKind::Serial,
        ..
    } = &rows[0]
    else {
        panic!()
    };
    assert_eq!(
        cols[0],
        Stmt::Var {
            name: "acc".to_string(),
            dtype: DType::F32,
            init: Expr::Float {
                value: 0.0,
                dtype: None
            }
        }
    );
    assert_eq!(cols.len(), 3);

    let softmax = kernel("softmax_rows");
    assert_eq!(
        softmax.params[0],
        Param::Buffer {
            name: "X".to_string(),
            dtype: DType::F32,
            shape: vec![Dim::Var("m".to_string()), Dim::Const(16)]
        }
    );
    let Stmt::For { body, .. } = &softmax.body[0] else {
        panic!()
    };
    let kinds: Vec<LoopKind> = body
        .iter()
        .filter_map(|s| {
            if let Stmt::For { kind, .. } = s {
                Some(*kind)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(
        kinds,
        [LoopKind::Serial, LoopKind::Serial, LoopKind::Unroll(4)]
    );
    let Stmt::For {
        start,
        end,
        body: max_loop,
        ..
    } = &body[1]
    else {
        panic!()
    };
    assert_eq!((start, end), (&int(1), &int(16)));
    assert_eq!(
        max_loop[0],
        Stmt::Assign {
            name: "mx".to_string(),
            value: Expr::Call {
                intrinsic: Intrinsic::Max,
                args: vec![v("mx"), ld("X", vec![v("i"), v("j")])]
            },
        }
    );
}

#[test]
fn printing_then_parsing_gives_back_every_kernel() {
    let parsed = program();
    let printed = ir::print(&parsed);
    let reparsed = ir::parse(&printed, "printed.kir").unwrap();
    assert_eq!(reparsed, parsed);
    assert_eq!(ir::print(&reparsed), printed);
    for kernel in &parsed.kernels {
        let one = ir::print_kernel(kernel);
        assert_eq!(&ir::parse_kernel(&one, "one.kir").unwrap(), kernel);
    }
}

#[test]
fn canonical_printing_uses_two_space_indentation() {
    let printed = ir::print_kernel(&kernel("softmax_rows"));
    let expected = "\
kernel softmax_rows(X: f32[m, 16], Y: f32[m, 16]) {
  for i in 0..m {
    var mx: f32 = X[i, 0];
    for j in 1..16 {
      mx = max(mx, X[i, j]);
    }
    var s: f32 = 0.0;
    for j in 0..16 {
      s = s + exp(X[i, j] - mx);
    }
    for j in 0..16 unroll(4) {
      Y[i, j] = exp(X[i, j] - mx) / s;
    }
  }
}
";
    assert_eq!(printed, expected);
    let clamp = ir::print_kernel(&kernel("clamp_scale"));
    assert!(clamp.contains(
        "    if v < lo || v > hi {\n      Mask[i] = 1;\n    } else {\n      Mask[i] = 0;\n    }\n"
    ));
    assert!(ir::print_kernel(&kernel("saxpy")).contains("  parallel for i in 0..n {\n"));
}

/// Every literal of a statement list, in order.
fn literals(stmts: &[Stmt]) -> Vec<Expr> {
    fn expr(e: &Expr, out: &mut Vec<Expr>) {
        match e {
            Expr::Int { .. } | Expr::Float { .. } => out.push(e.clone()),
            Expr::Bool(_) | Expr::Var(_) => {}
            Expr::Load { indices, .. } => indices.iter().for_each(|i| expr(i, out)),
            Expr::Binary { lhs, rhs, .. } => {
                expr(lhs, out);
                expr(rhs, out);
            }
            Expr::Unary { operand, .. } => expr(operand, out),
            Expr::Cast { value, .. } => expr(value, out),
            Expr::Select {
                cond,
                then_value,
                else_value,
            } => {
                expr(cond, out);
                expr(then_value, out);
                expr(else_value, out);
            }
            Expr::Call { args, .. } => args.iter().for_each(|a| expr(a, out)),
        }
    }
    let mut out = Vec::new();
    for stmt in stmts {
        match stmt {
            Stmt::For {
                start, end, body, ..
            } => {
                expr(start, &mut out);
                expr(end, &mut out);
                out.extend(literals(body));
            }
            Stmt::Var { init: e, .. }
            | Stmt::Let { value: e, .. }
            | Stmt::Assign { value: e, .. } => expr(e, &mut out),
            Stmt::Store { indices, value, .. } => {
                indices.iter().for_each(|i| expr(i, &mut out));
                expr(value, &mut out);
            }
            Stmt::Local { .. } | Stmt::Shared { .. } | Stmt::Barrier => {}
            Stmt::If {
                cond,
                then_body,
                else_body,
            } => {
                expr(cond, &mut out);
                out.extend(literals(then_body));
                out.extend(literals(else_body));
            }
        }
    }
    out
}

#[test]
fn verify_types_every_literal_from_its_context() {
    let verified = ir::verify_program(&program()).unwrap();
    let by_name = |name: &str| {
        verified
            .kernels
            .iter()
            .find(|k| k.name == name)
            .unwrap()
            .clone()
    };

    let f32_lit = |value| Expr::Float {
        value,
        dtype: Some(DType::F32),
    };
    let i64_lit = |value| Expr::Int {
        value,
        dtype: Some(DType::I64),
    };
    let i32_lit = |value| Expr::Int {
        value,
        dtype: Some(DType::I32),
    };
    // matmul: three loop starts (i64) and `var acc: f32 = 0.0`.
    assert_eq!(
        literals(&by_name("matmul").body),
        [i64_lit(0), i64_lit(0), f32_lit(0.0), i64_lit(0)]
    );
    // clamp_scale: the loop start, then the two stores into the i32 buffer.
    assert_eq!(
        literals(&by_name("clamp_scale").body),
        [i64_lit(0), i32_lit(1), i32_lit(0)]
    );
    // softmax: `X[i, 0]` index and the constant loop bounds are i64, the accumulator init f32.
    assert_eq!(
        literals(&by_name("softmax_rows").body),
        [
            i64_lit(0),
            i64_lit(0),
            i64_lit(1),
            i64_lit(16),
            f32_lit(0.0),
            i64_lit(0),
            i64_lit(16),
            i64_lit(0),
            i64_lit(16)
        ]
    );
    for kernel in &verified.kernels {
        for literal in literals(&kernel.body) {
            assert!(
                matches!(
                    literal,
                    Expr::Int { dtype: Some(_), .. } | Expr::Float { dtype: Some(_), .. }
                ),
                "{}: untyped literal {literal:?}",
                kernel.name
            );
        }
    }
}

#[test]
fn verified_programs_print_with_suffixes_and_read_back_identically() {
    let verified = ir::verify_program(&program()).unwrap();
    let printed = ir::print(&verified);
    assert!(printed.contains("var acc: f32 = 0.0f32;"), "{printed}");
    assert!(printed.contains("Mask[i] = 1i32;"), "{printed}");
    let reparsed = ir::parse(&printed, "typed.kir").unwrap();
    assert_eq!(reparsed, verified);
    // Verifying again changes nothing.
    assert_eq!(ir::verify_program(&reparsed).unwrap(), verified);
}

fn parse_expr(text: &str) -> Expr {
    let source = format!("kernel t(x: i64) {{ let e = {text}; }}");
    let kernel = ir::parse_kernel(&source, "expr.kir").unwrap();
    match kernel.body.into_iter().next() {
        Some(Stmt::Let { value, .. }) => value,
        other => panic!("unexpected body {other:?}"),
    }
}

#[test]
fn literal_forms() {
    assert_eq!(parse_expr("0x1F"), int(31));
    assert_eq!(parse_expr("1_000_000"), int(1_000_000));
    assert_eq!(
        parse_expr("3i32"),
        Expr::Int {
            value: 3,
            dtype: Some(DType::I32)
        }
    );
    assert_eq!(parse_expr("-3"), int(-3));
    assert_eq!(
        parse_expr("-(3)"),
        Expr::Unary {
            op: UnOp::Neg,
            operand: Box::new(int(3))
        }
    );
    assert_eq!(parse_expr("-9223372036854775808"), int(i64::MIN));
    assert_eq!(parse_expr("9223372036854775807"), int(i64::MAX));
    assert_eq!(
        parse_expr("1e-5"),
        Expr::Float {
            value: 1e-5,
            dtype: None
        }
    );
    assert_eq!(
        parse_expr("2.5E3"),
        Expr::Float {
            value: 2500.0,
            dtype: None
        }
    );
    assert_eq!(
        parse_expr("1.5f32"),
        Expr::Float {
            value: 1.5,
            dtype: Some(DType::F32)
        }
    );
    assert_eq!(
        parse_expr("-0.25"),
        Expr::Float {
            value: -0.25,
            dtype: None
        }
    );
    assert_eq!(parse_expr("true"), Expr::Bool(true));
    // `x - 1` is a subtraction, not `x` followed by the literal -1.
    assert_eq!(parse_expr("x-1"), bin(BinOp::Sub, v("x"), int(1)));
    assert_eq!(parse_expr("x - -1"), bin(BinOp::Sub, v("x"), int(-1)));
}

#[test]
fn precedence_follows_c() {
    // `||` < `&&` < `|` < `^` < `&` < `==` < `<` < `<<` < `+` < `*` < unary.
    assert_eq!(
        parse_expr("x | x ^ x & x"),
        bin(
            BinOp::BitOr,
            v("x"),
            bin(BinOp::BitXor, v("x"), bin(BinOp::BitAnd, v("x"), v("x")))
        )
    );
    assert_eq!(
        parse_expr("x << 1 + 2"),
        bin(BinOp::Shl, v("x"), bin(BinOp::Add, int(1), int(2)))
    );
    assert_eq!(
        parse_expr("x < 1 == true"),
        bin(BinOp::Eq, bin(BinOp::Lt, v("x"), int(1)), Expr::Bool(true))
    );
    assert_eq!(
        parse_expr("x - 1 - 2"),
        bin(BinOp::Sub, bin(BinOp::Sub, v("x"), int(1)), int(2))
    );
    assert_eq!(
        parse_expr("x - (1 - 2)"),
        bin(BinOp::Sub, v("x"), bin(BinOp::Sub, int(1), int(2)))
    );
    assert_eq!(
        parse_expr("!true && false || true"),
        bin(
            BinOp::Or,
            bin(
                BinOp::And,
                Expr::Unary {
                    op: UnOp::Not,
                    operand: Box::new(Expr::Bool(true))
                },
                Expr::Bool(false)
            ),
            Expr::Bool(true)
        )
    );
    assert_eq!(
        parse_expr("-x * 2"),
        bin(
            BinOp::Mul,
            Expr::Unary {
                op: UnOp::Neg,
                operand: Box::new(v("x"))
            },
            int(2)
        )
    );
    assert_eq!(
        ir::print_kernel(
            &ir::parse_kernel("kernel t(x: i64) { let e = x - (1 - 2) * (x % 3); }", "p").unwrap()
        ),
        "kernel t(x: i64) {\n  let e = x - (1 - 2) * (x % 3);\n}\n"
    );
}

#[test]
fn comments_and_else_if_chains() {
    let source = "// leading\nkernel t(A: i32[4]) { /* block\n comment */ for i in 0..4 {\n if i < 1 { A[i] = 1; } else if i < 2 { A[i] = 2; } else { A[i] = 3; } // tail\n } }";
    let kernel = ir::parse_kernel(source, "c.kir").unwrap();
    let Stmt::For { body, .. } = &kernel.body[0] else {
        panic!()
    };
    let Stmt::If { else_body, .. } = &body[0] else {
        panic!()
    };
    assert!(
        matches!(else_body.as_slice(), [Stmt::If { else_body: inner, .. }] if inner.len() == 1)
    );
    let printed = ir::print_kernel(&kernel);
    assert!(printed.contains("} else if i < 2 {"), "{printed}");
    assert_eq!(ir::parse_kernel(&printed, "p").unwrap(), kernel);
}

#[test]
fn trailing_parallel_is_the_same_as_leading_parallel() {
    let leading = ir::parse_kernel(
        "kernel t(A: f32[n]) { parallel for i in 0..n { A[i] = 0.0; } }",
        "a",
    )
    .unwrap();
    let trailing = ir::parse_kernel(
        "kernel t(A: f32[n]) { for i in 0..n parallel { A[i] = 0.0; } }",
        "b",
    )
    .unwrap();
    assert_eq!(leading, trailing);
}

/// Parses `source`, expecting an error at `line:column` whose message contains `fragment`.
fn assert_parse_error(source: &str, line: usize, column: usize, fragment: &str) {
    let shown: String = source.chars().take(80).collect();
    match ir::parse(source, "bad.kir") {
        Err(IrError::Parse {
            file,
            line: l,
            column: c,
            message,
        }) => {
            assert_eq!(file, "bad.kir");
            assert_eq!((l, c), (line, column), "position for {shown:?}: {message}");
            assert!(
                message.contains(fragment),
                "message for {shown:?}: {message:?} lacks {fragment:?}"
            );
        }
        other => panic!("{shown:?}: expected a parse error, got {other:?}"),
    }
}

#[test]
fn parse_errors_name_line_column_and_cause() {
    assert_parse_error(
        "kernel vadd(A: f32[n]) {\n  A[0] = 1.0\n}",
        // Right after `1.0`, where the `;` is missing, not at the next line's `}`.
        2,
        13,
        "expected `;`",
    );
    assert_parse_error("kernel k(A: f31[n]) {}", 1, 13, "unknown dtype `f31`");
    assert_parse_error(
        "kernel k(A: f32[n]) {\n  A[0] = foo(1.0);\n}",
        2,
        10,
        "unknown intrinsic `foo`",
    );
    assert_parse_error(
        "kernel k(A: f32[n]) {\n  for i in 0 n { }\n}",
        2,
        14,
        "expected `..`",
    );
    assert_parse_error(
        "kernel k() {\n  /* never closed\n",
        2,
        3,
        "unterminated block comment",
    );
    assert_parse_error(
        "kernel k() {\n  let x = 1 $ 2;\n}",
        2,
        13,
        "unexpected character `$`",
    );
    assert_parse_error(
        "kernel k() {\n  let x = 99999999999999999999;\n}",
        2,
        11,
        "does not fit in 64 bits",
    );
    assert_parse_error(
        "kernel k() {\n  let x = 9223372036854775808;\n}",
        2,
        11,
        "does not fit in i64",
    );
    assert_parse_error(
        "kernel k() {\n  let x = 3u7;\n}",
        2,
        12,
        "invalid literal suffix `u7`",
    );
    assert_parse_error(
        "kernel k(A: f32[n]) {\n  parallel for i in 0..n vectorize(4) { }\n}",
        2,
        26,
        "loop kind given twice",
    );
    assert_parse_error("kernel k() {\n  let for = 1;\n}", 2, 7, "reserved word");
    assert_parse_error(
        "kernel k() {\n  let x = select(true, 1);\n}",
        2,
        11,
        "`select` takes 3 arguments",
    );
    assert_parse_error(
        "kernel k() {\n  let x = .5;\n}",
        2,
        11,
        "needs digits on both sides of the point",
    );
    assert_parse_error(
        "kernel k() {\n  let x = 1.;\n}",
        2,
        12,
        "needs digits on both sides of the point",
    );
    assert_parse_error(
        "kernel k(A: f32[]) {}",
        1,
        17,
        "expected a dim (an integer or a name), found `]`",
    );
    assert_parse_error(
        "kernel k(A: f32[n]) { for i in 0..n unroll(x) { } }",
        1,
        44,
        "expected an integer factor in `unroll(...)`",
    );
    assert_parse_error("kernel k() {\n  x + 1;\n}", 2, 5, "expected `=`");
    assert_parse_error("kernel k() {\n  let x = 1e999;\n}", 2, 11, "out of range");
    assert_parse_error("kernel k(A: f32[n]) {", 1, 22, "expected `}`");
    assert_parse_error("vadd(A: f32[n]) {}", 1, 1, "expected `kernel`");
}

#[test]
fn parse_kernel_requires_exactly_one_kernel() {
    let two = "kernel a() {}\nkernel b() {}";
    match ir::parse_kernel(two, "two.kir") {
        Err(IrError::Parse { message, .. }) => {
            assert!(message.contains("exactly one kernel, found 2"), "{message}")
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        ir::parse_kernel("// nothing", "none.kir"),
        Err(IrError::Parse { .. })
    ));
}

#[test]
fn hostile_nesting_is_an_error_not_a_stack_overflow() {
    let deep = format!(
        "kernel k() {{ let x = {}1{}; }}",
        "(".repeat(10_000),
        ")".repeat(10_000)
    );
    assert_parse_error(&deep, 1, 222, "nesting deeper than");
    let negations = format!("kernel k() {{ let x = {}x; }}", "-".repeat(10_000));
    assert!(ir::parse(&negations, "neg.kir").is_err());
    let chain = format!("kernel k() {{ let x = 1{}; }}", " + 1".repeat(10_000));
    assert!(ir::parse(&chain, "chain.kir").is_err());
    let blocks = format!(
        "kernel k() {{ {} {} }}",
        "if true {".repeat(10_000),
        "}".repeat(10_000)
    );
    assert!(ir::parse(&blocks, "blocks.kir").is_err());
}
