"""A 血战到底 hand told by how it ended, seat by seat — who made which kong, who won how, who
is ready (下叫), who kept a tile of a dropped suit (花猪), who left — turned into the events
the settlement walks, and settled by the engine (:meth:`SichuanXuezhan.settle`). The
settlement lab (:class:`widgets.ui.SettleLab`) lets a learner set these and see every payment
with its rule. No rule lives here: the hands are examples that have the said state (the
engine checks each: a ready hand is ready, a 花猪 holds three suits), and the money is the
engine's.

The story is an excerpt, as the lessons' worked hands are (no Deal: P-T6 counts copies in
whole records only): kongs first, each seat's at most one, in seat order; then the wins in
an order the rules allow (a discarder wins after those who won on its tile; seat order
otherwise); then the 流局 of the seats still in, or the end when three have won.

>>> s = Story(seats=(Seat(kong="direct", fed_by=1), Seat(), Seat(end="dianpao", from_seat=0),
...                  Seat(end="not_ready")))
>>> ledger = settle(s)
>>> [(p.payer, p.payee, p.paid, p.reason_zh) for p in ledger.payments][:2]
[(1, 0, 2, '刮风 直杠'), (0, 2, 1, '点炮')]
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from widgets.engine.events import Discard, Draw, End, Event, Kong, Leave, Win
from widgets.engine.history import win_history
from widgets.engine.ledger import Ledger
from widgets.engine.why import Why
from widgets.mahjong.sichuan import SichuanXuezhan

VARIANT = "sichuan-xuezhan"
KONGS = ("", "direct", "added", "concealed")  # none, 直杠 (fed by a discard), 面下杠, 暗杠
ENDS = ("ready", "not_ready", "huazhu", "zimo", "dianpao")  # the first three: still in
WINS = ("zimo", "dianpao")
MAX_COINS = 10_000
MAX_BASE = 100

# Each seat's example tiles (all keep 万 and 筒 and drop 条): three runs, a fourth set when it
# made no kong, the tile it kongs, the tile it discards for others to win on (一炮多响: the
# winners share it), the tile it self-draws, and the tile a replacement draw brings.
RUNS = {0: "234m567m345p", 1: "345m678m234p", 2: "234m678p456p", 3: "456m345p678m"}
FOURTH = {0: "678p", 1: "567p", 2: "345m", 3: "234p"}
KONG_TILE = {0: "1m", 1: "9m", 2: "1p", 3: "9p"}
SHOT = {0: "5m", 1: "8p", 2: "7m", 3: "2p"}
OWN = {0: "8m", 1: "2m", 2: "8p", 3: "3m"}
SPARE = {0: "1s", 1: "2s", 2: "3s", 3: "4s"}
# 13 tiles in 万 and 筒 that are no ready hand; the 花猪 holds a 条 in place of the last
NOT_READY = {seat: [f"{n}{suit}" for n, suit in zip(digits, "mmmmmmmpppppp", strict=True)]
             for seat, digits in {0: "3692584147258", 1: "1472583369258", 2: "1472583369258",
                                  3: "3692581147258"}.items()}


class StoryError(ValueError):
    """A story the rules do not allow (a seat winning twice over, a kong fed by its maker …),
    said in zh and en (``why``)."""

    def __init__(self, why: Why):
        super().__init__(str(why))
        self.why = why

    def say(self, lang: str) -> str:
        return self.why.zh if lang == "zh" else str(self.why)


def _refuse(zh: str, en: str) -> StoryError:
    return StoryError(Why(zh, en))


@dataclass(frozen=True)
class Seat:
    """One seat's part: its kong (``KONGS``; a 直杠 names the seat that ``fed_by`` its tile),
    how it ended (``ENDS``; a 点炮 win names the discarder ``from_seat``), whether it left
    (逃跑) and the coins it starts with (None: not limited)."""

    kong: str = ""
    fed_by: int | None = None
    end: str = "ready"
    from_seat: int | None = None
    left: bool = False
    coins: int | None = None

    @property
    def won(self) -> bool:
        return self.end in WINS


@dataclass(frozen=True)
class Story:
    """Four seats' parts; ``base`` the 底注; ``after_kong``: a discard that is won on comes
    right after its discarder's own kong (so 呼叫转移 moves that kong's money); ``dealer``."""

    seats: tuple[Seat, Seat, Seat, Seat] = (Seat(), Seat(), Seat(), Seat())
    base: int = 1
    after_kong: bool = False
    dealer: int = 0

    def with_seat(self, seat: int, **fields: Any) -> Story:
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], **fields)
        return replace(self, seats=tuple(seats))  # type: ignore[arg-type]


def check(story: Story) -> None:
    """StoryError (zh and en) for a story the rules do not allow."""
    if not 1 <= story.base <= MAX_BASE:
        raise _refuse(f"底注是 1 到 {MAX_BASE}，不是 {story.base}",
                      f"the base stake (底注) is 1 to {MAX_BASE}, not {story.base}")
    if story.dealer not in range(4):
        raise _refuse(f"庄家是 0 到 3，不是 {story.dealer}",
                      f"the dealer is 0-3, not {story.dealer}")
    limited = [s.coins is not None for s in story.seats]
    if any(limited) and not all(limited):
        raise _refuse("要么四家都给起始金币，要么都不给",
                      "give starting coins to all four seats or none")
    for i, s in enumerate(story.seats):
        if s.kong not in KONGS or s.end not in ENDS:
            raise _refuse(f"P{i}：没有这种杠或结局",
                          f"P{i}: no such kong {s.kong!r} or end {s.end!r}")
        if s.kong == "direct" and s.fed_by not in set(range(4)) - {i}:
            raise _refuse(f"P{i} 的直杠要有别家打出这张牌（放杠者）",
                          f"P{i}'s 直杠 needs another seat that discarded the tile (放杠者)")
        if s.end == "dianpao" and s.from_seat not in set(range(4)) - {i}:
            raise _refuse(f"P{i} 点炮胡要有别家打出这张牌（点炮者）",
                          f"P{i}'s discard win needs another seat that discarded the tile (点炮)")
        if s.left and s.won:
            raise _refuse(f"P{i} 已经胡了：逃跑的是未胡牌的玩家（未胡牌玩家逃跑后由系统代打）",
                          f"P{i} has won: a player who leaves is one who has not won "
                          "(未胡牌玩家逃跑后由系统代打)")
        if s.coins is not None and not 0 <= s.coins <= MAX_COINS:
            raise _refuse(f"P{i} 的起始金币是 0 到 {MAX_COINS}",
                          f"P{i}'s starting coins are 0 to {MAX_COINS}, not {s.coins}")
    winners = [i for i, s in enumerate(story.seats) if s.won]
    if len(winners) == 4:
        raise _refuse("血战到底：三家胡了这一局就结束，第四家不能再胡",
                      "血战到底: the hand ends when three have won; a fourth cannot win")
    win_order(story)  # a cycle of discard wins is refused there


def win_order(story: Story) -> list[list[int]]:
    """The wins in an order the rules allow: groups of seats winning at one moment (several
    on one discard: 一炮多响); a discarder's own win comes after the wins on its tile (a
    winner stops playing); otherwise seat order, from the dealer."""
    seats = story.seats
    groups: dict[tuple[str, int], list[int]] = {}
    for i in range(4):
        s = seats[i]
        if s.end == "zimo":
            groups[("zimo", i)] = [i]
        elif s.end == "dianpao":
            groups.setdefault(("shot", s.from_seat or 0), []).append(i)
    order: list[list[int]] = []
    todo = sorted(groups, key=lambda k: (min(groups[k]) - story.dealer) % 4)
    while todo:
        # a group holding a seat that also fires a shot waits for that shot's wins
        ready = [k for k in todo if not any(k2 != k and k2[0] == "shot" and k2[1] in groups[k]
                                            for k2 in todo)]
        if not ready:
            names = sorted({g for k in todo for g in groups[k]})
            raise _refuse("、".join(f"P{g}" for g in names) + " 不能互相点炮胡：胡了的人不再打牌",
                          ", ".join(f"P{g}" for g in names) + " cannot each win on another's "
                          "discard: a player who has won stops playing")
        order.append(groups[ready[0]])
        todo.remove(ready[0])
    return order


def _meld(seat: int, kong: str) -> str:
    k = KONG_TILE[seat][0] * 4 + KONG_TILE[seat][1]
    return {"direct": f"[{k}]", "added": f"[{k}+]", "concealed": f"{{{k}}}"}[kong]


def _hand(seat: int, kong: str, last: str) -> str:
    """The seat's 13 kept tiles (a kong counting 3): four sets and ``last``."""
    if kong:
        return f"{RUNS[seat]}{last} {_meld(seat, kong)}"
    return f"{RUNS[seat]}{FOURTH[seat]}{last}"


def end_hand(seat: int, s: Seat) -> str:
    """What a seat still in holds at the end: ready (waiting on its own tile), not ready, or a
    花猪 (a 条 in place of its first tile: three suits held)."""
    if s.end == "ready":
        return _hand(seat, s.kong, OWN[seat])
    tiles = NOT_READY[seat][3:] if s.kong else NOT_READY[seat]  # a kong takes three places
    if s.end == "huazhu":
        tiles = [SPARE[seat]] + tiles[1:]
    return "".join(tiles) + (f" {_meld(seat, s.kong)}" if s.kong else "")


def events(story: Story) -> list[Event]:
    """The story as events, in the order the settlement walks them."""
    check(story)
    seats = story.seats
    out: list[Event] = []
    shots = {seats[i].from_seat for i in range(4) if seats[i].end == "dianpao"}
    late = {i for i in range(4) if story.after_kong and seats[i].kong and i in shots}
    for i in range(4):  # kongs, in seat order; a kong right before a losing discard waits
        if seats[i].kong and i not in late:
            out += _kong(i, seats[i])
    order = win_order(story)
    done: set[int] = set()
    for group in order:
        first = seats[group[0]]
        if first.end == "zimo":
            i = group[0]
            out += [Draw(i, OWN[i]), Win(i, OWN[i], None, _hand(i, first.kong, OWN[i])
                                         + f" +{OWN[i]}")]
            done.add(i)
            continue
        x = first.from_seat
        assert x is not None
        if x in late:  # its kong right before the discard: 呼叫转移
            feeder = seats[x].fed_by
            if seats[x].kong == "direct" and feeder in done:
                raise _refuse(f"P{x} 的直杠要在点炮之前，可 P{feeder} 那时已经胡了，不再打牌",
                              f"P{x}'s 直杠 would come right before its losing discard, but "
                              f"P{feeder} has won by then and discards no more")
            out += _kong(x, seats[x], discard=False)
        out.append(Discard(x, SHOT[x]))
        out += [Win(i, SHOT[x], x, _hand(i, seats[i].kong, SHOT[x]) + f" +{SHOT[x]}")
                for i in group]
        done |= set(group)
    won = {i for g in order for i in g}
    still = [i for i in range(4) if i not in won]
    out += [Leave(i) for i in still if seats[i].left]
    hands = {i: end_hand(i, seats[i]) for i in still}
    out.append(End("done" if len(won) == 3 else "wall", hands))
    return out


def _kong(i: int, s: Seat, discard: bool = True) -> list[Event]:
    tile = KONG_TILE[i]
    made: list[Event]
    if s.kong == "direct":
        assert s.fed_by is not None
        made = [Discard(s.fed_by, tile), Kong(i, tile, "direct", from_seat=s.fed_by)]
    else:
        made = [Draw(i, tile), Kong(i, tile, s.kong)]
    made.append(Draw(i, SPARE[i], replacement=True))
    return made + ([Discard(i, SPARE[i])] if discard else [])


def settle(story: Story, pay_order: str = "turn") -> Ledger:
    """The engine's ledger of the story."""
    return outcome(story, pay_order).ledger


@dataclass(frozen=True)
class Outcome:
    """A settled story: its events, the ledger, each winner's score (seat → the engine's
    Score) and each seat still in at a 流局: its best possible multiplier when ready (the one
    查大叫 charges), 0 when not ready, -1 for a 花猪."""

    events: tuple[Event, ...]
    ledger: Ledger
    scores: dict[int, Any]
    at_end: dict[int, int]


def outcome(story: Story, pay_order: str = "turn") -> Outcome:
    """The story settled, with what each seat's part was worth.

    >>> o = outcome(Story().with_seat(1, end="zimo"))
    >>> o.scores[1].total, o.at_end, o.ledger.net[1]
    (2, {0: 1, 2: 1, 3: 1}, 9)
    """
    r = SichuanXuezhan(base=story.base, pay_order=pay_order)
    made = events(story)
    balances = ({i: s.coins or 0 for i, s in enumerate(story.seats)}
                if story.seats[0].coins is not None else None)  # check(): all four or none
    ledger = r.settle(made, balances=balances, dealer=story.dealer)
    scores = {}
    for i, e in enumerate(made):
        if isinstance(e, Win):
            told = win_history(made, i, dealer=story.dealer, unrobbable=r.unrobbable())
            scores[e.seat] = r.score(e.hand, told.situation)
    end = made[-1]
    at_end = {}
    if isinstance(end, End) and end.reason == "wall":
        for seat, text in end.hands.items():
            at_end[seat] = (-1 if story.seats[seat].end == "huazhu" else
                            r.max_multiplier(text) if r.is_ready(text) else 0)
    return Outcome(tuple(made), ledger, scores, at_end)
