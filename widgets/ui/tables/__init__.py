"""Whole hands played at a table, step by step, forward and back.

The mahjong hand table (:class:`HandTable`):

- ``table``: the widget, its intents and its view; ``table_view``: its view pieces (seats, the
  wall, the decision a learner faces, payments, the log) and strings.
- ``table_code``: its position code; ``table_round``: a round's next hand;
  ``table_scenario``: a teacher's prepared deal; ``table_review``: "Review my hand";
  ``table_wild``: 武汉's indicator; ``table_winds``: 永州's winds.
- ``my_mistakes``: :class:`MyMistakes`, the mistakes "Review my hand" found, back when due.

The card-game tables, all on :class:`~.card_table.CardHandTable` (``card_table``):
:class:`DoudizhuTable` (``doudizhu_table``), :class:`SanzhangTable` (``sanzhang_table``),
:class:`TuitongziTable` (``tuitongzi_table``) and :class:`PaohuziTable` (``paohuzi_table``,
with ``paohuzi_words``: a played 跑胡子 hand in words).
"""

from .doudizhu_table import DoudizhuTable
from .my_mistakes import MyMistakes
from .paohuzi_table import PaohuziTable
from .sanzhang_table import SanzhangTable
from .table import HandTable
from .tuitongzi_table import TuitongziTable

__all__ = ["DoudizhuTable", "HandTable", "MyMistakes", "PaohuziTable", "SanzhangTable",
           "TuitongziTable"]
