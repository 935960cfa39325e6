"""My mistakes (:mod:`.my_mistakes`) measures a new mahjong move (issue 38): a try that is
neither the strong move nor the move played is played out against the strong move from the
card's position, dealt again (:mod:`widgets.practice.table.mistake_retry`), by the hand
table's retry: the same paired play-outs, the same interval rules, the same verdicts ("as good
as the best", "too close to call", "a mistake too"), with the figure and its interval ("about
N points worse, ± M") when that is within ±1 point, else the least it cost or its range. The
widget asks for the measuring a few play-outs a message (``measure``), so its bar moves and
``stop`` is heard between two; ``go_on`` takes a stopped one up where it stopped. The card
is graded by the first try that has a verdict (a try still being measured grades nothing
yet).

A card recorded before it kept its position (or one that no longer deals again) still asks
the hand: such a try is told only whether it is the strong move, and why it was not measured.
"""

from __future__ import annotations

from typing import Any

from widgets.engine.notation import parse_hand
from widgets.engine.tiles import parse_tile, tile_name
from widgets.practice.costs import Estimate
from widgets.practice.table.mistake_retry import NotOpened, StoredPosition, open_position
from widgets.practice.table.points_review import SAMPLES, UNIT
from widgets.practice.table.wording import tiles_text

from ..shared.intents import Refused
from ..shared.labels import say
from .table_review import GOOD_TRIES


def _state(w: Any) -> dict[str, Any]:
    """The measuring of the question shown (reset with the question): its position once
    dealt again (``at``), why it would not deal (``failed``), whether it is stopped, and
    counts of tries and of Go ons that make each ask of the widget its own."""
    key = w._keys[0] if w._keys else ""
    st = w.__dict__.get("_measure_state")
    if st is None or st["key"] != key:
        serial = st["serial"] if st is not None else 0
        st = {"key": key, "at": None, "failed": "", "stopped": False, "serial": serial,
              "resumed": 0}
        w._measure_state = st
    return st


def option_of(q: dict[str, Any], msg: dict[str, Any]) -> int:
    """The option a ``try`` names: ``index`` (an option), or ``tile`` (the discard of that
    tile); Refused in zh and en for a move that is not one of the position's (an index out
    of range, a tile not in the hand then, a discard the rules did not allow)."""
    options = q["options"]
    if "tile" in msg:
        tile = msg["tile"]
        try:
            kind = parse_tile(tile)
        except (TypeError, ValueError):
            raise Refused(f"try: tile is a tile like '5m', not {tile!r:.40}",
                          f"try：tile 是像 '5m' 这样的牌，不是 {tile!r:.40}") from None
        name = tile_name(kind)
        if kind not in parse_hand(q["hand"]).closed:
            raise Refused(f"try: {tiles_text([name], 'en')} is not in the hand then",
                          f"try：那时手里没有{tiles_text([name], 'zh')}")
        i = next((k for k, o in enumerate(options) if o[0] == "discard" and o[1] == [name]),
                 None)
        if i is None:
            raise Refused(f"try: the rules did not allow discarding {tiles_text([name], 'en')} "
                          "then", f"try：那时规则不允许打{tiles_text([name], 'zh')}")
        return i
    i = msg.get("index")
    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(options):
        raise Refused(f"try: index is 0-{len(options) - 1}, not {i!r:.40}",
                      f"try：序号是 0-{len(options) - 1}，不是 {i!r:.40}")
    return i


def first_verdict(w: Any, q: dict[str, Any], i: int) -> str:
    """A try's verdict at once: 'best', 'same', a measured move's verdict when it was
    measured before, 'measuring' (the widget then asks for it), or 'other' when the card's
    position cannot be dealt again (said why)."""
    if i == q["best"]:
        return "best"
    if i == q["played"]:
        return "same"
    st = _state(w)
    st["serial"] += 1
    st["stopped"] = False
    if st["failed"] or not isinstance(q.get("code"), dict):
        return "other"
    at: StoredPosition | None = st["at"]
    if at is not None:
        verdict = at.attempt(at.step, at.option(i))
        return "measuring" if verdict == "measuring" else verdict
    return "measuring"


def _measuring(w: Any) -> tuple[int, dict[str, Any]] | None:
    """The option under measuring (the last try's, not stopped), with the state; else None."""
    if not w._tries or w._tries[-1][0] != "measuring":
        return None
    return w._tries[-1][1], _state(w)


def measure(w: Any, q: dict[str, Any]) -> None:
    """The ``measure`` intent: a few more play-outs of the try under measuring (the position
    is dealt again first). A late ask (stopped, or nothing to measure) changes nothing."""
    found = _measuring(w)
    if found is None or found[1]["stopped"]:
        return
    i, st = found
    if st["at"] is None:
        try:
            st["at"] = open_position(q)
        except NotOpened as e:
            st["failed"] = e.reason
            w._tries[-1] = ("other", i)
            w._grade(q, "other", i)
            return
    at: StoredPosition = st["at"]
    move = at.option(i)
    at.measure_piece(move)
    verdict = at.attempt(at.step, move)
    if verdict != "measuring":
        w._tries[-1] = (verdict, i)
        w._grade(q, verdict, i)


def stop(w: Any) -> None:
    found = _measuring(w)
    if found is None or found[1]["stopped"]:
        raise Refused("stop: nothing is being worked out", "stop：现在没有在计算")
    found[1]["stopped"] = True


def go_on(w: Any) -> None:
    found = _measuring(w)
    if found is None or not found[1]["stopped"]:
        raise Refused("go_on: nothing was stopped", "go_on：没有停下的计算")
    found[1]["stopped"] = False
    found[1]["resumed"] += 1  # a new ask: the widget asked for this piece before the stop


def measured(w: Any) -> dict[int, Estimate]:
    """The question shown: each option (by index) measured so far, with its figure."""
    at: StoredPosition | None = _state(w)["at"] if w._keys else None
    if at is None:
        return {}
    return {i: at.tried[(at.step, move)] for i, move in enumerate(at.options)
            if (at.step, move) in at.tried}


def figure_words(est: Estimate, lang: str) -> str:
    """A new move's loss against the strong move as a learner reads it: "about 1.3 points
    worse, ± 0.8 (16 paired play-outs)", or better when it did better (its 95 % interval as
    ±, the table's figure: :func:`~.table_review.loss_words` says the same estimate as a
    range); an interval wider than ±1 point gets no single figure: "at least N points worse"
    for a mistake, else the range."""
    said = est.said_as(UNIT)
    if said != "figure":  # no single figure wider than ±1 point (as the table's review)
        return say(f"mistakes_figure_{said}", lang, low=f"{est.low:.1f}",
                   high=f"{max(est.high, 0):.1f}", better=f"{max(-est.low, 0):.1f}", n=est.n)
    mean = round(est.mean, 1)
    key = "mistakes_figure_better" if mean < 0 else "mistakes_figure_worse"
    return say(key, lang, mean=f"{abs(mean):.1f}", half=f"{est.half:.1f}", n=est.n)


def feedback(w: Any, q: dict[str, Any], out: dict[str, Any], lang: str) -> None:
    """The last try's words in ``out`` (``verdict``, ``feedback``) and, while it is being
    measured, its progress (``measure``: play-outs done of all, Stop or Go on, and ``ask``,
    which changes with each piece so the widget asks once for each)."""
    verdict, i = w._tries[-1]
    st = _state(w)
    word = 2 if lang == "zh" else 3
    move = q["options"][i][word]
    why = q["why"][0 if lang == "zh" else 1] if verdict == "best" else ""
    at: StoredPosition | None = st["at"]
    est = at.tried.get((at.step, at.option(i))) if at is not None else None
    out["verdict"] = verdict
    if est is not None and verdict in ("good", "unclear", "other"):
        out["feedback"] = say(f"mistakes_try_{verdict}", lang, move=move,
                              figure=figure_words(est, lang),
                              threshold=f"{UNIT.threshold:g}")
    else:
        out["feedback"] = say(f"retry_{verdict}", lang, move=move, why=why)
        if verdict == "other" and i not in (q["best"], q["played"]):
            reason = st["failed"] or "none"
            out["feedback"] += say("mistakes_unmeasured", lang,
                                   why=say(f"mistakes_unmeasured_{reason}", lang))
    if verdict != "measuring":
        out["measure"] = None
        return
    done = at.samples_of(at.option(i)) if at is not None else 0
    stopped = st["stopped"]
    if stopped:  # the bar's line says it (not "working out")
        out["feedback"] = ""
    out["measure"] = {
        "done": done, "total": SAMPLES,
        "text": say("mistakes_measure_stopped" if stopped else "mistakes_measure_progress",
                    lang, done=done, total=SAMPLES, move=move),
        "stop": "" if stopped else say("points_stop", lang),
        "go_on": say("mistakes_measure_go_on", lang) if stopped else "",
        "ask": "" if stopped else f"{st['serial']}.{st['resumed']}:{done}"}


__all__ = ["GOOD_TRIES", "feedback", "figure_words", "first_verdict", "go_on", "measure",
           "measured", "option_of", "stop"]
