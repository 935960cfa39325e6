"""A 斗地主 position as a class question (issue 40): the hand and the play to beat; the class
picks the cards of a play that beats it. Right is the strong level's choice or one as good:
among the legal beating plays (the engine's ``responses``) those that leave the cheapest hand
to play out, by the plan every automatic seat keeps (:mod:`.doudizhu_plan`: two per play, one
for a control play: a 2, a joker, a bomb).

>>> from widgets import rules
>>> q = card_play_question(rules("doudizhu"), "33344455567BR", "666")
>>> q["options"], q["answer"]
(['BR'], ['BR'])
>>> q = card_play_question(rules("doudizhu"), "3456789TTJQK2", "5")
>>> q["answer"], q["options"][:4]    # T leaves the straight 3…K whole
(['T'], ['6', '7', '8', '9'])
"""

from __future__ import annotations

from typing import Any

from ...cards.doudizhu import Doudizhu
from .doudizhu_plan import cost, minus, pattern, plan

MAX_PLAYS = 120  # the class API's bound on options
SHOWN = 8  # plays named in the reason, cheapest first


def rest_words(rest: str, lang: str) -> str:
    """The plan of what a play leaves, as a reason names it: '34567 · 999 · 22'."""
    if not rest:
        return "出完" if lang == "zh" else "out"
    return " · ".join(p for p, _ in plan(rest))


def card_play_question(rules: Doudizhu, hand: str, previous: str,
                       code: str = "") -> dict[str, Any]:
    """Which cards beat ``previous``? Options: every legal beating play (rank patterns);
    answer: those whose rest costs least. ValueError when nothing beats it (then the only
    move is 不出, nothing to ask), when more plays beat it than a class question holds, or
    for bad cards (the engine's words)."""
    choices = rules.responses(hand, previous)
    plays = list(dict.fromkeys(p for g in choices.groups for p in g.patterns))
    if not plays:
        raise ValueError(f"nothing in {hand} beats {previous}: the only move is to pass "
                         "(不出), there is nothing to ask")
    if len(plays) > MAX_PLAYS:
        raise ValueError(f"{len(plays)} plays beat {previous}: a class question holds at "
                         f"most {MAX_PLAYS}")
    ranks = pattern(hand)
    costs = {p: cost(minus(ranks, p)) for p in plays}
    best = min(costs.values())
    answer = [p for p in plays if costs[p] == best]
    ranked = sorted(plays, key=lambda p: (costs[p], plays.index(p)))[:SHOWN]

    def reason(lang: str) -> str:
        zh = lang == "zh"
        head = ("高手的打法：管上后剩下的牌最好走（按拆牌计划，每手 2 分，控制牌——2、王、"
                "炸弹——每手 1 分；分越少越好）。" if zh else
                "The strong level's way: beat it with the play that leaves the hand easiest "
                "to play out (its plan: 2 per play, 1 per control play — a 2, a joker, a bomb; "
                "lower is better).")
        lines = [head, ("最好：" if zh else "Best: ") + " / ".join(answer)]
        for p in ranked:
            rest = minus(ranks, p)
            lines.append(f"{p} → " + (f"剩 {rest_words(rest, lang)}（{costs[p]} 分）" if zh
                                      else f"leaves {rest_words(rest, lang)} ({costs[p]})"))
        if len(plays) > SHOWN:
            more = len(plays) - SHOWN
            lines.append(f"……还有 {more} 种" if zh else f"… and {more} more")
        return "\n".join(lines)

    return {"kind": "card-play", "variant": rules.id, "code": code or f"doudizhu {hand}",
            "hand": ranks, "pick": "one",
            "prompt": {"zh": f"要管上的牌是 {previous}。你出哪些牌管上？",
                       "en": f"The play to beat is {previous}. Which cards do you play "
                             "to beat it?"},
            "options": plays, "answer": answer,
            "reason": {lang: reason(lang) for lang in ("en", "zh")}}
