"""The odds lab on one screen, in a real JupyterLab and Chromium (issue 19, "Fit the screen"):
at 1280×720 in the normal size and at 1920×1080 in the large one, with JupyterLab's menus,
toolbar and file browser beside it, a bet typed and applied on Enter, then Start, show the
whole answer — the exact expected value, the simulation's estimate, the outcome chart and the
convergence chart — beside the bet fields, no scrolling; the rule options and the chance
tables are folded below. The charts' labels lie inside their charts (none cut off).

The expected value comes from the engine (``widgets.practice.odds``), not from the page.
"""

from __future__ import annotations

import secrets

import pytest

from widgets.practice import odds

from .helpers import SEEN_JS

SIZES = [("normal", 1280, 720), ("large", 1920, 1080)]
# every text drawn in a chart lies inside the chart's box on the screen
LABELS_INSIDE_JS = """(svg) => {
  const box = svg.getBoundingClientRect();
  return [...svg.querySelectorAll('text')].filter((t) => {
    const r = t.getBoundingClientRect();
    return r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 ||
      r.bottom > box.bottom + 0.5;
  }).map((t) => t.textContent);
}"""


def cell(size: str, lang: str) -> str:
    return ("from widgets.ui import OddsLab\n"
            f"lab = OddsLab('dafengshou', bets={{'apple': 10}}, rounds=5_000, lang={lang!r}, "
            f"size={size!r})\nlab.simulate(5_000)\nlab")


@pytest.mark.parametrize(("size", "width", "height"), SIZES, ids=[s[0] for s in SIZES])
def test_a_bet_shows_the_whole_answer_on_one_screen(open_notebook, lab_server, size, width,
                                                    height):
    from playwright.sync_api import expect

    lang = "en" if size == "normal" else "zh"
    path = lab_server.write_notebook(f"pxtest-oddsfit-{secrets.token_hex(3)}.ipynb",
                                     [cell(size, lang)])
    nb = open_notebook(path)
    nb.page.set_viewport_size({"width": width, "height": height})
    nb.run_all()
    page = nb.page
    root = page.locator(".paixue-odds")
    expect(root).to_have_attribute("data-size", size)
    root.evaluate("e => e.scrollIntoView({block: 'start'})")

    box = root.locator('[data-field="bet:bar"]')
    box.fill("1")
    box.press("Enter")
    ev = odds.dafengshou({"apple": 10, "bar": 1}).expected
    expect(root).to_have_attribute("data-ev", str(ev))
    expect(root).to_have_attribute("data-rounds", "0")  # a new bet: the simulation restarts
    root.locator('[data-role="start"]').click()  # 5,000 rounds: done in a moment
    expect(root).to_have_attribute("data-status", "done", timeout=30_000)
    expect(root.locator('[data-role="estimate"]')).not_to_be_empty()
    got = page.evaluate(SEEN_JS, [root.locator(s).element_handle() for s in (
        '[data-role="fields"]', '[data-role="ev"]', '[data-role="estimate"]',
        '[data-role="chart"]', '[data-role="convergence"]', '[data-role="start"]')])
    bad = [g for g in got if not (g["inside"] and g["shown"])]
    assert not bad, f"not on screen without scrolling: {got}"
    for chart in ('[data-role="chart"]', '[data-role="convergence"]'):
        cut = root.locator(chart).evaluate(LABELS_INSIDE_JS)
        assert not cut, f"{chart}: labels cut off: {cut}"
    # the secondary parts are folded below the answer
    more = root.locator('details[data-role="more"]')
    expect(more).not_to_have_attribute("open", "")
    assert root.locator('[data-role="options"]').bounding_box()["y"] > \
        root.locator('[data-role="convergence"]').bounding_box()["y"]
    more.locator("summary").click()
    expect(more.locator('[data-table="targets"]')).to_be_visible()
