"""双人麻将's fan rows counted in one pass over a reading (issue 37: the strong level scores
every wait of a ready hand, twice, at each discard it weighs).

:data:`~widgets.mahjong.shuangren_fans.FANS` stays the definition: one predicate per row.
Asking 69 predicates in turn repeats the same questions (the triplets, the kinds of tile,
the melds …); :func:`fan_counts` works the answers out once (:class:`~.shuangren_fans.Reading`)
and skips the rows whose condition cannot hold (no kong: no kong row; no flower: no flower
row; not seven pairs: no seven-pairs row …), calling the table's own helpers for the rest.
It gives every row's count exactly as its predicate does (the non-zero ones);
``tests/test_shuangren_fast.py`` checks it row by row against the predicates.
"""

from __future__ import annotations

from ..engine.situation import Situation
from ..engine.view import View
from .shuangren_fans import (
    DRAGON,
    GREEN,
    PLANTS,
    REVERSIBLE,
    SEASONS,
    WIND,
    Reading,
    chow_fans,
    concealed_pungs,
    honour,
    last_copy,
    nine_gates,
    outside,
    pure_terminal_chows,
    reading,
    seven_shifted_pairs,
    seven_stars,
    shifted_pungs,
    single_wait,
    tile_hog,
)

FOUR_SHIFTED, THREE_SHIFTED = shifted_pungs(4), shifted_pungs(3)
# the rows a reading's sequences count (chow_fans), and the wait rows (wait_at)
SEQUENCE_ROWS = ("yisesitongshun", "yisesibugao", "yisesantongshun", "qinglong",
                 "yisesanbugao", "yibangao", "lianliu", "laoshaofu")
WAIT_ROWS = (("bianzhang", "edge"), ("kanzhang", "middle"), ("dandiaojiang", "pair"))


def fan_counts(v: View) -> dict[str, int]:
    """The count of every row of the table that counts on this reading (zero rows left out),
    as the rows' predicates count them."""
    r = reading(v)
    if r.rows is None:  # the rows that do not read the situation: kept with the reading
        rows: dict[str, int] = {}
        _sets(v, r, rows)
        _tiles(r, rows)
        _hand(v, r, rows)
        r.rows = rows
    out = dict(r.rows)
    _situation(v, r, out)
    hidden = concealed_pungs(v)  # a triplet won on a discard is not concealed
    out["sianke"] = hidden == 4
    out["sananke"] = hidden >= 3
    out["shuanganke"] = hidden >= 2
    return {key: n for key, n in out.items() if n}


def _sets(v: View, r: Reading, out: dict[str, int]) -> None:
    """Rows of the sets and the pair: triplets, kongs, sequences, the pair's rank."""
    p, winds, dragons = r.pair, r.winds, r.dragons
    out["sifangdafacai"] = winds == 4 and p == 32
    out["dasixi"] = winds == 4
    out["dasanyuan"] = dragons == 3
    out["xiaosixi"] = winds == 3 and p in WIND
    out["xiaosanyuan"] = dragons == 2 and p in DRAGON
    out["sanfengke"] = winds >= 3
    out["shuangjianke"] = dragons >= 2
    out["jianke"] = dragons
    out["yaojiuke"] = sum(1 for t in r.pungs if (t < 27 and t % 9 in (0, 8)) or t in WIND)
    if r.kongs:
        open_kongs = r.kongs - r.concealed_kongs
        out["sigang"] = r.kongs == 4
        out["sangang"] = r.kongs >= 3
        out["shuangangang"] = r.concealed_kongs >= 2
        out["shuangminggang"] = open_kongs >= 2
        out["angang"] = r.concealed_kongs
        out["minggang"] = open_kongs
    suited_pungs = sum(1 for t in r.pungs if not honour(t))
    if suited_pungs >= 3:
        out["yisesanjiegao"] = THREE_SHIFTED(v)
        out["yisesijiegao"] = suited_pungs >= 4 and FOUR_SHIFTED(v)
    regular = v.form == "regular"
    if regular:
        out["pengpenghu"] = len(r.pungs) == 4
        out["quandaiyao"] = any(outside(t) for t in r.kinds) and all(
            any(outside(t) for t in b.tiles) for b in v.arrangement.blocks) and all(
            any(outside(t) for t in m.tiles) for m in v.hand.melds)  # as outside_hand
        if len(r.chows) >= 2:
            seqs = chow_fans(tuple(r.chows))
            for key in SEQUENCE_ROWS:
                out[key] = seqs[key]
    else:
        out["qidui"] = v.form == "seven-pairs"
        out["lianqidui"] = seven_shifted_pairs(v)
        out["daqixing"] = seven_stars(v)
    out["yiseshuanglonghui"] = len(r.chows) == 4 and pure_terminal_chows(v)
    out["pinghu"] = len(r.chows) == 4 and p is not None and not honour(p)
    if p is not None and not honour(p):
        out["erwubajiang"] = p % 9 + 1 in (2, 5, 8)
        out["yaojiutou"] = p % 9 + 1 in (1, 9)


def _tiles(r: Reading, out: dict[str, int]) -> None:
    """Rows of the kinds of tile the hand holds, and of its flowers."""
    kinds, suits, honours = r.kinds, r.suits, r.honours
    if kinds:
        out["lvyise"] = kinds <= GREEN
        out["ziyise"] = not suits
        out["tuibudao"] = kinds <= REVERSIBLE
        out["dayuwu"] = not honours and all(t % 9 >= 5 for t in kinds)
        out["xiaoyuwu"] = not honours and all(t % 9 <= 3 for t in kinds)
    out["hunyaojiu"] = honours and bool(suits) and all(outside(t) for t in kinds)
    out["qingyise"] = len(suits) == 1 and not honours
    out["hunyise"] = len(suits) == 1 and honours
    out["duanyao"] = not any(outside(t) for t in kinds)
    if r.flowers:
        out.update(flower_rows(r.flowers))


def flower_rows(flowers: frozenset[int]) -> dict[str, int]:
    """The rows of a hand's flowers but 花牌 (one a flower: :func:`_hand`; the waits' too)."""
    return {"baxianguohai": len(flowers) == 8, "meilanzhuju": PLANTS <= flowers,
            "chunxiaqiudong": SEASONS <= flowers}


def _situation(v: View, r: Reading, out: dict[str, int]) -> None:
    """Rows of the situation: how and when the hand won, and what it declared."""
    out.update(situation_rows(v.situation, bool(v.hand.melds), r.exposed, r.kongs))


def situation_rows(s: Situation, melds: bool, exposed: int, kongs: int) -> dict[str, int]:
    """The situation's rows of a hand with melds or not, ``exposed`` of them open and
    ``kongs`` kongs (the waits' too: :mod:`.shuangren_waits`)."""
    drawn, concealed = s.self_drawn, not exposed
    out: dict[str, int] = {}
    if s.first_turn and not melds:
        out["tianhu"] = s.dealer and drawn
        out["dihu"] = not s.dealer and drawn
        out["renhu"] = not s.dealer and not drawn
    out["tianting"] = s.declared_at_start and concealed
    out["lizhi"] = (s.declared_ready or s.declared_at_start) and concealed
    out["miaoshouhuichun"] = s.last_tile and drawn
    out["haidilaoyue"] = s.last_tile and not drawn
    out["gangshangkaihua"] = s.after_kong and drawn and kongs > 0
    out["qiangganghu"] = s.robbing_kong and not drawn
    out["quanqiuren"] = exposed == 4 and not drawn
    out["buqiuren"] = drawn and concealed
    out["menqianqing"] = not drawn and concealed
    out["zimo"] = drawn
    return out


def _hand(v: View, r: Reading, out: dict[str, int]) -> None:
    """Rows of the whole hand: its four-alikes, its flowers, its winning tile."""
    if r.size - len(r.kinds) >= 3:  # four alike needs three repeats
        out["siguiyi"] = tile_hog(v)
    out["huapai"] = len(v.hand.flowers)
    w = v.hand.winning
    if w is None:
        return
    if not v.hand.melds and len(r.suits) == 1 and not r.honours:
        out["jiulianbaodeng"] = nine_gates(v)
    out["hejuezhang"] = last_copy(v)
    places = set()  # where the winning tile sits (wait_at's places), then one wait or more
    for b in v.arrangement.blocks:
        if b.kind == "seq" and w in b.tiles:
            places.add("middle" if b.tiles[1] == w else "edge")
        elif b.kind == "pair" and b.tiles[0] == w:
            places.add("pair")
    if places and single_wait(v):
        for key, where in WAIT_ROWS:
            out[key] = where in places
