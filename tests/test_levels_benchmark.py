"""benchmarks/levels.py, the measurement of issue 37's levels: its statistics (the 95 %
intervals of a known sample), its seating (duplicate sets: each level holds each seat equally
often) and its core run on a few hands of two quick games with stand-in players (a beginner
picking a random legal option, a strong player that plays as club). No timing is asserted: the
script prints the times."""

from __future__ import annotations

import importlib.util
import math
import sys
from pathlib import Path

import pytest

from widgets.practice import levels as lv

_PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "levels.py"
_spec = importlib.util.spec_from_file_location("levels_benchmark", _PATH)
bench = sys.modules.setdefault("levels_benchmark", importlib.util.module_from_spec(_spec))
if not hasattr(bench, "run"):
    _spec.loader.exec_module(bench)

QUICK = ("shuangren", "tuitongzi")  # 2 seats and 3 bettors, a few ms a hand


def test_mean_interval_of_a_known_sample():
    # mean 3, sd √2.5, half-width 1.96·√2.5/√5 = 1.38593
    m, low, high = bench.mean_ci([1, 2, 3, 4, 5])
    assert m == 3
    assert low == pytest.approx(3 - 1.38593, abs=1e-5)
    assert high == pytest.approx(3 + 1.38593, abs=1e-5)
    assert all(math.isnan(x) for x in bench.mean_ci([])), "no sample, no mean"
    assert math.isnan(bench.mean_ci([4.0])[1]), "one value gives no interval"


def test_win_share_interval_over_sets():
    # one winner a set: the binomial's normal interval with n − 1, 0.75 ± 1.96·0.25, clipped
    share, low, high = bench.ratio_ci([1, 0, 1, 1], [1, 1, 1, 1])
    assert share == 0.75
    assert low == pytest.approx(0.75 - 0.49) and high == 1.0
    # a set without a winner is left out; Σhits / Σtotals, not the mean of the ratios
    share, _, _ = bench.ratio_ci([2, 0, 0], [3, 0, 1])
    assert share == 0.5


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_each_level_holds_each_seat_equally_often(seats):
    seatings = bench.arrangements(seats)
    assert len(set(seatings)) == len(seatings)
    for seat in range(seats):
        as_a = sum(s[seat] for s in seatings)
        assert as_a == len(seatings) - as_a, f"seat {seat} is A {as_a} of {len(seatings)}"
    a_seats = sum(sum(s) for s in seatings)
    assert a_seats * 2 == seats * len(seatings), "A and B hold as many seat-hands"
    assert all(0 < sum(s) < seats for s in seatings), "both levels sit at every hand"


def random_option(game, d):
    return lv.rng_for(game.seed, d.seat, len(game.events), "stand-in").choice(d.options)


@pytest.fixture
def stand_ins(monkeypatch):
    """A beginner that picks a random legal option and a strong player that plays as club,
    for the quick games (the registry is put back after the test)."""
    for game in ("mahjong", "tuitongzi"):
        club = lv.PLAYERS[game, "club"].play
        monkeypatch.setitem(lv.PLAYERS, (game, "beginner"),
                            lv.Level(game, "beginner", random_option, "随机", "random"))
        monkeypatch.setitem(lv.PLAYERS, (game, "strong"),
                            lv.Level(game, "strong", club, "同熟手", "as club"))


def test_a_level_against_itself_breaks_even_in_duplicate(stand_ins):
    # strong plays exactly as club: every seating of one deal plays the same hand, so the
    # duplicate sets cancel the deal's luck entirely
    results = bench.run(QUICK, [("strong", "club")], hands=4, jobs=1)
    assert [r.game for r in results] == list(QUICK)
    for r in results:
        assert r.hands >= 4 and len(r.sets) >= 2
        assert all(s.diff == 0 and 2 * s.a_wins == s.wins for s in r.sets), r.game
        assert r.verdict().startswith("(not separated") if r.game == "tuitongzi" \
            else r.verdict() == "not separated"


def test_core_run_is_deterministic_and_puts_the_registry_back(stand_ins):
    before = dict(lv.PLAYERS)
    pairs = [("club", "beginner")]
    first = bench.run(QUICK, pairs, hands=4, jobs=1)
    again = bench.run(QUICK, pairs, hands=4, jobs=1)
    assert lv.PLAYERS == before
    for a, b in zip(first, again, strict=True):
        assert [(s.diff, s.a_wins, s.wins, s.tally) for s in a.sets] == \
            [(s.diff, s.a_wins, s.wins, s.tally) for s in b.sets]
    mahjong = first[0]
    # the random beginner discards anything: club wins every 双人 hand it can
    assert mahjong.points()[0] > 0
    decided = {label for s in mahjong.sets for label in s.times}
    assert decided == {"club", "beginner"}, "each level's decisions are its own"
    skipped = sum(s.tally["beginner", "skips the round (no bet)", 1] for s in first[1].sets)
    assert skipped == sum(len(s.times["beginner"]) for s in first[1].sets)


def test_pairings_without_a_player_are_skipped(stand_ins, monkeypatch):
    monkeypatch.delitem(lv.PLAYERS, ("tuitongzi", "strong"))
    spec = bench.GAMES["tuitongzi"]
    assert bench.missing(spec, ("strong", "club")) == ["strong"]
    assert bench.missing(spec, ("club", bench.TODAY)) == [bench.TODAY]
    results = bench.run(["tuitongzi"], [("strong", "club"), ("club", "beginner")], 4, jobs=1)
    assert [r.pair for r in results] == [("club", "beginner")]


def test_today_plays_in_a_level_the_pairing_does_not_use(stand_ins, monkeypatch):
    monkeypatch.delitem(lv.PLAYERS, ("tuitongzi", "strong"))
    monkeypatch.setattr(lv, "TODAY", {"tuitongzi": random_option}, raising=False)
    assert bench.slots_for(("club", bench.TODAY)) == {"club": "club", bench.TODAY: "strong"}
    [r] = bench.run(["tuitongzi"], [("club", bench.TODAY)], 4, jobs=1)
    assert {label for s in r.sets for label in s.times} == {"club", bench.TODAY}
    assert ("tuitongzi", "strong") not in lv.PLAYERS, "the borrowed level is given back"
