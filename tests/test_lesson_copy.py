"""The learner's working copy of the lessons and the save hook (widgets/_lessons.py)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

from widgets._lessons import (
    LANGUAGE_FILE,
    RECORD,
    WIDGET_VIEW,
    chosen_language,
    drop_widget_outputs,
    first_lesson,
    strip_widgets,
    sync,
)

ROOT = Path(__file__).resolve().parent.parent


def _nb(*sources: str) -> str:
    cells = [{"cell_type": "code", "id": f"c{i}", "metadata": {}, "execution_count": None,
              "outputs": [], "source": s} for i, s in enumerate(sources)]
    return json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


def _lessons(tmp_path: Path, **lessons: str) -> tuple[Path, Path]:
    source = tmp_path / "lessons"
    source.mkdir(exist_ok=True)
    for name, text in lessons.items():
        (source / f"{name}.ipynb").write_text(text, encoding="utf-8")
    return source, tmp_path / "my-lessons"


def test_first_use_copies_every_lesson_and_records_it(tmp_path):
    source, mine = _lessons(tmp_path, a=_nb("1"), b=_nb("2"))
    said = sync(source, mine)
    assert len(said) == 1 and "copied 2 lessons" in said[0], said
    assert sync(source, mine) == []  # nothing new: nothing said
    assert sorted(p.name for p in mine.glob("*.ipynb")) == ["a.ipynb", "b.ipynb"]
    assert (mine / "a.ipynb").read_text(encoding="utf-8") == _nb("1")
    assert set(json.loads((mine / RECORD).read_text(encoding="utf-8"))) == {"a.ipynb",
                                                                            "b.ipynb"}


def test_an_unchanged_copy_takes_the_new_version(tmp_path):
    source, mine = _lessons(tmp_path, a=_nb("1"))
    sync(source, mine)
    _lessons(tmp_path, a=_nb("1 (after git pull)"))
    assert sync(source, mine) == []
    assert (mine / "a.ipynb").read_text(encoding="utf-8") == _nb("1 (after git pull)")
    assert not (mine / "a (new).ipynb").exists()


def test_the_learners_changes_are_kept_and_the_new_version_put_beside(tmp_path):
    source, mine = _lessons(tmp_path, a=_nb("1"))
    sync(source, mine)
    (mine / "a.ipynb").write_text(_nb("1", "my note"), encoding="utf-8")
    assert sync(source, mine) == []  # lessons/ unchanged: nothing to do
    _lessons(tmp_path, a=_nb("1 (after git pull)"))
    said = sync(source, mine)
    assert len(said) == 1 and "a (new).ipynb" in said[0], said
    assert (mine / "a.ipynb").read_text(encoding="utf-8") == _nb("1", "my note")
    assert (mine / "a (new).ipynb").read_text(encoding="utf-8") == _nb("1 (after git pull)")
    assert sync(source, mine) == []  # said once, not at every start
    assert (mine / "a.ipynb").read_text(encoding="utf-8") == _nb("1", "my note")


def test_a_deleted_lesson_comes_back_fresh_and_new_lessons_arrive(tmp_path):
    source, mine = _lessons(tmp_path, a=_nb("1"))
    sync(source, mine)
    (mine / "a.ipynb").write_text(_nb("changed"), encoding="utf-8")
    (mine / "a.ipynb").unlink()
    _lessons(tmp_path, b=_nb("2"))
    said = sync(source, mine)
    assert len(said) == 1 and "copied 2 lessons" in said[0], said
    assert (mine / "a.ipynb").read_text(encoding="utf-8") == _nb("1")
    assert (mine / "b.ipynb").read_text(encoding="utf-8") == _nb("2")


def test_a_lost_record_never_overwrites_the_learners_work(tmp_path):
    source, mine = _lessons(tmp_path, a=_nb("1"), b=_nb("2"))
    sync(source, mine)
    (mine / "a.ipynb").write_text(_nb("1", "my note"), encoding="utf-8")
    (mine / RECORD).write_text("not json", encoding="utf-8")
    said = sync(source, mine)
    assert (mine / "a.ipynb").read_text(encoding="utf-8") == _nb("1", "my note")
    assert len(said) == 1 and "a.ipynb" in said[0]  # b is the same as lessons/: silent


def test_the_command_prints_what_it_kept(tmp_path):
    source, mine = _lessons(tmp_path, a=_nb("1"))
    sync(source, mine)
    (mine / "a.ipynb").write_text(_nb("mine"), encoding="utf-8")
    _lessons(tmp_path, a=_nb("2"))
    run = subprocess.run([sys.executable, "-m", "widgets._lessons", str(source), str(mine)],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "a (new).ipynb" in run.stdout


def _widget_output(model_id: str = "abc") -> dict:
    return {"output_type": "display_data", "metadata": {},
            "data": {WIDGET_VIEW: {"model_id": model_id, "version_major": 2,
                                   "version_minor": 0}, "text/plain": "HandLab(...)"}}


def test_the_hook_drops_widget_outputs_and_state_and_keeps_the_rest():
    stream = {"output_type": "stream", "name": "stdout", "text": "0\n"}
    html = {"output_type": "display_data", "metadata": {}, "data": {"text/html": "<b>x</b>"}}
    content = {
        "metadata": {"kernelspec": {"name": "python3"},
                     "widgets": {"application/vnd.jupyter.widget-state+json": {"state": {}}}},
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": "my note: 清一色"},
            {"cell_type": "code", "metadata": {}, "execution_count": 3, "source": "lab",
             "outputs": [stream, _widget_output(), html]},
            {"cell_type": "code", "metadata": {}, "execution_count": 4, "source": "print(1)",
             "outputs": [stream]},
        ],
    }
    model = {"type": "notebook", "content": copy.deepcopy(content)}
    drop_widget_outputs(model=model, path="a.ipynb", contents_manager=None)
    got = model["content"]
    assert got["metadata"] == {"kernelspec": {"name": "python3"}}
    assert got["cells"][0] == content["cells"][0]
    assert got["cells"][1]["outputs"] == [stream, html]
    assert got["cells"][1]["source"] == "lab" and got["cells"][1]["execution_count"] == 3
    assert got["cells"][2] == content["cells"][2]


def test_the_hook_leaves_other_files_alone():
    model = {"type": "file", "format": "text", "content": "widgets"}
    drop_widget_outputs(model=model, path="notes.txt", contents_manager=None)
    assert model == {"type": "file", "format": "text", "content": "widgets"}
    model = {"type": "directory"}
    drop_widget_outputs(model=model, path="d", contents_manager=None)
    assert model == {"type": "directory"}


def test_the_lessons_in_git_hold_no_widget_outputs():
    """What a reopened lesson would show as "model not found": none is committed either."""
    for path in sorted((ROOT / "lessons").glob("*.ipynb")):
        nb = json.loads(path.read_text(encoding="utf-8"))
        assert not strip_widgets(nb), f"{path.name} holds widget outputs or state"


# ---- the Chinese lessons (lessons/zh/) and the language chosen in lesson 00 -------------------

def test_the_chinese_lessons_go_into_zh_by_the_same_rules(tmp_path):
    source, mine = _lessons(tmp_path, a=_nb("1"))
    (source / "zh").mkdir()
    (source / "zh" / "a.ipynb").write_text(_nb("一"), encoding="utf-8")
    said = sync(source, mine)
    assert "copied 2 lessons" in said[0], said
    assert (mine / "zh" / "a.ipynb").read_text(encoding="utf-8") == _nb("一")
    assert "zh/a.ipynb" in json.loads((mine / RECORD).read_text(encoding="utf-8"))
    # the learner's notes in the Chinese lesson are kept; the new version goes beside
    (mine / "zh" / "a.ipynb").write_text(_nb("一", "我的笔记"), encoding="utf-8")
    (source / "zh" / "a.ipynb").write_text(_nb("一（新）"), encoding="utf-8")
    said = sync(source, mine)
    assert len(said) == 1 and "zh/a (new).ipynb" in said[0], said
    assert (mine / "zh" / "a.ipynb").read_text(encoding="utf-8") == _nb("一", "我的笔记")
    assert (mine / "zh" / "a (new).ipynb").read_text(encoding="utf-8") == _nb("一（新）")


def test_make_lab_opens_lesson_00_in_the_language_chosen(tmp_path):
    source, mine = _lessons(tmp_path, **{"00-start-here": _nb("0")})
    (source / "zh").mkdir()
    (source / "zh" / "00-start-here.ipynb").write_text(_nb("零"), encoding="utf-8")
    sync(source, mine)
    first = "00-start-here.ipynb"
    assert first_lesson(mine, first) == first  # nothing chosen yet
    (mine / LANGUAGE_FILE).write_text('{"lang": "zh"}', encoding="utf-8")
    assert first_lesson(mine, first) == "zh/00-start-here.ipynb"
    run = subprocess.run([sys.executable, "-m", "widgets._lessons", "first", str(mine), first],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout.strip() == "zh/00-start-here.ipynb", run
    (mine / "zh" / "00-start-here.ipynb").unlink()  # chosen but gone: the English one opens
    assert first_lesson(mine, first) == first
    for bad in ("not json", '["zh"]', '{"lang": "fr"}'):
        (mine / LANGUAGE_FILE).write_text(bad, encoding="utf-8")
        assert chosen_language(mine) == "en", bad


def test_the_makefile_opens_the_lesson_the_copy_names():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "widgets._lessons first $(MY_LESSONS) $(FIRST_LESSON)" in makefile
    assert "--LabApp.default_url='/lab/tree/$(OPEN_LESSON)?reset'" in makefile
