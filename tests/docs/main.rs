//! The docs layer's tests, one binary: the documents: links and the index, the package's documents,
//! versions, the Chinese twins. Each file of this folder is one module, declared below
//! (tests/core/scratch.rs fails on a file not declared); they share the one support module,
//! `tests/support/`, declared here once.

#[path = "../support/mod.rs"]
mod support;

mod chinese;
/// The command-line guide's figures, checked against the library.
mod cli_claims;
mod docs;
/// The glossary's own rules, and no English word in a Chinese hint.
mod glossary_rules;
mod package_docs;
/// The C# blocks of both package READMEs, compiled against the package.
mod readme_csharp;
/// The rule claims of the documents, checked against the library.
mod rule_claims;
mod versions;
