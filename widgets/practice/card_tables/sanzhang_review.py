"""The review of a 欢乐三张 hand (issue 38): what each of the learner's bets (看牌, 跟注, 加注,
弃牌, 比牌) cost in chips (seed 001 §5; rules/cards.md §5: the pot, the 比牌 fee, the ledger),
by :mod:`.card_review`.

- **What the seat could not see** (:meth:`SanzhangReview.world`): every other hand except
  those it has seen (a 比牌 it took part in shows both hands to both, seed §5.5; a final
  showdown shows them to all, P-SZ1), and its own until it has looked (看牌: a blind seat
  bets without its cards). These are dealt again from the cards it has not seen; a 比牌
  between two other seats is known by its outcome (the loser is out), so a deal where it
  would have gone the other way is dealt again (:data:`REDEALS` at most, then the deal
  played is kept: it is consistent by construction).
- **How a sample is played out** (:meth:`SanzhangReview.play_out`): after the move every
  seat bets as the strong level (:mod:`.sanzhang_levels`: by the hand's strength and the
  pot odds, cheap), to the end of the hand.
- **The unit**: ``chips``, the seat's line of the ledger (what it won or lost).
- **Why**: the flaw of the move against the strong level's (a fold of a hand that wins the
  pot, a call or raise the pot odds do not pay for, a 比牌 …), then the strong level's
  reason.

>>> from widgets.practice.card_tables.card_review import review_hand
>>> from .sanzhang_play import SanzhangGame
>>> g = SanzhangGame(3, human=0, levels="beginner")
>>> _ = g.advance()
>>> while not g.over:
...     _ = g.act(g.choice(g.pending(), "beginner").action); _ = g.advance()
>>> r = review_hand(g, most=8)
>>> r.units, all(p.verdict in ("mistake", "fine", "unclear") for p in r.decisions)
(('chips',), True)
"""

from __future__ import annotations

import copy
import random
from typing import Any

from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import Choice
from .card_hand import CardHand
from .card_review import TableReview, play_out_with
from .sanzhang_levels import strong
from .sanzhang_play import FULL_DECK, SanzhangGame, SBet

REDEALS = 50  # deals tried for one consistent with the 比牌 the seat did not see
WORDS = {"look": ("看牌", "look"), "call": ("跟注", "call"), "raise": ("加注", "raise"),
         "fold": ("弃牌", "fold"), "compare": ("比牌", "compare")}


def move_word(a: Action) -> Why:
    """The bet in words: 加注 4 / raise 4, 弃牌 / fold …"""
    zh, en = WORDS.get(a.kind, (a.kind, a.kind))
    return Why(f"{zh} {a.value}".strip(), f"{en} {a.value}".strip())


class SanzhangReview(TableReview):
    """欢乐三张's part of the review (see the module)."""

    game = "sanzhang"
    units = ("chips",)

    def start(self, hand: Any) -> SanzhangGame:
        return SanzhangGame(hand.seed, None, [], players=hand.players, ante=hand.ante,
                            single_cap=hand.single_cap, hand_cap=hand.hand_cap,
                            prepared=hand.prepared, levels="strong")

    def action_of(self, game: Any, d: Decision, event: Any) -> Action | None:
        return Action.of_word(event.word) if isinstance(event, SBet) else None

    def same(self, a: Action, b: Action) -> bool:
        return (a.kind, a.value) == (b.kind, b.value)

    def clone(self, game: Any) -> SanzhangGame:
        g = copy.copy(game)
        g.events, g.words = list(game.events), list(game.words)
        g.human = frozenset()
        g.levels = ("strong",) * game.players
        return g

    def world(self, game: Any, seat: int, rng: random.Random) -> SanzhangGame:
        hidden = [s for s in range(game.players) if not game.sees(seat, s)]
        seen = {c for s in range(game.players) if s not in hidden for c in game.hands[s].split()}
        unseen = [c for c in FULL_DECK if c not in seen]
        active = game.betting.active
        for _ in range(REDEALS):
            rng.shuffle(unseen)
            hands = list(game.hands)
            for i, s in enumerate(hidden):
                hands[s] = " ".join(unseen[3 * i:3 * i + 3])
            w = self.clone(game)
            w.hands = tuple(hands)
            w._betting = w.rules.betting(w.players, w.words, w.ante, w.single_cap,
                                         w.hand_cap, w.hands)
            if w.betting.active == active:  # every 比牌 went as it did
                return w
        return self.clone(game)

    def play_out(self, world: Any, move: Action, seat: int) -> dict[str, float]:
        return play_out_with(world, move, seat, strong, "chips")

    def why(self, game: Any, d: Decision, played: Action, best: Choice) -> Why:
        flaw = Why(f"{move_word(played).zh}，高手会{move_word(best.action).zh}",
                   f"{move_word(played)} where the strong level would "
                   f"{move_word(best.action)}")
        if played.kind == "fold" and best.action.kind != "fold":
            flaw = Why(f"弃牌太早：高手会{move_word(best.action).zh}",
                       f"folded too soon: the strong level would {move_word(best.action)}")
        elif played.kind in ("call", "raise") and best.action.kind == "fold":
            flaw = Why(f"{move_word(played).zh}不值：这手牌付不起这个价",
                       f"{move_word(played)} did not pay: the hand is not worth the price")
        if best.why is None:
            return flaw + "。"
        return flaw + Why(f"（高手：{best.why.zh}）。", f" (strong: {best.why}).")

    def weight(self, game: CardHand) -> float:
        return 0.25  # a sample plays a few bets (each replays the betting: measured ~7 ms)


__all__ = ["SanzhangReview", "move_word"]
