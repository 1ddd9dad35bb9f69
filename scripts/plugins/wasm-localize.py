#!/usr/bin/env python3
"""Makes every defined global symbol of a wasm object file local, but those named in a keep list: what
`rust-objcopy --keep-global-symbols` does for the iOS archives, which no LLVM tool does for wasm.

A wasm object's symbols live in its "linking" custom section (the WebAssembly tool conventions'
Linking.md, version 2): a symbol table whose entries each carry a flags word (binding weak 0x1, local
0x2, hidden 0x4, undefined 0x10, exported 0x20, explicit name 0x40, no-strip 0x80, ...). Binding is
the flags word alone, so the object is rewritten in place: a symbol to hide gets local binding (weak
cleared), its flags re-encoded in the same number of LEB128 bytes, and nothing else moves; references
inside the object name symbols by index, so they keep resolving. Undefined symbols, section symbols and
the kept ones are left as they are; an exported symbol (which must stay global) stops the script.

  wasm-localize.py OBJECT OUT KEEP-FILE     KEEP-FILE: one symbol name a line
Prints each symbol it made local.
"""
import sys

WEAK, LOCAL, UNDEFINED, EXPORTED, EXPLICIT_NAME = 0x1, 0x2, 0x10, 0x20, 0x40
FUNCTION, DATA, GLOBAL, SECTION, TAG, TABLE = range(6)
SYMBOL_TABLE = 8


def leb(data, at):
    """An unsigned LEB128 at `at`: (value, position after it)."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, at


def leb_padded(value, length):
    """`value` as an unsigned LEB128 of exactly `length` bytes (padding bytes are 0x80 continuations)."""
    out = bytearray()
    for i in range(length):
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if i < length - 1 else 0))
    if value:
        sys.exit(f"flags do not fit in {length} LEB128 bytes")
    return bytes(out)


def symbol_table(data):
    """(start, end) of the linking section's symbol table payload."""
    if data[:4] != b"\0asm":
        sys.exit("not a wasm object")
    at = 8
    while at < len(data):
        section_id = data[at]
        size, at = leb(data, at + 1)
        end = at + size
        if section_id == 0:
            name_len, p = leb(data, at)
            if data[p:p + name_len] == b"linking":
                p += name_len
                version, p = leb(data, p)
                if version != 2:
                    sys.exit(f"linking section version {version}, not 2")
                while p < end:
                    kind = data[p]
                    length, p = leb(data, p + 1)
                    if kind == SYMBOL_TABLE:
                        return p, p + length
                    p += length
        at = end
    sys.exit("no linking section with a symbol table: not a relocatable wasm object")


def localize(data, keep):
    """Rewrites `data` (a bytearray) in place; returns the names made local."""
    start, end = symbol_table(data)
    count, p = leb(data, start)
    hidden = []
    for _ in range(count):
        kind = data[p]
        flags_at = p + 1
        flags, p = leb(data, flags_at)
        flags_len = p - flags_at
        name = None
        if kind in (FUNCTION, GLOBAL, TAG, TABLE):
            _, p = leb(data, p)
            if not flags & UNDEFINED or flags & EXPLICIT_NAME:
                name_len, p = leb(data, p)
                name = bytes(data[p:p + name_len]).decode()
                p += name_len
        elif kind == DATA:
            name_len, p = leb(data, p)
            name = bytes(data[p:p + name_len]).decode()
            p += name_len
            if not flags & UNDEFINED:
                for _ in range(3):  # segment, offset, size
                    _, p = leb(data, p)
        elif kind == SECTION:
            _, p = leb(data, p)
        else:
            sys.exit(f"unknown symbol kind {kind}")
        if name is None or flags & (UNDEFINED | LOCAL) or kind == SECTION or name in keep:
            continue
        if flags & EXPORTED:
            sys.exit(f"{name} is exported from the module: it cannot be made local")
        data[flags_at:flags_at + flags_len] = leb_padded((flags & ~WEAK) | LOCAL, flags_len)
        hidden.append(name)
    if p != end:
        sys.exit("the symbol table's length disagrees with its entries")
    return hidden


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    source, target, keep_file = sys.argv[1:]
    keep = {line.strip() for line in open(keep_file) if line.strip()}
    data = bytearray(open(source, "rb").read())
    for name in localize(data, keep):
        print(f"made local: {name}")
    with open(target, "wb") as out:
        out.write(data)


if __name__ == "__main__":
    main()
