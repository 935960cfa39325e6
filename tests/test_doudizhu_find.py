"""The fast legal plays (widgets/cards/doudizhu_find.py) equal the plain enumeration through
Play readings (``Doudizhu.reference_plays``), type by type, in the same order: the fast path
only changes how the patterns are written, not which plays are legal (seed §3.8, A15)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import widgets
from widgets.cards.doudizhu import ORDER, TYPES
from widgets.cards.doudizhu_find import lead_patterns, plays_of

DECK = [r for r in ORDER[:13] for _ in range(4)] + ["B", "R"]
RULES = {(a, f): widgets.rules("doudizhu", adjacent_wing_trio=a, wings_hold_four=f)
         for a in (True, False) for f in (True, False)}


def counts_of(cards: list[str]) -> tuple[int, ...]:
    return tuple(cards.count(r) for r in ORDER)


# hands of up to 20 cards, biased towards trios and fours so that planes and 四带二 come up
hands = st.one_of(
    st.lists(st.sampled_from(range(54)), min_size=1, max_size=20, unique=True).map(
        lambda xs: [DECK[i] for i in xs]),
    st.lists(st.sampled_from(ORDER[:12]), min_size=1, max_size=6).map(
        lambda rs: [r for r in dict.fromkeys(rs) for _ in range(3)]),
)
options = st.sampled_from(sorted(RULES))


@settings(max_examples=300, deadline=None)
@given(hands, options)
def test_each_type_equals_the_reference(cards, option):
    counts = counts_of(cards)
    rules = RULES[option]
    for t in TYPES:
        assert list(plays_of.__wrapped__(counts, t.key, None, *option)) == \
            rules.reference_plays(counts, t.key), t.key


@settings(max_examples=200, deadline=None)
@given(hands, st.integers(1, 20), options)
def test_sized_plays_equal_the_reference(cards, size, option):
    counts = counts_of(cards)
    for t in TYPES:
        assert list(plays_of.__wrapped__(counts, t.key, size, *option)) == \
            RULES[option].reference_plays(counts, t.key, size), (t.key, size)


def test_a_plane_read_twice_keeps_its_higher_key():
    # 333444555666: 444555666 with 333 as wings (key 6) and 333444555 with 666 (key 5)
    counts = counts_of(list("333444555666"))
    found = dict((p, k) for k, p in plays_of(counts, "plane_single", 12))
    assert found["333444555666"] == ORDER.index("6")
    assert "333444555666" in dict(lead_patterns(counts))["plane_single"]
