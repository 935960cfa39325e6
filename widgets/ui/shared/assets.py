"""Where the widgets' ES modules and CSS are: ``widgets/ui/static/`` (shipped as package
data, read at import time; no build step), and how a widget's ``_esm`` is put together.

>>> (STATIC / "tiles.js").is_file()
True
"""

from __future__ import annotations

from pathlib import Path

# static/ stays beside the sub-packages, at widgets/ui/static (the package data pyproject ships)
STATIC = Path(__file__).resolve().parents[1] / "static"


def static_esm(name: str) -> str:
    """A widget's ES module with the shared tile drawing (static/tiles.js) in front of it.

    anywidget loads ``_esm`` from a blob: URL, where relative imports cannot resolve, so the
    shared module is joined in here, once, at import time (tiles.js has no exports).
    """
    return (STATIC / "tiles.js").read_text(encoding="utf-8") + "\n" + \
        (STATIC / name).read_text(encoding="utf-8")



def cards_esm(name: str, after: str = "") -> str:
    """A card widget's ES module: tiles.js, then cards.js's card drawing (cardSvg, phCardSvg,
    pieceButton …; its own render and export left out) where ``// @cards.js`` stands in
    ``name``, so the card table, the card tables and the hand types book draw the same faces;
    ``after``: more shared code put in right after it (the card tables' card_table.js).
    """
    cards = (STATIC / "cards.js").read_text(encoding="utf-8")
    cards = cards.replace("export default { render };", "")
    cards = cards.replace("function render(", "function cardsRender(")
    return static_esm(name).replace("// @cards.js", cards + "\n" + after, 1)
