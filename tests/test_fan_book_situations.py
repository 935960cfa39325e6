"""一炮多响 in the fan book (issue 39: situational "一炮多响 … shown with the events that make
them, openable at the hand table"). It is no fan of any book, so each mahjong book has it as a
situation entry: searchable, with what the variant does with it — an example settlement from
the variant's own settle where it is allowed, the reason where it cannot happen — and, where
allowed, a deal at the hand table that ends in two wins on one discard.

Seeds: 四川 "一炮多响由放炮者坐庄" and "一炮多响，按玩家之间各自一对一计算金币"
(000, lines 41, 87);
永州 "允許一炮多響" (001, line 125); 大师游 "允許一炮多響" (002, line 65);
武汉 "不存在一炮多响的情况，按出牌顺序判断谁先胡牌" (000, line 24); 双人: a table of two."""

from __future__ import annotations

import doctest

import pytest

from widgets.engine.events import Discard, Win
from widgets.engine.why import speak
from widgets.practice.fan_book import at_table, several_winners
from widgets.practice.fan_book.book import fan_book
from widgets.practice.fan_book.build import VARIANTS
from widgets.practice.fan_book.option_shows import payment_lines
from widgets.practice.fan_book.search import rules
from widgets.practice.fan_book.several_winners import find_situations
from widgets.ui import FanBook, HandTable

KEY = several_winners.KEY
ALLOWED = ["sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu", "yongzhou"]
DEALT = ALLOWED


def test_doctests():
    result = doctest.testmod(several_winners)
    assert result.failed == 0 and result.attempted > 0


def test_every_book_has_the_entry_found_by_zh_en_and_pinyin():
    assert set(ALLOWED) | {"wuhan", "shuangren"} == set(VARIANTS)
    for v in VARIANTS:
        book = fan_book(v)
        for q in ("一炮多响", "several sounds", "Yī pào duō", "yipao", "several winners"):
            assert [s.key for s in find_situations(book, q)] == [KEY], (v, q)
        assert find_situations(book, "清一色") == []


@pytest.mark.parametrize("variant", ALLOWED)
def test_allowed_the_discarder_pays_both_winners_by_the_variants_settle(variant):
    s = several_winners.situation(fan_book(variant))
    assert s.allowed
    discard = s.events[0]
    wins = [e for e in s.events if isinstance(e, Win)]
    assert isinstance(discard, Discard) and len(wins) == 2
    assert {(w.tile, w.from_seat) for w in wins} == {(discard.tile, discard.seat)}
    assert len({w.seat for w in wins}) == 2
    # the lines are the variant's own settlement of those events, not typed in
    assert s.lines == payment_lines(rules(variant).settle(list(s.events)))
    pays = [ln.key for ln in s.lines if ln.key[0] != "net"]
    assert {(p[0], p[1]) for p in pays} == {(discard.seat, w.seat) for w in wins}
    net = dict(s.lines[-1].key[1])
    assert net[discard.seat] == -sum(p[2] for p in pays) < 0
    assert s.rule.zh and str(s.rule) and s.setting.zh


@pytest.mark.parametrize("variant,words", [("wuhan", "不存在一炮多响"), ("shuangren", "2")])
def test_not_allowed_the_book_says_why(variant, words):
    book = fan_book(variant)
    s = several_winners.situation(book)
    assert not s.allowed and not s.lines and not s.events
    assert words in s.rule.zh and words in str(s.rule) and s.rule.zh != str(s.rule)
    assert at_table.deal(book, KEY) is None and at_table.not_here(book, KEY) == s.rule


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_widget_shows_the_entry_with_its_events_and_settlement(lang):
    book = FanBook("yongzhou", lang=lang)
    book.handle({"kind": "search", "text": "一炮多响"})
    row = next(r for r in book.view["list"] if r["key"] == KEY)
    assert row["situational"] and not row["missing"]
    fan = book.view["fan"]
    assert fan["key"] == KEY and fan["zh"] == "一炮多响" and fan["example"]
    s = several_winners.situation(book.book)
    assert fan["exclusion"].endswith(speak(s.rule, lang))
    assert fan["example"]["events"][0]["label"] == speak(s.setting, lang)
    assert [ln["name"] for ln in fan["example"]["score"]["lines"]] == [
        ln.say(lang) for ln in s.lines[:-1]]
    assert book.view["at_table"]
    book.handle({"kind": "show", "which": "miss"})
    assert book.message["level"] == "warning"
    book.handle({"kind": "lab"})
    assert book.message["level"] == "info" and book.view["lab_code"].startswith("hl")
    wuhan = FanBook("wuhan", key=KEY, lang=lang)
    assert wuhan.view["fan"]["example"] is None and not wuhan.view["at_table"]
    assert "不存在一炮多响" in wuhan.view["at_table_not"] in wuhan.view["fan"]["exclusion"]
    wuhan.handle({"kind": "table"})
    assert wuhan.message["level"] == "warning" and "一炮多响" in wuhan.message["text"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_dashiyou_is_dealt_at_a_table_with_its_swap_off(lang):
    # 大师游 deals 换三张 first (rules/mahjong.md §5.2), which would break the two ready hands
    dealt = at_table.deal(fan_book("dashiyou-xueliu"), KEY)
    assert dealt["options"] == {"exchange": False}
    book = FanBook("dashiyou-xueliu", key=KEY, lang=lang)
    book.handle({"kind": "table"})
    assert "options={'exchange': False}" in book.view["lab_code"]
    swapping = HandTable("dashiyou-xueliu", seed=1, lang=lang, record=False)
    linked = FanBook("dashiyou-xueliu", key=KEY, table=swapping, lang=lang)
    linked.handle({"kind": "table"})
    assert linked.message["level"] == "warning" and "换三张" in linked.message["text"]
    assert not swapping.view["scenario"]["active"]  # the table was not dealt it


@pytest.mark.parametrize("variant", DEALT)
def test_played_at_the_table_two_win_on_the_dealers_first_discard(variant):
    """Through the widgets: the book deals at a linked table, the learner clicks Win; the
    table's own record shows two wins on that discard, each paid by the discarder."""
    for lang, seat in (("en", 0), ("zh", 1)):
        room = {"exchange": False} if variant == "dashiyou-xueliu" else {}  # no 换三张
        table = HandTable(variant, seed=3, human=seat, lang=lang, record=False, options=room)
        book = FanBook(variant, key=KEY, table=table, lang=lang)
        book.handle({"kind": "table"})
        assert book.message["level"] == "info", book.message
        for _ in range(4):  # the learner's decisions up to the claim: 定缺 where asked, Win
            d = table.game.pending()
            assert d is not None
            move = at_table.next_move(table.game, d, [], seat)
            table.handle({"kind": "act", "index": d.options.index(move)})
            assert table.message["level"] in ("", "info"), table.message
            if move.kind == "win":
                break
        events = table.game.events
        first = next(i for i, e in enumerate(events) if isinstance(e, Discard))
        wins = [(i, e) for i, e in enumerate(events) if isinstance(e, Win)][:2]
        assert [i for i, _ in wins] == [first + 1, first + 2], [str(e) for e in events[:12]]
        assert wins[0][1].seat == seat and wins[1][1].seat != seat
        assert {(e.tile, e.from_seat) for _, e in wins} == {(events[first].tile,
                                                            events[first].seat)}
        for i, e in wins:
            paid = [p for p in table.view["payments"] if p["step"] == i + 1]
            assert paid and {p["payee"] for p in paid} == {e.seat}, table.view["payments"]
            assert {p["payer"] for p in paid} == {events[first].seat}
