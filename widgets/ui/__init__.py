"""The widgets: :class:`HandLab` (build a mahjong hand, see everything about it),
:class:`CardTable` (the same for the card and comparison games) and :class:`Exercise` (a
question the engine answers); :class:`OddsLab` (what a bet is worth: exact odds and a
simulation); :class:`Drill` and :class:`HandTable` (graded practice; a whole hand at the table).

The top layer: the only one that imports anywidget. It holds no rules — every answer comes from
:mod:`widgets.mahjong`, :mod:`widgets.cards` and :mod:`widgets.practice` — and its JS
(``static/``) draws what Python sends."""

from .cards import CardTable
from .drill import Drill
from .exercise import Exercise
from .handlab import HandLab
from .odds import OddsLab
from .table import HandTable

__all__ = ["CardTable", "Drill", "Exercise", "HandLab", "HandTable", "OddsLab"]
