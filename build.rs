//! Embeds the source digest, and nothing else: `PD_SOURCE_DIGEST`, a digest of the library's sources, is
//! compiled into the build stamp (see `BUILD_STAMP` in `src/ffi/entry.rs`), where
//! `scripts/build-plugins.sh --check` and `scripts/plugins/manifest.py` read it to tell whether a
//! committed native binary was built from the current sources.
//!
//! The script has no dependencies (it carries its own SHA-256), and it writes nothing outside `OUT_DIR`:
//! the generated header, C# and JavaScript files are a contributor's step, `cargo xtask generate`
//! (CONTRIBUTING.md, "Generated files"). `tests/abi/source_digest.rs` includes this file as a module and
//! tests both functions.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-changed=src");
    let crate_dir =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    println!(
        "cargo:rustc-env=PD_SOURCE_DIGEST={}",
        source_digest(&crate_dir.join("src"))
    );
}

/// A digest of the library's sources (every `.rs` file under `src/` but the command-line tool's, in the
/// order of their sorted paths), with line endings normalized: the first 8 bytes, in hex, of the SHA-256
/// of each file's path relative to `src/` (with `/` separators), a NUL, its text without `\r`, a NUL.
pub fn source_digest(src: &Path) -> String {
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
    // `Path`'s order compares components, not bytes: `ffi/types.rs` sorts before `ffi.rs`.
    files.sort();
    let mut message = Vec::new();
    for file in files {
        let relative = file.strip_prefix(src).expect("under src/");
        let text =
            fs::read_to_string(&file).unwrap_or_else(|e| panic!("cannot read {file:?}: {e}"));
        message.extend_from_slice(relative.to_string_lossy().replace('\\', "/").as_bytes());
        message.push(0);
        message.extend_from_slice(text.replace('\r', "").as_bytes());
        message.push(0);
    }
    sha256(&message)
        .iter()
        .take(8)
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// SHA-256 (FIPS 180-4) of `message`.
pub fn sha256(message: &[u8]) -> [u8; 32] {
    const K: [u32; 64] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
        0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
        0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
        0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
        0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
        0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
        0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
        0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
        0xc67178f2,
    ];
    let mut h: [u32; 8] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab,
        0x5be0cd19,
    ];
    // The padded message: a 1 bit, zeros up to 56 bytes modulo 64, the length in bits (big-endian).
    let mut padded = message.to_vec();
    padded.push(0x80);
    padded.resize((padded.len() + 8).next_multiple_of(64), 0);
    let length = padded.len();
    padded[length - 8..].copy_from_slice(&((message.len() as u64) * 8).to_be_bytes());
    for block in padded.chunks_exact(64) {
        let mut w = [0u32; 64];
        for (word, bytes) in w.iter_mut().zip(block.chunks_exact(4)) {
            *word = u32::from_be_bytes(bytes.try_into().expect("4 bytes"));
        }
        for i in 16..64 {
            let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
            let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16]
                .wrapping_add(s0)
                .wrapping_add(w[i - 7])
                .wrapping_add(s1);
        }
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut hh] = h;
        for i in 0..64 {
            let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
            let choice = (e & f) ^ (!e & g);
            let t1 = hh
                .wrapping_add(s1)
                .wrapping_add(choice)
                .wrapping_add(K[i])
                .wrapping_add(w[i]);
            let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
            let majority = (a & b) ^ (a & c) ^ (b & c);
            let t2 = s0.wrapping_add(majority);
            hh = g;
            g = f;
            f = e;
            e = d.wrapping_add(t1);
            d = c;
            c = b;
            b = a;
            a = t1.wrapping_add(t2);
        }
        for (state, value) in h.iter_mut().zip([a, b, c, d, e, f, g, hh]) {
            *state = state.wrapping_add(value);
        }
    }
    let mut digest = [0u8; 32];
    for (bytes, word) in digest.chunks_exact_mut(4).zip(h) {
        bytes.copy_from_slice(&word.to_be_bytes());
    }
    digest
}
