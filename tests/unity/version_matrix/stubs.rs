//! Signature-only stubs of one Unity version, written from the committed facts
//! (`tests/unity/api/unity-api.json`, by `scripts/unity-api-facts.py` from that version's
//! UnityCsReference branch): each listed type with its kind, modifiers and bases, each listed member's
//! every public or protected declaration with its `[Obsolete]`, and nothing else. Bodies throw. Two
//! assemblies, as Unity's: `UnityEngine.dll` (every namespace but the Editor's) and `UnityEditor.dll`.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde_json::Value;

use crate::support::{read, root};

/// The committed facts.
pub const FACTS: &str = "tests/unity/api/unity-api.json";

/// One version of `unity-versions.toml`.
#[derive(Clone, Debug)]
pub struct Version {
    /// `2018.4`, `6000.5`: the UnityCsReference branch.
    pub name: String,
    /// The tiers it supports: `runtime`, `tools`.
    pub tiers: Vec<String>,
    /// The C# language level Unity compiles scripts at there.
    pub csharp: String,
    /// The API compatibility levels (the .NET profiles) it offers.
    pub dotnet: Vec<String>,
    /// The `UNITY_<X>_<Y>_OR_NEWER` symbols Unity defines there.
    pub defines: Vec<String>,
}

/// Every version of `unity-versions.toml`, oldest first.
pub fn versions() -> Vec<Version> {
    let file: toml::Table = read(root().join("unity-versions.toml"))
        .parse()
        .expect("unity-versions.toml parses");
    let strings = |v: &toml::Value| -> Vec<String> {
        v.as_array()
            .expect("an array")
            .iter()
            .map(|s| s.as_str().expect("a string").to_owned())
            .collect()
    };
    let releases = strings(&file["releases"]);
    file["unity"]
        .as_array()
        .expect("[[unity]] rows")
        .iter()
        .map(|row| {
            let name = row["version"].as_str().expect("version").to_owned();
            let upto = releases
                .iter()
                .position(|r| *r == name)
                .unwrap_or_else(|| panic!("{name} is not among the releases"));
            Version {
                defines: releases[..=upto]
                    .iter()
                    .map(|r| format!("UNITY_{}_OR_NEWER", r.replace('.', "_")))
                    .collect(),
                tiers: strings(&row["tiers"]),
                csharp: row["csharp"].as_str().expect("csharp").to_owned(),
                dotnet: strings(&row["dotnet"]),
                name,
            }
        })
        .collect()
}

/// The facts file, parsed.
pub fn facts() -> Value {
    serde_json::from_str(&read(root().join(FACTS))).expect("the facts parse")
}

/// The facts of `name` (a type, or `Type::member`) in `part` (`types` or `members`) at `version`:
/// `None` when it is absent there.
pub fn at<'a>(facts: &'a Value, part: &str, name: &str, version: &str) -> Option<&'a Value> {
    let groups = facts[part][name]
        .as_array()
        .unwrap_or_else(|| panic!("no facts for {name}: run scripts/unity-api-facts.py"));
    let group = groups
        .iter()
        .find(|g| {
            g["versions"]
                .as_array()
                .unwrap()
                .iter()
                .any(|v| v == version)
        })
        .unwrap_or_else(|| panic!("the facts of {name} lack version {version}"));
    Some(&group["facts"]).filter(|f| !f.is_null())
}

/// The two stub sources of `version`: `(UnityEngine.dll's, UnityEditor.dll's)`.
pub fn sources(facts: &Value, version: &str) -> (String, String) {
    let facts_only: Vec<&str> = facts["facts_only"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().split("::").next().unwrap())
        .collect();
    let api: Vec<&str> = facts["api"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    // Every type present at this version, but those only read for their facts.
    let mut types: BTreeMap<String, &Value> = BTreeMap::new();
    for name in facts["types"].as_object().unwrap().keys() {
        let listed = api.iter().any(|m| m.starts_with(&format!("{name}::")));
        if facts_only.contains(&name.as_str()) && !listed {
            continue;
        }
        if let Some(t) = at(facts, "types", name, version) {
            types.insert(name.clone(), t);
        }
    }
    // Each declaration under the type that declares it there.
    let mut members: BTreeMap<String, Vec<&Value>> = BTreeMap::new();
    for key in &api {
        if let Some(m) = at(facts, "members", key, version) {
            let owner = m["declared_in"].as_str().unwrap().to_owned();
            let list = members.entry(owner).or_default();
            // Overloads differing only by `in` (Roslyn allows them, mcs does not): the by-value one,
            // which a call without `in` binds to.
            let by_value = |d: &Value| {
                d["declaration"]
                    .as_str()
                    .unwrap()
                    .replace("(in ", "(")
                    .replace(", in ", ", ")
            };
            let mut declarations: Vec<&Value> =
                m["declarations"].as_array().unwrap().iter().collect();
            declarations.sort_by_key(|d| d["declaration"].as_str().unwrap().contains("in "));
            for d in declarations {
                if d.get("unlisted_types").is_none()
                    && !list.iter().any(|e| by_value(e) == by_value(d))
                {
                    list.push(d);
                }
            }
        }
    }
    let mut engine = String::new();
    let mut editor = String::new();
    let header = |out: &mut String, editor: bool| {
        out.push_str(
            "// Generated by tests/unity/version_matrix from tests/unity/api/unity-api.json.\n",
        );
        out.push_str(
            "#pragma warning disable 0067, 0108, 0109, 0114, 0169, 0414, 0649, 0660, 0661, 0809\n",
        );
        let mut namespaces: Vec<&str> = types.keys().map(|t| namespace_of(&types, t)).collect();
        namespaces.sort();
        namespaces.dedup();
        out.push_str(
            "using System;\nusing System.Collections;\nusing System.Collections.Generic;\n",
        );
        for ns in namespaces {
            if editor || !ns.starts_with("UnityEditor") {
                let _ = writeln!(out, "using {ns};");
            }
        }
        out.push_str("using Object = UnityEngine.Object;\n");
        if !editor {
            out.push_str(
                "[assembly: System.Runtime.CompilerServices.InternalsVisibleTo(\"UnityEditor\")]\n",
            );
        }
    };
    header(&mut engine, false);
    header(&mut editor, true);
    for name in types.keys() {
        let ns = namespace_of(&types, name);
        if ns != name.rsplit_once('.').map_or("", |(o, _)| o) {
            continue; // nested: written inside its outer type
        }
        let out = if ns.starts_with("UnityEditor") {
            &mut editor
        } else {
            &mut engine
        };
        let _ = writeln!(out, "namespace {ns}\n{{");
        write_type(out, &types, &members, name, 1);
        out.push_str("}\n");
    }
    (engine, editor)
}

/// The namespace of type `name`: its longest prefix that is not a type.
fn namespace_of<'a>(types: &BTreeMap<String, &Value>, name: &'a str) -> &'a str {
    let mut ns = name;
    while let Some((outer, _)) = ns.rsplit_once('.') {
        ns = outer;
        if !types.contains_key(ns) {
            return ns;
        }
    }
    ""
}

const BASE_TYPES: &[&str] = &[
    "Attribute",
    "System.Attribute",
    "Exception",
    "System.Exception",
    "SystemException",
    "IDisposable",
    "System.IDisposable",
    "byte",
    "sbyte",
    "short",
    "ushort",
    "int",
    "uint",
    "long",
    "ulong",
];

fn obsolete(out: &mut String, facts: &Value, indent: &str) {
    if let Some(o) = facts.get("obsolete") {
        let _ = writeln!(
            out,
            "{indent}[System.Obsolete({}, {})]",
            serde_json::to_string(o["message"].as_str().unwrap_or("")).unwrap(),
            o["error"].as_bool().unwrap()
        );
    }
}

fn write_type(
    out: &mut String,
    types: &BTreeMap<String, &Value>,
    members: &BTreeMap<String, Vec<&Value>>,
    name: &str,
    depth: usize,
) {
    let t = types[name];
    let indent = "    ".repeat(depth);
    let kind = t["kind"].as_str().unwrap();
    let short = name.rsplit('.').next().unwrap();
    let mods: Vec<&str> = t["modifiers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .filter(|m| ["public", "static", "sealed", "abstract"].contains(m))
        .collect();
    let access = if mods.contains(&"public") {
        ""
    } else {
        "internal "
    };
    let bases: Vec<String> = t["bases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b.as_str().unwrap())
        .filter_map(|b| {
            if types.contains_key(b) {
                Some(format!("global::{b}"))
            } else {
                BASE_TYPES.contains(&b).then(|| b.to_owned())
            }
        })
        .collect();
    obsolete(out, t, &indent);
    let _ = writeln!(
        out,
        "{indent}{access}{} {kind} {short}{}{}{}\n{indent}{{",
        mods.join(" "),
        t["generics"].as_str().unwrap(),
        if bases.is_empty() {
            String::new()
        } else {
            format!(" : {}", bases.join(", "))
        },
        match t["constraints"].as_str().unwrap() {
            "" => String::new(),
            c => format!(" {c}"),
        },
    );
    let inner = "    ".repeat(depth + 1);
    let declared = members.get(name).map_or(&[][..], |v| &v[..]);
    let interface = kind == "interface";
    // A class whose source declares constructors, none of them a listed parameterless one: the stubs'
    // own subclasses need one, which the package must not see.
    if kind == "class"
        && !mods.contains(&"static")
        && t["declares_constructors"].as_bool().unwrap()
        && !declared
            .iter()
            .any(|d| d["kind"] == "ctor" && d["declaration"].as_str().unwrap().ends_with("()"))
    {
        let _ = writeln!(out, "{inner}internal {short}() {{ }}");
    }
    for d in declared {
        write_member(out, d, kind, interface, &inner);
    }
    // A disposable type whose Dispose the package does not call: `using` still takes it.
    if !interface
        && bases.iter().any(|b| b.ends_with("IDisposable"))
        && !declared
            .iter()
            .any(|d| d["declaration"].as_str().unwrap().ends_with("Dispose()"))
    {
        let _ = writeln!(out, "{inner}void System.IDisposable.Dispose() {{ }}");
    }
    for nested in types.keys() {
        if nested.rsplit_once('.').map(|(o, _)| o) == Some(name) {
            write_type(out, types, members, nested, depth + 1);
        }
    }
    let _ = writeln!(out, "{indent}}}");
}

fn write_member(out: &mut String, d: &Value, owner_kind: &str, interface: bool, indent: &str) {
    let kind = d["kind"].as_str().unwrap();
    let decl = d["declaration"].as_str().unwrap();
    obsolete(out, d, indent);
    if kind == "enum-member" {
        match d.get("value") {
            Some(v) => {
                let _ = writeln!(out, "{indent}{decl} = {},", v.as_str().unwrap());
            }
            None => {
                let _ = writeln!(out, "{indent}{decl},");
            }
        }
        return;
    }
    let raw: Vec<&str> = d["modifiers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    let abstract_ = raw.contains(&"abstract") || interface;
    let mut mods: Vec<&str> = Vec::new();
    for m in &raw {
        match *m {
            // What it overrides may be outside the facts: the stub declares it afresh, still virtual.
            "override" if raw.contains(&"sealed") => mods.push("new"),
            "override" => mods.extend(["new", "virtual"]),
            // An interface's members are public and abstract without saying so.
            "public" | "virtual" | "abstract" if interface => {}
            "public" | "protected" | "static" | "virtual" | "abstract" | "readonly" | "const"
            | "new" | "event" | "implicit" | "explicit" => mods.push(m),
            _ => {}
        }
    }
    if owner_kind == "struct" {
        mods.retain(|m| !["virtual", "abstract"].contains(m));
    }
    if !["field", "const"].contains(&kind) {
        // A readonly struct member (C# 8): beyond mcs, and no part of a caller's view.
        mods.retain(|m| *m != "readonly");
    }
    if raw.contains(&"internal") && !raw.contains(&"protected") {
        return;
    }
    mods.dedup();
    let prefix = if mods.is_empty() {
        String::new()
    } else {
        format!("{} ", mods.join(" "))
    };
    let throw = "throw new System.NotSupportedException(\"a signature-only stub\");";
    match kind {
        "method" | "operator" | "ctor" => {
            if abstract_ {
                let _ = writeln!(out, "{indent}{prefix}{decl};");
            } else {
                let _ = writeln!(out, "{indent}{prefix}{decl} {{ {throw} }}");
            }
        }
        "delegate" => {
            let _ = writeln!(out, "{indent}{prefix}delegate {decl};");
        }
        "property" | "indexer" => {
            let accessors: Vec<&str> = d
                .get("accessors")
                .and_then(Value::as_array)
                .map(|a| a.iter().map(|x| x.as_str().unwrap()).collect())
                .unwrap_or_else(|| vec!["get"]);
            let accessors: Vec<&str> = if accessors.is_empty() {
                vec!["get"]
            } else {
                accessors
            };
            let body: Vec<String> = accessors
                .iter()
                .filter(|a| !a.starts_with("private") && !a.ends_with("init"))
                .map(|a| {
                    if abstract_ {
                        format!("{a};")
                    } else {
                        format!("{a} {{ {throw} }}")
                    }
                })
                .collect();
            let _ = writeln!(out, "{indent}{prefix}{decl} {{ {} }}", body.join(" "));
        }
        "const" => {
            let value = d
                .get("value")
                .and_then(Value::as_str)
                .map(str::to_owned)
                .unwrap_or_else(|| {
                    let ty = decl.rsplit_once(' ').unwrap().0;
                    format!("default({ty})")
                });
            let _ = writeln!(out, "{indent}{prefix}{decl} = {value};");
        }
        _ => {
            let _ = writeln!(out, "{indent}{prefix}{decl};");
        }
    }
}
