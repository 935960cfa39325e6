"""The hand lab (:class:`HandLab`): build a mahjong hand by clicking tiles, see everything
about it.

- ``handlab``: the widget, its intents and its view.
- ``view_faces``: the tile faces it sends once (the panels then name tiles by id).
"""

from .handlab import HandLab

__all__ = ["HandLab"]
