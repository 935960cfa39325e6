"""The drill's state and what it shows: the settings that deal a session, the graded answers,
and the view pieces :class:`~widgets.ui.drills.drill.Drill` builds its ``view`` from (the hint
ladder, a graded answer's feedback, tiles and readings drawn as tiles). Pure functions of the state;
the exercise draws its feedback with the same pieces.

>>> kind_label("dingque", "en")
'Which suit to drop (定缺)'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from widgets.engine.rules import MahjongRules
from widgets.engine.tiles import parse_tile, tile_name, tile_zh
from widgets.practice import drills
from widgets.practice.drills import hints

from ..shared import view as v
from ..shared.labels import say

TILE_KINDS = ("discard", "waits", "exchange")  # whose choices are tiles
REVIEW = ("review",)  # kinds=REVIEW deals the mistakes deck's due questions


@dataclasses.dataclass(frozen=True)
class Settings:
    """What deals a session: the same settings deal the same questions."""

    variant: str
    kinds: tuple[str, ...]
    level: str
    n: int
    seed: str
    options: tuple[tuple[str, Any], ...] = ()
    test: bool = False  # a test: no hints, no feedback until every question is answered


@dataclasses.dataclass(frozen=True)
class Answered:
    """One graded question: what was picked and typed, and the grade."""

    number: int
    picked: tuple[int, ...]
    total: str
    grade: drills.Grade
    hints: int = 0


@dataclasses.dataclass(frozen=True)
class DrillState:
    """Everything the drill shows: the settings, the current question, the current picks
    (indexes into its choices), the typed total and the graded answers so far."""

    settings: Settings
    index: int = 0
    picked: tuple[int, ...] = ()
    total: str = ""
    answered: tuple[Answered, ...] = ()
    hints: int = 0  # steps of the current question's hint ladder shown


def checked_settings(variant: str, kinds: Sequence[str] | str | None, level: str, n: Any, seed: Any,
              options: dict[str, Any] | None) -> Settings:
    """Checked settings (ValueError saying what is wrong), through drills.Session's checks."""
    drills.check_seed(seed)  # before it becomes text: None or a list is no seed
    session = drills.Session(variant, kinds or None, level, n, str(seed), options)
    return Settings(variant, session.kinds, level, n, str(seed),
                    tuple(sorted(v.current_options(drills.rules_for(variant, options)).items())))


def hints_view(q: drills.Question, state: DrillState, done: Answered | None,
               lang: str) -> dict[str, Any]:
    """The ladder's steps shown so far and the button for the next (none in a test)."""
    used = done.hints if done else state.hints
    ladder = hints.ladder(q) if used or not state.settings.test else ()
    shown = [{"step": h.step, "label": say(f"drill_hint_{h.step}", lang), "text": h.text[lang]}
             for h in ladder[:used]]
    nxt = ladder[used] if used < len(ladder) and not done else None
    return {"used": used, "steps": shown,
            "can_hint": nxt is not None,
            "button": say("drill_hint_button", lang, step=say(f"drill_hint_{nxt.step}", lang),
                          percent=round(100 * nxt.credit_left)) if nxt else "",
            "cost": say("drill_hints_used", lang, n=used,
                        percent=round(100 * hints.CREDIT_LEFT[used])) if used else ""}

def score_line(state: DrillState, lang: str) -> str:
    grades = [a.grade for a in state.answered]
    if not grades:
        return ""
    return say("drill_test_score", lang, right=sum(g.correct for g in grades),
               of=len(grades), percent=round(100 * sum(g.credit for g in grades) / len(grades)))

def situation_text(rules: MahjongRules, q: drills.Question, lang: str) -> str:
    """The situation in words, and which tile the indicator makes the 赖子."""
    words = v.situation_words(q.situation, lang)
    wild = sorted(rules.wild_kinds(q.situation))
    if wild:
        names = " ".join(f"{tile_zh(t)} {tile_name(t)}" for t in wild)
        words += f" → 赖子 {names}" if lang == "zh" else f" → wildcard 赖子: {names}"
    return words

def kind_count(per: dict[str, Any], lang: str) -> str:
    """'2 right of 5 · credit 40%': the count and the mean credit said apart."""
    if not per["answered"] or per["correct"] is None:  # none yet, or a test under way
        return "—"
    credit = say("drill_mean_credit", lang, percent=f"{round(100 * per['credit'])}%")
    return f"{say('drill_right_of', lang, right=per['correct'], of=per['answered'])} · " \
           f"{credit}"

def kind_label(kind: str, lang: str) -> str:
    zh, en = drills.KIND_NAMES[kind]
    return zh if lang == "zh" else f"{en} ({zh})"


def tiles_view(names: Sequence[str], lang: str) -> list[dict[str, Any]]:
    return [v.tile_view(parse_tile(t), lang) for t in names]


def feedback_view(g: drills.Grade, lang: str) -> dict[str, Any]:
    """A graded answer as the widget shows it: the verdict, the count and the credit apart,
    the reasons, the deciding rule, tiles drawn as tiles, the hand's readings, and the
    engine's whole table (folded)."""
    def pick(text: dict[str, str]) -> str:
        return text[lang]

    credit = drills.credit_text(g.credit, g.credit_why) if g.credit_why else None
    return {
        "correct": g.correct, "credit": g.credit, "total_right": g.total_right,
        "head": say("correct" if g.correct else "incorrect", lang),
        "count_label": pick(g.count) if g.count else "",
        "credit_label": pick(credit) if credit else
        say("drill_credit", lang, percent=round(100 * g.credit)),
        "lines": [pick(line) for line in g.lines],
        "rule": pick(g.rule) if g.rule else "",
        "tiles": tile_groups_view(g.tiles, lang),
        "readings": readings_view(g.readings, lang),
        "table": pick(g.table) if g.table else "",
        "text": g.text(lang),
    }


def tile_groups_view(groups: Sequence[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    """Tile groups (:func:`widgets.practice.drills.why.tile_group`) as tiles to draw, each with
    how many remain."""
    return [{"label": grp["label"][lang],
             "tiles": [v.tile_view(parse_tile(t), lang) | {"count": n} for t, n in grp["tiles"]]}
            for grp in groups]


def readings_view(readings: Sequence[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    """Readings (:func:`widgets.practice.drills.why.reading`) as blocks of tiles to draw."""
    return [{"label": r["label"][lang] if "label" in r else "",
             "form": r["zh"] if lang == "zh" else r["en"],
             "blocks": [{"kind": b["kind"], "label": b["zh"] if lang == "zh" else b["en"],
                         "tiles": tiles_view(b["tiles"], lang), "wilds": b["wilds"]}
                        for b in r["blocks"]]} for r in readings]
