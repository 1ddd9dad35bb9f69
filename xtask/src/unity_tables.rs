//! The Unity versions' tables of the documents, from `unity-versions.toml` (each `[[unity]]` row, oldest
//! first) and the release in the package's `package.json`: both package READMEs' (what works, how to
//! install it, what WebGL links) and `docs/unity.md`'s and its twin's (tiers, C#, install, WebGL, the
//! Editor in CI). A new Unity version is its row in the toml, then `cargo xtask generate`.

use std::fs;
use std::path::Path;

use crate::blocks;

/// The package's folder.
const PACKAGE: &str = "unity-sample/Packages/com.priestsdevils.solver";

/// The block's name in each document.
const BLOCK: &str = "unity-versions";

/// One row of `unity-versions.toml`, as the tables read it.
struct Version {
    version: String,
    tools: bool,
    csharp: String,
    install: String,
    webgl: String,
    editor: Option<String>,
    /// `beta` or `alpha` for a version with no final release yet, which CI's Editors do not run.
    preview: Option<String>,
}

/// One document's words: the table's head, and each value's cell.
struct Words {
    path: &'static str,
    head: &'static str,
    /// The runtime alone, the runtime and the tools.
    tiers: [&'static str; 2],
    /// The runtime archive's and the package's installs; `{r}` is the release.
    install: [&'static str; 2],
    /// `none` the first time, `none` again (`{v}` the first such version), `untried`, `default`, `both`.
    webgl: [&'static str; 5],
    /// Whether the table has the C# and Editor in CI columns.
    full: bool,
    /// The Editor cell of a version CI does not run.
    no_editor: &'static str,
    /// What a preview's tiers cell adds (the README tables) or its Editor cell says (the full tables);
    /// `{p}` is `beta` or `alpha`.
    preview: &'static str,
}

const DOCUMENTS: [Words; 4] = [
    Words {
        path: "unity-sample/Packages/com.priestsdevils.solver/README.md",
        head: "| Unity | what works | install | WebGL |\n| --- | --- | --- | --- |\n",
        tiers: ["the runtime", "the runtime and the tools"],
        install: [
            "`PriestsDevils-Runtime-{r}.unitypackage`",
            "`com.priestsdevils.solver-{r}.tgz`, `PriestsDevils-{r}.unitypackage` or a local path",
        ],
        webgl: [
            "cannot link: this Unity's WebGL uses the old fastcomp emscripten, which cannot link the archive",
            "cannot link: fastcomp emscripten, as in {v}",
            "not tried: the LLVM emscripten (2.0.19) Unity uses from about 2021.2 on should link it with the default settings",
            "the default settings",
            "*WebAssembly 2023* on or off",
        ],
        full: false,
        no_editor: "",
        preview: " ({p}: checked against its API only)",
    },
    Words {
        path: "unity-sample/Packages/com.priestsdevils.solver/README.zh-CN.md",
        head: "| Unity | 能用什么 | 安装 | WebGL |\n| --- | --- | --- | --- |\n",
        tiers: ["运行时", "运行时和工具"],
        install: [
            "`PriestsDevils-Runtime-{r}.unitypackage`",
            "`com.priestsdevils.solver-{r}.tgz`、`PriestsDevils-{r}.unitypackage` 或本地路径",
        ],
        webgl: [
            "无法链接：这个 Unity 的 WebGL 使用旧的 fastcomp emscripten，它无法链接这个静态库",
            "无法链接：fastcomp emscripten，与 {v} 相同",
            "没有试过：Unity 大约从 2021.2 起使用的 LLVM emscripten（2.0.19）应当能用默认设置链接它",
            "默认设置",
            "*WebAssembly 2023* 打开或关闭都可以",
        ],
        full: false,
        no_editor: "",
        preview: "（{p}：只对照它的 API 检查过）",
    },
    Words {
        path: "docs/unity.md",
        head: "| Unity | tiers | C# | install | WebGL | Editor in CI |\n| --- | --- | --- | --- | --- | --- |\n",
        tiers: ["runtime", "runtime, tools"],
        install: ["runtime `.unitypackage`", "tarball, `.unitypackage`, local path"],
        webgl: [
            "cannot link (fastcomp emscripten)",
            "cannot link (fastcomp emscripten)",
            "not tried (emscripten 2.0.19)",
            "default settings",
            "WebAssembly 2023 on and off",
        ],
        full: true,
        no_editor: "none",
        preview: "none ({p} preview)",
    },
    Words {
        path: "docs/unity.zh-CN.md",
        head: "| Unity | 层 | C# | 安装 | WebGL | CI 中的编辑器 |\n| --- | --- | --- | --- | --- | --- |\n",
        tiers: ["运行时", "运行时和工具"],
        install: ["运行时 `.unitypackage`", "tarball、`.unitypackage`、本地路径"],
        webgl: [
            "无法链接（fastcomp emscripten）",
            "无法链接（fastcomp emscripten）",
            "没有试过（emscripten 2.0.19）",
            "默认设置",
            "*WebAssembly 2023* 打开或关闭",
        ],
        full: true,
        no_editor: "无",
        preview: "无（{p} 预览版）",
    },
];

/// The rows of `unity-versions.toml`; fails naming the row and field that is missing or unknown.
fn versions(root: &Path) -> Result<Vec<Version>, String> {
    let name = "unity-versions.toml";
    let text =
        fs::read_to_string(root.join(name)).map_err(|e| format!("cannot read {name}: {e}"))?;
    let table: toml::Table = text.parse().map_err(|e| format!("{name}: {e}"))?;
    let rows = table
        .get("unity")
        .and_then(|u| u.as_array())
        .ok_or_else(|| format!("{name}: no [[unity]] rows"))?;
    rows.iter()
        .map(|row| {
            let field = |key: &str| -> Result<String, String> {
                row.get(key)
                    .and_then(|v| v.as_str())
                    .map(str::to_owned)
                    .ok_or_else(|| format!("{name}: a [[unity]] row lacks {key}"))
            };
            let tiers = row
                .get("tiers")
                .and_then(|t| t.as_array())
                .ok_or_else(|| format!("{name}: a [[unity]] row lacks tiers"))?;
            Ok(Version {
                version: field("version")?,
                tools: tiers.iter().any(|t| t.as_str() == Some("tools")),
                csharp: field("csharp")?,
                install: field("install")?,
                webgl: field("webgl")?,
                editor: field("editor").ok(),
                preview: field("preview").ok(),
            })
        })
        .collect()
}

/// The release the package's `package.json` names.
fn release(root: &Path) -> Result<String, String> {
    let name = format!("{PACKAGE}/package.json");
    let text =
        fs::read_to_string(root.join(&name)).map_err(|e| format!("cannot read {name}: {e}"))?;
    let json: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{name}: {e}"))?;
    json["version"]
        .as_str()
        .map(str::to_owned)
        .ok_or_else(|| format!("{name}: no version"))
}

/// `words`' table of `versions` for `release`.
fn table(words: &Words, versions: &[Version], release: &str) -> Result<String, String> {
    let mut out = String::from(words.head);
    let mut first_none: Option<&str> = None;
    for v in versions {
        let install = match v.install.as_str() {
            "runtime-unitypackage" => words.install[0],
            "package" => words.install[1],
            other => {
                return Err(format!(
                    "unity-versions.toml {}: install {other}",
                    v.version
                ))
            }
        };
        let webgl = match (v.webgl.as_str(), first_none) {
            ("none", None) => words.webgl[0].to_owned(),
            ("none", Some(first)) => words.webgl[1].replace("{v}", first),
            ("untried", _) => words.webgl[2].to_owned(),
            ("default", _) => words.webgl[3].to_owned(),
            ("both", _) => words.webgl[4].to_owned(),
            (other, _) => return Err(format!("unity-versions.toml {}: webgl {other}", v.version)),
        };
        if v.webgl == "none" && first_none.is_none() {
            first_none = Some(&v.version);
        }
        let preview = v
            .preview
            .as_deref()
            .map(|p| words.preview.replace("{p}", p));
        let mut tiers = words.tiers[usize::from(v.tools)].to_owned();
        let install = install.replace("{r}", release);
        let row = if words.full {
            let editor = match (&v.editor, &preview) {
                (Some(editor), _) => editor.clone(),
                (None, Some(preview)) => preview.clone(),
                (None, None) => words.no_editor.to_owned(),
            };
            format!(
                "| {} | {tiers} | {} | {install} | {webgl} | {editor} |\n",
                v.version, v.csharp
            )
        } else {
            if let Some(preview) = &preview {
                tiers.push_str(preview);
            }
            format!("| {} | {tiers} | {install} | {webgl} |\n", v.version)
        };
        out.push_str(&row);
    }
    Ok(out)
}

/// Each document's version table, as its block.
pub fn blocks(root: &Path) -> Result<Vec<blocks::Blocks>, String> {
    let versions = versions(root)?;
    let release = release(root)?;
    DOCUMENTS
        .iter()
        .map(|words| {
            let table = table(words, &versions, &release)?;
            Ok((words.path.to_owned(), vec![(BLOCK, table)]))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_version_has_its_row_in_every_document() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let versions = versions(root).unwrap();
        for (path, blocks) in blocks(root).unwrap() {
            let text = &blocks[0].1;
            for v in &versions {
                assert!(
                    text.contains(&format!("\n| {} | ", v.version)),
                    "{path}: {}",
                    v.version
                );
            }
        }
    }
}
