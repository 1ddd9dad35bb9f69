//! The web page's tests, one binary: its binding and, as a cross run, the page in headless
//! Chromium. Each file of this folder is one module, declared below (tests/core/scratch.rs fails on
//! a file not declared); they share the one support module, `tests/support/`, declared here once.

#[path = "../support/mod.rs"]
mod support;

mod web;
