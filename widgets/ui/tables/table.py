"""The hand table: a whole hand of mahjong played step by step, forward and back.

Four seats around a square (hands face up for teaching, with a switch to hide the others),
their melds, discard ponds, void suits and wins; the wall as four sides of stacks with the
break point, the drawing front and the kong end; the dice; the 换三张 exchange as arrows from
giver to receiver; the running ledger. Deals come from a seed number, so a class replays the
same hand; a learner can take one seat (``human``), or several people one each
(``human=(0, 2)``: a class at one projector; the seat to play comes to the bottom, the others
face down), while the others play the documented strategy of :mod:`~widgets.practice.table.play`;
a teacher can prepare the deal and the dice (``scenario``, :mod:`widgets.practice.table.scenario`);
双人 sits two seats facing each other; Help (``{"kind": "help"}``) then shows that seat's
shanten, waits, best discards and what a claim does to the hand against passing
(:mod:`widgets.practice.table.advice`). One screen holds the steps, the four seats, the wall,
the decision and the latest lines of the log (1280×720 Normal, 1920×1080 Large); the deal and
seat, the whole log, the ledger, Save/Load and the rule options come below. A
hand is the engine's event records: Save gives their JSON
(:func:`widgets.engine.events.to_json`), Load reads it back. A hand over, the table says who
deals next and why, and Next hand (``{"kind": "next_hand"}``) deals the round's next hand
(:mod:`widgets.ui.tables.table_round`); Save and Load stay one hand.

Data flows one way, as in the hand lab: :class:`widgets.practice.table.play.Game` plays the hand and
``Game.state(step)`` describes the table after ``step`` events; :meth:`HandTable._build`
turns that into the JSON ``view`` the JS draws; clicks come back as ``{"kind": ...}`` to
:meth:`HandTable.handle`, which never raises (a refusal is shown in the widget).

>>> t = HandTable("sichuan-xueliu", seed=7, lang="en")
>>> t.step == len(t.events) and t.finished
True
>>> t.handle({"kind": "step", "to": "start"})
>>> t.step, t.view["step"]["at"]
(0, 0)
>>> t.handle({"kind": "step", "to": "forward"})
>>> t.step
1
>>> t.handle({"kind": "step", "to": 10**6})
>>> t.message["level"], t.step
('warning', 1)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

import anywidget
import traitlets

from widgets.engine import events as ev
from widgets.engine.results import NotAllowed
from widgets.engine.tiles import parse_tile, tile_name
from widgets.engine.why import speak
from widgets.practice.table import play
from widgets.practice.table.advice import drawn_tile
from widgets.practice.table.play import describe, seat_name, tiles_text, word
from widgets.practice.table.replay import ReplayError
from widgets.practice.table.scenario import Scenario
from widgets.practice.table.scenario import scenario as as_scenario

from ..shared import view as v
from ..shared.assets import STATIC, static_esm
from ..shared.display import ShowsTiles
from ..shared.intents import Refused, Undoable, from_error, need
from ..shared.labels import LANGS
from ..shared.plain_text import PlainTexts
from ..shared.position import PositionCodes
from ..shared.record_bridge import resolve as resolve_record
from . import table_code, table_levels, table_review, table_round, table_scenario, table_view
from .table_review import ReviewCache, review_view  # the "Review my hand" fold
from .table_view import (
    KEY_EVENTS,
    LOG_SHOWN,
    MAX_SEED,
    PACES,
    PAYMENTS_SHOWN,
    POSITIONS,
    RECENT_SHOWN,
    TABLE_LABELS,
    TableCursor,
    action_label,
    check_human,
    check_seed,
    concealed_names,
    decision_view,
    log_line,
    payments_view,
    position,
    refusal_text,
    say,
    wall_view,
)
from .table_wild import wild_view  # 武汉's indicator, a view piece of its own
from .table_winds import winds_view  # 永州's 风圈 and 门风

VARIANTS = play.PLAYABLE


class HandTable(PlainTexts, PositionCodes, Undoable, ShowsTiles, anywidget.AnyWidget):
    """A table that plays one hand of ``variant`` from ``seed``, step by step.

    ``human`` a seat 0-3 the learner plays (None: four automatic seats, a replay), or a tuple
    of seats played by several people at one screen (their hands hidden from each other unless
    ``hide_others=False``);
    ``options`` the variant's rule options; ``lang`` 'zh' or 'en'; ``size`` 'normal' or
    'large' for this table only (left out: the learner's size setting, which the table's size
    button changes for every widget, :func:`~widgets.ui.display`); ``hide_others`` shows the
    other seats' concealed tiles face down; ``events`` a saved hand (a list of events or its
    JSON text) to replay instead of dealing from the
    seed; ``scenario`` a teacher's prepared deal
    (:class:`~widgets.practice.table.scenario.Scenario`,
    its dict or JSON: each seat's tiles, the wall's front and back, the dealer, the dice),
    refused with the reason if it cannot be dealt; ``code`` a position code (:attr:`code`, see
    table_code.py) to open instead; ``levels`` the automatic seats' levels
    (:mod:`widgets.practice.levels`: one level, one per seat or ``{seat: level}``; the
    selector under the table changes them, ``{"kind": "level", "seat": 1, "level": "strong"}``,
    table_levels.py). Bad arguments raise ValueError (a lesson's mistake); a
    learner's bad click is shown.
    """

    CODE_KIND = "ht"

    _esm = static_esm("table.js") + "".join((STATIC / name).read_text(encoding="utf-8")
                                              for name in ("table_review.js", "table_round.js"))
    _css = "\n".join((STATIC / name).read_text(encoding="utf-8")
                     for name in ("paixue.css", "table.css", "table_review.css",
                                  "table_round.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)
    # the replay text the open Save panel shows: its own trait, sent when it changes, not with
    # the view of every click (issue 36); "" while the panel is closed
    saved = traitlets.Unicode("").tag(sync=True)
    TEXT_LIMITS: ClassVar[dict[str, int]] = {"load": ev.MAX_JSON_CHARS,  # a replay, P-IN2
                                             "code": PositionCodes.CODE_LIMIT,
                                             "scenario": table_scenario.MAX_SCENARIO}

    def __init__(self, variant: str = "sichuan-xueliu", seed: int = 1, *,
                 human: int | Sequence[int] | None = None,
                 options: dict[str, Any] | None = None,
                 lang: str = "zh", size: str | None = None, hide_others: bool | None = None,
                 events: str | Sequence[ev.Event] | None = None,
                 scenario: Scenario | dict[str, Any] | str | None = None, code: str = "",
                 levels: Any = None, record: Any = True, **kwargs: Any):
        super().__init__(**kwargs)
        # the learner's record: the mistakes the review in points finds go in its deck
        self._record = resolve_record(record)
        if code:  # the code names its variant: the table is made for it, then the code opens
            variant = table_code.variant_of(code) or variant
        if variant not in VARIANTS:
            raise ValueError(f"variant is one of {', '.join(VARIANTS)}, not {variant!r}")
        if lang not in LANGS:
            raise ValueError(f"lang is one of {', '.join(LANGS)}, not {lang!r}")
        size = self._first_size(size)  # DisplayError (a ValueError) naming a bad one
        self._variant = variant
        # several seats played by people (a class at one projector): human=(0, 2)
        self._humans: tuple[int, ...] | None = None
        if isinstance(human, tuple | list):
            # a None among the seats adds no seat (it sorted against the numbers: TypeError)
            self._humans = tuple(sorted({s for h in human if (s := check_human(h)) is not None}))
            human = self._humans[0] if self._humans else None
        if hide_others is None:  # people sharing a screen see only the hand being played
            hide_others = bool(self._humans and len(self._humans) > 1)
        self._ui = {"lang": lang, "size": size, "hide": bool(hide_others), "save": False,
                    "help": False}
        # a teacher's prepared deal (widgets.practice.table.scenario): dealt again when the seat
        # changes; a New deal from a typed seed leaves it
        self._scenario = as_scenario(scenario) if scenario is not None else None
        if self._scenario is not None:
            self._scenario.deck(variant)  # refused here, with the reason, if it cannot deal
        self._undo: list[TableCursor] = []
        self._redo: list[TableCursor] = []
        # the options the table was opened with, kept for every New deal and seat change: the
        # game's own ``options`` are its rules' only (永州's ``round_wind`` is not among them)
        self._options: dict[str, Any] = dict(options or {})
        if events is not None:  # saved text keeps its levels, unless levels= names others
            records = events if isinstance(events, str) else list(events)
            game = play.Game.from_events(variant, records, levels=levels, **(options or {}))
        else:
            game = self._new_game(check_seed(seed), check_human(human), options or {},
                                  levels=levels)
        self._state = TableCursor(0, len(game.events), game=game)
        if code:
            self._state = self._state_from_code(code)  # PositionCodeError says why
        self.view = self._build(self._state, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def _new_game(self, seed: int, human: int | None, options: dict[str, Any] | None = None,
                  place: Any = None, levels: Any = None) -> play.Game:
        """A hand dealt from ``seed`` (options: the table's unless given), played to the
        learner's first decision or to its end; ``place`` a later hand of a round
        (table_round.py: its own seed, dealer and 风圈); ``levels`` the automatic seats'
        (:mod:`widgets.practice.levels`; None: the shown hand's, as a New deal keeps them)."""
        shown = getattr(self, "_state", None)
        if levels is None and shown is not None:
            levels = shown.game.levels
        options = (self._options if options is None else options) | {"levels": levels}
        if self._humans is not None and len(self._humans) > 1:
            options = dict(options) | {"humans": self._humans}
        if place is not None and place.hand > 1:
            game = table_round.deal(self._variant, place, human, options)
        elif self._scenario is not None:
            game = self._scenario.game(self._variant, human, **options)
        else:
            game = play.Game(self._variant, seed, human=human, **options)
        game.options.pop("humans", None)  # not a rule option (the table keeps them)
        game.advance()  # to the learner's first decision, or the whole hand
        return game

    def __repr__(self) -> str:
        return (f"HandTable({self._variant!r}, seed={self._game.seed!r}, "
                f"human={self._game.human!r})")

    # ---- read-only state for lessons and tests ----------------------------------------------

    @property
    def game(self) -> play.Game:
        """The game being shown (live when a learner plays a seat, else a finished hand)."""
        return self._game

    @property
    def _game(self) -> play.Game:
        assert self._state.game is not None
        return self._state.game

    @property
    def events(self) -> list[ev.Event]:
        return list(self._game.events)

    @property
    def step(self) -> int:
        """How many events the table shows (0: before the deal)."""
        return self._state.step

    @property
    def finished(self) -> bool:
        return bool(self._game.finished)

    @property
    def state(self) -> play.TableState:
        """The engine's table after the shown step."""
        return self._game.state(self._state.step)

    @traitlets.observe("view")
    def _saved_text(self, _change: Any) -> None:
        self.saved = self._game.to_json() if self._ui["save"] else ""

    @property
    def replay_json(self) -> str:
        """The hand's events as JSON (what Save shows; Load and ``events=`` read it)."""
        return self._game.to_json()

    # ---- intents ----------------------------------------------------------------------------

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"step": self._step, "next_key": self._next_key,
                "next_decision": self._next_decision, "act": self._act, "pick": self._pick,
                "give": self._give, "new_deal": self._new_deal, "human": self._human,
                "load": self._load, "option": self._option, "hide": self._toggle("hide"),
                "save": self._toggle("save"), "help": self._toggle("help"),
                "lang": self._ui_choice, "size": self._ui_choice, "faces": self._faces_,
                "code": self._code_intent,
                "review": self._review_fold,
                "review_points": lambda msg: table_review.points_intent(self, msg),
                "next_hand": lambda msg: table_round.next_hand(self, msg),
                "scenario": lambda msg: table_scenario.deal_scenario(self, msg),
                "level": lambda msg: table_levels.change_level(self, msg)}

    def _position(self, state: TableCursor) -> dict[str, Any]:
        return table_code.position(self, state)

    def _restore(self, data: dict[str, Any]) -> TableCursor:
        return table_code.restore(self, data)

    def _at(self, step: int, picked: tuple[int, ...] = ()) -> TableCursor:
        return dataclasses.replace(self._state, step=step, picked=picked)

    def _step(self, msg: dict[str, Any]):
        to = need(msg, "to", "start, back, forward, end or a step number", (int, str))
        end, now = len(self._game.events), self._state.step
        moves = {"start": 0, "back": now - 1, "forward": now + 1, "end": end}
        if isinstance(to, int) and not isinstance(to, bool):
            step = to
        elif to in moves:
            step = moves[to]
        else:
            raise Refused(f"step: 'to' is start, back, forward, end or a step number, not {to!r}",
                          f"step：'to' 是 start、back、forward、end 或步数，不是 {to!r}")
        if not 0 <= step <= end:
            raise Refused(say("step_of", "en", at=step, total=end) + ": "
                          + f"there are steps 0 to {end} only",
                          say("step_of", "zh", at=step, total=end) + f"：只有第 0 到 {end} 步")
        return self._at(step), self._ui

    def _next_key(self, _msg: dict[str, Any]):
        events, now = self._game.events, self._state.step
        for i in range(now, len(events)):
            if table_view.is_key(self._game, events[i]):
                return self._at(i + 1), self._ui
        return self._at(len(events)), self._ui

    def _next_decision(self, _msg: dict[str, Any]):
        if self._game.human is None or self._game.finished:
            return self._next_key(_msg)
        self._game.advance()
        return self._at(len(self._game.events)), self._ui

    def _pending(self) -> play.Decision:
        """The learner's decision now. P-T4: only at the live end of the hand; stepping back
        is for looking, the past is not rewritten."""
        lang = self._ui["lang"]
        if self._state.step != len(self._game.events):
            raise Refused(say("not_at_end", lang))
        decision = self._game.pending() if self._game.human is not None else None
        if decision is None:
            raise Refused(say("finished" if self._game.finished else "waiting", lang))
        return decision

    def _play(self, action: play.Action):
        redeals = len(self._game.voided)
        try:
            self._game.act(action)
        except NotAllowed as e:
            raise Refused(str(e)) from None
        self._game.advance()
        note = say("redealt", self._ui["lang"]) if len(self._game.voided) > redeals else ""
        return self._at(len(self._game.events)), self._ui, note

    def _act(self, msg: dict[str, Any]):
        decision = self._pending()
        index = need(msg, "index", "the option's number")
        if isinstance(index, bool) or not isinstance(index, int) \
                or not 0 <= index < len(decision.options):
            raise Refused(f"act: index is 0-{len(decision.options) - 1}, not {index!r}",
                          f"act：序号是 0-{len(decision.options) - 1}，不是 {index!r}")
        return self._play(decision.options[index])

    def _hand_tiles(self) -> list[str]:
        seat = self._game.human
        return concealed_names(self.state.seats[seat].hand) if seat is not None else []

    def _pick(self, msg: dict[str, Any]):
        """Click a hand tile: a discard on the learner's turn, a pick for the exchange."""
        decision = self._pending()
        index = need(msg, "index", "the tile's place in the hand")
        tiles = self._hand_tiles()
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(tiles):
            raise Refused(f"pick: index is 0-{len(tiles) - 1}, not {index!r}",
                          f"pick：序号是 0-{len(tiles) - 1}，不是 {index!r}")
        if decision.stage == "exchange":
            picked = self._state.picked
            picked = tuple(i for i in picked if i != index) if index in picked \
                else picked + (index,)
            if len(picked) > 3:
                raise Refused(say("pick_three", self._ui["lang"]))
            return self._at(self._state.step, picked), self._ui
        if decision.stage != "turn":  # a claim or the void suit: its buttons answer it
            raise Refused(say("use_buttons", self._ui["lang"]))
        for action in decision.options:
            if action.kind == "discard" and action.tiles == (tiles[index],):
                return self._play(action)
        lang = self._ui["lang"]
        refused = {a.tiles: why for a, why in decision.refused
                   if isinstance(a, play.Action) and a.kind == "discard"}  # mahjong's: Actions
        why = refused.get((tiles[index],))
        why = refusal_text(why, lang) if why else \
            ", ".join(action_label(a, lang) for a in decision.options)
        raise Refused(f"{tiles_text([tiles[index]], lang)}: {why}")

    def _give(self, _msg: dict[str, Any]):
        decision = self._pending()
        tiles = self._hand_tiles()
        picked = tuple(sorted(tiles[i] for i in self._state.picked))
        if decision.stage != "exchange" or len(picked) != 3:
            raise Refused(say("pick_three", self._ui["lang"]))
        for action in decision.options:
            if action.kind == "exchange" and tuple(sorted(action.tiles)) == picked:
                return self._play(action)
        return self._play(play.Action("exchange", picked))  # the engine says why not

    def _new_deal(self, msg: dict[str, Any]):
        seed = msg["seed"] if msg.get("seed") not in (None, "") else self._seed_now()
        try:
            seed = check_seed(int(seed) if isinstance(seed, str) and seed.strip().lstrip(
                "-").isdigit() else seed)
        except ValueError as e:
            raise Refused(f"new_deal: {e}") from None
        if self._scenario is not None and seed != self._scenario.seed:
            self._scenario = None  # a new seed: a shuffled deal, the scenario set aside
        game = self._new_game(seed, self._game.human)
        return TableCursor(self._state.deal + 1, len(game.events), game=game), self._ui

    def _seed_now(self) -> int:
        if self._game.seed is None:  # a loaded replay
            raise Refused(say("no_seed", self._ui["lang"]))
        return self._game.seed

    def _human(self, msg: dict[str, Any]):
        seat = need(msg, "seat", "a seat 0-3, or null to watch")
        if seat in ("", "none"):
            seat = None
        if isinstance(seat, str) and seat.isdigit():
            seat = int(seat)
        try:
            seat = check_human(seat)
            if seat is not None and seat not in self._game.seat_ids:
                raise ValueError(f"this table's seats are {self._game.seat_ids}, not {seat!r}")
        except ValueError as e:
            raise Refused(f"human: {e}", f"human：seat 是座位 0-3，或 None（旁观），不是 {seat!r}"
                          ) from None
        self._humans = None  # one seat chosen: one person plays
        place = self._state.round  # a later hand of a round is dealt again as it was
        game = self._new_game(self._seed_now(), seat, place=place)
        return TableCursor(self._state.deal + 1, len(game.events), game=game,
                           round=place), self._ui

    def _option(self, msg: dict[str, Any]):
        """A rule option changed (the option rows: name, ruling id, doc): the same seed and seat
        are dealt again under the new rules; a loaded replay is re-read under them, at the
        same step. A value of the wrong type, or a record the new rules refuse, is shown and
        the table kept."""
        name = need(msg, "name", "a rule option's name", str)
        value = need(msg, "value", "the option's new value")
        game = self._game
        try:
            value = v.option_value(game.rules, name, value)
            if game.seed is None:
                options = dict(game.options) | {name: value}
                new = play.Game.from_events(self._variant, game.events, **options)
            else:
                options = self._options | {name: value}
                new = self._new_game(game.seed, game.human, options, self._state.round)
        except (ValueError, NotAllowed) as e:
            why = e.say(self._ui["lang"]) if isinstance(e, ReplayError) else str(e)
            raise Refused(f"option: {why}", from_error(e, "option").zh) from None
        self._options = self._options | {name: value}
        step = self._state.step if game.seed is None else len(new.events)
        return TableCursor(self._state.deal + 1, step, game=new, round=self._state.round), self._ui

    def _load(self, msg: dict[str, Any]):
        """P-T3: a Load that fails keeps the current hand and shows why (the reader names the
        event, field and value); the pasted text stays in the box. A loaded hand is a replay:
        no seat to play, shown from step 0."""
        text = need(msg, "text", "the saved JSON")
        lang = self._ui["lang"]
        if not isinstance(text, str):
            raise Refused(f"load: text must be a string, not {type(text).__name__}",
                          f"load：text 应是文字，不是 {type(text).__name__}")
        try:
            game = play.Game.from_events(self._variant, text, **self._game.options)
        except (ValueError, NotAllowed) as e:  # a ReplayError says it in zh and en
            why = e.say(lang) if hasattr(e, "say") else speak(e, lang)
            raise Refused(f"{say('load_refused', lang)} {why}\x00{text}") from None
        note = say("loaded", lang, n=len(game.events))
        return TableCursor(self._state.deal + 1, 0, game=game), self._ui, note

    def _toggle(self, key: str) -> Callable[[dict[str, Any]], tuple]:
        return lambda _msg: (self._state, self._ui | {key: not self._ui[key]})

    # ---- the review of a played hand (table_review.py) ---------------------------------------

    def _review_fold(self, msg: dict[str, Any]):
        """Open or close "Review my hand" (``open``: true or false; none: toggle)."""
        want = msg.get("open", not self._ui.get("review", False))
        if not isinstance(want, bool):
            raise Refused(f"review: open is true or false, not {want!r}",
                          f"review：open 是 true 或 false，不是 {want!r}")
        return self._state, self._ui | {"review": want}

    def _reviews(self) -> ReviewCache:
        if "_review_cache" not in self.__dict__:
            self._review_cache = ReviewCache()
        return self._review_cache

    @property
    def review(self):
        """The review of the hand the human seats played
        (:mod:`widgets.practice.table.hand_review`)."""
        return self._reviews().get(self._game)

    @property
    def points_review(self):
        """The review in points as worked out so far (a
        :class:`~widgets.practice.table.points_review.PointsReviewer`; None before **Work it
        out**)."""
        return table_review.points_run(self).current(self._game).reviewer

    # ---- the view state ---------------------------------------------------------------------

    def _players_view(self, game: play.Game, ui: dict[str, Any], live: bool
                      ) -> dict[str, Any] | None:
        """With several people's seats: who they are, and whose decision and hand the table
        shows now (the others' hands face down unless the teacher shows them)."""
        humans = getattr(game, "humans", ())
        if len(humans) < 2:
            return None
        lang, seat = ui["lang"], game.human
        names = "、".join if lang == "zh" else ", ".join
        note = say("players_now" if live else "players", lang,
                   seats=names(seat_name(h, lang) for h in humans),
                   seat=seat_name(seat, lang) if seat is not None else "")
        shown = say("players_hidden" if ui["hide"] else "players_all", lang,
                    seat=seat_name(seat, lang) if seat is not None else "")
        return {"seats": list(humans), "now": seat if live else None,
                "text": (note + shown if lang == "zh" else f"{note} {shown}") if live else note}

    def _build(self, state: TableCursor, ui: dict[str, Any], undo: bool, redo: bool
               ) -> dict[str, Any]:
        game, lang = state.game, ui["lang"]
        assert game is not None
        table = game.state(state.step)
        end = len(game.events)
        live = game.human is not None and state.step == end and not game.finished
        decision = game.pending() if live else None
        rules = game.rules
        bottom = game.human if game.human is not None else 0
        seat_ids = game.seat_ids  # 双人: two seats, facing each other
        drawn = drawn_tile(game.events, state.step)
        # the learner's help, on demand: the strong level's advice, the engine's analysis
        helped = (table_levels.help_view(game, state.step, decision, lang)
                  if ui["help"] and game.human is not None else None)
        view = v.chrome(lang, ui["size"]) | {
            "widget": "table",
            "code": self.code_view(state, lang),
            "labels": {k: say(k, lang) for k, (zh, _en) in TABLE_LABELS.items() if "{" not in zh},
            "variant": {"id": self._variant, "name": rules.zh if lang == "zh"
                        else f"{rules.en} {rules.zh}"},
            "seed": state.round.seed if state.round is not None else game.seed,  # the round's
            "human": game.human, "hide": ui["hide"],
            "options": v.options_view(rules, lang),
            "seat_choices": [{"value": "", "label": say("nobody", lang)}]
            + [{"value": s, "label": seat_name(s, lang)} for s in seat_ids],
            "step": {"at": state.step, "total": end,
                     "label": say("step_of", lang, at=state.step, total=end)},
            # Autoplay's paces (ms between steps); it steps forward while steps remain: at
            # the live end a person's decision or the hand's end stops it
            "paces": [{"ms": ms, "label": say(f"pace_{name}", lang)} for name, ms in PACES],
            "finished": bool(table.finished),
            # every tile the game holds: 双人's flowers too (drawn beside the hand)
            "faces": {tile_name(t): v.tile_view(t, lang)
                      for t in sorted(set(rules.kinds) | {parse_tile(x) for x in game.all_tiles})},
            "seats": [table_view.seat_view(table, s, bottom, decision, state, ui,
                                           drawn[1] if drawn and drawn[0] == s else None)
                      for s in seat_ids],
            "seat_count": len(seat_ids),
            "wall": wall_view(table, bottom, lang, seat_ids),
            "wild": wild_view(table, lang),  # 武汉: the indicator and its 赖子
            "winds": winds_view(game, table, lang),  # 永州: the 风圈 and each seat's 门风
            # the round: hand n, each seat's total, and at the end who deals next and why
            "round": table_round.round_view(self, state, lang),
            "dice": [{"kind": k, "label": word(f"dice_{k}", lang), "values": list(vals)}
                     for k, vals in table.dice.items()],
            "exchange": [{"from": g, "to": r, "from_pos": position(g, bottom, seat_ids),
                          "to_pos": position(r, bottom, seat_ids),
                          "label": f"{seat_name(g, lang)} → {seat_name(r, lang)}"}
                         for g, r in table.exchange],
            "last": log_line(game.events[state.step - 1], lang, ui["hide"], game.human, game)
            if state.step else "",
            "log": [{"step": i + 1, "text": log_line(game.events[i], lang, ui["hide"], game.human,
                                                  game),
                     "type": game.events[i].type}
                    for i in range(max(0, state.step - LOG_SHOWN), state.step)],
            "recent": [{"step": i + 1,
                        "text": log_line(game.events[i], lang, ui["hide"], game.human, game),
                        "type": game.events[i].type}
                       for i in range(max(0, state.step - RECENT_SHOWN), state.step)],
            "help": helped, "help_on": ui["help"], "can_help": game.human is not None,
            "levels": table_levels.seats_view(game, lang),  # the opponents' levels (selector)
            # several people at one screen: whose turn it is, and whose hand is shown
            "players": self._players_view(game, ui, live),
            # the tiles each seat gave and got show on the seats until the first discard
            # (then in the log and under the ledger): the board keeps its room for play
            "exchanging": not any(isinstance(e, ev.Discard) for e in game.events[:state.step]),
            "ledger": [{"seat": s, "name": seat_name(s, lang), "net": table.net.get(s, 0)}
                       for s in seat_ids],
            "payments": payments_view(game.ledger(state.step), lang),
            "decision": decision_view(decision, state.picked, lang),
            "live": live,
            "review": review_view(game, state.step, lang, ui.get("review", False),
                                  self._reviews(), table_review.points_run(self)),
            "save": ui["save"],
            # the teacher's scenario box (folded): the scenario this hand was dealt from
            "scenario": table_scenario.scenario_view(self._scenario if getattr(
                game, "prepared", False) else None, lang),
        }
        return view


# the view pieces moved to table_view.py; re-exported so ``from widgets.ui.tables.table import
# POSITIONS`` and the like keep working (``describe`` as before, from widgets.practice.table.play)
__all__ = ["HandTable", "POSITIONS", "KEY_EVENTS", "LOG_SHOWN", "PAYMENTS_SHOWN",
           "MAX_SEED", "TABLE_LABELS", "say", "TableCursor", "describe"]
