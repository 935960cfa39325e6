"""Helpers shared by the browser tests (one copy each; the fixtures are in conftest.py, the
card tables' page object in card_table_page.py, the hand lab's DOM reader in handlab_dom.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

# Whether each element lies wholly inside the viewport and is what the page shows at its
# centre (not covered by JupyterLab's status bar, not scrolled out of the notebook):
# ``page.evaluate(SEEN_JS, [handles])`` → [{inside, shown, top, bottom}, …]
SEEN_JS = """(els) => els.map((e) => {
  const r = e.getBoundingClientRect();
  const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return {inside, shown: !!top && e.contains(top), top: Math.round(r.top),
          bottom: Math.round(r.bottom)};
})"""


def py_value(nb: Any, expr: str) -> Any:
    """A Python value from the notebook's kernel, through JSON:
    ``py_value(nb, "len(w.events)")``."""
    return json.loads(nb.execute(f"import json; print(json.dumps({expr}))"))


def save_shot(folder: str | None, root: Any, name: str, block: str = "start") -> None:
    """A screenshot for review, when a test's screenshot variable names a ``folder``: the
    window with ``root`` scrolled to its ``block`` (start or end), as ``name``.png."""
    if not folder:
        return
    Path(folder).mkdir(parents=True, exist_ok=True)
    root.evaluate(f"e => e.scrollIntoView({{block: '{block}'}})")
    root.page.screenshot(path=str(Path(folder) / f"{name.removesuffix('.png')}.png"))
