"""大丰收 (``dafengshou``): seed 001 has one sentence; rules/cards.md §4 gives the default model,
which is our assumption (P-F1). Exact probabilities, returns and payouts against hand-computed
figures; the seed's one checkable claim (a bigger bet wins more) as a property."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

import widgets
from widgets.cards import CARD_REGISTRY, NotAllowed
from widgets.cards.dafengshou import LUCK, SEED, Dafengshou, bigger_bet_wins_more

R = widgets.rules("dafengshou")


@pytest.mark.ruling("P-F1")
@pytest.mark.ruling("A10")
def test_the_default_model_is_the_fruit_machine_of_the_digest():
    """rules/cards.md §4 [REC]: 苹果 ×5, 橙子 ×10, 芒果 ×10, 铃铛 ×10, 西瓜 ×20, 双星 ×20,
    77 ×20, BAR ×50 — our assumption; the seed (大豐收…包含各類押注對象) names no target, and
    A10 asks for a labelled placeholder rather than an invented ruleset."""
    assert [(t.zh, t.odds) for t in R.targets] == [
        ("苹果", 5), ("橙子", 10), ("芒果", 10), ("铃铛", 10), ("西瓜", 20), ("双星", 20),
        ("77", 20), ("BAR", 50)]
    assert "押注對象" in SEED and R.seed == SEED
    assert "assum" in Dafengshou.__doc__ and "P-F1" in Dafengshou.__doc__
    assert isinstance(R, CARD_REGISTRY["dafengshou"])
    assert R.target("苹果") is R.target("apple") is R.target("Apple")


@pytest.mark.ruling("P-F2")
def test_every_target_returns_ninety_per_cent():
    """§4: each target lights with probability 0.9 / (multiplier + 1), so every target returns
    exactly 90 %. Hand-computed: 0.9/6 = 3/20, 0.9/11 = 9/110, 0.9/21 = 3/70, 0.9/51 = 3/170."""
    assert R.probability("apple") == Fraction(3, 20)
    assert R.probability("orange") == R.probability("bell") == Fraction(9, 110)
    assert R.probability("watermelon") == R.probability("77") == Fraction(3, 70)
    assert R.probability("BAR") == Fraction(3, 170)
    assert {R.rtp(t.key) for t in R.targets} == {Fraction(9, 10)}
    # the rest falls on the luck lamps: 1 − (3/20 + 3·9/110 + 3·3/70 + 3/170) = 11999/26180
    assert R.luck == Fraction(11999, 26180)
    assert sum(p for _, p in R.outcomes()) == 1


@pytest.mark.ruling("P-F2")
def test_rtp_is_an_option_and_too_much_is_refused():
    """The return is an option; one that needs probabilities over 1 is refused, named."""
    r = widgets.rules("dafengshou", rtp=50)
    assert r.rtp("bar") == Fraction(1, 2)
    assert r.expected_value({"apple": 10, "bar": 10}) == -10
    with pytest.raises(ValueError, match="rtp"):
        widgets.rules("dafengshou", targets="a=1 b=1 c=1", rtp=100)  # 3 × 1/2 > 1
    with pytest.raises(ValueError, match="rtp"):
        widgets.rules("dafengshou", rtp=0)


@pytest.mark.ruling("P-F3")
def test_explicit_weights_and_the_luck_lamp():
    """§4: "the rest of the probability falls on two luck lamps that pay nothing"; weights
    are an option (probability = weight / total)."""
    r = widgets.rules("dafengshou", targets="apple=5 bar=50", weights="apple=6 bar=1 luck=3")
    assert r.probability("apple") == Fraction(6, 10)
    assert r.probability("bar") == Fraction(1, 10)
    assert r.luck == Fraction(3, 10)
    assert r.settle({"apple": 2}, LUCK).net == -2
    with pytest.raises(NotAllowed, match="luck lamp"):
        r.settle({LUCK: 1}, "apple")
    with pytest.raises(ValueError, match="missing bar"):
        widgets.rules("dafengshou", targets="apple=5 bar=50", weights="apple=6")
    with pytest.raises(ValueError, match="unknown kiwi"):
        widgets.rules("dafengshou", targets="apple=5", weights="apple=6 kiwi=2")
    with pytest.raises(ValueError, match="name=whole number"):
        widgets.rules("dafengshou", weights="apple=x")
    with pytest.raises(ValueError, match="'rtp' .80. has no effect with explicit 'weights'"):
        widgets.rules("dafengshou", targets="apple=5", weights="apple=1 luck=1", rtp=80)


@pytest.mark.ruling("P-F4")
def test_a_win_returns_the_stake_plus_odds_times_the_stake():
    """Issue 12: multipliers are profit per unit staked; the stake comes back on a win."""
    win = R.settle({"apple": 10}, "苹果")
    assert (win.staked, win.returned, win.net) == (10, 60, 50)
    lose = R.settle({"apple": 10}, "bar")
    assert (lose.staked, lose.returned, lose.net) == (10, 0, -10)
    bar = R.settle({"bar": 3}, "BAR")
    assert bar.net == 150
    assert R.distribution({"apple": 10}) == {-10: 1 - Fraction(3, 20), 50: Fraction(3, 20)}
    assert R.expected_value({"apple": 10}) == 60 * Fraction(3, 20) - 10 == -1


@pytest.mark.ruling("P-F5")
def test_several_targets_in_one_round():
    """§4: each round one lamp lights; a bet wins if the lit lamp is its target — bets on
    several targets share one outcome, and the expected values add up."""
    bets = {"apple": 10, "bar": 2, "seven": 1}
    spin = R.settle(bets, "seven")
    assert dict(spin.results) == {"apple": -10, "bar": -2, "seven": 20}
    assert spin.net == 8
    assert R.expected_value(bets) == sum(R.expected_value({k: c}) for k, c in bets.items())
    assert R.rtp(bets=bets) == Fraction(9, 10)


@pytest.mark.ruling("P-F1")
@given(target=st.sampled_from([t.key for t in R.targets]),
       small=st.integers(1, 10_000), extra=st.integers(1, 10_000))
def test_the_seed_sentence_a_bigger_bet_wins_more(target, small, extra):
    """Seed: 對象押注的金幣數量越多，獲得金幣的收益越大 — the only rule the seed gives."""
    assert bigger_bet_wins_more(R, target, small, small + extra)


@given(odds=st.lists(st.integers(1, 60), min_size=1, max_size=8),
       rtp=st.integers(1, 100), data=st.data())
def test_any_table_sums_to_one_and_returns_its_rtp(odds, rtp, data):
    """Invariant: for any targets and return, probabilities add to 1 and every bet's exact
    expected value is −(1 − rtp) × stake."""
    spec = " ".join(f"t{i}={m}" for i, m in enumerate(odds))
    if sum(Fraction(rtp, 100) / (m + 1) for m in odds) > 1:
        with pytest.raises(ValueError, match="rtp"):
            widgets.rules("dafengshou", targets=spec, rtp=rtp)
        return
    r = widgets.rules("dafengshou", targets=spec, rtp=rtp)
    assert sum(p for _, p in r.outcomes()) == 1
    bets = data.draw(st.dictionaries(st.sampled_from([f"t{i}" for i in range(len(odds))]),
                                     st.integers(1, 1000), min_size=1))
    staked = sum(bets.values())
    assert r.expected_value(bets) == -(1 - Fraction(rtp, 100)) * staked


def test_seeded_rounds_repeat():
    """One round = one outcome from a seeded generator: the same seed, the same lamps."""
    a = [R.play({"apple": 1}, seed=random.Random(5)).outcome for _ in range(3)]
    rng1, rng2 = random.Random(9), random.Random(9)
    assert [R.spin(rng1) for _ in range(200)] == [R.spin(rng2) for _ in range(200)]
    assert len(a) == 3 and all(x in {k for k, _ in R.outcomes()} for x in a)


@pytest.mark.parametrize("bets, words", [
    ({}, "no coins"),
    ({"apple": 0}, "no coins"),
    ({"apple": -1}, "whole number"),
    ({"apple": True}, "whole number"),
    ({"apple": 1.5}, "whole number"),
    ({"kiwi": 1}, "no betting target 'kiwi'"),
    ({"apple": 1, "苹果": 2}, "backed twice"),
    ("apple", "mapping"),
])
def test_bad_bets_are_named(bets, words):
    with pytest.raises(NotAllowed, match=words):
        R.settle(bets, "apple")


@pytest.mark.parametrize("options, words", [
    ({"targets": ""}, "names no target"),
    ({"targets": "apple=0"}, "at least 1"),
    ({"targets": "apple=5 luck=2"}, "pays nothing"),
    ({"targets": "apple=5 apple=6"}, "twice"),
    ({"targets": "apple5"}, "name=whole number"),
    ({"rtp": "90"}, "takes int"),
    ({"colour": 1}, "unknown option"),
])
def test_bad_options_are_named(options, words):
    with pytest.raises(ValueError, match=words):
        widgets.rules("dafengshou", **options)


def test_repr_reads_like_the_call():
    assert repr(widgets.rules("dafengshou", rtp=80)) == "rules('dafengshou', rtp=80)"
