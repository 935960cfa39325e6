"""The drill's record panel: where the record lives, accuracy per question type over days,
the mistakes deck's count, export and reset. The record itself is
:mod:`widgets.practice.record`; the deck's scheduling :mod:`widgets.practice.record.review`.

The file is ``paixue-record.jsonl`` in the working directory (beside the notebook) unless the
widget is given another path, a :class:`Record`, or ``record=False``; the environment variable
``PAIXUE_RECORD`` names another default file (``off`` keeps none). Where that file does not
outlive the page (the site over plain http) the record is kept in the browser's storage
(:mod:`..shared.record_bridge`) and the panel says so.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from widgets.practice import drills
from widgets.practice.record import review
from widgets.practice.record.store import Record, RecordError

from ..shared import record_bridge
from ..shared.labels import say
from ..shared.record_bridge import resolve  # noqa: F401  (the drills' name for it)

DAYS_SHOWN = 7  # the latest days with answers, one column each


def kind_label(kind: str, lang: str) -> str:
    zh, en = drills.KIND_NAMES[kind]
    return zh if lang == "zh" else f"{en} ({zh})"


def record_view(record: Record | None, lang: str, ui: dict[str, Any]) -> dict[str, Any]:
    """What the panel draws. A record that cannot be read is said in words (``problem``)."""
    if record is None:
        return {"on": False, "label": say("drill_record_off", lang)}
    kept = record_bridge.where(record)  # file, browser (the site over plain http) or page
    browser = kept == "browser"
    mirror = record_bridge.mirror(record)  # there is one where the browser keeps it
    refused = mirror.refused if browser and mirror else 0
    out: dict[str, Any] = {"on": True, "title": say("drill_record", lang), "mode": kept,
                           "file": say("drill_record_in_browser" if browser
                                       else "drill_record_file", lang),
                           # data, not prose: the file's path and the exported text
                           "data": {"path": "" if browser else str(record.path),
                                    "export": ui.get("record_export", ""),
                                    "export_name": ui.get("record_export_name", "")},
                           "problem": ui.get("record_problem", "") or (say(
                               "drill_record_refused", lang, n=refused) if refused else ""),
                           "rows": [], "days": [],
                           "empty": say("drill_record_empty", lang), "deck": "",
                           "confirm": "", "reset_done": ui.get("record_reset_done", ""),
                           # the site served over plain http: where it is kept, or that it
                           # is not (the browser refused), said, not lost in silence
                           "where": say("drill_record_browser", lang) if browser else "",
                           "fleeting": say("drill_record_fleeting", lang) if kept == "page"
                           else ""}
    try:
        by_kind = record.by_day(source="drill")
        exercises = _exercise_days(record)
        # the drill's own deck: an exercise's mistakes come back as that exercise
        deck = {k: c for k, c in record.cards().items()
                if review.unkey(k)["level"] not in ("exercise", "table")}
        now = datetime.now(UTC)
        due = [kd for kd in review.due(record, now) if kd[0] in deck]
        soon = [kd for kd in review.upcoming(record) if kd[0] in deck]
        # an exercise's mistakes; a played hand's are reviewed in My mistakes
        exercise_keys = {k for k in record.cards() if review.unkey(k)["level"] == "exercise"}
        ex_deck = len(exercise_keys)
        ex_due = sum(k in exercise_keys for k, _ in review.due(record, now))
    except RecordError as e:
        out["problem"] = e.text(lang)
        return out
    if record.skipped and not out["problem"]:  # kept aside in the file, said, not hidden
        out["problem"] = say("drill_record_unreadable", lang, n=record.skipped)
    days = sorted({d for per in (*by_kind.values(), exercises) for d in per})[-DAYS_SHOWN:]
    out["days"] = [{"day": d, "label": d[5:]} for d in days]
    for kind, per in by_kind.items():
        if kind not in drills.KIND_NAMES:
            continue
        cells = [_cell(per.get(d), d, lang) for d in days]
        out["rows"].append({"kind": kind, "label": kind_label(kind, lang), "cells": cells})
    if exercises:  # the lessons' exercises, every type in one row
        out["rows"].append({"kind": "exercise", "label": say("drill_record_exercises", lang),
                            "cells": [_cell(exercises.get(d), d, lang) for d in days]})
    if deck:
        later = [when for _k, when in soon if when > now]
        out["deck"] = say("drill_deck", lang, due=len(due), total=len(deck)) + (
            " · " + say("drill_deck_next", lang, when=later[0].strftime("%Y-%m-%d %H:%M"))
            if later and not due else "")
    if ex_deck:  # an exercise's mistakes come back where Exercise.due() opens them
        exercises_line = say("drill_deck_exercises", lang, due=ex_due, total=ex_deck)
        out["deck"] = f"{out['deck']} · {exercises_line}" if out["deck"] else exercises_line
    if ui.get("record_confirm"):
        n = ui["record_confirm"]
        out["confirm"] = say("drill_record_browser_confirm", lang, n=n) if browser else \
            say("drill_record_confirm", lang, n=n, backup=record.backup_path().name)
    out["count"] = sum(c["answered"] for per in (*by_kind.values(), exercises)
                       for c in per.values())
    return out


def _cell(c: dict[str, Any] | None, day: str, lang: str) -> dict[str, Any]:
    return {"day": day, "text": f"{c['correct']}/{c['answered']}" if c else "",
            "credit": c["credit"] if c else None,
            "title": say("drill_record_cell", lang, day=day, right=c["correct"],
                         of=c["answered"], percent=round(100 * c["credit"])) if c else ""}


def _exercise_days(record: Record) -> dict[str, dict[str, Any]]:
    """The exercises' answers per day, all types together: answered, correct, mean credit."""
    out: dict[str, dict[str, Any]] = {}
    for days in record.by_day(source="exercise").values():
        for day, c in days.items():
            d = out.setdefault(day, {"answered": 0, "correct": 0, "credit": 0.0})
            d["credit"] += c["credit"] * c["answered"]
            d["answered"] += c["answered"]
            d["correct"] += c["correct"]
    return {day: d | {"credit": round(d["credit"] / d["answered"], 3)}
            for day, d in sorted(out.items())}
