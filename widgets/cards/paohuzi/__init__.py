"""跑胡子 / 双王扯胡子 (``paohuzi``): seed 001 (first section), rules/cards.md §2.

82 cards: 小 一…十 and 大 壹…拾, four of each, and two 王霸 that stand for any card. A winning
hand splits into groups (句 二七十 绞 坎 提 碰 偎 跑) worth 胡息; at least 15 wins; 番 multiply;
省 from the turned card add stakes (子).

Notation (one line, tokens separated by spaces): ``x1``…``x10`` small 一…十, ``d1``…``d10``
big 壹…拾, ``W`` a 王; digits run on after a case letter (``x123`` = x1 x2 x3, ``x2710`` =
x2 x7 x10: ``10`` is read first); Chinese 一…十, 壹…拾 and 王 are accepted. Groups already on
the table: ``[d333]`` 碰, ``[d3333]`` 跑, ``[x123]`` an eaten 句/二七十/绞; ``{x555}`` 偎,
``{x555*}`` 臭偎 (a 偎 after a declined 碰: shown, same 胡息),
``{x5555}`` 提. The winning card comes last as ``+x7``.

This package's public face: the names below come from its modules, each importing only the
ones beneath it (no module imports this one):

- ``groups``: the cards as numbers, the kinds of group, groupings and 胡息;
- ``notation``: the notation, :class:`Meld`, :class:`PHHand` and the input checks;
- ``results``: results, options and 番 rows;
- ``claims``: the actions on a shown card (:class:`ClaimRight`, :class:`Claims`), 吃 and 下火,
  and the 臭牌 memory; ``actions``: the per-seat checks that make them;
- ``explore``: 子 and the 番 checks; ``turns``: discards and the extra 提 dealt;
- ``rules``: the rules class :class:`Paohuzi`, built on all of them.

>>> from widgets import rules
>>> r = rules("paohuzi")
>>> hand = "x123 d2710 x555 d888 x99 d9 x46 W d34 +d5"
>>> w = r.win(hand)
>>> w.ok, w.huxi, [g.kind for g in w.groups]
(False, 18, ['kan', 'kan', 'yes', 'ju', 'jiao', 'eqs', 'ju'])
>>> w.reasons[0]
'a 王 holder wins only by 自摸 (seed: 手中有王霸的玩家，只能自摸，不能點炮; A8)'
>>> r.win(hand, self_drawn=True).ok
True
>>> s = r.score(hand, self_drawn=True, turned="x8")
>>> s.huxi, s.xing, s.zi, s.factor, s.total
(18, 3, 5, 2, 10)
"""

from __future__ import annotations

from ..cards import NotationError, option
from .claims import ClaimRight, Claims, Memory, chi_ways, eat_combos, put_down, remember, way_huxi
from .explore import FactorCheck, factor_checks, zi
from .groups import BIG, HUXI, Group, N, is_big, number, value
from .notation import (
    BIG_ZH,
    KIND_EN,
    KIND_ZH,
    RED,
    SEED_KAN,
    SEED_SHAPE,
    SEED_WANG,
    SEED_XING,
    SMALL_ZH,
    Meld,
    PHHand,
    W,
    card_text,
    card_zh,
    is_red,
    parse_hand,
)
from .results import (
    FACTOR,
    FACTORS,
    Factor,
    Grouping,
    PaohuziOptions,
    Score,
    WaitCard,
    Win,
    group_text,
)
from .rules import HAND_MOST, Paohuzi

__all__ = ["BIG", "BIG_ZH", "FACTOR", "FACTORS", "HAND_MOST", "HUXI", "KIND_EN", "KIND_ZH", "N",
           "RED", "SEED_KAN", "SEED_SHAPE", "SEED_WANG", "SEED_XING", "SMALL_ZH", "W",
           "ClaimRight", "Claims", "Factor", "FactorCheck", "Group", "Grouping", "Meld", "Memory",
           "NotationError", "PHHand", "Paohuzi", "PaohuziOptions", "Score", "WaitCard", "Win",
           "card_text", "card_zh", "chi_ways", "eat_combos", "factor_checks", "group_text",
           "is_big", "is_red", "number", "option", "parse_hand", "put_down", "remember", "value",
           "way_huxi", "zi"]
