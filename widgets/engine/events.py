"""One versioned record of what happened in a hand: the event schema.

The same records drive settlement (who pays whom), the history-dependent rules still to come
(漏胡, 包, 地胡), the step-by-step table and saved replays (DESIGN.md, "Engine": "Events (draw,
discard, claim, kong, win, exchange, end) are one documented, versioned data schema").

Conventions of schema version 2 (:data:`SCHEMA_VERSION`; version 1 lacked Dice, WallBreak,
Void and Pass, so a version-1 document is read as it is):

* seats are absolute, ``0``–``3`` in turn order: ``seat + 1`` (mod 4) is the 下家;
* tiles are canonical notation strings (``'5p'``, ``'7z'``); hands are hand notation
  (``'11m234p [555s,2] +1m'``, see :mod:`widgets.engine.notation`);
* every event is a frozen dataclass; its constructor checks every field (the checks, one
  per field name, are in :mod:`.event_checks`) and raises :class:`EventError` (a
  ``ValueError``) naming the field and the bad value;
* JSON is the engine's one replay format (:mod:`.replay_codec`): ``{"format":
  "paixue-replay", "version": 1, "game": "mahjong", "schema": 2, "events": [{"type": "draw",
  "seat": 0, "tile": "5p", ...}]}``; the type is the lower-case class name. A writer of a
  later version of the events must bump ``schema``. A hand saved before that format,
  ``{"schema": 2, "events": [...]}``, is still read.
* Schema 3 adds what a whole 武汉 hand needs: the Indicator event and a 吃's ``run``. A record
  that uses neither is still written as schema 2 (a version-2 reader reads it); one that uses
  either is written as 3, so an older reader refuses it by its number, not at an unknown type.

The event types:

=========  ==========================================================================
Deal       ``seat`` is dealt ``hand`` (the dealer's holds 14 tiles, the others 13)
Draw       ``seat`` draws ``tile``; ``replacement`` after a kong; ``wall_remaining`` after it
Discard    ``seat`` discards ``tile``
Claim      ``seat`` claims ``tile`` discarded by ``from_seat``: ``kind`` 'chi' or 'pon';
           a 吃 may name its ``run``, the three tiles of the sequence (schema 3)
Kong       ``seat`` declares a kong of ``tile``: ``kind`` 'direct' (直杠, on the discard of
           ``from_seat``), 'added' (面下杠/补杠 onto a 碰) or 'concealed' (暗杠); a kong
           that is robbed (抢杠胡) never happened: record only the Win (P-S11)
Win        ``seat`` wins on ``tile``: from ``from_seat``'s discard or robbed kong, or
           self-drawn when ``from_seat`` is None; ``hand`` is the winning hand with
           ``+tile``; ``situation`` holds :class:`~widgets.engine.situation.Situation`
           fields that differ from the default (``{"kong_discard": True}``); the
           settlements derive the history flags (杠上炮, 杠上花, 海底, 天胡 …) from the
           events and refuse a Win whose claim disagrees (:mod:`.history`, P-H1)
Exchange   ``seat`` passes ``tiles`` to ``to_seat`` (换三张)
Dice       ``seat`` throws dice ``values`` (1-6 each) for ``kind`` 'wall' (where the wall
           breaks) or 'exchange' (换三张 direction)
WallBreak  the wall in front of ``seat`` is broken after skipping ``stacks`` stacks
Void       ``seat`` declares ``suit`` ('m', 'p' or 's') void: 定缺
Pass       ``seat`` declines the claims ``kinds`` (of 'chi', 'pon', 'kong', 'win') on ``tile``
           from ``from_seat``'s discard (None: on its own draw); 漏胡 and 忍碰 read these
Leave      ``seat`` leaves the table (逃跑); the system plays on for it
Indicator  ``seat`` (the dealer) flips ``tile`` after the deal: 武汉's 赖子 indicator, face
           up and out of play (R-W2; schema 3)
Declare    ``seat`` declares its hand ready (报听: 双人's 立直, or 天听 before the hand's first
           discard, R-D13); its hand is locked from then (schema 3)
End        the hand ends: ``reason`` 'wall' (the wall ran out, 流局) or 'done' (enough
           players won); ``hands`` maps each seat still in to its hand
=========  ==========================================================================

>>> events = [Discard(0, "5p"), Kong(1, "5p", "direct", from_seat=0), Leave(3)]
>>> text = to_json(events)
>>> to_json([Leave(3)])
'{"format": "paixue-replay", "version": 1, "game": "mahjong", "schema": 2, "events": \
[{"type": "leave", "seat": 3}]}'
>>> from_json(text) == events
True
>>> Draw(4, "5p")
Traceback (most recent call last):
...
widgets.engine.events.EventError: draw: field 'seat' has bad value 4: seats are 0-3
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from . import replay_codec
from .event_checks import CHECKS, PASS_KINDS, SEATS  # noqa: F401  (re-exported)
from .notation import Hand, parse_hand
from .replay_codec import EventTable, ReplayError
from .situation import Situation
from .tiles import TILE_NAMES
from .why import Why

SCHEMA_VERSION = 2  # what a record without schema-3 events is written as
SCHEMA_LATEST = 3  # the Indicator and Declare events and Claim.run


class EventError(ReplayError):
    """A bad event record; the message names the event (when known: its ``index`` + 1, as a
    learner counts from 1), the field and the bad value. A :class:`ReplayError` (a saved hand
    that cannot be read), as every refusal of a replay is."""

    def __init__(self, field: str, value: Any, why: str, type_: str = "",
                 index: int | None = None):
        where = type_ or "event"
        if index is not None:
            where = f"event {index + 1}" + (f" ({type_})" if type_ else "")
        super().__init__(f"{where}: field {field!r} has bad value {value!r}: {why}", index)
        self.field, self.value, self.why, self.type = field, value, why, type_
        self.zh = self.say("zh")

    def say(self, lang: str) -> str:
        """The message in ``lang``: in Chinese it names the event, field and value (the
        English detail of what a field takes is for the record's writer, not the learner)."""
        if lang != "zh":
            return str(self)
        where = "记录" if self.index is None else f"第 {self.index + 1} 个事件"
        return f"{where}的 {self.field!r} 不对：{self.value!r:.60}"

    def at(self, index: int) -> EventError:
        """The same error, naming the event by its index in its list (shown counting from 1)."""
        return EventError(self.field, self.value, self.why, self.type, index)


class _Event:
    """Checks every field on construction (``CHECKS`` by name, ``KINDS``/``REASONS`` as
    choices), then the event's own cross-field rules in ``_rules``."""

    KINDS: ClassVar[tuple[str, ...]] = ()
    type: ClassVar[str] = ""

    def __post_init__(self) -> None:
        # every event class is a dataclass; this base, which mypy checks, is not
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            try:
                if f.name in ("kind", "reason"):
                    if value not in self.KINDS:
                        raise ValueError(f"one of {', '.join(map(repr, self.KINDS))}")
                else:
                    value = CHECKS[f.name](value)
            except ValueError as e:
                raise EventError(f.name, value, str(e), self.type) from None
            object.__setattr__(self, f.name, value)
        for name, why in self._rules():
            raise EventError(name, getattr(self, name), why, self.type)

    def _rules(self) -> Iterable[tuple[str, str]]:
        """(field, why) for every broken cross-field rule."""
        return ()


def _not_self(e: Any) -> Iterable[tuple[str, str]]:
    other = "to_seat" if hasattr(e, "to_seat") else "from_seat"
    if getattr(e, other) == e.seat:
        yield other, "a player cannot take from or give to themselves"


@dataclass(frozen=True)
class Deal(_Event):
    """``seat`` is dealt ``hand``: 13 tiles, the dealer 14 (R-S17)."""

    seat: int
    hand: str
    type: ClassVar[str] = "deal"


@dataclass(frozen=True)
class Draw(_Event):
    """``seat`` draws ``tile`` (``replacement``: after a kong); ``wall_remaining`` after it."""

    seat: int
    tile: str
    replacement: bool = False
    wall_remaining: int | None = None
    type: ClassVar[str] = "draw"


@dataclass(frozen=True)
class Discard(_Event):
    """``seat`` discards ``tile``."""

    seat: int
    tile: str
    type: ClassVar[str] = "discard"


@dataclass(frozen=True)
class Claim(_Event):
    """``seat`` claims ``tile`` from ``from_seat``'s discard: ``kind`` 'chi' or 'pon'; a 吃
    may name its ``run`` (the three tiles in order, ``tile`` among them; schema 3)."""

    seat: int
    kind: str
    tile: str
    from_seat: int
    run: tuple[str, ...] = ()
    KINDS: ClassVar[tuple[str, ...]] = ("chi", "pon")
    type: ClassVar[str] = "claim"

    def _rules(self):
        if self.from_seat is None:
            yield "from_seat", "a claim takes a discard of another seat"
        yield from _not_self(self)
        if self.run and self.kind != "chi":
            yield "run", "only a 吃 names a run"
        if self.run:
            ts = [TILE_NAMES.index(t) for t in self.run]
            if (self.tile not in self.run or ts[0] >= 27 or ts != list(range(ts[0], ts[0] + 3))
                    or ts[0] // 9 != ts[2] // 9):
                yield "run", f"three tiles in a row of one suit, {self.tile} among them"


@dataclass(frozen=True)
class Kong(_Event):
    """A kong of ``tile``: 'direct' (直杠, ``from_seat`` discarded it), 'added' (面下杠) or
    'concealed' (暗杠). A robbed 面下杠 is not recorded: only its Win is (P-S11)."""

    seat: int
    tile: str
    kind: str
    from_seat: int | None = None
    KINDS: ClassVar[tuple[str, ...]] = ("direct", "added", "concealed")
    type: ClassVar[str] = "kong"

    def _rules(self):
        if (self.kind == "direct") != (self.from_seat is not None):
            yield "from_seat", "a direct kong names the discarder; other kongs have none"
        yield from _not_self(self)


@dataclass(frozen=True)
class Win(_Event):
    """``seat`` wins on ``tile``; ``from_seat`` None is self-drawn. ``hand`` ends in ``+tile``;
    ``situation`` holds the non-default Situation fields (``self_drawn`` follows
    ``from_seat``)."""

    seat: int
    tile: str
    from_seat: int | None
    hand: str
    situation: dict[str, Any] = field(default_factory=dict)
    type: ClassVar[str] = "win"

    def _rules(self):
        yield from _not_self(self)
        winning = parse_hand(self.hand).winning
        if winning is None or TILE_NAMES[winning] != self.tile:
            yield "hand", f"the winning hand must end in +{self.tile}"
        drawn = self.situation.get("self_drawn")
        if drawn is not None and drawn != (self.from_seat is None):
            yield "situation", "self_drawn must agree with from_seat (None: self-drawn)"
        if self.situation.get("robbing_kong") and self.from_seat is None:
            yield "from_seat", "a robbed kong names the robbed seat"

    def situation_obj(self) -> Situation:
        """The :class:`Situation` of this win, ``self_drawn`` set from ``from_seat``."""
        return Situation.from_dict(self.situation).with_(self_drawn=self.from_seat is None)

    def parsed(self) -> Hand:
        return parse_hand(self.hand)


@dataclass(frozen=True)
class Exchange(_Event):
    """``seat`` passes ``tiles`` to ``to_seat`` (换三张)."""

    seat: int
    tiles: tuple[str, ...]
    to_seat: int
    type: ClassVar[str] = "exchange"

    def _rules(self):
        yield from _not_self(self)


@dataclass(frozen=True)
class Dice(_Event):
    """``seat`` throws ``values`` for ``kind`` 'wall' (the break), 'exchange' (换三张) or
    'dealer' (首轮定庄, the first dealer)."""

    seat: int
    kind: str
    values: tuple[int, ...]
    KINDS: ClassVar[tuple[str, ...]] = ("wall", "exchange", "dealer")
    type: ClassVar[str] = "dice"


@dataclass(frozen=True)
class WallBreak(_Event):
    """The wall in front of ``seat`` is broken after skipping ``stacks`` stacks."""

    seat: int
    stacks: int
    type: ClassVar[str] = "wallbreak"


@dataclass(frozen=True)
class Void(_Event):
    """``seat`` declares ``suit`` void (定缺)."""

    seat: int
    suit: str
    type: ClassVar[str] = "void"


@dataclass(frozen=True)
class Pass(_Event):
    """``seat`` declines ``kinds`` on ``tile`` from ``from_seat`` (None: its own draw)."""

    seat: int
    tile: str
    from_seat: int | None
    kinds: tuple[str, ...]
    type: ClassVar[str] = "pass"

    def _rules(self):
        yield from _not_self(self)
        if self.from_seat is None and set(self.kinds) - {"kong", "win"}:
            yield "kinds", "on its own draw a seat can only decline a kong or a win"


@dataclass(frozen=True)
class Leave(_Event):
    """``seat`` leaves (逃跑): the system plays on for it (seed: 由系统代打)."""

    seat: int
    type: ClassVar[str] = "leave"


@dataclass(frozen=True)
class Indicator(_Event):
    """``seat`` (the dealer) flips ``tile`` after the deal: the 赖子 indicator, face up and out
    of play (武汉, R-W2; schema 3)."""

    seat: int
    tile: str
    type: ClassVar[str] = "indicator"


@dataclass(frozen=True)
class Declare(_Event):
    """``seat`` declares its hand ready (报听, R-D13; schema 3): 立直, or 天听 when before the
    hand's first discard (the history says which, :mod:`.history`)."""

    seat: int
    type: ClassVar[str] = "declare"


@dataclass(frozen=True)
class End(_Event):
    """The hand ends: ``reason`` 'wall' (流局) or 'done'; ``hands`` of the seats still in."""

    reason: str
    hands: dict[int, str] = field(default_factory=dict)
    KINDS: ClassVar[tuple[str, ...]] = ("wall", "done")
    type: ClassVar[str] = "end"


Event = (Deal | Draw | Discard | Claim | Kong | Win | Exchange | Dice | WallBreak | Void | Pass
         | Leave | Indicator | Declare | End)
TYPES: dict[str, type] = {c.type: c for c in (Deal, Draw, Discard, Claim, Kong, Win, Exchange,
                                              Dice, WallBreak, Void, Pass, Leave, Indicator,
                                              Declare, End)}
READS = (1, 2, 3)  # schema versions from_json reads: each is a subset of the next
OMITTED = {"run": ()}  # schema-3 fields left out of a record at their default (schema 2 reads it)


def schema_of(events: Sequence[Event]) -> int:
    """The schema a record is written as: 3 when it holds an Indicator, a Declare or a 吃's
    run, else 2."""
    new = any(isinstance(e, Indicator | Declare) or getattr(e, "run", ()) for e in events)
    return SCHEMA_LATEST if new else SCHEMA_VERSION


def event_to_dict(event: Event) -> dict[str, Any]:
    """A plain JSON-ready dict: ``{"type": ..., field: value, ...}`` (every field).

    >>> event_to_dict(Exchange(0, ("1m", "2m", "3m"), 2))
    {'type': 'exchange', 'seat': 0, 'tiles': ['1m', '2m', '3m'], 'to_seat': 2}
    """
    out: dict[str, Any] = {"type": event.type}
    for f in dataclasses.fields(event):
        value = getattr(event, f.name)
        if f.name in OMITTED and value == OMITTED[f.name]:
            continue
        if isinstance(value, tuple):
            value = list(value)
        elif f.name == "hands":
            value = {str(s): h for s, h in value.items()}
        elif isinstance(value, dict):
            value = dict(value)
        out[f.name] = value
    return out


def event_from_dict(data: Any, index: int | None = None) -> Event:
    """The event of a dict; EventError (naming event ``index`` + 1, the field and the value)
    if bad.

    >>> event_from_dict({"type": "draw", "seat": 1, "tile": "5p"})
    Draw(seat=1, tile='5p', replacement=False, wall_remaining=None)
    >>> event_from_dict({"type": "draw", "seat": 1}, index=7)
    Traceback (most recent call last):
    ...
    widgets.engine.events.EventError: event 8 (draw): field 'tile' has bad value None: missing
    """
    if not isinstance(data, dict):
        raise EventError("type", data, "an event is a dict with a 'type'", "", index)
    kind = data.get("type")
    if kind not in TYPES:
        raise EventError("type", kind, f"unknown event type; known: {', '.join(TYPES)}", "",
                         index)
    cls = TYPES[kind]
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for name in data:
        if name != "type" and name not in fields:
            raise EventError(name, data[name], f"unknown field; {kind} has {', '.join(fields)}",
                             kind, index)
    args = {}
    for name, f in fields.items():
        if name in data:
            args[name] = data[name]
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise EventError(name, None, "missing", kind, index)
    if isinstance(args.get("hands"), dict):
        args["hands"] = {_json_seat(s, kind, index): h for s, h in args["hands"].items()}
    try:
        return cls(**args)
    except EventError as e:
        raise e.at(index) if index is not None else e from None


def _json_seat(key: Any, kind: str, index: int | None) -> Any:
    """JSON object keys are text: '0'-'3' become seats."""
    if isinstance(key, str) and key.isdigit():
        return int(key)
    if type(key) is int:
        return key
    raise EventError("hands", key, "keys are seats 0-3", kind, index)


# P-IN6: a saved hand is a few hundred events (a long 血流成河 hand: about 150, 10 kB); more
# is no hand, and refused before it is read
MAX_EVENTS = 2000
MAX_JSON_CHARS = 400_000


def check_length(events: Sequence[Any]) -> None:
    """ValueError when a record is longer than any hand can be (``MAX_EVENTS``)."""
    if len(events) > MAX_EVENTS:
        raise ValueError(f"{len(events)} events: a hand has at most {MAX_EVENTS}")


def as_events(events: Sequence[Event] | str) -> list[Event]:
    """The events of a record given as JSON text or as a list of events; TypeError naming the
    first entry that is not an event, ValueError when there are more than any hand has."""
    if isinstance(events, str):
        return from_json(events)
    if not isinstance(events, Iterable):
        raise TypeError(f"events is a list of events or their JSON text, not "
                        f"{type(events).__name__} {events!r:.40}")
    out = list(events)
    check_length(out)
    for i, e in enumerate(out):
        if not isinstance(e, _Event):
            raise TypeError(f"events[{i}] is not an event (Deal, Draw, Discard …): "
                            f"{type(e).__name__} {e!r:.40}")
    return out


class MahjongEvents(EventTable):
    """The mahjong events in the engine's one replay format (:mod:`.replay_codec`): each
    checks itself (:func:`event_from_dict`); a hand has no seed in it (a loaded hand is a
    replay); :meth:`legacy` reads ``{"schema", "events"}``, the format before it."""

    what = ("保存的一局", "a saved hand")
    seeded = False

    def schema_of(self, events: Sequence[Any]) -> int:
        return schema_of(events)

    def encode(self, event: Any) -> dict[str, Any]:
        return event_to_dict(event)

    def decode(self, data: Any, index: int) -> Any:
        return event_from_dict(data, index)

    def legacy(self, data: dict[str, Any]) -> dict[str, Any]:
        if "kind" in data:  # a card game's replay, saved before the one format
            raise self.not_ours(data)
        if data.get("schema") not in READS or type(data.get("schema")) is not int:
            raise EventError("schema", data.get("schema"),
                             f"this reader knows versions {', '.join(map(str, READS))}",
                             "schema")
        if not isinstance(data.get("events"), list):
            raise EventError("events", data.get("events"), "a list of event records", "schema")
        extra = sorted(set(data) - {"schema", "events"})
        if extra:
            raise EventError(extra[0], data[extra[0]], "unknown top-level key", "schema")
        return data | {"game": self.game}


MAHJONG = MahjongEvents("mahjong", TYPES, SCHEMA_LATEST, READS, name="麻将",
                        max_events=MAX_EVENTS, max_chars=MAX_JSON_CHARS)


def to_json(events: Sequence[Event], indent: int | None = None,
            levels: Sequence[str] | None = None) -> str:
    """The events as a replay in the engine's one format (:mod:`.replay_codec`): the header
    (``"game": "mahjong"``, ``"schema"`` 2, or 3 with schema-3 events, :func:`schema_of`,
    and the seats' ``levels`` when given: names the tables read, the engine does not), then
    the events; :func:`from_json` reads it, :func:`saved_levels` its levels."""
    return replay_codec.dumps(MAHJONG, events, indent=indent,
                              levels=list(levels) if levels else None)


def saved_levels(text: str) -> list[str] | None:
    """The seats' levels a saved hand's header records (None: none recorded, as in every
    replay saved before levels); ReplayError when the field is not a list of names.

    >>> saved_levels(to_json([], levels=["club", "strong"]))
    ['club', 'strong']
    >>> saved_levels('{"schema": 2, "events": []}') is None
    True
    """
    levels = replay_codec.loads(MAHJONG, text).data.get("levels")
    if levels is not None and not (isinstance(levels, list) and len(levels) <= 4
                                   and all(isinstance(x, str) and len(x) < 20
                                           for x in levels)):
        raise ReplayError(Why("保存的一局里 levels 是每个座位一个等级名的列表",
                              "a saved hand's levels are a list of one level name per seat"))
    return levels


def from_json(text: str) -> list[Event]:
    """The events of a saved hand (this format or the one before it); ReplayError (an
    EventError naming the index, field and value of a bad record) saying what is wrong.

    >>> from_json('{"schema": 4, "events": []}')
    Traceback (most recent call last):
    ...
    widgets.engine.events.EventError: schema: field 'schema' has bad value 4: this reader \
knows versions 1, 2, 3
    """
    if not isinstance(text, str):
        raise TypeError(f"a saved hand is JSON text, not {type(text).__name__}")
    return replay_codec.loads(MAHJONG, text).events
