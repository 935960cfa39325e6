"""欢乐斗地主: combinations, comparison, legal plays, bidding, multipliers, 加倍 and settlement.
Each test cites the seed (001, 斗地主 sections) or the ruling in rules/cards.md it checks."""

from __future__ import annotations

import dataclasses

import pytest

import widgets
from widgets.cards import NotAllowed, NotationError
from widgets.cards.doudizhu import TYPES, MingPai, Play

R = widgets.rules("doudizhu")


def kinds(text: str, rules=R) -> list[str]:
    return [p.type for p in rules.classify(text).parses]


# ---- classify --------------------------------------------------------------------------------


@pytest.mark.parametrize("text, kind", [
    ("BR", "rocket"), ("7777", "bomb"), ("5", "single"), ("44", "pair"), ("JJJ", "trio"),
    ("333+6", "trio_single"), ("444+99", "trio_pair"), ("34567", "straight"),
    ("3456789TJQKA", "straight"), ("334455", "pair_straight"), ("333444", "trio_straight"),
    ("333444+57", "plane_single"), ("333444+5577", "plane_pair"),
    ("5555+3+8", "four_two_single"), ("4444+55+77", "four_two_pair"), ("B", "single"),
])
def test_every_combination_of_the_seed_is_recognised(text, kind):
    """Seed 六.2 牌型: 火箭 炸彈 單牌 對牌 三張 三帶一 (333+6 或 444+99) 單順 雙順 三順 飛機帶翅膀
    四帶二 (5555 + 3 + 8 或 4444 + 55 + 77); each example is exactly its combination."""
    assert kinds(text) == [kind]
    assert {t.key for t in TYPES} >= {kind}


@pytest.mark.parametrize("text, why", [
    ("34562", "2 and the jokers are never in a chain"),
    ("3456B", "2 and the jokers are never in a chain"),
    ("QKA23", "2 and the jokers are never in a chain"),
    ("34578", "not consecutive (6 missing)"),
    ("3345", "no rank appears three times"),
    ("3334", None),
    ("33334444", "two pairs of different ranks"),
    ("33", None),
])
def test_none_says_why_for_each_combination_of_that_size(text, why):
    """Seed: 單順…不包括 2 點和雙王; a set of cards that is no combination says why for each
    combination of that many cards."""
    found = R.classify(text)
    if why is None:
        assert found.ok
        return
    assert not found.ok and found.reasons
    assert why in found.explain(), found.explain()


@pytest.mark.ruling("A15")
def test_a_wing_may_not_be_a_chain_rank_nor_both_jokers():
    """A15: plane wings may not hold both jokers, nor a rank of the trio chain (it would hide a
    bomb); 四带二's two cards may not be both jokers."""
    assert not R.classify("3333444+5").ok
    assert "hide a bomb" in R.classify("33334444").explain()
    assert not R.classify("333444+BR").ok
    assert "both jokers" in R.classify("333444+BR").explain()
    assert kinds("333444+B5") == ["plane_single"]
    assert not R.classify("5555+BR").ok
    assert "both jokers" in R.classify("5555+BR").explain()


@pytest.mark.ruling("A15")
def test_four_with_two_the_singles_may_pair_but_the_pairs_differ():
    """A15: 四带二's singles may share a rank (5555+33 as two singles); its two pairs are of
    two different ranks, so 4444+5555 is no 四带二; one single plus one pair is invalid."""
    assert kinds("5555+33") == ["four_two_single"]
    assert not R.classify("4444+5555").ok
    assert not R.classify("4444+556").ok  # 7 cards
    assert kinds("4444+5566") == ["four_two_pair"]


@pytest.mark.ruling("A15")
def test_a_plane_that_parses_several_ways_lists_every_parse():
    """A15: 333444555666 reads as 4 trios, or as 3 trios + 3 wings (either end); the default
    is the highest-ranked parse (on a tie, the plainer trio straight)."""
    found = R.classify("333444555666")
    assert found.ambiguous
    assert [(p.type, p.text) for p in found.parses] == [
        ("trio_straight", "333444555666"), ("plane_single", "444555666+333"),
        ("plane_single", "333444555+666")]
    assert found.play.type == "trio_straight"
    assert R.play("333444555666", as_type="plane_single").key == 3  # 6 (index 3)
    with pytest.raises(NotAllowed, match="cannot be read as"):
        R.play("333444555666", as_type="bomb")


@pytest.mark.ruling("A15")
def test_adjacent_wing_trio_option_follows_rlcard_when_off():
    """A15 reads 333444555+666 as a plane; option adjacent_wing_trio=False does not (rlcard)."""
    strict = widgets.rules("doudizhu", adjacent_wing_trio=False)
    assert kinds("333444555666", strict) == ["trio_straight"]
    assert kinds("333444555+999") == kinds("333444555+999", strict) == ["plane_single"]


@pytest.mark.ruling("A15")
def test_wings_hold_four_option():
    """Wings may not hold all four of a rank by default (a hidden bomb, by A15's reasoning);
    the option allows it."""
    text = "333444555666+7777"
    assert not R.classify(text).ok
    assert kinds(text, widgets.rules("doudizhu", wings_hold_four=True)) == ["plane_single"]


def test_impossible_cards_are_a_problem_not_a_crash():
    """A fifth 3 or a second 大王 cannot exist in one 54-card deck (seed 一: 一副牌 54 張)."""
    assert "deck has 4" in R.classify("33333").problem
    assert not R.classify("RR").ok
    with pytest.raises(NotAllowed, match="deck has 4"):
        R.leads("33333")
    with pytest.raises(NotationError):
        R.classify("3z")
    with pytest.raises(NotAllowed, match="at most 20"):
        R.leads("3333444455556666777788")


# ---- compare ---------------------------------------------------------------------------------


@pytest.mark.parametrize("play, previous, beats, words", [
    ("BR", "2222", True, "rocket"),
    ("2222", "BR", False, "nothing beats"),
    ("4444", "5555+3+8", True, "四带二 is not a bomb"),
    ("5555+3+6", "4444", False, "四带二 is not a bomb"),
    ("5555", "4444", True, "bombs compare by rank"),
    ("4444", "5555", False, "bombs compare by rank"),
    ("345678", "34567", False, "number of cards differs"),
    ("444+99", "333+6", False, "types differ"),
    ("444+5", "333+6", True, "4 > 3"),
    ("45678", "34567", True, "highest card"),
    ("34567", "34567", False, "7 = 7"),
    ("B", "2", True, "小王 > 2"),
    ("R", "B", True, "大王 > 小王"),
    ("444555+33", "333444+KA", True, "wings do not count"),
    ("6666+33", "5555+AA", True, "the two cards do not count"),
])
def test_compare_explains_the_result(play, previous, beats, words):
    """Seed 六 牌型的大小: 火箭最大; 炸彈比火箭小，比其他牌大; 都是炸彈時按牌的分值比大小; 其他牌
    必須要牌型相同且總張數相同; 順牌按最大的一張牌; 飛機帶翅膀和四帶二按其中的三順和四張部分來比."""
    result = R.compare(play, previous)
    assert result.beats is beats
    assert words in result.reason, result.reason
    assert result.seed
    assert R.can_beat(play, previous) is beats
    if beats:
        assert isinstance(R.verify_beats(play, previous), Play)
    else:
        with pytest.raises(NotAllowed):
            R.verify_beats(play, previous)


@pytest.mark.ruling("A15")
def test_any_parse_of_the_right_type_may_answer():
    """A15: any parse with the required type and length may answer: 444555666777 answers a
    3-trio plane as 555666777+444."""
    assert R.compare("444555666777", "333444555+789").beats
    assert R.compare("444555666777", "333444555+789").play.text == "555666777+444"
    assert not R.compare("34", "3").beats
    assert "no combination" in R.compare("34", "3").reason


# ---- legal plays -------------------------------------------------------------------------------


def test_responses_are_grouped_by_type_as_rank_patterns():
    """Seed 六.1: 用戶可以選擇 “不出” 或出比上一個玩家大的牌; suits are ignored."""
    found = R.responses("3♠ 3♥ 3♣ 3♦ 4 5 6 7 8 9 B R", "45678")
    assert [g.type for g in found.groups] == ["straight", "bomb", "rocket"]
    assert found.group("straight") == ("56789",)
    assert found.group("bomb") == ("3333",)
    assert found.can_pass


def test_nothing_answers_the_rocket_and_only_higher_bombs_answer_a_bomb():
    """Seed: 火箭最大，可以打任意其他的牌; 都是炸彈時按牌的分值比大小."""
    assert R.responses("3333444455556666BR", "BR").groups == ()
    found = R.responses("3333555522BR", "4444")
    assert found.group("bomb") == ("5555",) and found.group("rocket") == ("BR",)


@pytest.mark.ruling("A15")
def test_leads_list_every_play_and_each_type_a_pattern_reads_as():
    """[REC] §3.6: the leader may lead anything and may not pass; 333444555666 is led as a
    三顺 or a 飞机 (A15)."""
    found = R.leads("333444555666")
    assert not found.can_pass
    assert "333444555666" in found.group("trio_straight")
    assert "333444555666" in found.group("plane_single")
    assert found.group("single") == ("3", "4", "5", "6")
    assert R.leads("3345").patterns == {"3", "4", "5", "33"}
    # every lead classifies as its group's type
    for group in R.leads("3334445556789TJQKABR").groups:
        for pattern in group.patterns[:40]:
            assert group.type in kinds(pattern), (group.type, pattern)


def test_a_declared_play_limits_the_responses_to_its_type():
    """The leader declares the parse (A15); responses follow the declared type."""
    as_plane = R.play("333444555666", as_type="plane_single")
    assert R.responses("444555666777", as_plane).group("plane_single") == ("444555666777",)
    assert R.responses("444555666777", "333444555666").group("trio_straight") == (
        "444555666777",)


# ---- bidding ---------------------------------------------------------------------------------


def test_the_first_call_ends_the_calling_and_nobody_robbing_keeps_the_caller():
    """Seed 二: 如果有玩家選擇 “叫地主” 則立即結束叫牌; 三.2: 如果沒有任何玩家選擇“搶地主”，則地主
    權利屬于“叫地主”的玩家."""
    bid = R.bid("pass call pass", first=0)
    assert (bid.caller, bid.landlord, bid.robbers, bid.multiplier.total) == (1, 1, (), 1)
    assert [s.action for s in bid.steps] == ["pass", "call", "skip", "pass", "landlord"]


@pytest.mark.ruling("A7")
def test_every_rob_doubles_and_the_last_robber_is_landlord():
    """Seed 三: 每“搶地主”一次，游戲倍數 *2; the last to 抢 is landlord; A7: the caller gets
    one last 抢 after others robbed, so at most 3 抢 (×8)."""
    bid = R.bid("call rob rob rob", first=0)
    assert (bid.landlord, bid.robbers, bid.multiplier.total) == (0, (1, 2, 0), 8)
    bid = R.bid("call rob rob pass", first=0)
    assert (bid.landlord, bid.multiplier.total) == (2, 4)
    no_last = widgets.rules("doudizhu", caller_robs_last=False)
    assert no_last.bid("call rob pass", first=0).landlord == 1
    with pytest.raises(NotAllowed, match="over"):
        no_last.bid("call rob pass rob", first=0)


def test_a_player_who_said_no_may_not_rob():
    """Seed 三.4: 凡是有過“不叫地主”操作的玩家無法進行“搶地主”的操作."""
    bid = R.bid("pass pass call", first=0)
    assert (bid.landlord, bid.multiplier.total) == (2, 1)
    assert [s.seat for s in bid.steps if s.action == "skip"] == [0, 1]
    with pytest.raises(NotAllowed, match="over"):
        R.bid("pass pass call rob", first=0)


def test_all_pass_redeals_unless_someone_showed_cards():
    """Seed 二: 如果都“不叫”，則重新發牌; 二.2/二.3: the first 明牌 player bids first, and if all
    then 不叫, becomes landlord."""
    assert R.bid("pass pass pass", first=1).redeal
    bid = R.bid("pass pass pass", first=0, mingpai=[(1, "start"), (2, "deal", 5)])
    assert not bid.redeal and bid.landlord == 1
    assert bid.steps[0].action == "first" and bid.steps[1].seat == 1
    assert bid.multiplier.total == 5  # only the largest 明牌 factor


@pytest.mark.ruling("P-DD1")
def test_the_first_to_mingpai_is_the_earliest_not_the_first_listed():
    """Seed 二.2: 如果有玩家選擇了明牌，則由第一個選擇明牌的玩家先叫 — "first" in time: 明牌开始
    is chosen before the deal, so it comes before any 发牌明牌; 发牌明牌 at an earlier card
    before a later one (P-DD1)."""
    bid = R.bid("", mingpai=[(2, "deal", 10), (1, "start")])
    assert bid.to_act == 1 and "by time" in bid.steps[0].note
    assert R.bid("", mingpai=[(2, "deal", 10), (0, "deal", 4)]).to_act == 0
    assert R.bid("", first=1, mingpai=[(2, "start"), (0, "start")]).to_act == 2  # same time
    bid = R.bid("pass pass pass", mingpai=[(2, "deal", 10), (1, "start")])
    assert bid.landlord == 1


@pytest.mark.ruling("A7")
def test_multiplier_refuses_a_farmers_mingpai_after_the_bottom():
    """A7: "after the 底牌" 明牌 is open only to the landlord, because only the landlord
    receives the 底牌 (seed 四: 拿到底牌后明牌) — multiplier() checks it as bid() does."""
    with pytest.raises(NotAllowed, match="seat 1 cannot 明牌 after the 底牌.*seat 0") as e:
        R.multiplier(mingpai=[(1, "after_bottom")], landlord=0)
    assert e.value.ruling == "A7"
    assert R.multiplier(mingpai=[(0, "after_bottom")], landlord=0).total == 2
    with pytest.raises(NotAllowed, match="only the landlord"):
        R.multiplier(mingpai=[(0, "after_bottom"), (2, "after_bottom")])
    with pytest.raises(ValueError, match="landlord is seat 0, 1 or 2"):
        R.multiplier(landlord=3)


def test_trio_comparisons_quote_the_trio_sentence_and_the_rocket_refusal_reads_right():
    """Seed: 三帶一：數值相同的三張牌 + 一張單牌或一對牌 … 對牌、三張牌都按分值比大小 — a 三带一
    is not a 飞机 or 四带二, so its comparison quotes its own sentence."""
    c = R.compare("555+3", "444+9")
    assert c.beats and "三帶一" in c.seed and "飛機" not in c.seed
    assert "飛機" in R.compare("333444+59", "444555+67").seed
    assert dict(R.classify("34").reasons)["rocket"] == \
        "a 火箭 is 小王 + 大王 together, nothing else"


def test_an_open_bidding_says_who_acts_and_what_they_may_say():
    """Seed 二/三: 叫地主 or 不叫 while calling, then 抢 or not; a word out of place is refused
    with the rule, and a bidding not yet over says whose turn it is."""
    bid = R.bid("call", first=1)
    assert (bid.done, bid.to_act, bid.allowed) == (False, 2, ("rob", "pass"))
    assert R.bid([], first=2).to_act == 2
    with pytest.raises(NotAllowed, match="叫地主 or 不叫"):
        R.bid("rob", first=0)
    with pytest.raises(NotAllowed, match="unknown bidding action"):
        R.bid("double", first=0)
    assert R.bid("叫地主 抢地主 不抢 不抢").landlord == 1


@pytest.mark.ruling("A7")
def test_mingpai_factors_and_only_the_largest_counts():
    """Seed 四: 明牌開始 ×5, 發牌明牌 ×4 or ×3 by cards dealt (A7: ×4 before the 9th card),
    明牌 after the 底牌 ×2; 若同時有多名玩家選擇“明牌”則按照最大的明牌倍數計算."""
    f = R.mingpai_factor
    assert [f(MingPai(0, "start")), f(MingPai(0, "deal", 8)), f(MingPai(0, "deal", 9)),
            f(MingPai(0, "after_bottom"))] == [5, 4, 3, 2]
    assert R.multiplier(mingpai=[(0, "deal", 3), (1, "after_bottom")]).total == 4
    assert widgets.rules("doudizhu", deal_mingpai_cutoff=5).mingpai_factor(
        MingPai(0, "deal", 6)) == 3
    with pytest.raises(NotAllowed, match="only the landlord"):
        R.bid("call pass pass", first=0, mingpai=[(1, "after_bottom")])


@pytest.mark.ruling("A7")
def test_multiplier_lines_rob_mingpai_and_the_common_doubles():
    """A7: the start is 1, factors multiply; bombs, the rocket and 春天 ×2 each in common
    mode, none in seed-strict mode."""
    m = R.multiplier(robs=2, mingpai=[(0, "start")], bombs=2, rockets=1, spring=True)
    assert m.total == 4 * 5 * 4 * 2 * 2
    assert [line.zh for line in m.lines] == ["底", "抢地主", "明牌", "炸弹", "火箭", "春天"]
    strict = widgets.rules("doudizhu", extra_doubles=False)
    assert strict.multiplier(robs=2, bombs=2, spring=True).total == 4
    assert strict.multiplier(bombs=1).notes


@pytest.mark.ruling("A16")
def test_doubling_needs_more_beans_than_the_threshold():
    """Seed 五.5: a landlord may 加倍 only if all players exceed the room's value; a farmer
    if he and the landlord do. A16: 超過 is strictly more."""
    beans = [1000, 500, 2000]
    assert R.can_double(0, 0, beans, 499)
    assert not R.can_double(0, 0, beans, 500)
    assert R.can_double(2, 0, beans, 999)
    assert not R.can_double(1, 0, beans, 500)
    with pytest.raises(NotAllowed, match="more than 500") as info:
        R.verify_double(1, 0, beans, 500)
    assert info.value.ruling == "A16"


@pytest.mark.ruling("A16")
def test_settlement_is_pairwise_with_each_side_doubling():
    """Seed 五.3: 倍數*每分對應歡樂豆*自己加倍數*對手加倍數; A16: settled per landlord–farmer
    pair, the landlord's total is the sum."""
    s = R.settle(landlord=0, landlord_wins=True, multiplier=6, doubled=[0, 2], per_point=10)
    assert [(p.farmer, p.amount) for p in s.pairs] == [(1, 6 * 10 * 2 * 1), (2, 6 * 10 * 2 * 2)]
    assert s.deltas == (360, -120, -240) and sum(s.deltas) == 0
    lost = R.settle(1, False, R.multiplier(robs=1), doubled=[])
    assert lost.deltas == (2, -4, 2)
    with pytest.raises(NotAllowed):
        R.settle(0, True, 2, doubled=[1], beans=[100, 10, 100], threshold=50)


def test_results_are_immutable():
    """DESIGN: each answer is an immutable result object."""
    with pytest.raises(dataclasses.FrozenInstanceError):
        R.classify("33").parses[0].key = 5  # type: ignore[misc]
