"""The automatic seats of a 永州麻將 hand: their documented strategy (:data:`YONGZHOU_STRATEGY`)
and :func:`choose_yongzhou`, their choice (the learner's hint too). ``game`` is a
:class:`~.yongzhou_play.YongzhouGame`, typed ``Any``: that module imports this one."""

from __future__ import annotations

from typing import Any

from ...engine.notation import Hand, Meld
from ...engine.tiles import parse_tile, tile_name
from ...mahjong.xueliu import usefulness
from ..choices import Action, Decision
from .wuhan_seats import after_discard, best_discard, own_kong, shanten, with_meld
from .yongzhou_plan import Plan, best_plan, distance, planning

YONGZHOU_STRATEGY = """\
The automatic seats of 永州麻將 play this documented strategy:

1. Win whenever a win is allowed (自摸, on a discard, robbing a 加杠): the room's 起和 is
   already checked by the rules, so an allowed win is never refused by the seat.
2. 碰 or 明杠 a discard when it does not raise the shanten (向听) after the next discard;
   吃 (from the 上家 only) when it lowers it. A closed hand scores no extra here, so taking
   a tile that brings the hand closer is worth it.
3. 暗杠 and 加杠 when they do not raise the shanten.
4. Discard the tile that leaves the lowest shanten; ties go to the tile least connected to
   the others, then honours before suits, then the outer number.
5. 起和 above what a plain hand reaches (3番起和: 平胡 or 自摸 alone give 1番): the seat plans
   for 番. Its plan is the nearest of 清一色/混一色 in each suit (that suit and honours: 4/2番,
   5/3 in table B) and 碰碰胡 (2/3番), by the shanten of the tiles each keeps (碰碰胡: its pairs
   and triplets). It discards what the plan does not keep first (then the lowest shanten,
   then the tile of least use, keeping the dragons, its seat wind and the round wind:
   三元牌/风位/风圈 add 1番); it 碰s and 杠s only
   tiles the plan keeps, 吃s only in its flush's suit, each when it brings the plan nearer
   (or keeps it as near, for a 碰), and 暗杠/加杠 only on the plan's tiles. A ready hand whose
   win the 起和 still refuses plays on by the same plan (a 自摸 adds 1番); an allowed win is
   always taken (point 1). In the default room (無番起和) and under 1番起和 the seats play
   points 1–4 only, so those rooms' hands are the same as without the plan.
"""


def choose_yongzhou(game: Any, d: Decision) -> Action:
    """The automatic seat's choice among ``d.options`` (:data:`YONGZHOU_STRATEGY`)."""
    by_kind: dict[str, list[Action]] = {}
    for a in d.options:
        by_kind.setdefault(a.kind, []).append(a)
    if "win" in by_kind:
        return by_kind["win"][0]
    hand = game.table.hand(d.seat)
    if planning(game):
        return _planned(game, d, hand, by_kind, best_plan(game, hand))
    if d.stage == "claim":
        return _claim(game, hand, by_kind)
    kong = own_kong(game, hand, by_kind.get("kong", []))
    if kong is not None:
        return kong
    return best_discard(game, hand, by_kind.get("discard", []) or list(d.options))


def _claim(game: Any, hand: Hand, by_kind: dict[str, list[Action]]) -> Action:
    now = shanten(game, hand)
    tile = game._ctx["tile"]
    for a in by_kind.get("kong", []) + by_kind.get("pon", []):
        if a.kind == "kong":
            new = shanten(game, with_meld(hand, [tile] * 3, Meld((tile,) * 4, source=1)))
        else:
            new = after_discard(game, with_meld(hand, [tile] * 2, Meld((tile,) * 3, source=1)))
        if new <= now:
            return a
    for a in by_kind.get("chi", []):
        run = tuple(parse_tile(x) for x in a.tiles)
        rest = list(run)
        rest.remove(tile)
        if after_discard(game, with_meld(hand, rest, Meld(run, source=1))) < now:
            return a
    return by_kind["pass"][0]


# ---- point 5: the plan for 番 (3番起和) ------------------------------------------------------


def _planned(game: Any, d: Decision, hand: Hand, by_kind: dict[str, list[Action]],
             plan: Plan) -> Action:
    if d.stage == "claim":
        return _planned_claim(game, hand, by_kind, plan)
    on_plan = [a for a in by_kind.get("kong", []) if plan.keeps(parse_tile(a.tiles[0]))]
    kong = own_kong(game, hand, on_plan)
    if kong is not None:
        return kong
    return _planned_discard(game, d.seat, hand, by_kind.get("discard", []) or list(d.options),
                            plan)


def _best_after(game: Any, hand: Hand, plan: Plan) -> int:
    return min((distance(game, plan, hand.remove(t)) for t in set(hand.closed)), default=99)


def _planned_claim(game: Any, hand: Hand, by_kind: dict[str, list[Action]],
                   plan: Plan) -> Action:
    tile = game._ctx["tile"]
    if not plan.keeps(tile):
        return by_kind["pass"][0]
    now = distance(game, plan, hand)
    for a in by_kind.get("kong", []) + by_kind.get("pon", []):
        if a.kind == "kong":
            new = distance(game, plan, with_meld(hand, [tile] * 3, Meld((tile,) * 4, source=1)))
        else:
            new = _best_after(game, with_meld(hand, [tile] * 2, Meld((tile,) * 3, source=1)), plan)
        if new <= now:
            return a
    for a in by_kind.get("chi", []) if plan.suit is not None else []:
        run = tuple(parse_tile(x) for x in a.tiles)
        rest = list(run)
        rest.remove(tile)
        if _best_after(game, with_meld(hand, rest, Meld(run, source=1)), plan) < now:
            return a
    return by_kind["pass"][0]


def _planned_discard(game: Any, seat: int, hand: Hand, options: list[Action],
                     plan: Plan) -> Action:
    if len(options) == 1:
        return options[0]
    names = [tile_name(t) for t in hand.closed]
    t = game.table
    valued = {27 + (seat - t.dealer) % 4, 27 + game.round_wind, 31, 32, 33}

    def key(x: int) -> tuple[int, int, int, int, int]:
        rest = hand.remove(x)
        use = 3 * (hand.closed.count(x) - 1) + (x in valued) if x >= 27 else \
            usefulness(tile_name(x), names)
        return (distance(game, plan, rest), shanten(game, rest), use, int(x < 27), x)

    best = min((parse_tile(a.tiles[0]) for a in options), key=key)
    return next(a for a in options if a.tiles == (tile_name(best),))
