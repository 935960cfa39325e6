"""The hand types book (issue 39): the card games' counterpart of the fan book. Every hand type
of a card game with its names, its rank and what it beats, the smallest example the engine's
search finds (the cards that make the type marked) and the nearest hand of another type.

- ``games``: each game's search (candidate hands in order, one-card changes) and its names.
- ``book``: the book's entries, found on first use (the searches take well under a second).
"""
