"""The rule comparison: one hand scored under several rule sets side by side — each variant
whose tiles can hold it, or one variant's option values — with every difference named by the
rule that makes it (the engine finds the rule: :mod:`widgets.practice.compare`). The learner
edits the hand by clicking tiles, or pastes its text or a position code (this widget's, or a
hand lab's); the situation applies to every column.

>>> c = Compare("111m222m333m444m5m +5m", variants=["sichuan-xuezhan", "wuhan"], lang="en")
>>> [col["total_label"] or col["refusal"][:8] for col in c.view["columns"]]
['×8 (multiple of the stake)', 'no 开口: a']
>>> c.handle({"kind": "add", "tile": "1m"})
>>> c.message["level"], c.message["text"][:22]
('warning', '1m refused: 15 tiles w')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from widgets.engine.notation import Hand, NotationError
from widgets.engine.position_code import PositionCodeError, decode
from widgets.engine.situation import Situation
from widgets.engine.tiles import tile_name, tile_zh
from widgets.engine.why import Why, speak
from widgets.practice.compare import (
    CompareError,
    RuleSet,
    compare,
    hand_refusal,
    rule_set,
    rule_sets,
)
from widgets.practice.compare.rule_sets import ORDER

from ..shared import view as v
from ..shared.assets import STATIC, static_esm
from ..shared.display import ShowsTiles
from ..shared.intents import Refused, Undoable, from_error, need, tile_of
from ..shared.labels import LANGS, say
from ..shared.plain_text import PlainTexts
from ..shared.position import PositionCodes
from .compare_view import build_view


@dataclasses.dataclass(frozen=True)
class CompareState:
    """What undo restores: the hand, the situation, the columns (None: every variant whose
    tiles hold the hand), the reference column, and whether the columns are one variant's
    option values (``fixed``: the variant picker is off)."""

    hand: Hand
    situation: Situation = Situation()
    columns: tuple[RuleSet, ...] | None = None
    reference: int = 0
    fixed: bool = False


class Compare(PlainTexts, PositionCodes, Undoable, ShowsTiles, anywidget.AnyWidget):
    """One hand under several rule sets, side by side.

    ``hand`` notation (may end with ``| self_drawn …``); ``variants`` variant ids or
    ``(id, {options})`` pairs (left out: every mahjong variant whose tiles can hold the
    hand; with options, the columns are fixed: no variant picker); ``compare`` an option
    name of the one variant given (``"cap"``), or
    ``{name: [values]}``: one column per value; ``situation`` a dict of :class:`Situation`
    fields; ``lang`` 'zh' or 'en'; ``size`` 'normal' or 'large'; ``code`` a position code.
    Bad arguments raise ValueError naming what is wrong (zh and en in the message's Why).
    """

    CODE_KIND = "cp"
    TEXT_LIMITS = Undoable.TEXT_LIMITS | {"code": PositionCodes.CODE_LIMIT}

    _esm = static_esm("compare.js")
    _css = "\n".join((STATIC / f).read_text(encoding="utf-8")
                     for f in ("paixue.css", "compare.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __init__(self, hand: str = "", variants: Any = None, compare: Any = None,
                 situation: dict[str, Any] | None = None, lang: str = "zh",
                 size: str | None = None, code: str = "", **kwargs: Any):
        super().__init__(**kwargs)
        if lang not in LANGS:
            raise ValueError(f"lang is zh or en, not {lang!r}")
        if not isinstance(hand, str):
            raise TypeError(f"hand is text in notation, not {type(hand).__name__}")
        parsed = v.parse_lab_text(hand)  # NotationError names the bad token
        sit = parsed.situation or Situation()
        if situation:
            if not isinstance(situation, dict):
                raise TypeError(f"situation is a dict, not {type(situation).__name__}")
            sit = sit.with_(**{k: v.situation_value(k, x) for k, x in situation.items()})
        why = hand_refusal(parsed.hand)
        if why:
            raise CompareError(why)
        columns = None
        if variants is not None or compare not in (None, "", {}):
            columns = tuple(rule_sets(variants if variants is not None else list(ORDER[:1]),
                                      compare, parsed.hand))
        # columns of option sets (one variant's, or chosen ones) are the lesson's: the
        # variant picker, which shows or hides a variant's default column, is off
        fixed = compare not in (None, "", {}) or any(rs.options for rs in columns or ())
        state = CompareState(parsed.hand, sit, columns, 0, fixed=fixed)
        self._ui = {"lang": lang, "size": self._first_size(size)}
        self._state = self._state_from_code(code) if code else state
        self._undo: list[CompareState] = []
        self._redo: list[CompareState] = []
        self.view = self._build(self._state, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def __repr__(self) -> str:
        return f"Compare({v.copy_text(self._state.hand, self._state.situation)!r})"

    # ---- read-only state for lessons and tests ----------------------------------------------

    @property
    def comparison(self) -> Any:
        """The engine's comparison of what is shown
        (:class:`~widgets.practice.compare.Comparison`)."""
        return self._compare(self._state)

    @staticmethod
    def _compare(s: CompareState) -> Any:
        variants = None if s.columns is None else \
            [(rs.variant, dict(rs.options)) for rs in s.columns]
        n = len(s.columns) if s.columns is not None else \
            len(rule_sets(None, None, s.hand))
        return compare(s.hand, variants, situation=s.situation, reference=min(s.reference, n - 1))

    # ---- intents ----------------------------------------------------------------------------

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"add": self._add, "remove": self._remove, "text": self._text,
                "clear": self._clear, "toggle": self._toggle, "column": self._column,
                "reference": self._reference, "undo": self._undo_, "redo": self._redo_,
                "lang": self._ui_choice, "size": self._ui_choice, "faces": self._faces_,
                "code": self._code_intent}

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    def _with_hand(self, hand: Hand, prefix: str) -> tuple:
        why = hand_refusal(hand)
        if why:
            raise Refused(f"{prefix} {speak(why, 'en')}", f"{speak(prefix, 'zh')}{why.zh}")
        return dataclasses.replace(self._state, hand=hand), self._ui

    def _add(self, msg: dict[str, Any]) -> tuple:
        tile = tile_of(msg)
        en = say("refused_add", "en", tile=tile_name(tile))
        why = hand_refusal(v.add_tile(self._state.hand, tile))
        if why:
            raise Refused(f"{en} {why}",
                          f"{say('refused_add', 'zh', tile=tile_zh(tile))}{why.zh}")
        return dataclasses.replace(self._state, hand=v.add_tile(self._state.hand, tile)), \
            self._ui

    def _remove(self, msg: dict[str, Any]) -> tuple:
        index = need(msg, "index", "a whole number", int)
        if isinstance(index, bool):
            raise Refused(f"remove: index is a whole number, not {index!r}",
                          f"remove：index 应是整数，不是 {index!r}")
        try:
            hand = v.remove_at(self._state.hand, index)
        except IndexError as e:
            raise from_error(e, "remove") from None
        return dataclasses.replace(self._state, hand=hand), self._ui

    def _text(self, msg: dict[str, Any]) -> tuple:
        text = need(msg, "text", "the hand in notation", str)
        lang = self._ui["lang"]
        if text.strip()[:4] in ("cp1.", "hl1."):  # a pasted position code
            return self._code_intent({"kind": "code", "code": text})
        try:
            parsed = v.parse_lab_text(text)
        except (NotationError, ValueError) as e:
            raise Refused(f"{say('refused_text', lang)} {speak(e, lang)}\x00{text}") from None
        why = hand_refusal(parsed.hand)
        if why:
            raise Refused(f"{say('refused_text', lang)} {speak(why, lang)}\x00{text}")
        sit = self._state.situation if parsed.situation is None else parsed.situation
        return dataclasses.replace(self._state, hand=parsed.hand, situation=sit), self._ui

    def _clear(self, _msg: dict[str, Any]) -> tuple:
        return dataclasses.replace(self._state, hand=Hand(())), self._ui

    def _toggle(self, msg: dict[str, Any]) -> tuple:
        key = need(msg, "key", f"one of {', '.join(v.BOOL_KEYS)}", str)
        if key not in v.BOOL_KEYS:
            raise Refused(f"toggle: key is one of {', '.join(v.BOOL_KEYS)}, not {key!r:.40}",
                          f"toggle：key 是 {', '.join(v.BOOL_KEYS)} 之一，不是 {key!r:.40}")
        sit = self._state.situation
        return dataclasses.replace(self._state,
                                   situation=sit.with_(**{key: not getattr(sit, key)})), \
            self._ui

    def _column(self, msg: dict[str, Any]) -> tuple:
        """``{"kind": "column", "variant": id}``: show or hide that variant's column."""
        lang, s = self._ui["lang"], self._state
        if s.fixed:
            raise Refused(say("compare_column_fixed", lang))
        variant = need(msg, "variant", "a variant id", str)
        try:
            added = rule_set(variant)
        except CompareError as e:
            raise from_error(e, "column") from None
        shown = list(s.columns) if s.columns is not None else \
            rule_sets(None, None, s.hand)
        if any(rs.variant == variant for rs in shown):
            shown = [rs for rs in shown if rs.variant != variant]
        else:
            shown.append(added)
            shown.sort(key=lambda rs: ORDER.index(rs.variant) if rs.variant in ORDER else 99)
        if not shown:
            raise Refused(say("compare_column_needed", lang))
        return dataclasses.replace(s, columns=tuple(shown), reference=0), self._ui

    def _reference(self, msg: dict[str, Any]) -> tuple:
        index = need(msg, "index", "a column number", int)
        n = len(self.comparison.outcomes)
        if isinstance(index, bool) or not 0 <= index < n:
            raise Refused(say("compare_bad_reference", "en", index=index),
                          say("compare_bad_reference", "zh", index=index))
        return dataclasses.replace(self._state, reference=index), self._ui

    # ---- position codes ---------------------------------------------------------------------

    def _position(self, state: CompareState) -> dict[str, Any]:
        cols = None if state.columns is None else \
            [[rs.variant, dict(rs.options)] for rs in state.columns]
        return {"t": v.copy_text(state.hand, state.situation), "c": cols,
                "r": state.reference, "f": state.fixed}

    def _state_from_code(self, code: str) -> CompareState:
        """A rule comparison's code, or a hand lab's (its hand and situation, under every
        variant); PositionCodeError (zh and en) otherwise."""
        try:
            kind, _ = decode(code)
        except PositionCodeError:
            kind = ""
        if kind == "hl":
            _, data = decode(code, expect="hl")
            text = data.get("t")
            if not isinstance(text, str):
                raise PositionCodeError(Why("手牌实验室的位置码里没有手牌",
                                            "this hand lab code holds no hand"))
            parsed = v.parse_lab_text(text)
            return CompareState(parsed.hand, parsed.situation or Situation())
        return super()._state_from_code(code)

    def _restore(self, data: dict[str, Any]) -> CompareState:
        text, cols, ref = data.get("t"), data.get("c"), data.get("r", 0)
        if not isinstance(text, str) or not (cols is None or isinstance(cols, list)):
            raise ValueError(f"a rule comparison holds a hand and columns, not {data!r:.60}")
        parsed = v.parse_lab_text(text)
        why = hand_refusal(parsed.hand)
        if why:
            raise ValueError(why)
        columns = None if cols is None else tuple(
            rule_set(c[0], c[1]) if isinstance(c, list) and len(c) == 2 else rule_set(c)
            for c in cols)
        state = CompareState(parsed.hand, parsed.situation or Situation(), columns,
                             ref if isinstance(ref, int) and not isinstance(ref, bool) else 0,
                             bool(data.get("f")))
        self._compare(state)  # a bad reference or column refuses here
        return state

    # ---- the view ---------------------------------------------------------------------------

    def _build(self, state: CompareState, ui: dict[str, Any], undo: bool, redo: bool
               ) -> dict[str, Any]:
        lang = ui["lang"]
        view = build_view(self._compare(state), state.hand, lang, state.fixed)
        return v.chrome(lang, ui["size"]) | view | {
            "history": {"undo": undo, "redo": redo},
            "code": self.code_view(state, lang)}
