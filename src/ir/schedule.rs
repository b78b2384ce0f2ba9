//! Schedule helpers on [`BlockBuilder`]: loop splitting and tiling with exact tails. They only
//! emit ordinary statements, so what they build prints, parses back and verifies like
//! hand-written `.kir`.

use super::ast::{Expr, LoopKind};
use super::builder::{BlockBuilder, int};

/// One tile handed to the body of [`BlockBuilder::for_tiles`].
#[derive(Clone, Debug, PartialEq)]
pub struct Tile {
    /// The tile's first index (a `let` named after the tiled variable).
    pub base: Expr,
    /// How many indices it covers: the constant factor for a full tile, else the remainder.
    pub extent: Expr,
    /// True for the full tiles, false for the partial one after them.
    pub full: bool,
}

impl BlockBuilder {
    /// `for var in start..end` split into blocks of `factor` (at least 1):
    /// `for var_o in 0..(end - start + factor - 1) / factor outer { let var_base = start +
    /// var_o * factor; for var_i in 0..min(factor, end - var_base) inner { let var = var_base +
    /// var_i; body } }`. The body sees `var` exactly as in the unsplit loop, including the
    /// last, partial block. Bounds must be `i64` (dims, loop variables, untyped literals).
    #[allow(clippy::too_many_arguments)]
    pub fn for_split(
        &mut self,
        var: &str,
        start: impl Into<Expr>,
        end: impl Into<Expr>,
        factor: i64,
        outer: LoopKind,
        inner: LoopKind,
        body: impl FnOnce(&mut BlockBuilder),
    ) {
        let factor = factor.max(1);
        let (start, end) = (start.into(), end.into());
        let outer_var = format!("{var}_o");
        let inner_var = format!("{var}_i");
        let base_name = format!("{var}_base");
        let blocks = (&end - start.clone() + (factor - 1)) / factor;
        self.for_(&outer_var, 0, blocks, outer, |b| {
            let base = b.let_(&base_name, start + Expr::Var(outer_var.clone()) * factor);
            let extent = int(factor).min(end - &base);
            b.for_(&inner_var, 0, extent, inner, |b| {
                b.let_(var, base + Expr::Var(inner_var.clone()));
                body(b);
            });
        });
    }

    /// `for var in start..end` as tiles of `factor` (at least 1): a loop of `kind` over the
    /// full tiles, then at most one partial tile after it. `body` is called once for each
    /// case with a [`Tile`], so the full case can use the constant extent (and unroll over it)
    /// while the tail uses the remaining extent. Bounds must be `i64`.
    pub fn for_tiles(
        &mut self,
        var: &str,
        start: impl Into<Expr>,
        end: impl Into<Expr>,
        factor: i64,
        kind: LoopKind,
        mut body: impl FnMut(&mut BlockBuilder, Tile),
    ) {
        let factor = factor.max(1);
        let (start, end) = (start.into(), end.into());
        let count = self.let_(
            self.fresh_name(&format!("{var}_tiles")),
            (&end - start.clone()) / factor,
        );
        let tile_var = format!("{var}_t");
        self.for_(&tile_var, 0, count.clone(), kind, |b| {
            let base = b.let_(var, &start + Expr::Var(tile_var.clone()) * factor);
            body(
                b,
                Tile {
                    base,
                    extent: int(factor),
                    full: true,
                },
            );
        });
        // Past the full tiles; at or beyond `end` when the range is empty or divides evenly.
        let rest = self.let_(
            self.fresh_name(&format!("{var}_rest")),
            start + count.max(0) * factor,
        );
        self.if_(rest.clone().lt(end.clone()), |b| {
            let base = b.let_(var, rest);
            let extent = end - &base;
            body(
                b,
                Tile {
                    base,
                    extent,
                    full: false,
                },
            );
        });
    }
}
