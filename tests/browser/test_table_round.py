"""A round of hands at the hand table, in a real browser: at the end of a 永州 hand the table
names the next dealer and why; Next hand, clicked twice, deals hands 2 and 3 of the round
with the dealer it named (the kernel agrees), the seed box keeps the table's seed, and the
round's totals beside the ledger sum to zero."""

from __future__ import annotations

import secrets

from .helpers import py_value

PLAY = """from widgets.ui import HandTable

w = HandTable("yongzhou", seed=2, lang="en")
w"""


def test_next_hand_twice_deals_the_round_at_the_table(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-round-{secrets.token_hex(3)}.ipynb", [PLAY])
    nb = open_notebook(path)
    nb.page.set_viewport_size({"width": 1280, "height": 720})
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    expect(root).to_have_count(1)
    for hand in (1, 2):
        panel = root.locator('[data-role="round"]')
        expect(panel).to_have_attribute("data-hand", str(hand))
        dealer = int(panel.get_attribute("data-next-dealer"))
        assert dealer == py_value(nb, "w.view['round']['next']['dealer']")
        expect(panel.locator('[data-role="next-dealer"]')).to_contain_text("Next dealer: ")
        panel.locator('[data-role="next-hand"]').click()
        expect(root.locator('[data-role="round"]')).to_have_attribute("data-hand", str(hand + 1))
        assert py_value(nb, "[w.game.dealer, w.view['round']['hand']]") == [dealer, hand + 1]
        expect(root.locator('[data-role="message"]')).to_contain_text(f"Hand {hand + 1}: ")
    expect(root.locator('[data-role="seed"]')).to_have_value("2")
    totals = root.locator('[data-role="ledger"] [data-role="round-total"]')
    expect(totals).to_have_count(4)
    values = [int(x) for x in totals.all_inner_texts()]
    assert sum(values) == 0
    assert values == [r["total"] for r in py_value(nb, "w.view['round']['totals']")]
