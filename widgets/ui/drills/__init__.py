"""Questions the engine answers: :class:`Drill` (a graded set, one after another) and
:class:`Exercise` (one question about a hand, or a choice).

- ``drill``: the drill widget, its intents and its view; ``drill_view``: the session's state
  and its view pieces (hint ladder, feedback, tiles and readings, shared with the exercise);
  ``drill_record``: the record panel (accuracy, the mistakes deck, export and reset).
- ``exercise``: the exercise widget; ``exercise_kinds``: its factories (what a question asks and
  how an answer is judged); ``exercise_cards``: the card rows it shows; ``exercise_code``: its
  position code; ``exercise_record``: its answers in the learner's record.
"""

from .drill import Drill
from .exercise import Exercise

__all__ = ["Drill", "Exercise"]
