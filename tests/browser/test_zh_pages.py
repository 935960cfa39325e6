"""中文 mode as the learner sees it, in a real JupyterLab and Chromium (issue 19, "A complete
中文 mode"): every main widget in zh, with its folds opened, shows no English word outside tile
and card codes, ruling ids and what the learner typed.

tests/test_zh_mode.py walks the views Python sends; this reads what the page draws (the JS
picks which fields to show, e.g. an option's display name rather than its key), and the
tooltips stay out of it (a curious reader finds the keys and ids there).
"""

from __future__ import annotations

import re

CELLS = [
    "from widgets.ui import CardTable, Drill, Exercise, HandLab, HandTable, OddsLab",
    # a discard to claim (claims with their outlooks and refusals), a hand with 不计
    'a = HandLab("sichuan-xuezhan", "123m456m789m11p23p", lang="zh")\n'
    'a.handle({"kind": "claim_tile", "tile": "4p", "from_seat": 1})\na',
    'b = HandLab("sichuan-xuezhan", "111m222m33m44m [555m] +4m", lang="zh")\nb',
    'HandLab("wuhan", "3334445p666s [111p] | indicator=5s", lang="zh")',
    'HandLab("yongzhou", "123m456m789m1z [222z,1] +1z", compare="cap", lang="zh", '
    'situation={"self_drawn": True, "seat_wind": 1})',
    'HandLab("shuangren", "123s456s789s11z23z", lang="zh")',
    'CardTable("paohuzi", hand="x123 d2710 x555 d888 x678 d345 x99 +x9", turned="x8", '
    "self_drawn=True, lang=\"zh\")",
    'CardTable("doudizhu", lang="zh")',
    'd = Drill("sichuan-xuezhan", kinds=("discard",), seed=7, lang="zh")\n'
    'd.handle({"kind": "pick", "value": sorted(d.question.answer)[0]})\n'
    'd.handle({"kind": "submit"})\nd',
    'e = Exercise.waits("sichuan-xuezhan", "1112345678999m", lang="zh")\n'
    'e.handle({"kind": "select", "tile": "1m"})\ne.handle({"kind": "check"})\ne',
    't = HandTable("dashiyou-xueliu", seed=4, lang="zh")\nt.handle({"kind": "step", "to": 70})\nt',
    # the odds lab after a simulation (the estimate, its interval, the verdict), then a bet
    # refused (the target by its name)
    'o = OddsLab("dafengshou", lang="zh")\no.simulate(2000)\n'
    'o.handle({"kind": "param", "name": "bet:apple", "value": -3})\no',
    'o2 = OddsLab("tuitongzi", lang="zh")\no2.simulate(2000)\no2',
]
ROOTS = (".paixue-handlab, .paixue-cards, .paixue-drill, .paixue-exercise, .paixue-table, "
         ".paixue-odds")

# Latin words a zh page may show: tile and card codes are digits + one letter (4p, x9) and
# never match; ruling ids (R-S5, P-X1) are one letter. "English" is the button that switches
# to English, named in its own language as language pickers are. "BAR" is a fruit machine's
# own symbol (大丰收's 押注目标), printed so on the machine; "[REC] §1.7" cites a rules source
# (an id, as tests/test_zh_mode.py's IDS has it).
ALLOWED = {"Paixue", "English", "BAR", "REC"}
WORD = re.compile(r"[A-Za-z]{2,}")

# every root's visible text with its <details> opened; inputs' values are the learner's own
READ_JS = """
(sel) => [...document.querySelectorAll(sel)].map((root) => {
  root.querySelectorAll('details').forEach((d) => { d.open = true; });
  return root.innerText;
})
"""


def test_zh_pages_show_no_english_word(open_notebook, lab_server):
    nb = open_notebook(lab_server.write_notebook("zh-pages.ipynb", CELLS))
    nb.run_all()
    page = nb.page
    page.locator(".paixue-table").first.wait_for()
    page.locator(".paixue-odds").nth(1).wait_for()
    page.wait_for_timeout(500)  # the last redraws after the opened folds
    texts = page.evaluate(READ_JS, ROOTS)
    assert len(texts) == len(CELLS) - 1, f"{len(texts)} widgets drawn"
    found = {}
    for n, text in enumerate(texts, start=1):
        words = sorted({w for w in WORD.findall(text) if w not in ALLOWED})
        if words:
            found[CELLS[n].splitlines()[0][:60]] = words
    assert not found, "English words on zh pages:\n" + "\n".join(
        f"  {cell}: {', '.join(words[:25])}" for cell, words in found.items())
