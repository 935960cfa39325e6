"""The odds lab (:class:`OddsLab`): what a bet is worth, exact odds and a seeded simulation.

- ``odds``: the widget, its intents and its view.
- ``odds_model``: the games and default bets, the state undo restores, the strings, number
  formatting and the engine's model of a bet.
- ``odds_panels``: each game's exact panel text and tables.
"""

from .odds import OddsLab

__all__ = ["OddsLab"]
