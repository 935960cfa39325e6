"""The drills' records and what a variant offers: the kinds, levels and words of the
questions, :class:`Question`, :class:`Choice`, :class:`Grade`, :class:`DrillError`, and which
drills a variant has; the words every question type uses (:func:`both`, :func:`tile_names`,
:func:`suit_group`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from widgets import rules as make_rules
from widgets.engine.notation import Hand
from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation
from widgets.engine.tiles import tile_name, tile_zh

KINDS = ("discard", "waits", "claim", "score", "dingque", "exchange")
LEVELS = ("easy", "medium", "hard")
CLAIMS = ("chi", "pon", "kong", "win", "pass")
SUIT_LETTERS = "mps"
SUIT_ZH = {"m": "万", "p": "筒", "s": "条"}
SUIT_EN = {"m": "Characters 万", "p": "Dots 筒", "s": "Bamboo 条"}
CLAIM_ZH = {"chi": "吃", "pon": "碰", "kong": "杠", "win": "胡", "pass": "过"}
CLAIM_EN = {"chi": "Chow 吃", "pon": "Pung 碰", "kong": "Kong 杠", "win": "Win 胡",
            "pass": "Pass 过"}
KIND_NAMES = {"discard": ("打哪张", "Best discard"), "waits": ("听什么", "What are the waits"),
              "claim": ("能不能吃碰杠胡", "May I claim this"),
              "score": ("算番", "What is it worth"), "dingque": ("定缺", "Which suit to drop"),
              "exchange": ("换三张", "Which three to exchange")}
# variants whose deal starts with 换三张 (rules/mahjong.md §5.2): each answers so itself
# (MahjongRules.deals_exchange, with the room's option); tests check the two agree
EXCHANGE_VARIANTS = frozenset({"dashiyou-xueliu"})
ATTEMPTS = 300  # hands tried per question
STRICT = 60  # of them, with the level's wishes (some variants rarely meet a wish: then relax)
MANY_WAITS = 9  # the most waits a question asks for (a 赖子 hand waiting on every tile is a
# fact to learn once, not 30 clicks per question)
TABLE_ROWS = 8  # rows of a long 定缺/换三张 table shown after answering (the best and yours too)
Text = dict[str, str]


def both(zh: str, en: str) -> Text:
    """A text in both languages."""
    return {"zh": zh, "en": en}


def tile_names(tiles: Iterable[int]) -> str:
    """Tiles as '一万 1m 二万 2m': the Chinese beside the notation."""
    return " ".join(f"{tile_zh(t)} {tile_name(t)}" for t in tiles)


def suit_group(tile: int) -> int:
    """Suit group: 0 万, 1 筒, 2 条, 3 honours (flowers never reach here)."""
    return tile // 9 if tile < 27 else 3


@lru_cache(maxsize=64)
def _rules(variant: str, options: tuple[tuple[str, Any], ...]) -> MahjongRules:
    r = make_rules(variant, **dict(options))
    if not isinstance(r, MahjongRules):
        raise ValueError(f"{variant!r} is a card game; drills are for mahjong variants")
    return r


def rules_for(variant: str, options: dict[str, Any] | None = None) -> MahjongRules:
    """The (shared) rules object of a mahjong variant; ValueError for a card game or an
    unknown variant or option.

    >>> rules_for("yongzhou", {"cap": 5}).options.cap
    5
    >>> rules_for("yongzhou", "cap=5")
    Traceback (most recent call last):
    ...
    ValueError: options is a dict of rule options (name: value), not 'cap=5'
    """
    if options is not None and not isinstance(options, dict):
        raise ValueError(f"options is a dict of rule options (name: value), not {options!r}")
    return _rules(variant, tuple(sorted((options or {}).items())))


def rules_of(q: Question) -> MahjongRules:
    """The rules a question was dealt and graded under."""
    return _rules(q.variant, q.options)


# ---- which drills a variant has -------------------------------------------------------------


def drops_a_suit(rules: MahjongRules) -> bool:
    """The variant makes a winning hand lack one suit (缺一门: Sichuan's family), so 定缺 is a
    decision: its ``drops`` offers one suit per choice."""
    drops = rules.drops(Hand(()))
    return len(drops) > 1 and all(len(d) == 1 and d[0] < 3 for d in drops)


def has_exchange(rules: MahjongRules) -> bool:
    """The deal starts with 换三张 (大师游: "three tiles of one suit"), unless a room option
    ``exchange`` turns it off."""
    return rules.deals_exchange()


def available_kinds(rules: MahjongRules) -> tuple[str, ...]:
    """The question types a variant offers (every one but 定缺 and 换三张 is universal).

    >>> available_kinds(rules_for("wuhan"))
    ('discard', 'waits', 'claim', 'score')
    >>> available_kinds(rules_for("sichuan-xuezhan"))
    ('discard', 'waits', 'claim', 'score', 'dingque')
    """
    extra = {"dingque": drops_a_suit(rules), "exchange": has_exchange(rules)}
    return tuple(k for k in KINDS if extra.get(k, True))


def claim_kinds(rules: MahjongRules) -> tuple[str, ...]:
    """What the claim drill offers: the meld kinds the variant has, 胡, and 过."""
    return tuple(k for k in CLAIMS if k in rules.melds_allowed or k in ("win", "pass"))


# ---- records ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Choice:
    """Something the learner can click: a tile name, a claim kind, a fan key or a suit."""

    value: str
    zh: str
    en: str


@dataclass(frozen=True)
class Question:
    """One dealt question and the engine's answer to it.

    ``answer`` holds the right values (a discard: every tile tied best; waits: the live
    waits; claim: the allowed kinds or 'pass'; score: the counted fans' keys; dingque: the
    best suits; exchange: every best trio, as compact notation like '129m'). ``total`` is the
    score drill's right total. ``rows`` is the engine's full table, shown after answering.
    """

    kind: str
    variant: str
    options: tuple[tuple[str, Any], ...]
    level: str
    hand: str
    situation: Situation
    seen: tuple[int, ...]
    prompt: Text
    choices: tuple[Choice, ...]
    pick: str  # 'one', 'many' or 'three' (three tiles of the hand)
    answer: frozenset[str]
    total: int | None = None
    rows: tuple[dict[str, Any], ...] = field(default=(), compare=False)
    discard: int | None = None  # the claim drill's discarded tile
    from_seat: int | None = None
    tempting: str = ""  # a wrong answer the generator made tempting ('' when none)
    number: int = 0  # the question's place in its session


@dataclass(frozen=True)
class Grade:
    """A graded answer: ``credit`` 0…1 (partial credit), ``correct`` only for full credit,
    ``marks`` per choice value ('right', 'wrong', 'missed', 'dead', 'excluded'), and the
    explanation in both languages: ``lines`` the reasons (why a wrong choice is worse),
    ``rule`` the rule that decides it where one does (缺一门), ``count`` how many picks were
    right (many-pick questions), ``credit_why`` what the credit measures, ``tiles`` tile groups
    to draw (improving tiles, waits: ``{"label", "tiles": [[name, copies]]}``), ``readings``
    the hand read as sets and a pair (see :mod:`.why`) and ``table`` the engine's whole
    table, which a widget folds."""

    credit: float
    correct: bool
    lines: tuple[Text, ...]
    marks: dict[str, str] = field(default_factory=dict)
    total_right: bool | None = None
    rule: Text | None = None
    count: Text | None = None
    credit_why: Text | None = None
    tiles: tuple[dict[str, Any], ...] = ()
    readings: tuple[dict[str, Any], ...] = ()
    table: Text | None = None

    def text(self, lang: str) -> str:
        """Everything in words: the reasons, the rule, then the table."""
        parts = [line[lang] for line in self.lines]
        parts += [self.rule[lang]] if self.rule else []
        parts += [self.table[lang]] if self.table and self.table[lang] else []
        return "\n".join(parts)


class DrillError(ValueError):
    """An answer that cannot be graded (wrong shape, not a choice); the message says why."""
