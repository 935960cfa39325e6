"""A student's side of the class (issue 40) from Python: joining with the class code and a
name, the lesson's own widget opening the question's position, the click being the answer
(sent once, changeable until the reveal), the verdict and reason after it; bad input refused
in zh and en before anything is sent; an unreachable server said, not waited on. The server
runs in this process on 127.0.0.1 (tests/classroom_client.py)."""

import pytest
from classroom_client import InProcess

from widgets.classroom.limits import ClassError
from widgets.classroom.student import Seat, class_code, server_address
from widgets.ui import Class, Drill, HandLab, Student
from widgets.ui.shared import view as v


@pytest.fixture
def cls(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # where Student keeps a student's token (paixue-class.json)
    server = InProcess.start_in(tmp_path)
    yield server
    server.stop()


def address(cls):
    return f"http://127.0.0.1:{cls.port}/class/"


def test_a_hand_lab_opens_the_question_and_its_click_is_the_answer(cls):
    teacher_lab = HandLab("sichuan-xuezhan", "123m456m789m11p23p5s")
    mine = HandLab("sichuan-xuezhan", "1m", lang="en")  # the notes: in the lab's language
    other = Drill("sichuan-xuezhan", kinds=("discard",))
    me = Student(f" {cls.code.lower()} ", "  Li  Wei ", other, mine, server=address(cls),
                 lang="en")
    assert me.seat.name == "Li Wei" and me.view["state"] == "idle"
    qid = cls.start(teacher_lab.class_question())
    me.look()
    assert mine.code == teacher_lab.code and mine.hand == teacher_lab.hand  # not the drill
    assert "Question 1" in mine.message["text"] and me.view["state"] == "question"
    # until the reveal the lab shows nothing of the answer: no discard ranking, no shanten,
    # no position code to paste into another lab (the server sent none)
    assert "code" not in me.question
    assert mine.view["analysis"]["discards"] == [] and mine.view["analysis"]["shanten"] is None
    assert mine.view["code"]["text"] == "" and mine.view["hand"]["text"] == str(mine.hand)
    # a click on a tile of the hand answers; the hand stays (it is not a discard)
    tiles = [v.tile_name(t) for t in v.hand_tiles(mine.hand)]
    mine.handle({"kind": "remove", "index": tiles.index("1m")})
    assert mine.hand == teacher_lab.hand and mine.message["text"].startswith("Sent: 一万 1m")
    mine.handle({"kind": "remove", "index": tiles.index("5s")})  # changed before the reveal
    board = cls.board()
    assert board["counts"]["5s"] == 1 and board["counts"]["1m"] == 0
    assert "answer" not in cls.state(me.seat.token)["question"]  # nothing told before the reveal
    cls.ok("POST", "/class/api/reveal", {}, teacher=True)
    me.look()
    assert me.view["right"] is True and mine.message["text"].startswith("Right!")
    assert "5s" in mine.message["text"]
    # the lab's note: the reason's lines about the answer and the student's choice (its own
    # panels show the whole ranking); the student widget: every line of it
    assert "9m" not in mine.message["text"] and "9m" in me.view["status"]
    assert mine.view["analysis"]["discards"][0]["tile"] == "5s"  # its panels are back
    assert mine.view["code"]["text"] == mine.code
    mine.handle({"kind": "remove", "index": 0})  # revealed: the lab is a lab again
    assert mine.hand.size == 13
    assert cls.board()["counts"]["5s"] == 1 and qid


def test_a_drill_pick_answers_and_the_verdict_says_why_in_chinese(cls):
    d = Drill("sichuan-xuezhan", kinds=("discard",), seed=3)
    cls.start(d.class_question())
    answer = sorted(d.question.answer)[0]
    wrong = next(c.value for c in d.question.choices if c.value not in d.question.answer)
    mine = Drill("sichuan-xuezhan", kinds=("dingque",), seed=9)
    me = Class.join(cls.code, "王芳", mine, server=address(cls))
    assert mine.code == d.code and mine.question.hand == d.question.hand
    assert mine.view["code"]["text"] == "" and mine.view["feedback"] is None
    mine.handle({"kind": "submit"})  # the drill does not grade: the teacher reveals
    assert "老师公布答案" in mine.message["text"] and mine.message["level"] == "warning"
    mine.handle({"kind": "pick", "value": wrong})
    assert "已提交" in mine.message["text"]
    cls.ok("POST", "/class/api/reveal", {}, teacher=True)
    me.look()
    text = mine.message["text"]
    assert text.startswith("不对") and me.view["right"] is False
    assert d.class_question()["reason"]["zh"].split("\n")[0] in text  # the engine's reason
    assert d.class_question()["labels"][answer]["zh"] in text


def test_a_question_no_widget_here_asks_is_answered_on_the_student_widget(cls):
    lab = HandLab("sichuan-xuezhan", "1m")
    me = Student(cls.code, "Mei", lab, server=address(cls), lang="en")
    d = Drill("sichuan-xuezhan", kinds=("discard",), seed=1)
    cls.start(d.class_question())
    me.look()
    assert lab.hand.size == 1 and "Question 1" in me.view["status"]  # no drill here:
    first = d.class_question()["options"][0]  # the Student widget's buttons answer it
    assert [o["value"] for o in me.view["options"]] == d.class_question()["options"]
    me.handle({"kind": "answer", "value": first})
    assert me.question["my_answer"] == first and me.view["options"][0]["chosen"] is True


@pytest.mark.parametrize("code, name, why", [
    ("", "Li", "class code"), ("<script>", "Li", "class code"), (42, "Li", "class code"),
    ("ABCDEF", "a\u202eb", "control"), ("ABCDEF", "", "empty"), ("ABCDEF", "x" * 40, "long")])
def test_bad_codes_and_names_are_refused_before_sending(code, name, why):
    def never(*_a):
        raise AssertionError("nothing is sent")

    with pytest.raises(ClassError) as e:
        Seat.join(code, name, server="http://127.0.0.1:9", send=never)
    assert why in e.value.en and e.value.zh and e.value.zh != e.value.en


@pytest.mark.parametrize("server", ["", "192.168.1.2", "ftp://x", "http://", "javascript:x",
                                    "http://h:notaport", None])
def test_a_bad_server_address_is_refused_with_an_example(server):
    with pytest.raises(ClassError) as e:
        server_address(server)
    assert "http://192.168.1.20:8000" in e.value.en and "地址" in e.value.zh


def test_the_class_code_is_read_as_typed():
    assert class_code("  k7m2qx ") == "K7M2QX"


def test_a_refused_join_and_a_server_not_there_say_why(cls):
    with pytest.raises(ClassError) as e:
        Student("WRONG9", "Li", server=address(cls))
    assert e.value.code == "bad-code" and "班级代码" in e.value.zh
    Seat.join(cls.code, "Li", server=address(cls))
    with pytest.raises(ClassError) as e:
        Seat.join(cls.code, "li", server=address(cls))
    assert e.value.code == "name-taken" and "换一个" in e.value.zh
    with pytest.raises(ClassError) as e:  # nothing listens there: refused at once, no hang
        Seat.join(cls.code, "Ann", server="http://127.0.0.1:9", timeout=2)
    assert e.value.code == "unreachable" and "make class" in e.value.en


def test_a_lost_server_is_shown_and_the_widget_keeps_working(cls):
    lab = HandLab("sichuan-xuezhan", "1m")
    me = Student(cls.code, "Kai", lab, server=address(cls), lang="en")
    cls.stop()
    me.handle({"kind": "tick"})
    assert "Cannot reach the class server" in me.view["offline"]
    assert me.message["level"] == ""  # a tick is no error: the page keeps asking


def test_hostile_names_are_shown_as_text(cls):
    me = Student(cls.code, '<img src=x onerror=alert(1)>', server=address(cls))
    assert me.view["name"] == '<img src=x onerror=alert(1)>'  # the JS draws it as text


def test_a_widget_that_cannot_answer_is_refused():
    with pytest.raises(TypeError, match="a HandLab, a Drill or a CardTable"):
        Student("ABCDEF", "Li", object(), server="http://127.0.0.1:9")


def test_joining_again_is_the_same_student_with_the_same_answer(cls, tmp_path):
    lab = HandLab("sichuan-xuezhan", "1m", lang="en")
    me = Student(cls.code, "Li Wei", lab, server=address(cls))
    qid = cls.start()
    me.seat.answer("1p")
    # the cell run again, the page reloaded: the kept token, not a "name taken"
    again = Student(cls.code, "li  wei", HandLab("sichuan-xuezhan", "1m"), server=address(cls))
    assert again.seat.token == me.seat.token and again.question["my_answer"] == "1p"
    assert len(cls.board()["students"]) == 1 and qid
    (tmp_path / "paixue-class.json").write_text("not json", encoding="utf-8")
    with pytest.raises(ClassError, match="name-taken"):  # nothing kept: a new join, refused
        Student(cls.code, "Li Wei", server=address(cls))


def test_a_removed_student_is_told_and_the_lab_is_a_lab_again(cls):
    lab = HandLab("sichuan-xuezhan", "1m", lang="en")
    me = Student(cls.code, "Kai", lab, server=address(cls), lang="zh")
    cls.start(HandLab("sichuan-xuezhan", "123m456m789m11p23p5s").class_question())
    me.look()
    assert lab.view["analysis"]["discards"] == []  # holding the question
    cls.ok("POST", "/class/api/remove", {"name": "Kai"}, teacher=True)
    me.handle({"kind": "tick"})
    assert me.view["state"] == "removed" and "移出" in me.view["status"]
    assert me.message["level"] == ""  # said in the widget's status, not as an error
    assert lab.view["analysis"]["discards"]  # the lab shows its panels again
    lab.handle({"kind": "remove", "index": 0})  # a click is the lab's again, not an answer
    assert lab.hand.size == 13
