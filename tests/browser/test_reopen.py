"""A lesson reopened in a new JupyterLab session shows no "Error displaying widget: model not
found", keeps the learner's note, and leaves the checkout clean (issue 20, widgets/_lessons.py).

As ``make lab`` does: the lessons are synced into a working copy, served with the project's
server options (the save hook among them). Open a lesson, run it all, type a note into a new
markdown cell, save, stop the server; start a new one on the same folder and reopen.
Without the save hook (``options=[]``) the reopened lesson shows the error five times, once
per widget, and logs "widget model not found" to the console.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from widgets._lessons import WIDGET_VIEW, sync

from .conftest import (
    ARTIFACTS_KEY,
    PAGES_KEY,
    REPO_ROOT,
    NotebookPage,
    close_all,
    fail_if,
    new_guarded_page,
    start_lab,
)

LESSON = "00-start-here.ipynb"
NOTE = "My note: 清一色 counts with a 赖子? Ask on Tuesday."
BAD = ("Error displaying widget", "model not found")


def _git_lessons() -> tuple[str, dict[str, str]]:
    status = subprocess.run(["git", "status", "--porcelain", "lessons/"], cwd=REPO_ROOT,
                            capture_output=True, text=True, timeout=60)
    assert status.returncode == 0, status.stderr
    hashes = {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
              for p in sorted((REPO_ROOT / "lessons").glob("*.ipynb"))}
    return status.stdout, hashes


def _sources_and_widget_outputs(nb: NotebookPage) -> tuple[list[str], int]:
    got = nb.page.evaluate(
        """([path, mime]) => {
          const cells = window.__pxtest.panel(path).content.model.sharedModel.cells;
          const sources = cells.map(c => c.getSource());
          const widgets = cells.flatMap(c => c.cell_type === 'code' ? c.getOutputs() : [])
                               .filter(o => o.data && mime in o.data).length;
          return [sources, widgets];
        }""",
        [nb.path, WIDGET_VIEW],
    )
    return got[0], got[1]


def _render_every_cell(tmp: Path) -> Path:
    """JupyterLab's settings for a server in ``tmp`` (start_lab's isolated dirs) that put every
    cell in the page, not only those in view, so that the page text is the whole lesson."""
    settings = tmp / "jupyter" / "lab-settings" / "@jupyterlab" / "notebook-extension"
    settings.mkdir(parents=True)
    (settings / "tracker.jupyterlab-settings").write_text(
        json.dumps({"windowingMode": "none"}), encoding="utf-8")
    return tmp


def _page_text(nb: NotebookPage) -> str:
    return nb.page.evaluate("() => document.body.textContent")


def _command(nb: NotebookPage, command: str) -> None:
    # started, not awaited: a command whose promise never settles (a save behind a dialog)
    # must fail the bounded waits below, never hang the run
    nb.page.evaluate("(c) => { window.jupyterapp.commands.execute(c).catch(() => {}); }",
                     command)


def _save(nb: NotebookPage, on_disk: Path, timeout: float = 30.0) -> dict[str, Any]:
    _command(nb, "docmanager:save")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        # autosave may have written the file between the edit and this save: JupyterLab then
        # asks whether to overwrite; the learner's answer is yes (their own newer edit)
        overwrite = nb.page.locator(".jp-Dialog .jp-Dialog-button.jp-mod-accept")
        if overwrite.count():
            overwrite.first.click()
        dirty = nb.page.evaluate("(p) => window.__pxtest.panel(p).context.model.dirty", nb.path)
        try:
            saved = json.loads(on_disk.read_text(encoding="utf-8"))
        except json.JSONDecodeError:
            # jupyter_server writes in place (its "atomic" writing keeps a backup instead):
            # a read during a save can see an empty or partial file; read again
            saved = {"cells": []}
        if not dirty and any(NOTE in "".join(c["source"]) for c in saved["cells"]):
            return saved
        time.sleep(0.25)
    raise AssertionError(f"{on_disk.name} not saved with the note within {timeout:.0f} s")


def test_a_saved_lesson_reopens_without_errors_and_keeps_the_note(
    browser: Any, tmp_path: Path, request: pytest.FixtureRequest
):
    before = _git_lessons()
    copy = tmp_path / "my-lessons"
    sync(REPO_ROOT / "lessons", copy)
    pages: list[NotebookPage] = []
    request.node.stash[PAGES_KEY] = pages
    request.node.stash[ARTIFACTS_KEY] = str(tmp_path)

    # Both servers share one set of Jupyter user dirs, as a learner's do: the notebook's
    # signature, saved by the first, makes it trusted in the second, so its widget outputs
    # would be rendered as widgets (an untrusted notebook shows their text/plain instead,
    # never the error).
    home = _render_every_cell(tmp_path / "home")
    lab = start_lab(home, root=copy)
    try:
        nb = new_guarded_page(browser, NotebookPage, path=LESSON, lab=lab)
        pages.append(nb)
        nb.load()
        nb.run_all()
        assert _sources_and_widget_outputs(nb)[1] > 0, "the lesson showed no widget"
        # The note: a new markdown cell at the top, typed in, then rendered.
        nb.page.evaluate("(p) => { window.__pxtest.panel(p).content.activeCellIndex = 0; }",
                         nb.path)
        for command in ("notebook:insert-cell-above", "notebook:change-cell-to-markdown",
                        "notebook:enter-edit-mode"):
            _command(nb, command)
        nb.page.keyboard.type(NOTE)
        _command(nb, "notebook:run-cell")
        saved = _save(nb, copy / LESSON)
        assert "widgets" not in saved["metadata"]
        assert not [o for c in saved["cells"] for o in c.get("outputs", ())
                    if WIDGET_VIEW in o.get("data", {})], "widget outputs were saved"
        # every other output is kept (the lesson's printed results)
        assert any(o["output_type"] == "stream" for c in saved["cells"]
                   for o in c.get("outputs", ()))
        problems = close_all(pages)
        pages.clear()
        lab.shutdown_sessions({LESSON})
    finally:
        lab.server.stop()
    fail_if(problems)

    lab = start_lab(home, root=copy)
    try:
        nb = new_guarded_page(browser, NotebookPage, path=LESSON, lab=lab)
        pages.append(nb)
        nb.load()
        sources, widgets = _sources_and_widget_outputs(nb)
        assert sources[0] == NOTE, sources[:2]
        assert widgets == 0
        text = _page_text(nb)
        assert NOTE in text, "the note is not shown"
        assert not [b for b in BAD if b in text], f"the reopened lesson shows {BAD}"
        fail_if(close_all(pages))
        pages.clear()
        lab.shutdown_sessions({LESSON})
    finally:
        lab.server.stop()

    assert _git_lessons() == before, "the lessons in the checkout changed"
    assert _git_lessons()[0] == "", "git status: the lessons in the checkout are modified"
