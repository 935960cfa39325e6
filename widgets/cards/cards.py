"""Playing cards: the card model, the notation, and the base of every card game's rules.

A card is a rank and an optional suit. Ranks are written ``3``…``9`` ``T`` (or ``10``) ``J``
``Q`` ``K`` ``A`` ``2``; the seeds' ``1`` (欢乐三张's "123", "方塊145") is the ace too. Jokers
are ``B`` (小王, the black or small joker) and ``R`` (大王, the red or big joker), as rlcard
writes them; ``小王``/``大王`` are accepted. A suit follows its rank as a letter
(``s`` ♠ 黑桃, ``h`` ♥ 红桃, ``c`` ♣ 梅花, ``d`` ♦ 方块) or a symbol; a symbol may also stand
before the rank (``♠A``); a Chinese suit word applies to every rank after it in the token, as
the seed writes "黑桃368". Tokens are separated by spaces, ``+`` or commas (the seed's
"5555 + 3 + 8").

>>> parse_cards("333+6")
(Card('3'), Card('3'), Card('3'), Card('6'))
>>> format_cards(parse_cards("黑桃368"))
'3s 6s 8s'
>>> format_cards(parse_cards("10 J Q K A"))
'TJQKA'
>>> parse_cards("33 0")  # doctest: +IGNORE_EXCEPTION_DETAIL
Traceback (most recent call last):
...
widgets.NotationError: bad card '0' at 3 (ranks are 3-9, T or 10, J Q K A 2; jokers B R)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar, TypeGuard

# One error family and one option helper across the games: the cards layer re-exports the
# engine's, so catching widgets.NotationError also catches a card notation error.
from ..engine.checks import need_type
from ..engine.notation import NotationError  # noqa: F401 (cards.NotationError as before)
from ..engine.registry import NoOptions, option  # noqa: F401 (cards.option as before)
from ..engine.registry import option_docs as engine_option_docs
from ..engine.results import NotAllowed, Why
from ..engine.rules import build_options, rules_repr
from ..engine.why import join

RANKS = "23456789TJQKA"
JOKERS = "BR"
SUITS = "shcd"
SUIT_SYMBOL = {"s": "♠", "h": "♥", "c": "♣", "d": "♦"}
SUIT_ZH = {"s": "黑桃", "h": "红桃", "c": "梅花", "d": "方块"}
SUIT_EN = {"s": "spades", "h": "hearts", "c": "clubs", "d": "diamonds"}
RED_SUITS = frozenset("hd")
_SYMBOL_SUIT = {"♠": "s", "♤": "s", "♥": "h", "♡": "h", "♣": "c", "♧": "c", "♦": "d", "♢": "d"}
_WORD_SUIT = {"黑桃": "s", "红桃": "h", "紅桃": "h", "梅花": "c", "方块": "d", "方塊": "d"}
_WORD_RANK = {"小王": "B", "大王": "R"}
_LETTER_RANK = {c.lower(): c for c in "TJQKA"} | {"b": "B", "r": "R"}
_WORD_STARTS = frozenset(w[0] for w in (*_WORD_SUIT, *_WORD_RANK))
RANK_ZH = {"T": "10", "B": "小王", "R": "大王"}
RANK_EN = {"T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A", "B": "small joker",
           "R": "big joker"}
SEPARATORS = " \t\n+,，、"
DECK_52 = {r: 4 for r in RANKS}  # four of each rank, no jokers (欢乐三张)
DECK_54 = DECK_52 | {"B": 1, "R": 1}  # and the two jokers (斗地主)


def rank_zh(rank: str) -> str:
    """A rank as the Chinese write it: '10' for T, '小王'/'大王' for the jokers, else itself.

    >>> rank_zh("T"), rank_zh("K"), rank_zh("R")
    ('10', 'K', '大王')
    """
    return RANK_ZH.get(rank, rank)


def whole(value: object, least: int = 0) -> bool:
    """A whole number of at least ``least`` (a bool is none): the check behind every count,
    stake and amount the card games take.

    >>> whole(3), whole(0, 1), whole(True), whole(2.0)
    (True, False, False, False)
    """
    return not isinstance(value, bool) and isinstance(value, int) and value >= least


def is_seat(value: object, players: int = 3) -> TypeGuard[int]:
    """One of the seats 0 … players-1 (a bool is none).

    >>> is_seat(2), is_seat(3), is_seat(True)
    (True, False, False)
    """
    return type(value) is int and value in tuple(range(players))  # 1.0 is no seat


@dataclasses.dataclass(frozen=True, order=True)
class Card:
    """One card: ``rank`` is one of ``23456789TJQKA`` or a joker ``B``/``R``; ``suit`` one of
    ``shcd``, or '' when not given (斗地主 compares ranks only)."""

    rank: str
    suit: str = ""

    def __post_init__(self):
        if self.rank not in RANKS + JOKERS:
            raise ValueError(f"bad rank {self.rank!r}")
        if self.suit and (self.suit not in SUITS or self.rank in JOKERS):
            raise ValueError(f"bad suit {self.suit!r} for {self.rank!r}")

    def __str__(self) -> str:
        return self.rank + self.suit

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @property
    def joker(self) -> bool:
        return self.rank in JOKERS

    @property
    def red(self) -> bool:
        """Drawn red: hearts, diamonds and the big joker (never the only signal)."""
        return self.suit in RED_SUITS or self.rank == "R"

    @property
    def zh(self) -> str:
        """Chinese name: '黑桃A', '10', '大王'."""
        return SUIT_ZH.get(self.suit, "") + rank_zh(self.rank)

    @property
    def en(self) -> str:
        """English name: 'A of spades', '10', 'big joker'."""
        rank = RANK_EN.get(self.rank, self.rank)
        return f"{rank} of {SUIT_EN[self.suit]}" if self.suit else rank

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOL.get(self.suit, "")


def _rank_at(text: str, i: int) -> tuple[str, int] | None:
    """(rank, length) of the rank starting at ``text[i]``, or None."""
    c = text[i]
    if c in _WORD_STARTS:
        for word, rank in _WORD_RANK.items():
            if text.startswith(word, i):
                return rank, len(word)
    if c == "1":
        if text.startswith("10", i):
            return "T", 2
        return "A", 1  # the seeds' 1 is the ace ("123", "方塊145")
    if c in "23456789":
        return c, 1
    if c in "TJQKABR":
        return c, 1
    if c in _LETTER_RANK and c not in "sdch":
        return _LETTER_RANK[c], 1
    return None


def parse_cards(text: str) -> tuple[Card, ...]:
    """Cards from notation, in the order written; NotationError names the bad token."""
    if not isinstance(text, str):
        raise NotationError(f"cards are text, not {type(text).__name__}")
    out: list[Card] = []
    i, n = 0, len(text)
    word_suit = ""  # a Chinese suit word applies until the token ends
    prefix = ""  # a symbol written before a rank
    at = -1  # where it was written
    while i < n:
        c = text[i]
        if c in SEPARATORS:
            if prefix:
                raise NotationError(f"suit {text[at]!r} at {at} has no rank after it",
                                    text[at], at)
            word_suit = ""
            i += 1
            continue
        word = next((w for w in _WORD_SUIT if text.startswith(w, i)), None) \
            if c in _WORD_STARTS else None
        if word:
            word_suit = _WORD_SUIT[word]
            i += len(word)
            continue
        if c in _SYMBOL_SUIT:
            if not prefix and _binds(out, text, i):
                out[-1] = Card(out[-1].rank, _SYMBOL_SUIT[c])
            elif prefix:
                raise NotationError(f"two suits in a row: {text[at:i + 1]!r} at {at}",
                                    text[at:i + 1], at)
            else:
                prefix, at = _SYMBOL_SUIT[c], i
            i += 1
            continue
        if c in SUITS and _binds(out, text, i):
            out[-1] = Card(out[-1].rank, c)
            i += 1
            continue
        found = _rank_at(text, i)
        if found is None:
            raise NotationError(Why(f"第 {i} 位的 {c!r} 不是牌"
                                    "（点数 3-9、T 或 10、J Q K A 2；王 B R）",
                                    f"bad card {c!r} at {i} (ranks are 3-9, T or 10, J Q K A 2; "
                                    "jokers B R)"), c, i)
        rank, size = found
        suit = prefix or word_suit
        if rank in JOKERS and suit:
            where = at if prefix else i
            raise NotationError(f"a joker has no suit: {text[where:i + size]!r} at {where}",
                                text[where:i + size], where)
        out.append(Card(rank, suit))
        prefix = ""
        i += size
    if prefix:
        raise NotationError(f"suit {text[at]!r} at {at} has no rank after it", text[at], at)
    return tuple(out)


def _binds(out: list[Card], text: str, i: int) -> bool:
    """A suit after a rank binds to it when the rank has none yet, is no joker, and was
    written right before the suit (no separator or other suit between)."""
    return bool(out) and not out[-1].suit and not out[-1].joker and i > 0 \
        and text[i - 1] not in SEPARATORS and text[i - 1] not in _SYMBOL_SUIT \
        and text[i - 1] not in SUITS


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical text: ranks run together when no card has a suit ('333444'), otherwise
    one token per card ('3s 6s 8s'). ``parse_cards`` reads it back."""
    cards = list(cards)
    if any(c.suit for c in cards):
        return " ".join(str(c) for c in cards)
    return "".join(c.rank for c in cards)


def as_cards(cards: str | Iterable[Card]) -> tuple[Card, ...]:
    """Cards from notation or from Card objects."""
    if isinstance(cards, str):
        return parse_cards(cards)
    if not isinstance(cards, Iterable):
        raise TypeError(f"cards are text such as '345678' or 'As Kh', or Card objects, not "
                        f"{type(cards).__name__} {cards!r:.40}")
    out = tuple(cards)
    bad = [c for c in out if not isinstance(c, Card)]
    if bad:
        raise NotationError(f"not a card: {bad[0]!r}")
    return out


def copies_problem(cards: Iterable[Card], deck: dict[str, int]) -> str:
    """Why these cards cannot come from one deck ('' if they can). ``deck`` maps a rank to
    its copies; a suited card exists once."""
    cards = list(cards)
    problems: list[str] = []
    for rank in sorted({c.rank for c in cards}, key=(RANKS + JOKERS).index):
        if rank not in deck:
            problems.append(Why(f"{rank_zh(rank)}：这副牌里没有",
                                f"{RANK_EN.get(rank, rank)}: not in this deck"))
            continue
        held = sum(1 for c in cards if c.rank == rank)
        if held > deck[rank]:
            problems.append(Why(f"{held} 张{rank_zh(rank)}，但这副牌只有 {deck[rank]} 张",
                                f"{held}× {rank_zh(rank)}, but the deck has {deck[rank]}"))
    for card in sorted({c for c in cards if c.suit}):
        if cards.count(card) > 1:
            problems.append(Why(f"{card.zh} 出现两次：一副牌只有一张",
                                f"{card.zh} twice: a deck has one"))
    return join(problems)


def verify_copies(cards: Iterable[Card], deck: dict[str, int]) -> None:
    """NotAllowed with :func:`copies_problem`'s reason if these cards cannot come from one
    ``deck``."""
    problem = copies_problem(cards, deck)
    if problem:
        raise NotAllowed(problem)


# ---- rule options and the rules base ---------------------------------------------------------


def option_docs(options_cls: type) -> list[dict[str, Any]]:
    """name, default, doc and ruling of every option, with its display names and Chinese
    doc (as :func:`widgets.engine.registry.option_docs`)."""
    return engine_option_docs(options_cls)


@dataclasses.dataclass(frozen=True)
class CardAnalysis:
    """What the card lab shows of a position, as one game's rules answer it
    (:meth:`CardRules.analyse`). Each game fills its own fields, of its own result types;
    the rest stay empty (a game without that answer)."""

    # each slot read: 斗地主's play classified (none without one), 欢乐三张's and 二八杠's
    # hands (None for a slot not yet full)
    readings: tuple[Any, ...] = ()
    previous: Any = None  # 斗地主: the play to beat, read
    comparisons: tuple[Any, ...] = ()  # 斗地主: beats? 欢乐三张: 比牌; 二八杠: each duel
    choices: Any = None  # 斗地主: the legal responses (or leads)
    settlement: Any = None  # 二八杠: the round's payout
    win: Any = None  # 跑胡子 with the card shown: the grouping and its 胡息
    score: Any = None  # 跑胡子: the winning hand's score
    waits: tuple[Any, ...] = ()  # 跑胡子 without the card shown: the cards it waits on
    claims: Any = None  # 跑胡子: every action on the card shown
    # a part without an answer → why (斗地主 "previous", "choices"; 二八杠 "settlement";
    # 跑胡子 "claims")
    refusals: Mapping[str, Exception] = dataclasses.field(default_factory=dict)


def check_position(slots: Sequence[Any], self_drawn: Any, turned: Any, bets: Any,
                   pool: Any) -> None:
    """The arguments of :meth:`CardRules.analyse`, by type: TypeError naming the one that is
    not (the games judge the values)."""
    for i, s in enumerate(slots):
        need_type(s, str, f"slots[{i}]", "card notation text ('' for an empty slot)")
    need_type(self_drawn, bool, "self_drawn", "True or False")
    if turned is not None:
        need_type(turned, str, "turned", "a card in notation or None")
    need_type(bets, (list, tuple), "bets", "a list of whole numbers (0: no bet)")
    for i, b in enumerate(bets):
        need_type(b, int, f"bets[{i}]", "a whole number (0: no bet)")
    need_type(pool, int, "pool", "a whole number")


CARD_REGISTRY: dict[str, type[CardRules]] = {}


def register(cls: type[CardRules]) -> type[CardRules]:
    """Class decorator: make a card game reachable by its id (``widgets.rules(id)``)."""
    CARD_REGISTRY[cls.id] = cls
    return cls


class CardRules:
    """Base of every card game: an id, names, and options as a frozen dataclass."""

    id: ClassVar[str] = ""
    zh: ClassVar[str] = ""
    en: ClassVar[str] = ""
    Options: ClassVar[type] = NoOptions

    def __init__(self, **options: Any):
        self.options = build_options(self.Options, self.id, options)

    def __repr__(self) -> str:
        return rules_repr(self.id, self.options)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.options == self.options

    def __hash__(self) -> int:
        return hash((self.id, self.options))

    def analyse(self, *slots: str, self_drawn: bool = False, turned: str | None = None,
                bets: Sequence[int] = (), pool: int = 0) -> CardAnalysis:
        """Everything the card lab shows of a position, in one answer: ``slots`` are its
        cards in notation, in the game's own order (斗地主: hand, play, previous play;
        欢乐三张: challenger, defender; 二八杠: banker, three 闲; 跑胡子: hand and table
        groups as one line, the card shown, ``W`` for a 王); ``self_drawn`` and ``turned``
        (跑胡子), ``bets`` and ``pool`` (二八杠). A refusal a game explains is kept in
        :attr:`CardAnalysis.refusals`. Nothing by default (a game the lab does not show);
        TypeError naming an argument of the wrong type."""
        check_position(slots, self_drawn, turned, bets, pool)
        return CardAnalysis()
