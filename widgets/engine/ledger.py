"""Payments between seats, with 破产 (bankruptcy), and the ledger a settlement returns.

A :class:`Book` keeps the running balances while a variant's ``settle`` walks the events and
records each :class:`Payment`; :meth:`Book.ledger` freezes the result into a :class:`Ledger`.

破产 (seed 000, Sichuan): "牌局中对手若破产，系统则只扣除其所有金币，多出部分不予计算" — with
starting balances, a payer pays at most what they have; the rest is not paid. Without
balances nobody is limited. When one payer owes several payees at once (一炮多响, 查大叫,
查花猪, refunds) the order is an option (P-S2): 'turn' pays the payees in turn order from the
payer (下家 first) until the money runs out; 'proportional' shares what is left pro rata.

>>> book = Book({0: 100, 1: 5, 2: 100, 3: 100})
>>> why = Reason("点炮", "discard win", "")
>>> [p.paid for p in book.pay_many(1, [(2, 4, 0), (3, 4, 0)], why)]
[4, 1]
>>> book.ledger().final
{0: 100, 1: 0, 2: 104, 3: 101}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any, NamedTuple

SYSTEM = -1  # the payee of money the system keeps (a refund owed by a player who left)
ORDERS = ("turn", "proportional")


class Reason(NamedTuple):
    """Why a payment is made: Chinese and English text, and the ruling id ('' = the seed)."""

    zh: str
    en: str
    ruling: str = ""


@dataclass(frozen=True)
class Payment:
    """``payer`` owed ``owed`` coins to ``payee`` and paid ``paid`` (less only when bankrupt),
    because of event number ``event`` (its index in the event list)."""

    payer: int
    payee: int
    owed: int
    paid: int
    reason_zh: str
    reason_en: str
    ruling: str
    event: int


def seat_name(seat: int) -> str:
    """'P0'…'P3', or '系统 system' for :data:`SYSTEM`."""
    return "系统 system" if seat == SYSTEM else f"P{seat}"


SEAT_ZH = ("东家", "南家", "西家", "北家")  # the seats' winds in the first dealer's order


def seat_zh(seat: int) -> str:
    """A seat as a Chinese note names it: 东家…北家, or 系统."""
    return "系统" if seat == SYSTEM else SEAT_ZH[seat]


def share(available: int | None, owed: Sequence[int], order: str = "turn") -> list[int]:
    """What each payee gets when one payer with ``available`` coins (None: unlimited) owes
    ``owed`` (listed in turn order from the payer). P-S2: 'turn' pays in that order;
    'proportional' pays pro rata in whole coins, the remainder one coin each to the earliest.

    >>> share(10, [8, 8], "turn"), share(10, [8, 8], "proportional")
    ([8, 2], [5, 5])
    >>> share(7, [6, 3, 3], "proportional")   # 7×6/12 = 3.5, 7×3/12 = 1.75 → 3 1 1, +2 left
    [4, 2, 1]
    >>> share(None, [8, 8])
    [8, 8]
    """
    if order not in ORDERS:
        raise ValueError(f"pay order is one of {ORDERS}, not {order!r}")
    total = sum(owed)
    if available is None or available >= total:
        return list(owed)
    if order == "turn":
        out, left = [], available
        for o in owed:
            out.append(min(o, left))
            left -= out[-1]
        return out
    out = [available * o // total for o in owed]
    left = available - sum(out)
    for i, o in enumerate(owed):  # each floor is < its due, so one more coin still fits
        if left and o:
            out[i] += 1
            left -= 1
    return out


class Book:
    """Running balances and the payments so far.

    ``balances`` maps every seat to its starting coins (None: nobody is limited); ``order``
    is 'turn' or 'proportional' (P-S2); ``seats`` is the number of players.
    """

    def __init__(self, balances: Mapping[int, int] | None = None, order: str = "turn",
                 seats: int = 4):
        if order not in ORDERS:
            raise ValueError(f"pay order is one of {ORDERS}, not {order!r}")
        self.seats, self.order = seats, order
        self.start: dict[int, int] | None = None
        if balances is not None:
            if not isinstance(balances, Mapping):
                raise TypeError(f"balances map each seat 0-{seats - 1} to coins >= 0, not "
                                f"{type(balances).__name__} {balances!r:.40}")
            bad = {k: v for k, v in balances.items() if type(v) is not int or v < 0}
            if set(balances) != set(range(seats)) or bad:
                raise ValueError(f"balances map each seat 0-{seats - 1} to coins >= 0, not "
                                 f"{dict(balances)!r}")
            self.start = dict(sorted(balances.items()))
        self.balance = dict(self.start) if self.start is not None else None
        self.payments: list[Payment] = []

    def pay(self, payer: int, payee: int, owed: int, reason: Reason, event: int) -> Payment:
        """One payment, limited by what the payer has (破产). Nothing owed (a stake of 0)
        is no payment: the returned zero Payment is not booked."""
        if owed <= 0:
            return Payment(payer, payee, owed, 0, reason.zh, reason.en, reason.ruling, event)
        return self.pay_many(payer, [(payee, owed, event)], reason)[0]

    def pay_many(self, payer: int, dues: Sequence[tuple[int, int, int]], reason: Reason
                 ) -> list[Payment]:
        """``payer`` owes several payees at once: ``dues`` are (payee, owed, event). The
        payees are served in turn order from the payer (the system last), split by the
        book's order when the payer cannot pay them all (P-S2). Zero dues are skipped."""
        dues = sorted((d for d in dues if d[1] > 0),
                      key=lambda d: (d[0] - payer) % self.seats if d[0] != SYSTEM else self.seats)
        have = None if self.balance is None else self.balance[payer]
        paid = share(have, [owed for _, owed, _ in dues], self.order)
        out = []
        for (payee, owed, event), coins in zip(dues, paid, strict=True):
            if self.balance is not None:
                self.balance[payer] -= coins
                if payee != SYSTEM:
                    self.balance[payee] += coins
            out.append(Payment(payer, payee, owed, coins, reason.zh, reason.en, reason.ruling,
                               event))
        self.payments += out
        return out

    def ledger(self, next_dealer: int | None = None, notes: Sequence[str] = ()) -> Ledger:
        """The frozen result."""
        net = {s: 0 for s in range(self.seats)}
        for p in self.payments:
            net[p.payer] -= p.paid
            net[p.payee] = net.get(p.payee, 0) + p.paid
        final = dict(self.balance) if self.balance is not None else None
        return Ledger(tuple(self.payments), self.start, final, net, next_dealer, tuple(notes))


@dataclass(frozen=True)
class Ledger:
    """The payments of a hand, the balances before and after (None: unlimited), the net
    gain of each seat (with :data:`SYSTEM` when it kept anything; the nets sum to zero),
    the next dealer and notes for the learner."""

    payments: tuple[Payment, ...]
    start: dict[int, int] | None
    final: dict[int, int] | None
    net: dict[int, int]
    next_dealer: int | None = None
    notes: tuple[str, ...] = ()

    def rows(self) -> list[dict[str, Any]]:
        """One plain dict per payment, for a table widget."""
        return [asdict(p) for p in self.payments]

    def table(self) -> str:
        """The ledger as readable text (reasons last, so CJK widths cannot skew columns); the
        event column counts from 1, as the table's steps do."""
        lines = [f"{'event':>5}  {'payer':>5} → {'payee':<14}{'owed':>6}{'paid':>6}  reason"]
        for p in self.payments:
            short = f"  (破产: {p.owed - p.paid} unpaid)" if p.paid < p.owed else ""
            ruling = f" [{p.ruling}]" if p.ruling else ""
            lines.append(f"{p.event + 1:>5}  {seat_name(p.payer):>5} → {seat_name(p.payee):<14}"
                         f"{p.owed:>6}{p.paid:>6}  {p.reason_zh} {p.reason_en}{ruling}{short}")
        lines.append("net: " + "  ".join(f"{seat_name(s)} {v:+d}" for s, v in self.net.items()))
        if self.final is not None:
            lines.append("final: " + "  ".join(f"{seat_name(s)} {v}"
                                               for s, v in self.final.items()))
        if self.next_dealer is not None:
            lines.append(f"next dealer 庄: {seat_name(self.next_dealer)}")
        lines += [f"note: {n}" for n in self.notes]
        return "\n".join(lines)

    __str__ = table
