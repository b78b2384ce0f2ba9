//! Expression parsing: C-like precedence climbing, unary operators, negative literals, and
//! the primaries (literals, names, loads, casts, `select`, intrinsic calls).

use super::{Parser, Position};
use crate::abi::DType;
use crate::ir::IrError;
use crate::ir::ast::{BinOp, Expr, Intrinsic, UnOp};
use crate::ir::is_reserved;
use crate::ir::lexer::{Token, TokenKind};

/// Binary operators by precedence level, loosest first; all are left-associative.
const BINARY_LEVELS: [&[(&str, BinOp)]; 10] = [
    &[("||", BinOp::Or)],
    &[("&&", BinOp::And)],
    &[("|", BinOp::BitOr)],
    &[("^", BinOp::BitXor)],
    &[("&", BinOp::BitAnd)],
    &[("==", BinOp::Eq), ("!=", BinOp::Ne)],
    &[
        ("<", BinOp::Lt),
        ("<=", BinOp::Le),
        (">", BinOp::Gt),
        (">=", BinOp::Ge),
    ],
    &[("<<", BinOp::Shl), (">>", BinOp::Shr)],
    &[("+", BinOp::Add), ("-", BinOp::Sub)],
    &[("*", BinOp::Mul), ("/", BinOp::Div), ("%", BinOp::Rem)],
];

/// The precedence level of `op` in [`BINARY_LEVELS`] (higher binds tighter).
pub(crate) fn binary_precedence(op: BinOp) -> usize {
    BINARY_LEVELS
        .iter()
        .position(|level| level.iter().any(|&(_, candidate)| candidate == op))
        .unwrap_or(0)
}

impl Parser<'_> {
    /// Comma-separated expressions up to `close`, which is consumed; at least one.
    pub(super) fn expr_list(&mut self, close: &str) -> Result<Vec<Expr>, IrError> {
        let mut items = vec![self.expr()?];
        while self.eat_punct(",") {
            items.push(self.expr()?);
        }
        self.expect_punct(close, "to close the list")?;
        Ok(items)
    }

    pub(super) fn expr(&mut self) -> Result<Expr, IrError> {
        self.binary(0)
    }

    /// Records where the expression node `expr`, which started at token `start` and ends at
    /// the last token consumed, is (clipped to its first line), and returns it.
    fn spanned(&mut self, start: usize, expr: Expr) -> Expr {
        let first = &self.tokens[start.min(self.tokens.len() - 1)];
        let last = &self.tokens[self
            .pos
            .saturating_sub(1)
            .max(start)
            .min(self.tokens.len() - 1)];
        let end_column = if last.line == first.line {
            last.end_column
        } else {
            first.end_column
        };
        self.expressions.push(Position {
            line: first.line,
            column: first.column,
            end_column: end_column.max(first.column + 1),
        });
        expr
    }

    fn binary(&mut self, level: usize) -> Result<Expr, IrError> {
        let Some(operators) = BINARY_LEVELS.get(level) else {
            return self.unary();
        };
        let start = self.pos;
        let mut lhs = self.binary(level + 1)?;
        // Each operator in a chain deepens the (left-leaning) tree, which later passes recurse.
        let mut chained = 0;
        loop {
            let found = match self.peek().kind {
                TokenKind::Punct(p) => operators
                    .iter()
                    .find(|&&(symbol, _)| symbol == p)
                    .map(|&(_, op)| op),
                _ => None,
            };
            let Some(op) = found else {
                self.chain -= chained;
                return Ok(lhs);
            };
            self.chain += 1;
            chained += 1;
            if self.chain > super::MAX_OPERATOR_CHAIN {
                self.fatal = true;
                let token = self.peek().clone();
                return Err(self.error_at(
                    &token,
                    format!(
                        "more than {} binary operators in one chain",
                        super::MAX_OPERATOR_CHAIN
                    ),
                ));
            }
            self.advance();
            let rhs = self.binary(level + 1)?;
            let node = Expr::Binary {
                op,
                lhs: Box::new(lhs),
                rhs: Box::new(rhs),
            };
            lhs = self.spanned(start, node);
        }
    }

    fn unary(&mut self) -> Result<Expr, IrError> {
        let start = self.pos;
        let op = if self.is_punct("-") {
            UnOp::Neg
        } else if self.is_punct("!") {
            UnOp::Not
        } else {
            return self.primary();
        };
        let op_token = self.advance();
        // `-` directly before a number is part of the literal, so `-3` is `Int(-3)` and the
        // printer writes a negation of a literal as `-(3)`.
        if op == UnOp::Neg {
            match self.peek().kind.clone() {
                TokenKind::Int { magnitude, suffix } => {
                    let value = 0i64.checked_sub_unsigned(magnitude).ok_or_else(|| {
                        self.error_at(
                            &op_token,
                            format!("integer literal `-{magnitude}` does not fit in i64"),
                        )
                    })?;
                    self.advance();
                    let literal = Expr::Int {
                        value,
                        dtype: suffix,
                    };
                    return Ok(self.spanned(start, literal));
                }
                TokenKind::Float { value, suffix } => {
                    self.advance();
                    let literal = Expr::Float {
                        value: -value,
                        dtype: suffix,
                    };
                    return Ok(self.spanned(start, literal));
                }
                _ => {}
            }
        }
        self.enter()?;
        let operand = self.unary()?;
        self.leave();
        let node = Expr::Unary {
            op,
            operand: Box::new(operand),
        };
        Ok(self.spanned(start, node))
    }

    fn primary(&mut self) -> Result<Expr, IrError> {
        let start = self.pos;
        let token = self.peek().clone();
        match token.kind.clone() {
            TokenKind::Int { magnitude, suffix } => {
                self.advance();
                let value = i64::try_from(magnitude).map_err(|_| {
                    self.error_at(
                        &token,
                        format!("integer literal `{magnitude}` does not fit in i64"),
                    )
                })?;
                let literal = Expr::Int {
                    value,
                    dtype: suffix,
                };
                Ok(self.spanned(start, literal))
            }
            TokenKind::Float { value, suffix } => {
                self.advance();
                let literal = Expr::Float {
                    value,
                    dtype: suffix,
                };
                Ok(self.spanned(start, literal))
            }
            TokenKind::Punct("(") => {
                self.advance();
                self.enter()?;
                let inner = self.expr()?;
                self.leave();
                self.expect_punct(")", "to close the parenthesis")?;
                Ok(inner)
            }
            TokenKind::Ident(word) => {
                let node = self.word_expr(&token, word)?;
                Ok(self.spanned(start, node))
            }
            other => Err(self.error_at(
                &token,
                format!("expected an expression, found {}", other.describe()),
            )),
        }
    }

    fn word_expr(&mut self, token: &Token, word: String) -> Result<Expr, IrError> {
        match word.as_str() {
            "true" | "false" => {
                self.advance();
                return Ok(Expr::Bool(word == "true"));
            }
            "select" => {
                self.advance();
                self.expect_punct("(", "after `select`")?;
                self.enter()?;
                let args = self.expr_list(")")?;
                self.leave();
                let count = args.len();
                let [cond, then_value, else_value] = <[Expr; 3]>::try_from(args).map_err(|_| {
                    self.error_at(
                        token,
                        format!("`select` takes 3 arguments (cond, then, else), got {count}"),
                    )
                })?;
                let (cond, then_value, else_value) =
                    (Box::new(cond), Box::new(then_value), Box::new(else_value));
                return Ok(Expr::Select {
                    cond,
                    then_value,
                    else_value,
                });
            }
            _ => {}
        }
        if let Some(dtype) = DType::from_name(&word) {
            self.advance();
            self.expect_punct(
                "(",
                &format!("after `{word}` (a cast is written `{word}(value)`)"),
            )?;
            self.enter()?;
            let args = self.expr_list(")")?;
            self.leave();
            let count = args.len();
            let [value] = <[Expr; 1]>::try_from(args).map_err(|_| {
                self.error_at(
                    token,
                    format!("cast `{word}(...)` takes 1 argument, got {count}"),
                )
            })?;
            let value = Box::new(value);
            return Ok(Expr::Cast { dtype, value });
        }
        if let Some(intrinsic) = Intrinsic::from_name(&word) {
            self.advance();
            self.expect_punct("(", &format!("after intrinsic `{word}`"))?;
            self.enter()?;
            let args = if self.eat_punct(")") {
                Vec::new()
            } else {
                self.expr_list(")")?
            };
            self.leave();
            return Ok(Expr::Call { intrinsic, args });
        }
        if matches!(self.peek_at(1), TokenKind::Punct("(")) && !is_reserved(&word) {
            return Err(self.error_at(token, format!("unknown intrinsic `{word}`")));
        }
        let name = self.name("a variable")?;
        if self.eat_punct("[") {
            self.enter()?;
            let indices = self.expr_list("]")?;
            self.leave();
            return Ok(Expr::Load {
                buffer: name,
                indices,
            });
        }
        Ok(Expr::Var(name))
    }
}
