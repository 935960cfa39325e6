"""永州麻將 scoring (seed 001 lines 126–186 table A 爆胡 3番, lines 203–232 table B 爆和 5番):
one test per row of both tables, the cap (ordinary types and extras stop at it), special
hands (break through it, take nothing else), the extras, the R-Y3 raises and 天和/人和/地和.

番 double: a hand of n番 is worth 2^n points ("番是2倍的意思"), so ``total == 2 ** fan``.
"""

from __future__ import annotations

import random

import pytest
from hands import random_complete
from hypothesis import given
from hypothesis import strategies as st

import widgets
from widgets import NotAllowed, Situation
from widgets.engine.notation import Hand
from widgets.mahjong.yongzhou import Yongzhou, fan, make_fans
from widgets.mahjong.yongzhou_fans import ROWS

JIHU = "123m456p789s222s5s +5s"  # three suits, a closed 刻: nothing but 雞胡
JIHU_ROB = "123m456p222s55s78s +9s"  # the same on a 九条 nobody else holds (P-X18)
PINGHU = "123m456p789s234m5s +5s"  # four sequences
PINGHU_ROB = "123m456p789s23m55s +4m"  # the same, won on a 四万 nobody else holds (P-X18)
JIHU_KONG = "123m456p789s5s {2222s} +5s"  # 雞胡 with a kong: a replacement tile can win it (P-X4)
SEAT = "123m456p789s5s [222z,1] +5s"  # a 南 刻


@pytest.fixture(scope="module")
def a():
    return widgets.rules("yongzhou")


@pytest.fixture(scope="module")
def b():
    return widgets.rules("yongzhou", cap=5)


def lines(score) -> dict[str, int]:
    return {line.key: line.value * line.count for line in score.lines}


# (key, hand, situation, 番 in table A, 番 in table B); None: the row is not in that table
ROW_HANDS = [
    ("jihu", JIHU, {}, 0, 0),
    ("pinghu", PINGHU, {}, 1, 1),
    ("pengpenghu", "111m222p333s5s [777m,1] +5s", {}, 2, 3),
    ("hunyise", "123m456m999m2z [234m,1] +2z", {}, 2, 3),
    ("qingyise", "123m456m999m2m [234m,1] +2m", {}, 4, 5),
    ("hunpeng", "111m555m999m2z [777m,1] +2z", {}, 4, 5),
    ("qingpeng", "111m555m999m2m [777m,1] +2m", {}, 5, 6),
    ("hunyaojiu", "111m999p1s [111z,1] [999s,2] +1s", {}, 5, 6),
    ("xiaosanyuan", "123m456p555z666z7z +7z", {}, 5, 7),
    ("xiaosixi", "123m111z222z333z4z +4z", {}, 5, 7),
    ("ziyise", "111z222z555z666z7z +7z", {}, 6, 8),
    ("qingyaojiu", "111m999m111p9p [999s,1] +9p", {}, 6, 8),
    ("dasanyuan", "123m5p555z666z777z +5p", {}, 6, 9),
    ("dasixi", "5p111z222z333z444z +5p", {}, 6, 9),
    ("jiulian", "1112345678999m +5m", {}, 6, None),
    ("shisanyao", "19m19p19s1234567z +9s", {}, 6, 9),
    ("tianhe", JIHU, {"first_turn": True, "dealer": True, "self_drawn": True}, 6, 6),
    ("renhe", JIHU, {"first_turn": True}, 6, 6),
    ("dihe", JIHU, {"first_turn": True, "self_drawn": True}, 6, 6),
    ("zimo", JIHU, {"self_drawn": True}, 1, 1),
    ("fengwei", SEAT, {"seat_wind": 1}, 1, 1),
    ("fengquan", SEAT, {"round_wind": 1}, 1, 1),
    ("sanyuan", "123m456p5s [555z,1] [666z,2] +5s", {}, 2, 2),
]


def test_every_row_has_a_hand():
    assert {r.key for r in ROWS} == {row[0] for row in ROW_HANDS}


@pytest.mark.ruling("R-Y3")
@pytest.mark.parametrize("key, hand, situation, in_a, in_b", ROW_HANDS,
                         ids=[row[0] for row in ROW_HANDS])
def test_row_scores_its_seed_value_in_each_table(key, hand, situation, in_a, in_b):
    """Each row of the seed's tables, on a hand that has it, in table A and in table B (R-Y3:
    one set of rules, two tables): the row counts with its value, and a special row (above
    the cap) counts alone."""
    for cap, want in ((3, in_a), (5, in_b)):
        s = widgets.rules("yongzhou", cap=cap).score(hand, Situation(**situation))
        if want is None:  # table B has no 九蓮寶燈: R-Y3 scores it as 清一色
            assert key not in lines(s) and lines(s) == {"qingyise": 5}
            continue
        assert lines(s)[key] == want
        if want > cap:
            assert lines(s) == {key: want} and fan(s) == want
        assert s.total == 2 ** fan(s)


def test_the_seed_values_are_the_tables_data():
    """The 分值 column is 2^番 in both tables: 雞胡 1 … 十三幺 64 (A) and 512 (B)."""
    a = {f.key: f.value for f in make_fans(3)}
    b = {f.key: f.value for f in make_fans(5)}
    assert (a["shisanyao"], b["shisanyao"], a["qingyise"], b["qingyise"]) == (6, 9, 4, 5)
    assert "jiulian" not in b and a["jiulian"] == 6
    specials_a = {f.zh for f in make_fans(3) if f.group == "special"}
    assert {"清一色", "混碰"} <= specials_a  # A's 特殊牌型 list starts with them
    assert not {"清一色", "混碰"} & {f.zh for f in make_fans(5) if f.group == "special"}
    specials_b = [r.zh for r in ROWS if r.kind == "type" and r.b is not None and r.b > 5]
    assert specials_b == ["清碰", "混幺九", "小三元", "小四喜", "字一色", "清幺九", "大三元",
                          "大四喜", "十三幺", "天和", "人和", "地和"]  # B's 爆和以外 list


@pytest.mark.ruling("P-Y6")
def test_a_tie_between_specials_names_the_bigger_hand(a, b):
    """Four wind 刻 and an honour pair: 字一色 and 大四喜, 6番 each in table A. Only one counts
    (P-Y1); P-Y6 names 大四喜 (9 in table B, 字一色 8), with 字一色 excluded by it. The same
    for three dragon 刻: 大三元 over 字一色. Table B has no tie: 大四喜 9."""
    for table, want in ((a, 6), (b, 9)):
        s = table.score("111z222z333z444z5z +5z")
        assert lines(s) == {"dasixi": want}
        assert {e.key: e.by for e in s.excluded}["ziyise"] == "dasixi"
    assert lines(a.score("111z555z666z777z2z +2z")) == {"dasanyuan": 6}


@pytest.mark.ruling("R-Y7")
def test_within_cap_types_add_up(a, b):
    """R-Y7: 平胡 + 混一色 = 3番 (A: exactly at the cap; B: 4)."""
    hand = "123m456m789m2z [234m,1] +2z"
    assert lines(a.score(hand)) == {"pinghu": 1, "hunyise": 2} and fan(a.score(hand)) == 3
    assert fan(b.score(hand)) == 4


@pytest.mark.ruling("R-Y7")
def test_named_combination_replaces_its_parts(b):
    """R-Y7: 混碰 (混一色 + 碰碰胡) replaces them: B scores 混碰 5, not 3 + 3 = 6."""
    s = b.score("111m555m999m2z [777m,1] +2z")
    assert lines(s) == {"hunpeng": 5}
    by = {e.key: e.by for e in s.excluded}
    assert (by["hunyise"], by["pengpenghu"]) == ("hunpeng", "hunpeng")


@pytest.mark.ruling("R-Y7")
def test_types_add_option_off_keeps_the_best_type_only():
    """R-Y7 as an option: off, only the best within-cap type counts (平胡 + 混一色 → 2)."""
    r = widgets.rules("yongzhou", types_add=False)
    s = r.score("123m456m789m2z [234m,1] +2z")
    assert lines(s) == {"hunyise": 2}


def test_cap_stops_ordinary_types_and_extras(a, b):
    """"爆胡內牌型加附加牌型不能沖破爆胡的上限": 混一色 2 + 自摸 + 風位 + 風圈 = 5 → 3 (A);
    in B 3 + 3 = 6 → 5. The note says what the cap took."""
    hand = "123m456m789m1z [222z,1] +1z"
    sit = Situation(self_drawn=True, seat_wind=1, round_wind=1)
    sa, sb = a.score(hand, sit), b.score(hand, sit)
    assert (fan(sa), fan(sb)) == (3, 5)
    assert "capped at 3番 (before the cap: 5番)" in sa.notes[0]
    assert sum(lines(sa).values()) == 5  # the lines keep their values; the total is capped


def test_special_hand_takes_no_extras(a):
    """"爆胡以外不加番": a self-drawn 十三幺 is 6番, not 7; 自摸 is listed as excluded."""
    s = a.score("19m19p19s1234567z +9s", self_drawn=True)
    assert fan(s) == 6 and lines(s) == {"shisanyao": 6}
    assert {e.key: e.by for e in s.excluded}["zimo"] == "shisanyao"


@pytest.mark.ruling("P-Y1")
def test_best_special_alone(b):
    """P-Y1: specials do not stack with each other either ("這些特殊牌型不再疊加其他番種"):
    字一色 with 小三元 (B: 8 and 7) scores 8 alone."""
    s = b.score("111z222z555z666z7z +7z")
    assert lines(s) == {"ziyise": 8}
    assert ("xiaosanyuan", "ziyise") in {(e.key, e.by) for e in s.excluded}


@pytest.mark.ruling("R-Y3")
def test_heavenly_hand_or_the_better_special(b):
    """天和 is 6番 in both tables (R-Y3); a hand whose own special scores more keeps that:
    a 天和 十三幺 in B is 9."""
    s = b.score("19m19p19s1234567z +9s", first_turn=True, dealer=True, self_drawn=True)
    assert lines(s) == {"shisanyao": 9}


@pytest.mark.ruling("R-Y4")
def test_all_honours_is_any_all_honour_hand(a, b):
    """R-Y4: 字一色 "刻子牌型" (A) and "由七只字牌組合成的清一色" (B) both mean every tile an
    honour, sets and a pair."""
    hand = "111z222z333z5z [666z,1] +5z"
    assert lines(a.score(hand)) == {"ziyise": 6}
    assert lines(b.score(hand)) == {"ziyise": 8}


@pytest.mark.ruling("R-Y5")
def test_terminals_only_versus_terminals_and_honours(a):
    """R-Y5: 清幺九 has no honours; 混幺九 needs both terminals and honours."""
    assert lines(a.score("111m999m111p9p [999s,1] +9p")) == {"qingyaojiu": 6}
    assert lines(a.score("111m999p1s [111z,1] [999s,2] +1s")) == {"hunyaojiu": 5}


@pytest.mark.ruling("R-Y6")
def test_a_kong_spoils_pinghu(a):
    """R-Y6: 平胡 is four sequences; a kong (or 刻) spoils it."""
    assert "pinghu" in lines(a.score(PINGHU))
    assert "pinghu" not in lines(a.score("123m456p789s5s [2222s,1] +5s"))


@pytest.mark.ruling("R-Y8")
def test_dragon_extras_stop_at_two(a):
    """R-Y8: one dragon 刻 +1, two +2; three are 大三元, a special hand (no 三元牌 line)."""
    assert lines(a.score("123m456p789s5s [555z,1] +5s"))["sanyuan"] == 1
    assert lines(a.score("123m456p5s [555z,1] [666z,2] +5s"))["sanyuan"] == 2
    assert "sanyuan" not in lines(a.score("123m5p555z666z777z +5p"))


@pytest.mark.ruling("R-Y9")
def test_seat_and_round_wind_both_count(a):
    """R-Y9: a 南 刻 when 南 is both the seat and the round wind: 風位 + 風圈 = 2."""
    s = a.score(SEAT, seat_wind=1, round_wind=1)
    assert lines(s) == {"jihu": 0, "fengwei": 1, "fengquan": 1}


@pytest.mark.ruling("R-Y18")
def test_renhe_is_a_discard_win(a):
    """R-Y18: 人和 "閑家吃和" is a win on the dealer's first discard (not self-drawn); the
    dealer cannot have it, and a self-draw is 地和 instead."""
    assert "renhe" in lines(a.score(JIHU, first_turn=True))
    assert "renhe" not in lines(a.score(JIHU, first_turn=True, self_drawn=True))
    assert "dihe" in lines(a.score(JIHU, first_turn=True, self_drawn=True))


@pytest.mark.ruling("P-Y2")
def test_nine_gates_is_1112345678999_plus_any(a):
    """P-Y2: 九蓮寶燈 "同種牌形成 1112345678999，在摸到該種牌任何一張即可胡牌": the 13 tiles
    before the win are exactly that, concealed; it excludes 清一色 ("不計清一色")."""
    for extra in "123456789":
        s = a.score(f"1112345678999m +{extra}m")
        assert lines(s) == {"jiulian": 6}
    s = a.score("1112345678899m +9m")  # 14 tiles of one suit but not 1112345678999 + one
    assert "jiulian" not in lines(s) and "qingyise" in lines(s)


@pytest.mark.ruling("P-Y3")
def test_robbing_a_kong_counts_as_self_drawn(a):
    """P-Y3: "搶杠胡等同杠開，當自摸": the robber's 自摸 extra counts (then the raise)."""
    s = a.score(PINGHU_ROB, robbing_kong=True)
    assert lines(s)["zimo"] == 1 and fan(s) == 3


# ---- R-Y3: "不滿3番牌型，按照3番滿計算" raised to the table's cap ---------------------------

RAISE_CASES = [
    ("gangshangkaihua", {"self_drawn": True, "after_kong": True}, 1),
    ("haidilaoyue", {"self_drawn": True, "last_tile": True}, 1),
    ("qianggang", {"robbing_kong": True}, 1),
]


@pytest.mark.ruling("R-Y3")
@pytest.mark.parametrize("key, situation, winners", RAISE_CASES + [("yipaosanxiang", {}, 3)],
                         ids=[c[0] for c in RAISE_CASES] + ["yipaosanxiang"])
def test_raise_to_the_cap(key, situation, winners):
    """R-Y3: a small hand (雞胡 0) under these rules counts as the cap: 3 in A, 5 in B; with
    ``raise_to_cap`` off, 3 in both (the seed's words literally)."""
    for cap, raise_to_cap, want in ((3, True, 3), (5, True, 5), (5, False, 3)):
        r = widgets.rules("yongzhou", cap=cap, raise_to_cap=raise_to_cap)
        hand = (JIHU_KONG if situation.get("after_kong") else
                JIHU_ROB if situation.get("robbing_kong") else JIHU)
        s = r.score(hand, Situation(**situation), winners=winners)
        assert fan(s) == want and key in lines(s)


@pytest.mark.ruling("R-Y3")
def test_raise_leaves_a_bigger_hand_as_it_is(a, b):
    """"大于3番的牌型，按照實際牌型計算": a 十三幺 on the last tile (海底撈月) is 6 (A); an
    ordinary hand already at the cap gets no raise line (it is listed as excluded)."""
    s = a.score("19m19p19s1234567z +9s", self_drawn=True, last_tile=True)
    assert lines(s) == {"shisanyao": 6}
    s = a.score("123m456m789m2z [234m,1] +2z", winners=3)  # 平胡 + 混一色 = 3
    assert "yipaosanxiang" not in lines(s)
    assert "yipaosanxiang" in {e.key for e in s.excluded}


def test_two_winners_is_no_raise(a):
    assert fan(a.score(PINGHU, winners=2)) == 1
    with pytest.raises(ValueError, match="winners on one discard is 1, 2 or 3"):
        a.score(PINGHU, winners=4)


# ---- minimum (起和) and options -------------------------------------------------------------


@pytest.mark.ruling("R-Y15")
def test_minimum_counts_extras_and_raises():
    """R-Y15: table B's servers 3番起和 / 1番起和 / 無番起和; extras count towards it, so does
    a raise. A 雞胡 is refused under 1番起和 with its breakdown kept."""
    r1 = widgets.rules("yongzhou", cap=5, minimum=1)
    with pytest.raises(NotAllowed, match="not enough fan: 0 .*minimum of 1") as err:
        r1.score(JIHU)
    assert err.value.score is not None and fan(err.value.score) == 0
    assert fan(r1.score(JIHU, self_drawn=True)) == 1
    r3 = widgets.rules("yongzhou", cap=5, minimum=3)
    assert fan(r3.score("123m456m789m2z [234m,1] +2z")) == 4
    with pytest.raises(NotAllowed, match="minimum of 3"):
        r3.score(PINGHU)
    assert not r3.claims(PINGHU[:-4], "5s", 2).allows("win")  # the claim says so too
    assert fan(r3.score(JIHU_KONG, self_drawn=True, after_kong=True)) == 5
    assert widgets.rules("yongzhou").score(JIHU).total == 1  # table A: 無番起和 by default


@pytest.mark.parametrize("bad, message", [
    ({"cap": 4}, "'cap' of yongzhou is 3"), ({"minimum": 2}, "'minimum' of yongzhou is 0, 1"),
    ({"stake": 0}, "'stake' of yongzhou is at least 1"), ({"cap": "3"}, "takes int"),
    ({"table": "A"}, "unknown option 'table'")])
def test_bad_options_name_what_is_wrong(bad, message):
    with pytest.raises(ValueError, match=message):
        widgets.rules("yongzhou", **bad)


@pytest.mark.ruling("R-Y16")
def test_points_are_two_to_the_fan(a):
    """R-Y16 / "番是2倍的意思": 0番 = 1 point (the base), 1番 = 2, 6番 = 64."""
    assert [a.score(h).total for h in (JIHU, PINGHU, "19m19p19s1234567z +9s")] == [1, 2, 64]


@pytest.mark.ruling("R-Y17")
def test_no_seven_pairs(a):
    """R-Y17: no 七對 in this ruleset: seven pairs is not a winning shape."""
    assert not a.can_win("1122m3344p5566s7z +7z")
    assert a.shanten("1122m3344p5566s7z") > 0


@pytest.mark.ruling("R-Y2")
def test_tile_set_is_136_without_flowers(a):
    """R-Y2: 136 tiles (34 kinds × 4), no flowers; 吃 only from the 上家."""
    assert len(a.kinds) * a.copies == 136
    assert any(p.code == "not-in-set" for p in a.problems(PINGHU[:-4] + " 1f"))
    assert not a.claims("123m456p789s23m55s", "1m", 2).allows("chi")
    assert a.claims("123m456p789s23m55s", "1m", 1).allows("chi")


# ---- properties --------------------------------------------------------------------------


@given(st.integers(0, 2**32 - 1), st.sampled_from((3, 5)), st.booleans(), st.booleans())
def test_ordinary_hands_never_pass_the_cap(seed, cap, drawn, winds):
    """Any complete regular hand: either one special line (above the cap) or a total at
    most the cap; the total is always 2^番; a raise never lowers a score."""
    rng = random.Random(seed)
    tiles = random_complete(rng, 4)
    r = widgets.rules("yongzhou", cap=cap)
    hand = Hand(tuple(sorted(tiles[:-1])), winning=tiles[-1])
    sit = Situation(self_drawn=drawn, seat_wind=int(winds), round_wind=int(winds))
    s = r.score(hand, sit)
    specials = {f.key for f in r.fans if f.group == "special"}
    if specials & set(lines(s)):
        assert len(s.lines) == 1 and fan(s) > cap
    else:
        assert fan(s) <= cap
    assert s.total == 2 ** fan(s)
    assert fan(r.score(hand, sit.with_(last_tile=True, self_drawn=True))) >= fan(s)


def test_yongzhou_registered():
    assert "yongzhou" in widgets.variants() and isinstance(widgets.rules("yongzhou"), Yongzhou)
    assert repr(widgets.rules("yongzhou", cap=5)) == "rules('yongzhou', cap=5)"


def test_tied_readings_show_the_one_the_cap_cut(b):
    """111 222 333萬 reads as three 刻 (混碰 5) or three chows (混一色 3); with a 東 刻 both
    reach the 5番 cap. The breakdown shown is 混碰 + winds (7 before the cap), the other
    reading is listed as an alternative."""
    s = b.score("1112223339m [111z,1] +9m")
    assert lines(s) == {"hunpeng": 5, "fengwei": 1, "fengquan": 1} and fan(s) == 5
    assert [lines(alt) for alt in s.alternatives] == [
        {"hunyise": 3, "fengwei": 1, "fengquan": 1}]
