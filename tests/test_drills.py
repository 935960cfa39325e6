"""Drills
(practice/drills/session.py): every dealt question has exactly the answer the engine computes,
a seeded session is reproducible, grading gives partial credit as documented (P-DR1…P-DR6).

Questions are dealt for every registered variant (``widgets.variants()``), so a variant that
registers later is covered without a change here."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from mahjong.agari import Agari

import widgets
from widgets.engine.notation import Hand, format_tiles, parse_hand
from widgets.engine.shape import counts34
from widgets.engine.situation import Situation
from widgets.engine.tiles import parse_tile, tile_name
from widgets.practice import drills
from widgets.practice.drills import (
    LEVELS,
    DrillError,
    Session,
    available_kinds,
    exchange_table,
    grade,
    make_question,
    rules_for,
    suit_table,
)
from widgets.practice.drills.claims import shape_refusal
from widgets.practice.drills.deal import melds_for, new_question, tile_choices
from widgets.practice.drills.hands import plain_complete

VARIANTS = widgets.variants()
CASES = [(v, k) for v in VARIANTS for k in available_kinds(rules_for(v))]
SEEDS = (0, 1)


def _deal(variant: str, kind: str, level: str, seed: int) -> drills.Question:
    return make_question(kind, variant, level, seed)


# ---- the answer is the engine's ------------------------------------------------------------


def engine_answer(q: drills.Question) -> tuple[frozenset[str], int | None]:
    """The answer recomputed here from the rules' public verbs, not from drills' tables."""
    r = rules_for(q.variant, dict(q.options))
    hand, sit = r.hand(q.hand), q.situation
    if q.kind == "waits":
        waits = r.waits(hand, (), sit)
        # brute force too: a wait is a tile that completes the hand
        complete = {t for t in r.kinds if r.shanten(hand.add(t), sit) == -1}
        assert {w.tile for w in waits} == complete
        return frozenset(tile_name(w.tile) for w in waits if not w.dead), None
    if q.kind == "claim":
        report = r.claims(hand, q.discard, q.from_seat, sit)
        return frozenset({o.kind for o in report.options} or {"pass"}), None
    if q.kind == "score":
        s = r.score(hand, sit)
        return frozenset(line.key for line in s.lines), s.total
    if q.kind == "discard":
        keys = {}
        for d in r.discard_advice(hand, (), sit):
            exp = 0.0
            if d.shanten == 0:
                after = Hand(hand.closed, hand.melds).remove(d.tile)
                live = [w for w in r.waits(after, [d.tile], sit, scores=True) if not w.dead]
                n = sum(w.unseen for w in live)
                v = sum(w.unseen * (w.discard_score if w.discard_score is not None
                                    else w.self_draw_score or 0) for w in live)
                exp = round(v / n, 2) if n else 0.0
            keys[tile_name(d.tile)] = (99 if d.shanten is None else d.shanten,
                                       -d.effective_count, -exp)
        best = min(keys.values())
        return frozenset(t for t, k in keys.items() if k == best), None
    if q.kind == "dingque":
        rows = {}
        for (g,) in r.drops(hand):
            s = r.shanten_dropping(hand, sit, [(g,)])
            eff = sum(r.copies - hand.closed.count(t) for t in r.kinds
                      if t // 9 != g and r.shanten_dropping(hand.add(t), sit, [(g,)]) < s)
            rows["mps"[g]] = (s, -eff, sum(1 for t in hand.closed if t // 9 == g))
        assert min(k[0] for k in rows.values()) == r.shanten(hand)  # the variant's own shanten
        best = min(rows.values())
        return frozenset(s for s, k in rows.items() if k == best), None
    if q.kind == "exchange":
        keys = {}
        for g in range(3):
            suit = [t for t in hand.closed if t // 9 == g]
            for trio in set(combinations(suit, 3)):
                kept = Hand(tuple(sorted((Counter(hand.closed) - Counter(trio)).elements())))
                s = r.shanten(kept)
                eff = max(sum(r.copies - hand.closed.count(t) for t in r.kinds
                              if t // 9 not in drop
                              and r.shanten_dropping(kept.add(t), None, [drop]) < s)
                          for drop in r.drops(kept) if r.shanten_dropping(kept, None, [drop]) == s)
                keys[format_tiles(trio)] = (s, -eff)
        best = min(keys.values())
        return frozenset(t for t, k in keys.items() if k == best), None
    raise AssertionError(q.kind)


@pytest.mark.parametrize("variant,kind", CASES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_question_has_the_engines_answer(variant, kind, level):
    for seed in SEEDS:
        q = _deal(variant, kind, level, seed)
        r = rules_for(variant)
        hand = r.hand(q.hand)
        extra = getattr(r, "situation_problems", None)
        seen = list(getattr(r, "face_up", lambda s: [])(q.situation))
        assert not r.problems(hand, seen), (q.hand, r.problems(hand, seen))
        assert not (extra and extra(hand, q.situation, seen))
        answer, total = engine_answer(q)
        assert q.answer == answer, (variant, kind, level, seed, q.hand)
        assert q.total == total
        assert q.answer and q.answer <= {c.value for c in q.choices} | {
            format_tiles(parse_hand(a).concealed) for a in q.answer if q.pick == "three"}
        right = grade(q, _right_pick(q), q.total)
        assert right.correct and right.credit == 1.0, right.text("en")
        assert right.text("zh") and right.text("en")


def _right_pick(q: drills.Question) -> list[str]:
    best = sorted(q.answer)
    if q.pick == "three":
        return [tile_name(t) for t in parse_hand(best[0]).concealed]
    return best[:1] if q.pick == "one" else best


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_wrong_answer_is_graded_below_full_credit(variant):
    for kind in available_kinds(rules_for(variant)):
        q = _deal(variant, kind, "medium", 5)
        wrong = [c.value for c in q.choices if c.value not in q.answer]
        if q.pick == "three" or not wrong:
            continue
        pick = wrong[:1] if q.pick == "one" else sorted(q.answer) + wrong[:1]
        g = grade(q, pick, q.total)
        assert not g.correct and g.credit < 1, (kind, q.hand, pick)
        assert any(m in ("wrong", "excluded") for m in g.marks.values())


# ---- reproducible sessions -------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_seeded_session_is_reproducible(variant):
    a = Session(variant, level="hard", n=6, seed="class 3B")
    b = Session(variant, level="hard", n=6, seed="class 3B")
    first = [a.question(i) for i in range(6)]
    assert [b.question(i) for i in reversed(range(6))][::-1] == first  # order does not matter
    assert [q.kind for q in first] == [a.kinds[i % len(a.kinds)] for i in range(6)]
    c = Session(variant, level="hard", n=6, seed="class 3C")
    assert [c.question(i).hand for i in range(6)] != [q.hand for q in first]


def test_a_session_records_progress_and_restarts_with_the_same_questions():
    s = Session("sichuan-xuezhan", kinds=("waits", "dingque"), level="easy", n=4, seed=11)
    hands = []
    for i in range(4):
        q = s.question()
        hands.append(q.hand)
        pick = _right_pick(q) if i != 2 else [c.value for c in q.choices
                                              if c.value not in q.answer][:1]
        s.answer(pick)
        with pytest.raises(DrillError, match="answered already"):
            s.answer(pick)
        if i < 3:
            s.next()
    with pytest.raises(DrillError, match="last of 4"):
        s.next()
    p = s.progress()
    assert (p["answered"], p["streak"], p["best_streak"], p["finished"]) == (4, 1, 2, True)
    assert p["per_kind"]["waits"]["correct"] == 1 and p["per_kind"]["dingque"]["correct"] == 2
    s.restart()
    assert s.progress()["answered"] == 0
    assert [s.question(i).hand for i in range(4)] == hands


def test_bad_settings_and_answers_name_the_problem():
    with pytest.raises(ValueError, match="no dingque drill"):
        Session("wuhan", kinds=("dingque",))
    with pytest.raises(ValueError, match="level is one of"):
        Session("wuhan", level="expert")
    with pytest.raises(ValueError, match="whole number of questions"):
        Session("wuhan", n=0)
    with pytest.raises(ValueError, match="card game"):
        Session("doudizhu")
    with pytest.raises(ValueError, match="unknown question type"):
        make_question("bluff", "wuhan")
    q = make_question("exchange", "sichuan-xuezhan", "easy", 1, check_available=False)
    with pytest.raises(DrillError, match="three tiles"):
        grade(q, ["1m"])
    hand = parse_hand(q.hand).closed
    mixed = [tile_name(t) for t in (hand[0], hand[-1])]
    one_suit = [t for t in hand if t // 9 == hand[0] // 9]
    with pytest.raises(DrillError, match="one suit|does not hold"):
        grade(q, mixed + [tile_name(hand[len(hand) // 2])])
    if len(one_suit) < 3:
        with pytest.raises(DrillError, match="does not hold"):
            grade(q, [tile_name(one_suit[0])] * 3)
    q = make_question("score", "sichuan-xuezhan", "easy", 1)
    with pytest.raises(DrillError, match="total"):
        grade(q, sorted(q.answer))
    with pytest.raises(DrillError, match="whole number"):
        grade(q, sorted(q.answer), "16")  # type: ignore[arg-type]
    with pytest.raises(DrillError, match="not one of the fans"):
        grade(q, ["no-such-fan"], 1)


# ---- rulings: how each drill grades -----------------------------------------------------------


@pytest.mark.ruling("P-DR1")
def test_best_discard_ranks_shanten_then_effective_tiles_then_expected_score():
    """P-DR1 (the issue: "grade by shanten after the discard, then by unseen effective tiles,
    then by expected score of the resulting waits"): 22555666788999m — discarding 7m or 8m
    both leave a ready hand with 4 unseen winning tiles; 7m's waits (2m, 8m) average ×8,
    8m's (2m, 6m, 9m) ×6, so 7m is best and 8m earns 0.75."""
    r = rules_for("sichuan-xuezhan")
    rows = {row["tile"]: row for row in drills.discard_table(r, r.hand("22555666788999m"),
                                                            Situation())}
    assert (rows["7m"]["shanten"], rows["7m"]["effective"], rows["7m"]["expected"]) == (0, 4, 8.0)
    assert (rows["8m"]["shanten"], rows["8m"]["effective"], rows["8m"]["expected"]) == (0, 4, 6.0)
    question = _discard_question("22555666788999m")
    assert question.answer == {"7m"}
    assert grade(question, ["8m"]).credit == 0.75
    worse = [t for t, row in rows.items() if row["shanten"] > 0]
    assert worse and grade(question, [worse[0]]).credit == 0.0


@pytest.mark.ruling("P-DR1")
def test_a_discard_that_ties_on_shanten_but_loses_on_effective_tiles_earns_half():
    """P-DR1: "the second-best by shanten ties but loses on 进张" is the tempting wrong answer,
    worth half: 1112345678999m5p (九莲宝灯 plus 5p): 5p leaves nine waits."""
    question = _discard_question("1112345678999m5p")
    assert question.answer == {"5p"}
    r = rules_for("sichuan-xuezhan")
    advice = {tile_name(d.tile): d for d in r.discard_advice("1112345678999m5p")}
    tied = [t for t, d in advice.items() if t != "5p" and d.shanten == advice["5p"].shanten]
    assert tied
    g = grade(question, [tied[0]])
    assert g.credit == 0.5 and "fewer improving tiles" in g.text("en")


def _discard_question(hand: str) -> drills.Question:
    r = rules_for("sichuan-xuezhan")
    h = r.hand(hand)
    rows = drills.discard_table(r, h, Situation())
    return new_question(r, "discard", "medium", h, Situation(), prompt={"zh": "", "en": ""},
                        choices=tile_choices(h.closed), pick="one",
                        answer=frozenset(x["tile"] for x in rows if x["best"]), rows=tuple(rows))


@pytest.mark.ruling("P-DR2")
def test_waits_partial_credit_and_dead_waits_flagged():
    """P-DR2: waits are graded as |chosen ∩ waits| / |chosen ∪ waits| over the live waits; a
    dead wait (DESIGN.md: "A wait whose four copies are all in the hand itself is shown as
    dead") is flagged and neither required nor wrong. 66m45555667888p waits on 6m and 8p;
    5p is dead (all four held)."""
    r = rules_for("sichuan-xuezhan")
    q = _waits_question("66m45555667888p")
    assert q.answer == {"6m", "8p"}
    assert [w.tile for w in r.waits("66m45555667888p") if w.dead] == [parse_tile("5p")]
    for pick in (["6m", "8p"], ["6m", "8p", "5p"]):
        g = grade(q, pick)
        assert g.correct and g.credit == 1.0 and g.marks["5p"] == "dead"
    half = grade(q, ["6m"])
    assert half.credit == 0.5 and half.marks["8p"] == "missed" and not half.correct
    third = grade(q, ["6m", "7p", "1s"])
    assert third.credit == 0.25 and third.marks["7p"] == "wrong"
    assert "dead" in grade(q, ["6m"]).text("en")


def _waits_question(hand: str, variant: str = "sichuan-xuezhan") -> drills.Question:
    r = rules_for(variant)
    h = r.hand(hand)
    waits = r.waits(h, (), Situation(), scores=True)
    rows = tuple({"tile": tile_name(w.tile), "unseen": w.unseen, "dead": w.dead,
                  "discard_score": w.discard_score, "self_draw_score": w.self_draw_score}
                 for w in waits)
    return new_question(r, "waits", "medium", h, Situation(), prompt={"zh": "", "en": ""},
                        choices=tile_choices(r.kinds), pick="many",
                        answer=frozenset(tile_name(w.tile) for w in waits if not w.dead),
                        rows=rows)


@pytest.mark.ruling("P-DR3")
def test_claims_offer_only_what_the_variant_has_and_explain_refusals():
    """P-DR3: the claim drill offers the variant's meld kinds, 胡 and 过 (Sichuan: "游戏中不可以
    吃牌", so no 吃 button), is graded like the waits (overlap over union), and shows each
    refusal with its ruling: no kong while one tile remains (R-S14, "剩余最后一张牌时不可以杠
    牌")."""
    assert drills.claim_kinds(rules_for("sichuan-xuezhan")) == ("pon", "kong", "win", "pass")
    assert drills.claim_kinds(rules_for("wuhan")) == ("chi", "pon", "kong", "win", "pass")
    found = None
    for seed in range(200):
        q = make_question("claim", "sichuan-xuezhan", "hard", seed)
        if q.tempting == "kong" and any(row["ruling"] == "R-S14" for row in q.rows):
            found = q  # three in hand: only the rule refuses the kong
            break
    assert found is not None, "no tempting R-S14 refusal in 200 hard claim questions"
    assert Counter(parse_hand(found.hand).closed)[found.discard] == 3
    assert "chi" not in {c.value for c in found.choices}
    assert found.situation.wall_remaining <= 1
    g = grade(found, ["kong"])
    assert not g.correct and g.marks["kong"] == "wrong"
    assert "R-S14" in g.text("en") and "剩余最后一张牌时不可以杠牌" in g.text("zh")
    with pytest.raises(DrillError, match="not a claim here"):
        grade(found, ["chi"])
    with pytest.raises(DrillError, match="at least one"):
        grade(found, [])


def test_shape_refusals_read_in_chinese_and_only_rules_tempt():
    """The engine's refusals by shape (碰 needs two …) are given in Chinese in zh mode, and
    are never the tempting wrong answer: only a rule of the variant is."""
    english = ("needs two", "needs three", "no two tiles", "takes only", "does not complete")
    translated = 0
    for seed in range(8):
        g = grade(make_question("claim", "yongzhou", "medium", seed), ["pass"])
        assert not any(e in g.text("zh") for e in english), g.text("zh")
        translated += any(e in g.text("en") for e in english)
    assert translated >= 6
    assert shape_refusal("5s 五条 does not complete the hand") == "5s 五条 凑不成和牌"
    assert shape_refusal("红中 can never be claimed") is None
    for seed in range(8):
        q = make_question("claim", "sichuan-xuezhan", "hard", seed)
        if q.tempting:
            row = next(r for r in q.rows if r["kind"] == q.tempting)
            assert shape_refusal(row["reason"]) is None


@pytest.mark.ruling("P-DR3")
def test_wuhan_refuses_to_claim_the_red_dragon():
    """P-DR3 with Wuhan's refusal: "不能吃碰杠红中" — a 碰 of 红中 with two in hand is refused,
    the tempting wrong answer."""
    r = rules_for("wuhan")
    hand = "55z234m678p [123s,1] 99s"
    report = r.claims(r.hand(hand), "5z", 2)
    assert not report.allows("pon")
    q = new_question(r, "claim", "hard", r.hand(hand), Situation(), prompt={"zh": "", "en": ""},
                     choices=tuple(drills.Choice(k, k, k) for k in drills.claim_kinds(r)),
                     pick="many", answer=frozenset({"pass"}), discard=parse_tile("5z"),
                     from_seat=2,
                     rows=tuple({"kind": x.kind, "allowed": False, "tiles": [], "reason": x.reason,
                                 "ruling": x.ruling} for x in report.refused))
    g = grade(q, ["pon"])
    assert g.credit == 0.0 and "红中 can never be claimed" in g.text("en")
    assert grade(q, ["pass"]).correct


@pytest.mark.ruling("P-DR4")
def test_score_credit_is_half_fans_half_total_and_excluded_fans_are_marked():
    """P-DR4: the fans picked are graded by overlap with the counted lines (half the credit)
    and the total must be exact (the other half); a picked fan that the best fan excludes
    (不计) is marked 'excluded' with the reason. 1122334455667m +7m is 青七对 ×16, which
    excludes 清一色 and 七对."""
    r = rules_for("sichuan-xuezhan")
    for seed in range(200):
        q = make_question("score", "sichuan-xuezhan", "hard", seed)
        if any(not row["counted"] and row["key"] for row in q.rows):
            break
    else:
        pytest.fail("no hard score question with an excluded fan")
    excluded = next(row for row in q.rows if not row["counted"] and row["key"])
    assert r.score(r.hand(q.hand), q.situation).total == q.total
    g = grade(q, sorted(q.answer) + [excluded["key"]], q.total)
    assert g.marks[excluded["key"]] == "excluded" and not g.correct
    assert excluded["why"] in g.text("en")
    half = grade(q, sorted(q.answer), q.total + 1)
    assert half.credit == 0.5 and half.total_right is False
    assert grade(q, sorted(q.answer), q.total).credit == 1.0
    s = r.score("1122334455667m +7m")
    assert [e.key for e in s.excluded][:2] == ["qingyise", "qidui"]


@pytest.mark.ruling("P-DR8")
@pytest.mark.parametrize("variant", ["sichuan-xuezhan", "shuangren"])
def test_easy_score_questions_have_few_fans_and_none_excluded(variant):
    """P-DR8: an easy score question has few fans (two lines; four in 双人, whose fans add up:
    门前清, 单钓将 … come with almost every win) and nothing excluded. Most seeds meet it."""
    from widgets.practice.drills.claims import EASY_SCORE_LINES

    most = EASY_SCORE_LINES.get(variant, 2)
    easy = 0
    for seed in range(12):
        q = make_question("score", variant, "easy", seed)
        counted = [row for row in q.rows if row["counted"]]
        excluded = [row for row in q.rows if not row["counted"] and row["key"]]
        easy += len(counted) <= most and not excluded
    assert easy >= 10, f"only {easy} of 12 easy {variant} score questions are easy"


@pytest.mark.ruling("P-DR5")
def test_dingque_ranks_suits_by_shanten_then_effective_tiles_then_fewest_tiles():
    """P-DR5: the seed's "至少缺一门才可胡牌" makes the dropped suit a choice (定缺); the best
    suit leaves the lowest shanten with every tile of it gone, ties broken by unseen 进张, then
    by the fewer tiles to discard. In 123456789m1p1s99s dropping 筒 (one tile) leaves 1-shanten."""
    r = rules_for("sichuan-xuezhan")
    rows = suit_table(r, r.hand("123456789m1p1s99s"))
    assert [(x["suit"], x["shanten"], x["held"]) for x in rows] == [
        ("p", 1, 1), ("s", 3, 3), ("m", 9, 9)]
    assert rows[0]["best"] and not rows[1]["best"]
    q = make_question("dingque", "sichuan-xuezhan", "hard", 2)
    best = next(x for x in q.rows if x["best"])
    tied = [x for x in q.rows if not x["best"] and x["shanten"] == best["shanten"]]
    assert tied, "a hard 定缺 question ties two suits on shanten"
    assert grade(q, [tied[0]["suit"]]).credit == 0.5


def _ready_without(counts: list[int], g: int) -> bool:
    """Ready with no tile of suit ``g``, by the `mahjong` package's win check (Agari)."""
    if any(counts[9 * g:9 * g + 9]):
        return False
    for t in range(27):
        if t // 9 != g and counts[t] < 4:
            counts[t] += 1
            won = Agari.is_agari(counts)
            counts[t] -= 1
            if won:
                return True
    return False


@pytest.mark.ruling("P-DR5")
def test_dingque_shanten_agrees_with_the_mahjong_package_near_ready():
    """P-DR5's shanten with a suit dropped (DESIGN.md: "under 缺一门 every tile of the dropped
    suit must go, and tenpai needs none left"), checked by brute force with the `mahjong`
    package's win check: 0 means ready with none of that suit; 1 means not ready, and one
    exchange (discard any tile, draw any tile) makes it so."""
    r = rules_for("sichuan-xuezhan")
    checked = 0
    for seed in range(12):
        q = make_question("waits" if seed % 2 else "discard", "sichuan-xuezhan", "easy", seed)
        hand = r.hand(q.hand)
        if hand.melds:
            continue
        closed = list(hand.closed)
        if len(closed) == 14:
            closed.remove(parse_tile(sorted(q.answer)[0]))  # the best discard: near ready
        if max(Counter(closed).values()) == 4:
            continue  # 龙七对's quad as two pairs: the package's seven pairs differs
        for row in suit_table(r, Hand(tuple(closed))):
            g, counts = "mps".index(row["suit"]), counts34(closed)
            if row["shanten"] == 0:
                assert _ready_without(counts, g), (closed, row)
                checked += 1
            elif row["shanten"] == 1:
                assert not _ready_without(counts, g)
                assert any(_ready_without(counts34(sorted(closed[:i] + closed[i + 1:] + [t])), g)
                           for i in range(13) for t in range(27)), (closed, row)
                checked += 1
    assert checked >= 6


@pytest.mark.ruling("P-DR6")
def test_exchange_keeps_the_best_ten_tiles():
    """P-DR6 (rules/mahjong.md §5.2: "three tiles of one suit to pass. A suit with fewer than
    3 tiles cannot be picked"): every trio of one suit is ranked by the best shanten of the
    ten tiles kept over the suits a hand may drop, then their 进张. 123456789m159p11s: passing
    159p keeps three sets and a pair."""
    r = rules_for("sichuan-xuezhan")
    rows = exchange_table(r, r.hand("123456789m159p11s"))
    assert rows[0]["give"] == "159p" and rows[0]["best"]
    assert all(len(parse_hand(x["give"]).concealed) == 3 for x in rows)
    assert {x["give"][-1] for x in rows} == {"m", "p"}  # 条: two tiles, cannot be picked
    assert rows[0]["shanten"] == r.shanten(Hand(parse_hand("123456789m11s").concealed))
    q = make_question("exchange", "sichuan-xuezhan", "hard", 4, check_available=False)
    best = [x for x in q.rows if x["best"]]
    tied = [x for x in q.rows if not x["best"] and x["shanten"] == best[0]["shanten"]]
    if tied:
        pick = [tile_name(t) for t in parse_hand(tied[0]["give"]).concealed]
        assert grade(q, pick).credit == 0.5


@pytest.mark.ruling("P-DR6")
def test_exchange_drill_only_where_the_variant_exchanges():
    """P-DR6: 换三张 is 大师游's (seed 002), not Sichuan 血战's (rules/mahjong.md §2.1: "no 换三张
    in this seed section"); a room option ``exchange`` off takes the drill away."""
    assert "exchange" not in available_kinds(rules_for("sichuan-xuezhan"))
    if "dashiyou-xueliu" in VARIANTS:
        assert "exchange" in available_kinds(rules_for("dashiyou-xueliu"))
        off = rules_for("dashiyou-xueliu", {"exchange": False})
        assert "exchange" not in available_kinds(off)
    with pytest.raises(ValueError, match="no Which three to exchange drill"):
        make_question("exchange", "sichuan-xuezhan")


@pytest.mark.ruling("P-DR7")
def test_a_waits_question_asks_for_at_most_nine_waits():
    """P-DR7: a 赖子 hand can wait on every tile (Wuhan: 32 of them); the drill deals no
    question with more than MANY_WAITS live waits, at any level."""
    assert drills.MANY_WAITS == 9
    for seed in range(20):
        q = make_question("waits", "wuhan", "hard", seed)
        assert 1 <= len(q.answer) <= drills.MANY_WAITS, (seed, q.hand, q.situation)


# ---- instructive: levels, tempting wrong answers, rule options --------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_medium_and_hard_discards_tie_on_shanten_with_a_tempting_runner_up(variant):
    """The issue: "hands with a tempting wrong answer". Every medium and hard discard
    question (10 seeds) has a runner-up with the same shanten after it, losing on 进张 or
    the expected score; easy questions are ready or 1-shanten after the best discard."""
    for seed in range(10):
        for level in ("medium", "hard"):
            q = make_question("discard", variant, level, seed)
            runner = next(r for r in q.rows if not r["best"])
            assert q.tempting == runner["tile"] and runner["shanten"] == q.rows[0]["shanten"]
            assert q.rows[0]["shanten"] <= 2
        assert make_question("discard", variant, "easy", seed).rows[0]["shanten"] <= 1


@pytest.mark.parametrize("variant,options,rule", [
    ("sichuan-xuezhan", {}, "R-S14"), ("dashiyou-xueliu", {}, "the wall is empty"),
    ("wuhan", {}, ""), ("yongzhou", {"minimum": 1}, "R-Y15")])
def test_hard_claims_are_tempting_refusals_of_the_variants_rules(variant, options, rule):
    """A hard claim question is mostly one where the tiles would allow a claim and a rule of
    the variant refuses it (Sichuan's last-tile kong R-S14, 大师游's empty wall, Wuhan's 红中
    and 赖子, 永州's 起和 when the room sets one). 永州 with its default 起和 of 0 has no such
    rule without a game's history (漏胡, 相公): the lesson sets the option."""
    tempting = []
    for seed in range(10):
        q = make_question("claim", variant, "hard", seed, options)
        if q.tempting:
            row = next(r for r in q.rows if r["kind"] == q.tempting)
            assert not row["allowed"] and q.tempting not in q.answer
            tempting.append(f"{row['reason']} {row['ruling']}")
    assert len(tempting) >= 7, tempting
    assert any(rule in t for t in tempting), tempting


@pytest.mark.parametrize("variant", VARIANTS)
def test_easy_claims_are_mostly_claims_not_a_free_pass(variant):
    """An easy claim question has no trap, and its answer is mostly a claim: 过 alone is right
    in at most 3 of 10 (before, 16 of 20 in Sichuan, so clicking 过 taught nothing)."""
    answers = [make_question("claim", variant, "easy", seed).answer for seed in range(10)]
    assert sum(a == {"pass"} for a in answers) <= 3, answers


def test_levels_and_options_change_the_questions():
    """The same seed at another level, or with a rule option changed, deals another set; an
    option left at its default, even when spelled out, deals the same set (a teacher's
    worksheet and a learner's widget agree)."""
    hands = {level: [make_question("score", "yongzhou", level, s).hand for s in range(5)]
             for level in LEVELS}
    assert len({tuple(h) for h in hands.values()}) == 3
    capped = [make_question("score", "yongzhou", "hard", s, {"cap": 5}) for s in range(5)]
    assert [q.hand for q in capped] != hands["hard"]
    assert all(q.options == (("cap", 5),) for q in capped)
    r5 = rules_for("yongzhou", {"cap": 5})
    assert all(r5.score(r5.hand(q.hand), q.situation).total == q.total for q in capped)
    same = Session("yongzhou", n=3, seed=4, options={"cap": 3, "minimum": 0})
    assert [same.question(i) for i in range(3)] == [Session("yongzhou", n=3, seed=4).question(i)
                                                    for i in range(3)]


def test_a_doubling_total_is_explained():
    """永州 ("番是2倍的意思"): the feedback shows how the total follows from the 番, since it
    is not their sum: 1 × 2^番."""
    for seed in range(5):
        q = make_question("score", "yongzhou", "medium", seed)
        fans = sum(r["value"] * r["count"] for r in q.rows if r["counted"])
        g = grade(q, sorted(q.answer), q.total)
        if q.total == 2 ** fans:
            assert f"Total = 1 × 2^{fans} (each 番 doubles) = {q.total}" in g.text("en")
            assert "每番翻一倍" in g.text("zh")
    sichuan = make_question("score", "sichuan-xuezhan", "medium", 0)
    assert "doubles" not in grade(sichuan, sorted(sichuan.answer), sichuan.total).text("en")


def test_bad_arguments_name_what_is_wrong():
    with pytest.raises(ValueError, match="seed is text or a whole number, not None"):
        Session("wuhan", seed=None)
    with pytest.raises(ValueError, match="seed is text or a whole number"):
        make_question("waits", "wuhan", seed=[1])
    with pytest.raises(ValueError, match="options is a dict"):
        Session("wuhan", options="cap=3")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no 1 drill"):
        Session("wuhan", kinds=(1,))  # type: ignore[arg-type]
    assert Session("wuhan", kinds="waits").kinds == ("waits",)  # one type, not its letters
    assert Session("wuhan", kinds=("waits", "claim", "waits")).kinds == ("waits", "claim")
    q = make_question("waits", "wuhan", "easy", 1)
    for bad in (None, 5):
        with pytest.raises(DrillError, match="a list of names"):
            grade(q, bad)  # type: ignore[arg-type]


def test_a_long_table_shows_the_best_rows_yours_and_how_many_more():
    """换三张 can have 40 trios: after answering, the feedback lists the first TABLE_ROWS and
    the learner's own, then says how many more there are."""
    q = make_question("exchange", "dashiyou-xueliu", "medium", 3)
    assert len(q.rows) > drills.TABLE_ROWS + 1
    worst = q.rows[-1]
    g = grade(q, [tile_name(t) for t in parse_hand(worst["give"]).concealed])
    text = g.text("en")
    assert text.count("\ngive ") == drills.TABLE_ROWS + 1  # the table; the first line is "Best"
    assert f"… and {len(q.rows) - drills.TABLE_ROWS - 1} more" in text
    assert "另有" in g.text("zh")
    # the marks are on the hand's tiles: the trio given wrong, the first best trio missed
    mine = {tile_name(t) for t in parse_hand(worst["give"]).concealed}
    best = {tile_name(t) for t in parse_hand(sorted(q.answer)[0]).concealed}
    assert {t for t, m in g.marks.items() if m == "wrong"} == mine - best
    assert {t for t, m in g.marks.items() if m == "missed"} == best - mine
    right = grade(q, [tile_name(t) for t in parse_hand(sorted(q.answer)[0]).concealed])
    assert right.correct and set(right.marks.values()) == {"right"}
    assert set(right.marks) == best


# ---- properties ---------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), variant=st.sampled_from(VARIANTS),
       level=st.sampled_from(LEVELS))
@example(seed=1868, variant="wuhan", level="easy")  # once dealt [555z,3], a 红中 碰
def test_complete_hands_are_complete_and_possible(seed, variant, level):
    import random

    r = rules_for(variant)
    h = drills.complete_hand(r, random.Random(seed), melds_for(r, random.Random(seed), level))
    if h is None:
        return
    assert h.size == 14 and not r.problems(h)
    counts = Counter(h.all_tiles())
    assert max(counts.values()) <= r.copies
    assert plain_complete(h) or r.seven_pairs


def test_wuhan_never_deals_a_red_meld():
    """武汉: "红中不能碰、明杠、暗杠" — a dealt hand keeps a 红中 set concealed (the generator
    asks the rules about each meld it shows)."""
    import random

    r = rules_for("wuhan")
    for seed in range(1860, 1900):
        h = drills.complete_hand(r, random.Random(seed), 2)
        if h is not None:
            assert not any(31 in m.tiles for m in h.melds), (seed, h)
            assert not r.problems(h)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), variant=st.sampled_from(VARIANTS))
def test_grading_any_pick_of_the_choices_never_crashes(seed, variant):
    import random

    rng = random.Random(seed)
    kinds = available_kinds(rules_for(variant))
    q = make_question(rng.choice(kinds), variant, rng.choice(LEVELS), seed % 5)
    values = [c.value for c in q.choices]
    pick = rng.sample(values, rng.randint(0, min(4, len(values))))
    try:
        g = grade(q, pick, rng.choice([None, q.total, 0]))
    except DrillError as e:
        assert str(e)
        return
    assert 0.0 <= g.credit <= 1.0
    assert g.correct == (g.credit == 1.0)


# ---- why: reasons, the deciding rule, the count and the credit apart (issue 19) ---------------


@pytest.mark.ruling("P-DR1")
def test_a_discard_that_keeps_three_suits_names_quemen():
    """Seed: 至少缺一门才可胡牌 — the 1p is the discard; keeping it (three suits) is named."""
    q = _discard_question("123456789m1p23s55s")
    assert q.answer == {"1p"}
    g = drills.grade(q, ["9m"])
    assert not g.correct and g.rule is not None
    assert g.rule["zh"].startswith("缺一门") and "两门" in g.rule["zh"]
    assert "only two suits" in g.rule["en"]
    assert "缺一门" in g.text("zh")
    # the right discard needs no rule, and a plain shape loss in a two-suit hand names none
    assert drills.grade(q, ["1p"]).rule is None


@pytest.mark.ruling("P-DR1")
def test_discard_feedback_draws_improving_tiles_and_reasons():
    q = drills.make_question("discard", "sichuan-xuezhan", "medium", 3)
    wrong = next(c.value for c in q.choices if c.value not in q.answer)
    g = drills.grade(q, [wrong])
    rows = {r["tile"]: r for r in q.rows}
    best = q.rows[0]
    # improving tiles as tiles (name, copies), the best discard's and the learner's
    assert g.tiles[0]["tiles"] == best["tiles"]
    assert g.tiles[1]["tiles"] == rows[wrong]["tiles"]
    assert sum(n for _, n in g.tiles[0]["tiles"]) == best["effective"]
    # the reason for the pick comes before the whole table, which is kept apart
    assert any(line["en"].startswith("Your discard") for line in g.lines)
    assert g.table and all(r["tile"] in g.table["en"] for r in q.rows)
    assert g.credit_why == drills.CREDIT_WHY["discard"]


@pytest.mark.ruling("P-DR2")
def test_waits_feedback_counts_apart_from_credit_and_reads_the_hand():
    q = drills.make_question("waits", "wuhan", "hard", 4)
    right = sorted(q.answer)
    wrong = next(c.value for c in q.choices if c.value not in q.answer)
    g = drills.grade(q, [right[0], wrong])
    assert g.count == {"zh": f"对了 1 个（共 {len(right)} 个），错选 1 个",
                       "en": f"1 of {len(right)} right, 1 wrong"}
    assert g.credit == round(1 / (len(right) + 1), 3)  # the credit is not the count
    # each reading holds the hand's tiles and its wait, read as sets and a pair
    hand = drills.rules_of(q).hand(q.hand)
    assert g.readings
    for r in g.readings:
        tiles = sorted(t for b in r["blocks"] for t in b["tiles"])
        if not any(b["wilds"] for b in r["blocks"]):  # a 赖子 stands as the tile it replaces
            assert tiles == sorted(map(tile_name, hand.all_tiles() + [parse_tile(r["wait"])]))
        assert len(tiles) == len(hand.all_tiles()) + 1
        assert sum(b["kind"] == "pair" for b in r["blocks"]) == 1


@pytest.mark.ruling("P-DR3")
def test_a_claim_a_rule_refuses_is_set_apart_as_the_rule():
    """R-S14 (seed: 剩余最后一张牌时不可以杠牌): a kong at the wall's end, picked, is the rule."""
    q = next(q for q in (drills.make_question("claim", "sichuan-xuezhan", "hard", s)
                         for s in range(40))
             if any(r["ruling"] == "R-S14" and r["kind"] == "kong" for r in q.rows))
    g = drills.grade(q, ["kong"])
    assert not g.correct and g.rule is not None and "R-S14" in g.rule["en"]
    assert not any("R-S14" in line["en"] for line in g.lines)  # said once, as the rule


@pytest.mark.ruling("P-DR4")
def test_score_feedback_puts_mistakes_first_and_reads_the_winning_hand():
    q = drills.make_question("score", "wuhan", "hard", 4)
    g = drills.grade(q, sorted(q.answer)[:1], (q.total or 0) + 1)
    assert g.lines[0]["en"].startswith("Missed") or g.lines[0]["en"].startswith("The total")
    assert g.count["en"].endswith("total wrong")
    assert len(g.readings) == 1
    won = drills.rules_of(q).hand(q.hand)
    assert sum(len(b["tiles"]) for b in g.readings[0]["blocks"]) == len(won.all_tiles()) \
        - len(won.flowers)


@pytest.mark.parametrize("level", drills.LEVELS)
def test_the_hard_claim_shortcut_deals_the_same_questions(level, monkeypatch):
    """A hard claim deal with no trap stops before the whole report (issue 26): the questions
    a seed deals are those of the full report."""
    from widgets.practice.drills import claims as drill_claims

    fast = [drills.make_question("claim", "shuangren", level, s) for s in range(6)]
    monkeypatch.setattr(drill_claims, "_may_tempt", lambda *a: True)
    assert fast == [drills.make_question("claim", "shuangren", level, s) for s in range(6)]
