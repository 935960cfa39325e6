"""The hand lab in a class (issue 40): the lab's position as a class question for the teacher
(``class_question``), and, on a student's side, the lab holding an open question: drawn
without the panels that would give the answer away (analysis, claims' verdicts, the side by
side, the position code) until the teacher's reveal; a click on a hand tile (the best
discard) or on the tile picker (each wait) is the answer, a claim's or a score's is a button
of the Student widget.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from widgets.engine.tiles import parse_tile, tile_name
from widgets.practice.drills import class_kinds
from widgets.practice.drills.class_question import discard_question

from ..shared import view as v
from ..shared.intents import Refused, need, tile_of

# the analysis panels as the lab draws an empty one: nothing computed, nothing to read
BLANK_ANALYSIS: dict[str, Any] = {
    "problems": [], "shanten": None, "shanten_label": "", "blockers": [], "ready": False,
    "waits": [], "discards_same": "", "discards": [], "score": None, "not_winning": ""}


# what a lab asks the class: kind → the practice layer's question maker
KINDS = ("best-discard", "claim", "waits", "score")
HELD = ("课堂题目进行中：老师公布答案后，这里显示分析。",
        "A class question is open: the analysis shows here after the teacher's reveal.")
# a click that answers a kind in the student's lab: a hand tile (discard), a tile of the
# picker (a wait); a claim or a score is answered on the Student widget's buttons
CLICKS = {"best-discard": frozenset({"remove"}), "waits": frozenset({"add"})}


class LabClass:
    """Mixin of :class:`~widgets.ui.hand_lab.handlab.HandLab` (its state, rules and view)."""

    rules: Any
    hand: Any
    situation: Any
    seen: Any
    code: str
    _state: Any
    _ui: dict[str, Any]
    _class_draw: Any

    def class_question(self, kind: str = "best-discard") -> dict[str, Any]:
        """The lab's position as a question for the class (``make class``): ``kind`` is
        best-discard (a hand of 14: which tile?), claim (13 tiles and the discard set with
        the claim row: which claims may it make, the whole set), waits (a ready hand of 13:
        every waiting tile, the whole set) or score (a winning hand: its total). The engine's
        answer and reason come with it, what the students' labs draw, and this lab's position
        code (sent to the students at the reveal). ValueError saying what the hand lacks."""
        if kind not in KINDS:
            raise ValueError(f"kind is one of {', '.join(KINDS)}, not {kind!r}")
        r, hand, sit = self.rules, self.hand, self.situation
        draw = self._class_draw()
        if kind == "best-discard":
            q = discard_question(r, hand, sit, self.seen, self.code)
        elif kind == "waits":
            q = class_kinds.waits_question(r, hand, sit, self.seen, self.code)
        elif kind == "score":
            q = class_kinds.score_question(r, hand, sit, self.code)
        else:
            s = self._state
            if s.discard is None:
                raise ValueError("a claim question needs the discard: set it in the claim row "
                                 "(the claim_tile intent) first")
            q = class_kinds.claim_question(r, hand, sit, tile_name(s.discard), s.from_seat,
                                           self.code)
            draw["focus"] = {"discard": tile_name(s.discard), "from_seat": s.from_seat}
        return q | {"draw": draw}

    # a class question open here (widgets.ui.class_board.seat): a click answers (CLICKS)
    CLASS_BLOCKS = frozenset[str]()

    def _class_intents(self, question: dict[str, Any]) -> frozenset[str]:
        return CLICKS.get(str(question.get("kind")), frozenset())

    def _class_answer(self, msg: dict[str, Any], _handler: Any, question: dict[str, Any]
                      ) -> tuple:
        """(state, ui, the choice sent, note): the hand stays as it is (a click on a tile
        names the answer, it is not a discard nor a draw)."""
        if question.get("kind") == "waits":
            tile = tile_name(tile_of(msg))
            if tile not in question["options"]:
                raise Refused(f"{tile} cannot be a wait here", f"{tile} 在这里不能是听牌")
        else:
            tiles, index = v.hand_tiles(self.hand), need(msg, "index", "a tile's index", int)
            if isinstance(index, bool) or not 0 <= index < len(tiles):
                raise Refused(f"no hand tile at index {index}", f"手牌里没有第 {index} 张")
            tile = tile_name(tiles[index])
        return self._state, self._ui, tile, ""

    def _class_open(self, question: dict[str, Any]) -> bool:
        """The position opened (position.py), and for a claim the discard set in its row."""
        if not super()._class_open(question):  # type: ignore[misc]
            return False
        focus = (question.get("draw") or {}).get("focus") or {}
        try:
            tile = parse_tile(str(focus["discard"])) if "discard" in focus else None
        except ValueError:
            tile = None
        seat = focus.get("from_seat")
        if tile is not None and seat in self.rules.seats:
            self._state = dataclasses.replace(self._state, discard=tile, from_seat=seat)
        return True

    def _class_view(self, view: dict[str, Any]) -> dict[str, Any]:
        """Until the reveal: the hand, the palette and the situation, no engine answer."""
        view = super()._class_view(view)  # type: ignore[misc]  # the position code's row
        zh, en = HELD
        out = view | {
            "held": {"text": zh if view["lang"] == "zh" else en},
            "analysis": BLANK_ANALYSIS | {"score_mode": view["analysis"]["score_mode"]},
            "claims": view["claims"] | {"options": [], "refused": [], "note": "", "pass": None}}
        if "compare" in view:
            out["compare"] = view["compare"] | {"columns": [], "note": ""}
        return out
