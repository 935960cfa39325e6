"""The fan book (:class:`FanBook`): every fan of a variant with an example hand the engine
found, its near miss, the rule options, a search by name.

- ``fan_book``: the widget and its intents.
- ``view``: the view dict, from the book (widgets.practice.fan_book).
"""

from .fan_book import FanBook

__all__ = ["FanBook"]
