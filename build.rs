//! Generates the C header from `src/ffi.rs` with cbindgen.
//!
//! The header is written to `OUT_DIR` on every build. The committed copy in `include/` is refreshed
//! only when its content differs, and never when the `CI` environment variable is set: there the
//! drift test (`tests/generated.rs`) compares the two and fails if the committed file is stale.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=cbindgen.toml");
    println!("cargo:rerun-if-env-changed=CI");

    let crate_dir =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));

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
}

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
