"""武汉麻将's settlement: a hand's events → its ledger (R-W10, R-W11; one winner per hand)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...engine.events import Claim, Deal, Discard, End, Event, Kong, Win
from ...engine.history import cannot_win, check_discard_win, win_history
from ...engine.ledger import Book, Ledger, Reason
from ...engine.rules import MahjongRules
from ...engine.tiles import parse_tile
from ...engine.why import Why
from .fans import RED

RED_CLAIM = Why("红中谁都不能要：它要打出去当红中杠（种子：不能吃碰杠红中）",
                "红中 can never be claimed: it is played out as a 红中杠 (seed: 不能吃碰杠红中)")

# ---- settlement: events → ledger (R-W11) -------------------------------------------------

WHY: dict[str, Reason] = {
    "dianpao": Reason("放冲", "discard win: the discarder pays the winner's total", "R-W11"),
    "zimo": Reason("自摸", "self-drawn win: each of the three others pays the total", "R-W11"),
    "qianggang": Reason("抢杠胡", "robbed kong: the robbed player pays all three shares "
                        "(被抢杠人承担三家费用)", "R-W11"),
}


class WuhanSettlement:
    """One walk through the events of a Wuhan hand.

    * A Win pays ``stake`` × its score total (R-W11): on a discard the discarder pays; self-
      drawn, each of the three others pays; robbing a kong (``robbing_kong``; ``from_seat``
      is the robbed player) the robbed player pays all three shares, 3 × the total
      ("被抢杠人承担三家费用"). Kongs pay nothing by themselves: they multiply the win.
    * One winner per hand ("不存在一炮多响"): the hand ends at its Win.
    * A robbed 蓄杠 never happened (as P-S11 for Sichuan): record only the Win; a Kong of
      that tile by the robbed seat right before it is refused, and a 冲杠 or 暗杠 cannot be
      robbed at all.
    * Checks: 红中 is never claimed; a discard win is on the last Discard.
    * Next dealer (R-W10): the dealer stays after a dealer win or a 荒庄 (End 'wall' without a
      win); after another player's win the deal passes to the dealer's 下家. The dealer is
      the ``dealer`` argument, else the seat whose Deal holds 14 tiles.

    ``rules`` is the :class:`~widgets.mahjong.wuhan.variant.Wuhan` rules (whose module builds
    on this one): what it reads is every variant's (``score``, ``hand``, ``unrobbable``) and
    the ``stake`` option.
    """

    def __init__(self, rules: MahjongRules, balances: Mapping[int, int] | None = None,
                 dealer: int | None = None):
        self.rules, self.stake = rules, rules.options.stake
        self.book = Book(balances)
        self.dealer = dealer
        self.winner: int | None = None
        self.last: Event | None = None
        self.last_discard: Discard | None = None
        self.notes: list[str] = []

    def run(self, events: Sequence[Event]) -> Ledger:
        self.events = events = list(events)
        for i, e in enumerate(events):
            if self.winner is not None and not isinstance(e, End):
                raise ValueError(Why(f"第 {i + 1} 步（{e.type}）：这一局已经以 P{self.winner} 胡牌"
                                     "结束（只有一家胡：不存在一炮多响）",
                                     f"event {i + 1} ({e.type}): the hand ended with "
                                     f"P{self.winner}'s win (one winner only: 不存在一炮多响)"))
            getattr(self, "on_" + e.type, lambda i, e: None)(i, e)
            self.last = e
        return self.book.ledger(self.next_dealer(), self.notes)

    def next_dealer(self) -> int | None:
        if self.dealer is None:
            return None
        if self.winner is None or self.winner == self.dealer:
            return self.dealer  # "庄家胡牌或者流局(荒庄)则继续坐庄"
        return (self.dealer + 1) % 4  # R-W10: to the dealer's 下家

    def on_deal(self, i: int, e: Deal) -> None:
        if self.dealer is None and self.rules.hand(e.hand).size == 14:
            self.dealer = e.seat

    def on_discard(self, i: int, e: Discard) -> None:
        self.last_discard = e

    def on_claim(self, i: int, e: Claim) -> None:
        if parse_tile(e.tile) == RED:
            raise ValueError(Why(f"第 {i + 1} 步（claim）：", f"event {i + 1} (claim): ")
                             + RED_CLAIM)

    def on_end(self, i: int, e: End) -> None:
        if self.winner is None:
            self.notes.append(Why("荒庄：谁也没胡；谁也不付，庄家不变（R-W13）",
                                  "荒庄: nobody won; nobody pays and the dealer stays (R-W13)"))

    def on_win(self, i: int, e: Win) -> None:
        # every history flag from the events, a claimed one that disagrees refused (P-H1)
        situation = win_history(self.events, i, dealer=self.dealer,
                                unrobbable=self.rules.unrobbable()).situation
        try:
            total = self.rules.score(e.hand, situation).total
        except ValueError as err:
            raise cannot_win(i, e.hand, err) from None
        due = total * self.stake
        if e.from_seat is None:
            for payer in range(4):
                if payer != e.seat:
                    self.book.pay(payer, e.seat, due, WHY["zimo"], i)
        elif situation.robbing_kong:
            self.robbed_check(i, e)
            self.book.pay(e.from_seat, e.seat, 3 * due, WHY["qianggang"], i)
        else:
            d = self.last_discard
            check_discard_win(i, e, None if d is None else (d.seat, d.tile))
            self.book.pay(e.from_seat, e.seat, due, WHY["dianpao"], i)
        self.winner = e.seat

    def robbed_check(self, i: int, e: Win) -> None:
        k = self.last
        if isinstance(k, Kong) and (k.seat, k.tile) == (e.from_seat, e.tile):
            if k.kind == "added":
                raise ValueError(Why(f"第 {i} 步（kong）：被抢的蓄杠没有杠成；只记下抢杠的胡",
                                     f"event {i} (kong): a robbed 蓄杠 is not completed; "
                                     "record only the robbing Win"))
            kind = "冲杠" if k.kind == "direct" else "暗杠"
            raise ValueError(Why(f"第 {i + 1} 步（win）：{kind}不能抢",
                                 f"event {i + 1} (win): a {kind} cannot be robbed"))
