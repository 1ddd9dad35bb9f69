//! Runs the generators on the sources and compares or writes their output.

use std::fs;
use std::path::Path;

use crate::{
    blocks, csharp, javascript, layouts, levels, platforms, puzzles, status_text, strings,
    unity_tables, variants, words,
};

/// The C header.
pub const HEADER: &str = "include/priests_devils.h";

/// The Unity package's P/Invoke declarations.
pub const CSHARP_BINDINGS: &str =
    "unity-sample/Packages/com.priestsdevils.solver/Runtime/NativeMethods.g.cs";

/// The Unity package's public enums.
pub const CSHARP_ENUMS: &str = "unity-sample/Packages/com.priestsdevils.solver/Runtime/Enums.g.cs";

/// The web page's enums.
pub const JAVASCRIPT_ENUMS: &str = "web/enums.g.js";

/// The files of `src/ffi/` that csbindgen reads: the types and every entry point.
const FFI_SOURCES: [&str; 7] = [
    "src/ffi/types.rs",
    "src/ffi/entry.rs",
    "src/ffi/levels.rs",
    "src/ffi/describe.rs",
    "src/ffi/puzzle_types.rs",
    "src/ffi/puzzle.rs",
    "src/ffi/puzzle_words.rs",
];

/// One generated file: where it is committed, relative to the repository root, and its content.
pub struct Generated {
    /// The committed file's path.
    pub path: String,
    /// What the sources generate.
    pub text: String,
}

/// Every generated file, from the sources of the repository at `root`.
pub fn all(root: &Path) -> Result<Vec<Generated>, String> {
    let header = header(root)?;
    let scratch =
        tempfile::tempdir().map_err(|e| format!("cannot make a temporary folder: {e}"))?;
    let bindings = csharp_bindings(root, &scratch.path().join("NativeMethods.g.cs"))?;
    let enums = csharp_enums(
        root,
        &javascript::header_enums(&header),
        &scratch.path().join("Enums.g.cs"),
    )?;
    let mut files = vec![
        generated(JAVASCRIPT_ENUMS, javascript::enums(&header)?),
        generated(layouts::PATH, layouts::javascript(&header)?),
        generated(HEADER, header),
        generated(CSHARP_BINDINGS, bindings),
        generated(CSHARP_ENUMS, enums),
    ];
    let texts = strings::read(root)?;
    for (language, texts) in strings::LANGUAGES.iter().zip(&texts) {
        files.push(generated(
            &strings::csharp_path(language),
            strings::csharp(language, texts),
        ));
    }
    files.push(generated(status_text::CSHARP, status_text::csharp(&texts)));
    files.push(generated(
        strings::JAVASCRIPT_STRINGS,
        strings::javascript(&texts),
    ));
    let levels = levels::read(root)?;
    files.push(generated(
        levels::ASSET,
        levels::asset(&levels, &levels::level_set_guid(root)?),
    ));
    files.push(generated(
        levels::CSHARP_TESTS,
        levels::csharp_tests(&levels),
    ));
    files.push(generated(
        levels::JAVASCRIPT_LEVELS,
        levels::javascript(&levels),
    ));
    files.push(generated(levels::RUST_LEVELS, levels::rust(&levels)));
    let puzzle_files = puzzles::read(root)?;
    files.push(generated(puzzles::CSHARP, puzzles::csharp(&puzzle_files)));
    files.push(generated(
        puzzles::JAVASCRIPT_PUZZLES,
        puzzles::javascript(&puzzle_files),
    ));
    files.push(generated(variants::CSHARP_WORDS, variants::csharp_words()));
    files.push(generated(variants::CSHARP_NAMES, variants::csharp_names()));
    files.push(generated(platforms::CSHARP, platforms::csharp(root)?));
    // The generated blocks of the documents, each document once.
    let chinese = |key: &str| {
        texts[1]
            .page()
            .find(|(k, _)| k == key)
            .map(|(_, text)| text.clone())
    };
    let mut documents = unity_tables::blocks(root)?;
    documents.extend(variants::blocks(&chinese)?);
    for (path, text) in blocks::documents(root, documents)? {
        files.push(generated(&path, text));
    }
    files.push(generated(words::RUST_WORDS, words::rust(root)?));
    Ok(files)
}

fn generated(path: &str, text: String) -> Generated {
    Generated {
        path: path.to_owned(),
        text,
    }
}

/// The C header, by cbindgen as `cbindgen.toml` configures it.
fn header(root: &Path) -> Result<String, String> {
    let config = cbindgen::Config::from_file(root.join("cbindgen.toml"))
        .map_err(|e| format!("cannot read cbindgen.toml: {e}"))?;
    let bindings = cbindgen::Builder::new()
        .with_crate(root)
        .with_config(config)
        .generate()
        .map_err(|e| format!("cbindgen could not generate the header: {e}"))?;
    let mut header = Vec::new();
    bindings.write(&mut header);
    String::from_utf8(header).map_err(|e| format!("the header is not UTF-8: {e}"))
}

/// The P/Invoke declarations: every `pd_` function and constant, and every type they name, internal to
/// the package.
fn csharp_bindings(root: &Path, out: &Path) -> Result<String, String> {
    let mut builder = csbindgen::Builder::default();
    for file in FFI_SOURCES {
        builder = builder.input_extern_file(root.join(file));
    }
    builder
        .csharp_namespace("PriestsDevils")
        .csharp_class_name("NativeMethods")
        .csharp_class_accessibility("internal")
        .csharp_dll_name("priests_devils")
        // iOS and WebGL link the static library into the player: its symbols live in the main program.
        .csharp_dll_name_if("(UNITY_IOS || UNITY_WEBGL) && !UNITY_EDITOR", "__Internal")
        // Unity's C# has neither `delegate* unmanaged` nor `nint`.
        .csharp_use_function_pointer(false)
        .csharp_use_nint_types(false)
        .csharp_generate_const_filter(|name| name.starts_with("PD_"))
        .always_included_types(["PdSide", "PdBoatSafety", "PdRowers", "PdLanguage"])
        .generate_csharp_file(out)
        .map_err(|e| format!("csbindgen could not generate the C# bindings: {e}"))?;
    fs::read_to_string(out).map_err(|e| format!("cannot read csbindgen's output: {e}"))
}

/// The package's public enums: one for each of the header's (`names`, such as `PdStatus`), from the same
/// Rust enum, without the C prefix, annotated by [`csharp::NOTES`]. No methods or constants, so csbindgen
/// writes no class.
fn csharp_enums(root: &Path, names: &[String], out: &Path) -> Result<String, String> {
    csbindgen::Builder::default()
        .input_extern_file(root.join("src/ffi/types.rs"))
        .input_extern_file(root.join("src/ffi/describe.rs"))
        .input_extern_file(root.join("src/ffi/puzzle_types.rs"))
        .csharp_namespace("PriestsDevils")
        .csharp_class_accessibility("public")
        .method_filter(|_| false)
        .csharp_type_rename(|name| name.trim_start_matches("Pd").to_owned())
        .always_included_types(names)
        .generate_csharp_file(out)
        .map_err(|e| format!("csbindgen could not generate the C# enums: {e}"))?;
    let generated =
        fs::read_to_string(out).map_err(|e| format!("cannot read csbindgen's output: {e}"))?;
    csharp::annotate(&generated, csharp::NOTES)
}

/// The files of `files` whose committed copy under `root` differs from the generated one, each with what
/// differs: the first line that does, or that the file is missing.
pub fn stale<'a>(root: &Path, files: &'a [Generated]) -> Vec<(&'a str, String)> {
    files
        .iter()
        .filter_map(|file| {
            let difference = match fs::read_to_string(root.join(&file.path)) {
                Err(e) => format!("cannot be read ({e})"),
                Ok(committed) if committed == file.text => return None,
                Ok(committed) => first_difference(&committed, &file.text),
            };
            Some((file.path.as_str(), difference))
        })
        .collect()
}

/// Where `committed` and `generated`, which differ, part.
fn first_difference(committed: &str, generated: &str) -> String {
    let mut committed_lines = committed.lines();
    let mut generated_lines = generated.lines();
    for number in 1.. {
        match (committed_lines.next(), generated_lines.next()) {
            (Some(c), Some(g)) if c == g => continue,
            (Some(c), Some(g)) => {
                return format!("line {number} differs: committed `{c}`, generated `{g}`")
            }
            (Some(_), None) => return format!("the committed file has more lines (from {number})"),
            (None, Some(_)) => return format!("the generated file has more lines (from {number})"),
            (None, None) => break,
        }
    }
    "the files differ in line endings".to_owned()
}

/// Writes the files of `files` whose committed copy under `root` differs (only those, so that the others
/// keep their modification time); returns their paths.
pub fn write<'a>(root: &Path, files: &'a [Generated]) -> Result<Vec<&'a str>, String> {
    let mut written = Vec::new();
    for (path, _) in stale(root, files) {
        let file = files.iter().find(|f| f.path == path).expect("one of files");
        fs::write(root.join(path), &file.text).map_err(|e| format!("cannot write {path}: {e}"))?;
        written.push(path);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files() -> Vec<Generated> {
        vec![
            Generated {
                path: "same.txt".to_owned(),
                text: "one\ntwo\n".to_owned(),
            },
            Generated {
                path: "changed.txt".to_owned(),
                text: "one\nthree\n".to_owned(),
            },
            Generated {
                path: "longer.txt".to_owned(),
                text: "one\ntwo\n".to_owned(),
            },
            Generated {
                path: "missing.txt".to_owned(),
                text: "one\n".to_owned(),
            },
        ]
    }

    fn committed() -> tempfile::TempDir {
        let dir = tempfile::tempdir().expect("a temporary folder");
        fs::write(dir.path().join("same.txt"), "one\ntwo\n").expect("writable");
        fs::write(dir.path().join("changed.txt"), "one\ntwo\n").expect("writable");
        fs::write(dir.path().join("longer.txt"), "one\ntwo\nthree\n").expect("writable");
        dir
    }

    #[test]
    fn check_names_every_file_that_differs_and_where() {
        let dir = committed();
        let files = files();
        let stale = stale(dir.path(), &files);
        let names: Vec<&str> = stale.iter().map(|(path, _)| *path).collect();
        assert_eq!(names, ["changed.txt", "longer.txt", "missing.txt"]);
        assert_eq!(
            stale[0].1,
            "line 2 differs: committed `two`, generated `three`"
        );
        assert_eq!(stale[1].1, "the committed file has more lines (from 3)");
        assert!(stale[2].1.starts_with("cannot be read"), "{}", stale[2].1);
    }

    #[test]
    fn a_line_ending_is_a_difference() {
        assert_eq!(
            first_difference("one\r\ntwo\r\n", "one\ntwo\n"),
            "the files differ in line endings"
        );
    }

    #[test]
    fn write_rewrites_what_differs_and_then_nothing_is_stale() {
        let dir = committed();
        let files = files();
        let written = write(dir.path(), &files).expect("writable");
        assert_eq!(written, ["changed.txt", "longer.txt", "missing.txt"]);
        assert!(stale(dir.path(), &files).is_empty());
        let on_disk = fs::read_to_string(dir.path().join("longer.txt")).expect("written");
        assert_eq!(on_disk, "one\ntwo\n");
        assert!(write(dir.path(), &files).expect("writable").is_empty());
    }
}
