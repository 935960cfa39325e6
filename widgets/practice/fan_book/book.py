"""A variant's fan book: every fan of its table with its names, value, 不计 list, the
example hand the search found (:mod:`.search`, shipped as ``data/<variant>.json`` by
:mod:`.build`), that example's near miss and why it misses, and each rule option on a hand
it changes.

>>> book = fan_book("sichuan-xuezhan")
>>> e = book.entry("qingyise")
>>> e.zh, e.value, book.score_example("qingyise").has("qingyise")
('清一色', 4, True)
>>> book.score_miss("qingyise").has("qingyise")
False
>>> [x.key for x in book.find("qing yi")]
['qingyise']
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ...engine.fans import GROUP_ZH
from ...engine.results import Score
from ...engine.rules import MahjongRules
from ...engine.why import Why
from . import option_shows
from .search import FLAGS, gone, rules, try_score

DATA = Path(__file__).parent / "data"
MAX_QUERY = 40  # a fan's longest name is far shorter


@dataclass(frozen=True)
class Shown:
    """A hand the book shows: its text, the situation it is won in, the rule options it
    needs (a fan only one room option has), the tiles that make the fan."""

    hand: str
    situation: dict[str, Any]
    options: dict[str, Any]
    marked: tuple[str, ...] = ()
    change: dict[str, str] | None = None  # a near miss: what changed from the example
    nearer: Why | None = None  # a near miss that changes a whole set: why no one tile does

    @property
    def events(self) -> tuple[str, ...]:
        """The situation flags that are events of the hand (自摸, 杠上, 海底 …), in order."""
        keys = FLAGS + ("red_kongs", "wild_kongs")
        return tuple(k for k in keys if self.situation.get(k))


@dataclass(frozen=True)
class Entry:
    """One fan of the book."""

    key: str
    zh: str
    en: str
    value: int
    adds: bool
    group: str | None
    excludes: tuple[str, ...]
    excluded_by: tuple[str, ...]
    ruling: str | None
    example: Shown | None
    miss: Shown | None
    no_miss: Why | None = None  # why the book has no near miss (reasons.NO_MISS)

    @property
    def situational(self) -> bool:
        """Made by events of the hand rather than its tiles: its example's only tile mark
        is the winning tile and it has events."""
        return bool(self.example and self.example.events and len(self.example.marked) == 1)


@dataclass(frozen=True)
class OptionExample:
    """A rule option, one of its other values, and a book hand that value scores otherwise
    in ``room`` (other options both sides share; none where the option changes no hand's
    score: a payment or play option, shown by :mod:`.option_shows`)."""

    name: str
    default: Any
    value: Any
    hand: str | None
    situation: dict[str, Any]
    room: dict[str, Any] = field(default_factory=dict)


def normal(text: str) -> str:
    """A name or query as the search compares it: lower case, no tone marks, no spaces or
    punctuation (so 'Qīng yī-sè' finds qingyise).

    >>> normal("Qīng yī-sè")
    'qingyise'
    """
    text = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in text if c.isalnum() and not unicodedata.combining(c))


class Book:
    """The fan book of one variant (:func:`fan_book`)."""

    def __init__(self, variant: str, data: dict[str, Any]):
        self.variant = variant
        self.rules = rules(variant)
        fans = {f.key: f for f in self.rules.fans}
        by: dict[str, list[str]] = {}
        for f in self.rules.fans:
            for k in f.excludes:
                by.setdefault(k, []).append(f.key)
        rows = {row["key"]: row for row in data["fans"]}
        self.entries: tuple[Entry, ...] = tuple(
            self._entry(fans[k], rows.get(k, {}), tuple(by.get(k, ()))) for k in fans)
        self._by_key = {e.key: e for e in self.entries}
        self.options = tuple(OptionExample(o["name"], getattr(self.rules.options, o["name"]),
                                           o["value"], o["hand"], o["situation"],
                                           o.get("room") or {})
                             for o in data["options"])

    def __repr__(self) -> str:
        return f"fan_book({self.variant!r})"

    @staticmethod
    def _entry(fan: Any, row: dict[str, Any], excluded_by: tuple[str, ...]) -> Entry:
        example = miss = None
        if row.get("hand"):
            opts = row.get("options") or {}
            example = Shown(row["hand"], row["situation"], opts, tuple(row["marked"]))
            if row.get("miss"):
                m = row["miss"]
                nearer = m.get("nearer")
                miss = Shown(m["hand"], m["situation"], opts, (), m["change"],
                             Why(nearer["zh"], nearer["en"]) if nearer else None)
        none = row.get("no_miss")
        return Entry(fan.key, fan.zh, fan.en, fan.value, fan.adds, fan.group, fan.excludes,
                     excluded_by, fan.ruling, example, miss,
                     Why(none["zh"], none["en"]) if none else None)

    def entry(self, key: str) -> Entry:
        """The entry of fan ``key``; ValueError naming the variant's fans otherwise."""
        if not isinstance(key, str) or key not in self._by_key:
            raise ValueError(Why(f"{self.rules.zh}没有番种 {key!r:.40}",
                                 f"{self.variant} has no fan {key!r:.40}; its fans: "
                                 f"{', '.join(self._by_key)}"))
        return self._by_key[key]

    def find(self, query: str) -> list[Entry]:
        """The entries whose Chinese or English name, or pinyin (the key), holds ``query``
        (see :func:`normal`); every entry for an empty query. ValueError for a query that is
        not text or is longer than any name."""
        if not isinstance(query, str):
            raise ValueError(Why(f"搜索的应是文字，不是 {type(query).__name__}",
                                 f"a search is text, not {type(query).__name__}"))
        if len(query) > MAX_QUERY:
            raise ValueError(Why(f"搜索太长（{len(query)} 个字），最多 {MAX_QUERY} 个",
                                 f"search too long ({len(query)} characters; at most "
                                 f"{MAX_QUERY})"))
        q = normal(query)
        if not q:
            return list(self.entries)
        return [e for e in self.entries
                if q in normal(e.zh) or q in normal(e.en) or q in e.key]

    def rules_of(self, shown: Shown) -> MahjongRules:
        """The rules a shown hand is scored under (the variant, with the hand's options)."""
        return rules(self.variant, **shown.options) if shown.options else self.rules

    def _score(self, shown: Shown | None) -> Score | None:
        if shown is None:
            return None
        return try_score(self.rules_of(shown), shown.hand, shown.situation)

    def score_example(self, key: str) -> Score | None:
        """The example hand's score (None: the search found no example)."""
        return self._score(self.entry(key).example)

    def score_miss(self, key: str) -> Score | None:
        """The near miss's score (None: none was found)."""
        return self._score(self.entry(key).miss)

    def why_miss(self, key: str) -> Why | None:
        """Why the near miss does not score the fan: struck (不计) with the reason, or
        gone."""
        e = self.entry(key)
        score = self.score_miss(key)
        if score is None:
            return None
        for x in score.excluded:
            if x.key == key:
                zh = x.reason.zh if isinstance(x.reason, Why) else x.reason
                return Why(f"{e.zh}还在，但不计：{zh}",
                           f"{e.en} is there but not counted: {x.reason}")
        assert gone(score, key)
        return Why(f"这手牌没有{e.zh}", f"this hand has no {e.en} ({e.zh})")

    def exclusion_text(self, e: Entry) -> Why:
        """What 不计 means for this fan, in words."""
        parts_zh, parts_en = [], []
        if e.excludes and e.group == "special":  # 永州: "這些特殊牌型不再疊加其他番種"
            parts_zh.append(f"{e.zh}是特殊牌型：不再叠加其他番种，别的番都不计")
            parts_en.append(f"{e.en} is a special hand: it takes no other fan, every other fan "
                            "is left uncounted")
        elif e.excludes:
            names = [self._by_key[k] for k in e.excludes if k in self._by_key]
            listed = "、".join(n.zh for n in names)
            parts_zh.append(f"计{e.zh}时，{listed}不再另计（{e.zh}已包含它们）")
            parts_en.append(f"when {e.en} counts, {', '.join(f'{n.en} ({n.zh})' for n in names)}"
                            f" {'is' if len(names) == 1 else 'are'} not counted again: "
                            f"{e.en} already includes {'it' if len(names) == 1 else 'them'}")
        if e.group and e.group != "special":
            group_zh = GROUP_ZH.get(e.group, e.group)
            parts_zh.append(f"它是{group_zh}之一：一手牌只计最大的一种{group_zh}")
            parts_en.append(f"it is one {e.group}: a hand counts only its best {e.group}")
        if e.excluded_by:
            names = [self._by_key[k] for k in e.excluded_by]
            parts_zh.append(f"有{'、'.join(n.zh for n in names)}时它不计")
            parts_en.append(f"not counted when {', '.join(f'{n.en} ({n.zh})' for n in names)}"
                            " counts")
        if not parts_zh:
            return Why("不排除别的番，也不被别的番排除", "excludes no other fan and no fan "
                       "excludes it")
        return Why("；".join(parts_zh), "; ".join(parts_en))

    def option(self, name: str) -> OptionExample:
        """Option ``name``'s row; ValueError naming the variant's options otherwise."""
        o = next((o for o in self.options if o.name == name), None)
        if o is None:
            raise ValueError(Why(f"{self.rules.zh}没有规则选项 {name!r:.40}",
                                 f"{self.variant} has no option {name!r:.40}; its options: "
                                 f"{', '.join(x.name for x in self.options)}"))
        return o

    def option_scores(self, name: str) -> tuple[Score | None, Score | None]:
        """The option's example hand scored (in its room) with the option as it is and with
        its other value (both None where the option has no example hand)."""
        o = self.option(name)
        if not o.hand:
            return None, None
        return (try_score(rules(self.variant, **o.room), o.hand, o.situation),
                try_score(rules(self.variant, **o.room, **{name: o.value}), o.hand,
                          o.situation))

    def option_show(self, name: str) -> option_shows.OptionShow | None:
        """Option ``name`` shown on its example under both values: a book hand's score, a
        settlement or a play (:mod:`.option_shows`); None where none is found."""
        o = self.option(name)
        if not o.hand:
            return option_shows.show(self, name)
        setting = option_shows.hand_setting(self.variant, o.hand, o.situation, o.room)
        ex = option_shows.Example("score", dict(o.room), setting,
                                  position={"hand": o.hand, "situation": o.situation})
        return option_shows.OptionShow(
            name, o.default, o.value, ex,
            option_shows.outcome(self.variant, name, o.default, ex),
            option_shows.outcome(self.variant, name, o.value, ex))


@cache
def fan_book(variant: str) -> Book:
    """The fan book of a mahjong variant; ValueError naming the variants that have one."""
    path = DATA / f"{variant}.json" if isinstance(variant, str) else None
    if path is None or "/" in variant or not path.is_file():
        have = ", ".join(sorted(p.stem for p in DATA.glob("*.json")))
        raise ValueError(Why(f"没有 {variant!r:.40} 的番种书；有：{have}",
                             f"no fan book for {variant!r:.40}; books: {have}"))
    return Book(variant, json.loads(path.read_text(encoding="utf-8")))
