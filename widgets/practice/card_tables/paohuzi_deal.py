"""The deal of a played 跑胡子 hand (:mod:`.paohuzi_play`): the seed's deal and a prepared one
(a lesson's scenario or a teacher's), checked: 21 cards to the banker, 20 to each other seat,
a pile of 21 (A1), the 82 cards once each; or, with the rule option ``pile=19``, the 80-card
game without 王: the same hands and a pile of 19 (A1, the seed's "留19張在墩上").
"""

from __future__ import annotations

import random
from collections import Counter

from ...cards.paohuzi import W, card_text
from ...cards.paohuzi.notation import as_card, as_cards
from .paohuzi_events import PDeal

FULL_DECK = tuple(card_text(c) for c in range(20) for _ in range(4)) + ("W", "W")
NO_WANG_DECK = FULL_DECK[:-2]  # the 80-card game (pile=19, A1)


def deck_for(pile: int = 21) -> tuple[str, ...]:
    """The cards dealt when ``pile`` cards are left after the deal: 21, the 82 with two 王;
    19, the 80 without (A1)."""
    return NO_WANG_DECK if pile == 19 else FULL_DECK


def deal_cards(seed: int, number: int = 0, pile: int = 21) -> PDeal:
    """Deal ``number`` from ``seed``: the banker (random) 21 cards, the others 20, the pile
    ``pile`` (21, or 19 in the 80-card game without 王)."""
    rng = random.Random(f"paohuzi-{seed}-{number}")
    deck = list(deck_for(pile))
    rng.shuffle(deck)
    banker = rng.randrange(3)
    hands, at = [], 0
    for seat in range(3):
        n = 21 if seat == banker else 20
        hands.append(tuple(sort_cards(deck[at:at + n])))
        at += n
    return PDeal(number, tuple(hands), tuple(deck[at:]), banker)


def sort_cards(cards) -> list[str]:
    return sorted(cards, key=lambda c: as_card(c))


def check_prepared(deal: PDeal | None, pile: int = 21) -> PDeal | None:
    """A prepared deal, checked: the banker 21 cards, the others 20, the pile ``pile``, the
    deck's cards once each (82 with 王; 80 without when ``pile`` is 19)."""
    if deal is None:
        return None
    if not isinstance(deal, PDeal) or deal.number != 0 or deal.banker not in (0, 1, 2):
        raise ValueError(f"a prepared deal is PDeal(0, hands, pile, banker 0-2), not "
                         f"{deal!r:.80}")
    cards = [c for h in deal.hands for c in h] + list(deal.pile)
    sizes = [len(h) for h in deal.hands] + [len(deal.pile)]
    deck = deck_for(pile)
    want = [21 if s == deal.banker else 20 for s in range(3)] + [pile]
    if sizes != want or sorted(cards) != sorted(deck):
        extra = sorted((Counter(cards) - Counter(deck)).elements())
        short = sorted((Counter(deck) - Counter(cards)).elements())
        raise ValueError(f"a prepared deal holds {want[:3]} cards and a pile of {pile}, the "
                         f"{len(deck)} cards once each; this one holds {sizes}, too many: "
                         f"{extra}, missing: {short}")
    return PDeal(0, tuple(tuple(sort_cards(h)) for h in deal.hands), tuple(deal.pile),
                 deal.banker)


def prepare(hands: tuple[str, str, str], pile: str = "", banker: int = 0, shuffle: int = 0,
            left_in_pile: int = 21) -> PDeal:
    """A prepared deal from notation: the three hands, the pile's first cards in drawing order
    (``pile``); the rest of the deck, shuffled by ``shuffle``, fills the hands and the pile
    (``left_in_pile`` 19: the 80-card deck without 王, A1).

    >>> d = prepare(("x1111 d2710", "", ""), pile="W x5")
    >>> d.hands[0][:5], d.pile[:2], len(d.hands[0]), len(d.pile)
    (('x1', 'x1', 'x1', 'x1', 'x2'), ('W', 'x5'), 21, 21)
    """
    left = Counter(as_card(c) for c in deck_for(left_in_pile))

    def take(text: str) -> list[int]:
        out = as_cards(text, "cards") if text else []
        for c in out:
            if left[c] <= 0:
                raise ValueError(f"{card_text(c)}: more copies than the deck's"
                                 + (" (the 80-card game has no 王)" if c == W else ""))
            left[c] -= 1
        return out

    hs = [take(h) for h in hands]
    head = take(pile)
    rest = list(left.elements())
    random.Random(f"paohuzi-prepare-{shuffle}").shuffle(rest)
    for seat in range(3):
        want = 21 if seat == banker else 20
        while len(hs[seat]) < want:
            hs[seat].append(rest.pop(0))
    full = head + rest
    return check_prepared(PDeal(0, tuple(tuple(card_text(c) for c in h) for h in hs),
                                tuple(card_text(c) for c in full), banker), left_in_pile)


__all__ = ["FULL_DECK", "NO_WANG_DECK", "check_prepared", "deal_cards", "deck_for", "prepare",
           "sort_cards"]
