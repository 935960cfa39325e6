"""四川麻将 血流成河 (``sichuan-xueliu``): seed 000 lines 35–94, rules/mahjong.md §2.3.

Seats are P0–P3 in turn order. Hands (checked once with the engine):

    PING       123m456m789m11p22p +2p   平胡 ×1 on a discard (×2 self-drawn)
    READY1     123m456m789m11p23p       ready on 1p/4p, best ×1
    NOT_READY  123m456m789m13p59p       not ready, two suits
    PIG        123m456m789m1p159s       花猪: 万, 筒 and 条
"""

import pytest
from shared import flows

from widgets import rules
from widgets.engine.events import Claim, Discard, Draw, End, Kong, Win
from widgets.practice.table.play import Action, Game, Table, deck_for, simulate

PING = "123m456m789m11p22p +2p"
READY1 = "123m456m789m11p23p"
NOT_READY = "123m456m789m13p59p"
PIG = "123m456m789m1p159s"
JUNK = "89m123456p12345s"  # three suits, no pair: it cannot win for a while


def R(**options):
    return rules("sichuan-xueliu", **options)


def test_registered_with_the_xuezhan_fan_table():
    """血流 differs from 血战 in how a hand unfolds, not in what it is worth (issue 9)."""
    r, z = R(), rules("sichuan-xuezhan")
    assert r.id == "sichuan-xueliu" and r.zh == "四川麻将 血流成河"
    for hand in ("1122334455667m +7m", PING, "111m222p33p44p [555p] +4p"):
        assert r.score(hand).total == z.score(hand).total


# ---- kongs after a win ---------------------------------------------------------------------

@pytest.mark.ruling("P-S17")
def test_kong_after_a_win_only_when_the_winning_tiles_stay():
    """Seed: "胡牌之后不能补杠，可以直杠和暗杠。注：如果杠牌会破坏现有牌型，改变胡牌牌张，则不允许
    杠牌". P-S17: compare the sets of winning tiles of the 13-tile hand before and after."""
    r = R()
    assert r.kong_after_win("111m234m567m99p78p", "1m", "concealed") is None   # 6p 9p both
    assert r.kong_after_win("111m234m567m99p78p", "1m", "direct") is None
    why, ruling = r.kong_after_win("111m23m567m99p789p", "1m", "concealed")
    assert ruling == "P-S17" and "1m 4m 6p 9p → 1m 4m" in why and "改变胡牌牌张" in why
    why, _ = r.kong_after_win("111m234m567m99p78p", "1m", "added")
    assert "补杠" in why


@pytest.mark.ruling("P-S17")
def test_game_refuses_a_kong_that_changes_the_waits_and_says_why():
    """In a played hand the refused kong is in the decision's ``refused`` with the reason; the
    winner may still win on the drawn 1m or discard it."""
    deck = deck_for({0: "111m23m567m99p789p4m", 1: JUNK, 2: JUNK, 3: JUNK}, draws="5m6m7m1m")
    g = Game("sichuan-xueliu", 1, human=0, tiles=deck)
    g.act(Action("win"))        # 天胡 on the dealt 14 (won on 4m, the last tile dealt)
    g.advance()
    d = g.pending()
    assert d.stage == "turn" and [a.label_en for a in d.options] == ["win 1m", "discard 1m"]
    kong = [why for a, why in d.refused if a.kind == "kong"]
    assert kong and "改变胡牌牌张" in kong[0]
    with pytest.raises(ValueError, match="changes the winning tiles"):
        g.act(Action("kong", ("1m",)))


@pytest.mark.ruling("R-S11")
def test_game_allows_a_kong_that_keeps_the_waits_and_draws_from_the_back():
    deck = deck_for({0: "111m234m567m99p78p9p", 1: JUNK, 2: JUNK, 3: JUNK}, draws="5m6m7m1m",
                    replacements="3s")
    g = Game("sichuan-xueliu", 1, human=0, tiles=deck)
    g.act(Action("win"))
    g.advance()
    assert [a.label_en for a in g.pending().options] == ["kong 1m", "discard 1m"]
    assert g.act(Action("kong", ("1m",))) == [Kong(0, "1m", "concealed"),
                                             Draw(0, "3s", True, 50)]
    # R-S11 "不能还张": a winner discards the tile just drawn (here the replacement)
    d = g.pending()
    assert [a.label_en for a in d.options] == ["discard 3s"]
    assert any("R-S11" in why for _, why in d.refused)


@pytest.mark.ruling("R-S11")
def test_simulated_winners_only_discard_the_tile_they_drew():
    """Property over whole simulated hands: after a seat has won, each of its discards is the
    tile it drew just before ("但不能还张", R-S11), and it never makes a 补杠."""
    for seed in range(12):
        events = simulate("sichuan-xueliu", seed)
        won: set[int] = set()
        last_draw: dict[int, str] = {}
        for e in events:
            if isinstance(e, Draw):
                last_draw[e.seat] = e.tile
            elif isinstance(e, Discard) and e.seat in won:
                assert e.tile == last_draw[e.seat], (seed, e)
            elif isinstance(e, Kong) and e.seat in won:
                assert e.kind != "added", (seed, e)
            elif isinstance(e, Win):
                won.add(e.seat)


def test_winners_keep_playing_and_win_again():
    """Seed: "胡牌的人继续打牌摸牌 … 也会点炮，直至牌墙抓完为止" — in simulated hands some seat
    wins twice, winners draw after winning, and the hand ends only when the wall is empty."""
    twice = 0
    for seed in range(12):
        g = Game("sichuan-xueliu", seed)
        g.advance()
        wins = [e.seat for e in g.events if isinstance(e, Win)]
        twice += any(wins.count(s) > 1 for s in range(4))
        assert isinstance(g.events[-1], End) and g.events[-1].reason == "wall"
        assert g.state().wall_remaining == 0
        assert sorted(g.events[-1].hands) == [0, 1, 2, 3]
    assert twice


# ---- 一炮多响 and the dealer ---------------------------------------------------------------

@pytest.mark.ruling("R-S12")
def test_one_discard_several_winners_and_the_discarder_deals_next():
    """Seed: "一炮多响由放炮者坐庄" and "一炮多响，按玩家之间各自一对一计算金币": P1 and P2 both win
    on the dealer's first discard (地胡 ×32 each, R-S3); P0 pays each; P0 deals next; the
    下家 of the later winner (P3) draws next (seed 002 rule 4, the same here)."""
    deck = deck_for({0: "2233m4m6677889p9p4p", 1: "123456789m11p23p", 2: "123456789s55p23p",
                     3: "5566778899m112s"})
    g = Game("sichuan-xueliu", 1, human=0, tiles=deck)
    g.act(Action("discard", ("4p",)))
    new = g.advance()
    assert [(type(e).__name__, e.seat) for e in new[:3]] == [("Win", 1), ("Win", 2),
                                                             ("Draw", 3)]
    ledger = g.ledger(len(g.events) - len(new) + 2)
    assert flows(ledger) == [(0, 1, 32), (0, 2, 32)]
    assert ledger.next_dealer == 0


def test_settlement_of_several_wins_accumulates():
    """Two wins by the same player are both paid: P0 wins on P1's discard, later self-draws."""
    events = [Discard(1, "2p"), Win(0, "2p", 1, PING), Draw(0, "2p"), Win(0, "2p", None, PING)]
    ledger = R(zimo_add_base=False).settle(events)
    assert flows(ledger) == [(1, 0, 1), (1, 0, 2), (2, 0, 2), (3, 0, 2)]
    assert ledger.net == {0: 7, 1: -3, 2: -2, 3: -2}


# ---- settlement: everybody stays at the table ----------------------------------------------

@pytest.mark.ruling("R-S16")
def test_kong_money_is_paid_by_winners_too():
    """R-S16: in 血流 "其他未胡者" makes little sense; every other player pays kong money —
    P2 has won and still pays 下雨 2× for P0's 暗杠."""
    events = [Win(2, "2p", None, PING), Kong(0, "9s", "concealed")]
    assert flows(R().settle(events), "下雨 暗杠") == [(1, 0, 2), (2, 0, 2), (3, 0, 2)]


@pytest.mark.ruling("R-S15")
def test_self_draw_is_paid_by_every_other_player_including_past_winners():
    """R-S15: in 血流 everyone still at the table pays a 自摸 (and 自摸加底)."""
    events = [Discard(1, "2p"), Win(3, "2p", 1, PING), Win(0, "2p", None, PING)]
    ledger = R().settle(events)
    assert flows(ledger, "自摸") == [(1, 0, 2), (2, 0, 2), (3, 0, 2)]
    assert flows(ledger, "自摸加底") == [(1, 0, 1), (2, 0, 1), (3, 0, 1)]


def test_a_winner_s_added_kong_is_refused_in_the_record():
    """Seed: "胡牌之后不能补杠" — a record with one is refused, naming the event."""
    events = [Discard(1, "5p"), Claim(0, "pon", "5p", 1), Discard(0, "9s"), Discard(1, "2p"),
              Win(0, "2p", 1, "123m456m789m2p [555p] +2p"), Draw(0, "5p"),
              Kong(0, "5p", "added")]
    with pytest.raises(ValueError, match="event 7 .*补杠"):
        R().settle(events)


@pytest.mark.ruling("R-S9")
def test_flower_pig_pays_every_non_pig_including_winners():
    """R-S9, 血流 reading: "花猪赔给非花猪玩家16倍底注" — every non-花猪 player, winners too
    (everyone plays to the end). P0 won earlier and still receives."""
    events = [Discard(1, "2p"), Win(0, "2p", 1, PING),
              End("wall", {0: READY1, 1: PIG, 2: READY1, 3: READY1})]
    ledger = R().settle(events)
    assert flows(ledger, "查花猪") == [(1, 2, 16), (1, 3, 16), (1, 0, 16)]


def test_not_ready_pays_every_ready_player_at_the_end():
    """Seed: "查大叫，没下叫的玩家(花猪除外)赔给叫的玩家最大的可能番数" over all four seats."""
    events = [End("wall", {0: READY1, 1: NOT_READY, 2: READY1, 3: READY1})]
    assert flows(R().settle(events), "查大叫") == [(1, 2, 1), (1, 3, 1), (1, 0, 1)]


def test_the_hand_ends_only_when_the_wall_runs_out():
    """Seed: "直至牌墙抓完为止" — an End 'done' (three winners, 血战) is refused in 血流."""
    with pytest.raises(ValueError, match="wall runs out"):
        R().settle([End("done", {})])


# ---- the last tiles --------------------------------------------------------------------------

@pytest.mark.ruling("R-S13")
@pytest.mark.parametrize("variant", ["sichuan-xueliu", "dashiyou-xueliu"])
def test_last_four_tiles_a_possible_win_is_compulsory(variant):
    """Seed 000 "最后四张自动胡牌", seed 002 "剩最後4張牌，若有人點炮則自動胡牌，自摸也必須胡牌"
    (R-S13): when four or fewer tiles remain, a decision that allows a win offers only the
    win; passing (or discarding) is refused with the rule, in both languages."""
    found = 0
    for seed in range(40):
        g = Game(variant, seed, human=0)
        while not g.finished:
            d = g.pending()
            if d is None:
                g.advance()
                continue
            if g.table.remaining <= 4 and any(a.kind == "win" for a in d.options):
                assert {a.kind for a in d.options} == {"win"}
                assert any("R-S13" in why and "最后四张自动胡牌" in why.zh for _, why in d.refused)
                found += 1
            g.act(next(a for a in d.options))
        if found >= 2:
            break
    assert found


@pytest.mark.ruling("R-S14")
def test_no_kong_while_one_tile_remains():
    """Seed: "剩余最后一张牌时不可以杠牌" (R-S14): in simulated hands no kong is declared when the
    wall holds one tile or none."""
    for seed in range(20):
        g = Game("sichuan-xueliu", seed)
        g.advance()
        table = Table()
        for e in g.events:
            if isinstance(e, Kong):
                assert table.remaining >= 2, (seed, e)
            table.apply(e)


@pytest.mark.ruling("P-S18")
def test_the_discard_after_the_last_tile_cannot_be_claimed():
    """P-S18 (the seed is silent; seed 002 rule 10 says the hand ends when the last tile is
    drawn): the drawer of the last tile may win on it (海底捞月); otherwise its discard ends
    the hand, with no claim on it."""
    for seed in range(10):
        events = simulate("sichuan-xueliu", seed)
        last = max(i for i, e in enumerate(events) if isinstance(e, Draw))
        assert events[last].wall_remaining == 0
        assert [type(e).__name__ for e in events[last + 1:]] in (["Discard", "End"],
                                                                   ["Win", "End"])


@pytest.mark.ruling("P-S19")
@pytest.mark.ruling("R-S17")
def test_sichuan_uses_the_dashiyou_wall_and_the_usual_deal():
    """P-S19: seed 000 describes no wall; we use seed 002's (13/14 stacks, "莊家擲1枚骰子")
    and R-S17's usual deal: 13 each, the dealer 14, no 换三张 and no 定缺 declaration."""
    from widgets.engine.events import Deal, Dice, Exchange, Void, WallBreak
    from widgets.engine.wall import break_point

    events = simulate("sichuan-xueliu", 9, dealer=1)
    dice, brk = events[0], events[1]
    assert isinstance(dice, Dice) and dice.kind == "wall" and dice.seat == 1
    assert isinstance(brk, WallBreak) and (brk.seat, brk.stacks) == break_point(1, *dice.values)
    deals = {e.seat: R().hand(e.hand).size for e in events if isinstance(e, Deal)}
    assert deals == {0: 13, 1: 14, 2: 13, 3: 13}
    assert not any(isinstance(e, Exchange | Void) for e in events)


@pytest.mark.parametrize("variant", ["sichuan-xueliu", "sichuan-xuezhan", "dashiyou-xueliu"])
@pytest.mark.parametrize("option, value, words", [
    ("base", 0, "'base' is at least 1"), ("base", -2, "'base' is at least 1"),
    ("pay_order", "random", "'pay_order' is one of"),
])
def test_room_options_out_of_range_are_refused_by_name(variant, option, value, words):
    """A 底注 of 0 (or less) would pay nothing (the books could not be kept), so the options
    refuse it at once, naming the option, instead of failing in a settlement later."""
    with pytest.raises(ValueError, match=words):
        rules(variant, **{option: value})
