"""The teacher's class board (:class:`Class`, issue 40): the class server's (``make class``)
open question, its answers counted live as bars, reveal, next, export, in a notebook.

- ``board``: the widget and its view.
"""

from .board import Class

__all__ = ["Class"]
