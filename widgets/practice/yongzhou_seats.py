"""The automatic seats of a 永州麻將 hand: their documented strategy (:data:`YONGZHOU_STRATEGY`)
and :func:`choose_yongzhou`, their choice (the learner's hint too)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.notation import Hand, Meld
from ..engine.tiles import parse_tile
from .table_state import Action, Decision
from .wuhan_seats import _after_discard, _claimed, _discard, _own_kong, _shanten

if TYPE_CHECKING:
    from .yongzhou_play import YongzhouGame

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
"""


def choose_yongzhou(game: YongzhouGame, d: Decision) -> Action:
    """The automatic seat's choice among ``d.options`` (:data:`YONGZHOU_STRATEGY`)."""
    by_kind: dict[str, list[Action]] = {}
    for a in d.options:
        by_kind.setdefault(a.kind, []).append(a)
    if "win" in by_kind:
        return by_kind["win"][0]
    hand = game.table.hand(d.seat)
    if d.kind == "claim":
        return _claim(game, hand, by_kind)
    kong = _own_kong(game, hand, by_kind.get("kong", []))
    if kong is not None:
        return kong
    return _discard(game, hand, by_kind.get("discard", []) or list(d.options))


def _claim(game: YongzhouGame, hand: Hand, by_kind: dict[str, list[Action]]) -> Action:
    now = _shanten(game, hand)
    tile = game._ctx["tile"]
    for a in by_kind.get("kong", []) + by_kind.get("pon", []):
        if a.kind == "kong":
            new = _shanten(game, _claimed(hand, [tile] * 3, Meld((tile,) * 4, source=1)))
        else:
            new = _after_discard(game, _claimed(hand, [tile] * 2, Meld((tile,) * 3, source=1)))
        if new <= now:
            return a
    for a in by_kind.get("chi", []):
        run = tuple(parse_tile(x) for x in a.tiles)
        rest = list(run)
        rest.remove(tile)
        if _after_discard(game, _claimed(hand, rest, Meld(run, source=1))) < now:
            return a
    return by_kind["pass"][0]
