//! The repository's code generator, a contributor's tool: `cargo xtask generate` (the alias lives in
//! `.cargo/config.toml`) writes, from the Rust sources of the C ABI (`src/ffi/`), the files the other
//! languages compile against:
//!
//! - `include/priests_devils.h`, the C header (cbindgen, configured by `cbindgen.toml`);
//! - the Unity package's `Runtime/NativeMethods.g.cs`, its P/Invoke declarations (csbindgen);
//! - the Unity package's `Runtime/Enums.g.cs`, its public enums, one per enum of the header (csbindgen,
//!   with the C# summaries and attributes of [`csharp::NOTES`]);
//! - `web/enums.g.js`, the web page's enums (from the header);
//! - `web/layouts.g.js`, the web binding's constants and struct layouts (from the header, [`layouts`]);
//!
//! and, from the strings' data files, one per language (`i18n/<tag>.toml`, [`strings`]), and the library's
//! statuses (English's messages from the crate itself, a path dependency):
//!
//! - the Unity sample's string tables, `Scripts/Model/Text/StringTable.<Language>.g.cs`;
//! - `web/strings.g.js`, the web page's string tables;
//!
//! and, from the levels' data file (`levels.toml`, [`levels`]):
//!
//! - the Unity sample's `LevelSet` asset, `Samples~/PriestsAndDevils/Levels.asset`;
//! - the package tests' list of it, `Tests/Runtime/SampleLevels.cs`;
//! - `web/levels.g.js`, the web page's levels;
//! - `xtask/src/study/levels.g.rs`, the hint study's.
//!
//! and, from the river-crossing family's puzzle files (`puzzles/*.river`, [`puzzles`]), each read by
//! the library: the sample's table of their texts (`Scripts/Model/PuzzleTexts.g.cs`) and
//! `web/puzzles.g.js`, the web page's puzzles;
//!
//! and, from the library's rule variants ([`variants`]): the Inspector's tooltips of a level's variant
//! (`Runtime/Unity/VariantWords.g.cs`) and the Level Designer's variant names (`VariantNames.g.cs`);
//!
//! and, from `platforms.toml` ([`platforms`]): the C# loader's table of the package's binaries
//! (`Runtime/PluginBinaries.g.cs`);
//!
//! and the generated blocks of hand-written documents ([`blocks`]): the Unity versions' tables of both
//! package READMEs and `docs/unity.md` and its twin, from `unity-versions.toml` ([`unity_tables`]).
//!
//! `cargo xtask generate --check` writes nothing and fails, naming them, when committed files differ from
//! what the sources generate; CI runs it. `cargo build` never generates: the library's build script only
//! embeds the source digest, so the published crate builds without the generators.
//!
//! `cargo xtask study` runs the hint study ([`study`]): simulated players under each hint policy on the
//! sample's levels, whose figures `docs/notes/hint-study.md` and `.svg` hold.

mod blocks;
mod csharp;
mod generate;
mod javascript;
mod layouts;
mod levels;
mod platforms;
mod puzzles;
mod status_text;
mod strings;
mod study;
mod unity_tables;
mod variants;
mod words;

use std::path::Path;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// The command line.
#[derive(Parser)]
#[command(about = "The repository's tasks (see CONTRIBUTING.md)")]
struct Cli {
    #[command(subcommand)]
    task: Task,
}

/// The tasks.
#[derive(Subcommand)]
enum Task {
    /// Regenerate the C header, the C# bindings and enums, and the JavaScript enums from src/ffi/, and
    /// the string tables from i18n/, and the sample's and the page's levels from levels.toml
    Generate {
        /// Write nothing; fail, naming them, when committed files differ from what the sources generate
        #[arg(long)]
        check: bool,
    },
    /// How much each hint policy helps simulated players (random, cautious, greedy) on the sample's
    /// level set: wins within a crossing budget, crossings to win, hints revealed, losses. Seeded: one
    /// seed gives one table. See docs/notes/hint-study.md
    Study(study::StudyArgs),
}

fn main() -> ExitCode {
    let check = match Cli::parse().task {
        Task::Generate { check } => check,
        Task::Study(args) => {
            let out = &mut std::io::stdout().lock();
            return match study::study(args, out) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
            };
        }
    };
    // xtask/ is a folder of the repository.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask/ has a parent");
    let files = match generate::all(root) {
        Ok(files) => files,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    if check {
        let stale = generate::stale(root, &files);
        if stale.is_empty() {
            println!("{} generated files match the sources", files.len());
            return ExitCode::SUCCESS;
        }
        for (path, difference) in &stale {
            eprintln!("{path}: {difference}");
        }
        eprintln!(
            "{} of {} generated files differ from what the sources generate: run `cargo xtask generate` \
             and commit them",
            stale.len(),
            files.len()
        );
        return ExitCode::FAILURE;
    }
    match generate::write(root, &files) {
        Ok(written) => {
            for path in &written {
                println!("wrote {path}");
            }
            println!(
                "{} of {} generated files changed",
                written.len(),
                files.len()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
