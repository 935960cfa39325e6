"""跑胡子 questions an explorer asks directly, without playing a hand: the 子 that 胡息 and 省
make (:func:`zi`), and which 番 apply to a hand, each with why or why not
(:func:`factor_checks`). :class:`~widgets.cards.paohuzi.Paohuzi` offers both as methods.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ...engine.why import Why
from ..cards import NotAllowed, whole
from .notation import PHHand
from .results import FACTORS, Factor, Score

SEED_ZI = "一省相當于一個賭注，也就是一省相當于三胡息。比如，21胡胡了，翻了三省，那就是6個子。"
WANG_NEED = {"wangdiao": 1, "wangdiaowang": 1, "wangchuang": 2}


def zi(huxi: int, xing: int = 0, min_huxi: int = 15, di: bool = False) -> int:
    """子 = ⌊(胡息 − 15)/3⌋ + 1 + 省 (+1 for a 底), A4; below 15 胡息 there is no win.

    >>> zi(21, 3), zi(21, 3, di=True)   # the seed: 21胡胡了，翻了三省，那就是6個子 (底: 7)
    (6, 7)
    """
    for name, v in (("huxi", huxi), ("xing", xing)):
        if not whole(v):
            raise NotAllowed(f"{name} is a whole number ≥ 0, not {v!r}")
    if huxi < min_huxi:
        raise NotAllowed(f"{huxi} 胡息 is no win: {min_huxi} needed (seed: 最低15胡息才能胡牌)",
                         "A2")
    if xing > 6:
        raise NotAllowed(f"{xing} 省: at most 6 (seed: 省最多有6省 — four copies and two 王)",
                         "A4")
    return (huxi - min_huxi) // 3 + 1 + xing + (1 if di else 0)


class Scores(Protocol):
    """What :func:`factor_checks` asks of the rules (:class:`~widgets.cards.paohuzi.Paohuzi`):
    a hand read, then scored. A protocol, so this module needs nothing above it."""

    def parse(self, hand: str | PHHand) -> PHHand: ...

    def score(self, hand: str | PHHand, self_drawn: bool = False) -> Score: ...


@dataclass(frozen=True)
class FactorCheck:
    """One 番 line checked against a hand: does it apply, and why (or why not)."""

    factor: Factor
    applies: bool
    why: str


def factor_checks(rules: Scores, hand: str | PHHand, self_drawn: bool = False
                  ) -> tuple[FactorCheck, ...]:
    """Every 番 of the seed checked against a winning hand, in the reading that pays most
    (P-PH4): the red count for 红胡/一点朱/黑胡 (A3), 自摸 (not on a 王 pattern, P-PH6), and the
    王 patterns (P-PH8). NotAllowed (with every reason) if the hand does not win."""
    h = rules.parse(hand)
    s = rules.score(h, self_drawn)
    on = {f.key for f in s.factors}
    sd = self_drawn or h.win == 20
    wilds = h.wilds
    out = []
    for f in FACTORS:
        applies = f.key in on
        best = s.readings[0][0]  # a reading's name (a Why, or a 番's own name)
        if f.key == "honghu":
            why = Why(f"{s.reds} 张红字：要 10 张以上", f"{s.reds} red cards: 10 or more needed")
        elif f.key == "yidianzhu":
            why = Why(f"{s.reds} 张红字：要正好 1 张", f"{s.reds} red cards: exactly 1 needed")
        elif f.key == "heihu":
            why = Why(f"{s.reds} 张红字：一张都不能有", f"{s.reds} red cards: none allowed")
        elif f.key == "zimo":
            why = Why("自摸", "self-drawn") if applies else \
                Why("不是自摸", "not self-drawn") if not sd else \
                Why("自摸，但王的胡法不再加自摸（P-PH6，选项 zimo_with_wang）",
                    "self-drawn, but 自摸 is not added to a 王 pattern (P-PH6, option "
                    "zimo_with_wang)")
        elif applies:
            why = Why("给分最多的读法：", "the reading that pays most: ") + best
        elif wilds != WANG_NEED[f.key]:
            why = Why(f"手里要有 {WANG_NEED[f.key]} 张王，现在是 {wilds} 张",
                      f"needs {WANG_NEED[f.key]} 王 in hand, not {wilds}")
        elif not sd:
            why = Why("王的胡法总是自摸（A8）", "a 王 pattern is always self-drawn (A8)")
        elif f.key == "wangdiaowang" and h.win != 20:
            why = Why("摸到的不是王", "the card drawn is not a 王")
        elif not any(n == f.zh for n, *_ in s.readings):
            why = Why("不靠王，其余的牌不能全部成组（P-PH8）",
                      "the other cards do not all form groups without the 王 (P-PH8)")
        else:
            why = Why("另一种读法给分更多：", "another reading pays more: ") + best
        out.append(FactorCheck(f, applies, why))
    return tuple(out)


__all__ = ["FactorCheck", "Scores", "factor_checks", "zi"]
