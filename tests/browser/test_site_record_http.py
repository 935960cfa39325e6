"""The site served over plain http to another machine (``python3 -m http.server`` opened by this
machine's network address, not 127.0.0.1): the browser calls that no secure context and allows
the site no service worker, so the Pyodide kernel mounts no drive and Python's files live in
memory. Found here: a drill answer made there is gone after a reload. So the drill says so, in
the learner's language, above its record (and the README's teacher section says so too).

``PAIXUE_RECORD_SHOT`` (a folder) saves the drill's record there, en and zh, at 1280×720.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from . import conftest as harness
from .site_harness import SITE_DIR, SitePage, site_missing
from .test_site import KERNEL_BOOT_TIMEOUT, offsite_recorder  # noqa: F401

SHOT = os.environ.get("PAIXUE_RECORD_SHOT")
MAKE = """
import os
from widgets.ui import Drill
d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="en",
          record="pxtest-http-record.jsonl")
wrong = next(c.value for c in d.question.choices if c.value not in d.question.answer)
d.handle({"kind": "pick", "value": wrong})
d.handle({"kind": "submit"})
print(len(d.record.answers()), d.record.lasting, os.getcwd())
"""
READ = """
from widgets.practice.record import Record
print(len(Record("pxtest-http-record.jsonl").answers()))
"""


def _address() -> str | None:
    """This machine's own address on its network (what another computer would open)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the interface
            ip = s.getsockname()[0]
        except OSError:
            return None
    return None if ip.startswith("127.") else ip


class NetworkServer:
    """``python3 -m http.server`` serving the site on this machine's network address."""

    def __init__(self, site: Path, host: str, log: Path):
        self.site, self.host, self.log = site, host, log
        self.port = harness.free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def start(self) -> NetworkServer:
        with open(self.log, "ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "http.server", str(self.port), "--bind", self.host,
                 "--directory", str(self.site)], stdin=subprocess.DEVNULL, stdout=out,
                stderr=subprocess.STDOUT, start_new_session=True)
        for _ in range(100):
            try:
                with socket.create_connection((self.host, self.port), timeout=1):
                    return self
            except OSError:
                time.sleep(0.2)
        raise AssertionError(f"http.server did not start on {self.url}")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)


@pytest.fixture(scope="module")
def network_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[NetworkServer]:
    reason = site_missing(SITE_DIR)
    if reason:
        harness.skip_or_fail(reason)
    host = _address()
    if host is None:
        pytest.skip("this machine has no network address besides 127.0.0.1")
    server = NetworkServer(SITE_DIR, host, tmp_path_factory.mktemp("site") / "http.log").start()
    try:
        yield server
    finally:
        server.stop()


def _open(browser, server: NetworkServer, recorder) -> SitePage:
    options = recorder.context_options
    options["proxy"]["bypass"] += f",{server.host}"  # this machine: reached directly
    page = harness.new_guarded_page(browser, SitePage, path="00-start-here.ipynb",
                                    site=server,
                                    context_options={"service_workers": "allow", **options})
    # this machine's own address is not off the machine: let it through the route guard
    page.context.route(f"{server.url}/**", lambda route: route.continue_())
    return page


def test_over_plain_http_the_record_is_lost_on_reload_and_the_drill_says_so(
        browser, network_site, offsite_recorder):  # noqa: F811
    from playwright.sync_api import expect

    nb = _open(browser, network_site, offsite_recorder)
    try:
        nb.load(KERNEL_BOOT_TIMEOUT)
        secure, workers = nb.page.evaluate(
            "() => [window.isSecureContext, 'serviceWorker' in navigator]")
        assert (secure, workers) == (False, False)  # what a student's browser sees there
        kept, lasting, cwd = nb.execute(MAKE).split()
        assert (kept, lasting) == ("1", "False") and not cwd.startswith("/drive")

        nb.page.goto("about:blank")
        nb.load(KERNEL_BOOT_TIMEOUT)  # a reload: a new page, a new Pyodide kernel
        assert nb.execute(READ).strip() == "0"  # the answer did not survive

        nb.run_all(timeout=300)  # lesson 00's drill says so, above its record
        drill = nb.page.locator(".paixue-drill")
        warning = drill.locator('[data-role="record-fleeting"]')
        expect(warning).to_contain_text("This site cannot keep your record")
        expect(drill.locator('[data-role="record"]')).to_have_attribute("data-lasting", "false")
        if SHOT:
            Path(SHOT).mkdir(parents=True, exist_ok=True)
            nb.page.set_viewport_size({"width": 1280, "height": 720})
            drill.locator('[data-role="record"] summary').click()
            warning.scroll_into_view_if_needed()
            drill.screenshot(path=str(Path(SHOT) / "site-http-en-normal-1280.png"))
        drill.locator('[data-role="lang"]').click()
        expect(warning).to_contain_text("这个网站存不住你的记录")
        if SHOT:
            drill.screenshot(path=str(Path(SHOT) / "site-http-zh-normal-1280.png"))
        assert nb.problems() == [] and offsite_recorder.requests == []
    finally:
        nb.context.close()
