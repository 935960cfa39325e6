"""`make lab` and the browser tests start the same server: what the tests see, a learner sees.

The server options the project adds (TCP_NODELAY on the kernel websocket, see
widgets/_nodelay.py, and the save hook that drops widget outputs, widgets/_lessons.py) must be
on the Makefile's lab line and on the tests' server (that the server really uses them is
checked in test_handlab_clicks.py, from its log, and test_reopen.py). And under
`make test` the tests that need the server share one xdist worker. No browser needed here.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
OPTIONS = {
    "--ServerApp.kernel_websocket_connection_class=": "widgets._nodelay.NoDelayKernelConnection",
    "--ContentsManager.pre_save_hook=": "widgets._lessons.drop_widget_outputs",
}


def test_make_lab_passes_the_options_the_tests_server_has(lab_server):
    ours = [a for a in lab_server.server.argv if a.startswith(tuple(OPTIONS))]
    assert ours == [k + v for k, v in OPTIONS.items()], lab_server.server.argv
    if shutil.which("make") is None:
        pytest.skip("`make` is not installed")
    dry = subprocess.run(
        ["make", "--no-print-directory", "-n", "lab"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert dry.returncode == 0, dry.stderr
    assert set(ours) <= set(dry.stdout.split()), f"`make lab` runs: {dry.stdout.strip()}"


def test_the_options_are_importable():
    from jupyter_server.services.kernels.connection.channels import (
        ZMQChannelsWebsocketConnection,
    )

    from widgets._lessons import drop_widget_outputs
    from widgets._nodelay import NoDelayKernelConnection

    assert issubclass(NoDelayKernelConnection, ZMQChannelsWebsocketConnection)
    assert callable(drop_widget_outputs)


def test_browser_tests_run_in_one_xdist_group(request, lab_server):
    """Under `make test` (pytest -n 2 --dist loadgroup) this test, like every test that uses the
    browser or the server (but the lessons run in the browser, a group of their own), is in the
    group "browser": one worker, one server, one Chromium."""
    if not getattr(request.config.option, "loadgroup", False):
        pytest.skip("not an xdist worker under --dist loadgroup")
    assert request.node.nodeid.endswith("@browser"), request.node.nodeid


def test_the_lessons_in_the_browser_have_a_group_of_their_own(request):
    """Every lesson run in the browser is in the group "browser-lessons", so the two workers
    share the browser tests (they are the longest path of `make test`)."""
    items = [i for i in request.session.items if i.path.name == "test_lessons_in_browser.py"
             and "open_notebook" in getattr(i, "fixturenames", ())]
    if not items:
        pytest.skip("the lessons in the browser are not collected in this run")
    for item in items:
        groups = [m.args[0] for m in item.iter_markers("xdist_group")]
        assert groups[-1:] == ["browser-lessons"], (item.nodeid, groups)
