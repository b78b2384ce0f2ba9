//! Differential test: random integer expressions (every operator, casts, select, min/max/abs)
//! are written as `.kir`, compiled, run on random inputs, and compared exactly with an
//! independent Rust interpreter of the semantics in docs/abi.md.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::CodegenOptions;
use support::kernels::*;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Ty {
    I32,
    I64,
    U32,
    U8,
}

impl Ty {
    const ALL: [Ty; 4] = [Ty::I32, Ty::I64, Ty::U32, Ty::U8];
    fn name(self) -> &'static str {
        match self {
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::U32 => "u32",
            Ty::U8 => "u8",
        }
    }
    fn bits(self) -> u32 {
        match self {
            Ty::I32 | Ty::U32 => 32,
            Ty::I64 => 64,
            Ty::U8 => 8,
        }
    }
    fn signed(self) -> bool {
        matches!(self, Ty::I32 | Ty::I64)
    }
    /// Wraps an integer into this type's range (two's complement).
    fn wrap(self, v: i128) -> i128 {
        let bits = self.bits();
        let mask = (1i128 << bits) - 1;
        let low = v & mask;
        if self.signed() && low >> (bits - 1) == 1 {
            low - (1i128 << bits)
        } else {
            low
        }
    }
}

enum E {
    /// A[i] (i32), D[i] (i64), C[i] (u8)
    Load(&'static str, Ty),
    Lit(i64, Ty),
    Bin(&'static str, Box<E>, Box<E>, Ty),
    /// Target type and operand.
    Cast(Ty, Box<E>),
    /// Comparison, its operands, then the two branches.
    Select(&'static str, Box<E>, Box<E>, Box<E>, Box<E>),
    MinMax(&'static str, Box<E>, Box<E>, Ty),
    Abs(Box<E>, Ty),
}

impl E {
    fn ty(&self) -> Ty {
        match self {
            E::Load(_, t) | E::Lit(_, t) | E::Bin(_, _, _, t) | E::MinMax(_, _, _, t) => *t,
            E::Cast(t, _) | E::Abs(_, t) => *t,
            E::Select(_, _, _, then, _) => then.ty(),
        }
    }

    fn kir(&self) -> String {
        match self {
            E::Load(buffer, _) => format!("{buffer}[i]"),
            E::Lit(v, t) => format!("{}({v})", t.name()),
            E::Bin(op, l, r, _) => format!("({} {op} {})", l.kir(), r.kir()),
            E::Cast(t, v) => format!("{}({})", t.name(), v.kir()),
            E::Select(cmp, a, b, then, other) => format!(
                "select({} {cmp} {}, {}, {})",
                a.kir(),
                b.kir(),
                then.kir(),
                other.kir()
            ),
            E::MinMax(f, a, b, _) => format!("{f}({}, {})", a.kir(), b.kir()),
            E::Abs(v, _) => format!("abs({})", v.kir()),
        }
    }

    fn eval(&self, a: i32, c: u8, d: i64) -> i128 {
        match self {
            E::Load("A", _) => i128::from(a),
            E::Load("C", _) => i128::from(c),
            E::Load(_, _) => i128::from(d),
            E::Lit(v, t) => t.wrap(i128::from(*v)),
            E::Bin(op, l, r, t) => {
                let (x, y) = (l.eval(a, c, d), r.eval(a, c, d));
                let shift = (y.rem_euclid(i128::from(t.bits()))) as u32;
                let raw = match *op {
                    "+" => x + y,
                    "-" => x - y,
                    "*" => x.wrapping_mul(y),
                    "/" if y == 0 => 0,
                    "/" => x / y, // i128 division of in-range values truncates like Rust
                    "%" if y == 0 => 0,
                    "%" => x % y,
                    "&" => x & y,
                    "|" => x | y,
                    "^" => x ^ y,
                    "<<" => (x << shift) & ((1i128 << t.bits()) - 1),
                    ">>" if t.signed() => x >> shift,
                    ">>" => (x & ((1i128 << t.bits()) - 1)) >> shift,
                    other => panic!("operator {other}"),
                };
                t.wrap(raw)
            }
            E::Cast(t, v) => t.wrap(v.eval(a, c, d)),
            E::Select(cmp, l, r, then, other) => {
                let (x, y) = (l.eval(a, c, d), r.eval(a, c, d));
                let holds = match *cmp {
                    "<" => x < y,
                    "<=" => x <= y,
                    ">" => x > y,
                    ">=" => x >= y,
                    "==" => x == y,
                    _ => x != y,
                };
                if holds {
                    then.eval(a, c, d)
                } else {
                    other.eval(a, c, d)
                }
            }
            E::MinMax(f, l, r, _) => {
                let (x, y) = (l.eval(a, c, d), r.eval(a, c, d));
                if *f == "min" { x.min(y) } else { x.max(y) }
            }
            E::Abs(v, t) => t.wrap(v.eval(a, c, d).abs()),
        }
    }
}

fn leaf(rng: &mut Rng, ty: Ty) -> E {
    let natural = [("A", Ty::I32), ("C", Ty::U8), ("D", Ty::I64)];
    let pick = rng.next_u64() % 4;
    if pick == 3 {
        let specials = [0i64, 1, -1, 2, 7, 31, 33, 64, 255, 1 << 20, -(1 << 31)];
        let v = specials[(rng.next_u64() % specials.len() as u64) as usize];
        return E::Lit(v, ty);
    }
    let (buffer, natural_ty) = natural[pick as usize];
    let load = E::Load(buffer, natural_ty);
    if natural_ty == ty {
        load
    } else {
        E::Cast(ty, Box::new(load))
    }
}

fn expr(rng: &mut Rng, ty: Ty, depth: u32) -> E {
    if depth == 0 || rng.next_u64().is_multiple_of(5) {
        return leaf(rng, ty);
    }
    let ops = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"];
    match rng.next_u64() % 10 {
        0..=4 => {
            let op = ops[(rng.next_u64() % ops.len() as u64) as usize];
            let mut right = expr(rng, ty, depth - 1);
            if let (E::Lit(v, _), "/" | "%" | "<<" | ">>") = (&right, op) {
                // A constant zero divisor or out-of-range shift amount is a compile-time error
                // (docs/kir.md, "Integer semantics"); through `max(v, v)` the same value is a
                // run-time operand, whose documented results the interpreter checks.
                let v = *v;
                right = E::MinMax("max", Box::new(E::Lit(v, ty)), Box::new(E::Lit(v, ty)), ty);
            }
            E::Bin(op, Box::new(expr(rng, ty, depth - 1)), Box::new(right), ty)
        }
        5 | 6 => {
            let from = Ty::ALL[(rng.next_u64() % 4) as usize];
            E::Cast(ty, Box::new(expr(rng, from, depth - 1)))
        }
        7 => {
            let cmps = ["<", "<=", ">", ">=", "==", "!="];
            let cmp = cmps[(rng.next_u64() % cmps.len() as u64) as usize];
            let cmp_ty = Ty::ALL[(rng.next_u64() % 4) as usize];
            E::Select(
                cmp,
                Box::new(expr(rng, cmp_ty, depth - 1)),
                Box::new(expr(rng, cmp_ty, depth - 1)),
                Box::new(expr(rng, ty, depth - 1)),
                Box::new(expr(rng, ty, depth - 1)),
            )
        }
        8 => E::MinMax(
            if rng.next_u64().is_multiple_of(2) {
                "min"
            } else {
                "max"
            },
            Box::new(expr(rng, ty, depth - 1)),
            Box::new(expr(rng, ty, depth - 1)),
            ty,
        ),
        _ if ty.signed() => E::Abs(Box::new(expr(rng, ty, depth - 1)), ty),
        _ => leaf(rng, ty),
    }
}

#[test]
fn random_integer_expressions_match_an_interpreter() {
    let mut rng = Rng::new(2024);
    let count = 80;
    let mut source = String::new();
    let mut cases = Vec::new();
    for k in 0..count {
        let ty = Ty::ALL[k % 4];
        let e = expr(&mut rng, ty, 4);
        assert_eq!(e.ty(), ty);
        source.push_str(&format!(
            "kernel e{k}(A: i32[n], C: u8[n], D: i64[n], Out: {}[n]) {{\n  for i in 0..n vectorize(4) {{ Out[i] = {}; }}\n}}\n",
            ty.name(),
            e.kir()
        ));
        cases.push((ty, e));
    }
    let program = modlink::ir::parse(&source, "random.kir").unwrap();
    let (_dir, path) = build_library(&program, &CodegenOptions::default());
    let library = load_now(&path);

    let n = 67;
    let specials_a = [0, 1, -1, i32::MIN, i32::MAX, 31, 32, -7];
    let a: Vec<i32> = (0..n)
        .map(|j| {
            if j < specials_a.len() {
                specials_a[j]
            } else {
                rng.next_u64() as i32
            }
        })
        .collect();
    let c: Vec<u8> = (0..n).map(|_| rng.next_u64() as u8).collect();
    let d: Vec<i64> = (0..n)
        .map(|j| match j % 5 {
            0 => i64::MIN,
            1 => -1,
            _ => (rng.next_u64() as i64) >> (rng.next_u64() % 60),
        })
        .collect();
    let mut ta = Tensor::new(a.clone(), &[n as i64]);
    let mut tc = Tensor::new(c.clone(), &[n as i64]);
    let mut td = Tensor::new(d.clone(), &[n as i64]);
    for (k, (ty, e)) in cases.iter().enumerate() {
        let name = format!("e{k}");
        let got: Vec<i128> = match ty {
            Ty::I32 => {
                let mut out = Tensor::<i32>::zeros(&[n as i64]);
                let args = [ta.any(), tc.any(), td.any(), out.any()];
                assert_eq!(call_packed(&library, &name, &args), 0);
                out.data.iter().map(|v| i128::from(*v)).collect()
            }
            Ty::I64 => {
                let mut out = Tensor::<i64>::zeros(&[n as i64]);
                let args = [ta.any(), tc.any(), td.any(), out.any()];
                assert_eq!(call_packed(&library, &name, &args), 0);
                out.data.iter().map(|v| i128::from(*v)).collect()
            }
            Ty::U32 => {
                let mut out = Tensor::<u32>::zeros(&[n as i64]);
                let args = [ta.any(), tc.any(), td.any(), out.any()];
                assert_eq!(call_packed(&library, &name, &args), 0);
                out.data.iter().map(|v| i128::from(*v)).collect()
            }
            Ty::U8 => {
                let mut out = Tensor::<u8>::zeros(&[n as i64]);
                let args = [ta.any(), tc.any(), td.any(), out.any()];
                assert_eq!(call_packed(&library, &name, &args), 0);
                out.data.iter().map(|v| i128::from(*v)).collect()
            }
        };
        for j in 0..n {
            let expected = e.eval(a[j], c[j], d[j]);
            assert_eq!(
                got[j],
                expected,
                "{name} = {} at A={} C={} D={}",
                e.kir(),
                a[j],
                c[j],
                d[j]
            );
        }
    }
}
