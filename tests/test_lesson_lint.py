"""Every lesson speaks to a learner (read statically; tests/test_lessons.py runs them).

- no reference to what the learner does not have (the project's rules digest, [REC] marks,
  rules/*.md, seed file numbers and line ranges, source paths, "the issue");
- ruling ids (R-S4, P-F2, A15 …) only in the closing "How we read the seed" section;
- a contents list near the top and one line on how to run the lesson;
- every hand-written Exercise asks its question in words;
- a code cell longer than a few lines starts hidden (the learner sees its widget, not its code);
- results are shown as tables or widgets, not print() output (lesson 00 keeps its notation
  one-liners, which a learner types to learn the notation);
- no markdown line that renders as a stray code block (indented 4+ spaces outside a list);
- every Chinese term carries pinyin at its first use in the lesson's prose: 向听 (*xiàngtīng*,
  "how many steps from ready"); later uses are plain characters (each lesson is read on its own).

The Chinese lessons (lessons/zh/) get the same checks but the pinyin (they have none:
tests/test_zh_lessons.py checks that, and their words).
"""

import ast
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "lessons").glob("*.ipynb"))
ZH_NOTEBOOKS = sorted((ROOT / "lessons" / "zh").glob("*.ipynb"))
BOTH = NOTEBOOKS + ZH_NOTEBOOKS
BOTH_IDS = [p.relative_to(ROOT / "lessons").as_posix() for p in BOTH]

INTERNAL = re.compile(
    r"rules digest|the digest|\[REC\]|rules/(?:cards|mahjong)\.md|the issue|seed file"
    r"|(?:file|seed)\s+`?0\d\d|lines? \d+(?:\s*[–-]\s*\d+)?\b|widgets/[\w/]+\.py|§\s*\d", re.I)
RULING = re.compile(r"(?<![\w-])(?:[RP]-[A-Z]{1,3}\d+|A\d{1,2})(?![\w-])")
SEED_HEADING = re.compile(r"^#+ .*(?:how we read the seed|我们怎[样么](?:读|理解)(?:规则)?原文)",
                          re.I | re.M)
CONTENTS = re.compile(r"^\**(?:contents|目录)\b", re.I | re.M)
HOW_TO_RUN = re.compile(r"Run All|Shift\s*\+\s*Enter|Shift-Enter", re.I)
LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
SHOWN_LINES = 3  # a longer code cell has "jupyter": {"source_hidden": true}
PRINTS_ALLOWED = {"00-start-here.ipynb"}  # its visible notation one-liners print a Hand
FENCE = re.compile(r"^\s*(?:```|~~~)")

HAN = "\u3400-\u9fff"
# A term is a run of Chinese characters; runs joined by a space or "·" are one name
# (四川麻将 血战到底).
TERM = re.compile(rf"[{HAN}]+(?:[ ·][{HAN}]+)*")
TONE = "āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ"
PINYIN = re.compile(rf"[A-Za-z{TONE}ü']*[{TONE}][a-z{TONE}ü']*")  # a word with a tone mark
NEAR = 40  # the pinyin starts this close after the term, before any other Chinese character
# The seed's own words quoted ("…" holding Chinese and no English word) are not prose to gloss.
# (a quotation may hold quotation marks of its own: the seed's 小寫“一”到“十”)
SEED_QUOTE = re.compile(rf"[\"“「](?=[^\"”」]*[{HAN}])"
                        rf"(?:(?![A-Za-z]{{2}})[^\"“”「」\n]|“[^\"“”\n]*”|\n(?!\s*\n))+[\"”」]")
CODE_SPAN = re.compile(r"`[^`\n]*`")
# A link to a cell of the lesson (the closing "What this lesson covers" table): its text is
# the heading of the cell's section, whose terms are glossed under it.
HEADING_LINK = re.compile(r"\[[^\]\n]*\]\(#cell-id=[\w-]+\)")
# … and its first column, the seed's words, which may hold quotes of their own (“叫地主”).
COVERS_RULE = re.compile(r"^\| “.*” \|", re.M)
NUMERAL = "一二两三四五六七八九十壹贰叁肆伍陆柒捌玖拾"
# Not terms: tile and card names (lesson 00 teaches them) — suits, numbers, winds, dragons,
# flowers, and 跑胡子's small and big cards (小三, 大伍).
TILE_NAME = re.compile(rf"[{NUMERAL}]*[万筒条饼索萬條]|[小大]?[{NUMERAL}]+|[东南西北中发白東發]+"
                       r"|[春夏秋冬梅兰竹菊]+|红中|紅中|白板|发财|發財")


def _cells(path: Path) -> list[dict]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for c in cells:
        c["text"] = "".join(c["source"])
    return cells


def _seed_section(cells) -> int:
    """Index of the closing "How we read the seed" cell (len(cells) if there is none)."""
    return next((i for i, c in enumerate(cells)
                 if c["cell_type"] == "markdown" and SEED_HEADING.search(c["text"])), len(cells))


def stray_code_lines(md: str) -> list[str]:
    """Lines indented 4+ spaces that Markdown would render as a code block: after a blank line
    (or at the top), outside a list and outside a fenced block."""
    bad, in_list, fenced, prev_blank = [], False, False, True
    for line in md.splitlines():
        if FENCE.match(line):
            fenced = not fenced
            prev_blank = False
            continue
        if fenced:
            continue
        if not line.strip():
            prev_blank = True
            continue
        indent = len(line) - len(line.lstrip(" "))
        if LIST_ITEM.match(line):
            in_list = True
        elif indent == 0 and prev_blank:
            in_list = False
        if indent >= 4 and prev_blank and not in_list:
            bad.append(line)
        prev_blank = False
    return bad


def _prose(md: str) -> str:
    """The markdown with what is not prose blanked out (same length, so positions hold):
    headings (their terms are glossed in the text below), `>` quotations, code, the seed's
    words in quotes."""
    lines, fenced = [], False
    for line in md.splitlines(keepends=True):
        if FENCE.match(line):
            fenced = not fenced
        blank = fenced or FENCE.match(line) or line.lstrip().startswith((">", "#"))
        lines.append(re.sub(r"[^\n]", " ", line) if blank else line)
    text = "".join(lines)
    for pattern in (CODE_SPAN, HEADING_LINK, COVERS_RULE, SEED_QUOTE):
        text = pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    return text


def unglossed_terms(markdown_cells: list[str]) -> list[tuple[int, int, str]]:
    """(cell, position, term) of each Chinese term whose first use carries no pinyin."""
    seen: set[str] = set()
    bad = []
    for i, md in enumerate(markdown_cells):
        text = _prose(md)
        for m in TERM.finditer(text):
            parts = [p for p in re.split(r"[ ·]", m.group(0)) if not TILE_NAME.fullmatch(p)]
            if all(p in seen for p in parts):
                continue
            seen.update(parts)  # a term is reported once
            after = re.split(rf"[{HAN}]", text[m.end():m.end() + NEAR])[0]
            if not PINYIN.search(after):
                bad.append((i, m.start(), m.group(0)))
    return bad


def _sentence(node, names) -> list[str]:
    """The question's text(s) when it is written in the cell ('' when it is not a sentence)."""
    if isinstance(node, ast.Name):  # a helper's parameter is checked where it is called
        return _sentence(names[node.id], names) if node.id in names else []
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return ["".join(v.value if isinstance(v, ast.Constant) else "X" for v in node.values)]
    if isinstance(node, ast.BinOp):
        return ["".join(_sentence(node.left, names) + _sentence(node.right, names))]
    if isinstance(node, ast.Dict):
        return [t for v in node.values for t in _sentence(v, names)]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr":
        return [t for a in node.args for t in _sentence(a, names)]  # tr(english, chinese)
    return [""]


def exercise_questions(code: str) -> list[str]:
    """The question of every ``Exercise(...)`` and ``Exercise.choice(...)`` in a code cell."""
    tree = ast.parse(code)
    names = {t.id: n.value for n in ast.walk(tree) if isinstance(n, ast.Assign)
             for t in n.targets if isinstance(t, ast.Name)}
    out = []
    for n in ast.walk(tree):
        if not isinstance(n, ast.Call):
            continue
        f = n.func
        hand_written = (isinstance(f, ast.Name) and f.id == "Exercise") or (
            isinstance(f, ast.Attribute) and f.attr == "choice"
            and isinstance(f.value, ast.Name) and f.value.id == "Exercise")
        if not hand_written:
            continue
        q = n.args[0] if n.args else next(
            (k.value for k in n.keywords if k.arg == "question"), None)
        out += _sentence(q, names) if q is not None else [""]
    return out


def _is_question(text: str) -> bool:
    text = text.strip()
    words = re.findall(r"[\u3400-\u9fff]|[^\W\d_\u3400-\u9fff]+", text)  # a CJK character is a word
    return len(words) >= 3 and text[-1:] in "?？.。:：)）"


def prints(code: str) -> int:
    """How many ``print(...)`` calls a code cell makes."""
    return sum(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "print"
               for n in ast.walk(ast.parse(code)))


def _problems(path: Path) -> list[str]:
    cells = _cells(path)
    seed = _seed_section(cells)
    bad = []
    for i, c in enumerate(cells):
        t = c["text"]
        if c["cell_type"] == "markdown":
            if m := INTERNAL.search(t):
                bad.append(f"cell {i} points at what the learner does not have: {m.group(0)!r}")
            if i < seed and (m := RULING.search(t)):
                bad.append(f"cell {i}: ruling id {m.group(0)} outside 'How we read the seed'")
            for line in stray_code_lines(t):
                bad.append(f"cell {i} renders as a stray code block: {line.strip()[:60]!r}")
        elif c["cell_type"] == "code":
            long = len([ln for ln in t.splitlines() if ln.strip()]) > SHOWN_LINES
            if long and not c["metadata"].get("jupyter", {}).get("source_hidden"):
                bad.append(f"cell {i}: {t.count(chr(10)) + 1} lines of code shown (hide it)")
            if path.name not in PRINTS_ALLOWED and prints(t):
                bad.append(f"cell {i} prints its results "
                           "(show a table: widgets.ui.shared.lesson_display)")
            bad += [f"cell {i}: an Exercise does not ask its question in words: {q!r}"
                    for q in exercise_questions(t) if not _is_question(q)]
    md = [(i, c["text"]) for i, c in enumerate(cells) if c["cell_type"] == "markdown"]
    if path.parent.name != "zh":  # the Chinese lessons write no pinyin
        bad += [f"cell {md[k][0]}: {term} has no pinyin at its first use: "
                f"{md[k][1][at:at + 50]!r}" for k, at, term in unglossed_terms([t for _, t in md])]
    top = "\n".join(c["text"] for c in cells[:3] if c["cell_type"] == "markdown")
    m = CONTENTS.search(top)
    if not m or len([ln for ln in top[m.end():].splitlines() if LIST_ITEM.match(ln)]) < 2:
        bad.append("no contents list (a 'Contents' line and a list of the sections) near the top")
    if not HOW_TO_RUN.search(top):
        bad.append("no line near the top on how to run the lesson")
    return bad


def test_there_are_lessons_to_lint():
    assert len(NOTEBOOKS) > 10
    assert "00-start-here.ipynb" in [p.name for p in ZH_NOTEBOOKS]


def test_the_closing_section_is_found_in_both_languages():
    assert SEED_HEADING.search("## 7 · How we read the seed: rulings")
    assert SEED_HEADING.search("## 我们怎样读规则原文")
    assert SEED_HEADING.search("## 7 · 我们怎样理解原文")


@pytest.mark.parametrize("path", BOTH, ids=BOTH_IDS)
def test_lesson_speaks_to_a_learner(path: Path):
    bad = _problems(path)
    assert not bad, f"{path.name}:\n" + "\n".join(bad)


def test_the_linter_sees_a_stray_code_block():
    assert stray_code_lines("Text.\n\n    indented prose\n") == ["    indented prose"]
    assert stray_code_lines("- item\n\n    continued item\n") == []
    assert stray_code_lines("Text\n    lazy continuation\n") == []
    assert stray_code_lines("```\n\n    code\n```\n") == []


def test_the_linter_counts_prints():
    assert prints("x = 1\nprint(x)\nfor i in range(2):\n    print(i)") == 2
    assert prints("table([[1, 2]])\nsprint = 1") == 0


def test_the_linter_reads_exercise_questions():
    assert exercise_questions('Exercise("", check)') == [""]
    assert exercise_questions('q = "How many?"\nExercise(q, check)') == ["How many?"]
    assert exercise_questions('Exercise.score(V, "123m +1m")') == []
    assert exercise_questions('Exercise(tr("Which?", "哪张？"), c)') == ["Which?", "哪张？"]
    assert not _is_question("") and _is_question("How many coins does P2 pay?")


def test_the_linter_wants_pinyin_at_a_terms_first_use():
    glossed = '向听 (*xiàngtīng*, "how many steps from ready"); later 向听 is plain.'
    assert unglossed_terms([glossed]) == []
    assert unglossed_terms(["Each 向听 counts."]) == [(0, 5, "向听")]
    later = ["First 向听 (*xiàngtīng*).", "Then 向听 and 下叫."]
    assert unglossed_terms(later) == [(1, 12, "下叫")]
    # another term's pinyin does not count; tile names, headings, quotes and code are not terms
    assert [t for _, _, t in unglossed_terms(["清一色 and 七对 (*qīduì*)"])] == ["清一色"]
    assert unglossed_terms(["# 血战\n\n五万 and 东, `碰`, the seed's \"一家胡了\"\n\n> 胡"]) == []
    name = "四川麻将 血战到底 (*Sìchuān májiàng xuèzhàn dàodǐ*), then 血战到底"
    assert unglossed_terms([name]) == []


def traditional_in_prose(md: str) -> list[str]:
    """Runs of Chinese characters in a markdown cell's prose and headings (outside `>`
    quotations, code and the seed's quoted words) that are not simplified characters."""
    import zhconv  # a pinned test dependency (tests/test_zh_mode.py)

    text = _prose(md) + "\n" + "\n".join(ln for ln in md.splitlines() if ln.startswith("#"))
    return [run for run in re.findall(rf"[{HAN}]+", text) if zhconv.convert(run, "zh-cn") != run]


def test_the_linter_sees_traditional_characters_in_prose():
    found = traditional_in_prose('# 永州麻將\n\n雞胡 (*jīhú*), "雞胡的番"\n\n> 永州麻將')
    assert sorted(found) == sorted(["永州麻將", "雞胡"])  # the heading and the prose only
    assert traditional_in_prose("鸡胡 (*jīhú*), `雞`") == []


def test_lesson_10_writes_simplified_characters_outside_seed_quotations():
    """The seed of 永州麻将 is in traditional characters; the lesson quotes it as written and
    says everything else in simplified characters, as the widgets do."""
    cells = _cells(ROOT / "lessons" / "10-yongzhou.ipynb")
    bad = [(i, run) for i, c in enumerate(cells) if c["cell_type"] == "markdown"
           for run in traditional_in_prose(c["text"])]
    assert not bad, bad


MAX_CELLS = 120  # a lesson longer than this is split by concept (as 01 into 01, 01a, 01b)


@pytest.mark.parametrize("path", BOTH, ids=BOTH_IDS)
def test_no_lesson_is_longer_than_a_sitting(path: Path):
    assert len(_cells(path)) <= MAX_CELLS, f"{path.name}: {len(_cells(path))} cells"
