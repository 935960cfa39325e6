"""The rule comparison's view: the JSON the JS draws (tiles as faces, every word in the
learner's language). Pure functions of the engine's :class:`~widgets.practice.compare.Comparison`.
"""

from __future__ import annotations

from typing import Any

from widgets.engine.notation import Hand
from widgets.engine.rules import REGISTRY
from widgets.engine.tiles import FLOWERS, N_PLAYING, suit_of, tile_name
from widgets.engine.why import speak
from widgets.practice.compare import Comparison, Difference, Outcome
from widgets.practice.compare.rule_sets import ORDER

from ..shared import view as v
from ..shared.labels import say
from ..shared.tile_faces import tile_view

WORDS = ("compare_title", "compare_columns", "compare_columns_hint", "compare_reference",
         "compare_make_reference", "compare_make_reference_hint", "compare_differences",
         "compare_same", "compare_refused", "compare_differs_hint", "compare_no_tiles",
         "compare_left_out", "compare_excluded", "compare_situation", "palette", "hand",
         "text", "text_hint", "load", "undo", "redo", "clear", "lang", "size")


def palette(hand: Hand, lang: str) -> list[list[dict[str, Any]]]:
    """Every tile (the flowers too: 双人 has them), by suit; a tile whose every copy is in
    the hand is off, with why."""
    held = list(hand.all_tiles())
    rows: dict[str, list[dict[str, Any]]] = {}
    for t in list(range(N_PLAYING)) + list(FLOWERS):
        limit = 1 if t in FLOWERS else 4
        face = tile_view(t, lang)
        if held.count(t) >= limit:
            face |= {"used": say("palette_used", lang, tile=tile_name(t), limit=limit,
                                 held=held.count(t), seen=0)}
        rows.setdefault(suit_of(t), []).append(face)
    return list(rows.values())


def total_label(o: Outcome, lang: str) -> str:
    s = o.score
    if s is None:
        return ""
    fan = (s.total // max(s.base, 1)).bit_length() - 1 if s.mode == "doubling" else 0
    return say(f"compare_total_{s.mode}", lang, total=s.total, fan=fan, n=s.total)


def _line(ln: Any, lang: str, marked: set[str]) -> dict[str, Any]:
    return {"key": ln.key, "label": ln.zh if lang == "zh" else f"{ln.en} {ln.zh}",
            "value": ln.value, "count": ln.count,
            "text": f"{ln.value}×{ln.count}" if ln.count > 1 else str(ln.value),
            "differs": ln.key in marked}


def column_view(i: int, o: Outcome, c: Comparison, lang: str, names: list[str]
                ) -> dict[str, Any]:
    """One column: its heading, and its fan lines and total, or why it does not score."""
    rs = o.rule_set
    marked = {d.rule[0] for d in c.differences if d.kind == "fan" and i in (d.left, d.right)}
    col: dict[str, Any] = {
        "index": i, "variant": rs.variant, "label": rs.label(lang, names),
        "reference": i == c.reference, "held": o.held,
        "refusal": speak(o.refusal, lang) if o.score is None else "",
        "total": None, "total_label": "", "lines": [], "excluded": [], "notes": []}
    if o.score is not None:
        s = o.score
        col |= {"total": s.total, "total_label": total_label(o, lang),
                "lines": [_line(ln, lang, marked) for ln in s.lines],
                "excluded": [{"key": e.key, "label": e.zh if lang == "zh" else f"{e.en} {e.zh}",
                              "why": speak(e.reason, lang)} for e in s.excluded],
                "notes": [speak(n, lang) for n in s.notes]}
    return col


def difference_view(d: Difference, lang: str) -> dict[str, Any]:
    # a column's own refusal is written above, in the column: not twice
    own = d.kind == "refusal" and d.rule[0] == d.right
    return {"kind": d.kind, "kind_label": say(f"compare_kind_{d.kind}", lang),
            "text": d.text.say(lang), "effect": "" if own else d.effect.say(lang),
            "key": str(d.rule[0]) if d.kind == "fan" else ""}


def build_view(c: Comparison, hand: Hand, lang: str, fixed: bool) -> dict[str, Any]:
    """The whole view but the chrome, history and code."""
    names = sorted({n for o in c.outcomes for n, _ in o.rule_set.options})
    columns = [column_view(i, o, c, lang, names) for i, o in enumerate(c.outcomes)]
    for j, col in enumerate(columns):  # each column against the reference, drawn in it
        found = [difference_view(d, lang) for d in c.differences if d.right == j]
        col["differences"] = None if j == c.reference else {
            "column": j, "title": say("compare_against_ref", lang),
            "items": found, "same": "" if found else say("compare_same", lang)}
    shown = {o.rule_set.variant for o in c.outcomes}
    return {
        "widget": "compare",
        "words": {k: say(k, lang) for k in WORDS},
        "hand": v.hand_view(hand, lang),
        "text": v.copy_text(hand, c.situation),
        "palette": palette(hand, lang),
        "situation": [{"key": k, "label": say(k, lang), "hint": say(f"{k}_hint", lang),
                       "value": getattr(c.situation, k)} for k in v.BOOL_KEYS],
        "variants": [] if fixed else [
            {"id": vid, "label": REGISTRY[vid].zh if lang == "zh" else REGISTRY[vid].en,
             "shown": vid in shown} for vid in ORDER if vid in REGISTRY],
        "columns": columns,
        "left_out": [speak(why, lang) for _, why in c.left_out],  # each names its variant
        "note": "" if hand.size == 14 else say("compare_need_win", lang),
    }
