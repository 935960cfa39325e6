"""Hints that cost: a ladder of three steps for a drill question — a nudge, then the rule, then
the answer — each lowering the credit the answer can earn (:data:`CREDIT_LEFT`).

A nudge says where to look; the rule is what decides that type of question; the answer is the
engine's.
After the answer is shown the question earns nothing, but it is still graded, kept in the record
with its hints, and comes back in the review deck.

>>> from widgets.practice import drills
>>> q = drills.make_question("dingque", "sichuan-xuezhan", "easy", seed=3)
>>> [s.step for s in ladder(q)]
['nudge', 'rule', 'answer']
>>> charge(drills.grade(q, sorted(q.answer)[:1]), 1).credit     # one hint: 75% of full
0.75
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .questions import Grade, Question, Text

STEPS = ("nudge", "rule", "answer")
# the share of its credit an answer keeps after 0, 1, 2 or 3 hints
CREDIT_LEFT = (1.0, 0.75, 0.5, 0.0)

# where to look, per question type
NUDGES: dict[str, Text] = {
    "discard": {"zh": "先看打掉每张牌后的向听，再比进张的张数。",
                "en": "First compare the shanten after each discard, then count improving tiles."},
    "waits": {"zh": "一张一张试：加上哪张牌能和？死听的牌（四张都见了）不算。",
              "en": "Try each tile in turn: which one completes the hand? A wait whose four "
                    "copies are all seen is dead."},
    "claim": {"zh": "看这张牌是谁打的，手里有几张一样的或能连成顺子的。",
              "en": "Look at who discarded the tile and how many matching or neighbouring tiles "
                    "you hold."},
    "score": {"zh": "先认出牌型（清一色、对子……），再想哪些番互相不计。",
              "en": "Name the hand's patterns first (one suit, pairs …), then which fans exclude "
                    "others."},
    "dingque": {"zh": "数一数每门有几张，哪门最少、最散。",
                "en": "Count the tiles of each suit: which is fewest and least connected?"},
    "exchange": {"zh": "换出去的三张要同一门：选最没用的那门里最散的三张。",
                 "en": "The three tiles passed are of one suit: the loosest three of the least "
                       "useful suit."},
}
# what decides it, per question type
RULES: dict[str, Text] = {
    "discard": {"zh": "最好的打法留下的向听最少；向听一样时，进张（能减少向听的未见牌）多的更好。",
                "en": "The best discard leaves the lowest shanten; among those, the one with the "
                      "most improving tiles (进张) is best."},
    "waits": {"zh": "听的牌是加上后能组成几副面子加一对（或这个玩法的特殊牌型）的牌；"
                    "只数还没见全的。",
              "en": "A wait is a tile that makes the hand sets and a pair (or one of the "
                    "variant's special hands); only waits with copies unseen count."},
    "claim": {"zh": "碰要两张一样的，明杠要三张，吃只能吃上家（有吃的玩法），胡要能和牌。",
              "en": "A pung needs two alike, an open kong three, a chow only from the player "
                    "before you (where the variant has chows), a win a completed hand."},
    "score": {"zh": "算上每个成立的番，去掉被别的番不计的，再按这个玩法的算法合计。",
              "en": "Count every fan that holds, drop each one another fan excludes (不计), "
                    "then total them as the variant does."},
    "dingque": {"zh": "缺的那门要让剩下的牌离听牌最近（向听最少）。",
                "en": "Drop the suit that leaves the rest of the hand closest to ready (the "
                      "lowest shanten)."},
    "exchange": {"zh": "换三张：同一门的三张，选换走后手牌损失最小的。",
                 "en": "Pass three tiles of one suit: the three whose loss hurts the hand least."},
}
GENERIC: Text = {"zh": "对照这个玩法的规则。", "en": "Check the variant's rules."}


@dataclass(frozen=True)
class Hint:
    step: str  # 'nudge', 'rule' or 'answer'
    text: Text
    credit_left: float  # the share of credit an answer keeps once this step is shown


def ladder(q: Question) -> tuple[Hint, ...]:
    """The three steps for ``q``: its nudge, its deciding rule, its answer."""
    names = {c.value: c for c in q.choices}
    if q.kind == "exchange":  # its answers are trios in notation (129m)
        best = sorted(q.answer)[0]
        answer = {"zh": best, "en": best}
    else:
        shown = [names[v] for v in sorted(q.answer) if v in names]
        answer = {"zh": "、".join(c.zh for c in shown), "en": ", ".join(c.en for c in shown)}
    if q.total is not None:
        answer = {"zh": f"{answer['zh']}；合计 {q.total}", "en": f"{answer['en']}; total {q.total}"}
    texts = (NUDGES.get(q.kind, GENERIC), RULES.get(q.kind, GENERIC), answer)
    return tuple(Hint(step, text, CREDIT_LEFT[i + 1])
                 for i, (step, text) in enumerate(zip(STEPS, texts, strict=True)))


def charge(g: Grade, hints: int) -> Grade:
    """The grade after ``hints`` steps of the ladder: its credit times :data:`CREDIT_LEFT`."""
    if not 0 <= hints < len(CREDIT_LEFT):
        raise ValueError(f"hints is 0 … {len(CREDIT_LEFT) - 1}, not {hints!r}")
    return dataclasses.replace(g, credit=round(g.credit * CREDIT_LEFT[hints], 3))
