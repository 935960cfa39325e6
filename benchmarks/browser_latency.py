"""Click latency of the hand lab in a real browser: click -> Python -> redrawn panels.

It starts its own JupyterLab (the browser tests' harness, ``tests/browser/conftest.py``) and
Debian's Chromium, opens a notebook showing ``HandLab("sichuan-xuezhan")`` with a ready
13-tile hand, and clicks, alternately, a palette tile (the hand becomes 14 tiles: the discard
panel fills) and that tile in the hand (back to 13: the waits panel fills). Every click is
timed inside the page, not by Playwright (whose own click + wait adds tens of ms): the page's
script stamps ``performance.now()``, calls the button's ``click()`` and resolves from a
MutationObserver at the first DOM change after which the root's ``data-hand`` has changed and
the waits and discards panels are new elements, i.e. the widget has redrawn from the new state
(the lab redraws only the panels whose data changed; these two change on every such click).
Clicks are ~100 ms apart, as a person's would be at best. A probe on the page's WebSocket
stamps when the kernel's ``comm_msg`` carrying the new view state arrives, which splits each
click into the reply (click -> view state in the page: browser, server, kernel and back) and
the draw (view state -> redrawn DOM: ipywidgets and the widget's JS). The probe also counts
the bytes of those messages: the KB a click costs (the lab sends only the view's changed keys).

It runs twice, on two servers: as jupyter_server ships (Nagle's algorithm on the kernel
websocket) and with the TCP_NODELAY option that ``make lab`` and the tests use
(``widgets/_nodelay.py``), and prints median / p95 / worst of each. The target (issue 26), for
the TCP_NODELAY server: p95 at most 25 ms, worst at most 40 ms. It also times the Python side
of one click alone (``HandLab.handle``, in the kernel) to show how much of the round trip is
the engine, and the size of the view's ``analysis`` key alone (what the waits, discards and
score panels are drawn from).

A/B: ``--against DIR`` adds a third server, TCP_NODELAY too, whose kernel imports ``widgets``
from another checkout (``git worktree add /tmp/base main``, or an unpacked ``git archive``):
all three take turns, so the figures of the two versions come from the same minutes of a
machine whose load changes.

Run: ``make bench`` or ``.venv/bin/python benchmarks/browser_latency.py [clicks, default 60]
[--against DIR]``.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import conftest as harness  # noqa: E402  (the browser tests' harness: server, browser, pages)

TARGET_P95_MS = 25.0
TARGET_WORST_MS = 40.0
HAND = "123m456m789m11p23p"  # ready: waits on 1p and 4p
ADD = ["4p", "9m", "1p", "5m", "2p", "6m", "3p", "7m"]  # wins, then 14-tile hands to discard
WARMUP = 6  # clicks not counted (first draws, JIT)
BLOCK = 10  # clicks per turn: the two servers take turns
GAP_MS = 100

CELL = f"""from widgets.ui import HandLab

w = HandLab("sichuan-xuezhan", hand={HAND!r}, lang="en")
w"""

# Installed before JupyterLab loads: timestamps every kernel message the page receives.
WS_PROBE = """
(() => {
  const Native = window.WebSocket;
  const decoder = new TextDecoder();
  window.__pxWs = [];
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      // registered before JupyterLab's onmessage, so it runs first: the arrival time
      this.addEventListener('message', (e) => {
        const t = performance.now();
        const head = typeof e.data === 'string' ? e.data.slice(0, 2000)
          : decoder.decode(new Uint8Array(e.data, 0, Math.min(2000, e.data.byteLength)));
        const m = head.match(/"msg_type":\\s*"(\\w+)"/);
        const bytes = typeof e.data === 'string' ? new TextEncoder().encode(e.data).length
          : e.data.byteLength;
        window.__pxWs.push({t, type: m ? m[1] : '?', bytes});
      });
    }
  };
})();
"""

# One async function run in the page: all timing happens here, between the click and the
# MutationObserver callback that sees the redrawn panels.
MEASURE_JS = """
async ({clicks, adds, warmup, gap, offset}) => {
  const root = document.querySelector('.paixue-handlab');
  const panel = (name) => root.querySelector(`[data-panel="${name}"]`);
  const redrawn = (before) => new Promise((resolve, reject) => {
    const done = () => root.dataset.hand !== before.hand && panel('waits') &&
      panel('discards') && panel('waits') !== before.waits &&
      panel('discards') !== before.discards;
    const timer = setTimeout(() => { obs.disconnect(); reject(new Error('no redraw in 10 s')); },
                             10000);
    const obs = new MutationObserver(() => {
      if (!done()) return;
      const t = performance.now();
      obs.disconnect();
      clearTimeout(timer);
      resolve(t);
    });
    obs.observe(root, {attributes: true, childList: true, subtree: true});
  });
  const out = [];
  for (let i = 0; i < warmup + clicks; i++) {
    const add = i % 2 === 0;
    const tile = adds[((i + offset) >> 1) % adds.length];
    const button = add
      ? root.querySelector(`[data-role="palette"] button[data-tile="${tile}"]`)
      : [...root.querySelectorAll('[data-role="hand-tiles"] button[data-tile][data-index]')].at(-1);
    const before = {hand: root.dataset.hand, waits: panel('waits'), discards: panel('discards')};
    const update = redrawn(before);
    window.__pxWs.length = 0;
    const t0 = performance.now();
    button.click();
    const t1 = await update;
    const views = window.__pxWs.filter((m) => m.type === 'comm_msg' && m.t <= t1);
    const reply = views.length ? views[views.length - 1].t - t0 : NaN;
    if (i >= warmup) {
      const kb = views.reduce((n, m) => n + m.bytes, 0) / 1024;
      out.push({ms: t1 - t0, reply, draw: t1 - t0 - reply, kind: add ? 'add' : 'remove', kb,
                hand: root.dataset.hand, shanten: root.dataset.shanten});
    }
    await new Promise((r) => setTimeout(r, gap));
  }
  return out;
}
"""

# The Python side of the same clicks, in the kernel: HandLab.handle (engine + view state).
KERNEL_TIMING = f"""
import statistics as _st, time as _t
_lab = HandLab("sichuan-xuezhan", hand={HAND!r}, lang="en")
_ms, _start = [], _lab.text
_kb = []
for _i in range(60):
    _tile = {ADD!r}[(_i // 2) % {len(ADD)}]
    _msg = {{"kind": "add", "tile": _tile}} if _i % 2 == 0 else {{"kind": "remove", "index": 13}}
    _t0 = _t.perf_counter()
    _lab.handle(_msg)
    _ms.append((_t.perf_counter() - _t0) * 1000)
    _kb.append(len(__import__("json").dumps(_lab.view["analysis"], ensure_ascii=False)
                   .encode()) / 1024)
assert _lab.text == _start and not _lab.message["text"], (_lab.text, _lab.message)
print(f"median {{_st.median(_ms):.1f}} ms, p95 {{sorted(_ms)[56]:.1f}} ms per click "
      "(engine, view state and sending it); the analysis key alone: median "
      f"{{_st.median(_kb):.1f}} KB, largest {{max(_kb):.1f}} KB")
"""


def percentile(values: list[float], q: float) -> float:
    """The q-quantile, nearest rank (p95 of 60 samples = the 57th smallest)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def open_lab(browser, options: list[str], tmp: Path, code: Path | None = None):
    """A fresh server started with ``options`` and a page showing the hand lab, ready; with
    ``code``, its kernel imports ``widgets`` from that checkout."""
    saved = os.environ.get("PYTHONPATH")
    if code is not None:  # the server and its kernels inherit the environment
        os.environ["PYTHONPATH"] = str(code)
    try:
        lab = harness.start_lab(tmp, lessons=None, options=options)
    finally:
        if code is not None and saved is None:
            del os.environ["PYTHONPATH"]
        elif code is not None:
            os.environ["PYTHONPATH"] = saved
    path = lab.write_notebook("latency.ipynb", [CELL])
    nb = harness.new_guarded_page(browser, harness.NotebookPage, path=path, lab=lab)
    nb.page.add_init_script(WS_PROBE)
    nb.load()
    nb.run_all()
    nb.page.wait_for_selector(".paixue-handlab [data-panel=waits]")
    return lab, nb


def summary(values: list[float]) -> str:
    values = [v for v in values if v == v]  # drop NaN (a reply the probe missed)
    return f"{statistics.median(values):6.1f} {percentile(values, 0.95):6.1f} {max(values):6.1f}"


def main() -> None:
    args = sys.argv[1:]
    against = None
    if "--against" in args:
        at = args.index("--against")
        against = Path(args[at + 1]).resolve()
        del args[at:at + 2]
        if not (against / "widgets" / "ui" / "__init__.py").is_file():
            raise SystemExit(f"browser_latency: --against {against}: no widgets/ there")
    clicks = int(args[0]) if args else 60
    clicks += -clicks % BLOCK
    reason = harness.browser_missing()
    if reason:
        print(f"browser_latency: cannot run: {reason}")
        sys.exit(1 if os.environ.get("CI") == "true" else 0)
    from playwright.sync_api import sync_playwright

    configs: list[tuple[str, list[str], Path | None]] = [
        ("as jupyter_server ships (Nagle on)", [], None),
        ("TCP_NODELAY (make lab, the tests)", harness.SERVER_OPTIONS, None),
    ]
    if against is not None:
        configs.append((f"TCP_NODELAY, {against.name[:23]}", harness.SERVER_OPTIONS, against))
    print(f"Hand lab, click -> redrawn panels, timed in the page: {clicks} clicks per server, "
          f"adding and removing a tile in turn; ms. Target: p95 <= {TARGET_P95_MS:.0f} ms, "
          f"worst <= {TARGET_WORST_MS:.0f} ms (TCP_NODELAY).")
    samples: list[list[dict]] = [[] for _ in configs]
    with sync_playwright() as pw, tempfile.TemporaryDirectory(prefix="px-latency-") as tmp:
        browser = harness.launch_chromium(pw)
        opened = []
        try:
            for i, (_name, options, code) in enumerate(configs):
                opened.append(open_lab(browser, options, Path(tmp) / str(i), code))
            # Both servers stay up and take turns, a block of clicks each, so a change in the
            # machine's load (other jobs on 2 cores) falls on both alike.
            for block in range(clicks // BLOCK):
                for i, (_lab, nb) in enumerate(opened):
                    samples[i] += nb.page.evaluate(MEASURE_JS, {
                        "clicks": BLOCK, "adds": ADD, "gap": GAP_MS, "offset": block * BLOCK,
                        "warmup": WARMUP if block == 0 else 0})
            python_side = [nb.execute(KERNEL_TIMING).strip() for _lab, nb in opened[1:]]
            problems = [p for _lab, nb in opened for p in nb.problems()]
            if problems:
                raise SystemExit("browser_latency: the page reported:\n" + "\n".join(problems))
        finally:
            for lab, nb in opened:
                nb.context.close()
                lab.server.stop()
            browser.close()
    for got in samples:
        hands = {s["hand"] for s in got}
        assert len(hands) > 2, f"the clicks did not change the hand: {hands}"
    print(f"{'server':36} {'click -> redrawn':>20}   {'reply (view state)':>20}   "
          f"{'draw':>20}")
    print(f"{'':36} {'median  p95  worst':>20}   {'median  p95  worst':>20}   "
          f"{'median  p95  worst':>20}")
    for (name, _options, _code), got in zip(configs, samples, strict=True):
        ms = [s["ms"] for s in got]
        p95 = percentile(ms, 0.95)
        verdict = "ok" if p95 <= TARGET_P95_MS and max(ms) <= TARGET_WORST_MS else "OVER TARGET"
        print(f"{name:36} {summary([s['ms'] for s in got]):>20}   "
              f"{summary([s['reply'] for s in got]):>20}   "
              f"{summary([s['draw'] for s in got]):>20}   {verdict}")
        for kind in ("add", "remove"):
            ms = [s["ms"] for s in got if s["kind"] == kind]
            print(f"  {kind + ' a tile':34} {summary(ms):>20}")
        kb = [s["kb"] for s in got]
        print(f"  {'KB sent per click':34} {summary(kb):>20}")
    for (name, _options, _code), text in zip(configs[1:], python_side, strict=True):
        print(f"Python side alone, HandLab.handle in the kernel ({name}): {text}")


if __name__ == "__main__":
    main()
