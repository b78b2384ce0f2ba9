#![allow(clippy::unwrap_used, clippy::expect_used)]
use modlink::ir;
#[test]
fn smoke() {
    let src = include_str!("../examples/kernels.kir");
    let p = ir::parse(src, "kernels.kir").unwrap();
    let printed = ir::print(&p);
    println!("{printed}");
    assert_eq!(ir::parse(&printed, "x").unwrap(), p);
    let v = ir::verify_program(&p).unwrap();
    println!("{}", ir::print(&v));
    assert_eq!(ir::parse(&ir::print(&v), "x").unwrap(), v);
}
