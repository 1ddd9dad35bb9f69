//! The release archives depend on what they carry, not on the commit they are packed at: in a clone of
//! this repository, a later commit that leaves the archives' files alone (a test's change, say) packs the
//! Unity archives (`scripts/package-unity.sh`) and the C archive (`scripts/dist.sh`) byte for byte as
//! before, so a release's archives can be made again, and their checksums checked, from a later commit
//! while their files and the scripts are unchanged.

use crate::support;

use std::fs;
use std::path::Path;
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
