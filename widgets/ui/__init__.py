"""The widgets: :class:`HandLab` (build a mahjong hand, see everything about it),
:class:`CardTable` (the same for the card and comparison games) and :class:`Exercise` (a
question the engine answers); :class:`OddsLab` (what a bet is worth: exact odds and a
simulation). Imports anywidget; the engines do not."""

from .cards import CardTable
from .drill import Drill
from .exercise import Exercise
from .handlab import HandLab
from .odds import OddsLab
from .table import HandTable

__all__ = ["CardTable", "Drill", "Exercise", "HandLab", "HandTable", "OddsLab"]
