"""Issue 16, "Done means": for (hand, situation) pairs that ``score`` accepts, in every mahjong
variant, build an event history that realises the situation, settle it, and check the win is
scored as ``score`` scores it; a pair no history can realise is refused (P-H1).

The situation is drawn flag by flag; pairs ``score`` refuses are skipped (``assume``), so the
test holds whatever situation constraints ``score`` checks itself. :class:`History` plays a
hand out for the winner W (seat 0 when the situation says dealer, else 1): its melds claimed
from the seats their notation names, the win drawn, discarded to it, or robbed, the wall run
down to its last tile for 海底, and fillers (drawn and discarded at once) in between. Every
tile comes from the variant's set, four copies of each.
"""

from __future__ import annotations

import copy
from collections import Counter

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from widgets import rules
from widgets.engine.events import Claim, Deal, Discard, Draw, Kong, Win
from widgets.engine.history import HISTORY_FLAGS, win_history
from widgets.engine.notation import Hand, Meld, format_hand, format_tiles
from widgets.engine.results import NotAllowed
from widgets.engine.rules import REGISTRY
from widgets.engine.tiles import tile_name

VARIANTS = sorted(REGISTRY)
FLAGS = ("self_drawn", "after_kong", "kong_discard", "robbing_kong", "last_tile", "first_turn",
         "dealer")
OPTIONS = {"dashiyou-xueliu": {"gang_in_gang_out": False, "exchange": False},
           "wuhan": {"stake": 1}, "yongzhou": {"stake": 1}}


class Impossible(Exception):
    """No history realises this situation for this hand."""


def feasible(hand: Hand, flags: dict[str, bool]) -> dict[str, bool]:
    """The flags a history can realise for this hand: those that contradict the others or the
    hand are turned off (what a history cannot show, the settlement must refuse)."""
    f = dict(flags)
    drawn = f["self_drawn"]
    if not drawn:
        f["after_kong"] = False
    if drawn or f["robbing_kong"]:
        f["kong_discard"] = False
    if drawn or hand.closed.count(hand.winning) + sum(m.tiles.count(hand.winning)
                                                      for m in hand.melds) > 1:
        f["robbing_kong"] = False  # the robbed 碰 holds the other three copies
    if not hand.kongs:
        f["after_kong"] = False
    if (hand.melds or f["after_kong"] or f["kong_discard"] or f["robbing_kong"]
            or f["last_tile"] or (f["dealer"] and not drawn)):
        f["first_turn"] = False
    return f


class History:
    """Plays the hand out as events (see the module doc)."""

    def __init__(self, r, hand: Hand, f: dict[str, bool]):
        self.r, self.hand, self.f = r, hand, f
        self.n = 2 if r.seats == (1,) else 4
        self.w = 0 if f["dealer"] else 1
        self.d = (self.w - 1) % self.n  # the discarder / robbed seat: W's 上家
        self.pool = Counter({t: 4 for t in r.kinds})
        for t in hand.all_tiles():
            self.take(t)
        self.events: list = []
        self.left = len(r.kinds) * 4
        self.next = 0
        self.kong_tile = self.free_kind() if f["kong_discard"] else None
        # 海底: kinds for another seat's kongs, to make the last draw fall where it must
        self.pad = [self.free_kind() for _ in range(self.n - 1)] if f["last_tile"] else []
        self.padder = (next(s for s in range(self.n) if s not in (self.w, self.d))
                       if self.n > 2 else self.d)

    def free_kind(self) -> int:
        """A suited kind nobody uses yet, all four copies taken for one purpose."""
        kind = next((t for t in sorted(self.pool) if self.pool[t] == 4
                     and (t < 27 or self.r.id != "wuhan")), None)
        if kind is None:
            raise Impossible("no kind left with four copies")
        self.pool[kind] = 0
        return kind

    def take(self, t: int) -> int:
        if self.pool[t] <= 0:
            raise Impossible(f"no {tile_name(t)} left")
        self.pool[t] -= 1
        return t

    def filler(self, avoid=()) -> int:
        for t, n in sorted(self.pool.items(), key=lambda kv: (-kv[1], kv[0])):
            if n and t not in avoid:
                return self.take(t)
        raise Impossible("the wall is out of fillers")

    def draw(self, seat: int, t: int, replacement: bool = False) -> None:
        self.left -= 1
        self.events.append(Draw(seat, tile_name(t), replacement, self.left))

    def turn(self, seat: int) -> None:
        t = self.filler()
        self.draw(seat, t)
        self.events.append(Discard(seat, tile_name(t)))
        self.next = (seat + 1) % self.n

    def advance(self, seat: int) -> None:
        while self.next != seat:
            self.turn(self.next)

    def feed(self, source: int, t: int) -> None:
        """``source`` draws ``t`` and discards it (a tile someone claims or wins)."""
        self.advance(source)
        self.draw(source, t)
        self.events.append(Discard(source, tile_name(t)))

    def deal(self) -> None:
        melds, w = self.hand.melds, self.w
        start = list(self.hand.closed)
        if not (self.f["first_turn"] and self.f["self_drawn"] and self.f["dealer"]):
            start.remove(self.hand.winning)  # the winning tile comes later
        self.plan = []
        for m in melds:
            t = m.tiles[0]
            if m.kind == "chi":
                claimed = t  # the lowest of the run, from the 上家
                start += [x for x in m.tiles if x != claimed]
                self.plan.append(("claim", m, claimed))
            elif m.kind == "pon":
                start += [t, t]
                self.plan.append(("claim", m, t))
            elif m.kong_kind == "direct":
                start += [t, t, t]
                self.plan.append(("direct", m, t))
            elif m.kong_kind == "concealed":
                start += [t, t, t]
                self.plan.append(("concealed", m, t))
            else:
                start += [t, t]
                self.plan.append(("added", m, t))
        size = 14 if w == 0 else 13
        self.spare: dict[int, list[int]] = {s: [] for s in range(self.n)}
        while len(start) < size:
            start.append(self.filler())
            self.spare[w].append(start[-1])
        self.extra = {w: start}
        # the discarder's deal: the win tile for a first-turn discard, three of a kind to kong
        # for 杠上炮, two of the win tile for a robbed 碰
        other = []
        if self.f["first_turn"] and not self.f["self_drawn"]:
            other.append(self.hand.winning)
        if self.f["kong_discard"]:
            other += [self.kong_tile] * 3
        if self.f["robbing_kong"]:
            other += [self.take(self.hand.winning) for _ in range(2)]
            self.robbed_tiles = [self.take(self.hand.winning)]  # the one fed to the 碰
        if self.d != w:
            self.extra[self.d] = other
        elif other:
            raise Impossible("the discarder is the winner")
        self.extra.setdefault(self.padder, [])
        self.extra[self.padder] += [t for t in self.pad for _ in range(3)]
        deals = []
        for s in range(self.n):
            tiles = list(self.extra.get(s, []))
            while len(tiles) < (14 if s == 0 else 13):
                tiles.append(self.filler())
                if s != w:
                    self.spare[s].append(tiles[-1])
            deals.append(Deal(s, format_tiles(sorted(tiles))))
            self.left -= len(tiles)
        self.events += deals

    def run(self) -> list:
        f, d = self.f, self.d
        self.deal()
        if f["first_turn"] and f["self_drawn"] and f["dealer"]:  # 天胡
            return self.win(None)
        # the dealer's first discard: the tile won on (地胡/人胡), else a filler
        if f["first_turn"] and not f["self_drawn"]:
            self.events.append(Discard(0, tile_name(self.hand.winning)))
            return self.win(0)
        self.events.append(Discard(0, tile_name(self.spare[0].pop())))
        self.next = 1
        if f["robbing_kong"]:  # the robbed seat's 碰 of the win tile, before anything else
            source = (d - 1) % self.n
            self.feed(source, self.robbed_tiles[0])
            self.events += [Claim(d, "pon", tile_name(self.hand.winning), source),
                            Discard(d, tile_name(self.spare[d].pop()))]
            self.next = (d + 1) % self.n
        last_kong = None
        if f["after_kong"]:
            last_kong = max(i for i, (kind, m, _) in enumerate(self.plan) if m.is_kong)
        for i, step in enumerate(self.plan):
            if i != last_kong:
                self.meld(step)
        if not f["first_turn"] and not self.hand.melds:
            for _ in range(self.n):  # one more round: not the first draw or discard any more
                self.turn(self.next)
        if f["last_tile"]:
            self.run_down(last_kong)
        return self.finish(last_kong)

    def meld(self, step, win: bool = False) -> None:
        kind, m, t = step
        w = self.w
        if kind in ("claim", "direct", "added"):
            source = (w - (m.source or 1)) % self.n
            self.feed(source, t)
            if kind == "direct":
                self.events.append(Kong(w, tile_name(t), "direct", from_seat=source))
            else:
                self.events.append(Claim(w, m.kind if kind == "claim" else "pon", tile_name(t),
                                         source))
                self.events.append(Discard(w, tile_name(self.spare[w].pop())))
                self.next = (w + 1) % self.n
                if kind == "claim":
                    return
        if kind in ("concealed", "added"):
            self.advance(w)
            self.draw(w, t)
            self.events.append(Kong(w, tile_name(t), kind))
        replacement = self.hand.winning if win else self.filler()
        self.draw(w, replacement, replacement=True)
        if not win:
            self.events.append(Discard(w, tile_name(replacement)))
            self.next = (w + 1) % self.n

    def run_down(self, last_kong) -> None:
        """Fillers and another seat's kongs until the final draw takes the wall's last tile."""
        trial = copy.deepcopy(self)
        trial.finish(last_kong)
        short = trial.left  # tiles the final segment leaves in the wall
        if short < 0:
            raise Impossible("the wall is too short")
        rounds, kongs = divmod(short, self.n)
        if kongs and not rounds:
            raise Impossible("no round left for the padding kongs")
        for t in self.pad[kongs:]:  # fourth copies no kong needs go back to the wall
            self.pool[t] += 1
        other = self.padder
        for k in range(rounds):
            for _ in range(self.n):
                seat = self.next
                if k == 0 and seat == other and kongs:
                    self.kongs(seat, kongs)
                    self.next = (seat + 1) % self.n
                else:
                    self.turn(seat)

    def kongs(self, seat: int, count: int) -> None:
        """``seat`` draws the fourth of a kind it was dealt three of, and chains ``count``
        concealed kongs (each replacement the next kind's fourth), then discards."""
        kinds = self.pad[:count]
        self.draw(seat, kinds[0])
        for k, kind in enumerate(kinds):
            self.events.append(Kong(seat, tile_name(kind), "concealed"))
            nxt = kinds[k + 1] if k + 1 < len(kinds) else self.filler()
            self.draw(seat, nxt, replacement=True)
            if k + 1 == len(kinds):
                self.events.append(Discard(seat, tile_name(nxt)))

    def finish(self, last_kong) -> list:
        f, w, d = self.f, self.w, self.d
        if f["self_drawn"]:
            if last_kong is not None:
                self.meld(self.plan[last_kong], win=True)
            else:
                self.advance(w)
                self.draw(w, self.hand.winning)
            return self.win(None)
        if f["robbing_kong"]:
            self.advance(d)
            self.draw(d, self.hand.winning)
            return self.win(d)
        self.advance(d)
        if f["kong_discard"]:  # the discarder konged, and discards its replacement
            self.draw(d, self.kong_tile)
            self.events.append(Kong(d, tile_name(self.kong_tile), "concealed"))
            self.draw(d, self.hand.winning, replacement=True)
        else:
            self.draw(d, self.hand.winning)
        self.events.append(Discard(d, tile_name(self.hand.winning)))
        return self.win(d)

    def win(self, source) -> list:
        robbing = {"robbing_kong": True} if self.f["robbing_kong"] else {}  # the Win's word
        self.events.append(Win(self.w, tile_name(self.hand.winning), source,
                               format_hand(self.hand), robbing))
        return self.events


# ---- drawing (hand, situation) pairs ---------------------------------------------------------

@st.composite
def hands(draw, r, kong: bool = False, concealed: bool = False, single: bool = False) -> Hand:
    """A complete-looking hand of the variant: four sets and a pair, some of them melds (at
    least one kong with ``kong``; none with ``concealed``)."""
    kinds = list(r.kinds)
    suited = [t for t in kinds if t < 27]
    if r.id.startswith(("sichuan", "dashiyou")):  # 缺一门: two suits at most
        suits = draw(st.lists(st.sampled_from([0, 1, 2]), min_size=1, max_size=2, unique=True))
        kinds = suited = [t for t in kinds if t // 9 in suits]
    pair_pool = kinds
    if r.id == "wuhan":  # 小胡 needs a 2-5-8 pair
        pair_pool = [t for t in suited if t % 9 in (1, 4, 7)] or kinds
    pair = draw(st.sampled_from(pair_pool))
    closed, melds = [pair, pair], []
    want_open = r.id == "wuhan" and not concealed  # 开口
    starts = [t for t in suited if t % 9 <= 6]
    for k in range(4):
        if kong and k == 0:
            t = draw(st.sampled_from(kinds))
            block, how = (t, t, t), "meld"
        else:
            if starts and draw(st.booleans()):
                a = draw(st.sampled_from(starts))
                block = (a, a + 1, a + 2)
            else:
                t = draw(st.sampled_from(kinds))
                block = (t, t, t)
            how = ("closed" if concealed else "meld" if want_open and k == 0
                   else draw(st.sampled_from(["closed", "closed", "meld"])))
        if how == "closed":
            closed += block
            continue
        if block[0] != block[1]:
            if "chi" not in r.melds_allowed:
                closed += block
                continue
            melds.append(Meld(block, source=1))
        else:
            kinds_ = ["direct", "added", "concealed"] + ([] if kong and k == 0 else ["pon"])
            kind = draw(st.sampled_from(kinds_))
            src = draw(st.sampled_from(r.seats))
            t = block[0]
            melds.append({"pon": Meld(block, source=src),
                          "direct": Meld((t,) * 4, source=src),
                          "added": Meld((t,) * 4, added=True, source=src),
                          "concealed": Meld((t,) * 4, concealed=True)}[kind])
    once = [t for t in set(closed) if closed.count(t) == 1 and not any(t in m.tiles
                                                                         for m in melds)]
    winning = draw(st.sampled_from(sorted(once if single and once else set(closed))))
    closed.remove(winning)
    return Hand(tuple(sorted(closed)), tuple(melds), (), winning)


KINDS_OF_WIN = ("discard", "self_drawn", "after_kong", "kong_discard", "robbing_kong",
                "first_turn", "first_turn_discard")


@st.composite
def pairs(draw):
    """A variant, a hand and a situation: mostly one kind of win with the flags it brings
    (and 海底 or not, dealer or not), sometimes with a flag that does not fit added."""
    variant = draw(st.sampled_from(VARIANTS))
    r = rules(variant, **OPTIONS.get(variant, {}))
    kind = draw(st.sampled_from(KINDS_OF_WIN))
    hand = draw(hands(r, kong=kind == "after_kong", concealed=kind.startswith("first"),
                      single=kind == "robbing_kong"))
    assume(not r.problems(hand))
    flags = dict.fromkeys(FLAGS, False)
    flag = {"first_turn_discard": "first_turn", "discard": None}.get(kind, kind)
    if flag:
        flags[flag] = True
    flags["self_drawn"] = kind in ("self_drawn", "after_kong", "first_turn")
    flags["dealer"] = draw(st.booleans()) and kind != "first_turn_discard"
    if not kind.startswith("first"):
        flags["last_tile"] = draw(st.sampled_from([False, False, True]))
    if draw(st.integers(0, 5)) == 0:  # a flag that may not fit: the settlement must refuse it
        flags[draw(st.sampled_from(FLAGS))] ^= True
    return r, hand, flags


def situation_of(r, flags, seat):
    sit = {k: v for k, v in flags.items() if v}
    if r.id == "yongzhou" and seat:
        sit["seat_wind"] = seat  # 門風 follows the dealer (seat 0), as its settlement derives
    return sit


def win_payments(ledger, index):
    return sum(p.owed for p in ledger.payments if p.event == index
               and p.reason_zh not in ("自摸加底", "呼叫转移"))


def payers(r, flags) -> int:
    if r.id == "shuangren":
        return 1
    if flags["self_drawn"] or (flags["robbing_kong"] and r.id in ("wuhan", "yongzhou")):
        return 3
    return 1


@pytest.mark.ruling("P-H1")
@settings(max_examples=400, deadline=None,
          suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(pairs())
def test_every_accepted_pair_has_a_history_that_settles_to_its_score(pair):
    """For a (hand, situation) ``score`` accepts: the history built for it settles, the
    history shows every flag of the situation, and the win is paid as ``score`` scores it
    (× base/stake, × the number of payers). Flags no history can realise for the hand are
    refused by the settlement when a Win claims them."""
    r, hand, flags = pair
    seat = 0 if flags["dealer"] else 1
    situation = situation_of(r, flags, seat)
    try:
        expected = r.score(hand, **situation).total
    except (NotAllowed, ValueError):
        assume(False)
    ok = feasible(hand, flags)
    try:
        events = History(r, hand, ok).run()
    except Impossible:
        assume(False)
    index = len(events) - 1
    claimed = {k: v for k, v in situation.items() if k in HISTORY_FLAGS or k == "seat_wind"}
    if ok != flags:  # no history shows these flags: a Win claiming them is refused
        event(f"{r.id}: refused")
        last = events[-1]
        with pytest.raises(ValueError):  # an EventError (a ValueError) or a HistoryError
            r.settle(events[:-1] + [Win(last.seat, last.tile, last.from_seat, last.hand,
                                        claimed)])
        return
    event(f"{r.id}: settled")
    for f in FLAGS:
        if flags[f]:
            event(f"flag {f}")
    shown = win_history(events, index, unrobbable=r.unrobbable()).situation
    assert {f: getattr(shown, f) for f in FLAGS if f != "self_drawn"} == {
        f: flags[f] for f in FLAGS if f != "self_drawn"}, events
    # settle the history: the Win spelled out, and left bare (the settlement derives it)
    spelled = events[:-1] + [Win(events[-1].seat, events[-1].tile, events[-1].from_seat,
                                 events[-1].hand, claimed)]
    unit = getattr(r.options, "base", None) or getattr(r.options, "stake", 1)
    for history in (spelled, events):
        ledger = r.settle(history)
        assert win_payments(ledger, index) == expected * unit * payers(r, flags), (
            r.id, format_hand(hand), flags)
        assert sum(ledger.net.values()) == 0
