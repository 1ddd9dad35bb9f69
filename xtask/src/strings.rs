//! The words of the Unity sample and the web page, from one data file per language (`i18n/<tag>.toml`):
//! the sample's string tables (`StringTable.<Name>.g.cs`) and the page's (`web/strings.g.js`).
//!
//! Each file has three tables of key to text: `[both]` (what both show, under one key), `[sample]` and
//! `[page]`. The sample's table of a language is its `[both]` and `[sample]` texts, the page's its
//! `[both]` and `[page]` texts. Every language has English's keys in each section, and a key is in
//! `[both]` or in a UI's own section, not in both: the generation fails otherwise, naming the file and
//! the keys.
//!
//! The library's statuses are worded too, under `Status.<Name>` (the name of the generated enums'
//! `Status` value): the sample's and the page's tables end with them. English's are the library's own
//! messages (`pd_status_message`), read from the crate, never written into `en.toml`; every other
//! language words them in its file's fourth table, `[status]`, which must name each status once and
//! nothing else.
//!
//! The rule variants are worded under `<Enum>.<Value>.<Use>` (`Rowers.Priests.Level`), for each value of
//! the library's `BoatSafety::ALL` and `Rowers::ALL` ([`rule_variants`]): within a section, every value
//! has each word any value of its enum has, and no key names a value the library does not have.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

/// The folder of the data files, relative to the repository root.
pub const FOLDER: &str = "i18n";

/// The sample's folder of string tables.
const SAMPLE_TEXT: &str =
    "unity-sample/Packages/com.priestsdevils.solver/Samples~/PriestsAndDevils/Scripts/Model/Text";

/// The web page's tables.
pub const JAVASCRIPT_STRINGS: &str = "web/strings.g.js";

/// One language: its tag (the data file's name), the C# table's name and what its summary says.
pub struct Language {
    /// `en`: `i18n/en.toml`, `StringTable.Code`, the page's table name.
    pub tag: &'static str,
    /// `English`: the C# field `StringTable.English` in `StringTable.English.g.cs`.
    pub csharp: &'static str,
    /// The language's name in English, for the C# field's summary.
    pub name: &'static str,
    /// The C# field's summary, after "The … table".
    pub summary: &'static str,
    /// How the language lists values: between two, and before the last (English's are the library's
    /// own messages', `src/ffi/message.rs`).
    pub list: [&'static str; 2],
}

/// The languages, English first (the page's fallback, the sample's default); every data file is one.
pub const LANGUAGES: [Language; 2] = [
    Language {
        tag: "en",
        csharp: "English",
        name: "English",
        summary: "what the sample shows unless the system's language is Chinese",
        list: [", ", " or "],
    },
    Language {
        tag: "zh-Hans",
        csharp: "SimplifiedChinese",
        name: "Simplified Chinese",
        summary: "the same keys and placeholders as <see cref=\"English\"/>",
        list: ["、", " 或 "],
    },
];

/// The sections of a data file every language has, in its order.
const SECTIONS: [&str; 3] = ["both", "sample", "page"];

/// The section of the library's own words, which `crate::words` reads (no UI shows it whole).
const LIBRARY: &str = crate::words::SECTION;

/// The section of the statuses' texts, which every language but English has (after [`SECTIONS`]).
const STATUS: &str = "status";

/// The library's statuses, in numeric order: each one's key (`Status.InvalidRules`, the name of the
/// generated enums' value) and the library's English message.
pub fn library_statuses() -> Vec<(String, String)> {
    (0..)
        .map_while(priests_devils::ffi::PdStatus::from_code)
        .map(|status| {
            let message = status
                .message()
                .to_str()
                .expect("the library's messages are ASCII");
            (format!("Status.{status:?}"), message.to_owned())
        })
        .collect()
}

/// The rule variants the UIs word, each enum's name and its values' names (`Rowers`, `["Anyone", …]`),
/// from the library's `ALL` lists.
pub fn rule_variants() -> Vec<(&'static str, Vec<String>)> {
    fn names<T: std::fmt::Debug>(all: &[T]) -> Vec<String> {
        all.iter().map(|value| format!("{value:?}")).collect()
    }
    vec![
        ("BoatSafety", names(&priests_devils::BoatSafety::ALL)),
        ("Rowers", names(&priests_devils::Rowers::ALL)),
    ]
}

/// One language's texts, each section's entries in the data file's order.
#[derive(Debug)]
pub struct Texts {
    /// `[both]`, `[sample]` and `[page]`, in [`SECTIONS`]' order.
    sections: Vec<Vec<(String, String)>>,
    /// The statuses' texts: the data file's `[status]` (empty when it has none), or the library's.
    status: Vec<(String, String)>,
}

impl Texts {
    /// Reads a data file's text; `name` names it in errors.
    pub fn parse(name: &str, source: &str) -> Result<Texts, String> {
        let table: toml::Table = source
            .parse()
            .map_err(|e| format!("{name}: not TOML: {e}"))?;
        if let Some(other) = table
            .keys()
            .find(|k| !SECTIONS.contains(&k.as_str()) && ![STATUS, LIBRARY].contains(&k.as_str()))
        {
            return Err(format!(
                "{name}: [{other}] is not a section (they are {SECTIONS:?}, [{STATUS}] and [{LIBRARY}])"
            ));
        }
        let entries = |section: &str| -> Result<Vec<(String, String)>, String> {
            let entries = table
                .get(section)
                .and_then(toml::Value::as_table)
                .ok_or_else(|| format!("{name}: no [{section}] table"))?;
            let mut texts = Vec::new();
            for (key, value) in entries {
                let text = value
                    .as_str()
                    .ok_or_else(|| format!("{name}: [{section}] {key} is not a string"))?;
                texts.push((key.clone(), text.to_owned()));
            }
            Ok(texts)
        };
        let sections = SECTIONS
            .iter()
            .map(|section| entries(section))
            .collect::<Result<Vec<_>, _>>()?;
        let status = match table.get(STATUS) {
            Some(_) => entries(STATUS)?,
            None => Vec::new(),
        };
        let both = keys(&sections[0]);
        for (section, texts) in SECTIONS.iter().zip(&sections).skip(1) {
            let twice: Vec<_> = keys(texts).intersection(&both).cloned().collect();
            if !twice.is_empty() {
                return Err(format!(
                    "{name}: {twice:?} are in [both] and in [{section}]"
                ));
            }
        }
        Ok(Texts { sections, status })
    }

    /// The sample's texts: `[both]`, `[sample]`, then the statuses'.
    pub fn sample(&self) -> impl Iterator<Item = &(String, String)> {
        self.sections[0]
            .iter()
            .chain(&self.sections[1])
            .chain(&self.status)
    }

    /// The statuses' texts, in the library's order (English's are the library's messages).
    pub fn statuses(&self) -> &[(String, String)] {
        &self.status
    }

    /// The page's texts: `[both]`, `[page]`, then the statuses'.
    pub fn page(&self) -> impl Iterator<Item = &(String, String)> {
        self.sections[0]
            .iter()
            .chain(&self.sections[2])
            .chain(&self.status)
    }

    /// Gives English (`english`) the library's messages, `statuses`, and checks that it words none
    /// itself; checks that another language words exactly those statuses, each once. Fails naming
    /// `name` and the keys.
    fn word_statuses(
        mut self,
        name: &str,
        statuses: &[(String, String)],
        english: bool,
    ) -> Result<Texts, String> {
        if english {
            if !self.status.is_empty() {
                return Err(format!(
                    "{name}: [{STATUS}] must not be here: the English status texts are the library's own \
                     messages (pd_status_message), read from the crate"
                ));
            }
            self.status = statuses.to_vec();
            return Ok(self);
        }
        let wanted: BTreeSet<String> = statuses.iter().map(|(key, _)| key.clone()).collect();
        let own = keys(&self.status);
        let missing: Vec<_> = wanted.difference(&own).collect();
        let unknown: Vec<_> = own.difference(&wanted).collect();
        if !missing.is_empty() || !unknown.is_empty() {
            return Err(format!(
                "{name}: [{STATUS}] lacks {missing:?} and names {unknown:?}, which are not the library's \
                 statuses (Status.<Name> for each value of PdStatus)"
            ));
        }
        // Each status in the library's order, so that a reordered data file generates the same tables.
        let mut ordered = Vec::new();
        for (key, _) in statuses {
            let (_, text) = self
                .status
                .iter()
                .find(|(k, _)| k == key)
                .expect("checked above");
            ordered.push((key.clone(), text.clone()));
        }
        self.status = ordered;
        Ok(self)
    }

    /// Writes into each status text, for each of `variants`, the list of its values' C values (`0 or
    /// 1`) in `language`'s words where the text has the enum's name as a placeholder (`{BoatSafety}`),
    /// as the English messages list them: a sentence that lists values is built from the values.
    fn list_values(mut self, language: &Language, variants: &[(&str, Vec<String>)]) -> Texts {
        let [between, last] = language.list;
        for (enumeration, values) in variants {
            let mut list = String::new();
            for i in 0..values.len() {
                if i > 0 {
                    list.push_str(if i + 1 == values.len() { last } else { between });
                }
                list.push_str(&i.to_string());
            }
            let placeholder = format!("{{{enumeration}}}");
            for (_, text) in &mut self.status {
                *text = text.replace(&placeholder, &list);
            }
        }
        self
    }

    /// Fails, naming `name` and the key, unless each section words every value of each of `variants`
    /// alike (`Enum.Value.Use` for each value, for each `Use` of the enum there) and names no other
    /// value, and unless some section words each enum.
    fn word_variants(&self, name: &str, variants: &[(&str, Vec<String>)]) -> Result<(), String> {
        for (enumeration, values) in variants {
            let mut worded = false;
            for (section, texts) in SECTIONS.iter().zip(&self.sections) {
                let mut uses = BTreeSet::new();
                for (key, _) in texts {
                    let Some(rest) = key.strip_prefix(&format!("{enumeration}.")) else {
                        continue;
                    };
                    let (value, word) = rest.split_once('.').unwrap_or((rest, ""));
                    if !values.iter().any(|v| v == value) || word.is_empty() {
                        return Err(format!(
                            "{name}: [{section}] {key} names no value of the library's {enumeration}::ALL \
                             {values:?} (keys are {enumeration}.<Value>.<Use>)"
                        ));
                    }
                    uses.insert(word);
                }
                worded |= !uses.is_empty();
                let own = keys(texts);
                for word in &uses {
                    for value in values {
                        let key = format!("{enumeration}.{value}.{word}");
                        if !own.contains(&key) {
                            return Err(format!(
                                "{name}: [{section}] lacks {key}: every value of {enumeration}::ALL needs its \
                                 {word} words"
                            ));
                        }
                    }
                }
            }
            if !worded {
                return Err(format!(
                    "{name}: no words for {enumeration}'s values ({enumeration}.<Value>.<Use>)"
                ));
            }
        }
        Ok(())
    }

    /// Fails, naming `name` and the keys, unless each section has the keys of `reference`'s.
    fn same_keys(&self, name: &str, reference: &Texts) -> Result<(), String> {
        for (i, section) in SECTIONS.iter().enumerate() {
            let (own, wanted) = (keys(&self.sections[i]), keys(&reference.sections[i]));
            let missing: Vec<_> = wanted.difference(&own).collect();
            let extra: Vec<_> = own.difference(&wanted).collect();
            if !missing.is_empty() || !extra.is_empty() {
                return Err(format!(
                    "{name}: [{section}] lacks {missing:?} and has {extra:?}, unlike English's"
                ));
            }
        }
        Ok(())
    }
}

fn keys(texts: &[(String, String)]) -> BTreeSet<String> {
    texts.iter().map(|(key, _)| key.clone()).collect()
}

/// Every language's texts, in [`LANGUAGES`]' order, from the data files under `root` and the library's
/// statuses; fails when the folder holds another file, or a file lacks or adds a key or a status.
pub fn read(root: &Path) -> Result<Vec<Texts>, String> {
    read_with(root, &library_statuses())
}

/// [`read`], with `statuses` for the library's.
fn read_with(root: &Path, statuses: &[(String, String)]) -> Result<Vec<Texts>, String> {
    let folder = root.join(FOLDER);
    let entries = fs::read_dir(&folder).map_err(|e| format!("cannot read {FOLDER}/: {e}"))?;
    for entry in entries {
        let name = entry
            .map_err(|e| format!("cannot read {FOLDER}/: {e}"))?
            .file_name();
        let name = name.to_string_lossy();
        let known = LANGUAGES
            .iter()
            .any(|l| name == format!("{}.toml", l.tag).as_str());
        if !known {
            return Err(format!(
                "{FOLDER}/{name}: not one of the languages xtask/src/strings.rs lists"
            ));
        }
    }
    let mut all: Vec<Texts> = Vec::new();
    for language in &LANGUAGES {
        let name = format!("{FOLDER}/{}.toml", language.tag);
        let source =
            fs::read_to_string(root.join(&name)).map_err(|e| format!("cannot read {name}: {e}"))?;
        let texts = Texts::parse(&name, &source)?;
        texts.word_variants(&name, &rule_variants())?;
        if let Some(english) = all.first() {
            texts.same_keys(&name, english)?;
        }
        let texts = texts.word_statuses(&name, statuses, all.is_empty())?;
        all.push(texts.list_values(language, &rule_variants()));
    }
    Ok(all)
}

/// The path of a language's C# table, relative to the repository root.
pub fn csharp_path(language: &Language) -> String {
    format!("{SAMPLE_TEXT}/StringTable.{}.g.cs", language.csharp)
}

/// A C# string literal of `text`.
pub fn csharp_literal(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The sample's table of `language`: a part of `StringTable` (`Model/Text/StringTable.cs`) with one field.
pub fn csharp(language: &Language, texts: &Texts) -> String {
    let mut cs = format!(
        "// Generated by `cargo xtask generate` from {FOLDER}/{tag}.toml ([both] and [sample]) and the library's \
         statuses\n// (Status.*: {statuses}). Do not edit by hand.\nusing System.Collections.Generic;\n\nnamespace \
         PriestsDevils.Game\n{{\n    public sealed partial \
         class StringTable\n    {{\n        /// <summary>The {english} table (\"{tag}\"): {summary}.</summary>\n        \
         public static readonly StringTable {name} = new StringTable(\"{tag}\", new Dictionary<string, string>\n        \
         {{\n",
        tag = language.tag,
        name = language.csharp,
        summary = language.summary,
        english = language.name,
        statuses = if language.tag == LANGUAGES[0].tag {
            "the library's own messages, pd_status_message"
        } else {
            "the data file's [status] table"
        },
    );
    for (key, text) in texts.sample() {
        cs.push_str(&format!(
            "            {{ {}, {} }},\n",
            csharp_literal(key),
            csharp_literal(text)
        ));
    }
    cs.push_str("        });\n    }\n}\n");
    cs
}

/// The page's tables (`web/strings.g.js`), imported by `web/i18n.js`: one frozen object per language,
/// English first.
pub fn javascript(all: &[Texts]) -> String {
    let mut js = format!(
        "// Generated by `cargo xtask generate` from {FOLDER}/*.toml ([both] and [page]) and the library's statuses \
         (Status.*:\n// English's the library's own messages, the others' their file's [status]): the web page's \
         words, one table per\n// language. Do not edit by hand.\nexport const TABLES = Object.freeze({{\n"
    );
    for (language, texts) in LANGUAGES.iter().zip(all) {
        js.push_str(&format!("    {}: Object.freeze({{\n", json(language.tag)));
        for (key, text) in texts.page() {
            js.push_str(&format!("        {}: {},\n", json(key), json(text)));
        }
        js.push_str("    }),\n");
    }
    js.push_str("});\n");
    js.push_str(
        "/** Each library status's key in the tables, indexed by its `PdStatus` value. */\n\
         export const STATUS_KEYS = Object.freeze([\n",
    );
    for (key, _) in library_statuses() {
        js.push_str(&format!("    {},\n", json(&key)));
    }
    js.push_str("]);\n");
    js
}

/// A JavaScript string literal (JSON's, which JavaScript reads alike).
fn json(text: &str) -> String {
    serde_json::to_string(text).expect("a string serializes")
}

#[cfg(test)]
mod tests;
