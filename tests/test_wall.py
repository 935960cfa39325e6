"""The wall (widgets/engine/wall.py): stacks, the wall-break die, draw order from the front and
kong replacements from the back (seed 002, 牌牆; rules/mahjong.md §5.1)."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from widgets.engine.wall import (
    STACKS,
    WALL_DIE,
    Wall,
    WallError,
    break_point,
    ring,
    view,
)

TILES = [f"{1 + i % 9}{'mps'[i // 36]}" for i in range(108)]


def test_stacks_per_side_hold_108_tiles():
    """Seed 002: "108張牌，東西兩家面前13墩牌，南北兩家面前14墩牌" — seats 0 东 and 2 西 have 13
    stacks, 1 南 and 3 北 have 14; two tiles a stack make 108."""
    assert STACKS == (13, 14, 13, 14)
    assert 2 * sum(STACKS) == 108
    assert len(ring(0, 1)) == 54


@pytest.mark.parametrize(("die", "wall", "skip"), [
    (1, 0, 1), (2, 1, 2), (3, 2, 3), (4, 3, 4), (5, 0, 5), (6, 1, 6)])
def test_wall_break_die_table(die, wall, skip):
    """Seed 002: "1點：自己面前跳過1墩，2點：下家面前跳過2墩，3點：對家面前跳過3墩，4點：上家
    面前跳過4墩，5點：自己面前跳過5墩，6點：下家面前跳過6墩" — for dealer 0 (下家 = seat 1)."""
    assert break_point(0, die) == (wall, skip)
    assert WALL_DIE[die] == (wall, skip)


def test_wall_break_counts_from_the_dealer():
    """The table is relative to the dealer: dealer 3 throws 2 → 下家 is seat 0; 4 → 上家 seat 2."""
    assert break_point(3, 2) == (0, 2)
    assert break_point(3, 4) == (2, 4)


def test_bad_die_is_refused_with_the_reason():
    with pytest.raises(WallError, match="1-6"):
        break_point(0, 7)
    with pytest.raises(WallError, match="do not fill"):
        Wall(TILES[:100])


@pytest.mark.ruling("R-M14")
def test_draws_go_clockwise_from_the_break_and_replacements_from_the_back():
    """R-M14: count the skipped stacks from the right-hand end of the wall as its owner sees
    it, draw clockwise (on along that wall, then the 上家's wall); kong replacements come from
    the other side of the break, the last stack's top tile first."""
    order = ring(1, 2)
    assert order[0] == (1, 2)                      # the first stack after the 2 skipped
    assert order[11] == (1, 13) and order[12] == (0, 0)   # then on to seat 0, the 上家 of 1
    assert order[-2:] == [(1, 0), (1, 1)]          # the skipped stacks are the back
    w = Wall(TILES, dealer=0, die=2)
    assert (w.break_seat, w.break_stack) == (1, 2)
    assert [w.draw() for _ in range(3)] == TILES[:3]
    assert w.draw_back() == TILES[106] and w.draw_back() == TILES[107]
    assert w.draw_back() == TILES[104]
    assert w.remaining == 102
    v = w.view()
    assert v.stacks[1][1] == 0 and v.stacks[1][0] == 1    # the back: stack 1 gone, stack 0 half
    assert v.stacks[1][2] == 0 and v.stacks[1][3] == 1    # the front: 3 tiles drawn
    assert v.front == (1, 3) and v.back == (1, 0)


def test_empty_wall_refuses_a_draw():
    w = Wall(TILES)
    for _ in range(108):
        w.draw()
    assert w.remaining == 0 and w.view().front is None
    with pytest.raises(WallError, match="empty"):
        w.draw()
    with pytest.raises(WallError, match="empty"):
        w.draw_back()


def test_shuffled_wall_is_the_seed_s_and_a_permutation():
    """Deals come from a seed number: the same seed, the same wall and die."""
    a, b = Wall.shuffled(TILES, random.Random(5)), Wall.shuffled(TILES, random.Random(5))
    assert a.tiles == b.tiles and a.dice == b.dice
    assert sorted(a.tiles) == sorted(TILES)
    assert Wall.shuffled(TILES, random.Random(6)).tiles != a.tiles


@given(st.integers(0, 3), st.integers(1, 6), st.integers(0, 108), st.data())
def test_view_counts_every_tile(dealer, die, front, data):
    """Property: the view's stacks hold exactly the tiles not yet drawn, whatever mix of
    front draws and replacements, and it agrees with a live wall."""
    back = data.draw(st.integers(0, 108 - front))
    w = Wall(TILES, dealer, die)
    for _ in range(front):
        w.draw()
    for _ in range(back):
        w.draw_back()
    v = w.view()
    assert sum(map(sum, v.stacks)) == v.remaining == 108 - front - back
    assert v == view(w.break_seat, w.break_stack, front, back, (die,))
    assert all(0 <= n <= 2 for side in v.stacks for n in side)


@given(st.integers(0, 3), st.integers(1, 6), st.lists(st.booleans(), min_size=108, max_size=108))
def test_every_position_is_dealt_exactly_once(dealer, die, backs):
    """Property (issue 17): whatever the mix of front draws and kong replacements, drawing the
    wall until it is empty deals every position exactly once, and the empty wall refuses both
    kinds of draw. (Replacements in an odd number used to make the front's last draw repeat the
    tile the back had taken.)"""
    tiles = [f"t{i}" for i in range(108)]
    w = Wall(tiles, dealer, die)
    dealt = []
    for n, back in enumerate(backs):
        dealt.append(w.draw_back() if back else w.draw())
        if n % 9 == 0 or n > 100:  # the view (no tiles, only counts) agrees with the positions
            v = w.view()
            left = {stack: 2 - (f"t{2 * j}" in dealt) - (f"t{2 * j + 1}" in dealt)
                    for j, stack in enumerate(w.order)}
            assert all(v.stacks[side][k] == c for (side, k), c in left.items())
    assert sorted(dealt) == sorted(tiles)
    assert w.remaining == 0 and w.view().remaining == 0
    assert w.front == backs.count(False) and w.back == backs.count(True)
    with pytest.raises(WallError, match="empty"):
        w.draw()
    with pytest.raises(WallError, match="empty"):
        w.draw_back()


def test_the_front_takes_the_tile_the_back_left_in_the_last_stack():
    """The issue's example: one replacement (tiles[106], the last stack's top), then 107
    ordinary draws: the last of them is tiles[107], the tile left under it, not tiles[106]
    again."""
    w = Wall([f"t{i}" for i in range(108)])
    first = w.draw_back()
    rest = [w.draw() for _ in range(107)]
    assert first == "t106" and rest[-1] == "t107"
    assert len(set([first, *rest])) == 108
    w = Wall([f"t{i}" for i in range(108)])
    front = [w.draw() for _ in range(107)]   # the front opens the last stack: tiles[106]
    assert front[-1] == "t106" and w.draw_back() == "t107"
