"""Position codes in a real JupyterLab and Chromium (issue 25): "a browser test … pastes a
code in JupyterLab", and a link carrying a code opens that position.

A hand lab shows its code in its Code row; a code from another position, pasted into the row
and sent with Enter, opens that position (the page and Python agree); a truncated code is
refused with the reason, and the hand stays. The Draw button (play on, 何切る) deals a tile
and a click in the hand discards it into the tiles seen. A card table opens a pasted code the
same way. A notebook opened with ``?paixue=<code>`` opens the code in its first widget of
that kind.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from urllib.parse import quote

from widgets.ui import CardTable, HandLab

from .conftest import NotebookPage, new_guarded_page, notebook_url

SHOTS = Path("/tmp/wt-dp-shots")

CELLS = [
    "from widgets.ui import CardTable, HandLab",
    'w = HandLab("wuhan", "123m456m789m1p2p3p4s", lang="en", draw_seed=7)\nw',
    'c = CardTable("doudizhu", hand="33344458", lang="en")\nc',
]


def test_paste_a_code_and_play_on(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-code-{secrets.token_hex(3)}.ipynb", CELLS)
    nb = open_notebook(path)
    nb.run_all()
    lab = nb.page.locator(".paixue-handlab")
    expect(lab).to_have_attribute("data-hand", "123456789m123p4s")
    row = lab.locator('[data-role="code-row"]')
    assert row.get_attribute("data-code") == nb.execute("print(w.code)").strip()

    other = HandLab("yongzhou", "123m456m789m1z [222z,1]", options={"cap": 5},
                    seen="9p").code
    box = row.locator('[data-role="code"]')
    box.fill(other)
    box.press("Enter")
    expect(lab).to_have_attribute("data-variant", "yongzhou")
    expect(lab).to_have_attribute("data-hand", "123456789m1z [222z,1]")
    assert nb.execute("print(w.rules.options.cap, w.code == " + repr(other) + ")") == \
        "5 True\n"
    expect(lab.locator('[data-role="message"]')).to_have_text("Opened the code's position")

    # a truncated code: refused with the reason, the position kept
    box = lab.locator('[data-role="code"]')
    box.fill(other[:-7])
    box.press("Enter")
    message = lab.locator('[data-role="message"]')
    expect(message).to_have_attribute("data-level", "warning")
    expect(message).to_contain_text("Code not opened: this position code is cut short")
    # … and where it was pasted, beside the Code row
    expect(lab.locator('[data-role="code-refused"]')).to_contain_text("cut short")
    expect(lab).to_have_attribute("data-hand", "123456789m1z [222z,1]")

    # undo goes back to the Wuhan hand; play on from there
    lab.locator('[data-role="undo"]').click()
    expect(lab).to_have_attribute("data-variant", "wuhan")
    lab.locator('[data-role="draw"]').click()
    expect(lab.locator('[data-role="hand-tiles"] button[data-winning="true"]')).to_have_count(1)
    drawn = nb.execute("print(w.hand.winning is not None, w.situation.self_drawn)")
    assert drawn == "True True\n"
    expect(lab.locator('[data-role="draw"]')).to_be_disabled()  # 14 tiles: discard first
    lab.locator('[data-role="hand-tiles"] button[data-index="0"]').click()  # discard 1m
    expect(lab.locator('[data-role="hand-tiles"] button[data-winning="true"]')).to_have_count(0)
    assert nb.execute("print(w.hand.size, w.seen)") == "13 (0,)\n"  # 1m discarded, seen
    expect(lab.locator('[data-role="draw"]')).to_be_enabled()

    # a card table opens a pasted code the same way
    table = nb.page.locator(".paixue-cards")
    code = CardTable("doudizhu", hand="JJJQ", previous="888", lang="en").code
    box = table.locator('[data-role="code"]')
    box.fill(code)
    box.press("Enter")
    expect(table.locator('[data-role="message"]')).to_have_text("Opened the code's position")
    assert nb.execute("print(c.slot('hand'), c.slot('previous'))") == "JJJQ 888\n"
    for lang, shot in (("en", "code-handlab-en.png"), ("zh", "code-handlab-zh.png")):
        lab.locator('[data-role="lang"]').click()
        expect(lab).to_have_attribute("data-lang", "zh" if lang == "en" else "en")
        SHOTS.mkdir(exist_ok=True)
        lab.screenshot(path=str(SHOTS / shot))


def test_a_link_with_a_code_opens_its_position(browser, lab_server, request):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-link-{secrets.token_hex(3)}.ipynb", CELLS)
    code = HandLab("sichuan-xuezhan", "1112345678999m", seen="5m").code
    nb = new_guarded_page(browser, NotebookPage, path=path, lab=lab_server)
    try:
        nb.page.goto(notebook_url(lab_server, path) + f"&paixue={quote(code)}",
                     wait_until="domcontentloaded", timeout=120_000)
        nb.wait_kernel_idle(120)
        nb.run_all()
        lab = nb.page.locator(".paixue-handlab")
        expect(lab).to_have_attribute("data-variant", "sichuan-xuezhan")
        expect(lab).to_have_attribute("data-hand", "1112345678999m")
        assert nb.execute("print(w.code == " + repr(code) + ")") == "True\n"
        assert not nb.problems(), nb.problems()
    finally:
        nb.page.context.close()
        lab_server.shutdown_sessions({path})
