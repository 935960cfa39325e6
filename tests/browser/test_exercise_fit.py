"""An exercise on one screen, in a real JupyterLab and Chromium (issue 19, "Fit the screen";
lessons are made of exercises): at 1280×720 in the normal size and at 1920×1080 in the large
one, with JupyterLab's own chrome and its default left sidebar, once the exercise is scrolled to
the top of the notebook, its question, the hand, the tiles to pick, the buttons, the feedback
after Check (a wrong wait, with its reason), and after Reveal the waits and the first reading
of the decomposition lie inside the notebook's visible area, in English and in Chinese.
"""

from __future__ import annotations

import secrets

import pytest

CELL = """from widgets.ui import Exercise

e = Exercise.waits("sichuan-xuezhan", "1112345678999m", lang="{lang}", size="{size}")
e"""
SCREENS = [({"width": 1280, "height": 720}, "normal", "en"),
           ({"width": 1920, "height": 1080}, "large", "zh")]


@pytest.mark.parametrize(("screen", "size", "lang"), SCREENS, ids=["1280-normal", "1920-large"])
def test_question_answer_and_feedback_on_one_screen(open_notebook, lab_server, screen, size,
                                                    lang):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-exfit-{secrets.token_hex(3)}.ipynb",
                                     [CELL.format(lang=lang, size=size)])
    nb = open_notebook(path)
    nb.page.set_viewport_size(screen)
    nb.run_all()
    root = nb.page.locator(".paixue-exercise")
    expect(root).to_have_attribute("data-size", size)
    root.evaluate("el => el.scrollIntoView({block: 'start'})")
    pick = root.locator('[data-role="pick"]')
    for tile in ("1m", "4p"):  # 4p: not a wait of the nine gates
        pick.locator(f'button[data-tile="{tile}"]').click()
        # as a learner sees it: the pick is drawn (the kernel has it) before the next click
        expect(pick.locator(f'button[data-tile="{tile}"]')).to_have_attribute(
            "aria-pressed", "true")
    root.locator('[data-role="check"]').click()
    feedback = root.locator('[data-role="feedback"]')
    expect(feedback).to_have_attribute("data-correct", "false")
    expect(feedback).to_contain_text("4p")  # the wrong choice, with its reason
    root.locator('[data-role="reveal"]').click()
    reading = root.locator('div[data-role="reveal"] [data-role="reading"]').first
    expect(reading).to_be_visible()
    area = nb.page.locator(".jp-NotebookPanel-notebook").bounding_box()
    top, bottom = area["y"], min(area["y"] + area["height"], screen["height"])
    # the waits (solution) and the first reading of the decomposition; later readings of the
    # nine gates' nine may run below, as a list does
    parts = {role: root.locator(f'[data-role="{role}"]') for role in
             ("question", "hand", "pick", "check", "feedback", "solution")}
    for role, part in (parts | {"first reading": reading}).items():
        box = part.bounding_box()
        assert box is not None, f"{role} is not drawn"
        assert box["y"] >= top - 1 and box["y"] + box["height"] <= bottom + 1, (
            f"{role} spans {box['y']:.0f}–{box['y'] + box['height']:.0f}, "
            f"the notebook shows {top:.0f}–{bottom:.0f} at {screen} {size} {lang}")
