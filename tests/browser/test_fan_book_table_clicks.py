"""The fan book's "Play it at the table" for a fan that needs more than a prepared deal
(issue 39), click by click in a real JupyterLab and Chromium, at 1280×720 (normal size) and
1920×1080 (Large): in English, 海底捞月 — the book deals it at the hand table below, played
down to the wall's last tile, which the learner has drawn; the learner clicks Win and the
table's win scores 海底捞月. In Chinese, 杠上炮 — the 上家 kongs and discards the winning
tile; the learner clicks 胡. The deals and scores come from Python; the page only draws them.

PAIXUE_FANBOOK_SHOT=<folder> saves a screenshot of each state, for review."""

from __future__ import annotations

import os
import secrets

import pytest

from .helpers import py_value, save_shot

SHOT = os.environ.get("PAIXUE_FANBOOK_SHOT")
SIZES = [("normal", 1280, 720), ("large", 1920, 1080)]
SCORED = """
def scored(key):
    '''The table's first win is the learner's and its score has fan ``key``.'''
    from widgets.engine.situation import Situation
    w = next(e for e in table.events if e.type == "win")
    return w.seat == 0 and book.book.rules.score(w.hand, Situation(**w.situation)).has(key)
"""


def cell(size: str) -> str:
    return ("from IPython.display import display\n"
            "from widgets.ui import FanBook, HandTable\n"
            f"table = HandTable('sichuan-xuezhan', seed=1, human=0, lang='en', size={size!r},"
            " record=False)\n"
            f"book = FanBook('sichuan-xuezhan', key='haidilaoyue', lang='en', size={size!r}, "
            "table=table)\n"
            + SCORED + "display(book)\ntable")



@pytest.mark.parametrize(("size", "width", "height"), SIZES, ids=[s[0] for s in SIZES])
def test_a_fan_opened_at_the_table_is_won_there(open_notebook, lab_server, size, width,
                                                height):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-fanbook-table-{secrets.token_hex(3)}.ipynb",
                                     [cell(size)])
    nb = open_notebook(path)
    nb.page.set_viewport_size({"width": width, "height": height})
    nb.run_all()
    page = nb.page
    book = page.locator(".paixue-fanbook")
    table = page.locator(".paixue-table")
    expect(book).to_have_attribute("data-size", size)
    detail = book.locator('[data-role="detail"]')
    expect(detail).to_have_attribute("data-fan", "haidilaoyue")
    book.evaluate("e => e.scrollIntoView({block: 'start'})")
    save_shot(SHOT, book, f"fanbook-table-{size}-en-book")

    # 海底捞月: dealt at the table below, at the wall's last tile, which the learner drew
    detail.locator('[data-role="table"]').click()
    expect(book.locator('[data-role="message"]')).to_contain_text("wall's last tile")
    win = table.locator('[data-role="option"][data-option="win"]')
    expect(win).to_have_count(1)
    expect(win).to_have_attribute("data-tiles", "1p")
    assert py_value(nb, "table.game.table.remaining") == 0
    save_shot(SHOT, table, f"fanbook-table-{size}-en-table")
    win.click()
    expect(table.locator('[data-role="log"]')).to_contain_text("wins")
    assert py_value(nb, "scored('haidilaoyue')") is True

    # in Chinese: 杠上炮, the 上家's kong and its discard, then 胡
    book.locator('[data-role="lang"]').click()
    table.locator('[data-role="lang"]').click()
    expect(book).to_have_attribute("data-lang", "zh")
    expect(table).to_have_attribute("data-lang", "zh")
    book.locator('[data-role="list"] [data-fan="gangshangpao"]').click()
    expect(detail).to_have_attribute("data-fan", "gangshangpao")
    detail.locator('[data-role="table"]').click()
    expect(book.locator('[data-role="message"]')).to_contain_text("你的上家开杠")
    win = table.locator('[data-role="option"][data-option="win"]')
    expect(win).to_have_count(1)
    expect(win).to_contain_text("胡")
    save_shot(SHOT, table, f"fanbook-table-{size}-zh-table")
    win.click()
    expect(table.locator('[data-role="log"]')).to_contain_text("胡")
    assert py_value(nb, "scored('gangshangpao')") is True
    save_shot(SHOT, table, f"fanbook-table-{size}-zh-won")

