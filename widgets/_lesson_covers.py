"""Not part of the widgets: each lesson's rule table — what it teaches, rule by rule.

A lesson's table is data beside it, ``lessons/covers/<lesson>.toml``. It names the part of an
original rule text (a "seed") the lesson teaches, and for every rule of that part, in the
seed's own words, the three cells that teach it: the markdown cell that **explains** it, the
code cell whose live widget **shows** it and the code cell whose exercise **checks** it (cell
ids of the lesson's notebook). Every sentence of the seed's part is accounted for: a rule row
of this lesson, a line that is not a rule of play (a heading, a remark: said why), or a rule
taught by another lesson that shares the part (``shared_with``; its table has the row).

:func:`problems` says what is wrong with a table (a test reads every lesson's);
:func:`render` makes the lesson's closing "What this lesson covers" cell from it, the
lesson's contents for a teacher, in English or (``lang="zh"``) in Chinese: the Chinese
lesson's table links each cell by the Chinese heading of its section, and keeps the heading,
introduction and column names its translator wrote (:func:`zh_head`). ``python -m
widgets._lesson_covers`` writes that cell into each lesson that has a table, and its Chinese
into the cell's metadata (widgets/_lesson_language.py) while the Chinese is current.
Standard library only.

The seeds are kept with the tests (``tests/data/seeds/``): a rule must be found there word
for word, and the test of the copy checks it against the originals where they are at hand.
"""

from __future__ import annotations

import ast
import json
import re
import sys
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from widgets._lesson_language import english_hash

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
COVERS = LESSONS / "covers"
SEEDS = ROOT / "tests" / "data" / "seeds"
CELL_ID = "what-this-lesson-covers"
# characters that carry meaning: a part of the seed made only of others is covered by nothing
MEANING = re.compile(r"[\w\u3400-\u9fff]")
NUMBERING = re.compile(r"(?:^|(?<=[。.]))[ \t]*\d+\.[ \t]", re.M)
HEADING = re.compile(r"^(#{1,4})\s+(.*\S)\s*$", re.M)
# a code cell "shows" a rule when it makes a live widget, and "exercises" it when it asks
WIDGET_CALL = re.compile(r"\b(?:HandLab|HandTable|CardTable|CardLab|TileChart|Odds\w*|Compare"
                         r"|FanBook|\w+Table|\w+Lab)\s*\(")
EXERCISE_CALL = re.compile(r"\bExercise\b|\bDrill\s*\(|\bquestion\s*\(")
# the Chinese table's start when its translator wrote none; a role not taught yet
ZH_HEAD = ("## 这一课讲了什么\n\n| 规则（规则原文的原话） | 讲解 | 现场演示 | 练习 |\n"
           "|---|---|---|---|")
NOT_YET = {"en": "not yet", "zh": "还没有"}
# a section's short name: its heading before a dash or a bracketed gloss
SHORT = {"en": r" — |\s\(", "zh": r"\s*——\s*|\s—\s|（|\s\("}
TABLE_RULE = re.compile(r"^\|(?:\s*:?-+:?\s*\|)+\s*$", re.M)


@dataclass(frozen=True)
class Rule:
    """One rule of the seed, in its words, and the cells that explain, show and exercise it;
    ``shows`` / ``asks``: text the show / exercise cell must still hold (its hand, its fan)."""
    seed: str
    explain: str = ""
    show: str = ""
    exercise: str = ""
    shows: str = ""
    asks: str = ""
    explains: str = ""  # the explaining cell holds this (default: the seed's words themselves)
    missing: tuple[str, ...] = ()  # roles not taught yet ("show", "exercise"): said, not hidden


@dataclass(frozen=True)
class Covers:
    lesson: str                 # the notebook's file name without .ipynb
    seed: str                   # the seed's number: "000"
    start: str                  # the part starts at the first line that is exactly this
    end: str                    # … and ends before the first line after it that is this
    rules: tuple[Rule, ...]
    not_rules: tuple[tuple[str, str], ...] = ()  # (the seed's words, why they are no rule)
    shared_with: tuple[str, ...] = ()            # lessons whose tables hold the part's other rules
    heading: str = "What this lesson covers"
    intro: str = ""


def load(lesson: str) -> Covers:
    data = tomllib.loads((COVERS / f"{lesson}.toml").read_text(encoding="utf-8"))
    part = data["part"]
    return Covers(lesson, part["seed"], part["from"], part.get("to", ""),
                  tuple(Rule(**{**r, "missing": tuple(r.get("missing", ()))})
                        for r in data.get("rule", [])),
                  tuple((w, why) for w, why in part.get("not_rules", [])),
                  tuple(part.get("shared_with", [])), intro=data.get("intro", ""))


def tabled_lessons() -> list[str]:
    return sorted(p.stem for p in COVERS.glob("*.toml"))


def seed_text(number: str) -> str:
    (path,) = SEEDS.glob(f"{number}_*.txt")
    return path.read_text(encoding="utf-8")


def seed_part(c: Covers) -> str:
    """The lines of the seed from ``start`` up to (not with) ``end``."""
    lines = seed_text(c.seed).splitlines()
    try:
        first = next(i for i, s in enumerate(lines) if s.strip() == c.start)
    except StopIteration:
        raise ValueError(f"{c.lesson}: the seed {c.seed} has no line {c.start!r}") from None
    last = next((i for i in range(first + 1, len(lines)) if c.end and lines[i].strip() == c.end),
                len(lines))
    if c.end and last == len(lines):
        raise ValueError(f"{c.lesson}: the seed {c.seed} has no line {c.end!r} after {c.start!r}")
    return "\n".join(lines[first:last])


def _places(part: str, w: str, lines: bool) -> list[int]:
    """Where ``w`` is in ``part``: everywhere, or (``lines``) only as a whole line — a
    heading such as 打牌 must not cover the same two characters inside a rule."""
    if lines and any(x.strip() == w for x in part.splitlines()):
        found, at = [], 0
        for x in part.splitlines(keepends=True):
            if x.strip() == w:
                found.append(at + x.index(w))
            at += len(x)
        return found
    return [m.start() for m in re.finditer(re.escape(w), part)] if w else []


def uncovered(part: str, words: list[str],
              headings: Sequence[str] = ()) -> tuple[list[str], list[str]]:
    """(the runs of ``part`` covered by no item of ``words`` (anywhere) or ``headings`` (a
    whole line where one is that line), the items not found in ``part``)."""
    covered = [not MEANING.match(ch) for ch in part]
    for m in NUMBERING.finditer(part):  # "1. ", "2. ": a list's numbers are no words
        covered[m.start():m.end()] = [True] * (m.end() - m.start())
    missing = []
    for w, lines in [(w, False) for w in words] + [(h, True) for h in headings]:
        places = _places(part, w, lines)
        if not places:
            missing.append(w)
        for at in places:
            covered[at:at + len(w)] = [True] * len(w)
    runs, run = [], ""
    for ch, ok in zip(part, covered, strict=True):
        if ok and MEANING.match(ch) is None and run:
            run += ch  # punctuation inside a run keeps it one run
        elif ok:
            if run.strip():
                runs.append(run.strip())
            run = ""
        else:
            run += ch
    if run.strip():
        runs.append(run.strip())
    return runs, missing


def _cells(lesson: str) -> dict[str, dict]:
    nb = json.loads((LESSONS / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    return {c["id"]: {**c, "text": "".join(c["source"])} for c in nb["cells"]}


def problems(c: Covers) -> list[str]:
    """Everything wrong with a lesson's table, each said with the rule or cell it is about."""
    bad = []
    part = seed_part(c)
    words, headings = [r.seed for r in c.rules], [w for w, _ in c.not_rules]
    for other in map(load, c.shared_with):
        words += [r.seed for r in other.rules]
        headings += [w for w, _ in other.not_rules]
    runs, missing = uncovered(part, words, headings)
    bad += [f"the seed's {w!r} is in no rule row, not-a-rule line or shared lesson" for w in runs]
    bad += [f"{w!r} is not the seed's words (not found in its part)" for w in missing]
    cells = _cells(c.lesson)
    asking = _exercise_makers(cells.values())
    for r in c.rules:
        for role, cell_id, kind, must in (("explain", r.explain, "markdown", r.explains or r.seed),
                                         ("show", r.show, "code", r.shows),
                                         ("exercise", r.exercise, "code", r.asks)):
            if role in r.missing:
                if cell_id:
                    bad.append(f"{r.seed!r}: its {role} is said missing but names {cell_id!r}")
                continue
            cell = cells.get(cell_id)
            if cell is None:
                bad.append(f"{r.seed!r}: its {role} cell {cell_id!r} is not in the lesson")
                continue
            if cell["cell_type"] != kind:
                bad.append(f"{r.seed!r}: its {role} cell {cell_id!r} is not a {kind} cell")
            if must and must not in cell["text"]:
                bad.append(f"{r.seed!r}: its {role} cell {cell_id!r} no longer holds {must!r}")
            if role == "show" and not WIDGET_CALL.search(cell["text"]):
                bad.append(f"{r.seed!r}: its show cell {cell_id!r} makes no live widget")
            if role == "exercise" and not (EXERCISE_CALL.search(cell["text"]) or any(
                    re.search(rf"\b{name}\s*\(", cell["text"]) for name in asking)):
                bad.append(f"{r.seed!r}: its exercise cell {cell_id!r} asks no question")
    return bad


def _exercise_makers(cells: Any) -> set[str]:
    """The functions a lesson defines that make an exercise (01b's ``coins``)."""
    names = set()
    for c in cells:
        if c["cell_type"] != "code":
            continue
        try:
            tree = ast.parse(c["text"])
        except SyntaxError:
            continue
        names |= {f.name for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)
                  and EXERCISE_CALL.search(ast.unparse(f))}
    return names


def _section_of(cells: list[dict], cell_id: str) -> str:
    """The heading of the section a cell is in (the nearest heading at or above it)."""
    title = ""
    for c in cells:
        if c["cell_type"] == "markdown":
            heads = HEADING.findall("".join(c["source"]))
            if heads:
                title = heads[-1][1]
        if c["id"] == cell_id:
            return title
    return ""


def _link(cells: list[dict], cell_id: str, lang: str = "en") -> str:
    """A link to the cell itself, named by the section it is in. JupyterLab follows a
    ``#cell-id=…`` link within the notebook; a link to a heading does not scroll when the
    heading holds a character outside ASCII (a "·", a Chinese word), as ours do."""
    title = _section_of(cells, cell_id)
    short = re.split(SHORT[lang], title)[0].strip() or title
    return f"[{short}](#cell-id={cell_id})"


def _in_chinese(cell: dict) -> dict:
    """A markdown cell as the Chinese lesson has it (its metadata's Chinese, if any)."""
    zh = cell.get("metadata", {}).get("zh") or {}
    if cell["cell_type"] != "markdown" or not zh.get("text"):
        return cell
    return {**cell, "source": zh["text"]}


def zh_head(text: str) -> str:
    """A Chinese table's start, up to its column names' rule line (the translator's words);
    :data:`ZH_HEAD` when ``text`` has no table."""
    rule = TABLE_RULE.search(text)
    return text[:rule.end()].rstrip() if rule else ZH_HEAD


def render(c: Covers, lang: str = "en", head: str | None = None) -> str:
    """The lesson's closing markdown cell: each rule in the seed's words, and where the
    lesson explains it, shows it live and asks it. ``lang="zh"``: the Chinese lesson's, under
    ``head`` (its heading, introduction and column names: :func:`zh_head`)."""
    nb = json.loads((LESSONS / f"{c.lesson}.ipynb").read_text(encoding="utf-8"))
    cells = [x for x in nb["cells"] if x.get("id") != CELL_ID]
    if lang == "zh":
        cells = [_in_chinese(x) for x in cells]
        lines = (head or ZH_HEAD).rstrip().splitlines()
    else:
        lines = [f"## {c.heading}", ""]
        if c.intro:
            lines += [c.intro.strip(), ""]
        lines += ["| the rule, in the rule text's own words | explained | shown live | exercise |",
                  "|---|---|---|---|"]
    for r in c.rules:
        where = [_link(cells, x, lang) if x else NOT_YET[lang]
                 for x in (r.explain, r.show, r.exercise)]
        # the seed's own quotation marks inside ours would end the quotation early: 『』 for them
        words = r.seed.replace("“", "『").replace("”", "』")
        lines.append(f"| “{words}” | " + " | ".join(where) + " |")
    return "\n".join(lines) + "\n"


def _zh_after(old: dict | None, english: str) -> dict | None:
    """The cell's Chinese after its English became ``english``: the table rendered again
    under the translator's words while they are current (their English heading and
    introduction unchanged), else as it was (stale until rewritten)."""
    zh = (old or {}).get("metadata", {}).get("zh")
    if not old or not zh or zh.get("of") != english_hash("".join(old["source"])):
        return zh
    if zh_head("".join(old["source"])) != zh_head(english):
        return zh
    return None  # render it (write knows the lesson)


def write(lesson: str) -> bool:
    """Put the rendered table as the lesson's last cell, and its Chinese in the cell's
    metadata while the Chinese is current; say whether the file changed."""
    path = LESSONS / f"{lesson}.ipynb"
    before = path.read_text(encoding="utf-8")
    nb = json.loads(before)
    c = load(lesson)
    text = render(c)
    old = next((x for x in nb["cells"] if x.get("id") == CELL_ID), None)
    meta = dict((old or {}).get("metadata", {}))
    zh = _zh_after(old, text)
    if zh is None and meta.get("zh"):
        zh = {"of": english_hash(text),  # in the order a notebook's keys are saved
              "text": render(c, "zh", zh_head(meta["zh"]["text"])).strip()}
    if zh:
        meta["zh"] = zh
    cell = {"cell_type": "markdown", "id": CELL_ID, "metadata": meta,
            "source": text.splitlines(keepends=True)}
    nb["cells"] = [x for x in nb["cells"] if x.get("id") != CELL_ID] + [cell]
    after = json.dumps(nb, ensure_ascii=False, indent=1) + "\n"
    if after != before:
        path.write_text(after, encoding="utf-8")
    return after != before


if __name__ == "__main__":
    for name in sys.argv[1:] or tabled_lessons():
        print(f"{name}: {'written' if write(name) else 'up to date'}")
