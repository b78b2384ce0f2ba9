//! Recursive-descent parser from tokens to the AST. The grammar is in `docs/kir.md`.
//!
//! The parser recovers from an error at the statement (or kernel) where it happened and goes
//! on, so that one run reports every error of a file; it also records where each kernel and
//! statement starts ([`SourceMap`]) so that verifier findings can point into the source.

use super::ast::{Dim, Kernel, LoopKind, Param, Program, Stmt, ThreadAxis};
use super::lexer::{Token, TokenKind, tokenize};
use super::{IrError, is_reserved};
use crate::abi::DType;

/// Deeper nesting than this is refused so that hostile input cannot overflow the stack.
pub(crate) const MAX_NESTING: usize = 200;

/// A chain of binary operators (`a + b + … + z`) may hold this many operators: it deepens the
/// tree later passes recurse over, but much more slowly than nesting does.
pub(crate) const MAX_OPERATOR_CHAIN: usize = 500;

/// Parsing stops after this many errors in one file.
pub(crate) const MAX_PARSE_ERRORS: usize = 50;

/// A position in a source file: 1-based line, the column where it starts and the column just
/// past its end (on the same line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    pub(crate) line: usize,
    pub(crate) column: usize,
    pub(crate) end_column: usize,
}

impl Position {
    fn of(token: &Token) -> Position {
        Position {
            line: token.line,
            column: token.column,
            end_column: token.end_column.max(token.column + 1),
        }
    }
}

/// Where one parsed kernel's parts start.
#[derive(Clone, Debug)]
pub(crate) struct KernelPositions {
    /// The kernel's name.
    pub(crate) name: Position,
    /// Every parameter's name, in order.
    pub(crate) params: Vec<Position>,
    /// Every statement of the body in pre-order (a statement before the ones nested in it;
    /// an `else if` counts as a statement of the `else` block).
    pub(crate) statements: Vec<Position>,
    /// Every expression node of the body, in source order of the statements and, within a
    /// statement, in post-order (operands before the operation, left to right), the order
    /// the verifier numbers them in (a parenthesised expression is its inner node).
    pub(crate) expressions: Vec<Position>,
    /// False when a parse error happened inside the kernel (its AST is then incomplete).
    pub(crate) complete: bool,
}

/// The positions of a file's kernels, in the order of [`Program::kernels`].
#[derive(Clone, Debug, Default)]
pub(crate) struct SourceMap {
    pub(crate) kernels: Vec<KernelPositions>,
}

/// A file parsed as far as possible: the kernels that parsed, where they are, and every error.
pub(crate) struct Recovered {
    pub(crate) program: Program,
    pub(crate) map: SourceMap,
    /// Parse errors in source order, at most [`MAX_PARSE_ERRORS`].
    pub(crate) errors: Vec<IrError>,
}

/// Parses a whole `.kir` file; the first error in the file if there is any.
pub fn parse(source: &str, file: &str) -> Result<Program, IrError> {
    let recovered = parse_recovering(source, file);
    match recovered.errors.into_iter().next() {
        Some(error) => Err(error),
        None => Ok(recovered.program),
    }
}

/// Parses a whole `.kir` file, recovering after each error.
pub(crate) fn parse_recovering(source: &str, file: &str) -> Recovered {
    let tokens = match tokenize(source, file) {
        Ok(tokens) => tokens,
        Err(error) => {
            return Recovered {
                program: Program::default(),
                map: SourceMap::default(),
                errors: vec![error],
            };
        }
    };
    let mut parser = Parser {
        tokens,
        pos: 0,
        file,
        depth: 0,
        chain: 0,
        errors: Vec::new(),
        fatal: false,
        resume_here: false,
        params: Vec::new(),
        statements: Vec::new(),
        expressions: Vec::new(),
    };
    let mut kernels = Vec::new();
    let mut map = SourceMap::default();
    while parser.peek().kind != TokenKind::Eof && !parser.stopped() {
        let start = parser.pos;
        let errors_before = parser.errors.len();
        parser.params.clear();
        parser.statements.clear();
        parser.expressions.clear();
        match parser.kernel() {
            Ok((kernel, name)) => {
                map.kernels.push(KernelPositions {
                    name,
                    params: std::mem::take(&mut parser.params),
                    statements: std::mem::take(&mut parser.statements),
                    expressions: std::mem::take(&mut parser.expressions),
                    complete: parser.errors.len() == errors_before,
                });
                kernels.push(kernel);
            }
            Err(error) => {
                // At the cap the error is only the signal to stop; otherwise it is new.
                if parser.errors.len() >= MAX_PARSE_ERRORS {
                    break;
                }
                parser.errors.push(error);
                if parser.fatal {
                    break;
                }
                parser.depth = 0;
                parser.chain = 0;
                parser.skip_to_next_kernel(start);
            }
        }
    }
    parser.errors.truncate(MAX_PARSE_ERRORS);
    Recovered {
        program: Program { kernels },
        map,
        errors: parser.errors,
    }
}

/// Parses text that must hold exactly one kernel.
pub fn parse_kernel(source: &str, file: &str) -> Result<Kernel, IrError> {
    let program = parse(source, file)?;
    let count = program.kernels.len();
    let mut kernels = program.kernels.into_iter();
    match (kernels.next(), count) {
        (Some(kernel), 1) => Ok(kernel),
        _ => Err(IrError::Parse {
            file: file.to_string(),
            line: 1,
            column: 1,
            message: format!("expected exactly one kernel, found {count}"),
        }),
    }
}

mod expr;

pub(crate) use expr::binary_precedence;

struct Parser<'a> {
    tokens: Vec<Token>,
    pos: usize,
    file: &'a str,
    depth: usize,
    /// Binary operators in the chains being parsed (see [`MAX_OPERATOR_CHAIN`]).
    chain: usize,
    errors: Vec<IrError>,
    /// Set by errors after which the token stream cannot be trusted (too deep nesting).
    fatal: bool,
    /// Set when a missing `;` was reported and the next token starts a new line: the next
    /// statement begins there, so recovery skips nothing.
    resume_here: bool,
    /// Positions of the parameter names of the kernel being parsed.
    params: Vec<Position>,
    /// Positions of the statements of the kernel being parsed, in pre-order.
    statements: Vec<Position>,
    /// Positions of the expression nodes of the kernel being parsed (see
    /// [`KernelPositions::expressions`]).
    expressions: Vec<Position>,
}

impl Parser<'_> {
    fn peek(&self) -> &Token {
        // The lexer always ends the stream with Eof, and `advance` never steps past it.
        &self.tokens[self.pos.min(self.tokens.len() - 1)]
    }

    fn peek_at(&self, ahead: usize) -> &TokenKind {
        &self.tokens[(self.pos + ahead).min(self.tokens.len() - 1)].kind
    }

    fn advance(&mut self) -> Token {
        let token = self.peek().clone();
        if token.kind != TokenKind::Eof {
            self.pos += 1;
        }
        token
    }

    fn error_at(&self, token: &Token, message: impl Into<String>) -> IrError {
        IrError::Parse {
            file: self.file.to_string(),
            line: token.line,
            column: token.column,
            message: message.into(),
        }
    }

    fn unexpected(&self, expected: &str) -> IrError {
        let token = self.peek();
        self.error_at(
            token,
            format!("expected {expected}, found {}", token.kind.describe()),
        )
    }

    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek().kind, TokenKind::Punct(q) if q == p)
    }

    fn is_word(&self, word: &str) -> bool {
        matches!(&self.peek().kind, TokenKind::Ident(w) if w == word)
    }

    fn eat_punct(&mut self, p: &str) -> bool {
        let found = self.is_punct(p);
        if found {
            self.advance();
        }
        found
    }

    fn expect_punct(&mut self, p: &str, context: &str) -> Result<(), IrError> {
        if self.eat_punct(p) {
            return Ok(());
        }
        let expected = format!("`{p}` {context}");
        // A missing `;` belongs right after the previous token (as rustc and clang report
        // it), not at whatever starts the next line.
        if let (";", Some(previous)) = (p, self.pos.checked_sub(1).map(|i| &self.tokens[i])) {
            let next = self.peek();
            if next.line > previous.line || next.kind == TokenKind::Eof {
                let error = IrError::Parse {
                    file: self.file.to_string(),
                    line: previous.line,
                    column: previous.end_column,
                    message: format!("expected {expected}, found {}", next.kind.describe()),
                };
                self.resume_here = true;
                return Err(error);
            }
        }
        Err(self.unexpected(&expected))
    }

    /// True once parsing must end: too many errors, or an error that leaves no safe place to
    /// resume.
    fn stopped(&self) -> bool {
        self.fatal || self.errors.len() >= MAX_PARSE_ERRORS
    }

    /// Skips the rest of a statement that failed to parse: to just past the next `;` or
    /// braced block at this level, or to the `}` closing the enclosing block.
    fn skip_statement(&mut self) {
        if std::mem::take(&mut self.resume_here) {
            return;
        }
        let mut braces = 0usize;
        loop {
            match self.peek().kind {
                TokenKind::Eof => return,
                TokenKind::Punct("{") => braces += 1,
                TokenKind::Punct("}") => {
                    if braces == 0 {
                        return;
                    }
                    braces -= 1;
                    if braces == 0 {
                        self.advance();
                        return;
                    }
                }
                TokenKind::Punct(";") if braces == 0 => {
                    self.advance();
                    return;
                }
                _ => {}
            }
            self.advance();
        }
    }

    /// Skips to the next `kernel` keyword at brace depth 0 after token `start`.
    fn skip_to_next_kernel(&mut self, start: usize) {
        self.resume_here = false;
        let mut braces = 0usize;
        loop {
            match &self.peek().kind {
                TokenKind::Eof => return,
                TokenKind::Ident(word)
                    if (word == "kernel" || word == "device")
                        && braces == 0
                        && self.pos > start =>
                {
                    return;
                }
                TokenKind::Punct("{") => braces += 1,
                TokenKind::Punct("}") => braces = braces.saturating_sub(1),
                _ => {}
            }
            self.advance();
        }
    }

    fn expect_word(&mut self, word: &str, context: &str) -> Result<(), IrError> {
        if self.is_word(word) {
            self.advance();
            Ok(())
        } else {
            Err(self.unexpected(&format!("`{word}` {context}")))
        }
    }

    /// A name being declared or referenced: any word that is not reserved.
    fn name(&mut self, what: &str) -> Result<String, IrError> {
        let token = self.peek().clone();
        match token.kind.clone() {
            TokenKind::Ident(word) if !is_reserved(&word) => {
                self.advance();
                Ok(word)
            }
            TokenKind::Ident(word) => Err(self.error_at(
                &token,
                format!("`{word}` is a reserved word and cannot be used as {what}"),
            )),
            other => Err(self.error_at(
                &token,
                format!("expected {what}, found {}", other.describe()),
            )),
        }
    }

    fn dtype(&mut self) -> Result<DType, IrError> {
        let token = self.peek().clone();
        match &token.kind {
            TokenKind::Ident(word) => match DType::from_name(word) {
                Some(dtype) => {
                    self.advance();
                    Ok(dtype)
                }
                None => Err(self.error_at(&token, format!("unknown dtype `{word}`"))),
            },
            other => Err(self.error_at(
                &token,
                format!("expected a dtype, found {}", other.describe()),
            )),
        }
    }

    fn enter(&mut self) -> Result<(), IrError> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            self.fatal = true;
            let token = self.peek().clone();
            return Err(self.error_at(&token, format!("nesting deeper than {MAX_NESTING} levels")));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    fn kernel(&mut self) -> Result<(Kernel, Position), IrError> {
        let device = self.is_word("device");
        if device {
            self.advance();
        }
        self.expect_word(
            "kernel",
            if device {
                "after `device`"
            } else {
                "to start a kernel"
            },
        )?;
        let token = self.peek().clone();
        let position = Position::of(&token);
        let name = match token.kind.clone() {
            TokenKind::Ident(word) => {
                self.advance();
                word
            }
            other => {
                return Err(self.error_at(
                    &token,
                    format!("expected a kernel name, found {}", other.describe()),
                ));
            }
        };
        self.expect_punct("(", "after the kernel name")?;
        let mut params = Vec::new();
        while !self.is_punct(")") {
            params.push(self.param()?);
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct(")", "to close the parameter list")?;
        let body = self.block()?;
        Ok((
            Kernel {
                name,
                params,
                body,
                device,
            },
            position,
        ))
    }

    fn param(&mut self) -> Result<Param, IrError> {
        let at = Position::of(self.peek());
        let name = self.name("a parameter name")?;
        self.params.push(at);
        self.expect_punct(":", "after the parameter name")?;
        let dtype = self.dtype()?;
        if !self.eat_punct("[") {
            return Ok(Param::Scalar { name, dtype });
        }
        let shape = self.dims("dim", "a dim name")?;
        self.expect_punct("]", "to close the shape")?;
        Ok(Param::Buffer { name, dtype, shape })
    }

    fn block(&mut self) -> Result<Vec<Stmt>, IrError> {
        self.expect_punct("{", "to open a block")?;
        self.enter()?;
        let mut stmts = Vec::new();
        while !self.is_punct("}") {
            if self.peek().kind == TokenKind::Eof {
                return Err(self.unexpected("`}` to close the block"));
            }
            let (depth, chain) = (self.depth, self.chain);
            let recorded = (self.statements.len(), self.expressions.len());
            match self.stmt() {
                Ok(stmt) => stmts.push(stmt),
                Err(error) if self.stopped() || self.peek().kind == TokenKind::Eof => {
                    return Err(error);
                }
                Err(error) => {
                    self.errors.push(error);
                    (self.depth, self.chain) = (depth, chain);
                    self.statements.truncate(recorded.0);
                    self.expressions.truncate(recorded.1);
                    self.skip_statement();
                    if self.stopped() {
                        return Err(self.unexpected("fewer errors"));
                    }
                }
            }
        }
        self.advance();
        self.leave();
        Ok(stmts)
    }

    fn stmt(&mut self) -> Result<Stmt, IrError> {
        let start = Position::of(self.peek());
        self.statements.push(start);
        if self.is_word("for") || self.is_word("parallel") {
            return self.for_loop();
        }
        if self.is_word("if") {
            return self.if_stmt();
        }
        if self.is_word("var") {
            self.advance();
            let name = self.name("a variable name")?;
            self.expect_punct(":", "after the variable name (`var NAME: DTYPE = VALUE;`)")?;
            let dtype = self.dtype()?;
            self.expect_punct("=", "before the initial value")?;
            let init = self.expr()?;
            self.expect_punct(";", "after the statement")?;
            return Ok(Stmt::Var { name, dtype, init });
        }
        if self.is_word("local") {
            return self.local_array();
        }
        if self.is_word("shared") {
            return self.shared_array();
        }
        if self.is_word("barrier") {
            self.advance();
            self.expect_punct(";", "after `barrier`")?;
            return Ok(Stmt::Barrier);
        }
        if self.is_word("let") {
            self.advance();
            let name = self.name("a binding name")?;
            self.expect_punct("=", "after the binding name")?;
            let value = self.expr()?;
            self.expect_punct(";", "after the statement")?;
            return Ok(Stmt::Let { name, value });
        }
        if !matches!(self.peek().kind, TokenKind::Ident(_)) {
            return Err(self.unexpected("a statement"));
        }
        let name = self.name("an assignment target")?;
        if self.eat_punct("[") {
            let indices = self.expr_list("]")?;
            self.expect_punct("=", "after the indexed buffer")?;
            let value = self.expr()?;
            self.expect_punct(";", "after the statement")?;
            return Ok(Stmt::Store {
                buffer: name,
                indices,
                value,
            });
        }
        self.expect_punct(
            "=",
            &format!(
                "after `{name}` (statements are assignments, stores, loops, ifs or declarations)"
            ),
        )?;
        let value = self.expr()?;
        self.expect_punct(";", "after the statement")?;
        Ok(Stmt::Assign { name, value })
    }

    /// `local NAME: DTYPE[INT, …];` — extents are unsuffixed integer literals.
    fn local_array(&mut self) -> Result<Stmt, IrError> {
        self.advance();
        let name = self.name("a local array name")?;
        self.expect_punct(
            ":",
            "after the local array name (`local NAME: DTYPE[N, …];`)",
        )?;
        let dtype = self.dtype()?;
        self.expect_punct("[", "before the local array's extents")?;
        let mut shape = Vec::new();
        loop {
            let token = self.peek().clone();
            match token.kind.clone() {
                TokenKind::Int {
                    magnitude,
                    suffix: None,
                } => {
                    self.advance();
                    let extent = i64::try_from(magnitude).map_err(|_| {
                        self.error_at(&token, format!("extent `{magnitude}` does not fit in i64"))
                    })?;
                    shape.push(extent);
                }
                other => {
                    return Err(self.error_at(
                        &token,
                        format!(
                            "expected a constant extent for local array `{name}`, found {}",
                            other.describe()
                        ),
                    ));
                }
            }
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct("]", "to close the local array's extents")?;
        self.expect_punct(";", "after the statement")?;
        Ok(Stmt::Local { name, dtype, shape })
    }

    /// `shared NAME: DTYPE[DIM, …];` — extents are unsuffixed integer literals or names.
    fn shared_array(&mut self) -> Result<Stmt, IrError> {
        self.advance();
        let name = self.name("a shared array name")?;
        self.expect_punct(
            ":",
            "after the shared array name (`shared NAME: DTYPE[N, …];`)",
        )?;
        let dtype = self.dtype()?;
        self.expect_punct("[", "before the shared array's extents")?;
        let shape = self.dims("shared array extent", "a shared array extent")?;
        self.expect_punct("]", "to close the shared array's extents")?;
        self.expect_punct(";", "after the statement")?;
        Ok(Stmt::Shared { name, dtype, shape })
    }

    /// A comma-separated list of dims: unsuffixed integer literals or names. `what` names one
    /// in messages, `name_what` a name in its place.
    fn dims(&mut self, what: &str, name_what: &str) -> Result<Vec<Dim>, IrError> {
        let mut shape = Vec::new();
        loop {
            let token = self.peek().clone();
            let dim = match token.kind.clone() {
                TokenKind::Int {
                    magnitude,
                    suffix: None,
                } => {
                    self.advance();
                    let value = i64::try_from(magnitude).map_err(|_| {
                        self.error_at(&token, format!("{what} `{magnitude}` does not fit in i64"))
                    })?;
                    Dim::Const(value)
                }
                TokenKind::Ident(_) => Dim::Var(self.name(name_what)?),
                other => {
                    return Err(self.error_at(
                        &token,
                        format!(
                            "expected a {what} (an integer or a name), found {}",
                            other.describe()
                        ),
                    ));
                }
            };
            shape.push(dim);
            if !self.eat_punct(",") {
                break;
            }
        }
        Ok(shape)
    }

    fn for_loop(&mut self) -> Result<Stmt, IrError> {
        let leading_parallel = self.is_word("parallel");
        if leading_parallel {
            self.advance();
        }
        self.expect_word(
            "for",
            if leading_parallel {
                "after `parallel`"
            } else {
                "to start a loop"
            },
        )?;
        let var = self.name("a loop variable")?;
        self.expect_word("in", "after the loop variable")?;
        let start = self.expr()?;
        self.expect_punct("..", "between the loop bounds")?;
        let end = self.expr()?;
        let kind_token = self.peek().clone();
        let trailing = match &kind_token.kind {
            TokenKind::Ident(word) if word == "parallel" => {
                self.advance();
                Some(LoopKind::Parallel)
            }
            TokenKind::Ident(word) if word == "vectorize" || word == "unroll" => {
                let vectorize = word == "vectorize";
                self.advance();
                let factor = self.loop_factor(if vectorize { "vectorize" } else { "unroll" })?;
                Some(if vectorize {
                    LoopKind::Vectorize(factor)
                } else {
                    LoopKind::Unroll(factor)
                })
            }
            TokenKind::Ident(word) if ThreadAxis::from_name(word).is_some() => {
                let axis = ThreadAxis::from_name(word);
                self.advance();
                axis.map(LoopKind::Bind)
            }
            TokenKind::Ident(word) if word == "blockIdx" || word == "threadIdx" => {
                return Err(self.error_at(
                    &kind_token,
                    format!("`{word}` needs an axis: `{word}.x`, `{word}.y` or `{word}.z`"),
                ));
            }
            _ => None,
        };
        let kind = match (leading_parallel, trailing) {
            (true, Some(_)) => {
                return Err(self.error_at(
                    &kind_token,
                    "loop kind given twice: `parallel for` already sets it",
                ));
            }
            (true, None) => LoopKind::Parallel,
            (false, kind) => kind.unwrap_or(LoopKind::Serial),
        };
        let body = self.block()?;
        Ok(Stmt::For {
            var,
            start,
            end,
            kind,
            body,
        })
    }

    fn loop_factor(&mut self, kind: &str) -> Result<u32, IrError> {
        self.expect_punct("(", &format!("after `{kind}`"))?;
        let token = self.peek().clone();
        let factor = match token.kind.clone() {
            TokenKind::Int {
                magnitude,
                suffix: None,
            } => u32::try_from(magnitude).map_err(|_| {
                self.error_at(&token, format!("`{kind}` factor {magnitude} is too large"))
            })?,
            other => {
                return Err(self.error_at(
                    &token,
                    format!(
                        "expected an integer factor in `{kind}(...)`, found {}",
                        other.describe()
                    ),
                ));
            }
        };
        self.advance();
        self.expect_punct(")", &format!("after the `{kind}` factor"))?;
        Ok(factor)
    }

    fn if_stmt(&mut self) -> Result<Stmt, IrError> {
        self.expect_word("if", "")?;
        let cond = self.expr()?;
        let then_body = self.block()?;
        let else_body = if self.is_word("else") {
            self.advance();
            if self.is_word("if") {
                let start = Position::of(self.peek());
                self.statements.push(start);
                self.enter()?;
                let nested = self.if_stmt()?;
                self.leave();
                vec![nested]
            } else {
                self.block()?
            }
        } else {
            Vec::new()
        };
        Ok(Stmt::If {
            cond,
            then_body,
            else_body,
        })
    }
}
