"""武汉麻将's room options (:class:`WuhanOptions`), each naming the ruling it implements. The
lowest module of the package: the fan table (:mod:`.fans`) is built from them."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.registry import option

MODES = ("kaikou", "koukou")


@dataclass(frozen=True)
class WuhanOptions:
    """Room options of 武汉麻将; each names the ruling it implements."""

    special_kong_draws_replacement: bool = option(
        True, "红中杠 and 赖子杠 draw a replacement, so 杠上花 may follow them; off: playing one "
        "out is the turn's discard and draws nothing (seed: 打出红中不抓牌)", "R-W1")
    kaikou_mode: str = option(
        "kaikou", "'kaikou' 开口番: ×2 once the hand is 开口; 'koukou' 口口番: ×2 per 开口",
        "R-W3")
    xiaohu_base: int = option(1, "base of a 小胡 (seed: 基础倍数为1倍, 根据场次不同而不同)",
                              "R-W4")
    dahu_base: int = option(10, "each 大胡 type adds this to the base (seed: 基础倍数10, "
                            "可累计)", "R-W4")
    zimo: int = option(2, "自摸 multiplier (the seed gives none; 1: no bonus)", "R-W5")
    fengyise_dragons: bool = option(True, "发 and 白 count as 风牌 in 风一色; off: only 东南西北",
                                    "R-W7")
    dahu_max_laizi: int = option(0, "most 赖子 a 大胡 may hold (0: no limit, as the seed; "
                                 "some rooms allow 2)", "R-W8")
    cap: int = option(0, "room cap on the multiplier (0: none; the seed gives none)", "R-W4")
    stake: int = option(1, "coins paid per 1× of a win's total (settlement)", "R-W11")
