//! Reading a library file without running it: find the blob and the symbols ([`locate`]), check
//! the blob against its digest, find what provides its undefined symbols ([`unresolved`]), and
//! say whether a file will load on a runtime, and what a device module's code is built for. Nothing here
//! executes the file, and nothing here depends on [`crate::runtime`].

pub mod check;
mod check_pe;
pub mod classify;
mod device_code;
mod finding;
mod ld_search;
pub mod locate;
pub mod report;
mod unpack;
pub mod unresolved;
pub mod verify;
