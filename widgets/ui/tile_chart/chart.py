"""The tile chart: the 34 suited and honour tiles by suit, then the 8 flowers, each drawn as
the learner's display setting draws tiles (picture or character faces, shared/display.py)
with its notation, its Chinese name and its English name under it. It holds no state but its
language and size: a lesson shows it where a learner first meets the tiles.

>>> chart = TileChart(lang="en")
>>> [row["key"] for row in chart.view["rows"]]
['m', 'p', 's', 'winds', 'dragons', 'flowers']
>>> five = chart.view["rows"][1]["tiles"][4]
>>> five["id"], five["zh"], five["name_en"], five["pic"], five["n"]
('5p', '五筒', '5 of dots', 'dots', 5)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from widgets.engine.tiles import FLOWERS, tile_spoken_en

from ..shared.assets import STATIC, static_esm
from ..shared.display import ShowsTiles
from ..shared.intents import Undoable
from ..shared.labels import LANGS, say
from ..shared.tile_faces import tile_view

# each row of the chart: its key (the label ``chart_<key>`` names it) and its tiles
ROWS: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("m", tuple(range(0, 9))), ("p", tuple(range(9, 18))), ("s", tuple(range(18, 27))),
    ("winds", (27, 28, 29, 30)), ("dragons", (31, 32, 33)), ("flowers", tuple(FLOWERS)))
WORDS = ("chart_title", "lang", "size")  # the chart's own words besides its rows'


def chart_rows(lang: str) -> list[dict[str, Any]]:
    """The chart's rows in ``lang``: a heading, and each tile's face (:func:`tile_view`,
    labelled in ``lang``) with its English name (``name_en``; ``zh`` and ``id`` are its
    Chinese name and its notation)."""
    return [{"key": key, "title": say(f"chart_{key}", lang),
             "tiles": [tile_view(t, lang) | {"name_en": tile_spoken_en(t)} for t in tiles]}
            for key, tiles in ROWS]


class TileChart(Undoable, ShowsTiles, anywidget.AnyWidget):
    """Every tile, read only: its face, notation, Chinese and English name. ``lang`` 'zh' or
    'en' (the headings and the tiles' spoken names); ``size`` 'normal' or 'large' for this
    chart only (left out: the learner's size setting, :func:`~widgets.ui.display`). Its
    buttons switch the language, the size and the faces (those two for every widget)."""

    _esm = static_esm("tile_chart.js")
    _css = "\n".join((STATIC / name).read_text(encoding="utf-8")
                     for name in ("paixue.css", "tile_chart.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __init__(self, lang: str = "en", size: str | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        if lang not in LANGS:
            raise ValueError(f"lang is zh or en, not {lang!r}")
        self._state = None  # nothing to undo: the chart only shows
        self._ui = {"lang": lang, "size": self._first_size(size)}
        self._undo: list[Any] = []
        self._redo: list[Any] = []
        self.view = self._build(None, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def __repr__(self) -> str:
        return f"TileChart(lang={self._ui['lang']!r})"

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"lang": self._ui_choice, "size": self._ui_choice, "faces": self._faces_}

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    def _build(self, state: Any, ui: dict[str, Any], undo: bool, redo: bool) -> dict[str, Any]:
        lang = ui["lang"]
        return {"widget": "tilechart", "lang": lang, "size": ui["size"],
                "labels": {k: say(k, lang) for k in WORDS}, "rows": chart_rows(lang)}
