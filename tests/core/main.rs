//! The core layer's tests, one binary: the library against the independent brute-force model, its
//! properties, published facts, limits, threads, and the tests' own scratch directories. Each file
//! of this folder is one module, declared below (tests/core/scratch.rs fails on a file not
//! declared); they share the one support module, `tests/support/`, declared here once.

#[path = "../support/mod.rs"]
mod support;

mod concurrency;
mod family_counted;
mod family_model;
mod family_play;
mod family_puzzles;
mod family_statements;
mod house;
mod level_model;
mod limits;
mod milestones;
mod model;
mod properties;
mod published;
mod scratch;
