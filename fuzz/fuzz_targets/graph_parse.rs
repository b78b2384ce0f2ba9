//! Graph JSON fuzz target: any text must give a checked graph or a typed error; a graph that
//! parses must print and parse back to the same graph.
#![no_main]

use libfuzzer_sys::fuzz_target;
use modlink::graph::Graph;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(graph) = Graph::parse(text) else { return };
    let printed = graph.to_json();
    match Graph::parse(&printed) {
        Ok(again) => assert_eq!(again, graph, "round trip changed the graph:\n{printed}"),
        Err(error) => panic!("printed graph does not parse: {error}\n{printed}"),
    }
});
