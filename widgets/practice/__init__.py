"""What is built on the rules, not rules itself: whole hands played out step by step with
automatic seats (:mod:`.play`: the Game, with its table in :mod:`.table_state`, its decisions
in :mod:`.decisions`, the moves that apply a choice in :mod:`.moves`, the automatic seats in
:mod:`.seats` and the words in :mod:`.wording`), replays loaded through the same rules
(:mod:`.replay`), graded drills from a seeded generator (:mod:`.drills`: the Session and the
public entries, the records in :mod:`.drill_records`, the dealing in :mod:`.drill_deal`, the
question types in :mod:`.drill_hands`, :mod:`.drill_claims` and :mod:`.drill_suits`), and the
odds and expected value of the games of chance (:mod:`.odds`: the simulation, with the
models' base in :mod:`.odds_base`, the card and tile games in :mod:`.odds_games` and the
mahjong waits in :mod:`.odds_waits`). Uses :mod:`widgets.mahjong` and
:mod:`widgets.cards`; imports nothing from Jupyter (the widgets in :mod:`widgets.ui` show it)."""
