//! Embeds the source digest, and nothing else: `PD_SOURCE_DIGEST`, a digest of the library's sources, is
//! compiled into the build stamp (see `BUILD_STAMP` in `src/ffi/entry.rs`), where
//! `scripts/build-plugins.sh --check` and `scripts/plugins/manifest.py` read it to tell whether a
//! committed native binary was built from the current sources.
//!
//! The digest comes from the environment: `scripts/build-plugins.sh` (every native binary, and its
//! `--check`) and `scripts/test.sh` set `PD_SOURCE_DIGEST` to `scripts/plugins/source-digest.sh`'s
//! output (sha256sum over `src/`). A plain `cargo build`, which has none, gets [`UNSTAMPED`]: no
//! sources give that digest, so `manifest.py --check` never takes such a binary for one built from any
//! sources, and says how to stamp it. The script writes nothing outside `OUT_DIR`; the generated header,
//! C# and JavaScript files are a contributor's step, `cargo xtask generate` (CONTRIBUTING.md, "Generated
//! files").

use std::env;

/// The digest of a build that was not given one (16 zeros, the shape of a real digest).
pub const UNSTAMPED: &str = "0000000000000000";

fn main() {
    println!("cargo:rerun-if-env-changed=PD_SOURCE_DIGEST");
    let digest = match env::var("PD_SOURCE_DIGEST") {
        Err(_) => UNSTAMPED.to_owned(),
        Ok(d) if d.len() == 16 && d.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) => d,
        Ok(d) => panic!(
            "PD_SOURCE_DIGEST is {d:?}: 16 lowercase hex digits, scripts/plugins/source-digest.sh's output"
        ),
    };
    println!("cargo:rustc-env=PD_SOURCE_DIGEST={digest}");
}
