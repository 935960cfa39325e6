"""A playing card is named in the learner's language (card_view in
widgets/ui/shared/card_faces.py): in en '10 of hearts', 'small joker' and a joker face of B/R
over J; in zh as before ('红桃10', '小王'); the 斗地主 table and the card table pass their
language on."""

from __future__ import annotations

import json
import re

from widgets.ui.card_lab.cards import CardTable
from widgets.ui.card_lab.cards_view import card_view
from widgets.ui.tables.doudizhu_table import DoudizhuTable

HAN = re.compile(r"[\u4e00-\u9fff]")


def test_card_names_in_english_and_in_chinese():
    assert card_view("Th", "en")["label"] == "10 of hearts Th"
    b, r = card_view("B", "en"), card_view("R", "en")
    assert (b["label"], b["rank"]) == ("small joker B", "小王")
    assert (r["label"], r["rank"]) == ("big joker R", "大王")
    assert card_view("Th")["label"] == "红桃10 Th" and card_view("R")["rank"] == "大王"
    assert card_view("B") == card_view("B", "zh")  # the old call keeps its meaning


def _cards(view) -> list[dict]:
    found = []

    def walk(x):
        if isinstance(x, dict):
            if x.get("kind") == "card":
                found.append(x)
            for y in x.values():
                walk(y)
        elif isinstance(x, list):
            for y in x:
                walk(y)
    walk(view)
    return found


def test_the_doudizhu_table_labels_its_cards_in_english_in_en():
    t = DoudizhuTable(seed=3, human=0, lang="en")
    while t.view["decision"] and t.view["decision"]["stage"] != "play":
        t.handle({"kind": "choose", "value": "no" if t.view["decision"]["stage"] != "bid"
                  else "call"})
    cards = _cards(t.view)
    assert len(cards) >= 17
    # a joker's face is its name, 小王 / 大王, in both languages (issue 33 item 5)
    assert not [c for c in cards if HAN.search(c["label"] + c["rank"]) and not c["joker"]]
    t.handle({"kind": "lang", "value": "zh"})
    assert all(HAN.search(c["label"]) for c in _cards(t.view))  # 黑桃3 …


def test_the_card_tables_palette_and_slots_follow_the_language():
    t = CardTable("doudizhu", hand="BR2", lang="en")
    cards = _cards(t.view)
    assert not HAN.search(json.dumps([c for c in cards if not c["joker"]], ensure_ascii=False))
    assert sorted(c["rank"] for c in cards if c["joker"]) == ["大王", "大王", "小王", "小王"]
    t.handle({"kind": "lang", "value": "zh"})
    assert "小王" in json.dumps(_cards(t.view), ensure_ascii=False)
