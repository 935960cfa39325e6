"""A hand played out (practice/table/play.py): the shared contract, seeds and replays, the
human seat, the automatic strategy, and the invariants of every simulated hand."""

import dataclasses
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from widgets.engine.events import Deal, Draw, End, Kong, Leave, Win, from_json, to_json
from widgets.engine.ledger import SYSTEM
from widgets.engine.results import NotAllowed
from widgets.practice.table.play import (
    PLAYABLE,
    STRATEGY_DOC,
    Action,
    Decision,
    Game,
    SeatView,
    TableState,
    choose,
    deck_for,
    game_class,
    simulate,
)


def fields(cls) -> list[str]:
    return [f.name for f in dataclasses.fields(cls)]


def decisions(g: Game):
    """The human seat's decisions one by one, the automatic seats playing in between; the
    caller answers each (``g.act``) before asking for the next."""
    while not g.finished:
        d = g.pending()
        if d is None:
            g.advance()
            continue
        yield d


def test_the_contract_names():
    """The table widget builds on these names (widgets/practice/table/play.py docstring): none
    renamed but the one noted there (``Decision.kind`` is ``stage``, every table's word)."""
    assert fields(Action)[:5] == ["kind", "tiles", "suit", "label_zh", "label_en"]
    assert fields(Decision)[:6] == ["seat", "stage", "options", "refused", "prompt_zh",
                                    "prompt_en"]
    assert fields(SeatView)[:9] == ["seat", "hand", "discards", "void", "wins", "out", "given",
                                    "received", "ready_waits"]
    assert set(fields(TableState)) >= {"step", "variant", "dealer", "seats", "wall_remaining",
                                       "wall", "exchange", "dice", "turn", "last", "last_en",
                                       "net", "finished"}
    for name in ("pending", "act", "advance", "state", "ledger", "from_events"):
        assert callable(getattr(Game, name))
    assert "shanten" in STRATEGY_DOC and "换三张" in STRATEGY_DOC


@pytest.mark.parametrize("variant", PLAYABLE)
def test_same_seed_same_hand(variant):
    """Deals come from a seed number so a class can replay the same hand (issue 9)."""
    assert simulate(variant, 11) == simulate(variant, 11)
    assert simulate(variant, 11) != simulate(variant, 12)


@pytest.mark.parametrize("variant", PLAYABLE)
def test_a_human_playing_the_strategy_plays_the_simulated_hand(variant):
    """The human seat's decisions go through act(); choosing what the automatic seat would
    gives exactly the automatic hand — so pending/act/advance lose or add nothing (双人 has
    seats 0 and 1 only)."""
    four = len(game_class(variant).seat_ids) == 4
    for human in (0, 2) if four else (0, 1):
        g = Game(variant, 6, human=human)
        asked = 0
        for d in decisions(g):
            assert d.seat == human
            asked += 1
            g.act(choose(g, d))
        assert asked > (3 if four else 2)  # 永州 hands end soonest; two seats ask fewer
        assert g.events == simulate(variant, 6)


@pytest.mark.parametrize("variant", PLAYABLE)
def test_replay_from_json_steps_like_the_live_hand(variant):
    """Replays are the engine's event records, saved and loaded as JSON (schema 2; 3 for 武汉,
    whose Indicator event is schema 3's, and for 永州, whose 吃 names its run); a loaded replay
    is finished and shows the same table at every step."""
    g = Game(variant, 8)
    g.advance()
    text = to_json(g.events)
    declared = any(e.type == "declare" for e in g.events)  # 双人's 报听 is schema 3's
    three = variant in ("wuhan", "yongzhou") or declared
    assert f'"schema": {3 if three else 2}' in text  # 吃's run: 3
    replay = Game.from_events(variant, text)
    assert replay.finished and replay.pending() is None and replay.events == from_json(text)
    for step in (0, 5, len(g.events) // 2, len(g.events)):
        assert replay.state(step) == dataclasses.replace(g.state(step), turn=replay.state(
            step).turn)
    assert replay.ledger() == g.ledger()
    with pytest.raises(NotAllowed, match="over"):
        replay.act(Action("pass"))


def test_state_describes_the_table():
    g = Game("dashiyou-xueliu", 3)
    g.advance()
    s0, s_end = g.state(0), g.state()
    assert s0.step == 0 and s0.wall is None and s0.last == ""
    assert s_end.finished and s_end.wall_remaining == 0 and s_end.wall.remaining == 0
    assert set(s_end.dice) == {"wall", "exchange"} and len(s_end.exchange) == 4
    assert all(len(v.given) == 3 and len(v.received) == 3 for v in s_end.seats)
    assert all(v.void in "mps" for v in s_end.seats)
    assert s_end.net == g.ledger().net
    after_deal = g.state(6)
    assert after_deal.wall.remaining == 108 - 53 and "起手" in after_deal.last
    with pytest.raises(ValueError, match="step"):
        g.state(len(g.events) + 1)


def test_bad_input_names_what_is_wrong():
    with pytest.raises(ValueError, match="riichi"):
        Game("riichi", 1)  # no such variant at the table
    with pytest.raises(ValueError, match="seed"):
        Game("sichuan-xueliu", "1")
    with pytest.raises(ValueError, match="human"):
        Game("sichuan-xueliu", 1, human=4)
    with pytest.raises(ValueError, match="unknown option"):
        Game("sichuan-xueliu", 1, colour="red")
    with pytest.raises(ValueError, match="108 tiles"):
        Game("sichuan-xueliu", 1, tiles=["1m"] * 108)
    with pytest.raises(ValueError, match="more than four"):
        deck_for({0: "11111m"})
    with pytest.raises(ValueError, match="event 1 .*a hand starts"):
        Game.from_events("sichuan-xueliu", [Deal(0, "123m"), Kong(0, "5p", "concealed")])


def test_illegal_actions_are_refused_with_the_reason():
    g = Game("sichuan-xueliu", 4, human=1)
    with pytest.raises(NotAllowed, match="no decision"):
        g.act(Action("pass"))
    g.advance()
    d = g.pending()
    assert d.stage in ("turn", "claim")
    with pytest.raises(NotAllowed, match="the choices"):
        g.act(Action("exchange", ("1m", "2m", "3m")))
    with pytest.raises(NotAllowed, match="Action"):
        g.act("discard 1m")


def test_a_stacked_deck_deals_the_hands_asked_for():
    deck = deck_for({0: "123456789m1234p5p", 2: "1112223334445s"}, draws="9s9s")
    g = Game("sichuan-xueliu", 1, tiles=deck)
    deals = {e.seat: e.hand for e in g.events if isinstance(e, Deal)}
    assert deals[0] == "123456789m12345p" and deals[2] == "1112223334445s"


# ---- invariants of every simulated hand -----------------------------------------------------

@settings(max_examples=15)
@given(st.sampled_from(PLAYABLE), st.integers(0, 10_000), st.none() | st.integers(0, 3))
def test_every_hand_balances_and_accounts_for_108_tiles(variant, seed, dealer):
    """Property: every simulated hand ends (End last), the ledger sums to zero with the house
    (SYSTEM) as a party where a rule pays it, and all 108 tiles (武汉, 永州 136) are accounted
    for at every step (hands, melds, rivers, won tiles, the wall). ``dealer`` None: the
    variant's own first dealer (P-S22: Sichuan throws dice for it); 双人 has two seats, 72 tiles."""
    seats = game_class(variant).seat_ids
    g = Game(variant, seed, dealer=None if dealer is None else seats[dealer % len(seats)])
    g.advance()
    assert isinstance(g.events[-1], End) and g.finished
    ledger = g.ledger()
    assert sum(ledger.net.values()) == 0
    assert set(ledger.net) <= {*seats, SYSTEM}
    table = g.table_class(g.stay)
    assert table.total == {"wuhan": 136, "yongzhou": 136, "shuangren": 72}.get(variant, 108)
    for e in g.events:
        table.apply(e)
        assert table.count() == table.total, e
        if isinstance(e, Draw):
            assert e.wall_remaining == table.remaining
    for s in seats:  # 武汉: a seat keeps its draw in the last four tiles (R-W13)
        if not table.out[s]:
            assert g.rules.hand(table.hand(s)).size == (14 if s in getattr(table, "kept", ())
                                                        else 13)
    wins = [e for e in g.events if isinstance(e, Win)]
    if variant == "sichuan-xuezhan":
        assert len({w.seat for w in wins}) == len(wins) <= 3


def test_every_hand_through_the_running_ledger_balances():
    """The running ledger (TableState.net) balances at every step, not only at the end."""
    g = Game("sichuan-xueliu", 21)
    g.advance()
    for step in range(0, len(g.events) + 1, 7):
        assert sum(g.state(step).net.values()) == 0


# ---- cross-check with an independent engine (the riichi `mahjong` package) -----------------

def _counts34(hand) -> list[int]:
    """Tile counts with each kong counted as three (a set is a set)."""
    counts = [0] * 34
    for t in hand.closed:
        counts[t] += 1
    for m in hand.melds:
        for t in m.tiles[:3]:
            counts[t] += 1
    return counts


# 武汉's 赖子 is a wildcard, which `mahjong` cannot read: test_play_wuhan checks its wins
@pytest.mark.parametrize("variant", [v for v in PLAYABLE if v != "wuhan"])
def test_every_simulated_win_is_a_complete_hand_for_the_mahjong_package(variant):
    """Each Win our game records is a complete hand for `mahjong`'s Agari (an independent
    implementation of the regular and seven-pairs shapes)."""
    from mahjong.agari import Agari

    agari, checked = Agari(), 0
    for seed in range(6):
        for e in simulate(variant, seed):
            if isinstance(e, Win):
                assert agari.is_agari(_counts34(e.parsed())), e
                checked += 1
    assert checked


@settings(max_examples=300)
@given(st.sampled_from(["mp", "ms", "ps"]), st.data())
def test_complete_hands_agree_with_the_mahjong_package(suits, data):
    """Random 14-tile two-suit hands without a quad (a quad as two pairs is 龙七对 in Sichuan,
    not a riichi seven pairs): Sichuan 血流 is complete exactly when `mahjong` says agari;
    大师游 too, except seven pairs, which it does not count (R-M12)."""
    from mahjong.agari import Agari

    from widgets import rules

    kinds = [t for s in suits for t in range("mps".index(s) * 9, "mps".index(s) * 9 + 9)]
    if data.draw(st.booleans()):  # random tiles: mostly not complete
        tiles = data.draw(st.lists(st.sampled_from(kinds), min_size=14, max_size=14))
    else:  # four sets and a pair: mostly complete
        tiles = [data.draw(st.sampled_from(kinds))] * 2
        for _ in range(4):
            t = data.draw(st.sampled_from(kinds))
            run = t % 9 < 7 and data.draw(st.booleans())
            tiles += [t, t + 1, t + 2] if run else [t] * 3
    counts = [tiles.count(t) for t in range(34)]
    if max(counts) > 3:
        return
    hand = " ".join(f"{t % 9 + 1}{'mps'[t // 9]}" for t in sorted(tiles)).replace(" ", "")
    expected = Agari().is_agari(counts)
    assert rules("sichuan-xueliu").is_complete(hand) == expected
    pairs_only = all(c in (0, 2) for c in counts)
    if not pairs_only:
        assert rules("dashiyou-xueliu").is_complete(hand) == expected


@pytest.mark.ruling("P-S13")
@settings(max_examples=12)
@given(st.sampled_from(PLAYABLE), st.integers(0, 10_000), st.integers(0, 3), st.integers(0, 40))
def test_a_seat_that_leaves_is_played_on_and_the_books_still_balance(variant, seed, seat, at):
    """Seed 000: "未胡牌玩家逃跑后由系统代打，并参与流局查花猪、查大叫" and "已逃跑玩家部分归系统"
    (P-S13): the human leaves at its ``at``-th decision; the hand plays to its end, every
    tile is still accounted for, and the nets (with the system as a party) sum to zero."""
    seats = game_class(variant).seat_ids
    seat = seats[seat % len(seats)]
    g = Game(variant, seed, human=seat)
    asked = 0
    for d in decisions(g):
        if asked == at:
            assert g.leave(seat) == [Leave(seat)] and g.human is None
            continue
        asked += 1
        g.act(choose(g, d))
    assert isinstance(g.events[-1], End)
    ledger = g.ledger()
    assert sum(ledger.net.values()) == 0 and set(ledger.net) <= {*seats, SYSTEM}
    table = g.table_class(g.stay)
    for e in g.events:
        table.apply(e)
    assert table.count() == table.total == len(g.all_tiles)


def test_leaving_is_refused_with_the_reason():
    g = Game("sichuan-xueliu", 2, human=1)
    g.leave(1)
    with pytest.raises(NotAllowed, match="already left"):
        g.leave(1)
    with pytest.raises(ValueError, match="seat"):
        g.leave(7)
    g.advance()
    with pytest.raises(NotAllowed, match="over"):
        g.leave(2)


@pytest.mark.ruling("P-S13")
def test_the_house_keeps_the_refund_of_a_player_who_left():
    """Seed 000: "流局时，没下叫的玩家最后退还刮风下雨所得，已逃跑玩家部分归系统": P1 leaves at
    once, collects kong money, is not ready at the end; its refund goes to the system (SYSTEM), and
    the nets, the system's included, sum to zero."""
    g = Game("sichuan-xueliu", 118, human=1)  # a seed where P1 makes a kong and ends not ready
    g.leave(1)
    g.advance()
    ledger = g.ledger()
    kept = [p for p in ledger.payments if p.payee == SYSTEM]
    assert kept and all(p.payer == 1 and p.reason_zh == "退还归系统" for p in kept)
    assert ledger.net[SYSTEM] == sum(p.paid for p in kept) > 0
    assert sum(ledger.net.values()) == 0


# ---- the words of the table: one place, seats as the table names them -----------------------

def _every_text(g: Game) -> list[str]:
    """Every line the engine writes for a hand: each event and each state's caption, in both
    languages, and every prompt, option and refusal a seat was offered."""
    from widgets.practice.table.play import describe

    out = [describe(e, lang) for e in g.events for lang in ("zh", "en")]
    return out + [g.state(n).last for n in range(0, len(g.events), 9)] \
        + [g.state(n).last_en for n in range(0, len(g.events), 9)]


@pytest.mark.parametrize("variant", PLAYABLE)
def test_the_engine_names_seats_by_their_winds_never_p0_p3(variant):
    """The engine describes seats as the table shows them (东南西北, East … North): the log,
    the captions, the prompts, the options and the refusals, in both languages."""
    g = Game(variant, 6, human=0)
    texts: list[str] = []
    for d in decisions(g):
        texts += [d.prompt_zh, d.prompt_en] + [a.label_zh for a in d.options] \
            + [a.label_en for a in d.options] + [why.zh for _, why in d.refused] \
            + [str(why) for _, why in d.refused]
        g.act(choose(g, d))
    texts += _every_text(g)
    assert texts and not [t for t in texts if re.search(r"\bP[0-3]\b", t)]
    assert any(t.startswith(("东", "南", "西", "北")) for t in texts)
    assert any(t.startswith(("East", "South", "West", "North")) for t in texts)


def test_refusals_and_prompts_are_written_in_both_languages():
    """A refusal carries its Chinese (``why.zh``) beside its English (the str): the widget
    shows the learner's language; both end with the seed's words or the ruling id."""
    from widgets.practice.table.play import REFUSALS, refusal, seat_name, word

    for key in REFUSALS:
        why = refusal(key, tile=0, suit="p")
        assert why.zh and str(why) and why.zh != str(why), key
        assert not re.search(r"[a-z]{4,}", why.zh.split("(")[0]), (key, why.zh)
    assert refusal("void_first", suit="m").say("zh") == "定缺：先打缺门万 (P-M1)"
    assert seat_name(2) == "西" and seat_name(SYSTEM, "en") == "system"
    with pytest.raises(ValueError, match="seat"):
        seat_name(4)
    with pytest.raises(ValueError, match="lang"):
        seat_name(0, "fr")
    with pytest.raises(ValueError, match="no word"):
        word("chow")


# ---- a Pass on one's own turn, kongs after a 碰, the first dealer ----------------------------

@pytest.mark.ruling("P-S21")
def test_declining_a_win_or_kong_on_ones_own_turn_is_a_pass_in_the_record():
    """P-S21: a seat that could win (or kong) on its own draw and discards instead says so in
    the record: Pass(seat, tile, None, kinds) before the Discard (漏胡 rules read these)."""
    from widgets.engine.events import Discard, Pass

    deck = deck_for({0: "123456789m1122p9s"}, draws="9s9s8s1p")
    g = Game("sichuan-xueliu", 3, human=0, tiles=deck)
    g.act(Action("discard", ("9s",)))
    g.advance()
    d = g.pending()
    assert d.stage == "turn" and d.options[0] == Action("win", ("1p",), None, "胡 一筒", "win 1p")
    new = g.act(Action("discard", ("1p",)))
    assert new[:2] == [Pass(0, "1p", None, ("win",)), Discard(0, "1p")]
    assert Game.from_events("sichuan-xueliu", to_json(g.events)).events == g.events
    # the automatic seats record a declined kong the same way
    kongs = [(e, nxt) for seed in range(30) for events in [simulate("sichuan-xueliu", seed)]
             for e, nxt in zip(events, events[1:], strict=False)
             if isinstance(e, Pass) and e.from_seat is None]
    assert kongs and all(e.kinds == ("kong",) and nxt.seat == e.seat for e, nxt in kongs)


@pytest.mark.ruling("P-S20")
def test_a_concealed_kong_may_follow_a_pon_before_its_discard():
    """P-S20: after a 碰 the seat may declare an 暗杠 (or 补杠) before discarding, as after a
    draw; it draws its replacement from the back of the wall. A win is not offered there."""
    deck = deck_for({0: "123456789m1122p9s", 1: "99s5555p123m456m7m"})
    g = Game("sichuan-xueliu", 3, human=1, tiles=deck)
    g.advance()
    d = g.pending()
    assert d.stage == "claim" and d.prompt_en == "East discards 9s: pung, or pass?"
    assert d.prompt_zh == "东家 打出 九条：碰，还是过？"
    g.act(Action("pon", ("9s",)))
    d = g.pending()
    assert d.stage == "turn" and [a for a in d.options if a.kind != "discard"] == [
        Action("kong", ("5p",), None, "杠 五筒", "kong 5p")]
    new = g.act(Action("kong", ("5p",)))
    assert new[0] == Kong(1, "5p", "concealed") and new[1].replacement


@pytest.mark.ruling("P-S22")
def test_the_first_dealer_is_thrown_for_in_sichuan_and_is_east_in_dashiyou():
    """Seed 000: "首轮随机定庄(打骰子)" — P-S22: 东 throws two dice and counts round the table
    from itself; seed 002: "首次做莊由坐在東面的玩家當莊" — 东 deals, no dice. A dealer given
    as an argument (or a prepared deck) throws nothing."""
    from widgets.engine.events import Dice

    dealers = set()
    for seed in range(40):
        g = Game("sichuan-xueliu", seed)
        first = g.events[0]
        assert first.kind == "dealer" and first.seat == 0 and len(first.values) == 2
        dealer = (sum(first.values) - 1) % 4
        assert g.dealer == dealer == g.state().dealer
        assert next(e for e in g.events if isinstance(e, Deal)).seat == dealer
        assert len(parse(next(e for e in g.events if isinstance(e, Deal)).hand)) == 14
        dealers.add(dealer)
    assert dealers == {0, 1, 2, 3}
    assert Game.from_events("sichuan-xueliu", Game("sichuan-xueliu", 9).events).dealer == \
        Game("sichuan-xueliu", 9).dealer
    g = Game("dashiyou-xueliu", 5)
    assert g.dealer == 0 and not any(isinstance(e, Dice) and e.kind == "dealer" for e in g.events)
    g = Game("sichuan-xueliu", 5, dealer=2)
    assert g.dealer == 2 and g.events[0] == Dice(2, "wall", g.events[0].values)
    with pytest.raises(ValueError, match="dealer"):
        Game("sichuan-xueliu", 5, dealer=4)


def parse(text: str) -> list[int]:
    from widgets.engine.notation import parse_tiles

    return list(parse_tiles(text))
