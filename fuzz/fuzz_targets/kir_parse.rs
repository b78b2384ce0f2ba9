//! Fuzzes the `.kir` parser: any input must give a program or a parse error, never a panic or a
//! stack overflow; whatever parses must print and re-parse to the same AST, and verifying it
//! must not panic either.
#![no_main]

use libfuzzer_sys::fuzz_target;
use modlink::ir;

fuzz_target!(|data: &[u8]| {
    let Ok(source) = std::str::from_utf8(data) else { return };
    let Ok(program) = ir::parse(source, "<fuzz>") else { return };
    let printed = ir::print(&program);
    match ir::parse(&printed, "<printed>") {
        Ok(reparsed) => assert_eq!(reparsed, program, "round trip changed the AST:\n{printed}"),
        Err(error) => panic!("printed program does not parse: {error}\n{printed}"),
    }
    if let Ok(verified) = ir::verify_program(&program) {
        let typed = ir::print(&verified);
        assert!(ir::parse(&typed, "<typed>").is_ok_and(|p| p == verified), "typed round trip:\n{typed}");
    }
});
