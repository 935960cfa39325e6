"""The strong level (高手) at the 武汉 table (issue 37): :mod:`widgets.practice.table.
levels_strong_wuhan` — its forms, its 赖子杠, its claims and its defence, on constructed
positions. Rules facts cite rules/mahjong.md §1 (seed 000 lines 2–34)."""

from __future__ import annotations

import re

from widgets.engine.notation import Hand, Meld
from widgets.engine.tiles import parse_tile
from widgets.mahjong.wuhan.variant import Wuhan
from widgets.practice.choices import Decision
from widgets.practice.table.decisions import labelled
from widgets.practice.table.levels_strong_wuhan import (
    BIG,
    claim,
    form_factor,
    win_multiplier,
    wuhan_threats,
)
from widgets.practice.table.play import Game
from widgets.practice.table.wuhan_play import wuhan_deck
from widgets.practice.table.wuhan_seats import choose_wuhan

PAIRS = "1m1m4p4p6s6s9s9s3z3z7p8p2m"  # five pairs, no 2-5-8 pair: 碰碰胡 is the nearer form


def tiles(text: str) -> list[int]:
    return [parse_tile(x) for x in re.findall(r"\d[mpsz]", text)]


def test_each_winning_form_is_read_on_its_own() -> None:
    """§1.4: 将一色 needs no sets ("无需凑坎"): twelve 2-5-8 tiles and an honour are one step
    from it, while 小胡 (sets and a 2-5-8 pair) and 碰碰胡 are far."""
    w = Wuhan()
    forms = w.form_shanten(w.hand("2m5m8m2p5p8p2s5s8s2m5m8m1z"))
    assert forms["jiangyise"] == 1
    assert forms["xiaohu"] > 1 and forms["pengpenghu"] > 1
    assert min(forms.values()) == w.shanten(w.hand("2m5m8m2p5p8p2s5s8s2m5m8m1z"))


def test_a_hand_near_a_big_win_is_worth_more_than_a_plain_one() -> None:
    """§1.4–1.5: a 大胡 has base 10 against a 小胡's 1; five pairs are nearer 碰碰胡 (any pair,
    "任意将") than 小胡, so the hand counts as a 大胡 on the way; runs count as a 小胡."""
    g = Game("wuhan", 0)
    assert form_factor(g, Hand(tuple(tiles(PAIRS)), ())) == BIG
    assert form_factor(g, Hand(tuple(tiles("1m2m3m4p5p6p7s8s9s2m2m3z5z")), ())) == 1.0


def test_strong_plays_out_the_laizi_and_club_keeps_it() -> None:
    """§1.2: a 赖子杠 counts ×4 and a win without a held 赖子 is 硬胡 ×2; the indicator 4m
    makes 5m the 赖子 (赖子 = indicator + 1). The club level keeps one as its wildcard."""
    deck = wuhan_deck({0: "1m1m2m4p4p6s6s9s9s3z3z7p8p5m"}, indicator="4m", dealer=0)
    strong = Game("wuhan", 0, tiles=deck, dealer=0, levels="strong")
    d = strong.current()
    assert d is not None and d.seat == 0
    c = strong.choice(d)
    assert c.action.kind == "wild_kong", c
    assert "赖子杠" in c.reason("zh") and "hard win" in c.reason("en")
    club = Game("wuhan", 0, tiles=deck, dealer=0, levels="club")
    assert club.choice(club.current()).action.kind == "discard"


def _claim_of(game: Game, seat: int, hand: str, tile: str, *options: object) -> Decision:
    game.table.closed[seat] = tiles(hand)
    game._ctx["tile"] = parse_tile(tile)
    return Decision(seat, "claim", tuple(options))  # type: ignore[arg-type]


def test_strong_passes_a_chow_that_gives_up_its_big_win() -> None:
    """Five pairs and 7p8p, offered 9p: the 吃 opens the hand (§1.3: 开口) without a step
    back, so the club level takes it; a 吃 leaves no 碰碰胡 (all triplets, §1.4), so the
    strong level waits for a 碰."""
    g = Game("wuhan", 0)
    chi, pass_ = labelled("chi", ("7p", "8p", "9p")), labelled("pass")
    d = _claim_of(g, 1, PAIRS, "9p", chi, pass_)
    assert choose_wuhan(g, d).kind == "chi"
    c = claim(g, d, {"chi": [chi], "pass": [pass_]})
    assert c.action.kind == "pass" and c.reason("en")


def test_strong_takes_the_pung_toward_its_big_win() -> None:
    """The same five pairs offered 9s: a 碰 opens the hand and brings 碰碰胡 nearer."""
    g = Game("wuhan", 0)
    pon, pass_ = labelled("pon", ("9s",)), labelled("pass")
    d = _claim_of(g, 1, PAIRS, "9s", pon, pass_)
    assert claim(g, d, {"pon": [pon], "pass": [pass_]}).action.kind == "pon"


def test_only_a_seat_that_has_opened_is_a_threat_and_its_kongs_multiply() -> None:
    """§1.3: a hand must be 开口 to win at all, so late in the wall a closed seat feeds no
    fear; an open seat's 红中杠 (×2 each) and 赖子杠 (×4 each) multiply what it is paid
    (§1.5), and its melds all triplets show a 碰碰胡 on the way (×10)."""
    g = Game("wuhan", 0)
    t = g.table
    t.front = t.total - 10  # the wall nearly out: every seat may be ready
    assert wuhan_threats(g, 0) == []
    t.melds[2] = [Meld((parse_tile("9p"),) * 3, source=1)]
    t.red_kongs[2], t.wild_kongs[2] = 1, 1
    assert [th.seat for th in wuhan_threats(g, 0)] == [2]
    assert win_multiplier(g, 2) == 2 * 2 * 4  # 开口, one 红中杠, one 赖子杠
    t.melds[2].append(Meld((parse_tile("3z"),) * 3, source=2))
    assert win_multiplier(g, 2) == 2 * 2 * 4 * BIG
