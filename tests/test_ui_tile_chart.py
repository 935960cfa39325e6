"""The tile chart (lesson 00's table of the tiles): every tile's face beside its notation,
Chinese and English name, drawn by the shared tiles.js from what Python sends."""

from __future__ import annotations

import doctest

import pytest

import widgets.ui as ui
from widgets.engine.tiles import tile_name, tile_zh
from widgets.ui.shared import display as d
from widgets.ui.tile_chart import chart

IDS = ([f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]
       + [f"{n}f" for n in range(1, 9)])


def test_doctests():
    result = doctest.testmod(chart)
    assert result.failed == 0 and result.attempted > 0


def test_every_tile_once_by_suit_then_the_flowers():
    view = ui.TileChart(lang="en").view
    assert [r["key"] for r in view["rows"]] == ["m", "p", "s", "winds", "dragons", "flowers"]
    tiles = [t for r in view["rows"] for t in r["tiles"]]
    assert [t["id"] for t in tiles] == IDS and len(tiles) == 42
    for i, t in enumerate(tiles):
        tile = i  # the rows list the tiles in the engine's order, 0-41
        assert (t["id"], t["zh"]) == (tile_name(tile), tile_zh(tile))
        assert t["pic"] and t["label"] == t["name_en"]  # English: the spoken name
    by_id = {t["id"]: t for t in tiles}
    assert [by_id[x]["name_en"] for x in ("5p", "1s", "9m", "5z", "7z", "5f")] == \
        ["5 of dots", "1 of bamboo", "9 of characters", "Red dragon", "White dragon",
         "Plum flower"]
    assert (by_id["1s"]["pic"], by_id["3p"]["n"], by_id["7m"]["glyph"]) == ("bird", 3, "萬")


def test_chinese_headings_and_labels_english_names_kept():
    chart_ = ui.TileChart(lang="zh")
    rows = chart_.view["rows"]
    assert rows[1]["title"].startswith("筒子") and chart_.view["labels"]["lang"] == "English"
    five = rows[1]["tiles"][4]
    assert (five["label"], five["name_en"]) == ("五筒", "5 of dots")
    chart_.handle({"kind": "lang", "value": "en"})
    assert chart_.view["rows"][1]["title"].startswith("Dots")
    assert chart_.view["rows"][1]["tiles"][4]["label"] == "5 of dots"


def test_it_follows_the_display_settings_and_refuses_in_words():
    chart_ = ui.TileChart(lang="zh")
    assert (chart_.view["size"], chart_.px_display["faces"]) == ("normal", "pictures")
    chart_.handle({"kind": "faces", "value": "characters"})
    chart_.handle({"kind": "size", "value": "large"})
    assert d.SETTINGS.values == {"faces": "characters", "size": "large"}
    assert (chart_.view["size"], chart_.px_display["faces"]) == ("large", "characters")
    chart_.handle({"kind": "lang", "value": "fr"})
    assert chart_.message["level"] == "warning" and "'fr'" in chart_.message["text"]
    chart_.handle({"kind": "add", "tile": "5m"})  # it only shows: nothing to add
    assert "未知的操作" in chart_.message["text"]
    with pytest.raises(ValueError, match="lang is zh or en, not 'de'"):
        ui.TileChart(lang="de")
    with pytest.raises(ValueError, match="size is one of normal, large"):
        ui.TileChart(size="big")
