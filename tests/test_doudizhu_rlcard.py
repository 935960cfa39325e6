"""Our 斗地主 legal plays against rlcard's (a test-only oracle; its DouDizhu judger).

On 1,000 random hands (17 and 20 cards, alternately), with a fixed seed:

- leads: every play the hand can lead, as (type, rank pattern) pairs, rlcard's type names;
- responses: every play that beats a previous play, for two previous plays per hand: a lead
  of another random hand, and a random action of rlcard's action space picked type first
  (so that rare types — planes with pairs, 四带二 with pairs — come up).

rlcard's rule differs from ours in one place only, and every difference is filtered by it:

====================  ======  ==============================================================
class                 count   rule
====================  ======  ==============================================================
adjacent wing trio    see     A15 reads 333444555666 as 3 trios + 3 wings as well as a trio
                      below   straight ("any parse with the required type and length may
                              answer"); rlcard never lets wings be three alike next to the
                              chain. With our option ``adjacent_wing_trio=False`` the
                              difference disappears: that run equals rlcard's exactly.
====================  ======  ==============================================================

The counts on this seed (1,000 leads and 2,000 responses compared; one hand in five is dealt
3 or 4 consecutive trios so that planes come up): 127 (type, pattern) lead pairs only we
list (a 12- or 16-card run of trios that we also list as a plane), 336 response patterns
only we allow (a 3-trio plane answered by 4 consecutive trios read as a plane, or a 4-trio
straight answered by a plane); none that rlcard allows and we refuse; nothing else.
"""

from __future__ import annotations

import random
from collections import Counter
from types import SimpleNamespace

import pytest
from rlcard.games.doudizhu import utils as rl
from rlcard.games.doudizhu.judger import DoudizhuJudger

import widgets
from widgets.cards.doudizhu import INDEX, ORDER, Play

DEFAULT = widgets.rules("doudizhu")
STRICT = widgets.rules("doudizhu", adjacent_wing_trio=False)
DECK = [r for r in ORDER[:13] for _ in range(4)] + ["B", "R"]
HANDS = 1000
KNOWN = {"adjacent wing trio": "A15 (333444555+666 is a plane too); rlcard: never"}
EXPECTED = {"lead typed differently": 127, "response only ours": 336}


def sort_ranks(cards) -> str:
    return "".join(sorted(cards, key=INDEX.__getitem__))


def rl_name(play: Play) -> str:
    """rlcard's type name for one of our plays."""
    return rl_name_of(play.type, play.size)


def rl_name_of(kind: str, size: int) -> str:
    k = size // {"straight": 1, "pair_straight": 2, "trio_straight": 3, "plane_single": 4,
                 "plane_pair": 5}.get(kind, size)
    return {"single": "solo", "pair": "pair", "trio": "trio", "bomb": "bomb",
            "rocket": "rocket", "trio_single": "trio_solo", "trio_pair": "trio_pair",
            "straight": f"solo_chain_{k}", "pair_straight": f"pair_chain_{k}",
            "trio_straight": f"trio_chain_{k}", "plane_single": f"trio_solo_chain_{k}",
            "plane_pair": f"trio_pair_chain_{k}", "four_two_single": "four_two_solo",
            "four_two_pair": "four_two_pair"}[kind]


def rl_types(pattern: str) -> set[str]:
    return {t for t, _ in rl.CARD_TYPE[0].get(pattern, [])}


def their_leads(hand: str) -> set[tuple[str, str]]:
    return {(t, s) for s in DoudizhuJudger.playable_cards_from_hand(hand) for t in rl_types(s)}


def our_leads(rules, hand: str) -> set[tuple[str, str]]:
    return {(rl_name_of(g.type, len(p)), p) for g in rules.leads(hand).groups
            for p in g.patterns}


def their_responses(hand: str, previous: str) -> set[str]:
    cards = [SimpleNamespace(rank=c, suit="") if c not in "BR"
             else SimpleNamespace(rank="", suit=c + "J") for c in hand]
    got = rl.get_gt_cards(SimpleNamespace(current_hand=cards),
                          SimpleNamespace(played_cards=previous))
    return set(got) - {"pass"}


def our_responses(rules, hand: str, previous: str) -> set[str]:
    """rlcard answers every type the previous cards read as; so do we, over every parse."""
    out: set[str] = set()
    for parse in rules.classify(previous).parses:
        out |= rules.responses(hand, parse).patterns
    return out


def adjacent_wing_trio(pattern: str) -> bool:
    """Some reading of ``pattern`` is a plane whose wings hold three alike next to the chain."""
    for p in DEFAULT.classify(pattern).parses:
        if p.type == "plane_single":
            lo = p.key - p.chain + 1
            wings = Counter(p.wings)
            if any(wings[ORDER[i]] == 3 for i in (lo - 1, lo + p.chain) if 0 <= i <= 11):
                return True
    return False


def deal(rng: random.Random, size: int, trios: int = 0) -> str:
    """A random hand; with ``trios``, it holds that many consecutive trios (3 … A)."""
    deck = DECK[:]
    held = []
    if trios:
        lo = rng.randrange(0, 13 - trios)
        for i in range(lo, lo + trios):
            for _ in range(3):
                deck.remove(ORDER[i])
                held.append(ORDER[i])
    return sort_ranks(held + rng.sample(deck, size - len(held)))


def cases(rng: random.Random):
    types = list(rl.TYPE_CARD)
    for n in range(HANDS):
        # one hand in five holds 3 or 4 consecutive trios, so that planes come up
        hand = deal(rng, 20 if n % 2 else 17, rng.choice((3, 4)) if n % 5 == 0 else 0)
        other = deal(rng, 20, 3 if n % 5 == 0 else 0)
        leads = sorted(DoudizhuJudger.playable_cards_from_hand(other))
        if n % 5 == 0:  # then a 12-card play: a 3-trio plane, 4 trios, a straight …
            leads = [p for p in leads if len(p) == 12] or leads
        led = rng.choice(leads)
        kind = rng.choice(types)
        weight = rng.choice(list(rl.TYPE_CARD[kind]))
        drawn = rng.choice(rl.TYPE_CARD[kind][weight])
        yield hand, (led, drawn)


@pytest.mark.ruling("A15")
def test_legal_plays_equal_rlcards_but_for_the_adjacent_wing_trio():
    """Seed 六 (牌型, 牌型的大小) and A15, against rlcard on 1,000 random hands; every
    difference is listed by class with its count (module docstring)."""
    rng = random.Random(20261129)
    found: Counter[str] = Counter()
    classes: Counter[str] = Counter()
    compared = Counter()
    for n, (hand, previous) in enumerate(cases(rng)):
        ours, theirs = our_leads(DEFAULT, hand), their_leads(hand)
        compared["leads"] += 1
        for pair in ours ^ theirs:
            assert pair in ours and adjacent_wing_trio(pair[1]), (hand, pair)
            found["lead typed differently"] += 1
            classes["adjacent wing trio"] += 1
        if ours != theirs or n < 150:
            assert our_leads(STRICT, hand) == theirs, hand
        for prev in previous:
            compared["responses"] += 1
            ours_r, theirs_r = our_responses(DEFAULT, hand, prev), their_responses(hand, prev)
            for pattern in ours_r ^ theirs_r:
                assert pattern in ours_r, ("rlcard allows a play we refuse", hand, prev, pattern)
                assert adjacent_wing_trio(prev) or adjacent_wing_trio(pattern), \
                    (hand, prev, pattern)
                found["response only ours"] += 1
                classes["adjacent wing trio"] += 1
            if ours_r != theirs_r or n < 150:
                assert our_responses(STRICT, hand, prev) == theirs_r, (hand, prev)
    print(f"\ncompared {compared['leads']} leads and {compared['responses']} responses; "
          f"differences {dict(found)}; classes {dict(classes)}")
    assert compared == {"leads": HANDS, "responses": 2 * HANDS}
    assert set(classes) <= set(KNOWN)
    assert dict(found) == EXPECTED


def test_rlcard_agrees_on_the_seeds_examples():
    """The seed's own examples are plays in both engines, of the same type."""
    for text, name in [("3336", "trio_solo"), ("44499", "trio_pair"),
                       ("355558", "four_two_solo"), ("44445577", "four_two_pair")]:
        assert name in rl_types(text)
        assert rl_name(DEFAULT.play(text)) == name
