"""The fan book (issue 39), click by click in a real JupyterLab and Chromium, at 1280×720
(normal size) and 1920×1080 (Large), in English then Chinese: a click on a fan shows its
example with the events that make it and the winning tile marked; "What if…" shows the near
miss and why; "Open in the lab" puts it in the hand lab linked below; a search by pinyin
opens 清一色 with every tile marked; the language button redraws it all in Chinese. The
hands and scores come from Python (the book); the page only draws them.

PAIXUE_FANBOOK_SHOT=<folder> saves a screenshot of each state, for review."""

from __future__ import annotations

import os
import secrets

import pytest

from .helpers import SEEN_JS, py_value, save_shot

SHOT = os.environ.get("PAIXUE_FANBOOK_SHOT")
SIZES = [("normal", 1280, 720), ("large", 1920, 1080)]


def cell(size: str) -> str:
    return ("from IPython.display import display\n"
            "from widgets.ui import FanBook, HandLab\n"
            f"lab = HandLab('sichuan-xuezhan', lang='en', size={size!r})\n"
            f"book = FanBook('sichuan-xuezhan', lang='en', size={size!r}, lab=lab)\n"
            "display(book)\nlab")



@pytest.mark.parametrize(("size", "width", "height"), SIZES, ids=[s[0] for s in SIZES])
def test_fan_book_clicks(open_notebook, lab_server, size, width, height):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-fanbook-{secrets.token_hex(3)}.ipynb",
                                     [cell(size)])
    nb = open_notebook(path)
    nb.page.set_viewport_size({"width": width, "height": height})
    nb.run_all()
    page = nb.page
    root = page.locator(".paixue-fanbook")
    expect(root).to_have_attribute("data-variant", "sichuan-xuezhan")
    expect(root).to_have_attribute("data-size", size)
    # the 20 fans, then the 一炮多响 situation (tests/test_fan_book_situations.py)
    expect(root.locator('[data-role="list"] [data-fan]')).to_have_count(21)
    root.evaluate("e => e.scrollIntoView({block: 'start'})")

    # a situational fan: its events, the winning tile marked
    root.locator('[data-role="list"] [data-fan="gangshanghua"]').click()
    detail = root.locator('[data-role="detail"]')
    expect(detail).to_have_attribute("data-fan", "gangshanghua")
    events = detail.locator('[data-role="example-events"] [data-event]')
    expect(events).to_have_count(2)
    expect(detail.locator('[data-event="after_kong"]')).to_contain_text("After a kong")
    expect(detail.locator('[data-group="winning"] [data-marked="true"]')).to_have_count(1)
    lines = detail.locator('[data-role="example-lines"]')
    expect(lines.locator('[data-line="gangshanghua"]')).to_have_count(1)
    got = page.evaluate(SEEN_JS, [detail.locator(s).element_handle() for s in (
        '[data-role="example"]', '[data-role="whatif"]', '[data-role="lab"]')])
    assert all(g["inside"] and g["shown"] for g in got), got
    save_shot(SHOT, root, f"fanbook-{size}-en-example")

    # what if: the near miss, why, and no 杠上花 line
    detail.locator('[data-role="whatif"]').click()
    expect(detail.locator('[data-role="why"]')).to_contain_text("without")
    expect(detail.locator('[data-role="miss-lines"] [data-line="gangshanghua"]')).to_have_count(0)
    expect(detail.locator('[data-role="miss-total"]')).not_to_be_empty()
    save_shot(SHOT, root, f"fanbook-{size}-en-miss")

    # open in the lab: the lab below now holds the near miss
    detail.locator('[data-role="lab"]').click()
    expect(root.locator('[data-role="message"]')).to_contain_text("Opened in the hand lab")
    assert py_value(nb, "lab.code == book.lab_code('gangshanghua', miss=True)") is True

    # search by pinyin: one hit opens it; every tile of 清一色 is marked
    box = root.locator('[data-role="search"]')
    box.fill("qing yi se")
    box.press("Enter")
    expect(root.locator('[data-role="list"] [data-fan]')).to_have_count(1)
    expect(detail).to_have_attribute("data-fan", "qingyise")
    expect(detail.locator('[data-marked="true"]')).to_have_count(14)

    # the language button: the same fan in Chinese
    root.locator('[data-role="lang"]').click()
    expect(root).to_have_attribute("data-lang", "zh")
    expect(root.locator('[data-role="count"]')).to_have_text("1 个番种")
    expect(detail.locator('[data-role="exclusion"]')).to_contain_text("牌型")
    expect(detail.locator('[data-role="whatif"]')).to_have_text("假如…")
    save_shot(SHOT, root, f"fanbook-{size}-zh-search")
    detail.locator('[data-role="whatif"]').click()
    expect(detail.locator('[data-role="why"]')).to_contain_text("不计")
    save_shot(SHOT, root, f"fanbook-{size}-zh-miss")


def card_cell(size: str) -> str:
    return ("from IPython.display import display\n"
            "from widgets.ui import FanBook\n"
            "from widgets.ui.card_lab.cards import CardTable\n"
            f"table = CardTable('doudizhu', lang='en', size={size!r})\n"
            f"cbook = FanBook('doudizhu', lang='en', size={size!r}, lab=table)\n"
            "display(cbook)\ntable")


@pytest.mark.parametrize(("size", "width", "height"), SIZES, ids=[s[0] for s in SIZES])
def test_hand_types_book_clicks(open_notebook, lab_server, size, width, height):
    """斗地主's hand types book: a type's example drawn as cards with the trio marked (the
    kicker not), what if, open in the card table linked below, search by other name, zh."""
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-handtypes-{secrets.token_hex(3)}.ipynb",
                                     [card_cell(size)])
    nb = open_notebook(path)
    nb.page.set_viewport_size({"width": width, "height": height})
    nb.run_all()
    page = nb.page
    root = page.locator(".paixue-handtypes")
    expect(root).to_have_attribute("data-variant", "doudizhu")
    expect(root).to_have_attribute("data-size", size)
    expect(root.locator('[data-role="list"] [data-fan]')).to_have_count(14)
    root.evaluate("e => e.scrollIntoView({block: 'start'})")

    root.locator('[data-role="list"] [data-fan="trio_single"]').click()
    detail = root.locator('[data-role="detail"]')
    expect(detail).to_have_attribute("data-type", "trio_single")
    cards = detail.locator('[data-role="example-cards"] .px-card')
    expect(cards).to_have_count(4)
    expect(detail.locator('[data-role="example-cards"] [data-marked="true"]')).to_have_count(3)
    expect(cards.nth(3)).not_to_have_attribute("data-marked", "true")
    expect(detail.locator('[data-role="example-is"]')).to_contain_text("333+4")
    got = page.evaluate(SEEN_JS, [detail.locator(s).element_handle() for s in (
        '[data-role="example"]', '[data-role="whatif"]', '[data-role="lab"]')])
    assert all(g["inside"] and g["shown"] for g in got), got
    save_shot(SHOT, root, f"handtypes-{size}-en-example")

    detail.locator('[data-role="whatif"]').click()
    expect(detail.locator('[data-role="why"]')).to_contain_text("bomb")
    expect(detail.locator('[data-role="miss-cards"] [data-card="3"]')).to_have_count(4)
    save_shot(SHOT, root, f"handtypes-{size}-en-miss")

    detail.locator('[data-role="lab"]').click()
    expect(root.locator('[data-role="message"]')).to_contain_text("Opened in the card table")
    assert py_value(nb, "table.slot('play')") == "3333"

    box = root.locator('[data-role="search"]')
    box.fill("wang zha")
    box.press("Enter")
    expect(root.locator('[data-role="list"] [data-fan]')).to_have_count(1)
    expect(detail).to_have_attribute("data-type", "rocket")
    expect(detail.locator('[data-role="beats"] [data-beats]')).to_have_count(13)

    root.locator('[data-role="lang"]').click()
    expect(root).to_have_attribute("data-lang", "zh")
    expect(root.locator('[data-role="count"]')).to_have_text("1 种牌型")
    expect(detail.locator('[data-role="compares"]')).to_contain_text("任何牌")
    save_shot(SHOT, root, f"handtypes-{size}-zh-rocket")
    detail.locator('[data-role="whatif"]').click()
    expect(detail.locator('[data-role="why"]')).to_contain_text("单牌")
    save_shot(SHOT, root, f"handtypes-{size}-zh-miss")
