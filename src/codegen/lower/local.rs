//! `local` arrays: an alloca in the function's entry block (so SROA can split it into registers
//! once the loops over it are unrolled), zeroed where the declaration runs. Inside the body a
//! local array is bound like a buffer with constant extents, so loads, stores and the captures
//! of a nested `parallel for` need no special case.

use inkwell::types::BasicType;

use super::function::{Binding, FnLowering};
use super::{Lowered, unsupported};
use crate::ir::DType;

/// Wide enough for an aligned 512-bit vector load or store of the array's rows.
const LOCAL_ALIGNMENT: u32 = 64;

impl<'ctx> FnLowering<'_, 'ctx> {
    /// Lowers `local name: dtype[shape];` at the builder's position.
    pub(super) fn local_array(&mut self, name: &str, dtype: DType, shape: &[i64]) -> Lowered<()> {
        let i64_type = self.unit.context.i64_type();
        let mut count: u64 = 1;
        let mut extents = Vec::with_capacity(shape.len());
        for extent in shape {
            let Some(positive) = u64::try_from(*extent).ok().filter(|e| *e > 0) else {
                return unsupported(format!("local array `{name}` has extent {extent}"));
            };
            let Some(product) = count.checked_mul(positive) else {
                return unsupported(format!("local array `{name}` is too large"));
            };
            count = product;
            extents.push(i64_type.const_int(positive, false));
        }
        let Ok(elements) = u32::try_from(count) else {
            return unsupported(format!("local array `{name}` has {count} elements"));
        };
        let element = self.unit.memory_type(dtype);
        let array_type = element.as_basic_type_enum().array_type(elements);
        let data = self.entry_alloca(array_type, name)?;
        if let Some(alloca) = data.as_instruction() {
            // Only fails for a non-power-of-two alignment, which LOCAL_ALIGNMENT is not.
            let _ = alloca.set_alignment(LOCAL_ALIGNMENT);
        }
        let bytes = count.saturating_mul(dtype.size_bytes() as u64);
        self.builder.build_memset(
            data,
            LOCAL_ALIGNMENT,
            self.unit.context.i8_type().const_zero(),
            i64_type.const_int(bytes, false),
        )?;
        self.bind(
            name,
            Binding::Buffer {
                data,
                dtype,
                dims: extents,
            },
        );
        Ok(())
    }
}
