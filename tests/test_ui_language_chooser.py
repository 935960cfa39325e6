"""Lesson 00's language chooser (widgets/ui/language_chooser): a click remembers the language
in the lessons folder, for `make lab` (widgets/_lessons.py reads the same file), and shows
the link to lesson 00 in it; bad messages are said in the widget, in its language."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from widgets._lessons import LANGUAGE_FILE, first_lesson
from widgets.ui import LanguageChooser


def test_a_click_remembers_the_language_for_make_lab(tmp_path: Path):
    (tmp_path / "zh").mkdir()
    (tmp_path / "zh" / "00-start-here.ipynb").write_text("{}", encoding="utf-8")
    c = LanguageChooser(lang="en", folder=tmp_path)
    assert c.chosen == "" and c.view["link"] is None
    c.handle({"kind": "choose", "lang": "zh"})
    assert json.loads((tmp_path / LANGUAGE_FILE).read_text(encoding="utf-8")) == {"lang": "zh"}
    assert first_lesson(tmp_path, "00-start-here.ipynb") == "zh/00-start-here.ipynb"
    assert c.message["level"] == "ok" and "中文" in c.message["text"]
    link = c.view["link"]  # in the words of the language chosen, to the lesson in it
    assert link == {"text": "打开中文版第 00 课", "path": "zh/00-start-here.ipynb",
                    "href": "zh/00-start-here.ipynb", "lang": "zh"}
    # the next lesson 00 (a new kernel) shows the choice
    assert LanguageChooser(lang="en", folder=tmp_path).chosen == "zh"
    c.handle({"kind": "choose", "lang": "en"})
    assert first_lesson(tmp_path, "00-start-here.ipynb") == "00-start-here.ipynb"
    assert c.view["link"] is None and c.view["said"] == "You are reading the English lessons."


def test_the_chinese_lesson_finds_the_lessons_folder_above_zh(tmp_path: Path, monkeypatch):
    (tmp_path / "zh").mkdir()
    monkeypatch.chdir(tmp_path / "zh")  # the Chinese lesson's kernel starts in zh/
    c = LanguageChooser(lang="zh")
    assert c.view["labels"]["title"] == "课程语言"
    c.handle({"kind": "choose", "lang": "en"})
    assert (tmp_path / LANGUAGE_FILE).is_file() and not (tmp_path / "zh" / LANGUAGE_FILE).exists()
    assert c.view["link"]["href"] == "../00-start-here.ipynb"  # relative to zh/
    assert c.view["link"]["path"] == "00-start-here.ipynb"  # in the lessons folder
    assert c.view["link"]["text"] == "Open lesson 00 in English"


def test_the_browsers_remembered_choice_counts_only_when_the_file_has_none(tmp_path: Path):
    c = LanguageChooser(lang="en", folder=tmp_path)
    c.handle({"kind": "remembered", "lang": "zh"})  # the site: the browser remembers
    assert c.chosen == "zh"
    c.handle({"kind": "choose", "lang": "en"})
    c.handle({"kind": "remembered", "lang": "zh"})  # an older memory: the file wins
    assert c.chosen == "en"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_bad_messages_are_said_in_the_widget_never_raised(tmp_path: Path, lang: str):
    c = LanguageChooser(lang=lang, folder=tmp_path)
    for msg in ({"kind": "choose", "lang": "fr"}, {"kind": "choose"}, {"kind": "nope"},
                "text", None, {"kind": "size", "value": "huge"}, {"kind": "choose", "lang": []}):
        c.handle(msg)  # refused by the one dispatcher, as at every widget: a warning
        assert c.message["level"] == "warning", msg
        assert c.chosen == "" and not (tmp_path / LANGUAGE_FILE).exists()
        han = any("\u4e00" <= ch <= "\u9fff" for ch in c.message["text"].replace("中文", ""))
        assert han == (lang == "zh"), (msg, c.message)
    with pytest.raises(ValueError, match="lang is zh or en, not 'fr'"):
        LanguageChooser(lang="fr")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes anywhere")
def test_a_folder_that_cannot_be_written_is_said_and_the_link_still_shown(tmp_path: Path):
    tmp_path.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        c = LanguageChooser(lang="en", folder=tmp_path)
        c.handle({"kind": "choose", "lang": "zh"})
        assert c.message["level"] == "error" and "Not remembered" in c.message["text"]
        assert c.view["link"]["path"] == "zh/00-start-here.ipynb"
    finally:
        tmp_path.chmod(stat.S_IRWXU)


def test_a_folder_that_cannot_be_written_as_root_too(tmp_path: Path):
    """A file in place of the folder: writing fails for root as well."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    c = LanguageChooser(lang="zh", folder=blocker)
    c.handle({"kind": "choose", "lang": "en"})
    assert c.message["level"] == "error" and c.message["text"].startswith("没能记住")
    assert c.view["link"]["text"] == "Open lesson 00 in English"


def test_a_saved_file_that_is_not_ours_is_no_choice(tmp_path: Path):
    for text in ("not json", '{"lang": "fr"}', "[1]"):
        (tmp_path / LANGUAGE_FILE).write_text(text, encoding="utf-8")
        assert LanguageChooser(lang="en", folder=tmp_path).chosen == ""
