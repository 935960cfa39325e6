"""血流成河 ×2: ``sichuan-xueliu`` (seed 000 lines 35–94, rules/mahjong.md §2.3) and
``dashiyou-xueliu`` (大師游, seed 002, rules/mahjong.md §5).

Both differ from 血战到底 less in what a hand is worth than in how it unfolds: a winner keeps
drawing and discarding and may win again until the wall runs out ("胡牌的人继续打牌摸牌 …
直至牌墙抓完为止"), several players may win on one discard (一炮多响), and after a win a player
may not change their hand: the drawn tile is discarded unless it wins or makes an allowed kong
(R-S11, R-M13). After a win there is no 补杠, and a 直杠 or 暗杠 only when it leaves the
winning tiles unchanged ("如果杠牌会破坏现有牌型，改变胡牌牌张，则不允许杠牌"):
:meth:`XueliuMixin.kong_after_win`.

>>> from widgets import rules
>>> r = rules("sichuan-xueliu")
>>> r.kong_after_win("111m234m567m99p78p", "1m", "concealed")   # waits 6p 9p either way
>>> r.kong_after_win("111m23m567m99p789p", "1m", "concealed")[0][:40]
'this kong changes the winning tiles (1m '
>>> d = rules("dashiyou-xueliu")
>>> [(l.zh, l.value) for l in d.score("{1111p} 234p567p999p5p +5p").lines]
[('清一色', 8), ('门清', 4), ('暗杠', 2)]
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from ..engine.checks import need_type
from ..engine.events import Deal, End, Event, Kong, Win
from ..engine.fans import Fan
from ..engine.history import cannot_win, check_not_after_end, win_history
from ..engine.ledger import Book, Ledger, Reason, seat_zh
from ..engine.notation import Hand, Meld
from ..engine.results import NotAllowed, Why
from ..engine.rules import View, as_tile, option, register
from ..engine.situation import Situation
from ..engine.tiles import TILE_NAMES, tile_name, tile_zh
from .chajiao import EndRules, end_readiness, end_seats_out
from .sichuan import SichuanXuezhan, XuezhanSettlement, all_triplets, check_room, one_suit
from .situation_rules import DASHIYOU

PATTERN = "hand type"
NO_CHI_M = Why("大师游不能吃（种子：可以碰牌、槓牌，不能吃牌）",
               "大师游 has no 吃 (seed: 可以碰牌、槓牌，不能吃牌)")
NO_ADDED_AFTER_WIN = (Why("胡牌之后不能补杠", "no 补杠 after a win (seed: 胡牌之后不能补杠)"), "")
CHANGES_WAITS = (("这个杠会改变胡牌牌张（{before} → {after}）：胡牌后不允许（种子：如果杠牌会破坏"
                  "现有牌型，改变胡牌牌张，则不允许杠牌）",
                  "this kong changes the winning tiles ({before} → {after}): not allowed after "
                  "a win (seed: 如果杠牌会破坏现有牌型，改变胡牌牌张，则不允许杠牌)"), "P-S17")


def _tiles_text(tiles: Sequence[int], lang: str = "en") -> str:
    if lang == "zh":
        return " ".join(tile_zh(t) for t in tiles) or "无"
    return " ".join(tile_name(t) for t in tiles) or "none"


class XueliuMixin:
    """What both 血流成河 variants add to the rules: the kong-after-win check."""

    def kong_after_win(self: EndRules, hand: Hand | str, tile: int | str, kind: str
                       ) -> tuple[Why, str] | None:  # self: its host's hand() and waits()
        """(reason, ruling) refusing a kong by a player who has already won, or None if
        allowed. ``hand`` is the 13-tile hand before the kong (for a 暗杠 the drawn fourth is
        not in it; after a win the fourth must be the drawn tile, since a winner may not
        change their hand, R-S11); ``kind`` 'direct', 'concealed' or 'added'.

        P-S17 (both variants; R-M13 for 大師游): "改变胡牌牌张" compares the set of winning
        tiles of the 13-tile hand before the kong with the set after it (dead waits included:
        a wait is a shape, not a count). 补杠 after a win is refused outright.
        """
        if kind == "added":
            return NO_ADDED_AFTER_WIN
        hand = self.hand(hand).with_winning(None)
        t = as_tile(tile)
        if hand.closed.count(t) < 3:
            return (Why(f"{tile_zh(t)} 手里不足三张，不能杠",
                        f"a kong of {tile_name(t)} needs three in hand"), "")
        closed = list(hand.closed)
        for _ in range(3):
            closed.remove(t)
        after = Hand(tuple(closed), hand.melds + (Meld((t,) * 4, concealed=kind == "concealed"),))
        before_w, after_w = ([w.tile for w in self.waits(h)] for h in (hand, after))
        if before_w != after_w:
            (zh, en), ruling = CHANGES_WAITS
            return (Why(zh.format(before=_tiles_text(before_w, "zh"),
                                  after=_tiles_text(after_w, "zh")),
                        en.format(before=_tiles_text(before_w), after=_tiles_text(after_w))),
                    ruling)
        return None


# ---- 四川 血流成河 --------------------------------------------------------------------------

@register
class SichuanXueliu(XueliuMixin, SichuanXuezhan):
    """四川麻将 血流成河: as 血战到底, but winners play on and may win again (seed 000:
    "胡牌的人继续打牌摸牌，但不能还张，可以继续打牌，也会点炮，直至牌墙抓完为止")."""

    id = "sichuan-xueliu"
    zh = "四川麻将 血流成河"
    en = "Sichuan Mahjong, Blood Flowing into a River"
    winners_stay = True

    def settle(self, events: Sequence[Event] | str, balances: Mapping[int, int] | None = None,
               dealer: int | None = None) -> Ledger:
        """The payments of a 血流成河 hand; see :class:`XueliuSettlement`.

        >>> r = SichuanXueliu()
        >>> ev = [Win(2, "2p", None, "123m456m789m11p22p +2p"), Kong(0, "9s", "concealed")]
        >>> r.settle(ev).net      # P2 won but still pays 下雨 2× (R-S16)
        {0: 3, 1: -5, 2: 7, 3: -5}
        """
        events = self.checked_events(events)  # no fifth copy (P-T6)
        return self.settlement(balances, dealer).run(events)

    def settlement(self, balances: Mapping[int, int] | None = None, dealer: int | None = None
                   ) -> XueliuSettlement:
        return XueliuSettlement(self, balances, dealer)


def no_added_kong_after_win(i: int, e: Event, won: Collection[int]) -> None:
    """ValueError for a 补杠 by a seat that has won (seed: 胡牌之后不能补杠)."""
    if isinstance(e, Kong) and e.kind == "added" and e.seat in won:
        raise ValueError(f"event {i + 1} (kong): seat {e.seat} has won: {NO_ADDED_AFTER_WIN[0]}")


class XueliuSettlement(XuezhanSettlement):
    """血流成河: as :class:`~widgets.mahjong.sichuan.XuezhanSettlement`, with everybody at the table
    for the whole hand:

    * kong money (刮风下雨) is paid by every other player, winners included (R-S16);
    * a self-drawn win is paid by every other player, 自摸加底 too (R-S15: "在血流 everyone
      still at the table pays");
    * 查花猪 pays every non-花猪 player (R-S9, 血流 reading), 查大叫 and the refunds as in 血战,
      over all four seats; the End lists all four hands and its reason is 'wall' (the hand
      ends only when the wall is drawn out);
    * a winner may act again, but not a 补杠 (seed: 胡牌之后不能补杠).
    """

    def still_in(self, but: int | None = None) -> list[int]:
        return [s for s in range(4) if s != but]

    def check(self, i: int, e: Event) -> None:
        check_not_after_end(i, e, self.ended)
        no_added_kong_after_win(i, e, self.won)
        if isinstance(e, End) and e.reason != "wall":
            raise ValueError(f"event {i + 1} (end): 血流成河 ends only when the wall runs out "
                             "(直至牌墙抓完为止): reason 'wall'")


# ---- 大師游 血流成河 ------------------------------------------------------------------------

def _menqing(v: View) -> bool:
    """門清 (R-M7): no 碰 and no 明槓/補槓; 暗槓 allowed; any win method."""
    return all(m.concealed for m in v.hand.melds)


def _kongs(kind: str):
    return lambda v: sum(1 for m in v.hand.kongs if (m.kong_kind == "concealed")
                         == (kind == "concealed"))


DASHIYOU_FANS = (
    # exactly one hand type (R-M6): 清碰 12 ≠ 清一色 8 + 碰碰胡 6, so they are not summed
    Fan("jibenhu", "基本胡", "Basic win", 3, lambda v: 1, group=PATTERN, ruling="R-M6"),
    Fan("pengpenghu", "碰碰胡", "All triplets", 6, all_triplets, group=PATTERN),
    Fan("qingyise", "清一色", "One suit", 8, one_suit, group=PATTERN),
    Fan("qingpeng", "清碰", "One-suit all triplets (清一对)", 12,
        lambda v: one_suit(v) and all_triplets(v), ("qingyise", "pengpenghu"), PATTERN),
    Fan("menqing", "门清", "Concealed hand", 4, _menqing, ruling="R-M7"),
    Fan("minggang", "明杠", "Exposed kong (each)", 1, _kongs("exposed")),
    Fan("angang", "暗杠", "Concealed kong (each)", 2, _kongs("concealed")))


@dataclass(frozen=True)
class DashiyouOptions:
    """Room options of 大師游 血流成河; each names the ruling it implements."""

    base: int = option(1, "底注: coins per 番")
    gang_in_gang_out: bool = option(True, "槓進槓出: a loser's own kong 番 are added to what they "
                                    "pay for a win (off: 槓進不槓出, kongs count only on wins)",
                                    "R-M8")
    rob_concealed: bool = option(True, "暗槓 can be robbed (seed: 暗槓也可以搶槓)", "R-M4")
    robbed_basic: bool = option(False, "a robbing win scores only 基本胡 3 (seed: 算做一般的點炮，"
                                "基本胡型); off: the hand is scored normally", "R-M5")
    zimo_payers: str = option("never-won", "who pays a 自摸: 'never-won' (seed: 所有未胡牌的玩家, "
                              "literal) or 'others' (every other player)", "R-M19")
    exchange: bool = option(True, "换三张 before play (seed 002)")
    void_redeal: bool = option(True, "the hand is void and redealt when all four give and "
                               "receive the same suit", "R-M3")
    must_discard_void: bool = option(True, "定缺: each seat declares its void suit after 换三张 "
                                     "and discards it before any other tile; no 碰/杠 of it, no "
                                     "win while holding it", "P-M1")
    dead_waits_ready: bool = option(False, "a hand whose only waits it holds all four of counts "
                                    "as ready (查叫)", "P-S1")
    pay_order: str = option("turn", "破产: one payer owing several: 'turn' or 'proportional'",
                            "P-S2")

    def check(self) -> None:
        check_room(self)
        if self.zimo_payers not in ("never-won", "others"):
            raise ValueError(f"option 'zimo_payers' of dashiyou-xueliu is 'never-won' or "
                             f"'others', not {self.zimo_payers!r}")


@register
class DashiyouXueliu(XueliuMixin, SichuanXuezhan):
    """大師游 血流成河: 换三张, 打缺, additive 番 (R-M6), 查叫 and 花猪 at the end."""

    id = "dashiyou-xueliu"
    zh = "大师游 血流成河"
    en = "Dashiyou Blood Flowing into a River"
    Options = DashiyouOptions
    fans = DASHIYOU_FANS
    mode = "add"
    base = 0
    seven_pairs = False  # R-M12: 七對 is not a listed hand type
    winners_stay = True
    situation_rules = DASHIYOU

    def deals_exchange(self) -> bool:  # 换三张 (rules/mahjong.md §5.2), unless the room says no
        return bool(self.options.exchange)

    def claim_refusal(self, kind: str, hand: Hand, tile: int, from_seat: int,
                      situation: Situation) -> tuple[str, str] | None:
        if kind == "chi":
            return NO_CHI_M, ""
        left = situation.wall_remaining
        if kind == "kong" and left is not None and left < 1:
            return Why("不能杠：牌墙空了，没有牌可补",
                       "no kong: the wall is empty, there is no replacement to draw"), ""
        return None

    def refusal_text(self, kind: str) -> str:
        return NO_CHI_M if kind == "chi" else super().refusal_text(kind)

    # 搶槓 (MahjongRules.rob_kong reads this; R-M4, P-M3): "當有玩家碰牌後，又再次槓此牌，…其他
    # 玩家可以選擇胡這張槓牌" and "暗槓也可以搶槓" (option rob_concealed); a 明槓 takes a discard,
    # and winning that discard comes first (胡牌為優先): it is an ordinary 點炮, not a 搶槓
    unrobbable_kongs = {
        "direct": (Why("明杠杠的是别人打出的牌：要胡这张牌就是普通点炮，胡牌优先（种子：胡牌為"
                       "優先）",
                       "a 明槓 takes a discard: winning that tile is an ordinary discard win, "
                       "which comes first (seed: 胡牌為優先)"), "P-M3"),
        "concealed": (Why("本房间暗杠不能抢（选项 rob_concealed 关闭；种子：暗槓也可以搶槓）",
                          "this room does not let a 暗槓 be robbed (option rob_concealed off; "
                          "the seed: 暗槓也可以搶槓)"), "R-M4"),
    }
    robbing_note = Why("抢杠：杠牌的人按普通点炮付（R-M5）",
                       "搶槓: the konger pays as an ordinary discarder (R-M5)")

    def unrobbable(self) -> dict[str, tuple[str, str]]:
        """As every variant's, and a 暗槓 can be robbed when ``rob_concealed`` (R-M4)."""
        table = super().unrobbable()
        if self.options.rob_concealed:
            del table["concealed"]
        return table

    def cap(self) -> int | None:
        return None

    def hand_value(self, hand: Hand | str, robbing: bool = False,
                   situation: Situation | None = None) -> int:
        """番 of a winning hand (R-M6) in ``situation`` (the 番 read no situation, but it must
        be a possible one); a robbing win is 基本胡 3 with ``robbed_basic`` (R-M5).

        >>> DashiyouXueliu().hand_value("[222m] 333m444m666m5m +5m")   # 清碰 12
        12
        >>> DashiyouXueliu(robbed_basic=True).hand_value("[222m] 333m444m666m5m +5m", True)
        3
        """
        total = self.score(hand, situation).total
        return 3 if robbing and self.options.robbed_basic else total

    def kong_fans(self, hand: Hand | str) -> int:
        """The 番 of a hand's own kongs: 明杠 1, 暗杠 2 each (for 槓進槓出, R-M8)."""
        return sum(2 if m.concealed else 1 for m in self.hand(hand).kongs)

    def settle(self, events: Sequence[Event] | str, balances: Mapping[int, int] | None = None,
               dealer: int | None = None) -> Ledger:
        """The payments of a 大師游 hand; see :class:`DashiyouSettlement`.

        >>> from widgets.engine.events import Discard
        >>> r = DashiyouXueliu(base=2)
        >>> r.settle([Discard(1, "5m"), Win(0, "5m", 1, "[222m] 333m444m666m5m +5m")]).net
        {0: 24, 1: -24, 2: 0, 3: 0}
        """
        events = self.checked_events(events)  # no fifth copy (P-T6)
        return self.settlement(balances, dealer).run(events)

    def settlement(self, balances: Mapping[int, int] | None = None,  # type: ignore[override]
                   dealer: int | None = None) -> DashiyouSettlement:
        """A walk through one 大師游 hand's events (:class:`DashiyouSettlement`)."""
        return DashiyouSettlement(self, balances, dealer)

    def end_ledger(self, end: End, won: Iterable[int] = (),
                   balances: Mapping[int, int] | None = None) -> Ledger:
        """What 查叫 and 花猪 charge at ``end`` alone (R-M9, R-M11), the seats in ``won`` past
        winners: :func:`~widgets.mahjong.chajiao.end_status` asks it."""
        won = end_seats_out(end, won)
        walk = self.settlement(balances)
        walk.won = set(won)
        walk.end(0, end)
        return walk.book.ledger(notes=walk.notes)


WHY_M: dict[str, Reason] = {
    "dianpao": Reason("点炮", "discard win: only the discarder pays (base × 番)"),
    "qianggang": Reason("抢杠", "robbed kong: the konger pays as an ordinary discarder",
                        "R-M5"),
    "zimo": Reason("自摸", "self-drawn win: every player who has not won pays", "R-M19"),
    "zimo_all": Reason("自摸", "self-drawn win: every other player pays", "R-M19"),
    "chajiao": Reason("查叫", "not ready at the end: pays each ready player 1× their best hand",
                      "R-M9"),
    "huazhu": Reason("花猪", "three suits at the end: pays each ready player 2× their best hand "
                     "(instead of 查叫)", "R-M11"),
}


class DashiyouSettlement:
    """One walk through a 大師游 血流成河 hand (seed 002, 結算番數計算; rules/mahjong.md §5.5).

    * No money moves at a kong; kongs are 番 of the winning hand (明杠 1, 暗杠 2). A robbed
      kong is not in the events (P-S11), so it counts neither as a kong nor as a 根.
    * A win is worth base × its 番 (:meth:`DashiyouXueliu.hand_value`): on a discard or a
      robbed kong only that player pays (R-M5); self-drawn, every player who has never won
      pays ('never-won', R-M19) or every other player ('others'). With 槓進槓出 (R-M8) each
      payer adds their own kongs' 番 (so far) to what they pay.
    * End (the wall ran out): 查叫 (R-M9, R-M10): every player not ready pays every ready
      player (past winners included) 1× base × that player's best hand 番 over its winning
      tiles; a 花猪 (three suits) pays 2× instead (R-M11).
    * Next dealer: the dealer's 下家 (輪莊, R-M15).
    """

    def __init__(self, rules: DashiyouXueliu, balances: Mapping[int, int] | None = None,
                 dealer: int | None = None):
        self.rules, self.o = rules, rules.options
        self.book = Book(balances, self.o.pay_order)
        self.dealer = dealer
        self.won: set[int] = set()
        self.kongs = {s: 0 for s in range(4)}
        self.ended: int | None = None
        self.notes: list[str] = []

    def run(self, events: Sequence[Event]) -> Ledger:
        events = self.events = list(events)
        for i, e in enumerate(events):
            check_not_after_end(i, e, self.ended)
            if isinstance(e, Deal) and self.dealer is None and self.rules.hand(e.hand).size == 14:
                self.dealer = e.seat
            elif isinstance(e, Kong):
                no_added_kong_after_win(i, e, self.won)
                self.kongs[e.seat] += 2 if e.kind == "concealed" else 1
            elif isinstance(e, Win):
                self.win(i, e)
            elif isinstance(e, End):
                self.end(i, e)
        if self.ended is None:
            self.notes.append(Why("这一手还没结束（没有结束事件），还没有查叫", "no End event: "
                                  "the hand is not over, 查叫 not made"))
        nxt = None if self.dealer is None else (self.dealer + 1) % 4
        return self.book.ledger(nxt, self.notes)

    def extra(self, payer: int) -> int:
        return self.kongs[payer] if self.o.gang_in_gang_out else 0

    def win(self, i: int, w: Win) -> None:
        # every history flag from the events, a claimed one that disagrees refused (P-H1)
        situation = win_history(self.events, i, dealer=self.dealer,
                                unrobbable=self.rules.unrobbable()).situation
        robbing = situation.robbing_kong
        try:
            value = self.rules.hand_value(w.hand, robbing, situation)
        except (NotAllowed, ValueError) as e:
            raise cannot_win(i, w.hand, e) from None
        base = self.o.base
        if w.from_seat is not None:
            why = WHY_M["qianggang" if robbing else "dianpao"]
            self.book.pay(w.from_seat, w.seat, (value + self.extra(w.from_seat)) * base, why, i)
        else:
            never = self.o.zimo_payers == "never-won"
            payers = [s for s in range(4) if s != w.seat and not (never and s in self.won)]
            dues = [(w.seat, (value + self.extra(p)) * base, i) for p in payers]
            for p, due in zip(payers, dues, strict=True):
                self.book.pay_many(p, [due], WHY_M["zimo" if never else "zimo_all"])
        self.won.add(w.seat)

    def end(self, i: int, e: End) -> None:
        self.ended = i
        if e.reason != "wall":
            raise ValueError(f"event {i + 1} (end): 血流成河 ends when the wall runs out: "
                             "reason 'wall'")
        if sorted(e.hands) != [0, 1, 2, 3]:
            raise ValueError(f"event {i + 1} (end): 血流成河 needs the hands of all four seats, "
                             f"not {sorted(e.hands)}")
        hands = {}
        for s, text in e.hands.items():
            hand = self.rules.hand(text)
            if hand.size != 13 or hand.winning is not None:
                raise ValueError(f"event {i + 1} (end): seat {s}'s hand {text!r} has {hand.size} "
                                 "tiles; an End hand has 13 (a kong counting 3)")
            hands[s] = self.rules.validate(hand)
        pigs, ready = end_readiness(self.rules, hands)
        for p in range(4):
            if p in ready:
                continue
            times, why = (2, WHY_M["huazhu"]) if p in pigs else (1, WHY_M["chajiao"])
            dues = [(q, times * v * self.o.base, i) for q, v in ready.items()]
            self.book.pay_many(p, dues, why)
        said = [("花猪", "花猪") if s in pigs else (f"听牌（最大 {ready[s]} 番）",
                f"ready 听牌 (best {ready[s]} 番)") if s in ready else ("未听", "not ready 未听")
                for s in range(4)]
        self.notes.append(Why("查叫：" + "；".join(seat_zh(s) + z for s, (z, _) in enumerate(said)),
                              "查叫: " + "; ".join(f"P{s} {e}" for s, (_, e) in enumerate(said))))


# ---- 换三张 (seed 002, 換牌規則 and 打骰子換牌規則) ----------------------------------------------

# the exchange die → the seat you take the three tiles of, as an offset: 2 对家, 1 下家, 3 上家.
# R-M1: the seed's prose says odd/even (單雙); its table (1,3,5 → 對家; 2,6 → 下家; 4 → 上家)
# contradicts that, and the table wins.
EXCHANGE_DIE: dict[int, int] = {1: 2, 2: 1, 3: 2, 4: 3, 5: 2, 6: 1}
SUIT_ZH = {"m": "万", "p": "筒", "s": "条"}


def exchange_receiver(seat: int, die: int) -> int:
    """The seat that receives ``seat``'s three tiles: "拿X家的牌" means you take X's tiles
    (R-M2), so with "拿下家的牌" every seat gives to its 上家.

    >>> [exchange_receiver(0, d) for d in range(1, 7)]   # 对家 上家 对家 下家 对家 上家
    [2, 3, 2, 1, 2, 3]
    """
    need_type(seat, int, "seat", "a seat 0-3")
    if not 0 <= seat <= 3:
        raise ValueError(f"seat is 0-3, not {seat!r}")
    if type(die) is not int or die not in EXCHANGE_DIE:
        raise ValueError(f"a die shows 1-6, not {die!r:.40}")
    return (seat - EXCHANGE_DIE[die]) % 4


def suit_counts(tiles: Sequence[str]) -> dict[str, int]:
    """Tiles of each suit, 'm' 'p' 's' (ValueError naming a name that is not a tile)."""
    if isinstance(tiles, str) or not isinstance(tiles, Iterable):
        raise TypeError(f"tiles is a list of tile names such as ['1m', '5p'], not "
                        f"{type(tiles).__name__} {tiles!r:.40}")
    for t in tiles:
        if not isinstance(t, str) or t not in TILE_NAMES[:34]:
            raise ValueError(f"tiles holds tile names 1m-9m, 1p-9p, 1s-9s, 1z-7z, not {t!r:.40}")
    return {s: sum(1 for t in tiles if t[1] == s) for s in "mps"}


def eligible_suits(tiles: Sequence[str]) -> list[str]:
    """Suits with three or more tiles, fewest first (ties 万 筒 条): "手牌中同一花色的牌不足
    三張，不能選擇"; the first is the seed's timeout choice ("優先選擇滿足條件的花色中牌張最少
    的一種").

    >>> eligible_suits("1m 2m 3m 4m 1p 2p 3p 5s 6s 7s 8s 9s 9s".split())
    ['p', 'm', 's']
    """
    counts = suit_counts(tiles)
    return sorted((s for s in "mps" if counts[s] >= 3), key=lambda s: (counts[s], "mps".index(s)))


def usefulness(tile: str, tiles: Sequence[str]) -> int:
    """How much ``tile`` helps the others of its suit: 3 per other copy, 2 per tile one
    step away, 1 per tile two steps away (the automatic seats' cheap measure, P-M2)."""
    n, s = int(tile[0]), tile[1]
    score, skipped = 0, False
    for t in tiles:
        if t[1] != s:
            continue
        d = abs(int(t[0]) - n)
        if d == 0 and not skipped:
            skipped = True  # the tile itself
        else:
            score += {0: 3, 1: 2, 2: 1}.get(d, 0)
    return score


def timeout_choice(tiles: Sequence[str], suit: str | None = None) -> tuple[str, ...]:
    """The three tiles passed on timeout: the seed's suit (fewest tiles among the eligible),
    and of it the three least useful (P-M2: the seed does not say which three; we take the
    least connected, ties the outer numbers, then the lower).

    >>> timeout_choice("1m 2m 3m 4m 1p 5p 9p 5s 6s 7s 8s 9s 9s".split())
    ('1p', '9p', '5p')
    >>> timeout_choice("1m 2m 3m 4m 1p 5p 9p 5s 6s 7s 8s 9s 9s".split(), "m")
    ('1m', '4m', '2m')
    """
    ok = eligible_suits(tiles)
    if not ok:
        raise ValueError("no suit has three tiles to pass")
    suit = suit or ok[0]
    if suit not in ok:
        raise ValueError(f"{SUIT_ZH.get(suit, suit)} has fewer than three tiles: it cannot be "
                         "passed (手牌中同一花色的牌不足三張，不能選擇)")
    own = [t for t in tiles if t[1] == suit]
    ranked = sorted(own, key=lambda t: (usefulness(t, own), -abs(int(t[0]) - 5), int(t[0])))
    return tuple(ranked[:3])


def check_exchange(hand: Sequence[str], give: Sequence[str]) -> None:
    """ValueError naming the problem unless ``give`` is three tiles of one suit held in
    ``hand`` ("所選則的三張牌必須是相同花色").

    >>> check_exchange(["1m", "2m", "3m", "5p"], ["1m", "2m", "5p"])
    Traceback (most recent call last):
    ...
    ValueError: 换三张 passes three tiles of one suit (所選則的三張牌必須是相同花色), not 1m 2m 5p
    >>> check_exchange(["1m", "2m", "3m"], ["1m", "2m", "x"])
    Traceback (most recent call last):
    ...
    ValueError: 'x' is not a tile of 万筒条 (1m … 9m, 1p … 9p, 1s … 9s)
    """
    if len(give) != 3:
        raise ValueError(f"换三张 passes exactly three tiles, not {len(give)}")
    for t in give:
        if not (isinstance(t, str) and len(t) == 2 and t[0] in "123456789" and t[1] in "mps"):
            raise ValueError(f"{t!r} is not a tile of 万筒条 (1m … 9m, 1p … 9p, 1s … 9s)")
    if len({t[1] for t in give}) != 1:
        raise ValueError("换三张 passes three tiles of one suit (所選則的三張牌必須是相同花色), "
                         f"not {' '.join(give)}")
    if suit_counts(hand)[give[0][1]] < 3:
        raise ValueError(f"{SUIT_ZH[give[0][1]]} has fewer than three tiles: it cannot be passed "
                         "(手牌中同一花色的牌不足三張，不能選擇)")
    left = list(hand)
    for t in give:
        if t not in left:
            raise ValueError(f"{t} is not in the hand (or not that many times)")
        left.remove(t)


def exchange_is_void(gives: Mapping[int, str], die: int) -> bool:
    """R-M3: the hand is void and redealt when every seat gives and receives the same suit
    ("如果每個玩家與對手交換的牌型與拿到對手的牌型相同，該局牌流局，重新洗牌發牌").
    ``gives`` maps each seat to the suit it passes.

    >>> exchange_is_void({0: "m", 1: "m", 2: "m", 3: "m"}, 2)
    True
    >>> exchange_is_void({0: "m", 1: "p", 2: "m", 3: "p"}, 1)   # across: 0↔2, 1↔3
    True
    >>> exchange_is_void({0: "m", 1: "p", 2: "m", 3: "p"}, 2)
    False
    """
    need_type(gives, Mapping, "gives", "a mapping seat → suit, e.g. {0: 'm', 1: 'p', ...}")
    if set(gives) != {0, 1, 2, 3} or any(v not in ("m", "p", "s") for v in gives.values()):
        raise ValueError(f"gives maps each seat 0-3 to the suit it passes ('m', 'p' or 's'), "
                         f"not {dict(gives)!r:.80}")
    got = {exchange_receiver(s, die): suit for s, suit in gives.items()}
    return all(got[s] == gives[s] for s in gives)


# ---- how we read the seeds: every decision these variants implement (for the lessons) -------

READINGS: tuple[tuple[str, str, str], ...] = (
    # (id, variant, the reading in one line)
    ("R-S11", "sichuan-xueliu", "不能还张 reads 不能换张: a winner discards the tile just drawn "
     "unless it wins or makes an allowed kong"),
    ("P-S17", "both", "a kong after a win is allowed only if the set of winning tiles of the "
     "13-tile hand stays the same; 补杠 after a win never"),
    ("R-S15", "sichuan-xueliu", "a 自摸 (and 自摸加底) is paid by every other player, winners too"),
    ("R-S16", "sichuan-xueliu", "kong money is paid by every other player, winners too"),
    ("R-S9", "sichuan-xueliu", "查花猪 pays every non-花猪 player"),
    ("R-S13", "both", "in the last four tiles a possible win is taken: no pass"),
    ("R-S14", "sichuan-xueliu", "no kong while the wall holds one tile or none"),
    ("P-S18", "both", "after the wall's last tile, the drawer may win; its discard ends the hand "
     "with no claim on it"),
    ("P-S19", "sichuan-xueliu", "the wall and its one-die break are seed 002's"),
    ("P-S20", "both", "after a 碰 the seat may declare an 暗杠 or 补杠 before its discard"),
    ("P-S21", "both", "declining a win or a kong on one's own turn is a Pass in the record"),
    ("P-S24", "sichuan-xueliu", "抢杠胡 robs only a 面下杠: not a 直杠 (its tile is a discard) "
     "nor a 暗杠"),
    ("P-S22", "sichuan-xueliu", "首轮随机定庄(打骰子): 东 throws two dice and counts the total "
     "round the table from itself (1 东, 2 南 …); in 大师游 东 deals first, no dice"),
    ("R-M1", "dashiyou-xueliu", "the exchange die's table wins over the prose's odd/even"),
    ("R-M2", "dashiyou-xueliu", "拿下家的牌: you take your 下家's three tiles"),
    ("R-M3", "dashiyou-xueliu", "void and redeal only when all four give and receive one suit "
     "(option void_redeal)"),
    ("R-M4", "dashiyou-xueliu", "a 暗杠 can be robbed (option rob_concealed)"),
    ("P-M3", "dashiyou-xueliu", "a 明杠 on a discard is no 搶槓: winning that discard comes "
     "first (胡牌為優先)"),
    ("R-M5", "dashiyou-xueliu", "a robbing win is paid by the konger as a discard; scored "
     "normally (option robbed_basic: 基本胡 3 only)"),
    ("R-M6", "dashiyou-xueliu", "exactly one hand type, plus 门清 and kongs"),
    ("R-M7", "dashiyou-xueliu", "门清: no 碰, no exposed kong; a 暗杠 keeps it"),
    ("R-M8", "dashiyou-xueliu", "槓進槓出: a loser adds their own kong 番 (option "
     "gang_in_gang_out)"),
    ("R-M9", "dashiyou-xueliu", "查叫 pays every ready player, past winners included"),
    ("R-M10", "dashiyou-xueliu", "查叫's value: the best hand over the winning tiles"),
    ("R-M11", "dashiyou-xueliu", "a 花猪 pays 2× instead of 1×"),
    ("R-M12", "dashiyou-xueliu", "no 七对"),
    ("R-M13", "dashiyou-xueliu", "kongs after a win as Sichuan 血流"),
    ("R-M14", "dashiyou-xueliu", "skip stacks from the right-hand end; draw clockwise"),
    ("R-M15", "dashiyou-xueliu", "the deal passes to the dealer's 下家"),
    ("R-M16", "dashiyou-xueliu", "the exchange die is the system's, thrown after the choices"),
    ("R-M19", "dashiyou-xueliu", "a 自摸 is paid by players who have never won (option "
     "zimo_payers='others')"),
    ("P-M1", "dashiyou-xueliu", "定缺 is declared after 换三张; the void suit is discarded "
     "first, never ponged or konged, and no win while holding it (option must_discard_void)"),
    ("P-M2", "dashiyou-xueliu", "the timeout's three tiles: the least connected of the suit"))
