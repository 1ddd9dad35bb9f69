//! The Android x86_64 library on a Unity whose `AndroidArchitecture` lacks `X86_64` (before 2019.4.31f1
//! and 2020.3.17f1, UnityCsReference's `Editor/Mono/PlayerSettingsAndroid.bindings.cs` at those tags):
//! that Unity's Android importer cannot read the library's `CPU: X86_64`, so the Editor script keeps it
//! out of every build there, and registers nothing for it where the value exists.

use std::collections::BTreeMap;

use crate::support;
use support::scratch;
use support::unity_editor::Layout;

#[test]
#[ignore = "needs Mono (mcs, mono): scripts/test.sh installs it and runs this test"]
fn the_x86_64_library_stays_out_of_builds_of_a_unity_without_that_cpu() {
    let dir = scratch("the_x86_64_library_stays_out_of_builds_of_a_unity_without_that_cpu");
    for layout in [Layout::PackageManager, Layout::UnityPackage] {
        let project = support::unity_editor::project(layout, &dir.join(format!("{layout:?}")));
        let library = format!(
            "{}/Plugins/android-x64/libpriests_devils.so",
            layout.prefix()
        );
        for (standin, kept) in [
            (&[][..], None),
            (&["STANDIN_ANDROID_WITHOUT_X86_64"][..], Some(false)),
        ] {
            let build = dir.join(format!("{layout:?}-{}", standin.len()));
            for outcome in support::unity_editor::editor_script_with(
                false,
                standin,
                &project,
                layout.prefix(),
                &build,
            ) {
                let decisions: BTreeMap<bool, bool> = outcome
                    .decisions
                    .iter()
                    .filter(|((_, path), _)| *path == library)
                    .map(|((simulator, _), included)| (*simulator, *included))
                    .collect();
                let want: BTreeMap<bool, bool> = kept
                    .map(|k| BTreeMap::from([(false, k), (true, k)]))
                    .unwrap_or_default();
                assert_eq!(decisions, want, "{layout:?}, stand-in {standin:?}");
                assert_eq!(outcome.warnings, [], "{layout:?}, stand-in {standin:?}");
            }
        }
    }
}
