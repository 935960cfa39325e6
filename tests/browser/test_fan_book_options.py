"""The fan book's rule options (issue 39) in a real JupyterLab and Chromium: opened by a click,
every option row shows its example and both outcomes with the lines that differ marked (≠,
not only a colour), at 1920×1080 Large in Chinese, then at 1280×720 in English (one notebook,
to keep the suite's time). The words and outcomes come from Python; the page only draws.

PAIXUE_FANBOOK_SHOT=<folder> saves a screenshot of each state, for review."""

from __future__ import annotations

import os
import secrets

from .helpers import save_shot

SHOT = os.environ.get("PAIXUE_FANBOOK_SHOT")
CELL = ("from IPython.display import display\n"
        "from widgets.ui import FanBook\n"
        "book = FanBook('dashiyou-xueliu', lang='zh', size='large')\n"
        "display(book)\n"
        "FanBook('yongzhou', lang='en', size='large')")
OPTIONS = 10  # 大师游's options



def test_fan_book_option_rows(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-fbopts-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    page = nb.page
    page.set_viewport_size({"width": 1920, "height": 1080})
    nb.run_all()
    root = page.locator('.paixue-fanbook[data-variant="dashiyou-xueliu"]')
    expect(root).to_have_attribute("data-size", "large")
    options = root.locator('[data-role="options"]')
    options.locator("summary").click()
    rows = options.locator("tr[data-option]")
    expect(rows).to_have_count(OPTIONS)
    expect(options.locator('[data-role="option-example"]')).to_have_count(OPTIONS)
    for i in range(OPTIONS):  # every row: a setting, two sides, a marked difference
        row = rows.nth(i)
        expect(row.locator('[data-role="option-setting"]')).not_to_be_empty()
        expect(row.locator('[data-role="option-before"] li')).not_to_have_count(0)
        expect(row.locator('[data-role="option-after"] li')).not_to_have_count(0)
        expect(row.locator('[data-changed="1"]').first).to_contain_text("≠")
    pay = options.locator('tr[data-option="zimo_payers"]')
    expect(pay).to_have_attribute("data-kind", "pay")
    expect(pay.locator('[data-role="option-after"] [data-changed="1"]').first).to_contain_text(
        "南家付西家")
    rob = options.locator('tr[data-option="rob_concealed"]')
    expect(rob.locator('[data-role="option-after"]')).to_contain_text("不能抢杠")
    save_shot(SHOT, pay, "fanbook-options-large-zh-pay")
    save_shot(SHOT, rob, "fanbook-options-large-zh-play")

    page.set_viewport_size({"width": 1280, "height": 720})
    root.locator('[data-role="lang"]').click()
    expect(root).to_have_attribute("data-lang", "en")
    expect(rob.locator('[data-role="option-after"]')).to_contain_text("cannot rob the kong")
    void = options.locator('tr[data-option="must_discard_void"]')
    expect(void).to_have_attribute("data-kind", "deal")
    expect(void.locator('[data-role="option-before"] [data-changed="1"]')).not_to_have_count(0)
    expect(void.locator('[data-role="option-before"]')).to_contain_text("may not discard")
    save_shot(SHOT, pay, "fanbook-options-normal-en-pay")
    save_shot(SHOT, void, "fanbook-options-normal-en-deal")
    if SHOT:  # the other size in each language, for review
        page.set_viewport_size({"width": 1920, "height": 1080})
        save_shot(SHOT, void, "fanbook-options-large-en-deal")
        page.set_viewport_size({"width": 1280, "height": 720})
        root.locator('[data-role="lang"]').click()
        expect(root).to_have_attribute("data-lang", "zh")
        save_shot(SHOT, rob, "fanbook-options-normal-zh-play")

    # 永州: scoring options, raise_to_cap on a hand in a cap-5 room
    yz = page.locator('.paixue-fanbook[data-variant="yongzhou"]')
    yz.locator('[data-role="options"] summary').click()
    raise_ = yz.locator('tr[data-option="raise_to_cap"]')
    expect(raise_).to_have_attribute("data-kind", "score")
    expect(raise_.locator('[data-role="option-setting"]')).to_contain_text("room: Cap = 5")
    expect(raise_.locator('[data-role="option-after"] [data-changed="1"]')).not_to_have_count(0)
    save_shot(SHOT, raise_, "fanbook-options-normal-en-score")
