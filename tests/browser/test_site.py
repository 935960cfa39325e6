"""The offline JupyterLite site (``make site``) in a real browser, served on 127.0.0.1 by
``python3 -m http.server`` as a teacher would: a lesson runs in Pyodide with nothing installed,
its widgets answer clicks from Python in the browser, and nothing is fetched from anywhere but
the site (the route guard and a recording proxy both see no request off 127.0.0.1).

The site must be built first (``make site``; CI does it before ``make test``). Without it these
tests skip, except under CI=true where they fail.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from typing import Any

import pytest

from .conftest import ARTIFACTS_KEY, PAGES_KEY, close_all, fail_if, skip_or_fail
from .handlab_dom import assert_panels_match_engine, read_panels
from .site_harness import SITE_DIR, OffsiteRecorder, StaticServer, new_site_page, site_missing

KERNEL_BOOT_TIMEOUT = 180.0  # Pyodide boots in ~20-30 s here; 2 cores shared with a lot


@pytest.fixture(scope="module")
def site_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[StaticServer]:
    reason = site_missing(SITE_DIR)
    if reason:
        skip_or_fail(reason)
    server = StaticServer(SITE_DIR, tmp_path_factory.mktemp("site") / "http.log").start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def offsite_recorder() -> Iterator[OffsiteRecorder]:
    recorder = OffsiteRecorder().start()
    try:
        yield recorder
    finally:
        recorder.stop()


@pytest.fixture
def open_lesson(
    browser: Any,
    site_server: StaticServer,
    offsite_recorder: OffsiteRecorder,
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Any]:
    """Factory: ``open_lesson("00-start-here.ipynb") -> SitePage``, its Pyodide kernel idle.
    At teardown: no off-machine request (route guard or proxy), page error, console error or
    dialog."""
    pages: list[Any] = []
    request.node.stash[PAGES_KEY] = pages
    request.node.stash[ARTIFACTS_KEY] = str(tmp_path_factory.getbasetemp())
    before = len(offsite_recorder.requests)

    def _open(path: str) -> Any:
        page = new_site_page(browser, site_server, offsite_recorder, path)
        pages.append(page)
        page.load(KERNEL_BOOT_TIMEOUT)
        return page

    yield _open
    problems = close_all(pages)
    problems += [f"off-machine request (via the proxy): {r}"
                 for r in offsite_recorder.requests[before:]]
    fail_if(problems)


def test_site_ships_everything_it_needs():
    """The built site names nothing off the site: Pyodide is local, the PyPI fallback is off,
    the project's wheel is preloaded, and every package in Pyodide's lock is a shipped file."""
    reason = site_missing(SITE_DIR)
    if reason:
        skip_or_fail(reason)
    config = json.loads((SITE_DIR / "jupyter-lite.json").read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert all(u.startswith("./") for u in kernel["pipliteUrls"]), kernel["pipliteUrls"]
    assert "paixue" in kernel["loadPyodideOptions"]["packages"]
    lock = json.loads((SITE_DIR / "static/pyodide/pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():
        assert (SITE_DIR / "static/pyodide" / entry["file_name"]).is_file(), name
    assert {"paixue", "anywidget", "ipywidgets", "ipython", "micropip"} <= set(lock["packages"])
    for folder in ("", "zh"):  # the English lessons, and the Chinese ones in zh/
        source = SITE_DIR.parents[1] / "lessons" / folder
        lessons = sorted(p.name for p in source.glob("*.ipynb"))
        shipped = sorted(p.name for p in (SITE_DIR / "files" / folder).glob("*.ipynb"))
        assert shipped == lessons, f"the site's {folder or 'lessons'} are not lessons/{folder}: " \
            "rebuild, `make site`"
        for name in lessons:  # the same notebooks as in JupyterLab, byte for byte
            assert (SITE_DIR / "files" / folder / name).read_bytes() == (
                source / name).read_bytes(), f"{folder}/{name}: rebuild, `make site`"
    assert "00-start-here.ipynb" in [p.name for p in (SITE_DIR / "files" / "zh").glob("*")]
    front = (SITE_DIR / "index.html").read_text(encoding="utf-8")
    assert 'href="lab/index.html?path=zh/00-start-here.ipynb"' in front
    assert 'href="lab/index.html?path=00-start-here.ipynb"' in front
    assert '<script id="jupyter-config-data" type="application/json"' in front  # lab/ reads it


def test_lesson_00_in_chinese_answers_and_its_language_choice_is_remembered(
        open_lesson, site_server):
    """The Chinese lesson 00 opens and runs in the site (the English one runs below, in
    test_a_saved_lesson_reopens_without_widget_errors), its widgets in 中文 answer clicks
    from Python in Pyodide; its language chooser keeps the choice in the browser and links
    the English lesson 00, and the site's front page offers that language first, with
    a link to both."""
    from playwright.sync_api import expect

    nb = open_lesson("zh/00-start-here.ipynb")
    nb.run_all(timeout=300)
    root = nb.page.locator(".paixue-handlab").first
    expect(root).to_have_attribute("data-hand", "123456789m1123p")  # the lesson's first lab
    expect(root).to_have_attribute("data-lang", "zh")
    panels = read_panels(root)
    assert_panels_match_engine(panels)
    assert panels["ready"] == "true" and {w[0] for w in panels["waits"]} == {"1p", "4p"}

    # a palette tile: 14 tiles and the win's score, from Python in Pyodide (a complete hand has
    # no discard advice: issue 19)
    root.locator('[data-role="palette"] button[data-tile="4p"]').click()
    expect(root).to_have_attribute("data-hand", "123456789m1123p +4p")
    panels = read_panels(root)
    assert_panels_match_engine(panels)
    assert panels["shanten"] == "-1" and panels["discards"] == []
    # and back: click the tile in the hand
    root.locator('[data-role="hand-tiles"] button[data-tile][data-index]').last.click()
    expect(root).to_have_attribute("data-hand", "123456789m1123p")
    assert "Pyodide" in nb.execute("import sys; print(sys.platform, 'Pyodide')")

    chooser = nb.page.locator(".paixue-language").first
    expect(chooser).to_have_attribute("data-lang", "zh")
    chooser.locator('[data-choice="en"]').click()
    expect(chooser).to_have_attribute("data-chosen", "en")
    link = chooser.locator('[data-role="open"]')
    expect(link).to_have_text("Open lesson 00 in English")
    assert nb.page.evaluate("() => localStorage.getItem('paixue-language')") == "en"
    # JupyterLab's command linker opens it (its click: tests/browser/test_language_chooser.py)
    assert link.get_attribute("data-commandlinker-command") == "docmanager:open"
    assert json.loads(link.get_attribute("data-commandlinker-args")) == {
        "path": "00-start-here.ipynb"}
    # the front page, beside it in the same browser
    front = nb.context.new_page()
    try:
        front.goto(f"{site_server.url}/index.html")
        first = front.locator("#choices a").first
        expect(first).to_have_attribute("data-lang", "en")
        assert first.get_attribute("href") == "lab/index.html?path=00-start-here.ipynb"
        assert front.locator('#choices a[data-lang="zh"]').get_attribute("href") == (
            "lab/index.html?path=zh/00-start-here.ipynb")
    finally:
        front.close()


def test_card_lesson_answers_in_the_browser(open_lesson):
    from playwright.sync_api import expect

    nb = open_lesson("04-doudizhu.ipynb")
    nb.run_all(timeout=300)
    tables = nb.page.locator(".paixue-cards")
    expect(tables.first).to_be_visible()
    # the first table listing plays (responses or leads): pick one, it is played and classified
    answering = '.paixue-cards[data-responses]:not([data-responses=""]):has([data-pattern])'
    root = nb.page.locator(answering).first
    pattern = root.locator("[data-pattern]").first
    cards = pattern.get_attribute("data-pattern")
    pattern.click()
    play = root.locator('[data-role="slot"][data-slot="play"]')
    expect(play).to_have_attribute("data-cards", cards)
    expect(root).to_have_attribute("data-play-type", re.compile(r"\w"))


def test_odds_lab_simulation_starts_and_stops(open_lesson):
    """The odds lab's simulation is an asyncio task on the kernel's loop: in Pyodide that is
    the browser's event loop, and Start / Stop work as in JupyterLab."""
    from playwright.sync_api import expect

    nb = open_lesson("13-odds.ipynb")
    nb.run_all(timeout=300)
    root = nb.page.locator(".paixue-odds").first
    rounds = root.locator('input[data-role="rounds"]')  # more than it can finish meanwhile
    rounds.fill("5000000")
    rounds.press("Enter")
    rounds.blur()
    expect(root.locator('[data-role="progress"]')).to_have_attribute("max", "5000000")
    root.locator('[data-role="start"]').click()
    expect(root).to_have_attribute("data-status", "running")
    deadline = time.monotonic() + 60
    while int(root.get_attribute("data-rounds")) == 0 and time.monotonic() < deadline:
        time.sleep(0.2)
    root.locator('[data-role="stop"]').click()
    expect(root).to_have_attribute("data-status", "stopped")
    stopped = int(root.get_attribute("data-rounds"))
    assert stopped > 0
    time.sleep(1.0)
    assert int(root.get_attribute("data-rounds")) == stopped
    # Reset, then a run that finishes at once: the chart once drew NaN ticks here in Pyodide
    # (a missing frequency); the teardown fails on any console error
    root.locator('[data-role="reset"]').click()
    expect(root).to_have_attribute("data-rounds", "0")
    rounds.fill("2000")
    rounds.press("Enter")
    rounds.blur()
    root.locator('[data-role="start"]').click()
    expect(root).to_have_attribute("data-status", "done", timeout=60_000)


def test_a_saved_lesson_reopens_without_widget_errors(open_lesson):
    """The site has no server to run widgets/_lessons.py's save hook, so a saved lesson keeps
    its widget outputs (in the browser's storage). Reopened, they show the widget manager's
    "Loading widget..." until Run All, never "Error displaying widget: model not found"; and
    Run All brings them back live."""
    mime = "application/vnd.jupyter.widget-view+json"
    count = """([p, m]) => window.__pxtest.panel(p).content.model.sharedModel.cells
      .flatMap(c => c.cell_type === 'code' ? c.getOutputs() : [])
      .filter(o => o.data && m in o.data).length"""
    nb = open_lesson("00-start-here.ipynb")
    nb.run_all(timeout=300)
    nb.page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
    deadline = time.monotonic() + 30
    while nb.page.evaluate("(p) => window.__pxtest.panel(p).context.model.dirty", nb.path):
        assert time.monotonic() < deadline, "the lesson was not saved"
        time.sleep(0.25)
    nb.page.goto("about:blank")
    nb.load(KERNEL_BOOT_TIMEOUT)  # the same browser: its saved copy
    assert nb.page.evaluate(count, [nb.path, mime]) > 0, "saved without its widget outputs"
    time.sleep(3)  # give the widget manager the time to fail, if it would
    text = nb.page.evaluate("() => document.body.textContent")
    assert "model not found" not in text and "Error displaying widget" not in text
    nb.run_all(timeout=300)
    assert nb.page.locator(".paixue-handlab").count() > 0


def _lite_build() -> Any:
    import importlib.util

    path = SITE_DIR.parents[1] / "lite" / "build.py"
    spec = importlib.util.spec_from_file_location("paixue_lite_build", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _serve_and_fetch_twice(browser: Any, recorder: OffsiteRecorder, tmp_path: Any,
                           first_stamp: float, second_stamp: float) -> list[str]:
    """Serve a one-file site stamped ``first_stamp``, fetch its jupyter-lite.json twice (the
    second from the browser's cache if it may), rebuild it stamped ``second_stamp``, fetch
    twice more. Returns the four texts. No route guard here: Playwright's routing turns the
    browser's cache off, the very thing under test; the recording proxy guards instead."""
    build = _lite_build()
    site = tmp_path / "site"
    site.mkdir(parents=True)
    (site / "jupyter-lite.json").write_text('{"build": 1}')
    (site / "index.html").write_text("<!doctype html><title>site</title>")
    build.stamp(site, first_stamp)
    server = StaticServer(site, tmp_path / "http.log").start()
    context = browser.new_context(**recorder.context_options)
    try:
        page = context.new_page()
        page.goto(f"{server.url}/index.html")
        fetch = "async () => (await fetch('jupyter-lite.json')).text()"
        texts = [page.evaluate(fetch), page.evaluate(fetch)]
        (site / "jupyter-lite.json").write_text('{"build": 2}')
        build.stamp(site, second_stamp)
        texts += [page.evaluate(fetch), page.evaluate(fetch)]
        return texts
    finally:
        context.close()
        server.stop()


def test_a_rebuilt_site_reaches_a_browser_that_cached_the_old_one(
    browser, offsite_recorder, tmp_path
):
    """The browser keeps copies of the files: a file that keeps its name across builds
    (jupyter-lite.json, the lessons, the project's wheel) must not come from its cache after a
    rebuild. ``http.server`` sends Last-Modified and no Cache-Control, so Chromium would keep a
    file a tenth of its age (the control below shows it). The build stamps every file's
    Last-Modified in the future, later for each build: a cached copy is never fresh, the
    browser asks again (a cheap 304 when nothing changed) and gets the new file."""
    build = _lite_build()
    now = time.time()
    ahead = build.STAMP_AHEAD_S
    texts = _serve_and_fetch_twice(browser, offsite_recorder, tmp_path / "stamped",
                                   now + ahead, now + 60 + ahead)
    assert texts == ['{"build": 1}', '{"build": 1}', '{"build": 2}', '{"build": 2}']
    # the control: files a day old when served, rebuilt now, no stamp: the old copy is served
    texts = _serve_and_fetch_twice(browser, offsite_recorder, tmp_path / "plain",
                                   now - 86400, now)
    assert texts[2] == '{"build": 1}', "without the stamp the cache would have served build 1"
    assert not offsite_recorder.requests
