"""A teacher's scenario with the automatic seats' moves scripted (``moves``) and the hand
started near the wall's end (``wall``: what 人胡, 抢杠, 杠上炮 and 海底 need at the table,
issue 39): the moves are taken, a move that cannot be made is refused in zh and en, and a
hand started at the wall's end still deals every tile exactly once."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from widgets.engine.tiles import tile_name
from widgets.practice.table.play import game_class
from widgets.practice.table.scenario import Scenario, ScenarioError


def test_the_scripted_moves_are_taken_in_order():
    s = Scenario.from_dict({"hands": {"0": "123456789m1234p", "3": "111222333444p9m5s"},
                            "dealer": 3, "moves": [{"seat": 3, "discard": "5s"},
                                                   {"seat": 1, "pon": "5s"}]})
    assert Scenario.from_dict(s.to_dict()) == s
    game = s.game("sichuan-xueliu", human=0)
    game.advance()
    kinds = [(type(e).__name__, getattr(e, "seat", None), getattr(e, "tile", None))
             for e in game.events]
    assert ("Discard", 3, "5s") in kinds
    # 北 discards 5s first; 南 (seat 1) holds no pair of 5s (the deal gives its tiles at
    # random), so its 碰 waits and is never taken: the rest plays as the seats would
    assert kinds.index(("Discard", 3, "5s")) == min(i for i, k in enumerate(kinds)
                                                    if k[0] == "Discard")


@pytest.mark.parametrize("data,en,zh", [
    ({"moves": {"seat": 1}}, "moves is a list", "moves 是一串"),
    ({"moves": [{"seat": 1, "chi": "5s"}]}, "a move one of discard, pon", "动作是"),
    ({"moves": [{"seat": 1, "pon": "55s"}]}, "pon names one tile", "后面是一张牌"),
    ({"moves": [{"seat": 7, "pon": "5s"}]}, "not 7", "没有座位 7"),
    ({"moves": [{"seat": 0, "discard": "5s"}]}, "seat 0 is yours", "座位 0 是你自己打的"),
    ({"hands": {"1": "123456789m1234p5p"}, "dealer": 1,
      "moves": [{"seat": 1, "discard": "9s"}]}, "holds no 9s", "手里没有 9s"),
    ({"wall": 90}, "holds 55 tiles, not 90", "只有 55 张"),
    ({"wall": -1}, "wall is a whole number", "wall 是非负整数"),
])
def test_a_move_or_wall_that_cannot_be_is_refused_in_both_languages(data, en, zh):
    with pytest.raises(ScenarioError) as e:
        Scenario.from_dict(data).game("sichuan-xueliu", human=0).advance()
    assert en in str(e.value) and zh in e.value.say("zh")


@pytest.mark.parametrize("variant", ["sichuan-xuezhan", "wuhan", "yongzhou"])
def test_a_hand_started_at_the_walls_end_deals_every_tile_once(variant):
    """Property: for random seeds, dealers and lengths, the learner's first decision comes
    with at most ``wall`` tiles left, and hands, melds, rivers, won tiles, the wall and the
    indicator hold the set exactly."""
    rng = random.Random(variant)
    seats = game_class(variant).seat_ids
    total = Counter(game_class(variant).all_tiles)
    for _ in range(4):
        left, human = rng.randrange(0, 30), rng.choice(seats)
        s = Scenario.from_dict({"wall": left, "dealer": rng.choice(seats),
                                "seed": rng.randrange(1000)})
        game = s.game(variant, human=human)
        d = game.current()
        assert d is not None and d.seat == human and game.table.remaining <= left
        t = game.table
        seen = Counter(tile_name(x) for c in t.closed for x in c)
        seen += Counter(tile_name(x) for ms in t.melds for m in ms for x in m.tiles)
        seen += Counter(x for r in t.river for x in r) + Counter(t.taken)
        assert sum(seen.values()) + t.remaining + (1 if variant == "wuhan" else 0) \
            == sum(total.values())
        assert not seen - total  # no tile more often than the set has it


# ---- a scenario's hand reviewed (issue 38 at the tables issue 39 opens) ----------------------

SCRIPTED = {"hands": {"0": "123456789m1234p", "3": "111222333444p9m5s"}, "dealer": 3,
            "moves": [{"seat": 3, "discard": "5s"}, {"seat": 1, "pon": "5s"}]}
PLAYED_DOWN = {"wall": 12, "dealer": 0, "seed": 3}


def _played_by_a_beginner(data, variant="sichuan-xueliu"):
    g = Scenario.from_dict(data).game(variant, human=0)
    g.advance()
    while g.pending():
        g.act(g.choice(g.pending(), "beginner").action)
        g.advance()
    return g


@pytest.mark.parametrize("data", [SCRIPTED, PLAYED_DOWN], ids=["moves", "wall"])
def test_a_scenario_hand_is_reviewed_not_refused(data, monkeypatch):
    """A hand dealt from a scenario (a fan opened at the table, a teacher's deal) is reviewed
    in points like any other: the review deals it again following every seat's recorded moves
    (the script's and the played-down wall's, which the seats' own play would not repeat), and
    the played-down start holds none of the learner's decisions — in points or by tile
    efficiency. (It was refused as "the table was changed during the hand".)"""
    from widgets.practice.table import points_review as pr
    from widgets.practice.table.hand_review import review_hand
    g = _played_by_a_beginner(data)
    r = pr.PointsReviewer(g, (0,), budget=0.0)
    assert r.entries and min(r.entries) >= g.play_from
    assert all(d.step >= g.play_from for d in review_hand(g, (0,)).decisions)
    if "wall" in data:
        assert g.play_from > 50  # the played-down part: many of seat 0's discards, none listed
    monkeypatch.setattr(pr, "CAP", pr.SAMPLES)  # one round a decision: the review, not the cap
    review = pr.review_points(g, (0,), budget=600)
    assert review.decisions and all(d.verdict != "unmeasured" for d in review.decisions)


def test_a_scenario_hands_mistake_deals_again_in_my_mistakes():
    """Its position code says the hand was scripted and where the learner's play began, so My
    mistakes deals the same position again (not a different table, not a refusal)."""
    from widgets.practice.table.mistake_retry import open_position, position_code
    from widgets.practice.table.points_review import positions
    g = _played_by_a_beginner(PLAYED_DOWN)
    step, at, d, played = next(positions(g, (0,)))
    code = position_code(g, step)
    assert code["scripted"] is True and code["play_from"] == g.play_from
    q = {"step": step, "seat": 0, "variant": "sichuan-xueliu", "played": 0, "best": 0,
         "options": [[played.kind, list(played.tiles), "", ""]], "code": code}
    opened = open_position(q)
    assert opened.game.events == at.events and opened.option(0) == played


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_review_my_hand_at_a_scenario_table_works_it_out(lang, monkeypatch):
    """Through the widget, as a learner clicks: a table dealt from a played-down scenario,
    played to its end, then Review my hand → Work it out: no "cannot be played again", and
    every decision listed is one the learner made after the played-down start."""
    from tests.test_points_review import finished_table, worked_out
    from widgets.practice.table import points_review as pr
    monkeypatch.setattr(pr, "CAP", pr.SAMPLES)
    monkeypatch.setattr(pr, "BUDGET", 600.0)
    t = finished_table(lang, "sichuan-xueliu", scenario=PLAYED_DOWN)
    points = worked_out(t)
    assert points["stage"] == "done", points
    assert "cannot be played again" not in str(points) and "不能重新打" not in str(points)
    assert all(d.step >= t.game.play_from for d in t.points_review.review.decisions)


@pytest.mark.parametrize("lang, words", [("en", "seat 1 holds no 9s to discard now"),
                                         ("zh", "座位 1 这时手里没有 9s，打不出")])
def test_a_scripted_move_that_fails_mid_hand_is_said_in_the_learners_language(lang, words):
    """A script checked at the deal can still fail when its turn comes (the seat no longer
    holds the tile): the table says so in the learner's language and stays as it was before
    the click — not "ScenarioError: …" in English inside a Chinese table."""
    from widgets.ui.tables.table import HandTable
    t = HandTable("sichuan-xueliu", human=0, lang=lang, scenario={
        "hands": {"1": "123456789m1234p"}, "dealer": 0,
        "moves": [{"seat": 1, "discard": "9s"}]})
    before = (t.step, t.view)
    t.handle({"kind": "act", "index": 0})
    assert t.message["level"] == "error" and words in t.message["text"], t.message
    assert "ScenarioError" not in t.message["text"] and (t.step, t.view) == before
