"""A 武汉 wait's two totals worked out together (widgets/mahjong/wuhan/totals.py, issue 26) are
what ``score`` gives in each situation, one at a time: on random hands with 赖子 and melds,
random situations (杠上花, 海底, 抢杠, 全求人, 红中杠/赖子杠) and room options; and the fans
it counts once for both are the ones that do not read ``self_drawn``."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from widgets import rules
from widgets.engine.notation import Hand, Meld
from widgets.engine.results import ImpossibleSituation, NotAllowed
from widgets.engine.situation import Situation
from widgets.engine.view import View
from widgets.mahjong.wuhan import SELF_DRAWN_FANS, wait_totals

INDICATOR, LAIZI, RED = 22, 23, 31  # 5s flipped: 6s is the 赖子
KINDS = [t for t in range(34) if t not in (LAIZI, RED)]


@st.composite
def wuhan_hands(draw) -> Hand:
    """13 tiles one short of sets and a pair (or anything), 0-4 melds, 0-4 赖子."""
    melds = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(("pon", "chi", "kong", "concealed")))
        if kind == "chi":
            start = draw(st.sampled_from([9 * s + k for s in range(3) for k in range(7)]))
            melds.append(Meld((start, start + 1, start + 2), source=1))
        else:
            t = draw(st.sampled_from(KINDS))
            size = 3 if kind == "pon" else 4
            melds.append(Meld((t,) * size, concealed=kind == "concealed",
                              source=None if kind == "concealed" else draw(st.integers(1, 3))))
    closed = []
    for _ in range(4 - len(melds)):
        if draw(st.booleans()):
            start = draw(st.sampled_from([9 * s + k for s in range(3) for k in range(7)]))
            closed += [start, start + 1, start + 2]
        else:
            closed += [draw(st.sampled_from(KINDS))] * 3
    closed += [draw(st.sampled_from(KINDS))] * 2
    for i in draw(st.lists(st.integers(0, len(closed) - 1), max_size=4, unique=True)):
        closed[i] = LAIZI
    closed.pop(draw(st.integers(0, len(closed) - 1)))
    return Hand(tuple(sorted(closed)), tuple(melds))


situations = st.builds(
    lambda **kw: Situation(indicator=INDICATOR, **kw),
    after_kong=st.booleans(), robbing_kong=st.booleans(), last_tile=st.booleans(),
    wall_remaining=st.sampled_from((None, 2, 3, 4, 40)), red_kongs=st.integers(0, 2),
    wild_kongs=st.integers(0, 2))
options = st.fixed_dictionaries({
    "kaikou_mode": st.sampled_from(("kaikou", "koukou")), "dahu_max_laizi": st.sampled_from((0, 2)),
    "cap": st.sampled_from((0, 50)), "fengyise_dragons": st.booleans()})


def scored(r, hand: Hand, situation: Situation) -> int | None:
    try:
        return r.score(hand, situation).total
    except (NotAllowed, ImpossibleSituation):
        return None


@settings(max_examples=150, deadline=None)
@given(wuhan_hands(), situations, options)
def test_a_waits_two_totals_are_what_score_gives_in_each_situation(hand, situation, opts):
    r = rules("wuhan", **opts)
    if r.problems(hand, (), situation):
        return
    for w in r.waits(hand, (), situation):
        if w.dead:
            continue
        won = hand.with_winning(w.tile)
        expected = tuple(scored(r, won, situation.with_(self_drawn=d)) for d in (False, True))
        assert wait_totals(r, won, situation) == expected, (hand, w.tile, situation)


@settings(max_examples=150, deadline=None)
@given(wuhan_hands(), situations, options, st.data())
def test_only_the_self_drawn_fans_count_differently_for_one_reading(hand, situation, opts,
                                                                     data):
    r = rules("wuhan", **opts)
    won = hand.with_winning(data.draw(st.sampled_from(KINDS)))
    if r.problems(won):
        return
    for reading in r.arrangements(won, situation):
        ron, tsumo = (View(r, won, reading, situation.with_(self_drawn=d))
                      for d in (False, True))
        differ = {f.key for f in r.fans if f.count(ron) != f.count(tsumo)}
        assert differ <= SELF_DRAWN_FANS, differ


@pytest.mark.ruling("R-W9")
def test_the_self_drawn_fans_are_the_ones_that_read_it():
    # 全求人 only on a discard, 自摸 only self-drawn: each of the list can tell them apart
    r = rules("wuhan")
    won = r.parse("5p [123m,1] [456m,1] [789p,1] [234s,1] +5p")
    [reading] = [a for a in r.arrangements(won, Situation()) if a.form == "regular"]
    ron, tsumo = (View(r, won, reading, Situation(self_drawn=d)) for d in (False, True))
    by_key = {f.key: f for f in r.fans}
    assert by_key["quanqiuren"].count(ron) and not by_key["quanqiuren"].count(tsumo)
    assert by_key["zimo"].count(tsumo) and not by_key["zimo"].count(ron)
    assert SELF_DRAWN_FANS <= set(by_key)
