"""双人麻将 fans (番型介绍, seed 000 lines 108–191): the table is the seed's, row by row — names,
values, 不计 lists — every row triggers on a hand with the fans it excludes absent and the
excluder named, and the MCR principles hold where the seed is silent (R-D10).

Totals in the docstrings are added up by hand.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from shared import excluded

import widgets
from widgets import ImpossibleSituation
from widgets.mahjong.shuangren_fans import (
    ADDED_EXCLUDES,
    FANS,
    NOT_FOR_QIHU,
    REDUCES,
    SEED_EXCLUDES,
    chow_fans,
)

SEED = Path(__file__).resolve().parents[2] / "shared" / "seeds" / "000_7164081bd0436488.txt"


@pytest.fixture(scope="module")
def r():
    return widgets.rules("shuangren", qihu=0)


def lines(score) -> dict[str, int]:
    """zh name → count of the fans that count."""
    return {line.zh: line.count for line in score.lines}


# ---- the table is the seed's ---------------------------------------------------------------


def seed_table() -> list[tuple[str, int, str]]:
    """(name, value, text) of every row under 番型介绍, parsed from the seed file."""
    if not SEED.is_file():
        pytest.skip(f"the seed file is not here: {SEED}")
    rows, value = [], None
    for line in SEED.read_text(encoding="utf-8").splitlines()[107:191]:
        if m := re.fullmatch(r"(\d+)番", line.strip()):
            value = int(m.group(1))
        elif "：" in line and value:
            name, _, text = line.partition("：")
            rows.append((name.strip(), value, text))
    return rows


def seed_excludes(text: str) -> list[str]:
    """The names after "不计" (not "不计入起和番数"), up to the end of the sentence."""
    # 花牌's line ends with 补花's note "花牌补花成和计自摸分，不计杠上开花" (as line 103): a win
    # on a flower replacement is 自摸, not 杠上开花 — a situation, not a 不计 list of 花牌
    text = text.replace("花牌补花成和计自摸分，不计杠上开花", "")
    out = []
    for m in re.finditer(r"不计(?!入)：?([^。(]*)", text):
        out += [n.strip() for n in re.split(r"[、，]", m.group(1)) if n.strip()]
    return out


def test_the_table_has_the_seeds_69_rows_with_the_seeds_values(r):
    """Every row of 番型介绍, by name and value (R-D9: seed values win, e.g. 四方大发财 168,
    大于五 64, 天胡 48); the seed's 一步三节高 is 一色三步高 (R-D3)."""
    rows = seed_table()
    assert len(rows) == len(FANS) == 69
    for name, value, _ in rows:
        assert r.fan(name).value == value, name
    assert r.fan("一步三节高").zh == "一色三步高"


def test_the_seeds_buji_lists_are_copied_as_written(r):
    """Each "不计…" of the seed is the row's SEED_EXCLUDES, name for name."""
    for name, _, text in seed_table():
        listed = [r.fan(n).key for n in seed_excludes(text)]
        assert tuple(listed) == SEED_EXCLUDES.get(r.fan(name).key, ()), name


def test_every_added_exclusion_says_where_it_comes_from():
    """Beyond the seed's lists, an exclusion comes from R-D10 (MCR's list where the seed has
    none), 不重复 ("implied"), or MCR's one-wait-fan rule; R-D10 fills only rows without a
    seed list."""
    for (fan, gone), (source, why) in ADDED_EXCLUDES.items():
        assert source in ("R-D10", "implied", "MCR") and why
        assert gone not in SEED_EXCLUDES.get(fan, ())
        if source == "R-D10":
            assert fan not in SEED_EXCLUDES
    rows = {f.key: f for f in FANS}
    for fan, (taken, _) in REDUCES.items():
        assert taken[0] in rows and fan in rows


# ---- one hand per row --------------------------------------------------------------------------

PLAIN = "123s456s78s111z55z +9s"  # 清龙 混一色 幺九刻 门前清; waits 6s 9s, so no wait fan
F8 = PLAIN.replace(" +", " 12345678f +")

# (fan key, hand, situation, seen tiles): each hand scores the row.
TRIGGERS = [
    ("sifangdafacai", "111222333444z6z +6z", {}, ()),
    ("dasixi", "111222333444z5s +5s", {}, ()),
    ("dasanyuan", "555666777z123s9s +9s", {}, ()),
    ("lvyise", "223344666s666z8s +8s", {}, ()),
    ("jiulianbaodeng", "1112345678999s +5s", {}, ()),
    ("sigang", "[1111s] [9999s] {5555z} {7777z} 2s +2s", {}, ()),
    ("lianqidui", "1122334455667s +7s", {"self_drawn": True}, ()),
    ("daqixing", "1122334455667z +7z", {}, ()),
    ("baxianguohai", F8, {}, ()),
    ("xiaosixi", "111222333z44z23s +1s", {}, ()),
    ("xiaosanyuan", "555666z77z123s45s +6s", {}, ()),
    ("ziyise", "111222333z555z7z +7z", {}, ()),
    ("sianke", "111s333s555s777z9s +9s", {"self_drawn": True}, ()),
    ("yiseshuanglonghui", "123123789789s5s +5s", {}, ()),
    ("dayuwu", "6666777888999s +9s", {}, ()),
    ("xiaoyuwu", "1111222333444s +4s", {}, ()),
    ("tianhu", PLAIN, {"dealer": True, "first_turn": True, "self_drawn": True}, ()),
    ("yisesitongshun", "111122223333s5z +5z", {}, ()),
    ("yisesijiegao", "111222333444s5z +5z", {}, ()),
    ("dihu", PLAIN, {"first_turn": True, "self_drawn": True}, ()),
    ("yisesibugao", "122333444556s5z +5z", {}, ()),
    ("sangang", "[1111s] [2222z] {3333z} 456s7z +7z", {}, ()),
    ("hunyaojiu", "111s999s111z222z5z +5z", {}, ()),
    ("renhu", PLAIN, {"first_turn": True}, ()),
    ("qidui", "1133557799s113z +3z", {"self_drawn": True}, ()),
    ("qingyise", "123s456s678s99s11s +1s", {}, ()),
    ("yisesantongshun", "[123s] 123123s456s9s +9s", {}, ()),
    ("yisesanjiegao", "[111s] [222s] [333s] 456s9s +9s", {}, ()),
    ("tianting", PLAIN, {"declared_at_start": True}, ()),
    ("qinglong", "123456789s11z55z +5z", {}, ()),
    ("yisesanbugao", "122333445789s5z +5z", {}, ()),
    ("sananke", "111s555s999s123s7z +7z", {}, ()),
    ("sanfengke", "111222333z999s5s +5s", {}, ()),
    ("tuibudao", "4455668889s777z +9s", {}, ()),
    ("miaoshouhuichun", PLAIN, {"self_drawn": True, "last_tile": True}, ()),
    ("haidilaoyue", PLAIN, {"last_tile": True}, ()),
    ("gangshangkaihua", "[1111z] 123s456s789s5s +5s", {"self_drawn": True, "after_kong": True},
     ()),
    ("qiangganghu", PLAIN, {"robbing_kong": True}, (26, 26, 26)),
    ("pengpenghu", "[111s] 333s555s777z9s +9s", {}, ()),
    ("hunyise", PLAIN, {}, ()),
    ("quanqiuren", "[123s] [456s] [789s] [111z] 5z +5z", {}, ()),
    ("shuangangang", "{1111s} {9999s} 234s567s5z +5z", {}, ()),
    ("shuangjianke", "555666z123s456s9s +9s", {}, ()),
    ("quandaiyao", "1112378999s111z +9s", {}, ()),
    ("buqiuren", PLAIN, {"self_drawn": True}, ()),
    ("shuangminggang", "[1111s] [9999s] 234s567s5z +5z", {}, ()),
    ("hejuezhang", PLAIN, {}, (26, 26, 26)),
    ("meilanzhuju", PLAIN.replace(" +", " 5678f +"), {}, ()),
    ("chunxiaqiudong", PLAIN.replace(" +", " 1234f +"), {}, ()),
    ("lizhi", PLAIN, {"declared_ready": True}, ()),
    ("jianke", "555z123s456s789s9s +9s", {}, ()),
    ("menqianqing", PLAIN, {}, ()),
    ("pinghu", "123s234s456s789s5s +5s", {}, ()),
    ("siguiyi", "1233345s789s111z +3s", {}, ()),
    ("shuanganke", "111s555s234s678s9s +9s", {}, ()),
    ("angang", "{1111z} 123s456s789s5s +5s", {}, ()),
    ("duanyao", "234s456s678s234s8s +8s", {}, ()),
    ("yibangao", "123s123s567s111z9s +9s", {}, ()),
    ("lianliu", "123s456s111z222z9s +9s", {}, ()),
    ("laoshaofu", "123s789s111z222z5s +5s", {}, ()),
    ("yaojiuke", PLAIN, {}, ()),
    ("minggang", "[1111s] 234s567s789s5z +5z", {}, ()),
    ("bianzhang", "12s456s789s111z55z +3s", {}, ()),
    ("kanzhang", "13s456s789s111z55z +2s", {}, ()),
    ("dandiaojiang", "123s456s789s111z5z +5z", {}, ()),
    ("huapai", PLAIN.replace(" +", " 25f +"), {}, ()),
    ("erwubajiang", "123s456s78s111z55s +9s", {}, ()),
    ("yaojiutou", "234s456s78s111z11s +9s", {}, ()),
    ("zimo", "[123s] 456s789s111z5z +5z", {"self_drawn": True}, ()),
]


def test_every_row_has_a_trigger():
    assert sorted(t[0] for t in TRIGGERS) == sorted(f.key for f in FANS)


@pytest.mark.parametrize("key, hand, how, seen", TRIGGERS, ids=[t[0] for t in TRIGGERS])
def test_each_row_triggers_and_its_buji_fans_are_absent(r, key, hand, how, seen):
    """The row counts with the seed's value; no fan it excludes counts; every excluded fan
    names a counted fan that excludes it."""
    score = r.score(hand, seen=seen, **how)
    row = r.fan(key)
    assert score.has(key), [line.zh for line in score.lines]
    assert next(x for x in score.lines if x.key == key).value == row.value
    counted = {x.key for x in score.lines}
    assert not counted & set(row.excludes)
    rows = {f.key: f for f in r.fans}
    for e in score.excluded:
        assert e.by in counted
        assert e.key in rows[e.by].excludes or (e.key, e.count) in rows[e.by].reduces


# Rows whose trigger hand shows the seed's exclusions at work: fan → {excluded: excluder}.
EXCLUDED_BY = {
    "sifangdafacai": {"大四喜": "四方大发财", "字一色": "四方大发财", "三风刻": "四方大发财",
                      "碰碰和": "四方大发财", "幺九刻": "四方大发财", "全带幺": "四方大发财"},
    "dasixi": {"三风刻": "大四喜", "碰碰和": "大四喜", "幺九刻": "大四喜"},
    "dasanyuan": {"箭刻": "大三元", "双箭刻": "大三元"},
    "lvyise": {"混一色": "绿一色"},
    "jiulianbaodeng": {"清一色": "九莲宝灯", "门前清": "九莲宝灯", "幺九刻": "九莲宝灯"},
    "sigang": {"三杠": "四杠", "双暗杠": "四杠", "双明杠": "四杠", "明杠": "四杠",
               "暗杠": "四杠", "单钓将": "四杠", "碰碰和": "四杠"},
    "lianqidui": {"七对": "连七对", "清一色": "连七对", "不求人": "连七对"},
    "daqixing": {"字一色": "大七星", "七对": "大七星", "门前清": "大七星", "单钓将": "大七星"},
    "baxianguohai": {"春夏秋冬": "八仙过海", "梅兰竹菊": "八仙过海", "花牌": "八仙过海"},
    "xiaosixi": {"三风刻": "小四喜", "幺九刻": "小四喜"},
    "xiaosanyuan": {"箭刻": "小三元", "双箭刻": "小三元"},
    "ziyise": {"碰碰和": "字一色", "全带幺": "字一色", "幺九刻": "字一色"},
    "sianke": {"碰碰和": "四暗刻", "三暗刻": "四暗刻", "双暗刻": "四暗刻", "不求人": "四暗刻"},
    "yiseshuanglonghui": {"平和": "一色双龙会", "清一色": "一色双龙会", "一般高": "一色双龙会",
                          "老少副": "一色双龙会", "二五八将": "一色双龙会"},
    "tianhu": {"不求人": "天胡", "自摸": "天胡"},
    "yisesitongshun": {"一般高": "一色四同顺", "四归一": "一色四同顺",
                       "一色三同顺": "一色四同顺"},
    "yisesijiegao": {"一色三节高": "一色四节高"},
    "dihu": {"不求人": "地胡", "自摸": "地胡"},
    "yisesibugao": {"一色三步高": "一色四步高", "连六": "一色四步高"},
    "sangang": {"双明杠": "三杠", "明杠": "三杠", "暗杠": "三杠"},
    "hunyaojiu": {"全带幺": "混幺九", "幺九刻": "混幺九"},
    "renhu": {"门前清": "人胡"},
    "qidui": {"不求人": "七对"},
    "yisesantongshun": {"一般高": "一色三同顺"},
    "tianting": {"立直": "天听"},
    "qinglong": {"连六": "清龙", "老少副": "清龙"},
    "sananke": {"双暗刻": "三暗刻"},
    "sanfengke": {"幺九刻": "三风刻"},
    "miaoshouhuichun": {"自摸": "妙手回春"},
    "gangshangkaihua": {"自摸": "杠上开花"},
    "qiangganghu": {"和绝张": "抢杠和"},
    "quanqiuren": {"单钓将": "全求人"},
    "shuangangang": {"双暗刻": "双暗杠", "暗杠": "双暗杠"},
    "shuangjianke": {"箭刻": "双箭刻"},
    "buqiuren": {"自摸": "不求人"},
    "shuangminggang": {"明杠": "双明杠"},
    "meilanzhuju": {"花牌": "梅兰竹菊"},
    "chunxiaqiudong": {"花牌": "春夏秋冬"},
    "angang": {"单钓将": "坎张"},
}


@pytest.mark.parametrize("key", sorted(EXCLUDED_BY))
def test_the_excluded_fans_are_shown_with_their_excluder(r, key):
    """The lab shows each 不计 fan struck out with the fan that excluded it."""
    _, hand, how, seen = next(t for t in TRIGGERS if t[0] == key)
    got = excluded(r.score(hand, seen=seen, **how))
    assert {k: got.get(k) for k in EXCLUDED_BY[key]} == EXCLUDED_BY[key]


# ---- totals, added by hand ---------------------------------------------------------------------


@pytest.mark.ruling("R-D9")
def test_sifang_dafacai_total(r):
    """"四方大发财：由4副风刻(杠)加一对发财组成的牌型，不计大四喜、字一色、三风刻、碰碰和、
    幺九刻": 168, plus 四暗刻 64 (four concealed triplets) and 单钓将 1 (one wait, 6z) = 233.
    全带幺 is gone too (不重复: every set is an honour)."""
    score = r.score("111222333444z6z +6z")
    assert score.total == 168 + 64 + 1
    assert lines(score) == {"四方大发财": 1, "四暗刻": 1, "单钓将": 1}


def test_nine_gates_total(r):
    """九莲宝灯 88 on a discard: 111 234 55 678 999 — 双暗刻 2 (111 and 999), 二五八将 1
    (the 55) = 91; 清一色, 门前清 and 幺九刻 are 不计 (seed)."""
    score = r.score("1112345678999s +5s")
    assert score.total == 88 + 2 + 1
    assert lines(score) == {"九莲宝灯": 1, "双暗刻": 1, "二五八将": 1}


def test_nine_gates_self_drawn_counts_zimo(r):
    """"九莲宝灯…不计…不求人": self-drawn, 不求人 is not counted, so 自摸 1 is (不求人 would
    have excluded it; an excluded fan excludes nothing — MCR does the same)."""
    score = r.score("1112345678999s +5s", self_drawn=True)
    assert "不求人" in excluded(score) and lines(score)["自摸"] == 1
    assert score.total == 92


def test_plain_hand_total(r):
    """123 456 78+9条 111东 55中: 清龙 16 + 混一色 6 + 门前清 2 + 幺九刻 1 = 25; 连六 and 老少副
    are inside 清龙 ("清龙…不计连六、老少副")."""
    score = r.score(PLAIN)
    assert score.total == 25
    assert lines(score) == {"清龙": 1, "混一色": 1, "门前清": 1, "幺九刻": 1}


# ---- MCR's principles where the seed is silent (R-D10) -----------------------------------------


@pytest.mark.ruling("R-D10")
def test_taosuan_yici_the_fourth_sequence_combines_once(r):
    """套算一次: 123 123 123 + 456条 is 一色三同顺 and one 连六 — not three (the 456 pairs with
    each 123, but combines with the three only once)."""
    score = r.score("[123s] 123123s456s9s +9s")
    assert lines(score)["一色三同顺"] == 1 and lines(score)["连六"] == 1


@pytest.mark.ruling("R-D10")
def test_bu_de_xiang_tong_two_sequence_fans(r):
    """不得相同: 123 123 456 456条 makes at most three two-sequence fans: 一般高 ×2 and one
    连六 (not 连六 ×4). (The 吃 keeps it from being seven pairs.)"""
    score = r.score("[123s] 123s445566s5z +5z")
    assert lines(score)["一般高"] == 2 and lines(score)["连六"] == 1


def test_chow_fans_follow_mcr():
    """The sequence helper, on its own (lowest tiles: 18 = 1条)."""
    assert dict(chow_fans((18, 18, 21, 21))) == {"yibangao": 2, "lianliu": 1}
    assert dict(chow_fans((18, 24))) == {"laoshaofu": 1}
    assert dict(chow_fans((18, 19, 20, 21)))["yisesibugao"] == 1
    assert dict(chow_fans((18, 20, 22, 24)))["yisesibugao"] == 1
    assert chow_fans((18, 22)) == {}


@pytest.mark.ruling("R-D10")
def test_bu_chong_fu_four_kongs_are_all_pungs(r):
    """不重复: "四杠…不计三杠、双暗杠、双明杠、明杠、暗杠、单钓将" does not list 碰碰和, but four
    kongs always are four triplets: 碰碰和 is 不计 too (MCR lists it)."""
    score = r.score("[1111s] [9999s] {5555z} {7777z} 2s +2s")
    assert excluded(score)["碰碰和"] == "四杠"


@pytest.mark.ruling("R-D10")
def test_option_implied_exclusions_off_reads_the_seed_lists_literally():
    """With ``implied_exclusions=False`` only the seed's lists (and R-D10's fills) apply:
    四杠 then also scores 碰碰和 6, and two 暗杠 score 双暗杠 6 + 暗杠 2 ×2."""
    r = widgets.rules("shuangren", qihu=0, implied_exclusions=False)
    assert lines(r.score("[1111s] [9999s] {5555z} {7777z} 2s +2s"))["碰碰和"] == 1
    score = r.score("{1111s} {9999s} 234s567s5z +5z")
    assert lines(score)["暗杠"] == 2 and lines(score)["双暗杠"] == 1


@pytest.mark.ruling("R-D10")
def test_jiu_gao_bu_jiu_di_the_best_reading_counts(r):
    """就高不就低: 111 222 333条 can be three triplets or three 123s; the triplets (一色三节高 24
    + 三暗刻 16 …) beat the sequences (一色三同顺 24 …), and the other reading is kept as an
    alternative that scored less."""
    score = r.score("111222333s456s9s +9s")
    assert "一色三节高" in lines(score) and "三暗刻" in lines(score)
    assert any("一色三同顺" in lines(a) for a in score.alternatives)
    assert all(a.total <= score.total for a in score.alternatives)


@pytest.mark.ruling("R-D10")
def test_qidui_excludes_menqianqing_and_single_wait(r):
    """七对 has no 不计 list in the seed; MCR's: 门前清, 不求人, 单钓将 (R-D10)."""
    score = r.score("1133557799s113z +3z")
    assert excluded(score) == {"门前清": "七对", "单钓将": "七对"}
    assert score.total == 24 + 6  # 七对 + 混一色


@pytest.mark.ruling("R-D10")
def test_sanfengke_takes_three_yaojiuke(r):
    """三风刻 has no 不计 list; MCR's 三风刻 does not count the 幺九刻 of its three wind
    triplets (R-D10) — a fourth 幺九 triplet (999条) still counts."""
    score = r.score("111222333z999s5s +5s")
    assert lines(score)["幺九刻"] == 1
    e = next(x for x in score.excluded if x.zh == "幺九刻")
    assert (e.by_zh, e.count) == ("三风刻", 3)


@pytest.mark.ruling("R-D11")
def test_dragon_pung_is_jianke_not_yaojiuke(r):
    """"幺九刻：…字牌的一副刻子": R-D11 reads it as MCR — a dragon triplet scores 箭刻 2,
    not also 幺九刻; a wind triplet scores 幺九刻."""
    score = r.score("555z123s456s789s9s +9s")
    assert lines(score)["箭刻"] == 1 and "幺九刻" not in lines(score)
    assert lines(r.score(PLAIN))["幺九刻"] == 1  # 111东


@pytest.mark.ruling("R-D8")
def test_xiaosixi_needs_the_fourth_wind_as_pair(r):
    """"小四喜：…风牌的3副刻子及将牌": R-D8 — the pair is the fourth wind; with another pair
    the hand is 三风刻 only."""
    assert "小四喜" in lines(r.score("111222333z44z23s +1s"))
    other = r.score("111222333z55z23s +1s")
    assert "小四喜" not in lines(other) and "三风刻" in lines(other)


@pytest.mark.ruling("R-D8")
def test_xiaosanyuan_needs_the_third_dragon_as_pair(r):
    """"小三元：…箭牌的两副刻子及将牌": R-D8 — the pair is the third dragon."""
    assert "小三元" in lines(r.score("555666z77z123s45s +6s"))
    other = r.score("555666z11z123s45s +6s")
    assert "小三元" not in lines(other) and "双箭刻" in lines(other)


@pytest.mark.ruling("R-D1")
def test_angang_is_one_concealed_kong(r):
    """"暗杠：牌里有2个暗刻" is copied from 双暗刻 (R-D1): one concealed kong scores 暗杠 2."""
    assert lines(r.score("{1111z} 123s456s789s5s +5s"))["暗杠"] == 1


@pytest.mark.ruling("R-D2")
def test_lianliu_is_six_in_a_row(r):
    """"连六：牌里有一种花色且序数相同的2副顺子" is copied from 一般高 (R-D2): 连六 is 123+456."""
    assert "连六" in lines(r.score("123s456s111z222z9s +9s"))
    assert "连六" not in lines(r.score("123s123s567s111z9s +9s"))


@pytest.mark.ruling("R-D3")
def test_yibu_sanjiegao_is_yise_sanbugao(r):
    """"一步三节高：一种花色3副依次递增一位数或依次递增二位数的顺子" is MCR's 一色三步高
    (R-D3): 123 234 345 or 123 345 567."""
    assert "一色三步高" in lines(r.score("122333445789s5z +5z"))
    assert "一色三步高" in lines(r.score("123345567s111z9s +9s"))


@pytest.mark.ruling("R-D5")
def test_minggang_is_an_exposed_kong(r):
    """"明杠：自己有暗刻，碰别人打出的一张相同的牌开杠：或自己抓进一张与碰的明刻相同" (R-D5):
    both a kong of a discard and an added kong score 明杠 1."""
    assert lines(r.score("[1111s] 234s567s789s5z +5z"))["明杠"] == 1
    assert lines(r.score("[1111s+] 234s567s789s5z +5z"))["明杠"] == 1


# ---- waits: 边张 坎张 单钓将 ------------------------------------------------------------------


def test_bianzhang_12_wins_on_3(r):
    """"边张：单和123的3及789的7": 12 + 3 with nothing else waiting."""
    assert lines(r.score("12s456s789s111z55z +3s"))["边张"] == 1
    assert lines(r.score("456s789s89s111z55z +7s"))["边张"] == 1


def test_bianzhang_not_when_12345(r):
    """"手中有12345和3…不算边张": 12345 waits on 3 and 6, so 3 is not the only tile."""
    score = r.score("12345s789s111z55z +3s")
    assert "边张" not in lines(score)


def test_bianzhang_1233_wins_on_3(r):
    """"1233和3、7789和7都为边张": 123 + 33 reads the 3 as the edge of 123 (and not as the
    pair: one wait fan per win, 边张 first)."""
    score = r.score("1233s666s111z222z +3s")
    assert lines(score)["边张"] == 1 and excluded(score).get("单钓将") == "边张"
    assert lines(r.score("7789s444s111z222z +7s"))["边张"] == 1


def test_kanzhang_and_4556(r):
    """"坎张：和2张牌之间的牌。4556和5也为坎张": 13 + 2, and 4556 + 5 (read 456 + 55)."""
    assert lines(r.score("13s456s789s111z55z +2s"))["坎张"] == 1
    score = r.score("4556s789s111z222z +5s")
    assert lines(score)["坎张"] == 1 and excluded(score)["单钓将"] == "坎张"


def test_kanzhang_not_when_45567(r):
    """"手中有45567和6不算坎张": 45567 waits on 3 and 6."""
    assert "坎张" not in lines(r.score("45567s789s111z55z +6s"))


def test_dandiaojiang_single_tile(r):
    """"单钓将：钓单张牌作将成和": a lone 5z waiting for its pair."""
    assert lines(r.score("123s456s789s111z5z +5z"))["单钓将"] == 1


def test_dandiaojiang_not_when_the_pair_tile_has_another_wait(r):
    """"补充说明：边/坎/单钓的情况只能胡一张": 1234 waits on 1 and 4, so the 1 is no 单钓."""
    assert "单钓将" not in lines(r.score("234s456s789s111z1s +1s"))


# ---- situational fans ----------------------------------------------------------------------


def test_hejuezhang_from_the_seen_tiles(r):
    """"和绝张：和牌池、桌面已亮明的3张牌外所剩的第4张牌": with three 9条 seen, a win on
    the 9条 is 和绝张; with two seen it is not."""
    assert lines(r.score(PLAIN, seen=(26, 26, 26)))["和绝张"] == 1
    assert "和绝张" not in lines(r.score(PLAIN, seen=(26, 26)))


def test_hejuezhang_counts_own_melds(r):
    """Three of the winning tile in one's own 碰 are on the table too."""
    score = r.score("46s [555s] 789s111z55z +5s")
    assert lines(score)["和绝张"] == 1


@pytest.mark.ruling("R-D9")
def test_tianhu_dihu_renhu_from_the_situation(r):
    """天胡 48 (dealer, first draw), 地胡 32 (non-dealer, first draw), 人胡 24 (non-dealer, the
    dealer's first discard) — seed values (R-D9). Not with a meld: "如果庄家在发完牌后有暗杠，
    那么不算天和"."""
    first = {"first_turn": True}
    assert "天胡" in lines(r.score(PLAIN, dealer=True, self_drawn=True, **first))
    assert "地胡" in lines(r.score(PLAIN, self_drawn=True, **first))
    assert "人胡" in lines(r.score(PLAIN, **first))
    kong = "{1111z} 123s456s78s55z +9s"  # a 暗杠 after the deal: not a first-turn win (P-X7)
    assert "天胡" not in lines(r.score(kong, dealer=True, self_drawn=True))
    with pytest.raises(ImpossibleSituation, match="P-X7"):
        r.score(kong, dealer=True, self_drawn=True, **first)


@pytest.mark.ruling("R-D13")
def test_tianting_and_lizhi_need_a_declaration(r):
    """立直 "门前清且报听后和牌" and 天听 "庄家打出第一张牌时报听": situation flags
    ``declared_ready`` and ``declared_at_start`` (R-D13's 报听); 天听 does not also count
    立直 (不重复: one declaration). 立直 adds to 门前清 (see the lesson: excluding it would make
    declaring worth nothing)."""
    assert lines(r.score(PLAIN, declared_ready=True))["立直"] == 1
    assert "门前清" in lines(r.score(PLAIN, declared_ready=True))
    score = r.score(PLAIN, declared_at_start=True)
    assert "天听" in lines(score) and excluded(score)["立直"] == "天听"
    with pytest.raises(ImpossibleSituation, match="R-D13"):  # 报听 needs 门前清
        r.score("[123s] 456s78s111z55z +9s", declared_ready=True)


@pytest.mark.ruling("R-D4")
def test_haidi_laoyue_and_miaoshou_huichun(r):
    """妙手回春: self-drawing the wall's last tile; 海底捞月 (R-D4): winning on the discard
    after it."""
    assert "妙手回春" in lines(r.score(PLAIN, last_tile=True, self_drawn=True))
    assert "海底捞月" in lines(r.score(PLAIN, last_tile=True))


@pytest.mark.ruling("P-X4")
def test_gangshang_kaihua_needs_a_kong(r):
    """"杠上开花：开杠抓进的牌成和牌(不包括补花)": without a kong in the hand there was no kong
    replacement (P-X4); a flower's replacement is plain 自摸 ("补花成和计自摸分，不计杠上开花")."""
    flower = PLAIN.replace(" +", " 1f +")
    with pytest.raises(ImpossibleSituation, match="P-X4"):
        r.score(flower, self_drawn=True, after_kong=True)
    score = r.score(flower, self_drawn=True)
    assert "杠上开花" not in lines(score) and "自摸" in excluded(score)  # 不求人 takes 自摸


# ---- flowers (R-D12) and 起胡 (R-D7) --------------------------------------------------------


@pytest.mark.ruling("R-D12")
def test_flower_sets_replace_their_flowers(r):
    """"花牌：…每花计一番"; 春夏秋冬 4 and 梅兰竹菊 4 "(不计入起和番数)"; R-D12: a complete set
    replaces the 1 per flower of its four — 春夏秋冬 + 梅 = 4 + 1."""
    score = r.score(PLAIN.replace(" +", " 12345f +"))
    assert lines(score)["春夏秋冬"] == 1 and lines(score)["花牌"] == 1
    assert score.total == 25 + 4 + 1


@pytest.mark.ruling("R-D12")
def test_baxian_guohai_replaces_everything(r):
    """"八仙过海：…不计春夏秋冬、梅兰竹菊": 88 for all eight, no sets, no 花牌."""
    score = r.score(F8)
    assert score.total == 25 + 88
    assert excluded(score) == {"梅兰竹菊": "八仙过海", "春夏秋冬": "八仙过海", "花牌": "八仙过海",
                               "连六": "清龙", "老少副": "清龙"}


SMALL = "[234s] 678s78s111z55z +9s"  # 混一色 6 + 幺九刻 1 = 7


@pytest.mark.ruling("R-D7")
def test_qihu_refuses_a_small_hand_with_its_total_and_threshold():
    """"起胡：达到一定番数才可胡牌", 8 by default (R-D7): 混一色 6 + 幺九刻 1 = 7 cannot win; the
    refusal says "not enough fan" with the total and the threshold, and keeps the breakdown."""
    r = widgets.rules("shuangren")
    with pytest.raises(widgets.NotAllowed, match=r"not enough fan: 7 counts towards the "
                       r"minimum of 8 \(起胡\)") as e:
        r.score(SMALL)
    assert e.value.score.total == 7
    assert widgets.rules("shuangren", qihu=7).score(SMALL).total == 7
    assert widgets.rules("shuangren", qihu=0).score(SMALL).total == 7


@pytest.mark.ruling("R-D7")
def test_qihu_never_counts_flowers_or_lizhi():
    """"(不计入起和番数)": 花牌, 春夏秋冬, 梅兰竹菊, 八仙过海 and 立直 never count towards 起胡:
    the 7-point hand with all eight flowers (95 points) is still short."""
    assert NOT_FOR_QIHU == {"huapai", "chunxiaqiudong", "meilanzhuju", "baxianguohai", "lizhi"}
    r = widgets.rules("shuangren")
    for flowers in ("12345678f", "1234f", "5f"):
        with pytest.raises(widgets.NotAllowed, match=r"not enough fan: 7 \(of the total \d+\)"):
            r.score(SMALL.replace(" +", f" {flowers} +"))
    concealed = "234s678s78s111z55z +9s"  # 混一色 6 门前清 2 幺九刻 1 = 9: wins; 立直 on top
    assert r.score(concealed, declared_ready=True).total == 11
    with pytest.raises(widgets.NotAllowed, match="not enough fan: 7"):
        widgets.rules("shuangren", qihu=10).score(SMALL.replace(" +", " 5f +"))
