"""The drill widget, driven through ``handle`` as the JS drives it (no browser): a session
answered click by click, settings and options, bad input shown in the widget, and random
intents (a hypothesis state machine) that never raise."""

from __future__ import annotations

import json

import pytest
from drill_clicks import answer_right  # tests/ on the path
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

import widgets
from widgets.engine.notation import parse_hand
from widgets.engine.tiles import TILE_NAMES
from widgets.practice import drills
from widgets.ui import Drill


@pytest.mark.parametrize("variant", widgets.variants())
def test_a_whole_session_answered_right(variant):
    d = Drill(variant, level="medium", n=len(drills.available_kinds(drills.rules_for(variant))),
              seed="t", lang="en")
    for i in range(d.progress["of"]):
        assert d.view["question"]["number"] == i
        answer_right(d)
        assert d.message["level"] == "", d.message
        view = d.view
        json.dumps(view)
        assert view["answered"] and view["feedback"]["correct"], view["feedback"]
        assert all(c["mark"] in ("", "right", "dead") for c in view["question"]["choices"]
                   if c["selected"])
        if i + 1 < d.progress["of"]:
            d.handle({"kind": "next"})
    p = d.view["progress"]
    assert (p["answered"], p["streak"], p["accuracy"], p["finished"]) == (p["of"], p["of"], 1.0,
                                                                         True)
    assert d.view["finished"]
    d.handle({"kind": "next"})
    assert d.message["level"] == "warning" and "finished" in d.message["text"]


def test_same_seed_same_questions_restart_and_settings():
    a = Drill("sichuan-xuezhan", seed=42, n=5, lang="en")
    b = Drill("sichuan-xuezhan", seed=42, n=5, lang="en")
    assert a.question == b.question
    answer_right(a)
    first = a.question
    a.handle({"kind": "next"})
    a.handle({"kind": "restart"})
    assert a.question == first and a.progress["answered"] == 0
    a.handle({"kind": "settings", "seed": "43"})
    assert a.view["settings"]["seed"] == "43" and a.question != first
    a.handle({"kind": "settings", "kinds": ["dingque"], "level": "hard", "n": "3"})
    assert a.question.kind == "dingque" and a.view["progress"]["of"] == 3
    assert a.view["settings"]["level"] == "hard"
    a.handle({"kind": "settings", "variant": "wuhan"})
    assert a.rules.id == "wuhan" and "dingque" not in [k["kind"] for k in a.view["kinds"]]
    assert a.view["settings"]["kinds"] == list(drills.available_kinds(a.rules))


def test_wrong_answer_marks_and_partial_credit():
    d = Drill("sichuan-xuezhan", kinds=("waits",), level="hard", n=2, seed=3, lang="en")
    q = d.question
    live = sorted(q.answer)
    d.handle({"kind": "pick", "value": live[0]})
    wrong = next(c.value for c in q.choices if c.value not in q.answer
                 and c.value not in {r["tile"] for r in q.rows})
    d.handle({"kind": "pick", "value": wrong})
    d.handle({"kind": "submit"})
    fb = d.view["feedback"]
    assert not fb["correct"] and 0 < fb["credit"] < 1
    marks = {c["value"]: c["mark"] for c in d.view["question"]["choices"]}
    assert marks[wrong] == "wrong" and marks[live[0]] == "right"
    assert all(marks[t] == "missed" for t in live[1:])
    assert "Not waits" in fb["text"]
    assert d.view["progress"]["streak"] == 0 and d.view["progress"]["accuracy"] == fb["credit"]
    d.handle({"kind": "pick", "value": live[0]})  # answered: nothing changes
    assert d.message["level"] == "warning" and "answered" in d.message["text"]


def test_bad_input_is_shown_in_the_widget_and_changes_nothing():
    d = Drill("wuhan", kinds=("score",), n=2, seed=1, lang="en")
    before = d.view
    cases = [({"kind": "submit"}, "Answer first"),
             ({"kind": "pick", "value": "9z"}, "not one of the choices"),
             ({"kind": "pick", "index": 99}, "index is 0"),
             ({"kind": "pick", "index": True}, "index is 0"),
             ({"kind": "next"}, "answer this question first"),
             ({"kind": "settings", "variant": "doudizhu"}, "variant is one of"),
             ({"kind": "settings", "kinds": ["dingque"]}, "no dingque drill"),
             ({"kind": "settings", "n": 0}, "whole number of questions"),
             ({"kind": "settings", "seed": [1]}, "seed is text"),
             ({"kind": "settings", "colour": "red"}, "unknown colour"),
             ({"kind": "option", "name": "cap", "value": "x"}, "takes int"),
             ({"kind": "option", "name": "nope", "value": 1}, "unknown option"),
             ({"kind": "lang", "value": "fr"}, "value is one of"),
             ({"kind": "fly"}, "unknown intent kind"),
             ("submit", "a message is a dict")]
    for msg, text in cases:
        d.handle(msg)
        assert d.message["level"] == "warning" and text in d.message["text"], (msg, d.message)
        assert d.view == before
    d.handle({"kind": "pick", "index": 0})
    d.handle({"kind": "submit"})
    assert "total" in d.message["text"]
    d.handle({"kind": "total", "value": "lots"})
    d.handle({"kind": "submit"})
    assert "not a whole number" in d.message["text"]


def test_options_change_the_rules_and_keep_what_they_can():
    d = Drill("sichuan-xuezhan", kinds=("score",), n=3, seed=2, lang="en")
    d.handle({"kind": "option", "name": "zimo_double", "value": False})
    assert d.message["level"] == "" and d.rules.options.zimo_double is False
    assert any(o["name"] == "zimo_double" and o["changed"] for o in d.view["options"])
    q = d.question
    assert q.options == (("zimo_double", False),)
    assert d.rules.score(q.hand, q.situation).total == q.total
    if "dashiyou-xueliu" in widgets.variants():
        e = Drill("dashiyou-xueliu", kinds=("exchange", "waits"), n=2, seed=2, lang="en")
        e.handle({"kind": "option", "name": "exchange", "value": False})
        assert e.view["settings"]["kinds"] == ["waits"]


def test_bad_constructor_arguments_raise_and_name_the_problem():
    for kwargs, text in [({"seed": None}, "seed is text or a whole number"),
                         ({"options": "cap=3"}, "options is a dict"),
                         ({"kinds": ("waits", "bluff")}, "no bluff drill"),
                         ({"variant": "doudizhu"}, "card game"),
                         ({"n": "5"}, "whole number of questions")]:
        with pytest.raises(ValueError, match=text):
            Drill(**({"variant": "yongzhou"} | kwargs))
    assert Drill("yongzhou", kinds="waits", n=1).view["settings"]["kinds"] == ["waits"]


def test_an_option_in_the_widget_changes_the_claims_it_asks():
    """永州's 起和 (option ``minimum``) set in the widget: the hard claim questions now refuse
    wins below it (R-Y15), and the same seed in Python deals the same set."""
    d = Drill("yongzhou", kinds=("claim",), level="hard", n=3, seed=5, lang="en")
    d.handle({"kind": "option", "name": "minimum", "value": 1})
    assert d.message["level"] == "" and d.rules.options.minimum == 1
    session = drills.Session("yongzhou", kinds=("claim",), level="hard", n=3, seed=5,
                             options={"minimum": 1})
    assert d.question == session.question(0)
    rulings = {r["ruling"] for i in range(3) for r in session.question(i).rows}
    assert "R-Y15" in rulings
    d.handle({"kind": "pick", "value": d.question.tempting})
    d.handle({"kind": "submit"})
    # the rule in words (起胡's minimum), not its ruling id (issue 33 item 2)
    text = d.view["feedback"]["text"]
    assert "minimum of 1" in text and "R-Y15" not in text and not d.view["feedback"]["correct"]


def test_a_learners_mistakes_are_explained_in_chinese_too():
    d = Drill("dashiyou-xueliu", kinds=("exchange",), n=1, seed=9, lang="zh")
    d.handle({"kind": "next"})
    assert d.message["text"] == "先回答这一题"
    for i in range(4):
        d.handle({"kind": "pick", "index": i})
    assert d.message["text"] == "已经选了三张：先点其中一张放回去"
    d.handle({"kind": "restart"})  # the picks go too
    answer_right(d)
    d.handle({"kind": "pick", "index": 0})
    assert d.message["text"] == "第 1 题已经答过：请做下一题"
    claim = Drill("yongzhou", kinds=("claim",), level="medium", n=1, seed=3, lang="zh")
    claim.handle({"kind": "pick", "value": "pass"})
    claim.handle({"kind": "submit"})
    assert "碰要手里有两张" in claim.view["feedback"]["text"]


def test_exchange_marks_only_the_copies_that_count():
    """4689m28p1133477s: the best 113s takes one 3s of two; after the right answer only the
    picked copy is marked, and after a wrong one just one 3s is 'missed'."""
    for right in (True, False):
        d = Drill("dashiyou-xueliu", kinds=("exchange",), n=1, seed=0, lang="en")
        assert d.question.hand == "4689m28p1133477s" and "113s" in d.question.answer
        for value in ("1s", "1s", "3s") if right else ("4m", "6m", "8m"):
            d.handle({"kind": "pick", "value": value})
        d.handle({"kind": "submit"})
        assert d.view["feedback"]["correct"] is right
        marks = [(c["value"], c["mark"]) for c in d.view["question"]["choices"]]
        assert marks.count(("3s", "right" if right else "missed")) == 1
        assert marks.count(("3s", "")) == 1


def test_melds_show_who_they_came_from_as_in_the_hand_lab():
    d = Drill("wuhan", kinds=("waits",), n=1, seed=1, lang="en")
    melds = d.view["question"]["hand"]["melds"]
    assert melds and all(m["source_label"] for m in melds if m["source"])


def test_three_tiles_for_the_exchange_and_the_wildcard_marks():
    variant = "dashiyou-xueliu" if "dashiyou-xueliu" in widgets.variants() else None
    if variant:
        d = Drill(variant, kinds=("exchange",), n=1, seed=9, lang="en")
        hand = parse_hand(d.question.hand).closed
        for i in range(3):
            d.handle({"kind": "pick", "index": i})
        d.handle({"kind": "pick", "index": 3})
        assert d.message["level"] == "warning" and "three tiles" in d.message["text"]
        d.handle({"kind": "pick", "index": 2})
        mixed = next(i for i, t in enumerate(hand) if t // 9 != hand[0] // 9)
        d.handle({"kind": "pick", "index": mixed})
        d.handle({"kind": "submit"})
        assert d.message["level"] == "warning" and "one suit" in d.message["text"]
        assert not d.view["answered"]
    w = Drill("wuhan", kinds=("waits",), level="hard", n=6, seed=1, lang="en")
    for _ in range(6):
        if w.question.situation.indicator is not None:
            break
        answer_right(w)
        w.handle({"kind": "next"})
    assert w.question.situation.indicator is not None
    text = json.dumps(w.view, ensure_ascii=False)
    assert '"wild": true' in text and "赖子" in text


# ---- random intents ------------------------------------------------------------------------

junk = st.one_of(st.none(), st.booleans(), st.integers(-5, 50), st.text(max_size=8),
                 st.lists(st.integers(), max_size=2))
KINDS = ("pick", "total", "submit", "next", "restart", "settings", "option", "lang", "size")
FAST = settings(max_examples=10, stateful_step_count=20, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


class DrillMachine(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.d = Drill("sichuan-xuezhan", level="easy", n=4, seed=0, lang="en")

    @rule(index=st.one_of(st.integers(-1, 40), junk))
    def pick_index(self, index):
        self.d.handle({"kind": "pick", "index": index})

    @rule(value=st.one_of(st.sampled_from(TILE_NAMES + ("pon", "win", "pass", "m", "p", "s")),
                          junk))
    def pick_value(self, value):
        self.d.handle({"kind": "pick", "value": value})

    @rule(value=st.one_of(st.integers(-2, 99).map(str), junk))
    def total(self, value):
        self.d.handle({"kind": "total", "value": value})

    @rule(kind=st.sampled_from(["submit", "next", "restart", "submit"]))
    def button(self, kind):
        self.d.handle({"kind": kind})

    @rule()
    def right(self):
        if not self.d.view["answered"]:
            answer_right(self.d)

    @rule(variant=st.one_of(st.sampled_from(widgets.variants()), junk),
          level=st.one_of(st.sampled_from(drills.LEVELS), junk),
          n=st.one_of(st.integers(0, 6), junk), seed=st.one_of(st.integers(0, 3), junk),
          kinds=st.one_of(st.lists(st.sampled_from(drills.KINDS), max_size=3), junk))
    def settings_(self, variant, level, n, seed, kinds):
        self.d.handle({"kind": "settings", "variant": variant, "level": level, "n": n,
                       "seed": seed, "kinds": kinds})

    @rule(name=st.sampled_from(["cap", "zimo_double", "exchange", "qihu", "x"]),
          value=st.one_of(st.integers(0, 64), st.booleans(), st.text(max_size=4)))
    def option(self, name, value):
        self.d.handle({"kind": "option", "name": name, "value": value})

    @rule(kind=st.sampled_from(["lang", "size"]),
          value=st.one_of(st.sampled_from(["zh", "en", "normal", "large"]), junk))
    def ui(self, kind, value):
        self.d.handle({"kind": kind, "value": value})

    @rule(msg=st.one_of(junk, st.dictionaries(st.text(max_size=6), junk, max_size=3),
                        st.fixed_dictionaries({"kind": st.one_of(st.sampled_from(KINDS),
                                                                 st.text(max_size=8))})))
    def garbage(self, msg):
        self.d.handle(msg)

    @invariant()
    def the_view_is_json_and_consistent(self):
        view = self.d.view
        json.dumps(view)
        json.dumps(self.d.message)
        assert self.d.message.get("level") != "error", self.d.message
        q = view["question"]
        picked = [c for c in q["choices"] if c["selected"]]
        assert len(picked) <= {"one": 1, "three": 3}.get(q["pick"], len(q["choices"]))
        p = view["progress"]
        assert 0 <= p["answered"] <= p["of"] and 1 <= p["number"] <= p["of"]
        assert p["streak"] <= p["best_streak"] <= p["answered"]
        if view["feedback"]:
            assert 0 <= view["feedback"]["credit"] <= 1


TestDrillMachine = DrillMachine.TestCase
TestDrillMachine.settings = FAST


# ---- say why: the feedback as the widget draws it (issue 19) ----------------------------------

ENGLISH = __import__("re").compile(r"\b[A-Za-z]{2,}\b")


def test_feedback_shows_count_and_credit_apart_and_tiles_as_tiles():
    d = Drill("wuhan", kinds=("waits",), level="hard", n=2, seed=4, lang="en")
    q = d.question
    right = sorted(q.answer)
    wrong = next(c.value for c in q.choices if c.value not in q.answer)
    d.handle({"kind": "pick", "value": right[0]})
    d.handle({"kind": "pick", "value": wrong})
    d.handle({"kind": "submit"})
    fb = d.view["feedback"]
    assert fb["count_label"] == f"1 of {len(right)} right, 1 wrong"
    assert fb["credit_label"].startswith(f"credit {round(100 * fb['credit'])}% (")
    assert "/" not in fb["count_label"]
    # the waits as tile views with their unseen copies, the readings as blocks of tile views
    group = fb["tiles"][0]
    assert [t["id"] for t in group["tiles"]] == sorted(right, key=widgets.engine.tiles.parse_tile)
    assert all({"id", "top", "count"} <= set(t) for t in group["tiles"])
    assert fb["readings"] and all(b["tiles"] and "id" in b["tiles"][0]
                                  for r in fb["readings"] for b in r["blocks"])
    # per question type: a count and a credit, not "0/1 (33%)"
    per = d.view["progress"]["per_kind"][0]
    assert per["count_label"] == f"0 right of 1 · credit {round(100 * fb['credit'])}%"


@pytest.mark.parametrize("kind", ["discard", "waits", "dingque"])
def test_zh_feedback_has_no_english_word(kind):
    """In zh the feedback of these drills says everything in Chinese (tile codes such as 5m
    are codes, not words)."""
    d = Drill("sichuan-xuezhan", kinds=(kind,), level="medium", n=2, seed=2, lang="zh")
    q = d.question
    wrong = next(c.value for c in q.choices if c.value not in q.answer)
    d.handle({"kind": "pick", "value": wrong})
    d.handle({"kind": "submit"})
    fb = d.view["feedback"]
    shown = [fb["head"], fb["count_label"], fb["credit_label"], fb["rule"], fb["table"],
             *fb["lines"], *(g["label"] for g in fb["tiles"]),
             *(r["label"] + r["form"] for r in fb["readings"]),
             d.view["progress"]["label"], d.view["progress"]["streak_label"],
             d.view["progress"]["credit_label"]]
    words = [w for text in shown for w in ENGLISH.findall(text)]
    assert not words, words


def test_the_dingque_feedback_says_why_the_pick_is_worse():
    d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=1, seed=1, lang="en")
    q = d.question
    wrong = next(c.value for c in q.choices if c.value not in q.answer)
    d.handle({"kind": "pick", "value": wrong})
    d.handle({"kind": "submit"})
    lines = d.view["feedback"]["lines"]
    assert any(line.startswith("Your choice: drop") and " — " in line for line in lines), lines


def test_a_drill_question_goes_to_the_class_with_its_position_code():
    """Issue 40: the drill's current question as a class question carries the drill's own
    position code (a class can open the same question in its widgets) and the engine's answer;
    a waits question goes as a set to choose whole; a score (a typed total) is refused naming
    its kind."""
    from widgets.classroom.limits import question

    d = Drill("sichuan-xuezhan", kinds=("discard",), level="easy", seed=5, record=False)
    c = d.class_question()
    assert c["code"] == d.code and c["answer"] == sorted(d.question.answer)
    assert question(c)["hand"] == d.question.hand  # the class API takes it as it is
    waits = Drill("wuhan", kinds=("waits",), level="easy", seed=5, record=False)
    w = question(waits.class_question())
    assert w["pick"] == "set" and set(w["answer"]) == set(waits.question.answer)
    score = Drill("sichuan-xuezhan", kinds=("score",), level="easy", seed=5, record=False)
    with pytest.raises(ValueError, match="'score' question cannot be asked in class"):
        score.class_question()
