"""双人's waits look a ready hand's groups up by their numbers (widgets/mahjong/
shuangren_groups.py, issue 37): a group's completeness and completing draws are those of
engine.draws, and its readings as masks are its readings' facts (shuangren_readings)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from shared import counts_of

from widgets.engine.blocks import GROUP_BOUNDS
from widgets.engine.draws import group_complete, group_draws
from widgets.mahjong.shuangren_groups import (
    CODE,
    POW,
    as_masks,
    chows_of,
    forget,
    group_info,
    mask_facts,
)
from widgets.mahjong.shuangren_readings import group_facts


def _at(group: list[int], g: int) -> tuple[list[int], int]:
    """The 34 counts holding ``group`` as group ``g``, and its number << 2 | g."""
    counts = [0] * 34
    lo = GROUP_BOUNDS[g]
    counts[lo:lo + len(group)] = group
    return counts, sum(n * POW[lo + i] for i, n in enumerate(group)) << 2 | g


@settings(max_examples=300, deadline=None)
@given(st.one_of(counts_of(9).map(lambda c: (c, 2)), counts_of(7).map(lambda c: (c, 3))))
def test_a_groups_info_is_its_completeness_and_completing_draws(drawn):
    """Suits (four of a kind too: a fifth copy is searched) and honours, at most 13 tiles."""
    group, g = drawn
    if sum(group) > 13:
        group[group.index(max(group))] -= 1
    counts, k = _at(group, g)
    forget()
    t, honours, lo = tuple(group), g == 3, GROUP_BOUNDS[g]
    with_pair, without = group_draws(t, honours)
    assert group_info(k, counts, g) == (group_complete(t, honours, False),
                                        group_complete(t, honours, True),
                                        with_pair << lo, without << lo)


@settings(max_examples=300, deadline=None)
@given(st.one_of(counts_of(9).map(lambda c: (c, 2)), counts_of(7).map(lambda c: (c, 3))),
       st.integers(0, 8))
def test_a_groups_readings_as_masks_are_its_readings_facts(drawn, extra):
    """With one more of a kind (a wait's group) or as held; the masks read from the shipped
    bytes for a suit, converted for the honours, in the facts' order."""
    group, g = drawn
    counts, k = _at(group, g)
    w = GROUP_BOUNDS[g] + extra % len(group)
    forget()
    if sum(group) < 14 and group[w - GROUP_BOUNDS[g]] < 4:
        got = mask_facts(k + (POW[w] << 2), counts, g, w)
        group[w - GROUP_BOUNDS[g]] += 1
    else:
        got = mask_facts(k, counts, g, -1)
    assert got == as_masks(group_facts(tuple(group), g))


def test_a_chow_code_is_its_sequences():
    for chows in [(), (18,), (18, 18, 24, 24), (0, 9, 20), (6, 6, 6, 6)]:
        assert chows_of(sum(CODE[c] for c in chows)) == chows
