"""The rules object API every variant shares (DESIGN.md "Engine"): the registry, options as
frozen config with one-line docs, a constructor-like repr, the situation record, and immutable
results. Variant-independent checks run on every registered variant."""

from __future__ import annotations

import dataclasses

import pytest

import widgets
from widgets.engine.rules import MahjongRules, option_docs
from widgets.engine.situation import Situation

VARIANTS = widgets.variants()


def test_sichuan_is_registered():
    """The variant ids are stable: ``sichuan-xuezhan`` is 四川麻将 血战到底."""
    assert "sichuan-xuezhan" in VARIANTS
    r = widgets.rules("sichuan-xuezhan")
    assert isinstance(r, MahjongRules)
    assert (r.id, r.zh) == ("sichuan-xuezhan", "四川麻将 血战到底")


def test_unknown_variant_lists_the_known_ones():
    """``widgets.rules("nope")`` is a ValueError that names it and lists every known id."""
    with pytest.raises(ValueError, match="nope") as info:
        widgets.rules("nope")
    for variant in VARIANTS:
        assert variant in str(info.value)


@pytest.mark.parametrize("variant", VARIANTS)
def test_unknown_option_names_it_and_the_known_ones(variant):
    """An option the variant does not have is a ValueError naming it and listing the rest."""
    with pytest.raises(ValueError, match="'colour'") as info:
        widgets.rules(variant, colour="red")
    for doc in option_docs(widgets.rules(variant).Options):
        assert doc["name"] in str(info.value)


@pytest.mark.parametrize("name, value", [
    ("cap", "8"), ("cap", 8.0), ("zimo_double", 1), ("zimo_double", "yes"),
    ("dead_waits_ready", None), ("pay_order", 2),
])
def test_wrongly_typed_option_names_it(name, value):
    """A Sichuan option of the wrong type is a ValueError naming the option and the type."""
    with pytest.raises(ValueError, match=f"'{name}'"):
        widgets.rules("sichuan-xuezhan", **{name: value})


@pytest.mark.ruling("R-S4")
def test_a_bool_is_not_an_int_option():
    """``cap=True`` is a typo, not a cap of ×1 (R-S4's room cap takes a number)."""
    with pytest.raises(ValueError, match="'cap'"):
        widgets.rules("sichuan-xuezhan", cap=True)


def test_options_are_applied_and_frozen():
    """Options are an explicit frozen config object."""
    r = widgets.rules("sichuan-xuezhan", cap=64, zimo_double=False)
    assert (r.options.cap, r.options.zimo_double) == (64, False)
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.options.cap = 8


@pytest.mark.parametrize("variant", VARIANTS)
def test_repr_reads_like_a_constructor_call(variant):
    """python-chess style: ``repr`` is the call that makes the object again."""
    r = widgets.rules(variant)
    assert repr(r) == f"rules({variant!r})"
    again = eval(repr(r), {"rules": widgets.rules})
    assert again.options == r.options


def test_repr_lists_only_changed_options():
    """Only options that differ from the default appear, so the call stays short."""
    r = widgets.rules("sichuan-xuezhan", cap=64, zimo_double=False, base=1)
    assert repr(r) == "rules('sichuan-xuezhan', zimo_double=False, cap=64)"
    again = eval(repr(r), {"rules": widgets.rules})
    assert again.options == r.options and repr(again) == repr(r)


@pytest.mark.parametrize("variant", VARIANTS)
def test_option_docs_lists_every_option_with_a_doc(variant):
    """Every option has a one-line doc, its default and type; ruling ids look like ids."""
    r = widgets.rules(variant)
    docs = option_docs(r.Options)
    assert [d["name"] for d in docs] == [f.name for f in dataclasses.fields(r.options)]
    for d in docs:
        assert d["doc"].strip(), f"option {d['name']} has no doc"
        assert "\n" not in d["doc"]
        assert d["default"] == getattr(widgets.rules(variant).options, d["name"])
        assert d["type"] == type(d["default"]).__name__
        assert d["ruling"] == "" or d["ruling"][:2] in ("R-", "P-")


@pytest.mark.ruling("R-S5")
@pytest.mark.ruling("P-S1")
def test_sichuan_options_name_their_rulings():
    """Sichuan's options where the seed allows more than one reading name the ruling."""
    rulings = {d["name"]: d["ruling"] for d in option_docs(widgets.rules("sichuan-xuezhan")
                                                            .Options)}
    assert rulings["zimo_double"] == rulings["zimo_add_base"] == "R-S5"
    assert rulings["dead_waits_ready"] == "P-S1"
    assert rulings["cap"] == "R-S4"


def test_situation_from_dict_rejects_unknown_keys():
    """Situation.from_dict names the unknown keys and lists the known ones."""
    with pytest.raises(ValueError, match="selfdrawn") as info:
        Situation.from_dict({"selfdrawn": True})
    assert "self_drawn" in str(info.value)


def test_situation_round_trips_through_a_dict():
    """to_dict keeps only what differs from the default; from_dict reads it back."""
    s = Situation(self_drawn=True, wall_remaining=3)
    assert s.to_dict() == {"self_drawn": True, "wall_remaining": 3}
    assert Situation.from_dict(s.to_dict()) == s
    assert Situation.from_dict(None) == Situation()


def test_unknown_situation_keyword_is_an_error():
    """A misspelt situation keyword is never silently dropped."""
    r = widgets.rules("sichuan-xuezhan")
    with pytest.raises(ValueError, match="selfdrawn"):
        r.score("123m456m789m11p23p +4p", selfdrawn=True)


def test_results_are_immutable():
    """Each answer is an immutable result object."""
    r = widgets.rules("sichuan-xuezhan")
    score = r.score("123m456m789m11p23p +4p")
    with pytest.raises(dataclasses.FrozenInstanceError):
        score.total = 99
    wait = r.waits("123m456m789m11p23p")[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        wait.unseen = 0


def test_every_verb_takes_text_or_a_hand():
    """The verbs accept notation or a parsed Hand alike."""
    r = widgets.rules("sichuan-xuezhan")
    text = "123m456m789m11p23p"
    hand = widgets.parse_hand(text)
    assert r.shanten(text) == r.shanten(hand) == 0
    assert r.waits(text) == r.waits(hand)
    assert r.is_ready(text) and r.is_ready(hand)
    assert r.problems(text) == r.problems(hand) == ()
    assert r.validate(text) == r.validate(hand) == hand
    assert r.claims(text, "1p", 2) == r.claims(hand, "1p", 2)
    assert r.analyse(text) == r.analyse(hand)
    full = text + "1s"
    assert r.discard_advice(full) == r.discard_advice(widgets.parse_hand(full))
    win = text + " +4p"
    assert r.score(win) == r.score(widgets.parse_hand(win))


def test_claims_take_a_tile_name_or_number():
    """A tile is notation ('1p'), a Chinese name or its integer."""
    r = widgets.rules("sichuan-xuezhan")
    hand = "123m456m789m11p23p"
    assert r.claims(hand, "1p", 2) == r.claims(hand, 9, 2) == r.claims(hand, "一筒", 2)
    with pytest.raises(ValueError, match="99"):
        r.claims(hand, 99, 2)
    with pytest.raises(ValueError):
        r.claims("123m456m789m11p23p", "0p", 2)
