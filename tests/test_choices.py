"""One Action and one Decision for every played table (issue 34: "a concept has one name in
the package"), still importable from each table's old module, and read the same way by all."""

import ast
import importlib
from pathlib import Path

import pytest

from widgets.practice.choices import Action, Decision

PRACTICE = Path(__file__).resolve().parent.parent / "widgets" / "practice"
OLD_HOMES = ["widgets.practice.table.state", "widgets.practice.table.play",
             "widgets.practice.card_tables.doudizhu_play",
             "widgets.practice.card_tables.paohuzi_play",
             "widgets.practice.card_tables.sanzhang_play",
             "widgets.practice.card_tables.tuitongzi_play"]


def test_practice_defines_action_and_decision_once():
    defined = sorted(f"{p.relative_to(PRACTICE)}: {node.name}" for p in PRACTICE.rglob("*.py")
                     for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
                     if isinstance(node, ast.ClassDef) and node.name in ("Action", "Decision"))
    assert defined == ["choices.py: Action", "choices.py: Decision"]


@pytest.mark.parametrize("module", OLD_HOMES)
def test_the_old_homes_name_the_shared_classes(module):
    m = importlib.import_module(module)
    assert m.Action is Action and m.Decision is Decision


def test_the_tables_decide_with_the_shared_classes():
    from widgets.practice.card_tables import (
        DoudizhuGame,
        PaohuziGame,
        SanzhangGame,
        TuitongziGame,
    )
    from widgets.practice.table.play import Game

    games = [Game("sichuan-xueliu", 1, human=0), Game("wuhan", 1, human=0), DoudizhuGame(1, 0),
             PaohuziGame(1, 0), SanzhangGame(1, 0), TuitongziGame(1, 0)]
    for g in games:
        g.advance()
        d = g.pending()
        assert type(d) is Decision and d.options and all(type(a) is Action for a in d.options)
        assert isinstance(d.stage, str) and d.stage


def test_an_action_reads_its_words():
    assert Action("discard", "5p") == Action("discard", ("5p",)) == Action("discard", ["5p"])
    assert Action("exchange", "1m 2m 3m").tiles == ("1m", "2m", "3m")
    assert Action("pass", "x5").card == "x5" and Action("hu").card == ""
    for word in ("look", "call", "fold", "raise 4", "raise 1.5", "compare 2"):
        assert Action.of_word(word).word == word
    assert Action.of_word("compare 2") == Action("compare", value="2")


def test_no_module_of_the_tables_imports_by_a_string():
    """The variants' Games and replays enter play's tables themselves: no importlib."""
    for p in [*(PRACTICE / "table").glob("*.py"), *(PRACTICE / "card_tables").glob("*.py")]:
        assert "importlib" not in p.read_text(encoding="utf-8"), p.name


def test_the_variant_tables_are_filled():
    from widgets.practice.table.play import PLAYABLE, Game, game_class, replay_class
    from widgets.practice.table.replay import Replay
    from widgets.practice.table.shuangren_play import ShuangrenGame, ShuangrenReplay
    from widgets.practice.table.wuhan_play import WuhanGame, WuhanReplay
    from widgets.practice.table.yongzhou_play import YongzhouGame, YongzhouReplay

    assert [game_class(v) for v in PLAYABLE] == [Game, Game, Game, WuhanGame, ShuangrenGame,
                                                  YongzhouGame]
    assert [replay_class(v) for v in PLAYABLE] == [Replay, Replay, Replay, WuhanReplay,
                                                    ShuangrenReplay, YongzhouReplay]
    assert type(Game("wuhan", 1)) is WuhanGame
