"""The settlement lab (issue 41: 01b's money rules "shown live"): a 血战到底 hand set by how it
ended, every payment computed by the engine and shown with the seed's sentence behind it.
Each test cites the seed sentence (seed 000, 四川麻将) it checks."""

from __future__ import annotations

from dataclasses import replace

import pytest

from widgets.engine.ledger import SYSTEM
from widgets.practice.table.settle_story import Seat, Story, StoryError, outcome
from widgets.ui import SettleLab


def pays(lab: SettleLab, reason: str) -> list[tuple[int, int, int]]:
    return [(p["payer"], p["payee"], p["paid"]) for p in lab.view["payments"]
            if p["reason"].split(":")[0] == reason]


def lab_with(*changes: tuple[int, str, object], **kw) -> SettleLab:
    lab = SettleLab(lang="zh", **kw)
    for seat, field, value in changes:
        lab.handle({"kind": "seat", "seat": seat, "field": field, "value": value})
        assert lab.message["level"] == "", lab.message
    return lab


def test_kongs_are_paid_at_once_by_the_feeder_or_every_player_still_in():
    """"明杠，立刻收取放杠者2倍金币;续杠，立刻收取其他未胡者1倍金币";
    "下雨：立刻收取其他未胡者2倍金币"."""
    lab = lab_with((0, "fed_by", 2), (0, "kong", "direct"), (1, "kong", "added"),
                   (3, "kong", "concealed"))
    assert pays(lab, "刮风 直杠") == [(2, 0, 2)]
    assert sorted(pays(lab, "刮风 面下杠")) == [(0, 1, 1), (2, 1, 1), (3, 1, 1)]
    assert sorted(pays(lab, "下雨 暗杠")) == [(0, 3, 2), (1, 3, 2), (2, 3, 2)]
    rule = next(p["rule"] for p in lab.view["payments"] if p["reason"] == "刮风 直杠")
    assert rule == "明杠，立刻收取放杠者2倍金币"


def test_a_kong_after_a_win_is_paid_one_to_one_by_those_still_in():
    """"4. 刮风下雨，按玩家之间各自一对一计算金币": the winner who is out pays nothing."""
    lab = lab_with((1, "end", "dianpao"), (1, "from_seat", 2), (2, "kong", "concealed"))
    lab.handle({"kind": "after_kong", "value": True})  # P2's kong comes right before its shot
    kong = pays(lab, "下雨 暗杠")
    assert sorted(kong) == [(0, 2, 2), (1, 2, 2), (3, 2, 2)]
    moved = pays(lab, "呼叫转移")  # "该玩家刮风下雨所得则转移给胡牌玩家"
    assert moved == [(2, 1, 6)]


def test_a_win_pays_base_times_multiplier_and_self_draw_adds_the_base():
    """"点炮，只有点炮者输金币，自摸胡，所有人输金币"; "自摸加底"."""
    lab = lab_with((2, "end", "zimo"))
    lab.handle({"kind": "base", "value": 3})
    assert sorted(pays(lab, "自摸")) == [(0, 2, 6), (1, 2, 6), (3, 2, 6)]  # 3 × (平胡 × 自摸 2)
    assert sorted(pays(lab, "自摸加底")) == [(0, 2, 3), (1, 2, 3), (3, 2, 3)]
    lab = lab_with((1, "end", "dianpao"), (1, "from_seat", 3))
    assert pays(lab, "点炮") == [(3, 1, 1)]


def test_at_the_wall_the_pig_and_the_not_ready_pay_and_refund():
    """"流局时，花猪玩家要赔给非花猪并且未胡玩家16倍底注";
    "查大叫 … 没下叫的玩家(花猪除外)要赔给有叫的玩家最大的可能番";
    "没下叫的玩家刮风下雨所得无效，全部退还"."""
    lab = lab_with((0, "end", "huazhu"), (1, "end", "not_ready"), (1, "kong", "concealed"),
                   (2, "end", "zimo"))
    assert sorted(pays(lab, "查花猪")) == [(0, 1, 16), (0, 3, 16)]  # not P2: won
    assert pays(lab, "查大叫") == [(1, 3, 1)]  # the pig pays none ("花猪除外")
    assert sorted(pays(lab, "退还刮风下雨")) == [(1, 0, 2), (1, 2, 2), (1, 3, 2)]
    assert lab.view["seats"][3]["came_to"] == "流局时下叫：最大可能 ×1"


def test_a_player_who_left_still_pays_and_their_refund_goes_to_the_system():
    """"未胡牌玩家逃跑后由系统代打，并参与流局查花猪、查大叫"; "已逃跑玩家部分归系统"."""
    lab = lab_with((3, "kong", "concealed"), (3, "end", "not_ready"), (3, "left", True))
    assert sorted(pays(lab, "查大叫")) == [(3, 0, 1), (3, 1, 1), (3, 2, 1)]
    assert pays(lab, "退还归系统") == [(3, SYSTEM, 6)]


def test_one_shot_several_winners_and_the_next_dealer():
    """"一炮多响，按玩家之间各自一对一计算金币"; "一炮多响由放炮者坐庄"; "之后胡牌的人坐庄"."""
    lab = lab_with((1, "end", "dianpao"), (1, "from_seat", 0), (2, "end", "dianpao"),
                   (2, "from_seat", 0))
    assert pays(lab, "点炮") == [(0, 1, 1), (0, 2, 1)]
    assert lab.view["next_dealer"] == "东家 P0"
    lab.handle({"kind": "seat", "seat": 2, "field": "end", "value": "ready"})
    assert lab.view["next_dealer"] == "南家 P1"


def test_bankruptcy_takes_only_what_a_player_has():
    """"破产：牌局中对手若破产，系统则只扣除其所有金币，多出部分不予计算"."""
    lab = lab_with((0, "end", "huazhu"))
    lab.handle({"kind": "limited", "value": True})
    lab.handle({"kind": "seat", "seat": 0, "field": "coins", "value": 20})
    short = [p for p in lab.view["payments"] if p["short"]]
    assert [(p["owed"], p["paid"]) for p in short] == [(16, 4), (16, 0)]  # 20 = 16 + 4
    assert [f["value"] for f in lab.view["final"]][0] == 0


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_story_the_rules_refuse_is_said_and_the_last_one_kept(lang):
    lab = SettleLab(lang=lang)
    lab.handle({"kind": "seat", "seat": 1, "field": "end", "value": "zimo"})
    view = lab.view
    lab.handle({"kind": "seat", "seat": 1, "field": "left", "value": True})
    assert lab.message["level"] == "warning" and lab.view == view
    assert ("未胡牌玩家逃跑" if lang == "zh" else "has won: a player who leaves") in \
        lab.message["text"]
    lab.handle({"kind": "seat", "seat": 1, "field": "kong", "value": "dragon"})
    assert lab.message["level"] == "warning" and ("不是可选的值" if lang == "zh" else
                                                 "not one of the choices") in lab.message["text"]
    lab.handle({"kind": "base", "value": 0})
    assert lab.message["level"] == "warning" and "底注" in lab.message["text"]


def test_two_seats_cannot_win_on_each_others_discard():
    story = Story().with_seat(0, end="dianpao", from_seat=1).with_seat(1, end="dianpao",
                                                                       from_seat=0)
    with pytest.raises(StoryError, match="cannot each win") as e:
        outcome(story)
    assert "不能互相点炮胡" in e.value.say("zh")
    with pytest.raises(StoryError, match="a fourth cannot win"):
        outcome(Story(tuple(Seat(end="zimo") for _ in range(4))))  # type: ignore[arg-type]


def test_the_view_speaks_the_widgets_language():
    lab = lab_with((2, "end", "zimo"))
    assert lab.view["seats"][2]["came_to"].startswith("自摸胡：×2")
    lab.handle({"kind": "lang", "value": "en"})
    assert lab.view["seats"][2]["came_to"].startswith("won self-drawn (自摸): ×2")
    assert lab.view["payments"][0]["reason"].startswith("自摸: self-drawn win")
    assert lab.view["steps"][0]["text"] == "West draws 8p"


IDS = {"value", "kong", "end", "lang", "size", "ruling"}  # ids and the other language's name


def _texts(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in IDS:
                yield from _texts(v)
    elif isinstance(value, list):
        for v in value:
            yield from _texts(v)


def test_a_chinese_lab_shows_no_english_word():
    """中文 mode (as tests/test_zh_mode.py reads a view): every text of a lab with kongs, wins,
    a 花猪, a player who left and limited coins, in Chinese; seat ids (P0) are ids."""
    from test_zh_mode import english_words

    lab = lab_with((0, "kong", "direct"), (0, "end", "huazhu"), (1, "end", "zimo"),
                   (2, "kong", "added"), (2, "left", True), (3, "end", "dianpao"))
    lab.handle({"kind": "limited", "value": True})
    words = {w for text in _texts(lab.view) for w in english_words(text)} - {"P0", "P1", "P2",
                                                                          "P3", "P"}
    assert not words, words


def test_the_lab_refuses_what_it_cannot_tell_and_says_why():
    """A late 直杠 fed by a player who has already won (a winner discards no more); coins for
    some seats only; a seat's coins while the room does not limit them."""
    story = (Story().with_seat(0, end="zimo").with_seat(2, kong="direct", fed_by=0)
             .with_seat(1, end="dianpao", from_seat=2))
    with pytest.raises(StoryError, match="P0 has won by then"):
        outcome(replace(story, after_kong=True))
    assert outcome(story).ledger.payments  # without 呼叫转移's order the kong comes first
    with pytest.raises(StoryError, match="all four seats or none"):
        outcome(Story().with_seat(0, coins=5))
    lab = SettleLab(lang="en")
    lab.handle({"kind": "seat", "seat": 0, "field": "coins", "value": 5})
    assert lab.message["level"] == "warning" and "Seats start with coins" in lab.message["text"]


def test_any_story_is_settled_or_refused_with_its_reason():
    """100 seeded random stories: each settles (its nets sum to zero) or is a StoryError —
    never an error of the engine's (the lab's hands always fit the state they stand for)."""
    import random

    from widgets.practice.table.settle_story import ENDS, KONGS, WINS

    rng = random.Random(41)
    settled = 0
    for _ in range(100):
        seats = []
        for i in range(4):
            others = [j for j in range(4) if j != i]
            end = rng.choice(ENDS)
            seats.append(Seat(kong=rng.choice(KONGS), fed_by=rng.choice(others), end=end,
                              from_seat=rng.choice(others),
                              left=end not in WINS and rng.random() < 0.3))
        story = Story(tuple(seats), base=rng.randint(1, 3),  # type: ignore[arg-type]
                      after_kong=rng.random() < 0.5)
        try:
            ledger = outcome(story).ledger
        except StoryError:
            continue
        settled += 1
        assert sum(ledger.net.values()) == 0
    assert settled > 70, settled
