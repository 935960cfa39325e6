"""The learner's record in a real browser: a wrong answer is kept, a second notebook (a new
kernel) shows it and deals it in a review drill, export shows the CSV, reset asks then erases.

The right and wrong answers come from the kernel (``nb.execute``), never from the page.
``PAIXUE_RECORD_SHOT`` (a folder) saves screenshots: en Normal at 1280×720 and zh Large at
1920×1080.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from .helpers import py_value

SHOT = os.environ.get("PAIXUE_RECORD_SHOT")


def test_record_survives_a_new_kernel_and_review_deals_the_mistake(open_notebook, lab_server):
    from playwright.sync_api import expect

    tag = secrets.token_hex(3)
    record = f"pxtest-record-{tag}.jsonl"
    first = lab_server.write_notebook(f"pxtest-record-{tag}-a.ipynb", [
        "from widgets.ui import Drill\n"
        f'd = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=3, seed=5, '
        f'lang="en", record={record!r})\nd'])
    nb = open_notebook(first)
    nb.run_all()
    root = nb.page.locator(".paixue-drill")
    expect(root).to_have_attribute("data-kind", "dingque")
    wrong = py_value(nb, "[c.value for c in d.question.choices "
                         "if c.value not in d.question.answer][0]")
    root.locator(f'[data-role="choices"] button[data-choice="{wrong}"]').click()
    root.locator('[data-role="submit"]').click()
    expect(root.locator('[data-role="feedback"]')).to_have_attribute("data-correct", "false")
    panel = root.locator('[data-role="record"]')
    panel.locator("summary").click()
    expect(panel).to_have_attribute("data-count", "1")
    expect(panel.locator('[data-role="record-table"] tr[data-kind="dingque"] td')).to_have_text(
        "0/1")
    expect(panel.locator('[data-role="deck"]')).to_contain_text("Mistakes deck: 0 due of 1")
    panel.locator('[data-role="record-csv"]').click()
    expect(panel.locator('[data-role="record-export"]')).to_have_value(
        __import__("re").compile(r"^source,variant,kind,level,seed,index,answer"))
    expect(panel.locator('[data-role="record-download"]')).to_have_attribute(
        "download", f"pxtest-record-{tag}.csv")
    if SHOT:
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        nb.page.set_viewport_size({"width": 1280, "height": 720})
        root.screenshot(path=str(Path(SHOT) / "record-en-normal-1280.png"))

    # A second notebook: a new kernel reads the file and deals the mistake again.
    second = lab_server.write_notebook(f"pxtest-record-{tag}-b.ipynb", [
        "from widgets.ui import Drill\n"
        f'r = Drill("sichuan-xuezhan", kinds=("review",), lang="zh", size="large", '
        f'record={record!r})\nr'])
    nb2 = open_notebook(second)
    nb2.run_all()
    root2 = nb2.page.locator(".paixue-drill")
    expect(root2).to_have_attribute("data-kind", "dingque")
    expect(root2.locator('[data-role="note"]')).to_contain_text("还没有到期的错题")
    assert nb2.execute("print(r.question.hand)").strip() == \
        nb.execute("print(d.question.hand)").strip()
    panel2 = root2.locator('[data-role="record"]')
    panel2.locator("summary").click()
    expect(panel2).to_have_attribute("data-count", "1")
    if SHOT:
        nb2.page.set_viewport_size({"width": 1920, "height": 1080})
        root2.screenshot(path=str(Path(SHOT) / "record-zh-large-1920.png"))
    panel2.locator('[data-role="record-reset"]').click()
    expect(panel2.locator('[data-role="record-confirm"]')).to_contain_text("确定清空全部 1 个答案")
    assert nb2.execute("print(len(r.record.answers()))").strip() == "1"  # asked, not erased
    panel2.locator('[data-role="record-yes"]').click()
    expect(panel2.locator('[data-role="record-reset-done"]')).to_contain_text("记录已清空")
    expect(panel2).to_have_attribute("data-count", "0")
    assert nb2.execute("print(len(r.record.answers()))").strip() == "0"


def test_hint_ladder_and_test_mode_clicks(open_notebook, lab_server):
    from playwright.sync_api import expect

    tag = secrets.token_hex(3)
    path = lab_server.write_notebook(f"pxtest-hints-{tag}.ipynb", [
        "from widgets.ui import Drill\n"
        'h = Drill("sichuan-xuezhan", kinds=("waits",), level="easy", n=2, seed=3, lang="en", '
        "record=False)\nh",
        't = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, '
        'lang="zh", test=True, record=False)\nt'])
    nb = open_notebook(path)
    nb.run_all()
    hint_drill = nb.page.locator('.paixue-drill[data-kind="waits"]')
    button = hint_drill.locator('[data-role="hint"]')
    expect(button).to_have_text("Hint: a nudge (then at most 75% credit)")
    button.click()
    expect(hint_drill.locator('[data-role="hints"]')).to_have_attribute("data-used", "1")
    hint_drill.locator('[data-role="hint"]').click()
    expect(hint_drill.locator('[data-role="hints"] [data-step]')).to_have_count(2)
    expect(hint_drill.locator('[data-role="hint-cost"]')).to_have_text(
        "2 of 3 hints used: this question earns at most 50%")
    for tile in py_value(nb, "sorted(h.question.answer)"):
        hint_drill.locator(f'[data-role="choices"] button[data-tile="{tile}"]').first.click()
    hint_drill.locator('[data-role="submit"]').click()
    feedback = hint_drill.locator('[data-role="feedback"]')
    expect(feedback).to_have_attribute("data-correct", "true")
    expect(feedback).to_have_attribute("data-credit", "0.5")
    expect(hint_drill.locator('[data-role="hint"]')).to_have_count(0)
    if SHOT:
        nb.page.set_viewport_size({"width": 1280, "height": 720})
        hint_drill.screenshot(path=str(Path(SHOT) / "hints-en-normal-1280.png"))

    test = nb.page.locator('.paixue-drill[data-kind="dingque"]')
    expect(test.locator('[data-role="hint"]')).to_have_count(0)
    expect(test.locator('[data-role="test"]')).to_have_attribute("data-testing", "true")
    wrong = py_value(nb, "[c.value for c in t.question.choices "
                         "if c.value not in t.question.answer][0]")
    test.locator(f'button[data-choice="{wrong}"]').click()
    test.locator('[data-role="submit"]').click()
    expect(test.locator('[data-role="test-kept"]')).to_be_visible()
    expect(test.locator('[data-role="feedback"]')).to_have_count(0)
    expect(test.locator("[data-mark]")).to_have_count(0)
    if SHOT:
        test.screenshot(path=str(Path(SHOT) / "test-zh-normal-1280-hidden.png"))
    test.locator('[data-role="next"]').click()
    # The choices of both questions are the same three suits: wait for the second question
    # to be drawn, or the click lands on the first one's button and is lost in the redraw.
    expect(test.locator('[data-role="progress"]')).to_have_attribute("data-number", "2")
    right = py_value(nb, "sorted(t.question.answer)[0]")
    test.locator(f'button[data-choice="{right}"]').click()
    test.locator('[data-role="submit"]').click()
    expect(test.locator('[data-role="test"]')).to_have_text(
        "测验成绩：答对 1 题（共 2 题），平均得分 50%")
    expect(test.locator('[data-role="feedback"]')).to_have_attribute("data-correct", "true")
    if SHOT:
        nb.page.set_viewport_size({"width": 1920, "height": 1080})
        nb.execute("t.handle({'kind': 'size', 'value': 'large'})")
        expect(test).to_have_attribute("data-size", "large")
        test.screenshot(path=str(Path(SHOT) / "test-zh-large-1920-score.png"))
