"""What every card-game hand played at a table shares (斗地主, 欢乐三张, 二八杠 …).

A played hand is its seed and its events; everything else is derived by replaying the events
through the rules, so a replay steps exactly as the live hand did, and an impossible one is
refused with the event's index and the reason. :class:`EventCodec` writes and reads the
versioned JSON (``{"kind", "schema", "seed", "events"}`` and any extra fields a game adds)
within size limits; :class:`CardHand` is the loop: ``current()`` is the decision the table
waits for (None: an automatic event is due), ``pending()`` the same if a human seat must take
it, ``step()`` one event, ``advance()`` until a human decides or the hand is over, ``act()``
a human's choice. A game supplies ``current``, ``_auto_event``, ``_do`` and ``_apply``.

>>> codec = EventCodec("paixue-example", {"x": Example})
>>> codec.from_json(codec.to_json([Example(1)], seed=4))[:2]
(4, [Example(n=1)])
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..cards.cards import NotAllowed
from ..engine.why import Why, reason_of, speak

MAX_EVENTS = 1000
MAX_JSON_CHARS = 200_000


class ReplayError(ValueError):
    """A replay that cannot be the record of a hand: names the event (by index) and why."""


@dataclass(frozen=True)
class Example:
    """An event for the doctest."""

    n: int


def _tuple(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuple(v) for v in value)
    return value


class EventCodec:
    """A game's events as versioned JSON: ``kind`` names the game, ``types`` maps each event's
    JSON name to its frozen dataclass; ``schema`` is written, ``reads`` the versions read."""

    def __init__(self, kind: str, types: dict[str, type], schema: int = 1,
                 reads: tuple[int, ...] = (1,), game: str = "",
                 max_events: int = MAX_EVENTS, max_chars: int = MAX_JSON_CHARS):
        self.kind, self.types, self.schema, self.reads = kind, types, schema, reads
        self.names = {cls: name for name, cls in types.items()}
        self.game = game or kind
        self.max_events, self.max_chars = max_events, max_chars

    def event_to_dict(self, event: Any) -> dict[str, Any]:
        return {"type": self.names[type(event)], **dataclasses.asdict(event)}

    def event_from_dict(self, data: Any, index: int) -> Any:
        """One event from its dict; ReplayError naming the index and the bad field."""
        if not isinstance(data, dict) or data.get("type") not in self.types:
            kind = data.get("type") if isinstance(data, dict) else type(data).__name__
            raise ReplayError(Why(f"第 {index} 个事件：没有 {kind!r} 这种事件；有的是 "
                                  f"{'、'.join(self.types)}",
                                  f"event {index}: unknown event {kind!r}; known: "
                                  f"{', '.join(self.types)}"))
        cls = self.types[data["type"]]
        fields = dataclasses.fields(cls)
        names = [f.name for f in fields]
        given = {k: v for k, v in data.items() if k != "type"}
        missing = [f.name for f in fields if f.name not in given and
                   f.default is dataclasses.MISSING]
        extra = [k for k in given if k not in names]
        if missing or extra:
            raise ReplayError(Why(
                f"第 {index} 个事件（{data['type']}）："
                + (f"缺少 {'、'.join(missing)}" if missing else f"没有 {'、'.join(extra)} 这一项"),
                f"event {index} ({data['type']}): "
                + (f"missing {', '.join(missing)}" if missing else
                   f"unknown field {', '.join(extra)}")))
        return cls(**{k: _tuple(v) for k, v in given.items()})

    def to_json(self, events: list[Any], seed: int, indent: int | None = None,
                **extra: Any) -> str:
        """``{"kind", "schema", "seed", "events"}`` and the ``extra`` fields (None left out)."""
        data = {"kind": self.kind, "schema": self.schema, "seed": seed,
                "events": [self.event_to_dict(e) for e in events]}
        data.update({k: v for k, v in extra.items() if v is not None})
        return json.dumps(data, ensure_ascii=False, indent=indent)

    def from_json(self, text: str) -> tuple[int, list[Any], dict[str, Any]]:
        """(seed, events, the whole JSON object) from :meth:`to_json`'s text; ReplayError
        saying what is wrong."""
        if not isinstance(text, str) or len(text) > self.max_chars:
            raise ReplayError(Why(f"保存的一手是 JSON 文字，最多 {self.max_chars} 个字符",
                                  f"a replay is JSON text of at most {self.max_chars} characters"))
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise ReplayError(Why(f"不是 JSON 文字（第 {err.lineno} 行第 {err.colno} 列）",
                                  f"not JSON: {err}")) from None
        except RecursionError:  # "[[[[…": nested deeper than any replay (found by tests/fuzzing.py)
            raise ReplayError(Why("不是保存的一手：括号套得太深",
                                  "not a replay: brackets nested too deep")) from None
        if not isinstance(data, dict) or data.get("kind") != self.kind:
            raise ReplayError(Why(f"不是{self.game}保存的一手（kind 不是 {self.kind!r}）",
                                  f"not a {self.game} replay (its kind is not {self.kind!r})"))
        if data.get("schema") not in self.reads:
            raise ReplayError(Why(f"保存格式第 {data.get('schema')!r} 版；这个版本能读 "
                                  f"{'、'.join(map(str, self.reads))}",
                                  f"replay schema {data.get('schema')!r}; this version reads "
                                  f"{', '.join(map(str, self.reads))}"))
        seed, events = data.get("seed"), data.get("events")
        if type(seed) is not int or not isinstance(events, list):
            raise ReplayError(Why("保存的一手要有整数的种子（seed）和一串事件（events）",
                                  "a replay has a whole-number seed and a list of events"))
        if len(events) > self.max_events:
            raise ReplayError(Why(f"{len(events)} 个事件：一手最多 {self.max_events} 个",
                                  f"{len(events)} events: a hand has at most {self.max_events}"))
        return seed, [self.event_from_dict(d, i) for i, d in enumerate(events)], data


def human_seats(human: int | tuple[int, ...] | None, seats: int) -> frozenset[int]:
    """The human seats as a set: None (all automatic), one seat or several, each 0 … seats-1."""
    humans = () if human is None else (human,) if isinstance(human, int) else tuple(human)
    if any(type(s) is not int or not 0 <= s < seats for s in humans):
        raise ValueError(f"human seats are {', '.join(map(str, range(seats)))}, not {humans!r}")
    return frozenset(humans)


class CardHand:
    """The loop shared by the card games' played hands. A subclass sets ``seed``, ``human``
    and ``events`` and supplies ``over``, ``current()``, ``_auto_event()``, ``_do(decision,
    action)``, ``_apply(event)`` and ``_chooser()`` (its automatic seats)."""

    seed: int
    human: frozenset[int]
    events: list[Any]
    max_events: int = MAX_EVENTS
    replay_errors: tuple[type[Exception], ...] = (NotAllowed, ValueError, KeyError, TypeError)
    codec: EventCodec  # set by a game whose replay :meth:`from_json` and :meth:`to_json` write
    prepared: Any = None  # a deal given instead of the seed's (an event), written in the replay
    table: tuple[str, ...] = ()  # the hand's settings a replay records (players, ante …)
    # a setting a replay saved before it was recorded was played with: its value then (the
    # replay, not the loading table, says how the hand was played)
    table_before: dict[str, Any] = {}

    @classmethod
    def from_json(cls, text: str, human: Any = None, **kw: Any) -> CardHand:
        """The hand a replay records, its settings (``table``) and prepared deal too;
        ReplayError saying what is wrong."""
        seed, events, data = cls.codec.from_json(text)
        if data.get("prepared") is not None:
            try:
                kw["prepared"] = cls.codec.event_from_dict(data["prepared"], -1)
            except (TypeError, ValueError) as err:
                raise ReplayError(f"the prepared deal is not a deal: {err}") from None
        if not cls.table:
            return cls(seed, human, events, **kw)
        kw |= {k: v for k, v in cls.table_before.items() if data.get(k) is None}
        kw |= {k: data[k] for k in cls.table if data.get(k) is not None}
        try:
            return cls(seed, human, events, **kw)
        except ReplayError:
            raise
        except (ValueError, TypeError) as err:
            raise ReplayError(Why(f"不是{cls.codec.game}的桌子：{speak(reason_of(err), 'zh')}",
                                  f"the table is not a {cls.codec.game} table: {err}")) from None

    def to_json(self, indent: int | None = None) -> str:
        """The replay: the seed, the events, the settings and the prepared deal if any."""
        prepared = None if self.prepared is None else self.codec.event_to_dict(self.prepared)
        return self.codec.to_json(self.events, self.seed, indent, prepared=prepared,
                                  **{k: getattr(self, k) for k in self.table})

    def _replay(self, events) -> None:
        """Apply a record's events, each checked; ReplayError naming the first bad one."""
        for i, e in enumerate(events or ()):
            try:
                self._apply(e)
            except self.replay_errors as err:
                why = reason_of(err)
                raise ReplayError(Why(f"第 {i} 个事件（{type(e).__name__}）不可能发生："
                                      f"{speak(why, 'zh')}",
                                      f"event {i} ({type(e).__name__}) cannot happen: {why}")) \
                    from None

    @property
    def over(self) -> bool:
        raise NotImplementedError

    def current(self) -> Any:
        raise NotImplementedError

    def _chooser(self) -> Callable[[Any, Any], Any]:
        raise NotImplementedError

    def pending(self) -> Any:
        """The human's decision now (None: an automatic seat acts, or the hand is over)."""
        d = self.current()
        return d if d is not None and d.seat in self.human else None

    def act(self, action: Any) -> list[Any]:
        """Apply the human's choice (NotAllowed with the reason if refused)."""
        d = self.pending()
        if d is None:
            raise NotAllowed(Why("现在不该你做决定", "it is not a human seat's decision now"))
        return self._do(d, action)

    def advance(self) -> bool:
        """Play automatic seats and automatic events until a human decides or the hand ends;
        True when the hand is over."""
        choose = self._chooser()
        while not self.over and len(self.events) < self.max_events:
            if self.pending() is not None:
                return False
            self.step(choose)
        return self.over

    def step(self, chooser=None) -> list[Any]:
        """One event: an automatic one or one automatic seat's choice (``chooser(game,
        decision)``, the automatic seats' by default)."""
        if self.over:
            return []
        d = self.current()
        if d is None:
            return self._auto_event()
        if d.seat in self.human and chooser is None:
            raise NotAllowed(Why("等真人选择", "a human seat decides this"))
        return self._do(d, (chooser or self._chooser())(self, d))

    def _auto_event(self) -> list[Any]:
        raise NotImplementedError

    def _do(self, decision: Any, action: Any) -> list[Any]:
        raise NotImplementedError

    def _apply(self, event: Any) -> None:
        raise NotImplementedError


__all__ = ["CardHand", "EventCodec", "ReplayError", "human_seats", "MAX_EVENTS",
           "MAX_JSON_CHARS"]
