"""The opponents' levels at every played table (issue 37): the per-seat selector's view, the
``level`` intent's check, and Help's advice (the strong level's choice and its reason).

The levels and what each plays for come from the registry
(:mod:`widgets.practice.levels`: ``levels_of``, ``player(...).describe``); a table gives its
game's id, each seat's level, the seats people play and how it names a seat. Only the levels
a game has registered are offered; the JS (``levelsStrip`` in static/tiles.js) draws what this
sends.

>>> name = lambda s, _lang: "甲乙丙"[s]
>>> view = levels_view("doudizhu", ("club", "club", "club"), {0}, name, "en")
>>> [s["seat"] for s in view["seats"]], view["seats"][0]["label"]
([1, 2], 'club player')
>>> level_change({"kind": "level", "seat": 0, "level": "club"}, "doudizhu",
...              ("club",) * 3, {0}, "en", name)
Traceback (most recent call last):
...
widgets.ui.shared.intents.Refused: 甲 is played by a person: only automatic seats have a level
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from widgets.engine.why import speak
from widgets.practice import levels as lv
from widgets.practice.levels import Choice

from .intents import Refused, from_error, need
from .labels import say

SeatName = Callable[[int, str], str]  # a table's name for a seat in a language
ADVISER = "strong"  # Help gives this level's choice (the strongest registered while it is missing)


def describe(game_id: str, level: str, lang: str) -> str:
    """What ``level`` plays for at ``game_id``, one line ('' when the game has no such level)."""
    try:
        return lv.player(game_id, level).describe(lang)
    except ValueError:  # a replay seated a level this copy has not registered
        return ""


def levels_view(game_id: str, levels: Sequence[str], people: Collection[int],
                name: SeatName, lang: str, seats: Sequence[int] | None = None
                ) -> dict[str, Any]:
    """The selector's view: every automatic seat (of ``seats``, default all; not ``people``'s)
    with its name, its level, the game's registered levels to choose from and the chosen
    level's one-line description."""
    offered = [{"level": x.level, "label": lv.level_name(x.level, lang)}
               for x in lv.levels_of(game_id)]
    shown = [s for s in (range(len(levels)) if seats is None else seats) if s not in people]
    return {"title": say("levels_title", lang), "hint": say("levels_hint", lang),
            "seats": [{"seat": s, "name": name(s, lang), "level": levels[s],
                       "label": lv.level_name(levels[s], lang),
                       "aria": say("level_of", lang, seat=name(s, lang)),
                       "choices": offered, "text": describe(game_id, levels[s], lang)}
                      for s in shown]}


def level_change(msg: dict[str, Any], game_id: str, levels: Sequence[str],
                 people: Collection[int], lang: str, name: SeatName | None = None,
                 seats: Sequence[int] | None = None) -> tuple[str, ...]:
    """Each seat's level after ``{"kind": "level", "seat": s, "level": x}``: Refused, in
    ``lang``, for a seat that is not an automatic one, a level that is not one of the levels
    or that ``game_id`` has not registered."""
    seat = need(msg, "seat", "a seat number")
    level = need(msg, "level", "a level")
    named = name or (lambda s, _lang: str(s))
    if isinstance(seat, str) and seat.isdigit():
        seat = int(seat)
    allowed = list(range(len(levels)) if seats is None else seats)
    if type(seat) is not int or seat not in allowed:
        listed = ", ".join(str(s) for s in allowed if s not in people)
        raise Refused(say("level_seat", "en", seats=listed, seat=f"{seat!r:.40}"),
                      say("level_seat", "zh", seats=listed, seat=f"{seat!r:.40}"))
    if seat in people:
        raise Refused(say("level_human", lang, seat=named(seat, lang)))
    try:
        new = lv.seat_levels({**dict(enumerate(levels)), seat: level}, len(levels))
        lv.player(game_id, new[seat])  # registered for this game (zh and en if not)
    except ValueError as e:
        raise from_error(e, "level") from None
    return new


def changed_note(seat: int, level: str, lang: str, name: SeatName) -> str:
    """What the table says after a level changed."""
    return say("level_now", lang, seat=name(seat, lang), level=lv.level_name(level, lang))


def adviser(game_id: str) -> str:
    """The level Help asks: :data:`ADVISER`, else the strongest ``game_id`` has."""
    have = [x.level for x in lv.levels_of(game_id)]
    return ADVISER if ADVISER in have or not have else have[-1]


def advice(game: Any, decision: Any, game_id: str, action_words: Callable[[Any], str],
           lang: str, own_why: Callable[[Any, Any], Any] | None = None) -> dict[str, Any]:
    """Help's advice for ``decision``: the adviser's choice (``game.choice(d, level=...)``)
    and its reason, named by the level ("高手会打 5筒：…"), and a note when the strong level
    is missing. ``action_words(action)`` says the action in ``lang``; ``own_why(d, action)``
    the table's own reason where the level gives none (a :class:`Why` or '')."""
    level = adviser(game_id)
    choice: Choice = game.choice(decision, level=level)
    why = choice.reason(lang) or (speak(own_why(decision, choice.action), lang) if own_why
                                  else "")
    words = action_words(choice.action)
    if lang == "en":  # a button's label ('Call 2') inside a sentence
        words = words[:1].lower() + words[1:]
    who = say(f"level_who_{level}", lang)
    text = say("advice_why" if why else "advice", lang, who=who, action=words, why=why)
    note = "" if level == ADVISER else say("advice_fallback", lang,
                                           level=lv.level_name(level, lang))
    return {"level": level, "text": text, "note": note, "why": why, "action": words,
            "choice": choice}


__all__ = ["ADVISER", "SeatName", "adviser", "advice", "changed_note", "describe",
           "level_change", "levels_view"]
