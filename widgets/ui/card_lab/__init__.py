"""The card lab (:class:`CardTable`): click cards or tiles of the card and comparison games
(斗地主, 欢乐三张, 二八杠, 跑胡子) into slots and see the engine's answers.

- ``cards``: the widget, its intents and its view.
- ``cards_view``: its model — each game's slots, the state undo restores
  (:class:`~.cards_view.CardLabState`), its strings, palettes and panel pieces.
- ``cards_panels``: each game's panels (readings, comparison, duels, 跑胡子's grouping and score).
- ``cards_chi``: 跑胡子's 吃 of the card shown, the learner choosing the way.
- ``cards_code``: its position code.
"""

from .cards import CardTable

__all__ = ["CardTable"]
