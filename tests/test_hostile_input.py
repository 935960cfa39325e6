"""Issue 17 items 3-7, one by one: text that blocked the kernel, the crashes, answers that
should have been refusals, errors in Python's words, wrong Python types. Outcomes only, no
timings (the parser's speed is in benchmarks/fuzz.py)."""

from __future__ import annotations

import dataclasses

import pytest

import widgets
from widgets import parse_hand, rules, xueliu
from widgets.engine.events import MAX_EVENTS, Discard, as_events, from_json
from widgets.mahjong.wuhan import laizi
from widgets.practice import drills, odds
from widgets.practice.table.play import Game

MAHJONG = widgets.variants()

# ---- item 3: text that blocks the kernel ------------------------------------------------


@pytest.mark.ruling("P-IN2")
@pytest.mark.parametrize("text", ["东" * 20000, "1" * 20000, "[" * 20000, "12" * 10000 + "z",
                                  "1m " * 10000])
def test_the_parser_reads_long_text_and_names_the_bad_token(text):
    """The parser is linear now: these used to take seconds. A long hand parses or is
    refused with NotationError; the widgets refuse such text before parsing (P-IN2)."""
    try:
        hand = parse_hand(text)
    except widgets.NotationError as e:
        assert e.position >= 0
    else:
        assert len(hand.all_tiles()) >= 10000
    assert widgets.from_tenhou("1" * 20000) == "1" * 20000


@pytest.mark.ruling("P-IN5")
def test_a_raise_of_a_huge_amount_is_refused_at_once_and_clearly():
    r = rules("sanzhang")
    for amount in ("1e9999999", "9" * 5000, "1/0", "nan", "0", "²"):
        with pytest.raises(ValueError, match="is not an amount"):
            r.betting(3, f"raise {amount}")
    assert r.betting(3, "raise 2.5").steps[-1].paid == 2.5


@pytest.mark.ruling("P-IN6")
def test_a_replay_longer_than_any_hand_is_refused():
    with pytest.raises(ValueError, match=f"at most {MAX_EVENTS}"):
        Game.from_events("sichuan-xueliu", '{"schema": 2, "events": ['
                         + ",".join(['{"type": "dice", "kind": "deal", "values": [1, 2]}']
                                    * (MAX_EVENTS + 1)) + "]}")
    with pytest.raises(ValueError, match=f"at most {MAX_EVENTS}"):  # item 3: 200,000 events
        Game.from_events("sichuan-xueliu", [Discard(1, "5p")] * 200_000)
    with pytest.raises(ValueError, match="nested too deep"):
        from_json("[" * 100_000 + "]" * 100_000)
    with pytest.raises(TypeError, match=r"events\[1\] is not an event"):
        as_events([Discard(1, "5p"), 7])


# ---- item 4: crashes ------------------------------------------------------------------------


@pytest.mark.ruling("P-IN4")
@pytest.mark.parametrize("variant", MAHJONG)
def test_seen_is_tile_indices_and_a_bad_one_is_named(variant):
    r = rules(variant)
    for verb in (r.problems, r.validate, r.analyse):
        for bad in ([42], [-1], [True], ["5p"]):
            with pytest.raises((ValueError, TypeError), match="seen"):
                verb("123m", seen=bad)
    with pytest.raises(TypeError, match="seen is a list"):
        r.problems("123m", "5p")


@pytest.mark.ruling("P-IN1")
@pytest.mark.parametrize("variant", MAHJONG)
def test_shape_verbs_refuse_a_hand_too_big_to_be_a_hand(variant):
    """Item 4 and 5: ``shanten("1" * 16 + "m")`` was −1, 507 tiles a RecursionError, ten
    melds an IndexError. A hand holds at most 14 tiles (a kong as 3) and 4 melds."""
    r = rules(variant)
    for text in ("1" * 16 + "m", "1" * 507 + "m", " ".join(["[123p]"] * 10) + " 5s",
                 " ".join(["[123p]"] * 5) + " 5s", "123m456m789m123p11p +1p 1s"):
        for verb in (r.shanten, r.arrangements, r.waits, r.discard_advice, r.is_complete):
            with pytest.raises(widgets.InvalidHand, match="too many|at most 4|has 14"):
                verb(text)
        assert not r.can_win(text)
        assert r.analyse(text).problems  # the hand lab shows the problems, it does not raise
    assert r.shanten("123m456m789m11p23p") in (0, 1)  # a real hand is still counted


def test_the_crashes_named_in_the_issue_are_refusals_now():
    with pytest.raises(ValueError, match="counts vector"):
        rules("doudizhu").leads([1, 2, 4])
    with pytest.raises(ValueError, match="counts vector"):
        rules("doudizhu").leads([-1] * 5 + [5] * 5 + [0] * 5)
    with pytest.raises(ValueError, match="kinds is a non-empty list"):
        drills.nth_question("sichuan-xuezhan", (), "easy", 1, None, 0)
    with pytest.raises(ValueError, match="cannot exceed unseen"):
        odds.first_arrival(0, 70, 1)
    with pytest.raises(ValueError, match="tile names"):
        xueliu.eligible_suits([""])
    with pytest.raises(ValueError, match="each seat 0-3"):
        xueliu.exchange_is_void({0: "m"}, 2)
    with pytest.raises(ValueError, match="no fan ''"):
        rules("shuangren").fan("")
    from widgets.ui.tables.table import HandTable
    with pytest.raises(ValueError, match="nested too deep"):
        HandTable("sichuan-xueliu", events="[" * 100_000 + "]" * 100_000)


# ---- item 6: our words, not Python's --------------------------------------------------------


def test_errors_name_the_bad_value_and_what_is_accepted():
    with pytest.raises(widgets.NotationError, match="'菊': a flower is never played"):
        laizi("菊")
    with pytest.raises(ValueError, match=r"'apple=²' is not name=whole number \(digits 0-9"):
        rules("dafengshou", targets="apple=²")
    with pytest.raises(ValueError, match="at most 9 digits"):
        rules("dafengshou", targets="apple=" + "9" * 5000)
    with pytest.raises(ValueError, match=r"successes is a count between 0 and n \(1\), not 5"):
        odds.wilson(5, 1)


def test_a_replay_refusal_says_which_tile_is_missing():
    g = Game("sichuan-xueliu", seed=3)
    while not g.finished:
        g.advance()
    events = list(g.events)
    i = next(i for i, e in enumerate(events) if e.type == "discard")
    events[i] = dataclasses.replace(events[i], tile="9s" if events[i].tile != "9s" else "1m")
    with pytest.raises(ValueError) as e:
        Game.from_events("sichuan-xueliu", events)
    assert "list.remove" not in str(e.value)
    # the replay loader (P-T5) numbers events from 1, as the table's steps
    assert f"event {i + 1} (West discards {events[i].tile}): West does not hold {events[i].tile}" \
        in str(e.value)


# ---- item 7: wrong Python types -------------------------------------------------------------

HAND_VERBS = ("problems", "validate", "shanten", "arrangements", "is_complete", "waits",
              "is_ready", "discard_advice", "verify_win", "can_win", "score", "analyse",
              "format")


@pytest.mark.ruling("P-IN3")
@pytest.mark.parametrize("variant", MAHJONG)
@pytest.mark.parametrize("bad", [None, 5, ["1m"], b"123m", 1.5])
def test_every_hand_or_text_verb_names_the_parameter_on_a_wrong_type(variant, bad):
    r = rules(variant)
    for name in HAND_VERBS:
        with pytest.raises(TypeError, match="hand is a Hand or its text"):
            getattr(r, name)(bad)
    with pytest.raises(TypeError, match="situation is a Situation"):
        r.shanten("123m", "self_drawn")
    with pytest.raises(TypeError, match="indicator is a tile"):
        laizi(None)
