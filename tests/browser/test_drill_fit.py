"""The drill on one screen, by keyboard, and the odds lab's fields and ticks, in a real
JupyterLab and Chromium (issue 19).

- At 1280×720 in Normal size and at 1920×1080 in Large (a projector), with JupyterLab's own
  chrome and its default left sidebar: once the drill is scrolled to the top of the notebook, a
  question, its choices and the feedback after Submit lie inside the notebook's visible area,
  in English and in Chinese.
- A keyboard alone answers questions: Enter and Space pick a choice, Tab reaches Submit, Enter
  submits, and the focus then sits on Next, so Enter moves on.
- The odds lab applies a field on Enter, with the focus still in the box; its tick labels are
  round and no label of a chart is cut off at the chart's edge.
"""

from __future__ import annotations

import re
import secrets

import pytest

WAITS = """from widgets.ui import Drill

d = Drill("wuhan", kinds=("waits",), level="hard", n=3, seed=4, lang="{lang}", size="{size}")
d"""
KEYS = """from widgets.ui import Drill

k = Drill("sichuan-xuezhan", kinds=("discard", "claim"), level="easy", n=3, seed=7, lang="en")
k"""
ODDS = """from widgets.ui import OddsLab

lab = OddsLab("sanzhang", lang="en")
lab"""
SCREENS = [({"width": 1280, "height": 720}, "normal"), ({"width": 1920, "height": 1080}, "large")]


def _box(locator) -> dict[str, float]:
    box = locator.bounding_box()
    assert box is not None, f"{locator} is not drawn"
    return box


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(("screen", "size"), SCREENS, ids=["1280-normal", "1920-large"])
def test_question_choices_and_feedback_on_one_screen(open_notebook, lab_server, screen, size,
                                                     lang):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-fit-{secrets.token_hex(3)}.ipynb",
                                     [WAITS.format(lang=lang, size=size)])
    nb = open_notebook(path)
    nb.page.set_viewport_size(screen)
    nb.run_all()
    root = nb.page.locator(".paixue-drill")
    expect(root).to_have_attribute("data-size", size)
    root.evaluate("el => el.scrollIntoView({block: 'start'})")
    right = nb.execute("print(sorted(d.question.answer)[0])").strip()
    wrong = nb.execute("print([c.value for c in d.question.choices "
                       "if c.value not in d.question.answer][0])").strip()
    choices = root.locator('[data-role="choices"]')
    choices.locator(f'button[data-tile="{right}"]').click()
    choices.locator(f'button[data-tile="{wrong}"]').click()
    root.locator('[data-role="submit"]').click()
    feedback = root.locator('[data-role="feedback"]')
    expect(feedback).to_have_attribute("data-correct", "false")
    expect(feedback.locator('[data-role="count"]')).to_be_visible()
    expect(feedback.locator('[data-role="tile-group"] [data-tile]').first).to_be_visible()
    # the notebook's visible area: below JupyterLab's bars, above its status bar
    area = _box(nb.page.locator(".jp-NotebookPanel-notebook"))
    top, bottom = area["y"], min(area["y"] + area["height"], screen["height"])
    for role in ("question", "choices", "feedback"):
        box = _box(root.locator(f'[data-role="{role}"]'))
        assert box["y"] >= top - 1 and box["y"] + box["height"] <= bottom + 1, (
            f"{role} spans {box['y']:.0f}–{box['y'] + box['height']:.0f}, "
            f"the notebook shows {top:.0f}–{bottom:.0f} at {screen} {size} {lang}")
    # the long parts fold: the engine's table and the readings are closed
    expect(feedback.locator('details[data-role="table"]')).not_to_have_attribute("open", "")
    expect(feedback.locator('details[data-role="readings"]')).not_to_have_attribute("open", "")


def _active(page) -> dict[str, str]:
    return page.evaluate("""() => { const a = document.activeElement;
      return {key: a.dataset.key || '', role: a.dataset.role || '', tag: a.tagName}; }""")


def test_keyboard_answers_questions(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-keys-{secrets.token_hex(3)}.ipynb", [KEYS])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-drill")
    expect(root).to_have_attribute("data-kind", "discard")
    page = nb.page
    # into the widget at its first choice, as Tab from the notebook reaches it
    first = root.locator('[data-role="choices"] button').first
    first.focus()
    page.keyboard.press("Enter")
    expect(first).to_have_attribute("aria-pressed", "true")
    assert _active(page)["key"] == "c:0"  # the redraw keeps the keyboard's place
    for _ in range(40):
        if _active(page)["role"] == "submit":
            break
        page.keyboard.press("Tab")
    assert _active(page)["role"] == "submit", _active(page)
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-answered", "true")
    expect(root.locator('[data-role="feedback"]')).to_be_visible()
    assert _active(page)["role"] == "next"  # Submit is done: the focus moved on
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-kind", "claim")
    # Space picks too; Shift+Tab goes back from Submit to the last choice
    for _ in range(40):
        if _active(page)["role"] == "submit":
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Space")
    last = root.locator('[data-role="choices"] button').last
    expect(last).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(root.locator('[data-role="feedback"]')).to_be_visible()
    expect(root.locator('[data-role="progress"]')).to_have_attribute("data-answered", "2")


def test_odds_fields_apply_on_enter_and_ticks_are_round(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-oddsfit-{secrets.token_hex(3)}.ipynb", [ODDS])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-odds")
    expect(root).to_have_attribute("data-game", "sanzhang")
    ev = root.get_attribute("data-ev")
    # Enter alone applies a number field and a text field; the focus stays in the box
    rounds = root.locator('[data-role="rounds"]')
    rounds.fill("5000")
    rounds.press("Enter")
    expect(root).to_have_attribute("data-target", "5000")
    assert _active(nb.page)["key"] == "n:rounds"
    hand = root.locator('[data-field="hand"]')
    hand.fill("Ah Kh Qh")
    hand.press("Enter")
    expect(root).not_to_have_attribute("data-ev", ev)
    assert _active(nb.page)["key"] == "f:hand"
    assert nb.execute("print(dict(lab.snapshot.params)['hand'])").strip() != "2s 3h 5d"
    # round tick labels, and every label inside its chart
    for chart in ("chart", "convergence"):
        svg = root.locator(f'[data-role="{chart}"]')
        ticks = svg.locator('[data-role="tick"]').all_text_contents()
        assert len(ticks) >= 3, ticks
        pattern = r"\d+(\.\d)?%" if chart == "chart" else r"-?\d+(\.\d{1,4})?"
        assert all(re.fullmatch(pattern, t) for t in ticks), ticks
        outer = _box(svg)
        for text in svg.locator("text").all():
            box = _box(text)
            assert outer["x"] - 1 <= box["x"] and box["x"] + box["width"] <= outer["x"] \
                + outer["width"] + 1, f"{text.text_content()!r} is cut off in the {chart}"
