"""永州麻將's two fan tables (seed 001 lines 126–186 and 203–232; rules/mahjong.md §4.2–4.3).

One row per hand type, extra (附加) and special rule, with its value in table A (爆胡 = 3番)
and table B (爆和 = 5番); ``None`` where a table does not list it (table B has no 九蓮寶燈,
R-Y3). A row whose value is above the table's cap is a special hand (特殊牌型): it breaks
through the cap and takes no other fan ("這些特殊牌型不再疊加其他番種"). That one test gives
exactly the seed's two lists: in A 清一色 and 混碰 (4番) are special, in B (5番) they are not.

>>> [(r.zh, r.a, r.b) for r in ROWS if r.key in ("qingyise", "hunpeng", "jiulian")]
[('清一色', 4, 5), ('混碰', 4, 5), ('九莲宝灯', 6, None)]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

WINDS = range(27, 31)
DRAGONS = range(31, 34)
ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)  # 十三幺's thirteen kinds
NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)  # 1112345678999


# ---- what a reading is made of (v is a widgets.engine.rules.View) -------------------------


def regular(v: Any) -> bool:
    return v.form == "regular"


def triplets(v: Any) -> list[int]:
    """The tile of every 刻 and kong, melds included."""
    return [b.tiles[0] for b in v.sets if b.kind in ("tri", "kong")]


def all_sequences(v: Any) -> bool:
    """平胡 (R-Y6): four sequences and any pair; a 刻 or a kong spoils it."""
    return regular(v) and all(b.kind == "seq" for b in v.sets)


def all_triplets(v: Any) -> bool:
    """碰碰胡: every set a 刻 (or kong), "全部是刻子沒有順子"."""
    return regular(v) and all(b.kind in ("tri", "kong") for b in v.sets)


def suits(v: Any) -> set[int]:
    return {t // 9 for t in v.tiles if t < 27}


def honours(v: Any) -> bool:
    return any(t >= 27 for t in v.tiles)


def half_flush(v: Any) -> bool:
    """混一色: honours and one suit, both present ("由字牌及另外單一花色組成")."""
    return regular(v) and honours(v) and len(suits(v)) == 1


def full_flush(v: Any) -> bool:
    """清一色: one suit, no honours ("由同一花色組成")."""
    return regular(v) and not honours(v) and len(suits(v)) == 1


def terminals_and_honours(v: Any) -> bool:
    """混幺九 (R-Y5): only 1s, 9s and honours, both kinds present."""
    return (regular(v) and all(t >= 27 or t % 9 in (0, 8) for t in v.tiles)
            and honours(v) and bool(suits(v)))


def terminals_only(v: Any) -> bool:
    """清幺九 (R-Y5): only 1s and 9s of the suits, no honours (so every set is a 刻)."""
    return regular(v) and all(t < 27 and t % 9 in (0, 8) for t in v.tiles)


def all_honours(v: Any) -> bool:
    """字一色 (R-Y4): every tile an honour; "刻子牌型" (A) and "七只字牌…清一色" (B) agree."""
    return regular(v) and all(t >= 27 for t in v.tiles)


def count_in(v: Any, kinds: range) -> int:
    return sum(1 for t in triplets(v) if t in kinds)


def pair_in(v: Any, kinds: range) -> bool:
    return v.pair is not None and v.pair.tiles[0] in kinds


def small_dragons(v: Any) -> bool:
    """小三元: two dragon 刻 and a dragon pair ("其中一種是將")."""
    return regular(v) and count_in(v, DRAGONS) == 2 and pair_in(v, DRAGONS)


def small_winds(v: Any) -> bool:
    """小四喜: three wind 刻 and a wind pair."""
    return regular(v) and count_in(v, WINDS) == 3 and pair_in(v, WINDS)


def big_dragons(v: Any) -> bool:
    return regular(v) and count_in(v, DRAGONS) == 3


def big_winds(v: Any) -> bool:
    return regular(v) and count_in(v, WINDS) == 4


def nine_gates(v: Any) -> bool:
    """九蓮寶燈 (P-Y2): no melds, and the 13 tiles before the winning one are exactly
    1112345678999 of one suit ("同種牌形成1112345678999，在摸到該種牌任何一張即可胡牌")."""
    hand = v.hand
    if hand.melds or hand.winning is None or hand.winning >= 27:
        return False
    suit = hand.winning // 9
    held = [0] * 9
    for t in hand.concealed:
        if t >= 27 or t // 9 != suit:
            return False
        held[t % 9] += 1
    return tuple(held) == NINE_GATES


def orphans(v: Any) -> bool:
    return v.form == "orphans"


def heavenly(v: Any) -> bool:
    """天和: the dealer's hand is complete as dealt ("莊家起牌后即成和牌牌型")."""
    s = v.situation
    return s.first_turn and s.dealer and s.self_drawn


def human(v: Any) -> bool:
    """人和 (R-Y18): a non-dealer wins on the dealer's first discard ("閑家吃和")."""
    s = v.situation
    return s.first_turn and not s.dealer and not s.self_drawn


def earthly(v: Any) -> bool:
    """地和: a non-dealer self-draws on their first draw of the first go-around, nobody
    having 吃/碰 before (the caller, or the event history, sets ``first_turn``)."""
    s = v.situation
    return s.first_turn and not s.dealer and s.self_drawn


def seat_wind(v: Any) -> int:
    """風位 (門風): a 刻 of the winner's seat wind."""
    return int(27 + v.situation.seat_wind in triplets(v))


def round_wind(v: Any) -> int:
    """風圈: a 刻 of the round wind (R-Y9: with the seat wind's, it scores twice)."""
    return int(27 + v.situation.round_wind in triplets(v))


def dragon_sets(v: Any) -> int:
    """三元牌: one per dragon 刻; three are 大三元, a special hand (R-Y8)."""
    return count_in(v, DRAGONS)


def self_drawn(v: Any) -> bool:
    """自摸; a robbed kong counts as one ("搶杠胡等同杠開，當自摸", P-Y3)."""
    return v.situation.self_drawn or v.situation.robbing_kong


@dataclass(frozen=True)
class Row:
    """One row of the tables: value in table A and B (None: not listed), kind 'type'
    (within the cap; special when its value is above the cap), 'extra' (附加, inside the cap
    only) or 'raise' (a special rule: under the target → the target, R-Y3). ``replaces``:
    the parts a named combination replaces (混碰 = 混一色 + 碰碰胡). ``seed``: the seed's
    own words."""

    key: str
    zh: str
    en: str
    a: int | None
    b: int | None
    kind: str
    count: Callable[[Any], int]
    seed: str
    replaces: tuple[str, ...] = ()
    ruling: str = ""


ROWS: tuple[Row, ...] = (
    Row("jihu", "鸡胡", "Chicken hand", 0, 0, "type", lambda v: 1,
        "什么牌都可以胡，可吃碰杠"),
    Row("pinghu", "平胡", "All sequences", 1, 1, "type", all_sequences,
        "全部都是順子沒有刻子", ruling="R-Y6"),
    Row("pengpenghu", "碰碰胡", "All triplets", 2, 3, "type", all_triplets,
        "全部是刻子沒有順子"),
    Row("hunyise", "混一色", "Half flush", 2, 3, "type", half_flush,
        "整副牌由字牌及另外單一花色（筒、條或萬）組成"),
    Row("qingyise", "清一色", "Full flush", 4, 5, "type", full_flush, "整副牌由同一花色組成"),
    Row("hunpeng", "混碰", "Half flush, all triplets", 4, 5, "type",
        lambda v: half_flush(v) and all_triplets(v), "混一色 + 碰碰胡",
        ("hunyise", "pengpenghu"), "R-Y7"),
    Row("qingpeng", "清碰", "Full flush, all triplets", 5, 6, "type",
        lambda v: full_flush(v) and all_triplets(v), "清一色 + 碰碰胡",
        ("qingyise", "pengpenghu"), "R-Y7"),
    Row("hunyaojiu", "混幺九", "Terminals and honours", 5, 6, "type", terminals_and_honours,
        "由幺九牌和字牌組成的牌型", ruling="R-Y5"),
    Row("xiaosanyuan", "小三元", "Little three dragons", 5, 7, "type", small_dragons,
        "拿齊中、發、白三種三元牌，但其中一種是將"),
    Row("xiaosixi", "小四喜", "Little four winds", 5, 7, "type", small_winds,
        "胡牌者完成東、南、西、北其中三組刻子，一組對子"),
    Row("ziyise", "字一色", "All honours", 6, 8, "type", all_honours,
        "由字牌組合成的刻子牌型", ruling="R-Y4"),
    Row("qingyaojiu", "清幺九", "All terminals", 6, 8, "type", terminals_only,
        "只由幺九兩種牌組成的刻子牌型", ruling="R-Y5"),
    Row("dasanyuan", "大三元", "Big three dragons", 6, 9, "type", big_dragons,
        "胡牌時，有中、發、白三組刻子"),
    Row("dasixi", "大四喜", "Big four winds", 6, 9, "type", big_winds,
        "胡牌者完成東、南、西、北四組刻子"),
    Row("jiulian", "九莲宝灯", "Nine gates", 6, None, "type", nine_gates,
        "同種牌形成 1112345678999 ，在摸到該種牌任何一張即可胡牌，不計清一色",
        ("qingyise",), "P-Y2"),
    Row("shisanyao", "十三幺", "Thirteen orphans", 6, 9, "type", orphans,
        "1、9萬筒索，東、南、西、北、中、發、白；以上牌型任意一張牌作將"),
    Row("tianhe", "天和", "Heavenly hand", 6, 6, "type", heavenly,
        "只有莊家獨有的權利，莊家起牌后即成和牌牌型。按6番計算", ruling="R-Y3"),
    Row("renhe", "人和", "Human hand", 6, 6, "type", human,
        "起牌后，莊家打出的第一張牌，閑家吃和。按6番計算", ruling="R-Y18"),
    Row("dihe", "地和", "Earthly hand", 6, 6, "type", earthly,
        "起牌后，第一圈里閑家自摸的第一張牌和牌。按6番計算", ruling="R-Y3"),
    Row("zimo", "自摸", "Self-drawn", 1, 1, "extra", self_drawn,
        "在爆胡以內自摸+1番，爆胡以外不加番", ruling="P-Y3"),
    Row("fengwei", "风位", "Seat wind set", 1, 1, "extra", seat_wind,
        "拿到本盤門風的刻子，+1番，爆胡以外不加番"),
    Row("fengquan", "风圈", "Round wind set", 1, 1, "extra", round_wind,
        "拿到該風圈局的刻子，+1番，爆胡以外不加番", ruling="R-Y9"),
    Row("sanyuan", "三元牌", "Dragon set", 1, 1, "extra", dragon_sets,
        "紅中、白板、發財，任意一個刻子為1番，兩個刻子為2番，爆胡以外不加番", ruling="R-Y8"),
)

# The special rules that raise a small hand: "不滿3番牌型，按照3番滿計算，大于3番的牌型，按照
# 實際牌型計算" (R-Y3 reads 3番 as the table's cap). (key, zh, en, seed, when)
RAISES: tuple[tuple[str, str, str, str], ...] = (
    ("yipaosanxiang", "一炮三响", "One discard, three winners",
     "同一張牌點三個炮，點炮者包三家。胡牌者不滿3番牌型，按照3番滿計算"),
    ("gangshangkaihua", "杠上开花", "Win on a kong replacement",
     "杠上開花：不滿3番牌型，按照3番滿計算，大于3番的牌型，按照實際牌型計算"),
    ("haidilaoyue", "海底捞月", "Win on the last tile",
     "海底撈月：摸最后一張牌胡牌。不滿3番牌型，按照3番滿計算"),
    ("qianggang", "抢杠", "Robbing a kong",
     "搶杠者牌型不滿3番牌型，按照3番滿計算，大于3番的牌型，按照實際牌型計算"),
)
