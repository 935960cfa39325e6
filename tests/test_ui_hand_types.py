"""The card games' fan book, ``FanBook("doudizhu")`` … (issue 39): the hand types view in zh
and en drawn as cards with the type's cards marked, what if, open in the card table, search,
and bad input refused in the widget's language. The table widgets still draw the same card
faces after the drawing moved to widgets/ui/shared (cards_esm)."""

from __future__ import annotations

import doctest

import pytest

from widgets.engine.position_code import decode
from widgets.ui import FanBook
from widgets.ui.card_lab.cards import CardTable
from widgets.ui.fan_book import hand_types as widget_module
from widgets.ui.fan_book.hand_types import HandTypesBook
from widgets.ui.shared.plain_text import ids_in
from widgets.ui.tables.doudizhu_table import DoudizhuTable


def test_doctests():
    result = doctest.testmod(widget_module)
    assert result.failed == 0 and result.attempted > 0


@pytest.mark.parametrize("lang,title,name,compares", [
    ("zh", "欢乐斗地主 牌型书", "三带一", "同一牌型"),
    ("en", "Hand types", "trio with a single", "same type")])
def test_doudizhu_view_in_both_languages(lang, title, name, compares):
    book = FanBook("doudizhu", lang=lang)
    assert isinstance(book, HandTypesBook) and repr(book) == "FanBook('doudizhu')"
    view = book.view
    assert view["widget"] == "handtypes" and title in view["labels"]["title"]
    assert len(view["list"]) == 14 and view["type"] is None
    book.handle({"kind": "select", "key": "trio_single"})
    t = book.view["type"]
    assert book.message["level"] == ""
    assert next(r for r in book.view["list"] if r["selected"])["name"] == name
    assert compares in t["compares"] and t["beats"] == []
    cards = t["example"]["cards"]
    assert [c["id"] for c in cards] == ["3", "3", "3", "4"]
    assert [c["marked"] for c in cards] == [True, True, True, False]  # the trio, not the kicker
    assert all(c["kind"] == "card" for c in cards)


@pytest.mark.parametrize("lang,word", [("zh", "炸弹"), ("en", "bomb")])
def test_what_if_shows_the_nearest_other_type_and_why(lang, word):
    book = FanBook("doudizhu", key="trio_single", lang=lang)
    book.handle({"kind": "show", "which": "miss"})
    miss = book.view["type"]["miss"]
    assert [c["id"] for c in miss["cards"]] == ["3", "3", "3", "3"]
    assert word in miss["why"] and "4 → 3" in miss["change"]
    book.handle({"kind": "undo"})
    assert book.view["type"]["miss"] is None


@pytest.mark.parametrize("game,key,kind", [("sanzhang", "baozi", "card"),
                                           ("tuitongzi", "erbagang", "tile"),
                                           ("paohuzi", "eqs", "ph"),
                                           ("dafengshou", "bar", "lamp")])
def test_other_games_draw_their_own_pieces(game, key, kind):
    book = FanBook(game, key=key, lang="zh")
    cards = book.view["type"]["example"]["cards"]
    assert {c["kind"] for c in cards} == {kind} and all(c["marked"] for c in cards)
    assert book.view["type"]["beats"]
    book.handle({"kind": "show", "which": "miss"})
    assert book.view["type"]["miss"]["why"] and book.message["level"] == ""


def test_open_in_the_lab_puts_the_example_in_a_card_table_or_shows_its_code():
    table = CardTable("doudizhu", lang="en")
    book = FanBook("doudizhu", key="plane_single", lab=table, lang="en")
    book.handle({"kind": "lab"})
    assert book.message["text"] == "Opened in the card table below"
    assert table.slot("play") == "33344456"
    assert "飞机带翅膀（单）" in str(table.view)
    alone = FanBook("sanzhang", key="special_235", lang="zh")
    alone.handle({"kind": "lab"})
    assert "位置码" in alone.message["text"]
    kind, data = decode(alone.view["lab_code"])
    assert kind == "ct" and data["g"] == "sanzhang"
    assert CardTable(code=alone.view["lab_code"]).slot("challenger")


@pytest.mark.parametrize("lang,words", [("zh", "没有牌型"), ("en", "has no hand type")])
def test_bad_intents_are_refused_in_the_widgets_language(lang, words):
    book = FanBook("doudizhu", lang=lang)
    before = book.view
    book.handle({"kind": "select", "key": "flush"})
    assert book.message["level"] == "warning" and words in book.message["text"]
    assert book.view == before
    for bad in ({"kind": "select", "key": 5}, {"kind": "search", "text": "x" * 41},
                {"kind": "search"}, {"kind": "show", "which": "miss"}, {"kind": "lab"},
                {"kind": "nope"}, {"kind": "search", "text": "\x00"}):
        book.handle(bad)
        assert book.message["level"] == "warning", (bad, book.message)
        assert book.view == before
    book.handle({"kind": "search", "text": "<script>alert(1)</script>"})
    assert book.view["list"] == [] and book.message["level"] == ""


@pytest.mark.parametrize("lang,word", [("zh", "胡息多"), ("en", "more 胡息")])
def test_paohuzi_says_worth_more_huxi_not_beats(lang, word):
    book = FanBook("paohuzi", key="eqs", lang=lang)
    assert word in book.view["type"]["beats_label"]
    assert all(c["red"] and c["marked"] for c in book.view["type"]["example"]["cards"])
    book.handle({"kind": "select", "key": "heihu"})  # a 胡 type multiplies, it is no group
    assert word not in book.view["type"]["beats_label"]


def test_bad_arguments_are_refused_in_python():
    with pytest.raises(ValueError, match="hand types books: doudizhu"):
        FanBook("poker")
    with pytest.raises(ValueError, match="has no hand type"):
        FanBook("doudizhu", key="baozi")
    with pytest.raises(ValueError, match="lang"):
        FanBook("sanzhang", lang="de")
    with pytest.raises(TypeError, match="lab is a card table"):
        FanBook("tuitongzi", lab=3)


@pytest.mark.parametrize("game", ["doudizhu", "sanzhang", "tuitongzi", "paohuzi", "dafengshou"])
def test_no_ruling_id_reaches_the_page(game):
    book = FanBook(game, lang="en")
    found: set[str] = set()
    for row in book.view["list"]:
        book.handle({"kind": "select", "key": row["key"]})
        book.handle({"kind": "show", "which": "miss"})
        found |= set(ids_in(book.view))
    assert not found


def test_the_card_tables_still_join_the_shared_card_drawing():
    esm = DoudizhuTable._esm
    assert "function cardSvg(" in esm and "function ctHeader(" in esm
    assert esm.count("export default") == 1 and HandTypesBook._esm.count("export default") == 1
    assert HandTypesBook._esm.count("function cardSvg(") == 1
    assert "// @cards.js" not in HandTypesBook._esm
