"""武汉麻将 红中赖子杠, the variant (:class:`Wuhan`, registered as ``wuhan``): its tiles (the
赖子 of a flipped indicator, :func:`laizi`; 红中), its winning forms and shanten, the rules
that refuse a win or a claim, who wins a discard (:meth:`Wuhan.first_winner`) and the
reasons a learner reads, each quoting the seed. Built on the package's options, fan table,
readings, wait totals and settlement.

>>> tile_name(laizi(parse_tile("9m"))), tile_name(laizi(parse_tile("4z")))   # 九万 → 一万, 北 → 发
('1m', '6z')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from ...engine import shape
from ...engine.events import Discard, Event, Win  # noqa: F401  (the doctests)
from ...engine.fans import FanLine, combine
from ...engine.ledger import Ledger, seat_name
from ...engine.notation import Hand, format_hand
from ...engine.results import Analysis, NotAllowed, Problem, Refusal, Why
from ...engine.rules import (
    MahjongRules,
    View,
    as_seen,
    as_situation,
    as_tile,
    check_situation,
    register,
)
from ...engine.shape import Arrangement, counts34
from ...engine.situation import Situation
from ...engine.tiles import parse_tile, tile_name, tile_zh  # noqa: F401  (the doctests)
from ...engine.why import reason_of
from ..situation_rules import WUHAN
from .fans import RED, any_shape, is_258, make_fans, wind_tile
from .options import MODES, WuhanOptions
from .readings import NoSets, readings, table_258, triplets_table, xiaohu_used
from .settlement import RED_CLAIM, WuhanSettlement
from .totals import wait_totals

_SITUATION_FIELDS = tuple(f.name for f in dataclasses.fields(Situation))


def hand_key(hand: Hand) -> tuple:
    """A hand's tiles, melds (with how and from whom), flowers and winning tile as atoms:
    equal for equal hands, and cheaper than its text."""
    out: tuple = (*hand.concealed, -1, *hand.flowers, -1, hand.winning)
    for m in hand.melds:
        out += (-1, m.concealed, m.added, m.source, *m.tiles)
    return out


def situation_key(situation: Situation) -> tuple:
    """A situation's values as a plain tuple (a memo key the cyclic collector ignores)."""
    return tuple(getattr(situation, name) for name in _SITUATION_FIELDS)


HONOUR_CYCLE = (27, 28, 29, 30, 32, 33)  # 东 南 西 北 (skip 红中) 发 白
PAIR_258 = tuple(t for t in range(27) if t % 9 in (1, 4, 7))  # 二五八将

# the reasons a learner reads, each quoting the seed
RED_HELD = Why("手里有红中：有红中的人不能胡，要把它打出去当红中杠（种子：手上持有红中时不能胡牌）",
               "it holds 红中: a player holding 红中 cannot win; play it out as a 红中杠 "
               "(seed: 手上持有红中时不能胡牌)")
LAIZI_CLAIM = Why("打出的赖子谁都不能要，胡也不行（种子：打出去别人也不能用来吃碰杠胡）",
                  "a discarded 赖子 can never be claimed, not even to win "
                  "(seed: 打出去别人也不能用来吃碰杠胡)")
LAIZI_MELD = Why("赖子不能用来吃、碰、杠（种子：自己不能用来吃碰杠）",
                 "a 赖子 can never be used to 吃, 碰 or 杠 (seed: 自己不能用来吃碰杠)")
NO_KAIKOU = Why("没有开口：要先吃、碰或明杠才能胡；暗杠不算开口（种子：必须开口才能胡牌）",
                "no 开口: a hand must 吃, 碰 or 明杠 before it can win; 暗杠 is not 开口 "
                "(seed: 必须开口才能胡牌)")
HAIDI = (Why("最后四张牌只摸不打，也不能杠（种子：最后4张牌时，玩家只摸牌，不打出，不能杠）",
             "in the last four tiles players only draw: nobody discards, nobody kongs "
             "(seed: 最后4张牌时，玩家只摸牌，不打出，不能杠)"), "R-W13")


def laizi(indicator: int | str) -> int:
    """The 赖子 set by a flipped indicator: +1 inside a suit (九万 → 一万); honours go round
    东南西北发白, skipping 红中, and a flipped 红中 gives 发 (R-W2).

    >>> [tile_name(laizi(t)) for t in ("5m", "9p", "4z", "7z", "5z")]
    ['6m', '1p', '6z', '1z', '6z']
    """
    t = as_tile(indicator, "indicator")
    if t < 27:
        return t - t % 9 + (t % 9 + 1) % 9
    if t == RED:
        return HONOUR_CYCLE[4]  # R-W2: in the order 东南西北红中发白, 红中 is followed by 发
    return HONOUR_CYCLE[(HONOUR_CYCLE.index(t) + 1) % len(HONOUR_CYCLE)]


# ---- the variant -----------------------------------------------------------------------


@dataclass(frozen=True)
class FirstWinner:
    """Who wins a discard (or a robbed kong): one winner, the first in turn order from the
    discarder ("不存在一炮多响的情况，按出牌顺序判断谁先胡牌"). ``able`` lists every seat that
    could win, in that order; ``reasons`` why each other seat does not win."""

    winner: int | None
    able: tuple[int, ...]
    reasons: tuple[tuple[int, str], ...]


@register
class Wuhan(MahjongRules):
    """武汉麻将 红中赖子杠: 赖子, 红中杠, 开口 and 2-5-8 将; one winner per hand."""

    id = "wuhan"
    zh = "武汉麻将 红中赖子杠"
    en = "Wuhan Mahjong (Red Dragon & wildcard kongs)"
    kinds = tuple(range(34))  # "没有梅、兰、竹、菊、春、夏、秋、冬，合136张"
    Options = WuhanOptions
    mode = "multiply"
    melds_allowed = ("chi", "pon", "kong")
    situation_keys = ("red_kongs", "wild_kongs")
    situation_rules = WUHAN
    meld_names = {"direct": ("冲杠", "Kong on a discard (冲杠)"),
                  "added": ("蓄杠", "Added kong (蓄杠)")}

    def __init__(self, **options):
        super().__init__(**options)
        o = self.options
        if o.kaikou_mode not in MODES:
            raise ValueError(f"kaikou_mode is one of {', '.join(MODES)}, not {o.kaikou_mode!r}")
        for name in ("xiaohu_base", "dahu_base", "zimo", "stake"):
            if getattr(o, name) < 1:
                raise ValueError(f"option {name!r} of wuhan is at least 1, not "
                                 f"{getattr(o, name)!r}")
        self.fans = make_fans(o)
        # score_reading's memo, (hand, reading, situation) → Score, for one hand at a time:
        # win_refusals and score share it; kept longer, its Scores reached the cyclic
        # collector's oldest generation and a claim's outlooks paused for full collections
        self._scored: dict = {}
        self._scored_hand: Hand | None = None
        # a wait's two totals (or None) by the hand's tiles and the situation's values: atoms
        # only, which the collector does not track; the passing hand's waits reuse the lab's
        self._totals: dict[tuple, tuple[int | None, int | None]] = {}

    @property
    def remembered_totals(self) -> Mapping[tuple, tuple[int | None, int | None]]:
        """The waits' totals this object remembers between calls (by the hand's tiles and the
        situation's values, plain atoms the garbage collector skips), read-only."""
        return MappingProxyType(self._totals)

    def forget(self) -> None:
        """Forget what this object remembers between calls (the answers stay the same)."""
        self._totals.clear()

    # ---- tiles: 赖子, 红中, what is seen -----------------------------------------------------

    def wild_kinds(self, situation: Situation | None = None) -> frozenset[int]:
        """The 赖子 of the Situation's flipped ``indicator`` (none while it is unset)."""
        ind = situation.indicator if situation else None
        return frozenset() if ind is None else frozenset({laizi(ind)})

    def face_up(self, situation: Situation | None) -> list[int]:
        """The indicator stays face up, out of play: a seen tile (R-W2)."""
        return [] if situation is None or situation.indicator is None else [situation.indicator]

    def problems(self, hand: Hand | str, seen: Iterable[int] = (),
                 situation: Situation | None = None, **how) -> tuple[Problem, ...]:
        """As every variant's, and 红中 is never in a meld ("红中不能碰、明杠、暗杠"); with a
        situation, its indicator's problems too (:meth:`situation_problems`)."""
        hand = self.hand(hand)
        out = super().problems(hand, seen)
        red = [m for m in hand.melds if RED in m.tiles]
        if red:
            shown = " ".join(map(str, red))
            out += (Problem("red-meld", f"{shown}: 红中 can never be 碰 or 杠 (seed: 红中不能碰、"
                            "明杠、暗杠)", (RED,), zh=f"{shown}：红中不能碰、明杠、暗杠"),)
        if situation is not None or how:
            situation = as_situation(situation, how)
            out += (self.situation_problems(hand, situation, list(seen))
                    + self.situation_conflicts(hand, situation))
        return out

    def situation_problems(self, hand: Hand, situation: Situation, seen: Sequence[int] = ()
                           ) -> tuple[Problem, ...]:
        """Problems that need the indicator: a meld with the 赖子, and a fourth copy of the
        indicator when one is face up (R-W2)."""
        out = []
        wild = self.wild_kinds(situation)
        bad = [m for m in hand.melds if wild & set(m.tiles)]
        if bad:
            shown = " ".join(map(str, bad))
            out.append(Problem("laizi-meld", f"{shown}: {LAIZI_MELD}", tuple(wild),
                               zh=f"{shown}：{LAIZI_MELD.zh}"))
        ind = situation.indicator
        if ind is not None and hand.all_tiles().count(ind) + list(seen).count(ind) >= 4:
            out.append(Problem("copies", f"{tile_name(ind)} {tile_zh(ind)}: the indicator shows "
                               "one copy face up, so at most three more are in play (R-W2)",
                               (ind,), zh=f"{tile_zh(ind)} {tile_name(ind)}：翻开的赖子指示牌"
                               "已亮出一张，牌局里最多还有三张（R-W2）", ruling="R-W2"))
        return tuple(out)

    def blockers(self, hand: Hand, situation: Situation | None = None) -> tuple[str, ...]:
        """开口 is not about the tiles: a hand that has not opened is shown as blocked."""
        return () if any(m.is_open for m in hand.melds) else (NO_KAIKOU,)

    # ---- shape: 红中 must go; 小胡 and each 大胡 is a form --------------------------------

    def _split_hand(self, hand: Hand, situation: Situation | None) -> tuple[list[int], int]:
        """Counts of the usable tiles and the number of 赖子. 红中 is not usable: like a
        dropped suit, every 红中 must go ("手上持有红中时不能胡牌")."""
        wild = self.wild_kinds(situation)
        counts = counts34(t for t in hand.closed if t not in wild and t != RED)
        return counts, sum(1 for t in hand.closed if t in wild)

    def _shanten(self, hand: Hand, situation: Situation | None, drops) -> int | None:
        """The least shanten over the winning forms (see :meth:`forms`), computed directly."""
        counts, w = self._split_hand(hand, situation)
        melds = hand.melds
        slots = 4 - len(melds)
        most = self.options.dahu_max_laizi
        big = min(w, most) if most else w
        used = [xiaohu_used(counts, slots) + min(w, 1)]
        if all(m.kind in ("pon", "kong") for m in melds):
            tables = [triplets_table(tuple(counts[a:a + 9]), a // 9) if any(counts[a:a + 9])
                      else None for a in (0, 9, 18, 27)]
            used.append(shape.used_from_tables(tables, slots) + big)
        for suit in range(3):
            if all(m.tiles[0] // 9 == suit for m in melds):
                others = tuple(g for g in range(4) if g != suit)
                used.append(shape.regular_used(counts, slots, others) + big)
        for good in self._no_set_forms():
            if all(good(t) for m in melds for t in m.tiles):
                used.append(sum(n for t, n in enumerate(counts) if good(t)) + big)
        if situation is not None and any_shape(hand, situation):
            used.append(shape.regular_used(counts, slots) + big)
        return max(-1, 3 * slots + 1 - max(used))

    def forms(self, hand: Hand, situation: Situation | None) -> list[shape.DrawProbe | NoSets]:
        """One probe per winning form the melds allow: 小胡 (a 2-5-8 pair, one 赖子 usable),
        碰碰胡, 清一色, 风一色 and 将一色 (any such tiles), and, where the situation makes a
        大胡 of any shape (海底捞, 杠上花, 抢杠胡, 全求人), sets and any pair. Each gives the
        shanten of the hand and of the hand plus a draw."""
        counts, w = self._split_hand(hand, situation)
        melds = hand.melds
        slots = 4 - len(melds)
        most = self.options.dahu_max_laizi
        big = min(w, most) if most else w
        out: list[shape.DrawProbe | NoSets] = [
            shape.DrawProbe(counts, slots, min(w, 1), [()], None, table_258)]
        if all(m.kind in ("pon", "kong") for m in melds):  # 碰碰胡: no sequences anywhere
            out.append(shape.DrawProbe(counts, slots, big, [()], None, triplets_table))
        suits = [s for s in range(3) if all(m.tiles[0] // 9 == s for m in melds)]
        if suits:  # 清一色: the other groups are dropped
            out.append(shape.DrawProbe(counts, slots, big,
                                       [tuple(g for g in range(4) if g != s) for s in suits],
                                       None))
        for good in self._no_set_forms():  # 风一色, 将一色: "无需凑坎"
            if all(good(t) for m in melds for t in m.tiles):
                out.append(NoSets(counts, slots, big, good))
        if situation is not None and any_shape(hand, situation):
            out.append(shape.DrawProbe(counts, slots, big, [()], None))
        return out

    def draw_shanten(self, hand: Hand, situation: Situation | None = None):
        """tile → shanten with it drawn, sharing the work between draws (per form); a drawn
        红中 changes nothing usable, a drawn 赖子 is a new wild: counted in full."""
        forms = self.forms(hand, situation)
        now = max(-1, min(f.shanten() for f in forms))
        # a draw lowers a form's shanten by one at most: only the forms at ``now`` matter
        best = [f for f in forms if f.shanten() == now]
        wild = self.wild_kinds(situation)

        def after(t: int) -> int | None:
            if t in wild:
                return self._shanten(hand.add(t), situation, [()])
            if t != RED and now >= 0 and any(f.after_draw(t) < now for f in best):
                return now - 1
            return now
        return after

    def _no_set_forms(self) -> tuple[Callable[[int], bool], Callable[[int], bool]]:
        dragons = self.options.fengyise_dragons
        return (lambda t: wind_tile(t, dragons)), is_258

    def arrangements(self, hand: Hand | str, situation: Situation | None = None
                     ) -> list[Arrangement]:
        """The readings of a hand, one for each thing the fans can tell apart (see
        :func:`readings`): 赖子 at face value (硬胡) or as wildcards (软胡), and the no-set
        forms 风一色 and 将一色. None while it holds 红中."""
        situation = check_situation(situation)  # a dict is its keywords
        hand = self.countable(hand, situation)
        return list(readings(hand.closed, hand.melds, self.wild_kinds(situation),
                             self.options.fengyise_dragons))

    def why_incomplete(self, hand: Hand, situation: Situation | None = None) -> tuple[str, str]:
        """红中 in hand first; then a sets-and-pair hand that is neither 小胡 nor 大胡."""
        if RED in hand.closed:
            return RED_HELD, ""
        counts, w = self._split_hand(hand, situation)
        if shape.regular_shanten(counts, 4 - len(hand.melds), w) == -1:
            return self._no_form(hand, situation or Situation())
        return super().why_incomplete(hand, situation)

    def _no_form(self, hand: Hand, situation: Situation) -> tuple[str, str]:
        held = self._split_hand(hand, situation)[1]
        most = self.options.dahu_max_laizi
        first = (Why(f"手里有 {held} 个赖子，小胡只能有一个（种子：小胡不能有两张赖子）",
                     f"it holds {held} 赖子, and a 小胡 may hold one (seed: 小胡不能有两张赖子)")
                 if held >= 2 else
                 Why("小胡要用 2、5 或 8 的对子做将（种子：必须用2，5，8的对子做将才能胡牌）",
                     "a 小胡 needs a pair of 2, 5 or 8 (seed: 必须用2，5，8的对子做将才能胡牌)"))
        tail = Why("；也不是大胡（碰碰胡、风一色、将一色、清一色、全求人、海底捞、抢杠胡、杠上花"
                   "可以用任何对子）",
                   "; and it is no 大胡 (碰碰胡, 风一色, 将一色, 清一色, 全求人, 海底捞, 抢杠胡, "
                   "杠上花 take any pair)")
        if most and held > most:
            tail += Why(f"；这个房间的大胡最多只能有 {most} 个赖子（R-W8）",
                        f"; a 大胡 may hold at most {most} 赖子 in this room (R-W8)")
        return first + tail, "R-W6"

    # ---- winning -------------------------------------------------------------------------

    def win_refusals(self, hand: Hand, situation: Situation) -> list[tuple[str, str]]:
        """What stops a complete hand: :meth:`rule_refusals`, then no reading that is a 小胡
        or a 大胡."""
        out = self.rule_refusals(hand, situation)
        if not out and not any(self.score_reading(View(self, hand, a, situation))
                               for a in self.arrangements(hand, situation)):
            out.append(self._no_form(hand, situation))
        return out

    def rule_refusals(self, hand: Hand, situation: Situation) -> list[tuple[str, str]]:
        """The rules that stop a complete hand whatever its reading: a discarded 赖子, a 赖子
        in a meld, no 开口, 杠上花 without a kong under R-W1 reading (a), a discard in the
        last four tiles (R-W13)."""
        out: list[tuple[str, str]] = []
        wild = self.wild_kinds(situation)
        if hand.winning in wild and not situation.self_drawn:
            out.append((LAIZI_CLAIM, ""))
        if any(wild & set(m.tiles) for m in hand.melds):
            out.append((LAIZI_MELD, ""))
        if not any(m.is_open for m in hand.melds):
            out.append((NO_KAIKOU, ""))
        if (situation.self_drawn and situation.after_kong and not hand.kongs
                and not self.options.special_kong_draws_replacement):
            out.append((Why("杠上花要有补的牌，而这个房间的红中杠和赖子杠不补牌（种子：打出红中"
                            "不抓牌；R-W1 读法 a）",
                            "杠上花 needs a replacement tile, and in this room 红中杠 and 赖子杠 "
                            "draw none (seed: 打出红中不抓牌; R-W1 reading a)"), "R-W1"))
        left = situation.wall_remaining
        if not situation.self_drawn and (situation.last_tile or (left is not None and left <= 3)):
            out.append(HAIDI)
        return out

    def score_reading(self, view: View):
        """As every variant's, but a reading with no base line (neither 小胡 nor a 大胡)
        cannot win: None. Each reading is scored once: :meth:`win_refusals` scores them to
        learn that one wins, :meth:`score` then asks again (no Wuhan fan reads ``seen``)."""
        if view.hand != self._scored_hand:
            self._scored.clear()
            self._scored_hand = view.hand
        key = (view.hand, view.arrangement, view.situation)
        found = self._scored.get(key, self)
        if found is not self:
            return found
        scored = super().score_reading(view)
        if scored is None or not any(line.adds for line in scored.lines):
            scored = None
        else:
            lines = sorted(scored.lines, key=lambda ln: not ln.adds)  # the base first
            scored = dataclasses.replace(scored, lines=tuple(lines))
        self._scored[key] = scored
        return scored

    def _wait_totals(self, hand: Hand, situation: Situation, seen: Sequence[int] = ()
                     ) -> tuple[int | None, int | None]:
        """A wait's totals on a discard and self-drawn, worked out together
        (:func:`~widgets.mahjong.wuhan.totals.wait_totals`) and remembered: no Wuhan rule or
        fan reads ``seen``, so the same hand in the same situation scores the same (a claim's
        passing hand and the lab's waits)."""
        if self.minimum():  # no Wuhan room has one; wait_totals does not apply it
            return super()._wait_totals(hand, situation, seen)
        key = hand_key(hand) + situation_key(situation)  # flat atoms: untracked in one pass
        found = self._totals.get(key)
        if found is None:
            if len(self._totals) >= 16384:
                self._totals.clear()
            found = self._totals[key] = wait_totals(self, hand, situation)
        return found

    def score_notes(self, view: View, lines: Sequence[FanLine]) -> tuple[str, ...]:
        """The arithmetic, step by step (R-W4): the base lines add, every other multiplies."""
        base = [str(ln.value) for ln in lines if ln.adds for _ in range(ln.count)]
        times = [str(ln.value) for ln in lines if not ln.adds for _ in range(ln.count)]
        head = base[0] if len(base) == 1 else "(" + " + ".join(base) + ")"
        total = combine(self.mode, lines, self.base)
        sums = " × ".join([head] + times) + f" = {total}"
        return (Why(f"{sums}（R-W4：底数相加，其他相乘）",
                    f"{sums} (R-W4: the base lines add, the others multiply)"),)

    def cap(self) -> int | None:
        """A room cap on the multiplier; the seed has none (R-W4)."""
        return self.options.cap

    # ---- waits and advice count the face-up indicator as seen (R-W2) ----------------------

    def waits(self, hand, seen=(), situation=None, scores=False):
        situation = check_situation(situation)
        return super().waits(hand, [*as_seen(seen), *self.face_up(situation)], situation, scores)

    def discard_advice(self, hand, seen=(), situation=None):
        situation = check_situation(situation)
        return super().discard_advice(hand, [*as_seen(seen), *self.face_up(situation)], situation)

    def analyse(self, hand, situation=None, seen=(), discard=None, from_seat=2, **how
                ) -> Analysis:
        """As every variant's, with the indicator's problems, and "why it cannot win" for a
        14-tile hand of sets and a pair that fails a Wuhan rule (红中, 2-5-8, 赖子)."""
        hand = self.hand(hand)
        situation = as_situation(situation, how)
        extra = self.situation_problems(hand, situation, as_seen(seen))
        if extra:
            return Analysis(format_hand(hand), self.problems(hand, seen) + extra)
        result = super().analyse(hand, situation, seen, discard, from_seat)
        if hand.size == 14 and not result.problems and result.score is None \
                and not result.not_winning:
            counts, w = self._split_hand(hand, situation)
            counts[RED] = hand.closed.count(RED)
            if shape.regular_shanten(counts, 4 - len(hand.melds), w) == -1:
                try:
                    self.verify_win(hand, situation)
                except NotAllowed as e:
                    result = dataclasses.replace(result, not_winning=reason_of(e))
        return result

    # ---- claims ----------------------------------------------------------------------------

    def claim_refusal(self, kind: str, hand: Hand, tile: int, from_seat: int,
                      situation: Situation) -> tuple[str, str] | None:
        """红中 and 赖子 are never claimed ("不能吃碰杠红中，不能吃碰杠赖子"); nobody discards
        in the last four tiles (R-W13)."""
        if tile == RED:
            return RED_CLAIM, ""
        if tile in self.wild_kinds(situation):
            return LAIZI_CLAIM, ""
        left = situation.wall_remaining
        if left is not None and left <= 3:
            return HAIDI
        return None

    def claim_options(self, kind, hand, tile, from_seat, situation):
        """As every variant's, and a 吃 may not use a held 赖子 ("自己不能用来吃碰杠")."""
        found, why = super().claim_options(kind, hand, tile, from_seat, situation)
        wild = self.wild_kinds(situation)
        if kind == "chi" and found and wild:
            keep = [o for o in found if not wild & set(o.tiles)]
            if not keep:
                return [], Refusal("chi", Why(f"吃要用你的赖子：{LAIZI_MELD.zh}",
                                              f"吃 would use your 赖子: {LAIZI_MELD}"))
            found = keep
        return found, why

    # 抢杠 (MahjongRules.rob_kong reads this table): "直杠不能被抢杠"; a 暗杠 "不亮明…自然也不能被
    # 抢杠"; an added kong (蓄杠) can be robbed, by any one ready player (R-W12)
    unrobbable_kongs = {
        "direct": (Why("冲杠不能被抢（种子：直杠不能被抢杠）",
                       "冲杠 cannot be robbed (seed: 直杠不能被抢杠)"), ""),
        "concealed": (Why("暗杠不亮明，不能被抢（种子：不亮明…自然也不能被抢杠）",
                          "暗杠 is not shown, so it cannot be robbed (seed: 不亮明…自然也不能被"
                          "抢杠)"), "")}

    def first_winner(self, discarder: int, hands: Mapping[int, Hand | str], tile: int | str,
                     situation: Situation | None = None, kong: str | None = None,
                     **how) -> FirstWinner:
        """Of the seats in ``hands`` (absolute seats 0–3), the one that wins ``tile``
        discarded by ``discarder`` — or, with ``kong`` ('added', 'direct', 'concealed'),
        added to a kong by ``discarder``: the first able seat in turn order. No multiple
        winners ("不存在一炮多响的情况，按出牌顺序判断谁先胡牌").

        >>> r = Wuhan()
        >>> ready = "234m5p678s [123m,1] [789p,1]"
        >>> r.first_winner(0, {1: "19m19p19s1234567z", 2: ready, 3: ready}, "5p").winner
        2
        """
        situation = as_situation(situation, how)
        if type(discarder) is not int or not 0 <= discarder <= 3:
            raise ValueError(f"discarder is a seat 0-3, not {discarder!r:.40}")
        if not isinstance(hands, Mapping):
            raise TypeError(f"hands map seats 0-3 to hands, not {type(hands).__name__}")
        able: list[int] = []
        reasons: list[tuple[int, str]] = []
        for k in (1, 2, 3):
            seat = (discarder + k) % 4
            if seat not in hands:
                continue
            rel = (seat - discarder) % 4  # the discarder is this seat's 上家 (1), 对家, 下家
            if kong is None:
                report = self.claims(hands[seat], tile, rel, situation)
            else:
                report = self.rob_kong(hands[seat], tile, kong, rel, situation)
            if report.allows("win"):
                if able:
                    reasons.append((seat, Why(
                        f"{seat_name(able[0])} 按出牌顺序在前：只有一家胡"
                        "（原文：不存在一炮多响的情况）",
                        f"{seat_name(able[0])} is first in turn order: one winner only "
                        "(seed: 不存在一炮多响的情况)")))
                able.append(seat)
            else:
                refusal = next(r for r in report.refused if r.kind == "win")
                reasons.append((seat, refusal.reason))
        return FirstWinner(able[0] if able else None, tuple(able), tuple(reasons))

    # ---- settlement ----------------------------------------------------------------------

    def settle(self, events: Sequence[Event] | str, balances: Mapping[int, int] | None = None,
               dealer: int | None = None) -> Ledger:
        """The payments of a hand from its events (or their JSON), per R-W11; see
        :class:`WuhanSettlement`.

        >>> r = Wuhan(stake=5)
        >>> win = Win(2, "5p", 0, "234m5p678s [123m,1] [789p,1] +5p")
        >>> r.settle([Discard(0, "5p"), win]).net     # 小胡 × 硬胡 2 × 开口 2 = 4, × 5 coins
        {0: -20, 1: 0, 2: 20, 3: 0}
        """
        # no fifth copy (P-T6); the one winner's hand stays shown: the hand ends at its Win
        events = self.checked_events(events, winners_stay=False)
        return WuhanSettlement(self, balances, dealer).run(events)
