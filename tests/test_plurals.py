"""English counts read "1 tile", never "1 tiles" (issue 19, small things: "1 tiles left"): every
English template that puts ``{n}`` before a plural noun has a ``<key>_1`` sibling, and ``say``
picks it for a count of one."""

from __future__ import annotations

import re

import pytest

from widgets.practice.table import wording
from widgets.ui.card_lab import cards_chi, cards_view
from widgets.ui.odds_lab import odds_model
from widgets.ui.shared import labels
from widgets.ui.tables import table_view, table_wild

TABLES = {"labels": labels.LABELS, "cards": cards_view.CARD_LABELS,
          "chi": cards_chi.CHI_LABELS, "odds": odds_model.ODDS_LABELS,
          "table": table_view.TABLE_LABELS, "wild": table_wild.WILD_LABELS,
          "events": wording.EVENT_TEXT}
# "{n}" then up to two words, the last one plural (tiles, cards, events, stacks …)
PLURAL = re.compile(r"\{n\} (?:\w+ )?(?!is\b)\w+s\b|\(s\)")
# counts that are never one where they are shown: a "show all" link needs more than a row, a
# text refused as too long or a hand with too many cards is long, a choice of 吃 has two ways
# or more, a seat is dealt 13 or 14 tiles, a hand that cannot draw holds 2, 3, 5 … tiles (1 can)
NEVER_ONE = {("labels", "waits_all"), ("labels", "too_long"), ("chi", "chi_ways"),
             ("chi", "choose"), ("cards", "too_many"), ("table", "help_all"),
             ("events", "deal"), ("labels", "draw_need")}


def plural_keys():
    return [(name, key) for name, table in TABLES.items() for key, (_zh, en) in table.items()
            if PLURAL.search(en) and (name, key) not in NEVER_ONE]


def test_the_scan_finds_the_counts():
    keys = plural_keys()
    assert ("table", "wall_left") in keys and ("cards", "cards_n") in keys, keys


@pytest.mark.parametrize(("table", "key"), plural_keys())
def test_a_count_of_one_has_its_singular(table, key):
    one = TABLES[table].get(f"{key}_1")
    assert one is not None, f"{table}: {key!r} has no {key}_1 for a count of one"
    assert not PLURAL.search(one[1]) and "1" in one[1], one


@pytest.mark.parametrize(("say", "key", "one", "many"), [
    (table_view.say, "wall_left", "1 tile left in the wall", "2 tiles left in the wall"),
    (cards_view.say, "cards_n", "1 card", "2 cards"),
    (cards_view.say, "pending", "1 more card to make the 句", "2 more cards to make the 句"),
    (labels.say, "fx_improving", "1 improving tile", "2 improving tiles"),
])
def test_say_picks_the_singular_for_one(say, key, one, many):
    assert say(key, "en", n=1) == one
    assert say(key, "en", n=2) == many
    assert say(key, "zh", n=1) == say(key, "zh", n=2).replace("2", "1")
