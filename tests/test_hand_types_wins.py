"""The hand types book's 跑胡子 胡 types and 大丰收 lamps (issue 39): every example the seeded
search found has exactly its type's 番 by the engine's own score (seed 001 三、特殊規則: 紅胡
≥10 只紅字 2番; 一點朱 有且僅有1只紅字 3番; 黑胡 沒有紅字 4番; 自摸 2番; 王釣 4番; 王釣王 8番;
王闖 8番; 紅胡王釣（王闖）8（16）番 …), its near miss is one card or the way it is won away and
has other 番; 大丰收's lamps (our model, P-F1) are classified by the engine's spin and settle."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from widgets import rules
from widgets.engine.why import speak
from widgets.practice.hand_types import paohuzi_wins as wins
from widgets.practice.hand_types.book import hand_types
from widgets.ui import FanBook

R = rules("paohuzi")
WINS = [e.key for e in hand_types("paohuzi").entries if e.kind.section == "wins"]
SEED_FAN = {"honghu": 2, "yidianzhu": 3, "heihu": 4, "zimo": 2, "wangdiao": 4,
            "wangdiaowang": 8, "wangchuang": 8, "honghu+wangdiao": 8, "honghu+wangchuang": 16,
            "heihu+wangdiao": 16, "heihu+wangchuang": 32, "wangdiao+yidianzhu": 12,
            "wangchuang+yidianzhu": 24, "none": 1}  # the seed's 番數, combinations as printed


def engine_fans(hand: tuple[str, ...]) -> set[str] | None:
    """The 番 straight from the engine's score (None: no win)."""
    try:
        s = R.score(wins.line(hand), self_drawn=wins.split(hand)[3])
    except ValueError:
        return None
    return {f.key for f in s.factors}


def test_every_seed_fan_and_named_combination_is_a_type():
    assert sorted(WINS) == sorted(SEED_FAN)


@pytest.mark.parametrize("key", WINS)
def test_each_example_has_exactly_its_fans_and_the_near_miss_does_not(key):
    book = hand_types("paohuzi")
    e = book.entry(key)
    assert e.example is not None, "the seeded search found an example"
    want = set() if key == "none" else set(key.split("+"))
    assert engine_fans(e.example) == want
    assert wins.factor(key) == SEED_FAN[key]
    cards = wins.faces(e.example)
    assert len(cards) == 21, "a whole hand: 21 cards, the winning card among them"
    assert len(e.marked) == len(cards) and any(e.marked)
    assert e.miss is not None and e.miss_kind is not None, "a win of another type"
    assert engine_fans(e.miss) not in (want, None)
    flag = e.miss[:-1] == e.example[:-1] and e.miss[-1][1:] == e.example[-1][1:]
    diff = Counter(wins.faces(e.example))
    diff.subtract(Counter(wins.faces(e.miss)))
    assert flag or sum(abs(n) for n in diff.values()) == 2, "one card changed, or the way won"
    assert speak(book.why_miss(key), "zh") and speak(book.change(key), "en")


def test_red_types_mark_the_red_cards_and_black_marks_every_card():
    # A3: red = 二七十 / 贰柒拾, counted over every card of the winner
    book = hand_types("paohuzi")
    e = book.entry("yidianzhu")
    marked = [c for c, m in zip(wins.faces(e.example), e.marked, strict=True) if m]
    assert len(marked) == 1 and marked[0][1:] in ("2", "7", "10")
    assert all(book.entry("heihu").marked)


def test_a_wang_pattern_beats_the_plain_types_by_its_fan():
    book = hand_types("paohuzi")
    beaten = {o.key for o, _ in book.beats("wangchuang")}
    assert {"none", "honghu", "zimo", "yidianzhu", "heihu"} <= beaten
    assert "ti" not in beaten and "wangdiaowang" not in beaten  # groups apart; 8 = 8


@pytest.mark.parametrize("query,keys", [("乌胡", ["heihu", "heihu+wangdiao",
                                                    "heihu+wangchuang"]),
                                        ("dianhu", ["yidianzhu", "wangdiao+yidianzhu",
                                                    "wangchuang+yidianzhu"]), ("王闯", None)])
def test_search_finds_the_other_names(query, keys):
    found = [e.key for e in hand_types("paohuzi").find(query)]
    if keys is None:
        assert found and all("wangchuang" in k for k in found)
    else:
        assert found == keys


def test_dafengshou_lamps_are_the_engines_spins():
    # 大丰收 seed: 包含各類押注對象 … our targets and luck lamp (P-F1, P-F3)
    r = rules("dafengshou")
    book = hand_types("dafengshou")
    assert {e.key for e in book.entries} == {t.key for t in r.targets} | {"luck"}
    for e in book.entries:
        bet, lit, seed = e.example
        assert r.spin(random.Random(int(seed))) == lit == e.key
        net = r.settle({bet: 1}, lit).net
        assert net == (r.target(bet).odds if e.key != "luck" else -1)
        assert e.miss[1] != e.key and r.settle({e.miss[0]: 1}, e.miss[1]).net == -1
    assert {o.key for o, _ in book.beats("bar")} == {e.key for e in book.entries} - {"bar"}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_widget_draws_whole_hands_and_lamps(lang):
    b = FanBook("paohuzi", key="wangdiao", lang=lang)
    ex = b.view["type"]["example"]
    assert ex["cards"][-1]["marked"] and any(c["id"] == "W" for c in ex["cards"])
    b.handle({"kind": "lab"})
    assert b.view["lab_code"].startswith("ct")
    d = FanBook("dafengshou", key="apple", lang=lang)
    assert [c["kind"] for c in d.view["type"]["example"]["cards"]] == ["lamp", "lamp"]
    d.handle({"kind": "show", "which": "miss"})
    assert ("橙子" if lang == "zh" else "orange") in d.view["type"]["miss"]["change"]
    d.handle({"kind": "lab"})
    assert d.view["lab_code"] == 'OddsLab("dafengshou", bets={"apple": 1})'


def test_open_in_the_lab_keeps_the_way_won_and_the_bet():
    from widgets.ui import CardTable, OddsLab
    b = FanBook("paohuzi", key="zimo")
    b.handle({"kind": "lab"})
    table = CardTable(code=b.view["lab_code"])
    assert table.self_drawn and table.code == b.view["lab_code"]
    lab = OddsLab("dafengshou", bets={"apple": 10})
    d = FanBook("dafengshou", key="bar", lab=lab)
    d.handle({"kind": "lab"})
    bets = {f["name"]: f["value"] for f in lab.view["fields"] if f["name"].startswith("bet:")}
    assert bets["bet:apple"] == 10 and bets["bet:bar"] == 1
