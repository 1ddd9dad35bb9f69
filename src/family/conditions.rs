//! The rules' conditions in the puzzle format: a rule line, its condition, sums and lists of names
//! (the grammar is in `docs/family.md`, "The format"). Nesting is bounded, so no condition recurses
//! without bound.

use super::expr::{Cmp, Expr, KindSet, Term};
use super::format::{FormatError, Reader, MAX_DEPTH};
use super::lexer::{err, Cursor, Line, Named, Tok};
use super::{Place, Rule};

impl Reader {
    /// A comma-separated list of names (or `everyone`), as a set of kinds.
    pub(super) fn names_list(&self, cur: &mut Cursor<'_>) -> Result<KindSet, FormatError> {
        let mut set = 0;
        loop {
            set |= self.name(cur)?;
            if !cur.eat_sym(",") {
                return Ok(set);
            }
        }
    }

    fn name(&self, cur: &mut Cursor<'_>) -> Result<KindSet, FormatError> {
        let n = cur.line.number;
        let (name, column) = cur.word("expected a character, kind or set")?;
        if name == "everyone" {
            return Ok(if self.kinds.len() == 64 {
                u64::MAX
            } else {
                (1u64 << self.kinds.len()) - 1
            });
        }
        match self.names.get(&name) {
            Some(Named::Kind(i)) => Ok(1 << i),
            Some(Named::Set(set)) => Ok(*set),
            Some(Named::Member(i)) => Err(err(
                n,
                column,
                format!(
                    "`{name}` is one of the interchangeable kind `{}`: rules name the kind",
                    self.kinds[*i].name
                ),
            )),
            None => Err(err(
                n,
                column,
                format!("unknown name `{name}`: declare it with `character`, `kind` or `set`"),
            )),
        }
    }

    /// `boat never EXPR`, `boat only EXPR`, `bank never EXPR`, `everywhere never EXPR`.
    pub(super) fn rule(&self, line: &Line, rules: &mut Vec<Rule>) -> Result<(), FormatError> {
        let mut cur = Cursor {
            line,
            at: 0,
            depth: 0,
        };
        let (place, _) = cur.word("")?;
        let column = cur.column();
        let required = if cur.eat_word("never") {
            false
        } else if place == "boat" && cur.eat_word("only") {
            true
        } else {
            let rule = if place == "boat" {
                "`boat` is followed by capacity, load, load-change, never or only"
            } else {
                "a bank rule reads `never CONDITION`"
            };
            return Err(err(line.number, column, rule));
        };
        let expr = self.expr(&mut cur)?;
        cur.end("a rule's condition")?;
        let places: &[Place] = match place.as_str() {
            "boat" => &[Place::Boat],
            "bank" => &[Place::Banks],
            _ => &[Place::Banks, Place::Boat],
        };
        for &place in places {
            rules.push(Rule {
                place,
                required,
                expr: expr.clone(),
                line: line.number,
            });
        }
        Ok(())
    }

    fn expr(&self, cur: &mut Cursor<'_>) -> Result<Expr, FormatError> {
        let mut parts = vec![self.conjunction(cur)?];
        while cur.eat_word("or") {
            parts.push(self.conjunction(cur)?);
        }
        Ok(if parts.len() == 1 {
            parts.remove(0)
        } else {
            Expr::Or(parts)
        })
    }

    fn conjunction(&self, cur: &mut Cursor<'_>) -> Result<Expr, FormatError> {
        let mut parts = vec![self.unary(cur)?];
        while cur.eat_word("and") {
            parts.push(self.unary(cur)?);
        }
        Ok(if parts.len() == 1 {
            parts.remove(0)
        } else {
            Expr::And(parts)
        })
    }

    fn unary(&self, cur: &mut Cursor<'_>) -> Result<Expr, FormatError> {
        if cur.depth >= MAX_DEPTH {
            return Err(cur.fail(format!("a condition nests at most {MAX_DEPTH} deep")));
        }
        cur.depth += 1;
        let result = self.atom(cur);
        cur.depth -= 1;
        result
    }

    fn atom(&self, cur: &mut Cursor<'_>) -> Result<Expr, FormatError> {
        let condition = "expected a condition: NAME, not, (…), any(…), all(…), none(…), only(…), exactly(…) or a comparison";
        if cur.eat_word("not") {
            return Ok(Expr::Not(Box::new(self.unary(cur)?)));
        }
        if cur.eat_sym("(") {
            let inner = self.expr(cur)?;
            cur.expect_sym(")", "a parenthesis")?;
            return Ok(inner);
        }
        for (word, make) in [
            ("any", Expr::Any as fn(KindSet) -> Expr),
            ("all", Expr::All),
            ("none", Expr::NoneOf),
            ("only", Expr::Only),
            ("exactly", Expr::Exactly),
        ] {
            if cur.eat_word(word) {
                cur.expect_sym("(", &format!("`{word}(NAMES)`"))?;
                let set = self.names_list(cur)?;
                cur.expect_sym(")", &format!("`{word}(NAMES)`"))?;
                return Ok(make(set));
            }
        }
        match cur.peek() {
            Some(Tok::Int(_)) => {}
            Some(Tok::Word(w)) if w == "count" || w == "sum" => {}
            Some(Tok::Word(_)) => return Ok(Expr::Any(self.name(cur)?)),
            _ => return Err(cur.fail(condition)),
        }
        let left = self.sum(cur)?;
        let cmp = match cur.peek() {
            Some(Tok::Sym("<")) => Cmp::Lt,
            Some(Tok::Sym("<=")) => Cmp::Le,
            Some(Tok::Sym(">")) => Cmp::Gt,
            Some(Tok::Sym(">=")) => Cmp::Ge,
            Some(Tok::Sym("=")) => Cmp::Eq,
            Some(Tok::Sym("!=")) => Cmp::Ne,
            _ => return Err(cur.fail("a comparison: expected <, <=, >, >=, = or !=")),
        };
        cur.next();
        Ok(Expr::Compare(left, cmp, self.sum(cur)?))
    }

    /// `TERM (+ TERM)*`, a term being a number, `count(NAMES)` or `sum(ATTRIBUTE: NAMES)`.
    fn sum(&self, cur: &mut Cursor<'_>) -> Result<Vec<Term>, FormatError> {
        let rule = "a sum's term is a number, count(NAMES) or sum(ATTRIBUTE: NAMES)";
        let mut terms = Vec::new();
        loop {
            if let Some(Tok::Int(n)) = cur.peek() {
                cur.next();
                terms.push(Term::Const(*n));
            } else if cur.eat_word("count") {
                cur.expect_sym("(", "`count(NAMES)`")?;
                let set = self.names_list(cur)?;
                cur.expect_sym(")", "`count(NAMES)`")?;
                terms.push(Term::Count(set));
            } else if cur.eat_word("sum") {
                cur.expect_sym("(", "`sum(ATTRIBUTE: NAMES)`")?;
                let (attribute, column) = cur.word("`sum(ATTRIBUTE: NAMES)`")?;
                if !self
                    .kinds
                    .iter()
                    .any(|k| k.attributes.iter().any(|(a, _)| *a == attribute))
                {
                    return Err(err(
                        cur.line.number,
                        column,
                        format!("no character has the attribute `{attribute}`"),
                    ));
                }
                cur.expect_sym(":", "`sum(ATTRIBUTE: NAMES)`")?;
                let set = self.names_list(cur)?;
                cur.expect_sym(")", "`sum(ATTRIBUTE: NAMES)`")?;
                let values = self
                    .kinds
                    .iter()
                    .map(|k| {
                        k.attributes
                            .iter()
                            .find(|(a, _)| *a == attribute)
                            .map_or(0, |(_, v)| u64::from(*v))
                    })
                    .collect();
                terms.push(Term::Total(values, set));
            } else {
                return Err(cur.fail(rule));
            }
            if !cur.eat_sym("+") {
                return Ok(terms);
            }
        }
    }
}
