//! The puzzle format's reader: a small hand-written, line-oriented reader (the grammar is in
//! `docs/family.md`, "The format"). Each line is one statement; `#` starts a comment. Declarations
//! (`character`, `kind`, `set`) and settings are read in a first pass, rules in a second, so a rule may
//! name a character declared below it. Every error names the line, the column and the rule of the
//! format it breaks. The reader bounds what it accepts (text size, kinds, nesting) so that no input
//! makes it panic or recurse without bound.

use super::lexer::{err, tokenize, Cursor, Line, Named, Tok};
use super::{Bank, Kind, Puzzle, Rowing};
use std::collections::BTreeMap;

/// The largest puzzle text the reader accepts, in bytes.
const MAX_TEXT: usize = 1 << 20;
/// The most kinds of character a puzzle may have (a set of kinds is a 64-bit mask).
const MAX_KINDS: usize = 64;
/// The deepest nesting of parentheses and `not` in a rule.
pub(super) const MAX_DEPTH: u32 = 32;

/// Where a puzzle's text breaks the format, and which rule of the format it breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct FormatError {
    /// The line (1 for the first).
    pub line: u32,
    /// The column, in characters (1 for the first).
    pub column: u32,
    /// What the format expects there, in English.
    pub message: String,
}

const STATEMENTS: &str =
    "a line is one of: puzzle, character, kind, set, boat, bank, everywhere, time";
const RESERVED: [&str; 12] = [
    "and", "or", "not", "any", "all", "none", "only", "exactly", "count", "sum", "names", "rows",
];

#[derive(Default)]
pub(super) struct Reader {
    pub(super) kinds: Vec<Kind>,
    // Ordered, not hashed: std's default hasher seeds itself from the system's random source, an import
    // the Android build's allowed list (scripts/plugins/android-imports.txt) does not have.
    pub(super) names: BTreeMap<String, Named>,
    pub(super) title: Option<String>,
    pub(super) capacity: Option<u32>,
    pub(super) max_load: Option<u32>,
    pub(super) load_change: Option<u32>,
    pub(super) time_limit: Option<u32>,
}

impl Puzzle {
    /// Reads a puzzle from its text (the format of `docs/family.md`).
    ///
    /// # Errors
    /// A [`FormatError`] naming the line, the column and the rule of the format the text breaks.
    pub fn parse(text: &str) -> Result<Puzzle, FormatError> {
        if text.len() > MAX_TEXT {
            return Err(err(
                1,
                1,
                format!("a puzzle's text is at most {MAX_TEXT} bytes"),
            ));
        }
        let mut lines = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let number = u32::try_from(i + 1).unwrap_or(u32::MAX);
            // A control character would end or garble the names and messages C callers read as
            // NUL-terminated text: the format holds none but tabs.
            if let Some(at) = raw.chars().position(|c| c.is_control() && c != '\t') {
                let column = u32::try_from(at + 1).unwrap_or(u32::MAX);
                return Err(err(
                    number,
                    column,
                    "a puzzle's text holds no control characters but tabs and line ends".to_owned(),
                ));
            }
            let line = tokenize(number, raw)?;
            if !line.toks.is_empty() {
                lines.push(line);
            }
        }
        let mut reader = Reader::default();
        let mut rule_lines = Vec::new();
        for line in &lines {
            let mut cur = Cursor {
                line,
                at: 0,
                depth: 0,
            };
            let (word, _) = cur.word(STATEMENTS)?;
            match word.as_str() {
                "puzzle" => reader.title(&cur)?,
                "character" | "kind" => reader.declare(&mut cur, word == "kind")?,
                "set" => reader.set(&mut cur)?,
                "time" => {
                    if !cur.eat_word("limit") {
                        return Err(cur.fail("`time` is followed by `limit`"));
                    }
                    let n = cur.int("`time limit` takes the most total minutes")?;
                    cur.end("`time limit N`")?;
                    set_once(&mut reader.time_limit, n, line, "time limit")?;
                }
                "boat" if matches!(cur.peek(), Some(Tok::Word(w)) if w != "never" && w != "only") => {
                    reader.boat_setting(&mut cur)?
                }
                "boat" | "bank" | "everywhere" => rule_lines.push(line),
                _ => {
                    return Err(err(
                        line.number,
                        1,
                        format!("unknown statement `{word}`: {STATEMENTS}"),
                    ))
                }
            }
        }
        let Some(title) = reader.title.take() else {
            return Err(err(1, 1, "a puzzle needs a `puzzle` line with its title"));
        };
        if reader.kinds.is_empty() {
            return Err(err(
                1,
                1,
                "a puzzle needs at least one `character` or `kind`",
            ));
        }
        let total: u64 = reader.kinds.iter().map(|k| u64::from(k.count)).sum();
        let mut rules = Vec::new();
        for line in rule_lines {
            reader.rule(line, &mut rules)?;
        }
        let timed = reader.time_limit.is_some() || reader.kinds.iter().any(|k| k.time > 0);
        Ok(Puzzle {
            title,
            capacity: reader
                .capacity
                .unwrap_or(u32::try_from(total).unwrap_or(u32::MAX)),
            kinds: reader.kinds,
            max_load: reader.max_load,
            load_change: reader.load_change,
            time_limit: reader.time_limit,
            timed,
            rules,
        })
    }
}

fn set_once(slot: &mut Option<u32>, n: u32, line: &Line, what: &str) -> Result<(), FormatError> {
    if slot.is_some() {
        return Err(err(line.number, 1, format!("`{what}` is given twice")));
    }
    *slot = Some(n);
    Ok(())
}

impl Reader {
    fn title(&mut self, cur: &Cursor<'_>) -> Result<(), FormatError> {
        let line = cur.line;
        if self.title.is_some() {
            return Err(err(line.number, 1, "`puzzle` is given twice"));
        }
        if line.rest.is_empty() {
            return Err(err(
                line.number,
                line.end,
                "`puzzle` is followed by the puzzle's title",
            ));
        }
        self.title = Some(line.rest.clone());
        Ok(())
    }

    fn new_name(
        &mut self,
        name: &str,
        column: u32,
        line: u32,
        named: Named,
    ) -> Result<(), FormatError> {
        if RESERVED.contains(&name) || name == "everyone" {
            return Err(err(
                line,
                column,
                format!("`{name}` is a word of the format, not a name"),
            ));
        }
        if name.bytes().all(|b| b.is_ascii_digit() || b == b'-') {
            return Err(err(line, column, "a name holds at least one letter"));
        }
        if self.names.insert(name.to_string(), named).is_some() {
            return Err(err(
                line,
                column,
                format!("the name `{name}` is declared twice"),
            ));
        }
        Ok(())
    }

    /// `character NAME ATTR*` or `kind NAME COUNT ATTR*`.
    fn declare(&mut self, cur: &mut Cursor<'_>, counted: bool) -> Result<(), FormatError> {
        let n = cur.line.number;
        if self.kinds.len() == MAX_KINDS {
            return Err(err(
                n,
                1,
                format!("a puzzle has at most {MAX_KINDS} kinds of character"),
            ));
        }
        let rule = if counted {
            "`kind NAME COUNT ATTRIBUTES`"
        } else {
            "`character NAME ATTRIBUTES`"
        };
        let (name, column) = cur.word(rule)?;
        let index = self.kinds.len();
        self.new_name(&name, column, n, Named::Kind(index))?;
        let count = if counted {
            let column = cur.column();
            let count = cur.int(rule)?;
            if count == 0 {
                return Err(err(n, column, "a kind holds at least one character"));
            }
            count
        } else {
            1
        };
        let mut kind = Kind {
            name,
            count,
            names: Vec::new(),
            rows: Rowing::Never,
            starts: Bank::Left,
            weight: 0,
            time: 0,
            attributes: Vec::new(),
        };
        let attr_rule = "an attribute is `rows`, `rows=day`, `rows=night`, `right`, `names=A,B`, or NAME=NUMBER";
        while cur.peek().is_some() {
            let (word, column) = cur.word(attr_rule)?;
            match word.as_str() {
                "rows" if cur.eat_sym("=") => {
                    let (when, column) = cur.word("`rows=` takes day, night or always")?;
                    kind.rows = match when.as_str() {
                        "day" => Rowing::Day,
                        "night" => Rowing::Night,
                        "always" => Rowing::Always,
                        _ => return Err(err(n, column, "`rows=` takes day, night or always")),
                    };
                }
                "rows" => kind.rows = Rowing::Always,
                "right" => kind.starts = Bank::Right,
                "left" => kind.starts = Bank::Left,
                "names" if counted => {
                    cur.expect_sym("=", "`names=A,B,…`")?;
                    loop {
                        let (member, column) = cur.word("`names=` lists the members' names")?;
                        self.new_name(&member, column, n, Named::Member(index))?;
                        kind.names.push(member);
                        if !cur.eat_sym(",") {
                            break;
                        }
                    }
                    if kind.names.len() as u64 != u64::from(count) {
                        return Err(err(
                            n,
                            column,
                            format!(
                                "`names=` names {} characters, but the kind holds {count}",
                                kind.names.len()
                            ),
                        ));
                    }
                }
                _ => {
                    cur.expect_sym("=", attr_rule)?;
                    let value = cur.int("an attribute's value is a whole number")?;
                    if kind.attributes.iter().any(|(a, _)| *a == word) {
                        return Err(err(
                            n,
                            column,
                            format!("the attribute `{word}` is given twice"),
                        ));
                    }
                    match word.as_str() {
                        "weight" => kind.weight = value,
                        "time" => kind.time = value,
                        _ => {}
                    }
                    kind.attributes.push((word, value));
                }
            }
        }
        self.kinds.push(kind);
        Ok(())
    }

    /// `set NAME = NAME, NAME, …`.
    fn set(&mut self, cur: &mut Cursor<'_>) -> Result<(), FormatError> {
        let (name, column) = cur.word("`set NAME = NAMES`")?;
        cur.expect_sym("=", "`set NAME = NAMES`")?;
        let members = self.names_list(cur)?;
        cur.end("`set NAME = NAMES`")?;
        self.new_name(&name, column, cur.line.number, Named::Set(members))
    }

    /// `boat capacity N`, `boat load N`, `boat load-change N`.
    fn boat_setting(&mut self, cur: &mut Cursor<'_>) -> Result<(), FormatError> {
        let line = cur.line;
        let (word, column) = cur.word("")?;
        let rule = "`boat` is followed by capacity, load, load-change, never or only";
        let slot = match word.as_str() {
            "capacity" => &mut self.capacity,
            "load" => &mut self.max_load,
            "load-change" => &mut self.load_change,
            _ => return Err(err(line.number, column, rule)),
        };
        let value_column = cur.column();
        let n = cur.int(&format!("`boat {word}` takes a whole number"))?;
        if word == "capacity" && n == 0 {
            return Err(err(
                line.number,
                value_column,
                "`boat capacity` is at least 1",
            ));
        }
        cur.end(&format!("`boat {word} N`"))?;
        set_once(slot, n, line, &format!("boat {word}"))
    }
}
