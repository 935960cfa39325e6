"""Tile faces (issue 35): every tile has a picture face description and a label in both
languages; the learner's display settings (shared/display.py) switch every widget, refuse a
bad value in words, and survive a restart (saved beside the record)."""

from __future__ import annotations

import doctest
import json
import re

import pytest

import widgets.ui as ui
from widgets.engine.tiles import FLOWERS, N_KINDS, tile_name, tile_zh
from widgets.ui.shared import display as d
from widgets.ui.shared import tile_faces
from widgets.ui.shared.card_faces import tile_card_view
from widgets.ui.shared.view import tile_view

PICS = {"dots", "bamboo", "bird", "numeral", "wind", "red", "green", "white", "spring",
        "summer", "autumn", "winter", "plum", "orchid", "cane", "mum"}
HAN = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(autouse=True)
def _fresh_settings(tmp_path, monkeypatch):
    """Each test saves its settings in its own folder and starts from the defaults."""
    monkeypatch.setenv("PAIXUE_DISPLAY", str(tmp_path / "display.json"))
    monkeypatch.setattr(d, "SETTINGS", d.Settings())
    yield


@pytest.mark.parametrize("module", [d, tile_faces])
def test_doctests(module):
    result = doctest.testmod(module)
    assert result.failed == 0 and result.attempted > 0


def test_every_tile_has_a_face_and_a_label_in_both_languages():
    for t in range(N_KINDS):
        zh, en = tile_view(t, "zh"), tile_view(t, "en")
        assert zh["pic"] in PICS and zh["pic"] == en["pic"], t
        assert isinstance(zh["n"], int) and 1 <= zh["n"] <= 9
        assert zh["label"] == tile_zh(t) and tile_name(t) not in zh["label"]
        assert not HAN.search(en["label"]) and tile_name(t) not in en["label"], en["label"]
    # what a face draws: the count of circles / sticks, the bird, the numeral over 萬
    assert (tile_view(13, "en")["pic"], tile_view(13, "en")["n"]) == ("dots", 5)
    assert tile_view(18, "en")["pic"] == "bird" and tile_view(19, "en")["pic"] == "bamboo"
    five = tile_view(4, "en")
    assert (five["pic"], five["top"], five["glyph"]) == ("numeral", "五", "萬")
    assert [tile_view(t, "en")["pic"] for t in (27, 31, 32, 33)] == ["wind", "red", "green",
                                                                      "white"]
    assert {tile_view(t, "en")["n"] for t in FLOWERS} == {1, 2, 3, 4}  # the corner number


@pytest.mark.parametrize(("tile", "zh", "en"), [
    (13, "五筒", "5 of dots"), (18, "一条", "1 of bamboo"), (8, "九万", "9 of characters"),
    (27, "东", "East wind"), (31, "中", "Red dragon"), (33, "白", "White dragon"),
    (38, "梅", "Plum flower"), (34, "春", "Spring season")])
def test_labels_say_the_tile_in_the_widgets_language(tile, zh, en):
    assert (tile_view(tile, "zh")["label"], tile_view(tile, "en")["label"]) == (zh, en)


def test_the_hand_lab_labels_its_tiles_in_its_language():
    lab = ui.HandLab(hand="123m55p", lang="en")
    assert lab.view["faces"]["5p"]["label"] == "5 of dots"
    lab.handle({"kind": "lang", "value": "zh"})
    assert lab.view["faces"]["5p"]["label"] == "五筒"
    tt = tile_card_view(5, lang="en")
    assert (tt["label"], tt["pic"], tt["n"]) == ("5 of dots", "dots", 5)


def test_display_switches_every_open_widget_and_later_ones():
    lab, table, drill = ui.HandLab(hand="123m"), ui.TuitongziTable(), ui.Drill()
    assert {w.px_display["faces"] for w in (lab, table, drill)} == {"pictures"}  # default
    assert ui.display(faces="characters") == {"faces": "characters", "size": "normal"}
    assert {w.px_display["faces"] for w in (lab, table, drill)} == {"characters"}
    later = ui.Exercise("Pick 5p", lambda a: (True, ""), tiles="5p", answer="tiles",
                        record=False)
    assert later.px_display["faces"] == "characters"
    # the faces button in any widget that draws tiles switches the others
    drill.handle({"kind": "faces", "value": "pictures"})
    assert drill.message["level"] == "" and lab.px_display["faces"] == "pictures"
    others = [ui.HandTable(), ui.CardTable("tuitongzi")]
    for i, widget in enumerate(others + [table, lab]):
        value = ("characters", "pictures")[i % 2]
        widget.handle({"kind": "faces", "value": value})
        assert not widget.message.get("text"), widget.message
        assert {w.px_display["faces"] for w in (lab, table, drill, *others)} == {value}
    assert lab.px_display["labels"]["en"]["faces"] == "Character faces"
    assert lab.px_display["labels"]["zh"]["faces"] == "文字牌面"


def every_widget() -> list:
    """One of each widget (every one has a size; all but the odds lab draw tiles)."""
    return [ui.HandLab(hand="123m"), ui.HandTable(), ui.Drill(), ui.OddsLab(),
            ui.CardTable("tuitongzi"), ui.TuitongziTable(), ui.DoudizhuTable(),
            ui.SanzhangTable(), ui.PaohuziTable(),
            ui.Exercise("Pick 5p", lambda a: (True, ""), tiles="5p", answer="tiles",
                        record=False)]


def test_the_size_is_one_setting_for_every_widget():
    widgets = every_widget()
    assert {w.view["size"] for w in widgets} == {"normal"}  # the default
    assert ui.display(size="large") == {"faces": "pictures", "size": "large"}
    assert {w.view["size"] for w in widgets} == {"large"}
    assert ui.HandLab().view["size"] == "large"  # a widget made later starts with it
    # the hand lab's view goes to the page one key a trait: its size trait follows
    assert widgets[0].v_size == "large"
    # a teacher presses Normal in any widget: every widget is Normal
    for i, widget in enumerate(widgets):
        value = ("normal", "large")[i % 2]
        widget.handle({"kind": "size", "value": value})
        assert not widget.message.get("text"), (widget, widget.message)
        assert {w.view["size"] for w in widgets} == {value}, widget
        assert ui.display()["size"] == value


def test_a_widget_given_its_own_size_keeps_it_until_its_button_is_pressed():
    own, other = ui.HandTable(size="large"), ui.Drill()
    assert (own.view["size"], other.view["size"], ui.display()["size"]) == \
        ("large", "normal", "normal")  # size= sets that widget only, not the setting
    ui.display(size="large")
    ui.display(size="normal")
    assert (own.view["size"], other.view["size"]) == ("large", "normal")
    own.handle({"kind": "size", "value": "normal"})  # its button: the setting, for all
    ui.display(size="large")
    assert (own.view["size"], other.view["size"]) == ("large", "large")
    with pytest.raises(ValueError, match="size is one of normal, large, not 'huge'"):
        ui.HandLab(size="huge")


@pytest.mark.parametrize("make", [lambda: ui.HandLab(hand="123m", lang="zh"),
                                  lambda: ui.TuitongziTable(lang="zh"),
                                  lambda: ui.OddsLab(lang="zh")])
def test_a_bad_size_is_refused_in_the_widgets_language(make):
    widget = make()
    widget.handle({"kind": "size", "value": "huge"})
    assert widget.message["level"] == "warning"
    assert "显示设置 size 应是 normal, large 之一，不是 'huge'" in widget.message["text"]
    widget.handle({"kind": "lang", "value": "en"})
    widget.handle({"kind": "size", "value": ["large"]})
    assert "size is one of normal, large, not ['large']" in widget.message["text"]
    assert widget.view["size"] == "normal" and ui.display()["size"] == "normal"
    with pytest.raises(d.DisplayError, match="size is one of normal, large, not 'Large'"):
        ui.display(size="Large", faces="characters")
    assert ui.display() == {"faces": "pictures", "size": "normal"}  # nothing changed


def test_a_bad_value_is_refused_in_words():
    with pytest.raises(ValueError, match=r"faces is one of pictures, characters, not 'dots'"):
        ui.display(faces="dots")
    with pytest.raises(d.DisplayError, match="not 3"):
        ui.display(faces=3)
    lab = ui.HandLab(hand="123m", lang="zh")
    lab.handle({"kind": "faces", "value": "dots"})
    assert lab.message["level"] == "warning" and "不是 'dots'" in lab.message["text"]
    lab.handle({"kind": "lang", "value": "en"})
    lab.handle({"kind": "faces", "value": "dots"})
    assert "faces is one of pictures, characters" in lab.message["text"]
    table = ui.TuitongziTable(lang="en")
    table.handle({"kind": "faces", "value": "dots"})
    assert table.message["level"] == "warning" and "'dots'" in table.message["text"]
    ex = ui.Exercise("Pick 5p", lambda a: (True, ""), tiles="5p", answer="tiles", lang="zh",
                     record=False)
    ex.handle({"kind": "faces"})
    assert ex.message["level"] == "warning" and "None" in ex.message["text"]
    assert ui.display() == {"faces": "pictures", "size": "normal"}  # nothing changed


def test_the_setting_survives_a_restart(tmp_path):
    ui.display(faces="characters")
    saved = tmp_path / "display.json"
    assert json.loads(saved.read_text(encoding="utf-8")) == {"faces": "characters",
                                                              "size": "normal"}
    ui.display(size="large")  # saved with the faces
    assert json.loads(saved.read_text(encoding="utf-8")) == {"faces": "characters",
                                                              "size": "large"}
    d.SETTINGS = d.Settings()  # a new kernel reads the file
    lab = ui.HandLab()
    assert (lab.px_display["faces"], lab.view["size"]) == ("characters", "large")


def test_a_damaged_settings_file_is_said_and_the_default_kept(tmp_path):
    (tmp_path / "display.json").write_text('{"faces": "dots"}', encoding="utf-8")
    with pytest.warns(UserWarning, match="display.json"):
        assert d.SETTINGS.values == {"faces": "pictures", "size": "normal"}
    (tmp_path / "display.json").write_text('{"size": "huge"}', encoding="utf-8")
    d.SETTINGS = d.Settings()
    with pytest.warns(UserWarning, match="display.json"):
        assert ui.Drill().view["size"] == "normal"


def test_settings_go_beside_the_record(tmp_path, monkeypatch):
    monkeypatch.delenv("PAIXUE_DISPLAY")
    monkeypatch.setenv("PAIXUE_RECORD", str(tmp_path / "r" / "rec.jsonl"))
    assert d.settings_path() == tmp_path / "r" / "paixue-display.json"
    monkeypatch.setenv("PAIXUE_DISPLAY", "off")
    assert d.settings_path() is None
