"""The odds lab's engine
(widgets/practice/odds/lab.py): exact values against hand-computed figures and
independent brute-force counts; seeded simulations within their intervals; invariants as
hypothesis properties."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import widgets
from widgets.cards.tuitongzi import COPIES, KINDS
from widgets.practice import odds

# ---- intervals (P-O1) --------------------------------------------------------------------------


@pytest.mark.ruling("P-O1")
def test_wilson_and_normal_intervals_against_textbook_values():
    """Wilson score interval for 50/100 at 95 %: [0.4038, 0.5962]; for 0/10: [0, 0.2775]
    (a normal interval would collapse to [0, 0]); normal: 1 ± 1.96·√(4/100) = [0.608, 1.392]."""
    assert [round(x, 4) for x in odds.wilson(50, 100)] == [0.4038, 0.5962]
    low, high = odds.wilson(0, 10)
    assert low == 0 and round(high, 4) == 0.2775
    assert [round(x, 3) for x in odds.normal_interval(1.0, 4.0, 100)] == [0.608, 1.392]


@pytest.mark.ruling("P-O1")
def test_two_results_use_wilson_more_use_normal():
    """A win/lose bet's mean is a proportion (Wilson, mapped onto the two values); a bet with
    more results gets the normal interval."""
    one = odds.dafengshou({"apple": 10})
    assert one.binary and odds.simulate(one, 500, seed=1).method == "wilson"
    two = odds.dafengshou({"apple": 10, "bar": 1})
    assert not two.binary and odds.simulate(two, 500, seed=1).method == "normal"
    est = odds.simulate(one, 1000, seed=4)
    assert -10 <= est.low <= est.mean <= est.high <= 50


def test_simulation_is_seeded_and_steps_add_up():
    m = odds.dafengshou({"apple": 3, "bell": 2})
    a, b = odds.Simulation(m, seed=11), odds.Simulation(m, seed=11)
    a.run(700)
    a.run(300)
    b.run(1000)
    assert a.counts == b.counts and sum(a.counts) == a.rounds == 1000
    assert odds.Simulation(m, seed=12).run(1000) != b.estimate()
    with pytest.raises(ValueError, match="rounds"):
        a.run(-1)
    with pytest.raises(ValueError, match="seed"):
        odds.Simulation(m, seed="x")  # type: ignore[arg-type]


# ---- every model: exact outcomes add up, and a seeded simulation lands in its interval ------

MODELS = [
    pytest.param(lambda: odds.dafengshou({"apple": 10, "bar": 2}), id="dafengshou"),
    pytest.param(lambda: odds.tuitongzi(2), id="tuitongzi"),
    pytest.param(lambda: odds.sanzhang("Ah Ad Ac"), id="sanzhang"),
    pytest.param(lambda: odds.mahjong_wait(draws=8), id="mahjong"),
]


@pytest.mark.parametrize("make", MODELS)
def test_exact_outcomes_add_up_and_a_seeded_simulation_is_inside(make):
    """Seed fixed, so this is deterministic; with 95 % intervals a wrong exact value (off by
    more than the interval) fails it."""
    model = make()
    model.check()
    assert sum(o.probability for o in model.outcomes) == 1
    est = odds.simulate(model, 40_000, seed=7)
    assert est.contains(model.expected), (est, float(model.expected))
    assert est.high - est.low < 0.2 * max(1.0, math.sqrt(float(model.variance)))


# ---- 大丰收 ------------------------------------------------------------------------------------


@pytest.mark.ruling("P-F2")
def test_dafengshou_model_matches_the_rules():
    m = odds.dafengshou({"orange": 4})
    assert m.expected == widgets.rules("dafengshou").expected_value({"orange": 4})
    assert m.expected == Fraction(-4, 10)  # 4 staked, 90 % back
    assert {o.key: o.value for o in m.outcomes}["orange"] == 40


# ---- 二八杠 (P-O2, A5) -------------------------------------------------------------------------


@pytest.mark.ruling("P-O2")
def test_tuitongzi_hand_types_hand_computed():
    """Two tiles from 40 (C(40,2) = 780 hands): 对发财 C(4,2) = 6, 二八杠 4 × 4 = 16, the nine
    other pairs 9 × 6 = 54, point hands the other 704."""
    t = odds.tuitongzi_hand_types()
    assert t == {"dui_fa": Fraction(6, 780), "erbagang": Fraction(16, 780),
                 "pair": Fraction(54, 780), "points": Fraction(704, 780)}


@pytest.mark.ruling("P-O2")
@pytest.mark.ruling("A5")
def test_banker_edge_by_brute_force_over_tile_identities():
    """An independent count: every one of the 780 × 703 = 548,340 ways to deal the banker's
    and a position's tiles as distinct tiles, each compared by the rules (A5: the winner's
    hand sets the odds both ways). The model counts kinds with weights instead."""
    rules = widgets.rules("tuitongzi")
    tiles = [k for k in KINDS for _ in range(COPIES)]
    cache: dict[tuple, int] = {}
    total = n = 0
    ids = range(len(tiles))
    for banker in itertools.combinations(ids, 2):
        rest = [i for i in ids if i not in banker]
        bk = tuple(sorted(tiles[i] for i in banker))
        for player in itertools.combinations(rest, 2):
            pk = tuple(sorted(tiles[i] for i in player))
            if (bk, pk) not in cache:
                cache[(bk, pk)] = rules.compare(bk, pk).player_factor
            total += cache[(bk, pk)]
            n += 1
    assert n == 548_340
    assert odds.banker_edge(1) == -Fraction(total, n) == Fraction(225, 18278)
    assert {abs(o.value) for o in odds.tuitongzi(1).outcomes} == {1, 2, 3}


@pytest.mark.ruling("P-O2")
def test_every_position_has_the_same_edge_and_simulates_to_it():
    """Dealt from a fair shuffle, positions are exchangeable: the exact edge is the same for
    1, 2 and 3, and a simulation that deals all 8 tiles "从左往右" agrees per position."""
    edges = {odds.banker_edge(p) for p in (1, 2, 3)}
    assert edges == {Fraction(225, 18278)}
    for p in (1, 2, 3):
        m = odds.tuitongzi(p)
        est = odds.simulate(m, 30_000, seed=p)
        assert est.contains(m.expected), (p, est)
    with pytest.raises(ValueError, match="position"):
        odds.tuitongzi(4)


# ---- 欢乐三张 (A14, P-O4) ---------------------------------------------------------------------


def test_sanzhang_categories_over_all_22100_hands():
    """Hand-computed counts: 豹子 13 × 4 = 52; 顺金 12 × 4 = 48; 金花 4 × C(13,3) − 48 = 1096;
    顺子 12 × 4³ − 48 = 720; 对子 13 × 6 × 48 = 3744; 单张 the rest, 16,440; 2-3-5 not all one
    suit 4³ − 4 = 60."""
    cats = odds.sanzhang_categories()
    counts = {k: p * 22100 for k, p in cats.items()}
    assert counts == {"baozi": 52, "shunjin": 48, "jinhua": 1096, "shunzi": 720,
                      "duizi": 3744, "danzhang": 16440, "special_235": 60}


@pytest.mark.ruling("A14")
@pytest.mark.parametrize("options", [{}, {"special_235_suits": "distinct"},
                                     {"special_235": False}])
def test_categories_by_hand_shape_equal_classifying_every_hand(options):
    """The lab classifies one hand per shape (ranks, number of suits); the rules'
    ``category_counts`` classifies all 22,100 hands: the same counts under every option."""
    counts = widgets.rules("sanzhang", **options).category_counts()
    assert {k: p * 22100 for k, p in odds.sanzhang_categories(**options).items()} == counts


@pytest.mark.ruling("A14")
@pytest.mark.ruling("P-O4")
def test_why_235_matters():
    """Seed: 當豹子存在時，特殊牌型 > 豹子. AAA loses only to the 60 mixed-suit 2-3-5 hands among
    the C(49,3) = 18,424 hands of the other 49 cards; 2-3-5 wins only against a 豹子: the ten
    豹子 of other ranks (4 each) and one of each of 2, 3, 5 (3 copies left): 43."""
    aaa = odds.sanzhang("Ah Ad Ac")
    assert aaa.win_chance == 1 - Fraction(60, 18424)
    assert [o.key for o in aaa.outcomes if o.value < 0] == ["lose-danzhang"]
    low = odds.sanzhang("2s 3h 5d")
    assert low.win_chance == Fraction(43, 18424)
    assert [o.key for o in low.outcomes if o.value > 0] == ["win-baozi"]
    off = odds.sanzhang("Ah Ad Ac", special_235=False)
    assert off.win_chance == 1


@pytest.mark.ruling("P-O4")
def test_challenger_and_defender_differ_only_on_exact_ties():
    """Seed: 當兩牌型大小完全相同時，主動比牌者負 — the defender wins the ties."""
    hand = "Kh Qd 9c"
    a = odds.sanzhang(hand, challenger=True).win_chance
    d = odds.sanzhang(hand, challenger=False).win_chance
    # equal hands: K-Q-9 high with no flush, from the 3 left of each rank: 3³ − 3 = 24 hands,
    # minus the 2 all-one-suit ones in the remaining suits... counted by rank and suit below
    ties = sum(1 for k in "shcd" for q in "shcd" for n in "shcd"
               if len({k, q, n}) > 1 and f"K{k}" != "Kh" and f"Q{q}" != "Qd"
               and f"9{n}" != "9c")
    assert d - a == Fraction(ties, 18424)
    with pytest.raises(ValueError, match="deck"):
        odds.sanzhang("Ah Ah Ac")


# ---- mahjong: the wait within n draws (P-O3) --------------------------------------------------


@pytest.mark.ruling("P-O3")
def test_wait_within_hand_computed():
    """80 unseen, 4 live: 1 draw 4/80 = 1/20; 2 draws 1 − (76·75)/(80·79) = 31/316."""
    assert odds.wait_within(80, 4, 1) == Fraction(1, 20)
    assert odds.wait_within(80, 4, 2) == Fraction(31, 316)
    assert odds.wait_within(80, 0, 10) == 0
    assert odds.wait_within(80, 4, 77) == 1  # 77 draws must meet one of 4
    with pytest.raises(ValueError, match="cannot exceed"):
        odds.wait_within(10, 11, 1)


@pytest.mark.ruling("P-O3")
def test_wait_within_against_every_order_of_a_small_set():
    """Brute force: every ordering of 8 unseen tiles, 3 of them live, the first 4 drawn."""
    unseen, live, draws = 8, 3, 4
    orders = list(itertools.permutations(range(unseen)))
    hits = sum(1 for order in orders if any(t < live for t in order[:draws]))
    assert odds.wait_within(unseen, live, draws) == Fraction(hits, len(orders))
    firsts = odds.first_arrival(unseen, live, draws)
    for k in range(draws):
        count = sum(1 for o in orders if o[k] < live and all(t >= live for t in o[:k]))
        assert firsts[k] == Fraction(count, len(orders))


@pytest.mark.ruling("P-O3")
def test_one_wait_against_two_waits_with_live_tiles():
    """A 单钓 on 5p against a two-sided wait 1p/4p in 四川 (108 tiles): the unseen are the
    108 − 13 = 95 tiles not in hand — wall and other hands alike; seen tiles leave them."""
    single = odds.count_waits("sichuan-xuezhan", "123m456m789m999p5p")
    assert single.waits == (("5p", 3),) and single.unseen == 95
    double = odds.count_waits("sichuan-xuezhan", "123m456m789m11p23p")
    assert double.waits == (("1p", 2), ("4p", 4)) and double.live == 6
    seen = odds.count_waits("sichuan-xuezhan", "123m456m789m11p23p", seen="4p4p9s")
    assert (seen.live, seen.unseen) == (4, 92)
    one, two = (odds.mahjong_wait(hand=h, draws=6)
                for h in ("123m456m789m999p5p", "123m456m789m11p23p"))
    assert one.expected == odds.wait_within(95, 3, 6)
    assert two.expected == odds.wait_within(95, 6, 6) > one.expected
    with pytest.raises(ValueError, match="not ready"):
        odds.count_waits("sichuan-xuezhan", "123m456m789m1p3s5s7s")
    with pytest.raises(ValueError, match="draws"):
        odds.mahjong_wait(draws=0)
    with pytest.raises(ValueError, match="not a mahjong variant"):
        odds.count_waits("sanzhang", "123m")


@given(unseen=st.integers(1, 120), data=st.data())
@settings(max_examples=60, deadline=None)
def test_first_arrivals_add_up_to_within(unseen, data):
    """Invariant: P(first live tile at draw k) summed over k ≤ n is P(within n), and within n
    never falls as n grows."""
    live = data.draw(st.integers(0, unseen))
    draws = data.draw(st.integers(0, min(unseen, 30)))
    assert sum(odds.first_arrival(unseen, live, draws), Fraction(0)) == \
        odds.wait_within(unseen, live, draws)
    if draws < unseen:
        assert odds.wait_within(unseen, live, draws + 1) >= odds.wait_within(unseen, live, draws)


@given(seed=st.integers(0, 2**32), rounds=st.integers(0, 300))
@settings(max_examples=25, deadline=None)
def test_a_simulation_only_counts_outcomes_that_exist(seed, rounds):
    """Invariant: every sampled outcome is one of the model's, and counts add to rounds."""
    for m in (odds.dafengshou({"bar": 1, "apple": 1}), odds.mahjong_wait(draws=3)):
        sim = odds.Simulation(m, seed)
        est = sim.run(rounds)
        assert sum(sim.counts) == rounds == est.rounds
        rng = random.Random(seed)
        assert all(0 <= m.sample(rng) < len(m.outcomes) for _ in range(20))


@pytest.mark.ruling("P-O3")
@pytest.mark.parametrize("seen, words", [
    ("1z1z", "1z not in the"),               # Sichuan has no honours
    ("4p4p4p4p4p", "more than 4 of 4p"),     # five 4p cannot be seen
    ("1p1p1p", "more than 4 of 1p"),         # two in the hand and three seen
    (5, "seen is text"),
])
def test_bad_seen_tiles_are_named_not_dropped(seen, words):
    """A seen tile outside the variant's set, or more copies than exist, is an error that
    names the tile — never silently left out of the count."""
    with pytest.raises(ValueError, match=words):
        odds.count_waits("sichuan-xuezhan", "123m456m789m11p23p", seen=seen)


@pytest.mark.ruling("P-O3")
def test_a_drawn_laizi_completes_the_hand_and_the_indicator_is_out_of_play():
    """Wuhan (136 tiles), 4s turned up: the 赖子 is 5s, and a drawn 5s completes a ready
    hand as any tile, so its 4 copies are live besides 2p (2 left) and 5p (4); the indicator
    is face up, so 136 − 13 − 1 = 122 tiles are unseen. Without the indicator: 6 live, 123."""
    hand = "[123m,1] 456m789m22p34p"
    with_wild = odds.count_waits("wuhan", hand, indicator="4s")
    assert with_wild.waits == (("2p", 2), ("5p", 4), ("5s", 4))
    assert (with_wild.live, with_wild.unseen, with_wild.wild) == (10, 122, "5s")
    plain = odds.count_waits("wuhan", hand)
    assert (plain.live, plain.unseen, plain.wild) == (6, 123, "")
    m = odds.mahjong_wait("wuhan", hand, draws=3, indicator="4s")
    assert m.expected == odds.wait_within(122, 10, 3)
    assert any("赖子" in en for _, _, en in m.notes)
    closed = odds.mahjong_wait("wuhan", "123m456m789m22p34p", indicator="4s")
    assert closed.count.blockers and any("开口" in en for _, _, en in closed.notes)
    with pytest.raises(ValueError, match="no 赖子"):
        odds.count_waits("sichuan-xuezhan", "123m456m789m11p23p", indicator="4s")
    with pytest.raises(ValueError, match="one tile"):
        odds.count_waits("wuhan", hand, indicator="4s4s")
    with pytest.raises(ValueError, match="more than 4 of 5s"):
        odds.count_waits("wuhan", hand, seen="5s5s5s5s", indicator="5s")


def test_rule_options_reach_the_models():
    """Each model is built under the game's rule options (the lab's option panel)."""
    assert odds.dafengshou({"bar": 10}, rtp=95).expected == Fraction(-1, 2)
    strict = odds.sanzhang_categories(special_235_suits="distinct")
    assert strict["special_235"] * 22100 == 4 * 3 * 2  # three different suits
    assert odds.mahjong_wait("yongzhou", draws=2).rules.id == "yongzhou"
    with pytest.raises(ValueError, match="unknown option"):
        odds.mahjong_wait(colour=1)


@pytest.mark.parametrize("hand, challenger", [("Kh Qd 9c", True), ("2s 3h 5d", False),
                                              ("7c 7d Qs", True)])
def test_sanzhang_model_equals_one_compare_per_opponent_hand(hand, challenger):
    """The model compares once per class of opponent hand (category, key, 2-3-5 mark); an
    independent count compares the hand with every one of the 18,424 others."""
    rules = widgets.rules("sanzhang")
    mine = rules.classify(hand)
    rest = [c for c in odds.DECK52 if c not in mine.cards]
    wins = 0
    for other in itertools.combinations(rest, 3):
        if challenger:
            wins += rules.compare(mine, other).winner == "challenger"
        else:
            wins += rules.compare(other, mine).winner == "defender"
    assert odds.sanzhang(hand, challenger).win_chance == Fraction(wins, math.comb(49, 3))
