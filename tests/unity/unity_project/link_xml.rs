//! What the sample's `link.xml` must keep: the `UnityEngine` components its scripts create, read from
//! their sources, and the types a `link.xml` preserves (`tests/unity/unity_project.rs`).

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
