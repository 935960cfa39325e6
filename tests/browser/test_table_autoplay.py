"""The hand table's Autoplay, in a real browser: it steps the hand forward at the chosen pace,
Stop stops it, and where a person must decide it stops by itself (issue 22: "autoplay at a
chosen pace").
"""

from __future__ import annotations

import secrets
import time

from .helpers import py_value

WATCH = """from widgets.ui import HandTable

w = HandTable("sichuan-xueliu", seed=3, human=None, lang="en")
w.handle({"kind": "step", "to": "start"})
w"""
PLAY = """from widgets.ui import HandTable

p = HandTable("wuhan", seed=5, human=0, lang="zh")
p.handle({"kind": "step", "to": "start"})
p"""


def _step(root) -> int:
    return int(root.get_attribute("data-step"))


def test_autoplay_steps_at_the_pace_and_stops(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-auto-{secrets.token_hex(3)}.ipynb", [WATCH])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    expect(root).to_have_attribute("data-step", "0")
    pace = root.locator('[data-role="pace"]')
    assert pace.locator("option").all_inner_texts() == ["slow", "normal", "fast"]
    pace.select_option(label="fast")
    button = root.locator('[data-role="autoplay"]')
    expect(button).to_have_text("Autoplay ▶")
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(button).to_have_text("Stop ■")  # the redraws keep it on
    deadline = time.monotonic() + 20
    while _step(root) < 6 and time.monotonic() < deadline:
        nb.page.wait_for_timeout(100)
    assert _step(root) >= 6, "autoplay did not step forward"
    # the kernel's table is where the page is: the steps are the engine's
    assert py_value(nb, "w.step") >= 6
    root.locator('[data-role="autoplay"]').click()
    stopped = _step(root)
    nb.page.wait_for_timeout(1500)  # five fast paces: nothing more may come
    assert _step(root) <= stopped + 1  # at most the step already on its way
    assert root.locator('[data-role="autoplay"]').get_attribute("aria-pressed") == "false"


def test_autoplay_stops_where_a_person_must_decide(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-auto-{secrets.token_hex(3)}.ipynb", [PLAY])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    total = int(root.get_attribute("data-steps"))
    root.locator('[data-role="pace"]').select_option(index=2)
    button = root.locator('[data-role="autoplay"]')
    expect(button).to_have_text("自动播放 ▶")
    button.click()
    expect(root).to_have_attribute("data-step", str(total), timeout=30_000)
    # at the live end the learner's decision waits: autoplay has switched itself off
    expect(root).not_to_have_attribute("data-decision", "")
    nb.page.wait_for_timeout(800)
    assert _step(root) == total
    expect(root.locator('[data-role="autoplay"]')).to_be_disabled()
