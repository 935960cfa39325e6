"""双人麻将 (``shuangren``): seed 000 lines 95–191, rules/mahjong.md §3 (rulings R-D1…R-D13).

Two players, 72 tiles: 条 1–9, the winds and the dragons, four of each, and the eight
flowers once each ("共：72张牌"). Any pair may be the 将 ("乱将"), there are no wildcards
("无混"), and the score is MCR-like points (番) that add up, from the 69-row table in
:mod:`widgets.mahjong.shuangren_fans`. A win needs 起胡 points (option ``qihu``, R-D7).

Seats. With two players the opponent plays right before you and right after you: they are
your 上家 and your 下家 at once. The notation and the claims call them 上家 (source 1), the
seat 吃 takes from, so a 吃 is always allowed from the opponent ("全求人：全靠吃牌、碰牌");
sources 2 (对家) and 3 (下家) name nobody and are refused.

>>> from widgets import rules
>>> r = rules("shuangren")
>>> s = r.score("123456789s111z5z 25f +5z", self_drawn=True)
>>> [(l.zh, l.value * l.count) for l in s.lines]
[('清龙', 16), ('混一色', 6), ('不求人', 4), ('幺九刻', 1), ('单钓将', 1), ('花牌', 2)]
>>> s.total, [(e.zh, e.by_zh) for e in s.excluded]
(30, [('连六', '清龙'), ('老少副', '清龙'), ('自摸', '不求人')])
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ..engine.checks import as_seen, check_situation
from ..engine.events import Draw, Event, Kong, Win, as_events
from ..engine.fans import Fan, counted_rows
from ..engine.history import HISTORY_FLAGS, win_history
from ..engine.ledger import Book, Ledger, Reason
from ..engine.notation import Hand
from ..engine.results import NotAllowed, Score, Wait, Why
from ..engine.rules import MahjongRules, option, register
from ..engine.shape import Arrangement
from ..engine.situation import Situation
from ..engine.tiles import tile_name
from ..engine.view import View
from ..engine.why import reason_of
from .shuangren_count import fan_counts
from .shuangren_fans import ALIASES, FANS, MEMO_KEY, NOT_FOR_QIHU, forget_waits, table
from .shuangren_ready import ready_waits
from .situation_rules import SHUANGREN

IMPLIED_OFF = table(implied=False)


@dataclass(frozen=True)
class ShuangrenOptions:
    """Room options of 双人麻将; each names the ruling it implements."""

    qihu: int = option(8, "起胡: the least points that may win, not counting 花牌, 春夏秋冬, "
                       "梅兰竹菊, 八仙过海 and 立直 (0: any win)", "R-D7")
    implied_exclusions: bool = option(True, "不重复: a fan also excludes the fans its own "
                                      "definition always brings (四杠 → 碰碰和, 双暗杠 → 暗杠, …) "
                                      "where the seed's 不计 list forgets them; off: the seed's "
                                      "lists only", "R-D10")
    stake: int = option(1, "coins the loser pays per point of the winner's total (a discard "
                        "win and a self-draw alike; no MCR 8-point base)", "R-D6")


@register
class Shuangren(MahjongRules):
    """双人麻将: two players, 条 and honours, MCR-like additive points with 起胡."""

    id = "shuangren"
    zh = "双人麻将"
    en = "Two-player Mahjong"
    kinds = tuple(range(18, 34))  # 1s–9s, 东南西北, 中发白
    Options = ShuangrenOptions
    fans = FANS
    mode = "add"
    base = 0
    has_flowers = True
    melds_allowed = ("chi", "pon", "kong")
    seven_pairs = True
    quad_is_two_pairs = True  # MCR: four alike may be two of the seven pairs
    seats = (1,)  # the opponent is 上家 and 下家 at once; written as 上家 (see the module doc)
    situation_keys = ("declared_ready", "declared_at_start")  # 报听: 立直, 天听 (R-D13)
    situation_rules = SHUANGREN

    def __init__(self, **options):
        super().__init__(**options)
        for name in ("qihu", "stake"):
            if getattr(self.options, name) < 0:
                raise ValueError(f"option {name!r} of {self.id} is 0 or more, not "
                                 f"{getattr(self.options, name)}")
        if not self.options.implied_exclusions:
            self.fans = IMPLIED_OFF

    # 抢杠和 (MahjongRules.rob_kong reads this table; P-D1): "抢杠和：和别人自抓开明杠的牌" — a
    # 明杠 made with a tile one drew oneself: the drawn fourth added to a 碰 (补杠). A 暗杠 is
    # not 明; a kong on a discard is not 自抓 (winning that discard is an ordinary win)
    unrobbable_kongs = {
        "direct": (Why("杠别人打出的牌不是自抓：要胡这张牌就是普通的和别人打出的牌（种子：抢杠和："
                       "和别人自抓开明杠的牌）",
                       "a kong on a discard is not made with a self-drawn tile: winning that "
                       "tile is an ordinary discard win (seed: 抢杠和：和别人自抓开明杠的牌)"),
                   "P-D1"),
        "concealed": (Why("暗杠不是明杠，不能抢（种子：抢杠和：和别人自抓开明杠的牌）",
                          "a 暗杠 is not an exposed kong: it cannot be robbed (seed: 抢杠和："
                          "和别人自抓开明杠的牌)"), "P-D1"),
    }
    robbing_note = "抢杠和 8: the robbed player pays (R-D6)"

    def forget(self) -> None:
        """Forget the hands' wait counts (the single-wait rows' memo): a benchmark's cold
        start."""
        forget_waits()

    def fan_counts(self, view: View) -> Mapping[str, int]:
        """The rows' counts in one pass (:mod:`.shuangren_count`): the predicates' answers."""
        return fan_counts(view)

    def minimum(self) -> int | None:
        """起胡 (R-D7): the option ``qihu``; 0 means none."""
        return self.options.qihu or None

    def minimum_total(self, score: Score) -> int:
        """The points that count towards 起胡: all but 花牌, 春夏秋冬, 梅兰竹菊, 八仙过海 and
        立直 ("不计入起和番数")."""
        return score.total - sum(line.value * line.count for line in score.lines
                                 if line.key in NOT_FOR_QIHU)

    def claim_refusal(self, kind: str, hand: Hand, tile: int, from_seat: int,
                      situation: Situation) -> tuple[str, str] | None:
        """A win on the discard needs 起胡 points; the refusal says how many it has."""
        if kind != "win" or not self.is_complete(hand.with_winning(tile), situation):
            return None
        try:
            self.score(hand.with_winning(tile), situation)
        except NotAllowed as e:
            if e.score is not None:
                return reason_of(e), "R-D7"
        return None

    def waits(self, hand: Hand | str, seen: Iterable[int] = (), situation: Situation | None = None,
              scores: bool = False) -> tuple[Wait, ...]:
        """The waits as :meth:`MahjongRules.waits` gives them; with ``scores``, every wait
        scored at once (:mod:`.shuangren_waits`: the hand checked once, what the waits share
        worked out once), or wait by wait where that cannot be shared."""
        if not scores:
            return super().waits(hand, seen, situation)
        situation = check_situation(situation)  # a dict is its keywords
        if type(hand) is not Hand or len(hand.melds) > 4 or hand.size > 14:  # cheap first
            hand = self.countable(hand, situation)
        if hand.winning is not None:
            hand = hand.with_winning(None)
        seen = [] if type(seen) is tuple and not seen else as_seen(seen)
        if len(hand.concealed) + 3 * len(hand.melds) != 13:
            return ()
        got = ready_waits(self, hand, situation or Situation(), seen)
        if got is None:  # a hand with a problem, a robbed kong, no live wait: wait by wait
            return super().waits(hand, seen, situation, scores=True)
        return got

    def _wait_totals(self, hand: Hand, situation: Situation, seen: Sequence[int] = ()
                     ) -> tuple[int | None, int | None]:
        """A wait's totals on a discard and self-drawn, as two :meth:`score` calls give them
        (None where a win is refused), the hand checked and read once for both: only the
        situation rows and the 暗刻 differ (issue 37: the strong level asks it of every wait
        of every ready hand it weighs)."""
        hand = self.validate(hand)  # a bad hand raises, as score does
        readings = self.arrangements(hand, situation)
        if not readings:  # not complete (no wildcards: complete is readable)
            return None, None
        seen = tuple(as_seen(seen))
        facts: dict[int, object] = {}  # a reading's Reading: the same either way
        ron, tsumo = (self._total_or_refused(hand, situation.with_(self_drawn=drawn), seen,
                                             readings, facts) for drawn in (False, True))
        return ron, tsumo

    def _total_or_refused(self, hand: Hand, situation: Situation, seen: tuple[int, ...],
                          readings: list[Arrangement], facts: dict[int, object]
                          ) -> int | None:
        """:meth:`score`'s total, or None where it refuses the win (the hand is valid and
        complete): each reading's total as :meth:`score_reading` adds it (points add up, no
        cap, no base), without the words of its lines."""
        if self.situation_conflicts(hand, situation) or self.win_refusals(hand, situation):
            return None
        best, best_rows = -1, []
        for i, arr in enumerate(readings):
            view = View(self, hand, arr, situation, seen)
            if i in facts:
                view.memo[MEMO_KEY] = facts[i]
            rows, _ = counted_rows(self.fans, self.fan_counts(view))
            facts[i] = view.memo.get(MEMO_KEY)
            total = self.base + sum(fan.value * n for fan, n in rows)
            if total > best:  # the first of the best, as score's stable sort keeps it
                best, best_rows = total, rows
        least = self.minimum()
        if least and best - sum(fan.value * n for fan, n in best_rows
                                if fan.key in NOT_FOR_QIHU) < least:
            return None
        return best

    def replacement_win(self, hand: Hand | str, after: str = "flower",
                        situation: Situation | None = None) -> Score:
        """A self-drawn win on a replacement tile, scored from the events that make it: after
        ``'flower'`` the hand's last flower was drawn and replaced (补花: "补花成和计自摸分，
        不计杠上开花" — 自摸, not 杠上开花); after ``'kong'`` its last kong was made and
        replaced (杠上开花). ``situation`` adds what no event shows (立直, …); the history
        flags come from the events, as :meth:`settle` reads them (P-H1).

        >>> r = Shuangren()
        >>> [l.zh for l in r.replacement_win("123456789s111z5z 3f +5z").lines][:3]
        ['清龙', '混一色', '不求人']
        >>> r.replacement_win("123456789s111z5z 3f +5z").has("gangshangkaihua")
        False
        """
        hand = self.validate(hand)
        if hand.winning is None:
            raise ValueError(f"{self.format(hand)}: a winning hand ends in +tile")
        t = tile_name(hand.winning)
        if after == "flower":
            if not hand.flowers:
                raise ValueError("a 补花 win shows the flower drawn: add it to the hand's "
                                 f"flowers, e.g. '{self.format(hand).split(' +')[0]} 1f +{t}'")
            cause: Event = Draw(0, tile_name(hand.flowers[-1]))
        elif after == "kong":
            if not hand.kongs:
                raise ValueError("杠上开花 needs a kong in the hand, e.g. '{1111s} ...'")
            kong = hand.kongs[-1]
            cause = Kong(0, tile_name(kong.tiles[0]), kong.kong_kind,
                         from_seat=1 if kong.kong_kind == "direct" else None)
        else:
            raise ValueError(f"after is 'flower' (补花) or 'kong' (杠), not {after!r}")
        claimed = (situation or Situation()).to_dict()
        events = [cause, Draw(0, t, replacement=True),
                  Win(0, t, None, self.format(hand), {k: v for k, v in claimed.items()
                                                      if k not in HISTORY_FLAGS})]
        return self.score(hand, win_history(events, 2, unrobbable=self.unrobbable()).situation)

    def fan(self, name: str) -> Fan:
        """A row of the table by key, Chinese name or the seed's alias (一步三节高, R-D3).

        >>> Shuangren().fan("一步三节高").zh
        '一色三步高'
        """
        if not isinstance(name, str):
            raise TypeError(f"name is a fan's key or Chinese name, not {type(name).__name__}")
        name = ALIASES.get(name, name)
        for row in self.fans:
            if name in (row.key, row.zh):
                return row
        raise ValueError(f"no fan {name!r:.40} in {self.zh}; a fan is named by its key, its "
                         f"Chinese name or the seed's alias, e.g. 'dasixi' or '大四喜'")

    def settle(self, events: Sequence[Event] | str, balances: Mapping[int, int] | None = None,
               dealer: int = 0) -> Ledger:
        """The payments of a hand from its events (or their JSON), per R-D6: the seats are 0
        and 1; the other seat pays each win its points × ``stake``, on a discard and on a
        self-draw alike; the dealer keeps the deal after a dealer win or 荒庄 (no win),
        otherwise it passes to the other seat.

        >>> r = Shuangren(stake=2)
        >>> ledger = r.settle([Win(1, "5z", None, "123456789s111z5z 25f +5z")], dealer=0)
        >>> ledger.net, ledger.next_dealer      # 30 points (see the module doc) × 2 coins
        ({0: -60, 1: 60}, 1)
        """
        events = as_events(events)
        if dealer not in (0, 1):
            raise ValueError(f"dealer is seat 0 or 1 in 双人麻将, not {dealer!r}")
        # no fifth copy (P-T6); the winner's hand stays shown: the hand ends at its one win
        events = self.checked_events(events, winners_stay=False)
        book, winners = Book(balances, seats=2), []
        for i, e in enumerate(events):
            seats = [getattr(e, name) for name in ("seat", "from_seat", "to_seat")
                     if getattr(e, name, None) is not None]
            if any(seat not in (0, 1) for seat in seats):
                raise ValueError(f"event {i + 1} ({e.type}): 双人麻将 has seats 0 and 1 only: {e}")
            if isinstance(e, Win):
                # every history flag from the events (补花 is no 杠上开花), P-H1
                situation = win_history(events, i, dealer=dealer,
                                        unrobbable=self.unrobbable()).situation
                try:
                    score = self.score(e.parsed(), situation)
                except ValueError as why:  # NotAllowed, or a bad hand or situation
                    raise ValueError(f"event {i + 1} (win): not a win here: {why}") from None
                how = ("点炮", "discard win") if e.from_seat is not None else ("自摸", "self-drawn")
                book.pay(1 - e.seat, e.seat, score.total * self.options.stake,
                         Reason(f"{how[0]} {score.total} 分", f"{how[1]}, {score.total} points",
                                "R-D6"), i)
                winners.append(e.seat)
        keeps = not winners or winners[0] == dealer  # no win: 荒庄, the dealer stays
        return book.ledger(next_dealer=dealer if keeps else 1 - dealer)
