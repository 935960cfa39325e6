"""四川麻将 血战到底 (``sichuan-xuezhan``): seed 000 lines 35–94, rules/mahjong.md §2.

108 tiles (万 筒 条 ×4), no 吃, a winning hand lacks a suit (缺一门), multipliers (倍) that
multiply: the best hand pattern × 带幺九 × every extra (R-S4).

>>> from widgets import rules
>>> r = rules("sichuan-xuezhan")
>>> r.score("1122334455667m +7m").total   # 青七对 ×16
16
>>> [l.zh for l in r.score("111m222p33p44p [555p] +4p", self_drawn=True).lines]
['碰碰胡', '自摸']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import ClassVar

from ..engine.events import Deal, Discard, End, Event, Kong, Leave, Win
from ..engine.fans import Fan
from ..engine.history import (
    WinHistory,
    cannot_win,
    check_discard_win,
    check_not_after_end,
    win_history,
)
from ..engine.ledger import ORDERS, SYSTEM, Book, Ledger, Payment, Reason, seat_name, seat_zh
from ..engine.notation import Hand
from ..engine.results import ClaimReport, Why
from ..engine.rules import MahjongRules, View, as_situation, option, register
from ..engine.situation import Situation
from .chajiao import EndSeat, EndStatus, end_readiness, end_seat, end_seats_out, end_status
from .situation_rules import SICHUAN

PATTERN = "hand pattern"
NO_CHI = Why("四川麻将不能吃（种子：游戏中不可以吃牌）",
             "Sichuan has no 吃 (seed: 游戏中不可以吃牌)")


def one_suit(v: View) -> bool:
    """清一色: every tile of one suit (大师游's table reads it too)."""
    return len(v.suits) == 1


def all_triplets(v: View) -> bool:
    """碰碰胡: sets and a pair, every set a 刻 or a kong (大师游's table reads it too)."""
    return v.form == "regular" and all(b.kind in ("tri", "kong") for b in v.sets)


def _seven_pairs(v: View) -> bool:
    return v.form == "seven-pairs"


def _held_quads(v: View) -> int:
    """Kinds held four times and not declared as a kong (a 碰 plus the fourth in hand counts)."""
    konged = {m.tiles[0] for m in v.hand.kongs}
    return sum(1 for t, n in enumerate(v.counts) if n == 4 and t not in konged)


def _dragon_pairs(v: View) -> bool:
    """龙七对: seven pairs with a held quad (R-S1: "有两对牌是四张一样的")."""
    return _seven_pairs(v) and _held_quads(v) > 0


def _golden_hook(v: View) -> bool:
    """金钩钓: every other tile is in 碰/杠, one tile was left in hand (and it paired)."""
    return v.form == "regular" and len(v.hand.melds) == 4


def _terminal_in_every_set(v: View) -> bool:
    """带幺九: every sequence, triplet and the pair holds a 1 or 9 (P-S3: regular form only)."""
    blocks = list(v.sets) + ([v.pair] if v.pair else [])
    return v.form == "regular" and all(any(t % 9 in (0, 8) for t in b.tiles) for b in blocks)


def _roots(v: View) -> int:
    """根 ×2 each: four alike held, not konged; 龙七对's own quad is not counted again (R-S1),
    unless 天胡/地胡 ×32 is the pattern (P-S23: it replaces 龙七对 and 青龙七对 alike, and the
    "减一根" goes with the pattern it replaced)."""
    replaced = _heavenly(v) or _earthly(v)
    return max(0, _held_quads(v) - (1 if _dragon_pairs(v) and not replaced else 0))


def _self_drawn(v: View) -> bool:
    return v.situation.self_drawn and v.options.zimo_double


def _heavenly(v: View) -> bool:
    """天胡: the dealer wins on the dealt 14 (R-S2: "庄家杠摸好牌" reads 刚摸好牌)."""
    s = v.situation
    return s.dealer and s.first_turn and s.self_drawn and not v.hand.melds


def _earthly(v: View) -> bool:
    """地胡: a non-dealer wins on the dealer's first discard or on their own first draw, with
    no 碰/杠 (incl. 暗杠) before it (R-S3)."""
    s = v.situation
    return not s.dealer and s.first_turn and not v.hand.melds


def _flag(name: str):
    return lambda v: int(getattr(v.situation, name))


FANS = (
    # 胡牌番数 — the best one pattern counts (R-S4); named combinations list their parts.
    Fan("pinghu", "平胡", "Basic win", 1, lambda v: 1, group=PATTERN, ruling="R-S4"),
    Fan("pengpenghu", "碰碰胡", "All triplets", 2, all_triplets, group=PATTERN),
    Fan("qingyise", "清一色", "One suit", 4, one_suit, group=PATTERN),
    Fan("qidui", "七对", "Seven pairs", 4, _seven_pairs, group=PATTERN),
    Fan("jingoudiao", "金钩钓", "Golden hook", 4, _golden_hook, ("pengpenghu",), PATTERN),
    Fan("qingpeng", "清碰", "One-suit all triplets", 8,
        lambda v: one_suit(v) and all_triplets(v), ("qingyise", "pengpenghu"), PATTERN),
    Fan("longqidui", "龙七对", "Dragon seven pairs", 16, _dragon_pairs, ("qidui",), PATTERN,
        ruling="R-S1"),
    Fan("qingqidui", "青七对", "One-suit seven pairs", 16,
        lambda v: one_suit(v) and _seven_pairs(v), ("qingyise", "qidui"), PATTERN),
    Fan("qingjingoudiao", "青金钩钓", "One-suit golden hook", 16,
        lambda v: one_suit(v) and _golden_hook(v),
        ("jingoudiao", "qingyise", "pengpenghu", "qingpeng"), PATTERN),
    # 天胡/地胡 before 青龙七对: on the tie at ×32 they are the pattern (P-S23, see _roots)
    Fan("tianhu", "天胡", "Heavenly hand", 32, _heavenly, group=PATTERN, ruling="R-S2"),
    Fan("dihu", "地胡", "Earthly hand", 32, _earthly, group=PATTERN, ruling="R-S3"),
    Fan("qinglongqidui", "青龙七对", "One-suit dragon seven pairs", 32,
        lambda v: one_suit(v) and _dragon_pairs(v),
        ("longqidui", "qingqidui", "qidui", "qingyise"), PATTERN, ruling="R-S1"),
    # multiplies the pattern (R-S4 step 2)
    Fan("daiyaojiu", "带幺九", "Terminals in every set", 4, _terminal_in_every_set,
        ruling="P-S3"),
    # 额外番数: each ×2 (R-S4 step 4)
    Fan("zimo", "自摸", "Self-drawn", 2, _self_drawn, ruling="R-S5"),
    Fan("gangshanghua", "杠上花", "Win on a kong replacement", 2,
        lambda v: v.situation.self_drawn and v.situation.after_kong, ruling="R-S6"),
    Fan("gangshangpao", "杠上炮", "Win on a discard after a kong", 2,
        lambda v: not v.situation.self_drawn and v.situation.kong_discard),
    Fan("qiangganghu", "抢杠胡", "Robbing a kong", 2, _flag("robbing_kong")),
    Fan("gen", "根", "Root (four alike, not konged)", 2, _roots, ruling="R-S7"),
    Fan("gang", "杠", "Kong", 2, lambda v: len(v.hand.kongs), ruling="R-S7"),
    Fan("haidilaoyue", "海底捞月", "Last tile self-drawn", 2,
        lambda v: v.situation.last_tile and v.situation.self_drawn, ruling="P-S4"),
)


@dataclass(frozen=True)
class SichuanOptions:
    """Room options of 四川麻将; each names the ruling it implements."""

    zimo_double: bool = option(True, "自摸 multiplies by 2 (one of the two 自摸 rewards)", "R-S5")
    zimo_add_base: bool = option(True, "自摸加底: a self-drawer also takes 1× base from each "
                                 "player still in (the other 自摸 reward)", "R-S5")
    dead_waits_ready: bool = option(False, "a hand whose only waits are tiles it holds all four "
                                    "of counts as ready (下叫); off: it is not ready", "P-S1")
    cap: int = option(0, "room cap on the multiplier (0: none; the seed gives no cap)", "R-S4")
    base: int = option(1, "底注: coins per 1× multiplier")
    pay_order: str = option("turn", "破产: when one loser owes several winners more than they "
                            "have: 'turn' pays them in turn order from the loser, 'proportional' "
                            "shares what is left", "P-S2")
    huazhu: int = option(16, "查花猪: a 花猪 pays this × base to each player neither 花猪 nor "
                         "won (seed: 16倍底注)", "R-S9")
    hujiao_zhuanyi: bool = option(True, "呼叫转移: a win on the konger's next discard takes that "
                                  "kong's income, split among several winners (P-S14)", "R-S10")

    def check(self) -> None:
        check_room(self)


ROOM_MINIMUM = {"base": 1, "cap": 0, "huazhu": 0}  # coins are whole; a 底注 of 0 pays nothing


def check_room(options: object) -> None:
    """ValueError naming a room option out of range: 底注 (``base``) at least 1 coin, a cap
    or a penalty not negative, the 破产 pay order one of :data:`~widgets.engine.ledger.ORDERS`.

    >>> check_room(SichuanOptions(base=0))
    Traceback (most recent call last):
    ...
    ValueError: option 'base' is at least 1, not 0
    """
    for name, low in ROOM_MINIMUM.items():
        value = getattr(options, name, low)
        if value < low:
            raise ValueError(f"option {name!r} is at least {low}, not {value!r}")
    order = getattr(options, "pay_order", ORDERS[0])
    if order not in ORDERS:
        raise ValueError(f"option 'pay_order' is one of {', '.join(ORDERS)}, not {order!r}")


@register
class SichuanXuezhan(MahjongRules):
    """四川麻将 血战到底: play goes on after a win until three have won or the wall is empty."""

    id = "sichuan-xuezhan"
    zh = "四川麻将 血战到底"
    en = "Sichuan Mahjong, Bloody Battle"
    kinds = tuple(range(27))
    Options: ClassVar[type] = SichuanOptions
    fans: tuple[Fan, ...] = FANS
    mode = "multiply"
    melds_allowed = ("pon", "kong")
    seven_pairs = True
    quad_is_two_pairs = True  # R-S1: 龙七对's quad is two of the seven pairs
    situation_rules = SICHUAN
    drop_refusal = (Why("万、筒、条三门都有（花猪）：和牌必须缺一门（种子：至少缺一门才可胡牌）",
                        "it holds 万, 筒 and 条 (花猪): a winning hand must lack a suit "
                        "(seed: 至少缺一门才可胡牌)"), "")

    # 抢杠胡 (MahjongRules.rob_kong reads this table; P-S24): "抢杠胡：指一家面下杠时，恰好有
    # 一家胡这张牌" — only a 面下杠 (a drawn fourth added to a 碰) can be robbed
    unrobbable_kongs = {
        "direct": (Why("直杠杠的是别人打出的牌：要胡这张牌就是普通点炮，不是抢杠（种子：抢杠胡："
                       "指一家面下杠时，恰好有一家胡这张牌）",
                       "a 直杠 takes a discard: winning that tile is an ordinary discard win, "
                       "not a robbed kong (seed: 抢杠胡：指一家面下杠时，恰好有一家胡这张牌)"),
                   "P-S24"),
        "concealed": (Why("暗杠不能抢：只有面下杠可以被抢杠胡（种子：抢杠胡：指一家面下杠时，"
                          "恰好有一家胡这张牌）",
                          "a 暗杠 cannot be robbed: only a 面下杠 can (seed: 抢杠胡：指一家面下杠"
                          "时，恰好有一家胡这张牌)"), "P-S24"),
    }
    robbing_note = Why("抢杠胡 ×2：被抢的人按点炮付（P-S11）",
                       "抢杠胡 ×2: the robbed player pays as a discarder (P-S11)")

    def refusal_text(self, kind: str) -> str:
        if kind == "chi":
            return NO_CHI
        return super().refusal_text(kind)

    def drops(self, hand: Hand) -> list[tuple[int, ...]]:
        """缺一门: drop one suit that no meld uses (the tiles of it in hand must all go)."""
        used = {m.tiles[0] // 9 for m in hand.melds}
        return [(s,) for s in range(3) if s not in used]

    def dead_waits_ready(self) -> bool:
        return bool(self.options.dead_waits_ready)  # P-S1, a room option

    def is_ready(self, hand, situation=None, **how) -> bool:
        waits = self.waits(hand, situation=as_situation(situation, how))
        if self.dead_waits_ready():
            return bool(waits)
        return any(not w.dead for w in waits)

    # ---- settlement (the section "settlement" at the end of this module) -------------------

    def max_multiplier(self, hand: Hand | str) -> int:
        """查大叫's "最大的可能番" (R-S8): the best multiplier of a 13-tile hand over its
        winning tiles, won on a discard with no situational factor (no 自摸, 杠上花, 杠上炮,
        抢杠, 海底, 天/地胡); 0 when it is not ready. A dead wait (all four held) is not a
        possible win and counts nothing, even when ``dead_waits_ready`` makes the hand ready
        (P-S16).

        >>> SichuanXuezhan().max_multiplier("1122334455667m")   # 7m: 青七对 ×16 (1m, 4m: ×4)
        16
        """
        hand = self.hand(hand).with_winning(None)
        live = [w.tile for w in self.waits(hand) if not w.dead]
        return max((self.score(hand.with_winning(t)).total for t in live), default=0)

    def end_seat(self, hand: Hand | str) -> EndSeat:
        """At the end of a hand: is this 13-tile hand 花猪, ready (下叫), and what would 查大叫
        charge for it? See :mod:`widgets.mahjong.chajiao`."""
        return end_seat(self, hand)

    def end_status(self, hands: Mapping[int, Hand | str], won: Iterable[int] = (),
                   balances: Mapping[int, int] | None = None) -> EndStatus:
        """Every seat at a 流局, and what 查花猪 and 查大叫 charge (the settlement's own End
        handling); ``won`` the seats out of a 血战 hand. See :mod:`widgets.mahjong.chajiao`."""
        return end_status(self, hands, won, balances)

    def settlement(self, balances: Mapping[int, int] | None = None, dealer: int | None = None
                   ) -> XuezhanSettlement:
        """A walk through one hand's events that pays as this variant does (:meth:`settle`,
        :meth:`end_ledger`); 血流成河 keeps everybody at the table."""
        return XuezhanSettlement(self, balances, dealer)

    def end_ledger(self, end: End, won: Iterable[int] = (),
                   balances: Mapping[int, int] | None = None) -> Ledger:
        """What the settlement's End handling alone charges at ``end`` (a 流局: 查花猪, 查大叫),
        the seats in ``won`` out: :func:`~widgets.mahjong.chajiao.end_status` asks it."""
        won = end_seats_out(end, won)
        walk = self.settlement(balances)
        walk.won = won
        walk.on_end(0, end)
        return walk.book.ledger(notes=walk.notes)

    def settle(self, events: Sequence[Event] | str, balances: Mapping[int, int] | None = None,
               dealer: int | None = None) -> Ledger:
        """The payments of a 血战到底 hand from its events (or their JSON); see
        :class:`XuezhanSettlement` for every rule and ruling applied.

        >>> r = SichuanXuezhan(base=5)
        >>> r.settle([Discard(1, "5p"), Kong(0, "5p", "direct", from_seat=1)]).net
        {0: 10, 1: -10, 2: 0, 3: 0}
        """
        events = self.checked_events(events, winners_stay=False)  # no fifth copy (P-T6)
        return self.settlement(balances, dealer).run(events)

    def claim_refusal(self, kind: str, hand: Hand, tile: int, from_seat: int,
                      situation: Situation) -> tuple[str, str] | None:
        if kind == "chi":
            return NO_CHI, ""
        left = situation.wall_remaining
        if kind == "kong" and left is not None and left <= 1:
            return Why("只剩最后一张牌时不能杠（种子：剩余最后一张牌时不可以杠牌）",
                       "no kong while one tile remains (seed: 剩余最后一张牌时不可以杠牌)"), "R-S14"
        return None

    def claims(self, hand, tile, from_seat, situation=None, **how) -> ClaimReport:
        """As every variant's, and in the last four tiles a possible win is compulsory: the
        report says so on the win option (R-S13: "最后四张自动胡牌")."""
        report = super().claims(hand, tile, from_seat, situation, **how)
        left = as_situation(situation, how).wall_remaining
        if left is None or left > 4 or not report.allows("win"):
            return report
        note = Why("必须胡：最后四张牌里能胡就自动胡（R-S13）",
                   "compulsory: a possible win is taken automatically in the last four tiles "
                   "(R-S13)")
        options = tuple(replace(o, note=note) if o.kind == "win" else o for o in report.options)
        return replace(report, options=options)

    def cap(self) -> int | None:
        """A room cap on the multiplier; the seed has none (R-S4)."""
        return self.options.cap


# ---- settlement: 血战到底 events → ledger (seed 000 lines 79–94; rules/mahjong.md §2.5) -------

# kong kind: (× base, paid by "from" the discarder who fed it or "others" still in, reason).
# Seed: "明杠，立刻收取放杠者2倍金币;续杠，立刻收取其他未胡者1倍金币";
# "下雨：立刻收取其他未胡者2倍金币".
KONG_PAY: dict[str, tuple[int, str, Reason]] = {
    "direct": (2, "from", Reason("刮风 直杠", "direct kong: the discarder who fed it pays 2×")),
    "added": (1, "others", Reason("刮风 面下杠", "added kong: each other player still in "
                                  "pays 1×")),
    "concealed": (2, "others", Reason("下雨 暗杠", "concealed kong: each other player still in "
                                      "pays 2×")),
}
WHY: dict[str, Reason] = {
    "dianpao": Reason("点炮", "discard win: only the discarder pays (base × multiplier)"),
    "qianggang": Reason("抢杠胡", "robbed kong: the robbed player pays as a discarder", "P-S11"),
    "zimo": Reason("自摸", "self-drawn win: every player still in pays", "R-S15"),
    "zimo_add": Reason("自摸加底", "self-draw bonus: 1× base from each player still in", "R-S5"),
    "transfer": Reason("呼叫转移", "a win on the konger's next discard takes that kong's income",
                       "R-S10"),
    "huazhu": Reason("查花猪", "花猪 (three suits) pays each player neither 花猪 nor won", "R-S9"),
    "dajiao": Reason("查大叫", "not ready: pays each ready player their best multiplier", "R-S8"),
    "refund": Reason("退还刮风下雨", "not ready at 流局: kong income refunded to its payers"),
    "refund_left": Reason("退还归系统", "not ready and left: the refund goes to the system",
                          "P-S13"),
}


class XuezhanSettlement:
    """One walk through the events of a 血战到底 hand, paying as the seed says.

    * Kongs (刮风下雨) are paid at once by :data:`KONG_PAY`; "still in" means not yet won
      (R-S15), players who left included ("由系统代打").
    * A win pays base × its score total ("基本金币=底注x倍数"): on a discard only the
      discarder pays; self-drawn, every player still in pays (R-S15) plus 1× base each when
      ``zimo_add_base`` (R-S5). Consecutive Win events on one discard are a 一炮多响, paid
      pair by pair ("按玩家之间各自一对一计算金币").
    * 抢杠胡 (P-S11): a Win with ``robbing_kong``; ``from_seat`` is the robbed player, who pays
      as a discarder. The robbed 面下杠 never happened, so it is not in the events and earns
      no 刮风; a Kong(added) of that tile by that seat right before the Win is refused.
    * Every history flag of a Win (杠上炮, 杠上花, 抢杠, 海底, 天胡/地胡, dealer) is derived
      from the events; a Win that claims otherwise is refused (P-H1, :mod:`~widgets.engine.
      history`). A robbing Win must rob a kong :meth:`~SichuanXuezhan.rob_kong` allows
      (P-S24: a 面下杠).
    * 呼叫转移 (R-S10, P-S14): when a discard made right after the discarder's own kong (only
      its Draws and Passes between) is won on, that kong's collected income moves to the
      winners, split evenly, the odd coins one each to the earliest in turn order from the
      discarder; moved income is not refunded later.
    * 流局 (End 'wall'): 查花猪 (R-S9: pays each player neither 花猪 nor won; P-S12: 花猪
      holds all three suits, melds included), 查大叫 (R-S8: a non-花猪 player not ready pays
      each ready player that player's :meth:`SichuanXuezhan.max_multiplier` × base), then
      refunds: a player not ready returns the kong income they still hold to its payers
      ("没下叫的玩家刮风下雨所得无效，全部退还"), to the system if they left (P-S13).
      Readiness is ``is_ready`` (dead waits: option ``dead_waits_ready``, P-S1); a dead
      wait adds nothing to the 最大可能番 (P-S16).
    * Order and 破产 (P-S10): money moves in event order — kongs at the Kong, wins at the
      Win, at one discard 呼叫转移 before the wins; at 流局 查花猪, 查大叫, then refunds
      ("最后退还"), each by seat number. With ``balances`` a payer pays at most what they have
      and stays at the table; one payer owing several payees is split by ``pay_order`` (P-S2).
    * Next dealer (R-S12, P-S15): the first winner; if the first win was a 一炮多响, its
      discarder; with no winner the dealer stays: the ``dealer`` argument, else the seat whose
      Deal holds 14 tiles (R-S17), else None.

    Checks: no event after End; nobody acts after winning; a discard win names the last
    Discard (when the events hold any); End lists the hands (13 tiles, a kong counting 3) of
    exactly the seats still in, and 'done' needs three winners ("有三家都胡").
    """

    def __init__(self, rules: SichuanXuezhan, balances: Mapping[int, int] | None = None,
                 dealer: int | None = None):
        self.rules, self.o = rules, rules.options
        self.book = Book(balances, self.o.pay_order)
        self.dealer = dealer
        self.won: list[int] = []
        self.left: set[int] = set()
        self.income: dict[int, list[Payment]] = {}  # kong event index → what it collected
        self.last_discard: tuple[int, str] | None = None  # seat, tile
        self.first: tuple[list[int], int | None] | None = None  # first win: winners, from
        self.ended: int | None = None
        self.notes: list[str] = []

    def still_in(self, but: int | None = None) -> list[int]:
        return [s for s in range(4) if s not in self.won and s != but]

    def run(self, events: Sequence[Event]) -> Ledger:
        events, i = list(events), 0
        while i < len(events):
            e = events[i]
            self.check(i, e)
            if isinstance(e, Win):
                j = i + 1
                while (j < len(events) and isinstance(events[j], Win) and e.from_seat is not None
                       and (events[j].from_seat, events[j].tile) == (e.from_seat, e.tile)):
                    j += 1
                self.wins(i, events, j)
                i = j
                continue
            getattr(self, "on_" + e.type, lambda i, e: None)(i, e)
            i += 1
        if self.ended is None:
            self.notes.append(Why("这一手还没结束（没有结束事件），还没有查叫",
                                  "no End event: the hand is not over, 流局 checks not made"))
        for seat in range(4):
            short = sum(p.owed - p.paid for p in self.book.payments if p.payer == seat)
            if short:
                self.notes.append(Why(f"{seat_zh(seat)}破产：欠的 {short} 个金币没有付（P-S10）",
                                      f"{seat_name(seat)} 破产 (bankrupt): {short} coins owed "
                                      "were not paid (P-S10)"))
        return self.book.ledger(self.next_dealer(), self.notes)

    def check(self, i: int, e: Event) -> None:
        check_not_after_end(i, e, self.ended)
        for name in ("seat", "from_seat"):
            seat = getattr(e, name, None)
            if seat in self.won and not isinstance(e, Leave):
                raise ValueError(f"event {i + 1} ({e.type}): {name} {seat} has already won "
                                 "(血战: a winner stops playing)")

    def next_dealer(self) -> int | None:
        if self.first is None:
            return self.dealer
        winners, source = self.first
        return source if len(winners) > 1 else winners[0]

    # ---- one handler per event type that moves money or state ---------------------------------

    def on_deal(self, i: int, e: Deal) -> None:
        if self.dealer is None and self.rules.hand(e.hand).size == 14:
            self.dealer = e.seat  # the dealer is dealt 14 (R-S17)

    def on_leave(self, i: int, e: Leave) -> None:
        self.left.add(e.seat)

    def on_discard(self, i: int, e: Discard) -> None:
        self.last_discard = (e.seat, e.tile)

    def on_kong(self, i: int, e: Kong) -> None:
        times, who, why = KONG_PAY[e.kind]
        payers = [e.from_seat] if who == "from" else self.still_in(but=e.seat)
        self.income[i] = [self.book.pay(p, e.seat, times * self.o.base, why, i) for p in payers]

    def wins(self, i: int, events: list[Event], j: int) -> None:
        group: list[Win] = events[i:j]  # type: ignore[assignment]
        source, base = group[0].from_seat, self.o.base
        told = [self.history(events, i + k) for k in range(len(group))]
        totals = [self.multiplier(i + k, w, h) for k, (w, h) in enumerate(zip(group, told,
                                                                              strict=True))]
        if source is None:  # 自摸: one winner, every player still in pays (R-S15)
            w = group[0]
            for payer in self.still_in(but=w.seat):
                self.book.pay(payer, w.seat, totals[0] * base, WHY["zimo"], i)
                if self.o.zimo_add_base:
                    self.book.pay(payer, w.seat, base, WHY["zimo_add"], i)
        else:
            robbed = told[0].situation.robbing_kong
            if robbed:
                self.robbed_check(i, events)
            else:
                self.discard_check(i, group[0])
            kong = told[0].kong  # the kong right before the discard (R-S10), from the events
            if kong is not None and self.o.hujiao_zhuanyi:
                self.transfer(kong, source, {w.seat: i + k for k, w in enumerate(group)})
            dues = [(w.seat, totals[k] * base, i + k) for k, w in enumerate(group)]
            self.book.pay_many(source, dues, WHY["qianggang" if robbed else "dianpao"])
        self.won += [w.seat for w in group]
        if self.first is None:
            self.first = ([w.seat for w in group], source)

    def history(self, events: list[Event], i: int) -> WinHistory:
        """The Win at ``i`` as the events show it: every history flag derived, a claimed one
        that disagrees refused (P-H1, :mod:`widgets.engine.history`)."""
        return win_history(events, i, dealer=self.dealer, unrobbable=self.rules.unrobbable())

    def multiplier(self, i: int, w: Win, told: WinHistory) -> int:
        try:
            return self.rules.score(w.hand, told.situation).total
        except ValueError as e:
            raise cannot_win(i, w.hand, e) from None

    def discard_check(self, i: int, w: Win) -> None:
        """A discard win must be on the last Discard when the events hold one."""
        check_discard_win(i, w, self.last_discard)

    def robbed_check(self, i: int, events: list[Event]) -> None:
        """P-S11: the robbed 面下杠 is not in the events."""
        before = events[i - 1] if i else None
        w: Win = events[i]  # type: ignore[assignment]
        if (isinstance(before, Kong) and before.kind == "added"
                and (before.seat, before.tile) == (w.from_seat, w.tile)):
            raise ValueError(f"event {i} (kong): a robbed 面下杠 is not completed; record "
                             "only the robbing Win (P-S11)")

    def transfer(self, kong: int, source: int, win_at: dict[int, int]) -> None:
        """呼叫转移 (R-S10, P-S14): the kong's collected income, split among the winners
        (``win_at`` maps each winner to the index of their Win)."""
        total = sum(p.paid for p in self.income.pop(kong, []))
        order = sorted(win_at, key=lambda s: (s - source) % 4)
        q, r = divmod(total, len(order))
        dues = [(s, q + (k < r), win_at[s]) for k, s in enumerate(order)]
        self.book.pay_many(source, dues, WHY["transfer"])

    def on_end(self, i: int, e: End) -> None:
        self.ended = i
        still = self.still_in()
        if sorted(e.hands) != still:
            raise ValueError(f"event {i + 1} (end): hands are needed for exactly the seats still "
                             f"in {still}, not {sorted(e.hands)}")
        if e.reason == "done":
            if len(self.won) < 3:
                raise ValueError(f"event {i + 1} (end): 'done' needs three winners (有三家都胡); "
                                 f"{len(self.won)} won; use 'wall' for 流局")
            return
        hands = {s: self.end_hand(i, s, text) for s, text in e.hands.items()}
        pigs, ready = end_readiness(self.rules, hands)
        base = self.o.base
        for p in pigs:  # 查花猪 (R-S9, P-S12)
            dues = [(q, self.o.huazhu * base, i) for q in still if q not in pigs]
            self.book.pay_many(p, dues, WHY["huazhu"])
        for p in still:  # 查大叫 (R-S8): 花猪除外
            if p not in pigs and p not in ready:
                self.book.pay_many(p, [(q, m * base, i) for q, m in ready.items()], WHY["dajiao"])
        for p in still:  # refunds last ("最后退还")
            if p not in ready:
                self.refund(i, p)
        self.notes.append(Why("流局：" + "；".join(
            seat_zh(s) + ("花猪" if s in pigs else f"下叫（最大 ×{ready[s]}）" if s in ready
                          else "未下叫") for s in still), "流局: " + "; ".join(
            f"{seat_name(s)} " + ("花猪" if s in pigs else f"ready 下叫 (best ×{ready[s]})"
                                  if s in ready else "not ready 未下叫") for s in still)))

    def end_hand(self, i: int, seat: int, text: str) -> Hand:
        hand = self.rules.hand(text)
        if hand.size != 13 or hand.winning is not None:
            raise ValueError(f"event {i + 1} (end): seat {seat}'s hand {text!r} has {hand.size} "
                             "tiles; an End hand has 13 (a kong counting 3), no winning tile")
        try:
            return self.rules.validate(hand)
        except ValueError as e:
            raise ValueError(f"event {i + 1} (end): seat {seat}'s hand {text!r}: {e}") from None

    def refund(self, i: int, seat: int) -> None:
        """没下叫的玩家刮风下雨所得无效，全部退还 — to the system for a player who left (P-S13)."""
        owed: dict[int, int] = {}
        for payments in self.income.values():
            for p in payments:
                if p.payee == seat:
                    owed[p.payer] = owed.get(p.payer, 0) + p.paid
        if seat in self.left:
            self.book.pay_many(seat, [(SYSTEM, sum(owed.values()), i)], WHY["refund_left"])
        else:
            self.book.pay_many(seat, [(s, n, i) for s, n in owed.items()], WHY["refund"])
