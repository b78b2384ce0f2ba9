//! Error messages raised by the packed entries: text and run-time numbers passed as C-string
//! parts to the weak `TVMFFIErrorSetRaisedFromCStrParts`, with an in-IR integer formatter so
//! no target needs `snprintf`.

use inkwell::IntPredicate;
use inkwell::module::Linkage;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, IntValue, PointerValue};

use super::packed_entry::PackedEntry;
use super::{Lowered, Unit, unsupported};
use crate::abi::entry_points::entry;
use crate::codegen::Abi;
use crate::codegen::llvm::version;

/// Most run-time numbers one error message formats.
pub(super) const MAX_NUMBERS: u32 = 4;
/// Bytes of one digit buffer: 20 digits, a sign and the NUL fit.
pub(super) const DIGITS_SIZE: u32 = 24;
/// Most parts one error message has.
pub(super) const MAX_PARTS: u32 = 16;

/// One piece of an error message: fixed text, text a helper was passed, or an `i64` formatted
/// at run time.
pub(super) enum Part<'ctx> {
    Text(String),
    TextAt(PointerValue<'ctx>),
    Number(IntValue<'ctx>),
}

/// Fixed message text.
pub(super) fn text<'ctx>(s: impl Into<String>) -> Part<'ctx> {
    Part::Text(s.into())
}

impl<'ctx> Unit<'ctx> {
    /// `ptr __modlink_format_i64(i64 value, ptr buffer)`: writes `value` in decimal,
    /// NUL-terminated, at the end of the 24-byte `buffer` and returns where it starts (no libc
    /// needed on any target).
    fn format_i64_function(&self) -> Lowered<FunctionValue<'ctx>> {
        const NAME: &str = "__modlink_format_i64";
        if let Some(existing) = self.module.get_function(NAME) {
            return Ok(existing);
        }
        let c = self.context;
        let (i8_type, i64_type, p) = (c.i8_type(), c.i64_type(), self.pointer());
        let function = self.module.add_function(
            NAME,
            p.fn_type(&[i64_type.into(), p.into()], false),
            Some(Linkage::Internal),
        );
        self.mark_error_path(function);
        let value = function
            .get_first_param()
            .map(|v| v.into_int_value())
            .ok_or_else(|| super::Failure::Unsupported("format: no value".to_string()))?;
        let buffer = function
            .get_nth_param(1)
            .map(|v| v.into_pointer_value())
            .ok_or_else(|| super::Failure::Unsupported("format: no buffer".to_string()))?;
        let b = c.create_builder();
        let entry = c.append_basic_block(function, "entry");
        let digit_loop = c.append_basic_block(function, "digit");
        let after = c.append_basic_block(function, "digits.done");
        let sign = c.append_basic_block(function, "sign");
        let done = c.append_basic_block(function, "done");
        b.position_at_end(entry);
        let negative =
            b.build_int_compare(IntPredicate::SLT, value, i64_type.const_zero(), "neg")?;
        let negated = b.build_int_sub(i64_type.const_zero(), value, "negated")?;
        // As unsigned, 0 - MIN is |MIN|, so i64::MIN prints correctly.
        let magnitude = b
            .build_select(negative, negated, value, "mag")?
            .into_int_value();
        // SAFETY: offsets stay inside the caller's 24-byte buffer (20 digits, sign, NUL).
        let end = unsafe {
            version::in_bounds_gep(
                &b,
                i8_type,
                buffer,
                &[i64_type.const_int(u64::from(DIGITS_SIZE - 1), false)],
                "end",
            )?
        };
        version::store(&b, end, i8_type.const_zero())?;
        b.build_unconditional_branch(digit_loop)?;
        b.position_at_end(digit_loop);
        let remaining = b.build_phi(i64_type, "remaining")?;
        let cursor = b.build_phi(p, "cursor")?;
        let ten = i64_type.const_int(10, false);
        // SAFETY: see above; at most 20 digits are written before `end`.
        let digit_at = unsafe {
            version::in_bounds_gep(
                &b,
                i8_type,
                cursor.as_basic_value().into_pointer_value(),
                &[i64_type.const_all_ones()],
                "digit.at",
            )?
        };
        let remaining_value = remaining.as_basic_value().into_int_value();
        let digit = b.build_int_unsigned_rem(remaining_value, ten, "digit")?;
        let digit = b.build_int_truncate(digit, i8_type, "digit.byte")?;
        let ascii = b.build_int_add(digit, i8_type.const_int(u64::from(b'0'), false), "ascii")?;
        version::store(&b, digit_at, ascii)?;
        let rest = b.build_int_unsigned_div(remaining_value, ten, "rest")?;
        let more = b.build_int_compare(IntPredicate::NE, rest, i64_type.const_zero(), "more")?;
        remaining.add_incoming(&[(&magnitude, entry), (&rest, digit_loop)]);
        cursor.add_incoming(&[(&end, entry), (&digit_at, digit_loop)]);
        b.build_conditional_branch(more, digit_loop, after)?;
        b.position_at_end(after);
        b.build_conditional_branch(negative, sign, done)?;
        b.position_at_end(sign);
        // SAFETY: see above; the sign is the 21st character at most.
        let sign_at = unsafe {
            version::in_bounds_gep(
                &b,
                i8_type,
                digit_at,
                &[i64_type.const_all_ones()],
                "sign.at",
            )?
        };
        version::store(&b, sign_at, i8_type.const_int(u64::from(b'-'), false))?;
        b.build_unconditional_branch(done)?;
        b.position_at_end(done);
        let start = b.build_phi(p, "start")?;
        start.add_incoming(&[(&digit_at, after), (&sign_at, sign)]);
        b.build_return(Some(&start.as_basic_value()))?;
        Ok(function)
    }

    /// `void __modlink_raise(ptr kind, ptr parts, i32 n)`: calls
    /// `TVMFFIErrorSetRaisedFromCStrParts` if it resolved. The symbol is `extern_weak`, so the
    /// library loads (RTLD_NOW) in a process without tvm-ffi and a failing check then only
    /// returns -1.
    fn raise_function(&self) -> Lowered<FunctionValue<'ctx>> {
        const NAME: &str = "__modlink_raise";
        if let Some(existing) = self.module.get_function(NAME) {
            return Ok(existing);
        }
        let c = self.context;
        let p = self.pointer();
        let fn_type = c
            .void_type()
            .fn_type(&[p.into(), p.into(), c.i32_type().into()], false);
        let set_raised = self.declare_function(
            entry::TVMFFIErrorSetRaisedFromCStrParts.name,
            fn_type,
            Linkage::ExternalWeak,
        );
        let function = self
            .module
            .add_function(NAME, fn_type, Some(Linkage::Internal));
        self.mark_error_path(function);
        let b = c.create_builder();
        let entry = c.append_basic_block(function, "entry");
        let call = c.append_basic_block(function, "call");
        let done = c.append_basic_block(function, "done");
        b.position_at_end(entry);
        let missing =
            b.build_is_null(set_raised.as_global_value().as_pointer_value(), "missing")?;
        b.build_conditional_branch(missing, done, call)?;
        b.position_at_end(call);
        let args: Vec<BasicMetadataValueEnum<'ctx>> =
            function.get_param_iter().map(|v| v.into()).collect();
        version::call(&b, set_raised, &args, "")?;
        b.build_unconditional_branch(done)?;
        b.position_at_end(done);
        b.build_return(None)?;
        Ok(function)
    }
}

/// Bytes of the legacy message buffer (longer messages are cut).
const LEGACY_MESSAGE_SIZE: u32 = 1024;

impl<'ctx> Unit<'ctx> {
    /// `i64 __modlink_append(ptr buffer, i64 length, ptr text)`: copies the C string `text`
    /// to `buffer + length`, stopping one byte short of `LEGACY_MESSAGE_SIZE`; returns the new
    /// length.
    fn append_function(&self) -> Lowered<FunctionValue<'ctx>> {
        const NAME: &str = "__modlink_append";
        if let Some(existing) = self.module.get_function(NAME) {
            return Ok(existing);
        }
        let c = self.context;
        let (i8_type, i64_type, p) = (c.i8_type(), c.i64_type(), self.pointer());
        let function = self.module.add_function(
            NAME,
            i64_type.fn_type(&[p.into(), i64_type.into(), p.into()], false),
            Some(Linkage::Internal),
        );
        self.mark_error_path(function);
        let [buffer, length, source] = [0, 1, 2].map(|n| function.get_nth_param(n));
        let (Some(buffer), Some(length), Some(source)) = (buffer, length, source) else {
            return unsupported("append: missing parameters");
        };
        let (buffer, length, source) = (
            buffer.into_pointer_value(),
            length.into_int_value(),
            source.into_pointer_value(),
        );
        let b = c.create_builder();
        let entry = c.append_basic_block(function, "entry");
        let head = c.append_basic_block(function, "copy");
        let body = c.append_basic_block(function, "copy.byte");
        let exit = c.append_basic_block(function, "done");
        b.position_at_end(entry);
        b.build_unconditional_branch(head)?;
        b.position_at_end(head);
        let used = b.build_phi(i64_type, "used")?;
        let cursor = b.build_phi(p, "cursor")?;
        let used_value = used.as_basic_value().into_int_value();
        let cursor_value = cursor.as_basic_value().into_pointer_value();
        let byte = version::load(&b, i8_type, cursor_value, "byte")?.into_int_value();
        let at_nul = b.build_int_compare(IntPredicate::EQ, byte, i8_type.const_zero(), "nul")?;
        let full = b.build_int_compare(
            IntPredicate::UGE,
            used_value,
            i64_type.const_int(u64::from(LEGACY_MESSAGE_SIZE - 1), false),
            "full",
        )?;
        let stop = b.build_or(at_nul, full, "stop")?;
        b.build_conditional_branch(stop, exit, body)?;
        b.position_at_end(body);
        // SAFETY: `used` < LEGACY_MESSAGE_SIZE - 1 here, inside the caller's buffer; `cursor`
        // walks a NUL-terminated string and stops at its NUL.
        let (slot, next) = unsafe {
            (
                version::in_bounds_gep(&b, i8_type, buffer, &[used_value], "slot")?,
                version::in_bounds_gep(
                    &b,
                    i8_type,
                    cursor_value,
                    &[i64_type.const_int(1, false)],
                    "next",
                )?,
            )
        };
        version::store(&b, slot, byte)?;
        let grown = b.build_int_add(used_value, i64_type.const_int(1, false), "grown")?;
        b.build_unconditional_branch(head)?;
        used.add_incoming(&[(&length, entry), (&grown, body)]);
        cursor.add_incoming(&[(&source, entry), (&next, body)]);
        b.position_at_end(exit);
        b.build_return(Some(&used_value))?;
        Ok(function)
    }

    /// `void __modlink_raise_legacy(ptr kind, ptr parts, i32 n)`: joins `kind: parts…` into a
    /// stack buffer and passes it to `TVMAPISetLastError` (TVM ≤ 0.20) if that resolved; the
    /// symbol is `extern_weak` for the same reason as in the current ABI.
    fn legacy_raise_function(&self) -> Lowered<FunctionValue<'ctx>> {
        const NAME: &str = "__modlink_raise_legacy";
        if let Some(existing) = self.module.get_function(NAME) {
            return Ok(existing);
        }
        let c = self.context;
        let (i8_type, i32_type, i64_type, p) =
            (c.i8_type(), c.i32_type(), c.i64_type(), self.pointer());
        let append = self.append_function()?;
        let set_last_error = self.declare_function(
            entry::TVMAPISetLastError.name,
            c.void_type().fn_type(&[p.into()], false),
            Linkage::ExternalWeak,
        );
        let function = self.module.add_function(
            NAME,
            c.void_type()
                .fn_type(&[p.into(), p.into(), i32_type.into()], false),
            Some(Linkage::Internal),
        );
        self.mark_error_path(function);
        let [kind, parts, count] = [0, 1, 2].map(|n| function.get_nth_param(n));
        let (Some(kind), Some(parts), Some(count)) = (kind, parts, count) else {
            return unsupported("raise: missing parameters");
        };
        let (kind, parts) = (kind.into_pointer_value(), parts.into_pointer_value());
        let count = count.into_int_value();
        let b = c.create_builder();
        let entry = c.append_basic_block(function, "entry");
        let head = c.append_basic_block(function, "part");
        let body = c.append_basic_block(function, "part.append");
        let finish = c.append_basic_block(function, "finish");
        let done = c.append_basic_block(function, "done");
        b.position_at_end(entry);
        let buffer = b.build_alloca(i8_type.array_type(LEGACY_MESSAGE_SIZE), "message")?;
        let missing = b.build_is_null(
            set_last_error.as_global_value().as_pointer_value(),
            "missing",
        )?;
        let start = c.append_basic_block(function, "start");
        b.build_conditional_branch(missing, done, start)?;
        b.position_at_end(start);
        let call_append = |length: IntValue<'ctx>,
                           text: inkwell::values::PointerValue<'ctx>|
         -> Lowered<IntValue<'ctx>> {
            Ok(version::call(
                &b,
                append,
                &[buffer.into(), length.into(), text.into()],
                "length",
            )?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| super::Failure::Unsupported("append returned no value".to_string()))?
            .into_int_value())
        };
        let length = call_append(i64_type.const_zero(), kind)?;
        let length = call_append(length, self.c_string(": "))?;
        b.build_unconditional_branch(head)?;
        b.position_at_end(head);
        let index = b.build_phi(i32_type, "index")?;
        let used = b.build_phi(i64_type, "used")?;
        let index_value = index.as_basic_value().into_int_value();
        let used_value = used.as_basic_value().into_int_value();
        let more = b.build_int_compare(IntPredicate::SLT, index_value, count, "more")?;
        b.build_conditional_branch(more, body, finish)?;
        b.position_at_end(body);
        // SAFETY: `index` < n, the length of the caller's parts array.
        let part_at = unsafe { version::in_bounds_gep(&b, p, parts, &[index_value], "part.at")? };
        let part = version::load(&b, p, part_at, "part")?.into_pointer_value();
        let is_null = b.build_is_null(part, "part.null")?;
        let append_block = c.append_basic_block(function, "part.copy");
        let next_block = c.append_basic_block(function, "part.next");
        b.build_conditional_branch(is_null, next_block, append_block)?;
        b.position_at_end(append_block);
        let appended = call_append(used_value, part)?;
        b.build_unconditional_branch(next_block)?;
        b.position_at_end(next_block);
        let after = b.build_phi(i64_type, "after")?;
        after.add_incoming(&[(&used_value, body), (&appended, append_block)]);
        let next_index =
            b.build_int_add(index_value, i32_type.const_int(1, false), "index.next")?;
        b.build_unconditional_branch(head)?;
        index.add_incoming(&[(&i32_type.const_zero(), start), (&next_index, next_block)]);
        used.add_incoming(&[(&length, start), (&after.as_basic_value(), next_block)]);
        b.position_at_end(finish);
        // SAFETY: `used` ≤ LEGACY_MESSAGE_SIZE - 1 (append stops there).
        let nul_at =
            unsafe { version::in_bounds_gep(&b, i8_type, buffer, &[used_value], "nul.at")? };
        version::store(&b, nul_at, i8_type.const_zero())?;
        version::call(&b, set_last_error, &[buffer.into()], "")?;
        b.build_unconditional_branch(done)?;
        b.position_at_end(done);
        b.build_return(None)?;
        Ok(function)
    }
}

impl<'ctx> Unit<'ctx> {
    /// `void __modlink_fail_<shape>(ptr kind, part…)`: formats the numbers among the parts
    /// (`shape` spells them: `t` a C string, `n` an `i64`) and raises `kind` with the joined
    /// message. One per shape and module, so that each check of a packed entry fails with a
    /// single call: building the parts inline at each of an entry's dozens of checks made the
    /// entry most of the code LLVM compiles for a kernel, none of it on the path that runs.
    fn fail_function(&self, shape: &str, flavor: Abi) -> Lowered<FunctionValue<'ctx>> {
        let name = match flavor {
            Abi::Current => format!("__modlink_fail_{shape}"),
            Abi::Legacy => format!("__modlink_fail_legacy_{shape}"),
        };
        if let Some(existing) = self.module.get_function(&name) {
            return Ok(existing);
        }
        let numbers = shape.bytes().filter(|&kind| kind == b'n').count();
        if numbers > MAX_NUMBERS as usize {
            return unsupported("too many numbers in one error message");
        }
        if shape.len() > MAX_PARTS as usize {
            return unsupported("too many parts in one error message");
        }
        let c = self.context;
        let (i8_type, i32_type, i64_type, p) =
            (c.i8_type(), c.i32_type(), c.i64_type(), self.pointer());
        let format = self.format_i64_function()?;
        let raise = match flavor {
            Abi::Current => self.raise_function()?,
            Abi::Legacy => self.legacy_raise_function()?,
        };
        let mut params: Vec<inkwell::types::BasicMetadataTypeEnum<'ctx>> = vec![p.into()];
        params.extend(
            shape
                .bytes()
                .map(|kind| -> inkwell::types::BasicMetadataTypeEnum<'ctx> {
                    if kind == b'n' {
                        i64_type.into()
                    } else {
                        p.into()
                    }
                }),
        );
        let function = self.module.add_function(
            &name,
            c.void_type().fn_type(&params, false),
            Some(Linkage::Internal),
        );
        self.mark_error_path(function);
        let b = c.create_builder();
        b.position_at_end(c.append_basic_block(function, "entry"));
        let parts_type = p.array_type(shape.len() as u32);
        let parts = b.build_alloca(parts_type, "parts")?;
        let mut values = function.get_param_iter();
        let Some(kind) = values.next() else {
            return unsupported("fail: missing parameters");
        };
        for (index, value) in values.enumerate() {
            let piece = if value.is_int_value() {
                let buffer = b.build_alloca(i8_type.array_type(DIGITS_SIZE), "digits")?;
                version::call(&b, format, &[value.into(), buffer.into()], "digits")?
                    .try_as_basic_value()
                    .basic()
                    .ok_or_else(|| {
                        super::Failure::Unsupported("format returned no value".to_string())
                    })?
            } else {
                value
            };
            // SAFETY: `index` < shape.len(), the array's length.
            let slot = unsafe {
                version::in_bounds_gep(
                    &b,
                    parts_type,
                    parts,
                    &[
                        i64_type.const_zero(),
                        i64_type.const_int(index as u64, false),
                    ],
                    "part",
                )?
            };
            version::store(&b, slot, piece)?;
        }
        let count = i32_type.const_int(shape.len() as u64, false);
        version::call(&b, raise, &[kind.into(), parts.into(), count.into()], "")?;
        b.build_return(None)?;
        Ok(function)
    }
}

impl<'ctx> PackedEntry<'_, 'ctx> {
    /// Continues when `ok` holds; otherwise raises `kind` with the message `parts` and
    /// returns -1.
    pub(super) fn check(
        &mut self,
        ok: IntValue<'ctx>,
        kind: &str,
        parts: Vec<Part<'ctx>>,
    ) -> Lowered<()> {
        let c = self.unit.context;
        self.checks += 1;
        let fail = c.append_basic_block(self.function, &format!("check{}.fail", self.checks));
        let pass = c.append_basic_block(self.function, &format!("check{}.ok", self.checks));
        self.builder.build_conditional_branch(ok, pass, fail)?;
        self.builder.position_at_end(fail);
        let shape: String = parts
            .iter()
            .map(|part| match part {
                Part::Text(_) | Part::TextAt(_) => 't',
                Part::Number(_) => 'n',
            })
            .collect();
        let fail_function = self.unit.fail_function(&shape, self.flavor)?;
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = vec![self.unit.c_string(kind).into()];
        for part in parts {
            args.push(match part {
                Part::Text(text) => self.unit.c_string(&text).into(),
                Part::TextAt(text) => text.into(),
                Part::Number(value) => value.into(),
            });
        }
        version::call(&self.builder, fail_function, &args, "")?;
        self.builder
            .build_return(Some(&c.i32_type().const_all_ones()))?;
        self.builder.position_at_end(pass);
        Ok(())
    }
}
