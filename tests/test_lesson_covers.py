"""Each lesson's rule table (issue 41: "A rule table for every lesson, as data beside it, starting
from every rule sentence of the lesson's seed section … read by a test: every rule of the
lesson's seed section has all three, and every cell it names exists and still shows what the
row says"; "render it at the end of each lesson as 'What this lesson covers'")."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

import pytest

from widgets import _lesson_covers as lc

TABLED = lc.tabled_lessons()
LESSONS = sorted(p.stem for p in lc.LESSONS.glob("*.ipynb"))
# Lessons that teach no part of a rule text: the tools (00), practice (07), probability (13).
NO_RULE_TEXT = {"00-start-here", "07-drills", "13-odds"}
# Lessons whose table is still to be written (this list only shrinks): none left.
NOT_YET: set[str] = set()
# Roles (explain / show / exercise) of a tabled lesson's rules not taught yet: said in the
# table as "not yet"; these counts only go down (a lesson not listed has none).
MISSING_AT_MOST: dict[str, int] = {}  # none left: every role of every rule is taught


@pytest.mark.parametrize("lesson", TABLED)
def test_every_rule_of_the_seed_part_is_in_a_row_and_every_cell_still_teaches_it(lesson):
    assert lc.problems(lc.load(lesson)) == []


def test_every_lesson_has_a_table_or_is_waiting_for_one():
    assert set(TABLED) | NOT_YET | NO_RULE_TEXT == set(LESSONS)
    assert not set(TABLED) & NOT_YET, "a lesson with a table: take it off NOT_YET"


@pytest.mark.parametrize("lesson", TABLED)
def test_the_roles_not_taught_yet_only_go_down(lesson):
    missing = sum(len(r.missing) for r in lc.load(lesson).rules)
    assert missing <= MISSING_AT_MOST.get(lesson, 0), f"{lesson}: {missing} roles not taught yet"


@pytest.mark.parametrize("lesson", TABLED)
def test_the_lesson_ends_with_its_table_as_rendered_from_the_data(lesson):
    """`python -m widgets._lesson_covers` writes it; a changed table or lesson shows here."""
    nb = json.loads((lc.LESSONS / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    last = nb["cells"][-1]
    assert last["id"] == lc.CELL_ID and last["cell_type"] == "markdown"
    assert "".join(last["source"]) == lc.render(lc.load(lesson)), (
        f"run: python -m widgets._lesson_covers {lesson}")


def test_the_table_names_each_rule_once_with_a_link_per_role():
    c = lc.load("01a-sichuan-fans")
    text = lc.render(c)
    assert text.startswith("## What this lesson covers")
    rows = [x for x in text.splitlines() if x.startswith("| “")]
    assert len(rows) == len(c.rules)
    pinghu = next(x for x in rows if "平胡x1" in x)
    assert pinghu.count("](#cell-id=") == 3 and "平胡" in pinghu.split("|")[2]
    settled = lc.render(lc.load("01b-sichuan-settlement")).splitlines()
    one_to_one = next(x for x in settled if "4. 刮风下雨，按玩家之间各自一对一计算金币" in x)
    assert one_to_one.count("](#cell-id=") == 3 and "not yet" not in one_to_one



def test_a_rule_quoting_the_seeds_own_quotation_marks_stays_one_quotation():
    """Seed 001: "永州麻將的特色就在“番”，番是2倍的意思" — its “番” inside our “…” would end the
    quotation early (the lint reads the rest as prose): the table shows 『番』 instead."""
    rows = [x for x in lc.render(lc.load("10-yongzhou")).splitlines() if "番是2倍的意思" in x]
    assert rows == ["| “永州麻將的特色就在『番』，番是2倍的意思” | " + rows[0].split("” | ", 1)[1]]
    assert rows[0].count("“") == 1 and rows[0].count("”") == 1

# ---- the checks find what they are for (each would pass a broken table otherwise) -------------

def changed(lesson: str, index: int, **fields) -> lc.Covers:
    c = lc.load(lesson)
    rules = list(c.rules)
    rules[index] = dataclasses.replace(rules[index], **fields)
    return dataclasses.replace(c, rules=tuple(rules))


def test_a_cell_that_is_gone_or_of_the_wrong_kind_is_named():
    bad = lc.problems(changed("01-sichuan-xuezhan", 1, show="no-such-cell"))
    assert any("'no-such-cell' is not in the lesson" in b for b in bad)
    bad = lc.problems(changed("01-sichuan-xuezhan", 1, explain="s01-007"))  # a code cell
    assert any("is not a markdown cell" in b for b in bad)


def test_a_cell_that_no_longer_shows_or_asks_what_the_row_says_is_named():
    bad = lc.problems(changed("01-sichuan-xuezhan", 1, shows="999m"))
    assert any("no longer holds '999m'" in b for b in bad)
    bad = lc.problems(changed("01-sichuan-xuezhan", 1, show="s01-005"))  # a table, no widget
    assert any("makes no live widget" in b for b in bad)
    bad = lc.problems(changed("01-sichuan-xuezhan", 1, exercise="s01-007"))  # a lab, no question
    assert any("asks no question" in b for b in bad)


def test_words_that_are_not_the_seeds_and_a_rule_left_out_are_named():
    c = changed("01-sichuan-xuezhan", 1, seed="至少缺两门才可胡牌")
    bad = lc.problems(c)
    assert any("not the seed's words" in b for b in bad)
    assert any("至少缺一门才可胡牌" in b and "in no rule row" in b for b in bad)


def test_a_heading_covers_only_a_whole_line():
    """打牌 is a heading of the seed's part and also two characters of a 血流 rule: listing the
    heading must not cover the rule."""
    part = "打牌\n胡牌的人继续打牌摸牌\n"
    runs, missing = lc.uncovered(part, [], ["打牌"])
    assert runs == ["胡牌的人继续打牌摸牌"] and missing == []


def test_a_role_said_missing_may_not_name_a_cell():
    bad = lc.problems(changed("01-sichuan-xuezhan", 0, missing=("exercise",), exercise="s01-009"))
    assert any("said missing" in b for b in bad)


# ---- the seeds kept with the tests are the originals ---------------------------------------------

ORIGINALS = Path(os.environ.get("PAIXUE_SEEDS", lc.ROOT.parent / "shared" / "seeds"))


@pytest.mark.skipif(not ORIGINALS.is_dir(), reason=f"no original rule texts at {ORIGINALS}")
def test_the_seeds_kept_here_are_the_original_rule_texts_word_for_word():
    kept = sorted(p.name for p in lc.SEEDS.glob("*.txt"))
    assert kept == sorted(p.name for p in ORIGINALS.glob("*.txt"))
    for name in kept:
        assert (lc.SEEDS / name).read_bytes() == (ORIGINALS / name).read_bytes(), name


# ---- the Chinese lessons (lessons/zh/, widgets/_lesson_language.py) ----------------------------

ZH_TABLED = [x for x in TABLED if (lc.LESSONS / "zh" / f"{x}.ipynb").is_file()]


@pytest.mark.parametrize("lesson", ZH_TABLED)
def test_the_chinese_lesson_ends_with_its_table_in_chinese(lesson):
    """The same rows as the English table, each cell linked by its section's Chinese heading
    (the translator's heading, introduction and column names kept)."""
    nb = json.loads((lc.LESSONS / "zh" / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    last = nb["cells"][-1]
    text = "".join(last["source"])
    assert last["id"] == lc.CELL_ID
    assert text.strip() == lc.render(lc.load(lesson), "zh", lc.zh_head(text)).strip(), (
        f"run: python -m widgets._lesson_covers {lesson}; "
        "then python -m widgets._lesson_language build")


def test_the_chinese_table_says_every_role_in_chinese_and_keeps_the_translators_words():
    c = changed("01b-sichuan-settlement", 0, show="", missing=("show",))  # a role not yet
    head = "## 本课的规则\n\n规则原文逐条列出。\n\n| 原文 | 讲解 | 演示 | 练习 |\n|---|---|---|---|"
    text = lc.render(c, "zh", head)
    assert text.startswith(head + "\n") and lc.zh_head(text) == head
    assert "not yet" not in text and text.count("还没有") == text.count("| 还没有") > 0
    rules = [x.split(" | ")[0] for x in text.splitlines() if x.startswith("| “")]
    assert rules == [x.split(" | ")[0] for x in lc.render(c).splitlines() if x.startswith("| “")]
    assert len(rules) == len(c.rules)
    assert lc.render(c, "zh").startswith(lc.ZH_HEAD)


def test_a_link_is_named_by_the_chinese_heading_of_its_section(tmp_path, monkeypatch):
    nb = {"cells": [
        {"cell_type": "markdown", "id": "h", "source": "## 2 · Wins — 胡 (hú)",
         "metadata": {"zh": {"text": "## 2 · 胡牌——怎么算", "of": "x"}}},
        {"cell_type": "code", "id": "lab", "source": "HandLab()", "metadata": {}},
        {"cell_type": "markdown", "id": lc.CELL_ID, "source": "", "metadata": {}}]}
    (tmp_path / "x.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    monkeypatch.setattr(lc, "LESSONS", tmp_path)
    c = lc.Covers("x", "000", "", "", (lc.Rule("规则", explain="h", show="lab"),))
    rows = lc.render(c, "zh").splitlines()[-1]
    assert rows == "| “规则” | [2 · 胡牌](#cell-id=h) | [2 · 胡牌](#cell-id=lab) | 还没有 |"
    assert lc.render(c).splitlines()[-1] == (
        "| “规则” | [2 · Wins](#cell-id=h) | [2 · Wins](#cell-id=lab) | not yet |")


def test_writing_the_table_keeps_its_chinese_current(tmp_path, monkeypatch):
    """`python -m widgets._lesson_covers` renders the Chinese table again under the
    translator's words (and records the new English's hash); Chinese that was already stale
    is left for its translator."""
    from widgets._lesson_language import english_hash, lacking

    lesson = "01b-sichuan-settlement"
    nb = json.loads((lc.LESSONS / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    last = nb["cells"][-1]
    head = "## 本课的规则\n\n| 原文 | 讲解 | 演示 | 练习 |\n|---|---|---|---|"
    last["metadata"]["zh"] = {"text": head + "\n| “旧的” | 还没有 | 还没有 | 还没有 |",
                              "of": english_hash("".join(last["source"]))}
    last["source"] = "".join(last["source"]).replace("|---|---|---|---|\n",
                                                     "|---|---|---|---|\n| “gone” | | | |\n")
    last["metadata"]["zh"]["of"] = english_hash(last["source"])
    (tmp_path / f"{lesson}.ipynb").write_text(json.dumps(nb, ensure_ascii=False), "utf-8")
    monkeypatch.setattr(lc, "LESSONS", tmp_path)
    assert lc.write(lesson)
    cell = json.loads((tmp_path / f"{lesson}.ipynb").read_text(encoding="utf-8"))["cells"][-1]
    assert cell["metadata"]["zh"]["text"] == lc.render(lc.load(lesson), "zh", head).strip()
    assert lacking({"cells": [cell]}) == {"missing": [], "stale": []}
    # the English introduction changed: the Chinese is stale, kept as it was for its translator
    load = lc.load
    monkeypatch.setattr(lc, "load", lambda name: dataclasses.replace(load(name), intro="New."))
    assert lc.write(lesson)
    again = json.loads((tmp_path / f"{lesson}.ipynb").read_text(encoding="utf-8"))["cells"][-1]
    assert again["metadata"]["zh"] == cell["metadata"]["zh"]
    assert lacking({"cells": [again]})["stale"] == [lc.CELL_ID]
