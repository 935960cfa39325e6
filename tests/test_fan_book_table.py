"""The fan book's "Play it at the table" (issue 39: situational fans "openable at the hand
table"): a situational fan's example is dealt as a teacher's scenario — with the automatic
seats' moves scripted where the fan needs another seat's (人胡, 抢杠, 杠上炮, 武汉's 杠上花) and
the wall played down where it needs the wall's end (海底, 自摸) — and, played as the learner
would, the hand table's own Win scores that fan, in each variant whose book has it. Every
situational fan is either dealt so or listed with why it is not (at_table.NOT_HERE)."""

from __future__ import annotations

import doctest

import pytest

from widgets.engine.situation import Situation
from widgets.engine.why import Why, speak
from widgets.practice.fan_book import at_table
from widgets.practice.fan_book.book import fan_book
from widgets.practice.fan_book.build import VARIANTS
from widgets.ui import FanBook, HandTable

SITUATIONAL = [(v, e.key) for v in VARIANTS for e in fan_book(v).entries if e.situational]
DEALT = [(v, k) for v, k in SITUATIONAL if at_table.deal(fan_book(v), k)]
# the fans a deal gives through the automatic seats' scripted moves, a played-down wall or
# the learner's own moves (a 碰, 报听 …)
SCRIPTED = [(v, k) for v, k in DEALT
            if {"moves", "wall"} & set(at_table.deal(fan_book(v), k)["scenario"])
            or at_table.deal(fan_book(v), k)["steps"]]


def test_doctests():
    result = doctest.testmod(at_table)
    assert result.failed == 0 and result.attempted > 0


def test_every_situational_fan_is_dealt_or_says_why_not():
    for v, k in SITUATIONAL:
        dealt, why = at_table.deal(fan_book(v), k), at_table.not_here(fan_book(v), k)
        assert (dealt is None) != (why is None), (v, k)
        if why is not None:  # said in both languages, not one copied into the other
            assert why.zh and str(why) and why.zh != str(why)
    assert set(at_table.NOT_HERE) <= set(SITUATIONAL)  # no stale entry


def test_the_issues_fans_are_dealt():
    # the issue's 天胡/地胡/人胡, 杠上开花, 杠上炮, 抢杠, 海底, where the example holds no claim
    assert {("sichuan-xuezhan", "dihu"), ("sichuan-xueliu", "dihu"), ("shuangren", "renhu"),
            ("yongzhou", "renhe"), ("sichuan-xuezhan", "qiangganghu"),
            ("sichuan-xueliu", "qiangganghu"), ("sichuan-xuezhan", "gangshangpao"),
            ("sichuan-xueliu", "gangshangpao"), ("sichuan-xuezhan", "haidilaoyue"),
            ("sichuan-xueliu", "haidilaoyue"), ("wuhan", "gangshanghua"),
            ("sichuan-xuezhan", "zimo"), ("yongzhou", "zimo"), ("wuhan", "qiangganghu"),
            ("wuhan", "zimo"), ("wuhan", "hongzhonggang"), ("wuhan", "laizigang"),
            ("wuhan", "haidilao"), ("shuangren", "tianting"), ("shuangren", "lizhi"),
            ("shuangren", "zimo"), ("shuangren", "qiangganghu"), ("shuangren", "buqiuren"),
            ("shuangren", "sananke")} <= set(SCRIPTED)
    assert {("sichuan-xuezhan", "tianhu"), ("shuangren", "dihu"), ("yongzhou", "dihe"),
            ("sichuan-xueliu", "gangshanghua")} <= set(DEALT)


def _won(variant: str, key: str, game, seat: int) -> bool:
    wins = [e for e in game.events if type(e).__name__ == "Win"]
    assert wins and wins[0].seat == seat, [str(e) for e in game.events[-6:]]
    # scored as the table scores it: 武汉's 海底捞 reads the tiles left (wall_remaining)
    return fan_book(variant).rules.score(wins[0].hand, Situation(**wins[0].situation)).has(key)


@pytest.mark.parametrize("variant,key", DEALT, ids=[f"{v}-{k}" for v, k in DEALT])
def test_played_at_the_table_the_win_scores_the_fan(variant, key):
    seat = 1 if key in ("dihu", "dihe") else 0  # another seat than the default one too
    dealt = at_table.deal(fan_book(variant), key, seat)
    assert _won(variant, key, at_table.play_out(variant, dealt), seat)


@pytest.mark.parametrize("variant,key", SCRIPTED, ids=[f"{v}-{k}" for v, k in SCRIPTED])
def test_clicked_at_a_linked_table_the_win_scores_the_fan(variant, key):
    """Through the widgets, as the learner clicks: the book deals at the table, the table's
    buttons are pressed; the win is the learner's, and the table pays it."""
    for lang, seat in (("en", 0), ("zh", 1)):
        table = HandTable(variant, seed=2, human=seat, lang=lang, record=False)
        book = FanBook(variant, key=key, table=table, lang=lang)
        book.handle({"kind": "table"})
        assert book.message["level"] == "info", book.message
        dealt = at_table.deal(book.book, key, seat)
        assert speak(dealt["tell"], lang) in book.message["text"]
        steps = at_table.steps_of(dealt)
        for _ in range(24):
            d = table.game.pending()
            if d is None:
                break
            move = at_table.next_move(table.game, d, steps, seat)
            table.handle({"kind": "act", "index": d.options.index(move)})
            assert table.message["level"] in ("", "info"), table.message
            if move.kind == "win":
                break
        assert _won(variant, key, table.game, seat)
        win = next(i for i, e in enumerate(table.game.events) if type(e).__name__ == "Win")
        paid = [p for p in table.view["payments"] if p["step"] == win + 1]
        assert paid and {p["payee"] for p in paid} == {seat}, table.view["payments"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_widget_deals_at_a_linked_table_or_gives_the_line(lang):
    book = FanBook("sichuan-xuezhan", key="gangshanghua", lang=lang)
    assert book.view["at_table"] and not book.view["at_table_not"]
    book.handle({"kind": "table"})
    line = book.view["lab_code"]
    assert line.startswith("HandTable('sichuan-xuezhan', human=0, scenario=")
    table = HandTable("shuangren", seed=1, human=0, lang=lang, record=False)
    linked = FanBook("shuangren", key="tianhu", table=table, lang=lang)
    linked.handle({"kind": "table"})
    kinds = {o["kind"] for o in table.view["decision"]["options"]}
    assert "win" in kinds or "declare" in kinds, table.view["decision"]
    linked.handle({"kind": "select", "key": "qingyise"})
    assert not linked.view["at_table"] and not linked.view["at_table_not"]
    linked.handle({"kind": "table"})
    assert linked.message["level"] == "warning"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_fan_not_dealt_shows_why_instead_of_the_button(lang, monkeypatch):
    # every situational fan is dealt now: the book's own example of 双人's 海底捞月 (a 吃, then
    # the wall's end) is not, and a reason listed for it shows in place of the button
    why = Why("例牌不能在牌桌上安排", "The example cannot be arranged at the table")
    monkeypatch.setattr(at_table, "TABLE_HANDS", {})
    monkeypatch.setattr(at_table, "NOT_HERE", {("shuangren", "haidilaoyue"): why})
    book = FanBook("shuangren", key="haidilaoyue", lang=lang)
    assert not book.view["at_table"]
    assert book.view["at_table_not"] == (why.zh if lang == "zh" else str(why))
    book.handle({"kind": "table"})
    assert book.message["level"] == "warning"


def test_a_bad_table_is_refused():
    with pytest.raises(TypeError, match="hand table"):
        FanBook("wuhan", table=3)
    with pytest.raises(ValueError, match="lab="):
        FanBook("doudizhu", table=HandTable("wuhan", record=False))
