//! The running CPU's level bits (see [`CpuLevel::required_bits`]), computed in IR without
//! libc: cpuid and XGETBV through inline assembly on x86-64, `getauxval(AT_HWCAP)` (weak) on
//! Linux AArch64, none elsewhere (the documented fallback to the baseline).

use inkwell::IntPredicate;
use inkwell::module::Linkage;
use inkwell::values::{FunctionValue, IntValue};

use super::{Lowered, Unit};
use crate::codegen::llvm::version;
use crate::target::Arch;
#[cfg(doc)]
use crate::target::cpu_levels::CpuLevel;

/// Linux `AT_HWCAP` and the AArch64 bits the levels need.
const AT_HWCAP: u64 = 16;
const HWCAP_ASIMDDP: u64 = 1 << 20;
const HWCAP_SVE: u64 = 1 << 22;

impl<'ctx> Unit<'ctx> {
    /// `i32 __modlink_cpu_detect()`: the running CPU's level bits (see
    /// [`CpuLevel::required_bits`]).
    pub(super) fn detect_function(&self) -> Lowered<FunctionValue<'ctx>> {
        const NAME: &str = "__modlink_cpu_detect";
        if let Some(existing) = self.module.get_function(NAME) {
            return Ok(existing);
        }
        let c = self.context;
        let function = self.module.add_function(
            NAME,
            c.i32_type().fn_type(&[], false),
            Some(Linkage::Internal),
        );
        self.mark_run_once(function);
        let b = c.create_builder();
        b.position_at_end(c.append_basic_block(function, "entry"));
        let bits = match self.target.arch() {
            Arch::X86_64 => self.detect_x86(&b, function)?,
            Arch::Aarch64 if self.target.is_linux() => self.detect_aarch64_linux(&b, function)?,
            // Documented fallback: the baseline level.
            _ => c.i32_type().const_zero(),
        };
        b.build_return(Some(&bits))?;
        Ok(function)
    }

    /// x86-64-v2/v3/v4 from cpuid leaves 1, 7 and 0x80000001 and, for the AVX levels, the
    /// register state the OS saves (XGETBV, read only when OSXSAVE says it may be).
    fn detect_x86(
        &self,
        b: &inkwell::builder::Builder<'ctx>,
        function: FunctionValue<'ctx>,
    ) -> Lowered<IntValue<'ctx>> {
        let c = self.context;
        let i32_type = c.i32_type();
        let registers = c.struct_type(&[i32_type.into(); 4], false);
        let cpuid_type = registers.fn_type(&[i32_type.into(), i32_type.into()], false);
        let cpuid_asm = c.create_inline_asm(
            cpuid_type,
            "cpuid".to_string(),
            "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}".to_string(),
            false,
            false,
            None,
            false,
        );
        let cpuid = |leaf: u64, name: &str| -> Lowered<[IntValue<'ctx>; 4]> {
            let call = version::indirect_call(
                b,
                cpuid_type,
                cpuid_asm,
                &[
                    i32_type.const_int(leaf, false).into(),
                    i32_type.const_zero().into(),
                ],
                name,
            )?;
            let value = call
                .try_as_basic_value()
                .basic()
                .ok_or_else(|| super::Failure::Unsupported("cpuid".to_string()))?
                .into_struct_value();
            let mut out = [i32_type.const_zero(); 4];
            for (index, slot) in out.iter_mut().enumerate() {
                *slot = b
                    .build_extract_value(value, index as u32, &format!("{name}.{index}"))?
                    .into_int_value();
            }
            Ok(out)
        };
        let has = |register: IntValue<'ctx>, bits: &[u32], name: &str| -> Lowered<IntValue<'ctx>> {
            let mask = bits.iter().fold(0u64, |mask, bit| mask | (1u64 << bit));
            let mask = i32_type.const_int(mask, false);
            let present = b.build_and(register, mask, name)?;
            Ok(b.build_int_compare(IntPredicate::EQ, present, mask, name)?)
        };
        let [max_leaf, ..] = cpuid(0, "leaf0")?;
        let [_, _, ecx1, _] = cpuid(1, "leaf1")?;
        let [_, ebx7, _, _] = cpuid(7, "leaf7")?;
        let [max_extended, ..] = cpuid(0x8000_0000, "ext0")?;
        let [_, _, ecx_ext, _] = cpuid(0x8000_0001, "ext1")?;
        // A leaf above the maximum returns another leaf's data on some CPUs: ignore it then.
        let leaf7_valid = b.build_int_compare(
            IntPredicate::UGE,
            max_leaf,
            i32_type.const_int(7, false),
            "leaf7.valid",
        )?;
        let ebx7 = b
            .build_select(leaf7_valid, ebx7, i32_type.const_zero(), "ebx7")?
            .into_int_value();
        let ext_valid = b.build_int_compare(
            IntPredicate::UGE,
            max_extended,
            i32_type.const_int(0x8000_0001, false),
            "ext.valid",
        )?;
        let ecx_ext = b
            .build_select(ext_valid, ecx_ext, i32_type.const_zero(), "ecx.ext")?
            .into_int_value();
        // v2: SSE3, SSSE3, CMPXCHG16B, SSE4.1, SSE4.2, POPCNT; LAHF/SAHF.
        let v2_basic = has(ecx1, &[0, 9, 13, 19, 20, 23], "v2.leaf1")?;
        let v2_ext = has(ecx_ext, &[0], "v2.ext")?;
        let v2 = b.build_and(v2_basic, v2_ext, "v2")?;
        // v3: FMA, MOVBE, OSXSAVE, AVX, F16C; BMI1, AVX2, BMI2; LZCNT.
        let v3_leaf1 = has(ecx1, &[12, 22, 27, 28, 29], "v3.leaf1")?;
        let v3_leaf7 = has(ebx7, &[3, 5, 8], "v3.leaf7")?;
        let v3_ext = has(ecx_ext, &[5], "v3.ext")?;
        // v4: AVX512F, AVX512DQ, AVX512CD, AVX512BW, AVX512VL.
        let v4_leaf7 = has(ebx7, &[16, 17, 28, 30, 31], "v4.leaf7")?;
        let osxsave = has(ecx1, &[27], "osxsave")?;

        let entry = b
            .get_insert_block()
            .ok_or_else(|| super::Failure::Unsupported("no insertion point".to_string()))?;
        let read_xcr0 = c.append_basic_block(function, "xcr0.read");
        let done = c.append_basic_block(function, "xcr0.done");
        b.build_conditional_branch(osxsave, read_xcr0, done)?;
        b.position_at_end(read_xcr0);
        let xgetbv_type = c
            .struct_type(&[i32_type.into(); 2], false)
            .fn_type(&[i32_type.into()], false);
        let xgetbv = c.create_inline_asm(
            xgetbv_type,
            "xgetbv".to_string(),
            "={ax},={dx},{cx},~{dirflag},~{fpsr},~{flags}".to_string(),
            false,
            false,
            None,
            false,
        );
        let xcr0 = version::indirect_call(
            b,
            xgetbv_type,
            xgetbv,
            &[i32_type.const_zero().into()],
            "xcr0",
        )?
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| super::Failure::Unsupported("xgetbv".to_string()))?
        .into_struct_value();
        let xcr0_low = b.build_extract_value(xcr0, 0, "xcr0.low")?.into_int_value();
        b.build_unconditional_branch(done)?;
        b.position_at_end(done);
        let xcr0 = b.build_phi(i32_type, "xcr0")?;
        xcr0.add_incoming(&[(&i32_type.const_zero(), entry), (&xcr0_low, read_xcr0)]);
        let xcr0 = xcr0.as_basic_value().into_int_value();
        // XMM and YMM state (bits 1, 2); plus opmask and ZMM state (bits 5, 6, 7) for AVX-512.
        let ymm_saved = has(xcr0, &[1, 2], "ymm.saved")?;
        let zmm_saved = has(xcr0, &[1, 2, 5, 6, 7], "zmm.saved")?;

        let v3 = b.build_and(v2, v3_leaf1, "v3.a")?;
        let v3 = b.build_and(v3, v3_leaf7, "v3.b")?;
        let v3 = b.build_and(v3, v3_ext, "v3.c")?;
        let v3 = b.build_and(v3, ymm_saved, "v3")?;
        let v4 = b.build_and(v3, v4_leaf7, "v4.a")?;
        let v4 = b.build_and(v4, zmm_saved, "v4")?;
        let mut bits = i32_type.const_zero();
        for (flag, bit) in [(v2, 1u64), (v3, 2), (v4, 4)] {
            let value = b.build_int_z_extend(flag, i32_type, "flag")?;
            let shifted = b.build_int_mul(value, i32_type.const_int(bit, false), "bit")?;
            bits = b.build_or(bits, shifted, "bits")?;
        }
        Ok(bits)
    }

    /// Dot product and SVE from `getauxval(AT_HWCAP)` (weak: without it, the baseline).
    fn detect_aarch64_linux(
        &self,
        b: &inkwell::builder::Builder<'ctx>,
        function: FunctionValue<'ctx>,
    ) -> Lowered<IntValue<'ctx>> {
        let c = self.context;
        let (i32_type, i64_type) = (c.i32_type(), c.i64_type());
        let getauxval = self.declare_function(
            "getauxval",
            i64_type.fn_type(&[i64_type.into()], false),
            Linkage::ExternalWeak,
        );
        let entry = b
            .get_insert_block()
            .ok_or_else(|| super::Failure::Unsupported("no insertion point".to_string()))?;
        let read = c.append_basic_block(function, "hwcap.read");
        let done = c.append_basic_block(function, "hwcap.done");
        let missing = b.build_is_null(
            getauxval.as_global_value().as_pointer_value(),
            "no.getauxval",
        )?;
        b.build_conditional_branch(missing, done, read)?;
        b.position_at_end(read);
        let hwcap = version::call(
            b,
            getauxval,
            &[i64_type.const_int(AT_HWCAP, false).into()],
            "hwcap",
        )?
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| super::Failure::Unsupported("getauxval".to_string()))?
        .into_int_value();
        b.build_unconditional_branch(done)?;
        b.position_at_end(done);
        let hwcap_phi = b.build_phi(i64_type, "hwcap.value")?;
        hwcap_phi.add_incoming(&[(&i64_type.const_zero(), entry), (&hwcap, read)]);
        let hwcap = hwcap_phi.as_basic_value().into_int_value();
        let mut bits = i32_type.const_zero();
        for (cap, bit) in [(HWCAP_ASIMDDP, 1u64), (HWCAP_SVE, 2)] {
            let present = b.build_and(hwcap, i64_type.const_int(cap, false), "cap")?;
            let present =
                b.build_int_compare(IntPredicate::NE, present, i64_type.const_zero(), "has")?;
            let value = b.build_int_z_extend(present, i32_type, "flag")?;
            let shifted = b.build_int_mul(value, i32_type.const_int(bit, false), "bit")?;
            bits = b.build_or(bits, shifted, "bits")?;
        }
        Ok(bits)
    }
}
