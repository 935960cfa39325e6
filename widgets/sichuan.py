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

from dataclasses import dataclass

from .engine.fans import Fan
from .engine.notation import Hand
from .engine.rules import MahjongRules, View, option, register
from .engine.situation import Situation

PATTERN = "hand pattern"
NO_CHI = "Sichuan has no 吃 (seed: 游戏中不可以吃牌)"


def _one_suit(v: View) -> bool:
    return len(v.suits) == 1


def _all_triplets(v: View) -> bool:
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
    """根 ×2 each: four alike held, not konged; 龙七对's own quad is not counted again (R-S1)."""
    return max(0, _held_quads(v) - (1 if _dragon_pairs(v) else 0))


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
    Fan("pengpenghu", "碰碰胡", "All triplets", 2, _all_triplets, group=PATTERN),
    Fan("qingyise", "清一色", "One suit", 4, _one_suit, group=PATTERN),
    Fan("qidui", "七对", "Seven pairs", 4, _seven_pairs, group=PATTERN),
    Fan("jingoudiao", "金钩钓", "Golden hook", 4, _golden_hook, ("pengpenghu",), PATTERN),
    Fan("qingpeng", "清碰", "One-suit all triplets", 8,
        lambda v: _one_suit(v) and _all_triplets(v), ("qingyise", "pengpenghu"), PATTERN),
    Fan("longqidui", "龙七对", "Dragon seven pairs", 16, _dragon_pairs, ("qidui",), PATTERN,
        ruling="R-S1"),
    Fan("qingqidui", "青七对", "One-suit seven pairs", 16,
        lambda v: _one_suit(v) and _seven_pairs(v), ("qingyise", "qidui"), PATTERN),
    Fan("qingjingoudiao", "青金钩钓", "One-suit golden hook", 16,
        lambda v: _one_suit(v) and _golden_hook(v),
        ("jingoudiao", "qingyise", "pengpenghu", "qingpeng"), PATTERN),
    Fan("qinglongqidui", "青龙七对", "One-suit dragon seven pairs", 32,
        lambda v: _one_suit(v) and _dragon_pairs(v),
        ("longqidui", "qingqidui", "qidui", "qingyise"), PATTERN, ruling="R-S1"),
    Fan("tianhu", "天胡", "Heavenly hand", 32, _heavenly, group=PATTERN, ruling="R-S2"),
    Fan("dihu", "地胡", "Earthly hand", 32, _earthly, group=PATTERN, ruling="R-S3"),
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


@register
class SichuanXuezhan(MahjongRules):
    """四川麻将 血战到底: play goes on after a win until three have won or the wall is empty."""

    id = "sichuan-xuezhan"
    zh = "四川麻将 血战到底"
    en = "Sichuan Mahjong, Bloody Battle"
    kinds = tuple(range(27))
    Options = SichuanOptions
    fans = FANS
    mode = "multiply"
    melds_allowed = ("pon", "kong")
    seven_pairs = True
    quad_is_two_pairs = True  # R-S1: 龙七对's quad is two of the seven pairs
    drop_refusal = ("it holds 万, 筒 and 条 (花猪): a winning hand must lack a suit "
                    "(seed: 至少缺一门才可胡牌)", "")

    def refusal_text(self, kind: str) -> str:
        if kind == "chi":
            return NO_CHI
        return super().refusal_text(kind)

    def drops(self, hand: Hand) -> list[tuple[int, ...]]:
        """缺一门: drop one suit that no meld uses (the tiles of it in hand must all go)."""
        used = {m.tiles[0] // 9 for m in hand.melds}
        return [(s,) for s in range(3) if s not in used]

    def is_ready(self, hand, situation=None) -> bool:
        waits = self.waits(hand, situation=situation)
        if self.options.dead_waits_ready:
            return bool(waits)
        return any(not w.dead for w in waits)

    def claim_refusal(self, kind: str, hand: Hand, tile: int, from_seat: int,
                      situation: Situation) -> tuple[str, str] | None:
        if kind == "chi":
            return NO_CHI, ""
        left = situation.wall_remaining
        if kind == "kong" and left is not None and left <= 1:
            return "no kong while one tile remains (seed: 剩余最后一张牌时不可以杠牌)", "R-S14"
        return None

    def cap(self) -> int | None:
        """A room cap on the multiplier; the seed has none (R-S4)."""
        return self.options.cap
