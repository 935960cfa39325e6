"""Samples worked out on every core: a review's play-outs are independent of one another, so
a 2-core machine works out two at once (issue 38: "Reviewing a whole hand takes at most 10 s
on a 2-core machine").

:func:`samples` yields ``work(i)`` for each index of a round, in the order of the indices, from
worker processes forked for the round: a fork shares the position the play-outs start from
without pickling it, and the workers are gone when the round ends (a stop ends them at once).
The figures are the same as one core's: each sample is seeded by its index alone. Where
there is no fork (the offline site runs Python in the browser, one thread) or one core, the
samples are worked out here, one after another.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any

# a review on a 2-core machine: both cores (PAIXUE_WORKERS=1: one, as where the cores are
# already busy — the test suite runs two workers of its own)
WORKERS = int(os.environ.get("PAIXUE_WORKERS", "0")) or min(2, os.cpu_count() or 1)
CHUNK = 2  # samples a worker takes at a time: a stop waits for at most one

_work: Callable[[int], Any] | None = None  # the round's work, inherited by the forked workers


def _call(i: int) -> Any:
    assert _work is not None
    return _work(i)


def can_fork() -> bool:
    if WORKERS < 2 or sys.platform == "emscripten":  # (the site's Python: no processes)
        return False
    import multiprocessing
    return "fork" in multiprocessing.get_all_start_methods()


def samples(work: Callable[[int], Any], indices: Sequence[int]) -> Iterator[Any]:
    """``work(i)`` for each of ``indices``, in their order (two processes at once where the
    machine has two cores); the caller may stop taking them at any point: the workers end
    when the iterator is closed."""
    global _work
    if len(indices) < 2 or not can_fork():
        yield from (work(i) for i in indices)
        return
    import multiprocessing
    _work = work
    try:
        pool = multiprocessing.get_context("fork").Pool(WORKERS)
    except OSError:  # no processes to be had (a sandbox): one core it is
        _work = None
        yield from (work(i) for i in indices)
        return
    try:
        yield from pool.imap(_call, indices, chunksize=CHUNK)
    finally:
        pool.terminate()
        pool.join()
        _work = None
