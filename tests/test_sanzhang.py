"""欢乐三张: hand types, every tie rule, the category counts, and the betting arithmetic.
Each test cites the seed (001, 欢乐三张 section) or the ruling in rules/cards.md."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest

import widgets
from widgets.cards import NotAllowed
from widgets.cards.cards import RANKS, SUITS, Card

R = widgets.rules("sanzhang")


@pytest.mark.parametrize("hand, category", [
    ("Ah Ad Ac", "baozi"), ("2s 2h 2d", "baozi"),
    ("4s 5s 6s", "shunjin"), ("7h 8h 9h", "shunjin"), ("Qs Ks As", "shunjin"),
    ("黑桃123", "shunjin"),
    ("黑桃368", "jinhua"), ("方塊145", "jinhua"), ("2d 3d 5d", "jinhua"),
    ("黑桃5紅桃6方塊7", "shunzi"), ("Ah 2s 3d", "shunzi"),
    ("2s 2h 3d", "duizi"), ("3s 3h 4d", "duizi"),
    ("Ks As 2d", "danzhang"), ("2s 3h 5d", "danzhang"),
])
def test_the_seeds_examples_classify(hand, category):
    """Seed 二、牌型: 豹子 AAA 222; 顺金 黑桃456 紅桃789, QKA highest, 123 lowest; 金花 黑桃368
    方塊145; 顺子 黑桃5紅桃6方塊7; 对子 223 334; K-A-2 is no straight (A13)."""
    assert R.classify(hand).category == category


@pytest.mark.ruling("A14")
def test_235_is_special_only_in_mixed_suits():
    """Seed: 特殊：花色不同的235. A14: 'mixed' means not all one suit (one suit is a 金花);
    the option 'distinct' wants three different suits."""
    assert R.classify("2s 3h 5d").special
    assert R.classify("2s 3s 5d").special
    assert not R.classify("2s 3s 5s").special
    distinct = widgets.rules("sanzhang", special_235_suits="distinct")
    assert not distinct.classify("2s 3s 5d").special
    assert distinct.classify("2s 3h 5d").special


@pytest.mark.ruling("A14")
def test_235_beats_any_baozi_and_nothing_else():
    """Seed: 特殊牌型在普通時比較大小按單張牌型來算。當豹子存在時，特殊牌型 > 豹子.
    A14: any 豹子, head to head; against anything else it is the lowest 单张.
    So 235 > 豹子 > 顺金 > 235."""
    assert R.compare("2s 3h 5d", "Ah Ad Ac").winner == "challenger"
    assert R.compare("Ah Ad Ac", "2s 3h 5d").winner == "defender"
    assert R.compare("4s 5s 6s", "2s 3h 5d").winner == "challenger"
    assert R.compare("2s 3h 5d", "2h 4d 5c").winner == "defender"
    off = widgets.rules("sanzhang", special_235=False)
    assert off.compare("2s 3h 5d", "Ah Ad Ac").winner == "defender"


def test_categories_rank_in_the_seeds_order():
    """Seed 三: 豹子 > 順金 > 金花 > 順子 > 對子 > 單張."""
    ladder = ["8s 8h 8d", "2c 3c 4c", "2d 3d 5d", "4h 5s 6d", "9s 9c 3h", "Ks Qh 7h"][::-1]
    for low, high in itertools.combinations(ladder, 2):
        assert R.compare(high, low).winner == "challenger", (high, low)
        assert R.compare(low, high).winner == "defender", (low, high)


@pytest.mark.parametrize("a, b, winner, words", [
    ("Qs Ks As", "Jh Qh Kh", "challenger", "A > K"),
    ("Ah 2h 3h", "2s 3s 4s", "defender", "4 > 3"),  # 32A is the lowest straight
    ("Ah 2s 3d", "Kh Qs Jd", "defender", "K > 3"),
    ("As 9h 2d", "Ah 9s 3c", "defender", "the third card"),
    ("Ks Qs 9s", "Kh Qh 8h", "challenger", "the third card"),
    ("Ah Ad 3c", "As Ac 4h", "defender", "odd card"),
    ("3h 3d Ac", "2s 2c Ah", "challenger", "the higher pair"),
    ("Ah Kd 9c", "As Kc 9h", "defender", "challenger (主动比牌者) loses"),
    ("Qs Ks As", "Qh Kh Ah", "defender", "challenger (主动比牌者) loses"),
])
def test_every_tie_rule_and_why(a, b, winner, words):
    """Seed 三: 順金、順子按照順序比點。AKQ> KQJ>…>32A; 比最大的牌張，如最大牌張相同則比第二大的張;
    當兩牌型大小完全相同時，主動比牌者負."""
    result = R.compare(a, b)
    assert result.winner == winner
    assert words in result.reason, result.reason
    assert result.seed


@pytest.mark.ruling("A12")
def test_equal_pairs_compare_the_odd_card():
    """A12: with equal pairs, compare the odd card; off, the challenger loses at once."""
    assert R.compare("9h 9d Kc", "9s 9c Qh").winner == "challenger"
    assert R.compare("9h 9d Kc", "9s 9c Qh").ruling == "A12"
    off = widgets.rules("sanzhang", pair_kicker=False)
    assert off.compare("9h 9d Kc", "9s 9c Qh").winner == "defender"


def test_category_counts_over_all_22100_hands():
    """C(52,3) = 22,100 hands: 豹子 52, 顺金 48, 金花 1,096, 顺子 720, 对子 3,744, 单张 16,440
    (the known figures, with A-2-3 a straight); the special 2-3-5 (not all one suit) is 60 of
    the 单张 (4³ − 4)."""
    counts = R.category_counts()
    assert counts == {"baozi": 52, "shunjin": 48, "jinhua": 1096, "shunzi": 720, "duizi": 3744,
                      "danzhang": 16440, "special_235": 60}
    assert sum(v for k, v in counts.items() if k != "special_235") == 22100


def test_comparison_is_antisymmetric_except_for_exact_ties():
    """For random pairs of hands: exactly one side wins; swapping the roles swaps the winner
    unless the hands are equal, when the challenger loses either way."""
    rng = random.Random(3)
    deck = [Card(r, s) for r in RANKS for s in SUITS]
    for _ in range(2000):
        cards = rng.sample(deck, 6)
        a, b = R.classify(cards[:3]), R.classify(cards[3:])
        one, two = R.compare(a, b).winner, R.compare(b, a).winner
        if a.level == b.level and a.key == b.key and not (a.special or b.special):
            assert one == two == "defender"
        else:
            assert one != two


def test_bad_hands_are_refused_with_the_reason():
    """Seed: 三張牌, 一副去掉大小王的撲克牌 (52 cards): a hand is three suited cards of one deck."""
    for text, words in [("As Ks", "three cards"), ("As Ks B", "without jokers"),
                        ("A K Q", "suit"), ("As As Kd", "twice")]:
        with pytest.raises(NotAllowed, match=words):
            R.classify(text)
    with pytest.raises(NotAllowed, match="share"):
        R.compare("As Ks Qs", "As 2d 3c")


# ---- betting ---------------------------------------------------------------------------------


@pytest.mark.ruling("A9")
def test_a_seen_player_pays_double_to_call():
    """Seed: 暗注相當于明注的2倍; A9: a blind stake b is worth a seen stake 2b, so a player who
    has looked pays twice the blind amount to call."""
    b = R.betting(3, "call; look; call; call", ante=2)
    paid = [s.paid for s in b.steps if s.action == "call"]
    assert paid == [2, 4, 2]
    assert b.pot == 6 + 8
    assert b.call_cost(1) == 4 and b.call_cost(0) == 2


@pytest.mark.ruling("A9")
def test_raises_are_in_the_actors_own_units_and_the_cap_in_seen_units():
    """Seed: 加注…加注后不能超過單注封頂; §5.6: the cap is in seen units, so a blind player's is
    half. A seen player's raise to 10 makes the blind stake 5."""
    b = R.betting(3, "look; raise 10; call; call", ante=1, single_cap=20)
    assert b.stake == 5
    assert [s.paid for s in b.steps if s.action in ("raise", "call")] == [10, 5, 5]
    with pytest.raises(NotAllowed, match="单注封顶"):
        R.betting(3, "raise 11", ante=1, single_cap=20)  # blind: cap 10
    with pytest.raises(NotAllowed, match="must exceed"):
        R.betting(3, "look; raise 2", ante=1)  # seen 2 = blind 1: no raise


@pytest.mark.ruling("A9")
def test_compare_fee_is_twice_the_own_call_and_the_loser_drops_out():
    """Seed: 比牌費用等于當前單注的兩倍; A9: in the actor's own units. With two players left,
    比牌 is allowed in any round (seed); from round 2 with more ([REC] §5.6)."""
    b = R.betting(2, "compare 1 win", ante=1)
    assert [s.paid for s in b.steps if s.action == "compare"] == [2]
    assert b.winner == 0 and b.to_act is None and b.pot == 4
    assert b.net() == (1, -1)  # the winner gets back his fee too
    with pytest.raises(NotAllowed, match="round 2"):
        R.betting(3, "compare 1 win", ante=1)
    b = R.betting(3, "call; call; call; look; compare 2 lose", ante=1)
    assert b.steps[-1].paid == 4 and not b.active[0]
    assert widgets.rules("sanzhang", compare_from_round=1).betting(3, "compare 1 win").active \
        == (True, False, True)


def test_compare_with_hands_decides_by_the_rules():
    """The 比牌 result comes from the hands when they are given; the challenger loses ties."""
    hands = ["2s 3h 5d", "Ah Ad Ac", "Kh Qh Jd"]
    b = R.betting(3, "call; call; call; compare 1", hands=hands)
    assert not b.active[1] and "2-3-5" in b.steps[-1].note
    assert (0, 1) in b.revealed and (2, 0) not in b.revealed


@pytest.mark.ruling("A21")
def test_the_hand_cap_leaves_only_compare_and_fold():
    """Seed: 當達到手數封頂時，玩家將只可以與其他玩家比牌（比牌時仍要支付比牌費用）; A21: folding
    stays allowed; when everyone is capped, they compare in turn order ([REC] §5.6)."""
    with pytest.raises(NotAllowed, match="手数封顶") as info:
        R.betting(2, "call; call; call", hand_cap=1)
    assert info.value.ruling == "A21"
    assert R.betting(2, "call; call; fold", hand_cap=1).winner == 1
    strict = widgets.rules("sanzhang", fold_at_cap=False)
    with pytest.raises(NotAllowed, match="only 比牌"):
        strict.betting(2, "call; call; fold", hand_cap=1)
    b = R.betting(3, "call; call; call", hand_cap=1, hands=["2s 3h 5d", "Ah Ad Ac", "Kh Qh Jd"])
    assert b.winner is not None and b.to_act is None
    assert sum(b.active) == 1


def test_betting_refuses_bad_input_with_reasons():
    """Seed: 2-6 人; an unknown or impossible action is refused with the reason, never
    dropped."""
    for actions, words in [("dance", "unknown action"), ("raise", "needs an amount"),
                           ("raise x", "not an amount"), ("compare 0 win", "another player"),
                           ("look 9", "not a seat")]:
        with pytest.raises(NotAllowed, match=words):
            R.betting(3, actions)
    with pytest.raises(ValueError):
        R.betting(7, "")
    with pytest.raises(NotAllowed, match="over"):
        R.betting(2, "fold; call")
    assert R.betting(2, "look; call").pot == Fraction(4)


@pytest.mark.ruling("P-SZ1")
def test_a_compare_between_the_last_two_shows_both_hands_to_everyone():
    """Seed: 只剩兩位玩家時，如果是比牌決定勝負的，則所有玩家（包括旁觀者）都可以看見此二人的底牌。
    如果是一方放棄的情況，則仍不可見."""
    hands = ["2s 3h 5d", "Ah Ad Ac", "Kh Qh Jd"]
    b = R.betting(3, "call; call; call; compare 1", hands=hands)
    assert b.shown_to_all == ()  # three were in: only the two compared see each other
    b = R.betting(3, "call; call; fold; compare 1", hands=hands)
    assert b.winner == 0 and b.shown_to_all == (0, 1)
    assert "everyone, spectators too" in b.steps[-2].note
    assert R.betting(2, "call; fold").shown_to_all == ()  # a fold: still hidden
    capped = R.betting(3, "call; call; call", hand_cap=1, hands=hands)
    assert len(capped.shown_to_all) == 2 and capped.winner in capped.shown_to_all


@pytest.mark.ruling("A21")
def test_the_showdown_at_the_hand_cap_charges_the_compare_fee():
    """Seed: 當達到手數封頂時，玩家將只可以與其他玩家比牌（比牌時仍要支付比牌費用）; A21: when 比牌
    is the only option, it costs the usual fee (2 × the challenger's call)."""
    hands = ["2s 3h 5d", "Ah Ad Ac", "Kh Qh Jd"]
    b = R.betting(3, "call; call; call", hand_cap=1, hands=hands)
    fees = [s.paid for s in b.steps if s.action == "compare"]
    assert fees == [2, 2] and all("比牌費用" in s.note for s in b.steps if s.action == "compare")
    assert b.pot == 3 + 3 + 4


def test_the_seat_to_act_can_ask_what_it_may_do_and_what_a_compare_costs():
    """Seed: 比牌費用等于當前單注的兩倍 (A9: in the actor's units); 手數封頂: only 比牌 (A21, and
    fold); 比牌 from round 2 with more than two in ([REC] §5.6)."""
    b = R.betting(3, "", ante=1)
    assert [c.action for c in b.allowed] == ["look", "call", "raise", "fold"]
    b = R.betting(3, "call; call; call; look", ante=1)
    assert b.compare_cost(0) == 4
    assert {c.action: c.cost for c in b.allowed}["compare 2"] == 4
    capped = R.betting(2, "call; call", hand_cap=1)
    assert [c.action for c in capped.allowed] == ["look", "fold", "compare 1"]
    assert R.betting(2, "fold").allowed == ()
    cap = R.betting(2, "", single_cap=10).allowed
    assert {c.action: c.most for c in cap}["raise"] == 5
