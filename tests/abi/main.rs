//! The ABI layer's tests, one binary. The C ABI: the C program against the shared and static
//! libraries, the ABI's and the C# API's compatibility, the generated files, the source digest,
//! pkg-config. Each file of this folder is one module, declared below (tests/core/scratch.rs fails
//! on a file not declared); they share the one support module, `tests/support/`, declared here
//! once.

#[path = "../support/mod.rs"]
mod support;

mod c_abi;
mod compat;
// Every exported function called by a fuzz target.
mod fuzz_coverage;
mod generated;
mod pkg_config;
mod source_digest;
