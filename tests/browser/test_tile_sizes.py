"""Tiles readable at a distance (issue 35): at 1280×720 in Normal size, in a real JupyterLab and
Chromium, every mahjong tile a widget draws is at least 28 px wide — the hand lab (its hand,
palette, melds, waits and discard advice), the exercise (after Check and Reveal), the drill
(after Submit), the hand tables of 四川, 武汉, 双人 and 永州 in the middle of a hand (the
learner's hand, the other hands face up and face down, melds, ponds, the help, the decision),
the table's review at the end of a hand, the odds lab, 二八杠's table (its tiles face down
while betting, then face up) and its card lab. Each tile is measured as drawn
(``getBoundingClientRect``), the small ones too; a tile inside a closed fold is not drawn and
not measured. All the widgets share one notebook, so their styles meet as in a lesson.
And Large stays larger: at 1920×1080, after one press of Large in the first widget (which makes
every widget Large: the size is the learner's setting), each widget's smallest tile is wider
than its smallest at Normal."""

from __future__ import annotations

import secrets

MIN_NORMAL = 28  # px, issue 35: "every tile at least 28 px wide at Normal"

SETUP = """from widgets.ui import (CardTable, Drill, Exercise, HandLab, HandTable, OddsLab,
                        TuitongziTable)


def mid_hand(variant, seed, moves, **kw):
    '''A live table, the learner (seat 0) discarding what the table allows and passing every
    claim, stopped after ``moves`` decisions: ponds, melds, the others' hands.'''
    t = HandTable(variant, seed=seed, human=0, lang="en", **kw)
    for _ in range(moves):
        d = t.view["decision"]
        if d is None:
            break
        if d["kind"] == "turn":
            me = next(s for s in t.view["seats"] if s["human"])
            t.handle({"kind": "pick", "index": next(
                x["index"] for x in me["concealed"] if x["discard"])})
        else:
            t.handle({"kind": "act", "index": len(d["options"]) - 1})
    return t"""
LABS = """lab = HandLab("sichuan-xuezhan", "111m222m33m44m [555m]", lang="en")
wu = HandLab("wuhan", "3334445p666s [111p] | indicator=5s", lang="en")
ex = Exercise.waits("sichuan-xuezhan", "1112345678999m", lang="en")
dr = Drill("wuhan", kinds=("waits",), level="hard", n=3, seed=4, lang="en")
display(lab, wu, ex, dr)"""
TABLES = """si = mid_hand("sichuan-xueliu", 4, 9, hide_others=True)
si.handle({"kind": "help"})
wh = mid_hand("wuhan", 3, 9)
sr = mid_hand("shuangren", 3, 9)
yz = mid_hand("yongzhou", 6, 9)
rv = mid_hand("sichuan-xueliu", 7, 200)  # to the end: the review
display(si, wh, sr, yz, rv)"""
OTHERS = """od = OddsLab("mahjong", lang="en")
tt = TuitongziTable(seed=5, human=0, lang="en")
tt2 = TuitongziTable(seed=5, human=0, lang="en")
tt2.handle({"kind": "bet", "position": 1, "amount": 500})
ct = CardTable("tuitongzi", lang="en")
display(od, tt, tt2, ct)"""
CELLS = [SETUP, LABS, TABLES, OTHERS]

# every tile drawn inside ``root`` (face up or down), with what it belongs to
WIDTHS_JS = """(root) => {
  root.scrollIntoView({block: 'start'});
  return [...root.querySelectorAll('.px-tile, .px-ttt-back')]
    .filter((t) => t.getClientRects().length)
    .map((t) => {
      const r = t.getBoundingClientRect();
      const part = t.parentElement.closest('[data-role], [data-panel], [data-position]');
      const where = part ? (part.dataset.role || part.dataset.panel || part.dataset.position) : '';
      return {w: Math.round(r.width * 10) / 10, tile: t.dataset.tile || 'back', where};
    });
}"""

WIDGETS = [  # (name, root selector, index among those roots)
    ("hand lab 四川", ".paixue-handlab", 0), ("hand lab 武汉", ".paixue-handlab", 1),
    ("exercise", ".paixue-exercise", 0), ("drill", ".paixue-drill", 0),
    ("table 四川", ".paixue-table", 0), ("table 武汉", ".paixue-table", 1),
    ("table 双人", ".paixue-table", 2), ("table 永州", ".paixue-table", 3),
    ("review", ".paixue-table", 4), ("odds lab", ".paixue-odds", 0),
    ("二八杠 betting", ".paixue-tuitongzi", 0), ("二八杠 shown", ".paixue-tuitongzi", 1),
    ("二八杠 card lab", ".paixue-cards", 0),
]


def _answer(nb, page) -> None:
    """Show what the small tiles are drawn in: the 武汉 lab's discard advice (5z added), the
    exercise's feedback and reveal, the drill's feedback, the review's list."""
    from playwright.sync_api import expect

    wu = page.locator(".paixue-handlab").nth(1)
    wu.locator('[data-role="palette"] button[data-tile="5z"]').click()
    expect(wu.locator('[data-panel="discards"]')).to_be_visible()
    ex = page.locator(".paixue-exercise")
    ex.locator('[data-role="pick"] button[data-tile="1m"]').click()
    ex.locator('[data-role="check"]').click()
    expect(ex.locator('[data-role="feedback"]')).to_have_attribute("data-correct", "false")
    ex.locator('[data-role="reveal"]').click()
    expect(ex.locator('div[data-role="reveal"] [data-role="reading"]').first).to_be_visible()
    dr = page.locator(".paixue-drill")
    right = nb.execute("print(sorted(dr.question.answer)[0])").strip()
    dr.locator(f'[data-role="choices"] button[data-tile="{right}"]').click()
    dr.locator('[data-role="submit"]').click()
    expect(dr.locator('[data-role="feedback"]')).to_have_attribute("data-correct", "false")
    rv = page.locator(".paixue-table").nth(4)
    expect(rv).to_have_attribute("data-finished", "true")
    rv.locator('[data-role="review"] summary').click()
    expect(rv.locator('[data-role="review"] li[data-step]').first).to_be_visible()


def _measure(page) -> dict[str, list[dict]]:
    return {name: page.locator(sel).nth(i).evaluate(WIDTHS_JS) for name, sel, i in WIDGETS}


def test_every_tile_is_at_least_28_px_wide_at_normal(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-sizes-{secrets.token_hex(3)}.ipynb", CELLS)
    nb = open_notebook(path)
    page = nb.page
    page.set_viewport_size({"width": 1280, "height": 720})
    nb.run_all()
    for _name, sel, i in WIDGETS:
        expect(page.locator(sel).nth(i)).to_have_attribute("data-size", "normal")
    _answer(nb, page)
    seen = _measure(page)
    drawn = {name: len(tiles) for name, tiles in seen.items()}
    # every widget that draws tiles drew some (the odds lab writes its hands as text)
    assert all(drawn[n] for n in drawn if n != "odds lab"), drawn
    small = {name: sorted({(t["where"], t["w"]) for t in tiles if t["w"] < MIN_NORMAL})
             for name, tiles in seen.items()}
    small = {name: s for name, s in small.items() if s}
    assert not small, f"tiles under {MIN_NORMAL} px at 1280×720 Normal (part, width): {small}"
    # the parts of a mid-hand table that carry small tiles are drawn and measured
    parts = {t["where"] for t in seen["table 四川"]}
    assert {"concealed", "discards", "meld", "help-discard"} <= parts, parts
    assert any(t["tile"] == "back" for t in seen["table 四川"]), "no face-down hand drawn"
    assert any(t["where"] == "meld" for name in ("table 四川", "table 武汉", "table 双人",
                                                  "table 永州", "review")
               for t in seen[name]), "no meld drawn at any table"

    # Large at 1920×1080: one press of Large, in the first widget, makes every widget Large
    # (the learner's size setting); each widget's smallest tile wider than at Normal
    page.set_viewport_size({"width": 1920, "height": 1080})
    first = page.locator(WIDGETS[0][1]).nth(WIDGETS[0][2])
    first.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    first.locator('[data-role="size"]').click()
    for _name, sel, i in WIDGETS:
        expect(page.locator(sel).nth(i)).to_have_attribute("data-size", "large")
    large = _measure(page)
    for name, tiles in seen.items():
        if tiles:
            lo, hi = min(t["w"] for t in tiles), min(t["w"] for t in large[name])
            assert hi > lo, f"{name}: smallest tile {hi} px in Large, {lo} px in Normal"
