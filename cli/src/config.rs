//! The game options every command shares: counts (or, for `levels`, ranges of counts) and the rule
//! variant.

use std::ffi::OsStr;
use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::Args;
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
    /// Whether the boat's load must itself be safe.
    #[arg(long, value_parser = VariantParser::<BoatSafety>::new(), default_value = BoatSafety::default().name(), global = true)]
    pub(crate) boat_safety: BoatSafety,
    /// Who may row the boat.
    #[arg(long, value_parser = VariantParser::<Rowers>::new(), default_value = Rowers::default().name(), global = true)]
    pub(crate) rowers: Rowers,
}

/// A library enum of a rule variant, which an option takes by its values' names.
pub(crate) trait Variant:
    Copy + Default + Eq + fmt::Display + Send + Sync + 'static
{
    /// Every value, in the library's order (`ALL`).
    const ALL: &'static [Self];
    /// The value's name (`name()`): what the option takes and the JSON reports write.
    fn name(self) -> &'static str;
}

impl Variant for BoatSafety {
    const ALL: &'static [Self] = &BoatSafety::ALL;
    fn name(self) -> &'static str {
        BoatSafety::name(self)
    }
}

impl Variant for Rowers {
    const ALL: &'static [Self] = &Rowers::ALL;
    fn name(self) -> &'static str {
        Rowers::name(self)
    }
}

/// The parser of an option over a rule variant: one of `T::ALL` by its name, each listed in the help
/// with the library's words for it (`Display`).
#[derive(Clone, Copy)]
pub(crate) struct VariantParser<T>(PhantomData<T>);

impl<T: Variant> VariantParser<T> {
    /// The parser of `T`'s values.
    pub(crate) fn new() -> VariantParser<T> {
        VariantParser(PhantomData)
    }
}

impl<T: Variant> TypedValueParser for VariantParser<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        let names = PossibleValuesParser::new(T::ALL.iter().map(|v| v.name()));
        let name = names.parse_ref(cmd, arg, value)?;
        Ok(*T::ALL
            .iter()
            .find(|v| v.name() == name)
            .expect("one of the names"))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            T::ALL
                .iter()
                .map(|v| PossibleValue::new(v.name()).help(v.to_string())),
        ))
    }
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
        rules
            .with_boat_safety(self.boat_safety)
            .with_rowers(self.rowers)
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
            boat_safety: BoatSafety::Aboard,
            rowers: Rowers::Devils,
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
    fn each_variant_option_takes_every_value_by_its_name() {
        fn check<T: Variant + fmt::Debug>() {
            let command = clap::Command::new("test");
            let parser = VariantParser::<T>::new();
            for value in T::ALL {
                let typed = parser.parse_ref(&command, None, OsStr::new(value.name()));
                assert_eq!(typed.unwrap(), *value);
            }
            assert!(parser.parse_ref(&command, None, OsStr::new("x")).is_err());
            let listed: Vec<_> = parser.possible_values().unwrap().collect();
            assert_eq!(listed.len(), T::ALL.len());
        }
        check::<BoatSafety>();
        check::<Rowers>();
    }
}
