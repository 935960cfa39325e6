"""The 双人麻将 hand lab in a real browser: a wait with the points it would score, the click that
wins on it, every fan line and every 不计 fan struck out with its excluder, and flowers shown
with the hand — a completed set (春夏秋冬) taking the 1-per-flower points (R-D12).

The page is read through its ``data-*`` hooks; the expected values come from
``widgets.rules("shuangren")``, never from the widget's JS.
"""

from __future__ import annotations

import os
import secrets

import widgets

CELL = """from widgets.ui import HandLab

w = HandLab("shuangren", "12s456s789s111z55z 25f", lang="en")
w"""


def test_wait_points_win_click_and_flower_set(open_notebook, lab_server):
    from playwright.sync_api import expect

    r = widgets.rules("shuangren")
    path = lab_server.write_notebook(f"pxtest-shuangren-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-handlab")
    expect(root).to_have_count(1)
    expect(root).to_have_attribute("data-variant", "shuangren")
    hand = root.locator('[data-role="hand-tiles"]')
    expect(hand.locator("button.px-flower")).to_have_count(2)

    # The one wait, 三条, with the points a win on it would score (points add: no ×).
    wait = root.locator('[data-panel="waits"] [data-wait="3s"]')
    expect(wait).to_have_count(1)
    (expected,) = r.waits("12s456s789s111z55z 25f", scores=True)
    expect(wait.locator('[data-score="discard"]')).to_have_text(str(expected.discard_score))
    expect(wait.locator('[data-score="self-draw"]')).to_have_text(str(expected.self_draw_score))

    # Click 三条 in the palette: the hand wins on it; every fan line, every 不计 fan struck out.
    root.locator('[data-role="palette"] button[data-tile="3s"]').click()
    expect(root).to_have_attribute("data-hand", "12456789s11155z 25f +3s")
    score = r.score("12456789s11155z 25f +3s")
    best = root.locator('[data-panel="score"] > table[data-total]')
    expect(best).to_have_attribute("data-total", str(score.total))
    expect(best.locator("tr[data-fan]")).to_have_count(len(score.lines))
    for e in score.excluded:
        row = best.locator(f'tr[data-excluded="{e.key}"]')
        expect(row).to_have_attribute("data-by", e.by)
        expect(row.locator("s")).to_have_count(2)  # name and value struck out
    expect(best.locator('tr[data-excluded="lianliu"]')).to_have_attribute("data-by", "qinglong")

    # Add 春, 秋, 冬: with 夏 that is 春夏秋冬, which takes four of the five 花牌 points.
    for flower in ("1f", "3f", "4f"):
        root.locator(f'[data-role="palette"] button[data-tile="{flower}"]').click()
    text = "12456789s11155z 12345f +3s"
    expect(root).to_have_attribute("data-hand", text)
    expect(hand.locator("button.px-flower")).to_have_count(5)
    expect(best.locator('tr[data-fan="chunxiaqiudong"]')).to_have_count(1)
    taken = best.locator('tr[data-excluded="huapai"]')
    expect(taken).to_have_attribute("data-by", "chunxiaqiudong")
    expect(taken).to_contain_text("×4")
    expect(best).to_have_attribute("data-total", str(r.score(text).total))
    assert nb.execute("print(w.analysis.score.total)") == f"{r.score(text).total}\n"
    if os.environ.get("PX_SCREENSHOT"):
        root.locator('[data-panel="score"]').screenshot(path=os.environ["PX_SCREENSHOT"])
