"""Issue 37 at the tables: each automatic seat's level chosen in Python (``levels=``) and by the
``level`` intent (the one dispatcher), what the selector shows, and Help giving the strong
level's choice with its reason.

The real beginner and strong players are written elsewhere; here stand-ins are registered for
the test only (``stand_ins``): a "strong" that plays the club's action and says a fixed reason,
a "beginner" that plays the club's, so these tests hold whatever the real players do."""

from __future__ import annotations

from typing import Any

import pytest

from widgets.engine.why import Why
from widgets.practice import levels as lv
from widgets.ui import DoudizhuTable, HandTable, PaohuziTable, SanzhangTable, TuitongziTable
from widgets.ui.shared.labels import say

WHY = Why("留着好牌，约值 6 分", "keeps its good cards, worth about 6 points")
CARD_TABLES = {"doudizhu": DoudizhuTable, "paohuzi": PaohuziTable, "sanzhang": SanzhangTable,
               "tuitongzi": TuitongziTable}
GAMES = ("mahjong", *CARD_TABLES)


def make(game: str, **kw: Any) -> Any:
    """A table of ``game`` with the learner at seat 0 (mahjong: 血流 from seed 7)."""
    if game == "mahjong":
        return HandTable("sichuan-xueliu", 7, human=kw.pop("human", 0), **kw)
    return CARD_TABLES[game](seed=3, human=kw.pop("human", 0), **kw)


@pytest.fixture
def stand_ins(monkeypatch):
    """A stand-in strong and beginner for every game (the club's action; the strong says WHY)."""
    players = dict(lv.PLAYERS)
    for game in GAMES:
        club = lv.player(game, "club")

        def strong(g, d, club=club):
            return lv.Choice(lv.choose(club.game, "club", g, d).action, WHY)

        players[(game, "strong")] = lv.Level(game, "strong", strong, "为分数而打（替身）",
                                             "plays for points (stand-in)")
        players[(game, "beginner")] = lv.Level(game, "beginner", club.play, "常犯错（替身）",
                                               "makes mistakes (stand-in)")
    monkeypatch.setattr(lv, "PLAYERS", players)


def events(t: Any) -> list:
    return list(t.game.events)


@pytest.mark.parametrize("game", GAMES)
def test_levels_pass_through_every_table(game, stand_ins):
    """One level, one per seat or {seat: level} reach the game; a bad one is a ValueError in
    zh and en at construction."""
    seats = len(make(game).game.levels)
    assert make(game, levels="strong").game.levels == ("strong",) * seats
    per_seat = ["beginner", "club", "strong", "club"][:seats]
    assert make(game, levels=per_seat).game.levels == tuple(per_seat)
    assert make(game, levels={1: "beginner"}).game.levels[1] == "beginner"
    for bad in ("pro", {9: "club"}, ["club"], {1: ["strong"]}):
        with pytest.raises(ValueError) as err:
            make(game, levels=bad)
        assert err.value.args[0].zh and str(err.value), bad


@pytest.mark.parametrize("game", GAMES)
def test_the_selector_shows_each_automatic_seat_with_its_levels_description(game, stand_ins):
    t = make(game, lang="en", levels={1: "strong"})
    shown = t.view["levels"]
    seats = [s["seat"] for s in shown["seats"]]
    assert 0 not in seats and 1 in seats  # the learner's seat has no selector
    one = next(s for s in shown["seats"] if s["seat"] == 1)
    assert one["label"] == "strong" and one["text"] == "plays for points (stand-in)"
    assert [c["label"] for c in one["choices"]] == ["beginner", "club player", "strong"]
    t.handle({"kind": "lang", "value": "zh"})
    one = next(s for s in t.view["levels"]["seats"] if s["seat"] == 1)
    assert one["label"] == "高手" and one["text"] == "为分数而打（替身）"
    assert [c["label"] for c in one["choices"]] == ["新手", "熟手", "高手"]


@pytest.mark.parametrize("game", GAMES)
def test_a_level_chosen_deals_the_hand_again_from_its_seed(game, stand_ins):
    """The level intent: the seat plays at its new level, the hand dealt again from the same
    seed; the same seed and levels give the same hand as a table opened with them."""
    t = make(game, lang="en")
    seed = t.game.seed
    t.handle({"kind": "level", "seat": 1, "level": "beginner"})
    assert t.message["level"] == "info" and "dealt again" in t.message["text"]
    assert t.game.levels[1] == "beginner" and t.game.seed == seed
    shown = next(s for s in t.view["levels"]["seats"] if s["seat"] == 1)
    assert shown["level"] == "beginner" and shown["text"] == "makes mistakes (stand-in)"
    same = make(game, lang="en", levels={1: "beginner"})
    assert events(same) == events(t)
    t.handle({"kind": "level", "seat": 1, "level": "beginner"})  # already: nothing dealt
    assert "already" in t.message["text"] and events(same) == events(t)


@pytest.mark.parametrize("game", GAMES)
def test_a_level_chosen_at_a_table_opened_with_levels_replaces_them(game, stand_ins):
    """A table opened with levels= still lets the learner change them: the selector's choice
    is the one the new deal plays (not the constructor's again)."""
    t = make(game, lang="en", levels="strong")
    t.handle({"kind": "level", "seat": 1, "level": "beginner"})
    assert t.game.levels[1] == "beginner" and t.game.levels[-1] == "strong"
    assert events(t) == events(make(game, lang="en", levels=t.game.levels))


@pytest.mark.parametrize("game", GAMES)
def test_a_bad_level_intent_is_refused_in_the_tables_language_and_changes_nothing(
        game, stand_ins):
    for lang in ("en", "zh"):
        t = make(game, lang=lang)
        before, levels = events(t), t.game.levels
        for bad in ({"kind": "level", "seat": 1, "level": "pro"},  # not a level
                    {"kind": "level", "seat": 9, "level": "strong"},  # not a seat
                    {"kind": "level", "seat": 0, "level": "strong"},  # the learner's own seat
                    {"kind": "level", "seat": True, "level": "strong"},
                    {"kind": "level", "seat": [1], "level": "strong"},
                    {"kind": "level", "seat": 1, "level": {"x": 1}},
                    {"kind": "level", "seat": 1, "level": "strong\x00<script>"},  # hostile
                    {"kind": "level", "seat": 1, "level": "x" * 10_000},
                    {"kind": "level", "seat": 1}, {"kind": "level", "level": "strong"}):
            t.handle(bad)
            assert t.message["level"] == "warning", bad
            text = t.message["text"]
            assert len(text) < 300 and "<script>" not in text, text
            assert (any("\u4e00" <= ch <= "\u9fff" for ch in text)) == (lang == "zh") or \
                lang == "en", text
            assert events(t) == before and t.game.levels == levels, bad
        t.handle({"kind": "level", "seat": 0, "level": "strong"})
        assert ("是你" if lang == "zh" else "played by a person") in t.message["text"]


def test_a_level_the_game_has_not_registered_is_refused_with_its_name():
    """On a branch where a game has only its club player, choosing strong says so (zh, en)."""
    if ("doudizhu", "strong") in lv.PLAYERS:
        pytest.skip("the strong 斗地主 player is registered")
    t = DoudizhuTable(seed=3, human=0, lang="zh")
    t.handle({"kind": "level", "seat": 1, "level": "strong"})
    assert t.message["level"] == "warning" and "高手" in t.message["text"]


@pytest.mark.parametrize("game", GAMES)
def test_help_gives_the_strong_levels_choice_and_its_reason(game, stand_ins):
    for lang in ("en", "zh"):
        t = make(game, lang=lang)
        t.handle({"kind": "help" if game == "mahjong" else "hint"})
        advice = (t.view["help"] or {}).get("advice") if game == "mahjong" else t.view["advice"]
        assert advice and advice["level"] == "strong", t.message
        who = say("level_who_strong", lang)
        assert advice["text"].startswith(f"{who} would " if lang == "en" else f"{who}会")
        assert advice["text"].endswith(WHY.say(lang)) and not advice["note"]


def test_help_says_which_level_advised_when_a_game_has_no_strong(monkeypatch):
    players = {k: x for k, x in lv.PLAYERS.items() if k[1] != "strong"}
    monkeypatch.setattr(lv, "PLAYERS", players)
    t = HandTable("sichuan-xueliu", 7, human=0, lang="en")
    t.handle({"kind": "help"})
    advice = t.view["help"]["advice"]
    assert advice["level"] == "club" and advice["text"].startswith("A club player would ")
    assert "no strong level" in advice["note"]
    s = SanzhangTable(seed=3, human=0, lang="zh")
    s.handle({"kind": "hint"})
    assert s.view["advice"]["text"].startswith("熟手会") and "高手" in s.view["advice"]["note"]


def test_the_levels_of_a_loaded_card_replay_are_the_tables(stand_ins):
    """The levels are saved with a card replay; loaded, New deal keeps them."""
    t = DoudizhuTable(seed=3, human=0, levels={2: "strong"})
    t.handle({"kind": "save"})
    u = DoudizhuTable(seed=5, human=0)
    u.handle({"kind": "load", "text": t.saved})
    assert u.game.levels == ("club", "club", "strong")
    u.handle({"kind": "new", "seed": 8})
    assert u.game.levels == ("club", "club", "strong") and u.game.seed == 8


def test_a_new_deal_or_another_seat_keeps_the_levels_chosen(stand_ins):
    t = HandTable("sichuan-xueliu", 7, human=0)
    t.handle({"kind": "level", "seat": 2, "level": "strong"})
    t.handle({"kind": "new_deal", "seed": 11})
    assert t.game.seed == 11 and t.game.levels[2] == "strong"
    t.handle({"kind": "human", "seat": 1})
    assert t.game.human == 1 and t.game.levels[2] == "strong"
    assert [s["seat"] for s in t.view["levels"]["seats"]] == [0, 2, 3]


def test_every_lesson_that_plays_a_whole_hand_shows_how_to_choose_the_levels():
    """Issue 37: a lesson with a played table shows ``levels=`` in a cell and names the
    selector in its prose; lesson 07 explains the three levels from the registry."""
    import json
    from pathlib import Path

    lessons = Path(__file__).resolve().parent.parent / "lessons"
    tables = ("HandTable(", "DoudizhuTable(", "PaohuziTable(", "SanzhangTable(",
              "TuitongziTable(")
    for path in sorted(lessons.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
        prose = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
        if not any(t in src for src in code for t in tables):
            continue
        assert any("levels=" in src for src in code), path.name
        assert "Opponents' levels" in prose and "高手 (*gāoshǒu*" in prose, path.name
    drills = (lessons / "07-drills.ipynb").read_text(encoding="utf-8")
    assert "Choosing your opponents" in drills and "levels_of(game)" in drills


def test_a_level_change_deals_a_prepared_hand_again_as_prepared(stand_ins):
    """Lesson 11's scenes are prepared deals: a level chosen plays the same deal again."""
    from widgets.practice.card_tables.paohuzi_play import prepare

    scene = prepare(("x111 x222 d111 d222 x5 d99 x88 d66 d1010",
                     "x34566 x7 x99 x1010 d345 d788 d9 x8 d6 d10", ""), pile="x5 x5")
    t = PaohuziTable(human=1, prepared=scene, lang="en")
    dealt = t.game.events[0]
    t.handle({"kind": "level", "seat": 2, "level": "strong"})
    assert t.message["level"] == "info" and t.game.events[0] == dealt
    assert t.game.levels == ("club", "club", "strong")


def test_a_loaded_hand_replay_keeps_its_levels(stand_ins):
    """A loaded mahjong replay has no seed to deal again from: a level change is refused."""
    t = HandTable("sichuan-xueliu", 7, lang="en")
    t.handle({"kind": "load", "text": t.replay_json})
    before = events(t)
    t.handle({"kind": "level", "seat": 1, "level": "strong"})
    assert t.message["level"] == "warning" and "replay" in t.message["text"]
    assert events(t) == before
