"""Two question types on a closed hand: the best discard (P-DR1, :func:`discard_table`)
and the waits (P-DR2); their deal and grade are :data:`HAND_SPECS`."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from widgets.engine import shape
from widgets.engine.notation import Hand
from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation
from widgets.engine.tiles import parse_tile, tile_name

from ..odds.waits import expected_score
from .deal import (
    Spec,
    can_exist,
    complete_hand,
    deal_situation,
    melds_for,
    needs_melds,
    new_question,
    perturb,
    shanten_rank,
    tile_choices,
)
from .questions import (
    MANY_WAITS,
    DrillError,
    Grade,
    Question,
    Text,
    both,
    drops_a_suit,
    rules_for,  # noqa: F401  (the examples use it)
    rules_of,
    tile_names,
)
from .why import (
    CREDIT_WHY,
    SHAPE_RULES,
    count_text,
    deciding_rule,
    quemen_rule,
    suits_held,
    tile_group,
    wait_readings,
)

# ---- best discard (P-DR1) -----------------------------------------------------------------


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
    rows.sort(key=lambda r: (shanten_rank(r["shanten"]), -r["effective"], -(r["expected"] or 0),
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
    return (shanten_rank(row["shanten"]), -row["effective"], -(row["expected"] or 0))


def _deal_discard(rules: MahjongRules, rng: random.Random, level: str, strict: bool
                  ) -> Question | None:
    situation = deal_situation(rules, rng, level)
    base = complete_hand(rules, rng, melds_for(rules, rng, level))
    if base is None:
        return None
    swaps = {"easy": 1, "medium": rng.choice((1, 2)), "hard": rng.choice((1, 2, 3))}[level]
    hand = perturb(rules, rng, base, swaps)
    if not can_exist(rules, hand, situation):
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
        wish = {"easy": top <= 1 and (not hand.melds or needs_melds(rules)),
                "medium": top <= 2 and tied,
                "hard": top <= 2 and close}[level]
        if not wish:
            return None
    tempting = runner["tile"] if runner is not None and runner["shanten"] == top else ""
    return new_question(
        rules, "discard", level, hand, situation,
        prompt=both("打哪一张最好？先比打后的向听，再比进张（未见的有效牌张数），"
                    "再比听牌的期望得分。",
                    "Which discard is best? Lowest shanten after it first, then the "
                    "most unseen improving tiles (进张), then the best expected score "
                    "of the waits."),
        choices=tile_choices(hand.closed), pick="one",
        answer=frozenset(r["tile"] for r in best), rows=tuple(rows),
        tempting=tempting)


def _row_text(r: dict[str, Any], lang: str) -> str:
    t = parse_tile(r["tile"])
    sh = shanten_words(r["shanten"], lang)
    exp = "" if r["expected"] is None else (f"，期望得分 {r['expected']}" if lang == "zh"
                                            else f", expected score {r['expected']}")
    eff = "进张" if lang == "zh" else "improving tiles"
    return f"{tile_names([t])}: {sh}, {eff} {r['effective']}{exp}"


def shanten_words(s: int | None, lang: str) -> str:
    """A shanten in words (听牌, 1 向听, can never win …) in ``lang``."""
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
    names = tile_names(parse_tile(t) for t in sorted(q.answer, key=parse_tile))
    lines = [both("最佳：" + names, "Best: " + names)]
    rules = rules_of(q)
    hand = rules.hand(q.hand)
    rule = None
    if lost:
        zh, en = DISCARD_LOSES[lost]
        lines.append(both(f"你打的 {_row_text(mine, 'zh')}：{zh}",
                          f"Your discard {_row_text(mine, 'en')}: {en}"))
        if lost == "shanten":
            rule = deciding_rule(rules, hand.remove(parse_tile(tile)),
                                 hand.remove(parse_tile(best["tile"])), q.situation)
    groups = [tile_group(both(f"打 {best['tile']} 后的进张（{best['effective']} 张）",
                              f"Improving tiles after {best['tile']} ({best['effective']})"),
                         [(parse_tile(t), n) for t, n in best["tiles"]])]
    if lost:
        groups.append(tile_group(
            both(f"你打 {tile} 后的进张（{mine['effective']} 张）",
                 f"Improving tiles after your {tile} ({mine['effective']})"),
            [(parse_tile(t), n) for t, n in mine["tiles"]]))
    readings: list[dict[str, Any]] = []
    if best["shanten"] == 0:  # the best discard leaves a ready hand: how each wait wins
        after = hand.remove(parse_tile(best["tile"]))
        readings = wait_readings(rules, after, [w.tile for w in rules.waits(after, (),
                                                                               q.situation)
                                                if not w.dead], q.situation)
    table = {lang: "\n".join(_row_text(r, lang) for r in q.rows) for lang in ("zh", "en")}
    marks = {t: "right" for t in q.answer} | ({} if credit == 1 else {tile: "wrong"})
    return Grade(credit, credit == 1, tuple(lines), marks, rule=rule,
                 credit_why=CREDIT_WHY["discard"], tiles=tuple(groups),
                 readings=tuple(readings), table=table)


# ---- waits (P-DR2) ------------------------------------------------------------------------


def _deal_waits(rules: MahjongRules, rng: random.Random, level: str, strict: bool
                ) -> Question | None:
    situation = deal_situation(rules, rng, level)
    base = complete_hand(rules, rng, melds_for(rules, rng, level), seven_pairs=0.15)
    if base is None:
        return None
    closed = list(base.closed)
    closed.remove(rng.choice(closed))
    hand = Hand(tuple(closed), base.melds)
    if level != "easy" and rng.random() < 0.5:
        hand = perturb(rules, rng, hand, 1)
    if not can_exist(rules, hand, situation) or rules.shanten(hand, situation) != 0:
        return None
    waits = rules.waits(hand, (), situation)  # the tiles first: most deals stop here
    live = [w for w in waits if not w.dead]
    if not live:
        return None
    dead = [w for w in waits if w.dead]
    if len(live) > MANY_WAITS:  # P-DR7: a 赖子 hand may wait on all 34: no drill
        return None
    if strict:
        wish = {"easy": len(live) <= 2 and (not hand.melds or needs_melds(rules)),
                "medium": len(live) >= 2,
                "hard": len(live) >= 3 or bool(dead)}[level]
        if not wish:
            return None
    waits = rules.waits(hand, (), situation, scores=True)  # the same waits, now scored
    plain = [t for t in rules.kinds if t not in {w.tile for w in waits}
             and plain_complete(hand.add(t))]
    rows = tuple({"tile": tile_name(w.tile), "unseen": w.unseen, "dead": w.dead,
                  "discard_score": w.discard_score, "self_draw_score": w.self_draw_score}
                 for w in waits)
    return new_question(
        rules, "waits", level, hand, situation,
        prompt=both("这手牌听哪些牌？全部选出来（四张都在自己手里的死听不用选）。",
                    "Which tiles does this hand wait on? Select them all (a dead "
                    "wait, all four copies in the hand, need not be selected)."),
        choices=tile_choices(rules.kinds), pick="many",
        answer=frozenset(tile_name(w.tile) for w in live), rows=rows,
        tempting=tile_name(plain[0]) if plain else "")


def plain_complete(hand: Hand) -> bool:
    """Sets and a pair by shape alone, ignoring the variant's own conditions (缺一门, 2-5-8,
    红中): a tile that makes this true but is no wait is a tempting wrong answer."""
    counts = shape.counts34(hand.closed)
    return shape.regular_shanten(counts, 4 - len(hand.melds)) == -1


def jaccard(chosen: set[str], right: set[str]) -> float:
    """A many-pick answer's credit: right picks ÷ all picked or due (1 when both are empty)."""
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
    credit = jaccard(chosen, right)
    marks = ({t: "right" for t in chosen & right} | {t: "wrong" for t in chosen - right}
             | {t: "missed" for t in right - chosen} | {t: "dead" for t in dead})

    def listing(lang: str) -> str:
        out = []
        for r in q.rows:
            t = parse_tile(r["tile"])
            if r["dead"]:
                out.append(f"{tile_names([t])}: " + ("死听（四张都在手里）" if lang == "zh" else
                                                      "dead (all four are in the hand)"))
                continue
            score = r["discard_score"] if r["discard_score"] is not None else "—"
            tsumo = r["self_draw_score"] if r["self_draw_score"] is not None else "—"
            out.append(f"{tile_names([t])}: " + (
                f"未见 {r['unseen']} 张，点炮 {score}，自摸 {tsumo}" if lang == "zh" else
                f"{r['unseen']} unseen, on a discard {score}, self-drawn {tsumo}"))
        return "\n".join(out)

    order = sorted(right, key=parse_tile)
    lines = [both(f"听：{tile_names(parse_tile(t) for t in order)}",
                  f"Waits: {tile_names(parse_tile(t) for t in order)}")]
    rules = rules_of(q)
    hand = rules.hand(q.hand)
    rule = None
    if chosen - right:
        wrong = sorted(chosen - right, key=parse_tile)
        lines.append(both(f"不是听牌：{tile_names(map(parse_tile, wrong))}",
                          f"Not waits: {tile_names(map(parse_tile, wrong))}"))
        # a tile that makes sets and a pair by shape alone is refused by a rule: name it
        shaped = [t for t in wrong if plain_complete(hand.add(parse_tile(t)))]
        if shaped:
            rule = shape_rule(rules, hand, parse_tile(shaped[0]))
            lines.append(both(f"{tile_names(map(parse_tile, shaped))} 能凑成四组一将，但这个玩法"
                              "不让它和", f"{tile_names(map(parse_tile, shaped))} makes sets and a "
                              "pair, but this variant does not let it win"))
    if right - chosen:
        miss = tile_names(parse_tile(t) for t in sorted(right - chosen, key=parse_tile))
        lines.append(both(f"漏了：{miss}", f"Missed: {miss}"))
    unseen = {r["tile"]: r["unseen"] for r in q.rows}
    groups = (tile_group(both("听的牌（未见张数）", "The waits (unseen copies)"),
                         [(parse_tile(t), unseen.get(t, 0)) for t in order]),)
    readings = wait_readings(rules, hand, [parse_tile(t) for t in order], q.situation)
    return Grade(credit, chosen == right, tuple(lines), marks, rule=rule,
                 count=count_text(len(chosen & right), len(right), len(chosen - right)),
                 credit_why=CREDIT_WHY["overlap"], tiles=groups, readings=tuple(readings),
                 table={lang: listing(lang) for lang in ("zh", "en")})


def shape_rule(rules: MahjongRules, hand: Hand, tile: int) -> Text:
    """The rule that refuses a win the bare shape allows: 缺一门 for a hand of three suits,
    else the variant's own (:data:`~.why.SHAPE_RULES`), else the engine's reason."""
    won = hand.add(tile)
    if drops_a_suit(rules) and suits_held(won) == 3:
        return quemen_rule(rules)
    if rules.id in SHAPE_RULES:
        return both(*SHAPE_RULES[rules.id])
    reason, ruling = rules.why_incomplete(won)
    say = getattr(reason, "say", None)
    tag = f" ({ruling})" if ruling else ""
    return both((say("zh") if say else reason) + tag, str(reason) + tag)


# how the best discard and the waits are dealt and graded (:data:`.session.SPECS` holds every type)
HAND_SPECS: dict[str, Spec] = {
    "discard": Spec(_deal_discard, _grade_discard),
    "waits": Spec(_deal_waits, _grade_waits),
}
