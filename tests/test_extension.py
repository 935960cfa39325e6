"""The engine's extension points, exercised by small synthetic variants: a special shape
(十三幺) added without touching the core, and the cap and minimum (起胡) of a fan table."""

from __future__ import annotations

import dataclasses

import pytest

from widgets.engine.fans import Fan
from widgets.engine.notation import Hand, parse_hand
from widgets.engine.results import NotAllowed
from widgets.engine.rules import MahjongRules, option
from widgets.engine.shape import Arrangement, Block, counts34

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


class OrphansRules(MahjongRules):
    """Regular hands plus 十三幺, the way a variant such as 永州 adds it: two overrides."""

    id = "test-orphans"
    zh = "十三幺 test"
    fans = (Fan("win", "和", "Win", 1, lambda v: 1),
            Fan("orphans", "十三幺", "Thirteen orphans", 64, lambda v: v.form == "orphans"))
    mode = "add"
    base = 0

    def _shanten(self, hand, situation, drops):
        regular = super()._shanten(hand, situation, drops)
        if hand.melds:
            return regular
        counts = counts34(hand.closed)
        kinds = sum(1 for t in ORPHANS if counts[t])
        pair = any(counts[t] >= 2 for t in ORPHANS)
        return min(regular, 13 - kinds - pair)

    def arrangements(self, hand, situation=None):
        found = super().arrangements(hand, situation)
        counts = counts34(self.hand(hand).closed)
        if sum(counts) == 14 and all(counts[t] for t in ORPHANS) and \
                sum(counts[t] for t in ORPHANS) == 14:
            found.append(Arrangement("orphans", tuple(Block("tri", (t,)) for t in ORPHANS)))
        return found


def test_special_shape_plugs_in_without_touching_the_core():
    r = OrphansRules()
    ready = parse_hand("19m19p19s1234567z")
    assert r.shanten(ready) == 0
    assert {w.tile for w in r.waits(ready)} == set(ORPHANS)  # the 13-sided wait
    assert r.shanten("19m19p19s1234566z") == 0  # one pair, waiting on 7z only
    assert [w.tile for w in r.waits("19m19p19s1234566z")] == [33]
    score = r.score("19m19p19s1234567z +1m")
    assert score.total == 65 and score.has("orphans")
    # discard advice goes through the same override
    best = r.discard_advice("19m19p19s1234567z5m")[0]
    assert best.tile == 4 and best.shanten == 0 and best.effective_count == 13 * 4 - 13


@dataclasses.dataclass(frozen=True)
class PointsOptions:
    minimum: int = option(8, "起胡: the least points that may win")


class PointsRules(MahjongRules):
    """Points that add up, with a minimum to win and a flower fan that does not count for it."""

    id = "test-points"
    zh = "points test"
    Options = PointsOptions
    mode = "add"
    base = 0
    has_flowers = True
    fans = (Fan("pinghu", "平和", "All chows", 2,
                lambda v: all(b.kind == "seq" for b in v.sets)),
            Fan("qingyise", "清一色", "Full flush", 24, lambda v: len(v.suits) == 1),
            Fan("flower", "花牌", "Flower", 1, lambda v: len(v.hand.flowers)))

    def minimum(self):
        return self.options.minimum

    def minimum_total(self, score):
        return score.total - score.count("flower")


def test_points_with_a_minimum_refuse_a_small_hand_and_keep_its_breakdown():
    r = PointsRules()
    with pytest.raises(NotAllowed, match="not enough fan: 2 .* minimum of 8") as err:
        r.score("123m456m789p234s5s 1234f +5s")  # 平和 2 + 4 flowers: flowers never count
    assert err.value.score.total == 6 and err.value.score.count("flower") == 4
    assert r.score("123m456m789m234m5m +5m").total == 26  # 清一色 24 + 平和 2
    assert PointsRules(minimum=0).score("123m456m789p234s5s +5s").total == 2


def test_cap_limits_the_total_and_says_so():
    class Capped(PointsRules):
        def cap(self):
            return 10

    score = Capped().score("123m456m789m234m5m +5m")
    assert score.total == 10
    assert score.notes == ("capped at 10 (before the cap: 26)",)


def test_hand_without_winning_tile_scores_as_complete_fourteen():
    r = PointsRules(minimum=0)
    assert r.score(Hand(tuple(parse_hand("123m456m789m234m55m").closed))).total == 26
