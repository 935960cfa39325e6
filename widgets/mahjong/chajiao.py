"""查叫 at the end of a hand, asked directly: is a seat 花猪 or 下叫 (ready), and what would
查花猪 and 查大叫 charge — for 四川 血战到底, 四川 血流成河 and 大师游 血流成河 (issue 16,
"Let an explorer ask directly").

The answers come from the settlements' own code: :func:`end_status` asks the rules for their
End handling (``end_ledger``: :class:`~.sichuan.XuezhanSettlement`,
:class:`~.xueliu.XueliuSettlement`, :class:`~.xueliu.DashiyouSettlement`) on the hands given,
so what it says is what ``settle`` would pay at a 流局 (荒庄). The reading at the end that
every settlement shares (:func:`is_huazhu`, :func:`end_readiness`) is here too; the variants'
modules build on this one.

>>> from widgets import rules
>>> r = rules("sichuan-xuezhan")
>>> seat = r.end_seat("123m456m789m1p159s")
>>> seat.huazhu, seat.ready
(True, False)
>>> status = r.end_status({0: "1122334455667m", 1: "123m456m789m13p59p",
...                        2: "123m456m789m1p159s", 3: "123m456m789m11p23p"})
>>> [(p.payer, p.payee, p.paid, p.reason_zh) for p in status.ledger.payments]  # 下家 first
[(2, 3, 16, '查花猪'), (2, 0, 16, '查花猪'), (2, 1, 16, '查花猪'), (1, 3, 1, '查大叫'), \
(1, 0, 16, '查大叫')]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from ..engine.checks import need_type
from ..engine.events import End
from ..engine.ledger import Ledger
from ..engine.notation import Hand, format_hand
from ..engine.tiles import tile_name


class EndRules(Protocol):
    """What 查叫 reads of the rules (:class:`~.sichuan.SichuanXuezhan` and the 血流成河
    variants, whose modules build on this one): hands and their waits, readiness, the best
    multiplier of a ready hand, and the variant's own End handling (and what the 血流成河
    kong check reads, :class:`~.xueliu.XueliuMixin`)."""

    zh: ClassVar[str]
    winners_stay: ClassVar[bool]  # 血流成河: winners play on (MahjongRules declares it)

    def hand(self, hand: Hand | str) -> Hand: ...
    def validate(self, hand: Hand | str, seen: Iterable[int] = ()) -> Hand: ...
    def waits(self, hand: Hand | str, seen: Iterable[int] = (), situation: Any = None,
              scores: bool = False) -> Sequence[Any]: ...
    def is_ready(self, hand: Hand | str, situation: Any = None, **how: Any) -> bool: ...
    def max_multiplier(self, hand: Hand | str) -> int: ...
    def end_ledger(self, end: End, won: Iterable[int] = (),
                   balances: Mapping[int, int] | None = None) -> Ledger: ...


def end_seats_out(end: Any, won: Any) -> list[int]:
    """The seats in ``won`` for a variant's ``end_ledger``: TypeError unless ``end`` is an
    :class:`~widgets.engine.events.End` and ``won`` a list, ValueError for a seat not 0-3
    (the End's own hands are checked by the settlement's End handling)."""
    need_type(end, End, "end", "an End event (its reason and the hands of the seats still in)")
    if isinstance(won, str | bytes) or not isinstance(won, Iterable):
        raise TypeError(f"won is a list of seats 0-3, not {type(won).__name__} {won!r:.40}")
    won = list(won)
    if any(type(s) is not int or s not in range(4) for s in won):
        raise ValueError(f"won lists seats 0-3 that have won, not {won!r:.60}")
    return won


def is_huazhu(hand: Hand) -> bool:
    """花猪: the hand holds tiles of all three suits (t // 9: 0 万, 1 筒, 2 条), melds
    included (P-S12; seed 000: "手上拿着三种花色的牌的玩家成为花猪", seed 002 花豬)."""
    return {t // 9 for t in hand.all_tiles()} == {0, 1, 2}


def end_readiness(rules: EndRules, hands: Mapping[int, Hand]
                  ) -> tuple[list[int], dict[int, int]]:
    """At the end of a hand: the seats that are 花猪, and each ready (下叫) seat that is not
    one with its best multiplier (R-S8, :meth:`~.sichuan.SichuanXuezhan.max_multiplier`). The
    one reading both settlements and :func:`end_seat` use."""
    pigs = [s for s in sorted(hands) if is_huazhu(hands[s])]
    ready = {s: rules.max_multiplier(hands[s]) for s in sorted(hands)
             if s not in pigs and rules.is_ready(hands[s])}
    return pigs, ready


@dataclass(frozen=True)
class EndSeat:
    """One seat at the end: ``huazhu`` (花猪: three suits), ``ready`` (下叫/听牌, never for
    a 花猪 — "花猪除外"), ``best`` the multiplier (四川) or 番 (大师游) 查叫 charges for it
    (0: not ready), and its live ``waits``."""

    seat: int
    hand: str
    huazhu: bool
    ready: bool
    best: int
    waits: tuple[str, ...]


@dataclass(frozen=True)
class EndStatus:
    """Every seat's :class:`EndSeat` and the :class:`~widgets.engine.ledger.Ledger` of what
    查花猪 and 查大叫 (大师游: 查叫, 花猪 2×) charge at a 流局; kong refunds are not in it (no
    kongs were paid)."""

    seats: tuple[EndSeat, ...]
    ledger: Ledger

    def seat(self, seat: int) -> EndSeat:
        return next(s for s in self.seats if s.seat == seat)


def end_seat(rules: EndRules, hand: Hand | str, seat: int = 0) -> EndSeat:
    """Is this 13-tile hand 花猪, ready (下叫), and for how much (R-S8)?"""
    hand = _end_hand(rules, seat, hand)
    pigs, ready = end_readiness(rules, {seat: hand})
    waits = tuple(tile_name(w.tile) for w in rules.waits(hand) if not w.dead)
    return EndSeat(seat, format_hand(hand), is_huazhu(hand), seat in ready, ready.get(seat, 0),
                   waits)


def _end_hand(rules: EndRules, seat: int, hand: Hand | str) -> Hand:
    hand = rules.validate(hand)
    if hand.size != 13 or hand.winning is not None:
        raise ValueError(f"seat {seat}'s hand {format_hand(hand)!r} has {hand.size} tiles; a "
                         "hand at the end has 13 (a kong counting 3) and no winning tile")
    return hand


def end_status(rules: EndRules, hands: Mapping[int, Hand | str], won: Iterable[int] = (),
               balances: Mapping[int, int] | None = None) -> EndStatus:
    """The end of a hand that ran out of tiles (流局): ``hands`` maps each seat still playing
    (血战: those who have not won, listed in ``won``; 血流: all four) to its 13-tile hand."""
    if not isinstance(hands, Mapping) or any(type(s) is not int or s not in range(4)
                                             for s in hands):
        raise ValueError(f"hands maps seats 0-3 to hands, not {hands!r}")
    won = list(won)
    if any(type(s) is not int or s not in range(4) for s in won) or set(won) & set(hands):
        raise ValueError(f"won lists seats 0-3 that have won and have no hand here, not {won!r}")
    if rules.winners_stay and won:
        raise ValueError(f"in {rules.zh} winners play on to the end: give their hands, not won")
    need = set(range(4)) - set(won)
    if set(hands) != need:
        raise ValueError(f"hands are needed for exactly the seats still playing {sorted(need)}, "
                         f"not {sorted(hands)}")
    parsed = {s: _end_hand(rules, s, h) for s, h in sorted(hands.items())}
    end = End("wall", {s: format_hand(h) for s, h in parsed.items()})
    ledger = rules.end_ledger(end, won, balances)  # the variant's own End handling
    seats = tuple(end_seat(rules, h, s) for s, h in parsed.items())
    return EndStatus(seats, ledger)
