"""欢乐三张 betting: the record of a hand's bets (:class:`Betting`, its :class:`BetStep` lines
and the :class:`Choice` of the seat to act) and the table that replays them, explaining every
amount (暗注 b counts as 明注 2b, A9; the 比牌 fee; the caps; the pot).
:meth:`Sanzhang.betting <widgets.cards.sanzhang.Sanzhang.betting>` is the entry;
:mod:`widgets.cards.sanzhang` re-exports every name here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Protocol

from ..engine.why import Why
from .cards import NotAllowed


class BettingRules(Protocol):
    """What the betting table reads of the rules (:class:`~widgets.cards.sanzhang.Sanzhang`):
    its options and its 比牌. Named here so this module needs nothing from the rules module,
    which builds on it."""

    options: Any

    def compare(self, challenger: Any, defender: Any) -> Any: ...

SEED_SHOWN = ("只剩兩位玩家時，如果是比牌決定勝負的，則所有玩家（包括旁觀者）都可以看見此二人的"
              "底牌。如果是一方放棄的情況，則仍不可見。")
SEED_CAP_FEE = "當達到手數封頂時，玩家將只可以與其他玩家比牌（比牌時仍要支付比牌費用）"

# the notes of the betting record, in zh and en (a Why: the English is the str)
FOLDS = Why("弃牌：已经下的筹码留在锅底", "弃牌: loses what is in the pot")
TAKES_POT = Why("最后留下的一家赢得锅底", "the last player in takes the pot (锅底)")
DENOM = {False: Why("暗注", "blind (暗注)"), True: Why("明注", "seen (明注)")}


def out_of_hand(seat: int) -> Why:
    return Why(f"；座位 {seat} 出局", f"; seat {seat} is out")


_ACTIONS = {"look": "look", "看牌": "look", "call": "call", "跟注": "call", "跟": "call",
            "raise": "raise", "加注": "raise", "fold": "fold", "弃牌": "fold", "棄牌": "fold",
            "compare": "compare", "比牌": "compare"}


# P-IN5: an amount a player can bet: at most 9 digits before and 6 after the point, or a
# fraction a/b (so "raise 1e9999999" is refused at once instead of computed)
_AMOUNT = re.compile(r"[0-9]{1,9}(?:\.[0-9]{1,6})?|[0-9]{1,9}/0*[1-9][0-9]{0,8}")


def chips(x: Fraction | int) -> str:
    """'5', '2.5', '1/3'."""
    x = Fraction(x)
    if x.denominator == 1:
        return str(x.numerator)
    if (x * 2).denominator == 1:
        return f"{float(x):g}"
    return str(x)


@dataclass(frozen=True)
class BetStep:
    """One action: who, what, what it cost and why."""

    seat: int
    action: str
    paid: Fraction
    note: str
    round: int


@dataclass(frozen=True)
class Choice:
    """One action the seat to act may take now: the word to replay it (``compare 2``), what it
    costs (``raise``: the amount must exceed ``cost``; ``most`` is the 单注封顶 or None) and
    why."""

    action: str
    cost: Fraction
    note: str
    most: Fraction | None = None


@dataclass(frozen=True)
class Betting:
    """A hand's bets so far: the steps, the pot (锅底), what each seat put in, who is still in,
    and whose turn it is (None when the hand is over; then ``winner`` takes the pot)."""

    players: int
    steps: tuple[BetStep, ...]
    pot: Fraction
    paid: tuple[Fraction, ...]
    seen: tuple[bool, ...]
    active: tuple[bool, ...]
    bets: tuple[int, ...]
    stake: Fraction  # the current single bet, as a blind (暗注) amount
    to_act: int | None
    round: int
    winner: int | None = None
    revealed: tuple[tuple[int, int], ...] = field(default=())  # who saw whose hand (seed 一)
    shown_to_all: tuple[int, ...] = ()  # hands everyone sees, spectators too (P-SZ1)
    allowed: tuple[Choice, ...] = ()  # what ``to_act`` may do now, with the cost

    def call_cost(self, seat: int) -> Fraction:
        """What ``seat`` pays to call now: the blind stake, or twice it once seen (A9)."""
        return self.stake * (2 if self.seen[seat] else 1)

    def compare_cost(self, seat: int) -> Fraction:
        """The 比牌 fee ``seat`` pays now: twice its call (seed: 比牌費用等于當前單注的兩倍; A9)."""
        return 2 * self.call_cost(seat)

    def net(self) -> tuple[Fraction, ...]:
        """Each seat's result once the hand is over: the winner gains the pot less his part."""
        if self.winner is None:
            raise NotAllowed("the hand is not over")
        return tuple((self.pot if s == self.winner else 0) - self.paid[s]
                     for s in range(self.players))


class BettingTable:
    """The mutable state behind :meth:`Sanzhang.betting` (never leaves the rules)."""

    def __init__(self, rules: BettingRules, players: int, ante: int, single_cap: int,
                 hand_cap: int, hands: list[Any] | None):
        self.rules, self.n, self.hands = rules, players, hands
        self.single_cap, self.hand_cap = single_cap, hand_cap
        self.paid = [Fraction(ante)] * players
        self.seen = [False] * players
        self.active = [True] * players
        self.bets = [0] * players
        self.stake = Fraction(ante)
        self.turn: int | None = 0
        self.round = 1
        self.winner: int | None = None
        self.revealed: list[tuple[int, int]] = []
        self.shown_to_all: tuple[int, ...] = ()
        self.steps = [BetStep(s, "ante", Fraction(ante), Why(f"底注 {ante}", f"底注 {ante}"), 0)
                      for s in range(players)]

    def record(self) -> Betting:
        return Betting(self.n, tuple(self.steps), sum(self.paid, Fraction(0)), tuple(self.paid),
                       tuple(self.seen), tuple(self.active), tuple(self.bets), self.stake,
                       self.turn, self.round, self.winner, tuple(self.revealed),
                       tuple(self.shown_to_all), self.choices())

    def choices(self) -> tuple[Choice, ...]:
        """What the seat to act may do now (nothing once the hand is over): the refusals of
        :meth:`act` turned into a list."""
        seat = self.turn
        if seat is None:
            return ()
        unit = 2 if self.seen[seat] else 1
        call = self.stake * unit
        at_cap = bool(self.hand_cap) and self.bets[seat] >= self.hand_cap
        out = [Choice("look", Fraction(0), Why("看牌：从此下注加倍（A9）",
                                               "看牌: from now on bets count double (A9)"))] \
            if not self.seen[seat] else []
        if not at_cap:
            out.append(Choice("call", call, Why(f"跟注 {chips(call)}", f"跟注 {chips(call)}")))
            most = Fraction(self.single_cap, 2 // unit) if self.single_cap else None
            if most is None or most > call:
                out.append(Choice("raise", call, Why(
                    f"加注：多于 {chips(call)}"
                    + (f"，最多 {chips(most)}（单注封顶）" if most else ""),
                    f"加注: more than {chips(call)}"
                    + (f", at most {chips(most)} (单注封顶)" if most else "")), most))
        if not at_cap or self.rules.options.fold_at_cap:
            out.append(Choice("fold", Fraction(0), FOLDS))
        live = [s for s in range(self.n) if self.active[s] and s != seat]
        if len(live) == 1 or self.round >= self.rules.options.compare_from_round:
            fee = 2 * call
            out += [Choice(f"compare {s}", fee, Why(
                f"和座位 {s} 比牌：比牌费 2 × {chips(call)} = {chips(fee)}"
                + ("（到了手数封顶，只能比牌，A21）" if at_cap else ""),
                f"比牌 with seat {s}: fee 2 × {chips(call)} = {chips(fee)}"
                + (" (手数封顶: 比牌 only, A21)" if at_cap else ""))) for s in live]
        return tuple(out)

    def step(self, seat: int, action: str, paid: Fraction, note: str) -> None:
        self.paid[seat] += paid
        self.steps.append(BetStep(seat, action, paid, note, self.round))

    def act(self, word: str) -> None:
        parts = word.split()
        kind = _ACTIONS.get(parts[0].lower()) if parts else None
        if kind is None:
            raise NotAllowed(f"unknown action {word!r}; actions: look [seat], call, raise X, "
                             "fold, compare S [win|lose]")
        if self.turn is None:
            raise NotAllowed(f"the hand is over (seat {self.winner} won); {word!r} comes too "
                             "late")
        seat = self.turn
        if kind == "look":
            who = self._seat(parts[1]) if len(parts) > 1 else seat
            if not self.active[who]:
                raise NotAllowed(f"seat {who} is out of the hand")
            if self.seen[who]:
                raise NotAllowed(f"seat {who} has already looked")
            self.seen[who] = True
            self.steps.append(BetStep(who, "look", Fraction(0), Why(
                "看牌：三张一起看；从此这一家下明注，加倍（A9）",
                "看牌: all three cards at once; from now on this seat bets seen (明注), double "
                "(A9)"), self.round))
            return
        at_cap = bool(self.hand_cap) and self.bets[seat] >= self.hand_cap
        if at_cap and kind in ("call", "raise"):
            raise NotAllowed(f"seat {seat} has made {self.bets[seat]} bets, the 手数封顶: only "
                             "比牌" + (" or fold" if self.rules.options.fold_at_cap else "")
                             + " remain (seed 手數封頂)", "A21")
        if at_cap and kind == "fold" and not self.rules.options.fold_at_cap:
            raise NotAllowed(f"seat {seat} is at the 手数封顶 and may only 比牌", "A21")
        unit = 2 if self.seen[seat] else 1
        denom = DENOM[self.seen[seat]]
        if kind == "call":
            cost = self.stake * unit
            why = Why(f"跟注 {chips(cost)}：单注是暗注 {chips(self.stake)}，看过牌的人加倍（A9）",
                      f"跟注 {chips(cost)}: the blind stake {chips(self.stake)} counts double "
                      "for a seen player (A9)") if self.seen[seat] else \
                Why(f"跟注 {chips(cost)}（暗注）", f"跟注 {chips(cost)} blind (暗注)")
            self.bets[seat] += 1
            self.step(seat, "call", cost, why)
        elif kind == "raise":
            if len(parts) < 2:
                raise NotAllowed("raise needs an amount: raise X")
            if not _AMOUNT.fullmatch(parts[1]) or not Fraction(parts[1]):
                raise NotAllowed(f"raise: {parts[1][:40]!r} is not an amount (a number above 0 "
                                 "of at most 9 digits, e.g. 4, 2.5 or 5/2)")
            amount = Fraction(parts[1])
            new_stake = amount / unit
            if new_stake <= self.stake:
                raise NotAllowed(f"加注 must exceed the current bet: {chips(self.stake * unit)} "
                                 f"{denom}, not {chips(amount)} (seed: 加入比上家上手單注更多的"
                                 "籌碼)")
            if self.single_cap and amount * (2 // unit) > self.single_cap:
                cap = Fraction(self.single_cap, 2 // unit)
                raise NotAllowed(f"单注封顶 is {self.single_cap} seen, so {chips(cap)} {denom}; "
                                 f"{chips(amount)} is over it ([REC] §5.6)")
            self.stake = new_stake
            self.bets[seat] += 1
            self.step(seat, "raise", amount, Why(
                f"加注到 {chips(amount)}（{denom.zh}）：单注现在是暗注 {chips(new_stake)}，合明注 "
                f"{chips(new_stake * 2)}（A9）",
                f"加注 to {chips(amount)} {denom}: the single bet is now {chips(new_stake)} "
                f"blind = {chips(new_stake * 2)} seen (A9)"))
        elif kind == "fold":
            self.active[seat] = False
            self.step(seat, "fold", Fraction(0), FOLDS)
        else:
            self._compare(seat, parts, unit, denom)
        self._advance(seat)

    def _seat(self, word: str) -> int:
        if not (word.isascii() and word.isdigit()) or len(word) > 2 or not 0 <= int(word) < self.n:
            raise NotAllowed(f"{word[:40]!r} is not a seat (0 … {self.n - 1})")
        return int(word)

    def _compare(self, seat: int, parts: list[str], unit: int, denom: Why) -> None:
        if len(parts) < 2:
            raise NotAllowed("compare needs the other seat: compare S")
        other = self._seat(parts[1])
        if other == seat or not self.active[other]:
            raise NotAllowed(f"seat {other} is not another player still in the hand")
        left = sum(self.active)
        if left > 2 and self.round < self.rules.options.compare_from_round:
            raise NotAllowed(f"with {left} players in, 比牌 opens in round "
                             f"{self.rules.options.compare_from_round} ([REC] §5.6; with two "
                             "left, any round)")
        fee = 2 * self.stake * unit
        if len(parts) > 2:
            if parts[2].lower() not in ("win", "lose"):
                raise NotAllowed(f"compare's result is win or lose, not {parts[2]!r}")
            wins = parts[2].lower() == "win"
            why = Why(f"设定：座位 {seat} {'赢' if wins else '输'}",
                      f"given: seat {seat} {'wins' if wins else 'loses'}")
        elif self.hands is not None:
            show = self.rules.compare(self.hands[seat], self.hands[other])
            wins = show.winner == "challenger"
            why = show.reason
        else:
            raise NotAllowed("compare needs a result (compare S win|lose) or the hands")
        loser = other if wins else seat
        self.active[loser] = False
        self.revealed += [(seat, other), (other, seat)]
        call = chips(self.stake * unit)
        self.step(seat, "compare", fee, Why(
            f"和座位 {other} 比牌：比牌费 2 × 跟注 {call}（{denom.zh}）= {chips(fee)}"
            "（原文；A9）；",
            f"比牌 with seat {other}: fee 2 × the call {call} {denom} = {chips(fee)} (seed; A9); ")
            + why + out_of_hand(loser) + self._last_two(seat, other, left))

    def _last_two(self, seat: int, other: int, left: int) -> Why:
        """A 比牌 between the last two shows both hands to everyone, spectators too (P-SZ1);
        the note that says so ('' otherwise)."""
        if left != 2:
            return Why("", "")
        a, b = self.shown_to_all = (min(seat, other), max(seat, other))
        return Why(f"；最后两家由比牌决出：所有人（包括旁观者）都看得见座位 {a} 和座位 {b} 的牌"
                   f"（原文：{SEED_SHOWN[:13]}…；P-SZ1）",
                   f"; the last two were decided by 比牌: everyone, spectators too, sees the "
                   f"hands of seats {a} and {b} (seed: {SEED_SHOWN[:13]}…; P-SZ1)")

    def _advance(self, seat: int) -> None:
        live = [s for s in range(self.n) if self.active[s]]
        if len(live) == 1:
            self.turn, self.winner = None, live[0]
            self.steps.append(BetStep(live[0], "win", Fraction(0), TAKES_POT, self.round))
            return
        nxt = next(s for s in [*range(seat + 1, self.n), *range(seat + 1)] if self.active[s])
        if nxt <= seat:
            self.round += 1
        self.turn = nxt
        if self.hand_cap and all(self.bets[s] >= self.hand_cap for s in live) \
                and self.hands is not None:
            self._showdown(live)

    def _showdown(self, live: list[int]) -> None:
        """Everyone is at the 手数封顶: compare in turn order, challenger first ([REC] §5.6)."""
        order = [s for s in [*range(self.turn or 0, self.n), *range(self.turn or 0)]
                 if s in live]
        holder = order[0]
        for other in order[1:]:
            assert self.hands is not None
            left = sum(self.active)
            show = self.rules.compare(self.hands[holder], self.hands[other])
            loser = other if show.winner == "challenger" else holder
            self.active[loser] = False
            self.revealed += [(holder, other), (other, holder)]
            call = self.stake * (2 if self.seen[holder] else 1)
            self.step(holder, "compare", 2 * call, Why(
                f"到了手数封顶：座位 {holder} 和座位 {other} 比牌，付比牌费 2 × {chips(call)} = "
                f"{chips(2 * call)}（原文：比牌時仍要支付比牌費用；A21）：",
                f"round limit: seat {holder} against seat {other}, paying the 比牌 fee 2 × "
                f"{chips(call)} = {chips(2 * call)} (seed: 比牌時仍要支付比牌費用; A21): ")
                + show.reason + out_of_hand(loser) + Why("（[REC] §5.6）", " ([REC] §5.6)")
                + self._last_two(holder, other, left))
            holder = other if loser == holder else holder
        self.turn, self.winner = None, holder
        self.steps.append(BetStep(holder, "win", Fraction(0), TAKES_POT, self.round))
