"""推筒子 / 二八杠 (百人场): the tile set, hand values, the ranking (a total order with the banker
rule), odds, the jackpot pool and the payout of a round. Each test cites seed 000 (百人场) or
the ruling in rules/cards.md §1."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

import widgets
from widgets.cards import NotAllowed, NotationError
from widgets.cards.tuitongzi import FA, SEED_GROWTH

R = widgets.rules("tuitongzi")


@pytest.mark.parametrize("text, points", [
    ("78", 5), ("7 8", 5), ("7p8p", 5), ("七筒八筒", 5), ("F5", Fraction(11, 2)),
    ("发9", Fraction(19, 2)), ("6z1", Fraction(3, 2)), ("19", 0), ("37", 0), ("46", 0),
])
def test_points_keep_the_last_digit_with_half_points(text, points):
    """Seed: 1-9筒分别对应1-9点，发财计0.5点; 点数和满10归0取个数，例如7和8筒，为5点."""
    hand = R.hand(text)
    assert hand.category == "points"
    assert hand.points == points


def test_the_special_hands():
    """Seed: 二八杠：2筒和8筒组合; 对子：二张牌相同; 对发财 (发财>二八筒>对子>单牌)."""
    assert R.hand("28").category == "erbagang"
    assert R.hand("82").category == "erbagang"
    assert R.hand("55").category == "pair"  # a pair, not 0 points
    assert R.hand("FF").category == "dui_fa"
    assert (R.hand("FF").odds, R.hand("28").odds, R.hand("99").odds, R.hand("F9").odds) == \
        (3, 2, 2, 1)


@pytest.mark.parametrize("banker, player, winner, words", [
    ("FF", "28", "banker", "beats"),
    ("28", "99", "banker", "二八杠"),
    ("99", "F9", "banker", "beats"),
    ("11", "F9", "banker", "beats"),
    ("99", "88", "banker", "pairs by pip"),
    ("F9", "18", "banker", "9.5 点 beats 9 点"),
    ("F1", "37", "banker", "1.5 点 beats 0 点"),
    ("34", "16", "player", "higher single tile"),
    ("37", "19", "player", "higher single tile"),
    ("35", "35", "banker", "identical"),
    ("FF", "FF", "banker", "identical"),
])
def test_ranking_and_the_reasons(banker, player, winner, words):
    """Seed rules 2–6: pairs first, then points; 二八杠 仅次于一对发财; 对子牌型发财最大;
    其他情况点数相同但手牌不同，单张牌点数高的赢; 无论任何牌型，手牌相同一律庄家赢
    (no 憋十 rule)."""
    duel = R.compare(banker, player)
    assert duel.winner == winner
    assert words in duel.reason, duel.reason


@pytest.mark.ruling("A17")
@pytest.mark.ruling("A6")
def test_every_pair_of_hands_compares_as_a_total_order_with_the_banker_rule():
    """All 55 different hands: the order is total and strict between different hands, and
    identical hands go to the banker (seed rule 5; A17). 发财 is the lowest single tile (A6):
    equal points and equal high tile only happen for identical hands."""
    hands = R.all_hands()
    assert len(hands) == 55
    for a, b in itertools.product(hands, repeat=2):
        ab, ba = R.compare(a, b), R.compare(b, a)
        if a.tiles == b.tiles:
            assert ab.winner == ba.winner == "banker"
            assert a.key == b.key
        else:
            assert a.key != b.key, (a.tiles, b.tiles)
            # whoever holds the better hand wins, in either seat
            assert (ab.winner == "player") == (b.key > a.key)
            assert (ba.winner == "player") == (a.key > b.key)
    ordered = sorted(hands, key=lambda h: h.key)
    for low, high in itertools.combinations(ordered, 2):  # transitive: a chain
        assert R.compare(low, high).winner == "player"
    assert ordered[-1].category == "dui_fa" and ordered[-2].category == "erbagang"
    assert ordered[-3].tiles == (9, 9) and ordered[-11].tiles == (1, 1)
    assert ordered[-12].category == "points" and ordered[-12].points == Fraction(19, 2)


@pytest.mark.ruling("A5")
def test_odds_follow_the_winners_hand_both_ways():
    """Seed: 普通牌 1赔1; 二八杠和对筒子 1赔2; 对发财 1赔3. A5: the winner's hand sets the odds,
    also when the banker wins."""
    assert R.compare("34", "28").player_factor == 2
    assert R.compare("FF", "99").player_factor == -3
    assert R.compare("99", "34").player_factor == -2
    assert R.compare("12", "34").player_factor == 1


@pytest.mark.ruling("A5")
def test_a_round_pays_odds_and_pool_shares():
    """Seed: 闲家中发财按下注比例平分20%奖金池奖励，中二八杠按下注比例平分10%;
    庄家拿特殊牌型不可得奖金池奖励. A5: the award follows the hand, win or lose; shares
    from the starting pool, split by bet over every bettor on qualifying positions, rounded
    down to the chip."""
    result = R.settle("35", ["FF", "28", "46"], [{"ann": 10}, {"bo": 20, "cy": 10}, {"ann": 5}],
                      pool=1000)
    by = {(b.position, b.bettor): b for b in result.bettors}
    assert by[0, "ann"].result == 30 and by[0, "ann"].award == 200
    assert by[1, "bo"].result == 40 and by[1, "bo"].award == 66
    assert by[1, "cy"].award == 33
    assert by[2, "ann"].result == -5
    assert result.banker_net == -(30 + 40 + 20 - 5)
    assert result.awards == (("dui_fa", 20, 200), ("erbagang", 10, 99))
    assert result.net("ann") == 30 + 200 - 5
    assert result.pool_after == 1000 - 299 + result.pool_growth
    banker_special = R.settle("FF", ["28", "12", "34"], [{"a": 10}, {}, {}], pool=100)
    assert banker_special.notes and banker_special.bettors[0].award == 10  # 28 lost, still paid


@pytest.mark.ruling("A5")
def test_the_pool_grows_by_the_room_rate():
    """Seed: 将每局玩家总下注的一定比例量金币放入奖金池; A5: the rate is a room parameter (1 %)."""
    assert R.settle("34", ["56", "12", "78"], [{"a": 100}, {"b": 100}, {"c": 100}],
                    pool=0).pool_growth == 3
    fast = widgets.rules("tuitongzi", pool_rate=50)
    assert fast.settle("34", ["56", "12", "78"], [{"a": 100}, {}, {}], pool=0).pool_growth == 5


def test_banker_must_cover_the_bets_and_the_tiles_must_exist():
    """[REC] §1.7: the sum of bets × 3 ≤ banker stake; only four of each tile exist."""
    with pytest.raises(NotAllowed, match="cover"):
        R.settle("34", ["56", "12", "78"], [{"a": 100}, {}, {}], banker_stake=200)
    R.settle("34", ["56", "12", "78"], [{"a": 100}, {}, {}], banker_stake=300)
    with pytest.raises(NotAllowed, match="more than 4"):
        R.settle("55", ["55", "55", "12"], [{}, {}, {}])
    with pytest.raises(ValueError):
        R.settle("34", ["56", "12", "78"], [{"a": 0}, {}, {}])


@pytest.mark.ruling("A6")
def test_notation_and_the_half_tile_label():
    """A6: the seed's 发财 is the half-point tile; the label may read 白板 (traditional)."""
    assert R.tiles("F白发6z") == (FA, FA, FA, FA)
    assert widgets.rules("tuitongzi", half_tile="白板").hand("F5").describe().endswith("五筒")
    assert widgets.rules("tuitongzi", half_tile="白板").hand("FF").zh == "对白板"
    with pytest.raises(NotationError) as info:
        R.tiles("5x")
    assert (info.value.token, info.value.position) == ("x", 1)
    with pytest.raises(NotAllowed, match="two tiles"):
        R.hand("555")


@pytest.mark.ruling("P-TT1")
def test_the_bettors_put_the_growth_in_and_the_house_option_leaves_their_stakes():
    assert SEED_GROWTH == "将每局玩家总下注的一定比例量金币放入奖金池"
    bets = [{"a": 500}, {"b": 250}, {"a": 1000}]
    seed_reading = R.settle("34", ["56", "12", "78"], bets, pool=100)
    assert [b.into_pool for b in seed_reading.bettors] == [5, 2, 10]  # 10 ‰ each, rounded down
    assert seed_reading.pool_growth == 17 and seed_reading.pool_after == 117
    house = widgets.rules("tuitongzi", pool_from="house").settle("34", ["56", "12", "78"], bets,
                                                                 pool=100)
    assert [b.into_pool for b in house.bettors] == [0, 0, 0] and house.pool_growth == 17
    assert seed_reading.net("a") == house.net("a") - 15 and seed_reading.net("b") == \
        house.net("b") - 2
    with pytest.raises(ValueError, match="pool_from"):
        widgets.rules("tuitongzi", pool_from="banker")
