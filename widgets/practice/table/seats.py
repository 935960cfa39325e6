"""The automatic seats of a played hand: their documented strategy (:data:`STRATEGY_DOC`)
and :func:`choose`, their choice (the learner's hint too). Re-exported by :mod:`.play`.
``game`` is a :class:`~.play.Game`, typed ``Any``: play imports this module, not back."""

from __future__ import annotations

from typing import Any

from ...engine.notation import Hand, Meld
from ...engine.rules import MahjongRules
from ...engine.tiles import parse_tile, tile_name
from ...engine.why import Why
from ...mahjong.xueliu import (
    usefulness,
)
from ..choices import Action, Decision
from ..levels import plays

STRATEGY_DOC = Why(  # what the automatic seats do, in zh and en (the English is the str)
    "自动玩家打一套简单、写明了的打法（每种玩法都一样）：\n\n"
    "1. 换三张：按原文的超时规则——能选的花色（三张以上）里张数最少的一门；"
    "这一门里换出最不连张的三张（P-M2）。\n"
    "2. 定缺（大师游）：张数最少的一门（一样多时万先于筒，筒先于条）；先打这一门。"
    "四川麻将里，手牌还有三门时，先打掉没有副露用到的最短的一门（缺一门）。\n"
    "3. 能胡就胡（自摸、点炮、抢杠）。\n"
    "4. 出牌：打出后向听最低的那张；一样时打和别的牌最不连的（张数和邻张最少），"
    "再一样打边上的点数。\n"
    "5. 碰、杠不让向听变高才要；规则不许的杠从来不杠。\n", """\
The automatic seats play a simple, documented strategy (the same for every variant):

1. 换三张 (exchange): the seed's timeout choice — the eligible suit (three or more tiles) with
   the fewest tiles; of that suit, the three least connected tiles (P-M2).
2. 定缺 (void, 大师游): the suit with the fewest tiles (ties: 万 before 筒 before 条); its
   tiles go first. In Sichuan, while the hand still holds three suits, the seat sheds the
   shortest suit that no meld uses (缺一门).
3. Win whenever a win is allowed (自摸, on a discard, robbing a kong).
4. Discard: the tile that leaves the lowest shanten (向听); ties go to the tile least
   connected to the others (fewest copies and neighbours), then the outer number.
5. 碰/杠 when it does not raise the shanten; never a kong the rules refuse.
""")


def _shanten(rules: MahjongRules, hand: Hand) -> int:
    s = rules.shanten(hand)
    return 99 if s is None else s


def _best_discard_shanten(rules: MahjongRules, hand: Hand) -> int:
    return min(_shanten(rules, hand.remove(t)) for t in set(hand.closed))


@plays("mahjong", "club", "能胡就胡；打出让向听数最小、最不连张的牌；碰、杠不退步才要",
       "wins whenever it can; discards the tile that leaves the lowest shanten and is least "
       "connected; claims a 碰 or 杠 that does not set it back")
def choose(game: Any, d: Decision) -> Action:
    """The automatic seat's choice among ``d.options`` (:data:`STRATEGY_DOC`; a variant's Game
    with a strategy of its own, ``own_choice``, plays that: 武汉's)."""
    own = getattr(game, "own_choice", None)
    if own is not None:
        return own(game, d)
    return shared_choice(game, d)


def shared_choice(game: Any, d: Decision) -> Action:
    """:data:`STRATEGY_DOC`'s choice, whatever the variant's own (which may build on it)."""
    by_kind: dict[str, list[Action]] = {}
    for a in d.options:
        by_kind.setdefault(a.kind, []).append(a)
    if "win" in by_kind:
        return by_kind["win"][0]
    if d.stage in ("exchange", "void"):
        return d.options[0]  # ordered by the seed's timeout choice / fewest tiles
    rules, hand = game.rules, game.table.hand(d.seat)
    if d.stage == "claim":
        for a in by_kind.get("kong", []) + by_kind.get("pon", []):
            t = parse_tile(a.tiles[0])
            n = 3 if a.kind == "kong" else 2
            closed = list(hand.closed)
            for _ in range(n):
                closed.remove(t)
            after = Hand(tuple(closed), hand.melds + (Meld((t,) * (n + 1)),))
            now = _shanten(rules, hand)
            new = (_shanten(rules, after) if a.kind == "kong"
                   else _best_discard_shanten(rules, after))
            if new <= now:
                return a
        return by_kind.get("pass", d.options)[0]
    for a in by_kind.get("kong", []):
        t = parse_tile(a.tiles[0])
        if hand.closed.count(t) == 4:
            closed = [x for x in hand.closed if x != t]
            after = Hand(tuple(closed), hand.melds + (Meld((t,) * 4, concealed=True),))
        else:
            melds = tuple(Meld((t,) * 4, added=True) if m.kind == "pon" and m.tiles[0] == t
                          else m for m in hand.melds)
            after = Hand(hand.remove(t).closed, melds)
        if _shanten(rules, after) <= _best_discard_shanten(rules, hand):
            return a
    return _discard(game, d.seat, hand, by_kind.get("discard", []) or list(d.options))


def _discard(game: Any, seat: int, hand: Hand, options: list[Action]) -> Action:
    if len(options) == 1:
        return options[0]
    names = [tile_name(t) for t in hand.closed]
    tiles = [parse_tile(a.tiles[0]) for a in options]
    suits = {t // 9 for t in hand.all_tiles()}
    if len(suits) == 3:  # still three suits: shed the shortest suit no meld uses (缺一门)
        used = {m.tiles[0] // 9 for m in hand.melds}
        free = [s for s in range(3) if s not in used]
        if free:
            plan = min(free, key=lambda s: (sum(1 for t in hand.closed if t // 9 == s), s))
            shed = [t for t in tiles if t // 9 == plan]
            if shed:
                tiles = shed
    rules = game.rules

    def key(t: int) -> tuple[int, int, int, int]:
        n = tile_name(t)
        return (_shanten(rules, hand.remove(t)), usefulness(n, names), -abs(int(n[0]) - 5), t)

    best = min(tiles, key=key)
    return next(a for a in options if a.tiles == (tile_name(best),))
