"""The strong level (高手) at the 双人 table (:mod:`widgets.practice.table.
levels_strong_shuangren`): hands valued by the fans they score under 起胡 (R-D7), 报听
(R-D13) only for waits that can win, claims only when they bring the hand nearer."""

from __future__ import annotations

from widgets.engine.events import Discard
from widgets.engine.notation import Hand, Meld, parse_hand
from widgets.engine.tiles import parse_tile
from widgets.practice.table.levels_strong_shuangren import best_after, outlook
from widgets.practice.table.outlook import visible
from widgets.practice.table.play import Game
from widgets.practice.table.seats import choose as club_choice


def _seen(hand: Hand) -> list[int]:
    seen = [0] * 34
    for t in hand.all_tiles():
        seen[t] += 1
    return seen


def _claimed(hand: Hand, kind: str, names: tuple[str, ...], tile: int) -> Hand:
    """``hand`` after a 碰 or 吃 (``names``: the run) of the opponent's ``tile``."""
    run = (tile,) * 3 if kind == "pon" else tuple(parse_tile(x) for x in names)
    taken = list(run)
    taken.remove(tile)  # the claimed tile comes from the opponent, the rest from the hand
    closed = list(hand.closed)
    for t in taken:
        closed.remove(t)
    return Hand(tuple(sorted(closed)), hand.melds + (Meld(run, source=1),))


def _last_discard(g: Game) -> int:
    return parse_tile(next(e.tile for e in reversed(g.events) if isinstance(e, Discard)))


def test_one_step_from_ready_the_fans_decide_not_the_count_of_live_tiles() -> None:
    """Seed 000's 双人 fan table (rules/mahjong.md §3.2: 三风刻 12, 小四喜 64, 碰碰和 6 against
    混一色 6): 34578条 东东 南南南 西西 北北 — throwing 7条 or 东 both leave the hand one
    step from ready; 东 keeps twice the live tiles, 7条 keeps the winds whose ready hands score
    far more, and the strong level's outlook puts 7条 first."""
    g = Game("shuangren", 1, levels="strong")
    hand = parse_hand("34578s11z222z33z44z")
    seen = _seen(hand)
    keep_winds = outlook(g, 0, hand.remove(hand.closed[3]), seen)   # 7s goes
    keep_seven = outlook(g, 0, hand.remove(hand.closed[5]), seen)   # 1z goes
    assert keep_winds.shanten == keep_seven.shanten == 1
    assert keep_seven.live > keep_winds.live
    assert keep_winds.value > keep_seven.value
    assert best_after(g, 0, hand, seen) == keep_winds


def test_strong_claims_only_what_brings_its_hand_nearer_to_ready() -> None:
    """A 吃 or 碰 opens the hand (no 门前清, 不求人 or 立直 after it, §3.2): the strong level
    takes one only when it lowers the shanten; where the club level takes a 碰 that merely
    keeps it, the strong level passes (seen on these seeds)."""
    passed_a_keeping_pon = 0
    for seed in range(1, 9):
        g = Game("shuangren", seed, levels="strong")
        while (d := g.current()) is not None:
            kinds = {a.kind for a in d.options}
            if d.stage == "claim" and kinds & {"chi", "pon"} and "win" not in kinds:
                c = g.choice(d)
                if c.action.kind in ("chi", "pon"):
                    hand, seen = g.table.hand(d.seat), visible(g, d.seat)
                    after = _claimed(hand, c.action.kind, c.action.tiles, _last_discard(g))
                    assert best_after(g, d.seat, after, seen).shanten < \
                        outlook(g, d.seat, hand, seen).shanten
                    assert "更近" in c.why.zh and "nearer" in str(c.why)
                elif club_choice(g, d).kind == "pon":
                    passed_a_keeping_pon += 1
            g.step()
    assert passed_a_keeping_pon > 0


def test_strong_declares_ready_only_for_waits_that_can_win() -> None:
    """R-D13: a 报听 locks the hand; R-D7: a win needs 起胡. Whenever the strong level
    declares, the hand it keeps has waits that score (its outlook is ready with points)."""
    declared = 0
    for seed in range(1, 7):
        g = Game("shuangren", seed, levels="strong")
        while (d := g.current()) is not None:
            c = g.choice(d)
            if c.action.kind == "declare" and d.stage == "turn":
                declared += 1
                hand = g.table.hand(d.seat)
                seen = visible(g, d.seat)
                best = best_after(g, d.seat, hand, seen)
                assert best.shanten == 0 and best.value > 0
            g.step(c)
    assert declared > 0
