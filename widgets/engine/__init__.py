"""The shared engine, the lowest layer: standard library only, no Jupyter (tests/test_meta.py).

What every variant is built from: the notation (:mod:`.notation`, :mod:`.tiles`), hand shapes,
shanten and waits (:mod:`.shape`), the fan machinery (:mod:`.fans`), the :class:`MahjongRules`
base (:mod:`.rules`, with its claims and analysis in :mod:`.claims` and :mod:`.analysis`)
and its registry (:mod:`.registry`), situations and the constraints that refuse impossible
ones (:mod:`.situation`, :mod:`.constraints`), checks at the public boundary (:mod:`.checks`),
the events of a hand, what each of their fields takes and what their history shows
(:mod:`.events`, :mod:`.event_checks`, :mod:`.history`, :mod:`.census`), the wall
(:mod:`.wall`) and ledgers of payments (:mod:`.ledger`). The variants live in
:mod:`widgets.mahjong` and :mod:`widgets.cards`.
"""
