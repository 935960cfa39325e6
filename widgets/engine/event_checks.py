"""What each field of an event takes: one check per field name (:data:`CHECKS`), each
returning the value (normalised: lists become tuples) or raising ``ValueError`` that says
what the field takes. :mod:`.events` runs them on every event it builds and names the event
and the field in its ``EventError``; the event kinds and their cross-field rules are there.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from .notation import NotationError, parse_hand
from .situation import Situation
from .tiles import TILE_NAMES

SEATS = range(4)


def _seat(v: Any) -> int:
    if type(v) is not int or v not in SEATS:
        raise ValueError("seats are 0-3")
    return v


def _optional_seat(v: Any) -> int | None:
    return None if v is None else _seat(v)


def _tile(v: Any) -> str:
    if not isinstance(v, str) or v not in TILE_NAMES:
        raise ValueError("not a tile in notation ('1m'-'9m', '1p'-'9p', '1s'-'9s', '1z'-'7z', "
                         "'1f'-'8f')")
    return v


def _tiles(v: Any) -> tuple[str, ...]:
    if not isinstance(v, list | tuple) or not v:
        raise ValueError("a non-empty list of tiles")
    return tuple(_tile(t) for t in v)


def _hand(v: Any) -> str:
    if not isinstance(v, str):
        raise ValueError("a hand in notation")
    try:
        parse_hand(v)
    except NotationError as e:
        raise ValueError(str(e)) from None
    return v


def _bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise ValueError("true or false")
    return v


def _count(v: Any) -> int | None:
    if v is not None and (type(v) is not int or v < 0):
        raise ValueError("a tile count, 0 or more (or null)")
    return v


def _situation(v: Any) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise ValueError("a dict of Situation fields")
    defaults = {f.name: f.default for f in dataclasses.fields(Situation)}
    for key, value in v.items():
        if key not in defaults:
            raise ValueError(f"unknown situation key {key!r}; known: {sorted(defaults)}")
        want = bool if isinstance(defaults[key], bool) else int
        if not (value is None and defaults[key] is None) and type(value) is not want:
            raise ValueError(f"situation key {key!r} takes {want.__name__}, not {value!r}")
    return dict(v)


def _dice(v: Any) -> tuple[int, ...]:
    if not isinstance(v, list | tuple) or not v or any(type(d) is not int or not 1 <= d <= 6
                                                     for d in v):
        raise ValueError("a non-empty list of die faces 1-6")
    return tuple(v)


def _stacks(v: Any) -> int:
    if type(v) is not int or not 0 <= v <= 18:
        raise ValueError("a number of stacks, 0-18")
    return v


def _suit(v: Any) -> str:
    if v not in ("m", "p", "s"):
        raise ValueError("a suit: 'm', 'p' or 's'")
    return v


PASS_KINDS = ("chi", "pon", "kong", "win")


def _pass_kinds(v: Any) -> tuple[str, ...]:
    if not isinstance(v, list | tuple) or not v or any(k not in PASS_KINDS for k in v):
        raise ValueError(f"a non-empty list of {', '.join(map(repr, PASS_KINDS))}")
    return tuple(v)


def _hands(v: Any) -> dict[int, str]:
    if not isinstance(v, dict):
        raise ValueError("a dict of seat to hand")
    out = {}
    for s, h in v.items():
        try:
            out[_seat(s)] = _hand(h)
        except ValueError as e:
            raise ValueError(f"at key {s!r}: {e}") from None
    return out


def _run(v: Any) -> tuple[str, ...]:
    if v == () or v == []:
        return ()
    if not isinstance(v, list | tuple) or len(v) != 3:
        raise ValueError("a 吃's three tiles, or empty")
    return tuple(_tile(t) for t in v)


CHECKS: dict[str, Callable[[Any], Any]] = {
    "seat": _seat, "to_seat": _seat, "from_seat": _optional_seat, "tile": _tile,
    "tiles": _tiles, "hand": _hand, "replacement": _bool, "wall_remaining": _count,
    "situation": _situation, "hands": _hands, "values": _dice, "stacks": _stacks,
    "suit": _suit, "kinds": _pass_kinds, "run": _run,
}
