"""Reading a hand lab's panels from the page, and what the engine says they should show.

Shared by the browser tests. The page side reads only the widget's ``data-*`` hooks (see
widgets/ui/static/handlab.js); the expected side asks ``widgets.rules(variant)`` directly,
on the hand text the page shows, so a test compares the page with the engine, not with the
widget's own Python.
"""

from __future__ import annotations

from typing import Any

import widgets
from widgets.engine.tiles import tile_name

# One evaluate per read: every panel of one lab root, as plain JSON.
READ_PANELS_JS = """
(root) => {
  const q = (sel) => root.querySelector(sel);
  const all = (sel) => [...root.querySelectorAll(sel)];
  const message = q('[data-role="message"]');
  const best = q('[data-panel="score"] > table[data-total]');  // not the alternatives
  return {
    variant: root.dataset.variant,
    hand: root.dataset.hand,
    shanten: root.dataset.shanten,
    ready: root.dataset.ready,
    shanten_panel: q('[data-panel="shanten"] [data-shanten]')?.dataset.shanten ?? null,
    seen: q('[data-role="seen"] [data-seen]')?.dataset.seen ?? '',
    // loose tiles in data-index order (melds are buttons too, with data-meld)
    hand_tiles: all('[data-role="hand-tiles"] button[data-tile][data-index]').map((b) =>
      b.dataset.tile),
    waits: all('[data-panel="waits"] [data-wait]').map((r) =>
      [r.dataset.wait, Number(r.dataset.unseen), r.dataset.dead === 'true']),
    waits_count: Number(q('[data-panel="waits"]')?.dataset.count ?? 0),
    // the rows shown (the best few until "show all") and how many there are in all
    discards: all('[data-panel="discards"]:not([hidden]) tr[data-discard]').map((r) =>
      [r.dataset.discard, r.dataset.shantenAfter, Number(r.dataset.effective)]),
    discards_count: Number(q('[data-panel="discards"]:not([hidden])')?.dataset.count ?? 0),
    total: best ? best.dataset.total : null,
    fans: best ? [...best.querySelectorAll('tr[data-fan]')].map((r) => r.dataset.fan) : [],
    excluded: best ? [...best.querySelectorAll('tr[data-excluded]')].map((r) =>
      [r.dataset.excluded, r.dataset.by]) : [],
    struck: best ? [...best.querySelectorAll('tr[data-excluded]')].filter((r) =>
      r.querySelector('s')).length : 0,
    message: {level: message?.dataset.level ?? null, text: message?.textContent ?? null},
  };
}
"""


def read_panels(root: Any) -> dict[str, Any]:
    """The panels of the lab whose root element is the Playwright locator ``root``."""
    return root.evaluate(READ_PANELS_JS)


def _shanten_attr(value: int | None) -> str:
    return "none" if value is None else str(value)


def engine_expects(
    hand_text: str, seen_text: str = "", variant: str = "sichuan-xuezhan"
) -> dict[str, Any]:
    """What the panels must show for ``hand_text`` (the root's data-hand), from the engine.

    Waits are listed for a 13-tile hand, discards for a 14-tile one that cannot win (a
    complete hand shows its score instead), the fan breakdown for a hand that can win; an
    empty list or None where the panel has none.
    """
    r = widgets.rules(variant)
    hand = r.parse(hand_text)
    seen = r.parse(seen_text).all_tiles() if seen_text else []
    shanten = r.shanten(hand)
    out: dict[str, Any] = {
        "shanten": _shanten_attr(shanten),
        "waits": [],
        "discards": [],
        "total": None,
        "fans": [],
        "excluded": [],
    }
    if hand.size == 13 and hand.winning is None:
        out["waits"] = [[tile_name(w.tile), w.unseen, w.dead] for w in r.waits(hand, seen)]
    if hand.size == 14 and not r.can_win(hand):
        out["discards"] = [
            [tile_name(d.tile), _shanten_attr(d.shanten), d.effective_count]
            for d in r.discard_advice(hand, seen)
        ]
    if hand.size == 14 and r.can_win(hand):
        score = r.score(hand, seen=seen)
        out["total"] = str(score.total)
        out["fans"] = [line.key for line in score.lines]
        out["excluded"] = [[e.key, e.by] for e in score.excluded]
    return out


def assert_panels_match_engine(panels: dict[str, Any]) -> None:
    """The shanten, waits, discards and fan breakdown the page shows are what the engine
    computes (for the lab's variant, default situation and rule options)."""
    want = engine_expects(panels["hand"], panels["seen"], panels["variant"])
    got = {k: panels[k] for k in want}
    # discard advice shows the best few rows first (DISCARDS_SHOWN in handlab.js), all on demand
    assert panels["discards_count"] == len(want["discards"]), panels["discards_count"]
    shown = len(got["discards"])
    assert shown == min(len(want["discards"]), 4) or shown == len(want["discards"]), shown
    want["discards"] = want["discards"][:shown]
    # waits likewise: one row of them (WAITS_SHOWN) until "show all"
    n_waits = len(want["waits"])
    assert panels["waits_count"] == n_waits, panels["waits_count"]
    assert len(got["waits"]) in (n_waits, min(n_waits, 10), min(n_waits, 12)), got["waits"]
    want["waits"] = want["waits"][:len(got["waits"])]
    assert got == want, f"hand {panels['hand']!r} (seen {panels['seen']!r}): page != engine"
    assert panels["shanten_panel"] == want["shanten"], panels
    assert panels["struck"] == len(panels["excluded"]), "every excluded fan is struck out"
