"""The 斗地主 table, click by click, in a real JupyterLab and Chromium.

A learner (seat 甲) declines 明牌 by clicking, calls or passes, plays the hand by clicking
cards and Play (the hint's cards, clicked one by one), and a refused Pass on a lead is shown
in the widget and changes nothing; the 底牌 are face down until the landlord takes them; the
hand ends with the ledger the kernel holds. The table fits one screen at 1280×720 Normal and
1920×1080 Large, in en and zh; with PX_SHOTS set to a folder, screenshots are saved there.
"""

from __future__ import annotations

import secrets

from .card_table_page import fits, large_here, shot, zh_then_large
from .helpers import py_value

CELL = """from widgets.ui import DoudizhuTable

t = DoudizhuTable(seed=3, human=0, lang="en")
t"""
AUTO = """a = DoudizhuTable(seed=5, human=None, lang="en")
a.handle({"kind": "step", "to": "start"})
a"""


def test_play_a_hand_by_clicking(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-ddz-{secrets.token_hex(3)}.ipynb", [CELL, AUTO])
    nb = open_notebook(path)
    page = nb.page
    page.set_viewport_size({"width": 1280, "height": 720})
    nb.run_all()
    root = page.locator(".paixue-doudizhu").first
    expect(page.locator(".paixue-doudizhu")).to_have_count(2)
    expect(root).to_have_attribute("data-stage", "show_start")
    bottom = root.locator('[data-role="bottom"]')
    expect(bottom.locator(".px-ddz-back")).to_have_count(3)  # the 底牌 face down
    shot(root, "ddz-1280-normal-en-start")

    # 明牌? no (twice), then 叫地主 (or whatever the stage offers), 加倍 no
    for _ in range(8):
        stage = root.get_attribute("data-stage")
        if stage == "play":
            break
        buttons = root.locator('[data-role="decision"] button:not([disabled])')
        values = [buttons.nth(i).get_attribute("data-value") for i in range(buttons.count())]
        pick = "call" if "call" in values else "no" if "no" in values else values[-1]
        root.locator(f'[data-role="decision"] button[data-value="{pick}"]').click()
        expect(root).not_to_have_attribute("data-stage", stage or "")
    expect(root).to_have_attribute("data-stage", "play")
    expect(bottom.locator(".px-card")).to_have_count(3)  # shown once the landlord has them
    assert py_value(nb, "list(t.game.bottom())") == [
        bottom.locator(".px-card").nth(i).get_attribute("data-card") for i in range(3)]

    # a refused Pass on a lead: shown, nothing changes
    if py_value(nb, "t.game.pending().previous is None"):
        before = py_value(nb, "len(t.game.events)")
        pass_btn = root.locator('[data-role="decision"] button[data-kind="pass"]')
        expect(pass_btn).to_be_disabled()
        assert "pass" in (pass_btn.get_attribute("title") or "")
        assert py_value(nb, "len(t.game.events)") == before

    fits(root, ".px-ddz-main", "1280×720 normal en")
    shot(root, "ddz-1280-normal-en-play")
    large_here(root, ['[data-role="hand-0"]', '[data-role="decision"]'], "ddz")

    hand = root.locator('[data-role="hand-0"] .px-card')
    for _ in range(40):
        if root.get_attribute("data-over") == "true":
            break
        expect(root).to_have_attribute("data-stage", "play")
        wanted = py_value(
            nb, "__import__('widgets.practice.card_tables.doudizhu_seats', fromlist=['x'])"
            ".choose(t.game, t.game.pending()).tiles")
        kind = "pass"
        if wanted:
            from widgets.practice.card_tables.doudizhu_play import pick

            mine = [hand.nth(i).get_attribute("data-card") for i in range(hand.count())]
            cards = pick(mine, "".join(wanted))
            for n, c in enumerate(cards, start=1):
                root.locator(f'[data-role="hand-0"] [data-card="{c}"]').click()
                expect(root.locator('[data-role="hand-0"] [data-selected="true"]')) \
                    .to_have_count(n)
            kind = "play"
        count = py_value(nb, "len(t.game.events)")
        root.locator(f'[data-role="decision"] button[data-kind="{kind}"]').click()
        page.wait_for_function("() => true")
        expect(root.locator('[data-role="step"]')).not_to_have_text(
            f"step {count} of {count}")
    expect(root).to_have_attribute("data-over", "true")
    ledger = py_value(nb, "list(t.game.ledger())")
    cells = root.locator('[data-role="ledger"] tr td:nth-child(2)')
    assert [int(cells.nth(i).inner_text().replace("+", "")) for i in range(3)] == ledger
    assert sum(ledger) == 0
    shot(root, "ddz-1280-normal-en-end")

    # zh, and Large at 1920×1080, stepped back into the hand
    def step30():
        nb.execute("t.handle({'kind': 'step', 'to': 30})")
        expect(root.locator('[data-role="step"]')).to_contain_text("30")

    zh_then_large(page, root, ".px-ddz-main", "出完了", "ddz", at_large=step30,
                  keys=['[data-role="hand-0"]'])
    fits(root, ".px-ddz-main", "1920×1080 large en")
    shot(root, "ddz-1920-large-en-step30")


    # Autoplay steps the automatic table at its pace until Stop
    auto = page.locator(".paixue-doudizhu").nth(1)
    auto.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    expect(auto.locator('[data-role="step"]')).to_contain_text("step 0 of")
    pace = auto.locator('[data-role="pace"]')  # the pace Python names; the choice is kept
    assert pace.locator("option").all_inner_texts() == ["slow", "normal", "fast"]
    pace.select_option(label="fast")
    auto.locator('button[data-step="auto"]').click()
    expect(auto.locator('button[data-step="auto"]')).to_have_attribute("aria-pressed", "true")
    page.wait_for_function("""() => {
      const s = document.querySelectorAll('.paixue-doudizhu')[1]
        .querySelector('[data-role="step"]').textContent;
      return /step ([4-9]|\\d\\d) of/.test(s);
    }""", timeout=20_000)
    expect(auto.locator('[data-role="pace"]')).to_have_value("300")  # kept across redraws
    auto.locator('button[data-step="auto"]').click()
    expect(auto.locator('button[data-step="auto"]')).to_have_attribute("aria-pressed", "false")
    at = py_value(nb, "a.at")
    page.wait_for_timeout(1500)
    assert py_value(nb, "a.at") <= at + 1  # stopped (one step may have been on its way)
    shown = len(auto.locator('[data-role="history"] li').all())
    assert shown == min(py_value(nb, "a.at"), 12)
