"""A table drawn from a view that arrives empty or partly (a race seen once in lesson 10, zh:
"Cannot read properties of undefined (reading 'id')") waits for the whole view instead of
throwing: the page raises nothing, and the next whole view is drawn."""

from __future__ import annotations

import secrets

CELL = """from widgets.ui import HandTable

w = HandTable("yongzhou", seed=4, human=0, lang="zh")
w"""


def test_an_empty_or_partial_view_is_not_drawn_and_raises_nothing(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-partial-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table").first
    expect(root).to_have_attribute("data-variant", "yongzhou")
    step = root.get_attribute("data-step")
    nb.execute("whole = dict(w.view)\nw.view = {}")
    nb.execute("w.view = {'lang': 'zh', 'seats': []}")
    nb.page.wait_for_timeout(500)
    assert nb.page_errors == []
    expect(root).to_have_attribute("data-step", step)  # the last whole view stays drawn
    nb.execute("w.view = whole")
    expect(root).to_have_attribute("data-variant", "yongzhou")
    assert nb.page_errors == []
