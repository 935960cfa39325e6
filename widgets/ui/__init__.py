"""The widgets: :class:`HandLab` (build a mahjong hand, see everything about it),
:class:`CardTable` (the same for the card and comparison games) and :class:`Exercise` (a
question the engine answers); :func:`display` (the learner's display settings for every
widget: tile faces as pictures or characters, Normal or Large size); :class:`OddsLab` (what a
bet is worth: exact odds and a simulation); :class:`HandTable` (a whole hand played step by
step), :class:`MyMistakes` (its mistakes, back when due) and :class:`Drill` (a set of
questions); :class:`TileChart` (every tile's face beside
its notation and names, read only); :class:`FanBook` (every fan of a variant on an example
hand the engine found; for a card game, every hand type on the cards the engine found);
:class:`DoudizhuTable` (a whole 斗地主 hand at a table), :class:`SanzhangTable` (欢乐三张) and
:class:`TuitongziTable` (二八杠), all on :class:`~.tables.card_table.CardHandTable`, and
:class:`PaohuziTable` (a whole 跑胡子 hand at a table). The only layer that imports
anywidget; it holds no rules: every answer comes
from :mod:`widgets.mahjong`, :mod:`widgets.cards` and :mod:`widgets.practice`.

The top layer (widgets/__init__.py), one sub-package per concept, each with its widget module
and beside it what it draws (each package's docstring lists its modules):

- ``hand_lab/``: :class:`HandLab`.
- ``card_lab/``: :class:`CardTable`.
- ``tables/``: :class:`HandTable` and the card-game tables.
- ``drills/``: :class:`Drill` and :class:`Exercise`.
- ``odds_lab/``: :class:`OddsLab`.
- ``tile_chart/``: :class:`TileChart`.
- ``class_board/``: :class:`Class` (the teacher's board of the class ``make class`` serves)
  and :class:`Student` (a student's place in it: the lesson's widgets answer).
- ``language_chooser/``: :class:`LanguageChooser` (lesson 00: the lessons in 中文 or English,
  remembered).
- ``compare/``: :class:`Compare` (one hand under several rule sets, side by side).
- ``settle_lab/``: :class:`SettleLab` (a 血战到底 hand set by how it ended: every payment
  with its rule).
- ``fan_book/``: :class:`FanBook` (each variant's fans, each with an example the engine found;
  a card game's hand types, ``hand_types``).
- ``shared/``: what they all use — intents and refusals, labels (zh and en), position codes,
  the pure view functions of tiles, hands and cards, the static assets' path, the browser's
  record, what a lesson displays. It imports none of the packages above, and they import
  nothing from each other: only from ``shared``.

The JS and CSS they load are in static/ (package data, beside the packages)."""

from .card_lab import CardTable
from .class_board import Class, Student
from .compare import Compare
from .drills import Drill, Exercise
from .fan_book import FanBook
from .hand_lab import HandLab
from .language_chooser import LanguageChooser
from .odds_lab import OddsLab
from .settle_lab import SettleLab
from .shared.display import DisplayError, display
from .tables import (
    DoudizhuTable,
    HandTable,
    MyMistakes,
    PaohuziTable,
    SanzhangTable,
    TuitongziTable,
)
from .tile_chart import TileChart

__all__ = ["CardTable", "Class", "Compare", "DisplayError", "DoudizhuTable", "Drill", "Exercise",
           "FanBook", "HandLab", "HandTable", "LanguageChooser", "MyMistakes", "OddsLab",
           "PaohuziTable", "SanzhangTable", "SettleLab", "Student", "TileChart", "TuitongziTable",
           "display"]
