"""The review of a 跑胡子 hand (issue 38): what each of the learner's discards cost in points
(seed 001; rules/cards.md §2: the 胡息, 子 and 番 of a win and who pays, A19; the 荒莊 王
penalty, A8), by :mod:`.card_review`.

- **Which decisions**: the discards (出牌) and the claims on a shown card (胡, 碰, 吃 and which
  way, 过). The card on offer is offered to the seats in an order computed from every hand,
  so a deal of the hidden cards for a claim has the offer worked out again from the hands it
  deals (:meth:`PaohuziReview._offered_again`) and is kept only if the learner is offered the
  same choices, with no forced move (跑, 提) of another seat before them: what the learner saw
  (nobody before them took the card) is then true of the sample too. When
  :data:`CLAIM_TRIES` deals in a row fail that, the sample plays on from the deal as it was
  (rare: the deals that fail are those where another seat could 跑 or 胡 first).
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
>>> r.units, {p.stage for p in r.decisions} <= {"discard", "claim"}
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
from .paohuzi_events import Claim, Discard, Hu, Pass
from .paohuzi_levels import strong
from .paohuzi_play import PaohuziGame, remembered_claims

CLAIM_TRIES = 30  # deals tried for a claim's sample before playing on from the deal as it was
# a claim in words (the reason of a claim reviewed)
CLAIM_WORDS = {"hu": ("胡", "win (胡)"), "peng": ("碰", "pong (碰)"), "chi": ("吃", "chow (吃)"),
               "pass": ("过", "pass (过)"), "discard": ("打", "discard")}


class PaohuziReview(TableReview):
    """跑胡子's part of the review (see the module)."""

    game = "paohuzi"
    units = ("points",)
    stages = ("discard", "claim")
    # a sample (two play-outs of the rest of the hand at the strong level) costs about
    # 0.06 s of CPU: the generic 60 whole-hand samples keep the worst hand under 4 s of CPU
    # and under 10 s of wall clock on the shared 2 cores (96 took 7 s of CPU, 14 s of wall
    # clock there: benchmarks/card_review.py --game paohuzi)

    def start(self, hand: Any) -> PaohuziGame:
        return PaohuziGame(hand.seed, None, [], prepared=hand.prepared, stake=hand.stake,
                           levels="strong", pile=hand.pile)

    def action_of(self, game: Any, d: Decision, event: Any) -> Action | None:
        if isinstance(event, Discard):
            return Action("discard", (event.card,))
        if isinstance(event, Hu | Pass):
            return Action("hu" if isinstance(event, Hu) else "pass", (d.card,))
        if isinstance(event, Claim):
            way = d.ways.index(event.groups) if event.kind == "chi" and \
                event.groups in d.ways else 0
            return Action(event.kind, (d.card,), way=way)
        return None

    def clone(self, game: Any) -> PaohuziGame:
        g = copy.copy(game)
        g.s = copy.deepcopy(game.s)
        g.events = list(game.events)
        g.human = frozenset()
        g.levels = ("strong",) * 3
        return g

    def world(self, game: Any, seat: int, rng: random.Random) -> PaohuziGame:
        d = game.current()
        if d is None or d.stage != "claim" or game.s.offer.card == W:  # a drawn 王: its own
            return self._dealt(game, seat, rng)
        for _ in range(CLAIM_TRIES):
            w = self._dealt(game, seat, rng)
            if self._offered_again(w, seat, d):
                return w
        return self.clone(game)

    @staticmethod
    def _offered_again(w: PaohuziGame, seat: int, d: Decision) -> bool:
        """The offer in ``w`` worked out again from its hands, at ``seat``'s choices: True
        when they are ``d``'s and no forced move of another seat comes first."""
        s = w.s
        o = s.offer
        if o is None:
            return False
        hands = tuple(w.table_hand(i) for i in range(3))
        claims = remembered_claims(w.rules, o.card, o.seat, hands, o.drawn, s.memory,
                                   tuple(s.moved))
        first = next((i for i, a in enumerate(claims.allowed) if a.seat == seat), None)
        if first is None or any(a.forced for a in claims.allowed[:first + 1]):
            return False
        o.claims, o.pos = claims, first
        again = w.current()
        return again is not None and again.seat == seat and again.options == d.options

    def _dealt(self, game: Any, seat: int, rng: random.Random) -> PaohuziGame:
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
        if d.stage == "claim":
            p, b = CLAIM_WORDS[played.kind], CLAIM_WORDS[best.action.kind]
            flaw = Why(f"这张 {d.card} 你选了{p[0]}，高手会{b[0]}",
                       f"on {d.card} you chose {p[1]} where the strong level would "
                       f"{b[1]}")
        else:
            flaw = Why(f"打了 {played.card}，高手会打 {best.action.card}",
                       f"discarded {played.card} where the strong level would discard "
                       f"{best.action.card}")
        if best.why is None:
            return flaw + "。"
        return flaw + Why(f"（高手：{best.why.zh}）。", f" (strong: {best.why}).")

    def weight(self, game: CardHand) -> float:
        """A sample plays out the rest of the hand: about a whole hand's cost, whenever."""
        return 1.0


__all__ = ["CLAIM_TRIES", "PaohuziReview"]
