"""The record in the browser's storage where no file lasts (the site over plain http, issue 24):
the merge of the stored copy (widgets/practice/record/merge.py) and the widgets' side of the
bridge (widgets/ui/shared/record_bridge.py), driven as the JS drives it, with no browser."""

import json
from functools import partial

import pytest
import records  # tests/ on the path

from widgets.practice.record import HEADER, Record
from widgets.practice.record.merge import event_of, merge
from widgets.ui import Drill, Exercise
from widgets.ui.shared import record_bridge

answer = partial(records.answer, variant="sichuan-xuezhan", kind="dingque", seed="5",
                 picked='["m"]', seconds=2.5)


def lines_of(path):
    return path.read_text(encoding="utf-8").splitlines()


@pytest.fixture
def fleeting(monkeypatch, tmp_path):
    """Records whose file does not outlast the page, as in the site over plain http; the
    widgets' default record in the test's folder."""
    monkeypatch.setenv("PAIXUE_RECORD", str(tmp_path / "paixue-record.jsonl"))
    monkeypatch.setattr(Record, "lasting", property(lambda self: False))
    monkeypatch.setattr(record_bridge, "_MIRRORS", {})


class Page:
    """What record_store.js does with the messages a widget sends: one localStorage."""

    def __init__(self, text=""):
        self.storage: dict[str, str] = {}
        self.initial = text

    def attach(self, widget):
        sent = []
        widget.send = sent.append  # Python → JS custom messages
        key = widget.record_store
        if self.initial:
            self.storage.setdefault(key, self.initial)
        widget.from_page({"kind": "record_browser", "key": key,
                         "text": self.storage.get(key, "")})
        self.apply(key, sent)
        return sent

    def apply(self, key, sent):
        for msg in sent:
            assert msg["record_browser"] == key
            if msg.get("reset"):
                self.storage.pop(key, None)
            else:
                self.storage[key] = self.storage.get(key, "") + msg["append"]
        sent.clear()


def stored_copy(tmp_path, *answers):
    r = Record(tmp_path / "old.jsonl")
    for a in answers:
        r.add(a)
    return (tmp_path / "old.jsonl").read_text(encoding="utf-8")


def test_merge_adds_what_the_file_lacks_once_and_keeps_the_copy_first(tmp_path):
    copy = stored_copy(tmp_path, answer(0), answer(1))
    r = Record(tmp_path / "r.jsonl")
    r.add(answer(2, at="2026-12-02T10:00:00+00:00"))  # answered before the copy came
    merged = merge(r, copy)
    assert (merged.added, merged.refused, len(merged.kept)) == (2, 0, 2)
    assert [a.index for a in r.answers()] == [0, 1, 2]
    again = merge(r, copy + copy)  # the same copy twice, and again: nothing more
    assert (again.added, again.refused) == (0, 0)
    body = lines_of(r.path)[1:]
    assert len(body) == len(set(body)) == 3 and json.loads(lines_of(r.path)[0]) == HEADER


@pytest.mark.parametrize("bad", [
    '{"type": "answer", "source": "drill"',                       # cut off mid-line
    "not json at all", "[1, 2]", '"text"', "{}",
    '{"type": "answer"}',                                          # no fields
    '{"type": "card", "key": "x", "card": {"due": "tomorrow"}}',   # no key, no date
    '{"type": "card", "key": "[]", "card": {"due": "2026-12-01T10:00:00"}}',  # naive date
    "\ud800",                                                      # a lone surrogate
    "x" * 30_000,
])
def test_bad_stored_lines_are_refused_and_the_good_ones_kept(tmp_path, bad):
    good = stored_copy(tmp_path, answer(0), answer(1)).splitlines()
    r = Record(tmp_path / "r.jsonl")
    merged = merge(r, "\n".join([good[0], good[1], bad, good[2]]))
    assert (merged.added, merged.refused) == (2, 1)
    assert [a.index for a in r.answers()] == [0, 1]


def test_a_wrong_typed_answer_line_is_refused(tmp_path):
    line = json.loads(stored_copy(tmp_path, answer(0)).splitlines()[1])
    for field, value in [("credit", "all"), ("credit", 2), ("correct", "yes"), ("index", True),
                         ("at", "soon"), ("seconds", float("inf")), ("extra", 1)]:
        assert event_of(json.dumps(line | {field: value})) is None, field
    assert event_of(json.dumps(line)) is not None


def test_a_drill_answer_goes_to_the_browser_and_comes_back_after_a_reload(tmp_path, fleeting,
                                                                           monkeypatch):
    monkeypatch.chdir(tmp_path)
    page = Page()
    d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="en")
    assert d.record_store.startswith("paixue-record:") and d.record_store.endswith(
        "paixue-record.jsonl")
    sent = page.attach(d)
    assert d.view["record"]["mode"] == "browser"
    assert "kept in this browser" in d.view["record"]["where"]
    assert d.view["record"]["fleeting"] == "" and d.view["record"]["data"]["path"] == ""
    wrong = next(c.value for c in d.question.choices if c.value not in d.question.answer)
    d.handle({"kind": "pick", "value": wrong})
    d.handle({"kind": "submit"})
    page.apply(d.record_store, sent)
    kept = page.storage[d.record_store]
    assert json.loads(kept.splitlines()[0]) == HEADER and len(kept.splitlines()) == 3  # + card

    # the reload: a new kernel (its file is gone, no mirror yet), the same storage
    (tmp_path / "paixue-record.jsonl").unlink()
    monkeypatch.setattr(record_bridge, "_MIRRORS", {})
    again = Drill("sichuan-xuezhan", kinds=("review",), n=5, lang="zh")
    assert again.view["review"] is False  # the deck looks empty until the browser answers
    sent = page.attach(again)
    assert again.record.answers()[0].answer == json.dumps([wrong])
    assert again.view["record"]["count"] == 1 and again.view["review"] is True
    assert again.question.hand == d.question.hand
    assert sent == []  # the browser has it all: nothing is sent back


def test_a_review_drill_deals_again_when_another_widget_merged_first(tmp_path, fleeting,
                                                                     monkeypatch):
    """Lesson 07 after a reload: the first drill's copy fills the file; the review drill,
    dealt before any copy came, deals the deck's questions once its own message comes."""
    monkeypatch.chdir(tmp_path)
    page = Page()
    d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="en")
    sent = page.attach(d)
    d.handle({"kind": "pick", "value": next(c.value for c in d.question.choices
                                            if c.value not in d.question.answer)})
    d.handle({"kind": "submit"})
    page.apply(d.record_store, sent)
    (tmp_path / "paixue-record.jsonl").unlink()
    monkeypatch.setattr(record_bridge, "_MIRRORS", {})
    first = Drill("sichuan-xuezhan", kinds=("discard",), level="easy", n=2, seed=1, lang="en")
    review = Drill("sichuan-xuezhan", kinds=("review",), n=5, lang="en")
    assert review.view["review"] is False
    page.attach(first)  # merges the whole copy
    assert review.view["review"] is False  # its own message has not come yet
    page.attach(review)
    assert review.view["review"] is True and review.question.hand == d.question.hand


def test_every_line_is_sent_once_whichever_widget_wrote_it(tmp_path, fleeting, monkeypatch):
    monkeypatch.chdir(tmp_path)
    page = Page()
    d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="en")
    ex = Exercise.choice("Which?", ["a", "b"], answer="b", lang="en")
    sent_d, sent_ex = page.attach(d), page.attach(ex)
    ex.handle({"kind": "choose", "index": 0})
    ex.handle({"kind": "check"})
    d.handle({"kind": "pick", "value": d.question.choices[0].value})
    d.handle({"kind": "submit"})
    page.apply(d.record_store, sent_ex)
    page.apply(d.record_store, sent_d)
    kept = page.storage[d.record_store].splitlines()
    assert kept[0] == json.dumps(HEADER) and len(kept) == len(set(kept))
    assert sorted(json.loads(x)["source"] for x in kept[1:] if '"answer"' in x[:20]) == [
        "drill", "exercise"]


def test_a_cut_or_hostile_stored_value_does_not_break_the_drill(tmp_path, fleeting, monkeypatch):
    monkeypatch.chdir(tmp_path)
    good = stored_copy(tmp_path, answer(0))
    page = Page(good + '{"type": "answer", "sou')  # cut mid-line
    d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="en")
    sent = page.attach(d)
    assert d.view["record"]["count"] == 1
    assert "1 line of the record kept in this browser could not be read" in \
        d.view["record"]["problem"]
    d.handle({"kind": "pick", "value": d.question.choices[0].value})
    d.handle({"kind": "submit"})
    page.apply(d.record_store, sent)
    lines = page.storage[d.record_store].splitlines()
    assert lines[2] == '{"type": "answer", "sou'  # left as it was, the new line after it
    assert event_of(lines[3]) is not None
    for hostile in [None, 5, {"text": "x"}, "\x00" * 10, ["a"]]:
        d.from_page({"kind": "record_browser", "key": d.record_store, "text": hostile})
        assert d.view["record"]["count"] == 2 and d.message["level"] == ""
    d.from_page({"kind": "record_browser", "key": "paixue-record:/elsewhere", "text": good})
    assert d.view["record"]["count"] == 2  # another record's copy is not merged here


def test_reset_clears_the_browser_copy_and_says_so(tmp_path, fleeting, monkeypatch):
    monkeypatch.chdir(tmp_path)
    page = Page(stored_copy(tmp_path, answer(0), answer(1)))
    d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="en")
    sent = page.attach(d)
    d.handle({"kind": "record_reset"})
    assert "from this browser" in d.view["record"]["confirm"]
    d.handle({"kind": "record_reset", "confirm": True})
    assert d.view["record"]["reset_done"] == "Record erased from this browser (2 answers)"
    page.apply(d.record_store, sent)
    assert d.record_store not in page.storage
    d.handle({"kind": "pick", "value": d.question.choices[0].value})
    d.handle({"kind": "submit"})
    page.apply(d.record_store, sent)
    lines = page.storage[d.record_store].splitlines()
    assert lines[0] == json.dumps(HEADER) and len(lines) in (2, 3)  # the header again first


def test_a_browser_that_will_not_keep_it_is_said(tmp_path, fleeting, monkeypatch):
    monkeypatch.chdir(tmp_path)
    d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="zh")
    d.from_page({"kind": "record_browser", "key": d.record_store, "ok": False})
    assert d.view["record"]["mode"] == "page"
    assert "存不住你的记录" in d.view["record"]["fleeting"] and d.view["record"]["where"] == ""


def test_an_exercise_follows_its_record(tmp_path, fleeting):
    ex = Exercise.choice("Which?", ["a", "b"], answer="b", record=False)
    assert ex.record_store == ""
    ex.record = tmp_path / "other.jsonl"  # as Exercise.due() gives it the deck's record
    assert ex.record_store == record_bridge.PREFIX + str(tmp_path / "other.jsonl")


def test_a_record_that_lasts_needs_no_browser_copy(tmp_path):
    d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5,
              record=tmp_path / "r.jsonl")
    assert d.record_store == "" and d.view["record"]["mode"] == "file"
    assert d.view["record"]["where"] == "" and d.view["record"]["fleeting"] == ""
