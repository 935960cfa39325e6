"""Tests of the browser harness itself, on notebooks it writes into the served lessons copy.

They prove the whole chain a lesson test relies on (JupyterLab loads, the anywidget
labextension renders, a click reaches Python and comes back to the DOM) and that each
detector can fail: an error cell, an off-machine request, an uncaught page error.
"""

from __future__ import annotations

import secrets
import sys

import pytest

# The smallest widget with a lesson widget's round trip: a click in JS sends an intent
# message, Python updates a synced trait, and JS redraws from the trait.
COUNTER_CELL = '''
import sys

import anywidget
import traitlets


class Counter(anywidget.AnyWidget):
    _esm = """
    function render({ model, el }) {
      const button = document.createElement("button");
      button.className = "pxtest-root";
      const draw = () => {
        button.dataset.count = String(model.get("count"));
        button.textContent = `clicked ${model.get("count")} times`;
      };
      button.addEventListener("click", () => model.send({ kind: "increment" }));
      model.on("change:count", draw);
      draw();
      el.appendChild(button);
      return () => model.off("change:count", draw);
    }
    export default { render };
    """
    count = traitlets.Int(0).tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.on_msg(self._on_msg)

    def _on_msg(self, _widget, content, _buffers):
        if content.get("kind") == "increment":
            self.count += 1


w = Counter()
w
'''


def unique(stem: str) -> str:
    # A fresh name per test run: the served copy lives for the whole session.
    return f"pxtest-{stem}-{secrets.token_hex(3)}.ipynb"


def test_widget_click_round_trip(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(unique("counter"), [COUNTER_CELL, "print(sys.prefix)"])
    nb = open_notebook(path)
    nb.run_all()

    button = nb.page.locator("button.pxtest-root")
    expect(button).to_have_attribute("data-count", "0")
    for _ in range(3):
        button.click()
    expect(button).to_have_attribute("data-count", "3")

    # The Python side agrees, read from the same kernel without touching the notebook.
    assert nb.execute("print(w.count)") == "3\n"
    # The kernel is this test run's interpreter, i.e. the project's venv.
    printed = [o for o in nb.cells()[1]["outputs"] if o.get("output_type") == "stream"]
    assert "".join(printed[0]["text"]).strip() == sys.prefix
    assert nb.error_outputs() == []
    assert nb.offsite_requests == []
    assert nb.page_errors == []


# A widget whose JavaScript throws while rendering: the page check must catch it.
BROKEN_WIDGET_CELL = """
import anywidget


class Broken(anywidget.AnyWidget):
    _esm = "export default { render() { throw new Error('pxtest render boom'); } };"


Broken()
"""


def test_errors_are_detected(open_notebook, lab_server):
    path = lab_server.write_notebook(
        unique("error"),
        ["x = 1", BROKEN_WIDGET_CELL, "raise ValueError('pxtest boom')", "y = 2"],
    )
    nb = open_notebook(path)
    with pytest.raises(AssertionError, match="ValueError: pxtest boom"):
        nb.run_all()  # check=True turns the error output into a failure

    errors = nb.error_outputs()
    assert len(errors) == 1
    assert errors[0].startswith("cell 2: ValueError: pxtest boom")
    # JupyterLab stopped at the error: the last cell never ran.
    assert [c["count"] for c in nb.cells()] == [1, 2, 3, None]

    # The widget's render error reached the page check (which would fail at teardown). It
    # may still be in flight: Playwright delivers browser events while we wait on the page.
    for _ in range(100):
        if any("pxtest render boom" in p for p in nb.problems()):
            break
        nb.page.wait_for_timeout(100)
    assert any("pxtest render boom" in p for p in nb.problems()), nb.problems()
    nb.page_errors.clear()
    nb.console_errors.clear()
    with pytest.raises(AssertionError, match="pxtest boom"):
        nb.execute("raise RuntimeError('pxtest boom')")


def test_offsite_request_is_aborted_and_recorded(guarded_page):
    page = guarded_page.page
    page.set_content("<p>offline</p>")
    result = page.evaluate(
        "() => fetch('https://example.com/pxtest').then(() => 'fetched', e => 'blocked: ' + e)"
    )
    assert result.startswith("blocked")
    assert guarded_page.offsite_requests == ["https://example.com/pxtest"]
    assert guarded_page.problems() != []  # what the fixture's teardown would fail on
    guarded_page.offsite_requests.clear()
    guarded_page.console_errors.clear()  # Chromium also logs the failed load


def test_uncaught_page_error_is_recorded(guarded_page):
    page = guarded_page.page
    page.set_content("<p>errors</p>")
    with page.expect_event("pageerror"):  # it fires after evaluate has returned
        page.evaluate("() => { setTimeout(() => { throw new Error('pxtest uncaught'); }, 0); }")
    assert any("pxtest uncaught" in e for e in guarded_page.page_errors)
    assert guarded_page.problems() != []
    guarded_page.page_errors.clear()
    guarded_page.console_errors.clear()


def test_the_site_proxy_records_a_browsers_request_and_not_a_stray_client():
    """The site tests' proxy (site_harness.OffsiteRecorder) records a request a browser sends
    through it, and not the greeting of a ZeroMQ client that finds its port (a closed
    kernel's peer reconnecting to the port number it had)."""
    import socket
    import time

    from .site_harness import OffsiteRecorder

    recorder = OffsiteRecorder().start()
    try:
        for data in (b"\xff\x00\x00\x00\x00\x00\x00\x00%\x7f",
                     b"CONNECT cdn.example.net:443 HTTP/1.1\r\nHost: cdn.example.net\r\n\r\n"):
            with socket.create_connection(("127.0.0.1", recorder.port), timeout=5) as c:
                c.sendall(data)
                c.recv(64)  # the proxy answers (403) once it has read the request
        for _ in range(50):  # bounded: the proxy's thread records before it answers
            if recorder.requests:
                break
            time.sleep(0.05)
        assert recorder.requests == ["CONNECT cdn.example.net:443 HTTP/1.1"]
    finally:
        recorder.stop()
