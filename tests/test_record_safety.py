"""Nothing lost, nothing escapes (issue 32): the learner's record survives a hand-edited or cut
last line, a writer racing a merge, two resets, a damaged, newer or non-UTF-8 file and badly
typed lines; files written by the code before this change still load."""

import importlib.util
import json
import multiprocessing
import subprocess
import sys
from pathlib import Path

import pytest
from records import answer  # tests/ on the path

from widgets.practice.record.merge import event_of, merge
from widgets.practice.record.store import HEADER, Record
from widgets.ui import Drill, Exercise

ROOT = Path(__file__).resolve().parent.parent


def line(a):
    return json.dumps({"type": "answer"} | a.__dict__, ensure_ascii=False)


def test_a_last_line_with_no_newline_is_not_glued_to_the_next_answer(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_text(json.dumps(HEADER) + "\n" + line(answer(0)))  # hand-edited: no newline
    Record(path).add(answer(1))
    assert [a.index for a in Record(path).answers()] == [0, 1]


def test_a_partial_line_left_by_a_failed_write_loses_neither_neighbour(tmp_path):
    path = tmp_path / "r.jsonl"
    Record(path).add(answer(0))
    with path.open("a") as f:
        f.write(line(answer(1))[:40])  # the disk filled mid-line
    Record(path).add(answer(2))
    r = Record(path)
    assert [a.index for a in r.answers()] == [0, 2] and r.skipped == 1


def test_every_reset_keeps_its_own_backup(tmp_path):
    path = tmp_path / "r.jsonl"
    r = Record(path)
    r.add(answer(0))
    assert r.reset() == 1 and r.backup.name == "r.jsonl.bak"
    r.add(answer(1))
    r.add(answer(2))
    assert r.reset() == 2 and r.backup.name == "r.jsonl.bak2"
    assert len(Record(tmp_path / "r.jsonl.bak").answers()) == 1
    assert len(Record(tmp_path / "r.jsonl.bak2").answers()) == 2


def test_a_damaged_newer_or_non_utf8_file_opens_with_its_readable_lines(tmp_path):
    good = line(answer(0)).encode()
    for head in [b'{"paixue_rec', b'{"paixue_record": 2, "new": true}', b'{"paixue_record": 1}',
                 b"\xff\xfe"]:
        path = tmp_path / "r.jsonl"
        path.write_bytes(head + b"\n" + good + b"\n\xff\xc3 broken\n")
        r = Record(path)
        assert [a.index for a in r.answers()] == [0], head
        assert r.skipped >= 1, head
        r.add(answer(1))  # new answers are still saved
        assert [a.index for a in Record(path).answers()] == [0, 1], head
        assert path.read_bytes().startswith(head)  # the unreadable lines are left as they were


def test_the_drill_panel_says_how_many_lines_were_kept_aside(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_bytes(b'{"paixue_record": 1}\n' + line(answer(0)).encode() + b"\n\xff\n")
    assert "1 unreadable line" in Drill("wuhan", lang="en", record=path).view["record"]["problem"]
    assert "1 行读不懂" in Drill("wuhan", lang="zh", record=path).view["record"]["problem"]
    ex = Exercise.waits("wuhan", "1112345678999m", lang="en", record=path)
    ex.handle({"kind": "check"})
    assert "1 unreadable line" in ex.message["text"] and len(Record(path).answers()) == 2


def test_a_badly_typed_line_is_skipped_and_counted_and_the_drill_opens(tmp_path):
    path = tmp_path / "r.jsonl"
    a = json.loads(line(answer(0)))
    card = {"type": "card", "key": answer(0).key,
            "card": {"card_id": 1, "state": 1, "step": 0, "stability": 0.2,
                     "difficulty": 6.4, "due": "2026-12-01T10:01:00+00:00",
                     "last_review": "2026-12-01T10:00:00+00:00"}}
    bad = [a | {"credit": "x"}, a | {"index": "1"}, a | {"type": {"a": 1}},
           card | {"card": card["card"] | {"due": "tomorrow"}},
           card | {"card": card["card"] | {"due": "2026-12-01T10:01:00"}},
           {"type": "card", "key": answer(0).key, "card": {"due": "2026-12-01T10:01:00+00:00"}}]
    path.write_text("\n".join([json.dumps(HEADER), line(answer(1)), json.dumps(card),
                               *map(json.dumps, bad)]) + "\n" + '{"credit": 1e400}\n')
    r = Record(path)
    assert [x.index for x in r.answers()] == [1] and len(r.cards()) == 1 and r.skipped == 7
    d = Drill("wuhan", kinds=("review",), lang="en", record=path)
    assert d.view["review"]
    Drill("wuhan", lang="en", record=path)


def test_merge_refuses_an_object_type_and_a_number_beyond_float(tmp_path):
    a = json.loads(line(answer(0)))
    assert event_of(json.dumps(a | {"type": {"a": 1}})) is None
    beyond = json.dumps(a | {"credit": 7}).replace('"credit": 7', '"credit": 1' + "0" * 400)
    assert event_of(beyond) is None
    r = Record(tmp_path / "r.jsonl")
    m = merge(r, "\n".join([beyond, line(answer(1))]))
    assert (m.added, m.refused) == (1, 1)


def _append_many(path, start, n):
    r = Record(path)
    for i in range(start, start + n):
        r.add(answer(i))


def test_two_writers_and_a_merge_lose_no_answer(tmp_path):
    """2 processes × 200 appends while this one merges browser copies into the same file."""
    path = tmp_path / "r.jsonl"
    Record(path).add(answer(9999))
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_append_many, args=(path, k * 1000, 200)) for k in (1, 2)]
    for p in procs:
        p.start()
    r, merges = Record(path), 0
    while merges < 60 or (any(p.is_alive() for p in procs) and merges < 3000):
        merge(r, line(answer(5000 + merges)))  # merges go on while the writers write
        merges += 1
    for p in procs:
        p.join(120)
        assert p.exitcode == 0
    got = sorted(a.index for a in Record(path).answers())
    want = sorted([9999, *range(1000, 1200), *range(2000, 2200), *range(5000, 5000 + merges)])
    assert got == want


def test_a_file_written_by_the_code_before_this_change_still_loads(tmp_path):
    old = subprocess.run(["git", "-C", str(ROOT), "show", "cd81dd2:widgets/practice/record.py"],
                         capture_output=True, text=True, check=True).stdout
    (tmp_path / "old_record.py").write_text(old)
    spec = importlib.util.spec_from_file_location("old_record", tmp_path / "old_record.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["old_record"] = mod  # dataclasses look their module up
    try:
        spec.loader.exec_module(mod)
    finally:
        del sys.modules["old_record"]
    path = tmp_path / "r.jsonl"
    old_r = mod.Record(path)
    old_r.add(mod.Answer(*answer(0).__dict__.values()), {"card_id": 1, "state": 1, "step": 0,
              "stability": 0.2, "difficulty": 6.4, "due": "2026-12-01T10:01:00+00:00",
              "last_review": "2026-12-01T10:00:00+00:00"})
    old_r.add(mod.Answer(*answer(1, True).__dict__.values()))
    r = Record(path)
    assert r.answers() == (answer(0), answer(1, True)) and len(r.cards()) == 1
    assert r.skipped == 0
    r.add(answer(2))
    assert len(old_r.answers()) == 3  # and today's code reads what this one writes


def test_merging_into_a_file_with_crlf_lines_adds_each_answer_once(tmp_path):
    """A record saved with Windows line ends (\\r\\n): the merge compares the lines without
    their ends, so an answer the file has is not added again."""
    path = tmp_path / "r.jsonl"
    path.write_bytes((json.dumps(HEADER) + "\r\n" + line(answer(0)) + "\r\n").encode())
    m = merge(Record(path), line(answer(0)) + "\n" + line(answer(1)))
    assert m.added == 1
    assert sorted(a.index for a in Record(path).answers()) == [0, 1]


def test_merge_names_its_copy_when_it_is_not_text(tmp_path):
    with pytest.raises(TypeError, match="copy is"):
        merge(Record(tmp_path / "r.jsonl"), None)
