"""The settlement lab in a real JupyterLab and Chromium (issue 41), as a learner uses it: P0's
kong and P2's self-drawn win picked from the seats' menus, each payment listed with the rule
text behind it and the amounts the engine computes; a story the rules refuse (a winner who
leaves) is said in the widget's language and the ledger kept; the language switched. One
notebook, Large size, at 1280×720 and 1920×1080, in English and Chinese; screenshots in
/tmp/w41-shots."""

from __future__ import annotations

import secrets
from pathlib import Path

from widgets.practice.table.settle_story import Story, outcome

SHOTS = Path("/tmp/w41-shots")


def test_settle_lab_clicks(open_notebook, lab_server):
    from playwright.sync_api import expect

    SHOTS.mkdir(exist_ok=True)
    path = lab_server.write_notebook(
        f"pxtest-settle-{secrets.token_hex(3)}.ipynb",
        ["from widgets.ui import SettleLab\nw = SettleLab(lang='en', size='large')\nw"])
    nb = open_notebook(path)
    page = nb.page
    page.set_viewport_size({"width": 1280, "height": 720})
    nb.run_all()
    root = page.locator(".paixue-settle")
    expect(root).to_have_attribute("data-lang", "en")
    expect(root.locator('[data-role="no-payments"]')).to_be_visible()  # nobody paid yet

    root.locator('select[data-role="kong"][data-seat="0"]').select_option("concealed")
    root.locator('select[data-role="end"][data-seat="2"]').select_option("zimo")
    root.locator('select[data-role="end"][data-seat="3"]').select_option("dianpao")
    root.locator('select[data-role="from_seat"][data-seat="3"]').select_option("1")
    story = (Story().with_seat(0, kong="concealed").with_seat(2, end="zimo")
             .with_seat(3, end="dianpao", from_seat=1))
    ledger = outcome(story).ledger
    rows = root.locator('[data-role="payment"]')
    expect(rows).to_have_count(len(ledger.payments))
    for i, p in enumerate(ledger.payments):
        expect(rows.nth(i)).to_have_attribute("data-paid", str(p.paid))
    expect(rows.first).to_contain_text("下雨：立刻收取其他未胡者2倍金币")  # the rule text, as is
    expect(root.locator('[data-role="seat"][data-seat="2"] [data-role="net"]')).to_have_attribute(
        "data-net", str(ledger.net[2]))

    left = root.locator('input[data-role="left"][data-seat="2"]')
    message = root.locator('[data-role="message"]')
    for _ in range(2):  # a winner cannot leave: refused, and the box shows it, twice over
        left.click()    # (the second refusal repeats the message: no redraw brings it back)
        expect(message).to_have_attribute("data-level", "warning")
        expect(message).to_contain_text("未胡牌玩家逃跑")
        expect(left).not_to_be_checked()
    expect(rows).to_have_count(len(ledger.payments))  # the last story kept
    page.screenshot(path=str(SHOTS / "settle-large-en-1280x720.png"))

    heading = root.locator('[data-role="ledger"] h4')
    for width, height, lang in ((1280, 720, "zh"), (1920, 1080, "zh"), (1920, 1080, "en")):
        page.set_viewport_size({"width": width, "height": height})
        if root.get_attribute("data-lang") != lang:
            root.locator('[data-role="lang"]').click()
        expect(root).to_have_attribute("data-lang", lang)
        expect(heading).to_have_text("Payments (each with its rule)" if lang == "en"
                                     else "付款（每一笔和它的规则）")
        expect(rows).to_have_count(len(ledger.payments))
        root.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.screenshot(path=str(SHOTS / f"settle-large-{lang}-{width}x{height}.png"))
    assert nb.execute("print(len(w.outcome.ledger.payments))").strip() == \
        str(len(ledger.payments))

    root.locator('select[data-role="end"][data-seat="1"]').select_option("zimo")  # 3 winners
    expect(message).to_have_attribute("data-level", "")
    first = root.locator('select[data-role="end"][data-seat="0"]')
    for _ in range(2):  # a fourth winner: refused, twice over, and the menu keeps "ready"
        first.select_option("zimo")
        expect(message).to_contain_text("a fourth cannot win")
        expect(first).to_have_value("ready")
