"""The odds lab, click by click, in a real browser: a bet typed into the page changes the exact
expected value that Python computes; an edited rule option (the 大丰收 table's return)
changes it too; Start runs the simulation on the kernel's loop and the
progress grows; the kernel answers other code meanwhile; Stop halts it (the count stops
growing, in the page and in Python); the charts carry the exact EV line and the simulated
band; switching the game redraws everything from Python."""

from __future__ import annotations

import secrets
import time
from fractions import Fraction

from widgets.practice import odds

CELL = """from widgets.ui import OddsLab

lab = OddsLab("dafengshou", bets={"apple": 10, "bar": 1}, rounds=5_000_000, seed=1, lang="en")
lab"""


def _rounds(root) -> int:
    return int(root.get_attribute("data-rounds"))


def _type(box, text: str) -> None:
    """Type into a box as a learner does: the change is sent on Enter, then focus leaves."""
    box.fill(text)
    box.press("Enter")
    box.blur()


def _wait_until(pred, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if pred():
            return
        time.sleep(0.1)
    raise AssertionError("condition not met in time")


def test_bet_start_progress_stop(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-odds-{secrets.token_hex(3)}.ipynb", [CELL])
    nb = open_notebook(path)
    nb.run_all()
    root = nb.page.locator(".paixue-odds")
    expect(root).to_have_count(1)
    expect(root).to_have_attribute("data-game", "dafengshou")
    expect(root).to_have_attribute("data-status", "idle")
    expect(root).to_have_attribute("data-ev", "-11/10")
    expect(root.locator('[data-role="chart"] [data-outcome]')).to_have_count(9)  # 8 + luck

    # a bet typed into the page: Python recomputes the exact value
    bar = root.locator('[data-field="bet:bar"]')
    _type(bar, "2")
    ev = odds.dafengshou({"apple": 10, "bar": 2}).expected
    assert ev == Fraction(-6, 5)
    expect(root).to_have_attribute("data-ev", str(ev))
    expect(root.locator('[data-role="ev-line"]')).to_have_attribute("data-ev", str(ev))

    # a refused bet is shown in the widget, nothing changes
    _type(bar, "-4")
    expect(root.locator('[data-role="message"]')).to_have_attribute("data-level", "warning")
    expect(root).to_have_attribute("data-ev", str(ev))

    # the table is editable: a kinder machine (rtp 95 %) in the option panel
    rtp = root.locator('[data-role="options"] [data-option="rtp"]')
    _type(rtp, "95")
    ev = odds.dafengshou({"apple": 10, "bar": 2}, rtp=95).expected
    assert ev == Fraction(-3, 5)
    expect(root).to_have_attribute("data-ev", str(ev))
    expect(root.locator('[data-table="targets"]')).to_contain_text("95%")

    # Start: the progress grows while the kernel stays responsive
    root.locator('[data-role="start"]').click()
    expect(root).to_have_attribute("data-status", "running")
    expect(root.locator('[data-role="stop"]')).to_be_enabled()
    _wait_until(lambda: _rounds(root) > 0)
    first = _rounds(root)
    _wait_until(lambda: _rounds(root) > first)
    assert nb.execute("print(6 * 7, lab.running)") == "42 True\n"
    second = _rounds(root)
    _wait_until(lambda: _rounds(root) > second)
    progress = root.locator('[data-role="progress"]')
    assert int(progress.evaluate("p => p.value")) > 0

    # Stop: the count stops growing, in the page and in Python
    root.locator('[data-role="stop"]').click()
    expect(root).to_have_attribute("data-status", "stopped")
    stopped = _rounds(root)
    assert 0 < stopped < 5_000_000
    time.sleep(1.0)
    assert _rounds(root) == stopped
    assert nb.execute("print(lab.running, lab.estimate.rounds)") == f"False {stopped}\n"
    expect(root.locator('[data-role="start"]')).to_be_enabled()

    # the charts: simulated mean and band, the exact EV line; the verdict as data
    assert int(root.locator('[data-role="convergence"]').get_attribute("data-points")) > 2
    expect(root.locator('[data-role="band"]')).to_have_count(1)
    expect(root.locator('[data-role="mean-line"]')).to_have_count(1)
    low, high = float(root.get_attribute("data-low")), float(root.get_attribute("data-high"))
    assert low < high
    assert root.get_attribute("data-inside") in ("true", "false")

    # switch the game: a mahjong wait, redrawn from Python, with zero rounds again
    root.locator('[data-role="game"]').select_option("mahjong")
    expect(root).to_have_attribute("data-game", "mahjong")
    expect(root).to_have_attribute("data-rounds", "0")
    expect(root).to_have_attribute("data-ev", str(odds.mahjong_wait().expected))
    _type(root.locator('[data-field="draws"]'), "1")
    expect(root).to_have_attribute("data-ev", str(Fraction(6, 95)))
    root.locator('[data-role="lang"]').click()
    expect(root).to_have_attribute("data-lang", "zh")
    expect(root.locator('[data-role="start"]')).to_have_text("开始模拟")
