"""The fan book widget (:class:`FanBook`, issue 39; for a card game, its hand types book:
:mod:`.hand_types`): every fan of a mahjong variant, with its
names, value and 不计 list, the example hand the engine's search found with the tiles that
make the fan marked, a one-click "what if" (the nearest hand that does not score it, and
why), "Open in the lab", the variant's rule options each shown on a hand, and a search by
name (zh, en, pinyin).

>>> book = FanBook("sichuan-xuezhan", lang="en")
>>> book.handle({"kind": "select", "key": "qingyise"})
>>> book.view["fan"]["zh"], book.view["fan"]["example"]["score"]["lines"][0]["this"]
('清一色', True)
>>> book.handle({"kind": "search", "text": "seven"})
>>> [row["key"] for row in book.view["list"]]
['qidui', 'longqidui', 'qingqidui', 'qinglongqidui']
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import anywidget
import traitlets

from widgets.engine.why import Why, speak
from widgets.practice.fan_book import at_table, several_winners
from widgets.practice.fan_book.book import Book, Shown, fan_book
from widgets.practice.hand_types.book import BOOKS

from ..shared.assets import STATIC, static_esm
from ..shared.display import ShowsTiles
from ..shared.intents import Refused, Undoable, need
from ..shared.labels import LANGS, say
from ..shared.plain_text import PlainTexts
from . import view as fv
from .hand_types import HandTypesBook

WORDS = ("fb_search", "fb_search_hint", "fb_pick", "fb_value", "fb_pinyin", "fb_bujis",
         "fb_example", "fb_example_hint", "fb_no_example", "fb_events", "fb_no_events",
         "fb_lines", "fb_whatif", "fb_whatif_hint", "fb_back", "fb_miss", "fb_no_miss",
         "fb_lab", "fb_lab_hint", "fb_options", "fb_nearer", "fb_table", "fb_table_hint",
         "lang", "size", "undo", "redo")


@dataclass(frozen=True)
class BookState:
    """What the learner chose: the fan shown, the search text, example or near miss."""

    key: str = ""
    query: str = ""
    showing: str = "example"  # or "miss"
    code: str = ""  # the hand lab code "Open in the lab" gave, with no lab linked


class FanBook(PlainTexts, Undoable, ShowsTiles, anywidget.AnyWidget):
    """The fan book of ``variant`` (a mahjong variant id). ``key`` opens one fan, ``query``
    starts with a search; ``lab`` links a hand lab (any widget taking a ``code`` intent):
    "Open in the lab" then opens the example there, else the widget shows its code."""

    _esm = static_esm("fan_book.js")
    _css = "\n".join((STATIC / name).read_text(encoding="utf-8")
                     for name in ("paixue.css", "fan_book.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __new__(cls, variant: str = "sichuan-xuezhan", *args: Any, **kwargs: Any) -> Any:
        """A card game's book is its hand types (:class:`~.hand_types.HandTypesBook`); any
        other name than a mahjong variant's or a card game's is refused, naming both."""
        if isinstance(variant, str) and variant in BOOKS:
            return HandTypesBook(variant, *args, **kwargs)
        try:
            fan_book(variant)
        except ValueError as e:
            raise ValueError(Why(f"{speak(e, 'zh')}；牌型书：{'、'.join(BOOKS)}",
                                 f"{speak(e, 'en')}; hand types books: {', '.join(BOOKS)}")
                             ) from None
        return super().__new__(cls, variant, *args, **kwargs)

    def __init__(self, variant: str = "sichuan-xuezhan", key: str = "", query: str = "",
                 lang: str = "en", size: str | None = None, lab: Any = None,
                 table: Any = None, **kwargs: Any):
        super().__init__(**kwargs)
        self._check_choice("lang", lang, LANGS)
        self.book: Book = fan_book(variant)  # ValueError naming the books there are
        if key and key not in {s.key for s in several_winners.situations(self.book)}:
            self.book.entry(key)  # ValueError naming the variant's fans
        self.book.find(query)  # ValueError for a query that is not text or too long
        if lab is not None and not callable(getattr(lab, "handle", None)):
            raise TypeError(f"lab is a hand lab (a widget with handle()), not "
                            f"{type(lab).__name__}")
        if table is not None and not callable(getattr(table, "handle", None)):
            raise TypeError(f"table is a hand table (a widget with handle()), not "
                            f"{type(table).__name__}")
        self.lab = lab
        self.table = table  # "Open at the hand table" deals a situational fan's example there
        self._option_rows: dict[str, list[dict[str, Any]]] = {}
        self._state = BookState(key, query)
        self._ui = {"lang": lang, "size": self._first_size(size)}
        self._undo: list[Any] = []
        self._redo: list[Any] = []
        self.view = self._build(self._state, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def __repr__(self) -> str:
        return f"FanBook({self.book.variant!r})"

    def _check_choice(self, name: str, value: Any, allowed: tuple[str, ...]) -> None:
        if value not in allowed:
            raise ValueError(f"{name} is {' or '.join(allowed)}, not {value!r}")

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"select": self._select, "search": self._search, "show": self._show,
                "lab": self._lab, "table": self._table, "undo": self._undo_, "redo": self._redo_,
                "lang": self._ui_choice, "size": self._ui_choice, "faces": self._faces_}

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    # ---- intents ---------------------------------------------------------------------------

    def _refuse(self, e: ValueError) -> Refused:
        return Refused(speak(e, "en"), speak(e, "zh"))

    def _is_situation(self, key: str) -> bool:
        """``key`` is a situation entry's (一炮多响), not a fan's."""
        return any(s.key == key for s in several_winners.situations(self.book))

    def _select(self, msg: dict[str, Any]) -> tuple:
        key = need(msg, "key", "a fan's key", str)
        try:
            if not self._is_situation(key):
                self.book.entry(key)
        except ValueError as e:
            raise self._refuse(e) from None
        return replace(self._state, key=key, showing="example", code=""), self._ui

    def _search(self, msg: dict[str, Any]) -> tuple:
        text = need(msg, "text", "the search text", str)
        try:
            found = self.book.find(text) + several_winners.find_situations(self.book, text)
        except ValueError as e:
            raise self._refuse(e) from None
        if len(found) == 1 and found[0].key != self._state.key:  # one hit: open it
            return replace(self._state, query=text, key=found[0].key, showing="example",
                           code=""), self._ui
        return replace(self._state, query=text), self._ui

    def _show(self, msg: dict[str, Any]) -> tuple:
        which = need(msg, "which", "one of example, miss", str)
        if which not in ("example", "miss") or not self._state.key:
            raise Refused(f"show: which is example or miss, with a fan chosen, not {which!r:.40}",
                          f"show：which 取 example 或 miss（先选一个番种），不是 {which!r:.40}")
        if which == "miss" and (self._is_situation(self._state.key)
                                or self.book.entry(self._state.key).miss is None):
            raise Refused(say("fb_no_miss", "en"), say("fb_no_miss", "zh"))
        return replace(self._state, showing=which, code=""), self._ui

    def _lab(self, _msg: dict[str, Any]) -> tuple:
        lang = self._ui["lang"]
        code = self.lab_code(self._state.key, self._state.showing == "miss")
        if self.lab is not None:
            self.lab.handle({"kind": "code", "code": code})
            return self._state, self._ui, say("fb_lab_opened", lang)
        return replace(self._state, code=code), self._ui, say("fb_lab_code", lang)

    def _table(self, _msg: dict[str, Any]) -> tuple:
        """Deal the situational fan's example at a hand table: the linked one, or the line
        that makes one."""
        lang = self._ui["lang"]
        seat = self.table.view.get("human") if self.table is not None else 0
        dealt = at_table.deal(self.book, self._state.key, seat if isinstance(seat, int) else 0
                              ) if self._state.key else None
        if dealt is None:
            why = at_table.not_here(self.book, self._state.key) if self._state.key else None
            if why is not None:  # the book's own reason, as it shows it
                raise Refused(speak(why, "en"), speak(why, "zh"))
            raise Refused(say("fb_no_table", "en"), say("fb_no_table", "zh"))
        tell = speak(dealt["tell"], lang)
        room = dealt.get("options") or {}
        if self.table is not None and room:  # 大师游's 一炮多响: a table with 换三张 off
            have = getattr(getattr(self.table, "game", None), "options", {})
            if any(have.get(k) != v for k, v in room.items()):
                why = several_winners.exchange_off(self.book)
                raise Refused(speak(why, "en"), speak(why, "zh"))
        if self.table is not None:
            self.table.handle({"kind": "scenario", "text": json.dumps(dealt["scenario"])})
            return self._state, self._ui, say("fb_table_dealt", lang, tell=tell)
        # a table's position code would reopen it as a replay: the line deals it to be played
        line = (f"HandTable({self.book.variant!r}, human={dealt['human']}, "
                + (f"options={room!r}, " if room else "")
                + f"scenario={json.dumps(dealt['scenario'], ensure_ascii=False)})")
        return replace(self._state, code=line), self._ui, say("fb_table_line", lang, tell=tell)

    # ---- public ----------------------------------------------------------------------------

    def lab_code(self, key: str, miss: bool = False) -> str:
        """The hand lab position code of fan ``key``'s example (or near miss): paste it in a
        hand lab, or pass it as ``HandLab(code=…)``."""
        if key and self._is_situation(key):  # 一炮多响: its first winner's hand
            s = next(s for s in several_winners.situations(self.book) if s.key == key)
            if not s.allowed or miss:
                raise Refused(speak(s.rule, "en") if not s.allowed else say("fb_no_miss", "en"),
                              speak(s.rule, "zh") if not s.allowed else say("fb_no_miss", "zh"))
            return fv.lab_code(self.book, Shown(s.hand, {}, {}))
        e = self.book.entry(key) if key else None
        shown = None if e is None else e.miss if miss else e.example
        if shown is None:
            raise Refused(say("fb_pick", "en"), say("fb_pick", "zh"))
        return fv.lab_code(self.book, shown)

    # ---- view ------------------------------------------------------------------------------

    def _options(self, lang: str) -> list[dict[str, Any]]:
        """The rule options' rows (the same on every click: scored once per language)."""
        if lang not in self._option_rows:
            self._option_rows[lang] = fv.options_view(self.book, lang)
        return self._option_rows[lang]

    def _build(self, state: BookState, ui: dict[str, Any], undo: bool, redo: bool
               ) -> dict[str, Any]:
        lang, book = ui["lang"], self.book
        found = book.find(state.query)
        situations = several_winners.find_situations(book, state.query)
        labels = {k: say(k, lang) for k in WORDS}
        labels["title"] = say("fb_title", lang, variant=book.rules.zh if lang == "zh"
                              else book.rules.en)
        count = (say("fb_found_situations", lang, n=len(found), m=len(situations))
                 if situations else say("fb_found", lang, n=len(found)) if found else
                 say("fb_none_found", lang, query=state.query))
        return {"widget": "fanbook", "lang": lang, "size": ui["size"],
                "variant": book.variant, "labels": labels, "query": state.query,
                "count": count, "list": fv.list_rows(book, found, state.key, lang, situations),
                "fan": fv.situation_view(book, several_winners.situations(book)[0], lang)
                if self._is_situation(state.key) else
                fv.fan_view(book, state.key, state.showing, lang),
                "options": self._options(lang), "lab_linked": self.lab is not None,
                "at_table": bool(state.key and at_table.deal(book, state.key)),
                "at_table_not": speak(at_table.not_here(book, state.key), lang)
                if state.key and at_table.not_here(book, state.key) else "",
                "lab_code": state.code,
                "can_undo": undo, "can_redo": redo}
