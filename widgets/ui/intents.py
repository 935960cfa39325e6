"""What every widget does with a learner's intent, once: look the handler up by ``kind``,
keep undo/redo history, and never raise into the front end (a refusal or an error becomes the
widget's ``message``; nothing changes)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from .labels import LANGS, say

HISTORY = 200  # undo steps kept
SIZES = ("normal", "large")


class Refused(Exception):
    """An intent the widget refuses; the message is shown in the widget (text, then
    optionally ``\\x00`` and the rejected input, which the text box keeps)."""


def need(msg: dict[str, Any], name: str, what: str) -> Any:
    """``msg[name]``, or Refused saying what the intent lacks."""
    if name not in msg:
        raise Refused(f"{msg.get('kind')!r} needs {name!r} ({what}); got {sorted(msg)}")
    return msg[name]


class Intents:
    """Mixin for an anywidget with ``view`` and ``message`` traits and ``_state``, ``_ui``,
    ``_undo``, ``_redo``. A subclass gives ``_intents()`` (kind → handler returning
    ``(state, ui)`` or ``(state, ui, note)``), ``_build(state, ui, can_undo, can_redo)`` and
    ``_error_label(lang)``. Undo, redo and the display choices (``UI_CHOICES``: language,
    size …) are handled here for every widget."""

    UI_CHOICES: ClassVar[dict[str, tuple[str, ...]]] = {"lang": LANGS, "size": SIZES}
    _state: Any
    _ui: dict[str, Any]
    _undo: list[Any]
    _redo: list[Any]

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        raise NotImplementedError

    def _build(self, state: Any, ui: dict[str, Any], can_undo: bool, can_redo: bool) -> dict:
        raise NotImplementedError

    def _error_label(self, lang: str) -> str:
        raise NotImplementedError

    def _undo_(self, _msg: dict[str, Any]) -> tuple:
        if not self._undo:
            raise Refused(say("nothing_undo", self._ui["lang"]))
        return self._undo[-1], self._ui

    def _redo_(self, _msg: dict[str, Any]) -> tuple:
        if not self._redo:
            raise Refused(say("nothing_redo", self._ui["lang"]))
        return self._redo[-1], self._ui

    def _ui_choice(self, msg: dict[str, Any]) -> tuple:
        """A display choice (a key of ``UI_CHOICES``): it changes the view, not the state."""
        kind = msg["kind"]
        allowed = self.UI_CHOICES[kind]
        value = need(msg, "value", " or ".join(allowed))
        if value not in allowed:
            raise Refused(f"{kind}: value is one of {', '.join(allowed)}, not {value!r}")
        return self._state, self._ui | {kind: value}

    def handle(self, msg: dict[str, Any]) -> None:
        """Apply one intent ``{"kind": ..., ...}`` from the JS (or a test). Never raises:
        a refusal or error is shown in the widget's ``message`` and nothing changes."""
        lang = self._ui["lang"]
        try:
            if not isinstance(msg, dict):
                raise Refused(f"a message is a dict with a 'kind', not {type(msg).__name__}")
            kind = msg.get("kind")
            handler = self._intents().get(kind) if isinstance(kind, str) else None
            if handler is None:
                raise Refused(f"unknown intent kind {kind!r}; known: "
                              f"{', '.join(sorted(self._intents()))}")
            state, ui, note = (*handler(msg), "")[:3]
            undo, redo = self._undo, self._redo
            if kind == "undo":
                undo, redo = undo[:-1], redo + [self._state]
            elif kind == "redo":
                undo, redo = undo + [self._state], redo[:-1]
            elif state != self._state:
                undo, redo = (undo + [self._state])[-HISTORY:], []
            new_view = self._build(state, ui, bool(undo), bool(redo))
        except Refused as e:
            text, _, rest = str(e).partition("\x00")
            self.message = {"text": text, "level": "warning"} | ({"input": rest} if rest else {})
            return
        except Exception as e:  # never raise into the front end: show it, change nothing
            self.message = {"text": f"{self._error_label(lang)} {type(e).__name__}: {e}",
                            "level": "error"}
            return
        self._state, self._ui, self._undo, self._redo = state, ui, undo, redo
        with self.hold_sync():  # type: ignore[attr-defined]  (anywidget's)
            self.view = new_view
            self.message = {"text": note, "level": "info" if note else ""}
