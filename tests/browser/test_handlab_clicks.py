"""The hand lab, click by click, in a real browser: a fresh ``HandLab("sichuan-xuezhan")``.

A hand is built by clicking palette tiles; after each step the page's waits (with unseen
counts and dead waits), shanten, discard advice and fan breakdown (with the excluded fans
struck out, and what excluded them) must be what ``widgets.rules("sichuan-xuezhan")``
computes for the hand the page shows. Clicking a tile in the hand removes it; a fifth copy
cannot be clicked (its palette tile is off, saying why), and sent anyway it is refused with a
warning and the hand stays as it was, in the page and in Python.
"""

from __future__ import annotations

import secrets

from .handlab_dom import assert_panels_match_engine, read_panels

CELL = """from widgets.ui import HandLab

w = HandLab("sichuan-xuezhan", lang="en")
w"""


def test_build_a_hand_by_clicking(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-handlab-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-handlab")
    expect(root).to_have_count(1)
    expect(root).to_have_attribute("data-hand", "")
    hand_tiles = root.locator('[data-role="hand-tiles"] button[data-tile][data-index]')

    def palette(tile: str):
        return root.locator(f'[data-role="palette"] button[data-tile="{tile}"]')

    def click_palette(tile: str, hand: str) -> dict:
        palette(tile).click()
        expect(root).to_have_attribute("data-hand", hand)
        return read_panels(root)

    def click_hand(index: int, hand: str) -> dict:
        hand_tiles.nth(index).click()
        expect(root).to_have_attribute("data-hand", hand)
        return read_panels(root)

    # Thirteen clicks: three each of 1m-4m and one 5m. Ready, on five waits.
    for n, tile in enumerate("1m 1m 1m 2m 2m 2m 3m 3m 3m 4m 4m 4m 5m".split(), start=1):
        palette(tile).click()
        expect(hand_tiles).to_have_count(n)
    expect(root).to_have_attribute("data-hand", "1112223334445m")
    panels = read_panels(root)
    assert_panels_match_engine(panels)
    assert panels["shanten"] == "0" and panels["ready"] == "true"
    assert len(panels["waits"]) == 5 and panels["discards"] == [] and panels["total"] is None

    # The 14th tile wins: 清碰 (one-suit all triplets), which excludes 清一色 and 碰碰胡.
    panels = click_palette("5m", "1112223334445m +5m")
    assert_panels_match_engine(panels)
    # complete: the score, and no discard advice (it is for a hand that is not complete)
    assert panels["shanten"] == "-1" and panels["waits"] == [] and panels["discards"] == []
    assert panels["fans"] and panels["excluded"], "a breakdown with struck-out fans"
    assert {by for _key, by in panels["excluded"]} <= set(panels["fans"])

    # Click a 1m in the hand: 13 tiles again, other waits, no score.
    panels = click_hand(0, "1122233344455m")
    assert_panels_match_engine(panels)
    assert panels["total"] is None and panels["discards"] == []

    # Four 4m and then a fifth: a dead wait first, then the refusal.
    click_palette("4m", "1122233344455m +4m")
    panels = click_hand(0, "1222333444455m")
    assert_panels_match_engine(panels)
    assert ["4m", 0, True] in panels["waits"], "4m is a dead wait: all four in the hand"

    # a fifth copy cannot be clicked: the palette tile is off and says why (issue 19); the
    # intent, sent anyway, is refused with a warning and the hand stays
    expect(palette("4m")).to_be_disabled()
    expect(palette("4m")).to_have_attribute("title", "4 of characters (all 4 四万 4m are used: "
                                            "4 in the hand, 0 seen)")
    nb.execute('w.handle({"kind": "add", "tile": "4m"})')
    message = root.locator('[data-role="message"]')
    expect(message).to_have_attribute("data-level", "warning")
    expect(message).to_contain_text("4m")
    after = read_panels(root)
    assert after["hand"] == "1222333444455m" and after["hand_tiles"] == panels["hand_tiles"]
    assert {k: after[k] for k in ("shanten", "waits")} == {
        k: panels[k] for k in ("shanten", "waits")
    }
    assert nb.execute("print(w.text)") == "1222333444455m\n"
    # the server this page talks to sends without Nagle's delay, as `make lab` does
    log = lab_server.server.log_path.read_text(encoding="utf-8", errors="replace")
    assert "TCP_NODELAY on" in log
