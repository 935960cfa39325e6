"""The 新手 beginner and 高手 strong levels of the 跑胡子, 欢乐三张 and 二八杠 tables
(widgets/practice/card_tables/{paohuzi,sanzhang,tuitongzi}_levels.py): whole seeded hands at
every level, the same seed and levels giving the same events, the beginners' stated rates,
the strong levels' choices in constructed situations, and their reasons in zh and en. The
strength figures are printed by benchmarks/levels.py (no timed or strength assertions
here)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pytest

from widgets.cards.paohuzi import Memory
from widgets.cards.paohuzi.notation import as_card
from widgets.practice import levels as lv
from widgets.practice.card_tables import (
    PaohuziGame,
    SanzhangGame,
    TuitongziGame,
    paohuzi_levels,
    sanzhang_levels,
    tuitongzi_levels,
)
from widgets.practice.card_tables.sanzhang_play import SBet, prepare
from widgets.practice.choices import Action, Decision

GAMES = {"paohuzi": (PaohuziGame, 3, {}), "sanzhang": (SanzhangGame, 4, {"players": 4}),
         "tuitongzi": (TuitongziGame, 3, {"bettors": 3})}
MIXES = (("beginner",) * 4, ("strong",) * 4, ("beginner", "club", "strong", "strong"),
         ("strong", "beginner", "club", "beginner"))


def play(game_id: str, seed: int, levels, record: list | None = None):
    """A whole hand at ``levels`` (one per seat), each choice kept in ``record``."""
    cls, seats, kw = GAMES[game_id]
    g = cls(seed, levels=list(levels[:seats]), **kw)

    def chooser(game, d):
        got = game.choice(d)
        if record is not None:
            record.append((game.levels[d.seat], d, got))
        return got.action
    while not g.over:
        g.step(chooser)
    return g


# ---- whole hands, reproducible ---------------------------------------------------------------

@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_level_plays_whole_seeded_hands_to_the_end(game_id):
    for seed in range(3 if game_id == "paohuzi" else 8):
        for levels in MIXES:
            g = play(game_id, seed, levels)
            assert g.over and sum(g.ledger()) == 0


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_same_seed_and_levels_give_the_same_events_and_replay(game_id):
    cls = GAMES[game_id][0]
    for seed in (3, 11):
        levels = MIXES[2 + seed % 2]
        a, b = play(game_id, seed, levels), play(game_id, seed, levels)
        assert a.events == b.events
        again = cls.from_json(a.to_json())
        assert again.events == a.events and again.levels == a.levels


def test_levels_change_the_play():
    """The levels are real players: the same seed at different levels plays differently."""
    differ = sum(play("sanzhang", s, ("beginner",) * 4).events
                 != play("sanzhang", s, ("strong",) * 4).events for s in range(10))
    assert differ >= 8


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_level_is_described_and_every_choice_says_why_in_zh_and_en(game_id):
    for level in lv.LEVELS:
        got = lv.player(game_id, level)
        assert got.zh and got.en and got.zh != got.en
    record: list = []
    for seed in range(4):
        play(game_id, seed, MIXES[2], record)
    chosen = [(level, c) for level, _, c in record if level != "club"]
    assert chosen
    for _level, c in chosen:
        assert c.why is not None and c.reason("zh") and c.reason("en")
        assert c.reason("zh") != c.reason("en")


# ---- the beginners' stated rates -------------------------------------------------------------

@pytest.fixture(scope="module")
def beginners() -> dict[str, tuple[list, list]]:
    """Whole hands of beginners only: the games and every choice, per game."""
    out: dict[str, tuple[list, list]] = {}
    for game_id, hands in (("paohuzi", 16), ("sanzhang", 80)):
        record: list = []
        games = [play(game_id, seed, ("beginner",) * 4, record) for seed in range(hands)]
        out[game_id] = (games, record)
    return out


def test_paohuzi_beginner_claims_at_its_stated_rate(beginners):
    record = beginners["paohuzi"][1]
    offered = [(d, c) for _, d, c in record if d.stage == "claim"
               and {"peng", "chi"} & {a.kind for a in d.options}
               and "hu" not in {a.kind for a in d.options}]
    took = sum(c.action.kind in ("peng", "chi") for _, c in offered)
    assert len(offered) >= 40
    assert abs(took / len(offered) - paohuzi_levels.CLAIM_ALL) < 0.1


def test_paohuzi_beginner_discards_at_random_at_its_stated_rate(beginners):
    record = beginners["paohuzi"][1]
    discards = [c for _, d, c in record if d.stage == "discard" and len(d.options) > 1]
    random = sum("without a second look" in c.reason("en") for c in discards)
    assert len(discards) >= 150
    assert abs(random / len(discards) - paohuzi_levels.RANDOM_DISCARD) < 0.1


def test_paohuzi_beginner_claims_what_the_club_refuses():
    """A beginner takes 碰/吃 that lower the club's measure of the hand (claims every 碰)."""
    refused_by_club = 0
    for seed in range(12):
        g = PaohuziGame(seed, levels="beginner")
        while not g.over:
            d = g.current()
            if d is not None and d.stage == "claim" and "hu" not in {a.kind for a in d.options}:
                mine, club = g.choice(d, "beginner"), g.choice(d, "club")
                refused_by_club += mine.action.kind != "pass" and club.action.kind == "pass"
            g.step()
    assert refused_by_club > 0


def test_sanzhang_beginner_raises_at_its_stated_rate_whatever_its_cards(beginners):
    record = beginners["sanzhang"][1]
    seen_turns = [(d, c) for _, d, c in record
                  if any(a.kind == "call" for a in d.options)
                  and not any(a.kind == "look" for a in d.options)]
    with_raise = [c for d, c in seen_turns if any(a.kind == "raise" for a in d.options)]
    raised = sum(c.action.kind == "raise" for c in with_raise) / len(with_raise)
    assert len(with_raise) > 100
    assert abs(raised - sanzhang_levels.RANDOM_RAISE) < 0.08


def test_sanzhang_beginner_folds_only_from_its_late_round(beginners):
    for g in beginners["sanzhang"][0]:
        for step in g.betting.steps:
            if step.action == "fold":
                assert step.round >= sanzhang_levels.LATE_FOLD_ROUND


def test_tuitongzi_beginner_bets_every_round_mostly_big():
    amounts = []
    for seed in range(150):
        g = play("tuitongzi", seed, ("beginner",) * 3)
        assert all(b.position >= 0 for b in g.bets)  # bets every round
        amounts += [b.amount for b in g.bets]
    share = Counter(amounts)
    weights = tuitongzi_levels.BIG_WEIGHTS
    for chip, w in weights.items():  # offered all four chips while the banker covers them
        assert abs(share[chip] / len(amounts) - w / sum(weights.values())) < 0.1


# ---- strong in constructed situations ---------------------------------------------------------

@dataclass
class Table:
    """A 跑胡子 table as the levels read it: each seat's hand and groups, laid cards, memory."""

    hands: dict[int, tuple[str, ...]]
    groups: dict[int, tuple] = field(default_factory=dict)
    chou: Memory = field(default_factory=Memory)
    seed: int = 0
    events: tuple = ()

    def hand(self, seat):
        return self.hands.get(seat, ())

    def melds(self, seat):
        return self.groups.get(seat, ())

    def laid(self, seat):
        return ()

    def memory(self):
        return self.chou


def test_paohuzi_strong_takes_the_higher_huxi_way_when_the_outlook_is_alike():
    """小一 offered by the 上家 to a hand holding 小二 小三 大一 大一: 吃 一二三 (3 胡息, seed
    table 四、積分規則: 一二三 小 3) leaves a pair of 大一, 吃 the 绞 一壹壹 (0) leaves 小二三:
    one whole group and one partial either way, so the 胡息 decides."""
    rest = ("x5", "x5", "x5", "d7", "d8", "d9", "x8", "d4")
    table = Table({1: ("x2", "x3", "d1", "d1", *rest)})
    ways = ((("x1", "d1", "d1"),), (("x1", "x2", "x3"),))
    d = Decision(1, "claim", (Action("chi", ("x1",), way=0), Action("chi", ("x1",), way=1),
                              Action("pass", ("x1",))), card="x1", ways=ways)
    got = lv.choose("paohuzi", "strong", table, d)
    assert got.action == Action("chi", ("x1",), way=1)
    assert "3 胡息" in got.reason("zh") and "3 more 胡息" in got.reason("en")


def test_paohuzi_strong_prefers_the_peng_worth_more_than_the_chi():
    """大五 offered to 大四 大六 大五 大五 …: 吃 四五六 (a 句, 0 胡息) or 碰 the pair (大碰 3
    胡息, seed table 四、積分規則): one whole and one partial group either way, so the 碰."""
    table = Table({2: ("d4", "d6", "d5", "d5", "x1", "x2", "x3", "x7", "x7")})
    d = Decision(2, "claim", (Action("peng", ("d5",)), Action("chi", ("d5",), way=0),
                              Action("pass", ("d5",))), card="d5",
                 ways=((("d4", "d5", "d6"),),))
    got = lv.choose("paohuzi", "strong", table, d)
    assert got.action.kind == "peng"  # 3 胡息 (大碰) beats 0 for the 句


def test_paohuzi_strong_gives_the_card_the_next_player_may_not_eat():
    """Two loose cards, 小五 and 大五, leave the hand alike; the 下家 declined 大五 before, so
    it is his 臭牌: he may never 吃 or 碰 it again (seed rule 6, P-PH14): the strong seat
    discards 大五. Without that memory it gives the other one."""
    hand = ("x1", "x2", "x3", "d2", "d7", "d10", "x5", "d5")
    d = Decision(1, "discard", tuple(Action("discard", (c,)) for c in hand[-2:]))
    chou = Memory(chou=(frozenset(), frozenset(), frozenset({as_card("d5")})))
    got = lv.choose("paohuzi", "strong", Table({1: hand}, chou=chou), d)
    assert got.action.card == "d5"
    assert lv.choose("paohuzi", "strong", Table({1: hand}), d).action.card == "x5"


def test_paohuzi_outlook_counts_cards_from_a_win():
    rest = ["x1", "x2", "x3", "d2", "d7", "d10", "x4", "x5", "x6"]
    one_away = [as_card(c) for c in [*rest, "d5", "d5"]]
    look = paohuzi_levels.outlook(one_away, [], Counter())
    assert look.need == 1 and look.huxi == 9  # 一二三 3 + 贰柒拾 6 (seed table)
    far = [as_card(c) for c in [*rest, "d5", "x9"]]
    assert paohuzi_levels.outlook(far, [], Counter()).need > 1


def _sanzhang_at(hands: list[str], words: list[str]) -> SanzhangGame:
    g = SanzhangGame(0, prepared=prepare(hands), players=len(hands), human=(0, 1, 2))
    g.step()  # the deal
    for w in words:
        g.apply(SBet(g.betting.to_act, w))
    return g


def test_sanzhang_strong_folds_a_weak_hand_against_a_big_raise():
    """Seat 0 looks and raises to the 单注封顶 (10 seen, [REC] §5.6); seat 1 holds 7-4-2 of
    mixed suits, a 单张 (seed 二、牌型): it looks, then folds."""
    g = _sanzhang_at(["As Ad Ac", "7h 4d 2c", "9s 8h 3d"], ["look", "raise 10"])
    d = g.current()
    assert g.choice(d, "strong").action.kind == "look"  # a blind call is no longer cheap
    g.apply(SBet(1, "look"))
    got = g.choice(g.current(), "strong")
    assert got.action.kind == "fold" and "folds" in got.reason("en")


def test_sanzhang_strong_raises_a_baozi():
    """A 豹子 (three alike, the highest type: seed 豹子 > 順金 > …) raises, to the cap."""
    g = _sanzhang_at(["9s 8h 3d", "Kh Kd Ks", "7h 4d 2c"], ["look", "call"])
    g.apply(SBet(1, "look"))
    d = g.current()
    got = g.choice(d, "strong")
    raises = [a for a in d.options if a.kind == "raise"]
    assert got.action == raises[-1] and "raises" in got.reason("en")


def test_sanzhang_percentile_orders_the_hand_types():
    g = _sanzhang_at(["Ah Ad Ac", "2c 3d 5s", "Ks Qs Js", "9h 9d 4c"], [])
    p = [sanzhang_levels.percentile(g, s) for s in range(4)]
    assert p[0] > p[2] > p[3] > p[1] and p[0] > 0.99 and p[1] < 0.01


def test_sanzhang_strong_plays_a_real_share_of_hands():
    """No refusing to play: over 40 hands × 4 seats against club seats, the strong seat
    folds in at most 65 % of its hands (the club seats fold about as often) and plays some
    to a 比牌."""
    folds = compares = hands = 0
    for seed in range(40):
        for seat in range(4):
            g = play("sanzhang", seed, ["strong" if s == seat else "club" for s in range(4)])
            steps = g.betting.steps
            hands += 1
            folds += any(s.seat == seat and s.action == "fold" for s in steps)
            compares += any(s.seat == seat and s.action == "compare" for s in steps)
    assert folds / hands <= 0.65
    assert compares / hands >= 0.1


def test_tuitongzi_strong_bets_every_round_sized_by_the_pool():
    """The strong bettor never skips; with no pool its bets lose on average (identical hands
    go to the banker, seed: 无论任何牌型，手牌相同一律庄家赢) so it bets the least; with a rich
    pool (seed: 中发财按下注比例平分20%奖金池) it bets more."""
    small, big = [], []
    for seed in range(20):
        for pool, out in ((0, small), (200_000, big)):
            g = TuitongziGame(seed, pool=pool, levels="strong")
            g.advance()
            assert all(b.position >= 0 for b in g.bets)
            out += [b.amount for b in g.bets]
    assert set(small) == {100}
    assert min(big) > 100 and len(set(small + big)) > 1


def test_tuitongzi_edge_is_negative_per_chip():
    per_chip, chance = tuitongzi_levels.edge(TuitongziGame(0).rules)
    assert -0.05 < per_chip < 0
    assert chance["dui_fa"] == pytest.approx(4 / 40 * 3 / 39)
