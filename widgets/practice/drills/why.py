"""Why an answer is right or wrong, in words and tiles: the rule that decides a choice (缺一门
for a discard that keeps three suits), a hand's reading as sets and a pair (what Reveal and the
feedback draw), the improving tiles as tiles, and the count and the credit said apart.

The drills and the exercise widget use these; the records they return are plain data (tile
names, ``{"zh", "en"}`` texts) that a widget draws.

>>> from widgets.practice.drills.questions import rules_for
>>> r = rules_for("sichuan-xuezhan")
>>> [b["kind"] for b in reading(r, r.hand("123m456m789m11p234p"))["blocks"]]
['pair', 'seq', 'seq', 'seq', 'seq']
>>> count_text(2, 5, 1)["en"]
'2 of 5 right, 1 wrong'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from widgets.engine import shape
from widgets.engine.notation import Hand
from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation
from widgets.engine.tiles import tile_name

from .questions import Text, both, drops_a_suit, suit_group

# a block's kind → its name (a meld's kind too: a reading shows the melds as they are)
BLOCK_NAMES = {"seq": ("顺子", "run"), "tri": ("刻子", "triplet"), "pair": ("将", "pair"),
               "any-set": ("任意一组", "any set"), "any-pair": ("任意将", "any pair"),
               "chi": ("吃", "chow"), "pon": ("碰", "pung"), "kong": ("杠", "kong")}
FORM_NAMES = {"regular": ("四组一将", "four sets and a pair"),
              "seven-pairs": ("七对", "seven pairs")}
READINGS_SHOWN = 3  # readings drawn per answer (a 赖子 hand can have dozens)

# The rule a variant adds to the shape of a hand, named where it decides a choice (a discard
# loses on shanten that the bare shape would not lose on): variant id → (zh, en).
SHAPE_RULES: dict[str, tuple[str, str]] = {
    "wuhan": ("武汉麻将的规则：小胡要 2、5、8 作将，红中不能留在手里组牌",
              "Wuhan's rules: a 小胡 needs a 2-5-8 pair, and 红中 cannot stay in a set"),
}


def quemen_rule(rules: MahjongRules) -> Text:
    """缺一门 named with the variant: its hands may use two suits only."""
    return both(f"缺一门：{rules.zh}和牌最多只能有两门花色（种子：至少缺一门才可胡牌）",
                f"缺一门 — {rules.en} hands may use only two suits (seed: 至少缺一门才可胡牌)")


def suits_held(hand: Hand) -> int:
    """How many of 万 筒 条 the hand holds, closed or in melds."""
    return len({suit_group(t) for t in hand.all_tiles() if t < 27})


def deciding_rule(rules: MahjongRules, after: Hand, best_after: Hand,
                  situation: Situation) -> Text | None:
    """The rule that makes ``after`` (the learner's hand after a discard) worse than
    ``best_after`` (after the best discard) where the bare shape alone would not: 缺一门 when
    it keeps three suits, else the variant's shape rule (:data:`SHAPE_RULES`); None when the
    shape alone decides.

    >>> from widgets.practice.drills.questions import rules_for
    >>> r = rules_for("sichuan-xuezhan")
    >>> deciding_rule(r, r.hand("123m456m789m1p23s55s"), r.hand("123m456m789m23s55s9s"),
    ...               Situation())["en"][:6]
    '缺一门 — '
    """
    if drops_a_suit(rules) and suits_held(after) == 3 and suits_held(best_after) < 3:
        return quemen_rule(rules)
    mine, best = (shape.regular_shanten(shape.counts34(h.closed), 4 - len(h.melds))
                  for h in (after, best_after))
    if mine <= best and rules.id in SHAPE_RULES:
        return both(*SHAPE_RULES[rules.id])
    return None


def count_text(right: int, of: int, wrong: int = 0) -> Text:
    """A count of picks, apart from the credit: '2 of 5 right, 1 wrong'."""
    return both(f"对了 {right} 个（共 {of} 个）" + (f"，错选 {wrong} 个" if wrong else ""),
                f"{right} of {of} right" + (f", {wrong} wrong" if wrong else ""))


def credit_text(credit: float, why: Text) -> Text:
    """The credit as a percentage and what it measures."""
    pct = round(100 * credit)
    return both(f"得分 {pct}%（{why['zh']}）", f"credit {pct}% ({why['en']})")


# what a credit measures, per way of grading
CREDIT_WHY = {
    "overlap": both("选对的 ÷ 选的和该选的合起来", "right picks ÷ all picked or due"),
    "score": both("番一半、合计一半", "half for the fans, half for the total"),
    "one": both("最佳满分；向听相同一半", "best: full; same shanten: half"),
    "discard": both("最佳满分；进张少一半；期望得分低 ¾", "best: full; fewer improving tiles: "
                    "half; lower expected score: ¾"),
}


def block_view(kind: str, tiles: Iterable[int], wilds: int = 0) -> dict[str, Any]:
    zh, en = BLOCK_NAMES.get(kind, (kind, kind))
    return {"kind": kind, "zh": zh, "en": en, "tiles": [tile_name(t) for t in tiles],
            "wilds": wilds}


def reading(rules: MahjongRules, hand: Hand, situation: Situation | None = None
            ) -> dict[str, Any] | None:
    """The first reading of a complete hand as sets and a pair (its melds as they are): the
    form's name and each block's kind and tiles; None when no reading exists."""
    found = rules.arrangements(hand, situation)
    return arrangement_view(found[0], hand) if found else None


def arrangement_view(arr: shape.Arrangement, hand: Hand) -> dict[str, Any]:
    zh, en = FORM_NAMES.get(arr.form, (arr.form, arr.form))
    blocks = [block_view(b.kind, b.tiles, b.wilds) for b in arr.blocks]
    blocks += [block_view(m.kind or "", m.tiles) for m in hand.melds]
    return {"form": arr.form, "zh": zh, "en": en, "blocks": blocks}


def wait_readings(rules: MahjongRules, hand: Hand, waits: Sequence[int],
                  situation: Situation | None = None) -> list[dict[str, Any]]:
    """For each of the first :data:`READINGS_SHOWN` waits, the 14 tiles it makes, read as
    sets and a pair, labelled with the wait."""
    out = []
    for t in waits:
        r = reading(rules, hand.add(t), situation)
        if r is not None:
            out.append(r | {"label": both(f"和 {tile_name(t)}", f"win on {tile_name(t)}"),
                            "wait": tile_name(t)})
        if len(out) >= READINGS_SHOWN:
            break
    return out


def tile_group(label: Text, tiles: Iterable[tuple[int, int]]) -> dict[str, Any]:
    """Tiles to draw with how many of each remain (improving tiles, waits)."""
    return {"label": label, "tiles": [[tile_name(t), n] for t, n in tiles]}


def waits_group(waits: Iterable[Any]) -> dict[str, Any]:
    """The live waits (engine ``Wait`` records) with their unseen copies, to draw."""
    return tile_group(both("听的牌（未见张数）", "The waits (unseen copies)"),
                      [(w.tile, w.unseen) for w in waits if not w.dead])


def discard_group(d: Any) -> dict[str, Any]:
    """A discard's improving tiles (an engine ``DiscardOption``) with their unseen copies."""
    name = tile_name(d.tile)
    return tile_group(both(f"打 {name} 后的进张（{d.effective_count} 张）",
                           f"Improving tiles after {name} ({d.effective_count})"), d.effective)
