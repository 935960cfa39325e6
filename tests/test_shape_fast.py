"""The faster shape answers (issue 37: scoring every wait of a ready hand) give what the
searches they replace give: the readings of a hand without wildcards group by group against
the one search over the whole hand (kept: it reads wildcards), a group's completeness by its
slot table against taking blocks off, and the draws that complete a hand against the draw
probe's shanten. Hands are drawn near complete (sets and a pair, a tile or two changed), so
that most of them have readings, several of them often.
"""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st
from shared import scored_one_by_one

from widgets import rules
from widgets.engine.draws import complete_by_search, completing_draws, group_complete
from widgets.engine.notation import Hand, Meld
from widgets.engine.shape import DrawProbe, counts34, regular_arrangements, search_arrangements
from widgets.engine.situation import Situation


@st.composite
def near_complete(draw, suits: tuple[int, ...] = (0, 9, 18), honours: bool = True
                  ) -> tuple[list[int], int]:
    """(tiles, slots): ``slots`` sets and a pair of the given suits, up to two tiles changed."""
    starts = [s + k for s in suits for k in range(7)]
    kinds = [s + k for s in suits for k in range(9)] + (list(range(27, 34)) if honours else [])
    slots = draw(st.integers(0, 4))
    tiles: list[int] = []
    for _ in range(slots):
        if draw(st.booleans()):
            a = draw(st.sampled_from(starts))
            tiles += [a, a + 1, a + 2]
        else:
            tiles += [draw(st.sampled_from(kinds))] * 3
    tiles += [draw(st.sampled_from(kinds))] * 2
    for _ in range(draw(st.integers(0, 2))):
        tiles[draw(st.integers(0, len(tiles) - 1))] = draw(st.sampled_from(kinds))
    return tiles, slots


@settings(max_examples=600)
@given(near_complete() | near_complete(suits=(18,), honours=False))
def test_readings_group_by_group_are_the_search(hand):
    """Every reading, in the same order, as the search over the whole hand finds them."""
    tiles, slots = hand
    counts = counts34(tiles)
    assert regular_arrangements(counts, slots) == search_arrangements(counts, slots)


@settings(max_examples=600)
@given(st.lists(st.integers(0, 5), min_size=9, max_size=9), st.booleans(), st.booleans())
def test_a_groups_completeness_is_the_search(counts, honours, pair):
    """Complete by the shipped slot tables (searched past four copies) iff blocks come off."""
    group = tuple(counts[:7] if honours else counts)
    assert group_complete(group, honours, pair) == complete_by_search(group, honours, pair)


@settings(max_examples=600)
@given(near_complete(), st.integers(0, 13))
def test_completing_draws_are_the_draw_probes_wins(hand, drop):
    """A hand one tile short (a tile of a near-complete one dropped): the kinds whose draw
    makes it complete, regular or seven pairs, as the draw probe's shanten -1 says."""
    tiles, slots = hand
    held = sorted(tiles[:drop % len(tiles)] + tiles[drop % len(tiles) + 1:])
    counts = counts34(held)
    assume(max(counts) <= 4)  # a hand holds at most four of a kind (a draw makes a fifth)
    probe = DrawProbe(counts, slots, 0, [()], True if slots == 4 else None)
    expected = [t for t in range(34) if probe.after_draw(t) == -1]
    assert completing_draws(counts, range(34), True if slots == 4 else None) == expected


@settings(max_examples=150)
@given(near_complete(suits=(18,)), st.integers(0, 13), st.booleans())
def test_wait_scores_are_two_scores_of_each_wait(hand, drop, declared):
    """双人: ``waits(..., scores=True)`` gives each wait's totals as two ``score`` calls do, on
    a discard and self-drawn (None where the win is refused: below 起胡, or impossible)."""
    r = rules("shuangren")
    tiles, slots = hand
    held = tuple(sorted(tiles[:drop % len(tiles)] + tiles[drop % len(tiles) + 1:]))
    melds = tuple(Meld((27 + i,) * 3) for i in range(4 - slots))
    hand13 = Hand(held, melds, (34, 35))
    assume(not r.problems(hand13))  # no fifth copy
    situation = Situation(wall_remaining=10, declared_ready=declared)
    ours = [(w.tile, w.discard_score, w.self_draw_score)
            for w in r.waits(hand13, situation=situation, scores=True) if not w.dead]
    assert ours == scored_one_by_one(r, hand13, situation), hand13
