"""A small structural reader of C# sources: namespaces, types and their member declarations.

Enough of C# to list what a type of Unity's reference source declares (its kind, base list and each
member's declaration with its attributes), not a compiler: comments go, string literals are kept
whole, preprocessor branches are chosen by `DEFINED`, and bodies are skipped by brace matching.
"""

import re
from dataclasses import dataclass, field

# Symbols a preprocessor condition of Unity's reference source is read with: the Editor's own build.
DEFINED = re.compile(r"^(UNITY_EDITOR|UNITY_EDITOR_\w+|ENABLE_\w+|UNITY_ASSERTIONS|PLATFORM_SUPPORTS_\w+)$")

MODIFIERS = {
    "public", "protected", "internal", "private", "static", "virtual", "override", "abstract", "sealed",
    "extern", "new", "readonly", "const", "unsafe", "volatile", "partial", "event", "implicit",
    "explicit", "async", "fixed",
}
TYPE_KINDS = ("class", "struct", "interface", "enum")


@dataclass
class Member:
    """One member declaration: its name, kind, the declaration as written and its attributes."""

    name: str
    kind: str  # method, ctor, property, indexer, field, const, event, delegate, operator, enum-member
    modifiers: list
    attributes: str
    head: str  # the declaration without attributes and modifiers, e.g. "int GetInstanceID()"
    accessors: list = field(default_factory=list)  # a property's "get"/"set", with their modifiers
    value: str = ""  # an enum member's or constant's value as written


@dataclass
class TypeDecl:
    """One (partial) declaration of a type."""

    fqn: str
    kind: str
    modifiers: list
    attributes: str
    generics: str
    bases: list
    constraints: str
    members: list = field(default_factory=list)


def _condition(expr):
    """The value of a preprocessor condition under `DEFINED`."""
    tokens = re.findall(r"\|\||&&|!=|==|[!()]|\w+", expr)
    py = []
    for t in tokens:
        if t == "||":
            py.append(" or ")
        elif t == "&&":
            py.append(" and ")
        elif t == "!":
            py.append(" not ")
        elif t in ("(", ")"):
            py.append(t)
        elif t in ("==", "!="):
            py.append(t)
        elif t == "true":
            py.append("True")
        elif t == "false":
            py.append("False")
        else:
            py.append("True" if DEFINED.match(t) else "False")
    try:
        return bool(eval("".join(py), {}, {}))  # noqa: S307 (only the tokens above reach it)
    except SyntaxError:
        return False


def clean(text):
    """The source with comments removed, preprocessor branches chosen, and each string or char
    literal replaced by `\\x01<index>\\x01`; returns it and the literals."""
    out, literals = [], []
    i, n = 0, len(text)
    stack = []  # per #if: [this branch taken, a branch already taken]
    active = True
    line_start = True
    while i < n:
        c = text[i]
        if line_start:
            j = i
            while j < n and text[j] in " \t":
                j += 1
            if j < n and text[j] == "#":
                end = text.find("\n", j)
                end = n if end < 0 else end
                directive = text[j + 1:end].split("//")[0].strip()
                word, _, rest = directive.partition(" ")
                if word == "if":
                    taken = _condition(rest)
                    stack.append([taken, taken])
                elif word == "elif" and stack:
                    taken = not stack[-1][1] and _condition(rest)
                    stack[-1] = [taken, stack[-1][1] or taken]
                elif word == "else" and stack:
                    stack[-1] = [not stack[-1][1], True]
                elif word == "endif" and stack:
                    stack.pop()
                active = all(s[0] for s in stack)
                i = end
                continue
        line_start = False
        if c == "\n":
            line_start = True
            out.append(c)
            i += 1
            continue
        if not active:
            i += 1
            continue
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
            continue
        if c == '"' or (c in "@$" and i + 1 < n and text[i + 1] in '"@$'):
            j = i
            verbatim = False
            while text[j] in "@$":
                verbatim |= text[j] == "@"
                j += 1
            j += 1
            while j < n:
                if text[j] == "\\" and not verbatim:
                    j += 2
                    continue
                if text[j] == '"':
                    if verbatim and j + 1 < n and text[j + 1] == '"':
                        j += 2
                        continue
                    break
                j += 1
            literals.append(text[i:j + 1])
            out.append("\x01%d\x01" % (len(literals) - 1))
            i = j + 1
            continue
        if c == "'":
            j = i + 1
            while j < n and text[j] != "'":
                j += 2 if text[j] == "\\" else 1
            literals.append(text[i:j + 1])
            out.append("\x01%d\x01" % (len(literals) - 1))
            i = j + 1
            continue
        out.append(c)
        i += 1
    return "".join(out), literals


def _match(text, i, open_c, close_c):
    """The index just past the bracket closing the one at `i`."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == open_c:
            depth += 1
        elif text[j] == close_c:
            depth -= 1
            if depth == 0:
                return j + 1
    return len(text)


def _split_attributes(header):
    """(attributes, rest) of a declaration header: its leading `[...]` groups apart."""
    header = header.strip()
    attrs = []
    while header.startswith("["):
        end = _match(header, 0, "[", "]")
        attrs.append(header[:end])
        header = header[end:].strip()
    return " ".join(attrs), header


def _split_modifiers(rest):
    words = rest.split()
    mods = []
    while words and words[0] in MODIFIERS:
        mods.append(words.pop(0))
    return mods, " ".join(words)


def split_top(text, sep=","):
    """`text` split at `sep` outside brackets of any kind."""
    parts, depth, cur = [], 0, []
    for c in text:
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    if "".join(cur).strip():
        parts.append("".join(cur))
    return [p.strip() for p in parts]


TYPE_HEAD = re.compile(r"^(?:(?:record)\s+)?(class|struct|interface|enum)\s+(\w+)\s*(<[^>]*>)?\s*(?::\s*(.*?))?\s*((?:where\s.*)?)$", re.S)


def parse(text):
    """Every type declared in the cleaned source `text`, nested ones with dotted names."""
    types = []
    _scope(text, 0, len(text), "", None, types, [])
    return types


def _statement_end(text, i, end):
    """The index of the `;` that ends the statement running through `i` (one outside any bracket), or
    `end`."""
    depth = 0
    while i < end and not (text[i] == ";" and depth == 0):
        if text[i] in "({[":
            depth += 1
        elif text[i] in ")}]":
            depth -= 1
        i += 1
    return i


def _scope(text, i, end, ns, owner, types, usings):
    """Reads the declarations of a namespace (`owner` None) or a type body between `i` and `end`."""
    header_start = i
    enum_body = owner is not None and owner.kind == "enum"
    while i < end:
        c = text[i]
        if c == "[" and not text[header_start:i].strip():
            i = _match(text, i, "[", "]")
            continue
        if c == "(":
            i = _match(text, i, "(", ")")
            continue
        if enum_body and c == ",":
            _enum_member(text[header_start:i], owner)
            i += 1
            header_start = i
            continue
        if c == "=" and owner is not None and not enum_body and text[i + 1] not in "=>" and text[i - 1] not in "=!<>":
            # A field's or property's initializer: the header ends here; skip to its ';'.
            header = text[header_start:i]
            j = _statement_end(text, i, end)
            _member(header, owner, value=text[i + 1:j].strip())
            i = j + 1
            header_start = i
            continue
        if c == "=" and text[i + 1] == ">" and owner is not None:
            header = text[header_start:i]
            j = _statement_end(text, i, end)
            _member(header, owner, expression_body=True)
            i = j + 1
            header_start = i
            continue
        if c == ";":
            header = text[header_start:i].strip()
            if owner is not None and header:
                _member(header, owner)
            elif header.startswith("namespace ") and owner is None:
                # A file-scoped namespace: the rest of the file.
                ns = (ns + "." + header[len("namespace "):].strip()).strip(".")
            elif header.startswith("using ") and owner is None:
                usings.append(header)
            i += 1
            header_start = i
            continue
        if c == "{":
            header = text[header_start:i].strip()
            close = _match(text, i, "{", "}")
            attrs, rest = _split_attributes(header)
            mods, rest = _split_modifiers(rest)
            if rest.startswith("namespace "):
                name = rest[len("namespace "):].strip()
                _scope(text, i + 1, close - 1, (ns + "." + name).strip("."), None, types, usings)
            elif TYPE_HEAD.match(rest):
                m = TYPE_HEAD.match(rest)
                kind, name, generics, bases, constraints = m.groups()
                parent = owner.fqn if owner is not None else ns
                decl = TypeDecl(
                    fqn=(parent + "." + name).strip("."), kind=kind, modifiers=mods, attributes=attrs,
                    generics=generics or "", bases=split_top(bases) if bases else [],
                    constraints=constraints or "")
                if owner is not None and owner.kind == "interface":
                    decl.modifiers = decl.modifiers or ["public"]
                types.append(decl)
                _scope(text, i + 1, close - 1, ns, decl, types, usings)
            elif owner is not None and not enum_body and header:
                _member(header, owner, body=text[i + 1:close - 1])
            i = close
            # A property's initializer after its accessors.
            k = i
            while k < end and text[k] in " \t\r\n":
                k += 1
            if k < end and text[k] == "=" and text[k + 1] != ">":
                while k < end and text[k] != ";":
                    k += 1
                i = k + 1
            elif k < end and text[k] == ";":
                i = k + 1
            header_start = i
            continue
        i += 1
    if enum_body and text[header_start:end].strip():
        _enum_member(text[header_start:end], owner)


def _enum_member(text, owner):
    attrs, rest = _split_attributes(text)
    if not rest:
        return
    name, _, value = rest.partition("=")
    owner.members.append(Member(name=name.strip(), kind="enum-member", modifiers=["public"],
                                attributes=attrs, head=name.strip(), value=value.strip()))


IDENT_BEFORE_PAREN = re.compile(r"(~?\w+)\s*(<[^()]*>)?\s*$")


def _member(header, owner, body=None, value="", expression_body=False):
    attrs, rest = _split_attributes(header)
    mods, rest = _split_modifiers(rest)
    if not rest:
        return
    if owner.kind == "interface" and not any(m in mods for m in ("private", "internal", "protected")):
        mods = ["public"] + mods
    if rest.startswith("delegate "):
        head = rest[len("delegate "):]
        name = IDENT_BEFORE_PAREN.search(head[:head.index("(")]).group(1)
        owner.members.append(Member(name, "delegate", mods, attrs, head))
        return
    if rest.startswith("using ") or rest.startswith("namespace "):
        return
    short = owner.fqn.rsplit(".", 1)[-1]
    paren = _top_paren(rest)
    if paren >= 0 and re.search(r"\boperator\b", rest[:paren]):
        name = "operator" + rest[re.search(r"\boperator\b", rest).end():paren].strip()
        if re.match(r"^(implicit|explicit)$", mods[-1] if mods else ""):
            name = "operator " + mods[-1]
        owner.members.append(Member(name, "operator", mods, attrs, rest))
        return
    if "this[" in rest.replace(" ", "") and (paren < 0 or rest.find("[") < paren):
        owner.members.append(Member("this[]", "indexer", mods, attrs, rest, _accessors(body)))
        return
    if paren >= 0:
        m = IDENT_BEFORE_PAREN.search(rest[:paren])
        if not m:
            return
        name = m.group(1)
        if "." in rest[:paren].split()[-1] if rest[:paren].split() else False:
            return  # an explicit interface implementation
        if name == short and rest[:paren].strip() == name:
            owner.members.append(Member(".ctor", "ctor", mods, attrs, rest))
        elif name.startswith("~"):
            return
        else:
            owner.members.append(Member(name, "method", mods, attrs, rest))
        return
    if body is not None or expression_body:
        words = rest.split()
        if not words or "." in words[-1]:
            return
        kind = "event" if "event" in mods else "property"
        owner.members.append(Member(words[-1], kind, mods, attrs, rest,
                                    ["get"] if expression_body else _accessors(body)))
        return
    # Fields, constants and field-like events: one or more declarators.
    parts = split_top(rest)
    first = parts[0].split()
    if len(first) < 2:
        return
    type_text = " ".join(first[:-1])
    names = [first[-1]] + [p.split()[0] for p in parts[1:] if p]
    kind = "const" if "const" in mods else "event" if "event" in mods else "field"
    for name in names:
        owner.members.append(Member(name, kind, mods, attrs, type_text + " " + name, value=value))


def _top_paren(text):
    depth = 0
    for i, c in enumerate(text):
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif c == "(" and depth == 0:
            return i
    return -1


def _accessors(body):
    if body is None:
        return []
    found = []
    i = 0
    while i < len(body):
        if body[i] == "{":
            i = _match(body, i, "{", "}")
            continue
        m = re.match(r"((?:\[[^\]]*\]\s*)*)((?:(?:public|protected|internal|private)\s+)*)(get|set|init|add|remove)\b", body[i:])
        if m and (i == 0 or not (body[i - 1].isalnum() or body[i - 1] == "_")):
            found.append((m.group(2) + m.group(3)).strip())
            i += m.end()
            continue
        i += 1
    return found
