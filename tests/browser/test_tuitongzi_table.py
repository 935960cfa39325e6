"""The 二八杠 table, click by click, in a real JupyterLab and Chromium.

A learner (seat 甲) sees every tile face down, bets a chip on a position by clicking; the
round is revealed and settled: each position shows its result with the reason, the tiles
shown are the kernel's (drawn as 筒, n circles each), the ledger (bettors, banker, pool; the
house only when it pays the pool's growth) sums to zero on screen; a refused bet is shown in
the widget; the table fits one screen at 1280×720 Normal and 1920×1080 Large, in en and zh;
New deal carries the pool on. With PX_SHOTS set to a folder, screenshots are saved there.
"""

from __future__ import annotations

import secrets

from .card_table_page import fits, large_here, shot, zh_then_large
from .helpers import py_value

CELL = """from widgets.ui import TuitongziTable

t = TuitongziTable(seed=5, human=0, lang="en")
t"""


def test_bet_a_round_by_clicking(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-ttt-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    page = nb.page
    page.set_viewport_size({"width": 1280, "height": 720})
    nb.run_all()
    root = page.locator(".paixue-tuitongzi").first
    expect(root).to_have_attribute("data-stage", "bet")
    expect(root.locator(".px-ttt-back")).to_have_count(8)  # all face down while betting
    fits(root, ".px-ttt-main", "1280×720 normal en")
    shot(root, "ttt-1280-normal-en-bet")
    large_here(root, ['[data-role="decision"]'], "ttt")

    nb.execute("t.handle({'kind': 'bet', 'position': 1, 'amount': 7})")
    expect(root.locator('[data-role="message"]')).to_be_visible()
    assert py_value(nb, "len(t.game.bets)") == 0

    root.locator('[data-role="decision"] button[data-position="1"][data-amount="500"]').click()
    expect(root).to_have_attribute("data-over", "true")
    expect(root.locator(".px-ttt-back")).to_have_count(0)
    for p in range(4):
        tiles = root.locator(f'[data-role="tiles-{p}"] .px-tile')
        expect(tiles).to_have_count(2)
        shown = [tiles.nth(i).get_attribute("data-card") for i in range(2)]
        kernel = py_value(nb, f"list(t.game.hand({p}))")
        assert shown == ["F" if x == 0 else str(x) for x in kernel]
        # 二八杠's tiles are 筒: n circles on a picture face (发财 its green 发), named in English
        for i, x in enumerate(kernel):
            tile = tiles.nth(i)
            if x == 0:
                expect(tile.locator("svg.px-pic text")).to_have_text(["发"])
                continue
            expect(tile.locator("svg.px-pic circle.px-dot")).to_have_count(x)
            expect(tile).to_have_attribute("aria-label", f"{x} of dots")
    expect(root.locator('[data-role="result"]')).to_have_count(3)
    expect(root.locator('[data-position="1"] [data-role="bets"]')).to_contain_text("A: 500")
    cells = root.locator('[data-role="ledger"] tr td:nth-child(2)')
    values = [int(cells.nth(i).inner_text().replace("+", "")) for i in range(cells.count())]
    # the bettors fund the pool's growth (P-TT1): the house pays nothing and is not shown
    ledger = py_value(nb, "list(t.game.ledger())")
    assert values == ledger[:-1] and ledger[-1] == 0 and sum(values) == 0
    expect(root.locator('[data-role="pool"]')).to_contain_text("after:")
    fits(root, ".px-ttt-main", "1280×720 normal en end")
    shot(root, "ttt-1280-normal-en-end")

    # the reveal is one numbered step (the reveal and the three duels); the pool settles one
    # step later, with the ledger
    total = py_value(nb, "len(t.game.events)")
    root.locator('button[data-step="back"]').click()
    reveal = root.locator(f'[data-role="history"] li[data-step="{total - 1}"]')
    expect(reveal).to_have_attribute("aria-current", "step")
    expect(reveal.locator(".px-ctb-line")).to_have_count(4)
    expect(root.locator('[data-role="pool"] li')).to_have_count(1)
    expect(root.locator('[data-role="pool"]')).not_to_contain_text("after:")
    shot(root, "ttt-1280-normal-en-reveal")
    root.locator('button[data-step="forward"]').click()
    expect(root.locator('[data-role="pool"]')).to_contain_text("after:")
    expect(root.locator(f'[data-role="history"] li[data-step="{total}"]')).to_have_attribute(
        "aria-current", "step")

    zh_then_large(page, root, ".px-ttt-main", "开牌", "ttt", keys=['[data-role="tiles-1"]'])
    fits(root, ".px-ttt-main", "1920×1080 large en")
    shot(root, "ttt-1920-large-en-end")

    after = py_value(nb, "t.game.end.pool_after")
    root.locator('input[data-key="seed"]').fill("9")
    root.locator('button[data-kind="new"]').click()
    expect(root).to_have_attribute("data-stage", "bet")
    expect(root.locator('[data-role="pool"]')).to_contain_text(f"at the start: {after}")
    shot(root, "ttt-1920-large-en-new")
