"""Wrong Python types for the card games' verbs, 武汉's counting verbs and the notation
functions (issue 32, items 9-10): every answer is a return, a ValueError the project raises,
or a TypeError the project raises naming the parameter; never Python's own words
(AttributeError, IndexError, "'int' object is not iterable"). The generator is
tests/fuzzing_types.py; benchmarks/fuzz.py prints its counts. Seeded with
``derandomize=True`` like tests/test_fuzz.py, so a run is the same every time."""

from __future__ import annotations

import random

import fuzzing_types
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import widgets

TARGETS = fuzzing_types.targets()


@pytest.mark.ruling("P-IN3")
@settings(derandomize=True, deadline=None, database=None, max_examples=60,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2 ** 32 - 1))
def test_a_wrongly_typed_argument_gets_a_documented_error(seed):
    rng = random.Random(seed)
    for _ in range(50):  # 60 seeds × 50 calls = 3,000 inputs
        label, fn, kwargs, wrong = fuzzing_types.one_case(rng, TARGETS)
        out = fuzzing_types.classify(label, fn, kwargs, wrong)
        assert " in " not in out, f"{out}: {label}({wrong}={kwargs.get(wrong)!r:.80})"


def test_the_classifier_reports_pythons_own_words_as_a_bucket():
    """The check can fail: an AttributeError from inside a verb is a bucket."""
    def verb(hand):
        return hand.closed
    assert fuzzing_types.classify("x.verb", verb, {"hand": 1}, "hand").startswith(
        "AttributeError in x.verb")


@pytest.mark.parametrize(("call", "name"), [
    (lambda: widgets.rules("doudizhu").play("333", []), "as_type"),
    (lambda: widgets.rules("doudizhu").multiplier(mingpai="x"), "mingpai"),
    (lambda: widgets.rules("doudizhu").multiplier(spring="x"), "spring"),
    (lambda: widgets.rules("doudizhu").settle(0, True, 1, doubled=1.0), "doubled"),
    (lambda: widgets.rules("doudizhu").can_double(0, 0, None, 0), "beans"),
    (lambda: widgets.rules("paohuzi").remember(
        widgets.rules("paohuzi").claims("x5", 0, ["x1", "x46 d3", "x55 d1"], drawn=False),
        True), "taken_by"),
    (lambda: widgets.rules("paohuzi").huang_penalty(None), "wangs"),
    (lambda: widgets.rules("sanzhang").betting(3, "call", hands=object()), "hands"),
    (lambda: widgets.rules("tuitongzi").verify_bets([{}, {}, {}], ()), "banker_stake"),
    (lambda: fuzzing_types.tiles.parse_tile([]), "text"),
])
def test_the_reported_wrong_types_get_a_documented_error_naming_the_parameter(call, name):
    with pytest.raises((TypeError, ValueError), match=name) as e:
        call()
    assert fuzzing_types.own_raise(e.value), e.value


def test_a_seat_given_as_a_float_is_refused_by_the_rules():
    with pytest.raises(widgets.NotAllowed, match="seat"):
        widgets.rules("paohuzi").claims("x5", 1.0, ["x1", "x46 d3", "x55 d1"])


def test_a_non_ascii_digit_is_a_notation_error_in_paohuzi():
    for text in ("X³", "x３"):
        with pytest.raises(widgets.NotationError):
            fuzzing_types.paohuzi_notation.parse_hand(text)


def test_a_huge_bomb_count_is_refused_not_computed():
    with pytest.raises(ValueError, match="bombs"):
        widgets.rules("doudizhu").multiplier(bombs=2 ** 70)


# ---- issue 31.7, 32.8, 32.9 ------------------------------------------------------------------


def test_catching_widgets_notationerror_catches_a_card_notation_error():
    from widgets.cards import cards
    with pytest.raises(widgets.NotationError):
        widgets.rules("doudizhu").play("ZZZ")
    with pytest.raises(widgets.NotAllowed):
        widgets.rules("paohuzi").huang_penalty([2, 2, 2])
    assert cards.NotationError is widgets.NotationError
    assert cards.NotAllowed is widgets.NotAllowed
    from widgets.engine import registry
    assert cards.option is registry.option and cards.NoOptions is registry.NoOptions


def test_a_stake_of_0_settles_with_nobody_paying():
    from widgets.engine.events import Win
    r = widgets.rules("shuangren", stake=0)
    book = r.settle([Win(1, "5z", None, "123456789s111z5z 25f +5z")], dealer=1)
    assert book.net == {0: 0, 1: 0} and book.next_dealer == 1


def test_wuhan_reads_a_dict_situation_in_its_counting_verbs():
    r, h = widgets.rules("wuhan"), "123456789m1122p"
    as_dict, as_obj = {"indicator": 5}, widgets.Situation(indicator=5)
    assert r.shanten(h, as_dict) == r.shanten(h, as_obj)
    assert r.is_complete(h, as_dict) == r.is_complete(h, as_obj)
    assert r.waits(h, situation=as_dict) == r.waits(h, situation=as_obj)
    with pytest.raises(TypeError, match="seen"):
        r.waits(h, 0)
