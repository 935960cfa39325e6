"""The tiles a hand's record shows at once, and the fifth copy that cannot be (P-T6).

A settlement is given a whole record (from its Deal events on) or only the events that move
money (a lesson's ``[Win(...), Kong(...)]``, whose hands are illustrations). A whole record is
checked, event by event, for a tile out more often than the set holds it (four; a flower
once), in two ways: the tiles taken from the wall (dealt and drawn, each physical tile once),
and the tiles shown at one moment across the seats: the melds made (碰 three of the tile, a
kong four), the discards still in the rivers, the tiles won, a winner's whole hand at its Win
(and, when winners leave the hand as in 血战, for the rest of it), the hands at the End.
:func:`check_copies` refuses the first event at which either would exceed the set. A record
without a Deal is an excerpt and is not checked (P-T6).

>>> from widgets.engine.events import Deal, Kong, Win
>>> check_copies([Kong(0, "9s", "concealed"), Win(1, "9s", None, "123m456m789m11p99s +9s")])
>>> check_copies([Deal(0, "1234566789999s"), Kong(0, "9s", "concealed"),
...               Win(1, "9s", None, "123m456m789m11p99s +9s")])
Traceback (most recent call last):
...
ValueError: event 3 (win): 9s is shown across the seats (melds, rivers, wins, hands) 7 times, \
but the set holds 4
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from .notation import parse_hand
from .tiles import FLOWERS, parse_tile, tile_name


def _limit(tile: int, copies: int) -> int:
    return 1 if tile in FLOWERS else copies


class Census:
    """What the events have shown so far: per seat the melded tiles (or, once a winner is out
    of the hand, its whole winning hand), the rivers, the tiles won and set aside."""

    def __init__(self, winners_stay: bool = True, copies: int = 4):
        self.stay, self.copies = winners_stay, copies
        self.held: list[Counter[int]] = [Counter() for _ in range(4)]
        self.pons: list[Counter[int]] = [Counter() for _ in range(4)]
        self.river: list[list[int]] = [[] for _ in range(4)]
        self.aside: Counter[int] = Counter()
        self.wall: Counter[int] = Counter()   # taken from the wall: dealt and drawn
        self.prev: Any = None

    def _take_discard(self, seat: int | None, tile: int) -> bool:
        """The discard of ``seat`` leaves its river (if the events showed it)."""
        if seat is not None and self.river[seat] and self.river[seat][-1] == tile:
            self.river[seat].pop()
            return True
        return False

    def shown(self, hands: dict[int, Counter[int]] | None = None) -> Counter[int]:
        """All tiles shown now; ``hands`` replaces those seats' known tiles (a Win, the End)."""
        total = Counter(self.aside)
        for s in range(4):
            total.update(hands[s] if hands and s in hands else self.held[s])
            total.update(self.river[s])
        return total

    def count(self, tile: int) -> int:
        """How many of ``tile`` are shown now (as :meth:`shown` counts them)."""
        return self.aside[tile] + sum(self.held[s][tile] + self.river[s].count(tile)
                                      for s in range(4))

    def see(self, e: Any) -> Counter[int]:
        """Apply one event; the tiles shown at it."""
        return self.shown(self.apply(e))

    def apply(self, e: Any) -> dict[int, Counter[int]] | None:
        """Apply one event; the hands it shows whole (a Win, the End), else None."""
        kind = getattr(e, "type", "")
        hands = None
        if kind == "deal":
            self.wall.update(parse_hand(e.hand).all_tiles())
        elif kind == "draw":
            self.wall[parse_tile(e.tile)] += 1
        elif kind == "discard":
            self.river[e.seat].append(parse_tile(e.tile))
        elif kind == "claim":
            t = parse_tile(e.tile)
            self._take_discard(e.from_seat, t)
            if getattr(e, "run", ()):  # a 吃 that names its run (schema 3)
                self.held[e.seat].update(parse_tile(x) for x in e.run)
            else:
                self.held[e.seat][t] += 3 if e.kind == "pon" else 1  # a 吃's others: unknown
            if e.kind == "pon":
                self.pons[e.seat][t] += 1
        elif kind == "kong":
            t = parse_tile(e.tile)
            if e.kind == "direct":
                self._take_discard(e.from_seat, t)
            if e.kind == "added" and self.pons[e.seat][t]:
                self.pons[e.seat][t] -= 1
                self.held[e.seat][t] += 1
            else:
                self.held[e.seat][t] += 4
        elif kind == "win":
            hands = self._win(e)
        elif kind == "end":
            hands = {s: Counter(parse_hand(h).all_tiles()) for s, h in e.hands.items()}
        self.prev = e
        return hands

    def _win(self, e: Any) -> dict[int, Counter[int]] | None:
        t = parse_tile(e.tile)
        hand = Counter(parse_hand(e.hand).all_tiles())  # the winning tile included
        p = self.prev
        again = (getattr(p, "type", "") == "win" and e.from_seat is not None
                 and (p.from_seat, p.tile) == (e.from_seat, e.tile))  # 一炮多响: one tile
        if not again:
            self._take_discard(e.from_seat, t)
        if self.stay:  # the winning tile is set aside; the rest of the hand plays on
            if not again:
                self.aside[t] += 1
            return {e.seat: hand - Counter({t: 1})}
        # out of the hand (血战): the whole hand stays shown; a shared tile counted once
        self.held[e.seat] = hand - Counter({t: 1}) if again else hand
        return None


def check_copies(events: Sequence[Any], winners_stay: bool = True, copies: int = 4) -> None:
    """ValueError at the first event of a whole record (one holding a Deal) at which some tile
    would be taken from the wall, or shown across the seats, more often than the set holds it
    (``copies``; a flower once): see :class:`Census` (P-T6). The message counts the events
    from 1, as the settlement's other messages count."""
    if not any(getattr(e, "type", "") == "deal" for e in events):
        return  # an excerpt: its hands illustrate a payment (P-T6)
    census = Census(winners_stay, copies)
    for i, e in enumerate(events):
        hands = census.apply(e)
        # a count only rises for the tiles an event names, so only those are counted (a
        # review settles thousands of play-outs); a Win or the End shows whole hands
        tiles = sorted(set(_tiles_of(e)))
        shown = census.shown(hands) if getattr(e, "type", "") in ("win", "end") else {
            t: census.count(t) for t in tiles}
        for what, counts in (("taken from the wall (dealt or drawn)",
                              {t: census.wall[t] for t in tiles}),
                             ("shown across the seats (melds, rivers, wins, hands)", shown)):
            for t, n in sorted(counts.items()):
                if n > _limit(t, copies):
                    raise ValueError(f"event {i + 1} ({e.type}): {tile_name(t)} is {what} {n} "
                                     f"times, but the set holds {_limit(t, copies)}")


def _tiles_of(e: Any) -> list[int]:
    """The tiles an event names: a deal's hand, a draw's, discard's, claim's (with a 吃's
    run), kong's or win's tile."""
    kind = getattr(e, "type", "")
    if kind == "deal":
        return list(parse_hand(e.hand).all_tiles())
    if kind in ("draw", "discard", "claim", "kong", "win"):
        return [parse_tile(e.tile), *(parse_tile(x) for x in getattr(e, "run", ()) or ())]
    return []
