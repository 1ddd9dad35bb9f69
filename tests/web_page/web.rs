//! The web page (`web/`, built by `scripts/build-web.sh`): its JavaScript binding against the committed
//! header, its level list against the Unity sample's, and, as a cross run, the page built (within its
//! size limits, with a service worker naming its build and files) and played in headless Chromium by
//! `tests/web/drive.py` (with axe-core's accessibility checks and a second visit offline).
//!
//! The browser run is `#[ignore]`d, so that a plain `cargo test` lists it as not run rather than
//! passing it; `scripts/test.sh` runs it when Chromium, chromedriver, emcc, wasm-opt, esbuild, the
//! test's Python environment (`target/web-venv`) and axe-core (`target/axe`) are there, and installs
//! them (by `scripts/install-tools.sh cross`) under `PD_REQUIRE_CROSS`. Run by hand, it fails when one
//! of them is missing.

use crate::support;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use priests_devils::{BoatSafety, Rowers};
use serde_json::Value;
use support::{header_enum, read, require, root, run, scratch, screaming_snake};

/// Header functions the page does not call, and why.
const NOT_BOUND: [&str; 10] = [
    "pd_solver_hint_grid", // a view into the solver's memory, for C hot loops
    "pd_policy_rows",      // the policy copy, for callers answering hints without calling in
    "pd_policy_entries",
    // Stopping a call needs a second thread to set the flag: the page's module has one thread.
    "pd_solver_new_with_progress",
    "pd_level_report_with_progress",
    "pd_propose_levels_with_progress",
    "pd_range_cost", // the page proposes no level sets of its own
    // The page's hints are its own sentences (web/strings.g.js, from the same string tables), which
    // point at highlighted characters rather than say a step.
    "pd_describe_move",
    "pd_describe_action",
    "pd_describe_step",
];

/// Header structs the binding has no layout for: those holding a pointer (a view into the library's
/// memory, which `web/layouts.g.js` does not lay out).
const NOT_BOUND_STRUCTS: [&str; 1] = ["PdHintGrid"];

/// The scenarios `tests/web/drive.py` plays.
const SCENARIOS: [&str; 24] = [
    "loads",
    "english",
    "chinese",
    "traditional_chinese",
    "binding",
    "hint_tiers",
    "classic_auto_solve",
    "loss_and_undo",
    "every_level",
    "variant_refusal",
    "custom_rules",
    "keyboard",
    "phone",
    "state_map",
    "puzzle",
    "every_puzzle",
    "state_map_chinese",
    "accessibility",
    "no_console_errors",
    "no_webassembly",
    "missing_library",
    "wasm_type",
    "from_disk",
    "offline",
];

#[test]
fn every_header_function_is_exported_to_the_binding_or_listed_as_not_bound() {
    let exports = support::web_build::build_list("binding_exports");
    let glue = read("web/glue.c");
    let binding = read("web/pd.js");
    for function in support::plugins::header_functions() {
        if NOT_BOUND.contains(&function.as_str()) {
            assert!(
                !binding.contains(&format!("_{function}(")),
                "{function} is listed as not bound"
            );
            continue;
        }
        let wrapper = function.replacen("pd_", "pdw_", 1);
        let name = if exports.contains(&wrapper) {
            assert!(
                glue.contains(&format!(" {wrapper}(")) && glue.contains(&format!(" {function}(")),
                "web/glue.c must define {wrapper}, calling {function}"
            );
            wrapper.clone()
        } else {
            function.clone()
        };
        assert!(
            exports.contains(&name),
            "{function} is neither in scripts/build-web.sh's binding_exports (or as {wrapper}) nor in NOT_BOUND"
        );
        assert!(
            binding.contains(&format!("._{name}(")) || binding.contains(&format!("._{name},")),
            "web/pd.js never calls {name}"
        );
    }
    for name in &exports {
        if name.starts_with("pdw_") {
            assert!(
                glue.contains(&format!(" {name}(")),
                "{name} is exported but web/glue.c does not define it"
            );
        }
    }
}

/// The page's wasm exports exactly the entry points its scripts reach through the binding, so that the
/// page can never call one its wasm lacks, nor carry one it never calls (the binding's wasm carries
/// every one). Which these are is read from the sources: the methods of `web/pd.js` the page's modules
/// name, and the module functions each of those calls.
#[test]
fn the_pages_wasm_exports_what_the_pages_scripts_call() {
    let functions = support::web_build::binding_functions();
    // The reading itself, on calls whose entry points are known: a list call reaches the allocator and,
    // through the status check, the status message; loading reaches the ABI version.
    let list_call = ["pdw_solution", "malloc", "free", "pd_status_message"];
    assert_eq!(
        functions["solution"],
        list_call.map(String::from).into(),
        "solution()"
    );
    assert!(
        functions["load"].contains("pd_abi_version"),
        "load(): {:?}",
        functions["load"]
    );
    assert!(
        functions["info"].contains("pd_solver_info"),
        "info(): {:?}",
        functions["info"]
    );
    let scripts = support::web_build::page_scripts();
    for file in [
        "app.js",
        "session.js",
        "game.js",
        "scene.js",
        "i18n.js",
        "library.js",
    ] {
        assert!(
            scripts.contains(file),
            "the page's scripts {scripts:?} miss {file}"
        );
    }
    let page = support::web_build::build_list("page_exports");
    let binding = support::web_build::build_list("binding_exports");
    assert!(
        page.is_subset(&binding),
        "page_exports {page:?} outside binding_exports"
    );
    let called = support::web_build::page_calls();
    let missing: Vec<_> = called.difference(&page).collect();
    let unused: Vec<_> = page.difference(&called).collect();
    assert!(
        missing.is_empty() && unused.is_empty(),
        "scripts/build-web.sh's page_exports: add {missing:?} (the page's scripts call them), \
         remove {unused:?} (they never do)"
    );
}

/// `(priests, devils, boat, boat_safety, rowers)` of each level of the Unity sample's `LevelSet` asset
/// (`Levels.asset`), in order.
fn unity_presets() -> Vec<[u32; 5]> {
    support::sample_asset_levels()
        .into_iter()
        .map(|level| level.rules)
        .collect()
}

/// The same of each level of the page's list (`LEVELS` in `web/levels.g.js`, which `web/session.js`
/// offers as `PRESETS`: `{ priests: 3, devils: 3, boatCapacity: 2, boatSafety: BoatSafety.BANKS, ... }`).
fn page_presets() -> Vec<[u32; 5]> {
    assert!(
        read("web/session.js").contains("export const PRESETS = LEVELS;"),
        "web/session.js offers the generated levels"
    );
    let levels = read("web/levels.g.js");
    let block = levels
        .split_once("export const LEVELS = Object.freeze([")
        .and_then(|(_, rest)| rest.split_once("]);"))
        .expect("LEVELS in web/levels.g.js")
        .0;
    block
        .lines()
        .map(str::trim)
        .filter_map(|l| l.strip_prefix("Object.freeze("))
        .filter(|l| l.starts_with("{ priests:"))
        .map(|l| {
            let field = |key: &str| -> Option<&str> {
                let at = l.find(&format!("{key}: "))? + key.len() + 2;
                Some(l[at..].split([',', ' ', '}']).next().expect("a value"))
            };
            let number = |key| field(key).expect(key).parse::<u32>().expect("a count");
            // `Rowers.PRIESTS`: the value of that name among the library's (`Rowers::ALL`).
            let value = |key: &str, all: Vec<String>| {
                let named = field(key).unwrap_or_else(|| panic!("{key} in {l}"));
                let at = all.iter().position(|name| *name == named);
                at.unwrap_or_else(|| panic!("{named}: no such value")) as u32
            };
            // `BoatSafety.Aboard` as levels.g.js names it: `BoatSafety.ABOARD`.
            let upper = |of: &str, name: String| format!("{of}.{}", screaming_snake(&name));
            let safety = value(
                "boatSafety",
                BoatSafety::ALL
                    .map(|v| upper("BoatSafety", format!("{v:?}")))
                    .to_vec(),
            );
            let rowers = value(
                "rowers",
                Rowers::ALL
                    .map(|v| upper("Rowers", format!("{v:?}")))
                    .to_vec(),
            );
            [
                number("priests"),
                number("devils"),
                number("boatCapacity"),
                safety,
                rowers,
            ]
        })
        .collect()
}

#[test]
fn the_page_offers_the_unity_samples_levels() {
    let unity = unity_presets();
    assert_eq!(unity.len(), 7, "{unity:?}");
    assert_eq!(page_presets(), unity);
}

/// A field's type in the header: a nested struct (by name), or a scalar's C type (`uint32_t`, `PdStatus`,
/// `uint64_t`, `double`).
#[derive(Debug)]
enum FieldType {
    Struct(String),
    Scalar(String),
    /// An array of a scalar C type: its type and length.
    Array(String, u64),
}

/// The names of the header's structs that have a body (`typedef struct Name { ... } Name;`).
fn header_structs(header: &str) -> BTreeSet<String> {
    header
        .lines()
        .filter_map(|l| l.strip_prefix("typedef struct ")?.strip_suffix(" {"))
        .map(str::to_string)
        .collect()
}

/// Whether a scalar C type of the header is 32 bits wide: `uint32_t`, or a type the header defines as
/// one (`typedef uint32_t PdStatus;`, the enums' type outside C23 and C++).
fn is_u32(header: &str, c_type: &str) -> bool {
    c_type == "uint32_t" || header.contains(&format!("typedef uint32_t {c_type};"))
}

/// The fields of `typedef struct name { ... } name;`, as `(field, type)`.
fn header_struct(header: &str, name: &str) -> Vec<(String, FieldType)> {
    let body = header
        .split_once(&format!("typedef struct {name} {{"))
        .and_then(|(_, rest)| rest.split_once(&format!("}} {name};")))
        .unwrap_or_else(|| panic!("{name} in the header"))
        .0;
    body.lines()
        .map(str::trim)
        .filter(|l| l.ends_with(';') && !l.starts_with('*') && !l.starts_with('/'))
        .map(|l| {
            let words: Vec<&str> = l.trim_end_matches(';').split_whitespace().collect();
            let (field, c_type) = words.split_last().expect("a field");
            // `uint32_t left[32];`: an array of 32.
            let (field, length) = match field.split_once('[') {
                Some((name, rest)) => {
                    let n = rest.trim_end_matches(']').parse().expect("an array length");
                    (name, Some(n))
                }
                None => (*field, None),
            };
            let kind = if c_type[0] == "struct" {
                FieldType::Struct(c_type[1].to_string())
            } else if let Some(n) = length {
                FieldType::Array(c_type.join(" "), n)
            } else {
                FieldType::Scalar(c_type.join(" "))
            };
            (field.trim_start_matches('*').to_string(), kind)
        })
        .collect()
}

fn camel(snake: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in snake.chars() {
        if c == '_' {
            upper = true;
        } else {
            out.push(if upper { c.to_ascii_uppercase() } else { c });
            upper = false;
        }
    }
    out
}

/// Compares a layout of `web/pd.js` (as the page's own JavaScript engine reported it) with the header:
/// the fields in order, camelCased; a 32-bit scalar as its name, a wider one as `[name, C type]`, an
/// array as `[name, C type, length]`, a nested struct as `[name, layout]`.
fn assert_layout(header: &str, name: &str, layout: &Value) {
    let fields = header_struct(header, name);
    let layout = layout
        .as_array()
        .unwrap_or_else(|| panic!("{name}: {layout}"));
    assert_eq!(
        layout.len(),
        fields.len(),
        "{name}: {layout:?} vs {fields:?}"
    );
    for ((field, kind), js) in fields.iter().zip(layout) {
        let camel = camel(field);
        match kind {
            FieldType::Scalar(c_type) if is_u32(header, c_type) => {
                assert_eq!(
                    js.as_str(),
                    Some(camel.as_str()),
                    "{name}.{field}: {c_type}"
                )
            }
            FieldType::Scalar(c_type) => assert_eq!(
                js,
                &Value::from(vec![camel.as_str(), c_type.as_str()]),
                "{name}.{field}: {c_type}"
            ),
            FieldType::Array(c_type, n) => assert_eq!(
                js,
                &serde_json::json!([camel, c_type, n]),
                "{name}.{field}: {c_type}[{n}]"
            ),
            FieldType::Struct(inner) => {
                assert_eq!(js[0].as_str(), Some(camel.as_str()), "{name}.{field}");
                assert_layout(header, inner, &js[1]);
            }
        }
    }
}

/// The binding's constants and layouts, read from the page by the driver, against the header.
fn assert_binding_matches_header(binding: &Value) {
    let header = read("include/priests_devils.h");
    let constant = |name: &str| -> u64 {
        let line = header
            .lines()
            .find_map(|l| l.strip_prefix(&format!("#define {name} ")))
            .unwrap_or_else(|| panic!("{name} in the header"));
        line.trim().parse().expect("a number")
    };
    assert_eq!(
        binding["ABI_VERSION"].as_u64(),
        Some(constant("PD_ABI_VERSION"))
    );
    assert_eq!(binding["NO_PATH"].as_u64(), Some(constant("PD_NO_PATH")));
    let enums = [
        ("Status", "PD_STATUS_"),
        ("StateKind", "PD_STATE_KIND_"),
        ("RatingKind", "PD_RATING_KIND_"),
        ("ActionKind", "PD_ACTION_KIND_"),
        ("Side", "PD_SIDE_"),
        ("BoatSafety", "PD_BOAT_SAFETY_"),
        ("Rowers", "PD_ROWERS_"),
        ("PuzzleStateKind", "PD_PUZZLE_STATE_KIND_"),
        ("PuzzleRatingKind", "PD_PUZZLE_RATING_KIND_"),
        ("IllegalCrossing", "PD_ILLEGAL_CROSSING_"),
        ("PuzzleActionKind", "PD_PUZZLE_ACTION_KIND_"),
        ("Bank", "PD_BANK_"),
        ("Rowing", "PD_ROWING_"),
    ];
    for (js, prefix) in enums {
        let page: BTreeMap<String, u64> = binding["enums"][js]
            .as_object()
            .unwrap_or_else(|| panic!("{js} missing from the binding"))
            .iter()
            .map(|(k, v)| (k.clone(), v.as_u64().expect("a number")))
            .collect();
        assert_eq!(page, header_enum(&header, prefix), "{js} against {prefix}*");
    }
    let layouts = binding["layouts"].as_object().expect("LAYOUTS");
    let mut structs = header_structs(&header);
    for name in NOT_BOUND_STRUCTS {
        assert!(structs.remove(name), "{name} is not a struct of the header");
    }
    assert_eq!(
        layouts.keys().cloned().collect::<BTreeSet<_>>(),
        structs,
        "web/pd.js's LAYOUTS against the header's structs (but NOT_BOUND_STRUCTS)"
    );
    for (name, layout) in layouts {
        assert_layout(&header, name, layout);
    }
}

/// The Python of the test environment `scripts/test.sh` makes (Selenium and Pillow), or `PD_WEB_PYTHON`.
fn python() -> PathBuf {
    std::env::var_os("PD_WEB_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target/web-venv/bin/python"))
}

/// Checks a PNG's signature and returns its width and height (from its IHDR chunk).
fn png_size(path: &Path) -> (u32, u32) {
    let bytes = fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(
        bytes.len() > 24 && bytes.starts_with(b"\x89PNG\r\n\x1a\n") && &bytes[12..16] == b"IHDR",
        "{} is not a PNG",
        path.display()
    );
    let be = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
    (be(16), be(20))
}

#[test]
#[ignore = "cross run: needs chromium, chromedriver, emcc, wasm-opt, esbuild, target/web-venv and target/axe (scripts/test.sh runs it when they are there)"]
fn web_page_plays_in_headless_chromium() {
    require(&["chromium", "chromedriver", "emcc", "wasm-opt", "esbuild"]);
    let python = python();
    assert!(
        python.exists(),
        "{} is missing: scripts/test.sh makes it (a venv with tests/web/requirements.txt)",
        python.display()
    );
    let axe = root().join("target/axe/node_modules/axe-core/axe.min.js");
    assert!(
        axe.exists(),
        "{} is missing: scripts/install-tools.sh cross installs it",
        axe.display()
    );
    let dir = scratch("web_page_plays_in_headless_chromium");
    let site = dir.join("site");
    let binding = dir.join("site-binding"); // build-web.sh's folder for the binding, beside the page's
    let out = dir.join("run");
    let mut build = Command::new(root().join("scripts/build-web.sh"));
    build.arg("--out").arg(&site);
    // The page loads only a library of the header's ABI version (web/pd.js): while the committed WebGL
    // archive lags it (between releases), the page links one built from these sources.
    if let (_, Some(reason)) = support::plugins::committed_abi() {
        println!("{reason}: the page links a WebGL archive built from these sources");
        build.arg("--lib").arg(fresh_webgl_archive(&dir));
    }
    run(&mut build);
    let sizes = support::web_build::assert_built_files(&site, &binding);
    support::web_build::assert_service_worker(&site);
    let driven = Command::new(&python)
        .arg(root().join("tests/web/drive.py"))
        .arg(&site)
        .arg(&out)
        .output()
        .expect("run tests/web/drive.py");
    let stdout = String::from_utf8_lossy(&driven.stdout);
    let stderr = String::from_utf8_lossy(&driven.stderr);
    let report = fs::read_to_string(out.join("report.json"))
        .unwrap_or_else(|e| panic!("no report ({e}); the driver said:\n{stdout}\n{stderr}"));
    let report: Value = serde_json::from_str(&report).expect("report.json is JSON");

    let browser = report["browser"].as_str().unwrap_or_default();
    assert!(
        browser.starts_with("chrome "),
        "the page ran in {browser:?}"
    );
    let scenarios = report["scenarios"].as_object().expect("scenarios");
    let names: BTreeSet<&str> = scenarios.keys().map(String::as_str).collect();
    assert_eq!(names, BTreeSet::from(SCENARIOS), "scenarios run");
    for (name, result) in scenarios {
        assert_eq!(result.as_str(), Some("passed"), "{name}: {result}");
    }
    assert!(driven.status.success(), "{stdout}\n{stderr}");
    assert_binding_matches_header(&report["binding"]);

    let shots: Vec<&str> = report["screenshots"]
        .as_array()
        .expect("screenshots")
        .iter()
        .map(|s| s.as_str().expect("a file name"))
        .collect();
    for expected in [
        "en-US.png",
        "zh-CN.png",
        "classic-won.png",
        "classic-lost.png",
        "classic-hint.png",
        "phone.png",
        "map.png",
        "map-phone.png",
        "map-zh-CN.png",
        "map-zh-CN-phone.png",
        "puzzle-won.png",
        "puzzle-lost.png",
        "puzzle-phone.png",
        "puzzle-zh-CN.png",
    ] {
        assert!(shots.contains(&expected), "{expected} not taken: {shots:?}");
    }
    for shot in &shots {
        let (width, height) = png_size(&out.join("screenshots").join(shot));
        let phone = shot.contains("phone");
        assert_eq!(width, if phone { 390 } else { 1280 }, "{shot} width");
        assert!(height >= 600, "{shot} is {height} pixels high");
    }
    // The screenshots are for people to look at: this run's stay (its own folder, whose path is
    // printed), without the site and the browser profile.
    for bulky in [site, binding, out.join("profile")] {
        fs::remove_dir_all(&bulky).unwrap_or_else(|e| panic!("{}: {e}", bulky.display()));
    }
    let kept = dir.keep();
    println!(
        "{browser}: {} scenarios passed, {} screenshots in {}; the page's wasm {} bytes, the binding's {}, \
         the page {} bytes gzipped",
        scenarios.len(),
        shots.len(),
        kept.join("run/screenshots").display(),
        sizes.page_wasm,
        sizes.binding_wasm,
        sizes.page_gzipped
    );
}

/// The WebGL archive built from this checkout's tracked files by `scripts/build-plugins.sh --no-checks
/// webgl` in a copy of them under `dir` (the committed binaries stay as they are).
fn fresh_webgl_archive(dir: &Path) -> PathBuf {
    let copy = dir.join("checkout");
    fs::create_dir_all(&copy).expect("the copy's folder");
    run(Command::new("sh")
        .current_dir(root())
        .arg("-c")
        .arg(format!(
            "git ls-files -z | tar --null -T - -cf - | tar -xf - -C '{}'",
            copy.display()
        )));
    run(Command::new(copy.join("scripts/build-plugins.sh"))
        .current_dir(&copy)
        .args(["--no-checks", "webgl"]));
    copy.join("unity-sample/Packages/com.priestsdevils.solver/Plugins/webgl/libpriests_devils.a")
}
