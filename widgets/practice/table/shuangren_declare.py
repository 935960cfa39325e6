"""双人's 报听 (declare ready) at the table, R-D13: "add a declare-ready action available only
to a concealed ready hand (立直), or at the moments the seed gives for 天听. After declaring,
the hand is locked (the drawn tile is discarded automatically unless it wins or makes a
concealed kong that keeps the waits)". A mixin for :class:`~.shuangren_play.ShuangrenGame`.

* On its own turn a seat whose hand is concealed (no 吃/碰/明杠; 暗杠 allowed) and becomes
  ready by some discard may 报听 (the action 'declare'): a :class:`~widgets.engine.events.
  Declare` event, then its discard, which must keep the hand ready.
* 天听 (the seed's row 16: "dealer declares ready with the first discard, or a non-dealer
  declares ready right after the deal (after 补花 ok)"): the dealer's 报听 on its first turn,
  and, after the deal and 补花, the non-dealer asked once (a decision 'declare': 报听 or 过)
  when its 13 tiles are ready. The history says which it was (:mod:`widgets.engine.history`:
  a Declare before the hand's first discard and before a kong of its own is 天听).
* Locked: a declared seat wins when it can, may make a concealed kong of the drawn tile that
  keeps its waits, else discards the drawn tile — automatically when that is all it may do
  (no decision is asked); it claims nothing but a win on a discard.
* The automatic seats (:data:`DECLARE_STRATEGY`) declare whenever they may: 立直 and 天听 are
  fans (2 and 16) and a locked hand still wins what it waits on.

The win then scores 天听 or 立直 from the history (the settlement reads the Declare event).
"""

from __future__ import annotations

from typing import Any

from ...engine.events import Declare
from ...engine.notation import Hand, Meld
from ...engine.results import Why
from ...engine.tiles import tile_name
from ..choices import Action, Decision
from .decisions import labelled
from .host import GameParts
from .seats import shared_choice

DECLARE_STRATEGY = ("报听 (R-D13): an automatic seat declares ready whenever it may — a "
                    "concealed hand made ready by a discard on its turn, or the non-dealer's "
                    "ready deal (天听) — then keeps the waits: its discard after declaring is "
                    "the ready discard its usual strategy prefers.")
DECLARE_WORDS: dict[str, tuple[str, str]] = {
    "declaring": ("报听：打一张牌，留下听牌（之后手牌锁定）",
                  "declare ready (报听): discard a tile that keeps the hand ready (it is then "
                  "locked)"),
    "at_start": ("天听：发牌后就听牌，现在报听吗？",
                 "天听: your dealt hand is ready; declare ready (报听) now?"),
    "locked": ("已报听：手牌锁定，胡、暗杠（不改听牌）或打出摸到的牌",
               "declared ready: the hand is locked; win, a concealed kong that keeps the waits, "
               "or discard the tile drawn"),
    "breaks_waits": ("报听要留下听牌：打这张就不听了 (R-D13)",
                     "a 报听 keeps the hand ready: this discard would break it (R-D13)"),
    "locked_discard": ("已报听：手牌锁定，只能打出刚摸到的牌 (R-D13)",
                       "declared ready: the hand is locked, only the tile just drawn may go "
                       "(R-D13)"),
}


def _why(key: str) -> Why:
    zh, en = DECLARE_WORDS[key]
    return Why(zh, en)


class DeclareMoves(GameParts):
    """报听 for a two-seat game (see the module's doc)."""

    def declared(self, seat: int) -> bool:
        """Has ``seat`` declared ready (报听) this hand?"""
        return any(isinstance(e, Declare) and e.seat == seat for e in self.events)

    def _ready(self, hand13: Hand) -> bool:
        return bool(self._shape_waits(hand13))

    def _ready_discards(self, hand: Hand) -> list[int]:
        """The tiles whose discard leaves ``hand`` (14 tiles) ready."""
        return [k for k in sorted(set(hand.closed)) if self._ready(hand.remove(k))]

    def _may_declare(self, seat: int, hand: Hand) -> bool:
        return (not self.declared(seat) and self.table.remaining > 0
                and all(m.concealed for m in hand.melds) and bool(self._ready_discards(hand)))

    def _declare_turn(self, seat: int, hand: Hand, options: list[Action],
                      refused: list[tuple[Action, str]]) -> Decision | None:
        """The turn of a seat that is declaring or has declared (None: an ordinary turn, to
        which 报听 is added when allowed)."""
        ctx = self._ctx
        if ctx.get("declaring"):  # the discard that goes with the 报听: it keeps the waits
            ready = self._ready_discards(hand)
            keep = [labelled("discard", (tile_name(k),)) for k in ready]
            breaks = [(labelled("discard", (tile_name(k),)), _why("breaks_waits"))
                      for k in sorted(set(hand.closed)) if k not in ready]
            zh, en = DECLARE_WORDS["declaring"]
            return Decision(seat, "turn", tuple(keep), tuple(breaks), zh, en)
        drawn = ctx.get("drawn")
        if not self.declared(seat) or drawn is None:
            if self._may_declare(seat, hand) and not ctx.get("claimed"):
                options.insert(len([a for a in options if a.kind == "win"]), labelled("declare"))
            return None
        locked = [a for a in options if a.kind == "win"]
        tile = tile_name(drawn)
        if hand.closed.count(drawn) == 4 and self.table.remaining:
            waits = self._shape_waits(hand.remove(drawn))
            after = Hand(tuple(t for t in hand.closed if t != drawn),
                         hand.melds + (Meld((drawn,) * 4, concealed=True),))
            if self._shape_waits(after) == waits:
                locked.append(labelled("kong", (tile,)))
        locked.append(labelled("discard", (tile,)))
        others = [(labelled("discard", (tile_name(k),)), _why("locked_discard"))
                  for k in sorted(set(hand.closed)) if k != drawn]
        zh, en = DECLARE_WORDS["locked"]
        return Decision(seat, "turn", tuple(locked), tuple(others), zh, en)

    def _build_declare(self, seat: int) -> Decision:
        zh, en = DECLARE_WORDS["at_start"]
        return Decision(seat, "declare", (labelled("declare"), labelled("pass")), (), zh, en)

    def _do_declare(self, seat: int, action: Action) -> None:
        if action.kind == "declare":
            self._emit(Declare(seat))
        self._begin_turn(self.dealer, None)

    def _ask_at_start(self) -> bool:
        """After the deal and 补花: ask the non-dealer about 天听 when its hand is ready."""
        other = 1 - self.dealer
        hand = self.table.hand(other)
        if hand.size == 13 and self._ready(hand):
            self._begin("declare", [other])
            return True
        return False

    def _turn_declare(self, seat: int, action: Action) -> bool:
        """A 报听 on the seat's turn: the Declare, then the same turn, its discard to choose."""
        if action.kind != "declare":
            return False
        self._emit(Declare(seat))
        self._begin("turn", [seat], **(self._ctx | {"declaring": True}))
        return True

    def _locked_auto(self, d: Decision | None) -> bool:
        """A locked seat whose only choice is to discard the tile drawn: played for it."""
        return (d is not None and d.stage == "turn" and self.declared(d.seat)
                and not self._ctx.get("declaring")  # the 报听's own discard is chosen
                and len(d.options) == 1 and d.options[0].kind == "discard")



def choose_shuangren(game: Any, d: Decision) -> Action:
    """双人's automatic seats: 报听 whenever allowed (:data:`DECLARE_STRATEGY`), else the
    shared strategy (:func:`~.seats.shared_choice`)."""
    kinds = [a.kind for a in d.options]
    if "win" not in kinds and "declare" in kinds:
        return d.options[kinds.index("declare")]
    return shared_choice(game, d)
