"""Played mahjong hands: a whole hand step by step, with automatic seats, replays and help.

- :mod:`.play`: the :class:`~.play.Game` (``Game(variant, seed)``), :func:`~.play.simulate`,
  :func:`~.play.deck_for`; :mod:`.state`: the table a hand is at (``Table``, ``TableState``;
  ``Action`` and ``Decision`` are :mod:`widgets.practice.choices`', every table's);
  :mod:`.decisions`: what a seat may do now; :mod:`.moves`: the events a choice adds;
  :mod:`.seats`: the automatic seats; :mod:`.wording`: the words (zh and en).
- :mod:`.replay`: a saved hand played back through the same rules (``check``,
  ``ReplayError``); :mod:`.round`: hands in a round (who deals next, balances);
  :mod:`.scenario`: a teacher's prepared deal.
- The variants with a Game of their own: :mod:`.wuhan_play` (seats :mod:`.wuhan_seats`),
  :mod:`.yongzhou_play` (seats :mod:`.yongzhou_seats`, their 番 plan :mod:`.yongzhou_plan`),
  :mod:`.shuangren_play` (报听 :mod:`.shuangren_declare`); what they share on a discard:
  :mod:`.claimed`. Each Game and its replay enter themselves in :mod:`.play`'s tables as
  this package imports them (``class WuhanGame(…, plays="wuhan")``): play imports none.
- The levels of the automatic seats (:mod:`widgets.practice.levels`): the club level is
  :mod:`.seats`; :mod:`.levels_beginner` (新手) and :mod:`.levels_strong` (高手, reading
  :mod:`.outlook` and :mod:`.defence`; 武汉's own 赖子杠 in :mod:`.levels_strong_wuhan`).
- Help at the table: :mod:`.advice` (what a seat might do, what a claim brings),
  :mod:`.claim_effects` (should I 碰?), :mod:`.play_on` (何切る from any position),
  :mod:`.hand_review` (a finished hand reviewed decision by decision).
"""

from . import (
    advice,
    claim_effects,
    claimed,
    decisions,
    defence,
    hand_review,
    levels_beginner,
    levels_strong,
    moves,
    outlook,
    play,
    play_on,
    replay,
    round,
    scenario,
    seats,
    shuangren_declare,
    shuangren_play,
    state,
    wording,
    wuhan_play,
    wuhan_seats,
    yongzhou_plan,
    yongzhou_play,
    yongzhou_seats,
)
from .play import PLAYABLE, Game, game_class, simulate
from .replay import ReplayError

__all__ = [
    "PLAYABLE", "Game", "ReplayError", "advice", "claim_effects", "claimed", "decisions",
    "defence", "game_class", "hand_review", "levels_beginner", "levels_strong", "moves",
    "outlook", "play", "play_on", "replay", "round", "scenario",
    "seats", "shuangren_declare", "shuangren_play", "simulate", "state", "wording",
    "wuhan_play", "wuhan_seats", "yongzhou_plan", "yongzhou_play", "yongzhou_seats",
]
