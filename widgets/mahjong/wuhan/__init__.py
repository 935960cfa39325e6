"""武汉麻将 红中赖子杠 (``wuhan``): seed 000 lines 2–34, rules/mahjong.md §1, rulings R-W1…R-W14.

136 tiles. A flipped indicator sets the 赖子 (wildcard): the Situation's ``indicator``. A
player holding 红中 cannot win (it is played out as a 红中杠). A win needs 开口 (吃, 碰 or
明杠). A 小胡 needs a 2-5-8 pair and at most one 赖子; each 大胡 adds 10 to the base (R-W4);
硬胡, 开口, every kong and 自摸 multiply.

The package's public face: import from ``widgets.mahjong.wuhan``. Its modules, each built on
those before it: the room's options (:mod:`.options`), the fan table and the vocabulary its
predicates read (:mod:`.fans`), the 赖子 readings of a hand and the slot tables its shanten
counts with (:mod:`.readings`), the settlement of a hand's events (:mod:`.settlement`), a
wait's two totals worked out together (:mod:`.totals`), and the variant itself, which
registers ``wuhan`` with ``widgets.rules`` (:mod:`.variant`).

>>> from widgets import rules
>>> from widgets.engine.tiles import parse_tile, tile_name
>>> r = rules("wuhan")
>>> tile_name(laizi(parse_tile("9m"))), tile_name(laizi(parse_tile("4z")))   # 九万 → 一万, 北 → 发
('1m', '6z')
>>> s = r.score("234m5p678s [123m,1] [789p,1] +5p")
>>> [(line.zh, line.value) for line in s.lines], s.total
([('小胡', 1), ('硬胡', 2), ('开口番', 2)], 4)
"""

from __future__ import annotations

from .fans import RED, SELF_DRAWN_FANS, any_shape, haidi, is_258, make_fans, wind_tile
from .options import MODES, WuhanOptions
from .readings import NoSets, readings, table_258, triplets_table, xiaohu_used
from .settlement import RED_CLAIM, WHY, WuhanSettlement
from .totals import wait_totals
from .variant import (
    HAIDI,
    HONOUR_CYCLE,
    LAIZI_CLAIM,
    LAIZI_MELD,
    NO_KAIKOU,
    PAIR_258,
    RED_HELD,
    FirstWinner,
    Wuhan,
    hand_key,
    laizi,
    situation_key,
)

__all__ = ["HAIDI", "HONOUR_CYCLE", "LAIZI_CLAIM", "LAIZI_MELD", "MODES", "NO_KAIKOU",
           "PAIR_258", "RED", "RED_CLAIM", "RED_HELD", "SELF_DRAWN_FANS", "WHY", "FirstWinner",
           "NoSets", "Wuhan", "WuhanOptions", "WuhanSettlement", "any_shape", "haidi",
           "hand_key", "is_258", "laizi", "make_fans", "readings", "situation_key",
           "table_258", "triplets_table", "wait_totals", "wind_tile", "xiaohu_used"]
