"""Settlement derives every history-dependent flag from the events (issue 16 item 5; P-H1,
widgets/engine/history.py): what a Win event claims is checked, never trusted."""

from __future__ import annotations

import pytest

from widgets import rules
from widgets.engine.events import Claim, Deal, Discard, Draw, Kong, Win
from widgets.engine.history import HistoryError, win_history

PING = "123m456m789m11p22p +2p"  # 平胡 ×1
KONG_THEN_DISCARD = [Kong(1, "9p", "concealed"), Draw(1, "4p", replacement=True),
                     Discard(1, "2p")]


def lines(ledger_or_score) -> list[str]:
    return [line.zh for line in ledger_or_score.lines]


@pytest.mark.ruling("P-H1")
def test_kong_discard_without_a_kong_is_refused():
    """The issue's reproducer: a Win flagged kong_discard (杠上炮) paid although no kong came
    before the discard. Seed 000: "杠上炮x2" is a win on the discard made after one's kong.
    Now the claim is refused, naming the flag, and left out it is derived."""
    r = rules("sichuan-xuezhan")
    with pytest.raises(HistoryError, match=r"event 2 \(win\): kong_discard is claimed True.*"
                                           r"no kong by seat 1.*P-H1"):
        r.settle([Discard(1, "2p"), Win(2, "2p", 1, PING, {"kong_discard": True})])
    # derived: the same win after P1's kong pays ×2 (杠上炮) with or without the flag spelled out
    plain = r.settle(KONG_THEN_DISCARD + [Win(2, "2p", 1, PING)])
    spelled = r.settle(KONG_THEN_DISCARD + [Win(2, "2p", 1, PING, {"kong_discard": True})])
    assert plain.payments == spelled.payments
    assert [(p.payer, p.payee, p.paid) for p in plain.payments if p.reason_zh == "点炮"] == [
        (1, 2, 2)]
    with pytest.raises(HistoryError, match="kong_discard is claimed False"):
        r.settle(KONG_THEN_DISCARD + [Win(2, "2p", 1, PING, {"kong_discard": False})])


@pytest.mark.ruling("P-H1")
@pytest.mark.parametrize("variant", ["sichuan-xuezhan", "sichuan-xueliu"])
def test_after_kong_only_on_a_kong_replacement(variant):
    """Seed 000: "杠上花x2" — a self-drawn win on the tile drawn after one's kong. Claimed on
    an ordinary draw it is refused; unclaimed after a kong it is derived."""
    r = rules(variant)
    hand = "{9999p} 123m456m789m2p +2p"
    kong = [Kong(0, "9p", "concealed"), Draw(0, "2p", replacement=True),
            Win(0, "2p", None, hand)]
    derived = win_history(kong, 2).situation
    assert derived.after_kong and derived.self_drawn
    assert "杠上花" in lines(r.score(hand, derived))
    with pytest.raises(HistoryError, match="after_kong is claimed True.*did not draw 2p as a "
                                           "kong's replacement"):
        r.settle([Draw(0, "2p"), Win(0, "2p", None, PING, {"after_kong": True})])


@pytest.mark.ruling("P-H1")
def test_a_flower_replacement_is_self_drawn_not_a_kong_replacement():
    """Seed 000 (双人): "补花：抓到花牌后…系统自动从牌墙后摸一张牌补入手牌(补花成和计自摸分，不计
    杠上开花)" and "杠上开花：开杠抓进的牌成和牌(不包括补花)". A win on the replacement for a flower
    scores 自摸 (here inside 不求人), never 杠上开花; a kong's replacement does."""
    r = rules("shuangren")
    hand = "123456789s111z5z 3f +5z"
    flower = [Draw(1, "3f"), Draw(1, "5z", replacement=True), Win(1, "5z", None, hand)]
    situation = win_history(flower, 2).situation
    assert situation.self_drawn and not situation.after_kong
    settled = r.settle(flower)
    total = r.score(hand, self_drawn=True).total
    assert settled.net == {0: -total, 1: total}
    assert not r.replacement_win(hand).has("gangshangkaihua")
    assert r.replacement_win(hand).has("buqiuren")
    with pytest.raises(HistoryError, match="after_kong.*replacement follows a flower"):
        r.settle(flower[:2] + [Win(1, "5z", None, hand, {"after_kong": True})])
    kong = r.replacement_win("{1111s} 234567s111z5z 3f +5z", after="kong")
    assert kong.has("gangshangkaihua") and not kong.has("zimo")
    with pytest.raises(ValueError, match="flower drawn"):
        r.replacement_win("123456789s111z5z +5z")
    with pytest.raises(ValueError, match="after is 'flower'"):
        r.replacement_win(hand, after="wind")


@pytest.mark.ruling("P-H1")
@pytest.mark.ruling("P-S24")
def test_robbing_is_checked_against_the_history_and_the_rob_kong_table():
    """A robbing win right after the robbed seat discarded that tile is a discard win; and the
    robbed kong's kind, as the events show it, must be one rob_kong allows — in 四川 a 面下杠
    only (seed: "抢杠胡：指一家面下杠时"), in 大师游 a 暗槓 too ("暗槓也可以搶槓", R-M4)."""
    ready = "123m456m789m11p23p +4p"
    with pytest.raises(HistoryError, match="discarded 4p right before"):
        rules("sichuan-xuezhan").settle([Discard(3, "4p"),
                                         Win(0, "4p", 3, ready, {"robbing_kong": True})])
    deal = [Deal(0, "123m456m789m11p23p"), Deal(3, "444p123s456s789s99s5s")]
    robbed = deal + [Draw(3, "4p"), Win(0, "4p", 3, ready, {"robbing_kong": True})]
    with pytest.raises(HistoryError, match=r"robbed kong would be concealed.*P-S24"):
        rules("sichuan-xuezhan").settle(robbed)
    assert rules("dashiyou-xueliu").settle(robbed).net[0] > 0
    pon = [Discard(1, "4p"), Claim(3, "pon", "4p", from_seat=1), Discard(3, "9s"), Draw(3, "4p"),
           Win(0, "4p", 3, ready, {"robbing_kong": True})]
    assert win_history(pon, 4).robbed == "added"
    assert rules("sichuan-xuezhan").settle(pon).payments[0].reason_zh == "抢杠胡"


HEAVEN = "11122233344455m"  # the dealer's dealt 14: 清一色 碰碰胡 → 清碰; with 天胡


@pytest.mark.ruling("P-H1")
@pytest.mark.ruling("R-S2")
@pytest.mark.ruling("R-S3")
def test_first_turn_needs_the_deal_and_nothing_opened():
    """Seed 000: "天胡x32：即庄家杠摸好牌就自然成胡" (R-S2) and "地胡x32：胡庄家打出的第一张牌或
    闲家起手牌就下叫，并在第一轮摸牌，在胡牌前没有进行任何碰、杠(含暗杠)" (R-S3). The events show
    the first turn: they start with the deal, and no 碰/杠/胡 came before."""
    r = rules("sichuan-xuezhan")
    deals = [Deal(0, HEAVEN), Deal(1, "123m456m789m11p23p"), Deal(2, "44p99p678m345678s"),
             Deal(3, "123s456s789s11s23s")]
    heaven = win_history(deals + [Win(0, "5m", None, "1112223334445m +5m")], 4).situation
    assert heaven.first_turn and heaven.dealer
    assert "天胡" in lines(r.score("1112223334445m +5m", heaven))
    earthly = deals + [Discard(0, "4p"), Win(1, "4p", 0, "123m456m789m11p23p +4p")]
    assert win_history(earthly, 5).situation.first_turn
    assert "地胡" in lines(r.score("123m456m789m11p23p +4p", win_history(earthly, 5).situation))
    opened = deals + [Discard(0, "9p"), Claim(2, "pon", "9p", 0), Discard(2, "4p"),
                      Win(1, "4p", 2, "123m456m789m11p23p +4p", {"first_turn": True})]
    with pytest.raises(HistoryError, match="first_turn is claimed True.*a claim"):
        r.settle(opened)
    with pytest.raises(HistoryError, match="first_turn.*do not start with the deal"):
        r.settle([Discard(0, "4p"), Win(1, "4p", 0, "123m456m789m11p23p +4p",
                                        {"first_turn": True})])
    with pytest.raises(HistoryError, match="dealer is claimed True.*seat 0 deals"):
        r.settle(earthly[:-1] + [Win(1, "4p", 0, "123m456m789m11p23p +4p", {"dealer": True})])


@pytest.mark.ruling("P-H1")
@pytest.mark.ruling("P-X7")
def test_a_meld_in_the_winning_hand_ends_the_first_turn_the_events_leave_out():
    """A record may start at the deal and leave out the 吃/碰 that the winning hand shows:
    they came before the win all the same, so it is no first turn (P-X7 would refuse one).
    Wuhan's 开口 hands (its settlement and lesson 02 write such records) are settled."""
    wuhan = rules("wuhan")
    plain = "234m5p678s [123m,1] [789p,1] +5p"
    deals = [Deal(0, "11122233344455m"), Deal(1, "123m456m789m11p2p"),
             Deal(2, "123p456p789p11s2s"), Deal(3, "123s456s789s33p4p")]
    for events in (deals + [Discard(0, "5p"), Win(2, "5p", 0, plain)],
                   deals + [Draw(1, "5p"), Win(1, "5p", None, plain)]):
        assert not win_history(events, len(events) - 1).situation.first_turn
        assert sum(wuhan.settle(events).net.values()) == 0
    claimed = deals + [Discard(0, "5p"), Win(2, "5p", 0, plain, {"first_turn": True})]
    with pytest.raises(HistoryError, match="first_turn is claimed True.*shows a 吃, 碰 or 杠"):
        wuhan.settle(claimed)


@pytest.mark.ruling("P-H1")
@pytest.mark.ruling("P-S4")
def test_last_tile_is_the_draw_that_emptied_the_wall():
    """Seed 000: "海底捞月x2" (P-S4: self-drawing the wall's last tile). The Draw's
    wall_remaining shows it; a claim the Draw contradicts is refused."""
    r = rules("sichuan-xueliu")
    last = [Draw(0, "2p", wall_remaining=0), Win(0, "2p", None, PING)]
    assert "海底捞月" in lines(r.score(PING, win_history(last, 1).situation))
    with pytest.raises(HistoryError, match="last_tile is claimed True.*still held 5"):
        r.settle([Draw(0, "2p", wall_remaining=5),
                  Win(0, "2p", None, PING, {"last_tile": True})])
    with pytest.raises(HistoryError, match="wall_remaining is claimed 3"):
        r.settle([Draw(0, "2p", wall_remaining=5),
                  Win(0, "2p", None, PING, {"wall_remaining": 3})])


@pytest.mark.ruling("P-H1")
def test_a_flag_claimed_false_that_the_history_shows_is_refused_too():
    """The check goes both ways: a Win denying what its history shows is a wrong record."""
    r = rules("sichuan-xuezhan")
    hand = "{9999p} 123m456m789m2p +2p"
    kong = [Kong(0, "9p", "concealed"), Draw(0, "2p", replacement=True)]
    with pytest.raises(HistoryError, match="after_kong is claimed False.*drew 2p as a kong's"):
        r.settle(kong + [Win(0, "2p", None, hand, {"after_kong": False})])
    deal = [Deal(0, HEAVEN), Deal(1, "123m456m789m11p23p")]
    with pytest.raises(HistoryError, match="first_turn is claimed False.*wins on the deal"):
        r.settle(deal + [Win(0, "5m", None, "1112223334445m +5m", {"first_turn": False})])
    with pytest.raises(HistoryError, match="last_tile is claimed False.*emptied the wall"):
        r.settle([Draw(0, "2p", wall_remaining=0), Win(0, "2p", None, PING, {"last_tile": False})])


@pytest.mark.ruling("P-H1")
def test_a_replay_with_a_forged_flag_does_not_load():
    """A saved hand whose Win claims a 杠上炮 its events do not show is refused by the replay
    loader (the settlement of the record must hold)."""
    from widgets.practice.table.play import Game, simulate

    for seed in range(40):
        events = simulate("sichuan-xueliu", seed)
        k = next((i for i, e in enumerate(events) if isinstance(e, Win) and e.from_seat is not None
                  and not e.situation.get("kong_discard") and not e.situation.get("robbing_kong")),
                 None)
        if k is not None:
            break
    assert Game.from_events("sichuan-xueliu", events).finished
    w = events[k]
    forged = events[:k] + [Win(w.seat, w.tile, w.from_seat, w.hand,
                               w.situation | {"kong_discard": True})] + events[k + 1:]
    # the replay loader (P-T5) refuses it at that event, before settlement (P-H1) would
    with pytest.raises(ValueError, match=rf"event {k + 1} .*situation is not the table's"):
        Game.from_events("sichuan-xueliu", forged)


@pytest.mark.ruling("P-X17")
@pytest.mark.parametrize("variant, hand, tile", [
    ("dashiyou-xueliu", "123m456m789m11p23p +4p", "4p"),
    ("yongzhou", "123m456p789s23m55s +4m", "4m"),
])
def test_a_rob_after_the_wall_ran_out_is_refused(variant, hand, tile):
    """The robbed seat drew the wall's last tile and added it to its 碰: a kong with no
    replacement left cannot be made, so the history's rob on the last tile is refused by the
    situation constraint (P-X17); with tiles left it is paid."""
    r = rules(variant, **({"stake": 1} if variant == "yongzhou" else {}))

    def history(left):
        return [Discard(2, tile), Claim(1, "pon", tile, 2), Discard(1, "9s"),
                Draw(1, tile, False, left), Win(0, tile, 1, hand, {"robbing_kong": True})]

    with pytest.raises(ValueError, match="P-X17"):
        r.settle(history(0))
    assert r.settle(history(5)).net[0] > 0


ROBBED_DEALS = {0: "789m234s567s88s99s8p", 1: "123m444p123p678p9p", 2: "111s11357m23579p",
                3: "456m23p567p99p111p"}


@pytest.mark.ruling("P-X9")
def test_a_concealed_kong_robbed_in_the_first_go_round_settles():
    """Issue 31 item 1. Seed 002 (大师游): "暗槓也可以搶槓，算做一般的點炮". P1 draws its fourth
    4p and declares 暗杠 right after the dealer's first discard (8p); P3 robs it. The winning
    tile is not the dealer's first discard, so it is no first-turn win (P-X9): the konger pays
    as a discarder, as the same rob one go-round later does."""
    ev = [Deal(s, h) for s, h in ROBBED_DEALS.items()] + [
        Discard(0, "8p"), Draw(1, "4p"),
        Win(3, "4p", 1, "456m23p567p99p111p +4p", {"robbing_kong": True})]
    assert not win_history(ev, 6).situation.first_turn
    assert win_history(ev, 6).robbed == "concealed"
    assert rules("dashiyou-xueliu").settle(ev).net == {0: 0, 1: -7, 2: 0, 3: 7}
    # a first turn is never a robbed kong: spelling it out is refused
    claimed = ev[:-1] + [Win(3, "4p", 1, "456m23p567p99p111p +4p",
                             {"robbing_kong": True, "first_turn": True})]
    with pytest.raises(HistoryError, match="first_turn is claimed True"):
        rules("dashiyou-xueliu").settle(claimed)


@pytest.mark.ruling("P-X9")
def test_the_played_first_go_round_rob_settles():
    """Issue 31 item 1, played: the same deal through Game; its ledger no longer raises and
    P1 pays P3 for the robbed 暗杠."""
    from widgets.practice.table.play import Game, deck_for
    g = Game("dashiyou-xueliu", 0, tiles=deck_for(ROBBED_DEALS, draws="4p"))
    g.advance()
    rob = next(e for e in g.events if isinstance(e, Win))
    assert (rob.seat, rob.from_seat, rob.tile, rob.situation.get("robbing_kong")) == (3, 1, "4p",
                                                                                       True)
    assert any((p.payer, p.payee) == (1, 3) and "抢杠" in p.reason_zh
               for p in g.ledger().payments)
