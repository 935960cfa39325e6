"""A played hand's table: the contract the table widget reads (:class:`SeatView`,
:class:`TableState`; :class:`Action` and :class:`Decision` are :mod:`widgets.practice.choices`'s,
named here too) and the :class:`Table` derived from the events. Re-exported by :mod:`.play`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.events import (
    Claim,
    Deal,
    Dice,
    Discard,
    Draw,
    End,
    Exchange,
    Kong,
    Leave,
    Pass,
    Void,
    WallBreak,
    Win,
)
from ...engine.notation import Hand, Meld, parse_hand
from ...engine.tiles import parse_tile
from ...engine.wall import WallView
from ..choices import Action, Decision
from .wording import describe, seat_name

ALL_TILES = tuple(f"{n}{s}" for s in "mps" for n in range(1, 10) for _ in range(4))


@dataclass(frozen=True)
class SeatView:
    """One seat at the table: its hand in notation (concealed tiles and melds, no +tile)."""

    seat: int
    hand: str
    discards: tuple[str, ...]
    void: str | None
    wins: tuple[str, ...]
    out: bool
    given: tuple[str, ...] = ()
    received: tuple[str, ...] = ()
    ready_waits: tuple[str, ...] = ()


@dataclass(frozen=True)
class TableState:
    """The table after the first ``step`` events."""

    step: int
    variant: str
    dealer: int
    seats: tuple[SeatView, ...]  # four
    wall_remaining: int
    wall: WallView | None
    exchange: tuple[tuple[int, int], ...]
    dice: dict[str, tuple[int, ...]]
    turn: int | None
    last: str
    net: dict[int, int]
    finished: bool
    last_en: str = ""
    indicator: str | None = None  # 武汉: the flipped indicator (face up, out of play)
    wild: str | None = None       # 武汉: the 赖子 it sets


# ---- the table, derived from the events ---------------------------------------------------

class Table:
    """The table after some events: hands, melds, rivers, wins, the wall's two ends. Built
    only by :meth:`apply`, so a live hand and a replay are the same thing."""

    total = len(ALL_TILES)  # the tiles of the set (a variant's table may hold more)

    def __init__(self, winners_stay: bool = True):
        self.stay = winners_stay
        self.closed: list[list[int]] = [[] for _ in range(4)]
        self.melds: list[list[Meld]] = [[] for _ in range(4)]
        self.river: list[list[str]] = [[] for _ in range(4)]
        self.wins: list[list[str]] = [[] for _ in range(4)]
        self.void: list[str | None] = [None] * 4
        self.given: list[tuple[str, ...]] = [()] * 4
        self.received: list[tuple[str, ...]] = [()] * 4
        self.out = [False] * 4
        self.dice: dict[str, tuple[int, ...]] = {}
        self.wall_break: tuple[int, int] | None = None
        self.front = self.back = 0
        self.exchange: list[tuple[int, int]] = []
        self.dealer: int | None = None
        self.turn: int | None = None
        self.taken: list[str] = []      # tiles won (once per discard, however many winners)
        self.step = 0
        self.last = ("", "")
        self.finished = False
        self.prev: Any = None
        self.opened = False             # a 碰/杠/胡 happened: no more 天胡/地胡
        self.draws = [0] * 4
        self.discards = 0
        self.hot: int | None = None     # a seat that just konged (杠上炮 on its next discard)
        self.kong_discard = False       # the last discard came right after its seat's kong

    @property
    def remaining(self) -> int:
        return self.total - self.front - self.back

    def hand(self, seat: int) -> Hand:
        return Hand(tuple(sorted(self.closed[seat])), tuple(self.melds[seat]))

    def apply(self, e: Any) -> None:
        getattr(self, "_" + e.type)(e)
        if not (e.type in ("draw", "pass") and self.hot == e.seat):
            self.hot = e.seat if e.type == "kong" else None
        self.prev, self.step, self.last = e, self.step + 1, (describe(e), describe(e, "en"))

    def _deal(self, e: Deal) -> None:
        hand = parse_hand(e.hand)
        self.closed[e.seat] = list(hand.closed)
        self.front += len(hand.closed)
        if len(hand.closed) == 14:
            self.dealer = self.turn = e.seat

    def _dice(self, e: Dice) -> None:
        self.dice[e.kind] = e.values

    def _wallbreak(self, e: WallBreak) -> None:
        self.wall_break = (e.seat, e.stacks)

    def _exchange(self, e: Exchange) -> None:
        for t in e.tiles:
            self.closed[e.seat].remove(parse_tile(t))
            self.closed[e.to_seat].append(parse_tile(t))
        self.given[e.seat], self.received[e.to_seat] = e.tiles, e.tiles
        self.exchange.append((e.seat, e.to_seat))

    def _void(self, e: Void) -> None:
        self.void[e.seat] = e.suit

    def _draw(self, e: Draw) -> None:
        self.closed[e.seat].append(parse_tile(e.tile))
        if e.replacement:
            self.back += 1
        else:
            self.front += 1
        self.turn = e.seat
        self.draws[e.seat] += 1

    def _discard(self, e: Discard) -> None:
        self.closed[e.seat].remove(parse_tile(e.tile))
        self.river[e.seat].append(e.tile)
        self.turn, self.discards = e.seat, self.discards + 1
        self.kong_discard = self.hot == e.seat

    def _take_discard(self, from_seat: int, tile: str) -> None:
        if not self.river[from_seat] or self.river[from_seat][-1] != tile:
            raise ValueError(f"{tile} is not the last discard of {seat_name(from_seat, 'en')}")
        self.river[from_seat].pop()

    def _claim(self, e: Claim) -> None:
        """A 碰 (three alike) or a 吃 (the run its event names: 武汉, 永州)."""
        t = parse_tile(e.tile)
        if e.kind == "chi" and not e.run:
            raise ValueError(f"a 吃 of {e.tile} names its three tiles (run)")
        run = tuple(parse_tile(x) for x in e.run) if e.kind == "chi" else (t,) * 3
        self._take_discard(e.from_seat, e.tile)
        rest = list(run)
        rest.remove(t)
        for x in rest:
            self.closed[e.seat].remove(x)
        self.melds[e.seat].append(Meld(run, source=self._source(e.seat, e.from_seat)))
        self.turn, self.opened = e.seat, True

    def _source(self, seat: int, from_seat: int) -> int:
        """Whom a meld was claimed from, as the notation writes it (1 上家, 2 对家, 3 下家)."""
        return (seat - from_seat) % 4

    def _kong(self, e: Kong) -> None:
        t = parse_tile(e.tile)
        if e.kind == "direct":
            self._take_discard(e.from_seat, e.tile)
            for _ in range(3):
                self.closed[e.seat].remove(t)
            self.melds[e.seat].append(Meld((t,) * 4, source=(e.seat - e.from_seat) % 4))
        elif e.kind == "added":
            k = next(i for i, m in enumerate(self.melds[e.seat])
                     if m.kind == "pon" and m.tiles[0] == t)
            self.closed[e.seat].remove(t)
            self.melds[e.seat][k] = Meld((t,) * 4, added=True, source=self.melds[e.seat][k].source)
        else:
            for _ in range(4):
                self.closed[e.seat].remove(t)
            self.melds[e.seat].append(Meld((t,) * 4, concealed=True))
        self.turn, self.opened = e.seat, True

    def _win(self, e: Win) -> None:
        same = (isinstance(self.prev, Win) and e.from_seat is not None
                and (self.prev.from_seat, self.prev.tile) == (e.from_seat, e.tile))
        if e.from_seat is None:
            self.closed[e.seat].remove(parse_tile(e.tile))
            self.taken.append(e.tile)
        elif not same:  # 一炮多响: one physical tile, however many win on it
            if e.situation.get("robbing_kong"):
                self.closed[e.from_seat].remove(parse_tile(e.tile))
            else:
                self._take_discard(e.from_seat, e.tile)
            self.taken.append(e.tile)
        self.wins[e.seat].append(e.tile)
        self.out[e.seat] = not self.stay
        self.turn, self.opened = e.seat, True

    def _pass(self, e: Pass) -> None:
        pass

    def _leave(self, e: Leave) -> None:
        pass

    def _declare(self, e: Any) -> None:  # 双人's 报听: the game locks the hand, no tile moves
        pass

    def _end(self, e: End) -> None:
        self.finished, self.turn = True, None

    def count(self) -> int:
        """Every tile accounted for: hands, melds, rivers, won tiles and the wall (108;
        :attr:`total`)."""
        held = sum(len(c) for c in self.closed) + sum(len(m.tiles) for ms in self.melds
                                                       for m in ms)
        return held + sum(map(len, self.river)) + len(self.taken) + self.remaining


__all__ = ["ALL_TILES", "Action", "Decision", "SeatView", "Table", "TableState"]
