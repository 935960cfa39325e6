"""The hand table's "Review my hand" in a real browser: a hand a learner played (東, played out in
the kernel) is over; the fold is there, closed; opening it lists the mistakes the kernel's review
finds, costliest first; a replay button steps the table to just before that decision; the
language switch says it all in Chinese. A discard that keeps a cheaper wait (P-DR1's expected
score) is reviewed in words.

``PAIXUE_REVIEW_SHOT`` (a folder) saves screenshots: en and zh at 1280×720 Normal, zh and en
Large at 1920×1080, and the expected-score line in en and zh at 1280×720.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from .helpers import py_value

SHOT = os.environ.get("PAIXUE_REVIEW_SHOT")
CELL = """from widgets.ui import HandTable

t = HandTable("sichuan-xueliu", seed=7, human=0, lang="en")
while (d := t.game.pending()) is not None:  # 東 plays its first tile, passes every claim
    t.handle({"kind": "pick", "index": 0} if d.stage == "turn"
             else {"kind": "act", "index": len(d.options) - 1})
t"""


def _review_my_hand(nb, root) -> None:
    """A hand a learner played is over: the fold lists the mistakes, a replay button steps
    the table to just before one, the language switch says it all in Chinese."""
    from playwright.sync_api import expect

    expect(root).to_have_attribute("data-finished", "true")
    fold = root.locator('[data-role="review"]')
    expect(fold.locator("summary")).to_have_text("Review my hand")
    expect(fold.locator("li")).to_have_count(0)  # closed: nothing worked out yet

    fold.locator("summary").click()
    steps = py_value(nb, "[d.step for d in t.review.mistakes[:8]]")
    assert steps, "this hand has mistakes to show"
    items = fold.locator("li[data-step]")
    expect(items).to_have_count(len(steps))
    assert [int(items.nth(i).get_attribute("data-step")) for i in range(len(steps))] == steps
    total = py_value(nb, "len(t.review.decisions)")
    expect(fold.locator('[data-role="review-summary"]')).to_contain_text(f"of your {total}")
    expect(items.first).to_contain_text(f"Step {steps[0] + 1}:")
    if SHOT:
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        nb.page.set_viewport_size({"width": 1280, "height": 720})
        fold.scroll_into_view_if_needed()
        nb.page.screenshot(path=str(Path(SHOT) / "review-en-normal-1280.png"))

    # a replay button steps the table to just before that decision, the fold kept open
    items.nth(1).locator('[data-role="review-replay"]').click()
    expect(root).to_have_attribute("data-step", str(steps[1]))
    expect(items.nth(1)).to_have_class("px-tb-now")
    assert py_value(nb, "t.step") == steps[1]
    expect(fold).to_have_attribute("open", "")

    root.locator('[data-role="lang"]').click()
    expect(fold.locator("summary")).to_have_text("复盘这手牌")
    expect(items.first).to_contain_text(f"第 {steps[0] + 1} 步")
    expect(fold.locator('[data-role="review-replay"]').first).to_have_text("重看这一步")
    if SHOT:
        fold.scroll_into_view_if_needed()
        nb.page.screenshot(path=str(Path(SHOT) / "review-zh-normal-1280.png"))
        nb.page.set_viewport_size({"width": 1920, "height": 1080})
        root.locator('[data-role="size"]').click()
        expect(root).to_have_attribute("data-size", "large")
        fold.scroll_into_view_if_needed()
        nb.page.screenshot(path=str(Path(SHOT) / "review-zh-large-1920.png"))
        root.locator('[data-role="lang"]').click()
        expect(fold.locator("summary")).to_have_text("Review my hand")
        fold.scroll_into_view_if_needed()
        nb.page.screenshot(path=str(Path(SHOT) / "review-en-large-1920.png"))

    fold.locator("summary").click()  # closing it tells Python
    expect(fold.locator("li")).to_have_count(0)
    assert py_value(nb, "t.view['review']['open']") is False


EV_CELL = """from widgets.ui import HandTable

JUNK = "89m123456p12345s"  # three suits, no pair: the other seats cannot win for a while
t = HandTable("sichuan-xueliu", human=0, lang="en", scenario={"hands": {
    "0": "1178m1236778899s", "1": JUNK, "2": JUNK, "3": JUNK}})
first = True
while (d := t.game.pending()) is not None:  # 東 discards 9s (6s keeps a dearer wait), then wins
    kinds = [a.kind for a in d.options]
    i = kinds.index("win") if "win" in kinds else kinds.index("pass") if "pass" in kinds else -1
    if first:
        i, first = [a.tiles for a in d.options].index(("9s",)), False
    t.handle({"kind": "act", "index": i % len(kinds)})
t"""


def _cheaper_wait(nb, root) -> None:
    """P-DR1's third key in the fold: 9s and 6s both leave 8 improving tiles; 9s keeps waits
    worth 1 on average, 6s would have kept 2.5 (带幺九 on 9m)."""
    from playwright.sync_api import expect

    expect(root).to_have_attribute("data-finished", "true")
    fold = root.locator('[data-role="review"]')
    fold.locator("summary").click()
    item = fold.locator("li[data-step]").first
    expect(item).to_have_attribute("data-cost-expected", "1.5")
    expect(item.locator(".px-tb-review-cost")).to_have_text("expected score 1.5 lower")
    expect(item).to_contain_text("kept a wait worth 1 on average; 6s would have kept one "
                                 "worth 2.5")
    if SHOT:
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        nb.page.set_viewport_size({"width": 1280, "height": 720})
        item.scroll_into_view_if_needed()
        nb.page.screenshot(path=str(Path(SHOT) / "review-ev-en-normal-1280.png"))
    root.locator('[data-role="lang"]').click()
    expect(item.locator(".px-tb-review-cost")).to_have_text("听牌期望得分少了 1.5")
    expect(item).to_contain_text("留下的听牌平均得分 1；打 六条 能留下平均得分 2.5 的听牌")
    if SHOT:
        item.scroll_into_view_if_needed()
        nb.page.screenshot(path=str(Path(SHOT) / "review-ev-zh-normal-1280.png"))


POINTS_CELL = """from widgets.ui import HandTable

t = HandTable("dashiyou-xueliu", seed=1, human=0, lang="en")
while (d := t.game.pending()) is not None:  # 東 plays as a beginner would
    t.handle({"kind": "act", "index": d.options.index(t.game.choice(d, "beginner").action)})
t"""


def test_the_review_in_points_runs_with_its_progress_and_lists_the_costly_moves(
        open_notebook, lab_server):
    """Issue 38: "Work it out" asks the kernel for one decision at a time (the bar moves, Stop
    is heard); at the end the mistakes sized in points, each with its interval, what the
    figure means, and a button that steps the table there; in Chinese too."""
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-points-{secrets.token_hex(3)}.ipynb",
                                     [POINTS_CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    expect(root).to_have_attribute("data-finished", "true")
    fold = root.locator('[data-role="review"]')
    fold.locator("summary").click()
    points = fold.locator('[data-role="points"]')
    expect(points).to_have_attribute("data-state", "ready")
    points.locator('[data-role="points-start"]').click()
    expect(points).to_have_attribute("data-state", "done", timeout=90_000)
    # a decision may need more than the 8 s budget at the cap (64 play-outs) on a loaded
    # machine: Go on takes it up where it was cut until a mistake is worked out
    go_on = points.locator('[data-role="points-go-on"]')
    for _ in range(4):
        if py_value(nb, "len(t.points_review.review.mistakes)") or not go_on.count():
            break
        go_on.click()
        expect(go_on).to_have_count(0)  # running again
        expect(points).to_have_attribute("data-state", "done", timeout=90_000)
    steps = py_value(nb, "[d.step for d in t.points_review.review.mistakes[:8]]")
    assert steps, "a beginner's hand has a costly move"
    items = points.locator("li[data-step]")
    expect(items).to_have_count(len(steps))
    assert [int(items.nth(i).get_attribute("data-step")) for i in range(len(steps))] == steps
    expect(items.first.locator(".px-tb-review-cost")).to_contain_text("points lost")
    expect(points.locator('[data-role="points-meaning"]')).to_contain_text("95 % interval")
    chart = fold.locator('[data-role="review-chart"]')
    turns = py_value(nb, "len(t.view['review']['chart']['turns'])")
    expect(chart.locator("circle")).to_have_count(turns)
    ringed = py_value(nb, "[x['step'] for x in t.view['review']['chart']['turns'] "
                          "if x['mistake'] == 'points']")
    expect(chart.locator('circle[data-mistake="points"]')).to_have_count(len(ringed))
    if SHOT:
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        nb.page.set_viewport_size({"width": 1280, "height": 720})
        chart.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "chart-en-normal-1280.png"))
    if SHOT:
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        nb.page.set_viewport_size({"width": 1280, "height": 720})
        points.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "points-en-normal-1280.png"))
    items.first.locator('[data-role="points-replay"]').click()
    expect(root).to_have_attribute("data-step", str(steps[0]))

    # retry before reveal: the hand of that moment; the move played, then the strong one
    items.first.locator('[data-role="points-retry"]').click()
    retry = points.locator('[data-role="retry"]')
    expect(retry).to_have_attribute("data-step", str(steps[0]))
    expect(retry.locator('[data-role="retry-reveal"]')).to_have_count(0)  # not before a try
    played, best = py_value(nb, f"[[e.played.tiles[0], e.best.tiles[0]] for e in "
                                f"[t.points_review.entries[{steps[0]}]]][0]")
    retry.locator(f'[data-role="retry-tile"][data-tile="{played}"]').first.click()
    expect(retry).to_have_attribute("data-verdict", "same")
    retry.locator(f'[data-role="retry-tile"][data-tile="{best}"]').first.click()
    expect(retry).to_have_attribute("data-verdict", "best")
    expect(retry.locator('[data-role="retry-feedback"]')).to_contain_text("Right:")
    retry.locator('[data-role="retry-reveal"]').click()
    expect(retry.locator('[data-role="retry-answer"]')).to_contain_text("points lost")
    if SHOT:
        retry.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "retry-en-normal-1280.png"))
    root.locator('[data-role="lang"]').click()
    expect(retry.locator('[data-role="retry-feedback"]')).to_contain_text("对了")
    if SHOT:
        retry.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "retry-zh-normal-1280.png"))
    retry.locator('[data-role="retry-close"]').click()
    expect(retry).to_have_count(0)
    expect(items.first.locator(".px-tb-review-cost")).to_contain_text("分")
    expect(points.locator('[data-role="points-summary"]')).to_contain_text("和高手一样好")
    if SHOT:
        points.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "points-zh-normal-1280.png"))
        nb.page.set_viewport_size({"width": 1920, "height": 1080})
        root.locator('[data-role="size"]').click()
        expect(root).to_have_attribute("data-size", "large")
        points.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "points-zh-large-1920.png"))
        chart.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "chart-zh-large-1920.png"))
        root.locator('[data-role="lang"]').click()
        nb.wait_kernel_idle()
        points.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "points-en-large-1920.png"))


MISTAKES_CELL = """import tempfile, pathlib
from widgets.practice.record import Record
from widgets.practice.record.mistakes import mistake_answer, record_mistake
from widgets.ui import MyMistakes

path = pathlib.Path(tempfile.mkdtemp()) / "record.jsonl"
q = {"hand": "11179m4667p23399s", "step": 15, "seat": 0, "stage": "turn",
     "options": [["discard", [t], f"打 {z}", f"discard {t}"] for t, z in
                 [("1m", "一万"), ("7m", "七万"), ("9m", "九万"), ("4p", "四筒"), ("6p", "六筒"),
                  ("2s", "二条"), ("3s", "三条"), ("9s", "九条")]],
     "played": 4, "best": 2, "why": ["3 向听，留 21 张有效牌", "3 from ready, keeps 21 live tiles"],
     "loss": [7.9, 0.5, 15.3]}
record_mistake(Record(path), mistake_answer("dashiyou-xueliu", 1, q, correct=False))
m = MyMistakes(record=str(path), lang="en")
m"""


def _mistake_asked_again(nb, root) -> None:
    """Issue 38, "Mistakes come back": the deck's mistake, asked as it was met; a wrong try,
    a right one, then the answer; in Chinese too."""
    from playwright.sync_api import expect

    q = root.locator('[data-role="mistake"]')
    expect(q.locator('[data-role="mistake-where"]')).to_contain_text("step 16")
    expect(root.locator('[data-role="mistake-reveal"]')).to_have_count(0)
    expect(root.locator('[data-role="problem"]')).to_have_count(0)
    assert "null" not in root.inner_text()
    q.locator('[data-role="mistake-tile"][data-tile="6p"]').first.click()
    expect(q).to_have_attribute("data-verdict", "same")
    q.locator('[data-role="mistake-tile"][data-tile="9m"]').first.click()
    expect(q).to_have_attribute("data-verdict", "best")
    root.locator('[data-role="mistake-reveal"]').click()
    # its range (0.5 to 15.3) is wider than ±1 point: said by the least it cost, no figure
    expect(q.locator('[data-role="mistake-answer"]')).to_contain_text("at least 0.5 points lost")
    if SHOT:
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        nb.page.set_viewport_size({"width": 1280, "height": 720})
        root.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "mistakes-en-normal-1280.png"))
    root.locator('[data-role="lang"]').click()
    expect(q.locator('[data-role="mistake-feedback"]')).to_contain_text("对了")
    if SHOT:
        nb.page.set_viewport_size({"width": 1920, "height": 1080})
        root.locator('[data-role="size"]').click()
        expect(root).to_have_attribute("data-size", "large")
        root.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "mistakes-zh-large-1920.png"))


GO_ON_CELL = """from widgets.practice.table import points_review as pr
from widgets.ui import HandTable

pr.BUDGET = 600.0  # every decision measured, whatever the machine's load
pr.CAP = pr.SAMPLES  # one round each: the figures this test expects (the cap is tested apart)
pr.READ = False  # the uniform deal this hand was chosen with (test_points_review_ui.py says why)
t = HandTable("dashiyou-xueliu", seed=4, human=0, lang="en")
while (d := t.game.pending()) is not None:  # 東 plays as a beginner would
    t.handle({"kind": "act", "index": d.options.index(t.game.choice(d, "beginner").action)})
t"""


def test_stop_go_on_and_a_retry_as_good_as_the_strong_move(open_notebook, lab_server):
    """Issue 38 at the hand table: Stop, then Go on takes the review up where it stopped; a
    retry with a move as good as the strong one (1s at step 73 of this hand) is told so, with
    its figure, after a moment of 'working it out'; the chart draws its 进张 scale."""
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-go-on-{secrets.token_hex(3)}.ipynb", [GO_ON_CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    expect(root).to_have_attribute("data-finished", "true")
    fold = root.locator('[data-role="review"]')
    fold.locator("summary").click()
    points = fold.locator('[data-role="points"]')
    points.locator('[data-role="points-start"]').click()
    points.locator('[data-role="points-stop"]').click()  # while the first decision runs
    expect(points).to_have_attribute("data-state", "done", timeout=30_000)
    go_on = points.locator('[data-role="points-go-on"]')
    expect(go_on).to_contain_text("Go on (")
    measured = py_value(nb, "t.points_review.done")
    assert measured < py_value(nb, "t.points_review.total")
    go_on.click()
    expect(points).to_have_attribute("data-state", "running")  # the rest: seconds of work
    expect(points.locator("progress")).to_have_attribute("value", str(measured))
    expect(points).to_have_attribute("data-state", "done", timeout=90_000)
    expect(go_on).to_have_count(0)
    assert py_value(nb, "t.points_review.done == t.points_review.total")
    chart = fold.locator('[data-role="review-chart"]')
    expect(chart).to_have_count(1)
    assert chart.locator("text.px-tb-chart-axis-tiles").count() >= 2  # the 进张 scale
    expect(chart.locator("svg")).to_contain_text("进张 tiles")

    steps = py_value(nb, "[d.step for d in t.points_review.review.mistakes]")
    assert steps == [72], steps
    points.locator('[data-role="points-retry"]').first.click()
    retry = points.locator('[data-role="retry"]')
    retry.locator('[data-role="retry-tile"][data-tile="1s"]').first.click()
    expect(retry).to_have_attribute("data-verdict", "good", timeout=30_000)
    feedback = retry.locator('[data-role="retry-feedback"]')
    expect(feedback).to_contain_text("as good as the strong player's move: about ")
    expect(retry.locator('[data-role="retry-reveal"]')).to_have_count(1)
    if SHOT:
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        nb.page.set_viewport_size({"width": 1280, "height": 720})
        retry.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "retry-good-en-normal-1280.png"))
        chart.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "chart-scale-en-normal-1280.png"))
    root.locator('[data-role="lang"]').click()
    expect(feedback).to_contain_text("和高手的选择一样好")
    if SHOT:
        nb.page.set_viewport_size({"width": 1920, "height": 1080})
        root.locator('[data-role="size"]').click()
        expect(root).to_have_attribute("data-size", "large")
        retry.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "retry-good-zh-large-1920.png"))
        chart.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "chart-scale-zh-large-1920.png"))
        root.locator('[data-role="lang"]').click()
        expect(feedback).to_contain_text("as good as")
        retry.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "retry-good-en-large-1920.png"))


POSITION_CELL = """import tempfile, pathlib
from widgets.practice.record import Record
from widgets.practice.record.mistakes import mistake_answer, record_mistake, seen_position
from widgets.practice.table.play import Game
from widgets.ui import MyMistakes

g = Game("wuhan", 1, human=0)  # 47 events in: the 赖子 4p in 東's hand, a 红中杠 in a river
g.advance()
while len(g.events) < 47:
    g.act(g.choice(g.pending()).action)
    g.advance()
st = g.state()
q = {"hand": st.seats[0].hand, "step": 47, "seat": 0, "stage": "turn",
     "options": [[o.kind, list(o.tiles), o.label_zh, o.label_en] for o in g.pending().options],
     "played": 0, "best": 1, "why": ["", ""], "loss": [2.0, 1.0, 3.0],
     "position": seen_position(st, 0, g.played_out(st))}
path = pathlib.Path(tempfile.mkdtemp()) / "record.jsonl"
record_mistake(Record(path), mistake_answer("wuhan", 1, q, correct=False))
m = MyMistakes(record=str(path), lang="en")
m"""


def _table_of_the_moment(nb, root) -> None:
    """Issue 38's mistakes come back as a position: each seat's melds and river, the 赖子
    marked, a 红中杠 set apart from the river — not only the concealed hand."""
    from playwright.sync_api import expect

    pos = root.locator('[data-role="mistake-position"]')
    seats = pos.locator('[data-role="mistake-seat"]')
    expect(seats).to_have_count(4)
    expect(seats.first).to_contain_text("East (you)")
    rivers = py_value(nb, "[s['river'] for s in q['position']['seats']]")
    for i, river in enumerate(rivers):
        kept = [x for x in river if x not in ("5z", "4p")]
        shown = seats.nth(i).locator('[data-role="mistake-river"] [data-tile]')
        assert [shown.nth(k).get_attribute("data-tile") for k in range(shown.count())] == kept
    expect(pos.locator('[data-role="mistake-kongs"] [data-tile="5z"]').first).to_be_visible()
    expect(pos.locator('[data-role="mistake-wild"]')).to_contain_text("4 of dots")
    expect(root.locator('[data-role="mistake-tile"][data-tile="4p"]').first).to_have_attribute(
        "data-wild", "true")
    assert "null" not in root.inner_text() and "undefined" not in root.inner_text()
    if SHOT:
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        nb.page.set_viewport_size({"width": 1280, "height": 720})
        root.evaluate("e => e.scrollIntoView({block: 'start'})")
        nb.page.screenshot(path=str(Path(SHOT) / "position-en-normal-1280.png"))
    root.locator('[data-role="lang"]').click()
    expect(seats.first).to_contain_text("东（你）")
    expect(pos.locator('[data-role="mistake-wild"]')).to_contain_text("四筒")
    if SHOT:
        nb.page.screenshot(path=str(Path(SHOT) / "position-zh-normal-1280.png"))
        nb.page.set_viewport_size({"width": 1920, "height": 1080})
        root.locator('[data-role="size"]').click()
        expect(root).to_have_attribute("data-size", "large")
        root.evaluate("e => e.scrollIntoView({block: 'start'})")
        nb.page.screenshot(path=str(Path(SHOT) / "position-zh-large-1920.png"))
        root.locator('[data-role="lang"]').click()
        expect(seats.first).to_contain_text("East (you)")
        nb.page.screenshot(path=str(Path(SHOT) / "position-en-large-1920.png"))


TWO_CELL = """from widgets.ui import HandTable

t = HandTable("sichuan-xueliu", seed=7, human=[0, 2], lang="en")
while (d := t.game.pending()) is not None:  # 東 and 西 share the screen, each plays on
    t.handle({"kind": "act", "index": d.options.index(t.game.choice(d).action)})
t"""


def _two_people_s_charts(nb, root) -> None:
    """Issue 38's chart is "for the human seat": two people at one table each get their own
    line, named, never one line mixing their turns."""
    from playwright.sync_api import expect

    expect(root).to_have_attribute("data-finished", "true")
    fold = root.locator('[data-role="review"]')
    fold.locator("summary").click()
    charts = fold.locator('[data-role="review-chart"]')
    expect(charts).to_have_count(2)
    for i, (seat, name) in enumerate([(0, "East"), (2, "West")]):
        chart = charts.nth(i)
        expect(chart).to_have_attribute("data-seat", str(seat))
        expect(chart.locator("figcaption")).to_contain_text(name)
        turns = py_value(nb, f"len(t.view['review']['chart']['series'][{i}]['turns'])")
        expect(chart.locator("circle")).to_have_count(turns)
    if SHOT:
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        nb.page.set_viewport_size({"width": 1280, "height": 720})
        charts.nth(1).evaluate("e => e.scrollIntoView({block: 'end'})")
        nb.page.screenshot(path=str(Path(SHOT) / "charts-two-en-normal-1280.png"))
        root.locator('[data-role="lang"]').click()
        expect(charts.nth(1).locator("figcaption")).to_contain_text("西")
        nb.page.set_viewport_size({"width": 1920, "height": 1080})
        root.locator('[data-role="size"]').click()
        expect(root).to_have_attribute("data-size", "large")
        charts.nth(1).evaluate("e => e.scrollIntoView({block: 'end'})")
        nb.page.screenshot(path=str(Path(SHOT) / "charts-two-zh-large-1920.png"))


# ---- several widgets a notebook: one page and one kernel for the parts above ------------------


def _run_parts(nb, selector: str, parts) -> None:
    """Each part on its widget (the n-th ``selector`` on the page), its kernel names (the
    parts' Python reads ``t`` or ``q``) set first; in screenshot mode the size set back to
    Normal after each (the size button changes every open widget)."""
    from playwright.sync_api import expect

    roots = nb.page.locator(selector)
    expect(roots).to_have_count(len(parts))
    for names, index, part in parts:
        nb.execute(names)
        part(nb, roots.nth(index))
        if SHOT:
            nb.execute("from widgets.ui import display\ndisplay(size='normal', save=False)")


def test_review_my_hand_a_cheaper_wait_and_two_people_s_charts(open_notebook, lab_server):
    """Three finished hands at three tables of one notebook: the learner's hand reviewed and
    replayed, a cheaper wait reviewed with its expected score (P-DR1), two people's charts."""
    path = lab_server.write_notebook(
        f"pxtest-review-{secrets.token_hex(3)}.ipynb",
        [CELL, "t_mine = t", EV_CELL, "t_ev = t", TWO_CELL, "t_two = t"])
    nb = open_notebook(path)
    nb.run_all()
    _run_parts(nb, ".paixue-table", [("t = t_ev", 1, _cheaper_wait),
                                     ("t = t_mine", 0, _review_my_hand),
                                     ("t = t_two", 2, _two_people_s_charts)])


def test_my_mistakes_asks_again_and_shows_the_table_of_the_moment(open_notebook, lab_server):
    """Issue 38's My mistakes, two decks in one notebook: a mistake asked again (a wrong try,
    a right one, the answer), and a 武汉 mistake shown as the table of its moment."""
    path = lab_server.write_notebook(
        f"pxtest-mistakes-{secrets.token_hex(3)}.ipynb",
        [MISTAKES_CELL, "m_asked = m", POSITION_CELL, "q_position = q"])
    nb = open_notebook(path)
    nb.run_all()
    _run_parts(nb, ".paixue-mymistakes", [("m = m_asked", 0, _mistake_asked_again),
                                          ("q = q_position", 1, _table_of_the_moment)])
