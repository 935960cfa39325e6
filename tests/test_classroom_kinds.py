"""Class questions beyond the best discard (issue 40): a claim, the waits of a ready hand, a
score and a 斗地主 play, each started from its widget (``HandLab.class_question(kind)``,
``CardTable.class_question()``), drawn in the student's own widget without the answer,
answered by clicks there (or the Student widget's buttons), explained at the reveal in the
widget's language. The answers are the engine's: each test asks the engine itself, never a
hard-coded answer. The server runs in this process on 127.0.0.1."""

import csv
import io

import pytest
from classroom_client import InProcess

from widgets import rules
from widgets.practice.card_tables.doudizhu_plan import cost, minus
from widgets.ui import CardTable, HandLab, Student

READY = "123m456m789m11p23p"  # 13 tiles, ready on 1p and 4p


@pytest.fixture
def cls(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # where Student keeps a student's token
    server = InProcess.start_in(tmp_path)
    yield server
    server.stop()


def join(cls, name, *widgets, lang="en"):
    return Student(cls.code, name, *widgets, server=f"http://127.0.0.1:{cls.port}", lang=lang)


def reveal(cls, *students):
    cls.ok("POST", "/class/api/reveal", {}, teacher=True)
    for s in students:
        s.look()


def test_waits_every_tile_clicked_in_the_picker_and_right_only_as_a_whole_set(cls):
    teacher = HandLab("sichuan-xuezhan", READY)
    q = teacher.class_question("waits")
    waits = sorted(w.tile for w in teacher.rules.waits(teacher.hand, (), teacher.situation))
    assert q["pick"] == "set"
    assert [teacher.rules.hand(t).closed[0] for t in q["answer"]] == waits  # the engine's
    mine, hers = HandLab("sichuan-xuezhan", "1m", lang="en"), HandLab("sichuan-xuezhan", "1m",
                                                                       lang="zh")
    me, her = join(cls, "Li", mine), join(cls, "Mei", hers, lang="zh")
    cls.start(q)
    me.look()
    her.look()
    assert mine.view["analysis"]["waits"] == [] and "tile picker" in mine.message["text"]
    for tile in q["answer"]:  # every wait: the whole set
        mine.handle({"kind": "add", "tile": tile})
    assert str(mine.hand) == str(teacher.hand)  # the clicks named tiles, drew none
    assert mine.message["text"].startswith("Sent:") and "1p" in mine.message["text"]
    hers.handle({"kind": "add", "tile": q["answer"][0]})  # one of the two: not the set
    hers.handle({"kind": "add", "tile": "9s"})
    hers.handle({"kind": "add", "tile": "9s"})  # again: taken out
    assert cls.state(her.seat.token)["question"]["my_answer"] == q["answer"][0]
    board = cls.board()
    assert board["counts"] == {" ".join(q["answer"]): 1, q["answer"][0]: 1}
    reveal(cls, me, her)
    assert me.view["right"] is True and mine.message["text"].startswith("Right!")
    assert her.view["right"] is False and hers.message["text"].startswith("不对")
    assert "你选了 一筒" in her.view["status"] and "听：" in her.view["status"]  # and why
    assert mine.view["analysis"]["waits"]  # revealed: the lab's panels are back


def test_a_claim_is_drawn_with_its_discard_and_answered_on_the_student_buttons(cls):
    teacher = HandLab("sichuan-xuezhan", READY)
    with pytest.raises(ValueError, match="claim row"):
        teacher.class_question("claim")
    teacher.handle({"kind": "claim_tile", "tile": "1p", "from_seat": 3})
    q = teacher.class_question("claim")
    report = teacher.rules.claims(teacher.hand, teacher.hand.closed[9], 3, teacher.situation)
    assert sorted(q["answer"]) == sorted({o.kind for o in report.options})  # the engine's
    lab = HandLab("sichuan-xuezhan", "1m", lang="zh")
    me = join(cls, "Li", lab, lang="zh")
    cls.start(q)
    me.look()
    assert lab.view["claims"]["tile"] == "1p" and lab.view["claims"]["options"] == []
    assert [o["value"] for o in me.view["options"]] == q["options"]  # buttons on the seat
    assert "打出" in me.view["status"]  # the question's own words, in the seat's language
    for k in q["answer"]:
        me.handle({"kind": "answer", "value": k})
    me.handle({"kind": "answer", "value": "nonsense"})
    assert me.message["level"] == "warning" and "选项" in me.message["text"]
    assert [o["value"] for o in me.view["options"] if o["chosen"]] == q["answer"]
    reveal(cls, me)
    assert me.view["right"] is True and "碰" in me.view["status"]
    rows = list(csv.DictReader(io.StringIO(cls.ok("GET", "/class/api/export.csv",
                                                  teacher=True).lstrip("\ufeff"))))
    assert rows[0]["answer"] == " ".join(q["answer"]) and rows[0]["right"] == "True"


def test_a_score_is_chosen_among_totals_and_explained_with_its_fans(cls):
    teacher = HandLab("sichuan-xuezhan", "1122334455667m +7m | self_drawn")
    q = teacher.class_question("score")
    total = teacher.rules.score(teacher.hand, teacher.situation).total
    assert q["answer"] == [str(total)] and str(total) in q["options"] and len(q["options"]) > 2
    lab = HandLab("sichuan-xuezhan", "1m", lang="en")
    me = join(cls, "Li", lab)
    cls.start(q)
    me.look()
    assert lab.view["analysis"]["score"] is None  # the lab does not show the total
    wrong = next(o for o in q["options"] if o != str(total))
    me.handle({"kind": "answer", "value": wrong})
    reveal(cls, me)
    assert me.view["right"] is False and "青七对" in me.view["status"]
    assert "Not counted" in me.view["status"]  # the excluded fans, with why
    with pytest.raises(ValueError, match="winning hand"):
        HandLab("sichuan-xuezhan", READY + "5s").class_question("score")
    with pytest.raises(ValueError, match="ready hand"):
        HandLab("sichuan-xuezhan", "135m456m789m19p26p").class_question("waits")
    with pytest.raises(ValueError, match="kind is one of"):
        teacher.class_question("shanten")


def test_a_doudizhu_play_picked_card_by_card_from_the_hand(cls):
    hand, previous = "345678TTJQK22B", "5"
    teacher = CardTable("doudizhu", hand=hand, previous=previous)
    q = teacher.class_question()
    r = rules("doudizhu")
    legal = {p for g in r.responses(hand, previous).groups for p in g.patterns}
    assert set(q["options"]) == legal  # the engine's legal plays, every one
    costs = {p: cost(minus(teacher.slot("hand"), p)) for p in legal}
    assert set(q["answer"]) == {p for p in legal if costs[p] == min(costs.values())}
    assert len(q["answer"]) >= 2  # equally good plays are all right (J, Q, K here)
    tables = [CardTable("doudizhu", lang="en"), CardTable("doudizhu", lang="zh")]
    students = [join(cls, "Li", tables[0]), join(cls, "Mei", tables[1], lang="zh")]
    cls.start(q)
    for s in students:
        s.look()
    ana, mei = tables
    assert ana.slot("hand") == teacher.slot("hand") and ana.slot("play") == ""
    assert ana.view["panels"] == [] and ana.view["code"]["text"] == ""
    # Li picks one of the best (its card's place in the drawn hand), Mei the 2
    ana.handle({"kind": "remove", "slot": "hand", "index": ana.slot("hand").index(q["answer"][-1])})
    assert ana.slot("play") == q["answer"][-1] and ana.message["text"].startswith("Sent:")
    mei.handle({"kind": "remove", "slot": "hand", "index": mei.slot("hand").index("2")})
    assert mei.slot("play") == "2" and "已提交" in mei.message["text"]
    mei.handle({"kind": "remove", "slot": "hand", "index": mei.slot("hand").index("2")})
    assert mei.slot("play") == "22" and "还管不上" in mei.message["text"]  # a pair: not sent
    assert cls.board()["counts"]["2"] == 1
    mei.handle({"kind": "remove", "slot": "play", "index": 0})  # one 2 back: sent again
    reveal(cls, *students)
    assert students[0].view["right"] is True and students[1].view["right"] is False
    assert "strong level" in ana.message["text"] or "Best" in students[0].view["status"]
    assert "高手" in students[1].view["status"] and ana.view["panels"]  # the panels are back


@pytest.mark.parametrize("table, why", [
    (dict(game="sanzhang"), "斗地主"), (dict(hand="3456"), "play to beat"),
    (dict(hand="3456", previous="BR"), "nothing in")])
def test_a_card_play_question_that_cannot_be_asked_says_why(table, why):
    with pytest.raises(ValueError, match=why):
        CardTable(**table).class_question()


def test_a_set_answer_is_checked_and_kept_in_the_questions_order(cls):
    token = cls.join("Li")
    qid = cls.start({"kind": "waits", "code": "x", "pick": "set", "options": ["1p", "4p", "7p"],
                     "answer": ["1p", "4p"], "reason": "r"})
    assert cls.answer(token, qid, ["4p", "1p"]) == (200, {"question": qid, "choice": "1p 4p"})
    for bad, code in (([], "empty-choice"), (["9z"], "bad-choice"), ([1], "bad-choice")):
        assert cls.answer(token, qid, bad)[1]["error"] == code
    status, err = cls.call("POST", "/class/api/question", {
        "kind": "waits", "code": "x", "pick": "set", "options": ["1 p"], "answer": ["1 p"]},
        teacher=True)
    assert status == 400 and "single words" in err["message"]["en"]
    status, err = cls.call("POST", "/class/api/question", {
        "kind": "x", "code": "x", "pick": "many", "options": ["a"], "answer": "a"}, teacher=True)
    assert status == 400 and "'pick'" in err["message"]["en"]
