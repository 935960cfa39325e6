"""Old module paths, from before the code was laid out in layers (``widgets.sichuan`` is now
``widgets.mahjong.sichuan``, ``widgets.play`` is ``widgets.practice.play``, …). Notebooks,
scripts and issue reports that name an old path keep working: importing it gives the very
module at the new path (same object, so patching either patches both). New code uses the new
paths; this table can go once nothing names the old ones.

>>> import widgets.play, widgets.practice.play
>>> widgets.play is widgets.practice.play
True
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys
from types import ModuleType

MOVED = {f"widgets.{old}": f"widgets.{layer}.{old}" for layer, olds in (
    ("mahjong", ("sichuan", "xueliu", "wuhan", "yongzhou", "yongzhou_fans", "shuangren",
                 "shuangren_fans")),
    ("practice", ("play", "drills", "odds")),
) for old in olds}

# ui sub-packages (issue 34): ``widgets.ui.handlab`` is ``widgets.ui.hand_lab.handlab``, …
MOVED |= {f"widgets.ui.{old}": f"widgets.ui.{package}.{old}" for package, olds in (
    ("shared", ("labels", "labels_card_tables", "intents", "plain_text", "position",
                "record_bridge", "lesson_display", "view", "view_claims", "view_edits")),
    ("hand_lab", ("handlab", "view_faces")),
    ("card_lab", ("cards", "cards_chi", "cards_code", "cards_panels", "cards_view")),
    ("tables", ("table", "table_code", "table_review", "table_round", "table_scenario",
                "table_view", "table_wild", "table_winds", "card_table", "doudizhu_table",
                "sanzhang_table", "tuitongzi_table", "paohuzi_table", "paohuzi_words")),
    ("drills", ("drill", "drill_record", "exercise", "exercise_cards", "exercise_code",
                "exercise_kinds", "exercise_record")),
    ("odds_lab", ("odds", "odds_model", "odds_panels")),
) for old in olds}


class _OldPath(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds an old path and loads it as the module at its new one."""

    def find_spec(self, fullname, path=None, target=None):  # noqa: ANN001 (importlib's API)
        if fullname in MOVED:
            return importlib.util.spec_from_loader(fullname, self)
        return None

    def create_module(self, spec) -> ModuleType:  # noqa: ANN001
        return importlib.import_module(MOVED[spec.name])

    def exec_module(self, module: ModuleType) -> None:
        pass  # already executed under its new name


if not any(isinstance(f, _OldPath) for f in sys.meta_path):
    sys.meta_path.append(_OldPath())
