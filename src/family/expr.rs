//! The rules' expressions, evaluated on a group of characters (a bank's occupants or the crossing
//! group) given as the count of each kind in it. A set of kinds is a bit mask (a puzzle has at most 64
//! kinds); sums are `u64` and saturate, so no count or attribute overflows.

/// The kinds a name stands for, as a bit mask over the puzzle's kinds.
pub(crate) type KindSet = u64;

/// A comparison of two sums.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

/// One term of a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Term {
    /// A whole number.
    Const(u64),
    /// The characters of these kinds in the group.
    Count(KindSet),
    /// The total of one attribute (per kind, the member's value) over these kinds in the group.
    Total(Vec<u64>, KindSet),
}

/// A condition on a group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Expr {
    /// At least one character of these kinds is in the group.
    Any(KindSet),
    /// Every character of these kinds is in the group.
    All(KindSet),
    /// No character of these kinds is in the group.
    NoneOf(KindSet),
    /// The group is not empty and holds only characters of these kinds.
    Only(KindSet),
    /// The group is exactly every character of these kinds.
    Exactly(KindSet),
    /// Two sums compared.
    Compare(Vec<Term>, Cmp, Vec<Term>),
    Not(Box<Expr>),
    And(Vec<Expr>),
    Or(Vec<Expr>),
}

/// A group: the count of each kind in it, each kind's size, and two masks made from them once per
/// group (so that a set's test is one mask operation, however many rules ask it).
#[derive(Clone, Copy)]
pub(crate) struct Group<'a> {
    counts: &'a [u32],
    /// The kinds with at least one character in the group.
    present: KindSet,
    /// The kinds with every character in the group (a kind of no characters included).
    full: KindSet,
    /// The puzzle's kinds (bits `0..counts.len()`).
    kinds: KindSet,
}

impl<'a> Group<'a> {
    /// The group of `counts` characters of each kind, out of `sizes`.
    pub fn new(counts: &'a [u32], sizes: &[u32]) -> Group<'a> {
        let (mut present, mut full) = (0, 0);
        for (i, (&c, &s)) in counts.iter().zip(sizes).enumerate().take(64) {
            present |= u64::from(c > 0) << i;
            full |= u64::from(c == s) << i;
        }
        Group::with(counts, present, full)
    }

    /// The group of `counts`, whose masks the caller keeps: `present` and `full` as [`Group::new`]
    /// would make them.
    pub fn with(counts: &'a [u32], present: KindSet, full: KindSet) -> Group<'a> {
        let kinds = match counts.len() {
            n if n >= 64 => u64::MAX,
            n => (1u64 << n) - 1,
        };
        Group {
            counts,
            present,
            full,
            kinds,
        }
    }

    /// The kinds with at least one character in the group.
    pub fn present(&self) -> KindSet {
        self.present
    }

    /// The kinds with every character in the group.
    pub fn full(&self) -> KindSet {
        self.full
    }

    fn count(&self, set: KindSet) -> u64 {
        self.members(set).map(|i| u64::from(self.counts[i])).sum()
    }

    /// The kinds of `set` that the group's characters have (the others contribute nothing to a sum).
    fn members(&self, set: KindSet) -> impl Iterator<Item = usize> {
        let mut rest = set & self.present;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                i
            })
        })
    }

    /// Every kind of `set` is full in the group.
    fn all(&self, set: KindSet) -> bool {
        set & self.kinds & !self.full == 0
    }

    fn sum(&self, terms: &[Term]) -> u64 {
        terms.iter().fold(0u64, |acc, term| {
            acc.saturating_add(match term {
                Term::Const(n) => *n,
                Term::Count(set) => self.count(*set),
                Term::Total(values, set) => self.members(*set).fold(0u64, |a, i| {
                    a.saturating_add(u64::from(self.counts[i]).saturating_mul(values[i]))
                }),
            })
        })
    }
}

impl Expr {
    /// Whether the group satisfies the condition.
    pub fn holds(&self, group: Group<'_>) -> bool {
        match self {
            Expr::Any(set) => group.present & set != 0,
            Expr::All(set) => group.all(*set),
            Expr::NoneOf(set) => group.present & set == 0,
            Expr::Only(set) => group.present & set != 0 && group.present & !set == 0,
            Expr::Exactly(set) => group.present & !set == 0 && group.all(*set),
            Expr::Compare(left, cmp, right) => {
                let (a, b) = (group.sum(left), group.sum(right));
                match cmp {
                    Cmp::Lt => a < b,
                    Cmp::Le => a <= b,
                    Cmp::Gt => a > b,
                    Cmp::Ge => a >= b,
                    Cmp::Eq => a == b,
                    Cmp::Ne => a != b,
                }
            }
            Expr::Not(inner) => !inner.holds(group),
            Expr::And(parts) => parts.iter().all(|p| p.holds(group)),
            Expr::Or(parts) => parts.iter().any(|p| p.holds(group)),
        }
    }
}

/// A condition taken apart as a conjunction, for asking it of many groups: the tests on sets of kinds
/// folded into masks (`any(A) and none(B) and all(C)` is three mask tests however many kinds the
/// sets hold), the other parts kept as expressions. It holds exactly when the condition holds.
pub(crate) struct Conjunction<'e> {
    /// Kinds each present (single-kind `any`, or `not none`).
    each: KindSet,
    /// Sets that each have a present kind (`any` of several kinds).
    some: Vec<KindSet>,
    /// Kinds all absent (`none`, or `not any`).
    absent: KindSet,
    /// Kinds all full (`all`).
    full: KindSet,
    rest: Vec<&'e Expr>,
}

impl<'e> Conjunction<'e> {
    /// The conjunction of `expr`: its parts if it is an `and` (nested ones flattened), else itself.
    pub fn of(expr: &'e Expr) -> Conjunction<'e> {
        let mut c = Conjunction {
            each: 0,
            some: Vec::new(),
            absent: 0,
            full: 0,
            rest: Vec::new(),
        };
        c.add(expr);
        c
    }

    fn add(&mut self, expr: &'e Expr) {
        match expr {
            Expr::And(parts) => parts.iter().for_each(|p| self.add(p)),
            Expr::Any(set) if set.count_ones() == 1 => self.each |= set,
            Expr::Any(set) if *set != 0 => self.some.push(*set),
            Expr::NoneOf(set) => self.absent |= set,
            Expr::All(set) => self.full |= set,
            Expr::Not(inner) => match &**inner {
                Expr::Any(set) => self.absent |= set,
                Expr::NoneOf(set) if set.count_ones() == 1 => self.each |= set,
                _ => self.rest.push(expr),
            },
            _ => self.rest.push(expr),
        }
    }

    /// Whether the group satisfies the condition.
    pub fn holds(&self, group: Group<'_>) -> bool {
        group.present & self.each == self.each
            && group.present & self.absent == 0
            && group.all(self.full)
            && self.some.iter().all(|&set| group.present & set != 0)
            && self.rest.iter().all(|e| e.holds(group))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every expression of a few shapes over three kinds of sizes 0, 1 and 2.
    fn exprs() -> Vec<Expr> {
        let mut atoms = Vec::new();
        for set in 0..8u64 {
            atoms.extend([
                Expr::Any(set),
                Expr::All(set),
                Expr::NoneOf(set),
                Expr::Only(set),
                Expr::Exactly(set),
                Expr::Compare(vec![Term::Count(set)], Cmp::Gt, vec![Term::Const(1)]),
            ]);
        }
        let mut all = atoms.clone();
        for (i, a) in atoms.iter().enumerate() {
            all.push(Expr::Not(Box::new(a.clone())));
            let b = &atoms[(i * 7 + 3) % atoms.len()];
            let c = Expr::Not(Box::new(atoms[(i * 5 + 1) % atoms.len()].clone()));
            all.push(Expr::And(vec![a.clone(), b.clone(), c.clone()]));
            all.push(Expr::And(vec![
                Expr::And(vec![a.clone(), c.clone()]),
                Expr::Or(vec![b.clone()]),
            ]));
        }
        all
    }

    #[test]
    fn a_conjunction_holds_exactly_when_its_condition_holds() {
        let sizes = [0, 1, 2];
        for x in 0..=1 {
            for y in 0..=2 {
                let counts = [0, x, y];
                let group = Group::new(&counts, &sizes);
                let kept = Group::with(&counts, group.present(), group.full());
                for expr in exprs() {
                    let holds = expr.holds(group);
                    assert_eq!(
                        Conjunction::of(&expr).holds(kept),
                        holds,
                        "{expr:?} on {counts:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_masks_answer_as_the_counts() {
        let sizes = [0, 1, 2];
        let counts = [0, 1, 1];
        let group = Group::new(&counts, &sizes);
        assert!(Expr::All(0b011).holds(group), "a kind of none is all there");
        assert!(!Expr::All(0b100).holds(group));
        assert!(Expr::Only(0b010).holds(Group::new(&[0, 1, 0], &sizes)));
        assert!(!Expr::Only(0b001).holds(Group::new(&[0, 0, 0], &sizes)));
        assert!(Expr::Exactly(0b011).holds(Group::new(&[0, 1, 0], &sizes)));
        assert!(!Expr::Exactly(0b110).holds(group));
    }
}
