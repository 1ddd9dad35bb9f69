//! Which of the package's native binaries Unity picks, read from every binary's `.meta` and from the
//! package's Editor script (`Editor/PluginSelection.cs`, run under Mono on a UnityEditor stand-in): for
//! each Unity version range, Editor (OS, CPU) and player (build target, CPU, iOS Target SDK), exactly the
//! expected binary is selected, or none where the package says the platform is not supported, and every
//! binary is selected somewhere. Nothing needs a hand edit of a `.meta`.
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
//!   `Editor/Mono/EditorAssemblies.cs`: `InitializeOnLoadAttribute`.
//!
//! The iOS and Android plug-in importers are not in the published source: their `CPU` names (`ARM64`,
//! `X64`, `ARM64Simulator`, `AnyCPU` for iOS; `ARMv7`, `ARM64`, `X86_64` for Android) are those of
//! Cysharp/YetAnotherHttpHandler's committed `.meta` files. This model assumes the least of them: Android
//! picks by CPU (one ABI folder each), and an iOS build does *not* tell device from Simulator archives
//! by CPU (the failure this package had), so the Editor script's delegate alone must.

mod plugins;
mod support;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;
use std::process::Command;

use plugins::formats::{read_meta, PlatformData};
use plugins::{plugins, PLATFORMS};
use support::{root, run};

const PACKAGE: &str = "Packages/com.priestsdevils.solver";

/// Unity version ranges that differ in what they can build or load.
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
enum Unity {
    /// 2021.3 to 2022.3: x86_64-only Windows and Linux.
    V2021_3,
    /// 2023.1 and 2023.2: Windows ARM64 players.
    V2023_1,
    /// 6000.0 to 6000.2: the native Windows ARM64 Editor too.
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

/// What each Unity version must pick for each case it has: the package folder, or None where the
/// package does not support the platform (the package README lists them).
fn expected(unity: Unity) -> Vec<(Use, Option<&'static str>)> {
    use Use::*;
    let from = |first: Unity| unity as u8 >= first as u8;
    let mut cases = vec![
        (
            Editor {
                os: "Windows",
                cpu: "x86_64",
            },
            Some("win-x64"),
        ),
        (
            Editor {
                os: "OSX",
                cpu: "x86_64",
            },
            Some("osx-universal"),
        ),
        (
            Editor {
                os: "OSX",
                cpu: "ARM64",
            },
            Some("osx-universal"),
        ),
        (
            Editor {
                os: "Linux",
                cpu: "x86_64",
            },
            Some("linux-x64"),
        ),
        (
            Player {
                target: "Win64",
                cpu: "x86_64",
            },
            Some("win-x64"),
        ),
        (
            Player {
                target: "Win",
                cpu: "x86",
            },
            None,
        ), // 32-bit Windows
        (
            Player {
                target: "OSXUniversal",
                cpu: "x86_64",
            },
            Some("osx-universal"),
        ),
        (
            Player {
                target: "OSXUniversal",
                cpu: "ARM64",
            },
            Some("osx-universal"),
        ),
        (
            Player {
                target: "Linux64",
                cpu: "x86_64",
            },
            Some("linux-x64"),
        ),
        (
            Ios {
                simulator: false,
                cpu: "ARM64",
            },
            Some("ios-arm64"),
        ),
        (
            Ios {
                simulator: true,
                cpu: "ARM64",
            },
            Some("ios-simulator"),
        ),
        (
            Ios {
                simulator: true,
                cpu: "x86_64",
            },
            Some("ios-simulator"),
        ),
        (
            Player {
                target: "Android",
                cpu: "ARMv7",
            },
            Some("android-armv7"),
        ),
        (
            Player {
                target: "Android",
                cpu: "ARM64",
            },
            Some("android-arm64"),
        ),
        (
            Player {
                target: "Android",
                cpu: "X86_64",
            },
            Some("android-x64"),
        ),
        (
            Player {
                target: "Android",
                cpu: "X86",
            },
            None,
        ), // 32-bit x86 (ChromeOS)
        (
            Player {
                target: "WebGL",
                cpu: "wasm32",
            },
            Some("webgl"),
        ),
        (
            Player {
                target: "tvOS",
                cpu: "ARM64",
            },
            None,
        ),
        (
            Player {
                target: "VisionOS",
                cpu: "ARM64",
            },
            None,
        ),
        (
            Player {
                target: "WindowsStoreApps",
                cpu: "x86_64",
            },
            None,
        ), // UWP
        (
            Player {
                target: "WindowsStoreApps",
                cpu: "ARM64",
            },
            None,
        ),
    ];
    if from(Unity::V2023_1) {
        cases.push((
            Player {
                target: "Win64",
                cpu: "ARM64",
            },
            Some("win-arm64"),
        ));
    }
    if from(Unity::V6000_0) {
        cases.push((
            Editor {
                os: "Windows",
                cpu: "ARM64",
            },
            Some("win-arm64"),
        ));
    }
    if from(Unity::V6000_3) {
        cases.push((
            Player {
                target: "Linux64",
                cpu: "ARM64",
            },
            Some("linux-arm64"),
        ));
    }
    cases
}

/// Every shipped binary's folder, asset path in the package, and `.meta` entries.
fn metas() -> Vec<(&'static str, String, Vec<PlatformData>)> {
    PLATFORMS
        .iter()
        .map(|(folder, file)| {
            let meta = plugins().join(folder).join(format!("{file}.meta"));
            let text =
                fs::read_to_string(&meta).unwrap_or_else(|e| panic!("{}: {e}", meta.display()));
            (
                *folder,
                format!("{PACKAGE}/Plugins/{folder}/{file}"),
                read_meta(&text),
            )
        })
        .collect()
}

/// The include-in-build decisions of the package's Editor script, compiled for `unity` and run on the
/// UnityEditor stand-in: `(simulator SDK?, asset path) -> include`.
fn editor_script_decisions(unity: Unity) -> BTreeMap<(bool, String), bool> {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let exe = tmp.join(format!("PluginSelection-{unity:?}.exe"));
    let mut mcs = Command::new("mcs");
    mcs.args(["-warnaserror", "-nologo"])
        .arg(format!("-out:{}", exe.display()));
    if unity == Unity::V6000_3 {
        mcs.arg("-define:UNITY_6000_3_OR_NEWER"); // Unity defines UNITY_<major>_<minor>_OR_NEWER
    }
    let editor = root().join("unity-sample").join(PACKAGE).join("Editor");
    for entry in fs::read_dir(&editor).expect("the package's Editor folder") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "cs") {
            mcs.arg(path);
        }
    }
    run(mcs
        .arg(root().join("tests/csharp/UnityEditorStandIn.cs"))
        .arg(root().join("tests/csharp/PluginSelectionDriver.cs")));
    let out = run(Command::new("mono")
        .arg(&exe)
        .arg(root().join("unity-sample")));
    out.lines()
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let simulator = match fields[0] {
                "DeviceSDK" => false,
                "SimulatorSDK" => true,
                other => panic!("unexpected SDK {other}"),
            };
            ((simulator, fields[1].to_owned()), fields[2] == "True")
        })
        .collect()
}

fn entry<'a>(meta: &'a [PlatformData], target: &str) -> Option<&'a PlatformData> {
    meta.iter().find(|e| e.target == target && e.enabled)
}

fn setting<'a>(data: &'a PlatformData, key: &str) -> &'a str {
    data.settings.get(key).map_or("", String::as_str)
}

/// The binaries Unity `unity` picks for `usage`, by the `.meta` settings and the Editor script's
/// delegates, as the module comment says Unity decides.
fn selected(
    unity: Unity,
    usage: Use,
    metas: &[(&'static str, String, Vec<PlatformData>)],
    decisions: &BTreeMap<(bool, String), bool>,
) -> Vec<&'static str> {
    let cpu_is = |data: &PlatformData, cpu: &str| ["AnyCPU", cpu].contains(&setting(data, "CPU"));
    let mut picked = Vec::new();
    for (folder, asset, meta) in metas {
        let (matches, simulator) = match usage {
            Use::Editor { os, cpu } => (
                entry(meta, "Editor")
                    .is_some_and(|e| ["AnyOS", os].contains(&setting(e, "OS")) && cpu_is(e, cpu)),
                None,
            ),
            Use::Ios { simulator, .. } => (
                entry(meta, "iOS").is_some_and(|e| setting(e, "CPU") != "None"),
                Some(simulator),
            ),
            Use::Player { target, cpu } => {
                let chosen = entry(meta, target).is_some_and(|e| match target {
                    "Linux64" if unity != Unity::V6000_3 => setting(e, "CPU") != "None",
                    "Android" => setting(e, "CPU") == cpu,
                    "WebGL" => true,
                    _ => cpu_is(e, cpu),
                });
                (chosen, Some(false))
            }
        };
        // Builds ask the delegate; the Editor loading a plug-in does not.
        let included = simulator
            .is_none_or(|simulator| *decisions.get(&(simulator, asset.clone())).unwrap_or(&true));
        if matches && included {
            picked.push(*folder);
        }
    }
    picked
}

#[test]
fn unity_picks_exactly_one_binary_where_supported_and_none_elsewhere() {
    let metas = metas();
    let mut used = BTreeSet::new();
    for unity in VERSIONS {
        let decisions = editor_script_decisions(unity);
        for (usage, folder) in expected(unity) {
            let picked = selected(unity, usage, &metas, &decisions);
            assert_eq!(
                picked,
                folder.into_iter().collect::<Vec<_>>(),
                "{unity:?}, {usage:?}: picked {picked:?}"
            );
            used.extend(picked);
        }
    }
    let all: BTreeSet<&str> = PLATFORMS.iter().map(|(p, _)| *p).collect();
    assert_eq!(used, all, "a binary that no Unity version picks");
}

/// The Editor script registers a delegate on exactly the binaries Unity's settings cannot choose by
/// themselves, at paths that exist in the package (the stand-in, like Unity, finds no importer for a
/// missing file), and its decisions do not depend on anything but the Target SDK.
#[test]
fn the_editor_script_decides_the_ios_archives_and_old_linux_arm64() {
    let ios = |folder: &str| format!("{PACKAGE}/Plugins/{folder}/libpriests_devils.a");
    let linux_arm64 = format!("{PACKAGE}/Plugins/linux-arm64/libpriests_devils.so");
    for unity in VERSIONS {
        let decisions = editor_script_decisions(unity);
        let mut want = BTreeMap::from([
            ((false, ios("ios-arm64")), true),
            ((true, ios("ios-arm64")), false),
            ((false, ios("ios-simulator")), false),
            ((true, ios("ios-simulator")), true),
        ]);
        if unity != Unity::V6000_3 {
            want.insert((false, linux_arm64.clone()), false);
            want.insert((true, linux_arm64.clone()), false);
        }
        assert_eq!(decisions, want, "{unity:?}");
    }
    let asmdef: serde_json::Value = serde_json::from_str(
        &fs::read_to_string(
            root()
                .join("unity-sample")
                .join(PACKAGE)
                .join("Editor/PriestsDevils.Solver.Editor.asmdef"),
        )
        .expect("the Editor assembly definition"),
    )
    .expect("JSON");
    assert_eq!(asmdef["includePlatforms"], serde_json::json!(["Editor"]));
}

/// Every `.meta` uses only values Unity's importers offer (see the module comment), keeps the "Any
/// platform" entry off, and enables its binary somewhere; every platform folder has a `.meta` too.
#[test]
fn every_meta_uses_unitys_values_and_enables_its_binary() {
    for (folder, asset, meta) in metas() {
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
