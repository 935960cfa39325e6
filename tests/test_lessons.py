"""Every lesson runs top to bottom in a real kernel (nbclient) with no error outputs, and
teaches with the widgets: at least one hand lab and one exercise, each drawn as a widget.
So does its Chinese lesson (lessons/zh/), run right after it in the same kernel: the two share
every code cell but the ``LANG`` line, and one kernel pays the start and the imports once
(a Chinese lesson adds ~2 s to its English one's run here, against ~4 s in a kernel of its
own)."""

import importlib.util
import re
from pathlib import Path

import nbformat  # slow to import (~3 s): once per module
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
ZH = LESSONS / "zh"
NOTEBOOKS = sorted(LESSONS.glob("*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
CELL_TIMEOUT = 120  # seconds per cell
# A lesson teaches with at least one of these (the hand lab, the card table, the table that
# plays a hand, the odds lab, a drill) and at least one Exercise.
MAIN_WIDGETS = ("HandLab", "CardTable", "HandTable", "OddsLab", "Drill")
ENGLISH_HEADER = re.compile(r"<th[^>]*>([A-Za-z' ]*[A-Za-z]{3}[A-Za-z' ]*)</th>")
# Exercises show tiles and cards, never notation (issue 41): tiles in notation (11m22m 7p,
# 1p/4p) and suited cards (9h 9d Kc). A single tile's code beside its name ("五筒 5p", drawn
# beside the question) is allowed; lesson 00 teaches the notation itself.
TILE_NOTATION = re.compile(r"(?<![A-Za-z0-9])(?:[1-9]+[mpsz])+(?![A-Za-z0-9])")
CARD_NOTATION = re.compile(r"(?<![A-Za-z0-9])(?:(?:10|[2-9TJQKA])[shdc♠♥♣♦]"
                           r"|[♠♥♣♦](?:10|[2-9TJQKA]))(?![A-Za-z0-9])")
NOTATION_TAUGHT = "00-start-here.ipynb"
# What a cell shows a learner says a rule in words: no ruling id (R-S13, P-PH16, A7) before
# the closing "How we read the seed" section (a learner has no ruling file)
RULING_ID = re.compile(r"(?<![\w-])(?:[RP]-[A-Z]{1,4}\d+[a-z]?|A\d{1,2})(?![\w-])|\[REC\]")
SEED_SECTION = re.compile(r"^#+ .*(?:how we read the seed|我们怎[样么](?:读|理解)(?:规则)?原文)",
                          re.IGNORECASE | re.MULTILINE)


def _run(*paths: Path) -> list[nbformat.NotebookNode]:
    """Run each notebook top to bottom, one after the other in one kernel, each in its own
    folder (as JupyterLab starts a lesson's kernel)."""
    books = [nbformat.read(path, as_version=4) for path in paths]
    client = NotebookClient(books[0], timeout=CELL_TIMEOUT, kernel_name="python3",
                            allow_errors=True, resources={"metadata": {"path": str(LESSONS)}})
    with client.setup_kernel():
        for path, nb in zip(paths, books, strict=True):
            client.nb = nb
            client.widget_state.clear()  # each notebook keeps the widgets it made
            client.widget_buffers.clear()
            cd = nbformat.v4.new_code_cell(f"import os; os.chdir({str(path.parent)!r})")
            client.execute_cell(cd, 0, store_history=False)
            for n, cell in enumerate(nb.cells):
                client.execute_cell(cell, n)
            client.set_widgets_metadata()
    return books


def _code_cells(nb):
    return [(n, c) for n, c in enumerate(nb.cells) if c.cell_type == "code"]


def _widget_cells(nb, needle: str) -> list[int]:
    """Code cells that call ``needle`` and whose output is a widget view."""
    return [n for n, c in _code_cells(nb) if needle in c.source
            and any(WIDGET_VIEW in out.get("data", {}) for out in c.get("outputs", []))]


def test_there_are_lessons():
    names = [p.name for p in NOTEBOOKS]
    assert "00-start-here.ipynb" in names, names
    assert "01-sichuan-xuezhan.ipynb" in names, names


# One test per lesson (not several sharing a fixture), so that under pytest-xdist each
# notebook is executed once.
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_lesson_runs_clean_and_teaches_with_widgets(path: Path):
    chinese = ZH / path.name
    paths = [path, chinese] if chinese.is_file() else [path]
    for where, nb in zip(paths, _run(*paths), strict=True):
        name = where.relative_to(LESSONS).as_posix()
        problems = []
        for n, cell in _code_cells(nb):
            if cell.source.strip() and cell.execution_count is None:
                problems.append(f"cell {n} did not run")
            for out in cell.get("outputs", []):
                if out.output_type == "error":
                    problems.append(f"cell {n}: {out.ename}: {out.evalue}")
                elif out.output_type == "stream" and out.name == "stderr":
                    problems.append(f"cell {n} wrote to stderr: {out.text[:300]}")
        assert not problems, f"{name}:\n" + "\n".join(problems)
        assert not (ids := _ruling_ids_shown(nb)), f"{name}: ruling ids shown: {ids}"
        assert importlib.util.find_spec("widgets.ui") is not None, "widgets.ui is missing"
        labs = [n for w in MAIN_WIDGETS for n in _widget_cells(nb, w + "(")]
        assert labs, f"{name}: no cell shows one of the main widgets {', '.join(MAIN_WIDGETS)}"
        assert _widget_cells(nb, "Exercise"), f"{name}: no cell shows an Exercise widget"
        if path.name != NOTATION_TAUGHT:
            written = _exercises_in_notation(nb)
            assert not written, (
                f"{name}: exercises that write tiles or cards in notation (draw them with "
                f"hand=, focus= or cards=; say them in words): {written}")
        if where.parent == ZH:  # its widgets open in 中文, its tables speak Chinese
            assert any('LANG = "zh"' in c.source for _, c in _code_cells(nb)), name
            assert not _english_headers(nb), f"{name}: {_english_headers(nb)}"


def _ruling_ids_shown(nb) -> list[str]:
    """Each cell before the closing "How we read the seed" section whose output (text, HTML,
    Markdown) shows a ruling id: the cell's number and the id in its context."""
    end = next((n for n, c in enumerate(nb.cells) if c.cell_type == "markdown"
                and SEED_SECTION.search(c.source)), len(nb.cells))
    found = []
    for n, cell in _code_cells(nb):
        if n > end:
            break
        for out in cell.get("outputs", []):
            texts = [out.get("text", "")] + [v for k, v in out.get("data", {}).items()
                                             if k.startswith("text/")]
            for text in texts:
                text = "".join(text) if isinstance(text, list) else str(text)
                found += [f"cell {n}: {text[max(0, m.start() - 40):m.end()]!r}"
                          for m in RULING_ID.finditer(text)]
    return found


def test_the_ruling_id_check_sees_ids_and_leaves_cards_alone():
    assert RULING_ID.findall("forced (no 走跑, A11); the eater chooses (P-PH16) R-S13 [REC]")
    assert not RULING_ID.findall("QKA23 · A-2-3 · AA22 · 10-J-Q-K-A · 5p")


def _texts(x) -> list[str]:
    """The words of a question or a choice: a string, or the strings of a {"zh", "en"} dict."""
    if isinstance(x, str):
        return [x]
    if isinstance(x, dict):
        return [t for k, v in x.items() if k != "value" for t in _texts(v)]
    if isinstance(x, list):
        return [t for v in x for t in _texts(v)]
    return []


def notation_in(texts: list[str]) -> list[str]:
    """The notation in an exercise's words when they write a hand: a token of two or more
    tiles (11m22m), two or more different tiles (discards 5s … 9p; 1p/4p), or two or more
    suited cards (9h 9d Kc); [] when they write none or one tile (五筒 5p)."""
    joined = "\n".join(texts)
    tiles = sorted(set(TILE_NOTATION.findall(joined)))
    cards = sorted(set(CARD_NOTATION.findall(joined)))
    many_tiles = len(tiles) >= 2 or any(sum(ch.isdigit() for ch in t) >= 2 for t in tiles)
    return (tiles if many_tiles else []) + (cards if len(cards) >= 2 else [])


def _exercise_views(nb) -> list[dict]:
    """The view of each Exercise widget the run made (the notebook's widget state)."""
    state = nb.metadata.get("widgets", {}).get(
        "application/vnd.jupyter.widget-state+json", {}).get("state", {})
    views = [m.get("state", {}).get("view") for m in state.values()]
    return [v for v in views if isinstance(v, dict) and v.get("widget") == "exercise"]


def _exercises_in_notation(nb) -> list[str]:
    """Each Exercise whose question or choices write tiles or cards in notation: its notation
    and the question's start."""
    views = _exercise_views(nb)
    assert views, "the run's widget state holds no Exercise: the notation check would see none"
    found = []
    for view in views:
        if hits := notation_in(_texts(view.get("question")) + _texts(view.get("choices"))):
            found.append(f"{hits} in {' '.join(_texts(view.get('question')))[:70]!r}")
    return found


def test_the_check_for_notation_sees_hands_and_cards_and_allows_one_named_tile():
    assert notation_in(["Can 11m22m33m44m55m66m 7p +7p win?"])
    assert notation_in(["东 discards 5s; 南 discards 9p."]) == ["5s", "9p"]
    assert notation_in(["Waiting on 1p/4p"]) == ["1p", "4p"]
    assert notation_in(["7789s444s111z222z wins"])
    assert notation_in(["9h 9d Kc against 9s 9c Kh"])
    assert notation_in(["which?", "West 碰 7p", "South 吃 8m"]) == ["7p", "8m"]
    assert not notation_in(["The player left discards 一条 1s. Which claims?", "碰", "吃"])
    assert not notation_in(["A pair of nines with a king: who wins? As you see, A-2-3"])
    assert not notation_in(["Two straights: A-2-3 against 2-3-4.", "1/4", "1/2"])


def _english_headers(nb) -> list[str]:
    """Table column names made only of English words (a Chinese lesson's tables speak
    Chinese: the words go through ``tr``)."""
    html = [o["data"]["text/html"] for _, c in _code_cells(nb) for o in c.get("outputs", [])
            if "text/html" in o.get("data", {})]
    return [m for t in html for m in ENGLISH_HEADER.findall(t)]


def test_the_check_for_english_column_names_sees_them():
    cell = nbformat.v4.new_code_cell("t", outputs=[nbformat.v4.new_output(
        "display_data", {"text/html": "<table><tr><th>hand</th><th>听牌</th><th>5m</th></tr>"})])
    assert _english_headers(nbformat.v4.new_notebook(cells=[cell])) == ["hand"]


def test_sichuan_lesson_explains_every_ruling_the_code_cites():
    """The "how we read the seed" section names every R-S/P-S id that the Sichuan code cites."""
    sources = [ROOT / "widgets" / "mahjong" / "sichuan.py",
               ROOT / "widgets" / "mahjong" / "chajiao.py",
               ROOT / "widgets" / "engine" / "events.py",
               ROOT / "widgets" / "engine" / "ledger.py"]
    cited = {i for p in sources if p.exists()
             for i in re.findall(r"\b[RP]-S\d+\b", p.read_text(encoding="utf-8"))}
    # lessons 01 (tiles, claims, waits), 01a (the hands) and 01b (settlement) share the rulings
    lessons = [nbformat.read(LESSONS / name, as_version=4)
               for name in ("01-sichuan-xuezhan.ipynb", "01a-sichuan-fans.ipynb",
                            "01b-sichuan-settlement.ipynb")]
    prose = "\n".join(c.source for lesson in lessons for c in lesson.cells
                      if c.cell_type == "markdown")
    missing = sorted(i for i in cited if not re.search(rf"(?<![\w-]){i}(?![\w-])", prose))
    assert not missing, f"rulings cited in the code but not explained in lessons 01–01b: {missing}"
