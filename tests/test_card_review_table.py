"""The card tables' "Review my hand" (issue 38: "At every played table (… 斗地主, 跑胡子 and
欢乐三张 …), the review of a finished hand lists the human seat's decisions that mattered: the
move played, the strong level's move, and the loss in the game's own unit … with its meaning on
screen and its uncertainty"; "a progress bar shows while it runs, and it can be stopped")."""

from __future__ import annotations

import pytest

from widgets.ui import DoudizhuTable, SanzhangTable, TuitongziTable


def finish(t, level: str = "beginner") -> None:
    """Seat 0, a person, plays as a beginner would until the hand is over."""
    for _ in range(400):
        d = t.decision
        if d is None:
            break
        t.act(t.game.choice(d, level).action)
    assert t.game.over


def work_out(t) -> dict:
    t.handle({"kind": "review", "action": "start"})
    for _ in range(200):
        if t.view["review"]["stage"] != "running":
            break
        t.handle({"kind": "review", "action": "next"})
    return t.view["review"]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_doudizhu_hand_is_reviewed_in_points_and_win_chance(lang):
    for seed in range(12):
        t = DoudizhuTable(seed=seed, human=0, lang=lang)
        assert t.view["review"] is None or t.game.over  # none while the hand is under way
        finish(t)
        r = t.view["review"]
        assert r["stage"] == "ready"
        r = work_out(t)
        if r["items"]:
            break
    assert r["stage"] == "done" and r["items"], r
    item = r["items"][0]
    if lang == "en":
        assert "points lost" in item["loss"] and "win chance" in item["loss"]
        assert item["text"].startswith("Step ") and "a strong player would choose" in item["text"]
        assert "95 % interval" in r["meaning"]
    else:
        assert "分" in item["loss"] and "胜率" in item["loss"] and "高手会选" in item["text"]
    t.handle({"kind": "step", "to": item["step"]})
    assert t.at == item["step"]


def test_a_sanzhang_hand_is_reviewed_in_chips_and_stop_is_heard():
    for seed in range(20):
        t = SanzhangTable(seed=seed, human=0, lang="en")
        finish(t)
        t.handle({"kind": "review", "action": "start"})
        if t.view["review"]["stage"] == "running" and t.view["review"]["total"] > 1:
            break
    t.handle({"kind": "review", "action": "next"})
    t.handle({"kind": "review", "action": "stop"})
    r = t.view["review"]
    assert r["stage"] == "done" and any("not worked out" in n for n in r["notes"]), r


@pytest.mark.parametrize("lang, words", [("en", "Go on ("), ("zh", "接着算（还剩")])
def test_a_stopped_review_goes_on_where_it_stopped_with_the_same_figures(tmp_path, lang, words):
    """Go on after Stop, as at the hand table: the decisions measured stay, the rest are
    measured as a review never stopped measures them (the same figures), and the mistakes
    found after it join the deck too."""
    import json

    from widgets.practice.card_tables.card_review import review_hand
    from widgets.ui.tables.card_review_view import run_of
    path = tmp_path / "record.jsonl"
    t = SanzhangTable(seed=8, human=0, lang=lang, record=str(path))  # 4 to measure, 3 mistakes
    finish(t)
    t.handle({"kind": "review", "action": "start"})
    assert t.view["review"]["total"] == 4
    t.handle({"kind": "review", "action": "next"})
    t.handle({"kind": "review", "action": "stop"})
    r = t.view["review"]
    assert r["stage"] == "done" and r["go_on"].startswith(words) and "3" in r["go_on"]
    assert not path.exists()  # the first decision was no mistake: nothing in the deck yet
    t.handle({"kind": "review", "action": "go_on"})
    assert t.view["review"]["stage"] == "running" and not t.message.get("text")
    r = work_out(t)
    assert r["stage"] == "done" and not r["go_on"]
    whole = review_hand(t.game)
    assert [(p.step, p.verdict, {u: (e.mean, e.half) for u, e in p.loss.items()})
            for p in run_of(t).reviewer.review.decisions] == \
        [(p.step, p.verdict, {u: (e.mean, e.half) for u, e in p.loss.items()})
         for p in whole.decisions]
    kept = {json.loads(json.loads(line)["options"])["step"] for line in path.open()
            if '"type": "answer"' in line}
    assert kept == {p.step for p in whole.mistakes} and kept


@pytest.mark.parametrize("msg", [{"action": "go"}, {"action": "<script>x</script>"}, {}])
def test_a_bad_review_message_is_refused_and_nothing_changes(msg):
    t = DoudizhuTable(seed=1, human=0, lang="zh")
    finish(t)
    t.handle({"kind": "review", **msg})
    assert t.message["level"] == "warning" and "不认识这个操作" in t.message["text"]
    assert t.view["review"]["stage"] == "ready"


def test_no_review_before_the_end():
    t = DoudizhuTable(seed=1, human=0, lang="en")
    assert not t.game.over and t.view["review"] is None
    t.handle({"kind": "review", "action": "start"})
    assert t.message["level"] == "warning" and "once it is over" in t.message["text"]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_erbagang_bet_is_reviewed_by_its_exact_expected_value(lang):
    """Issue 38: "二八杠's only decision is a bet, reviewed as its expected value against the
    stake": a 1000-chip bet with no pool to share loses more on average than the strong
    level's smallest chip (each chip loses to the banker: identical hands go to him, seed)."""
    from widgets.practice.card_tables.tuitongzi_levels import expected
    t = TuitongziTable(seed=4, human=0, lang=lang, pool=0)
    assert t.view["review"] is None
    t.act(next(a for a in t.decision.options if a.amount == 1000 and a.position == 0))
    r = work_out(t)
    assert r["stage"] == "done" and len(r["items"]) == 1, r
    g = t.game
    before = type(g)(g.seed, None, [e for e in g.events[:1]], pool=0)
    cost = float(expected(before, 0, 100) - expected(before, 0, 1000))
    assert r["items"][0]["mean"] == pytest.approx(cost, abs=1e-3) and cost > 0
    assert ("精确" in r["items"][0]["loss"]) == (lang == "zh")
    assert ("exactly" in r["items"][0]["loss"]) == (lang == "en")
