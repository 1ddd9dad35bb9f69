//! Moves, actions and steps in the player's language, in the string tables' words (`i18n/*.toml`, which
//! `cargo xtask generate` writes into `words.g.rs`): what a hint says, with no words of a front end's own.

use std::fmt;

use crate::{Action, Move, Step};

/// A language the library describes moves, actions and steps in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// English (`i18n/en.toml`).
    #[default]
    English,
    /// Simplified Chinese (`i18n/zh-Hans.toml`).
    SimplifiedChinese,
}

impl Language {
    /// Every language, in order: a language's index here is its value in the C ABI (`PdLanguage`).
    pub const ALL: [Language; 2] = [Language::English, Language::SimplifiedChinese];

    /// The language at `index` in [`Language::ALL`], if any.
    pub fn from_index(index: u32) -> Option<Language> {
        Language::ALL.get(usize::try_from(index).ok()?).copied()
    }

    pub(crate) fn words(self) -> &'static Words {
        &WORDS[self as usize]
    }
}

/// One language's words: `{0}`-style templates, as in the string tables.
pub(crate) struct Words {
    pub(crate) nobody: &'static str,
    priests: &'static str,
    priests_one: &'static str,
    devils: &'static str,
    devils_one: &'static str,
    both: &'static str,
    /// In [`action_index`]'s order.
    pub(crate) actions: [&'static str; 6],
    pub(crate) step: &'static str,
    pub(crate) step_one: &'static str,
    /// A puzzle's load: `{0}` of the kind named `{1}`.
    pub(crate) family_counted: &'static str,
    /// Between two parts of a puzzle's load.
    pub(crate) family_separator: &'static str,
    /// A puzzle's characters `{0}` boarding, and landing.
    pub(crate) family_board: &'static str,
    pub(crate) family_unboard: &'static str,
}

include!("words.g.rs");

/// Where `action`'s words are in [`Words::actions`] (the generator's order).
fn action_index(action: Action) -> usize {
    match action {
        Action::None => 0,
        Action::BoardPriest => 1,
        Action::BoardDevil => 2,
        Action::UnboardPriest => 3,
        Action::UnboardDevil => 4,
        Action::Sail => 5,
    }
}

/// A move, an action or a step described in a language: its [`Display`](fmt::Display) writes the words
/// without allocating (`to_string()` makes a `String`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Description<T> {
    what: T,
    language: Language,
}

/// Writes `template` with each `{n}` replaced by `args[n]`.
pub(crate) fn fill(
    f: &mut fmt::Formatter<'_>,
    template: &str,
    args: &[&dyn fmt::Display],
) -> fmt::Result {
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        f.write_str(&rest[..open])?;
        let close = open
            + rest[open..]
                .find('}')
                .expect("a template closes its braces");
        let index: usize = rest[open + 1..close]
            .parse()
            .expect("a placeholder is a number");
        args[index].fmt(f)?;
        rest = &rest[close + 1..];
    }
    f.write_str(rest)
}

/// A count of people in `words`: the template for one or for others, filled with `n`.
struct Count<'a>(u32, &'a str, &'a str);

impl fmt::Display for Count<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fill(f, if self.0 == 1 { self.1 } else { self.2 }, &[&self.0])
    }
}

impl fmt::Display for Description<Move> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = self.language.words();
        let priests = Count(self.what.priests, w.priests_one, w.priests);
        let devils = Count(self.what.devils, w.devils_one, w.devils);
        match (self.what.priests, self.what.devils) {
            (0, 0) => f.write_str(w.nobody),
            (_, 0) => priests.fmt(f),
            (0, _) => devils.fmt(f),
            _ => fill(f, w.both, &[&priests, &devils]),
        }
    }
}

impl fmt::Display for Description<Action> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.language.words().actions[action_index(self.what)])
    }
}

impl fmt::Display for Description<Step> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let action = self.what.action.describe(self.language);
        if self.what.action == Action::None {
            return action.fmt(f);
        }
        let w = self.language.words();
        let left = self.what.crossings_left();
        let template = if left == 1 { w.step_one } else { w.step };
        let load = self.what.next_move.describe(self.language);
        fill(f, template, &[&action, &load, &left])
    }
}

impl Move {
    /// The crossing's load in `language`: "1 priest and 2 devils", "1名牧师和2个魔鬼", "nobody".
    pub fn describe(self, language: Language) -> Description<Move> {
        Description {
            what: self,
            language,
        }
    }
}

impl Action {
    /// The action in `language`, as an instruction: "Board a priest", "让一名牧师上船".
    pub fn describe(self, language: Language) -> Description<Action> {
        Description {
            what: self,
            language,
        }
    }
}

impl Step {
    /// The step as a hint in `language`: its action, the crossing it works towards and the crossings
    /// left, "Board a priest (this crossing carries 1 priest and 1 devil; 9 crossings to go)"; a won
    /// game's step is its action's words alone.
    pub fn describe(self, language: Language) -> Description<Step> {
        Description {
            what: self,
            language,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameState, Rules, Solver};

    #[test]
    fn moves_are_worded_with_the_tables_counts() {
        let en = |p, d| Move::new(p, d).describe(Language::English).to_string();
        assert_eq!(en(0, 0), "nobody");
        assert_eq!(en(1, 0), "1 priest");
        assert_eq!(en(0, 2), "2 devils");
        assert_eq!(en(2, 1), "2 priests and 1 devil");
        let zh = |p, d| {
            Move::new(p, d)
                .describe(Language::SimplifiedChinese)
                .to_string()
        };
        assert_eq!(zh(1, 1), "1名牧师和1个魔鬼");
        assert_eq!(zh(0, 2), "2个魔鬼");
        assert_eq!(zh(0, 0), "没有人");
    }

    #[test]
    fn every_action_has_distinct_words_in_each_language() {
        let actions = [
            Action::None,
            Action::BoardPriest,
            Action::BoardDevil,
            Action::UnboardPriest,
            Action::UnboardDevil,
            Action::Sail,
        ];
        for language in Language::ALL {
            let words: std::collections::HashSet<String> = actions
                .iter()
                .map(|a| a.describe(language).to_string())
                .collect();
            assert_eq!(words.len(), actions.len(), "{language:?}");
        }
        assert_eq!(
            Action::UnboardDevil.describe(Language::English).to_string(),
            "Land a devil"
        );
        assert_eq!(
            Action::Sail
                .describe(Language::SimplifiedChinese)
                .to_string(),
            "开船"
        );
    }

    #[test]
    fn a_step_is_a_hint_with_its_load_and_the_crossings_left() {
        let rules = Rules::new(3, 3, 2).expect("the classic game");
        let solver = Solver::new(rules).expect("solvable");
        let step = solver
            .next_action(&GameState::start(&rules))
            .expect("a step");
        let en = step.describe(Language::English).to_string();
        assert!(en.ends_with("; 11 crossings to go)"), "{en}");
        assert!(en.starts_with(&step.action.describe(Language::English).to_string()));
        let zh = step.describe(Language::SimplifiedChinese).to_string();
        assert!(zh.ends_with("；还要渡河11次）"), "{zh}");
        assert!(!zh.chars().any(|c| c.is_ascii_alphabetic()), "{zh}");
    }

    #[test]
    fn every_template_of_every_language_fills() {
        let loads = [(0, 0), (1, 0), (2, 0), (0, 1), (0, 2), (1, 1), (2, 2)];
        let actions = [Action::BoardDevil, Action::Sail, Action::None];
        for language in Language::ALL {
            for (p, d) in loads {
                let load = Move::new(p, d).describe(language).to_string();
                assert!(!load.contains('{') && !load.is_empty(), "{load}");
                for action in actions {
                    for left in [0, 1, 2, u32::MAX] {
                        let step = Step::new(action, Move::new(p, d), left).describe(language);
                        let text = step.to_string();
                        assert!(!text.contains('{') && !text.contains('}'), "{text}");
                        if action != Action::None {
                            assert!(text.contains(&load) && text.contains(&left.to_string()));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn languages_round_trip_through_their_index() {
        for (i, language) in Language::ALL.iter().enumerate() {
            assert_eq!(Language::from_index(i as u32), Some(*language));
        }
        assert_eq!(Language::from_index(Language::ALL.len() as u32), None);
    }
}
