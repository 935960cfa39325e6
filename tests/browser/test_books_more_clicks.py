"""The books' newer parts (issue 39), click by click in a real JupyterLab and Chromium, at
1280×720 (normal size) and at 1920×1080 with Large, each in English then Chinese: 跑胡子's 胡
types drawn as whole hands of cards (the 王 and the card it waits on marked), their "what
if"; 大丰收's lamps; a fan with no near miss saying why; "Play it at the table" dealing 杠上开花's
example at the hand table linked below, where the kong is offered. One notebook for both
sizes (a second start would cost the suite half a minute).

PAIXUE_BOOKS_SHOT=<folder> saves a screenshot of each state, for review."""

from __future__ import annotations

import os
import secrets

from .helpers import SEEN_JS, py_value, save_shot

SHOT = os.environ.get("PAIXUE_BOOKS_SHOT")
CELLS = [
    "from IPython.display import display\nfrom widgets.ui import FanBook, HandTable\n"
    "ph = FanBook('paohuzi', key='wangdiao', lang='en')\nph",
    "lamps = FanBook('dafengshou', key='bar', lang='en')\nlamps",
    "table = HandTable('sichuan-xuezhan', seed=1, human=0, lang='en', record=False)\n"
    "book = FanBook('wuhan', key='kaikou', lang='en', table=table)\ndisplay(book)",
    "sbook = FanBook('sichuan-xuezhan', key='gangshanghua', lang='en', table=table)\n"
    "display(sbook)\ntable",
]



def _check(nb, size: str, lang: str) -> None:
    from playwright.sync_api import expect

    page = nb.page
    zh = lang == "zh"
    ph = page.locator('.paixue-handtypes[data-variant="paohuzi"]')
    expect(ph).to_have_attribute("data-size", size)
    expect(ph).to_have_attribute("data-lang", lang)
    detail = ph.locator('[data-role="detail"]')
    expect(detail).to_have_attribute("data-type", "wangdiao")
    cards = detail.locator('[data-role="example-cards"] .px-card')
    expect(cards).to_have_count(21)
    expect(detail.locator('[data-role="example-cards"] [data-card="W"]')).to_have_count(1)
    expect(cards.nth(20)).to_have_attribute("data-marked", "true")  # the card it waits on
    expect(detail.locator('[data-role="example-is"]')).to_contain_text("王钓")
    ph.evaluate("e => e.scrollIntoView({block: 'start'})")
    got = page.evaluate(SEEN_JS, [detail.locator(s).element_handle() for s in (
        '[data-role="example-cards"]', '[data-role="whatif"]')])
    assert all(g["shown"] for g in got), got
    save_shot(SHOT, ph, f"paohuzi-{size}-{lang}-example")
    detail.locator('[data-role="whatif"]').click()
    expect(detail.locator('[data-role="why"]')).to_contain_text("换一张" if zh else
                                                               "one card changed")
    save_shot(SHOT, ph, f"paohuzi-{size}-{lang}-miss")
    detail.locator('[data-role="whatif"]').click()  # back to the example

    lamps = page.locator('.paixue-handtypes[data-variant="dafengshou"]')
    ldetail = lamps.locator('[data-role="detail"]')
    expect(ldetail.locator('.px-ht-lamp')).to_have_count(2)
    expect(ldetail.locator('[data-role="example-is"]')).to_contain_text("+50")
    save_shot(SHOT, lamps, f"dafengshou-{size}-{lang}-example")

    book = page.locator('.paixue-fanbook[data-variant="wuhan"]')
    expect(book.locator('[data-role="no-miss-why"]')).to_contain_text(
        "必须开口才能胡牌")
    save_shot(SHOT, book, f"fanbook-{size}-{lang}-nomiss")

    sbook = page.locator('.paixue-fanbook[data-variant="sichuan-xuezhan"]')
    button = sbook.locator('[data-role="table"]')
    expect(button).to_have_text("在牌桌上打" if zh else "Play it at the table")
    button.click()
    expect(sbook.locator('[data-role="message"]')).to_contain_text(
        "已在下面的牌桌" if zh else "Dealt at the hand table below")
    assert py_value(nb, "[o['kind'] for o in table.view['decision']['options']]") == ["kong"]
    save_shot(SHOT, sbook, f"fanbook-{size}-{lang}-table")


def test_books_newer_parts_at_both_sizes_in_both_languages(open_notebook, lab_server):
    path = lab_server.write_notebook(f"pxtest-books-{secrets.token_hex(3)}.ipynb", CELLS)
    nb = open_notebook(path)
    nb.page.set_viewport_size({"width": 1280, "height": 720})
    nb.run_all()
    for size, width, height in (("normal", 1280, 720), ("large", 1920, 1080)):
        nb.page.set_viewport_size({"width": width, "height": height})
        nb.execute(f"from widgets.ui import display as shown\nshown(size={size!r})")
        for lang in ("en", "zh"):
            nb.execute(f"for w in (ph, lamps, book, sbook, table): w.handle({{'kind': "
                       f"'lang', 'value': {lang!r}}})")
            _check(nb, size, lang)
