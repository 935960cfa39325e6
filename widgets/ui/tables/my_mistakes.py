"""My mistakes (:class:`MyMistakes`): the mistakes the review in points found in the hands a
learner played, back when they are due (FSRS, :mod:`widgets.practice.record.mistakes`), across
hands and variants, the longest-waiting first (none due: the soonest, reviewed early).

Each is asked again as it was met: the hand at that moment, each discard a tile to click and
the other options as buttons. A try is told whether it is the strong player's move (the card
is then due later) or the move played (it comes back soon); any other move of a mahjong card is
played out against the strong move from the card's position, dealt again, as the hand table's
retry does (:mod:`.mistake_measure`: a bar, Stop, Go on; "as good as the best", "too close to
call" or "a mistake too", with its figure), and the first try with a verdict grades the card.
The answer, with the strong player's reason and what the move played cost, shows only after a
try. **Next** goes on to the next one.

>>> MyMistakes(record=False, lang="en").view["empty"]
'No mistakes to review: the review in points of a hand you play puts them here'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from widgets.engine.notation import parse_hand
from widgets.engine.tiles import parse_tile, tile_name
from widgets.practice.costs import Estimate
from widgets.practice.record.mistakes import (
    due_mistakes,
    mistake_answer,
    question,
    record_mistake,
    unreadable,
)
from widgets.practice.record.store import RecordError
from widgets.practice.table.play import REGISTRY
from widgets.practice.table.points_review import SAMPLES

from ..shared.assets import STATIC, static_esm
from ..shared.display import ShowsTiles
from ..shared.intents import Refused, Undoable
from ..shared.labels import LANGS, say
from ..shared.record_bridge import resolve
from ..shared.tile_faces import tile_view
from . import card_mistakes, mistake_measure
from .mistake_position import position_view
from .table_review import loss_words

WORDS = ("mistakes_title", "lang", "size", "retry_reveal", "mistakes_next")


def variant_name(variant: str, lang: str) -> str:
    rules = REGISTRY.get(variant)
    if rules is None:
        return variant
    return rules.zh if lang == "zh" else rules.en


class MyMistakes(Undoable, ShowsTiles, anywidget.AnyWidget):
    """The played hands' mistakes due again, one at a time. ``record``: the learner's record
    (True: the default file, as the drills'; a path; False: none)."""

    _esm = card_mistakes.with_cards(static_esm("my_mistakes.js"))
    _css = "\n".join((STATIC / name).read_text(encoding="utf-8")
                     for name in ("paixue.css", "my_mistakes.css", "cards.css",
                                  "card_table.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __init__(self, record: Any = True, lang: str = "zh", size: str | None = None,
                 **kwargs: Any):
        super().__init__(**kwargs)
        if lang not in LANGS:
            raise ValueError(f"lang is zh or en, not {lang!r}")
        self._record = resolve(record)
        self._ui = {"lang": lang, "size": self._first_size(size)}
        self._state = None
        self._undo: list[Any] = []
        self._redo: list[Any] = []
        self._problem = ""
        self._keys = self._deck()
        self._tries: list[tuple[str, int]] = []
        self._revealed = False
        self._graded = False  # the first try with a verdict graded the card
        self.view = self._build(None, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def __repr__(self) -> str:
        return f"MyMistakes({len(self._keys)} in the deck)"

    @property
    def due(self) -> tuple[str, ...]:
        """The deck's played-hand mistakes in the order asked (the one shown first)."""
        return tuple(self._keys)

    @property
    def measured(self) -> dict[int, Estimate]:
        """The mahjong mistake shown: each option (by index) a try measured against the
        strong move, with its figure (:mod:`.mistake_measure`)."""
        return mistake_measure.measured(self)

    def _deck(self) -> list[str]:
        if self._record is None:
            return []
        try:
            bad = unreadable(self._record)
            if bad:  # kept in the file, said, never asked
                self._problem = say("mistakes_unreadable", self._ui["lang"], n=bad)
            return due_mistakes(self._record)
        except RecordError as e:
            self._problem = e.text(self._ui["lang"])
            return []

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"lang": self._ui_choice, "size": self._ui_choice, "faces": self._faces_,
                "try": self._try, "reveal": self._reveal, "next": self._next,
                "measure": lambda msg: self._measure(msg, "measure"),
                "stop": lambda msg: self._measure(msg, "stop"),
                "go_on": lambda msg: self._measure(msg, "go_on"),
                "pick": lambda msg: card_mistakes.mm_pick(self, msg)}  # a card question's

    def _current(self) -> dict[str, Any]:
        if not self._keys:
            raise Refused("no mistake to review", "没有要复习的失误")
        return question(self._keys[0])

    def _try(self, msg: dict[str, Any]):
        q = self._current()
        if card_mistakes.is_card(q):  # the card tables' mistakes: widgets/ui/tables/card_mistakes
            out = card_mistakes.mm_try(self, q, msg)
            self._graded = True  # (its first try grades it)
            return out
        i = mistake_measure.option_of(q, msg)
        verdict = mistake_measure.first_verdict(self, q, i)
        self._tries.append((verdict, i))
        if verdict != "measuring":  # a move being measured grades once it has its verdict
            self._grade(q, verdict, i)
        return self._state, self._ui

    def _grade(self, q: dict[str, Any], verdict: str, i: int) -> None:
        """The first try with a verdict grades the card: the strong move, or one measured as
        good as it, Good; any other, Again."""
        if self._graded:
            return
        self._graded = True
        if self._record is None:
            return
        seed = int(q["seed"]) if str(q["seed"]).isdigit() else None
        try:
            record_mistake(self._record, mistake_answer(
                q["variant"], seed, {k: v for k, v in q.items()
                                     if k not in ("variant", "seed")},
                correct=verdict in mistake_measure.GOOD_TRIES, answer=q["options"][i][3]))
        except (RecordError, OSError) as e:
            self._problem = e.text(self._ui["lang"]) if isinstance(e, RecordError) \
                else str(e)

    def _measure(self, msg: dict[str, Any], what: str):
        """``measure`` (a few more play-outs of the move being tried), ``stop``, ``go_on``."""
        q = self._current()
        if card_mistakes.is_card(q):
            raise Refused(f"{what}: this mistake's tries are worked out at once",
                          f"{what}：这道题的选择马上就能判断")
        if what == "measure":
            mistake_measure.measure(self, q)
        else:
            getattr(mistake_measure, what)(self)
        return self._state, self._ui

    def _reveal(self, _msg: dict[str, Any]):
        self._current()
        if not self._tries:
            raise Refused("try a move first, then the answer shows", "先试一个选择，才能看答案")
        self._revealed = True
        return self._state, self._ui

    def _next(self, _msg: dict[str, Any]):
        self._current()
        done = self._keys[0]
        # a card not graded yet (no try, or one still being measured) comes back at the end
        self._keys = [k for k in self._deck() if k != done] + ([done] if not self._graded
                                                              else [])
        self._tries, self._revealed, self._graded = [], False, False
        return self._state, self._ui

    def _build(self, state: Any, ui: dict[str, Any], undo: bool, redo: bool) -> dict[str, Any]:
        lang = ui["lang"]
        out: dict[str, Any] = {
            "widget": "mymistakes", "lang": lang, "size": ui["size"],
            "labels": {k: say(k, lang) for k in WORDS}, "problem": self._problem,
            "count": say("mistakes_count", lang, n=len(self._keys)) if self._keys else "",
            "empty": "" if self._keys else say("mistakes_empty", lang), "q": None}
        if self._keys:
            out["q"] = self._question_view(question(self._keys[0]), lang)
        return out

    def _question_view(self, q: dict[str, Any], lang: str) -> dict[str, Any]:
        if card_mistakes.is_card(q):
            return card_mistakes.mm_view(self, q, lang)
        word = 2 if lang == "zh" else 3  # the option's words in that language
        options = q["options"]
        discards = {o[1][0]: i for i, o in enumerate(options) if o[0] == "discard" and o[1]}
        hand = [tile_name(t) for t in parse_hand(q["hand"]).closed]
        position = position_view(q, lang)  # mahjong: the table then (None on an old card)
        wild = position["wild_tile"] if position else ""
        out = {"where": say("mistakes_where", lang, variant=variant_name(q["variant"], lang),
                            seed=q["seed"], step=q["step"] + 1),
               "prompt": say("mistakes_prompt", lang, played=options[q["played"]][word]),
               "hand": [{"tile": tile_view(parse_tile(t), lang) | (
                   {"wild": True} if t == wild else {}), "index": discards.get(t, -1)}
                        for t in hand],
               "buttons": [{"index": i, "label": o[word]} for i, o in enumerate(options)
                           if o[0] != "discard"],
               "verdict": "", "feedback": "", "revealed": "", "measure": None,
               "can_reveal": bool(self._tries) and not self._revealed,
               "position": position}
        why = q["why"][0 if lang == "zh" else 1]
        if self._tries:  # its words, and its progress while it is being measured
            mistake_measure.feedback(self, q, out, lang)
        if self._revealed:
            mean, low, high = q["loss"]
            # as the table said it (a card from before the cap kept no count: it had one
            # round of play-outs)
            n = q["samples"] if type(q.get("samples")) is int else SAMPLES
            out["revealed"] = say("retry_answer", lang, best=options[q["best"]][word], why=why,
                                  played=options[q["played"]][word],
                                  loss=loss_words(Estimate(mean, (high - low) / 2, n), lang))
        return out
