//! The `formats` test binary: file formats read and written without running code: the library blob
//! (`blob_*`), params, graph JSON, the Relax executable (`relax_format`, `relax_corruption`,
//! `relax_inspect`), the manifest, locating the blob in ELF/Mach-O/PE/archives (`locate_*`) and the
//! module graph. See docs/testing.md for the layout of the test binaries.

#[path = "../support/mod.rs"]
mod support;

mod blob_corruption;
mod blob_fixtures;
mod blob_legacy;
mod blob_roundtrip;
mod cuda_payload;
mod device_kinds;
mod graph_format;
mod locate_containers;
mod locate_fixtures;
mod locate_formats;
mod locate_linked;
mod locate_robustness;
mod manifest_schema;
mod module_graph;
mod params_format;
mod relax_corruption;
mod relax_format;
mod relax_inspect;
mod tirx_cuda_payload;
