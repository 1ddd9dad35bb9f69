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

/// A group: the count of each kind in it, and each kind's size.
#[derive(Clone, Copy)]
pub(crate) struct Group<'a> {
    pub counts: &'a [u32],
    pub sizes: &'a [u32],
}

impl Group<'_> {
    fn count(&self, set: KindSet) -> u64 {
        self.members(set).map(|i| u64::from(self.counts[i])).sum()
    }

    fn members(&self, set: KindSet) -> impl Iterator<Item = usize> + '_ {
        (0..self.counts.len()).filter(move |&i| set >> i & 1 == 1)
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
            Expr::Any(set) => group.count(*set) > 0,
            Expr::All(set) => group
                .members(*set)
                .all(|i| group.counts[i] == group.sizes[i]),
            Expr::NoneOf(set) => group.count(*set) == 0,
            Expr::Only(set) => group.count(*set) > 0 && group.count(!*set) == 0,
            Expr::Exactly(set) => {
                group.count(!*set) == 0
                    && group
                        .members(*set)
                        .all(|i| group.counts[i] == group.sizes[i])
            }
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
