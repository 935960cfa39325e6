"""The fuzz suite (issue 17, "Nothing impossible gets in"): every public verb of every variant
and card game, the public module functions, and every widget's intents, with random and
hostile input (huge strings, lone surrogates, wrong types, negative and huge numbers, NaN,
nested brackets). It asserts outcomes only, never timings (P-IN3): the documented error types
only; a widget reply that can always be sent; never a fifth copy or a hand over 14 tiles; undo
and redo consistent with the history. The generators live in tests/fuzzing.py and
benchmarks/fuzz.py runs them on 100,000+ inputs.

Seeded: hypothesis draws the seed of a ``random.Random`` with ``derandomize=True``, so a run
is the same every time and a failure names the call that failed."""

from __future__ import annotations

import random

import fuzzing
import pytest
from hypothesis import given
from hypothesis import strategies as st
from shared import seeded

import widgets
from widgets.ui.shared.intents import MAX_TEXT, check_intent, reply_problem

OBJECTS = fuzzing.rules_objects()
FUNCTIONS = fuzzing.module_functions()
WIDGETS = fuzzing.widget_factories()
seeds = st.integers(0, 2 ** 32 - 1)


@pytest.mark.ruling("P-IN3")
@seeded(80)
@given(seeds)
def test_every_verb_of_every_game_raises_only_documented_errors(seed):
    """Each example calls ten random verbs of random variants and card games."""
    rng = random.Random(seed)
    for _ in range(10):
        fuzzing.one_verb_call(rng, OBJECTS)


@pytest.mark.ruling("P-IN3")
@seeded(100)
@given(seeds)
def test_module_functions_raise_only_documented_errors(seed):
    rng = random.Random(seed)
    for _ in range(5):
        fuzzing.one_function_call(rng, FUNCTIONS)


def test_every_variant_and_game_is_driven():
    """The suite reaches every game and every one of its verbs (a new verb is fuzzed too)."""
    ids = {o.id for o in OBJECTS}
    assert ids == set(widgets.variants()) | set(widgets.card_variants())
    for o in OBJECTS:
        assert len(fuzzing.verbs(o)) >= 5, o.id


@pytest.mark.ruling("P-IN2")
@pytest.mark.ruling("P-IN3")
@seeded(60)
@given(st.sampled_from(sorted(WIDGETS)), seeds)
def test_widget_intents_never_raise_and_replies_can_be_sent(name, seed):
    """Twelve random intents, valid and hostile, to a fresh widget: after each one the reply
    encodes, errors are documented ones, tiles are possible, undo/redo follows the history."""
    w = WIDGETS[name]()
    for _ in fuzzing.drive(name, w, random.Random(seed), 12):
        pass


def test_every_widget_is_driven():
    kinds = {name.split("-")[0] for name in WIDGETS}
    assert kinds == {"HandLab", "Exercise", "Drill", "HandTable", "CardTable", "OddsLab",
                     "DoudizhuTable", "PaohuziTable", "SanzhangTable", "TuitongziTable",
                     "FanBook", "Compare", "SettleLab"}


# ---- the hostile inputs named in issue 17, one by one ------------------------------------------


@pytest.mark.ruling("P-IN2")
@pytest.mark.parametrize("name", sorted(WIDGETS))
@pytest.mark.parametrize("text", ["\ud800", "12m\udfff", "1m\x00", "东" * 20000, "1" * 600])
def test_every_text_box_refuses_unusable_or_overlong_text_and_keeps_working(name, text):
    """A lone surrogate, a control character or text far longer than any hand is refused at
    once with a message in the widget's language; the next reply still encodes."""
    w = WIDGETS[name]()
    lang = w.ui["lang"]
    fields = fuzzing.intent_fields(w)
    for kind in fuzzing.intent_kinds(w):
        for field in [f for f in ("text", "value", "tile", "total", "answer") if f in fields]:
            w.handle({"kind": kind, field: text})
            assert w.message["level"] == "warning", (kind, field, w.message)
            assert reply_problem(w.view, w.message) == ""
            limit = getattr(w, "TEXT_LIMITS", {}).get(kind, MAX_TEXT)
            if len(text) > limit or not text.isprintable():  # else: refused as not a replay
                words = ("文字", "字符") if lang == "zh" else ("Text", "character")
                assert any(word in w.message["text"] for word in words), w.message
    w.handle({"kind": "lang", "value": "en"} if name != "Exercise-choice" else {"kind": "hint"})
    assert reply_problem(w.view, w.message) == ""


@pytest.mark.ruling("P-IN2")
def test_the_intent_gate_names_what_it_refuses():
    from widgets.ui.shared.intents import Refused
    cases = {"x" * (MAX_TEXT + 1): "at most 500", "\ud800": "U\\+D800", "a\x07": "U\\+0007",
             2 ** 60: "Number too large", float("nan"): "not a finite number"}
    for value, words in cases.items():
        with pytest.raises(Refused, match=words):
            check_intent({"kind": "text", "text": value}, "en")
    with pytest.raises(Refused, match="more than 1000"):
        check_intent({"kind": "pick", "list": list(range(2000))}, "en")
    with pytest.raises(Refused, match="嵌套太深"):
        check_intent({"kind": "pick", "list": [[[[[[[[[[1]]]]]]]]]]}, "zh")
    check_intent({"kind": "text", "text": "11m234p [555s,2] +5p | self_drawn"}, "en")


@pytest.mark.ruling("P-IN2")
def test_the_hand_table_load_box_takes_a_replay_but_not_a_flood():
    """Nested brackets, too many events or too many characters are refused with a message;
    the table keeps working and a real saved hand still loads."""
    from widgets.engine.events import MAX_EVENTS, MAX_JSON_CHARS
    from widgets.ui.tables.table import HandTable
    t = HandTable("sichuan-xueliu", 1, lang="en")
    saved = t.replay_json
    for text in ("[" * 100_000 + "]" * 100_000, "x" * (MAX_JSON_CHARS + 1),
                 '{"schema": 2, "events": [' + ",".join(["{}"] * (MAX_EVENTS + 1)) + "]}"):
        t.handle({"kind": "load", "text": text})
        assert t.message["level"] == "warning", t.message
        assert reply_problem(t.view, t.message) == ""
    t.handle({"kind": "load", "text": saved})
    assert t.message["level"] == "info", t.message
    with pytest.raises(ValueError, match="nested too deep"):
        HandTable("sichuan-xueliu", events="[" * 100_000 + "]" * 100_000)
