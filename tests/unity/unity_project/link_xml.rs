//! What the sample's `link.xml` must keep: the `UnityEngine` components its scripts create, read from
//! their sources, and the types a `link.xml` preserves; and the tests that the sample's `link.xml` keeps them
//! (part of `tests/unity/unity_project.rs`).

use std::fs;

use super::{walk, SAMPLE};
use crate::support::package;

/// The engine components `GameObject.CreatePrimitive` adds for each `PrimitiveType` (Unity Manual,
/// "Primitive and placeholder objects"): a `MeshFilter`, a `MeshRenderer` and the primitive's collider.
fn primitive_components(primitive: &str) -> &'static [&'static str] {
    match primitive {
        "Cube" => &["MeshFilter", "MeshRenderer", "BoxCollider"],
        "Sphere" => &["MeshFilter", "MeshRenderer", "SphereCollider"],
        "Capsule" | "Cylinder" => &["MeshFilter", "MeshRenderer", "CapsuleCollider"],
        "Plane" | "Quad" => &["MeshFilter", "MeshRenderer", "MeshCollider"],
        other => panic!("unknown PrimitiveType.{other}"),
    }
}

/// The identifiers that follow `prefix` in `text` (`PrimitiveType.` gives `Cube`, `AddComponent<` gives
/// the component's type).
fn names_after<'a>(text: &'a str, prefix: &str) -> Vec<&'a str> {
    text.match_indices(prefix)
        .map(|(at, _)| {
            let rest = &text[at + prefix.len()..];
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
                .unwrap_or(rest.len());
            &rest[..end]
        })
        .collect()
}

/// The `UnityEngine` component types the scripts `sources` create: those of every primitive they name and
/// those they add with `AddComponent<T>` that they do not declare themselves (a script's own types are
/// referenced by the call, which keeps them). Sorted, without repeats.
pub fn created_engine_components(sources: &str) -> Vec<String> {
    let mut types: Vec<String> = names_after(sources, "PrimitiveType.")
        .into_iter()
        .flat_map(|p| primitive_components(p).iter().map(|t| t.to_string()))
        .collect();
    for added in names_after(sources, "AddComponent<") {
        let name = added.rsplit('.').next().unwrap();
        if !sources.contains(&format!("class {name} ")) {
            types.push(name.to_string());
        }
    }
    types.sort();
    types.dedup();
    types
}

/// The types a `link.xml` preserves, as `assembly/type`.
pub fn preserved(link: &str) -> Vec<String> {
    let mut out = Vec::new();
    for block in link.split("<assembly ").skip(1) {
        let assembly = names_after(block, "fullname=\"")[0];
        let body = &block[..block.find("</assembly>").expect("closed assembly")];
        for ty in names_after(body, "<type fullname=\"") {
            out.push(format!("{assembly}/{ty}"));
        }
    }
    out
}

/// The `link.xml` entry (`assembly/type`) that keeps an engine component: the module assembly that
/// declares it (UnityCsReference: `Runtime/Export/Graphics` is `UnityEngine.CoreModule`, `Modules/Physics`
/// is `UnityEngine.PhysicsModule`).
pub fn link_entry(component: &str) -> String {
    let assembly = match component {
        "MeshFilter" | "MeshRenderer" => "UnityEngine.CoreModule",
        "BoxCollider" | "SphereCollider" | "CapsuleCollider" | "MeshCollider" | "Rigidbody" => {
            "UnityEngine.PhysicsModule"
        }
        other => panic!("which assembly declares UnityEngine.{other}? Add it here and to link.xml"),
    };
    format!("{assembly}/UnityEngine.{component}")
}

/// The components `sources` create that `link` does not keep.
pub fn unpreserved(sources: &str, link: &str) -> Vec<String> {
    let kept = preserved(link);
    created_engine_components(sources)
        .into_iter()
        .map(|c| link_entry(&c))
        .filter(|entry| !kept.contains(entry))
        .collect()
}

#[test]
fn the_samples_link_xml_keeps_every_engine_component_its_scripts_create() {
    let dir = package().join(SAMPLE);
    let mut files = Vec::new();
    walk(&dir, &mut files);
    let sources: String = files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "cs"))
        .map(|f| fs::read_to_string(f).unwrap())
        .collect::<Vec<_>>()
        .join("\n");
    let created = created_engine_components(&sources);
    // The scene is built from cubes, spheres and capsules.
    for c in [
        "MeshFilter",
        "MeshRenderer",
        "BoxCollider",
        "SphereCollider",
        "CapsuleCollider",
    ] {
        assert!(
            created.contains(&c.to_string()),
            "{c} not found in the scripts: {created:?}"
        );
    }
    let link = fs::read_to_string(dir.join("link.xml")).expect("the sample ships a link.xml");
    assert!(
        link.trim_start().starts_with("<?xml")
            && link.contains("<linker>")
            && link.trim_end().ends_with("</linker>")
    );
    assert_eq!(unpreserved(&sources, &link), Vec::<String>::new());
    // Nothing else: every entry keeps a component the scripts create.
    let wanted: Vec<String> = created.iter().map(|c| link_entry(c)).collect();
    for entry in preserved(&link) {
        assert!(
            wanted.contains(&entry),
            "link.xml keeps {entry}, which the scripts never create"
        );
    }
    // The check can fail: without any one of its entries, the missing component is reported.
    for entry in &wanted {
        let ty = entry.split('/').nth(1).unwrap();
        let line = link
            .lines()
            .find(|l| l.contains(&format!("\"{ty}\"")))
            .unwrap();
        let without = link.replace(&format!("{line}\n"), "");
        assert_eq!(unpreserved(&sources, &without), vec![entry.clone()]);
    }
    // And a component added by name is required too.
    let more = format!("{sources}\nobj.AddComponent<UnityEngine.Rigidbody>();");
    assert_eq!(
        unpreserved(&more, &link),
        vec!["UnityEngine.PhysicsModule/UnityEngine.Rigidbody".to_string()]
    );
}

// The plugin binaries are checked in tests/artifacts/plugin_checks.rs, their `.meta` files in tests/artifacts/plugin_selection.rs.

/// Every assembly of the package (each folder with an `.asmdef`) whose code has a
/// `[RuntimeInitializeOnLoadMethod]` carries `[assembly: AlwaysLinkAssembly]`: Unity's documentation of
/// the attribute asks it of an assembly nothing else references, whose such methods the managed code
/// stripper would otherwise leave out of a player with the assembly.
#[test]
fn assemblies_with_runtime_initializers_are_always_linked() {
    let mut files = Vec::new();
    walk(&package(), &mut files);
    let mut checked = 0;
    for asmdef in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "asmdef"))
    {
        let dir = asmdef.parent().unwrap();
        // The assembly's own sources: its folder, less the folders of other assemblies below it.
        let mut own = Vec::new();
        walk(dir, &mut own);
        let sources: String = own
            .iter()
            .filter(|f| f.extension().is_some_and(|e| e == "cs"))
            .filter(|f| {
                f.ancestors().take_while(|a| *a != dir).all(|a| {
                    !a.is_dir()
                        || !fs::read_dir(a)
                            .unwrap()
                            .any(|e| e.unwrap().path().extension().is_some_and(|x| x == "asmdef"))
                })
            })
            .map(|f| fs::read_to_string(f).unwrap())
            .collect();
        if sources.contains("[RuntimeInitializeOnLoadMethod") {
            checked += 1;
            assert!(
                sources.contains("[assembly: AlwaysLinkAssembly]"),
                "{} has a [RuntimeInitializeOnLoadMethod] but no [assembly: AlwaysLinkAssembly]",
                asmdef.display()
            );
        }
    }
    assert!(
        checked > 0,
        "PriestsDevils.Solver.Unity resets the shared solvers"
    );
}
