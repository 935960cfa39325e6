"""The hand lab's tile faces, sent once: every tile the lab can show, keyed by its id, with
what the JS draws it from (label, glyphs, colour, the 赖子 mark). The lab's panels then name
tiles by id alone, so a click does not send a tile's label and glyphs again and again
(issue 26: a 14-tile hand's discard advice names about a hundred tiles).

>>> from widgets import rules
>>> from widgets.engine.situation import Situation
>>> faces = faces_view(rules("wuhan"), Situation(indicator=12), "en")
>>> faces["5p"]["label"], faces["5p"]["mark"], "wild" in faces["4p"]
('5 of dots (wildcard 赖子)', '赖', False)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation
from widgets.engine.tiles import tile_name

from ..shared.view import mark_wild, palette_tiles, tile_view


def faces_view(rules: MahjongRules, situation: Situation, lang: str) -> dict[str, Any]:
    """``{id: face}`` for every tile the lab can show (``palette_tiles``: the variant's kinds
    and flowers), each as ``tile_view`` draws it, a wildcard (赖子) of ``situation`` marked
    as ``mark_wild`` marks it.

    The same dict comes back for the same tiles, 赖子 and language (so the synced trait sees
    no change and sends nothing): treat it as read-only."""
    return _faces(tuple(palette_tiles(rules)), frozenset(rules.wild_kinds(situation)), lang)


@lru_cache(maxsize=64)
def _faces(tiles: tuple[int, ...], wild: frozenset[int], lang: str) -> dict[str, Any]:
    return {tile_name(t): mark_wild(tile_view(t, lang), wild, lang) for t in tiles}
