"""The new kinds of class question in a real JupyterLab (issue 40): a student's notebook with
``Student(code, name, lab, table)``, the teacher's ``Class()`` board beside it; the teacher
asks the waits of a ready hand (picked tile by tile in the lab's tile picker), a claim (the
Student widget's buttons) and a 斗地主 play (cards clicked out of the hand), each drawn in the
student's widget without the engine's answer until the reveal, then right or wrong with why.
The class server is the real one on 127.0.0.1.

``PAIXUE_CLASS_SHOT`` (a folder) saves the screens: 1920×1080 Large in English, 1280×720 in
Chinese."""

from __future__ import annotations

import os
from pathlib import Path

from classroom_client import Subprocess
from playwright.sync_api import expect

from widgets.ui import CardTable, HandLab

SHOT = os.environ.get("PAIXUE_CLASS_SHOT")
READY = "123m456m789m11p23p"  # ready on 1p and 4p
# ms for a step that waits on the Student widget's look (every 2 s, an HTTP call and the
# lab's view in the kernel): generous, for a machine shared with other test runs
STEP = 90_000


def _shot(page, name):
    if SHOT:
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOT) / name), full_page=True)


def _next(board):
    """Move on, and wait until the board's kernel has closed the question: the click reaches
    the kernel later than the test's own start of the next question would (under load it
    closed the new question instead)."""
    board.locator("[data-role=next]").click()
    expect(board.locator("[data-role=next]")).to_have_count(0, timeout=STEP)


def test_waits_claim_and_card_play_in_the_students_own_widgets(open_screen, tmp_path):
    server = Subprocess(port=0, folder=tmp_path / "classroom", site=tmp_path / "no-site").launch()
    try:
        nb = open_screen(1920, 1080, [
            "from widgets.ui import Class, Student, HandLab, CardTable\n"
            f"board = Class({str(server.folder)!r}, lang='en', size='large')\nboard",
            "lab = HandLab('sichuan-xuezhan', '1m', lang='en', size='large')\n"
            "table = CardTable('doudizhu', lang='en', size='large')\n"
            f"me = Student({server.code!r}, 'Ana', lab, table, "
            f"server='http://127.0.0.1:{server.port}', lang='en', size='large')\n"
            "display(me, lab, table)"])
        page = nb.page
        board, seat = page.locator(".paixue-class-board"), page.locator(".paixue-class-seat")
        lab, table = page.locator(".paixue-handlab"), page.locator(".paixue-cards")
        expect(seat).to_have_attribute("data-state", "idle")

        # the waits: the lab opens the hand with no analysis; each picker click joins the set
        server.start(HandLab("sichuan-xuezhan", READY).class_question("waits"))
        expect(lab).to_have_attribute("data-hand", "123456789m1123p", timeout=STEP)
        expect(lab).to_have_attribute("data-shanten", "none")  # the lab does not say 听牌
        expect(lab.locator("[data-role=held]")).to_contain_text("after the teacher's reveal")
        for tile in ("1p", "4p"):
            lab.locator(f'[data-slot="palette"] button[data-tile="{tile}"]').click()
            expect(lab.locator("[data-role=message]")).to_contain_text(tile)
        expect(board.locator(".px-class-bar[data-option='1p 4p']")).to_have_attribute(
            "data-count", "1")
        _shot(page, "kinds-waits-en-1920.png")
        board.locator("[data-role=reveal]").click()
        expect(seat).to_have_attribute("data-state", "revealed", timeout=STEP)
        expect(seat).to_have_attribute("data-right", "true")
        expect(lab).to_have_attribute("data-shanten", "0")  # its panels are back
        _next(board)

        # a claim: the lab shows the discard, the Student widget's buttons answer
        teacher = HandLab("sichuan-xuezhan", READY)
        teacher.handle({"kind": "claim_tile", "tile": "1p", "from_seat": 3})
        claim = teacher.class_question("claim")
        server.start(claim)
        seat.scroll_into_view_if_needed()  # JupyterLab draws the cells in view (windowing)
        expect(seat.locator(".px-class-option")).to_have_count(len(claim["options"]),
                                                               timeout=STEP)
        for kind in claim["answer"]:
            seat.locator(f".px-class-option[data-choice='{kind}']").click()
            expect(seat.locator(f".px-class-option[data-choice='{kind}']")).to_have_attribute(
                "aria-pressed", "true")
        _shot(page, "kinds-claim-en-1920.png")
        nb.execute("for w in (me, lab, table, board): w.handle({'kind': 'lang', 'value': 'zh'})")
        page.set_viewport_size({"width": 1280, "height": 720})
        expect(seat).to_have_attribute("data-lang", "zh")
        _shot(page, "kinds-claim-zh-1280.png")
        board.locator("[data-role=reveal]").click()
        expect(seat).to_have_attribute("data-right", "true", timeout=STEP)
        expect(seat.locator("[data-role=status]")).to_contain_text("答对了")
        _next(board)

        # a 斗地主 play: cards clicked out of the hand into the play; a beating play is sent
        play = CardTable("doudizhu", hand="345678TTJQK22B", previous="5").class_question()
        server.start(play)
        hand = table.locator("section[data-slot=hand]")
        table.scroll_into_view_if_needed()
        expect(hand).to_have_attribute("data-cards", "345678TTJQK22B", timeout=STEP)
        assert table.locator("[data-panel]").count() == 0  # no legal-responses panel to read
        hand.locator("button[data-card='2']").first.click()
        expect(table.locator("section[data-slot=play]")).to_have_attribute("data-cards", "2")
        expect(board.locator(".px-class-bar[data-option='2']")).to_have_attribute(
            "data-count", "1")
        _shot(page, "kinds-play-zh-1280.png")
        board.locator("[data-role=reveal]").click()
        expect(seat).to_have_attribute("data-right", "false", timeout=STEP)
        expect(seat.locator("[data-role=status]")).to_contain_text("高手")
        page.set_viewport_size({"width": 1920, "height": 1080})
        nb.execute("for w in (me, lab, table, board): w.handle({'kind': 'lang', 'value': 'en'})")
        expect(seat).to_have_attribute("data-lang", "en")
        _shot(page, "kinds-play-en-1920.png")
    finally:
        server.stop()
