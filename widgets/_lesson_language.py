"""Not part of the widgets: one source per lesson, two lessons built from it (English, 中文).

Each lesson in ``lessons/`` is the source. It is the English lesson as a learner opens it,
and every markdown cell carries its Chinese in its metadata::

    {"cell_type": "markdown", "source": "## 1 · Cards ...",
     "metadata": {"zh": {"text": "## 1 · 牌和记法 ...", "of": "3f2a9c01d4e7"}}}

``of`` is the hash of the English the Chinese was written from: when the English changes,
the Chinese is *stale* until someone rewrites it and records the new hash (the tests say
which cells). Code cells are shared by both lessons: the words they show go through
``tr(english, chinese)`` (:func:`widgets.ui.shared.lesson_display.in_language`), and the one
line ``LANG = "en"`` of the setup cell becomes ``LANG = "zh"`` in the Chinese lesson, so
every widget opens in 中文. A rule, an exercise or a widget cell is written once.

Why metadata and not both languages in each cell's text: the English lesson stays exactly
what its learner reads; the cell ids stay the same in both lessons (the rule tables link to
cells by id); JupyterLab keeps a cell's metadata when it saves.

``build`` writes ``lessons/zh/NAME.ipynb`` for each lesson whose every markdown cell has
current Chinese; a link from a Chinese lesson to a lesson not yet in Chinese points at the
English one (``../NAME.ipynb``). Standard library only.

    python -m widgets._lesson_language status            # what each lesson still lacks
    python -m widgets._lesson_language export LESSON     # the cells as text, to write Chinese in
    python -m widgets._lesson_language import LESSON FILE  # that text back into the metadata
    python -m widgets._lesson_language build             # lessons/zh/*.ipynb from the sources
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
ZH_DIR = "zh"
LANG_LINE = re.compile(r'^LANG = "en"', re.MULTILINE)
CELL_MARK = re.compile(r"^=== cell (\S+)$", re.MULTILINE)
ZH_MARK = "--- zh"
LESSON_LINK = re.compile(r"\]\((\d\d[a-z]?-[a-z0-9-]+\.ipynb)")


def english_hash(text: str) -> str:
    """The hash a cell's Chinese records of the English it was written from.

    >>> english_hash("# Hello"), english_hash("# Hello\\n") == english_hash("# Hello")
    ('01c8de44e04d', True)
    """
    return hashlib.sha256(text.strip().encode("utf-8")).hexdigest()[:12]


def _text(cell: dict) -> str:
    src = cell.get("source", "")
    return "".join(src) if isinstance(src, list) else src


def _read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True)


def _write(path: Path, nb: dict) -> None:
    """As nbformat writes a notebook (sorted keys, a cell's source as its lines), so that a
    lesson saved by JupyterLab and one written here differ only where their content does."""
    for cell in nb["cells"]:
        cell["source"] = _lines(_text(cell))
    path.write_text(json.dumps(nb, sort_keys=True, indent=1, ensure_ascii=False) + "\n",
                    encoding="utf-8")


def lacking(nb: dict) -> dict[str, list[str]]:
    """The markdown cells (by id) with no Chinese, and those whose Chinese is stale."""
    missing, stale = [], []
    for cell in nb["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        zh = cell.get("metadata", {}).get("zh")
        if not zh or not zh.get("text", "").strip():
            missing.append(cell["id"])
        elif zh.get("of") != english_hash(_text(cell)):
            stale.append(cell["id"])
    return {"missing": missing, "stale": stale}


def is_complete(nb: dict) -> bool:
    """Every markdown cell has current Chinese, and the setup cell has the ``LANG`` line."""
    gaps = lacking(nb)
    has_lang = any(LANG_LINE.search(_text(c)) for c in nb["cells"] if c["cell_type"] == "code")
    return has_lang and not gaps["missing"] and not gaps["stale"]


def chinese_lesson(nb: dict, name: str, in_chinese: set[str]) -> dict:
    """The Chinese lesson built from a source ``nb``; ``in_chinese`` names the lessons that
    have a Chinese version (links to the others go to the English one)."""
    out = copy.deepcopy(nb)
    for cell in out["cells"]:
        meta = cell.get("metadata", {})
        zh = meta.pop("zh", None)
        if cell["cell_type"] == "markdown" and zh:
            text = LESSON_LINK.sub(
                lambda m: "](" + (m.group(1) if m.group(1) in in_chinese else "../" + m.group(1)),
                zh["text"])
            cell["source"] = text
        elif cell["cell_type"] == "code":
            cell["source"] = LANG_LINE.sub('LANG = "zh"', _text(cell), count=1)
    out.setdefault("metadata", {})["paixue"] = {"lang": "zh", "built_from": f"lessons/{name}"}
    return out


def sources(root: Path = LESSONS) -> list[Path]:
    return sorted(root.glob("*.ipynb"))


def build(root: Path = LESSONS, target: Path | None = None) -> list[str]:
    """Write ``target/NAME.ipynb`` (default ``root/zh``) for every complete source (and
    remove a Chinese lesson whose source is no longer complete); return the names written.
    The tests build into a folder of their own and compare it with ``lessons/zh``."""
    books = {p.name: _read(p) for p in sources(root)}
    done = {name for name, nb in books.items() if is_complete(nb)}
    target = root / ZH_DIR if target is None else target
    target.mkdir(exist_ok=True)
    for old in target.glob("*.ipynb"):
        if old.name not in done:
            old.unlink()
    for name in sorted(done):
        _write(target / name, chinese_lesson(books[name], name, done))
    return sorted(done)


def export(nb: dict) -> str:
    """Every markdown cell as ``=== cell ID``, its English, ``--- zh`` and its Chinese (empty
    when it has none): the file a writer fills in and :func:`import_text` reads back."""
    parts = []
    for cell in nb["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        zh = cell.get("metadata", {}).get("zh") or {}
        parts.append(f"=== cell {cell['id']}\n{_text(cell).strip()}\n{ZH_MARK}\n"
                     f"{zh.get('text', '').strip()}\n")
    return "\n".join(parts)


def import_text(nb: dict, text: str) -> list[str]:
    """Put the Chinese of an exported file into ``nb``'s metadata (recording the hash of the
    English now in the cell); return the ids that changed. An id not in the lesson, or a block
    with no ``--- zh`` line, is an error naming it."""
    cells = {c["id"]: c for c in nb["cells"] if c["cell_type"] == "markdown"}
    marks = list(CELL_MARK.finditer(text))
    changed = []
    for i, m in enumerate(marks):
        cid = m.group(1)
        if cid not in cells:
            raise ValueError(f"cell {cid!r} is not a markdown cell of this lesson")
        block = text[m.end():marks[i + 1].start() if i + 1 < len(marks) else len(text)]
        if f"\n{ZH_MARK}\n" not in block + "\n":
            raise ValueError(f"cell {cid!r} has no '{ZH_MARK}' line")
        zh = (block + "\n").split(f"\n{ZH_MARK}\n", 1)[1].strip()
        if not zh:
            continue
        cell = cells[cid]
        new = {"text": zh, "of": english_hash(_text(cell))}
        if cell.setdefault("metadata", {}).get("zh") != new:
            cell["metadata"]["zh"] = new
            changed.append(cid)
    return changed


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"status", "export", "import", "build"}:
        print(__doc__)
        return 2
    verb = argv[0]
    if verb == "status":
        for path in sources():
            gaps = lacking(_read(path))
            print(f"{path.name}: {len(gaps['missing'])} without Chinese, "
                  f"{len(gaps['stale'])} stale {' '.join(gaps['stale'])}".rstrip())
    elif verb == "export":
        print(export(_read(Path(argv[1]))), end="")
    elif verb == "import":
        path = Path(argv[1])
        nb = _read(path)
        changed = import_text(nb, Path(argv[2]).read_text(encoding="utf-8"))
        _write(path, nb)
        print(f"{path.name}: {len(changed)} cells' Chinese written")
    else:
        print("built:", " ".join(build()) or "none")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
