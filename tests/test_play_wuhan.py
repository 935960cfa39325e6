"""A whole hand of 武汉麻将 played at the table (widgets/practice/table/wuhan_play.py): simulated
hands end, settle to zero, deal each of the 136 tiles once, win only complete 开口 hands,
never claim 红中 or the 赖子, have one winner, the first in turn order; a learner replaying the
automatic choices plays the same hand; replays round-trip and a tampered one is refused;
prepared deals show 抢杠 (the robbed seat pays three shares), 海底 and the 红中杠's
replacement (R-W1)."""

from __future__ import annotations

import json
from functools import partial

import hands
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from widgets import rules
from widgets.engine.events import (
    Claim,
    Discard,
    Draw,
    End,
    Indicator,
    Kong,
    Pass,
    Win,
    from_json,
    to_json,
)
from widgets.engine.history import win_history
from widgets.engine.tiles import parse_tile, tile_name
from widgets.mahjong.wuhan import NO_KAIKOU, laizi
from widgets.practice.table.play import Action, Decision, Game, simulate
from widgets.practice.table.replay import ReplayError, check
from widgets.practice.table.wuhan_play import (
    WUHAN_TILES,
    WuhanGame,
    WuhanTable,
    wuhan_deck,
    wuhan_problems,
)
from widgets.practice.table.wuhan_seats import WUHAN_STRATEGY, choose_wuhan

WUHAN = rules("wuhan")
FEW = settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
seeds = st.integers(min_value=0, max_value=10**6)


played = partial(hands.played, "wuhan")  # played(seed, **options): a whole hand


def wild_of(events) -> str:
    flip = next(e for e in events if isinstance(e, Indicator))
    return tile_name(laizi(flip.tile))


# ---- properties of simulated hands -----------------------------------------------------------


@pytest.mark.ruling("P-W1")
@FEW
@given(seeds)
def test_every_simulated_hand_ends_settles_to_zero_and_deals_each_tile_once(seed):
    """P-W1: 136 tiles ("合136张"), 17 stacks of two before each seat."""
    g = played(seed)
    assert isinstance(g, WuhanGame) and g.finished
    assert isinstance(g.events[-1], End)
    assert sum(g.ledger().net.values()) == 0
    assert wuhan_problems(g) == []  # no position twice; 136 tiles accounted at every step
    assert len(g.wall.tiles) == 136 == len(WUHAN_TILES) and g.wall.stacks == (17,) * 4


@pytest.mark.ruling("R-W2")
@FEW
@given(seeds)
def test_the_dealer_flips_the_indicator_after_the_deal_and_the_table_shows_the_wild(seed):
    """Seed: 发完牌后翻开一张牌，其下一张为赖子; R-W2: it stays face up, out of play."""
    g = played(seed)
    types = [e.type for e in g.events]
    i = types.index("indicator")
    assert types[i - 4:i] == ["deal"] * 4 and types.count("indicator") == 1
    flip = g.events[i]
    assert flip.seat == g.dealer
    assert g.state(i).indicator is None
    st_ = g.state(i + 1)
    assert (st_.indicator, st_.wild) == (flip.tile, tile_name(laizi(flip.tile)))
    assert g.wall.tiles[g.wall.dealt[53]] == flip.tile  # the tile after the deal


@pytest.mark.ruling("R-W6")
@FEW
@given(seeds)
def test_every_win_is_complete_under_wuhans_rules_and_opened(seed):
    """Seed: 必须开口才能胡牌; each Win scores under rules('wuhan') in the situation its history
    shows, and the winner holds no 红中 (手上持有红中时不能胡牌)."""
    g = played(seed)
    for i, e in enumerate(g.events):
        if isinstance(e, Win):
            hand = e.parsed()
            assert any(m.is_open for m in hand.melds)
            assert parse_tile("5z") not in hand.closed
            situation = win_history(g.events, i, unrobbable=WUHAN.unrobbable()).situation
            assert WUHAN.score(e.hand, situation).total > 0


@FEW
@given(seeds)
def test_no_claim_of_red_or_the_wild_ever_happens(seed):
    """Seed: 不能吃碰杠红中，不能吃碰杠赖子; a discarded 赖子 cannot win either."""
    g = played(seed)
    banned = {"5z", wild_of(g.events)}
    for e in g.events:
        if isinstance(e, Claim) or (isinstance(e, Kong) and e.kind == "direct"):
            assert e.tile not in banned
        if isinstance(e, Win) and e.from_seat is not None:
            assert e.tile not in banned
        if isinstance(e, Kong):
            assert e.tile not in banned  # a 红中 or 赖子 is played out, never melded


@pytest.mark.ruling("P-W2")
@FEW
@given(seeds)
def test_one_winner_and_it_is_the_first_in_turn_order_that_can_win(seed):
    """Seed: 不存在一炮多响的情况，按出牌顺序判断谁先胡牌: no seat between the discarder and the
    winner could have won the tile."""
    g = played(seed)
    wins = [(i, e) for i, e in enumerate(g.events) if isinstance(e, Win)]
    assert len(wins) <= 1
    for i, w in wins:
        if w.from_seat is None:
            continue
        table = Game.from_events("wuhan", g.events[:i]).table
        sit = {"indicator": table.indicator, "wall_remaining": table.remaining}
        for k in range(1, (w.seat - w.from_seat) % 4):
            s = (w.from_seat + k) % 4
            hand = table.hand(s)
            if w.situation.get("robbing_kong"):
                report = WUHAN.rob_kong(hand, w.tile, "added", k, **sit)
            else:
                report = WUHAN.claims(hand, w.tile, k, **sit)
            assert not report.allows("win"), (seed, s)


@pytest.mark.ruling("R-W1")
@pytest.mark.parametrize("draws", [True, False])
def test_a_red_kong_draws_a_replacement_only_under_reading_b(draws):
    """R-W1: reading (b) (default) draws a replacement from the back after a 红中杠 or 赖子杠;
    reading (a) makes the play-out the turn's discard and the next seat draws. Nobody claims
    it either way."""
    seen = 0
    for seed in range(6):
        g = played(seed, special_kong_draws_replacement=draws)
        wild = wild_of(g.events)
        for i, e in enumerate(g.events[:-1]):
            if isinstance(e, Discard) and e.tile in ("5z", wild):
                nxt = g.events[i + 1]
                seen += 1
                assert isinstance(nxt, Draw | End)
                if isinstance(nxt, Draw):
                    assert (nxt.seat, nxt.replacement) == ((e.seat, True) if draws
                                                           else ((e.seat + 1) % 4, False))
    assert seen


def test_the_automatic_seats_are_documented_and_win_most_hands():
    """The issue: if most simulated hands end drawn (荒庄), the seats are not sensible."""
    assert "开口" in WUHAN_STRATEGY and "2-5-8" in WUHAN_STRATEGY
    ends = [simulate("wuhan", seed)[-1].reason for seed in range(12)]
    assert ends.count("done") > len(ends) // 2


# ---- a learner in a seat ----------------------------------------------------------------------


@pytest.mark.parametrize("seed, human", [(1, 0), (2, 1), (5, 2), (8, 3)])
def test_a_human_seat_replaying_the_automatic_choices_plays_the_same_hand(seed, human):
    auto = played(seed)
    g = Game("wuhan", seed, human=human)
    g.advance()
    asked = 0
    while not g.finished:
        d = g.pending()
        assert d is not None and d.seat == human
        g.act(choose_wuhan(g, d))
        asked += 1
        g.advance()
    assert asked and g.events == auto.events


def _to_decision(g: WuhanGame, want) -> object:
    while not g.finished:
        d = g.pending()
        if d is not None and want(d):
            return d
        if d is not None:
            g.act(choose_wuhan(g, d))
        g.advance()
    pytest.skip("the hand ended first")


def test_a_learner_may_not_discard_red_or_the_wild_and_is_told_why():
    for seed in range(30):
        g = Game("wuhan", seed, human=0)
        g.advance()
        d = g.pending()
        if d is None or d.stage != "turn":
            continue
        held = {tile_name(t) for t in g.table.hand(0).closed}
        special = held & {"5z", tile_name(g.table.wild)}
        if not special:
            continue
        tile = sorted(special)[0]
        assert any(a.kind in ("red_kong", "wild_kong") and a.tiles == (tile,)
                   for a in d.options)
        with pytest.raises(ValueError, match="not a plain discard"):
            g.act(Action("discard", (tile,)))
        return
    pytest.skip("no deal gives 东 a 红中 or 赖子 in 30 seeds")


# ---- saved replays -----------------------------------------------------------------------------


def test_save_and_load_round_trips_as_schema_3():
    g = played(4)
    text = to_json(g.events)
    assert json.loads(text)["schema"] == 3  # an Indicator (and 吃 runs): schema 3
    loaded = Game.from_events("wuhan", text)
    assert isinstance(loaded, WuhanGame) and loaded.events == g.events
    assert loaded.finished and loaded.ledger().net == g.ledger().net
    assert loaded.state(10) == g.state(10)
    assert check("wuhan", from_json(text)) == g.events


def _refused(events) -> ReplayError:
    with pytest.raises(ReplayError) as info:
        check("wuhan", events)
    return info.value


def test_a_tampered_replay_is_refused_at_its_first_impossible_event():
    events = played(4).events
    i = next(k for k, e in enumerate(events) if isinstance(e, Indicator))
    err = _refused(events[:i] + events[i + 1:])
    assert err.number == i + 1 and "indicator" in str(err)
    d = next(k for k, e in enumerate(events) if isinstance(e, Discard) and k > i)
    bad = Discard(events[d].seat, "5z" if events[d].tile != "5z" else "1m")
    err = _refused(events[:d] + [bad] + events[d + 1:])
    assert err.number == d + 1 and err.zh


@pytest.mark.ruling("P-W2")
def test_a_claim_of_a_played_out_red_is_refused():
    """Seed: 不能吃碰杠红中: a record where someone pons a 红中杠's tile is no hand."""
    for seed in range(10):
        events = played(seed).events
        k = next((k for k, e in enumerate(events) if isinstance(e, Discard) and e.tile == "5z"),
                 None)
        if k is not None:
            red = events[k]
            fake = Claim((red.seat + 1) % 4, "pon", "5z", red.seat)
            err = _refused(events[:k + 1] + [fake] + events[k + 1:])
            assert err.number == k + 2
            return
    pytest.skip("no 红中杠 in 10 hands")


# ---- prepared deals: 抢杠, 海底 -----------------------------------------------------------------


def drive(g: WuhanGame, script: list[tuple[int, Action]]) -> None:
    """Play ``g`` to its end: each scripted (seat, action) when that seat's decision offers
    it, in order; otherwise a win if offered, a pass on a claim, the seat's own choice on its
    turn."""
    script = list(script)
    while True:
        d = g.current()
        if d is None:
            return
        g.human = d.seat
        pick = None
        if script and script[0][0] == d.seat:
            want = script[0][1]
            pick = next((a for a in d.options if a.kind == want.kind
                         and (not want.tiles or a.tiles == want.tiles)), None)
            if pick is not None:
                script.pop(0)
        if pick is None:
            kinds = {a.kind: a for a in d.options}
            pick = (kinds.get("win") or (kinds.get("pass") if d.stage == "claim" else None)
                    or choose_wuhan(g, d))
        g.act(pick)


ROB_DEAL = {0: "99p123456789m13s7z", 1: "9p6z113344z78s14p3m",
            2: "234567s88m78p66z1s", 3: "1144m2233p5599s7m"}


@pytest.mark.ruling("R-W12")
@pytest.mark.ruling("R-W11")
def test_a_robbed_added_kong_the_robbed_seat_pays_all_three_shares():
    """Seed: 抢杠：A补杠，如果有其他玩家胡该张牌，则可抢杠胡。被抢杠人承担三家费用."""
    deck = wuhan_deck(ROB_DEAL, indicator="1z", draws="1p4p9m9p")
    g = Game("wuhan", 0, tiles=deck)
    drive(g, [(0, Action("discard", ("7z",))), (1, Action("discard", ("9p",))),
              (0, Action("pon", ("9p",))), (0, Action("discard", ("1s",))),
              (1, Action("discard", ("6z",))), (2, Action("pon", ("6z",))),
              (2, Action("discard", ("1s",))), (0, Action("kong", ("9p",)))])
    win = g.events[-2]
    assert isinstance(win, Win) and (win.seat, win.from_seat, win.tile) == (2, 0, "9p")
    assert win.situation.get("robbing_kong")
    assert not any(isinstance(e, Kong) for e in g.events)  # a robbed 蓄杠 never happened
    total = WUHAN.score(win.hand, robbing_kong=True, indicator=parse_tile("1z")).total
    assert g.ledger().net == {0: -3 * total, 1: 0, 2: 3 * total, 3: 0}
    assert check("wuhan", g.events) == g.events


@pytest.mark.ruling("R-W13")
@pytest.mark.ruling("P-W3")
def test_with_nobody_open_the_hand_runs_to_the_last_four_draw_only_and_a_huangzhuang():
    """Seed: 最后4张牌时，玩家只摸牌，不打出，不能杠; nobody wins → 荒庄, the dealer stays
    ("庄家胡牌或者流局(荒庄)则继续坐庄"). Every claim is passed, so nobody is 开口."""
    g = Game("wuhan", 3)
    offered: list[tuple[str, ...]] = []
    while (d := g.current()) is not None:
        g.human = d.seat
        if d.stage == "turn" and g.table.remaining < 4:
            offered.append(tuple(sorted(a.kind for a in d.options)))
        g.act(next(a for a in d.options if a.kind == "pass") if d.stage == "claim"
              else choose_wuhan(g, d))
    assert g.events[-1] == End("wall", g.events[-1].hands)
    assert offered == [("pass",)] * 4  # keep: no discard, no kong, no win (no 开口)
    last = [i for i, e in enumerate(g.events) if isinstance(e, Draw)][-4:]
    assert all(isinstance(g.events[i + 1], Draw | End | Pass) for i in last)
    assert g.events[last[-1]].wall_remaining == 0
    assert not any(isinstance(e, Claim | Win) for e in g.events)
    ledger = g.ledger()
    assert set(ledger.net.values()) == {0} and ledger.next_dealer == g.dealer
    assert wuhan_problems(g) == []
    assert len(g.wall.dealt) == 136  # every tile dealt (or flipped, or drawn) exactly once
    assert any(isinstance(e, Draw) and e.replacement for e in g.events)  # the two ends met
    assert check("wuhan", g.events) == g.events


def test_a_closed_ready_hand_is_refused_the_win_for_want_of_kaikou():
    """Seed: 必须开口才能胡牌: the decision shows the refused win with the seed's words."""
    deal = {0: "6p12345m99p13579s7z", 1: "234m567m234p88s66p"}  # 南 is ready but closed
    g = Game("wuhan", 0, tiles=wuhan_deck(deal, indicator="1z"), human=0)
    g.advance()
    g.act(Action("discard", ("6p",)))
    g.human = 1
    g.advance()
    d = g.pending()
    assert d is not None and d.stage == "claim"
    refused = [why for a, why in d.refused if a.kind == "win"]
    assert refused and NO_KAIKOU in refused[0]
    assert not any(a.kind == "win" for a in d.options)
    assert any(a.kind == "pon" for a in d.options)  # 开口 by a 碰 is offered


# every other seat's tiles are fixed so that nobody claims the dealer's 4s (seat 2 has no 4s
# or 5s, seat 3 only honours): 南's first draw is the 5s that completes its closed hand
CLOSED_SELF_DRAW = {0: "11112222333345s", 1: "123m456m789m234p5s", 2: "6667778889999s",
                    3: "1111z2222z3333z4z"}


def test_a_closed_complete_hand_on_a_self_draw_is_refused_the_win_with_its_reason():
    """Seed: 必须开口才能胡牌, on a 自摸 as on a discard: the turn decision has no win button
    but lists the refused 胡 with the seed's words (the closed hand is complete)."""
    g = Game("wuhan", 0, tiles=wuhan_deck(CLOSED_SELF_DRAW, indicator="5z", draws="5s"),
             humans=[0, 1])
    g.advance()
    g.act(Action("discard", ("4s",)))
    g.advance()
    d = g.pending()
    assert d is not None and (d.seat, d.stage) == (1, "turn")
    assert g.rules.is_complete(g.table.hand(1))
    assert not any(a.kind == "win" for a in d.options)
    assert [(a.kind, a.tiles, why) for a, why in d.refused] == [("win", ("5s",), NO_KAIKOU)]
    assert d.refused[0][1].zh == NO_KAIKOU.zh
    with pytest.raises(ValueError, match="开口"):
        g.act(Action("win", ("5s",)))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_hand_table_shows_the_refused_self_drawn_win_in_the_learners_language(lang):
    from widgets.ui import HandTable

    t = HandTable("wuhan", seed=0, human=[0, 1], lang=lang,
                  scenario={"hands": CLOSED_SELF_DRAW, "indicator": "5z", "draws": "5s"})
    d = t.game.pending()
    t.handle({"kind": "act", "index": [a.tiles for a in d.options].index(("4s",))})
    refused = t.view["decision"]["refused"]
    assert [(r["kind"], r["tiles"]) for r in refused] == [("win", ["5s"])]
    assert refused[0]["reason"] == NO_KAIKOU.say(lang)
    assert refused[0]["label"] == ("胡 五条" if lang == "zh" else "Win 5s")


def test_a_wuhan_table_counts_the_flipped_indicator():
    t = WuhanTable()
    t.apply(Indicator(0, "3m"))
    assert (t.indicator, t.wild, t.remaining, t.count()) == (2, 3, 135, 136)


# ---- the hand table ----------------------------------------------------------------------------


def test_the_hand_table_steps_a_wuhan_hand_to_its_end_and_shows_the_wild():
    from widgets.ui import HandTable

    t = HandTable("wuhan", seed=5, lang="en")
    assert t.finished and t.events == played(5).events
    flip = next(i for i, e in enumerate(t.events) if isinstance(e, Indicator))
    t.handle({"kind": "step", "to": "start"})
    assert t.view["wild"] is None
    for _ in range(len(t.events)):
        t.handle({"kind": "step", "to": "forward"})
        assert t.message["level"] in ("", "info"), t.message
        assert sum(r["net"] for r in t.view["ledger"]) == 0
    assert t.view["step"]["at"] == len(t.events)
    t.handle({"kind": "step", "to": flip + 1})
    wild = t.view["wild"]
    assert wild["indicator"] == t.events[flip].tile and wild["wild_label"] == "赖子 (wild)"
    json.dumps(t.view)


def test_the_tables_log_names_a_red_kong_as_one():
    from widgets.ui import HandTable

    for seed in range(10):
        t = HandTable("wuhan", seed=seed, lang="zh")
        k = next((i for i, e in enumerate(t.events) if isinstance(e, Discard)
                  and e.tile == "5z"), None)
        if k is not None:
            t.handle({"kind": "step", "to": k + 1})
            assert "红中杠" in t.view["last"] and "红中杠" in t.view["log"][-1]["text"]
            return
    pytest.skip("no 红中杠 in 10 hands")


@pytest.mark.ruling("R-W13")
def test_a_win_in_the_last_four_is_a_haidilao_and_not_also_zimo():
    """Seed: 海底捞：最后4张牌时，玩家只摸牌，不打出，不能杠，依次摸牌，胡牌即算海底捞 … 海底捞不计
    自摸. Every seat declines its wins (漏胡, recorded as Pass events) until the last four."""
    g = Game("wuhan", 2)
    while (d := g.current()) is not None:
        g.human = d.seat
        pick = choose_wuhan(g, d)
        if pick.kind == "win" and g.table.remaining >= 4:
            rest = tuple(a for a in d.options if a.kind != "win")
            pick = next((a for a in rest if a.kind == "pass"), None) or choose_wuhan(
                g, Decision(d.seat, d.stage, rest))
        g.act(pick)
    i, win = next((i, e) for i, e in enumerate(g.events) if isinstance(e, Win))
    assert win.from_seat is None and win.situation["wall_remaining"] <= 3
    assert any(isinstance(e, Pass) and "win" in e.kinds for e in g.events[:i])
    draws = [k for k, e in enumerate(g.events[:i]) if isinstance(e, Draw)
             and e.wall_remaining is not None and e.wall_remaining < 4]
    assert draws and not any(isinstance(e, Discard | Kong) for e in g.events[draws[0]:i])
    situation = win_history(g.events, i, unrobbable=WUHAN.unrobbable()).situation
    keys = {line.key for line in WUHAN.score(win.hand, situation).lines}
    assert "haidilao" in keys and "zimo" not in keys
    net = g.ledger().net
    assert net[win.seat] > 0 and all(net[s] < 0 for s in range(4) if s != win.seat)
    assert check("wuhan", g.events) == g.events
