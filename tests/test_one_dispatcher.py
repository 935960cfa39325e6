"""Issue 36: one intent dispatcher for every widget, with the hand lab's safety net
(widgets/ui/shared/intents.py ``Intents.handle``): every widget class routes ``handle``
through it and gives its own table of kinds; a kind outside the table (a traitlets method's
name included) is refused naming it; a handler that fails leaves the widget as it was."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import anywidget
import fuzzing  # tests/ on the path
import pytest

import widgets.ui
from widgets.ui.shared.intents import Intents, Undoable, reply_problem

WIDGETS = fuzzing.widget_factories()


def widget_classes() -> list[type]:
    """Every class defined in a module of widgets.ui that is a widget or has a ``handle``."""
    found = {}
    for info in pkgutil.walk_packages(widgets.ui.__path__, "widgets.ui."):
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == info.name and (
                    issubclass(cls, anywidget.AnyWidget) or hasattr(cls, "handle")):
                found[cls.__qualname__] = cls
    return sorted(found.values(), key=lambda c: c.__qualname__)


def test_the_widget_classes_are_found():
    names = {c.__name__ for c in widget_classes()}
    assert {"HandLab", "HandTable", "CardTable", "OddsLab", "Drill", "Exercise",
            "CardHandTable", "DoudizhuTable", "PaohuziTable", "SanzhangTable",
            "TuitongziTable"} <= names


@pytest.mark.parametrize("cls", widget_classes(), ids=lambda c: c.__name__)
def test_every_widget_routes_handle_through_the_one_dispatcher(cls):
    """No widget has a dispatcher of its own: ``handle`` and ``handlers`` are Intents' only,
    the kinds come from the widget's ``_intents`` table (one mechanism for every widget)."""
    if cls in (Intents, Undoable):
        return
    assert issubclass(cls, Intents), cls
    assert cls.handle is Intents.handle and cls.handlers is Intents.handlers
    for klass in cls.__mro__:
        if klass is not Intents:
            assert "handle" not in vars(klass) and "handlers" not in vars(klass), klass


@pytest.mark.parametrize("name", sorted(WIDGETS))
@pytest.mark.parametrize("kind", ["trait_change", "msg", "notice_change", "handle",
                                  "__init__", "_on_step", "close", "send"])
def test_a_kind_outside_the_widgets_table_is_refused_naming_it(name, kind):
    """The card tables looked ``_on_<kind>`` up by name: ``trait_change`` reached traitlets'
    ``_on_trait_change`` (it registered the message as a trait observer). Now a kind is only
    what the widget's table lists; anything else is refused in the widget's language."""
    w = WIDGETS[name]()
    view, ui = w.view, dict(w.ui)
    notifiers = dict(w._trait_notifiers)
    w.handle({"kind": kind, "value": "x"})
    assert w.message["level"] == "warning", w.message
    assert repr(kind) in w.message["text"]
    assert ("未知的操作" if ui["lang"] == "zh" else "unknown intent kind") in w.message["text"]
    assert w.view == view and dict(w.ui) == ui
    assert w._trait_notifiers == notifiers  # nothing registered
    assert kind not in w.handlers()


@pytest.mark.parametrize("name", sorted(WIDGETS))
def test_a_method_named_like_a_handler_is_not_reached(name):
    """The old card-table lookup reached any attribute called ``_on_<kind>`` (a mixin's, a
    library's, one set on the object); only the table's methods answer now."""
    w = WIDGETS[name]()
    reached = []
    w._on_sneak = reached.append
    w.handle({"kind": "sneak"})
    assert not reached and w.message["level"] == "warning" and "'sneak'" in w.message["text"]


@pytest.mark.parametrize("name", sorted(WIDGETS))
def test_a_handler_that_fails_after_changing_the_widget_is_undone_and_said(name, monkeypatch):
    """The safety net: the language changes, then the view cannot be built (an error planted);
    the widget says the error and is as it was (same language, same view), never raising."""
    w = WIDGETS[name]()
    view, ui = w.view, dict(w.ui)
    other = "en" if ui["lang"] == "zh" else "zh"

    def broken():
        raise RuntimeError("planted")
    monkeypatch.setattr(w, "_new_view", broken)
    w.handle({"kind": "lang", "value": other})
    assert w.message["level"] == "error" and "RuntimeError: planted" in w.message["text"]
    assert dict(w.ui) == ui and w.view == view
    monkeypatch.undo()
    w.handle({"kind": "lang", "value": other})  # and it keeps working
    assert w.ui["lang"] == other and w.message.get("level", "") in ("", "info")


@pytest.mark.parametrize("name", sorted(WIDGETS))
def test_every_kind_with_missing_or_bad_fields_is_a_refusal_never_an_error(name):
    """Each kind the widget takes, sent bare or with fields of the wrong type: a refusal (or
    done), never an error, never raised, and the reply can be sent."""
    for kind in sorted(WIDGETS[name]().handlers()):
        if kind in ("undo", "redo", "reset", "new", "clear", "save", "check", "hint", "reveal"):
            continue  # these take no fields
        for extra in ({}, {"value": [1]}, {"index": "x", "to": {}, "card": None, "seed": -1,
                                           "position": "a", "text": 5, "tile": 3.5}):
            w = WIDGETS[name]()
            w.handle({"kind": kind} | extra)
            assert w.message.get("level") != "error", (kind, extra, w.message)
            assert reply_problem(w.view, w.message) == ""


@pytest.mark.parametrize("table", ["DoudizhuTable", "PaohuziTable", "SanzhangTable",
                                   "TuitongziTable"])
def test_a_card_table_refuses_a_bad_language_in_its_own_language(table):
    """Changed: the card tables said 'lang is zh or en, not …' in English whatever their
    language; now the shared display choice refuses it, in Chinese on a Chinese table."""
    module = importlib.import_module(f"widgets.ui.tables.{table[:-5].lower()}_table")
    t = getattr(module, table)(seed=1, human=0, lang="zh")
    t.handle({"kind": "lang", "value": "fr"})
    assert t.message["level"] == "warning" and "之一" in t.message["text"]
    assert t.message["title"] and t.ui["lang"] == "zh"
    t.handle({"kind": "size"})
    # a size with no value: the learner's display setting refuses it, in Chinese too
    assert t.message["level"] == "warning" and "size 应是" in t.message["text"], t.message
    assert t.ui["size"] == "normal"


@pytest.mark.parametrize("table, msg, words", [
    ("DoudizhuTable", {"kind": "step", "to": "sideways"}, "step：to 应是"),
    ("DoudizhuTable", {"kind": "new", "seed": -1}, "种子应是"),
    ("DoudizhuTable", {"kind": "select", "card": "Z"}, "不在你的手牌里"),
    ("TuitongziTable", {"kind": "bet", "position": "a"}, "下注是位置"),
    ("SanzhangTable", {"kind": "step"}, "step：to 应是"),
])
def test_a_card_tables_field_refusal_is_in_its_language(table, msg, words):
    """Changed: these refusals were English on a Chinese table (ValueError texts)."""
    module = importlib.import_module(f"widgets.ui.tables.{table[:-5].lower()}_table")
    t = getattr(module, table)(seed=1, human=0, lang="zh")
    view = t.view
    t.handle(msg)
    assert t.message["level"] == "warning" and words in t.message["text"], t.message
    assert t.view == view
    t.handle({"kind": "lang", "value": "en"})
    t.handle(msg)
    assert words not in t.message["text"] and t.message["level"] == "warning"
