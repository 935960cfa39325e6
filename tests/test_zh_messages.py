"""中文 mode reaches the message line (issue 19, "A complete 中文 mode"): an intent a widget
refuses — a stale index after a quick double click, a meld the builder cannot make, a bad
value typed in a field, a pasted line that is not a saved hand, or a message with a field
missing or of the wrong type — says why in Chinese in a zh widget. Only ids stay Latin: the
intent's kind and field names, the keys it accepts, Python's type names.

The words are found as tests/test_zh_mode.py finds them (``english_words``).
"""

from __future__ import annotations

from itertools import chain

import pytest
from test_zh_mode import english_words

from widgets.ui import (
    CardTable,
    Compare,
    Drill,
    Exercise,
    FanBook,
    HandLab,
    HandTable,
    OddsLab,
    SettleLab,
    TileChart,
)

WIDGETS = {
    "HandLab": lambda: HandLab("sichuan-xuezhan", "123m456m789m11p23p", lang="zh"),
    "HandLab-wuhan": lambda: HandLab("wuhan", "123m456m789m11p23p", lang="zh"),
    "CardTable-paohuzi": lambda: CardTable("paohuzi", hand="x123 d2710", lang="zh"),
    "CardTable-doudizhu": lambda: CardTable("doudizhu", hand="3334445556B", lang="zh"),
    "CardTable-sanzhang": lambda: CardTable("sanzhang", lang="zh"),
    "CardTable-tuitongzi": lambda: CardTable("tuitongzi", lang="zh"),
    "Drill": lambda: Drill("sichuan-xuezhan", n=3, seed=3, lang="zh"),
    "Exercise-waits": lambda: Exercise.waits("sichuan-xuezhan", "1112345678999m", lang="zh"),
    "Exercise-claim": lambda: Exercise.claim("sichuan-xuezhan", "11m456m789m23p555p", "1p", 1,
                                             lang="zh"),
    "Exercise-score": lambda: Exercise.score("sichuan-xuezhan", "1122334455667m +7m",
                                             lang="zh"),
    "HandTable": lambda: HandTable("sichuan-xuezhan", 3, human=0, lang="zh"),
    "OddsLab": lambda: OddsLab(lang="zh"),
    "TileChart": lambda: TileChart(lang="zh"),
    "Compare": lambda: Compare("1111m222m333m4m", lang="zh"),
    "FanBook": lambda: FanBook("sichuan-xuezhan", key="zimo", lang="zh"),
    "FanBook-sanzhang": lambda: FanBook("sanzhang", key="baozi", lang="zh"),
    "SettleLab": lambda: SettleLab(lang="zh"),
}
FIELDS = ("tile", "index", "text", "key", "value", "meld_kind", "source", "from_seat", "card",
          "claim", "to", "option", "slot", "pattern", "name", "seat", "position")
BAD = (None, "zz", 99, -1, [1])
LEARNER = [  # what a learner's clicks and typing can send: a stale index, a meld the builder
    # cannot make, a bad count in a field, a pasted line that is not a saved hand
    {"kind": "remove", "index": 40}, {"kind": "unmeld", "index": 3},
    {"kind": "meld", "meld_kind": "chi", "tile": "8m", "source": 1},
    {"kind": "meld", "meld_kind": "chi", "tile": "5z", "source": 1},
    {"kind": "meld", "meld_kind": "pon", "tile": "1f", "source": 1},
    {"kind": "meld", "meld_kind": "pon", "tile": "5m", "source": 7},
    {"kind": "set_situation", "key": "wall_remaining", "value": -1},
    {"kind": "set_situation", "key": "wall_remaining", "value": "x"},
    {"kind": "set_situation", "key": "seat_wind", "value": 5},
    {"kind": "text", "text": "123m | wall_remaining"}, {"kind": "text", "text": "123m | foo"},
    {"kind": "add", "tile": "0m"}, {"kind": "claim_tile", "tile": "4p", "from_seat": 5},
    {"kind": "load", "text": "not json"}, {"kind": "load", "text": "{}"},
    {"kind": "load", "text": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["},
    {"kind": "step", "to": 100_000}, {"kind": "settings", "n": 0},
    {"kind": "pick", "pattern": "[x123]"}, {"kind": "toggle", "name": "self_drawn", "value": 1},
]
# ids a message may name: intent kinds and fields, the keys a field takes, Python's types
IDS = {"None", "NoneType", "True", "bool", "dict", "float", "int", "list", "str", "true",
       "false", "null", "zh", "en", "normal", "large", "hand", "seen", "chi", "pon", "kong",
       "win", "pass", "direct", "added", "concealed", "peng", "pao", "wei", "chouwei", "ti",
       "banker", "challenger", "defender", "play", "previous", "table", "turned", "kinds",
       "level", "seed", "variant", "dafengshou", "tuitongzi", "sanzhang", "mahjong", "start",
       "back", "forward", "end", "choice", "number", "tiles", "JSON", "dealer", "indicator",
       "pictures", "characters",  # the display setting faces' values
       "which", "example", "miss", *FIELDS}  # the fan book's show intent: field, values


def _kinds(widget) -> list[str]:
    return sorted(widget.handlers())


class _Reads(dict):
    """An intent that notes which of its fields the widget looked at (``msg[f]``, ``.get``,
    ``in``, or listing its keys, as a refusal naming what it got does)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.read: set = set()

    def __getitem__(self, key):
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        self.read.add(key)
        return super().get(key, default)

    def __contains__(self, key):
        self.read.add(key)
        return super().__contains__(key)

    def __iter__(self):
        self.read.update(self.keys())
        return super().__iter__()


def _intents(widget):
    """Every kind bare, then each field with each bad value. A field the widget did not look
    at when it got the first bad value is one its handler never reads: the other values take
    the bare intent's path again (for the hand table, a new hand dealt each time), so they
    are not sent."""
    for kind in _kinds(widget):
        yield {"kind": kind}
        for field in FIELDS:
            first = _Reads({"kind": kind, field: BAD[0]})
            yield first
            if field in first.read:
                for value in BAD[1:]:
                    yield {"kind": kind, field: value}
    yield from LEARNER


@pytest.mark.parametrize("name", sorted(WIDGETS))
def test_a_refused_intent_says_why_in_chinese(name):
    widget = WIDGETS[name]()
    ids = IDS | set(_kinds(widget)) | {"nope"}
    english, refused = {}, 0
    for msg in chain(_intents(widget), [{"kind": "nope"}]):  # lazily: _intents reads replies
        widget.handle(msg)
        text = widget.message.get("text", "")
        if widget.message.get("level") in ("warning", "error"):
            refused += 1
        words = [w for w in english_words(text) if w not in ids]
        if words:
            english.setdefault(" ".join(sorted(set(words))), (msg, text))
    assert refused > 20, refused  # the intents were refused, so their messages were read
    assert not english, "English on a zh message line:\n" + "\n".join(
        f"  {words}: {text!r} <- {msg}" for words, (msg, text) in english.items())


def test_the_check_would_catch_an_english_message():
    lab = WIDGETS["HandLab"]()
    lab.handle({"kind": "remove", "index": 40})
    assert lab.message["text"].startswith("手牌里没有第 40 张"), lab.message
    lab.handle({"kind": "lang", "value": "en"})
    lab.handle({"kind": "remove", "index": 40})
    words = english_words(lab.message["text"])
    assert {"no", "hand", "at"} <= set(words), words
