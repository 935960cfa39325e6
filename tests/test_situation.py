"""Situations that cannot happen (issue 16 items 1–3) and situation keywords checked at the
public boundary (issue 17 items 5–7): each variant's table of constraints
(widgets/mahjong/situation_rules.py), listed by ``problems``, refused by ``score`` all at once,
shown by the hand lab; 四川's 天胡/地胡 against the other ×32 pattern (P-S23)."""

from __future__ import annotations

import itertools
import random
import re

import pytest
from hands import random_complete
from hypothesis import given, settings
from hypothesis import strategies as st

import widgets
from widgets import ImpossibleSituation, InvalidHand, NotAllowed, Situation, SituationError
from widgets.engine.constraints import is_situation
from widgets.engine.notation import Hand, Meld
from widgets.engine.tiles import parse_tile
from widgets.ui import HandLab

SICHUAN = widgets.rules("sichuan-xuezhan")
PLAIN = "123m456m789m11p23p +4p"  # 四川 平胡, no kong
WUHAN_PLAIN = "234m5p678s [123m,1] [789p,1] +5p"  # 小胡 1 × 硬胡 2 × 开口番 2 = 4
WUHAN_ROB = "23m55p678s [123m,1] [789p,1] +4m"  # 4m held nowhere else: it can be robbed
YZ_PON = "123m456p789s5s [222s,1] +5s"


def rulings(problems) -> list[str]:
    return [p.ruling for p in problems if is_situation(p)]


# ---- issue 16 item 1: the examples ---------------------------------------------------------


@pytest.mark.ruling("P-X1")
def test_robbing_and_self_drawn_refused_in_sichuan():
    """"抢杠胡：指一家面下杠时，恰好有一家胡这张牌": the robbed tile is another player's, so a
    robbing win is not self-drawn (P-X1); it used to list both 自摸 and 抢杠胡."""
    how = {"self_drawn": True, "robbing_kong": True}
    assert rulings(SICHUAN.problems(PLAIN, **how)) == ["P-X1"]
    with pytest.raises(ImpossibleSituation, match="P-X1") as err:
        SICHUAN.score(PLAIN, **how)
    assert "抢杠胡：指一家面下杠时" in str(err.value)
    assert [p.ruling for p in err.value.problems] == ["P-X1"]
    assert isinstance(err.value, ValueError) and isinstance(err.value, InvalidHand)
    assert SICHUAN.score(PLAIN, robbing_kong=True).total == 2  # a discard win: 抢杠胡 ×2


@pytest.mark.ruling("P-X4")
@pytest.mark.ruling("P-X15")
def test_after_a_kong_needs_a_kong():
    """杠上花 on a kong-less hand is no longer scored: 四川 and 永州 need a declared kong
    (P-X4); 武汉 a kong or a 红中杠/赖子杠 ("杠(红中杠和赖子杠)之后补牌时自摸", P-X15), so the 小胡
    is no longer turned into a 大胡 of 40."""
    how = {"self_drawn": True, "after_kong": True}
    for variant, hand in (("sichuan-xuezhan", PLAIN), ("yongzhou", "123m456p789s234m5s +5s")):
        with pytest.raises(ImpossibleSituation, match="P-X4"):
            widgets.rules(variant).score(hand, **how)
    wuhan = widgets.rules("wuhan")
    with pytest.raises(ImpossibleSituation, match="P-X15"):
        wuhan.score(WUHAN_PLAIN, **how)
    assert wuhan.score(WUHAN_PLAIN, red_kongs=1, **how).has("gangshanghua")
    assert wuhan.score("234m3p678s [1111m,1] [789p,1] +3p", **how).has("gangshanghua")
    assert SICHUAN.score("123m456m11p23p {5555p} +4p", **how).has("gangshanghua")


ALL_TICKED = {"self_drawn": True, "robbing_kong": True, "after_kong": True, "first_turn": True,
              "dealer": True, "last_tile": True}


@pytest.mark.ruling("P-X2")
@pytest.mark.ruling("P-X8")
@pytest.mark.ruling("P-X9")
@pytest.mark.ruling("R-S14")
def test_every_conflict_at_once():
    """Self-drawn, robbing a kong, after a kong, first turn, dealer and last tile on a
    kong-less hand used to score 512 with "Problems: none"; now every conflict is named,
    each with its id: robbing is not self-drawn (P-X1), nor a replacement (P-X2), there is
    no kong (P-X4), a first turn is not the last tile (P-X8) and robs nothing (P-X9), and no
    kong while one tile remains ("剩余最后一张牌时不可以杠牌", R-S14)."""
    want = ["P-X1", "P-X2", "P-X4", "P-X8", "P-X9", "R-S14"]
    assert rulings(SICHUAN.problems(PLAIN, **ALL_TICKED)) == want
    with pytest.raises(ImpossibleSituation) as err:
        SICHUAN.score(PLAIN, **ALL_TICKED)
    assert [p.ruling for p in err.value.problems] == want
    assert all(i in str(err.value) for i in want)


def test_the_hand_lab_lists_the_conflicts_in_both_languages():
    """The hand lab shows every conflict under Problems, in zh and en, with no score; the
    shape (向听) is still shown."""
    for lang, word in (("en", "not self-drawn"), ("zh", "不是自摸")):
        lab = HandLab("sichuan-xuezhan", PLAIN, situation=ALL_TICKED, lang=lang)
        panel = lab.view["analysis"]
        assert [p["ruling"] for p in panel["problems"]] == [
            "P-X1", "P-X2", "P-X4", "P-X8", "P-X9", "R-S14"]
        assert word in panel["problems"][0]["message"]
        assert panel["score"] is None and panel["shanten"] == -1
        assert panel["shanten_label"]


def test_analyse_reports_and_does_not_score():
    """analyse never raises for an impossible situation: the problems, the shape, no score;
    a 13-tile hand still shows its waits, without scores."""
    a = SICHUAN.analyse(PLAIN, **ALL_TICKED)
    assert a.score is None and a.shanten == -1 and rulings(a.problems)
    assert SICHUAN.analyse(PLAIN, robbing_kong=True).score.total == 2
    assert SICHUAN.analyse(PLAIN[:-4], after_kong=True).problems[0].ruling == "P-X4"


def test_a_waiting_hand_may_win_either_way():
    """A 13-tile hand's win may be self-drawn or not, so only what conflicts either way is a
    problem; each wait scores the ways that can happen: robbing a kong on a discard (×2),
    never on a self-draw; a replacement tile only on a self-draw (杠上花)."""
    waiting = PLAIN[:-4]
    a = SICHUAN.analyse(waiting, robbing_kong=True, self_drawn=True)
    assert not a.problems and a.ready
    # 1p is held twice already: a robbed 碰 of 1p would make five (P-X18), so only 4p robs
    assert {w.tile: (w.discard_score, w.self_draw_score) for w in a.waits} == {
        parse_tile("4p"): (2, None), parse_tile("1p"): (None, None)}
    kong = "123m456m11p23p {5555p}"
    a = SICHUAN.analyse(kong, after_kong=True)
    assert not a.problems
    assert {(w.discard_score, w.self_draw_score) for w in a.waits} == {(None, 8)}  # 1×2×2×2
    assert rulings(SICHUAN.problems(waiting, robbing_kong=True, self_drawn=True)) == []


# ---- the rows, variant by variant ----------------------------------------------------------


ROBBING = {"self_drawn": True, "robbing_kong": True}


@pytest.mark.ruling("P-X1")
@pytest.mark.ruling("P-Y3")
@pytest.mark.parametrize("variant, hand, refused", [
    ("sichuan-xuezhan", PLAIN, True),
    ("sichuan-xueliu", PLAIN, True),
    ("dashiyou-xueliu", PLAIN, True),   # "搶槓…算做一般的點炮"
    ("wuhan", WUHAN_PLAIN, True),       # "A补杠，如果有其他玩家胡该张牌"
    ("shuangren", "123s456s78s111z55z +9s", True),  # "抢杠和：和别人自抓开明杠的牌"
    ("yongzhou", "123m456p789s23m55s +4m", False),  # "搶杠胡等同杠開，當自摸" (P-Y3)
])
def test_robbing_a_kong_differs_by_variant(variant, hand, refused):
    """A robbing win is a discard win in 四川, 大师游, 武汉 and 双人, so self-drawn conflicts;
    永州 counts it as 自摸, so there it does not (and 自摸 counts once)."""
    r = widgets.rules(variant)
    assert ("P-X1" in rulings(r.problems(hand, **ROBBING))) is refused
    if refused:
        with pytest.raises(ImpossibleSituation, match="P-X1"):
            r.score(hand, **ROBBING)
    else:
        both = r.score(hand, **ROBBING)
        assert both.count("zimo") == 1 and both == r.score(hand, robbing_kong=True)


@pytest.mark.ruling("P-X3")
def test_a_replacement_is_drawn():
    """"因補槓而槓開，算自摸" (大师游), "杠上花: 杠…之后补牌时自摸" (武汉): a win on a kong's
    replacement is self-drawn; after_kong on a discard win cannot happen (P-X3)."""
    kong = "123m456m11p23p {5555p} +4p"
    for variant in ("sichuan-xuezhan", "dashiyou-xueliu"):
        assert rulings(widgets.rules(variant).problems(kong, after_kong=True)) == ["P-X3"]


@pytest.mark.ruling("P-X5")
@pytest.mark.ruling("P-X6")
def test_kong_discard_is_a_discard_win():
    """杠上炮 is a win on the discard after the discarder's kong: not self-drawn (P-X5), and
    not a robbed kong either (P-X6)."""
    assert rulings(SICHUAN.problems(PLAIN, kong_discard=True, self_drawn=True)) == ["P-X5"]
    assert rulings(SICHUAN.problems(PLAIN, kong_discard=True, robbing_kong=True)) == ["P-X6"]
    assert SICHUAN.score(PLAIN, kong_discard=True).total == 2


@pytest.mark.ruling("P-X7")
@pytest.mark.ruling("P-X10")
def test_first_turn_needs_no_meld_and_the_dealer_draws():
    """"地胡：…在胡牌前没有进行任何碰、杠(含暗杠)，否则不算" (P-X7) and "天胡：即庄家刚摸好牌就
    自然成胡": the dealer's first-turn win is self-drawn; the first discard is the dealer's
    own (P-X10, 大师游: "天胡算自摸")."""
    assert rulings(SICHUAN.problems("123m456m11p23p [888p] +1p", first_turn=True)) == ["P-X7"]
    for variant in ("sichuan-xuezhan", "dashiyou-xueliu", "yongzhou", "shuangren"):
        r = widgets.rules(variant)
        hand = {"yongzhou": "123m456p789s234m5s +5s",
                "shuangren": "123s456s78s111z55z +9s"}.get(variant, PLAIN)
        assert rulings(r.problems(hand, dealer=True, first_turn=True)) == ["P-X10"]
    assert rulings(SICHUAN.problems(PLAIN, first_turn=True)) == []  # 地胡 on the discard


@pytest.mark.ruling("P-X11")
def test_no_first_turn_win_on_the_discard_after_a_kong():
    """"人胡：…如果庄家出牌前有暗杠，那么不算人和" (双人) and 四川's "在胡牌前没有进行任何碰、
    杠(含暗杠)": the discard after a kong is not a first-turn discard (P-X11). 永州's 人和
    "起牌后，莊家打出的第一張牌" names no 杠: P-Y7 reads a kong before it as ending the first
    turn, as the history does (issue 31 item 2)."""
    how = {"first_turn": True, "kong_discard": True}
    assert rulings(SICHUAN.problems(PLAIN, **how)) == ["P-X11"]
    assert rulings(widgets.rules("shuangren").problems("123s456s78s111z55z +9s", **how)) == [
        "P-X11"]
    assert rulings(widgets.rules("yongzhou").problems("123m456p789s234m5s +5s", **how)) == [
        "P-X11"]


@pytest.mark.ruling("P-X8")
@pytest.mark.ruling("P-X12")
@pytest.mark.ruling("P-X13")
def test_the_wall():
    """The last tile leaves no tile to draw (P-X12); a first turn is not the last tile
    (P-X8, with ``wall_remaining=0`` too); no more tiles left than the wall holds after
    the deal: 四川 108 − 53 = 55, 武汉 136 − 53 = 83 (P-X13)."""
    assert rulings(SICHUAN.problems(PLAIN, last_tile=True, wall_remaining=3)) == ["P-X12"]
    assert rulings(SICHUAN.problems(PLAIN, first_turn=True, wall_remaining=0)) == ["P-X8", "P-X16"]
    assert rulings(SICHUAN.problems(PLAIN, wall_remaining=55)) == []
    assert rulings(SICHUAN.problems(PLAIN, wall_remaining=56)) == ["P-X13"]
    assert rulings(widgets.rules("wuhan").problems(WUHAN_PLAIN, wall_remaining=80)) == []


@pytest.mark.ruling("P-X16")
def test_a_first_turn_is_early_in_the_wall():
    """In the first turn each of the others draws at most once before the winner (P-X16):
    四川 55 left after the deal, so a first-turn win has at least 52 left; 双人's flowers are
    replaced from the wall too (72 − 27 = 45 left, at least 45 − 1 − 8 = 36)."""
    assert rulings(SICHUAN.problems(PLAIN, first_turn=True, wall_remaining=52)) == []
    assert rulings(SICHUAN.problems(PLAIN, first_turn=True, wall_remaining=51)) == ["P-X16"]
    pair = widgets.rules("shuangren")
    hand = "123s456s78s111z55z +9s"
    assert rulings(pair.problems(hand, first_turn=True, self_drawn=True, wall_remaining=36)) == []
    assert rulings(pair.problems(hand, first_turn=True, wall_remaining=35)) == ["P-X16"]


@pytest.mark.ruling("P-X14")
def test_keywords_another_variant_reads():
    """The 赖子 indicator, 红中杠 and 赖子杠 are Wuhan's; declaring ready is 双人's: set in
    another variant they are refused, not ignored (P-X14)."""
    assert rulings(SICHUAN.problems(PLAIN, indicator=4)) == ["P-X14"]
    assert rulings(widgets.rules("yongzhou").problems(YZ_PON, red_kongs=2)) == ["P-X14"]
    assert rulings(SICHUAN.problems(PLAIN, declared_ready=True)) == ["P-X14"]
    with pytest.raises(ImpossibleSituation, match="P-X14"):
        SICHUAN.score(PLAIN, wild_kongs=1)
    assert rulings(widgets.rules("wuhan").problems(WUHAN_PLAIN, red_kongs=2)) == []


@pytest.mark.ruling("R-S14")
def test_sichuan_no_kong_on_the_last_tile():
    """"剩余最后一张牌时不可以杠牌" (R-S14): the last tile is neither a kong's replacement nor a
    robbed kong. 大师游 has no such rule: a replacement may be the last tile there."""
    kong = "123m456m11p23p {5555p} +4p"
    how = {"self_drawn": True, "after_kong": True, "last_tile": True}
    assert rulings(SICHUAN.problems(kong, **how)) == ["R-S14"]
    assert rulings(SICHUAN.problems(PLAIN, robbing_kong=True, last_tile=True)) == ["R-S14"]
    assert rulings(widgets.rules("dashiyou-xueliu").problems(kong, **how)) == []


@pytest.mark.ruling("R-W13")
def test_wuhan_no_kong_in_the_last_four():
    """"海底捞: 最后4张牌时，玩家只摸牌，不打出，不能杠" (R-W13): no kong to rob, no replacement
    in the last four tiles."""
    wuhan = widgets.rules("wuhan")
    assert rulings(wuhan.problems(WUHAN_ROB, robbing_kong=True, wall_remaining=2)) == ["R-W13"]
    kong = "234m3p678s [1111m,1] [789p,1] +3p"
    assert rulings(wuhan.problems(kong, self_drawn=True, after_kong=True, wall_remaining=3)) == [
        "R-W13"]
    assert wuhan.score(kong, self_drawn=True, after_kong=True, wall_remaining=4).total == 80


@pytest.mark.ruling("P-X17")
@pytest.mark.ruling("R-S14")
def test_no_kong_to_rob_once_the_wall_is_empty():
    """A kong draws a replacement from the wall, so once the wall is empty nobody kongs and
    nothing is robbed on the last tile (P-X17; the played hand refuses such a kong too). 四川
    says more: "剩余最后一张牌时不可以杠牌" (R-S14), no kong while one tile remains either."""
    for variant, hand in (("yongzhou", "123m456p789s23m55s +4m"), ("dashiyou-xueliu", PLAIN),
                          ("shuangren", "123s456s78s111z55z +9s")):
        r = widgets.rules(variant)
        assert rulings(r.problems(hand, robbing_kong=True, last_tile=True)) == ["P-X17"]
        assert rulings(r.problems(hand, robbing_kong=True, wall_remaining=0)) == ["P-X17"]
        with pytest.raises(ImpossibleSituation, match="P-X17"):
            r.score(hand, robbing_kong=True, last_tile=True)
        assert r.score(hand, robbing_kong=True, wall_remaining=1).total
    for left in (0, 1):
        assert rulings(SICHUAN.problems(PLAIN, robbing_kong=True, wall_remaining=left)) == [
            "R-S14"]
    assert rulings(SICHUAN.problems(PLAIN, robbing_kong=True, wall_remaining=2)) == []


@pytest.mark.ruling("P-X18")
def test_a_robbed_tile_is_held_by_nobody_else():
    """The robbed kong holds the other three copies (the 碰 it adds to, or a concealed four):
    a winner holding another copy of the tile cannot be robbing it, in any variant. The pair
    wait of 四川's 平胡 on 1p is no 抢杠胡; its 4p is."""
    waiting = PLAIN[:-4]  # waits 1p (11p already held) and 4p
    for variant in ("sichuan-xuezhan", "dashiyou-xueliu", "yongzhou"):
        r = widgets.rules(variant)
        assert rulings(r.problems(waiting + " +1p", robbing_kong=True)) == ["P-X18"]
        refused = r.rob_kong(waiting, "1p", "added", 1)
        assert not refused.allows("win") and refused.refused[0].ruling == "P-X18"
        assert r.rob_kong(waiting, "4p", "added", 1).allows("win")
    assert rulings(widgets.rules("wuhan").problems(WUHAN_PLAIN, robbing_kong=True)) == ["P-X18"]


@pytest.mark.ruling("R-D13")
def test_shuangren_declaring_ready_needs_a_concealed_hand():
    """"立直：门前清且报听后和牌" (R-D13): 报听 with a 吃/碰/明杠 cannot happen; a 暗杠 is fine."""
    r = widgets.rules("shuangren")
    assert rulings(r.problems("[123s] 456s78s111z55z +9s", declared_ready=True)) == ["R-D13"]
    assert rulings(r.problems("{1111z} 123s456s78s55z +9s", declared_at_start=True)) == []


# ---- issue 16 item 3: 永州 天和/人和/地和 with an exposed 碰 ----------------------------------


@pytest.mark.ruling("P-X7")
@pytest.mark.parametrize("how", [
    {"dealer": True, "self_drawn": True},   # 天和
    {},                                     # 人和
    {"self_drawn": True},                   # 地和
])
def test_yongzhou_first_turn_refused_with_a_meld(how):
    """"第一圈里如有人吃、碰牌……不成地和": a hand with an exposed 碰 is no 天和/人和/地和; it
    used to score 6番. Settlement reads first_turn from the events (already right)."""
    r = widgets.rules("yongzhou")
    with pytest.raises(ImpossibleSituation, match="P-X7") as err:
        r.score(YZ_PON, first_turn=True, **how)
    assert "第一圈里如有人吃、碰牌" in str(err.value)
    assert not {"tianhe", "renhe", "dihe"} & {ln.key for ln in r.score(YZ_PON, **how).lines}


# ---- issue 16 item 2: a higher pattern is never worth less (P-S23) -------------------------

# pattern, its seed value, held quads (根 candidates), a hand with no meld (天胡/地胡 need none)
PATTERNS = [
    ("平胡", 1, 0, "123m456m789m11p23p +4p"),
    ("碰碰胡", 2, 0, "111m222m333p44p55p +5p"),
    ("清一色", 4, 0, "123m345m678m99m78m +9m"),
    ("七对", 4, 0, "1133m5577m99p22p4p +4p"),
    ("清碰", 8, 0, "111m222m333m55m66m +6m"),
    ("龙七对", 16, 1, "1111m3344m5566p7p +7p"),
    ("青七对", 16, 0, "1133557799m224m +4m"),
    ("青龙七对", 32, 1, "1111m3344m5566m7m +7m"),
    ("龙七对", 16, 2, "1111m4444m5566p7p +7p"),
    ("青龙七对", 32, 2, "1111m4444m5566m7m +7m"),
    ("金钩钓", 4, 0, "5p [111m] [222m] [333p] [444p] +5p"),    # melds: never a first turn
    ("青金钩钓", 16, 0, "5m [111m] [222m] [333m] [444m] +5m"),
]
SITUATIONS = [{}, {"self_drawn": True}, {"dealer": True, "first_turn": True, "self_drawn": True},
              {"first_turn": True}, {"first_turn": True, "self_drawn": True}]


def test_the_pattern_hands_are_what_they_say():
    for name, value, _, hand in PATTERNS:
        s = SICHUAN.score(hand)
        top = next(ln for ln in s.lines if ln.key in {f.key for f in SICHUAN.fans
                                                        if f.group == "hand pattern"})
        assert (top.zh, top.value) == (name, value), hand


@pytest.mark.ruling("P-S23")
@pytest.mark.parametrize("how", SITUATIONS, ids=["ron", "tsumo", "tianhu", "dihu", "dihu-tsumo"])
def test_a_higher_pattern_is_never_worth_less(how):
    """Every pair of top patterns, in every situation: a hand whose pattern is worth at least
    as much, with at least as many quads, scores at least as much. It used to fail for
    天胡/地胡 on a 青龙七对 (64) against a two-suit 龙七对 (128): P-S23 makes 天胡/地胡 the
    pattern on the ×32 tie too, and every quad then a 根."""
    totals = [(value, quads, SICHUAN.score(hand, **how).total, hand)
              for _, value, quads, hand in PATTERNS
              if not (how.get("first_turn") and "[" in hand)]  # a meld ends the first turn
    for (va, qa, ta, ha), (vb, qb, tb, hb) in itertools.permutations(totals, 2):
        if va >= vb and qa >= qb:
            assert ta >= tb, f"{ha} ({ta}) < {hb} ({tb}) with {how}"


@pytest.mark.ruling("P-S23")
def test_tianhu_on_a_qinglongqidui():
    """The issue's example: [64, 128] before; now both 128 (天胡 32 × 根 2 × 自摸 2), the
    天胡 line counted and 青龙七对 the one struck out."""
    how = {"dealer": True, "first_turn": True, "self_drawn": True}
    one, two = (SICHUAN.score(h, **how) for h in ("1111m3344m5566m7m +7m",
                                                  "1111m3344m5566p7p +7p"))
    assert [one.total, two.total] == [128, 128]
    assert one.has("tianhu") and one.count("gen") == 1
    assert "qinglongqidui" in {e.key for e in one.excluded}
    assert [SICHUAN.score(h, first_turn=True).total for h in ("1111m3344m5566m7m +7m",
                                                             "1111m3344m5566p7p +7p")] == [64, 64]


# ---- issue 17 items 5–7: keywords checked at the public boundary ---------------------------


@pytest.mark.parametrize("variant, hand, how, word", [
    ("yongzhou", YZ_PON, {"seat_wind": 9}, "seat_wind is 0 (东), 1 (南), 2 (西) or 3 (北), not 9"),
    ("yongzhou", YZ_PON, {"seat_wind": "东"}, "seat_wind is 0 (东)"),
    ("wuhan", WUHAN_PLAIN, {"red_kongs": -3}, "red_kongs is a whole number 0–4"),
    ("wuhan", WUHAN_PLAIN, {"red_kongs": 20000}, "red_kongs is a whole number 0–4"),
    ("wuhan", WUHAN_PLAIN, {"wild_kongs": 1.5}, "wild_kongs is a whole number 0–4"),
    ("wuhan", WUHAN_PLAIN, {"indicator": 40}, "indicator is a tile"),
    ("wuhan", WUHAN_PLAIN, {"indicator": "9x"}, "indicator is a tile"),
    ("sichuan-xuezhan", PLAIN, {"self_drawn": "yes"}, "self_drawn is True or False"),
    ("sichuan-xuezhan", PLAIN, {"wall_remaining": -1}, "wall_remaining is a whole number"),
    ("sichuan-xuezhan", PLAIN, {"dealer": 1}, "dealer is True or False, not 1"),
    ("sichuan-xuezhan", PLAIN, {"seat_wind": True}, "seat_wind is 0"),
    ("sichuan-xuezhan", PLAIN, {"robbing": True}, "unknown situation keys ['robbing']"),
])
def test_bad_keywords_are_refused_by_name(variant, hand, how, word):
    """Issue 17: ``seat_wind=9`` in 永州 and ``red_kongs=-3`` in Wuhan were answered,
    ``red_kongs=20000`` failed in Python's words, ``seat_wind="东"`` with a TypeError deep
    inside. Every keyword is checked where it is given; the error names it and what is
    accepted, for every verb that takes the situation."""
    r = widgets.rules(variant)
    thirteen = hand.rsplit(" +", 1)[0]
    calls = [lambda: r.score(hand, **how), lambda: r.problems(hand, **how),
             lambda: r.can_win(hand, **how), lambda: r.is_ready(thirteen, **how),
             lambda: r.analyse(hand, **how), lambda: r.claims(thirteen, "5s", 1, **how)]
    for call in calls:
        with pytest.raises(SituationError, match=re.escape(word)):
            call()
    with pytest.raises(SituationError, match=re.escape(word)):
        Situation.from_dict(how)


def test_the_situation_may_be_a_dict_and_nothing_else():
    assert SICHUAN.score(PLAIN, {"self_drawn": True}).total == 2
    with pytest.raises(SituationError, match="situation is a Situation or a dict"):
        SICHUAN.score(PLAIN, "self_drawn")
    with pytest.raises(SituationError, match="unknown situation keys"):
        SICHUAN.claims(PLAIN[:-4], "4p", 2, {"zimo": True})


def test_the_indicator_may_be_written_as_a_tile():
    wuhan = widgets.rules("wuhan")
    assert wuhan.score("123456789p5m [111p,1] +9p", indicator="4m").total == \
        wuhan.score("123456789p5m [111p,1] +9p", indicator=parse_tile("4m")).total


# ---- can_win / is_ready take the situation as keywords -------------------------------------


def test_can_win_and_is_ready_take_keywords():
    """As score and claims do: ``can_win(h, self_drawn=True)``; an impossible situation is no
    win; Wuhan's 赖子 from the ``indicator`` keyword (8s flipped: 9s is the 赖子)."""
    assert SICHUAN.can_win(PLAIN, robbing_kong=True)
    assert not SICHUAN.can_win(PLAIN, robbing_kong=True, self_drawn=True)
    assert SICHUAN.is_ready(PLAIN[:-4], self_drawn=True)
    wuhan = widgets.rules("wuhan")
    hand = "234m6s9s55p [123m,1] [789p,1]"
    assert not wuhan.is_ready(hand) and wuhan.is_ready(hand, indicator="8s")
    assert not wuhan.can_win(hand + " +7s") and wuhan.can_win(hand + " +7s", indicator="8s")
    assert wuhan.can_win(hand + " +7s", Situation(indicator=parse_tile("8s")))


@pytest.mark.ruling("P-X10")
@pytest.mark.ruling("P-X7")
def test_a_claimed_win_in_an_impossible_situation_is_refused():
    """A claim is a discard win: the dealer's first-turn claim cannot happen (P-X10), nor a
    first-turn claim with a 碰 in 永州 (P-X7, "第一圈里如有人吃、碰牌…不成地和"); the refusal
    names the constraint. Robbing a kong in the first turn neither (Wuhan's 开口, P-X7)."""
    report = SICHUAN.claims(PLAIN[:-4], "1p", 2, dealer=True, first_turn=True)
    assert report.allows("pon") and not report.allows("win")
    assert report.refused[-1].ruling == "P-X10"
    assert SICHUAN.claims(PLAIN[:-4], "1p", 2, first_turn=True).allows("win")  # 地胡
    yz = widgets.rules("yongzhou").claims(YZ_PON[:-4], "5s", 2, first_turn=True)
    assert [r.ruling for r in yz.refused if r.kind == "win"] == ["P-X7"]
    robbed = widgets.rules("wuhan").rob_kong(WUHAN_ROB[:-4], "4m", "added", 2, first_turn=True)
    assert robbed.refused[0].ruling == "P-X7"


# ---- the property: refused exactly when problems lists a conflict --------------------------

VARIANTS = widgets.variants()
BOOLS = ("self_drawn", "after_kong", "kong_discard", "robbing_kong", "last_tile", "dealer",
         "first_turn")


def _hand(rules, rng: random.Random, melds: int) -> Hand:
    """A random complete hand of the variant's tiles, its first ``melds`` sets declared
    (a triplet as 碰, 明杠 or 暗杠, a run as 吃 where the variant has 吃)."""
    tiles = random_complete(rng, 4, rules.kinds)
    sets = [tuple(tiles[i:i + 3]) for i in range(0, 12, 3)]
    out, closed = [], []
    for i, s in enumerate(sets):
        if i >= melds or (s[0] != s[1] and "chi" not in rules.melds_allowed):
            closed += s
            continue
        if s[0] == s[1] and rng.random() < 0.5 and tiles.count(s[0]) == 3:
            out.append(Meld((s[0],) * 4, concealed=rng.random() < 0.5))
        else:
            out.append(Meld(s, source=1))
    closed += tiles[12:]
    win = closed.pop(rng.randrange(len(closed)))
    return Hand(tuple(sorted(closed)), tuple(out), winning=win)


@settings(max_examples=150, deadline=None)
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10 ** 6),
       melds=st.integers(0, 3),
       flags=st.fixed_dictionaries({k: st.sampled_from((False, False, True)) for k in BOOLS}),
       wall=st.sampled_from([None, 0, 2, 30, 90]), red=st.integers(0, 1))
def test_score_refuses_exactly_what_problems_lists(variant, seed, melds, flags, wall, red):
    """For random hands and random flag sets, ``score`` either refuses naming exactly the
    constraints ``problems`` lists, or answers (a score or a rule's refusal) while
    ``problems`` lists none; ``analyse`` never raises and then scores nothing."""
    r = widgets.rules(variant)
    hand = _hand(r, random.Random(seed), melds)
    if r.problems(hand):
        return  # not a hand (e.g. a 红中 meld in Wuhan): InvalidHand, not a situation
    situation = Situation(wall_remaining=wall, red_kongs=red, **flags)
    listed = rulings(r.problems(hand, situation=situation))
    try:
        r.score(hand, situation)
    except ImpossibleSituation as e:
        assert [p.ruling for p in e.problems] == listed and listed
    except NotAllowed:
        assert not listed
    else:
        assert not listed
    analysis = r.analyse(hand, situation)
    assert rulings(analysis.problems) == listed
    if listed:
        assert analysis.score is None


def test_a_row_conflicts_only_where_one_of_its_flags_is_set():
    """Every variant's constraint rows conflict only where one of their ``flags`` differs
    from its default (constraints.conflicts asks no other row, issue 37): on random
    situations with a row's own flags at their defaults, on hands with and without melds,
    kongs and a winning tile, no row conflicts."""
    from widgets.engine.constraints import DEFAULT_OF
    from widgets.engine.rules import REGISTRY

    rng = random.Random(37)
    hands = [widgets.engine.notation.parse_hand(t) for t in (
        "123m456m789m11p23p +4p", "123m456m11p23p [7777m] +4p", "11p23p {123s} [456s] "
        "[1111z] [2222z+] +1p", "123m456m789m11p23p", "1112345678999s +5s")]
    ranges = {"seat_wind": range(4), "round_wind": range(4), "indicator": [None, *range(34)],
              "wall_remaining": [None, *range(0, 80)], "red_kongs": range(5),
              "wild_kongs": range(5)}
    checked = 0
    for variant in REGISTRY.values():
        r = variant()
        for row in r.situation_rules:
            for _ in range(40):
                how = {k: rng.choice(ranges[k]) if k in ranges else rng.random() < 0.5
                       for k in DEFAULT_OF if k not in row.flags}
                situation = Situation(**how)
                for hand in hands:
                    assert not row.conflict(r, hand, situation), (variant.id, row.id, how)
                    checked += 1
    assert checked > 10000
