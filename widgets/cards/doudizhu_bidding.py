"""欢乐斗地主 bidding and money: 叫地主/抢地主 replayed step by step (:meth:`BiddingRules.bid`),
明牌 and its factors, the game's 倍数 (:class:`Multiplier`), who may 加倍, and the pairwise
settlement (:class:`Settlement`). :class:`BiddingRules` is a base of
:class:`~widgets.cards.doudizhu.Doudizhu`, which supplies ``options``;
:mod:`widgets.cards.doudizhu` re-exports every name here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.checks import need_ints, need_type
from ..engine.why import Why
from .cards import NotAllowed, is_seat, whole

# ---- bidding records ---------------------------------------------------------------------------

MINGPAI_WHEN = ("start", "deal", "after_bottom")
_WORDS = {"call": "call", "叫": "call", "叫地主": "call", "pass": "pass", "不叫": "pass",
          "不抢": "pass", "过": "pass", "no": "pass", "rob": "rob", "抢": "rob", "抢地主": "rob",
          "搶": "rob", "搶地主": "rob", "不搶": "pass"}


def _action(word: str) -> str:
    if not isinstance(word, str) or word.strip().lower() not in _WORDS:
        raise NotAllowed(f"unknown bidding action {word!r}; say call/叫地主, pass/不叫/不抢 or "
                         "rob/抢地主")
    return _WORDS[word.strip().lower()]


@dataclass(frozen=True)
class MingPai:
    """A 明牌 choice: ``when`` is 'start' (明牌开始, before the deal), 'deal' (发牌明牌, at the
    player's card number ``card``) or 'after_bottom' (after the 底牌, landlord only)."""

    seat: int
    when: str
    card: int = 0


MINGPAI_TIME = {"start": 0, "deal": 1, "after_bottom": 2}


def first_mingpai(shown: Iterable[MingPai]) -> list[MingPai]:
    """The 明牌 made before the calling, earliest first (P-DD1): 明牌开始 (before the deal)
    comes before every 发牌明牌, a 发牌明牌 at an earlier card before a later one; at the same
    moment, the order given.

    >>> [m.seat for m in first_mingpai([MingPai(2, "deal", 10), MingPai(1, "start")])]
    [1, 2]
    """
    early = [m for m in shown if m.when in ("start", "deal")]
    return sorted(early, key=lambda m: (MINGPAI_TIME[m.when], m.card if m.when == "deal" else 0))


@dataclass(frozen=True)
class BidStep:
    seat: int
    action: str
    note: Why  # why, in zh and en (the English is the str)


@dataclass(frozen=True)
class MultiplierLine:
    zh: str
    en: str
    factor: int
    count: int
    source: str


@dataclass(frozen=True)
class Multiplier:
    """The game's 倍数 as lines (factor ** count each) and their product."""

    total: int
    lines: tuple[MultiplierLine, ...]
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Bidding:
    """The bidding so far: its steps, the landlord (None while open or on a re-deal), the
    multiplier from 抢 and 明牌, and, while open, who acts and what they may say."""

    steps: tuple[BidStep, ...]
    landlord: int | None
    caller: int | None
    robbers: tuple[int, ...]
    multiplier: Multiplier
    to_act: int | None = None
    allowed: tuple[str, ...] = ()
    redeal: bool = False

    @property
    def done(self) -> bool:
        return self.to_act is None


@dataclass(frozen=True)
class PairLine:
    """One landlord–farmer pair: 倍数 × per point × the two 加倍 factors = amount."""

    farmer: int
    multiplier: int
    per_point: int
    landlord_factor: int
    farmer_factor: int
    amount: int


@dataclass(frozen=True)
class Settlement:
    """Who pays whom: ``deltas`` per seat (they sum to 0)."""

    landlord: int
    landlord_wins: bool
    pairs: tuple[PairLine, ...]
    deltas: tuple[int, ...]  # one per seat, three


class BiddingRules:
    """叫地主/抢地主, 明牌, 倍数, 加倍 and settlement (rules/cards.md §3; seed 二 … 五)."""

    if TYPE_CHECKING:  # what it reads of its host, doudizhu.Doudizhu
        options: Any  # the frozen options (cards.CardRules builds them)

    def bid(self, actions: str | Iterable[str], first: int = 0,
            mingpai: Iterable[MingPai | tuple] = ()) -> Bidding:
        """Replay 叫地主/抢地主 (seed 二、三; A7) from seat ``first`` (0, 1, 2 in playing order).

        ``actions`` are words in turn: 'call'/'叫地主', 'pass'/'不叫'/'不抢', 'rob'/'抢地主'
        (Chinese or English; a string is split on spaces). ``mingpai`` are the 明牌 choices,
        in the order made (:class:`MingPai` or ``(seat, when[, card])``); the first player to
        明牌 before the calling bids first. An action out of turn or against the rules raises
        NotAllowed saying why; fewer actions leave the bidding open (``to_act``).
        """
        steps: list[BidStep] = []
        queue, shown, early, first = self._bid_start(actions, first, mingpai, steps)
        caller, refused, waiting = self._calling(queue, first, steps)
        if waiting is not None:
            return self._bidding(steps, None, None, [], shown, to_act=waiting,
                                 allowed=("call", "pass"))
        if caller is None:
            if queue:
                raise NotAllowed(f"the calling is over (all 不叫); {len(queue)} action(s) left")
            if early:
                steps.append(BidStep(early[0].seat, "landlord", Why(
                    "有人明牌后都不叫：第一个明牌的人当地主（原文二.3）",
                    "all 不叫 after a 明牌: the first 明牌 player is landlord (seed 二.3)")))
                return self._bidding(steps, early[0].seat, None, [], shown)
            steps.append(BidStep(first, "redeal", Why("都不叫：重新发牌（原文二）",
                                                  "all 不叫: the cards are dealt again (seed 二)")))
            return self._bidding(steps, None, None, [], shown, redeal=True)
        return self._robbing(queue, caller, refused, steps, shown)

    def _bid_start(self, actions: str | Iterable[str], first: int,
                   mingpai: Iterable[MingPai | tuple], steps: list[BidStep]
                   ) -> tuple[list[str], tuple[MingPai, ...], list[MingPai], int]:
        """The arguments of :meth:`bid` checked: (the words to replay, the 明牌 made, those
        before the calling, the seat that bids first: the first to 明牌, P-DD1)."""
        if not isinstance(actions, str | Iterable) or not isinstance(mingpai, Iterable):
            raise TypeError(f"actions are words ('call rob pass') and mingpai a list of MingPai, "
                            f"not {type(actions).__name__}, {type(mingpai).__name__}")
        words = actions.split() if isinstance(actions, str) else list(actions)
        shown = tuple(as_mingpai(m) for m in mingpai)
        for m in shown:
            self.verify_mingpai(m)
        early = first_mingpai(shown)
        if not is_seat(first):
            raise ValueError(f"first is seat 0, 1 or 2, not {first!r}")
        if early and early[0].seat != first:
            steps.append(BidStep(early[0].seat, "first", Why(
                "先叫：叫牌前第一个明牌的人（按时间先后，原文二.2；P-DD1）",
                "bids first: the first to 明牌 before the calling, by time (seed 二.2; P-DD1)")))
            first = early[0].seat
        return list(words), shown, early, first

    def _calling(self, queue: list[str], seat: int, steps: list[BidStep]
                 ) -> tuple[int | None, set[int], int | None]:
        """叫地主: in turn from ``seat`` until someone calls. (the caller or None, the seats
        that said 不叫, the seat to act if the words ran out first)."""
        refused: set[int] = set()
        for _ in range(3):
            if not queue:
                return None, refused, seat
            act = _action(queue.pop(0))
            if act not in ("call", "pass"):
                raise NotAllowed(f"seat {seat} must 叫地主 or 不叫 now, not {act!r} (seed 二: "
                                 "叫牌時可以選擇 “叫地主” 、“不叫”)")
            if act == "call":
                steps.append(BidStep(seat, "call", Why("叫地主：叫牌马上结束",
                                                    "叫地主: the calling ends at once")))
                return seat, refused, None
            refused.add(seat)
            steps.append(BidStep(seat, "pass", Why("不叫：之后不能抢", "不叫: may not 抢 later")))
            seat = (seat + 1) % 3
        return None, refused, None

    def _robbing(self, queue: list[str], caller: int, refused: set[int],
                 steps: list[BidStep], shown: tuple[MingPai, ...]) -> Bidding:
        """抢地主 after ``caller`` called: each other player who did not say 不叫, once, in
        turn; then the caller (option ``caller_robs_last``, A7)."""
        order = [s for s in ((caller + 1) % 3, (caller + 2) % 3) if s not in refused]
        for s in sorted(refused):
            steps.append(BidStep(s, "skip", Why("说过不叫，所以不能抢（原文三.4）",
                                              "said 不叫, so may not 抢 (seed 三.4)")))
        landlord = caller
        robbers: list[int] = []
        for s in order:
            if not queue:
                return self._bidding(steps, None, caller, robbers, shown, to_act=s,
                                     allowed=("rob", "pass"))
            act = _action(queue.pop(0))
            if act not in ("rob", "pass"):
                raise NotAllowed(f"seat {s} may 抢地主 or 不抢 now, not {act!r}")
            if act == "rob":
                robbers.append(s)
                landlord = s
                steps.append(BidStep(s, "rob", Why("抢地主 ×2（原文三.3）",
                                                   "抢地主 ×2 (seed 三.3)")))
            else:
                steps.append(BidStep(s, "pass", Why("不抢", "不抢")))
        if robbers and self.options.caller_robs_last:
            if not queue:
                return self._bidding(steps, None, caller, robbers, shown, to_act=caller,
                                     allowed=("rob", "pass"))
            act = _action(queue.pop(0))
            if act not in ("rob", "pass"):
                raise NotAllowed(f"the caller, seat {caller}, may 抢地主 or 不抢 now, not "
                                 f"{act!r}")
            if act == "rob":
                robbers.append(caller)
                landlord = caller
                steps.append(BidStep(caller, "rob", Why("叫地主的人最后一抢 ×2（A7）",
                                                   "the caller's last 抢 ×2 (A7)")))
            else:
                steps.append(BidStep(caller, "pass", Why("不抢", "不抢")))
        if queue:
            raise NotAllowed(f"the bidding is over; {len(queue)} action(s) left: "
                             f"{' '.join(queue)}")
        why = Why("最后抢的人", "the last to 抢") if robbers else \
            Why("没人抢：叫地主的人当地主（原文三.2）", "nobody robbed: the caller (seed 三.2)")
        steps.append(BidStep(landlord, "landlord", why))
        return self._bidding(steps, landlord, caller, robbers, shown)

    def _bidding(self, steps: list[BidStep], landlord: int | None, caller: int | None,
                 robbers: list[int], shown: tuple[MingPai, ...], to_act: int | None = None,
                 allowed: tuple[str, ...] = (), redeal: bool = False) -> Bidding:
        mult = self.multiplier(robs=len(robbers), mingpai=shown, landlord=landlord)
        return Bidding(tuple(steps), landlord, caller, tuple(robbers), mult, to_act, allowed,
                       redeal)

    def mingpai_factor(self, m: MingPai) -> int:
        """×5 明牌开始, ×4/×3 发牌明牌 (before/from card ``deal_mingpai_cutoff``), ×2 after
        the 底牌 (seed 四; A7)."""
        self.verify_mingpai(m)
        if m.when == "start":
            return 5
        if m.when == "deal":
            return 4 if m.card < self.options.deal_mingpai_cutoff else 3
        return 2

    def verify_mingpai(self, m: MingPai) -> MingPai:
        if not isinstance(m, MingPai):
            raise TypeError(f"m is a MingPai(seat, when, card), not {type(m).__name__} {m!r:.40}")
        if m.seat not in (0, 1, 2):
            raise ValueError(f"seat is 0, 1 or 2, not {m.seat!r}")
        if m.when not in MINGPAI_WHEN:
            raise ValueError(f"明牌 when is one of {', '.join(MINGPAI_WHEN)}, not {m.when!r}")
        if m.when == "deal" and not 1 <= m.card <= 17:
            raise ValueError(f"发牌明牌 needs the card number it was chosen at (1 … 17), not "
                             f"{m.card!r}")
        return m

    def multiplier(self, robs: int = 0, mingpai: Iterable[MingPai | tuple] = (),
                   bombs: int = 0, rockets: int = 0, spring: bool = False,
                   landlord: int | None = None) -> Multiplier:
        """The game's 倍数 (before 加倍): 1 (A7), ×2 per 抢, × the largest 明牌 factor only
        (seed 四.5), and, unless seed-strict, ×2 per bomb, rocket and for 春天/反春 (A7).
        A 明牌 after the 底牌 is the landlord's only (A7): give ``landlord`` to check it; without
        it, two seats showing after the 底牌 are refused all the same."""
        for name, n in (("robs", robs), ("bombs", bombs), ("rockets", rockets)):
            if type(n) is not int:
                raise TypeError(f"{name} is a whole number, not {type(n).__name__} {n!r:.40}")
        if not isinstance(mingpai, Iterable):
            raise TypeError(f"mingpai is a list of MingPai, not {type(mingpai).__name__}")
        if not 0 <= robs <= 3:
            raise ValueError(f"robs is 0 … 3, not {robs!r}")
        if landlord is not None and not is_seat(landlord):
            raise ValueError(f"landlord is seat 0, 1 or 2 (or None), not {landlord!r}")
        need_type(spring, bool, "spring", "True or False")
        shown = [as_mingpai(m) for m in mingpai]
        late = sorted({self.verify_mingpai(m).seat for m in shown if m.when == "after_bottom"})
        farmers = [s for s in late if landlord is not None and s != landlord]
        if farmers or len(late) > 1:
            who = farmers[0] if farmers else late[1]
            raise NotAllowed(f"seat {who} cannot 明牌 after the 底牌: only the landlord "
                             f"takes them{'' if landlord is None else f' (seat {landlord})'}",
                             "A7")
        lines = [MultiplierLine("底", "start", 1, 1, "A7")]
        if robs:
            lines.append(MultiplierLine("抢地主", "robbed", 2, robs, "seed 三.3"))
        if shown:
            factors = [self.mingpai_factor(m) for m in shown]
            top = max(factors)
            lines.append(MultiplierLine("明牌", f"open hand (largest of {len(shown)})", top, 1,
                                        "seed 四.5"))
        extra = [("炸弹", "bombs", bombs), ("火箭", "rocket", rockets),
                 ("春天", "spring", int(spring))]
        for zh, en, n in extra:
            if n < 0 or n > DECK:  # 2 ** n: a count past the deck would never finish
                raise ValueError(f"{en} is 0 to {DECK}, not {n}")
            if n and self.options.extra_doubles:
                lines.append(MultiplierLine(zh, en, 2, n, "A7"))
        total = 1
        for line in lines:
            total *= line.factor ** line.count
        notes: tuple[str, ...] = ()
        if not self.options.extra_doubles and (bombs or rockets or spring):
            notes = (Why("照原文：炸弹、火箭和春天不加倍（A7）",
                         "seed-strict: bombs, the rocket and 春天 do not multiply (A7)"),)
        return Multiplier(total, tuple(lines), notes)

    def double_blockers(self, seat: int, landlord: int, beans: Sequence[int],
                        threshold: int) -> tuple[int, ...]:
        """The seats whose 欢乐豆 keep ``seat`` from 加倍 (() if it may): beans must exceed the
        room's threshold — everyone's for the landlord, his own and the landlord's for a
        farmer (seed 五.5; "超過" is strictly more, A16)."""
        for name, value in (("seat", seat), ("landlord", landlord), ("threshold", threshold)):
            need_type(value, int, name, "a whole number")
        beans = need_ints(beans, "beans", "the 3 players' 欢乐豆, e.g. [100, 100, 100]")
        if len(beans) != 3:
            raise ValueError(f"beans lists the 3 players' 欢乐豆, not {list(beans)!r}")
        if seat not in (0, 1, 2) or landlord not in (0, 1, 2):
            raise ValueError("seats are 0, 1 or 2")
        need = (0, 1, 2) if seat == landlord else (seat, landlord)
        return tuple(s for s in need if beans[s] <= threshold)

    def double_refusal(self, seat: int, landlord: int, beans: Sequence[int],
                       threshold: int) -> str:
        """Why ``seat`` may not 加倍 ('' if it may; :meth:`double_blockers` says who)."""
        low = self.double_blockers(seat, landlord, beans, threshold)
        if not low:
            return ""
        who = "all three players" if seat == landlord else "the farmer and the landlord"
        return Why(f"{'三家' if seat == landlord else '农民和地主'}的欢乐豆都要超过 {threshold} "
                   "才能加倍；" + "、".join(f"座位 {s} 只有 {beans[s]}" for s in low),
                   f"{who} must hold more than {threshold} 欢乐豆 to 加倍; seat"
                   f"{'s' * (len(low) > 1)} {', '.join(map(str, low))} "
                   f"hold{'s' * (len(low) == 1)} {', '.join(str(beans[s]) for s in low)}")

    def verify_double(self, seat: int, landlord: int, beans: Sequence[int],
                      threshold: int) -> int:
        why = self.double_refusal(seat, landlord, beans, threshold)
        if why:
            raise NotAllowed(why, "A16")
        return seat

    def can_double(self, seat: int, landlord: int, beans: Sequence[int], threshold: int
                   ) -> bool:
        return not self.double_refusal(seat, landlord, beans, threshold)

    def settle(self, landlord: int, landlord_wins: bool, multiplier: int | Multiplier,
               doubled: Iterable[int] = (), per_point: int = 1,
               beans: Sequence[int] | None = None, threshold: int = 0) -> Settlement:
        """Pairwise settlement (A16): for each farmer, 倍数 × per_point × the landlord's 加倍
        factor × that farmer's (2 if doubled, else 1; seed 五.3); the landlord's total is the
        sum. With ``beans`` each 加倍 is checked against ``threshold`` first."""
        total = multiplier.total if isinstance(multiplier, Multiplier) else multiplier
        if not whole(total, 1):
            raise ValueError(f"multiplier is a whole number ≥ 1, not {total!r}")
        if not is_seat(landlord, 3):
            raise ValueError(f"landlord is seat 0, 1 or 2, not {landlord!r}")
        need_type(per_point, int, "per_point", "a whole number")
        doubled = set(need_ints(doubled, "doubled", "a list of seats 0-2"))
        if not doubled <= {0, 1, 2}:
            raise ValueError(f"doubled lists seats 0, 1, 2, not {sorted(doubled)!r}")
        if beans is not None:
            for s in sorted(doubled):
                self.verify_double(s, landlord, beans, threshold)
        own = 2 if landlord in doubled else 1
        lines, deltas = [], [0, 0, 0]
        for f in ((landlord + 1) % 3, (landlord + 2) % 3):
            theirs = 2 if f in doubled else 1
            amount = total * per_point * own * theirs
            sign = 1 if landlord_wins else -1
            deltas[landlord] += sign * amount
            deltas[f] -= sign * amount
            lines.append(PairLine(f, total, per_point, own, theirs, amount))
        return Settlement(landlord, landlord_wins, tuple(lines), tuple(deltas))


DECK = 54  # no more bombs, rockets or 抢地主 than cards in the deck


def as_mingpai(m: MingPai | tuple) -> MingPai:
    """A MingPai, or one from ``(seat, when[, card])``; TypeError naming mingpai otherwise."""
    if isinstance(m, MingPai):
        return m
    need_type(m, tuple, "mingpai", "a list of MingPai or (seat, when[, card]) tuples")
    if not 2 <= len(m) <= 3:
        raise ValueError(f"mingpai entries are (seat, when[, card]), not {m!r:.40}")
    return MingPai(*m)
