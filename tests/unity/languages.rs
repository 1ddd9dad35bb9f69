//! The sample and the docs in Simplified Chinese as well as English (issue 36), what no Mono run sees:
//! the sample's font subset holds every character the sample shows in every language (its texts in the
//! strings' data files, `i18n/<tag>.toml`, against the font's own character map), the scene gives its
//! controller that font and the notices carry its license; each UI's tables in the data files have the
//! same keys and placeholders in every language, the library's statuses (`Status.*`: English's the
//! library's own messages, another language's its `[status]` section) included. `cargo xtask generate
//! --check` says whether the generated tables (the sample's `StringTable.*.g.cs`, the page's
//! `web/strings.g.js`) are the data files'; the sample's tables and the scene in both languages are checked under Mono
//! (`tests/csharp/SceneTests.Language.cs`), the web page in both languages in Chromium
//! (`tests/web/drive.py`).

use crate::support;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::PathBuf;

use support::{package, read, root};

fn sample() -> PathBuf {
    package().join("Samples~/PriestsAndDevils")
}

const FONT: &str = "Fonts/NotoSansSC-Subset.otf";

/// The data files' languages: `en` and every other `i18n/<tag>.toml`, English first.
fn languages() -> Vec<String> {
    let mut tags: Vec<String> = fs::read_dir(root().join("i18n"))
        .expect("the i18n/ folder")
        .map(|entry| {
            entry
                .expect("a folder entry")
                .file_name()
                .into_string()
                .expect("UTF-8")
        })
        .map(|name| {
            name.strip_suffix(".toml")
                .unwrap_or_else(|| panic!("i18n/{name}: not .toml"))
                .to_owned()
        })
        .collect();
    tags.sort_by_key(|tag| (tag != "en", tag.clone()));
    assert_eq!(tags[..2], ["en", "zh-Hans"], "the languages");
    tags
}

/// The library's statuses as the string tables word them in English: `Status.<Name>` (the generated
/// enums' name), the library's own message.
fn library_statuses() -> Vec<(String, String)> {
    (0..)
        .map_while(priests_devils::ffi::PdStatus::from_code)
        .map(|status| {
            let message = status.message().to_str().expect("ASCII").to_owned();
            (format!("Status.{status:?}"), message)
        })
        .collect()
}

/// A UI's table in one language: the `[both]` texts, the UI's own section's (`sample` or `page`) and the
/// statuses' (English's the library's messages, another language's its `[status]` section), as the
/// generator joins them.
fn ui_table(tag: &str, ui: &str) -> BTreeMap<String, String> {
    let path = root().join(format!("i18n/{tag}.toml"));
    let data: toml::Table = read(&path)
        .parse()
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut table = BTreeMap::new();
    for section in ["both", ui] {
        let texts = data[section].as_table().expect("a section of texts");
        for (key, text) in texts {
            let text = text.as_str().expect("a text").to_owned();
            assert!(
                table.insert(key.clone(), text).is_none(),
                "{tag}: {key} twice"
            );
        }
    }
    let statuses = if tag == "en" {
        assert!(
            !data.contains_key("status"),
            "en.toml words no status: English's are the library's own messages"
        );
        library_statuses()
    } else {
        let texts = data["status"].as_table().expect("a [status] section");
        texts
            .iter()
            .map(|(key, text)| (key.clone(), text.as_str().expect("a text").to_owned()))
            .collect()
    };
    for (key, text) in statuses {
        assert!(
            table.insert(key.clone(), text).is_none(),
            "{tag}: {key} twice"
        );
    }
    table
}

fn u16_at(data: &[u8], at: usize) -> u32 {
    u32::from(u16::from_be_bytes([data[at], data[at + 1]]))
}

fn u32_at(data: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([data[at], data[at + 1], data[at + 2], data[at + 3]])
}

/// The code points an OpenType font maps to a glyph other than .notdef, from its `cmap` table's
/// Unicode subtables of format 4 (the BMP) and 12 (all planes).
fn mapped_characters(font: &[u8]) -> BTreeSet<u32> {
    let tables = u16_at(font, 4) as usize;
    let cmap = (0..tables)
        .map(|i| 12 + 16 * i)
        .find(|&record| &font[record..record + 4] == b"cmap")
        .map(|record| u32_at(font, record + 8) as usize)
        .expect("the font has a cmap table");
    let mut mapped = BTreeSet::new();
    for i in 0..u16_at(font, cmap + 2) as usize {
        let record = cmap + 4 + 8 * i;
        let (platform, encoding) = (u16_at(font, record), u16_at(font, record + 2));
        if !(platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))) {
            continue;
        }
        let sub = cmap + u32_at(font, record + 4) as usize;
        match u16_at(font, sub) {
            4 => {
                let segments = u16_at(font, sub + 6) as usize / 2;
                let ends = sub + 14;
                let starts = ends + 2 * segments + 2;
                let deltas = starts + 2 * segments;
                let offsets = deltas + 2 * segments;
                for s in 0..segments {
                    let (start, end) = (u16_at(font, starts + 2 * s), u16_at(font, ends + 2 * s));
                    let (delta, offset) =
                        (u16_at(font, deltas + 2 * s), u16_at(font, offsets + 2 * s));
                    for c in start..=end.min(0xFFFE) {
                        let glyph = if offset == 0 {
                            (c + delta) & 0xFFFF
                        } else {
                            let at = offsets + 2 * s + offset as usize + 2 * (c - start) as usize;
                            match u16_at(font, at) {
                                0 => 0,
                                g => (g + delta) & 0xFFFF,
                            }
                        };
                        if glyph != 0 {
                            mapped.insert(c);
                        }
                    }
                }
            }
            12 => {
                for g in 0..u32_at(font, sub + 12) as usize {
                    let group = sub + 16 + 12 * g;
                    let (start, end, first) = (
                        u32_at(font, group),
                        u32_at(font, group + 4),
                        u32_at(font, group + 8),
                    );
                    mapped.extend((start..=end).filter(|c| first + (c - start) != 0));
                }
            }
            _ => {}
        }
    }
    mapped
}

/// Every character the sample shows in any language (its tables and the library's words, which its
/// puzzle hints show) has a glyph in the font the sample ships (a WebGL player has no system font to fall
/// back on): `scripts/subset-font.py` must be run after a data file changes.
#[test]
fn sample_font_holds_every_character_of_the_sample_s_texts() {
    let font = fs::read(sample().join(FONT)).expect("the sample's font");
    assert_eq!(&font[..4], b"OTTO", "an OpenType font with CFF outlines");
    let mapped = mapped_characters(&font);
    let mut chinese = 0;
    for tag in languages() {
        let texts = ui_table(&tag, "sample");
        assert!(texts.len() > 60, "{tag}: {} texts read", texts.len());
        // In puzzle mode the sample shows the library's own words too (its hints).
        let path = root().join(format!("i18n/{tag}.toml"));
        let data: toml::Table = read(&path).parse().expect("a data file");
        let library = data["library"].as_table().expect("a [library] section");
        assert!(library.len() > 5, "{tag}: the library's words read");
        let library = library.values().map(|t| t.as_str().expect("a text"));
        for text in texts.values().map(String::as_str).chain(library) {
            for c in text.chars() {
                chinese += usize::from(('\u{4e00}'..='\u{9fff}').contains(&c));
                assert!(
                    mapped.contains(&u32::from(c)),
                    "i18n/{tag}.toml: '{c}' (U+{:04X}) of \"{text}\" has no glyph in {FONT}: run scripts/subset-font.py",
                    u32::from(c)
                );
            }
        }
    }
    assert!(
        chinese > 300,
        "the Chinese table was read: {chinese} Han characters"
    );
    // Printable ASCII: the digits, platforms, paths and level names the placeholders take.
    assert!((0x20..0x7F).all(|c| mapped.contains(&c)));
    // The check can fail: the subset holds the tables' characters, not the whole of Chinese.
    for absent in ['龍', '樂', '鳥'] {
        assert!(
            !mapped.contains(&u32::from(absent)),
            "{absent} is not in the subset"
        );
    }
    assert!(mapped.len() < 400, "a subset: {} characters", mapped.len());
}

/// The scene gives FirstController the font by its `.meta`'s GUID (a Font asset's main object, file ID
/// 12800000), the font imports as a dynamic font with its data included (what a WebGL build needs), and
/// the package's notices carry the font's license.
#[test]
fn scene_uses_the_font_and_the_notices_carry_its_license() {
    let meta = read(sample().join(format!("{FONT}.meta")));
    let guid = meta
        .lines()
        .find_map(|l| l.strip_prefix("guid: "))
        .expect("the font's guid");
    assert!(meta.contains("\nTrueTypeFontImporter:\n"));
    assert!(
        meta.contains("\n  includeFontData: 1\n") && meta.contains("\n  forceTextureCase: -2\n")
    );
    let scene = read(sample().join("Main.unity"));
    assert!(
        scene.contains(&format!(
            "\n  font: {{fileID: 12800000, guid: {guid}, type: 3}}\n"
        )),
        "Main.unity's FirstController references the font"
    );
    let notices = read(package().join("Third Party Notices.md"));
    for needle in [
        "Noto Sans CJK",
        "Fonts/NotoSansSC-Subset.otf",
        "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007",
        "Reserved Font Name",
        "scripts/subset-font.py",
    ] {
        assert!(
            notices.contains(needle),
            "Third Party Notices lacks {needle}"
        );
    }
}

/// The `{n}` placeholders of a text, sorted and without repeats.
fn placeholders(text: &str) -> BTreeSet<String> {
    text.split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}'))
        .filter(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        .map(|(n, _)| n.to_string())
        .collect()
}

/// Each UI's tables, the sample's and the web page's, have the same keys with the same placeholders in
/// every language, and the Chinese ones read as Chinese wherever the English ones have a word (the Mono
/// and browser tests check what the sample and the page show).
#[test]
fn each_ui_s_tables_have_the_same_keys_and_placeholders() {
    for (ui, least) in [("sample", 60), ("page", 140)] {
        let en = ui_table("en", ui);
        assert!(en.len() > least, "{ui}: {} English texts read", en.len());
        // English's keys include every library status, so each language must word each one.
        let statuses = library_statuses();
        assert!(statuses.len() >= 16 && statuses.iter().all(|(key, _)| en.contains_key(key)));
        for tag in &languages()[1..] {
            let other = ui_table(tag, ui);
            let keys = |t: &BTreeMap<String, String>| t.keys().cloned().collect::<Vec<_>>();
            assert_eq!(keys(&en), keys(&other), "{ui}: the same keys in {tag}");
            for (key, text) in &en {
                assert_eq!(
                    placeholders(text),
                    placeholders(&other[key]),
                    "{ui}, {tag}: {key}: the same placeholders"
                );
            }
        }
        let zh = ui_table("zh-Hans", ui);
        for (key, text) in &en {
            let han = zh[key]
                .chars()
                .filter(|c| ('\u{4e00}'..='\u{9fff}').contains(c))
                .count();
            let words = text.chars().any(|c| c.is_ascii_alphabetic());
            assert!(
                han > 0 || !words,
                "{ui}: {key}: no Chinese in '{}'",
                zh[key]
            );
        }
    }
    // The check can fail: a lost placeholder is told apart.
    assert_ne!(placeholders("{0} and {1}"), placeholders("{0}"));
}
