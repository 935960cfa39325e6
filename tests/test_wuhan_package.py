"""武汉 is one package with one public face (issue 34): its old module paths are the modules
at the new ones, and its modules import their siblings, never the package's ``__init__``."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import widgets.mahjong.wuhan as wuhan

FOLDER = Path(wuhan.__file__).parent


@pytest.mark.parametrize("old", ["fans", "readings", "settlement", "totals"])
def test_an_old_wuhan_path_is_the_module_at_its_new_one(old):
    assert importlib.import_module(f"widgets.mahjong.wuhan_{old}") is \
        importlib.import_module(f"widgets.mahjong.wuhan.{old}")


def test_the_public_face_holds_every_name_it_lists():
    assert wuhan.__all__ and all(hasattr(wuhan, name) for name in wuhan.__all__)
    from widgets.engine.rules import REGISTRY
    assert REGISTRY["wuhan"] is wuhan.Wuhan  # importing the package registers the variant


def test_no_module_of_the_package_imports_the_package():
    found = []
    for path in sorted(FOLDER.glob("*.py")):
        if path.name == "__init__.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (
                    (node.level == 1 and not node.module)
                    or (node.level == 2 and node.module == "wuhan")
                    or node.module == "widgets.mahjong.wuhan"):
                found.append(f"{path.name}:{node.lineno}")
    assert not found, found
