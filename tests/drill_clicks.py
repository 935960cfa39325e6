"""One helper for the drill widget tests (test_ui_drill.py, test_drill_hints.py): answer the
current question right, click by click as the JS sends it. Imported as a plain module (pytest
puts tests/ on the path)."""

from __future__ import annotations

from widgets.engine.notation import parse_hand
from widgets.engine.tiles import tile_name
from widgets.ui import Drill


def answer_right(d: Drill) -> None:
    """Click the engine's answer (read from the question, never from the view) and submit."""
    q = d.question
    best = sorted(q.answer)
    if q.pick == "three":
        for t in parse_hand(best[0]).concealed:
            d.handle({"kind": "pick", "value": tile_name(t)})
    else:
        for value in best[:1] if q.pick == "one" else best:
            d.handle({"kind": "pick", "value": value})
    if q.total is not None:
        d.handle({"kind": "total", "value": str(q.total)})
    d.handle({"kind": "submit"})
