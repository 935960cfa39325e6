"""The tile chart (:class:`TileChart`): every tile's face beside its notation and its names,
read only (lesson 00's table of the tiles).

- ``chart``: the widget and its view.
"""

from .chart import TileChart

__all__ = ["TileChart"]
