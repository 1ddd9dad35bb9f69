//! The artifacts layer's tests, one binary: the shipped binaries and archives: the Unity package's
//! native binaries, the C and Unity release archives, the platform lists, the published crates.
//! Each file of this folder is one module, declared below (tests/core/scratch.rs fails on a file
//! not declared); they share the one support module, `tests/support/`, declared here once.

#[path = "../support/mod.rs"]
mod support;

mod crate_package;
mod dist;
mod platform_lists;
mod plugin_checks;
mod plugin_manifest;
mod plugin_runs;
mod plugin_selection;
mod prebuilt_c;
mod release_archives;
mod unity_archives;
