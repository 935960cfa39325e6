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


def _run(*paths: Path) -> list[nbformat.NotebookNode]:
    """Run each notebook top to bottom, one after the other in one kernel, each in its own
    folder (as JupyterLab starts a lesson's kernel)."""
    books = [nbformat.read(path, as_version=4) for path in paths]
    client = NotebookClient(books[0], timeout=CELL_TIMEOUT, kernel_name="python3",
                            allow_errors=True, resources={"metadata": {"path": str(LESSONS)}})
    with client.setup_kernel():
        for path, nb in zip(paths, books, strict=True):
            client.nb = nb
            cd = nbformat.v4.new_code_cell(f"import os; os.chdir({str(path.parent)!r})")
            client.execute_cell(cd, 0, store_history=False)
            for n, cell in enumerate(nb.cells):
                client.execute_cell(cell, n)
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
        assert importlib.util.find_spec("widgets.ui") is not None, "widgets.ui is missing"
        labs = [n for w in MAIN_WIDGETS for n in _widget_cells(nb, w + "(")]
        assert labs, f"{name}: no cell shows one of the main widgets {', '.join(MAIN_WIDGETS)}"
        assert _widget_cells(nb, "Exercise"), f"{name}: no cell shows an Exercise widget"
        if where.parent == ZH:  # its widgets open in 中文, its tables speak Chinese
            assert any('LANG = "zh"' in c.source for _, c in _code_cells(nb)), name
            assert not _english_headers(nb), f"{name}: {_english_headers(nb)}"


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
