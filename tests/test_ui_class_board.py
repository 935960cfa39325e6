"""The teacher's class board in a notebook (``widgets.ui.Class``, issue 40), driven as its
page drives it (intents: tick, reveal, next, hide, export) against the class API in this
process on 127.0.0.1."""

import pytest
from classroom_client import InProcess

from widgets.classroom.limits import ClassError
from widgets.ui import Class, HandLab

HAND = "123m456m789m11p23p5s"
CANONICAL = "123456789m1123p5s"  # the notation as the engine writes it


@pytest.fixture
def cls(tmp_path):
    server = InProcess.start_in(tmp_path)
    (tmp_path / "teacher-link.txt").write_text(
        f"http://127.0.0.1:{server.port}/class/teacher#key={server.key}\n", encoding="utf-8")
    server.folder = tmp_path
    yield server
    server.stop()


def test_a_lab_position_asked_counted_revealed_and_exported(cls, tmp_path, monkeypatch):
    board = Class(cls.folder, lang="en")
    assert board.view["state"] == "idle" and board.view["code"] == cls.code
    assert board.view["address"] == f"http://127.0.0.1:{cls.port}/class/"  # no address file
    a, b = cls.join("Ana"), cls.join("<b>Bo</b>")
    assert board.ask(HandLab("sichuan-xuezhan", HAND)) == 1
    assert board.view["state"] == "question" and board.view["hand"] == CANONICAL
    assert board.view["missing"] == ["Ana", "<b>Bo</b>"]  # text: the page draws it as text
    qid = cls.state(a)["question"]["id"]
    cls.answer(a, qid, "5s")
    cls.answer(b, qid, "2p")
    board.handle({"kind": "tick"})
    counts = {bar["option"]: bar["count"] for bar in board.view["bars"]}
    assert counts["5s"] == 1 and counts["2p"] == 1 and sum(counts.values()) == 2
    assert not any(bar["right"] for bar in board.view["bars"])  # not before the reveal
    assert board.view["answered"] == "2 of 2 answered" and "answer" not in board.view
    board.handle({"kind": "reveal"})
    assert board.view["state"] == "revealed" and board.view["answer"] == "五条 5s"
    assert [bar["option"] for bar in board.view["bars"] if bar["right"]] == ["5s"]
    assert cls.state(a)["question"]["right"] is True
    monkeypatch.chdir(tmp_path)
    board.handle({"kind": "export"})
    saved = tmp_path / f"class-{cls.code}.csv"
    assert saved.is_file() and "<b>Bo</b>,2p,False" in saved.read_text(encoding="utf-8-sig")
    assert str(saved) in board.message["text"]
    board.handle({"kind": "tick"})
    assert str(saved) in board.message["text"]  # a tick keeps what the last click said
    board.handle({"kind": "next"})
    assert board.view["state"] == "idle"


def test_hidden_counts_are_not_sent_to_the_page_until_the_reveal(cls):
    board = Class(cls.folder, lang="zh")
    board.ask({"kind": "waits", "code": "x", "options": ["1m", "4m"], "answer": "1m",
               "reason": "r"})
    board.handle({"kind": "hide", "value": True})
    assert board.view["counts_shown"] is False and board.view["bars"] == []
    assert board.view["answered"] == "0 人中已有 0 人作答"
    board.handle({"kind": "reveal"})
    assert board.view["counts_shown"] is True and len(board.view["bars"]) == 2
    board.handle({"kind": "hide", "value": "yes"})
    assert board.message["level"] == "warning" and "true 或 false" in board.message["text"]


def test_a_refusal_and_a_lost_server_are_said_in_the_widget(cls):
    board = Class(cls.folder, lang="zh")
    board.handle({"kind": "reveal"})  # no question open
    assert board.message["level"] == "warning" and "没有题目" in board.message["text"]
    with pytest.raises(ClassError, match="bad-question"):
        board.ask({"kind": "x"})
    cls.stop()
    board.handle({"kind": "tick"})  # the server is gone: said, never raised
    assert board.view["state"] == "offline" and "make class" in board.view["offline"]
    board.handle({"kind": "next"})
    assert board.message["level"] == "warning" and "连不上" in board.message["text"]


def test_a_wrong_key_or_no_class_folder_is_refused_naming_it(cls, tmp_path):
    link = tmp_path / "teacher-link.txt"
    link.write_text(link.read_text(encoding="utf-8").replace("#key=", "#key=x"),
                    encoding="utf-8")
    with pytest.raises(ClassError, match="not-teacher"):
        Class(cls.folder)
    with pytest.raises(FileNotFoundError, match="make class"):
        Class(tmp_path / "nowhere")


def test_the_board_removes_a_student_and_locks_the_class(cls):
    board = Class(cls.folder, lang="en")
    cls.join("Ana")
    cls.join("<b>Bo</b>")
    board.handle({"kind": "tick"})
    assert [s["name"] for s in board.view["students"]] == ["Ana", "<b>Bo</b>"]
    assert board.view["students"][0]["hint"] == "Remove Ana from the class"
    board.handle({"kind": "remove", "value": "<b>Bo</b>"})
    assert [s["name"] for s in board.view["students"]] == ["Ana"]
    assert board.message["text"] == "<b>Bo</b> is out of the class"
    board.handle({"kind": "remove", "value": "Nobody"})
    assert board.message["level"] == "warning" and "Nobody" in board.message["text"]
    board.handle({"kind": "lock", "value": True})
    assert board.view["locked"] is True and cls.board()["locked"] is True
    status, err = cls.call("POST", "/class/api/join", {"code": cls.code, "name": "Cy"})
    assert err["error"] == "locked"
    board.handle({"kind": "lock", "value": 1})
    assert board.message["level"] == "warning" and "true or false" in board.message["text"]
    board.lock(False)  # from Python too
    assert board.view["locked"] is False
    board.remove("ana")
    assert board.view["students"] == [] and board.view["joined"] == 0


def test_a_set_question_has_a_bar_per_set_and_the_right_one_only_at_the_reveal(cls):
    board = Class(cls.folder, lang="en")
    a, b = cls.join("Ana"), cls.join("Bo")
    board.ask(HandLab("sichuan-xuezhan", "123m456m789m11p23p").class_question("waits"))
    qid = cls.state(a)["question"]["id"]
    assert cls.answer(a, qid, ["1p"])[0] == 200
    assert cls.answer(b, qid, ["1p"])[0] == 200
    board.handle({"kind": "tick"})
    # nobody chose the right set yet: no bar gives it away on the projector
    assert [(x["option"], x["count"]) for x in board.view["bars"]] == [("1p", 2)]
    board.handle({"kind": "reveal"})
    bars = {x["option"]: x for x in board.view["bars"]}
    assert bars["1p 4p"]["right"] and bars["1p 4p"]["count"] == 0 and not bars["1p"]["right"]
    assert bars["1p 4p"]["label"] == "一筒 1p 四筒 4p" and board.view["answer"] == "一筒 1p 四筒 4p"


def test_a_question_of_many_options_draws_only_the_chosen_and_at_the_reveal_the_right():
    from widgets.ui.class_board.board import MANY_OPTIONS, bars

    options = [f"{n}x" for n in range(MANY_OPTIONS + 5)]  # a 斗地主 play's many ways
    q = {"options": options, "answer": ["3x"], "revealed": False, "labels": None}
    board = {"question": q, "counts": dict.fromkeys(options, 0) | {"7x": 2, "9x": 1}}
    assert [b["option"] for b in bars(board, "en")] == ["7x", "9x"]
    q["revealed"] = True
    assert [(b["option"], b["right"]) for b in bars(board, "en")] == [
        ("3x", True), ("7x", False), ("9x", False)]
    few = {"question": q | {"options": options[:4]}, "counts": {"7x": 0}}
    assert len(bars(few, "en")) == 4  # a hand's few options: every one drawn
