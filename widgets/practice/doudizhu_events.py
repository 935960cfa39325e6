"""The events of a played 斗地主 hand (:mod:`.doudizhu_play`) and their versioned JSON.

A hand is its seed and these records in order; everything else (hands, the trick, the
multiplier, the ledger) is derived by replaying them through the rules, so a replay pasted
as JSON steps exactly as the live hand did, and an impossible one is refused with the reason.

Cards are written as in :mod:`widgets.cards.cards` ('3s', 'Th', 'B' 小王, 'R' 大王).

>>> e = [DDeal(0, (("3s",), ("4s",), ("5s",)), ("B", "R", "2h"), 1), Bid(1, "call")]
>>> from_json(to_json(e, seed=7)) == (7, e)
True
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any

KIND = "paixue-doudizhu"
SCHEMA = 1  # the version this module writes; READS lists what it reads
READS = (1,)
MAX_EVENTS = 1000
MAX_JSON_CHARS = 200_000


class ReplayError(ValueError):
    """A replay that cannot be the record of a hand: names the event (by index) and why."""


@dataclass(frozen=True)
class DDeal:
    """Deal number ``number`` (0, then 1 … after a re-deal): 17 cards per seat, the 3 底牌
    (hidden until the landlord is fixed) and the seat that bids first (random, seed 二.1)."""

    number: int
    hands: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
    bottom: tuple[str, ...]
    first: int


@dataclass(frozen=True)
class Show:
    """A 明牌 choice: ``when`` 'start' (before the deal, ×5), 'deal' (at card ``card``, ×4/×3)
    or 'after_bottom' (the landlord, ×2); ``shown`` False records a seat that declined."""

    seat: int
    when: str
    shown: bool
    card: int = 0


@dataclass(frozen=True)
class Bid:
    """叫地主 'call', 不叫/不抢 'pass', 抢地主 'rob'."""

    seat: int
    action: str


@dataclass(frozen=True)
class Redeal:
    """All three said 不叫 and nobody had shown: the cards are dealt again (seed 二)."""

    number: int


@dataclass(frozen=True)
class Bottom:
    """The landlord takes the 3 底牌, shown to everybody (seed: 底牌…亮出)."""

    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Double:
    """加倍 (``doubled``) or not (seed 五)."""

    seat: int
    doubled: bool


@dataclass(frozen=True)
class PlayCards:
    """Cards played; ``as_type`` the reading chosen (a 333444555666 is a 三顺 or a 飞机)."""

    seat: int
    cards: tuple[str, ...]
    as_type: str


@dataclass(frozen=True)
class PassTurn:
    """不出."""

    seat: int


@dataclass(frozen=True)
class HandEnd:
    """The hand is over: ``winner`` played out (None: voided after too many re-deals)."""

    winner: int | None
    landlord_wins: bool
    spring: str
    multiplier: int
    deltas: tuple[int, int, int]


DDEvent = DDeal | Show | Bid | Redeal | Bottom | Double | PlayCards | PassTurn | HandEnd
TYPES: dict[str, type] = {"deal": DDeal, "show": Show, "bid": Bid, "redeal": Redeal,
                          "bottom": Bottom, "double": Double, "play": PlayCards,
                          "pass": PassTurn, "end": HandEnd}
NAME = {cls: name for name, cls in TYPES.items()}


def _tuple(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuple(v) for v in value)
    return value


def event_to_dict(event: DDEvent) -> dict[str, Any]:
    return {"type": NAME[type(event)], **dataclasses.asdict(event)}


def event_from_dict(data: Any, index: int) -> DDEvent:
    """One event from its dict; ReplayError naming the index and the bad field."""
    if not isinstance(data, dict) or data.get("type") not in TYPES:
        kind = data.get("type") if isinstance(data, dict) else type(data).__name__
        raise ReplayError(f"event {index}: unknown event {kind!r}; known: {', '.join(TYPES)}")
    cls = TYPES[data["type"]]
    names = [f.name for f in dataclasses.fields(cls)]
    fields = {k: v for k, v in data.items() if k != "type"}
    missing = [n for n in names if n not in fields and
               dataclasses.fields(cls)[names.index(n)].default is dataclasses.MISSING]
    extra = [k for k in fields if k not in names]
    if missing or extra:
        raise ReplayError(f"event {index} ({data['type']}): "
                          + (f"missing {', '.join(missing)}" if missing else
                             f"unknown field {', '.join(extra)}"))
    return cls(**{k: _tuple(v) for k, v in fields.items()})


def to_json(events: list[DDEvent], seed: int, indent: int | None = None,
            prepared: DDeal | None = None) -> str:
    """The replay as JSON: ``{"kind", "schema", "seed", "events"}``, and ``"prepared"`` (the
    first deal, when a lesson or a teacher prepared it instead of the seed)."""
    data = {"kind": KIND, "schema": SCHEMA, "seed": seed,
            "events": [event_to_dict(e) for e in events]}
    if prepared is not None:
        data["prepared"] = event_to_dict(prepared)
    return json.dumps(data, ensure_ascii=False, indent=indent)


def prepared_of(text: str) -> DDeal | None:
    """The prepared first deal a replay names, if any (after :func:`from_json` accepted it)."""
    data = json.loads(text).get("prepared")
    return None if data is None else event_from_dict(data, -1)


def from_json(text: str) -> tuple[int, list[DDEvent]]:
    """(seed, events) from :func:`to_json`'s text; ReplayError saying what is wrong."""
    if not isinstance(text, str) or len(text) > MAX_JSON_CHARS:
        raise ReplayError(f"a replay is JSON text of at most {MAX_JSON_CHARS} characters")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise ReplayError(f"not JSON: {err}") from None
    except RecursionError:  # "[[[[…": nested deeper than any replay (found by tests/fuzzing.py)
        raise ReplayError("not a replay: brackets nested too deep") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise ReplayError(f"not a 斗地主 replay (its kind is not {KIND!r})")
    if data.get("schema") not in READS:
        raise ReplayError(f"replay schema {data.get('schema')!r}; this version reads "
                          f"{', '.join(map(str, READS))}")
    seed, events = data.get("seed"), data.get("events")
    if type(seed) is not int or not isinstance(events, list):
        raise ReplayError("a replay has a whole-number seed and a list of events")
    if len(events) > MAX_EVENTS:
        raise ReplayError(f"{len(events)} events: a hand has at most {MAX_EVENTS}")
    return seed, [event_from_dict(d, i) for i, d in enumerate(events)]
