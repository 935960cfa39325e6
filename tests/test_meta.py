"""Checks of the project's own promises: the engine stays Jupyter-free, every ruling id in the
code has a test, and lessons are committed clean."""

import ast
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "widgets" / "engine"
RULES = ROOT.parent / "shared" / "rules"

JUPYTER = {"ipywidgets", "anywidget", "traitlets", "IPython", "ipykernel", "nbformat", "comm"}
RULING_ID = re.compile(r"\b(?:R-[A-Z]{1,2}\d+|P-[A-Z]{1,2}\d+)\b")
RULING_MARKER = re.compile(r"ruling\(\s*[\"']([^\"']+)[\"']")


def _py_files(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.py")) if folder.is_dir() else []


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _engine_imports() -> list[tuple[str, str]]:
    """(file, imported module) for every absolute import under widgets/engine."""
    found = []
    for path in _py_files(ENGINE):
        where = str(path.relative_to(ROOT))
        for node in ast.walk(ast.parse(_read(path), filename=where)):
            if isinstance(node, ast.Import):
                found += [(where, alias.name) for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.append((where, node.module))
    return found


def test_engine_imports_no_jupyter_and_only_stdlib():
    if not ENGINE.is_dir():
        pytest.skip("widgets/engine/ does not exist yet")
    imports = _engine_imports()
    jupyter = [(f, m) for f, m in imports if m.split(".")[0] in JUPYTER or m.startswith("jupyter")]
    assert not jupyter, f"the engine imports Jupyter packages: {jupyter}"
    foreign = [
        (f, m)
        for f, m in imports
        if m.split(".")[0] not in sys.stdlib_module_names
        and m != "widgets.engine"
        and not m.startswith("widgets.engine.")
    ]
    assert not foreign, f"the engine must use the standard library only: {foreign}"


def _ids_in_code() -> set[str]:
    return {i for p in _py_files(ROOT / "widgets") for i in RULING_ID.findall(_read(p))}


def _ids_in_tests() -> set[str]:
    return {i for p in _py_files(ROOT / "tests") for i in RULING_MARKER.findall(_read(p))}


def test_every_ruling_in_code_has_a_test():
    missing = sorted(_ids_in_code() - _ids_in_tests())
    print("ruling ids without a test:", missing)
    assert not missing, f"ruling ids in widgets/ that no test marks with ruling(...): {missing}"


def test_every_ruling_marker_names_a_known_id():
    texts = [_read(p) for p in _py_files(ROOT / "widgets")]
    if RULES.is_dir():
        texts += [_read(p) for p in sorted(RULES.glob("*.md"))]
    corpus = "\n".join(texts)
    unknown = sorted(
        i
        for i in _ids_in_tests()
        if not re.search(r"(?<![\w-])" + re.escape(i) + r"(?![\w-])", corpus)
    )
    assert not unknown, f"ruling markers that name no id in widgets/ or the rules: {unknown}"


def test_lessons_have_kernelspec_and_no_outputs():
    notebooks = sorted((ROOT / "lessons").glob("*.ipynb"))
    if not notebooks:
        pytest.skip("no lessons/*.ipynb yet")
    problems = []
    for path in notebooks:
        nb = json.loads(_read(path))
        name = nb.get("metadata", {}).get("kernelspec", {}).get("name")
        if name != "python3":
            problems.append(f"{path.name}: kernelspec name is {name!r}, not 'python3'")
        for n, cell in enumerate(nb.get("cells", [])):
            if cell.get("cell_type") != "code":
                continue
            if cell.get("outputs") or cell.get("execution_count") is not None:
                problems.append(f"{path.name}: cell {n} has saved outputs or an execution count")
    assert not problems, "\n".join(problems)
