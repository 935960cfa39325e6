"""The Yongzhou hand lab in a real browser: the side-by-side view of table A (爆胡 3番) and
table B (爆和 5番). Complete the hand by a click, see both columns with the cap drawn as a
line that ordinary fans stop at, tick 自摸 and watch table A hit its cap, then switch the
comparison to the minimum (起和).

The page is read through its ``data-*`` hooks only; the expected values come from
``widgets.rules("yongzhou", ...)`` or the kernel, never from the widget's JS.
"""

from __future__ import annotations

import secrets

import widgets
from widgets.mahjong.yongzhou import fan

HAND = "123456789m1z [222z,1]"  # 混一色 with a 南 刻, waiting on 东
CELL = f"""from widgets.ui import HandLab

w = HandLab("yongzhou", "{HAND}", situation={{"seat_wind": 1}}, compare="cap", lang="en")
w"""


def engine_fan(cap: int, **situation) -> int:
    return fan(widgets.rules("yongzhou", cap=cap).score(HAND + " +1z", seat_wind=1,
                                                         **situation))


def test_tables_side_by_side_with_the_cap_line(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-yongzhou-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-handlab")
    expect(root).to_have_count(1)
    expect(root).to_have_attribute("data-variant", "yongzhou")
    panel = root.locator('[data-panel="compare"]')
    cols = panel.locator('[data-role="compare-col"]')
    expect(cols).to_have_count(2)
    expect(panel.locator('[data-role="compare-none"]')).to_have_count(2)  # 13 tiles: no score

    # Draw 东: the hand is complete; both tables score it.
    root.locator('[data-role="palette"] button[data-tile="1z"]').click()
    expect(root).to_have_attribute("data-hand", HAND + " +1z")
    a, b = cols.nth(0), cols.nth(1)
    expect(a).to_have_attribute("data-value", "3")
    expect(a).to_have_attribute("data-fan", str(engine_fan(3)))  # 混一色 2 + 風位 1 = 3
    expect(b).to_have_attribute("data-fan", str(engine_fan(5)))  # 混一色 3 + 風位 1 = 4
    expect(a).to_have_attribute("data-capped", "false")
    expect(a.locator('[data-role="cap-line"]')).to_have_count(1)
    expect(b.locator('[data-role="cap-line"]')).to_have_count(1)
    expect(a.locator("[data-fan-cell]")).to_have_count(3)

    # Tick 自摸: table A is over its cap (2 + 1 + 1 = 4 → 3); the 4th cell lies beyond the line.
    root.locator('input[data-situation="self_drawn"]').click()
    expect(a).to_have_attribute("data-fan", str(engine_fan(3, self_drawn=True)))
    expect(a).to_have_attribute("data-capped", "true")
    expect(a.locator('[data-fan-cell][data-lost="true"]')).to_have_count(1)
    expect(b).to_have_attribute("data-fan", str(engine_fan(5, self_drawn=True)))
    expect(b).to_have_attribute("data-capped", "false")
    # the cap line sits right after the third cell of table A's bar
    order = a.locator('[data-role="fan-bar"] > *').evaluate_all(
        "els => els.map(e => e.dataset.role === 'cap-line' ? '|' : e.dataset.lost)")
    assert order == ["false", "false", "false", "|", "true"], order
    assert nb.execute("print(w.analysis.score.total)") == "8\n"

    # Compare the minimum instead: three columns, the hand wins under each (3番 ≥ 3).
    panel.locator('select[data-role="compare-option"]').select_option("minimum")
    expect(cols).to_have_count(3)
    expect(cols.nth(2)).to_have_attribute("data-value", "3")
    expect(cols.nth(2)).to_have_attribute("data-fan", "3")
    expect(panel.locator('[data-role="compare-not-winning"]')).to_have_count(0)


def test_louhu_switch_refuses_the_win(open_notebook, lab_server):
    """漏胡 in the claims panel: pick 4m from the 對家 (a win), tick "I passed on a win on
    this tile": the win moves to the refused list with R-Y13; the 下家 may still feed it."""
    from playwright.sync_api import expect

    cell = ('from widgets.ui import HandLab\n\nw = HandLab("yongzhou", "123m456p789s23m55s", '
            'lang="en")\nw')
    path = lab_server.write_notebook(f"pxtest-louhu-{secrets.token_hex(3)}.ipynb", [cell])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-handlab")
    panel = root.locator('[data-panel="claims"]')
    panel.locator('select[data-role="claim-tile"]').select_option("4m")
    expect(panel.locator('[data-claim="win"]')).to_have_count(1)
    panel.locator('input[data-role="claim-passed"]').click()
    expect(panel.locator('[data-refused="win"][data-ruling="R-Y13"]')).to_have_count(1)
    expect(panel.locator('[data-claim="win"]')).to_have_count(0)
    expect(panel.locator('input[data-role="claim-passed"]')).to_be_checked()
    panel.locator('select[data-role="claim-seat"]').select_option("3")
    expect(panel.locator('[data-claim="win"]')).to_have_count(1)
    assert nb.execute("print(w.analysis.claims.allows('win'))") == "True\n"
