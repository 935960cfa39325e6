"""What the hand lab shows stays the same when its payload changes (issue 26): every text and
every accessible name (aria-label, title) of a few labs, in zh and in en, drawn first and after
clicks, compared with the page the old payload drew (tile dicts in every panel, before the
tiles went as ids against one table of faces).

The expected page is ``data/handlab_dom.json``: one line per element that carries text, an
aria-label or a title, in document order (tag, data-tile, aria-label, title, its own text).
It was written from the old widget; when a label or a panel changes on purpose, write it anew
with ``PAIXUE_WRITE_DOM=1`` and read the diff before committing it.
A click that adds a tile and one that takes it out again must give back the very page the lab
first drew (the redraw that touches only what changed keeps nothing stale).
"""

from __future__ import annotations

import difflib
import json
import os
import secrets
from pathlib import Path

GOLDEN = Path(__file__).parent / "data" / "handlab_dom.json"

# (name, the HandLab's arguments, a palette tile to add then take out again, or None)
LABS = [
    ("claims", 'HandLab("sichuan-xuezhan", hand="123m456m789m11p23p", seen="9m", lang="{lang}")'
     '\n_w.handle({{"kind": "claim_tile", "tile": "4p", "from_seat": 1}})', "5m"),
    ("wuhan", 'HandLab("wuhan", hand="234m5p678s [555m,2] [789p,1]", '
     'situation={{"indicator": "4p"}}, lang="{lang}")', "5p"),
    ("score", 'HandLab("sichuan-xuezhan", hand="111m222m33m44m [555m] +4m", size="large", '
     'lang="{lang}")', None),
    ("flowers", 'HandLab("shuangren", hand="12s456s789s111z55z 25f", lang="{lang}")', "3s"),
    ("compare", 'HandLab("yongzhou", hand="123m456m789m1z [222z,1] +1z", compare="cap", '
     'situation={{"self_drawn": True, "seat_wind": 1}}, lang="{lang}")', None),
]
LANGS = ("en", "zh")

# every element with text, an aria-label or a title: what a reader sees and a screen reader
# says; the situation's per-draw ids (px-why-…-N) are not part of it
READ_JS = """
(root) => {
  const out = [];
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data).join('');
    const aria = el.getAttribute('aria-label') || '';
    const title = el.getAttribute('title') || '';
    if (!own.trim() && !aria && !title) continue;
    out.push([el.tagName.toLowerCase(), el.getAttribute('data-tile') || '', aria, title, own]
      .join(' | '));
  }
  return out;
}
"""


def cells() -> list[str]:
    out = ["from widgets.ui import HandLab\nlabs = []"]
    for name, make, _add in LABS:
        for lang in LANGS:
            out.append(f"_w = {make.format(lang=lang)}\nlabs.append(({name!r}, {lang!r}, _w))\n_w")
    return out


def test_the_page_says_what_it_said(open_notebook, lab_server):
    from playwright.sync_api import expect

    path = lab_server.write_notebook(f"pxtest-dom-{secrets.token_hex(3)}.ipynb", cells())
    nb = open_notebook(path)
    nb.run_all()
    roots = nb.page.locator(".paixue-handlab")
    expect(roots).to_have_count(len(LABS) * len(LANGS))
    got: dict[str, list[str]] = {}
    i = 0
    for name, _make, add in LABS:
        for lang in LANGS:
            root = roots.nth(i)
            i += 1
            first = root.evaluate(READ_JS)
            got[f"{name} {lang}"] = first
            if add is None:
                continue
            hand = root.get_attribute("data-hand")
            root.locator(f'[data-role="palette"] button[data-tile="{add}"]').click()
            expect(root).not_to_have_attribute("data-hand", hand)
            got[f"{name} {lang} +{add}"] = root.evaluate(READ_JS)
            root.locator('[data-role="hand-tiles"] button[data-winning="true"]').click()
            expect(root).to_have_attribute("data-hand", hand)
            again = root.evaluate(READ_JS)
            assert again == first, f"{name} {lang}: adding {add} and taking it out again " \
                "left the page changed:\n" + "\n".join(difflib.unified_diff(first, again,
                                                                             lineterm=""))
    if os.environ.get("PAIXUE_WRITE_DOM") == "1":
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(json.dumps(got, ensure_ascii=False, indent=0) + "\n",
                          encoding="utf-8")
    want = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert set(got) == set(want)
    for key in want:
        assert got[key] == want[key], f"{key}: the page changed:\n" + "\n".join(
            difflib.unified_diff(want[key], got[key], "before", "now", lineterm="", n=1))
