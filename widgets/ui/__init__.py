"""The widgets: :class:`HandLab` (build a mahjong hand, see everything about it),
:class:`CardTable` (the same for the card and comparison games) and :class:`Exercise` (a
question the engine answers). Imports anywidget; the engines do not."""

from .cards import CardTable
from .drill import Drill
from .drill import Drill
from .exercise import Exercise
from .handlab import HandLab
from .table import HandTable

__all__ = ["CardTable", "Drill", "Exercise", "HandLab"]
