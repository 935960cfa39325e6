"""Not part of the widgets: the learner's working copy of the lessons, and a save hook for it.

``make lab`` serves ``my-lessons/`` (git-ignored), not ``lessons/``: JupyterLab autosaves
what a learner runs, and the lessons in git must stay as they are (or the next ``git pull``
conflicts). Before each start the Makefile runs ``python -m widgets._lessons lessons
my-lessons``, which copies in what is new:

- a lesson not in the copy yet is copied;
- a lesson that changed in ``lessons/`` (after a ``git pull``) replaces the learner's copy only
  if that copy is still the one we copied (``.copied.json`` records the hash of each copy);
  a copy the learner changed is kept, the new lesson is put beside it as ``NAME (new).ipynb``
  and a line says so. Deleting a lesson from ``my-lessons/`` gets a fresh copy on the next
  ``make lab``;
- the Chinese lessons (``lessons/zh/``, built from the same sources) go into ``my-lessons/zh/``
  by the same rules.

Lesson 00's language chooser (:class:`widgets.ui.LanguageChooser`) keeps the learner's choice
in ``my-lessons/paixue-language.json``; ``python -m widgets._lessons first my-lessons
00-start-here.ipynb`` names the lesson ``make lab`` opens: ``zh/00-start-here.ipynb`` once
中文 was chosen (and that lesson is there), else the English one.

The server saves with :func:`drop_widget_outputs` as its pre-save hook
(``--ContentsManager.pre_save_hook=widgets._lessons.drop_widget_outputs`` on the lab line):
a widget's output is only a reference to a model that lives in the kernel, so a lesson
reopened in a new server would show "Error displaying widget: model not found" in its place.
The hook drops those outputs (and the notebook's saved widget state) and keeps everything
else: every cell's source (the learner's notes) and every other output. Reopened, a lesson
shows its cells and no widget until it is run. Standard library only.

Why both: the working copy alone keeps git clean but still reopens with the error; the hook
alone removes the error but a learner's run lesson would still be a modified file in git.
The JupyterLite site (``make site``) has no server to run a hook, and needs none: there the
saved lessons live in the browser, never in git, and a reopened one shows the widget manager's
"Loading widget..." in place of each widget until Run All, never an error
(tests/browser/test_site.py checks it); ipywidgets offers no client-side setting that would drop
the outputs on save (its ``saveState`` only adds the widget state).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sys
from pathlib import Path
from typing import Any

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
RECORD = ".copied.json"
ZH = "zh"  # the Chinese lessons' folder, in lessons/ and in the copy
LANGUAGE_FILE = "paixue-language.json"  # {"lang": "zh"}: written by lesson 00's chooser


def _is_widget_view(output: Any) -> bool:
    return isinstance(output, dict) and WIDGET_VIEW in (output.get("data") or {})


def strip_widgets(nb: dict) -> bool:
    """Drop widget-view outputs and the saved widget state from a notebook (nbformat JSON, a
    dict, changed in place); say whether anything was dropped.

    >>> nb = {"metadata": {"widgets": {WIDGET_STATE: {}}}, "cells": [{"cell_type": "code",
    ...       "source": "w", "outputs": [{"output_type": "display_data",
    ...       "data": {WIDGET_VIEW: {"model_id": "x"}, "text/plain": "W()"}},
    ...       {"output_type": "stream", "name": "stdout", "text": "hi"}]}]}
    >>> strip_widgets(nb), nb["metadata"], [o["output_type"] for o in nb["cells"][0]["outputs"]]
    (True, {}, ['stream'])
    >>> strip_widgets(nb)
    False
    """
    dropped = False
    metadata = nb.get("metadata")
    if isinstance(metadata, dict) and "widgets" in metadata:
        del metadata["widgets"]
        dropped = True
    for cell in nb.get("cells") or ():
        outputs = cell.get("outputs") if isinstance(cell, dict) else None
        if isinstance(outputs, list) and any(_is_widget_view(o) for o in outputs):
            cell["outputs"] = [o for o in outputs if not _is_widget_view(o)]
            dropped = True
    return dropped


def drop_widget_outputs(model: dict, **_kwargs: Any) -> None:
    """jupyter_server's pre-save hook (``ContentsManager.pre_save_hook``): strip the widgets
    from a notebook being saved; any other file is saved as it is."""
    if model.get("type") == "notebook" and isinstance(model.get("content"), dict):
        strip_widgets(model["content"])


def _hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _beside(path: Path) -> Path:
    return path.with_name(f"{path.stem} (new){path.suffix}")


def _lessons_in(source: Path) -> list[str]:
    """The lessons of ``source`` by their path in it: ``NAME.ipynb`` and ``zh/NAME.ipynb``."""
    return [p.relative_to(source).as_posix()
            for folder in (source, source / ZH) for p in sorted(folder.glob("*.ipynb"))]


def sync(source: Path, copy: Path) -> list[str]:
    """Bring ``copy`` (the learner's folder) up to date with ``source`` (``lessons/``, and its
    Chinese lessons in ``zh/``), as the module's docstring says; return the lines to print
    (empty when nothing needed saying)."""
    source, copy = Path(source), Path(copy)
    copy.mkdir(parents=True, exist_ok=True)
    record_path = copy / RECORD
    try:
        record = json.loads(record_path.read_text(encoding="utf-8"))
        if not isinstance(record, dict):
            record = {}
    except (OSError, ValueError):
        record = {}
    said, fresh = [], []
    for name in _lessons_in(source):
        lesson = source / name
        new = _hash(lesson)
        mine = copy / name
        mine.parent.mkdir(exist_ok=True)
        if not mine.exists():
            shutil.copyfile(lesson, mine)
            fresh.append(name)
        elif record.get(name) == new:
            continue  # unchanged since we copied it
        elif record.get(name) == _hash(mine) or _hash(mine) == new:
            shutil.copyfile(lesson, mine)  # the learner never changed it (or has it already)
        else:
            shutil.copyfile(lesson, _beside(mine))
            said.append(f"{name} has a new version: it is in {_beside(mine)}; "
                        f"{mine} is yours, as you left it")
        record[name] = new
    record_path.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n",
                           encoding="utf-8")
    if fresh:
        what = fresh[0] if len(fresh) == 1 else f"{len(fresh)} lessons"
        said.insert(0, f"copied {what} into {copy}/: your copy, kept as you leave it "
                       f"(delete a lesson there for a fresh one)")
    return said


def chosen_language(copy: Path) -> str:
    """The language chosen in lesson 00 ('zh' or 'en'), from ``copy/paixue-language.json``;
    'en' when none was chosen or the file cannot be read."""
    try:
        saved = json.loads((Path(copy) / LANGUAGE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "en"
    return "zh" if isinstance(saved, dict) and saved.get("lang") == "zh" else "en"


def first_lesson(copy: Path, name: str) -> str:
    """The lesson ``make lab`` opens (its path in ``copy``): ``zh/NAME`` when 中文 was chosen
    and that lesson is there, else ``name``.

    >>> first_lesson(Path("/nonexistent"), "00-start-here.ipynb")
    '00-start-here.ipynb'
    """
    zh = f"{ZH}/{name}"
    return zh if chosen_language(copy) == "zh" and (Path(copy) / zh).is_file() else name


def main(argv: list[str]) -> int:
    if len(argv) == 3 and argv[0] == "first":
        print(first_lesson(Path(argv[1]), argv[2]))
        return 0
    if len(argv) != 2:
        print("usage: python -m widgets._lessons LESSONS COPY\n"
              "       python -m widgets._lessons first COPY LESSON", file=sys.stderr)
        return 2
    for line in sync(Path(argv[0]), Path(argv[1])):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
