"""What every card-game table widget shares (斗地主, 欢乐三张, 二八杠): a played hand
(:class:`~widgets.practice.card_tables.card_hand.CardHand`) shown after ``at`` of its events.

:class:`CardHandTable` keeps the language and the size, steps the hand (start, back, forward,
end, to a step N; the JS sends a forward step at a pace while Autoplay is on), deals a new
hand from a seed, saves and loads the replay JSON, and answers every click (``{"kind": ...}``)
through the one dispatcher of every widget (:class:`~widgets.ui.shared.intents.Intents`), with
its table of kinds (``_intents``: the frame's, a game's table adds its own): it never raises,
a refusal or an error becomes the message, in the learner's language, and the table is put
back as it was before the click. A game's table sets ``GAME`` (the hand's class) and
``PREFIX`` (its labels' block; the shared words come from that block if it has them, else
from ``ctb_``) and builds the rest of its view in ``_build``; :meth:`CardHandTable.common` is the
part every table's JS draws with static/card_table.js.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import anywidget
import traitlets

from widgets.cards.cards import NotAllowed
from widgets.engine.events import MAX_JSON_CHARS
from widgets.engine.why import Why, reason_of, speak
from widgets.practice.card_tables.card_hand import CardHand, ReplayError

from ..shared.assets import STATIC, cards_esm
from ..shared.display import ShowsTiles
from ..shared.intents import Intents, Refused
from ..shared.labels import LABELS, LANGS, say
from ..shared.level_picker import advice, changed_note, level_change, levels_view
from ..shared.plain_text import PlainTexts
from ..shared.record_bridge import resolve as resolve_record
from . import card_review_view

# the words every table's frame shows (steps, autoplay, New deal, Save/Load …)
COMMON = ("start", "back", "forward", "end", "auto", "stop", "new", "save", "load", "replay",
          "history", "ledger", "error", "over", "loaded", "steps", "open", "pace")
PACES = (("slow", 1500), ("normal", 700), ("fast", 300))  # Autoplay: ms between steps
HISTORY_SHOWN = 12
MAX_SEED = 10**9


def history_groups(lines: list[tuple[int, str]], at: int) -> list[dict[str, Any]]:
    """(step, text) lines as one group a step, in order: ``{"step", "lines", "now"}``."""
    groups: list[dict[str, Any]] = []
    for step, text in lines:
        if not text:
            continue
        if groups and groups[-1]["step"] == step:
            groups[-1]["lines"].append(text)
        else:
            groups.append({"step": step, "lines": [text], "now": step == at})
    return groups


def table_esm(name: str) -> str:
    """tiles.js, then cards.js's card drawing (its own render and export left out), then
    card_table.js, then the table's own file (where ``// @cards.js`` stands)."""
    shared = (STATIC / "card_table.js").read_text(encoding="utf-8")
    return cards_esm(name, shared)


def table_css(name: str) -> str:
    return "\n".join((STATIC / n).read_text(encoding="utf-8")
                     for n in ("paixue.css", "cards.css", "card_table.css", name))


class CardHandTable(PlainTexts, Intents, ShowsTiles, anywidget.AnyWidget):
    """A hand of ``GAME`` from ``seed`` with ``human`` seats; ``levels`` the automatic seats'
    (:mod:`widgets.practice.levels`: one level, one per seat or ``{seat: level}``; a bad one
    is a ValueError in zh and en); ``record`` the learner's record, where the review puts the
    mistakes it finds (True: the default file; a path; False: none); other options go to the
    game."""

    GAME: ClassVar[type[CardHand]]
    PREFIX: ClassVar[str] = "ctb"
    WAIT_KEY: ClassVar[str] = "ctb_wait_you"  # the refusal of a forward step a human must take
    HISTORY: ClassVar[int] = HISTORY_SHOWN  # the history steps shown (the latest)
    REFUSALS: ClassVar[tuple[type[Exception], ...]] = (NotAllowed, ReplayError, ValueError,
                                                       Refused)
    # a pasted replay may be long; every other text at most MAX_TEXT (P-IN2)
    TEXT_LIMITS: ClassVar[dict[str, int]] = {"load": MAX_JSON_CHARS}
    NOBODY: ClassVar[Any] = 0  # the bottom seat when nobody plays (all automatic)
    _UI: ClassVar[str] = "ui"  # its display choices (the size follows the learner's setting)
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)
    # the replay text Save wrote (up to MAX_JSON_CHARS): its own trait, sent once when it
    # changes, never again with the view of every click (issue 36)
    saved = traitlets.Unicode("").tag(sync=True)

    def __init__(self, seed: int = 0, human: Any = 0, *, lang: str = "zh",
                 size: str | None = None, levels: Any = None, record: Any = True,
                 **game: Any):
        if lang not in LANGS:
            raise ValueError(f"lang is one of {LANGS}, not {lang!r}")
        # the learner's record: the mistakes the review finds go in its deck (True: the
        # default file, as the drills'; a path; a Record; False: none), as the hand table's
        self._record = resolve_record(record)
        size = self._first_size(size)  # DisplayError (a ValueError) naming a bad one
        self._options = game | ({"levels": levels} if levels is not None else {})
        self.game = self._new_game(seed, human)
        self._ui = {"lang": lang, "size": size, "selected": [], "open": False, "advice": None}
        self.game.advance()
        self.at = len(self.game.events)
        # the widget opens with its whole view, so the page never draws the empty default
        super().__init__(view=self._build())
        self.on_msg(lambda _w, msg, _b: self.handle(msg))

    # ---- the game ---------------------------------------------------------------------------

    def _new_game(self, seed: int, human: Any, events: list | None = None):
        return self.GAME(seed, human, events, **self._options)

    def _replayed(self, events: list, levels: Any = None):
        """The same hand after only ``events`` (for stepping back), under the live game's own
        settings and deal: a loaded replay's, not only the table's options; ``levels`` other
        levels for its seats (the same deal played again by them)."""
        kw = self._options | {k: getattr(self.game, k) for k in self.GAME.table}
        if levels is not None:
            kw["levels"] = levels
        if getattr(self.game, "prepared", None) is not None:
            kw["prepared"] = self.game.prepared
        return self.GAME(self.game.seed, tuple(self.game.human), events, **kw)

    def _shown(self):
        """The table after ``at`` events (the live game at the end)."""
        return self.game if self._live() else self._replayed(self.game.events[:self.at])

    def _live(self) -> bool:
        return self.at == len(self.game.events)

    def _decision(self):
        return self.game.pending() if self._live() else None

    @property
    def decision(self) -> Any:
        """The choice a person at the table faces now (its ``seat`` and ``options``), or None
        while an earlier step is shown or nobody decides (automatic seats, the hand over)."""
        return self._decision()

    def act(self, action: Any) -> None:
        """Take ``action``, one of :attr:`decision`'s options, as that person's click does;
        the automatic seats play on and the table is drawn again. NotAllowed (with the reason)
        when the game does not offer it now."""
        self._act(action)
        self._refresh()

    @property  # the tables' handlers change it in place
    def ui(self) -> dict[str, Any]:
        """The display choices and what the learner has picked (``lang``, ``size``,
        ``selected``, ``open``, ``json``)."""
        return self._ui

    @ui.setter
    def ui(self, value: dict[str, Any]) -> None:
        self._ui = value

    def _me(self) -> Any:
        """The seat drawn at the bottom, its cards the learner's: the person deciding now
        (several people at one screen take turns there), else the first person's seat."""
        d = self._decision()
        if d is not None:
            return d.seat
        return min(self.game.human) if self.game.human else self.NOBODY

    def _word(self, key: str, **kw: Any) -> str:
        """A shared word from the table's block if it has it, else from ``ctb_``."""
        own = f"{self.PREFIX}_{key}"
        return say(own if own in LABELS else f"ctb_{key}", self.ui["lang"], **kw)

    @staticmethod
    def SEAT_WORD(seat: int, lang: str) -> str:  # noqa: N802  a table sets its seats' words
        """The table's name of a seat (甲, 乙 … / A, B …)."""
        raise NotImplementedError

    # ---- intents ----------------------------------------------------------------------------

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], Any]]:
        """The frame's intents; a game's table adds its own (``super()._intents() | …``)."""
        return {"lang": self._on_choice, "size": self._on_choice, "faces": self._set_faces,
                "open": self._on_open, "step": self._on_step, "new": self._on_new,
                "save": self._on_save, "load": self._on_load, "level": self._on_level,
                "hint": self._on_hint,
                "review": lambda msg: card_review_view.intent(self, msg)}

    def _keep(self) -> tuple:
        """What an intent may change (the game is replaced, never changed in place, by a
        Load; a human's act changes it in place, so its events are kept too). Help's advice
        lasts until the next click, refused or not."""
        self._ui["advice"] = None
        return (self.game, list(self.game.events), self.at, dict(self._ui),
                list(self._ui["selected"]), self._options)

    def _put_back(self, kept: tuple, broken: bool) -> None:
        self.game, events, self.at, ui, selected, self._options = kept
        if broken or len(self.game.events) != len(events):  # failed half-way: replay as it was
            self.game = self._replayed(events)
        self._ui = ui | {"selected": selected}

    def _new_view(self) -> dict[str, Any]:
        return self._build()

    def _error_label(self, lang: str) -> str:
        return ""  # the message's title says it

    def _message(self, text: str, level: str, **extra: Any) -> dict[str, Any]:
        """A refusal or an error under the title Error (an error's text at most 300
        characters); a note as info; no note, no message."""
        if level in ("warning", "error"):
            return {"level": level, "title": self._word("error"),
                    "text": text[:300] if level == "error" else text} | extra
        return {"level": level, "text": text} if text else {}

    def _on_choice(self, msg):
        """The language, or the size (the learner's setting of every widget)."""
        self._ui[msg["kind"]] = self._choice(msg)

    def _on_open(self, msg):
        self.ui["open"] = bool(msg.get("value"))

    def _on_step(self, msg):
        to, total = msg.get("to"), len(self.game.events)
        if to == "start":
            self.at = 0
        elif to == "back":
            self.at = max(0, self.at - 1)
        elif to == "end":
            self.at = total
        elif to == "forward":
            if self.at < total:
                self.at += 1
            elif self.game.over or self.game.pending() is not None:
                raise NotAllowed(self._word("over") if self.game.over
                                 else say(self.WAIT_KEY, self.ui["lang"]))
            else:
                self.game.step()
                self.at = len(self.game.events)
        elif type(to) is int and 0 <= to <= total:
            self.at = to
        else:
            raise Refused(f"step: to is start, back, forward, end or 0 … {total}, not {to!r:.40}",
                          f"step：to 应是 start、back、forward、end 或 0 … {total}，"
                          f"不是 {to!r:.40}")

    def _act(self, action: Any) -> None:
        if not self._live():
            self.at = len(self.game.events)
        self.game.act(action)
        self.ui["selected"] = []
        self.game.advance()
        self.at = len(self.game.events)

    def _on_new(self, msg):
        seed = msg.get("seed")
        if type(seed) is not int or not 0 <= seed < MAX_SEED:
            raise Refused(f"new: a seed is a whole number 0 … {MAX_SEED - 1}, not {seed!r:.40}",
                          f"new：种子应是 0 … {MAX_SEED - 1} 的整数，不是 {seed!r:.40}")
        self.game = self._new_game(seed, tuple(self.game.human))
        self.game.advance()
        self.at, self.ui["selected"], self.saved = len(self.game.events), [], ""

    def _on_save(self, _msg):
        self.saved = self.game.to_json()  # the box shows it: not part of the view

    def _on_load(self, msg):
        game = self.GAME.from_json(msg.get("text"), tuple(self.game.human), **self._options)
        try:  # played on before it replaces the table: a refused replay changes nothing
            game.advance()
        except (TypeError, LookupError, AttributeError) as err:
            raise ReplayError(Why(f"这一手接着打不下去：{speak(reason_of(err), 'zh')}",
                                  f"this hand cannot be played on: {err}")) from None
        self.game = game
        self.at, self.ui["selected"] = len(self.game.events), []
        # the replay's levels (saved with it) are the table's now: New deal keeps them
        self._options = self._options | {"levels": self.game.levels}
        return self._word("loaded")

    def _on_level(self, msg):
        """``{"kind": "level", "seat": s, "level": x}``: an automatic seat's level; the hand
        is dealt again as it was (its seed or prepared deal, its settings: an 二八杠 round
        keeps its pool) and played by the new levels; New deal keeps them."""
        g, lang = self.game, self.ui["lang"]
        levels = level_change(msg, g.game_id, g.levels, g.human, lang, self.SEAT_WORD)
        seat = int(msg["seat"])
        if levels == g.levels:
            return say("level_same", lang, seat=self.SEAT_WORD(seat, lang),
                       level=levels_view(g.game_id, levels, (), self.SEAT_WORD, lang)
                       ["seats"][seat]["label"])
        self._options = self._options | {"levels": levels}
        self.game = self._replayed([], levels)  # the same deal (a prepared one too), settings
        self.game.advance()
        self.at, self.ui["selected"], self.saved = len(self.game.events), [], ""
        return changed_note(seat, levels[seat], lang, self.SEAT_WORD)

    def _on_hint(self, _msg):
        """Help: the strong level's choice for the decision now, and its reason."""
        d = self._decision()
        if d is None:
            raise NotAllowed(self._word("over") if self.game.over
                             else say(self.WAIT_KEY, self.ui["lang"]))
        self._advise(d)

    def _advise(self, d: Any) -> Any:
        """Help's advice for ``d`` into the view (``advice``); the adviser's action."""
        lang = self.ui["lang"]
        said = advice(self.game, d, self.game.game_id, lambda a: self._action_words(d, a),
                      lang, self._plain_why)
        self.ui["advice"] = said
        return said["choice"].action

    def _plain_why(self, _d: Any, _action: Any) -> Any:
        """The table's own words for why, when the adviser gives none ('' : none)."""
        return ""

    def _action_words(self, d: Any, action: Any) -> str:
        """``action`` (an option of ``d``) in words, in the learner's language."""
        raise NotImplementedError

    # ---- the view ---------------------------------------------------------------------------

    def _refresh(self) -> None:
        try:
            self.view = self._build()
        except self.REFUSALS as err:  # a view that cannot be built: back to the live hand, said
            self.at = len(self.game.events)
            self.message = {"level": "warning", "title": self._word("error"),
                            "text": speak(err, self.ui["lang"])}
            self.view = self._build()

    def _build(self) -> dict[str, Any]:
        raise NotImplementedError

    def labels(self) -> dict[str, str]:
        """The table's own words (its block, without the ones that take values)."""
        lang = self.ui["lang"]
        return {k: (zh if lang == "zh" else en) for k, (zh, en) in LABELS.items()
                if k.startswith(self.PREFIX + "_") and "{" not in zh}

    def _waiting(self, key: str, ended: Callable[[Any], str],
                 seat_word: Callable[[int, str], str], **extra: Any) -> dict[str, Any]:
        """The decision's view while no human decides: ``ended(last event)`` once the shown
        hand is over, else ``key`` naming the seat that acts (empty when an automatic event is
        due); ``extra`` the table's own empty fields."""
        g, lang = self._shown(), self.ui["lang"]
        cur = g.current()
        text = ended(g.events[-1]) if g.over else \
            say(key, lang, name=seat_word(cur.seat, lang)) if cur else ""
        return {"stage": "", "prompt": text, "buttons": []} | extra

    def common(self, lines: list[tuple[int, str]]) -> dict[str, Any]:
        """The frame's part of the view: language, size, the shared words, the seed, the
        steps and the history (not the replay JSON Save wrote: that is :attr:`saved`, sent
        once). ``lines`` are (step, text): the step is the
        counter's number once that line has happened (event i is step i + 1); the lines of one
        step are shown under one number, the step the table is at marked ``now``."""
        total = len(self.game.events)
        groups = history_groups(lines, self.at)
        return {
            "lang": self.ui["lang"], "size": self.ui["size"], "open": self.ui["open"],
            "ctb": {k: self._word(k) for k in COMMON if k != "steps"},
            "seed": self.game.seed,
            "step": {"at": self.at, "total": total,
                     "text": self._word("steps", at=self.at, total=total),
                     "can_forward": self.at < total or not (
                         self.game.over or self.game.pending() is not None),
                     "over": self._shown().over},
            "history": groups[-self.HISTORY:], "history_all": len(groups),
            "paces": [{"ms": ms, "label": self._word(f"pace_{name}")} for name, ms in PACES],
            # the opponents' levels (the selector) and Help's advice, as every table shows them
            "levels": levels_view(self.game.game_id, self.game.levels, self.game.human,
                                  self.SEAT_WORD, self.ui["lang"]),
            "advice": {k: v for k, v in self.ui["advice"].items() if k != "choice"}
            if self.ui.get("advice") else None,
            # once the hand is over: what each of the person's choices cost (a review)
            "review": card_review_view.review_view(self),
        }
