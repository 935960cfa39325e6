"""The learner's record: every drill and exercise answer, kept in a file in their own folder.

- :mod:`.store`: the file itself (:class:`Record`, :class:`Answer`, :class:`RecordError`):
  reading, appending under a lock, resetting with a backup.
- :mod:`.merge`: merging a copy of the record from another machine (:func:`merge`).
- :mod:`.review`: the review deck (FSRS): which questions are due again (:func:`due`).
- :mod:`.mistakes`: the played hands' mistakes in that deck (the review in points finds them).

The names below are the package's public face (``from widgets.practice import record``).
"""

from .merge import Merged, merge
from .review import due, next_card, upcoming
from .store import (
    DEFAULT_PATH,
    FIELDS,
    HEADER,
    MOST,
    SITE_DRIVE,
    Answer,
    Record,
    RecordError,
    answer_ok,
    card_ok,
    event_ok,
    header_of,
    lasting,
    locked,
    now_text,
    ours,
    parse,
    question_key,
)

__all__ = [
    "DEFAULT_PATH", "FIELDS", "HEADER", "MOST", "SITE_DRIVE", "Answer", "Merged", "Record",
    "RecordError", "answer_ok", "card_ok", "due", "event_ok", "header_of", "lasting", "locked",
    "merge", "next_card", "now_text", "ours", "parse", "question_key", "upcoming",
]
