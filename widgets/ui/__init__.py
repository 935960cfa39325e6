"""The widgets: :class:`HandLab` (build a hand, see everything about it) and
:class:`Exercise` (a question the engine answers). Imports anywidget; the engine does not."""

from .exercise import Exercise
from .handlab import HandLab

__all__ = ["Exercise", "HandLab"]
