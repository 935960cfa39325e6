"""Several people at one screen, and a teacher's scenario, in a real browser: a 血流 table with
two people's seats (东 and 西) dealt from a prepared scenario — the 东 hand and the wall die
as given; the seat to play at the bottom, its hand face up and the others face down; the note
saying whose turn it is; a click by 东, then West's turn comes to the bottom."""

from __future__ import annotations

import secrets

from .helpers import py_value

PLAY = """from widgets.ui import HandTable

w = HandTable("sichuan-xueliu", human=(0, 2), lang="en",
              scenario={"hands": {"0": "123456789m1134p5p"}, "dice": {"wall": 4}})
w"""


def test_two_people_play_a_prepared_hand(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-players-{secrets.token_hex(3)}.ipynb", [PLAY])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    expect(root).to_have_count(1)
    expect(root).to_have_attribute("data-hide", "true")
    # the prepared deal: 东 (the dealer) holds the scenario's 14 tiles, the die shows 4
    assert py_value(nb, "[e.hand for e in w.events if e.type == 'deal' and e.seat == 0]") == [
        "123456789m11345p"]
    assert py_value(nb, "[e.values for e in w.events if e.type == 'dice']") == [[4]]
    now = py_value(nb, "w.game.human")
    assert now in (0, 2)
    players = root.locator('[data-role="players"]')
    expect(players).to_have_attribute("data-now", str(now))
    expect(players).to_contain_text(("East", "", "West")[now] + " to play")
    bottom = root.locator('.px-tb-seat[data-position="bottom"]')
    expect(bottom).to_have_attribute("data-seat", str(now))
    expect(bottom).to_have_attribute("data-hidden", "false")
    expect(root.locator('.px-tb-seat[data-hidden="true"]')).to_have_count(3)

    # play on by clicks until the other person's seat is to play: it comes to the bottom
    for _ in range(40):
        if py_value(nb, "w.game.human") != now:
            break
        kind = py_value(nb, "w.view['decision']['kind']")
        n = py_value(nb, "len(w.events)")
        if kind == "turn":
            bottom.locator("button.px-tb-can").first.click()
        else:
            root.locator('[data-role="option"]').last.click()  # a pass, so the hand goes on
        expect(root).not_to_have_attribute("data-step", str(n))
    other = py_value(nb, "w.game.human")
    assert other != now and other in (0, 2)
    expect(bottom).to_have_attribute("data-seat", str(other))
    expect(players).to_have_attribute("data-now", str(other))
    expect(bottom).to_have_attribute("data-hidden", "false")
