//! The puzzle format's tokens and a cursor over one line's tokens (see `format`).

use std::fmt;

use super::expr::KindSet;
use super::format::FormatError;

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Tok {
    Word(String),
    Int(u64),
    Sym(&'static str),
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Word(w) => write!(f, "`{w}`"),
            Tok::Int(n) => write!(f, "`{n}`"),
            Tok::Sym(s) => write!(f, "`{s}`"),
        }
    }
}

/// One line's tokens, each with its column; `end` is the column just past the last one.
pub(super) struct Line {
    pub(super) number: u32,
    pub(super) toks: Vec<(Tok, u32)>,
    pub(super) end: u32,
    /// The text after the first word, for `puzzle`'s title.
    pub(super) rest: String,
}

pub(super) fn err(line: u32, column: u32, message: impl Into<String>) -> FormatError {
    FormatError {
        line,
        column,
        message: message.into(),
    }
}

pub(super) const SYMBOLS: [&str; 13] = [
    "<=", ">=", "!=", "(", ")", ",", "=", "<", ">", "+", "*", ":", ";",
];

pub(super) fn tokenize(number: u32, text: &str) -> Result<Line, FormatError> {
    let text = text.split('#').next().unwrap_or("");
    let chars: Vec<char> = text.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    let mut rest = String::new();
    while i < chars.len() {
        let c = chars[i];
        let column = i as u32 + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || "_-".contains(chars[i])) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            if toks.is_empty() {
                rest = chars[i..].iter().collect::<String>().trim().to_string();
            }
            if word.bytes().all(|b| b.is_ascii_digit()) {
                let n = word
                    .parse::<u64>()
                    .ok()
                    .filter(|&n| n <= u64::from(u32::MAX));
                let n =
                    n.ok_or_else(|| err(number, column, "a number must be at most 4294967295"))?;
                toks.push((Tok::Int(n), column));
            } else {
                toks.push((Tok::Word(word), column));
            }
        } else if let Some(sym) = SYMBOLS.iter().find(|s| {
            let n = s.chars().count();
            chars[i..].iter().take(n).copied().eq(s.chars())
        }) {
            if toks.is_empty() {
                return Err(err(number, column, "a line starts with a statement's word"));
            }
            toks.push((Tok::Sym(sym), column));
            i += sym.len();
        } else if toks
            .first()
            .is_some_and(|t| t.0 == Tok::Word("puzzle".into()))
        {
            // A title may hold any character; the tokens after `puzzle` are never read.
            i += 1;
        } else {
            return Err(err(
                number,
                column,
                format!("unexpected character {c:?}: names are letters, digits, `_` and `-`"),
            ));
        }
    }
    Ok(Line {
        number,
        toks,
        end: chars.len() as u32 + 1,
        rest,
    })
}

/// What a name stands for.
#[derive(Clone, Copy)]
pub(super) enum Named {
    Kind(usize),
    Member(usize),
    Set(KindSet),
}

/// A cursor over one line's tokens.
pub(super) struct Cursor<'a> {
    pub(super) line: &'a Line,
    pub(super) at: usize,
    pub(super) depth: u32,
}

impl<'a> Cursor<'a> {
    pub(super) fn peek(&self) -> Option<&'a Tok> {
        self.line.toks.get(self.at).map(|t| &t.0)
    }

    pub(super) fn column(&self) -> u32 {
        self.line.toks.get(self.at).map_or(self.line.end, |t| t.1)
    }

    pub(super) fn fail(&self, message: impl Into<String>) -> FormatError {
        let found = match self.peek() {
            Some(tok) => format!(", found {tok}"),
            None => ", found the end of the line".into(),
        };
        err(
            self.line.number,
            self.column(),
            format!("{}{found}", message.into()),
        )
    }

    pub(super) fn next(&mut self) -> Option<&'a Tok> {
        let tok = self.peek();
        self.at += 1;
        tok
    }

    pub(super) fn eat_sym(&mut self, sym: &str) -> bool {
        if self.peek() == Some(&Tok::Sym(leak(sym))) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    pub(super) fn eat_word(&mut self, word: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Word(w)) if w == word) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    pub(super) fn expect_sym(&mut self, sym: &str, rule: &str) -> Result<(), FormatError> {
        if self.eat_sym(sym) {
            Ok(())
        } else {
            Err(self.fail(format!("{rule}: expected `{sym}`")))
        }
    }

    pub(super) fn word(&mut self, rule: &str) -> Result<(String, u32), FormatError> {
        let column = self.column();
        match self.peek() {
            Some(Tok::Word(w)) => {
                self.at += 1;
                Ok((w.clone(), column))
            }
            _ => Err(self.fail(format!("{rule}: expected a name"))),
        }
    }

    pub(super) fn int(&mut self, rule: &str) -> Result<u32, FormatError> {
        match self.peek() {
            Some(Tok::Int(n)) => {
                self.at += 1;
                Ok(*n as u32)
            }
            _ => Err(self.fail(format!("{rule}: expected a whole number"))),
        }
    }

    pub(super) fn end(&self, rule: &str) -> Result<(), FormatError> {
        match self.peek() {
            None => Ok(()),
            Some(_) => Err(self.fail(format!("{rule}: expected the end of the line"))),
        }
    }
}

/// The symbols are the static strings of [`SYMBOLS`]; any other string matches none of them.
pub(super) fn leak(sym: &str) -> &'static str {
    SYMBOLS.iter().copied().find(|s| *s == sym).unwrap_or("")
}
