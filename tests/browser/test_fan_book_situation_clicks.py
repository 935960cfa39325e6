"""一炮多响 in the fan book (issue 39), click by click in a real JupyterLab and Chromium, at
1280×720 (normal size) and 1920×1080 (Large), in English then Chinese: a search by pinyin opens
the situation entry — what the variant does with it, the events of one discard and two wins,
the discarder paying each winner; "Play it at the table" deals it at the hand table below,
the learner clicks Win and the table records two wins on that one discard. The settlement and
the deal come from Python; the page only draws them.

武汉's book says why it has none (one winner only).

PAIXUE_FANBOOK_SHOT=<folder> saves a screenshot of each state, for review."""

from __future__ import annotations

import os
import secrets

import pytest

from .helpers import py_value, save_shot

SHOT = os.environ.get("PAIXUE_FANBOOK_SHOT")
SIZES = [("normal", 1280, 720), ("large", 1920, 1080)]
TWO_WINS = """
def two_wins():
    '''The table's first two wins are on one discard, the first the learner's.'''
    ev = list(table.events)
    wins = [e for e in ev if e.type == "win"][:2]
    return (len(wins) == 2 and wins[0].seat == table.view["human"] != wins[1].seat
            and wins[0].from_seat == wins[1].from_seat is not None
            and wins[0].tile == wins[1].tile)
"""


def cell(size: str) -> str:
    return ("from IPython.display import display\n"
            "from widgets.ui import FanBook, HandTable\n"
            f"table = HandTable('sichuan-xuezhan', seed=1, human=0, lang='en', size={size!r},"
            " record=False)\n"
            f"book = FanBook('sichuan-xuezhan', lang='en', size={size!r}, table=table)\n"
            f"wuhan = FanBook('wuhan', key='yipaoduoxiang', lang='en', size={size!r})\n"
            + TWO_WINS + "display(book)\ndisplay(table)\nwuhan")



@pytest.mark.parametrize(("size", "width", "height"), SIZES, ids=[s[0] for s in SIZES])
def test_one_shot_several_winners_in_the_book_and_at_the_table(open_notebook, lab_server,
                                                               size, width, height):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-fanbook-yipao-{secrets.token_hex(3)}.ipynb",
                                     [cell(size)])
    nb = open_notebook(path)
    nb.page.set_viewport_size({"width": width, "height": height})
    nb.run_all()
    page = nb.page
    book = page.locator('.paixue-fanbook[data-variant="sichuan-xuezhan"]')
    table = page.locator(".paixue-table")
    expect(book).to_have_attribute("data-size", size)
    search = book.locator('[data-role="search"]')
    search.fill("yi pao duo")
    search.press("Enter")
    detail = book.locator('[data-role="detail"]')
    expect(detail).to_have_attribute("data-fan", "yipaoduoxiang")
    expect(detail.locator('[data-role="exclusion"]')).to_contain_text("allows it")
    expect(detail.locator('[data-role="example-events"]')).to_contain_text(
        "South wins on 5m (from East's discard); West wins on 5m")
    pays = detail.locator('[data-role="example-lines"] [data-line="pay"]')
    expect(pays).to_have_count(2)
    expect(pays.first).to_contain_text("East pays South 1")
    expect(detail.locator('[data-role="example-total"]')).to_contain_text("East -2")
    save_shot(SHOT, book, f"fanbook-yipao-{size}-en-book")

    detail.locator('[data-role="table"]').click()
    expect(book.locator('[data-role="message"]')).to_contain_text("the player across")
    win = table.locator('[data-role="option"][data-option="win"]')
    expect(win).to_have_count(1)
    save_shot(SHOT, table, f"fanbook-yipao-{size}-en-table")
    win.click()
    expect(table.locator('[data-role="log"]')).to_contain_text("wins")
    assert py_value(nb, "two_wins()") is True
    save_shot(SHOT, table, f"fanbook-yipao-{size}-en-won")

    # in Chinese: the same entry redrawn, dealt again and won with 胡
    book.locator('[data-role="lang"]').click()
    table.locator('[data-role="lang"]').click()
    expect(book).to_have_attribute("data-lang", "zh")
    expect(table).to_have_attribute("data-lang", "zh")
    expect(detail.locator('[data-role="exclusion"]')).to_contain_text("允许一炮多响")
    expect(pays.first).to_contain_text("东家付南家 1")
    save_shot(SHOT, book, f"fanbook-yipao-{size}-zh-book")
    detail.locator('[data-role="table"]').click()
    expect(book.locator('[data-role="message"]')).to_contain_text("对家也和")
    win = table.locator('[data-role="option"][data-option="win"]')
    expect(win).to_contain_text("胡")
    win.click()
    expect(table.locator('[data-role="log"]')).to_contain_text("胡")
    assert py_value(nb, "two_wins()") is True
    save_shot(SHOT, table, f"fanbook-yipao-{size}-zh-won")

    # 武汉: one winner only, the engine's reason where the example would be, no table button
    wuhan = page.locator('.paixue-fanbook[data-variant="wuhan"]')
    expect(wuhan.locator('[data-role="detail"]')).to_have_attribute("data-fan", "yipaoduoxiang")
    expect(wuhan.locator('[data-role="exclusion"]')).to_contain_text("不存在一炮多响")
    expect(wuhan.locator('[data-role="table"]')).to_have_count(0)
    save_shot(SHOT, wuhan, f"fanbook-yipao-{size}-en-wuhan")
