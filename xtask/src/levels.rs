//! The levels the Unity sample and the web page offer, from one data file (`levels.toml`): the sample's
//! `LevelSet` asset (`Levels.asset`, in the YAML the Unity Editor writes), the page's list
//! (`web/levels.g.js`), the package tests' `SampleLevels.cs` and the hint study's table
//! (`xtask/src/study/levels.g.rs`).
//!
//! The file is a list of `[[level]]` tables (see its header): the rules, an optional display name and
//! start state, and exactly one of `crossings` (the fewest) and `meant_unsolvable = true`. The generation
//! fails, naming the level, on an unknown key, a missing or mistyped one, or both or neither of those two.

use std::fmt::Debug;
use std::fs;
use std::path::Path;

use priests_devils::{BoatSafety, Rowers};

/// The data file, relative to the repository root.
pub const DATA: &str = "levels.toml";

/// The package, relative to the repository root.
const PACKAGE: &str = "unity-sample/Packages/com.priestsdevils.solver";

/// The sample's `LevelSet` asset.
pub const ASSET: &str =
    "unity-sample/Packages/com.priestsdevils.solver/Samples~/PriestsAndDevils/Levels.asset";

/// The package tests' list of the sample's levels.
pub const CSHARP_TESTS: &str =
    "unity-sample/Packages/com.priestsdevils.solver/Tests/Runtime/SampleLevels.cs";

/// The web page's list.
pub const JAVASCRIPT_LEVELS: &str = "web/levels.g.js";

/// The hint study's table, `include!`d by `study/mod.rs`.
pub const RUST_LEVELS: &str = "xtask/src/study/levels.g.rs";

/// The keys a level may have.
const KEYS: [&str; 9] = [
    "priests",
    "devils",
    "boat_capacity",
    "boat_safety",
    "rowers",
    "name",
    "start",
    "crossings",
    "meant_unsolvable",
];

/// One level.
#[derive(Clone, Debug, PartialEq)]
pub struct Level {
    pub priests: u32,
    pub devils: u32,
    pub boat_capacity: u32,
    pub boat_safety: BoatSafety,
    pub rowers: Rowers,
    /// The asset's display name, empty when the level has none.
    pub name: String,
    /// `(priests, devils, boat on the far bank)` of the start state, when the level has its own.
    pub start: Option<(u32, u32, bool)>,
    /// The fewest crossings, or `None` for a level meant to be unsolvable.
    pub crossings: Option<u32>,
}

/// The levels of the data file under `root`.
pub fn read(root: &Path) -> Result<Vec<Level>, String> {
    let text =
        fs::read_to_string(root.join(DATA)).map_err(|e| format!("cannot read {DATA}: {e}"))?;
    parse(&text)
}

/// The levels of a data file's text.
pub fn parse(text: &str) -> Result<Vec<Level>, String> {
    let table: toml::Table = text.parse().map_err(|e| format!("{DATA}: not TOML: {e}"))?;
    if let Some(other) = table.keys().find(|k| *k != "level") {
        return Err(format!("{DATA}: `{other}` is not a [[level]]"));
    }
    let list = table
        .get("level")
        .and_then(toml::Value::as_array)
        .filter(|list| !list.is_empty())
        .ok_or_else(|| format!("{DATA}: no [[level]]"))?;
    list.iter()
        .enumerate()
        .map(|(i, value)| {
            let table = value
                .as_table()
                .ok_or_else(|| format!("{DATA}: level {} is not a table", i + 1))?;
            level(table).map_err(|e| format!("{DATA}: level {}: {e}", i + 1))
        })
        .collect()
}

fn level(table: &toml::Table) -> Result<Level, String> {
    if let Some(other) = table.keys().find(|k| !KEYS.contains(&k.as_str())) {
        return Err(format!("`{other}` is not a key (they are {KEYS:?})"));
    }
    let count = |key: &str| -> Result<Option<u32>, String> {
        table
            .get(key)
            .map(|v| {
                v.as_integer()
                    .and_then(|n| u32::try_from(n).ok())
                    .ok_or_else(|| format!("`{key}` is not a count"))
            })
            .transpose()
    };
    let required = |key: &str| count(key)?.ok_or_else(|| format!("no `{key}`"));
    let name = match table.get("name") {
        None => String::new(),
        Some(v) => {
            let name = v.as_str().ok_or("`name` is not a string")?;
            // Unity's YAML writes such a name bare; other characters would need its quoting.
            let plain = name.starts_with(|c: char| c.is_ascii_alphanumeric())
                && name.ends_with(|c: char| c.is_ascii_alphanumeric())
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == ' ');
            if !plain {
                return Err(format!(
                    "`name` {name:?}: only ASCII letters, digits and inner spaces"
                ));
            }
            name.to_owned()
        }
    };
    let start = match table.get("start") {
        None => None,
        Some(v) => {
            let start = v.as_table().ok_or("`start` is not a table")?;
            let side = |s: &toml::Value| {
                s.as_str()
                    .and_then(|s| ["start", "far"].iter().position(|n| *n == s))
            };
            let figure = |key: &str| {
                start
                    .get(key)
                    .and_then(toml::Value::as_integer)
                    .and_then(|n| u32::try_from(n).ok())
                    .ok_or_else(|| format!("`start.{key}` is not a count"))
            };
            if start.len() != 3 {
                return Err("`start` has `priests`, `devils` and `boat`, nothing else".to_owned());
            }
            let boat = start
                .get("boat")
                .and_then(side)
                .ok_or("`start.boat` is not \"start\" or \"far\"")?;
            Some((figure("priests")?, figure("devils")?, boat == 1))
        }
    };
    let meant_unsolvable = match table.get("meant_unsolvable") {
        None => false,
        Some(v) => v.as_bool().ok_or("`meant_unsolvable` is not a boolean")?,
    };
    let crossings = match (count("crossings")?, meant_unsolvable) {
        (Some(n), false) => Some(n),
        (None, true) => None,
        _ => {
            return Err(
                "exactly one of `crossings` and `meant_unsolvable = true`, please".to_owned(),
            )
        }
    };
    Ok(Level {
        priests: required("priests")?,
        devils: required("devils")?,
        boat_capacity: required("boat_capacity")?,
        boat_safety: variant(table, "boat_safety", &BoatSafety::ALL)?,
        rowers: variant(table, "rowers", &Rowers::ALL)?,
        name,
        start,
        crossings,
    })
}

/// The rule variant `key` names, one of the library's `all`: each is named in the data file by the
/// library's name of it in lowercase (`aboard` for [`BoatSafety::Aboard`]); the classic rules' when the
/// level does not name one.
fn variant<T: Copy + Debug + Default>(
    table: &toml::Table,
    key: &str,
    all: &[T],
) -> Result<T, String> {
    let name = |value: &T| format!("{value:?}").to_ascii_lowercase();
    match table.get(key) {
        None => Ok(T::default()),
        Some(v) => v
            .as_str()
            .and_then(|s| all.iter().find(|value| name(value) == s))
            .copied()
            .ok_or_else(|| {
                let names: Vec<String> = all.iter().map(name).collect();
                format!("`{key}` is not one of {names:?}")
            }),
    }
}

/// The GUID of the package's `LevelSet` script, from its `.meta` file under `root`.
pub fn level_set_guid(root: &Path) -> Result<String, String> {
    let path = format!("{PACKAGE}/Runtime/Unity/LevelSet.cs.meta");
    let meta =
        fs::read_to_string(root.join(&path)).map_err(|e| format!("cannot read {path}: {e}"))?;
    meta.lines()
        .find_map(|l| l.strip_prefix("guid: "))
        .map(|g| g.trim().to_owned())
        .ok_or_else(|| format!("{path}: no guid line"))
}

/// The sample's `LevelSet` asset, as the Unity Editor serializes it (the `.meta` beside it keeps its
/// GUID, which the scene names); `script` is the `LevelSet` script's GUID.
pub fn asset(levels: &[Level], script: &str) -> String {
    let mut yaml = format!(
        "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!114 &11400000\nMonoBehaviour:\n  \
         m_ObjectHideFlags: 0\n  m_CorrespondingSourceObject: {{fileID: 0}}\n  m_PrefabInstance: \
         {{fileID: 0}}\n  m_PrefabAsset: {{fileID: 0}}\n  m_GameObject: {{fileID: 0}}\n  m_Enabled: 1\n  \
         m_EditorHideFlags: 0\n  m_Script: {{fileID: 11500000, guid: {script}, type: 3}}\n  m_Name: \
         Levels\n  m_EditorClassIdentifier: \n  levels:\n"
    );
    for level in levels {
        let (priests, devils, far) = level.start.unwrap_or((0, 0, false));
        yaml.push_str(&format!(
            "  - displayName: {}\n    rules:\n      priests: {}\n      devils: {}\n      boatCapacity: {}\n      \
             boatSafety: {}\n      rowers: {}\n    hasStart: {}\n    startPriests: {priests}\n    \
             startDevils: {devils}\n    startBoat: {}\n    meantUnsolvable: {}\n",
            level.name,
            level.priests,
            level.devils,
            level.boat_capacity,
            level.boat_safety.index(),
            level.rowers.index(),
            u8::from(level.start.is_some()),
            u8::from(far),
            u8::from(level.crossings.is_none()),
        ));
    }
    yaml
}

/// The package tests' `SampleLevels.cs`: each level's rules and fewest crossings (null: unsolvable).
pub fn csharp_tests(levels: &[Level]) -> String {
    let mut cs = format!(
        "// Generated by `cargo xtask generate` from {DATA}: the sample's levels. Do not edit by hand.\n\
         namespace PriestsDevils.Tests\n{{\n    /// <summary>\n    /// The levels the package's sample \
         (Samples~/PriestsAndDevils) offers, with what its level buttons say\n    /// of each: the fewest \
         crossings, or null for \"unsolvable\". The sample's LevelSet asset (Levels.asset)\n    /// must \
         hold exactly these (the repository's scene tests load it and check), so the package tests below\n    \
         /// vouch for every button.\n    /// </summary>\n    public static class SampleLevels\n    {{\n        \
         /// <summary>Each level's rules and its labelled fewest crossings (null: unsolvable).</summary>\n        \
         public static readonly object[][] Labelled =\n        {{\n"
    );
    for level in levels {
        let variant = (level.boat_safety, level.rowers) != Default::default();
        let rules = match (level.priests, level.devils, level.boat_capacity) {
            (3, 3, 2) if !variant => "Rules.Classic".to_owned(),
            (p, d, k) if !variant => format!("new Rules({p}, {d}, {k})"),
            (p, d, k) => format!(
                "new Rules({p}, {d}, {k}, BoatSafety.{:?}, Rowers.{:?})",
                level.boat_safety, level.rowers
            ),
        };
        let crossings = level
            .crossings
            .map_or_else(|| "null".to_owned(), |n| n.to_string());
        cs.push_str(&format!(
            "            new object[] {{ {rules}, {crossings} }},\n"
        ));
    }
    cs.push_str("        };\n    }\n}\n");
    cs
}

/// The page's list (`web/levels.g.js`), imported by `web/session.js`: each level's rules as a frozen
/// object of the binding's field names.
pub fn javascript(levels: &[Level]) -> String {
    let mut js = format!(
        "// Generated by `cargo xtask generate` from {DATA}: the levels the page offers, the Unity sample's. \
         Do not edit by hand.\nimport {{ BoatSafety, Rowers }} from './enums.g.js';\n\n\
         export const LEVELS = Object.freeze([\n"
    );
    for level in levels {
        js.push_str(&format!(
            "    Object.freeze({{ priests: {}, devils: {}, boatCapacity: {}, boatSafety: BoatSafety.{}, \
             rowers: Rowers.{} }}),\n",
            level.priests,
            level.devils,
            level.boat_capacity,
            format!("{:?}", level.boat_safety).to_ascii_uppercase(),
            format!("{:?}", level.rowers).to_ascii_uppercase(),
        ));
    }
    js.push_str("]);\n");
    js
}

/// The hint study's table (`study/levels.g.rs`), `include!`d into `study/mod.rs`.
pub fn rust(levels: &[Level]) -> String {
    let mut rs = format!(
        "// Generated by `cargo xtask generate` from {DATA}: the sample's levels. Do not edit by hand.\n\n\
         /// The sample's level set, the classic game first: the Unity sample's (its `Levels.asset`, the \
         package\n/// tests' `SampleLevels.cs`) and the web page's (`web/levels.g.js`), all from `{DATA}`.\n\
         pub(crate) const SAMPLE_LEVELS: [SampleLevel; {}] = [\n",
        levels.len()
    );
    for level in levels {
        let crossings = level
            .crossings
            .map_or_else(|| "None".to_owned(), |n| format!("Some({n})"));
        rs.push_str(&format!(
            "    SampleLevel {{\n        priests: {},\n        devils: {},\n        boat: {},\n        \
             boat_safety: BoatSafety::{:?},\n        rowers: Rowers::{:?},\n        crossings: {crossings},\n    }},\n",
            level.priests,
            level.devils,
            level.boat_capacity,
            level.boat_safety,
            level.rowers,
        ));
    }
    rs.push_str("];\n");
    rs
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str = "[[level]]\npriests = 3\ndevils = 3\nboat_capacity = 2\ncrossings = 11\n";

    const VARIANT: &str = "[[level]]\npriests = 4\ndevils = 4\nboat_capacity = 3\nboat_safety = \"aboard\"\n\
                           rowers = \"devils\"\nname = \"Night crossing 2\"\n\
                           start = { priests = 2, devils = 1, boat = \"far\" }\nmeant_unsolvable = true\n";

    fn levels() -> Vec<Level> {
        parse(&format!("{CLASSIC}{VARIANT}")).expect("valid levels")
    }

    #[test]
    fn a_level_reads_its_rules_name_start_and_crossings() {
        let levels = levels();
        assert_eq!(
            levels[0],
            Level {
                priests: 3,
                devils: 3,
                boat_capacity: 2,
                boat_safety: BoatSafety::Banks,
                rowers: Rowers::Anyone,
                name: String::new(),
                start: None,
                crossings: Some(11),
            }
        );
        assert_eq!(
            levels[1],
            Level {
                priests: 4,
                devils: 4,
                boat_capacity: 3,
                boat_safety: BoatSafety::Aboard,
                rowers: Rowers::Devils,
                name: "Night crossing 2".to_owned(),
                start: Some((2, 1, true)),
                crossings: None,
            }
        );
    }

    #[test]
    fn a_wrong_level_is_refused_naming_it() {
        let wrong =
            |extra: &str| parse(&format!("{CLASSIC}{CLASSIC}{extra}")).expect_err("a wrong level");
        assert_eq!(
            wrong("meant_unsolvable = true\n"),
            "levels.toml: level 2: exactly one of `crossings` and `meant_unsolvable = true`, please"
        );
        assert!(wrong("boats = 2\n").starts_with("levels.toml: level 2: `boats` is not a key"));
        assert!(wrong("rowers = \"nobody\"\n").contains("`rowers` is not one of"));
        assert!(wrong("name = \"Don't\"\n").contains("only ASCII letters"));
        assert!(wrong("start = { priests = 1, devils = 1 }\n").contains("`start` has"));
        let missing = parse("[[level]]\npriests = 3\nboat_capacity = 2\ncrossings = 1\n");
        assert_eq!(missing.unwrap_err(), "levels.toml: level 1: no `devils`");
        let negative =
            parse("[[level]]\npriests = -3\ndevils = 3\nboat_capacity = 2\ncrossings = 1\n");
        assert_eq!(
            negative.unwrap_err(),
            "levels.toml: level 1: `priests` is not a count"
        );
        assert_eq!(parse("").unwrap_err(), "levels.toml: no [[level]]");
        assert_eq!(
            parse("[levels]\n").unwrap_err(),
            "levels.toml: `levels` is not a [[level]]"
        );
    }

    #[test]
    fn the_asset_is_unity_s_yaml_of_every_field() {
        let yaml = asset(&levels(), "0123abcd");
        assert!(
            yaml.starts_with("%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!114 &11400000\n")
        );
        assert!(yaml.contains("  m_Script: {fileID: 11500000, guid: 0123abcd, type: 3}\n"));
        let items: Vec<&str> = yaml
            .split("\n  levels:\n")
            .nth(1)
            .unwrap()
            .split_inclusive("meantUnsolvable: 0\n")
            .collect();
        assert_eq!(
            items[0],
            "  - displayName: \n    rules:\n      priests: 3\n      devils: 3\n      boatCapacity: 2\n      \
             boatSafety: 0\n      rowers: 0\n    hasStart: 0\n    startPriests: 0\n    startDevils: 0\n    \
             startBoat: 0\n    meantUnsolvable: 0\n"
        );
        assert_eq!(
            items[1],
            "  - displayName: Night crossing 2\n    rules:\n      priests: 4\n      devils: 4\n      \
             boatCapacity: 3\n      boatSafety: 1\n      rowers: 2\n    hasStart: 1\n    startPriests: 2\n    \
             startDevils: 1\n    startBoat: 1\n    meantUnsolvable: 1\n"
        );
    }

    #[test]
    fn the_lists_name_each_level_s_rules_as_their_language_does() {
        let levels = levels();
        let cs = csharp_tests(&levels);
        assert!(cs.contains(
            "            new object[] { Rules.Classic, 11 },\n            new object[] { new Rules(4, 4, 3, \
             BoatSafety.Aboard, Rowers.Devils), null },\n        };\n"
        ));
        let js = javascript(&levels);
        assert!(js.contains(
            "    Object.freeze({ priests: 4, devils: 4, boatCapacity: 3, boatSafety: BoatSafety.ABOARD, \
             rowers: Rowers.DEVILS }),\n]);\n"
        ));
        let rs = rust(&levels);
        assert!(rs.contains("pub(crate) const SAMPLE_LEVELS: [SampleLevel; 2] = [\n"));
        assert!(rs.contains(
            "        boat_safety: BoatSafety::Aboard,\n        rowers: Rowers::Devils,\n        crossings: None,\n"
        ));
        for text in [&cs, &js, &rs] {
            assert!(text.starts_with("// Generated by `cargo xtask generate` from levels.toml"));
        }
    }
}
