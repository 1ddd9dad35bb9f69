//! Generated blocks inside hand-written documents: the text between `<!-- generated: NAME … -->` and
//! `<!-- end generated: NAME -->` is written by `cargo xtask generate` from a single source (the Unity
//! versions' tables from `unity-versions.toml`, [`crate::unity_tables`]; the rule variants' values from the
//! library, [`crate::variants`]), the rest of the document by its writer.

use std::fs;
use std::path::Path;

/// `text` with the block `name` holding `content` (which ends with a newline, or is inline when the
/// markers share a line); fails, naming `document`, when the block's markers are missing.
pub fn splice(document: &str, text: &str, name: &str, content: &str) -> Result<String, String> {
    let start = format!("<!-- generated: {name} ");
    let end = format!("<!-- end generated: {name} -->");
    let missing = || {
        format!(
            "{document}: no block {name} (`{start}… -->` … `{end}`) for `cargo xtask generate` to fill"
        )
    };
    let open = text.find(&start).ok_or_else(missing)?;
    let after_open = open + text[open..].find("-->").ok_or_else(missing)? + "-->".len();
    let close = after_open + text[after_open..].find(&end).ok_or_else(missing)?;
    // A block on lines of its own starts after its marker's line.
    let inner_start = if content.ends_with('\n') && text[after_open..].starts_with('\n') {
        after_open + 1
    } else {
        after_open
    };
    Ok(format!(
        "{}{content}{}",
        &text[..inner_start],
        &text[close..]
    ))
}

/// A document's path and the blocks a generator fills in it: (name, content).
pub type Blocks = (String, Vec<(&'static str, String)>);

/// Every document of `all` (below `root`) with its blocks filled in, each document once however many
/// generators fill it: (path, text), in the order first named.
pub fn documents(root: &Path, all: Vec<Blocks>) -> Result<Vec<(String, String)>, String> {
    let mut merged: Vec<Blocks> = Vec::new();
    for (path, blocks) in all {
        match merged.iter_mut().find(|(p, _)| *p == path) {
            Some((_, existing)) => existing.extend(blocks),
            None => merged.push((path, blocks)),
        }
    }
    merged
        .into_iter()
        .map(|(path, blocks)| Ok((path.clone(), fill(root, &path, &blocks)?)))
        .collect()
}

/// `document` (below `root`) with each of `blocks` (name, content) filled in.
pub fn fill(root: &Path, document: &str, blocks: &[(&str, String)]) -> Result<String, String> {
    let mut text = fs::read_to_string(root.join(document))
        .map_err(|e| format!("cannot read {document}: {e}"))?;
    for (name, content) in blocks {
        text = splice(document, &text, name, content)?;
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_is_replaced_and_the_rest_kept() {
        let text = "a\n<!-- generated: t (from x) -->\nold\n<!-- end generated: t -->\nb\n";
        let out = splice("d.md", text, "t", "new\n").unwrap();
        assert_eq!(
            out,
            "a\n<!-- generated: t (from x) -->\nnew\n<!-- end generated: t -->\nb\n"
        );
        assert_eq!(splice("d.md", &out, "t", "new\n").unwrap(), out);
        let inline = "x <!-- generated: v -->old<!-- end generated: v --> y";
        assert_eq!(
            splice("d.md", inline, "v", "`a|b`").unwrap(),
            "x <!-- generated: v -->`a|b`<!-- end generated: v --> y"
        );
        let missing = splice("d.md", "no block", "t", "new\n").unwrap_err();
        assert!(missing.starts_with("d.md: no block t"), "{missing}");
    }
}
