"""One replay format for every played hand, mahjong and cards alike (issue 36).

A saved hand is JSON text: a header, then the events, each written by its game's
:class:`EventTable` (the event kinds a game registers, each a frozen dataclass)::

    {"format": "paixue-replay", "version": 1, "game": "doudizhu", "schema": 1,
     "seed": 5, "events": [{"type": "deal", ...}, ...], ...}

``version`` is this codec's (a later one bumps it; a reader refuses a version it does not
know, by its number); ``game`` names the event table; ``schema`` is that table's own version
of its events; ``seed`` (when the hand has one) and any fields a game adds (a card table's
settings, a prepared deal) follow. Replays saved before this format (mahjong's ``{"schema",
"events"}``, the card games' ``{"kind": "paixue-…", …}``) are read by each table's
:meth:`EventTable.legacy`, so every file a learner saved still opens.

:class:`ReplayError` is the one error of a replay that cannot be read or could not have
happened: its message is a :class:`~.why.Why` (zh and en), :meth:`ReplayError.say` gives either.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Tick:
...     seat: int
>>> table = EventTable("ticks", {"tick": Tick}, name="例子")
>>> text = dumps(table, [Tick(1)], seed=4)
>>> text
'{"format": "paixue-replay", "version": 1, "game": "ticks", "schema": 1, "seed": 4, \
"events": [{"type": "tick", "seat": 1}]}'
>>> loads(table, text)[:2]
(4, [Tick(seat=1)])
>>> loads(table, '{"format": "paixue-replay", "version": 9, "game": "ticks"}')
Traceback (most recent call last):
...
widgets.engine.replay_codec.ReplayError: saved in replay format version 9; this version reads 1
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Sequence
from typing import Any, NamedTuple

from .bounded_json import JSONShapeError
from .bounded_json import loads as bounded_loads
from .why import Why, reason_of, speak

FORMAT = "paixue-replay"
VERSION = 1  # this codec's header; READS_VERSIONS the ones it reads
READS_VERSIONS = (1,)
MAX_EVENTS = 1000
MAX_JSON_CHARS = 200_000
HEADER = ("format", "version", "game", "schema", "seed", "events")


class ReplayError(ValueError):
    """A saved hand that cannot be read, or could not have happened. The message is a
    :class:`~.why.Why` (English, with its Chinese); ``index`` (0-based) and ``event`` name the
    event refused when there is one (``number`` counts from 1, as the tables' steps), ``why``
    the reason without the event's name."""

    def __init__(self, message: Any, index: int | None = None, event: Any = None,
                 why: Any = None):
        super().__init__(message)
        self.index, self.event = index, event
        self.number = None if index is None else index + 1
        self.why = message if why is None else why
        self.zh = speak(message, "zh")

    def say(self, lang: str) -> str:
        """The refusal in ``lang`` ('zh' or 'en')."""
        return speak(reason_of(self), lang)


def fits(value: Any, hint: Any) -> bool:
    """Whether a JSON value can stand for a field typed ``hint``: an int is an int and not a
    bool, a tuple of cards a list of strings, ``int | None`` either (issue 32)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    simple = {bool: lambda v: type(v) is bool, int: lambda v: type(v) is int,
              str: lambda v: isinstance(v, str), type(None): lambda v: v is None}
    if hint in simple:
        return simple[hint](value)
    if origin in (typing.Union, types.UnionType):
        return any(fits(value, a) for a in args)
    if origin is tuple:
        if not isinstance(value, list | tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(fits(v, args[0]) for v in value)
        return len(value) == len(args) and all(fits(v, a) for v, a in zip(value, args, strict=True))
    return True  # a type this reader does not check: the rules check it when replayed


def _tuple(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuple(v) for v in value)
    return value


class Saved(NamedTuple):
    """A read replay: its seed (None: the hand has none), events and the whole JSON object."""

    seed: int | None
    events: list[Any]
    data: dict[str, Any]


TABLES: dict[str, EventTable] = {}  # game id → its event table (registered on creation)


class EventTable:
    """One game's events: ``game`` its id in the header, ``types`` each event's JSON name →
    its frozen dataclass, ``schema`` the version of them written and ``reads`` the ones read;
    ``name`` the game in the learner's words (zh); ``kind`` the ``"kind"`` of its replays
    saved before this format (card games). :meth:`encode` and :meth:`decode` are one event
    (its dataclass fields, checked against their types); a game whose events check
    themselves overrides them."""

    what = ("保存的一手", "a replay")  # what the learner calls the text, zh and en
    seeded = True  # its hands are dealt from a seed, which a replay names

    def __init__(self, game: str, types: dict[str, type], schema: int = 1,
                 reads: tuple[int, ...] = (1,), name: str = "", kind: str = "",
                 max_events: int = MAX_EVENTS, max_chars: int = MAX_JSON_CHARS):
        self.game, self.types, self.schema, self.reads = game, types, schema, reads
        self.names = {cls: n for n, cls in types.items()}
        self.name, self.kind = name or game, kind
        self.max_events, self.max_chars = max_events, max_chars
        known = TABLES.get(game)
        def kinds(t: dict[str, type]) -> dict[str, str]:
            return {n: c.__qualname__ for n, c in t.items()}
        if known is not None and kinds(known.types) != kinds(types):  # a module read again
            raise ValueError(f"two event tables are called {game!r}")
        TABLES[game] = self

    def schema_of(self, events: Sequence[Any]) -> int:
        """The schema a record is written as (a game may write an older one when it can)."""
        return self.schema

    def encode(self, event: Any) -> dict[str, Any]:
        return {"type": self.names[type(event)], **dataclasses.asdict(event)}

    def decode(self, data: Any, index: int) -> Any:
        """One event from its dict; ReplayError naming the index and the bad field."""
        kind = data.get("type") if isinstance(data, dict) else type(data).__name__
        if not isinstance(kind, str) or kind not in self.types:  # a list: not looked up
            raise ReplayError(Why(f"第 {index} 个事件：没有 {kind!r} 这种事件；有的是 "
                                  f"{'、'.join(self.types)}",
                                  f"event {index}: unknown event {kind!r}; known: "
                                  f"{', '.join(self.types)}"), index)
        cls = self.types[kind]
        fields = dataclasses.fields(cls)
        given = {k: v for k, v in data.items() if k != "type"}
        missing = [f.name for f in fields if f.name not in given and
                   f.default is dataclasses.MISSING]
        extra = [k for k in given if k not in [f.name for f in fields]]
        if missing or extra:
            raise ReplayError(Why(
                f"第 {index} 个事件（{kind}）："
                + (f"缺少 {'、'.join(missing)}" if missing else f"没有 {'、'.join(extra)} 这一项"),
                f"event {index} ({kind}): "
                + (f"missing {', '.join(missing)}" if missing else
                   f"unknown field {', '.join(extra)}")), index)
        hints = typing.get_type_hints(cls)
        for k, v in given.items():
            if not fits(v, hints.get(k, object)):
                what = getattr(hints.get(k), "__name__", None) or str(hints.get(k))
                raise ReplayError(Why(f"第 {index} 个事件（{kind}）：{k} 不能是 {v!r:.40}"
                                      f"（应是 {what}）",
                                      f"event {index} ({kind}): {k} cannot be "
                                      f"{v!r:.40} (it is {what})"), index)
        return cls(**{k: _tuple(v) for k, v in given.items()})

    def legacy(self, data: dict[str, Any]) -> dict[str, Any]:
        """A replay saved before this format, as this format's object (the card games':
        ``{"kind", "schema", "seed", "events", …}``); ReplayError if it is none of this game's."""
        if not self.kind or data.get("kind") != self.kind:
            raise self.not_ours(data)
        return {k: v for k, v in data.items() if k != "kind"} | {"game": self.game}

    def not_ours(self, data: dict[str, Any]) -> ReplayError:
        other = next((t for t in TABLES.values() if t.game == data.get("game")
                      or t.kind and t.kind == data.get("kind")), None)
        of = f"（这是{other.name}的）" if other else ""
        return ReplayError(Why(f"不是{self.name}{self.what[0]}{of}",
                               f"not a {self.name} {self.what[1].removeprefix('a ')}"
                               + (f" (it is a {other.name} one)" if other else "")))


def dumps(table: EventTable, events: Sequence[Any], seed: int | None = None,
          indent: int | None = None, **extra: Any) -> str:
    """The replay's JSON text: the header, ``seed`` (if any), the events and the ``extra``
    fields (None left out)."""
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "game": table.game,
                            "schema": table.schema_of(events)}
    if seed is not None:
        data["seed"] = seed
    data["events"] = [table.encode(e) for e in events]
    data.update({k: v for k, v in extra.items() if v is not None})
    return json.dumps(data, ensure_ascii=False, indent=indent)


def loads(table: EventTable, text: Any) -> Saved:
    """The seed, events and object of a replay of ``table``'s game, in this format or in the
    one before it; ReplayError saying what is wrong, in zh and en."""
    zh, en = table.what
    if not isinstance(text, str) or len(text) > table.max_chars:
        raise ReplayError(Why(f"{zh}是 JSON 文字，最多 {table.max_chars} 个字符",
                              f"{en} is JSON text of at most {table.max_chars} characters"))
    try:  # size and nesting bounded before parsing: "[[[[…" is refused in words (issue 32)
        data = bounded_loads(text, what=en, what_zh=zh, max_chars=table.max_chars)
    except JSONShapeError as err:
        raise ReplayError(err.why) from None
    if not isinstance(data, dict):
        raise ReplayError(Why(f"{zh}是一个 JSON 对象：{{\"format\": …, \"events\": […]}}",
                              f'{en} is one JSON object: {{"format": …, "events": […]}}'))
    if data.get("format") != FORMAT:
        data = table.legacy(data)
    elif data.get("version") not in READS_VERSIONS or type(data.get("version")) is not int:
        raise ReplayError(Why(f"保存格式第 {data.get('version')!r:.20} 版；这个版本能读 "
                              f"{'、'.join(map(str, READS_VERSIONS))}",
                              f"saved in replay format version {data.get('version')!r:.20}; "
                              f"this version reads {', '.join(map(str, READS_VERSIONS))}"))
    elif data.get("game") != table.game:
        raise table.not_ours(data)
    return _body(table, data)


def _body(table: EventTable, data: dict[str, Any]) -> Saved:
    if data.get("schema") not in table.reads or type(data.get("schema")) is not int:
        raise ReplayError(Why(f"{table.name}事件第 {data.get('schema')!r:.20} 版；这个版本能读 "
                              f"{'、'.join(map(str, table.reads))}",
                              f"{table.name} events of schema {data.get('schema')!r:.20}; "
                              f"this version reads {', '.join(map(str, table.reads))}"))
    seed, events = data.get("seed"), data.get("events")
    if not (seed is None and not table.seeded or type(seed) is int) \
            or not isinstance(events, list):
        raise ReplayError(Why(f"{table.what[0]}要有整数的种子（seed）和一串事件（events）",
                              f"{table.what[1]} has a whole-number seed and a list of events"))
    if len(events) > table.max_events:
        raise ReplayError(Why(f"{len(events)} 个事件：一手最多 {table.max_events} 个",
                              f"{len(events)} events: a hand has at most {table.max_events}"))
    return Saved(seed, [table.decode(d, i) for i, d in enumerate(events)], data)


__all__ = ["FORMAT", "VERSION", "READS_VERSIONS", "HEADER", "TABLES", "EventTable", "ReplayError",
           "Saved", "dumps", "loads", "fits"]
