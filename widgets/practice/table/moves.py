"""Applying a choice in a played hand: the events an exchange, a void, a turn, a claim or a
robbed kong adds, the draws and the end. A part of :class:`~widgets.practice.table.play.Game`
(a base class)."""

from __future__ import annotations

from typing import Any

from ...engine.events import (
    Claim,
    Dice,
    Discard,
    Draw,
    End,
    Exchange,
    Kong,
    Pass,
    Void,
    Win,
)
from ...engine.notation import format_hand
from ...engine.tiles import parse_tile, tile_name
from ...mahjong.xueliu import (
    exchange_is_void,
    exchange_receiver,
)
from ..choices import Action, Decision
from .decisions import labelled
from .host import GameParts


class Moves(GameParts):
    """How a :class:`~.play.Game` applies a choice (state lives on the game)."""

    def _run(self, d: Decision, action: Action) -> list[Any]:
        mark, redeals = len(self.events), len(self.voided)
        self._queue.pop(0)
        self._decision = None
        if d.stage == "turn":
            self._declined_on_turn(d, action)
        getattr(self, "_do_" + self.phase)(d.seat, action)
        if len(self.voided) > redeals:
            return self.voided[-1][mark:] + self.events
        return self.events[mark:]

    def _declined_on_turn(self, d: Decision, action: Action) -> None:
        """P-S21: a seat that could win or kong on its own turn and chose something else says
        so in the record: a Pass (``from_seat`` None) per tile, before its choice."""
        declined: dict[str, list[str]] = {}
        for a in d.options:
            if a.kind in ("win", "kong") and action.kind != "win" and a != action:
                declined.setdefault(a.tiles[0], []).append(a.kind)
        self._emit(*(Pass(d.seat, tile, None, tuple(kinds)) for tile, kinds in declined.items()))

    def _do_exchange(self, seat: int, action: Action) -> None:
        self._answers[seat] = action
        if self._queue:
            return
        die = self._die("exchange")  # R-M16: the system throws, after everyone has chosen
        self._emit(Dice(self.dealer, "exchange", (die,)))
        order = [(self.dealer + k) % 4 for k in range(4)]
        for s in order:
            self._emit(Exchange(s, self._answers[s].tiles, exchange_receiver(s, die)))
        gives = {s: self._answers[s].tiles[0][1] for s in order}
        if self.rules.options.void_redeal and exchange_is_void(gives, die):
            self.voided.append(self.events)
            self._deal()  # R-M3: void, shuffle and deal again (the same rng plays on)
        elif self.rules.options.must_discard_void:
            self._begin("void", order)
        else:
            self._begin_turn(self.dealer, None)

    def _do_void(self, seat: int, action: Action) -> None:
        self._answers[seat] = action
        if not self._queue:
            for s in sorted(self._answers, key=lambda s: (s - self.dealer) % 4):
                suit = self._answers[s].suit
                assert suit is not None  # a void's Action names its suit (_build_void)
                self._emit(Void(s, suit))
            self._begin_turn(self.dealer, None)

    def _do_turn(self, seat: int, action: Action) -> None:
        tile = parse_tile(action.tiles[0])
        hand = self.table.hand(seat)
        if action.kind == "win":
            sit = self._situation(seat, True, after_kong=self._ctx["replacement"])
            won = hand.remove(tile).with_winning(tile)
            self._emit(Win(seat, tile_name(tile), None, format_hand(won), sit.to_dict()
                           | {"self_drawn": True}))
            self._after_wins([seat])
        elif action.kind == "kong":
            kind = "concealed" if hand.closed.count(tile) == 4 else "added"
            robbers = [s for s in self._order_from(seat) if self._can_rob(s, tile, kind, seat)]
            if robbers:
                self._begin("rob", robbers, tile=tile, konger=seat, kind=kind)
            else:
                self._kong(seat, tile, kind)
        else:
            self._emit(Discard(seat, tile_name(tile)))
            if self.table.remaining == 0:
                self._end()  # P-S18: no claim on the discard after the wall's last tile
                return
            first: list[int] = []
            rest: list[int] = []
            for s in self._order_from(seat):
                opts, _ = self._claim_options(s, self.table.hand(s), tile, seat)
                if opts:
                    (first if any(a.kind == "win" for a in opts) else rest).append(s)
            if first or rest:
                self._begin("claim", first + rest, tile=tile, from_seat=seat,
                            winners=set(first))
            else:
                self._draw(self._next(seat))

    def _do_claim(self, seat: int, action: Action) -> None:
        self._answers[seat] = action
        if action.kind == "win":  # 胡牌為優先: a 碰/杠 is moot once someone wins
            self._queue = [s for s in self._queue if s in self._ctx["winners"]]
        if self._queue:
            return
        tile, src = self._ctx["tile"], self._ctx["from_seat"]
        answers = self._answers
        winners = [s for s in self._order_from(src) if s in answers
                   and answers[s].kind == "win"]
        self._passes_for(tile, src, winners)
        if winners:  # each situation as at the discard, before the first Win is recorded
            wins = [Win(s, tile_name(tile), src, format_hand(self.table.hand(s).with_winning(tile)),
                        self._situation(s, False, kong_discard=self.table.kong_discard).to_dict())
                    for s in winners]
            self._emit(*wins)
            self._after_wins(winners)
            return
        for s, a in answers.items():
            if a.kind == "pon":
                self._emit(Claim(s, "pon", tile_name(tile), src))
                self._begin_turn(s, None, claimed=True)
                return
            if a.kind == "kong":
                self._emit(Kong(s, tile_name(tile), "direct", from_seat=src))
                self._draw(s, replacement=True)
                return
        self._draw(self._next(src))

    def _do_rob(self, seat: int, action: Action) -> None:
        self._answers[seat] = action
        if self._queue:
            return
        tile, konger, kind = self._ctx["tile"], self._ctx["konger"], self._ctx["kind"]
        winners = [s for s in self._order_from(konger)
                   if self._answers.get(s, labelled("pass")).kind == "win"]
        self._passes_for(tile, konger, winners)
        if not winners:
            self._kong(konger, tile, kind)
            return
        self._emit(*[Win(s, tile_name(tile), konger,
                         format_hand(self.table.hand(s).with_winning(tile)),
                         self._situation(s, False, robbing_kong=True).to_dict())
                     for s in winners])
        self._after_wins(winners)

    def _passes_for(self, tile: int, src: int, winners: list[int]) -> None:
        """A Pass for each seat that declined everything it could claim (漏胡/忍碰 read these)."""
        for s in self._order_from(src):
            a = self._answers.get(s)
            if a is not None and a.kind == "pass":
                d = (self._build_rob(s) if self.phase == "rob" else self._build_claim(s))
                kinds = tuple(k for k in ("pon", "kong", "win")
                              if any(o.kind == k for o in d.options))
                if kinds:
                    self._emit(Pass(s, tile_name(tile), src, kinds))

    def _kong(self, seat: int, tile: int, kind: str) -> None:
        self._emit(Kong(seat, tile_name(tile), kind))
        self._draw(seat, replacement=True)

    def _after_wins(self, winners: list[int]) -> None:
        """Play goes on from the 下家 of the (last) winner (seed 002: "如果是一炮兩響，則由後面
        一位胡牌玩家的下家抓牌"; "已經胡牌的玩家自摸時，由下家摸牌"); 血战 ends at three winners."""
        if sum(self.table.out) >= 3:
            self._end("done")
        else:
            self._draw(self._next(winners[-1]))

    def _order_from(self, seat: int) -> list[int]:
        """The other seats still at the table, in turn order from ``seat``'s 下家."""
        return [s for s in ((seat + k) % 4 for k in range(1, 4)) if not self.table.out[s]]

    def _next(self, seat: int) -> int:
        return self._order_from(seat)[0]

    def _draw(self, seat: int, replacement: bool = False) -> None:
        if self.wall.remaining == 0:
            self._end()
            return
        tile = self.wall.draw_back() if replacement else self.wall.draw()
        self._emit(Draw(seat, tile, replacement, self.wall.remaining))
        self._begin_turn(seat, parse_tile(tile), replacement)

    def _end(self, reason: str = "wall") -> None:
        hands = {s: format_hand(self.table.hand(s)) for s in range(4) if not self.table.out[s]}
        self._emit(End(reason, hands))
        self._queue = []
