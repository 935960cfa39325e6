"""一炮多响 (yī pào duō xiǎng, "one shot, several sounds": one discard, several winners) in
the fan book (issue 39). It is no fan of any book, so it is a *situation* entry beside the
fans: whether the variant allows it, from its table (:class:`~..table.play.Game`'s
``one_winner`` and ``seat_ids``; 武汉's own reason from :meth:`Wuhan.first_winner`), an
example settlement run by the variant's own ``settle`` (one discard, two winners: who pays
each how much), and a deal at the hand table where the learner and another seat both win on
the dealer's first discard.

>>> from widgets.practice.fan_book.book import fan_book
>>> s = situation(fan_book("sichuan-xuezhan"))
>>> s.allowed, [ln.en for ln in s.lines][:2]  # doctest: +NORMALIZE_WHITESPACE
(True, ['East pays South 1 (discard win: only the discarder pays (base × multiplier))',
        'East pays West 1 (discard win: only the discarder pays (base × multiplier))'])
>>> situation(fan_book("shuangren")).allowed
False
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ...engine.events import Discard, Event, Win
from ...engine.notation import parse_tiles
from ...engine.tiles import tile_name
from ...engine.why import Why
from ...mahjong.wuhan.variant import Wuhan
from ..table import settle_story as ss
from ..table.play import PLAYABLE, game_class
from ..table.wording import tiles_text
from . import option_shows as shows
from .book import Book, normal
from .recipes import Deal
from .search import rules, try_score

KEY = "yipaoduoxiang"
ZH = "一炮多响"
EN = "One shot, several sounds"
PINYIN = "yī pào duō xiǎng"
GLOSS = Why("一张牌打出，几家同时和这张牌",
            "one discard, several winners: each of them wins on that same tile")

# 四川's and 大师游's example: the settlement lab's own story of two wins on one discard
STORY = ss.Story().with_seat(1, end="dianpao", from_seat=0).with_seat(
    2, end="dianpao", from_seat=0)


@dataclass(frozen=True)
class Several:
    """一炮多响 in one variant's book: allowed or not (``rule`` says what the variant does or
    why it cannot happen), the example's events and its settlement lines (none where it is not
    allowed), and the hand of the first winner (the learner's at the table)."""

    key: str
    zh: str
    en: str
    pinyin: str
    allowed: bool
    rule: Why
    setting: Why
    events: tuple[Event, ...]
    lines: tuple[shows.Line, ...]
    hand: str = ""
    gloss: Why = GLOSS


def _why_not(book: Book) -> Why | None:
    """Why the variant has no 一炮多响 (None: it has): its table's seats or one winner, in the
    engine's own words where it has them."""
    g = game_class(book.variant) if book.variant in PLAYABLE else None
    if g is None:
        return Why("这一变体不能在牌桌上打", "this variant is not played at the table")
    if len(g.seat_ids) < 3:
        return Why(f"{book.rules.zh}只有 {len(g.seat_ids)} 家：打出的牌只有一家能和",
                   f"{book.rules.en} has {len(g.seat_ids)} players: only one other can win "
                   "on a discard")
    if g.one_winner:
        if isinstance(book.rules, Wuhan):  # the engine's own reason for the second seat
            ready = "234m5p678s [123m,1] [789p,1]"
            reasons = book.rules.first_winner(0, {2: ready, 3: ready}, "5p").reasons
            if reasons:  # P0 discards 5p, P2 and P3 could both win on it
                why = reasons[0][1]
                zh = why.zh if isinstance(why, Why) else str(why)
                return Why(f"{book.rules.zh}只有一家和。例：P0 打出 5p，P2 和 P3 都能和：{zh}",
                           f"{book.rules.en} has one winner. Say P0 discards 5p and both P2 "
                           f"and P3 could win on it: {why}")
        return Why(f"{book.rules.zh}只有一家和：第一家和了这一局就结束",
                   f"{book.rules.en} has one winner: the hand ends at the first win")
    return None


def _two_hands(book: Book, seat: int = 0) -> tuple[Deal, str] | None:
    """The learner's hand (a book example won on a discard: the lowest fan that has one) and
    another seat's, four 刻子 and a single of the same winning tile (单钓), both scoring."""
    plain = sorted((e for e in book.entries if e.example and not e.example.situation
                    and not e.example.options and "[" not in e.example.hand
                    and "{" not in e.example.hand and "f" not in e.example.hand),
                   key=lambda e: (e.value, e.key))
    for e in plain:
        closed, win = e.example.hand.split(" +")  # type: ignore[union-attr]
        d = Deal(book, [tile_name(t) for t in parse_tiles(closed)], [], [], win, seat)
        if d.pool[win] < 2:  # one for the other seat's single, one to be discarded
            continue
        suits = [win[1]] + [s for s in "mpsz" if s != win[1]]
        trips = [t for s in suits for t in sorted(d.pool) if t[1] == s and d.pool[t] >= 3
                 and t not in d.avoid and not t.endswith("f")]
        for first_suit in (suits[:1], suits[:2]):
            pick = [t for t in trips if t[1] in first_suit][:4]
            if len(pick) < 4:
                continue
            hand = d.text([t for t in pick for _ in range(3)] + [win])
            if try_score(book.rules, f"{hand} +{win}", {}) is not None \
                    and try_score(book.rules, e.example.hand, {}) is not None:  # type: ignore
                for t in pick:
                    d.take(t, 3)
                d.take(win)
                d.avoid |= set(pick)
                return d, hand
    return None


def _events(book: Book) -> tuple[Event, ...]:
    """One discard, two wins on it: 四川's and 大师游's story of the settlement lab, else the
    table's two hands (the dealer, seat 3, discards; seats 0 and 1 win)."""
    if book.variant in shows.STORY_VARIANTS:
        return tuple(shows.story_events(book.variant, STORY, False))
    found = _two_hands(book, 0)
    if found is None:
        return ()
    d, other = found
    closed = d.text(d.closed)
    return (Discard(3, d.win), Win(0, d.win, 3, f"{closed} +{d.win}"),
            Win(1, d.win, 3, f"{other} +{d.win}"))


@cache
def situation(book: Book) -> Several:
    """The 一炮多响 entry of ``book`` (see the module's doc)."""
    why = _why_not(book)
    if why is not None:
        return Several(KEY, ZH, EN, PINYIN, False, why, Why("", ""), (), ())
    events = _events(book)
    r: Any = rules(book.variant)  # every variant that allows it has a settle
    lines = shows.payment_lines(r.settle(list(events)))
    wins = [e for e in events if isinstance(e, Win)]
    seat = wins[0].from_seat if wins[0].from_seat is not None else 0
    payer = shows.who(seat, "zh"), shows.who(seat, "en")
    rule = Why(f"{book.rules.zh}允许一炮多响：每一家都和，{payer[0]}（放炮的）分别付给每一家",
               f"{book.rules.en} allows it: every one of them wins, and the discarder "
               f"({payer[1]}) pays each winner")
    return Several(KEY, ZH, EN, PINYIN, True, rule, shows.events_line(events), events, lines,
                   wins[0].hand)


def no_deal(book: Book) -> Why | None:
    """Why the table does not deal 一炮多响 in ``book``'s variant (None: it does): the
    variant has none (:attr:`Several.rule`)."""
    s = situation(book)
    return None if s.allowed else s.rule


def exchange_off(book: Book) -> Why:
    """Why 大师游's deal needs a table with 换三张 off: the swap would break the two ready
    hands before the first discard."""
    return Why(f"{book.rules.zh}开局先换三张：发好的两手听牌一换就不在了。请用关掉换三张的牌桌："
               f"HandTable({book.variant!r}, options={{'exchange': False}})",
               f"{book.rules.en} starts with 换三张 (each player passes three tiles): the swap "
               "would break the two ready hands dealt. Use a table with 换三张 off: "
               f"HandTable({book.variant!r}, options={{'exchange': False}})")


def deal(book: Book, seat: int = 0) -> dict[str, Any] | None:
    """The table's deal: the learner (``seat``) and its 对家 are both ready on the tile the
    dealer (the learner's 上家) discards first; the learner clicks Win, the 对家 wins on the
    same tile (scripted); ``options``: the table's room options it needs (大师游: 换三张
    off). None where the variant has no 一炮多响."""
    if no_deal(book) is not None:
        return None
    found = _two_hands(book, seat)
    if found is None:
        return None
    d, other = found
    across = d.next(2)
    up = d.fill(13) + d.take(d.win)
    scenario = {"hands": {str(d.seat): d.text(d.closed), str(across): other,
                          str(d.up): d.text(up[:-1]) + d.win},
                "dealer": d.up,
                "moves": [{"seat": d.up, "discard": d.win}, {"seat": across, "win": d.win}]}
    tile = {lang: tiles_text([d.win], lang) for lang in ("zh", "en")}
    tell = Why(f"庄家（你的上家）先打出 {tile['zh']}：你和对家都听这张牌。"
               "点“胡”，对家也和（一炮多响）",
               f"The dealer (your 上家) discards {tile['en']} first: you and the player across "
               "both wait on it. Click Win: the player across wins on it too (一炮多响)")
    # 大师游: dealt at a table with 换三张 off (its room option), which the swap would break
    room = {"exchange": False} if book.rules.deals_exchange() else {}
    return {"scenario": scenario, "human": seat, "steps": [], "tell": tell, "options": room}


def situations(book: Book) -> tuple[Several, ...]:
    """The book's situation entries beside its fans: 一炮多响 (no fan of any book, but a
    learner looks it up)."""
    return (situation(book),)


def find_situations(book: Book, query: str) -> list[Several]:
    """The situation entries whose zh or en name or pinyin holds ``query`` (all for an empty
    one); ValueError as :meth:`Book.find`."""
    book.find(query)
    q = normal(query)
    return [s for s in situations(book) if not q or any(
        q in normal(x) for x in (s.zh, s.en, s.pinyin, s.key, str(s.gloss)))]
