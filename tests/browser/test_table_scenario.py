"""The hand table's scenario box in a real browser: folded at first; a teacher opens it,
pastes a scenario's JSON and presses Enter, and the table shows the prepared deal (the
learner's hand, the wall die); a bad scenario pasted and dealt with the button shows the
refusal in the box, the prepared hand kept."""

from __future__ import annotations

import json
import secrets

from .helpers import py_value

PLAY = """from widgets.ui import HandTable

w = HandTable("sichuan-xueliu", seed=3, human=0, lang="en")
w"""
SCENARIO = {"hands": {"0": "123456789m1234p5p"}, "draws": "9s", "dice": {"wall": 3}}


def test_paste_a_scenario_and_the_table_deals_it(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-scenario-{secrets.token_hex(3)}.ipynb", [PLAY])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    expect(root).to_have_count(1)
    box = root.locator('[data-role="scenario"]')
    expect(box).not_to_have_attribute("open", "")  # folded: teachers open it
    box.locator("summary").click()
    text = root.locator('[data-role="scenario-text"]')
    expect(text).to_be_visible()
    text.fill(json.dumps(SCENARIO))
    text.press("Enter")
    expect(box).to_have_attribute("data-active", "true")
    expect(root.locator('[data-role="message"]')).to_have_text("Dealt from the scenario")
    expect(root.locator('[data-role="scenario-now"]')).to_be_visible()
    hand = root.locator('.px-tb-seat[data-seat="0"] [data-role="concealed"]')
    dealt = py_value(nb, "next(e.hand for e in w.events if e.type == 'deal' and e.seat == 0)")
    assert dealt == "123456789m12345p"
    # the bottom seat holds the prepared tiles (14: the dealer's, with nothing played yet)
    for tile in ("1m", "9m", "1p", "4p", "5p"):
        expect(hand).to_have_attribute("data-hand", _contains(tile))
    expect(root.locator('[data-dice="wall"]')).to_have_attribute("data-values", "3")

    # a bad scenario: refused in the box with the reason, the prepared hand kept
    before = hand.get_attribute("data-hand")
    text.fill('{"hands": {"0": "11111m"}}')
    root.locator('[data-role="scenario-deal"]').click()
    refused = root.locator('[data-role="scenario-refused"]')
    expect(refused).to_contain_text("Not dealt; the current hand is kept")
    expect(refused).to_contain_text("a fifth copy")
    expect(root.locator('[data-role="scenario-text"]')).to_have_value('{"hands": {"0": "11111m"}}')
    expect(hand).to_have_attribute("data-hand", before)
    expect(root.locator('[data-role="load-text"]')).to_have_value("")  # not the Load box's

    # in Chinese the refusal is Chinese
    root.locator('[data-role="lang"]').click()
    expect(root).to_have_attribute("data-lang", "zh")
    text = root.locator('[data-role="scenario-text"]')
    text.fill("not json")
    text.press("Enter")
    expect(root.locator('[data-role="scenario-refused"]')).to_contain_text("没有按场景发牌")
    expect(root.locator('[data-role="scenario-refused"]')).to_contain_text("不是 JSON")


def _contains(tile: str):
    import re

    return re.compile(rf"(^| ){tile}( |$)")
