"""The situation of a win or a claim: everything that is not the tiles themselves.

Every field is checked for its type and range when a Situation is made, so a bad keyword is
refused where it is given, naming it (``score(h, seat_wind="东")``):

>>> try:
...     Situation(seat_wind="东")
... except SituationError as e:
...     print(e)
situation keyword seat_wind is 0 (东), 1 (南), 2 (西) or 3 (北), not '东'
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from .tiles import parse_tile


class SituationError(ValueError):
    """A situation keyword of the wrong type or out of range, or an unknown one."""


# keyword → (lowest, highest, what is accepted, in words); the others are bools
RANGES: dict[str, tuple[int, int, str]] = {
    "seat_wind": (0, 3, "0 (东), 1 (南), 2 (西) or 3 (北)"),
    "round_wind": (0, 3, "0 (东), 1 (南), 2 (西) or 3 (北)"),
    "indicator": (0, 33, "a tile 0–33 (1m … 7z), or None while no indicator is flipped"),
    "wall_remaining": (0, 144, "a whole number of tiles 0–144, or None (unknown)"),
    "red_kongs": (0, 4, "a whole number 0–4 (there are four 红中)"),
    "wild_kongs": (0, 4, "a whole number 0–4 (there are four of the 赖子)"),
}
OPTIONAL = frozenset({"indicator", "wall_remaining"})  # None is accepted


@dataclass(frozen=True)
class Situation:
    """How the hand was won or where the game stands (keyword options, never notation)."""

    self_drawn: bool = False     # 自摸: the winning tile was drawn, not claimed
    after_kong: bool = False     # the drawn tile replaced a kong (杠上花 when self-drawn)
    kong_discard: bool = False   # the discard won on came right after the discarder's kong (杠上炮)
    robbing_kong: bool = False   # 抢杠胡: won on a tile added to a kong
    last_tile: bool = False      # 海底: the winning tile was the wall's last
    dealer: bool = False         # the winner is the dealer (庄家)
    # 天胡/地胡/人胡: no claim yet and, for a self-draw, the winner's first draw; for a discard
    # win, the discard is the dealer's first (the caller, or the event history, knows that)
    first_turn: bool = False
    seat_wind: int = 0           # 0 东 … 3 北
    round_wind: int = 0
    indicator: int | None = None  # the flipped 赖子 indicator tile, where a variant has one
    wall_remaining: int | None = None  # tiles left to draw (None: unknown, mid-game)
    declared_ready: bool = False  # the winner declared ready (报听) before winning (立直)
    declared_at_start: bool = False  # ... at the first moment allowed: after the deal (天听)
    # single tiles the winner played out as kongs, not sets (Wuhan's 红中杠 and 赖子杠)
    red_kongs: int = 0           # 红中 played out
    wild_kongs: int = 0          # wildcards (赖子) played out

    def __post_init__(self) -> None:
        for f in fields(self):
            check_value(f.name, getattr(self, f.name))

    def with_(self, **changes: Any) -> Situation:
        """This situation with ``changes``, each checked (the other fields were checked when
        it was made: a copy, not a new check of every field — scoring asks it per wait)."""
        if not changes.keys() <= FIELD_NAMES:
            return replace(self, **changes)  # raises, naming the unknown keyword
        for name, value in changes.items():
            check_value(name, value)
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__, **changes)
        return new

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Situation:
        """From a plain dict (events, JSON); unknown keys raise SituationError naming them."""
        data = dict(data or {})
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known, key=str)
        if unknown:
            raise SituationError(f"unknown situation keys {unknown}; known: {sorted(known)}")
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        """Only the fields that differ from the default (short JSON)."""
        return {f.name: getattr(self, f.name) for f in fields(self)
                if getattr(self, f.name) != f.default}


FIELD_NAMES = frozenset(f.name for f in fields(Situation))


def check_value(name: str, value: Any) -> None:
    """SituationError unless ``value`` suits the keyword ``name`` (a bool is no number)."""
    if name not in RANGES:
        if not isinstance(value, bool):
            raise SituationError(f"situation keyword {name} is True or False, not {value!r}")
        return
    low, high, words = RANGES[name]
    if value is None and name in OPTIONAL:
        return
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise SituationError(f"situation keyword {name} is {words}, not {value!r}")


def as_situation(situation: Situation | dict[str, Any] | None, how: dict[str, Any]
                 ) -> Situation:
    """A Situation from an object (or a dict of its keywords) and/or keywords (keywords win);
    the ``indicator`` may be written as a tile ('8s'). A keyword of the wrong type or range,
    or an unknown one, raises SituationError naming it."""
    if isinstance(situation, dict):
        situation = Situation.from_dict(situation)
    elif situation is not None and not isinstance(situation, Situation):
        raise SituationError(f"situation is a Situation or a dict of its keywords, not "
                             f"{situation!r}")
    base = situation or Situation()
    if not how:
        return base
    if isinstance(how.get("indicator"), str):  # the 赖子 indicator as notation: '8s', '八条'
        try:
            how = how | {"indicator": parse_tile(how["indicator"])}
        except ValueError:
            check_value("indicator", how["indicator"])  # raises, naming the keyword
    return Situation.from_dict(base.to_dict() | how)
