"""The hand table's "Review my hand" in a real browser: a hand a learner played (東, played out in
the kernel) is over; the fold is there, closed; opening it lists the mistakes the kernel's review
finds, costliest first; a replay button steps the table to just before that decision; the
language switch says it all in Chinese.

``PAIXUE_REVIEW_SHOT`` (a folder) saves screenshots: en and zh at 1280×720 Normal, zh and en
Large at 1920×1080.
"""

from __future__ import annotations

import json
import os
import secrets
from pathlib import Path

SHOT = os.environ.get("PAIXUE_REVIEW_SHOT")
CELL = """from widgets.ui import HandTable

t = HandTable("sichuan-xueliu", seed=7, human=0, lang="en")
while (d := t.game.pending()) is not None:  # 東 plays its first tile, passes every claim
    t.handle({"kind": "pick", "index": 0} if d.kind == "turn"
             else {"kind": "act", "index": len(d.options) - 1})
t"""


def _py(nb, expr: str):
    return json.loads(nb.execute(f"import json; print(json.dumps({expr}))"))


def test_review_my_hand_opens_lists_the_mistakes_and_replays_one(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-review-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-table")
    expect(root).to_have_attribute("data-finished", "true")
    fold = root.locator('[data-role="review"]')
    expect(fold.locator("summary")).to_have_text("Review my hand")
    expect(fold.locator("li")).to_have_count(0)  # closed: nothing worked out yet

    fold.locator("summary").click()
    steps = _py(nb, "[d.step for d in t.review.mistakes[:8]]")
    assert steps, "this hand has mistakes to show"
    items = fold.locator("li[data-step]")
    expect(items).to_have_count(len(steps))
    assert [int(items.nth(i).get_attribute("data-step")) for i in range(len(steps))] == steps
    total = _py(nb, "len(t.review.decisions)")
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
    assert _py(nb, "t.step") == steps[1]
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
    assert _py(nb, "t.view['review']['open']") is False
