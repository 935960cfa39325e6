"""Old module paths, from before the code was laid out in layers (``widgets.sichuan`` is now
``widgets.mahjong.sichuan``, ``widgets.play`` is ``widgets.practice.table.play``, …). Notebooks,
scripts and issue reports that name an old path keep working: importing it gives the very
module at the new path (same object, so patching either patches both). New code uses the new
paths; this table can go once nothing names the old ones.

>>> import widgets.play, widgets.practice.table.play
>>> widgets.play is widgets.practice.table.play
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

# practice sub-packages (issue 34): the flat modules of widgets.practice, by concept
MOVED |= {
    "widgets.play": "widgets.practice.table.play",
    "widgets.drills": "widgets.practice.drills",
    "widgets.odds": "widgets.practice.odds",
}
MOVED |= {f"widgets.practice.{old}": f"widgets.practice.{new}" for old, new in (
    ("play", "table.play"),
    ("play_on", "table.play_on"),
    ("moves", "table.moves"),
    ("decisions", "table.decisions"),
    ("claim_effects", "table.claim_effects"),
    ("claimed", "table.claimed"),
    ("seats", "table.seats"),
    ("replay", "table.replay"),
    ("round", "table.round"),
    ("scenario", "table.scenario"),
    ("table_state", "table.state"),
    ("table_help", "table.advice"),
    ("wording", "table.wording"),
    ("hand_review", "table.hand_review"),
    ("wuhan_play", "table.wuhan_play"),
    ("wuhan_seats", "table.wuhan_seats"),
    ("yongzhou_plan", "table.yongzhou_plan"),
    ("yongzhou_play", "table.yongzhou_play"),
    ("yongzhou_seats", "table.yongzhou_seats"),
    ("shuangren_declare", "table.shuangren_declare"),
    ("shuangren_play", "table.shuangren_play"),
    ("card_hand", "card_tables.card_hand"),
    ("doudizhu_events", "card_tables.doudizhu_events"),
    ("doudizhu_plan", "card_tables.doudizhu_plan"),
    ("doudizhu_play", "card_tables.doudizhu_play"),
    ("doudizhu_seats", "card_tables.doudizhu_seats"),
    ("doudizhu_wording", "card_tables.doudizhu_wording"),
    ("paohuzi_deal", "card_tables.paohuzi_deal"),
    ("paohuzi_events", "card_tables.paohuzi_events"),
    ("paohuzi_play", "card_tables.paohuzi_play"),
    ("paohuzi_seats", "card_tables.paohuzi_seats"),
    ("sanzhang_play", "card_tables.sanzhang_play"),
    ("sanzhang_seats", "card_tables.sanzhang_seats"),
    ("tuitongzi_play", "card_tables.tuitongzi_play"),
    ("drill_claims", "drills.claims"),
    ("drill_deal", "drills.deal"),
    ("drill_hands", "drills.hands"),
    ("drill_records", "drills.questions"),
    ("drill_suits", "drills.suits"),
    ("drill_why", "drills.why"),
    ("hints", "drills.hints"),
    ("odds_base", "odds.base"),
    ("odds_games", "odds.games"),
    ("odds_waits", "odds.waits"),
    ("record_merge", "record.merge"),
    ("review", "record.review"),
)}


# cards/paohuzi package (issue 34): the 跑胡子 modules that needed each other became one
# package; ``widgets.cards.paohuzi`` itself is its public face (the rules module is ``rules``)
MOVED |= {f"widgets.cards.paohuzi_{old}": f"widgets.cards.paohuzi.{old}" for old in (
    "actions", "claims", "explore", "groups", "notation", "results", "turns")}

# mahjong/wuhan package (issue 34): the 武汉 modules that imported each other, one package
MOVED |= {f"widgets.mahjong.wuhan_{old}": f"widgets.mahjong.wuhan.{old}"
          for old in ("fans", "readings", "settlement", "totals")}


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
