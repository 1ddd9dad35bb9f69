//! Unity's `PluginImporter.GetImporters` as its C# reference source (Unity-Technologies/UnityCsReference)
//! writes it, over the package's binaries: which of the plug-ins enabled for a build it keeps when two
//! go to one output path, and the output paths `CalculateFinalPluginPath` gives them
//! (`Editor/Mono/Modules/DefaultPluginImporterExtension.cs`,
//! `Editor/Mono/ImportSettings/DesktopPluginImporterExtension.cs`). `tests/artifacts/plugin_selection.rs` says
//! which way each build target places its plug-ins.

use std::collections::BTreeMap;
use std::fs;

use super::{plugins, PLATFORMS};

/// How `CalculateFinalPluginPath` names a plug-in's place in the player.
#[derive(Clone, Copy, Debug)]
pub enum Placed {
    /// The file name alone: every Linux64 plug-in before Unity 6.3 whatever its CPU, and the default
    /// extension's for a plug-in whose CPU is `AnyCPU` or unset.
    FileName,
    /// `<CPU>/<file name>`, or the file name alone for `AnyCPU`: the default extension's (macOS), Win64's
    /// (its CPU folder), Linux64's from 6.3.
    CpuFolder,
}

/// One binary a build (or the Editor) finds enabled for it: its folder, whether the Editor script's
/// delegate lets it in, its `CPU` setting for that platform and its file name.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub folder: &'static str,
    pub included: bool,
    pub cpu: String,
    pub file: String,
}

impl Candidate {
    /// Its place in the player, as `CalculateFinalPluginPath` names it.
    pub fn output_path(&self, placed: Placed) -> String {
        match placed {
            Placed::CpuFolder if !["", "AnyCPU"].contains(&self.cpu.as_str()) => {
                format!("{}/{}", self.cpu, self.file)
            }
            _ => self.file.clone(),
        }
    }
}

/// What `PluginImporter.GetImporters(target)` keeps of `candidates` (folder and output path, in the
/// order Unity lists its importers), as `Modules/AssetPipelineEditor/Public/PluginImporter.bindings.cs`
/// does in every branch from 2021.3 to master: of the plug-ins that go to one output path, the first is
/// kept unless it is overridable and a later one is not, which replaces it; a later overridable one is
/// dropped. A plug-in with no output path is always kept.
pub fn get_importers(candidates: &[(&'static str, String)]) -> Vec<&'static str> {
    let mut first_at: BTreeMap<&str, &'static str> = BTreeMap::new();
    let mut kept = Vec::new();
    for (folder, path) in candidates {
        if !path.is_empty() {
            match first_at.get(path.as_str()).copied() {
                None => {
                    first_at.insert(path.as_str(), *folder);
                }
                Some(first) if overridable(first) && !overridable(folder) => {
                    first_at.insert(path.as_str(), *folder);
                    kept.retain(|f| *f != first);
                }
                Some(_) if overridable(folder) => continue,
                Some(_) => {}
            }
        }
        kept.push(*folder);
    }
    kept
}

/// Whether the `.meta` of the binary in `folder` marks it overridable (`isOverridable: 1`).
fn overridable(folder: &str) -> bool {
    let (_, file) = PLATFORMS
        .iter()
        .find(|(f, _)| *f == folder)
        .expect("a shipped platform");
    let meta = plugins().join(folder).join(format!("{file}.meta"));
    let text = fs::read_to_string(&meta).unwrap_or_else(|e| panic!("{}: {e}", meta.display()));
    match text
        .lines()
        .find_map(|l| l.trim().strip_prefix("isOverridable: "))
    {
        Some("0") => false,
        Some("1") => true,
        other => panic!("{}: isOverridable {other:?}", meta.display()),
    }
}
