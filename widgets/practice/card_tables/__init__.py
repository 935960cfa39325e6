"""Played card hands: 斗地主, 跑胡子, 欢乐三张 and 推筒子 step by step, with automatic seats.

- :mod:`.card_hand`: what every card table shares (:class:`~.card_hand.CardHand`: a seed and
  its events, replayed through the engine; the events' JSON codec; ``ReplayError``; the
  played games by their rules' id, :data:`~.card_hand.CARD_GAMES`, each class entering
  itself with ``plays=``).
  A choice and a decision are :mod:`widgets.practice.choices`' ``Action`` and ``Decision``,
  the mahjong tables' too (each game module names them as well).
- 斗地主: :mod:`.doudizhu_play` (the game), :mod:`.doudizhu_events` (its events and JSON),
  :mod:`.doudizhu_seats` (the automatic seats), :mod:`.doudizhu_plan` (how a hand splits into
  plays), :mod:`.doudizhu_wording` (the words), :mod:`.doudizhu_review` (what each of the
  learner's decisions cost, on :mod:`.card_review`, every table's review); the levels:
  :mod:`.doudizhu_beginner`, the club seat (:mod:`.doudizhu_seats`), :mod:`.doudizhu_strong` (with
  :mod:`.doudizhu_search`, the endgame searched).
- 跑胡子: :mod:`.paohuzi_play`, :mod:`.paohuzi_events`, :mod:`.paohuzi_deal` (the deck and a
  prepared deal), :mod:`.paohuzi_seats` (the club seats), :mod:`.paohuzi_levels` (the
  beginner and strong seats), :mod:`.paohuzi_review` (what each of the learner's discards
  cost in points).
- 欢乐三张: :mod:`.sanzhang_play`, :mod:`.sanzhang_seats` (the club seats),
  :mod:`.sanzhang_levels` (the beginner and strong seats), :mod:`.sanzhang_review` (what each
  of the learner's bets cost in chips).
- 推筒子: :mod:`.tuitongzi_play` (the club bettor too), :mod:`.tuitongzi_levels` (the
  beginner and strong bettors).
"""

from . import (
    card_hand,
    card_review,
    doudizhu_beginner,
    doudizhu_events,
    doudizhu_plan,
    doudizhu_play,
    doudizhu_review,
    doudizhu_search,
    doudizhu_seats,
    doudizhu_strong,
    doudizhu_wording,
    paohuzi_deal,
    paohuzi_events,
    paohuzi_levels,
    paohuzi_play,
    paohuzi_review,
    paohuzi_seats,
    sanzhang_levels,
    sanzhang_play,
    sanzhang_review,
    sanzhang_seats,
    tuitongzi_levels,
    tuitongzi_play,
    tuitongzi_review,
)
from .card_hand import CARD_GAMES, card_game_class
from .doudizhu_play import DoudizhuGame
from .paohuzi_play import PaohuziGame
from .sanzhang_play import SanzhangGame
from .tuitongzi_play import TuitongziGame

__all__ = [
    "CARD_GAMES", "DoudizhuGame", "PaohuziGame", "SanzhangGame", "TuitongziGame", "card_hand",
    "card_review", "doudizhu_beginner", "doudizhu_events", "doudizhu_plan", "doudizhu_play",
    "doudizhu_review", "doudizhu_search", "doudizhu_seats", "doudizhu_strong",
    "doudizhu_wording", "paohuzi_deal", "paohuzi_events", "paohuzi_levels", "paohuzi_play",
    "paohuzi_review", "paohuzi_seats", "sanzhang_levels",
    "sanzhang_play", "sanzhang_review", "sanzhang_seats", "tuitongzi_levels", "tuitongzi_play",
    "tuitongzi_review",
    "card_game_class",
]
