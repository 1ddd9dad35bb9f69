//! The Unity release archives that `scripts/package-unity.sh` writes, unpacked with `tar` and checked
//! against the package folder: the npm-pack tarball holds every file under `package/`, byte for byte; the
//! `.unitypackage` holds every asset and folder once, under its own GUID, with its `.meta` and a path
//! under `Assets/Plugins/PriestsDevils/`. Both come out identical from two runs. The runtime-tier
//! `.unitypackage` (for Unity 2018.4 to 2021.3) holds the runtime, the binaries and the build-time choice
//! of the iOS archive, with the full archive's entries and GUIDs, and compiles as a 2018.4 project would.

use crate::support;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use support::{root, run, scratch};

use support::PACKAGE;
const ROOT: &str = "Assets/Plugins/PriestsDevils";

/// Every file below `dir`, relative to it, with its content (hidden `~` folders included).
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(base: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(base, &path, out);
            } else {
                let rel = path
                    .strip_prefix(base)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                out.insert(rel, fs::read(&path).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

fn guid_of(meta: &[u8]) -> String {
    let text = String::from_utf8_lossy(meta);
    text.lines()
        .find_map(|l| l.strip_prefix("guid: "))
        .expect("a guid line")
        .trim()
        .to_string()
}

/// Runs the script into `out` and returns the three archives' paths (tarball, unitypackage, runtime
/// unitypackage).
fn pack(out: &Path) -> (PathBuf, PathBuf, PathBuf) {
    let archives = support::unity_editor::pack(out);
    (archives.tarball, archives.full, archives.runtime)
}

/// A `.unitypackage`'s entries: GUID → {asset, asset.meta, pathname} → contents.
type Entries = BTreeMap<String, BTreeMap<String, Vec<u8>>>;

/// A `.unitypackage`'s unpacked files grouped by their GUID folder.
fn entries_by_guid(unpacked: BTreeMap<String, Vec<u8>>) -> Entries {
    let mut by_guid = Entries::new();
    for (name, data) in unpacked {
        let (guid, file) = name.split_once('/').expect("<guid>/<file>");
        by_guid
            .entry(guid.to_string())
            .or_default()
            .insert(file.to_string(), data);
    }
    by_guid
}

fn unpack(archive: &Path, into: &Path) -> BTreeMap<String, Vec<u8>> {
    let _ = fs::remove_dir_all(into);
    fs::create_dir_all(into).unwrap();
    run(Command::new("tar")
        .arg("-xzf")
        .arg(archive)
        .arg("-C")
        .arg(into));
    files(into)
}

#[test]
fn release_archives_hold_every_file_guid_and_path_of_the_package() {
    let scratch = scratch("release_archives_hold_every_file_guid_and_path_of_the_package");
    let (tgz, unitypackage, runtime) = pack(&scratch.join("out"));
    let package = files(&root().join(PACKAGE));
    assert!(package.len() > 100, "{} package files", package.len());

    // The tarball: package/<every file>, identical, with package.json at package/package.json.
    let tarball = unpack(&tgz, &scratch.join("tgz"));
    let expected: BTreeMap<String, Vec<u8>> = package
        .iter()
        .map(|(k, v)| (format!("package/{k}"), v.clone()))
        .collect();
    let extra: Vec<_> = expected
        .keys()
        .filter(|k| !tarball.contains_key(*k))
        .collect();
    assert!(
        extra.is_empty(),
        "package files missing from the tarball (untracked? commit them): {extra:?}"
    );
    assert_eq!(
        tarball, expected,
        "the tarball's files and contents are the package's"
    );
    let manifest: serde_json::Value =
        serde_json::from_slice(&tarball["package/package.json"]).unwrap();
    assert_eq!(
        manifest["version"].as_str(),
        Some(support::RELEASE.as_str())
    );
    assert!(tarball.contains_key("package/Samples~/PriestsAndDevils/Main.unity"));

    // The unitypackage: <guid>/{asset, asset.meta, pathname}.
    let by_guid = entries_by_guid(unpack(&unitypackage, &scratch.join("unitypackage")));
    let mut paths: HashMap<String, String> = HashMap::new();
    for (guid, entry) in &by_guid {
        assert!(
            guid.len() == 32 && guid.chars().all(|c| c.is_ascii_hexdigit()),
            "{guid}"
        );
        let pathname = String::from_utf8(entry["pathname"].clone()).unwrap();
        assert_eq!(
            guid_of(&entry["asset.meta"]),
            *guid,
            "{pathname}: the .meta's GUID names its folder"
        );
        assert!(
            entry
                .keys()
                .all(|k| ["asset", "asset.meta", "pathname"].contains(&k.as_str())),
            "{pathname}: {:?}",
            entry.keys()
        );
        assert!(
            pathname == ROOT || pathname.starts_with(&format!("{ROOT}/")),
            "{pathname}"
        );
        assert!(
            !pathname.contains('~'),
            "{pathname}: a hidden folder would not import"
        );
        if let Some(other) = paths.insert(pathname.clone(), guid.clone()) {
            panic!("{pathname} imported twice, as {other} and {guid}");
        }
        // Back to the package's own path: Samples/ is the package's Samples~/.
        let rel = pathname
            .strip_prefix(ROOT)
            .unwrap()
            .trim_start_matches('/')
            .replacen("Samples", "Samples~", 1);
        match entry.get("asset") {
            Some(asset) => {
                assert_eq!(
                    Some(asset),
                    package.get(&rel),
                    "{pathname}: the package's {rel}"
                );
                assert_eq!(
                    Some(&entry["asset.meta"]),
                    package.get(&format!("{rel}.meta")),
                    "{rel}.meta"
                );
            }
            None => {
                // A folder: with the package's .meta where the package has one.
                let prefix = if rel.is_empty() {
                    String::new()
                } else {
                    format!("{rel}/")
                };
                assert!(
                    package.keys().any(|k| k.starts_with(&prefix)),
                    "{pathname} is a package folder"
                );
                assert!(String::from_utf8_lossy(&entry["asset.meta"]).contains("folderAsset: yes"));
                if let Some(meta) = package.get(&format!("{rel}.meta")) {
                    assert_eq!(&entry["asset.meta"], meta, "{rel}.meta");
                }
            }
        }
    }
    // Every asset of the package but package.json, and every folder on the way to one, is imported.
    let mut wanted = BTreeSet::new();
    for rel in package
        .keys()
        .filter(|k| !k.ends_with(".meta") && *k != "package.json")
    {
        let mut path = format!("{ROOT}/{}", rel.replacen("Samples~", "Samples", 1));
        while path.len() >= ROOT.len() {
            wanted.insert(path.clone());
            path.truncate(path.rfind('/').unwrap_or(0));
        }
    }
    let imported: BTreeSet<String> = paths.keys().cloned().collect();
    assert_eq!(
        imported, wanted,
        "the unitypackage imports exactly the package's assets and folders"
    );
    // The iOS archives keep file names of their own in both archives: an iOS build may place a plug-in
    // by its file name alone, and Unity keeps one overridable plug-in per place.
    for file in [
        "ios-arm64/libpriests_devils_ios_device.a",
        "ios-simulator/libpriests_devils_ios_simulator.a",
    ] {
        assert!(
            tarball.contains_key(&format!("package/Plugins/{file}")),
            "{file}"
        );
        assert!(
            paths.contains_key(&format!("{ROOT}/Plugins/{file}")),
            "{file}"
        );
    }

    // Reproducible: a second run writes the same bytes.
    let (tgz2, unitypackage2, runtime2) = pack(&scratch.join("again"));
    assert!(
        fs::read(&tgz).unwrap() == fs::read(&tgz2).unwrap(),
        "tarball differs between runs"
    );
    assert!(
        fs::read(&unitypackage).unwrap() == fs::read(&unitypackage2).unwrap(),
        "unitypackage differs between runs"
    );
    assert!(
        fs::read(&runtime).unwrap() == fs::read(&runtime2).unwrap(),
        "runtime unitypackage differs between runs"
    );

    // SHA256SUMS names the three archives, and `sha256sum -c` accepts them.
    let out = scratch.join("out");
    let sums = fs::read_to_string(out.join("SHA256SUMS")).expect("SHA256SUMS");
    let named: Vec<&str> = sums
        .lines()
        .map(|l| l.split_once("  ").expect("<sum>  <name>").1)
        .collect();
    let file_name = |p: &Path| p.file_name().unwrap().to_str().unwrap().to_owned();
    assert_eq!(
        named,
        [
            file_name(&tgz),
            file_name(&unitypackage),
            file_name(&runtime)
        ]
    );
    run(Command::new("sha256sum")
        .args(["--check", "--strict", "SHA256SUMS"])
        .current_dir(&out));
}

/// The runtime tier's `.unitypackage`, unpacked: GUID → {asset, asset.meta, pathname}, and each
/// imported path (relative to the package root, "" for the root) → its GUID.
fn runtime_archive(dir: &Path) -> (Entries, BTreeMap<String, String>) {
    let (_, full, runtime) = pack(&dir.join("out"));
    let entries = entries_by_guid(unpack(&runtime, &dir.join("runtime")));
    let full = entries_by_guid(unpack(&full, &dir.join("full")));
    let mut paths = BTreeMap::new();
    for (guid, entry) in &entries {
        // Every entry is the full archive's, byte for byte, under the same GUID: a project that later
        // takes the full package (on 2022.3) keeps its references.
        assert_eq!(
            Some(entry),
            full.get(guid),
            "{guid}: the full archive's entry"
        );
        let pathname = String::from_utf8(entry["pathname"].clone()).unwrap();
        let rel = pathname
            .strip_prefix(ROOT)
            .expect("under the package's root")
            .trim_start_matches('/');
        assert!(paths.insert(rel.to_string(), guid.clone()).is_none());
    }
    (entries, paths)
}

/// The runtime tier's archive holds the runtime (its two assemblies), every binary but Windows ARM64's
/// and the Editor assembly that picks the iOS archive at build time; no Editor tool, test or sample, each of which
/// needs Unity 2022.3. Its GUIDs and `.meta` files are the package's.
#[test]
fn runtime_archive_holds_the_runtime_tier_with_the_packages_guids() {
    let dir = scratch("runtime_archive_holds_the_runtime_tier_with_the_packages_guids");
    let (entries, paths) = runtime_archive(&dir);
    let package = files(&root().join(PACKAGE));
    for (rel, guid) in &paths {
        if let Some(asset) = entries[guid].get("asset") {
            assert_eq!(Some(asset), package.get(rel), "{rel}");
            assert_eq!(
                Some(&entries[guid]["asset.meta"]),
                package.get(&format!("{rel}.meta")),
                "{rel}.meta: the package's, GUID included"
            );
        }
    }
    // The assemblies it defines: the runtime's two and the Editor's build rule, nothing else.
    let asmdefs: BTreeSet<&str> = paths
        .keys()
        .filter(|p| p.ends_with(".asmdef"))
        .map(String::as_str)
        .collect();
    assert_eq!(
        asmdefs,
        BTreeSet::from([
            "Editor/PriestsDevils.Solver.Editor.asmdef",
            "Runtime/PriestsDevils.Solver.asmdef",
            "Runtime/Unity/PriestsDevils.Solver.Unity.asmdef",
        ])
    );
    for rel in paths.keys() {
        assert!(
            !rel.starts_with("Tests")
                && !rel.starts_with("Samples")
                && !rel.starts_with("Editor/Levels"),
            "{rel}: the tools tier's, which needs Unity 2022.3"
        );
    }
    let editor_scripts: Vec<&String> = paths
        .keys()
        .filter(|p| p.starts_with("Editor/") && p.ends_with(".cs"))
        .collect();
    assert_eq!(editor_scripts, ["Editor/PluginSelection.cs"]);
    // Every runtime script and every binary of the package, with their folders, but the Windows ARM64
    // DLL: no Unity before 2023.1 has a Windows ARM64 player, and the plug-in importer of 2018.4 to
    // 2020.3 has no ARM64 CPU to keep it out of the x64 Editor.
    let windows_arm64 = |rel: &str| rel.starts_with("Plugins/win-arm64");
    for rel in package.keys().filter(|k| !k.ends_with(".meta")) {
        if rel.starts_with("Runtime/") || rel.starts_with("Plugins/") {
            assert_eq!(paths.contains_key(rel), !windows_arm64(rel), "{rel}");
        }
    }
    for binary in support::plugins::PLATFORM_ROWS.iter() {
        let rel = format!("Plugins/{}/{}", binary.folder, binary.file);
        assert_eq!(paths.contains_key(&rel), !windows_arm64(&rel), "{rel}");
    }
}

/// The C# of the runtime tier's archive, unpacked as Unity imports it, compiles as a Unity 2018.4 project
/// compiles it: one assembly per `.asmdef` (its folder's scripts, its references, `-unsafe` where it
/// allows unsafe code), at C# 7.2 (2018.4 compiles C# 7.3; Mono's `mcs` knows C# up to 7.2, a check at
/// least as strict), with 2018.4's version defines; the runtime against the behavioural
/// UnityEngine stand-in, the Editor assembly against the UnityEditor one. (Which Unity members exist in
/// 2018.4 is the version matrix's to check.)
#[test]
#[ignore = "needs Mono's mcs: scripts/test.sh installs it and runs this test"]
fn runtime_archive_compiles_as_a_unity_2018_4_project() {
    let dir = scratch("runtime_archive_compiles_as_a_unity_2018_4_project");
    let (entries, paths) = runtime_archive(&dir);
    let project = dir.join("project");
    for (rel, guid) in &paths {
        let target = project.join(rel);
        match entries[guid].get("asset") {
            Some(asset) => {
                fs::create_dir_all(target.parent().unwrap()).unwrap();
                fs::write(&target, asset).unwrap();
            }
            None => fs::create_dir_all(&target).unwrap(),
        }
    }
    let out = dir.join("bin");
    fs::create_dir_all(&out).unwrap();
    let engine = out.join("UnityEngine.dll");
    run(Command::new("mcs")
        .args(["-nologo", "-target:library"])
        .arg(format!("-out:{}", engine.display()))
        .args(
            [
                "UnityEngineStandIn.cs",
                "UnityEngineStandIn.Rendering.cs",
                "UnityEngineStandIn.Input.cs",
            ]
            .map(|f| root().join("tests/csharp").join(f)),
        ));
    let editor = out.join("UnityEditor.dll");
    run(Command::new("mcs")
        .args(["-nologo", "-target:library"])
        .arg(format!("-out:{}", editor.display()))
        .arg(root().join("tests/csharp/UnityEditorStandIn.cs")));

    // Unity 2018.4's version defines: UNITY_2018, UNITY_2018_4 and UNITY_<y>_<m>_OR_NEWER up to 2018.4.
    let or_newer = [2017, 2018]
        .into_iter()
        .flat_map(|year| (1..=4).map(move |minor| format!("UNITY_{year}_{minor}_OR_NEWER")));
    let defines = ["UNITY_2018".to_string(), "UNITY_2018_4".to_string()]
        .into_iter()
        .chain(or_newer)
        .collect::<Vec<_>>()
        .join(";");
    let defines = format!("-define:{defines}");

    // The asmdefs in dependency order: the runtime, its Unity types, the Editor's build rule.
    let mut built = 0;
    for asmdef in [
        "Runtime/PriestsDevils.Solver.asmdef",
        "Runtime/Unity/PriestsDevils.Solver.Unity.asmdef",
        "Editor/PriestsDevils.Solver.Editor.asmdef",
    ] {
        let def: serde_json::Value =
            serde_json::from_slice(&fs::read(project.join(asmdef)).unwrap()).unwrap();
        let name = def["name"].as_str().unwrap();
        let folder = project.join(asmdef).parent().unwrap().to_path_buf();
        let mut mcs = Command::new("mcs");
        mcs.args([
            "-langversion:7.2",
            "-warnaserror",
            "-nologo",
            "-target:library",
        ])
        .arg(&defines)
        .arg(format!(
            "-out:{}",
            out.join(format!("{name}.dll")).display()
        ));
        if def["allowUnsafeCode"] == true {
            mcs.arg("-unsafe");
        }
        let editor_only = def["includePlatforms"] == serde_json::json!(["Editor"]);
        // The UnityEditor stand-in carries the UnityEngine members the Editor script uses.
        mcs.arg(format!(
            "-r:{}",
            if editor_only { &editor } else { &engine }.display()
        ));
        for reference in def["references"].as_array().unwrap() {
            let dll = out.join(format!("{}.dll", reference.as_str().unwrap()));
            assert!(dll.exists(), "{name} references {reference}, built before");
            mcs.arg(format!("-r:{}", dll.display()));
        }
        // Its folder's scripts, but those of a folder with an asmdef of its own.
        let mut scripts = Vec::new();
        let mut stack = vec![folder.clone()];
        while let Some(d) = stack.pop() {
            for entry in fs::read_dir(&d).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    let own = fs::read_dir(&path)
                        .unwrap()
                        .any(|e| e.unwrap().path().extension().is_some_and(|x| x == "asmdef"));
                    if !own {
                        stack.push(path);
                    }
                } else if path.extension().is_some_and(|x| x == "cs") {
                    scripts.push(path);
                }
            }
        }
        scripts.sort();
        assert!(!scripts.is_empty(), "{asmdef} has scripts");
        run(mcs.args(&scripts));
        built += 1;
    }
    assert_eq!(built, 3);
}
