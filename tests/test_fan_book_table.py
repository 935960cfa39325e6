"""The fan book's "Play it at the table" (issue 39: situational fans "openable at the hand
table"): a situational fan's example is dealt as a teacher's scenario, and played as the
learner would (定缺, the kong, the win), the hand table's own Win scores that fan — 天胡 (won
on the deal), 地胡 (the first draw of the seat after the dealer), 杠上开花 (the replacement
after a kong) in each variant whose example a deal can give."""

from __future__ import annotations

import doctest

import pytest

from widgets.engine.situation import Situation
from widgets.practice.fan_book import at_table
from widgets.practice.fan_book.book import fan_book
from widgets.practice.fan_book.build import VARIANTS
from widgets.ui import FanBook, HandTable

DEALT = [(v, e.key) for v in VARIANTS for e in fan_book(v).entries
         if at_table.deal(fan_book(v), e.key)]


def test_doctests():
    result = doctest.testmod(at_table)
    assert result.failed == 0 and result.attempted > 0


def test_the_fans_a_deal_can_give_are_dealt():
    keys = {k for _, k in DEALT}
    assert {"tianhu", "gangshanghua", "dihu", "tianhe", "dihe"} <= keys
    assert ("sichuan-xuezhan", "haidilaoyue") not in DEALT  # needs the whole wall played


@pytest.mark.parametrize("variant,key", DEALT, ids=[f"{v}-{k}" for v, k in DEALT])
def test_played_at_the_table_the_win_scores_the_fan(variant, key):
    book = fan_book(variant)
    dealt = at_table.deal(book, key)
    game = at_table.play_out(variant, dealt)
    wins = [e for e in game.events if type(e).__name__ == "Win"]
    assert wins and wins[0].seat == dealt["human"]
    sit = {k: v for k, v in wins[0].situation.items() if k != "wall_remaining"}
    score = book.rules.score(wins[0].hand, Situation(**sit))
    assert score.has(key), (wins[0], [line.key for line in score.lines])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_widget_deals_at_a_linked_table_or_gives_the_line(lang):
    book = FanBook("sichuan-xuezhan", key="gangshanghua", lang=lang)
    assert book.view["at_table"]
    book.handle({"kind": "table"})
    line = book.view["lab_code"]
    assert line.startswith("HandTable('sichuan-xuezhan', human=0, scenario=")
    table = HandTable("shuangren", seed=1, human=0, lang=lang, record=False)
    linked = FanBook("shuangren", key="tianhu", table=table, lang=lang)
    linked.handle({"kind": "table"})
    kinds = {o["kind"] for o in table.view["decision"]["options"]}
    assert "win" in kinds or "declare" in kinds, table.view["decision"]
    linked.handle({"kind": "select", "key": "qingyise"})
    assert not linked.view["at_table"]
    linked.handle({"kind": "table"})
    assert linked.message["level"] == "warning"


def test_a_bad_table_is_refused():
    with pytest.raises(TypeError, match="hand table"):
        FanBook("wuhan", table=3)
    with pytest.raises(ValueError, match="lab="):
        FanBook("doudizhu", table=HandTable("wuhan", record=False))
