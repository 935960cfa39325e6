"""Issue 33 item 2: a learner has no ruling file, so no widget sends a ruling id (R-S12, P-X9,
[REC] §3.6, A5) in the text it shows; the id, where a widget shows one on purpose, goes under
a ``ruling`` key (the page's tooltip). Every widget kind is walked through the states of
tests/test_zh_mode.py (refusals, 不计, options, verdicts, settlement, feedback) and the played
card tables through whole hands, in zh and en; every label is scanned too."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from test_zh_mode import STATES

from widgets.ui import OddsLab, PaohuziTable
from widgets.ui.shared.labels import LABELS
from widgets.ui.shared.plain_text import RULING_ID, ids_in, plain, plain_view
from widgets.ui.tables.sanzhang_table import SanzhangTable
from widgets.ui.tables.tuitongzi_table import TuitongziTable


def _played(t: Any, choose: str = "value") -> Iterator[Any]:
    """A played card table through a hand: hints, a refused intent, every decision."""
    yield t
    for _ in range(300):
        d = t.view.get("decision") or {}
        buttons = [b for b in d.get("buttons", []) if b.get("kind") == "choose"]
        t.handle({"kind": "hint"})
        yield t
        if d.get("stage") == "discard":
            card = next(c for s in t.view["seats"] for c in s.get("cards", [])
                        if c.get("playable"))
            t.handle({"kind": "discard", "card": card["id"]})
        elif buttons:
            t.handle({"kind": "choose", choose: buttons[0].get(choose)})
        elif d.get("stage") == "bet":
            t.handle({"kind": "bet", "position": 1, "amount": 100})
        else:
            break
        yield t
    t.handle({"kind": "play"})  # refused, or a hand that is over
    yield t


def _more_states(lang: str) -> Iterator[Any]:
    yield from _played(PaohuziTable(seed=3, human=0, lang=lang), "index")
    yield from _played(SanzhangTable(seed=3, human=0, lang=lang, players=4))
    yield from _played(TuitongziTable(seed=5, human=0, lang=lang))
    for game in ("dafengshou", "tuitongzi", "sanzhang", "mahjong"):
        lab = OddsLab(game, lang=lang)
        yield lab
        lab.simulate(300)
        yield lab


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("name", sorted(STATES) + ["played card tables, odds lab"])
def test_no_widget_sends_a_ruling_id_in_its_text(name, lang):
    found = set()
    states = (w for w, _ in STATES[name](lang)) if name in STATES else _more_states(lang)
    for widget in states:
        for part in ("view", "message"):
            for i in ids_in(getattr(widget, part)):
                found.add((part, i))
    assert not found, sorted(found)[:20]


def test_no_label_holds_a_ruling_id():
    texts = [(key, text) for key, pair in LABELS.items() for text in pair
             if isinstance(text, str)]
    assert len(texts) > 500
    assert [(k, t) for k, t in texts if RULING_ID.search(t)] == []


@pytest.mark.parametrize("text, shown", [
    ("the leader may not pass ([REC] §3.6)", "the leader may not pass"),
    ("Whoever wins deals: North won first (R-S12)", "Whoever wins deals: North won first"),
    ("胡牌的人坐庄：北家先胡（R-S12）", "胡牌的人坐庄：北家先胡"),
    ("a 王 never goes on the table (P-PH2): it stays", "a 王 never goes on the table: it stays"),
    ("剩下两人以上时才能比牌（[REC] §5.6；只剩两人时任何一轮都行）",
     "剩下两人以上时才能比牌（只剩两人时任何一轮都行）"),
    ("first (seed 二.2; P-DD1)", "first (seed 二.2)"),
    ("odds follow the winner's hand (A5, digest)", "odds follow the winner's hand"),
    ("[555p,2] 4p (3 tiles, A-2-3)", "[555p,2] 4p (3 tiles, A-2-3)"),  # notation stays
])
def test_plain_drops_the_ids_and_keeps_the_words(text, shown):
    assert plain(text) == shown


def test_a_ruling_key_keeps_its_id_for_the_tooltip():
    view = {"refused": [{"reason": "no 碰 (R-S1)", "ruling": "R-S1"}], "code": "P-X1"}
    assert plain_view(view) == {"refused": [{"reason": "no 碰", "ruling": "R-S1"}],
                                "code": "P-X1"}
    assert ids_in(view) == ["R-S1"] and ids_in(plain_view(view)) == []
