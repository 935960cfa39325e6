"""The card tables' "Review my hand" in a real browser (issue 38): a 斗地主 hand seat 甲 played
as a beginner would is over; "Work it out" runs with its bar, one decision per message; Stop,
then Go on, takes it up where it stopped; the mistakes come with their loss in points and win
chance and why; a step button takes the table there; a mistake is tried again before its
answer shows (retry before reveal: the cards of that moment picked and played, told right or
wrong, then the answer); the language switch says it in Chinese. ``PAIXUE_REVIEW_SHOT`` (a
folder) saves screenshots at 1280×720 Normal (en) and 1920×1080 Large (zh), the review and the
retry."""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from .helpers import py_value

SHOT = os.environ.get("PAIXUE_REVIEW_SHOT")
CELL = """from widgets.ui import DoudizhuTable

t = DoudizhuTable(seed=3, human=0, lang="en")
for _ in range(400):  # 甲 plays as a beginner would
    if t.decision is None:
        break
    t.act(t.game.choice(t.decision, "beginner").action)
t"""


def test_a_doudizhu_hand_is_reviewed_by_what_each_choice_cost(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-card-review-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    nb.page.set_viewport_size({"width": 1280, "height": 720})
    nb.run_all()
    root = nb.page.locator(".paixue-doudizhu")
    expect(root).to_have_attribute("data-over", "true")
    review = root.locator('[data-role="review"]')
    expect(review).to_have_attribute("data-state", "ready")
    expect(review.locator('[data-role="review-start"]')).to_be_visible()
    # Stop after one decision, then Go on (Stop is driven from the kernel: a click could land
    # after the last decision); the widget asks for the rest from where it stopped
    nb.execute('for a in ("start", "next", "stop"):\n'
               '    t.handle({"kind": "review", "action": a})')
    go_on = review.locator('[data-role="review-go-on"]')
    expect(go_on).to_contain_text("Go on (")
    if SHOT:
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        go_on.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "card-review-go-on-en-normal-1280.png"))
    go_on.click()
    expect(go_on).to_have_count(0)  # running again (the final list has no Go on either)
    expect(review).to_have_attribute("data-state", "done", timeout=90_000)
    n = py_value(nb, "len(t.view['review']['items'])")
    assert n >= 1
    items = review.locator("li[data-step]")
    expect(items).to_have_count(n)
    expect(items.first.locator(".px-ctb-review-cost")).to_contain_text("win chance")
    expect(review.locator('[data-role="review-meaning"]')).to_contain_text("95 % interval")
    if SHOT:
        Path(SHOT).mkdir(parents=True, exist_ok=True)
        review.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "card-review-en-normal-1280.png"))
    step = int(items.first.get_attribute("data-step"))
    items.first.locator('[data-role="review-step"]').click()
    assert py_value(nb, "t.at") == step
    # retry before reveal: the move played then, tried again, is told so; then the answer
    # (a play's if one is listed: its cards are picked, then played)
    run = "__import__('widgets.ui.tables.card_review_view', fromlist=['x']).run_of(t)"
    plays = py_value(nb, "[i for i, it in enumerate(t.view['review']['items']) if "
                     f"{run}.reviewer.at(it['step'])[2].kind == 'play']")
    item = items.nth(plays[0] if plays else 0)
    step = int(item.get_attribute("data-step"))
    item.locator('[data-role="review-retry"]').click()
    retry = review.locator('[data-role="retry"]')
    expect(retry).to_have_attribute("data-step", str(step))
    expect(retry.locator('[data-role="retry-reveal"]')).to_have_count(0)  # not before a try
    words_of = "__import__('widgets.ui.tables.doudizhu_words', fromlist=['x']).action_words"
    kind, ranks, words = py_value(nb, "(lambda g, d, p, b: [p.kind, ''.join(p.tiles), "
                                  f"{words_of}(g, d, p, t.ui['lang'])])"
                                  f"(*{run}.reviewer.at({step}))")
    if kind == "play":
        expect(retry).to_have_attribute("data-mode", "pick")
        for rank in ranks:  # one card of each rank played, as many as played
            cid = retry.locator(f'[data-role="retry-card"][data-card^="{rank}"]'
                                ':not([data-picked="true"])').first.get_attribute("data-card")
            card = retry.locator(f'[data-role="retry-card"][data-card="{cid}"]')
            card.click()
            expect(card).to_have_attribute("data-picked", "true")
        retry.locator('[data-role="retry-play"]').click()
    else:
        retry.locator('[data-role="retry-option"]', has_text=words).first.click()
    expect(retry).to_have_attribute("data-verdict", "same")
    expect(retry.locator('[data-role="retry-feedback"]')).to_contain_text("the move you played")
    if SHOT:
        retry.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "card-retry-en-normal-1280.png"))
    retry.locator('[data-role="retry-reveal"]').click()
    expect(retry.locator('[data-role="retry-answer"]')).to_contain_text("A strong player would")
    root.locator('[data-kind="lang"]').click()
    expect(items.first.locator(".px-ctb-review-cost")).to_contain_text("胜率")
    expect(retry.locator('[data-role="retry-answer"]')).to_contain_text("高手会选")
    if SHOT:
        nb.page.set_viewport_size({"width": 1920, "height": 1080})
        root.locator('[data-kind="size"]').click()
        expect(root).to_have_attribute("data-size", "large")
        nb.wait_kernel_idle()
        review.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "card-review-zh-large-1920.png"))
        retry.evaluate("e => e.scrollIntoView({block: 'center'})")
        nb.page.screenshot(path=str(Path(SHOT) / "card-retry-zh-large-1920.png"))
    retry.locator('[data-role="retry-close"]').click()
    expect(retry).to_have_count(0)
