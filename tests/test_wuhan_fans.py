"""武汉麻将 scoring (seed 000 lines 9–34): every row of the table triggers on a hand with its
value, 大胡 add to the base and everything else multiplies (R-W4), 软胡 ×1 / 硬胡 ×2 choose
the best reading, and the room options (R-W1, R-W3, R-W5, R-W8) change what they say.

Totals are worked out by hand in the comments.
"""

from __future__ import annotations

import pytest
from shared import excluded, lines

import widgets
from widgets import NotAllowed, Situation
from widgets.engine.tiles import parse_tile

PLAIN = "234m5p678s [123m,1] [789p,1] +5p"  # 小胡 1 × 硬胡 2 × 开口番 2 = 4
THREE = "234m3p678s [123m,1] [789p,1] +3p"  # a 三筒 将: only a 大胡 can win it
THREE_ROB = "23m33p678s [123m,1] [789p,1] +4m"  # the same on a 四万 nobody else holds (P-X18)


@pytest.fixture(scope="module")
def r():
    return widgets.rules("wuhan")


def t(name: str) -> int:
    return parse_tile(name)


# One hand per row: (key, hand, situation, options, value, count, total).
TRIGGERS = [
    ("xiaohu", PLAIN, {}, {}, 1, 1, 4),
    ("pengpenghu", "111m222p3s [555p,1] [777s,2] +3s", {}, {}, 10, 1, 40),
    ("fengyise", "1234z667z [111z,2] [222z,3] +7z", {}, {}, 10, 1, 40),
    ("jiangyise", "258m258p258s2m [555m,2] +8s", {}, {}, 10, 1, 40),
    ("qingyise", "1234567899p [111p,1] +9p", {}, {}, 10, 1, 40),
    ("quanqiuren", "1p [123m,1] [456m,1] [789p,1] [555s,3] +1p", {}, {}, 10, 1, 40),
    ("haidilao", THREE, {"self_drawn": True, "wall_remaining": 2}, {}, 10, 1, 40),
    ("qiangganghu", THREE_ROB, {"robbing_kong": True}, {}, 10, 1, 40),
    # after a 红中杠: a replacement needs a kong (P-X15); ×2 for the 红中杠
    ("gangshanghua", THREE, {"self_drawn": True, "after_kong": True, "red_kongs": 1}, {}, 10, 1,
     80),
    ("yinghu", PLAIN, {}, {}, 2, 1, 4),
    ("ruanhu", "123456789p5m [111p,1] +9p", {"indicator": t("4m")}, {}, 1, 1, 20),
    ("kaikou", PLAIN, {}, {}, 2, 1, 4),
    ("koukou", PLAIN, {}, {"kaikou_mode": "koukou"}, 2, 2, 8),
    ("hongzhonggang", PLAIN, {"red_kongs": 2}, {}, 2, 2, 16),
    ("laizigang", PLAIN, {"wild_kongs": 1, "indicator": t("1z")}, {}, 4, 1, 16),
    ("minggang", "234m5p678s [1111m,1] [789p,1] +5p", {}, {}, 2, 1, 8),
    ("angang", "234m5p678s {1111m} [789p,1] +5p", {}, {}, 4, 1, 16),
    ("zimo", PLAIN, {"self_drawn": True}, {}, 2, 1, 8),
]


def test_every_row_has_a_trigger():
    keys = {f.key for f in widgets.rules("wuhan").fans}
    assert keys == {row[0] for row in TRIGGERS}


@pytest.mark.parametrize("key, hand, situation, options, value, count, total", TRIGGERS,
                         ids=[row[0] for row in TRIGGERS])
def test_row_triggers(key, hand, situation, options, value, count, total):
    """Each fan of the seed's table, on a hand that has it: its value, count and the total."""
    s = widgets.rules("wuhan", **options).score(hand, Situation(**situation))
    line = next(ln for ln in s.lines if ln.key == key)
    assert (line.value, line.count, s.total) == (value, count, total)


@pytest.mark.ruling("R-W4")
def test_dahu_bases_add_and_the_rest_multiplies(r):
    """R-W4 ("大胡…基础倍数10…可累计"): 碰碰胡 + 清一色 = base 20; × 硬胡 2 × 开口番 2 = 80.
    The reading 123p×3 (清一色 only, 40) is listed as an alternative. The arithmetic is shown."""
    s = r.score("1112223339p [555p,1] +9p")
    assert lines(s) == {"碰碰胡": (10, 1), "清一色": (10, 1), "硬胡": (2, 1), "开口番": (2, 1)}
    assert s.total == 80
    assert [a.total for a in s.alternatives] == [40]
    assert s.notes[0].startswith("(10 + 10) × 2 × 2 = 80")
    assert [ln.adds for ln in s.lines] == [True, True, False, False]


@pytest.mark.ruling("R-W4")
def test_three_dahu_and_the_no_zimo_rule(r):
    """海底捞 is a 大胡 too, and "海底捞不计自摸": (10 + 10 + 10) × 2 × 2 = 120, 自摸 excluded."""
    s = r.score("1112223339p [555p,1] +9p", self_drawn=True, wall_remaining=1)
    assert s.total == 120 and excluded(s) == {"自摸": "海底捞"}


def test_a_dahu_excludes_xiaohu(r):
    """大胡 replaces 小胡: a 碰碰胡 with a 五索 将 shows 小胡 excluded by 碰碰胡."""
    s = r.score("111m222p5s [555p,1] [777s,2] +5s")
    assert s.total == 40 and excluded(s) == {"小胡": "碰碰胡"}


def test_gangshanghua_is_not_also_zimo(r):
    """"杠上花不计自摸": 10 × 硬胡 2 × 开口 2 × 明杠 2 = 80, 自摸 excluded."""
    s = r.score("234m3p678s [1111m,1] [789p,1] +3p", self_drawn=True, after_kong=True)
    assert s.total == 80 and excluded(s) == {"自摸": "杠上花"}


def test_hard_reading_beats_soft_on_the_same_hand(r):
    """"赖子即财神…可以当作其他张牌…来胡(属于软胡，×1)，也可以用本身花数胡(硬胡，×2)": with
    五筒 the 赖子, 345p reads it at face value (硬胡: 1 × 2 × 2 = 4); read as 二筒 (234p) it is
    a 软胡 (1 × 1 × 2 = 2), listed as the reading that lost."""
    s = r.score("34s34p67p888p5p [123m,1] +2s", indicator=t("4p"))
    assert s.total == 4 and s.has("yinghu")
    assert [(a.total, a.has("ruanhu")) for a in s.alternatives] == [(2, True)]


def test_soft_only_when_the_laizi_must_stand_in(r):
    """软胡: "如果有赖子并且充当万能牌使用": 五万 (the 赖子) as a 九筒 makes a 清一色:
    10 × 2 × 1."""
    s = r.score("123456789p5m [111p,1] +9p", indicator=t("4m"))
    assert lines(s) == {"清一色": (10, 1), "开口番": (2, 1), "软胡": (1, 1)}
    assert s.alternatives == ()


def test_no_laizi_or_konged_laizi_is_hard(r):
    """"硬胡：是指胡牌后没有赖子、赖子被杠、用本身花数胡的情况": with the 赖子 played out as 赖子杠
    the hand is 硬胡 and the kong multiplies: 1 × 4 × 2 × 2 = 16."""
    s = r.score(PLAIN, indicator=t("1z"), wild_kongs=1)
    assert s.has("yinghu") and s.total == 16


@pytest.mark.ruling("R-W3")
@pytest.mark.parametrize("mode, total", [("kaikou", 8), ("koukou", 16)])
def test_kaikou_room_modes(mode, total):
    """R-W3: 开口番 ×2 once; 口口番 ×2 per 开口. A 冲杠 is both an 开口 and a 明杠 ×2:
    开口番 1 × 2 × 2 × 2 = 8; 口口番 (two 开口) 1 × 2 × 4 × 2 = 16."""
    r = widgets.rules("wuhan", kaikou_mode=mode)
    assert r.score("234m5p678s [1111m,1] [789p,1] +5p").total == total


@pytest.mark.ruling("R-W3")
def test_added_kong_is_one_opening():
    """A 蓄杠 grew from a 碰: one 开口 (口口番 ×2 for it), and a 明杠 ×2."""
    r = widgets.rules("wuhan", kaikou_mode="koukou")
    s = r.score("234m5p678s [1111m+,1] [789p,1] +5p")
    assert lines(s)["口口番"] == (2, 2) and lines(s)["明杠"] == (2, 1)


@pytest.mark.ruling("R-W1")
def test_special_kongs_multiply(r):
    """"红中杠(×2)", "赖子杠(×4)": two 红中杠 and one 赖子杠 on a self-drawn 小胡:
    1 × 4 × 2 × 2 × 2 × 2 × 2 = 128."""
    s = r.score(PLAIN, self_drawn=True, red_kongs=2, wild_kongs=1, indicator=t("1z"))
    assert lines(s)["红中杠"] == (2, 2) and lines(s)["赖子杠"] == (4, 1)
    assert s.total == 128


@pytest.mark.ruling("R-W1")
def test_gangshanghua_after_special_kongs_by_option():
    """R-W1: by default 红中杠 / 赖子杠 draw a replacement, so 杠上花 may follow one (the hand
    has no kong meld); with ``special_kong_draws_replacement`` off it cannot."""
    sit = Situation(self_drawn=True, after_kong=True, red_kongs=1)
    assert widgets.rules("wuhan").score(THREE, sit).has("gangshanghua")
    off = widgets.rules("wuhan", special_kong_draws_replacement=False)
    with pytest.raises(NotAllowed, match="R-W1"):
        off.score(THREE, sit)
    assert off.score("234m3p678s [1111m,1] [789p,1] +3p", sit).has("gangshanghua")


@pytest.mark.ruling("R-W5")
def test_zimo_value_is_an_option():
    """R-W5: 自摸 ×2 by default; ``zimo=1`` removes it."""
    assert widgets.rules("wuhan").score(PLAIN, self_drawn=True).total == 8
    assert widgets.rules("wuhan", zimo=1).score(PLAIN, self_drawn=True).total == 4


@pytest.mark.ruling("R-W4")
def test_bases_and_cap_are_options():
    """R-W4: bases "根据场次不同而不同" and a room cap: 小胡 base 2 → 8; 大胡 base 5 → 20;
    cap 16 on 1 × 2 × 2 × 2 × 2 × 2 (=32) gives 16, noted."""
    assert widgets.rules("wuhan", xiaohu_base=2).score(PLAIN).total == 8
    assert widgets.rules("wuhan", dahu_base=5).score(THREE_ROB, robbing_kong=True).total == 20
    s = widgets.rules("wuhan", cap=16).score(PLAIN, red_kongs=3)
    assert s.total == 16 and "capped at 16" in s.notes[-1]


@pytest.mark.ruling("R-W9")
def test_quanqiuren_any_pair_on_a_discard_only(r):
    """全求人 "已经开了4次口，手上剩一张牌，同时别人放冲": any pair (R-W9); self-drawn it is
    not 全求人, and a 一筒 将 then wins nothing."""
    hand = "1p [123m,1] [456m,1] [789p,1] [555s,3] +1p"
    assert r.score(hand).has("quanqiuren")
    with pytest.raises(NotAllowed, match="2, 5 or 8"):
        r.score(hand, self_drawn=True)


@pytest.mark.ruling("R-W12")
def test_qiangganghu_is_a_dahu(r):
    """R-W12 aside (who may rob: test_wuhan_claims), robbing wins as a 大胡 with any pair."""
    assert r.score(THREE_ROB, robbing_kong=True).has("qiangganghu")


@pytest.mark.ruling("R-W13")
def test_haidilao_in_the_last_four_tiles(r):
    """"最后4张牌时，玩家只摸牌，不打出…胡牌即算海底捞": a self-draw with 3 or fewer left (or
    the last tile) is 海底捞; a discard win there is refused (nobody discards)."""
    assert r.score(THREE, self_drawn=True, wall_remaining=3).has("haidilao")
    assert r.score(THREE, self_drawn=True, last_tile=True).has("haidilao")
    assert not r.can_win(THREE, Situation(self_drawn=True, wall_remaining=4))
    with pytest.raises(NotAllowed, match="R-W13"):
        r.score(PLAIN, wall_remaining=1)


def test_every_alternative_scores_differently(r):
    """Alternatives are the distinct scoring readings, not every substitution: with two
    赖子 as any pair (五万 the 赖子) the 清一色 reads many ways but scores one way."""
    s = r.score("12345678p55m [111p,1] +9p", indicator=t("4m"))
    assert s.has("qingyise") and s.has("ruanhu")
    assert len({a.lines for a in s.alternatives}) == len(s.alternatives)
    assert all(a.lines != s.lines for a in s.alternatives)
