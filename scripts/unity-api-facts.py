#!/usr/bin/env python3
"""Writes tests/unity/api/unity-api.json: the facts of every Unity member the package uses, per Unity
version, read from Unity's published C# reference (Unity-Technologies/UnityCsReference, one branch per
version).

    scripts/unity-api-facts.py SOURCE [--out tests/unity/api/unity-api.json]

SOURCE is a git directory (bare or not) of UnityCsReference holding a branch per version of
`unity-versions.toml` (`<version>` or `origin/<version>`). The members are those of
`tests/unity/api/members.toml`; the matrix test (tests/unity/version_matrix/) compiles the package
against stubs holding exactly these facts, so a member the package uses without facts fails there.
For each version its branch's commit and its release tags (tests/unity/version_matrix/editors.rs checks
every Editor version a workflow or `unity-versions.toml` names against them). For each version and
member: whether it exists (on its type or a base class), each public or protected
declaration (overload) with its `[Obsolete]` (message, error or warning); for each type its kind,
modifiers, generic parameters and bases. Nothing else reads the network; rerun after changing the
member list or adding a version, and commit the output.
"""

import argparse
import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

sys.dont_write_bytecode = True  # nothing beside the sources
sys.path.insert(0, str(Path(__file__).resolve().parent))
from unity_api import csharp_scan  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NAMESPACES = ("UnityEngine", "UnityEditor", "UnityEditorInternal")

# Names a declaration may use that are not Unity's: C#'s own and the System types Unity's signatures use.
KNOWN = set("""
void bool byte sbyte short ushort int uint long ulong float double decimal char string object dynamic var
params ref out in this where new class struct unmanaged
Object System Type String Int32 Single Boolean Action Func Exception Attribute IDisposable IEnumerator
IEnumerable IList List Dictionary IDictionary ICollection Collections Generic Predicate Comparison
EventArgs Delegate Array Guid DateTime TimeSpan Enum Task Nullable Span ReadOnlySpan IntPtr UIntPtr
ValueType Tuple KeyValuePair HashSet Stack Queue Random Diagnostics CultureInfo Globalization
AttributeTargets AttributeUsage Flags
""".split())


def git(source, *args):
    return subprocess.run(["git", "--git-dir", str(source), *args], check=True, capture_output=True,
                          text=True, errors="replace").stdout


def branch_of(source, version):
    refs = git(source, "for-each-ref", "--format=%(refname:short)").split()
    for ref in (version, "origin/" + version):
        if ref in refs:
            return ref
    sys.exit(f"{source}: no branch {version} (have: {' '.join(r for r in refs if '/' not in r)})")


def read_types(source, branch, short_names):
    """Every type of `branch` whose simple name is in `short_names`, parsed, by full name."""
    pattern = r"\b(class|struct|interface|enum)\s+(" + "|".join(sorted(short_names)) + r")\b"
    out = subprocess.run(["git", "--git-dir", str(source), "grep", "-l", "-E", pattern, branch, "--", "*.cs"],
                         capture_output=True, text=True)
    files = [line.split(":", 1)[1] for line in out.stdout.split()]
    types = {}
    for path in files:
        text = git(source, "show", f"{branch}:{path}")
        cleaned, literals = csharp_scan.clean(text)
        aliases = dict(ALIAS.findall(cleaned))
        for decl in csharp_scan.parse(cleaned):
            if decl.fqn.rsplit(".", 1)[-1] in short_names:
                decl.literals = literals
                decl.aliases = aliases
                types.setdefault(decl.fqn, []).append(decl)
    return types


# A file's type alias (`using UnityObject = UnityEngine.Object;`): its declarations name the alias.
ALIAS = re.compile(r"^\s*using\s+(\w+)\s*=\s*([\w.]+)\s*;", re.M)


def unalias(head, aliases):
    """`head` with each of its file's aliases written as the type it stands for (a Unity type by its
    simple name, as the stubs declare it)."""
    for alias, target in aliases.items():
        if target.startswith(tuple(ns + "." for ns in NAMESPACES)):
            target = target.rsplit(".", 1)[-1]
        head = re.sub(rf"\b{alias}\b", target, head)
    return head


def literal(text, literals):
    return re.sub("\x01(\\d+)\x01", lambda m: literals[int(m.group(1))], text)


def obsolete(attributes, literals):
    """`{"message": ..., "error": bool}` of an `[Obsolete]` among `attributes`, or None."""
    m = re.search(r"\b(?:System\.)?Obsolete(?:Attribute)?\b\s*(\(([^()]*)\))?", attributes)
    if not m:
        return None
    args = csharp_scan.split_top(m.group(2) or "")
    message = literal(args[0], literals) if args and args[0] else ""
    if message.startswith('"'):
        message = json.loads(message) if "\\" not in message or message.startswith('"') else message
    error = len(args) > 1 and args[1].split(":")[-1].strip() == "true"
    return {"message": message, "error": error}


def visible(modifiers):
    return "public" in modifiers or ("protected" in modifiers and "private" not in modifiers)


def normalize(text, literals):
    text = literal(text, literals)
    text = re.sub(r"\[\s*[A-Za-z][^\[\]]*\]\s*(?=\w)", "", text)  # attributes on parameters or return values
    return re.sub(r"\s+", " ", text).strip()


def parameters(head):
    """The parameter list of a method-like head, with defaults that are not literals made `default`."""
    start = head.find("(")
    if start < 0:
        return head
    end = csharp_scan._match(head, start, "(", ")")
    params = []
    for p in csharp_scan.split_top(head[start + 1:end - 1]):
        decl, eq, default = p.partition("=")
        default = default.strip()
        if eq and not re.fullmatch(r'-?[\d.]+[fFdDmMuUlL]*|null|true|false|".*"|default', default):
            default = "default"
        params.append(decl.strip() + (" = " + default if eq else ""))
    return head[:start] + "(" + ", ".join(params) + ")" + head[end:]


def names_in(text):
    return set(re.findall(r"[A-Za-z_]\w*", re.sub('".*?"', "", text)))


def type_names(kind, head):
    """The identifiers of a declaration that name types: its return or value type and its parameters'
    types (not their names or default values, nor generic parameters)."""
    generic = set()
    start = head.find("(")
    if start >= 0:
        before, inside = head[:start], head[start + 1:csharp_scan._match(head, start, "(", ")") - 1]
        m = re.search(r"<([^<>]*)>\s*$", before)
        if m:
            generic = {g.strip() for g in m.group(1).split(",")}
            before = before[:m.start()]
        words = before.split()
        texts = [" ".join(words[:-1])] if kind not in ("ctor",) else []
        if kind == "operator":
            texts = [before[:before.find("operator")]] if "operator" in before else []
            if not texts[0].strip():
                texts = [before[before.find("operator") + len("operator"):]]
        for p in csharp_scan.split_top(inside):
            decl = p.partition("=")[0].split()
            texts.append(" ".join(decl[:-1]))
    else:
        words = re.sub(r"\bthis\s*\[.*", "", head).split()
        texts = [" ".join(words[:-1]) if kind != "enum-member" else ""]
    names = set()
    for t in texts:
        names |= names_in(t)
    return names - generic - KNOWN


def declaration_facts(member, literals, aliases, emitted):
    head = unalias(normalize(member.head, literals), aliases)
    if member.kind in ("method", "ctor", "operator", "delegate"):
        head = parameters(head)
        if member.kind == "ctor":
            head = head[:csharp_scan._match(head, head.find("("), "(", ")")]
    fact = {"kind": member.kind, "modifiers": [m for m in member.modifiers if m not in ("extern", "unsafe", "partial", "async")],
            "declaration": head}
    if member.accessors:
        fact["accessors"] = member.accessors
    if member.kind in ("enum-member", "const") and member.value:
        value = literal(member.value, literals).strip()
        if re.fullmatch(r"-?(0x[0-9A-Fa-f]+|\d+)[uUlL]*|-?[\d.]+[fFdD]?|\".*\"|true|false|null", value):
            fact["value"] = value
    ob = obsolete(member.attributes, literals)
    if ob:
        fact["obsolete"] = ob
    unlisted = sorted(n for n in type_names(member.kind, head) if n not in emitted)
    if unlisted:
        # A declaration naming a type outside the facts is left out of the stubs: the package calls no
        # overload of a type it never names.
        fact["unlisted_types"] = unlisted
    return fact


def type_facts(decls, known_types):
    """A type's own facts, from all its partial declarations."""
    first = decls[0]
    mods = sorted({m for d in decls for m in d.modifiers if m not in ("partial", "unsafe", "extern")})
    bases = []
    for d in decls:
        for b in d.bases:
            b = re.sub(r"\s+", "", b)
            b = getattr(d, "aliases", {}).get(b, b)  # a base named by its file's alias: the type itself
            if b not in bases:
                bases.append(b)
    fact = {"kind": first.kind, "modifiers": mods, "generics": first.generics,
            "constraints": normalize(first.constraints, first.literals), "bases": bases}
    ob = next((obsolete(d.attributes, d.literals) for d in decls if obsolete(d.attributes, d.literals)), None)
    if ob:
        fact["obsolete"] = ob
    # Whether the type declares constructors: a stub of one without a listed constructor gets none.
    fact["declares_constructors"] = any(m.kind == "ctor" for d in decls for m in d.members)
    return fact


def resolve(name, scope, known):
    """The full name of type `name` written inside `scope` (a type or namespace), among `known`."""
    name = re.sub(r"<.*>", "", name)
    parts = scope.split(".")
    for i in range(len(parts), -1, -1):
        candidate = ".".join(parts[:i] + [name]).strip(".")
        if candidate in known:
            return candidate
    for ns in NAMESPACES + tuple(k.rsplit(".", 1)[0] for k in known):
        if f"{ns}.{name}" in known:
            return f"{ns}.{name}"
    return None


def tags_of(source, version):
    """The release tags of `version`'s branch (`6000.5.0f1`, `6000.6.0b1`: one per Editor release,
    alpha, beta and final), oldest first: what an Editor version a workflow pins must be one of."""
    tags = git(source, "tag", "--list", f"{version}.*").split()
    tags = [t for t in tags if re.fullmatch(re.escape(version) + r"\.\d+[abfp]\d+", t)]

    def key(tag):
        patch, kind, build = re.fullmatch(r"\d+\.\d+\.(\d+)([abfp])(\d+)", tag).groups()
        return int(patch), "abfp".index(kind), int(build)
    return sorted(tags, key=key)


def version_facts(source, version, api, facts_only):
    branch = branch_of(source, version)
    wanted = set(api) | set(facts_only)
    short = {t.rsplit(".", 1)[-1] for t in wanted}
    all_types = {}
    # Follow base classes and enclosing types until every one is read.
    while True:
        found = read_types(source, branch, short)
        all_types.update({k: v for k, v in found.items()})
        more = set()
        for fqn in list(wanted):
            for d in all_types.get(fqn, []):
                for b in d.bases:
                    simple = re.sub(r"<.*", "", b.split(".")[-1]).strip()
                    if simple not in short and simple not in KNOWN and not simple.startswith("I"):
                        more.add(simple)
            outer = fqn.rsplit(".", 1)[0]
            if outer.rsplit(".", 1)[-1] not in short and outer not in NAMESPACES and "." in outer:
                more.add(outer.rsplit(".", 1)[-1])
        if not more:
            break
        short |= more
    types = {}
    # The types: listed ones, their enclosing types and their base classes (transitively).
    queue = sorted(wanted)
    while queue:
        fqn = queue.pop(0)
        if fqn in types or fqn not in all_types:
            continue
        decls = all_types[fqn]
        facts = type_facts(decls, all_types)
        facts["bases"] = [resolve(b, fqn.rsplit(".", 1)[0], all_types) or b for b in facts["bases"]]
        types[fqn] = facts
        for b in facts["bases"]:
            if b in all_types and b not in types:
                queue.append(b)
        outer = fqn.rsplit(".", 1)[0]
        if outer in all_types:
            queue.append(outer)
    members = {}
    listed_names = {n for names in api.values() for n in names}
    for fqn, names in list(api.items()) + list(facts_only.items()):
        for name in names:
            key = f"{fqn}::{name}"
            found = None
            owner = fqn
            while owner in all_types and found is None:
                decls = [(m, d.literals, d.aliases) for d in all_types[owner] for m in d.members if m.name == name]
                if decls:
                    found = (owner, decls)
                    break
                if name == ".ctor":
                    break  # constructors are not inherited
                bases = [b for b in types.get(owner, {}).get("bases", []) if b in all_types and all_types[b][0].kind == "class"]
                owner = bases[0] if bases else None
            if found is None:
                members[key] = None
                continue
            owner, decls = found
            # The stubs' types, and the delegates they declare as listed members.
            emitted = {t.rsplit(".", 1)[-1] for t in types} | {"Object"} | listed_names
            shown = [declaration_facts(m, lit, aliases, emitted) for m, lit, aliases in decls
                     if visible(m.modifiers) or m.kind == "enum-member" or fqn in facts_only]
            members[key] = {"declared_in": owner, "declarations": shown} if shown else None
    return {"branch": branch, "types": {k: types[k] for k in sorted(types)}, "members": members}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", type=Path, help="a git directory of Unity-Technologies/UnityCsReference")
    parser.add_argument("--out", type=Path, default=ROOT / "tests/unity/api/unity-api.json")
    parser.add_argument("--only", help="one version, for a quick look (printed, not written)")
    parser.add_argument("--versions", help="comma-separated versions to read (while editing the list: the tests want all)")
    args = parser.parse_args()
    source = args.source
    if (source / ".git").exists():
        source = source / ".git"
    versions = tomllib.loads((ROOT / "unity-versions.toml").read_text())["unity"]
    listed = tomllib.loads((ROOT / "tests/unity/api/members.toml").read_text())
    api, facts_only = listed["api"], listed.get("facts", {})
    if args.only:
        print(json.dumps(version_facts(source, args.only, api, facts_only), indent=1))
        return
    per_version = {}
    if args.versions:
        versions = [v for v in versions if v["version"] in args.versions.split(",")]
    for entry in versions:
        print(f"reading {entry['version']}", file=sys.stderr)
        per_version[entry["version"]] = version_facts(source, entry["version"], api, facts_only)
    out = {
        "source": "Unity-Technologies/UnityCsReference",
        "versions": {v: git(source, "rev-parse", f["branch"]).strip() for v, f in per_version.items()},
        "tags": {v: tags_of(source, v) for v in per_version},
        "api": sorted(f"{t}::{m}" for t, ms in api.items() for m in ms),
        "facts_only": sorted(f"{t}::{m}" for t, ms in facts_only.items() for m in ms),
        "types": grouped(per_version, "types"),
        "members": grouped(per_version, "members"),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
    for v, f in per_version.items():
        keys = [k for k, fact in f["members"].items() if fact is None]
        if keys:
            print(f"{v}: no facts for {', '.join(keys)}", file=sys.stderr)


def grouped(per_version, part):
    """`{name: [{"versions": [...], "facts": ...}]}`: each name's facts, the versions sharing them
    together (null facts: the name is absent there)."""
    names = sorted({n for f in per_version.values() for n in f[part]})
    out = {}
    for name in names:
        groups = []
        for version, f in per_version.items():
            facts = f[part].get(name)
            same = next((g for g in groups if g["facts"] == facts), None)
            if same:
                same["versions"].append(version)
            else:
                groups.append({"versions": [version], "facts": facts})
        out[name] = groups
    return out


if __name__ == "__main__":
    main()
