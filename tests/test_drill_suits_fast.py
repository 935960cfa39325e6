"""定缺 and 换三张's tables (widgets/practice/drills/suits.py) after issue 26's speed-up — the
draws of one hand share their work, and 进张 is counted only for the suits to drop that give
a trio its least shanten — are the tables of the plain search, one shanten per draw and per
drop (P-DR5, P-DR6), on random hands."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from widgets.engine.notation import Hand, format_tiles
from widgets.engine.situation import Situation
from widgets.practice.drills.deal import face_up, shanten_rank
from widgets.practice.drills.questions import SUIT_LETTERS, suit_group
from widgets.practice.drills.suits import exchange_table, rules_for, suit_table

VARIANTS = ("sichuan-xuezhan", "dashiyou-xueliu")


def plain_exchange_table(rules, hand: Hand) -> list[dict]:
    """exchange_table as it was: every drop of every trio, each draw its own shanten."""
    situation = Situation()
    visible = Counter(hand.all_tiles() + face_up(rules, situation))
    rows = []
    for g in range(3):
        tiles = [t for t in hand.closed if suit_group(t) == g]
        for trio in sorted(set(combinations(tiles, 3))):
            kept = Hand(tuple(sorted((Counter(hand.closed) - Counter(trio)).elements())),
                        hand.melds)
            best = None
            for drop in rules.drops(kept):
                s = rules.shanten_dropping(kept, situation, [drop])
                better = sum(rules.copies - visible[t] for t in rules.kinds
                             if visible[t] < rules.copies and suit_group(t) not in drop
                             and shanten_rank(rules.shanten_dropping(kept.add(t), situation,
                                                                     [drop])) < shanten_rank(s))
                cand = (shanten_rank(s), -better, drop)
                if best is None or cand < best:
                    best = cand
            if best is None:
                continue
            rows.append({"give": format_tiles(trio), "shanten": best[0], "effective": -best[1],
                         "drop": "".join(SUIT_LETTERS[d] for d in best[2] if d < 3)})
    rows.sort(key=lambda r: (r["shanten"], -r["effective"], r["give"]))
    for r in rows:
        r["best"] = (r["shanten"], r["effective"]) == (rows[0]["shanten"], rows[0]["effective"])
    return rows


def plain_suit_effective(rules, hand: Hand, g: int) -> int:
    visible = Counter(hand.all_tiles())
    now = rules.shanten_dropping(hand, Situation(), [(g,)])
    return sum(rules.copies - visible[t] for t in rules.kinds
               if suit_group(t) != g and visible[t] < rules.copies
               and shanten_rank(rules.shanten_dropping(hand.add(t), Situation(), [(g,)]))
               < shanten_rank(now))


def hands(draw, variant: str) -> Hand:
    r = rules_for(variant)
    wall = [t for t in r.kinds for _ in range(r.copies)]
    picks = draw(st.lists(st.integers(0, len(wall) - 1), min_size=13, max_size=13, unique=True))
    return Hand(tuple(sorted(wall[i] for i in picks)))


@pytest.mark.ruling("P-DR6")
@settings(max_examples=60, deadline=None)
@given(st.sampled_from(VARIANTS), st.data())
def test_the_exchange_table_is_the_plain_searchs(variant, data):
    r = rules_for(variant)
    hand = hands(data.draw, variant)
    assert exchange_table(r, hand) == plain_exchange_table(r, hand)


@pytest.mark.ruling("P-DR5")
@settings(max_examples=60, deadline=None)
@given(st.sampled_from(VARIANTS), st.data())
def test_the_dingque_table_is_the_plain_searchs(variant, data):
    r = rules_for(variant)
    hand = hands(data.draw, variant)
    rows = suit_table(r, hand)
    assert {row["suit"]: row["effective"] for row in rows} == {
        SUIT_LETTERS[g]: plain_suit_effective(r, hand, g) for (g,) in r.drops(hand)}
