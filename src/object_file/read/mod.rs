//! The read half.
