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

import json
from dataclasses import dataclass
from typing import Any

from .card_hand import MAX_EVENTS, MAX_JSON_CHARS, EventCodec, ReplayError

# the three seats as the table names them (甲 乙 丙 / A B C)
SEATS = {"zh": ("甲", "乙", "丙"), "en": ("A", "B", "C")}


def seat_word(seat: int | None, lang: str) -> str:
    return "—" if seat is None else SEATS["zh" if lang == "zh" else "en"][seat]

KIND = "paixue-doudizhu"
SCHEMA = 1  # the version this module writes; READS lists what it reads
READS = (1,)


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


CODEC = EventCodec(KIND, TYPES, SCHEMA, READS, game="斗地主", max_events=MAX_EVENTS,
                   max_chars=MAX_JSON_CHARS)


def event_to_dict(event: DDEvent) -> dict[str, Any]:
    return CODEC.event_to_dict(event)


def event_from_dict(data: Any, index: int) -> DDEvent:
    """One event from its dict; ReplayError naming the index and the bad field."""
    return CODEC.event_from_dict(data, index)


def to_json(events: list[DDEvent], seed: int, indent: int | None = None,
            prepared: DDeal | None = None) -> str:
    """The replay as JSON: ``{"kind", "schema", "seed", "events"}``, and ``"prepared"`` (the
    first deal, when a lesson or a teacher prepared it instead of the seed)."""
    return CODEC.to_json(events, seed, indent, prepared=None if prepared is None
                         else event_to_dict(prepared))


def prepared_of(text: str) -> DDeal | None:
    """The prepared first deal a replay names, if any (after :func:`from_json` accepted it)."""
    data = json.loads(text).get("prepared")
    return None if data is None else event_from_dict(data, -1)


def from_json(text: str) -> tuple[int, list[DDEvent]]:
    """(seed, events) from :func:`to_json`'s text; ReplayError saying what is wrong."""
    return CODEC.from_json(text)[:2]


__all__ = ["CODEC", "KIND", "SCHEMA", "READS", "MAX_EVENTS", "MAX_JSON_CHARS", "ReplayError",
           "TYPES", "NAME", "DDeal", "Show", "Bid", "Redeal", "Bottom", "Double", "PlayCards",
           "PassTurn", "HandEnd", "DDEvent", "to_json", "from_json", "prepared_of", "event_to_dict",
           "event_from_dict"]
