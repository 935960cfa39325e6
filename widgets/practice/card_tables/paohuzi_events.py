"""The events of a played 跑胡子 hand (:mod:`.paohuzi_play`) and their versioned JSON.

A hand is its seed and these records in order; everything else (hands, the groups on the
table, the 臭牌 memory, the ledger) is derived by replaying them through the rules, so a
replay pasted as JSON steps exactly as the live hand did, and an impossible one is refused
with the event's index and the reason: :data:`CODEC`
(:class:`~.card_hand.EventCodec`) writes and reads them.

Cards are written in the engine's notation (:mod:`widgets.cards.paohuzi`): ``x1`` … ``x10``
小 一…十, ``d1`` … ``d10`` 大 壹…拾, ``W`` a 王.

>>> e = [Draw(1, "x5"), Claim(2, "peng", "x5", (("x5", "x5", "x5"),))]
>>> CODEC.from_json(CODEC.to_json(e, seed=7))[:2] == (7, e)
True
"""

from __future__ import annotations

from dataclasses import dataclass

from .card_hand import MAX_JSON_CHARS, EventCodec, ReplayError

KIND = "paixue-paohuzi"
SCHEMA = 1  # the version this module writes; READS lists what it reads
READS = (1,)
MAX_EVENTS = 600


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


CODEC = EventCodec(KIND, TYPES, SCHEMA, READS, game="跑胡子", max_events=MAX_EVENTS,
                   max_chars=MAX_JSON_CHARS)


__all__ = ["KIND", "SCHEMA", "READS", "MAX_EVENTS", "MAX_JSON_CHARS", "ReplayError", "TYPES",
           "NAME", "CODEC", "PDeal", "Draw", "Discard", "Forced", "Claim", "Pass", "Hu", "Lay",
           "Skip", "HandEnd", "PEvent"]
