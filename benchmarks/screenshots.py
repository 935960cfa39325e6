"""Regenerate the README's screenshots (docs/screenshots/*.png) from a real browser run.

It starts its own JupyterLab and Debian's Chromium (the browser tests' harness,
``tests/browser/conftest.py``), runs one notebook that shows each widget in a state worth
seeing, and saves each widget's root element, cropped, as a PNG:

- ``handlab-light.png``: the hand lab, light theme, normal size: a ready hand (its waits) and a
  chosen discard (the 上家's 4p: the claims allowed and refused);
- ``handlab-dark.png``: the same kind of lab in JupyterLab's dark theme, labels in Chinese;
- ``handlab-large.png``: the large size (projectors) with a fan breakdown whose excluded fans
  (不计) are struck out, each with the fan that excluded it;
- ``exercise.png``: an exercise answered and checked, with its hint;
- ``yongzhou-compare.png``: 永州's two tables side by side, the cap drawn as a line;
- ``drill.png``: a best-discard drill answered, with its feedback (the engine's table folded);
- ``handtable.png``: a 大师游 血流成河 hand part-way, wall, dice and ledger;
- ``paohuzi.png``: a 跑胡子 hand grouped, with its 胡息 and score;
- ``oddslab.png``: the odds lab on 大丰收 after a simulation;
- ``doudizhu-table.png``: lesson 04's 斗地主 hand (seed 166) at its rocket, every hand shown;
- ``paohuzi-table.png``: a 跑胡子 hand played to its end at the table, the winning grouping;
- ``sanzhang-table.png``: a 欢乐三张 hand at its end, the two last hands shown to all, the pot;
- ``tuitongzi-table.png``: an 二八杠 round revealed, each position against the banker, the pool;
- ``tilechart.png``: lesson 00's chart of the tiles, every picture face with its notation,
  Chinese and English name;
- ``projector.png``: the whole JupyterLab window at projector size (1920×1080), a Large hand lab
  in Chinese after one click on a palette tile: the answer, down to the score's total, on one
  screen.

The widgets are put in these states from Python (``handle``), not by clicks, so no focus ring
or hover shows. Tiles and labels use the system's CJK font (Debian's fonts-noto-cjk). It prints
each file's size; the page must make no off-machine request and raise no error.

Run: ``.venv/bin/python benchmarks/screenshots.py [output dir, default docs/screenshots]``
(``make bench`` runs it too; the PNGs come out the same unless the widgets changed).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import conftest as harness  # noqa: E402  (the browser tests' harness: server, browser, pages)

OUT = ROOT / "docs" / "screenshots"
MAX_KB = 300
# Tall enough that a whole widget fits in the notebook's own scrolling area (an element
# screenshot is clipped by it); wide enough for the lab's two columns.
VIEWPORT = {"width": 1360, "height": 3200}

CELLS = [
    "from widgets.ui import (CardTable, DoudizhuTable, Drill, Exercise, HandLab, HandTable,\n"
    "                        OddsLab, PaohuziTable, SanzhangTable, TileChart, TuitongziTable)",
    # ready (waits on 1p and 4p); the 上家 discards 4p: 胡 allowed, 吃 refused (no 吃 in Sichuan)
    'light = HandLab("sichuan-xuezhan", hand="123m456m789m11p23p", lang="en")\n'
    'light.handle({"kind": "claim_tile", "tile": "4p", "from_seat": 1})\n'
    "light",
    # seven pairs, ready on 7m, with one 7m already seen; Chinese labels
    'dark = HandLab("sichuan-xuezhan", hand="1122334455667m", seen="7m", lang="zh")\n'
    'dark.handle({"kind": "claim_tile", "tile": "7m", "from_seat": 3})\n'
    "dark",
    # 清碰 (one-suit all triplets) excludes 清一色, 碰碰胡 and 平胡: struck out, with the reason
    'large = HandLab("sichuan-xuezhan", hand="111m222m33m44m [555m] +4m", lang="en", '
    'size="large")\n'
    "large",
    # the nine gates: waits on every 万; all selected, checked, hint shown
    'ex = Exercise.waits("sichuan-xuezhan", "1112345678999m", lang="en")\n'
    "for n in range(1, 10):\n"
    '    ex.handle({"kind": "select", "tile": f"{n}m"})\n'
    'ex.handle({"kind": "check"})\n'
    'ex.handle({"kind": "hint"})\n'
    "ex",
    # 混一色 + 自摸 + 風位: 4番 in table A (cap 3) and 5番 in table B (cap 5)
    'yz = HandLab("yongzhou", hand="123m456m789m1z [222z,1] +1z", compare="cap", lang="en", '
    'situation={"self_drawn": True, "seat_wind": 1})\n'
    "yz",
    # a best-discard question answered right: the full table shows
    'drill = Drill("sichuan-xuezhan", kinds=("discard",), seed=7, lang="en")\n'
    'drill.handle({"kind": "pick", "value": sorted(drill.question.answer)[0]})\n'
    'drill.handle({"kind": "submit"})\n'
    "drill",
    # seed 4 of 大师游: after the exchange, part-way through the hand
    'table = HandTable("dashiyou-xueliu", seed=4, lang="en")\n'
    'table.handle({"kind": "step", "to": 70})\n'
    "table",
    'CardTable("paohuzi", hand="x123 d2710 x555 d888 x678 d345 x99 +x9", turned="x8", '
    'self_drawn=True, lang="en")',
    'odds = OddsLab("dafengshou", bets={"apple": 10}, lang="en")\n'
    "odds.simulate(20_000)\n"
    "odds",
    # the played card tables: automatic seats, stepped to a moment worth seeing
    'ddz = DoudizhuTable(seed=166, human=None, lang="en")\n'
    'ddz.handle({"kind": "open", "value": True})\n'
    'ddz.handle({"kind": "step", "to": 40})\n'
    "ddz",
    'ph = PaohuziTable(seed=0, human=None, lang="en")\n'
    'ph.handle({"kind": "step", "to": "end"})\n'
    "ph",
    'szt = SanzhangTable(seed=1, human=None, lang="en")\n'
    'szt.handle({"kind": "step", "to": "end"})\n'
    "szt",
    'ttt = TuitongziTable(seed=1, human=None, lang="zh")\n'
    'ttt.handle({"kind": "step", "to": "end"})\n'
    "ttt",
    'TileChart(lang="en")',  # lesson 00's chart: every face with its notation and names
    # one tile from 清碰: the click on 4m completes it (the projector shot)
    'proj = HandLab("sichuan-xuezhan", hand="111m222m33m44m [555m]", lang="zh", size="large")\n'
    "proj",
]
PROJECTOR = {"width": 1920, "height": 1080}

# (file, root selector, index among those roots, theme)
SHOTS = [
    ("handlab-light.png", ".paixue-handlab", 0, "JupyterLab Light"),
    ("handlab-large.png", ".paixue-handlab", 2, "JupyterLab Light"),
    ("exercise.png", ".paixue-exercise", 0, "JupyterLab Light"),
    ("yongzhou-compare.png", ".paixue-handlab", 3, "JupyterLab Light"),
    ("drill.png", ".paixue-drill", 0, "JupyterLab Light"),
    ("handtable.png", ".paixue-table", 0, "JupyterLab Light"),
    ("paohuzi.png", ".paixue-cards", 0, "JupyterLab Light"),
    ("oddslab.png", ".paixue-odds", 0, "JupyterLab Light"),
    ("doudizhu-table.png", ".paixue-doudizhu", 0, "JupyterLab Light"),
    ("paohuzi-table.png", ".paixue-paohuzi-table", 0, "JupyterLab Light"),
    ("sanzhang-table.png", ".paixue-sanzhang", 0, "JupyterLab Light"),
    ("tuitongzi-table.png", ".paixue-tuitongzi", 0, "JupyterLab Light"),
    ("tilechart.png", ".paixue-tilechart", 0, "JupyterLab Light"),
    ("handlab-dark.png", ".paixue-handlab", 1, "JupyterLab Dark"),
]

SET_THEME_JS = """
async (theme) => {
  await window.jupyterapp.commands.execute('apputils:change-theme', {theme});
  const light = theme.includes('Light');
  for (let i = 0; i < 200; i++) {  // the theme's CSS is loaded asynchronously
    if (document.body.dataset.jpThemeName === theme &&
        document.body.dataset.jpThemeLight === String(light)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await document.fonts.ready;
  return document.body.dataset.jpThemeName;
}
"""


def main() -> None:
    out = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else OUT
    reason = harness.browser_missing()
    if reason:
        print(f"screenshots: cannot run: {reason}")
        sys.exit(1 if os.environ.get("CI") == "true" else 0)
    from playwright.sync_api import sync_playwright

    out.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    with sync_playwright() as pw, tempfile.TemporaryDirectory(prefix="px-shots-") as tmp:
        browser = harness.launch_chromium(pw)
        lab = harness.start_lab(Path(tmp), lessons=None)
        try:
            path = lab.write_notebook("screenshots.ipynb", CELLS)
            nb = harness.new_guarded_page(browser, harness.NotebookPage, path=path, lab=lab)
            try:
                nb.page.set_viewport_size(VIEWPORT)
                nb.load()
                # more room for the notebook: no file browser beside it
                nb.page.evaluate(
                    "() => window.jupyterapp.commands.execute('application:toggle-left-area')"
                )
                nb.run_all()
                nb.page.locator(".paixue-exercise [data-role=feedback]").wait_for()
                for name, selector, index, theme in SHOTS:
                    got = nb.page.evaluate(SET_THEME_JS, theme)
                    assert got == theme, f"theme {theme!r} not applied: {got!r}"
                    root = nb.page.locator(selector).nth(index)
                    root.scroll_into_view_if_needed()
                    nb.page.wait_for_timeout(300)  # let the theme's transitions settle
                    root.screenshot(path=str(out / name), animations="disabled")
                # the projector: the whole window, JupyterLab's chrome and file browser included
                nb.page.evaluate(SET_THEME_JS, "JupyterLab Light")
                nb.page.evaluate(
                    "() => window.jupyterapp.commands.execute('application:toggle-left-area')"
                )
                nb.page.set_viewport_size(PROJECTOR)
                proj = nb.page.locator(".paixue-handlab").last
                proj.evaluate("(el) => el.scrollIntoView({block: 'start'})")
                proj.locator('[data-role="palette"] button[data-tile="4m"]').click()
                proj.locator('[data-role="hand-tiles"][data-hand="1112223344m [555m] +4m"]'
                             ).wait_for()
                nb.page.wait_for_timeout(400)
                nb.page.mouse.move(0, 0)  # no hover highlight on the clicked tile
                nb.page.screenshot(path=str(out / "projector.png"), animations="disabled")
                problems = nb.problems()
                if problems:
                    raise SystemExit("screenshots: the page reported:\n" + "\n".join(problems))
            finally:
                nb.context.close()
        finally:
            lab.server.stop()
            browser.close()
    print(f"screenshots in {out} ({time.perf_counter() - start:.0f} s):")
    for name in [shot[0] for shot in SHOTS] + ["projector.png"]:
        png = out / name
        kb = png.stat().st_size / 1024
        width, height = int.from_bytes(png.read_bytes()[16:20]), int.from_bytes(
            png.read_bytes()[20:24]
        )
        flag = "" if kb <= MAX_KB else f"  OVER {MAX_KB} KB"
        print(f"  {name:22} {width:5} x {height:<5} {kb:6.0f} KB{flag}")


if __name__ == "__main__":
    main()
