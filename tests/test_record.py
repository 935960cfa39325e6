"""The learner's record (widgets/practice/record/store.py), the mistakes deck (review.py) and the
drill's record panel: the store round-trips and survives a restart, a bad file is said in words,
the due dates are fsrs's own."""

import json
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path

import fsrs
import pytest
import records  # tests/ on the path

from widgets.practice.record import review
from widgets.practice.record.store import HEADER, Record, RecordError
from widgets.ui import Drill

ROOT = Path(__file__).resolve().parent.parent
T0 = datetime(2026, 12, 1, 10, tzinfo=UTC)


answer = partial(records.answer, credit=0.5, hints=1, seconds=4.5)


def test_round_trip_and_a_new_process_reads_it(tmp_path):
    path = tmp_path / "r.jsonl"
    first, second = answer(), answer(1, True, "2026-12-02T09:00:00+00:00", kind="claim", credit=1.0)
    Record(path).add(first)
    Record(path).add(second, {"x": 1})
    assert Record(path).answers() == (first, second)
    code = ("import json, sys; from widgets.practice.record.store import Record; "
            "print(json.dumps([a.kind for a in Record(sys.argv[1]).answers()]))")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True,
                         check=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT)})
    assert json.loads(out.stdout) == ["waits", "claim"]
    assert json.loads(path.read_text().splitlines()[0]) == HEADER


def test_by_day_export_and_reset(tmp_path):
    r = Record(tmp_path / "r.jsonl")
    r.add(answer(credit=0.5))
    r.add(answer(correct=True, credit=1.0, index=1))
    r.add(answer(at="2026-12-02T08:00:00+00:00", credit=0.0, index=2))
    assert r.by_day()["waits"] == {
        "2026-12-01": {"answered": 2, "correct": 1, "credit": 0.75},
        "2026-12-02": {"answered": 1, "correct": 0, "credit": 0.0}}
    csv_text = r.export("csv")
    assert csv_text.splitlines()[0].startswith("source,variant,kind,level,seed,index,answer")
    assert len(csv_text.splitlines()) == 4
    assert [a["index"] for a in json.loads(r.export("json"))] == [0, 1, 2]
    with pytest.raises(RecordError, match="csv or json"):
        r.export("xlsx")
    assert r.reset() == 3
    assert r.answers() == ()
    assert len(Record(tmp_path / "r.jsonl.bak").answers()) == 3  # the old file is kept


def test_a_corrupt_line_is_counted_and_left_alone(tmp_path):
    path = tmp_path / "r.jsonl"
    Record(path).add(answer())
    with path.open("a") as f:
        f.write('{"type": "answer", "kind": \n')  # cut off mid-write
    Record(path).add(answer(index=1))
    r = Record(path)
    assert [a.index for a in r.answers()] == [0, 1] and r.skipped == 1
    assert '"kind": \n' in path.read_text()


def test_a_foreign_file_is_refused_in_words_and_not_changed(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("my shopping list\n")
    with pytest.raises(RecordError) as e:
        Record(path).add(answer())
    assert "not a Paixue record" in e.value.en and "不是牌学的记录" in e.value.zh
    assert path.read_text() == "my shopping list\n"
    path.write_bytes(b"\xff\xfe\x00binary")
    with pytest.raises(RecordError, match="not a Paixue record"):
        Record(path).answers()


def test_an_unwritable_place_is_said_in_words(tmp_path):
    with pytest.raises(RecordError) as e:
        Record(tmp_path / "no-such-folder" / "r.jsonl").add(answer())
    assert "could not be saved" in e.value.en and "未能存入" in e.value.zh


def test_due_dates_come_from_fsrs():
    scheduler = fsrs.Scheduler(enable_fuzzing=False)
    card, _ = scheduler.review_card(fsrs.Card(due=T0), fsrs.Rating.Again, T0)
    ours = review.next_card(None, False, 0.0, T0)
    assert ours["due"] == card.to_dict()["due"]
    later = T0 + timedelta(minutes=5)
    card2, _ = scheduler.review_card(card, fsrs.Rating.Good, later)
    assert review.next_card(ours, True, 1.0, later)["due"] == card2.due.isoformat()
    assert review.rating(False, 0.6) == fsrs.Rating.Hard
    assert review.next_card(None, True, 1.0, T0) is None  # right first time: not in the deck


def test_due_lists_only_what_is_due(tmp_path):
    r = Record(tmp_path / "r.jsonl")
    r.add(answer(index=0), review.next_card(None, False, 0.0, T0))
    r.add(answer(index=1), review.next_card(None, False, 0.0, T0 + timedelta(days=1)))
    assert [review.unkey(k)["index"] for k, _ in review.due(r, T0 + timedelta(minutes=2))] == [0]
    assert len(review.upcoming(r)) == 2


def _answer_wrong(d):
    q = d.question
    wrong = next(c for c in q.choices if c.value not in q.answer)
    d.handle({"kind": "pick", "value": wrong.value})
    d.handle({"kind": "submit"})
    return q


def test_a_drill_keeps_its_answers_and_review_deals_the_mistakes(tmp_path):
    path = tmp_path / "r.jsonl"
    d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=3, seed=5, lang="en",
              record=path)
    q = _answer_wrong(d)
    assert not d.view["feedback"]["correct"]
    kept = Record(path).answers()
    assert [(a.kind, a.index, a.correct) for a in kept] == [("dingque", 0, False)]
    assert d.view["record"]["rows"][0]["cells"][0]["text"] == "0/1"
    assert d.view["record"]["deck"].startswith("Mistakes deck: 0 due of 1")
    # a new kernel: the review drill deals that same question (early: it is due in a minute)
    r = Drill("sichuan-xuezhan", kinds=("review",), lang="en", record=path)
    assert r.view["review"] and r.question.hand == q.hand and r.progress["of"] == 1
    assert r.view["note"].startswith("Nothing is due yet")
    r.handle({"kind": "pick", "value": sorted(r.question.answer)[0]})
    r.handle({"kind": "submit"})
    assert r.view["feedback"]["correct"]
    assert len(Record(path).answers()) == 2 and len(Record(path).cards()) == 1


def test_review_with_an_empty_deck_says_so_and_deals_ordinary_questions(tmp_path):
    d = Drill("wuhan", kinds=("review",), lang="zh", record=tmp_path / "r.jsonl")
    assert not d.view["review"] and "错题本是空的" in d.view["note"]


def test_reset_asks_first_then_erases(tmp_path):
    path = tmp_path / "r.jsonl"
    d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="en",
              record=path)
    _answer_wrong(d)
    d.handle({"kind": "record_reset"})
    assert d.view["record"]["confirm"].startswith("Erase the 1 answer?")
    assert len(Record(path).answers()) == 1
    d.handle({"kind": "record_reset", "confirm": False})
    assert d.view["record"]["confirm"] == "" and len(Record(path).answers()) == 1
    d.handle({"kind": "record_reset"})
    d.handle({"kind": "record_reset", "confirm": True})
    assert Record(path).answers() == () and "Record reset (1 answer;" in \
        d.view["record"]["reset_done"]
    d.handle({"kind": "record_export", "format": "csv"})
    assert d.view["record"]["data"]["export"].startswith("source,variant")


def test_a_foreign_record_file_is_reported_in_the_drill_not_a_crash(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_text("not ours\n")
    d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="zh",
              record=path)
    assert "不是牌学的记录" in d.view["record"]["problem"]
    _answer_wrong(d)
    assert d.view["answered"] and "不是牌学的记录" in d.view["record"]["problem"]
    assert path.read_text() == "not ours\n"


def test_record_false_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, record=False)
    _answer_wrong(d)
    assert d.record is None and not d.view["record"]["on"] and list(tmp_path.iterdir()) == []
    with pytest.raises(ValueError, match="record is a file path"):
        Drill(record=3)


def test_a_record_sees_what_another_writer_appended(tmp_path):
    path = tmp_path / "r.jsonl"
    mine = Record(path)
    mine.add(answer())
    assert len(mine.answers()) == 1 and len(mine.cards()) == 0
    card = review.next_card(None, False, 0.0, T0)  # a card fsrs can read back (issue 32)
    Record(path).add(answer(index=1), card)  # another kernel
    assert len(mine.answers()) == 2 and len(mine.cards()) == 1


def test_the_site_keeps_a_record_only_on_its_drive(tmp_path, monkeypatch):
    """In the site's Python (Pyodide) only the drive outlives a reload; served over plain http
    there is no drive, and the drill keeps the record in the browser instead, and says so
    (tests/test_record_bridge.py)."""
    from widgets.practice.record import store as record_module

    assert Record(tmp_path / "r.jsonl").lasting  # on a computer: always
    monkeypatch.setattr(record_module.sys, "platform", "emscripten")
    assert Record("/drive/lessons/paixue-record.jsonl").lasting
    assert not Record("/home/pyodide/paixue-record.jsonl").lasting
    kept = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=1, seed=5, lang="zh",
                 record=tmp_path / "r.jsonl")  # tmp_path is no drive
    assert "你的记录存在这个浏览器里" in kept.view["record"]["where"]
    assert kept.record_store.endswith("r.jsonl")  # the browser storage key: see record_bridge
    monkeypatch.setattr(record_module, "SITE_DRIVE", str(tmp_path))  # now it is one
    assert Record(tmp_path / "r.jsonl").lasting
