"""The hand table: what one step costs. For whole hands of each playable variant, the time
of one step click (``HandTable.handle({"kind": "step", ...})``: the engine's
``Game.state(step)`` and ``Game.ledger(step)`` plus the view built from them) and the size
of the JSON view sent to the browser, over every step of the hand, next to the engine's
``Game.state(step)`` alone (the widget's own share is the difference). Also the time to deal
and play a whole hand (``HandTable(...)`` with four automatic seats).
Run: ``make bench`` or ``.venv/bin/python benchmarks/table.py [hands per variant, default 3]``.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets.practice.table.play import PLAYABLE  # noqa: E402
from widgets.ui.tables.table import HandTable  # noqa: E402

VARIANTS = PLAYABLE  # the three games the table plays, 血战到底 included


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main(hands: int = 3) -> None:
    print(f"hand table, per step of whole hands ({hands} hands per variant); ms and KB")
    print(f"{'variant':<16} {'what':<22} {'median':>8} {'p95':>8} {'worst':>8}")
    for variant in VARIANTS:
        deal, click, engine, size = [], [], [], []
        for seed in range(1, hands + 1):
            t0 = time.perf_counter()
            table = HandTable(variant, seed=seed, lang="en")
            deal.append((time.perf_counter() - t0) * 1000)
            for step in range(len(table.events) + 1):
                t0 = time.perf_counter()
                table.game.state(step)
                engine.append((time.perf_counter() - t0) * 1000)
                t0 = time.perf_counter()
                table.handle({"kind": "step", "to": step})
                click.append((time.perf_counter() - t0) * 1000)
                size.append(len(json.dumps(table.view, ensure_ascii=False).encode()) / 1024)
        rows = (("deal + play a hand, ms", deal), ("step click, ms", click),
                ("Game.state alone, ms", engine), ("view JSON, KB", size))
        for what, values in rows:
            print(f"{variant:<16} {what:<22} {statistics.median(values):8.2f} "
                  f"{pct(values, 0.95):8.2f} {max(values):8.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
