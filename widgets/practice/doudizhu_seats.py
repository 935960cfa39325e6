"""The automatic 斗地主 seats: simple, documented, and sensible enough to learn against.

:data:`STRATEGY_DOC` says what they do; :func:`choose` is their choice for any decision (the
table also offers it as a hint). Hand strength (:func:`strength`) counts the cards that win
tricks: 大王 4, 小王 3, each 2 two, each A one, each bomb 4.
"""

from __future__ import annotations

from ..cards.doudizhu import INDEX, ORDER
from .doudizhu_play import Action, Decision, DoudizhuGame, pattern

STRATEGY_DOC = (
    "明牌: only with a very strong hand (strength 16+), at the end of the deal (×3); never "
    "before the deal, and the landlord not after the 底牌. "
    "叫地主 with strength 7+ (or when the two before have said 不叫 and strength is 5+); 抢地主 "
    "with strength 10+. 加倍 with strength 12+ (counting the 底牌 for the landlord). "
    "Leading: the whole hand when it is one play; else the play that holds the lowest card, "
    "the longest such (a chain before a single), with the lowest wings, never breaking a bomb "
    "or the rocket, nor leading a bomb while other plays remain; when an opponent holds one "
    "card, a single is led only as the highest; a farmer whose partner plays next and holds "
    "one or two cards leads his lowest single or pair to let the partner out. "
    "Answering: a farmer never beats his partner's play (unless it plays him out); against an "
    "opponent, the lowest play of the same type that breaks no bomb and spends no 2 or joker "
    "as wings (a farmer, when the landlord holds 5 cards or fewer, the highest such play); a "
    "bomb or the rocket only when it leaves the seat 4 cards or fewer or an opponent holds 4 "
    "cards or fewer (a farmer: the landlord 6 or fewer); otherwise 不出.")

_WEIGHT = {"R": 4, "B": 3, "2": 2, "A": 1}


def strength(ranks: str) -> int:
    """Trick-winning strength of a hand's ranks.

    >>> strength("RB2222A3"), strength("34567")
    (20, 0)
    """
    score = sum(_WEIGHT.get(r, 0) for r in ranks)
    return score + 4 * sum(1 for r in set(ranks) if ranks.count(r) == 4)


def _breaks_bomb(hand: str, play: str) -> bool:
    """Does ``play`` split a bomb (or the rocket) of ``hand``?"""
    rocket = "B" in hand and "R" in hand and ("B" in play) != ("R" in play)
    return rocket or any(hand.count(r) == 4 and 0 < play.count(r) < 4 for r in set(play))


def _order_key(play: Action, hand: str) -> tuple:
    ranks = "".join(play.cards)
    wings_high = sum(1 for r in ranks if r in "2BR" and hand.count(r) < 4)
    return (INDEX[ranks[0]], wings_high, -len(ranks), [INDEX[r] for r in ranks])


def choose(game: DoudizhuGame, d: Decision) -> Action:
    """The automatic seat's choice for decision ``d`` (see :data:`STRATEGY_DOC`)."""
    hand = pattern(game.hand(d.seat))
    power = strength(hand)
    if d.stage in ("show_start", "show_bottom"):
        return Action("show", "no")
    if d.stage == "show_deal":
        return Action("show", "yes" if power >= 16 else "no")
    if d.stage == "bid":
        values = {a.value for a in d.options}
        if "call" in values:
            late = game.s.bids.count("pass") == 2
            return Action("bid", "call" if power >= 7 or late and power >= 5 else "pass")
        return Action("bid", "rob" if power >= 10 and "rob" in values else "pass")
    if d.stage == "double":
        ok = any(a.value == "yes" for a in d.options)
        return Action("double", "yes" if ok and power >= 12 else "no")
    return _play(game, d, hand)


def _play(game: DoudizhuGame, d: Decision, hand: str) -> Action:
    plays = [a for a in d.options if a.kind == "play"]
    out = next((a for a in plays if len(a.cards) == len(hand)), None)
    if out is not None:
        return out
    ll = game.landlord
    opponents = [s for s in range(3) if s != d.seat and (d.seat == ll or s == ll)]
    danger = min(len(game.hand(s)) for s in opponents)
    plain = [a for a in plays if a.as_type not in ("bomb", "rocket")
             and not _breaks_bomb(hand, "".join(a.cards))]
    farmer = d.seat != ll
    partner = 3 - d.seat - ll if farmer else None
    if d.previous is None:  # leading
        pool = [a for a in plain if not a.as_type.startswith("four_two")] or plain or plays
        if farmer and len(game.hand(partner)) <= 2 and partner == (d.seat + 1) % 3:
            # feed the partner who plays next and is nearly out: the lowest single or pair
            small = [a for a in pool if a.as_type == ("single" if len(game.hand(partner)) == 1
                                                      else "pair")]
            if small:
                return min(small, key=lambda a: _order_key(a, hand))
        if danger == 1:
            multi = [a for a in pool if a.as_type != "single"]
            if multi:
                pool = multi
            else:
                return max(pool, key=lambda a: INDEX[a.cards[0]])
        return min(pool, key=lambda a: _order_key(a, hand))
    last_seat = game.last_play()[0]
    if d.seat != ll and last_seat != ll:  # the partner's play: let it stand
        return Action("pass")
    same = [a for a in plain if a.as_type == d.previous.type]
    if same:
        cheap = [a for a in same if not (set(a.cards) - set(d.previous.main) & set("2BR"))
                 or a.as_type in ("single", "pair", "trio")]
        if farmer and danger <= 5:  # the landlord is nearly out: stop him with the highest
            return max(cheap or same, key=lambda a: a.cards and INDEX[a.cards[-1]])
        return min(cheap or same, key=lambda a: _order_key(a, hand))
    big = [a for a in plays if a.as_type in ("bomb", "rocket")]
    if big and (danger <= (6 if farmer else 4) or len(hand) - len(big[0].cards) <= 4):
        return min(big, key=lambda a: (a.as_type == "rocket", INDEX[a.cards[0]]))
    return Action("pass")


__all__ = ["ORDER", "STRATEGY_DOC", "choose", "strength"]
