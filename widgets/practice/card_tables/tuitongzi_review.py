"""The review of an 二八杠 round (issue 38: "二八杠's only decision is a bet, reviewed as its
expected value against the stake"), by :mod:`.card_review`.

The tiles are dealt face down before anyone bets and nobody sees them until the reveal, so a
bet's worth does not depend on a deal to sample: it is the bet's whole expected value when it
was made (:func:`~.tuitongzi_levels.expected`: the edge against the banker counted exactly
over the 40 tiles, the pool growth the bet pays, and its share of the pool awards against
the chips already on that position; no bet is worth 0). The review's one "world" is the table
as it stood, and a "play-out" is that exact value, so each loss is exact (no interval): the
strong bet's value minus the value of the bet made, in chips.

>>> from widgets.practice.card_tables.card_review import review_hand
>>> from .tuitongzi_play import TuitongziGame, bet
>>> g = TuitongziGame(4, human=0, pool=0)  # no pool: every bet loses a little
>>> _ = g.advance()
>>> _ = g.act(bet(0, 1000)); _ = g.advance()
>>> r = review_hand(g)
>>> p = r.decisions[0]
>>> p.loss["chips"].exact, p.best.amount, p.loss["chips"].mean > 0
(True, 100, True)
"""

from __future__ import annotations

import copy
import dataclasses
import random
from typing import Any

from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import Choice
from .card_hand import CardHand
from .card_review import TableReview
from .tuitongzi_levels import expected
from .tuitongzi_play import TBet, TuitongziGame, bet


def bet_words(a: Action) -> Why:
    if a.kind == "pass":
        return Why("不押", "no bet")
    return Why(f"第 {a.position + 1} 门押 {a.amount}", f"{a.amount} on position {a.position + 1}")


class TuitongziReview(TableReview):
    """二八杠's part of the review (see the module)."""

    game = "tuitongzi"
    units = ("chips",)
    least = 1

    def start(self, hand: Any) -> TuitongziGame:
        return TuitongziGame(hand.seed, None, [], bettors=hand.bettors, pool=hand.pool,
                             banker_stake=hand.banker_stake, prepared=hand.prepared,
                             levels=hand.levels, **dataclasses.asdict(hand.rules.options))

    def action_of(self, game: Any, d: Decision, event: Any) -> Action | None:
        return bet(event.position, event.amount) if isinstance(event, TBet) else None

    def same(self, a: Action, b: Action) -> bool:
        return (a.kind, a.position, a.amount) == (b.kind, b.position, b.amount)

    def clone(self, game: Any) -> TuitongziGame:
        g = copy.copy(game)
        g.events, g.bets = list(game.events), list(game.bets)
        g.human = frozenset()
        return g

    def world(self, game: Any, seat: int, rng: random.Random) -> TuitongziGame:
        return self.clone(game)

    def every_world(self, game: CardHand, seat: int, limit: int) -> list[CardHand] | None:
        return [self.clone(game)]  # nothing to deal: the value is exact at the table

    def play_out(self, world: Any, move: Action, seat: int) -> dict[str, float]:
        if move.kind != "bet":
            return {"chips": 0.0}
        return {"chips": float(expected(world, move.position, move.amount))}

    def why(self, game: Any, d: Decision, played: Action, best: Choice) -> Why:
        ev = float(expected(game, played.position, played.amount)) if played.kind == "bet" \
            else 0.0
        flaw = Why(f"{bet_words(played).zh}：这注的期望约 {ev:+.0f}",
                   f"{bet_words(played)}: worth about {ev:+.0f} on average")
        return flaw + (Why(f"（高手：{best.why.zh}）。", f" (strong: {best.why}).")
                       if best.why is not None else "。")

    def weight(self, game: CardHand) -> float:
        return 0.01


__all__ = ["TuitongziReview", "bet_words"]
