"""The card games' fan book: :class:`HandTypesBook`, what ``FanBook("doudizhu")`` (and
``"sanzhang"``, ``"tuitongzi"``, ``"paohuzi"``: its groups and its 胡 types; ``"dafengshou"``:
its lamps) makes. Every hand type of the game with its zh and en names, its rank and how it
compares, the example the engine's search found drawn as cards (the cards that make the type
marked), which other types' examples it beats, a one-click "what if" (the nearest hand of
another type, one card away, and why), "Open in the lab" (a card table; 大丰收: an odds lab)
and a search by name (zh, en, pinyin, other names).

>>> book = HandTypesBook("doudizhu", lang="en")
>>> book.handle({"kind": "search", "text": "wangzha"})
>>> book.view["type"]["zh"], [c["id"] for c in book.view["type"]["example"]["cards"]]
('火箭', ['B', 'R'])
>>> book.handle({"kind": "show", "which": "miss"})
>>> book.view["type"]["miss"]["is"]
'single (单牌) R'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import anywidget
import traitlets

from widgets.cards.dafengshou import NAMES
from widgets.cards.paohuzi import parse_hand
from widgets.cards.paohuzi.notation import W as PH_W
from widgets.engine.why import speak
from widgets.practice.hand_types.book import HandTypesBook as Book
from widgets.practice.hand_types.book import TypeEntry, hand_types

from ..shared.assets import STATIC, cards_esm
from ..shared.card_faces import card_view, ph_card_view, tile_card_view
from ..shared.display import ShowsTiles
from ..shared.intents import Refused, Undoable, need
from ..shared.labels import LANGS, say
from ..shared.plain_text import PlainTexts

WORDS = ("ht_search", "ht_search_hint", "ht_pick", "ht_rank", "ht_compares", "ht_beats",
         "ht_beats_none", "fb_pinyin", "fb_example", "ht_example_hint", "ht_no_example",
         "fb_whatif", "ht_whatif_hint", "fb_back", "fb_miss", "ht_no_miss", "ht_is", "fb_lab",
         "ht_lab_hint", "lang", "size", "undo", "redo")


@dataclass(frozen=True)
class BookState:
    """What the learner chose: the type shown, the search text, example or near miss."""

    key: str = ""
    query: str = ""
    showing: str = "example"  # or "miss"
    code: str = ""  # the card table code "Open in the lab" gave, with no table linked


LAB_SLOT = {"doudizhu": "play", "sanzhang": "challenger", "tuitongzi": "p1", "paohuzi": "hand"}
# what "the example beats" is called in a part of a book: (label, label when it beats none)
BEATS = {"groups": ("ht_beats_huxi", "ht_beats_none_huxi"),
         "wins": ("ht_beats_fan", "ht_beats_none_fan"),
         "lamps": ("ht_beats_lamp", "ht_beats_none_lamp")}
PLAIN_BEATS = ("ht_beats", "ht_beats_none")


def _name(e: TypeEntry, lang: str) -> str:
    return e.zh if lang == "zh" else e.en


def _lamp(card: str, lang: str) -> dict[str, Any]:
    """A 大丰收 round's piece: the coin's target ('bet:apple') or the lamp lit ('lit:bar')."""
    role, key = card.split(":", 1)
    zh, en = NAMES.get(key, (key, key))
    name = zh if lang == "zh" else f"{en} {zh}"
    head = say("ht_lamp_bet" if role == "bet" else "ht_lamp_lit", lang)
    return {"kind": "lamp", "id": card, "role": role, "label": f"{head}: {name}", "head": head,
            "name": zh, "sub": "" if lang == "zh" or en == zh else en}


def _face(game: str, card: str, lang: str) -> dict[str, Any]:
    if game == "dafengshou":
        return _lamp(card, lang)
    if game == "tuitongzi":
        return tile_card_view(0 if card == "F" else int(card), lang=lang)
    if game == "paohuzi":
        return ph_card_view(PH_W if card == "W" else parse_hand(card).cards[0])
    return card_view(card, lang)


def _rank(book: Book, e: TypeEntry, lang: str) -> str:
    tiers = len({x.kind.rank for x in book.entries if x.kind.section == e.kind.section})
    return say("ht_rank_n", lang, n=e.kind.rank + 1, of=tiers)


def _hand(book: Book, cards: tuple[str, ...], marked: tuple[bool, ...], lang: str
          ) -> dict[str, Any]:
    described = book.game.describe(cards)
    return {"text": book.game.text(cards),
            "cards": [_face(book.id, c, lang) | {"marked": bool(marked and marked[i])}
                      for i, c in enumerate(book.game.faces(cards))],
            "is": speak(described, lang)}


def type_view(book: Book, key: str, showing: str, lang: str) -> dict[str, Any] | None:
    """The chosen hand type: names, rank, how it compares, what its example beats, and the
    example (or its near miss, with the change and why)."""
    if not key:
        return None
    e = book.entry(key)
    beats = book.beats(key)
    view: dict[str, Any] = {
        "key": e.key, "zh": e.zh, "en": e.en, "pinyin": e.kind.pinyin, "aka": e.kind.aka,
        "rank": _rank(book, e, lang), "compares": speak(e.kind.compares, lang),
        "beats": [{"key": o.key, "name": _name(o, lang), "why": speak(why, lang)}
                  for o, why in beats],
        "showing": showing, "has_miss": e.miss is not None, "example": None, "miss": None,
        "beats_label": say(BEATS.get(e.kind.section, PLAIN_BEATS)[0], lang),
        "beats_none": say(BEATS.get(e.kind.section, PLAIN_BEATS)[1], lang)}
    if e.example:
        view["example"] = _hand(book, e.example, e.marked, lang)
    if showing == "miss" and e.miss:
        view["miss"] = _hand(book, e.miss, (), lang) | {
            "change": speak(book.change(key), lang), "why": speak(book.why_miss(key), lang)}
    return view


def list_rows(book: Book, found: list[TypeEntry], selected: str, lang: str) -> list[dict]:
    """The list's rows; a book in parts (跑胡子: groups, 胡 types) heads each part."""
    parts = {e.kind.section for e in book.entries}
    rows, last = [], None
    for e in found:
        part = e.kind.section
        head = say(f"ht_part_{part}", lang) if len(parts) > 1 and part != last else ""
        last = part
        rows.append({"key": e.key, "name": _name(e, lang), "head": head,
                     "other": e.en if lang == "zh" else e.zh,
                     "value": e.kind.value or str(e.kind.rank + 1),
                     "selected": e.key == selected, "missing": e.example is None})
    return rows


class HandTypesBook(PlainTexts, Undoable, ShowsTiles, anywidget.AnyWidget):
    """The hand types of card game ``game`` (made by ``FanBook(game)``). ``key`` opens one
    type, ``query`` starts with a search; ``lab`` links a card table (any widget taking a
    ``code`` intent): "Open in the lab" then opens the example there, else the widget shows
    the card table's code."""

    _esm = cards_esm("hand_types.js")
    _css = "\n".join((STATIC / name).read_text(encoding="utf-8")
                     for name in ("paixue.css", "cards.css", "fan_book.css", "hand_types.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __init__(self, game: str = "doudizhu", key: str = "", query: str = "",
                 lang: str = "en", size: str | None = None, lab: Any = None,
                 table: Any = None, **kwargs: Any):
        super().__init__(**kwargs)
        if table is not None:  # FanBook's table= is the mahjong hand table's
            raise ValueError(f"table= deals a mahjong fan at a hand table; {game!r} has its "
                             "lab= (a card table) instead")
        if lang not in LANGS:
            raise ValueError(f"lang is {' or '.join(LANGS)}, not {lang!r}")
        self.book: Book = hand_types(game)  # ValueError naming the books there are
        if key:
            self.book.entry(key)  # ValueError naming the game's types
        self.book.find(query)  # ValueError for a query that is not text or too long
        if lab is not None and not callable(getattr(lab, "handle", None)):
            raise TypeError(f"lab is a card table (a widget with handle()), not "
                            f"{type(lab).__name__}")
        self.lab = lab
        self._state = BookState(key, query)
        self._ui = {"lang": lang, "size": self._first_size(size)}
        self._undo: list[Any] = []
        self._redo: list[Any] = []
        self.view = self._build(self._state, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def __repr__(self) -> str:
        return f"FanBook({self.book.id!r})"

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"select": self._select, "search": self._search, "show": self._show,
                "lab": self._lab, "undo": self._undo_, "redo": self._redo_,
                "lang": self._ui_choice, "size": self._ui_choice, "faces": self._faces_}

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    def _refuse(self, e: ValueError) -> Refused:
        return Refused(speak(e, "en"), speak(e, "zh"))

    def _select(self, msg: dict[str, Any]) -> tuple:
        key = need(msg, "key", "a hand type's key", str)
        try:
            self.book.entry(key)
        except ValueError as e:
            raise self._refuse(e) from None
        return replace(self._state, key=key, showing="example", code=""), self._ui

    def _search(self, msg: dict[str, Any]) -> tuple:
        text = need(msg, "text", "the search text", str)
        try:
            found = self.book.find(text)
        except ValueError as e:
            raise self._refuse(e) from None
        if len(found) == 1 and found[0].key != self._state.key:  # one hit: open it
            return replace(self._state, query=text, key=found[0].key, showing="example",
                           code=""), self._ui
        return replace(self._state, query=text), self._ui

    def _show(self, msg: dict[str, Any]) -> tuple:
        which = need(msg, "which", "one of example, miss", str)
        if which not in ("example", "miss") or not self._state.key:
            raise Refused(f"show: which is example or miss, with a hand type chosen, not "
                          f"{which!r:.40}", f"show：which 取 example 或 miss（先选一个牌型），"
                          f"不是 {which!r:.40}")
        if which == "miss" and self.book.entry(self._state.key).miss is None:
            raise Refused(say("ht_no_miss", "en"), say("ht_no_miss", "zh"))
        return replace(self._state, showing=which, code=""), self._ui

    def _lab(self, _msg: dict[str, Any]) -> tuple:
        lang = self._ui["lang"]
        hand = self._shown() if self._state.key else ()
        intent = self.book.game.lab_intent(hand) if hand else None
        if intent is not None:  # 大丰收's lab is an odds lab: the coin goes on its table
            if self.lab is not None:
                self.lab.handle(intent)
                return self._state, self._ui, say("ht_odds_opened", lang)
            return (replace(self._state, code=self.book.game.lab_line(hand)), self._ui,
                    say("ht_odds_line", lang))
        code = self.lab_code(self._state.key, self._state.showing == "miss")
        if self.lab is not None:
            self.lab.handle({"kind": "code", "code": code})
            return self._state, self._ui, say("ht_lab_opened", lang)
        return replace(self._state, code=code), self._ui, say("ht_lab_code", lang)

    def _shown(self) -> tuple[str, ...]:
        e = self.book.entry(self._state.key) if self._state.key else None
        cards = None if e is None else e.miss if self._state.showing == "miss" else e.example
        if cards is None:
            raise Refused(say("ht_pick", "en"), say("ht_pick", "zh"))
        return cards

    def lab_code(self, key: str, miss: bool = False) -> str:
        """The card table's position code with type ``key``'s example (or near miss) in its
        play slot: paste it in a card table, or pass it as ``CardTable(code=…)``."""
        from ..card_lab.cards import CardTable  # the card table is only needed for its code
        e = self.book.entry(key) if key else None
        cards = None if e is None else e.miss if miss else e.example
        if cards is None:
            raise Refused(say("ht_pick", "en"), say("ht_pick", "zh"))
        slots: dict[str, Any] = self.book.game.lab_slots(cards) or {
            LAB_SLOT[self.book.id]: self.book.game.text(cards)}
        return str(CardTable(self.book.id, **slots).code)

    def _build(self, state: BookState, ui: dict[str, Any], undo: bool, redo: bool
               ) -> dict[str, Any]:
        lang, book = ui["lang"], self.book
        found = book.find(state.query)
        labels = {k: say(k, lang) for k in WORDS}
        if book.id == "dafengshou":  # a round of lamps, and an odds lab
            labels["ht_lab_hint"] = say("ht_odds_hint", lang)
            labels["ht_whatif_hint"] = say("ht_whatif_lamp_hint", lang)
        labels["title"] = say("ht_title", lang, game=book.zh if lang == "zh" else book.en)
        count = (say("ht_found", lang, n=len(found)) if found else
                 say("ht_none_found", lang, query=state.query))
        return {"widget": "handtypes", "lang": lang, "size": ui["size"], "variant": book.id,
                "labels": labels, "query": state.query, "count": count,
                "list": list_rows(book, found, state.key, lang),
                "type": type_view(book, state.key, state.showing, lang),
                "lab_linked": self.lab is not None, "lab_code": state.code,
                "can_undo": undo, "can_redo": redo}
