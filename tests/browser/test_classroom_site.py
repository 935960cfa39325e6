"""One class question end to end with the students in the OFFLINE SITE (issue 40): the real
class server (``python -m widgets.classroom``) serves build/site and the class API on
127.0.0.1; the teacher's page starts a hand lab's best discard; three students, each in its
own Chromium context (three phones or laptops), open a lesson of the site, where Python runs
in the browser (Pyodide), join with ``Student(code, name, lab)`` and answer by clicking a tile
in their own hand lab. The lab opens the question's position, the click is sent (one student
changes their mind), the teacher's page counts three answers, reveals, and each student's lab
says whether they were right and why, in its language. Nothing leaves 127.0.0.1 (the route
guard and the recording proxy of the site's tests).

The site must be built (``make site``); without it this test skips, except under CI=true."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from classroom_client import Subprocess
from playwright.sync_api import expect

from widgets.ui import HandLab

from .conftest import (
    ARTIFACTS_KEY,
    PAGES_KEY,
    close_all,
    fail_if,
    new_guarded_page,
    skip_or_fail,
)
from .site_harness import SITE_DIR, OffsiteRecorder, new_site_page, site_missing

KERNEL_BOOT_TIMEOUT = 240.0  # three Pyodides boot at once on 2 shared cores
STEP = 60_000  # ms for one step seen in a student's page (a look every 2 s, Python in Pyodide)
HOSTILE = '<img src=x onerror=pwned=1>'
# name, language, first click, last click (the engine's answer is 5s)
STUDENTS = [("Ana", "en", "1p", "5s"), ("王芳", "zh", "2p", "2p"), (HOSTILE, "en", "5s", "5s")]
LESSON = "00-start-here.ipynb"
SHOT = os.environ.get("PAIXUE_CLASS_SHOT")  # a folder: the students' pages after the reveal


class Origin:
    """What SitePage needs of a server: its address (here the class server's)."""

    def __init__(self, port: int) -> None:
        self.url = f"http://127.0.0.1:{port}"


@pytest.fixture
def classroom(browser, request, tmp_path_factory, tmp_path) -> Iterator[Any]:
    reason = site_missing(SITE_DIR)
    if reason:
        skip_or_fail(reason)
    server = Subprocess(port=0, folder=tmp_path / "classroom", site=SITE_DIR).launch()
    recorder = OffsiteRecorder().start()
    pages: list[Any] = []
    request.node.stash[PAGES_KEY] = pages
    request.node.stash[ARTIFACTS_KEY] = str(tmp_path_factory.getbasetemp())
    yield server, recorder, pages
    problems = close_all(pages)
    problems += [f"off-machine request (via the proxy): {r}" for r in recorder.requests]
    recorder.stop()
    server.stop()
    fail_if(problems)


def run_cell_on_top(nb: Any, code: str) -> None:
    """Put ``code`` in a new first cell of the open lesson and run it (as a student typing it
    would): its outputs are the widgets drawn in the page."""
    nb.page.evaluate(
        """([path, code]) => {
          const app = window.jupyterapp;
          const panel = window.__pxtest.panel(path);
          app.shell.activateById(panel.id);
          panel.content.model.sharedModel.insertCell(0, {cell_type: 'code', source: code});
          panel.content.activeCellIndex = 0;
          return app.commands.execute('notebook:run-cell');
        }""", [nb.path, code])


def test_three_students_answer_in_the_offline_site(browser, classroom):
    server, recorder, pages = classroom
    asked = HandLab("sichuan-xuezhan", "123m456m789m11p23p5s")
    question, hand = asked.class_question(), asked.view["hand"]["text"]
    assert question["answer"] == ["5s"]

    teacher = new_guarded_page(browser, context_options={
        "viewport": {"width": 1920, "height": 1080}})
    pages.append(teacher)
    teacher.page.goto((server.folder / "teacher-link.txt").read_text(encoding="utf-8").strip())
    board = teacher.page.locator(".paixue-class-teacher")
    expect(board).to_have_attribute("data-state", "idle")

    students = []
    for _ in STUDENTS:  # every Pyodide boots at once
        nb = new_site_page(browser, Origin(server.port), recorder, LESSON)  # type: ignore[arg-type]
        pages.append(nb)
        nb.page.goto(f"{nb.site.url}/lab/index.html?path={LESSON}", wait_until="domcontentloaded")
        students.append(nb)
    labs, seats = [], []
    for nb, (name, lang, _, _) in zip(students, STUDENTS, strict=True):
        nb.wait_kernel_idle(KERNEL_BOOT_TIMEOUT)
        run_cell_on_top(nb, "from widgets.ui import HandLab, Student\n"
                        f"lab = HandLab('sichuan-xuezhan', '1m', lang={lang!r})\n"
                        f"me = Student({server.code.lower()!r}, {json.dumps(name)}, lab, "
                        f"lang={lang!r})\ndisplay(me, lab)")
        seat = nb.page.locator(".paixue-class-seat").first
        expect(seat).to_have_attribute("data-state", "idle", timeout=STEP)
        expect(seat.locator('[data-role="name"]')).to_have_text(name)  # drawn as text
        labs.append(nb.page.locator(".paixue-handlab").first)
        seats.append(seat)
    expect(board.locator(".px-joined")).to_have_text("3")

    teacher.page.fill(".px-payload", json.dumps(question))
    board.locator(".px-start").click()
    expect(board).to_have_attribute("data-state", "question")
    for lab, seat, (_, lang, first, _) in zip(labs, seats, STUDENTS, strict=True):
        # the student's own lab opens the question's position, then the click is the answer
        expect(lab).to_have_attribute("data-hand", hand, timeout=STEP)
        expect(seat).to_have_attribute("data-state", "question")
        lab.locator(f'[data-role="hand-tiles"] button[data-tile="{first}"]').first.click()
        expect(lab.locator('[data-role="message"]')).to_contain_text(
            "已提交" if lang == "zh" else "Sent", timeout=STEP)
        expect(lab).to_have_attribute("data-hand", hand)  # not a discard
    for lab, (_, _, first, last) in zip(labs, STUDENTS, strict=True):
        if last != first:  # a change of mind before the reveal
            lab.locator(f'[data-role="hand-tiles"] button[data-tile="{last}"]').first.click()
            expect(lab.locator('[data-role="message"]')).to_contain_text(last, timeout=STEP)
    expect(board).to_have_attribute("data-answered", "3")

    board.locator(".px-reveal").click()
    expect(board).to_have_attribute("data-state", "revealed")
    for option, n in {"5s": "2", "2p": "1", "1p": "0"}.items():
        expect(board.locator(f".px-bar-row[data-option='{option}']")).to_have_attribute(
            "data-count", n)
    for lab, seat, (_, lang, _, last) in zip(labs, seats, STUDENTS, strict=True):
        right = last == "5s"
        expect(seat).to_have_attribute("data-state", "revealed", timeout=STEP)
        expect(seat).to_have_attribute("data-right", str(right).lower())
        said = lab.locator('[data-role="message"]')
        if lang == "zh":
            expect(said).to_contain_text("答对了" if right else "不对")
            expect(said).to_contain_text(question["reason"]["zh"].split("\n")[0])
        else:
            expect(said).to_contain_text("Right!" if right else "Not right")
            expect(said).to_contain_text(question["reason"]["en"].split("\n")[0])
    if SHOT:  # en at 1280×720, zh at 1920×1080 Large
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        for i, (w, h, large) in enumerate([(1280, 720, False), (1920, 1080, True)]):
            page = students[i].page
            page.set_viewport_size({"width": w, "height": h})
            if large:
                seats[i].locator('[data-role="size"]').click()
                expect(labs[i]).to_have_attribute("data-size", "large", timeout=STEP)
            seats[i].scroll_into_view_if_needed()
            page.screenshot(path=str(Path(SHOT) / f"student-{STUDENTS[i][1]}-{w}.png"))
    assert all("pwned" not in nb.page.evaluate("() => Object.keys(window).join(' ')")
               for nb in students)
    assert "Pyodide" in students[0].execute("import sys; print(sys.platform, 'Pyodide')")
    # the cell run again (or the page reloaded): the token kept in the site's own files
    # (paixue-class.json) makes it the same student, not a "name taken"
    again = students[0].execute(f"again = Student({server.code!r}, 'ana', lang='en')\n"
                                "print(again.seat.token == me.seat.token, "
                                "again.question['my_answer'])")
    assert again.split() == ["True", "5s"], again
