"""The hand lab's claims you act on, in a real browser (issue 19): pick the 对家's 5p, read
what 碰 does to the hand against passing, click 碰 — the tiles move into a meld and the lab
says to discard — then Undo restores the hand. A refused claim shows its reason; a situation
checkbox that would contradict the hand is disabled, its reason in a line under the situation
row (a projector shows no tooltip) that a screen reader reads with the box.

The expected values come from the engine (``widgets.rules``, ``claim_effects``) or the kernel,
never from the widget's JS.
"""

from __future__ import annotations

import secrets

import widgets
from widgets.engine.tiles import parse_tile, tile_name
from widgets.practice.table.claim_effects import claim_effects

from .handlab_dom import assert_panels_match_engine, read_panels

HAND = "11399m23455678p"  # 11m 99m 3m 55p 234p 678p: 碰 on 5p makes it ready
PONNED = "11399m234678p [555p,2]"
CELL = f"""from widgets.ui import HandLab

w = HandLab("sichuan-xuezhan", "{HAND}", lang="en")
w"""


def test_click_a_claim_to_take_it_and_undo(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-claims-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-handlab")
    expect(root).to_have_attribute("data-hand", HAND)
    panel = root.locator('[data-panel="claims"]')
    panel.locator('select[data-role="claim-seat"]').select_option("2")
    panel.locator('select[data-role="claim-tile"]').select_option("5p")

    # What 碰 does, against passing, as the engine computes it
    r = widgets.rules("sichuan-xuezhan")
    fx = claim_effects(r, r.parse(HAND), parse_tile("5p"), 2)
    pon_row = panel.locator('tr[data-claim-row="pon"]')
    expect(pon_row).to_have_attribute("data-shanten-after", str(fx.options[0].shanten))
    expect(pon_row).to_have_attribute("data-improving", str(fx.options[0].improving))
    pass_row = panel.locator('tr[data-claim-row="pass"]')
    expect(pass_row).to_have_attribute("data-shanten-after", str(fx.passing.shanten))
    expect(pass_row).to_have_attribute("data-improving", str(fx.passing.improving))
    expect(panel.locator('[data-role="claim-compare"]')).to_have_text(
        "Pung 碰 → ready, 4 winning tiles / Pass 过 → 1-shanten, 9 improving tiles")
    # a refused claim shows its reason
    expect(panel.locator('[data-refused="chi"]')).to_contain_text("吃")
    expect(panel.locator('[data-refused="win"]')).to_contain_text("does not complete")

    # Click 碰: the meld is declared from 对家 and the lab says to discard
    panel.locator('button[data-claim="pon"]').click()
    expect(root).to_have_attribute("data-hand", PONNED)
    expect(root.locator('[data-role="hand-tiles"] [data-meld="[555p,2]"]')).to_have_count(1)
    message = root.locator('[data-role="message"]')
    expect(message).to_have_attribute("data-level", "info")
    expect(message).to_contain_text("discard")
    expect(root.locator('[data-panel="discards"] tr[data-discard]').first).to_be_visible()
    assert nb.execute("print(w.text)") == PONNED + "\n"

    # Undo: the hand and the picked discard are back
    root.locator('button[data-role="undo"]').click()
    expect(root).to_have_attribute("data-hand", HAND)
    expect(panel.locator('select[data-role="claim-tile"]')).to_have_value("5p")
    expect(panel.locator('button[data-claim="pon"]')).to_have_count(1)

    # by keyboard: Enter on the focused 碰 takes it; focus lands on the hand, to discard
    panel.locator('button[data-claim="pon"]').focus()
    nb.page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-hand", PONNED)
    focused = root.evaluate("(r) => document.activeElement.closest('[data-role]')?.dataset.role")
    assert focused == "hand-tiles", focused
    nb.page.keyboard.press("Enter")  # the focused tile (the hand's last) is discarded
    expect(root).to_have_attribute("data-hand", "11399m23467p [555p,2]")
    root.locator('button[data-role="undo"]').click()
    root.locator('button[data-role="undo"]').click()
    expect(root).to_have_attribute("data-hand", HAND)

    # 杠后摸牌 with no kong in the hand cannot happen: the box is off, and says why
    box = root.locator('input[data-situation="after_kong"]')
    expect(box).to_be_disabled()
    why = box.get_attribute("data-disabled-reason")
    assert "no kong" in why, why
    described = box.get_attribute("aria-describedby")
    expect(root.locator(f"#{described}")).to_have_text(why)
    # visibly, under the situation row (a projector shows no tooltip), not only on hover
    off = root.locator('[data-role="situation-offs"] [data-off="after_kong"]')
    expect(off).to_be_visible()
    expect(off).to_have_text(f"After a kong is off: {why}")
    assert root.locator('[data-role="situation-offs"] [data-off]').count() == \
        root.locator('[data-role="situation"] input[type="checkbox"]:disabled').count()
    expect(root.locator('input[data-situation="dealer"]')).to_be_enabled()

    # in Chinese, the same answer in Chinese
    root.locator('button[data-role="lang"]').click()
    expect(root).to_have_attribute("data-lang", "zh")
    expect(root.locator('[data-off="after_kong"] .px-sit-off-label')).to_have_text(
        "杠后摸牌不能勾：")
    expect(panel.locator('[data-role="claim-compare"]')).to_have_text(
        "碰 → 听牌，和张 4 张 / 过 → 1 向听，进张 9 张")
    expect(panel.locator('tr[data-claim-row="pon"] [data-role="claim-value"]')).to_have_text(
        "最多得 ×2")


LESSON_00 = "11234567m55789p"  # lesson 00's lab: 碰 on 五筒 completes the shape, yet it discards
LESSON_00_CELL = """from widgets.ui import HandLab

w = HandLab("sichuan-xuezhan", lang="en")
w"""


def test_a_taken_pung_shows_the_discard_advice_not_a_score(open_notebook, lab_server):
    """After 碰 the hand discards (seed 000: "在吃碰杠后打出的最后一张牌"): the analysis by the
    "now discard" bar is the discard advice, never a score, even when the shape is complete."""
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-claimed-{secrets.token_hex(3)}.ipynb",
                                     [LESSON_00_CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-handlab")
    text = root.locator('input[data-role="text"]')
    expect(text).to_have_count(1)
    text.fill(LESSON_00)
    text.press("Enter")
    expect(root).to_have_attribute("data-hand", LESSON_00)
    panel = root.locator('[data-panel="claims"]')
    panel.locator('select[data-role="claim-seat"]').select_option("1")  # 上家
    panel.locator('select[data-role="claim-tile"]').select_option("5p")
    panel.locator('button[data-claim="pon"]').click()
    # the kernel has taken the 碰 (its note is drawn) before the test asks it for the hand
    expect(root.locator('[data-role="message"]')).to_contain_text("now discard a tile")
    ponned = nb.execute("print(w.text)").strip()
    expect(root).to_have_attribute("data-hand", ponned)

    # the engine: the shape is complete (it would score), and this is the advice to show
    r = widgets.rules("sichuan-xuezhan")
    hand = r.parse(ponned)
    assert r.shanten(hand) == -1 and r.can_win(hand)
    advice = r.discard_advice(hand)
    panels = read_panels(root)
    assert panels["total"] is None and panels["fans"] == [], panels
    assert panels["discards_count"] == len(advice)
    assert [d[0] for d in panels["discards"]] == [
        tile_name(d.tile) for d in advice][:len(panels["discards"])]
    assert panels["shanten_panel"] == panels["shanten"] == str(advice[0].shanten) == "0"
    expect(root.locator('[data-panel="shanten"]')).to_contain_text("discard a tile first")
    expect(root.locator('[data-panel="score"] [data-role="score-note"]')).to_have_text(
        "After a claim the hand discards first: it is not a win, no score")

    # click the best discard in the hand: 13 tiles, and the panels are the engine's again
    best = tile_name(advice[0].tile)
    root.locator(f'[data-role="hand-tiles"] button[data-tile="{best}"][data-index]').first.click()
    # the discard is drawn (the kernel has it) before the test asks the kernel for the hand
    # (a click's message can reach the kernel after a request the test sends right away)
    expect(root).not_to_have_attribute("data-hand", ponned)
    expect(root).to_have_attribute("data-hand", nb.execute("print(w.text)").strip())
    panels = read_panels(root)
    assert_panels_match_engine(panels)
    assert panels["shanten"] == "0" and panels["total"] is None
    # Undo: the hand the 碰 left, with its advice and no score, is back
    root.locator('button[data-role="undo"]').click()
    expect(root).to_have_attribute("data-hand", ponned)
    expect(root.locator('[data-panel="score"] [data-role="score-note"]')).to_be_visible()
    assert read_panels(root)["total"] is None
