"""The automatic seats of a 武汉麻将 hand: their documented strategy (:data:`WUHAN_STRATEGY`)
and :func:`choose_wuhan`, their choice (the learner's hint too). ``game`` is a
:class:`~.wuhan_play.WuhanGame`, typed ``Any``: that module imports this one, not back."""

from __future__ import annotations

from typing import Any

from ...engine.notation import Hand, Meld
from ...engine.situation import Situation
from ...engine.tiles import parse_tile, tile_name
from ...mahjong.xueliu import usefulness
from ..choices import Action, Decision

WUHAN_STRATEGY = """\
The automatic seats of 武汉麻将 play this documented strategy:

1. Win whenever a win is allowed (自摸, on a discard, robbing a 蓄杠).
2. 红中 is played out (红中杠) as soon as it is held: a hand holding 红中 cannot win.
3. One 赖子 is kept as the wildcard; a second is played out (赖子杠), the seed's advice
   (R-W14: "听牌时有一个赖子，又摸一个赖子，必须打出一个").
4. 开口: a closed hand can never win, so a seat that has not opened takes any 碰, 冲杠 or
   吃 that does not raise its shanten (向听); once open, a 碰 or 冲杠 that does not raise it
   and a 吃 that lowers it.
5. 暗杠 and 蓄杠 when they do not raise the shanten (each multiplies the win).
6. Discard: the tile that leaves the lowest shanten, read with the 赖子 and the 小胡's 2-5-8
   pair (R-W6); ties go to the tile least connected to the others, then honours before
   suits, then the outer number.
7. In the last four tiles (海底): win if it can, else keep the tile.
"""


def shanten(game: Any, hand: Hand) -> int:
    """The hand's shanten read with the table's 赖子 (99: no reading)."""
    s = game.rules.shanten(hand, Situation(indicator=game.table.indicator))
    return 99 if s is None else s


def free_tiles(game: Any, hand: Hand) -> list[int]:
    """The tiles the seat may discard (not 红中, not the 赖子)."""
    return [t for t in set(hand.closed) if not game._special(t)]


def after_discard(game: Any, hand: Hand) -> int:
    """The lowest shanten after one discard the seat may make."""
    free = free_tiles(game, hand)
    return min((shanten(game, hand.remove(t)) for t in free), default=99)


def with_meld(hand: Hand, taken: list[int], meld: Meld) -> Hand:
    """``hand`` after ``taken`` leave its concealed tiles for ``meld``."""
    closed = list(hand.closed)
    for t in taken:
        closed.remove(t)
    return Hand(tuple(closed), hand.melds + (meld,))


def own_kong(game: Any, hand: Hand, kongs: list[Action]) -> Action | None:
    """An 暗杠 or 加杠 on the seat's own turn that does not raise the shanten, or None."""
    for a in kongs:
        t = parse_tile(a.tiles[0])
        if hand.closed.count(t) == 4:
            after = with_meld(hand, [t] * 4, Meld((t,) * 4, concealed=True))
        else:
            melds = tuple(Meld((t,) * 4, added=True, source=m.source)
                          if m.kind == "pon" and m.tiles[0] == t else m for m in hand.melds)
            after = Hand(hand.remove(t).closed, melds)
        if shanten(game, after) <= after_discard(game, hand):
            return a
    return None


def choose_wuhan(game: Any, d: Decision) -> Action:
    """The automatic seat's choice among ``d.options`` (:data:`WUHAN_STRATEGY`)."""
    by_kind: dict[str, list[Action]] = {}
    for a in d.options:
        by_kind.setdefault(a.kind, []).append(a)
    if "win" in by_kind:
        return by_kind["win"][0]
    if "pass" in by_kind and d.stage == "turn":
        return by_kind["pass"][0]  # 海底: keep the tile
    hand = game.table.hand(d.seat)
    if d.stage == "claim":
        return _claim(game, hand, by_kind)
    if "red_kong" in by_kind:  # 红中 first, then a second 赖子
        return by_kind["red_kong"][0]
    wild = game.table.wild
    if "wild_kong" in by_kind and hand.closed.count(wild) >= 2:
        return by_kind["wild_kong"][0]
    kong = own_kong(game, hand, by_kind.get("kong", []))
    if kong is not None:
        return kong
    return best_discard(game, hand, by_kind.get("discard", []) or list(d.options))


def _claim(game: Any, hand: Hand, by_kind: dict[str, list[Action]]) -> Action:
    now = shanten(game, hand)
    opened = any(m.is_open for m in hand.melds)
    for a in by_kind.get("kong", []) + by_kind.get("pon", []):
        t = parse_tile(a.tiles[0])
        if a.kind == "kong":
            new = shanten(game, with_meld(hand, [t] * 3, Meld((t,) * 4, source=1)))
        else:
            new = after_discard(game, with_meld(hand, [t] * 2, Meld((t,) * 3, source=1)))
        if new <= now:
            return a
    for a in by_kind.get("chi", []):
        run = tuple(parse_tile(x) for x in a.tiles)
        tile = game._ctx["tile"]
        rest = list(run)
        rest.remove(tile)
        new = after_discard(game, with_meld(hand, rest, Meld(run, source=1)))
        if new < now or (not opened and new <= now):
            return a
    return by_kind["pass"][0]


def best_discard(game: Any, hand: Hand, options: list[Action]) -> Action:
    """The discard of :data:`WUHAN_STRATEGY` point 6 among ``options``."""
    if len(options) == 1:
        return options[0]
    names = [tile_name(t) for t in hand.closed]
    tiles = [parse_tile(a.tiles[0]) for a in options]

    def key(t: int) -> tuple[int, int, int, int, int]:
        n = tile_name(t)
        if t >= 27:  # an honour helps only its own copies
            return (shanten(game, hand.remove(t)), 3 * (hand.closed.count(t) - 1), 0, -9, t)
        return (shanten(game, hand.remove(t)), usefulness(n, names), 1, -abs(int(n[0]) - 5), t)

    best = min(tiles, key=key)
    return next(a for a in options if a.tiles == (tile_name(best),))
