"""What 武汉, 双人 and 永州 share once a discard is offered: the claim decision (every claim the
variant's ``_claim_options`` allows, with its refusals, and 过), the claim taken (碰/吃 make a
meld and the seat discards; a 明杠 draws its replacement) and the Pass events of the seats that
declined what they could claim (漏胡 reads them). A mixin for :class:`~.play.Game` subclasses
that define ``_claim_options(seat, hand, tile, src)``. No Jupyter."""

from __future__ import annotations

from ...engine.events import Claim, Kong, Pass
from ...engine.tiles import tile_name
from ..choices import Action, Decision
from .decisions import labelled
from .host import GameParts

CLAIM_KINDS = ("chi", "pon", "kong", "win")  # in the Pass event's order


class ClaimMoves(GameParts):

    def _build_claim(self, seat: int) -> Decision:
        tile, src = self._ctx["tile"], self._ctx["from_seat"]
        options, refused = self._claim_options(seat, self.table.hand(seat), tile, src)
        options.append(labelled("pass"))
        return self._make(seat, "claim", options, refused)

    def _take_claim(self, seat: int, action: Action, tile: int, src: int) -> None:
        """``seat`` takes ``src``'s discard ``tile`` by 碰, 吃 (``action.tiles``: its run), 明杠."""
        name = tile_name(tile)
        if action.kind == "pon":
            self._emit(Claim(seat, "pon", name, src))
            self._begin_turn(seat, None, claimed=True)
        elif action.kind == "chi":
            self._emit(Claim(seat, "chi", name, src, run=action.tiles))
            self._begin_turn(seat, None, claimed=True)
        else:
            self._emit(Kong(seat, name, "direct", from_seat=src))
            self._draw(seat, replacement=True)

    def _record_passes(self, tile: int, src: int) -> None:
        """A Pass for each seat that declined everything it could claim (漏胡 reads these)."""
        for s in self._order_from(src):
            a = self._answers.get(s)
            if a is not None and a.kind == "pass":
                opts, _ = self._claim_options(s, self.table.hand(s), tile, src)
                kinds = tuple(k for k in CLAIM_KINDS if any(o.kind == k for o in opts))
                if kinds:
                    self._emit(Pass(s, tile_name(tile), src, kinds))
