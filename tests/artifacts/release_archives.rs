//! The release archives depend on what they carry, not on the commit they are packed at nor on git: in a
//! clone of this repository, a later commit that leaves the archives' files alone (a test's change, say)
//! packs the Unity archives (`scripts/package-unity.sh`) and the C archive (`scripts/dist.sh`) byte for
//! byte as before; the release's archive step (`scripts/release-archives.sh`, which
//! `.github/workflows/release.yml` runs) writes every archive and `SHA256SUMS` byte for byte the same in
//! two fresh clones; and a copy without `.git` (what GitHub's ZIP download holds: `git archive`) packs
//! what a clone packs. So a release's archives can be made again, and their checksums checked, anywhere.

use crate::support;

use std::fs;
use std::path::Path;

use sha2::Digest as _;
use std::process::Command;

use support::{root, run, scratch};

/// `SHA256SUMS` of the archives that `scripts/package-unity.sh` and (for linux-x64, unless the committed
/// binaries lag the header) `scripts/dist.sh` write in `clone`, into `out`.
fn checksums(clone: &Path, out: &Path, dist: bool) -> String {
    run(Command::new("bash")
        .arg("scripts/package-unity.sh")
        .arg(out.join("unity"))
        .current_dir(clone));
    let mut sums = fs::read_to_string(out.join("unity/SHA256SUMS")).unwrap();
    if dist {
        run(Command::new("bash")
            .args(["scripts/dist.sh", "--out"])
            .arg(out.join("c"))
            .arg("linux-x64")
            .current_dir(clone));
        sums += &fs::read_to_string(out.join("c/SHA256SUMS")).unwrap();
    }
    sums
}

#[test]
#[ignore = "needs patchelf (scripts/dist.sh): scripts/test.sh installs it and runs this test"]
fn a_commit_that_leaves_the_archives_files_alone_packs_them_byte_for_byte() {
    let dir = scratch("release_archives_commit");
    let clone = dir.join("clone");
    run(Command::new("git")
        .args(["clone", "--quiet", "--local"])
        .arg(root())
        .arg(&clone));
    let dist = !support::archives::binaries_lag_the_header();
    let before = checksums(&clone, &dir.join("before"), dist);
    // A commit a day later than the clone's last one, changing a test file only.
    let last: i64 = run(Command::new("git")
        .args(["log", "-1", "--format=%ct"])
        .current_dir(&clone))
    .trim()
    .parse()
    .unwrap();
    fs::write(clone.join("tests/README-scratch.txt"), "a later commit\n").unwrap();
    let date = format!("@{} +0000", last + 86_400);
    run(Command::new("git")
        .args(["add", "tests/README-scratch.txt"])
        .current_dir(&clone));
    run(Command::new("git")
        .args([
            "-c",
            "user.name=test",
            "-c",
            "user.email=test@example.invalid",
            "commit",
            "--quiet",
            "-m",
            "a later commit",
        ])
        .env("GIT_AUTHOR_DATE", &date)
        .env("GIT_COMMITTER_DATE", &date)
        .current_dir(&clone));
    let after = checksums(&clone, &dir.join("after"), dist);
    assert!(before.lines().count() >= 3, "{before}");
    assert_eq!(
        before, after,
        "the archives changed with a commit that left them alone"
    );
}

/// A fresh clone of this repository's HEAD in `dir`.
fn clone(dir: &Path) -> std::path::PathBuf {
    run(Command::new("git")
        .args(["clone", "--quiet", "--local"])
        .arg(root())
        .arg(dir));
    dir.to_path_buf()
}

/// The parts of the release's archive step that can run here: the C archives and the page only while
/// the committed binaries implement the header's C ABI (`scripts/dist.sh` refuses the C archives
/// otherwise, and `scripts/build-web.sh` links the committed WebGL archive, which then lacks the
/// header's newer functions; the page itself is tested on an archive built from the sources by
/// `tests/web_page`).
fn parts(web: bool) -> Vec<&'static str> {
    let mut parts = vec!["unity"];
    if !support::archives::binaries_lag_the_header() {
        parts.push("c");
        if web {
            parts.push("web");
        }
    }
    parts
}

/// Runs `scripts/release-archives.sh` of `tree` into `out` with `parts`, its scratch files in `tmp`;
/// returns every file it wrote, by name, with its bytes.
fn release_step(tree: &Path, out: &Path, parts: &[&str], tmp: &Path) -> Vec<(String, Vec<u8>)> {
    fs::create_dir_all(tmp).unwrap();
    let mut cmd = Command::new("bash");
    cmd.arg("scripts/release-archives.sh")
        .arg(out)
        .args(parts)
        .env_remove("SOURCE_DATE_EPOCH")
        .env("TMPDIR", tmp)
        .current_dir(tree);
    // Not even git on the way for a copy without .git: a PATH without it (the other tools stay).
    if !tree.join(".git").exists() {
        cmd.env("PATH", path_without_git(&tmp.join("bin")));
    }
    run(&mut cmd);
    let mut files: Vec<(String, Vec<u8>)> = fs::read_dir(out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                fs::read(&p).unwrap(),
            )
        })
        .collect();
    files.sort();
    files
}

/// Both runs wrote the same files, byte for byte, and `SHA256SUMS` lists every other one of them.
fn assert_same_archives(first: &[(String, Vec<u8>)], second: &[(String, Vec<u8>)], parts: &[&str]) {
    let names: Vec<&str> = first.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        second.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(),
        "the two runs wrote different files"
    );
    let release = support::RELEASE.as_str();
    let mut wanted = vec![
        "SHA256SUMS".to_owned(),
        format!("PriestsDevils-{release}.unitypackage"),
        format!("PriestsDevils-Runtime-{release}.unitypackage"),
        format!("com.priestsdevils.solver-{release}.tgz"),
    ];
    if parts.contains(&"c") {
        for platform in [
            "linux-arm64",
            "linux-x64",
            "macos-universal",
            "wasm32-emscripten",
        ] {
            wanted.push(format!("priests_devils-{release}-{platform}.tar.gz"));
        }
        wanted.push(format!("priests_devils-{release}-windows-x64.zip"));
    }
    if parts.contains(&"web") {
        wanted.push(format!("priests_devils-{release}-web.tar.gz"));
    }
    wanted.sort();
    assert_eq!(names, wanted, "the release's archives");
    for ((name, a), (_, b)) in first.iter().zip(second) {
        assert!(a == b, "{name} differs between the two runs");
    }
    let sums = String::from_utf8(
        first
            .iter()
            .find(|(n, _)| n == "SHA256SUMS")
            .unwrap()
            .1
            .clone(),
    )
    .unwrap();
    let listed: Vec<&str> = sums
        .lines()
        .map(|l| l.split_once("  ").unwrap().1)
        .collect();
    let archives: Vec<&str> = names
        .iter()
        .copied()
        .filter(|n| *n != "SHA256SUMS")
        .collect();
    assert_eq!(listed, archives, "SHA256SUMS lists every archive");
    for ((name, bytes), line) in first
        .iter()
        .filter(|(n, _)| n != "SHA256SUMS")
        .zip(sums.lines())
    {
        let digest: String = sha2::Sha256::digest(bytes)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert_eq!(line, format!("{digest}  {name}"), "SHA256SUMS: {name}");
    }
    println!(
        "{} archives, {} bytes in all, the same in both runs:\n{sums}",
        archives.len(),
        first.iter().map(|(_, b)| b.len()).sum::<usize>()
    );
}

#[test]
#[ignore = "cross run: needs patchelf, emcc, wasm-opt, esbuild (scripts/release-archives.sh's tools; scripts/test.sh runs it when they are there)"]
fn the_release_archive_step_writes_the_same_bytes_in_two_fresh_clones() {
    support::require(&["patchelf", "emcc", "wasm-opt", "esbuild"]);
    let dir = scratch("release_archives_two_clones");
    let parts = parts(true);
    let first = clone(&dir.join("first"));
    let second = clone(&dir.join("second"));
    let a = release_step(
        &first,
        &dir.join("out-first"),
        &parts,
        &dir.join("tmp-first"),
    );
    let b = release_step(
        &second,
        &dir.join("out-second"),
        &parts,
        &dir.join("tmp-second"),
    );
    assert_same_archives(&a, &b, &parts);
}

#[test]
#[ignore = "needs patchelf (scripts/dist.sh): scripts/test.sh installs it and runs this test"]
fn a_copy_without_git_packs_what_a_clone_packs() {
    let dir = scratch("release_archives_zip_copy");
    let parts = parts(false);
    let cloned = clone(&dir.join("clone"));
    // What GitHub's ZIP download holds: `git archive` of the commit, no .git.
    let copy = dir.join("copy");
    fs::create_dir_all(&copy).unwrap();
    let tar = dir.join("copy.tar");
    run(Command::new("git")
        .args(["archive", "--format=tar", "-o"])
        .arg(&tar)
        .arg("HEAD")
        .current_dir(&cloned));
    run(Command::new("tar")
        .arg("-xf")
        .arg(&tar)
        .arg("-C")
        .arg(&copy));
    assert!(!copy.join(".git").exists());
    let from_clone = release_step(
        &cloned,
        &dir.join("out-clone"),
        &parts,
        &dir.join("tmp-clone"),
    );
    let from_copy = release_step(&copy, &dir.join("out-copy"), &parts, &dir.join("tmp-copy"));
    assert_same_archives(&from_clone, &from_copy, &parts);
}

/// A folder of links to every program on PATH but git, in `bin`.
fn path_without_git(bin: &Path) -> std::path::PathBuf {
    fs::create_dir_all(bin).unwrap();
    let path = std::env::var_os("PATH").unwrap();
    for folder in std::env::split_paths(&path) {
        for entry in fs::read_dir(&folder).into_iter().flatten().flatten() {
            let link = bin.join(entry.file_name());
            // symlink_metadata: a dangling link of an earlier PATH folder counts as taken.
            if entry.file_name() != "git" && fs::symlink_metadata(&link).is_err() {
                std::os::unix::fs::symlink(entry.path(), link).unwrap();
            }
        }
    }
    bin.to_path_buf()
}

/// The release workflow's steps are the repository's commands (each runs here, as the tests above
/// run the archive step), on a version tag and by hand, with the attestation and the publishing last;
/// and `scripts/release.py notes` writes the release's sections of both CHANGELOGs, stamped with the
/// date they give.
#[test]
fn the_release_workflow_runs_the_repository_commands_and_its_notes_are_both_changelogs() {
    let workflow = fs::read_to_string(root().join(".github/workflows/release.yml")).unwrap();
    let order = [
        "tags: [\"v*\"]",
        "workflow_dispatch:",
        "run: |\n          git config --global --add safe.directory \"$PWD\"\n          scripts/build-plugins.sh --check",
        "run: scripts/release-archives.sh dist",
        "run: python3 scripts/release.py notes release-notes.md",
        "sha256sum -c SHA256SUMS",
        "actions/attest-build-provenance@",
        "gh release create \"$TAG\" dist/* --verify-tag --title \"$TAG\" --notes-file release-notes.md",
    ];
    let mut at = 0;
    for step in order {
        let found = workflow[at..]
            .find(step)
            .unwrap_or_else(|| panic!("release.yml lacks, or has out of order: {step}"));
        at += found + step.len();
    }
    assert!(
        workflow.contains("if: github.ref_type == 'tag'"),
        "publishes on a tag only"
    );

    let dir = scratch("release_notes");
    let notes = dir.join("notes.md");
    run(Command::new("python3")
        .arg(root().join("scripts/release.py"))
        .arg("notes")
        .arg(&notes));
    let notes = fs::read_to_string(&notes).unwrap();
    let release = support::RELEASE.as_str();
    for changelog in [
        root().join("CHANGELOG.md"),
        root().join(support::PACKAGE).join("CHANGELOG.md"),
    ] {
        let text = fs::read_to_string(&changelog).unwrap();
        let heading = format!("## [{release}] - ");
        let start = text.find(&heading).expect("the release's dated section");
        let body_start = start + text[start..].find('\n').unwrap() + 1;
        let end = text[body_start..]
            .find("\n## ")
            .map_or(text.len(), |e| body_start + e);
        let body = text[body_start..end].trim();
        assert!(
            notes.contains(body),
            "the notes lack {}'s [{release}] section",
            changelog.display()
        );
        let date = &text[start + heading.len()..start + heading.len() + 10];
        assert!(
            notes.contains(&format!("({date})")),
            "the notes' date {date}"
        );
    }
    // The archives' time stamp: that date at midnight UTC, without SOURCE_DATE_EPOCH.
    let epoch: i64 = run(Command::new("python3")
        .arg(root().join("scripts/release.py"))
        .arg("epoch")
        .env_remove("SOURCE_DATE_EPOCH"))
    .trim()
    .parse()
    .unwrap();
    assert_eq!(epoch % 86_400, 0, "midnight UTC");
    let set: String = run(Command::new("python3")
        .arg(root().join("scripts/release.py"))
        .arg("epoch")
        .env("SOURCE_DATE_EPOCH", "1234567890"));
    assert_eq!(set.trim(), "1234567890");
}
