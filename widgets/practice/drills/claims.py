"""Two question types on a tile or a win: may I claim this (P-DR3) and what is it worth
(P-DR4); their deal and grade are :data:`CLAIM_SPECS`."""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

from widgets.engine.notation import Hand, format_tiles
from widgets.engine.results import InvalidHand, NotAllowed
from widgets.engine.rules import MahjongRules
from widgets.engine.tiles import parse_tile, tile_name

from .deal import (
    Spec,
    can_exist,
    complete_hand,
    deal_situation,
    face_up,
    melds_for,
    new_question,
    perturb,
)
from .hands import jaccard, plain_complete
from .questions import (
    CLAIM_EN,
    CLAIM_ZH,
    CLAIMS,
    Choice,
    DrillError,
    Grade,
    Question,
    Text,
    both,
    claim_kinds,
    rules_of,
    tile_names,
)
from .why import CREDIT_WHY, arrangement_view, count_text

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


def shape_refusal(reason: str) -> str | None:
    """The Chinese of an engine refusal by shape alone; None for a rule of the variant.

    >>> shape_refusal("碰 needs two 4m 四万 in hand; you hold 1")
    '碰要手里有两张 4m 四万，你有 1 张'
    >>> shape_refusal("no kong while one tile remains") is None
    True
    """
    for pattern, zh in SHAPE_REFUSALS:
        found = pattern.fullmatch(reason)
        if found:
            return zh.format(*found.groups())
    return None


def _deal_claim(rules: MahjongRules, rng: random.Random, level: str, strict: bool
                ) -> Question | None:
    situation = deal_situation(rules, rng, level)
    if level == "hard" and rng.random() < 0.5:
        # the wall's end, where kongs are refused (R-S14; 大师游: none from an empty wall)
        situation = situation.with_(wall_remaining=rng.randint(0, 4))
    base = complete_hand(rules, rng, melds_for(rules, rng, level))
    if base is None:
        return None
    closed = list(base.closed)
    closed.remove(rng.choice(closed))
    hand = Hand(tuple(closed), base.melds)
    if rng.random() < 0.5:
        hand = perturb(rules, rng, hand, 1)
    if not can_exist(rules, hand, situation):
        return None
    held = Counter(hand.closed)
    candidates = sorted({t for t, n in held.items() if n >= 2}
                        | {t + d for t in hand.closed for d in (-2, -1, 1, 2)
                           if t < 27 and 0 <= t + d < 27 and (t + d) // 9 == t // 9}
                        | {w.tile for w in rules.waits(hand, (), situation)})
    candidates = [t for t in candidates if t in rules.kinds
                  and hand.all_tiles().count(t) + face_up(rules, situation).count(t)
                  < rules.copies]
    if not candidates:
        return None
    # easy and hard: mostly tiles the hand could use (easy: so that the answer is mostly a
    # claim, not 过; hard: so that a refusal is a rule's, not the shape's)
    likely = [t for t in candidates if held[t] >= 2 or plain_complete(hand.add(t))]
    tile = rng.choice(likely if level != "medium" and likely and rng.random() < 0.8
                      else candidates)
    seat = 2 if level == "easy" and 2 in rules.seats else rng.choice(rules.seats)
    offered = claim_kinds(rules)
    # tempting: the tiles would allow it, a rule of the variant refuses it
    shaped = {"pon": held[tile] >= 2, "kong": held[tile] >= 3,
              "chi": seat == 1 and any(all(x in held for x in run if x != tile)
                                       for run in _runs_with(tile)),
              "win": plain_complete(hand.add(tile))}
    if strict and level == "hard" and not _may_tempt(rules, hand, tile, seat, situation,
                                                     [k for k in offered if shaped.get(k)]):
        return None  # hard wants a trap and there is none: spare the full report (issue 26)
    try:
        report = rules.claims(hand, tile, seat, situation)
    except (ValueError, NotAllowed):
        return None
    allowed = {o.kind for o in report.options} or {"pass"}
    refusals = [r for r in report.refused if r.kind in offered]
    tempting = [r for r in refusals if shaped.get(r.kind) and shape_refusal(r.reason) is None]
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
    return claim_question(rules, level, hand, situation, tile, seat, report,
                          tempting[0].kind if tempting else "")


def claim_question(rules: MahjongRules, level: str, hand: Hand, situation: Any, tile: int,
                   seat: int, report: Any, tempting: str = "") -> Question:
    """The claim question on ``tile`` discarded from ``seat``: every claim the variant has,
    the engine's ``report`` (``rules.claims``) the answer and its rows."""
    allowed = {o.kind for o in report.options} or {"pass"}
    rows = tuple([{"kind": o.kind, "allowed": True, "tiles": [tile_name(t) for t in o.tiles],
                   "reason": o.note, "ruling": ""} for o in report.options]
                 + [{"kind": r.kind, "allowed": False, "tiles": [], "reason": r.reason,
                     "ruling": r.ruling} for r in report.refused])
    seat_zh = {1: "上家", 2: "对家", 3: "下家"}[seat]
    seat_en = {1: "the player on your left (上家)", 2: "the player across (对家)",
               3: "the player on your right (下家)"}[seat]
    return new_question(
        rules, "claim", level, hand, situation,
        prompt=both(f"{seat_zh}打出 {tile_names([tile])}。你可以做什么？"
                    "（可多选；都不行选 过）",
                    f"{seat_en} discards {tile_names([tile])}. What may you do? (choose "
                    "all that the rules allow; none: Pass)"),
        choices=tuple(Choice(k, CLAIM_ZH[k], CLAIM_EN[k]) for k in claim_kinds(rules)),
        pick="many", answer=frozenset(allowed), rows=rows, discard=tile,
        from_seat=seat, tempting=tempting)


def _may_tempt(rules: MahjongRules, hand: Hand, tile: int, seat: int, situation,
               kinds: list[str]) -> bool:
    """Whether a rule of the variant refuses one of ``kinds`` (those the tiles would allow),
    asked kind by kind as :meth:`claims` asks them: most hard deals have no trap, and the whole
    report (a scored win below 起胡 among it) costs most of a deal. No draw of the generator
    happens between here and the report, so the questions a seed deals stay the same."""
    try:
        hand = rules.validate(hand)
    except (ValueError, NotAllowed):
        return False  # claims() refuses it as well: no question
    for kind in sorted(kinds, key=lambda k: k == "win"):  # the shape checks first, a win last
        found, why = rules.claim_options(kind, hand, tile, seat, situation)
        if not found and shape_refusal(why.reason) is None:
            return True
    return False


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
    credit = jaccard(chosen, right)
    marks = ({k: "right" for k in chosen & right} | {k: "wrong" for k in chosen - right}
             | {k: "missed" for k in right - chosen})
    lines = [both("可以：" + " ".join(CLAIM_ZH[k] for k in CLAIMS if k in right),
                  "Allowed: " + ", ".join(CLAIM_EN[k] for k in CLAIMS if k in right))]
    mine: list[Text] = []  # the learner's wrong picks first: their reasons are the lesson
    rest: list[Text] = []
    rule = None
    for r in q.rows:
        if r["kind"] not in values:
            continue
        ruling = f" ({r['ruling']})" if r["ruling"] else ""
        if r["allowed"]:
            tiles = format_tiles(parse_tile(t) for t in r["tiles"])
            line = both(f"{CLAIM_ZH[r['kind']]} ✓ {tiles} {say_reason(r['reason'], 'zh')}".rstrip(),
                        f"{CLAIM_EN[r['kind']]} ✓ {tiles} {say_reason(r['reason'], 'en')}".rstrip())
        else:
            line = both(f"{CLAIM_ZH[r['kind']]} ✗ {say_reason(r['reason'], 'zh')}{ruling}",
                        f"{CLAIM_EN[r['kind']]} ✗ {say_reason(r['reason'], 'en')}{ruling}")
            if r["kind"] in chosen and shape_refusal(r["reason"]) is None and rule is None:
                rule = line  # a rule of the variant refused the learner's pick: set it apart
                continue
        (mine if r["kind"] in chosen - right else rest).append(line)
    if mine:
        lines.append(both("你选的不行：", "What you chose is refused:"))
    lines += mine + rest
    return Grade(credit, chosen == right, tuple(lines), marks, rule=rule,
                 count=count_text(len(chosen & right), len(right), len(chosen - right)),
                 credit_why=CREDIT_WHY["overlap"])


def say_reason(reason: str, lang: str) -> str:
    """An engine reason in ``lang``: a bilingual reason (Why) says it; a refusal by shape has
    its Chinese here (:data:`SHAPE_REFUSALS`); otherwise as the engine wrote it."""
    if hasattr(reason, "say"):
        return reason.say(lang)
    if lang == "zh":
        return shape_refusal(reason) or reason
    return str(reason)


# ---- what is it worth (P-DR4) -------------------------------------------------------------


# An easy score question has few fans and nothing excluded (P-DR8). Where fans add up, every
# win carries several small ones (双人: 门前清, 单钓将 …): at most two lines almost never happens
# there (no hand in 400 dealt), so "easy" was never met and the drill scored 60 hands in vain.
EASY_SCORE_LINES = {"shuangren": 4}


def _deal_score(rules: MahjongRules, rng: random.Random, level: str, strict: bool
                ) -> Question | None:
    situation = deal_situation(rules, rng, level)
    if level != "easy" and rng.random() < 0.5:
        situation = situation.with_(self_drawn=True)
    if level == "hard" and rng.random() < 0.3:
        situation = situation.with_(**rng.choice(({"after_kong": True, "self_drawn": True},
                                                  {"last_tile": True}, {"robbing_kong": True})))
    base = complete_hand(rules, rng, melds_for(rules, rng, level), seven_pairs=0.2)
    if base is None:
        return None
    win = rng.choice(base.closed)
    closed = list(base.closed)
    closed.remove(win)
    hand = Hand(tuple(closed), base.melds, (), win)
    if not can_exist(rules, hand, situation):
        return None
    try:
        result = rules.score(hand, situation)
    except (NotAllowed, InvalidHand):
        return None
    if strict:
        wish = {"easy": len(result.lines) <= EASY_SCORE_LINES.get(rules.id, 2)
                and not result.excluded,
                "medium": len(result.lines) >= 2 or bool(result.excluded),
                "hard": bool(result.excluded)}[level]
        if not wish:
            return None
    shown = {line.key for line in result.lines} | {e.key for e in result.excluded}
    others = [f for f in rules.fans if f.key not in shown]
    rng.shuffle(others)
    offered = [f for f in rules.fans if f.key in shown] + others[:max(2, 8 - len(shown))]
    rng.shuffle(offered)
    return score_question(rules, level, hand, situation, result, offered)


def score_question(rules: MahjongRules, level: str, hand: Hand, situation: Any, result: Any,
                   offered: list[Any]) -> Question:
    """The score question on a winning ``hand``: the engine's ``result`` (``rules.score``)
    the answer (its fan lines and total) and its rows; ``offered`` the fans to choose from."""
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
    return new_question(
        rules, "score", level, hand, situation,
        prompt=both(f"这手牌和了（{how[0]}）。哪些番算数（不计的不选）？合计多少？",
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
    fans = jaccard(chosen, right)
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

    breakdown: Text = {lang: ", ".join(fan_line(r, lang) for r in counted.values())
                       + ("\n合计 " if lang == "zh" else "\nTotal ") + str(q.total)
                       for lang in ("zh", "en")}
    lines: list[Text] = []  # the learner's mistakes first, each with its reason
    for k in sorted(chosen - right):
        if k in excluded:
            why = excluded[k]["why"]
            lines.append(both(f"你选了 {names[k].zh}，但它不计：{say_reason(why, 'zh')}",
                              f"You picked {names[k].en}, but it is excluded: "
                              f"{say_reason(why, 'en')}"))
        else:
            lines.append(both(f"你选了 {names[k].zh}，这手牌没有", f"You picked {names[k].en}: "
                              "the hand does not have it"))
    for k in sorted(right - chosen):
        lines.append(both(f"漏了 {names[k].zh}", f"Missed: {names[k].en}"))
    if not total_right:
        lines.append(both(f"合计不是 {total}，是 {q.total}", f"The total is {q.total}, not "
                          f"{total}"))
    lines.append(breakdown)
    for r in excluded.values():
        lines.append(both(f"不计 {r['zh']}：{say_reason(r['why'], 'zh')}",
                          f"Not counted: {r['en']} {r['zh']} — {say_reason(r['why'], 'en')}"))
    for r in q.rows:
        if r.get("note"):
            lines.append(both(say_reason(r["why"], "zh"), say_reason(r["why"], "en")))
    doubled = sum(r["value"] * r["count"] for r in counted.values())
    rules = rules_of(q)
    if _mode(q) == "doubling" and rules.base * 2 ** doubled == q.total:
        # 永州: "番是2倍的意思" — the total is not the sum the learner may type
        lines.append(both(f"合计 = {rules.base} × 2^{doubled}（每番翻一倍）= {q.total}",
                          f"Total = {rules.base} × 2^{doubled} (each 番 doubles) = {q.total}"))
    count = count_text(len(chosen & right), len(right), len(chosen - right))
    total_words = both("合计对" if total_right else "合计错",
                       "total right" if total_right else "total wrong")
    count = {lang: f"{count[lang]}{'；' if lang == 'zh' else '; '}{total_words[lang]}"
             for lang in ("zh", "en")}
    won = rules.hand(q.hand)
    readings: tuple[dict[str, Any], ...]
    try:  # the winning reading, to draw (graded once per answer: the deal stays as fast)
        readings = (arrangement_view(rules.score(won, q.situation).arrangement, won),)
    except (NotAllowed, InvalidHand, ValueError):
        readings = ()
    return Grade(credit, chosen == right and total_right, tuple(lines), marks, total_right,
                 count=count, credit_why=CREDIT_WHY["score"], readings=readings)


def _mode(q: Question) -> str:
    return rules_of(q).mode


# how claim and score are dealt and graded (:data:`.session.SPECS` holds every type)
CLAIM_SPECS: dict[str, Spec] = {
    "claim": Spec(_deal_claim, _grade_claim),
    "score": Spec(_deal_score, _grade_score),
}
