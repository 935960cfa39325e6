"""The settlement lab: the learner sets how a 血战到底 hand ended, seat by seat — each seat's
kong (直杠 fed by whom, 面下杠, 暗杠), its ending (自摸, a win on whose discard, or at 流局
ready, not ready or a 花猪), whether it left (逃跑), and the coins it starts with — and sees
the hand as steps and every payment the engine computes, each with the seed's sentence and
ruling behind it (:mod:`widgets.practice.table.settle_story` makes the events; the engine's
``settle`` pays). A story the rules do not allow is refused with its reason, the last one
kept.

>>> lab = SettleLab(lang="en")
>>> lab.handle({"kind": "seat", "seat": 2, "field": "end", "value": "zimo"})
>>> [(p["who"], p["paid"]) for p in lab.view["payments"]][:2]
[('East P0 → West P2', 2), ('East P0 → West P2', 1)]
>>> lab.handle({"kind": "seat", "seat": 2, "field": "left", "value": True})
>>> lab.message["text"][:33]
'P2 has won: a player who leaves i'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import anywidget
import traitlets

from widgets.practice.table.settle_story import (
    ENDS,
    KONGS,
    MAX_BASE,
    MAX_COINS,
    Outcome,
    Seat,
    Story,
    StoryError,
    check,
    outcome,
)

from ..shared.assets import STATIC, static_esm
from ..shared.display import Displayed
from ..shared.intents import Refused, Undoable
from ..shared.labels import LANGS
from .settle_view import build_view

START_COINS = 20  # each seat's coins when the room starts limiting them (破产 shows soon)
FIELDS: dict[str, Callable[[Any], bool]] = {
    "kong": lambda v: v in KONGS, "end": lambda v: v in ENDS,
    "fed_by": lambda v: v in range(4) and not isinstance(v, bool),
    "from_seat": lambda v: v in range(4) and not isinstance(v, bool),
    "left": lambda v: isinstance(v, bool),
    "coins": lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_COINS,
}


def _need(msg: dict[str, Any], name: str, en: str, zh: str, types: type | tuple[type, ...]
          ) -> Any:
    """``msg[name]`` of ``types``, or Refused saying what it should be (en and zh)."""
    value = msg.get(name)
    if name not in msg or not isinstance(value, types):
        raise Refused(f"{msg.get('kind')!r}: {name!r} is {en}, not {value!r:.40}",
                      f"{msg.get('kind')!r}：{name!r} 应是{zh}，不是 {value!r:.40}")
    return value


def _seat(spec: Any, i: int) -> Seat:
    """A seat from a dict of its fields (or a Seat); ValueError naming a bad field."""
    if isinstance(spec, Seat):
        return spec
    if not isinstance(spec, dict):
        raise TypeError(f"seat {i} is a dict of {', '.join(FIELDS)}, not {type(spec).__name__}")
    for k, v in spec.items():
        if k not in FIELDS or not FIELDS[k](v):
            raise ValueError(f"seat {i}: {k}={v!r} is not one of the choices "
                             f"(kong: {KONGS}, end: {ENDS}, fed_by/from_seat 0-3, left True/False,"
                             f" coins 0-{MAX_COINS})")
    return Seat(**spec)


class SettleLab(Undoable, Displayed, anywidget.AnyWidget):
    """A 血战到底 hand set by how it ended, settled by the engine.

    ``seats`` four dicts (or :class:`Seat`) of ``kong`` ('', 'direct', 'added',
    'concealed'), ``fed_by`` (a 直杠's discarder), ``end`` ('ready', 'not_ready', 'huazhu',
    'zimo', 'dianpao'), ``from_seat`` (a 点炮 win's discarder), ``left`` and ``coins`` (all
    four or none); ``base`` the 底注; ``after_kong``: the discard won on comes right after its
    discarder's kong (呼叫转移); ``lang`` 'zh' or 'en'; ``size`` 'normal' or 'large'. A story
    the rules do not allow raises :class:`StoryError` (zh and en) naming why.
    """

    _esm = static_esm("settle_lab.js")
    _css = "\n".join((STATIC / f).read_text(encoding="utf-8")
                     for f in ("paixue.css", "settle_lab.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __init__(self, seats: Any = None, base: int = 1, after_kong: bool = False,
                 lang: str = "zh", size: str | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        if lang not in LANGS:
            raise ValueError(f"lang is zh or en, not {lang!r}")
        if seats is None:
            seats = [{}] * 4
        if not isinstance(seats, list | tuple) or len(seats) != 4:
            raise ValueError(f"seats are four seats' dicts, not {seats!r:.60}")
        if type(base) is not int or type(after_kong) is not bool:
            raise TypeError("base is a whole number and after_kong True or False")
        story = Story(tuple(_seat(s, i) for i, s in enumerate(seats)),  # type: ignore[arg-type]
                      base=base, after_kong=after_kong)
        check(story)  # StoryError, zh and en
        self._state = story
        self._ui = {"lang": lang, "size": self._first_size(size)}
        self._undo: list[Story] = []
        self._redo: list[Story] = []
        self.view = self._build(story, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def __repr__(self) -> str:
        return f"SettleLab(base={self._state.base}, lang={self._ui['lang']!r})"

    # ---- read-only state for lessons and tests ----------------------------------------------

    @property
    def story(self) -> Story:
        """The hand as set now."""
        return self._state

    @property
    def outcome(self) -> Outcome:
        """The engine's settlement of it: events, ledger, scores, readiness at 流局."""
        return outcome(self._state)

    # ---- intents ----------------------------------------------------------------------------

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"seat": self._seat_, "base": self._base, "after_kong": self._after_kong,
                "limited": self._limited, "undo": self._undo_, "redo": self._redo_,
                "lang": self._ui_choice, "size": self._ui_choice}

    def _checked(self, story: Story) -> tuple:
        try:
            check(story)
            outcome(story)
        except StoryError as e:
            raise Refused(str(e.why), e.why.zh) from None
        return story, self._ui

    def _seat_(self, msg: dict[str, Any]) -> tuple:
        seat = _need(msg, "seat", "a seat 0-3", "座位 0 到 3", int)
        field = _need(msg, "field", "the choice to change", "要改的选项", str)
        value = _need(msg, "value", "its new value", "新的值", object)
        if isinstance(seat, bool) or seat not in range(4):
            raise Refused(f"seat is 0-3, not {seat!r}", f"seat 是 0 到 3，不是 {seat!r}")
        if field not in FIELDS or not FIELDS[field](value):
            raise Refused(f"P{seat}: {field}={value!r} is not one of the choices",
                          f"P{seat}：{field}={value!r} 不是可选的值")
        if field == "coins" and self._state.seats[0].coins is None:
            raise Refused("tick 'Seats start with coins' first", "先勾选“有起始金币”")
        change = {field: value}
        now = self._state.seats[seat]
        # the picker shows the seat before (上家) until another is chosen: the story takes it
        if field == "end" and value == "dianpao" and now.from_seat is None:
            change["from_seat"] = (seat + 3) % 4
        if field == "kong" and value == "direct" and now.fed_by is None:
            change["fed_by"] = (seat + 3) % 4
        return self._checked(self._state.with_seat(seat, **change))

    def _base(self, msg: dict[str, Any]) -> tuple:
        value = _need(msg, "value", f"a base stake 1-{MAX_BASE}", f"底注 1 到 {MAX_BASE}", int)
        return self._checked(replace(self._state, base=value))

    def _after_kong(self, msg: dict[str, Any]) -> tuple:
        value = _need(msg, "value", "true or false", "true 或 false", bool)
        return self._checked(replace(self._state, after_kong=value))

    def _limited(self, msg: dict[str, Any]) -> tuple:
        value = _need(msg, "value", "true or false", "true 或 false", bool)
        coins = START_COINS if value else None
        seats = tuple(replace(s, coins=coins) for s in self._state.seats)
        return self._checked(replace(self._state, seats=seats))

    def _build(self, state: Story, ui: dict[str, Any], can_undo: bool, can_redo: bool) -> dict:
        return build_view(state, outcome(state), ui, can_undo, can_redo)
