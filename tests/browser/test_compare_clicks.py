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
