//! The builder API: kernels built in Rust equal the parse of the same kernels written in `.kir`,
//! and misuse surfaces as a verifier error at `build()`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::ir::{
    self, BlockBuilder, DType, Dim, Intrinsic, IrError, Kernel, KernelBuilder, LoopKind, boolean,
    call, cast, float, float_of, int, int_of, load, select, var,
};

fn parsed(name: &str) -> Kernel {
    let program = ir::parse(include_str!("../../examples/kernels.kir"), "kernels.kir").unwrap();
    program
        .kernels
        .into_iter()
        .find(|k| k.name == name)
        .unwrap()
}

fn vadd() -> KernelBuilder {
    KernelBuilder::new("vadd")
        .buffer("A", DType::F32, [Dim::var("n")])
        .buffer("B", DType::F32, [Dim::var("n")])
        .buffer("C", DType::F32, [Dim::var("n")])
        .body(|b| {
            b.for_("i", 0, var("n"), LoopKind::Vectorize(8), |b| {
                b.store(
                    "C",
                    [var("i")],
                    load("A", [var("i")]) + load("B", [var("i")]),
                )
            })
        })
}

#[test]
fn builder_reproduces_vadd() {
    assert_eq!(vadd().build().unwrap(), parsed("vadd"));
}

#[test]
fn builder_reproduces_saxpy() {
    let saxpy = KernelBuilder::new("saxpy")
        .scalar("a", DType::F32)
        .buffer("X", DType::F32, ["n"])
        .buffer("Y", DType::F32, ["n"])
        .buffer("Out", DType::F32, ["n"])
        .body(|b| {
            b.for_("i", 0, "n", LoopKind::Parallel, |b| {
                b.store("Out", ["i"], var("a") * load("X", ["i"]) + load("Y", ["i"]))
            })
        })
        .build()
        .unwrap();
    assert_eq!(saxpy, parsed("saxpy"));
}

#[test]
fn builder_reproduces_matmul() {
    let matmul = KernelBuilder::new("matmul")
        .buffer("A", DType::F32, ["m", "k"])
        .buffer("B", DType::F32, ["k", "n"])
        .buffer("C", DType::F32, ["m", "n"])
        .body(|b| {
            b.for_("i", 0, var("m"), LoopKind::Parallel, |b| {
                b.for_("j", 0, var("n"), LoopKind::Serial, |b| {
                    let acc = b.var("acc", DType::F32, 0.0);
                    b.for_("r", 0, var("k"), LoopKind::Serial, |b| {
                        b.assign("acc", &acc + load("A", ["i", "r"]) * load("B", ["r", "j"]))
                    });
                    b.store("C", ["i", "j"], acc);
                })
            })
        })
        .build()
        .unwrap();
    assert_eq!(matmul, parsed("matmul"));
}

#[test]
fn builder_reproduces_softmax_and_clamp_scale() {
    let softmax = KernelBuilder::new("softmax_rows")
        .buffer("X", DType::F32, [Dim::var("m"), Dim::from(16)])
        .buffer("Y", DType::F32, [Dim::var("m"), 16.into()])
        .body(|b| {
            b.for_("i", 0, "m", LoopKind::Serial, |b| {
                let mx = b.var("mx", DType::F32, load("X", [var("i"), int(0)]));
                b.for_("j", 1, 16, LoopKind::Serial, |b| {
                    b.assign("mx", mx.clone().max(load("X", ["i", "j"])))
                });
                let s = b.var("s", DType::F32, 0.0);
                b.for_("j", 0, 16, LoopKind::Serial, |b| {
                    b.assign("s", &s + (load("X", ["i", "j"]) - &mx).exp())
                });
                b.for_("j", 0, 16, LoopKind::Unroll(4), |b| {
                    b.store(
                        "Y",
                        ["i", "j"],
                        call(Intrinsic::Exp, [load("X", ["i", "j"]) - &mx]) / &s,
                    )
                });
            })
        })
        .build()
        .unwrap();
    assert_eq!(softmax, parsed("softmax_rows"));

    let clamp = KernelBuilder::new("clamp_scale")
        .scalar("lo", DType::F64)
        .scalar("hi", DType::F64)
        .scalar("k", DType::I32)
        .buffer("X", DType::F64, ["n"])
        .buffer("Y", DType::F64, ["n"])
        .buffer("Mask", DType::I32, ["n"])
        .body(|b| {
            b.for_("i", 0, "n", LoopKind::Serial, |b| {
                let v = b.let_("v", load("X", ["i"]) * cast(DType::F64, "k"));
                b.store(
                    "Y",
                    ["i"],
                    select(
                        v.clone().lt("lo"),
                        "lo",
                        select(v.clone().gt("hi"), "hi", &v),
                    ),
                );
                b.if_else(
                    v.clone().lt("lo").or(v.gt("hi")),
                    |b| b.store("Mask", ["i"], 1),
                    |b| b.store("Mask", ["i"], 0),
                );
            })
        })
        .build()
        .unwrap();
    assert_eq!(clamp, parsed("clamp_scale"));
}

#[test]
fn build_verified_returns_the_typed_kernel() {
    assert_eq!(
        vadd().build_verified().unwrap(),
        ir::verify(&parsed("vadd")).unwrap()
    );
}

fn build_error(builder: KernelBuilder) -> String {
    match builder.build() {
        Err(IrError::Verify { kernel, message }) => {
            assert_eq!(kernel, "bad");
            message
        }
        other => panic!("expected a verify error, got {other:?}"),
    }
}

#[test]
fn misuse_is_a_verify_error_at_build() {
    let unknown_buffer = KernelBuilder::new("bad")
        .buffer("A", DType::F32, ["n"])
        .body(|b| b.store("Z", [int(0)], float(1.0)));
    assert_eq!(build_error(unknown_buffer), "store to undefined buffer `Z`");

    let wrong_type = KernelBuilder::new("bad")
        .buffer("A", DType::F32, ["n"])
        .scalar("s", DType::I32)
        .body(|b| b.store("A", [int(0)], var("s")));
    assert_eq!(
        build_error(wrong_type),
        "type mismatch in store to `A`: buffer is f32, value is i32"
    );

    let reserved_name = KernelBuilder::new("bad").scalar("exp", DType::F32);
    assert_eq!(
        build_error(reserved_name),
        "`exp` is a reserved word and cannot name a parameter"
    );

    let bad_local = KernelBuilder::new("bad").body(|b| {
        b.var("1x", DType::F32, 0.0);
    });
    assert_eq!(
        build_error(bad_local),
        "variable name `1x` is not an identifier"
    );

    // build_unchecked hands back what was built, even if invalid.
    let unchecked = KernelBuilder::new("bad")
        .body(|b| b.assign("nowhere", 1))
        .build_unchecked();
    assert_eq!(unchecked.body.len(), 1);
}

#[test]
fn operators_and_helpers_build_the_same_ast_as_text() {
    let source = "kernel ops(a: i32, f: f32, B: i32[n]) {
  let x = 2 * a - -3 % (a / 4);
  let y = (a & 1 | a ^ 2) << 1 >> a;
  let z = !(a < 1) && a <= 2 || a > 3 == a >= 4 != false;
  let w = -f + 1.5f32 * f32(a) - fma(f, f, f) + pow(f, 2.0) + abs(sqrt(tanh(log(floor(ceil(f))))));
  let u = min(a, 3i32) + max(B[a], a);
  let t = a == 1;
  let q = a != 2;
}
";
    let expected = ir::parse_kernel(source, "ops.kir").unwrap();
    let a = || var("a");
    let f = || var("f");
    let built = KernelBuilder::new("ops")
        .scalar("a", DType::I32)
        .scalar("f", DType::F32)
        .buffer("B", DType::I32, ["n"])
        .body(|b| {
            b.let_("x", 2 * a() - int(-3) % (a() / 4));
            b.let_("y", ((a() & 1) | (a() ^ 2)) << 1 >> a());
            b.let_(
                "z",
                (!a().lt(1))
                    .and(a().le(2))
                    .or(a().gt(3).eq_(a().ge(4)).ne_(boolean(false))),
            );
            b.let_(
                "w",
                -f() + float_of(1.5, DType::F32) * a().cast(DType::F32) - f().fma(f(), f())
                    + f().pow(2.0)
                    + f().ceil().floor().log().tanh().sqrt().abs(),
            );
            b.let_(
                "u",
                a().min(int_of(3, DType::I32)) + load("B", ["a"]).max(a()),
            );
            b.let_("t", a().eq_(1));
            b.let_("q", a().ne_(2));
        })
        .build()
        .unwrap();
    assert_eq!(built, expected);
    assert_eq!(ir::print_kernel(&built), source);
}

#[test]
fn fresh_names_are_unique_across_nested_blocks() {
    let mut names = Vec::new();
    let kernel = KernelBuilder::new("fresh")
        .buffer("A", DType::F32, ["n"])
        .body(|b| {
            let outer = b.fresh_name("t");
            b.let_(outer.as_str(), 1);
            names.push(outer);
            b.for_("i", 0, "n", LoopKind::Serial, |b| {
                let inner = b.fresh_name("t");
                b.let_(inner.as_str(), 2);
                names.push(inner);
            });
            let last = b.fresh_name("t");
            names.push(last);
        })
        .build()
        .unwrap();
    assert_eq!(names, ["t_0", "t_1", "t_2"]);
    assert_eq!(kernel.body.len(), 2);
}

#[test]
fn block_builder_collects_statements_standalone() {
    let mut block = BlockBuilder::new();
    block.if_(var("c"), |b| b.assign("x", 1));
    let stmts = block.finish();
    let expected = ir::parse_kernel("kernel t() { if c { x = 1; } }", "t.kir")
        .unwrap()
        .body;
    assert_eq!(stmts, expected);
}
