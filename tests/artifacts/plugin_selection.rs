//! Which of the package's native binaries Unity picks, read from every binary's `.meta` and from the
//! package's Editor script (`Editor/PluginSelection.cs`, run under Mono on a UnityEditor stand-in): for
//! each Unity version range, Editor (OS, CPU) and player (build target, CPU, iOS Target SDK), exactly the
//! expected binary is selected, or none where the package says the platform is not supported, and every
//! binary is selected somewhere. Nothing needs a hand edit of a `.meta`. This holds wherever the package
//! lies (`Packages/com.priestsdevils.solver/` from the Package Manager, `Assets/Plugins/PriestsDevils/`
//! from the `.unitypackage`: the script finds the binaries by their `.meta` GUIDs) and on a first import
//! (the scripts load before the plug-ins are imported; the build's preprocessing registers the rules).
//!
//! What Unity does was read in its C# reference source (Unity-Technologies/UnityCsReference, branches
//! 2021.3, 2022.3, 2023.1, 2023.2, 6000.0-6000.6 and master):
//! - `Editor/Mono/ImportSettings/EditorPluginImporterExtension.cs`: the Editor's `CPU` is one of
//!   `AnyCPU`, `x86_64`, `ARM64` and its `OS` one of `AnyOS`, `OSX`, `Windows`, `Linux`; ARM64 may be
//!   chosen for macOS always, for Windows from 6000.0 (Unity's native ARM64 Editor), never for Linux.
//! - `Editor/Mono/ImportSettings/DesktopPluginImporterExtension.cs`: a standalone target's `CPU` is one
//!   of `None`, `AnyCPU`, `x86`, `x86_64`, `ARM64`. Win64 offers x86_64 and ARM64 from 2023.1 (before,
//!   `CalculateFinalPluginPath` drops an ARM64 plug-in: no Windows ARM64 player); Linux64 offers x86_64
//!   only until 6000.2 (`DesktopSingleCPUProperty`, and `CalculateFinalPluginPath` returns the bare file
//!   name whatever the CPU, so two Linux libraries collide) and x86_64 and ARM64 from 6000.3; macOS
//!   offers x86_64 and ARM64 (`AnyCPU` for a universal bundle).
//! - `Modules/AssetPipelineEditor/Public/PluginImporter.bindings.cs`: `IncludeInBuildDelegate` and
//!   `SetIncludeInBuildDelegate` (a static map by asset path, consulted through `ShouldIncludeInBuild`;
//!   no delegate means included), in every branch from 2021.3.
//! - `Editor/Mono/PlayerSettingsIOS.bindings.cs`: `PlayerSettings.iOS.sdkVersion` of
//!   `iOSSdkVersion { DeviceSDK = 988, SimulatorSDK = 989 }`; `Editor/Mono/PlayerSettingsAndroid.bindings.cs`:
//!   `AndroidArchitecture { ARMv7, ARM64, X86, X86_64 }` (X86 obsolete in 6000.0).
//! - `Editor/Mono/AssetPipeline/AssetImporter.bindings.cs`: `static AssetImporter GetAtPath(string)`;
//!   `Editor/Mono/EditorAssemblies.cs`: `InitializeOnLoadAttribute`;
//!   `Modules/AssetDatabase/Editor/ScriptBindings/AssetDatabase.bindings.cs`: `static string
//!   GUIDToAssetPath(string)`; `Editor/Mono/BuildPipeline/BuildPipelineInterfaces.cs`:
//!   `IPreprocessBuildWithReport.OnPreprocessBuild(BuildReport)` (every implementing type is created
//!   with `Activator.CreateInstance` for each build); `Modules/BuildReportingEditor/Managed/`:
//!   `BuildReport.summary`, `BuildSummary.platform`. The stand-in's header lists what it models.
//! - `Modules/AssetPipelineEditor/Public/PluginImporter.bindings.cs`: `GetImporters(string)` keeps one
//!   overridable plug-in per output path (`IPluginImporterExtension.CalculateFinalPluginPath`), the same
//!   code in every branch from 2021.3 to master; `Editor/Mono/Modules/DefaultPluginImporterExtension.cs`:
//!   the default output path is `<CPU>/<file name>`, or the file name alone for `AnyCPU` (every branch).
//!
//! The iOS and Android plug-in importers are not in the published source: their `CPU` names (`ARM64`,
//! `X64`, `ARM64Simulator`, `AnyCPU` for iOS; `ARMv7`, `ARM64`, `X86_64` for Android) are those of
//! Cysharp/YetAnotherHttpHandler's committed `.meta` files. This model assumes the least of them: Android
//! picks by CPU (one ABI folder each); an iOS build does *not* tell device from Simulator archives by
//! CPU (the failure this package had), so the Editor script's delegate alone must; and an iOS output
//! path may be the file name alone as well as the default extension's, so the two archives carry file
//! names of their own (before 0.5.0 both were `libpriests_devils.a`, and `GetImporters` could drop the
//! one the delegate keeps).

use crate::support;
#[path = "plugin_selection/old_android.rs"]
mod old_android;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::sync::OnceLock;

use support::plugins::formats::{read_meta, PlatformData};
use support::plugins::importers::{get_importers, Candidate, Placed};
use support::plugins::{plugins, PLATFORMS};
use support::unity_editor::{Import, Layout, Outcome};
use support::{root, scratch};

/// Unity version ranges that differ in what they can build or load.
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
enum Unity {
    /// 2021.3 to 2022.3: x86_64-only Windows and Linux.
    V2021_3,
    /// 2023.1 and 2023.2: Windows ARM64 players.
    V2023_1,
    /// 6000.0 to 6000.2: the native Windows ARM64 Editor too (which the package does not support).
    V6000_0,
    /// 6000.3 and later: Linux arm64 players, and Linux plug-ins with a CPU choice.
    V6000_3,
}

const VERSIONS: [Unity; 4] = [
    Unity::V2021_3,
    Unity::V2023_1,
    Unity::V6000_0,
    Unity::V6000_3,
];

/// Where Unity picks native plug-ins: the Editor loading them, or a player build.
#[derive(Clone, Copy, Debug)]
enum Use {
    Editor {
        os: &'static str,
        cpu: &'static str,
    },
    Player {
        target: &'static str,
        cpu: &'static str,
    },
    Ios {
        simulator: bool,
        /// Any archive enabled for iOS is linked whatever its CPU (see the module comment): this only
        /// names the case.
        #[allow(dead_code)]
        cpu: &'static str,
    },
}

fn editor(os: &'static str, cpu: &'static str) -> Use {
    Use::Editor { os, cpu }
}

fn player(target: &'static str, cpu: &'static str) -> Use {
    Use::Player { target, cpu }
}

fn ios(simulator: bool, cpu: &'static str) -> Use {
    Use::Ios { simulator, cpu }
}

/// What each Unity version must pick for each case it has: the package folder, or None where the
/// package does not support the platform (the package README lists them).
fn expected(unity: Unity) -> Vec<(Use, Option<&'static str>)> {
    let from = |first: Unity| unity as u8 >= first as u8;
    let mut cases = vec![
        (editor("Windows", "x86_64"), Some("win-x64")),
        (editor("OSX", "x86_64"), Some("osx-universal")),
        (editor("OSX", "ARM64"), Some("osx-universal")),
        (editor("Linux", "x86_64"), Some("linux-x64")),
        (player("Win64", "x86_64"), Some("win-x64")),
        (player("Win", "x86"), None), // 32-bit Windows
        (player("OSXUniversal", "x86_64"), Some("osx-universal")),
        (player("OSXUniversal", "ARM64"), Some("osx-universal")),
        (player("Linux64", "x86_64"), Some("linux-x64")),
        (ios(false, "ARM64"), Some("ios-arm64")),
        (ios(true, "ARM64"), Some("ios-simulator")),
        (ios(true, "x86_64"), Some("ios-simulator")),
        (player("Android", "ARMv7"), Some("android-armv7")),
        (player("Android", "ARM64"), Some("android-arm64")),
        (player("Android", "X86_64"), Some("android-x64")),
        (player("Android", "X86"), None), // 32-bit x86 (ChromeOS)
        (player("WebGL", "wasm32"), Some("webgl")),
        (player("tvOS", "ARM64"), None),
        (player("VisionOS", "ARM64"), None),
        (player("WindowsStoreApps", "x86_64"), None), // UWP
        (player("WindowsStoreApps", "ARM64"), None),
    ];
    if from(Unity::V2023_1) {
        cases.push((player("Win64", "ARM64"), Some("win-arm64")));
    }
    if from(Unity::V6000_0) {
        // The Windows ARM64 DLL is no Editor's (see `each_editor_os_loads_exactly_one_binary`).
        cases.push((editor("Windows", "ARM64"), None));
    }
    if from(Unity::V6000_3) {
        cases.push((player("Linux64", "ARM64"), Some("linux-arm64")));
    }
    cases
}

/// Every shipped binary's folder, asset path in a project holding the package at `prefix`, and `.meta`
/// entries.
fn metas(prefix: &str) -> Vec<(&'static str, String, Vec<PlatformData>)> {
    PLATFORMS
        .iter()
        .map(|(folder, file)| {
            let meta = plugins().join(folder).join(format!("{file}.meta"));
            let text =
                fs::read_to_string(&meta).unwrap_or_else(|e| panic!("{}: {e}", meta.display()));
            (
                *folder,
                format!("{prefix}/Plugins/{folder}/{file}"),
                read_meta(&text),
            )
        })
        .collect()
}

/// One run of the Editor script: the layout, the import order, the Unity version and the outcome.
type Case = (Layout, Import, Unity, Outcome);

/// The Editor script's outcome in every layout a project can hold the package in, with each import
/// order, for each Unity version; computed once for all the tests of this file.
fn every_case() -> &'static [Case] {
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(|| {
        let mut cases = Vec::new();
        for layout in [Layout::PackageManager, Layout::UnityPackage] {
            let dir = scratch(&format!("plugin-selection-{layout:?}"));
            let project = support::unity_editor::project(layout, &dir);
            for unity_6000_3 in [false, true] {
                let build = dir.join(format!("unity-6000.3-{unity_6000_3}"));
                let [before, after] = support::unity_editor::editor_script(
                    unity_6000_3,
                    &project,
                    layout.prefix(),
                    &build,
                );
                for unity in VERSIONS
                    .into_iter()
                    .filter(|u| (*u == Unity::V6000_3) == unity_6000_3)
                {
                    cases.push((layout, Import::Before, unity, before.clone()));
                    cases.push((layout, Import::After, unity, after.clone()));
                }
            }
        }
        cases
    })
}

fn entry<'a>(meta: &'a [PlatformData], target: &str) -> Option<&'a PlatformData> {
    meta.iter().find(|e| e.target == target && e.enabled)
}

fn setting<'a>(data: &'a PlatformData, key: &str) -> &'a str {
    data.settings.get(key).map_or("", String::as_str)
}

/// The ways Unity `unity` may place the plug-ins of a build for `usage`: the published extension's, or,
/// for iOS, whose extension is not published, each of the two above.
fn placements(unity: Unity, usage: Use) -> Vec<Placed> {
    match usage {
        Use::Ios { .. } => vec![Placed::FileName, Placed::CpuFolder],
        Use::Player {
            target: "Linux64", ..
        } if unity != Unity::V6000_3 => vec![Placed::FileName],
        _ => vec![Placed::CpuFolder],
    }
}

/// The binaries Unity `unity` picks for `usage`, by the `.meta` settings, `GetImporters`' handling of
/// plug-ins that go to the same place, and the Editor script's delegates, as the module comment says
/// Unity decides. The published source does not show in which order Unity lists its importers, nor
/// whether a build consults the include-in-build delegate before or after `GetImporters` drops
/// overridden plug-ins (the delegate is called natively), nor how iOS places plug-ins (`placements`):
/// every combination must pick the same, or this panics naming them.
fn selected(
    unity: Unity,
    usage: Use,
    metas: &[(&'static str, String, Vec<PlatformData>)],
    decisions: &BTreeMap<(bool, String), bool>,
) -> Vec<&'static str> {
    let cpu_is = |data: &PlatformData, cpu: &str| ["AnyCPU", cpu].contains(&setting(data, "CPU"));
    let mut candidates = Vec::new();
    let mut build = None;
    for (folder, asset, meta) in metas {
        let (matched, simulator) = match usage {
            Use::Editor { os, cpu } => (
                entry(meta, "Editor")
                    .filter(|e| ["AnyOS", os].contains(&setting(e, "OS")) && cpu_is(e, cpu)),
                None,
            ),
            Use::Ios { simulator, .. } => (
                entry(meta, "iOS").filter(|e| setting(e, "CPU") != "None"),
                Some(simulator),
            ),
            Use::Player { target, cpu } => {
                let chosen = entry(meta, target).filter(|e| match target {
                    "Linux64" if unity != Unity::V6000_3 => setting(e, "CPU") != "None",
                    "Android" => setting(e, "CPU") == cpu,
                    "WebGL" => true,
                    _ => cpu_is(e, cpu),
                });
                (chosen, Some(false))
            }
        };
        if let Some(data) = matched {
            // Builds ask the delegate; the Editor loading a plug-in does not.
            let included = simulator.is_none_or(|simulator| {
                *decisions.get(&(simulator, asset.clone())).unwrap_or(&true)
            });
            candidates.push(Candidate {
                folder,
                included,
                cpu: setting(data, "CPU").to_owned(),
                file: asset.rsplit('/').next().expect("a file name").to_owned(),
            });
        }
        build = simulator;
    }
    let mut outcomes = BTreeMap::new();
    for placed in placements(unity, usage) {
        for reversed in [false, true] {
            let mut listed = candidates.clone();
            if reversed {
                listed.reverse();
            }
            let included = |folder: &&str| listed.iter().any(|c| c.folder == *folder && c.included);
            let placed_all: Vec<(&'static str, String)> = listed
                .iter()
                .map(|c| (c.folder, c.output_path(placed)))
                .collect();
            let placed_before: Vec<(&'static str, String)> = placed_all
                .iter()
                .filter(|(f, _)| included(f))
                .cloned()
                .collect();
            let all: Vec<&str> = listed.iter().map(|c| c.folder).collect();
            let mut delegate_first = get_importers(&placed_before);
            let mut delegate_last: Vec<&str> = get_importers(&placed_all)
                .into_iter()
                .filter(included)
                .collect();
            if build.is_none() {
                delegate_first = all.clone();
                delegate_last = all.clone();
            }
            for (order, mut picked) in [
                ("delegate, then GetImporters", delegate_first),
                ("GetImporters, then delegate", delegate_last),
            ] {
                picked.sort();
                outcomes.insert(
                    format!("{placed:?}, {order}, importers listed reversed: {reversed}"),
                    picked,
                );
            }
        }
    }
    let mut picks: Vec<&Vec<&str>> = outcomes.values().collect();
    picks.sort();
    picks.dedup();
    assert!(
        picks.len() == 1,
        "{unity:?}, {usage:?}: the pick depends on what Unity's source does not show: {outcomes:?}"
    );
    picks[0].clone()
}

#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn unity_picks_exactly_one_binary_where_supported_and_none_elsewhere() {
    let mut used = BTreeSet::new();
    for (layout, import, unity, outcome) in every_case() {
        let metas = metas(layout.prefix());
        for (usage, folder) in expected(*unity) {
            let picked = selected(*unity, usage, &metas, &outcome.decisions);
            assert_eq!(
                picked,
                folder.into_iter().collect::<Vec<_>>(),
                "{layout:?}, plug-ins imported {import:?} scripts load, {unity:?}, {usage:?}: picked {picked:?}"
            );
            used.extend(picked);
        }
    }
    let all: BTreeSet<&str> = PLATFORMS.iter().map(|(p, _)| *p).collect();
    assert_eq!(used, all, "a binary that no Unity version picks");
}

/// The iOS device and Simulator archives go to different output paths on every modelled Unity version,
/// whichever way iOS places plug-ins, so `GetImporters` keeps both for the delegate to choose from,
/// in either listing order, wherever the package lies. The check can fail: under the one file name both
/// had before 0.5.0, placing by file name gives them one path, and `GetImporters` keeps only the first
/// listed (both are overridable), which is the device archive or the Simulator one as Unity lists them.
#[test]
fn the_ios_archives_never_share_an_output_path() {
    for layout in [Layout::PackageManager, Layout::UnityPackage] {
        let metas = metas(layout.prefix());
        let archives: Vec<Candidate> = metas
            .iter()
            .filter_map(|(folder, asset, meta)| {
                let data = entry(meta, "iOS").filter(|e| setting(e, "CPU") != "None")?;
                Some(Candidate {
                    folder,
                    included: true,
                    cpu: setting(data, "CPU").to_owned(),
                    file: asset.rsplit('/').next().expect("a file name").to_owned(),
                })
            })
            .collect();
        let folders: Vec<&str> = archives.iter().map(|c| c.folder).collect();
        assert_eq!(folders, ["ios-arm64", "ios-simulator"], "{layout:?}");
        let renamed: Vec<Candidate> = archives
            .iter()
            .map(|c| Candidate {
                file: "libpriests_devils.a".to_owned(),
                ..c.clone()
            })
            .collect();
        for unity in VERSIONS {
            for simulator in [false, true] {
                let case = format!("{layout:?}, {unity:?}, Simulator SDK: {simulator}");
                for placed in placements(unity, ios(simulator, "ARM64")) {
                    let listed = |archives: &[Candidate], reversed: bool| {
                        let mut listed: Vec<(&'static str, String)> = archives
                            .iter()
                            .map(|c| (c.folder, c.output_path(placed)))
                            .collect();
                        if reversed {
                            listed.reverse();
                        }
                        listed
                    };
                    let paths = listed(&archives, false);
                    assert_ne!(paths[0].1, paths[1].1, "{case}, {placed:?}");
                    for reversed in [false, true] {
                        let mut kept = get_importers(&listed(&archives, reversed));
                        kept.sort();
                        assert_eq!(kept, folders, "{case}, {placed:?}, reversed: {reversed}");
                    }
                    if let Placed::FileName = placed {
                        assert_eq!(get_importers(&listed(&renamed, false)), ["ios-arm64"]);
                        assert_eq!(get_importers(&listed(&renamed, true)), ["ios-simulator"]);
                    }
                }
            }
        }
    }
}

/// The Editor script registers a delegate on exactly the binaries Unity's settings cannot choose by
/// themselves, found by GUID wherever the package lies (the stand-in, like Unity, has no importer for a
/// file it has not imported), and its decisions do not depend on anything but the Target SDK. When the
/// plug-ins are imported after the scripts load (a fresh Library), the static constructor registers
/// nothing and the build's preprocessing registers them all; no build of a complete package warns.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn the_editor_script_decides_the_ios_archives_and_old_linux_arm64() {
    for (layout, import, unity, outcome) in every_case() {
        let prefix = layout.prefix();
        let device = format!("{prefix}/Plugins/ios-arm64/libpriests_devils_ios_device.a");
        let simulator = format!("{prefix}/Plugins/ios-simulator/libpriests_devils_ios_simulator.a");
        let linux_arm64 = format!("{prefix}/Plugins/linux-arm64/libpriests_devils.so");
        let mut want = BTreeMap::from([
            ((false, device.clone()), true),
            ((true, device), false),
            ((false, simulator.clone()), false),
            ((true, simulator), true),
        ]);
        if *unity != Unity::V6000_3 {
            want.insert((false, linux_arm64.clone()), false);
            want.insert((true, linux_arm64.clone()), false);
        }
        let case = format!("{layout:?}, plug-ins imported {import:?} scripts load, {unity:?}");
        assert_eq!(outcome.decisions, want, "{case}");
        let at_load = match import {
            Import::Before => want.len() / 2,
            Import::After => 0,
        };
        assert_eq!(outcome.at_load, at_load, "{case}: delegates at load");
        assert_eq!(outcome.warnings, [], "{case}");
    }
    let asmdef: serde_json::Value = serde_json::from_str(
        &fs::read_to_string(
            root()
                .join(support::unity_editor::PACKAGE)
                .join("Editor/PriestsDevils.Solver.Editor.asmdef"),
        )
        .expect("the Editor assembly definition"),
    )
    .expect("JSON");
    assert_eq!(asmdef["includePlatforms"], serde_json::json!(["Editor"]));
}

/// A build whose rule cannot find its binary says so, once, in that target's build only, naming the
/// file and the GUID of its committed `.meta`: here the Simulator archive is gone and the Linux arm64
/// library is there under another GUID (copied without its `.meta`). Before Unity 6.3 both Linux
/// libraries are then taken; from 6.3 the Linux library needs no rule, and its build says nothing.
#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn a_build_names_each_binary_whose_rule_it_cannot_register() {
    let dir = scratch("a_build_names_each_binary_whose_rule_it_cannot_register");
    let (project, package) = support::unity_editor::copied_project(&dir);
    let guid = |file: &str| {
        let meta = fs::read_to_string(plugins().join(format!("{file}.meta"))).expect(".meta");
        meta.lines()
            .find_map(|l| l.strip_prefix("guid: "))
            .expect("guid line")
            .trim()
            .to_owned()
    };
    let simulator = "ios-simulator/libpriests_devils_ios_simulator.a";
    let linux_arm64 = "linux-arm64/libpriests_devils.so";
    let (simulator_guid, linux_guid) = (guid(simulator), guid(linux_arm64));
    for file in [simulator.to_owned(), format!("{simulator}.meta")] {
        fs::remove_file(package.join("Plugins").join(file)).expect("a committed file");
    }
    support::unity_editor::change_guid(&package, &format!("Plugins/{linux_arm64}"));
    let prefix = Layout::PackageManager.prefix();
    for unity_6000_3 in [false, true] {
        let build = dir.join(format!("unity-6000.3-{unity_6000_3}"));
        let [outcome, _] =
            support::unity_editor::editor_script(unity_6000_3, &project, prefix, &build);
        let mut want = vec![("iOS", simulator, &simulator_guid)];
        if !unity_6000_3 {
            want.push(("StandaloneLinux64", linux_arm64, &linux_guid));
        }
        assert_eq!(outcome.warnings.len(), want.len(), "{:?}", outcome.warnings);
        for ((target, text), (want_target, file, guid)) in outcome.warnings.iter().zip(want) {
            assert_eq!(target, want_target, "{text}");
            assert!(
                text.contains(&format!("GUID {guid} (the package's Plugins/{file})")),
                "{text}"
            );
        }
        // The device archive keeps its rule; neither missing binary has one.
        let registered: BTreeSet<&str> =
            outcome.decisions.keys().map(|(_, p)| p.as_str()).collect();
        let device = format!("{prefix}/Plugins/ios-arm64/libpriests_devils_ios_device.a");
        assert_eq!(
            registered,
            BTreeSet::from([device.as_str()]),
            "6000.3: {unity_6000_3}"
        );
    }
}

/// Every `.meta` uses only values Unity's importers offer (see the module comment), keeps the "Any
/// platform" entry off, and enables its binary somewhere; every platform folder has a `.meta` too.
#[test]
fn every_meta_uses_unitys_values_and_enables_its_binary() {
    for (folder, asset, meta) in metas(Layout::PackageManager.prefix()) {
        assert!(
            plugins().join(format!("{folder}.meta")).exists(),
            "{folder}.meta"
        );
        assert!(
            meta.iter().any(|e| e.enabled),
            "{asset} is disabled everywhere"
        );
        for data in &meta {
            let cpu = setting(data, "CPU");
            let allowed: &[&str] = match (data.group.as_str(), data.target.as_str()) {
                ("Any", "") => {
                    assert!(!data.enabled, "{asset}: the Any platform entry is on");
                    continue;
                }
                ("Editor", "Editor") => {
                    let os = setting(data, "OS");
                    assert!(
                        ["AnyOS", "OSX", "Windows", "Linux"].contains(&os),
                        "{asset}: OS {os}"
                    );
                    assert!(
                        !(os == "Linux" && cpu == "ARM64"),
                        "{asset}: no Linux ARM64 Editor"
                    );
                    assert!(
                        os != "AnyOS" || cpu == "AnyCPU",
                        "{asset}: a CPU needs an OS"
                    );
                    &["AnyCPU", "x86_64", "ARM64"]
                }
                ("Standalone", "Win64" | "Linux64" | "OSXUniversal") => {
                    &["None", "AnyCPU", "x86_64", "ARM64"]
                }
                ("iPhone", "iOS") => &["AnyCPU", "ARM64", "X64", "ARM64Simulator"],
                ("Android", "Android") => &["ARMv7", "ARM64", "X86", "X86_64"],
                ("WebGL", "WebGL") => &[""],
                other => panic!("{asset}: unexpected platform {other:?}"),
            };
            assert!(
                allowed.contains(&cpu),
                "{asset}: {}: CPU {cpu:?}",
                data.target
            );
        }
    }
}

/// Every Editor operating system has exactly one binary enabled for it, with the CPU settings that
/// Unity's importer of every version offers: no Editor sees two files of one name. The Windows ARM64 DLL
/// is no Editor's (as livekit/client-sdk-unity's is not): enabled with CPU `ARM64` for a Windows Editor, a
/// 2018.4 to 2023.2 Editor knows no ARM64 Editor CPU, and editing its settings there resets the CPU to
/// `AnyCPU`, which makes it a second `priests_devils.dll` beside the x64 one in the x64 Editor.
#[test]
fn each_editor_os_loads_exactly_one_binary() {
    let metas = metas(Layout::PackageManager.prefix());
    for os in ["Windows", "OSX", "Linux"] {
        let enabled: Vec<&str> = metas
            .iter()
            .filter(|(_, _, meta)| {
                entry(meta, "Editor").is_some_and(|e| ["AnyOS", os].contains(&setting(e, "OS")))
            })
            .map(|(folder, _, _)| *folder)
            .collect();
        assert_eq!(enabled.len(), 1, "{os} Editor: {enabled:?}");
    }
}
