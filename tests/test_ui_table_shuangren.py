"""双人 at the hand table, and 武汉's table words (issue 22), driven through ``handle`` as the
JS drives it: two seats facing each other, the flowers beside each hand and their 补花 in the
log, 起胡 refusals in the learner's words, 荒庄 after the 72nd tile; in 武汉 a winner has
won (not left), the end line says why in 武汉's terms and English names 红中."""

from __future__ import annotations

import pytest

from widgets.engine import events as ev
from widgets.engine.notation import parse_hand
from widgets.engine.tiles import FLOWERS, parse_tile, tile_name
from widgets.practice.table.play import choose
from widgets.ui import HandTable


def _play_on(t: HandTable, until) -> dict | None:
    """Answer the learner's decisions as the automatic seat would until ``until(view)``; the
    view it stopped at (None: the hand ended first)."""
    for _ in range(200):
        if until(t.view):
            return t.view
        d = t.game.pending()
        if d is None:
            return None
        t.handle({"kind": "act", "index": d.options.index(choose(t.game, d))}
                 if d.stage != "turn" or choose(t.game, d).kind != "discard" else
                 {"kind": "pick", "index": next(
                     x["index"] for x in t.view["seats"][0]["concealed"]
                     if x["id"] == choose(t.game, d).tiles[0])})
        assert t.message["level"] in ("", "info"), t.message
    raise AssertionError("the hand did not end")


@pytest.mark.ruling("R-D6")
def test_two_seats_face_each_other_and_nobody_else_sits_there():
    """Seed 000: 双人麻将 is for two players: the board shows two seats, the learner's at the
    bottom and the opponent at the top; the seat choice, the ledger and the wall name only
    them (the two walls between them are the table's)."""
    for human, top in ((0, 1), (1, 0)):
        t = HandTable("shuangren", seed=3, human=human, lang="en")
        view = t.view
        assert [(s["seat"], s["position"]) for s in view["seats"]] == sorted(
            [(human, "bottom"), (top, "top")])
        assert view["seat_count"] == 2
        assert [c["value"] for c in view["seat_choices"]] == ["", 0, 1]
        assert [r["seat"] for r in view["ledger"]] == [0, 1]
        sides = {s["position"]: s["label"] for s in view["wall"]["sides"]}
        assert sides["bottom"].endswith(("East", "South")[human])
        assert sides["left"] == sides["right"] == "Wall"
    t.handle({"kind": "human", "seat": 2})
    assert t.message["level"] == "warning" and "(0, 1)" in t.message["text"]
    assert t.game.human == 1, "a refused seat keeps the table as it was"


@pytest.mark.ruling("R-D6")
def test_flowers_show_beside_each_hand_and_every_replacement_is_in_the_log():
    """Seed: "补花：抓到花牌后，亮出并从牌墙尾部补一张": at every step each seat's flowers are
    the engine's, beside the hand, and each draw from the back after a flower reads as 补花."""
    t = HandTable("shuangren", seed=3, lang="zh")
    flowers_seen = 0
    for step in range(len(t.events) + 1):
        t.handle({"kind": "step", "to": step})
        for seat in t.view["seats"]:
            engine = parse_hand(t.state.seats[seat["seat"]].hand).flowers
            assert seat["flowers"] == [tile_name(f) for f in engine]
            flowers_seen = max(flowers_seen, len(seat["flowers"]))
    assert flowers_seen, "seed 3 deals flowers"
    lines = [t.game.describe_event(e, "zh") for e in t.events]
    back = [i for i, e in enumerate(t.events) if isinstance(e, ev.Draw) and e.replacement
            and parse_tile(e.tile) not in FLOWERS]
    after_kong = [i for i in back if isinstance(t.events[i - 1], ev.Kong)]
    flowers = [i for i in back if i not in after_kong]
    assert flowers and after_kong, "seed 3 has both"
    assert all(lines[i].startswith(("东家 补花", "南家 补花")) for i in flowers)
    assert all("杠后补" in lines[i] for i in after_kong)  # a kong's replacement is not 补花
    assert "其中花" in lines[2] or "其中花" in lines[3]  # the deal names the flowers dealt


@pytest.mark.ruling("R-D7")
def test_a_win_short_of_qihu_is_refused_in_the_learners_words():
    """R-D7: a win needs 起胡 points; the table lists the refused win with its reason, in zh
    in Chinese (the engine's reason, not an English string)."""
    t = HandTable("shuangren", seed=0, human=0, options={"qihu": 40}, lang="zh")
    view = _play_on(t, lambda v: v["decision"] and any(
        r["kind"] == "win" for r in v["decision"]["refused"]))
    assert view is not None, "seed 0 under 起胡 40 reaches a complete hand short of it"
    refused = next(r for r in view["decision"]["refused"] if r["kind"] == "win")
    assert refused["reason"].startswith("番不够") and "起胡要 40" in refused["reason"]
    t.handle({"kind": "lang", "value": "en"})
    refused = next(r for r in t.view["decision"]["refused"] if r["kind"] == "win")
    assert "minimum of 40 (起胡)" in refused["reason"]


@pytest.mark.ruling("P-D3")
def test_the_72nd_tile_drawn_without_a_win_ends_in_huangzhuang():
    """P-D3: the 72nd tile drawn and discarded without a win: 荒庄, said in those terms (seed
    49's hand is drawn out; most end in a win)."""
    t = HandTable("shuangren", seed=49, lang="en")
    assert t.events[-1] == ev.End("wall", t.events[-1].hands)
    assert t.view["last"] == "the hand ends: the 72nd tile is drawn and nobody won (荒庄, a " \
        "drawn hand)"
    assert t.view["wall"]["remaining"] == 0
    t.handle({"kind": "lang", "value": "zh"})
    assert "荒庄" in t.view["last"] and "72" in t.view["last"]


def test_a_wuhan_winner_has_won_and_the_end_says_why():
    """武汉: "不存在一炮多响的情况" — one win ends the hand, so its winner is marked 胡了 (not
    血战's 已离场) and the end line gives 武汉's reason, not "enough players have won"."""
    t = HandTable("wuhan", seed=5, lang="zh")
    assert isinstance(t.events[-2], ev.Win), "seed 5's Wuhan hand ends in a win"
    winner = next(s for s in t.view["seats"] if s["out"])
    assert winner["out_label"] == "胡了"
    assert "武汉一家胡牌" in t.view["last"] and "胡够了" not in t.view["last"]
    t.handle({"kind": "lang", "value": "en"})
    assert "first win ends the hand" in t.view["last"]
    assert next(s for s in t.view["seats"] if s["out"])["out_label"] == "won"
    xueliu = HandTable("sichuan-xuezhan", seed=5, lang="zh")
    assert {s["out_label"] for s in xueliu.view["seats"] if s["out"]} == {"已离场"}


def test_english_names_the_red_dragon():
    """en shows 红中 as "Red 中", not the code 5z: in a 红中杠 and wherever the log names it."""
    for seed in range(30):
        t = HandTable("wuhan", seed=seed, lang="en")
        red = [i for i, e in enumerate(t.events) if getattr(e, "tile", None) == "5z"]
        if red:
            break
    assert red
    for i in red:
        line = t.game.describe_event(t.events[i], "en")
        assert "Red 中" in line and "5z" not in line, line


@pytest.mark.ruling("R-W1")
def test_a_red_kong_in_the_pond_is_set_apart_as_a_kong():
    """Seed: "红中可以随时拿出来杠牌": a 红中 played out lies in the river but is a 红中杠, not a
    discard: the seat's view flags it (and a 赖子杠 likewise), and nothing else."""
    for seed in range(30):
        t = HandTable("wuhan", seed=seed, lang="zh")
        seats = [s for s in t.view["seats"] if "5z" in s["discards"]]
        if seats:
            break
    assert seats, "some hand of seeds 0-29 plays out a 红中"
    wild = t.state.wild
    for seat in t.view["seats"]:
        assert seat["pond_kongs"] == [d in ("5z", wild) for d in seat["discards"]]
    assert any(seats[0]["pond_kongs"]) and seats[0]["pond_kong_label"] == "杠"
    plain = HandTable("sichuan-xueliu", seed=3)
    assert not any(k for s in plain.view["seats"] for k in s["pond_kongs"])


def _answer(t: HandTable) -> None:
    """The seat to play answers as its automatic seat would, by the click the JS sends."""
    d = t.game.pending()
    a = choose(t.game, d)
    if d.stage == "turn" and a.kind == "discard":
        me = next(s for s in t.view["seats"] if s["seat"] == d.seat)
        t.handle({"kind": "pick", "index": next(x["index"] for x in me["concealed"]
                                                if x["id"] == a.tiles[0])})
    else:
        t.handle({"kind": "act", "index": d.options.index(a)})
    assert t.message["level"] in ("", "info"), t.message


@pytest.mark.parametrize("variant", ["sichuan-xueliu", "wuhan", "shuangren"])
def test_several_people_play_their_seats_at_one_screen(variant):
    """A class at one projector: ``human=(0, 2)`` (双人: (0, 1)) — each person's seat comes to
    the bottom when it is theirs to play, with its own help; the others' hands are face down
    by default; the table says whose turn it is; choosing what the automatic seats would
    gives the automatic hand."""
    seats = (0, 1) if variant == "shuangren" else (0, 2)
    t = HandTable(variant, seed=6, human=seats, lang="en")
    assert t.view["hide"] is True
    played, helped = set(), set()
    while t.game.pending() is not None:
        now = t.game.pending().seat
        assert now in seats and t.view["human"] == now
        view = t.view
        assert view["players"]["now"] == now and view["players"]["seats"] == list(seats)
        assert ("East", "West", "South")[[0, 2, 1].index(now)] + " to play" in \
            view["players"]["text"]
        for s in view["seats"]:
            assert (s["position"] == "bottom") == (s["seat"] == now)
            assert s["hidden"] == (s["seat"] != now and not s["out"])
        if now not in helped:  # each seat's own advice, on demand
            t.handle({"kind": "help"})
            assert t.view["help"]["seat"] == now
            t.handle({"kind": "help"})
            helped.add(now)
        played.add(now)
        _answer(t)
    assert played == set(seats)
    from widgets.practice.table.play import simulate
    assert t.events == simulate(variant, 6)
