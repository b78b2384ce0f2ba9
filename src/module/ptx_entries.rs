//! The kernels PTX text declares: each `.entry` with the sizes of its parameters, read from
//! the text (no CUDA library needed). A `cuda` module's FunctionInfo must agree with them: the
//! driver finds a kernel only as an `.entry` (a `.func` gives CUDA_ERROR_NOT_FOUND, spec §6),
//! and TVM's launcher passes one argument holder per FunctionInfo argument type.

use thiserror::Error;

/// One `.entry` of PTX text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxEntry {
    /// The kernel's name.
    pub name: String,
    /// Its parameters in order.
    pub params: Vec<PtxParam>,
    /// The line (1-based) its `.entry` directive is on.
    pub line: usize,
}

/// One `.param` of an `.entry`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxParam {
    /// The parameter's type as written, e.g. `.u64`, `.f32`; `.b8[N]` for a byte array
    /// (an aggregate passed by value).
    pub ptx_type: String,
    /// Its size in bytes.
    pub bytes: u64,
}

/// Why the entries of PTX text could not be read.
#[derive(Debug, Error, PartialEq, Eq)]
#[non_exhaustive]
pub enum PtxEntryError {
    /// An `.entry` directive is not followed by a name and a parenthesised parameter list.
    #[error("PTX line {line}: `.entry`: {message}")]
    Entry {
        /// The line (1-based) of the directive.
        line: usize,
        /// What was wrong.
        message: String,
    },
    /// A parameter of an `.entry` could not be read.
    #[error("PTX line {line}: `.entry {kernel}` parameter {index}: {message}")]
    Param {
        /// The line (1-based) of the directive.
        line: usize,
        /// The kernel.
        kernel: String,
        /// The parameter's position (0-based).
        index: usize,
        /// What was wrong.
        message: String,
    },
}

/// The `.entry` kernels of `ptx`, in text order (comments skipped; a trailing NUL allowed).
pub fn ptx_entries(ptx: &str) -> Result<Vec<PtxEntry>, PtxEntryError> {
    let text = strip_comments(ptx.trim_end_matches('\0'));
    let mut entries = Vec::new();
    let mut rest = text.as_str();
    let mut consumed = 0;
    while let Some(found) = find_directive(rest, ".entry") {
        let start = consumed + found;
        let line = text[..start].matches('\n').count() + 1;
        let after = &text[start + ".entry".len()..];
        let entry_error = |message: &str| PtxEntryError::Entry {
            line,
            message: message.to_string(),
        };
        let open = after
            .find('(')
            .ok_or_else(|| entry_error("no parameter list `(`"))?;
        let name = after[..open].trim();
        let valid_name = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '%'));
        if !valid_name {
            return Err(entry_error(&format!(
                "`{name}` is not a kernel name followed by `(`"
            )));
        }
        let close = after[open..]
            .find(')')
            .map(|offset| open + offset)
            .ok_or_else(|| entry_error(&format!("the parameter list of `{name}` has no `)`")))?;
        let list = after[open + 1..close].trim();
        let mut params = Vec::new();
        if !list.is_empty() {
            for (index, param) in list.split(',').enumerate() {
                params.push(parse_param(param).map_err(|message| PtxEntryError::Param {
                    line,
                    kernel: name.to_string(),
                    index,
                    message,
                })?);
            }
        }
        entries.push(PtxEntry {
            name: name.to_string(),
            params,
            line,
        });
        let advanced = start + ".entry".len() + close + 1;
        rest = &text[advanced..];
        consumed = advanced;
    }
    Ok(entries)
}

/// True when `ptx` declares `name` as a `.func` (a device function, not a kernel).
pub fn ptx_declares_function(ptx: &str, name: &str) -> bool {
    let text = strip_comments(ptx);
    let mut rest = text.as_str();
    while let Some(found) = find_directive(rest, ".func") {
        let after = &rest[found + ".func".len()..];
        // `.func (.param .b32 ret) name(` puts the return value first.
        let after = match after.trim_start().strip_prefix('(') {
            Some(returns) => returns.split_once(')').map_or("", |(_, tail)| tail),
            None => after,
        };
        if after
            .trim_start()
            .strip_prefix(name)
            .is_some_and(|tail| tail.trim_start().starts_with('('))
        {
            return true;
        }
        rest = after;
    }
    false
}

/// The byte offset of the next `directive` standing as a word (not `.entry_x`).
fn find_directive(text: &str, directive: &str) -> Option<usize> {
    let mut offset = 0;
    while let Some(found) = text[offset..].find(directive) {
        let start = offset + found;
        let end = start + directive.len();
        let before_ok = text[..start]
            .chars()
            .next_back()
            .is_none_or(|c| c.is_whitespace());
        let after_ok = text[end..]
            .chars()
            .next()
            .is_none_or(|c| c.is_whitespace() || c == '(');
        if before_ok && after_ok {
            return Some(start);
        }
        offset = end;
    }
    None
}

/// `ptx` without `//` and `/* */` comments (a block comment keeps its line breaks, so line
/// numbers stay right).
fn strip_comments(ptx: &str) -> String {
    let mut out = String::with_capacity(ptx.len());
    let mut rest = ptx;
    loop {
        let line = rest.find("//");
        let block = rest.find("/*");
        match (line, block) {
            (Some(l), b) if b.is_none_or(|b| l < b) => {
                out.push_str(&rest[..l]);
                rest = rest[l..].find('\n').map_or("", |end| &rest[l + end..]);
            }
            (_, Some(b)) => {
                out.push_str(&rest[..b]);
                let body_end = rest[b + 2..]
                    .find("*/")
                    .map_or(rest.len(), |e| b + 2 + e + 2);
                out.extend(rest[b..body_end].chars().filter(|c| *c == '\n'));
                rest = &rest[body_end.min(rest.len())..];
            }
            _ => {
                out.push_str(rest);
                return out;
            }
        }
    }
}

/// One `.param [.align N] .TYPE [.ptr …] NAME[[N]]`.
fn parse_param(param: &str) -> Result<PtxParam, String> {
    let mut words = param.split_whitespace();
    if words.next() != Some(".param") {
        return Err(format!("`{}` does not start with `.param`", param.trim()));
    }
    let words: Vec<&str> = words.collect();
    let mut index = 0;
    if words.first() == Some(&".align") {
        index = 2;
    }
    let ptx_type = words
        .get(index)
        .copied()
        .ok_or_else(|| format!("`{}` has no type", param.trim()))?;
    let scalar_bytes = scalar_type_bytes(ptx_type)
        .ok_or_else(|| format!("`{ptx_type}` is not a PTX scalar type"))?;
    let name = words.last().copied().unwrap_or_default();
    match name.split_once('[') {
        None => Ok(PtxParam {
            ptx_type: ptx_type.to_string(),
            bytes: scalar_bytes,
        }),
        Some((_, count)) => {
            let count: u64 = count
                .trim_end_matches(']')
                .parse()
                .map_err(|_| format!("`{name}` has no array length"))?;
            Ok(PtxParam {
                ptx_type: format!("{ptx_type}[{count}]"),
                bytes: scalar_bytes.saturating_mul(count),
            })
        }
    }
}

/// Bytes of a PTX fundamental type (`.u8` … `.f64`, `.b8` … `.b64`, `.pred`).
fn scalar_type_bytes(ptx_type: &str) -> Option<u64> {
    let bits = ptx_type
        .strip_prefix(".u")
        .or_else(|| ptx_type.strip_prefix(".s"))
        .or_else(|| ptx_type.strip_prefix(".b"))
        .or_else(|| ptx_type.strip_prefix(".f"))?;
    match bits {
        "8" => Some(1),
        "16" => Some(2),
        "32" => Some(4),
        "64" => Some(8),
        _ => None,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const VADD: &str = "//\n// Generated by LLVM NVPTX Back-End\n//\n\n.version 7.8\n.target sm_80\n\
        .address_size 64\n\n\t// .globl\tvadd\n.visible .entry vadd(\n\t.param .u64 vadd_param_0,\n\
        \t.param .u64 .ptr .global .align 4 vadd_param_1,\n\t.param .f32 vadd_param_2,\n\
        \t.param .u32 vadd_param_3\n)\n{\n\tret;\n}\n.func helper(.param .b32 x)\n{\n\tret;\n}\n\
        .visible .entry none()\n{\n\tret;\n}\n\0";

    #[test]
    fn entries_with_their_parameter_sizes() {
        let entries = ptx_entries(VADD).unwrap();
        let summary: Vec<(&str, Vec<u64>, usize)> = entries
            .iter()
            .map(|e| {
                (
                    e.name.as_str(),
                    e.params.iter().map(|p| p.bytes).collect(),
                    e.line,
                )
            })
            .collect();
        assert_eq!(
            summary,
            [("vadd", vec![8, 8, 4, 4], 10), ("none", vec![], 23)]
        );
        assert_eq!(entries[0].params[2].ptx_type, ".f32");
        assert!(ptx_declares_function(VADD, "helper"));
        assert!(!ptx_declares_function(VADD, "vadd"));
    }

    #[test]
    fn aggregates_comments_and_errors() {
        let ptx = "/* .entry fake( */\n.entry s(.param .align 8 .b8 s_param_0[24])\n{}";
        let entries = ptx_entries(ptx).unwrap();
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].params[0].bytes, 24);
        assert_eq!(entries[0].line, 2);
        assert_eq!(
            ptx_entries(".entry k(.param .v2 k_param_0)").unwrap_err(),
            PtxEntryError::Param {
                line: 1,
                kernel: "k".into(),
                index: 0,
                message: "`.v2` is not a PTX scalar type".into()
            }
        );
        assert!(matches!(
            ptx_entries("\n.entry k(.param .u64 a").unwrap_err(),
            PtxEntryError::Entry { line: 2, .. }
        ));
    }
}
