"""A whole hand of 斗地主 played out
(widgets/practice/card_tables/doudizhu_play.py): simulated hands end,
settle to zero, deal each of the 54 cards once, play only legal plays (by the engine and by
rlcard's judger where the rules overlap); the bidding, 明牌, 底牌, 加倍, tricks and 春天 follow
the seed; a learner replaying the automatic choices plays the same hand; replays round-trip
and a tampered one is refused with the reason."""

from __future__ import annotations

import json
from collections import Counter
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rlcard.games.doudizhu import utils as rl
from rlcard.games.doudizhu.judger import DoudizhuJudger

from widgets.cards.cards import NotAllowed
from widgets.cards.doudizhu import INDEX, ORDER
from widgets.practice.card_tables.doudizhu_events import (
    Bid,
    Bottom,
    DDeal,
    Double,
    HandEnd,
    PassTurn,
    PlayCards,
    Redeal,
    ReplayError,
    Show,
)
from widgets.practice.card_tables.doudizhu_play import (
    FULL_DECK,
    MAX_DEALS,
    Action,
    DoudizhuGame,
    deal_cards,
    pattern,
    prepare,
    simulate,
)
from widgets.practice.card_tables.doudizhu_seats import (
    CALL_LATE,
    STRATEGY_DOC,
    bid_strength,
    choose,
    strength,
)
from widgets.practice.card_tables.doudizhu_wording import describe, end_text

SEEDS = range(60)
GAMES = {s: simulate(s) for s in SEEDS}


def ranks(cards) -> str:
    return pattern(cards)


# ---- properties of simulated hands -------------------------------------------------------------


def test_every_simulated_hand_ends_with_a_winner_who_played_out():
    for seed, g in GAMES.items():
        end = g.events[-1]
        assert g.over and isinstance(end, HandEnd), seed
        assert end.winner is not None and g.hand(end.winner) == (), seed
        assert all(g.hand(s) for s in range(3) if s != end.winner), seed
        assert end.landlord_wins == (end.winner == g.landlord)


def test_the_ledger_sums_to_zero_and_the_winners_gain():
    for seed, g in GAMES.items():
        deltas = g.ledger()
        assert sum(deltas) == 0, seed
        ll = g.landlord
        sign = 1 if g.events[-1].landlord_wins else -1
        assert sign * deltas[ll] > 0 and all(sign * deltas[f] < 0 for f in range(3) if f != ll)


def test_every_card_is_dealt_exactly_once():
    for seed, g in GAMES.items():
        deal = next(e for e in reversed(g.events) if isinstance(e, DDeal))
        dealt = [c for h in deal.hands for c in h] + list(deal.bottom)
        assert sorted(dealt) == sorted(FULL_DECK) and len(dealt) == 54, seed
        assert [len(h) for h in deal.hands] == [17, 17, 17] and len(deal.bottom) == 3
        played = [c for e in g.events if isinstance(e, PlayCards) for c in e.cards]
        left = [c for s in range(3) for c in g.hand(s)]
        assert sorted(played + left) == sorted(FULL_DECK), seed


def _rl_responses(hand: str, previous: str) -> set[str]:
    cards = [SimpleNamespace(rank=c, suit="") if c not in "BR"
             else SimpleNamespace(rank="", suit=c + "J") for c in hand]
    return set(rl.get_gt_cards(SimpleNamespace(current_hand=cards),
                               SimpleNamespace(played_cards=previous))) - {"pass"}


def _plane_with_trio_wings(rules, p: str) -> bool:
    """A15's reading rlcard lacks: a plane whose wings are three alike next to the chain."""
    for r in rules.classify(p).parses:
        if r.type == "plane_single":
            wings = Counter(r.wings)
            lo = r.key - r.chain + 1
            if any(wings[ORDER[i]] == 3 for i in (lo - 1, lo + r.chain) if 0 <= i <= 11):
                return True
    return False


@pytest.mark.ruling("A15")
def test_every_play_is_legal_by_the_engine_and_by_rlcards_judger():
    checked = 0
    for seed, g in GAMES.items():
        replay = DoudizhuGame(seed)
        for e in g.events:
            if isinstance(e, PlayCards):
                before = ranks(replay.hand(e.seat))
                last = replay.last_play()
                d = replay.current()
                assert Action("play", tiles=tuple(ranks(e.cards)), as_type=e.as_type) \
                    in d.options or last is not None, seed
                p = ranks(e.cards)
                if last is None:
                    assert p in DoudizhuJudger.playable_cards_from_hand(before) \
                        or _plane_with_trio_wings(g.rules, p), (seed, p)
                else:
                    prev = last[1].pattern
                    assert replay.rules.compare(p, last[1]).beats
                    assert p in _rl_responses(before, prev) or \
                        _plane_with_trio_wings(g.rules, p) or \
                        _plane_with_trio_wings(g.rules, prev), (seed, p, prev)
                checked += 1
            replay.apply(e)
    assert checked > 500


def test_a_human_replaying_the_automatic_choices_plays_the_same_hand():
    for seed in range(8):
        auto = GAMES[seed]
        g = DoudizhuGame(seed, human=(0, 1, 2))
        while not g.advance():
            d = g.pending()
            g.act(choose(g, d))
        assert g.events == auto.events


# ---- the bidding, 明牌, 底牌 and 加倍 ------------------------------------------------------------


def _at(g: DoudizhuGame, stage: str) -> None:
    while (d := g.current()) is not None and d.stage != stage or d is None and not g.over:
        g.step(choose)


def test_the_bottom_is_hidden_until_the_landlord_takes_it_then_shown():
    g = DoudizhuGame(5, human=(0, 1, 2))
    _at(g, "bid")
    assert g.bottom() is None and all(len(g.hand(s)) == 17 for s in range(3))
    while g.landlord is None or g.current() is None and not g.bottom():
        d = g.current()
        if d is None:
            g.step()
        else:
            g.act(Action("bid", value="call" if "call" in {a.value for a in d.options} else "pass"))
    taken = next(e for e in g.events if isinstance(e, Bottom))
    assert g.bottom() == taken.cards and len(g.hand(g.landlord)) == 20


def test_bidding_passes_then_call_and_no_rob_after_a_pass():
    g = DoudizhuGame(1, human=(0, 1, 2))
    _at(g, "bid")
    first = g.current().seat
    g.act(Action("bid", value="pass"))
    g.act(Action("bid", value="call"))  # the next seat calls
    d = g.current()
    # the one who said 不叫 may not 抢: the caller's next is skipped if it passed
    assert d.stage == "bid" and d.seat == (first + 2) % 3
    assert {a.value for a in d.options} == {"rob", "pass"}
    g.act(Action("bid", value="rob"))
    d = g.current()
    assert d.seat == (first + 1) % 3  # the caller's last 抢 (A7)
    g.act(Action("bid", value="pass"))
    assert g.landlord == (first + 2) % 3 and g.s.robs == 1


def test_all_pass_redeals_and_the_first_to_show_is_landlord_when_all_pass():
    g = DoudizhuGame(2, human=(0, 1, 2))
    _at(g, "bid")
    for _ in range(3):
        g.act(Action("bid", value="pass"))
    g.step()
    assert isinstance(g.events[-1], Redeal)
    g = DoudizhuGame(2, human=(0, 1, 2))
    g.act(Action("show", value="no"))
    g.act(Action("show", value="yes"))  # seat 1 明牌开始, ×5
    g.act(Action("show", value="no"))
    g.step()  # the deal
    _at(g, "bid")
    assert g.current().seat == 1  # the first to 明牌 bids first (seed 二.2)
    for _ in range(3):
        g.act(Action("bid", value="pass"))
    assert g.landlord == 1  # all 不叫 after a 明牌: the first 明牌 player (seed 二.3)
    assert g.multiplier().total == 5


def _nobody_calls(g: DoudizhuGame, deals: int) -> None:
    """Every seat says no to 明牌 and 不叫, until ``deals`` re-deals or the hand is over."""
    while not g.over and sum(isinstance(e, Redeal) for e in g.events) < deals:
        d = g.current()
        if d is None:
            g.step()
        else:
            g.act(Action("show", value="no") if d.stage.startswith("show")
                  else Action("bid", value="pass"))


@pytest.mark.ruling("P-DD2")
def test_nobody_calls_deals_again_until_someone_calls():
    """Issue 31 item 5. Seed 001: "如果都“不叫”，則重新發牌，重新叫牌，直到有人“叫地主”為止". P-DD2:
    all 不叫 deals again, the 10th and 11th time too (the table used to void the hand there);
    only a safety net of MAX_DEALS all-不叫 deals in a row ends it, void, and says so."""
    g = DoudizhuGame(2, human=(0, 1, 2))
    _nobody_calls(g, 12)
    assert not g.over and sum(isinstance(e, Redeal) for e in g.events) == 12
    assert MAX_DEALS >= 100
    _nobody_calls(g, MAX_DEALS)
    assert g.over and g.events[-1].winner is None and list(g.ledger()) == [0, 0, 0]
    assert sum(isinstance(e, Redeal) for e in g.events) == MAX_DEALS - 1
    assert "deal forever" in end_text(g.events[-1], "en")
    assert f"连续{MAX_DEALS}次都无人叫地主" in end_text(g.events[-1], "zh")


def test_only_the_landlord_shows_after_the_bottom_and_doubles_need_beans():
    g = DoudizhuGame(4, human=(0, 1, 2), beans=(100, 100, 10), threshold=50)
    _at(g, "show_bottom")
    assert g.current().seat == g.landlord
    g.act(Action("show", value="yes"))
    _at(g, "double")
    d = g.current()
    assert d.seat == g.landlord
    if g.landlord != 2:  # seat 2 holds too few beans: nobody doubles against it
        assert [a.value for a in d.options] == ["no"] and "欢乐豆" in d.refused[0][1].zh
        # the seat with too few beans named as the table names it, in each language alone
        why = d.refused[0][1]
        assert "丙只有 10" in why.zh and "C holds 10" in why.en, why
        assert "all three" not in why.zh and "seat" not in why.en
        with pytest.raises(NotAllowed):
            g.act(Action("double", value="yes"))


def test_a_refused_play_says_why_in_both_languages():
    g = DoudizhuGame(6, human=(0, 1, 2))
    _at(g, "play")
    d = g.current()
    with pytest.raises(NotAllowed) as err:
        g.act(Action("pass"))
    assert "leader" in str(err.value) and "不能不出" in err.value.args[0].zh
    hand = g.hand(d.seat)
    with pytest.raises(NotAllowed) as err:
        g.act(Action("play", tiles=(hand[0], hand[-1])) if hand[0][0] != hand[-1][0]
              else Action("play", tiles=hand[:1] + hand[-2:-1]))
    assert "牌型" in err.value.args[0].zh
    g.act(Action("play", tiles=hand[:1]))
    d = g.current()
    small = next(c for c in g.hand(d.seat) if INDEX[c[0]] <= INDEX[hand[0][0]]) \
        if any(INDEX[c[0]] <= INDEX[hand[0][0]] for c in g.hand(d.seat)) else None
    if small:
        with pytest.raises(NotAllowed) as err:
            g.act(Action("play", tiles=(small,)))
        assert "管不上" in err.value.args[0].zh and "does not beat" in str(err.value)


def test_a_trick_ends_when_both_others_pass_and_its_winner_leads():
    for g in GAMES.values():
        evs = [e for e in g.events if isinstance(e, PlayCards | PassTurn)]
        for i, (a, b, c) in enumerate(zip(evs, evs[1:], evs[2:], strict=False)):
            if isinstance(a, PlayCards) and isinstance(b, PassTurn) and isinstance(c, PassTurn):
                nxt = evs[i + 3] if i + 3 < len(evs) else None
                assert nxt is None or isinstance(nxt, PlayCards) and nxt.seat == a.seat
        first = evs[0]
        assert isinstance(first, PlayCards) and first.seat == g.landlord  # the landlord leads
        for x, y in zip(evs, evs[1:], strict=False):
            assert y.seat == (x.seat + 1) % 3  # counter-clockwise: each seat's 下家 next


@pytest.mark.ruling("A7")
def test_spring_doubles_and_the_multiplier_counts_bombs():
    seen_bomb = False
    for g in GAMES.values():
        end = g.events[-1]
        plays = [e for e in g.events if isinstance(e, PlayCards)]
        ll = g.landlord
        if end.spring == "春天":  # the farmers never played
            assert all(e.seat == ll for e in plays)
        if end.spring == "反春":  # the landlord played only his first lead
            assert sum(e.seat == ll for e in plays) == 1
        bombs = sum(1 for e in plays if e.as_type in ("bomb", "rocket"))
        seen_bomb |= bombs > 0
        m = g.rules.multiplier(robs=g.s.robs, mingpai=g.s.shows, bombs=sum(
            e.as_type == "bomb" for e in plays), rockets=sum(e.as_type == "rocket" for e in plays),
            spring=bool(end.spring), landlord=ll)
        assert m.total == end.multiplier
    assert seen_bomb


# ---- automatic seats --------------------------------------------------------------------------


def test_a_farmer_never_beats_his_partners_play_unless_it_plays_him_out():
    for seed, g in GAMES.items():
        replay = DoudizhuGame(seed)
        for e in g.events:
            if isinstance(e, PlayCards) and replay.last_play() is not None:
                by = replay.last_play()[0]
                if e.seat != g.landlord and by != g.landlord:
                    assert len(e.cards) == len(replay.hand(e.seat)), seed
            replay.apply(e)


def test_seats_bid_on_strength_and_are_documented():
    assert "叫地主" in STRATEGY_DOC and "partner" in STRATEGY_DOC
    assert strength("RB22") > strength("3456789")
    for g in GAMES.values():
        deal = next(e for e in reversed(g.events) if isinstance(e, DDeal))
        for e in g.events[g.events.index(deal):]:
            if isinstance(e, Bid) and e.action == "call":
                assert bid_strength(ranks(deal.hands[e.seat])) >= CALL_LATE


# ---- replays ---------------------------------------------------------------------------------


def test_json_round_trip_and_a_tampered_replay_is_refused():
    g = GAMES[3]
    text = g.to_json()
    again = DoudizhuGame.from_json(text)
    assert again.events == g.events and again.ledger() == g.ledger()
    data = json.loads(text)
    i = next(n for n, e in enumerate(data["events"]) if e["type"] == "play")
    data["events"][i]["cards"] = ["R", "R"]
    with pytest.raises(ReplayError, match=f"event {i}"):
        DoudizhuGame.from_json(json.dumps(data))
    data = json.loads(text)
    data["events"][-1]["deltas"] = [5, -5, 0]
    with pytest.raises(ReplayError, match="does not end so"):
        DoudizhuGame.from_json(json.dumps(data))
    data = json.loads(text)
    data["schema"] = 99
    with pytest.raises(ReplayError, match="schema"):
        DoudizhuGame.from_json(json.dumps(data))
    data = json.loads(text)
    i = next(n for n, e in enumerate(data["events"]) if e["type"] == "deal")
    data["events"][i]["hands"][0][0] = "R"
    with pytest.raises(ReplayError, match="not what seed"):
        DoudizhuGame.from_json(json.dumps(data))


def test_a_replay_out_of_turn_is_refused():
    d = deal_cards(0, 0)
    shows = [Show(i, "start", False) for i in range(3)]
    with pytest.raises(ReplayError, match="out of turn"):
        DoudizhuGame(0, events=[*shows, d, Double(0, True)])
    with pytest.raises(ReplayError, match="out of turn"):
        DoudizhuGame(0, events=[d])


# ---- prepared deals -----------------------------------------------------------------------------

SPRING = prepare(("BR2222AAAAKKKKQQQ", "33445566778899TTJ", "33445566778899TTJ"), "QJJ")


@pytest.mark.ruling("A7")
def test_a_prepared_spring_the_farmers_never_play_and_it_doubles():
    g = simulate(0, prepared=SPRING)
    end = g.events[-1]
    assert g.landlord == 0 and end.spring == "春天" and end.landlord_wins
    assert not any(isinstance(e, PlayCards) and e.seat != 0 for e in g.events)
    lines = {line.zh: line.factor ** line.count for line in g.multiplier().lines}
    assert lines["春天"] == 2 and end.multiplier == g.multiplier().total
    assert DoudizhuGame.from_json(g.to_json()).events == g.events  # the prepared deal is saved


def test_a_prepared_deal_must_hold_the_54_cards_once():
    with pytest.raises(ValueError, match="missing"):
        prepare(("BR2222AAAAKKKKQQQ", "33445566778899TTJ", "33445566778899TTT"), "QJJ")


def test_the_history_reads_in_both_languages():
    g = GAMES[3]
    zh = [describe(e, "zh") for e in g.events]
    en = [describe(e, "en") for e in g.events]
    assert any("底牌" in line and "地主" in line for line in zh)
    assert any("plays" in line for line in en) and "played out" in en[-1]
    assert all(not any(w in line for w in ("plays", "passes", "deal")) for line in zh)


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(min_value=0, max_value=10**9), st.integers(0, 2),
       st.sampled_from([None, (100, 100, 100), (100, 10, 100)]))
def test_any_seed_ends_zero_sum_with_each_card_once(seed, first_human, beans):
    g = DoudizhuGame(seed, human=first_human, beans=beans, threshold=50)
    while not g.advance():  # the learner's seat plays as the automatic seats would
        g.act(choose(g, g.pending()))
    assert g.over and sum(g.ledger()) == 0
    deal = next(e for e in reversed(g.events) if isinstance(e, DDeal))
    assert sorted([c for h in deal.hands for c in h] + list(deal.bottom)) == sorted(FULL_DECK)
    doubled = [e.seat for e in g.events if isinstance(e, Double) and e.doubled]
    assert all(beans is None or g.rules.can_double(s, g.landlord, beans, 50) for s in doubled)
    assert DoudizhuGame.from_json(g.to_json()).events == g.events
