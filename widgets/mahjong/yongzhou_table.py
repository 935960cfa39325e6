"""永州麻將's walk through a hand's events: 漏胡 (R-Y13), 相公 (R-Y14), 包 (R-Y11, R-Y12), the
settlement (R-Y10, R-Y16) and the rounds (風圈, the dealer).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..engine.events import Claim, Deal, Discard, Draw, End, Event, Kong, Pass, Win
from ..engine.history import cannot_win, check_discard_win, win_history
from ..engine.ledger import Book, Reason, seat_name, seat_zh
from ..engine.rules import MahjongRules
from ..engine.situation import Situation
from ..engine.tiles import parse_tile
from ..engine.why import Why
from .yongzhou_fans import DRAGONS, WINDS

LOUHU = ("漏胡: you passed on a win on {tile} and have not moved since (碰, 吃, 杠 or a draw); "
         "the same tile from your 對家 or 上家 is refused (seed: 若對家C或上家D打出相同的一張牌時，"
         "玩家A是不能胡那一張的)")
LOUHU_ZH = ("漏胡：你放过了{tile}的胡，之后还没有动过牌（碰、吃、杠或摸牌）；对家或上家再打出"
            "同一张也不能胡（种子：若對家C或上家D打出相同的一張牌時，玩家A是不能胡那一張的）")
LOUHU_FROM = (1, 2)  # 漏胡 bars the tile from the 上家 (1) and the 對家 (2): "對家C或上家D"
XIANGGONG = {  # name, then why in zh and en (the seed's words quoted as written)
    "big": ("大相公", "还没摸牌，手上 {size} 张：14 张或更多是大相公（原文：還沒有摸牌，"
            "而手上多于或等于14張牌）；相公这一手不能胡（R-Y14）",
            "{size} tiles before drawing: 14 or more is 大相公 (seed: 還沒有摸牌，而手上"
            "多于或等于14張牌); a 相公 may not win this hand (R-Y14)"),
    "small": ("小相公", "还没摸牌，手上 {size} 张：12 张或更少是小相公（原文：還沒有摸牌，"
              "而手上小于或等于12張牌）；相公这一手不能胡（R-Y14）",
              "{size} tiles before drawing: 12 or fewer is 小相公 (seed: 還沒有摸牌，"
              "而手上小于或等于12張牌); a 相公 may not win this hand (R-Y14)"),
}


def xianggong_why(key: str, size: int) -> Why:
    """Why a hand of ``size`` tiles is a 相公 (``key`` big or small), in zh and en."""
    _name, zh, en = XIANGGONG[key]
    return Why(zh.format(size=size), en.format(size=size))


# ---- the event walk: 漏胡, 相公, 包, settlement ---------------------------------------------

WHY: dict[str, Reason] = {
    "dianpao": Reason("点炮", "discard win: the discarder pays 2^番 × stake", "R-Y16"),
    "zimo": Reason("自摸", "self-drawn: each of the three others pays 2^番 × stake", "R-Y16"),
    "yipao": Reason("一炮多响", "one discard, several winners: the discarder pays each winner "
                    "their own amount (點炮者包三家)", "R-Y10"),
    "baogang": Reason("杠上开花包杠", "a win on the replacement of a 暗刻 + discard kong: the "
                      "discarder who fed the kong (點杠者) pays all three shares", ""),
    "luodi": Reason("十二张落地包自摸", "the discarder who fed the 4th exposed set (12 tiles "
                    "down) pays all three shares of the self-draw; 包先不包后", "R-Y11"),
    "dasixi": Reason("大四喜包自摸", "the discarder of the 4th wind, claimed after three were "
                     "碰, pays all three shares of the self-draw", "R-Y12"),
    "dasanyuan": Reason("大三元包自摸", "the discarder of the 3rd dragon, claimed after two were "
                        "碰, pays all three shares of the self-draw", "R-Y12"),
    "qianggang": Reason("抢杠", "robbed kong: counts as 自摸, and the robbed player pays all "
                        "three shares (被搶杠者包三家牌)", ""),
}


class Table:
    """One walk through a hand's events, keeping what the history-dependent rules read:

    * 漏胡 (R-Y13): a :class:`~widgets.engine.events.Pass` of 'win' on a discard bars that
      tile from the seat's 對家 and 上家 until its next 動牌 (a Draw, Claim or Kong of its own);
    * 搶杠: each seat's exposed 碰, so a robbed kong (a Win with ``robbing_kong``) is checked
      to be a 碰 of the robbed seat's made a kong (明刻開明杠);
    * 相公 (R-Y14): each seat's tile count (a kong counts as three); a seat about to draw
      (a Draw that is not a replacement) with 14+ tiles is 大相公, with 12 or fewer 小相公;
    * exposed sets (碰, 吃, 明杠; not 暗杠) and who fed each, for 包:
      十二張落地 (the 4th exposed set; 包先不包后: a discarder is liable for the first such
      player only, R-Y11), 大四喜 (the 4th wind claimed after three wind sets) and 大三元
      (the 3rd dragon after two), R-Y12;
    * 天和/人和/地和 (``first_turn``) from the history: no 吃/碰/杠 yet, and the win is the
      dealer's deal, the dealer's first discard, or a non-dealer's first draw.

    With ``pay`` it also settles (R-Y16): a discard win, the discarder pays 2^番 × stake; a
    self-draw, each other seat pays it, unless a liability (包) moves all three shares to one
    seat (P-Y4 orders them: 杠上開花包杠, then 大四喜/大三元, then 十二張落地). Several winners
    on one discard (一炮多響) are consecutive Win events: the discarder pays each (R-Y10);
    three (一炮三響) raise each small hand (R-Y3). A robbed kong (Win with ``robbing_kong``,
    ``from_seat`` the robbed seat; the robbed 加杠 itself is not recorded, P-S11) is paid by
    the robbed seat, three shares. The dealer stays if among the winners, or after a draw
    (流局, P-Y5); else the deal passes to the 下家.
    """

    def __init__(self, rules: MahjongRules, balances: Mapping[int, int] | None = None,
                 dealer: int | None = None, pay: bool = False):
        self.rules, self.pay = rules, pay
        self.book = Book(balances)
        self.dealer = dealer
        self.size: dict[int, int] = {}
        self.louhu: dict[int, set[int]] = {}
        self.xianggong: dict[int, str] = {}
        self.exposed: dict[int, list[tuple[int, int | None]]] = {s: [] for s in range(4)}
        self.pons: dict[int, set[int]] = {s: set() for s in range(4)}  # exposed 刻 (robbable)
        self.liable: dict[int, tuple[int, str]] = {}  # seat → (liable seat, WHY key)
        self.fed_luodi: set[int] = set()  # discarders already liable for one 十二張落地
        self.last_discard: Discard | None = None
        self.discards = 0
        self.claimed = False  # any 吃/碰/杠 so far (地和 "如有人吃、碰牌…已不生效")
        self.draws: dict[int, int] = {}
        self.winners: list[int] = []
        self.notes: list[str] = []
        self.events: Sequence[Event] = ()
        self.index = 0

    def run(self, events: Sequence[Event]) -> Table:
        self.events = events
        for i, e in enumerate(events):
            self.index = i
            if self.winners and not isinstance(e, Win | End):
                raise ValueError(f"event {i + 1} ({e.type}): the hand ended with "
                                 f"{', '.join(map(seat_name, self.winners))}'s win")
            getattr(self, "on_" + e.type, lambda e: None)(e)
        return self

    def next_dealer(self) -> int | None:
        if self.dealer is None:
            return None
        if not self.winners or self.dealer in self.winners:
            return self.dealer  # "一炮多響包括莊家在內胡牌，下一輪莊家繼續當莊"; 流局: P-Y5
        return (self.dealer + 1) % 4

    def barred(self, seat: int, tile: int, from_seat: int) -> bool:
        """漏胡 (R-Y13, literal): ``seat`` passed on a win on ``tile`` and has not moved
        since, and ``from_seat`` (absolute) is its 對家 or 上家 ("若對家C或上家D打出相同的一張
        牌時"). A 下家 can only discard again before the seat moves after a claim; the seed
        does not bar it."""
        return tile in self.louhu.get(seat, set()) and (seat - from_seat) % 4 in LOUHU_FROM

    def _moved(self, seat: int) -> None:
        self.louhu.pop(seat, None)  # 動牌 lifts 漏胡 ("當有動牌后…便解除")

    def on_deal(self, e: Deal) -> None:
        size = self.rules.hand(e.hand).size
        self.size[e.seat] = size
        if self.dealer is None and size == 14:
            self.dealer = e.seat

    def on_draw(self, e: Draw) -> None:
        self._moved(e.seat)
        size = self.size.get(e.seat)
        if size is not None and not e.replacement and size != 13 and e.seat not in self.xianggong:
            key = "big" if size >= 14 else "small"
            why = self.xianggong[e.seat] = xianggong_why(key, size)
            name = XIANGGONG[key][0]
            self.notes.append(Why(f"{seat_zh(e.seat)}在第 {self.index + 1} 步是{name}：",
                                  f"{seat_name(e.seat)} is {name} at event {self.index + 1}: ")
                              + why)
        if size is not None:
            self.size[e.seat] = size + 1
        if not e.replacement:
            self.draws[e.seat] = self.draws.get(e.seat, 0) + 1

    def on_discard(self, e: Discard) -> None:
        self.last_discard = e
        self.discards += 1
        if e.seat in self.size:
            self.size[e.seat] -= 1

    def on_pass(self, e: Pass) -> None:
        if "win" in e.kinds and e.from_seat is not None:
            self.louhu.setdefault(e.seat, set()).add(parse_tile(e.tile))

    def _expose(self, seat: int, tile: int, feeder: int) -> None:
        """A set claimed from ``feeder``'s discard: check the 包 triggers."""
        sets = self.exposed[seat]
        sets.append((tile, feeder))
        if len(sets) == 4 and feeder not in self.fed_luodi and seat not in self.liable:
            self.fed_luodi.add(feeder)  # 包先不包后
            self.liable[seat] = (feeder, "luodi")
        for kinds, need, key in ((WINDS, 4, "dasixi"), (DRAGONS, 3, "dasanyuan")):
            if tile in kinds and sum(1 for t, _ in sets if t in kinds) == need:
                self.liable[seat] = (feeder, key)  # R-Y12: claimed, so 包 (it outranks 落地)

    def on_claim(self, e: Claim) -> None:
        self._moved(e.seat)
        self.claimed = True
        if e.seat in self.size:
            self.size[e.seat] += 1
        tile = parse_tile(e.tile)
        if e.kind == "pon":
            self.pons[e.seat].add(tile)
        self._expose(e.seat, tile if e.kind == "pon" else -1, e.from_seat)

    def on_kong(self, e: Kong) -> None:
        self._moved(e.seat)
        self.claimed = True
        if e.seat in self.size and e.kind != "direct":
            self.size[e.seat] -= 1  # four tiles become a set that counts as three
        self.pons[e.seat].discard(parse_tile(e.tile))  # an added kong: no longer robbable
        if e.kind == "direct":
            self._expose(e.seat, parse_tile(e.tile), e.from_seat)

    def first_turn(self, e: Win) -> bool:
        """天和/人和/地和 from the history (no claim or kong so far: a kong before the
        dealer's first discard voids 人和, P-Y7)."""
        if self.claimed or self.dealer is None:
            return False
        if e.seat == self.dealer:
            return e.from_seat is None and self.discards == 0 and not self.draws
        if e.from_seat is None:
            return self.draws.get(e.seat, 0) == 1 and self.discards < 4
        d = self.last_discard
        return self.discards == 1 and d is not None and d.seat == self.dealer

    def _winners_on(self, e: Win) -> int:
        """How many consecutive Win events take this same discard (一炮多響)."""
        def same(k: int) -> bool:
            other = self.events[k]
            return isinstance(other, Win) and (other.from_seat, other.tile) == (e.from_seat,
                                                                                 e.tile)
        lo = hi = self.index
        while lo > 0 and same(lo - 1):
            lo -= 1
        while hi + 1 < len(self.events) and same(hi + 1):
            hi += 1
        return hi - lo + 1

    def on_win(self, e: Win) -> None:
        i = self.index
        situation = e.situation_obj()
        if self.winners and (situation.self_drawn or situation.robbing_kong):
            raise ValueError(f"event {i + 1} (win): only a discard can have several winners")
        if e.seat in self.xianggong:
            raise ValueError(f"event {i + 1} (win): {seat_name(e.seat)} cannot win: "
                             f"{self.xianggong[e.seat]}")
        if e.from_seat is not None and self.barred(e.seat, parse_tile(e.tile), e.from_seat):
            raise ValueError(f"event {i + 1} (win): {LOUHU.format(tile=e.tile)} (R-Y13)")
        if situation.robbing_kong and parse_tile(e.tile) not in self.pons[e.from_seat]:
            raise ValueError(f"event {i + 1} (win): robbing {e.tile} from "
                             f"{seat_name(e.from_seat)}, who has no exposed 碰 of {e.tile}: "
                             "only a 明刻開明杠 can be robbed (seed: 明刻開明杠，可以被搶杠胡)")
        # every history flag from the events, a claimed one that disagrees refused (P-H1)
        situation = win_history(self.events, i, dealer=self.dealer,
                                unrobbable=self.rules.unrobbable()).situation
        history = self.first_turn(e)
        if situation.first_turn and not history:
            raise ValueError(f"event {i + 1} (win): first_turn (天和/人和/地和) does not fit the "
                             "history: a claim or kong came first, or it is not the first turn")
        situation = situation.with_(first_turn=history)
        if self.dealer is not None:
            situation = situation.with_(dealer=e.seat == self.dealer,
                                        seat_wind=(e.seat - self.dealer) % 4)
        winners = 1 if e.from_seat is None or situation.robbing_kong else self._winners_on(e)
        try:
            score = self.rules.score(e.hand, situation, winners=winners)
        except ValueError as err:
            raise cannot_win(i, e.hand, err) from None
        self.winners.append(e.seat)
        if not self.pay:
            return
        due = score.total * self.rules.options.stake
        others = [s for s in range(4) if s != e.seat]
        if situation.robbing_kong:
            self.book.pay(e.from_seat, e.seat, 3 * due, WHY["qianggang"], i)
        elif e.from_seat is not None:
            d = self.last_discard
            check_discard_win(i, e, None if d is None else (d.seat, d.tile), required=True)
            self.book.pay(e.from_seat, e.seat, due, WHY["yipao" if winners > 1 else "dianpao"],
                          i)
        else:
            liable = self.liability(e, situation)
            if liable is None:
                for payer in others:
                    self.book.pay(payer, e.seat, due, WHY["zimo"], i)
            else:
                self.book.pay(liable[0], e.seat, 3 * due, WHY[liable[1]], i)

    def liability(self, e: Win, situation: Situation) -> tuple[int, str] | None:
        """Who pays all three shares of this self-draw, if anyone (P-Y4's order)."""
        if situation.after_kong:
            k = self.events[self.index - 2] if self.index >= 2 else None
            if isinstance(k, Kong) and k.seat == e.seat and k.kind == "direct":
                return k.from_seat, "baogang"
        found = self.liable.get(e.seat)
        if found and found[1] in ("dasixi", "dasanyuan"):
            return found
        if found and found[1] == "luodi":
            return found
        return None

    def on_end(self, e: End) -> None:
        if not self.winners:
            self.notes.append(Why("和牌（R-Y1：流局、荒牌）：谁也不付；庄家不变（P-Y5）",
                                  "和牌 (R-Y1: a draw, 流局/荒牌): nobody pays; the dealer stays "
                                  "(P-Y5)"))


# ---- seats and rounds ---------------------------------------------------------------------


@dataclass(frozen=True)
class Round:
    """Where the game stands: the dealer, the round wind (風圈), and the seat that dealt
    first. Seat winds follow the dealer (the dealer is 東, its 下家 南, …).

    >>> Round(0).after(dealer_stays=False).after(False).after(False).after(False)
    Round(dealer=0, round_wind=1, first_dealer=0)
    """

    dealer: int
    round_wind: int = 0
    first_dealer: int | None = None

    def __post_init__(self) -> None:
        if self.first_dealer is None:
            object.__setattr__(self, "first_dealer", self.dealer)
        for name in ("dealer", "round_wind", "first_dealer"):
            value = getattr(self, name)
            if value not in range(4) or isinstance(value, bool):
                raise ValueError(f"Round: {name} is 0–3 (東南西北 / seats), not {value!r}")

    def seat_wind(self, seat: int) -> int:
        """0 東 … 3 北: 東南西北 counter-clockwise from the dealer."""
        return (seat - self.dealer) % 4

    def after(self, dealer_stays: bool) -> Round:
        """The next hand: the dealer stays (連莊) or the deal passes to the 下家; when it comes
        back to the first dealer a 圈 is over and the round wind moves 東→南→西→北 ("當最后
        一位玩家做莊之牌局完結而沒有連莊情況出現，則牌局的一個循環完結")."""
        if dealer_stays:
            return self
        dealer = (self.dealer + 1) % 4
        wind = self.round_wind + (dealer == self.first_dealer)
        return Round(dealer, wind % 4, self.first_dealer)
