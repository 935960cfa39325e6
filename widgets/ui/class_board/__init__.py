"""The teacher's class board (:class:`Class`, issue 40): the class server's (``make class``)
open question, its answers counted live as bars, reveal, next, export, in a notebook.

- ``board``: the teacher's widget and its view.
- ``seat``: :class:`Student`, a student's place in the class: the lesson's widgets answer.
"""

from .board import Class
from .seat import Student

__all__ = ["Class", "Student"]
