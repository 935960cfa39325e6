"""The three levels of the automatic seats at every played table: 新手 beginner, 熟手 club
player, 高手 strong.

Each played game registers one player per level (:func:`plays`): a function ``(game,
decision) -> Choice`` with a one-line description, in zh and en, of what the level plays for
(shown at the table). A table seats a level per seat (:func:`seat_levels`: one level for all,
one per seat, or ``{seat: level}``; the rest play at :data:`DEFAULT`); :func:`choose` asks
the seat's level for its choice and the reason it gives (:class:`Choice`). A level that makes
mistakes on purpose draws them from :func:`rng_for`, seeded by the hand's seed, the seat and
the step, so the same seed and levels give the same hand.

>>> seat_levels("strong", 3)
('strong', 'strong', 'strong')
>>> seat_levels({1: "beginner"}, 3)
('club', 'beginner', 'club')
>>> level_name("strong", "zh"), level_name("beginner", "en")
('高手', 'beginner')
>>> seat_levels(["club", "pro"], 2)
Traceback (most recent call last):
...
ValueError: seat 1's level is beginner, club or strong, not 'pro'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from ..engine.why import Why
from .choices import Action, Decision

LEVELS = ("beginner", "club", "strong")
DEFAULT = "club"
NAMES: dict[str, tuple[str, str]] = {
    "beginner": ("新手", "beginner"),
    "club": ("熟手", "club player"),
    "strong": ("高手", "strong"),
}


@dataclass(frozen=True)
class Choice:
    """A level's choice: the action and, in one sentence, why (zh and en; None: no reason
    worth saying, e.g. the only option)."""

    action: Action
    why: Why | None = None

    def reason(self, lang: str) -> str:
        """The reason in ``lang`` ('' if none)."""
        return "" if self.why is None else self.why.say(lang)


Player = Callable[[Any, Decision], "Choice | Action"]
P = TypeVar("P", bound=Callable[..., Any])


@dataclass(frozen=True)
class Level:
    """One game's level: its player and what it plays for (``zh``, ``en``)."""

    game: str
    level: str
    play: Player
    zh: str
    en: str

    def describe(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en


PLAYERS: dict[tuple[str, str], Level] = {}


def plays(game: str, level: str, zh: str, en: str) -> Callable[[P], P]:
    """Register the decorated function as ``game``'s ``level`` (one of :data:`LEVELS`),
    described by ``zh``/``en`` (what it plays for, one line)."""
    if level not in LEVELS:
        raise ValueError(f"a level is one of {LEVELS}, not {level!r}")

    def register(fn: P) -> P:
        PLAYERS[(game, level)] = Level(game, level, fn, zh, en)
        return fn
    return register


def level_name(level: str, lang: str) -> str:
    """The level's name in ``lang`` (新手 / beginner …)."""
    zh, en = NAMES[level]
    return zh if lang == "zh" else en


def player(game: str, level: str) -> Level:
    """``game``'s player at ``level``; ValueError (zh and en) naming what is missing."""
    if level not in LEVELS:
        raise ValueError(Why(f"等级是 {'、'.join(NAMES[x][0] for x in LEVELS)}"
                             f"（{', '.join(LEVELS)}），不是 {level!r:.40}",
                             f"a level is {', '.join(LEVELS)}, not {level!r:.40}"))
    if (game, level) not in PLAYERS:
        raise ValueError(Why(f"{game} 还没有「{NAMES[level][0]}」这一级",
                             f"{game} has no {level} level yet"))
    return PLAYERS[(game, level)]


def levels_of(game: str) -> tuple[Level, ...]:
    """``game``'s registered levels, weakest first."""
    return tuple(PLAYERS[(game, x)] for x in LEVELS if (game, x) in PLAYERS)


def _check(level: Any, seat: int) -> str:
    if not isinstance(level, str) or level not in LEVELS:
        raise ValueError(Why(f"座位 {seat} 的等级是 {'、'.join(NAMES[x][0] for x in LEVELS)}"
                             f"（{', '.join(LEVELS)}），不是 {level!r:.40}",
                             f"seat {seat}'s level is {', '.join(LEVELS[:-1])} or "
                             f"{LEVELS[-1]}, not {level!r:.40}"))
    return level


def seat_levels(levels: Any, seats: int) -> tuple[str, ...]:
    """Each of ``seats`` seats' level from what a caller or a replay gives: None (every seat
    :data:`DEFAULT`), one level for every seat, one per seat (a list or tuple), or
    ``{seat: level}`` (the rest :data:`DEFAULT`). ValueError, zh and en, naming what is
    wrong."""
    if levels is None:
        return (DEFAULT,) * seats
    if isinstance(levels, str):
        return tuple(_check(levels, s) for s in range(seats))
    if isinstance(levels, Mapping):
        out = [DEFAULT] * seats
        for seat, level in levels.items():
            key = int(seat) if isinstance(seat, str) and seat.isdigit() else seat
            if type(key) is not int or not 0 <= key < seats:
                raise ValueError(Why(f"座位是 0 … {seats - 1}，不是 {seat!r:.40}",
                                     f"the seats are 0 … {seats - 1}, not {seat!r:.40}"))
            out[key] = _check(level, key)
        return tuple(out)
    if isinstance(levels, Sequence) and len(levels) == seats:
        return tuple(_check(x, s) for s, x in enumerate(levels))
    raise ValueError(Why(f"levels 是一个等级、每个座位一个（{seats} 个）或 {{座位: 等级}}，"
                         f"不是 {levels!r:.60}",
                         f"levels is one level, one per seat ({seats}) or {{seat: level}}, "
                         f"not {levels!r:.60}"))


def choose(game_id: str, level: str, game: Any, decision: Decision) -> Choice:
    """``level``'s choice (and reason) for ``decision`` at ``game`` (a played hand of
    ``game_id``)."""
    got = player(game_id, level).play(game, decision)
    return got if isinstance(got, Choice) else Choice(got)


def saved_levels(levels: tuple[str, ...]) -> list[str] | None:
    """What a replay records of the seats' levels: None when every seat is :data:`DEFAULT`
    (a replay without levels was played by that level), else the list."""
    return None if all(x == DEFAULT for x in levels) else list(levels)


def rng_for(seed: Any, seat: int, step: int, salt: str = "") -> random.Random:
    """The generator a level draws its chances from for ``seat``'s decision at ``step``: the
    same seed, seat and step draw the same (a replay of a seeded hand plays alike)."""
    return random.Random(f"{seed}/{seat}/{step}/{salt}")


__all__ = ["LEVELS", "DEFAULT", "NAMES", "Choice", "Level", "PLAYERS", "plays", "player",
           "levels_of", "level_name", "seat_levels", "saved_levels", "choose", "rng_for"]
