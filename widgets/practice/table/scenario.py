"""A teacher's scenario: a hand prepared to be played at the table, for every playable variant
— each seat's tiles, the front and the back of the wall, the dealer and the dice — as a
frozen :class:`Scenario` or its plain dict / JSON form::

    {"hands": {"0": "123456789m1234p5p", "1": "..."},  # seat → tiles; the dealer's 14th last
     "draws": "9s 1z",          # the front of the wall after the deal, in turn
     "replacements": "5p",      # the back of the wall (kong, 补花 replacements), in turn
     "indicator": "4s",         # 武汉: the tile the dealer flips after the deal
     "dealer": 0,
     "dice": {"wall": 3, "exchange": 2},   # the wall die; 大师游's exchange die (换三张)
     "moves": [{"seat": 1, "discard": "5p"}, {"seat": 2, "kong": "7s"}],
     "wall": 0,                 # 海底: the hand starts with this many tiles left in the wall
     "seed": 0}                 # shuffles the rest of the wall; the automatic seats' dice

``moves`` script the automatic seats (a 人胡, 抢杠 or 杠上炮 needs another seat's move): each
seat takes its own moves in order, each at its first decision that offers it (a discard at
the seat's next discard; a 碰, 杠 or 胡 when the tile comes). A scripted discard of a tile the
seat does not hold stops the hand with the reason (:class:`ScenarioError`); meanwhile, and
after its script, a seat plays as it would.

``wall`` starts the hand near the wall's end (海底): before anyone decides, every seat
discards each tile it draws and claims nothing, until the learner's first decision with at
most ``wall`` tiles left; the rivers show those tiles played, every tile still dealt once.
The moves are taken from there on.

Seats left out of ``hands`` get tiles from the rest. A fifth copy, a wrong count, a tile
outside the variant's set, a seat or die out of range are refused with the reason, in zh and
en (:class:`ScenarioError`). ``scenario.game(variant, human=…)`` deals it
(``HandTable(variant, scenario=…)`` shows it).

>>> s = Scenario.from_dict({"hands": {0: "123456789m1234p5p"}, "draws": "9s",
...                         "dice": {"wall": 3}})
>>> g = s.game("sichuan-xueliu")
>>> g.state(0).seats[0].hand, g.events[0].values
('', (3,))
>>> Scenario.from_dict({"hands": {0: "11111m"}}).game("sichuan-xueliu")
Traceback (most recent call last):
...
widgets.practice.table.scenario.ScenarioError: 1m: a fifth copy (the game has four of each)
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ...engine.bounded_json import JSONShapeError, loads
from ...engine.notation import NotationError, parse_tiles
from ...engine.results import Why
from ...engine.tiles import tile_name
from .play import Game, game_class

KEYS = ("hands", "draws", "replacements", "indicator", "dealer", "dice", "moves", "wall",
        "seed")
DICE = ("wall", "exchange")
MOVES = ("discard", "pon", "kong", "win")  # what a scripted seat may be told to do
MAX_MOVES = 40
MAX_CHARS = 20_000  # a scenario's JSON: four hands, the wall's ends and the dice fit in 1,000


class ScenarioError(ValueError):
    """A scenario no table can deal; ``why`` says it in zh and en."""

    def __init__(self, zh: str, en: str):
        super().__init__(Why(zh, en))  # (its str is the English; speak() says either)
        self.why = Why(zh, en)

    def say(self, lang: str) -> str:
        return self.why.zh if lang == "zh" else str(self)


def _tiles(text: str, where: str, where_zh: str) -> list[str]:
    try:
        return [tile_name(t) for t in parse_tiles("".join(text.split()))] if text.strip() else []
    except NotationError as e:  # its message is a Why: the zh is the notation's own
        zh = getattr(e.args[0], "zh", str(e)) if e.args else str(e)
        raise ScenarioError(f"{where_zh}：{zh}", f"{where}: {e}") from None


@dataclass(frozen=True)
class Scenario:
    """A prepared deal (see the module's doc). ``hands`` maps a seat to its tiles (text)."""

    hands: dict[int, str] = field(default_factory=dict)
    draws: str = ""
    replacements: str = ""
    indicator: str = ""
    dealer: int = 0
    dice: dict[str, int] = field(default_factory=dict)
    seed: int = 0
    moves: tuple[tuple[int, str, str], ...] = ()  # (seat, kind, tile), in order
    wall: int | None = None  # start with at most this many tiles left (None: at the deal)

    @classmethod
    def from_dict(cls, data: dict[str, Any] | str) -> Scenario:
        """The plain form (a dict, or its JSON text), checked for its shape."""
        if isinstance(data, str):
            try:  # size and nesting bounded before parsing: "[" * 3000 is refused in words
                data = loads(data, what="a scenario", what_zh="场景", max_chars=MAX_CHARS)
            except JSONShapeError as e:
                raise ScenarioError(e.say("zh"), e.say("en")) from None
        if not isinstance(data, dict):
            raise ScenarioError(f"场景是一个字典，不是 {data!r:.40}",
                                f"a scenario is a dict, not {data!r:.40}")
        unknown = sorted(set(data) - set(KEYS))
        if unknown:
            raise ScenarioError(f"场景里没有 {unknown[0]!r} 这一项（可以有：{'、'.join(KEYS)}）",
                                f"a scenario has no {unknown[0]!r} (it has {', '.join(KEYS)})")
        hands = data.get("hands", {})
        if not isinstance(hands, dict):
            raise ScenarioError("hands 是 座位 → 牌", "hands maps a seat to its tiles")
        seats: dict[int, str] = {}
        for k, text in hands.items():
            seat = int(k) if isinstance(k, str) and k.isascii() and k.isdigit() else k  # not '²'
            if isinstance(seat, bool) or not isinstance(seat, int) or not isinstance(text, str):
                raise ScenarioError(f"hands：座位是数字，牌是文字，不是 {k!r}: {text!r:.30}",
                                    f"hands: a seat is a number and its tiles text, not "
                                    f"{k!r}: {text!r:.30}")
            seats[seat] = text
        dice = data.get("dice", {})
        if not isinstance(dice, dict) or set(dice) - set(DICE):
            raise ScenarioError(f"dice 只有 wall（开牌骰）和 exchange（换牌骰），不是 {dice!r:.40}",
                                f"dice are wall and exchange only, not {dice!r:.40}")
        for kind, die in dice.items():
            if isinstance(die, bool) or die not in range(1, 7):
                raise ScenarioError(f"骰子是 1-6，{kind} 不是 {die!r}",
                                    f"a die shows 1-6: {kind} is not {die!r}")
        for key in ("draws", "replacements", "indicator"):
            if not isinstance(data.get(key, ""), str):
                raise ScenarioError(f"{key} 是牌（文字）", f"{key} is tiles (text)")
        for key in ("dealer", "seed", "wall"):
            value = data.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ScenarioError(f"{key} 是非负整数，不是 {value!r}",
                                    f"{key} is a whole number, not {value!r}")
        return cls(seats, data.get("draws", ""), data.get("replacements", ""),
                   data.get("indicator", ""), data.get("dealer", 0), dict(dice),
                   data.get("seed", 0), _moves(data.get("moves", [])), data.get("wall"))

    def to_dict(self) -> dict[str, Any]:
        """The plain form (JSON-ready): ``Scenario.from_dict(s.to_dict()) == s``."""
        return {"hands": {str(k): v for k, v in sorted(self.hands.items())},
                "draws": self.draws, "replacements": self.replacements,
                "indicator": self.indicator, "dealer": self.dealer, "dice": dict(self.dice),
                **({"moves": [{"seat": s, k: t} for s, k, t in self.moves]} if self.moves
                   else {}), **({"wall": self.wall} if self.wall is not None else {}),
                "seed": self.seed}

    def deck(self, variant: str) -> list[str]:
        """Every tile of ``variant`` in drawing order from the break (ScenarioError if this
        scenario cannot be dealt in it)."""
        cls = game_class(variant)
        seats, total = cls.seat_ids, cls.all_tiles
        if self.dealer not in seats:
            raise ScenarioError(f"庄家是座位 {seats}，不是 {self.dealer}",
                                f"the dealer is one of the seats {seats}, not {self.dealer}")
        wuhan = variant == "wuhan"
        if self.indicator and not wuhan:
            raise ScenarioError("只有武汉翻牌定赖子：indicator 用不上",
                                "only 武汉 flips an indicator: this variant has none")
        if "exchange" in self.dice and variant != "dashiyou-xueliu":
            raise ScenarioError("只有大师游换三张：换牌骰用不上",
                                "only 大师游 exchanges three tiles: it has no exchange die")
        want: dict[int, list[str]] = {}
        for s, text in self.hands.items():
            if s not in seats:
                raise ScenarioError(f"这个玩法的座位是 {seats}，没有座位 {s}",
                                    f"this variant's seats are {seats}, not {s}")
            want[s] = _tiles(text, f"seat {s}", f"座位 {s}")
        for s, kind, text in self.moves:
            if s not in seats:
                raise ScenarioError(f"moves：这个玩法的座位是 {seats}，没有座位 {s}",
                                    f"moves: this variant's seats are {seats}, not {s}")
            if len(_tiles(text, f"moves ({kind})", f"moves（{kind}）")) != 1:
                raise ScenarioError(f"moves：{kind} 后面是一张牌，不是 {text!r:.20}",
                                    f"moves: {kind} names one tile, not {text!r:.20}")
        indicator = _tiles(self.indicator, "indicator", "翻牌")
        if len(indicator) > 1:
            raise ScenarioError("翻牌只有一张", "the indicator is one tile")
        front = indicator + _tiles(self.draws, "draws", "摸牌")
        back = _tiles(self.replacements, "replacements", "补牌")
        pool = Counter(total)
        for t in [t for h in want.values() for t in h] + front + back:
            if t not in pool:
                raise ScenarioError(f"{t}：这个玩法没有这张牌", f"{t}: not a tile of this variant")
            if pool[t] == 0:
                n = Counter(total)[t]
                raise ScenarioError(f"{t}：这副牌只有 {n} 张", f"{t}: a fifth copy (the game has "
                                    f"four of each)" if n == 4 else f"{t}: the game has {n}")
            pool[t] -= 1
        rest = sorted(pool.elements())
        random.Random(self.seed).shuffle(rest)
        if wuhan and not indicator:
            front.insert(0, rest.pop())
        order = [seats[(seats.index(self.dealer) + k) % len(seats)] for k in range(len(seats))]
        for s in order:
            size = 14 if s == self.dealer else 13
            if s not in want:
                want[s] = [rest.pop() for _ in range(size)]
            if len(want[s]) != size:
                raise ScenarioError(f"座位 {s} 起手 {size} 张，不是 {len(want[s])} 张",
                                    f"seat {s} is dealt {size} tiles, not {len(want[s])}")
        deck: list[str] = []
        for r in range(3):  # three rounds of four tiles each, dealer first; one each; the 14th
            for s in order:
                deck += want[s][4 * r:4 * r + 4]
        deck += [want[s][12] for s in order] + [want[self.dealer][13]]
        live = len(total) - len(deck) - len(indicator)
        if self.wall is not None and self.wall > live:
            raise ScenarioError(f"wall：发完牌牌墙只有 {live} 张，不是 {self.wall}",
                                f"wall: after the deal the wall holds {live} tiles, not "
                                f"{self.wall}")
        deck += front
        tail: list[str | None] = [None] * (len(total) - len(deck))
        if len(back) > len(tail):
            raise ScenarioError("牌墙放不下这么多牌", "more tiles than the wall holds")
        for k, t in enumerate(back):  # the back is drawn from the last stack, top first
            stack_from_end, level = divmod(k, 2)
            tail[len(tail) - 2 * (stack_from_end + 1) + level] = t
        return deck + [t if t is not None else rest.pop() for t in tail]

    def game(self, variant: str, human: int | None = None, **options: Any) -> Game:
        """The hand dealt as prepared (``advance()`` it to play on)."""
        tiles = self.deck(variant)
        played = {s for s, _, _ in self.moves} & ({human} if human is not None else set())
        if played:
            s = played.pop()
            raise ScenarioError(f"moves：座位 {s} 是你自己打的，不能替你出牌",
                                f"moves: seat {s} is yours to play; a script moves only the "
                                "automatic seats")
        game = Game(variant, self.seed, human=human, dealer=self.dealer, tiles=tiles,
                    dice=dict(self.dice), **options)
        if self.moves:
            game.choose = Script(game, self.moves)  # type: ignore[method-assign]
        game.scripted = bool(self.moves) or self.wall is not None  # (a review replays it)
        if self.wall is not None:
            _play_to(game, self.wall, human)
            game.play_from = len(game.events)  # played down: none of it the learner's
        return game


def _play_to(game: Game, left: int, human: int | None) -> None:
    """Every seat discards what it draws and claims nothing until ``human``'s first decision
    with at most ``left`` tiles in the wall (the module's doc: ``wall``)."""
    if human is None:
        raise ScenarioError("wall：要有一个你自己打的座位", "wall: a seat must be yours to play")
    while True:
        d = game.current()
        if d is None:
            raise ScenarioError(f"牌墙还没剩 {left} 张这一局就结束了",
                                f"the hand ended before the wall came down to {left}")
        if d.seat == human and game.table.remaining <= left:
            return
        drawn = game._ctx.get("drawn") if game.phase == "turn" else None
        if drawn is None and game.phase == "turn" and d.seat == game.dealer:
            drawn = game._last_dealt  # the dealer's 14th
        kept = [a for a in d.options if a.kind == "discard" and drawn is not None
                and a.tiles == (tile_name(drawn),)]
        idle = kept or [a for a in d.options if a.kind == "pass"] or \
            [a for a in d.options if a.kind == "discard"]
        game._run(d, idle[0] if idle else game.choose(d))


class Script:
    """The automatic seats' scripted moves (the module's doc): called as ``game.choose``."""

    def __init__(self, game: Game, moves: tuple[tuple[int, str, str], ...]):
        self.own = game.choose  # the seat's own play, before and after its script
        self.left: dict[int, list[tuple[str, str]]] = {}
        for s, kind, tile in moves:
            self.left.setdefault(s, []).append((kind, tile_name(parse_tiles(tile)[0])))

    def __call__(self, d: Any) -> Any:
        todo = self.left.get(d.seat)
        if todo:
            kind, tile = todo[0]
            for a in d.options:
                if a.kind == kind and tile in a.tiles:
                    todo.pop(0)
                    return a
            if kind == "discard" and any(a.kind == "discard" for a in d.options):
                raise ScenarioError(f"moves：座位 {d.seat} 这时手里没有 {tile}，打不出",
                                    f"moves: seat {d.seat} holds no {tile} to discard now")
        return self.own(d)


def _moves(data: Any) -> tuple[tuple[int, str, str], ...]:
    """The ``moves`` list, checked for its shape: each ``{"seat": n, kind: tile}``."""
    shape = ScenarioError(f"moves 是一串 {{\"seat\": 座位, 动作: 牌}}，动作是 {'、'.join(MOVES)}",
                          f"moves is a list of {{\"seat\": n, move: tile}}, a move one of "
                          f"{', '.join(MOVES)}")
    if not isinstance(data, list) or len(data) > MAX_MOVES:
        raise shape
    out = []
    for m in data:
        if not isinstance(m, dict) or len(m) != 2 or "seat" not in m:
            raise shape
        seat = m["seat"]
        (kind, tile), = ((k, v) for k, v in m.items() if k != "seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or kind not in MOVES \
                or not isinstance(tile, str):
            raise ScenarioError(f"moves：{{\"seat\": 座位, 动作: 牌}}，动作是 {'、'.join(MOVES)}，"
                                f"不是 {m!r:.40}", f"moves: {{\"seat\": n, move: tile}}, a move "
                                f"one of {', '.join(MOVES)}, not {m!r:.40}")
        out.append((seat, kind, tile))
    return tuple(out)


def scenario(data: Scenario | dict[str, Any] | str) -> Scenario:
    """A :class:`Scenario` from itself, its dict or its JSON text."""
    return data if isinstance(data, Scenario) else Scenario.from_dict(data)
