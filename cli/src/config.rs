//! The game options every command shares: counts (or, for `levels`, ranges of counts) and the rule
//! variant.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use clap::builder::PossibleValue;
use clap::{Args, ValueEnum};
use priests_devils::{BoatSafety, Rowers, Rules};

/// The game configuration (default: the classic 3 priests, 3 devils, boat for 2, classic rules).
#[derive(Args, Debug, Clone, Copy)]
pub(crate) struct Config {
    /// Priests in the game [default: 3; for `levels`, a range such as 1..8, default 1..8].
    #[arg(long, short = 'p', global = true)]
    pub(crate) priests: Option<Span>,
    /// Devils in the game [default: 3; for `levels`, default 1..8].
    #[arg(long, short = 'd', global = true)]
    pub(crate) devils: Option<Span>,
    /// The most characters the boat carries [default: 2; for `levels`, default 2..5].
    #[arg(long, short = 'b', global = true)]
    pub(crate) boat: Option<Span>,
    /// When priests are aboard, devils may not outnumber them (the puzzle books' rule).
    #[arg(long, global = true)]
    pub(crate) boat_safety: bool,
    /// Who may row the boat.
    #[arg(long, value_enum, default_value_t = RowersArg(Rowers::default()), global = true)]
    pub(crate) rowers: RowersArg,
}

/// Who may row, as typed: one of [`Rowers::ALL`] by its name ([`rowers_name`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RowersArg(pub(crate) Rowers);

/// Every value `--rowers` takes, in the library's order.
const ROWERS_ARGS: [RowersArg; Rowers::ALL.len()] = {
    let mut args = [RowersArg(Rowers::ALL[0]); Rowers::ALL.len()];
    let mut i = 1;
    while i < args.len() {
        args[i] = RowersArg(Rowers::ALL[i]);
        i += 1;
    }
    args
};

impl ValueEnum for RowersArg {
    fn value_variants<'a>() -> &'a [Self] {
        &ROWERS_ARGS
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(rowers_name(self.0)).help(self.0.to_string()))
    }
}

/// The name `--rowers` and the `levels` report give `rowers`: the library's, in lowercase (`priests`),
/// as in `levels.toml`.
pub(crate) fn rowers_name(rowers: Rowers) -> &'static str {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    let names = NAMES.get_or_init(|| {
        Rowers::ALL
            .iter()
            .map(|r| format!("{r:?}").to_lowercase())
            .collect()
    });
    &names[rowers.index() as usize]
}

impl Config {
    /// The one configuration the options name, for every command but `levels`.
    pub(crate) fn rules(&self) -> Result<Rules, String> {
        let single = |span: Option<Span>, default: u32, what: &str| match span {
            None => Ok(default),
            Some(Span { lo, hi }) if lo == hi => Ok(lo),
            Some(span) => Err(format!(
                "--{what} {span}: a range is only for the levels command"
            )),
        };
        let rules = Rules::new(
            single(self.priests, 3, "priests")?,
            single(self.devils, 3, "devils")?,
            single(self.boat, 2, "boat")?,
        )
        .map_err(|e| e.to_string())?;
        Ok(self.variant(rules))
    }

    /// `rules` under the variant the options name.
    pub(crate) fn variant(&self, rules: Rules) -> Rules {
        let safety = if self.boat_safety {
            BoatSafety::Aboard
        } else {
            BoatSafety::Banks
        };
        rules.with_boat_safety(safety).with_rowers(self.rowers.0)
    }
}

/// A count typed as `N`, or an inclusive range `A..B` (also `A..=B`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Span {
    pub(crate) lo: u32,
    pub(crate) hi: u32,
}

impl Span {
    /// The counts of the span, in order.
    pub(crate) fn counts(self) -> std::ops::RangeInclusive<u32> {
        self.lo..=self.hi
    }
}

impl fmt::Display for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.lo == self.hi {
            write!(f, "{}", self.lo)
        } else {
            write!(f, "{}..{}", self.lo, self.hi)
        }
    }
}

impl FromStr for Span {
    type Err = String;

    fn from_str(text: &str) -> Result<Span, String> {
        let count = |s: &str| {
            s.trim().parse::<u32>().map_err(|_| {
                format!("expected a whole number or a range such as 1..8, not {text:?}")
            })
        };
        let (lo, hi) = match text.split_once("..") {
            Some((lo, hi)) => (count(lo)?, count(hi.strip_prefix('=').unwrap_or(hi))?),
            None => (count(text)?, count(text)?),
        };
        if lo > hi {
            return Err(format!("the range {text} is empty"));
        }
        Ok(Span { lo, hi })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_parse_counts_and_inclusive_ranges() {
        assert_eq!("4".parse(), Ok(Span { lo: 4, hi: 4 }));
        assert_eq!("1..8".parse(), Ok(Span { lo: 1, hi: 8 }));
        assert_eq!("2..=5".parse(), Ok(Span { lo: 2, hi: 5 }));
        assert!("5..2".parse::<Span>().unwrap_err().contains("empty"));
        assert!("x".parse::<Span>().unwrap_err().contains("whole number"));
        assert_eq!(Span { lo: 1, hi: 8 }.counts().count(), 8);
    }

    #[test]
    fn single_commands_refuse_ranges_and_apply_the_variant() {
        let config = Config {
            priests: Some(Span { lo: 1, hi: 3 }),
            devils: None,
            boat: None,
            boat_safety: true,
            rowers: RowersArg(Rowers::Devils),
        };
        assert!(config.rules().unwrap_err().contains("only for the levels"));
        let config = Config {
            priests: Some(Span { lo: 4, hi: 4 }),
            ..config
        };
        let rules = config.rules().unwrap();
        assert_eq!(rules.priests(), 4);
        assert_eq!(rules.boat_safety(), BoatSafety::Aboard);
        assert_eq!(rules.rowers(), Rowers::Devils);
    }

    #[test]
    fn rowers_takes_each_variant_by_its_name() {
        let names: Vec<_> = Rowers::ALL.into_iter().map(rowers_name).collect();
        assert_eq!(names[..3], ["anyone", "priests", "devils"]);
        for rowers in Rowers::ALL {
            let typed = RowersArg::from_str(rowers_name(rowers), false);
            assert_eq!(typed, Ok(RowersArg(rowers)));
        }
        assert_eq!(RowersArg::value_variants().len(), Rowers::ALL.len());
    }
}
