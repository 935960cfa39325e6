"""The whole hands of lessons 03 (双人) and 10 (永州): their commentary names steps and what
happens at them, so the hand each seed deals is checked here against that prose. If the
automatic seats or the rules change the hand, these fail and a new seed must be chosen (and
the prose rewritten) instead of leaving false commentary. tests/test_lessons.py runs the
lessons; this reads their seeds statically."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from widgets.engine.events import Claim, Dice, Discard, Draw, End, Kong, Pass, Win
from widgets.practice.table.play import Game
from widgets.practice.table.yongzhou_play import YongzhouRound

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"


def _cells(name: str) -> list[dict]:
    return json.loads((LESSONS / name).read_text(encoding="utf-8"))["cells"]


def _constant(name: str, lesson: str) -> int:
    """``NAME = 123`` set once in the lesson's code (the seed its prose follows)."""
    code = "\n".join("".join(c["source"]) for c in _cells(lesson) if c["cell_type"] == "code")
    found = re.findall(rf"^{name} = (\d+)", code, re.M)
    assert len(found) == 1, (name, found)
    return int(found[0])


def _prose(lesson: str) -> str:
    return "\n".join("".join(c["source"]) for c in _cells(lesson) if c["cell_type"] == "markdown")


def _played(variant: str, seed: int, seat: int, *, pass_at: int | None = None,
            **options) -> tuple[Game, list[tuple[int, str]]]:
    """The hand with ``seat`` played by a person making the automatic choices (passing at
    step ``pass_at``), and the wins it was refused on the way: (events so far, why)."""
    g = Game(variant, seed, human=seat, **options)
    g.advance()
    refused = []
    while not g.finished:
        d = g.pending()
        refused += [(len(g.events), str(why)) for a, why in d.refused if a.kind == "win"]
        pick = (next(a for a in d.options if a.kind == "pass") if len(g.events) == pass_at
                else g.choose(d))
        g.act(pick)
        g.advance()
    return g, refused


def _auto(variant: str, seed: int, **options) -> Game:
    g = Game(variant, seed, **options)
    g.advance()
    return g


def _at(events, step: int):
    """The event shown at ``step`` (the table's steps count from 1)."""
    return events[step - 1]


# ---- lesson 03: 双人 ---------------------------------------------------------------------

SHUANGREN = "03-shuangren.ipynb"


@pytest.mark.ruling("R-D7")
def test_lesson_03s_hand_still_shows_what_its_prose_says():
    """Section 10 follows seed 609: 补花 at the deal and in play ("补花：抓到花牌后，亮出并从
    牌墙尾部补一张"), a win refused short of 起胡 ("起胡：达到一定番数才可胡牌"), then the same
    tile won on a flower's replacement, as 自摸 ("补花成和计自摸分，不计杠上开花")."""
    seed = _constant("SEED", SHUANGREN)
    assert seed == 609 and "seed 609" in _prose(SHUANGREN)
    game = _auto("shuangren", seed)
    ev = game.events
    east, south = 0, 1
    # "Steps 3–7. 东 is dealt 14 tiles with one flower (夏), 南 13 with two (梅 and 竹) …
    # step 5 for 东, steps 6 and 7 for 南"
    flowers = [(e.seat, re.search(r"(\d+)f$", e.hand).group(1)) for e in ev[2:4]]
    assert flowers == [(east, "2"), (south, "57")]  # 夏; 梅 and 竹
    assert [(e.seat, e.replacement) for e in ev[4:7]] == [(east, True), (south, True),
                                                        (south, True)]
    assert isinstance(ev[7], Discard)  # before the first discard
    # "at steps 9, 22 and 34 南 is offered a 吃 and passes"; the 碰s at 16, 33 (东) and 27, 31 (南)
    assert [i + 1 for i, e in enumerate(ev) if isinstance(e, Pass) and e.seat == south] \
        == [9, 22, 35]
    assert all(_at(ev, s).kinds == ("chi",) for s in (9, 22, 35))
    pons = {i + 1: (e.seat, e.tile) for i, e in enumerate(ev) if isinstance(e, Claim)}
    assert pons == {16: (east, "1s"), 27: (south, "3s"), 31: (south, "2z"), 33: (east, "3z")}
    assert all(e.kind == "pon" for e in ev if isinstance(e, Claim))
    assert not any(isinstance(e, Kong) for e in ev)
    # "Step 34. 东 discards 六条 … 7, short of 起胡's 8 … the table does not offer the win"
    assert _at(ev, 34) == Discard(east, "6s")
    mine, refused = _played("shuangren", seed, south)
    assert mine.events == ev  # "Make the automatic seat's choices and you replay the hand"
    assert [(at, why) for at, why in refused] == [
        (34, "not enough fan: 7 (of the total 9) counts towards the minimum of 8 (起胡)")]
    # "Step 40: 南 draws 春 in play … replaced … at step 41 … the replacement is 六条";
    # steps 40-42 and the win is 自摸, not 杠上开花
    assert _at(ev, 40) == Draw(south, "1f", False, _at(ev, 40).wall_remaining)
    assert _at(ev, 41).replacement and _at(ev, 41).tile == "6s"
    win = _at(ev, 42)
    assert isinstance(win, Win) and win.seat == south and win.tile == "6s"
    assert win.from_seat is None and not win.situation.get("after_kong")
    assert isinstance(_at(ev, 43), End) and len(ev) == 43
    score = game.rules.score(win.hand, win.situation)
    lines = {ln.zh: ln.value * ln.count for ln in score.lines}
    # the lesson's solution: "混一色 6 + 幺九刻 1 + 花牌 3 + 自摸 1"
    assert lines == {"混一色": 6, "幺九刻": 1, "花牌": 3, "自摸": 1}
    assert "杠上开花" not in lines
    assert game.ledger().net == {east: -11, south: 11}


@pytest.mark.ruling("P-D3")
def test_lesson_03s_drawn_hand_ends_in_huangzhuang():
    """"荒庄: the 72nd tile drawn and its discard made without a win": seed 49, as the lesson
    says — step 96 the last tile (a kong's replacement), 97 its discard, 98 the end."""
    seed = _constant("DRAWN_SEED", SHUANGREN)
    assert seed == 49 and "seed 49" in _prose(SHUANGREN)
    game = _auto("shuangren", seed)
    ev = game.events
    assert len(ev) == 98 and ev[-1].reason == "wall"
    assert not any(isinstance(e, Win) for e in ev)
    assert isinstance(_at(ev, 95), Kong) and _at(ev, 95).tile == "6z"  # "its kong of 发"
    last = _at(ev, 96)
    assert isinstance(last, Draw) and last.seat == 1 and last.wall_remaining == 0
    assert _at(ev, 97).seat == 1 and isinstance(_at(ev, 97), Discard)
    ledger = game.ledger()
    assert set(ledger.net.values()) == {0} and ledger.next_dealer == game.dealer == 0


# ---- lesson 10: 永州 ---------------------------------------------------------------------

YONGZHOU = "10-yongzhou.ipynb"


@pytest.mark.ruling("R-Y10")
def test_lesson_10s_hand_still_shows_what_its_prose_says():
    """Section 11 follows seed 130: East deals; 碰, 吃 from the 上家 and a 加杠; then East's
    discard is won by all three others, "同一張牌點三個炮，點炮者包三家。胡牌者不滿3番牌型，
    按照3番滿計算", and "如果一炮多響包括莊家在內胡牌，下一輪莊家繼續當莊" — here it does not."""
    seed = _constant("SEED", YONGZHOU)
    assert seed == 130
    game = _auto("yongzhou", seed)
    ev = game.events
    # "Steps 1–2: East throws two dice, which make East (P0) the dealer, and the dealer throws
    # one die for the break"
    assert isinstance(_at(ev, 1), Dice) and _at(ev, 1).seat == 0 and len(_at(ev, 1).values) == 2
    assert isinstance(_at(ev, 2), Dice) and _at(ev, 2).seat == 0 and len(_at(ev, 2).values) == 1
    assert game.dealer == 0 and game.round_wind == 0
    claims = {i + 1: (type(e).__name__, e.seat, e.kind, e.tile, e.from_seat)
              for i, e in enumerate(ev) if isinstance(e, Claim | Kong)}
    assert claims[23] == ("Claim", 2, "pon", "9m", 3)
    assert claims[39] == ("Claim", 2, "chi", "2s", 1)  # "from South … its 上家"
    assert claims[44] == ("Kong", 2, "added", "9m", None)  # "a 加杠 … of 九万"
    assert _at(ev, 45).replacement  # "draws a replacement from the back of the wall"
    # "Six more 碰s and 吃s follow (steps 41, 55, 61, 77, 79 and 113)"
    assert sorted(claims) == [23, 39, 41, 44, 55, 61, 77, 79, 113]
    assert all((e.seat - e.from_seat) % 4 == 1 for e in ev
               if isinstance(e, Claim) and e.kind == "chi")  # every 吃 from the 上家
    assert claims[61][1:3] == (3, "chi")  # the exercise's 吃 (North's)
    # "Step 129: East, the dealer, discards 五条 … steps 130–132, South, West and North"
    assert _at(ev, 129) == Discard(0, "5s")
    wins = [e for e in ev if isinstance(e, Win)]
    assert [(i + 1, e.seat, e.from_seat) for i, e in enumerate(ev) if isinstance(e, Win)] == [
        (130, 1, 0), (131, 2, 0), (132, 3, 0)]
    assert isinstance(_at(ev, 133), End) and len(ev) == 133
    # "South's hand is 2番 (two dragon pungs, 发 and 白), West's and North's are 鸡胡, 0番"
    from widgets.mahjong.yongzhou import fan
    fans = [fan(game.rules.score(w.hand, w.situation)) for w in wins]
    assert fans == [2, 0, 0]
    assert "[666z,3]" in wins[0].hand and "[777z,2]" in wins[0].hand
    # "each hand under 3番 counts as 3番, 8 points, and East pays all three: 24"
    ledger = game.ledger()
    assert ledger.net == {0: -24, 1: 8, 2: 8, 3: 8}
    assert ledger.next_dealer == 1  # the dealer did not win: its 下家 deals
    # "Make the automatic seat's choices and you replay the hand above" (South's seat)
    mine, _ = _played("yongzhou", seed, 1)
    assert mine.events == ev


@pytest.mark.ruling("R-Y13")
def test_lesson_10s_louhu_happens_where_its_prose_says():
    """"若對家C或上家D打出相同的一張牌時，玩家A是不能胡那一張的": seed 108 with West played by a
    person who passes at step 74 the win on North's 三筒 (step 73); at step 78 South, its
    上家, discards 三筒 and the win is refused; West has not moved in between."""
    code = "\n".join("".join(c["source"]) for c in _cells(YONGZHOU) if c["cell_type"] == "code")
    assert "LOUHU_SEED, LOUHU_SEAT, PASS_AT, REFUSED_AT = 108, 2, 73, 78" in code
    auto = _auto("yongzhou", 108)
    assert _at(auto.events, 73) == Discard(3, "3p")  # North is West's 下家
    assert isinstance(_at(auto.events, 74), Win) and _at(auto.events, 74).seat == 2
    game, refused = _played("yongzhou", 108, 2, pass_at=73)
    ev = game.events
    assert _at(ev, 74) == Pass(2, "3p", 3, ("win",))
    assert not any(getattr(e, "seat", None) == 2 for e in ev[74:77])  # "West has not moved"
    assert isinstance(_at(ev, 77), Claim) and _at(ev, 77).seat == 1  # "South 吃s"
    assert _at(ev, 78) == Discard(1, "3p")  # South is West's 上家
    assert refused and refused[0][0] == 78 and refused[0][1].startswith("漏胡")


def test_lesson_10s_round_passes_the_deal_as_its_prose_says():
    """"當最后一位玩家做莊之牌局完結而沒有連莊情況出現，則牌局的一個循環完結": round seed 3,
    six hands: P1 wins hands 2 and 3 as the dealer and deals hands 3 and 4 (连庄); hand 7 is
    dealt by P0 in the 南 round."""
    seed = _constant("ROUND_SEED", YONGZHOU)
    assert seed == 3
    r = YongzhouRound(seed)
    played = r.play(6)
    assert [h.round.dealer for h in played] == [0, 1, 1, 1, 2, 3]
    assert [h.round.round_wind for h in played] == [0] * 6
    winners = [[e.seat for e in h.game.events if isinstance(e, Win)] for h in played]
    assert winners[1] == [1] and winners[2] == [1] and 1 not in winners[3]
    seventh = r.next_game()
    assert (seventh.dealer, seventh.round_wind) == (0, 1)
    assert all(sum(h.balances.values()) == 0 for h in played)


# ---- lesson 05: 欢乐三张 -------------------------------------------------------------------

SANZHANG = "05-sanzhang.ipynb"


@pytest.mark.ruling("A9")
@pytest.mark.ruling("P-SZ1")
def test_lesson_05s_hand_still_shows_what_its_prose_says():
    """Section 5 follows seed 1683: "暗注相當于明注的2倍" (a blind call of 1, a seen call of 2, a
    blind raise to 2 = 4 seen), 看牌, 弃牌, "比牌：…支付當前單注兩倍的比牌費用", and, the last two
    decided by 比牌, "所有玩家（包括旁觀者）都可以看見此二人的底牌"; folded hands stay hidden."""
    from widgets.practice.card_tables.sanzhang_play import SanzhangGame, SBet, SEnd
    from widgets.ui import SanzhangTable

    seed = _constant("SEED", SANZHANG)
    assert seed == 1683
    game = SanzhangGame(seed)
    game.advance()
    ev = game.events
    a, b, c, d = range(4)
    # the steps the commentary names, the deal being step 1
    assert [(e.seat, e.word) for e in ev[1:11]] == [
        (a, "call"), (b, "look"), (b, "call"), (c, "raise 2"), (d, "call"),
        (a, "look"), (a, "fold"), (b, "fold"), (c, "look"), (c, "compare 3")]
    assert all(isinstance(e, SBet) for e in ev[1:11]) and isinstance(ev[11], SEnd)
    assert len(ev) == 12
    paid = [(s.seat, s.action, s.paid) for s in game.betting.steps if s.action != "ante"]
    assert paid[:5] == [(a, "call", 1), (b, "look", 0), (b, "call", 2), (c, "raise", 2),
                        (d, "call", 2)]
    assert (c, "compare", 8) in paid  # "2 × 4 = 8"
    # "an ace-high 单张", "a pair of 3s", "a 金花 of diamonds: 4, 8, 10", "queen-high 单张"
    kinds = [game.rules.classify(h).category for h in game.hands]
    assert kinds == ["danzhang", "duizi", "jinhua", "danzhang"]
    assert sorted(game.hands[c].split()) == ["4d", "8d", "Td"]

    def after(step):
        return SanzhangGame(seed, events=ev[:step])

    assert after(1).betting.pot == 4  # "the pot holds 4"
    assert after(6).betting.pot == 11  # the first exercise
    costs = {x.word: k for x, k in zip(after(5).current().options, after(5).current().costs,
                                       strict=True)}
    assert after(5).current().seat == d and costs["call"] == 2  # the second exercise
    seen = after(7).current()
    assert seen.seat == a and dict(zip([x.word for x in seen.options], seen.costs,
                                       strict=True))["call"] == 4  # "costs a seen seat 4"
    assert game.betting.paid[a] == 2  # "loses what it has put in, here 2"
    # the end: 丙 takes the pot; 丙 and 丁 shown to everyone, the folded hands not
    assert game.end.winner == c and game.end.pot == "19" and game.ledger()[c] == 8
    assert game.betting.shown_to_all == (c, d)
    assert [game.sees(None, s) for s in range(4)] == [False, False, True, True]
    # "Call blind, then look and fold, as 甲 did above, and the hand replays as above"
    t = SanzhangTable(seed=seed, human=0, lang="en")
    for word in ("call", "look", "fold"):
        t.handle({"kind": "choose", "value": word})
        assert not t.message, t.message
    assert t.game.events == ev


# ---- lesson 06: 二八杠 ---------------------------------------------------------------------

TUITONGZI = "06-tuitongzi.ipynb"


@pytest.mark.ruling("A5")
@pytest.mark.ruling("P-TT1")
def test_lesson_06s_round_still_shows_what_its_prose_says():
    """Section 4 follows seed 25: "对发财赔率：1赔3"; "闲家中发财按下注比例平分20%奖金池奖励";
    the pool then grows by the room's rate of each bet, put in by the bettors
    ("将每局玩家总下注的一定比例量金币放入奖金池")."""
    from widgets.practice.card_tables.tuitongzi_play import (
        TBet,
        TDeal,
        TEnd,
        TReveal,
        TuitongziGame,
    )

    seed = _constant("SEED", TUITONGZI)
    assert seed == 25
    game = TuitongziGame(seed)
    game.advance()
    ev = game.events
    assert isinstance(ev[0], TDeal) and isinstance(ev[4], TReveal) and isinstance(ev[5], TEnd)
    # "甲 bets 100 on position 1, 乙 500 on position 2, 丙 100 on position 1"
    assert ev[1:4] == [TBet(0, 0, 100), TBet(1, 1, 500), TBet(2, 0, 100)]
    # the banker 2筒 3筒; position 1 对发财, 2 九筒 五筒, 3 八筒 一筒 (0 is 发财)
    assert [sorted(game.hand(p)) for p in range(4)] == [[0, 0], [5, 9], [1, 8], [2, 3]]
    r = game.settlement()
    assert [(d.winner, d.odds) for d in r.duels] == [("player", 3), ("banker", 1),
                                                     ("player", 1)]
    # "甲 and 丙 each win 3 × 100 = 300; 乙 loses 500; the banker … −100"; "1,000 each";
    # "甲 and 丙 1 each, 乙 5"; "甲 and 丙 are each 1,299 up, 乙 505 down"
    assert [(b.bettor, b.result, b.award, b.into_pool) for b in r.bettors] == [
        ("seat 0", 300, 1000, 1), ("seat 2", 300, 1000, 1), ("seat 1", -500, 0, 5)]
    assert game.ledger()[:4] == (1299, -505, 1299, -100)
    # "20 % of the pool, 2,000"; "the pool grows by 7"; "10,000 − 2,000 + 7"
    assert r.awards == (("dui_fa", 20, 2000),) and game.total_bets() == 700
    assert r.pool_growth == 7 and r.pool_after == 8007 and game.pool == 10_000
    # "The ledger sums to zero with the banker and the pool as parties": the house pays nothing
    assert game.ledger()[4:] == (7 - 2000, 0) and sum(game.ledger()) == 0


# ---- lesson 11: 跑胡子 ---------------------------------------------------------------------

PAOHUZI = "11-paohuzi.ipynb"


def _prepared(name: str, lesson: str):
    """``NAME = prepare(...)`` in the lesson's code, with the same literal arguments."""
    import ast

    from widgets.practice.card_tables.paohuzi_play import prepare

    code = "\n".join("".join(c["source"]) for c in _cells(lesson) if c["cell_type"] == "code")
    calls = [node.value for node in ast.walk(ast.parse(code)) if isinstance(node, ast.Assign)
             and [getattr(t, "id", None) for t in node.targets] == [name]]
    assert len(calls) == 1, name
    call = calls[0]
    return prepare(*(ast.literal_eval(a) for a in call.args),
                   **{k.arg: ast.literal_eval(k.value) for k in call.keywords})


@pytest.mark.ruling("P-PH9")
def test_lesson_11s_hand_still_shows_what_its_prose_says():
    """Section 7 follows seed 0 step by step (the deal is step 1): 下火 (seed rule 10), forced
    偎/跑/提, 碰 before 吃, "8.重跑：…此時玩家不能打出手中的牌，而由下家繼續摸牌", and the
    self-drawn win with its 胡息, 省 and 子."""
    from widgets.practice.card_tables.paohuzi_events import (
        Claim,
        Discard,
        Draw,
        Forced,
        HandEnd,
        Hu,
    )
    from widgets.practice.card_tables.paohuzi_play import PaohuziGame, simulate

    seed = _constant("SEED", PAOHUZI)
    assert seed == 0
    game = simulate(seed)
    ev = game.events
    a, b, c = range(3)
    assert game.banker == b and len(game.events[0].hands[b]) == 21  # "乙 is the banker"
    assert ev[1] == Discard(b, "x1")  # step 2: 乙 plays first
    # step 3: 丙 eats 小一 with 小二 小三, and its other 小一 goes down in a 绞 with 大壹 大壹
    assert ev[2] == Claim(c, "chi", "x1", (("x1", "x2", "x3"), ("x1", "d1", "d1")))
    assert ev[12] == Forced(c, "wei", "d5")  # step 13
    # steps 16-17: 甲 draws 大捌; 乙 could eat it, 丙's 碰 comes first, no 臭牌 for 乙
    assert ev[15] == Draw(a, "d8") and ev[16] == Claim(c, "peng", "d8", (("d8",) * 3,))
    before = PaohuziGame(seed, events=ev[:16])
    offer = game.rules.claims("d8", a, [before.table_hand(s) for s in range(3)], drawn=True,
                              chou=before.memory())
    assert [(x.seat, x.kind) for x in offer.allowed] == [(c, "peng"), (b, "chi")]
    assert "d8" not in PaohuziGame(seed, events=ev[:17]).memory().text()[b]["臭牌"]
    assert ev[17] == Discard(c, "d6") and ev[18] == Forced(a, "pao", "d6")  # step 19
    assert ev[21] == Discard(b, "d3") and ev[22] == Claim(a, "peng", "d3", (("d3",) * 3,))
    assert ev[26] == Forced(b, "wei", "x6")  # step 27
    assert ev[40] == Forced(b, "ti", "x8") and isinstance(ev[41], Discard)  # step 41
    # step 53: the second 提, a 重跑: no discard, 丙 draws
    assert ev[52] == Forced(b, "ti", "x6", again=True) and ev[53].seat == c
    assert isinstance(ev[53], Draw)
    # steps 63-64: 甲 wins by 自摸 holding a 王 (standing for 小二 in 小二七十), 24 胡息,
    # 省 card 大捌: one held plus one for the 王 = 2 省; 子 6, ×2 自摸 = 12 from each loser
    assert ev[62] == Hu(a, "x9", True) and len(ev) == 64
    end = ev[63]
    assert isinstance(end, HandEnd) and (end.winner, end.huxi, end.xing_card, end.xing) == (
        a, 24, "d8", 2)
    assert (end.zi, end.total, end.deltas) == (6, 12, (24, -12, -12))
    assert end.zi == (24 - 15) // 3 + 1 + 2
    score = game.score()
    assert [f.key for f in score.factors] == ["zimo"]
    wild = [g for g in score.groups if any(g.wild)]
    assert [(g.kind, g.cards[g.wild.index(True)]) for g in wild] == [("eqs", 1)]  # 王 = 小二
    held = [x for g in score.groups for x, w in zip(g.cards, g.wild, strict=True) if not w]
    assert held.count(17) == 1  # one 大捌 held


@pytest.mark.ruling("P-PH15")
def test_lesson_11s_renpeng_scene_still_shows_what_its_prose_says():
    """"2.臭嘯：忍碰之后，又偎牌，稱為臭偎。臭偎必須明示（兩張暗一張明）": 乙 declines the 碰
    of its 上家's 小五 (a 忍碰 and a 臭牌), then draws the last 小五: a 臭偎; or 碰 and discard."""
    from widgets.practice.card_tables.paohuzi_events import Discard, Draw, Forced
    from widgets.practice.card_tables.paohuzi_play import Action, PaohuziGame

    deal = _prepared("RENPENG", PAOHUZI)
    g = PaohuziGame(human=1, prepared=deal)
    g.advance()
    assert g.events[1:] == [Discard(0, "x5")]
    assert [x.kind for x in g.pending().options] == ["peng", "pass"]  # only 碰 or 过
    g.act(Action("pass", "x5"))
    g.advance()
    assert g.memory().text()[1] == {"臭牌": ["x5"], "忍碰": ["x5"]}
    assert g.events[4:6] == [Draw(1, "x5"), Forced(1, "chouwei", "x5")]
    assert g.pending().stage == "discard"
    g = PaohuziGame(human=1, prepared=deal)  # "say 碰 instead": face up, then you discard
    g.advance()
    g.act(Action("peng", "x5"))
    g.advance()
    assert g.melds(1)[-1].kind == "peng" and g.pending().stage == "discard"


@pytest.mark.ruling("P-PH9")
def test_lesson_11s_piepao_scene_still_shows_what_its_prose_says():
    """"12.撇跑胡：當玩家自己或其他玩家跑牌時，正好這只牌是自己要胡的，可以胡": 甲 discards
    小五, 丙 holds a 坎 of it, 乙 wins on it first; after 乙's 过 丙's 跑 is forced."""
    from widgets.practice.card_tables.paohuzi_events import Discard, Forced, Hu
    from widgets.practice.card_tables.paohuzi_play import Action, PaohuziGame

    deal = _prepared("PIEPAO", PAOHUZI)
    g = PaohuziGame(human=1, prepared=deal)
    g.advance()
    assert g.events[1:] == [Discard(0, "x5")] and "W" not in g.hand(1)
    assert [x.kind for x in g.pending().options] == ["hu", "pass"]
    offer = g.rules.claims("x5", 0, [g.table_hand(s) for s in range(3)], drawn=False)
    assert [(x.seat, x.kind) for x in offer.allowed][:2] == [(1, "hu"), (2, "pao")]  # 吃 after
    assert "撇跑胡" in offer.first.reason
    won = PaohuziGame(human=1, prepared=deal)
    won.advance()
    won.act(Action("hu", "x5"))
    won.advance()
    assert won.over and Hu(1, "x5", False) in won.events and won.ledger()[1] > 0
    g.act(Action("pass", "x5"))
    g.advance()
    assert g.events[3] == Forced(2, "pao", "x5")


def test_lesson_11s_scene_tables_offer_the_choices_the_prose_names():
    """At the table: 乙 is offered 碰 or 过 on 甲's 小五, and in the 撇跑胡 scene 胡 or 过;
    pressing 胡 ends the hand with 甲, who discarded, paying 乙."""
    from widgets.ui import PaohuziTable

    renpeng = PaohuziTable(human=1, prepared=_prepared("RENPENG", PAOHUZI), lang="en")
    assert [b.get("value") for b in renpeng.view["decision"]["buttons"]][:2] == ["peng", "pass"]
    pie = PaohuziTable(human=1, prepared=_prepared("PIEPAO", PAOHUZI), lang="en")
    assert [b.get("value") for b in pie.view["decision"]["buttons"]][:2] == ["hu", "pass"]
    pie.handle({"kind": "choose", "index": 0})
    assert not pie.message and pie.view["win"] and pie.game.over
    deltas = [row["delta"] for row in pie.view["ledger"]]
    assert deltas[1] > 0 and deltas[0] == -deltas[1] and deltas[2] == 0
