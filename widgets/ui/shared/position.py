"""The position code of every widget, once (issue 25): the ``code`` property (what the Code
field shows and copies), the ``code`` intent (a pasted code restores the position, or is
refused with the reason and the position kept) and the ``code=`` constructor argument.

A widget gives ``CODE_KIND`` (a key of :data:`widgets.engine.position_code.KINDS`),
``_position(state) -> dict`` (JSON data, independent of the display language) and
``_restore(data) -> state`` (ValueError when the data cannot be held)."""

from __future__ import annotations

from typing import Any, ClassVar

from widgets.engine.position_code import MAX_CODE, PositionCodeError, bad_data, decode, encode

from .intents import HISTORY, Refused, need
from .labels import say

CODE_LABELS = ("code", "code_hint", "copy_code", "load", "copied", "copy_select")


class PositionCodes:
    """Mixin for an :class:`~widgets.ui.shared.intents.Intents` widget (see the module)."""

    CODE_KIND: ClassVar[str]
    CODE_LIMIT = MAX_CODE  # the longest text the code intent takes (TEXT_LIMITS)
    _state: Any
    _ui: dict[str, Any]

    def _position(self, state: Any) -> dict[str, Any]:
        raise NotImplementedError

    def _restore(self, data: dict[str, Any]) -> Any:
        raise NotImplementedError

    @property
    def code(self) -> str:
        """The current position as a short code: paste it into a widget of this kind, or
        pass it as ``code=``, to open this position again."""
        return encode(self.CODE_KIND, self._position(self._state))

    def _state_from_code(self, code: str) -> Any:
        """The state a code holds; :class:`PositionCodeError` (a ValueError) otherwise."""
        kind, data = decode(code, expect=self.CODE_KIND)
        try:
            return self._restore(data)
        except PositionCodeError:
            raise
        except (ValueError, TypeError, KeyError) as e:
            raise bad_data(kind, e) from None

    def _class_draw(self) -> dict[str, Any]:
        """What a student's widget of this kind needs to draw this position as a class
        question (the class server sends it before the reveal, the position code after)."""
        return {"kind": self.CODE_KIND, "data": self._position(self._state)}

    def _class_view(self, view: dict[str, Any]) -> dict[str, Any]:
        """While a class question is open here: no position code to copy (pasted into a
        lab it would show the answer); the code comes with the reveal."""
        return view | {"code": view["code"] | {"text": ""}} if "code" in view else view

    def _class_open(self, question: dict[str, Any]) -> bool:
        """Open a class question's position (widgets.ui.class_board.seat) if it is drawn by
        this widget's kind: its ``draw`` (before the reveal) or its ``code`` (a question
        revealed before the student joined); False otherwise. The position before it is
        kept for Undo."""
        draw = question.get("draw")
        try:
            if isinstance(draw, dict) and draw.get("kind") == self.CODE_KIND:
                state = self._restore(draw["data"])
            elif question.get("code"):
                state = self._state_from_code(str(question["code"]))
            else:
                return False
        except (ValueError, TypeError, KeyError):
            return False
        undo: list[Any] = getattr(self, "_undo", [])
        if state != self._state:
            self._undo: list[Any] = [*undo, self._state][-HISTORY:]
            self._redo: list[Any] = []
        self._state = state
        self.view = self._new_view()  # type: ignore[attr-defined]
        return True

    def _code_intent(self, msg: dict[str, Any]) -> tuple:
        """``{"kind": "code", "code": "hl1.…"}``: open the position the code holds."""
        text = need(msg, "code", "a position code", str)
        try:
            state = self._state_from_code(text)
        except PositionCodeError as e:
            raise Refused(f"{say('code_refused', 'en')} {e.say('en')}",
                          f"{say('code_refused', 'zh')}{e.say('zh')}", about="code") from None
        return state, self._ui, say("code_opened", self._ui["lang"])

    def code_view(self, state: Any, lang: str) -> dict[str, Any]:
        """What the Code row shows: the code of ``state`` and the row's labels in ``lang``."""
        return {"text": encode(self.CODE_KIND, self._position(state)),
                "kind": self.CODE_KIND,
                "labels": {k: say(k, lang) for k in CODE_LABELS}}
