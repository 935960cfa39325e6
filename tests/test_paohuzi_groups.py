"""跑胡子 groupings: the 胡息 table, the shape (A2), the 坎 rule (P-PH3), the winning card's
value (P-PH1), and the 王: with wilds, the best grouping equals the best over every
substitution of the 王 by a real card (hypothesis against a brute force)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import widgets
from widgets.cards.paohuzi import group_text, parse_hand
from widgets.cards.paohuzi.groups import HUXI, N, best_grouping, search, value

R = widgets.rules("paohuzi")


def cards(text: str) -> list[int]:
    return list(parse_hand(text).cards)


@pytest.mark.ruling("A2")
@pytest.mark.parametrize("kind, small, big", [
    ("peng", 1, 3), ("kan", 3, 6), ("wei", 3, 6), ("pao", 6, 9), ("ti", 9, 12),
    ("yes", 3, 6), ("eqs", 3, 6), ("ju", 0, 0), ("jiao", 0, 0), ("pair", 0, 0)])
def test_the_seed_huxi_table(kind, small, big):
    """Seed 四、積分規則: 碰 1/3; 坎、嘯和臭嘯 3/6; 跑 6/9; 傾 9/12; 壹貳叁 3/6; 貳柒拾 3/6; other
    句, 绞 and the pair score nothing (§2.7 [REC])."""
    assert HUXI[kind] == (small, big)
    assert value(kind, [0, 1, 2] if kind == "yes" else [1]) == small
    assert value(kind, [10, 11, 12] if kind == "yes" else [11]) == big


@pytest.mark.ruling("A2")
def test_only_one_two_three_scores_among_runs():
    """Seed: 壹貳叁（一二三）scores; 小四五六 is 一句話 but not in the table."""
    assert best_grouping(cards("x123"))[0] == 3
    assert best_grouping(cards("x456"))[0] == 0
    assert best_grouping(cards("d123 d2710"))[0] == 12


@pytest.mark.ruling("A2")
def test_a_pair_only_beside_a_four_card_group():
    """A2: exactly one pair when there is a 跑/提; otherwise none. Option pair_with_four
    False: never a pair."""
    assert best_grouping(cards("x123 d55")) is None  # a pair without a 4-group
    four = R.parse("x123 d55 [x9999]")
    assert R.win(four).complete and R.win(four).huxi == 9
    assert best_grouping(cards("x123 x5555 d55"))[0] == 12  # 提 in hand + pair
    assert best_grouping(cards("x123 x5555 d55 d66")) is None  # two pairs
    assert not widgets.rules("paohuzi", pair_with_four=False).win("x123 d55 [x9999]").complete


@pytest.mark.ruling("P-PH3")
def test_a_kan_in_hand_is_never_split():
    """Seed: 手中3個相同的牌為1坎。一坎牌不能拆散與其他牌組合. 小3 小3 小3 小4 小5 + 小2 … cannot
    be read as 句 x345 + x33 x2 …: the three 小3 stay one 坎."""
    # x333 + x45 + x6 would be x345 + x456? no: the 坎 stays; x456 is the only grouping
    got = best_grouping(cards("x333 x456"))
    assert got is not None and [g.kind for g in got[1]] == ["kan", "ju"]
    assert best_grouping(cards("x333 x45 d3")) is None  # x345 + x33d3 would split the 坎
    # a 王 is not bound: x33 + 王 may be a 坎 or the 王 may go elsewhere (P-PH3)
    got = best_grouping(cards("x33 x456"), wilds=1)
    assert got is not None and got[0] == 3  # 王 as 小三: a 坎 (3)
    got = best_grouping(cards("x33 x45 d3"), wilds=1)
    assert got is not None and got[0] == 0  # x345 + 绞 x3 d3 王: the 王's "坎" is split


@pytest.mark.ruling("P-PH1")
def test_the_winning_card_onto_a_pair_or_a_kan():
    """P-PH1: from another player onto a pair: a 碰 (1/3); self-drawn: a 偎 (3/6); onto a 坎:
    跑 (6/9) or, self-drawn, 提 (9/12). Option win_on_pair='kan' counts the discard as 3/6."""
    hand = cards("d55 x123")
    assert best_grouping(hand, win=14, self_drawn=False)[0] == 3 + 3
    assert best_grouping(hand, win=14, self_drawn=True)[0] == 6 + 3
    kan = cards("d555 x123 x99")
    assert best_grouping(kan, win=14, self_drawn=False)[0] == 9 + 3
    assert best_grouping(kan, win=14, self_drawn=True)[0] == 12 + 3
    alt = widgets.rules("paohuzi", win_on_pair="kan", min_huxi=0)
    assert alt.win("d55 x123 +d5").huxi == 9
    assert widgets.rules("paohuzi", min_huxi=0).win("d55 x123 +d5").huxi == 6


@pytest.mark.ruling("P-PH7")
def test_four_alike_dealt_count_as_a_ti():
    """Seed: 手中4個相同的牌為1提。一提牌不能拆散; §2.4.3 [REC]: scored as 傾 (9 small, 12
    big)."""
    got = best_grouping(cards("d7777 x123 x99"))
    assert got[0] == 12 + 3 and got[1][0].kind == "ti"


@pytest.mark.ruling("A2")
def test_every_grouping_is_listed_best_first():
    """The lesson lists every grouping with its 胡息: x123 x123 d123 reads as three 一二三
    or as 绞s."""
    found = search(cards("x112233 d123"), keep=20)
    values = [v for v, _ in found]
    assert values == sorted(values, reverse=True)
    assert values[0] == 12
    texts = {" ".join(sorted(group_text(g) for g in gs)) for _, gs in found}
    assert len(texts) == len(found) >= 2


# ---- wilds against the brute force -------------------------------------------------------------

POOL = [0, 1, 2, 3, 6, 9, 10, 11, 12, 13, 16, 19]  # cards that make 句, 二七十 and 绞 often


def brute(hand: list[int], wilds: int, win: int | None, self_drawn: bool) -> int | None:
    """Max over every substitution of the 王 by a real card (the substituted card free of the
    坎 rule, P-PH3), with the plain search (no wilds)."""
    best = None
    for subs in itertools.combinations_with_replacement(range(N), wilds):
        found = search(hand, 0, win, self_drawn, free=subs)
        if found and (best is None or found[0][0] > best):
            best = found[0][0]
    return best


@pytest.mark.ruling("P-PH3")
@settings(max_examples=150)
@given(hand=st.lists(st.sampled_from(POOL), min_size=2, max_size=9), wilds=st.integers(1, 2),
       win=st.one_of(st.none(), st.sampled_from(POOL)), self_drawn=st.booleans())
def test_wilds_equal_the_best_substitution(hand, wilds, win, self_drawn):
    """[REC] §2.5: a 王 takes the case and number of the card it stands for: the best
    grouping with 王 has the 胡息 of the best substitution."""
    got = best_grouping(hand, wilds, win, self_drawn)
    assert (got[0] if got else None) == brute(hand, wilds, win, self_drawn)


@pytest.mark.ruling("P-PH3")
def test_wilds_equal_the_best_substitution_on_known_hands():
    """Hand-picked cases: a 王 completing a 坎 to a 提, a pair of 王, a 王 as the third copy."""
    for hand, w in (("x555 x123", 1), ("x55 d5", 1), ("x123", 2), ("x1 x2", 2),
                    ("d2710 x99", 1), ("x555 d555", 2)):
        got = best_grouping(cards(hand), w)
        assert (got[0] if got else None) == brute(cards(hand), w, None, True), hand


@settings(max_examples=60)
@given(hand=st.lists(st.sampled_from(POOL), min_size=3, max_size=12),
       win=st.sampled_from(POOL))
def test_without_wilds_every_listed_grouping_uses_every_card(hand, win):
    """Each grouping holds exactly the hand and the winning card, and its 胡息 add up."""
    for v, groups in search(hand, 0, win, False, keep=5):
        used = sorted(c for g in groups for c in g.cards)
        assert used == sorted([*hand, win])
        assert v == sum(g.huxi for g in groups)


# ---- issue 16 item 8 ---------------------------------------------------------------------------


def test_the_wild_mask_follows_the_card_searched_not_the_cache():
    """A 王 is shown as the card it stands for, whatever was searched before: after x56 W,
    x46 W still reads 句 x4 W(x5) x6 (the mask cache once ignored the order of its kinds)."""
    R.win("x56 W")
    assert group_text(R.win("x46 W").groups[0]) == "句 x4 W(x5) x6 (0)"
    R.win("x45 W")
    assert group_text(R.win("x56 W").groups[0]) in ("句 W(x4) x5 x6 (0)", "句 x5 x6 W(x7) (0)")


@pytest.mark.ruling("P-PH1")
def test_a_self_drawn_winning_card_onto_a_pair_is_a_wei_not_a_kan():
    """Seed 1 嘯牌: 摸牌是，如果所摸的牌正好是手中的一對牌，則必須將牌由手上放到桌子上 — a 偎
    (P-PH1),
    holding the winning card; onto a 坎 it is a 提 (seed 3 傾)."""
    hand = "x123 d2710 x555 d888 x678 d345 d99 +d9"
    g = [g for g in R.win(hand, self_drawn=True).groups if g.cards == (18, 18, 18)][0]
    assert (g.kind, g.win, g.huxi) == ("wei", True, 6)
    g = [g for g in R.win(hand).groups if g.cards == (18, 18, 18)][0]
    assert (g.kind, g.win, g.huxi) == ("peng", True, 3)
    kan = R.win("x123 d2710 x555 d999 x678 d345 x99 +d9", self_drawn=True)
    g = [g for g in kan.groups if g.cards[0] == 18][0]
    assert (g.kind, g.win, g.huxi) == ("ti", True, 12)


@pytest.mark.ruling("P-PH18")
def test_a_wang_for_a_fifth_copy_is_an_option():
    """Seed: 王霸可以代替任何牌進行游戲 — any card, so by default a 王 may stand for a card whose
    four copies the player already has (P-PH18); option wang_fifth_copy=False forbids it and
    says so."""
    hand = "x5555 x11 x46 W d2710"
    assert widgets.rules("paohuzi", min_huxi=0).win(hand, self_drawn=True).ok
    strict = widgets.rules("paohuzi", min_huxi=0, wang_fifth_copy=False)
    w = strict.win(hand, self_drawn=True)
    assert not w.ok and "fifth 小五" in w.reasons[0] and "P-PH18" in w.reasons[0]
    w = strict.win("x5555 x11 x67 W d2710", self_drawn=True)
    assert w.ok and "句 x6 x7 W(x8) (0)" in [group_text(g) for g in w.groups]


def brute_deck(hand: list[int], wilds: int, win: int | None, self_drawn: bool) -> int | None:
    """As brute(), but a 王 only stands for a card the player has fewer than four of."""
    best = None
    held = [*hand, *([] if win is None else [win])]
    for subs in itertools.combinations_with_replacement(range(N), wilds):
        if any(held.count(c) + subs.count(c) > 4 for c in subs):
            continue
        found = search(hand, 0, win, self_drawn, free=subs)
        if found and (best is None or found[0][0] > best):
            best = found[0][0]
    return best


@pytest.mark.ruling("P-PH18")
@settings(max_examples=80)
@given(hand=st.lists(st.sampled_from([0, 1, 2, 3, 10, 11]), min_size=2, max_size=9),
       wilds=st.integers(1, 2), win=st.one_of(st.none(), st.sampled_from([0, 1, 2, 11])),
       self_drawn=st.booleans())
def test_without_fifth_copies_wilds_equal_the_best_allowed_substitution(hand, wilds, win,
                                                                        self_drawn):
    """With wang_fifth_copy off, the best grouping equals the best substitution of the 王 by
    cards still in the deck (few kinds, so fifth copies come up often)."""
    if any(hand.count(c) + (c == win) > 4 for c in set(hand)):
        return
    got = search(hand, wilds, win, self_drawn, fifth_copy=False)
    expect = brute_deck(hand, wilds, win, self_drawn)
    if got and any(g.cards == (-1, -1) for g in got[0][1]):  # two 王 as a pair of no card
        assert expect is None or got[0][0] >= expect
        return
    assert (got[0][0] if got else None) == expect
