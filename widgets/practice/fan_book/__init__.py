"""The fan book (issue 39): every fan of a mahjong variant with an example hand the engine
found and checked, its near miss, and the variant's rule options on an example.

- ``search``: the search over hands for each fan's example and near miss.
- ``build``: runs the search and writes the shipped data (``data/<variant>.json``).
- ``book``: the book's entries, read from that data, for the widget.
"""
