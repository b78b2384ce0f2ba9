//! Property: every well-formed kernel survives printing and re-parsing unchanged, over all
//! operators, intrinsics, casts, literal forms (negative, extreme, suffixed) and statement kinds.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::ir::{
    self, BinOp, DType, Dim, Expr, Intrinsic, Kernel, LoopKind, Param, Stmt, ThreadAxis, UnOp,
};
use proptest::prelude::*;
use proptest::sample::select;

const BINARY_OPS: [BinOp; 18] = [
    BinOp::Add,
    BinOp::Sub,
    BinOp::Mul,
    BinOp::Div,
    BinOp::Rem,
    BinOp::Eq,
    BinOp::Ne,
    BinOp::Lt,
    BinOp::Le,
    BinOp::Gt,
    BinOp::Ge,
    BinOp::And,
    BinOp::Or,
    BinOp::BitAnd,
    BinOp::BitOr,
    BinOp::BitXor,
    BinOp::Shl,
    BinOp::Shr,
];

fn name() -> impl Strategy<Value = String> {
    "[a-zA-Z_][a-zA-Z0-9_]{0,5}".prop_filter("reserved word", |n| !ir::is_reserved(n))
}

/// Literal suffixes: any dtype but bool (`true`/`false` are the bool literals).
fn suffix() -> impl Strategy<Value = Option<DType>> {
    prop_oneof![
        3 => Just(None),
        1 => select(DType::ALL.iter().copied().filter(|d| *d != DType::Bool).collect::<Vec<_>>()).prop_map(Some),
    ]
}

fn finite_float() -> impl Strategy<Value = f64> {
    prop_oneof![
        any::<f64>().prop_filter("finite", |v| v.is_finite()),
        select(vec![
            0.0,
            -0.0,
            0.1,
            -1.5,
            1e-5,
            1e300,
            -1e-300,
            5e-324,
            f64::MAX,
            f64::MIN,
            1e16,
            123456789.0
        ]),
    ]
}

fn integer() -> impl Strategy<Value = i64> {
    prop_oneof![
        any::<i64>(),
        -20i64..20,
        select(vec![i64::MIN, i64::MAX, 0, -1])
    ]
}

fn expr() -> impl Strategy<Value = Expr> {
    let leaf = prop_oneof![
        (integer(), suffix()).prop_map(|(value, dtype)| Expr::Int { value, dtype }),
        (finite_float(), suffix()).prop_map(|(value, dtype)| Expr::Float { value, dtype }),
        any::<bool>().prop_map(Expr::Bool),
        name().prop_map(Expr::Var),
    ];
    leaf.prop_recursive(5, 48, 3, |inner| {
        let boxed = || inner.clone().prop_map(Box::new);
        prop_oneof![
            (select(BINARY_OPS.to_vec()), boxed(), boxed())
                .prop_map(|(op, lhs, rhs)| Expr::Binary { op, lhs, rhs }),
            (select(vec![UnOp::Neg, UnOp::Not]), boxed())
                .prop_map(|(op, operand)| Expr::Unary { op, operand }),
            (select(DType::ALL.to_vec()), boxed())
                .prop_map(|(dtype, value)| Expr::Cast { dtype, value }),
            (boxed(), boxed(), boxed()).prop_map(|(cond, then_value, else_value)| Expr::Select {
                cond,
                then_value,
                else_value
            }),
            (name(), prop::collection::vec(inner.clone(), 1..4))
                .prop_map(|(buffer, indices)| Expr::Load { buffer, indices }),
            select(Intrinsic::ALL.to_vec()).prop_flat_map(move |intrinsic| {
                prop::collection::vec(inner.clone(), intrinsic.arity())
                    .prop_map(move |args| Expr::Call { intrinsic, args })
            }),
        ]
    })
}

fn loop_kind() -> impl Strategy<Value = LoopKind> {
    prop_oneof![
        Just(LoopKind::Serial),
        Just(LoopKind::Parallel),
        any::<u32>().prop_map(LoopKind::Vectorize),
        any::<u32>().prop_map(LoopKind::Unroll),
        select(ThreadAxis::ALL.to_vec()).prop_map(LoopKind::Bind),
    ]
}

fn dim() -> impl Strategy<Value = Dim> {
    prop_oneof![
        (0i64..=i64::MAX).prop_map(Dim::Const),
        name().prop_map(Dim::Var)
    ]
}

fn stmt() -> impl Strategy<Value = Stmt> {
    let leaf =
        prop_oneof![
            (name(), select(DType::ALL.to_vec()), expr())
                .prop_map(|(name, dtype, init)| Stmt::Var { name, dtype, init }),
            (name(), expr()).prop_map(|(name, value)| Stmt::Let { name, value }),
            (
                name(),
                select(DType::ALL.to_vec()),
                prop::collection::vec(0i64..=i64::MAX, 1..4)
            )
                .prop_map(|(name, dtype, shape)| Stmt::Local { name, dtype, shape }),
            (
                name(),
                select(DType::ALL.to_vec()),
                prop::collection::vec(dim(), 1..4)
            )
                .prop_map(|(name, dtype, shape)| Stmt::Shared { name, dtype, shape }),
            Just(Stmt::Barrier),
            (name(), expr()).prop_map(|(name, value)| Stmt::Assign { name, value }),
            (name(), prop::collection::vec(expr(), 1..3), expr()).prop_map(
                |(buffer, indices, value)| Stmt::Store {
                    buffer,
                    indices,
                    value
                }
            ),
        ];
    leaf.prop_recursive(3, 24, 3, |inner| {
        let block = || prop::collection::vec(inner.clone(), 0..3);
        prop_oneof![
            (name(), expr(), expr(), loop_kind(), block()).prop_map(
                |(var, start, end, kind, body)| Stmt::For {
                    var,
                    start,
                    end,
                    kind,
                    body
                }
            ),
            (expr(), block(), block()).prop_map(|(cond, then_body, else_body)| Stmt::If {
                cond,
                then_body,
                else_body
            }),
        ]
    })
}

fn param() -> impl Strategy<Value = Param> {
    prop_oneof![
        (name(), select(DType::ALL.to_vec()))
            .prop_map(|(name, dtype)| Param::Scalar { name, dtype }),
        (
            name(),
            select(DType::ALL.to_vec()),
            prop::collection::vec(dim(), 1..4)
        )
            .prop_map(|(name, dtype, shape)| Param::Buffer { name, dtype, shape }),
    ]
}

fn kernel() -> impl Strategy<Value = Kernel> {
    // Kernel names may be any identifier, reserved words included.
    (
        "[a-zA-Z_][a-zA-Z0-9_]{0,8}",
        prop::collection::vec(param(), 0..5),
        prop::collection::vec(stmt(), 0..5),
        any::<bool>(),
    )
        .prop_map(|(name, params, body, device)| Kernel {
            name,
            params,
            body,
            device,
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn printed_kernels_parse_back_to_the_same_ast(kernel in kernel()) {
        let printed = ir::print_kernel(&kernel);
        let reparsed = ir::parse_kernel(&printed, "roundtrip.kir")
            .map_err(|e| TestCaseError::fail(format!("{e}\n{printed}")))?;
        prop_assert_eq!(&reparsed, &kernel, "printed:\n{}", printed);
        prop_assert_eq!(ir::print_kernel(&reparsed), printed);
    }

    #[test]
    fn programs_of_several_kernels_round_trip(kernels in prop::collection::vec(kernel(), 0..4)) {
        let program = ir::Program { kernels };
        let printed = ir::print(&program);
        prop_assert_eq!(ir::parse(&printed, "program.kir").unwrap(), program);
    }

    #[test]
    fn mangled_text_never_panics_the_parser(kernel in kernel(), cut in any::<prop::sample::Index>(), junk in "[(){}\\[\\];:,.=<>!&|^+*/%0-9a-z -]{0,3}") {
        let printed = ir::print_kernel(&kernel);
        let at = cut.index(printed.len() + 1);
        let mangled = format!("{}{}{}", &printed[..at], junk, &printed[at..]);
        // Either outcome is fine; a panic or a hang is not. Successful parses must round trip.
        if let Ok(program) = ir::parse(&mangled, "mangled.kir") {
            prop_assert_eq!(&ir::parse(&ir::print(&program), "again.kir").unwrap(), &program);
            let _ = ir::verify_program(&program);
        }
    }
}

#[test]
fn negative_literals_and_negations_are_distinguished_in_print() {
    let neg = |operand: Expr| Expr::Unary {
        op: UnOp::Neg,
        operand: Box::new(operand),
    };
    let cases = [
        (
            Expr::Int {
                value: -3,
                dtype: None,
            },
            "-3",
        ),
        (
            neg(Expr::Int {
                value: 3,
                dtype: None,
            }),
            "-(3)",
        ),
        (
            neg(Expr::Int {
                value: -3,
                dtype: None,
            }),
            "-(-3)",
        ),
        (neg(neg(Expr::Var("x".into()))), "-(-x)"),
        (
            Expr::Float {
                value: -0.0,
                dtype: Some(DType::F32),
            },
            "-0.0f32",
        ),
        (
            Expr::Float {
                value: 1e20,
                dtype: None,
            },
            "1e20",
        ),
        (
            Expr::Float {
                value: 3.0,
                dtype: None,
            },
            "3.0",
        ),
        (
            Expr::Int {
                value: i64::MIN,
                dtype: Some(DType::I64),
            },
            "-9223372036854775808i64",
        ),
        (
            Expr::Binary {
                op: BinOp::Sub,
                lhs: Box::new(Expr::Var("x".into())),
                rhs: Box::new(Expr::Int {
                    value: -1,
                    dtype: None,
                }),
            },
            "x - -1",
        ),
    ];
    for (expr, text) in cases {
        assert_eq!(expr.to_string(), text);
        let kernel =
            ir::parse_kernel(&format!("kernel t() {{ let e = {text}; }}"), "lit.kir").unwrap();
        assert_eq!(
            kernel.body,
            vec![Stmt::Let {
                name: "e".into(),
                value: expr
            }],
            "{text}"
        );
    }
}
