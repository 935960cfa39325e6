"""双人麻将's fan table (seed 000 lines 108–191; rules/mahjong.md §3.2): 69 rows, as data.

Each row is a :class:`~widgets.engine.fans.Fan` with the seed's value and a small predicate
that counts it on one reading of the hand (a :class:`~widgets.engine.rules.View`). What a row
excludes (不计) is data too, from four sources, kept apart so that a reader can see where each
exclusion comes from (:data:`SEED_EXCLUDES`, :data:`ADDED_EXCLUDES`):

* the seed's own 不计 list, copied as written;
* R-D10: where the seed gives no list, MCR's (国标) list for that fan;
* 不重复 (MCR's "no repeat" principle): a fan does not count the fans its own definition
  always brings along, even where the seed's list forgets one (四杠 always is 碰碰和);
* R-D12: a completed flower set takes the 1-per-flower 花牌 points of its flowers.

The MCR combination principles that are about *which sets* combine, not about fan names —
不拆移 (a set is not split and recombined), 不得相同 (a set does not make the same fan twice),
套算一次 (a set left over combines once with the sets already used) — live in one helper,
:func:`chow_fans`, which follows the MCR reference calculator's algorithm for sequences.
就高不就低 (the best reading counts) is the engine's: every reading is scored, the best kept.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import Any

from ..engine.draws import completing_kinds
from ..engine.fans import Fan
from ..engine.rules import View
from ..engine.shape import counts34
from ..engine.tiles import FLOWERS
from .shuangren_reading import DRAGON, MEMO_KEY, WIND, Reading, reading  # noqa: F401  (re-exported)

# ---- tiles ---------------------------------------------------------------------------------

GREEN = frozenset({19, 20, 21, 23, 25, 32})  # 2 3 4 6 8 条 and 发 (绿一色)
# 推不倒: tiles that look the same upside down: 1234589 筒, 245689 条, 白
REVERSIBLE = frozenset({9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 33})
SEASONS, PLANTS = frozenset(FLOWERS[:4]), frozenset(FLOWERS[4:])


def honour(t: int) -> bool:
    return t >= 27


def terminal(t: int) -> bool:
    return t < 27 and t % 9 in (0, 8)


def outside(t: int) -> bool:
    """幺九: a terminal (1 or 9) or an honour."""
    return t >= 27 or t % 9 in (0, 8)


# ---- what a reading is made of -------------------------------------------------------------


def regular(v: View) -> bool:
    return v.form == "regular"


def chows(v: View) -> list[int]:
    """The lowest tile of every sequence, melds included, sorted."""
    return reading(v).chows


def pungs(v: View) -> list[int]:
    """The tile of every triplet or kong, melds included, sorted."""
    return reading(v).pungs


def pair_tile(v: View) -> int | None:
    return reading(v).pair


def exposed(v: View) -> int:
    """Melds shown to the opponent: 吃, 碰, 明杠 (a 暗杠 keeps the hand concealed)."""
    return reading(v).exposed


def concealed_pungs(v: View) -> int:
    """暗刻: triplets held in hand, and 暗杠. A triplet completed by the opponent's discard is
    open (明刻), unless the winning tile can be read as part of a held sequence instead —
    MCR's rule, as its reference calculator applies it to each reading."""
    got = v.memo.get("shuangren-concealed")
    if got is not None:
        return int(got)
    closed = [b.tiles[0] for b in v.arrangement.sets if b.kind == "tri"]
    n = len(closed)
    w = v.hand.winning
    if (w is not None and not v.situation.self_drawn and w in closed
            and not any(b.kind == "seq" and w in b.tiles for b in v.arrangement.sets)):
        n -= 1
    n += reading(v).concealed_kongs
    v.memo["shuangren-concealed"] = n
    return n


def kongs(v: View, concealed: bool | None = None) -> int:
    r = reading(v)
    if concealed is None:
        return r.kongs
    return r.concealed_kongs if concealed else r.kongs - r.concealed_kongs


def flowers(v: View) -> frozenset[int]:
    return reading(v).flowers


# ---- sequences: MCR's 不得相同 and 套算一次 -------------------------------------------------


def _pair_fan(a: int, b: int) -> str | None:
    """The fan two sequences (by lowest tile) of one suit make: 一般高, 连六 or 老少副."""
    if a // 9 != b // 9:
        return None
    if a == b:
        return "yibangao"
    if abs(a - b) == 3:
        return "lianliu"
    if {a % 9, b % 9} == {0, 6}:
        return "laoshaofu"
    return None


def _step(xs: tuple[int, ...]) -> int | None:
    """The common difference of sorted sequences of one suit, or None."""
    if len({x // 9 for x in xs}) != 1:
        return None
    steps = {b - a for a, b in zip(xs, xs[1:], strict=False)}
    return steps.pop() if len(steps) == 1 else None


def _three_fan(xs: tuple[int, ...]) -> str | None:
    step = _step(xs)
    if step == 3 and xs[0] % 9 == 0:
        return "qinglong"
    if step in (1, 2):
        return "yisesanbugao"
    if step == 0:
        return "yisesantongshun"
    return None


def _four_fan(xs: tuple[int, ...]) -> str | None:
    step = _step(xs)
    if step in (1, 2):
        return "yisesibugao"
    if step == 0:
        return "yisesitongshun"
    return None


_EXTRA_ORDER = ("yibangao", "lianliu", "laoshaofu")  # MCR: the 4th sequence's one extra fan


def _limited(found: list[str], most: int) -> Counter[str]:
    """At most ``most`` two-sequence fans: cut repeats first, 老少副 before 连六 before 一般高
    (the MCR reference calculator's order)."""
    table = Counter(found)
    count = sum(table.values())
    for keep in (1, 0):
        for key in reversed(_EXTRA_ORDER):
            while table[key] > keep and count > most:
                table[key] -= 1
                count -= 1
    return +table


def _inside(xs: tuple[int, ...]) -> Counter[str]:
    """The smaller fans inside a 3- or 4-sequence fan, once each: counted only so that the
    big fan's 不计 list can strike them out where a learner sees them."""
    found = {_pair_fan(a, b) for a, b in combinations(xs, 2)}
    if len(xs) == 4:
        found |= {_three_fan(t) for t in combinations(xs, 3)}
    return Counter(sorted(k for k in found if k))


@lru_cache(maxsize=4096)
def chow_fans(xs: tuple[int, ...]) -> Counter[str]:
    """The sequence fans of a reading (sequences by lowest tile, sorted), by MCR's rules:

    * a 4-sequence fan (一色四同顺, 一色四步高) takes all four;
    * else a 3-sequence fan (清龙, 一色三步高, 一色三同顺), and the fourth sequence combines
      once with those three (套算一次), 一般高 first, then 连六, then 老少副;
    * else two-sequence fans (不得相同): at most 3 from four sequences, 2 from three, and one
      fewer for each sequence that pairs with none.

    The smaller fans inside a big one are counted once too, for the big one to exclude.

    >>> sorted(chow_fans((18, 21, 24)).items())   # 123 456 789条: 清龙, with 连六 and 老少副
    [('laoshaofu', 1), ('lianliu', 1), ('qinglong', 1)]
    >>> sorted(chow_fans((18, 18, 18, 21)).items())   # 123 ×3 + 456: 三同顺 (一般高), 连六
    [('lianliu', 1), ('yibangao', 1), ('yisesantongshun', 1)]
    """
    n = len(xs)
    out: Counter[str] = Counter()
    if n == 4 and (big := _four_fan(xs)):
        out[big] = 1
        return out + _inside(xs)
    if n >= 3:
        for trio in combinations(range(n), 3):  # MCR's order: 012, 013, 023, 123
            three = tuple(xs[i] for i in trio)
            if big := _three_fan(three):
                out[big] = 1
                out += _inside(three)
                rest = [xs[i] for i in range(n) if i not in trio]
                if rest:
                    extra = {_pair_fan(x, rest[0]) for x in three}
                    key = next((k for k in _EXTRA_ORDER if k in extra), None)
                    if key:
                        out[key] += 1
                return out
    pairs = [(i, j, _pair_fan(xs[i], xs[j])) for i, j in combinations(range(n), 2)]
    found = [k for _, _, k in pairs if k]
    most = {2: 1, 3: 2, 4: 3}.get(n, 0)
    if n == 4:
        most -= sum(1 for i in range(4) if not any(k and i in (a, b) for a, b, k in pairs))
    return _limited(found, most) if most > 0 else Counter()


def sequences(key: str):
    """The predicate of a sequence fan: its count in :func:`chow_fans`."""
    return lambda v: chow_fans(tuple(chows(v)))[key] if regular(v) else 0


# ---- waits: 边张, 坎张, 单钓将 -------------------------------------------------------------


@lru_cache(maxsize=1024)
def _wait_count(rules: Any, concealed: tuple[int, ...], melds: int) -> int:
    """How many kinds complete the 13-tile ``hand``, counted up to 2 (as ``len(rules.waits
    (hand))``, held four times or not: "one, or more"), by each group's completeness."""
    if len(concealed) + 3 * melds != 13:
        return 0
    pairs = rules.quad_is_two_pairs if rules.seven_pairs and not melds else None
    kinds = set(rules.kinds)
    return min(2, sum(1 for t in completing_kinds(counts34(concealed), pairs) if t in kinds))


def forget_waits() -> None:
    """Empty the memo of hands' wait counts (a benchmark's cold start)."""
    _wait_count.cache_clear()


def single_wait(v: View) -> bool:
    """The hand could win on this tile alone ("边/坎/单钓的情况只能胡一张"): the 13 tiles
    before the win have exactly one wait (by shape, seven pairs included while concealed)."""
    w = v.hand.winning
    return w is not None and _wait_count(v.rules, v.hand.concealed, len(v.hand.melds)) == 1


def wait_at(v: View, where: str) -> bool:
    """The winning tile sits at ``where`` ('edge', 'middle', 'pair') in a held block."""
    w = v.hand.winning
    for b in v.arrangement.blocks:  # the place first: it is cheaper than the waits
        if b.kind == "seq" and w in b.tiles:
            if where == ("middle" if b.tiles[1] == w else "edge"):
                return single_wait(v)
        elif b.kind == "pair" and b.tiles[0] == w and where == "pair":
            return single_wait(v)
    return False


# ---- the other predicates, one small function each -----------------------------------------


def all_tiles(test):
    """Every tile passes ``test`` (asked of each kind once)."""
    return lambda v: bool(kinds := reading(v).kinds) and all(test(t) for t in kinds)


def nine_gates(v: View) -> bool:
    """九莲宝灯: no melds, and the 13 tiles before the win are 1112345678999 of one suit."""
    held = v.hand.concealed
    if v.hand.melds or v.hand.winning is None or len(held) != 13 or honour(held[0]):
        return False
    s = held[0] - held[0] % 9
    return list(held) == [s] * 3 + list(range(s + 1, s + 8)) + [s + 8] * 3


def seven_shifted_pairs(v: View) -> bool:
    ts = sorted({b.tiles[0] for b in v.arrangement.blocks})
    return (v.form == "seven-pairs" and len(ts) == 7 and not honour(ts[0])
            and ts[-1] - ts[0] == 6 and ts[0] // 9 == ts[-1] // 9)


def seven_stars(v: View) -> bool:
    """大七星: one pair each of 东 南 西 北 中 发 白."""
    return v.form == "seven-pairs" and {b.tiles[0] for b in v.arrangement.blocks} == set(
        range(27, 34))


def pure_terminal_chows(v: View) -> bool:
    """一色双龙会: 123 123 789 789 of one suit and a pair of its 5."""
    xs, p = chows(v), pair_tile(v)
    return (len(xs) == 4 and p is not None and not honour(p) and p % 9 == 4
            and xs == [p - 4, p - 4, p + 2, p + 2])


def shifted_pungs(n: int):
    """n triplets of one suit stepping by one (一色三节高, 一色四节高)."""
    def count(v: View) -> bool:
        ps = {t for t in pungs(v) if not honour(t)}
        return any(all(t + k in ps and (t + k) // 9 == t // 9 for k in range(n)) for t in ps)
    return count


def wind_pungs(v: View) -> int:
    return reading(v).winds


def dragon_pungs(v: View) -> int:
    return reading(v).dragons


def suits(v: View) -> set[int]:
    return reading(v).suits


def has_honours(v: View) -> bool:
    return reading(v).honours


def outside_hand(v: View) -> bool:
    """全带幺: every set and the pair holds a 1, a 9 or an honour."""
    blocks = list(v.sets) + ([v.pair] if v.pair else [])
    return regular(v) and all(any(outside(t) for t in b.tiles) for b in blocks)


def tile_hog(v: View) -> int:
    """四归一: kinds all four of which are in the hand, not as a kong."""
    konged = {m.tiles[0] for m in v.hand.kongs}
    return sum(1 for t, n in enumerate(v.counts) if n == 4 and t not in konged)


def pair_rank(ranks: tuple[int, ...]):
    def count(v: View) -> bool:
        p = pair_tile(v)
        return p is not None and not honour(p) and p % 9 + 1 in ranks
    return count


def last_copy(v: View) -> bool:
    """和绝张: the three other copies of the winning tile are in view — the opponent's
    discards and melds (``seen``) and one's own melds — and none is held in hand."""
    w = v.hand.winning
    if w is None or w in v.hand.concealed:
        return False
    shown = sum(m.tiles.count(w) for m in v.hand.melds) + v.seen.count(w)
    return shown == 3


def situation(test):
    return lambda v: bool(test(v.situation, v))


# ---- the table -----------------------------------------------------------------------------

# The seed's 不计 lists, as written (keys of this table); fans without a list are absent.
SEED_EXCLUDES: dict[str, tuple[str, ...]] = {
    "sifangdafacai": ("dasixi", "ziyise", "sanfengke", "pengpenghu", "yaojiuke"),
    "dasixi": ("sanfengke", "pengpenghu", "yaojiuke"),
    "dasanyuan": ("jianke", "shuangjianke"),
    "jiulianbaodeng": ("qingyise", "buqiuren", "menqianqing", "yaojiuke"),
    "sigang": ("sangang", "shuangangang", "shuangminggang", "minggang", "angang",
               "dandiaojiang"),
    "lianqidui": ("qingyise", "buqiuren", "dandiaojiang", "menqianqing", "qidui"),
    "daqixing": ("ziyise", "qidui", "menqianqing", "buqiuren", "dandiaojiang"),
    "baxianguohai": ("chunxiaqiudong", "meilanzhuju"),
    "xiaosixi": ("sanfengke", "yaojiuke"),
    "xiaosanyuan": ("jianke", "shuangjianke"),
    "ziyise": ("pengpenghu", "hunyaojiu", "quandaiyao", "yaojiuke"),
    "sianke": ("menqianqing", "pengpenghu", "sananke", "shuanganke", "buqiuren"),
    "yiseshuanglonghui": ("pinghu", "qidui", "qingyise", "yibangao", "laoshaofu"),
    "tianhu": ("dandiaojiang", "bianzhang", "kanzhang", "buqiuren", "zimo"),
    "yisesitongshun": ("yisesanjiegao", "yibangao", "siguiyi", "yisesantongshun", "qidui"),
    "yisesijiegao": ("yisesantongshun", "yisesanjiegao", "pengpenghu"),
    "yisesibugao": ("yisesanbugao",),
    "sangang": ("shuangminggang", "shuangangang", "minggang", "angang"),
    "hunyaojiu": ("pengpenghu", "yaojiuke", "quandaiyao"),
    "yisesantongshun": ("yisesanjiegao", "yibangao"),
    "yisesanjiegao": ("yisesantongshun",),
    "qinglong": ("lianliu", "laoshaofu"),
    "sananke": ("shuanganke",),
    "miaoshouhuichun": ("zimo",),
    "gangshangkaihua": ("zimo",),
    "qiangganghu": ("hejuezhang",),
    "quanqiuren": ("dandiaojiang",),
    "shuangangang": ("shuanganke",),
    "shuangjianke": ("jianke",),
    "buqiuren": ("menqianqing", "zimo"),
    "shuangminggang": ("minggang",),
}

# Exclusions the seed does not write, each with where it comes from. "implied" ones are
# 不重复 (the option ``implied_exclusions``, R-D10, switches them off).
ADDED_EXCLUDES: dict[tuple[str, str], tuple[str, str]] = {
    ("sifangdafacai", "quandaiyao"): ("implied", "all honours: every set and the pair hold one"),
    ("lvyise", "hunyise"): ("R-D10", "MCR: 绿一色 不计 混一色"),
    ("sigang", "pengpenghu"): ("implied", "four kongs are four triplets (MCR lists it too)"),
    ("yiseshuanglonghui", "erwubajiang"): ("implied", "its pair is always the 5"),
    ("dihu", "buqiuren"): ("implied", "a win on the first draw, before any claim: concealed "
                           "and self-drawn (as 天胡's list says)"),
    ("dihu", "zimo"): ("implied", "a win on the first draw is self-drawn"),
    ("yisesibugao", "lianliu"): ("implied", "stepping by one, the 1st and 4th sequences make "
                                 "连六 (MCR lists it)"),
    ("yisesibugao", "laoshaofu"): ("implied", "stepping by two it is 123 345 567 789, which "
                                   "holds 老少副 (MCR lists it)"),
    ("renhu", "menqianqing"): ("implied", "a win on the dealer's first discard: nobody has "
                               "claimed anything"),
    ("qidui", "menqianqing"): ("R-D10", "MCR: 七对 不计 门前清"),
    ("qidui", "buqiuren"): ("R-D10", "MCR: 七对 不计 不求人 (自摸 still counts)"),
    ("qidui", "dandiaojiang"): ("R-D10", "MCR: 七对 不计 单钓将"),
    ("tianting", "lizhi"): ("implied", "天听 is a 报听: the same declaration is not counted "
                            "twice"),
    ("shuangangang", "angang"): ("implied", "two 暗杠 are not also 暗杠 ×2 (MCR lists it)"),
    ("bianzhang", "kanzhang"): ("MCR", "one wait fan per win: 边张 before 坎张 before 单钓将"),
    ("bianzhang", "dandiaojiang"): ("MCR", "one wait fan per win"),
    ("kanzhang", "dandiaojiang"): ("MCR", "one wait fan per win"),
}

# Occurrences a fan takes from another (fans.Fan.reduces), with where that comes from.
REDUCES: dict[str, tuple[tuple[str, int], str]] = {
    "sanfengke": (("yaojiuke", 3), "R-D10: MCR's 三风刻 takes the 幺九刻 of its three wind "
                  "triplets; a fourth 幺九 triplet still counts"),
    "baxianguohai": (("huapai", 8), "R-D12: 八仙过海 replaces the 1 point of each flower"),
    "chunxiaqiudong": (("huapai", 4), "R-D12: the set replaces its four flowers' points"),
    "meilanzhuju": (("huapai", 4), "R-D12: the set replaces its four flowers' points"),
}

# 起胡 never counts these (seed: "(不计入起和番数)"; R-D7).
NOT_FOR_QIHU = frozenset({"huapai", "chunxiaqiudong", "meilanzhuju", "baxianguohai", "lizhi"})

S = situation
ROWS: tuple[tuple[str, str, str, int, Any, str], ...] = (
    # key, zh, en, value, predicate, ruling/note
    ("sifangdafacai", "四方大发财", "Four Winds and Green", 168,
     lambda v: wind_pungs(v) == 4 and pair_tile(v) == 32, ""),
    ("dasixi", "大四喜", "Big Four Winds", 88, lambda v: wind_pungs(v) == 4, ""),
    ("dasanyuan", "大三元", "Big Three Dragons", 88, lambda v: dragon_pungs(v) == 3, ""),
    ("lvyise", "绿一色", "All Green", 88, all_tiles(GREEN.__contains__), "R-D10"),
    ("jiulianbaodeng", "九莲宝灯", "Nine Gates", 88, nine_gates, ""),
    ("sigang", "四杠", "Four Kongs", 88, lambda v: kongs(v) == 4, ""),
    ("lianqidui", "连七对", "Seven Shifted Pairs", 88, seven_shifted_pairs, ""),
    ("daqixing", "大七星", "Seven Honour Pairs", 88, seven_stars, ""),
    ("baxianguohai", "八仙过海", "All Eight Flowers", 88,
     lambda v: len(flowers(v)) == 8, "R-D12"),
    ("xiaosixi", "小四喜", "Little Four Winds", 64,
     lambda v: wind_pungs(v) == 3 and pair_tile(v) in WIND, "R-D8"),
    ("xiaosanyuan", "小三元", "Little Three Dragons", 64,
     lambda v: dragon_pungs(v) == 2 and pair_tile(v) in DRAGON, "R-D8"),
    ("ziyise", "字一色", "All Honours", 64, all_tiles(honour), ""),
    ("sianke", "四暗刻", "Four Concealed Pungs", 64, lambda v: concealed_pungs(v) == 4, ""),
    ("yiseshuanglonghui", "一色双龙会", "Pure Terminal Chows", 64, pure_terminal_chows, ""),
    ("dayuwu", "大于五", "Upper Four", 64,
     all_tiles(lambda t: not honour(t) and t % 9 >= 5), "R-D9"),
    ("xiaoyuwu", "小于五", "Lower Four", 64,
     all_tiles(lambda t: not honour(t) and t % 9 <= 3), "R-D9"),
    ("tianhu", "天胡", "Heavenly Hand", 48,
     S(lambda s, v: s.dealer and s.first_turn and s.self_drawn and not v.hand.melds), "R-D9"),
    ("yisesitongshun", "一色四同顺", "Quadruple Chow", 48, sequences("yisesitongshun"), ""),
    ("yisesijiegao", "一色四节高", "Four Pure Shifted Pungs", 48, shifted_pungs(4), ""),
    ("dihu", "地胡", "Earthly Hand", 32,
     S(lambda s, v: not s.dealer and s.first_turn and s.self_drawn and not v.hand.melds),
     "R-D9"),
    ("yisesibugao", "一色四步高", "Four Pure Shifted Chows", 32, sequences("yisesibugao"), ""),
    ("sangang", "三杠", "Three Kongs", 32, lambda v: kongs(v) >= 3, ""),
    ("hunyaojiu", "混幺九", "All Terminals and Honours", 32,
     lambda v: all(outside(t) for t in reading(v).kinds) and has_honours(v) and bool(suits(v)),
     ""),
    ("renhu", "人胡", "Human Hand", 24,
     S(lambda s, v: not s.dealer and s.first_turn and not s.self_drawn and not v.hand.melds),
     "R-D9"),
    ("qidui", "七对", "Seven Pairs", 24, lambda v: v.form == "seven-pairs", "R-D10"),
    ("qingyise", "清一色", "Full Flush", 24,
     lambda v: len(suits(v)) == 1 and not has_honours(v), ""),
    ("yisesantongshun", "一色三同顺", "Pure Triple Chow", 24, sequences("yisesantongshun"), ""),
    ("yisesanjiegao", "一色三节高", "Pure Shifted Pungs", 24, shifted_pungs(3), ""),
    ("tianting", "天听", "Heavenly Ready", 16,
     S(lambda s, v: s.declared_at_start and not exposed(v)), "R-D13"),
    ("qinglong", "清龙", "Pure Straight", 16, sequences("qinglong"), ""),
    ("yisesanbugao", "一色三步高", "Pure Shifted Chows", 16, sequences("yisesanbugao"),
     "R-D3"),
    ("sananke", "三暗刻", "Three Concealed Pungs", 16, lambda v: concealed_pungs(v) >= 3, ""),
    ("sanfengke", "三风刻", "Big Three Winds", 12, lambda v: wind_pungs(v) >= 3, "R-D10"),
    ("tuibudao", "推不倒", "Reversible Tiles", 8, all_tiles(REVERSIBLE.__contains__), ""),
    ("miaoshouhuichun", "妙手回春", "Last Tile Draw", 8,
     S(lambda s, v: s.last_tile and s.self_drawn), ""),
    ("haidilaoyue", "海底捞月", "Last Tile Claim", 8,
     S(lambda s, v: s.last_tile and not s.self_drawn), "R-D4"),
    ("gangshangkaihua", "杠上开花", "Out with Replacement Tile", 8,
     S(lambda s, v: s.after_kong and s.self_drawn and bool(v.hand.kongs)), ""),
    ("qiangganghu", "抢杠和", "Robbing the Kong", 8,
     S(lambda s, v: s.robbing_kong and not s.self_drawn), ""),
    ("pengpenghu", "碰碰和", "All Pungs", 6, lambda v: regular(v) and len(pungs(v)) == 4, ""),
    ("hunyise", "混一色", "Half Flush", 6,
     lambda v: len(suits(v)) == 1 and has_honours(v), ""),
    ("quanqiuren", "全求人", "Melded Hand", 6,
     S(lambda s, v: exposed(v) == 4 and not s.self_drawn), ""),
    ("shuangangang", "双暗杠", "Two Concealed Kongs", 6, lambda v: kongs(v, True) >= 2, ""),
    ("shuangjianke", "双箭刻", "Two Dragon Pungs", 6, lambda v: dragon_pungs(v) >= 2, ""),
    ("quandaiyao", "全带幺", "Outside Hand", 4, outside_hand, ""),
    ("buqiuren", "不求人", "Fully Concealed Hand", 4,
     S(lambda s, v: s.self_drawn and not exposed(v)), ""),
    ("shuangminggang", "双明杠", "Two Melded Kongs", 4, lambda v: kongs(v, False) >= 2, ""),
    ("hejuezhang", "和绝张", "Last Tile", 4, last_copy, ""),
    ("meilanzhuju", "梅兰竹菊", "Four Plants", 4, lambda v: PLANTS <= flowers(v), "R-D12"),
    ("chunxiaqiudong", "春夏秋冬", "Four Seasons", 4, lambda v: SEASONS <= flowers(v), "R-D12"),
    ("lizhi", "立直", "Ready Declared", 2,
     S(lambda s, v: (s.declared_ready or s.declared_at_start) and not exposed(v)), "R-D13"),
    ("jianke", "箭刻", "Dragon Pung", 2, dragon_pungs, "R-D11"),
    ("menqianqing", "门前清", "Concealed Hand", 2,
     S(lambda s, v: not s.self_drawn and not exposed(v)), ""),
    ("pinghu", "平和", "All Chows", 2,
     lambda v: len(chows(v)) == 4 and (p := pair_tile(v)) is not None and not honour(p),
     ""),
    ("siguiyi", "四归一", "Tile Hog", 2, tile_hog, ""),
    ("shuanganke", "双暗刻", "Two Concealed Pungs", 2, lambda v: concealed_pungs(v) >= 2, ""),
    ("angang", "暗杠", "Concealed Kong", 2, lambda v: kongs(v, True), "R-D1"),
    ("duanyao", "断幺", "All Simples", 2, lambda v: not any(outside(t) for t in reading(v).kinds),
     ""),
    ("yibangao", "一般高", "Pure Double Chow", 1, sequences("yibangao"), ""),
    ("lianliu", "连六", "Short Straight", 1, sequences("lianliu"), "R-D2"),
    ("laoshaofu", "老少副", "Two Terminal Chows", 1, sequences("laoshaofu"), ""),
    ("yaojiuke", "幺九刻", "Pung of Terminals or Winds", 1,
     lambda v: sum(1 for t in pungs(v) if terminal(t) or t in WIND), "R-D11"),
    ("minggang", "明杠", "Melded Kong", 1, lambda v: kongs(v, False), "R-D5"),
    ("bianzhang", "边张", "Edge Wait", 1, lambda v: wait_at(v, "edge"), ""),
    ("kanzhang", "坎张", "Closed Wait", 1, lambda v: wait_at(v, "middle"), ""),
    ("dandiaojiang", "单钓将", "Single Wait", 1, lambda v: wait_at(v, "pair"), ""),
    ("huapai", "花牌", "Flower", 1, lambda v: len(v.hand.flowers), "R-D12"),
    ("erwubajiang", "二五八将", "2-5-8 Pair", 1, pair_rank((2, 5, 8)), "R-D9"),
    ("yaojiutou", "幺九头", "Terminal Pair", 1, pair_rank((1, 9)), "R-D9"),
    ("zimo", "自摸", "Self-Drawn", 1, S(lambda s, v: s.self_drawn), ""),
)

ALIASES = {"一步三节高": "yisesanbugao"}  # R-D3: the seed's name for 一色三步高
NOTES = {
    "yisesanbugao": "the seed calls it 一步三节高 (R-D3)",
    "angang": "the seed's text is copied from 双暗刻; read as one concealed kong (R-D1)",
    "lianliu": "the seed's text is copied from 一般高; read as MCR's 连六 (R-D2)",
}


def excludes_of(key: str, implied: bool = True) -> tuple[str, ...]:
    """A row's 不计 list: the seed's, then the added ones (without 不重复 if not ``implied``)."""
    added = tuple(k for (f, k), (why, _) in ADDED_EXCLUDES.items()
                  if f == key and (implied or why != "implied"))
    return SEED_EXCLUDES.get(key, ()) + added


def table(implied: bool = True) -> tuple[Fan, ...]:
    """The 69 rows as :class:`Fan` data (``implied``: apply 不重复, see ADDED_EXCLUDES)."""
    return tuple(
        Fan(key, zh, en, value, predicate, excludes_of(key, implied), ruling=ruling or None,
            note=NOTES.get(key, ""), reduces=(REDUCES[key][0],) if key in REDUCES else ())
        for key, zh, en, value, predicate, ruling in ROWS)


FANS = table()
