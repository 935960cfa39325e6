"""The odds lab widget, driven through the same ``handle`` method its JS calls (no browser):
construction, every intent, refusals shown in the widget (never raised), zh/en, undo/redo,
the synchronous simulation, and the asynchronous one started and stopped on a running asyncio
loop while the loop stays free for other work."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shared import warned

from widgets.practice import odds
from widgets.ui import OddsLab
from widgets.ui.odds_lab.odds import GAMES


def test_every_game_shows_its_exact_value_and_chart_data():
    """The view carries the exact EV (as a fraction), one bar per outcome with its exact
    chance, and is plain JSON."""
    expect = {"dafengshou": odds.dafengshou({"apple": 10}).expected,
              "tuitongzi": odds.tuitongzi(1).expected,
              "sanzhang": odds.sanzhang("2s 3h 5d").expected,
              "mahjong": odds.mahjong_wait().expected}
    for game in GAMES:
        lab = OddsLab(game, lang="en")
        view = lab.view
        json.dumps(view)
        assert Fraction(view["exact"]["ev"]) == expect[game]
        assert sum(Fraction(b["p_text"].split(" ")[0]) for b in view["bars"]) == 1
        assert view["sim"]["status"] == "idle" and view["sim"]["rounds"] == 0
        assert view["game"] == game and view["fields"]


@pytest.mark.ruling("P-F2")
def test_dafengshou_bets_change_the_exact_value():
    lab = OddsLab("dafengshou", lang="en")
    lab.handle({"kind": "param", "name": "bet:bar", "value": "5"})
    assert lab.message["level"] == ""
    assert Fraction(lab.view["exact"]["ev"]) == Fraction(-15, 10)
    assert "RTP) 90 %" in lab.view["exact"]["lines"][1]
    lab.handle({"kind": "param", "name": "bet:apple", "value": 0})
    assert Fraction(lab.view["exact"]["ev"]) == Fraction(-5, 10)
    lab.handle({"kind": "param", "name": "bet:bar", "value": 0})
    assert "no coins" in warned(lab)
    assert Fraction(lab.view["exact"]["ev"]) == Fraction(-5, 10)  # nothing changed


@pytest.mark.parametrize("msg, words", [
    ({"kind": "param", "name": "bet:kiwi", "value": 3}, "no betting target 'kiwi'"),
    ({"kind": "param", "name": "bet:apple", "value": -1}, "whole number"),
    ({"kind": "param", "name": "bet:apple", "value": "lots"}, "whole number"),
    ({"kind": "param", "name": "colour", "value": 1}, "no field 'colour'"),
    ({"kind": "param", "name": ["x"], "value": 1}, "no field ['x']"),
    ({"kind": "option", "name": ["x"], "value": 1}, "unknown option ['x']"),
    ({"kind": "option", "name": "rtp"}, "needs 'value'"),
    ({"kind": "param", "name": "bet:apple"}, "needs 'value'"),
    ({"kind": "game", "value": "poker"}, "one of"),
    ({"kind": "seed", "value": -2}, "seed"),
    ({"kind": "rounds", "value": 0}, "rounds"),
    ({"kind": "fly"}, "unknown intent kind"),
    ("start", "a message is a dict"),
    ({"kind": "lang", "value": "fr"}, "value is one of"),
    ({"kind": "undo"}, "Nothing to undo"),
])
def test_bad_intents_are_shown_not_raised(msg, words):
    lab = OddsLab("dafengshou", lang="en")
    before = lab.view
    lab.handle(msg)
    assert words in warned(lab)
    assert lab.view == before


def test_bad_hands_in_other_games_are_named():
    lab = OddsLab("sanzhang", lang="en")
    lab.handle({"kind": "param", "name": "hand", "value": "Ah Ah Ac"})
    assert "deck has one" in warned(lab)
    lab.handle({"kind": "param", "name": "hand", "value": "Ah Kd"})
    assert "three cards" in warned(lab)
    lab = OddsLab("mahjong", lang="en")
    lab.handle({"kind": "param", "name": "hand", "value": "123m456m789m1p3s5s7s"})
    assert "not ready" in warned(lab)
    lab.handle({"kind": "param", "name": "hand", "value": "0m"})
    assert warned(lab)
    lab.handle({"kind": "param", "name": "draws", "value": 99})
    assert "draws" in warned(lab)
    with pytest.raises(ValueError, match="not ready"):
        OddsLab("mahjong", hand="123m456m789m1p3s5s7s")
    with pytest.raises(ValueError, match="takes"):
        OddsLab("tuitongzi", bets={"apple": 1})
    with pytest.raises(ValueError, match="game is one of"):
        OddsLab("poker")


def test_switching_games_and_undo_redo():
    lab = OddsLab("dafengshou", lang="en")
    lab.handle({"kind": "game", "value": "tuitongzi"})
    assert lab.view["game"] == "tuitongzi"
    assert "banker's edge 1.231 %" in lab.view["exact"]["lines"][1]
    lab.handle({"kind": "param", "name": "position", "value": "3"})
    assert "position 3" in lab.view["bet"]
    lab.handle({"kind": "undo"})
    assert "position 1" in lab.view["bet"]
    lab.handle({"kind": "undo"})
    assert lab.view["game"] == "dafengshou"
    lab.handle({"kind": "redo"})
    assert lab.view["game"] == "tuitongzi"
    lab.handle({"kind": "lang", "value": "zh"})
    assert lab.view["labels"]["start"] == "开始模拟" and "庄家优势" in \
        lab.view["exact"]["lines"][1]


def test_sanzhang_role_and_mahjong_fields():
    lab = OddsLab("sanzhang", hand="Kh Qd 9c", lang="en")
    attack = Fraction(lab.view["exact"]["ev"])
    lab.handle({"kind": "param", "name": "challenger", "value": "false"})
    assert Fraction(lab.view["exact"]["ev"]) > attack  # the defender wins the exact ties
    lab = OddsLab("mahjong", lang="en", draws=1)
    lab.handle({"kind": "param", "name": "seen", "value": "4p4p"})
    assert Fraction(lab.view["exact"]["ev"]) == Fraction(4, 93)


def test_synchronous_simulation_converges_and_resets_on_change():
    lab = OddsLab("dafengshou", bets={"apple": 10, "bar": 1}, seed=3, rounds=50_000)
    est = lab.simulate(50_000)
    assert est.rounds == 50_000 and est.contains(lab.model.expected)
    sim = lab.view["sim"]
    assert sim["status"] == "done" and sim["inside"] is True and sim["rounds"] == 50_000
    assert len(sim["history"]) > 5
    assert sim["history"][-1][0] == 50_000
    assert any(b["freq"] is not None for b in lab.view["bars"])
    lab.handle({"kind": "seed", "value": 4})
    assert lab.view["sim"]["rounds"] == 0 and lab.view["sim"]["status"] == "idle"
    lab.simulate(100)
    lab.handle({"kind": "reset"})
    assert lab.view["sim"]["rounds"] == 0


def test_start_without_a_running_loop_is_refused_in_the_widget():
    """In a thread of its own: a worker that also drives browser tests has Playwright's loop
    running in its main thread (both workers do, since the browser tests are two groups)."""
    lab = OddsLab(lang="en")
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(lab.handle, {"kind": "start"}).result(timeout=60)
    assert "lab.simulate" in warned(lab)


def run_on_a_loop_of_its_own(main):
    """``asyncio.run(main())`` in a thread: a worker that also drives the browser tests has
    Playwright's loop running in its main thread, where asyncio.run is refused."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, main()).result(timeout=120)


def test_start_runs_in_batches_and_stop_halts_it_while_the_loop_stays_free():
    """The simulation is an asyncio task that yields after every batch: other coroutines
    (here a ticker, in the kernel the Stop message) run meanwhile; Stop halts it."""
    lab = OddsLab("dafengshou", rounds=5_000_000, lang="en")
    ticks: list[int] = []

    async def ticker():
        while True:
            ticks.append(lab.view["sim"]["rounds"])
            await asyncio.sleep(0.01)

    async def main():
        tick = asyncio.create_task(ticker())
        lab.handle({"kind": "start"})
        assert lab.running and lab.view["sim"]["status"] == "running"
        lab.handle({"kind": "start"})
        assert "already running" in warned(lab)
        for _ in range(200):
            await asyncio.sleep(0.02)
            if lab.view["sim"]["rounds"] > 20_000:
                break
        lab.handle({"kind": "stop"})
        at_stop = lab.view["sim"]["rounds"]
        await asyncio.sleep(0.2)
        tick.cancel()
        return at_stop

    at_stop = run_on_a_loop_of_its_own(main)
    assert not lab.running
    assert lab.view["sim"]["status"] == "stopped"
    assert 20_000 < lab.view["sim"]["rounds"] < 5_000_000
    assert lab.view["sim"]["rounds"] - at_stop <= 200_000  # at most the batch under way
    assert len(set(ticks)) > 2  # the loop ran between batches: it saw the count grow


def test_a_finished_run_and_a_changed_bet_while_running():
    lab = OddsLab("mahjong", rounds=3000, lang="en")

    async def main():
        lab.handle({"kind": "start"})
        for _ in range(300):
            await asyncio.sleep(0.01)
            if not lab.running:
                break
        assert lab.view["sim"]["status"] == "done" and lab.view["sim"]["rounds"] == 3000
        lab.handle({"kind": "rounds", "value": 4_000_000})
        lab.handle({"kind": "start"})
        await asyncio.sleep(0.1)
        lab.handle({"kind": "param", "name": "draws", "value": 2})  # stops the old run
        await asyncio.sleep(0.1)

    run_on_a_loop_of_its_own(main)
    assert not lab.running
    assert lab.view["sim"]["rounds"] == 0 and lab.view["sim"]["status"] == "idle"


def test_closing_the_widget_ends_its_run():
    lab = OddsLab("dafengshou", rounds=5_000_000)

    async def main():
        lab.handle({"kind": "start"})
        await asyncio.sleep(0.1)
        lab.close()
        await asyncio.sleep(0.2)

    run_on_a_loop_of_its_own(main)
    assert not lab.running
    assert lab.estimate.rounds < 5_000_000


@given(st.lists(st.one_of(
    st.fixed_dictionaries({"kind": st.sampled_from(["game"]), "value": st.sampled_from(
        [*GAMES, "x"])}),
    st.fixed_dictionaries({"kind": st.just("param"), "name": st.sampled_from(
        ["bet:apple", "bet:bar", "position", "hand", "draws", "challenger", "zz"]),
        "value": st.one_of(st.integers(-5, 50), st.text(max_size=6), st.booleans())}),
    st.fixed_dictionaries({"kind": st.just("option"), "name": st.sampled_from(
        ["rtp", "targets", "weights", "special_235", "cap", "zz"]),
        "value": st.one_of(st.integers(-5, 120), st.text(max_size=8), st.booleans())}),
    st.fixed_dictionaries({"kind": st.sampled_from(["undo", "redo", "reset", "stop", "start",
                                                    "seed", "rounds", "size", "??"])}),
    st.dictionaries(st.text(max_size=3), st.integers()),
), max_size=12))
@settings(max_examples=30, deadline=None)
def test_random_intents_never_raise_and_keep_a_valid_view(msgs):
    lab = OddsLab("dafengshou", lang="en", rounds=100)
    for msg in msgs:
        lab.handle(msg)
        assert lab.message["level"] in ("", "info", "warning"), lab.message
        json.dumps(lab.view)
        assert lab.view["game"] in GAMES


@pytest.mark.ruling("P-F2")
@pytest.mark.ruling("P-F3")
def test_the_dafengshou_table_is_editable_in_the_widget():
    """The option panel edits the table the lesson teaches about: the return, the targets
    and their odds, explicit weights; the exact values, the bet fields and the table follow,
    a bad option is named in the widget, and undo restores the table."""
    lab = OddsLab("dafengshou", bets={"bar": 10}, lang="en")
    assert [o["name"] for o in lab.view["options"]] == ["targets", "rtp", "weights"]
    lab.handle({"kind": "option", "name": "rtp", "value": "95"})
    assert lab.message["level"] == "" and Fraction(lab.view["exact"]["ev"]) == Fraction(-1, 2)
    assert {o["name"]: o["changed"] for o in lab.view["options"]}["rtp"] is True
    lab.handle({"kind": "option", "name": "targets", "value": "apple=5 bar=50"})
    assert [f["name"] for f in lab.view["fields"]] == ["bet:apple", "bet:bar"]
    rows = lab.view["exact"]["tables"][0]["rows"]
    assert [r[1] for r in rows] == ["×5", "×50", "—"] and rows[1][3] == "95%"
    # weights set the return themselves: with rtp 95 still set, they are refused, named
    lab.handle({"kind": "option", "name": "weights", "value": "apple=6 bar=1 luck=3"})
    assert "has no effect with explicit 'weights'" in warned(lab)
    lab.handle({"kind": "option", "name": "rtp", "value": 90})
    assert not lab.view["options"][1]["changed"]
    # weights of our own: BAR lights 1 round in 10 and pays 51 back per coin: RTP 510 %
    lab.handle({"kind": "option", "name": "weights", "value": "apple=6 bar=1 luck=3"})
    assert Fraction(lab.view["exact"]["ev"]) == 10 * Fraction(51, 10) - 10
    lab.handle({"kind": "option", "name": "rtp", "value": 0})
    assert "'rtp' is 1 … 100" in warned(lab)
    lab.handle({"kind": "option", "name": "weights", "value": "apple=6"})
    assert "missing bar" in warned(lab)
    lab.handle({"kind": "option", "name": "odds", "value": 3})
    assert "unknown option 'odds'; options: targets, rtp, weights" in warned(lab)
    for _ in range(4):
        lab.handle({"kind": "undo"})
    assert lab.view["options"][1]["value"] == 90 and len(lab.view["fields"]) == 8
    assert repr(OddsLab("dafengshou", options={"rtp": 95})).endswith(
        "options={'rtp': 95}, seed=0)")
    with pytest.raises(ValueError, match="'rtp' is 1 … 100"):
        OddsLab("dafengshou", options={"rtp": 0})


def test_a_new_table_withdraws_the_bets_on_targets_it_lacks_and_says_so():
    lab = OddsLab("dafengshou", bets={"apple": 10, "bar": 2}, lang="en")
    lab.handle({"kind": "option", "name": "targets", "value": "apple=5 kiwi=3"})
    assert lab.message == {"text": "the new targets have no bar: those bets are withdrawn",
                           "level": "info"}
    assert lab.view["bet"].endswith("10 on apple")
    lab.handle({"kind": "option", "name": "targets", "value": "kiwi=3"})
    assert "no bet left: 1 placed on kiwi" in lab.message["text"]
    assert Fraction(lab.view["exact"]["ev"]) == Fraction(-1, 10)


@pytest.mark.ruling("P-O3")
def test_mahjong_variants_options_and_the_laizi_indicator():
    """Switching to Wuhan, whose 2-5-8 pair the default hand lacks, loads Wuhan's example
    hand (said in the note); Wuhan asks for the indicator, and a drawn 赖子 counts as live."""
    lab = OddsLab("mahjong", lang="en")
    assert "indicator" not in [f["name"] for f in lab.view["fields"]]
    lab.handle({"kind": "param", "name": "variant", "value": "wuhan"})
    assert lab.message["level"] == "info" and "example hand" in lab.message["text"]
    assert "indicator" in [f["name"] for f in lab.view["fields"]]
    assert "kaikou_mode" in [o["name"] for o in lab.view["options"]]
    lab.handle({"kind": "param", "name": "indicator", "value": "4s"})
    assert "10 live tiles among 122 unseen" in lab.view["exact"]["lines"][0]
    lab.handle({"kind": "param", "name": "indicator", "value": "4x"})
    assert "bad suit letter" in warned(lab)
    lab.handle({"kind": "param", "name": "seen", "value": "1z1z1z1z1z"})
    assert "more than 4 of 1z" in warned(lab)
    lab.handle({"kind": "param", "name": "variant", "value": "sichuan-xuezhan"})
    assert lab.view["fields"][0]["value"] == "sichuan-xuezhan"
    assert "indicator" not in [f["name"] for f in lab.view["fields"]]
    lab.handle({"kind": "param", "name": "variant", "value": "riichi"})
    assert "variant: one of" in warned(lab)
    lab = OddsLab("mahjong", variant="yongzhou", options={"cap": 5}, lang="en")
    assert {o["name"]: o["value"] for o in lab.view["options"]}["cap"] == 5


def test_a_raised_target_goes_on_from_the_rounds_done():
    lab = OddsLab("dafengshou", rounds=1000, lang="en")
    lab.simulate(1000)
    assert lab.view["sim"]["status"] == "done"
    lab.handle({"kind": "rounds", "value": 3000})
    assert lab.view["sim"]["rounds"] == 1000 and lab.view["sim"]["status"] == "stopped"
    lab.simulate(2000)
    assert lab.view["sim"]["status"] == "done" and lab.estimate.rounds == 3000


@pytest.mark.parametrize("kwargs, words", [
    ({"game": "dafengshou", "bets": "apple"}, "bets is a dict"),
    ({"game": "dafengshou", "bets": {"apple": -1}}, "whole number of coins"),
    ({"game": "dafengshou", "options": [1]}, "options is a dict"),
    ({"game": "dafengshou", "options": {"nope": 1}}, "unknown option 'nope'"),
    ({"game": "tuitongzi", "position": "2"}, "position is 1, 2 or 3"),
    ({"game": "sanzhang", "hand": 5}, "hand is three cards"),
    ({"game": "sanzhang", "challenger": "yes"}, "challenger is True"),
    ({"game": "mahjong", "draws": "6"}, "draws is 1 … 30"),
    ({"game": "mahjong", "seen": 4}, "seen is text"),
    ({"game": "mahjong", "indicator": "4s"}, "no 赖子"),
    ({"game": "dafengshou", "seed": -1}, "seed is a whole number"),
    ({"game": "dafengshou", "rounds": 0}, "rounds is a whole number"),
])
def test_bad_arguments_name_what_is_wrong(kwargs, words):
    with pytest.raises(ValueError, match=words):
        OddsLab(**kwargs)


# ---- round ticks, "hands" (issue 19) ----------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_chart_ticks_are_round_and_the_bars_fit_under_the_top(game):
    import re

    lab = OddsLab(game, lang="en")
    lab.simulate(2000)  # a simulation's frequencies and running mean are on the charts too
    view = lab.view
    bar_ticks, sim_ticks = view["y_ticks"], view["sim"]["y_ticks"]
    assert all(re.fullmatch(r"\d+(\.\d)?%", t["label"]) for t in bar_ticks), bar_ticks
    assert bar_ticks[0]["value"] == 0 and bar_ticks[-1]["value"] == view["ymax"]
    assert all(b["p"] <= view["ymax"] and (b["freq"] or 0) <= view["ymax"]
               for b in view["bars"])
    assert 3 <= len(sim_ticks) <= 6
    lo, hi = view["sim"]["y"]
    assert all(lo <= t["value"] <= hi for t in sim_ticks)
    # each label has as many decimals as the step: never 0.127 for a step of 0.1
    decimals = {len(t["label"].split(".")[1]) if "." in t["label"] else 0 for t in sim_ticks}
    assert len(decimals) == 1 and decimals.pop() <= 4


def test_three_card_table_counts_hands():
    assert OddsLab("sanzhang", lang="en").view["exact"]["tables"][0]["head"][1] \
        == "of 22,100 hands"
    assert OddsLab("sanzhang", lang="zh").view["exact"]["tables"][0]["head"][1] \
        == "共 22,100 手"
