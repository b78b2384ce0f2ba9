//! Which CPU levels of a kernel get code of their own (`docs/cpu-levels.md`, "Which levels get
//! code of their own").
//!
//! A kernel's baseline and top-level bodies are lowered into one module and optimised in the
//! same pipeline run (in a library's bodies object, clones of one simplified baseline body:
//! `level_clones`). Where the top level's optimised code is the baseline's and uses nothing
//! a level's added instructions do better, no level between them can change it either (each
//! has a subset of the top level's instructions and the same tuning), so the kernel keeps one
//! body. Otherwise the levels between that widen the vectors, and those whose added
//! instructions do an operation of the baseline's code better, are lowered into a second
//! module (or cloned), optimised in its own run and linked in, and, lowest level first, a level keeps its own body only where its
//! optimised code differs from the code the level below runs, or where that code uses an
//! operation the level's added instructions carry out better (rounding, fused multiply-add,
//! half-precision conversion, integer vector operations, …): only then can its machine code be
//! faster. Otherwise the level runs the body below: that body is emitted once and
//! `<name>_c.<level>` becomes an alias of it. A kernel whose every level runs the baseline body
//! has no dispatch at all: `<name>_c` is an alias of that body too, so a call costs what it
//! costs in a single-level build.

use std::collections::HashMap;

use inkwell::module::Module;
use inkwell::targets::TargetMachine;
use inkwell::values::{AnyValue, FunctionValue};

use super::level_clones::Simplified;
use super::levels::{KernelBodies, LevelBody};
use super::unit::{Failure, Lowered, Unit, unsupported};
use crate::codegen::CodegenError;
use crate::codegen::llvm::{emit, version};
use crate::target::cpu_levels::CpuLevel;

/// After `unit`'s pipeline (its module holds the baseline and top-level bodies of `kernels`):
/// lowers, optimises and links in the levels between where they may matter, chooses the levels
/// that keep a body of their own and emits the dispatch.
pub(super) fn choose_levels<'ctx>(
    unit: &Unit<'ctx>,
    kernels: &mut [KernelBodies<'_>],
    machine: &TargetMachine,
    simplified: Option<&Simplified<'ctx>>,
) -> Result<(), CodegenError> {
    let target = unit.target;
    let mut texts = FunctionTexts::of(&unit.module);
    let between: Vec<(usize, Vec<usize>)> = kernels
        .iter()
        .enumerate()
        .map(|(index, kernel)| (index, levels_between_to_lower(&texts, &kernel.bodies)))
        .filter(|(_, levels)| !levels.is_empty())
        .collect();
    if !between.is_empty() {
        let name = format!("{}.between", unit.module.get_name().to_string_lossy());
        let second = match simplified {
            Some(simplified) => {
                let wanted: Vec<(usize, usize)> = between
                    .iter()
                    .flat_map(|(index, levels)| levels.iter().map(|&level| (*index, level)))
                    .collect();
                unit.optimised_level_clones(simplified, kernels, &wanted, machine)?
            }
            None => lower_between(unit, kernels, &between, &name, machine)?,
        };
        version::link_in_module(&unit.module, second).map_err(|message| CodegenError::Llvm {
            stage: "link",
            triple: target.llvm_triple(),
            module: name,
            message,
        })?;
        // Linking renames only what the second module brings in, so the first print still
        // holds the text of every other function; the linked-in ones are printed on their own.
        let linked: Vec<&str> = between
            .iter()
            .flat_map(|(index, levels)| levels.iter().map(|&level| &kernels[*index].bodies[level]))
            .flat_map(|body| {
                std::iter::once(body.symbol.as_str())
                    .chain(body.closures.iter().flatten().map(String::as_str))
            })
            .collect();
        texts.print_functions(&unit.module, &linked);
    }
    for kernel in kernels.iter() {
        let runs = choose_bodies(&texts, &kernel.bodies);
        unit.dispatch_levels(kernel, &runs)
            .map_err(|failure| failure.into_error(&kernel.kernel.name, target))?;
    }
    Ok(())
}

/// A module of the levels `between` of `kernels` (pairs of an index into `kernels` and indices
/// into its bodies), each lowered for its level and optimised by the whole pipeline.
fn lower_between<'ctx>(
    unit: &Unit<'ctx>,
    kernels: &mut [KernelBodies<'_>],
    between: &[(usize, Vec<usize>)],
    name: &str,
    machine: &TargetMachine,
) -> Result<Module<'ctx>, CodegenError> {
    let target = unit.target;
    let module = unit.context.create_module(name);
    emit::configure_module(&module, machine, target);
    let mut second = Unit::new(unit.context, module, target, unit.options, unit.plan);
    // Closure names stay unique across the two modules, so linking keeps them.
    second.closure_count.set(unit.closure_count.get());
    second.loop_statements = unit.loop_statements.clone();
    for (index, levels) in between {
        let kernel = &mut kernels[*index];
        for &level in levels {
            second
                .lower_level_body(kernel, level)
                .map_err(|failure| failure.into_error(&kernel.kernel.name, target))?;
        }
    }
    emit::optimize(&second.module, machine, unit.options.opt_level)?;
    unit.closure_count.set(second.closure_count.get());
    Ok(second.module)
}

/// The levels between the baseline and the top (indices into `bodies`) to lower and optimise:
/// none where one body serves all; else each level that widens the vectors, and each other
/// level where the baseline's code has an operation its instructions may do better.
fn levels_between_to_lower(texts: &FunctionTexts, bodies: &[LevelBody]) -> Vec<usize> {
    if bodies.len() < 3 || one_body_serves_all(texts, bodies) {
        return Vec::new();
    }
    let baseline = bodies.first().and_then(|body| optimised_code(texts, body));
    (1..bodies.len() - 1)
        .filter(|&index| {
            let level = bodies[index].level;
            widens_vectors(level)
                || baseline
                    .as_ref()
                    .is_none_or(|code| improved_by(level, code) || may_vectorise_with(level, code))
        })
        .collect()
}

/// Whether `level` has wider vector registers than the level below: then any loop may
/// vectorise differently there.
fn widens_vectors(level: CpuLevel) -> bool {
    matches!(
        level,
        CpuLevel::X86_64V3 | CpuLevel::X86_64V4 | CpuLevel::Aarch64Sve
    )
}

/// Whether scalar operations in `code` are ones `level`'s added instructions make cheaper as
/// vectors, so that its vectoriser may take a loop the level below left scalar (a level of
/// the same vector width otherwise sees the same costs).
fn may_vectorise_with(level: CpuLevel, code: &str) -> bool {
    let patterns: &[&str] = match level {
        // SSE4.1 blends, integer min/max/multiply, extensions of narrow integers.
        CpuLevel::X86_64V2 => &[
            " select ",
            "@llvm.smin.",
            "@llvm.smax.",
            "@llvm.umin.",
            "@llvm.umax.",
            "@llvm.abs.",
            "mul i8 ",
            "mul i16 ",
            "mul i32 ",
            "mul nsw i32 ",
            "mul nuw i32 ",
            "mul nuw nsw i32 ",
            "ext i8 ",
            "ext i16 ",
        ],
        // Dot products of narrow integers.
        CpuLevel::Aarch64DotProd => &["ext i8 ", "ext i16 ", "mul i8 ", "mul i16 "],
        _ => &[],
    };
    patterns.iter().any(|pattern| code.contains(pattern))
}

/// True when the top level's optimised code is the baseline's and no level's added
/// instructions do any of it better: then every level runs the baseline body.
fn one_body_serves_all(texts: &FunctionTexts, bodies: &[LevelBody]) -> bool {
    let (Some(baseline), Some(top)) = (bodies.first(), bodies.last()) else {
        return true;
    };
    let (Some(baseline_code), Some(top_code)) =
        (optimised_code(texts, baseline), optimised_code(texts, top))
    else {
        return false;
    };
    baseline_code == top_code
        && !bodies[1..]
            .iter()
            .any(|body| improved_by(body.level, &baseline_code))
}

impl<'ctx> Unit<'ctx> {
    /// Lowers the body of `kernel` at level `index` (its closures recorded).
    pub(super) fn lower_level_body(
        &self,
        kernel: &mut KernelBodies<'_>,
        index: usize,
    ) -> Lowered<()> {
        let body = &mut kernel.bodies[index];
        let (_, closures) = self.lower_c_entry(kernel.kernel, &body.symbol, Some(body.level))?;
        body.closures = Some(closures);
        Ok(())
    }

    /// Makes the levels of `kernel` that run another level's body (`runs`: per level, the
    /// level whose body it runs) aliases of that body, deleting their own, and defines
    /// `<name>_c`: an alias of the one body, or the dispatch stub over the kept bodies.
    fn dispatch_levels(&self, kernel: &KernelBodies<'_>, runs: &[usize]) -> Lowered<()> {
        let body = |index: usize| -> Lowered<FunctionValue<'ctx>> {
            let symbol = &kernel.bodies[index].symbol;
            self.module.get_function(symbol).ok_or_else(|| {
                Failure::Unsupported(format!("the optimised module lost `{symbol}`"))
            })
        };
        for (index, &runs_at) in runs.iter().enumerate() {
            if runs_at == index {
                continue;
            }
            let own = &kernel.bodies[index];
            if let Some(closures) = &own.closures {
                let replaced = body(index)?;
                // SAFETY: nothing refers to a level's body before the dispatch exists, and its
                // closures are referred to by that body alone, so deleting the body first and
                // then its closures leaves no use of any of them.
                unsafe { replaced.delete() };
                for closure in closures {
                    if let Some(closure) = self.module.get_function(closure) {
                        // SAFETY: as above: its only user, the body, is gone.
                        unsafe { closure.delete() };
                    }
                }
            }
            self.alias(body(runs_at)?, &own.symbol)?;
        }
        let name = format!("{}_c", kernel.kernel.name);
        if runs.iter().all(|&runs_at| runs_at == 0) {
            let only = body(0)?;
            if let Some(declared) = self.module.get_function(&name) {
                declared.replace_all_uses_with(only);
                // SAFETY: the declaration has no body and, after the replacement, no uses.
                unsafe { declared.delete() };
            }
            return self.alias(only, &name);
        }
        let bodies = runs
            .iter()
            .map(|&runs_at| body(runs_at))
            .collect::<Lowered<Vec<_>>>()?;
        self.emit_dispatch_stub(kernel.kernel, self.c_entry_type(kernel.kernel), &bodies)?;
        Ok(())
    }

    /// The exported alias `name` of `function`.
    fn alias(&self, function: FunctionValue<'ctx>, name: &str) -> Lowered<()> {
        let Some(alias) = version::add_function_alias(&self.module, function, name) else {
            return unsupported(format!("`{name}` cannot name an alias"));
        };
        if self.target.is_windows() {
            alias.set_dll_storage_class(inkwell::DLLStorageClass::Export);
        }
        Ok(())
    }
}

/// For each level (index into `bodies`), the index of the level whose body it runs: its own,
/// or the one the level below runs when the level's optimised code is the same and uses nothing
/// the level's added instructions improve.
fn choose_bodies(texts: &FunctionTexts, bodies: &[LevelBody]) -> Vec<usize> {
    let mut runs = Vec::with_capacity(bodies.len());
    let mut kept: Option<(usize, String)> = None;
    for (index, body) in bodies.iter().enumerate() {
        if body.closures.is_none()
            && let Some((kept_index, _)) = &kept
        {
            // Not lowered: the top level's code showed the kernel has one body.
            runs.push(*kept_index);
            continue;
        }
        let code = optimised_code(texts, body);
        let same_as_kept = match (&kept, &code) {
            (Some((kept_index, kept_code)), Some(code)) => {
                kept_code == code
                    && !bodies[kept_index + 1..=index]
                        .iter()
                        .any(|level| improved_by(level.level, code))
            }
            _ => false,
        };
        match (&kept, same_as_kept) {
            (Some((kept_index, _)), true) => runs.push(*kept_index),
            _ => {
                runs.push(index);
                // A body whose code could not be read is never shared.
                kept = code.map(|code| (index, code));
            }
        }
    }
    runs
}

/// The text of every function of a module as LLVM prints it, by name.
pub(super) struct FunctionTexts {
    module: String,
    /// Name → byte range of its `define … }` in `module`.
    functions: HashMap<String, std::ops::Range<usize>>,
    /// Name → its `define … }`, for functions printed on their own after `module`.
    printed: HashMap<String, String>,
}

impl FunctionTexts {
    /// Prints `module` once (printing a function on its own numbers the whole module again,
    /// every time) and finds each function's definition in the text.
    pub(super) fn of(module: &Module<'_>) -> FunctionTexts {
        let text = module.print_to_string().to_string();
        let mut functions = HashMap::new();
        let mut offset = 0;
        let mut open: Option<(String, usize)> = None;
        for line in text.split_inclusive('\n') {
            if let Some(rest) = line.strip_prefix("define ") {
                let name = rest
                    .split_once('@')
                    .and_then(|(_, after)| after.split_once('('))
                    .map(|(name, _)| name.trim_matches('"').to_string());
                open = name.map(|name| (name, offset));
            } else if line.trim_end() == "}"
                && let Some((name, start)) = open.take()
            {
                functions.insert(name, start..offset + line.len());
            }
            offset += line.len();
        }
        FunctionTexts {
            module: text,
            functions,
            printed: HashMap::new(),
        }
    }

    /// Prints each function of `names` that `module` defines on its own, replacing its text
    /// from the module's print. A function printed alone numbers the whole module's metadata
    /// each time, but that costs far less than printing the module: worth it for the few
    /// functions linking brings in.
    pub(super) fn print_functions(&mut self, module: &Module<'_>, names: &[&str]) {
        for &name in names {
            let Some(function) = module.get_function(name) else {
                continue;
            };
            let text = function.print_to_string().to_string();
            // The print starts with comments (`; Function Attrs: …`) before its `define`.
            let define = text
                .match_indices("define ")
                .find(|&(at, _)| at == 0 || text[..at].ends_with('\n'))
                .map_or(text.len(), |(at, _)| at);
            self.functions.remove(name);
            self.printed
                .insert(name.to_string(), text[define..].to_string());
        }
    }

    fn get(&self, name: &str) -> Option<&str> {
        if let Some(text) = self.printed.get(name) {
            return Some(text);
        }
        self.functions
            .get(name)
            .and_then(|range| self.module.get(range.clone()))
    }
}

/// The optimised IR of a level's body and its closures as LLVM prints it, with what differs
/// between levels of the same code taken out: the function names, attribute-group and
/// metadata numbers (the attributes name the level's CPU). `None` when a function is missing.
fn optimised_code(texts: &FunctionTexts, body: &LevelBody) -> Option<String> {
    let mut names: Vec<(&str, String)> = vec![(body.symbol.as_str(), "body".to_string())];
    names.extend(
        body.closures
            .as_ref()?
            .iter()
            .enumerate()
            .map(|(index, closure)| (closure.as_str(), format!("closure{index}"))),
    );
    let mut text = String::new();
    for (name, _) in &names {
        text.push_str(texts.get(name)?);
    }
    Some(normalised(&text, &names))
}

/// `text` with `@NAME` of each `names` pair replaced by `@REPLACEMENT`, `#N` attribute-group
/// references dropped and `!N` metadata numbers replaced by `!`.
fn normalised(text: &str, names: &[(&str, String)]) -> String {
    // Copies the text between the marks in runs: this runs over every body's text several
    // times per kernel, so it is a scan for `@`, `#` and `!`, not a walk over characters.
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    let mut at = 0;
    while let Some(offset) = bytes[at..]
        .iter()
        .position(|b| matches!(b, b'@' | b'#' | b'!'))
    {
        let mark = at + offset;
        let after = &bytes[mark + 1..];
        if bytes[mark] == b'@' {
            let length = after
                .iter()
                .position(|&b| !(b.is_ascii_alphanumeric() || b"-$._".contains(&b)))
                .unwrap_or(after.len());
            let identifier = &text[mark + 1..mark + 1 + length];
            if let Some((_, replacement)) = names.iter().find(|(name, _)| *name == identifier) {
                out.push_str(&text[copied..=mark]);
                out.push_str(replacement);
                copied = mark + 1 + length;
            }
            at = mark + 1 + length;
        } else {
            let digits = after.iter().take_while(|b| b.is_ascii_digit()).count();
            if digits > 0 {
                // `!N` keeps its `!`, `#N` goes.
                let kept = if bytes[mark] == b'!' { mark + 1 } else { mark };
                out.push_str(&text[copied..kept]);
                copied = mark + 1 + digits;
            }
            at = mark + 1 + digits;
        }
    }
    out.push_str(&text[copied..]);
    out
}

/// Whether `level`'s added instructions carry out something in `code` better than the level
/// below, so that the same IR gives faster machine code there. Conservative: an IR text
/// pattern that merely might be such an operation counts. Integer vectors count as operands
/// (`<4 x i32> %v`), not as the constant masks of shuffles (a broadcast is
/// `shufflevector <4 x float> %x, <4 x float> poison, <4 x i32> zeroinitializer`).
fn improved_by(level: CpuLevel, code: &str) -> bool {
    let patterns: &[&str] = match level {
        // SSE4.1 rounding, blends and integer vector min/max/multiply/extension; SSSE3
        // shuffles and absolute values; SSE4.2 64-bit compares; POPCNT.
        CpuLevel::X86_64V2 => &[
            "@llvm.floor.",
            "@llvm.ceil.",
            "@llvm.trunc.",
            "@llvm.rint.",
            "@llvm.nearbyint.",
            "@llvm.round.",
            "@llvm.roundeven.",
            "@llvm.ctpop.",
            " x i1> %",
            " x i8> %",
            " x i16> %",
            " x i32> %",
            " x i64> %",
        ],
        // FMA, F16C half conversions, LZCNT/TZCNT, AVX2 integer vectors and per-lane shifts.
        CpuLevel::X86_64V3 => &[
            "@llvm.fma.",
            "@llvm.fmuladd.",
            "half",
            "@llvm.ctlz.",
            "@llvm.cttz.",
            " x i8> %",
            " x i16> %",
            " x i32> %",
            " x i64> %",
        ],
        // AVX-512 on narrower vectors: 64-bit integer multiply and conversions, masked
        // operations.
        CpuLevel::X86_64V4 => &[" x i64> %", "@llvm.masked."],
        // The dot-product instructions work on 8-bit integer vectors.
        CpuLevel::Aarch64DotProd => &[" x i8> %", " x i16> %"],
        // SVE code has scalable vectors, which the IR shows; the baselines add nothing.
        _ => &[],
    };
    patterns.iter().any(|pattern| code.contains(pattern))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn names_attribute_groups_and_metadata_numbers_are_taken_out() {
        let names = [
            ("k_c.x86-64-v2", "body".to_string()),
            ("__modlink_k_parallel3", "closure0".to_string()),
        ];
        let text = "define i32 @k_c.x86-64-v2(ptr %A) #4 {\n  call void @__modlink_k_parallel3(), !llvm.loop !12\n  call void @k_c.x86-64-v2x()\n}";
        assert_eq!(
            normalised(text, &names),
            "define i32 @body(ptr %A)  {\n  call void @closure0(), !llvm.loop !\n  call void @k_c.x86-64-v2x()\n}"
        );
    }

    /// The plain character walk `normalised` replaced, as the reference it must agree with.
    fn normalised_by_characters(text: &str, names: &[(&str, String)]) -> String {
        let mut out = String::with_capacity(text.len());
        let mut chars = text.char_indices().peekable();
        while let Some((at, c)) = chars.next() {
            match c {
                '@' => {
                    let rest = &text[at + 1..];
                    let length = rest
                        .find(|c: char| !(c.is_ascii_alphanumeric() || "-$._".contains(c)))
                        .unwrap_or(rest.len());
                    let identifier = &rest[..length];
                    out.push('@');
                    match names.iter().find(|(name, _)| *name == identifier) {
                        Some((_, replacement)) => out.push_str(replacement),
                        None => out.push_str(identifier),
                    }
                    for _ in 0..identifier.chars().count() {
                        chars.next();
                    }
                }
                '#' | '!' if chars.peek().is_some_and(|(_, next)| next.is_ascii_digit()) => {
                    if c == '!' {
                        out.push('!');
                    }
                    while chars.peek().is_some_and(|(_, next)| next.is_ascii_digit()) {
                        chars.next();
                    }
                }
                _ => out.push(c),
            }
        }
        out
    }

    #[test]
    fn the_scan_normalises_as_the_character_walk_does() {
        let names = [
            ("k_c.x86-64", "body".to_string()),
            ("__modlink_k_parallel0", "closure0".to_string()),
        ];
        let cases = [
            "",
            "@",
            "#",
            "!",
            "@k_c.x86-64",
            "@k_c.x86-64#12!3@",
            "x #a !b #7 !!9 ##1 @\"q\" @k_c.x86-64-v2 @k_c.x86-64 é@k_c.x86-64é #",
            "define i32 @k_c.x86-64(ptr %A) #0 {\n  %v = load <8 x float>, ptr %A, align 4, !tbaa !4\n  tail call void @__modlink_k_parallel0() #12\n  br label %l, !llvm.loop !17\n}\n",
        ];
        for text in cases {
            assert_eq!(
                normalised(text, &names),
                normalised_by_characters(text, &names),
                "{text:?}"
            );
        }
    }

    #[test]
    fn each_function_is_found_in_the_module_text() {
        let context = inkwell::context::Context::create();
        let module = context.create_module("m");
        let i32_type = context.i32_type();
        for (name, value) in [("k_c.x86-64", 1), ("k_c.x86-64-v2", 2)] {
            let function = module.add_function(name, i32_type.fn_type(&[], false), None);
            let builder = context.create_builder();
            builder.position_at_end(context.append_basic_block(function, "entry"));
            builder
                .build_return(Some(&i32_type.const_int(value, false)))
                .unwrap();
        }
        module.add_function("declared", i32_type.fn_type(&[], false), None);
        let texts = FunctionTexts::of(&module);
        let first = texts.get("k_c.x86-64").unwrap();
        assert!(first.starts_with("define i32 @k_c.x86-64()"), "{first}");
        assert!(
            first.contains("ret i32 1") && first.trim_end().ends_with('}'),
            "{first}"
        );
        assert!(texts.get("k_c.x86-64-v2").unwrap().contains("ret i32 2"));
        assert_eq!(texts.get("declared"), None);
    }

    /// What choose_levels relies on after linking: a function printed on its own compares
    /// with another function's text from the module's print as it would in that print.
    #[test]
    fn a_function_printed_alone_reads_as_in_the_module_print() {
        use inkwell::attributes::{Attribute, AttributeLoc};
        let context = inkwell::context::Context::create();
        let module = context.create_module("m");
        let i32_type = context.i32_type();
        let fn_type = i32_type.fn_type(&[i32_type.into()], false);
        for name in ["k_c.x86-64", "k_c.x86-64-v3"] {
            let function = module.add_function(name, fn_type, None);
            let noinline = Attribute::get_named_enum_kind_id("noinline");
            function.add_attribute(
                AttributeLoc::Function,
                context.create_enum_attribute(noinline, 0),
            );
            let cpu = context.create_string_attribute("target-cpu", name);
            function.add_attribute(AttributeLoc::Function, cpu);
            let b = context.create_builder();
            b.position_at_end(context.append_basic_block(function, "entry"));
            let x = function.get_first_param().unwrap().into_int_value();
            let sum = b
                .build_int_add(x, i32_type.const_int(1, false), "sum")
                .unwrap();
            let ret = b.build_return(Some(&sum)).unwrap();
            let node = context.metadata_node(&[context.metadata_string(name).into()]);
            ret.set_metadata(node, context.get_kind_id("modlink.test"))
                .unwrap();
        }
        let mut texts = FunctionTexts::of(&module);
        let from_module = texts.get("k_c.x86-64-v3").unwrap().to_string();
        texts.print_functions(&module, &["k_c.x86-64-v3", "not_in_the_module"]);
        let alone = texts.get("k_c.x86-64-v3").unwrap();
        assert!(
            alone.starts_with("define i32 @k_c.x86-64-v3(i32 %0) #"),
            "{alone}"
        );
        assert!(alone.contains("!modlink.test !"), "{alone}");
        assert_eq!(alone, from_module);
        let body = |name: &str, texts: &FunctionTexts| {
            normalised(texts.get(name).unwrap(), &[(name, "body".to_string())])
        };
        assert_eq!(body("k_c.x86-64-v3", &texts), body("k_c.x86-64", &texts));
        assert_eq!(texts.get("not_in_the_module"), None);
    }

    #[test]
    fn a_level_of_the_same_width_is_compiled_only_for_operations_it_does_better() {
        let adds = "%s = fadd float %a, %b";
        assert!(!may_vectorise_with(CpuLevel::X86_64V2, adds));
        assert!(may_vectorise_with(
            CpuLevel::X86_64V2,
            "%m = select i1 %c, float %a, float %b"
        ));
        assert!(may_vectorise_with(
            CpuLevel::X86_64V2,
            "%p = mul nsw i32 %a, %b"
        ));
        assert!(!may_vectorise_with(
            CpuLevel::X86_64V2,
            "%p = mul nsw i64 %a, %b"
        ));
        assert!(may_vectorise_with(
            CpuLevel::Aarch64DotProd,
            "%w = sext i8 %a to i32"
        ));
        assert!(widens_vectors(CpuLevel::X86_64V3) && widens_vectors(CpuLevel::Aarch64Sve));
        assert!(!widens_vectors(CpuLevel::X86_64V2) && !widens_vectors(CpuLevel::Aarch64DotProd));
    }

    #[test]
    fn a_level_gains_only_from_what_its_instructions_do() {
        let float_vectors = "fadd <4 x float> %a, %b";
        assert!(!improved_by(CpuLevel::X86_64V2, float_vectors));
        assert!(!improved_by(CpuLevel::X86_64V3, float_vectors));
        let broadcast =
            "shufflevector <4 x float> %x, <4 x float> poison, <4 x i32> zeroinitializer";
        assert!(!improved_by(CpuLevel::X86_64V2, broadcast));
        assert!(improved_by(CpuLevel::X86_64V2, "add <4 x i32> %a, %b"));
        assert!(improved_by(CpuLevel::X86_64V2, "select <4 x i1> %m"));
        assert!(improved_by(
            CpuLevel::X86_64V3,
            "call float @llvm.fma.f32(float %a, float %b, float %c)"
        ));
        assert!(!improved_by(
            CpuLevel::X86_64V2,
            "call float @llvm.fma.f32(float %a, float %b, float %c)"
        ));
        assert!(improved_by(
            CpuLevel::X86_64V2,
            "call float @llvm.floor.f32(float %x)"
        ));
        assert!(!improved_by(CpuLevel::Aarch64Sve, "mul <16 x i8> %a, %b"));
        assert!(improved_by(
            CpuLevel::Aarch64DotProd,
            "mul <16 x i8> %a, %b"
        ));
    }
}
