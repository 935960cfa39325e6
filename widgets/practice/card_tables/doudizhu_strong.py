"""The strong 斗地主 seat (高手): it plans its hand, keeps its bombs for when they pay,
cooperates as a farmer, and searches the end of the hand.

- Bidding and 加倍 by the measured worth of the hand (:mod:`.doudizhu_value`: mean points
  as landlord and as farmer per bucket of hand strength, from 12,000 club hands): it calls
  or robs when the hand is worth more as landlord, doubles when its mean points are clearly
  positive (a farmer not against a landlord who robbed or doubled); 明牌 as the club.
- Playing, while many cards remain: the plan (:mod:`.doudizhu_plan`: the split into the fewest
  plays, controls counted) as the club seat plays it (its bombs too: keeping them while many
  cards remain measured worse, -0.18 points per hand against the club seat over 150 deals),
  a farmer letting his partner's play stand and, when the partner plays next and is nearly
  out, leading him through.
- Once :data:`~.doudizhu_search.SEARCH_CARDS` cards or fewer remain in the three hands, it
  searches (:mod:`.doudizhu_search`): it deals the unseen cards to the other hands in
  :data:`~.doudizhu_search.SAMPLES` ways consistent with what has been played and with the
  底牌 (public), solves each deal exactly, and plays what wins in the most of them; when
  nothing wins it keeps its bomb: a bomb doubles what the loser pays (A7), so bombing a lost
  hand only doubles the loss.

Every decision says why in one sentence (zh and en). Its chances (the deals sampled) come
from :func:`~widgets.practice.levels.rng_for`: the same seed and levels play the same hand.
"""

from __future__ import annotations

from typing import Any

from ...cards.doudizhu import INDEX
from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import Choice, plays, rng_for
from .doudizhu_events import DDeal, PlayCards
from .doudizhu_plan import cost, minus, pattern
from .doudizhu_search import (
    BOMBS,
    PASS,
    SEARCH_CARDS,
    Move,
    Position,
    Verdict,
    counts,
    search,
)
from .doudizhu_seats import bid_strength, choose, strength
from .doudizhu_value import farmer, landlord_before_bottom, landlord_with_bottom

PAYS_AFTER = 4  # what is left after a bomb plays out soon: two plays, one a control
NEAR_OUT = 2  # an opponent holding this many cards or fewer is about to go out
FEED = 2  # a partner holding this many cards or fewer is fed
LATE_CALL = 3  # after two 不叫 (the club passes only with bid strength under 2)
# 加倍 only when the table's mean points exceed this: about two standard errors of a bucket
# near the threshold, so noise in the table does not double a break-even hand
DOUBLE_MARGIN = 0.25


def signed(x: float) -> str:
    """A mean in points as a reason says it: +1.5, -0.3, and 0 (never "-0.0" or "+0.0").

    >>> signed(1.46), signed(-0.04), signed(0.0)
    ('+1.5', '0', '0')
    """
    text = f"{x:+.1f}"
    return "0" if text in ("+0.0", "-0.0") else text


def ranks(a: Action) -> str:
    return "".join(a.tiles)


def is_bomb(a: Action) -> bool:
    return a.kind == "play" and a.as_type in BOMBS


def _option(d: Decision, move: Move) -> Action | None:
    """The decision's option for a searched move (None if it offers none such)."""
    if move == PASS:
        return Action("pass")
    return next((a for a in d.options if a.kind == "play" and ranks(a) == move[2]
                 and a.as_type == move[0]), None)


def _move(a: Action) -> Move:
    return PASS if a.kind == "pass" else (a.as_type, -1, ranks(a))


def _bidding(game: Any, d: Decision) -> Choice:
    """叫/抢地主 and 加倍 by the measured worth of the hand (:mod:`.doudizhu_value`); 明牌 as
    the club seat."""
    if d.stage == "bid":
        return _bid(game, d)
    if d.stage == "double":
        return _double(game, d)
    a, power = choose(game, d), strength(pattern(game.hand(d.seat)))
    return Choice(a, Why(f"手牌强度 {power}", f"hand strength {power}"))


def _bid(game: Any, d: Decision) -> Choice:
    """Call (or rob) when the hand's mean points as landlord beat those as a farmer; a rob
    doubles the stake, so it counts the landlord's twice. After two 不叫 (two weak hands
    against it) it calls from bid strength :data:`LATE_CALL`."""
    hand = pattern(game.hand(d.seat))
    values = {a.value for a in d.options}
    want = "call" if "call" in values else "rob"
    power = bid_strength(hand)
    as_landlord, wins = landlord_before_bottom(power)
    as_farmer = farmer(strength(hand))[0]
    late = want == "call" and game.s.bids.count("pass") == 2
    if late:
        yes = power >= LATE_CALL
    else:
        yes = as_landlord * (2 if want == "rob" else 1) > as_farmer
    a = Action("bid", value=want if yes and want in values else "pass")
    return Choice(a, Why(f"这手牌当地主约赢 {wins:.0%}，平均 "
                         f"{signed(as_landlord)} 分，当农民 {signed(as_farmer)} 分",
                         f"with this hand a landlord wins about {wins:.0%}, "
                         f"{signed(as_landlord)} points on average, a farmer "
                         f"{signed(as_farmer)}"))


def _double(game: Any, d: Decision) -> Choice:
    """加倍 when the hand's mean points are above :data:`DOUBLE_MARGIN`: the landlord by his
    20 cards; a farmer by his 17 and whether the landlord robbed or doubled (a strong hand)."""
    hand = pattern(game.hand(d.seat))
    ll = game.landlord
    if d.seat == ll:
        worth, wins = landlord_with_bottom(strength(hand))
    else:
        strong_landlord = bool(game.s.robs) or bool(game.s.doubled.get(ll))
        worth, wins = farmer(strength(hand), strong_landlord)
    yes = worth > DOUBLE_MARGIN and any(a.value == "yes" for a in d.options)
    a = Action("double", value="yes" if yes else "no")
    side = "地主" if d.seat == ll else "农民"
    return Choice(a, Why(f"这手牌{side}约赢 {wins:.0%}，平均 "
                         f"{signed(worth)} 分",
                         "with this hand the "
                         f"{'landlord' if d.seat == ll else 'farmers'} win about {wins:.0%}, "
                         f"{signed(worth)} points on average"))


@plays("doudizhu", "strong", "按这手牌当地主、当农民各值多少分叫牌加倍；按拆好的牌计划出牌，"
       "炸弹留到有用时，农民配合队友，残局算到底",
       "bids and doubles by what the hand is worth as landlord or farmer, plays its planned "
       "hand, keeps bombs for when they pay, cooperates as a farmer, and searches the endgame")
def strong(game: Any, d: Decision, search_from: int = SEARCH_CARDS) -> Choice:
    """The strong seat's choice for ``d``, with its reason; the end searched from
    ``search_from`` cards left in the three hands (0: never, the plan to the end: the review's
    samples solve their endings themselves, :mod:`.doudizhu_review`)."""
    if d.stage != "play":
        return _bidding(game, d)
    hand = pattern(game.hand(d.seat))
    whole = next((a for a in d.options if a.kind == "play" and len(a.tiles) == len(hand)), None)
    if whole is not None:
        return Choice(whole, Why("一手出完", "plays out its whole hand"))
    left = sum(len(game.hand(s)) for s in range(3))
    if left <= search_from:
        verdict = search(position(game, d), rng_for(game.seed, d.seat, len(game.events), "deal"),
                         adjacent=game.rules.options.adjacent_wing_trio)
        if verdict is not None:
            return _searched(game, d, verdict)
    return _planned(game, d, hand)


def position(game: Any, d: Decision) -> Position:
    """What seat ``d.seat`` knows now (:class:`~.doudizhu_search.Position`)."""
    seat, ll = d.seat, game.landlord
    unseen = [4] * 13 + [1, 1]
    ll_played = [0] * 15
    start = max(i for i, e in enumerate(game.events) if isinstance(e, DDeal))
    for e in game.events[start:]:
        if isinstance(e, PlayCards):
            for c in e.cards:
                unseen[INDEX[c[0]]] -= 1
                ll_played[INDEX[c[0]]] += e.seat == ll
    for c in game.hand(seat):
        unseen[INDEX[c[0]]] -= 1
    known = [0] * 15
    if seat != ll:
        for c in game.bottom() or ():
            known[INDEX[c[0]]] += 1
        known = [max(0, k - p) for k, p in zip(known, ll_played, strict=True)]
    last = game.last_play()
    prev = None if d.previous is None else (d.previous.type, d.previous.key,
                                             d.previous.pattern)
    sizes = (len(game.hand(0)), len(game.hand(1)), len(game.hand(2)))
    return Position(seat, ll, counts(pattern(game.hand(seat))), sizes, tuple(unseen),
                    tuple(known), prev, last[0] if last and prev else -1)


def _searched(game: Any, d: Decision, v: Verdict) -> Choice:
    """The move that wins in the most sampled deals; the plan's own when it is one of them;
    when nothing wins, the plan's choice without its bomb."""
    best = v.best()
    top = v.wins[best[0]]
    planned = _planned(game, d, pattern(game.hand(d.seat)))
    if top == 0:
        if is_bomb(planned.action):
            return _keep_bomb(d)
        return Choice(planned.action, Why(
            f"算到底也赢不了（{v.solved} 种可能都输），按计划出",
            f"searched to the end: no play wins in any of {v.solved} deals; plays its plan"))
    pick = next((m for m in best if _move(planned.action)[0::2] == m[0::2]), None)
    if pick is None:
        pick = min(best, key=lambda m: (m[0] in BOMBS, m == PASS, m[1]))
    a = _option(d, pick)
    if a is None:
        return planned
    what = "不出" if pick == PASS else pick[2]
    return Choice(a, Why(f"算到底：{what}在 {top}/{v.solved} 种可能的牌里都能赢",
                         f"searched to the end: {'passing' if pick == PASS else pick[2]} "
                         f"wins in {top} of {v.solved} deals of the hidden cards"))


def _keep_bomb(d: Decision) -> Choice:
    """Pass (or lead the lowest plain play) rather than bomb: nothing wins anyway."""
    plain = [a for a in d.options if not is_bomb(a)] or list(d.options)
    a = next((x for x in plain if x.kind == "pass"), None) or min(
        plain, key=lambda x: (INDEX[x.tiles[0]], -len(x.tiles)))
    return Choice(a, Why("留着炸弹：现在炸只会翻倍输", "keeps the bomb: bombing now only "
                         "doubles the loss"))


def _planned(game: Any, d: Decision, hand: str) -> Choice:
    """The plan's choice (the club seat's), with the strong seat's corrections."""
    ll, seat = game.landlord, d.seat
    farmer = seat != ll
    partner = 3 - seat - ll if farmer else None
    a = choose(game, d)
    if farmer and d.previous is not None and game.last_play()[0] == partner:
        left = len(game.hand(partner))
        return Choice(Action("pass"), Why(f"让队友走：他只剩 {left} 张" if left <= FEED else
                                          "让队友的牌过：不压队友",
                                          f"lets partner through: he has {left} cards left"
                                          if left <= FEED else "lets partner's play stand"))
    if is_bomb(a):
        return Choice(a, _bomb_reason(game, d, hand, a))
    if farmer and d.previous is None and partner == (seat + 1) % 3 and \
            len(game.hand(partner)) <= FEED:  # the partner plays next: lead him through
        fed = _feed(d, len(game.hand(partner)))
        if fed is not None:
            return Choice(fed, Why(f"送队友走：他只剩 {len(game.hand(partner))} 张",
                                   f"feeds partner: he has {len(game.hand(partner))} cards "
                                   "left"))
    return Choice(a, _plain_reason(d, a))


def _bomb_reason(game: Any, d: Decision, hand: str, a: Action) -> Why:
    """Why the plan's bomb goes down now (a bomb kept while many cards remain cost more than
    it saved, measured against the club seat; the search keeps it when nothing wins)."""
    ll, seat = game.landlord, d.seat
    opponents = [s for s in range(3) if s != seat and (seat == ll or s == ll)]
    danger = min(len(game.hand(s)) for s in opponents)
    if cost(minus(hand, ranks(a))) <= PAYS_AFTER:
        return Why("炸完剩下的牌一两手就能走完", "what is left plays out in a play or two")
    if danger <= NEAR_OUT:
        return Why(f"对手只剩 {danger} 张", f"an opponent has {danger} cards left")
    return Why("抢回出牌权", "it takes the lead back")


def _feed(d: Decision, partner_left: int) -> Action | None:
    """The lowest play the partner may follow with his last cards: a single, or a pair."""
    kind = "pair" if partner_left == 2 else "single"
    small = [a for a in d.options if a.kind == "play" and a.as_type == kind]
    return min(small, key=lambda a: INDEX[a.tiles[0]]) if small else None


def _plain_reason(d: Decision, a: Action) -> Why:
    if a.kind == "pass":
        return Why("管上要拆牌或花掉大牌", "beating it would break the hand or spend "
                   "a top card")
    if d.previous is None:
        return Why(f"按拆牌计划先出 {ranks(a)}", f"leads {ranks(a)}, a piece of its plan")
    return Why(f"用计划里的 {ranks(a)} 管上", f"beats it with {ranks(a)}, a piece of its plan")


__all__ = ["position", "strong"]
