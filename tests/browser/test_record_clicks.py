"""The learner's record in a real browser: a wrong answer is kept, a second notebook (a new
kernel) shows it and deals it in a review drill, export shows the CSV, reset asks then erases.

The right and wrong answers come from the kernel (``nb.execute``), never from the page.
``PAIXUE_RECORD_SHOT`` (a folder) saves screenshots: en Normal at 1280×720 and zh Large at
1920×1080.
"""

from __future__ import annotations

import json
import os
import secrets
from pathlib import Path

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
    wrong = json.loads(nb.execute(
        "import json; print(json.dumps([c.value for c in d.question.choices "
        "if c.value not in d.question.answer][0]))"))
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
