"""The card games' hand types book (issue 39): every example the search found is, by the
engine's own classify, of its type and read only one way; every near miss is one card away
and is not of that type; the search over names; bad games and searches refused in zh and en.
The types and their order are the seed's (斗地主 seed 001: 牌型; 欢乐三张 seed 001:
豹子 > 順金 > 金花 > 順子 > 對子 > 單張; 推筒子 seed 000: 发财>二八筒>对子>单牌)."""

from __future__ import annotations

import doctest
from collections import Counter

import pytest

from widgets import rules
from widgets.cards.paohuzi import parse_hand
from widgets.cards.paohuzi.groups import best_grouping
from widgets.engine.why import speak
from widgets.practice.hand_types import book as book_module
from widgets.practice.hand_types.book import hand_types
from widgets.practice.hand_types.games import GAMES

# the card-by-card types (跑胡子's 胡 types, whole winning hands, are tests/test_hand_types_wins.py)
ENTRIES = [(g, e.key) for g in GAMES for e in hand_types(g).entries if e.kind.section != "wins"]


def test_doctests():
    result = doctest.testmod(book_module)
    assert result.failed == 0 and result.attempted > 0


def engine_type(game: str, cards: tuple[str, ...]) -> str | None:
    """The type straight from the engine, not through the book's adapter."""
    r = rules(game)
    if game == "doudizhu":
        found = r.classify("".join(cards))
        return found.parses[0].type if found.parses else None
    if game == "paohuzi":  # the engine's own grouping search over the cards alone
        ints = sorted(parse_hand(" ".join(cards)).cards)
        if len(set(ints)) == 1 and len(ints) != 3:
            return {2: "pair", 4: "ti"}.get(len(ints))
        found = best_grouping(ints)
        return found[1][0].kind if found and len(found[1]) == 1 else None
    if game == "sanzhang":
        hand = r.classify(" ".join(cards))
        return "special_235" if hand.special else hand.category
    return str(r.hand("".join(cards)).category)


@pytest.mark.parametrize("game,key", ENTRIES, ids=[f"{g}-{k}" for g, k in ENTRIES])
def test_every_example_is_its_type_and_the_near_miss_is_not(game, key):
    e = hand_types(game).entry(key)
    assert e.example is not None, "the search found an example of every type"
    assert engine_type(game, e.example) == key
    assert any(e.marked) and len(e.marked) == len(e.example)
    assert e.miss is not None
    assert engine_type(game, e.miss) != key
    assert engine_type(game, e.miss) == e.miss_kind
    diff = Counter(e.example)
    diff.subtract(Counter(e.miss))
    assert sum(abs(n) for n in diff.values()) <= 2, "one card changed, added or taken"
    assert speak(hand_types(game).why_miss(key), "zh") and hand_types(game).change(key)


def test_doudizhu_examples_are_the_smallest_plainest_hands():
    # seed: 三帶一：數值相同的三張牌 + 一張單牌或一對牌。例如： 333+6 或 444+99
    book = hand_types("doudizhu")
    got = {e.key: "".join(e.example or ()) for e in book.entries}
    assert got["rocket"] == "BR" and got["bomb"] == "3333" and got["single"] == "3"
    assert got["trio_single"] == "3334" and got["straight"] == "34567"
    assert got["plane_single"] == "33344456"  # single wings of two ranks, not 333444+55
    assert book.entry("plane_single").marked == (True,) * 6 + (False,) * 2  # the wings are not


def test_doudizhu_rocket_and_bomb_beat_every_other_example():
    # seed: 火箭最大，可以打任意其他的牌。炸彈比火箭小，比其他牌大。
    book = hand_types("doudizhu")
    others = {e.key for e in book.entries}
    assert {o.key for o, _ in book.beats("rocket")} == others - {"rocket"}
    assert {o.key for o, _ in book.beats("bomb")} == others - {"rocket", "bomb"}
    assert book.beats("single") == []  # 其他牌必須要牌型相同且總張數相同才能比大小


def test_sanzhang_order_and_the_special_235():
    # seed: 豹子 > 順金 > 金花 > 順子 > 對子 > 單張; 235 吃豹子 (A14)
    book = hand_types("sanzhang")
    assert [o.key for o, _ in book.beats("baozi")] == [
        "shunjin", "jinhua", "shunzi", "duizi", "danzhang"]
    assert [o.key for o, _ in book.beats("special_235")] == ["baozi"]
    assert book.entry("duizi").marked.count(True) == 2  # the pair, not the odd card


def test_tuitongzi_order():
    # seed: 发财>二八筒>对子>单牌
    book = hand_types("tuitongzi")
    assert [len(book.beats(k)) for k in ("dui_fa", "erbagang", "pair", "points")] == [3, 2, 1, 0]


def test_paohuzi_groups_rank_by_their_huxi():
    # seed 四、積分規則: 一二三 / 二七十 3 胡息 small, 6 big; 坎 3 / 6; 提 9 / 12; other 句 0
    book = hand_types("paohuzi")
    assert "".join(book.entry("eqs").example or ()) == "x2x7x10"
    assert best_grouping([1, 6, 9])[0] == 3  # the engine scores x2 x7 x10 3 胡息
    groups = {e.key for e in book.entries if e.kind.section == "groups"}
    assert {o.key for o, _ in book.beats("ti")} == groups - {"ti"}  # not the 胡 types
    assert book.beats("ju") == [] and "3" in speak(book.why_miss("yes"), "en")


@pytest.mark.parametrize("game,query,keys", [
    ("doudizhu", "王炸", ["rocket"]), ("doudizhu", "liandui", ["pair_straight"]),
    ("doudizhu", "Bomb", ["rocket", "bomb"]), ("sanzhang", "同花顺", ["shunjin"]),
    ("sanzhang", "bào zi", ["baozi"]), ("tuitongzi", "erba", ["erbagang"]),
    ("paohuzi", "二七十", ["eqs"]), ("paohuzi", "kan", ["kan"])])
def test_search_by_zh_en_pinyin_and_other_names(game, query, keys):
    assert [e.key for e in hand_types(game).find(query)] == keys


@pytest.mark.parametrize("bad", ["poker", "../doudizhu", 3, None])
def test_an_unknown_game_is_refused_naming_the_books(bad):
    with pytest.raises(ValueError) as e:
        hand_types(bad)
    assert "doudizhu" in str(e.value) and "牌型书" in speak(e.value, "zh")


@pytest.mark.parametrize("bad", ["x" * 41, 5, None])
def test_a_hostile_search_is_refused(bad):
    with pytest.raises(ValueError) as e:
        hand_types("doudizhu").find(bad)
    assert "搜索" in speak(e.value, "zh")
