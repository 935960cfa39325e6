"""大師游 血流成河 (``dashiyou-xueliu``): seed 002 (the whole file), rules/mahjong.md §5.

Seats are P0–P3 in turn order, P0 the dealer unless said. Hands (checked with the engine):

    READY7   123m456m789m11p23p   ready on 1p/4p: 基本胡 3 + 门清 4 = 7 番 either way
    NOT_READY 123m456m789m13p59p
    PIG       123m456m789m1p159s  花猪 (three suits)
"""

import pytest
from shared import flows

from widgets import rules
from widgets.engine.events import Dice, Discard, Draw, End, Exchange, Kong, Void, Win
from widgets.engine.results import NotAllowed
from widgets.mahjong.xueliu import (
    EXCHANGE_DIE,
    check_exchange,
    eligible_suits,
    exchange_is_void,
    exchange_receiver,
    timeout_choice,
)
from widgets.practice.table.play import Action, Game, Table, deck_for, simulate

READY7 = "123m456m789m11p23p"
NOT_READY = "123m456m789m13p59p"
PIG = "123m456m789m1p159s"
M = "123456789m"


def R(**options):
    return rules("dashiyou-xueliu", **options)


def lines(hand, **options):
    return [(line.zh, line.value * line.count) for line in R(**options).score(hand).lines]


# ---- the additive table --------------------------------------------------------------------

@pytest.mark.ruling("R-M6")
@pytest.mark.parametrize(("hand", "expected", "total"), [
    ("123m456m789m11p23p +4p", [("基本胡", 3), ("门清", 4)], 7),
    ("111m222m333p5p [777p] +5p", [("碰碰胡", 6)], 6),
    ("123m456m789m11m23m +4m", [("清一色", 8), ("门清", 4)], 12),
    ("111m222m333m5m [777m] +5m", [("清碰", 12)], 12),
])
def test_exactly_one_hand_type(hand, expected, total):
    """Seed: "基本胡：+3番；門清：+4番；碰碰胡：+6番；清一色：+8番；清碰：+12番". R-M6: exactly one
    hand type (清碰 12 is not 清一色 8 + 碰碰胡 6, nor + 基本胡 3), plus 門清 and kongs."""
    assert sorted(lines(hand)) == sorted(expected)
    assert R().score(hand).total == total


@pytest.mark.ruling("R-M7")
def test_menqing_allows_concealed_kongs_not_pons_or_exposed_kongs():
    """R-M7: 門清 = no 碰 and no 明槓/補槓 (暗槓 allowed), any win method. Seed: "明槓：+1番
    暗槓：+2番" each."""
    assert sorted(lines("{1111p} 234p567p999p5p +5p")) == [("暗杠", 2), ("清一色", 8),
                                                          ("门清", 4)]
    assert sorted(lines("[1111p,2] 234p567p999p5p +5p")) == [("明杠", 1), ("清一色", 8)]
    assert sorted(lines("[1111p+] [2222m] 345p567p5p +5p")) == [("基本胡", 3), ("明杠", 2)]
    assert R().score("{1111p} {2222m} 345p567p5p +5p", self_drawn=True).total == 3 + 4 + 4


@pytest.mark.ruling("R-M12")
def test_seven_pairs_is_not_a_win():
    """R-M12: 七對 is not among the seed's hand types (基本胡, 對對胡, 清一色, 清一對)."""
    assert not R().can_win("1133557799m11p2p +2p")
    assert rules("sichuan-xueliu").can_win("1133557799m11p2p +2p")


def test_no_chi_and_a_winning_hand_lacks_a_suit():
    """Seed: "可以碰牌、槓牌，不能吃牌" and "胡牌必須缺一門"."""
    report = R().claims(READY7, "1m", 1)
    assert "不能吃牌" in next(r.reason for r in report.refused if r.kind == "chi")
    assert not R().can_win("123m456m789p11s23s +4s")


@pytest.mark.ruling("R-M13")
def test_kong_after_a_win_as_in_sichuan():
    """R-M13: "胡牌後…不能換牌"; kongs after winning as Sichuan 血流: no 补杠, 明/暗杠 only if the
    waits stay the same."""
    assert R().kong_after_win("111m234m567m99p78p", "1m", "direct") is None
    assert R().kong_after_win("111m23m567m99p789p", "1m", "concealed")[1] == "P-S17"
    assert "补杠" in R().kong_after_win("111m234m567m99p78p", "1m", "added")[0]


# ---- settlement ------------------------------------------------------------------------------

def test_discard_win_is_paid_by_the_discarder_only():
    """Seed: "誰點炮誰輸分": base 2 × 清碰 12 = 24 from P1."""
    ledger = R(base=2).settle([Discard(1, "5m"), Win(0, "5m", 1, "[222m] 333m444m666m5m +5m")])
    assert flows(ledger) == [(1, 0, 24)]


@pytest.mark.ruling("R-M8")
def test_kongs_in_kongs_out():
    """Seed: "槓進槓出：每次槓牌輸贏都加番". R-M8: the loser's own kong 番 are added to what they
    pay (P1's 暗杠 2): 12 + 2 = 14; with 槓進不槓出 only 12."""
    events = [Kong(1, "9s", "concealed"), Discard(1, "5m"),
              Win(0, "5m", 1, "[222m] 333m444m666m5m +5m")]
    assert flows(R().settle(events)) == [(1, 0, 14)]
    assert flows(R(gang_in_gang_out=False).settle(events)) == [(1, 0, 12)]
    assert R().settle([Kong(1, "9s", "concealed")]).payments == ()  # no money at a kong


@pytest.mark.ruling("R-M19")
def test_self_draw_is_paid_by_players_who_have_not_won():
    """Seed: "胡牌時若為自摸，則所有未胡牌的玩家輸分". R-M19: literal by default — P2 has won and
    does not pay P0's 自摸 (7); option 'others': every other player pays."""
    events = [Discard(3, "4p"), Win(2, "4p", 3, READY7 + " +4p"), Draw(0, "1p"),
              Win(0, "1p", None, READY7 + " +1p")]
    assert flows(R().settle(events), "自摸") == [(1, 0, 7), (3, 0, 7)]
    assert flows(R(zimo_payers="others").settle(events), "自摸") == [(1, 0, 7), (2, 0, 7),
                                                                      (3, 0, 7)]
    with pytest.raises(ValueError, match="zimo_payers"):
        R(zimo_payers="all")


@pytest.mark.ruling("R-M9")
@pytest.mark.ruling("R-M10")
@pytest.mark.ruling("R-M11")
def test_chajiao_and_flower_pig_at_the_end():
    """Seed: "查叫：…沒有聽牌的玩家賠付給所有聽牌玩家自摸最大牌型1倍的金幣" and "花豬：…需要賠付給
    所有已聽牌玩家2倍". R-M9: past winners who are ready receive too (P0 won earlier);
    R-M10: the best hand value over the winning tiles (7); R-M11: a 花豬 pays 2× instead of
    1×, not on top."""
    events = [Discard(1, "4p"), Win(0, "4p", 1, READY7 + " +4p"),
              End("wall", {0: READY7, 1: NOT_READY, 2: PIG, 3: READY7})]
    ledger = R().settle(events)
    assert flows(ledger, "查叫") == [(1, 3, 7), (1, 0, 7)]
    assert flows(ledger, "花猪") == [(2, 3, 14), (2, 0, 14)]
    assert sum(ledger.net.values()) == 0


@pytest.mark.ruling("R-M15")
def test_the_deal_rotates():
    """Seed: "首次做莊由坐在東面的玩家當莊，之後採取輪莊的形式坐莊" — R-M15: to the 下家."""
    events = simulate("dashiyou-xueliu", 4, dealer=2)
    assert R().settle(events).next_dealer == 3


def test_the_end_needs_all_four_hands():
    with pytest.raises(ValueError, match="all four"):
        R().settle([End("wall", {0: READY7})])


# ---- 换三张 ---------------------------------------------------------------------------------

@pytest.mark.ruling("R-M1")
@pytest.mark.ruling("R-M2")
def test_exchange_die_table():
    """Seed: "1點：拿對家的牌 2點：拿下家的牌 3點：拿對家的牌 4點：拿上家的牌 5點：拿對家的牌 6點：
    拿下家的牌". R-M1: the table wins over the prose's 單雙; R-M2: "拿下家的牌" = you take your
    下家's tiles, so you give to your 上家."""
    assert EXCHANGE_DIE == {1: 2, 2: 1, 3: 2, 4: 3, 5: 2, 6: 1}
    assert exchange_receiver(1, 2) == 0          # take from 下家 → give to 上家
    assert exchange_receiver(1, 4) == 2          # take from 上家 → give to 下家
    assert exchange_receiver(1, 3) == 3          # 对家
    for seed in range(3):
        events = simulate("dashiyou-xueliu", seed)
        die = next(e.values[0] for e in events if isinstance(e, Dice) and e.kind == "exchange")
        swaps = [e for e in events if isinstance(e, Exchange)]
        assert len(swaps) == 4
        assert all(e.to_seat == exchange_receiver(e.seat, die) for e in swaps)


@pytest.mark.ruling("P-M2")
def test_timeout_choice_is_the_shortest_eligible_suit():
    """Seed: "優先選擇滿足條件的花色（該花色的牌張大於或是等於3張）中牌張最少的一種"; P-M2: of it,
    the three least connected tiles."""
    hand = "1m 2m 3m 4m 1p 5p 9p 5s 6s 7s 8s 9s 9s".split()
    assert eligible_suits(hand) == ["p", "m", "s"]
    assert timeout_choice(hand) == ("1p", "9p", "5p")
    assert eligible_suits("1m 2m 1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 2s".split()) == ["p"]


def test_exchange_checks_name_the_problem():
    """Seed: "所選則的三張牌必須是相同花色" and "手牌中同一花色的牌不足三張，不能選擇"."""
    with pytest.raises(ValueError, match="相同花色"):
        check_exchange(["1m", "2m", "3m", "5p"], ["1m", "2m", "5p"])
    with pytest.raises(ValueError, match="exactly three"):
        check_exchange(["1m", "2m", "3m"], ["1m", "2m"])
    with pytest.raises(ValueError, match="not in the hand"):
        check_exchange(["1m", "2m", "3m"], ["1m", "1m", "2m"])
    with pytest.raises(ValueError, match="不能選擇"):
        timeout_choice(["1m", "2m", "3m", "1p", "2p"], "p")
    for bad in ("x", "0m", "1z", 5, "11m"):
        with pytest.raises(ValueError, match="is not a tile of 万筒条"):
            check_exchange(["1m", "2m", "3m"], ["1m", "2m", bad])


def test_human_exchange_options_refusals_and_errors():
    deck = deck_for({0: M + "12p123s", 1: M + "12p12s", 2: M + "34p34s", 3: M + "56p56s"})
    g = Game("dashiyou-xueliu", 2, human=0, tiles=deck)
    d = g.pending()
    assert d.stage == "exchange" and [a.suit for a in d.options] == ["s", "m"]
    assert d.options[0].tiles == ("1s", "3s", "2s")   # the seed's timeout choice first
    assert [(a.suit, "不能選擇" in why) for a, why in d.refused] == [("p", True)]
    with pytest.raises(NotAllowed, match="相同花色"):
        g.act(Action("exchange", ("1m", "2m", "1s")))
    with pytest.raises(NotAllowed, match="不能選擇"):
        g.act(Action("exchange", ("1p", "2p", "1p")))
    with pytest.raises(NotAllowed, match="'x' is not a tile"):
        g.act(Action("exchange", "x y z"))
    assert g.pending() == d  # every refusal leaves the decision as it was


@pytest.mark.ruling("R-M3")
def test_same_suit_everywhere_voids_the_hand_and_redeals():
    """Seed: "如果每個玩家與對手交換的牌型與拿到對手的牌型相同，該局牌流局，重新洗牌發牌". R-M3:
    only when all four give and receive the same suit. Here every seat can pass only 万 but the
    dealer, who chooses 万 too: the hand is void and dealt again."""
    assert exchange_is_void({0: "m", 1: "m", 2: "m", 3: "m"}, 5)
    assert not exchange_is_void({0: "m", 1: "m", 2: "m", 3: "p"}, 5)
    deck = deck_for({0: M + "12p123s", 1: M + "12p12s", 2: M + "34p34s", 3: M + "56p56s"})
    g = Game("dashiyou-xueliu", 2, human=0, tiles=deck)
    g.act(Action("exchange", ("1m", "2m", "3m")))
    new = g.advance()
    assert len(g.voided) == 1 and len([e for e in g.voided[0] if isinstance(e, Exchange)]) == 4
    assert isinstance(g.events[0], Dice) and g.events[0].kind == "wall"   # a fresh deal
    assert new[-1] == g.events[-1] and g.pending().stage == "exchange"
    off = Game("dashiyou-xueliu", 2, human=0, tiles=deck, void_redeal=False)
    off.act(Action("exchange", ("1m", "2m", "3m")))
    off.advance()
    assert not off.voided and off.pending().stage == "void"


@pytest.mark.ruling("R-M16")
def test_the_exchange_die_is_thrown_after_the_choices():
    """R-M16: the dealer throws the wall die, the system a separate one for 换三张, after every
    seat has chosen: so a learner's choice cannot change it."""
    dice = set()
    for give in (("1m", "2m", "3m"), ("7m", "8m", "9m")):
        deck = deck_for({0: M + "12p123s", 1: M + "12p12s", 2: M + "34p34s", 3: M + "56p56s"})
        g = Game("dashiyou-xueliu", 2, human=0, tiles=deck, void_redeal=False)
        g.act(Action("exchange", give))
        g.advance()
        dice.add(next(e.values for e in g.events if isinstance(e, Dice) and e.kind == "exchange"))
        assert [e.kind for e in g.events if isinstance(e, Dice)] == ["wall", "exchange"]
    assert len(dice) == 1


# ---- 定缺 and the play -------------------------------------------------------------------

@pytest.mark.ruling("P-M1")
def test_void_suit_is_declared_and_discarded_first():
    """Seed: "筒、條、萬三種花色，必須打缺其中的一門花色". P-M1: each seat declares it (定缺) after
    换三张 and discards it before anything else, never pons/kongs it, and cannot win holding
    it. Checked over simulated hands."""
    for seed in range(10):
        events = simulate("dashiyou-xueliu", seed)
        voids = {e.seat: e.suit for e in events if isinstance(e, Void)}
        assert sorted(voids) == [0, 1, 2, 3]
        table = Table()
        for e in events:
            if isinstance(e, Discard) and e.tile[1] != voids[e.seat]:
                held = {t // 9 for t in table.closed[e.seat]}   # 0 万 1 筒 2 条
                assert "mps".index(voids[e.seat]) not in held, (seed, e)
            if isinstance(e, Win):
                assert voids[e.seat] not in e.hand, (seed, e)
            if isinstance(e, Kong) or type(e).__name__ == "Claim":
                assert e.tile[1] != voids[e.seat]
            table.apply(e)


@pytest.mark.ruling("P-M1")
def test_human_void_decision_and_the_refused_discards():
    deck = deck_for({0: "123456789m1234p5p"})
    g = Game("dashiyou-xueliu", 3, human=0, tiles=deck, exchange=False)
    d = g.pending()
    assert d.stage == "void" and [a.suit for a in d.options] == ["s", "p", "m"]
    g.act(Action("void", suit="p"))
    g.advance()
    d = g.pending()
    assert {a.tiles[0][1] for a in d.options} == {"p"}
    why = dict((a.tiles[0], w) for a, w in d.refused)["5m"]
    assert "定缺" in why and "P-M1" in why
    with pytest.raises(NotAllowed, match="定缺"):
        g.act(Action("discard", ("5m",)))


@pytest.mark.ruling("R-M4")
@pytest.mark.ruling("R-M5")
def test_a_concealed_kong_can_be_robbed_and_then_counts_for_nothing():
    """Seed: "搶槓：別人槓的牌自己能胡，可以搶槓，算做一般的點炮，基本胡型，暗槓也可以搶槓"
    and "被搶槓後，這一次槓牌不能算槓，也不算根". R-M4: 暗槓 can be robbed (option);
    R-M5: the konger pays as a discarder, the hand scored normally (7), or only 基本胡 3
    with ``robbed_basic``; the robbed kong is not in the events, so 槓進槓出 adds nothing."""
    deck = deck_for({0: "5555s123p789p23m99s", 1: "123456789m11s46s"})
    opts = {"exchange": False, "must_discard_void": False}
    g = Game("dashiyou-xueliu", 5, human=0, tiles=deck, **opts)
    assert g.act(Action("kong", ("5s",))) == []
    new = g.advance()
    win = new[0]
    assert isinstance(win, Win) and (win.seat, win.from_seat) == (1, 0)
    assert win.situation.get("robbing_kong") and not any(isinstance(e, Kong) for e in g.events)
    assert flows(g.ledger(), "抢杠")[0] == (0, 1, 7)
    basic = Game("dashiyou-xueliu", 5, human=0, tiles=deck, robbed_basic=True, **opts)
    basic.act(Action("kong", ("5s",)))
    basic.advance()
    assert flows(basic.ledger(), "抢杠")[0] == (0, 1, 3)
    safe = Game("dashiyou-xueliu", 5, human=0, tiles=deck, rob_concealed=False, **opts)
    assert [type(e).__name__ for e in safe.act(Action("kong", ("5s",)))] == ["Kong", "Draw"]


def test_ends_when_the_last_tile_is_drawn():
    """Seed rule 10: "當玩家抓完牌牆最後一張牌時，該副牌局結束"."""
    for seed in range(5):
        events = simulate("dashiyou-xueliu", seed)
        assert isinstance(events[-1], End) and events[-1].reason == "wall"
        draws = [e for e in events if isinstance(e, Draw)]
        assert draws[-1].wall_remaining == 0
