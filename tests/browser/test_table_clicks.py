"""The hand table, click by click, in a real browser.

A learner plays 东 in a 大师游 hand: three tiles of one suit are picked by clicking and
passed (the exchange arrows appear, giver → receiver, as the engine's Exchange events say),
a void suit is declared, a tile is discarded by clicking it, a refused click is shown and
changes nothing; the hand is stepped back and forward, the other hands hidden, saved as JSON and
downloaded as a file, and a bad Load refused. A 血流成河 replay is stepped key step by key
step and every step's wall count and ledger on the page are what ``Game.state(step)`` says
in the kernel; a rule option row deals the seed again under the new rule.
"""

from __future__ import annotations

import json
import secrets
from pathlib import Path

from .helpers import py_value

SEED = 11
PLAY = f"""from widgets.ui import HandTable

t = HandTable("dashiyou-xueliu", seed={SEED}, human=0, lang="en")
t"""
REPLAY = f"""from widgets.ui import HandTable

r = HandTable("sichuan-xueliu", seed={SEED}, lang="en")
r"""


def test_play_a_seat_by_clicking(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-table-{secrets.token_hex(3)}.ipynb", [PLAY])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    expect(root).to_have_count(1)
    expect(root).to_have_attribute("data-decision", "exchange")
    me = root.locator('.px-tb-seat[data-seat="0"]')
    expect(me).to_have_attribute("data-position", "bottom")
    hand = me.locator('[data-role="hand-tile"]')
    tiles = [hand.nth(i).get_attribute("data-tile") for i in range(hand.count())]
    assert tiles == py_value(nb, "[x['id'] for x in t.view['seats'][0]['concealed']]")

    # pick three tiles of one suit: each click is answered by Python (aria-pressed)
    suit = next(s for s in "mps" if sum(t[1] == s for t in tiles) >= 3)
    picks = [i for i, t in enumerate(tiles) if t[1] == suit][:3]
    for n, i in enumerate(picks, start=1):
        hand.nth(i).click()
        expect(root.locator('[data-role="picked"]')).to_have_attribute("data-picked", str(n))
        expect(hand.nth(i)).to_have_attribute("aria-pressed", "true")
    root.locator('[data-role="give"]').click()
    expect(root).to_have_attribute("data-decision", "void")
    given = py_value(nb, "[list(e.tiles) for e in t.events "
                         "if e.type == 'exchange' and e.seat == 0]")
    assert given == [[tiles[i] for i in picks]]
    swaps = py_value(nb, "[[e.seat, e.to_seat] for e in t.events if e.type == 'exchange']")
    arrows = root.locator(".px-tb-arrow")
    expect(arrows).to_have_count(4)
    drawn = sorted([[int(arrows.nth(i).get_attribute("data-from")),
                     int(arrows.nth(i).get_attribute("data-to"))] for i in range(4)])
    assert drawn == sorted(swaps)

    # declare a void suit: one of the engine's options, as a button
    option = root.locator('[data-role="option"][data-option="void"]').first
    option.click()
    expect(me).not_to_have_attribute("data-void", "")
    assert me.get_attribute("data-void") == py_value(nb, "t.state.seats[0].void")

    # a turn (after any claims the others made): discard a tile the engine allows
    for _ in range(5):
        if root.get_attribute("data-decision") == "turn":
            break
        root.locator('[data-role="option"]').first.click()
        nb.page.wait_for_timeout(300)
    expect(root).to_have_attribute("data-decision", "turn")
    allowed = me.locator("button.px-tb-can")
    banned = me.locator('[data-role="hand-tile"]:not(.px-tb-can)')
    step = root.get_attribute("data-step")
    if banned.count():  # 定缺 (P-M1): the void suit goes first; another tile is refused
        banned.first.click()
        message = root.locator('[data-role="message"]')
        expect(message).to_have_attribute("data-level", "warning")
        expect(root).to_have_attribute("data-step", step)
    tile = allowed.first.get_attribute("data-tile")
    allowed.first.click()
    expect(root).not_to_have_attribute("data-step", step)
    mine = py_value(nb, "[e.tile for e in t.events if e.type == 'discard' and e.seat == 0]")
    assert mine[0] == tile
    assert root.get_attribute("data-step") == str(py_value(nb, "t.step"))

    # step back (no decision there), forward, and to the end again
    end = int(root.get_attribute("data-step"))
    root.locator('[data-role="back"]').click()
    expect(root).to_have_attribute("data-step", str(end - 1))
    expect(root).to_have_attribute("data-decision", "")
    root.locator('[data-role="to-end"]').click()
    expect(root).to_have_attribute("data-step", str(end))

    # hide the other hands: their concealed tiles are face down, ours are not
    root.locator('[data-role="hide"]').click()
    expect(root).to_have_attribute("data-hide", "true")
    for s in (1, 2, 3):
        seat = root.locator(f'.px-tb-seat[data-seat="{s}"]')
        expect(seat).to_have_attribute("data-hidden", "true")
        assert seat.locator('[data-role="concealed"] [data-tile]:not([data-tile="back"])'
                            ).count() == seat.locator('[data-role="meld"] [data-tile]').count()
    expect(me).to_have_attribute("data-hidden", "false")

    # Save shows the events' JSON; a bad Load is refused and the hand kept
    root.locator('[data-role="saveload"] summary').click()
    root.locator('[data-role="save"]').click()
    saved = root.locator('[data-role="save-text"]')
    expect(saved).to_have_count(1)
    assert json.loads(saved.input_value())["events"] == py_value(
        nb, "json.loads(t.replay_json)['events']")
    # Download gives the same JSON as a file named after the variant and the seed
    with nb.page.expect_download() as info:
        root.locator('[data-role="download"]').click()
    download = info.value
    assert download.suggested_filename == f"paixue-dashiyou-xueliu-{SEED}.json"
    assert json.loads(Path(download.path()).read_text(encoding="utf-8")) == json.loads(
        saved.input_value())
    steps = root.get_attribute("data-steps")
    root.locator('[data-role="load-text"]').fill('{"schema": 2, "events": [{"type": "nope"}]}')
    root.locator('[data-role="load"]').click()
    message = root.locator('[data-role="message"]')
    expect(message).to_have_attribute("data-level", "warning")
    expect(message).to_contain_text("unknown event type")
    expect(root).to_have_attribute("data-steps", steps)
    expect(root.locator('[data-role="load-text"]')).to_have_value(
        '{"schema": 2, "events": [{"type": "nope"}]}')


def test_step_through_a_replay(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-replay-{secrets.token_hex(3)}.ipynb", [REPLAY])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    expect(root).to_have_count(1)
    total = py_value(nb, "len(r.events)")
    expect(root).to_have_attribute("data-steps", str(total))
    expect(root).to_have_attribute("data-finished", "true")
    root.locator('[data-role="to-start"]').click()
    expect(root).to_have_attribute("data-step", "0")
    keys = py_value(nb, "[i + 1 for i, e in enumerate(r.events) "
                   "if e.type in ('exchange', 'void', 'claim', 'kong', 'win', 'end')]")
    for key in keys[:4]:
        root.locator('[data-role="next_key"]').click()
        expect(root).to_have_attribute("data-step", str(key))
        state = py_value(nb, f"[r.game.state({key}).wall_remaining, r.game.state({key}).net]")
        expect(root).to_have_attribute("data-wall", str(state[0]))
        for s in range(4):
            expect(root.locator(f'.px-tb-seat[data-seat="{s}"]')).to_have_attribute(
                "data-net", str(state[1].get(str(s), 0)))
    # a click on a line of the log jumps to that step
    line = root.locator('[data-role="log"] li[data-step]').first
    target = line.get_attribute("data-step")
    line.locator("button").click()
    expect(root).to_have_attribute("data-step", target)
    root.locator('[data-role="forward"]').click()
    expect(root).to_have_attribute("data-step", str(int(target) + 1))
    assert py_value(nb, "r.step") == int(target) + 1

    # a rule option row (its ruling id beside it): unticking 自摸 ×2 deals the seed again
    root.locator('[data-role="options"] summary').click()
    row = root.locator('input[data-option="zimo_double"]')
    expect(row).to_be_checked()
    expect(root.locator('[data-role="options"] [data-ruling="R-S5"]').first).to_be_visible()
    row.click()
    # the box ticks at once in the page; the row marked changed is Python's answer
    expect(root.locator('.px-option.px-changed input[data-option="zimo_double"]')
           ).not_to_be_checked()
    assert py_value(nb, "[r.game.options, r.game.seed, r.step == len(r.events)]") == [
        {"zimo_double": False}, SEED, True]
    expect(root).to_have_attribute("data-step", str(py_value(nb, "r.step")))
