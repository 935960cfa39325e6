"""The hand lab on one screen, in a real JupyterLab and Chromium (issue 19, "Fit the screen").

At 1280×720 in Normal size and at 1920×1080 in Large (a projector), with JupyterLab's own
chrome and its default left sidebar (the file browser) open, one click on a tile shows the
whole answer without scrolling: the problems, the shanten and the waits down to the score's
total (for a hand that is not complete: the score's line and the discard advice with its
"show all"), with the hand and the palette on the same screen.
In Large at 1280×720 (a laptop, issue 33) the palette's tiles shrink so that the answer stays
beside it: the same, except that of the Wuhan hand's long discard advice only its top is
required on screen.

How the learner is assumed to scroll: once, so that the widget's top is at the top of the
notebook's scrolling area (``scrollIntoView({block: "start"})`` on the lab's root, as a learner
scrolls to a widget before using it); then they click, and nothing is scrolled again. "Inside"
means inside the window (``innerWidth``/``innerHeight``) and inside the notebook's visible
scrolling area (above JupyterLab's status bar).

Also here: a keyboard-only path (Tab to the palette, Enter/Space add a tile, the focus stays on
the same tile after the redraw; Enter in the hand removes one) and the situation's "wall
remaining" field applying on Enter (lesson 01: set it to 1 and watch 杠 become refused).
"""

from __future__ import annotations

from typing import Any

import pytest

from .handlab_dom import assert_panels_match_engine, read_panels
from .helpers import py_value

# two labs: a 四川 hand one tile from 清碰 (a click on 4m completes it) and the Wuhan 红中 hand
# that waits on 33 kinds and, after a click on 5z (红中), lists 33 kinds of improving tiles per
# row of its discard advice; a screen's notebook holds both in English, then both in Chinese
# (one page and kernel a screen: the languages checked one after the other)
IMPORT = "from widgets.ui import HandLab"
LAB_CELLS = [
    'si_{lang} = HandLab("sichuan-xuezhan", "111m222m33m44m [555m]", lang={lang!r}, '
    "size={size!r})\nsi_{lang}",
    'wu_{lang} = HandLab("wuhan", "3334445p666s [111p] | indicator=5s", lang={lang!r}, '
    "size={size!r})\nwu_{lang}",
]
LANGS = ("en", "zh")

SCREENS = [  # (width, height, size)
    (1280, 720, "normal"),
    (1280, 720, "large"),  # a laptop (issue 33): the palette shrinks beside the answer
    (1920, 1080, "large"),
]


# Where each part of the lab lies, and the visible area it must lie in.
BOXES_JS = """
(root) => {
  let area = root.parentElement;
  while (area && !/(auto|scroll)/.test(getComputedStyle(area).overflowY)) {
    area = area.parentElement;
  }
  const a = area.getBoundingClientRect();
  const bar = document.querySelector('#jp-main-statusbar');  // JupyterLab's status bar
  const floor = bar ? bar.getBoundingClientRect().top : innerHeight;
  const box = (el) => {
    if (!el || el.hidden) return null;
    const r = el.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};
  };
  const q = (sel) => root.querySelector(sel);
  return {
    area: {top: Math.max(a.top, 0), bottom: Math.min(a.bottom, innerHeight, floor),
           left: Math.max(a.left, 0), right: Math.min(a.right, innerWidth)},
    hand: box(q('[data-role="hand"]')),
    palette: box(q('[data-role="palette"]')),
    problems: box(q('[data-panel="problems"]')),
    shanten: box(q('[data-panel="shanten"]')),
    waits: box(q('[data-panel="waits"]')),
    total: box(q('[data-panel="score"] [data-role="total-best"]')),
    score: box(q('[data-panel="score"]')),
    discards: box(q('[data-panel="discards"]')),
  };
}
"""


def _starts_inside(boxes: dict[str, Any], name: str, where: str) -> None:
    """The panel's top (its heading) is on screen: the learner sees it is there."""
    area, b = boxes["area"], boxes[name]
    assert b is not None, f"{where}: no {name} on the page"
    assert area["top"] - 0.5 <= b["top"] <= area["bottom"] - 40, \
        f"{where}: {name} {b} does not start inside the visible area {area}"


def _inside(boxes: dict[str, Any], names: list[str], where: str) -> None:
    area = boxes["area"]
    for name in names:
        b = boxes[name]
        assert b is not None, f"{where}: no {name} on the page"
        ok = (b["top"] >= area["top"] - 0.5 and b["bottom"] <= area["bottom"] + 0.5
              and b["left"] >= area["left"] - 0.5 and b["right"] <= area["right"] + 0.5)
        assert ok, f"{where}: {name} {b} is not inside the visible area {area}"




@pytest.mark.parametrize(("width", "height", "size"), SCREENS,
                         ids=[f"{w}x{h}-{s}" for w, h, s in SCREENS])
def test_one_click_shows_the_whole_answer(open_screen, width, height, size):
    from playwright.sync_api import expect

    cells = [IMPORT] + [c.format(lang=lang, size=size) for lang in LANGS for c in LAB_CELLS]
    nb = open_screen(width, height, cells)
    roots = nb.page.locator(".paixue-handlab")
    expect(roots).to_have_count(2 * len(LANGS))
    for k, lang in enumerate(LANGS):
        _one_click(nb, roots.nth(2 * k), roots.nth(2 * k + 1), width, height, size, lang)


def _one_click(nb, si, wu, width: int, height: int, size: str, lang: str) -> None:
    from playwright.sync_api import expect

    expect(si).to_have_attribute("data-size", size)
    where = f"{width}x{height} {size} {lang}"
    laptop_large = size == "large" and width < 1920  # the palette beside a narrower answer

    # 四川: scroll the lab to the top, click 4m: complete (清碰), the score's total on screen
    si.evaluate("(r) => r.scrollIntoView({block: 'start'})")
    si.locator('[data-role="palette"] button[data-tile="4m"]').click()
    expect(si).to_have_attribute("data-hand", "1112223344m [555m] +4m")
    expect(si.locator('[data-role="total-best"]')).to_have_count(1)
    boxes = si.evaluate(BOXES_JS)
    _inside(boxes, ["hand", "palette", "problems", "shanten", "waits", "total"], where)
    assert boxes["discards"] is None, "no discard advice for a complete hand"
    assert_panels_match_engine(read_panels(si))

    # a click on the winning tile: 13 tiles, the waits on screen (no score yet)
    si.locator('[data-role="hand-tiles"] button[data-winning="true"]').click()
    expect(si).to_have_attribute("data-hand", "1112223344m [555m]")
    boxes = si.evaluate(BOXES_JS)
    _inside(boxes, ["hand", "palette", "problems", "shanten", "waits", "score"], where)

    # Wuhan: 红中 makes 14 tiles that cannot win; the score's line and the best few discards
    # (each with its improving tiles, drawn small) on screen, the rest behind "show all"
    wu.evaluate("(r) => r.scrollIntoView({block: 'start'})")
    # before the click: 13 tiles that wait on 33 kinds; one row of them, the rest on demand
    waits = wu.locator('[data-panel="waits"]')
    expect(waits).to_have_attribute("data-count", "33")
    expect(waits.locator("[data-wait]")).to_have_count(10 if size == "normal" else 12)
    boxes = wu.evaluate(BOXES_JS)
    _inside(boxes, ["hand", "palette", "problems", "shanten", "waits"], where)
    if not laptop_large:
        _inside(boxes, ["score"], where)
    waits.locator('[data-role="waits-all"]').click()
    expect(waits.locator("[data-wait]")).to_have_count(33)
    waits.locator('[data-role="waits-all"]').click()
    expect(waits.locator("[data-wait]")).to_have_count(10 if size == "normal" else 12)
    # (on a laptop in Large, "show all" lies under the fold: its clicks scrolled; back to the top)
    wu.evaluate("(r) => r.scrollIntoView({block: 'start'})")
    wu.locator('[data-role="palette"] button[data-tile="5z"]').click()
    expect(wu).to_have_attribute("data-hand", "3334445p666s [111p] +5z")
    panel = wu.locator('[data-panel="discards"]')
    expect(panel).to_be_visible()
    boxes = wu.evaluate(BOXES_JS)
    if laptop_large:  # the advice starts on screen; its rows below it
        _inside(boxes, ["hand", "palette", "problems", "shanten", "waits", "score"], where)
        _starts_inside(boxes, "discards", where)
    else:
        _inside(boxes, ["hand", "palette", "problems", "shanten", "waits", "score", "discards"],
                where)
    panels = read_panels(wu)  # the lab's own analysis (the engine's needs the 赖子 indicator)
    want = py_value(nb, '[[d["tile"], str(d["shanten"]), d["count"]] '
                        f'for d in wu_{lang}.view["analysis"]["discards"]]')
    assert panels["discards_count"] == 5 and panels["discards"] == want[:4]
    rows = panel.locator("tr[data-discard]")
    # a 赖子: every discard is improved by the same unseen tiles (the kernel's count), said once
    # above the rows, which then rank by the distance left (no column of tiles on each row)
    assert len({count for _, _, count in want}) == 1
    expect(panel.locator('[data-role="discards-same"]')).to_contain_text(f" {want[0][2]} ")
    assert rows.first.locator(".px-eff").count() == 0
    show_all = panel.locator('[data-role="discards-all"]')
    expect(show_all).to_have_attribute("aria-expanded", "false")
    show_all.click()
    expect(rows).to_have_count(5)
    expect(show_all).to_have_attribute("aria-expanded", "true")
    show_all.click()
    expect(rows).to_have_count(4)


def test_keyboard_builds_a_hand_and_wall_applies_on_enter(open_screen):
    from playwright.sync_api import expect

    nb = open_screen(1280, 720, [IMPORT, 'w = HandLab("sichuan-xuezhan", lang="en")\nw'])
    root = nb.page.locator(".paixue-handlab")
    page = nb.page
    active_key = "() => document.activeElement?.dataset?.key ?? null"

    # Tab from the notation box (where a learner starts typing) to the palette's first tile
    root.locator('[data-role="text"]').focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate(active_key) == "p:1m":
            break
    assert page.evaluate(active_key) == "p:1m", "Tab reaches the palette"
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-hand", "1m")
    assert page.evaluate(active_key) == "p:1m", "the focus stays on the same tile"
    page.keyboard.press("Enter")
    page.keyboard.press("Space")
    expect(root).to_have_attribute("data-hand", "111m")
    page.keyboard.press("Tab")
    assert page.evaluate(active_key) == "p:2m"
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-hand", "1112m")

    # back to the hand (Shift+Tab), Enter removes the tile with the focus
    root.locator('[data-role="hand-tiles"] [data-key="h:3"]').focus()
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-hand", "111m")
    root.locator('[data-role="hand-tiles"] [data-key="h:2"]').focus()
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(active_key) == "h:1"
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-hand", "11m")

    # the notation box loads on Enter: a ready hand, and the 上家's 1p can be claimed
    text = root.locator('[data-role="text"]')
    text.fill("1112345678999m")
    text.press("Enter")
    expect(root).to_have_attribute("data-hand", "1112345678999m")

    # wall remaining applies on Enter (no blur): at 1 tile left, 杠 is refused
    root.locator('select[data-role="claim-tile"]').select_option("1m")
    claims = root.locator('[data-panel="claims"]')
    expect(claims.locator('[data-claim="kong"]')).to_have_count(1)
    wall = root.locator('input[data-situation="wall_remaining"]')
    wall.fill("1")
    wall.press("Enter")
    expect(claims.locator('[data-refused="kong"]')).to_have_count(1)
    assert page.evaluate(active_key) == "sit:wall_remaining", "the focus stays in the field"
    assert nb.execute("print(w.situation.wall_remaining)") == "1\n"
