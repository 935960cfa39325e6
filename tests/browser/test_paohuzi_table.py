"""The 跑胡子 table, click by click, in a real JupyterLab and Chromium.

A learner (seat 甲) plays a whole hand: each discard is a click on a card of the hand, each
decision on a shown card a click on its button (胡, 碰, one per 吃 way, 过); the others' hands
are face down; a refused discard (a card of a 坎) is shown in the widget in zh and changes
nothing; the hand ends with the ledger the kernel holds. The table fits one screen at
1280×720 Normal and 1920×1080 Large, in en and zh; Autoplay steps the automatic table until
Stop; the deck selector deals the 80-card game without 王. With PX_SHOTS set to a folder,
screenshots are saved there.
"""

from __future__ import annotations

import secrets

from .card_table_page import fits, large_here, shot, zh_then_large
from .helpers import py_value

CELL = """from widgets.ui import PaohuziTable
from widgets.practice.card_tables.paohuzi_play import prepare
from widgets.practice.card_tables.paohuzi_seats import choose

t = PaohuziTable(seed=0, human=0, lang="en")
t"""
REFUSE = """p = PaohuziTable(0, human=0, lang="zh",
                 prepared=prepare(("x555 W d3", "", ""), banker=0))
p"""
AUTO = """a = PaohuziTable(seed=5, human=None, lang="en")
a"""
SCENE = """SCENE = prepare(("x111 x222 d111 d222 x5 d99 x88 d66 d1010",
                 "x34566 x7 x99 x1010 d345 d788 d9 x8 d6 d10", ""), pile="x5 x5")
s = PaohuziTable(human=1, prepared=SCENE, lang="zh")  # lesson 11's 下火 and 臭牌
s"""


def test_play_a_hand_by_clicking(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-phz-{secrets.token_hex(3)}.ipynb",
                                     [CELL, REFUSE, AUTO, SCENE])
    nb = open_notebook(path)
    page = nb.page
    page.set_viewport_size({"width": 1280, "height": 720})
    nb.run_all()
    tables = page.locator(".paixue-paohuzi-table")
    expect(tables).to_have_count(4)
    root = tables.first
    expect(root.locator('[data-seat="1"] .px-ptbl-backs .px-ptbl-back').first).to_be_visible()
    fits(root, ".px-ptbl-main", "1280×720 normal en")
    shot(root, "phz-1280-normal-en-start")
    if root.get_attribute("data-stage"):  # the learner decides (a discard or a claim)
        large_here(root, ['[data-role="hand-0"]', '[data-role="decision"]'], "phz")

    step = root.locator('[data-role="step"]')
    for _ in range(60):
        if root.get_attribute("data-over") == "true":
            break
        stage = root.get_attribute("data-stage")
        count = py_value(nb, "len(t.game.events)")
        if stage == "discard":
            card = py_value(nb, "choose(t.game, t.game.pending()).card")
            root.locator(f'[data-role="hand-0"] [data-card="{card}"]').first.click()
        else:
            assert stage == "claim", stage
            index = py_value(nb, "t.game.pending().options.index("
                            "choose(t.game, t.game.pending()))")
            root.locator(f'[data-role="decision"] button[data-index="{index}"]').click()
        expect(step).not_to_have_text(f"step {count} of {count}")
    expect(root).to_have_attribute("data-over", "true")
    ledger = py_value(nb, "list(t.game.ledger())")
    cells = root.locator('[data-role="ledger"] tr td:nth-child(2)')
    assert [int(cells.nth(i).inner_text().replace("+", "")) for i in range(3)] == ledger
    assert sum(ledger) == 0
    assert py_value(nb, "t.game.events == __import__('widgets.practice.card_tables.paohuzi_play', "
                   "fromlist=['x']).simulate(0).events")  # the learner played the seats' way
    expect(root.locator('[data-role="win"] .px-ptbl-group').first).to_be_visible()
    fits(root, ".px-ptbl-main", "1280×720 normal en, over")
    shot(root, "phz-1280-normal-en-end")

    # a refused discard: the 坎's card is clicked, the reason shown in zh, nothing changes
    refuse = tables.nth(1)
    refuse.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    before = py_value(nb, "len(p.game.events)")
    refuse.locator('[data-role="hand-0"] [data-card="x5"]').first.click()
    expect(refuse.locator('[data-role="message"]')).to_contain_text("一坎牌不能拆散")
    assert py_value(nb, "len(p.game.events)") == before
    shot(refuse, "phz-1280-normal-zh-refused")

    # zh, and Large at 1920×1080, stepped back into the hand
    def step30():
        nb.execute("t.handle({'kind': 'step', 'to': 30})")
        expect(root.locator('[data-role="step"]')).to_contain_text("30")

    zh_then_large(page, root, ".px-ptbl-main", "胡", "phz", at_large=step30,
                  keys=['[data-role="hand-0"]'])
    fits(root, ".px-ptbl-main", "1920×1080 large en")
    shot(root, "phz-1920-large-en-step30")

    # Autoplay steps the automatic table at its pace until Stop
    auto = tables.nth(2)
    auto.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    expect(auto.locator('[data-role="step"]')).to_contain_text("step 0 of")
    auto.locator('button[data-step="auto"]').click()
    expect(auto.locator('button[data-step="auto"]')).to_have_attribute("aria-pressed", "true")
    page.wait_for_function("""() => {
      const s = document.querySelectorAll('.paixue-paohuzi-table')[2]
        .querySelector('[data-role="step"]').textContent;
      return /step ([4-9]|\\d\\d) of/.test(s);
    }""", timeout=20_000)
    auto.locator('button[data-step="auto"]').click()
    expect(auto.locator('button[data-step="auto"]')).to_have_attribute("aria-pressed", "false")
    at = py_value(nb, "a.at")
    page.wait_for_timeout(1500)
    assert py_value(nb, "a.at") <= at + 1  # stopped (one step may have been on its way)
    assert len(auto.locator('[data-role="history"] li').all()) == min(py_value(nb, "a.at"), 14)

    # the deck selector deals the 80-card game without 王 (A1: 留19張在墩上), the same seed
    deck = auto.locator('select[data-role="deck"]')
    expect(deck).to_have_value("21")
    deck.select_option("19")
    expect(auto.locator('[data-role="message"]')).to_contain_text("80, no 王, 19 left in the pile")
    expect(deck).to_have_value("19")
    assert py_value(nb, "(a.game.seed, a.game.pile, len(a.game.events[0].pile))") == [5, 19, 19]
    assert py_value(nb, "'W' in str(a.game.events[0])") is False

    # lesson 11's scene: 乙 eats 甲's 小五 the first way; the other 小五 goes down too (下火)
    scene = tables.nth(3)
    scene.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    chi = scene.locator('[data-role="decision"] button[data-value="chi"]')
    expect(chi).to_have_count(3)
    expect(chi.first).to_contain_text("下火")
    page.set_viewport_size({"width": 1280, "height": 720})
    shot(scene, "phz-1280-normal-zh-scene")
    chi.first.click()
    expect(scene.locator('[data-role="groups-1"] .px-ptbl-group')).to_have_count(2)
    expect(scene).to_have_attribute("data-stage", "discard")
    assert py_value(nb, "[m.cards for m in s.game.melds(1)]") == [[2, 3, 4], [4, 5, 6]]
    shot(scene, "phz-1280-normal-zh-scene-eaten")
