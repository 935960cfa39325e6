"""Smoke test of the README's lab command: `make lab` serves the lessons.

It runs the real Makefile target from the repo root, with our options passed through
LAB_ARGS (free port, random token, local only), the learner's working copy of the lessons
(MY_LESSONS, widgets/_lessons.py) in a temp folder and the Jupyter user dirs isolated, and
asks the server which notebooks it serves. No browser: this checks the command, not the
lessons.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
# `make lab` may first build .venv (pip install) if its stamp is stale: allow for that.
MAKE_LAB_TIMEOUT = 300.0


def lab_target_missing() -> str | None:
    """Why `make lab` cannot be run yet, or None."""
    if not (REPO_ROOT / "Makefile").is_file():
        return "no Makefile in the repo root yet"
    if not (REPO_ROOT / "lessons").is_dir():
        return "no lessons/ folder yet: nothing for `make lab` to serve"
    # A dry run says whether the target exists (exit 2, "No rule to make target") without
    # running anything.
    dry = subprocess.run(
        ["make", "-n", "lab"], cwd=REPO_ROOT, capture_output=True, text=True, timeout=60
    )
    if dry.returncode != 0:
        return f"`make -n lab` failed (no `lab` target yet?): {dry.stderr.strip()[-300:]}"
    if "jupyter" not in dry.stdout:
        return f"`make lab` would not start jupyter yet: {dry.stdout.strip()[-300:]!r}"
    return None


def test_make_lab_serves_the_lessons(start_server, tmp_path, guarded_page):
    if shutil.which("make") is None:
        reason = "`make` is not installed (the README's commands need it)"
        if os.environ.get("CI") == "true":
            pytest.fail(reason, pytrace=False)
        pytest.skip(reason)
    reason = lab_target_missing()
    if reason:
        pytest.skip(reason)

    copy = tmp_path / "my-lessons"
    server = start_server(
        # One make variable; make hands it to the shell, which splits it into options.
        lambda lab_args: ["make", "--no-print-directory", "lab", "LAB_ARGS=" + " ".join(lab_args),
                          f"MY_LESSONS={copy}"],
        cwd=REPO_ROOT,
        timeout=MAKE_LAB_TIMEOUT,
    )

    status, body = server.get("api/contents/")
    assert status == 200, f"GET /api/contents/ -> {status}\n{server.log_tail()}"
    served = {item["name"] for item in json.loads(body)["content"]}
    expected = {p.name for p in (REPO_ROOT / "lessons").glob("*.ipynb")}
    assert expected <= served, (
        f"`make lab` does not serve lessons/: missing {sorted(expected - served)}; "
        f"served {sorted(served)}"
    )
    # Served from the working copy, not from lessons/ (JupyterLab saves what it serves).
    assert {p.name for p in copy.glob("*.ipynb")} == expected, sorted(copy.iterdir())
    assert (copy / ".copied.json").is_file()
    # And the JupyterLab page itself is there.
    status, body = server.get("lab")
    assert status == 200 and b"JupyterLab" in body, f"GET /lab -> {status}\n{server.log_tail()}"

    # The first minute (issue 19): no news or update toast, whatever the learner's own
    # settings say (lite/overrides.json, installed into the venv, sets the defaults) ...
    status, body = server.get("lab/api/settings/@jupyterlab/apputils-extension:notification")
    assert status == 200, server.log_tail()
    defaults = json.loads(body)["schema"]["properties"]
    assert defaults["fetchNews"]["default"] == "false", defaults["fetchNews"]
    assert defaults["checkForUpdates"]["default"] is False, defaults["checkForUpdates"]
    # ... and the browser lands on lesson 00, not on JupyterLab's Launcher.
    page = guarded_page.page
    page.goto(f"{server.url}/?token={server.token}", wait_until="domcontentloaded")
    tab = page.locator(".jp-NotebookPanel .jp-Notebook").first
    tab.wait_for(state="visible", timeout=60_000)
    assert "/lab/tree/00-start-here.ipynb" in page.url, page.url
    current = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current").first
    assert "00-start-here" in (current.get_attribute("title") or current.inner_text()), (
        current.inner_text()
    )
    assert page.locator(".jp-Launcher").count() == 0
