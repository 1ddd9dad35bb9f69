#!/usr/bin/env python3
"""What the release scripts read of the repository, the same in a git clone and in a copy without `.git`
(GitHub's ZIP download):

    scripts/release.py version              the release's version (the Unity package's package.json)
    scripts/release.py epoch                the archives' time stamp: SOURCE_DATE_EPOCH, else the
                                            release's date in CHANGELOG.md (`## [<version>] - <date>`,
                                            midnight UTC), never a commit's (a copy has none)
    scripts/release.py files DIR            DIR's files, one a line, sorted, relative to the repository:
                                            `git ls-files` in a clone, every file in a copy without .git
    scripts/release.py notes OUT [VERSION]  the release notes: that version's sections of CHANGELOG.md and
                                            of the package's CHANGELOG.md, written to OUT (Markdown)

Each fails with one line saying what it needs when the repository cannot answer (no dated CHANGELOG
section and no SOURCE_DATE_EPOCH, say).
"""

import calendar
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

sys.dont_write_bytecode = True
ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "unity-sample/Packages/com.priestsdevils.solver"
CHANGELOGS = (("The library, the C ABI, the command line and the web page", "CHANGELOG.md"),
              ("The Unity package", f"{PACKAGE}/CHANGELOG.md"))


def fail(message):
    sys.exit(f"release.py: {message}")


def version():
    return json.loads((ROOT / PACKAGE / "package.json").read_text(encoding="utf-8"))["version"]


def section(path, wanted):
    """(date, body) of `## [wanted] - date` in the CHANGELOG at `path`; the body runs to the next `## `."""
    text = (ROOT / path).read_text(encoding="utf-8")
    heading = re.compile(r"^## \[" + re.escape(wanted) + r"\](?: - (\d{4}-\d{2}-\d{2}))?\s*$", re.M)
    m = heading.search(text)
    if not m:
        fail(f"{path} has no section ## [{wanted}]: a release dates its CHANGELOG sections first")
    end = re.compile(r"^## ", re.M).search(text, m.end())
    return m.group(1), text[m.end():end.start() if end else len(text)].strip()


def epoch():
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return int(os.environ["SOURCE_DATE_EPOCH"])
    release = version()
    date, _ = section("CHANGELOG.md", release)
    if not date:
        fail(f"CHANGELOG.md's [{release}] has no date: set SOURCE_DATE_EPOCH or date the section")
    return calendar.timegm(time.strptime(date, "%Y-%m-%d"))


def in_git_clone():
    if not (ROOT / ".git").exists():
        return False  # a copy without .git: no git needed either
    probe = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    return probe.returncode == 0 and Path(probe.stdout.strip()).resolve() == ROOT


def files(folder):
    folder = folder.rstrip("/")
    if not (ROOT / folder).is_dir():
        fail(f"{folder} is not a folder of the repository")
    if in_git_clone():
        out = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z", "--", folder], check=True,
                             capture_output=True, text=True).stdout
        listed = [p for p in out.split("\0") if p]
    else:
        # A copy without .git holds what the repository tracks (a ZIP download) and nothing else.
        listed = [str(p.relative_to(ROOT)) for p in (ROOT / folder).rglob("*") if p.is_file() or p.is_symlink()]
    return sorted(listed)


def notes(out, wanted):
    parts = [f"Version {wanted}. The archives' SHA-256 sums are in `SHA256SUMS` (`sha256sum -c SHA256SUMS`)."]
    for title, path in CHANGELOGS:
        date, body = section(path, wanted)
        parts.append(f"## {title}" + (f" ({date})" if date else "") + f"\n\n{body}")
    Path(out).write_text("\n\n".join(parts) + "\n", encoding="utf-8")


def main(args):
    match args:
        case ["version"]:
            print(version())
        case ["epoch"]:
            print(epoch())
        case ["files", folder]:
            for name in files(folder):
                print(name)
        case ["notes", out]:
            notes(out, version())
        case ["notes", out, wanted]:
            notes(out, wanted)
        case _:
            sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
