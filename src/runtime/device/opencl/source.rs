//! The source of an `opencl` module (fmt `cl`) as TVM's runtime reads it: one section per
//! kernel, each starting after a `// Function: NAME` line (`SplitKernels` in TVM's
//! `src/backend/opencl/runtime/source_utils.h`), built as a program of its own.

/// The line start TVM's `SplitKernels` splits at.
pub const KERNEL_DELIMITER: &str = "// Function: ";

/// The kernels' sections of `source`, in order, as `(name, section)`: the name is the rest of
/// the delimiter's line, the section what follows it up to the next delimiter. Text before the
/// first delimiter belongs to no kernel and is dropped, as TVM drops it.
pub fn split_kernel_sources(source: &str) -> Vec<(&str, &str)> {
    let mut sections = Vec::new();
    let mut rest = match source.find(KERNEL_DELIMITER) {
        Some(start) => &source[start..],
        None => return sections,
    };
    while let Some(after) = rest.strip_prefix(KERNEL_DELIMITER) {
        let (name, body) = after.split_once('\n').unwrap_or((after, ""));
        let end = body.find(KERNEL_DELIMITER).unwrap_or(body.len());
        sections.push((name.trim_end_matches('\r'), &body[..end]));
        rest = &body[end..];
    }
    sections
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_source_splits_at_each_delimiter_and_drops_what_comes_first() {
        let source = "#pragma x\n// Function: a\nkernel a\n// Function: b_kernel\nkernel b\n";
        assert_eq!(
            split_kernel_sources(source),
            [("a", "kernel a\n"), ("b_kernel", "kernel b\n")]
        );
        assert!(split_kernel_sources("no kernels").is_empty());
        assert_eq!(split_kernel_sources("// Function: last"), [("last", "")]);
    }
}
