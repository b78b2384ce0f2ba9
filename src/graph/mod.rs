//! Whole models in one library: TVM's graph JSON ([`json`]) and the `GraphExecutorFactory`
//! module kind ([`factory`]) that carries the graph and its parameters in the module tree, with
//! the compiled kernels (`_lib`) imported under it.

pub mod factory;
pub mod json;

pub use factory::GraphExecutorFactory;
pub use json::{Graph, GraphNode, NodeEntry, NodeOp};

use thiserror::Error;

/// An error reading, checking or writing a graph or an executor payload.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum GraphError {
    /// The graph JSON is not valid JSON.
    #[error("graph JSON: {0}")]
    Json(String),
    /// The graph JSON is valid JSON but not a valid graph.
    #[error("graph JSON: {field}: {message}")]
    Invalid {
        /// Where, e.g. `nodes[3].inputs[1]`.
        field: String,
        /// What was wrong.
        message: String,
    },
    /// The executor payload bytes are malformed.
    #[error("GraphExecutorFactory payload offset {offset}: {field}: {message}")]
    Payload {
        /// Byte offset within the payload.
        offset: u64,
        /// Which field.
        field: String,
        /// What was wrong.
        message: String,
    },
    /// The library holding the model could not be read or opened.
    #[error("{path}: {message}")]
    Library {
        /// The library.
        path: String,
        /// What went wrong.
        message: String,
    },
    /// The executor payload inside a library is malformed (graph JSON, parameters, layout).
    #[error("{path}: {source}")]
    InLibrary {
        /// The library whose executor payload was read.
        path: String,
        /// What was wrong with the payload.
        source: Box<GraphError>,
    },
    /// An input or output was addressed wrongly.
    #[error("input `{name}`: {message}")]
    Input {
        /// The input's name (or `output #i`).
        name: String,
        /// What was wrong.
        message: String,
    },
    /// A kernel failed while the graph ran.
    #[error("node `{node}` (function `{function}`): {message}")]
    Run {
        /// The node.
        node: String,
        /// Its function.
        function: String,
        /// The error the call returned.
        message: String,
    },
    /// A parameter tensor is malformed.
    #[error(transparent)]
    Params(#[from] crate::params::ParamsError),
}
