"""What is built on the rules, not rules itself, in six sub-packages by concept:

- :mod:`.table`: played mahjong hands — the Game with its table, decisions, moves, automatic
  seats and words; replays, rounds, scenarios; the variants with a Game of their own (武汉,
  永州, 双人); help at the table and the review of a finished hand.
- :mod:`.card_tables`: played card hands — 斗地主, 跑胡子, 欢乐三张, 推筒子 on one base
  (:mod:`.card_tables.card_hand`).
- :mod:`.drills`: graded drills from a seeded generator, and their hints.
- :mod:`.odds`: the odds and expected value of the games of chance, and what a ready
  mahjong hand's waits are worth (``expected_score``).
- :mod:`.record`: the learner's record of answers, its merge and the review deck.
- :mod:`.compare`: one hand under several rule sets side by side, each difference named by
  the rule that makes it (found by changing that rule and scoring again).

Beside them, :mod:`.choices` holds the one ``Action`` and one ``Decision`` every played table
offers (mahjong and cards alike). Imports between them run one way: :mod:`.table` and
:mod:`.card_tables` use :mod:`.choices`; :mod:`.table` and :mod:`.drills` use :mod:`.odds`
(``expected_score``); nothing else crosses. Every sub-package's ``__init__`` is its public face
and says what each module holds. Uses :mod:`widgets.mahjong` and :mod:`widgets.cards`;
imports nothing from Jupyter (the widgets in :mod:`widgets.ui` show it)."""
