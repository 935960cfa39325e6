"""The drill, click by click, in a real browser: a seeded Sichuan session of a best-discard
question and a claim question, and a 大师游 换三张 of three tiles, one of them held twice.

The right answers come from the kernel (``nb.execute``: the engine's answer on the Python
side), never from the page. A right discard is graded right, the progress counts it and the
streak grows; a wrong claim is graded wrong with its choice marked; Next and Restart move
through the same seeded questions; a new seed deals a new set.
"""

from __future__ import annotations

import json
import os
import secrets

from .helpers import py_value

CELL = """from widgets.ui import Drill

d = Drill("sichuan-xuezhan", kinds=("discard", "claim"), level="easy", n=3, seed=7, lang="en")
d"""
# 大师游's 换三张: three tiles of one suit, a tile held twice clicked copy by copy
EXCHANGE = """x = Drill("dashiyou-xueliu", kinds=("exchange",), level="medium", n=2, seed=0,
          lang="en")
x"""  # seed 0: the first best trio is 113s
SHOT = os.environ.get("PAIXUE_DRILL_SHOT")  # a folder: save the answered widgets (for review)


def test_answer_next_wrong_restart(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-drill-{secrets.token_hex(3)}.ipynb",
                                     [CELL, EXCHANGE])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator('.paixue-drill[data-kind="discard"], .paixue-drill[data-kind="claim"]')
    expect(nb.page.locator(".paixue-drill")).to_have_count(2)
    expect(root).to_have_attribute("data-kind", "discard")
    expect(root).to_have_attribute("data-number", "0")
    progress = root.locator('[data-role="progress"]')
    expect(progress).to_have_attribute("data-answered", "0")

    # 1. Best discard: click a wrong tile, then the engine's best (one pick replaces the other;
    # a tile held twice is drawn twice: click its first copy).
    best = py_value(nb, "sorted(d.question.answer)")
    others = py_value(nb, "[c.value for c in d.question.choices "
                          "if c.value not in d.question.answer]")
    choices = root.locator('[data-role="choices"]')
    choices.locator(f'button[data-tile="{others[0]}"]').first.click()
    expect(choices.locator(f'button[data-tile="{others[0]}"]').first).to_have_attribute(
        "aria-pressed", "true")
    choices.locator(f'button[data-tile="{best[0]}"]').first.click()
    expect(choices.locator(f'button[data-tile="{best[0]}"]').first).to_have_attribute(
        "aria-pressed", "true")
    expect(choices.locator(f'button[data-tile="{others[0]}"]').first).to_have_attribute(
        "aria-pressed", "false")
    root.locator('[data-role="submit"]').click()
    feedback = root.locator('[data-role="feedback"]')
    expect(feedback).to_have_attribute("data-correct", "true")
    expect(root).to_have_attribute("data-answered", "true")
    expect(progress).to_have_attribute("data-answered", "1")
    expect(progress).to_have_attribute("data-streak", "1")
    expect(root.locator('[data-role="submit"]')).to_be_disabled()
    # the full table: every distinct discard's line is in the explanation
    for tile in best + others:
        expect(feedback).to_contain_text(tile)

    # 2. Next: the claim question; a choice the rules refuse is graded wrong and marked.
    root.locator('[data-role="next"]').click()
    expect(root).to_have_attribute("data-kind", "claim")
    expect(root).to_have_attribute("data-number", "1")
    expect(root.locator('[data-role="focus"] [data-tile]')).to_have_count(1)
    wrong = py_value(nb, "[c.value for c in d.question.choices "
                         "if c.value not in d.question.answer][0]")
    root.locator(f'[data-role="choices"] button[data-choice="{wrong}"]').click()
    root.locator('[data-role="submit"]').click()
    expect(feedback).to_have_attribute("data-correct", "false")
    expect(root.locator(f'button[data-choice="{wrong}"]')).to_have_attribute("data-mark",
                                                                               "wrong")
    expect(progress).to_have_attribute("data-answered", "2")
    expect(progress).to_have_attribute("data-streak", "0")
    assert py_value(nb, "d.progress['per_kind']['claim']['correct']") == 0
    assert py_value(nb, "d.progress['per_kind']['discard']['correct']") == 1

    # 3. Restart: the same seed deals the same first question.
    root.locator('[data-role="restart"]').click()
    expect(root).to_have_attribute("data-number", "0")
    expect(progress).to_have_attribute("data-answered", "0")
    expect(root).to_have_attribute("data-kind", "discard")
    expect(choices.locator(f'button[data-tile="{best[0]}"]').first).to_have_attribute(
        "aria-pressed", "false")
    assert py_value(nb, "sorted(d.question.answer)") == best

    # 4. A new seed (typed in the settings, folded below the question; then leaving the box)
    # deals a new set.
    root.locator('[data-role="settings"] > summary').click()
    seed = root.locator('input[data-role="seed"]')
    seed.fill("8")
    seed.press("Tab")
    expect(root).to_have_attribute("data-seed", "8")
    assert py_value(nb, "d.view['settings']['seed']") == "8"

    # 5. 换三张: click the three tiles of the engine's best trio by their place in the hand (a
    # tile held twice is two buttons), submit: right, with the table of trios.
    ex = nb.page.locator('.paixue-drill[data-kind="exchange"]')
    indexes = json.loads(nb.execute("""import json
from widgets.engine.notation import parse_hand
from widgets.engine.tiles import tile_name
used = []
for t in parse_hand(sorted(x.question.answer)[0]).concealed:
    used.append(next(i for i, c in enumerate(x.question.choices)
                     if c.value == tile_name(t) and i not in used))
print(json.dumps(used))"""))
    for i in indexes:
        ex.locator(f'[data-role="choices"] button[data-index="{i}"]').click()
        expect(ex.locator(f'[data-role="choices"] button[data-index="{i}"]')).to_have_attribute(
            "aria-pressed", "true")
    ex.locator('[data-role="submit"]').click()
    expect(ex.locator('[data-role="feedback"]')).to_have_attribute("data-correct", "true")
    expect(ex.locator('[data-role="table"]')).to_contain_text("the three to come")  # folded
    if SHOT:
        root.screenshot(path=os.path.join(SHOT, "drill-claim.png"))
        ex.screenshot(path=os.path.join(SHOT, "drill-exchange.png"))
