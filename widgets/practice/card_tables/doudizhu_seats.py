"""The automatic 斗地主 seats: simple, documented, and sensible enough to learn against.

:data:`STRATEGY_DOC` says what they do; :func:`choose` is their choice for any decision (the
table also offers it as a hint). Hand strength (:func:`strength`) counts the cards that win
tricks: 大王 4, 小王 3, each 2 two, each A one, each bomb 4; :func:`bid_strength` adds the
hand's shape (how few plays it splits into, :mod:`.doudizhu_plan`).
"""

from __future__ import annotations

from typing import Any

from ...cards.doudizhu import INDEX, ORDER
from ..choices import Action, Decision
from ..levels import plays
from .doudizhu_events import DDeal, PlayCards
from .doudizhu_plan import TWO, beatable, cost, is_control, main_rank, minus, pattern, plan

STRATEGY_DOC = (
    "Each seat plans its hand: the split into the fewest plays (chains, trios with their wings, "
    "pairs, singles; bombs and the rocket kept whole), a 2, a joker or a bomb counting as half "
    "a play because it usually wins its trick (widgets.practice.card_tables.doudizhu_plan). "
    "明牌: only with a very strong hand (strength 16+), at the end of the deal (×3); never "
    "before the deal, and the landlord not after the 底牌. "
    "叫地主 with bid strength 2+ (strength plus the plan's shape; 0+ when the two before have "
    "said 不叫); 抢地主 with bid strength 13+. 加倍 with strength 12+ (counting the 底牌 for "
    "the landlord). "
    "Leading: the whole hand when it is one play; when all the plan's plays but one are sure "
    "to win (no unseen cards beat them), those first; a farmer whose partner plays next and "
    "holds one or two cards leads his lowest single or pair to let the partner out; else the "
    "plan's weakest play (no 2, joker or bomb while others remain), lowest first, the longer "
    "of two (a chain before a single); when an opponent holds one or two cards, no play he "
    "could follow with them, or else the highest. "
    "Answering: a farmer never beats his partner's play (unless it plays him out). Against an "
    "opponent: a play of the plan that beats it (a farmer spends a 2 or a joker on it only "
    "against a K or higher, or when the landlord is near the end); a farmer also beats the "
    "landlord at the cost of at most one more play when it spends no 2 or joker, so the "
    "landlord does not run through; when the opponent is near the end (a farmer: the landlord "
    "9 cards or fewer; the landlord: a farmer 4 or fewer) any answer that costs at most half a "
    "play more, and any answer at all when he holds two cards or fewer; a bomb or the rocket then, "
    "or when what is left plays out in two plays or so; otherwise 不出.")

CALL, CALL_LATE, ROB = 2, 0, 13  # bidding thresholds on bid_strength below
FARMER_DELTA, FARMER_URGENT = 2, 9  # a farmer's extra cost to stop the landlord; near end
FEED = 2  # a farmer leads through to a partner holding this many cards or fewer
_WEIGHT = {"R": 4, "B": 3, "2": 2, "A": 1}


def strength(ranks: str) -> int:
    """Trick-winning strength of a hand's ranks.

    >>> strength("RB2222A3"), strength("34567")
    (20, 0)
    """
    score = sum(_WEIGHT.get(r, 0) for r in ranks)
    return score + 4 * sum(1 for r in set(ranks) if ranks.count(r) == 4)


def bid_strength(ranks: str) -> int:
    """What a seat bids on: :func:`strength`, plus one for each two points of plan cost under
    16 (a hand that plays out in few plays), minus one for each two over.

    >>> bid_strength("3456789TJQKA2BRKK"), bid_strength("3355779JQ4468TKA2")
    (15, 7)
    """
    return strength(ranks) + (16 - cost(ranks)) // 2


def breaks_bomb(hand: str, play: str) -> bool:
    """Does ``play`` split a bomb (or the rocket) of ``hand``?"""
    rocket = "B" in hand and "R" in hand and ("B" in play) != ("R" in play)
    return rocket or any(hand.count(r) == 4 and 0 < play.count(r) < 4 for r in set(play))


@plays("doudizhu", "club", "按手牌强弱叫地主，出牌按拆好的牌组从小到大走，不压队友",
       "bids by hand strength, plays its planned combinations smallest first, "
       "and does not beat its partner")
def choose(game: Any, d: Decision) -> Action:
    """The automatic seat's choice for decision ``d`` (see :data:`STRATEGY_DOC`)."""
    hand = pattern(game.hand(d.seat))
    power = strength(hand)
    if d.stage in ("show_start", "show_bottom"):
        return Action("show", value="no")
    if d.stage == "show_deal":
        return Action("show", value="yes" if power >= 16 else "no")
    if d.stage == "bid":
        power = bid_strength(hand)
        values = {a.value for a in d.options}
        if "call" in values:
            late = game.s.bids.count("pass") == 2
            return Action("bid", value="call" if power >= CALL or late and power >= CALL_LATE
                          else "pass")
        return Action("bid", value="rob" if power >= ROB and "rob" in values else "pass")
    if d.stage == "double":
        ok = any(a.value == "yes" for a in d.options)
        return Action("double", value="yes" if ok and power >= 12 else "no")
    return _play(game, d, hand)


def _unseen(game: Any, seat: int) -> tuple[int, ...]:
    """The ranks this seat has not seen: the deck less its own hand and the cards played."""
    c = [4] * 13 + [1, 1]
    seen = list(pattern(game.hand(seat)))
    for e in game.events[_last_deal(game):]:
        if isinstance(e, PlayCards):
            seen += [x[0] for x in e.cards]
    for r in seen:
        c[INDEX[r]] -= 1
    return tuple(c)


def _last_deal(game: Any) -> int:
    return max(i for i, e in enumerate(game.events) if isinstance(e, DDeal))


def _ranks(a: Action) -> str:
    return "".join(a.tiles)


def _play(game: Any, d: Decision, hand: str) -> Action:
    plays = [a for a in d.options if a.kind == "play"]
    out = next((a for a in plays if len(a.tiles) == len(hand)), None)
    if out is not None:
        return out
    ll = game.landlord
    farmer = d.seat != ll
    opponents = [s for s in range(3) if s != d.seat and (not farmer or s == ll)]
    danger = min(len(game.hand(s)) for s in opponents)
    unseen = _unseen(game, d.seat)
    longest = max(len(game.hand(s)) for s in opponents)
    if d.previous is None:
        return _lead(game, d, hand, plays, danger, unseen, longest)
    last_seat = game.last_play()[0]
    if farmer and last_seat != ll:  # the partner's play: let it stand
        return Action("pass")
    return _answer(game, d, hand, plays, danger, unseen, longest)


def _lead(game, d, hand, plays, danger, unseen, longest) -> Action:
    by_ranks = {(_ranks(a), a.as_type): a for a in plays}
    mine = [p for p in plan(hand) if p in by_ranks]
    if not mine:  # the plan's reading is not offered as such: fall back on the lowest play
        mine = [(_ranks(a), a.as_type) for a in plays]
    ll, farmer = game.landlord, d.seat != game.landlord
    sure = [p for p in mine if not beatable(p[0], p[1], unseen, longest)]
    if len(mine) - len(sure) <= 1 and sure:  # win with the sure plays, then play out
        return by_ranks[max(sure, key=lambda p: (p[1] not in ("bomb", "rocket"), len(p[0])))]
    partner = 3 - d.seat - ll if farmer else None
    if farmer and partner == (d.seat + 1) % 3 and len(game.hand(partner)) <= FEED and len(
            game.hand(partner)) < len(hand):
        # lead through to the partner who plays next and is nearly out: a low single or pair
        kind = "pair" if len(game.hand(partner)) == 2 else "single"
        small = [a for a in plays if a.as_type == kind]
        if small:
            return min(small, key=lambda a: INDEX[a.tiles[0]])
    pool = [p for p in mine if p[1] not in ("bomb", "rocket")] or mine
    if danger <= 2:  # never hand a nearly-out opponent the play he can follow
        wide = [p for p in pool if len(p[0]) > danger]
        if wide:
            pool = wide
        else:
            return by_ranks[max(pool, key=lambda p: INDEX[p[0][-1]])]
    return by_ranks[min(pool, key=lambda p: (is_control(*p), main_rank(p[0]), -len(p[0])))]



def _answer(game, d, hand, plays, danger, unseen, longest) -> Action:
    farmer = d.seat != game.landlord
    now = cost(hand)
    bombs = [a for a in plays if a.as_type in ("bomb", "rocket")]
    same = [a for a in plays if a.as_type not in ("bomb", "rocket")
            and not breaks_bomb(hand, _ranks(a))]
    urgent = danger <= (FARMER_URGENT if farmer else 4)
    # after the landlord's play the farmer to his right (who answers last) is the last stop
    last_stop = farmer and (d.seat + 1) % 3 == game.landlord
    scored = sorted((cost(minus(hand, _ranks(a))) - now, INDEX[a.tiles[-1]], n, a)
                    for n, a in enumerate(same))
    for delta, _top, _, a in scored:
        spends = sum(1 for r in _ranks(a) if INDEX[r] >= TWO)
        if delta < 0 and (not spends or urgent or not farmer or d.previous.key >= INDEX["K"]):
            return a  # a piece of the plan: playing it costs nothing
        if delta <= 1 and (urgent or last_stop and not spends):
            return a
        if farmer and delta <= FARMER_DELTA and not spends:
            return a
        if urgent and danger <= 2:
            return a
    if bombs:
        after = min(cost(minus(hand, _ranks(a))) for a in bombs)
        if urgent or after <= 3:
            return min(bombs, key=lambda a: (a.as_type == "rocket", INDEX[a.tiles[0]]))
    return Action("pass")


__all__ = ["ORDER", "STRATEGY_DOC", "breaks_bomb", "choose", "strength"]
