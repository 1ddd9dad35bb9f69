//! The Unity package's own tests (`Tests/Runtime`, what a Unity user runs from the Test Runner), compiled
//! with `mcs` against NUnit 2.6 (Debian's `libnunit-cil-dev`; Unity bundles NUnit 3.5, and the tests use
//! only what both have) and run by `nunit-console` under Mono against the freshly built native library.
//! Every test must run and pass here: an ignored one (the allocation tests ignore themselves where their
//! counter cannot see a known allocation, as under the Boehm GC) fails this test, since Mono's SGen counts.

mod support;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use support::{artifact_dir, assert_shared_library_built, root, run};

const PACKAGE: &str = "unity-sample/Packages/com.priestsdevils.solver";

/// Every `.cs` file directly in `dir` (below the package), sorted.
fn sources(dir: &str) -> Vec<PathBuf> {
    let dir = root().join(PACKAGE).join(dir);
    let mut out: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cs"))
        .collect();
    out.sort();
    out
}

/// NUnit's framework assembly, as Debian installs it (`pkg-config --libs nunit` names the same file).
const NUNIT: &str = "/usr/lib/cli/nunit.framework-2.6.3/nunit.framework.dll";

/// The value of attribute `name` on the XML element starting at `element`.
fn attribute(element: &str, name: &str) -> String {
    let key = format!(" {name}=\"");
    let start = element
        .find(&key)
        .unwrap_or_else(|| panic!("no {name} in {element}"))
        + key.len();
    element[start..start + element[start..].find('"').unwrap()].to_string()
}

#[test]
fn package_tests_pass_under_nunit_against_the_native_library() {
    assert_shared_library_built();
    assert!(
        Path::new(NUNIT).exists(),
        "{NUNIT} missing: install libnunit-cil-dev and nunit-console (scripts/test.sh does)"
    );
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "package_tests_pass_under_nunit_against_the_native_library-{}",
        std::process::id()
    ));
    fs::create_dir_all(&dir).expect("scratch dir");
    let runtime = dir.join("PriestsDevils.Solver.dll");
    let tests = dir.join("PriestsDevils.Solver.Tests.dll");
    run(Command::new("mcs")
        .args(["-unsafe", "-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", runtime.display()))
        .args(sources("Runtime")));
    run(Command::new("mcs")
        .args(["-warnaserror", "-nologo", "-target:library"])
        .arg(format!("-out:{}", tests.display()))
        .arg(format!("-r:{}", runtime.display()))
        .arg(format!("-r:{NUNIT}"))
        .args(sources("Tests/Runtime")));
    let xml = dir.join("TestResult.xml");
    let _ = fs::remove_file(&xml);
    // nunit-console exits with the number of failed tests; the XML says how many ran.
    run(Command::new("nunit-console")
        .args(["-nologo", "-noshadow"])
        .arg(format!("-xml={}", xml.display()))
        .arg(&tests)
        .current_dir(&dir)
        .env("LD_LIBRARY_PATH", artifact_dir()));
    let result = fs::read_to_string(&xml).expect("nunit-console wrote its XML result");
    let summary = &result[result.find("<test-results ").expect("results element")..];
    let summary = &summary[..summary.find('>').unwrap()];
    let declared: usize = sources("Tests/Runtime")
        .iter()
        .map(|f| fs::read_to_string(f).unwrap().matches("[Test]").count())
        .sum();
    assert!(declared >= 5, "{declared} tests declared");
    assert_eq!(
        attribute(summary, "total"),
        declared.to_string(),
        "every [Test] ran: {summary}"
    );
    for counter in [
        "errors",
        "failures",
        "not-run",
        "inconclusive",
        "ignored",
        "skipped",
        "invalid",
    ] {
        assert_eq!(attribute(summary, counter), "0", "{counter}: {summary}");
    }
    // Each case on its own: run, passed, and asserted something (an `Assert.Ignore` or `Assert.Inconclusive`
    // would say executed="False" or another result).
    let cases: Vec<&str> = result
        .split("<test-case")
        .skip(1)
        .map(|c| &c[..c.find('>').unwrap()])
        .collect();
    assert_eq!(
        cases.len(),
        declared,
        "{} test cases in the XML",
        cases.len()
    );
    for case in &cases {
        let name = attribute(case, "name");
        assert_eq!(attribute(case, "executed"), "True", "{name} did not run");
        assert_eq!(attribute(case, "result"), "Success", "{name}");
        let asserts: usize = attribute(case, "asserts").parse().expect("assert count");
        assert!(asserts > 0, "{name} asserted nothing");
    }
    // The allocation tests are the ones that may ignore themselves; name them, so that renaming one
    // cannot hide it from this check.
    for name in [
        "AThousandHintsAllocateNothing",
        "TheAllocationCheckFailsOnAnAllocation",
    ] {
        assert!(
            cases
                .iter()
                .any(|c| attribute(c, "name").ends_with(&format!(".{name}"))),
            "{name} ran"
        );
    }
    let _ = fs::remove_dir_all(&dir);
}
