"""The rule comparison in a real JupyterLab and Chromium (issue 39), as a learner uses it: a
13-tile hand completed by a click on the palette, scored side by side under every variant
whose tiles hold it; a situation ticked once applies to every column; a column made the
reference; a variant's column hidden by its checkbox; a fifth copy refused in the widget's
language. At 1280×720 (normal size, English, then Chinese) and 1920×1080 (Large, Chinese,
then English); screenshots in /tmp/w39c-shots. The totals come from the engine, not the page.
"""

from __future__ import annotations

import secrets
from pathlib import Path

import pytest

from widgets import rules
from widgets.engine.situation import Situation

SHOTS = Path("/tmp/w39c-shots")
RUNS = [("normal", 1280, 720, "en"), ("large", 1920, 1080, "zh")]
HAND = "111m222m333m444m5m"


@pytest.mark.parametrize(("size", "width", "height", "lang"), RUNS,
                         ids=[f"{r[0]}-{r[3]}" for r in RUNS])
def test_compare_clicks(open_notebook, lab_server, size, width, height, lang):
    from playwright.sync_api import expect

    SHOTS.mkdir(exist_ok=True)
    path = lab_server.write_notebook(
        f"pxtest-compare-{secrets.token_hex(3)}.ipynb",
        [f"from widgets.ui import Compare\nc = Compare({HAND!r}, lang={lang!r}, size={size!r})\nc"])
    nb = open_notebook(path)
    page = nb.page
    page.set_viewport_size({"width": width, "height": height})
    nb.run_all()
    root = page.locator(".paixue-compare")
    expect(root).to_have_attribute("data-size", size)
    expect(root).to_have_attribute("data-lang", lang)
    expect(root.locator('[data-role="note"]')).to_be_visible()  # 13 tiles: no score yet

    root.locator('[data-role="palette-tile"][data-tile="5m"]').click()  # the winning tile
    cols = root.locator('[data-role="column"]')
    expect(cols).to_have_count(5)  # every variant whose tiles hold 1m–5m (not 双人)
    xuezhan = rules("sichuan-xuezhan").score(HAND + " +5m").total
    expect(cols.nth(0).locator('[data-role="total"]')).to_have_attribute("data-total",
                                                                         str(xuezhan))
    expect(root.locator('[data-variant="wuhan"] [data-role="refusal"]')).to_contain_text("开口")
    expect(root.locator('[data-role="left-out"]')).to_contain_text("双人")

    root.locator('[data-flag="self_drawn"]').check()  # the situation: every column
    drawn = rules("sichuan-xuezhan").score(HAND + " +5m", Situation(self_drawn=True)).total
    expect(cols.nth(0).locator('[data-role="total"]')).to_have_attribute("data-total",
                                                                         str(drawn))
    yz = rules("yongzhou").score(HAND + " +5m", Situation(self_drawn=True)).total
    expect(root.locator('[data-variant="yongzhou"] [data-role="total"]')).to_have_attribute(
        "data-total", str(yz))
    # differences named by their rules: 大师游 against 血战 combines differently
    group = root.locator('[data-role="difference-group"][data-column="2"]')
    expect(group.locator('[data-kind="mode"]')).to_have_count(1)
    expect(group.locator('[data-kind="fan"]').first).to_be_visible()
    page.screenshot(path=str(SHOTS / f"compare-{size}-{lang}-{width}x{height}.png"))

    cols.nth(2).locator('[data-role="make-reference"]').click()
    expect(cols.nth(2).locator('[data-role="reference"]')).to_be_visible()
    root.locator('[data-variant="wuhan"][type="checkbox"], input[data-variant="wuhan"]').uncheck()
    expect(cols).to_have_count(4)

    root.locator('[data-role="palette-tile"][data-tile="1m"]').click()  # 15 tiles: refused
    expect(root.locator('[data-role="message"]')).to_have_attribute("data-level", "warning")
    expect(root.locator('[data-role="message"]')).to_contain_text("15")

    other = "zh" if lang == "en" else "en"
    root.locator('[data-role="lang"]').click()
    expect(root).to_have_attribute("data-lang", other)
    word = "Reference" if other == "en" else "参照"
    expect(root.locator('[data-role="reference"]')).to_have_text(word)
    root.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(SHOTS / f"compare-{size}-{other}-{width}x{height}.png"))
    assert nb.execute("print(len(c.comparison.outcomes))").strip() == "4"


def test_option_columns_name_the_option_that_matters(open_notebook, lab_server):
    """Lesson 10's comparison: table A, table B, table B with 3番起和. Typed in the box, a
    鸡胡 (0番) is refused by the third column only, and the rule named is the minimum — not the
    cap, which the third column also changes (seed 001: 3番起和、1番起和、無番起和)."""
    from playwright.sync_api import expect

    path = lab_server.write_notebook(
        f"pxtest-compare-opts-{secrets.token_hex(3)}.ipynb",
        ["from widgets.ui import Compare\nV = 'yongzhou'\n"
         "c = Compare('111m555m999m1z [222z,1] +1z', situation={'seat_wind': 1}, "
         "variants=[(V, {}), (V, {'cap': 5}), (V, {'cap': 5, 'minimum': 3})], lang='zh', "
         "size='large')\nc"])
    nb = open_notebook(path)
    page = nb.page
    page.set_viewport_size({"width": 1920, "height": 1080})
    nb.run_all()
    root = page.locator(".paixue-compare")
    cols = root.locator('[data-role="column"]')
    expect(cols).to_have_count(3)
    expect(root.locator('[data-role="variants"]')).to_have_count(0)  # option columns: fixed
    third = cols.nth(2).locator('[data-role="difference"]')
    expect(third).to_have_count(1)
    expect(third).to_contain_text("封顶番数 3 对 封顶番数 5")
    box = root.locator('[data-role="text"]')
    box.fill("123m456p789s222s5s +5s")
    box.press("Enter")
    expect(cols.nth(2).locator('[data-role="refusal"]')).to_contain_text("起胡")
    expect(third).to_have_count(1)
    expect(third).to_contain_text("起和 0 对 起和 3")
    expect(cols.nth(1).locator('[data-role="same"]')).to_be_visible()
    assert "null" not in root.inner_text() and "undefined" not in root.inner_text()
    root.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(SHOTS / "compare-options-large-zh-1920x1080.png"))
