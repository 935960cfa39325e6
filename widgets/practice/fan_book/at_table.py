"""A situational fan's example dealt at the hand table (issue 39: "openable at the hand
table"): the deal a teacher's scenario would prepare so that the events that make the fan
happen in play. Each fan's recipe (:data:`RECIPES`, by the example's events):

* 天胡: the dealer is dealt the example whole (won on the deal);
* 地胡 (on a draw): the example less its winning tile, to the seat after the dealer, whose
  first draw is the winning tile;
* 人胡 (四川's 地胡 on a discard, 双人 人胡, 永州 人和): the dealer, the learner's 上家, is
  scripted to discard the winning tile first;
* 杠上开花: the example's concealed kong dealt, the winning tile at the back of the wall
  (kong, replacement, win); 武汉's, whose kong is from a discard: the 上家 discards the
  fourth tile, the learner kongs it;
* 杠上炮: the 上家 deals, kongs four of a kind and discards the winning tile off the
  replacement;
* 抢杠: the learner is dealt one tile off ready; the 下家 pongs the dealer's first discard,
  the learner draws the tile that makes the hand ready (and discards the odd one), the 下家
  draws the fourth and adds it to its 碰: the learner robs it;
* 海底 (海底捞月) and 自摸: the hand played down (every seat discarding what it draws: the
  scenario's ``wall``) until the learner draws the wall's last tile, or its winning tile
  with one tile left for each seat; 双人's 海底捞月 (a win on the last tile's discard): the
  other seat draws the wall's last tile and discards it;
* a 碰 in the example (武汉's 开口, 双人's 三暗刻): the 上家 discards its tile, the learner
  pongs it; then 自摸 as above, 抢杠 with the learner discarding its own winning tile for
  the 下家 to pong, 红中杠/赖子杠 (the learner plays out 红中 or the 赖子, then wins on the
  下家's discard), or 武汉's 海底捞 (the pong at ten tiles left, the win on the first of the
  last four);
* 双人's 天听 and 立直: the learner's own 报听, after the deal or with a later discard; its
  自摸 and 抢杠和 after the learner's 吃 of the other seat's first discard; its flowers, in
  a played-down wall (不求人), drawn first and replaced from the back;
* an example no deal here arranges (双人's 杠上开花 with three claimed kongs, its 海底 pair
  with a 吃): a hand of the table's own (:data:`TABLE_HANDS`) that scores the fan as well.

:func:`deal` gives the scenario (its plain dict, :mod:`widgets.practice.table.scenario`),
the seat the learner plays, the learner's own moves (``steps``) and what to do in words
(``tell``, zh and en), or None where the fan's events need more than this (:data:`NOT_HERE`
says why, fan by fan). :func:`play_out` plays it as the learner would
(tests/test_fan_book_table.py).

>>> from widgets.practice.fan_book.book import fan_book
>>> deal(fan_book("sichuan-xuezhan"), "gangshanghua")["scenario"]["replacements"]
'7p'
>>> deal(fan_book("shuangren"), "renhu")["scenario"]["moves"]
[{'seat': 1, 'discard': '7s'}]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.notation import parse_tiles
from ...engine.tiles import tile_name
from ...engine.why import Why
from ..choices import Action
from ..table.play import PLAYABLE, Game, game_class
from ..table.scenario import Scenario
from . import several_winners
from .book import Book
from .recipes import (
    Deal,
    declare,
    dihu,
    flip,
    gangshang,
    haidi,
    pao,
    renhu,
    rob,
    special_kong,
    tianhu,
    zimo,
)

TIANHU = frozenset({"self_drawn", "dealer", "first_turn"})
GANGSHANG = frozenset({"self_drawn", "after_kong"})
DIHU = frozenset({"self_drawn", "first_turn"})
RENHU = frozenset({"first_turn"})
PAO = frozenset({"kong_discard"})
ROB = frozenset({"robbing_kong"})
HAIDI = frozenset({"self_drawn", "last_tile"})
LAST_DISCARD = frozenset({"last_tile"})  # 双人's 海底捞月: a win on the wall's last tile's discard
ZIMO = frozenset({"self_drawn"})
RED = frozenset({"red_kongs"})    # 武汉's 红中杠: 红中 played out
WILD = frozenset({"wild_kongs"})  # 武汉's 赖子杠: the 赖子 played out
TIANTING = frozenset({"declared_ready", "declared_at_start"})  # 双人's 报听 after the deal
LIZHI = frozenset({"declared_ready"})  # 双人's 报听 on a later turn


RECIPES: dict[frozenset[str], Callable[[Deal], dict[str, Any] | None]] = {
    TIANHU: tianhu, DIHU: dihu, GANGSHANG: gangshang, RENHU: renhu, PAO: pao, ROB: rob,
    HAIDI: haidi, LAST_DISCARD: lambda d: haidi(d, by_discard=True), ZIMO: zimo,
    RED: lambda d: special_kong(d, True), WILD: lambda d: special_kong(d, False),
    TIANTING: lambda d: declare(d, True), LIZHI: lambda d: declare(d, False)}

# what the learner is told when the deal is made (zh, en): what will happen, what to click
TELL: dict[frozenset[str], Why] = {
    TIANHU: Why("你是庄家，起手就和了：点“胡”", "You deal and are dealt a winning hand: "
                "click Win"),
    DIHU: Why("你是庄家的下家：第一张摸到的牌就和，点“胡”",
              "You sit after the dealer: your first draw wins, click Win"),
    GANGSHANG: Why("先杠，补到的牌就和：点“杠”，再点“胡”",
                   "Kong first; the replacement tile wins: click Kong, then Win"),
    RENHU: Why("庄家（你的上家）打出的第一张牌你就能和：点“胡”",
               "The dealer (your 上家) discards your winning tile first: click Win"),
    PAO: Why("你的上家开杠，补牌后打出你要的牌：点“胡”",
             "Your 上家 kongs and discards your winning tile off the replacement: click Win"),
    HAIDI: Why("这一局已经打到牌墙的最后一张，正是你摸到：点“胡”（{fan}）",
                "The hand has been played down to the wall's last tile, and you drew it: "
                "click Win ({fan})"),
    LAST_DISCARD: Why("这一局已经打到牌墙的最后一张：下一家摸到它，打出的正是你要的牌："
                      "点“胡”（{fan}）",
                      "The hand has been played down to the wall's last tile: the next player "
                      "draws it and discards your winning tile: click Win ({fan})"),
    ZIMO: Why("这一局已经打到快结束，你摸到了要的牌：点“胡”（自摸）",
               "The hand has been played nearly to the end, and you drew your winning tile: "
               "click Win (自摸)"),
    TIANTING: Why("发牌后你就听牌：点“报听”（天听）；之后摸到的牌自动打出，摸到要的牌时点“胡”",
                  "You are ready from the deal: click 报听 (declare ready: 天听); the tiles you "
                  "draw then go out by themselves until your winning tile: click Win"),
    LIZHI: Why("摸到第一张牌就听牌：点“报听”，再打出 {odd}；摸到要的牌时点“胡”（立直）",
               "Your first draw makes you ready: click 报听 (declare ready), then discard {odd}; "
               "when you draw your winning tile, click Win (立直)"),
    ROB: Why("下家先碰；你摸到第三张时打出 {odd}，听牌；下家补杠时点“胡”抢杠",
             "Your 下家 pongs; at your third draw discard {odd} and you are ready; when the "
             "下家 adds its kong, click Win to rob it"),
}

# the same when the learner first claims the example's 碰 (武汉's 开口) or 吃 (双人)
TELL_PON: dict[frozenset[str], Why] = {
    ZIMO: Why("庄家（你的上家）先打出 {pon}：你{claim}，再打出 {odd}；"
              "轮到你摸到要的牌时点“胡”（自摸）",
              "The dealer (your 上家) discards {pon} first: {claim} it and discard {odd}; when "
              "you draw your winning tile, click Win (自摸)"),
    ROB: Why("庄家（你的上家）先打出 {pon}：你{claim}，再打出 {odd}（你听的牌）让下家碰；"
             "下家补杠时点“胡”抢杠",
             "The dealer (your 上家) discards {pon} first: {claim} it and discard {odd} (the "
             "tile you wait on) for your 下家 to pong; when it adds its kong, click Win to rob "
             "it"),
    HAIDI: Why("这一局已经打到快结束：打出你摸的牌；庄家（你的上家）打出 {pon} 时碰，再打出 {odd}；"
               "最后四张只摸不打，你摸到要的牌时点“胡”（海底捞）",
               "The hand has been played nearly to the end: discard what you draw; when the "
               "dealer (your 上家) discards {pon}, pong it and discard {odd}; in the last four "
               "tiles players only draw: when you draw your winning tile, click Win (海底捞)"),
    RED: Why("庄家（你的上家）先打出 {pon}：你碰，再点“红中杠”打出 {odd}，补一张后打出去；"
             "下家打出你要的牌时点“胡”",
             "The dealer (your 上家) discards {pon} first: pong it, then play out {odd} with "
             "红中杠, and discard the replacement; when your 下家 discards your winning tile, "
             "click Win"),
    WILD: Why("庄家（你的上家）先打出 {pon}：你碰，再点“赖子杠”打出 {odd}，补一张后打出去；"
              "下家打出你要的牌时点“胡”",
              "The dealer (your 上家) discards {pon} first: pong it, then play out the 赖子 "
              "{odd} with 赖子杠, and discard the replacement; when your 下家 discards your "
              "winning tile, click Win"),
}

# every situational fan no deal here gives, and why (zh, en): a test checks that each
# situational fan of the six books is dealt (and won with it) or listed here (none is now)
NOT_HERE: dict[tuple[str, str], Why] = {}
# the hand dealt at the table in place of the book's example, where the example holds more
# claims than a deal arranges (双人's 杠上开花: three claimed kongs; its 海底 pair: a 吃 and the
# wall played to its end): the table's win still scores the fan (tested), with others
TABLE_HANDS: dict[tuple[str, str], str] = {
    ("shuangren", "gangshangkaihua"): "234s567s789s5s {1111s} +5s",  # 暗杠, then its replacement
    ("shuangren", "miaoshouhuichun"): "1122335577889s +9s",
    ("shuangren", "haidilaoyue"): "1122335577889s +9s",
}


def deal(book: Book, key: str, seat: int = 0) -> dict[str, Any] | None:
    """The scenario that makes fan ``key``'s example happen at the table for the learner at
    ``seat``: ``{"scenario": …, "human": seat, "steps": […], "tell": Why}``, or None (see
    the module's doc)."""
    if key == several_winners.KEY:  # 一炮多响: no fan, a situation entry of its own
        return several_winners.deal(book, seat)
    e = book.entry(key)
    shown = e.example
    if (shown is None or not e.situational or shown.options or book.variant not in PLAYABLE
            or book.rules.deals_exchange()):
        return None
    seats = game_class(book.variant).seat_ids
    if seat not in seats:
        raise ValueError(f"seat is one of {seats}, not {seat!r}")
    events = frozenset(shown.events)
    recipe = RECIPES.get(events)
    hand = book.rules.hand(TABLE_HANDS.get((book.variant, key), shown.hand))
    if recipe is None or hand.flowers or hand.winning is None:
        return None
    kongs = [tile_name(m.tiles[0]) for m in hand.melds if m.concealed and len(m.tiles) == 4]
    pons = [tile_name(m.tiles[0]) for m in hand.melds if not m.concealed and len(m.tiles) == 4]
    claimed = [tile_name(m.tiles[0]) for m in hand.melds if m.kind == "pon"]
    runs = [[tile_name(t) for t in m.tiles] for m in hand.melds if m.kind == "chi"]
    if len(kongs) + len(pons) + len(claimed) + len(runs) != len(hand.melds) \
            or len(claimed) + len(runs) > 1:
        return None  # more claims than the table arranges for the learner
    if runs and (len(seats) != 2 or events not in (ZIMO, ROB)):
        return None  # a 吃 is arranged only at 双人's table of two, before a 自摸 or 抢杠
    d = Deal(book, [tile_name(t) for t in hand.concealed], [t for k in kongs for t in [k] * 4],
             pons, tile_name(hand.winning), seat)
    if (claimed or runs) and events not in TELL_PON:
        return None  # only these are arranged after the learner's 碰
    if runs:  # 双人's 吃 of the run's lowest tile from the one other seat
        d.claimed, d.run = runs[0][0], runs[0]
        for t in d.run[1:]:
            d.take(t)
        d.avoid.add(d.claimed)
    elif claimed:
        d.claimed = claimed[0]
        d.take(d.claimed, 2)
        d.avoid.add(d.claimed)
    try:
        scenario = recipe(d)
    except ValueError:  # the set has too few tiles for the recipe (双人's 72)
        return None
    if scenario is None:
        return None
    steps = scenario.pop("_steps", [])
    odd = scenario.pop("_odd", steps[0].get("discard", "") if steps else "")
    if book.variant == "wuhan" and "indicator" not in scenario:
        scenario["indicator"] = flip(d)
    tell = TELL_PON[events] if d.claimed else TELL[events]
    return {"scenario": scenario, "human": seat, "steps": steps,
            "tell": Why(tell.zh.format(odd=odd, pon=d.claimed, claim="吃" if d.run else "碰",
                                       fan=e.zh),
                        str(tell).format(odd=odd, pon=d.claimed, fan=e.zh,
                                         claim="chi (吃)" if d.run else "pong"))}


def not_here(book: Book, key: str) -> Why | None:
    """Why a situational fan of ``book`` is not dealt at the table (:data:`NOT_HERE`; 一炮多响:
    :func:`.several_winners.no_deal`)."""
    if key == several_winners.KEY:
        return several_winners.no_deal(book)
    return NOT_HERE.get((book.variant, key))


def next_move(game: Game, d: Any, steps: list[tuple[str, str]], seat: int) -> Action:
    """The learner's move at decision ``d``: the next of its ``steps`` (``(kind, tile)``,
    popped when taken) if ``d`` offers it; else the win, the kong, 定缺 of the suit the hand
    lacks, a pass, or 摸切 (the drawn tile discarded: the hand kept as dealt)."""
    by_kind: dict[str, Action] = {}
    for a in d.options:
        by_kind.setdefault(a.kind, a)
    want = tuple(tile_name(t) for t in parse_tiles(steps[0][1])) if steps and steps[0][1] \
        else ()
    step = next((a for a in d.options if steps and a.kind == steps[0][0]
                 and (not want or a.tiles == want or (len(want) == 1 and want[0] in a.tiles))),
                None)
    if step is not None:
        steps.pop(0)
        return step
    pick = by_kind.get("win") or by_kind.get("kong") or by_kind.get("void") or \
        by_kind.get("pass") or next(iter(d.options))
    if pick.kind == "void":  # the suit the hand has none of
        held = game.state().seats[seat].hand
        pick = next((a for a in d.options if a.kind == "void" and a.suit not in held), pick)
    elif pick.kind == "discard":
        drawn = game._ctx.get("drawn")
        pick = next((a for a in d.options if a.kind == "discard" and drawn is not None
                     and a.tiles == (tile_name(drawn),)), pick)
    return pick


def steps_of(dealt: dict[str, Any]) -> list[tuple[str, str]]:
    """The learner's ``steps`` of a deal as ``(kind, tile)`` pairs, for :func:`next_move`."""
    return [next(iter(s.items())) for s in dealt.get("steps", [])]


def play_out(variant: str, dealt: dict[str, Any]) -> Game:
    """Play the deal as the learner would (:func:`next_move`; the automatic seats play the
    rest); the game at the win, or where the win never came."""
    game = Scenario.from_dict(dealt["scenario"]).game(variant, human=dealt["human"])
    steps = steps_of(dealt)
    game.advance()
    for _ in range(24):
        d = game.pending()
        if d is None:
            break
        pick = next_move(game, d, steps, dealt["human"])
        game.act(pick)
        if pick.kind == "win":
            break
        game.advance()
    return game
