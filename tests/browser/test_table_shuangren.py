"""A 双人 hand at the table, click by click, in a real browser: two seats facing each other
(no empty left and right seats), each seat's flowers beside its hand as the kernel says, the
补花 from the back of the wall in the log, a discard by clicking a tile, and a hand drawn out
after the 72nd tile ending in 荒庄 (its last line)."""

from __future__ import annotations

import secrets

from .helpers import py_value

PLAY = """from widgets.ui import HandTable

w = HandTable("shuangren", seed=3, human=0, lang="en")
w"""
DRAWN = """drawn = HandTable("shuangren", seed=49, lang="en")  # no winner: 荒庄
drawn"""


def test_play_a_shuangren_seat_by_clicking(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-shuangren-{secrets.token_hex(3)}.ipynb",
                                     [PLAY, DRAWN])
    nb = open_notebook(path)
    nb.run_all()
    tables = nb.page.locator(".paixue-table")
    expect(tables).to_have_count(2)
    root = tables.nth(0)
    expect(root).to_have_attribute("data-seats", "2")
    seats = root.locator(".px-tb-seat")
    expect(seats).to_have_count(2)
    expect(root.locator('.px-tb-seat[data-seat="0"]')).to_have_attribute("data-position",
                                                                         "bottom")
    expect(root.locator('.px-tb-seat[data-seat="1"]')).to_have_attribute("data-position", "top")

    # the flowers beside each hand are the kernel's
    for seat in (0, 1):
        want = py_value(nb, f"[t for t in w.view['seats'][{seat}]['flowers']]")
        line = root.locator(f'.px-tb-seat[data-seat="{seat}"] [data-role="flowers"]')
        if want:
            expect(line).to_have_attribute("data-tiles", " ".join(want))
        else:
            expect(line).to_have_count(0)
    expect(root.locator('[data-role="log"]')).to_contain_text("补花")

    # a discard by clicking an outlined tile of the learner's hand
    expect(root).to_have_attribute("data-decision", "turn")
    tile = root.locator('.px-tb-seat[data-seat="0"] button.px-tb-can').first
    name = tile.get_attribute("data-tile")
    n = py_value(nb, "len(w.events)")
    tile.click()
    expect(root).not_to_have_attribute("data-step", str(n))
    assert py_value(nb, f"[w.events[{n}].type, w.events[{n}].seat, w.events[{n}].tile]") == [
        "discard", 0, name]

    # the drawn-out hand: 荒庄 after the 72nd tile, said in those words
    other = tables.nth(1)
    expect(other).to_have_attribute("data-finished", "true")
    expect(other).to_have_attribute("data-wall", "0")
    expect(other.locator('[data-role="last"]')).to_contain_text("72nd tile")
    expect(other.locator('[data-role="last"]')).to_contain_text("荒庄")
