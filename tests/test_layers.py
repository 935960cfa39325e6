"""The package's layers (widgets/__init__.py): imports run one way, downward only —
engine ← mahjong, cards ← practice ← classroom ← ui — only the widgets import Jupyter, and
only the classroom imports a web server. Every import
of a ``widgets`` module, relative or absolute, at any depth of a function, is checked."""

import ast
import functools
import importlib
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "widgets"

# layer of each top-level part of the package; a module may import its own part and any
# part of a lower layer. ``widgets`` itself (rules(), variants(): the registries) sits above
# the rules and below what is built on them.
# The classroom (issue 40: the class server, `make class`) sits between the practice layer and
# the widgets: it imports no widget, and a widget (the teacher's board) reaches the class
# server only through its client, over HTTP (CLASS_FACE), never its server or database.
LAYER = {"engine": 0, "mahjong": 1, "cards": 1, "": 2, "practice": 3, "classroom": 3.5,
         "ui": 4}
# the classroom's clients (standard library HTTP) and its checks: what the widgets may import
CLASS_FACE = {"widgets.classroom.client", "widgets.classroom.limits",
              "widgets.classroom.student"}
JUPYTER = {"ipywidgets", "anywidget", "traitlets", "IPython", "ipykernel", "comm"}
WEB_SERVER = {"tornado", "jupyter_server", "aiohttp", "flask", "fastapi", "http.server",
              "socketserver"}
# not layers: the old-path table, the kernel's TCP_NODELAY hook, the lessons' working copy
# and save hook for `make lab`, and the lessons' rule tables (lessons/covers)
OUTSIDE = {"_lessons", "_lesson_covers", "_lesson_language", "_moved", "_nodelay"}


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


def _imports(path: Path, text: str | None = None) -> list[str]:
    """Every module ``path`` imports (its ``text``, read from it if not given), relative
    imports made absolute."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    source = path.read_text(encoding="utf-8") if text is None else text
    for node in ast.walk(ast.parse(source)):
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


def _against_the_layers(path: Path, text: str | None = None) -> list[str]:
    me = _part(_module_name(path))
    wrong = []
    for target in _imports(path, text):
        if target.split(".")[0] != "widgets" or target.split(".")[1:2] in (["_moved"],):
            continue
        them = _part(target)
        if them in LAYER and them != me and LAYER[them] >= LAYER[me]:
            wrong.append(f"{path.relative_to(ROOT)} imports {target}")
    return wrong


def test_imports_run_downward_only():
    wrong = [w for path in _modules() for w in _against_the_layers(path)]
    assert not wrong, "imports that run against the layers:\n" + "\n".join(wrong)


def test_only_the_widgets_import_jupyter():
    found = [f"{p.relative_to(ROOT)} imports {t}" for p in _modules()
             if _part(_module_name(p)) != "ui" for t in _imports(p)
             if t.split(".")[0] in JUPYTER or t.startswith("jupyter")]
    assert not found, "\n".join(found)


def test_only_the_classroom_imports_a_web_server():
    """The engine, the rules, the practice layer and the widgets serve nothing: the class
    server's web stack (tornado) stays in widgets/classroom, and it imports no Jupyter."""
    found = [f"{p.relative_to(ROOT)} imports {t}" for p in _modules()
             if _part(_module_name(p)) != "classroom" for t in _imports(p)
             if t.split(".")[0] in WEB_SERVER or t in WEB_SERVER]
    assert not found, "\n".join(found)
    assert any(t.startswith("tornado") for p in (PACKAGE / "classroom").glob("*.py")
               for t in _imports(p)), "the classroom's check sees no tornado import at all"


def test_outside_the_classroom_only_its_client_is_imported():
    found = [f"{p.relative_to(ROOT)} imports {t}" for p in _modules()
             if _part(_module_name(p)) != "classroom" for t in _imports(p)
             if t.startswith("widgets.classroom") and t not in CLASS_FACE]
    assert not found, "\n".join(found)


def test_importing_the_lessons_widgets_starts_no_class_server():
    """`import widgets` and the widgets load neither the class server nor tornado: the
    widgets only the class client (standard library HTTP)."""
    import os
    import subprocess

    code = ("import sys, widgets, widgets.practice.table.play, widgets.ui\n"
            "print(sorted(m for m in sys.modules if m.startswith(('tornado', "
            "'widgets.classroom')) and m not in ('widgets.classroom', *CLASS_FACE)))\n")
    code = f"CLASS_FACE = {sorted(CLASS_FACE)!r}\n" + code
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                         check=True, timeout=120)
    assert out.stdout.strip() == "[]", out.stdout


def test_the_check_sees_a_wrong_import():
    """The walker resolves relative imports: an engine module importing ..practice is caught
    (a module that is not written to disk: the package's other tests walk it meanwhile)."""
    fake = PACKAGE / "engine" / "_layer_probe.py"
    assert _against_the_layers(fake, "from ..practice import play\n") == [
        "widgets/engine/_layer_probe.py imports widgets.practice"]


@pytest.mark.parametrize("old", ["widgets.sichuan", "widgets.xueliu", "widgets.wuhan",
                                 "widgets.yongzhou", "widgets.yongzhou_fans", "widgets.shuangren",
                                 "widgets.shuangren_fans", "widgets.play", "widgets.drills",
                                 "widgets.odds"])
def test_an_old_module_path_is_the_module_at_its_new_one(old):
    from widgets._moved import MOVED

    assert importlib.import_module(old) is importlib.import_module(MOVED[old]) \
        is sys.modules[old]


# One level down from the layers (issue 34): files, not parts. Each check lists every offender.
MAX_MODULE_LINES = 600
MAX_FUNCTION_LINES = 80


def _file_graph() -> dict[str, set[str]]:
    """module → the widgets modules it imports (at any depth, TYPE_CHECKING included); an
    import of a package is an import of its ``__init__.py``, ``from pkg import sub`` of ``sub``
    (``_imports`` resolves both), and a name imported from a module is its module."""
    mods = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in mods}
    for name, path in mods.items():
        for target in _imports(path):
            while target and target not in mods:
                target = target.rpartition(".")[0]
            if target and target != name:
                graph[name].add(target)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        top = stack.pop()
                        on_stack.discard(top)
                        group.append(top)
                        if top == node:
                            break
                    if len(group) > 1:
                        groups.append(sorted(group))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(graph[child]))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return sorted(groups)


def test_no_import_cycle_between_files():
    """No two files of widgets/ need each other, however far round: a cycle is removed, not
    hidden in a function or behind TYPE_CHECKING (both are counted)."""
    groups = [", ".join(g) for g in _cycles(_file_graph())]
    assert not groups, "groups of files that import each other:\n" + "\n".join(groups)


def test_the_cycle_check_sees_a_cycle():
    """Two files importing each other, one of them inside a function, make one group;
    ``from . import sub`` is the submodule and ``from . import mahjong`` the package's
    ``__init__``."""
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}) == \
        [["a", "b", "c"]]
    first, second = (PACKAGE / "engine" / f"_cycle_probe_{x}.py" for x in "ab")
    first.write_text("def f():\n    from . import _cycle_probe_b\n", encoding="utf-8")
    second.write_text("from ._cycle_probe_a import f\n", encoding="utf-8")
    try:
        assert ["widgets.engine._cycle_probe_a", "widgets.engine._cycle_probe_b"] in \
            _cycles(_file_graph())
    finally:
        first.unlink()
        second.unlink()
    assert {"widgets.mahjong", "widgets.engine.notation"} <= _file_graph()["widgets"]


def _private_imports(path: Path) -> list[str]:
    """``from widgets.x import _y`` and ``x._y`` on a widgets module bound by an import."""
    me = _module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found, aliases = [], {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            if not base.startswith("widgets"):
                continue
            for a in node.names:
                if _is_module(f"{base}.{a.name}"):
                    aliases[a.asname or a.name] = f"{base}.{a.name}"
                elif a.name.startswith("_") and not a.name.startswith("__") and base != me:
                    found.append(f"{base}.{a.name}")
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("widgets") and a.asname:
                    aliases[a.asname] = a.name
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id in aliases and node.attr.startswith("_") \
                and not node.attr.startswith("__"):
            found.append(f"{aliases[node.value.id]}.{node.attr}")
    return sorted(set(found))


def test_no_module_imports_a_private_name_of_another():
    """A name shared between modules is public (no underscore); a private one stays home."""
    found = [f"{p.relative_to(ROOT)}: {name}" for p in sorted(PACKAGE.rglob("*.py"))
             for name in _private_imports(p)]
    assert not found, "private names imported across modules:\n" + "\n".join(found)


def test_the_private_check_sees_a_private_import():
    fake = PACKAGE / "engine" / "_private_probe.py"
    fake.write_text("from .tiles import _probe\nfrom . import tiles\nx = tiles._other\n",
                    encoding="utf-8")
    try:
        assert _private_imports(fake) == ["widgets.engine.tiles._other",
                                          "widgets.engine.tiles._probe"]
    finally:
        fake.unlink()


def _too_long(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    rel = str(path.relative_to(ROOT))
    found = []
    if (n := len(text.splitlines())) > MAX_MODULE_LINES:
        found.append(f"{rel}: {n} lines")
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            n = node.end_lineno - node.lineno + 1
            where = f"{rel}::{node.name}"
            if n > MAX_FUNCTION_LINES:
                found.append(f"{where} (line {node.lineno}): {n} lines")
    return found


def test_no_module_or_function_is_too_long():
    """Modules up to MAX_MODULE_LINES lines, functions up to MAX_FUNCTION_LINES (house rules)."""
    wrong = [line for p in sorted(PACKAGE.rglob("*.py")) for line in _too_long(p)]
    assert not wrong, (f"over {MAX_MODULE_LINES} lines a module or {MAX_FUNCTION_LINES} a "
                       f"function:\n" + "\n".join(wrong))


# ---- tests and benchmarks reach widgets through public names ---------------------------------

CALLERS = (ROOT / "tests", ROOT / "benchmarks")
# file → private names it may monkeypatch, where no public seam exists, each with its reason
MAY_PATCH = {
    "tests/test_record_bridge.py": {
        # the mirrors of a page's browser record live as long as the kernel: a test starts
        # with none, as a fresh kernel does, and a learner never resets them
        "_MIRRORS"},
    "tests/test_nothing_escapes.py": {
        # a view that cannot be built, planted to show handle() survives it: nothing public
        # breaks a view on purpose
        "_build"},
    "tests/test_one_dispatcher.py": {
        # every widget's view made to fail after a handler changed it, to show the one
        # dispatcher puts it back: nothing public breaks a view on purpose
        "_new_view"},
    "tests/test_drills.py": {
        # the hard claim deal's shortcut, switched off to show it deals what the full report
        # deals: an optimisation with no switch of its own
        "_may_tempt"},
}


IN_TEXT = re.compile(r"\b([A-Za-z_]\w*)\.(_[a-z]\w*)\b")  # ``lab._state`` in a cell's code
# anywidget's documented names for a widget's front-end module and style
ANYWIDGET = {"_esm", "_css"}


def _is_private(name: str) -> bool:
    """``_x`` but not a dunder, a protocol name that ends in ``_`` (``_repr_html_``) or one of
    anywidget's."""
    return name.startswith("_") and not name.endswith("_") and name not in ANYWIDGET


def _own(node: ast.expr) -> bool:
    """``self``, ``cls`` or ``super()``: a class's own (a variant a test defines overrides
    the rules' hooks as a variant module does)."""
    return isinstance(node, ast.Name) and node.id in ("self", "cls") or (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        and node.func.id == "super")


@functools.cache
def _widgets_privates() -> frozenset[str]:
    """Every private name ``widgets`` defines: functions, classes, attributes, constants."""
    names = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                names.add(node.attr)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
    return frozenset(n for n in names if _is_private(n))


def _reached_privates(path: Path) -> list[tuple[str, str]]:
    """(how, name) for each private name of widgets the file reaches: ``x._y`` (not on
    ``self``, ``cls``, ``super()``), ``getattr(x, "_y")`` and the like,
    ``monkeypatch.setattr(x, "_y", …)``, ``x._y`` in code text a browser test runs, and an
    import of a private name or module of widgets (but the tooling modules OUTSIDE)."""
    privates, found = _widgets_privates(), []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr in privates and not _own(node.value):
            found.append(("attribute", node.attr))
        elif isinstance(node, ast.Call) and len(node.args) >= 2 \
                and isinstance(node.args[1], ast.Constant) and node.args[1].value in privates:
            fn = node.func
            how = "monkeypatch" if isinstance(fn, ast.Attribute) and fn.attr == "setattr" \
                and isinstance(fn.value, ast.Name) and fn.value.id == "monkeypatch" else "getattr"
            found.append((how, node.args[1].value))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and path.name != "test_layers.py":  # code a browser test runs in the kernel
            found += [("in code text", m[2]) for m in IN_TEXT.finditer(node.value)
                      if m[2] in privates and m[1] not in ("self", "cls")]
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            base = node.module or "" if isinstance(node, ast.ImportFrom) else ""
            for a in node.names:
                dotted = f"{base}.{a.name}" if base else a.name
                parts = dotted.split(".")
                if parts[0] == "widgets" and parts[1:2] != [] and parts[1] not in OUTSIDE \
                        and any(_is_private(p) for p in parts[1:]):
                    found.append(("import", dotted))
    return found


def test_tests_and_benchmarks_reach_no_private_name_of_widgets():
    """What a test or a benchmark needs of widgets is public (issue 34): a learner's or a
    caller's name, so the tests check what people use; a monkeypatch of a private only where
    MAY_PATCH says why."""
    wrong, patched = [], set()
    for path in sorted(p for folder in CALLERS for p in folder.rglob("*.py")):
        rel = str(path.relative_to(ROOT))
        for how, name in _reached_privates(path):
            if how == "monkeypatch" and name in MAY_PATCH.get(rel, ()):
                patched.add((rel, name))
                continue
            wrong.append(f"{rel}: {how} {name}")
    assert not wrong, "private names of widgets reached from outside:\n" + "\n".join(wrong)
    # the allow-list stays as short as the need: an entry nothing patches any more goes
    assert patched == {(f, n) for f, names in MAY_PATCH.items() for n in names}


def test_the_outside_check_sees_each_way_to_reach_a_private(tmp_path):
    probe = tmp_path / "test_probe.py"
    probe.write_text(
        "from widgets.engine.tiles import _probe\nimport widgets._lessons\n"
        "def test(lab, monkeypatch):\n"
        "    lab._state, lab.view, self._state, x._repr_html_, super()._shanten, x._esm\n"
        "    getattr(lab, '_undo'), getattr(lab, 'view')\n"
        "    monkeypatch.setattr(lab, '_build', None)\n"
        "    nb.execute('print(len(ph._undo), self._state)')\n", encoding="utf-8")
    assert sorted(_reached_privates(probe)) == [
        ("attribute", "_state"), ("getattr", "_undo"),
        ("import", "widgets.engine.tiles._probe"), ("in code text", "_undo"),
        ("monkeypatch", "_build")]


def _type_check_excused() -> set[str]:
    """The modules pyproject.toml's [tool.mypy] overrides excuse (ignore_errors)."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    overrides = config["tool"]["mypy"].get("overrides", [])
    return {m for o in overrides if o.get("ignore_errors")
            for m in ([o["module"]] if isinstance(o["module"], str) else o["module"])}


def test_the_engine_and_the_public_api_are_type_checked():
    """`make test` runs mypy (issue 36): the engine and the modules behind the public API (the
    package's face and each class widgets.ui exports) are never in its ignore list."""
    import widgets.ui

    public = {"widgets", "widgets.ui"} | {getattr(widgets.ui, name).__module__
                                          for name in widgets.ui.__all__}
    engine = {_module_name(p) for p in (PACKAGE / "engine").rglob("*.py")}
    assert "widgets.engine.rules" in engine
    excused = _type_check_excused()
    wrong = sorted(f"{name} (by {pattern!r})" for name in engine | public for pattern in excused
                   if name == pattern or pattern.endswith(".*")
                   and (name + ".").startswith(pattern[:-1]))
    assert not wrong, "excused from type checking:\n" + "\n".join(wrong)


def test_the_package_ships_its_types():
    """py.typed marks the package as typed (PEP 561), and the wheel carries it."""
    import tomllib

    assert (PACKAGE / "py.typed").is_file()
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "py.typed" in config["tool"]["setuptools"]["package-data"]["widgets"]
    assert "$(BIN)/python -m mypy" in (ROOT / "Makefile").read_text(encoding="utf-8")
