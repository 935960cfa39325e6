"""The fan book widget (issue 39): the view it sends in zh and en, its intents (select,
search, what if, open in the lab, undo), and every bad input refused with the reason in the
widget's language."""

from __future__ import annotations

import doctest

import pytest

from widgets.engine.position_code import decode
from widgets.ui import FanBook, HandLab
from widgets.ui.fan_book import fan_book as widget_module
from widgets.ui.shared.plain_text import ids_in


def test_doctests():
    result = doctest.testmod(widget_module)
    assert result.failed == 0 and result.attempted > 0


@pytest.mark.parametrize("lang,name,title", [("zh", "清一色", "四川麻将 血战到底 番种书"),
                                             ("en", "One suit", "Fan book")])
def test_view_lists_every_fan_and_shows_the_chosen_one(lang, name, title):
    book = FanBook("sichuan-xuezhan", lang=lang)
    view = book.view
    assert view["widget"] == "fanbook" and title in view["labels"]["title"]
    # the 20 fans, then the 一炮多响 situation (tests/test_fan_book_situations.py)
    assert len(view["list"]) == 21 and view["fan"] is None
    assert view["list"][-1]["key"] == "yipaoduoxiang"
    book.handle({"kind": "select", "key": "qingyise"})
    fan = book.view["fan"]
    assert book.message["level"] != "error"
    assert [r["key"] for r in book.view["list"] if r["selected"]] == ["qingyise"]
    assert next(r for r in book.view["list"] if r["key"] == "qingyise")["name"] == name
    assert fan["value"] == "×4" and fan["pinyin"] == "qingyise"
    lines = fan["example"]["score"]["lines"]
    assert [line["key"] for line in lines if line["this"]] == ["qingyise"]
    tiles = [t for g in fan["example"]["groups"] for t in g["tiles"]]
    assert len(tiles) == 14 and all(t["marked"] for t in tiles)  # one suit: every tile
    assert ("牌型" if lang == "zh" else "hand pattern") in fan["exclusion"]


def test_a_situational_fan_marks_the_winning_tile_and_names_its_events():
    book = FanBook("sichuan-xuezhan", key="gangshanghua", lang="en")
    ex = book.view["fan"]["example"]
    assert [e["key"] for e in ex["events"]] == ["self_drawn", "after_kong"]
    marked = [(g["kind"], t["id"]) for g in ex["groups"] for t in g["tiles"] if t["marked"]]
    assert [k for k, _ in marked] == ["winning"]
    assert next(r for r in book.view["list"] if r["key"] == "gangshanghua")["situational"]


@pytest.mark.parametrize("lang,word", [("zh", "去掉"), ("en", "without")])
def test_what_if_shows_the_near_miss_and_why_then_back(lang, word):
    book = FanBook("sichuan-xuezhan", key="zimo", lang=lang)
    book.handle({"kind": "show", "which": "miss"})
    fan = book.view["fan"]
    assert fan["showing"] == "miss" and word in fan["miss"]["change"]
    assert not any(line["key"] == "zimo" for line in fan["miss"]["score"]["lines"])
    assert fan["miss"]["score"]["total"] > 0 and fan["miss"]["why"]
    book.handle({"kind": "show", "which": "example"})
    assert book.view["fan"]["miss"] is None
    book.handle({"kind": "undo"})
    assert book.view["fan"]["showing"] == "miss"


def test_a_struck_near_miss_says_what_struck_it():
    book = FanBook("sichuan-xuezhan", key="qingyise", lang="en")
    book.handle({"kind": "show", "which": "miss"})
    why = book.view["fan"]["miss"]["why"]
    assert "One suit" in why


def test_open_in_the_lab_puts_the_example_in_a_linked_lab_or_shows_its_code():
    lab = HandLab("wuhan", lang="en")
    book = FanBook("wuhan", key="gangshanghua", lab=lab, lang="en")
    book.handle({"kind": "lab"})
    assert book.message["text"] == "Opened in the hand lab below"
    kind, data = decode(lab.code)  # the lab now holds the example: hand and situation
    assert kind == "hl" and data == decode(book.lab_code("gangshanghua"))[1]
    assert data["v"] == "wuhan" and "after_kong" in data["t"] and "self_drawn" in data["t"]
    scored = lab.view["analysis"]["score"]  # and scores it there
    assert scored and "gangshanghua" in [line["key"] for line in scored["lines"]]
    alone = FanBook("wuhan", key="gangshanghua", lang="zh")
    alone.handle({"kind": "lab"})
    assert "位置码" in alone.message["text"] and alone.view["lab_code"].startswith("hl1.")
    assert HandLab(code=alone.lab_code("gangshanghua")).code  # the code opens in a lab


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_search_by_name_filters_the_list_and_one_hit_opens_it(lang):
    book = FanBook("shuangren", lang=lang)
    book.handle({"kind": "search", "text": "dasixi"})
    assert [r["key"] for r in book.view["list"]] == ["dasixi"]
    assert book.view["fan"]["key"] == "dasixi"
    book.handle({"kind": "search", "text": "<script>alert(1)</script>"})
    assert book.view["list"] == [] and "<script>" in book.view["count"]
    assert book.message["level"] != "error"


@pytest.mark.parametrize("lang,words", [("zh", "没有番种"), ("en", "has no fan")])
def test_bad_intents_are_refused_in_the_widgets_language(lang, words):
    book = FanBook("yongzhou", lang=lang)
    before = book.view
    book.handle({"kind": "select", "key": "nope"})
    assert book.message["level"] == "warning" and words in book.message["text"]
    assert book.view == before
    for bad in ({"kind": "select", "key": 5}, {"kind": "search", "text": "x" * 41},
                {"kind": "search"}, {"kind": "show", "which": "miss"},
                {"kind": "show", "which": "nope"}, {"kind": "lab"}, {"kind": "nope"},
                {"kind": "search", "text": "\x00"}):
        book.handle(bad)
        assert book.message["level"] == "warning", (bad, book.message)
        assert book.view == before


def test_bad_arguments_are_refused_in_python():
    with pytest.raises(ValueError, match="no fan book for 'mahjong'"):
        FanBook("mahjong")
    with pytest.raises(ValueError, match="has no fan"):
        FanBook("wuhan", key="qingqidui")
    with pytest.raises(ValueError, match="lang"):
        FanBook("wuhan", lang="de")
    with pytest.raises(TypeError, match="lab is a hand lab"):
        FanBook("wuhan", lab=3)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_option_is_listed_with_its_effect(lang):
    book = FanBook("yongzhou", lang=lang)
    rows = {o["name"]: o for o in book.view["options"]}
    assert set(rows) == {"cap", "minimum", "raise_to_cap", "types_add", "stake"}
    assert "→" in rows["cap"]["effect"] and rows["cap"]["hand"]
    assert rows["stake"]["hand"] == ""


@pytest.mark.parametrize("variant,lang", [("sichuan-xuezhan", "zh"), ("shuangren", "en")])
def test_no_ruling_id_reaches_the_page(variant, lang):
    """The group rule's reason cites R-S4 and 双人's option docs cite theirs: the page gets
    the words only (the id stays in the ``ruling`` key, a tooltip)."""
    book = FanBook(variant, lang=lang)
    found = set(ids_in(book.view))
    for key in ("pinghu", "qingyise", "qidui") if variant != "shuangren" else ("qingyise",):
        book.handle({"kind": "select", "key": key})
        book.handle({"kind": "show", "which": "miss"})
        found |= set(ids_in(book.view)) | set(ids_in(book.message))
    assert not found


@pytest.mark.parametrize("lang,word", [("en", "must be open"), ("zh", "必须开口")])
def test_a_fan_without_a_near_miss_says_why_and_a_whole_set_miss_says_why_not_one_tile(
        lang, word):
    book = FanBook("wuhan", key="kaikou", lang=lang)
    assert not book.view["fan"]["has_miss"] and word in book.view["fan"]["no_miss"]
    book = FanBook("yongzhou", key="qingyaojiu", lang=lang)  # its miss moves a whole set
    book.handle({"kind": "show", "which": "miss"})
    assert book.view["fan"]["miss"]["nearer"] and book.view["labels"]["fb_nearer"]
