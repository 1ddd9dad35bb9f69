//! Generates the bindings of `src/ffi/` (its `types.rs` and `entry.rs`): the C header with cbindgen and the C# P/Invoke declarations
//! of the Unity package with csbindgen.
//!
//! Both are written to `OUT_DIR` on every build. The committed copies (`include/priests_devils.h` and
//! the package's `Runtime/NativeMethods.g.cs`) are refreshed only when their content differs, and never
//! when the `CI` environment variable is set: there the drift tests (`tests/generated.rs`) compare the
//! two and fail if a committed file is stale.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

fn main() {
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=cbindgen.toml");
    println!("cargo:rerun-if-env-changed=CI");

    let crate_dir =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!(
        "cargo:rustc-env=PD_SOURCE_DIGEST={}",
        source_digest(&crate_dir.join("src"))
    );

    let config = match cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")) {
        Ok(config) => config,
        Err(e) => panic!("cannot read cbindgen.toml: {e}"),
    };
    match cbindgen::Builder::new()
        .with_crate(&crate_dir)
        .with_config(config)
        .generate()
    {
        Ok(bindings) => {
            let generated = out_dir.join("priests_devils.h");
            bindings.write_to_file(&generated);
            sync(&generated, &crate_dir.join("include/priests_devils.h"));
        }
        // A source that does not parse: let rustc report the real error.
        Err(e) => println!("cargo:warning=cbindgen could not generate the header: {e}"),
    }

    let generated = out_dir.join("NativeMethods.g.cs");
    let result = csbindgen::Builder::default()
        .input_extern_file(crate_dir.join("src/ffi/types.rs"))
        .input_extern_file(crate_dir.join("src/ffi/entry.rs"))
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
        .always_included_types(["PdSide", "PdBoatSafety", "PdRowers"])
        .generate_csharp_file(&generated);
    match result {
        Ok(()) => sync(&generated, &crate_dir.join(CSHARP_BINDINGS)),
        Err(e) => println!("cargo:warning=csbindgen could not generate the C# bindings: {e}"),
    }
}

/// A digest of the library's sources (every `.rs` file under `src/` but the command-line tool's), with
/// line endings normalized. It is embedded in the library (see `pd_version` in `src/ffi/entry.rs`) so that
/// `scripts/build-plugins.sh --check` can tell whether a committed native binary was built from the current
/// sources.
fn source_digest(src: &Path) -> String {
    fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
        let entries = fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot list {dir:?}: {e}"));
        for entry in entries {
            let path = entry.expect("readable directory entry").path();
            if path.is_dir() {
                if path.file_name() != Some("bin".as_ref()) {
                    collect(&path, files);
                }
            } else if path.extension() == Some("rs".as_ref())
                && path.file_name() != Some("main.rs".as_ref())
            {
                files.push(path);
            }
        }
    }
    let mut files = Vec::new();
    collect(src, &mut files);
    files.sort();
    let mut hasher = Sha256::new();
    for file in files {
        let relative = file.strip_prefix(src).expect("under src/");
        let text =
            fs::read_to_string(&file).unwrap_or_else(|e| panic!("cannot read {file:?}: {e}"));
        hasher.update(relative.to_string_lossy().replace('\\', "/").as_bytes());
        hasher.update([0]);
        hasher.update(text.replace('\r', "").as_bytes());
        hasher.update([0]);
    }
    hasher
        .finalize()
        .iter()
        .take(8)
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Where the Unity package keeps the generated C# bindings.
const CSHARP_BINDINGS: &str =
    "unity-sample/Packages/com.priestsdevils.solver/Runtime/NativeMethods.g.cs";

/// Copies a generated file over its committed copy when they differ, unless running in CI.
fn sync(generated: &Path, committed: &Path) {
    if env::var_os("CI").is_some() {
        return;
    }
    let new = fs::read(generated).expect("generated file is readable");
    if fs::read(committed).ok().as_deref() == Some(new.as_slice()) {
        return;
    }
    if let Some(dir) = committed.parent() {
        fs::create_dir_all(dir).expect("can create the directory for generated files");
    }
    fs::write(committed, new).expect("can write the generated file");
}
