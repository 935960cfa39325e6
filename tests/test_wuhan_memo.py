"""Wuhan's score memos (issue 26) change no answer: a wait's total remembered by the hand's
text and the situation's values is the total a fresh rules object scores, whatever tiles are
seen (no Wuhan rule or fan reads them), and the memo's keys are atoms the cyclic collector
does not track (its Scores once reached the oldest generation and paused a claim's outlooks)."""

from __future__ import annotations

import gc
import random

import pytest
from shared import scored_one_by_one

from widgets import rules
from widgets.engine.notation import Hand, Meld
from widgets.engine.situation import Situation
from widgets.practice.table.claim_effects import claim_effects

INDICATOR, LAIZI, RED = 22, 23, 31  # 5s flipped: 6s is the 赖子
SITUATION = Situation(indicator=INDICATOR)


def ready_hands(seed: int, n: int) -> list[Hand]:
    """13-tile hands one tile short of complete, 1-3 赖子, one open 碰 (the slow path)."""
    rng = random.Random(seed)
    kinds = [t for t in range(34) if t not in (LAIZI, RED, INDICATOR)]
    out: list[Hand] = []
    while len(out) < n:
        meld = Meld((rng.choice(kinds),) * 3, source=1)
        closed = []
        for _ in range(3):
            start = rng.choice([s + k for s in (0, 9) for k in range(7)])
            closed += [start, start + 1, start + 2] if rng.random() < 0.5 else [start] * 3
        closed += [rng.choice(kinds)] * 2
        for i in rng.sample(range(len(closed)), rng.randint(1, 3)):
            closed[i] = LAIZI
        closed.pop(rng.randrange(len(closed)))
        every = closed + list(meld.tiles)
        if max(every.count(t) for t in every) <= 4 and closed.count(LAIZI) <= 3:
            out.append(Hand(tuple(sorted(closed)), (meld,)))
    return out


def fresh_totals(hand: Hand) -> list[tuple[int, int | None, int | None]]:
    """Each wait's totals as a new rules object scores them, one ``score`` at a time."""
    return scored_one_by_one(rules("wuhan"), hand, SITUATION)


@pytest.mark.parametrize("seed", range(3))
def test_remembered_wait_totals_are_the_fresh_ones_whatever_is_seen(seed):
    r = rules("wuhan")  # one object for every hand: its memos warm, as in a lab session
    asked = 0
    for hand in ready_hands(seed, 40):
        expected = fresh_totals(hand)
        asked += len(expected)
        for seen in ((), (0, 0, 9), tuple(t for t, _, _ in expected[:3])):
            got = [(w.tile, w.discard_score, w.self_draw_score)
                   for w in r.waits(hand, seen, SITUATION, scores=True) if not w.dead]
            assert got == expected, (hand, seen)
    assert asked > 50  # the sample reaches the many-waits hands the memo is for


def test_a_claims_passing_outlook_after_the_labs_analysis_is_the_fresh_one():
    hand = rules("wuhan").parse("33m444p55666s [777z,1]")  # 3 赖子: 33 waits
    warm = rules("wuhan")
    warm.analyse(hand, SITUATION)  # the lab analyses the hand before the discard's outlooks
    got = claim_effects(warm, hand, 2, 1, (), SITUATION)
    cold = claim_effects(rules("wuhan"), hand, 2, 1, (), SITUATION)
    assert got == cold
    assert got.passing.value is not None and len(got.passing.waits) > 20


def test_the_total_memo_holds_nothing_the_collector_tracks():
    r = rules("wuhan")
    r.waits("33m444p55666s [777z,1]", (), SITUATION, scores=True)  # 3 赖子: 33 waits
    assert len(r.remembered_totals) > 30
    gc.collect()  # tuples of atoms are untracked as the collector meets them
    assert not any(gc.is_tracked(k) for k in r.remembered_totals)
