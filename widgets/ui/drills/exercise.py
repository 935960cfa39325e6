"""The exercise widget: a question about a hand, the learner's answer, Check, Hint, Reveal.

Answers come from the engine, never typed into a notebook: the factory classmethods
(:meth:`Exercise.waits`, :meth:`~Exercise.shanten`, :meth:`~Exercise.best_discard`,
:meth:`~Exercise.claim`, :meth:`~Exercise.score`) compute the answer and the explanation;
:meth:`Exercise.choice` covers anything else. Same protocol as the hand lab: the JS sends
``{"kind": ...}`` to :meth:`Exercise.handle` (every widget's one dispatcher, shared/intents.py),
which never raises: a refusal or an error leaves the exercise as it was.

>>> ex = Exercise.shanten("sichuan-xuezhan", "123m456m789m11p23p")
>>> ex.handle({"kind": "answer", "value": "0"})
>>> ex.handle({"kind": "check"})
>>> ex.view["feedback"]["correct"]
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

import anywidget
import traitlets

from widgets.engine.position_code import MAX_CODE
from widgets.engine.tiles import tile_name, tile_zh
from widgets.practice.drills.hints import CREDIT_LEFT
from widgets.practice.record.store import Record, RecordError

from ..shared import record_bridge
from ..shared import view as v
from ..shared.assets import STATIC, static_esm
from ..shared.display import ShowsTiles
from ..shared.intents import Intents, Refused, need, tile_of
from ..shared.labels import LANGS, bilingual, say
from ..shared.plain_text import PlainTexts
from . import exercise_cards, exercise_code, exercise_kinds, exercise_record
from .drill_record import resolve
from .drill_view import readings_view, tile_groups_view
from .exercise_kinds import Check, Text

ANSWERS = ("tiles", "number", "choice", "text")


class Exercise(PlainTexts, Intents, ShowsTiles, anywidget.AnyWidget):
    """A question and a checked answer.

    ``question`` text (or ``{"zh", "en"}``); ``check(answer)`` returns a bool or
    ``(correct, feedback)``. ``answer`` is the answer kind: 'tiles' (the learner clicks tiles;
    ``check`` gets a tuple of tile names, or one name when ``pick='one'``), 'number' (an int),
    'choice' (one of ``choices``, or a tuple of them when ``multi``; a choice is a string or
    ``{"zh", "en", "value"}`` and ``check`` gets its value) or 'text' (a string).
    ``hand`` (notation) is drawn; ``tiles`` the tiles to pick from: None (the variant's
    tiles), 'hand' (the hand's own) or notation. ``focus`` one tile shown beside the question
    (a discard), with ``focus_label``. ``hint`` and ``solution`` are shown on request.
    ``cards`` a row of a card game's cards shown with the question (notation), or
    ``(label, notation)`` pairs, a row each; ``game`` whose cards (:mod:`.exercise_cards`).
    ``record``: where every checked answer is kept, as a drill's (True: the default file
    beside the notebook, a path, a Record, or False); see :mod:`.exercise_record`.
    """

    # cards.js's drawing (its own render and export left out) joined in for ``cards``; the
    # record's browser storage (record_bridge) after it
    _esm = static_esm("exercise.js").replace("// @cards.js", exercise_cards.drawing(), 1) \
        + record_bridge.ESM
    _css = "\n".join((STATIC / name).read_text(encoding="utf-8")
                     for name in ("paixue.css", "cards.css", "exercise.css"))
    # intent kind → the longest text it takes, where a kind takes more than MAX_TEXT (P-IN2)
    TEXT_LIMITS: ClassVar[dict[str, int]] = {"code": MAX_CODE}
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)
    # the browser storage key of a record whose file does not last ('' none: record_bridge)
    record_store = traitlets.Unicode("").tag(sync=True)

    def __init__(self, question: Text, check: Check, *, answer: str = "choice",
                 choices: Sequence[Text] = (), multi: bool = False, hand: str | None = None,
                 variant: str = "sichuan-xuezhan", tiles: str | None = None,
                 pick: str = "many", focus: str | None = None, focus_label: Text = "",
                 hint: Text = "", solution: Text = "", lang: str = "zh",
                 size: str | None = None, reveal: dict[str, Sequence[dict[str, Any]]] | None = None,
                 record: Any = True, cards: str | Sequence[Any] | None = None,
                 game: str = "paohuzi", **kwargs: Any):
        super().__init__(**kwargs)
        self._record = resolve(record)
        self._variant = variant
        if answer not in ANSWERS:
            raise ValueError(f"answer is one of {', '.join(ANSWERS)}, not {answer!r}")
        if pick not in ("one", "many"):
            raise ValueError(f"pick is 'one' or 'many', not {pick!r}")
        if lang not in LANGS:
            raise ValueError(f"lang is zh or en, not {lang!r}")
        size = self._first_size(size)  # DisplayError (a ValueError) naming a bad one
        if answer == "choice" and not choices:
            raise ValueError("a 'choice' exercise needs choices")
        if not callable(check):
            raise ValueError("check must be callable: check(answer) -> bool or (bool, text)")
        rules = v.rules_for(variant)
        self._cards = (game, exercise_cards.card_rows(cards, game))
        self._hand = v.parse_hand(hand) if hand else None
        if tiles is None:
            pool = v.palette_tiles(rules)
        elif tiles == "hand":
            if self._hand is None:
                raise ValueError("tiles='hand' needs a hand")
            pool = v.hand_tiles(self._hand)
        else:
            pool = sorted(set(v.parse_hand(tiles).all_tiles()))
        self._pool = pool if answer == "tiles" else []
        self._from_hand = tiles == "hand"
        self._question, self._check, self._answer = question, check, answer
        self._choices = list(choices)
        self._multi, self._pick = multi, pick
        self._focus = v.to_tile(focus) if focus is not None else None
        self._focus_label = focus_label
        self._hint, self._solution = hint, solution
        # what Reveal draws besides the words: the hand's readings and tile groups
        self._reveal = {"readings": tuple((reveal or {}).get("readings", ())),
                        "tiles": tuple((reveal or {}).get("tiles", ()))}
        self._ui = {"lang": lang, "size": size}
        self._reset()
        self.view = self._build()
        self.message = {"text": "", "level": ""}
        self.record_store = record_bridge.store_key(self._record)
        self.on_msg(lambda _w, content, _b: self.from_page(content))

    def from_page(self, content: Any) -> None:
        """One message from the page: a learner's intent (:meth:`handle`), or the browser's
        copy of the record (record_store.js) to merge. Never raises."""
        if not record_bridge.is_message(content):
            self.handle(content)
            return
        try:  # the browser's copy of the record, merged (never raises)
            record_bridge.receive(self, self._record, content)
        except RecordError as e:
            self.message = {"text": e.text(self._ui["lang"]), "level": "warning"}

    def _reset(self) -> None:
        self._selected: list[int] = []
        self._chosen: list[int] = []
        self._value = ""
        self._result: tuple[bool, Text] | None = None
        self._show_hint = False
        self._revealed = False
        self._attempts = 0
        self._shown_at = time.monotonic()  # an answer's time is counted from here

    def __repr__(self) -> str:
        return f"Exercise({bilingual(self._question, 'en')!r}, answer={self._answer!r})"

    # ---- intents (the one dispatcher: Intents.handle) --------------------------------------

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], Any]]:
        return {"select": self._select, "choose": self._choose, "answer": self._set_value,
                "check": self._check_and_keep, "hint": self._do_hint, "reveal": self._do_reveal,
                "reset": self._do_reset, "lang": self._set_ui, "size": self._set_ui,
                "faces": self._set_faces,
                "code": lambda msg: exercise_code.open_intent(self, msg)}

    def _keep(self) -> tuple:
        return (list(self._selected), list(self._chosen), self._value, self._result,
                self._show_hint, self._revealed, self._attempts, dict(self._ui))

    def _put_back(self, kept: tuple, broken: bool) -> None:
        (self._selected, self._chosen, self._value, self._result, self._show_hint,
         self._revealed, self._attempts, self._ui) = kept

    def _new_view(self) -> dict[str, Any]:
        return self._build()

    # ---- intents ----------------------------------------------------------------------------

    def _select(self, msg: dict[str, Any]) -> str:
        if self._answer != "tiles":
            raise Refused(f"select: this exercise's answer is {self._answer}, not tiles",
                          f"select：这道题的答案是 {self._answer}，不是选牌")
        tile = tile_of(msg)
        if tile not in self._pool:
            raise Refused(f"select: {tile_name(tile)} is not one of the tiles to pick from",
                          f"select：{tile_zh(tile)} {tile_name(tile)} 不在可选的牌里")
        if tile in self._selected:
            self._selected.remove(tile)
        elif self._pick == "one":
            self._selected = [tile]
        else:
            self._selected = sorted(self._selected + [tile])
        self._result = None
        return ""

    def _choose(self, msg: dict[str, Any]) -> str:
        if self._answer != "choice":
            raise Refused(f"choose: this exercise's answer is {self._answer}, not a choice",
                          f"choose：这道题的答案是 {self._answer}，不是选项")
        index = need(msg, "index", "the choice's index")
        if isinstance(index, bool) or not isinstance(index, int) \
                or not 0 <= index < len(self._choices):
            raise Refused(f"choose: index is 0 … {len(self._choices) - 1}, not {index!r}",
                          f"choose：序号是 0 … {len(self._choices) - 1}，不是 {index!r}")
        if index in self._chosen:
            self._chosen.remove(index)
        elif self._multi:
            self._chosen = sorted(self._chosen + [index])
        else:
            self._chosen = [index]
        self._result = None
        return ""

    def _set_value(self, msg: dict[str, Any]) -> str:
        if self._answer not in ("number", "text"):
            use = 'select' if self._answer == 'tiles' else 'choose'
            raise Refused(f"answer: this exercise's answer is {self._answer}; use {use}",
                          f"answer：这道题的答案是 {self._answer}；请用 {use}")
        value = need(msg, "value", "the typed answer")
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise Refused(f"answer: value is text or a number, not {value!r}",
                          f"answer：答案是文字或数字，不是 {value!r}")
        if str(value) != self._value:  # Enter sends the answer, Check, then the same answer
            self._value = str(value)   # again on change: that must keep the feedback
            self._result = None
        return ""

    def _answer_value(self) -> Any:
        """The learner's answer as ``check`` receives it; Refused when there is none yet."""
        lang = self._ui["lang"]
        if self._answer == "tiles":
            names = tuple(tile_name(t) for t in self._selected)
            if self._pick == "one":
                if not names:
                    raise Refused(say("no_answer", lang))
                return names[0]
            return names
        if self._answer == "choice":
            if not self._chosen:
                raise Refused(say("no_answer", lang))
            values = [self._choice_value(i) for i in self._chosen]
            return tuple(values) if self._multi else values[0]
        text = self._value.strip()
        if not text:
            raise Refused(say("no_answer", lang))
        if self._answer == "number":
            try:
                return int(text)
            except ValueError:
                raise Refused(say("not_number", lang, value=text)) from None
        return text

    def _choice_value(self, index: int) -> Any:
        choice = self._choices[index]
        return choice.get("value", index) if isinstance(choice, dict) else choice

    def _do_check(self, _msg: dict[str, Any]) -> str:
        answer = self._answer_value()
        result = self._check(answer)
        if isinstance(result, tuple):
            correct, feedback = bool(result[0]), result[1]
        else:
            correct, feedback = bool(result), ""
        self._result = (correct, feedback)
        self._attempts += 1
        return ""

    def _check_and_keep(self, msg: dict[str, Any]) -> str:
        """Check, then keep the answer in the record (a code opened checked is not kept)."""
        self._do_check(msg)
        assert self._result is not None  # _do_check sets it or raises
        correct, used = self._result[0], self._hints_used()
        return exercise_record.save(self, self._answer_value(), correct,
                                    CREDIT_LEFT[used] if correct else 0.0, used)

    def _hints_used(self) -> int:
        """The hint ladder's steps taken (widgets/practice/drills/hints.py): the hint is its nudge,
        Reveal its answer."""
        return 3 if self._revealed else 1 if self._show_hint else 0

    @property
    def record(self) -> Record | None:
        """Where this exercise keeps its answers (None: nowhere); set it as ``record=``."""
        return self._record

    @record.setter
    def record(self, value: Any) -> None:
        self._record = resolve(value)
        self.record_store = record_bridge.store_key(self._record)

    @classmethod
    def due(cls, record: Any = True, *, n: int = 5, lang: str = "zh",
            size: str | None = None) -> list[Exercise]:
        """The exercises due in the mistakes deck (at most ``n``), opened again."""
        kept = resolve(record)
        if kept is None:
            return []
        out = []
        for code in exercise_record.due_codes(kept)[:n]:
            ex = cls.from_code(code, lang=lang, size=size)
            ex.record = kept
            out.append(ex)
        return out

    @property
    def code(self) -> str:
        """This exercise and its answer so far as a position code (``Exercise.from_code``
        or a pasted code opens it); ValueError for an exercise with a check of its own."""
        return exercise_code.code_of(self)

    @classmethod
    def from_code(cls, code: str, *, lang: str = "zh", size: str | None = None) -> Exercise:
        """The exercise a position code holds (PositionCodeError, a ValueError, says why)."""
        return exercise_code.from_code(cls, code, lang, size)

    def _do_hint(self, _msg: dict[str, Any]) -> str:
        self._show_hint = True
        return ""

    def _do_reveal(self, _msg: dict[str, Any]) -> str:
        self._revealed = True
        return ""

    def _do_reset(self, _msg: dict[str, Any]) -> str:
        self._reset()
        return ""

    def _set_ui(self, msg: dict[str, Any]) -> str:
        self._ui = self._ui | {msg["kind"]: self._choice(msg)}
        return ""

    # ---- view -------------------------------------------------------------------------------

    def _build(self) -> dict[str, Any]:
        lang = self._ui["lang"]
        hand = None
        if self._hand is not None and not self._from_hand:
            hand = v.hand_view(self._hand, lang)
        tiles = [v.tile_view(t, lang) | {"selected": t in self._selected, "index": i}
                 for i, t in enumerate(self._pool)]
        choices = [{"index": i, "label": bilingual(c, lang) if isinstance(c, dict) else str(c),
                    "selected": i in self._chosen} for i, c in enumerate(self._choices)]
        feedback = None
        if self._result is not None:
            correct, text = self._result
            head = say("correct" if correct else "incorrect", lang)
            used = self._hints_used()  # the credit is what a right answer keeps
            credit = CREDIT_LEFT[used] if correct else 0.0
            cost = say("exercise_credit", lang, percent=round(100 * credit),
                       hints=say(f"exercise_used_{used}", lang)) if correct and used else ""
            feedback = {"correct": correct, "credit": credit, "hints": used,
                        "text": " ".join(t for t in (head, cost, bilingual(text, lang)) if t)}
        focus = None
        if self._focus is not None:
            focus = {"tile": v.tile_view(self._focus, lang),
                     "label": bilingual(self._focus_label, lang)}
        hint = bilingual(self._hint, lang)
        return v.chrome(lang, self._ui["size"]) | {
            "widget": "exercise",
            "question": bilingual(self._question, lang),
            "answer_kind": self._answer, "pick": self._pick, "multi": self._multi,
            "hand": hand, "focus": focus,
            "cards": exercise_cards.rows_view(self._cards[1], self._cards[0], lang),
            "tiles": tiles, "tiles_from_hand": self._from_hand,
            "choices": choices, "value": self._value,
            "feedback": feedback,
            "has_hint": bool(hint), "hint": hint if self._show_hint else None,
            "solution": bilingual(self._solution, lang) if self._revealed else None,
            "reveal": {"readings": readings_view(self._reveal["readings"], lang),
                       "tiles": tile_groups_view(self._reveal["tiles"], lang)}
            if self._revealed else None,
            "attempts": self._attempts,
            "solved": bool(self._result and self._result[0]),
            "code": exercise_code.view(self, lang),
        }

    # ---- factories (exercise_kinds): the engine computes the answer ------------------------

    waits = classmethod(exercise_code.recorded(exercise_kinds.waits))
    shanten = classmethod(exercise_code.recorded(exercise_kinds.shanten))
    best_discard = classmethod(exercise_code.recorded(exercise_kinds.best_discard))
    claim = classmethod(exercise_code.recorded(exercise_kinds.claim))
    score = classmethod(exercise_code.recorded(exercise_kinds.score))
    choice = classmethod(exercise_code.recorded(exercise_kinds.choice))
