"""跑胡子 on the card table, click by click, in a real browser: a ready hand's waits, the
winning card clicked in from the palette, the best grouping drawn as groups with their 胡息,
the total against 15, the 自摸 switch that lets a 王 holder win, and a refused fifth copy.

The page is read through its ``data-*`` hooks; the expected values come from
``widgets.rules("paohuzi")`` in the kernel (``nb.execute``), never from the widget's JS.
"""

from __future__ import annotations

import secrets

CELL = """from widgets.ui import CardTable

t = CardTable("paohuzi", hand="x123 d2710 x555 d888 x99 d9 x46 W d34", turned="x8", lang="en")
t"""


def test_waits_win_grouping_and_self_draw(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-paohuzi-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-cards")
    expect(root).to_have_count(1)
    expect(root).to_have_attribute("data-game", "paohuzi")
    waits = nb.execute("import widgets\nR = widgets.rules('paohuzi')\n"
                       "print(' '.join(w.text for w in R.waits(t.ph_line())))").strip()
    expect(root).to_have_attribute("data-waits", waits)
    assert "d5" in waits.split()

    # red cards are marked by more than colour
    palette = root.locator('[data-role="palette"]')
    expect(palette.locator('button[data-red="true"]')).to_have_count(6)
    expect(palette.locator('button[data-card="x2"]')).to_have_attribute(
        "aria-label", "小二 x2 (红) (click to add)")

    # the winning card: make the 'win' slot active and click 大伍 in the palette
    root.locator('[data-role="slot-select"][data-key="slot:win"]').click()
    expect(root).to_have_attribute("data-active", "win")
    palette.locator('button[data-card="d5"]').click()
    win_slot = root.locator('[data-role="slot"][data-slot="win"]')
    expect(win_slot).to_have_attribute("data-cards", "d5")
    huxi = nb.execute("w = R.win(t.ph_line())\nprint(w.huxi, w.ok)").split()
    expect(root).to_have_attribute("data-huxi", huxi[0])
    expect(root).to_have_attribute("data-win", "false")  # a 王 holder: only by 自摸
    groups = root.locator('[data-panel="grouping"] .px-meld')
    expect(groups).to_have_count(7)
    expect(root.locator('[data-panel="grouping"] [data-wild="true"]')).to_have_count(1)
    total = sum(int(groups.nth(i).get_attribute("data-huxi")) for i in range(7))
    assert str(total) == huxi[0]

    # 自摸: now it wins, and the score panel appears with the engine's total
    root.locator('input[data-toggle="self_drawn"]').check()
    expect(root).to_have_attribute("data-win", "true")
    score = nb.execute("print(R.score(t.ph_line(), self_drawn=True, turned='x8').total)")
    expect(root).to_have_attribute("data-total", score.strip())
    expect(root.locator('[data-panel="score"] tr[data-factor="zimo"]')).to_have_count(1)

    # a fifth 小五 is refused in the widget and nothing changes (小一 out first: 20 cards)
    root.locator('[data-role="slot-select"][data-key="slot:hand"]').click()
    hand = root.locator('[data-role="slot"][data-slot="hand"]')
    hand.locator('button[data-card="x1"]').click()
    expect(hand.locator("button[data-card]")).to_have_count(19)
    palette.locator('button[data-card="x5"]').click()
    palette.locator('button[data-card="x5"]').click()
    message = root.locator('[data-role="message"]')
    expect(message).to_have_attribute("data-level", "warning")
    expect(message).to_contain_text("deck has 4")
    assert nb.execute("from widgets.cards.paohuzi import parse_hand\n"
                      "print(parse_hand(t.slot('hand')).cards.count(4))") == "4\n"

    # table groups by clicks: 跑 then 大陆 puts [d6666] down; 吃 gathers three clicked cards
    root.locator('[data-role="meld-picker"] [data-key="meld:pao"]').click()
    expect(root).to_have_attribute("data-active", "table")
    palette.locator('button[data-card="d6"]').click()
    table = root.locator('[data-role="slot"][data-slot="table"]')
    expect(table).to_have_attribute("data-cards", "[d6666]")
    root.locator('[data-role="meld-picker"] [data-key="meld:chi"]').click()
    palette.locator('button[data-card="x8"]').click()
    palette.locator('button[data-card="x9"]').click()
    expect(table.locator('button[data-pending="true"]')).to_have_count(2)
    expect(table.locator('[data-role="pending"]')).to_contain_text("1 more")
    palette.locator('button[data-card="x10"]').click()
    expect(table).to_have_attribute("data-cards", "[d6666] [x8910]")
    expect(table.locator('button[data-pending="true"]')).to_have_count(0)
    assert nb.execute("print(t.slot('table'))") == "[d6666] [x8910]\n"
