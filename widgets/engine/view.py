"""One reading of a winning hand, as the fan predicates see it (:class:`View`)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from typing import Any, Protocol

from .notation import Hand
from .shape import Arrangement, Block, counts34
from .situation import Situation
from .tiles import N_PLAYING, suit_of

# a meld's block kind; a meld that is not a set (kind None) has none, as a scored hand has none
BLOCK_OF_MELD: dict[str | None, str] = {"chi": "seq", "pon": "tri", "kong": "kong"}


class RulesWithOptions(Protocol):
    """What a view reads of its rules (a :class:`~widgets.engine.rules.MahjongRules`, whose
    module builds on this one): the options, the wild tiles (赖子) of a situation; hashable,
    as the fans' memos key on it."""

    options: Any

    def wild_kinds(self, situation: Situation | None = None) -> frozenset[int]: ...
    def __hash__(self) -> int: ...


class View:
    """One reading of a winning hand, as the fan predicates see it."""

    def __init__(self, rules: RulesWithOptions, hand: Hand, arrangement: Arrangement,
                 situation: Situation, seen: Sequence[int] = ()):
        self.rules, self.hand, self.situation = rules, hand, situation
        self.arrangement = arrangement
        self.options = rules.options
        self.seen = tuple(seen)  # tiles seen elsewhere: discards, others' melds (和绝张)
        # what a fan table works out once per reading for its many rows (by the table's name)
        self.memo: dict[str, Any] = {}

    @cached_property
    def tiles(self) -> list[int]:
        """Every tile of the hand: closed ones and the melds' (flowers excluded)."""
        return [t for t in self.hand.all_tiles() if t < N_PLAYING]

    @cached_property
    def suits(self) -> set[str]:
        return {suit_of(t) for t in self.tiles}

    @cached_property
    def sets(self) -> tuple[Block, ...]:
        """The sets of the reading followed by the melds, as blocks (kongs: kind 'kong')."""
        melds = tuple(Block(BLOCK_OF_MELD[m.kind], m.tiles) for m in self.hand.melds)
        return self.arrangement.sets + melds

    @property
    def pair(self) -> Block | None:
        return self.arrangement.pair

    @property
    def form(self) -> str:
        return self.arrangement.form

    @cached_property
    def counts(self) -> list[int]:
        return counts34(self.tiles)
