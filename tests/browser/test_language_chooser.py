"""Lesson 00's language chooser in JupyterLab, as `make lab` serves the lessons: a click on
中文 writes the choice into the lessons folder (where `make lab` reads it next time:
widgets/_lessons.py) and its link opens the Chinese lesson 00 in JupyterLab."""

from __future__ import annotations

import json
import re

from widgets._lessons import LANGUAGE_FILE, first_lesson

from .conftest import REPO_ROOT

LESSON_00 = json.loads((REPO_ROOT / "lessons" / "00-start-here.ipynb").read_text("utf-8"))
CHOOSER_CELL = next("".join(c["source"]) for c in LESSON_00["cells"] if c["id"] == "s00-language")


def test_choosing_chinese_in_lesson_00_is_remembered_and_opens_it(open_screen, lab_server):
    """Lesson 00's chooser cell, in a notebook of its own beside the lessons (lesson 00 runs
    whole in tests/test_lessons.py and, in the site, in tests/browser/test_site.py)."""
    from playwright.sync_api import expect

    saved = lab_server.root / LANGUAGE_FILE
    saved.unlink(missing_ok=True)
    nb = open_screen(1280, 720, [CHOOSER_CELL])
    chooser = nb.page.locator(".paixue-language").first
    expect(chooser).to_have_attribute("data-lang", "en")
    expect(chooser).to_have_attribute("data-chosen", "")
    chooser.locator('[data-choice="zh"]').click()
    expect(chooser).to_have_attribute("data-chosen", "zh")
    expect(chooser.locator('[data-role="message"]')).to_contain_text("Remembered: 中文")
    try:
        assert json.loads(saved.read_text(encoding="utf-8")) == {"lang": "zh"}
        assert first_lesson(lab_server.root, "00-start-here.ipynb") == "zh/00-start-here.ipynb"
        link = chooser.locator('[data-role="open"]')
        expect(link).to_have_text("打开中文版第 00 课")
        link.click()
        tab = nb.page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current").first
        expect(tab).to_have_attribute("title", re.compile(r"^Path: zh/00-start-here\.ipynb$", re.M),
                                      timeout=30_000)
    finally:
        saved.unlink(missing_ok=True)  # the other tests' lesson 00 starts with no choice
