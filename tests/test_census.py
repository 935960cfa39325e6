"""No fifth copy across seats in a settlement (issue 17 item 2; widgets/engine/census.py, P-T6).

Seed 002 (大師游): "108張牌" — as seed 000's set, 万筒条 1-9 four of each: no tile can be taken
from the wall, or shown across the seats, more than four times.
"""

import dataclasses
from collections import Counter

import pytest

from widgets import rules
from widgets.engine.census import Census, check_copies
from widgets.engine.events import Deal, Draw, End, EventError, Kong, Win
from widgets.engine.notation import format_hand, parse_hand
from widgets.engine.tiles import FLOWERS, parse_tile, tile_name
from widgets.practice.table.play import PLAYABLE, Game


def _hand(variant: str, seed: int) -> Game:
    g = Game(variant, seed)
    g.advance()
    return g


def _with(hand_text: str, tile: int) -> str:
    """The hand with one concealed tile (not ``tile``, not the winning one) turned into
    ``tile``."""
    h = parse_hand(hand_text)
    old = next(t for t in h.concealed if t != tile)
    concealed = list(h.concealed)
    concealed.remove(old)
    return format_hand(dataclasses.replace(h, concealed=tuple(sorted(concealed + [tile]))))


def _draw_of_a_fifth(events) -> tuple[int, int]:
    """The first Draw at which some tile is already out of the wall four times, and that tile."""
    wall: Counter[int] = Counter()
    for k, e in enumerate(events):
        if e.type == "deal":
            wall.update(parse_hand(e.hand).all_tiles())
        elif isinstance(e, Draw):
            full = [t for t, n in wall.items() if n == 4]
            if full:
                return k, full[0]
            wall[parse_tile(e.tile)] += 1
    raise AssertionError("no tile was out four times before a draw")


@pytest.mark.ruling("P-T6")
@pytest.mark.parametrize("variant", [*PLAYABLE, "shuangren"])  # 双人: played, not yet at a table
def test_a_fifth_copy_across_seats_is_refused_by_settlement(variant):
    """A whole record whose End shows a tile a fifth time (a seat's hand holding a copy that
    the melds, rivers, won tiles and other hands already show four times) is refused, and so
    is a fifth copy drawn from the wall."""
    r = rules(variant)
    g = next(g for g in (_hand(variant, s) for s in range(20)) if isinstance(g.events[-1], End)
             and g.events[-1].hands)
    events = g.events
    census = Census(g.stay)
    for e in events[:-1]:
        census.see(e)
    end = events[-1]
    shown = census.see(end)
    four = next(t for t, n in shown.items() if n == 4)
    seat = next(s for s, h in end.hands.items() if parse_hand(h).concealed.count(four) < 4
                and any(t != four for t in parse_hand(h).concealed))
    bad = End(end.reason, end.hands | {seat: _with(end.hands[seat], four)})
    r.settle(events)
    with pytest.raises(ValueError, match=rf"event {len(events)} \(end\): "
                                         rf"{tile_name(four)} is shown .* 5 times"):
        r.settle(events[:-1] + [bad])
    i, full = _draw_of_a_fifth(events)
    fifth = events[:i] + [dataclasses.replace(events[i], tile=tile_name(full))]
    with pytest.raises(ValueError, match=rf"event {i + 1} \(draw\): .* taken from the wall .* 5"):
        r.settle(fifth)


@pytest.mark.ruling("P-T6")
def test_a_win_showing_a_fifth_copy_is_refused():
    """A Win whose hand holds a copy four others already show (another seat's kong)."""
    for seed in range(60):
        g = _hand("sichuan-xueliu", seed)
        ev = g.events
        wins = [i for i, e in enumerate(ev) if isinstance(e, Win)]
        kongs = [(i, e) for i, e in enumerate(ev) if isinstance(e, Kong)]
        pair = [(w, k) for w in wins for k, kong in kongs if k < w and kong.seat != ev[w].seat]
        if pair:
            break
    w, k = pair[0]
    tile = parse_tile(ev[k].tile)
    bad = dataclasses.replace(ev[w], hand=_with(ev[w].hand, tile))
    with pytest.raises(ValueError, match=rf"event {w + 1} \(win\): {ev[k].tile} is shown"):
        rules("sichuan-xueliu").settle(ev[:w] + [bad])


@pytest.mark.ruling("P-T6")
def test_an_excerpt_is_not_checked():
    """A lesson's few money-moving events (no Deal) illustrate a payment: not checked."""
    check_copies([Kong(0, "9s", "concealed"), Win(1, "9s", None, "123m456m789m11p99s +9s")])
    assert rules("sichuan-xueliu").settle([Kong(0, "9s", "concealed")]).net[0] == 6


@pytest.mark.ruling("P-T6")
@pytest.mark.parametrize("variant", PLAYABLE)
def test_every_simulated_hand_passes_the_census(variant):
    """No false refusal: whole hands (一炮多响, robbed kongs, 血战's winners out of the hand,
    血流's winning tiles set aside); benchmarks/deal_integrity.py replays 1,000 a variant."""
    for seed in range(12):
        g = _hand(variant, seed)
        check_copies(g.events, g.stay)
        g.ledger()


@pytest.mark.ruling("P-T6")
@pytest.mark.parametrize("variant, fifth", [
    ("wuhan", [Deal(0, "1111m234p567s789s1z"), Deal(1, "1m23p")]),
    ("yongzhou", [Deal(0, "2222s123m456p789s5s"), Deal(2, "2s")]),
    ("shuangren", [Deal(0, "123456789s111z5z 25f"), Deal(1, "5z 5f")]),
])
def test_the_other_settlements_refuse_a_fifth_copy(variant, fifth):
    """武汉 and 永州 deal 136 tiles, four of each; 双人麻将 72 with each flower once: a whole
    record dealing a fifth copy (a second flower) is refused by settlement, naming the event."""
    with pytest.raises(ValueError, match=r"event \d+ \(deal\): .* the set holds [14]"):
        rules(variant).settle(fifth + [End("wall")])


def _check_every_count(events, winners_stay=True, copies=4) -> None:
    """The census as first written (P-T6): every tile's count, wall and shown, after every
    event; the check that counts only the tiles an event names must agree with it."""
    def _limit(t: int, copies: int) -> int:
        return 1 if t in FLOWERS else copies
    if not any(e.type == "deal" for e in events):
        return
    census = Census(winners_stay, copies)
    for i, e in enumerate(events):
        shown = census.see(e)
        for what, counts in (("taken from the wall (dealt or drawn)", census.wall),
                             ("shown across the seats (melds, rivers, wins, hands)", shown)):
            for t, n in sorted(counts.items()):
                if n > _limit(t, copies):
                    raise ValueError(f"event {i + 1} ({e.type}): {tile_name(t)} is {what} {n} "
                                     f"times, but the set holds {_limit(t, copies)}")


def _verdict(check, events, stay):
    try:
        check(events, winners_stay=stay)
    except ValueError as e:
        return str(e)
    return None


@pytest.mark.parametrize("variant", PLAYABLE)
def test_counting_the_tiles_an_event_names_equals_counting_every_tile(variant):
    """Fast equals brute force (P-T6): on played hands, and on the same hands with one event's
    tile changed to another event's (often a fifth copy somewhere), the check refuses the same first
    event with the same words as counting every tile after every event."""
    import random
    stay = variant in ("sichuan-xueliu", "dashiyou-xueliu", "yongzhou")
    rng = random.Random(variant)
    refused = 0
    for seed in range(3):
        g = Game(variant, seed, human=None)
        g.advance()
        events = list(g.events)
        assert _verdict(check_copies, events, stay) == _verdict(_check_every_count, events, stay)
        named = [k for k, e in enumerate(events) if e.type in ("draw", "discard", "claim",
                                                               "kong")]
        for _ in range(40):
            k = rng.choice(named)
            try:
                wrong = dataclasses.replace(events[k], tile=events[rng.choice(named)].tile)
            except EventError:  # a 吃 whose run no longer holds its tile: not a record
                continue
            bad = events[:k] + [wrong] + events[k + 1:]
            fast, slow = _verdict(check_copies, bad, stay), _verdict(_check_every_count, bad,
                                                                      stay)
            assert fast == slow, (k, wrong)
            refused += fast is not None
    assert refused >= 10, refused  # the changed records do show fifth copies
