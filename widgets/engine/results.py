"""Immutable result records. Each carries its reasons, because the reasons are what a
learner reads."""

from __future__ import annotations

from dataclasses import dataclass, field

from .fans import Excluded, FanLine
from .shape import Arrangement
from .tiles import tile_name
from .why import Why, speak  # noqa: F401 (results.Why as before)


@dataclass(frozen=True)
class Problem:
    """Something wrong with a hand: ``code`` for programs, ``message`` for people."""

    code: str
    message: str
    tiles: tuple[int, ...] = ()
    zh: str = ""      # the message in Chinese, where the problem has one (situation conflicts)
    ruling: str = ""  # the ruling or constraint id the problem names

    def say(self, lang: str) -> str:
        """The message in ``lang`` ('zh' or 'en'); English where there is no Chinese."""
        return self.zh if lang == "zh" and self.zh else self.message


@dataclass(frozen=True)
class Wait:
    """A tile that completes the hand: how many remain unseen, and what a win would score."""

    tile: int
    unseen: int
    dead: bool = False  # all four copies are in the hand itself
    discard_score: int | None = None
    self_draw_score: int | None = None

    def __repr__(self) -> str:
        return f"Wait({tile_name(self.tile)!r}, unseen={self.unseen})"


_new = object.__new__


def make_wait(tile: int, unseen: int, dead: bool, discard_score: int | None,
              self_draw_score: int | None) -> Wait:
    """``Wait(tile, unseen, dead, discard_score, self_draw_score)``, the same object made
    without the frozen class's five ``object.__setattr__`` calls (issue 37: the strong level
    asks the waits of every ready hand it weighs)."""
    w = _new(Wait)
    w.__dict__.update(tile=tile, unseen=unseen, dead=dead, discard_score=discard_score,
                      self_draw_score=self_draw_score)
    return w


@dataclass(frozen=True)
class DiscardOption:
    """The result of discarding ``tile`` from a 14-tile hand."""

    tile: int
    shanten: int | None
    effective: tuple[tuple[int, int], ...]  # (tile, unseen copies) that lower the shanten

    @property
    def effective_count(self) -> int:
        """进张: unseen copies of all the tiles that improve the hand."""
        return sum(n for _, n in self.effective)


@dataclass(frozen=True)
class ClaimOption:
    """An allowed claim on a discard: kind 'chi', 'pon', 'kong' or 'win', and the tiles used."""

    kind: str
    tiles: tuple[int, ...] = ()
    note: str = ""


@dataclass(frozen=True)
class Refusal:
    """A claim the rules refuse, with the rule that refuses it."""

    kind: str
    reason: str
    ruling: str = ""


@dataclass(frozen=True)
class ClaimReport:
    """Every claim a discard allows, and each refused one with its reason."""

    tile: int
    from_seat: int
    options: tuple[ClaimOption, ...]
    refused: tuple[Refusal, ...]

    def allows(self, kind: str) -> bool:
        return any(o.kind == kind for o in self.options)


@dataclass(frozen=True)
class Score:
    """The best reading of a winning hand with its fan lines, 不计 fans and total.

    ``alternatives`` are the other readings (they scored less or the same), for teaching.
    """

    total: int
    lines: tuple[FanLine, ...]
    excluded: tuple[Excluded, ...]
    arrangement: Arrangement
    mode: str
    base: int = 1
    notes: tuple[str, ...] = ()
    alternatives: tuple[Score, ...] = field(default=(), compare=False)

    def has(self, key: str) -> bool:
        return any(line.key == key for line in self.lines)

    def count(self, key: str) -> int:
        return sum(line.count for line in self.lines if line.key == key)


class InvalidHand(ValueError):
    """A hand with problems; ``problems`` lists every one of them."""

    def __init__(self, problems: tuple[Problem, ...]):
        super().__init__(Why("；".join(p.say("zh") for p in problems),
                             "; ".join(p.message for p in problems)))
        self.problems = problems


class ImpossibleSituation(InvalidHand):
    """The situation flags cannot go with this hand in this variant (robbing a kong and
    self-drawn in 四川, after a kong with no kong, …); ``problems`` lists every conflict, each
    naming its constraint id (see :mod:`widgets.engine.constraints`)."""

    def __init__(self, problems: tuple[Problem, ...]):
        super().__init__(problems)
        self.args = (Why("不可能的情况：" + "；".join(p.say("zh") for p in problems),
                         "impossible situation: " + "; ".join(p.message for p in problems)),)


class NotAllowed(ValueError):
    """An action the rules refuse (a claim, a win); the message says which rule."""

    def __init__(self, message: str, ruling: str = "", score: Score | None = None):
        super().__init__(message + (f" ({ruling})" if ruling else ""))  # a Why stays one
        self.reason, self.ruling = message, ruling
        self.score = score  # the breakdown of a hand refused for too little fan


@dataclass(frozen=True)
class Analysis:
    """Everything the hand lab shows for one hand, computed in one call."""

    hand: str
    problems: tuple[Problem, ...]
    shanten: int | None = None
    blockers: tuple[str, ...] = ()
    ready: bool = False
    waits: tuple[Wait, ...] = ()
    discards: tuple[DiscardOption, ...] = ()
    score: Score | None = None
    not_winning: str = ""  # why a complete-looking 14-tile hand cannot win, if it cannot
    claims: ClaimReport | None = None
