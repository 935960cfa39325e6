"""The shared engine, standard library only: tiles and their notation (:mod:`.tiles`,
:mod:`.notation`), hand shapes and shanten (:mod:`.shape`), situations and the situations
that cannot be (:mod:`.situation`, :mod:`.constraints`), fans (:mod:`.fans`), results and
errors (:mod:`.results`, :mod:`.checks`), the rules every variant shares (:mod:`.rules`, with
its claims, analysis, registry and fan view in :mod:`.claims`, :mod:`.analysis`,
:mod:`.registry`, :mod:`.view`), and the records of a hand: events, their history, the tile
census, the wall and the settlement's ledger (:mod:`.events`, :mod:`.history`,
:mod:`.census`, :mod:`.wall`, :mod:`.ledger`).
"""
