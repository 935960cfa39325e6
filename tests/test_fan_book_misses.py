"""A near miss that moves a whole set says no nearer one exists; the build checks that over
every winning hand with the fan the search meets (``build.nearest_misses``), not only its few
best examples, and says how many. Here: each such claim is checked again on the example by
brute force (every kind for every tile, every flag taken away), and the quick search the
build uses (a changed tile is a wait) agrees with that brute force."""

from __future__ import annotations

import json

import pytest

from widgets.engine.notation import Hand, format_hand
from widgets.practice.fan_book.book import DATA, fan_book
from widgets.practice.fan_book.search import Found, nearest_miss, one_away, rules, try_score

VARIANTS = ("sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu", "wuhan", "shuangren",
            "yongzhou")
SET_MISSES = [(v, row["key"], row["miss"].get("checked"))
              for v in VARIANTS
              for row in json.loads((DATA / f"{v}.json").read_text(encoding="utf-8"))["fans"]
              if row.get("miss") and row["miss"]["change"]["what"] == "set"]


def brute_force(r, found):
    """Every hand one tile (any kind) away or with a flag taken away, by plain enumeration."""
    hand = r.hand(found.text)
    closed = list(hand.concealed)
    for i, t in enumerate(closed):
        for k in r.kinds:
            if k != t:
                new = tuple(sorted(closed[:i] + [k] + closed[i + 1:]))
                yield format_hand(Hand(new, hand.melds, hand.flowers, hand.winning)), \
                    found.situation
    for k in r.kinds:
        if k != hand.winning:
            yield format_hand(Hand(hand.concealed, hand.melds, hand.flowers, k)), found.situation
    for i in range(len(hand.flowers)):
        flowers = hand.flowers[:i] + hand.flowers[i + 1:]
        yield format_hand(Hand(hand.concealed, hand.melds, flowers, hand.winning)), \
            found.situation
    for flag, on in found.situation.items():
        if on and flag != "indicator":
            yield found.text, {k: v for k, v in found.situation.items() if k != flag}


def test_every_set_miss_was_checked_over_every_hand_the_search_met():
    assert len(SET_MISSES) >= 5
    for variant, key, checked in SET_MISSES:
        assert checked and checked >= 1, (variant, key)
        nearer = fan_book(variant).entry(key).miss.nearer
        assert f"{checked} winning hand" in str(nearer) and f"{checked} 手" in nearer.zh


@pytest.mark.parametrize("variant,key,checked", SET_MISSES)
def test_no_hand_one_tile_or_one_flag_from_the_example_lacks_the_fan(variant, key, checked):
    book = fan_book(variant)
    e = book.entry(key)
    r = rules(variant)
    found = Found(e.example.hand, e.example.situation,
                  try_score(r, e.example.hand, e.example.situation))
    assert nearest_miss(r, key, found) is None
    complete = set()
    for text, sit in brute_force(r, found):
        score = try_score(r, text, sit)
        if score is not None:
            assert score.has(key), (text, sit)
            complete.add((text, tuple(sorted(sit.items()))))
    # the quick search (waits) meets every complete hand the brute force meets
    quick = {(t, tuple(sorted(s.items()))) for t, s, _ in one_away(r, found)}
    assert complete <= quick
