"""The review of a 跑胡子 hand (issue 38): what each of the learner's discards cost in points
(seed 001; rules/cards.md §2: the 胡息, 子 and 番 of a win and who pays, A19; the 荒莊 王
penalty, A8), by :mod:`.card_review`.

- **Which decisions**: the discards (出牌). The claims on a shown card (胡, 碰, 吃, 过) are not
  measured yet: the card on offer is offered to the seats in an order computed from every
  hand, and a deal of the hidden cards changes who may claim before the learner.
- **What the seat could not see** (:meth:`PaohuziReview.world`): the other seats' concealed
  cards (a 王 drawn is shown and stays seen) and the pile. These are dealt again at random,
  as many to each place as it holds. The groups on the table stay as they are, the 偎 and
  提 laid face down too: a simplification (it lets the samples know those groups, which the
  learner only partly knows; they are a few cards of a hand).
- **How a sample is played out** (:meth:`PaohuziReview.play_out`): after the discard every
  seat plays at the strong level (:mod:`.paohuzi_levels`) to the end of the hand.
- **The unit**: ``points``, the seat's line of the ledger.

>>> from widgets.practice.card_tables.card_review import review_hand
>>> from .paohuzi_play import PaohuziGame
>>> g = PaohuziGame(2, human=0, levels="beginner")
>>> _ = g.advance()
>>> while not g.over:
...     _ = g.act(g.choice(g.pending(), "beginner").action); _ = g.advance()
>>> r = review_hand(g, most=8)
>>> r.units, all(p.stage == "discard" for p in r.decisions)
(('points',), True)
"""

from __future__ import annotations

import copy
import random
from typing import Any

from ...cards.paohuzi import W
from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import Choice
from .card_hand import CardHand
from .card_review import TableReview, play_out_with
from .paohuzi_events import Discard
from .paohuzi_levels import strong
from .paohuzi_play import PaohuziGame


class PaohuziReview(TableReview):
    """跑胡子's part of the review (see the module)."""

    game = "paohuzi"
    units = ("points",)
    stages = ("discard",)
    # a sample (two play-outs of the rest of the hand at the strong level) costs about
    # 0.06 s of CPU: the generic 60 whole-hand samples keep the worst hand under 4 s of CPU
    # and under 10 s of wall clock on the shared 2 cores (96 took 7 s of CPU, 14 s of wall
    # clock there: benchmarks/card_review.py --game paohuzi)

    def start(self, hand: Any) -> PaohuziGame:
        return PaohuziGame(hand.seed, None, [], prepared=hand.prepared, stake=hand.stake,
                           levels="strong", pile=hand.pile)

    def action_of(self, game: Any, d: Decision, event: Any) -> Action | None:
        return Action("discard", (event.card,)) if isinstance(event, Discard) else None

    def clone(self, game: Any) -> PaohuziGame:
        g = copy.copy(game)
        g.s = copy.deepcopy(game.s)
        g.events = list(game.events)
        g.human = frozenset()
        g.levels = ("strong",) * 3
        return g

    def world(self, game: Any, seat: int, rng: random.Random) -> PaohuziGame:
        w = self.clone(game)
        s = w.s
        others = [o for o in range(3) if o != seat]
        kept = {o: [W] * s.shown_wang[o] for o in others}  # a drawn 王 is shown
        pool = list(s.pile)
        for o in others:
            held = list(s.hands[o])
            for c in kept[o]:
                held.remove(c)
            pool += held
        rng.shuffle(pool)
        at = 0
        for o in others:
            n = len(s.hands[o]) - len(kept[o])
            s.hands[o] = kept[o] + pool[at:at + n]
            at += n
        s.pile = pool[at:]
        return w

    def play_out(self, world: Any, move: Action, seat: int) -> dict[str, float]:
        return play_out_with(world, move, seat, strong, "points")

    def why(self, game: Any, d: Decision, played: Action, best: Choice) -> Why:
        flaw = Why(f"打了 {played.card}，高手会打 {best.action.card}",
                   f"discarded {played.card} where the strong level would discard "
                   f"{best.action.card}")
        if best.why is None:
            return flaw + "。"
        return flaw + Why(f"（高手：{best.why.zh}）。", f" (strong: {best.why}).")

    def weight(self, game: CardHand) -> float:
        """A sample plays out the rest of the hand: about a whole hand's cost, whenever."""
        return 1.0


__all__ = ["PaohuziReview"]
