"""An exercise shows 斗地主's and 三张's cards as cards and 推筒子's tiles as tiles, not notation
(issue 41): in a real JupyterLab and Chromium each card of its rows is drawn as a card face (an
SVG with its rank and suit symbol), each tile as a tile, labelled for a screen reader, in
English and in Chinese."""

from __future__ import annotations

import os
import secrets
from pathlib import Path

import pytest

CELL = """from widgets.ui import Exercise

e = Exercise.choice("Which is a 双顺?", ["(a)", "(b)"], 1, game="doudizhu", lang="{lang}",
                    size="{size}", cards=[("(a)", "3344"), ("(b)", "334455+B")])
f = Exercise.choice("Which is higher?", ["金花", "顺子"], 0, game="sanzhang", lang="{lang}",
                    size="{size}", cards=[("金花", "3h 8h Jh"), ("顺子", "9s Th Jd")])
g = Exercise.choice("Who wins?", ["banker", "player"], 0, game="tuitongzi", lang="{lang}",
                    size="{size}", cards=[("banker", "28"), ("player", "F9")])
display(e, f, g)"""
SCREENS = [({"width": 1280, "height": 720}, "normal", "en"),
           ({"width": 1920, "height": 1080}, "large", "zh")]


@pytest.mark.parametrize(("screen", "size", "lang"), SCREENS, ids=["1280-normal", "1920-large"])
def test_the_cards_of_an_exercise_are_drawn_as_cards(open_notebook, lab_server, screen, size,
                                                     lang):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-excards-{secrets.token_hex(3)}.ipynb",
                                     [CELL.format(lang=lang, size=size)])
    nb = open_notebook(path)
    nb.page.set_viewport_size(screen)
    nb.run_all()
    plays, hands = nb.page.locator(".paixue-exercise").nth(0), nb.page.locator(
        ".paixue-exercise").nth(1)
    rows = plays.locator('[data-role="cards"]')
    expect(rows).to_have_count(2)
    expect(rows.nth(1).locator("[data-card]")).to_have_count(7)
    expect(rows.nth(1).locator("[data-card] svg")).to_have_count(7)
    joker = rows.nth(1).locator('[data-card="B"]')
    expect(joker).to_have_attribute("aria-label", "小王 B" if lang == "zh" else "small joker B")
    heart = hands.locator('[data-role="cards"]').nth(0).locator('[data-card="3h"]')
    expect(heart).to_have_attribute("data-red", "true")
    expect(heart).to_contain_text("♥")
    tiles = nb.page.locator(".paixue-exercise").nth(2).locator('[data-role="cards"]')
    expect(tiles.nth(1).locator(".px-tile svg")).to_have_count(2)  # 二八杠's tiles as tiles
    expect(tiles.nth(1).locator('[data-tile="F"]')).to_have_attribute(
        "aria-label", "发财" if lang == "zh" else "Green dragon")
    shots = os.environ.get("PX_SHOTS")  # a folder: keep the pictures to look at
    if shots:
        plays.evaluate("el => el.scrollIntoView({block: 'start'})")
        nb.page.screenshot(path=str(Path(shots) / f"excards-{size}-{lang}.png"))
        tiles.first.evaluate("el => el.scrollIntoView({block: 'start'})")
        nb.page.screenshot(path=str(Path(shots) / f"extiles-{size}-{lang}.png"))
