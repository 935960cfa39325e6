"""跑胡子 results and options: a grouping, the win check (:class:`Win`), the waits
(:class:`WaitCard`), the 番 rows (:data:`FACTORS`) and a scored win (:class:`Score`), and the
rule options (:class:`PaohuziOptions`). :mod:`widgets.cards.paohuzi` re-exports them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.why import Why, speak
from ..cards import option
from .groups import Group
from .notation import KIND_ZH, card_text

# ---- results ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Grouping:
    """One way to group the cards, with its 胡息."""

    huxi: int
    groups: tuple[Group, ...]

    def text(self) -> str:
        return " ".join(group_text(g) for g in self.groups)


def group_text(g: Group) -> str:
    """'坎 x555 (3)', '句 x34W(x5) (0)'."""
    cards = " ".join("W" + (f"({card_text(c)})" if c >= 0 else "") if w else card_text(c)
                     for c, w in zip(g.cards, g.wild, strict=True))
    return f"{KIND_ZH[g.kind]} {cards} ({g.huxi})"


@dataclass(frozen=True)
class Win:
    """The win check: ``ok``, the best grouping's 胡息 and groups, the reasons it is not a win
    (every one), and every other grouping found (best first), for teaching."""

    ok: bool
    huxi: int
    groups: tuple[Group, ...]
    reasons: tuple[str, ...]
    alternatives: tuple[Grouping, ...]
    min_huxi: int
    complete: bool

    def describe(self) -> Why:
        """The verdict in a line, in zh and en: win or not, its 胡息, and every reason not."""
        word = "胡" if self.ok else "不能胡"
        zh = f"{word}：{self.huxi} 胡息（至少 {self.min_huxi}）" + (
            "" if self.ok else "——" + "；".join(speak(x, "zh") for x in self.reasons))
        en = f"{word}: {self.huxi} 胡息 (≥ {self.min_huxi})" + (
            "" if self.ok else " — " + "; ".join(self.reasons))
        return Why(zh, en)


@dataclass(frozen=True)
class WaitCard:
    """A card that completes the hand, with the 胡息 on a discard and on a self-draw (None
    where that win is refused, e.g. a 王 holder on a discard)."""

    card: int
    huxi_discard: int | None
    huxi_self: int | None

    @property
    def text(self) -> str:
        return card_text(self.card)


@dataclass(frozen=True)
class Factor:
    """One 番 line: key, names, the factor it multiplies by, the rule."""

    key: str
    zh: str
    en: str
    factor: int
    seed: str


@dataclass(frozen=True)
class Score:
    """A scored win: the reading that pays most (P-PH4), its 胡息, 省 and 子, the 番 lines,
    the total (子 × product of 番), the other readings, and the payments."""

    huxi: int
    groups: tuple[Group, ...]
    reds: int
    xing_card: int | None
    xing: int
    zi: int
    factors: tuple[Factor, ...]
    total: int
    readings: tuple[tuple[str, int, int], ...]  # (reading, 胡息, total)
    payments: tuple[tuple[int, int, int], ...] = ()  # (payer, payee, amount)
    notes: tuple[str, ...] = ()

    @property
    def factor(self) -> int:
        out = 1
        for f in self.factors:
            out *= f.factor
        return out


# ---- options ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PaohuziOptions:
    """Rule options; each names the ruling (rules/cards.md §2, or P-PH) it implements."""

    min_huxi: int = option(15, "胡息 needed to win (seed: 最低15胡息才能胡牌)", "A2")
    pile: int = option(21, "cards left in the pile after the deal: 82 − 21 − 20 − 20 = 21; "
                       "the seed's 19 belongs to the 80-card game without 王", "A1")
    pair_with_four: bool = option(
        True, "exactly one pair when there is a 跑/提 (4-card group), none otherwise; False: "
        "a pair is never allowed", "A2")
    win_on_pair: str = option(
        "peng", "the winning card from another player onto a pair in hand counts as a 'peng' "
        "(1/3 胡息) or a 'kan' (3/6); a self-drawn one is always a 偎 (3/6)", "P-PH1")
    wang_only_zimo: bool = option(
        True, "a 王 holder wins only by 自摸 (seed: 只能自摸，不能點炮)", "A8")
    zimo_with_wang: bool = option(
        False, "自摸 ×2 also multiplies 王钓/王钓王/王闯 (off: the seed's combined values "
        "leave it out)", "P-PH6")
    wang_xing: bool = option(True, "each 王 held adds one 省 (so at most 6 省)", "A4")
    di: bool = option(False, "the room has a 底: +1 子 (seed: 加了個底的話，就是7個子)", "A4")
    supplier_pays: bool = option(
        True, "a win on another player's card: the player who supplied it pays everything; "
        "False: both losers pay (自摸: both pay either way)", "A19")
    wang_penalty: int = option(5, "at 黄牌 each 王 holder pays each player without 王 this "
                               "many stakes per 王 held", "A8")
    peng_pao_on_discard: bool = option(
        False, "another player's discard matching one's 碰 can be 跑'd (off: only a card "
        "drawn from the pile, as the seed says)", "P-PH10")
    chi_from_shang_draw: bool = option(
        True, "the 下家 may 吃 a card 上家 drew from the pile, not only one he discarded", "A20")
    wang_fifth_copy: bool = option(
        True, "a 王 may stand for a card of which the player already has all four (seed: 王霸"
        "可以代替任何牌); off: a 王 never makes a fifth copy", "P-PH18")

    def check(self) -> None:
        if self.win_on_pair not in ("peng", "kan"):
            raise ValueError(f"option 'win_on_pair' is 'peng' or 'kan', not "
                             f"{self.win_on_pair!r}")
        if self.pile not in (19, 21):
            raise ValueError(f"option 'pile' is 21 (82 cards, with 王) or 19 (the 80-card game "
                             f"without 王), not {self.pile!r}")
        if self.min_huxi < 0 or self.wang_penalty < 0:
            raise ValueError("options 'min_huxi' and 'wang_penalty' are 0 or more")


# 番 rows: key, zh, en, factor, seed line. Which apply is decided in _factors (P-PH6: 自摸 is
# not added to the 王 patterns; the red rows exclude each other by their counts).
FACTORS: tuple[Factor, ...] = (
    Factor("honghu", "红胡", "red win (≥10 red)", 2,
           "紅胡：……玩家牌中有≥10只紅字。番數：2番。"),
    Factor("yidianzhu", "一点朱", "one red dot", 3,
           "一點朱：胡牌時，玩家有且僅有1只紅字。番數：3番。"),
    Factor("heihu", "黑胡", "black win (no red)", 4,
           "黑胡：胡牌時，玩家沒有紅字。番數：4番。"),
    Factor("zimo", "自摸", "self-drawn", 2,
           "自摸：胡牌時，所胡德那只牌是玩家自己從墩上摸上來的。番數：2番。"),
    Factor("wangdiao", "王钓", "wild fishing", 4,
           "王釣：……手上只剩下一張王的時候，才能王釣。番數：4番。"),
    Factor("wangdiaowang", "王钓王", "wild fishing a wild", 8,
           "王釣王：王釣時又釣到一個王霸，叫王釣王。番數：8番。"),
    Factor("wangchuang", "王闯", "two wilds left", 8,
           "王闖：……手上只剩下兩張王霸的時候，即可以王闖。番數：8番。"),
)
FACTOR = {f.key: f for f in FACTORS}
