"""四川麻将 血战到底 fans (番数计算, seed 000 lines 65–84): every row of the table triggers on
a hand, with its value, and the fans it excludes (不计) are listed with what excluded them;
totals multiply as R-S4 says (best pattern × 带幺九 × every extra).

All totals are computed by hand in the docstrings.
"""

from __future__ import annotations

import pytest
from shared import excluded, lines

import widgets
from widgets import ImpossibleSituation, NotAllowed
from widgets.mahjong.sichuan import FANS


@pytest.fixture(scope="module")
def r():
    return widgets.rules("sichuan-xuezhan")


PLAIN = "123m456m789m11p23p +4p"  # 平胡 in 万 and 筒, no 1/9 in 456m or 234p

# One hand per row of the table: (fan key, hand, situation, value, count).
TRIGGERS = [
    ("pinghu", PLAIN, {}, 1, 1),
    ("pengpenghu", "111m222m444p777p5p +5p", {}, 2, 1),
    ("qingyise", "123m456m789m11m23m +4m", {}, 4, 1),
    ("qidui", "112233m4455667p +7p", {}, 4, 1),
    ("jingoudiao", "7m [111m] [222m] [333p] [444p] +7m", {}, 4, 1),
    ("qingpeng", "111m222m333m44m55m +5m", {}, 8, 1),
    ("longqidui", "1111m33m55m77p99p2p +2p", {}, 16, 1),
    ("qingqidui", "1122334455667m +7m", {}, 16, 1),
    ("qingjingoudiao", "7m [111m] [222m] [333m] [444m] +7m", {}, 16, 1),
    ("tianhu", PLAIN, {"dealer": True, "first_turn": True, "self_drawn": True}, 32, 1),
    ("dihu", PLAIN, {"first_turn": True}, 32, 1),
    ("qinglongqidui", "1111m33m55m77m99m2m +2m", {}, 32, 1),
    ("daiyaojiu", "123m123m789m99m11p +1p", {}, 4, 1),
    ("zimo", PLAIN, {"self_drawn": True}, 2, 1),
    ("gangshanghua", "123m456m11p23p {5555p} +4p", {"self_drawn": True, "after_kong": True},
     2, 1),
    ("gangshangpao", PLAIN, {"kong_discard": True}, 2, 1),
    ("qiangganghu", PLAIN, {"robbing_kong": True}, 2, 1),
    ("gen", "123m456m11p56p [555p] +7p", {}, 2, 1),
    ("gang", "123m11p23p {5555p} [7777m] +4p", {}, 2, 2),
    ("haidilaoyue", PLAIN, {"last_tile": True, "self_drawn": True}, 2, 1),
]


def test_every_row_of_the_table_has_a_trigger():
    """"番数计算": the seed's 13 patterns and 7 extras are 20 rows; each has a hand below."""
    assert sorted(f.key for f in FANS) == sorted(key for key, *_ in TRIGGERS)
    assert len(FANS) == 20


@pytest.mark.parametrize("key, hand, how, value, count", TRIGGERS, ids=[x[0] for x in TRIGGERS])
def test_each_row_triggers_with_its_value(r, key, hand, how, value, count):
    """Each row of "番数计算" counts on its hand, with the seed's value."""
    score = r.score(hand, **how)
    line = next(x for x in score.lines if x.key == key)
    assert (line.value, line.count) == (value, count)
    row = next(f for f in FANS if f.key == key)
    assert row.value == value


# ---- 胡牌番数: the patterns --------------------------------------------------------------------


@pytest.mark.ruling("R-S4")
def test_pinghu(r):
    """"平胡x1": a plain win in two suits is ×1."""
    score = r.score(PLAIN)
    assert (score.total, lines(score), excluded(score)) == (1, {"平胡": (1, 1)}, {})


@pytest.mark.ruling("R-S4")
def test_pengpenghu(r):
    """"碰碰胡x2": four triplets and a pair; 平胡 is not counted beside it (R-S4: one pattern)."""
    score = r.score("111m222m444p777p5p +5p")
    assert (score.total, lines(score)) == (2, {"碰碰胡": (2, 1)})
    assert excluded(score) == {"平胡": "碰碰胡"}


def test_qingyise(r):
    """"清一色x4": one suit, ×4."""
    score = r.score("123m456m789m11m23m +4m")
    assert (score.total, lines(score)) == (4, {"清一色": (4, 1)})


def test_qidui(r):
    """"七对x4": seven pairs in two suits, ×4; the best reading is the seven pairs."""
    score = r.score("112233m4455667p +7p")
    assert (score.total, lines(score)) == (4, {"七对": (4, 1)})
    assert score.arrangement.form == "seven-pairs"


def test_jingoudiao_excludes_pengpenghu(r):
    """"金钩钓x4：玩家胡牌时，其他牌都被用作碰牌、杠牌;手牌中只剩下唯一的一张牌，不计碰碰胡":
    four 碰 and a single 7m that pairs: ×4, and 碰碰胡 is 不计 because of 金钩钓."""
    score = r.score("7m [111m] [222m] [333p] [444p] +7m")
    assert (score.total, lines(score)) == (4, {"金钩钓": (4, 1)})
    assert excluded(score)["碰碰胡"] == "金钩钓"
    assert "不计" in next(e.reason for e in score.excluded if e.zh == "碰碰胡")


def test_jingoudiao_needs_four_melds(r):
    """"手牌中只剩下唯一的一张牌": three 碰 and a closed triplet is 碰碰胡, not 金钩钓."""
    score = r.score("777p7m [111m] [222m] [333p] +7m")
    assert lines(score) == {"碰碰胡": (2, 1)}


def test_qingpeng_excludes_its_parts(r):
    """"清碰x8：同一花色的对对胡": one-suit all triplets is ×8 — not 清一色 ×4 × 碰碰胡 ×2 on
    top; both are 不计 because of 清碰. The sequence reading (清一色 ×4) is an alternative."""
    score = r.score("111m222m333m44m55m +5m")
    assert (score.total, lines(score)) == (8, {"清碰": (8, 1)})
    assert excluded(score) == {"清一色": "清碰", "碰碰胡": "清碰", "平胡": "清碰"}
    assert [a.total for a in score.alternatives] == [4]


@pytest.mark.ruling("R-S1")
def test_longqidui_one_quad_counts_no_gen(r):
    """"龙七对x16：即在七对的基础上，有两对牌是四张一样的(此四张牌不是杠的牌，不在计七对，
    同时减一根)": one held 1111m among the pairs: ×16, 七对 不计, and its 根 is not counted
    (R-S1: 根 = quads − 1 = 0)."""
    score = r.score("1111m33m55m77p99p2p +2p")
    assert (score.total, lines(score)) == (16, {"龙七对": (16, 1)})
    assert excluded(score)["七对"] == "龙七对"


@pytest.mark.ruling("R-S1")
@pytest.mark.ruling("R-S7")
def test_longqidui_two_quads_count_one_gen(r):
    """"同时减一根" with two quads 1111m 2222m: 龙七对 ×16 × one 根 ×2 = 32 (R-S1)."""
    score = r.score("1111m2222m33p44p5p +5p")
    assert (score.total, lines(score)) == (32, {"龙七对": (16, 1), "根": (2, 1)})


def test_qingqidui_excludes_its_parts(r):
    """"青七对x16 ：同种花色的七对": ×16, with 清一色 and 七对 不计; the regular reading
    (清一色 ×4) is listed as an alternative."""
    score = r.score("1122334455667m +7m")
    assert (score.total, lines(score)) == (16, {"青七对": (16, 1)})
    assert excluded(score) == {"清一色": "青七对", "七对": "青七对", "平胡": "青七对"}
    assert [(a.total, list(lines(a))) for a in score.alternatives] == [(4, ["清一色"])]


def test_qingjingoudiao_excludes_its_parts(r):
    """"青金钩钓x16：指金钩钓听牌时，胡牌时的牌型都为同一花色": ×16; 金钩钓, 清一色, 清碰
    and 碰碰胡 are all 不计 because of it."""
    score = r.score("7m [111m] [222m] [333m] [444m] +7m")
    assert (score.total, lines(score)) == (16, {"青金钩钓": (16, 1)})
    by = excluded(score)
    for part in ("金钩钓", "清一色", "清碰", "碰碰胡"):
        assert by[part] == "青金钩钓"


@pytest.mark.ruling("R-S1")
def test_qinglongqidui(r):
    """"青龙七对x32：即同一种花色的龙七对": ×32, one quad and no 根 (R-S1); 龙七对, 青七对,
    七对 and 清一色 不计."""
    score = r.score("1111m33m55m77m99m2m +2m")
    assert (score.total, lines(score)) == (32, {"青龙七对": (32, 1)})
    by = excluded(score)
    for part in ("龙七对", "青七对", "七对", "清一色"):
        assert by[part] == "青龙七对"


@pytest.mark.ruling("R-S1")
def test_qinglongqidui_two_quads(r):
    """"青龙七对x32" with two quads 1111m 2222m: ×32 × one 根 ×2 = 64 (R-S1)."""
    score = r.score("1111m2222m33445m +5m")
    assert (score.total, lines(score)) == (64, {"青龙七对": (32, 1), "根": (2, 1)})


@pytest.mark.ruling("R-S2")
def test_tianhu(r):
    """"天胡x32：即庄家杠摸好牌就自然成胡" (R-S2: 刚摸好牌): the dealer's dealt 14 win: 天胡 ×32
    replaces 平胡, × 自摸 ×2 = 64; with 自摸 ×2 off, 32."""
    how = {"dealer": True, "first_turn": True, "self_drawn": True}
    score = r.score(PLAIN, **how)
    assert (score.total, lines(score)) == (64, {"天胡": (32, 1), "自摸": (2, 1)})
    assert excluded(score) == {"平胡": "天胡"}
    assert widgets.rules("sichuan-xuezhan", zimo_double=False).score(PLAIN, **how).total == 32


@pytest.mark.ruling("R-S2")
@pytest.mark.ruling("P-X10")
def test_tianhu_needs_the_dealer_self_drawn(r):
    """"庄家…就自然成胡": after the first turn a dealer's self-draw is no 天胡; a dealer's
    first-turn win on a discard cannot happen (the first discard is the dealer's own): P-X10."""
    assert r.score(PLAIN, dealer=True, self_drawn=True).total == 2
    with pytest.raises(ImpossibleSituation, match="P-X10"):
        r.score(PLAIN, dealer=True, first_turn=True)


@pytest.mark.ruling("R-S3")
def test_dihu_on_the_dealers_first_discard(r):
    """"地胡x32：胡庄家打出的第一张牌": a non-dealer winning on the first discard: ×32."""
    score = r.score(PLAIN, first_turn=True)
    assert (score.total, lines(score)) == (32, {"地胡": (32, 1)})


@pytest.mark.ruling("R-S3")
def test_dihu_ready_from_the_deal_on_the_first_draw(r):
    """"或闲家起手牌就下叫，并在第一轮摸牌": a non-dealer's first draw wins: 地胡 ×32 × 自摸 ×2
    = 64 (R-S3: both readings score 地胡)."""
    score = r.score(PLAIN, first_turn=True, self_drawn=True)
    assert (score.total, lines(score)) == (64, {"地胡": (32, 1), "自摸": (2, 1)})


@pytest.mark.ruling("R-S3")
@pytest.mark.parametrize("hand, how, total", [
    ("123m456m11p23p [888p] +1p", {}, 1),                        # after a 碰: 平胡 ×1
    ("123m456m11p23p {8888p} +1p", {"self_drawn": True}, 4),    # after 暗杠: 自摸 × 杠
])
@pytest.mark.ruling("P-X7")
def test_dihu_void_after_a_pon_or_kong(r, hand, how, total):
    """"在胡牌前没有进行任何碰、杠(含暗杠)，否则不算": a 碰 or even a 暗杠 voids 地胡 (R-S3):
    the hand scores without it, and first_turn with a meld is refused as impossible (P-X7)."""
    score = r.score(hand, **how)
    assert "地胡" not in lines(score)
    assert score.total == total
    with pytest.raises(ImpossibleSituation, match="P-X7"):
        r.score(hand, first_turn=True, **how)


@pytest.mark.ruling("R-S1")
@pytest.mark.ruling("R-S4")
def test_tianhu_replacing_longqidui_gives_the_quad_its_gen(r):
    """R-S4 step 3: 天胡 ×32 replaces 龙七对 ×16, so 龙七对's "同时减一根" no longer applies and
    the held 1111m is a 根: 32 × 自摸 2 × 根 2 = 128 (as in the regular reading of
    1111m2233m 44556p, where 1111m is 11 + 123 + 123)."""
    how = {"dealer": True, "first_turn": True, "self_drawn": True}
    seven = r.score("1111m33m55m77p99p2p +2p", **how)
    assert (seven.total, lines(seven)) == (128, {"天胡": (32, 1), "自摸": (2, 1), "根": (2, 1)})
    both = r.score("1111m2233m44556p +6p", **how)
    assert both.total == 128


@pytest.mark.ruling("R-S1")
@pytest.mark.ruling("R-S4")
@pytest.mark.ruling("P-S23")
def test_dihu_is_the_pattern_on_the_tie_with_qinglongqidui(r):
    """P-S23: 地胡 ×32 and 青龙七对 ×32 tie; 地胡 is the pattern, and the "减一根" of the 七对
    it replaced goes with it, so the quad is a 根: 32 × 2 = 64, as on a two-suit 龙七对."""
    score = r.score("1111m33m55m77m99m2m +2m", first_turn=True)
    assert (score.total, lines(score)) == (64, {"地胡": (32, 1), "根": (2, 1)})
    assert excluded(score)["青龙七对"] == "地胡"
    assert r.score("1111m33m55m77p99p2m +2m", first_turn=True).total == 64


@pytest.mark.ruling("R-S4")
@pytest.mark.ruling("P-S3")
def test_daiyaojiu_multiplies_pinghu(r):
    """"带幺九x4 ： 每副顺子、刻子和将牌都含有一或九": 123m 123m 789m 99m 111p: ×1 × 4 = 4."""
    score = r.score("123m123m789m99m11p +1p")
    assert (score.total, lines(score)) == (4, {"带幺九": (4, 1), "平胡": (1, 1)})


@pytest.mark.ruling("R-S4")
@pytest.mark.ruling("P-S3")
def test_qingyise_with_daiyaojiu_is_16(r):
    """R-S4 step 2: "清一色x4" × "带幺九x4" = 16 (清幺九) for 123m 789m×3 11m."""
    score = r.score("123m789m789m789m1m +1m")
    assert (score.total, lines(score)) == (16, {"清一色": (4, 1), "带幺九": (4, 1)})


@pytest.mark.ruling("P-S3")
def test_daiyaojiu_needs_every_set(r):
    """"每副顺子、刻子和将牌都含有一或九": one set without a 1 or 9 (456m) and it is gone."""
    assert "带幺九" not in lines(r.score("123m456m789m99m11p +1p"))


@pytest.mark.ruling("P-S3")
def test_daiyaojiu_not_on_seven_pairs(r):
    """"每副顺子、刻子和将牌" names sets and the pair, so seven pairs of 1s and 9s are no 带幺九
    (P-S3): 1111m 9999m 1111p 99p is 龙七对 ×16 × two 根 ×4 = 64."""
    score = r.score("1111m9999m1111p9p +9p")
    assert (score.total, lines(score)) == (64, {"龙七对": (16, 1), "根": (2, 2)})


# ---- 额外番数: the extras, each ×2 -------------------------------------------------------------


@pytest.mark.ruling("R-S5")
def test_zimo(r):
    """"自摸x2": a self-drawn 平胡 is ×2."""
    score = r.score(PLAIN, self_drawn=True)
    assert (score.total, lines(score)) == (2, {"自摸": (2, 1), "平胡": (1, 1)})


@pytest.mark.ruling("R-S5")
def test_zimo_double_option_off(r):
    """R-S5: "自摸x2" and "自摸加底" are two rewards; with ``zimo_double=False`` only 自摸加底
    (settlement) remains and the multiplier has no 自摸 line."""
    off = widgets.rules("sichuan-xuezhan", zimo_double=False)
    score = off.score(PLAIN, self_drawn=True)
    assert (score.total, lines(score)) == (1, {"平胡": (1, 1)})
    assert off.options.zimo_add_base


@pytest.mark.ruling("R-S6")
def test_gangshanghua_with_zimo(r):
    """"杠上花x2" and "自摸x2" both count (R-S6): 平胡 with a 暗杠, won on the replacement tile:
    1 × 自摸 2 × 杠上花 2 × 杠 2 = 8."""
    score = r.score("123m456m11p23p {5555p} +4p", self_drawn=True, after_kong=True)
    assert score.total == 8
    assert lines(score) == {"自摸": (2, 1), "杠上花": (2, 1), "杠": (2, 1), "平胡": (1, 1)}


@pytest.mark.ruling("P-X3")
def test_gangshanghua_needs_a_self_draw(r):
    """"杠上花": a flower on the kong, i.e. the replacement tile drawn; a discard win after
    one's own kong cannot happen (P-X3)."""
    with pytest.raises(ImpossibleSituation, match="P-X3"):
        r.score("123m456m11p23p {5555p} +4p", after_kong=True)


@pytest.mark.ruling("P-X5")
def test_gangshangpao(r):
    """"杠上炮x2": winning on the discard a player makes right after their kong: ×2."""
    score = r.score(PLAIN, kong_discard=True)
    assert (score.total, lines(score)) == (2, {"杠上炮": (2, 1), "平胡": (1, 1)})
    with pytest.raises(ImpossibleSituation, match="P-X5"):  # 杠上炮 is a discard win
        r.score(PLAIN, kong_discard=True, self_drawn=True)


def test_qiangganghu(r):
    """"抢杠胡x2 … 指一家面下杠时，恰好有一家胡这张牌": ×2."""
    score = r.score(PLAIN, robbing_kong=True)
    assert (score.total, lines(score)) == (2, {"抢杠胡": (2, 1), "平胡": (1, 1)})


@pytest.mark.ruling("R-S7")
def test_gen_held_quad_in_a_regular_hand(r):
    """"根：四张相同的牌不作杠，为一根" and "每有一根x2": 1111m read 111m + 123m: ×2."""
    score = r.score("1111m23m456m789m5p +5p")
    assert (score.total, lines(score)) == (2, {"根": (2, 1), "平胡": (1, 1)})


@pytest.mark.ruling("R-S7")
def test_gen_pon_and_the_fourth_in_hand(r):
    """"四张相同的牌不作杠": a 碰 of 5p plus the fourth 5p used in 567p is four alike, not a
    kong: one 根, ×2 (R-S7)."""
    score = r.score("123m456m11p56p [555p] +7p")
    assert (score.total, lines(score)) == (2, {"根": (2, 1), "平胡": (1, 1)})


@pytest.mark.ruling("R-S7")
def test_gang_each_kong_and_no_gen_for_it(r):
    """"每有一杠x2": a 暗杠 and a 明杠: ×2 × 2 = 4, and the konged quads are no 根 (R-S7)."""
    score = r.score("123m11p23p {5555p} [7777m] +4p")
    assert (score.total, lines(score)) == (4, {"杠": (2, 2), "平胡": (1, 1)})


@pytest.mark.ruling("P-S4")
def test_haidilaoyue(r):
    """"海底捞月x2": the wall's last tile, self-drawn: 平胡 × 自摸 2 × 海底 2 = 4."""
    score = r.score(PLAIN, last_tile=True, self_drawn=True)
    assert (score.total, lines(score)) == (4, {"自摸": (2, 1), "海底捞月": (2, 1), "平胡": (1, 1)})


@pytest.mark.ruling("P-S4")
def test_haidilaoyue_needs_a_self_draw(r):
    """"海底捞月" is drawing the moon from the sea bottom: a win on the last discard is not it
    (P-S4)."""
    assert r.score(PLAIN, last_tile=True).total == 1


# ---- R-S4: pattern × 带幺九 × extras --------------------------------------------------------


@pytest.mark.ruling("R-S4")
@pytest.mark.parametrize("hand, how, total", [
    # 清碰 8 × 杠 2 × 自摸 2 = 32; and × 杠上花 2 = 64
    ("111m222m4m [333m] {5555m} +4m", {"self_drawn": True}, 32),
    ("111m222m4m [333m] {5555m} +4m", {"self_drawn": True, "after_kong": True}, 64),
    # 七对 4 × 杠上炮 2 = 8
    ("112233m4455667p +7p", {"kong_discard": True}, 8),
    # 龙七对 16 × 根 2 (two quads − 1) × 自摸 2 × 海底 2 = 128
    ("1111m2222m33p44p5p +5p", {"self_drawn": True, "last_tile": True}, 128),
    # 平胡 1 × 带幺九 4 × 抢杠胡 2 = 8 (123p×3 123m 99m beats 111p 222p 333p); the robbed
    # 一万 is held nowhere else (P-X18)
    ("111222333p99m23m +1m", {"robbing_kong": True}, 8),
    # 清一色 4 × 带幺九 4 × 根 2 (9999m held) = 32
    ("123m123m789m789m9m +9m", {}, 32),
    # 金钩钓 4 × 自摸 2 × 杠上花 2 × 杠 2⁴ = 256
    ("7m [1111m] [2222m+] {3333p} [4444p] +7m", {"self_drawn": True, "after_kong": True}, 256),
])
def test_totals_multiply(r, hand, how, total):
    """"胡牌番数" × "额外番数": R-S4 multiplies the best pattern, 带幺九 and every extra."""
    score = r.score(hand, **how)
    assert score.total == total
    product = 1
    for line in score.lines:
        product *= line.value ** line.count
    assert product == total


@pytest.mark.ruling("R-S4")
def test_cap_option(r):
    """R-S4 step 5: no cap in the seed; a room ``cap`` clips the total and says so."""
    capped = widgets.rules("sichuan-xuezhan", cap=8).score("123m789m789m789m1m +1m")
    assert capped.total == 8
    assert any("8" in note and "16" in note for note in capped.notes)
    assert lines(capped) == {"清一色": (4, 1), "带幺九": (4, 1)}  # the lines stay
    roomy = widgets.rules("sichuan-xuezhan", cap=64).score("123m789m789m789m1m +1m")
    assert (roomy.total, roomy.notes) == (16, ())
    assert r.score("123m789m789m789m1m +1m").total == 16  # default cap=0: none


# ---- the best reading wins; the others are alternatives ------------------------------------


@pytest.mark.ruling("R-S4")
def test_triplets_reading_beats_sequences(r):
    """111222333p 444m 77m: read as triplets it is "碰碰胡x2", as 123p×3 平胡 ×1; the best
    counts and the other is listed for teaching."""
    score = r.score("111222333p444m7m +7m")
    assert (score.total, lines(score)) == (2, {"碰碰胡": (2, 1)})
    assert [(a.total, list(lines(a))) for a in score.alternatives] == [(1, ["平胡"])]


@pytest.mark.ruling("R-S4")
@pytest.mark.ruling("P-S3")
def test_sequences_reading_beats_triplets_with_daiyaojiu(r):
    """111222333p 999m 11m: as triplets 碰碰胡 ×2 (222p has no 1/9); as 123p×3 every set holds
    a 1 or 9: 平胡 × "带幺九x4" = 4, which wins."""
    score = r.score("111222333p999m1m +1m")
    assert (score.total, lines(score)) == (4, {"带幺九": (4, 1), "平胡": (1, 1)})
    assert [(a.total, list(lines(a))) for a in score.alternatives] == [(2, ["碰碰胡"])]


def test_seven_pairs_beats_the_regular_reading(r):
    """112233m 4455667p is "七对x4" or 123m×2 456p×2 77p 平胡 ×1: 七对 wins."""
    score = r.score("112233m4455667p +7p")
    assert score.arrangement.form == "seven-pairs"
    assert [(a.total, a.arrangement.form) for a in score.alternatives] == [(1, "regular")]


def test_a_three_suit_hand_scores_nothing(r):
    """"至少缺一门才可胡牌": score() refuses a 花猪 rather than scoring it."""
    with pytest.raises(NotAllowed, match="花猪"):
        r.score("123m456m789m11p23s +4s")


def test_score_with_a_situation_object(r):
    """The situation may be an object; keywords given too win over it."""
    how = widgets.Situation(self_drawn=True)
    assert r.score(PLAIN, how).total == 2
    assert r.score(PLAIN, how, self_drawn=False).total == 1
