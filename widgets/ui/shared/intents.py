"""What every widget does with a learner's intent, once: look the handler up by ``kind``,
keep undo/redo history, and never raise into the front end (a refusal or an error becomes the
widget's ``message``; nothing changes).

Every intent passes :func:`check_intent` first (P-IN2): text longer than any hand, characters
that cannot be sent back (a lone surrogate) or typed (control characters), numbers beyond what
the browser can hold, and messages with too many items are refused at once, in the widget's
language, before any handler sees them. Every reply passes :func:`reply_problem`: what the
kernel cannot encode is never sent, so the next reply still goes through."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager
from types import MappingProxyType
from typing import Any, ClassVar

from widgets.engine.why import Why, speak

from .labels import LANGS, say
from .view_edits import to_tile

HISTORY = 200  # undo steps kept

# P-IN2: what a learner can send. A hand, a card hand, an answer or a drill total is a few
# dozen characters; 500 is far more than any (the hand table's Load box takes a replay, and
# says so with its own limit, see TEXT_LIMITS).
MAX_TEXT = 500
MAX_NUMBER = 2 ** 53  # the largest whole number a browser's JSON keeps exactly
MAX_ITEMS = 1000  # strings, numbers, lists … in one message
MAX_DEPTH = 8  # lists in lists
# a lone surrogate cannot be encoded as UTF-8; C0 controls (but tab, newline, return) and DEL
# are never typed, and NUL separates a refusal from the rejected input
BAD_CHARS = re.compile("[\ud800-\udfff\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def check_intent(msg: Any, lang: str, text_limit: int = MAX_TEXT) -> None:
    """Refused (in ``lang``) when ``msg`` holds text longer than ``text_limit`` characters
    or with a character that cannot be used, a number that is not finite or beyond
    ``MAX_NUMBER``, or more than ``MAX_ITEMS`` items (nested deeper than ``MAX_DEPTH``)."""
    stack, items = [(msg, 0)], 0
    while stack:
        x, depth = stack.pop()
        items += 1
        if items > MAX_ITEMS:
            raise Refused(say("too_many_items", lang, most=MAX_ITEMS))
        if depth > MAX_DEPTH:
            raise Refused(say("too_deep", lang, most=MAX_DEPTH))
        if isinstance(x, str):
            if len(x) > text_limit:
                raise Refused(say("too_long", lang, n=len(x), most=text_limit))
            bad = BAD_CHARS.search(x)
            if bad:
                raise Refused(say("bad_char", lang, code=f"U+{ord(bad.group()):04X}"))
        elif isinstance(x, bool):
            continue
        elif isinstance(x, int):
            if abs(x) > MAX_NUMBER:
                digits = int(x.bit_length() * math.log10(2)) + 1
                raise Refused(say("too_big", lang, value=f"~10^{digits - 1}", most=MAX_NUMBER))
        elif isinstance(x, float):
            if not math.isfinite(x):
                raise Refused(say("not_finite", lang, value=repr(x)))
            if abs(x) > MAX_NUMBER:
                raise Refused(say("too_big", lang, value=f"{x:.3g}", most=MAX_NUMBER))
        elif isinstance(x, dict):
            stack.extend((v, depth + 1) for kv in x.items() for v in kv)
        elif isinstance(x, list | tuple):
            stack.extend((v, depth + 1) for v in x)
            if len(stack) > MAX_ITEMS:
                raise Refused(say("too_many_items", lang, most=MAX_ITEMS))


def reply_problem(*parts: Any) -> str:
    """Why the kernel could not send these as JSON (as jupyter_client encodes a message:
    UTF-8, no NaN), or '' when it can."""
    try:
        for part in parts:
            json.dumps(part, ensure_ascii=False, allow_nan=False).encode("utf-8")
    except (TypeError, ValueError, RecursionError) as e:  # UnicodeEncodeError is a ValueError
        return clean(str(e))[:200]
    return ""


def _new_parts(old: Any, new: Any) -> list[Any]:
    """The keys' values of ``new`` that are not the very objects ``old`` holds (those were
    checked when they were sent: a widget's label table need not be encoded every click)."""
    if not isinstance(old, dict) or not isinstance(new, dict):
        return [new]
    return [x for k, x in new.items() if x is not old.get(k)]


def clean(text: str) -> str:
    """``text`` with anything UTF-8 cannot hold written as an escape (so a message can be
    sent whatever a refusal quotes)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


class Refused(Exception):
    """An intent the widget refuses; the message is shown in the widget (text, then
    optionally ``\\x00`` and the rejected input, which the text box keeps). The text is
    English unless the raiser formatted it in the widget's language; ``zh`` gives the
    Chinese text where the raiser had no ``lang`` at hand (:meth:`say` picks one)."""

    def __init__(self, text: str = "", zh: str | None = None, about: str = ""):
        super().__init__(text)
        self.zh = zh
        self.about = about  # the part of the widget it answers ('code': the Code row shows it)

    def say(self, lang: str) -> str:
        """The refusal's text in ``lang``."""
        return self.zh if lang == "zh" and self.zh else str(self)


def from_error(e: BaseException, prefix: str = "") -> Refused:
    """Refused for an engine's error, ``prefix: message`` (or the message alone), with its
    Chinese where the error carries one (a :class:`~widgets.engine.results.Why`, or a ``say``
    method)."""
    why = getattr(e, "reason", None) or (e.args[0] if e.args else None)  # the cards' NotAllowed
    zh = e.say("zh") if hasattr(e, "say") else getattr(why, "zh", None)
    lead = f"{prefix}: " if prefix else ""
    # the prefix is the intent's kind, an id: the Chinese message goes without it
    return Refused(f"{lead}{e}", zh or None)


# what an intent's field holds, in Chinese (the callers of ``need`` describe it in English);
# a list of keys ("zh or en", "one of chi, pon") needs only its joining words
WHAT_ZH = {
    "its new value": "新的值", "the option's new value": "选项的新值",
    "a rule option's name": "规则选项的名字",
    "a rule option's name, or '' for none": "规则选项的名字，或 '' 表示不比较",
    "a whole number": "整数", "chips": "筹码数", "the typed answer": "输入的答案",
    "the total you typed": "输入的总数", "a choice's value, or its index": "选项的值或序号",
    "a tile like '5m', or '' for none": "像 '5m' 这样的牌，或 '' 表示没有",
    "a tile like '5m'": "像 '5m' 这样的牌", "the saved JSON": "保存的 JSON 文字",
    "the scenario's JSON": "场景的 JSON 文字",
    "the hand in notation": "用记法写的手牌", "cards in notation": "用记法写的牌",
    "a seat 0-3, or null to watch": "座位 0-3，或 null 表示旁观", "0, 1 or 2": "0、1 或 2",
    "a way to 吃 like '[x123] [x345]'": "像 '[x123] [x345]' 这样的吃法",
    "a rank pattern like '3334'": "像 '3334' 这样的点数", "the field's name": "输入框的名字",
    "the tile's place in the hand": "牌在手牌里的位置", "the option's number": "选项的序号",
    "the choice's index": "选项的序号", "the card's position in the slot": "牌在格子里的位置",
    "a card like '3', '3s' or a tile like '5'": "像 '3'、'3s' 这样的牌，或像 '5' 这样的骨牌",
    "a situation field": "情况的名字", "true or false": "true 或 false",
    "start, back, forward, end or a step number": "start、back、forward、end 或步数",
    "a seat number": "座位号", "a level": "等级（新手、熟手或高手）",
    "a variant id": "玩法名", "a column number": "列的序号",
    "a fan's key": "番种的键（它的拼音）", "a hand type's key": "牌型的键",
    "the search text": "搜索的文字",
}


def what_zh(what: str) -> str:
    """``what`` (an intent field's English description) in Chinese.

    >>> what_zh("one of chi, pon"), what_zh("zh or en")
    ('chi, pon 之一', 'zh 或 en')
    """
    if what in WHAT_ZH:
        return WHAT_ZH[what]
    if what.startswith("one of "):
        return f"{what.removeprefix('one of ')} 之一"
    return what.replace(" or ", " 或 ")


def need(msg: dict[str, Any], name: str, what: str, types: type | tuple[type, ...] = object
         ) -> Any:
    """``msg[name]``, or Refused saying what the intent lacks (or that the value is not of
    ``types``: a list where a name belongs is refused, not looked up)."""
    if name not in msg:
        raise Refused(f"{msg.get('kind')!r} needs {name!r} ({what}); got {sorted(msg)}",
                      say("need_field", "zh", kind=repr(msg.get("kind")), name=repr(name),
                          what=what_zh(what), got=sorted(msg)))
    value = msg[name]
    if not isinstance(value, types):
        raise Refused(f"{msg.get('kind')!r}: {name!r} is {what}, not {type(value).__name__} "
                      f"{value!r:.40}",
                      say("field_type", "zh", kind=repr(msg.get("kind")), name=repr(name),
                          what=what_zh(what), value=f"{type(value).__name__} {value!r:.40}"))
    return value


def tile_of(msg: dict[str, Any], name: str = "tile") -> int:
    """The tile a message names in field ``name`` ('5m', '五万' or a number); Refused, with
    the message's kind in front, if it names none."""
    value = need(msg, name, "a tile like '5m'")
    try:
        return to_tile(value)
    except ValueError as e:
        raise from_error(e, repr(msg.get("kind"))) from None


Handler = Callable[[dict[str, Any]], Any]  # an intent's handler: the message in, a result out


class Intents:
    """The one intent dispatcher of every widget (P-IN2, issue 36): :meth:`handle` looks the
    handler up in the widget's own table (``_intents()``: kind → method; nothing else is
    reached, not a traitlets method by its name), refuses a message that is not an intent,
    an unknown kind, text over ``TEXT_LIMITS`` and bad fields in the widget's language, and
    never raises: a refusal (``REFUSALS``) or any other error puts the widget back as it was
    before the click and becomes its ``message``.

    Mixin for an anywidget with ``view`` and ``message`` traits and a ``_ui`` dict (``lang``
    …). How the widget keeps its state is its own: :class:`Undoable` widgets hold unchangeable
    snapshots with undo/redo; the others change in place and give ``_keep``/``_put_back``,
    ``_new_view`` and handlers returning their note (or None)."""

    UI_CHOICES: ClassVar[dict[str, tuple[str, ...]]] = {"lang": LANGS}
    # intent kind → the longest text it takes, where a kind takes more than MAX_TEXT
    TEXT_LIMITS: ClassVar[dict[str, int]] = {}
    # what a handler raises when the learner's intent cannot be done: shown as a warning
    REFUSALS: ClassVar[tuple[type[Exception], ...]] = (Refused,)
    _ui: dict[str, Any]
    hold_sync: Callable[[], AbstractContextManager[Any]]  # the widget's (ipywidgets)
    _set_faces: Callable[[dict[str, Any]], None]  # display.ShowsTiles's, beside Intents
    _set_size: Callable[[dict[str, Any]], str]  # display.Displayed's, beside Intents

    def _intents(self) -> dict[str, Handler]:
        raise NotImplementedError

    def handlers(self) -> dict[str, Handler]:
        """Intent kind → the method that answers it (what :meth:`handle` looks ``kind`` up
        in); its keys are the kinds the widget takes."""
        return dict(self._intents())

    @property
    def ui(self) -> Mapping[str, Any]:
        """The display choices (``lang``, ``size`` … see ``UI_CHOICES``), read-only: an intent
        changes them."""
        return MappingProxyType(self._ui)

    # ---- how the widget keeps its state (Undoable gives them for snapshot widgets) ---------

    def _keep(self) -> Any:
        """What an intent may change, kept before it runs."""
        raise NotImplementedError

    def _put_back(self, kept: Any, broken: bool) -> None:
        """The widget as :meth:`_keep` found it (``broken``: a handler failed half-way)."""
        raise NotImplementedError

    def _take(self, kind: str, result: Any) -> str:
        """Make a handler's result the widget's; the note to show. Here the handler changed
        the widget in place and returned its note (or None)."""
        return result or ""

    def _new_view(self) -> dict[str, Any]:
        """The view of the widget as it is now."""
        raise NotImplementedError

    def _error_label(self, lang: str) -> str:
        """The words in front of an unforeseen error's text."""
        return say("error", lang)

    def _message(self, text: str, level: str, **extra: Any) -> dict[str, Any]:
        """The ``message`` trait for ``text`` at ``level`` ('', info, warning, error)."""
        return {"text": text, "level": level} | extra

    def _choice(self, msg: dict[str, Any]) -> Any:
        """The value of a display choice's intent (a key of ``UI_CHOICES``, or the size: the
        learner's setting of every widget, shared/display.py), Refused (zh and en) unless it
        is one of the choices."""
        kind = msg["kind"]
        if kind == "size":
            return self._set_size(msg)
        allowed = self.UI_CHOICES[kind]
        value = need(msg, "value", " or ".join(allowed))
        if value not in allowed:
            raise Refused(f"{kind}: value is one of {', '.join(allowed)}, not {value!r}",
                          say("one_of", "zh", kind=kind, allowed=", ".join(allowed),
                              value=repr(value)))
        return value

    # ---- the one entry point ----------------------------------------------------------------

    def handle(self, msg: dict[str, Any]) -> None:
        """Apply one intent ``{"kind": ..., ...}`` from the JS (or a test). Never raises:
        a refusal or error is shown in the widget's ``message`` and nothing changes."""
        lang = self._ui["lang"]
        kept = self._keep()
        try:
            if not isinstance(msg, dict):
                raise Refused(say("not_a_dict", lang, type=type(msg).__name__))
            kind = msg.get("kind")
            check_intent(msg, lang, self.TEXT_LIMITS.get(kind, MAX_TEXT)
                         if isinstance(kind, str) else MAX_TEXT)
            intents = self._intents()
            handler = intents.get(kind) if isinstance(kind, str) else None
            if handler is None:
                raise Refused(say("unknown_kind", lang, kind=repr(kind),
                                  known=", ".join(sorted(intents))))
            seat = getattr(self, "_class_seat", None)
            if seat is not None and seat.answering(self):  # a class question is open here
                handler = seat.wrap(self, str(kind), handler)
            note = self._take(str(kind), handler(msg))
            new_view = self._new_view()
            why = reply_problem(*_new_parts(getattr(self, "view", None), new_view), note)
            if why:  # never send what the kernel cannot encode: the next reply must go through
                raise Refused(say("reply_failed", lang, why=why))
        except self.REFUSALS as e:
            self._failed(kept, False, *self._said_refusal(e, lang))
            return
        except Exception as e:  # never raise into the front end: show it, change nothing
            label = self._error_label(lang)
            # an error that says itself in both languages (a Why) is said in the learner's
            said = speak(e, lang) if len(e.args) == 1 and isinstance(e.args[0], Why) else \
                f"{type(e).__name__}: {e}"
            self._failed(kept, True, clean(f"{label} {said}".lstrip()), "error", {})
            return
        with self.hold_sync():
            self.view = new_view
            self.message = self._message(note, "info" if note else "")

    def _said_refusal(self, e: Exception, lang: str) -> tuple[str, str, dict[str, Any]]:
        """A refusal's text, level and extra fields: the rejected ``input`` after a NUL (the
        text box keeps it), the part of the widget it is ``about``."""
        said = e.say(lang) if isinstance(e, Refused) else speak(e, lang)
        text, _, rest = clean(said).partition("\x00")
        about = getattr(e, "about", "")
        return text, "warning", ({"input": rest} if rest else {}) | (
            {"about": about} if about else {})

    def _failed(self, kept: Any, broken: bool, text: str, level: str,
                extra: dict[str, Any]) -> None:
        try:
            self._put_back(kept, broken)
        except Exception as e:  # noqa: BLE001  even putting back failed: said, never raised
            text, level, extra = clean(f"{text} ({type(e).__name__}: {e})"), "error", {}
        self.message = self._message(text, level, **extra)


class Undoable(Intents):
    """An :class:`Intents` widget whose state is an unchangeable value (``_state``) with
    undo/redo (``_undo``, ``_redo``). A subclass gives ``_intents()`` (kind → handler
    returning ``(state, ui)`` or ``(state, ui, note)``), ``_build(state, ui, can_undo,
    can_redo)`` and ``_error_label(lang)``. Undo, redo and the display choices
    (``UI_CHOICES``: language, size …) are handled here for every such widget."""

    _state: Any
    _undo: list[Any]
    _redo: list[Any]

    @property
    def snapshot(self) -> Any:
        """The widget's whole state now, an unchangeable value: what Undo steps back to, what
        its position code restores; two widgets with equal snapshots show the same."""
        return self._state

    @property
    def history(self) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
        """The snapshots Undo steps back through (oldest first) and those Redo steps forward
        through (the next last), at most ``HISTORY`` of each."""
        return tuple(self._undo), tuple(self._redo)

    def _build(self, state: Any, ui: dict[str, Any], can_undo: bool, can_redo: bool) -> dict:
        raise NotImplementedError

    def _keep(self) -> Any:
        return self._state, self._ui, self._undo, self._redo

    def _put_back(self, kept: Any, broken: bool) -> None:
        self._state, self._ui, self._undo, self._redo = kept

    def _take(self, kind: str, result: Any) -> str:
        """``(state, ui[, note])`` becomes the widget's, the state before it kept for Undo
        (Undo and Redo walk the history)."""
        state, ui, note = (*result, "")[:3]
        undo, redo = self._undo, self._redo
        if kind == "undo":
            undo, redo = undo[:-1], redo + [self._state]
        elif kind == "redo":
            undo, redo = undo + [self._state], redo[:-1]
        elif state != self._state:
            undo, redo = (undo + [self._state])[-HISTORY:], []
        self._state, self._ui, self._undo, self._redo = state, ui, undo, redo
        return note

    def _new_view(self) -> dict[str, Any]:
        view = self._build(self._state, self._ui, bool(self._undo), bool(self._redo))
        seat = getattr(self, "_class_seat", None)  # a student's class question open here:
        return self._class_view(view) if seat is not None and seat.answering(self) else view

    def _class_view(self, view: dict[str, Any]) -> dict[str, Any]:
        """The view while a class question is open in the widget: nothing that gives the
        answer away before the teacher's reveal (position.py, the hand lab)."""
        return view

    def _undo_(self, _msg: dict[str, Any]) -> tuple:
        if not self._undo:
            raise Refused(say("nothing_undo", self._ui["lang"]))
        return self._undo[-1], self._ui

    def _redo_(self, _msg: dict[str, Any]) -> tuple:
        if not self._redo:
            raise Refused(say("nothing_redo", self._ui["lang"]))
        return self._redo[-1], self._ui

    def _faces_(self, msg: dict[str, Any]) -> tuple:
        """The tile faces (a display setting of every widget: shared/display.py)."""
        self._set_faces(msg)
        return self._state, self._ui

    def _ui_choice(self, msg: dict[str, Any]) -> tuple:
        """A display choice (language, size …: see :meth:`_choice`): it changes the view, not
        the state."""
        return self._state, self._ui | {msg["kind"]: self._choice(msg)}
