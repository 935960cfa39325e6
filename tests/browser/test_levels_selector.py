"""The opponents' levels, click by click, in a real JupyterLab and Chromium (issue 37): on the
hand table and on the 斗地主 table a seat's level selector, chosen, deals the hand again and
shows the new level's one-line description (what the kernel's registry says); the hand
table's Help shows the strong level's advice. With PX_SHOTS set to a folder, screenshots at
1280×720 Normal and 1920×1080 Large, in en and zh, are saved there.

Until the real strong players are merged a stand-in strong level (the club's action, a fixed
reason) is registered in the notebook for the test; the real one, once there, is used as is.
"""

from __future__ import annotations

import os
from pathlib import Path

from .card_table_page import shot
from .helpers import py_value

CELLS = ["""from widgets.engine.why import Why
from widgets.practice import levels as lv
from widgets.ui import DoudizhuTable, HandTable

def stand_in(game):  # a strong level for the test, only where none is registered yet
    club = lv.player(game, "club")
    def strong(g, d):
        action = lv.choose(game, "club", g, d).action
        return lv.Choice(action, Why("替身：和熟手一样出", "stand-in: plays as the club does"))
    lv.PLAYERS.setdefault((game, "strong"), lv.Level(game, "strong", strong,
                          "替身高手：为分数而打", "stand-in strong: plays for points"))

for game in ("mahjong", "doudizhu"):
    stand_in(game)
SIZE = "normal"
""", """t = HandTable("sichuan-xueliu", seed=7, human=0, lang="en", size=SIZE)
t""", """d = DoudizhuTable(seed=3, human=0, lang="en", size=SIZE)
d"""]


def level_text(root, seat: int) -> str:
    return root.locator(f'[data-role="levels"] .px-level[data-seat="{seat}"] '
                        '[data-role="level-text"]').inner_text()


def choose_strong(nb, root, game: str, seat: int) -> None:
    """Pick strong in ``seat``'s selector and see its description (the kernel's) appear."""
    from playwright.sync_api import expect

    strip = root.locator('[data-role="levels"]')
    expect(strip).to_be_visible()
    before = level_text(root, seat)
    assert before == py_value(nb, f'lv.player("{game}", "club").describe("en")')
    strip.locator(f'select[data-seat="{seat}"]').select_option("strong")
    want = py_value(nb, f'lv.player("{game}", "strong").describe("en")')
    expect(strip.locator(f'.px-level[data-seat="{seat}"]')).to_have_attribute(
        "data-level", "strong")
    expect(strip.locator(f'.px-level[data-seat="{seat}"] [data-role="level-text"]')
           ).to_have_text(want)
    assert want != before


def test_choose_a_level_on_the_hand_table_and_the_doudizhu_table(open_screen):
    from playwright.sync_api import expect

    nb = open_screen(1280, 720, CELLS)
    table = nb.page.locator(".paixue-table").first
    expect(table.locator('[data-role="levels"] select')).to_have_count(3)  # 南 西 北
    choose_strong(nb, table, "mahjong", 1)
    assert py_value(nb, "list(t.game.levels)") == ["club", "strong", "club", "club"]
    assert py_value(nb, "t.game.seed") == 7
    table.locator('[data-role="help"]').click()
    advice = table.locator('[data-role="help-panel"] [data-role="advice"]')
    expect(advice).to_contain_text("A strong player would")

    ddz = nb.page.locator(".paixue-doudizhu").first
    expect(ddz.locator('[data-role="levels"] select')).to_have_count(2)  # 乙 丙
    choose_strong(nb, ddz, "doudizhu", 2)
    assert py_value(nb, "list(d.game.levels)") == ["club", "club", "strong"]
    ddz.locator('[data-role="decision"] button[data-kind="hint"]').first.click()
    expect(ddz.locator('[data-role="advice"]')).to_contain_text("A strong player would")
    for name, root in (("table", table), ("ddz", ddz)):
        shot_levels(root, f"{name}-1280-normal-en")
        root.locator('[data-role="lang"], [data-kind="lang"]').first.click()
        expect(root.locator('[data-role="levels"] select').first).to_contain_text("高手")
        shot_levels(root, f"{name}-1280-normal-zh")


def shot_levels(root, name: str) -> None:
    """The window with the table's top, and with its levels strip in the middle (PX_SHOTS)."""
    shot(root, f"{name}-top")
    folder = os.environ.get("PX_SHOTS")
    if folder:
        root.locator('[data-role="levels"]').evaluate(
            "(el) => el.scrollIntoView({block: 'center'})")
        root.page.wait_for_timeout(300)
        root.page.screenshot(path=str(Path(folder) / f"{name}-levels.png"))


def test_the_levels_at_1920_large(open_screen):
    """A projector: the selector and its descriptions in Large, zh and en (screenshots)."""
    from playwright.sync_api import expect

    cells = [CELLS[0].replace('SIZE = "normal"', 'SIZE = "large"'), *CELLS[1:]]
    nb = open_screen(1920, 1080, cells)
    for name in ("table", "doudizhu"):
        root = nb.page.locator(f".paixue-{name}").first
        strip = root.locator('[data-role="levels"]')
        expect(strip).to_be_visible()
        box = strip.bounding_box()
        assert box and box["width"] <= 1920, box
        for text in strip.locator('[data-role="level-text"]').all_inner_texts():
            assert text.strip()
        shot_levels(root, f"{name}-1920-large-en")
        root.locator('[data-role="lang"], [data-kind="lang"]').first.click()
        expect(strip.locator("select").first).to_contain_text("熟手")
        shot_levels(root, f"{name}-1920-large-zh")
