"""The Wuhan hand lab in a real browser: flip the 赖子 indicator, see the 赖子 marked on every
tile, win with it as a wildcard (软胡), declare a 冲杠, and read 开口 as a blocker.

The page is read through its ``data-*`` hooks only; the expected values come from
``widgets.rules("wuhan")`` or the kernel (``nb.execute``), never from the widget's JS.
"""

from __future__ import annotations

import secrets

CELL = """from widgets.ui import HandLab

w = HandLab("wuhan", "234m5p678s [123m,1] [789p,1]", lang="en")
w"""


def test_indicator_marks_the_laizi_and_it_wins_soft(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-wuhan-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-handlab")
    expect(root).to_have_count(1)
    expect(root).to_have_attribute("data-variant", "wuhan")
    expect(root).to_have_attribute("data-shanten", "0")
    hand = root.locator('[data-role="hand-tiles"]')
    palette = root.locator('[data-role="palette"]')
    expect(root.locator("[data-wild]")).to_have_count(0)

    # Flip 四筒: 五筒 becomes the 赖子, marked in the hand and the palette (and its label).
    root.locator('select[data-situation="indicator"]').select_option("4p")
    expect(hand.locator('button[data-tile="5p"]')).to_have_attribute("data-wild", "true")
    expect(palette.locator('button[data-tile="5p"]')).to_have_attribute("data-wild", "true")
    expect(palette.locator('button[data-tile="5p"]')).to_have_attribute(
        "aria-label", "5 of dots (wildcard 赖子) (click to add)")
    expect(palette.locator("button[data-wild]")).to_have_count(1)
    assert nb.execute("print(w.situation.indicator)") == "12\n"

    # Draw 二筒: the 赖子 stands in as a second 二筒 (a 2-5-8 将): 软胡 1 × 1 × 开口番 2 = 2.
    palette.locator('button[data-tile="2p"]').click()
    expect(root).to_have_attribute("data-hand", "234m5p678s [123m,1] [789p,1] +2p")
    expect(root).to_have_attribute("data-shanten", "-1")
    best = root.locator('[data-panel="score"] > table[data-total]')
    expect(best).to_have_attribute("data-total", "2")
    expect(best.locator('tr[data-fan="ruanhu"]')).to_have_count(1)
    assert nb.execute("print(w.analysis.score.total)") == "2\n"


def test_chong_gang_opens_a_closed_hand(open_notebook, lab_server):
    from playwright.sync_api import expect

    cell = ('from widgets.ui import HandLab\n\nw = HandLab("wuhan", "234m5p678s", lang="en")\nw')
    path = lab_server.write_notebook(f"pxtest-wuhan-kong-{secrets.token_hex(3)}.ipynb", [cell])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-handlab")
    expect(root).to_have_count(1)
    # Seven tiles and no meld: nothing opened yet, so 开口 is listed as a blocker.
    blocker = root.locator('[data-panel="shanten"] [data-blocker]')
    expect(blocker).to_have_count(1)
    expect(blocker).to_contain_text("必须开口才能胡牌")

    # Declare a 冲杠 of 一万 from 对家, named so in the builder and on the meld.
    kind = root.locator('select[data-role="meld-kind"]')
    expect(kind.locator('option[value="direct"]')).to_contain_text("冲杠")
    kind.select_option("direct")
    root.locator('select[data-role="meld-tile"]').select_option("1m")
    root.locator('select[data-role="meld-source"]').select_option("2")
    root.locator('button[data-role="declare"]').click()
    meld = root.locator('[data-role="meld"][data-meld="[1111m,2]"]')
    expect(meld).to_contain_text("冲杠")
    expect(blocker).to_have_count(0)
    assert nb.execute("print(w.hand)") == "234m5p678s [1111m,2]\n"
