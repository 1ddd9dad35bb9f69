"""The browser test's accessibility scenario (run by tests/web/drive.py): axe-core, installed by
scripts/install-tools.sh cross under target/axe, checks the page at desktop and phone widths in the states
a player meets; then what axe cannot judge: the live regions a screen reader reads each verdict and hint
from, the characters' names (with their bank), and the keyboard focus outline."""

from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

AXE = Path(__file__).resolve().parents[2] / "target/axe/node_modules/axe-core/axe.min.js"

RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document, { resultTypes: ['violations'] }).then(
    (r) => done(r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                                           nodes: v.nodes.slice(0, 4).map((n) => n.target.join(' ')) }))),
    (e) => done([{ id: 'axe failed', help: String(e) }]));
"""


# Every text element's colour against the opaque background behind it, by WCAG's contrast ratio.
CONTRAST_JS = """
const lum = (c) => { const [r, g, b] = c.match(/[\\d.]+/g).slice(0, 3).map(Number).map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
const back = (el) => { for (; el; el = el.parentElement) { const c = getComputedStyle(el).backgroundColor;
    const a = c.match(/[\\d.]+/g); if (a && (a.length < 4 || Number(a[3]) === 1)) return c; } return 'rgb(255, 255, 255)'; };
return [...document.querySelectorAll(arguments[0])].filter((el) => el.offsetParent && el.textContent.trim())
    .map((el) => { const [f, b] = [lum(getComputedStyle(el).color), lum(back(el))];
        return [el.id || el.tagName, (Math.max(f, b) + 0.05) / (Math.min(f, b) + 0.05)]; });
"""


def check_contrast(page, selector, least=4.5):
    """Fails when a shown text under `selector` has less than `least`:1 contrast with its background."""
    ratios = page.d.execute_script(CONTRAST_JS, selector)
    assert ratios, f"no text found under {selector}"
    low = [(name, round(r, 2)) for name, r in ratios if r < least]
    assert not low, f"contrast below {least}:1: {low}"


def axe_violations(page, where):
    """axe-core's violations on the page as it stands, labelled with `where`."""
    if not page.d.execute_script("return typeof axe !== 'undefined'"):
        page.d.execute_script(AXE.read_text())
    return [{"where": where, **v} for v in page.d.execute_async_script(RUN_AXE)]


def accessible(page, level):
    assert AXE.exists(), f"{AXE} is missing: scripts/install-tools.sh cross installs it"
    page.open()
    page.level(level)
    found = axe_violations(page, "1280 px, start")
    for _ in range(3):
        page.click("hint")
    found += axe_violations(page, "1280 px, hint highlighted")
    Select(page.d.find_element(By.ID, "level")).select_by_visible_text("Custom rules…")
    found += axe_violations(page, "1280 px, custom rules form")
    page.level(level)
    page.d.set_window_size(390, 844)
    try:
        page.wait(lambda: "vertical" in page.d.find_element(By.CSS_SELECTOR, "svg.scene").get_attribute("class"))
        found += axe_violations(page, "390 px, start")
        page.click("hint")
        found += axe_violations(page, "390 px, hint")
    finally:
        page.d.set_window_size(1280, 1000)
    assert not found, f"axe-core {page.d.execute_script('return axe.version')}: {found}"

    # Each verdict and hint lands in a polite live region, read whole.
    for id_ in ("status", "message"):
        element = page.d.find_element(By.ID, id_)
        assert element.get_attribute("aria-live") == "polite", id_
        assert element.get_attribute("aria-atomic") == "true", id_
    page.open()
    page.click("hint")
    assert page.text("message").startswith("Aim for: "), page.text("message")
    # Every character is a named button that says where it stands; the boat says where it is docked.
    for character in page.d.find_elements(By.CSS_SELECTOR, ".character"):
        label = character.get_attribute("aria-label")
        assert character.get_attribute("role") == "button" and character.get_attribute("tabindex") == "0", label
        assert "on the start bank: board" in label, label
    assert page.boat().get_attribute("aria-label").startswith("Boat at the start bank, 0 of 2 aboard"), \
        page.boat().get_attribute("aria-label")
    # Keyboard focus is outlined on buttons too (the characters' ring is checked by pixels elsewhere).
    page.d.execute_script("document.getElementById('level').focus()")
    ActionChains(page.d).send_keys(Keys.TAB).perform()
    style = page.d.execute_script("const s = getComputedStyle(document.activeElement);"
                                  "return [document.activeElement.id, s.outlineStyle, s.outlineWidth];")
    assert style[0] == "hint" and style[1] == "solid" and style[2] == "3px", style
    # Every control has an accessible name, as Chromium computes it (the custom rules' form open).
    Select(page.d.find_element(By.ID, "level")).select_by_visible_text("Custom rules…")
    for control in page.d.find_elements(By.CSS_SELECTOR, "button, select, input"):
        assert control.is_displayed(), control.get_attribute("outerHTML")
        name = control.accessible_name
        assert name.strip(), control.get_attribute("outerHTML")
