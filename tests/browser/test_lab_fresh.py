"""Reopening the next day (issue 33 item 7): ``make lab`` opens lesson 00 alone, not every tab
of the day before (each with a kernel of its own), and a lesson that was only run is saved
within seconds, so closing it asks nothing ("Save changes?").

A JupyterLab with the Makefile's own ``--LabApp.default_url`` and lite/overrides.json's
settings: two lessons are opened in the default workspace (yesterday), then the server's root
URL is opened as the browser does on ``make lab``; then lesson 00's first cell is run.
"""

from __future__ import annotations

import json
import re

from .conftest import REPO_ROOT, SERVER_OPTIONS, start_lab

MAKEFILE = (REPO_ROOT / "Makefile").read_text(encoding="utf-8")
FIRST = re.search(r"^FIRST_LESSON := (\S+)", MAKEFILE, re.M).group(1)
DEFAULT_URL = re.search(r"--LabApp\.default_url='?([^' ]+)'?", MAKEFILE).group(1).replace(
    "$(OPEN_LESSON)", FIRST)  # a fresh copy: no language chosen yet (tests/test_lesson_copy.py)


def _settings(lab_dir) -> None:
    """lite/overrides.json's settings as the learner's own (the venv's copy is installed by
    `make lab` from the checkout this test may not be)."""
    overrides = json.loads((REPO_ROOT / "lite" / "overrides.json").read_text(encoding="utf-8"))
    for plugin, values in overrides.items():
        package, name = plugin.split(":")
        folder = lab_dir / "jupyter" / "lab-settings" / package
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{name}.jupyterlab-settings").write_text(json.dumps(values), "utf-8")


def test_make_lab_opens_lesson_00_alone_and_a_run_lesson_is_saved(browser, tmp_path):
    assert DEFAULT_URL == f"/lab/tree/{FIRST}?reset"
    _settings(tmp_path)
    lab = start_lab(tmp_path, options=[*SERVER_OPTIONS, f"--LabApp.default_url={DEFAULT_URL}"])
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    try:
        tabs = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab")
        for lesson in ("01-sichuan-xuezhan.ipynb", "02-wuhan.ipynb"):  # yesterday's tabs
            page.goto(f"{lab.url}/lab/tree/{lesson}?token={lab.token}")
            page.locator(".jp-NotebookPanel .jp-Notebook").first.wait_for(timeout=90_000)
            page.wait_for_timeout(3000)  # the workspace is saved after a change (debounced)
        assert tabs.count() >= 2
        page.goto(f"{lab.url}/?token={lab.token}")  # what `make lab` opens
        page.locator(".jp-NotebookPanel .jp-Notebook").first.wait_for(timeout=90_000)
        assert "/lab/tree/00-start-here.ipynb" in page.url, page.url
        page.wait_for_timeout(1500)  # a restored workspace would add its tabs by now
        titles = [t.get_attribute("title") or t.inner_text() for t in tabs.all()]
        notebooks = [t for t in titles if ".ipynb" in t or "Name:" in t]
        assert len(notebooks) == 1 and FIRST in notebooks[0], titles
        # run the lesson: the tab is marked changed, then saved by the autosave
        page.locator(".lm-MenuBar-itemLabel", has_text=re.compile("^Run$")).click()
        page.locator(".lm-Menu-itemLabel", has_text=re.compile("^Run All Cells$")).click()
        page.locator(".jp-InputPrompt", has_text=re.compile(r"\[\d+\]")).last.wait_for(
            timeout=90_000)
        page.get_by_text("Python 3 (ipykernel) | Idle").wait_for(timeout=90_000)
        current = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current").first
        # saved, and still saved a moment later: a late widget update after the kernel went
        # idle marks the tab changed again until the next autosave (a loaded machine)
        for _ in range(5):
            page.wait_for_function(
                "(el) => !el.classList.contains('jp-mod-dirty')",
                arg=current.element_handle(), timeout=30_000)
            page.wait_for_timeout(1500)
            if "jp-mod-dirty" not in (current.get_attribute("class") or ""):
                break
        page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current "
                     ".lm-TabBar-tabCloseIcon").click()
        page.wait_for_timeout(500)
        dialog = page.locator(".jp-Dialog")  # no "Save changes?"
        assert dialog.count() == 0, dialog.first.inner_text()
    finally:
        page.close()
        lab.server.stop()
