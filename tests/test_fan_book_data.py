"""The fan book's shipped examples (issue 39), scored again: every fan of every mahjong
variant has an example hand the engine's search found (widgets/practice/fan_book/build.py),
the example scores that fan in its variant, and its near miss is itself a complete, scoring
hand one tile or one situation (or one meld, one set) away that does not score it."""

from __future__ import annotations

import doctest
from collections import Counter

import pytest

from widgets.practice.fan_book import book as book_module
from widgets.practice.fan_book import search
from widgets.practice.fan_book.book import fan_book
from widgets.practice.fan_book.build import VARIANTS

PAIRS = [(v, f.key) for v in VARIANTS for f in search.rules(v).fans]


def test_doctests():
    result = doctest.testmod(book_module)
    assert result.failed == 0 and result.attempted > 0


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_fan_of_the_table_is_in_the_book_with_an_example(variant):
    book = fan_book(variant)
    assert [e.key for e in book.entries] == [f.key for f in book.rules.fans]
    assert [e.key for e in book.entries if e.example is None] == []


@pytest.mark.parametrize("variant,key", PAIRS)
def test_example_scores_the_fan_and_the_near_miss_does_not(variant, key):
    book = fan_book(variant)
    e = book.entry(key)
    score = book.score_example(key)
    assert score is not None and score.has(key), (e.example, score)
    hand = book.rules_of(e.example).hand(e.example.hand)
    # the marked tiles are tiles of the hand
    assert not Counter(e.example.marked) - Counter(
        search.tile_name(t) for t in hand.all_tiles())
    if e.miss is None:  # then there is none: the search finds none again
        assert search.near_miss(book.rules_of(e.example), key, search.Found(
            e.example.hand, e.example.situation, score)) is None
        return
    miss = book.score_miss(key)
    assert miss is not None, e.miss  # complete and scoring (score refuses anything else)
    assert not miss.has(key)
    assert book.why_miss(key)
    change = e.miss.change or {}
    if change["what"] == "situation":  # the same tiles, one situation flag changed
        assert e.miss.hand == e.example.hand
        diff = set(e.miss.situation.items()) ^ set(e.example.situation.items())
        assert {k for k, _ in diff} == {change["from"] or change["to"]}
    else:
        assert e.miss.situation == e.example.situation
        old = Counter(hand.all_tiles())
        new = Counter(book.rules_of(e.miss).hand(e.miss.hand).all_tiles())
        gone, added = sum((old - new).values()), sum((new - old).values())
        # one tile; the same tiles shown or held; a kong played as a 碰; one flower fewer;
        # one set (at most 4 tiles) moved
        assert (gone, added) == {"tile": (1, 1), "winning": (1, 1), "meld": (0, 0),
                                 "shown": (0, 0), "kong": (1, 0), "flower": (1, 0)}.get(
            change["what"], (gone, added)), change
        assert change["what"] != "set" or gone == added <= 4


def test_situational_fans_show_the_events_that_make_them():
    book = fan_book("sichuan-xuezhan")
    assert book.entry("gangshanghua").example.events == ("self_drawn", "after_kong")
    assert book.entry("haidilaoyue").example.events == ("self_drawn", "last_tile")
    assert book.entry("qiangganghu").example.events == ("robbing_kong",)
    assert book.entry("tianhu").example.events == ("self_drawn", "dealer", "first_turn")
    for key in ("gangshanghua", "haidilaoyue", "qiangganghu", "tianhu"):
        assert book.entry(key).situational
        assert book.entry(key).miss.change["what"] == "situation"


def test_search_by_zh_en_and_pinyin_and_hostile_text():
    book = fan_book("shuangren")
    assert [e.key for e in book.find("清一色")] == ["qingyise"]
    assert "qingyise" in [e.key for e in book.find("FULL flush")]
    assert "dasixi" in [e.key for e in book.find("dà sì xǐ")]
    # punctuation is not part of a name: only punctuation is an empty search (every fan)
    assert len(book.find("(.*")) == 69 and book.find("'; drop") == []
    with pytest.raises(ValueError, match="too long"):
        book.find("x" * 41)
    with pytest.raises(ValueError, match="is text"):
        book.find(None)  # type: ignore[arg-type]


def test_unknown_variant_and_fan_are_refused_naming_what_there_is():
    with pytest.raises(ValueError, match="no fan book for 'nope'.*sichuan-xuezhan"):
        fan_book("nope")
    with pytest.raises(ValueError, match="no fan book"):
        fan_book("../data/wuhan")
    with pytest.raises(ValueError, match="has no fan 'zz'.*qingyise"):
        fan_book("sichuan-xuezhan").entry("zz")


def test_an_option_example_changes_the_score_with_the_option():
    book = fan_book("yongzhou")
    shown = [o for o in book.options if o.hand]
    assert {o.name for o in shown} >= {"cap"}
    for o in shown:
        before, after = book.option_scores(o.name)
        assert (before and (before.total, before.lines)) != (after and (after.total, after.lines))


NO_MISS = [(v, e.key) for v in VARIANTS for e in fan_book(v).entries if e.miss is None]


def test_the_fans_without_a_near_miss_are_the_explicit_list_each_with_its_reason():
    from widgets.practice.fan_book.reasons import NO_MISS as LISTED
    assert set(NO_MISS) == set(LISTED)
    for variant, key in NO_MISS:
        e = fan_book(variant).entry(key)
        assert e.no_miss is not None and e.no_miss.zh == LISTED[variant, key][0]


def test_each_listed_reason_holds():
    from widgets.practice.fan_book.search import try_score
    # 武汉 seed: 必须开口才能胡牌 — a closed hand never wins, so 开口番 and 口口番 are on every win
    wuhan = fan_book("wuhan")
    assert try_score(wuhan.rules, "22m123456789p55s +5s", {}) is None
    assert try_score(wuhan.rules, "22m123456789p55s +5s", {"self_drawn": True}) is None
    assert "indicator" not in wuhan.entry("yinghu").example.situation  # no 赖子 turned up
    pair = wuhan.rules.hand(wuhan.entry("quanqiuren").example.hand).concealed
    assert pair and pair[0] % 9 + 1 not in (2, 5, 8)  # 小胡 needs 2, 5 or 8 (R-W6)
    # 双人: the minimum of 8 (起胡); 明杠 played as a 碰 falls under it
    s = fan_book("shuangren")
    e = s.entry("minggang")
    assert s.score_example("minggang").total == 8
    assert try_score(s.rules, e.example.hand.replace("[8888s]", "[888s]"), {}) is None
    assert "[8888s]" in e.example.hand


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_near_miss_that_changes_a_whole_set_says_why_no_one_tile_does(variant):
    for e in fan_book(variant).entries:
        if e.miss and (e.miss.change or {}).get("what") == "set":
            assert e.miss.nearer is not None and "one tile" in str(e.miss.nearer)


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_option_hand_of_every_book_changes_its_score(variant):
    book = fan_book(variant)
    for o in book.options:
        if o.hand:
            before, after = book.option_scores(o.name)
            assert (before and (before.total, before.lines)) != (
                after and (after.total, after.lines)), o


def test_the_wider_search_finds_the_hand_an_option_changes():
    # 武汉 seed: 打出红中不抓牌 (option off): no replacement, so no 杠上花 after a 红中杠
    o = next(o for o in fan_book("wuhan").options
             if o.name == "special_kong_draws_replacement")
    assert o.hand and o.situation.get("red_kongs") and o.situation.get("after_kong")
    before, after = fan_book("wuhan").option_scores(o.name)
    assert before is not None and before.has("gangshanghua") and not (after and after.has(
        "gangshanghua"))
