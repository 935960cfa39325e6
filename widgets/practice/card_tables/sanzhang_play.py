"""A whole hand of 欢乐三张 played out (seed 001 §5; rules/cards.md §5, A9, A21): the deal, the
底注, each seat blind (暗) or seen (明), 跟注, 加注 up to the 单注封顶, 看牌, 弃牌, 比牌 with its
fee, the 手数封顶 and its forced showdown, who sees whose cards at the end, the pot and the
ledger.

The same mechanism as the 斗地主 hand (:mod:`.card_hand`): a :class:`SanzhangGame` is a seed
and its events; every bet is replayed through the engine's
:meth:`~widgets.cards.sanzhang.Sanzhang.betting`, so every rule (the blind/seen units, the
caps, the fee, the showdown, the visibility) is the engine's and an impossible replay is
refused with the event's index and the reason. Seat 0 acts first, then 1, 2 … in turn.

>>> g = SanzhangGame(5, players=4)
>>> g.advance() and g.over
True
>>> sum(g.ledger()), len(set(c for h in g.hands for c in h.split()))
(Fraction(0, 1), 12)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ...cards.cards import RANKS, NotAllowed
from ...cards.sanzhang import Betting, Sanzhang, chips
from ...engine.why import Why
from ..choices import Action, Decision
from .card_hand import CardHand, EventCodec, ReplayError, human_seats

SUITS = "shdc"
FULL_DECK = tuple(r + s for r in RANKS for s in SUITS)  # 52 cards, no jokers (seed)
MAX_ANTE = 1000


@dataclass(frozen=True)
class SDeal:
    """Three cards to each seat (face down: a seat sees its own only after 看牌)."""

    hands: tuple[str, ...]


@dataclass(frozen=True)
class SBet:
    """One action in the engine's words: 'look', 'call', 'raise X' (X in the seat's own units,
    blind or seen), 'fold' or 'compare S'."""

    seat: int
    word: str


@dataclass(frozen=True)
class SEnd:
    """The hand is over: ``winner`` takes the pot; ``deltas`` each seat's result (chips text)."""

    winner: int
    pot: str
    deltas: tuple[str, ...]


SEvent = SDeal | SBet | SEnd
CODEC = EventCodec("paixue-sanzhang", {"deal": SDeal, "bet": SBet, "end": SEnd}, game="欢乐三张")


def deal_cards(seed: int, players: int) -> SDeal:
    """Three cards to each of ``players`` seats from a shuffled 52-card deck."""
    deck = list(FULL_DECK)
    random.Random(f"sanzhang-{seed}-{players}").shuffle(deck)
    return SDeal(tuple(" ".join(deck[3 * i:3 * i + 3]) for i in range(players)))


def prepare(hands) -> SDeal:
    """A teacher's deal: three cards a seat, e.g. ``prepare(["Ah Ad As", "2c 3d 5s"])``
    (ValueError naming a card that is not one of the 52, or one dealt twice)."""
    if isinstance(hands, str) or not 2 <= len(hands) <= 6:
        raise ValueError(f"a deal is 2 to 6 hands of three cards, not {hands!r:.80}")
    seen: set[str] = set()
    for hand in hands:
        cards = hand.split() if isinstance(hand, str) else []
        if len(cards) != 3:
            raise ValueError(f"each hand is three cards such as 'Ah Kd 2c', not {hand!r:.40}")
        for c in cards:
            if c not in FULL_DECK:
                raise ValueError(Why(f"{c!r} 不是 52 张牌里的一张"
                                     "（点数 2…9 T J Q K A，花色 s h d c）",
                                     f"{c!r} is not a card of the 52 "
                                     "(rank 2…9 T J Q K A, suit s h d c)"))
            if c in seen:
                raise ValueError(Why(f"{c!r} 发了两次", f"{c!r} is dealt twice"))
            seen.add(c)
    return SDeal(tuple(" ".join(h.split()) for h in hands))


def raise_amounts(call: Fraction, most: Fraction | None) -> tuple[Fraction, ...]:
    """The raises a table offers: twice the call, and the 单注封顶 (or four times the call)."""
    top = most if most is not None else 4 * call
    return tuple(sorted({min(2 * call, top), top} - {call}))


class SanzhangGame(CardHand, plays="sanzhang"):
    """One hand from ``seed`` for ``players`` seats (2–6); ``human`` the learner's seats.
    ``ante`` the 底注, ``single_cap`` the 单注封顶 in seen (明注) units, ``hand_cap`` the
    手数封顶 (bets per seat, the ante not counted; 0: none, then the automatic seats 比牌 from
    round 6 so a hand still ends). ``events`` replays a record (checked)."""

    codec = CODEC
    table = ("players", "ante", "single_cap", "hand_cap", "levels")  # written in the replay

    def __init__(self, seed: int = 0, human: int | tuple[int, ...] | None = None,
                 events: list[SEvent] | None = None, players: int = 4, ante: int = 1,
                 single_cap: int = 10, hand_cap: int = 5, prepared: SDeal | None = None,
                 levels: Any = None,
                 **options):
        if type(seed) is not int:
            raise ValueError(f"seed is a whole number, not {seed!r}")
        if type(players) is not int or not 2 <= players <= 6:
            raise ValueError(f"欢乐三张 has 2 to 6 players, not {players!r}")
        if type(ante) is not int or not 1 <= ante <= MAX_ANTE:
            raise ValueError(f"the 底注 is a whole number 1 … {MAX_ANTE}, not {ante!r}")
        self.seed, self.players, self.human = seed, players, human_seats(human, players)
        self.set_levels(levels, players)
        self.seats = players  # a replay's seats, checked before its events apply
        self.ante, self.single_cap, self.hand_cap = ante, single_cap, hand_cap
        self.rules = Sanzhang(**options)
        if prepared is not None and (not isinstance(prepared, SDeal)
                                     or len(prepared.hands) != players):
            raise ValueError(f"a prepared deal is prepare([...]) with {players} hands, "
                             f"not {prepared!r:.80}")
        self.prepared = None if prepared is None else prepare(prepared.hands)
        self.rules.betting(players, [], ante, single_cap, hand_cap)  # the caps, checked
        self.events: list[SEvent] = []
        self.hands: tuple[str, ...] = ()
        self.words: list[str] = []
        self.end: SEnd | None = None
        self._betting: Betting | None = None
        self._replay(events)

    # ---- reading the table ------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.end is not None

    @property
    def betting(self) -> Betting:
        """The engine's record of the bets so far (the pot, who is in, who has looked …)."""
        if self._betting is None:
            self._betting = self.rules.betting(self.players, [], self.ante, self.single_cap,
                                               self.hand_cap)
        return self._betting

    def ledger(self) -> tuple[Fraction, ...]:
        """Each seat's result: the winner gains the pot less his part, the others lose theirs."""
        if self.end is None:
            return (Fraction(0),) * self.players
        return self.betting.net()

    def sees(self, viewer: int | None, seat: int) -> bool:
        """Whether ``viewer`` (None: a spectator) sees ``seat``'s cards now (seed §5.5): his
        own after 看牌, those he compared with, both last hands of a final 比牌 (P-SZ1)."""
        b = self.betting
        if seat in b.shown_to_all:
            return True
        if viewer is None:
            return False
        return (viewer == seat and b.seen[seat]) or (viewer, seat) in b.revealed

    # ---- what comes next --------------------------------------------------------------------

    def current(self) -> Decision | None:
        """The decision the table waits for (None: the deal or the end is due)."""
        if self.end is not None or not self.hands:
            return None
        b = self.betting
        if b.to_act is None:
            return None
        options: list[Action] = []
        costs: list[Fraction] = []
        for c in b.allowed:
            if c.action == "raise":
                for x in raise_amounts(c.cost, c.most):
                    options.append(Action("raise", value=chips(x)))
                    costs.append(x)
            else:
                options.append(Action.of_word(c.action))
                costs.append(c.cost)
        return Decision(b.to_act, "bet", tuple(options), costs=tuple(costs))


    def _dealt(self) -> SDeal:
        """The prepared deal if any, else the seed's."""
        return self.prepared if self.prepared is not None else deal_cards(self.seed, self.players)

    def _auto_event(self) -> list[SEvent]:
        if not self.hands:
            return self._push(self._dealt())
        return self._push(self._ending())

    def _do(self, d: Decision, a: Action) -> list[SEvent]:
        if not isinstance(a, Action):
            raise NotAllowed(Why("不是一个选择", f"not an Action: {a!r:.60}"))
        return self._push(SBet(d.seat, a.word))

    def _push(self, e: SEvent) -> list[SEvent]:
        self._apply(e)
        out = [e]
        if self.end is None and self.hands and self.betting.to_act is None:
            end = self._ending()
            self._apply(end)
            out.append(end)
        return out

    # ---- applying events (live and replayed alike) ------------------------------------------

    def _apply(self, e: SEvent) -> None:
        if self.end is not None:
            raise NotAllowed(Why("这手牌已经结束", "the hand is over"))
        if isinstance(e, SDeal):
            if self.hands:
                raise NotAllowed("already dealt")
            if e != self._dealt():
                raise NotAllowed(f"the deal is not what seed {self.seed} deals"
                                 if self.prepared is None else "the deal is not the prepared one")
            self.hands = e.hands
            self._betting = self.rules.betting(self.players, [], self.ante, self.single_cap,
                                               self.hand_cap, self.hands)
        elif isinstance(e, SBet):
            if not self.hands or self.betting.to_act is None:
                raise NotAllowed(Why("现在不能下注", "no bet is due now"))
            if e.seat != self.betting.to_act:
                raise NotAllowed(Why(f"轮到座位 {self.betting.to_act}，不是 {e.seat}",
                                     f"seat {self.betting.to_act} acts now, not {e.seat}"))
            if not isinstance(e.word, str) or e.word.split()[:1] == ["look"] and \
                    len(e.word.split()) > 1:
                raise NotAllowed(f"a seat looks at its own cards only: {e.word!r:.40}")
            self._betting = self.rules.betting(self.players, [*self.words, e.word], self.ante,
                                               self.single_cap, self.hand_cap, self.hands)
            self.words.append(e.word)
        elif isinstance(e, SEnd):
            if not self.hands or self.betting.to_act is not None or e != self._ending():
                raise NotAllowed(f"the hand does not end so: {e!r:.120}")
            self.end = e
        else:
            raise NotAllowed(f"not a 三张 event: {e!r:.60}")
        self.events.append(e)

    def _ending(self) -> SEnd:
        b = self.betting
        return SEnd(b.winner, chips(b.pot), tuple(chips(x) for x in b.net()))


def simulate(seed: int, **kw) -> SanzhangGame:
    """A whole hand played by automatic seats only."""
    g = SanzhangGame(seed, **kw)
    g.advance()
    return g


__all__ = ["Action", "Decision", "SanzhangGame", "SDeal", "SBet", "SEnd", "CODEC", "ReplayError",
           "deal_cards", "prepare", "simulate", "raise_amounts", "FULL_DECK"]
