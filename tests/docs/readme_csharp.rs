//! Every C# block of both package READMEs compiles against the package, with `mcs` (Mono's compiler,
//! the one the C# tests use): a block that is a whole file (it has a `using`, a `namespace` or a type at
//! its top level) as it stands, a fragment inside a method of a class with the usings a game's script
//! has. Each block is compiled on its own, against the package's runtime and the tests' UnityEngine
//! stand-in (`tests/csharp/UnityEngineStandIn*.cs`), with warnings as errors: an example that calls an
//! instance member as static (CS0120) or names what the API no longer has fails here.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support::{package, root, run, scratch};

/// The package READMEs whose C# blocks must compile.
const READMES: [&str; 2] = ["README.md", "README.zh-CN.md"];

/// The usings a fragment is compiled with: those of a game's script.
const USINGS: &str =
    "using System;\nusing System.Collections.Generic;\nusing PriestsDevils;\nusing UnityEngine;\n";

/// The ```csharp blocks of a Markdown text, each with the line its fence opens on.
fn csharp_blocks(markdown: &str) -> Vec<(usize, String)> {
    let mut blocks = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (n, line) in markdown.lines().enumerate() {
        match current.as_mut() {
            None if line.trim_end() == "```csharp" || line.trim_end() == "```cs" => {
                current = Some((n + 1, String::new()));
            }
            None => {}
            Some(_) if line.trim_end() == "```" => blocks.push(current.take().expect("open")),
            Some((_, text)) => {
                text.push_str(line);
                text.push('\n');
            }
        }
    }
    assert!(current.is_none(), "a ```csharp block is not closed");
    blocks
}

/// Whether a block is a whole file rather than a fragment: a line at its top level (no indentation)
/// that starts a `using`, a `namespace` or a type.
fn is_file(block: &str) -> bool {
    block.lines().any(|l| {
        [
            "using ",
            "namespace ",
            "public class ",
            "class ",
            "public static class ",
            "public struct ",
        ]
        .iter()
        .any(|start| l.starts_with(start))
    })
}

/// The source `mcs` compiles for block `n`: the block itself, or a fragment (statements) inside a
/// method, whose locals may go unused.
fn source(block: &str, n: usize) -> String {
    if is_file(block) {
        block.to_owned()
    } else {
        // A fragment's locals are there to show a value, not to be used: unused ones are not errors.
        format!(
            "{USINGS}#pragma warning disable 0168, 0219\npublic class ReadmeFragment{n}\n{{\n    \
             public void Run()\n    {{\n{block}    }}\n}}\n"
        )
    }
}

/// The package's runtime and the UnityEngine stand-in, compiled once into `dir`: the references every
/// block is compiled against.
fn references(dir: &Path) -> [PathBuf; 2] {
    let engine = dir.join("UnityEngine.dll");
    let mut stand_in = Command::new("mcs");
    stand_in
        .args(["-target:library", "-nologo", "-nowarn:0618"])
        .arg(format!("-out:{}", engine.display()));
    for name in [
        "UnityEngineStandIn.cs",
        "UnityEngineStandIn.Rendering.cs",
        "UnityEngineStandIn.Input.cs",
    ] {
        stand_in.arg(root().join("tests/csharp").join(name));
    }
    run(&mut stand_in);
    let runtime = dir.join("PriestsDevils.Solver.dll");
    let mut package_cmd = Command::new("mcs");
    package_cmd
        .args(["-target:library", "-unsafe", "-nologo"])
        .arg(format!("-r:{}", engine.display()))
        .arg(format!("-out:{}", runtime.display()));
    for file in cs_files(&package().join("Runtime")) {
        package_cmd.arg(file);
    }
    run(&mut package_cmd);
    [engine, runtime]
}

/// Every `.cs` file below `dir`, sorted.
fn cs_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            out.extend(cs_files(&path));
        } else if path.extension().is_some_and(|e| e == "cs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// Compiles `source` as a library against `refs`; returns whether it compiled and mcs's output.
fn compile(source: &str, file: &Path, refs: &[PathBuf]) -> (bool, String) {
    fs::write(file, source).expect("write the block");
    let mut cmd = Command::new("mcs");
    cmd.args(["-target:library", "-warnaserror", "-nologo"])
        .arg(format!("-out:{}", file.with_extension("dll").display()));
    for r in refs {
        cmd.arg(format!("-r:{}", r.display()));
    }
    let out = cmd.arg(file).output().expect("run mcs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

#[test]
fn the_readmes_have_the_swap_s_three_shapes_in_csharp() {
    for readme in READMES {
        let text = fs::read_to_string(package().join(readme)).expect(readme);
        let blocks = csharp_blocks(&text);
        assert!(blocks.len() >= 4, "{readme}: {} C# blocks", blocks.len());
        for call in [
            "TryGetNextState",
            "TryGetNextMove",
            "TryGetPlan",
            "Rules.Classic.Start",
        ] {
            assert!(
                blocks.iter().any(|(_, b)| b.contains(call)),
                "{readme}: no C# block calls {call}"
            );
        }
    }
    assert!(is_file("using PriestsDevils;\n") && !is_file("    var s = Rules.Classic.Start;\n"));
    assert!(source("var s = Rules.Classic.Start;\n", 3).contains("class ReadmeFragment3"));
}

#[test]
#[ignore = "needs Mono (mcs): scripts/test.sh installs it and runs this test"]
fn every_csharp_block_of_the_package_readmes_compiles() {
    let dir = scratch("every_csharp_block_of_the_package_readmes_compiles");
    let refs = references(&dir);
    // The check can fail: the static call students wrote from the old prose is refused.
    let (ok, out) = compile(
        &source("var s = Rules.StateWith(Side.Far, 3, 3, Side.Far);\n", 0),
        &dir.join("Trap.cs"),
        &refs,
    );
    assert!(
        !ok && out.contains("CS0120"),
        "a static call of an instance member compiled:\n{out}"
    );
    let mut failures = Vec::new();
    let mut compiled = 0;
    for (r, readme) in READMES.iter().enumerate() {
        let text = fs::read_to_string(package().join(readme)).expect(readme);
        for (line, block) in csharp_blocks(&text) {
            let file = dir.join(format!("Readme{r}Line{line}.cs"));
            let (ok, out) = compile(&source(&block, line), &file, &refs);
            if ok {
                compiled += 1;
            } else {
                failures.push(format!("{readme}:{line}:\n{out}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "C# blocks that do not compile:\n{}",
        failures.join("\n")
    );
    assert!(compiled >= 8, "{compiled} blocks compiled");
}
