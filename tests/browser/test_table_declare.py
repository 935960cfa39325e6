"""双人's 报听 in a real browser (R-D13): the learner's 报听 button declares, the prompt then
asks for the discard that keeps the hand ready, a click on an outlined tile plays it; the log
names the 报听 and the kernel's record holds the Declare then the Discard."""

from __future__ import annotations

import secrets

from .helpers import py_value

PLAY = """from widgets.ui import HandTable
from widgets.practice.table.shuangren_declare import choose_shuangren

w = HandTable("shuangren", seed=9, human=0, lang="en")
while not any(a.kind == "declare" for a in w.game.pending().options):
    w.game.act(choose_shuangren(w.game, w.game.pending()))
    w.game.advance()
w.handle({"kind": "step", "to": "end"})
w"""


def test_declare_ready_by_its_button_then_discard(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-declare-{secrets.token_hex(3)}.ipynb", [PLAY])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    expect(root).to_have_count(1)
    expect(root).to_have_attribute("data-decision", "turn")
    button = root.locator('[data-role="option"][data-option="declare"]')
    expect(button).to_have_count(1)
    expect(button).to_contain_text("Declare ready (报听)")
    root.locator('[data-role="lang"]').click()  # in Chinese the button is 报听
    expect(root).to_have_attribute("data-lang", "zh")
    expect(button).to_have_text("报听")
    root.locator('[data-role="lang"]').click()
    expect(root).to_have_attribute("data-lang", "en")
    n = py_value(nb, "len(w.events)")
    button.click()
    expect(root.locator('[data-role="recent"]')).to_contain_text("declares ready (报听)")
    expect(root.locator('[data-role="decision"]')).to_contain_text("keeps the hand ready")
    assert py_value(nb, f"[e.type for e in w.events[{n}:]]")[-1] == "declare"
    expect(button).to_have_count(0)  # declared once
    tile = root.locator('.px-tb-seat[data-seat="0"] button.px-tb-can').first
    name = tile.get_attribute("data-tile")
    allowed = py_value(nb, "[a.tiles[0] for a in w.game.pending().options]")
    assert name in allowed
    m = py_value(nb, "len(w.events)")
    tile.click()
    expect(root).not_to_have_attribute("data-step", str(m))
    assert py_value(nb, f"[w.events[{m}].type, w.events[{m}].tile]") == ["discard", name]
    # locked: the tiles it draws and cannot use are discarded for it (the log shows them)
    expect(root.locator('[data-role="log"]')).to_contain_text("East discards")
