"""The review of a 斗地主 hand (issue 38): what each of the learner's bids, 加倍, 明牌 and plays
cost in win chance and in points with the multiplier (rules/cards.md §3: the 倍数 of 抢, 明牌,
bombs, rockets and 春天, and the pairwise settlement), by :mod:`.card_review`.

- **What the seat could not see** (:meth:`DoudizhuReview.world`): the cards in the other
  hands, less any hand shown by 明牌 (public), and the 底牌 until the landlord takes them
  (then they are shown to all, seed 二.4: those he has not played yet are surely his). These
  are dealt again at random to the same places in the same numbers; the cards played are gone.
- **How a sample is played out** (:meth:`DoudizhuReview.play_out`): after the move, every seat
  plays as the strong level plays while more than :data:`ENDING` cards remain (its bids, 加倍
  and planned plays, without its end search), then every seat plays the ending solved exactly
  with all three hands of the sample known (:class:`~.doudizhu_search.Solver`: a play that
  keeps its side winning, a plain one before a bomb; none: a plain one). Why not the strong
  level's own end search: it deals the hidden cards six ways and solves each (up to 7,500
  positions per decision, about 0.15 s); the one exact solve per sample is the limit that
  search estimates, costs a fraction of it, and makes the ending checkable against the
  :class:`~.doudizhu_search.Solver` (the test of the review does). When the solve does not
  fit in :data:`ENDING_NODES` positions the seat plays by the plan (the same for both moves
  of a sample) and the solve is tried afresh :data:`RETRY_AFTER` cards later.
- **Measured, the cheap play-out against the full strong level** (benchmarks/
  card_review_rollouts.py): on the first differing play of 12 seeded hands (reviewed seat
  played by the beginner; 40 same deals each) the loss with these play-outs minus the loss
  with every seat at the full strong level to the end: win chance +0.017 on average (sd
  0.129), points +0.54 (sd 2.72). The largest gaps are endings where the solved play finds a
  line the strong level's sampled search misses (seed 12, event 49: win 0.325 against
  -0.050): there the review measures against best play, not the strong level's.
- **The units**: ``win`` (1 when the seat's side wins) and ``points`` (the seat's line of the
  ledger: the multiplier, the 加倍 and the settlement included).
- **Why** (:meth:`DoudizhuReview.why`): one sentence from the engine's own reasons, the first
  that fits of :data:`FLAWS`, then the strong level's reason for its move.

>>> from widgets.practice.card_tables.card_review import review_hand
>>> from .doudizhu_play import DoudizhuGame
>>> g = DoudizhuGame(5, levels="beginner")
>>> _ = g.advance()
>>> r = review_hand(g, seat=1, most=8)
>>> r.units, all(p.verdict in ("mistake", "fine", "unclear") for p in r.decisions)
(('points', 'win'), True)
"""

from __future__ import annotations

import copy
import dataclasses
import itertools
import math
import random
from collections.abc import Callable
from typing import Any

from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import Choice
from .card_hand import CardHand
from .card_review import REVIEWS, TableReview
from .doudizhu_events import Bid, Double, PassTurn, PlayCards, Show
from .doudizhu_plan import pattern
from .doudizhu_play import DoudizhuGame, sort_cards
from .doudizhu_search import BOMBS, PASS, Budget, Move, Solver, counts
from .doudizhu_seats import breaks_bomb
from .doudizhu_strong import strong

ENDING = 16  # cards left in the three hands from which a sample's ending is solved
ENDING_NODES = 20000  # positions one solve of a sample's ending may visit (about 0.4 s)
RETRY_AFTER = 4  # a solve that did not fit is tried afresh once this many more cards are out
ROLLOUT_LEVEL = "strong"  # every seat's level in a sample before the ending
NEAR_OUT = 2  # a partner with this many cards or fewer needs leading through


def ranks(a: Action) -> str:
    return "".join(a.tiles)


def is_bomb(a: Action) -> bool:
    return a.kind == "play" and a.as_type in BOMBS


def move_word(a: Action) -> Why:
    """The move in words: 出 33 / plays 33, 不出 / passes, 叫地主 / calls …"""
    words = {("pass", ""): ("不出", "pass"), ("bid", "call"): ("叫地主", "call"),
             ("bid", "rob"): ("抢地主", "rob"), ("bid", "pass"): ("不叫/不抢", "not bid"),
             ("double", "yes"): ("加倍", "double"), ("double", "no"): ("不加倍", "not double"),
             ("show", "yes"): ("明牌", "show the hand"), ("show", "no"): ("不明牌", "not show")}
    if a.kind == "play":
        return Why(f"出 {ranks(a)}", f"play {ranks(a)}")
    zh, en = words.get((a.kind, a.value), (a.word, a.word))
    return Why(zh, en)


def _partner_play(game: DoudizhuGame, d: Decision) -> bool:
    """Is the play to beat the partner's (a farmer's decision on the other farmer's play)?"""
    last = game.last_play()
    ll = game.landlord
    return d.previous is not None and last is not None and d.seat != ll and last[0] != ll


Flaw = Callable[[DoudizhuGame, Decision, Action, Choice], Why | None]


def _bomb_spent(game: DoudizhuGame, d: Decision, played: Action, best: Choice) -> Why | None:
    if is_bomb(played) and not is_bomb(best.action):
        return Why("炸弹白白花掉：这一炸让输家多付一倍，却没换来这手牌要的东西",
                   "a bomb spent for nothing: it doubles what the loser pays and bought "
                   "nothing the hand needed")
    return None


def _bomb_broken(game: DoudizhuGame, d: Decision, played: Action, best: Choice) -> Why | None:
    hand = pattern(game.hand(d.seat))
    if played.kind == "play" and not is_bomb(played) and breaks_bomb(hand, ranks(played)) \
            and not (best.action.kind == "play" and breaks_bomb(hand, ranks(best.action))):
        return Why(f"出 {ranks(played)} 拆了炸弹", f"playing {ranks(played)} broke a bomb")
    return None


def _over_partner(game: DoudizhuGame, d: Decision, played: Action, best: Choice) -> Why | None:
    if _partner_play(game, d) and played.kind == "play" and best.action.kind == "pass":
        return Why("压了队友的牌：他的牌本来能过", "it beat the partner's play, which would "
                   "have stood")
    return None


def _let_landlord(game: DoudizhuGame, d: Decision, played: Action, best: Choice) -> Why | None:
    farmer = d.seat != game.landlord
    if farmer and d.previous is not None and not _partner_play(game, d) and \
            played.kind == "pass" and best.action.kind == "play":
        left = len(game.hand(game.landlord))  # type: ignore[arg-type]
        return Why(f"不出，放地主的牌过去，让地主（还剩 {left} 张）拿回出牌权",
                   f"passing let the landlord's play stand and gave him ({left} cards left) "
                   "the lead")
    return None


def _not_fed(game: DoudizhuGame, d: Decision, played: Action, best: Choice) -> Why | None:
    ll = game.landlord
    if d.seat == ll or d.previous is not None or ll is None:
        return None
    partner = 3 - d.seat - ll
    left = len(game.hand(partner))
    if partner == (d.seat + 1) % 3 and left <= NEAR_OUT and best.why is not None \
            and "送队友走" in best.why.zh:
        return Why(f"没送队友走：他只剩 {left} 张，接着就出", f"it did not lead the partner "
                   f"through: he had {left} cards left and plays next")
    return None


def _landlord_passed(game: DoudizhuGame, d: Decision, played: Action, best: Choice
                     ) -> Why | None:
    if d.seat == game.landlord and played.kind == "pass" and best.action.kind == "play":
        return Why("不出，让农民接着出牌", "passing let the farmers keep the lead")
    return None


def _stage(game: DoudizhuGame, d: Decision, played: Action, best: Choice) -> Why | None:
    zh, en = {"bid": ("叫牌", "the bid"), "double": ("加倍", "the 加倍 (double)"),
              "show_deal": ("明牌", "the 明牌 (show)"),
              "show_bottom": ("明牌", "the 明牌 (show)")}.get(d.stage, ("", ""))
    if not zh:
        return None
    return Why(f"{zh}选了{move_word(played).zh}，高手会{move_word(best.action).zh}",
               f"{en}: {move_word(played)} where the strong level would "
               f"{move_word(best.action)}")


FLAWS: tuple[Flaw, ...] = (_bomb_spent, _bomb_broken, _over_partner, _let_landlord, _not_fed,
                           _landlord_passed, _stage)


class DoudizhuReview(TableReview):
    """斗地主's part of the review (see the module)."""

    game = "doudizhu"
    units = ("points", "win")
    stages = ("show_deal", "bid", "show_bottom", "double", "play")  # 明牌开始: no cards seen

    def start(self, hand: Any) -> DoudizhuGame:
        return DoudizhuGame(hand.seed, None, [], beans=hand.beans, threshold=hand.threshold,
                            per_point=hand.per_point, prepared=hand.prepared,
                            levels=ROLLOUT_LEVEL, **dataclasses.asdict(hand.rules.options))

    def action_of(self, game: Any, d: Decision, event: Any) -> Action | None:
        if isinstance(event, Show):
            return Action("show", value="yes" if event.shown else "no")
        if isinstance(event, Bid):
            return Action("bid", value=event.action)
        if isinstance(event, Double):
            return Action("double", value="yes" if event.doubled else "no")
        if isinstance(event, PlayCards):
            return Action("play", tuple(pattern(event.cards)), as_type=event.as_type)
        if isinstance(event, PassTurn):
            return Action("pass")
        return None

    def same(self, a: Action, b: Action) -> bool:
        return (a.kind, a.value, a.as_type, pattern(a.tiles)) == \
            (b.kind, b.value, b.as_type, pattern(b.tiles))

    def cards_move(self, game: Any, d: Decision, cards: tuple[str, ...]) -> Action:
        last = game.s.last[1] if game.s.last else None
        play = game.reading(cards, "", last)  # NotAllowed with the reason when refused
        return Action("play", tuple(pattern(cards)), as_type=play.type)

    def clone(self, game: Any) -> DoudizhuGame:
        g = copy.copy(game)
        g.s = copy.deepcopy(game.s)
        g.events = list(game.events)
        g.human = frozenset()
        g.levels = (ROLLOUT_LEVEL,) * 3
        return g

    def weight(self, game: Any) -> float:
        """The share of the 54 cards still in the hands: a sample plays out that much."""
        return sum(len(game.hand(s)) for s in range(3)) / 54

    def _hidden(self, game: DoudizhuGame, seat: int
                ) -> tuple[list[str], list[tuple[int, list[str]]]]:
        """The cards ``seat`` cannot see and where they are: (the cards, [(place, the cards
        surely there)]) with place a seat or -1 for the 底牌 not yet taken."""
        s = game.s
        assert s.deal is not None
        shown = game.shown()
        bottom = set(game.bottom() or ())
        pool: list[str] = []
        places: list[tuple[int, list[str]]] = []
        for o in range(3):
            if o == seat or o in shown:
                continue
            sure = [c for c in s.hands[o] if c in bottom]  # the 底牌 shown, not yet played
            pool += [c for c in s.hands[o] if c not in bottom]
            places.append((o, sure))
        if not s.bottom_taken:
            pool += list(s.deal.bottom)
            places.append((-1, []))
        return pool, places

    def _sizes(self, game: DoudizhuGame, places: list[tuple[int, list[str]]]) -> list[int]:
        return [(len(game.s.hands[o]) if o >= 0 else 3) - len(sure) for o, sure in places]

    def _dealt(self, game: DoudizhuGame, places: list[tuple[int, list[str]]],
               parts: list[list[str]]) -> DoudizhuGame:
        w = self.clone(game)
        for (o, sure), part in zip(places, parts, strict=True):
            if o >= 0:
                w.s.hands[o] = sort_cards(sure + part)
            else:
                assert w.s.deal is not None
                w.s.deal = dataclasses.replace(w.s.deal, bottom=tuple(sort_cards(part)))
        return w

    def world(self, game: Any, seat: int, rng: random.Random) -> DoudizhuGame:
        pool, places = self._hidden(game, seat)
        rng.shuffle(pool)
        parts, at = [], 0
        for n in self._sizes(game, places):
            parts.append(pool[at:at + n])
            at += n
        return self._dealt(game, places, parts)

    def every_world(self, game: Any, seat: int, limit: int) -> list[CardHand] | None:
        pool, places = self._hidden(game, seat)
        sizes = self._sizes(game, places)
        ways, left = 1, len(pool)
        for n in sizes:
            ways, left = ways * math.comb(left, n), left - n
        if ways > limit:
            return None
        out: list[CardHand] = []

        def split(rest: list[str], i: int, parts: list[list[str]]) -> None:
            if i == len(sizes):
                out.append(self._dealt(game, places, parts))
                return
            for pick in itertools.combinations(rest, sizes[i]):
                split([c for c in rest if c not in pick], i + 1, [*parts, list(pick)])

        split(sorted(pool), 0, [])
        return out

    def play_out(self, world: Any, move: Action, seat: int) -> dict[str, float]:
        world.step(lambda g, d: move)
        solver, solve_from = None, ENDING
        while not world.over and len(world.events) < world.max_events:
            d = world.current()
            if d is None:
                world.step()
                continue
            left = sum(len(world.hand(s)) for s in range(3))
            a = None
            if d.stage == "play" and left <= solve_from:
                if solver is None:
                    solver = Solver(world.landlord, ENDING_NODES,
                                    world.rules.options.adjacent_wing_trio)
                a = solved(world, d, solver)
                if a is None:  # too big to solve yet: try afresh a few cards later
                    solver, solve_from = None, left - RETRY_AFTER
            if a is None:
                a = strong(world, d, search_from=0).action
            world.step(lambda g, d, a=a: a)
        end = world.s.end
        ll = world.landlord
        won = end is not None and end.winner is not None and end.landlord_wins == (seat == ll)
        return {"win": float(won), "points": float(world.ledger()[seat])}

    def why(self, game: Any, d: Decision, played: Action, best: Choice) -> Why:
        flaw = next((w for f in FLAWS if (w := f(game, d, played, best)) is not None), None)
        if flaw is None:
            flaw = Why(f"高手会{move_word(best.action).zh}",
                       f"the strong level would {move_word(best.action)}")
        if best.why is None:
            return flaw + "。"
        return flaw + Why(f"（高手：{best.why.zh}）。", f" (strong: {best.why}).")


def solved(game: DoudizhuGame, d: Decision, solver: Solver) -> Action | None:
    """The ending's move with all hands known: the first that keeps the seat's side winning,
    plain plays before bombs; when none wins, the first plain one (a bomb in a lost hand only
    doubles the loss). None when the solve does not fit in the solver's cap."""
    hands = tuple(counts(pattern(game.hand(s))) for s in range(3))
    last = game.last_play()
    prev: Move | None = None if d.previous is None else \
        (d.previous.type, d.previous.key, d.previous.pattern)
    prev_seat = last[0] if last and prev else -1
    side = d.seat == game.landlord
    moves = solver.moves(hands[d.seat], prev, prev_seat, d.seat)
    ordered = [m for m in moves if m[0] not in BOMBS] + [m for m in moves if m[0] in BOMBS]
    try:
        pick = next((m for m in ordered
                     if solver.after(hands, d.seat, m, prev, prev_seat) == side),  # type: ignore[arg-type]
                    ordered[0] if ordered else None)
    except Budget:
        return None
    return None if pick is None else option(d, pick)


def option(d: Decision, move: Move) -> Action | None:
    """The decision's option for a searched move (None if it offers none such)."""
    if move == PASS:
        return Action("pass")
    return next((a for a in d.options if a.kind == "play" and ranks(a) == move[2]
                 and a.as_type == move[0]), None)


REVIEW = REVIEWS["doudizhu"]

__all__ = ["DoudizhuReview", "ENDING", "ENDING_NODES", "FLAWS", "REVIEW", "move_word", "option",
           "solved"]
