"""A whole hand of 欢乐斗地主 played out (seed 001; rules/cards.md §3): the deal, 明牌, 叫地主 and
抢地主, the 底牌, 加倍, the tricks, who wins, the 倍数 and the settlement.

The same mechanism as the mahjong table (:mod:`..table.play`): a :class:`DoudizhuGame` is a seed and
its events (:mod:`.doudizhu_events`); ``advance()`` lets the automatic seats
(:mod:`.doudizhu_seats`) act until a human seat must decide (``pending()``) or the hand is over;
``act(action)`` applies a human's choice, or raises NotAllowed with the reason in zh and en.
Every event is checked against the rules as it is applied, live or from a replay, so an
impossible replay is refused with the event's index and the reason.

Seats 0, 1, 2 sit in playing order: each one's next (下家) is ``(seat + 1) % 3``, counter-
clockwise as the seed plays. The order of a hand:

1. 明牌开始 (×5), asked of each seat before the deal; the deal (17 each, 3 底牌 hidden) and the
   seat that bids first (random from the seed; seed 二.1);
2. 发牌明牌, asked once each at the end of the deal (card 17, so ×3; a replay may name any
   card 1 … 17: ×4 before the 9th, A7);
3. 叫地主/不叫, then 抢地主 once each (not after a 不叫), the caller last (A7), replayed through
   :meth:`~widgets.cards.doudizhu.Doudizhu.bid` so the first-明牌 rules apply (seed 二.2, 二.3);
   all 不叫 with nobody shown: a re-deal until someone calls (seed 二.3; :data:`MAX_DEALS`
   all-不叫 deals in a row only as a safety net, then the hand is void, P-DD2);
4. the landlord takes the 底牌, shown to all; may 明牌 (×2, the landlord only, A7);
5. 加倍, the landlord first, then the farmers in turn, each as the beans allow (seed 五, A16);
6. the landlord leads; each seat beats the last play or passes (不出); when both others pass,
   the last to play leads anything ([REC] §3.6); the first to play out wins;
7. the 倍数 (抢, 明牌, each bomb and rocket, 春天/反春 ×2 in common mode) and the pairwise
   settlement (:meth:`~widgets.cards.doudizhu.Doudizhu.settle`).

>>> g = DoudizhuGame(3)
>>> g.advance() and g.over
True
>>> sum(g.ledger()), sum(len(e.cards) for e in g.events if isinstance(e, PlayCards)) > 0
(0, True)
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ...cards.cards import NotAllowed
from ...cards.doudizhu import ORDER, Doudizhu, MingPai, Play
from ...engine.why import Why
from ..choices import Action, Decision
from .card_hand import CardHand, human_seats, whole
from .doudizhu_events import (
    CODEC,
    Bid,
    Bottom,
    DDeal,
    DDEvent,
    Double,
    HandEnd,
    PassTurn,
    PlayCards,
    Redeal,
    ReplayError,
    Show,
    seat_word,
)
from .doudizhu_plan import pattern

MAX_BEANS = 10**12  # beans, a threshold or a point's worth: far beyond any table
# P-DD2: the seed deals again until someone calls ("如果都不叫，則重新發牌，重新叫牌，直到有人叫地主
# 為止"); this bound is only a safety net against dealing forever (seats that never call):
# reached, the hand ends void (nobody pays) and the table says why in words.
MAX_DEALS = 100
SUITS = "shdc"
SHOW_WHEN = {"show_start": "start", "show_deal": "deal", "show_bottom": "after_bottom"}
VOID = HandEnd(None, False, "", 0, (0, 0, 0))
FULL_DECK = tuple(r + s for r in ORDER[:13] for s in SUITS) + ("B", "R")


def deal_cards(seed: int, number: int) -> DDeal:
    """Deal ``number`` of the hand from ``seed``: 17 cards each, 3 底牌, the first bidder."""
    rng = random.Random(f"doudizhu-{seed}-{number}")
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    hands = tuple(tuple(sort_cards(deck[i * 17:(i + 1) * 17])) for i in range(3))
    return DDeal(number, hands, tuple(sort_cards(deck[51:])), rng.randrange(3))


def sort_cards(cards) -> list[str]:
    return sorted(cards, key=lambda c: (ORDER.index(c[0]), c[1:]))


@dataclass
class _State:
    deal: DDeal | None = None
    deals: int = 0
    hands: list[list[str]] = field(default_factory=lambda: [[], [], []])
    shows: list[MingPai] = field(default_factory=list)
    asked: set = field(default_factory=set)  # (stage, seat) already asked
    bids: list[str] = field(default_factory=list)
    landlord: int | None = None
    robs: int = 0
    bottom_taken: bool = False
    doubled: dict = field(default_factory=dict)
    turn: int | None = None
    last: tuple[int, Play] | None = None  # the play to beat and who made it
    passes: int = 0
    played: list[int] = field(default_factory=lambda: [0, 0, 0])  # plays per seat
    bombs: int = 0
    rockets: int = 0
    end: HandEnd | None = None


class DoudizhuGame(CardHand, plays="doudizhu"):
    """One hand from ``seed``; ``human`` the seats a learner plays (an int or several; empty:
    all automatic). ``beans`` and ``threshold`` decide who may 加倍 (default: everybody);
    ``per_point`` the beans per point of 倍数. ``events`` replays a record (checked); the
    replay JSON (``from_json``, ``to_json``, the prepared deal too) is :class:`CardHand`'s."""

    codec = CODEC
    table = ("beans", "threshold", "per_point", "levels")  # written in the replay
    seats = 3

    def __init__(self, seed: int = 0, human: int | tuple[int, ...] | None = None,
                 events: list[DDEvent] | None = None, beans: tuple[int, int, int] | None = None,
                 threshold: int = 0, per_point: int = 1, prepared: DDeal | None = None,
                 levels: Any = None,
                 **options):
        if type(seed) is not int:
            raise ValueError(f"seed is a whole number, not {seed!r}")
        self.seed, self.human, self.rules = seed, human_seats(human, 3), Doudizhu(**options)
        self.set_levels(levels, 3)
        if beans is not None and (not isinstance(beans, list | tuple) or len(beans) != 3):
            raise ValueError(Why(f"beans 是三个座位的欢乐豆，不是 {beans!r:.40}",
                                 f"beans are the three seats' beans, not {beans!r:.40}"))
        # a replay's JSON gives a list; each checked (issue 32: a bad one crashed later)
        self.beans = tuple(whole("beans", b, 0, MAX_BEANS) for b in beans) if beans \
            else (10**9,) * 3
        self.threshold = whole("threshold", threshold, 0, MAX_BEANS)
        self.per_point = whole("per_point", per_point, 1, MAX_BEANS)
        self.prepared = check_prepared(prepared)
        self.events: list[DDEvent] = []
        self.s = _State()
        self._replay(events)

    def _dealt(self, number: int) -> DDeal:
        """Deal ``number``: the prepared one first, if any, then the seed's."""
        if number == 0 and self.prepared is not None:
            return self.prepared
        return deal_cards(self.seed, number)

    # ---- reading the table ----------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.s.end is not None

    @property
    def landlord(self) -> int | None:
        return self.s.landlord

    def hand(self, seat: int) -> tuple[str, ...]:
        return tuple(self.s.hands[seat])

    def bottom(self) -> tuple[str, ...] | None:
        """The 底牌 once the landlord has them (shown to all), else None (hidden)."""
        return self.s.deal.bottom if self.s.bottom_taken and self.s.deal else None

    def shown(self) -> frozenset[int]:
        return frozenset(m.seat for m in self.s.shows)

    def ledger(self) -> tuple[int, int, int]:
        return self.s.end.deltas if self.s.end else (0, 0, 0)

    def multiplier(self):
        s = self.s
        spring = bool(s.end and s.end.spring)
        return self.rules.multiplier(robs=s.robs, mingpai=s.shows, bombs=s.bombs,
                                     rockets=s.rockets, spring=spring, landlord=s.landlord)

    def last_play(self) -> tuple[int, Play] | None:
        return self.s.last

    # ---- what comes next ------------------------------------------------------------------

    def _next(self) -> tuple[str, int] | None:
        """(stage, seat) of the next decision, or None when an automatic event is due."""
        s = self.s
        if s.end or s.deal is None and ("show_start", 2) in s.asked:
            return None
        if s.bottom_taken and not all(s.hands):
            return None
        if s.deal is None:
            return "show_start", next(i for i in range(3) if ("show_start", i) not in s.asked)
        if s.landlord is None:
            shown = self.shown()
            for i in range(3):
                if ("show_deal", i) not in s.asked and i not in shown:
                    return "show_deal", i
            b = self._bidding()
            return ("bid", b.to_act) if not b.done else None
        if not s.bottom_taken:
            return None
        if ("show_bottom", s.landlord) not in s.asked and s.landlord not in self.shown():
            return "show_bottom", s.landlord
        for i in range(3):
            seat = (s.landlord + i) % 3
            if seat not in s.doubled:
                return "double", seat
        return "play", s.turn

    def _bidding(self):
        return self.rules.bid(self.s.bids, self.s.deal.first, self.s.shows)

    def current(self) -> Decision | None:
        """The decision the table waits for, whichever seat's."""
        nxt = self._next()
        if nxt is None:
            return None
        stage, seat = nxt
        yes_no = (Action(stage_kind(stage), value="yes"), Action(stage_kind(stage), value="no"))
        if stage in ("show_start", "show_deal", "show_bottom"):
            return Decision(seat, stage, yes_no)
        if stage == "bid":
            allowed = self._bidding().allowed
            return Decision(seat, stage, tuple(Action("bid", value=a) for a in allowed))
        if stage == "double":
            low = self.rules.double_blockers(seat, self.s.landlord, self.beans, self.threshold)
            if low:
                return Decision(seat, stage, (yes_no[1],), (("yes", self._no_double(seat, low)),))
            return Decision(seat, stage, yes_no)
        prev = self.s.last[1] if self.s.last else None
        hand = pattern(self.s.hands[seat])
        choices = self.rules.leads(hand) if prev is None else self.rules.responses(hand, prev)
        opts = tuple(Action("play", tuple(p), as_type=g.type)
                     for g in choices.groups for p in g.patterns)
        if prev is not None:
            opts += (Action("pass"),)
        refused = () if prev is not None else (("pass", Why(
            "首家出牌，不能不出", "the leader may not pass ([REC] §3.6)")),)
        return Decision(seat, "play", opts, refused, previous=prev)

    def _no_double(self, seat: int, low: tuple[int, ...]) -> Why:
        """Why ``seat`` may not 加倍, naming the seats (甲 乙 丙 / A B C) as the table does."""
        whose = ("三家" if seat == self.s.landlord else "自己和地主",
                 "all three players" if seat == self.s.landlord else "the farmer and the landlord")
        held = {lang: (", " if lang == "en" else "、").join(
            f"{seat_word(s, lang)}{' holds ' if lang == 'en' else '只有 '}{self.beans[s]}"
            for s in low) for lang in ("zh", "en")}
        return Why(f"欢乐豆不够，不能加倍：加倍要{whose[0]}的欢乐豆都超过 {self.threshold}；"
                   f"{held['zh']}",
                   f"not enough 欢乐豆 to 加倍: {whose[1]} must hold more than "
                   f"{self.threshold}; {held['en']}")

    # ---- acting ---------------------------------------------------------------------------


    def _auto_event(self) -> list[DDEvent]:
        s = self.s
        if s.deal is None:
            return self._push(self._dealt(s.deals))
        if s.landlord is None:  # the bidding is over: re-deal or a void hand
            if s.deals + 1 >= MAX_DEALS:
                return self._push(VOID)
            return self._push(Redeal(s.deals))
        if not all(s.hands):
            return self._push(self._ending())
        return self._push(Bottom(s.landlord, s.deal.bottom))

    def _do(self, d: Decision, a: Action) -> list[DDEvent]:
        if not isinstance(a, Action):
            raise NotAllowed(Why("不是一个选择", f"not an Action: {a!r:.60}"))
        if d.stage.startswith("show"):
            self._yes_no(a, "show")
            when = SHOW_WHEN[d.stage]
            return self._push(Show(d.seat, when, a.value == "yes", 17 if when == "deal" else 0))
        if d.stage == "bid":
            if a.kind != "bid":
                raise NotAllowed(Why("现在叫地主或抢地主", "now call, rob or pass"))
            return self._push(Bid(d.seat, a.value))
        if d.stage == "double":
            self._yes_no(a, "double")
            return self._push(Double(d.seat, a.value == "yes"))
        if a.kind == "pass":
            return self._push(PassTurn(d.seat))
        if a.kind != "play":
            raise NotAllowed(Why("现在出牌或不出", "now play cards or pass"))
        cards = tuple(a.tiles)
        if all(len(c) == 1 for c in cards):  # ranks only (a listed option): the seat's cards
            cards = pick(self.s.hands[d.seat], "".join(cards))
        play = self.reading(cards, a.as_type, self.s.last[1] if self.s.last else None)
        return self._push(PlayCards(d.seat, cards, play.type))  # the reading, resolved

    @staticmethod
    def _yes_no(a: Action, kind: str) -> None:
        if a.kind != kind or a.value not in ("yes", "no"):
            raise NotAllowed(Why("请选择是或否", f"answer {kind} yes or no, not {a!r:.60}"))

    def _push(self, e: DDEvent) -> list[DDEvent]:
        self._apply(e)
        out = [e]
        end = None if self.over else self._ending()
        if end is not None:
            self._apply(end)
            out.append(end)
        return out

    # ---- applying events (live and replayed alike) ------------------------------------------

    def _apply(self, e: DDEvent) -> None:
        s, nxt = self.s, self._next()
        if s.end is not None:
            raise NotAllowed(Why("这手牌已经结束", "the hand is over"))
        expect = nxt[0] if nxt else "auto"
        want = {DDeal: "auto", Redeal: "auto", Bottom: "auto", Show: "show", Bid: "bid",
                Double: "double", PlayCards: "play", PassTurn: "play", HandEnd: "auto"}
        kind = want.get(type(e))
        if kind is None:
            raise NotAllowed(f"not a 斗地主 event: {e!r:.60}")
        if not expect.startswith(kind) or nxt and getattr(e, "seat", nxt[1]) != nxt[1]:
            raise NotAllowed(Why("现在不该发生这个", f"{type(e).__name__} out of turn: "
                                 f"expected {expect}" + (f" by seat {nxt[1]}" if nxt else "")))
        getattr(self, "_on_" + type(e).__name__.lower())(e)
        self.events.append(e)

    def _on_ddeal(self, e: DDeal) -> None:
        if self.s.deal is not None:
            raise NotAllowed("already dealt")
        if e != self._dealt(self.s.deals):
            raise NotAllowed(f"deal {e.number} is not what seed {self.seed} deals"
                             + (" (nor the prepared deal)" if self.prepared else ""))
        self.s.deal, self.s.hands = e, [list(h) for h in e.hands]

    def _on_show(self, e: Show) -> None:
        stage = self._next()[0]
        if SHOW_WHEN.get(stage) != e.when:
            raise NotAllowed(f"明牌 {e.when!r} now? the table asks {stage}")
        self.s.asked.add((stage, e.seat))
        if e.shown:
            m = MingPai(e.seat, e.when, e.card)
            self.rules.multiplier(mingpai=[*self.s.shows, m], landlord=self.s.landlord)
            self.s.shows.append(m)

    def _on_bid(self, e: Bid) -> None:
        self.rules.bid([*self.s.bids, e.action], self.s.deal.first, self.s.shows)
        self.s.bids.append(e.action)
        b = self._bidding()
        if b.done and b.landlord is not None:
            self.s.landlord, self.s.robs = b.landlord, len(b.robbers)

    def _on_redeal(self, e: Redeal) -> None:
        if e.number != self.s.deals:
            raise NotAllowed(f"re-deal {e.number}, expected {self.s.deals}")
        self.s = _State(deals=self.s.deals + 1)

    def _on_bottom(self, e: Bottom) -> None:
        if e.cards != self.s.deal.bottom:
            raise NotAllowed(f"the 底牌 are {' '.join(self.s.deal.bottom)}, not {e.cards}")
        self.s.hands[e.seat] = sort_cards(self.s.hands[e.seat] + list(e.cards))
        self.s.bottom_taken, self.s.turn = True, e.seat

    def _on_double(self, e: Double) -> None:
        if e.doubled:
            self.rules.verify_double(e.seat, self.s.landlord, self.beans, self.threshold)
        self.s.doubled[e.seat] = e.doubled

    def _on_passturn(self, e: PassTurn) -> None:
        s = self.s
        if s.last is None:
            raise NotAllowed(Why("首家出牌，不能不出", "the leader may not pass ([REC] §3.6)"))
        s.passes += 1
        s.turn = (e.seat + 1) % 3
        if s.passes == 2:  # both others passed: the trick is over, its winner leads
            s.last, s.passes = None, 0

    def _on_playcards(self, e: PlayCards) -> None:
        s, hand = self.s, self.s.hands[e.seat]
        missing = [c for c in set(e.cards) if e.cards.count(c) > hand.count(c)]
        if not e.cards or missing:
            raise NotAllowed(Why(f"手里没有 {' '.join(missing)}" if missing else "没有选牌",
                                 f"not in the hand: {' '.join(missing)}" if missing else
                                 "no cards chosen"))
        play = self.reading(e.cards, e.as_type, s.last[1] if s.last else None)
        if play.type != e.as_type:  # a play records its reading, resolved (issue 32: '' crashed)
            raise NotAllowed(Why(f"出牌要写明牌型（as_type），不是 {e.as_type!r:.30}",
                                 f"a play names its reading (as_type), not {e.as_type!r:.30}"))
        for c in e.cards:
            hand.remove(c)
        s.bombs += play.type == "bomb"
        s.rockets += play.type == "rocket"
        s.played[e.seat] += 1
        s.last, s.passes, s.turn = (e.seat, play), 0, (e.seat + 1) % 3

    def _on_handend(self, e: HandEnd) -> None:
        s = self.s
        due = VOID if s.landlord is None and s.deals + 1 >= MAX_DEALS else self._ending()
        if e != due:
            raise NotAllowed(f"the hand does not end so: {e!r:.120}")
        self.s.end = e

    def reading(self, cards, as_type: str = "", prev: Play | None = None) -> Play:
        """The reading of ``cards`` played now: any on a lead (``as_type`` or the default), one
        that beats ``prev`` otherwise; NotAllowed with the reason (zh and en)."""
        cls = self.rules.classify(pattern(cards))
        if not cls.ok:
            raise NotAllowed(Why(f"{pattern(cards)} 不是一种牌型", f"{pattern(cards)} is no "
                                 "combination: " + "; ".join(w for _, w in cls.reasons[:3])))
        parses = [p for p in cls.parses if not as_type or p.type == as_type]
        if not parses:
            raise NotAllowed(Why(f"{pattern(cards)} 不能当作 {as_type}",
                                 f"{pattern(cards)} is not a {as_type}"))
        if prev is None:
            return parses[0]
        results = [self.rules.compare(p, prev) for p in parses]
        win = next((r for r in results if r.beats), None)
        if win is None:
            raise NotAllowed(Why(f"管不上{prev.zh} {prev.text}：", f"does not beat "
                                 f"{prev.text}: ") + results[0].reason)
        return win.play

    def _ending(self) -> HandEnd | None:
        """The end due now (someone played out), else None."""
        s = self.s
        out = [i for i in range(3) if s.bottom_taken and not s.hands[i]]
        if s.end or not out:
            return None
        winner, ll = out[0], s.landlord
        farmers_played = sum(s.played[i] for i in range(3) if i != ll)
        spring = "春天" if winner == ll and farmers_played == 0 else \
            "反春" if winner != ll and s.played[ll] == 1 else ""
        mult = self.rules.multiplier(robs=s.robs, mingpai=s.shows, bombs=s.bombs,
                                     rockets=s.rockets, spring=bool(spring), landlord=ll)
        doubled = [i for i, d in s.doubled.items() if d]
        st = self.rules.settle(ll, winner == ll, mult, doubled, self.per_point)
        return HandEnd(winner, winner == ll, spring, mult.total, st.deltas)


def check_prepared(deal: DDeal | None) -> DDeal | None:
    """A prepared first deal, checked: 17 cards each and 3 底牌, the 54 cards once each."""
    if deal is None:
        return None
    if not isinstance(deal, DDeal) or deal.number != 0 or deal.first not in (0, 1, 2):
        raise ValueError(f"a prepared deal is DDeal(0, hands, bottom, first 0-2), not {deal!r:.80}")
    cards = [c for h in deal.hands for c in h] + list(deal.bottom)
    sizes = [len(h) for h in deal.hands] + [len(deal.bottom)]
    if sizes != [17, 17, 17, 3] or sorted(cards) != sorted(FULL_DECK):
        extra = sorted((Counter(cards) - Counter(FULL_DECK)).elements())
        short = sorted((Counter(FULL_DECK) - Counter(cards)).elements())
        raise ValueError(f"a prepared deal holds 17, 17, 17 and 3 底牌 of the 54 cards once "
                         f"each; this one holds {sizes}, twice or unknown: {extra}, missing: "
                         f"{short}")
    return DDeal(0, tuple(tuple(sort_cards(h)) for h in deal.hands),
                 tuple(sort_cards(deal.bottom)), deal.first)


def prepare(hands: tuple[str, str, str], bottom: str, first: int = 0) -> DDeal:
    """A prepared deal from card text ('3s 3h 4d …' or ranks only, suits given in turn).

    >>> d = prepare(("BR2222AAAAKKKKQQQ", "33445566778899TTJ", "33445566778899TTJ"), "QJJ")
    >>> len(d.hands[0]), d.bottom
    (17, ('Jc', 'Jd', 'Qc'))
    """
    left = list(FULL_DECK)

    def take(text: str) -> tuple[str, ...]:
        out = []
        for c in (text.split() if " " in text else list(text)):
            card = c if c in left else next((x for x in left if x[0] == c[0]), c)
            if card in left:
                left.remove(card)
            out.append(card)
        return tuple(out)

    hs = tuple(take(h) for h in hands)
    return check_prepared(DDeal(0, hs, take(bottom), first))


def stage_kind(stage: str) -> str:
    return "show" if stage.startswith("show") else stage


def pick(hand: list[str], ranks: str) -> tuple[str, ...]:
    """Cards of the hand for a rank pattern ('3345'), lowest suits first; NotAllowed if short."""
    left, out = sort_cards(hand), []
    for r in ranks:
        c = next((c for c in left if c[0] == r), None)
        if c is None:
            raise NotAllowed(Why(f"手里没有足够的 {r}", f"the hand has too few {r}"))
        left.remove(c)
        out.append(c)
    return tuple(out)


def simulate(seed: int, **kw) -> DoudizhuGame:
    """A whole hand played by three automatic seats."""
    g = DoudizhuGame(seed, **kw)
    g.advance()
    return g


__all__ = ["Action", "Decision", "DoudizhuGame", "ReplayError", "deal_cards", "prepare", "simulate",
           "FULL_DECK", "MAX_DEALS"]
