//! The Unity package's public enums (`Runtime/Enums.g.cs`): csbindgen writes them from the Rust enums of
//! `src/ffi/types.rs` with their doc comments; [`annotate`] then gives them what C# callers read
//! differently.
//!
//! The Rust doc comments are written for C callers (they name `pd_` functions, `PD_` constants, struct
//! fields and `*len`), and they are also the header's. Where one would mislead a C# caller, [`NOTES`]
//! holds the C# summary instead (the package's own names, `<see cref>` links); every other value keeps its
//! Rust doc, so a new value needs no note. A note that names no generated enum or value fails the
//! generation: notes cannot go stale silently.

/// What one enum or value says in C# beyond, or instead of, its Rust doc comment.
pub struct Note {
    /// `Status` for the enum, `Status.Ok` for one of its values (the C# names).
    pub item: &'static str,
    /// The C# summary, one string per line, replacing the Rust doc; empty to keep the Rust doc.
    pub summary: &'static [&'static str],
    /// An attribute written on the line before the item (csbindgen writes none).
    pub attribute: Option<&'static str>,
}

/// The C# summaries and attributes of the public enums.
pub const NOTES: &[Note] = &[
    Note {
        item: "Status",
        summary: &["The outcome of a native call; mirrors the library's PdStatus values."],
        attribute: None,
    },
    Note {
        item: "Status.Ok",
        summary: &["Success."],
        attribute: None,
    },
    Note {
        item: "Status.NullPointer",
        summary: &["A required pointer was null (a bug in these bindings if it ever surfaces)."],
        attribute: None,
    },
    Note {
        item: "Status.InvalidRules",
        summary: &["The boat capacity is 0, or a rule variant is out of range."],
        attribute: None,
    },
    Note {
        item: "Status.StateOutOfRange",
        summary: &["The state has more (or negative) priests or devils than the game."],
        attribute: None,
    },
    Note {
        item: "Status.InvalidSide",
        summary: &[
            "A boat side was neither Start nor Far (only a <see cref=\"GameState\"/> can carry one: a",
            "<see cref=\"State\"/> refuses it when constructed).",
        ],
        attribute: None,
    },
    Note {
        item: "Status.UnreachableState",
        summary: &[
            "Retired in ABI version 2 and never returned: hints answer from every safe state with a path,",
            "reachable from the start or not (<see cref=\"Verdict.IsReachable\"/> tells). The value stays",
            "reserved.",
        ],
        attribute: Some(
            "[Obsolete(\"No call returns it since ABI version 2: hints answer from every state with a path.\")]",
        ),
    },
    Note {
        item: "Status.BufferTooSmall",
        summary: &["A buffer was too small."],
        attribute: None,
    },
    Note {
        item: "Status.InvalidRange",
        summary: &[
            "A <see cref=\"LevelRange\"/> whose low end exceeds its high end, or with a negative count or a",
            "variant out of range.",
        ],
        attribute: None,
    },
    Note {
        item: "Status.NotEnoughLevels",
        summary: &[
            "More levels were asked of <see cref=\"Solver.ProposeLevels\"/> than its range has distinct",
            "difficulties.",
        ],
        attribute: None,
    },
    Note {
        item: "Side",
        summary: &[
            "A river bank; also where the boat is docked. Banks are named by the game's course, not by the",
            "screen: a game that starts on the right has its right bank <see cref=\"Start\"/> and its left bank",
            "<see cref=\"Far\"/>.",
        ],
        attribute: None,
    },
    Note {
        item: "Side.Start",
        summary: &["The bank everyone starts on, left or right."],
        attribute: None,
    },
    Note {
        item: "BoatSafety",
        summary: &[
            "Whether the boat's load itself must be safe: <see cref=\"Rules.BoatSafety\"/> holds one of these",
            "values.",
        ],
        attribute: None,
    },
    Note {
        item: "Rowers",
        summary: &["Who may row: <see cref=\"Rules.Rowers\"/> holds one of these values."],
        attribute: None,
    },
    Note {
        item: "StateKind.OutOfRange",
        summary: &["More (or negative) priests or devils than the game has."],
        attribute: None,
    },
];

/// csbindgen's enums `generated`, annotated: each item that `notes` names gets its summary and attribute;
/// the Rust docs kept elsewhere have their code spans (`` `x` ``) as `<c>x</c>`. Fails when a note names
/// no item of `generated`.
pub fn annotate(generated: &str, notes: &[Note]) -> Result<String, String> {
    let mut out = String::with_capacity(generated.len() * 2);
    let mut used = vec![false; notes.len()];
    let mut current_enum = String::new();
    let mut doc: Vec<&str> = Vec::new();
    for line in generated.split_inclusive('\n') {
        let code = line.trim();
        if code.starts_with("///") {
            doc.push(line);
            continue;
        }
        let item = if let Some(rest) = code.strip_prefix("public enum ") {
            current_enum = rest
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .to_owned();
            Some(current_enum.clone())
        } else if let (false, Some((value, _))) = (current_enum.is_empty(), code.split_once(" = "))
        {
            Some(format!("{current_enum}.{value}"))
        } else {
            None
        };
        let indent = &line[..line.len() - line.trim_start().len()];
        let note = item.and_then(|item| notes.iter().position(|n| n.item == item));
        match note {
            Some(i) if !notes[i].summary.is_empty() => {
                out.push_str(&format!("{indent}/// <summary>\n"));
                for text in notes[i].summary {
                    out.push_str(&format!("{indent}///  {text}\n"));
                }
                out.push_str(&format!("{indent}/// </summary>\n"));
            }
            _ => out.push_str(&code_spans(&doc.concat())),
        }
        doc.clear();
        if let Some(i) = note {
            used[i] = true;
            if let Some(attribute) = notes[i].attribute {
                out.push_str(&format!("{indent}{attribute}\n"));
            }
        }
        out.push_str(line);
    }
    out.push_str(&code_spans(&doc.concat()));
    match notes.iter().zip(used).find(|(_, used)| !used) {
        Some((note, _)) => Err(format!(
            "the C# note on {} (xtask/src/csharp.rs) names no generated enum or value: remove or rename it",
            note.item
        )),
        None => Ok(out),
    }
}

/// `doc` (doc comment lines) with each code span `` `x` `` written `<c>x</c>`; a span that continues on
/// the next line is closed at the end of its line and opened again on the next.
fn code_spans(doc: &str) -> String {
    let mut out = String::with_capacity(doc.len());
    let mut open = false;
    for line in doc.split_inclusive('\n') {
        let body = line.trim_end_matches('\n');
        // The comment marker and the spaces after it, then the text.
        let marker = body.find("///").map_or(0, |i| i + 3);
        let text_at = body.len() - body[marker..].trim_start().len();
        let text = &body[text_at..];
        out.push_str(&body[..text_at]);
        if open && !text.is_empty() {
            out.push_str("<c>");
        }
        for (i, part) in text.split('`').enumerate() {
            if i > 0 {
                out.push_str(if open { "</c>" } else { "<c>" });
                open = !open;
            }
            out.push_str(part);
        }
        if open && !text.is_empty() {
            out.push_str("</c>");
        }
        out.push_str(&line[body.len()..]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two enums as csbindgen writes them.
    const GENERATED: &str = "\
namespace PriestsDevils
{
    /// <summary>
    ///  The outcome of every `pd_` call.
    /// </summary>
    public enum Status : uint
    {
        /// <summary>
        ///  Success: the out-parameters hold the answer.
        /// </summary>
        Ok = 0,
        /// <summary>
        ///  Retired.
        /// </summary>
        Retired = 1,
        Undocumented = 2,
    }

    public enum Side : uint
    {
        /// <summary>
        ///  A span that goes `on and
        ///  on` across lines.
        /// </summary>
        Start = 0,
    }
}
";

    const NOTES: &[Note] = &[
        Note {
            item: "Status.Ok",
            summary: &["Success.", "Second line."],
            attribute: None,
        },
        Note {
            item: "Status.Retired",
            summary: &[],
            attribute: Some("[Obsolete(\"Never returned.\")]"),
        },
        Note {
            item: "Status.Undocumented",
            summary: &["Now documented."],
            attribute: None,
        },
    ];

    #[test]
    fn notes_replace_summaries_and_add_attributes_the_rest_keeps_its_rust_doc() {
        let annotated = annotate(GENERATED, NOTES).expect("every note is used");
        let expected = GENERATED
            .replace("every `pd_` call", "every <c>pd_</c> call")
            .replace(
                "///  Success: the out-parameters hold the answer.\n",
                "///  Success.\n        ///  Second line.\n",
            )
            .replace(
                "        Retired = 1,\n",
                "        [Obsolete(\"Never returned.\")]\n        Retired = 1,\n",
            )
            .replace(
                "        Undocumented = 2,\n",
                "        /// <summary>\n        ///  Now documented.\n        /// </summary>\n        \
                 Undocumented = 2,\n",
            )
            .replace(
                "goes `on and\n        ///  on` across",
                "goes <c>on and</c>\n        ///  <c>on</c> across",
            );
        assert_eq!(annotated, expected);
    }

    #[test]
    fn a_note_on_nothing_fails() {
        for item in ["Status.Gone", "Sides", "Start"] {
            let notes = [Note {
                item,
                summary: &["Stale."],
                attribute: None,
            }];
            let error = annotate(GENERATED, &notes).expect_err(item);
            assert!(error.contains(item), "{error}");
        }
    }

    #[test]
    fn every_note_of_the_package_has_a_summary_or_an_attribute() {
        for note in super::NOTES {
            assert!(
                !note.summary.is_empty() || note.attribute.is_some(),
                "{}",
                note.item
            );
            for line in note.summary {
                assert!(
                    !line.contains('`') && line.len() <= 100,
                    "{}: {line}",
                    note.item
                );
            }
        }
    }
}
