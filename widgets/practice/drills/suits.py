"""Two question types on the suits: 定缺 (P-DR5, :func:`suit_table`) and 换三张 (P-DR6,
:func:`exchange_table`); their deal and grade are :data:`SUIT_SPECS`."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable
from itertools import combinations
from typing import Any

from widgets.engine.notation import Hand, format_tiles, parse_hand
from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation
from widgets.engine.tiles import parse_tile, tile_name

from .deal import Spec, face_up, new_question, random_hand, shanten_rank, tile_choices
from .hands import shanten_words
from .questions import (
    SUIT_EN,
    SUIT_LETTERS,
    SUIT_ZH,
    TABLE_ROWS,
    Choice,
    DrillError,
    Grade,
    Question,
    both,
    rules_for,  # noqa: F401  (the examples use it)
    rules_of,
    suit_group,
    tile_names,
)
from .why import CREDIT_WHY

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
    visible = Counter(hand.all_tiles() + face_up(rules, situation))
    rows = []
    for (g,) in rules.drops(hand):
        drop = [(g,)]
        now = rules.shanten_dropping(hand, situation, drop)
        after = rules._draw_shanten(hand, situation, drop)  # the draws share the work
        better = [(t, rules.copies - visible[t]) for t in rules.kinds
                  if suit_group(t) != g and visible[t] < rules.copies
                  and shanten_rank(after(t)) < shanten_rank(now)]
        rows.append({"suit": SUIT_LETTERS[g], "shanten": now,
                     "effective": sum(n for _, n in better),
                     "held": sum(1 for t in hand.closed if suit_group(t) == g)})
    rows.sort(key=_suit_key)
    for r in rows:
        r["best"] = _suit_key(r) == _suit_key(rows[0])
    return rows


def _suit_key(row: dict[str, Any]) -> tuple:
    return (shanten_rank(row["shanten"]), -row["effective"], row["held"])


def _deal_dingque(rules: MahjongRules, rng: random.Random, level: str, strict: bool
                  ) -> Question | None:
    hand = random_hand(rules, rng, 13, groups=(0, 1, 2))
    if len({suit_group(t) for t in hand.closed}) < 3:
        return None
    rows = suit_table(rules, hand)
    best, second = rows[0], rows[1]
    if strict:
        wish = {"easy": shanten_rank(best["shanten"]) < shanten_rank(second["shanten"])
                and second["held"] - best["held"] >= 2,
                "medium": True,
                "hard": best["shanten"] == second["shanten"]}[level]
        if not wish:
            return None
    fewest = min(rows, key=lambda r: (r["held"], SUIT_LETTERS.index(r["suit"])))
    return new_question(
        rules, "dingque", level, hand, Situation(),
        prompt=both("定缺：这手刚发的牌，缺哪一门最好？（和牌必须缺一门）",
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
        return (f"缺{name}：{shanten_words(r['shanten'], lang)}，进张 {r['effective']}，"
                f"要打掉 {r['held']} 张")
    return (f"drop {name}: {shanten_words(r['shanten'], lang)}, {r['effective']} improving "
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
                  name(a, lang) for a in sorted(q.answer)) for lang in ("zh", "en")}]
    if credit < 1:  # why the pick is worse: the first ranking key it loses on
        why = (both("向听更高", "a higher shanten") if mine["shanten"] != best["shanten"]
               else both("进张更少", "fewer improving tiles")
               if mine["effective"] != best["effective"]
               else both("要打掉的牌更多", "more tiles to discard"))
        lines.append({lang: ("你的选择 " if lang == "zh" else "Your choice: ")
                      + text(mine, lang) + ("：" if lang == "zh" else " — ") + why[lang]
                      for lang in ("zh", "en")})
    table = {lang: "\n".join(text(r, lang) for r in shown)
             + (f"\n…（另有 {more} 种）" if lang == "zh" else f"\n… and {more} more")
             * bool(more) for lang in ("zh", "en")}
    marks = {a: "right" for a in q.answer} | ({} if credit == 1 else {picked[0]: "wrong"})
    return Grade(credit, credit == 1, tuple(lines), marks, credit_why=CREDIT_WHY["one"],
                 table=table)


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
    visible = Counter(hand.all_tiles() + face_up(rules, situation))
    rows = []
    for g in range(3):
        tiles = [t for t in hand.closed if suit_group(t) == g]
        for trio in sorted(set(combinations(tiles, 3))):
            kept = Hand(tuple(sorted((Counter(hand.closed) - Counter(trio)).elements())),
                        hand.melds)
            by_drop = [(shanten_rank(rules.shanten_dropping(kept, situation, [d])), d)
                       for d in rules.drops(kept)]
            if not by_drop:
                continue
            least = min(s for s, _ in by_drop)
            best = None
            for s, drop in by_drop:
                if s != least:  # a higher shanten ranks below whatever its 进张
                    continue
                after = rules._draw_shanten(kept, situation, [drop])  # draws share the work
                better = sum(rules.copies - visible[t] for t in rules.kinds
                             if visible[t] < rules.copies and suit_group(t) not in drop
                             and shanten_rank(after(t)) < s)
                cand = (s, -better, drop)
                if best is None or cand < best:
                    best = cand
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
    return new_question(
        rules, "exchange", level, hand, Situation(),
        prompt=both("换三张：选出要换出去的三张同一门的牌（少于三张的那门不能选）。",
                    "换三张: pick the three tiles of one suit to pass on (a suit with "
                    "fewer than three tiles cannot be picked)."),
        choices=tile_choices(hand.closed), pick="three",
        answer=frozenset(r["give"] for r in best), rows=tuple(rows),
        tempting=runner["give"] if runner else "")


def _exchange_text(r: dict[str, Any], lang: str) -> str:
    give = tile_names(parse_hand(r["give"]).concealed)
    if lang == "zh":
        return (f"换出 {give}：留下的十张 {shanten_words(r['shanten'], lang)}"
                f"（缺{SUIT_ZH.get(r['drop'], r['drop'])}；换来的三张按无用计），"
                f"进张 {r['effective']}")
    return (f"give {give}: the ten kept are {shanten_words(r['shanten'], lang)} (dropping "
            f"{SUIT_EN.get(r['drop'], r['drop'])}; the three to come counted as no help), "
            f"{r['effective']} improving tiles")


def _grade_exchange(q: Question, picked: list[str], total: int | None) -> Grade:
    if len(picked) != 3:
        raise DrillError(f"pick three tiles of one suit, not {len(picked)}")
    try:
        tiles = sorted(parse_tile(p) for p in picked)
    except ValueError as e:
        raise DrillError(str(e)) from None
    if len({suit_group(t) for t in tiles}) != 1 or suit_group(tiles[0]) > 2:
        raise DrillError(f"{format_tiles(tiles)}: the three tiles must be of one suit")
    if Counter(tiles) - Counter(rules_of(q).hand(q.hand).closed):
        raise DrillError(f"{format_tiles(tiles)}: the hand does not hold these tiles")
    g = _grade_one_of_rows(q, [format_tiles(tiles)], "give", _exchange_text, "trio",
                           lambda trio, lang: tile_names(parse_hand(trio).concealed))
    # the marks go on the hand's tiles: yours right or wrong, the first best trio's missed
    mine = Counter(tile_name(t) for t in tiles)
    right = mine if g.correct else Counter(
        tile_name(t) for t in parse_hand(sorted(q.answer)[0]).concealed)
    marks = ({t: "missed" for t in right - mine} | {t: "wrong" for t in mine - right}
             | {t: "right" for t in mine & right})
    return dataclasses.replace(g, marks=marks)


# how 定缺 and 换三张 are dealt and graded (:data:`.session.SPECS` holds every type)
SUIT_SPECS: dict[str, Spec] = {
    "dingque": Spec(_deal_dingque, _grade_dingque),
    "exchange": Spec(_deal_exchange, _grade_exchange),
}
