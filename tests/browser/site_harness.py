"""The JupyterLite site (``make site``, lite/build.py) served on 127.0.0.1 and opened in Chromium.

Used by ``test_site.py`` and ``benchmarks/site_latency.py``. The site is served by Python's
``http.server``, the server a teacher is told to use. Two guards catch any request that leaves
the machine: the harness's request guard (``GuardedPage.offsite_requests``) and, because the site
needs its service worker (whose requests Playwright may not report), a proxy for the page's
browser context that answers every request with 403 and records it (``OffsiteRecorder``).
Chromium never sends 127.0.0.1 through a proxy, so the site itself is reached directly.
"""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

try:
    from . import conftest as harness
except ImportError:  # imported by a script with tests/browser on sys.path (benchmarks)
    import conftest as harness  # type: ignore[no-redef]

SITE_DIR = harness.REPO_ROOT / "build" / "site"


def site_missing(site: Path = SITE_DIR) -> str | None:
    """Why the site cannot be served, or None."""
    for need in ("index.html", "jupyter-lite.json", "static/pyodide/pyodide.mjs"):
        if not (site / need).is_file():
            return f"no built site at {site} (missing {need}): run `make site` first"
    return None


@dataclass
class StaticServer:
    """``python3 -m http.server`` on 127.0.0.1 serving ``site``, in its own process group."""

    site: Path
    log_path: Path
    port: int = 0
    proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30.0) -> StaticServer:
        self.port = harness.free_port()
        with open(self.log_path, "ab") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "http.server", str(self.port), "--bind", "127.0.0.1",
                 "--directory", str(self.site)],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if harness.http_get(f"{self.url}/jupyter-lite.json", timeout=2)[0] == 200:
                    return self
            except OSError:
                pass
            if self.proc.poll() is not None:
                break
            time.sleep(0.2)
        raise AssertionError(f"http.server did not serve {self.site}: {self.log_tail()}")

    def log_tail(self, lines: int = 20) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


HTTP_REQUEST = re.compile(r"^[A-Z]+ \S+ HTTP/\d")


@dataclass
class OffsiteRecorder:
    """A proxy on 127.0.0.1 that records the first line of every request sent to it (a
    ``CONNECT host:443`` or ``GET http://host/...``) and refuses it."""

    requests: list[str] = field(default_factory=list)
    port: int = 0
    _sock: socket.socket | None = None

    def start(self) -> OffsiteRecorder:
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._sock.bind(("127.0.0.1", 0))
        self._sock.listen(16)
        self.port = self._sock.getsockname()[1]
        threading.Thread(target=self._serve, daemon=True).start()
        return self

    def _serve(self) -> None:
        assert self._sock is not None
        while True:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return  # closed
            with conn:
                conn.settimeout(5)
                try:
                    first = conn.recv(4096).split(b"\r\n", 1)[0].decode("latin-1")
                    # a browser's request through a proxy; not the bytes of another client
                    # that finds this port (a closed kernel's ZeroMQ peer reconnecting to
                    # the port number it had: a ZMTP greeting, b"\xff" + 8 bytes + b"\x7f")
                    if HTTP_REQUEST.match(first):
                        self.requests.append(first)
                    conn.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n")
                except OSError:
                    pass

    @property
    def context_options(self) -> dict[str, Any]:
        return {"proxy": {"server": f"http://127.0.0.1:{self.port}",
                          "bypass": "127.0.0.1,localhost"}}

    def stop(self) -> None:
        if self._sock is not None:
            self._sock.close()


@dataclass
class SitePage(harness.NotebookPage):
    """A lesson open in the JupyterLite site, its Pyodide kernel idle. Everything a
    ``NotebookPage`` does (``run_all``, ``execute``, ``cells``) works the same here."""

    site: StaticServer | None = None

    def load(self, timeout: float = harness.KERNEL_READY_TIMEOUT) -> None:
        assert self.site is not None, "a SitePage needs its StaticServer"
        self.page.goto(lesson_url(self.site, self.path), wait_until="domcontentloaded",
                       timeout=timeout * 1000)
        self.wait_kernel_idle(timeout)


def lesson_url(site: StaticServer, path: str) -> str:
    """The site's JupyterLab with ``path`` open (what a student's link looks like)."""
    return f"{site.url}/lab/index.html?path={quote(path)}"


def new_site_page(browser: Any, site: StaticServer, recorder: OffsiteRecorder,
                  path: str) -> SitePage:
    """A guarded page for ``path`` on the site, its service worker allowed, not loaded yet."""
    return harness.new_guarded_page(
        browser, SitePage, path=path, site=site,
        context_options={"service_workers": "allow", **recorder.context_options},
    )
