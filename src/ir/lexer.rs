//! Splits `.kir` text into tokens, each with the 1-based line and column where it starts.

use super::IrError;
use crate::abi::DType;

/// What a token is.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum TokenKind {
    /// A word: keyword, dtype name, intrinsic name or identifier (the parser tells them apart).
    Ident(String),
    /// An integer literal's magnitude (a leading `-` is a separate token) and optional suffix.
    Int {
        magnitude: u64,
        suffix: Option<DType>,
    },
    /// A float literal's value and optional suffix.
    Float { value: f64, suffix: Option<DType> },
    /// Punctuation or an operator, spelled as in the source.
    Punct(&'static str),
    /// The end of the input.
    Eof,
}

impl TokenKind {
    /// How the token reads in an error message.
    pub(crate) fn describe(&self) -> String {
        match self {
            TokenKind::Ident(word) => format!("`{}`", clipped(word)),
            TokenKind::Int { magnitude, .. } => format!("integer literal `{magnitude}`"),
            TokenKind::Float { value, .. } => format!("float literal `{value:?}`"),
            TokenKind::Punct(p) => format!("`{p}`"),
            TokenKind::Eof => "end of input".to_string(),
        }
    }
}

/// Words quoted in messages are cut to this many characters (a generated identifier may be
/// a whole line long).
const MAX_QUOTED_CHARS: usize = 40;

fn clipped(word: &str) -> String {
    if word.chars().count() <= MAX_QUOTED_CHARS {
        return word.to_string();
    }
    let kept: String = word.chars().take(MAX_QUOTED_CHARS).collect();
    format!("{kept}…")
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Token {
    pub(crate) kind: TokenKind,
    pub(crate) line: usize,
    pub(crate) column: usize,
    /// The column just past the token's last character (tokens never span lines).
    pub(crate) end_column: usize,
}

/// Longest operators first so that `<=` is not read as `<` then `=`.
const PUNCTUATION: [&str; 30] = [
    "..", "==", "!=", "<=", ">=", "&&", "||", "<<", ">>", "(", ")", "[", "]", "{", "}", ",", ";",
    ":", "=", "+", "-", "*", "/", "%", "<", ">", "!", "&", "|", "^",
];

/// Tokenises `source`; the last token is always [`TokenKind::Eof`].
pub(crate) fn tokenize(source: &str, file: &str) -> Result<Vec<Token>, IrError> {
    Lexer {
        chars: source.chars().collect(),
        pos: 0,
        line: 1,
        column: 1,
        file,
    }
    .run()
}

struct Lexer<'a> {
    chars: Vec<char>,
    pos: usize,
    line: usize,
    column: usize,
    file: &'a str,
}

impl Lexer<'_> {
    fn run(mut self) -> Result<Vec<Token>, IrError> {
        let mut tokens = Vec::new();
        loop {
            self.skip_trivia()?;
            let (line, column) = (self.line, self.column);
            let Some(c) = self.peek(0) else {
                tokens.push(Token {
                    kind: TokenKind::Eof,
                    line,
                    column,
                    end_column: column,
                });
                return Ok(tokens);
            };
            let kind = if c.is_ascii_alphabetic() || c == '_' {
                self.word()
            } else if c.is_ascii_digit() {
                self.number(line, column)?
            } else {
                self.punct(line, column)?
            };
            tokens.push(Token {
                kind,
                line,
                column,
                end_column: self.column,
            });
        }
    }

    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.pos + ahead).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek(0)?;
        self.pos += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> String {
        let mut taken = String::new();
        while let Some(c) = self.peek(0).filter(|&c| keep(c)) {
            taken.push(c);
            self.bump();
        }
        taken
    }

    fn error(&self, line: usize, column: usize, message: impl Into<String>) -> IrError {
        IrError::Parse {
            file: self.file.to_string(),
            line,
            column,
            message: message.into(),
        }
    }

    fn skip_trivia(&mut self) -> Result<(), IrError> {
        loop {
            match (self.peek(0), self.peek(1)) {
                (Some(c), _) if c.is_whitespace() => {
                    self.bump();
                }
                (Some('/'), Some('/')) => {
                    self.take_while(|c| c != '\n');
                }
                (Some('/'), Some('*')) => {
                    let (line, column) = (self.line, self.column);
                    self.bump();
                    self.bump();
                    loop {
                        match (self.peek(0), self.peek(1)) {
                            (Some('*'), Some('/')) => {
                                self.bump();
                                self.bump();
                                break;
                            }
                            (Some(_), _) => {
                                self.bump();
                            }
                            (None, _) => {
                                return Err(self.error(line, column, "unterminated block comment"));
                            }
                        }
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    /// An identifier; `blockIdx.x` … `threadIdx.z` (a thread axis of a bound loop) is one word,
    /// so that `.` stays an error everywhere else.
    fn word(&mut self) -> TokenKind {
        let mut word = self.take_while(|c| c.is_ascii_alphanumeric() || c == '_');
        let axis_follows = matches!(word.as_str(), "blockIdx" | "threadIdx")
            && self.peek(0) == Some('.')
            && matches!(self.peek(1), Some('x' | 'y' | 'z'))
            && !self
                .peek(2)
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        if axis_follows {
            word.push('.');
            self.bump();
            if let Some(axis) = self.peek(0) {
                word.push(axis);
                self.bump();
            }
        }
        TokenKind::Ident(word)
    }

    fn punct(&mut self, line: usize, column: usize) -> Result<TokenKind, IrError> {
        for p in PUNCTUATION {
            if p.chars()
                .enumerate()
                .all(|(i, pc)| self.peek(i) == Some(pc))
            {
                for _ in 0..p.len() {
                    self.bump();
                }
                return Ok(TokenKind::Punct(p));
            }
        }
        let c = self.peek(0).unwrap_or(' ');
        let message = if c == '.' {
            "unexpected `.`: a float literal needs digits on both sides of the point (`0.5`, `1.0`)"
                .to_string()
        } else {
            format!("unexpected character `{}`", c.escape_debug())
        };
        Err(self.error(line, column, message))
    }

    /// Decimal or `0x` hex integers with `_` separators; floats `1.5`, `1e-5`, `1.5e3`; then an
    /// optional dtype suffix (`3i32`, `1.0f32`). `0..n` stays integer, range, name.
    fn number(&mut self, line: usize, column: usize) -> Result<TokenKind, IrError> {
        let digit_or_sep = |c: char| c.is_ascii_digit() || c == '_';
        if self.peek(0) == Some('0') && matches!(self.peek(1), Some('x' | 'X')) {
            self.bump();
            self.bump();
            let digits = self.take_while(|c| c.is_ascii_hexdigit() || c == '_');
            let clean: String = digits.chars().filter(|&c| c != '_').collect();
            if clean.is_empty() {
                return Err(self.error(
                    line,
                    column,
                    "hex literal needs at least one digit after `0x`",
                ));
            }
            let magnitude = u64::from_str_radix(&clean, 16).map_err(|_| {
                self.error(
                    line,
                    column,
                    format!("integer literal `0x{digits}` does not fit in 64 bits"),
                )
            })?;
            let suffix = self.suffix()?;
            return Ok(TokenKind::Int { magnitude, suffix });
        }
        let mut text = self.take_while(digit_or_sep);
        let mut is_float = false;
        if self.peek(0) == Some('.') && self.peek(1).is_some_and(|c| c.is_ascii_digit()) {
            is_float = true;
            self.bump();
            text.push('.');
            text.push_str(&self.take_while(digit_or_sep));
        }
        let exponent_follows = match (self.peek(1), self.peek(2)) {
            (Some(d), _) if d.is_ascii_digit() => true,
            (Some('+' | '-'), Some(d)) => d.is_ascii_digit(),
            _ => false,
        };
        if matches!(self.peek(0), Some('e' | 'E')) && exponent_follows {
            is_float = true;
            text.push('e');
            self.bump();
            if let Some(sign @ ('+' | '-')) = self.peek(0) {
                text.push(sign);
                self.bump();
            }
            text.push_str(&self.take_while(digit_or_sep));
        }
        let clean: String = text.chars().filter(|&c| c != '_').collect();
        let suffix = self.suffix()?;
        if is_float {
            let value: f64 = clean.parse().map_err(|_| {
                self.error(line, column, format!("malformed float literal `{text}`"))
            })?;
            if !value.is_finite() {
                return Err(self.error(
                    line,
                    column,
                    format!("float literal `{text}` is out of range for f64"),
                ));
            }
            Ok(TokenKind::Float { value, suffix })
        } else {
            let magnitude = clean.parse().map_err(|_| {
                self.error(
                    line,
                    column,
                    format!("integer literal `{text}` does not fit in 64 bits"),
                )
            })?;
            Ok(TokenKind::Int { magnitude, suffix })
        }
    }

    fn suffix(&mut self) -> Result<Option<DType>, IrError> {
        if !self
            .peek(0)
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        {
            return Ok(None);
        }
        let (line, column) = (self.line, self.column);
        let word = self.take_while(|c| c.is_ascii_alphanumeric() || c == '_');
        match DType::from_name(&word) {
            Some(dtype) if dtype != DType::Bool => Ok(Some(dtype)),
            _ => Err(self.error(line, column, format!("invalid literal suffix `{word}` (expected a numeric dtype such as `i32` or `f32`)"))),
        }
    }
}
