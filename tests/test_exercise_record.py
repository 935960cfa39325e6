"""Exercise answers go to the learner's record as a drill's do (issue 24), and a wrong one joins
the mistakes deck, from which :meth:`Exercise.due` opens it again; a drill's review leaves it."""

import json
from datetime import UTC, datetime, timedelta

from widgets.practice.record import Record, review
from widgets.ui import Drill, Exercise
from widgets.ui.drills import exercise_record

LATER = datetime.now(UTC) + timedelta(days=60)  # every card is due by then


def shanten(path, lang="en"):
    ex = Exercise.shanten("sichuan-xuezhan", "123m456m789m11p23p", lang=lang)
    ex.record = path
    return ex


def check(ex, value):
    ex.handle({"kind": "answer", "value": value})
    ex.handle({"kind": "check"})


def test_every_check_is_an_answer_with_its_question_credit_and_hints(tmp_path):
    path = tmp_path / "r.jsonl"
    ex = shanten(path)
    check(ex, "2")
    ex.handle({"kind": "hint"})
    check(ex, "0")
    wrong, right = Record(path).answers()
    assert (wrong.source, wrong.variant, wrong.kind, wrong.level) == (
        "exercise", "sichuan-xuezhan", "shanten", "exercise")
    assert (wrong.answer, wrong.correct, wrong.credit, wrong.hints) == ("2", False, 0.0, 0)
    assert (right.answer, right.correct, right.credit, right.hints) == ("0", True, 0.75, 1)
    assert right.seconds is not None and right.seconds >= 0
    # the id is the exercise's code with no answer in it: it opens the same question again
    again = Exercise.from_code(right.seed, lang="en")
    assert again.view["question"] == ex.view["question"] and again.view["value"] == ""


def test_tiles_and_choices_are_kept_as_their_names(tmp_path):
    path = tmp_path / "r.jsonl"
    ex = Exercise.waits("sichuan-xuezhan", "123m456m789m11p23p", lang="en")
    ex.record = path
    for tile in ("1p", "4p"):
        ex.handle({"kind": "select", "tile": tile})
    ex.handle({"kind": "check"})
    claim = Exercise.claim("wuhan", "123m456m789m11p23p", "1p", 1)
    claim.record = path
    claim.handle({"kind": "choose", "index": 1})  # 碰
    claim.handle({"kind": "check"})
    waits, chose = Record(path).answers()
    assert (waits.kind, json.loads(waits.answer), waits.correct) == ("waits", ["1p", "4p"], True)
    assert chose.kind == "claim" and json.loads(chose.answer) == ["pon"]


def test_a_wrong_answer_joins_the_deck_and_comes_back_as_the_exercise(tmp_path):
    path = tmp_path / "r.jsonl"
    check(shanten(path), "3")
    record = Record(path)
    (key, card), = record.cards().items()
    assert exercise_record.is_exercise(key)
    # the due date is fsrs's: Again on a new card, one minute on
    assert datetime.fromisoformat(card["due"]) - datetime.fromisoformat(
        card["last_review"]) == timedelta(minutes=1)
    assert exercise_record.due_codes(record, LATER) == [review.unkey(key)["seed"]]
    assert exercise_record.due_codes(record, datetime.now(UTC) - timedelta(hours=1)) == []


def test_due_opens_the_due_exercises_with_the_same_record(tmp_path, monkeypatch):
    path = tmp_path / "r.jsonl"
    check(shanten(path), "3")
    monkeypatch.setattr(review, "due", lambda record, when=None: list(
        review.upcoming(record)))  # the one-minute wait, skipped
    (back,) = Exercise.due(path, lang="en")
    assert back.view["question"].startswith("How many shanten")
    check(back, "0")
    assert [a.correct for a in Record(path).answers()] == [False, True]
    assert Exercise.due(False) == []


def test_a_right_first_answer_needs_no_card_and_a_custom_exercise_none_either(tmp_path):
    path = tmp_path / "r.jsonl"
    check(shanten(path), "0")
    custom = Exercise("Two plus two?", lambda n: n == 4, answer="number", record=path)
    check(custom, "5")
    first, second = Record(path).answers()
    assert first.correct and second.kind == "custom" and second.seed.startswith("q-")
    assert Record(path).cards() == {}  # nothing can make a custom exercise again


def test_a_drill_review_leaves_the_exercise_cards_alone(tmp_path):
    path = tmp_path / "r.jsonl"
    check(shanten(path), "3")
    d = Drill("sichuan-xuezhan", kinds=("review",), record=path, lang="en")
    assert d.view["settings"]["kinds"] != ["review"]  # an empty drill deck: ordinary questions
    assert d.view["record"]["deck"].startswith("Exercises to review")  # not the drill's deck


def test_record_false_keeps_nothing_and_opening_a_checked_code_adds_nothing(tmp_path):
    path = tmp_path / "r.jsonl"
    ex = Exercise.shanten("sichuan-xuezhan", "123m456m789m11p23p", record=False)  # a factory too
    check(ex, "0")
    assert ex.record is None and ex.view["feedback"]["correct"]
    opened = shanten(path)
    opened.handle({"kind": "code", "code": ex.code})
    assert opened.view["feedback"]["correct"] and not path.exists()


def test_a_record_that_cannot_be_written_is_said_in_the_widget(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_text("not a record\n")
    ex = shanten(path, lang="zh")
    check(ex, "0")
    assert ex.view["feedback"]["correct"]  # the exercise goes on
    assert "不是牌学的记录" in ex.message["text"]


def test_the_drills_record_panel_shows_the_exercises_row_and_their_deck(tmp_path):
    path = tmp_path / "r.jsonl"
    check(shanten(path), "2")
    check(shanten(path), "0")
    panel = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="en",
                  record=path).view["record"]
    (row,) = panel["rows"]
    assert row["kind"] == "exercise" and row["label"] == "Exercises (in the lessons)"
    assert row["cells"][-1]["text"] == "1/2" and panel["count"] == 2
    assert panel["deck"] == "Exercises to review: 0 due of 1 (lesson 07)"
