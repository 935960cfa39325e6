"""Samples on both cores (widgets/practice/parallel.py; issue 38: "Reviewing a whole hand takes
at most 10 s on a 2-core machine"): the same figures as one core, in the same order, and no
worker left behind when the caller stops taking them."""

from __future__ import annotations

import multiprocessing
import os

import pytest

from widgets.practice import parallel


def _who(i: int) -> tuple[int, int]:
    return i * i, os.getpid()


@pytest.fixture
def two_cores(monkeypatch):
    """Two workers, whatever the suite's setting (tests/conftest.py runs reviews on one)."""
    monkeypatch.setattr(parallel, "WORKERS", 2)
    if not parallel.can_fork():
        pytest.skip("no fork here: the serial path")


def test_samples_come_back_in_order_from_other_processes(two_cores):
    out = list(parallel.samples(_who, range(10)))
    assert [v for v, _ in out] == [i * i for i in range(10)]
    assert {pid for _, pid in out} - {os.getpid()}, "worked out in the workers"
    assert not multiprocessing.active_children()


def test_one_core_or_no_fork_works_them_out_here(monkeypatch):
    monkeypatch.setattr(parallel, "WORKERS", 1)
    out = list(parallel.samples(_who, range(5)))
    assert out == [(i * i, os.getpid()) for i in range(5)]


def test_a_caller_that_stops_early_leaves_no_worker_behind(two_cores):
    it = parallel.samples(_who, range(40))
    assert [next(it)[0] for _ in range(3)] == [0, 1, 4]
    it.close()
    assert not multiprocessing.active_children()


def test_a_review_figure_is_the_same_on_one_core_and_two(two_cores, monkeypatch):
    """A decision's loss from paired play-outs: the same estimate whether the samples are
    worked out here or by two workers (each sample is seeded by its index)."""
    import copy

    from tests.test_points_review import NEAR_THE_END, at_decision
    from widgets.practice.table import points_review as pr
    variant, seed, events, tile = NEAR_THE_END[3]
    g = at_decision(variant, seed, events)
    d = g.pending()
    best = g.choice(d, "strong").action
    move = next(o for o in d.options if o.kind == "discard" and o.tiles == (tile,))
    forks = []
    real = parallel.samples

    def counted(work, indices):
        forks.append(parallel.can_fork() and len(indices) > 1)
        return real(work, indices)
    monkeypatch.setattr(parallel, "samples", counted)
    two = pr.loss(copy.deepcopy(g), move, best, 0, seed=3, cap=16)
    assert forks and all(forks), "the figure on two cores was worked out by two workers"
    monkeypatch.setattr(parallel, "WORKERS", 1)
    one = pr.loss(copy.deepcopy(g), move, best, 0, seed=3, cap=16)
    assert one == two and one.n == 16
