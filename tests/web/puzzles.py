"""The browser test's river-crossing scenario (run by tests/web/drive.py): the page's level list offers
every puzzle file of the repository (puzzles/*.river) by its title, and plays one, wolf, goat and
cabbage: its characters by the file's names, a win by following Hint alone in the published fewest
crossings (7), a loss with the broken rule named, a refused crossing, Undo, Auto-solve, the Chinese
page's hint and status, and axe-core's checks on the puzzle at desktop and phone widths; then every
puzzle of the list won by AI next alone in the fewest crossings its file's figures line records.

What the scenario expects is read from the files on its own (each `puzzle` line is a title, each
`character` line a name) or is the classic's published figure, never asked of the page."""

import re
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from a11y import axe_violations

PUZZLES = Path(__file__).resolve().parents[2] / "puzzles"
WOLF = "wolf-goat-cabbage"


def titles():
    """Each puzzle file's title (its `puzzle` line), by file name."""
    found = []
    for path in sorted(PUZZLES.glob("*.river")):
        lines = [l for l in path.read_text(encoding="utf-8").splitlines() if l.startswith("puzzle ")]
        assert len(lines) == 1, f"{path}: {lines}"
        found.append(lines[0].removeprefix("puzzle ").strip())
    return found


def characters(name):
    """The names of a puzzle file's `character` lines, in order."""
    text = (PUZZLES / f"{name}.river").read_text(encoding="utf-8")
    return [m.group(1) for m in re.finditer(r"^character (\S+)", text, re.M)]


def open_puzzle(page, name):
    """Chooses puzzle `name` in the level list and waits for its start."""
    Select(page.d.find_element(By.ID, "level")).select_by_value(f"puzzle:{name}")
    page.wait(lambda: page.d.find_elements(By.CSS_SELECTOR, "#puzzle .puzzle-character")
              and page.text("status").startswith(("Crossings so far: 0.", "Crossings so far: 0,", "已渡河0次")))


def people(page, place):
    """The names on the buttons at `place` (left, boat or right), in order."""
    return [b.text for b in page.d.find_elements(By.CSS_SELECTOR, f'.puzzle-character[data-place="{place}"]')]


def outcome(page):
    return page.d.find_element(By.ID, "status").get_attribute("data-outcome")


def win_by_hint(page):
    """Follows Hint alone: each hint's highlighted character or boat is activated. Returns the hints."""
    hints = []
    for _ in range(60):
        if outcome(page) == "won":
            return hints
        page.click("hint")
        page.wait(lambda: page.text("message").startswith(("Hint: ", "提示：")))
        hints.append(page.text("message"))
        marked = page.d.find_elements(By.CSS_SELECTOR, "#puzzle .hinted")
        assert len(marked) == 1, (hints[-1], [m.get_attribute("outerHTML") for m in marked])
        marked[0].click()
    raise AssertionError(f"not won after {len(hints)} hints: {hints[-3:]}, {page.text('status')}")


def puzzle(page):
    page.open()
    options = [o.text for o in page.d.find_elements(By.CSS_SELECTOR, "#level optgroup option")]
    assert options == titles(), options
    group = page.d.find_element(By.CSS_SELECTOR, "#level optgroup").get_attribute("label")
    assert group == "River-crossing puzzles", group
    open_puzzle(page, WOLF)
    names = characters(WOLF)
    assert names == ["Farmer", "Wolf", "Goat", "Cabbage"], names
    assert people(page, "left") == names and people(page, "right") == [], people(page, "left")
    assert page.text("status") == "Crossings so far: 0. Fewest left: 7.", page.text("status")
    assert page.text("level-info").startswith("Wolf, goat and cabbage: 4 characters, a boat for 2; 7 crossings at best"), \
        page.text("level-info")
    assert page.d.find_element(By.ID, "scene").get_attribute("hidden") is not None
    assert not page.d.find_element(By.ID, "map-button").is_enabled()
    farmer = page.d.find_element(By.CSS_SELECTOR, '.puzzle-character[data-id="0"]')
    assert farmer.accessible_name == "Farmer, on the left bank: board", farmer.accessible_name

    # A win by Hint alone, in the fewest crossings.
    hints = win_by_hint(page)
    assert page.text("status") == "You win! Everyone crossed in 7 crossings (the best possible).", page.text("status")
    assert people(page, "left") == [] and sorted(people(page, "right") + people(page, "boat")) == sorted(names)
    assert any("Goat" in h for h in hints) and all(h.startswith("Hint: ") for h in hints), hints
    page.shot("puzzle-won")

    # A refusal: nobody aboard.
    page.click("restart")
    page.d.find_element(By.CSS_SELECTOR, ".puzzle-sail").click()
    assert page.text("message") == "Nobody is aboard to row.", page.text("message")
    # A loss: the farmer rows alone, leaving the goat with the wolf and the cabbage.
    farmer = page.d.find_element(By.CSS_SELECTOR, '.puzzle-character[data-id="0"]')
    farmer.click()
    assert people(page, "boat") == ["Farmer"], people(page, "boat")
    page.d.find_element(By.CSS_SELECTOR, ".puzzle-sail").click()
    page.wait(lambda: outcome(page) == "lost")
    assert page.text("status") == ("Game over: on the left bank, the rule “bank never Goat and any(Wolf, Cabbage) and "
                                   "not Farmer” (line 8) is broken. Undo or restart."), page.text("status")
    assert page.text("message").startswith("Farmer crossed to the right bank: "), page.text("message")
    lost = page.d.find_elements(By.CSS_SELECTOR, ".puzzle-place.lost h2")
    assert [h.text for h in lost] == ["Left bank: lost!"], [h.text for h in lost]
    assert not page.d.find_element(By.ID, "hint").is_enabled()
    page.shot("puzzle-lost")
    page.click("undo")
    assert outcome(page) == "playing" and people(page, "boat") == ["Farmer"], page.text("status")

    # Auto-solve from there.
    page.auto_solve()
    assert page.text("status") == "You win! Everyone crossed in 7 crossings (the best possible).", page.text("status")

    # Accessibility: axe-core at both widths, the hint shown.
    page.click("restart")
    page.click("hint")
    found = axe_violations(page, "1280 px, puzzle, hint")
    page.d.set_window_size(390, 844)
    try:
        found += axe_violations(page, "390 px, puzzle, hint")
        page.shot("puzzle-phone")
    finally:
        page.d.set_window_size(1280, 1000)
    assert not found, found

    # The Chinese page: the library's words for the step and the crossing, the file's names.
    page.click("language")
    try:
        page.wait(lambda: page.d.execute_script("return document.documentElement.lang") == "zh-Hans")
        assert page.text("status") == "已渡河0次。至少还要7次。", page.text("status")
        page.click("hint")
        page.wait(lambda: page.text("message").startswith("提示："))
        message = page.text("message")
        assert re.search(r"[\u4e00-\u9fff]", message.removeprefix("提示：")) and "Farmer" in message, message
        assert page.d.find_element(By.CSS_SELECTOR, "#level optgroup").get_attribute("label") == "渡河问题"
        farmer = page.d.find_element(By.CSS_SELECTOR, '.puzzle-character[data-id="0"]')
        assert farmer.accessible_name == "人物Farmer，在左岸：上船", farmer.accessible_name
        win_by_hint(page)
        assert page.text("status") == "你赢了！全员过河，共渡河7次，已是最少次数。", page.text("status")
        page.shot("puzzle-zh-CN")
    finally:
        page.click("language")
    # Back to the classic game: its scene and map return.
    Select(page.d.find_element(By.ID, "level")).select_by_value("0")
    page.wait(lambda: page.d.find_element(By.ID, "puzzle").get_attribute("hidden") is not None)
    assert page.d.find_element(By.ID, "map-button").is_enabled()
    assert page.text("status") == "Crossings so far: 0. Fewest left: 11, by 4 optimal plans.", page.text("status")


def figures(name):
    """The fewest crossings the file's figures line records (`# figures: crossings 7; ...`)."""
    text = (PUZZLES / f"{name}.river").read_text(encoding="utf-8")
    return int(re.search(r"^# figures: crossings (\d+);", text, re.M).group(1))


def every_puzzle(page):
    """Every puzzle of the list, played by AI next alone, is won in the fewest crossings its file records."""
    page.open()
    for path in sorted(PUZZLES.glob("*.river")):
        open_puzzle(page, path.stem)
        for _ in range(400):
            if outcome(page) != "playing":
                break
            page.d.execute_script("document.getElementById('ai').click()")
        best = figures(path.stem)
        expected = f"You win! Everyone crossed in {best} crossings (the best possible)."
        assert page.text("status") == expected, (path.stem, page.text("status"), page.text("message"))
