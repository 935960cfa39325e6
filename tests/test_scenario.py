"""A teacher's scenario
(widgets/practice/table/scenario.py, issue 22): a prepared deal — each seat's
tiles, the front and back of the wall, the dealer, the dice and 大师游's exchange die — for
every playable variant, as a Python object or a plain dict / JSON, refused with the reason
(zh and en) when no table could deal it; and at the hand table (``scenario=``)."""

from __future__ import annotations

import json

import pytest

from widgets.engine.events import Deal, Dice, Draw, Indicator
from widgets.engine.notation import format_tiles, parse_tiles
from widgets.practice.table.play import PLAYABLE, game_class
from widgets.practice.table.scenario import Scenario, ScenarioError
from widgets.ui import HandTable

HANDS = {  # a 14-tile dealer hand and a 13-tile one, in each variant's tiles
    "shuangren": ("1357913579s1234z", "222444666888s5z"),
    "wuhan": ("123456789m1234p5p", "1112223334445s"),
}


def _hands(variant: str) -> tuple[str, str]:
    return HANDS.get(variant, HANDS["wuhan"])


@pytest.mark.parametrize("variant", PLAYABLE)
def test_every_variant_deals_the_prepared_hands_and_dice(variant):
    """The given seats are dealt their tiles, the front of the wall gives the draws in turn,
    the wall die is the one given; the rest of the hand plays on and ends."""
    dealer_hand, other = _hands(variant)
    first = "9m" if variant != "shuangren" else "9s"
    s = Scenario({0: dealer_hand, 1: other}, draws=first, dice={"wall": 5})
    g = s.game(variant)
    deals = {e.seat: e.hand for e in g.events if isinstance(e, Deal)}
    assert deals[0] == format_tiles(sorted(parse_tiles(dealer_hand)))
    assert deals[1] == format_tiles(sorted(parse_tiles(other)))
    assert [e.values for e in g.events if isinstance(e, Dice)] == [(5,)]
    g.advance()
    draws = [e for e in g.events if isinstance(e, Draw) and not e.replacement]
    if variant != "dashiyou-xueliu":  # 大师游 exchanges first: the draw is still the front's
        assert draws[0].tile == first
    assert g.events[-1].type == "end"
    again = s.game(variant)
    again.advance()
    assert again.events == g.events, "a class replays the same prepared hand"


def test_the_exchange_die_and_the_indicator():
    """大师游's exchange die (R-M16) and 武汉's flipped indicator are the scenario's."""
    g = Scenario({0: "123456789m1234p5p"}, dice={"wall": 2, "exchange": 4}).game(
        "dashiyou-xueliu")
    g.advance()
    assert [(e.kind, e.values) for e in g.events if isinstance(e, Dice)] == [
        ("wall", (2,)), ("exchange", (4,))]
    w = Scenario({0: "123456789m1234p5p"}, indicator="4s").game("wuhan")
    assert [e.tile for e in w.events if isinstance(e, Indicator)] == ["4s"]


@pytest.mark.parametrize(("data", "variant", "en", "zh"), [
    ({"hands": {"0": "11111m"}}, "sichuan-xueliu", "1m: a fifth copy", "只有 4 张"),
    ({"hands": {"1": "123m"}}, "sichuan-xueliu", "seat 1 is dealt 13 tiles, not 3", "起手 13 张"),
    ({"hands": {"0": "123x"}}, "wuhan", "seat 0: bad suit letter 'x'", "座位 0："),
    ({"hands": {"1": "1112223334445z"}}, "sichuan-xueliu", "1z: not a tile of this variant",
     "没有这张牌"),
    ({"hands": {"2": "1112223334445s"}}, "shuangren", "seats are (0, 1), not 2", "没有座位 2"),
    ({"dice": {"wall": 7}}, "wuhan", "a die shows 1-6", "骰子是 1-6"),
    ({"dice": {"exchange": 3}}, "wuhan", "no exchange die", "换牌骰"),
    ({"indicator": "4s"}, "sichuan-xueliu", "has none", "翻牌"),
    ({"hand": {}}, "wuhan", "no 'hand'", "没有 'hand'"),
    ({"dealer": 2}, "shuangren", "the dealer is one of the seats (0, 1)", "庄家"),
])
def test_an_impossible_scenario_is_refused_with_the_reason(data, variant, en, zh):
    with pytest.raises(ScenarioError, match=None) as caught:
        Scenario.from_dict(data).deck(variant)
    assert en in str(caught.value) and zh in caught.value.say("zh")
    with pytest.raises(ValueError, match="."):  # the table refuses it the same way
        HandTable(variant, scenario=data)


def test_the_plain_form_round_trips_through_json():
    s = Scenario({0: "123456789m1234p5p", 2: "1112223334445s"}, draws="9s", replacements="5p",
                 dealer=0, dice={"wall": 3}, seed=4)
    text = json.dumps(s.to_dict())
    assert Scenario.from_dict(text) == s and Scenario.from_dict(json.loads(text)) == s
    with pytest.raises(ScenarioError, match="not JSON"):
        Scenario.from_dict("{oops")


def test_the_table_deals_the_scenario_and_keeps_it_for_another_seat():
    """``HandTable(variant, scenario=…)`` shows the prepared hand; choosing another seat deals
    it again; a New deal from another seed sets it aside."""
    data = {"hands": {"0": "123456789m1234p5p"}, "dice": {"wall": 4}}
    t = HandTable("sichuan-xueliu", scenario=data, human=0, lang="en")
    dealt = next(i for i, e in enumerate(t.events) if isinstance(e, Deal) and e.seat == 0)
    t.handle({"kind": "step", "to": dealt + 1})
    assert sorted((x["index"], x["id"]) for x in t.view["seats"][0]["concealed"]) == list(
        enumerate(["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "3p",
                   "4p", "5p"]))
    t.handle({"kind": "step", "to": "end"})
    assert t.view["dice"][0]["values"] == [4]
    t.handle({"kind": "human", "seat": 2})
    assert t.message["level"] == "" and t.game.human == 2
    assert [e.hand for e in t.events if isinstance(e, Deal) and e.seat == 0] == [
        "123456789m12345p"]
    t.handle({"kind": "new_deal", "seed": 99})
    assert [e.hand for e in t.events if isinstance(e, Deal) and e.seat == 0] != [
        "123456789m12345p"]
    assert game_class("shuangren").seat_ids == (0, 1)
