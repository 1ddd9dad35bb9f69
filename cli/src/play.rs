//! `play`: the game in the terminal, one command per input line.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use priests_devils::{IllegalMove, Move, Rating, Solver, State};

use crate::text::{direction, people, title};

/// Parses a crossing typed as `1p 1d`, `2d`, `p d` or `1p1d`: counts default to 1.
fn parse_crossing(text: &str) -> Option<Move> {
    let (mut priests, mut devils, mut digits, mut any) = (0u32, 0u32, String::new(), false);
    for c in text.chars() {
        match c.to_ascii_lowercase() {
            '0'..='9' => digits.push(c),
            'p' | 'd' => {
                let n = if digits.is_empty() {
                    1
                } else {
                    digits.parse().ok()?
                };
                digits.clear();
                let slot = if c.eq_ignore_ascii_case(&'p') {
                    &mut priests
                } else {
                    &mut devils
                };
                *slot = slot.checked_add(n)?;
                any = true;
            }
            ' ' | ',' | '+' => {}
            _ => return None,
        }
    }
    (any && digits.is_empty()).then_some(Move::new(priests, devils))
}

/// Plays in the terminal, one command per input line, until the game is won, `quit`, or the input ends.
/// With `echo`, each command is written after the prompt (input from a file or pipe reads like a
/// session).
pub(crate) fn play(
    solver: &Solver,
    input: &mut impl BufRead,
    echo: bool,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let rules = *solver.rules();
    writeln!(out, "{}", title(&rules))?;
    writeln!(
        out,
        "Type a crossing such as `1p 1d` or `2d`, or: hint, ai (one crossing for me), undo, quit."
    )?;
    let mut history = vec![rules.start()];
    let show = |out: &mut dyn Write, s: State| -> io::Result<()> {
        let p = people(s.priests, s.devils);
        let f = people(rules.priests() - s.priests, rules.devils() - s.devils);
        writeln!(
            out,
            "  start bank: {p:<12} | boat at the {} | far bank: {f}",
            s.boat
        )
    };
    show(out, rules.start())?;
    if let Some(side) = rules.lost_bank(rules.start()) {
        writeln!(
            out,
            "Game over before it starts: devils outnumber priests on the {side}."
        )?;
        return Ok(ExitCode::from(1));
    }
    let mut line = String::new();
    loop {
        let at = *history.last().expect("history starts with the start");
        let lost = rules.lost_bank(at);
        write!(out, "> ")?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            return Ok(ExitCode::SUCCESS);
        }
        let command = line.trim().to_ascii_lowercase();
        if echo {
            writeln!(out, "{command}")?;
        }
        let mv = match command.as_str() {
            "" => continue,
            "quit" | "q" | "exit" => return Ok(ExitCode::SUCCESS),
            "undo" | "u" => {
                if history.len() > 1 {
                    history.pop();
                    writeln!(out, "Undone.")?;
                    show(out, *history.last().expect("not empty"))?;
                } else {
                    writeln!(out, "Nothing to undo.")?;
                }
                continue;
            }
            _ if lost.is_some() => {
                writeln!(
                    out,
                    "The game is over: type undo to take the last crossing back, or quit."
                )?;
                continue;
            }
            "hint" | "h" => {
                match solver.next_move(at) {
                    Ok(mv) => writeln!(out, "Hint: take {mv} {}.", direction(at.boat))?,
                    Err(e) => writeln!(out, "No hint: {e}.")?,
                }
                continue;
            }
            "ai" | "a" => match solver.next_move(at) {
                Ok(mv) => {
                    writeln!(out, "AI takes {mv} {}.", direction(at.boat))?;
                    mv
                }
                Err(e) => {
                    writeln!(out, "The AI cannot move: {e}.")?;
                    continue;
                }
            },
            text => match parse_crossing(text) {
                Some(mv) => mv,
                None => {
                    writeln!(out, "Not understood: {text:?}. Type e.g. `1p 1d`, `2d`, hint, ai, undo or quit.")?;
                    continue;
                }
            },
        };
        // The library rates the move; the CLI only words the reason.
        if let Ok(Rating::Illegal(why)) = solver.rate_move(at, mv) {
            let reason = match why {
                IllegalMove::EmptyBoat => "somebody must be on board to row".to_string(),
                IllegalMove::OverCapacity => {
                    format!("the boat holds at most {}", rules.boat_capacity())
                }
                IllegalMove::NotEnoughCharacters => {
                    let (p, d) = at.boat_bank(&rules);
                    format!(
                        "the boat is at the {}, which has {p} priest(s) and {d} devil(s)",
                        at.boat
                    )
                }
                // Each value's own rule, in the library's words.
                IllegalMove::OutnumberedAboard => rules.boat_safety().to_string(),
                IllegalMove::NoRower => format!("{}: nobody aboard may row", rules.rowers()),
                _ => "the rules forbid it".to_string(),
            };
            writeln!(out, "Illegal move: {reason}.")?;
            continue;
        }
        let Ok(next) = at.apply(&rules, mv) else {
            continue;
        };
        history.push(next);
        show(out, next)?;
        let crossings = history.len() - 1;
        if let Some(side) = rules.lost_bank(next) {
            writeln!(
                out,
                "You lose: devils outnumber priests on the {side}. Type undo to take it back, or quit."
            )?;
        } else if next == rules.goal() {
            let best = solver.min_crossings().unwrap_or_default() as usize;
            let note = if crossings == best {
                "the best possible".to_string()
            } else {
                format!("best: {best}")
            };
            writeln!(out, "You win in {crossings} crossings ({note})!")?;
            return Ok(ExitCode::SUCCESS);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use priests_devils::Rules;

    /// Plays a classic game with `input` as the player's lines; returns the exit code and the transcript.
    fn session(input: &str, echo: bool) -> (ExitCode, String) {
        let solver = Solver::new(Rules::CLASSIC).unwrap();
        let mut out = Vec::new();
        let code = play(&solver, &mut input.as_bytes(), echo, &mut out).unwrap();
        (code, String::from_utf8(out).unwrap())
    }

    #[test]
    fn the_classic_solution_typed_in_wins_in_eleven() {
        let moves = "1p1d\n1p\n2d\n1d\n2p\n1p 1d\n2p\n1d\n2d\n1p\n1p 1d\n";
        let (code, out) = session(moves, false);
        assert_eq!(code, ExitCode::SUCCESS);
        assert!(
            out.contains("You win in 11 crossings (the best possible)!"),
            "{out}"
        );
    }

    #[test]
    fn ai_alone_wins_and_hint_does_not_move() {
        let (_, out) = session(&"hint\nai\n".repeat(11), false);
        assert!(
            out.contains("Hint: take 1 priest and 1 devil to the far bank."),
            "{out}"
        );
        assert_eq!(out.matches("AI takes").count(), 11, "{out}");
        assert!(
            out.contains("You win in 11 crossings (the best possible)!"),
            "{out}"
        );
    }

    #[test]
    fn illegal_moves_are_refused_with_the_reason() {
        let (_, out) = session("3p\n0p\n1p 1d\n2d\n", false);
        assert!(
            out.contains("Illegal move: the boat holds at most 2."),
            "{out}"
        );
        assert!(
            out.contains("Illegal move: somebody must be on board to row."),
            "{out}"
        );
        assert!(
            out.contains("which has 1 priest(s) and 1 devil(s)"),
            "{out}"
        );
    }

    #[test]
    fn a_loss_can_be_undone_and_nothing_else_is_taken_after_it() {
        let (code, out) = session("2p\nhint\nundo\nundo\nquit\n", false);
        assert_eq!(code, ExitCode::SUCCESS);
        assert!(
            out.contains("You lose: devils outnumber priests on the start bank."),
            "{out}"
        );
        assert!(out.contains("The game is over: type undo"), "{out}");
        assert!(out.contains("Undone."), "{out}");
        assert!(out.contains("Nothing to undo."), "{out}");
    }

    #[test]
    fn unknown_text_is_explained_and_the_end_of_input_ends_the_game() {
        let (code, out) = session("fly\n", true);
        assert_eq!(code, ExitCode::SUCCESS);
        assert!(out.contains("> fly\n"), "commands are echoed: {out}");
        assert!(out.contains("Not understood: \"fly\""), "{out}");
    }

    #[test]
    fn crossings_parse_in_every_spelling() {
        assert_eq!(parse_crossing("1p 1d"), Some(Move::new(1, 1)));
        assert_eq!(parse_crossing("p d"), Some(Move::new(1, 1)));
        assert_eq!(parse_crossing("2D"), Some(Move::new(0, 2)));
        assert_eq!(parse_crossing("1p1d"), Some(Move::new(1, 1)));
        assert_eq!(parse_crossing("3"), None);
        assert_eq!(parse_crossing("1x"), None);
        assert_eq!(parse_crossing(""), None);
    }
}
