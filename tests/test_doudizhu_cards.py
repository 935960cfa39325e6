"""The card model and notation shared by the card games (widgets/cards/cards.py), the card
registry, and the promise that the card engine uses the standard library only."""

from __future__ import annotations

import ast
import dataclasses
import re
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import widgets
from widgets.cards import CARD_REGISTRY, Card, NotationError, format_cards, parse_cards
from widgets.cards.cards import option_docs

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "widgets" / "cards"


def test_the_card_engine_imports_only_the_standard_library():
    """DESIGN: the engine never imports Jupyter; the card engine is standard library only."""
    found = []
    for path in sorted(CARDS.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.append(node.module)
    foreign = [m for m in found if m.split(".")[0] not in sys.stdlib_module_names
               and not m.startswith("widgets.cards")]
    assert found and not foreign, foreign


@pytest.mark.parametrize("text, cards", [
    ("333+6", "3 3 3 6"),
    ("5555 + 3 + 8", "5 5 5 5 3 8"),
    ("10JQKA", "T J Q K A"),
    ("tjqka", "T J Q K A"),
    ("小王大王", "B R"),
    ("3s 3h", "3s 3h"),
    ("♠A A♥ 10♦", "As Ah Td"),
    ("黑桃368", "3s 6s 8s"),
    ("黑桃5紅桃6方塊7", "5s 6h 7d"),
    ("方塊145", "Ad 4d 5d"),  # the seed's 1 is the ace
    ("123", "A 2 3"),
])
def test_notation_reads_the_seeds_ways_of_writing_cards(text, cards):
    """The seed writes 333+6, 5555 + 3 + 8, 黑桃368, 方塊145 and 123: all of them parse."""
    want = tuple(Card(t[0], t[1:]) for t in cards.split())
    assert parse_cards(text) == want


@pytest.mark.parametrize("text, token, position", [
    ("33 0", "0", 3), ("3x", "x", 1), ("5♠ ♥", "♥", 3), ("B♠", "♠", 1), ("♠B", "♠B", 0),
    ("♠♥5", "♠♥", 0),
    ("3 s", "s", 2),
])
def test_bad_notation_names_the_token_and_position(text, token, position):
    """Bad text raises NotationError (a ValueError) naming the token and where it is."""
    with pytest.raises(NotationError) as info:
        parse_cards(text)
    assert isinstance(info.value, ValueError)
    assert (info.value.token, info.value.position) == (token, position), str(info.value)
    assert repr(token) in str(info.value)


cards_st = st.lists(st.builds(Card, st.sampled_from("23456789TJQKA"),
                              st.sampled_from(["", "s", "h", "c", "d"])), max_size=20)


@settings(max_examples=200, deadline=None)
@given(cards_st)
def test_format_and_parse_round_trip(cards):
    """Canonical text reads back to the same cards, in order (python-chess style pairs)."""
    cards = [c if all(x.suit for x in cards) or not any(x.suit for x in cards) else
             Card(c.rank, c.suit or "s") for c in cards]
    assert list(parse_cards(format_cards(cards))) == cards


def test_cards_have_names_in_both_languages_and_a_constructor_repr():
    """Seed: 大王, 小王, 紅桃 5, 梅花 4: every card has its Chinese name; python-chess style
    repr."""
    c = Card("T", "h")
    assert (c.zh, c.en, repr(c), c.red) == ("红桃10", "10 of hearts", "Card('Th')", True)
    assert (Card("R").zh, Card("B").en, Card("R").red) == ("大王", "small joker", True)
    with pytest.raises(ValueError):
        Card("1")
    with pytest.raises(ValueError):
        Card("B", "s")


def test_card_games_are_registered_and_reached_through_widgets_rules():
    """Variant ids are stable: doudizhu, sanzhang, tuitongzi (issue 7), paohuzi (issue 11),
    dafengshou (issue 12)."""
    assert widgets.card_variants() == ["dafengshou", "doudizhu", "paohuzi", "sanzhang",
                                       "tuitongzi"]
    for variant in widgets.card_variants():
        r = widgets.rules(variant)
        assert isinstance(r, CARD_REGISTRY[variant])
        assert repr(r) == f"rules({variant!r})"
        assert eval(repr(r), {"rules": widgets.rules}) == r
    with pytest.raises(ValueError, match="doudizhu"):
        widgets.rules("nope")


@pytest.mark.parametrize("variant", ["doudizhu", "sanzhang", "tuitongzi"])
def test_card_options_are_frozen_documented_and_checked(variant):
    """Options are an explicit frozen config object with one-line docs; a wrong name or type
    is a ValueError naming it."""
    r = widgets.rules(variant)
    docs = option_docs(r.Options)
    assert docs
    for d in docs:
        assert d["doc"].strip() and "\n" not in d["doc"]
        assert d["default"] == getattr(r.options, d["name"])
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(r.options, docs[0]["name"], docs[0]["default"])
    with pytest.raises(ValueError, match="'colour'"):
        widgets.rules(variant, colour=1)
    name, default = docs[0]["name"], docs[0]["default"]
    with pytest.raises(ValueError, match=repr(name)):
        widgets.rules(variant, **{name: [default]})
    changed = widgets.rules(variant, **{d["name"]: d["default"] for d in docs})
    assert changed == r and repr(changed) == repr(r)


def test_every_card_ruling_in_the_code_has_a_marked_test():
    """DESIGN: every ruling the code implements has an id and a test marked with it. The card
    rulings are rules/cards.md's A1 … A21 (test_meta's check covers R-/P- ids only)."""
    ruling = re.compile(r"(?<![\w-])A(?:[1-9]|1\d|2[01])(?![\w-])")
    in_code = {i for p in CARDS.rglob("*.py") for i in ruling.findall(p.read_text("utf-8"))}
    marker = re.compile(r"ruling\(\s*[\"'](A\d+)[\"']")
    tests = [p for p in (ROOT / "tests").glob("test_*.py")
             if p.name.startswith(("test_doudizhu", "test_sanzhang", "test_tuitongzi",
                                   "test_ui_cards", "test_dafengshou", "test_paohuzi"))]
    marked = {i for p in tests for i in marker.findall(p.read_text("utf-8"))}
    assert in_code, "no ruling ids found in widgets/cards"
    assert in_code <= marked, sorted(in_code - marked)
