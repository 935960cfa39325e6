"""A 武汉 hand at the table, click by click, in a real browser: the flipped indicator and its
赖子 drawn beside the dice (as the kernel's Indicator event says), a learner's 红中杠 played
by its button (the Discard of 红中 and the replacement draw, the log naming it), a discard by
clicking a tile, and the replay stepped back to before the flip."""

from __future__ import annotations

import secrets

from .helpers import py_value

SEED = 2  # 东's first turn holds a 红中
PLAY = f"""from widgets.ui import HandTable

w = HandTable("wuhan", seed={SEED}, human=0, lang="en")
w"""


def test_play_a_wuhan_seat_by_clicking(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-wuhan-{secrets.token_hex(3)}.ipynb", [PLAY])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    expect(root).to_have_count(1)
    flip = py_value(nb, "[e.tile for e in w.events if e.type == 'indicator']")
    wild = root.locator('[data-role="wild"]')
    expect(wild).to_have_attribute("data-indicator", flip[0])
    expect(wild).to_have_attribute("data-wild", py_value(nb, "w.state.wild"))
    expect(wild).to_contain_text("赖子")

    # the 红中杠 is a button of its own: its events are the Discard and a replacement
    expect(root).to_have_attribute("data-decision", "turn")
    red = root.locator('[data-role="option"][data-option="red_kong"][data-tiles="5z"]')
    expect(red).to_have_count(1)
    expect(red).to_contain_text("红中杠")
    n = py_value(nb, "len(w.events)")
    red.click()
    expect(root.locator('[data-role="log"]')).to_contain_text("红中杠")
    after = py_value(nb, f"[[e.type, e.seat, e.tile, getattr(e, 'replacement', None)] "
                    f"for e in w.events[{n}:{n} + 2]]")
    assert after[0][:3] == ["discard", 0, "5z"] and after[1][:2] == ["draw", 0] and after[1][3]

    # then a discard by clicking an outlined tile of the hand
    expect(root).to_have_attribute("data-decision", "turn")
    me = root.locator('.px-tb-seat[data-seat="0"]')
    tile = me.locator("button.px-tb-can").first
    name = tile.get_attribute("data-tile")
    n = py_value(nb, "len(w.events)")
    tile.click()
    expect(root).not_to_have_attribute("data-step", str(n))
    assert py_value(nb, f"[w.events[{n}].type, w.events[{n}].tile]") == ["discard", name]

    # back to the start: no indicator yet
    root.locator('[data-role="to-start"]').click()
    expect(root).to_have_attribute("data-step", "0")
    expect(root.locator('[data-role="wild"]')).to_have_count(0)
