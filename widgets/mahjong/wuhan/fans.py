"""武汉麻将's fan table (R-W4…R-W9, R-W13) and the vocabulary its predicates read: 2-5-8
tiles, 风牌, 软/硬, 开口 and the kongs. The room's options set the bases and 自摸.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.fans import Fan
from ...engine.notation import Hand
from ...engine.situation import Situation
from ...engine.view import View
from .options import WuhanOptions

RED = 31  # 红中 (5z)


# ---- what a reading uses: the fan predicates' vocabulary ----------------------------------


def _wild(v: View) -> frozenset[int]:
    return v.rules.wild_kinds(v.situation)


def _held_laizi(v: View) -> int:
    """赖子 held in hand (those played out as 赖子杠 are gone: 硬胡 "赖子被杠"). A player may
    keep two or more, and can then win only a 大胡 (R-W14: "必须打出一个" is advice)."""
    wild = _wild(v)
    return sum(1 for t in v.hand.closed if t in wild)


def _soft(v: View) -> bool:
    """软胡: some 赖子 stands for another tile ("充当万能牌使用"); else 硬胡."""
    return any(b.wilds for b in v.arrangement.blocks)


def _used(v: View) -> list[int]:
    """The tiles as this reading uses them (a wild as the tile it stands for), melds too;
    blocks of wilds only ('any-set', 'any-pair') are free and add nothing."""
    return [t for b in v.arrangement.blocks for t in b.tiles] + \
        [t for m in v.hand.melds for t in m.tiles]


def _opens(v: View) -> int:
    """开口: 吃, 碰 and 明杠 (冲杠 or 蓄杠); a 暗杠 is not."""
    return sum(1 for m in v.hand.melds if m.is_open)


def is_258(t: int) -> bool:
    """A 2, 5 or 8 of a suit (将牌)."""
    return t < 27 and t % 9 in (1, 4, 7)


def wind_tile(t: int, dragons: bool = True) -> bool:
    """A 风牌 for 风一色 (R-W7): 东南西北, and 发 白 when ``dragons``; never 红中."""
    return 27 <= t < 34 and t != RED and (dragons or t < 31)


def _regular(v: View) -> bool:
    return v.form == "regular"


def _xiaohu(v: View) -> bool:
    """小胡: sets and a 2-5-8 pair ("必须用2，5，8的对子做将"), at most one 赖子 held
    ("小胡不能有两张赖子", "无论赖子是否当成原来的点数")."""
    pair = v.pair
    return (_regular(v) and pair is not None and pair.kind == "pair" and is_258(pair.tiles[0])
            and _held_laizi(v) <= 1)


def _big(test: Callable[[View], bool]) -> Callable[[View], bool]:
    """A 大胡 predicate, within the room's 赖子 limit (R-W8)."""
    def count(v: View) -> bool:
        most = v.options.dahu_max_laizi
        return (not most or _held_laizi(v) <= most) and test(v)
    return count


def _all_triplets(v: View) -> bool:
    """碰碰胡: every set a 刻 (or kong); any pair ("除将牌外均为刻子;任意将")."""
    return _regular(v) and all(b.kind in ("tri", "any-set", "kong") for b in v.sets)


def _one_suit(v: View) -> bool:
    """清一色: one suit, a proper winning shape ("牌型需要成胡"), 赖子 allowed."""
    used = _used(v)
    return _regular(v) and all(t < 27 for t in used) and len({t // 9 for t in used}) == 1


def _all_winds(v: View) -> bool:
    """风一色: every tile a 风牌 (R-W7), no sets needed ("无需凑坎")."""
    return all(wind_tile(t, v.options.fengyise_dragons) for t in _used(v))


def _all_258(v: View) -> bool:
    """将一色: every tile a 2, 5 or 8, no sets needed ("无需凑坎")."""
    return all(is_258(t) for t in _used(v))


def _quanqiuren(v: View) -> bool:
    """全求人: four 开口, one tile left, won on a discard; any pair (R-W9)."""
    return _opens(v) == 4 and not v.situation.self_drawn


def haidi(s: Situation) -> bool:
    """海底捞: self-drawn in the last four tiles ("最后4张牌时…依次摸牌，胡牌即算海底捞")."""
    left = s.wall_remaining
    return s.self_drawn and (s.last_tile or (left is not None and left <= 3))


def any_shape(hand: Hand, s: Situation) -> bool:
    """A situation that is itself a 大胡 (R-W6: any pair): 海底捞, 杠上花, 抢杠胡, and
    全求人 on a discard."""
    opens = sum(1 for m in hand.melds if m.is_open)
    return (haidi(s) or (s.self_drawn and s.after_kong) or s.robbing_kong
            or (opens == 4 and not s.self_drawn))


def _kongs(kind: str) -> Callable[[View], int]:
    return lambda v: sum(1 for m in v.hand.melds if m.kong_kind in kind.split())


# the fans whose predicate reads ``situation.self_drawn``: the only ones that can count
# differently for one reading won on a discard and self-drawn (totals.py counts the
# others once for both; tests/test_wuhan_totals.py checks the list against the table)
SELF_DRAWN_FANS = frozenset({"quanqiuren", "haidilao", "gangshanghua", "zimo"})


def make_fans(o: WuhanOptions) -> tuple[Fan, ...]:
    """The fan table for a room's options (bases and 自摸 are options). Base lines (``adds``)
    sum to the base (R-W4); every other line multiplies."""
    def dahu(key: str, zh: str, en: str, test: Callable[[View], bool],
             also: tuple[str, ...] = (), ruling: str = "R-W4") -> Fan:
        return Fan(key, zh, en, o.dahu_base, _big(test), ("xiaohu",) + also, ruling=ruling,
                   adds=True)

    return (
        Fan("xiaohu", "小胡", "Small win (2-5-8 pair)", o.xiaohu_base, _xiaohu, ruling="R-W6",
            adds=True),
        dahu("pengpenghu", "碰碰胡", "All triplets", _all_triplets),
        dahu("fengyise", "风一色", "All winds", _all_winds, ruling="R-W7"),
        dahu("jiangyise", "将一色", "All 2-5-8", _all_258),
        dahu("qingyise", "清一色", "One suit", _one_suit),
        dahu("quanqiuren", "全求人", "All claimed", _quanqiuren, ruling="R-W9"),
        dahu("haidilao", "海底捞", "Last four tiles", lambda v: haidi(v.situation), ("zimo",),
             "R-W13"),
        dahu("qiangganghu", "抢杠胡", "Robbing a kong", lambda v: v.situation.robbing_kong,
             ruling="R-W12"),
        dahu("gangshanghua", "杠上花", "Win on a kong replacement",
             lambda v: v.situation.self_drawn and v.situation.after_kong, ("zimo",), "R-W1"),
        Fan("yinghu", "硬胡", "Hard win (赖子 at face value)", 2, lambda v: not _soft(v)),
        Fan("ruanhu", "软胡", "Soft win (赖子 as a wildcard)", 1, _soft),
        Fan("kaikou", "开口番", "Open hand (开口番 room)", 2,
            lambda v: o.kaikou_mode == "kaikou" and _opens(v) > 0, ruling="R-W3"),
        Fan("koukou", "口口番", "Each opening (口口番 room)", 2,
            lambda v: _opens(v) if o.kaikou_mode == "koukou" else 0, ruling="R-W3"),
        Fan("hongzhonggang", "红中杠", "Red Dragon kong", 2, lambda v: v.situation.red_kongs,
            ruling="R-W1"),
        Fan("laizigang", "赖子杠", "Wildcard kong", 4, lambda v: v.situation.wild_kongs,
            ruling="R-W1"),
        Fan("minggang", "明杠", "Exposed kong (冲杠, 蓄杠)", 2, _kongs("direct added")),
        Fan("angang", "暗杠", "Concealed kong", 4, _kongs("concealed")),
        Fan("zimo", "自摸", "Self-drawn", o.zimo, lambda v: v.situation.self_drawn and o.zimo > 1,
            ruling="R-W5"),
    )
