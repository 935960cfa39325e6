"""Helpers shared by the browser tests (one copy each; the fixtures are in conftest.py, the
card tables' page object in card_table_page.py, the hand lab's DOM reader in handlab_dom.py)."""

from __future__ import annotations

import json
from typing import Any


def py_value(nb: Any, expr: str) -> Any:
    """A Python value from the notebook's kernel, through JSON:
    ``py_value(nb, "len(w.events)")``."""
    return json.loads(nb.execute(f"import json; print(json.dumps({expr}))"))
