"""The events of a played 跑胡子 hand (:mod:`.paohuzi_play`) and their versioned JSON.

A hand is its seed and these records in order; everything else (hands, the groups on the
table, the 臭牌 memory, the ledger) is derived by replaying them through the rules, so a
replay pasted as JSON steps exactly as the live hand did, and an impossible one is refused
with the event's index and the reason. The shape follows :mod:`.doudizhu_events`.

Cards are written in the engine's notation (:mod:`widgets.cards.paohuzi`): ``x1`` … ``x10``
小 一…十, ``d1`` … ``d10`` 大 壹…拾, ``W`` a 王.

>>> e = [Draw(1, "x5"), Claim(2, "peng", "x5", (("x5", "x5", "x5"),))]
>>> from_json(to_json(e, seed=7)) == (7, e)
True
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any

KIND = "paixue-paohuzi"
SCHEMA = 1  # the version this module writes; READS lists what it reads
READS = (1,)
MAX_EVENTS = 600
MAX_JSON_CHARS = 200_000


class ReplayError(ValueError):
    """A replay that cannot be the record of a hand: names the event (by index) and why."""


@dataclass(frozen=True)
class PDeal:
    """The deal (``number`` 0): 21 cards to the banker, 20 to each other seat, the pile of 21
    in drawing order (A1)."""

    number: int
    hands: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
    pile: tuple[str, ...]
    banker: int


@dataclass(frozen=True)
class Draw:
    """``seat`` draws the pile's next card and shows it (a 王 is shown and kept, seed:
    抓到的王霸需要明示)."""

    seat: int
    card: str


@dataclass(frozen=True)
class Discard:
    """``seat`` plays a card from the hand, face up (never a 王, never a card of a 坎)."""

    seat: int
    card: str


@dataclass(frozen=True)
class Forced:
    """A forced move (P-PH9): 提 / 偎 / 臭偎 / 跑 of ``card`` by ``seat``; ``dealt`` a 提 of four
    alike dealt (shown before the first card, seed rule 3); ``again`` a 重跑 (no discard)."""

    seat: int
    kind: str
    card: str
    dealt: bool = False
    again: bool = False


@dataclass(frozen=True)
class Claim:
    """碰 or 吃 of the shown ``card`` by ``seat``: ``groups`` go down (for a 吃 the eaten group
    first, then the 下火 groups, P-PH16)."""

    seat: int
    kind: str
    card: str
    groups: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Pass:
    """``seat`` declines what it was offered on ``card`` (过; a 碰 declined is a 忍碰)."""

    seat: int
    card: str


@dataclass(frozen=True)
class Hu:
    """``seat`` wins with ``card`` (``self_drawn``: its own draw)."""

    seat: int
    card: str
    self_drawn: bool


@dataclass(frozen=True)
class Lay:
    """Nobody takes the shown ``card``: it stays face up by ``seat`` (who showed it)."""

    seat: int
    card: str


@dataclass(frozen=True)
class Skip:
    """``seat`` does not discard (a second 提 dealt, or no card it may play): the next draws."""

    seat: int
    reason: str


@dataclass(frozen=True)
class HandEnd:
    """The hand is over: ``winner`` won (None: 荒莊, the pile ran out), with its 胡息, the
    省 card (notation, '' if none), 省, 子 and the total; ``deltas`` the ledger."""

    winner: int | None
    self_drawn: bool
    huxi: int
    xing_card: str
    xing: int
    zi: int
    total: int
    deltas: tuple[int, int, int]


PEvent = PDeal | Draw | Discard | Forced | Claim | Pass | Hu | Lay | Skip | HandEnd
TYPES: dict[str, type] = {"deal": PDeal, "draw": Draw, "discard": Discard, "forced": Forced,
                          "claim": Claim, "pass": Pass, "hu": Hu, "lay": Lay, "skip": Skip,
                          "end": HandEnd}
NAME = {cls: name for name, cls in TYPES.items()}


def _tuple(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuple(v) for v in value)
    return value


def event_to_dict(event: PEvent) -> dict[str, Any]:
    return {"type": NAME[type(event)], **dataclasses.asdict(event)}


def event_from_dict(data: Any, index: int) -> PEvent:
    """One event from its dict; ReplayError naming the index and the bad field."""
    if not isinstance(data, dict) or data.get("type") not in TYPES:
        kind = data.get("type") if isinstance(data, dict) else type(data).__name__
        raise ReplayError(f"event {index}: unknown event {kind!r}; known: {', '.join(TYPES)}")
    cls = TYPES[data["type"]]
    fields_ = dataclasses.fields(cls)
    names = [f.name for f in fields_]
    given = {k: v for k, v in data.items() if k != "type"}
    missing = [f.name for f in fields_ if f.name not in given and
               f.default is dataclasses.MISSING]
    extra = [k for k in given if k not in names]
    if missing or extra:
        raise ReplayError(f"event {index} ({data['type']}): "
                          + (f"missing {', '.join(missing)}" if missing else
                             f"unknown field {', '.join(extra)}"))
    return cls(**{k: _tuple(v) for k, v in given.items()})


def to_json(events: list[PEvent], seed: int, indent: int | None = None,
            prepared: PDeal | None = None) -> str:
    """The replay as JSON: ``{"kind", "schema", "seed", "events"}``, and ``"prepared"`` (the
    deal, when a lesson or a teacher prepared it instead of the seed)."""
    data = {"kind": KIND, "schema": SCHEMA, "seed": seed,
            "events": [event_to_dict(e) for e in events]}
    if prepared is not None:
        data["prepared"] = event_to_dict(prepared)
    return json.dumps(data, ensure_ascii=False, indent=indent)


def prepared_of(text: str) -> PDeal | None:
    """The prepared deal a replay names, if any (after :func:`from_json` accepted it)."""
    data = json.loads(text).get("prepared")
    return None if data is None else event_from_dict(data, -1)


def from_json(text: str) -> tuple[int, list[PEvent]]:
    """(seed, events) from :func:`to_json`'s text; ReplayError saying what is wrong."""
    if not isinstance(text, str) or len(text) > MAX_JSON_CHARS:
        raise ReplayError(f"a replay is JSON text of at most {MAX_JSON_CHARS} characters")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise ReplayError(f"not JSON: {err}") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise ReplayError(f"not a 跑胡子 replay (its kind is not {KIND!r})")
    if data.get("schema") not in READS:
        raise ReplayError(f"replay schema {data.get('schema')!r}; this version reads "
                          f"{', '.join(map(str, READS))}")
    seed, events = data.get("seed"), data.get("events")
    if type(seed) is not int or not isinstance(events, list):
        raise ReplayError("a replay has a whole-number seed and a list of events")
    if len(events) > MAX_EVENTS:
        raise ReplayError(f"{len(events)} events: a hand has at most {MAX_EVENTS}")
    return seed, [event_from_dict(d, i) for i, d in enumerate(events)]
