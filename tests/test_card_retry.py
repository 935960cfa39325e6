"""Retry before reveal and the mistakes deck at the card tables (issue 38: "a mistake opens its
position at the table … and asks 'find a better move'; the learner tries, is told right or
wrong, and only then can reveal"; "each reviewed mistake goes into the learner's record as a
position code with an fsrs card … 'My mistakes' reviews them across hands and games").

One 斗地主 hand is played and reviewed once for the module (seed 0: its costliest mistake is a
lone A led at step 47 from J J A, where the strong level leads the pair J J).
"""

from __future__ import annotations

import json
import random

import pytest

from widgets.practice.card_tables.card_review import REVIEWS, decisions, judge
from widgets.practice.card_tables.paohuzi_play import PaohuziGame
from widgets.practice.card_tables.tuitongzi_play import TuitongziGame
from widgets.practice.record.store import Record
from widgets.ui import DoudizhuTable, MyMistakes


def finish(t, level: str = "beginner") -> None:
    for _ in range(400):
        d = t.decision
        if d is None:
            break
        t.act(t.game.choice(d, level).action)
    assert t.game.over


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory):
    """(the table, its record's path): seed 0 played by a beginner at seat 0, reviewed."""
    path = tmp_path_factory.mktemp("deck") / "record.jsonl"
    t = DoudizhuTable(seed=0, human=0, lang="en", record=str(path))
    finish(t)
    t.handle({"kind": "review", "action": "start"})
    for _ in range(100):
        if t.view["review"]["stage"] != "running":
            break
        t.handle({"kind": "review", "action": "next"})
    assert t.view["review"]["items"], t.view["review"]
    return t, path


def say_in(t, lang: str) -> None:
    t.handle({"kind": "lang", "value": lang})


def retry(t, lang: str) -> tuple[int, dict]:
    say_in(t, lang)
    step = t.view["review"]["items"][0]["step"]
    t.handle({"kind": "review", "action": "retry", "step": step})
    assert not t.message, t.message
    return step, t.view["review"]["retry"]


def try_cards(t, ids: list[str]) -> dict:
    for c in ids:
        t.handle({"kind": "review", "action": "pick", "card": c})
    t.handle({"kind": "review", "action": "try", "picked": True})
    assert not t.message, t.message
    return t.view["review"]["retry"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_mistake_is_tried_again_before_its_answer_shows(reviewed, lang):
    t, _ = reviewed
    step, r = retry(t, lang)
    assert t.at == step  # the table shows the position of the mistake
    assert r["mode"] == "pick" and r["play"] and not r["reveal"] and not r["revealed"]
    cards = {c["id"] for c in r["cards"]}
    assert cards == {"Jd", "Jh", "Ah"} and all(c["card"]["kind"] == "card" for c in r["cards"])
    assert ("Find a better move" in r["prompt"]) == (lang == "en")
    assert ("找一个更好的选择" in r["prompt"]) == (lang == "zh")
    t.handle({"kind": "review", "action": "reveal"})  # no answer before a try
    assert t.message["level"] == "warning"
    assert ("try a move first" in t.message["text"]) == (lang == "en")
    assert ("先试一个选择" in t.message["text"]) == (lang == "zh")
    r = try_cards(t, ["Ah"])  # the move played then
    assert r["verdict"] == "same" and r["reveal"] and not r["revealed"]
    r = try_cards(t, ["Jd"])  # a lone J: measured, and worse
    assert r["verdict"] == "other"
    assert ("not as good" in r["feedback"]) == (lang == "en")
    assert ("不如高手的选择" in r["feedback"]) == (lang == "zh")
    r = try_cards(t, ["Jh", "Jd"])  # the strong move, picked in either order
    assert r["verdict"] == "best"
    assert r["feedback"].startswith("Right" if lang == "en" else "对了")
    t.handle({"kind": "review", "action": "reveal"})
    r = t.view["review"]["retry"]
    assert r["revealed"] and not r["reveal"] and ".." not in r["revealed"] \
        and "。。" not in r["revealed"]
    assert ("points lost" in r["revealed"]) == (lang == "en")
    t.handle({"kind": "review", "action": "close"})
    assert t.view["review"]["retry"] is None


@pytest.mark.parametrize("msg, en, zh", [
    ({"action": "retry", "step": 3}, "one of the mistakes listed", "列出的失误之一"),
    ({"action": "retry", "step": "46"}, "one of the mistakes listed", "列出的失误之一"),
    ({"action": "pick", "card": "Zz"}, "not one of your cards then", "不是你那时的牌"),
    ({"action": "try", "index": 99}, "index is 0-", "序号是 0-"),
    ({"action": "try", "index": True}, "index is 0-", "序号是 0-"),
    ({"action": "try", "picked": True}, "pick the cards to play first", "先选要出的牌"),
])
def test_a_bad_retry_message_is_refused_in_the_learners_language(reviewed, msg, en, zh):
    t, _ = reviewed
    for lang, text in (("en", en), ("zh", zh)):
        retry(t, lang)
        t.handle({"kind": "review", **msg})
        assert t.message["level"] == "warning" and text in t.message["text"], t.message


def test_cards_the_rules_refuse_are_refused_with_the_reason(reviewed):
    t, _ = reviewed
    retry(t, "en")
    for c in ("Jd", "Ah"):
        t.handle({"kind": "review", "action": "pick", "card": c})
    t.handle({"kind": "review", "action": "try", "picked": True})
    assert t.message["level"] == "warning" and "no combination" in t.message["text"]
    assert t.view["review"]["retry"]["verdict"] == ""  # a refused try is no try


def test_a_move_as_good_as_the_strong_one_counts_as_right():
    """二八杠: the same chips on another 闲 position have exactly the strong bet's expected value
    (every position is dealt alike), so that bet is right too, told 'as good'; a bigger bet
    loses more to the banker (identical hands go to him, seed) and is not."""
    g = TuitongziGame(4, human=0, pool=0)
    g.advance()
    d = g.pending()
    review = REVIEWS["tuitongzi"]
    best = g.choice(d, "strong").action
    played = next(a for a in d.options if a.amount == 1000 and a.position == best.position)
    twin = next(a for a in d.options if a.amount == best.amount and a.position != best.position)
    verdict, loss = judge(review, review.clone(g), d, 0, twin, played, best, "t")
    assert verdict == "good" and loss is not None and loss["chips"].mean == pytest.approx(0)
    verdict, loss = judge(review, review.clone(g), d, 0, played, played, best, "t")
    assert verdict == "same" and loss is None
    bigger = next(a for a in d.options if a.amount == 500 and a.position == best.position)
    verdict, loss = judge(review, review.clone(g), d, 0, bigger, played, best, "t")
    assert verdict == "other" and loss["chips"].mean > 0.5


def test_the_mistakes_go_in_the_deck_and_come_back_as_cards(reviewed):
    t, path = reviewed
    questions = [json.loads(json.loads(line)["options"]) for line in path.open()
                 if '"type": "answer"' in line]
    found = [q for q in questions if q.get("cards") == "doudizhu"]
    assert found and all(q["code"]["format"] == "paixue-replay" for q in found)
    say_in(t, "en")
    assert any("mistakes deck" in n for n in t.view["review"]["notes"])
    m = MyMistakes(record=Record(str(path)), lang="zh")
    # the lone A (step 47) is asked here; the hand's other mistake (due at the same moment, so
    # either may come first) is passed by: an ungraded card comes back at the end of the deck
    for _ in range(len(found)):
        if "第 47 步" in m.view["q"]["where"]:
            break
        m.handle({"kind": "next"})
    q = m.view["q"]
    assert q["cards"] == "doudizhu" and q["mode"] == "pick" and "斗地主" in q["where"]
    assert all(c["card"]["kind"] == "card" for c in q["hand"])  # cards, never notation
    m.handle({"kind": "reveal"})
    assert m.message["level"] == "warning" and "先试一个选择" in m.message["text"]
    m.handle({"kind": "pick", "card": "Zz"})
    assert m.message["level"] == "warning" and "不是那时的牌" in m.message["text"]
    for c in ("Jd",):
        m.handle({"kind": "pick", "card": c})
    m.handle({"kind": "try", "picked": True})  # measured from the position, as at the table
    assert m.view["q"]["verdict"] == "other" and "不如高手的选择" in m.view["q"]["feedback"]
    for c in ("Jd", "Jh"):
        m.handle({"kind": "pick", "card": c})
    m.handle({"kind": "try", "picked": True})
    assert m.view["q"]["verdict"] == "best" and m.view["q"]["can_reveal"]
    m.handle({"kind": "reveal"})
    # a figure within ±1 point, else the least it cost (issue 38: "that interval is bounded")
    assert "高手会选" in m.view["q"]["revealed"] and ("损失约" in m.view["q"]["revealed"] or
                                                    "至少损失" in m.view["q"]["revealed"])
    # only the first try of a showing grades the card: Again, as the lone J was wrong
    last = [json.loads(line) for line in path.open()][-2:]
    assert any(x.get("type") == "answer" and x["correct"] is False for x in last)


def test_paohuzi_claims_are_reviewed_and_a_claims_sample_offers_the_same_choice():
    """跑胡子's 胡/碰/吃/过 on a shown card are decisions too; a sample deals the hidden cards again
    and works the offer out again from those hands, keeping the learner's choices as they were
    (nobody before them took the card)."""
    g = PaohuziGame(4, human=0, levels="beginner")
    g.advance()
    while not g.over:
        g.act(g.choice(g.pending(), "beginner").action)
        g.advance()
    review = REVIEWS["paohuzi"]
    claims = [(review.clone(game), d, played) for _k, game, d, played
              in decisions(g, 0, review) if d.stage == "claim"]
    assert claims
    game, d, played = claims[0]
    assert played in d.options
    for i in range(6):
        w = review.world(review.clone(game), 0, random.Random(i))
        again = w.current()
        assert again.seat == 0 and again.options == d.options
        assert [len(h) for h in w.s.hands] == [len(h) for h in game.s.hands]
        review.play_out(w, played, 0)  # plays to the end
        assert w.over


def reviewed_cheaply(t):
    """The table's review worked out with few samples (these tests check the retry, not the
    figures: test_card_review.py does)."""
    from widgets.practice.card_tables.card_review import CardReviewer
    from widgets.ui.tables.card_review_view import run_of
    run = run_of(t)
    run.reviewer = CardReviewer(t.game, budget=8, least=4)
    while run.reviewer.measure_next():
        pass
    return run.reviewer


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_sanzhang_bet_is_tried_again_with_the_bets_as_buttons(lang):
    from widgets.ui import SanzhangTable
    t = SanzhangTable(seed=7, human=0, lang=lang, record=False)
    finish(t)
    reviewed_cheaply(t)
    t.handle({"kind": "lang", "value": lang})
    step = t.view["review"]["items"][0]["step"]
    t.handle({"kind": "review", "action": "retry", "step": step})
    r = t.view["review"]["retry"]
    assert r["mode"] == "click" and not r["play"] and len(r["buttons"]) >= 2
    from widgets.ui.tables.card_review_view import run_of
    _, d, played, _ = run_of(t).reviewer.at(step)
    same = next(b for b in r["buttons"] if b["index"] == d.options.index(played))
    t.handle({"kind": "review", "action": "try", "index": same["index"]})
    r = t.view["review"]["retry"]
    assert r["verdict"] == "same" and r["reveal"]
    assert ("think again" in r["feedback"]) == (lang == "en")
    assert ("再想想" in r["feedback"]) == (lang == "zh")


def test_a_paohuzi_discard_is_tried_again_by_clicking_a_card():
    """跑胡子: the seat's paper cards then, each card a discard to try (a click), no Play."""
    from widgets.practice.costs import Estimate
    from widgets.ui import PaohuziTable
    t = PaohuziTable(seed=4, human=0, lang="zh", levels="beginner", record=False)
    finish(t)
    r = reviewed_cheaply(t)
    n = next(i for i in r.differ if r.todo[i][2].stage == "discard")
    r.losses[n] = {"points": Estimate(5.0, 1.0, 8)}  # listed as a mistake, whatever it cost
    step = r.todo[n][0]
    t.handle({"kind": "review", "action": "retry", "step": step})
    v = t.view["review"]["retry"]
    assert v["mode"] == "click" and not v["play"]
    assert all(c["card"]["kind"] == "ph" for c in v["cards"])
    played = r.todo[n][3].card
    click = next(c for c in v["cards"] if c["id"] == played)
    t.handle({"kind": "review", "action": "try", "index": click["index"]})
    v = t.view["review"]["retry"]
    assert v["verdict"] == "same" and "就是你当时的选择" in v["feedback"]


def test_a_sanzhang_mistake_comes_back_with_each_bet_as_it_was(tmp_path):
    """The deck keeps what each option says beyond its kind (a raise's size): a bet tried in My
    mistakes is measured as that very bet, from the position the card keeps."""
    from widgets.practice.record.mistakes import due_mistakes, question
    from widgets.ui import SanzhangTable
    from widgets.ui.tables.card_mistakes import as_action, position
    from widgets.ui.tables.card_review_view import run_of
    path = tmp_path / "record.jsonl"
    t = SanzhangTable(seed=7, human=0, lang="en", record=str(path))
    finish(t)
    reviewed_cheaply(t)
    t.handle({"kind": "review", "action": "next"})  # the review is finished: its mistakes kept
    assert run_of(t).recorded
    q = question(due_mistakes(Record(str(path)))[0])
    assert q["cards"] == "sanzhang" and len(q["moves"]) == len(q["options"])
    _game, d, _played, _best = position(q)
    review = REVIEWS["sanzhang"]
    for i in range(len(q["options"])):
        assert as_action(q, i, d, review).word == " ".join(
            x for x in (q["options"][i][0], q["moves"][i][0]) if x)
    m = MyMistakes(record=Record(str(path)), lang="en")
    other = next(b["index"] for b in m.view["q"]["buttons"]
                 if b["index"] not in q["right"] and b["index"] != q["played"])
    m.handle({"kind": "try", "index": other})
    assert m.view["q"]["verdict"] in ("good", "other") and m.view["q"]["feedback"]


@pytest.mark.parametrize("lang, text", [("zh", "一样好（按所有情况精确算出）"),
                                        ("en", "as good as the strong player's move (worked")])
def test_an_erbagang_bet_as_good_as_the_strong_one_is_right_at_the_table(lang, text):
    """二八杠: a 1000-chip bet is the mistake; tried again, 100 chips on another 闲 (the same
    expected value as the strong bet, worked out exactly) is told right, 'as good'."""
    from widgets.ui import TuitongziTable
    t = TuitongziTable(seed=4, human=0, lang=lang, pool=0, record=False)
    t.act(next(a for a in t.decision.options if a.amount == 1000 and a.position == 0))
    t.handle({"kind": "review", "action": "start"})
    while t.view["review"]["stage"] == "running":
        t.handle({"kind": "review", "action": "next"})
    t.handle({"kind": "review", "action": "retry", "step": t.view["review"]["items"][0]["step"]})
    from widgets.ui.tables.card_review_view import run_of
    d = run_of(t).reviewer.at(t.view["review"]["retry"]["step"])[1]
    twin = next(i for i, a in enumerate(d.options) if a.amount == 100 and a.position == 1)
    t.handle({"kind": "review", "action": "try", "index": twin})
    r = t.view["review"]["retry"]
    assert r["verdict"] == "good" and text in r["feedback"] and r["reveal"]


@pytest.mark.parametrize(("lang", "text"), [("zh", "一样好（按所有情况精确算出）"),
                                            ("en", "as good as the strong player's move (worked")])
def test_my_mistakes_measures_a_move_other_than_the_one_played(tmp_path, lang, text):
    """My mistakes, away from the table, opens the card's position from its code and plays a
    new try out against the strong move as the table does: the 二八杠 bet of the same expected
    value as the strong one (100 chips on another 闲) is right, 'as good'; a bigger bet there
    is measured a mistake too, with what it costs."""
    from widgets.practice.record.mistakes import due_mistakes, question
    from widgets.ui import TuitongziTable
    path = tmp_path / "record.jsonl"
    t = TuitongziTable(seed=4, human=0, lang=lang, pool=0, record=str(path))
    t.act(next(a for a in t.decision.options if a.amount == 1000 and a.position == 0))
    t.handle({"kind": "review", "action": "start"})
    while t.view["review"]["stage"] == "running":
        t.handle({"kind": "review", "action": "next"})
    q = question(due_mistakes(Record(str(path)))[0])
    twin = next(i for i, m in enumerate(q["moves"]) if m[3] == 100 and m[4] == 1)
    bigger = next(i for i, m in enumerate(q["moves"]) if m[3] == 500 and m[4] == 1)
    assert twin not in (q["played"], *q["right"]) and bigger not in (q["played"], *q["right"])
    m = MyMistakes(record=Record(str(path)), lang=lang)
    m.handle({"kind": "try", "index": twin})
    assert m.view["q"]["verdict"] == "good" and text in m.view["q"]["feedback"]
    m.handle({"kind": "try", "index": bigger})
    assert m.view["q"]["verdict"] == "other" and ("损失" in m.view["q"]["feedback"]) == (
        lang == "zh")
