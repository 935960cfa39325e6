"""The drill: graded practice, one question after another, for any mahjong variant.

Questions and grading come from :mod:`widgets.practice.drills` (the engine computes every answer);
this widget only keeps the session's state and draws it. Same protocol as the hand lab: the
JS sends ``{"kind": ...}`` to :meth:`Drill.handle` (the shared :class:`Intents` mixin), which
never raises; Python builds the ``view`` trait the JS draws.

>>> d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="en")
>>> q = d.question
>>> d.handle({"kind": "pick", "value": sorted(q.answer)[0]})
>>> d.handle({"kind": "submit"})
>>> d.view["feedback"]["correct"], d.view["progress"]["streak"]
(True, 1)
>>> d.handle({"kind": "submit"})
>>> d.message["level"]
'warning'
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from widgets import variants
from widgets.engine.rules import MahjongRules
from widgets.engine.tiles import parse_tile
from widgets.practice import drills
from widgets.practice.drills import hints
from widgets.practice.drills.class_question import class_question
from widgets.practice.record import review
from widgets.practice.record.mistakes import is_mistake
from widgets.practice.record.store import Answer, Record, RecordError

from ..shared import record_bridge
from ..shared import view as v
from ..shared.assets import STATIC, static_esm
from ..shared.display import ShowsTiles
from ..shared.intents import Refused, Undoable, from_error, need
from ..shared.labels import LANGS, say
from ..shared.plain_text import PlainTexts
from ..shared.position import PositionCodes
from .drill_record import record_view, resolve
from .drill_view import (
    REVIEW,
    TILE_KINDS,
    Answered,
    DrillState,
    Settings,
    checked_settings,
    feedback_view,
    hints_view,
    kind_count,
    kind_label,
    score_line,
    situation_text,
)
from .exercise_record import is_exercise


class Drill(PlainTexts, PositionCodes, Undoable, ShowsTiles, anywidget.AnyWidget):
    """A drill session: ``variant`` (any of ``widgets.variants()``), ``kinds`` the question
    types (default: all the variant has, see :data:`widgets.practice.drills.KINDS`), ``level`` easy,
    medium or hard, ``n`` questions, ``seed`` (the same seed deals the same set), ``options``
    the variant's rule options, ``lang`` zh or en, ``size`` normal or large for this drill
    only (left out: the learner's size setting, :func:`~widgets.ui.display`). Bad arguments
    raise ValueError; bad clicks show a message in the widget.

    ``record``: where every answer is kept (:mod:`widgets.practice.record`): True (the
    default) for ``paixue-record.jsonl`` beside the notebook, a path, a Record, or False.
    ``test=True``: no hints and no feedback until every question is answered, then the score.
    Hints come as a ladder (:mod:`widgets.practice.drills.hints`): each step lowers the credit.
    ``kinds=("review",)`` deals the variant's questions due in the mistakes deck
    (:mod:`widgets.practice.record.review`), at most ``n``.
    ``code`` a position code (:attr:`code`: the settings, the question reached and the
    answers given) to open instead.
    """

    CODE_KIND = "dr"
    TEXT_LIMITS = Undoable.TEXT_LIMITS | {"code": PositionCodes.CODE_LIMIT}

    _esm = static_esm("drill.js") + record_bridge.ESM
    _css = "\n".join((STATIC / name).read_text(encoding="utf-8")
                     for name in ("paixue.css", "drill.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)
    # the browser storage key of a record whose file does not last ('' none: record_bridge)
    record_store = traitlets.Unicode("").tag(sync=True)

    def __init__(self, variant: str = "sichuan-xuezhan", kinds: tuple[str, ...] | None = None,
                 level: str = "medium", n: int = 10, seed: Any = 1,
                 options: dict[str, Any] | None = None, lang: str = "zh",
                 size: str | None = None, record: Any = True, test: bool = False,
                 code: str = "", **kwargs: Any):
        super().__init__(**kwargs)
        if lang not in LANGS:
            raise ValueError(f"lang is zh or en, not {lang!r}")
        size = self._first_size(size)  # DisplayError (a ValueError) naming a bad one
        if not isinstance(test, bool):
            raise ValueError(f"test is True (a test: feedback at the end) or False, not {test!r}")
        self._questions: dict[tuple[Settings, int], drills.Question] = {}
        self._record: Record | None = resolve(record)
        self._review: tuple[str, ...] = ()
        self._ui = {"lang": lang, "size": size}
        self._review_args: tuple | None = None  # a review drill deals again once merged
        if kinds is not None and tuple(kinds) == REVIEW:
            self._review_args = (variant, level, n, options)
            settings = self._review_settings(variant, level, n, options)
        else:
            settings = checked_settings(variant, kinds, level, n, seed, options)
        self._state = DrillState(dataclasses.replace(settings, test=test))
        if code:
            self._state = self._state_from_code(code)  # PositionCodeError says why
        self._shown = (self._state.index, time.monotonic())
        self._undo: list[DrillState] = []
        self._redo: list[DrillState] = []
        self.view = self._build(self._state, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.record_store = record_bridge.store_key(self._record)
        self.on_msg(lambda _w, content, _b: self.from_page(content))

    def from_page(self, content: Any) -> None:
        """One message from the page: a learner's intent (:meth:`handle`), or the browser's
        copy of the record (record_store.js) to merge. Never raises."""
        if record_bridge.is_message(content):
            self._from_browser(content)
        else:
            self.handle(content)

    def _from_browser(self, msg: dict[str, Any]) -> None:
        """The browser's copy of the record (record_bridge), merged; a review drill not yet
        touched deals again from the merged deck (whichever widget's copy merged it first).
        Never raises."""
        try:
            merged = record_bridge.receive(self, self._record, msg)
        except RecordError as e:
            self._ui = self._ui | {"record_problem": e.text(self._ui["lang"])}
            merged = None
        if merged is not None and self._review_args and not self._state.answered \
                and not self._state.picked:
            self._questions.clear()
            settings = self._review_settings(*self._review_args)
            self._state = DrillState(dataclasses.replace(settings,
                                                         test=self._state.settings.test))
            self._undo, self._redo = [], []
            self._shown = (0, time.monotonic())
        self.view = self._build(self._state, self._ui, bool(self._undo), bool(self._redo))

    def __repr__(self) -> str:
        s = self._state.settings
        options = f", options={dict(s.options)!r}" if s.options else ""
        return (f"Drill({s.variant!r}, kinds={s.kinds!r}, level={s.level!r}, n={s.n}, "
                f"seed={s.seed!r}{options})")

    # ---- read-only state for lessons and tests ----------------------------------------------

    @property
    def rules(self) -> MahjongRules:
        s = self._state.settings
        return drills.rules_for(s.variant, dict(s.options))

    @property
    def question(self) -> drills.Question:
        """The current question (its ``answer`` is the engine's)."""
        return self._question(self._state.settings, self._state.index)

    def class_question(self) -> dict[str, Any]:
        """The current question for the whole class (``make class``): what is asked, the hand,
        the choices, the engine's answer and reason, this drill's position code. A teacher
        starts it from a notebook with ``widgets.classroom.client.Teacher().ask(…)``, or
        pastes it (as JSON) into the teacher's page. ValueError for a score or 换三张 question."""
        return class_question(self.question, code=self.code) | {"draw": self._class_draw()}

    # a class question open here (a student's, widgets.ui.class_board.seat): the pick is the
    # answer sent to the class, the grading is the teacher's reveal
    CLASS_BLOCKS = frozenset({"submit", "hint"})

    def _class_intents(self, _question: dict[str, Any]) -> frozenset[str]:
        return frozenset({"pick"})

    def _class_answer(self, msg: dict[str, Any], handler: Any, _question: dict[str, Any]
                      ) -> tuple:
        """(state, ui, the choice sent, note): the pick is made in the drill as usual."""
        state, ui, *_ = handler(msg)
        choices = self.question.choices
        index = msg.get("index")
        if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(choices):
            return state, ui, str(choices[index].value), ""
        return state, ui, str(need(msg, "value", "a choice's value, or its index")), ""

    @property
    def progress(self) -> dict[str, Any]:
        return self._progress(self._state)

    def _review_settings(self, variant: str, level: str, n: Any, options: dict | None
                         ) -> Settings:
        """The deck's due questions of ``variant`` (the soonest early when none is due); an
        empty deck deals ordinary questions. Either way a note says which."""
        lang = self._ui["lang"]
        try:
            due = review.due(self._record) if self._record else []
            soon = review.upcoming(self._record) if self._record else []
        except RecordError as e:
            due, soon = [], []
            self._ui["record_problem"] = e.text(lang)
        def ours(key: str) -> bool:  # an exercise's mistakes come back as exercises
            return review.unkey(key)["variant"] == variant and not is_exercise(key) \
                and not is_mistake(key)  # a played hand's: My mistakes reviews it

        mine = [k for k, _ in due if ours(k)]
        note = ""
        if not mine:
            mine = [k for k, _ in soon if ours(k)]
            note = "drill_review_early"
        if not mine:
            self._ui["note"] = say("drill_review_empty", lang)
            return checked_settings(variant, None, level, n, 1, options)
        self._ui["note"] = say(note, lang) if note else ""
        self._review = tuple(mine[:n] if isinstance(n, int) and n > 0 else mine)
        first = review.unkey(self._review[0])
        return Settings(variant, REVIEW, first["level"], len(self._review), "review",
                        tuple(sorted(first["options"].items())))

    def _question(self, s: Settings, i: int) -> drills.Question:
        key = (s, i)
        if key not in self._questions:
            if s.kinds == REVIEW:
                u = review.unkey(self._review[i])
                self._questions[key] = drills.make_question(
                    u["kind"], u["variant"], u["level"], u["seed"], u["options"],
                    number=u["index"])
            else:
                self._questions[key] = drills.nth_question(s.variant, s.kinds, s.level,
                                                           s.seed, dict(s.options), i)
        return self._questions[key]

    def _kinds(self, s: Settings) -> tuple[str, ...]:
        """The question types a session deals (a review: those of its questions)."""
        if s.kinds != REVIEW:
            return s.kinds
        return tuple(dict.fromkeys(review.unkey(k)["kind"] for k in self._review))

    def _progress(self, state: DrillState) -> dict[str, Any]:
        s = state.settings
        results = [drills.Result(a.number, self._question(s, a.number).kind, a.grade.credit,
                                 a.grade.correct) for a in state.answered]
        return drills.progress(results, self._kinds(s), state.index, s.n)

    @property
    def record(self) -> Record | None:
        """Where this drill keeps its answers (None: nowhere)."""
        return self._record

    def _save(self, state: DrillState, q: drills.Question, grade: drills.Grade) -> str:
        """Keep the answer (and its review card) in the record; '' or what went wrong."""
        if self._record is None:
            return ""
        s = state.settings
        if s.kinds == REVIEW:
            u = review.unkey(self._review[state.index])
            level, seed, index = u["level"], u["seed"], u["index"]
        else:
            level, seed, index = s.level, s.seed, state.index
        shown_at = self._shown[1] if self._shown[0] == state.index else time.monotonic()
        picked = sorted(str(q.choices[i].value) for i in state.picked)
        answer = Answer("drill", q.variant, q.kind, level, str(seed), index,
                        json.dumps(picked + ([state.total] if state.total else []),
                                   ensure_ascii=False),
                        grade.correct, grade.credit, state.hints,
                        round(time.monotonic() - shown_at, 1),
                        json.dumps(dict(q.options), sort_keys=True, ensure_ascii=False,
                                   default=list))
        try:
            card = review.next_card(self._record.cards().get(answer.key), grade.correct,
                                    grade.credit)
            self._record.add(answer, card)
        except RecordError as e:
            return e.text(self._ui["lang"])
        record_bridge.flush(self, self._record)
        return ""

    # ---- intents ----------------------------------------------------------------------------

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"pick": self._pick, "total": self._total, "submit": self._submit,
                "next": self._next, "restart": self._restart, "settings": self._settings_,
                "option": self._option, "lang": self._ui_choice, "size": self._ui_choice,
                "faces": self._faces_,
                "hint": self._hint, "record_export": self._record_export,
                "record_reset": self._record_reset, "code": self._code_intent}

    # ---- the record panel ---------------------------------------------------------------

    def _record_export(self, msg: dict[str, Any]):
        fmt = msg.get("format", "csv")
        if self._record is None:
            raise Refused(say("drill_record_off", "en"), say("drill_record_off", "zh"))
        try:
            text = self._record.export(fmt)
        except RecordError as e:
            raise Refused(e.en, e.zh) from None
        name = self._record.path.stem + (".json" if fmt == "json" else ".csv")
        return self._state, self._ui | {"record_export": text, "record_export_name": name}

    def _record_reset(self, msg: dict[str, Any]):
        """Reset asks first: ``{"kind": "record_reset"}`` shows the question, then
        ``confirm: true`` erases and ``confirm: false`` keeps."""
        if self._record is None:
            raise Refused(say("drill_record_off", "en"), say("drill_record_off", "zh"))
        ui = {k: val for k, val in self._ui.items()
              if k not in ("record_confirm", "record_export", "record_reset_done")}
        confirm = msg.get("confirm")
        try:
            if confirm is None:
                return self._state, ui | {"record_confirm": len(self._record.answers()) or 0}
            if confirm is not True:
                return self._state, ui
            n = self._record.reset()
        except RecordError as e:
            raise Refused(e.en, e.zh) from None
        record_bridge.reset(self, self._record)
        done = say("drill_record_was_reset", self._ui["lang"], n=n,
                   backup=(self._record.backup or self._record.path).name) \
            if record_bridge.where(self._record) == "file" else \
            say("drill_record_browser_was_reset", self._ui["lang"], n=n)
        return self._state, ui | {"record_reset_done": done}

    # ---- the position code (issue 25) -------------------------------------------------------

    def _position(self, state: DrillState) -> dict[str, Any]:
        s = state.settings
        return {"s": [s.variant, list(s.kinds), s.level, s.n, s.seed, dict(s.options)],
                "i": state.index, "p": list(state.picked), "t": state.total,
                "a": [[a.number, list(a.picked), a.total] for a in state.answered]}

    def _restore(self, data: dict[str, Any]) -> DrillState:
        """The state a code's data holds: the settings checked as the constructor's, each
        answer graded again by the engine (a code carries picks, never grades)."""
        variant, kinds, level, n, seed, options = data["s"]
        settings = checked_settings(variant, kinds, level, n, seed, options)
        index, state = data.get("i", 0), DrillState(settings)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < n:
            raise ValueError(f"the question reached is 0 … {n - 1}, not {index!r}")
        for number, picked, total in data.get("a", []):
            q = self._question(settings, number)
            values = [q.choices[i].value for i in picked]
            grade = drills.grade(q, values, int(total) if q.total is not None else None)
            state = dataclasses.replace(state, answered=state.answered + (
                Answered(number, tuple(picked), total, grade),))
        picked = tuple(data.get("p", ()))
        question = self._question(settings, index)
        if not all(isinstance(i, int) and 0 <= i < len(question.choices) for i in picked):
            raise ValueError(f"picks {list(picked)!r} are not among the question's choices")
        return dataclasses.replace(state, index=index, picked=picked,
                                   total=str(data.get("t", "")))

    def _current(self, state: DrillState) -> Answered | None:
        return next((a for a in state.answered if a.number == state.index), None)

    def _pick(self, msg: dict[str, Any]):
        state, q = self._state, self.question
        if self._current(state):
            raise Refused(say("drill_answered", self._ui["lang"], n=state.index + 1))
        if "index" in msg:
            index = msg["index"]
            if isinstance(index, bool) or not isinstance(index, int) \
                    or not 0 <= index < len(q.choices):
                raise Refused(f"pick: index is 0 … {len(q.choices) - 1}, not {index!r}",
                              f"pick：序号是 0 … {len(q.choices) - 1}，不是 {index!r}")
        else:
            value = need(msg, "value", "a choice's value, or its index")
            if isinstance(value, str) and q.kind in TILE_KINDS:
                try:
                    value = v.tile_name(v.to_tile(value))
                except ValueError:
                    pass
            spots = [i for i, c in enumerate(q.choices) if c.value == value]
            if not spots:
                raise Refused(f"pick: {value!r} is not one of the choices",
                              f"pick：{value!r} 不是选项之一")
            free = [i for i in spots if i not in state.picked]
            index = free[0] if free else spots[-1]  # a repeated tile: the next unpicked copy
        picked = state.picked
        if index in picked:
            picked = tuple(i for i in picked if i != index)
        elif q.pick == "one":
            picked = (index,)
        elif q.pick == "three" and len(picked) >= 3:
            raise Refused(say("drill_three_picked", self._ui["lang"]))
        else:
            picked = tuple(sorted(picked + (index,)))
        return dataclasses.replace(state, picked=picked), self._ui

    def _hint(self, _msg: dict[str, Any]):
        state, lang = self._state, self._ui["lang"]
        if self._current(state):
            raise Refused(say("drill_answered", lang, n=state.index + 1))
        if state.settings.test:
            raise Refused(say("drill_test_no_hints", "en"), say("drill_test_no_hints", "zh"))
        if state.hints >= len(hints.STEPS):
            raise Refused(say("drill_hints_all", "en"), say("drill_hints_all", "zh"))
        return dataclasses.replace(state, hints=state.hints + 1), self._ui

    def _total(self, msg: dict[str, Any]):
        value = need(msg, "value", "the total you typed")
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise Refused(f"total: value is text or a number, not {value!r}",
                          f"total：答案是文字或数字，不是 {value!r}")
        if self._current(self._state):
            return self._state, self._ui  # Enter resends it after the submit: keep it
        return dataclasses.replace(self._state, total=str(value).strip()), self._ui

    def _submit(self, _msg: dict[str, Any]):
        state, q, lang = self._state, self.question, self._ui["lang"]
        if self._current(state):
            raise Refused(say("drill_answered", self._ui["lang"], n=state.index + 1))
        if not state.picked:
            raise Refused(say("no_answer", lang))
        total = None
        if q.total is not None:
            if not state.total:
                raise Refused(say("drill_need_total", lang))
            try:
                total = int(state.total)
            except ValueError:
                raise Refused(say("not_number", lang, value=state.total)) from None
        try:
            grade = drills.grade(q, [q.choices[i].value for i in state.picked], total)
        except drills.DrillError as e:
            raise Refused(str(e)) from None
        grade = hints.charge(grade, state.hints)
        done = Answered(state.index, state.picked, state.total, grade, state.hints)
        problem = self._save(state, q, grade)
        return (dataclasses.replace(state, answered=state.answered + (done,)),
                self._ui | {"record_problem": problem})

    def _next(self, _msg: dict[str, Any]):
        state = self._state
        if not self._current(state):
            raise Refused(say("drill_answer_first", self._ui["lang"]))
        if state.index + 1 >= state.settings.n:
            raise Refused(say("drill_finished", self._ui["lang"]))
        self._shown = (state.index + 1, time.monotonic())
        return dataclasses.replace(state, index=state.index + 1, picked=(), total="",
                                   hints=0), self._ui

    def _restart(self, _msg: dict[str, Any]):
        return DrillState(self._state.settings), self._ui

    def _settings_(self, msg: dict[str, Any]):
        s = self._state.settings
        known = {"variant", "kinds", "level", "n", "seed"}
        extra = sorted(set(msg) - known - {"kind"})
        if extra:
            raise Refused(f"settings: unknown {', '.join(extra)}; known: "
                          f"{', '.join(sorted(known))}",
                          f"settings：没有 {', '.join(extra)}；可用的有："
                          f"{', '.join(sorted(known))}")
        variant = msg.get("variant", s.variant)
        if variant not in variants():
            raise Refused(f"settings: variant is one of {', '.join(variants())}, not {variant!r}",
                          f"settings：玩法是 {', '.join(variants())} 之一，不是 {variant!r}")
        kinds = msg.get("kinds", s.kinds if variant == s.variant and s.kinds != REVIEW else ())
        if isinstance(kinds, str):
            kinds = (kinds,) if kinds else ()
        if not isinstance(kinds, list | tuple) or not all(isinstance(k, str) for k in kinds):
            raise Refused(f"settings: kinds is a list of question types, not {kinds!r}",
                          f"settings：kinds 是题型的列表，不是 {kinds!r}")
        n = msg.get("n", s.n)
        if isinstance(n, str) and n.strip().isdigit():
            n = int(n)
        seed = msg.get("seed", s.seed)  # checked by _settings, as the constructor's
        options = dict(s.options) if variant == s.variant else {}
        try:
            new = checked_settings(variant, tuple(kinds), msg.get("level", s.level), n, seed,
                                   options)
        except ValueError as e:
            raise from_error(e, "settings") from None
        return DrillState(dataclasses.replace(new, test=s.test)), self._ui

    def _option(self, msg: dict[str, Any]):
        s = self._state.settings
        name = need(msg, "name", "a rule option's name", str)
        value = need(msg, "value", "its new value")
        if not isinstance(name, str):
            raise Refused(f"option: name is text, not {name!r}",
                          f"option：选项名是文字，不是 {name!r}")
        try:
            value = v.option_value(self.rules, name, value)
            options = dict(s.options) | {name: value}
            # an option may take a drill away (大师游 without 换三张): keep the others
            have = drills.available_kinds(drills.rules_for(s.variant, options))
            kinds = tuple(k for k in s.kinds if k in have)
            new = checked_settings(s.variant, kinds, s.level, s.n, s.seed, options)
        except ValueError as e:
            raise from_error(e, "option") from None
        return DrillState(dataclasses.replace(new, test=s.test)), self._ui

    # ---- the view state ---------------------------------------------------------------------

    def _build(self, state: DrillState, ui: dict[str, Any], undo: bool, redo: bool
               ) -> dict[str, Any]:
        lang, s = ui["lang"], state.settings
        q = self._question(s, state.index)
        rules = drills.rules_of(q) if s.kinds == REVIEW else \
            drills.rules_for(s.variant, dict(s.options))
        done = self._current(state)
        progress = self._progress(state)
        testing = s.test and not progress["finished"]  # a test shows nothing until the end
        picked = done.picked if done else state.picked
        marks = drills.choice_marks(q, done.grade, done.picked) if done and not testing else {}
        hand = v.parse_hand(q.hand)
        choices = []
        for i, c in enumerate(q.choices):
            item = {"index": i, "value": c.value, "label": c.zh if lang == "zh" else c.en,
                    "selected": i in picked, "mark": marks.get(i, ""),
                    "mark_label": say(f"drill_mark_{marks[i]}", lang) if i in marks else ""}
            if q.kind in TILE_KINDS:
                item["tile"] = v.tile_view(parse_tile(c.value), lang)
            choices.append(item)
        if testing:
            progress = progress | {"streak": None, "best_streak": None, "accuracy": None,
                                   "per_kind": {k: p | {"correct": None, "credit": None}
                                                for k, p in progress["per_kind"].items()}}
        per = [{"kind": k, "label": kind_label(k, lang),
                "count_label": kind_count(progress["per_kind"][k], lang)}
               | progress["per_kind"][k] for k in self._kinds(s)]
        feedback = feedback_view(done.grade, lang) if done and not testing else None
        focus = None
        if q.discard is not None:
            focus = {"tile": v.tile_view(q.discard, lang),
                     "label": say(f"seat_{q.from_seat}", lang)}
        have = drills.available_kinds(rules)
        view = v.chrome(lang, ui["size"]) | {
            "widget": "drill",
            "settings": {"variant": s.variant, "kinds": list(s.kinds), "level": s.level,
                         "n": s.n, "seed": s.seed},
            "variants": [{"id": vid, "label": drills.rules_for(vid).zh} for vid in variants()],
            "kinds": [{"kind": k, "label": kind_label(k, lang), "on": k in s.kinds}
                      for k in have],
            "levels": [{"value": lv, "label": say(f"level_{lv}", lang)}
                       for lv in drills.LEVELS],
            "options": v.options_view(rules, lang),
            "progress": progress | {
                "label": say("drill_question_n", lang, n=progress["number"], of=s.n),
                "streak_label": "" if testing else
                say("drill_streak", lang, streak=progress["streak"],
                    best=progress["best_streak"]),
                "credit_label": "" if progress["accuracy"] is None else
                f"{say('drill_accuracy', lang)} {round(100 * progress['accuracy'])}%",
                "per_kind": per},
            "question": {
                "number": state.index, "kind": q.kind,
                "kind_label": kind_label(q.kind, lang),
                "prompt": q.prompt[lang], "pick": q.pick,
                "hand": v.hand_view(hand, lang, rules.meld_names),
                "hand_is_choices": q.kind in ("discard", "exchange"),
                "situation": situation_text(rules, q, lang),
                "focus": focus, "choices": choices,
                "tile_choices": q.kind in TILE_KINDS,
                "asks_total": q.total is not None, "total": done.total if done else state.total,
            },
            "answered": done is not None, "feedback": feedback,
            "can_next": done is not None and state.index + 1 < s.n,
            "finished": progress["finished"],
            "record": record_view(None if testing else self._record, lang, ui)
            | ({"label": ""} if testing else {}),  # the test's own line says why
            "hints": hints_view(q, state, done, lang),
            "test": {"on": s.test, "testing": testing,
                     "label": say("drill_test", lang) if s.test else "",
                     "kept": say("drill_test_kept", lang) if testing and done else "",
                     "score": score_line(state, lang) if s.test and not testing else ""},
            "review": s.kinds == REVIEW, "note": ui.get("note", ""),
            "code": self.code_view(state, lang),
        }
        return v.mark_wild(view, rules.wild_kinds(q.situation), lang)
