"""跑胡子 (paohuzi): cards and notation, the win check, waits, 番, 省 and 子, payments, the 王
penalty, and the actions on a shown card with their priority. Each test cites the seed (001,
first section) or the ruling in rules/cards.md §2 / the P-PH id in widgets/cards/paohuzi/."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import widgets
from widgets.cards import NotAllowed, NotationError
from widgets.cards.paohuzi import (
    BIG_ZH,
    SMALL_ZH,
    Memory,
    W,
    card_text,
    card_zh,
    is_red,
    parse_hand,
)
from widgets.cards.paohuzi.claims import eat_combos
from widgets.cards.paohuzi.groups import N, chi_kind

R = widgets.rules("paohuzi")
WIN18 = "x123 d2710 x555 d888 x99 d9 x678 d34 +d5"  # 3 + 6 + 3 + 6 = 18 胡息, no 王


# ---- cards and notation -------------------------------------------------------------------------


def test_the_deck_has_82_cards():
    """Seed: 小寫"一"到"十"各4張共40張，大寫"壹"到"拾"各4張共40張。兩張"王霸"，一共82張牌."""
    assert sum(R.deck.values()) == 82 and R.deck[W] == 2
    assert [card_zh(c) for c in (0, 9, 10, 19, W)] == ["小一", "小十", "大壹", "大拾", "王"]


@pytest.mark.ruling("A3")
def test_the_red_cards_are_two_seven_ten():
    """A3: 红字 are 二七十 and 贰柒拾: 24 red cards in the deck."""
    assert sum(4 for c in range(N) if is_red(c)) == 24
    assert [card_text(c) for c in range(N) if is_red(c)] == ["x2", "x7", "x10", "d2", "d7",
                                                            "d10"]
    assert not is_red(W)


def test_notation_round_trips_and_reads_chinese():
    for text in ("x123 W [d333] {x5555} +x7", "x2710 d1123", "x110 W W", "[x99 d9] +W"):
        assert parse_hand(text).text() == text
    assert parse_hand(SMALL_ZH + BIG_ZH + "王霸").text() == "x12345678910 d12345678910 W"
    assert parse_hand("小九小九大玖").text() == "x99 d9"


@pytest.mark.parametrize("text, words", [
    ("x0", "bad number '0' at 1"), ("5", "no case before it"), ("x1 q", "bad card 'q' at 3"),
    ("[x12", "never closed"), ("[x124]", "not a group"), ("{x123}", "not a group"),
    ("+x1 x2", "comes last"), ("x1 +x12", "one card"), ("[x33W]", "P-PH2"),
    ("[x555*]", "'\\*' at 5 marks a 臭偎"), ("{x5555*}", "not a 臭偎"),
])
def test_bad_notation_names_the_token(text, words):
    with pytest.raises(NotationError, match=words.replace("(", r"\(").replace(")", r"\)")
                       .replace("[", r"\[").replace("+", r"\+")):
        parse_hand(text)


@pytest.mark.ruling("P-PH2")
def test_a_wang_never_sits_in_a_table_group():
    """P-PH2: the 王 stay in the hand until the win (seed: 王霸不能打出，只能代替牌); a table
    group in the notation holds real cards only."""
    with pytest.raises(NotationError, match="never in a table group"):
        R.parse("[x33W]")


def test_every_problem_at_once():
    """A fifth copy, a third 王 and more than 21 cards are all named."""
    problems = R.problems("x11111 WWW x2345678910 d1234567")
    assert len(problems) == 3
    assert "5× 小一" in problems[0] and "3× 王" in problems[1] and "21 at most" in problems[2]
    with pytest.raises(NotAllowed, match="deck has 4"):
        R.win("x1111 [x111]")


@pytest.mark.ruling("A1")
def test_the_deal_leaves_21_in_the_pile():
    """A1: 莊家砌21張，其他方位砌20張 with 82 cards leaves 21, not the seed's 19."""
    assert R.deal_sizes() == {"banker": 21, "other": 20, "pile": 21, "deck": 82}
    eighty = widgets.rules("paohuzi", pile=19)
    assert eighty.deal_sizes()["deck"] == 80
    assert eighty.problems("x123 W") == ["the 80-card game (pile=19, A1) has no 王"]
    with pytest.raises(ValueError, match="option 'pile' is 21 .* or 19 .* not 20"):
        widgets.rules("paohuzi", pile=20)


# ---- the win ----------------------------------------------------------------------------------


@pytest.mark.ruling("A2")
def test_fifteen_huxi_win():
    """Seed: 總胡息為各門子產生的息數的累加最低15胡息才能胡牌."""
    w = R.win(WIN18)
    assert w.ok and w.huxi == 18 and len(w.groups) == 7
    low = R.win("x123 x456 x789 d456 d789 d11 +d1")
    assert not low.ok and low.huxi == 6 and "15 needed" in low.reasons[0]
    assert widgets.rules("paohuzi", min_huxi=6).win("x123 x456 x789 d456 d789 d11 +d1").ok
    broken = R.win("x123 x456 x789 d456 d789 d11 +d3")
    assert not broken.complete and "groups of 3 and 4" in broken.reasons[0]


@pytest.mark.ruling("A8")
def test_a_wang_holder_wins_only_by_zimo():
    """Seed: 手中有王霸的玩家，只能自摸，不能點炮 (A8: not on another player's card)."""
    hand = "x123 d2710 x555 d888 x99 d9 x46 W d34 +d5"
    w = R.win(hand)
    assert w.complete and w.huxi == 18 and not w.ok and "自摸" in w.reasons[0]
    assert R.win(hand, self_drawn=True).ok
    assert widgets.rules("paohuzi", wang_only_zimo=False).win(hand).ok


def test_waits_with_huxi_and_the_wang():
    """Waits: each card that completes the hand with its 胡息; a 王 drawn completes any."""
    waits = R.waits("x123 d2710 x555 d888 x99 d9 x678 d34")
    assert [(w.text, w.huxi_discard, w.huxi_self) for w in waits] == [
        ("d2", 18, 18), ("d5", 18, 18), ("W", None, 18)]
    # onto a pair: 碰 (1) on a discard, 偎 (3) when self-drawn (P-PH1)
    pair = R.waits("x123 d2710 x555 d888 x678 d345 x99")
    assert ("x9", 19, 21) in [(w.text, w.huxi_discard, w.huxi_self) for w in pair]
    with pytest.raises(NotAllowed, match="without its winning card"):
        R.waits(WIN18)


@pytest.mark.ruling("A8")
def test_a_wang_holder_waits_only_on_self_draws():
    waits = R.waits("x123 d2710 x555 d888 x99 d9 x46 W d34")
    assert waits and all(w.huxi_discard is None for w in waits)


# ---- 番, 省, 子 ------------------------------------------------------------------------------


@pytest.mark.ruling("A4")
@pytest.mark.parametrize("turned, xing", [("x6", "x7"), ("d8", "d9"), ("d10", "d1"),
                                          ("x10", "x1"), ("W x3", "x4"), ("", None)])
def test_the_xing_card(turned, xing):
    """Seed: 翻出的是"小 6"，那省就是"小7"、翻出的是"大捌"，那省就是"大玖". A4: after 十
    comes 一 of the same case; a turned 王 is passed over; an empty pile gives no 省."""
    got = R.xing_card(turned)
    assert (card_text(got) if got is not None else None) == xing


@pytest.mark.ruling("A4")
def test_the_seed_example_21_huxi_3_xing():
    """Seed: 21胡胡了，翻了三省，那就是6個子。加了個底的話，就是7個子. 21 = 18 + one more 坎
    worth 3: x555 → with a self-drawn 偎 of x9."""
    hand = "x123 d2710 x555 d888 x678 d345 x99 +x9"
    s = R.score(hand, self_drawn=True, turned="x8")  # 省 x9: three 小九
    assert (s.huxi, s.xing, s.zi) == (21, 3, 6)
    assert widgets.rules("paohuzi", di=True).score(hand, self_drawn=True, turned="x8").zi == 7


@pytest.mark.ruling("A4")
def test_each_wang_adds_a_xing():
    """A4: each 王 held adds one 省 (最多6省…兩個王霸…可以代替)."""
    hand = "x123 d2710 x555 d888 x99 d9 x46 W d34 +d5"
    assert R.score(hand, self_drawn=True, turned="x8").xing == 3  # two 小九 + the 王
    assert widgets.rules("paohuzi", wang_xing=False).score(
        hand, self_drawn=True, turned="x8").xing == 2


@pytest.mark.ruling("A3")
@pytest.mark.parametrize("hand, key, factor", [
    ("x345 x456 x8910 d345 d456 d11 +d1", "yidianzhu", 3),  # 小十 alone
    ("x345 x456 d345 d456 x99 d9 d11 +d1", "heihu", 4),
    ("x2710 d2710 x789 d789 x123 d12 +d3", "honghu", 2),  # 10 red
])
def test_red_black_and_one_red(hand, key, factor):
    """Seed: 紅胡 ≥10 紅字 ×2; 一點朱 exactly one ×3; 黑胡 none ×4 (A3: over all the winner's
    cards). Minimum lowered so that the shape alone decides."""
    r = widgets.rules("paohuzi", min_huxi=0)
    s = r.score(hand)
    assert [f.key for f in s.factors] == [key]
    assert s.factor == factor


@pytest.mark.ruling("P-PH6")
def test_zimo_doubles_and_is_not_added_to_the_wang_patterns():
    """Seed: 自摸 2番; P-PH6 ([REC] §2.8): the seed's combined values (紅胡王釣 8 …) leave
    自摸 out of 王钓/王闯; option zimo_with_wang adds it."""
    assert [f.key for f in R.score(WIN18, self_drawn=True).factors] == ["zimo"]
    wd = "[d3333] d2710 x123 x789 d456 W +x4"
    assert [f.key for f in R.score(wd, self_drawn=True).factors] == ["wangdiao"]
    both = widgets.rules("paohuzi", zimo_with_wang=True).score(wd, self_drawn=True)
    assert sorted(f.key for f in both.factors) == ["wangdiao", "zimo"]


@pytest.mark.ruling("P-PH8")
@pytest.mark.ruling("P-PH4")
def test_wang_diao_wang_diao_wang_and_wang_chuang():
    """Seed: 王釣 4番 (跑/提 a 一條龍, all else formed, one 王 left); 王釣王 8番 (王釣 drawing
    the other 王); 王闖 8番 (both 王 left). P-PH4: the reading that pays most is scored;
    the plain grouping is listed with its total."""
    s = R.score("[d3333] d2710 x123 x789 d456 W +x4", self_drawn=True)
    assert (s.huxi, s.zi, s.total) == (18, 2, 8)
    assert s.readings[0][0] == "王钓" and ("best grouping", 18, 4) in s.readings
    assert [f.key for f in R.score("[d3333] d2710 x123 x789 d456 W +W",
                                   self_drawn=True).factors] == ["wangdiaowang"]
    c = R.score("x123 d2710 x555 d888 x678 W W +d9", self_drawn=True)
    assert [f.key for f in c.factors] == ["wangchuang"] and c.total == 4 * 8
    # no 跑/提: no 王钓 (the lone 王 and the card drawn are then no allowed pair)
    with pytest.raises(NotAllowed):
        R.score("d2710 x123 x789 d456 x555 W +x4", self_drawn=True)


@pytest.mark.ruling("P-PH5")
def test_a_pair_of_wang_counts_red_as_suits_best():
    """P-PH5: two 王 paired stand for no one card: counted red or black as pays most."""
    s = widgets.rules("paohuzi", min_huxi=0).score(
        "x345 x456 d345 d456 x99 d9 [d1111] W +W", self_drawn=True)
    assert "heihu" in [f.key for f in s.factors]


@pytest.mark.ruling("A19")
def test_payments():
    """A19: 自摸 — both losers pay; a win on another's card — its supplier pays all (option:
    both pay)."""
    assert R.score(WIN18, self_drawn=True, winner=1).payments == ((0, 1, 4), (2, 1, 4))
    assert R.score(WIN18, winner=1, supplier=2).payments == ((2, 1, 2),)
    assert widgets.rules("paohuzi", supplier_pays=False).score(WIN18, winner=1).payments == \
        ((0, 1, 2), (2, 1, 2))
    with pytest.raises(NotAllowed, match="another seat"):
        R.score(WIN18, winner=1, supplier=1)


@pytest.mark.ruling("A8")
def test_the_wang_penalty_at_huang():
    """Seed: 如果黃牌了，則手中有王霸的玩家需要賠付給沒有王霸的玩家。一張王霸賠付賭注5倍，兩張則是
    10倍. A8: to each player without 王; holders do not pay each other."""
    assert R.huang_penalty([2, 0, 0], stake=3) == ((0, 1, 30), (0, 2, 30))
    assert R.huang_penalty([1, 1, 0]) == ((0, 2, 5), (1, 2, 5))
    with pytest.raises(NotAllowed):
        R.huang_penalty([2, 1, 0])


@settings(max_examples=40)
@given(huxi_extra=st.integers(0, 30), xing=st.integers(0, 6))
def test_zi_formula(huxi_extra, xing):
    """A4: 子 = ⌊(胡息 − 15)/3⌋ + 1 + 省; 1 省 = 3 胡息."""
    zi = (huxi_extra // 3) + 1 + xing
    assert zi == ((huxi_extra + 3 * xing) // 3) + 1


# ---- actions on a shown card --------------------------------------------------------------------


def kinds(claims):
    return [(a.seat, a.kind) for a in claims.allowed]


@pytest.mark.ruling("P-PH13")
def test_priority_hu_then_forced_then_peng_then_chi():
    """[REC] §2.4: 胡 > forced 提/偎/跑 > 碰 > 吃."""
    hands = ["x1", "x34 d1", "x55 d3"]
    c = R.claims("x5", 0, hands, drawn=False)
    assert kinds(c) == [(2, "peng"), (1, "chi")]
    c = R.claims("x5", 0, ["x1", "x555 d3", "x1 d3"], drawn=False)
    assert kinds(c)[0] == (1, "pao") and c.first.forced


@pytest.mark.ruling("P-PH13")
def test_among_winners_the_drawer_then_the_next_seat():
    """Seed 11: 如果是自己摸得牌，則優先自己胡牌，如果是其他玩家要胡牌，則下家優先可以胡."""
    hands = ["x123 d2710 x555 d888 x99 d9 x678 d34", "x2710 d123 x444 d999 x88 d8 d46",
             "x2710 d2710 x333 d666 x456 d55"]  # all three wait on 大伍
    c = R.claims("d5", 1, hands, drawn=True)
    assert [a.seat for a in c.allowed if a.kind == "hu"] == [1, 2, 0]
    c = R.claims("d5", 1, hands, drawn=False)  # a discard: the 下家 first
    assert [a.seat for a in c.allowed if a.kind == "hu"] == [2, 0]
    with pytest.raises(NotAllowed, match="deck has 4"):
        R.claims("d5", 1, [hands[0]] * 3)


@pytest.mark.ruling("P-PH13")
def test_pie_pao_hu_beats_a_pao():
    """Seed 12 撇跑胡: 當……跑牌時，正好這只牌是自己要胡的，可以胡（即胡牌優先于跑牌）."""
    ready = "x123 d2710 x555 d888 x99 d9 x678 d34"
    c = R.claims("d5", 0, ["x1", "d555 x1", ready], drawn=False)
    assert kinds(c)[:2] == [(2, "hu"), (1, "pao")]
    assert "撇跑胡" in c.first.reason


@pytest.mark.ruling("P-PH9")
@pytest.mark.ruling("A11")
def test_forced_wei_ti_pao_and_chongpao():
    """Seed 1 嘯 (偎), 3 傾 (提), 5 跑 — forced (A11: no 走跑); seed 8 重跑: 已經跑過牌或者傾過
    牌，再跑……此時玩家不能打出手中的牌，而由下家繼續摸牌."""
    assert kinds(R.claims("x3", 0, ["x33", "x1", "x1"]))[0] == (0, "wei")
    assert kinds(R.claims("x3", 0, ["x333", "x1", "x1"]))[0] == (0, "ti")
    assert kinds(R.claims("x3", 0, ["{x333}", "x1", "x1"]))[0] == (0, "ti")
    again = R.claims("x3", 0, ["x1", "x333", "x1"], moved=(0, 1, 0))
    assert again.first.kind == "pao" and again.first.chongpao and "重跑" in again.first.reason
    assert not R.claims("x3", 0, ["x1", "x333", "x1"]).first.chongpao


@pytest.mark.ruling("P-PH10")
def test_pao_onto_a_peng_only_from_the_pile():
    """Seed 5: 當別人從墩上摸得牌，是自己已經碰牌的牌，則同樣可以跑牌; §2.4 [REC]: a discard
    onto one's 碰 is no 跑 (option peng_pao_on_discard); one's own draw onto it is."""
    assert kinds(R.claims("x3", 0, ["x1", "[x333]", "x1"], drawn=True)) == [(1, "pao")]
    c = R.claims("x3", 0, ["x1", "[x333]", "x1"], drawn=False)
    assert not c.allowed and c.refused[0].kind == "pao" and c.refused[0].ruling == "P-PH10"
    alt = widgets.rules("paohuzi", peng_pao_on_discard=True)
    assert kinds(alt.claims("x3", 0, ["x1", "[x333]", "x1"], drawn=False)) == [(1, "pao")]
    assert kinds(R.claims("x3", 0, ["[x333]", "x1", "x1"], drawn=True)) == [(0, "pao")]


@pytest.mark.ruling("P-PH12")
def test_chou_pai_and_chou_wei():
    """Seed 6 臭牌: 可以吃、碰卻選擇不吃、不碰時……第二次……不得再吃或者碰; seed 2 臭偎: 忍碰之后，
    又偎牌，稱為臭偎 (shown). P-PH12: the same card = same case and number."""
    c = R.claims("x3", 0, ["x1", "x33 x45", "x1"], drawn=False, chou=((), ("x3",), ()))
    assert not c.allowed
    assert {a.kind for a in c.refused} == {"peng", "chi"}
    assert all("臭牌" in a.reason for a in c.refused)
    assert kinds(R.claims("x3", 0, ["x1", "x33", "x1"], drawn=False,
                          chou=((), ("d3",), ()))) == [(1, "peng")]
    c = R.claims("x3", 0, ["x33", "x1", "x1"], renpeng=(("x3",), (), ()))
    assert c.first.kind == "chouwei" and "shown" in c.first.reason


@pytest.mark.ruling("P-PH14")
def test_only_a_choice_makes_a_chou_pai():
    """Seed 6: 當上家打出或摸出一只牌或玩家自己摸出一只牌，玩家可以吃、碰卻選擇不吃、不碰
    時，這張牌就成了該玩家的臭牌. P-PH14: a 吃 pre-empted by another seat's 碰 was no
    choice; a 碰 declined on the 下家's card is 忍碰 (seed 7) but no 臭牌, so a later 碰 is
    allowed."""
    c = R.claims("x5", 0, ["x1", "x46 d3", "x55 d1"], drawn=False)
    assert R.remember(c, taken_by=2) == Memory()  # seat 1's 吃 never came up
    memory = R.remember(c, taken_by=None)  # nobody took it: both declined
    assert memory.chou == (frozenset(), frozenset({4}), frozenset())  # seat 1: its 上家's card
    assert memory.renpeng == (frozenset(), frozenset(), frozenset({4}))  # seat 2: its 下家's
    later = R.claims("x5", 1, ["x1", "x46 d3", "x55 d1"], drawn=False, chou=memory)
    assert kinds(later) == [(2, "peng")]  # seat 2's 上家 now: it may 碰
    memory = R.remember(c, taken_by=1)  # seat 2 declined its 碰, then seat 1 ate
    assert memory.renpeng[2] == {4} and not memory.chou[1] and not memory.chou[2]
    up = R.claims("x5", 1, ["x1", "x1", "x55 d1"], drawn=False)  # from seat 2's 上家
    assert R.remember(up, None).chou[2] == {4}
    later = R.claims("x5", 1, ["x1", "x1", "x55 d1"], drawn=False, chou=R.remember(up, None))
    assert not later.allowed and later.refused[0].ruling == "P-PH12"
    own = R.claims("x3", 0, ["x45", "x1", "x1"], drawn=True)  # one's own draw, declined
    assert R.remember(own, None).chou[0] == {2}


@pytest.mark.ruling("P-PH15")
def test_a_chou_wei_needs_a_declined_peng():
    """Seed 2: 忍碰之后，又偎牌，稱為臭偎。臭偎必須明示（兩張暗一張明）— a declined 吃
    alone leaves the later 偎 a plain one (P-PH15)."""
    eat = R.claims("x5", 0, ["x1", "x46", "x1"], drawn=False)
    memory = R.remember(eat, None)  # seat 1 declined only a 吃
    assert memory.chou[1] == {4} and not memory.renpeng[1]
    drawn = R.claims("x5", 1, ["x1", "x46 x55", "x1"], drawn=True, chou=memory)
    assert drawn.first.kind == "wei"
    peng = R.claims("x5", 0, ["x1", "x55 d3", "x1"], drawn=False)
    memory = R.remember(peng, None)
    drawn = R.claims("x5", 1, ["x1", "x55 d3", "x1"], drawn=True, chou=memory)
    assert drawn.first.kind == "chouwei" and "忍碰" in drawn.first.reason
    with pytest.raises(NotAllowed, match="forced.*taken_by=1") as e:
        R.remember(R.claims("x5", 0, ["x1", "x555", "x1"], drawn=False), None)
    assert e.value.ruling == "P-PH9"
    with pytest.raises(NotAllowed, match="seat 0 could do nothing"):
        R.remember(peng, taken_by=0)


@pytest.mark.ruling("P-PH16")
def test_chi_offers_every_way_with_its_xia_huo():
    """Seed 9 吃牌: 與自己手中的牌組合成1句話，或者絞牌 — with 小一二四五, eating 小三 can
    make 一二三, 二三四 or 三四五: the eater chooses (P-PH16); seed 10 下火: each way with
    the copies it forces down."""
    chi = R.claims("x3", 0, ["d1", "x1245", "d1"], drawn=False).first
    assert chi.kind == "chi" and chi.cards == ((0, 1, 2),) and chi.huxi == 3
    assert chi.ways == (((0, 1, 2),), ((1, 2, 3),), ((2, 3, 4),))
    assert "3 ways" in chi.reason
    seed = R.claims("x3", 0, ["d1", "x12345", "d1"], drawn=False).first
    assert [sorted(w) for w in seed.ways] == [[(0, 1, 2), (2, 3, 4)]]
    two = R.claims("x3", 0, ["d1", "x1245 x3 d3", "d1"], drawn=False).first
    assert two.ways == (((0, 1, 2), (2, 3, 4)), ((2, 2, 12),))  # or a 绞 takes both 小三


def eat_combos_by_brute_force(held, c, split_kan):
    """eat_combos as first written: every pair of the 20 cards, the 坎 rule per pair."""
    return [(a, b) for a, b in combinations_with_replacement(range(N), 2)
            if all(k <= held[x] and (split_kan or held[x] < 3)
                   for x, k in Counter((a, b)).items()) and chi_kind((a, b, c))]


@pytest.mark.ruling("P-PH3")
@pytest.mark.ruling("P-PH16")
@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, N - 1), max_size=20), st.integers(0, N - 1), st.booleans())
def test_eating_pairs_from_the_table_equal_the_brute_force(cards, c, split_kan):
    """Seed 9 吃牌 (一句話 or 絞牌 with hand cards) and 一坎牌不能拆散: the pairs that may eat
    ``c``, read from a table worked out once per card (the review's play-outs ask this
    thousands of times), are exactly those of the brute force over every pair, in its order."""
    held = Counter(cards)
    held = Counter({x: min(n, 4) for x, n in held.items()})
    assert eat_combos(held, c, split_kan) == eat_combos_by_brute_force(held, c, split_kan)


def claims_both_ways(card, seat, hands, drawn):
    """The claims on ``card`` as the engine gives them, and with the 王 gate turned off."""
    gated = R.claims(card, seat, hands, drawn=drawn)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(type(R), "may_win", lambda self, h: True)
        return gated, R.claims(card, seat, hands, drawn=drawn)


DECK = [c for c in range(N) for _ in range(4)] + [W, W]


@pytest.mark.ruling("P-PH13")
@settings(max_examples=200, deadline=None)
@given(st.permutations(DECK), st.integers(8, 20), st.integers(0, 2), st.booleans())
def test_the_wang_gate_on_hu_changes_no_claim(deck, size, seat, drawn):
    """Seed 王霸可以代替任何牌: a hand that even one more 王 cannot complete to 15 胡息 is
    complete with no card, so the check that skips its 胡 test (the review's play-outs ask
    it on every shown card) leaves every claim as it was, random deals."""
    hands = [" ".join(card_text(c) for c in deck[k * size:(k + 1) * size]) for k in range(3)]
    card = next(c for c in deck[3 * size:] if c != W)
    gated, plain = claims_both_ways(card, seat, hands, drawn)
    assert gated == plain


@pytest.mark.ruling("P-PH13")
@pytest.mark.parametrize("drawn", [True, False])
def test_the_wang_gate_keeps_every_win_one_card_away(drawn):
    """Seed: 最低15胡息才能胡牌 — the 18-胡息 hand with any one card taken out, offered every
    card: the 胡 allowed or refused are the same with and without the gate."""
    cards = parse_hand(WIN18.replace("+", "")).cards
    for out in sorted(set(cards)):
        held = list(cards)
        held.remove(out)
        for card in range(N):
            hands = ["", " ".join(card_text(c) for c in held), ""]
            try:
                gated, plain = claims_both_ways(card_text(card), 0, hands, drawn)
            except NotAllowed:
                continue  # a fifth copy
            assert gated == plain
            assert (card == out) <= any(a.kind == "hu" for a in gated.allowed)


@pytest.mark.ruling("P-PH17")
def test_forced_actions_give_their_group_huxi_and_face_up_cards():
    """Seed 1 嘯牌: 放到桌子上，但不明示; seed 2 臭偎必須明示（兩張暗一張明）; seed 3 傾:
    必須示眾（三張暗，一張明示）; seed 5 跑牌后將牌放到桌面 (P-PH17: all shown)."""
    wei = R.claims("d3", 0, ["d33", "x1", "x1"]).first
    assert (wei.kind, wei.cards, wei.huxi, wei.face_up) == ("wei", ((12,) * 3,), 6, (False,) * 3)
    chou = R.claims("x3", 0, ["x33", "x1", "x1"], renpeng=(("x3",), (), ())).first
    assert (chou.huxi, chou.face_up) == (3, (False, False, True))
    ti = R.claims("x3", 0, ["x333", "x1", "x1"]).first
    assert (ti.kind, ti.cards, ti.huxi, ti.face_up) == ("ti", ((2,) * 4,), 9,
                                                        (False, False, False, True))
    pao = R.claims("d3", 0, ["x1", "d333", "x1"], drawn=False).first
    assert (pao.kind, pao.huxi, pao.face_up) == ("pao", 9, (True,) * 4)
    peng = R.claims("x5", 0, ["x1", "x1", "x55"], drawn=False).first
    assert (peng.kind, peng.cards, peng.huxi) == ("peng", ((4, 4, 4),), 1)


@pytest.mark.ruling("A19")
@pytest.mark.parametrize("hand, keys, factor", [
    ("x345 x456 d345 d456 x99 d9 W W +x8", ["heihu", "wangchuang"], 32),  # 黑胡王闯
    ("x345 x456 d345 d456 x89 x10 [d1111] W +d3", ["yidianzhu", "wangdiao"], 12),  # 點鉤王釣
    ("x2710 d2710 x2710 d2710 x345 [d1111] W +x8", ["honghu", "wangdiao"], 8),  # 紅胡王釣
])
def test_combined_patterns_are_products(hand, keys, factor):
    """Seed: 黑胡王闖 32番, 點鉤王釣 12番, 紅胡王釣 8番 — the products of their parts (A19: 番
    are factors)."""
    s = widgets.rules("paohuzi", min_huxi=0).score(hand, self_drawn=True)
    assert sorted(f.key for f in s.factors) == sorted(keys)
    assert s.factor == factor


@pytest.mark.ruling("P-PH11")
def test_xia_huo_the_seeds_example():
    """Seed 10 下火: 手中有小1、2、3、4、5，此時，以 4、5組合吃小3，那么手中的小3，必須以1、2、3
    的組合同時放到桌面. P-PH11: if the other copy cannot go down, the 吃 is refused."""
    c = R.claims("x3", 0, ["d1", "x12345", "d1"], drawn=False)
    chi = c.first
    assert chi.kind == "chi" and len(chi.cards) == 2
    assert sorted(chi.cards) == [(0, 1, 2), (1, 2, 3)] or (2, 3, 4) in chi.cards
    c = R.claims("x3", 0, ["d1", "x3 x45 d9", "d1"], drawn=False)
    assert not c.allowed and c.refused[0].ruling == "P-PH11"


@pytest.mark.ruling("A20")
def test_chi_sources():
    """Seed 9: 上家出的或者自己摸得牌 may be eaten; A20: also a card 上家 drew (option); the
    seat after the 下家 may not."""
    hands = ["x1", "x45", "x45"]
    assert kinds(R.claims("x3", 0, hands, drawn=False)) == [(1, "chi")]
    assert kinds(R.claims("x3", 0, hands, drawn=True)) == [(1, "chi")]
    off = widgets.rules("paohuzi", chi_from_shang_draw=False)
    assert kinds(off.claims("x3", 0, hands, drawn=True)) == []
    own = R.claims("x3", 0, ["x45", "x1", "x45"], drawn=True)
    assert kinds(own) == [(0, "chi")]


def test_bad_claims_are_refused_with_reasons():
    with pytest.raises(NotAllowed, match="never discarded"):
        R.claims("W", 0, ["x1", "x1", "x1"], drawn=False)
    with pytest.raises(NotAllowed, match="seat is 0, 1 or 2"):
        R.claims("x1", 5, ["x1", "x1", "x1"])
    with pytest.raises(NotAllowed, match=r"hands: one entry per seat \(three\)"):
        R.claims("x1", 0, ["x1"])
    with pytest.raises(NotationError):
        R.claims("x0", 0, ["x1", "x1", "x1"])


@pytest.mark.parametrize("call, words", [
    (lambda: R.win(42), "a hand is notation like 'x123 W \\+d5', not 42"),
    (lambda: R.win(WIN18, self_drawn="yes"), "self_drawn is True or False, not 'yes'"),
    (lambda: R.win(WIN18, keep=0), "keep is how many groupings"),
    (lambda: R.waits("x123", seen=5), "seen is cards like 'x5 d10', not 5"),
    (lambda: R.waits("x123", seen=[25]), "seen is 0-19 .* not 25"),
    (lambda: R.xing_card(99), "turned is 0-19 .* not 99"),
    (lambda: R.xing_card(3.5), "turned is a card like 'x5'"),
    (lambda: R.score(WIN18, winner=5), "winner is 0, 1 or 2 \\(a seat\\), not 5"),
    (lambda: R.score(WIN18, winner=1, supplier=1), "supplier is another seat"),
    (lambda: R.huang_penalty("100"), "wangs: three seats"),
    (lambda: R.huang_penalty([1, 0, 0], stake=-1), "stake is a whole number"),
    (lambda: R.claims("x1", 0, ["", "", ""], moved=(0, 0)), "moved: one entry per seat"),
    (lambda: R.claims("x1", 0, ["", "", ""], moved=(0, -1, 0)), "moved: how many"),
    (lambda: R.claims("x1", 0, ["", "", ""], chou=("x5",)), "chou: one entry per seat"),
    (lambda: R.claims("x1", 0, ["", "", ""], drawn=1), "drawn is True or False"),
    (lambda: R.claims(None, 0, ["", "", ""]), "card is a card like 'x5'"),
])
def test_every_bad_argument_names_what_is_wrong(call, words):
    """Bad input to the public API raises NotAllowed (a ValueError) naming the argument and
    the value, never an AttributeError or a silent wrong answer."""
    with pytest.raises(ValueError, match=words):
        call()


def test_seen_cards_are_notation_or_card_numbers():
    """waits(seen=...) takes notation or a list: a wait whose copies are all seen is gone."""
    assert [w.text for w in R.waits("x123 d2710 x555 d888 x99 d9 x678 d34", seen="d2 d2 d2")] \
        == ["d5", "W"]
    assert R.waits("x123 d2710 x555 d888 x99 d9 x678 d34", seen=[11, 11, "d2"]) == \
        R.waits("x123 d2710 x555 d888 x99 d9 x678 d34", seen="d2 d2 d2")


def _complete_hand(rng, wilds: int) -> str:
    """Seven random groups (句, 二七十, 坎, 绞), one card dropped, ``wilds`` cards as 王."""
    while True:
        cards = []
        for _ in range(7):
            base, n = rng.choice((0, 10)), rng.randrange(8)
            cards += rng.choice(([base + n, base + n + 1, base + n + 2],
                                 [base + 1, base + 6, base + 9], [base + n] * 3,
                                 [base + n, base + n, (base + n + 10) % 20]))
        if all(cards.count(c) <= 4 for c in cards):
            break
    rng.shuffle(cards)
    return " ".join(card_text(c) for c in cards[1 + wilds:]) + " W" * wilds


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), wilds=st.integers(0, 2))
def test_waits_agree_with_the_win_check_card_by_card(seed, wilds):
    """The waits share one memo over every candidate card and skip the lot when even one
    more 王 does not win: each listed 胡息 must still equal the win check of that card alone,
    and every card the win check accepts must be listed."""
    import random

    hand = _complete_hand(random.Random(seed), wilds)
    listed = {w.card: (w.huxi_discard, w.huxi_self) for w in R.waits(hand)}
    for card in [*range(N), W]:
        line = f"{hand} +{card_text(card)}"
        if R.problems(line):
            assert card not in listed
            continue
        own = R.win(line, self_drawn=True, keep=1)
        other = R.win(line, self_drawn=False, keep=1)
        expect = (other.huxi if other.ok else None, own.huxi if own.ok else None)
        assert listed.get(card, (None, None)) == expect, (hand, card_text(card))


@pytest.mark.ruling("P-PH3")
def test_no_chi_that_would_split_a_kan_and_the_reason_says_so():
    """Seed: 一坎牌不能拆散與其他牌組合: 小三 ×3 and 小四 cannot eat 小五 as 三四五; the refusal
    names the 坎. With a loose 小三 instead, the same 吃 is allowed."""
    c = R.claims("x5", 0, ["x1", "x333 x4", "d1"], drawn=False)
    assert not c.allowed
    assert [(a.seat, a.kind, a.ruling) for a in c.refused] == [(1, "chi", "P-PH3")]
    assert "坎 of 小三" in c.refused[0].reason and "一坎牌不能拆散" in c.refused[0].reason
    assert kinds(R.claims("x5", 0, ["x1", "x3 x4", "d1"], drawn=False)) == [(1, "chi")]


@pytest.mark.ruling("P-PH1")
@pytest.mark.ruling("P-PH10")
def test_the_winning_card_onto_ones_own_table_wei_or_peng():
    """The winning card counts as it would go in play (P-PH1), also onto one's own table
    group: onto a 偎 it is a 跑 (6/9) from another player, a 提 (9/12) when self-drawn (seed 3,
    5); onto a 碰 a 跑 when self-drawn or drawn by another from the pile, never from a
    discard (P-PH10). The pair the 4-card group needs is then 小九 小九."""
    rest = "x123 d2710 d888 x678 x99"  # 3 + 6 + 6 + 0 + pair
    wei, peng = f"{{x555}} {rest} +x5", f"[x555] {rest} +x5"
    assert (R.win(wei).huxi, R.win(wei, self_drawn=True).huxi) == (15 + 6, 15 + 9)
    grown = R.win(wei).groups[0]
    assert (grown.kind, grown.where, grown.win) == ("pao", "table", True)
    assert not R.win(peng).complete  # a discard onto one's 碰
    assert R.win(peng, from_pile=True).huxi == R.win(peng, self_drawn=True).huxi == 21
    assert widgets.rules("paohuzi", peng_pao_on_discard=True).win(peng).huxi == 21
    # the waits list 小五 (the shortcut "one more 王" would miss it: a 王 never joins the table)
    assert ("x5", 21, 24) in [(w.text, w.huxi_discard, w.huxi_self)
                              for w in R.waits(f"{{x555}} {rest}")]
    # and the claims: 胡 before the forced 跑 (撇跑胡 on one's own 跑)
    c = R.claims("x5", 0, ["x1", f"{{x555}} {rest}", "d1"], drawn=True)
    assert kinds(c)[:2] == [(1, "hu"), (1, "pao")]
    # a 王 drawn never grows the table 偎 (P-PH2): it stands in the hand
    assert all(g.where == "hand" or not g.win for g in R.win(f"{{x555}} {rest} +W", True).groups)


def test_remembered_waits_follow_the_options_and_the_seen_cards():
    """Waits are remembered per rules, hand and seen cards (a widget redraws the same hand):
    other options or other seen cards give their own answer, and the caller's list is a
    copy."""
    hand = "x123 d2710 x555 d888 x99 d9 x678 d34"
    first = R.waits(hand)
    first.clear()
    assert [w.text for w in R.waits(hand)] == ["d2", "d5", "W"]
    assert [w.text for w in R.waits(hand, seen="d5 d5 d5 d5")] == ["d2", "W"]
    high = widgets.rules("paohuzi", min_huxi=19)
    assert high.waits(hand) == [] and R.waits(hand) != []



@pytest.mark.ruling("P-PH12")
def test_a_chou_wei_is_written_and_counts_as_a_wei():
    """Seed 2: 忍碰之后，又偎牌，稱為臭偎。臭偎必須明示: written {x555*}; the same 胡息 as a 偎
    (seed: 坎、嘯和臭嘯 3/6), and a card onto it is a 跑 (another's) or a 提 (one's own)."""
    h = parse_hand("x1 {x555*} {d999}")
    assert [m.kind for m in h.melds] == ["chouwei", "wei"] and h.text() == "x1 {x555*} {d999}"
    rest = "x123 d2710 d888 x678 x99"
    assert R.win(f"{{x555*}} {rest} +x5").huxi == R.win(f"{{x555}} {rest} +x5").huxi == 21
    w = R.win("{x555*} x123 d2710 d888 x678 x9 d9 +x9")
    assert w.ok and next(g for g in w.groups if g.kind == "chouwei").huxi == 3
    assert kinds(R.claims("x5", 0, ["x1", "{x555*} x2", "x1"]))[0] == (1, "pao")
    assert kinds(R.claims("x5", 1, ["x1", "{x555*} x2", "x1"]))[0] == (1, "ti")


# ---- asking directly (issue 16: let an explorer ask) --------------------------------------------


@pytest.mark.ruling("A4")
def test_zi_from_huxi_and_xing_directly():
    """Seed 14: 一省相當于一個賭注，也就是一省相當于三胡息。比如，21胡胡了，翻了三省，那就是
    6個子。加了個底的話，就是7個子。省最多有6省."""
    assert R.zi(21, 3) == 6
    assert widgets.rules("paohuzi", di=True).zi(21, 3) == 7
    assert R.zi(15) == 1 and R.zi(17) == 1 and R.zi(18) == 2
    with pytest.raises(NotAllowed, match="14 胡息 is no win") as e:
        R.zi(14)
    assert e.value.ruling == "A2"
    with pytest.raises(NotAllowed, match="at most 6"):
        R.zi(21, 7)
    with pytest.raises(NotAllowed, match="xing is a whole number"):
        R.zi(21, -1)
    s = R.score("x123 d2710 x555 d888 x99 d9 x678 d34 +d5", turned="x8")
    assert s.zi == R.zi(s.huxi, s.xing)


@pytest.mark.ruling("P-PH6")
def test_which_fan_apply_to_a_hand_with_why():
    """Seed 三: 黑胡：胡牌時，玩家沒有紅字。番數：4番; 王闖：……手上只剩下兩張王霸的時候 8番; P-PH6:
    自摸 is not added to a 王 pattern."""
    low = widgets.rules("paohuzi", min_huxi=0)
    checks = {c.factor.key: c for c in low.factors("x345 x456 d345 d456 x99 d9 W W +x8",
                                                    self_drawn=True)}
    assert {k for k, c in checks.items() if c.applies} == {"heihu", "wangchuang"}
    assert "P-PH6" in checks["zimo"].why
    assert checks["wangdiao"].why == "needs 1 王 in hand, not 2"
    assert checks["honghu"].why == "0 red cards: 10 or more needed"
    plain = {c.factor.key: c for c in R.factors("x123 d2710 x555 d888 x99 d9 x678 d34 +d5")}
    assert not any(c.applies for c in plain.values())
    assert plain["zimo"].why == "not self-drawn"
    with pytest.raises(NotAllowed, match="not a win"):
        R.factors("x123 +x4")


def test_lesson_11_names_small_five_with_the_small_numeral():
    """Seed: 小寫"一"到"十" — x5 is 小五; 伍 is the big numeral (大伍, d5)."""
    from pathlib import Path
    text = (Path(__file__).resolve().parent.parent / "lessons" / "11-paohuzi.ipynb").read_text(
        encoding="utf-8")
    assert card_zh(4) == "小五" and card_zh(14) == "大伍"
    assert "小伍" not in text


@pytest.mark.parametrize("old", ["actions", "claims", "explore", "groups", "notation", "results",
                                 "turns"])
def test_an_old_paohuzi_module_path_is_the_package_module(old):
    """The 跑胡子 modules moved into the package widgets.cards.paohuzi (issue 34); the old
    paths still import the very same module."""
    import importlib

    assert importlib.import_module(f"widgets.cards.paohuzi_{old}") is \
        importlib.import_module(f"widgets.cards.paohuzi.{old}")


def test_the_package_face_exports_every_name_it_lists():
    """``from widgets.cards.paohuzi import X`` works for every name of its ``__all__``, and a
    claim on a shown card is a ClaimRight."""
    import widgets.cards.paohuzi as face

    assert all(hasattr(face, name) for name in face.__all__)
    assert {"Paohuzi", "parse_hand", "HAND_MOST", "group_text", "FACTOR"} <= set(face.__all__)
    first = R.claims("x5", 0, ["x1", "x46 d3", "x55 d1"], drawn=False).first
    assert isinstance(first, face.ClaimRight) and first.kind == "peng"
