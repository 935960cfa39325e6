"""永州's pattern predicates against an independent engine: the `mahjong` package's yaku
conditions, on the same readings of random complete hands (its honour order differs: our 5z
中 is its CHUN, our 7z 白 its HAKU). Where the concepts coincide they must agree:
混一色 = Honitsu, 清一色 = Chinitsu, 碰碰胡 = Toitoi, 小三元 = Shosangen without Daisangen,
大三元 = Daisangen, 小四喜 = Shousuushii, 大四喜 = DaiSuushii, 字一色 = Tsuuiisou (R-Y4),
清幺九 = Chinroutou and 混幺九 = Honroto minus those two (R-Y5)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hands import random_complete
from hypothesis import given
from hypothesis import strategies as st
from mahjong.constants import CHUN, HAKU, HATSU
from mahjong.hand_calculating.yaku_list import Chinitsu, Honitsu, Honroto, Shosangen, Toitoi
from mahjong.hand_calculating.yaku_list.yakuman import (
    Chinroutou,
    Daisangen,
    DaiSuushii,
    Shousuushii,
    Tsuuiisou,
)

import widgets
from widgets.engine.notation import Hand
from widgets.engine.rules import View
from widgets.engine.situation import Situation
from widgets.mahjong.yongzhou_fans import (
    all_honours,
    all_triplets,
    big_dragons,
    big_winds,
    full_flush,
    half_flush,
    small_dragons,
    small_winds,
    terminals_and_honours,
    terminals_only,
)

R = widgets.rules("yongzhou")
THEIRS = {31: CHUN, 32: HATSU, 33: HAKU}


def to_theirs(tiles) -> list[int]:
    return [THEIRS.get(t, t) for t in tiles]


PAIRS = [
    ("hunyise", half_flush, lambda h: Honitsu().is_condition_met(h)),
    ("qingyise", full_flush, lambda h: Chinitsu().is_condition_met(h)),
    ("pengpenghu", all_triplets, lambda h: Toitoi().is_condition_met(h)),
    ("xiaosanyuan", small_dragons,
     lambda h: Shosangen().is_condition_met(h) and not Daisangen().is_condition_met(h)),
    ("dasanyuan", big_dragons, lambda h: Daisangen().is_condition_met(h)),
    ("xiaosixi", small_winds, lambda h: Shousuushii().is_condition_met(h)),
    ("dasixi", big_winds, lambda h: DaiSuushii().is_condition_met(h)),
    ("ziyise", all_honours, lambda h: Tsuuiisou().is_condition_met(h)),
    ("qingyaojiu", terminals_only, lambda h: Chinroutou().is_condition_met(h)),
    ("hunyaojiu", terminals_and_honours,
     lambda h: Honroto().is_condition_met(h) and not Chinroutou().is_condition_met(h)
     and not Tsuuiisou().is_condition_met(h)),
]


POOLS = [list(range(27, 34)), list(range(9)) + list(range(27, 34)), list(range(9)),
         [0, 8, 9, 17, 18, 26] + list(range(27, 34)), [0, 8, 9, 17, 18, 26], list(range(34)),
         [27, 28, 29, 30, 4]]


def biased_complete(rng: random.Random) -> list[int]:
    """A complete hand drawn from a small pool (one suit, honours, terminals …) so that the
    rare patterns come up."""
    return random_complete(rng, 4, rng.choice(POOLS))


def check(tiles: list[int], tally: Counter) -> None:
    hand = Hand(tuple(sorted(tiles[:-1])), winning=tiles[-1])
    for arrangement in R.arrangements(hand):
        if arrangement.form != "regular":
            continue
        view = View(R, hand, arrangement, Situation())
        sets = [to_theirs(b.tiles) for b in arrangement.blocks]
        for key, ours, theirs in PAIRS:
            assert bool(ours(view)) == bool(theirs(sets)), (key, hand, arrangement)
            tally[key] += bool(ours(view))


def test_patterns_agree_with_the_mahjong_package():
    rng = random.Random(20261129)
    tally: Counter = Counter()
    for _ in range(4000):
        check(biased_complete(rng), tally)
    assert all(tally[key] >= 5 for key, *_ in PAIRS), tally


@given(st.integers(0, 2**32 - 1))
def test_patterns_agree_on_any_seed(seed):
    check(biased_complete(random.Random(seed)), Counter())


@pytest.mark.ruling("R-Y4")
def test_all_honours_matches_tsuuiisou_on_a_dragon_and_wind_hand():
    """R-Y4: 字一色 is any hand of honours only, as the package's 字一色 (Tsuuiisou)."""
    check([27, 27, 27, 28, 28, 28, 31, 31, 31, 33, 33, 33, 32, 32], Counter())
