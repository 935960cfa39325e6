"""The beginner 斗地主 seat (新手): the club seat's play with a beginner's typical mistakes, each
made at a stated rate whenever it can be made (:data:`MISTAKES`):

- bids on a weak hand: 40 % of the times it would not call (or rob), it does;
- leads its biggest cards: 30 % of its leads are its biggest single (or pair);
- beats its own partner: 50 % of the times a farmer's partner's play stands and it can beat
  it without a bomb, it does (with its lowest such play);
- spends bombs early: 50 % of the times it may bomb an opponent's play and would not, it
  bombs (its lowest bomb, the rocket last);
- breaks combinations: 40 % of the times it would pass an opponent's play that it can beat,
  it beats it with its lowest play of that type, whatever that breaks (a pair out of a
  trio, a card out of a chain).

One mistake at most per decision, the first of this list that is drawn; otherwise it plays
as the club seat (:mod:`.doudizhu_seats`). Its chances come from
:func:`~widgets.practice.levels.rng_for` (the hand's seed, the seat, the step), so the same
seed and levels play the same hand. It always plays a legal option and never refuses to play.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...cards.doudizhu import INDEX
from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import Choice, plays, rng_for
from .doudizhu_seats import choose

BOMBS = ("bomb", "rocket")
# each mistake: its rate and what it says, zh and en
MISTAKES: dict[str, tuple[float, str, str]] = {
    "bids_weak": (0.40, "牌不好也叫：想当地主", "bids on a weak hand: wants to be landlord"),
    "leads_biggest": (0.30, "先出最大的牌", "leads its biggest cards"),
    "beats_partner": (0.50, "管上队友的牌", "beats its own partner's play"),
    "bombs_early": (0.50, "有炸弹就炸", "bombs as soon as it can"),
    "breaks_combination": (0.40, "拆了牌型也要管", "breaks a combination to beat the play"),
}


def _plays(d: Decision) -> list[Action]:
    return [a for a in d.options if a.kind == "play"]


def _low(actions: list[Action]) -> Action | None:
    return min(actions, key=lambda a: (a.as_type == "rocket", INDEX[a.tiles[-1]]),
               default=None)


def _bid(game: Any, d: Decision, club: Action) -> Action | None:
    strong = [a for a in d.options if a.value in ("call", "rob")]
    return strong[0] if d.stage == "bid" and club.value == "pass" and strong else None


def _lead_big(game: Any, d: Decision, club: Action) -> Action | None:
    if d.stage != "play" or d.previous is not None or len(game.hand(d.seat)) < 2:
        return None
    small = [a for a in _plays(d) if a.as_type in ("single", "pair")]
    return max(small, key=lambda a: (INDEX[a.tiles[0]], len(a.tiles)), default=None)


def _partner_standing(game: Any, d: Decision) -> bool:
    ll = game.landlord
    return d.stage == "play" and d.previous is not None and d.seat != ll and \
        game.last_play()[0] != ll


def _beat_partner(game: Any, d: Decision, club: Action) -> Action | None:
    if not _partner_standing(game, d):
        return None
    return _low([a for a in _plays(d) if a.as_type not in BOMBS])


def _against(game: Any, d: Decision) -> bool:
    return d.stage == "play" and d.previous is not None and not _partner_standing(game, d)


def _bomb(game: Any, d: Decision, club: Action) -> Action | None:
    if not _against(game, d) or club.as_type in BOMBS:
        return None
    return _low([a for a in _plays(d) if a.as_type in BOMBS])


def _break(game: Any, d: Decision, club: Action) -> Action | None:
    if not _against(game, d) or club.kind != "pass":
        return None
    return _low([a for a in _plays(d) if a.as_type not in BOMBS])


FINDERS: dict[str, Callable[[Any, Decision, Action], Action | None]] = {
    "bids_weak": _bid, "leads_biggest": _lead_big, "beats_partner": _beat_partner,
    "bombs_early": _bomb, "breaks_combination": _break,
}


def mistakes(game: Any, d: Decision) -> tuple[dict[str, Action], str | None]:
    """The mistakes the beginner could make at ``d`` (each with its action) and the one it
    makes, drawn at :data:`MISTAKES`' rates (None: it plays as the club seat)."""
    club = choose(game, d)
    rng = rng_for(game.seed, d.seat, len(game.events), "beginner")
    draws = {k: rng.random() for k in MISTAKES}  # one draw each, whatever applies
    could = {k: a for k, f in FINDERS.items() if (a := f(game, d, club)) is not None}
    made = next((k for k in MISTAKES if k in could and draws[k] < MISTAKES[k][0]), None)
    return could, made


@plays("doudizhu", "beginner", "像新手一样打：牌弱也叫地主，先出大牌，拆牌，压队友，有炸就炸",
       "plays like a beginner: bids on weak hands, leads its biggest cards, breaks "
       "combinations, beats its partner, bombs early")
def beginner(game: Any, d: Decision) -> Choice:
    """The beginner's choice for ``d``: a mistake at its rate, else the club seat's."""
    could, made = mistakes(game, d)
    if made is None:
        return Choice(choose(game, d))
    _rate, zh, en = MISTAKES[made]
    return Choice(could[made], Why(zh, en))


__all__ = ["MISTAKES", "beginner", "mistakes"]
