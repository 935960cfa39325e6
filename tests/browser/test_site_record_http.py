"""The site served over plain http to another machine (``python3 -m http.server`` opened by this
machine's network address, not 127.0.0.1): the browser calls that no secure context and allows
the site no service worker, so the Pyodide kernel mounts no drive and Python's files live in
memory, gone on a reload. There the widgets keep the record in the browser's own storage
(widgets/ui/shared/record_bridge.py): a learner answers lesson 00's drill by clicking, the page
reloads (a new Pyodide kernel), and the drill's record shows the answer again, and says where
it is kept ("in this browser"), in the learner's language.

``PAIXUE_RECORD_SHOT`` (a folder) saves the drill's record there after the reload, en and zh,
Normal at 1280×720 and Large at 1920×1080.
"""

from __future__ import annotations

import json
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
# the question lesson 00's drill deals first (the same settings deal the same question), and a
# wrong pick: the answer comes from the kernel, never from the page
WRONG = """
import json
from widgets.ui import Drill
q = Drill("sichuan-xuezhan", kinds=("waits",), level="easy", n=3, seed=1, record=False).question
print(json.dumps(next(i for i, c in enumerate(q.choices) if c.value not in q.answer)))
"""
READ = """
import os
from widgets.practice.record.store import Record
r = Record("paixue-record.jsonl")
print(len(r.answers()), r.lasting, os.getcwd())
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


def test_over_plain_http_the_record_is_kept_in_the_browser_and_survives_a_reload(
        browser, network_site, offsite_recorder):  # noqa: F811
    from playwright.sync_api import expect

    nb = _open(browser, network_site, offsite_recorder)
    try:
        nb.load(KERNEL_BOOT_TIMEOUT)
        secure, workers = nb.page.evaluate(
            "() => [window.isSecureContext, 'serviceWorker' in navigator]")
        assert (secure, workers) == (False, False)  # what a student's browser sees there
        nb.run_all(timeout=300)
        drill = nb.page.locator(".paixue-drill").first
        panel = drill.locator('[data-role="record"]')
        expect(panel).to_have_attribute("data-kept", "browser")
        wrong = json.loads(nb.execute(WRONG))
        drill.locator(f'[data-role="choices"] button[data-index="{wrong}"]').click()
        drill.locator('[data-role="submit"]').click()
        expect(drill.locator('[data-role="feedback"]')).to_have_attribute("data-correct", "false")
        expect(panel).to_have_attribute("data-count", "1")
        kept, lasting, cwd = nb.execute(READ).split()
        assert (kept, lasting) == ("1", "False") and not cwd.startswith("/drive")
        stored = nb.page.evaluate("() => Object.keys(localStorage).filter("
                                  "(k) => k.startsWith('paixue-record:'))")
        assert stored == [f"paixue-record:{cwd}/paixue-record.jsonl"]

        nb.page.goto("about:blank")
        nb.load(KERNEL_BOOT_TIMEOUT)  # a reload: a new page, a new Pyodide kernel
        assert nb.execute(READ).split()[0] == "0"  # the file is gone with the old kernel …
        nb.run_all(timeout=300)
        drill = nb.page.locator(".paixue-drill").first
        panel = drill.locator('[data-role="record"]')
        expect(panel).to_have_attribute("data-count", "1")  # … the browser kept the answer
        expect(panel).to_have_attribute("data-kept", "browser")
        assert nb.execute(READ).split()[0] == "1"  # merged back into the new kernel's file
        where = drill.locator('[data-role="record-where"]')
        expect(where).to_contain_text("Your record is kept in this browser")
        expect(drill.locator('[data-role="record-fleeting"]')).to_have_count(0)
        panel.locator("summary").click()
        expect(panel.locator('[data-role="record-table"] tr[data-kind="waits"] td').last
               ).to_have_text("0/1")
        if SHOT:
            Path(SHOT).mkdir(parents=True, exist_ok=True)
            nb.page.set_viewport_size({"width": 1280, "height": 720})
            where.scroll_into_view_if_needed()
            drill.screenshot(path=str(Path(SHOT) / "site-http-en-normal-1280.png"))
        drill.locator('[data-role="lang"]').click()
        expect(where).to_contain_text("你的记录存在这个浏览器里")
        if SHOT:
            drill.screenshot(path=str(Path(SHOT) / "site-http-zh-normal-1280.png"))
            nb.page.set_viewport_size({"width": 1920, "height": 1080})
            drill.locator('[data-role="size"]').click()
            expect(drill).to_have_attribute("data-size", "large")
            where.scroll_into_view_if_needed()
            drill.screenshot(path=str(Path(SHOT) / "site-http-zh-large-1920.png"))
            drill.locator('[data-role="lang"]').click()
            expect(where).to_contain_text("Your record is kept in this browser")
            drill.screenshot(path=str(Path(SHOT) / "site-http-en-large-1920.png"))
        # reset asks, then empties the browser's copy too
        panel.locator('[data-role="record-reset"]').click()
        panel.locator('[data-role="record-yes"]').click()
        expect(panel).to_have_attribute("data-count", "0")
        nb.page.wait_for_function("() => !Object.keys(localStorage).some("
                                  "(k) => k.startsWith('paixue-record:'))", timeout=10_000)
        assert nb.problems() == [] and offsite_recorder.requests == []
    finally:
        nb.context.close()
