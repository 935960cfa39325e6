"""The 欢乐三张 table, click by click, in a real JupyterLab and Chromium.

A learner (seat 甲) sees three face-down cards, clicks 看牌 and sees them, calls by clicking
until the hand ends (folding when calling is not offered); the pot and the ledger on screen
are the kernel's; a refused choice is shown in the widget; the table fits one screen at
1280×720 Normal and 1920×1080 Large, in en and zh; Autoplay steps an automatic table. With
PX_SHOTS set to a folder, screenshots are saved there.
"""

from __future__ import annotations

import secrets

from .card_table_page import fits, large_here, shot, zh_then_large
from .helpers import py_value

CELL = """from widgets.ui import SanzhangTable

t = SanzhangTable(seed=3, human=0, lang="en", players=5)
t"""
AUTO = """a = SanzhangTable(seed=6, human=None, lang="en", players=4)
a.handle({"kind": "step", "to": "start"})
a"""


def test_bet_a_hand_by_clicking(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-szt-{secrets.token_hex(3)}.ipynb", [CELL, AUTO])
    nb = open_notebook(path)
    page = nb.page
    page.set_viewport_size({"width": 1280, "height": 720})
    nb.run_all()
    root = page.locator(".paixue-sanzhang").first
    expect(page.locator(".paixue-sanzhang")).to_have_count(2)
    expect(root).to_have_attribute("data-stage", "bet")
    mine = root.locator('[data-seat="0"]')
    expect(mine.locator(".px-szt-back")).to_have_count(3)  # blind: face down, even to you
    expect(mine).to_have_attribute("data-seen", "false")
    fits(root, ".px-szt-main", "1280×720 normal en")
    shot(root, "szt-1280-normal-en-start")
    large_here(root, ['[data-seat="0"]', '[data-role="decision"]'], "szt")

    decision = root.locator('[data-role="decision"]')
    decision.locator('button[data-value="look"]').click()
    expect(mine).to_have_attribute("data-seen", "true")
    expect(mine.locator(".px-card")).to_have_count(3)
    shown = [mine.locator(".px-card").nth(i).get_attribute("data-card") for i in range(3)]
    assert shown == py_value(nb, "t.game.hands[0].split()") or \
        sorted(shown) == sorted(py_value(nb, "t.game.hands[0].split()"))
    expect(root.locator('[data-seat="1"] .px-szt-back')).to_have_count(3)  # others stay hidden
    expect(decision.locator('button[data-value="look"]')).to_have_count(0)

    # a refused choice (sent as a click would send it): shown, nothing changes
    before = py_value(nb, "len(t.game.events)")
    nb.execute("t.handle({'kind': 'choose', 'value': 'raise 999'})")
    expect(root.locator('[data-role="message"]')).to_contain_text("not a choice now")
    assert py_value(nb, "len(t.game.events)") == before
    shot(root, "szt-1280-normal-en-seen")

    for _ in range(30):
        if root.get_attribute("data-over") == "true":
            break
        expect(root).to_have_attribute("data-stage", "bet")
        count = py_value(nb, "len(t.game.events)")
        call = decision.locator('button[data-value="call"]')
        (call if call.count() else decision.locator('button[data-value="fold"]')).click()
        expect(root.locator('[data-role="step"]')).not_to_have_text(f"step {count} of {count}")
    expect(root).to_have_attribute("data-over", "true")
    pot = py_value(nb, "t.game.end.pot")
    expect(root.locator('[data-role="pot"]')).to_have_text(f"pot {pot}")
    ledger = py_value(nb, "list(t.game.end.deltas)")
    cells = root.locator('[data-role="ledger"] tr td:nth-child(2)')
    assert [cells.nth(i).inner_text().replace("+", "") for i in range(5)] == ledger
    fits(root, ".px-szt-main", "1280×720 normal en end")
    shot(root, "szt-1280-normal-en-end")

    zh_then_large(page, root, ".px-szt-main", "赢得锅底", "szt", keys=['[data-seat="0"]'])
    root.locator('button[data-step="start"]').click()
    expect(root.locator('[data-role="step"]')).to_contain_text("step 0 of")
    expect(root.locator('[data-role="pot"]')).to_have_text("pot 0")  # before the antes
    root.locator('button[data-step="forward"]').click()
    expect(root.locator('[data-role="step"]')).to_contain_text("step 1 of")
    expect(root.locator('[data-role="pot"]')).to_have_text("pot 5")
    # the history's numbers are the counter's: step 1 is the deal with the five antes
    items = root.locator('[data-role="history"] li')
    expect(items).to_have_count(1)
    expect(items.first).to_have_attribute("data-step", "1")
    expect(items.first).to_have_attribute("aria-current", "step")
    expect(items.first.locator(".px-ctb-line")).to_have_count(6)
    fits(root, ".px-szt-main", "1920×1080 large en")
    shot(root, "szt-1920-large-en-step1")
    root.locator('button[data-step="end"]').click()
    expect(root).to_have_attribute("data-over", "true")
    first = items.first.get_attribute("data-step")
    items.first.locator('[data-role="history-step"]').click()  # a number goes to its step
    expect(root.locator('[data-role="step"]')).to_contain_text(f"step {first} of")
    expect(root.locator('[data-role="history"] li[aria-current="step"]')).to_have_attribute(
        "data-step", first)
    assert py_value(nb, "t.at") == int(first)

    # Autoplay steps the automatic table at its pace until Stop
    auto = page.locator(".paixue-sanzhang").nth(1)
    auto.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    expect(auto.locator('[data-role="step"]')).to_contain_text("step 0 of")
    auto.locator('button[data-step="auto"]').click()
    expect(auto.locator('button[data-step="auto"]')).to_have_attribute("aria-pressed", "true")
    page.wait_for_function("""() => {
      const s = document.querySelectorAll('.paixue-sanzhang')[1]
        .querySelector('[data-role="step"]').textContent;
      return /step ([3-9]|\\d\\d) of/.test(s);
    }""", timeout=20_000)
    auto.locator('button[data-step="auto"]').click()
    expect(auto.locator('button[data-step="auto"]')).to_have_attribute("aria-pressed", "false")
    at = py_value(nb, "a.at")
    page.wait_for_timeout(1500)
    assert py_value(nb, "a.at") <= at + 1

    # Save fills the replay box once (the saved text is its own trait, not in the view); a
    # later click redraws the table and the box keeps the text; Load of it is the same hand
    box = root.locator('[data-role="json"]')
    root.locator('button[data-kind="save"]').click()
    expect(box).to_have_value(py_value(nb, "t.saved"))
    assert py_value(nb, "'json' in t.view") is False
    root.locator('button[data-step="start"]').click()
    expect(root.locator('[data-role="step"]')).to_contain_text("step 0 of")
    expect(box).to_have_value(py_value(nb, "t.saved"))
    root.locator('button[data-kind="load"]').click()
    expect(root.locator('[data-role="message"]')).to_contain_text("loaded")
