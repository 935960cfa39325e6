"""Browser-test harness: a real JupyterLab server driven by a real Chromium.

It follows what is known to work on these machines (/work/shared/E2E.md). Fixtures:

- ``lab_server``    (session)  one JupyterLab on a temp *copy* of lessons/, isolated config,
                               kernels on this interpreter. -> ``LabServer``
- ``browser``       (session)  one Playwright Chromium (Debian's /usr/bin/chromium).
- ``open_notebook`` (function) ``open_notebook("00-start-here.ipynb") -> NotebookPage``, the
                               notebook open with its kernel idle.
- ``guarded_page``  (function) a fresh page, nothing loaded. -> ``GuardedPage``
- ``start_server``  (function) run a command that starts a Jupyter server (e.g. ``make lab``)
                               in an isolated environment. -> ``ServerProcess``

Page fixtures fail the test at teardown on any off-machine request, uncaught page error,
console error or JupyterLab dialog, so every browser test checks those without asking.
Without Chromium or Playwright the browser tests skip, except under CI=true where they fail.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

import pytest
from xdist_groups import join_group

REPO_ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
# Flags from E2E.md: headless, no sandbox (we run as root), and nothing that phones home.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    # Chromium's own autofill lookups for a page's text boxes (not the page's requests; the
    # site tests' recording proxy sees them, tests/browser/site_harness.py)
    "--disable-features=AutofillServerCommunication",
]
# Generous on purpose: a 2-core machine running a server, a kernel and Chromium at once is
# slow, and a flaky timeout costs more than a slow failure. Typical values are in E2E.md
# (server ready 4-6 s, page load to idle kernel 7-11 s).
SERVER_READY_TIMEOUT = 90.0
KERNEL_READY_TIMEOUT = 120.0
RUN_ALL_TIMEOUT = 180.0
EXECUTE_TIMEOUT = 60.0
PAGE_TIMEOUT_MS = 30_000  # Playwright actions (click, goto, wait_for_*)
EXPECT_TIMEOUT_MS = 15_000  # playwright.sync_api.expect(...) assertions
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


# --------------------------------------------------------------------------------------------
# Missing browser: skip on a developer's machine, fail in CI (E2E.md: never skip silently there)
# --------------------------------------------------------------------------------------------


def browser_missing() -> str | None:
    """Why a browser test cannot run here, or None if it can."""
    if importlib.util.find_spec("playwright") is None:
        return (
            "Playwright for Python is not importable: `pip install playwright` in the test venv "
            "(it is a test dependency; never run `playwright install`, it downloads and fails here)"
        )
    if not os.access(CHROMIUM, os.X_OK):
        return (
            f"Chromium not found at {CHROMIUM}: "
            "`apt-get update && apt-get install -y chromium fonts-noto-cjk`"
        )
    return None


def skip_or_fail(reason: str) -> None:
    """Skip the test, except in CI (CI=true) where a missing prerequisite fails the run."""
    if os.environ.get("CI") == "true":
        pytest.fail(f"browser tests cannot run in CI: {reason}", pytrace=False)
    pytest.skip(reason)


# --------------------------------------------------------------------------------------------
# Server processes
# --------------------------------------------------------------------------------------------


def free_port() -> int:
    """A port free right now on 127.0.0.1 (the server is started with port_retries=0, so a
    race with another process fails loudly rather than moving to a port we don't know)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def http_get(url: str, timeout: float = 10.0) -> tuple[int, bytes]:
    """GET without proxies (a proxy set in the environment must not see 127.0.0.1 traffic)."""
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(url, timeout=timeout) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def http_request(url: str, method: str, timeout: float = 10.0) -> int:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    req = urllib.request.Request(url, method=method, data=b"" if method == "POST" else None)
    try:
        with opener.open(req, timeout=timeout) as resp:
            return resp.status
    except urllib.error.HTTPError as e:
        return e.code


def isolated_jupyter_env(root: Path) -> dict[str, str]:
    """Environment for a Jupyter server whose user-level state all lives under ``root``.

    Only the *user* directories move; the venv's own ``sys.prefix/share/jupyter`` (which holds
    the anywidget and ipywidgets labextensions) and ``sys.prefix/etc/jupyter`` (server
    extensions) stay on the search path, so widgets render as they do for a learner.
    """
    dirs = {
        "JUPYTER_CONFIG_DIR": root / "config",
        "JUPYTER_DATA_DIR": root / "data",
        "JUPYTER_RUNTIME_DIR": root / "runtime",
        "JUPYTERLAB_SETTINGS_DIR": root / "lab-settings",
        "JUPYTERLAB_WORKSPACES_DIR": root / "lab-workspaces",
        "IPYTHONDIR": root / "ipython",
        # Highest-priority data path: holds only the kernelspec written below.
        "JUPYTER_PATH": root / "path",
    }
    for d in dirs.values():
        d.mkdir(parents=True, exist_ok=True)

    # No news fetched from jupyter.org (E2E.md: needed for zero off-machine requests).
    settings = dirs["JUPYTERLAB_SETTINGS_DIR"] / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True, exist_ok=True)
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false"}), encoding="utf-8"
    )

    # The kernel must be this interpreter (the test venv), whatever other "python3"
    # kernelspecs exist on the machine: JUPYTER_PATH comes first in the kernelspec search.
    kernel_dir = dirs["JUPYTER_PATH"] / "kernels" / "python3"
    kernel_dir.mkdir(parents=True, exist_ok=True)
    (kernel_dir / "kernel.json").write_text(
        json.dumps(
            {
                "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
                "display_name": "Python 3 (ipykernel)",
                "language": "python",
                "metadata": {"debugger": True},
            },
            indent=1,
        ),
        encoding="utf-8",
    )

    env = dict(os.environ)
    env.update({k: str(v) for k, v in dirs.items()})
    # The venv's bin first, as if it were activated (jupyter, python, make's recipes).
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["PYTHONUNBUFFERED"] = "1"
    # The kernel imports this checkout's widgets, not the venv's editable install (a git
    # worktree shares the venv of the main checkout)
    env["PYTHONPATH"] = os.pathsep.join(x for x in (str(REPO_ROOT), env.get("PYTHONPATH")) if x)
    # Every kernel starts from the default display settings and saves none: a Large or faces
    # button pressed in one test's notebook must not reach the next notebook's kernel.
    env["PAIXUE_DISPLAY"] = "off"
    # A nested `make` (our test runs under `make test`) must not inherit the outer jobserver.
    for var in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES"):
        env.pop(var, None)
    return env


def lab_cli_args(port: int, token: str) -> list[str]:
    """JupyterLab options from E2E.md: local only, quiet, no off-machine requests."""
    args = [
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.handlers.announcements.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",
        "--LabApp.expose_app_in_browser=True",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        args.append("--allow-root")
    return args


@dataclass
class ServerProcess:
    """A Jupyter server started in its own process group, logging to a file."""

    argv: list[str]
    cwd: Path
    env: dict[str, str]
    port: int
    token: str
    log_path: Path
    proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        # A file, not a pipe: nobody reads a pipe while the tests run, and a full one
        # would block the server. The child keeps its own copy of the descriptor.
        with open(self.log_path, "ab") as log:
            self.proc = subprocess.Popen(
                self.argv,
                cwd=self.cwd,
                env=self.env,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # own process group, killed as a whole in stop()
            )

    def get(self, path: str, timeout: float = 10.0) -> tuple[int, bytes]:
        """GET ``/path`` with the token, e.g. ``get("api/contents/")`` -> (status, body)."""
        sep = "&" if "?" in path else "?"
        return http_get(f"{self.url}/{path.lstrip('/')}{sep}token={self.token}", timeout)

    def log_tail(self, lines: int = 60) -> str:
        try:
            text = self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return "(no server log)"
        return "\n".join(text.splitlines()[-lines:])

    def wait_ready(self, timeout: float = SERVER_READY_TIMEOUT) -> None:
        """Block until GET /api/status answers 200; fail with the server log otherwise."""
        assert self.proc is not None
        deadline = time.monotonic() + timeout
        status_url = f"{self.url}/api/status?token={self.token}"
        last = "no answer yet"
        while time.monotonic() < deadline:
            code = self.proc.poll()
            if code is not None:
                pytest.fail(
                    f"server exited with code {code} before it was ready\n"
                    f"command: {' '.join(self.argv)}\n--- server log (tail) ---\n"
                    f"{self.log_tail()}",
                    pytrace=False,
                )
            try:
                status, _ = http_get(status_url, timeout=5)
                if status == 200:
                    return
                last = f"HTTP {status}"
            except OSError as e:  # refused while starting up
                last = repr(e)
            time.sleep(0.25)
        pytest.fail(
            f"server not ready after {timeout:.0f} s (last: {last})\n"
            f"command: {' '.join(self.argv)}\n--- server log (tail) ---\n{self.log_tail()}",
            pytrace=False,
        )

    def stop(self) -> None:
        """Shut down cleanly (kernels included), then make sure nothing we started is left."""
        if self.proc is None:
            return
        if self.proc.poll() is None:
            # /api/shutdown stops the kernels too; they run in process groups of their own
            # (jupyter_client starts them with start_new_session), so killpg would miss them.
            try:
                http_request(f"{self.url}/api/shutdown?token={self.token}", "POST", timeout=10)
            except OSError:
                pass
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                pass
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(self.proc.pid, sig)  # the group: make -> sh -> jupyter, if any
            except ProcessLookupError:
                break
            try:
                self.proc.wait(timeout=10)
                break
            except subprocess.TimeoutExpired:
                continue
        kill_kernels_of(Path(self.env["JUPYTER_RUNTIME_DIR"]))
        self.proc = None


def kill_kernels_of(runtime_dir: Path) -> None:
    """Kill kernels left by a server that died uncleanly. A kernel's command line names its
    connection file, which lives in the server's (unique, temporary) runtime dir, so this
    matches only processes that this harness started."""
    marker = str(runtime_dir).encode()
    for proc_dir in Path("/proc").glob("[0-9]*"):
        try:
            if marker in (proc_dir / "cmdline").read_bytes():
                os.kill(int(proc_dir.name), signal.SIGKILL)
        except (OSError, ValueError):
            continue


# --------------------------------------------------------------------------------------------
# The shared JupyterLab server
# --------------------------------------------------------------------------------------------


@dataclass
class LabServer:
    """The session's JupyterLab. ``root`` is the served copy of lessons/: write there freely."""

    server: ServerProcess
    root: Path
    repo_root: Path = REPO_ROOT

    @property
    def url(self) -> str:
        return self.server.url

    @property
    def token(self) -> str:
        return self.server.token

    def log_tail(self, lines: int = 60) -> str:
        return self.server.log_tail(lines)

    def api(self, path: str) -> Any:
        """GET a JSON REST endpoint, e.g. ``api("sessions")`` or ``api("contents/")``."""
        status, body = self.server.get(f"api/{path}")
        assert status == 200, f"GET /api/{path} -> {status}: {body[:500]!r}"
        return json.loads(body)

    def write_notebook(self, name: str, code_cells: list[str]) -> str:
        """Write a notebook of code cells (with the python3 kernelspec saved, so JupyterLab
        opens no kernel-picker dialog) into the served copy. Returns its path for
        ``open_notebook``. Plain JSON: importing nbformat costs ~3 s (E2E.md)."""
        cells = [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": f"pxtest-{i}",
                "metadata": {},
                "outputs": [],
                "source": src,
            }
            for i, src in enumerate(code_cells)
        ]
        nb = {
            "cells": cells,
            "metadata": {
                "kernelspec": {
                    "display_name": "Python 3 (ipykernel)",
                    "language": "python",
                    "name": "python3",
                },
                "language_info": {"name": "python"},
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        }
        path = self.root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(nb, indent=1, ensure_ascii=False), encoding="utf-8")
        return name

    def shutdown_sessions(self, paths: set[str]) -> None:
        """Stop the kernels of these notebooks, so kernels don't pile up over a session."""
        try:
            sessions = self.api("sessions")
        except (AssertionError, OSError):
            return
        for s in sessions:
            if s.get("path") in paths:
                http_request(f"{self.url}/api/sessions/{s['id']}?token={self.token}", "DELETE")


def launch_server(
    argv_for: Callable[[list[str]], list[str]],
    *,
    cwd: Path,
    env: dict[str, str],
    log_dir: Path,
    timeout: float = SERVER_READY_TIMEOUT,
) -> ServerProcess:
    """Start ``argv_for(lab_cli_args(port, token))`` on a free port and wait until ready.

    ``argv_for`` builds the command from the standard options, so the port and token it
    serves on are the ones we poll. Only a lost race for the free port is retried.
    """
    for attempt in range(3):
        port, token = free_port(), secrets.token_hex(16)
        argv = argv_for(lab_cli_args(port, token))
        server = ServerProcess(argv, cwd, env, port, token, log_dir / f"server-{port}.log")
        server.start()
        try:
            server.wait_ready(timeout)
            return server
        except pytest.fail.Exception:
            port_lost = "already in use" in server.log_tail()
            server.stop()
            if not port_lost or attempt == 2:
                raise
    raise AssertionError("unreachable")


# What `make lab` passes too (the Makefile's lab line; test_server_options.py checks they
# agree), so the tests see the server a learner gets: TCP_NODELAY on the kernel websocket
# (widgets/_nodelay.py explains why), and lessons saved without their widget outputs
# (widgets/_lessons.py: a reopened lesson shows no "model not found").
SERVER_OPTIONS = [
    "--ServerApp.kernel_websocket_connection_class=widgets._nodelay.NoDelayKernelConnection",
    "--ContentsManager.pre_save_hook=widgets._lessons.drop_widget_outputs",
]


def start_lab(
    tmp: Path,
    *,
    lessons: Path | None = REPO_ROOT / "lessons",
    options: list[str] | None = None,
    root: Path | None = None,
) -> LabServer:
    """Start a JupyterLab serving a copy of ``lessons`` (or an empty folder) in ``tmp``, with
    isolated config and kernels on this interpreter; ``options`` default to SERVER_OPTIONS.
    Given ``root``, it serves that folder as it is (a second server on the same lessons, as
    ``make lab`` run again would: tests/browser/test_reopen.py). The caller stops it:
    ``lab.server.stop()``. (The session fixture and the benchmarks use it.)
    """
    if root is None:
        root = tmp / "lessons"
        if lessons is not None and lessons.is_dir():
            shutil.copytree(lessons, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        else:
            root.mkdir(parents=True)  # no lessons: the harness works on notebooks of its own
    server = launch_server(
        lambda lab_args: [
            sys.executable,
            "-m",
            "jupyter",
            "lab",
            f"--ServerApp.root_dir={root}",
            *(SERVER_OPTIONS if options is None else options),
            *lab_args,
        ],
        cwd=root,
        env=isolated_jupyter_env(tmp / "jupyter"),
        log_dir=tmp,
    )
    return LabServer(server=server, root=root)


def notebook_url(lab: LabServer, path: str) -> str:
    """The URL that opens ``path`` in a fresh JupyterLab workspace of its own, reset: JupyterLab
    would otherwise restore the tabs (and start the kernels) of every notebook opened before."""
    workspace = f"pxtest-{secrets.token_hex(4)}"
    return f"{lab.url}/lab/workspaces/{workspace}/tree/{quote(path)}?reset&token={lab.token}"


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """One JupyterLab for the whole session, serving a temp copy of lessons/ (a browser run
    edits notebooks). Its kernels run on this interpreter (``sys.executable``)."""
    if importlib.util.find_spec("jupyterlab") is None:
        pytest.fail("jupyterlab is not importable in the test venv", pytrace=False)
    lab = start_lab(tmp_path_factory.mktemp("lab"))
    try:
        yield lab
    finally:
        lab.server.stop()


@pytest.fixture
def start_server(tmp_path: Path) -> Iterator[Callable[..., ServerProcess]]:
    """Factory: ``start_server(argv_for, cwd=..., timeout=...) -> ServerProcess``.

    Starts a command that runs a Jupyter server (e.g. ``make lab``) in the isolated
    environment. ``argv_for(lab_args)`` receives the standard JupyterLab options (free port,
    random token, local only, no off-machine requests) and returns the full command. Waits
    for /api/status; stops the whole process group after the test.
    """
    started: list[ServerProcess] = []
    env = isolated_jupyter_env(tmp_path / "jupyter")

    def _start(
        argv_for: Callable[[list[str]], list[str]],
        *,
        cwd: Path,
        timeout: float = SERVER_READY_TIMEOUT,
    ) -> ServerProcess:
        server = launch_server(argv_for, cwd=cwd, env=env, log_dir=tmp_path, timeout=timeout)
        started.append(server)
        return server

    try:
        yield _start
    finally:
        for server in started:
            server.stop()


# --------------------------------------------------------------------------------------------
# The browser and guarded pages
# --------------------------------------------------------------------------------------------


def launch_chromium(pw: Any) -> Any:
    """Debian's Chromium, headless, quiet and offline, from a started Playwright ``pw``."""
    return pw.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, timeout=120_000
    )


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium (Debian's) for the session, driven by Playwright's sync API."""
    reason = browser_missing()
    if reason:
        skip_or_fail(reason)
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=EXPECT_TIMEOUT_MS)
    pw = sync_playwright().start()
    try:
        chromium = launch_chromium(pw)
    except Exception as e:
        pw.stop()
        pytest.fail(f"Chromium at {CHROMIUM} did not launch: {e}", pytrace=False)
    try:
        yield chromium
    finally:
        chromium.close()
        pw.stop()


# Defined in every page before JupyterLab loads; looked up lazily, so order does not matter.
PXTEST_JS = """
window.__pxtest = {
  // The open notebook panel whose file is `path` (relative to the server root), or null.
  panel(path) {
    const app = window.jupyterapp;
    if (!app) return null;
    for (const w of app.shell.widgets('main')) {
      if (w.context && w.context.path === path && w.content && w.content.model) return w;
    }
    return null;
  },
};
"""


@dataclass
class GuardedPage:
    """A Playwright page in its own context whose off-machine requests fail (refused by the
    context's proxy, a closed port on this machine) and are recorded.

    ``offsite_requests``: URLs of requests (and websockets) to any host but this machine.
    ``page_errors``: uncaught JavaScript exceptions. ``console_errors``: console.error texts.
    ``dialogs``: texts of JupyterLab dialogs that were dismissed. All four fail the test at
    teardown (see ``problems``); clear a list in a test that provokes one on purpose.
    """

    context: Any
    page: Any
    offsite_requests: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)

    def problems(self) -> list[str]:
        """What the fixture asserts at teardown (empty when all is well). Console errors
        count too: JupyterLab 4.6 logs none on a clean run, and a widget whose render throws
        shows up there. A test that provokes one on purpose clears the list."""
        out = [f"off-machine request (refused): {u}" for u in self.offsite_requests]
        out += [f"uncaught page error: {e}" for e in self.page_errors]
        out += [f"console error: {e}" for e in self.console_errors]
        out += [f"dialog appeared: {d!r}" for d in self.dialogs]
        return out

    def screenshot(self, path: Path) -> Path | None:
        try:
            self.page.screenshot(path=str(path), full_page=True)
            return path
        except Exception:  # a crashed or closed page: the report goes on without it
            return None


_REFUSING: list[socket.socket] = []


def refusing_port() -> int:
    """A port on 127.0.0.1 that is bound and never listens (a connection is refused at once),
    kept for the session: the guarded pages' proxy, so an off-machine request fails here."""
    if not _REFUSING:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        _REFUSING.append(sock)
    return _REFUSING[0].getsockname()[1]


def new_guarded_page(
    browser: Any,
    cls: type[GuardedPage] = GuardedPage,
    *,
    context_options: dict[str, Any] | None = None,
    **kw: Any,
) -> Any:
    """Open a page of class ``cls`` (extra fields in ``kw``) in a new, guarded context;
    ``context_options`` add to or override Playwright's ``new_context`` options (the
    JupyterLite site needs its service worker: tests/browser/test_site.py)."""
    options = {
        "viewport": {"width": 1280, "height": 900},
        "service_workers": "block",  # so every request is the page's, seen below
        # nothing leaves the machine: a request to any other host goes to a proxy port on
        # 127.0.0.1 that refuses it (no routing: Playwright's route sends every request
        # through Python, ~1.5 s more per JupyterLab page load on a loaded machine)
        "proxy": {"server": f"http://127.0.0.1:{refusing_port()}",
                  "bypass": "127.0.0.1,localhost,[::1]"},
        **(context_options or {}),
    }
    # the hosts the context reaches directly are this machine (a site test adds its address)
    local = LOCAL_HOSTS | {h.strip().strip("[]") for h in
                           options.get("proxy", {}).get("bypass", "").split(",") if h.strip()}
    context = browser.new_context(**options)
    context.set_default_timeout(PAGE_TIMEOUT_MS)
    page = context.new_page()
    gp = cls(context=context, page=page, **kw)

    def on_request(request: Any) -> None:
        parts = urlsplit(request.url)
        if parts.scheme not in ("data", "blob") and parts.hostname not in local:
            gp.offsite_requests.append(request.url)

    def on_websocket(ws: Any) -> None:
        # Websockets are not requests; recording is enough to fail the test.
        if urlsplit(ws.url).hostname not in local:
            gp.offsite_requests.append(ws.url)

    def on_console(msg: Any) -> None:
        if msg.type == "error":
            gp.console_errors.append(msg.text)

    context.on("request", on_request)
    page.on("websocket", on_websocket)
    page.on("pageerror", lambda exc: gp.page_errors.append(f"{exc.name}: {exc.message}"))
    page.on("console", on_console)
    page.add_init_script(PXTEST_JS)
    return gp


@dataclass
class NotebookPage(GuardedPage):
    """A notebook open in JupyterLab with its kernel idle. ``page`` is the Playwright page;
    select widgets by their root class and data-* attributes (E2E.md)."""

    path: str = ""
    lab: LabServer | None = None

    # ---- state --------------------------------------------------------------------------

    def _state(self) -> dict[str, Any]:
        try:
            return self._evaluate_state()
        except Exception as e:  # playwright's Error; a navigation in progress is not fatal
            if "context was destroyed" in str(e):
                return {"phase": "navigating", "dialogs": []}
            raise

    def _evaluate_state(self) -> dict[str, Any]:
        return self.page.evaluate(
            """(path) => {
              const dialogs = Array.from(document.querySelectorAll('.jp-Dialog'),
                                         d => d.innerText.trim());
              const app = window.jupyterapp;
              if (!app) return {phase: 'loading JupyterLab', dialogs};
              const panel = window.__pxtest.panel(path);
              if (!panel) return {phase: 'opening the notebook', dialogs};
              const sc = panel.sessionContext;
              const kernel = sc.session ? sc.session.kernel : null;
              return {
                phase: 'open', dialogs,
                current: app.shell.currentWidget === panel,
                ready: sc.isReady,
                status: kernel ? kernel.status : null,
                noKernel: sc.hasNoKernel,
              };
            }""",
            self.path,
        )

    def _dismiss_dialogs(self, texts: list[str]) -> None:
        for text in texts:
            if text not in self.dialogs:
                self.dialogs.append(text)
        reject = self.page.locator(".jp-Dialog .jp-mod-reject")
        try:
            if reject.count():
                reject.first.click(timeout=5_000)
            else:
                self.page.keyboard.press("Escape")
        except Exception:  # the dialog closed by itself meanwhile; the caller looks again
            pass

    def _fail(self, message: str) -> None:
        # The report's "browser" section adds a screenshot and the server log tail.
        raise AssertionError(
            f"{message}\nnotebook: {self.path}\ndialogs seen: {self.dialogs}\n"
            f"page errors: {self.page_errors}\nconsole errors: {self.console_errors[-10:]}"
        )

    def load(self, timeout: float = KERNEL_READY_TIMEOUT) -> None:
        """Open ``path`` in a fresh JupyterLab workspace and wait until its kernel is idle."""
        assert self.lab is not None, "a NotebookPage needs its LabServer to load"
        self.page.goto(
            notebook_url(self.lab, self.path), wait_until="domcontentloaded", timeout=timeout * 1000
        )
        self.wait_kernel_idle(timeout)

    def wait_kernel_idle(self, timeout: float = KERNEL_READY_TIMEOUT) -> None:
        """Wait until this notebook is the current widget and its kernel is ready and idle,
        dismissing (and recording) any dialog on the way."""
        deadline = time.monotonic() + timeout
        state: dict[str, Any] = {}
        while time.monotonic() < deadline:
            state = self._state()
            if state["dialogs"]:
                self._dismiss_dialogs(state["dialogs"])
                continue
            if state["phase"] == "open":
                if state["ready"] and state["status"] == "idle" and state["current"]:
                    return
                if self.dialogs and state["noKernel"]:
                    self._fail(
                        "a dialog left the notebook with no kernel; a lesson must save "
                        "metadata.kernelspec (name python3) or JupyterLab asks which kernel"
                    )
            time.sleep(0.2)
        self._fail(f"kernel not idle after {timeout:.0f} s; last state: {state}")

    def cells(self) -> list[dict[str, Any]]:
        """The notebook model as JupyterLab holds it now: for each cell its index, type,
        execution count, whether its source is blank, and its outputs as nbformat JSON."""
        return self.page.evaluate(
            """(path) => {
              const panel = window.__pxtest.panel(path);
              const list = panel.content.model.cells;
              const cells = [];
              for (let i = 0; i < list.length; i++) {
                const c = list.get(i);
                const outputs = [];
                if (c.type === 'code') {
                  for (let j = 0; j < c.outputs.length; j++) {
                    outputs.push(c.outputs.get(j).toJSON());
                  }
                }
                cells.push({
                  index: i, type: c.type,
                  count: c.type === 'code' ? c.executionCount : null,
                  blank: !c.sharedModel.getSource().trim(),
                  outputs,
                });
              }
              return cells;
            }""",
            self.path,
        )

    def error_outputs(self) -> list[str]:
        """Text of every error output (output_type 'error') in the notebook, read from the
        notebook model rather than the DOM, which carries no reliable mime-type marks in
        JupyterLab 4.6 (E2E.md). Each item: 'cell N: Ename: evalue' plus the traceback."""
        found = []
        for cell in self.cells():
            for out in cell["outputs"]:
                if out.get("output_type") == "error":
                    tb = ANSI.sub("", "\n".join(out.get("traceback") or []))
                    found.append(f"cell {cell['index']}: {out['ename']}: {out['evalue']}\n{tb}")
        return found

    def stderr_text(self) -> str:
        """Everything the cells wrote to stderr (warnings land here; not an error by itself)."""
        return "".join(
            "".join(out.get("text", ""))
            for cell in self.cells()
            for out in cell["outputs"]
            if out.get("output_type") == "stream" and out.get("name") == "stderr"
        )

    # ---- actions ------------------------------------------------------------------------

    def run_all(self, timeout: float = RUN_ALL_TIMEOUT, check: bool = True) -> None:
        """Run all cells (JupyterLab's own command, as the Run menu does) and wait until every
        non-blank code cell has an execution count and the kernel is idle. JupyterLab stops at
        the first cell that raises; then this returns early. With ``check`` (the default) any
        error output fails the test with its traceback; pass ``check=False`` to inspect
        ``error_outputs()`` yourself."""
        self.page.evaluate(
            """(path) => {
              const app = window.jupyterapp;
              app.shell.activateById(window.__pxtest.panel(path).id);
              window.__pxtestRun = {done: false};
              app.commands.execute('notebook:run-all-cells').then(
                (result) => { window.__pxtestRun = {done: true, result}; },
                (error) => { window.__pxtestRun = {done: true, error: String(error)}; });
            }""",
            self.path,
        )
        deadline = time.monotonic() + timeout
        pending: list[int] = []
        run: dict[str, Any] = {}
        while time.monotonic() < deadline:
            state = self._state()
            if state["dialogs"]:  # e.g. "Kernel Restarting": record it, it fails the test
                self._dismiss_dialogs(state["dialogs"])
            run = self.page.evaluate("() => window.__pxtestRun")
            if run.get("error"):
                self._fail(f"notebook:run-all-cells failed: {run['error']}")
            if run.get("done") and state.get("status") == "idle":
                cells = self.cells()
                pending = [
                    c["index"]
                    for c in cells
                    if c["type"] == "code" and not c["blank"] and c["count"] is None
                ]
                stopped_at_error = any(
                    o.get("output_type") == "error" for c in cells for o in c["outputs"]
                )
                if not pending or stopped_at_error:
                    break
            time.sleep(0.25)
        else:
            self._fail(
                f"run-all not finished after {timeout:.0f} s; run={run}; "
                f"code cells without execution count: {pending}"
            )
        if self.dialogs:
            self._fail("a dialog appeared while running the notebook")
        if check:
            errors = self.error_outputs()
            if errors:
                raise AssertionError(
                    f"{self.path}: {len(errors)} error output(s):\n" + "\n".join(errors)
                )

    def execute(self, code: str, timeout: float = EXECUTE_TIMEOUT) -> str:
        """Run ``code`` in this notebook's kernel without adding a cell; return what it
        printed plus the text/plain of any result. Raises AssertionError if it raised.
        Use it to read the Python side, e.g. ``nb.execute("print(w.count)") == "3\\n"``."""
        reply = self.page.evaluate(
            """async ([path, code, timeoutMs]) => {
              const kernel = window.__pxtest.panel(path).sessionContext.session.kernel;
              const future = kernel.requestExecute({code, silent: false, store_history: false});
              let text = '';
              let error = null;
              future.onIOPub = (msg) => {
                const t = msg.header.msg_type, c = msg.content;
                if (t === 'stream') text += c.text;
                else if (t === 'execute_result' || t === 'display_data') {
                  text += (c.data['text/plain'] || '') + '\\n';
                } else if (t === 'error') error = c.ename + ': ' + c.evalue;
              };
              const timer = new Promise((resolve) => setTimeout(() => resolve(null), timeoutMs));
              const reply = await Promise.race([future.done, timer]);
              if (reply === null) return {timeout: true, text, error};
              return {timeout: false, text, error, status: reply.content.status};
            }""",
            [self.path, code, int(timeout * 1000)],
        )
        if reply["timeout"]:
            self._fail(f"kernel did not answer within {timeout:.0f} s to:\n{code}")
        if reply["error"]:
            raise AssertionError(f"kernel raised {reply['error']} running:\n{code}")
        return reply["text"]


# Under pytest-xdist, `make test` runs `pytest -n 2 --dist loadgroup`: every test here that
# uses the browser or the shared server joins a group, which runs on one worker with one
# JupyterLab and one Chromium. The browser tests are the longest path of a run, so they are
# two groups: every lesson run in the browser (a quarter of their time) has its own, and the
# two workers share the browser work while the non-browser tests fill the gaps.
BROWSER_FIXTURES = {"browser", "lab_server", "open_notebook", "guarded_page"}
BROWSER_GROUP = "browser"
OWN_GROUP = {"test_lessons_in_browser.py": "browser-lessons"}


@pytest.hookimpl(trylast=True)  # after pytest-xdist's own hook (tests/xdist_groups.py)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        uses = set(getattr(item, "fixturenames", ()))
        if here in item.path.parents and uses & BROWSER_FIXTURES:
            join_group(config, item, OWN_GROUP.get(item.path.name, BROWSER_GROUP))


# Per test: the pages it opened, and where to put failure screenshots.
PAGES_KEY = pytest.StashKey[list]()
ARTIFACTS_KEY = pytest.StashKey[str]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    """When a browser test fails, attach a screenshot path and the server log tail to the
    failure report (the page is still open at this point; teardown comes later)."""
    outcome = yield
    report = outcome.get_result()
    pages: list[GuardedPage] = item.stash.get(PAGES_KEY, [])
    if report.when == "teardown" or not report.failed or not pages:
        return
    lines = []
    for i, gp in enumerate(pages):
        name = re.sub(r"[^\w.-]+", "_", item.nodeid)[-120:]
        shot = gp.screenshot(Path(item.stash[ARTIFACTS_KEY]) / f"{name}-{i}.png")
        lines.append(f"screenshot: {shot or '(page unavailable)'}")
        lines.append(f"page errors: {gp.page_errors}")
        lines.append(f"console errors: {gp.console_errors[-10:]}")
        lines.append(f"off-machine requests: {gp.offsite_requests}")
        if isinstance(gp, NotebookPage) and gp.lab is not None:
            lines.append(f"--- server log (tail) ---\n{gp.lab.log_tail(40)}")
    report.sections.append(("browser", "\n".join(lines)))


def close_all(pages: list[GuardedPage]) -> list[str]:
    """Close the pages' contexts; return what they recorded that fails a test."""
    problems = []
    for gp in pages:
        problems += gp.problems()  # read first: closing may log errors of its own
        try:
            gp.context.close()
        except Exception:  # already gone with a crashed browser; the check still counts
            pass
    return problems


def fail_if(problems: list[str]) -> None:
    if problems:
        pytest.fail("browser page check failed:\n" + "\n".join(problems), pytrace=False)


@pytest.fixture
def guarded_page(
    browser: Any, request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[GuardedPage]:
    """A fresh page (own context) that has not navigated anywhere yet. Teardown asserts no
    off-machine request and no uncaught page error."""
    gp = new_guarded_page(browser)
    request.node.stash[PAGES_KEY] = [gp]
    request.node.stash[ARTIFACTS_KEY] = str(tmp_path_factory.getbasetemp())
    yield gp
    fail_if(close_all([gp]))


@pytest.fixture
def open_notebook(
    browser: Any,
    lab_server: LabServer,
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Any]:
    """Factory: ``open_notebook(path, timeout=KERNEL_READY_TIMEOUT) -> NotebookPage``.

    ``path`` is relative to the served lessons copy (``lab_server.root``), e.g.
    ``"00-start-here.ipynb"``. Each call opens a new browser context on a fresh JupyterLab
    workspace (so earlier tests' tabs are not restored) and returns once the notebook's
    kernel is idle. At teardown the notebooks' kernels are shut down and the fixture asserts
    no off-machine request, no uncaught page error and no dialog.
    """
    pages: list[NotebookPage] = []
    request.node.stash[PAGES_KEY] = pages
    request.node.stash[ARTIFACTS_KEY] = str(tmp_path_factory.getbasetemp())

    def _open(path: str, timeout: float = KERNEL_READY_TIMEOUT) -> NotebookPage:
        if not (lab_server.root / path).is_file():
            raise FileNotFoundError(f"{path} is not in the served copy {lab_server.root}")
        nb = new_guarded_page(browser, NotebookPage, path=path, lab=lab_server)
        pages.append(nb)
        nb.load(timeout)
        return nb

    yield _open

    problems = close_all(pages)
    # Only now stop the kernels: with the page still open, a dying kernel could show a dialog.
    lab_server.shutdown_sessions({nb.path for nb in pages})
    fail_if(problems)


@pytest.fixture
def open_screen(browser: Any, lab_server: LabServer, request: pytest.FixtureRequest,
                tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """Factory: ``open_screen(width, height, cells, run=True) -> NotebookPage``: a new notebook
    of ``cells`` opened at that viewport, run unless ``run`` is false (to change the theme
    first, say). Torn down as :func:`open_notebook` (a failure's report gets each page's
    screenshot)."""
    pages: list[NotebookPage] = []
    request.node.stash[PAGES_KEY] = pages
    request.node.stash[ARTIFACTS_KEY] = str(tmp_path_factory.getbasetemp())

    def _open(width: int, height: int, cells: list[str], run: bool = True) -> NotebookPage:
        path = lab_server.write_notebook(f"pxtest-screen-{secrets.token_hex(3)}.ipynb", cells)
        nb = new_guarded_page(browser, NotebookPage, path=path, lab=lab_server,
                              context_options={"viewport": {"width": width, "height": height}})
        pages.append(nb)
        nb.load()
        if run:
            nb.run_all()
        return nb

    yield _open
    problems = close_all(pages)
    lab_server.shutdown_sessions({nb.path for nb in pages})
    fail_if(problems)
