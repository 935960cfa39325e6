"""The card table on one screen, in a real JupyterLab and Chromium (issue 19): at 1280×720 in
the normal size and at 1920×1080 in the large one (a projector), with JupyterLab's menus,
toolbar and default file browser beside it, one click on a card shows the whole answer — for
跑胡子 the grouping with its 胡息 and the score down to its total, for 斗地主 the combination and
the comparison — with the hand and the palette on the same screen, no scrolling. The 小/大
marks on the 跑胡子 cards, and a 王's "=玖" (what it stands for), are drawn at 11 px or more;
a keyboard alone adds cards (Tab to a card, Enter or Space); a rule option's field applies on
Enter, once.

Expected values come from ``widgets.rules(...)`` in the kernel (``nb.execute``).
"""

from __future__ import annotations

import secrets

import pytest

from .helpers import SEEN_JS

HAND = "x123 d2710 x555 d888 x678 d345 x99"
WILD = "x123 d2710 x555 d888 x678 W W +d9"
TUITONGZI = "tt = CardTable('tuitongzi', banker='28', p1='55', p2='19', p3='FF', lang='en')\ntt"
SIZES = [("normal", 1280, 720, 11), ("large", 1920, 1080, 16)]  # size, viewport, least mark px


def cells(size: str) -> list[str]:
    return ["from widgets.ui import CardTable\nimport widgets\n"
            f"ph = CardTable('paohuzi', hand={HAND!r}, turned='x8', self_drawn=True, "
            f"active='win', lang='en', size={size!r})\nph",
            f"dd = CardTable('doudizhu', hand='3334445556789TJQ', play='5678', previous='45678',"
            f" active='play', lang='zh', size={size!r})\ndd",
            # two 王 standing for 玖 in the grouping: their "=玖" mark as legible as 小/大
            f"pw = CardTable('paohuzi', hand={WILD!r}, self_drawn=True, lang='en', "
            f"size={size!r})\npw"]


def assert_seen(page, locators: dict) -> None:
    got = page.evaluate(SEEN_JS, [loc.element_handle() for loc in locators.values()])
    bad = {name: g for name, g in zip(locators, got, strict=True)
           if not (g["inside"] and g["shown"])}
    assert not bad, f"not on screen without scrolling: {bad}"


@pytest.mark.parametrize(("size", "width", "height", "mark_px"), SIZES,
                         ids=[s[0] for s in SIZES])
def test_one_click_shows_the_whole_answer_on_one_screen(open_notebook, lab_server, size, width,
                                                        height, mark_px):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-cardsfit-{secrets.token_hex(3)}.ipynb",
                                     cells(size))
    nb = open_notebook(path)
    nb.page.set_viewport_size({"width": width, "height": height})
    nb.run_all()
    page = nb.page
    ph, dd = page.locator(".paixue-cards").nth(0), page.locator(".paixue-cards").nth(1)
    expect(ph).to_have_attribute("data-size", size)

    # 跑胡子: the widget at the top of the notebook, one click on the winning card
    ph.evaluate("e => e.scrollIntoView({block: 'start'})")
    ph.locator('[data-role="palette"] button[data-card="x9"]').click()
    total = nb.execute(f"print(widgets.rules('paohuzi').score({HAND + ' +x9'!r}, "
                       "self_drawn=True, turned='x8').total)").strip()
    expect(ph).to_have_attribute("data-total", total)
    assert_seen(page, {
        "hand": ph.locator('[data-role="slot"][data-slot="hand"]'),
        "palette": ph.locator('[data-role="palette"]'),
        "grouping": ph.locator('[data-panel="grouping"]'),
        "score total": ph.locator('[data-panel="score"] tr[data-row="total"]'),
    })
    # the 小/大 mark: its font size as drawn on the screen (the svg is scaled to the card)
    marks = ph.locator('[data-role="palette"] .px-ph-case').evaluate_all(
        "els => els.map(t => t.getScreenCTM().a * Number(t.getAttribute('font-size')))")
    assert len(marks) == 21 and min(marks) >= mark_px, marks
    pw = page.locator(".paixue-cards").nth(2)
    wild = pw.locator('[data-panel="grouping"] .px-ph-as')
    expect(wild.first).to_have_text("=玖")
    sizes = wild.evaluate_all(
        "els => els.map(t => t.getScreenCTM().a * Number(t.getAttribute('font-size')))")
    assert sizes and min(sizes) >= mark_px, sizes

    # 斗地主: a click that completes the play; the combination and the comparison show
    dd.evaluate("e => e.scrollIntoView({block: 'start'})")
    dd.locator('[data-role="palette"] button[data-card="9"]').click()
    expect(dd).to_have_attribute("data-beats", "true")
    expect(dd).to_have_attribute("data-play-type", "straight")
    assert_seen(page, {
        "hand": dd.locator('[data-role="slot"][data-slot="hand"]'),
        "palette": dd.locator('[data-role="palette"]'),
        "classify": dd.locator('[data-panel="classify"]'),
        "compare": dd.locator('[data-panel="compare"]'),
    })


def test_a_keyboard_adds_cards_and_enter_applies_a_field(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-cardskeys-{secrets.token_hex(3)}.ipynb",
                                     [*cells("normal")[:1], TUITONGZI])
    nb = open_notebook(path)
    nb.run_all()
    page = nb.page
    ph = page.locator('.paixue-cards[data-game="paohuzi"]')
    win = ph.locator('[data-role="slot"][data-slot="win"]')

    # Tab from the text box to the palette's 小九, Enter adds it; Space takes it out again
    # (the focus stays on the card after the redraw), Enter adds it back
    ph.locator('[data-role="text"]').focus()
    for _ in range(80):
        page.keyboard.press("Tab")
        on = page.evaluate("() => [document.activeElement.dataset.card, "
                           "document.activeElement.dataset.palette]")
        if on == ["x9", "true"]:
            break
    else:
        raise AssertionError("Tab never reached the palette's 小九")
    page.keyboard.press("Enter")
    expect(win).to_have_attribute("data-cards", "x9")
    expect(ph).to_have_attribute("data-win", "true")
    assert page.evaluate("() => document.activeElement.dataset.card") == "x9"
    win.locator('button[data-card="x9"]').focus()
    page.keyboard.press(" ")
    expect(win).to_have_attribute("data-cards", "")
    assert nb.execute("print(repr(ph.slot('win')))") == "''\n"

    # a rule option's number field applies on Enter (and only once: one undo step)
    ph.locator('[data-role="palette"] button[data-card="x9"]').click()
    expect(ph).to_have_attribute("data-win", "true")
    steps = int(nb.execute("print(len(ph.history[0]))"))
    ph.locator('[data-role="options"] > summary').click()
    field = ph.locator('input[data-option="min_huxi"]')
    field.fill("30")
    field.press("Enter")
    expect(ph).to_have_attribute("data-win", "false")  # 21 胡息, 30 needed
    assert nb.execute("print(ph.rules.options.min_huxi, len(ph.history[0]))") == f"30 {steps + 1}\n"
    # leaving the field afterwards sends nothing more
    page.keyboard.press("Tab")
    page.wait_for_timeout(300)
    assert nb.execute("print(len(ph.history[0]))") == f"{steps + 1}\n"

    # 二八杠's bet field applies on Enter too: the player's result follows the new bet
    tt = page.locator('.paixue-cards[data-game="tuitongzi"]')
    bet = tt.locator('input[data-bet="2"]')
    bet.fill("40")
    bet.press("Enter")
    row = tt.locator('[data-panel="payout"] tr[data-position="2"]')
    net = nb.execute("r = tt.rules\nfrom widgets.cards.tuitongzi import FA\n"
                     "b, *ps = [r.hand(h) for h in ((2, 8), (5, 5), (1, 9), (FA, FA))]\n"
                     "s = r.settle(b, ps, [{'you': 10}, {'you': 10}, {'you': 40}], pool=1000)\n"
                     "x = [e for e in s.bettors if e.position == 2][0]\n"
                     "print(x.result + x.award)").strip()
    expect(row).to_have_attribute("data-net", net)
    assert nb.execute("print(tt.snapshot.bets)") == "(10, 10, 40)\n"
