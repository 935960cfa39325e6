"""The three levels of the mahjong tables (issue 37): 新手 beginner
(:mod:`widgets.practice.table.levels_beginner`), 熟手 club (:mod:`.seats`) and 高手 strong
(:mod:`.levels_strong`), in every played variant; their replays keep the levels."""

from __future__ import annotations

import re

import pytest

from widgets.engine.events import End, saved_levels, to_json
from widgets.engine.notation import Hand, Meld
from widgets.engine.tiles import parse_tile
from widgets.practice.levels import LEVELS, Choice, levels_of
from widgets.practice.table.decisions import labelled
from widgets.practice.table.levels_beginner import RATES
from widgets.practice.table.levels_strong import discard
from widgets.practice.table.outlook import best_after, outlook, shape_factor, visible
from widgets.practice.table.play import PLAYABLE, Game, deck_for
from widgets.practice.table.yongzhou_plan import flush_chase
from widgets.practice.table.yongzhou_play import yongzhou_deck

CJK = re.compile(r"[\u4e00-\u9fff]")


def play_out(variant: str, seed: int, levels: object) -> Game:
    g = Game(variant, seed, levels=levels)
    g.advance()
    return g


def test_three_levels_are_registered_for_mahjong() -> None:
    got = levels_of("mahjong")
    assert [x.level for x in got] == list(LEVELS)
    assert all(CJK.search(x.zh) and x.en and not CJK.search(x.en[:10]) for x in got)


@pytest.mark.parametrize("variant", PLAYABLE)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_hands(variant: str, level: str) -> None:
    for seed in (1, 2):
        g = play_out(variant, seed, level)
        assert g.finished and isinstance(g.events[-1], End)
        assert sum(g.ledger().net.values()) == 0


@pytest.mark.parametrize("variant", PLAYABLE)
def test_same_seed_and_levels_give_the_same_hand(variant: str) -> None:
    levels = {0: "beginner", 1: "strong"}
    first = play_out(variant, 11, levels).events
    assert play_out(variant, 11, levels).events == first
    # the levels matter: the same seed played by other levels is another hand (most seeds)
    assert any(play_out(variant, s, "beginner").events != play_out(variant, s, "strong").events
               for s in (11, 12, 13))


def test_beginner_strays_at_its_stated_rate() -> None:
    """RATES['stray'] (one discard in four) of the beginner's discards with a choice are
    picked by eye (the reason says so), within three standard deviations."""
    strays = total = 0
    for seed in range(12):
        g = Game("sichuan-xueliu", seed, levels="beginner")
        while (d := g.current()) is not None:
            c = g.choice(d)
            if d.stage == "turn" and sum(a.kind == "discard" for a in d.options) >= 2 \
                    and not any(a.kind == "win" for a in d.options):
                total += 1
                strays += "拆了一对" in c.reason("zh") or "不顺眼" in c.reason("zh")
            g.step(c)
    rate, p = strays / total, RATES["stray"]
    band = 3 * (p * (1 - p) / total) ** 0.5
    assert total > 300 and abs(rate - p) < band + 0.05, (rate, total)


def test_beginner_claims_every_pung_it_is_offered() -> None:
    offered = taken = 0
    for seed in range(6):
        g = Game("sichuan-xuezhan", seed, levels="beginner")
        while (d := g.current()) is not None:
            a = g.choose(d)
            if d.stage == "claim" and any(o.kind == "pon" for o in d.options) \
                    and not any(o.kind in ("win", "kong") for o in d.options):
                offered += 1
                taken += a.kind == "pon"
            g.step(Choice(a))
    assert offered > 5 and taken == offered


@pytest.mark.parametrize("variant", PLAYABLE)
def test_every_strong_choice_says_why_in_zh_and_en(variant: str) -> None:
    g = Game(variant, 4, levels="strong")
    seen = 0
    while (d := g.current()) is not None:
        c = g.choice(d)
        assert c.why is not None and CJK.search(c.reason("zh")) and c.reason("en"), d
        assert re.search(r"[a-z]{3,} [a-z]{2,}", c.reason("en"))  # English words in en
        seen += 1
        g.step(c)
    assert seen > 10


@pytest.mark.parametrize("variant", ["sichuan-xuezhan", "sichuan-xueliu"])
def test_strong_is_never_left_a_flower_pig(variant: str) -> None:
    """Seed 000 line 55: "查花猪：手上拿着三种花色的牌的玩家成为花猪" — the strong level sheds
    the third suit first (STRONG_DOC point 4), so at the end no strong seat holds three."""
    for seed in range(4):
        g = play_out(variant, seed, "strong")
        for s in range(4):
            suits = {t // 9 for t in g.table.hand(s).all_tiles()}
            assert len(suits) <= 2, (seed, s, g.table.hand(s))


def test_strong_keeps_the_more_valuable_of_two_equally_efficient_discards() -> None:
    """6m 223355667788p 9p: throwing 6m waits on 9p for 清七对 (seven pairs of one suit), throwing
    9p waits on 6m for a plain 七对 — three live tiles each; the strong level keeps the
    flush (rules/mahjong.md §2: 清一色 ×4 and 七对 ×4 multiply)."""
    deck = deck_for({0: "6m2233556677889p"})
    g = Game("sichuan-xuezhan", 0, tiles=deck, dealer=0, levels="strong")
    d = g.current()
    assert d is not None and d.seat == 0
    c = g.choice(d)
    assert c.action.tiles == ("6m",), c
    assert "3 live tiles" in c.reason("en") and "听 3 张" in c.reason("zh")


def test_strong_folds_when_a_seat_is_ready_late_and_its_own_hand_is_far() -> None:
    """血流 (seed 000: a winner plays on and may win again): South has won and discarded 5p;
    the wall is nearly out and East's hand is far from ready, so East discards 5p, the tile
    South threw away itself, not a tile that may feed it."""
    g = Game("sichuan-xueliu", 3)
    t = g.table
    far = "1m4m7m9m2p5p8p3s6s9s1s2m7p4s"
    t.closed[0] = [parse_tile(x) for x in re.findall(r"\d[mps]", far)]
    t.wins[1], t.river[1] = ["3m"], ["5p"]
    t.front = t.total - 10  # ten tiles left
    hand = t.hand(0)
    options = [labelled("discard", (x,)) for x in sorted(set(re.findall(r"\d[mps]", far)))]
    c = discard(g, 0, Hand(hand.closed, hand.melds), options)
    assert c.action.tiles == ("5p",)
    assert c.reason("zh").startswith("弃和") and "South" in c.reason("en")


def test_strong_does_not_fold_a_ready_hand() -> None:
    """The same table, but East is ready: it keeps its waits (STRONG_DOC point 3: a far hand
    folds)."""
    g = Game("sichuan-xueliu", 3)
    t = g.table
    ready = "123m456m789m11p5p7p"
    t.closed[0] = [parse_tile(x) for x in re.findall(r"\d[mps]", "1m2m3m4m5m6m7m8m9m1p1p5p6p7p")]
    t.wins[1], t.river[1] = ["3m"], ["9m"]
    t.front = t.total - 10
    options = [labelled("discard", (x,)) for x in ("9m", "5p", "7p")]
    c = discard(g, 0, t.hand(0), options)
    assert not c.reason("zh").startswith("弃和"), (ready, c)


@pytest.mark.parametrize("variant", PLAYABLE)
def test_replay_keeps_the_levels(variant: str) -> None:
    levels = ["strong", "beginner"] + (["club", "strong"] if variant != "shuangren" else [])
    g = play_out(variant, 5, levels)
    text = g.to_json()
    assert saved_levels(text) == levels
    loaded = Game.from_events(variant, text)
    assert list(loaded.levels) == levels and loaded.events == g.events
    # the seed and the saved levels deal and play the same hand again
    assert play_out(variant, 5, saved_levels(text)).events == g.events


def test_a_replay_of_club_seats_saves_no_levels_and_old_replays_load() -> None:
    g = play_out("sichuan-xueliu", 6, "club")
    assert '"levels"' not in g.to_json() and saved_levels(g.to_json()) is None
    old = to_json(g.events)  # as every replay saved before levels
    assert Game.from_events("sichuan-xueliu", old).levels == ("club",) * 4


def test_hand_table_seats_saves_and_loads_levels() -> None:
    from widgets.ui.tables.table import HandTable

    table = HandTable("sichuan-xuezhan", 8, levels={1: "strong", 2: "beginner"})
    assert table.game.levels == ("club", "strong", "beginner", "club")
    text = table.replay_json
    assert saved_levels(text) == ["club", "strong", "beginner", "club"]
    again = HandTable("sichuan-xuezhan", events=text)
    assert again.game.levels == table.game.levels


def test_strong_reads_what_a_ready_shape_pays_one_step_ahead() -> None:
    """四川 (rules/mahjong.md §2.4: 清一色 ×4, 七对 ×4, 对对胡 ×2, each 根 ×2): the shape of a
    ready hand multiplies its waits' worth; a plain hand counts once."""
    g = Game("sichuan-xuezhan", 0)

    def ready(text: str) -> Hand:
        return Hand(tuple(parse_tile(x) for x in re.findall(r"\d[mps]", text)), ())

    assert shape_factor(g, ready("1p2p3p4p5p6p7p8p9p1p1p5p6p")) == 4.0  # one suit
    assert shape_factor(g, ready("1m1m3m3m5m5m2p2p4p4p6p6p9p")) == 4.0  # six pairs
    assert shape_factor(g, ready("1m1m1m3m3m3m5m5m5m2p2p4p4p")) == 2.0  # pairs and triplets
    assert shape_factor(g, ready("1m1m1m1m2m3m4m5m6m2p3p4p9p")) == 2.0  # one 根
    assert shape_factor(g, ready("1m2m3m4m5m6m7m8m9m1p2p3p9p")) == 1.0  # plain



def test_strong_one_step_from_ready_heads_for_the_shape_that_pays() -> None:
    """2m2m3m3m5m5m7m8m8m9m9m 3p4p5p: throwing 9m or a 筒 both leave the hand one step from
    ready; what the ready hands pay decides (§2.4: 清一色 ×4, 七对 ×4): it throws a 筒 and
    keeps the 万 pairs, not 9m (counting live tiles alone threw 9m)."""
    deck = deck_for({0: "2m2m3m3m5m5m7m8m8m9m9m3p4p5p"})
    g = Game("sichuan-xuezhan", 0, tiles=deck, dealer=0, levels="strong")
    d = g.current()
    assert d is not None and d.seat == 0
    c = g.choice(d)
    assert c.action.tiles[0].endswith("p"), c


def test_strong_in_yongzhou_sheds_the_other_suits_for_a_flush() -> None:
    """永州 (rules/mahjong.md §4.2, 2^番: 混一色 2番 = 4 points, 清一色 16, 雞胡 1): East holds
    eleven 万 and honours and is one step further from ready on them than on its plain hand;
    the strong level sheds 9s for the flush where the club level throws the lone 5z."""
    deck = yongzhou_deck({0: "1m2m3m5m6m7m8m9m1z1z5z3p4p9s"})
    g = Game("yongzhou", 0, tiles=deck, dealer=0, levels="strong")
    d = g.current()
    assert d is not None and d.seat == 0
    c = g.choice(d)
    assert c.action.tiles == ("9s",) and g.choice(d, "club").action.tiles == ("5z",)
    assert "flush" in c.reason("en") and "混一色" in c.reason("zh")
    assert "9s" not in c.reason("en") and "九" not in c.reason("zh")  # the plan, not the tile


def test_strong_in_yongzhou_lets_an_off_suit_pung_pass_while_chasing_a_flush() -> None:
    """The same deal: South holds 筒 and honours and a pair of 9s; East's 9s would be a 碰 the
    club level takes (it does not set the hand back), but it would end South's 筒 flush
    (混一色: "honours + one suit", §4.2), so the strong level lets it pass."""
    deck = yongzhou_deck({0: "1m2m3m5m6m7m8m9m1z1z5z3p4p9s", 1: "1p2p3p5p6p7p8p9p2z2z6z9s9s"})
    g = Game("yongzhou", 0, tiles=deck, dealer=0, levels="strong")
    g.step(g.choice(g.current()))
    d = g.current()
    assert d is not None and (d.seat, d.stage) == (1, "claim")
    assert g.choice(d, "club").action.kind == "pon"
    c = g.choice(d)
    assert c.action.kind == "pass" and "筒" in c.reason("zh")


def test_strong_in_yongzhou_chases_a_flush_from_eight_tiles() -> None:
    """Seven 筒 and 3z: eight tiles of one suit and honours, one step further from ready on
    them than on the plain hand. 混一色 pays 4 points and 清一色 16 against 1 for 雞胡
    (rules/mahjong.md §4.2, 番 = ×2), so the strong level plays for the flush from eight tiles
    (STRONG_DOC point 6): it sheds 9m where the club level throws the lone 3z."""
    deck = yongzhou_deck({0: "1m5m6m9m1p1p3p5p5p6p8p3s8s3z"})
    g = Game("yongzhou", 0, tiles=deck, dealer=0, levels="strong")
    d = g.current()
    assert d is not None and d.seat == 0
    assert flush_chase(g, g.table.hand(0)) is not None
    c = g.choice(d)
    assert c.action.tiles == ("9m",) and g.choice(d, "club").action.tiles == ("3z",)
    assert "flush in dots" in c.reason("en") and "筒的混一色" in c.reason("zh")


def test_strong_in_yongzhou_does_not_chase_a_flush_two_steps_back() -> None:
    """Ten 万 and honours, but the plain hand is ready: the flush would cost two steps, so the
    strong level keeps its waits (STRONG_DOC point 6)."""
    deck = yongzhou_deck({0: "2m3m4m6m7m8m9m9m1z1z3p4p5p9s"})
    g = Game("yongzhou", 0, tiles=deck, dealer=0, levels="strong")
    hand = g.table.hand(0)
    assert flush_chase(g, hand) is None
    assert g.choice(g.current()).action.tiles == ("9s",)


def test_strong_folds_in_xuezhan_on_the_surest_sign_there() -> None:
    """血战 (seed 000: "一家胡了并不结束这局，而是未胡的玩家继续打": a winner leaves): no seat
    is ever surely ready, so the strong level folds on the surest sign left — South shows
    three 碰 in 万 and 筒; the wall is nearly out and East is far from ready, so East throws a
    条, the suit South cannot win with (缺一门: its melds already show two suits)."""
    g = Game("sichuan-xuezhan", 3)
    t = g.table
    far = "1m4m7m9m2m5m8m3s6s9s1s4s7s5m"
    t.closed[0] = [parse_tile(x) for x in re.findall(r"\d[mps]", far)]
    t.melds[1] = [Meld((parse_tile(x),) * 3, source=0) for x in ("2m", "8m", "4p")]
    t.front = t.total - 10  # ten tiles left
    options = [labelled("discard", (x,)) for x in sorted(set(re.findall(r"\d[mps]", far)))]
    c = discard(g, 0, t.hand(0), options)
    assert c.action.tiles[0].endswith("s"), c
    assert c.reason("zh").startswith("弃和") and "South" in c.reason("en")


def test_strong_in_xuezhan_passes_a_pung_that_adds_too_little() -> None:
    """血战 (seed 000: "一家胡了并不结束这局，而是未胡的玩家继续打": one win a hand): a 碰 that
    keeps the hand as far from ready must pay half as much again (STRONG_DOC point 5);
    here it adds a fifth, so the strong level passes (the club level takes any 碰 that does
    not set it back)."""
    g = Game("sichuan-xuezhan", 3, levels="strong")
    for _ in range(7):
        g.step()
    d = g.current()
    assert d is not None and d.stage == "claim" and d.seat == 1
    pon = next(a for a in d.options if a.kind == "pon")
    tile, hand = parse_tile(pon.tiles[0]), g.table.hand(1)
    now = outlook(g, 1, hand, visible(g, 1))
    closed = list(hand.closed)
    closed.remove(tile)
    closed.remove(tile)
    after = best_after(g, 1, Hand(tuple(closed), (*hand.melds, Meld((tile,) * 3, source=0))))
    assert after.shanten == now.shanten and now.value <= after.value < 1.5 * now.value
    assert g.choice(d).action.kind == "pass"
    assert g.choice(d, "club").action.kind == "pon"
