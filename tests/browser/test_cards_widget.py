"""The card table, click by click, in a real browser: a 斗地主 hand is built by clicking palette
cards; picking a legal response puts it in "your play"; the comparison and the classification
on the page (root data-* hooks) are what ``widgets.rules("doudizhu")`` says, and a refused
click (a fifth 3) shows a warning and changes nothing, in the page and in Python."""

from __future__ import annotations

import secrets

CELL = """from widgets.ui.card_lab.cards import CardTable

t = CardTable("doudizhu", previous="45678", lang="en")
t"""


def test_build_a_hand_and_answer_a_straight(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-cards-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-cards")
    expect(root).to_have_count(1)
    expect(root).to_have_attribute("data-game", "doudizhu")
    expect(root).to_have_attribute("data-active", "hand")
    hand = root.locator('[data-role="slot"][data-slot="hand"]')

    def palette(card: str):
        return root.locator(f'[data-role="palette"] button[data-card="{card}"]')

    for n, card in enumerate(["5", "6", "7", "8", "9", "T", "3", "3", "3", "3"], start=1):
        palette(card).click()
        expect(hand.locator("button[data-card]")).to_have_count(n)
    expect(hand).to_have_attribute("data-cards", "333356789T")

    # the legal responses: two straights and the bomb, grouped by type
    expect(root).to_have_attribute("data-responses", "3")
    groups = root.locator('[data-panel="responses"] [data-type]')
    expect(groups).to_have_count(2)
    expect(root.locator('[data-type="straight"] [data-pattern]')).to_have_count(2)
    expect(root.locator('[data-type="bomb"] [data-pattern="3333"]')).to_have_count(1)

    # pick one: it becomes the play, classified and compared with the straight to beat
    root.locator('[data-pattern="6789T"]').click()
    play = root.locator('[data-role="slot"][data-slot="play"]')
    expect(play).to_have_attribute("data-cards", "6789T")
    expect(root).to_have_attribute("data-play-type", "straight")
    expect(root).to_have_attribute("data-beats", "true")
    assert "highest card" in root.locator('[data-panel="compare"]').inner_text()

    # a fifth 3 is refused in the widget, and nothing changes
    palette("3").click()
    message = root.locator('[data-role="message"]')
    expect(message).to_have_attribute("data-level", "warning")
    expect(message).to_contain_text("deck has 4")
    expect(hand).to_have_attribute("data-cards", "333356789T")
    assert nb.execute("print(t.slot('hand'), t.slot('play'))") == "333356789T 6789T\n"

    # the language switch redraws every label from Python
    root.locator('[data-role="lang"]').click()
    expect(root).to_have_attribute("data-lang", "zh")
    expect(root.locator('[data-panel="compare"] h4')).to_have_text("比大小")
