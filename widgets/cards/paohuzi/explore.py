"""跑胡子 questions an explorer asks directly, without playing a hand: the 子 that 胡息 and 省
make (:func:`zi`), and which 番 apply to a hand, each with why or why not
(:func:`factor_checks`). :class:`~widgets.cards.paohuzi.Paohuzi` offers both as methods.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

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
        if f.key == "honghu":
            why = f"{s.reds} red cards: 10 or more needed"
        elif f.key == "yidianzhu":
            why = f"{s.reds} red cards: exactly 1 needed"
        elif f.key == "heihu":
            why = f"{s.reds} red cards: none allowed"
        elif f.key == "zimo":
            why = ("self-drawn" if applies else "not self-drawn" if not sd else
                   "self-drawn, but 自摸 is not added to a 王 pattern (P-PH6, option "
                   "zimo_with_wang)")
        elif applies:
            why = f"the reading that pays most: {s.readings[0][0]}"
        elif wilds != WANG_NEED[f.key]:
            why = f"needs {WANG_NEED[f.key]} 王 in hand, not {wilds}"
        elif not sd:
            why = "a 王 pattern is always self-drawn (A8)"
        elif f.key == "wangdiaowang" and h.win != 20:
            why = "the card drawn is not a 王"
        else:
            why = ("the other cards do not all form groups without the 王 (P-PH8)"
                   if not any(n == f.zh for n, *_ in s.readings) else
                   f"another reading pays more: {s.readings[0][0]}")
        out.append(FactorCheck(f, applies, why))
    return tuple(out)


__all__ = ["FactorCheck", "Scores", "factor_checks", "zi"]
