"""The settlement lab in a real JupyterLab and Chromium (issue 41), as a learner uses it: P0's
kong and P2's self-drawn win picked from the seats' menus, each payment listed with the rule
text behind it and the amounts the engine computes; a story the rules refuse (a winner who
leaves) is said in the widget's language and the ledger kept; the language switched. Large
size at 1280×720 (English, then Chinese) and 1920×1080 (Chinese, then English); screenshots in
/tmp/w41-shots."""

from __future__ import annotations

import secrets
from pathlib import Path

import pytest

from widgets.practice.table.settle_story import Story, outcome

SHOTS = Path("/tmp/w41-shots")
RUNS = [("large", 1280, 720, "en"), ("large", 1920, 1080, "zh")]


@pytest.mark.parametrize(("size", "width", "height", "lang"), RUNS,
                         ids=[f"{r[1]}-{r[3]}" for r in RUNS])
def test_settle_lab_clicks(open_notebook, lab_server, size, width, height, lang):
    from playwright.sync_api import expect

    SHOTS.mkdir(exist_ok=True)
    path = lab_server.write_notebook(
        f"pxtest-settle-{secrets.token_hex(3)}.ipynb",
        [f"from widgets.ui import SettleLab\nw = SettleLab(lang={lang!r}, size={size!r})\nw"])
    nb = open_notebook(path)
    page = nb.page
    page.set_viewport_size({"width": width, "height": height})
    nb.run_all()
    root = page.locator(".paixue-settle")
    expect(root).to_have_attribute("data-lang", lang)
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
    page.screenshot(path=str(SHOTS / f"settle-{size}-{lang}-{width}x{height}.png"))

    root.locator('input[data-role="left"][data-seat="2"]').check()  # a winner cannot leave
    message = root.locator('[data-role="message"]')
    expect(message).to_have_attribute("data-level", "warning")
    expect(message).to_contain_text("未胡牌玩家逃跑")
    expect(rows).to_have_count(len(ledger.payments))  # the last story kept

    other = "zh" if lang == "en" else "en"
    root.locator('[data-role="lang"]').click()
    expect(root).to_have_attribute("data-lang", other)
    expect(root.locator('[data-role="ledger"] h4')).to_have_text(
        "Payments (each with its rule)" if other == "en" else "付款（每一笔和它的规则）")
    root.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(SHOTS / f"settle-{size}-{other}-{width}x{height}.png"))
    assert nb.execute("print(len(w.outcome.ledger.payments))").strip() == \
        str(len(ledger.payments))
