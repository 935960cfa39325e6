"""The hand lab in a class (issue 40): the lab's position as a class question for the teacher
(``class_question``), and, on a student's side, the lab holding an open question: drawn
without the panels that would give the answer away (analysis, claims' verdicts, the side by
side, the position code) until the teacher's reveal, a click on a hand tile being the answer.
"""

from __future__ import annotations

from typing import Any

from widgets.engine.tiles import tile_name
from widgets.practice.drills.class_question import discard_question

from ..shared import view as v
from ..shared.intents import Refused, need

# the analysis panels as the lab draws an empty one: nothing computed, nothing to read
BLANK_ANALYSIS: dict[str, Any] = {
    "problems": [], "shanten": None, "shanten_label": "", "blockers": [], "ready": False,
    "waits": [], "discards_same": "", "discards": [], "score": None, "not_winning": ""}


class LabClass:
    """Mixin of :class:`~widgets.ui.hand_lab.handlab.HandLab` (its state, rules and view)."""

    rules: Any
    hand: Any
    situation: Any
    seen: Any
    code: str
    _class_draw: Any

    def class_question(self) -> dict[str, Any]:
        """The hand's best discard as a question for the class (``make class``): what the
        students' widgets draw, the engine's answer and reason, this lab's position code
        (sent to the students at the reveal); ValueError unless the hand holds 14 tiles."""
        q = discard_question(self.rules, self.hand, self.situation, self.seen, self.code)
        return q | {"draw": self._class_draw()}

    # a class question open here (widgets.ui.class_board.seat): a hand tile's click answers
    CLASS_ANSWERS, CLASS_BLOCKS, CLASS_KEEPS_CLICK = frozenset({"remove"}), frozenset[str](), False

    def _class_choice(self, msg: dict[str, Any]) -> str:
        tiles, index = v.hand_tiles(self.hand), need(msg, "index", "a tile's index", int)
        if isinstance(index, bool) or not 0 <= index < len(tiles):
            raise Refused(f"no hand tile at index {index}", f"手牌里没有第 {index} 张")
        return tile_name(tiles[index])

    def _class_view(self, view: dict[str, Any]) -> dict[str, Any]:
        """Until the reveal: the hand, the palette and the situation, no engine answer."""
        view = super()._class_view(view)  # type: ignore[misc]  # the position code's row
        out = view | {
            "analysis": BLANK_ANALYSIS | {"score_mode": view["analysis"]["score_mode"]},
            "claims": view["claims"] | {"options": [], "refused": [], "note": "", "pass": None}}
        if "compare" in view:
            out["compare"] = view["compare"] | {"columns": [], "note": ""}
        return out
