"""永州麻將 (``yongzhou``): seed 001 lines 113–232, rules/mahjong.md §4, rulings R-Y1…R-Y18.

136 tiles, no flowers (R-Y2); 吃 from the 上家, 碰 and 杠. Scoring is in 番, and 番 double:
a hand of n番 is worth 2^n points ("番是2倍的意思"; 無番 is the base point 1). Ordinary hand
types add up (R-Y7) and, with the extras (附加: 自摸, 風位, 風圈, 三元牌), stop at the cap
(爆胡 / 爆和); special hands (特殊牌型) break through it and take nothing else. Two tables:
option ``cap`` 3 (table A, 爆胡 3番) or 5 (table B, 爆和 5番); option ``minimum`` the 起和.

>>> from widgets import rules
>>> a, b = rules("yongzhou"), rules("yongzhou", cap=5)
>>> hand = "123456789m1z [555z,2] +1z"         # 混一色 + 中 (三元牌)
>>> fan(a.score(hand)), fan(b.score(hand))
(3, 4)
>>> [(line.zh, line.value) for line in b.score(hand).lines]
[('混一色', 3), ('三元牌', 1)]
>>> s = a.score("19m19p19s1234567z +9s")          # 十三幺: special, beyond the cap
>>> fan(s), s.total, [line.zh for line in s.lines]
(6, 64, ['十三幺'])
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import shape
from ..engine.events import Discard, Event, Pass, Win, as_events  # noqa: F401  (the doctests)
from ..engine.fans import Excluded, Fan, FanLine, apply_exclusions
from ..engine.ledger import Ledger
from ..engine.notation import Hand
from ..engine.results import ClaimReport, NotAllowed, Refusal, Score, Why
from ..engine.rules import MahjongRules, View, as_tile, check_situation, option, register
from ..engine.shape import Arrangement, Block, counts34
from ..engine.situation import Situation
from ..engine.tiles import tile_name, tile_zh
from ..engine.why import reason_of
from .situation_rules import YONGZHOU
from .yongzhou_fans import DRAGONS, ORPHANS, RAISES, ROWS, WINDS  # noqa: F401  (re-exported)
from .yongzhou_table import LOUHU, LOUHU_FROM, LOUHU_ZH, WHY, XIANGGONG, Round, Table, xianggong_why  # noqa: F401

CAPS = (3, 5)
MINIMUMS = (0, 1, 3)
SPECIAL = "special"



def fan(score: Score) -> int:
    """The 番 of a Yongzhou score: its total is base × 2^番.

    >>> from widgets import rules
    >>> fan(rules("yongzhou").score("123m456p789s234m5s +5s"))   # 平胡 1
    1
    """
    return (score.total // score.base).bit_length() - 1


@dataclass(frozen=True)
class YongzhouOptions:
    """Room options of 永州麻將; each names the ruling it implements."""

    cap: int = option(3, "the cap and its table: 3 = 爆胡 3番 (table A, with 九蓮寶燈), 5 = 爆和 "
                      "5番 (table B); both share the extras and special rules", "R-Y3")
    minimum: int = option(0, "起和: the least 番 that may win, 0 (無番起和), 1 or 3; the extras "
                          "and raises count towards it", "R-Y15")
    raise_to_cap: bool = option(True, "一炮三響, 杠上開花, 海底撈月 and 搶杠 raise a smaller hand "
                                "to the table's cap (3 or 5); off: to 3番, as the seed's words "
                                "read literally in table B too", "R-Y3")
    types_add: bool = option(True, "within-cap hand types add up (平胡 + 混一色 = 3); off: only "
                             "the best type counts", "R-Y7")
    stake: int = option(1, "coins per point: a hand of n番 is worth stake × 2^n", "R-Y16")

    def check(self) -> None:
        if self.cap not in CAPS:
            raise ValueError(f"option 'cap' of yongzhou is 3 (爆胡, table A) or 5 (爆和, table B)"
                             f", not {self.cap!r}")
        if self.minimum not in MINIMUMS:
            raise ValueError(f"option 'minimum' of yongzhou is 0, 1 or 3 (無番/1番/3番起和), not "
                             f"{self.minimum!r}")
        if self.stake < 1:
            raise ValueError(f"option 'stake' of yongzhou is at least 1, not {self.stake!r}")


def make_fans(cap: int) -> tuple[Fan, ...]:
    """The table for a cap as :class:`Fan` rows. A row above the cap is special: it is in
    the group 'special' (P-Y1: specials do not stack with each other either, "這些特殊牌型
    不再疊加其他番種": the best one counts alone) and excludes every ordinary row; named
    combinations exclude their parts; every named type excludes 雞胡.

    Rows run from the highest value down; rows of one value, the one the other table values
    higher first. The engine breaks a tie between special hands by that order, so a tie
    names the bigger hand (P-Y6: four wind 刻 and an honour pair are 字一色 and 大四喜, 6番
    each in table A; it is named 大四喜, as table B ranks it and as its 包 is called).

    >>> [f.zh for f in make_fans(3) if f.group == "special"][:4]
    ['大三元', '大四喜', '十三幺', '字一色']
    """
    rows = [(r, r.a if cap == 3 else r.b) for r in ROWS]
    table = [(r, value) for r, value in rows if value is not None]
    table.sort(key=lambda row: (-row[1], -max(row[0].a or 0, row[0].b or 0)))
    ordinary = tuple(r.key for r, value in table if value <= cap)
    out = []
    for r, value in table:
        special = r.kind == "type" and value > cap
        if special:
            excludes = ordinary
        elif r.kind == "type" and r.key != "jihu":
            excludes = ("jihu",) + r.replaces
        else:
            excludes = ()
        out.append(Fan(r.key, r.zh, r.en, value, r.count, excludes,
                       SPECIAL if special else None, r.ruling or None, r.seed))
    return tuple(out)


TABLES = {cap: make_fans(cap) for cap in CAPS}
KINDS = {r.key: r.kind for r in ROWS}


def orphans_shanten(counts: Sequence[int]) -> int:
    """十三幺's shanten: 13 − the orphan kinds held − 1 if one of them is paired.

    >>> orphans_shanten(counts34([0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]))
    0
    """
    kinds = sum(1 for t in ORPHANS if counts[t])
    return 13 - kinds - any(counts[t] >= 2 for t in ORPHANS)


def orphans_arrangement(counts: Sequence[int]) -> Arrangement | None:
    """十三幺 as a reading: the thirteen kinds once, one of them twice, nothing else."""
    if sum(counts) != 14 or any(counts[t] for t in range(34) if t not in ORPHANS):
        return None
    if not all(counts[t] for t in ORPHANS) or not any(counts[t] == 2 for t in ORPHANS):
        return None
    blocks = tuple(Block("pair" if counts[t] == 2 else "single", (t,) * counts[t])
                   for t in ORPHANS)
    return Arrangement("orphans", blocks)


@register
class Yongzhou(MahjongRules):
    """永州麻將: 番 that double, a cap (3 or 5), special hands, 包 and 漏胡."""

    id = "yongzhou"
    zh = "永州麻将"
    en = "Yongzhou Mahjong"
    kinds = tuple(range(34))  # R-Y2: 136 tiles, no flowers
    Options = YongzhouOptions
    mode = "doubling"
    base = 1
    melds_allowed = ("chi", "pon", "kong")
    seven_pairs = False  # R-Y17: no 七對
    situation_rules = YONGZHOU
    # for the lab's side-by-side view: the values of the options worth comparing
    option_choices = {"cap": CAPS, "minimum": MINIMUMS}
    remembers_passes = True  # R-Y13: the lab's 漏胡 switch

    def __init__(self, **options: Any):
        super().__init__(**options)
        self.fans = TABLES[self.options.cap]
        self._winners = 1

    def cap(self) -> int | None:
        return None  # the cap is on 番, applied in score_reading (ordinary fans only)

    def cap_fan(self) -> int:
        """爆胡 / 爆和: the most 番 an ordinary hand scores (3 or 5)."""
        return self.options.cap

    def raise_target(self) -> int:
        """What 一炮三響, 杠上開花, 海底撈月 and 搶杠 raise a smaller hand to (R-Y3)."""
        return self.options.cap if self.options.raise_to_cap else 3

    def minimum(self) -> int | None:
        """起和 in 番 (R-Y15); None for 無番起和."""
        return self.options.minimum or None

    def minimum_total(self, score: Score) -> int:
        return fan(score)

    # ---- shape: regular hands and 十三幺 ---------------------------------------------------

    def _shanten(self, hand: Hand, situation: Situation | None, drops) -> int | None:
        regular = super()._shanten(hand, situation, drops)
        if hand.melds or regular is None:
            return regular
        return min(regular, orphans_shanten(counts34(hand.closed)))

    def draw_shanten(self, hand: Hand, situation: Situation | None = None
                     ) -> Callable[[int], int | None]:
        """The shared per-draw probe for regular shapes, and 十三幺's formula beside it."""
        counts = counts34(hand.closed)
        probe = shape.DrawProbe(list(counts), 4 - len(hand.melds), 0, [()], None)
        if hand.melds:
            return probe.after_draw

        orphan_set = frozenset(ORPHANS)
        base = orphans_shanten(counts)
        paired = any(counts[t] >= 2 for t in ORPHANS)

        def after(t: int) -> int:  # 十三幺 after one more tile: O(1) from the counts
            orphans = base
            if t in orphan_set:
                orphans -= 1 if not counts[t] else 0 if paired or counts[t] >= 2 else 1
            return min(probe.after_draw(t), orphans)
        return after

    def arrangements(self, hand: Hand | str, situation: Situation | None = None
                     ) -> list[Arrangement]:
        hand = self.hand(hand)
        found = super().arrangements(hand, situation)
        if not hand.melds:
            special = orphans_arrangement(counts34(hand.closed))
            if special:
                found.append(special)
        return found

    # ---- scoring -----------------------------------------------------------------------------

    def score(self, hand: Hand | str, situation: Situation | None = None,
              seen: Iterable[int] = (), winners: int = 1, **how: Any) -> Score:
        """The best reading, in 番 (``total`` = base × 2^番, see :func:`fan`). ``winners``:
        how many players won on this one discard; 3 is 一炮三響, which raises a small hand
        (R-Y3).

        >>> r = Yongzhou()
        >>> fan(r.score("123m456p789s234m5s +5s", winners=3))   # 平胡 1, raised to 3
        3
        """
        if winners not in (1, 2, 3) or isinstance(winners, bool):
            raise ValueError(f"winners on one discard is 1, 2 or 3, not {winners!r}")
        if winners == 3 and self._winners != 3:
            triple = copy.copy(self)
            triple._winners = 3
            return triple.score(hand, situation, seen, 3, **how)
        best = super().score(hand, situation, seen, **how)
        # readings tied after the cap: show the one with the most 番 before it (混碰 + 風位,
        # not 混一色 + 風位, for 111222333m…), so the breakdown names what the cap cut
        tied = [best] + [s for s in best.alternatives if s.total == best.total]
        top = max(tied, key=lambda s: sum(ln.value * ln.count for ln in s.lines))
        if top is best:
            return best
        others = tuple(s for s in (best,) + best.alternatives if s is not top)
        return dataclasses.replace(top, alternatives=tuple(dataclasses.replace(s, alternatives=())
                                                           for s in others))

    def raises(self, situation: Situation) -> list[str]:
        """Keys of the special rules that apply to this win (see RAISES)."""
        s = check_situation(situation) or Situation()
        when = {"yipaosanxiang": self._winners == 3 and not s.self_drawn,
                "gangshangkaihua": s.self_drawn and s.after_kong,
                "haidilaoyue": s.self_drawn and s.last_tile,
                "qianggang": s.robbing_kong}
        return [key for key, *_ in RAISES if when[key]]

    def score_reading(self, view: View) -> Score | None:
        """Count every row; the best special hand alone, or the ordinary types (adding up,
        R-Y7) and the extras, capped; then the raises (R-Y3)."""
        fans = self.fans
        if not self.options.types_add:
            fans = tuple(dataclasses.replace(f, group="type") if KINDS[f.key] == "type"
                         and f.key != "jihu" and not f.group else f for f in fans)
        counts = {f.key: f.count(view) for f in fans}
        lines, excluded = apply_exclusions(fans, counts)
        cap, notes = self.options.cap, []
        special = next((ln for ln in lines if ln.key in {f.key for f in fans
                                                           if f.group == SPECIAL}), None)
        raised = self.raises(view.situation)
        if special is not None:
            total = special.value
            notes.append(Why(f"{special.zh}：特殊牌型突破 {cap}番 的封顶，不再加其他番（种子："
                             "這些特殊牌型不再疊加其他番種）",
                             f"{special.zh}: a special hand (特殊牌型) breaks through the {cap}番 "
                             "cap and takes no other fan (seed: 這些特殊牌型不再疊加其他番種)"))
            excluded += tuple(Excluded(k, zh, en, 0, special.key, special.zh,
                                       Why(f"{special.zh}是特殊牌型：不加其他番",
                                           f"{special.zh} is a special hand: no other fan"))
                              for k, zh, en, _ in RAISES if k in raised)
        else:
            raw = sum(ln.value * ln.count for ln in lines)
            total = min(raw, cap)
            if raw > cap:
                notes.append(Why(f"封顶 {cap}番（封顶前 {raw}番）：普通牌型加附加番不能超过封顶"
                                 "（种子：爆胡內牌型加附加牌型不能沖破爆胡的上限）",
                                 f"capped at {cap}番 (before the cap: {raw}番): ordinary types "
                                 "and extras never pass the cap (seed: 爆胡內牌型加附加牌型不能"
                                 "沖破爆胡的上限)"))
            target = self.raise_target()
            for key, zh, en, seed in RAISES:
                if key not in raised:
                    continue
                if total < target:
                    lines += (FanLine(key, zh, en, target - total),)
                    notes.append(Why(f"{zh}：不满 {target}番 按 {target}番 计（R-Y3；种子："
                                     f"{seed}）",
                                     f"{zh}: under {target}番 counts as {target}番 (R-Y3; seed: "
                                     f"{seed})"))
                    total = target
                else:
                    excluded += (Excluded(key, zh, en, 0, "", "", Why(
                        f"{zh}：这手牌已有 {total}番，按实际牌型计（种子：大于3番的牌型，按照"
                        "實際牌型計算）",
                        f"{zh}: the hand already has {total}番, so it scores as it is "
                        "(大于3番的牌型，按照實際牌型計算)")),)
        return Score(self.base * 2 ** total, lines, excluded, view.arrangement, self.mode,
                     self.base, tuple(notes))

    # ---- claims: 起和, 漏胡, 搶杠, 相公 ---------------------------------------------------

    def claim_refusal(self, kind: str, hand: Hand, tile: int, from_seat: int,
                      situation: Situation) -> tuple[str, str] | None:
        """A win on the discard needs the room's 起和 (R-Y15); the refusal gives the 番."""
        if kind != "win" or not self.minimum():
            return None
        won = hand.with_winning(tile)
        if not self.is_complete(won, situation):
            return None
        try:
            self.score(won, situation)
        except NotAllowed as e:
            if e.score is not None:
                return reason_of(e), "R-Y15"
        return None

    def claims(self, hand: Hand | str, tile: int | str, from_seat: int,
               situation: Situation | None = None, history: Sequence[Event] = (),
               seat: int | None = None, **how: Any) -> ClaimReport:
        """As every variant's; with the ``history`` of events and the claimer's absolute
        ``seat``, 漏胡 (R-Y13: a win passed on bars that tile from the 對家 and 上家 until the
        claimer's next 動牌) and 相公 (R-Y14) refuse a win. Bad history or seat: ValueError.

        >>> r = Yongzhou()
        >>> ready = "123m456p789s234m5s"
        >>> past = [Discard(1, "5s"), Pass(0, "5s", 1, ("win",)), Discard(2, "5s")]
        >>> r.claims(ready, "5s", 2, history=past, seat=0).allows("win")
        False
        """
        report = super().claims(hand, tile, from_seat, situation, **how)
        if seat is None and history:
            raise ValueError("claims with a history need the claimer's seat (0–3), seat=…")
        if seat is not None and (seat not in range(4) or isinstance(seat, bool)):
            raise ValueError(f"seat is the claimer's absolute seat 0–3, not {seat!r}")
        bad = next((e for e in history if not isinstance(e, Event)), None)
        if bad is not None:
            raise ValueError(f"history is a list of events (widgets.engine.events), not {bad!r}")
        if seat is None or not report.allows("win"):
            return report
        state = Table(self).run(history)
        why = None
        if seat in state.xianggong:
            why = Refusal("win", state.xianggong[seat], "R-Y14")
        elif report.tile in state.louhu.get(seat, set()) and from_seat in LOUHU_FROM:
            why = Refusal("win", Why(LOUHU_ZH.format(tile=tile_zh(report.tile)),
                                     LOUHU.format(tile=tile_name(report.tile))),
                          "R-Y13")
        if why is None:
            return report
        return ClaimReport(report.tile, report.from_seat,
                           tuple(o for o in report.options if o.kind != "win"),
                           report.refused + (why,))

    def passed_history(self, tile: int | str) -> tuple[Event, ...]:
        """The shortest history in which seat 0, ready, passed on a win on ``tile`` from its
        下家 and has not moved since: what the hand lab's 漏胡 switch stands for, read by
        :meth:`claims` with ``seat=0``.

        >>> r = Yongzhou()
        >>> r.claims("123m456p789s23m55s", "4m", 2, history=r.passed_history("4m"), seat=0
        ...          ).refused[-1].ruling
        'R-Y13'
        """
        name = tile_name(as_tile(tile))
        return (Discard(1, name), Pass(0, name, 1, ("win",)))

    # 搶杠 (MahjongRules.rob_kong reads this table): "明刻開明杠，可以被搶杠胡 … 暗杠不可搶杠胡 …
    # 暗刻開明杠，不算搶杠胡，胡牌者只能胡點杠那張牌，只算普通胡牌": only an added kong can be
    # robbed; a kong on a discard is no 搶杠, the discard itself is an ordinary claim
    unrobbable_kongs = {
        "concealed": (Why("暗杠不能被抢（种子：暗杠不可搶杠胡）",
                          "暗杠 cannot be robbed (seed: 暗杠不可搶杠胡)"), ""),
        "direct": (Why("暗刻开明杠不算抢杠：只能胡点杠的那张牌，算普通胡牌（种子：暗刻開明杠，"
                       "不算搶杠胡，胡牌者只能胡點杠那張牌，只算普通胡牌）",
                       "a kong of a concealed 刻 on a discard (暗刻開明杠) is not a 搶杠: the "
                       "discard itself may be won, as an ordinary discard win (seed: 暗刻開明杠，"
                       "不算搶杠胡，胡牌者只能胡點杠那張牌，只算普通胡牌)"), "")}
    robbing_note = Why("抢杠：算自摸，被抢的人包三家",
                       "搶杠: counts as 自摸; the robbed player pays all three shares")

    def xianggong(self, hand: Hand | str) -> tuple[str, str] | None:
        """(name, why) if a hand, before its owner draws, is 大相公 (14 tiles or more) or
        小相公 (12 or fewer); None for 13 (a kong counts as three).

        >>> Yongzhou().xianggong("123m456p789s234m55s")[0]
        '大相公'
        """
        size = self.hand(hand).size
        key = "big" if size >= 14 else "small" if size <= 12 else None
        if key is None:
            return None
        return XIANGGONG[key][0], xianggong_why(key, size)

    # ---- settlement ----------------------------------------------------------------------

    def settle(self, events: Sequence[Event] | str, balances: Mapping[int, int] | None = None,
               dealer: int | None = None) -> Ledger:
        """The payments of a hand from its events (or their JSON); see :class:`Table`.

        >>> r = Yongzhou(stake=10)
        >>> win = Win(2, "5s", 0, "123m456p789s234m5s +5s")             # 平胡 1番: 2 points
        >>> r.settle([Discard(0, "5s"), win]).net
        {0: -20, 1: 0, 2: 20, 3: 0}
        """
        events = self.checked_events(events)  # no fifth copy (P-T6)
        table = Table(self, balances, dealer, pay=True)
        table.run(events)
        return table.book.ledger(table.next_dealer(), table.notes)


__all__ = ["Round", "Table", "Yongzhou", "YongzhouOptions", "fan", "orphans_shanten"]
