//! The Unity release archives that `scripts/package-unity.sh` writes, unpacked with `tar` and checked
//! against the package folder: the npm-pack tarball holds every file under `package/`, byte for byte; the
//! `.unitypackage` holds every asset and folder once, under its own GUID, with its `.meta` and a path
//! under `Assets/Plugins/PriestsDevils/`. Both come out identical from two runs.

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

/// Runs the script into `out` and returns the two archives' paths (tarball, unitypackage).
fn pack(out: &Path) -> (PathBuf, PathBuf) {
    let _ = fs::remove_dir_all(out);
    run(Command::new("bash")
        .arg(root().join("scripts/package-unity.sh"))
        .arg(out)
        .current_dir(root()));
    let version = support::RELEASE;
    (
        out.join(format!("com.priestsdevils.solver-{version}.tgz")),
        out.join(format!("PriestsDevils-{version}.unitypackage")),
    )
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
    let (tgz, unitypackage) = pack(&scratch.join("out"));
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
    let unpacked = unpack(&unitypackage, &scratch.join("unitypackage"));
    let mut by_guid: BTreeMap<String, BTreeMap<String, Vec<u8>>> = BTreeMap::new();
    for (name, data) in unpacked {
        let (guid, file) = name.split_once('/').expect("<guid>/<file>");
        by_guid
            .entry(guid.to_string())
            .or_default()
            .insert(file.to_string(), data);
    }
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
    let (tgz2, unitypackage2) = pack(&scratch.join("again"));
    assert!(
        fs::read(&tgz).unwrap() == fs::read(&tgz2).unwrap(),
        "tarball differs between runs"
    );
    assert!(
        fs::read(&unitypackage).unwrap() == fs::read(&unitypackage2).unwrap(),
        "unitypackage differs between runs"
    );

    // SHA256SUMS names both archives, and `sha256sum -c` accepts them.
    let out = scratch.join("out");
    let sums = fs::read_to_string(out.join("SHA256SUMS")).expect("SHA256SUMS");
    let named: Vec<&str> = sums
        .lines()
        .map(|l| l.split_once("  ").expect("<sum>  <name>").1)
        .collect();
    let file_name = |p: &Path| p.file_name().unwrap().to_str().unwrap().to_owned();
    assert_eq!(named, [file_name(&tgz), file_name(&unitypackage)]);
    run(Command::new("sha256sum")
        .args(["--check", "--strict", "SHA256SUMS"])
        .current_dir(&out));
}
