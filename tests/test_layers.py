"""The package's layers (widgets/__init__.py): imports run one way, downward only —
engine ← mahjong, cards ← practice ← ui — and only the widgets import Jupyter. Every import
of a ``widgets`` module, relative or absolute, at any depth of a function, is checked."""

import ast
import importlib
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "widgets"

# layer of each top-level part of the package; a module may import its own part and any
# part of a lower layer. ``widgets`` itself (rules(), variants(): the registries) sits above
# the rules and below what is built on them.
LAYER = {"engine": 0, "mahjong": 1, "cards": 1, "": 2, "practice": 3, "ui": 4}
JUPYTER = {"ipywidgets", "anywidget", "traitlets", "IPython", "ipykernel", "comm"}
# not layers: the old-path table, the kernel's TCP_NODELAY hook and the lessons' working copy
# and save hook for `make lab`
OUTSIDE = {"_lessons", "_moved", "_nodelay"}


def _part(module: str) -> str:
    """'widgets.mahjong.sichuan' → 'mahjong'; 'widgets' → ''."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] not in OUTSIDE else ""


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts[:-1]) if rel.name == "__init__" else list(rel.parts)
    return ".".join(parts)


def _is_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _imports(path: Path) -> list[str]:
    """Every module ``path`` imports, relative imports made absolute."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            # `from widgets.practice import drills` imports a module; `from widgets import
            # rules`, a name of the package
            found += [f"{base}.{a.name}" if _is_module(f"{base}.{a.name}") else base
                      for a in node.names]
    return found


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if _part(_module_name(p)) or
                  p.parent == PACKAGE and p.stem not in OUTSIDE)


def test_imports_run_downward_only():
    wrong = []
    for path in _modules():
        me = _part(_module_name(path))
        for target in _imports(path):
            if target.split(".")[0] != "widgets" or target.split(".")[1:2] in (["_moved"],):
                continue
            them = _part(target)
            if them in LAYER and them != me and LAYER[them] >= LAYER[me]:
                wrong.append(f"{path.relative_to(ROOT)} imports {target}")
    assert not wrong, "imports that run against the layers:\n" + "\n".join(wrong)


def test_only_the_widgets_import_jupyter():
    found = [f"{p.relative_to(ROOT)} imports {t}" for p in _modules()
             if _part(_module_name(p)) != "ui" for t in _imports(p)
             if t.split(".")[0] in JUPYTER or t.startswith("jupyter")]
    assert not found, "\n".join(found)


def test_the_check_sees_a_wrong_import(tmp_path):
    """The walker resolves relative imports: an engine module importing ..practice is caught."""
    fake = PACKAGE / "engine" / "_layer_probe.py"
    fake.write_text("from ..practice import play\n", encoding="utf-8")
    try:
        with pytest.raises(AssertionError, match="engine/_layer_probe.py imports widgets.practice"):
            test_imports_run_downward_only()
    finally:
        fake.unlink()


@pytest.mark.parametrize("old", ["widgets.sichuan", "widgets.xueliu", "widgets.wuhan",
                                 "widgets.yongzhou", "widgets.yongzhou_fans", "widgets.shuangren",
                                 "widgets.shuangren_fans", "widgets.play", "widgets.drills",
                                 "widgets.odds"])
def test_an_old_module_path_is_the_module_at_its_new_one(old):
    from widgets._moved import MOVED

    assert importlib.import_module(old) is importlib.import_module(MOVED[old]) \
        is sys.modules[old]
