"""The strong level (高手) at the 武汉 table (issue 37): :mod:`widgets.practice.table.
levels_strong_wuhan`, its 赖子杠, on constructed deals and whole hands. Rules facts cite
rules/mahjong.md §1 (seed 000 lines 2–34)."""

from __future__ import annotations

from widgets.practice.table.play import Game
from widgets.practice.table.wuhan_play import wuhan_deck

HAND = "1m1m2m4p4p6s6s9s9s3z3z7p8p5m"  # the dealer's 14, 5m the 赖子 of the indicator 4m


def test_strong_plays_out_the_laizi_and_club_keeps_it() -> None:
    """§1.2: 赖子 = indicator + 1 (4m → 5m); a 赖子杠 counts ×4 and a win with no 赖子 held
    is 硬胡 ×2 (§1.5). The strong level plays it out at once; the club level keeps one as
    its wildcard (WUHAN_STRATEGY point 3)."""
    deck = wuhan_deck({0: HAND}, indicator="4m", dealer=0)
    strong = Game("wuhan", 0, tiles=deck, dealer=0, levels="strong")
    d = strong.current()
    assert d is not None and d.seat == 0
    c = strong.choice(d)
    assert (c.action.kind, c.action.tiles) == ("wild_kong", ("5m",)), c
    assert "赖子杠" in c.reason("zh") and "hard win" in c.reason("en")
    club = Game("wuhan", 0, tiles=deck, dealer=0, levels="club")
    assert club.choice(club.current()).action.kind == "discard"


def test_strong_plays_out_red_before_the_laizi() -> None:
    """§1.2: a hand holding 红中 cannot win, and 红中杠 draws its replacement (R-W1), so it
    goes first; the 赖子 follows on the same turn."""
    deck = wuhan_deck({0: HAND.replace("3z3z", "3z5z")}, indicator="4m", dealer=0)
    g = Game("wuhan", 0, tiles=deck, dealer=0, levels="strong")
    d = g.current()
    assert d is not None
    assert g.choice(d).action.kind == "red_kong"
    g.step()  # 红中杠, then its replacement
    d = g.current()
    assert d is not None and d.seat == 0
    assert g.choice(d).action.kind == "wild_kong"


def test_strong_seats_play_out_every_laizi_and_still_win_hands() -> None:
    """Whole hands, four strong seats: whenever a turn offers the 赖子杠 (no 红中 to play out
    first, no win to take) the strong level takes it, and hands are still won (a level may
    not win by refusing to play)."""
    offered = wins = 0
    for seed in range(6):
        g = Game("wuhan", seed, levels="strong")
        while (got := g.step()) is not None:
            d, c = got
            kinds = {o.kind for o in d.options}
            if d.stage == "turn" and "wild_kong" in kinds and not kinds & {"win", "red_kong"}:
                offered += 1
                assert c.action.kind == "wild_kong", (seed, d)
        wins += any(e.type == "win" for e in g.events)
    assert offered >= 3 and wins >= 3
