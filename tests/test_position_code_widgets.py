"""Position codes of every widget kind (issue 25): "a code round-trips for every widget kind
and a sample of positions (hypothesis)"; a code is refused by a widget of another kind, or of
another game, with the reason, and the position is kept."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from widgets.ui import CardTable, Drill, Exercise, HandLab, HandTable, OddsLab

CARD_POSITIONS = [
    ("doudizhu", {"hand": "33344458", "previous": "666"}),
    ("doudizhu", {"hand": "BR2222AA", "play": "BR"}),
    ("sanzhang", {"challenger": "As Ks Qs", "defender": "2h 3d 5c"}),
    ("tuitongzi", {"banker": "28", "p1": "55", "bets": (5, 0, 20), "pool": 300}),
    ("paohuzi", {"hand": "x123 W [d333] +x7"}),
    ("paohuzi", {"hand": "x123 x456 d789", "self_drawn": True}),
]


@pytest.mark.parametrize("game, slots", CARD_POSITIONS)
def test_a_card_table_position_round_trips(game, slots):
    table = CardTable(game, **slots)
    again = CardTable(code=table.code)
    assert repr(again) == repr(table) and again.snapshot == table.snapshot
    assert again.view["panels"] == table.view["panels"]
    other = CardTable(game, lang="en")
    other.handle({"kind": "code", "code": table.code})
    assert other.snapshot == table.snapshot and other.message["level"] == "info"
    other.handle({"kind": "undo"})
    assert other.snapshot == CardTable(game).snapshot


def test_a_card_code_of_another_game_is_refused_and_the_table_kept():
    code = CardTable("doudizhu", hand="333").code
    table = CardTable("sanzhang", challenger="As Ks Qs", lang="en")
    before = table.snapshot
    table.handle({"kind": "code", "code": code})
    assert "it is a doudizhu position and this card table plays sanzhang" in \
        table.message["text"] and table.snapshot == before


@settings(max_examples=15)
@given(variant=st.sampled_from(["sichuan-xuezhan", "wuhan", "yongzhou"]),
       seed=st.integers(0, 10_000), n=st.integers(2, 5), answers=st.integers(0, 2),
       pick=st.integers(0, 30))
def test_a_drill_position_round_trips(variant, seed, n, answers, pick):
    drill = Drill(variant, seed=seed, n=n)
    for _ in range(answers):
        q = drill.question
        drill.handle({"kind": "pick", "index": pick % len(q.choices)})
        if q.total is not None:
            drill.handle({"kind": "total", "value": "2"})
        drill.handle({"kind": "submit"})
        drill.handle({"kind": "next"})
    drill.handle({"kind": "pick", "index": pick % len(drill.question.choices)})
    again = Drill(code=drill.code)
    assert again.snapshot == drill.snapshot
    assert again.view["progress"] == drill.view["progress"]


ODDS_POSITIONS = [
    ("dafengshou", {"bets": {"bar": 10, "apple": 5}, "options": {"rtp": 95}, "seed": 3}),
    ("tuitongzi", {"position": 2, "rounds": 5000}),
    ("sanzhang", {"hand": "As Ks Qs", "challenger": False}),
    ("mahjong", {"variant": "sichuan-xuezhan", "hand": "123m456m789m11p23p", "seen": "1p",
                 "draws": 4}),
]


@pytest.mark.parametrize("game, kw", ODDS_POSITIONS)
def test_an_odds_lab_position_round_trips(game, kw):
    lab = OddsLab(game, **kw)
    again = OddsLab(code=lab.code)
    assert again.snapshot == lab.snapshot and again.view["exact"] == lab.view["exact"]
    other = OddsLab("tuitongzi" if game != "tuitongzi" else "dafengshou")
    other.handle({"kind": "code", "code": lab.code})
    assert other.snapshot == lab.snapshot  # the odds lab switches games: the code names its game


@settings(max_examples=6)
@given(variant=st.sampled_from(["sichuan-xueliu", "dashiyou-xueliu"]),
       seed=st.integers(1, 50), at=st.floats(0, 1))
def test_an_automatic_hand_travels_as_its_seed_and_step(variant, seed, at):
    table = HandTable(variant, seed=seed)
    step = int(at * len(table.events))
    table.handle({"kind": "step", "to": step})
    code = table.code
    assert len(code) < 120  # the seed, not the events
    again = HandTable(code=code)
    assert again.events == table.events and again.step == step


def test_a_played_hand_travels_as_its_events_and_opens_as_a_replay():
    table = HandTable("sichuan-xueliu", seed=2, human=0)
    for _ in range(4):
        table.handle({"kind": "next_decision"})
    again = HandTable(code=table.code)
    assert again.events == table.events and again.step == table.step
    assert again.game.human is None  # a replay, as a Load is
    other = HandTable("dashiyou-xueliu", lang="en")
    before = other.events
    other.handle({"kind": "code", "code": table.code})
    assert "open it in HandTable('sichuan-xueliu')" in other.message["text"]
    assert other.events == before


EXERCISES = [
    ("waits", ("sichuan-xuezhan", "123m456m789m11p23p"), {}, {"kind": "select", "tile": "1p"}),
    ("shanten", ("wuhan", "123m456m789m11p2p"), {}, {"kind": "answer", "value": "1"}),
    ("best_discard", ("sichuan-xuezhan", "123m456m789m11p239p"), {"seen": "4p"},
     {"kind": "select", "tile": "9p"}),
    ("claim", ("sichuan-xuezhan", "123m456m789m11p23p", "4p", 3), {},
     {"kind": "choose", "index": 0}),
    ("choice", ("Which?", ["a", "b", "c"], 2), {"hint": "not a"},
     {"kind": "choose", "index": 1}),
]


@pytest.mark.parametrize("factory, args, kw, answer", EXERCISES)
def test_an_exercise_and_its_answer_round_trip(factory, args, kw, answer):
    ex = getattr(Exercise, factory)(*args, **kw, lang="en")
    ex.handle(answer)
    assert ex.message["level"] == "", ex.message
    ex.handle({"kind": "check"})
    again = Exercise.from_code(ex.code, lang="en")
    assert again.view == ex.view
    other = Exercise.choice("Other?", ["x"], 0, lang="en")
    other.handle({"kind": "code", "code": ex.code})
    assert other.view == ex.view | {"code": other.view["code"]} and \
        other.message["level"] == "info"


def test_an_exercise_with_its_own_check_has_no_code_and_refuses_bad_codes():
    ex = Exercise("Is it?", lambda a: True, choices=["yes"])
    assert ex.view["code"] is None
    with pytest.raises(ValueError, match="no position code"):
        _ = ex.code
    before = ex.view
    ex.handle({"kind": "code", "code": HandLab("wuhan", "11m").code})
    assert "手牌实验室" in ex.message["text"] and ex.view == before


@pytest.mark.parametrize("make", [
    lambda: HandLab("wuhan", "123m"), lambda: CardTable("doudizhu"),
    lambda: Drill("wuhan", n=2), lambda: OddsLab("tuitongzi"),
    lambda: HandTable("sichuan-xueliu", seed=3), lambda: Exercise.shanten("wuhan", "123m"),
])
def test_every_widget_refuses_another_kinds_code_and_keeps_its_position(make):
    widget = make()
    wrong = HandLab("wuhan", "11m").code if not isinstance(widget, HandLab) else \
        CardTable("doudizhu", hand="3").code
    before = widget.view
    widget.handle({"kind": "code", "code": wrong})
    assert widget.message["level"] == "warning"
    assert "位置码" in widget.message["text"] and widget.view == before
    assert widget.view["code"]["text"] and widget.view["code"]["labels"]["code"] == "位置码"


def test_a_prepared_hand_travels_as_its_events_not_its_seed():
    """A teacher's scenario deals more than its seed says (the tiles, the dice): its code must
    carry the events, or the hand reopened from the seed would be another hand."""
    from widgets.practice.table.scenario import Scenario

    scenario = Scenario({0: "123456789m1234p5p"}, dice={"wall": 2, "exchange": 4})
    table = HandTable("dashiyou-xueliu", seed=5, scenario=scenario)
    table.handle({"kind": "step", "to": len(table.events) // 2})
    again = HandTable(code=table.code)
    assert again.events == table.events and again.step == table.step
