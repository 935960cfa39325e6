"""A whole hand of 跑胡子 / 双王扯胡子 played out (seed 001; rules/cards.md §2): the deal, the
pile, each shown card offered in priority order, the forced moves, 碰 and 吃 with its 下火,
the 臭牌 and 忍碰 memory, a drawn 王, the win scored or the 荒莊 with its 王 penalty.

The same loop as the 斗地主 table (:class:`~.card_hand.CardHand`): a :class:`PaohuziGame` is
a seed and its events (:mod:`.paohuzi_events`); ``advance()`` lets the automatic seats
(:mod:`.paohuzi_seats`) act until a human seat must decide (``pending()``) or the hand is
over; ``act(action)`` applies a human's choice, or raises NotAllowed with the reason in zh
and en. Every event is checked as it is applied, live or from a replay, so an impossible
replay is refused with the event's index and the reason. Every rule comes from the engine
(:class:`~widgets.cards.paohuzi.Paohuzi`): ``claims`` and ``remember`` on each shown card,
``win`` and ``score`` for the 胡, ``huang_penalty`` at 荒莊, the turn rules of
:mod:`widgets.cards.paohuzi.turns`.

Seats 0, 1, 2 sit in playing order (counter-clockwise, A20): each one's 下家 is
``(seat + 1) % 3``. The order of a hand:

1. the deal: 21 cards to the banker (random from the seed), 20 to the others, 21 in the pile
   (A1; option ``pile=19``: the 80-card game without 王, 19 in the pile); every 提 dealt
   (four alike) goes down, shown, before the first card (seed rule 3);
2. the banker discards; after that each turn is a shown card: a discard, or the pile's next
   card drawn by the seat whose turn it is;
3. the shown card is offered in the engine's priority order (胡 > forced 提/偎/跑 > 碰 > 吃;
   among 胡 the drawer, then the 下家 first): each seat with a choice decides in turn (胡, 碰,
   each way to 吃 with its 下火, or 过), a forced move happens by itself; a seat's declined
   碰 or 吃 is remembered (臭牌, 忍碰: :meth:`~widgets.cards.paohuzi.Paohuzi.remember`);
4. whoever takes the card discards next (no discard after a 重跑, P-PH9); nobody takes it: it
   stays by the seat that showed it and the 下家 draws. A drawn 王 is shown and kept: the
   drawer may 胡 with it (自摸), else discards;
5. the end: a 胡, scored (胡息, 省 from the pile's next card, 子, 番, who pays, A19), or the
   pile runs out: 荒莊, each 王 holder pays the others (A8).

>>> g = PaohuziGame(3)
>>> g.advance() and g.over
True
>>> sum(g.ledger())
0
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ...cards.cards import NotAllowed
from ...cards.paohuzi import Meld, Memory, Paohuzi, PHHand, W, card_text
from ...cards.paohuzi.claims import ClaimRight as EAction
from ...cards.paohuzi.claims import Claims
from ...cards.paohuzi.groups import chi_kind
from ...cards.paohuzi.notation import as_card
from ...cards.paohuzi.turns import discard_refusal, skips_owed
from ...engine.why import Why
from ..choices import Action, Decision
from .card_hand import CardHand, human_seats, whole
from .paohuzi_deal import FULL_DECK, NO_WANG_DECK, check_prepared, deal_cards, prepare
from .paohuzi_events import (
    CODEC,
    MAX_EVENTS,
    Claim,
    Discard,
    Draw,
    Forced,
    HandEnd,
    Hu,
    Lay,
    Pass,
    PDeal,
    PEvent,
    ReplayError,
    Skip,
)

MAX_STAKE = 10**9  # a point's worth: far beyond any table

SKIP_TI = "ti"          # Skip.reason: a second 提 dealt (P-PH19)
SKIP_NONE = "no_card"   # Skip.reason: no card the seat may discard


@dataclass
class _Offer:
    card: int
    seat: int           # who showed it
    drawn: bool
    claims: object      # the engine's Claims (None for a drawn 王)
    pos: int = 0        # the next entry of claims.allowed to decide


@dataclass
class _State:
    deal: PDeal | None = None
    hands: list[list[int]] = field(default_factory=lambda: [[], [], []])
    melds: list[list[Meld]] = field(default_factory=lambda: [[], [], []])
    moved: list[int] = field(default_factory=lambda: [0, 0, 0])  # 跑/提 made
    skips: list[int] = field(default_factory=lambda: [0, 0, 0])  # discards owed to 提 dealt
    laid: list[list[int]] = field(default_factory=lambda: [[], [], []])  # cards nobody took
    shown_wang: list[int] = field(default_factory=lambda: [0, 0, 0])  # 王 drawn, shown
    pile: list[int] = field(default_factory=list)
    memory: Memory = field(default_factory=Memory)
    dealt_ti_done: bool = False
    turn: int = 0
    phase: str = "deal"  # deal, dealt_ti, discard, draw, offer, win, end
    offer: _Offer | None = None
    win: Hu | None = None
    end: HandEnd | None = None


class PaohuziGame(CardHand, plays="paohuzi"):
    """One hand from ``seed``; ``human`` the seats a learner plays (an int or several; empty:
    all automatic); ``events`` replays a record (checked); ``prepared`` a deal instead of the
    seed's (:func:`prepare`); other options go to the rules (:class:`PaohuziOptions`)."""

    codec = CODEC
    table = ("stake", "pile", "levels")  # written in the replay (pile: the 80-card game's deal, A1)
    table_before = {"pile": 21}  # replays saved before the 80-card game: the 82 cards with 王
    seats = 3
    max_events = MAX_EVENTS
    # a replayed event can name a card nobody holds or a seat with nothing on offer
    replay_errors = CardHand.replay_errors + (IndexError, AttributeError)

    def __init__(self, seed: int = 0, human: int | tuple[int, ...] | None = None,
                 events: list[PEvent] | None = None, prepared: PDeal | None = None,
                 stake: int = 1, levels: Any = None,
                 **options):
        if type(seed) is not int:
            raise ValueError(f"seed is a whole number, not {seed!r}")
        self.seed, self.human, self.rules = seed, human_seats(human, 3), Paohuzi(**options)
        self.set_levels(levels, 3)
        self.stake = whole("stake", stake, 1, MAX_STAKE)  # not {} nor true (read as 1)
        self.prepared = check_prepared(prepared, self.pile)
        self.events: list[PEvent] = []
        self.s = _State()
        self._replay(events)

    def _dealt(self) -> PDeal:
        return self.prepared if self.prepared is not None else \
            deal_cards(self.seed, 0, self.pile)

    # ---- reading the table ----------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.s.end is not None

    @property
    def banker(self) -> int | None:
        return self.s.deal.banker if self.s.deal else None

    def hand(self, seat: int) -> tuple[str, ...]:
        """The cards in ``seat``'s hand (王 as 'W'), in order."""
        return tuple(card_text(c) for c in sorted(self.s.hands[seat]))

    def melds(self, seat: int) -> tuple[Meld, ...]:
        """The groups ``seat`` has on the table."""
        return tuple(self.s.melds[seat])

    def laid(self, seat: int) -> tuple[str, ...]:
        """The cards ``seat`` showed that nobody took, in order."""
        return tuple(card_text(c) for c in self.s.laid[seat])

    @property
    def pile(self) -> int:
        """Cards left in the pile after the deal: 21, or 19 in the 80-card game (A1)."""
        return self.rules.options.pile

    def pile_left(self) -> int:
        return len(self.s.pile)

    def shown_card(self) -> tuple[int, str, bool] | None:
        """(seat, card, drawn) of the card on offer now, else None."""
        o = self.s.offer
        return None if o is None else (o.seat, card_text(o.card), o.drawn)

    def memory(self) -> Memory:
        return self.s.memory

    def wangs_shown(self, seat: int) -> int:
        """王 ``seat`` drew during play (shown to all; 王 dealt stay hidden)."""
        return self.s.shown_wang[seat]

    def ledger(self) -> tuple[int, int, int]:
        return self.s.end.deltas if self.s.end else (0, 0, 0)

    def table_hand(self, seat: int, win: int | None = None) -> PHHand:
        """``seat``'s cards as the engine reads a hand: held cards, 王, table groups."""
        held = self.s.hands[seat]
        return PHHand(tuple(sorted(c for c in held if c != W)), held.count(W),
                      tuple(self.s.melds[seat]), win)

    def score(self):
        """The scored win (the engine's :class:`~widgets.cards.paohuzi.Score`), else None."""
        w = self.s.win
        if w is None:
            return None
        card = as_card(w.card)
        h = self.table_hand(w.seat)
        if card == W:  # the drawn 王 is in the hand already: it is the winning card
            h = PHHand(h.cards, h.wilds - 1, h.melds, W)
        else:
            h = PHHand(h.cards, h.wilds, h.melds, card)
        o = self.s.offer
        supplier = None if w.self_drawn or o is None else o.seat
        turned = " ".join(card_text(c) for c in self.s.pile)
        return self.rules.score(h, w.self_drawn, turned, w.seat, supplier,
                                from_pile=bool(o and o.drawn and not w.self_drawn))

    # ---- what comes next ------------------------------------------------------------------

    def current(self) -> Decision | None:
        """The decision the table waits for, whichever seat's (None: an automatic event)."""
        s = self.s
        if s.end is not None or s.phase in ("deal", "dealt_ti", "draw", "win"):
            return None
        if s.phase == "discard":
            seat = s.turn
            if s.skips[seat]:
                return None
            options, refused = [], []
            for c in sorted(set(s.hands[seat])):
                why = discard_refusal(s.hands[seat], c)
                if why is None:
                    options.append(Action("discard", card_text(c)))
                else:
                    refused.append((card_text(c), why))
            if not options:
                return None
            return Decision(seat, "discard", tuple(options), refused=tuple(refused))
        return self._claim_decision()

    def _block(self) -> list:
        """The engine's allowed actions of the next seat to decide (a run of one seat's
        choices in priority order), [] if a forced move or the end of the offer is next."""
        o = self.s.offer
        allowed = o.claims.allowed
        if o.pos >= len(allowed) or allowed[o.pos].forced:
            return []
        seat = allowed[o.pos].seat
        out = []
        for a in allowed[o.pos:]:
            if a.seat != seat or a.forced:
                break
            out.append(a)
        return out

    def _claim_decision(self) -> Decision | None:
        o = self.s.offer
        block = self._block()
        if not block:
            return None
        seat, options, ways = block[0].seat, [], ()
        for a in block:
            if a.kind == "chi":
                ways = tuple(tuple(tuple(card_text(c) for c in g) for g in w) for w in a.ways)
                options += [Action("chi", card_text(o.card), way=i) for i in range(len(a.ways))]
            else:
                options.append(Action(a.kind, card_text(o.card)))
        options.append(Action("pass", card_text(o.card)))
        refused = tuple((r.kind, r.reason) for r in o.claims.refused if r.seat == seat)
        return Decision(seat, "claim", tuple(options), refused, card=card_text(o.card), ways=ways)


    # ---- acting ---------------------------------------------------------------------------

    def _auto_event(self) -> list[PEvent]:
        """The deal, a 提 dealt, a draw, a skip, a forced move, a card laid, or the end."""
        return self._push(self._due_event())

    def _due_event(self) -> PEvent:
        s = self.s
        if s.phase == "deal":
            return self._dealt()
        if s.phase == "dealt_ti":
            seat, card = self._next_dealt_ti()
            return Forced(seat, "ti", card_text(card), dealt=True)
        if s.phase == "win" or (s.phase == "draw" and not s.pile):
            return self._ending()
        if s.phase == "draw":
            return Draw(s.turn, card_text(s.pile[0]))
        if s.phase == "discard":
            seat = s.turn
            return Skip(seat, SKIP_TI if s.skips[seat] else SKIP_NONE)
        o = s.offer
        allowed = o.claims.allowed
        if o.pos < len(allowed) and allowed[o.pos].forced:
            a = allowed[o.pos]
            return Forced(a.seat, a.kind, card_text(o.card), again=a.chongpao)
        return Lay(o.seat, card_text(o.card))

    def _next_dealt_ti(self) -> tuple[int, int] | None:
        s = self.s
        for k in range(3):
            seat = (s.deal.banker + k) % 3
            four = sorted(c for c, n in Counter(s.hands[seat]).items() if n == 4 and c != W)
            if four:
                return seat, four[0]
        return None

    def _do(self, d: Decision, a: Action) -> list[PEvent]:
        if not isinstance(a, Action):
            raise NotAllowed(Why("不是一个选择", f"not an Action: {a!r:.60}"))
        if d.stage == "discard":
            if a.kind != "discard":
                raise NotAllowed(Why("现在请打一张牌", "now discard a card"))
            return self._push(Discard(d.seat, a.card))
        if a not in d.options:
            raise NotAllowed(Why(f"现在不能{a.kind}：可以 " + " / ".join(
                o.kind for o in d.options), f"{a.kind} is not offered now: "
                + " / ".join(o.kind for o in d.options)))
        if a.kind == "pass":
            return self._push(Pass(d.seat, d.card))
        if a.kind == "hu":
            o = self.s.offer
            return self._push(Hu(d.seat, d.card, o.drawn and o.seat == d.seat))
        groups = ((d.card,) * 3,) if a.kind == "peng" else d.ways[a.way]
        return self._push(Claim(d.seat, a.kind, d.card, groups))

    def _push(self, e: PEvent) -> list[PEvent]:
        self._apply(e)
        return [e]

    # ---- applying events (live and replayed alike) ------------------------------------------

    WANT = {PDeal: "deal", Forced: "forced", Draw: "draw", Discard: "discard", Skip: "discard",
            Claim: "offer", Pass: "offer", Hu: "offer", Lay: "offer", HandEnd: "end"}

    def _apply(self, e: PEvent) -> None:
        s = self.s
        if s.end is not None:
            raise NotAllowed(Why("这手牌已经结束", "the hand is over"))
        kind = self.WANT.get(type(e))
        if kind is None:
            raise NotAllowed(f"not a 跑胡子 event: {e!r:.60}")
        phase = s.phase
        if phase == "dealt_ti":
            phase = "forced"
        elif phase == "offer" and self._block() == [] and isinstance(e, Forced):
            phase = "forced"
        elif phase in ("win",) or phase == "draw" and not s.pile:
            phase = "end"
        if kind != phase:
            raise NotAllowed(Why("现在不该发生这个", f"{type(e).__name__} out of turn: the "
                                 f"table waits for {phase}"))
        getattr(self, "_on_" + type(e).__name__.lower())(e)
        self.events.append(e)

    def _expect_seat(self, e, seat: int) -> None:
        if e.seat != seat:
            raise NotAllowed(Why("还没轮到这一家",
                                 f"seat {e.seat} out of turn: seat {seat}'s turn"))

    def _on_pdeal(self, e: PDeal) -> None:
        if e != self._dealt():
            raise NotAllowed(f"the deal is not what seed {self.seed} deals"
                             + (" (nor the prepared deal)" if self.prepared else ""))
        s = self.s
        s.deal = e
        s.hands = [[as_card(c) for c in h] for h in e.hands]
        s.pile = [as_card(c) for c in e.pile]
        s.turn = e.banker
        s.phase = "dealt_ti" if self._next_dealt_ti() else "discard"

    def _on_forced(self, e: Forced) -> None:
        s, c = self.s, as_card(e.card)
        if e.dealt != (s.phase == "dealt_ti"):
            raise NotAllowed(Why("现在不是这种提", f"a {'dealt ' if e.dealt else ''}{e.kind} now?"))
        if e.dealt:
            due = self._next_dealt_ti() if s.phase == "dealt_ti" else None
            if due != (e.seat, c) or e.kind != "ti" or e.again:
                raise NotAllowed(f"the 提 dealt next is {due!r}, not {e!r:.60}")
            s.hands[e.seat] = [x for x in s.hands[e.seat] if x != c]
            s.melds[e.seat].append(Meld("ti", (c,) * 4))
            s.moved[e.seat] += 1
            if self._next_dealt_ti() is None:
                s.skips = [skips_owed(sum(m.kind == "ti" for m in ms)) for ms in s.melds]
                s.phase = "discard"
            return
        o = s.offer
        a = o.claims.allowed[o.pos]
        if (a.seat, a.kind, a.chongpao) != (e.seat, e.kind, e.again) or c != o.card:
            raise NotAllowed(f"the forced move is seat {a.seat}'s {a.kind} of "
                             f"{card_text(o.card)}, not {e!r:.60}")
        s.memory = self.rules.remember(o.claims, e.seat, s.memory)
        hand, melds = s.hands[e.seat], s.melds[e.seat]
        on_table = next((i for i, m in enumerate(melds)
                         if m.cards[0] == c and len(set(m.cards)) == 1 and len(m.cards) == 3), None)
        if on_table is not None and hand.count(c) < 2:
            melds[on_table] = Meld(e.kind, (c,) * 4)
        else:
            n = 3 if e.kind in ("ti", "pao") else 2
            for _ in range(n):
                hand.remove(c)
            melds.append(Meld(e.kind, (c,) * (n + 1)))
        if e.kind in ("ti", "pao"):
            s.moved[e.seat] += 1
        s.offer = None
        if e.again:
            s.turn, s.phase = (e.seat + 1) % 3, "draw"
        else:
            s.turn, s.phase = e.seat, "discard"

    def _on_draw(self, e: Draw) -> None:
        s = self.s
        self._expect_seat(e, s.turn)
        c = as_card(e.card)
        if c != s.pile[0]:
            raise NotAllowed(f"the pile's next card is {card_text(s.pile[0])}, not {e.card}")
        s.pile.pop(0)
        if c == W:  # shown and kept (seed: 抓到的王霸需要明示); the drawer may 胡 with it
            s.hands[e.seat].append(W)
            s.shown_wang[e.seat] += 1
            h = self.table_hand(e.seat)
            test = PHHand(h.cards, h.wilds - 1, h.melds, W)
            w = self.rules.win(test, self_drawn=True, keep=1)
            allowed = (EAction(e.seat, "hu", True, Why(f"{w.huxi} 胡息，自摸", f"{w.huxi} 胡息, "
                                                       "self-drawn"), "P-PH13", huxi=w.huxi),)
            s.offer = _Offer(W, e.seat, True, Claims(W, allowed if w.ok else (), (), e.seat))
            if not w.ok:
                s.offer, s.phase = None, "discard"
            else:
                s.phase = "offer"
            return
        self._show(c, e.seat, drawn=True)

    def _show(self, c: int, seat: int, drawn: bool) -> None:
        s = self.s
        hands = tuple(self.table_hand(i) for i in range(3))
        claims = remembered_claims(self.rules, c, seat, hands, drawn, s.memory, tuple(s.moved))
        s.offer, s.phase = _Offer(c, seat, drawn, claims), "offer"

    def _on_discard(self, e: Discard) -> None:
        s = self.s
        self._expect_seat(e, s.turn)
        if s.skips[e.seat]:
            raise NotAllowed(f"seat {e.seat} skips this discard for a 提 dealt (P-PH19)")
        c = as_card(e.card)
        why = discard_refusal(s.hands[e.seat], c)
        if why is not None:
            raise NotAllowed(why)
        s.hands[e.seat].remove(c)
        self._show(c, e.seat, drawn=False)

    def _on_skip(self, e: Skip) -> None:
        s = self.s
        self._expect_seat(e, s.turn)
        if e.reason == SKIP_TI and s.skips[e.seat]:
            s.skips[e.seat] -= 1
        elif e.reason != SKIP_NONE or self.current() is not None or s.skips[e.seat]:
            raise NotAllowed(f"seat {e.seat} has a card to discard: no skip")
        s.turn, s.phase = (e.seat + 1) % 3, "draw"

    def _decided(self, e) -> Decision:
        d = self._claim_decision()
        if d is None:
            raise NotAllowed("nobody decides on this card now")
        self._expect_seat(e, d.seat)
        if as_card(e.card) != self.s.offer.card:
            raise NotAllowed(f"the card on offer is {d.card}, not {e.card}")
        return d

    def _on_pass(self, e: Pass) -> None:
        self._decided(e)
        o = self.s.offer
        o.pos += len(self._block())
        if o.card == W:  # the drawn 王 not taken to 胡: kept, the drawer discards
            self.s.offer, self.s.phase = None, "discard"

    def _on_hu(self, e: Hu) -> None:
        d = self._decided(e)
        o = self.s.offer
        if Action("hu", d.card) not in d.options:
            raise NotAllowed(Why("不能胡这张牌", f"seat {e.seat} cannot 胡 on {e.card}"))
        if e.self_drawn != (o.drawn and o.seat == e.seat):
            raise NotAllowed(f"self_drawn is {o.drawn and o.seat == e.seat} for this card")
        self.s.win, self.s.phase = e, "win"

    def _on_claim(self, e: Claim) -> None:
        d = self._decided(e)
        s, o = self.s, self.s.offer
        c = o.card
        if e.kind == "peng":
            if Action("peng", d.card) not in d.options or e.groups != ((d.card,) * 3,):
                raise NotAllowed(Why("不能碰这张牌", f"seat {e.seat} cannot 碰 {e.card} so"))
            groups = [(c, c, c)]
            kinds = ["peng"]
        elif e.kind == "chi":
            if e.groups not in d.ways:
                raise NotAllowed(Why("不是一种吃法", f"{e.groups!r:.80} is not a way to 吃 "
                                     f"{e.card}; the ways: {d.ways!r:.120}"))
            groups = [tuple(as_card(x) for x in g) for g in e.groups]
            kinds = [chi_kind(g) for g in groups]
        else:
            raise NotAllowed(f"a claim is peng or chi, not {e.kind!r}")
        s.memory = self.rules.remember(o.claims, e.seat, s.memory)
        need = Counter(x for g in groups for x in g) - Counter({c: 1})
        hand = s.hands[e.seat]
        for x in need.elements():
            hand.remove(x)
        s.melds[e.seat] += [Meld(k, tuple(g)) for k, g in zip(kinds, groups, strict=True)]
        s.offer, s.turn, s.phase = None, e.seat, "discard"

    def _on_lay(self, e: Lay) -> None:
        s, o = self.s, self.s.offer
        if self._block() or o.pos < len(o.claims.allowed):
            raise NotAllowed(Why("还有人可以要这张牌", "a seat may still take this card"))
        if (e.seat, as_card(e.card)) != (o.seat, o.card):
            raise NotAllowed(f"the card on offer is seat {o.seat}'s {card_text(o.card)}")
        s.memory = self.rules.remember(o.claims, None, s.memory)
        s.laid[o.seat].append(o.card)
        s.offer, s.turn, s.phase = None, (o.seat + 1) % 3, "draw"

    def _on_handend(self, e: HandEnd) -> None:
        due = self._ending()
        if e != due:
            raise NotAllowed(f"the hand does not end so: {e!r:.120}; it ends {due!r:.120}")
        self.s.end, self.s.phase = e, "end"

    def _ending(self) -> HandEnd:
        """The end due now: the win scored, or 荒莊 with the 王 penalty."""
        s = self.s
        if s.win is None:
            wangs = [h.count(W) for h in s.hands]
            deltas = [0, 0, 0]
            for payer, payee, n in self.rules.huang_penalty(wangs, self.stake):
                deltas[payer] -= n
                deltas[payee] += n
            return HandEnd(None, False, 0, "", 0, 0, 0, tuple(deltas))
        sc = self.score()
        deltas = [0, 0, 0]
        for payer, payee, n in sc.payments:
            deltas[payer] -= n * self.stake
            deltas[payee] += n * self.stake
        xing = "" if sc.xing_card is None else card_text(sc.xing_card)
        return HandEnd(s.win.seat, s.win.self_drawn, sc.huxi, xing, sc.xing, sc.zi, sc.total,
                       tuple(deltas))


@functools.lru_cache(maxsize=4096)
def remembered_claims(rules: Paohuzi, card: int, seat: int, hands: tuple[PHHand, ...], drawn: bool,
            memory: Memory, moved: tuple[int, ...]):
    """The engine's claims, remembered: a table stepping back replays the same shown cards."""
    return rules.claims(card, seat, hands, drawn, memory, moved)


def simulate(seed: int, **kw) -> PaohuziGame:
    """A whole hand played by three automatic seats."""
    g = PaohuziGame(seed, **kw)
    g.advance()
    return g


__all__ = ["Action", "Decision", "PaohuziGame", "ReplayError", "deal_cards", "prepare",
           "simulate", "FULL_DECK", "NO_WANG_DECK"]
