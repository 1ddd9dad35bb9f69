//! The unity layer's tests, one binary: the Unity package: its C# runtime and tests under Mono, the
//! level tools, the Unity project, the sample's languages. Each file of this folder is one module,
//! declared below (tests/core/scratch.rs fails on a file not declared); they share the one support
//! module, `tests/support/`, declared here once.

#[path = "../support/mod.rs"]
mod support;

mod csharp;
mod fresh_installs;
mod languages;
mod level_tools;
mod package_tests;
mod scene_program;
mod unity_project;
mod workflow;
