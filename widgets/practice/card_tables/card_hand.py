"""What every card-game hand played at a table shares (斗地主, 欢乐三张, 二八杠 …).

A played hand is its seed and its events; everything else is derived by replaying the events
through the rules, so a replay steps exactly as the live hand did, and an impossible one is
refused with the event's index and the reason. :class:`EventCodec` writes and reads the
engine's one versioned replay format (:mod:`widgets.engine.replay_codec`: a header, the seed,
the events and any extra fields a game adds; replays saved before it still load) within size
limits; :class:`CardHand` is the loop: ``current()`` is the decision the table
waits for (None: an automatic event is due), ``pending()`` the same if a human seat must take
it, ``step()`` one event, ``advance()`` until a human decides or the hand is over, ``act()``
a human's choice. A game supplies ``current``, ``_auto_event``, ``_do`` and ``_apply``.

>>> codec = EventCodec("paixue-example", {"x": Example})
>>> codec.from_json(codec.to_json([Example(1)], seed=4))[:2]
(4, [Example(n=1)])
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...cards.cards import NotAllowed
from ...engine.replay_codec import (
    MAX_EVENTS,
    MAX_JSON_CHARS,
    EventTable,
    ReplayError,
    dumps,
    loads,
)
from ...engine.why import Why, reason_of, speak
from .. import levels as lv


@dataclass(frozen=True)
class Example:
    """An event for the doctest."""

    n: int



class EventCodec(EventTable):
    """A card game's events in the engine's one replay format (:mod:`widgets.engine.replay_codec`):
    ``kind`` the ``"kind"`` its replays had before that format (``"paixue-doudizhu"``; the game's
    id is the part after ``paixue-``), ``types`` each event's JSON name → its frozen dataclass,
    ``game`` the game in the learner's words."""

    def __init__(self, kind: str, types: dict[str, type], schema: int = 1,
                 reads: tuple[int, ...] = (1,), game: str = "",
                 max_events: int = MAX_EVENTS, max_chars: int = MAX_JSON_CHARS):
        super().__init__(kind.removeprefix("paixue-"), types, schema, reads, name=game,
                         kind=kind, max_events=max_events, max_chars=max_chars)

    def event_to_dict(self, event: Any) -> dict[str, Any]:
        return self.encode(event)

    def event_from_dict(self, data: Any, index: int) -> Any:
        """One event from its dict; ReplayError naming the index and the bad field."""
        return self.decode(data, index)

    def to_json(self, events: list[Any], seed: int, indent: int | None = None,
                **extra: Any) -> str:
        """The replay: the header, the seed, the events and the ``extra`` fields (None left
        out)."""
        return dumps(self, events, seed, indent, **extra)

    def from_json(self, text: str) -> tuple[int, list[Any], dict[str, Any]]:
        """(seed, events, the whole JSON object) of a replay, in the engine's format or the
        card games' before it; ReplayError saying what is wrong."""
        seed, events, data = loads(self, text)
        assert seed is not None  # a card game's table is seeded: loads refuses no seed
        return seed, events, data


def human_seats(human: int | tuple[int, ...] | None, seats: int) -> frozenset[int]:
    """The human seats as a set: None (all automatic), one seat or several, each 0 … seats-1."""
    humans = () if human is None else (human,) if isinstance(human, int) else tuple(human)
    if any(type(s) is not int or not 0 <= s < seats for s in humans):
        raise ValueError(f"human seats are {', '.join(map(str, range(seats)))}, not {humans!r}")
    return frozenset(humans)


# card game id → the class that plays its hands; each enters itself by naming its game
# (``class DoudizhuGame(CardHand, plays="doudizhu")``), as the mahjong Games do
CARD_GAMES: dict[str, type[CardHand]] = {}


def card_game_class(game: str) -> type[CardHand]:
    """The class that plays hands of card game ``game`` (:data:`CARD_GAMES`); ValueError
    naming the played games otherwise."""
    if game not in CARD_GAMES:
        raise ValueError(Why(f"没有能打的牌局 {game!r}；能打的有："
                             f"{'、'.join(sorted(CARD_GAMES))}",
                             f"no played card game {game!r}; played: "
                             f"{', '.join(sorted(CARD_GAMES))}"))
    return CARD_GAMES[game]


class CardHand:
    """The loop shared by the card games' played hands. A subclass sets ``seed``, ``human``
    and ``events`` and supplies ``over``, ``current()``, ``_auto_event()``, ``_do(decision,
    action)`` and ``_apply(event)``, and names the game it plays (``plays=``, the rules' id:
    :data:`CARD_GAMES`; its automatic seats are that game's players at each seat's level,
    :mod:`widgets.practice.levels`, set by :meth:`set_levels`)."""

    seed: int
    human: frozenset[int]
    events: list[Any]
    max_events: int = MAX_EVENTS
    # what a bad event raises in ``_apply``: each becomes a ReplayError naming the event
    replay_errors: tuple[type[Exception], ...] = (NotAllowed, ValueError, LookupError,
                                                  TypeError)
    seats: int = 0  # the seats an event's ``seat`` names, 0 … seats-1 (0: the game checks)
    codec: EventCodec  # set by a game whose replay :meth:`from_json` and :meth:`to_json` write
    prepared: Any = None  # a deal given instead of the seed's (an event), written in the replay
    table: tuple[str, ...] = ()  # the hand's settings a replay records (players, ante …)
    # a setting a replay saved before it was recorded was played with: its value then (the
    # replay, not the loading table, says how the hand was played)
    table_before: dict[str, Any] = {}

    game_id: str = ""  # the game it plays (``plays=``): its players' key in the levels
    levels: tuple[str, ...] = ()  # each seat's level (:data:`~widgets.practice.levels.LEVELS`)

    def __init_subclass__(cls, *, plays: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if plays:
            CARD_GAMES[plays] = cls
            cls.game_id = plays

    def set_levels(self, levels: Any, seats: int) -> None:
        """Each of ``seats`` automatic seats' level (:func:`~widgets.practice.levels.seat_levels`:
        None, one level, one per seat or ``{seat: level}``); ValueError naming a bad one."""
        self.levels = lv.seat_levels(levels, seats)

    def choice(self, d: Any, level: str | None = None) -> lv.Choice:
        """The choice (and its reason) of ``level`` (default: the seat's own) for ``d``."""
        own = self.levels[d.seat] if d.seat < len(self.levels) else lv.DEFAULT
        return lv.choose(self.game_id, level or own, self, d)

    def choose(self, d: Any) -> Any:
        """The seat's automatic choice for ``d``, at its level."""
        return self.choice(d).action

    if TYPE_CHECKING:  # how the widgets and from_json make every game (each has its settings)
        def __init__(self, seed: int = 0, human: Any = None, events: list[Any] | None = None,
                     **settings: Any) -> None: ...

    @classmethod
    def from_json(cls, text: str, human: Any = None, **kw: Any) -> CardHand:
        """The hand a replay records, its settings (``table``) and prepared deal too;
        ReplayError saying what is wrong."""
        seed, events, data = cls.codec.from_json(text)
        if data.get("prepared") is not None:
            try:
                kw["prepared"] = cls.codec.event_from_dict(data["prepared"], -1)
            except (TypeError, ValueError) as err:
                raise ReplayError(f"the prepared deal is not a deal: {err}") from None
        if not cls.table:
            return cls(seed, human, events, **kw)
        kw |= {k: v for k, v in cls.table_before.items() if data.get(k) is None}
        kw |= {k: data[k] for k in cls.table if data.get(k) is not None}
        try:
            return cls(seed, human, events, **kw)
        except ReplayError:
            raise
        except (ValueError, TypeError) as err:
            raise ReplayError(Why(f"不是{cls.codec.name}的桌子：{speak(reason_of(err), 'zh')}",
                                  f"the table is not a {cls.codec.name} table: {err}")) from None

    def to_json(self, indent: int | None = None) -> str:
        """The replay: the seed, the events, the settings and the prepared deal if any."""
        prepared = None if self.prepared is None else self.codec.event_to_dict(self.prepared)
        return self.codec.to_json(self.events, self.seed, indent, prepared=prepared,
                                  **{k: lv.saved_levels(self.levels) if k == "levels"
                                     else getattr(self, k) for k in self.table})

    def _replay(self, events) -> None:
        """Apply a record's events, each checked; ReplayError naming the first bad one."""
        for i, e in enumerate(events or ()):
            self._checked(i, e)

    def apply(self, event: Any) -> None:
        """Apply one recorded event, the next of a replay (to step through a saved hand and
        look at the table before each): ReplayError saying why when it cannot happen now."""
        self._checked(len(self.events), event)

    def _checked(self, i: int, e: Any) -> None:
        """Apply event number ``i`` of a record; ReplayError naming it if it cannot happen."""
        seat = getattr(e, "seat", None)
        if self.seats and seat is not None and not 0 <= seat < self.seats:
            raise ReplayError(Why(f"第 {i} 个事件（{type(e).__name__}）：没有座位 {seat}"
                                  f"（座位是 0 … {self.seats - 1}）",
                                  f"event {i} ({type(e).__name__}): there is no seat "
                                  f"{seat} (the seats are 0 … {self.seats - 1})"))
        try:
            self._apply(e)
        except self.replay_errors as err:
            why = reason_of(err)
            raise ReplayError(Why(f"第 {i} 个事件（{type(e).__name__}）不可能发生："
                                  f"{speak(why, 'zh')}",
                                  f"event {i} ({type(e).__name__}) cannot happen: {why}")) \
                from None

    @property
    def over(self) -> bool:
        raise NotImplementedError

    def current(self) -> Any:
        raise NotImplementedError

    def pending(self) -> Any:
        """The human's decision now (None: an automatic seat acts, or the hand is over)."""
        d = self.current()
        return d if d is not None and d.seat in self.human else None

    def act(self, action: Any) -> list[Any]:
        """Apply the human's choice (NotAllowed with the reason if refused)."""
        d = self.pending()
        if d is None:
            raise NotAllowed(Why("现在不该你做决定", "it is not a human seat's decision now"))
        return self._do(d, action)

    def advance(self) -> bool:
        """Play automatic seats and automatic events until a human decides or the hand ends;
        True when the hand is over."""
        while not self.over and len(self.events) < self.max_events:
            if self.pending() is not None:
                return False
            self.step()
        return self.over

    def step(self, chooser: Callable[[Any, Any], Any] | None = None) -> list[Any]:
        """One event: an automatic one or one automatic seat's choice (``chooser(game,
        decision)``; by default the seat's level, :meth:`choose`)."""
        if self.over:
            return []
        d = self.current()
        if d is None:
            return self._auto_event()
        if d.seat in self.human and chooser is None:
            raise NotAllowed(Why("等真人选择", "a human seat decides this"))
        return self._do(d, chooser(self, d) if chooser else self.choose(d))

    def _auto_event(self) -> list[Any]:
        raise NotImplementedError

    def _do(self, decision: Any, action: Any) -> list[Any]:
        raise NotImplementedError

    def _apply(self, event: Any) -> None:
        raise NotImplementedError


def whole(name: str, value: Any, low: int, high: int) -> int:
    """``value`` if it is a whole number (not a bool) ``low`` … ``high``: a table setting a
    replay or a caller gives (ValueError naming ``name`` otherwise, zh and en)."""
    if type(value) is not int or not low <= value <= high:
        raise ValueError(Why(f"{name} 是 {low} … {high} 的整数，不是 {value!r:.40}",
                             f"{name} is a whole number {low} … {high}, not {value!r:.40}"))
    return value


__all__ = ["CardHand", "EventCodec", "ReplayError", "human_seats", "whole", "MAX_EVENTS",
           "MAX_JSON_CHARS"]
