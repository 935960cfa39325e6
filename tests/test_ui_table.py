"""The hand table widget, driven through the same ``handle`` method its JS calls (no browser):
a replay stepped forward and back against the engine's TableState, a seat played by the
learner (exchange picks, void, discards by clicking tiles), refusals shown in the widget and
changing nothing, Save/Load of the event JSON, the wall, the exchange arrows, and a
hypothesis state machine of random intents, valid and garbage."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule
from shared import warned

from widgets.engine import events as ev
from widgets.engine.notation import parse_hand
from widgets.engine.tiles import parse_tile, tile_name
from widgets.engine.wall import STACKS
from widgets.practice.table import play, scenario
from widgets.practice.table.play import tiles_text
from widgets.ui import HandTable
from widgets.ui.tables.table import KEY_EVENTS, POSITIONS, TABLE_LABELS, describe

SEED = 11


def ok(t: HandTable) -> None:
    assert t.message["level"] in ("", "info"), t.message


def concealed_ids(seat_view: dict) -> list[str]:
    """A seat's concealed tiles in the engine's order (the view draws the tile just drawn
    last, apart; its ``index`` is still its place in the hand)."""
    return [t["id"] for t in sorted(seat_view["concealed"], key=lambda t: t["index"])]


def engine_closed(state: play.TableState, seat: int) -> list[str]:
    return [tile_name(t) for t in parse_hand(state.seats[seat].hand).closed]


# ---- a replay, step by step -----------------------------------------------------------------


@pytest.mark.parametrize("variant", play.PLAYABLE)
def test_every_step_shows_what_the_engine_says(variant):
    """The view is the engine's TableState, step by step: hands, ponds, wins, voids, the
    wall count and the running ledger (which sums to zero at every step)."""
    t = HandTable(variant, seed=SEED, lang="en")
    game = play.Game(variant, SEED)
    game.advance()
    assert t.events == game.events, "the same seed deals and plays the same hand"
    assert t.finished and t.step == len(t.events)
    for step in sorted({0, 1, 5, len(t.events) // 3, len(t.events) // 2, len(t.events)}):
        t.handle({"kind": "step", "to": step})
        ok(t)
        state = game.state(step)
        view = t.view
        json.dumps(view)
        assert view["step"]["at"] == step
        assert view["wall"]["remaining"] == state.wall_remaining
        for s in game.seat_ids:  # 双人: two
            seat = view["seats"][s]
            assert concealed_ids(seat) == engine_closed(state, s)
            assert seat["discards"] == list(state.seats[s].discards)
            assert seat["wins"] == list(state.seats[s].wins)
            assert (seat["void"] or {}).get("suit") == state.seats[s].void
            assert seat["net"] == state.net.get(s, 0)
        assert sum(r["net"] for r in view["ledger"]) == 0
        assert len(view["log"]) == min(step, 14)


def test_step_controls_move_and_refuse_out_of_range():
    t = HandTable("sichuan-xueliu", seed=SEED, lang="en")
    end = len(t.events)
    t.handle({"kind": "step", "to": "start"})
    assert t.step == 0 and t.view["last"] == ""
    t.handle({"kind": "step", "to": "forward"})
    t.handle({"kind": "step", "to": "forward"})
    assert t.step == 2
    assert t.view["last"] == describe(t.events[1], "en")
    t.handle({"kind": "step", "to": "back"})
    assert t.step == 1
    t.handle({"kind": "step", "to": "end"})
    assert t.step == end
    t.handle({"kind": "step", "to": "forward"})
    assert "steps 0 to" in warned(t) and t.step == end
    t.handle({"kind": "step", "to": "sideways"})
    warned(t)
    t.handle({"kind": "step", "to": -1})
    warned(t)
    assert t.step == end


def test_next_key_step_stops_after_each_claim_kong_win_and_the_end():
    t = HandTable("sichuan-xueliu", seed=SEED, lang="en")
    t.handle({"kind": "step", "to": "start"})
    stops = []
    while t.step < len(t.events):
        t.handle({"kind": "next_key"})
        ok(t)
        stops.append(t.step)
    expected = [i + 1 for i, e in enumerate(t.events) if isinstance(e, KEY_EVENTS)]
    assert stops == expected
    assert isinstance(t.events[-1], ev.End) and stops[-1] == len(t.events)


def test_a_seed_replays_and_new_deal_deals_another_hand():
    a = HandTable("sichuan-xueliu", seed=5)
    b = HandTable("sichuan-xueliu", seed=5)
    assert a.events == b.events
    a.handle({"kind": "new_deal", "seed": "6"})
    ok(a)
    assert a.game.seed == 6 and a.events != b.events
    assert a.events == HandTable("sichuan-xueliu", seed=6).events
    before = a.events
    for bad in ("six", -3, 2.5, True, [1]):
        a.handle({"kind": "new_deal", "seed": bad})
        assert "seed" in warned(a)
        assert a.events == before


@pytest.mark.parametrize("kwargs", [
    {"variant": "riichi"}, {"lang": "fr"}, {"size": "huge"}, {"seed": -1}, {"seed": "7"},
    {"human": 4}, {"human": True},
])
def test_bad_arguments_raise_value_error(kwargs):
    with pytest.raises(ValueError):
        HandTable(**{"variant": "sichuan-xueliu"} | kwargs)


def test_every_event_type_reads_aloud_in_both_languages():
    samples = [ev.Deal(0, "123m456m789m1234p"), ev.Draw(1, "5p", replacement=True),
               ev.Discard(2, "5p"), ev.Claim(3, "pon", "5p", 2), ev.Kong(0, "5p", "concealed"),
               ev.Win(1, "5p", 2, "123m456m789m11p34p +5p"), ev.Exchange(0, ("1m",) * 3, 2),
               ev.Dice(0, "exchange", (4,)), ev.WallBreak(2, 3), ev.Void(1, "s"),
               ev.Pass(2, "5p", 1, ("pon",)), ev.Leave(3), ev.End("wall"),
               ev.Dice(0, "dealer", (3, 5)), ev.Pass(0, "7s", None, ("win", "kong")),
               ev.Win(2, "5p", 0, "123m456m789m11p34p +5p", {"robbing_kong": True}),
               ev.Indicator(0, "9m"), ev.Claim(1, "chi", "5p", 0, run=("4p", "5p", "6p")),
               ev.Declare(1)]
    assert {type(e) for e in samples} == set(ev.TYPES.values())
    for e in samples:
        zh, en = describe(e, "zh"), describe(e, "en")
        assert zh and en and zh != en, e
        assert "{" not in zh + en


def test_labels_are_bilingual():
    for key, (zh, en) in TABLE_LABELS.items():
        assert zh and en, key


# ---- the wall, the dice and the exchange ------------------------------------------------------


def test_wall_sides_hold_what_is_left_with_one_front_and_one_kong_end():
    """Seed 002: "東西兩家面前13墩牌，南北兩家面前14墩牌"; the drawing front and the kong end
    are marked once each while tiles remain, and the break is where the WallBreak says."""
    t = HandTable("dashiyou-xueliu", seed=SEED, lang="en")
    brk = next(e for e in t.events if isinstance(e, ev.WallBreak))
    for step in (2, len(t.events) // 2, len(t.events)):
        t.handle({"kind": "step", "to": step})
        wall = t.view["wall"]
        assert [len(s["stacks"]) for s in wall["sides"]] == list(STACKS)
        stacks = [x for s in wall["sides"] for x in s["stacks"]]
        assert sum(x["left"] for x in stacks) == wall["remaining"] == t.state.wall_remaining
        assert sum(x["front"] for x in stacks) == (1 if wall["remaining"] else 0)
        assert sum(x["back"] for x in stacks) == (1 if wall["remaining"] else 0)
        breaks = [(s["seat"], x["k"]) for s in wall["sides"] for x in s["stacks"] if x["break"]]
        assert breaks == [(brk.seat, brk.stacks)]
    dice = {d["kind"]: d["values"] for d in t.view["dice"]}
    wall_die = next(e for e in t.events if isinstance(e, ev.Dice) and e.kind == "wall")
    assert dice["wall"] == list(wall_die.values)


def test_exchange_arrows_follow_the_exchange_events():
    t = HandTable("dashiyou-xueliu", seed=SEED, human=2, lang="en")
    t.handle({"kind": "step", "to": "end"})
    t.handle({"kind": "human", "seat": None})
    ok(t)
    swaps = [(e.seat, e.to_seat) for e in t.events if isinstance(e, ev.Exchange)]
    assert len(swaps) == 4 and sorted(g for g, _ in swaps) == [0, 1, 2, 3]
    arrows = [(a["from"], a["to"]) for a in t.view["exchange"]]
    assert sorted(arrows) == sorted(swaps)
    for a in t.view["exchange"]:
        assert a["from_pos"] == POSITIONS[a["from"]] and a["to_pos"] == POSITIONS[a["to"]]
    seats = t.view["seats"]
    for e in t.events:
        if isinstance(e, ev.Exchange):
            assert seats[e.seat]["given"] == list(e.tiles)
            assert seats[e.to_seat]["received"] == list(e.tiles)


@pytest.mark.ruling("P-T1")
def test_the_learner_sits_at_the_bottom_with_the_xiajia_on_the_right():
    """P-T1: the learner's seat (else seat 0) is drawn at the bottom and play runs
    counter-clockwise round the square (seed 002: "打牌和抓牌順序都是逆時針方向依次進行"), so
    the 下家 (seat + 1) sits on the right, the 对家 at the top, the 上家 on the left."""
    for human, bottom in ((None, 0), (2, 2), (3, 3)):
        t = HandTable("sichuan-xueliu", seed=SEED, human=human)
        pos = {s["seat"]: s["position"] for s in t.view["seats"]}
        assert pos == {bottom: "bottom", (bottom + 1) % 4: "right", (bottom + 2) % 4: "top",
                       (bottom + 3) % 4: "left"}
        sides = {s["seat"]: s["position"] for s in t.view["wall"]["sides"]}
        assert sides == pos, "each wall side lies in front of its seat"


# ---- a seat played by the learner ----------------------------------------------------------


def _decide(t: HandTable) -> dict:
    d = t.view["decision"]
    assert d is not None, t.message
    return d


def _suit_triple(t: HandTable, seat: int) -> list[int]:
    tiles = concealed_ids(t.view["seats"][seat])
    by_suit: dict[str, list[int]] = {}
    for i, tile in enumerate(tiles):
        by_suit.setdefault(tile[1], []).append(i)
    return next(ix[:3] for ix in by_suit.values() if len(ix) >= 3)


def test_the_learner_passes_three_tiles_declares_a_void_and_discards_by_clicking():
    t = HandTable("dashiyou-xueliu", seed=SEED, human=0, lang="en")
    assert _decide(t)["kind"] == "exchange" and _decide(t)["pick"]
    picks = _suit_triple(t, 0)
    tiles = concealed_ids(t.view["seats"][0])
    t.handle({"kind": "give"})
    assert "three" in warned(t)
    for i in picks:
        t.handle({"kind": "pick", "index": i})
        ok(t)
    assert _decide(t)["picked"] == 3
    t.handle({"kind": "pick", "index": next(i for i in range(len(tiles)) if i not in picks)})
    warned(t)  # a fourth pick
    assert _decide(t)["picked"] == 3
    n = len(t.events)
    t.handle({"kind": "give"})
    ok(t)
    mine = next(e for e in t.events[n:] if isinstance(e, ev.Exchange) and e.seat == 0)
    assert sorted(mine.tiles) == sorted(tiles[i] for i in picks)
    d = _decide(t)
    assert d["kind"] == "void" and {o["kind"] for o in d["options"]} == {"void"}
    t.handle({"kind": "act", "index": 0})
    ok(t)
    assert t.view["seats"][0]["void"] is not None
    # then turns: click a tile the engine lets us discard, until the hand ends
    for _ in range(60):
        d = t.view["decision"]
        if d is None:
            break
        if d["kind"] == "turn":
            seat = t.view["seats"][0]
            index, tile = next((x["index"], x["id"]) for x in seat["concealed"]
                               if x["discard"])
            n = len(t.events)
            t.handle({"kind": "pick", "index": index})
            ok(t)
            # a kong or win declined first is a Pass of its own (P-S21)
            assert next(e for e in t.events[n:] if not isinstance(e, ev.Pass)) \
                == ev.Discard(0, tile)
        else:
            t.handle({"kind": "act", "index": 0})
            ok(t)
    assert t.step == len(t.events)


def _to_a_refused_discard(lang: str) -> tuple[HandTable, list[int]]:
    """A 大师游 table where the learner (东) must discard the void suit first (P-M1): the
    table and the indices of the hand tiles it may not discard yet."""
    for seed in range(40):
        t = HandTable("dashiyou-xueliu", seed=seed, human=0, lang=lang)
        for _ in range(3):
            d = t.view["decision"]
            if d and d["kind"] == "turn":
                break
            if d and d["kind"] == "exchange":
                for i in _suit_triple(t, 0):
                    t.handle({"kind": "pick", "index": i})
                t.handle({"kind": "give"})
            elif d:
                t.handle({"kind": "act", "index": 0})
        seat = t.view["seats"][0]
        banned = [x["index"] for x in seat["concealed"] if not x["discard"]]
        if t.view["decision"] and t.view["decision"]["kind"] == "turn" and banned:
            return t, banned
    pytest.skip("no seed with a refused discard in the first turn")


def test_a_refused_discard_names_the_reason_and_changes_nothing():
    """Under 定缺 (P-M1) a seat holding its void suit must discard it first: clicking another
    tile is refused with the engine's reason."""
    t, banned = _to_a_refused_discard("en")
    before, view = t.events, t.view
    t.handle({"kind": "pick", "index": banned[0]})
    assert warned(t)
    assert t.events == before and t.view == view


@pytest.mark.ruling("P-T4")
def test_decisions_wait_at_the_live_end_of_the_hand():
    """P-T4: stepping back is for looking; the past is not rewritten. A learner who stepped
    back must return to the end (End ▶|) before deciding."""
    t = HandTable("dashiyou-xueliu", seed=SEED, human=1, lang="en")
    assert t.view["decision"] is not None and t.view["live"]
    t.handle({"kind": "step", "to": "back"})
    assert t.view["decision"] is None
    n = len(t.events)
    t.handle({"kind": "act", "index": 0})
    assert "End" in warned(t) and len(t.events) == n
    t.handle({"kind": "step", "to": "end"})
    assert t.view["decision"] is not None


def _to_claim(variant: str, lang: str = "en") -> HandTable:
    """A table where the learner (东) is offered a claim on a discard."""
    for seed in range(40):
        t = HandTable(variant, seed=seed, human=0, lang=lang)
        for _ in range(120):
            d = t.view["decision"]
            if d is None:
                break
            if d["kind"] == "claim" and any(o["kind"] == "pon" for o in d["options"]):
                return t
            if d["kind"] == "turn":
                seat = t.view["seats"][0]
                t.handle({"kind": "pick", "index": next(
                    x["index"] for x in seat["concealed"] if x["discard"])})
            else:
                t.handle({"kind": "act", "index": 0})
            ok(t)
    pytest.skip("no seed offers a 碰 in 40 hands")


def test_a_claim_names_the_discard_in_the_tables_seat_names_and_a_pon_is_played():
    t = _to_claim("sichuan-xueliu")
    d = t.view["decision"]
    last = t.events[-1]
    assert isinstance(last, ev.Discard)
    assert d["prompt"].startswith(describe(last, "en")) and "P" + str(last.seat) not in d["prompt"]
    pon = next(o for o in d["options"] if o["kind"] == "pon")
    assert pon["tiles"] == [last.tile] and pon["label"] == "Pung"  # a button, capitalised
    assert not t.view["seats"][0]["clickable"]
    t.handle({"kind": "pick", "index": 0})
    assert "buttons" in warned(t)
    n = len(t.events)
    t.handle({"kind": "act", "index": pon["index"]})
    ok(t)
    assert t.events[n] == ev.Claim(0, "pon", last.tile, last.seat)
    assert any(m["tiles"] == [last.tile] * 3 for m in t.view["seats"][0]["melds"])


def test_watching_refuses_decisions_and_a_finished_hand_says_so():
    t = HandTable("sichuan-xueliu", seed=SEED, lang="zh")
    t.handle({"kind": "act", "index": 0})
    warned(t)
    t.handle({"kind": "pick", "index": 0})
    warned(t)


def test_take_a_seat_and_give_it_back():
    t = HandTable("sichuan-xueliu", seed=SEED)
    t.handle({"kind": "human", "seat": 3})
    ok(t)
    assert t.game.human == 3 and t.view["human"] == 3
    assert t.view["seats"][3]["position"] == "bottom"
    t.handle({"kind": "human", "seat": 7})
    assert "seat" in warned(t) and t.game.human == 3
    t.handle({"kind": "human", "seat": None})
    assert t.game.human is None and t.finished


# ---- hiding, Save and Load --------------------------------------------------------------------


@pytest.mark.ruling("P-T2")
def test_hide_others_hides_only_the_other_concealed_hands():
    """P-T2: "hide the other hands" turns the other seats' concealed tiles face down (no tile
    names reach the page) and hides what they passed in 换三张 and their waits; melds,
    discards and wins are public at a real table and stay up."""
    t = HandTable("dashiyou-xueliu", seed=SEED, human=0, hide_others=True)
    t.handle({"kind": "act", "index": 0})  # pass the suggested three tiles
    assert t.view["seats"][0]["given"] and t.view["seats"][0]["received"]
    seats = t.view["seats"]
    assert not seats[0]["hidden"] and concealed_ids(seats[0])
    for s in (1, 2, 3):
        assert seats[s]["hidden"]
        # no tile leaks: only its place, and whether it was just drawn (seen by all)
        assert all(set(x) == {"index", "drawn"} for x in seats[s]["concealed"])
        assert seats[s]["waits"] == [] and seats[s]["given"] == seats[s]["received"] == []
        assert seats[s]["discards"] == list(t.state.seats[s].discards)
    # the log leaves out the tiles of the others' draws and of exchanges not ours
    t.handle({"kind": "lang", "value": "en"})
    shown = {line["step"]: line["text"] for line in t.view["log"]}
    for step, text in shown.items():
        e = t.events[step - 1]
        if isinstance(e, ev.Exchange):
            ours = 0 in (e.seat, e.to_seat)
            assert (e.tiles[0] in text) == ours and ("three tiles" in text) != ours, text
        if isinstance(e, ev.Draw):
            assert (e.tile in text) == (e.seat == 0), text
    assert any(isinstance(t.events[step - 1], ev.Exchange) for step in shown)
    t.handle({"kind": "hide"})
    assert not any(s["hidden"] for s in t.view["seats"])
    assert any(t.events[x["step"] - 1].tiles[0] in x["text"] for x in t.view["log"]
               if x["type"] == "exchange" and 0 not in (t.events[x["step"] - 1].seat,
                                                        t.events[x["step"] - 1].to_seat))


def test_save_shows_the_event_json_and_load_reads_it_back():
    t = HandTable("dashiyou-xueliu", seed=SEED, lang="en")
    assert t.saved == "" and "save_text" not in t.view
    t.handle({"kind": "save"})
    text = t.saved
    assert text not in json.dumps(t.view, ensure_ascii=False)  # its own trait, not the view
    assert text == ev.to_json(t.events) == t.replay_json
    assert json.loads(text)["schema"] == ev.SCHEMA_VERSION
    other = HandTable("dashiyou-xueliu", seed=SEED + 1, lang="en")
    other.handle({"kind": "load", "text": text})
    assert other.message["level"] == "info" and str(len(t.events)) in other.message["text"]
    assert other.events == t.events and other.step == 0 and other.game.human is None
    other.handle({"kind": "step", "to": "end"})
    assert other.view["ledger"] == t.view["ledger"]
    again = HandTable("dashiyou-xueliu", events=text)
    assert again.events == t.events


@pytest.mark.ruling("P-T3")
@pytest.mark.parametrize("text, words", [
    ("not json", "not JSON"),
    ('{"schema": 9, "events": []}', "schema"),
    ('{"schema": 2, "events": [{"type": "draw", "seat": 5, "tile": "5p"}]}', "seat"),
    ('{"schema": 2, "events": [{"type": "discard", "seat": 0, "tile": "5p"}]}', "event 1"),
])
def test_a_bad_load_is_shown_and_the_current_hand_kept(text, words):
    """P-T3: Load keeps the current hand on any error, shows the reader's message (naming
    the event, field and value) and keeps the pasted text for correcting."""
    t = HandTable("sichuan-xueliu", seed=SEED, lang="en")
    before, step = t.events, t.step
    t.handle({"kind": "load", "text": text})
    msg = warned(t)
    assert "Not loaded" in msg and words in msg
    assert t.message["input"] == text
    assert t.events == before and t.step == step
    t.handle({"kind": "load", "text": 42})
    warned(t)


def test_a_loaded_replay_has_no_seed_until_a_new_deal():
    t = HandTable("sichuan-xueliu", seed=SEED)
    t.handle({"kind": "load", "text": t.replay_json})
    t.handle({"kind": "human", "seat": 0})
    warned(t)
    t.handle({"kind": "new_deal"})
    warned(t)
    t.handle({"kind": "new_deal", "seed": 3})
    ok(t)
    assert t.game.seed == 3


def test_language_and_size_switch_from_python():
    t = HandTable("sichuan-xueliu", seed=SEED, lang="zh")
    assert t.view["seats"][0]["name"] == "东"
    t.handle({"kind": "lang", "value": "en"})
    assert t.view["seats"][0]["name"] == "East" and t.view["labels"]["ledger"] == "Ledger"
    t.handle({"kind": "size", "value": "large"})
    assert t.view["size"] == "large"
    t.handle({"kind": "size", "value": "giant"})
    warned(t)


# ---- random intents never break the widget ------------------------------------------------


# ---- the rule options, the languages, 血战到底 at the table ----------------------------------


@pytest.mark.ruling("R-M8")
@pytest.mark.ruling("R-M3")
@pytest.mark.ruling("R-M19")
def test_the_rule_options_are_rows_with_docs_and_rulings_and_redeal_the_seed():
    """The table lists the variant's options as the hand lab does (name, value, doc, ruling
    id): 槓進槓出 (R-M8), the redeal switch (R-M3), who pays a 自摸 (R-M19) … A change deals
    the same seed again, for the same seat, under the new rules."""
    t = HandTable("dashiyou-xueliu", seed=SEED, human=0, lang="en")
    rows = {o["name"]: o for o in t.view["options"]}
    assert {rows[n]["ruling"] for n in ("gang_in_gang_out", "void_redeal", "zimo_payers")} \
        == {"R-M8", "R-M3", "R-M19"}
    assert all(o["doc"] and not o["changed"] for o in rows.values())
    assert rows["zimo_payers"]["type"] == "str" and rows["exchange"]["type"] == "bool"
    t.handle({"kind": "option", "name": "gang_in_gang_out", "value": False})
    ok(t)
    assert t.game.rules.options.gang_in_gang_out is False and t.game.human == 0
    assert t.game.seed == SEED and {o["name"]: o["changed"] for o in t.view["options"]}[
        "gang_in_gang_out"]
    t.handle({"kind": "option", "name": "exchange", "value": False})
    ok(t)
    assert t.view["decision"]["kind"] == "void"  # no 换三张: straight to 定缺
    assert not any(isinstance(e, ev.Exchange) for e in t.events)
    assert t.game.options == {"gang_in_gang_out": False, "exchange": False}


@pytest.mark.parametrize("msg, words", [
    ({"name": "zimo_payers", "value": "all"}, "zimo_payers"),
    ({"name": "colour", "value": 1}, "unknown option 'colour'"),
    ({"name": "exchange", "value": "yes"}, "takes bool"),
    ({"name": "base"}, "value"),
    ({"name": "base", "value": 0}, "'base' is at least 1"),
    ({"name": "pay_order", "value": "random"}, "'pay_order' is one of turn, proportional"),
])
def test_a_bad_option_is_shown_and_the_table_kept(msg, words):
    t = HandTable("dashiyou-xueliu", seed=SEED, lang="en")
    before, view = t.events, t.view
    t.handle({"kind": "option"} | msg)
    assert words in warned(t)
    assert t.events == before and t.view["options"] == view["options"]


def test_an_option_rereads_a_loaded_replay_at_the_same_step():
    """A loaded hand has no seed: an option re-reads its record under the new rules (the
    ledger changes, the events do not); a record the new rules refuse is refused."""
    saved = HandTable("dashiyou-xueliu", seed=SEED).replay_json
    t = HandTable("dashiyou-xueliu", seed=1, lang="en")
    t.handle({"kind": "load", "text": saved})
    t.handle({"kind": "step", "to": "end"})
    before = t.events
    t.handle({"kind": "option", "name": "base", "value": 3})
    ok(t)
    assert t.events == before and t.step == len(before) and t.game.seed is None
    nets = [r["net"] for r in t.view["ledger"]]
    one = play.Game.from_events("dashiyou-xueliu", before).ledger().net
    assert nets == [3 * one[s] for s in range(4)]


def test_refusals_and_prompts_show_in_the_learners_language():
    """In zh the table's refusals are Chinese (the engine's reasons carry both), in en
    English; the prompt names the discard with the table's seat names."""
    t, banned = _to_a_refused_discard("zh")
    refused = t.view["decision"]["refused"]
    assert refused and all(r["reason"].startswith("定缺：先打缺门") for r in refused)
    t.handle({"kind": "pick", "index": banned[0]})
    assert "定缺：先打缺门" in warned(t) and "discard your void" not in t.message["text"]
    t.handle({"kind": "lang", "value": "en"})
    assert all(r["reason"].startswith("定缺: discard your void suit")
               for r in t.view["decision"]["refused"])


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_view_names_seats_by_their_winds_never_p0_p3(lang):
    """The log, the caption, the prompt, the payments and the refusals: one set of seat
    names (the engine's), no P0–P3 anywhere a learner reads."""
    import re

    t = HandTable("sichuan-xueliu", seed=SEED, human=1, lang=lang)
    texts = []
    for _ in range(80):
        view = t.view
        texts += [e["text"] for e in view["log"]] + [view["last"]]
        texts += [p["text"] + p["reason"] for p in view["payments"]]
        d = view["decision"]
        if d is None:
            break
        texts += [d["prompt"]] + [r["reason"] + r["label"] for r in d["refused"]]
        if d["kind"] == "turn":
            t.handle({"kind": "pick", "index": next(
                x["index"] for x in view["seats"][1]["concealed"] if x["discard"])})
        else:
            t.handle({"kind": "act", "index": 0})
    assert texts and not [x for x in texts if re.search(r"\bP[0-3]\b", x)]


def test_the_first_dealers_dice_show_in_the_middle():
    """P-S22: in Sichuan 东 throws two dice for the first dealer; the table lists them with
    the wall die, and the dealer mark is on the seat they name."""
    t = HandTable("sichuan-xueliu", seed=SEED, lang="zh")
    dealer_dice = t.events[0]
    assert isinstance(dealer_dice, ev.Dice) and dealer_dice.kind == "dealer"
    dice = {d["kind"]: d for d in t.view["dice"]}
    assert dice["dealer"]["label"] == "定庄骰" and dice["dealer"]["values"] == list(
        dealer_dice.values)
    dealer = (sum(dealer_dice.values) - 1) % 4
    assert [s["seat"] for s in t.view["seats"] if s["dealer"]] == [dealer]
    assert t.view["log"] and t.view["last"] == describe(t.events[-1], "zh")


def test_sichuan_xuezhan_at_the_table_winners_leave_and_the_learner_plays_to_the_end():
    """血战到底 in the table: a winner leaves the hand (marked out, no more draws); the hand
    ends at three winners or the wall; a learner can play a seat to the end by clicking."""
    t = HandTable("sichuan-xuezhan", seed=SEED, lang="en")
    wins = [e for e in t.events if isinstance(e, ev.Win)]
    assert wins and len({w.seat for w in wins}) == len(wins) <= 3
    end = t.events[-1]
    assert isinstance(end, ev.End) and (end.reason == "done") == (len(wins) == 3)
    out = [s["seat"] for s in t.view["seats"] if s["out"]]
    assert sorted(out) == sorted(w.seat for w in wins)
    first = t.events.index(wins[0])
    assert not any(getattr(e, "seat", None) == wins[0].seat and isinstance(e, ev.Draw)
                   for e in t.events[first + 1:])
    me = HandTable("sichuan-xuezhan", seed=SEED, human=2, lang="zh")
    for _ in range(200):
        d = me.view["decision"]
        if d is None:
            break
        if d["kind"] == "turn" and not d["options"]:
            me.handle({"kind": "pick", "index": next(
                x["index"] for x in me.view["seats"][2]["concealed"] if x["discard"])})
        else:
            me.handle({"kind": "act", "index": 0})  # a win first when there is one
        ok(me)
    assert me.finished and isinstance(me.events[-1], ev.End)
    assert sum(r["net"] for r in me.view["ledger"]) == 0


MESSAGES = st.one_of(
    st.fixed_dictionaries({"kind": st.just("step"),
                           "to": st.one_of(st.sampled_from(["start", "back", "forward", "end"]),
                                           st.integers(-5, 400))}),
    st.fixed_dictionaries({"kind": st.sampled_from(["next_key", "next_decision", "give",
                                                    "hide", "save"])}),
    st.fixed_dictionaries({"kind": st.sampled_from(["act", "pick"]),
                           "index": st.one_of(st.integers(-2, 20), st.text(max_size=2))}),
    st.fixed_dictionaries({"kind": st.just("new_deal"), "seed": st.integers(-1, 30)}),
    st.fixed_dictionaries({"kind": st.just("load"), "text": st.text(max_size=20)}),
    st.fixed_dictionaries({"kind": st.just("human"),
                           "seat": st.one_of(st.none(), st.integers(-1, 5), st.just("2"))}),
    st.fixed_dictionaries({"kind": st.sampled_from(["lang", "size"]),
                           "value": st.sampled_from(["zh", "en", "large", "normal", "x"])}),
    st.fixed_dictionaries({"kind": st.just("option"),
                           "name": st.sampled_from(["gang_in_gang_out", "zimo_payers", "base",
                                                    "nope"]),
                           "value": st.one_of(st.booleans(), st.integers(-1, 3),
                                              st.sampled_from(["others", "never-won", "x"]))}),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.none(), st.integers(),
)


class RandomIntents(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.t = HandTable("dashiyou-xueliu", seed=3, human=0, lang="en")

    @rule(msg=MESSAGES)
    def send(self, msg):
        before = (self.t.events, self.t.step)
        self.t.handle(msg)
        if self.t.message["level"] in ("warning", "error"):
            assert (self.t.events, self.t.step) == before, "a refusal changes nothing"

    @invariant()
    def consistent(self):
        assert self.t.message["level"] != "error", self.t.message
        view = self.t.view
        assert 0 <= view["step"]["at"] <= view["step"]["total"] == len(self.t.events)
        tiles = Counter()
        state = self.t.state
        for s in state.seats:
            hand = parse_hand(s.hand)
            tiles.update(hand.all_tiles())
        assert all(n <= 4 for n in tiles.values())


TestRandomIntents = RandomIntents.TestCase
TestRandomIntents.settings = settings(max_examples=15, stateful_step_count=12,
                                      suppress_health_check=[HealthCheck.too_slow])


# ---- help on demand, the drawn tile apart, the log in words, the buttons --------------------


def _seen(t: HandTable, seat: int) -> list[int]:
    """What the learner can see besides their hand, counted from the view: every pond, every
    won tile, the other seats' melds."""
    out = []
    for s, view in enumerate(t.view["seats"]):
        out += [parse_tile(x) for x in view["discards"] + view["wins"]]
        if s != seat:
            out += [parse_tile(x) for m in view["melds"] for x in m["tiles"]]
    return out


def test_help_shows_the_engines_shanten_and_best_discards_on_demand():
    """Help (提示) is off until asked; then the learner's own shanten and the best three
    discards the table allows, as the engine's ``discard_advice`` ranks them on the tiles the
    learner can see, and every discard behind "all" with its improving tiles."""
    t, banned = _to_a_refused_discard("en")
    assert t.view["can_help"] and t.view["help"] is None and not t.view["help_on"]
    t.handle({"kind": "help"})
    ok(t)
    found = t.view["help"]
    hand = parse_hand(t.state.seats[0].hand)
    rules = t.game.rules
    assert hand.size == 14 and found["shanten"] == rules.shanten(hand)
    advice = rules.discard_advice(hand, _seen(t, 0))
    assert [d["id"] for d in found["discards"]] == [tile_name(d.tile) for d in advice]
    assert [d["count"] for d in found["discards"]] == [d.effective_count for d in advice]
    for d, a in zip(found["discards"], advice, strict=True):
        assert d["effective"] == [tile_name(x) for x, _n in a.effective]
    # the best few are the first the table accepts now (定缺: the void suit goes first)
    allowed = {x["id"] for x in t.view["seats"][0]["concealed"] if x["discard"]}
    refused = {x["id"] for x in t.view["seats"][0]["concealed"] if not x["discard"]}
    assert refused, "the 定缺 seat has tiles it may not discard yet"
    best = [d["id"] for d in found["discards"] if d["best"]]
    assert best == [d["id"] for d in found["discards"] if d["id"] in allowed][:3]
    assert all(not d["allowed"] for d in found["discards"] if d["id"] in refused)
    assert found["all_label"] == f"All {len(advice)} discards"
    t.handle({"kind": "lang", "value": "zh"})
    assert t.view["help"]["shanten_label"] in ("听牌", "胡了") or "向听" in t.view["help"][
        "shanten_label"]
    assert t.view["help"]["all_label"] == f"全部 {len(advice)} 种打法"
    t.handle({"kind": "help"})
    assert t.view["help"] is None


def test_help_lists_the_waits_of_a_thirteen_tile_hand_with_their_unseen_copies():
    """Between turns the learner holds 13 tiles: the help lists the engine's waits (none when
    not ready), each with the copies the learner has not seen."""
    t = _to_claim("sichuan-xueliu")
    t.handle({"kind": "help"})
    hand = parse_hand(t.state.seats[0].hand)
    assert hand.size == 13
    waits = t.game.rules.waits(hand, _seen(t, 0))
    found = t.view["help"]
    assert found["discards"] == []
    assert [(w["id"], w["unseen"]) for w in found["waits"]] == [
        (tile_name(w.tile), w.unseen) for w in waits]
    assert found["shanten"] == t.game.rules.shanten(hand)
    assert bool(found["no_waits"]) == (found["shanten"] == 0 and all(w.dead for w in waits))


def test_help_is_for_a_seat_being_played_not_for_a_replay():
    t = HandTable("sichuan-xueliu", seed=SEED, lang="en")
    assert not t.view["can_help"]
    t.handle({"kind": "help"})
    assert t.view["help"] is None


def test_the_tile_just_drawn_stands_last_and_apart_until_the_discard():
    """After a Draw the seat's tile is drawn last and marked (the JS sets it apart, as at a
    real table); once the seat discards, no tile is apart."""
    t = HandTable("sichuan-xueliu", seed=SEED, lang="en")
    draws = [i + 1 for i, e in enumerate(t.events) if isinstance(e, ev.Draw)]
    assert len(draws) > 20
    for step in draws[:20]:
        t.handle({"kind": "step", "to": step})
        e = t.events[step - 1]
        for s, seat in enumerate(t.view["seats"]):
            marked = [x for x in seat["concealed"] if x["drawn"]]
            if s == e.seat:
                assert seat["drawn"] and marked == [seat["concealed"][-1]]
                assert marked[0]["id"] == e.tile
                assert concealed_ids(seat) == engine_closed(t.state, s)  # nothing else moved
            else:
                assert not seat["drawn"] and not marked
        after = next(i + 1 for i in range(step, len(t.events))
                     if isinstance(t.events[i], ev.Discard | ev.Claim | ev.Kong | ev.Win))
        t.handle({"kind": "step", "to": after})
        if isinstance(t.events[after - 1], ev.Discard):
            assert not any(x["drawn"] for seat in t.view["seats"] for x in seat["concealed"])


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_log_reads_in_words_in_the_learners_language(lang):
    """The log and the latest lines say who did what in words ("东家 打出 五筒", "South
    discards 5p"), no event numbers; the latest three are the end of the log."""
    t = HandTable("sichuan-xueliu", seed=SEED, lang=lang)
    step = next(i + 1 for i, e in enumerate(t.events) if isinstance(e, ev.Claim))
    t.handle({"kind": "step", "to": step})
    log, recent = t.view["log"], t.view["recent"]
    assert recent == log[-3:] and len(recent) == 3
    names = {0: ("东家", "East"), 1: ("南家", "South"), 2: ("西家", "West"), 3: ("北家", "North")}
    for line in log:
        e = t.events[line["step"] - 1]
        assert not line["text"][:1].isdigit()
        seat = names[e.seat][0 if lang == "zh" else 1]
        assert line["text"].startswith(seat), line
        if isinstance(e, ev.Discard):
            tile = tiles_text([e.tile], lang)
            assert line["text"] == (f"{seat} 打出 {tile}" if lang == "zh"
                                    else f"{seat} discards {tile}")
    claim = t.events[step - 1]
    who, frm = (names[s][0 if lang == "zh" else 1] for s in (claim.seat, claim.from_seat))
    tile, kind = tiles_text([claim.tile], lang), play.word(claim.kind, lang)
    assert log[-1]["text"] == (f"{who} {kind} {frm} 的 {tile}" if lang == "zh"
                               else f"{who} {kind}s {tile} from {frm}")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_claim_buttons_read_as_buttons_and_refusals_say_why(lang):
    """A claim the learner may make is a button labelled 碰/杠/胡/过 in zh and Pung/Kong/Win/Pass
    in en (capitalised; the hand lab says Pung too); a refused one keeps the
    engine's reason in the learner's language."""
    t = _to_claim("sichuan-xueliu", lang)
    d = t.view["decision"]
    words = {"zh": {"pon": "碰", "kong": "杠", "win": "胡", "pass": "过"},
             "en": {"pon": "Pung", "kong": "Kong", "win": "Win", "pass": "Pass"}}[lang]
    assert {o["kind"] for o in d["options"]} >= {"pon", "pass"}
    for o in d["options"]:
        assert o["label"] == words[o["kind"]], o
    t2, banned = _to_a_refused_discard(lang)
    refused = t2.view["decision"]["refused"]
    assert refused and all(r["reason"] for r in refused)
    assert all(("定缺" in r["reason"]) for r in refused if r["kind"] == "discard")
    if lang == "en":
        assert all(r["label"][:1].isupper() for r in refused)


def test_help_on_a_claim_says_what_it_does_to_the_hand_against_passing():
    """"Should I 碰?": for a 碰 on offer the help gives the shanten after it (and the best
    discard that follows) and its improving tiles, and the same for passing, counted on the
    tiles the learner can see."""
    t = _to_claim("sichuan-xueliu")
    t.handle({"kind": "help"})
    rules, claim = t.game.rules, t.view["help"]["claims"]
    hand = parse_hand(t.state.seats[0].hand)
    tile = parse_tile(t.view["decision"]["options"][0]["tiles"][0])
    by_kind = {c["kind"]: c for c in claim}
    assert {"pon", "pass"} <= set(by_kind)
    now = rules.shanten(hand)
    seen = _seen(t, 0)
    visible = list(hand.all_tiles()) + seen
    improving = sum(4 - visible.count(x) for x in rules.kinds
                    if visible.count(x) < 4 and rules.shanten(hand.add(x)) < now)
    assert (by_kind["pass"]["shanten"], by_kind["pass"]["improving"]) == (now, improving)
    closed = list(hand.closed)
    closed.remove(tile)
    closed.remove(tile)
    ponned = parse_hand(" ".join([" ".join(tile_name(x) for x in closed),
                                  f"[{tile_name(tile)[0] * 3}{tile_name(tile)[1]}]"]))
    assert by_kind["pon"]["shanten"] == min(rules.shanten(ponned.remove(d))
                                            for d in set(ponned.closed))
    assert by_kind["pon"]["label"] == "Pung" and by_kind["pass"]["label"] == "Pass"
    assert "tiles improve it" in by_kind["pon"]["text"]


def test_the_exchanged_tiles_show_on_the_seats_until_the_first_discard():
    """The seats show what they gave and got (换三张) while the exchange is the news; from the
    first discard the board keeps its room for play (the tiles stay in the log and under the
    ledger)."""
    t = HandTable("dashiyou-xueliu", seed=SEED, lang="en")
    first = next(i + 1 for i, e in enumerate(t.events) if isinstance(e, ev.Discard))
    swap = next(i + 1 for i, e in enumerate(t.events) if isinstance(e, ev.Exchange))
    for step, shown in ((swap, True), (first - 1, True), (first, False), (len(t.events), False)):
        t.handle({"kind": "step", "to": step})
        assert t.view["exchanging"] is shown, step
    assert t.view["seats"][0]["given"]  # the data is still there for the fold below


# keys whose values are codes, not words: tile codes, kinds, positions, ids; the rule option
# rows are the shared option table's (their names are keys)
_CODES = {"faces", "save_text", "variant", "options", "kind", "type", "position", "from_pos",
          "to_pos", "id", "tiles", "discards", "wins", "waits", "given", "received",
          "effective", "suit", "widget", "lang", "size",
          "code",  # a position code is data, not words
          "level"}  # a level's id (beginner, club, strong): its words are its label


# a file format, the language switch, a key's name, and the scenario's JSON keys (data a
# teacher types, as tile codes are)
_NAMES = {"JSON", "English", "Enter", *scenario.KEYS, *scenario.DICE}


def _english_words(view, path=""):
    import re

    if isinstance(view, dict):
        return [w for k, x in view.items() if k not in _CODES
                for w in _english_words(x, f"{path}.{k}")]
    if isinstance(view, list):
        return [w for x in view for w in _english_words(x, path)]
    if isinstance(view, str):
        return [(path, w, view) for w in re.findall(r"[A-Za-z]{3,}", view)
                if w not in _NAMES]
    return []


@pytest.mark.parametrize("variant", play.PLAYABLE)
def test_a_played_hand_in_zh_shows_no_english_word(variant):
    """In zh the table says everything in Chinese: seats, marks, prompts, buttons, refusals,
    the help, the log and the payments (tile codes, kinds and ruling ids are not words)."""
    t = HandTable(variant, seed=3, human=0, lang="zh")
    t.handle({"kind": "help"})
    seen = []
    for _ in range(80):
        seen += _english_words(t.view)
        d = t.view["decision"]
        if not d:
            break
        if d["kind"] == "turn":
            t.handle({"kind": "pick", "index": next(
                x["index"] for x in t.view["seats"][0]["concealed"] if x["discard"])})
        else:  # the last option: a pass where there is one, so the hand goes on
            t.handle({"kind": "act", "index": 0 if d["kind"] == "exchange"
                      else len(d["options"]) - 1})
        ok(t)
    for step in range(0, len(t.events) + 1, 9):
        t.handle({"kind": "step", "to": step})
        seen += _english_words(t.view)
    assert not seen, seen[:5]
