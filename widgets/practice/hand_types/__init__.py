"""The hand types book (issue 39): the card games' counterpart of the fan book. Every hand type
of a card game with its names, its rank and what it beats, the smallest example the engine's
search finds (the cards that make the type marked) and the nearest hand of another type.

- ``games``: each game's search (candidate hands in order, one-card changes) and its names.
- ``paohuzi_wins``: 跑胡子's 胡 types, whole winning hands typed by the 番 the engine gives
  them (the search's finds shipped as ``paohuzi_wins.json`` by ``build_wins``).
- ``dafengshou``: 大丰收's lamps, from the engine's seeded spins (our model, not the seed's).
- ``book``: the book's entries, found on first use (well under a second each).
"""
