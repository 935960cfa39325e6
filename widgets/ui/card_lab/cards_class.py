"""The card table in a class (issue 40): a 斗地主 position (the hand and the play to beat) as
a class question for the teacher, and on a student's side the table holding it: drawn
without its panels (classification, comparison, the legal responses) or its code until the
reveal; a click on a card of the hand moves it into the play (a click on a played card takes
it back), and a play that beats the one to beat is sent as the answer.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from widgets.cards.doudizhu import INDEX
from widgets.practice.card_tables.class_play import card_play_question

from ..shared.intents import Refused, need

WORDS = {
    "not_yet": ("{0} 还管不上 {1}：接着选牌。", "{0} does not beat {1} yet: go on picking."),
    "empty": ("出牌是空的：点手里的牌。", "Your play is empty: click cards of your hand."),
}


class CardClass:
    """Mixin of :class:`~widgets.ui.card_lab.cards.CardTable` (its state, slots and view)."""

    _game: str
    _state: Any
    _ui: dict[str, Any]
    rules: Any
    slot: Any
    code: str
    _class_draw: Any
    _ordered: Any

    def class_question(self) -> dict[str, Any]:
        """斗地主: which cards of the hand beat the play to beat (``previous``)? The engine's
        legal plays are the options, the strong level's choice and those as good the answer
        (widgets.practice.card_tables.class_play), with this table's position code (sent to
        the students at the reveal). ValueError for another game, no play to beat, or a hand
        that cannot beat it."""
        if self._game != "doudizhu":
            raise ValueError(f"a class question from the card table is a 斗地主 play; this "
                             f"table plays {self._game}")
        previous = self.slot("previous")
        if not previous:
            raise ValueError("a card-play question needs the play to beat: put it in "
                             "'previous' first")
        q = card_play_question(self.rules, self.slot("hand"), previous, self.code)
        draw = self._class_draw()
        hand, _play, prev = draw["data"]["s"]
        draw["data"] = draw["data"] | {"s": [hand, [], prev], "a": "hand"}  # nothing played
        return q | {"draw": draw}

    CLASS_BLOCKS = frozenset[str]()

    def _class_intents(self, question: dict[str, Any]) -> frozenset[str]:
        return frozenset({"remove"}) if question.get("kind") == "card-play" else frozenset()

    def _class_answer(self, msg: dict[str, Any], _handler: Any, question: dict[str, Any]
                      ) -> tuple:
        """(state, ui, the play sent or None, note): the clicked card changes sides."""
        name = need(msg, "slot", "'hand' or 'play'", str)
        if name not in ("hand", "play"):
            raise Refused(f"remove: in a class question the slot is hand or play, not "
                          f"{name!r}", f"remove：课堂题里只能点手牌或出牌，不是 {name!r}")
        hand, play, prev = self._state.slots
        source = self._ordered(hand if name == "hand" else play)
        index = need(msg, "index", "the card's position in the slot", int)
        if isinstance(index, bool) or not 0 <= index < len(source):
            raise Refused(f"remove: index is 0 … {len(source) - 1}, not {index!r}",
                          f"remove：序号是 0 … {len(source) - 1}，不是 {index!r}")
        card, rest = source[index], list(source)
        rest.pop(index)
        hand, play = (tuple(rest), play + (card,)) if name == "hand" else \
            (hand + (card,), tuple(rest))
        state = dataclasses.replace(self._state, slots=(hand, play, prev))
        lang = self._ui["lang"]
        played = "".join(sorted((c[0] for c in play), key=INDEX.__getitem__))
        if played in question["options"]:
            return state, self._ui, played, ""
        zh, en = WORDS["empty"] if not played else WORDS["not_yet"]
        return state, self._ui, None, (zh if lang == "zh" else en).format(
            played, "".join(c[0] for c in self._ordered(prev)))

    def _class_view(self, view: dict[str, Any]) -> dict[str, Any]:
        """Until the reveal: the slots and the palette, no panel of the engine's answers."""
        view = super()._class_view(view)  # type: ignore[misc]  # the position code's row
        return view | {"panels": [], "data": dict.fromkeys(view.get("data", {}), "")}
