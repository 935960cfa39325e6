"""A 永州 hand at the table, click by click, in a real browser: the 风圈 and the 门风 shown (the
dealer's is 东), a learner in 北's seat discards
by clicking a tile, takes a 吃 from its 上家 by the option's button (the kernel's Claim names
the run), discards again, and the replay steps back to the start and forward to the end with
the ledger summing to zero."""

from __future__ import annotations

import secrets

from .helpers import py_value

SEED = 6  # 北's second decision is a 吃 of 西's 2p (the automatic choices before it)
PLAY = f"""from widgets.ui import HandTable
from widgets.practice.table.yongzhou_seats import choose_yongzhou

w = HandTable("yongzhou", seed={SEED}, human=3, lang="en")
w"""


def _click_tile(nb, root, name: str) -> None:
    from playwright.sync_api import expect

    n = py_value(nb, "len(w.events)")
    me = root.locator('.px-tb-seat[data-seat="3"]')
    me.locator(f'button.px-tb-can[data-tile="{name}"]').first.click()
    expect(root).not_to_have_attribute("data-step", str(n))
    assert py_value(nb, f"[w.events[{n}].type, w.events[{n}].seat, w.events[{n}].tile]") == [
        "discard", 3, name]


def test_play_a_yongzhou_seat_by_clicking(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-yongzhou-{secrets.token_hex(3)}.ipynb", [PLAY])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    expect(root).to_have_count(1)
    expect(root).to_have_attribute("data-variant", "yongzhou")
    winds = root.locator('[data-role="winds"]')
    expect(winds).to_have_attribute("data-round", "0")
    expect(winds).to_contain_text("round wind (风圈) 东")
    dealer = py_value(nb, "w.game.dealer")
    names = ["East", "South", "West", "North"]
    expect(winds).to_contain_text(f"{names[dealer]}: seat wind 东")
    expect(root).to_have_attribute("data-decision", "turn")
    _click_tile(nb, root, py_value(nb, "choose_yongzhou(w.game, w.game.pending()).tiles[0]"))

    # the 吃 is offered on the 上家's discard, as a button naming its run
    expect(root).to_have_attribute("data-decision", "claim")
    chi = root.locator('[data-role="option"][data-option="chi"]')
    expect(chi).to_have_count(
        py_value(nb, "sum(a.kind == 'chi' for a in w.game.pending().options)"))
    run = chi.first.get_attribute("data-tiles")
    n = py_value(nb, "len(w.events)")
    chi.first.click()
    expect(root).not_to_have_attribute("data-step", str(n))
    claim = py_value(nb, f"[w.events[{n}].type, w.events[{n}].kind, w.events[{n}].seat, "
                    f"w.events[{n}].from_seat, ' '.join(w.events[{n}].run)]")
    assert claim == ["claim", "chi", 3, 2, run]
    expect(root.locator('[data-role="log"]')).to_contain_text("chow")

    # after the 吃, a discard (no draw)
    expect(root).to_have_attribute("data-decision", "turn")
    tile = root.locator('.px-tb-seat[data-seat="3"] button.px-tb-can').first
    _click_tile(nb, root, tile.get_attribute("data-tile"))

    # the replay: back to the start, then to the end
    root.locator('[data-role="to-start"]').click()
    expect(root).to_have_attribute("data-step", "0")
    assert py_value(nb, "sum(r['net'] for r in w.view['ledger'])") == 0
