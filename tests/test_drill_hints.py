"""Hints that cost (widgets/practice/drills/hints.py) and the drill's test mode."""

import pytest
from drill_clicks import answer_right  # tests/ on the path

from widgets.practice import drills
from widgets.practice.drills import hints
from widgets.practice.record.store import Record
from widgets.ui import Drill


def drill(tmp_path, **kw):
    return Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="en",
                 record=tmp_path / "r.jsonl", **kw)


@pytest.mark.parametrize(("used", "credit"), [(0, 1.0), (1, 0.75), (2, 0.5), (3, 0.0)])
def test_each_hint_lowers_the_credit(tmp_path, used, credit):
    d = drill(tmp_path)
    for _ in range(used):
        d.handle({"kind": "hint"})
    assert d.view["hints"]["used"] == used
    assert [s["step"] for s in d.view["hints"]["steps"]] == list(hints.STEPS[:used])
    answer_right(d)
    fb = d.view["feedback"]
    assert fb["correct"] and fb["credit"] == credit
    kept = Record(tmp_path / "r.jsonl").answers()[-1]
    assert (kept.hints, kept.credit) == (used, credit)


def test_the_ladder_ends_in_the_engines_answer():
    q = drills.make_question("waits", "sichuan-xuezhan", "easy", seed=3)
    nudge, rule, answer = hints.ladder(q)
    assert (nudge.credit_left, rule.credit_left, answer.credit_left) == (0.75, 0.5, 0.0)
    assert all(c.en in answer.text["en"] for c in q.choices if c.value in q.answer)
    assert "听" in rule.text["zh"] and nudge.text["en"] != rule.text["en"]


def test_the_hint_button_says_its_cost_and_runs_out(tmp_path):
    d = drill(tmp_path)
    assert d.view["hints"]["button"] == "Hint: a nudge (then at most 75% credit)"
    for _ in range(3):
        d.handle({"kind": "hint"})
    assert not d.view["hints"]["can_hint"]
    assert d.view["hints"]["cost"] == "3 of 3 hints used: this question earns at most 0%"
    d.handle({"kind": "hint"})
    assert d.message["text"] == "every hint is already shown"
    answer_right(d)
    d.handle({"kind": "next"})
    assert d.view["hints"]["used"] == 0 and d.view["hints"]["can_hint"]


def test_a_test_hides_every_answer_and_feedback_until_the_end(tmp_path):
    d = drill(tmp_path, test=True)
    assert not d.view["hints"]["can_hint"]
    d.handle({"kind": "hint"})
    assert d.message["text"] == "a test has no hints"
    q = d.question
    wrong = next(c.value for c in q.choices if c.value not in q.answer)
    d.handle({"kind": "pick", "value": wrong})
    d.handle({"kind": "submit"})
    view = d.view
    assert view["answered"] and view["feedback"] is None
    assert all(c["mark"] == "" for c in view["question"]["choices"])
    assert view["progress"]["streak"] is None and view["progress"]["credit_label"] == ""
    assert view["progress"]["per_kind"][0]["count_label"] == "—"
    assert not view["record"]["on"] and view["test"]["kept"].startswith("Answer kept")
    assert len(Record(tmp_path / "r.jsonl").answers()) == 1  # kept all the same
    d.handle({"kind": "next"})
    answer_right(d)
    view = d.view
    assert view["finished"] and view["feedback"]["correct"]
    assert view["test"]["score"] == "Test score: 1 right of 2, mean credit 50%"
    assert view["progress"]["streak"] == 1 and view["record"]["on"]


def test_test_must_be_a_bool():
    with pytest.raises(ValueError, match="test is True"):
        Drill(test="yes")


def test_an_exercise_hint_and_reveal_cost_credit():
    from widgets.ui import Exercise

    def solve():
        return Exercise("Type hi", lambda a: a == "hi", answer="text", hint="two letters",
                        lang="en")

    plain, hinted, revealed = solve(), solve(), solve()
    hinted.handle({"kind": "hint"})
    revealed.handle({"kind": "hint"})
    revealed.handle({"kind": "reveal"})
    for ex in (plain, hinted, revealed):
        ex.handle({"kind": "answer", "value": "hi"})
        ex.handle({"kind": "check"})
    assert [ex.view["feedback"]["credit"] for ex in (plain, hinted, revealed)] == [1.0, 0.75, 0.0]
    assert hinted.view["feedback"]["text"] == "Correct! credit 75% (after the hint: at most 75%)"
    assert "none" in revealed.view["feedback"]["text"]
