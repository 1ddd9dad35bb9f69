//! A fresh Unity project on the stand-ins: made for one Unity version of `unity-versions.toml` (its
//! `ProjectVersion.txt` and a manifest of built-in modules only: unlike Unity Hub's templates, no Test
//! Framework and no Input System package), the release archives installed as Unity installs them, and
//! its scripts compiled as that version's Editor compiles a project, in the parts modelled here: every
//! `.asmdef` found where Unity looks, each folder's scripts in the nearest assembly definition's
//! assembly, scripts outside any in `Assembly-CSharp` (`-Editor` below an `Editor` folder), only the
//! assemblies the Editor takes (`includePlatforms`, `excludePlatforms`), references by name (and by
//! `GUID:` from 2019.1), `defineConstraints`, `versionDefines`, each asmdef field only where that
//! version reads it (the facts of `tests/unity/api/unity-api.json`), and the version's `UNITY_*`
//! symbols, at its C# level, against the signature-only stubs of that version's API
//! (`tests/unity/version_matrix/`). Not modelled: the `firstpass` assemblies, `testables`, precompiled
//! references.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{json, Value};

use crate::csharp::version_matrix::stubs::{self, Version};
use crate::csharp::version_matrix::{compile_stubs, errors, langversion, TARGETS};
use crate::support::{run, unity_editor};

/// One fresh project.
pub struct Project {
    /// The project's folder.
    pub dir: PathBuf,
    /// The Unity version it was made with.
    pub version: Version,
    /// The folders of the packages Package Manager installed (`Library/PackageCache/<name>@<version>`).
    packages: Vec<PathBuf>,
}

/// The data class Unity's asmdef loader fills, whose fields the facts list per version.
const ASMDEF_DATA: &str = "UnityEditor.Scripting.ScriptCompilation.CustomScriptAssemblyData";

/// `2022.3` or `6000.6` as a pair that orders as Unity's versions do.
fn version_pair(version: &str) -> (u32, u32) {
    let (major, minor) = version.split_once('.').expect("<major>.<minor>");
    let number = |s: &str| s.parse::<u32>().unwrap_or_else(|_| panic!("{version}"));
    (number(major), number(minor))
}

/// Names Unity's asset database skips: hidden (`.`), `~`-suffixed, `cvs`, `*.tmp`.
pub fn hidden_from_unity(name: &str) -> bool {
    name.starts_with('.')
        || name.ends_with('~')
        || name.eq_ignore_ascii_case("cvs")
        || name.ends_with(".tmp")
}

/// One assembly Unity compiles in the project.
#[derive(Debug, Default)]
pub struct Assembly {
    /// Its name: the asmdef's `name`, or `Assembly-CSharp` / `Assembly-CSharp-Editor`.
    pub name: String,
    /// Its scripts.
    pub sources: Vec<PathBuf>,
    /// The assemblies it references (asmdef `references`, resolved by name or `GUID:`).
    references: Vec<String>,
    /// References no assembly of the project has (Unity leaves them out of the compile).
    pub missing: Vec<String>,
    /// `allowUnsafeCode`: compiled with `-unsafe`.
    unsafe_code: bool,
    /// Not `noEngineReferences`: it sees UnityEngine (and, in the Editor, UnityEditor).
    engine: bool,
    /// `includePlatforms` is exactly `["Editor"]`: players never take it.
    editor_only: bool,
    /// Whether the Editor takes it at all (`includePlatforms` empty or naming the Editor, and
    /// `excludePlatforms` not naming it).
    in_editor: bool,
    /// `autoReferenced`: `Assembly-CSharp` references it.
    auto_referenced: bool,
    /// `defineConstraints`: symbols that must all hold (`!SYMBOL`: must not) for it to compile.
    constraints: Vec<String>,
    /// `(package, define)` of its `versionDefines`.
    version_defines: Vec<(String, String)>,
}

/// What compiling a project gave: each compiled assembly's name and compiler output (`Err` when it
/// failed), and the assemblies left out with the reason.
pub struct Compiled {
    /// Compiled assemblies in order, with `mcs`'s output.
    pub results: Vec<(String, Result<String, String>)>,
    /// Assemblies whose `defineConstraints` the project does not meet, with the unmet symbol.
    pub left_out: Vec<(String, String)>,
    /// `(assembly, reference)` of each compiled assembly's references that no assembly of the project
    /// has (Unity compiles without them).
    pub missing: BTreeSet<(String, String)>,
    /// Where each compiled assembly's DLL is.
    pub dlls: BTreeMap<String, PathBuf>,
}

impl Compiled {
    /// Fails with each failed assembly's compiler errors; returns the compiled assemblies' names.
    pub fn assert_ok(&self, what: &str) -> BTreeSet<String> {
        let failed: Vec<String> = self
            .results
            .iter()
            .filter_map(|(name, r)| r.as_ref().err().map(|t| format!("{name}:\n{}", errors(t))))
            .collect();
        assert!(
            failed.is_empty(),
            "{what} fails to compile:\n{}",
            failed.join("\n")
        );
        for (name, result) in &self.results {
            for line in result
                .as_ref()
                .unwrap()
                .lines()
                .filter(|l| l.contains("warning CS"))
            {
                println!("{what}: {name}: {line}");
            }
        }
        self.results.iter().map(|(n, _)| n.clone()).collect()
    }
}

impl Project {
    /// An empty project of `version` in `dir`: `Assets/`, `ProjectSettings/ProjectVersion.txt` and a
    /// `Packages/manifest.json` enabling the built-in modules the package depends on.
    pub fn new(dir: &Path, version: &Version) -> Project {
        let _ = fs::remove_dir_all(dir);
        fs::create_dir_all(dir.join("Assets")).unwrap();
        fs::create_dir_all(dir.join("ProjectSettings")).unwrap();
        fs::create_dir_all(dir.join("Packages")).unwrap();
        fs::write(
            dir.join("ProjectSettings/ProjectVersion.txt"),
            format!("m_EditorVersion: {}.0f1\n", version.name),
        )
        .unwrap();
        let manifest = json!({ "dependencies": {
            "com.unity.modules.imgui": "1.0.0",
            "com.unity.modules.physics": "1.0.0",
        }});
        fs::write(
            dir.join("Packages/manifest.json"),
            serde_json::to_string_pretty(&manifest).unwrap(),
        )
        .unwrap();
        Project {
            dir: dir.to_path_buf(),
            version: version.clone(),
            packages: Vec::new(),
        }
    }

    /// The project's `Packages/manifest.json`.
    fn manifest(&self) -> Value {
        serde_json::from_slice(&fs::read(self.dir.join("Packages/manifest.json")).unwrap()).unwrap()
    }

    /// *Package Manager → + → Add package from tarball…*: refuses a package whose `unity` (major and
    /// minor; `unityRelease` is not modelled) is newer than the project's version, or that depends on anything but Unity's
    /// built-in modules (there is no registry here); otherwise records `file:../<tarball>` in the
    /// manifest (the tarball kept in the project's folder, as the README advises) and unpacks it into
    /// `Library/PackageCache/<name>@<version>`. Returns the package's folder.
    pub fn add_tarball(&mut self, tarball: &Path) -> Result<PathBuf, String> {
        let unpacked = self.dir.join("Temp/tarball");
        let _ = fs::remove_dir_all(&unpacked);
        fs::create_dir_all(&unpacked).unwrap();
        run(Command::new("tar")
            .arg("-xzf")
            .arg(tarball)
            .arg("-C")
            .arg(&unpacked));
        let package = unpacked.join("package");
        let manifest: Value = serde_json::from_slice(
            &fs::read(package.join("package.json")).map_err(|e| format!("package.json: {e}"))?,
        )
        .map_err(|e| format!("package.json: {e}"))?;
        let field = |name: &str| manifest[name].as_str().map(str::to_owned);
        let name = field("name").ok_or("package.json has no name")?;
        let version = field("version").ok_or("package.json has no version")?;
        if let Some(unity) = field("unity") {
            if version_pair(&unity) > version_pair(&self.version.name) {
                return Err(format!(
                    "{name}@{version} requires Unity {unity}; this project is Unity {}",
                    self.version.name
                ));
            }
        }
        for dependency in manifest["dependencies"].as_object().into_iter().flatten() {
            if !dependency.0.starts_with("com.unity.modules.") {
                return Err(format!(
                    "{name} depends on {}, which is not a built-in module",
                    dependency.0
                ));
            }
        }
        let file = tarball.file_name().unwrap().to_string_lossy().into_owned();
        fs::copy(tarball, self.dir.join(&file)).unwrap();
        let mut project_manifest = self.manifest();
        project_manifest["dependencies"][&name] = json!(format!("file:../{file}"));
        fs::write(
            self.dir.join("Packages/manifest.json"),
            serde_json::to_string_pretty(&project_manifest).unwrap(),
        )
        .unwrap();
        let cache = self
            .dir
            .join("Library/PackageCache")
            .join(format!("{name}@{version}"));
        fs::create_dir_all(cache.parent().unwrap()).unwrap();
        fs::rename(&package, &cache).unwrap();
        self.packages.push(cache.clone());
        Ok(cache)
    }

    /// *Package Manager → + → Add package from disk…* with the package folder `package` (of a copy of
    /// the repository): refuses it, as a tarball, below its `unity` version; otherwise records
    /// `file:<package>` in the manifest and reads the package where it is (nothing is copied). Returns
    /// the package's folder.
    pub fn add_local_path(&mut self, package: &Path) -> Result<PathBuf, String> {
        let manifest: Value = serde_json::from_slice(
            &fs::read(package.join("package.json")).map_err(|e| format!("package.json: {e}"))?,
        )
        .map_err(|e| format!("package.json: {e}"))?;
        let name = manifest["name"]
            .as_str()
            .ok_or("package.json has no name")?;
        if let Some(unity) = manifest["unity"].as_str() {
            if version_pair(unity) > version_pair(&self.version.name) {
                return Err(format!(
                    "{name} requires Unity {unity}; this project is Unity {}",
                    self.version.name
                ));
            }
        }
        let mut project_manifest = self.manifest();
        project_manifest["dependencies"][name] = json!(format!("file:{}", package.display()));
        fs::write(
            self.dir.join("Packages/manifest.json"),
            serde_json::to_string_pretty(&project_manifest).unwrap(),
        )
        .unwrap();
        self.packages.push(package.to_path_buf());
        Ok(package.to_path_buf())
    }

    /// *Package Manager → the package → Samples → Import*: copies the package's first sample (its
    /// `samples` entry's `path`), `.meta` files included, to
    /// `Assets/Samples/<package displayName>/<version>/<sample displayName>/` and returns that folder.
    pub fn import_sample(&self, package: &Path) -> PathBuf {
        let manifest: Value =
            serde_json::from_slice(&fs::read(package.join("package.json")).unwrap()).unwrap();
        let sample = &manifest["samples"][0];
        let target = self
            .dir
            .join("Assets/Samples")
            .join(manifest["displayName"].as_str().unwrap())
            .join(manifest["version"].as_str().unwrap())
            .join(sample["displayName"].as_str().unwrap());
        unity_editor::copy_folder(
            &package.join(sample["path"].as_str().unwrap()),
            &target,
            false,
        );
        target
    }

    /// *Assets → Import Package → Custom Package…* with the `.unitypackage` `archive`.
    pub fn import_unitypackage(&self, archive: &Path) {
        unity_editor::import_unitypackage(archive, &self.dir);
    }

    /// The assemblies the Editor of the project's version finds: below `Assets/` and each installed
    /// package, each asmdef read as that version reads it (`facts`).
    pub fn assemblies(&self, facts: &Value) -> Vec<Assembly> {
        let version = &self.version.name;
        let mut found: Vec<(Assembly, String)> = Vec::new(); // with the asmdef's GUID
        let mut loose: Vec<PathBuf> = Vec::new();
        let roots = std::iter::once(self.dir.join("Assets")).chain(self.packages.iter().cloned());
        for root in roots {
            let in_assets = root == self.dir.join("Assets");
            let mut scripts = Vec::new();
            walk(&root, None, &mut found, &mut scripts, &|asmdef| {
                read_asmdef(asmdef, facts, version)
            });
            for (file, owner) in scripts {
                match owner {
                    Some(index) => found[index].0.sources.push(file),
                    None if in_assets => loose.push(file),
                    None => panic!(
                        "{}: a package script outside any asmdef, which Unity does not compile",
                        file.display()
                    ),
                }
            }
        }
        // Names resolve references, and from 2019.1 `GUID:<asmdef's GUID>` (UnityCsReference's
        // ScriptCompilation has GUIDReference from 2019.1 on; 2018.4's reads every reference as a name).
        let guids = version_pair(version) >= (2019, 1);
        let by_guid: BTreeMap<String, String> = found
            .iter()
            .map(|(a, guid)| (format!("GUID:{guid}"), a.name.clone()))
            .collect();
        let names: BTreeSet<String> = found.iter().map(|(a, _)| a.name.clone()).collect();
        let mut assemblies: Vec<Assembly> = found.into_iter().map(|(a, _)| a).collect();
        for assembly in &mut assemblies {
            let wanted = std::mem::take(&mut assembly.references);
            for reference in wanted {
                let name = match by_guid.get(&reference) {
                    Some(name) if guids => name.clone(),
                    _ => reference,
                };
                if names.contains(&name) {
                    assembly.references.push(name);
                } else {
                    assembly.missing.push(name);
                }
            }
        }
        // Scripts outside any asmdef: Assembly-CSharp, or Assembly-CSharp-Editor below an Editor
        // folder. (Assets/Plugins and Standard Assets would be the "firstpass" assemblies.)
        assemblies.retain(|a| a.in_editor);
        let auto: Vec<(String, bool)> = assemblies
            .iter()
            .filter(|a| a.auto_referenced)
            .map(|a| (a.name.clone(), a.editor_only))
            .collect();
        let mut runtime = Vec::new();
        let mut editor = Vec::new();
        for file in loose {
            let rel = file.strip_prefix(self.dir.join("Assets")).unwrap();
            let parts: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            assert!(
                !["Plugins", "Standard Assets", "Pro Standard Assets"].contains(&parts[0].as_str()),
                "{}: a firstpass script, which this stand-in does not model",
                file.display()
            );
            if parts.iter().any(|p| p == "Editor") {
                editor.push(file);
            } else {
                runtime.push(file);
            }
        }
        if !runtime.is_empty() {
            assemblies.push(Assembly {
                name: "Assembly-CSharp".into(),
                sources: runtime,
                references: auto
                    .iter()
                    .filter(|(_, e)| !e)
                    .map(|(n, _)| n.clone())
                    .collect(),
                engine: true,
                in_editor: true,
                ..Assembly::default()
            });
        }
        if !editor.is_empty() {
            let mut references: Vec<String> = auto.iter().map(|(n, _)| n.clone()).collect();
            if assemblies.iter().any(|a| a.name == "Assembly-CSharp") {
                references.push("Assembly-CSharp".into());
            }
            assemblies.push(Assembly {
                name: "Assembly-CSharp-Editor".into(),
                sources: editor,
                references,
                engine: true,
                editor_only: true,
                in_editor: true,
                ..Assembly::default()
            });
        }
        assemblies
    }

    /// The scripting symbols the Editor of the project's version compiles it with: the version's
    /// `UNITY_*` symbols and the Editor's of `TARGETS` (its input: the Input Manager).
    pub fn editor_symbols(&self) -> Vec<String> {
        let (major, minor) = self.version.name.split_once('.').unwrap();
        let mut defines: Vec<String> = self.version.defines.clone();
        defines.push(format!("UNITY_{major}"));
        defines.push(format!("UNITY_{major}_{minor}"));
        let editor_target = TARGETS.iter().find(|(t, _)| *t == "editor").unwrap();
        defines.extend(editor_target.1.iter().map(|d| d.to_string()));
        defines
    }

    /// Compiles the project into `out` as the Editor of its version does (the Editor's symbols of
    /// `TARGETS`), against the stubs of its version from `facts`.
    pub fn compile(&self, facts: &Value, out: &Path) -> Compiled {
        let (engine, editor) = compile_stubs(facts, &self.version.name, &out.join("stubs"));
        let defines = self.editor_symbols();
        let installed: BTreeSet<String> = self.manifest()["dependencies"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect();

        let mut pending = self.assemblies(facts);
        let mut compiled = Compiled {
            results: Vec::new(),
            left_out: Vec::new(),
            missing: BTreeSet::new(),
            dlls: BTreeMap::new(),
        };
        pending.retain(|a| {
            let unmet = a.constraints.iter().find(|c| match c.strip_prefix('!') {
                Some(symbol) => defines.contains(&symbol.to_string()),
                None => !defines.contains(c),
            });
            if let Some(symbol) = unmet {
                compiled.left_out.push((a.name.clone(), symbol.clone()));
            }
            unmet.is_none()
        });
        let left_out: BTreeSet<String> = compiled.left_out.iter().map(|(n, _)| n.clone()).collect();
        while !pending.is_empty() {
            let ready = pending
                .iter()
                .position(|a| {
                    a.references
                        .iter()
                        .all(|r| compiled.dlls.contains_key(r) || left_out.contains(r))
                })
                .unwrap_or_else(|| panic!("a reference cycle among {pending:?}"));
            let assembly = pending.remove(ready);
            for reference in &assembly.missing {
                compiled
                    .missing
                    .insert((assembly.name.clone(), reference.clone()));
            }
            let dll = out.join(format!("{}.dll", assembly.name));
            let mut symbols = defines.clone();
            for (package, define) in &assembly.version_defines {
                if installed.contains(package) {
                    symbols.push(define.clone());
                }
            }
            let mut cmd = Command::new("mcs");
            cmd.args(["-nologo", "-target:library"])
                .arg(format!("-out:{}", dll.display()))
                .arg(format!("-define:{}", symbols.join(";")))
                .arg(format!(
                    "-langversion:{}",
                    langversion(&self.version.csharp)
                ));
            if assembly.unsafe_code {
                cmd.arg("-unsafe");
            }
            if assembly.engine {
                // In the Editor every assembly that sees UnityEngine sees UnityEditor too.
                cmd.arg(format!("-r:{}", engine.display()));
                cmd.arg(format!("-r:{}", editor.display()));
            }
            for reference in &assembly.references {
                if let Some(dll) = compiled.dlls.get(reference) {
                    cmd.arg(format!("-r:{}", dll.display()));
                }
            }
            let output = cmd.args(&assembly.sources).output().expect("mcs runs");
            let text = String::from_utf8_lossy(&output.stdout).into_owned()
                + &String::from_utf8_lossy(&output.stderr);
            let ok = output.status.success();
            compiled
                .results
                .push((assembly.name.clone(), if ok { Ok(text) } else { Err(text) }));
            if !ok {
                break; // what references it cannot compile
            }
            compiled.dlls.insert(assembly.name, dll);
        }
        compiled
    }
}

/// Walks `dir` as Unity's script compilation does: a folder with an `.asmdef` starts that assembly,
/// which owns the folder's scripts and its subfolders' (up to a subfolder with an asmdef of its own);
/// `scripts` gets each `.cs` file with its owner's index in `found`.
fn walk(
    dir: &Path,
    owner: Option<usize>,
    found: &mut Vec<(Assembly, String)>,
    scripts: &mut Vec<(PathBuf, Option<usize>)>,
    read: &dyn Fn(&Path) -> (Assembly, String),
) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| !hidden_from_unity(&p.file_name().unwrap().to_string_lossy()))
        .collect();
    entries.sort();
    let asmdefs: Vec<&PathBuf> = entries
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "asmdef"))
        .collect();
    assert!(
        asmdefs.len() <= 1,
        "{}: two asmdefs in one folder",
        dir.display()
    );
    let owner = match asmdefs.first() {
        Some(asmdef) => {
            found.push(read(asmdef));
            Some(found.len() - 1)
        }
        None => owner,
    };
    for path in &entries {
        if path.is_dir() {
            walk(path, owner, found, scripts, read);
        } else if path.extension().is_some_and(|x| x == "cs") {
            scripts.push((path.clone(), owner));
        }
    }
}

/// An `.asmdef` and its `.meta`'s GUID, read as Unity `version` reads them: a field its asmdef loader
/// lacks (`facts`) is ignored there, as if at its default.
fn read_asmdef(path: &Path, facts: &Value, version: &str) -> (Assembly, String) {
    let mut def: Value = serde_json::from_slice(&fs::read(path).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    for field in def.as_object().unwrap().keys().cloned().collect::<Vec<_>>() {
        let member = format!("{ASMDEF_DATA}::{field}");
        if stubs::at(facts, "members", &member, version).is_none() {
            def.as_object_mut().unwrap().remove(&field);
        }
    }
    let strings = |field: &str| -> Vec<String> {
        def[field]
            .as_array()
            .into_iter()
            .flatten()
            .map(|v| v.as_str().expect("a string").to_owned())
            .collect()
    };
    let meta = fs::read_to_string(format!("{}.meta", path.display()))
        .unwrap_or_else(|e| panic!("{}.meta: {e}", path.display()));
    let guid = meta
        .lines()
        .find_map(|l| l.strip_prefix("guid: "))
        .expect("a guid")
        .trim()
        .to_owned();
    let include = strings("includePlatforms");
    let exclude = strings("excludePlatforms");
    let assembly = Assembly {
        name: def["name"].as_str().expect("a name").to_owned(),
        sources: Vec::new(),
        references: strings("references"),
        missing: Vec::new(),
        unsafe_code: def["allowUnsafeCode"] == true,
        engine: def["noEngineReferences"] != true,
        editor_only: include == ["Editor"],
        in_editor: (include.is_empty() || include.iter().any(|p| p == "Editor"))
            && !exclude.iter().any(|p| p == "Editor"),
        auto_referenced: def["autoReferenced"] != false,
        constraints: strings("defineConstraints"),
        version_defines: def["versionDefines"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|d| {
                (
                    d["name"].as_str().unwrap().to_owned(),
                    d["define"].as_str().unwrap().to_owned(),
                )
            })
            .collect(),
    };
    (assembly, guid)
}
