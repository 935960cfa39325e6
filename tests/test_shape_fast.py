"""The faster shape answers (issue 37: scoring every wait of a ready hand) give what the
searches they replace give: the readings of a hand without wildcards group by group against
the one search over the whole hand (kept: it reads wildcards), a group's completeness by its
slot table against taking blocks off, and the draws that complete a hand against the draw
probe's shanten. Hands are drawn near complete (sets and a pair, a tile or two changed), so
that most of them have readings, several of them often.
"""

from __future__ import annotations

from hypothesis import assume, event, given, settings
from hypothesis import strategies as st
from shared import scored_one_by_one

from widgets import rules
from widgets.engine.draws import (
    complete_by_search,
    completing_draws,
    completing_kinds,
    group_complete,
    group_draws,
)
from widgets.engine.notation import Hand, Meld
from widgets.engine.results import ImpossibleSituation, NotAllowed
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
    # and group by group, two lookups a group (the waits' own, issue 37)
    assert completing_kinds(counts, True if slots == 4 else None) == expected


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


@settings(max_examples=600)
@given(st.lists(st.integers(0, 4), min_size=9, max_size=9), st.booleans())
def test_a_groups_completing_draws_are_its_completeness_after_each(counts, honours):
    """A group's completing draws (two bit masks, by the shipped index worked out once)
    are the kinds whose draw leaves it complete with the pair, or without it, as
    :func:`group_complete` answers for the group with that tile (a fifth copy too)."""
    group = tuple(counts[:7] if honours else counts)
    with_pair, without_pair = group_draws(group, honours)
    for k in range(len(group)):
        after = tuple(n + (i == k) for i, n in enumerate(group))
        assert bool(with_pair >> k & 1) == group_complete(after, honours, True), (group, k)
        assert bool(without_pair >> k & 1) == group_complete(after, honours, False), (group, k)


@settings(max_examples=400)
@given(st.lists(st.sampled_from([*range(18, 34), 0, 34]), min_size=4, max_size=13),
       st.lists(st.tuples(st.sampled_from([18, 19, 27, 31, 0]), st.sampled_from(
           ["chi", "pon", "kong", "bad"]), st.booleans(), st.sampled_from([None, 1, 2])),
                max_size=3),
       st.lists(st.sampled_from([34, 35, 41, 20]), max_size=3))
def test_the_fast_validity_check_finds_no_problem_where_problems_finds_one(
        concealed, melds, flowers):
    """双人's waits check a ready hand once, by a fast check of the common case; where it
    passes a hand, ``problems`` (what every score would refuse) finds nothing, and on hands
    with no problem it passes (else every hand would take the slow path), but for tiles
    out of place (a suit tile among the flowers, a flower among the tiles)."""
    from widgets.mahjong.shuangren_waits import valid
    r = rules("shuangren")
    made = []
    for t, kind, concealed_kong, source in melds:
        tiles = {"chi": (t, t + 1, t + 2), "pon": (t,) * 3, "kong": (t,) * 4,
                 "bad": (t, t, t + 1)}[kind]
        made.append(Meld(tiles, concealed_kong and kind == "kong", source=source))
    hand = Hand(tuple(sorted(concealed)), tuple(made), tuple(flowers))
    fast = valid(r, hand, counts34(hand.all_tiles()))
    if fast:
        assert not r.problems(hand), hand
    elif hand.size == 13 and min(flowers, default=34) >= 34 and max(concealed) < 34:
        assert r.problems(hand), hand  # (a suit tile among the flowers: asked of problems)


SITUATIONS = ({}, {"wall_remaining": 20}, {"declared_ready": True},
              {"declared_at_start": True}, {"first_turn": True, "dealer": True},
              {"first_turn": True}, {"last_tile": True, "wall_remaining": 0},
              {"after_kong": True}, {"robbing_kong": True})
TABLES = ({}, {"qihu": 0}, {"implied_exclusions": False}, {"qihu": 24})


@st.composite
def shuangren_ready(draw) -> Hand:
    """A 双人 hand a tile or so from complete: 吃, 碰, 明杠 and 暗杠 in 条 and honours, the
    rest sets and a pair of 条 and honours, up to two tiles changed, one dropped; flowers."""
    kinds = list(range(18, 34))
    melds = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(["chi", "pon", "kong", "ankong"]))
        if kind == "chi":
            t = draw(st.sampled_from(range(18, 25)))
            melds.append(Meld((t, t + 1, t + 2), source=1))
        else:
            t = draw(st.sampled_from(kinds))
            melds.append(Meld((t,) * (3 if kind == "pon" else 4), kind == "ankong"))
    tiles: list[int] = []
    for _ in range(4 - len(melds)):
        if draw(st.booleans()):
            a = draw(st.sampled_from(range(18, 25)))
            tiles += [a, a + 1, a + 2]
        else:
            tiles += [draw(st.sampled_from(kinds))] * 3
    tiles += [draw(st.sampled_from(kinds))] * 2
    for _ in range(draw(st.integers(0, 2))):
        tiles[draw(st.integers(0, len(tiles) - 1))] = draw(st.sampled_from(kinds))
    del tiles[draw(st.integers(0, len(tiles) - 1))]
    flowers = draw(st.lists(st.sampled_from(range(34, 42)), max_size=8, unique=True))
    return Hand(tuple(sorted(tiles)), tuple(melds), tuple(sorted(flowers)))


@settings(max_examples=300)
@given(shuangren_ready(), st.lists(st.sampled_from(range(18, 34)), max_size=6),
       st.sampled_from(SITUATIONS), st.sampled_from(TABLES))
def test_every_wait_scored_at_once_is_two_scores_of_it(hand13, seen, how, options):
    """双人's waits scored all at once (:mod:`widgets.mahjong.shuangren_waits`) against the
    general scorer, each wait won on a discard and self-drawn by its own ``score`` call
    (None where refused): random ready hands with 吃, 碰, 明杠 and 暗杠, flowers, seen
    tiles, in situations that set every flag a row reads, at tables with other 起胡 and
    without 不重复."""
    r = rules("shuangren", **options)
    assume(not r.problems(hand13))  # no fifth copy
    situation = Situation(**how)
    ours = [(w.tile, w.discard_score, w.self_draw_score)
            for w in r.waits(hand13, seen, situation, scores=True) if not w.dead]
    slow = []
    for w in r.waits(hand13, seen, situation):
        if w.dead:
            continue
        won, totals = hand13.with_winning(w.tile), []
        for drawn in (False, True):
            try:
                totals.append(r.score(won, situation.with_(self_drawn=drawn), seen).total)
            except (NotAllowed, ImpossibleSituation):
                totals.append(None)
        slow.append((w.tile, *totals))
    assert ours == slow, (hand13, how, options)
    event("ready" if ours else "not ready")
