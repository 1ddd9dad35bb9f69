#!/usr/bin/python3
"""Makes the Unity sample's font: the Simplified Chinese face of Noto Sans CJK (SIL Open Font License 1.1,
from Debian's fonts-noto-cjk) cut down by fontTools to the characters the sample's texts use in every
language (the [both] and [sample] sections of the strings' data files, i18n/*.toml, the [library] section,
the library's own words that the sample shows in puzzle mode (pd_puzzle_describe_step), and the [status]
section, the library's statuses, which every language but English words; English's are the library's own
messages, in ASCII), plus printable ASCII (the digits, platform names, file paths and level names the
texts' placeholders take, and the English status messages).

    scripts/install-tools.sh fonts && scripts/subset-font.py [OUT]

OUT defaults to the sample's Fonts/NotoSansSC-Subset.otf. Run it after changing a data file and commit the
font: tests/unity/languages.rs fails when a character of the sample's texts is missing from it. Run by Debian's
python3 (3.11 or later, for tomllib), which holds python3-fonttools. The output depends only on the data
files' sample texts and the source font.
"""
import sys
import tomllib
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "unity-sample/Packages/com.priestsdevils.solver/Samples~/PriestsAndDevils"
DATA = sorted((ROOT / "i18n").glob("*.toml"))
# The sections of a data file the sample shows (xtask/src/strings.rs): what both show and its own, the
# library's words (its hints in puzzle mode), and the statuses' texts (English has none: its are the
# library's messages).
SAMPLE_SECTIONS = ("both", "sample", "library")
STATUS_SECTION = "status"
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
# The collection's faces: JP, KR, SC, TC, HK, then the Mono ones; checked by name below.
SC_FACE = 2


def table_characters():
    """Every character of every text the sample shows, in every language, as code points."""
    if not DATA:
        sys.exit(f"{ROOT / 'i18n'}: no data files")
    chars = set()
    for path in DATA:
        with path.open("rb") as file:
            data = tomllib.load(file)
        for section in SAMPLE_SECTIONS:
            texts = data.get(section)
            if not texts:
                sys.exit(f"{path}: no [{section}] texts")
            for text in texts.values():
                chars.update(ord(c) for c in text)
        for text in data.get(STATUS_SECTION, {}).values():
            chars.update(ord(c) for c in text)
    return chars


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else SAMPLE / "Fonts/NotoSansSC-Subset.otf"
    font = TTCollection(str(SOURCE)).fonts[SC_FACE]
    name = font["name"].getDebugName(4)
    if name != "Noto Sans CJK SC":
        sys.exit(f"{SOURCE}: face {SC_FACE} is {name!r}, not Noto Sans CJK SC")
    wanted = table_characters() | set(range(0x20, 0x7F))
    missing = sorted(c for c in wanted if c not in font.getBestCmap())
    if missing:
        sys.exit("the source font lacks: " + " ".join(f"U+{c:04X}" for c in missing))
    options = subset.Options()
    # Keep the copyright, trademark and license records (name IDs 0, 7, 13, 14) with the names.
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 13, 14]
    options.notdef_outline = True
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=wanted)
    subsetter.subset(font)
    out.parent.mkdir(parents=True, exist_ok=True)
    # The source's modification time stays in the head table, so that equal inputs give equal bytes.
    font.recalcTimestamp = False
    font.save(str(out))
    print(f"{out}: {len(wanted)} characters, {out.stat().st_size} bytes")


if __name__ == "__main__":
    main()
