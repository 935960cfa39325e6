"""Every lesson in a real JupyterLab and Chromium: Run All, no error, every widget drawn.

For each ``lessons/*.ipynb`` (a new lesson is covered without touching this file), and some of
their Chinese versions (``ZH_IN_BROWSER``): open it,
run all cells, and check that

- no cell has an error output (``run_all``) and the page raised nothing, logged no console
  error and asked for nothing off this machine (the ``open_notebook`` fixture);
- every widget of ours that the notebook displays is drawn: the widget views in the cells'
  outputs are looked up in the kernel by model id, and the page holds exactly one widget
  root (``.px-root``) per view; each HandLab root shows its own hand and each Exercise root
  its own question; a tile chart (lesson 00) shows all 42 faces beside their notation;
- the first hand lab with the default situation and rule options answers clicks: add a tile
  from the palette, take it back out of the hand, and each time the panels show what the
  engine computes for the hand on screen.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import widgets

from .handlab_dom import assert_panels_match_engine, read_panels

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
RENDER_TIMEOUT_MS = 180_000

# Run in the lesson's kernel: for each displayed model id, the widget's class and module, the
# state its root shows, and (hand labs) the variant and whether the situation and rule options
# are the defaults. A function, deleted after, so the lesson's namespace is left as it was.
KERNEL_LOOKUP = """
def _pxtest_lookup(ids):
    import json
    from ipywidgets.widgets.widget import _instances
    from widgets.ui import Exercise, HandLab
    out = []
    for i in ids:
        w = _instances.get(i)
        row = {"cls": type(w).__name__, "module": type(w).__module__, "state": None}
        if isinstance(w, HandLab):
            plain = w.situation == type(w.situation)() and not any(
                o["changed"] for o in w.view["options"])
            row.update(state=w.view["hand"]["text"], variant=w.view["variant"]["id"],
                       plain=plain)
        elif isinstance(w, Exercise):
            row.update(state=w.view["question"])
        out.append(row)
    return json.dumps(out)
print(_pxtest_lookup(IDS))
del _pxtest_lookup
"""

# The state each root shows: a hand lab its data-hand, an exercise its question.
DOM_STATES_JS = """
() => ({
  roots: document.querySelectorAll('.px-root').length,
  HandLab: [...document.querySelectorAll('.paixue-handlab')].map((r) => r.dataset.hand),
  Exercise: [...document.querySelectorAll('.paixue-exercise')].map((r) =>
    r.querySelector('[data-role="question"]')?.textContent ?? null),
})
"""


def displayed_widgets(nb) -> list[dict]:
    """Every widget view in the notebook's outputs, in order, as the kernel knows it."""
    ids = [
        out["data"][WIDGET_VIEW]["model_id"]
        for cell in nb.cells()
        for out in cell["outputs"]
        if WIDGET_VIEW in out.get("data", {})
    ]
    return json.loads(nb.execute(KERNEL_LOOKUP.replace("IDS", json.dumps(ids)))) if ids else []


def click_and_wait(root, button, before: str) -> dict:
    """Click ``button`` in the lab ``root``; wait for the redraw (the hand changes)."""
    from playwright.sync_api import expect

    button.click()
    expect(root).not_to_have_attribute("data-hand", before)
    return read_panels(root)


def exercise_hand_lab(root, variant: str) -> None:
    """Add a palette tile to the lab, then click it out of the hand; each time the panels
    agree with the engine, and at the end the hand is back where it started."""
    start = read_panels(root)
    assert_panels_match_engine(start)
    rules = widgets.rules(variant)
    if rules.parse(start["hand"]).size == 14:  # take one out first, so that one can go in
        last = len(start["hand_tiles"]) - 1
        button = root.locator(f'[data-role="hand-tiles"] button[data-tile][data-index="{last}"]')
        start = click_and_wait(root, button, start["hand"])
        assert_panels_match_engine(start)
    held = rules.parse(start["hand"]).all_tiles()
    names = root.locator('[data-role="palette"] button[data-tile]').evaluate_all(
        "(buttons) => buttons.map((b) => b.dataset.tile)"
    )
    tile = next(t for t in names if held.count(rules.parse(t).all_tiles()[0]) < rules.copies)
    button = root.locator(f'[data-role="palette"] button[data-tile="{tile}"]')
    added = click_and_wait(root, button, start["hand"])
    assert len(added["hand_tiles"]) == len(start["hand_tiles"]) + 1, added
    assert_panels_match_engine(added)
    # click the added tile (its last copy) back out: the same tiles, so the same hand text
    last = max(i for i, t in enumerate(added["hand_tiles"]) if t == tile)
    button = root.locator(f'[data-role="hand-tiles"] button[data-tile][data-index="{last}"]')
    back = click_and_wait(root, button, added["hand"])
    assert back["hand"] == start["hand"], (back["hand"], start["hand"])
    assert_panels_match_engine(back)


def check_tile_chart(chart) -> None:
    """Lesson 00's table of the tiles: 42 picture faces (the 34 by suit, the 8 flowers), each
    with its notation and names beside it; 5筒 five circles, 一条 the bird."""
    from playwright.sync_api import expect

    figures = chart.locator(".px-chart-tile")
    expect(figures).to_have_count(42)
    expect(chart.locator(".px-chart-tile svg.px-pic")).to_have_count(42)
    ids = figures.evaluate_all("(fs) => fs.map((f) => [f.dataset.tile, "
                               "f.querySelector('.px-chart-id').textContent])")
    assert [a for a, _ in ids] == [b for _, b in ids] and len({a for a, _ in ids}) == 42, ids
    five = chart.locator('.px-chart-tile[data-tile="5p"]')
    expect(five.locator("circle.px-dot")).to_have_count(5)
    expect(five.locator(".px-chart-zh")).to_have_text("五筒")
    expect(five.locator(".px-chart-en")).to_have_text("5 of dots")
    expect(chart.locator('.px-chart-tile[data-tile="1s"] g.px-bird')).to_have_count(1)
    expect(chart.locator('[data-role="faces"]')).to_have_count(1)


LESSON_PATHS = sorted(LESSONS.glob("*.ipynb"))
# Chinese lessons run here too, a few with the widgets lessons draw most (the hand lab and
# hand table, the settlement lab, the card table); every Chinese lesson runs in a kernel in
# tests/test_lessons.py, and lesson 00 in the site (the browser tests' time is the budget's).
ZH_IN_BROWSER = ("01-sichuan-xuezhan", "01b-sichuan-settlement", "04-doudizhu")


@pytest.mark.parametrize("name", [p.name for p in LESSON_PATHS]
                         + [f"zh/{n}.ipynb" for n in ZH_IN_BROWSER])
def test_lesson_runs_and_draws_every_widget(open_notebook, name):
    from playwright.sync_api import expect

    nb = open_notebook(name)
    nb.run_all()  # fails on any error output, with the traceback

    shown = displayed_widgets(nb)
    ours = [w for w in shown if w["module"].startswith("widgets.")]
    assert ours, f"{name} displays no widget of ours"
    expected = {
        cls: sorted(w["state"] for w in ours if w["cls"] == cls) for cls in ("HandLab", "Exercise")
    }
    # Widgets render asynchronously after the kernel is idle: wait for every root (a lesson
    # has dozens; on a loaded 2-core machine drawing them all can take well over 15 s).
    expect(nb.page.locator(".px-root")).to_have_count(len(ours), timeout=RENDER_TIMEOUT_MS)
    expect(nb.page.locator(".paixue-handlab")).to_have_count(len(expected["HandLab"]))
    expect(nb.page.locator(".paixue-exercise")).to_have_count(len(expected["Exercise"]))
    drawn = nb.page.evaluate(DOM_STATES_JS)
    assert {cls: sorted(drawn[cls]) for cls in expected} == expected
    if any(w["cls"] == "TileChart" for w in ours):
        check_tile_chart(nb.page.locator(".paixue-tilechart").first)

    # Click through the first hand lab with the default situation and rule options (the
    # engine's answers then depend on the hand alone). Roots are in output order.
    labs = [w for w in ours if w["cls"] == "HandLab"]
    plain = [i for i, w in enumerate(labs) if w["plain"]]
    if plain:
        root = nb.page.locator(".paixue-handlab").nth(plain[0])
        expect(root).to_have_attribute("data-hand", labs[plain[0]]["state"])
        exercise_hand_lab(root, labs[plain[0]]["variant"])
