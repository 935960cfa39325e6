"""A whole hand of 跑胡子 played out
(widgets/practice/card_tables/paohuzi_play.py): simulated hands end,
settle to zero, deal each of the 82 cards once, make only plays the engine allows, win only
complete hands; the deal, the forced moves, the priority, 重跑, the drawn 王, 臭牌 and 荒莊
follow the seed and the rulings; a learner replaying the automatic choices plays the same
hand; replays round-trip and a tampered one is refused with the reason."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from widgets.cards.cards import NotAllowed
from widgets.cards.paohuzi import W, card_text
from widgets.cards.paohuzi.notation import as_card
from widgets.cards.paohuzi.turns import discard_refusal
from widgets.practice.card_tables.paohuzi_events import (
    Claim,
    Discard,
    Draw,
    Forced,
    HandEnd,
    Hu,
    Lay,
    Pass,
    PDeal,
    ReplayError,
    Skip,
)
from widgets.practice.card_tables.paohuzi_play import (
    FULL_DECK,
    NO_WANG_DECK,
    Action,
    PaohuziGame,
    deal_cards,
    prepare,
    simulate,
)
from widgets.practice.card_tables.paohuzi_seats import STRATEGY_DOC, choose, worth

SEEDS = range(40)
GAMES = {s: simulate(s) for s in SEEDS}


def _replay_checked(seed: int, g: PaohuziGame):
    """Replay ``g``'s events one by one on a fresh game, yielding (game before, event)."""
    replay = PaohuziGame(seed, prepared=g.prepared)
    for e in g.events:
        yield replay, e
        replay.apply(e)


# ---- properties of simulated hands -------------------------------------------------------------


def test_every_simulated_hand_ends():
    for seed, g in GAMES.items():
        assert g.over and isinstance(g.events[-1], HandEnd), seed
        assert sum(isinstance(e, HandEnd) for e in g.events) == 1


def test_the_ledger_sums_to_zero():
    for seed, g in GAMES.items():
        assert sum(g.ledger()) == 0, seed
        end = g.events[-1]
        if end.winner is not None:
            assert g.ledger()[end.winner] > 0 and end.total > 0, seed


@pytest.mark.ruling("A1")
def test_every_card_is_dealt_exactly_once_and_stays_somewhere():
    for seed, g in GAMES.items():
        deal = g.events[0]
        assert isinstance(deal, PDeal)
        dealt = [c for h in deal.hands for c in h] + list(deal.pile)
        assert sorted(dealt) == sorted(FULL_DECK) and len(dealt) == 82, seed
        assert sorted(len(h) for h in deal.hands) == [20, 20, 21] and len(deal.pile) == 21
        assert len(deal.hands[deal.banker]) == 21
        where = [c for s in range(3) for c in g.hand(s)]
        where += [card_text(c) for s in range(3) for m in g.melds(s) for c in m.cards]
        where += [c for s in range(3) for c in g.laid(s)]
        where += [card_text(c) for c in g.s.pile]
        if g.shown_card() and g.shown_card()[1] != "W":
            where.append(g.shown_card()[1])  # the winning card on offer
        assert sorted(where) == sorted(FULL_DECK), seed


def test_every_play_is_allowed_by_the_engine():
    checked = Counter()
    for seed, g in GAMES.items():
        for before, e in _replay_checked(seed, g):
            s = before.s
            if isinstance(e, Discard):
                assert discard_refusal(s.hands[e.seat], as_card(e.card)) is None
                checked["discard"] += 1
            elif isinstance(e, (Claim, Forced, Hu)) and not getattr(e, "dealt", False):
                o = s.offer
                if o.card == W:
                    assert isinstance(e, Hu) and e.self_drawn
                    continue
                claims = g.rules.claims(o.card, o.seat, [before.table_hand(i) for i in range(3)],
                                        o.drawn, s.memory, tuple(s.moved))
                kind = "hu" if isinstance(e, Hu) else e.kind
                assert any(a.seat == e.seat and a.kind == kind for a in claims.allowed), (seed, e)
                if isinstance(e, Forced):  # nothing but a 胡 may come before a forced move
                    assert all(a.kind == "hu" for a in claims.allowed[:o.pos])
                checked[kind] += 1
    assert checked["discard"] > 200 and checked["chi"] > 10 and checked["peng"] > 5
    assert checked["wei"] + checked["ti"] + checked["pao"] > 10


@pytest.mark.ruling("A2")
def test_every_win_is_complete_by_the_engines_own_check():
    wins = 0
    for seed, g in GAMES.items():
        end = g.events[-1]
        if end.winner is None:
            continue
        hu = next(e for e in g.events if isinstance(e, Hu))
        o = g.s.offer
        h = g.table_hand(hu.seat)
        card = as_card(hu.card)
        h = type(h)(h.cards, h.wilds - (card == W), h.melds, card)
        w = g.rules.win(h, self_drawn=hu.self_drawn, from_pile=o.drawn and not hu.self_drawn)
        assert w.ok and w.huxi >= 15 and w.huxi <= end.huxi, seed
        sc = g.score()
        assert (sc.huxi, sc.xing, sc.zi, sc.total) == (end.huxi, end.xing, end.zi, end.total)
        wins += 1
    assert wins > 20


def test_a_human_replaying_the_automatic_choices_plays_the_same_hand():
    for seed in range(10):
        auto = GAMES[seed]
        g = PaohuziGame(seed, human=(0, 1, 2))
        while not g.advance():
            g.act(choose(g, g.pending()))
        assert g.events == auto.events, seed


def test_replays_round_trip_and_a_tampered_one_is_refused():
    for seed in range(10):
        g = GAMES[seed]
        again = PaohuziGame.from_json(g.to_json())
        assert again.events == g.events and again.ledger() == g.ledger()
    g = GAMES[0]
    data = json.loads(g.to_json())
    i = next(i for i, e in enumerate(data["events"]) if e["type"] == "discard")
    held = set(g.events[0].hands[data["events"][i]["seat"]])
    data["events"][i]["card"] = next(c for c in ("x1", "d1", "x2", "d2", "x3") if c not in held)
    with pytest.raises(ReplayError, match=f"event {i} \\(Discard\\)"):
        PaohuziGame.from_json(json.dumps(data))
    data = json.loads(g.to_json())
    del data["events"][1]
    with pytest.raises(ReplayError, match="event 1"):
        PaohuziGame.from_json(json.dumps(data))
    data = json.loads(g.to_json())
    data["events"][-1]["deltas"] = [0, 0, 0]
    with pytest.raises(ReplayError, match="does not end so"):
        PaohuziGame.from_json(json.dumps(data))
    for bad, why in (('{"kind": "paixue-doudizhu"}', "not a 跑胡子 replay"),
                     ('{"kind": "paixue-paohuzi", "schema": 9}', "schema 9"), ("[", "not JSON")):
        with pytest.raises(ReplayError, match=why):
            PaohuziGame.from_json(bad)


def test_a_replay_keeps_its_prepared_deal():
    d = prepare(("x1111 d2710", "", ""), pile="x5")
    g = PaohuziGame(3, prepared=d)
    g.advance()
    again = PaohuziGame.from_json(g.to_json())
    assert again.prepared == d and again.events == g.events
    with pytest.raises(ValueError, match="82"):
        PaohuziGame(0, prepared=PDeal(0, (("x1",) * 21, (), ()), (), 0))


# ---- the deal, the forced moves, the priority ------------------------------------------------


@pytest.mark.ruling("A1")
def test_the_deal_gives_the_banker_21_the_others_20_and_the_banker_discards_first():
    for seed in range(5):
        d = deal_cards(seed)
        g = GAMES[seed]
        assert d == g.events[0]
        first = next(e for e in g.events if isinstance(e, (Discard, Skip)))
        assert first.seat == d.banker


@pytest.mark.ruling("P-PH7")
def test_a_dealt_ti_goes_down_shown_before_the_first_card():
    # seed rule 3: 在進第一牌之前，必須放到桌面示眾
    g = PaohuziGame(0, human=0, prepared=prepare(("x1111 d3 d4", "", ""), banker=0))
    g.advance()
    assert g.events[1] == Forced(0, "ti", "x1", dealt=True)
    assert g.melds(0)[0].kind == "ti" and "x1" not in g.hand(0)
    assert g.pending().stage == "discard" and g.pending().seat == 0


@pytest.mark.ruling("P-PH19")
def test_a_second_dealt_ti_stands_in_for_the_first_discard():
    g = PaohuziGame(0, prepared=prepare(("x1111 x2222", "", ""), banker=0))
    g.step(), g.step(), g.step()
    assert [type(e).__name__ for e in g.events] == ["PDeal", "Forced", "Forced"]
    g.step()
    assert g.events[-1] == Skip(0, "ti")
    g.step()
    assert isinstance(g.events[-1], Draw) and g.events[-1].seat == 1


def test_a_discard_of_a_kan_card_or_a_wang_is_refused_with_why():
    g = PaohuziGame(0, human=0, prepared=prepare(("x555 W d3", "", ""), banker=0))
    g.advance()
    d = g.pending()
    refused = dict(d.refused)
    assert "一坎牌不能拆散" in refused["x5"] and "王霸不能打出" in refused["W"]
    for card in ("x5", "W"):
        with pytest.raises(NotAllowed):
            g.act(Action("discard", card))


@pytest.mark.ruling("P-PH9")
def test_forced_moves_happen_by_themselves_and_a_second_one_is_a_chongpao():
    seen = 0
    for seed, g in GAMES.items():
        for i, e in enumerate(g.events):
            if isinstance(e, Forced) and not e.dealt:
                before = PaohuziGame(seed, events=g.events[:i])
                assert before.current() is None  # nobody chose it
                assert e.again == (e.kind in ("ti", "pao") and before.s.moved[e.seat] >= 1)
                nxt = g.events[i + 1]
                if e.again:  # seed rule 8: 重跑 — no discard, the next player draws
                    assert isinstance(nxt, (Draw, HandEnd)) and getattr(
                        nxt, "seat", (e.seat + 1) % 3) == (e.seat + 1) % 3
                else:
                    assert isinstance(nxt, (Discard, Skip)) and nxt.seat == e.seat
                seen += 1
    assert seen > 10


@pytest.mark.ruling("P-PH13")
def test_a_card_is_offered_in_the_engines_priority_order():
    # 胡 > forced 提/偎/跑 > 碰 > 吃; among 胡 the drawer, then the 下家 (seed rules 11, 12)
    for seed, g in GAMES.items():
        for before, e in _replay_checked(seed, g):
            o = before.s.offer
            d = before.current()
            if o is None or d is None or d.stage != "claim" or o.card == W:
                continue
            first = next(a for a in o.claims.allowed[o.pos:])
            assert d.seat == first.seat and first.kind in {a.kind for a in d.options}
            assert isinstance(e, (Pass, Claim, Hu)) and e.seat == d.seat


def test_nobody_taking_a_card_lays_it_by_its_seat_and_the_next_draws():
    for g in list(GAMES.values())[:10]:
        for i, e in enumerate(g.events[:-1]):
            if isinstance(e, Lay):
                nxt = g.events[i + 1]
                assert isinstance(nxt, (Draw, HandEnd))
                if isinstance(nxt, Draw):
                    assert nxt.seat == (e.seat + 1) % 3


def test_a_drawn_wang_is_shown_and_kept():
    # seed: 抓到的王霸需要明示; 王霸不能打出
    found = 0
    for seed in range(40, 160):
        g = simulate(seed)
        for i, e in enumerate(g.events):
            if isinstance(e, Draw) and e.card == "W":
                before = PaohuziGame(seed, events=g.events[:i + 1])
                assert before.wangs_shown(e.seat) == 1 + sum(
                    isinstance(x, Draw) and x.card == "W" and x.seat == e.seat
                    for x in g.events[:i])
                assert "W" in before.hand(e.seat)
                nxt = g.events[i + 1]
                assert nxt.seat == e.seat and isinstance(nxt, (Discard, Hu, Pass, Skip))
                found += 1
        if found >= 3:
            break
    assert found >= 3


@pytest.mark.ruling("P-PH14")
def test_a_declined_chi_from_the_shang_jia_is_remembered_as_chou_pai():
    hands = ("x5 d1 d1 d3 d3 d5 d5 d7 d7 d9 d9 x2 x2 x8 x8 x10 x10 d2 d4 d6 d8",
             "x4 x6 x1 x1 x3 x3 x7 x7 x9 x9 d10 d10 d2 d4 d6 d8 x2 x8 x10 x4", "")
    g = PaohuziGame(0, human=(0, 1), prepared=prepare(hands, pile="x5 x5 x5", banker=0))
    g.advance()
    g.act(Action("discard", "x5"))
    g.advance()
    d = g.pending()
    assert d.seat == 1 and d.stage == "claim" and "chi" in {a.kind for a in d.options}
    assert all(w[0].count("x5") == 1 for w in d.ways)
    g.act(Action("pass", "x5"))
    g.step()  # nobody takes it
    assert isinstance(g.events[-1], Lay) and 4 in g.memory().chou[1]
    g.step()  # seat 1 draws the next 小五: its 臭牌, so no 吃 (seed rule 6)
    assert g.events[-1] == Draw(1, "x5")
    d = g.current()
    assert d is None or "chi" not in {a.kind for a in d.options if d.seat == 1}
    refused = [r for r in g.s.offer.claims.refused if r.seat == 1 and r.kind == "chi"]
    assert refused and refused[0].ruling == "P-PH12" and "臭牌" in refused[0].reason


@pytest.mark.ruling("A8")
def test_huang_zhuang_makes_the_wang_holders_pay():
    ends = [g for g in GAMES.values() if g.events[-1].winner is None]
    assert ends
    for g in ends:
        assert g.pile_left() == 0
        wangs = [g.hand(s).count("W") for s in range(3)]
        deltas = [0, 0, 0]
        for payer, payee, n in g.rules.huang_penalty(wangs):
            deltas[payer] -= n
            deltas[payee] += n
        assert g.ledger() == tuple(deltas)


@pytest.mark.ruling("A19")
def test_a_discard_win_is_paid_by_the_supplier_and_a_self_draw_by_both():
    for g in GAMES.values():
        end = g.events[-1]
        if end.winner is None:
            continue
        losers = [s for s in range(3) if s != end.winner]
        if end.self_drawn:
            assert all(g.ledger()[s] == -end.total for s in losers)
        else:
            assert sorted(g.ledger()[s] for s in losers) == [-end.total, 0]


def test_refusals_name_the_reason():
    g = PaohuziGame(1, human=(0, 1, 2))
    g.advance()
    with pytest.raises(NotAllowed):
        g.act(Action("hu"))
    assert PaohuziGame(1).pending() is None
    with pytest.raises(ValueError, match="human seats"):
        PaohuziGame(0, human=5)


# ---- the automatic seats -----------------------------------------------------------------------


def test_the_automatic_seats_are_documented_and_take_every_hu():
    assert "胡" in STRATEGY_DOC and "loose" in STRATEGY_DOC
    assert worth([0, 1, 2]) > worth([0, 4, 8])
    for seed, g in GAMES.items():
        for before, e in _replay_checked(seed, g):
            d = before.current()
            if d is not None and d.stage == "claim" and any(a.kind == "hu" for a in d.options):
                assert isinstance(e, Hu), seed


@pytest.mark.ruling("P-PH15")
def test_a_declined_peng_is_a_renpeng_and_the_later_wei_of_it_a_chouwei():
    # seed rules 7 and 2: 忍碰之后，又偎牌，稱為臭偎 — shown, two down and one up
    g = PaohuziGame(0, human=(0, 1), prepared=prepare(("x5", "x55", ""), pile="x5"))
    g.advance()
    g.act(Action("discard", "x5"))
    g.advance()
    d = g.pending()
    assert d.seat == 1 and Action("peng", "x5") in d.options
    g.act(Action("pass", "x5"))
    g.step(), g.step()  # nobody takes it; 乙 draws the last 小五
    assert 4 in g.memory().renpeng[1] and g.events[-1] == Draw(1, "x5")
    g.step()
    assert g.events[-1] == Forced(1, "chouwei", "x5")
    assert g.melds(1)[-1].kind == "chouwei" and g.melds(1)[-1].text() == "{x555*}"


# ---- the 80-card game (option pile=19) -----------------------------------------------------------


@pytest.mark.ruling("A1")
def test_the_80_card_game_deals_19_to_the_pile_and_no_wang_and_plays_out():
    # seed: 莊家砌21張，其他方位砌20張，留19張在墩上 — 21 + 20 + 20 + 19 = 80, the game without 王
    claims = 0
    for seed in range(20):
        g = simulate(seed, pile=19)
        deal = g.events[0]
        dealt = [c for h in deal.hands for c in h] + list(deal.pile)
        assert sorted(dealt) == sorted(NO_WANG_DECK) and "W" not in dealt, seed
        assert len(deal.hands[deal.banker]) == 21 and len(deal.pile) == 19, seed
        assert sorted(len(h) for h in deal.hands) == [20, 20, 21]
        assert deal == deal_cards(seed, 0, 19) != deal_cards(seed)
        assert g.over and sum(g.ledger()) == 0, seed
        claims += sum(isinstance(e, (Claim, Forced, Hu)) for e in g.events)
        back = PaohuziGame.from_json(g.to_json())  # the replay keeps the 80-card deal
        assert back.pile == 19 and back.events == g.events, seed
    assert claims > 20  # the hands are played, not stopped at the first claim


@pytest.mark.ruling("A1")
def test_a_prepared_80_card_deal_holds_no_wang():
    d = prepare(("x1111", "", ""), left_in_pile=19)
    assert len(d.pile) == 19 and "W" not in [c for h in d.hands for c in h] + list(d.pile)
    g = PaohuziGame(0, prepared=d, pile=19)
    g.advance()
    assert g.over and g.events[0] == d
    with pytest.raises(ValueError, match="80-card game has no 王"):
        prepare(("x1 W", "", ""), left_in_pile=19)
    with pytest.raises(ValueError, match="pile of 19, the 80 cards"):
        PaohuziGame(0, prepared=prepare(("x1111", "", "")), pile=19)


@pytest.mark.ruling("A1")
def test_a_replay_saved_before_the_80_card_option_loads_as_the_82_card_game():
    """tests/data/paohuzi_replay_cd81dd2.json was saved by main at cd81dd2 (seed 5, all seats
    automatic): no ``pile`` in it, so it is the 82-card game with 王 it was, played to the
    same end."""
    from pathlib import Path
    text = (Path(__file__).parent / "data" / "paohuzi_replay_cd81dd2.json").read_text("utf-8")
    assert "pile" not in json.loads(text)  # the deal event has its pile; the replay none
    g = PaohuziGame.from_json(text)
    g.advance()
    assert g.pile == 21 and g.over and g.ledger() == (-6, 12, -6)
    dealt = g.events[0]
    assert sum(map(len, dealt.hands)) + len(dealt.pile) == 82


@pytest.mark.ruling("A1")
def test_a_replay_saved_before_the_80_card_option_loads_at_a_table_set_to_80_cards():
    """The same replay (no ``pile``) loaded into a table whose Cards choice is 80: it was the
    82-card game, so it loads as that, and the table's choice follows it."""
    from pathlib import Path

    from widgets.ui.tables.paohuzi_table import PaohuziTable
    text = (Path(__file__).parent / "data" / "paohuzi_replay_cd81dd2.json").read_text("utf-8")
    t = PaohuziTable(seed=3, human=0, lang="en")
    t.handle({"kind": "deck", "value": 19})
    assert t.game.pile == 19
    t.handle({"kind": "load", "text": text})
    assert t.message["level"] == "info", t.message
    assert t.game.pile == 21 and t.view["deck"]["value"] == 21 and t.game.over
    assert [p["delta"] for p in t.view["ledger"]] == [-6, 12, -6]
    t.handle({"kind": "new", "seed": 4})  # New hand: the deck the Cards choice shows
    assert t.game.pile == 21 and t.view["deck"]["value"] == 21
