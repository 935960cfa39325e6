"""The exercise widget, click by click, in a real browser.

Three exercises in one notebook, one per way of answering: select tiles (the waits of a
hand), choose (plain multiple choice) and type a number (shanten). A wrong answer and then
the right one are checked; the feedback's data-correct, the attempt count and the solved
flag follow; Hint and Reveal show their text. The right answers come from the engine here,
never from the widget.
"""

from __future__ import annotations

import secrets

import widgets
from widgets.engine.tiles import tile_name

V = "sichuan-xuezhan"
WAITS_HAND = "123m456m789m11p23p"
SHANTEN_HAND = "11m345m678m99p2s56s"
CELLS = [
    "from widgets.ui import Exercise",
    f'waits = Exercise.waits("{V}", "{WAITS_HAND}", lang="en")\nwaits',
    'Exercise.choice("Which token is a 补杠?", ["[5555p]", "[5555p+]", "{5555p}"], "[5555p+]",'
    ' "A + marks a kong added to a 碰.", lang="en")',
    f'shanten = Exercise.shanten("{V}", "{SHANTEN_HAND}", lang="en")\nshanten',
]


def test_answer_check_hint_reveal(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-exercise-{secrets.token_hex(3)}.ipynb", CELLS)
    nb = open_notebook(path)
    nb.run_all()
    exercises = nb.page.locator(".paixue-exercise")
    expect(exercises).to_have_count(3)
    r = widgets.rules(V)

    # 1. Select tiles: the waits, from the engine.
    ex = exercises.nth(0)
    waits = [tile_name(w.tile) for w in r.waits(WAITS_HAND) if not w.dead]
    assert len(waits) >= 2
    pick = ex.locator('[data-role="pick"]')
    feedback = ex.locator('[data-role="feedback"]')
    expect(ex).to_have_attribute("data-attempts", "0")
    pick.locator(f'button[data-tile="{waits[0]}"]').click()
    expect(pick.locator(f'button[data-tile="{waits[0]}"]')).to_have_attribute(
        "aria-pressed", "true"
    )
    ex.locator('[data-role="check"]').click()  # one wait missing
    expect(feedback).to_have_attribute("data-correct", "false")
    expect(ex).to_have_attribute("data-attempts", "1")
    expect(ex).to_have_attribute("data-solved", "false")
    for tile in waits[1:]:
        pick.locator(f'button[data-tile="{tile}"]').click()
        expect(pick.locator(f'button[data-tile="{tile}"]')).to_have_attribute(
            "aria-pressed", "true"
        )
    ex.locator('[data-role="check"]').click()
    expect(feedback).to_have_attribute("data-correct", "true")
    expect(ex).to_have_attribute("data-attempts", "2")
    expect(ex).to_have_attribute("data-solved", "true")
    ex.locator('[data-role="hint"]').click()
    expect(ex.locator('[data-role="hint"]:not(button)')).to_contain_text(str(len(waits)))
    expect(ex.locator('[data-role="solution"]')).to_have_count(0)
    ex.locator('[data-role="reveal"]').click()
    for tile in waits:
        expect(ex.locator('[data-role="solution"]')).to_contain_text(tile)

    # 2. Choose: wrong, then right.
    ex = exercises.nth(1)
    feedback = ex.locator('[data-role="feedback"]')
    choices = ex.locator('[data-role="choices"] button[data-choice]')
    expect(choices).to_have_count(3)
    choices.nth(0).click()
    expect(choices.nth(0)).to_have_attribute("aria-pressed", "true")
    ex.locator('[data-role="check"]').click()
    expect(feedback).to_have_attribute("data-correct", "false")
    choices.nth(1).click()
    expect(choices.nth(1)).to_have_attribute("aria-pressed", "true")
    expect(choices.nth(0)).to_have_attribute("aria-pressed", "false")
    ex.locator('[data-role="check"]').click()
    expect(feedback).to_have_attribute("data-correct", "true")
    expect(ex).to_have_attribute("data-solved", "true")
    ex.locator('[data-role="reveal"]').click()
    expect(ex.locator('[data-role="solution"]')).to_contain_text("[5555p+]")

    # 3. Type a number, then Check (leaving the box sends it): wrong, then the engine's shanten.
    ex = exercises.nth(2)
    feedback = ex.locator('[data-role="feedback"]')
    answer = r.shanten(SHANTEN_HAND)
    for typed, correct in ((answer + 1, "false"), (answer, "true")):
        ex.locator('input[data-role="answer"]').fill(str(typed))
        ex.locator('[data-role="check"]').click()
        expect(feedback).to_have_attribute("data-correct", correct)
    expect(ex).to_have_attribute("data-attempts", "2")
    expect(ex).to_have_attribute("data-solved", "true")

    # The Python side agrees.
    state = "print([(e.view['solved'], e.view['attempts']) for e in (waits, shanten)])"
    assert nb.execute(state) == "[(True, 2), (True, 2)]\n"


def test_enter_checks_a_typed_answer_and_keeps_the_feedback(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(
        f"pxtest-enter-{secrets.token_hex(3)}.ipynb", ["from widgets.ui import Exercise", CELLS[3]]
    )
    nb = open_notebook(path)
    nb.run_all()
    ex = nb.page.locator(".paixue-exercise")
    box = ex.locator('input[data-role="answer"]')
    box.fill(str(widgets.rules(V).shanten(SHANTEN_HAND)))
    box.press("Enter")
    expect(ex).to_have_attribute("data-attempts", "1")
    # The kernel handles messages in order: this runs after any the keys sent.
    assert nb.execute("print(shanten.view['feedback'] is not None)") == "True\n"
    expect(ex.locator('[data-role="feedback"]')).to_have_attribute("data-correct", "true")


def test_a_choice_draws_its_cards(open_notebook, lab_server):
    """跑胡子 cards shown with the question: each card drawn (an SVG, its name as its label),
    a red card marked, the row's label; the choices still answer."""
    from playwright.sync_api import expect

    cell = ('Exercise.choice("Who takes 小五?", ["乙 吃", "丙 碰"], 0, lang="en",'
            ' cards=[("B holds", "x46 d2710"), ("the card", "x5")])')
    path = lab_server.write_notebook(
        f"pxtest-excards-{secrets.token_hex(3)}.ipynb", ["from widgets.ui import Exercise", cell]
    )
    nb = open_notebook(path)
    nb.run_all()
    ex = nb.page.locator(".paixue-exercise")
    rows = ex.locator('[data-role="cards"]')
    expect(rows).to_have_count(2)
    expect(rows.nth(0)).to_contain_text("B holds")
    cards = rows.nth(0).locator("[data-card]")
    expect(cards).to_have_count(5)
    expect(cards.nth(0)).to_have_attribute("aria-label", "小四 x4")
    expect(rows.nth(0).locator('[data-card="d2"]')).to_have_attribute("data-red", "true")
    expect(rows.nth(1).locator('[data-card="x5"] svg')).to_have_count(1)
    box = rows.nth(1).locator('[data-card="x5"]').bounding_box()
    assert box and box["width"] >= 30 and box["height"] > box["width"]  # a tall paper card
    ex.locator('[data-role="choices"] button[data-choice]').nth(0).click()
    ex.locator('[data-role="check"]').click()
    expect(ex.locator('[data-role="feedback"]')).to_have_attribute("data-correct", "true")
