"""Each mahjong variant's table of situation constraints (see :mod:`widgets.engine.constraints`):
the generic rows, each citing the variant's own seed sentence where it has one, less the rows
its seed contradicts, plus the variant's own rows.

They differ by variant. Robbing a kong is a discard win in 四川 ("抢杠胡：指一家面下杠时，恰好
有一家胡这张牌", P-S11), 大师游 ("算做一般的點炮"), 武汉 and 双人, so robbing and self-drawn
conflict there; in 永州 it counts as 自摸 ("搶杠胡等同杠開，當自摸", P-Y3), so they do not. After
a kong needs a declared kong in the hand, or in 武汉 a 红中杠/赖子杠 too. 四川 allows no kong
while one tile remains (R-S14), 武汉 none in the last four (R-W13), so neither robs a kong or
draws a replacement on the last tile; elsewhere no kong is made from an empty wall (it needs
a replacement), so none is robbed on the last tile (P-X17).

>>> from widgets import rules
>>> [p.ruling for p in rules("sichuan-xuezhan").problems("123m456m789m11p23p +4p",
...                                                       self_drawn=True, robbing_kong=True)]
['P-X1']
>>> rules("yongzhou").problems("123m456p789s23m55s +4m", self_drawn=True, robbing_kong=True)
()
"""

from __future__ import annotations

from widgets.engine.constraints import (
    FIRST_TURN_NO_KONG_DISCARD,
    NO_KONG,
    ROBBED_NOT_DRAWN,
    ROBBED_NOT_ON_EMPTY_WALL,
    Constraint,
    table,
)

SICHUAN_SEEDS = {
    "P-X1": "抢杠胡：指一家面下杠时，恰好有一家胡这张牌 (P-S11)",
    "P-X7": "地胡：…在胡牌前没有进行任何碰、杠(含暗杠)，否则不算",
    "P-X10": "天胡x32：即庄家杠摸好牌就自然成胡 (R-S2)",
    "P-X11": "地胡：胡庄家打出的第一张牌…在胡牌前没有进行任何碰、杠(含暗杠)，否则不算",
}
NO_KONG_AT_END_S = Constraint(
    "R-S14", "kong-last-tile", ("last_tile", "after_kong", "robbing_kong", "wall_remaining"),
    lambda r, h, s: ((s.last_tile or s.wall_remaining == 0) and (s.after_kong or s.robbing_kong))
    or (s.robbing_kong and s.wall_remaining == 1),
    "剩最后一张牌时不能杠，所以最后一张牌不会是杠后补的牌，也不会被抢杠", "no kong while one tile "
    "remains, so the last tile is neither a kong's replacement nor a robbed kong", "剩余最后一张牌"
    "时不可以杠牌")
SICHUAN = table(NO_KONG_AT_END_S, leave_out=(ROBBED_NOT_ON_EMPTY_WALL,), seeds=SICHUAN_SEEDS)

DASHIYOU = table(leave_out=(FIRST_TURN_NO_KONG_DISCARD,), seeds={
    "P-X1": "搶槓：別人槓的牌自己能胡，可以搶槓，算做一般的點炮",
    "P-X3": "因補槓而槓開，算自摸",
    "P-X10": "換牌之後，莊家可以天胡，換牌之前不能胡牌，天胡算自摸",
})

WUHAN_NO_KONG = Constraint(
    "P-X15", "after-kong-no-kong", ("after_kong", "red_kongs", "wild_kongs"),
    lambda r, h, s: s.after_kong and not h.kongs and not s.red_kongs and not s.wild_kongs,
    "手里没有杠，也没有打出红中杠或赖子杠，就没有杠后补的牌", "the hand has no kong and played "
    "out no 红中杠 or 赖子杠, so no replacement tile was drawn", "杠上花: 杠(红中杠和赖子杠)之后"
    "补牌时自摸")
NO_KONG_AT_END_W = Constraint(
    "R-W13", "kong-last-four", ("after_kong", "robbing_kong", "last_tile", "wall_remaining"),
    lambda r, h, s: (s.after_kong or s.robbing_kong)
    and (s.last_tile or (s.wall_remaining is not None and s.wall_remaining <= 3)),
    "最后四张牌时不能杠，所以不会有杠后补的牌，也不会有抢杠", "no kong in the last four tiles, so "
    "there is no replacement tile and no kong to rob", "海底捞: 最后4张牌时，玩家只摸牌，不打出，"
    "不能杠")
WUHAN = table(WUHAN_NO_KONG, NO_KONG_AT_END_W,
              leave_out=(NO_KONG, FIRST_TURN_NO_KONG_DISCARD, ROBBED_NOT_ON_EMPTY_WALL),
              seeds={
    "P-X1": "抢杠胡: A补杠，如果有其他玩家胡该张牌，则可抢杠胡。被抢杠人承担三家费用",
    "P-X3": "杠上花: 杠(红中杠和赖子杠)之后补牌时自摸",
    "P-X7": "开口：在武汉麻将中吃、碰、明杠称为开口，必须开口才能胡牌",  # never a first turn
})

YONGZHOU = table(leave_out=(ROBBED_NOT_DRAWN,), seeds={
    "P-X2": "搶杠胡等同杠開，當自摸",  # robbing already counts as 杠開: not twice
    "P-X3": "杠上開花包杠：開暗刻明杠補牌后胡牌，計自摸",
    "P-X7": "第一圈里如有人吃、碰牌，有人摸第一張牌，已不生效，不成地和",
    "P-X10": "天和：只有莊家獨有的權利，莊家起牌后即成和牌牌型",
    # P-Y7: the seed names no 杠 here; a kong's replacement draw comes between the deal and
    # that discard, so it is no longer "起牌后", as the history reads it
    "P-X11": "人和：起牌后，莊家打出的第一張牌，閑家吃和 (P-Y7)",
})

DECLARED_CONCEALED = Constraint(
    "R-D13", "declared-open", ("declared_ready", "declared_at_start"),
    lambda r, h, s: (s.declared_ready or s.declared_at_start) and any(m.is_open for m in h.melds),
    "报听（立直、天听）只能在门前清时，报听后不能再吃、碰、明杠", "declaring ready (立直, 天听) "
    "needs a concealed hand, and after it there is no 吃, 碰 or 明杠", "立直：门前清且报听后和牌")
SHUANGREN = table(DECLARED_CONCEALED, seeds={
    "P-X1": "抢杠和：和别人自抓开明杠的牌",
    "P-X3": "杠上开花：开杠抓进的牌成和牌(不包括补花)",
    "P-X7": "地胡：…如果闲家抓牌前有人吃碰杠(包括暗杠)，那么不算地和; 天胡：…如果庄家在发完牌后"
            "有暗杠，那么不算天和",
    "P-X10": "天胡：庄家在发完牌就和牌",
    "P-X11": "人胡：庄家打出的第一张牌闲家就和牌称为人和.如果庄家出牌前有暗杠，那么不算人和",
})
