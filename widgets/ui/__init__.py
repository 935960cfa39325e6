"""The widgets: :class:`HandLab` (build a mahjong hand, see everything about it),
:class:`CardTable` (the same for the card and comparison games) and :class:`Exercise` (a
question the engine answers); :class:`OddsLab` (what a bet is worth: exact odds and a
simulation); :class:`HandTable` (a whole hand played step by step) and :class:`Drill` (a set of
questions);
:class:`DoudizhuTable` (a whole 斗地主 hand at a table), :class:`SanzhangTable` (欢乐三张) and
:class:`TuitongziTable` (二八杠), all on :class:`~.card_table.CardHandTable`, and
:class:`PaohuziTable` (a whole 跑胡子 hand at a table). The only layer that imports
anywidget; it holds no rules: every answer comes
from :mod:`widgets.mahjong`, :mod:`widgets.cards` and :mod:`widgets.practice`.

The top layer (widgets/__init__.py): one module per widget, named for it, holding its class and
its intents, and beside it what it draws — ``cards_view`` and ``cards_panels`` (the card table's
model and its games' panels), ``odds_model`` and ``odds_panels``, ``table_view``, ``view`` and
``view_edits`` (the hand lab's pure view functions, its edits and text); ``intents`` (what
every widget does with an intent, refusals in the widget's language) and ``labels`` (the
strings, zh and en). The JS and CSS they load are in static/."""

from .cards import CardTable
from .doudizhu_table import DoudizhuTable
from .drill import Drill
from .exercise import Exercise
from .handlab import HandLab
from .odds import OddsLab
from .paohuzi_table import PaohuziTable
from .sanzhang_table import SanzhangTable
from .table import HandTable
from .tuitongzi_table import TuitongziTable

__all__ = ["CardTable", "DoudizhuTable", "Drill", "Exercise", "HandLab", "HandTable", "OddsLab",
           "PaohuziTable", "SanzhangTable", "TuitongziTable"]
