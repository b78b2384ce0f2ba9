//! The tag table of a Relax executable's constant pool, one per TVM generation, which both
//! halves of the blob read (`read::relax` decodes a tag, `write::relax` writes one); and which
//! table a blob uses, which follows from its layout and symbol, never from the payload.

use super::{Layout, SYMBOL_TRANSITION};
use crate::abi::ffi::type_index;
use crate::module::relax::ConstantTags;

/// What a constant of the pool is, as its tag says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ConstantKind {
    Tensor,
    Shape,
    Str,
    Int,
    Float,
    DataType,
}

impl ConstantKind {
    const ALL: [ConstantKind; 6] = [
        ConstantKind::Tensor,
        ConstantKind::Shape,
        ConstantKind::Str,
        ConstantKind::Int,
        ConstantKind::Float,
        ConstantKind::DataType,
    ];
}

impl ConstantTags {
    /// The table of the TVM generation that writes `layout` under its own symbol: the current
    /// layout is TVM 0.22+, the legacy layout under `__tvm_dev_mblob` is TVM ≤ 0.20.
    pub fn for_layout(layout: Layout) -> Self {
        match layout {
            Layout::Current => Self::Tvm022,
            Layout::Legacy => Self::Tvm016,
        }
    }

    /// The table for a blob found under `symbol` (a system-lib prefix in front is allowed):
    /// `__tvm_ffi__library_bin` → 0.22+, `__tvm_ffi_library_bin` → 0.21, `__tvm_dev_mblob` →
    /// 0.16–0.20; `None` for any other name.
    pub fn for_symbol(symbol: &str) -> Option<Self> {
        let (layout, _) = Layout::from_symbol(symbol)?;
        if symbol.ends_with(SYMBOL_TRANSITION) {
            Some(Self::Tvm021)
        } else {
            Some(Self::for_layout(layout))
        }
    }

    /// The tag of `kind`'s constants in this generation's table.
    pub(crate) fn tag(self, kind: ConstantKind) -> i32 {
        use ConstantKind::*;
        match (self, kind) {
            (Self::Tvm016, Tensor) => 0,
            (Self::Tvm016, DataType) => 1,
            (Self::Tvm016, Shape) => 2,
            (Self::Tvm016, Str) => 3,
            (Self::Tvm016, Int) => 4,
            (Self::Tvm016, Float) => 5,
            (Self::Tvm021, Tensor) => 72,
            (Self::Tvm021, Shape) => 71,
            (Self::Tvm021, Str) => 65,
            (Self::Tvm021, Int) => 1,
            (Self::Tvm021, Float) => 3,
            (Self::Tvm021, DataType) => 5,
            // TVM 0.22+ tags constants with the tvm-ffi type indices of their values.
            (Self::Tvm022, Tensor) => type_index::TENSOR,
            (Self::Tvm022, Shape) => type_index::SHAPE,
            (Self::Tvm022, Str) => type_index::STRING,
            (Self::Tvm022, Int) => type_index::INT,
            (Self::Tvm022, Float) => type_index::FLOAT,
            (Self::Tvm022, DataType) => type_index::DATA_TYPE,
        }
    }

    /// The kind `tag` stands for in this generation's table.
    pub(crate) fn kind_of(self, tag: i32) -> Option<ConstantKind> {
        ConstantKind::ALL
            .into_iter()
            .find(|&kind| self.tag(kind) == tag)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tag_reads_back_as_its_kind_in_every_generation() {
        for tags in [
            ConstantTags::Tvm016,
            ConstantTags::Tvm021,
            ConstantTags::Tvm022,
        ] {
            for kind in ConstantKind::ALL {
                assert_eq!(tags.kind_of(tags.tag(kind)), Some(kind), "{tags:?}");
            }
        }
        assert_eq!(ConstantTags::Tvm022.kind_of(0), None);
    }
}
