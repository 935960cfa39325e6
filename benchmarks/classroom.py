"""The class server (``make class``) under a class's load, on 127.0.0.1: the real server
process, students joining and answering all at once, as tests/test_classroom_load.py does with
60 (where nothing is timed). Printed per class size, side by side: joins, answers (one each,
a third changing their mind once) and the teacher's page's call, median / p95 / worst ms, and
the wall time from the first answer sent to the teacher's counts right.

Run: ``.venv/bin/python benchmarks/classroom.py [class sizes, default 30 60 200]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from classroom_client import QUESTION, Subprocess  # noqa: E402


def timed(fn, *args):
    start = time.perf_counter()
    out = fn(*args)
    return (time.perf_counter() - start) * 1000, out


def figures(ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return f"{statistics.median(ms):7.1f} {p95:7.1f} {ms[-1]:7.1f}"


def one_class(n: int, folder: Path) -> list[str]:
    server = Subprocess(port=0, folder=folder, site=folder / "no-site").launch()
    try:
        names = [f"s{i:03d}" for i in range(n)]
        with ThreadPoolExecutor(max_workers=min(n, 100)) as pool:
            joins = list(pool.map(lambda name: timed(server.join, name), names))
        tokens = [t for _, t in joins]
        qid = server.start()
        rng = random.Random(n)
        picks = [[rng.choice(QUESTION["options"])] for _ in tokens]
        for p in rng.sample(picks, n // 3):
            p.append(rng.choice(QUESTION["options"]))

        def answer(i: int) -> list[float]:
            return [timed(server.answer, tokens[i], qid, c)[0] for c in picks[i]]

        start = time.perf_counter()
        with ThreadPoolExecutor(max_workers=min(n, 100)) as pool:
            answers = [ms for row in pool.map(answer, range(n)) for ms in row]
        teacher_ms, board = timed(server.board)
        wall = (time.perf_counter() - start) * 1000
        right = board["answered"] == n
        verdict = "right" if right else "WRONG"
        return [f"{n:>8} {'joins':<8} {figures([ms for ms, _ in joins])}",
                f"{n:>8} {'answers':<8} {figures(answers)}",
                f"{n:>8} {'teacher':<8} {teacher_ms:7.1f}",
                f"{n:>8} from the first answer to the counts right: {wall:.0f} ms ({verdict})"]
    finally:
        server.stop()


def main() -> None:
    sizes = [int(a) for a in sys.argv[1:]] or [30, 60, 200]
    print("class server on 127.0.0.1, one process, SQLite (WAL, synchronous FULL)")
    print(f"{'students':>8} {'call':<8} {'median':>7} {'p95':>7} {'worst':>7}  (ms)")
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            print("\n".join(one_class(n, Path(tmp) / f"class-{n}")), flush=True)


if __name__ == "__main__":
    main()
