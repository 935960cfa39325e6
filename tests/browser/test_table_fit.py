"""The hand table fits one screen, in a real JupyterLab (its menus, toolbar, status bar and the
file browser open on the left) and a real Chromium: at 1280×720 in Normal size and at
1920×1080 in Large (a projector), after a step the main area (the step buttons, the four
seats with their hands, melds and ponds, the wall, the decision and the latest lines of the
log) lies inside the notebook's visible area, in zh and in en. Pond and meld tiles are at
least 44 and 42 px wide in Large at 1920×1080, 28 in Normal (issue 35; every tile:
test_tile_sizes.py). In Large at 1280×720 (a laptop, issue 33) the learner's own hand and the
decision lie inside the visible area. A 碰 the learner may make is a button: clicked, it is
applied (the meld appears, the engine records the claim); Help shows the learner's shanten
and best discards as Python computes them.
"""

from __future__ import annotations

import secrets

from .card_table_page import shot
from .helpers import py_value

LARGE = (44, 42)  # px: pond and meld tiles in Large at 1920×1080 (table.css)

# A 血流成河 table where the learner (东) is offered a 碰, and a 大师游 replay late in its hand
# (full ponds, melds, wins: the tallest table).
CLAIM = """from widgets.ui import HandTable

for seed in range(40):
    c = HandTable("sichuan-xueliu", seed=seed, human=0, lang="en")
    for _ in range(120):
        d = c.view["decision"]
        if d is None or d["kind"] == "claim" and any(o["kind"] == "pon" for o in d["options"]):
            break
        if d["kind"] == "turn":
            c.handle({"kind": "pick", "index": next(
                x["index"] for x in c.view["seats"][0]["concealed"] if x["discard"])})
        else:
            c.handle({"kind": "act", "index": 0})
    if c.view["decision"]:
        break
c"""
REPLAY = """r = HandTable("dashiyou-xueliu", seed=4, lang="en")
r.handle({"kind": "step", "to": len(r.events) * 4 // 5})
r"""

# The main area's box and the notebook's visible box (its scrolling ancestor, clipped to the
# window), and the rendered widths of the pond and meld tiles.
MEASURE = """(root) => {
  const b = root.querySelector('[data-role=main]').getBoundingClientRect();
  let sc = root.parentElement;
  while (sc && !(sc.scrollHeight > sc.clientHeight
                 && /(auto|scroll)/.test(getComputedStyle(sc).overflowY))) sc = sc.parentElement;
  const v = sc ? sc.getBoundingClientRect()
    : {top: 0, bottom: innerHeight, left: 0, right: innerWidth};
  const widths = (sel) => [...root.querySelectorAll(sel)]
    .map((t) => t.getBoundingClientRect().width);
  return {
    main: [b.top, b.bottom, b.left, b.right],
    view: [Math.max(v.top, 0), Math.min(v.bottom, innerHeight), Math.max(v.left, 0),
           Math.min(v.right, innerWidth)],
    pond: widths('[data-role=discards] .px-tile'), meld: widths('[data-role=meld] .px-tile'),
  };
}"""


def _top(root) -> None:
    """Scroll the notebook so that the table starts at the top of what is visible."""
    root.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    root.page.wait_for_timeout(200)


def _fits(root, where: str, min_tile: float, min_meld: float | None = None) -> dict:
    m = root.evaluate(MEASURE)
    top, bottom, left, right = m["main"]
    vtop, vbottom, vleft, vright = m["view"]
    assert vtop - 1 <= top and bottom <= vbottom + 1, f"{where}: main area {m['main']} " \
        f"not inside the visible {m['view']} (height {bottom - top:.0f} of {vbottom - vtop:.0f})"
    assert vleft - 1 <= left and right <= vright + 1, f"{where}: {m}"
    assert m["pond"] and min(m["pond"]) >= min_tile, f"{where}: pond tiles {min(m['pond'])} px"
    if m["meld"]:
        assert min(m["meld"]) >= (min_meld or min_tile), f"{where}: meld tiles {min(m['meld'])} px"
    return m


def _key_seen(root, where: str) -> None:
    """The learner's own hand (the bottom seat) and the decision's buttons inside the visible
    area of the notebook."""
    m = root.evaluate("""(root) => {
      let sc = root.parentElement;
      while (sc && !(sc.scrollHeight > sc.clientHeight
             && /(auto|scroll)/.test(getComputedStyle(sc).overflowY))) sc = sc.parentElement;
      const v = sc.getBoundingClientRect();
      const box = (s) => { const b = root.querySelector(s).getBoundingClientRect();
        return [b.top, b.bottom]; };
      return {hand: box('.px-tb-pos-bottom [data-role="concealed"]'),
              decision: box('[data-decision]'),
              view: [Math.max(v.top, 0), Math.min(v.bottom, innerHeight)]};
    }""")
    vtop, vbottom = m["view"]
    for name in ("hand", "decision"):
        top, bottom = m[name]
        assert vtop - 1 <= top and bottom <= vbottom + 1, f"{where}: {name} {m}"


def _step_and_check(root, where: str, min_tile: float, min_meld: float | None = None) -> None:
    """Back, then Forward (a step each), the table at the top of the notebook: it fits."""
    from playwright.sync_api import expect

    _top(root)
    step = int(root.get_attribute("data-step"))
    root.locator('[data-role="back"]').click()
    expect(root).to_have_attribute("data-step", str(step - 1))
    _fits(root, f"{where}, step {step - 1}", min_tile, min_meld)
    root.locator('[data-role="forward"]').click()
    expect(root).to_have_attribute("data-step", str(step))
    _fits(root, f"{where}, step {step}", min_tile, min_meld)


def test_the_table_fits_one_screen_and_a_pon_is_a_button(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-tablefit-{secrets.token_hex(3)}.ipynb",
                                     [CLAIM, REPLAY])
    nb = open_notebook(path)
    page = nb.page
    page.set_viewport_size({"width": 1280, "height": 720})
    nb.run_all()
    claim, replay = page.locator(".paixue-table").nth(0), page.locator(".paixue-table").nth(1)
    expect(claim).to_have_attribute("data-decision", "claim")

    # Normal at 1280×720, en then zh (the language button), the replay and the live claim
    for lang, button in (("en", None), ("zh", "中文")):
        for root in (replay, claim):
            if button:
                _top(root)
                root.locator('[data-role="lang"]').click()
                expect(root).to_have_attribute("data-lang", lang)
            _step_and_check(root, f"1280×720 normal {lang} {root.get_attribute('data-variant')}",
                            28)  # ponds and melds 28 px

    # Large at 1280×720 (a laptop), zh then en: the learner's hand and the 碰 decision on screen
    _top(claim)
    claim.locator('[data-role="size"]').click()
    expect(claim).to_have_attribute("data-size", "large")
    for lang, button in (("zh", None), ("en", "English")):
        if button:
            _top(claim)
            claim.locator('[data-role="lang"]').click()
            expect(claim).to_have_attribute("data-lang", lang)
        _top(claim)
        _key_seen(claim, f"1280×720 large {lang}")
        shot(claim, f"table-1280-large-{lang}")
    _top(claim)
    claim.locator('[data-role="lang"]').click()
    expect(claim).to_have_attribute("data-lang", "zh")

    # Large at 1920×1080 (the Large button), zh then en
    page.set_viewport_size({"width": 1920, "height": 1080})
    for lang, button in (("zh", None), ("en", "English")):
        for root in (replay, claim):
            if root.get_attribute("data-size") != "large":
                _top(root)
                root.locator('[data-role="size"]').click()
                expect(root).to_have_attribute("data-size", "large")
            if button:
                _top(root)
                root.locator('[data-role="lang"]').click()
                expect(root).to_have_attribute("data-lang", lang)
            _step_and_check(root, f"1920×1080 large {lang} {root.get_attribute('data-variant')}",
                            *LARGE)

    # the tile just drawn stands apart from the hand: a wider gap before it than between the
    # others (the replay, stepped to a draw)
    nb.execute("r.handle({'kind': 'step', 'to': next(i + 1 for i, e in enumerate(r.events) "
               "if e.type == 'draw' and i > 60)})")
    drawn = replay.locator('[data-role="concealed"] [data-drawn="true"]')
    expect(drawn).to_have_count(1)
    gaps = drawn.evaluate("""(t) => {
      const prev = t.previousElementSibling, before = prev.previousElementSibling;
      const r = (el) => el.getBoundingClientRect();
      return [r(t).left - r(prev).right, r(prev).left - r(before).right];
    }""")
    assert gaps[0] >= gaps[1] + 8, f"the drawn tile is not set apart: gaps {gaps}"
    assert drawn.get_attribute("data-tile") == py_value(
        nb, "r.events[r.step - 1].tile")

    # Help: the learner's shanten and best discards, as Python computes them, on screen
    _top(claim)
    claim.locator('button[data-role="help"]').click()
    help_box = claim.locator('[data-role="help-panel"]')
    expect(help_box).to_have_count(1)
    expect(help_box).to_have_attribute("data-shanten",
                                       str(py_value(nb, "c.view['help']['shanten']")))
    _fits(claim, "1920×1080 large en, help on", *LARGE)

    # the 碰 is a button: clicked, the learner's meld appears and the engine records the claim
    me = claim.locator('.px-tb-seat[data-seat="0"]')
    melds = me.locator('[data-role="meld"]').count()
    pon = claim.locator('[data-role="option"][data-option="pon"]')
    tile = pon.get_attribute("data-tiles")
    assert pon.inner_text().startswith("Pung")
    pon.click()
    expect(me.locator('[data-role="meld"]')).to_have_count(melds + 1)
    claimed = py_value(nb, "[[e.seat, e.kind, e.tile] for e in c.events if e.type == 'claim']")
    assert claimed[-1] == [0, "pon", tile]
    expect(claim).to_have_attribute("data-decision", "turn")  # the discard after the 碰
    _fits(claim, "1920×1080 large en, after the 碰", *LARGE)
