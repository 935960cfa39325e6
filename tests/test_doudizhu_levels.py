"""The three 斗地主 levels (issue 37): whole seeded hands at every level, the same seed and
levels giving the same hand, the beginner's mistakes at their stated rates, and the strong
seat's cooperation, endgame search and bomb keeping in constructed positions.

Rules cited from seed 001 (斗地主): "任意一家出完牌后結束游戲，若是地主先出完牌則地主勝，
否則另外兩家勝。" (the first out wins, for his side); "火箭最大，可以打任意其他的牌。炸彈比火箭小，
比其他牌大。"
(seed §3.8); and ruling A7 [REC] "Bomb, rocket and spring each ×2" (a bomb doubles the stake).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import pytest

import widgets
from widgets.practice.card_tables.doudizhu_beginner import MISTAKES, mistakes
from widgets.practice.card_tables.doudizhu_events import DDeal, PlayCards
from widgets.practice.card_tables.doudizhu_play import FULL_DECK, DoudizhuGame, prepare
from widgets.practice.card_tables.doudizhu_search import (
    PASS,
    Position,
    Solver,
    counts,
    leads,
    search,
)
from widgets.practice.choices import Action, Decision
from widgets.practice.levels import LEVELS, choose, levels_of

RULES = widgets.rules("doudizhu")


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_plays_whole_hands(level):
    for seed in range(4):
        g = DoudizhuGame(seed, levels=level)
        assert g.advance() and g.over
        assert sum(g.ledger()) == 0
        assert any(isinstance(e, PlayCards) for e in g.events)


def test_same_seed_and_levels_give_the_same_hand():
    mixed = ["beginner", "strong", "club"]
    for seed in (3, 11):
        a, b = DoudizhuGame(seed, levels=mixed), DoudizhuGame(seed, levels=mixed)
        a.advance(), b.advance()
        assert a.events == b.events
        assert DoudizhuGame.from_json(a.to_json()).events == a.events


def test_each_level_says_what_it_plays_for():
    found = {lv.level: lv for lv in levels_of("doudizhu")}
    assert set(found) == set(LEVELS)
    assert all(lv.zh and lv.en for lv in found.values())


def test_beginner_mistakes_at_their_stated_rates():
    chances = {k: 0 for k in MISTAKES}
    made = {k: 0 for k in MISTAKES}
    for seed in range(40):
        g = DoudizhuGame(seed, levels="beginner")
        while not g.over:
            d = g.current()
            if d is not None:
                could, one = mistakes(g, d)
                for k in MISTAKES:  # k could be made: no earlier mistake was
                    if k in could:
                        chances[k] += 1
                        made[k] += one == k
                        if one == k:
                            break
            g.step()
    for k, (rate, _zh, _en) in MISTAKES.items():
        assert chances[k] >= 40, (k, chances[k])
        assert abs(made[k] / chances[k] - rate) < 0.15, (k, made[k], chances[k])


# ---- constructed positions: a stand-in table holding only what the strong seat reads ------


@dataclass
class Table:
    hands: tuple[str, str, str]  # rank patterns
    landlord: int
    last: tuple[int, str] | None  # who made the play to beat, and its pattern
    bottom_ranks: str = ""  # the 底牌, shown to all (still in the landlord's hand)
    seed: int = 5
    events: list[Any] = field(default_factory=list)

    def __post_init__(self):
        held = "".join(self.hands)
        rest = [c[0] for c in FULL_DECK]
        for r in held:
            rest.remove(r)
        self.events = [DDeal(0, ((), (), ()), (), 0),
                       PlayCards(3 - self.landlord if self.landlord else 1, tuple(rest), "")]
        self.rules = RULES
        self.s = SimpleNamespace(bids=[])

    def hand(self, seat: int) -> tuple[str, ...]:
        return tuple(self.hands[seat])

    def bottom(self):
        return tuple(self.bottom_ranks)

    def last_play(self):
        return None if self.last is None else (self.last[0], RULES.play(self.last[1]))

    def decision(self, seat: int) -> Decision:
        prev = None if self.last is None else RULES.play(self.last[1])
        got = RULES.leads(self.hands[seat]) if prev is None else \
            RULES.responses(self.hands[seat], prev)
        opts = tuple(Action("play", tuple(p), as_type=g.type)
                     for g in got.groups for p in g.patterns)
        return Decision(seat, "play", opts + ((Action("pass"),) if prev else ()),
                        previous=prev)


def test_strong_lets_its_partners_winning_play_stand():
    # landlord 0 led a 3, farmer 1 beat it with an A; farmer 2 could beat the A with a 2
    t = Table(("4566789TJQQKK", "3578899TTJQK", "22345579TJQKA"), 0, (1, "A"))
    d = t.decision(2)
    assert any(a.tiles == ("2",) for a in d.options)
    c = choose("doudizhu", "strong", t, d)
    assert c.action.kind == "pass"
    assert "队友" in c.reason("zh") and "partner" in c.reason("en")
    # the club seat does the same; the beginner may not
    assert choose("doudizhu", "club", t, d).action.kind == "pass"


def test_strong_lets_a_nearly_out_partner_through():
    t = Table(("4566789TJQQKK", "K2", "22345579TJQKA"), 0, (1, "K"))
    c = choose("doudizhu", "strong", t, t.decision(2))
    assert c.action.kind == "pass"
    assert "只剩 2 张" in c.reason("zh") and "2 cards left" in c.reason("en")


def test_the_exact_solver_finds_the_winning_line():
    # the landlord (0) leads from 3 3 A; the farmers hold a K and a 4. Leading a 3 lets the K
    # out (the farmers win); the A first (nobody beats it), then the pair 33, wins
    hands = (counts("33A"), counts("K"), counts("4"))
    solver = Solver(landlord=0)
    lose = solver.after(hands, 0, ("single", 0, "3"), None, -1)
    win = solver.after(hands, 0, ("single", 11, "A"), None, -1)
    assert (lose, win) == (False, True)
    # the strong seat, knowing what has been played, finds it through its sampled deals
    t = Table(("33A", "K", "4"), 0, None)
    c = choose("doudizhu", "strong", t, t.decision(0))
    assert c.action.tiles in (("A",), ("3", "3"))
    assert "算到底" in c.reason("zh") and "searched" in c.reason("en")


def test_search_counts_the_deals_each_move_wins():
    p = Position(0, 0, counts("33A"), (3, 1, 1), counts("K4"), counts(""), None, -1)
    from random import Random
    v = search(p, Random(1), n=4)
    assert v is not None and v.solved == 4
    assert v.wins[("single", 11, "A")] == 4 and v.wins[("single", 0, "3")] == 0
    assert PASS not in v.wins  # the leader may not pass ([REC] §3.6)


def test_the_search_weighs_the_two_lowest_wings():
    found = [m[2] for m in leads(counts("3334567")) if m[0] == "trio_single"]
    assert found == ["3334", "3335"]  # not 3336, 3337: the same trio with a higher wing
    assert ("straight", 4, "34567") in leads(counts("3334567"))


def test_strong_keeps_a_bomb_when_bombing_cannot_win():
    # the landlord (0) led a K and holds the rocket and a 2, his 底牌 (shown to all): whatever
    # farmer 1 does, the landlord wins (the rocket beats the bomb, seed §3.8), so a bomb would
    # only double the loss (A7: a bomb ×2)
    t = Table(("BR2", "33334", "5789"), 0, (0, "K"), "BR2")
    d = t.decision(1)
    assert any(a.as_type == "bomb" for a in d.options)
    c = choose("doudizhu", "strong", t, d)
    assert c.action.as_type not in ("bomb", "rocket")
    assert c.reason("zh") == "留着炸弹：现在炸只会翻倍输"
    assert c.reason("en") == "keeps the bomb: bombing now only doubles the loss"


@pytest.mark.parametrize("level", ["strong", "beginner"])
def test_reasons_in_zh_and_en(level):
    g = DoudizhuGame(7, levels=level)
    said = 0
    while not g.over:
        d = g.current()
        if d is not None:
            c = g.choice(d)
            if c.why is not None:
                said += 1
                assert c.reason("zh") and c.reason("en")
                assert c.reason("zh") != c.reason("en")
        g.step()
    assert said > 0 if level == "beginner" else said > 10


def _deal(seat0: str, seat1: str) -> Any:
    """A prepared deal: seats 0 and 1 as given, seat 2 and the 底牌 the rest in rank order."""
    rest = [c[0] for c in FULL_DECK]
    for r in seat0 + seat1:
        rest.remove(r)
    rest.sort(key="3456789TJQKA2BR".index)
    return prepare((seat0, seat1, "".join(rest[:17])), "".join(rest[17:]), first=0)


def _to(game: DoudizhuGame, stage: str, seat: int, landlord_doubles: bool = False) -> Decision:
    """Play the prepared hand to ``seat``'s ``stage`` decision: seat 0 calls, the others pass,
    the landlord doubles or not as told, everything else as the club seat."""
    while True:
        d = game.current()
        if d is not None and d.stage == stage and d.seat == seat:
            return d
        if d is not None and d.stage == "bid":
            want = "call" if any(a.value == "call" for a in d.options) else "rob"
            game.step(lambda g, d, want=want: Action("bid", value=want if d.seat == 0
                                                     else "pass"))
        elif d is not None and d.stage == "double":
            game.step(lambda g, d: Action("double", value="yes" if landlord_doubles and
                                          d.seat == 0 else "no"))
        else:
            game.step()


def test_strong_calls_a_hand_with_the_rocket_and_two_bombs():
    # 王炸 and two bombs: as landlord such hands score well above a farmer's (the table's
    # highest bucket); ×2 per bomb and rocket (A7) is what makes them worth calling
    g = DoudizhuGame(0, prepared=_deal("BR33334444579TJQK", "5566778899TTJJQQK"), levels="strong")
    d = _to(g, "bid", 0)
    c = g.choice(d, "strong")
    assert c.action.value == "call"
    assert "当地主约赢" in c.reason("zh") and "a landlord wins about" in c.reason("en")


def test_strong_passes_a_weak_hand_and_does_not_double_it():
    weak = "334456789TTJJQKK5"  # no 2, no ace, no joker, no bomb: worth less as landlord
    g = DoudizhuGame(0, prepared=_deal(weak, "B22AAA3456789TJQK"), levels="strong")
    assert g.choice(_to(g, "bid", 0), "strong").action.value == "pass"
    # made the landlord all the same (seat 0 calls), it does not double such a hand
    c = g.choice(_to(g, "double", 0), "strong")
    assert c.action.value == "no"
    # the reason weighs the hand (the action, 不加倍, is said by the advice beside it)
    assert "地主约赢" in c.reason("zh") and "the landlord win about" in c.reason("en")


@pytest.mark.parametrize("landlord_doubles", [False, True])
def test_strong_farmer_doubles_a_strong_hand_unless_the_landlord_doubled(landlord_doubles):
    # strength 10 (小王 3, two 2s, three aces): the farmers win about 64 % against a landlord
    # who did not double, but under half against one who did (seed 五.3: each 加倍 ×2)
    g = DoudizhuGame(0, prepared=_deal("R22A3344556677889", "B22AAA3456789TJQK"),
                     levels="strong")
    c = g.choice(_to(g, "double", 1, landlord_doubles), "strong")
    assert c.action.value == ("no" if landlord_doubles else "yes")
