"""The browser test's state map scenarios (run by tests/web/drive.py): the classic game's map, opened by its
button and by M, against facts known without the library (which states are lost, unreachable or
milestones, the distances along the published 11-crossing plan, the five crossings from the start and
their outcomes); the game won by choosing cells only, by mouse and by keyboard, one undo taking back a
crossing made on the map; every cell's name for screen readers; axe-core at desktop and phone widths;
every level's map and a level too large to draw; the same map in Chinese."""

import re

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from a11y import axe_violations

START, FAR = "start", "far"
# The published 11-crossing plan of the classic game (two devils across, one back, two across, one back,
# two priests across, a priest and a devil back, two priests across, a devil back, two devils across, one
# back, two devils across), as the states it passes through: (priests, devils) on the start bank and the
# boat's side. Along a shortest plan, a state's crossings to go are 11 less its place on the plan.
PLAN = [(3, 3, START), (3, 1, FAR), (3, 2, START), (3, 0, FAR), (3, 1, START), (1, 1, FAR), (2, 2, START),
        (0, 2, FAR), (0, 3, START), (0, 1, FAR), (0, 2, START), (0, 0, FAR)]
# The four shortest plans differ only in their first crossing (two devils, or a priest and a devil, with
# the one who came back) and their eleventh (from one devil left: a devil or a priest comes back): every
# one passes through the plan's other states, the milestones of the start.
MILESTONES = {PLAN[i] for i in (2, 3, 4, 5, 6, 7, 8, 9, 11)}
# A split is lost when a bank holding priests holds more devils: on the start bank 0 < p < d, on the far
# bank (3 - p priests, 3 - d devils) 0 < 3 - p < 3 - d. Either boat side: 12 lost cells, 20 safe.
LOST = {(p, d, side) for p in range(4) for d in range(4) for side in (START, FAR)
        if 0 < p < d or 0 < 3 - p < 3 - d}
# Safe but never reached: the boat moved while nobody crossed (3 3 far) or everyone did (0 0 start); a
# crossing into 3 priests and no devils at the start, or into 3 devils alone at the far bank's other
# side (0 3 far), could only come from a lost state.
UNREACHABLE = {(3, 3, FAR), (0, 0, START), (3, 0, START), (0, 3, FAR)}
# The five crossings from the start (load -> state reached, outcome, badge): one devil must come back
# alone, two crossings more than the 11; one or two priests leave the start bank outnumbered.
FROM_START = {(3, 2, FAR): ("detour", "+2"), (3, 1, FAR): ("optimal", "✓"), (2, 3, FAR): ("loses", "✗"),
              (2, 2, FAR): ("optimal", "✓"), (1, 3, FAR): ("loses", "✗")}
MAGENTA = (162, 28, 175)  # style.css: where you are, and your trail


def cell(page, state):
    priests, devils, side = state
    return page.d.find_element(
        By.CSS_SELECTOR, f'.map-grid[data-side="{side}"] .cell[data-priests="{priests}"][data-devils="{devils}"]')


def cells(page, cls=""):
    """The states of the cells with class `cls` (every cell with none)."""
    found = page.d.execute_script("""return [...document.querySelectorAll('.map-grid .cell' + arguments[0])].map((c) =>
        [Number(c.dataset.priests), Number(c.dataset.devils), c.closest('.map-grid').dataset.side]);""",
                                  f".{cls}" if cls else "")
    return {tuple(c) for c in found}


def arrows(page):
    """Each arrow's target state: (outcome, stroke colour, dash pattern)."""
    found = page.d.execute_script("""return [...document.querySelectorAll('.map-overlay .arrow')].map((a) => {
        const s = getComputedStyle(a); return [a.dataset.to, a.dataset.outcome, s.stroke, s.strokeDasharray]; });""")
    side = {"0": START, "1": FAR}
    out = {}
    for to, outcome, stroke, dashes in found:
        p, d, boat = to.split(",")
        out[(int(p), int(d), side[boat])] = (outcome, stroke, dashes)
    return out


def open_map(page, by_key=False):
    button = page.d.find_element(By.ID, "map-button")
    if button.get_attribute("aria-expanded") != "true":
        if by_key:
            page.d.execute_script("document.activeElement.blur()")
            ActionChains(page.d).send_keys("m").perform()
        else:
            button.click()
    page.wait(lambda: page.d.find_element(By.ID, "map").is_displayed())
    assert button.get_attribute("aria-expanded") == "true"


def close_map(page):
    if page.d.find_element(By.ID, "map-button").get_attribute("aria-expanded") == "true":
        page.click("map-button")
    assert not page.d.find_element(By.ID, "map").is_displayed()


def check_start(page):
    """The classic start's map against the facts above."""
    assert len(cells(page)) == 32, len(cells(page))
    assert cells(page, "lost") == LOST, cells(page, "lost") ^ LOST
    assert cells(page, "unreachable") == UNREACHABLE, cells(page, "unreachable")
    assert cells(page, "milestone") == MILESTONES, cells(page, "milestone") ^ MILESTONES
    # Each state of the plan shows its crossings to go; the goal shows no number (its label names it).
    for i, state in enumerate(PLAN[:-1]):
        assert cell(page, state).text.splitlines()[0] == str(11 - i), (state, cell(page, state).text)
    goal = cell(page, PLAN[-1]).text
    assert not any(line.strip().isdigit() for line in goal.splitlines()), goal
    assert cells(page, "current") == {PLAN[0]} and cell(page, PLAN[0]).get_attribute("aria-current") == "location"
    assert cells(page, "target") == set(FROM_START), cells(page, "target")
    drawn = arrows(page)
    assert {to: a[0] for to, a in drawn.items()} == {to: o for to, (o, _) in FROM_START.items()}, drawn
    for to, (_, badge) in FROM_START.items():
        drawn_badge = page.d.execute_script("return getComputedStyle(arguments[0], '::before').content",
                                            cell(page, to).find_element(By.CSS_SELECTOR, ".badge"))
        assert drawn_badge == f'"{badge}"', (to, drawn_badge)
    # Each outcome has its own colour and its own dash pattern (a solid line for the optimal ones).
    styles = {a[0]: a[1:] for a in drawn.values()}
    assert len({s[0] for s in styles.values()}) == 3 and len({s[1] for s in styles.values()}) == 3, styles
    assert styles["optimal"][1] == "none", styles


def state_map(page):
    """The classic game's map at 1280 and 390 px: facts, playing on it (won twice, by keyboard and mouse,
    then by tapping), names, axe-core."""
    page.level("3P 3D boat 2: 11 crossings")
    open_map(page, by_key=True)
    check_start(page)
    label = cell(page, PLAN[0]).get_attribute("aria-label")
    assert label == "3 priests and 3 devils on the start bank, boat start: 11 crossings to go; you are here", label
    label = cell(page, (2, 2, FAR)).get_attribute("aria-label")
    assert label == ("2 priests and 2 devils on the start bank, boat far: 10 crossings to go; one crossing from here "
                     "(1 priest and 1 devil cross): optimal"), label
    name = re.compile(r"^(nobody|\d+ priests?( and \d+ devils?)?|\d+ devils?) on the start bank, boat (start|far): "
                      r"(\d+ crossings? to go|Everyone is across: the goal|lost, the devils outnumber the priests on "
                      r"the (start|far) bank|no way across from here)(; .+)?$")
    for c in page.d.find_elements(By.CSS_SELECTOR, ".map-grid .cell"):
        assert name.match(c.get_attribute("aria-label")), c.get_attribute("aria-label")
    found = axe_violations(page, "1280 px, map open")

    # A cell no crossing reaches from here is refused; a crossing that loses, then one undo: everyone is
    # back on the start bank.
    cell(page, (0, 0, FAR)).click()
    assert page.text("message") == "That state is not one crossing from here.", page.text("message")
    cell(page, (1, 3, FAR)).click()
    assert page.text("status") == "Game over: the devils outnumber the priests on the start bank. Undo or restart."
    assert page.text("message") == ("2 priests crossed to the far bank: the devils now outnumber the priests on the "
                                    "start bank."), page.text("message")
    assert cells(page, "current") == {(1, 3, FAR)} and not arrows(page) and not cells(page, "milestone")
    page.click("undo")
    assert page.places() == ["start"] * 6 and page.boat().get_attribute("data-side") == "start", page.places()
    check_start(page)

    # The first crossing by keyboard: Tab to the far grid's cell (the first crossing's, 0 priests and 1
    # devil across), one cell right (devils count down), Enter.
    page.d.find_element(By.ID, "map-button").send_keys(Keys.TAB)
    for _ in range(3):
        if page.d.switch_to.active_element.get_attribute("data-devils") is not None \
                and page.d.switch_to.active_element.find_element(By.XPATH, "ancestor::figure").get_attribute(
                    "data-side") == FAR:
            break
        ActionChains(page.d).send_keys(Keys.TAB).perform()
    active = page.d.switch_to.active_element
    assert (active.get_attribute("data-priests"), active.get_attribute("data-devils")) == ("3", "2"), \
        active.get_attribute("aria-label")
    ActionChains(page.d).send_keys(Keys.ARROW_RIGHT).perform()
    assert page.d.switch_to.active_element.get_attribute("data-devils") == "1"
    ActionChains(page.d).send_keys(Keys.ENTER).perform()
    assert page.text("status").startswith("Crossings so far: 1. Fewest left: 10"), page.text("status")
    assert page.text("message") == "2 devils crossed to the far bank, on a shortest plan.", page.text("message")

    # The rest by mouse, the ring and the trail following.
    for i, state in enumerate(PLAN[2:], start=2):
        cell(page, state).click()
        if i < 11:
            assert page.text("status").startswith(f"Crossings so far: {i}. Fewest left: {11 - i}"), page.text("status")
        assert cells(page, "current") == {state}, cells(page, "current")
        assert cells(page, "visited") == set(PLAN[:i + 1]), cells(page, "visited")
        points = page.d.find_element(By.CSS_SELECTOR, ".map-overlay .trail").get_attribute("points").split()
        assert len(points) == i + 1, points
        if i == 6:
            image = page.shot("map")
            left, top, width, height = page.rect(cell(page, (2, 2, START)))
            ring = image.getpixel((int(left - 4), int(top + height / 2)))
            assert all(abs(a - b) <= 40 for a, b in zip(ring, MAGENTA)), f"no ring where you are: {ring}"
            left, top, width, height = page.rect(cell(page, (2, 3, START)))
            dark = image.getpixel((int(left + width * 0.15), int(top + height * 0.85)))
            assert sum(dark) < 200, f"a lost cell is not dark: {dark}"
            found += axe_violations(page, "1280 px, map mid-game")
    assert page.text("status") == "You win! Everyone crossed in 11 crossings (the best possible).", page.text("status")
    assert set(page.places()) <= {"far", "boat"} and not arrows(page)

    page.d.set_window_size(390, 844)
    try:
        page.level("3P 3D boat 2: 11 crossings")
        page.wait(lambda: "vertical" in page.d.find_element(By.CSS_SELECTOR, "svg.scene").get_attribute("class"))
        check_start(page)
        overflow = page.d.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"the map makes the page {overflow}px wider than a phone"
        for c in page.d.find_elements(By.CSS_SELECTOR, ".map-grid .cell"):
            assert c.size["width"] >= 24 and c.size["height"] >= 24, c.size
        found += axe_violations(page, "390 px, map open")
        # The whole game by tapping cells.
        for i, state in enumerate(PLAN[1:], start=1):
            cell(page, state).click()
            if i == 1:
                page.shot("map-phone", full_page=True)
        assert page.text("status") == "You win! Everyone crossed in 11 crossings (the best possible).", \
            page.text("status")
    finally:
        page.d.set_window_size(1280, 1000)
    assert not found, f"axe-core: {found}"
    every_level(page)


def every_level(page):
    """Every level's map is drawn, cell for cell (the river-crossing puzzles have none); a level above 12
    priests or devils gets a sentence."""
    for option in page.d.find_elements(By.CSS_SELECTOR, "#level > option")[:-1]:  # the puzzles' group aside
        label = option.text
        page.level(label)
        priests, devils = (int(n) for n in re.match(r"(\d+)P (\d+)D", label).groups())
        assert len(cells(page)) == 2 * (priests + 1) * (devils + 1), (label, len(cells(page)))
    Select(page.d.find_element(By.ID, "level")).select_by_visible_text("Custom rules…")
    for id_, value in {"priests": "13", "devils": "13", "boat": "5"}.items():
        field = page.d.find_element(By.ID, id_)
        field.clear()
        field.send_keys(value)
    page.d.find_element(By.CSS_SELECTOR, "#custom button").click()
    page.wait(lambda: page.text("level-info").startswith("13 priests, 13 devils"))
    assert not cells(page), "a map drawn for 13 priests"
    assert page.d.find_element(By.CSS_SELECTOR, ".map-note").text == (
        "The map draws levels of up to 12 priests and 12 devils; this one has 13 priests and 13 devils.")
    page.level("3P 3D boat 2: 11 crossings")
    close_map(page)
    assert not page.severe_logs()


def state_map_chinese(zh, english_words):
    """The map in Chinese: its names and words, no English but names, axe-core at both widths."""
    open_map(zh)
    check_start(zh)
    label = cell(zh, PLAN[0]).get_attribute("aria-label")
    assert label == "起始岸上3名牧师和3个魔鬼，船在起始岸，还要渡河11次；当前位置", label
    label = cell(zh, (3, 2, FAR)).get_attribute("aria-label")
    assert label == "起始岸上3名牧师和2个魔鬼，船在终点岸，还要渡河12次；从这里渡河一次可到（过河方式：1个魔鬼）：绕远，多渡河2次", label
    for c in zh.d.find_elements(By.CSS_SELECTOR, ".map-grid .cell"):
        assert re.match(r"^起始岸上.+，船在(起始岸|终点岸)，", c.get_attribute("aria-label")), c.get_attribute("aria-label")
    assert zh.text("map-button") == "地图" and zh.d.find_element(By.ID, "map-title").text == "状态地图"
    found = axe_violations(zh, "1280 px, Chinese, map open")
    cell(zh, (2, 2, FAR)).click()
    assert zh.text("message") == "1名牧师和1个魔鬼过河到了终点岸，走在最优方案上。", zh.text("message")
    assert english_words(zh) == [], english_words(zh)
    zh.shot("map-zh-CN")
    zh.d.set_window_size(390, 844)
    try:
        zh.wait(lambda: "vertical" in zh.d.find_element(By.CSS_SELECTOR, "svg.scene").get_attribute("class"))
        found += axe_violations(zh, "390 px, Chinese, map open")
        zh.shot("map-zh-CN-phone", full_page=True)
    finally:
        zh.d.set_window_size(1280, 1000)
    assert not found, f"axe-core: {found}"
