"""Drills: graded practice questions for every mahjong variant, dealt from a seed.

A question is dealt by a seeded generator tuned to be instructive (near-ready hands, hands
with a tempting wrong answer), its answer is computed by the variant's own rules, and
:func:`grade` explains the right answer with the engine's numbers. One question type per
decision a learner meets (:data:`KINDS`):

============  ==============================================================================
``discard``   the best discard of a 14-tile hand (P-DR1)
``waits``     every wait of a ready 13-tile hand; dead waits are flagged (P-DR2); at
              most nine live waits to click (P-DR7)
``claim``     吃/碰/杠/胡 or 过 on a discard, with the variant's refusal rules (P-DR3)
``score``     the fans that count and the total of a winning hand (P-DR4)
``dingque``   定缺: which suit to drop, where the variant makes a hand lack a suit (P-DR5)
``exchange``  换三张: which three tiles of one suit to pass (大师游, P-DR6)
============  ==============================================================================

Everything is deterministic from a seed (``random.Random`` seeded with text, which does not
depend on ``PYTHONHASHSEED``), so a teacher can give a class the same set. This module holds
no Jupyter import; the widget is :class:`widgets.ui.Drill`.

>>> s = Session("sichuan-xuezhan", kinds=("waits",), level="easy", n=3, seed=7)
>>> q = s.question()
>>> q.kind, len(rules_of(q).hand(q.hand).closed)
('waits', 13)
>>> g = s.answer(sorted(q.answer))
>>> g.correct, g.credit, s.progress()["streak"]
(True, 1.0, 1)
>>> Session("sichuan-xuezhan", kinds=("waits",), level="easy", n=3, seed=7).question() == q
True
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from typing import Any

from widgets import rules as make_rules
from widgets.engine import shape
from widgets.engine.notation import Hand, Meld, format_hand, format_tiles, parse_hand
from widgets.engine.results import InvalidHand, NotAllowed, Why
from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation
from widgets.engine.tiles import parse_tile, tile_name, tile_zh

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
# variants whose deal starts with 换三张 (rules/mahjong.md §5.2); a variant may also set the
# class attribute ``exchange_three = True``
EXCHANGE_VARIANTS = frozenset({"dashiyou-xueliu"})
ATTEMPTS = 300  # hands tried per question
STRICT = 60  # of them, with the level's wishes (some variants rarely meet a wish: then relax)
MANY_WAITS = 9  # the most waits a question asks for (a 赖子 hand waiting on every tile is a
# fact to learn once, not 30 clicks per question)
TABLE_ROWS = 8  # rows of a long 定缺/换三张 table shown after answering (the best and yours too)
Text = dict[str, str]


def _both(zh: str, en: str) -> Text:
    return {"zh": zh, "en": en}


def _names(tiles: Iterable[int]) -> str:
    return " ".join(f"{tile_zh(t)} {tile_name(t)}" for t in tiles)


def _group(tile: int) -> int:
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
    listed = rules.id in EXCHANGE_VARIANTS or bool(getattr(type(rules), "exchange_three", False))
    return listed and getattr(rules.options, "exchange", True) is not False


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
    explanation lines in both languages."""

    credit: float
    correct: bool
    lines: tuple[Text, ...]
    marks: dict[str, str] = field(default_factory=dict)
    total_right: bool | None = None

    def text(self, lang: str) -> str:
        return "\n".join(line[lang] for line in self.lines)


class DrillError(ValueError):
    """An answer that cannot be graded (wrong shape, not a choice); the message says why."""


# ---- dealing hands ------------------------------------------------------------------------


@dataclass
class Deal:
    """Tiles still available while a hand is built (copies per kind)."""

    rules: MahjongRules
    rng: random.Random
    left: Counter = field(default_factory=Counter)

    def __post_init__(self) -> None:
        self.left = Counter({k: self.rules.copies for k in self.rules.kinds})

    def take(self, *tiles: int) -> bool:
        need = Counter(tiles)
        if any(self.left[t] < n for t, n in need.items()):
            return False
        self.left -= need
        return True

    def give(self, *tiles: int) -> None:
        self.left += Counter(tiles)

    def pick(self, kinds: Sequence[int]) -> int | None:
        pool = [k for k in kinds if self.left[k] > 0]
        return self.rng.choice(pool) if pool else None


def _kinds(rules: MahjongRules, groups: Iterable[int]) -> list[int]:
    keep = set(groups)
    return [k for k in rules.kinds if _group(k) in keep]


def _groups(rules: MahjongRules, rng: random.Random) -> list[int]:
    """The suit groups a complete hand is built from: under 缺一门 one suit is left out."""
    present = sorted({_group(k) for k in rules.kinds})
    if drops_a_suit(rules):
        drop = rng.choice(rules.drops(Hand(())))
        present = [g for g in present if g not in drop]
    return present


def complete_hand(rules: MahjongRules, rng: random.Random, melds: int = 0,
                  seven_pairs: float = 0.1) -> Hand | None:
    """A random complete 14-tile hand (sets and a pair, or seven pairs) with up to ``melds``
    of its sets exposed; None when the deal ran out of tiles (try again).

    >>> r = rules_for("sichuan-xuezhan")
    >>> h = complete_hand(r, random.Random("doc"))
    >>> h.size, r.shanten(h) == -1 or r.problems(h) != ()
    (14, True)
    """
    deal = Deal(rules, rng)
    kinds = _kinds(rules, _groups(rules, rng))
    if rules.seven_pairs and rng.random() < seven_pairs:
        pairs = []
        for _ in range(7):
            t = deal.pick([k for k in kinds if deal.left[k] >= 2])
            if t is None or not deal.take(t, t):
                return None
            pairs += [t, t]
        return Hand(tuple(sorted(pairs)))
    sets: list[tuple[int, ...]] = []
    for _ in range(4):
        for _try in range(20):
            t = deal.pick(kinds)
            if t is None:
                return None
            run = (t, t + 1, t + 2)
            if t < 27 and t % 9 <= 6 and t + 2 in kinds and rng.random() < 0.65:
                block = run
            else:
                block = (t, t, t)
            if deal.take(*block):
                sets.append(block)
                break
        else:
            return None
    pair_kind = deal.pick([k for k in kinds if deal.left[k] >= 2])
    if pair_kind is None or not deal.take(pair_kind, pair_kind):
        return None
    exposed: list[Meld] = []
    closed: list[int] = [pair_kind, pair_kind]
    rng.shuffle(sets)
    for block in sets:
        if len(exposed) < melds:
            meld = _expose(rules, rng, deal, block)
            if meld is not None:
                exposed.append(meld)
                continue
        closed += block
    return Hand(tuple(sorted(closed)), tuple(exposed))


def _expose(rules: MahjongRules, rng: random.Random, deal: Deal, block: tuple[int, ...]
            ) -> Meld | None:
    """A set shown as a meld the variant allows: a run as 吃 from 上家, a triplet as 碰 or,
    if the fourth copy is free, one of the kongs. The rules' own :meth:`problems` judge the
    meld, so a meld no hand of the variant can show (武汉's 红中, "红中不能碰、明杠、暗杠")
    is never dealt: the set stays concealed."""
    seats = rules.seats
    if block[0] != block[1]:
        if "chi" not in rules.melds_allowed or 1 not in seats:
            return None
        return _shown(rules, Meld(block, source=1))
    if "kong" in rules.melds_allowed and rng.random() < 0.35 and deal.take(block[0]):
        how = rng.choice(("direct", "added", "concealed"))
        source = None if how == "concealed" else rng.choice(seats)
        kong = _shown(rules, Meld((block[0],) * 4, concealed=how == "concealed",
                                  added=how == "added", source=source))
        if kong is not None:
            return kong
        deal.give(block[0])
    if "pon" not in rules.melds_allowed:
        return None
    return _shown(rules, Meld(block, source=rng.choice(seats)))


def _shown(rules: MahjongRules, meld: Meld) -> Meld | None:
    """The meld, if the variant finds no problem with it shown (its tile count aside)."""
    alone = rules.problems(Hand((), (meld,)))
    return None if any(p.code != "too-few" for p in alone) else meld


def random_hand(rules: MahjongRules, rng: random.Random, size: int = 13,
                groups: Iterable[int] | None = None) -> Hand:
    """A dealt hand: ``size`` tiles drawn from a shuffled wall (of ``groups`` only, if given)."""
    wall = [k for k in (_kinds(rules, groups) if groups is not None else rules.kinds)
            for _ in range(rules.copies)]
    rng.shuffle(wall)
    return Hand(tuple(sorted(wall[:size])))


def perturb(rules: MahjongRules, rng: random.Random, hand: Hand, k: int) -> Hand:
    """The hand with ``k`` concealed tiles swapped for random ones (copies permitting)."""
    deal = Deal(rules, rng)
    deal.take(*hand.all_tiles())
    closed = list(hand.closed)
    for _ in range(k):
        out = rng.randrange(len(closed))
        new = deal.pick(rules.kinds)
        if new is None:
            break
        deal.take(new)
        deal.give(closed[out])
        closed[out] = new
    return Hand(tuple(sorted(closed)), hand.melds, hand.flowers)


def _has_wilds(rules: MahjongRules) -> bool:
    return type(rules).wild_kinds is not MahjongRules.wild_kinds


def _needs_melds(rules: MahjongRules) -> bool:
    """A closed hand cannot win here (Wuhan's 开口): its blockers say so."""
    return bool(rules.blockers(Hand(tuple(range(13)))))


def _situation(rules: MahjongRules, rng: random.Random, level: str) -> Situation:
    """A situation for a question: a wildcard indicator (medium and hard), where the variant
    has wildcards."""
    if _has_wilds(rules) and level != "easy" and rng.random() < 0.7:
        return Situation(indicator=rng.choice(rules.kinds))
    return Situation()


def _face_up(rules: MahjongRules, situation: Situation) -> list[int]:
    up = getattr(rules, "face_up", None)
    return list(up(situation)) if up else []


def _valid(rules: MahjongRules, hand: Hand, situation: Situation, seen: Sequence[int] = ()
           ) -> bool:
    """The hand can exist: no problems, none with the situation either (Wuhan's indicator)."""
    seen = [*seen, *_face_up(rules, situation)]
    if rules.problems(hand, seen):
        return False
    extra = getattr(rules, "situation_problems", None)
    return not (extra and extra(hand, situation, seen))


def _melds_for(rules: MahjongRules, rng: random.Random, level: str) -> int:
    if _needs_melds(rules):
        return rng.choice((1, 1, 2))
    return {"easy": 0, "medium": rng.choice((0, 0, 1)), "hard": rng.choice((0, 1, 2))}[level]


def _sort_key(shanten: int | None) -> int:
    return 99 if shanten is None else shanten


# ---- the six question types: deal (returns None to retry) and grade -----------------------


@dataclass(frozen=True)
class Spec:
    """How to deal and grade one question type."""

    deal: Callable[[MahjongRules, random.Random, str, bool], Question | None]
    grade: Callable[[Question, list[str], int | None], Grade]


def _base(rules: MahjongRules, kind: str, level: str, hand: Hand, situation: Situation,
          **fields: Any) -> Question:
    return Question(kind=kind, variant=rules.id,
                    options=tuple(sorted(_changed_options(rules).items())), level=level,
                    hand=format_hand(hand), situation=situation, seen=(), **fields)


def _changed_options(rules: MahjongRules) -> dict[str, Any]:
    return {f.name: getattr(rules.options, f.name) for f in dataclasses.fields(rules.options)
            if getattr(rules.options, f.name) != f.default}


def _tile_choices(tiles: Iterable[int]) -> tuple[Choice, ...]:
    return tuple(Choice(tile_name(t), tile_zh(t), f"{tile_zh(t)} {tile_name(t)}")
                 for t in tiles)


# ---- best discard (P-DR1) -----------------------------------------------------------------


def expected_score(rules: MahjongRules, hand: Hand, situation: Situation,
                   seen: Sequence[int] = ()) -> float | None:
    """P-DR1's third key: the mean score of a ready 13-tile hand's live waits, each weighted
    by its unseen copies; a wait scores its discard win, else its self-draw, else 0 (it
    cannot win: e.g. below 起胡). None for a hand that is not ready.

    >>> r = rules_for("sichuan-xuezhan")
    >>> expected_score(r, r.hand("1122334455667m"), Situation())   # (3 × 16 + 4 × 4) / 7
    9.14
    """
    waits = [w for w in rules.waits(hand, seen, situation, scores=True) if not w.dead]
    copies = sum(w.unseen for w in waits)
    if not waits:
        return None
    if not copies:
        return 0.0
    value = sum(w.unseen * (w.discard_score if w.discard_score is not None
                            else w.self_draw_score or 0) for w in waits)
    return round(value / copies, 2)


def discard_table(rules: MahjongRules, hand: Hand, situation: Situation,
                  seen: Sequence[int] = ()) -> list[dict[str, Any]]:
    """Every distinct discard of a 14-tile hand, ranked by P-DR1: shanten after it, then
    unseen 进张, then the expected score of the waits it leaves (ready hands only)."""
    rows = []
    for d in rules.discard_advice(hand, seen, situation):
        after = Hand(hand.closed, hand.melds, hand.flowers).remove(d.tile)
        exp = expected_score(rules, after, situation, [*seen, d.tile]) if d.shanten == 0 \
            else None
        rows.append({"tile": tile_name(d.tile), "shanten": d.shanten,
                     "effective": d.effective_count,
                     "tiles": [[tile_name(t), n] for t, n in d.effective],
                     "expected": exp})
    rows.sort(key=lambda r: (_sort_key(r["shanten"]), -r["effective"], -(r["expected"] or 0),
                             parse_tile(r["tile"])))
    best = _discard_key(rows[0]) if rows else None
    for r in rows:
        r["best"] = _discard_key(r) == best
    return rows


DISCARD_KEYS = ("shanten", "effective", "expected")  # P-DR1's ranking, in order
DISCARD_CREDIT = {None: 1.0, "expected": 0.75, "effective": 0.5, "shanten": 0.0}
DISCARD_LOSES = {"shanten": ("向听更高", "a higher shanten"),
                 "effective": ("进张更少", "fewer improving tiles"),
                 "expected": ("听牌期望得分更低", "a lower expected score of the waits")}


def _discard_key(row: dict[str, Any]) -> tuple:
    return (_sort_key(row["shanten"]), -row["effective"], -(row["expected"] or 0))


def _deal_discard(rules: MahjongRules, rng: random.Random, level: str, strict: bool
                  ) -> Question | None:
    situation = _situation(rules, rng, level)
    base = complete_hand(rules, rng, _melds_for(rules, rng, level))
    if base is None:
        return None
    swaps = {"easy": 1, "medium": rng.choice((1, 2)), "hard": rng.choice((1, 2, 3))}[level]
    hand = perturb(rules, rng, base, swaps)
    if not _valid(rules, hand, situation):
        return None
    rows = discard_table(rules, hand, situation)
    best = [r for r in rows if r["best"]]
    runner = next((r for r in rows if not r["best"]), None)
    top = best[0]["shanten"]
    if top is None or top < 0:
        return None
    if strict:
        tied = runner is not None and runner["shanten"] == top
        close = tied and (best[0]["effective"] - runner["effective"] <= 4
                          or best[0]["effective"] == runner["effective"])
        wish = {"easy": top <= 1 and (not hand.melds or _needs_melds(rules)),
                "medium": top <= 2 and tied,
                "hard": top <= 2 and close}[level]
        if not wish:
            return None
    tempting = runner["tile"] if runner is not None and runner["shanten"] == top else ""
    return _base(rules, "discard", level, hand, situation,
                 prompt=_both("打哪一张最好？先比打后的向听，再比进张（未见的有效牌张数），"
                              "再比听牌的期望得分。",
                              "Which discard is best? Lowest shanten after it first, then the "
                              "most unseen improving tiles (进张), then the best expected score "
                              "of the waits."),
                 choices=_tile_choices(hand.closed), pick="one",
                 answer=frozenset(r["tile"] for r in best), rows=tuple(rows),
                 tempting=tempting)


def _row_text(r: dict[str, Any], lang: str) -> str:
    t = parse_tile(r["tile"])
    sh = _shanten_words(r["shanten"], lang)
    exp = "" if r["expected"] is None else (f"，期望得分 {r['expected']}" if lang == "zh"
                                            else f", expected score {r['expected']}")
    eff = "进张" if lang == "zh" else "improving tiles"
    return f"{_names([t])}: {sh}, {eff} {r['effective']}{exp}"


def _shanten_words(s: int | None, lang: str) -> str:
    if s is None:
        return "永远不能胡" if lang == "zh" else "can never win"
    if s == -1:
        return "和牌" if lang == "zh" else "complete"
    if s == 0:
        return "听牌" if lang == "zh" else "ready"
    return f"{s} 向听" if lang == "zh" else f"{s}-shanten"


def _grade_discard(q: Question, picked: list[str], total: int | None) -> Grade:
    if len(picked) != 1:
        raise DrillError(f"a discard answer is one tile, not {len(picked)}")
    tile = picked[0]
    rows = {r["tile"]: r for r in q.rows}
    if tile not in rows:
        raise DrillError(f"{tile} is not in the hand")
    mine, best = rows[tile], q.rows[0]
    # P-DR1's keys in order: the first one the pick loses on sets the credit and the reason
    ranks = zip(DISCARD_KEYS, _discard_key(mine), _discard_key(best), strict=True)
    lost = None if tile in q.answer else next(key for key, a, b in ranks if a != b)
    credit = DISCARD_CREDIT[lost]
    lines = [_both("最佳：" + _names(parse_tile(t) for t in sorted(q.answer)),
                   "Best: " + _names(parse_tile(t) for t in sorted(q.answer)))]
    if lost:
        zh, en = DISCARD_LOSES[lost]
        lines.append(_both(f"你打的 {_row_text(mine, 'zh')}：{zh}",
                           f"Your discard {_row_text(mine, 'en')}: {en}"))
    lines.append({lang: "\n".join(_row_text(r, lang) for r in q.rows) for lang in ("zh", "en")})
    marks = {t: "right" for t in q.answer} | ({} if credit == 1 else {tile: "wrong"})
    return Grade(credit, credit == 1, tuple(lines), marks)


# ---- waits (P-DR2) ------------------------------------------------------------------------


def _deal_waits(rules: MahjongRules, rng: random.Random, level: str, strict: bool
                ) -> Question | None:
    situation = _situation(rules, rng, level)
    base = complete_hand(rules, rng, _melds_for(rules, rng, level), seven_pairs=0.15)
    if base is None:
        return None
    closed = list(base.closed)
    closed.remove(rng.choice(closed))
    hand = Hand(tuple(closed), base.melds)
    if level != "easy" and rng.random() < 0.5:
        hand = perturb(rules, rng, hand, 1)
    if not _valid(rules, hand, situation) or rules.shanten(hand, situation) != 0:
        return None
    waits = rules.waits(hand, (), situation, scores=True)
    live = [w for w in waits if not w.dead]
    if not live:
        return None
    dead = [w for w in waits if w.dead]
    if len(live) > MANY_WAITS:  # P-DR7: a 赖子 hand may wait on all 34: no drill
        return None
    if strict:
        wish = {"easy": len(live) <= 2 and (not hand.melds or _needs_melds(rules)),
                "medium": len(live) >= 2,
                "hard": len(live) >= 3 or bool(dead)}[level]
        if not wish:
            return None
    plain = [t for t in rules.kinds if t not in {w.tile for w in waits}
             and _plain_complete(hand.add(t))]
    rows = tuple({"tile": tile_name(w.tile), "unseen": w.unseen, "dead": w.dead,
                  "discard_score": w.discard_score, "self_draw_score": w.self_draw_score}
                 for w in waits)
    return _base(rules, "waits", level, hand, situation,
                 prompt=_both("这手牌听哪些牌？全部选出来（四张都在自己手里的死听不用选）。",
                              "Which tiles does this hand wait on? Select them all (a dead "
                              "wait, all four copies in the hand, need not be selected)."),
                 choices=_tile_choices(rules.kinds), pick="many",
                 answer=frozenset(tile_name(w.tile) for w in live), rows=rows,
                 tempting=tile_name(plain[0]) if plain else "")


def _plain_complete(hand: Hand) -> bool:
    """Sets and a pair by shape alone, ignoring the variant's own conditions (缺一门, 2-5-8,
    红中): a tile that makes this true but is no wait is a tempting wrong answer."""
    counts = shape.counts34(hand.closed)
    return shape.regular_shanten(counts, 4 - len(hand.melds)) == -1


def _jaccard(chosen: set[str], right: set[str]) -> float:
    union = chosen | right
    return round(len(chosen & right) / len(union), 3) if union else 1.0


def _grade_waits(q: Question, picked: list[str], total: int | None) -> Grade:
    values = {c.value for c in q.choices}
    bad = [p for p in picked if p not in values]
    if bad:
        raise DrillError(f"{', '.join(bad)}: not a tile of this variant")
    dead = {r["tile"] for r in q.rows if r["dead"]}
    chosen = set(picked) - dead
    right = set(q.answer)
    credit = _jaccard(chosen, right)
    marks = ({t: "right" for t in chosen & right} | {t: "wrong" for t in chosen - right}
             | {t: "missed" for t in right - chosen} | {t: "dead" for t in dead})

    def listing(lang: str) -> str:
        out = []
        for r in q.rows:
            t = parse_tile(r["tile"])
            if r["dead"]:
                out.append(f"{_names([t])}: " + ("死听（四张都在手里）" if lang == "zh" else
                                                  "dead (all four are in the hand)"))
                continue
            score = r["discard_score"] if r["discard_score"] is not None else "—"
            tsumo = r["self_draw_score"] if r["self_draw_score"] is not None else "—"
            out.append(f"{_names([t])}: " + (f"未见 {r['unseen']} 张，点炮 {score}，自摸 {tsumo}"
                                             if lang == "zh" else
                                             f"{r['unseen']} unseen, on a discard {score}, "
                                             f"self-drawn {tsumo}"))
        return "\n".join(out)

    lines = [_both(f"听：{_names(parse_tile(t) for t in sorted(right, key=parse_tile))}",
                   f"Waits: {_names(parse_tile(t) for t in sorted(right, key=parse_tile))}"),
             {lang: listing(lang) for lang in ("zh", "en")}]
    if chosen - right:
        wrong = _names(parse_tile(t) for t in sorted(chosen - right, key=parse_tile))
        lines.append(_both(f"不是听牌：{wrong}", f"Not waits: {wrong}"))
    if right - chosen:
        miss = _names(parse_tile(t) for t in sorted(right - chosen, key=parse_tile))
        lines.append(_both(f"漏了：{miss}", f"Missed: {miss}"))
    return Grade(credit, chosen == right, tuple(lines), marks)


# ---- may I claim this (P-DR3) -------------------------------------------------------------


# The engine's refusals by the shape of the hand (widgets/engine/rules.py), with their Chinese:
# a refusal that matches none of them is a rule of the variant (the tempting kind).
SHAPE_REFUSALS = (
    (re.compile(r"碰 needs two (.+) in hand; you hold (\d+)"), "碰要手里有两张 {0}，你有 {1} 张"),
    (re.compile(r"明杠 needs three (.+) in hand; you hold (\d+)"),
     "明杠要手里有三张 {0}，你有 {1} 张"),
    (re.compile(r"no two tiles in hand make a run with (.+)"), "手里没有能和 {0} 连成顺子的两张牌"),
    (re.compile(r"吃 takes only the discard of the player before you \(上家\)"),
     "只能吃上家打的牌"),
    (re.compile(r"(.+) does not complete the hand"), "{0} 凑不成和牌"),
)


def _shape_refusal(reason: str) -> str | None:
    """The Chinese of an engine refusal by shape alone; None for a rule of the variant.

    >>> _shape_refusal("碰 needs two 4m 四万 in hand; you hold 1")
    '碰要手里有两张 4m 四万，你有 1 张'
    >>> _shape_refusal("no kong while one tile remains") is None
    True
    """
    for pattern, zh in SHAPE_REFUSALS:
        found = pattern.fullmatch(reason)
        if found:
            return zh.format(*found.groups())
    return None


def _deal_claim(rules: MahjongRules, rng: random.Random, level: str, strict: bool
                ) -> Question | None:
    situation = _situation(rules, rng, level)
    if level == "hard" and rng.random() < 0.5:
        # the wall's end, where kongs are refused (R-S14; 大师游: none from an empty wall)
        situation = situation.with_(wall_remaining=rng.randint(0, 4))
    base = complete_hand(rules, rng, _melds_for(rules, rng, level))
    if base is None:
        return None
    closed = list(base.closed)
    closed.remove(rng.choice(closed))
    hand = Hand(tuple(closed), base.melds)
    if rng.random() < 0.5:
        hand = perturb(rules, rng, hand, 1)
    if not _valid(rules, hand, situation):
        return None
    held = Counter(hand.closed)
    candidates = sorted({t for t, n in held.items() if n >= 2}
                        | {t + d for t in hand.closed for d in (-2, -1, 1, 2)
                           if t < 27 and 0 <= t + d < 27 and (t + d) // 9 == t // 9}
                        | {w.tile for w in rules.waits(hand, (), situation)})
    candidates = [t for t in candidates if t in rules.kinds
                  and hand.all_tiles().count(t) + _face_up(rules, situation).count(t)
                  < rules.copies]
    if not candidates:
        return None
    # easy and hard: mostly tiles the hand could use (easy: so that the answer is mostly a
    # claim, not 过; hard: so that a refusal is a rule's, not the shape's)
    likely = [t for t in candidates if held[t] >= 2 or _plain_complete(hand.add(t))]
    tile = rng.choice(likely if level != "medium" and likely and rng.random() < 0.8
                      else candidates)
    seat = 2 if level == "easy" and 2 in rules.seats else rng.choice(rules.seats)
    try:
        report = rules.claims(hand, tile, seat, situation)
    except (ValueError, NotAllowed):
        return None
    offered = claim_kinds(rules)
    allowed = {o.kind for o in report.options} or {"pass"}
    refusals = [r for r in report.refused if r.kind in offered]
    # tempting: the tiles would allow it, a rule of the variant refuses it
    shaped = {"pon": held[tile] >= 2, "kong": held[tile] >= 3,
              "chi": seat == 1 and any(all(x in held for x in run if x != tile)
                                       for run in _runs_with(tile)),
              "win": _plain_complete(hand.add(tile))}
    tempting = [r for r in refusals if shaped.get(r.kind) and _shape_refusal(r.reason) is None]
    if strict:
        # easy: no trap, and mostly a claim that is allowed (过 right four times in five
        # teaches nothing); drawn for easy only, so the other levels' deals stay as they were
        pass_ok = level == "easy" and rng.random() < 0.25
        wish = {"easy": not tempting and not situation.to_dict()
                and (allowed != {"pass"} or pass_ok),
                "medium": allowed != {"pass"} or bool(tempting),
                "hard": bool(tempting)}[level]
        if not wish:
            return None
    rows = tuple([{"kind": o.kind, "allowed": True, "tiles": [tile_name(t) for t in o.tiles],
                   "reason": o.note, "ruling": ""} for o in report.options]
                 + [{"kind": r.kind, "allowed": False, "tiles": [], "reason": r.reason,
                     "ruling": r.ruling} for r in report.refused])
    seat_zh = {1: "上家", 2: "对家", 3: "下家"}[seat]
    seat_en = {1: "the player on your left (上家)", 2: "the player across (对家)",
               3: "the player on your right (下家)"}[seat]
    return _base(rules, "claim", level, hand, situation,
                 prompt=_both(f"{seat_zh}打出 {_names([tile])}。你可以做什么？"
                              "（可多选；都不行选 过）",
                              f"{seat_en} discards {_names([tile])}. What may you do? (choose "
                              "all that the rules allow; none: Pass)"),
                 choices=tuple(Choice(k, CLAIM_ZH[k], CLAIM_EN[k]) for k in offered),
                 pick="many", answer=frozenset(allowed), rows=rows, discard=tile,
                 from_seat=seat, tempting=tempting[0].kind if tempting else "")


def _runs_with(tile: int) -> list[tuple[int, int, int]]:
    """The runs of one suit that contain ``tile``."""
    if tile >= 27:
        return []
    return [(a, a + 1, a + 2) for a in range(tile - 2, tile + 1)
            if a >= 0 and a // 9 == tile // 9 == (a + 2) // 9]


def _grade_claim(q: Question, picked: list[str], total: int | None) -> Grade:
    values = {c.value for c in q.choices}
    bad = [p for p in picked if p not in values]
    if bad:
        raise DrillError(f"{', '.join(bad)}: not a claim here (choices: {', '.join(values)})")
    if not picked:
        raise DrillError("choose at least one: a claim, or 过 pass")
    chosen, right = set(picked), set(q.answer)
    credit = _jaccard(chosen, right)
    marks = ({k: "right" for k in chosen & right} | {k: "wrong" for k in chosen - right}
             | {k: "missed" for k in right - chosen})
    lines = [_both("可以：" + " ".join(CLAIM_ZH[k] for k in CLAIMS if k in right),
                   "Allowed: " + ", ".join(CLAIM_EN[k] for k in CLAIMS if k in right))]
    for r in q.rows:
        if r["kind"] not in values:
            continue
        rule = f" ({r['ruling']})" if r["ruling"] else ""
        if r["allowed"]:
            tiles = format_tiles(parse_tile(t) for t in r["tiles"])
            lines.append(_both(f"{CLAIM_ZH[r['kind']]} ✓ {tiles} {r['reason']}".rstrip(),
                               f"{CLAIM_EN[r['kind']]} ✓ {tiles} {r['reason']}".rstrip()))
        else:
            zh = _shape_refusal(r["reason"]) or r["reason"]  # a variant's rule: as the engine says
            lines.append(_both(f"{CLAIM_ZH[r['kind']]} ✗ {zh}{rule}",
                               f"{CLAIM_EN[r['kind']]} ✗ {r['reason']}{rule}"))
    return Grade(credit, chosen == right, tuple(lines), marks)


# ---- what is it worth (P-DR4) -------------------------------------------------------------


def _deal_score(rules: MahjongRules, rng: random.Random, level: str, strict: bool
                ) -> Question | None:
    situation = _situation(rules, rng, level)
    if level != "easy" and rng.random() < 0.5:
        situation = situation.with_(self_drawn=True)
    if level == "hard" and rng.random() < 0.3:
        situation = situation.with_(**rng.choice(({"after_kong": True, "self_drawn": True},
                                                  {"last_tile": True}, {"robbing_kong": True})))
    base = complete_hand(rules, rng, _melds_for(rules, rng, level), seven_pairs=0.2)
    if base is None:
        return None
    win = rng.choice(base.closed)
    closed = list(base.closed)
    closed.remove(win)
    hand = Hand(tuple(closed), base.melds, (), win)
    if not _valid(rules, hand, situation):
        return None
    try:
        result = rules.score(hand, situation)
    except (NotAllowed, InvalidHand):
        return None
    if strict:
        wish = {"easy": len(result.lines) <= 2 and not result.excluded,
                "medium": len(result.lines) >= 2 or bool(result.excluded),
                "hard": bool(result.excluded)}[level]
        if not wish:
            return None
    shown = {line.key for line in result.lines} | {e.key for e in result.excluded}
    others = [f for f in rules.fans if f.key not in shown]
    rng.shuffle(others)
    offered = [f for f in rules.fans if f.key in shown] + others[:max(2, 8 - len(shown))]
    rng.shuffle(offered)
    choices = tuple(Choice(f.key, f.zh, f"{f.en} {f.zh}") for f in offered)
    rows = tuple([{"key": ln.key, "zh": ln.zh, "en": ln.en, "value": ln.value,
                   "count": ln.count, "adds": ln.adds, "counted": True, "by": "", "why": ""}
                  for ln in result.lines]
                 + [{"key": e.key, "zh": e.zh, "en": e.en, "value": e.value,
                     "count": e.count, "adds": False, "counted": False, "by": e.by_zh,
                     "why": e.reason} for e in result.excluded]
                 + [{"key": "", "zh": "", "en": "", "value": 0, "count": 0, "adds": False,
                     "counted": False, "by": "", "why": note, "note": True}
                    for note in result.notes])
    how = ("自摸", "self-drawn") if situation.self_drawn else ("点炮", "on a discard")
    excluded_keys = [e.key for e in result.excluded if e.count is None]
    return _base(rules, "score", level, hand, situation,
                 prompt=_both(f"这手牌和了（{how[0]}）。哪些番算数（不计的不选）？合计多少？",
                              f"This hand wins ({how[1]}). Which fans count (leave out the "
                              "excluded ones, 不计)? What is the total?"),
                 choices=choices, pick="many",
                 answer=frozenset(line.key for line in result.lines), total=result.total,
                 rows=rows, tempting=excluded_keys[0] if excluded_keys else "")


def _grade_score(q: Question, picked: list[str], total: int | None) -> Grade:
    values = {c.value for c in q.choices}
    bad = [p for p in picked if p not in values]
    if bad:
        raise DrillError(f"{', '.join(bad)}: not one of the fans offered")
    if total is None:
        raise DrillError("type the total too")
    chosen, right = set(picked), set(q.answer)
    fans = _jaccard(chosen, right)
    total_right = total == q.total
    credit = round(0.5 * fans + 0.5 * total_right, 3)
    counted = {r["key"]: r for r in q.rows if r["counted"]}
    excluded = {r["key"]: r for r in q.rows if not r["counted"] and r["key"]}
    names = {c.value: c for c in q.choices}
    marks = ({k: "right" for k in chosen & right} | {k: "missed" for k in right - chosen}
             | {k: "excluded" if k in excluded else "wrong" for k in chosen - right})

    def fan_line(r: dict[str, Any], lang: str) -> str:
        name = r["zh"] if lang == "zh" else f"{r['en']} {r['zh']}"
        sign = "+" if r["adds"] or _mode(q) != "multiply" else "×"
        times = f" ×{r['count']}" if r["count"] and r["count"] > 1 else ""
        return f"{name} {sign}{r['value']}{times}"

    lines: list[Text] = [{lang: ", ".join(fan_line(r, lang) for r in counted.values())
                          + ("\n合计 " if lang == "zh" else "\nTotal ") + str(q.total)
                          for lang in ("zh", "en")}]
    for r in excluded.values():
        lines.append(_both(f"不计 {r['zh']}：{r['why']}", f"Not counted: {r['en']} {r['zh']} — "
                           f"{r['why']}"))
    for r in q.rows:
        if r.get("note"):
            lines.append(_both(r["why"], r["why"]))
    doubled = sum(r["value"] * r["count"] for r in counted.values())
    base = rules_of(q).base
    if _mode(q) == "doubling" and base * 2 ** doubled == q.total:
        # 永州: "番是2倍的意思" — the total is not the sum the learner may type
        lines.append(_both(f"合计 = {base} × 2^{doubled}（每番翻一倍）= {q.total}",
                           f"Total = {base} × 2^{doubled} (each 番 doubles) = {q.total}"))
    for k in sorted(chosen - right):
        if k in excluded:
            lines.append(_both(f"你选了 {names[k].zh}，但它不计：{excluded[k]['why']}",
                               f"You picked {names[k].en}, but it is excluded: "
                               f"{excluded[k]['why']}"))
        else:
            lines.append(_both(f"你选了 {names[k].zh}，这手牌没有", f"You picked {names[k].en}: "
                               "the hand does not have it"))
    for k in sorted(right - chosen):
        lines.append(_both(f"漏了 {names[k].zh}", f"Missed: {names[k].en}"))
    if not total_right:
        lines.append(_both(f"合计不是 {total}，是 {q.total}", f"The total is {q.total}, not "
                           f"{total}"))
    return Grade(credit, chosen == right and total_right, tuple(lines), marks, total_right)


def _mode(q: Question) -> str:
    return rules_of(q).mode


# ---- 定缺 (P-DR5) -------------------------------------------------------------------------


def suit_table(rules: MahjongRules, hand: Hand, situation: Situation | None = None
               ) -> list[dict[str, Any]]:
    """For each suit the variant lets a hand drop (定缺): the shanten with that suit dropped
    (each of its tiles must go), the unseen 进张 under that choice, and how many of its tiles
    the hand holds; ranked by P-DR5.

    >>> r = rules_for("sichuan-xuezhan")
    >>> [(row["suit"], row["shanten"], row["held"]) for row in
    ...  suit_table(r, r.hand("123456789m1p1s99s"))]
    [('p', 1, 1), ('s', 3, 3), ('m', 9, 9)]
    """
    situation = situation or Situation()
    visible = Counter(hand.all_tiles() + _face_up(rules, situation))
    rows = []
    for (g,) in rules.drops(hand):
        drop = [(g,)]
        now = rules._shanten(hand, situation, drop)
        better = [(t, rules.copies - visible[t]) for t in rules.kinds
                  if _group(t) != g and visible[t] < rules.copies
                  and _sort_key(rules._shanten(hand.add(t), situation, drop)) < _sort_key(now)]
        rows.append({"suit": SUIT_LETTERS[g], "shanten": now,
                     "effective": sum(n for _, n in better),
                     "held": sum(1 for t in hand.closed if _group(t) == g)})
    rows.sort(key=_suit_key)
    for r in rows:
        r["best"] = _suit_key(r) == _suit_key(rows[0])
    return rows


def _suit_key(row: dict[str, Any]) -> tuple:
    return (_sort_key(row["shanten"]), -row["effective"], row["held"])


def _deal_dingque(rules: MahjongRules, rng: random.Random, level: str, strict: bool
                  ) -> Question | None:
    hand = random_hand(rules, rng, 13, groups=(0, 1, 2))
    if len({_group(t) for t in hand.closed}) < 3:
        return None
    rows = suit_table(rules, hand)
    best, second = rows[0], rows[1]
    if strict:
        wish = {"easy": _sort_key(best["shanten"]) < _sort_key(second["shanten"])
                and second["held"] - best["held"] >= 2,
                "medium": True,
                "hard": best["shanten"] == second["shanten"]}[level]
        if not wish:
            return None
    fewest = min(rows, key=lambda r: (r["held"], SUIT_LETTERS.index(r["suit"])))
    return _base(rules, "dingque", level, hand, Situation(),
                 prompt=_both("定缺：这手刚发的牌，缺哪一门最好？（和牌必须缺一门）",
                              "定缺: which suit should this freshly dealt hand drop? (a winning "
                              "hand must lack a suit)"),
                 choices=tuple(Choice(r["suit"], SUIT_ZH[r["suit"]], SUIT_EN[r["suit"]])
                               for r in sorted(rows, key=lambda r: r["suit"])),
                 pick="one", answer=frozenset(r["suit"] for r in rows if r["best"]),
                 rows=tuple(rows),
                 tempting=fewest["suit"] if not fewest["best"] else "")


def _suit_text(r: dict[str, Any], lang: str) -> str:
    name = SUIT_ZH[r["suit"]] if lang == "zh" else SUIT_EN[r["suit"]]
    if lang == "zh":
        return (f"缺{name}：{_shanten_words(r['shanten'], lang)}，进张 {r['effective']}，"
                f"要打掉 {r['held']} 张")
    return (f"drop {name}: {_shanten_words(r['shanten'], lang)}, {r['effective']} improving "
            f"tiles, {r['held']} tiles of it to discard")


def _grade_one_of_rows(q: Question, picked: list[str], key: str,
                       text: Callable[[dict[str, Any], str], str], what: str,
                       name: Callable[[str, str], str]) -> Grade:
    """Grade one pick among ranked rows (定缺, 换三张): right, ½ for the same shanten, else 0;
    the feedback names the best (all tied), then the first TABLE_ROWS rows and yours."""
    if len(picked) != 1:
        raise DrillError(f"the answer is one {what}, not {len(picked)}")
    rows = {r[key]: r for r in q.rows}
    if picked[0] not in rows:
        raise DrillError(f"{picked[0]!r} is not one of the {what}s offered")
    mine, best = rows[picked[0]], q.rows[0]
    credit = 1.0 if picked[0] in q.answer else 0.5 if mine["shanten"] == best["shanten"] \
        else 0.0
    shown = [r for i, r in enumerate(q.rows) if i < TABLE_ROWS or r is mine]
    more = len(q.rows) - len(shown)
    ties = len(q.answer)
    head = {"zh": "最佳：" if ties == 1 else f"最佳（{ties} 种并列）：",
            "en": "Best: " if ties == 1 else f"Best (any of {ties}): "}
    lines = [{lang: head[lang] + (" / " if ties > 1 else "").join(
                  name(a, lang) for a in sorted(q.answer)) for lang in ("zh", "en")},
             {lang: "\n".join(text(r, lang) for r in shown)
              + (f"\n…（另有 {more} 种）" if lang == "zh" else f"\n… and {more} more")
              * bool(more) for lang in ("zh", "en")}]
    marks = {a: "right" for a in q.answer} | ({} if credit == 1 else {picked[0]: "wrong"})
    return Grade(credit, credit == 1, tuple(lines), marks)


def _grade_dingque(q: Question, picked: list[str], total: int | None) -> Grade:
    return _grade_one_of_rows(q, picked, "suit", _suit_text, "suit",
                              lambda s, lang: SUIT_ZH[s] if lang == "zh" else SUIT_EN[s])


# ---- 换三张 (P-DR6) -----------------------------------------------------------------------


def exchange_table(rules: MahjongRules, hand: Hand, situation: Situation | None = None
                   ) -> list[dict[str, Any]]:
    """Every way to pass three tiles of one suit (a suit with fewer than three cannot be
    picked), ranked by P-DR6: the best shanten of the ten tiles kept, over the suits the
    variant lets a hand drop, then their unseen 进张 under that drop. The three tiles to come
    are unknown, so the shanten counts them as no help (one more than a hand whose three
    free tiles were lone tiles); that is the same for every choice, so the ranking is fair.

    >>> r = rules_for("sichuan-xuezhan")
    >>> rows = exchange_table(r, r.hand("123456789m159p11s"))
    >>> rows[0]["give"], rows[0]["shanten"], rows[1]["shanten"]   # ten kept, three to come
    ('159p', 2, 4)
    """
    situation = situation or Situation()
    visible = Counter(hand.all_tiles() + _face_up(rules, situation))
    rows = []
    for g in range(3):
        tiles = [t for t in hand.closed if _group(t) == g]
        for trio in sorted(set(combinations(tiles, 3))):
            kept = Hand(tuple(sorted((Counter(hand.closed) - Counter(trio)).elements())),
                        hand.melds)
            best = None
            for drop in rules.drops(kept):
                s = rules._shanten(kept, situation, [drop])
                better = sum(rules.copies - visible[t] for t in rules.kinds
                             if visible[t] < rules.copies and _group(t) not in drop
                             and _sort_key(rules._shanten(kept.add(t), situation, [drop]))
                             < _sort_key(s))
                cand = (_sort_key(s), -better, drop)
                if best is None or cand < best:
                    best = cand
            if best is None:
                continue
            rows.append({"give": format_tiles(trio), "shanten": best[0],
                         "effective": -best[1],
                         "drop": "".join(SUIT_LETTERS[d] for d in best[2] if d < 3)})
    rows.sort(key=lambda r: (r["shanten"], -r["effective"], r["give"]))
    for r in rows:
        r["best"] = (r["shanten"], r["effective"]) == (rows[0]["shanten"], rows[0]["effective"])
    return rows


def _deal_exchange(rules: MahjongRules, rng: random.Random, level: str, strict: bool
                   ) -> Question | None:
    hand = random_hand(rules, rng, 13, groups=(0, 1, 2))
    rows = exchange_table(rules, hand)
    if not rows:
        return None
    best = [r for r in rows if r["best"]]
    runner = next((r for r in rows if not r["best"]), None)
    if strict:
        wish = {"easy": runner is None or runner["shanten"] > best[0]["shanten"],
                "medium": True,
                "hard": runner is not None and runner["shanten"] == best[0]["shanten"]}[level]
        if not wish:
            return None
    return _base(rules, "exchange", level, hand, Situation(),
                 prompt=_both("换三张：选出要换出去的三张同一门的牌（少于三张的那门不能选）。",
                              "换三张: pick the three tiles of one suit to pass on (a suit with "
                              "fewer than three tiles cannot be picked)."),
                 choices=_tile_choices(hand.closed), pick="three",
                 answer=frozenset(r["give"] for r in best), rows=tuple(rows),
                 tempting=runner["give"] if runner else "")


def _exchange_text(r: dict[str, Any], lang: str) -> str:
    give = _names(parse_hand(r["give"]).concealed)
    if lang == "zh":
        return (f"换出 {give}：留下的十张 {_shanten_words(r['shanten'], lang)}"
                f"（缺{SUIT_ZH.get(r['drop'], r['drop'])}；换来的三张按无用计），"
                f"进张 {r['effective']}")
    return (f"give {give}: the ten kept are {_shanten_words(r['shanten'], lang)} (dropping "
            f"{SUIT_EN.get(r['drop'], r['drop'])}; the three to come counted as no help), "
            f"{r['effective']} improving tiles")


def _grade_exchange(q: Question, picked: list[str], total: int | None) -> Grade:
    if len(picked) != 3:
        raise DrillError(f"pick three tiles of one suit, not {len(picked)}")
    try:
        tiles = sorted(parse_tile(p) for p in picked)
    except ValueError as e:
        raise DrillError(str(e)) from None
    if len({_group(t) for t in tiles}) != 1 or _group(tiles[0]) > 2:
        raise DrillError(f"{format_tiles(tiles)}: the three tiles must be of one suit")
    if Counter(tiles) - Counter(rules_of(q).hand(q.hand).closed):
        raise DrillError(f"{format_tiles(tiles)}: the hand does not hold these tiles")
    g = _grade_one_of_rows(q, [format_tiles(tiles)], "give", _exchange_text, "trio",
                           lambda trio, lang: _names(parse_hand(trio).concealed))
    # the marks go on the hand's tiles: yours right or wrong, the first best trio's missed
    mine = Counter(tile_name(t) for t in tiles)
    right = mine if g.correct else Counter(
        tile_name(t) for t in parse_hand(sorted(q.answer)[0]).concealed)
    marks = ({t: "missed" for t in right - mine} | {t: "wrong" for t in mine - right}
             | {t: "right" for t in mine & right})
    return dataclasses.replace(g, marks=marks)


def choice_marks(q: Question, g: Grade, picked: Sequence[int]) -> dict[int, str]:
    """The grade's marks per choice (its index), for drawing. A tile held twice is two
    choices: for 换三张 the picked copies are right or wrong and just as many unpicked copies
    as the best trio still needs are missed; otherwise every choice of a value has its mark.

    >>> q = make_question("exchange", "dashiyou-xueliu", "medium", 0)
    >>> q.hand, sorted(q.answer)[0]
    ('4689m28p1133477s', '113s')
    >>> picks = [0, 1, 2]                                   # 4m 6m 8m: wrong
    >>> marks = choice_marks(q, grade(q, [q.choices[i].value for i in picks]), picks)
    >>> [q.choices[i].value for i, m in marks.items() if m == "missed"]  # one 3s of two
    ['1s', '1s', '3s']
    """
    if q.pick != "three":
        return {i: g.marks[c.value] for i, c in enumerate(q.choices) if c.value in g.marks}
    values = [q.choices[i].value for i in picked]
    budget = Counter(values) if g.correct else Counter(
        tile_name(t) for t in parse_hand(sorted(q.answer)[0]).concealed)
    marks: dict[int, str] = {}
    for i in picked:
        value = q.choices[i].value
        marks[i] = "right" if budget[value] > 0 else "wrong"
        budget[value] -= 1
    for i, c in enumerate(q.choices):
        if i not in marks and budget[c.value] > 0:
            marks[i] = "missed"
            budget[c.value] -= 1
    return marks


SPECS: dict[str, Spec] = {
    "discard": Spec(_deal_discard, _grade_discard),
    "waits": Spec(_deal_waits, _grade_waits),
    "claim": Spec(_deal_claim, _grade_claim),
    "score": Spec(_deal_score, _grade_score),
    "dingque": Spec(_deal_dingque, _grade_dingque),
    "exchange": Spec(_deal_exchange, _grade_exchange),
}


# ---- public API -----------------------------------------------------------------------------


def make_question(kind: str, variant: str, level: str = "medium", seed: Any = 0,
                  options: dict[str, Any] | None = None, number: int = 0,
                  check_available: bool = True) -> Question:
    """Deal one question, deterministically from ``seed`` (any str/int). ValueError for an
    unknown kind, level or variant, or a kind the variant does not have (定缺 needs a variant
    that drops a suit; 换三张 a variant that exchanges, unless ``check_available`` is off).

    >>> q = make_question("claim", "wuhan", "easy", seed=1)
    >>> q.kind, q.discard is not None, q.answer <= {"chi", "pon", "kong", "win", "pass"}
    ('claim', True, True)
    """
    if kind not in SPECS:
        raise ValueError(f"unknown question type {kind!r}; types: {', '.join(KINDS)}")
    if level not in LEVELS:
        raise ValueError(Why(f"难度是 {'、'.join(LEVELS)} 之一，不是 {level!r}",
                                 f"level is one of {', '.join(LEVELS)}, not {level!r}"))
    rules = rules_for(variant, options)
    if check_available and kind not in available_kinds(rules):
        raise ValueError(f"{rules.zh} has no {KIND_NAMES[kind][1]} drill ({kind}); it has: "
                         f"{', '.join(available_kinds(rules))}")
    check_seed(seed)
    # only the options that differ from the defaults: a default spelled out deals the same set
    rng = random.Random(f"paixue-drill/{variant}/{sorted(_changed_options(rules).items())}/"
                        f"{kind}/{level}/{seed}/{number}")
    for attempt in range(ATTEMPTS):
        q = SPECS[kind].deal(rules, rng, level, attempt < STRICT)
        if q is not None:
            return dataclasses.replace(q, number=number)
    raise RuntimeError(f"no {kind} question found for {variant} in {ATTEMPTS} hands")


def check_seed(seed: Any) -> None:
    """A seed is text or a whole number (the class's shared set); ValueError otherwise.

    >>> check_seed("class 3B"), check_seed(7)
    (None, None)
    >>> check_seed(None)
    Traceback (most recent call last):
    ...
    ValueError: seed is text or a whole number, not None
    """
    if isinstance(seed, bool) or not isinstance(seed, str | int):
        raise ValueError(f"seed is text or a whole number, not {seed!r}")


def grade(q: Question, picked: Sequence[str], total: int | None = None) -> Grade:
    """Grade an answer: ``picked`` the chosen values (tile names, claim kinds, fan keys,
    suit letters; three tile names for 换三张), ``total`` the typed total of a score
    question. DrillError (a ValueError) says what is wrong with a malformed answer.

    >>> q = make_question("dingque", "sichuan-xuezhan", "easy", seed=3)
    >>> grade(q, sorted(q.answer)[:1]).correct
    True
    """
    if isinstance(picked, str):
        picked = [picked]
    if not isinstance(picked, Sequence | set | frozenset):
        raise DrillError(f"an answer is a list of names, not {picked!r}")
    picked = list(picked)
    if not all(isinstance(p, str) for p in picked):
        raise DrillError(f"an answer is a list of names, not {picked!r}")
    if total is not None and (isinstance(total, bool) or not isinstance(total, int)):
        raise DrillError(f"the total is a whole number, not {total!r}")
    return SPECS[q.kind].grade(q, picked, total)


def nth_question(variant: str, kinds: Sequence[str], level: str, seed: Any,
                 options: dict[str, Any] | None, i: int) -> Question:
    """Question ``i`` of a session: of type ``kinds[i % len(kinds)]``, dealt from the
    settings and ``i`` alone (not from what was answered before), so a class shares a set.

    >>> nth_question("wuhan", ("waits", "claim"), "easy", 3, None, 1).kind
    'claim'
    """
    if isinstance(kinds, str) or not kinds:
        raise ValueError(f"kinds is a non-empty list of drill types, not {kinds!r:.40}")
    if isinstance(i, bool) or not isinstance(i, int) or i < 0:
        raise ValueError(f"i is a question number 0, 1, 2 …, not {i!r:.40}")
    return make_question(kinds[i % len(kinds)], variant, level, seed, options, number=i)


@dataclass(frozen=True)
class Result:
    """One answered question in a session."""

    number: int
    kind: str
    credit: float
    correct: bool


class Session:
    """N questions of the chosen types for one variant, level and seed; the same arguments
    deal the same questions in the same order (a class can share a set).

    Question ``i`` has type ``kinds[i % len(kinds)]`` and its own seed, so it does not
    depend on what was answered before. ``answer`` grades the current question and records
    it; ``next`` moves on; ``restart`` starts over with the same seed.
    """

    def __init__(self, variant: str, kinds: Sequence[str] | None = None, level: str = "medium",
                 n: int = 10, seed: Any = 0, options: dict[str, Any] | None = None):
        rules = rules_for(variant, options)
        have = available_kinds(rules)
        if isinstance(kinds, str):
            kinds = (kinds,)  # one type, not its letters
        kinds = tuple(dict.fromkeys(kinds)) if kinds else have  # each type once, in order
        missing = [k for k in kinds if k not in have]
        if missing or not kinds:
            raise ValueError(f"{rules.zh} has no {', '.join(map(str, missing))} drill; it has: "
                             f"{', '.join(have)}")
        if level not in LEVELS:
            raise ValueError(Why(f"难度是 {'、'.join(LEVELS)} 之一，不是 {level!r}",
                                 f"level is one of {', '.join(LEVELS)}, not {level!r}"))
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 500:
            raise ValueError(f"n is a whole number of questions from 1 to 500, not {n!r}")
        check_seed(seed)
        self.variant, self.kinds, self.level, self.n, self.seed = variant, kinds, level, n, seed
        self.options = dict(options or {})
        self.results: list[Result] = []
        self.index = 0
        self._cache: dict[int, Question] = {}

    def __repr__(self) -> str:
        options = f", options={self.options!r}" if self.options else ""
        return (f"Session({self.variant!r}, kinds={self.kinds!r}, level={self.level!r}, "
                f"n={self.n}, seed={self.seed!r}{options})")

    def question(self, i: int | None = None) -> Question:
        """Question ``i`` (default: the current one), dealt once and kept."""
        i = self.index if i is None else i
        if not 0 <= i < self.n:
            raise IndexError(f"question {i}: a session has questions 0 … {self.n - 1}")
        if i not in self._cache:
            self._cache[i] = nth_question(self.variant, self.kinds, self.level, self.seed,
                                          self.options, i)
        return self._cache[i]

    @property
    def answered(self) -> bool:
        """The current question has been graded."""
        return any(r.number == self.index for r in self.results)

    @property
    def finished(self) -> bool:
        return len(self.results) >= self.n

    def answer(self, picked: Sequence[str], total: int | None = None) -> Grade:
        """Grade the current question (once: a second answer is refused)."""
        if self.answered:
            raise DrillError("this question is answered already: go to the next one")
        q = self.question()
        g = grade(q, picked, total)
        self.results.append(Result(self.index, q.kind, g.credit, g.correct))
        return g

    def next(self) -> None:
        if not self.answered:
            raise DrillError("answer this question first")
        if self.index + 1 >= self.n:
            raise DrillError(f"that was the last of {self.n} questions: restart for another "
                             "round")
        self.index += 1

    def restart(self) -> None:
        """Start again: same seed, same questions."""
        self.results, self.index = [], 0

    def progress(self) -> dict[str, Any]:
        """n of N, the current and best streak of correct answers, and accuracy per type.

        >>> Session("wuhan", n=4, seed=1).progress()["of"]
        4
        """
        return progress(self.results, self.kinds, self.index, self.n)


def progress(results: Sequence[Result], kinds: Sequence[str], index: int, n: int
             ) -> dict[str, Any]:
    """A session's progress from its results: question ``index + 1`` of ``n``, the streak
    (correct answers in a row, up to the last one), the best streak, the mean credit, and per
    question type the answered, correct and mean credit.

    >>> p = progress([Result(0, "waits", 1.0, True), Result(1, "claim", 0.5, False),
    ...               Result(2, "waits", 1.0, True)], ("waits", "claim"), 2, 5)
    >>> p["streak"], p["best_streak"], p["accuracy"], p["per_kind"]["waits"]["correct"]
    (1, 1, 0.833, 2)
    """
    streak = best = 0
    for r in results:
        streak = streak + 1 if r.correct else 0
        best = max(best, streak)
    per: dict[str, dict[str, Any]] = {}
    for k in kinds:
        mine = [r for r in results if r.kind == k]
        per[k] = {"answered": len(mine), "correct": sum(r.correct for r in mine),
                  "credit": round(sum(r.credit for r in mine) / len(mine), 3) if mine else None}
    done = len(results)
    return {"number": index + 1, "of": n, "answered": done, "streak": streak,
            "best_streak": best,
            "accuracy": round(sum(r.credit for r in results) / done, 3) if done else None,
            "per_kind": per, "finished": done >= n}
